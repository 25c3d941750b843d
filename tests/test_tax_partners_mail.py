# ruff: noqa: E501
"""What a held-out mailbox read in session 57 showed (benchmarks/gold/synthetic-mail-81, an American accountant's:
Columbus, Minneapolis, Tampa; written by a helper that never saw the code): a home ahead under "As of August 1 we'll be
at:" with a hotel stay before it in brackets under the address, and a post got said in the sentence after the cheer
("I got the job! Associate Director of Bands at X, starting August 14"; -78's "I'm in! Graduate Mining Engineer with
Karra Minerals, starting Monday 6 Feb"); and the look-alikes each reading must leave alone."""

from __future__ import annotations

from tests.test_nurses_letters import _said_by

DENISE = "Denise Kettering <denise.kettering@yahoo.com>"
FAMILY = ["Kettering-Wojcik Family <kettering-wojcik@googlegroups.com>"]


def _mine(body: str, day: str, author: str = DENISE) -> set:
    return {(p, o, d) for s, p, o, d in _said_by(body, author, FAMILY, day) if p != "email"}


def test_a_home_ahead_with_a_hotel_stay_before_it_in_brackets_under_its_address():
    body = (
        "Hi all,\n\n- My last day at Haverford & Miles was June 30.\n"
        "- We signed a lease on an apartment while the Dublin house sells. As of August 1 we'll be at:\n"
        "  1520 Larkmoor Ave S, Apt 614\n  Minneapolis, MN 55403-1187\n"
        "  (We're up there in a hotel near the office for the first two weeks, so don't send anything before the 1st!)\n"
        "- I have a new cell.\n\nLove,\nDenise\n"
    )
    got = _mine(body, "2017-07-09")
    assert ("address", "1520 Larkmoor Ave S, Apt 614, Minneapolis", "2017-08-01") in got
    # the address that is the hotel's is no home
    hotel = body.replace(
        "(We're up there in a hotel near the office for the first two weeks",
        "(that's the hotel, for the first two weeks",
    )
    assert not {g for g in _mine(hotel, "2017-07-09") if g[0] == "address"}


def test_a_post_got_said_in_the_sentence_after_the_cheer():
    body = "Jono,\n\nGot the call this arvo - I'm in! Graduate Mining Engineer with Karra Minerals, starting Monday 6 Feb out at Mt Wanbiri.\n\nDan\n"
    got = _mine(body, "2012-01-18", "Dan Battaglia <dbattaglia88@bigpond.com>")
    assert {
        ("job_title", "Graduate Mining Engineer", "2012-02-06"),
        ("works_at", "Karra Minerals", "2012-02-06"),
    } <= got
    body = "Hi all,\n\nI got the job! Associate Director of Bands at Nokomis Heights High School in Minneapolis, starting August 14.\n\nGreg\n"
    got = _mine(body, "2017-07-09", "Greg Kettering <greg.kettering.music@gmail.com>")
    assert ("works_at", "Nokomis Heights High School", "2017-08-14") in got
    # no start said, or a cheer for something else: no post
    assert not _mine(body.replace(", starting August 14", ""), "2017-07-09", "Greg <greg.kettering.music@gmail.com>")
    assert not _mine("I'm in! Fantasy league at Rob's place, starting Sunday 3 Sep.\n", "2017-07-09")


def _ends(body: str, day: str) -> list:
    from hinet_pipeline.config import Owner
    from hinet_pipeline.memory.facts.extract import extract
    from hinet_pipeline.records import CanonicalItem

    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": f"{day}T10:00:00+00:00", "account": "a",
         "author": "Rhi <rhi.pryceevans@gmail.com>", "participants": ["Rhi <rhi.pryceevans@gmail.com>", *FAMILY],
         "title": "", "body": body}
    )  # fmt: skip
    owner = Owner(region="GB", mailbox=("rhi.pryceevans@gmail.com",))
    return [f.observation for f in extract(item, 1, owner) if f.observation.retract]


def test_a_notice_handed_in_ends_the_job_on_its_last_day_not_now():
    """A notice handed in ends the job on the day the text gives (the new post's start), or not at all (the next
    employer ends it): "I've handed my notice in at Harptree. I'm going to Larkspur ..." (`synthetic-mail-28`)."""
    body = "Owen,\n\nMy news to match: I've handed my notice in at Harptree. Can't wait to tell you more.\n\nRhi\n"
    got = _mine(body, "2019-07-01", "Rhi <rhi.pryceevans@gmail.com>")
    assert not {g for g in got if g[0] == "works_at" and g[2] != "2019-07-01"}
    assert not _ends(body, "2019-07-01")
    body = "Owen,\n\nI handed in my notice at Harptree today. My last day is 30 August.\n\nRhi\n"
    got = _said_by(body, "Rhi <rhi.pryceevans@gmail.com>", FAMILY, "2019-07-01")
    assert ("works_at", "Harptree", "2019-08-31") in {(p, o, d) for _, p, o, d in got}  # (its end: the day after)


def test_the_terms_of_a_partnership_a_letter_agrees_and_the_boss_an_offer_names_as_its_writer():
    ray = "Ray Pruitt <rpruitt@pruittalvarado.com>"
    body = (
        "Denise,\n\nMaria and I are thrilled. As discussed, you'd join Pruitt & Alvarado as a Partner effective October 1, "
        "2020 and lead the trust and estate work.\n\nRay\n"
    )
    got = {(p, o, d) for s, p, o, d in _said_by(body, ray, [DENISE], "2020-07-24") if s == "Denise Kettering"}
    assert {("works_at", "Pruitt & Alvarado", "2020-10-01"), ("job_title", "Partner", "2020-10-01")} <= got
    # a wish with no terms is none: "you'd join us as a partner if only you'd move south"
    wish = "Denise,\n\nIf only you'd move south! You'd join Pruitt & Alvarado as a Partner in a heartbeat.\n\nRay\n"
    assert not {g for g in _said_by(wish, ray, [DENISE], "2020-07-24") if g[1] in ("works_at", "job_title")}
    offer = (
        "Hi Dan,\n\nBoulder Reef Gold is pleased to offer you the position of Senior Mining Engineer, commencing Monday "
        "14 September 2015. The role reports to me as Technical Services Manager.\n\nGrant\n"
    )
    got = _said_by(
        offer, "Grant Pelham <grant.pelham@boulderreef.com.au>", ["Dan <dbattaglia88@bigpond.com>"], "2015-07-20"
    )
    assert ("Dan", "manager", "Grant Pelham", "2015-09-14") in got


def test_a_home_line_among_ones_own_details_and_a_districts_town_of_its_own_country():
    from hinet_pipeline.memory.facts.address import city_of

    body = (
        "Mam,\n\nAs promised, everything in one place so you can write it in the book:\n\n"
        "Home: 52 Beechfield Road, Chorlton, Manchester M21 9LX\nMy mobile (UK): 07700 900417\n"
        "Office: 0161 496 0732 (Room W3.12 in the Wheelwright Building)\nWork email: ciaran.obrien@irwell.ac.uk\n\nCiarán\n"
    )
    me = "Ciarán Ó Briain <ciaran.obriain@gmail.com>"
    got = {(p, o) for _, p, o, _ in _said_by(body, me, ["Máire <maire.obrien@eircom.net>"], "2014-09-08")}
    assert {("address", "52 Beechfield Road, Chorlton, Manchester M21 9LX"), ("lives_in", "Manchester")} <= got
    # an employer's record of its reader's details, a contact's: not the writer's home
    for heading in ("Please check the details we hold for you:", "Emergency contact:"):
        other = body.replace("As promised, everything in one place so you can write it in the book:", heading)
        assert not {
            g for g in _said_by(other, me, ["Máire <maire.obrien@eircom.net>"], "2014-09-08") if g[1] == "address"
        }
    # Edinburgh's Morningside is no town of its own (the gazetteer's Morningside is Canadian); Keynsham is Bristol's
    assert city_of("7 Hermitage Brae, Morningside, Edinburgh EH10 6BQ") == "Edinburgh"
    assert city_of("14 Orchard Lea, Keynsham, Bristol BS31 2PQ") == "Keynsham"


def test_anothers_job_got_after_the_cheer_gives_the_employer_said_with_the_title():
    body = (
        "Hi all,\n\n- Greg got the job! Associate Director of Bands at Nokomis Heights High School in Minneapolis, "
        "starting August 14. He'll be working under Mark Sundquist, who is their Director of Bands.\n\nDenise\n"
    )
    got = _said_by(body, DENISE, ["Greg Kettering <greg.kettering.music@gmail.com>"], "2017-07-09")
    assert ("Greg Kettering", "works_at", "Nokomis Heights High School", "2017-08-14") in got
    assert ("Greg Kettering", "job_title", "Associate Director of Bands", "2017-08-14") in got  # (its field its own)
    # a child starting at a school, no post said: no employer
    kid = "Hi all,\n\n- Emily got in! She starts at Nokomis Heights High School on August 14.\n\nDenise\n"
    assert not {
        g for g in _said_by(kid, DENISE, ["Emily Kettering <emily.k@gmail.com>"], "2017-07-09") if g[1] == "works_at"
    }


def test_a_programmes_or_a_bands_director_keeps_the_field_a_firms_president_does_not():
    from hinet_pipeline.memory.facts.job_titles import read_title

    assert read_title("Director of Programmes, reporting to Dr. Simiyu", 0)[0] == "Director of Programmes"
    assert (
        read_title("Associate Director of Bands at Nokomis Heights High School", 0)[0] == "Associate Director of Bands"
    )
    assert read_title("President of Enron Net Works", 0)[0] == "President"
