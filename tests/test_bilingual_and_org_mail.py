# ruff: noqa: E501
"""What session 53 read on held-out mail's misses: a sign-off's name line in two scripts ("Noa Ben-David, BSW |
נועה בן-דוד, עו"ס") and its title line in two ("Director, Jerusalem Branch | מנהלת סניף ירושלים"); an
organisation's "Our address is" (a branch a visit is hosted at) no home of its writer's; a Hebrew title before a
name (פרופ', ד"ר, עו"ד) no word of the name, so a director's all-staff mail under "פרופ' אלון גרינברג"
<alon.greenberg@> is a person's, not a newsletter's; the town a writer says is "here" ("Here in Coimbatore it is
raining", "פה בקריית שמונה הכל בסדר") where they live; and the look-alikes each reading must leave alone."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.people.identity import name_key
from hinet_pipeline.memory.people.kinds import identity_kind
from tests.mailboxes import slept_mailbox, suggested
from tests.test_trade_mail import _said_by

NOA = "Noa Ben-David <noa@gesher-labayit.org.il>"
REBECCA = "Rebecca Lindholm <rlindholm@cedarlanternfund.org>"


def _facts(body: str, author: str = NOA, day: str = "2022-05-09", to=(REBECCA,)) -> set:
    return {(s, p, o) for s, p, o, _ in _said_by(body, author, list(to), day)}


def test_a_name_line_and_a_title_line_in_two_scripts():
    body = (
        "Dear Rebecca,\n\nThanks, see you on the 23rd.\n\nBest regards,\nNoa\n\n--\n"
        'Noa Ben-David, BSW | נועה בן-דוד, עו"ס\nDirector, Jerusalem Branch | מנהלת סניף ירושלים\nGesher LaBayit\n'
    )
    got = _facts(body)
    assert ("Noa Ben-David", "job_title", "Director, Jerusalem Branch") in got
    assert ("Noa Ben-David", "works_at", "Gesher LaBayit") in got
    assert not any(p == "job_title" and ("BSW" in o or "בן-דוד" in o) for _, p, o in got)


def test_a_name_line_with_a_credential_and_a_title_line_under_it():
    body = "Hi all,\n\nMinutes attached.\n\nDana Levi, MSW\nClinical Supervisor\nHarbor Family Services\n"
    got = _facts(body, "Dana Levi <dana.levi@harborfs.org>", to=("Team <team@harborfs.org>",))
    assert ("Dana Levi", "job_title", "Clinical Supervisor") in got


def test_a_title_line_in_two_scripts_whose_second_field_is_an_employer_keeps_it():
    body = "Hi Rebecca,\n\nAttached.\n\nNoa Ben-David\nProgram Manager | Gesher LaBayit\n"
    got = _facts(body)
    assert ("Noa Ben-David", "job_title", "Program Manager") in got
    assert ("Noa Ben-David", "works_at", "Gesher LaBayit") in got


@pytest.mark.parametrize(
    "body",
    [
        "Dear Rebecca,\n\nWe would be delighted to host you at the branch on Monday.\n\nOur address is 8 HaMasger HaYashan St., Talpiot, Jerusalem (second floor; the entrance is through the parking lot).\n\nBest regards,\nNoa",
        "Hi Rebecca,\n\nYou're welcome to visit the clinic any weekday. Our address is 14 Harbour Road, Leith, Edinburgh EH6 6PQ.\n\nNoa",
    ],
)
def test_an_organisations_address_is_no_home(body):
    got = _facts(body)
    assert not any(p in ("address", "lives_in") for _, p, _ in got)


@pytest.mark.parametrize(
    ("body", "address"),
    [
        (
            "Hi Rebecca,\n\nWe finally moved! Our address is 22 Emek Refaim St., Jerusalem, so send the card there.\n\nNoa",
            "22 Emek Refaim St., Jerusalem",
        ),
        (
            "Hi Rebecca,\n\nFor your records, our address is still 22 Emek Refaim St., Jerusalem.\n\nNoa",
            "22 Emek Refaim St., Jerusalem",
        ),
    ],
)
def test_our_address_in_a_letter_of_no_organisation_stays_a_home(body, address):
    assert ("Noa Ben-David", "address", address) in _facts(body)


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("פרופ' אלון גרינברג", ("אלון", "גרינברג")),
        ('ד"ר דנה לוי', ("דנה", "לוי")),
        ('עו"ד משה כהן', ("משה", "כהן")),
        ("הרב יוסף כהן", ("יוסף", "כהן")),
        ("Prof. Alan Reister", ("alan", "reister")),
        ("Dr. John Smith", ("john", "smith")),
        ("מרים כהן", ("מרים", "כהן")),  # (a name that opens with מר's letters: no title)
        ("Mariam Cohen", ("mariam", "cohen")),
    ],
)
def test_a_title_before_a_name_is_no_word_of_it(name, key):
    assert name_key(name) == key


def test_a_person_who_sent_bulk_mail_under_a_hebrew_name():
    names = {"פרופ' אלון גרינברג": 1}
    assert identity_kind("email", "alon.greenberg@shaarei-or.org.il", names, {"bulk": 1}) is None
    # not a newsletter's box, nor a name its address does not spell
    assert identity_kind("email", "news.letter@shaarei-or.org.il", {"עדכוני שערי אור": 1}, {"bulk": 1}) == "newsletter"
    assert identity_kind("email", "alon.greenberg@shaarei-or.org.il", {"דנה לוי": 1}, {"bulk": 1}) == "newsletter"


AMMA = "Meenakshi <meena.v56@gmail.com>"


@pytest.mark.parametrize(
    ("body", "town"),
    [
        ("Here in Coimbatore it is raining every evening. Appa says hello.\n\nAmma", "Coimbatore"),
        ("I can feed him on Sundays here in El Paso.\n\nLove, Amma", "El Paso"),
        ("Got an offer from a consulting firm here in Chicago, I join on the 2nd.", "Chicago"),
        ("פה בקריית שמונה הכל בסדר. היה קר מאוד השבוע.\n\nאמא", "קריית שמונה"),
    ],
)
def test_the_town_a_writer_says_is_here(body, town):
    assert ("Meenakshi", "lives_in", town) in _facts(body, AMMA, "2020-05-01", ("Arjun <arjun@gmail.com>",))


@pytest.mark.parametrize(
    "body",
    [
        "The weather here in Rome is amazing, we fly home Sunday from our trip.",  # a trip
        "We are here in Paris for the week, back on Monday.",  # a stay
        "Is it cold there? Here in the office it is freezing.",  # no town
        "If I lived here in Boston I would never leave.",  # a wish
        "פה בעבודה הכל בסדר.",  # at work, no town
    ],
)
def test_a_here_that_is_no_home(body):
    assert not any(p == "lives_in" for _, p, _ in _facts(body, AMMA, "2020-05-01", ("Arjun <arjun@gmail.com>",)))


AKOSUA = "Akosua Frimpong <akosua@nkwatrust.org>"
SIGNED = "\n\nAkosua Frimpong\nExecutive Director\nNkwa Microfinance Trust"


@pytest.mark.parametrize(
    ("line", "domains", "org"),
    [
        ("Nkwa Microfinance Trust", set(), True),
        ("Merseyvale Housing Trust", set(), True),
        ("Calder Aire Homes", set(), True),
        ("Hearthmoor Lettings", set(), True),
        ("Pennine Executive Search", set(), True),
        ("Osage Valley Mutual", {"osagemutual"}, True),  # its first and last words its domain
        ("In God We Trust", set(), False),  # a motto
        ("Osage Valley Mutual", set(), False),
    ],
)
def test_an_organisation_by_its_last_words_or_its_domain(line, domains, org):
    from hinet_pipeline.memory.facts.orgs import is_org

    assert is_org(line, domains) is org


@pytest.mark.parametrize(
    ("firm", "less"),
    [
        ("Osage Valley Mutual - Memphis", "Osage Valley Mutual"),
        ("American Heart Association - Houston", "American Heart Association"),
        ("Prairie Lakes Medical Center - Cardiac Step-Down", "Prairie Lakes Medical Center"),
        ("Smith - Jones", "Smith - Jones"),  # no town after the dash
    ],
)
def test_a_firm_less_its_town_after_a_dash(firm, less):
    from hinet_pipeline.memory.facts.title_line import firm_less_branch

    assert firm_less_branch(firm) == less


def test_one_a_welcome_says_joins_us_next_week_with_its_day_in_brackets():
    body = (
        "Dear all,\n\nPlease welcome Mr Kojo Ampofo, who joins us on Monday next week (10th June) as Head of Credit. Kojo will be reporting to me."
        + SIGNED
    )
    got = _facts(body, AKOSUA, "2019-06-03", ("All Staff <staff@nkwatrust.org>",))
    assert {
        ("Kojo Ampofo", "job_title", "Head of Credit"),
        ("Kojo Ampofo", "works_at", "Nkwa Microfinance Trust"),
        ("Kojo Ampofo", "manager", "Akosua Frimpong"),
        ("Akosua Frimpong", "works_at", "Nkwa Microfinance Trust"),
    } <= got


def test_one_a_welcome_introduces_who_started_today():
    body = (
        "Dear all,\n\nI am pleased to introduce Ms Adwoa Sarpong, who started today as Finance Officer, reporting to Kwame Asante-Mensah, Director of Finance."
        + SIGNED
    )
    got = _facts(body, AKOSUA, "2019-06-03", ("All Staff <staff@nkwatrust.org>",))
    assert {
        ("Adwoa Sarpong", "job_title", "Finance Officer"),
        ("Adwoa Sarpong", "works_at", "Nkwa Microfinance Trust"),
        ("Adwoa Sarpong", "manager", "Kwame Asante-Mensah"),
    } <= got


@pytest.mark.parametrize(
    "body",
    [
        "We loved having Tom Baker, who started as a waiter at our place in 1990 and went on to cook.",  # long ago
        "My cousin Ana Ruiz, who started as a nurse in 2010, is now a doctor.",
    ],
)
def test_who_started_long_ago_is_no_new_post(body):
    got = _facts(body, AKOSUA, "2019-06-03", ("Kwame <kwame@gmail.com>",))
    assert not any(p in ("job_title", "works_at") and s != "Akosua Frimpong" for s, p, _ in got)


@pytest.mark.parametrize(
    ("address", "names", "kind"),
    [
        ("bids@stoltzbrannigan.com", {"Bids": 1}, "role"),  # a contractor's desks
        ("estimating@stoltzbrannigan.com", {"Estimating": 1}, "role"),
        ("rivettower-field@stoltzbrannigan.com", {}, "list"),  # a job site's people
        ("oharejob-crew@stoltzbrannigan.com", {}, "list"),
        ("sarah.field@gmail.com", {"Sarah Field": 1}, None),  # a surname
        ("jfield@gmail.com", {}, None),
        ("fieldcrew7@sorhalebuilders.com", {"Field Crew 7 - Denver": 1}, "role"),  # a crew's box its foreman signs
    ],
)
def test_a_contractors_desks_and_a_sites_list(address, names, kind):
    assert identity_kind("email", address, names, {}) == kind


JEN = "Jennifer Kowalski <jkowalski@stoltzbrannigan.com>"
MARCUS = "Marcus Delgado <marcus.delgado79@yahoo.com>"


def test_a_promotion_letters_post_its_division_and_the_boss_in_this_role():
    body = (
        "Marcus,\n\nCongratulations! On behalf of Stoltz Brannigan Construction, Inc., I am pleased\nto confirm your "
        "promotion to Foreman, Electrical Division, effective Monday,\nMarch 2, 2015.\n\nIn this role you will report to Dennis Hurley, Electrical Superintendent, and\nwill run the "
        "electrical crew. Your rate will be the Foreman rate under the Inside Agreement with IBEW\nLocal 2463.\n\n"
        "Jennifer Kowalski, SPHR\nHR Manager\nStoltz Brannigan Construction, Inc.\n"
    )
    got = {(s, p, o, d) for s, p, o, d in _said_by(body, JEN, [MARCUS], "2015-02-20")}
    assert ("Marcus Delgado", "job_title", "Foreman", "2015-03-02") in got
    assert ("Marcus Delgado", "manager", "Dennis Hurley", "2015-03-02") in got
    assert not any(s == "Inside Agreement" for s, *_ in got)  # an agreement is no one


@pytest.mark.parametrize(
    "body",
    [
        # a boss of no post said before it
        "Marcus,\n\nThanks for the tour.\n\nIn this role you will report to Dennis Hurley.\n\nJen",
        # a post a paragraph before, and a boss said of no post
        "Marcus,\n\nYour promotion to Foreman is effective March 2.\n\nFor the safety audit you will report to Dennis Hurley.\n\nJen",
    ],
)
def test_a_boss_of_no_post_is_no_plan(body):
    got = _said_by(body, JEN, [MARCUS], "2015-02-20")
    assert not any(p == "manager" for _, p, _, _ in got)


ANH = '"Nguyen, Anh" <anh.nguyen@bluegumpharmacy.com.au>'
MEI = "Mei-Ling Tran <meiling.tran86@hotmail.com>"
GEORGIE = "Georgie Lambert <georgielambert87@gmail.com>"


def test_a_number_with_its_area_code_in_brackets():
    body = (
        "Hi Mei-Ling,\n\nThanks, updated.\n\nKind regards,\n\nAnh Nguyen\nHR Advisor | People & Culture\n"
        "Bluegum Pharmacy Group\nLevel 4, 360 Flinders Lane, Melbourne VIC 3000\nP (03) 5550 4410 | F (03) 5550 4499\n"
    )
    got = _facts(body, ANH, "2013-04-22", ('"Tran, Mei-Ling" <mei-ling.tran@bluegumpharmacy.com.au>',))
    assert ("Anh Nguyen", "phone", "+61355504410") in got
    assert ("Anh Nguyen", "phone", "+61355504499") not in got  # the fax


@pytest.mark.parametrize(
    ("body", "sent", "address", "day"),
    [
        (
            "Hi all,\n\nQuick one - as of Saturday Liam and I are officially living together in our\nown place (Mum, yes, it "
            "has a clean kitchen):\n\n7/31 Florian Street\nBrunswick VIC 3056\n\nMei x",
            "2014-07-14",
            "7/31 Florian Street, Brunswick VIC 3056",
            "2014-07-19",  # (the Saturday read ahead: the one gone by is meant, a known limit)
        ),
        (
            "2. i'm leaving freo (sob) - Tash and I have got a 2 bed unit in Scarborough,\n200m from the beach: Unit 5, 88 "
            "Manning Street, Scarborough WA 6019. moving in\non the 19th. come visit!!",
            "2015-09-08",
            "Unit 5, 88 Manning Street, Scarborough WA 6019",
            "2015-09-19",
        ),
        (
            "We've found a lovely flat in Leith: 14 Harbour Road, Leith, Edinburgh EH6 6PQ. Moving in on 19 September.",
            "2015-09-08",
            "14 Harbour Road, Leith, Edinburgh EH6 6PQ",
            "2015-09-19",
        ),
    ],
)
def test_a_home_of_ones_own_its_street_after_a_colon(body, sent, address, day):
    got = {(s, p, o, d) for s, p, o, d in _said_by(body, MEI, [GEORGIE], sent)}
    assert ("Mei-Ling Tran", "address", address, day) in got


@pytest.mark.parametrize(
    "body",
    [
        "We found a house for the client: 12 Main St, Springfield, IL 62701.",  # a client's
        "If we got a flat in Leith: 14 Harbour Road, Leith, Edinburgh EH6 6PQ would be perfect.",  # a wish
        "We've rented a cottage for the week: 3 Shore Lane, Whitby YO21 3PU.",  # a stay
    ],
)
def test_a_place_got_that_is_no_home(body):
    assert not any(p in ("address", "lives_in") for _, p, _ in _facts(body, MEI, "2015-09-08", (GEORGIE,)))


@pytest.mark.parametrize(
    ("address", "town"),
    [
        # a suburb of Melbourne, not Braunschweig (its postcode's city, session 55: Melbourne)
        ("7/31 Florian Street, Brunswick VIC 3056", "Melbourne"),
        ("Unit 5, 88 Manning Street, Scarborough WA 6019", "Perth"),  # of Perth, not Yorkshire's
        ("3 Bay Rd, Mollymook NSW 2539", "Mollymook"),  # a town the gazetteer does not know, in no city's postcodes:
        # a country town, by its address's form (session 61)
        ("12 George St, Sydney NSW 2000", "Sydney"),
        ("5 Ryrie St, Geelong VIC 3220", "Geelong"),
    ],
)
def test_an_australian_suburb_is_no_town_of_its_own(address, town):
    from hinet_pipeline.memory.facts.address import city_of

    assert city_of(address) == town


def test_a_title_before_a_day_said_by_its_distance():
    body = (
        "i'm starting at Swan Estuary Water as an Environmental Advisor two weeks from monday - it's the catchment mob."
    )
    got = {(s, p, o, d) for s, p, o, d in _said_by(body, GEORGIE, [MEI], "2015-09-08")}
    assert ("Georgie Lambert", "job_title", "Environmental Advisor", "2015-09-28") in got
    assert ("Georgie Lambert", "works_at", "Swan Estuary Water", "2015-09-28") in got


@pytest.mark.parametrize(
    ("body", "address"),
    [
        (
            "Our first week we were in a serviced apartment at the Quayside Suites (101\nCustoms Street West, Auckland CBD), "
            "which was lovely but tiny, and since\nSaturday the 2nd we've been in our flat:\n\nFlat 3, 22 Kowhai Terrace\n"
            "Mount Eden\nAuckland 1024\nNew Zealand\n\nMei x",
            "Flat 3, 22 Kowhai Terrace, Mount Eden, Auckland 1024",
        ),
        (
            "Hi all,\n\nWe now own (with Southern Cross Mutual) a little three-bed townhouse:\n\n3/58 Calvert Lane\n"
            "Marrickville NSW 2204\n\nMei",
            "3/58 Calvert Lane, Marrickville NSW 2204",
        ),
        (
            "We bought a unit in Belmont, Geelong.\n\nThe new address:\n4/15 Bellarine Crescent\nBelmont VIC 3216\n\n"
            "Settlement is 22 November.",
            "4/15 Bellarine Crescent, Belmont VIC 3216",
        ),
    ],
)
def test_a_home_said_as_ours_or_new_its_street_under_it(body, address):
    assert ("Mei-Ling Tran", "address", address) in _facts(body, MEI, "2017-09-12", (GEORGIE,))


@pytest.mark.parametrize(
    "body",
    [
        "Aoife got a flat! The new address:\n4/15 Bellarine Crescent\nBelmont VIC 3216",  # another's
        "The clinic is moving. The new address:\n4/15 Bellarine Crescent\nBelmont VIC 3216",  # a business's
        "We've been in our office: 5 Elm St, Springfield, IL 62701 for ten years.",  # no home
    ],
)
def test_a_new_address_that_is_not_the_writers_home(body):
    assert not any(
        p in ("address", "lives_in") and s == "Mei-Ling Tran" for s, p, _ in _facts(body, MEI, "2017-09-12", (GEORGIE,))
    )


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Belmont, Geelong near Auntie Hoa", "Geelong"),  # a district, then its city
        ("Chapel Allerton, Leeds from the 1st", "Leeds"),
        ("Springfield, Illinois", "Springfield"),  # a state after it
        ("Paris, France", "Paris"),  # a country
        ("Brooklyn, New York", "Brooklyn"),
        ("Leeds, Chapel Allerton", "Leeds"),  # the smaller after it
    ],
)
def test_a_place_and_the_bigger_city_its_comma_names(text, place):
    from hinet_pipeline.memory.facts.objects import read_place

    assert read_place(text, 0)[0] == place


LOMA = "Loma Alta Apartments <leasing@lomaaltaapts.com>"
RENEWAL = (
    "Dear Resident(s): Marcus & Lorena Delgado\nUnit: 6150 Loma Alta Dr, Apt 214, El Paso, TX 79912\n\n"
    "Your current lease term ends on October 31, 2012. We are pleased to offer you\nthe following renewal options.\n\n"
    "Reminder: pool closes for the season after Labor Day. Covered parking spaces\nare still available for $25/mo.\n\n"
    "Yolanda Baca\nCommunity Manager\nLoma Alta Apartments\n"
)


def test_a_renewal_letters_residents_and_their_unit():
    got = _facts(RENEWAL, LOMA, "2012-08-30", (MARCUS,))
    for who in ("Marcus Delgado", "Lorena Delgado"):  # (two first names, one surname)
        assert (who, "address", "6150 Loma Alta Dr, Apt 214, El Paso") in got
        assert (who, "lives_in", "El Paso") in got


@pytest.mark.parametrize(
    "body",
    [
        # a parking space's let, said where the letter opens
        "Parking space lease renewal\n\nDear Resident(s): Marcus & Lorena Delgado\nUnit: 6150 Loma Alta Dr, Apt 214, "
        "El Paso, TX 79912\n\nYour lease term ends on October 31.",
        # a tenancy that ended
        RENEWAL.replace("Your current lease term ends on October 31, 2012.", "Your tenancy has ended."),
    ],
)
def test_a_let_that_is_no_home(body):
    assert not any(
        p in ("address", "lives_in") and s != "Yolanda Baca" for s, p, _ in _facts(body, LOMA, "2012-08-30", (MARCUS,))
    )


MOM = "Graciela Delgado <graciela.delgado52@yahoo.com>"


@pytest.mark.parametrize(
    ("body", "author", "number", "day"),
    [
        (
            "Call the house when you can, 915-555-0142, I'm home after 5 everyday.\n\nMamá",
            MOM,
            "+19155550142",
            "2014-01-15",
        ),
        ("hey its chuy. call me on my cell if you need me 312-555-0186", MOM, "+13125550186", "2014-01-15"),
        (
            "Everybody,\n\nwe finally switched to Chicago numbers, the roaming on the old plan was\nkilling us.\n\n"
            "Me: 773-555-0164\nLorena: 773-555-0175\n\nMarcus",
            MARCUS,
            "+17735550164",
            "2014-01-15",
        ),
        (
            "Numbers:\n- my cell stays the same, 773-555-0164\n- starting Monday I'll also have a work cell, 480-555-0122, "
            "use that one during\n  the day\n\nMarcus",
            MARCUS,
            "+14805550122",
            "2014-01-20",  # (from the Monday it starts)
        ),
    ],
)
def test_a_number_of_ones_own_as_people_give_it(body, author, number, day):
    got = {(p, o, d) for _, p, o, d in _said_by(body, author, [JEN], "2014-01-15")}
    assert ("phone", number, day) in got


@pytest.mark.parametrize(
    "body",
    [
        "Call the house of Dr. Smith at 915-555-0199 to book.",  # another's house
        "If I get a work phone, 480-555-0199 would be nice.",  # a wish
        "Who to call at the school:\n\nMe: 773-555-0164 is the office, not mine",  # no list of one's numbers
        "The Garcias switched to Chicago numbers too.\n\nMe: ask them",  # no number
    ],
)
def test_a_number_that_is_not_the_writers(body):
    assert not any(p == "phone" for _, p, _, _ in _said_by(body, MOM, [JEN], "2014-01-15"))


DANNY = "Danny Delgado <dannyd915@gmail.com>"


def test_an_army_rank_before_the_name_is_the_title_where_the_block_gives_none():
    body = "rumor on post is we go to Germany.\n\nSSG Daniel Delgado\n1st Armored Division\nFort Bliss, TX\n\nSent from my iPhone\n"
    got = _facts(body, DANNY, "2012-11-23", (MARCUS,))
    assert ("Daniel Delgado", "job_title", "Staff Sergeant") in got
    assert ("Daniel Delgado", "works_at", "U.S. Army") in got
    # a post in the block is the title, the rank beside it not another
    body = "hi\n\nSFC Daniel Delgado\nPlatoon Sergeant\nU.S. Army\n"
    got = _facts(body, DANNY, "2019-11-23", (MARCUS,))
    assert ("Daniel Delgado", "job_title", "Platoon Sergeant") in got
    assert ("Daniel Delgado", "job_title", "Sergeant First Class") not in got


RHYS = '"Calloway, Rhys" <rhys.calloway@bluegumpharmacy.com.au>'
AROHA = "Aroha Ngata <aroha.ngata@kauripointhospital.org.nz>"


def test_one_who_moves_and_takes_over_as_a_post_at_a_branch_from_the_same_date():
    body = (
        "Please join me in congratulating Mei-Ling Tran, who has been appointed Pharmacist-in-Charge of Bluegum Pharmacy "
        "Coburg, effective Monday 16 March. Dimitra Kostas, who has led Coburg for the past four years, is relocating to\n"
        "Geelong and will take over as Pharmacist-in-Charge at Bluegum Pharmacy Geelong\nWaterfront from the same date."
    )
    got = {(s, p, o, d) for s, p, o, d in _said_by(body, RHYS, ["NW <nw@bluegumpharmacy.com.au>"], "2015-02-22")}
    assert ("Dimitra Kostas", "job_title", "Pharmacist-in-Charge", "2015-03-16") in got
    assert ("Dimitra Kostas", "works_at", "Bluegum Pharmacy Geelong Waterfront", "2015-03-16") in got


def test_a_pronoun_that_reports_after_anothers_report_in_its_sentence():
    body = (
        "I'm very pleased to announce that Mei-Ling Tran has been appointed Team Leader, effective Monday 1 July. The "
        "surgical pharmacists will report to Mei-Ling, and she will report to me.\n\nAroha"
    )
    assert ("Mei-Ling Tran", "manager", "Aroha Ngata") in _facts(body, AROHA, "2019-06-20", ("KPH <all@kph.org.nz>",))
    # the sentence's own subject again: "Rob will oversee ..., and he will report directly to me"
    body = (
        "I'm pleased to announce that Rob Venkataraman has been named Director of Operations, effective April 1. In his "
        "new role Rob will oversee program delivery, and he will report directly to me.\n\nAroha"
    )
    assert ("Rob Venkataraman", "manager", "Aroha Ngata") in _facts(
        body, AROHA, "2019-03-20", ("KPH <all@kph.org.nz>",)
    )


@pytest.mark.parametrize(
    "body",
    [
        "If Tom Baker takes over as CEO, I quit.",  # a condition
        "Tom Baker has been named CFO at the board meeting on Monday.",  # a meeting, no employer
    ],
)
def test_a_take_over_or_a_post_at_that_names_no_employer(body):
    assert not any(
        p == "works_at"
        for s, p, _ in _facts(body, AROHA, "2019-06-20", ("KPH <all@kph.org.nz>",))
        if s != "Aroha Ngata"
    )


def test_a_transfer_letters_post_past_its_department_and_the_home_hr_put_on_file():
    body = (
        "Marcus,\n\nFollowing your conversations with Gary and Dennis, I am pleased to confirm your\ntransfer from the field "
        "to the Preconstruction Department as Project Estimator,\neffective Monday, October 2, 2017. You will report to Gary "
        "Pruitt, Chief\nEstimator, and will be based at our main office.\n\nI have also updated your home address in our "
        "payroll system to 3418 S. Tamsin\nAve, Berwyn, IL 60402, per the change form you turned in on August 1.\n\nJen"
    )
    got = {(s, p, o, d) for s, p, o, d in _said_by(body, JEN, [MARCUS], "2017-09-18")}
    assert ("Marcus Delgado", "job_title", "Project Estimator", "2017-10-02") in got
    assert ("Marcus Delgado", "manager", "Gary Pruitt", "2017-10-02") in got
    assert ("Marcus Delgado", "address", "3418 S. Tamsin Ave, Berwyn", "2017-09-18") in got
    # an address book is no address
    assert not any(
        p == "address"
        for _, p, _, _ in _said_by("We updated your address book to 12 Main St.", JEN, [MARCUS], "2017-09-18")
    )


def test_my_address_is_the_same_of_course():
    body = "My address is the same of course, 3117 Calle Tranquila, El Paso TX 79936. Send me the pictures.\n\nMamá"
    assert ("Graciela Delgado", "address", "3117 Calle Tranquila, El Paso") in _facts(
        body, MOM, "2016-05-09", (MARCUS,)
    )


def test_a_name_and_its_double_barrelled_married_form_are_proposed_together(tmp_path):
    people = [
        ("Chi Okonkwo <chiamaka.okonkwo@irwellvalley.nhs.uk>", "Ada Eze <ada.eze@gmail.com>"),
        ("Chi Okonkwo-Hale <chiamaka.okonkwo-hale@wyvernlanemp.nhs.uk>", "Ada Eze <ada.eze@gmail.com>"),
        ("Obinna Okonkwo <obinna.okonkwo@gmail.com>", "Ada Eze <ada.eze@gmail.com>"),  # a brother: no
        ("Ngozi Okonkwo-Bello <ngozi.ob@gmail.com>", "Ada Eze <ada.eze@gmail.com>"),  # another first name: no
    ]
    mails = [
        f"From: {sender}\nTo: {to}\nSubject: hi\nDate: Mon, {k:02d} Jan 2018 10:00:00 +0000\n"
        f"Message-ID: <m{k}@x>\n\nhello {k}\n"
        for k, (sender, to) in enumerate(people, 1)
    ]
    got = suggested(slept_mailbox(tmp_path, mails, region="GB", account="ada"))
    pairs = [
        ({*p["a"]["identities"], *p["b"]["identities"]}, p["reason"]) for p in got if "double-barrelled" in p["reason"]
    ]
    assert [p for p, _ in pairs] == [
        {"chiamaka.okonkwo@irwellvalley.nhs.uk", "chiamaka.okonkwo-hale@wyvernlanemp.nhs.uk"}
    ]


@pytest.mark.parametrize(
    ("address", "names", "signals", "kind"),
    [
        ("medical.staffing@irwellvalley.nhs.uk", {"Medical Staffing": 2}, {}, "role"),
        ("completions@hartleyfinch-law.co.uk", {}, {}, "role"),
        ("gan.rakefet@ganey-herzliya.org.il", {"גן רקפת - הרצליה": 2}, {"bulk": 2}, "newsletter"),  # a kindergarten's
        ("jane.field@gmail.com", {"Jane Field": 2}, {}, None),  # a person
    ],
)
def test_a_mailbox_named_for_its_role_or_an_institution(address, names, signals, kind):
    assert identity_kind("email", address, names, signals) == kind


PAPA = "Chukwuemeka Okonkwo <papa.okonkwo52@yahoo.com>"
CHI = "Chiamaka Okonkwo <chiamaka.okonkwo84@yahoo.com>"


def test_a_number_read_in_the_country_of_the_cities_a_letter_names():
    body = (
        "My dear Chiamaka,\n\nThe rains have started here in Enugu.\n\nYou can reach me on my number 0805 555 0163 any "
        "time after 6pm.\n\nPapa"
    )
    assert ("Chukwuemeka Okonkwo", "phone", "+2348055550163") in _facts(body, PAPA, "2013-04-06", (CHI,))
    # a number the text says is of a country: "My new UK line is N"
    body = "Hello everyone,\n\nMy new UK line is 07700 900142 (WhatsApp too).\n\nChi"
    assert ("Chiamaka Okonkwo", "phone", "+447700900142") in _facts(body, CHI, "2015-02-01", (PAPA,))
    # no city, no country: no number read in another's way
    body = "Hi,\n\nYou can reach me on my number 0805 555 0163 any time.\n\nPapa"
    assert not any(p == "phone" for _, p, _ in _facts(body, PAPA, "2013-04-06", (CHI,)))


def test_a_sign_offs_firm_with_its_district_and_town_and_a_start_as_nigerian_english_says_it():
    body = (
        "Kiss your mum for me.\n\nChi\n--\nDr. Chiamaka Okonkwo\nResident Doctor, Department of Internal Medicine\n"
        "Lagoon Teaching Hospital, Idi-Araba, Lagos\nMobile: 0803 555 0142\n"
    )
    assert ("Chiamaka Okonkwo", "works_at", "Lagoon Teaching Hospital") in _facts(body, CHI, "2013-06-14", (PAPA,))
    body = "Some good news. Your brother Obinna has resumed work at Crestline Bank, Marina branch, as a\nCustomer Service Officer."
    got = _facts(body, PAPA, "2013-04-06", (CHI, "Obinna Okonkwo <obinna.okonkwo@gmail.com>"))
    assert ("Obinna Okonkwo", "works_at", "Crestline Bank") in got
    assert ("Obinna Okonkwo", "job_title", "Customer Service Officer") in got
    assert not any(
        p == "works_at" for _, p, _ in _facts("Please resume work at your desk.", PAPA, "2013-04-06", (CHI,))
    )


FUNMI = "Funmi Adebayo <funmi.adebayo@outlook.com>"


def test_a_conveyancers_sign_off_and_a_new_place_and_a_firm_signed_with():
    body = (
        "Dear Dr Okonkwo-Hale and Mr Hale\n\nCompletion took place at 14:31 today.\n\nKind regards\nHannah Firth\n"
        "Senior Conveyancer\nHartley Finch Solicitors LLP\nDirect line 0116 496 0388 | Fax 0116 496 0389\n"
        "19 Friar Lane, Leicester LE1 5RB\n"
    )
    got = _facts(body, "Hannah Firth <h.firth@hartleyfinch-law.co.uk>", "2019-08-16", ("chi.okonkwo.md@gmail.com",))
    assert ("Hannah Firth", "job_title", "Senior Conveyancer") in got
    assert ("Hannah Firth", "works_at", "Hartley Finch Solicitors LLP") in got
    assert not any(s == "Senior Conveyancer" for s, _, _ in got)  # a title is no one's name
    body = "Also I moved last weekend. New place is Apt 1408, 65 Queensbury Quay, Toronto, ON M5V 0K3. And\nnew cell."
    assert ("Funmi Adebayo", "address", "Apt 1408, 65 Queensbury Quay, Toronto") in _facts(
        body, FUNMI, "2015-05-04", (CHI,)
    )
    body = (
        "News from this side: residency finishes end of June and I have signed with Lakeshore Bend\nCommunity Health "
        "Centre as a family physician, starting July 13."
    )
    got = {(s, p, o, d) for s, p, o, d in _said_by(body, FUNMI, [CHI], "2015-05-04")}
    assert ("Funmi Adebayo", "works_at", "Lakeshore Bend Community Health Centre", "2015-07-13") in got
    for body in ("I signed with the agent as a guarantor.", "We signed with Acme Realty for the house."):
        assert not any(p == "works_at" for _, p, _ in _facts(body, FUNMI, "2015-05-04", (CHI,)))


def test_still_in_the_same_apartment_its_street_after_it():
    body = "We are still in the same apartment, 10230 Larkspur Hollow Dr, Apt 316, Houston, TX 77064,\nuntil the lease ends."
    got = _facts(body, "Ifeoma Okonkwo <ify.okonkwo.pharmd@gmail.com>", "2015-11-30", (CHI,))
    assert ("Ifeoma Okonkwo", "address", "10230 Larkspur Hollow Dr, Apt 316, Houston") in got
    body = "My parents are still in the same house, 12 Elm St, Springfield, IL 62701."  # theirs
    assert not any(
        p == "address"
        for _, p, _ in _facts(body, "Ifeoma Okonkwo <ify.okonkwo.pharmd@gmail.com>", "2015-11-30", (CHI,))
    )


YOTAM = "יותם שפירא <yotam.shapira82@gmail.com>"
DIETER = '"Kowalski, Dieter" <d.kowalski@brenneke-hv.de>'


def test_a_hebrew_letters_line_of_the_flat_one_is_in():
    # session 54, on -55 (read after it had been held out a session): "הדירה: <address>", the writer's
    body = "היי לכולם,\nאנחנו כאן כבר שלושה שבועות.\n\nהדירה: Kolmarer Hofstraße 12, 10405 Berlin (פרנצלאואר ברג). קומה שלישית.\n"
    got = _facts(body, YOTAM, "2018-04-22", ("אמא <rina.shapira@gmail.com>",))
    assert ("יותם שפירא", "address", "Kolmarer Hofstraße 12, 10405 Berlin") in got
    body = "היי,\n\nהדירה של אחי: Kolmarer Hofstraße 12, 10405 Berlin.\n"  # another's flat
    assert not {g for g in _facts(body, YOTAM, "2018-04-22", ("אמא <rina.shapira@gmail.com>",)) if g[1] == "address"}


def test_a_rental_agreement_a_landlord_sends_its_reader_not_one_given_notice_on():
    body = (
        "Dear Mr. Shapira,\n\nPlease find attached the countersigned rental agreement for the apartment at Kolmarer"
        " Hofstraße 12, 3rd floor left (unit 07), 10405 Berlin, starting 1 April 2018. We wish you a good start in"
        " Berlin.\n\nKind regards\nDieter Kowalski"
    )
    got = {
        (s, p, o) for s, p, o, _ in _said_by(body, DIETER, ["Yotam Shapira <yotam.shapira82@gmail.com>"], "2018-03-02")
    }
    assert ("Yotam Shapira", "address", "Kolmarer Hofstraße 12, 10405 Berlin") in got
    body = (
        "Dear Mr. Kowalski,\n\nI hereby give notice to terminate the rental agreement for Kolmarer Hofstraße 12, unit 07,"
        " 10405 Berlin, as of 31 March 2020.\n\nBest regards,\nYotam Shapira"
    )
    got = _said_by(body, "Yotam Shapira <yotam.shapira82@gmail.com>", [DIETER], "2020-01-27")
    assert not {g for g in got if g[1] == "address"}
