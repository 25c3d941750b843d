# ruff: noqa: E501
"""What a held-out mailbox read in session 61 showed (benchmarks/gold/synthetic-mail-98, a Scottish glaciologist's, and
-95, a Kenyan developer's, written by helpers that never saw the code): a Québec address, its civic number before a
comma ("4412, rue de la Roche-Fendue, app. 3"); the boss named right after "my new boss" ("My new boss Mathieu is a
total sweetheart"); a postdoc "with" the one who leads it, dated by the start in its sentence months ahead; a start
"from the 4th of January" after "I've accepted!", said in October (the next January, the nearer); keys one gets on a
day ahead ("we get the keys on the 1st of September:", said in June); a house "in Portobello is officially ours" is no
one else's news; and a German sign-off ("Liebe Grüße") is no one's name. And their look-alikes."""

from __future__ import annotations

from hinet_pipeline.memory.facts.address import read_address
from hinet_pipeline.memory.facts.named import known_people

from .mailboxes import said_in_mailbox

EILIDH = "Eilidh Morrison <eilidhmorrison.glacier@gmail.com>"
CLAN = ["Morrison clan <morrison-clan@googlegroups.com>"]


def _letter(body: str, author: str, reader: str, day: str, region: str):
    """What one mail from ``author`` to ``reader`` (the mailbox's owner) says."""
    return said_in_mailbox(body, author, [reader], day, reader.split("<")[1].rstrip(">"), region)


def _said(
    body: str, day: str, author: str = EILIDH, to: list[str] = CLAN, mine: str = "eilidhmorrison.glacier@gmail.com"
):
    return said_in_mailbox(body, author, to, day, mine, "GB")


def test_a_quebec_address_with_its_civic_numbers_comma():
    assert read_address("4412, rue de la Roche-Fendue, app. 3\nMontréal (Québec) H2T 1S4\nCanada", 0)[0] == (
        "4412 rue de la Roche-Fendue, app. 3, Montréal"
    )
    assert read_address("175, rue des Draveurs, unité 604, Gatineau (Québec) J8X 0B4", 0)[0] == (
        "175 rue des Draveurs, unité 604, Gatineau"
    )
    assert read_address("4412, and then some", 0) is None  # (a number and a comma before no street)


def test_keys_one_gets_ahead_date_the_home_under_them_and_the_postdoc_is_with_its_lead():
    got = _said(
        "Hiya all,\n\nIt's all signed: I start at Saint-Laurent on the 1st of September, two years as a postdoc with "
        "Mathieu Gagnon-Lévesque. We've found a flat on the Plateau - we get the keys on the 1st of September:\n\n"
        "4412, rue de la Roche-Fendue, app. 3\nMontréal (Québec) H2T 1S4\nCanada\n\nLove,\nEilidh\n",
        "2018-06-20",
    )
    assert ("Eilidh Morrison", "address", "4412 rue de la Roche-Fendue, app. 3, Montréal", "2018-09-01") in got
    assert ("Eilidh Morrison", "lives_in", "Montréal", "2018-09-01") in got
    assert ("Eilidh Morrison", "manager", "Mathieu Gagnon-Lévesque", "2018-09-01") in got
    assert ("Eilidh Morrison", "works_at", "Saint-Laurent", "2018-09-01") in got


def test_a_postdoc_another_starts_is_not_the_writers():
    got = _said(
        "Hiya all,\n\nCallum starts at Saint-Laurent on the 1st of September as a postdoc with Mathieu Gagnon-Lévesque.\n\nE\n",
        "2018-06-20",
    )
    assert not [x for x in got if x[1] == "manager"]


def test_my_new_boss_named_after_the_words():
    got = _said(
        "Shona!\n\nMy new boss Mathieu is a total sweetheart, he brings croissants to lab meeting.\n\nE xx\n",
        "2018-10-03",
    )
    assert [x[2] for x in got if x[1] == "manager"] == ["Mathieu"]
    for body in (
        "My boss is away, so I'm free.",  # (no name)
        "My new boss Monday morning meeting ran long.",  # (a day, then no verb of the boss's)
        "If my new boss Mathieu is nice I'll stay.",  # (a condition)
    ):
        assert not [x for x in _said(f"Hi,\n\n{body}\n\nE\n", "2018-10-03") if x[1] == "manager"], body


def test_a_start_from_january_said_in_october_is_the_next_january():
    got = _said(
        "Hiya all,\n\nI've accepted! Lecturer in Physical Geography at Lothian University from the 4th of January. "
        "A proper permanent job.\n\nLove,\nE\n",
        "2020-10-04",
    )
    assert ("Eilidh Morrison", "works_at", "Lothian University", "2021-01-04") in got
    assert ("Eilidh Morrison", "job_title", "Lecturer", "2021-01-04") in got


def test_a_house_in_a_named_place_is_ours_and_its_address_under_a_label():
    got = _said(
        "Hiya all,\n\nWe got the keys today! The wee house in Portobello is officially ours. We're moving in properly on "
        "the 17th of June once the floors are done. Address from then:\n\n14 Seacole Terrace\nPortobello\nEdinburgh EH15 2LR\n\n"
        "Love,\nE & C xx\n",
        "2023-05-20",
    )
    assert ("Eilidh Morrison", "address", "14 Seacole Terrace, Portobello, Edinburgh EH15 2LR", "2023-06-17") in got
    # (another's news is still another's: "Morag got a flat! Address from then:")
    got = _said(
        "Hiya all,\n\nMorag got a flat in Leith. Address from then:\n\n14 Seacole Terrace\nEdinburgh EH15 2LR\n\nE\n",
        "2023-05-20",
    )
    assert not [x for x in got if x[0] == "Eilidh Morrison" and x[1] == "address"]


def test_a_german_sign_off_is_no_ones_name():
    got = _letter(
        "Hi Dennis,\n\nthe room is yours from 1 February!\n\nLiebe Grüße\nLena\n\n--\nLena Hoffmann\n+49 176 555 3310\n",
        "Lena Hoffmann <lena.hoffmann@web.de>",
        "Dennis Kamau <dennis.kamau93@gmail.com>",
        "2021-01-12",
        "US",
    )
    assert ("Lena Hoffmann", "phone", "+491765553310") in [x[:3] for x in got]
    assert not [x for x in got if x[0] == "Liebe Grüße"]


EMEKA = "Emeka Nwankwo <emeka.o.nwankwo@gmail.com>"
NWANKWO = ["Nwankwo Family <nwankwo-family@googlegroups.com>"]


def _emeka(body: str, day: str):
    return said_in_mailbox(body, EMEKA, NWANKWO, day, "emeka.o.nwankwo@gmail.com", "GB")


def test_a_let_room_in_a_shared_house_is_a_home_its_line_wrapped():
    got = _emeka(
        "Kedu nu,\n\nI landed Manchester on 1 August. For now I'm renting a room\nin a shared house in Salford: Room 3, "
        "41 Brindlecroft Road, Salford M6 5PQ. It's small.\n\nEmeka\n",
        "2021-08-15",
    )
    assert ("Emeka Nwankwo", "address", "Room 3, 41 Brindlecroft Road, Salford M6 5PQ", "2021-08-15") in got
    assert ("Emeka Nwankwo", "lives_in", "Salford", "2021-08-15") in got
    # (a room at work is no home: "For now I'm renting a room for the clinic: 41 Brindlecroft Road")
    got = _emeka(
        "Hi,\n\nFor now I'm renting a room for the clinic: 41 Brindlecroft Road, Salford M6 5PQ.\n\nEmeka\n",
        "2021-08-15",
    )
    assert not [x for x in got if x[1] == "address"]


def test_a_home_found_its_subject_left_out_and_one_found_for_another():
    got = _emeka(
        "Tobe my guy,\n\nFound a flat in Yaba, moved in 1st November: 27 Adebola Street, Yaba, Lagos.\n\nEmeka\n",
        "2013-11-09",
    )
    assert ("Emeka Nwankwo", "address", "27 Adebola Street, Yaba, Lagos", "2013-11-01") in got
    got = _emeka(
        "Tobe my guy,\n\nFound a flat for Tobe in Yaba: 27 Adebola Street, Yaba, Lagos.\n\nEmeka\n", "2013-11-09"
    )
    assert not [x for x in got if x[1] == "address"]


def test_an_address_on_its_labels_line_after_a_house_found():
    body = (
        "Kevo!\n\nFound a house in Kacyiru finally - moved in on Saturday. It's a 3-bedroom with a small garden. Address "
        "if you want to send me unga: House 14, KG 563 St,\nKacyiru, Kigali.\n\nD.\n"
    )
    got = said_in_mailbox(
        body,
        "Dennis Njoroge <dennis@kazisoko.rw>",
        ["Kevin Otieno <kevo.otieno@gmail.com>"],
        "2018-03-20",
        "dennis@kazisoko.rw",
        "US",
    )
    assert ("Dennis Njoroge", "address", "House 14, KG 563 St, Kacyiru, Kigali") in [x[:3] for x in got]
    # (not any colon's: "Dinner tonight at the usual place, time: 7 Main Street")
    got = said_in_mailbox(
        "Kevo!\n\nFound a house in Kacyiru finally. Party time: 7 Main Street, Kigali.\n\nD.\n",
        "Dennis Njoroge <dennis@kazisoko.rw>",
        ["Kevin Otieno <kevo.otieno@gmail.com>"],
        "2018-03-20",
        "dennis@kazisoko.rw",
        "US",
    )
    assert not [x for x in got if x[1] == "address"]


def test_a_town_that_is_home_after_so_and_a_post_its_reader_joined():
    got = _emeka(
        "Ndewo unu,\n\nI'm staying in the corpers' lodge in Sabon Gari with four other corpers, so Kano is home till "
        "October next year.\n\nEmeka\n",
        "2012-11-24",
    )
    assert ("Emeka Nwankwo", "lives_in", "Kano", "2012-11-24") in got
    body = (
        "Hi Dennis,\n\nGood to have you back with us. As agreed you joined on 11th January as a Junior Software "
        "Developer in Payments, reporting to me.\n\nRegards,\nSamuel\n\n--\nSamuel Ouma\nHead of Engineering\nPesaFiti Ltd\n"
    )
    got = _letter(
        body,
        "Samuel Ouma <samuel.ouma@pesafiti.co.ke>",
        "Dennis Kamau <dennis.kamau@pesafiti.co.ke>",
        "2016-01-20",
        "KE",
    )
    assert ("Dennis Kamau", "job_title", "Junior Software Developer", "2016-01-11") in got
    assert ("Dennis Kamau", "works_at", "PesaFiti Ltd", "2016-01-11") in got
    assert ("Dennis Kamau", "manager", "Samuel Ouma", "2016-01-11") in got
    # (one the reader is asked about is no post of theirs: "Have you joined the union yet?")
    got = _letter(
        "Hi Dennis,\n\nHave you joined on 11th January as a member of the Payments guild?\n\nSamuel\n",
        "Samuel Ouma <samuel.ouma@pesafiti.co.ke>",
        "Dennis Kamau <dennis.kamau@pesafiti.co.ke>",
        "2016-01-20",
        "KE",
    )
    assert not [x for x in got if x[0] == "Dennis Kamau" and x[1] != "email"]


def test_one_known_by_their_first_name_who_takes_the_writer_on_is_a_boss_not_an_employer():
    body = "Hi,\n\nMorven's taking me on from September. She's sharp, she'll be good for me.\n\nE x\n"
    with known_people(lambda: ["Morven Ure", "Eilidh Morrison"]):
        got = _said(body, "2015-02-11")
    assert ("Eilidh Morrison", "manager", "Morven Ure", "2015-09-01") in got
    assert not [x for x in got if x[1] == "works_at"]
    with known_people(lambda: ["Eilidh Morrison"]):  # (a firm the vault knows no one by: an employer)
        got = _said("Hi,\n\nMonzo's taking me on from September.\n\nE x\n", "2015-02-11")
    assert ("Eilidh Morrison", "works_at", "Monzo", "2015-09-01") in got
    assert not [x for x in got if x[1] == "manager"]


def test_a_partner_in_brackets_after_the_writers_name_signs_with_them():
    from hinet_pipeline.memory.facts.partner import partner_named

    assert (
        partner_named("Hiya all,\n\nWe've found a flat.\n\nLove,\nEilidh (and Callum) xx\n", "Eilidh Morrison")
        == "Callum"
    )
    assert (
        partner_named("Hiya all,\n\nWe've found a flat.\n\nLove,\nEilidh (and the kids) xx\n", "Eilidh Morrison")
        is None
    )
    assert partner_named("Hi,\n\nLove,\nDani & Marcus (& Jalen)\n", "Dani Ouellette") == "Marcus"


def test_a_signature_under_an_institute_named_in_german_and_a_department_before_its_university():
    body = (
        "Hey,\n\nFinally sorted a Swiss phone.\n\nE x\n\n--\nDr Eilidh Morrison\nPostdoctoral Researcher, Gruppe "
        "Gletscherdynamik\nEidgenössisches Institut für Schnee- und Gletscherdynamik (EISG), Zürich\n"
        "Tel. +41 44 555 12 83 | Mobile +41 78 555 23 41\n"
    )
    got = said_in_mailbox(
        body,
        "Morrison, Eilidh <eilidh.morrison@eisg.ch>",
        ["Callum Fraser <callum.fraser.sound@gmail.com>"],
        "2016-06-03",
        "eilidh.morrison@eisg.ch",
        "GB",
    )
    assert ("Eilidh Morrison", "phone", "+41785552341", "2016-06-03") in got
    assert ("Eilidh Morrison", "phone", "+41445551283", "2016-06-03") in got
    assert any(x[1] == "works_at" and x[2].startswith("Eidgenössisches Institut für Schnee") for x in got)
    body = "Shona!\n\nMiss you.\n\nE xx\n\n--\nEilidh Morrison, PhD\nPostdoctoral Fellow\nDépartement de géographie, Université Saint-Laurent\ncell. 514 555-0143\n"
    got = said_in_mailbox(
        body,
        "Eilidh Morrison <eilidh.morrison@ustl-montreal.ca>",
        ["Shona Baird <shona.baird@gmail.com>"],
        "2018-10-03",
        "eilidh.morrison@ustl-montreal.ca",
        "CA",
    )
    assert (
        "Eilidh Morrison",
        "works_at",
        "Université Saint-Laurent",
        "2018-10-03",
    ) in got  # (the university's, not its unit's)
    assert ("Eilidh Morrison", "phone", "+15145550143", "2018-10-03") in got


def test_a_couples_home_named_with_its_address_in_brackets_and_the_wife_by_her_short_name():
    body = (
        "Nnaa nu,\n\nAda and I say a big daalu to everybody for the wedding. Update for the family records: Ada has "
        "packed her things from Gwarinpa and we are now both at the Wuse 2 flat (Flat 6, Block C, 14 Nkalagu Close, "
        "Wuse 2, Abuja) since 6 January.\n\nGod bless you all.\nEmeka & Ada\n"
    )
    with known_people(lambda: ["Emeka Nwankwo", "Adaeze Nwankwo", "Ikenna Nwankwo"]):
        got = said_in_mailbox(
            body,
            EMEKA,
            [*NWANKWO, "Adaeze Nwankwo <ada.okonkwo91@gmail.com>"],
            "2018-01-14",
            "emeka.o.nwankwo@gmail.com",
            "NG",
        )
    for who in ("Emeka Nwankwo", "Adaeze Nwankwo"):
        assert (who, "address", "Flat 6, Block C, 14 Nkalagu Close, Wuse, Abuja", "2018-01-06") in got, who
        assert (who, "lives_in", "Abuja", "2018-01-06") in got, who
    # (a flat one is at for a visit is no home: "we are at the Wuse 2 flat (...) for the weekend")
    got = _emeka(
        "Hi,\n\nWe are at the Wuse 2 flat (Flat 6, Block C, 14 Nkalagu Close, Wuse 2, Abuja) for the weekend.\n\nEmeka\n",
        "2018-01-14",
    )
    assert not [x for x in got if x[1] == "address"]


def test_a_short_form_of_a_known_first_name_is_that_one_person_only_where_it_is_the_only_one():
    from hinet_pipeline.memory.facts.named import known_named

    with known_people(lambda: ["Adaeze Nwankwo", "Emeka Nwankwo"]):
        assert known_named("Ada") == "Adaeze Nwankwo"
    with known_people(lambda: ["Adaeze Nwankwo", "Adanna Obi"]):
        assert known_named("Ada") is None  # (two whose names it opens: neither)
    with known_people(lambda: ["Adaeze Nwankwo"]):
        assert known_named("Ad") is None  # (too short to tell)
    with known_people(lambda: ["Dana R. Whitfield"]):
        assert known_named("Dan") is None  # (one letter more: another name, no short form)


def test_a_title_one_works_as_with_no_employer_after_it():
    got = said_in_mailbox(
        "Good evening family,\n\nI'm now working as a Locum Pharmacist, booking my own shifts around Stockport.\n\nAda\n",
        "Adaeze Nwankwo <ada.okonkwo91@gmail.com>",
        NWANKWO,
        "2023-03-05",
        "ada.okonkwo91@gmail.com",
        "GB",
    )
    assert ("Adaeze Nwankwo", "job_title", "Locum Pharmacist", "2023-03-05") in got
    for body in ("I worked as a waitress.", "I'm working as a team.", "If I work as a nurse, fine."):
        got = _emeka(f"Hi,\n\n{body}\n\nEmeka\n", "2023-03-05")
        assert not [x for x in got if x[1] == "job_title"], body


def test_an_offer_taken_is_dated_by_the_post_its_paragraph_gives_after_it():
    body = (
        "Hi all,\n\nNow the big news: I've accepted an offer from Lumenwerk GmbH, a Berlin company. It's remote-first, "
        "so I'll be a Software Engineer on their payments platform from 4th November but I'm staying here in Kigali.\n\n"
        "Love,\nDennis\n"
    )
    got = said_in_mailbox(
        body,
        "Dennis Kamau <dennis.kamau93@gmail.com>",
        ["Njoroge Family <njoroge-family@googlegroups.com>"],
        "2019-09-25",
        "dennis.kamau93@gmail.com",
        "KE",
    )
    assert ("Dennis Kamau", "works_at", "Lumenwerk GmbH", "2019-11-04") in got
    assert ("Dennis Kamau", "job_title", "Software Engineer", "2019-11-04") in got
    # (with no day anywhere, an offer taken is no job yet)
    body = (
        "Hi all,\n\nNow the big news: I've accepted an offer from Lumenwerk GmbH, a Berlin company.\n\nLove,\nDennis\n"
    )
    got = said_in_mailbox(
        body,
        "Dennis Kamau <dennis.kamau93@gmail.com>",
        ["Njoroge Family <njoroge-family@googlegroups.com>"],
        "2019-09-25",
        "dennis.kamau93@gmail.com",
        "KE",
    )
    assert not [x for x in got if x[1] == "works_at"]


def test_a_home_under_a_line_that_gives_the_keys_day_is_from_that_day():
    got = _said(
        "Hiya all,\n\nI've accepted! My contract here finishes on the 18th of December. We've rented a tenement flat in "
        "Leith, top floor, and we get the keys on the 15th of December - a pal of Callum's is letting us in:\n\n"
        "Flat 3F2, 27 Gellatly Street\nEdinburgh EH6 7QP\n\nLove,\nE\n",
        "2020-10-04",
    )
    assert ("Eilidh Morrison", "address", "Flat 3F2, 27 Gellatly Street, Edinburgh EH6 7QP", "2020-12-15") in got
    assert ("Eilidh Morrison", "lives_in", "Edinburgh", "2020-12-15") in got


def test_the_scorer_takes_a_borough_for_its_city():
    from benchmarks.memory import same_value

    assert same_value("lives_in", "Brooklyn", "New York") and same_value("lives_in", "New York", "Brooklyn")
    assert not same_value("lives_in", "Hoboken", "New York")  # (a town beside it is its own)


def test_the_owners_name_in_two_scripts_is_the_owners_and_a_wifes_is_not():
    from hinet_pipeline.memory.people.mailbox_owner import named_alike

    assert named_alike(("יונתן", "מזרחי"), ("yoni", "mizrahi"))  # (Yoni is Yonatan, in Hebrew letters)
    assert named_alike(("yoni", "mizrahi"), ("יוני", "מזרחי"))
    assert not named_alike(("יוני", "מזרחי"), ("noa", "mizrahi"))  # (his wife's: another first name)
    assert not named_alike(("נועה", "בן-דוד"), ("yoni", "ben-david"))


def test_an_internship_a_letter_confirms_is_a_post():
    body = (
        "Dear Dennis,\n\nThank you for returning the signed internship agreement. This is to confirm that you will join "
        "PesaFiti Ltd as a Software Engineering Intern from Monday, 1st June 2015 to Friday, 28th August 2015. You will "
        "report to Samuel Ouma, our Head of Engineering.\n\nKind regards,\n\nWambui Gathoni\nPeople & Culture Manager\n"
        "PesaFiti Ltd\n"
    )
    got = _letter(
        body,
        "Wambui Gathoni <wambui.gathoni@pesafiti.co.ke>",
        "Dennis Kamau <d.kamau@students.nhu.ac.ke>",
        "2015-05-28",
        "KE",
    )
    assert ("Dennis Kamau", "works_at", "PesaFiti Ltd", "2015-06-01") in got
    assert ("Dennis Kamau", "job_title", "Software Engineering Intern", "2015-06-01") in got
    assert ("Dennis Kamau", "manager", "Samuel Ouma", "2015-06-01") in got


GUS = "Gus Whitford <gus.whitford@gmail.com>"
MOB = ["Whitford mob <whitford-mob@googlegroups.com>"]


def _gus(body: str, day: str):
    return said_in_mailbox(body, GUS, MOB, day, "gus.whitford@gmail.com", "AU")


def test_a_country_towns_address_its_state_and_postcode_and_a_rural_lot():
    from hinet_pipeline.memory.facts.address import city_of

    assert city_of("Unit 4/22 Bulkara St, Katherine NT 0850") == "Katherine"  # (no city's postcode: its own town)
    assert city_of("41 Kedron Glen St, Paddington QLD 4064") == "Brisbane"  # (a city's suburb: the city)
    assert read_address("Lot 3 Tallowwood Rd, Armidale NSW 2350", 0)[0] == "Lot 3 Tallowwood Rd, Armidale NSW 2350"


def test_keys_got_on_a_day_and_the_street_after_a_dash_or_in_the_next_sentence():
    got = _gus(
        "Hi all,\n\nWe've finally landed. The Armidale place settled on the 26th and we got the keys to the Queenslander "
        "on 1 July - 41 Kedron Glen St, Paddington QLD 4064. Wide verandahs.\n\nGus & Soph\n",
        "2020-07-12",
    )
    assert ("Gus Whitford", "address", "41 Kedron Glen St, Paddington QLD 4064", "2020-07-01") in got
    assert ("Gus Whitford", "lives_in", "Brisbane", "2020-07-01") in got
    got = _gus(
        "Hi all,\n\nWe've finally settled - got the keys to the place on the 16th. It's Lot 3 Tallowwood Rd, Armidale NSW "
        "2350: five acres, old weatherboard.\n\nGus\n",
        "2016-09-25",
    )
    assert ("Gus Whitford", "address", "Lot 3 Tallowwood Rd, Armidale NSW 2350", "2016-09-16") in got
    # (another's keys, a shop's: no home of the writer's)
    got = _gus(
        "Hi all,\n\nDave got the keys to the shop on 1 July - 41 Kedron Glen St, Paddington QLD 4064.\n\nGus\n",
        "2020-07-12",
    )
    assert not [x for x in got if x[0] == "Gus Whitford" and x[1] == "address"]


def test_an_appointment_approved_after_its_title_from_its_day():
    body = (
        "Hi Angus,\n\nDelighted to confirm that your appointment as Principal Veterinary Officer, Livestock Biosecurity "
        "has been approved, effective Monday 6 September 2021. In the new role you'll report directly to Dr Graham "
        "Ellery, Chief Veterinary Officer.\n\nPriya\n"
    )
    got = _letter(
        body,
        "Ramanathan, Priya <p.ramanathan@qaba.qld.gov.au>",
        "Angus Whitford <angus.whitford@qaba.qld.gov.au>",
        "2021-08-30",
        "AU",
    )
    assert ("Angus Whitford", "job_title", "Principal Veterinary Officer", "2021-09-06") in got
    assert ("Angus Whitford", "manager", "Graham Ellery", "2021-09-06") in got


def test_the_mailbox_owner_first_is_the_one_whose_namesakes_reach_most_not_a_son_on_as_many_mails():
    from hinet_pipeline.memory.people.mailbox_owner import mailbox_owner

    keys = {
        1: {("david", "hollister")},
        2: {("peggy", "hollister")},
        3: {("margaret", "hollister"), ("peggy", "hollister")},
    }
    # the son (1) is on as many mails as Mom's gmail (2); Mom's comcast (3) is on the rest
    mails = {i: {1, 2} for i in range(6)} | {10 + i: {2} for i in range(4)} | {20 + i: {1} for i in range(4)}
    mails |= {30 + i: {3} for i in range(8)}
    assert mailbox_owner(mails, keys)[:2] == [2, 3]


def test_a_division_before_its_hospital_in_a_signature_works_at_the_hospital():
    body = (
        "Dear Dr Trivedi,\n\nSee you then.\n\nKathleen Doyle\nProgram Coordinator, Cardiovascular Disease Fellowship\n"
        "Division of Cardiology, Back Bay Memorial Hospital\n55 Fenwright Street, Boston, MA 02115\nTel 617-555-0131\n"
    )
    got = _letter(body, "Kathleen Doyle <kdoyle@bbmh.org>", "Anand Trivedi <a.trivedi@gmail.com>", "2013-01-10", "US")
    assert ("Kathleen Doyle", "works_at", "Back Bay Memorial Hospital", "2013-01-10") in got
    assert not [x for x in got if x[1] == "works_at" and "Division" in x[2]]


def test_your_in_a_group_mail_is_the_one_the_sentence_calls_on():
    body = "Hi all,\n\nKate - your new email (kate.whitford@gmail.com) is in the list now, sorry about the bounce.\n\nGus\n"
    with known_people(lambda: ["Kate Whitford", "Gus Whitford"]):
        got = _gus(body, "2016-09-25")
    assert ("Kate Whitford", "email", "kate.whitford@gmail.com", "2016-09-25") in got
    assert not [x for x in got if x[2] == "kate.whitford@gmail.com" and x[0] != "Kate Whitford"]  # (not the list's)
    with known_people(lambda: ["Gus Whitford"]):  # (one the vault does not know in full: no one's)
        got = _gus(body, "2016-09-25")
    assert not [x for x in got if x[2] == "kate.whitford@gmail.com"]
