"""Homes as mail from Singapore, Malaysia, Kenya, Rwanda and Australia writes them (read on `synthetic-mail-60` to
`-62`, held out until session 55): the addresses (an HDB block's "#11-482", a Malaysian unit "A-12-3" and its "Jalan",
a Kenyan "Hse No. 6" off a main road, Kigali's "KG 9 Ave", an Australian suburb's city by its postcode), the ways a
home is said ("we'll both be at:", "so from then it's:", "We're renting a unit in Mount Lawley for now ...:", "I have
also found a bedsitter near the office - ...", a letting agent's "I am pleased to confirm your tenancy of:"), and a
mail whose lines end in CRLF; each with look-alikes that stay no home."""

from __future__ import annotations

import pytest

from hinet_pipeline.intake.connectors.mail import message_to_item
from hinet_pipeline.memory.facts.address import city_of, read_address
from tests.test_trade_mail import _said_by

JESS, RACHEL, DENNIS = (
    "Jess Carmody <jess@example.com>",
    "Rachel Tan <rachel@example.com>",
    "Dennis Owino <d@example.com>",
)
FAMILY = "Family <family@googlegroups.com>"


@pytest.mark.parametrize(
    ("text", "address", "town"),
    [
        (
            "Blk 265C Punggol Field Walk #11-482\nSingapore 823265\n\nHousewarming soon",
            "Blk 265C Punggol Field Walk #11-482, Singapore 823265",
            "Singapore",
        ),
        (
            "A-12-3, Residensi Sri Kenanga\nNo. 8 Jalan Kenanga Setia, Bangsar\n59100 Kuala Lumpur\n\nRachel",
            "A-12-3, Residensi Sri Kenanga, No. 8 Jalan Kenanga Setia, Bangsar, 59100 Kuala Lumpur",
            "Kuala Lumpur",
        ),
        (
            "No. 27, Jalan Cempaka Biru 3\nTaman Cempaka Biru\n47400 Petaling Jaya, Selangor\n\nJason",
            "No. 27, Jalan Cempaka Biru 3, Taman Cempaka Biru, 47400 Petaling Jaya, Selangor",
            "Petaling Jaya",  # (the town before its state)
        ),
        (
            "Apt C4, Jacaranda Heights, Kindaruma Road, off Ngong Road, Kilimani.",
            "Apt C4, Jacaranda Heights, Kindaruma Road, off Ngong Road, Kilimani",
            None,  # (a district the gazetteer does not know)
        ),
        ("House No. 27, KG 9 Ave, Kacyiru, Kigali.", "House No. 27, KG 9 Ave, Kacyiru, Kigali", "Kigali"),
        (
            "Unit 12/40 Karrinyup Cres\nMount Lawley WA 6050\n",
            "Unit 12/40 Karrinyup Cres, Mount Lawley WA 6050",
            "Perth",
        ),
        ("148 Quarry Flat Rd\nHorsham VIC 3400\n", "148 Quarry Flat Rd, Horsham VIC 3400", "Horsham"),  # a town
        ("14 Orchard Lea, Keynsham, Bristol BS31 2PQ", "14 Orchard Lea, Keynsham, Bristol BS31 2PQ", "Keynsham"),
    ],
)
def test_an_address_as_its_country_writes_it_and_its_town(text, address, town):
    got = read_address(text, 0)
    assert got and got[0] == address
    assert city_of(got[0]) == town


def _homes(body: str, author: str, day: str, participants=(FAMILY,)) -> set:
    return {
        (s, p, o, d) for s, p, o, d in _said_by(body, author, list(participants), day) if p in ("address", "lives_in")
    }


@pytest.mark.parametrize(
    ("body", "author", "day", "address", "since"),
    [
        (
            "Hi everyone,\n\nWe're moving to Horsham!\n\nFrom 27 August we'll both be at:\n   148 Quarry Flat Rd\n"
            "   Horsham VIC 3400\n\nIt's a farmhouse with no mobile reception in the kitchen.\n\nJess",
            JESS,
            "2016-07-14",
            "148 Quarry Flat Rd, Horsham VIC 3400",
            "2016-08-27",
        ),
        (
            "Hi all,\n\nBen and I have bought a house in Horsham! Settlement is 1 Feb and we move in from Saturday the "
            "3rd, so from then it's:\n\n9 Wattlebird Court\nHorsham VIC 3400\n\nJess",
            JESS,
            "2018-01-14",
            "9 Wattlebird Court, Horsham VIC 3400",
            "2018-02-01",
        ),
        (
            "G'day!\n\nWe're renting a unit in Mount Lawley for now, both of us since the 1st:\nUnit 12/40 Karrinyup "
            "Cres\nMount Lawley WA 6050\n\nJess",
            JESS,
            "2019-07-05",
            "Unit 12/40 Karrinyup Cres, Mount Lawley WA 6050",
            "2019-07-01",
        ),
        (
            "Hi all,\n\nAfter about forty open homes we've landed a little 1950s brick place:\n\n17 Tuart Grove\n"
            "Bayswater WA 6053\n\nJess",
            JESS,
            "2020-10-05",
            "17 Tuart Grove, Bayswater WA 6053",
            "2020-10-05",
        ),
        (
            "Mum,\n\nI have also found a bedsitter near the office - Hse No. 6, Mpaka Court, Mpaka Road, Westlands. I "
            "moved in on Saturday (1st).\n\nDenno",
            DENNIS,
            "2012-09-05",
            "Hse No. 6, Mpaka Court, Mpaka Road, Westlands",
            "2012-09-01",
        ),
        (
            "Mum,\n\nfrom 1st August I'm moving out of Westlands to a one-bedroom in Kilimani, closer to the new "
            "office. The address is Apt C4, Jacaranda Heights, Kindaruma Road, off Ngong Road, Kilimani.\n\nDenno",
            DENNIS,
            "2015-07-20",
            "Apt C4, Jacaranda Heights, Kindaruma Road, off Ngong Road, Kilimani",
            "2015-07-20",
        ),
        (
            "Hi all,\n\nWe've been in our condo since 20 July. New address for Chinese New Year hampers haha:\n\n"
            "A-12-3, Residensi Sri Kenanga\nNo. 8 Jalan Kenanga Setia, Bangsar\n59100 Kuala Lumpur\n\nRachel",
            RACHEL,
            "2019-08-10",
            "A-12-3, Residensi Sri Kenanga, No. 8 Jalan Kenanga Setia, Bangsar, 59100 Kuala Lumpur",
            "2019-08-10",
        ),
        (
            "Farah!\n\nWe moved into the PJ house on 1 August. Single storey terrace, small garden, I'm growing chilli "
            "and pandan already. Shiok!\n\nNo. 27, Jalan Cempaka Biru 3\nTaman Cempaka Biru\n47400 Petaling Jaya, "
            "Selangor\n\nRachel",
            RACHEL,
            "2020-08-10",
            "No. 27, Jalan Cempaka Biru 3, Taman Cempaka Biru, 47400 Petaling Jaya, Selangor",
            "2020-08-10",
        ),
        (
            "Hi everyone,\n\nWe collected the keys to our Punggol flat this morning!! Jason and I will move in from 1 "
            "April. The address is:\n\nBlk 265C Punggol Field Walk #11-482\nSingapore 823265\n\nRachel",
            RACHEL,
            "2016-02-20",
            "Blk 265C Punggol Field Walk #11-482, Singapore 823265",
            "2016-04-01",
        ),
        (
            "Hi Sharon,\n\nWe got the keys to 27 Alder Grove, Chorlton, Manchester M21 9RX on the 20th and we've been "
            "living out of boxes since.\n\nDennis",
            DENNIS,
            "2022-09-25",
            "27 Alder Grove, Chorlton, Manchester M21 9RX",
            "2022-09-20",
        ),
    ],
)
def test_a_home_said_in_passing_with_its_address(body, author, day, address, since):
    name = author.split(" <")[0]
    assert (name, "address", address, since) in _homes(body, author, day)


@pytest.mark.parametrize(
    "body",
    [
        "Hi,\n\nFor the conference we'll be at:\n   148 Quarry Flat Rd\n   Horsham VIC 3400\n\nJess",  # a venue
        "Hi,\n\nWe found a flat for Mum - 12 Main Street, Reno.\n\nDenno",  # another's
        "Hi,\n\nThe address is 12 Main Street, Reno, see you at 7.\n\nDenno",  # a meeting's
        "Hi,\n\nWe moved Mom last week. For your address book:\n300 Birch Ln, Apt 4\nDayton, OH 45402\n\nDenno",
        "Hi,\n\nI dropped off the keys to 12 Main Street, Reno for the Airbnb guests.\n\nDenno",
    ],
)
def test_a_look_alike_is_no_home_of_the_writer(body):
    assert not {h for h in _homes(body, DENNIS, "2019-07-05") if h[0] == "Dennis Owino"}


def test_a_letting_agents_confirmation_is_each_tenants_home_from_its_start_date():
    body = (
        "Dear Mr Owino and Mrs Kariuki,\n\nFurther to your signed Assured Shorthold Tenancy Agreement, I am pleased to "
        "confirm your tenancy of:\n\nFlat 12, Orwell Court, 48 Elmhurst Road, London E7 8QP\n\nTenancy start date: 25 "
        "March 2019\nTerm: 12 months\n\nKeys can be collected from our office at 214 Romford Road, London E7 9HZ.\n\n"
        "Kind regards,\n\nJade Fenwick\nLettings Negotiator\nElmhurst Lettings\n"
    )
    tenants = ["Dennis Owino <dennis.o.owino@gmail.com>", "Faith Kariuki <faith.wambui@gmail.com>"]
    got = _homes(body, "Elmhurst Lettings <lettings@elmhurstlettings.co.uk>", "2019-03-28", tenants)
    for who in ("Dennis Owino", "Faith Kariuki"):
        assert (who, "address", "Flat 12, Orwell Court, 48 Elmhurst Road, London E7 8QP", "2019-03-25") in got
        assert (who, "lives_in", "London", "2019-03-25") in got
    assert not {g for g in got if "Romford" in g[2]}  # (the agent's office)


def test_a_mails_lines_ended_in_crlf_are_read_as_lines():
    raw = (
        "From: Jess Carmody <jess@example.com>\r\nTo: Family <family@googlegroups.com>\r\nSubject: news\r\n"
        "Date: Thu, 14 Jul 2016 10:00:00 +1000\r\nMessage-ID: <c1@x>\r\n\r\nFrom 27 August we'll both be at:\r\n"
        "   148 Quarry Flat Rd\r\n   Horsham VIC 3400\r\n\r\nJess\r\n"
    ).encode()
    body = message_to_item(raw, location="m.eml", position=None, account="jess")["body"]
    assert "\r" not in body and "be at:\n   148 Quarry Flat Rd\n" in body
    assert ("Jess Carmody", "address", "148 Quarry Flat Rd, Horsham VIC 3400", "2016-08-27") in _homes(
        body, JESS, "2016-07-14"
    )


NOA = "Noa Ben-David <noa.bendavid88@gmail.com>"


@pytest.mark.parametrize(
    ("body", "day", "address", "since"),
    [
        (
            "היי,\n\nאני והילה גרות מה-1 בספטמבר ברחוב הצורפים 31 דירה 8, תל אביב-יפו 6607031.\n\nנועה",
            "2015-08-19",
            "רחוב הצורפים 31 דירה 8, תל אביב-יפו",
            "2015-09-01",
        ),
        (
            "היי,\n\nמה-1 במרץ אנחנו (אני ואיתי) גרים ברחוב הירדן 44 דירה 17, רמת גן 5252744.\n\nנועה",
            "2017-02-19",
            "רחוב הירדן 44 דירה 17, רמת גן",
            "2017-03-01",
        ),
        (
            "היי,\n\nמה-15 באוגוסט אנחנו גרים במודיעין: רחוב נחל דישון 19 דירה 6, מודיעין-מכבים-רעות 7178119.\n\nנועה",
            "2021-07-30",
            "רחוב נחל דישון 19 דירה 6, מודיעין-מכבים-רעות",
            "2021-08-15",
        ),
    ],
)
def test_a_hebrew_home_with_one_named_beside_the_writer_or_past_its_town(body, day, address, since):
    assert ("Noa Ben-David", "address", address, since) in _homes(body, NOA, day)


def test_a_hebrew_home_someone_else_lives_in_is_not_the_writers():
    body = "היי,\n\nההורים שלי גרים ברחוב ערבה 7 דירה 12, באר שבע.\n\nנועה"
    assert not {h for h in _homes(body, NOA, "2019-01-01") if h[0] == "Noa Ben-David"}


def test_a_home_said_before_another_clause_about_a_trip_is_a_home():
    # (the trip is the next clause's, "-- but"; a home said for a day is a stay)
    body = (
        "Dana,\n\nI'm not going anywhere -- we bought a condo in Lakewood last spring -- but I'm happy to fly up for a"
        " day.\n"
    )
    assert ("Laurel Fenwick", "lives_in", "Lakewood", "2003-03-28") in _homes(
        body, "Laurel Fenwick <l@x.com>", "2003-03-28"
    )
    stay = "Dana,\n\nWe rented a condo in Lakewood for a week.\n"
    assert not _homes(stay, "Laurel Fenwick <l@x.com>", "2003-03-28")


DIMA = "Dmitry Kogan <dima.kogan@example.com>"


@pytest.mark.parametrize(
    ("body", "address", "since"),
    [
        (
            "היי,\n\nומה-15 באפריל יש לנו דירה בפתח תקווה: רחוב הסביונים 33 דירה 14, פתח תקווה 4951233. שכורה.\n\nדימה",
            "רחוב הסביונים 33 דירה 14, פתח תקווה",
            "2020-04-15",
        ),
        (
            "привет всем,\n\nקיבלנו את המפתח! מה-1 באפריל אנחנו בבית שלנו: רחוב ניצני הדר 6 דירה 21, פתח תקווה."
            "\n\nדימה",
            "רחוב ניצני הדר 6 דירה 21, פתח תקווה",
            "2020-04-01",
        ),
    ],
)
def test_a_hebrew_home_one_has_its_street_after_a_colon(body, address, since):
    assert ("Dmitry Kogan", "address", address, since) in _homes(body, DIMA, "2020-03-25")


def test_a_hebrew_home_of_others_after_a_colon_is_not_the_writers():
    body = "היי,\n\nיש לנו דירה של ההורים: רחוב הסביונים 33, פתח תקווה.\n\nדימה"
    assert not _homes(body, DIMA, "2020-03-25")


def test_me_and_my_partner_moved_in_is_a_home_of_us_both():
    body = (
        "Hi fam,\n\nMe and Andre moved in on the 1st! Still Scarborough (Toronto), just further up.\nNew address for "
        "Christmas cards (and the black cake, Mama):\n\nApt 1507, 40 Kestrel Ridge Drive\nToronto, ON M1P 2V8\n\n"
        "Shanelle"
    )
    got = _homes(body, "Shanelle Gordon <s@example.com>", "2015-12-06", (FAMILY, "Andre Whyte <andre@example.com>"))
    for who in ("Shanelle Gordon", "Andre Whyte"):
        assert (who, "address", "Apt 1507, 40 Kestrel Ridge Drive, Toronto", "2015-12-01") in got
    # "me and Andre" not opening a clause is no subject: "Give me and Andre a call"
    from hinet_pipeline.memory.facts.cues import capital_i

    assert capital_i("Give me and Andre a call") == "Give me and Andre a call"


@pytest.mark.parametrize(
    ("district", "city"),
    [
        ("Logan Square", "Chicago"),  # a district of a city of millions, within its reach
        ("Marrickville", "Sydney"),
        ("Bangsar", "Kuala Lumpur"),
        ("Evanston", None),  # a town of its own beside it
        ("Petaling Jaya", None),  # a city of its own (more than 200,000 people)
        ("Hoboken", None),  # across a state line
        ("Mount Vernon", None),  # beside a borough, not in it
        ("Keynsham", None),  # near a city of less than a million
    ],
)
def test_the_great_city_a_district_is_part_of(district, city):
    from hinet_pipeline.memory.facts.districts import great_city_around

    assert great_city_around(district) == city


KELSEY = "Kelsey Whitaker <kelsey@example.com>"


@pytest.mark.parametrize(
    ("body", "address"),
    [
        (
            "Hi Jess,\n\nYes I'm still at the Kerrigan place, 88 Kerrigan Ave, Apt 2, Columbus, OH\n43201 - the "
            "landlord finally fixed the radiator so I'm staying put.\n\nK",
            "88 Kerrigan Ave, Apt 2, Columbus",
        ),
        (
            "Hi all,\n\nI got the keys to my apartment on the\n1st - it's a third-floor walkup in Lakeview, so Dad, "
            "you're off the hook\nfor helping me move the couch:\n\n3318 N Halvering St, Apt 2R\nChicago, IL 60657"
            "\n\nK",
            "3318 N Halvering St, Apt 2R, Chicago",
        ),
        (
            "Hi all,\n\nWe're moving in together. We signed a lease on a two-bedroom in Logan\nSquare and we get the "
            "keys May 1:\n\n2741 W Moffat Pl, Unit 3\nChicago, IL 60647\n\nK",
            "2741 W Moffat Pl, Unit 3, Chicago",
        ),
    ],
)
def test_a_home_said_with_a_landlord_a_floor_or_a_lease(body, address):
    got = _homes(body, KELSEY, "2014-08-05")
    assert any(g[:3] == ("Kelsey Whitaker", "address", address) for g in got)
    assert not {g for g in got if g[1] == "lives_in" and g[2] != "Columbus" and g[2] != "Chicago"}
