"""Issue [14]: the memory layer (people and facts) on real mail nobody here wrote, scored against two
hand-read golds: benchmarks/gold/enron (375 Enron messages, read whole; see its README) and
benchmarks/gold/enron-fresh (100 messages of the other half, read after the memory layer was built
on the first, so that what is built is checked on mail nobody tuned to), and the sample corpus's
gold facts. The figures are `python -m benchmarks.memory`'s; the thresholds are the issue's targets
on both golds (measured beside each)."""

from __future__ import annotations

import pytest

from benchmarks import memory

from .conftest import SHARED_DATA

MAIL = SHARED_DATA / "mail" / "enron" / "enron-eval"


@pytest.fixture(scope="module", params=["enron", "enron-fresh"])
def enron(request):
    if not MAIL.is_dir():
        pytest.skip(f"needs the Enron mail ({MAIL})")
    gold = memory.GOLD.parent / request.param
    return {**memory.score_enron(gold, MAIL), "_read": len(memory.load(gold)["files"])}


def test_people_on_real_mail(enron):
    """Measured on the first gold: 214 of 232 same-person pairs proposed (0.922), 214 right and 17
    wrong proposals (the wrong ones: two people of one name the readers kept apart), no wrong merge;
    5 of 123 lists, bots and newsletters listed as persons (0.041); no address lost (2,137 header
    addresses). On the second: 16 of 23 pairs (0.696), 16 right and 3 wrong proposals, 1 of 35 non-
    persons as a person, no address lost of 950."""
    print({k: v for k, v in enron.items() if not k.startswith("_") and k != "per_predicate"})
    assert enron["messages"] == enron["_read"] >= 100  # every message the gold's readers read: 375 and 100
    assert enron["pairs_found"] >= 0.6, enron["_missed_pairs"][:20]
    assert enron["proposals_right"] > enron["proposals_wrong"], enron["_wrong_proposals"][:20]
    assert enron["wrong_merges"] == 0, enron["_wrong_merges"]
    assert enron["nonpersons_as_persons_share"] <= 0.10, enron["_as_persons"]
    assert enron["addresses_lost"] == 0, enron["_lost"][:20]


def test_facts_on_real_mail(enron):
    """Measured on the first gold: precision 0.994 over 499 facts, recall 0.801 of 382 clear facts
    (phones 0.90, job titles 0.73, employers 0.63), no trap of 346 stored, as-of 0.700 of 40
    questions. On the second: precision 0.992 over 125, recall 0.759 of 79, no trap of 155 stored,
    as-of 0.696 of 23."""
    print(enron["per_predicate"])
    assert enron["facts_precision"] >= 0.9, enron["_wrong_facts"][:30]
    assert enron["facts_recall"] >= 0.6, enron["per_predicate"]
    assert enron["asof_right"] >= 0.6, enron["_asof_wrong"]
    assert enron["traps_stored"] == 0, enron["_traps"]


def test_facts_on_the_sample_corpus():
    """The sample corpus's 21 gold facts, as the eval gate scores them: all found, none wrong."""
    figures = memory.score_sample()
    assert figures["facts_precision"] == 1.0 and figures["facts_recall"] == 1.0, figures


def _held_out(name: str, nonpersons: float = 0.10, messages: int = 100) -> None:
    """A gold read after the first holds the issue's targets (non-persons as persons at most
    ``nonpersons``), and hides few of its persons as lists or bots (at most 1% of their addresses)."""
    if not MAIL.is_dir():
        pytest.skip(f"needs the Enron mail ({MAIL})")
    got = memory.score_enron(memory.GOLD.parent / name, MAIL)
    print({k: v for k, v in got.items() if not k.startswith("_") and k != "per_predicate"})
    assert got["messages"] == messages
    assert got["persons_as_nonpersons"] <= 0.01 * got["addresses_gold"], got["_hidden_persons"]
    assert got["facts_precision"] >= 0.9 and got["traps_stored"] == 0, got["_wrong_facts"]
    assert got["facts_recall"] >= 0.6, got["per_predicate"]
    assert got["asof_right"] >= 0.6, got["_asof_wrong"]
    assert got["wrong_merges"] == 0 and got["addresses_lost"] == 0
    assert got["pairs_found"] >= 0.6 and got["proposals_right"] > got["proposals_wrong"]
    assert got["nonpersons_as_persons_share"] <= nonpersons, got["_as_persons"]


def test_the_third_gold_does_not_fall_back():
    """The third gold (benchmarks/gold/enron-third, 100 messages read after the second gold's fixes)
    holds the issue's targets: facts recall 0.653 of 118 clear facts (0.559 before the fixes it
    found), precision 0.968, no trap, as-of 0.720, same-person pairs 0.821 (23 right, 2 wrong
    proposals), no wrong merge, 0 of 39 non-persons as a person, no address lost."""
    _held_out("enron-third")


def test_the_fourth_gold_unseen_until_scored():
    """The fourth gold (benchmarks/gold/enron-fourth: 100 of the 175 messages no gold had covered,
    read by four readers who never saw the code) was first scored with the code of its day: facts
    recall 0.549, as-of 0.571, non-persons as persons 0.344, precision 0.965, pairs 0.778. After
    the fixes it found: recall 0.617, as-of 0.893, precision 0.987, no trap, pairs 0.778 (28 right,
    1 wrong proposal), no wrong merge, no address lost. Non-persons as persons: 0.094 (3 of 32; 0.156
    before the fifth gold's "one bare word" rule, 0.125 before "no name, only to lists" took
    "ipayit@enron.com"); left: three bare recipients of one quoted header ("rms@ercot.com")."""
    _held_out("enron-fourth")


def test_the_fifth_gold_unseen_until_scored():
    """The fifth gold (benchmarks/gold/enron-fifth: the last 75 messages no gold had covered, read
    by three readers who never saw the code) was first scored with the code of its day: facts
    precision 0.980, recall 0.750, as-of 0.765, non-persons as persons 0.115, one trap stored (a
    "503.464-8178, fax" number), pairs 0.757. After the fixes it found: precision 1.0, recall 0.865,
    as-of 1.0, no trap, pairs 0.865 (32 right, 1 wrong proposal), no wrong merge, no address lost,
    2 of 26 non-persons as persons (0.077), 1 person hidden as a list."""
    _held_out("enron-fifth", messages=75)


def _synthetic(
    name: str,
    messages: int,
    precision: float,
    recall: float,
    asof: float,
    nonpersons: float,
    pairs: float,
    hidden: int = 99,
    traps: int = 0,
    wrong_proposals: int = 0,
) -> None:
    """A synthetic mailbox (benchmarks/gold/NAME, its mail beside its gold) holds these figures (``hidden``: at most
    so many of its persons hidden as lists or bots; ``traps``, ``wrong_proposals``: at most so many traps stored and
    wrong proposals made, 0 but for a set held out and not yet read), no wrong merge, no address lost."""
    gold = memory.GOLD.parent / name
    got = memory.score_enron(gold, gold / "mail")
    print({k: v for k, v in got.items() if not k.startswith("_") and k != "per_predicate"})
    assert got["messages"] == messages
    assert got["facts_precision"] >= precision and got["traps_stored"] <= traps, (got["_wrong_facts"], got["_traps"])
    assert got["facts_recall"] >= recall, got["per_predicate"]
    assert got["asof_right"] >= asof, got["_asof_wrong"]
    assert got["nonpersons_as_persons_share"] <= nonpersons, got["_as_persons"]
    assert got["pairs_found"] >= pairs and got["proposals_wrong"] <= wrong_proposals, got["_missed_pairs"]
    assert got["wrong_merges"] == 0 and got["addresses_lost"] == 0
    assert got["persons_as_nonpersons"] <= hidden, got["_hidden_persons"]


def test_a_fifth_synthetic_mailbox_scored_held_out_then_read():
    """benchmarks/gold/synthetic-mail-5: 40 messages of an invented state university, written in session 39 by a
    helper that never saw the code, after the law firm's readings. First scored held out: precision 0.959, recall
    0.805, as-of 0.650, pairs 0.800 (4 right, 0 wrong), 3 of 13 non-persons as persons (a bulletin, an office's
    mailbox, a bare role address), 1 person hidden as a newsletter (a post to a listserv), no trap. Read in the
    same session (a distribution list by its display name, a post to a discussion list, "is published each
    Tuesday", an office's name, an institution over its department in a sign-off and in an announcement, a
    one-line sign-off with a credential): precision 0.992, recall 0.852, as-of 0.650, no non-person as a person."""
    _synthetic("synthetic-mail-5", 40, precision=0.97, recall=0.8, asof=0.6, nonpersons=0.08, pairs=0.75, hidden=0)


def test_an_eighteenth_synthetic_mailbox_of_a_product_managers_life_held_out_and_not_read():
    """benchmarks/gold/synthetic-mail-18: 40 .eml messages of an invented QA tester turned product manager's mail
    (2015-2025: Minneapolis to Portland, roommates then a partner, a sister's grad school and first job, parents who
    separate, a mother who remarries and moves, a grandmother into assisted living, a running club's list), written
    in session 42 by a helper that never saw the code. Scored once at session 42's end, after every reading of the
    session, and not read: precision 1.000, recall 0.579, as-of 0.310, pairs 0.909 (10 right, no wrong), no
    non-person as a person, no trap, 1 person hidden (the session's start code on it: 1.000 / 0.524 / 0.310, pairs
    0.636). The next held-out estimate: as-of at first sight is the weakest figure."""
    _synthetic("synthetic-mail-18", 40, precision=0.97, recall=0.55, asof=0.28, nonpersons=0.05, pairs=0.85, hidden=1)


def test_a_nineteenth_synthetic_mailbox_of_a_cooks_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-19: 40 .eml messages of an invented line cook's personal mail (a cook who becomes
    a sous chef and runs a kitchen, born abroad, three US cities), written in session 43 by a helper that never saw the
    code: scored held out when it arrived (precision 0.978, recall 0.651, as-of 0.382, pairs 1.000, 1 of 11
    non-persons as a person, no trap; the session's start code the same) and again at session 43's end (0.978 / 0.651
    / 0.400). Read in session 44 (restaurants that sign under a title with no firm's word, a kitchen's titles, an offer
    letter's labelled lines, a move-in's day over the new address, a sister's news in a Christmas letter, a couple's
    line of first names): precision 1.000, recall 0.878, as-of 0.691."""
    _synthetic("synthetic-mail-19", 40, precision=0.97, recall=0.84, asof=0.65, nonpersons=0.1, pairs=0.95, hidden=0)


def test_a_twenty_second_synthetic_mailbox_of_an_engineers_life_in_two_languages_held_out_then_read():
    """benchmarks/gold/synthetic-mail-22: 40 .eml messages of an invented software engineer's mail (2012-2022: Haifa,
    Tel Aviv, Berlin and back; three employers, a partner, a brother; her parents and grandmother write in Hebrew),
    written in session 44 by a helper that never saw the code: scored held out when it arrived (precision 0.967,
    recall 0.536, as-of 0.354, pairs 0.857, 2 of 10 non-persons as persons, 1 person hidden, no trap; the session's
    start code the same). Read in the same session (Israeli numbers in a Hebrew mail with a US owner, a home bought or
    signed for with its move-in day, "יש לי מנהלת חדשה מפברואר, X", "כתובת למכתבים:", a room in a flat is a home, a
    Hebrew Gmail attribution over a quote, a day said inside a Hebrew statement, "I'm in Tel Aviv now" after a move, a
    German lease's labelled lines, "אנחנו בדירה שלנו:"): precision 1.000, recall 0.754, as-of 0.646, 1 of 10
    non-persons as a person. Its gold names managers in English where the Hebrew mail writes them in Hebrew ("דנה
    אהרוני"): those are missed."""
    _synthetic("synthetic-mail-22", 40, precision=0.96, recall=0.7, asof=0.6, nonpersons=0.1, pairs=0.85, hidden=1)


def test_a_twenty_fourth_synthetic_mailbox_of_a_data_scientists_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-24: 40 .eml messages of an invented chemist turned data scientist's mail
    (2013-2023: a PhD in Madison, Chicago, a Denver startup, a remote role and Minneapolis; a partner a vet, a sister in
    the Navy, parents' store and library, a college friends' list), written in session 44 by a helper that never saw
    the code: scored held out when it arrived (precision 0.929, recall 0.447, as-of 0.269, pairs 0.333, no non-person
    as a person, 1 person hidden, 1 trap stored; the session's start code: 0.906 / 0.442 / 0.254). Read in the same
    session (the owner's own five addresses found from the mailbox where no owner is set, a list's sign-off under its
    "--" footer, a nickname in quotes, "Cell stays N", "New place, as of D:", "use X from now on", a library's branch,
    a joke title, an offer's hiring manager; the scorer takes a manager by any name form of one gold person): precision
    0.990, recall 0.599, as-of 0.388, pairs 0.444 ("Mack" and "Mack DW" proposed as the mailbox's owner; "Marcus" at
    three more addresses is not, a first name that does not agree: a review found a father and a husband proposed so),
    no trap."""
    _synthetic("synthetic-mail-24", 40, precision=0.96, recall=0.56, asof=0.36, nonpersons=0.0, pairs=0.44, hidden=1)


def test_a_twenty_third_synthetic_mailbox_of_a_nurses_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-23: 40 .eml messages of an invented ICU nurse's mail (2012-2023: a charge nurse,
    a travel nurse on 13-week contracts, a nurse manager; a son through college, a sister a teacher then a principal,
    parents into assisted living; long round-robin letters in the third person), written in session 44 by a helper
    that never saw the code: scored held out when it arrived (precision 0.944, recall 0.397, as-of 0.352, pairs 0.900,
    2 of 10 non-persons as persons, 1 trap stored; the session's start code: 0.943 / 0.386 / 0.352). Read in the same
    session (a letter's sections opened by names in capitals, an assignment letter and who employs its reader, a
    landlord's note from the lease's start, "for your address book", mail care of a sister, a family's list host, a
    credential "EIT", a trade's firm by its kind's words, a title's employer a few words on): precision 0.971, recall
    0.565, as-of 0.537, no non-person as a person, no trap."""
    _synthetic("synthetic-mail-23", 40, precision=0.95, recall=0.53, asof=0.5, nonpersons=0.0, pairs=0.85, hidden=0)


def test_a_twenty_sixth_synthetic_mailbox_of_a_pharmacists_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-26: 40 .eml messages of an invented hospital pharmacist's mail (2011-2021:
    Albuquerque, a retail chain's district manager, a veterans' clinic in Tucson; a wife, a father, a sister a
    firefighter who transfers to Reno), written in session 45 by a helper that never saw the code: scored held out
    when it arrived (precision 0.969, recall 0.659, as-of 0.481, pairs 1.000, no non-person as a person, no trap; the
    session's start code the same), then after the teacher's set was read (0.954 / 0.659 / 0.481: a district manager
    "position with" read as a title the gold leaves out) and read in the same session (streets as the Southwest names
    them, a landlord's "your new address will be" from the lease's start, "God bless," before a name, a hospital over
    its parent system, "currently X at Y", "primo", "and his wife", a lease signed with where to send mail, "address
    for real this time", a label's line of prose unwrapped): precision 0.988, recall 0.862, as-of 0.654, no trap."""
    _synthetic("synthetic-mail-26", 40, precision=0.96, recall=0.82, asof=0.62, nonpersons=0.0, pairs=0.95, hidden=0)


def test_a_twenty_seventh_synthetic_mailbox_of_an_audio_engineers_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-27: 40 .eml messages of an invented audio engineer's mail (2009-2020: live sound
    in Minneapolis, a public radio station in St. Paul, a game studio in Austin; an ex-wife who remarries, a mother who
    retires to Sarasota, a brother in the Coast Guard), written in session 45 by a helper that never saw the code:
    scored held out when it arrived (precision 0.971, recall 0.562, as-of 0.327, pairs 0.875, no non-person as a
    person, 1 trap stored; the session's start code the same). Read in session 46 (a start day named by a US holiday,
    an offer of "the X position", a radio station as a firm, a list's "You received this" footer, a title its writer
    made up, a neighbourhood association's officer, a welcome to one who "joins us Monday (1/11) as X" and "He'll be
    reporting to Y", "got the charge nurse job at X ... and he starts", "NEW cell:" and "Home:" under "Updates for your
    address books:"): precision 1.000, recall 0.669, as-of 0.500, no trap."""
    _synthetic("synthetic-mail-27", 40, precision=0.96, recall=0.63, asof=0.45, nonpersons=0.0, pairs=0.85, hidden=0)


def test_a_twenty_eighth_synthetic_mailbox_of_a_veterinary_nurses_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-28: 40 .eml messages of an invented Welsh veterinary nurse's mail (2010-2021:
    Cardiff, an equine practice near Bristol, a veterinary group; UK addresses and postcodes, a partner a PE teacher,
    a brother in the RAF), written in session 45 by a helper that never saw the code: scored held out when it arrived
    (precision 0.977, recall 0.411, as-of 0.365, pairs 1.000, no non-person as a person, 1 person hidden as a list or
    bot, no trap; the session's start code: 0.976 / 0.395 / 0.346) and read in the same session (British addresses:
    the full postcode, a house by its name, a street with no number, a village over its post town; a name's degrees
    after it, "BVSc MRCVS"; veterinary practices by their words; "you'll be joining X as Y, working for me"):
    precision 0.971, recall 0.744, as-of 0.538, no trap."""
    _synthetic("synthetic-mail-28", 40, precision=0.94, recall=0.7, asof=0.5, nonpersons=0.0, pairs=0.95, hidden=1)


def test_a_twenty_ninth_synthetic_mailbox_of_a_civil_engineers_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-29: 40 .eml messages of an invented Canadian civil engineer's mail (2012-2021:
    an EIT in Toronto, a city's infrastructure department in Calgary, a water utility; Canadian postal codes, a
    husband a chef who opens a restaurant, parents in Mississauga, a sister a dentist), written in session 45 by a
    helper that never saw the code, held out and unread for two sessions (first scored: precision 0.980, recall
    0.697, as-of 0.473, pairs 0.789, no non-person as a person, no trap), read in session 47 (a street numbered as
    Calgary numbers them, a floor's suite, a flat's number before its street, "NEW ADDRESS:" in capitals, a landlord's
    letter to the tenants it greets, a new address labelled for the reader's card list): precision 0.981, recall
    0.769, as-of 0.600."""
    _synthetic("synthetic-mail-29", 40, precision=0.95, recall=0.73, asof=0.56, nonpersons=0.0, pairs=0.75, hidden=0)


def test_a_thirtieth_synthetic_mailbox_of_an_ecologists_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-30: 40 .eml messages of an invented ecologist's mail (2011-2022: a PhD in
    Oregon, a postdoc in Göttingen with a German landlord and mobile, a visiting post in Tucson, an assistant then
    associate professor in Montana, a sabbatical that moves no home; a partner a veterinarian, a mother in El Paso
    who writes partly in Spanish, a brother a firefighter), written in session 46 by a helper that never saw the code:
    scored held out when it arrived, after the session's readings of synthetic-mail-27 (precision 0.971, recall
    0.503, as-of 0.413, pairs 1.000, no non-person as a person, no trap; the session's start code the same). Read in
    the same session (a title with no article, a boss after their title and an aside, an academic appointment's
    labelled lines, an HR personnel-action notice, a lease in two languages, a Spanish-speaking family's address,
    number and sign-off, a department one joined, a new job's first day, institutions by their kind first):
    precision 1.000, recall 0.721, as-of 0.630."""
    _synthetic("synthetic-mail-30", 40, precision=0.96, recall=0.68, asof=0.58, nonpersons=0.0, pairs=0.95, hidden=0)


def test_a_thirty_first_synthetic_mailbox_of_an_estate_agents_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-31: 40 .eml messages of an invented Atlanta real-estate agent's mail (2010-2021:
    two brokerages, a managing broker, her own property-management firm; many listings' and closings' addresses that
    are not her homes, her own homes in Midtown, Decatur and Tucker; a husband a coach then athletic director, a sister
    a nurse who moves twice), written in session 46 by a helper that never saw the code, held out and unread to the
    session's end (first scored: precision 0.969, recall 0.702, as-of 0.500, pairs 0.923, no non-person as a person,
    no trap), read in session 47 (a post accepted with its title in lower case, a boss one will work for named in full,
    a welcome to an office of the writer's firm, a title offered and taken at once, a move with its day before where
    to, a move in on a day with its street below, a phone set up for the writer, the home's line, a home "we" move to
    that is the co-signer's too): precision 0.974, recall 0.842, as-of 0.740."""
    _synthetic("synthetic-mail-31", 40, precision=0.94, recall=0.8, asof=0.7, nonpersons=0.0, pairs=0.9, hidden=0)


def test_a_thirty_second_synthetic_mailbox_of_a_midwifes_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-32: 40 .eml messages of an invented midwife's mail (2013-2023: Cork, Dublin,
    Melbourne, Geelong; Irish, British and Australian numbers and addresses, Eircodes, a Dublin postal district, a
    declined offer in Sydney), written in session 47 by a helper that never saw the code: scored held out when it came
    (precision 0.950, recall 0.449, as-of 0.260, pairs 0.571, 1 of 14 non-persons as a person, one trap stored; the
    session's start code the same), then read (numbers read in the country the record points to, a proper address for
    the post, a unit over its street number, a Dublin district's line, a welcome "reporting to" someone, the firm one
    is going to with a post, an offer its reader declines above the quote). The set's Irish and British numbers are in
    drama ranges libphonenumber holds invalid: 17 of its 40 phones can be found at most. At the session's end: precision
    0.989, recall 0.579, as-of 0.420."""
    _synthetic("synthetic-mail-32", 40, precision=0.95, recall=0.54, asof=0.38, nonpersons=0.08, pairs=0.55, hidden=0)


def test_a_thirty_third_synthetic_mailbox_of_an_army_officers_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-33: 40 .eml messages of an invented US Army officer's mail (2011-2021: Fort Hood,
    Germany, Fort Belvoir, retirement into a defense contractor; ranks before names, DSN numbers, APO addresses, German
    numbers; a wife a nurse practitioner, parents in New Jersey, a sister in Seattle then Austin), written in session 47
    by a helper that never saw the code: scored held out when it came (precision 0.872, recall 0.456, as-of 0.375, pairs
    0.577, 1 of 15 non-persons as a person, six traps stored: numbers labelled "DSN", which the brief had named; the
    session's start code the same). "DSN" was then taken for what it is, a military switch's line and no public number
    (from the brief, not from reading the set): precision 0.932, no trap. Then read in session 48 (ranks before a name
    in a sign-off, a post's start with its day between, "X made me Y", an offer's firm past "Inc.,"): precision 0.946,
    recall 0.472, as-of 0.417, pairs 0.731."""
    _synthetic(
        "synthetic-mail-33", 40, precision=0.92, recall=0.45, asof=0.39, nonpersons=0.07, pairs=0.7, hidden=0, traps=0
    )


def test_a_thirty_fourth_synthetic_mailbox_of_an_israeli_nurses_life_in_two_languages_held_out_then_read():
    """benchmarks/gold/synthetic-mail-34: 40 .eml messages of an invented Israeli nurse's mail (2012-2022, two thirds in
    Hebrew: Haifa, Tel Aviv, a year in Boston, Givatayim; a head nurse, then a health-tech start-up; Hebrew HR letters
    and a rental summary, Israeli numbers), written at session 47's end by a helper that never saw the code, and NOT
    read: scored held out when it came (precision 0.977, recall 0.461, as-of 0.420, pairs 0.231, 2 of 14 non-persons as
    persons, two persons hidden as lists, no trap; the session's start code 0.976 / 0.456 / 0.400). Then read in session
    48 (one name in two scripts one person, a Hebrew title a word of its own, a landlord's letter confirming its
    reader's lease, "יש לי מספר אמריקאי:"): precision 0.990, recall 0.556, as-of 0.500, pairs 0.846, none hidden."""
    _synthetic(
        "synthetic-mail-34", 40, precision=0.96, recall=0.53, asof=0.47, nonpersons=0.15, pairs=0.8, hidden=0, traps=0
    )


def test_a_thirty_fifth_synthetic_mailbox_of_a_bakery_owners_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-35: 40 .eml messages of an invented pastry chef's mail (2012-2022: hotels in
    Chicago, her own bakery in Milwaukee, a second shop, a stake sold; a shop's lease that is no home, suppliers, a
    health inspector's notices; a husband a principal, parents who retire to Tucson), written at session 47's end by a
    helper that never saw the code: scored held out when it came (precision 0.991, recall 0.598, as-of 0.480, pairs
    0.750, 1 of 13 non-persons as a person, one person hidden as a list, one trap stored; the session's start code the
    same). Then read in session 48 (a signed offer of a firm named like a person, ", starting 9/18", a bakery's and a
    school's words): precision 0.992, recall 0.663, as-of 0.580, pairs 0.812, the trap kept."""
    _synthetic(
        "synthetic-mail-35", 40, precision=0.96, recall=0.64, asof=0.55, nonpersons=0.08, pairs=0.78, hidden=1, traps=1
    )


def test_a_thirty_sixth_synthetic_mailbox_of_a_letter_carriers_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-36: 40 .eml messages of an invented Toledo letter carrier's mail (2013-2023: the
    Postal Service, retirement, a seat on Perrysburg's city council; a union branch, a bowling league and a church list;
    three grown children moving about the country, a brother in Florida), written in session 48 by a helper that never
    saw the code: scored held out when it came (precision 0.954, recall 0.414, as-of 0.292, pairs 0.833, 2 of 15
    non-persons as persons, no trap; the session's start code the same). Then read in session 48 (a settling at a
    street, a job given or landed, an appointment's effective day, "will be X, effective D"): precision 0.977, recall
    0.556, as-of 0.583, pairs 1.000; after session 49's readings recall 0.574, as-of 0.604."""
    _synthetic(
        "synthetic-mail-36", 40, precision=0.95, recall=0.55, asof=0.58, nonpersons=0.15, pairs=0.95, hidden=0, traps=0
    )


def test_a_thirty_seventh_synthetic_mailbox_of_a_chemists_life_in_two_languages_held_out_then_read():
    """benchmarks/gold/synthetic-mail-37: 40 .eml messages of an invented Israeli chemist's mail (2014-2024, half in
    Hebrew: a PhD in Haifa, a postdoc in Boston, a pharma firm in Rehovot; reserve duty, flats in Haifa, Somerville and
    Ness Ziona, a sister in Berlin), written in session 48 by a helper that never saw the code: scored held out when it
    came (precision 0.946, recall 0.516, as-of 0.306, pairs 0.778, 3 of 15 non-persons as persons, no trap; the
    session's start code 0.957 / 0.522 / 0.327: a firm written twice in one sign-off line, "Studio Tzafon | סטודיו
    צפון", now read as first written, as at the start). Then read in session 48 (a start as a title, "joined us here at
    X ... as a postdoc", a Hebrew writer's own job): precision 0.991, recall 0.676, as-of 0.531, pairs 0.778."""
    _synthetic(
        "synthetic-mail-37", 40, precision=0.96, recall=0.65, asof=0.5, nonpersons=0.2, pairs=0.75, hidden=0, traps=0
    )


def test_a_thirty_eighth_synthetic_mailbox_of_a_welsh_headteachers_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-38: 40 .eml messages of an invented Welsh geography teacher's mail (2012-2022:
    Cardiff, a deputy headship in Swansea, a headship in Bristol; a wife a GP, a brother in the Royal Navy, parents who
    retire to Pembrokeshire, a daughter at Leeds; UK numbers in Ofcom's drama ranges), written in session 48 by a helper
    that never saw the code: scored held out when it came (precision 0.939, recall 0.445, as-of 0.340, pairs 0.833, 2 of
    15 non-persons as persons, no trap; the session's start code 0.927 / 0.440 / 0.340, pairs 0.722). Then read in
    session 49 (numbers in Ofcom's drama ranges, a naval rank before a signed name, an address under the sentence that
    says one lives there, "New mobile - N", a department joined, a signed title's aside): precision 0.970, recall 0.592,
    as-of 0.420, pairs 0.833."""
    _synthetic(
        "synthetic-mail-38", 40, precision=0.94, recall=0.57, asof=0.39, nonpersons=0.14, pairs=0.8, hidden=0, traps=0
    )


def test_a_thirty_ninth_synthetic_mailbox_of_a_ux_researchers_life_in_three_countries_held_out_then_read():
    """benchmarks/gold/synthetic-mail-39: 40 .eml messages of an invented UX researcher's mail (2012-2022: San
    Francisco, Tel Aviv, Berlin, Oakland; some Hebrew and German; a partner a chef, a brother a cardiologist; US,
    Israeli and German numbers), written in session 48 by a helper that never saw the code: scored held out when it came
    (precision 0.986, recall 0.480, as-of 0.380, pairs 0.519, 1 of 14 non-persons as a person, no trap; the session's
    start code the same). Then read in session 49 (a number of the country its sentence names, a German register's
    lines, a promotion effective a day ahead and its boss, "X is our Head of Research", a Hebrew writer's English
    announcement of another's post): precision 0.978, recall 0.617, as-of 0.600, pairs 0.519."""
    _synthetic(
        "synthetic-mail-39", 40, precision=0.95, recall=0.59, asof=0.57, nonpersons=0.08, pairs=0.5, hidden=0, traps=0
    )


def test_a_fortieth_synthetic_mailbox_of_a_logistics_directors_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-40: 40 .eml messages of an invented freight logistics manager's mail (2012-2022:
    Newark, Memphis, a posting in Lagos, Atlanta; Portuguese-speaking parents in Fall River, a pharmacist husband,
    twin sons in the Coast Guard and at college; US and Nigerian numbers, Outlook's "Last, First"), written in session
    49 by a helper that never saw the code: scored held out when it came (precision 0.968, recall 0.646, as-of 0.469,
    pairs 1.000, no non-person as a person, no trap; the session's start code the same) and again at session 50's
    start. Then read in session 50 (a change of post an HR letter confirms in labelled lines, a welcome's "reporting to
    me", a promotion's day after its site, "our COO, X", "put down roots in", "we'll be at:" under its day, a lease
    with roommates and its start, a Nigerian number by its domain, a plot's address line, a date in brackets after a
    distance, a day of another clause left to it): precision 0.981, recall 0.738, as-of 0.551, pairs 1.000."""
    _synthetic(
        "synthetic-mail-40", 40, precision=0.95, recall=0.71, asof=0.53, nonpersons=0.0, pairs=0.95, hidden=0, traps=0
    )


def test_a_forty_first_synthetic_mailbox_of_an_israeli_product_managers_life_mostly_in_hebrew_held_out_then_read():
    """benchmarks/gold/synthetic-mail-41: 40 .eml messages of an invented Israeli product manager's mail (2012-2022,
    two thirds in Hebrew: Jerusalem, Ra'anana, Modi'in; a wife a teacher then a principal, parents to a kibbutz, a
    brother in New Jersey, a sister a nurse; the building committee, the HMO, the reserve office), written in session
    49 by a helper that never saw the code, and NOT read: scored held out when it came (precision 0.865, recall 0.509,
    as-of 0.367, pairs 0.375, 2 of 15 non-persons as persons, no trap; the session's start code 0.857 / 0.516 /
    0.367). Unread at session 50's end: 0.880 / 0.528 / 0.388 / 0.375, 1 of 14 non-persons; 0.913 / 0.547 / 0.429 at
    session 51's start once the scorer took "Ra'anana" for "רעננה". Read in session 51: 0.919 / 0.604 / 0.490 / 0.50."""
    _synthetic(
        "synthetic-mail-41", 40, precision=0.89, recall=0.58, asof=0.46, nonpersons=0.08, pairs=0.45, hidden=0, traps=0
    )


def test_a_forty_second_synthetic_mailbox_of_an_it_consultants_life_in_three_countries_held_out_then_read():
    """benchmarks/gold/synthetic-mail-42: 40 .eml messages of an invented IT consultant's mail (2012-2022: Chicago,
    client sites, Dallas, Toronto; parents in Pune, a pharmacist wife turned data scientist, a brother in Bengaluru's
    start-ups; immigration notices, a condo board; US, Canadian and Indian numbers), written in session 50 by a helper
    that never saw the code: scored held out when it came (precision 0.933, recall 0.513, as-of 0.380, pairs 0.762, 1
    of 15 non-persons as a person, 2 traps: a client's firm and address under a contractor's name). Then read in
    session 50 (a contractor's sign-off, a program's notice read for its person's card, "New address, please write it
    in the diary:", "we picked up the keys ... :", "- Me: N", "my mobile number is the same (N)", a welcome's boss):
    precision 0.981, recall 0.651, as-of 0.520, pairs 0.857, no trap (with the session's review mended)."""
    _synthetic(
        "synthetic-mail-42", 40, precision=0.95, recall=0.62, asof=0.5, nonpersons=0.08, pairs=0.8, hidden=0, traps=0
    )


def test_a_forty_third_synthetic_mailbox_of_an_israeli_social_workers_life_mostly_in_hebrew_held_out_then_read():
    """benchmarks/gold/synthetic-mail-43: 40 .eml messages of an invented Israeli social worker's mail (2013-2023,
    three quarters in Hebrew: Haifa's welfare department, a Jerusalem hospital, a team lead, a clinic of her own; a
    teacher partner, parents to a retirement home, a brother from the reserves to a tech firm, a friend in Berlin),
    written in session 50 by a helper that never saw the code: scored held out when it came (precision 0.939, recall
    0.290, as-of 0.184, pairs 0.111, 4 of 15 non-persons as persons, no trap). Then read in session 50 (a Hebrew
    sign-off's unit and body, its one address its writer's, a Hebrew letter's labelled lines, the article a prefix
    hides, a unit before its body, a landlord's Hebrew lines, "חתמתי על דירה! רחוב ...", a welcome and a successor as
    Hebrew says them, one name in two scripts, Hebrew role mailboxes): precision 0.987, recall 0.603, as-of 0.429,
    pairs 0.556, no non-person as a person."""
    _synthetic(
        "synthetic-mail-43", 40, precision=0.95, recall=0.57, asof=0.4, nonpersons=0.07, pairs=0.5, hidden=0, traps=0
    )


def test_a_forty_fourth_synthetic_mailbox_of_a_scottish_nurse_and_offshore_medics_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-44: 40 .eml messages of an invented Scottish nurse's mail (2013-2023: a Glasgow
    ward, an offshore medic out of Aberdeen, a practice nurse then practice manager in Inverness; a joiner husband with
    his own firm, a daughter at university, a brother in Western Australia; Ofcom's and ACMA's drama ranges, tenement
    flats, houses by name), written in session 50 by a helper that never saw the code: scored held out when it came
    (precision 0.944, recall 0.586, as-of 0.360, pairs 0.867, 2 of 14 non-persons as persons, 1 trap: a club's
    secretary; the session's start code 0.943 / 0.572 / 0.360). Then read in session 50 ("a post as an Offshore Medic
    with X", an infirmary's sign-off, "confirm your appointment as", a Scottish tenancy, "Address is\n\n",
    "address for parcels (hint hint) is", "uni email is", "my mobile's still N", a club's seat no post, "X will have a
    company mobile from the 1st: N"): precision 0.980, recall 0.676, as-of 0.500, pairs 1.000, no trap."""
    _synthetic(
        "synthetic-mail-44", 40, precision=0.95, recall=0.64, asof=0.48, nonpersons=0.08, pairs=0.95, hidden=0, traps=0
    )


def test_a_forty_fifth_synthetic_mailbox_of_an_israeli_engineers_life_mostly_in_hebrew_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-45: 40 .eml messages of an invented Arab-Israeli software engineer's mail
    (2012-2022, two thirds in Hebrew: Be'er Sheva, Tel Aviv, a year in Boston, Haifa; a pharmacist sister with her own
    pharmacy, a lawyer wife, parents in Nazareth, a friend in Berlin), written in session 50 by a helper that never saw
    the code, and NOT read: scored held out when it came (precision 0.949, recall 0.500, as-of 0.360, pairs 0.417, 1 of
    14 non-persons as a person, no trap; the session's start code 0.947 / 0.482 / 0.320). Held as measured (0.961 /
    0.500 / 0.360 / 0.417 at the session's end; 0.974 / 0.506 / 0.380 at session 51's start with the scorer's fix for
    a town in two scripts). Read in part in session 51 (a name line in two scripts, "- גרים בחיפה"): 0.976 / 0.554 /
    0.440 / 0.417."""
    _synthetic(
        "synthetic-mail-45", 40, precision=0.95, recall=0.6, asof=0.45, nonpersons=0.08, pairs=0.4, hidden=0, traps=0
    )


def test_a_forty_sixth_synthetic_mailbox_of_a_british_ghanaian_accountants_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-46: 40 .eml messages of an invented accountant's mail (2011-2021: a London audit
    firm, a housing association in Manchester, a secondment in Accra, Leeds; a paediatric registrar wife on rotations,
    a mother in Croydon with church news, a brother in Toronto, a cousin in Tema; ICAEW newsletters, Ghanaian digital
    addresses), written in session 51 by a helper that never saw the code, scored held out when it came (precision
    0.964, recall 0.587, as-of 0.542, pairs 0.692, 3 of 19 non-persons as persons, no trap), read in session 52
    (tests/test_accountants_mail.py): 1.0 / 0.731 / 0.667, pairs 1.0, 1 of 19."""
    _synthetic(
        "synthetic-mail-46", 40, precision=0.95, recall=0.7, asof=0.62, nonpersons=0.1, pairs=0.9, hidden=0, traps=0
    )


def test_a_forty_eighth_synthetic_mailbox_of_an_american_nurses_life_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-48: 40 .eml messages of an invented nurse's mail (2011-2021: El Paso,
    Albuquerque, a travel contract in Portland, Denver; charge nurse, nurse manager, home health; a teacher husband who
    becomes an assistant principal, a son at college, a mother to Las Cruces, an Army brother between bases), written
    in session 52 by a helper that never saw the code, scored held out when it came: precision 0.976, recall 0.529,
    as-of 0.388, pairs 0.4, no non-person as a person, no trap (the session's start code the same). Read in part in
    session 52 (tests/test_travel_nurses_mail.py: "Lola" is Dolores, a number in commas, a house phone that still
    works, "my permanent tax home is:", a lease to two): 0.978 / 0.581 / 0.429, pairs 0.7."""
    _synthetic(
        "synthetic-mail-48", 40, precision=0.95, recall=0.55, asof=0.4, nonpersons=0.1, pairs=0.65, hidden=0, traps=0
    )


def test_a_forty_ninth_synthetic_mailbox_of_an_israeli_teachers_life_half_in_hebrew_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-49: 40 .eml messages of an invented maths teacher's mail (2014-2024, half in
    Hebrew: Ashdod, Rehovot; a coordinator, a vice principal, an ed-tech startup's content lead; an electrician husband
    with his own business, parents to Ashkelon, a brother in Toronto, a daughter in national service then Beer Sheva),
    written in session 52 by a helper that never saw the code, scored held out when it came: precision 0.927, recall
    0.511, as-of 0.28, pairs 0.5, 3 of 15 non-persons as persons, 2 traps (the session's start code the same). Read in
    part in session 52 (a Hebrew street's flat, "דירה 9"; a remark in brackets inside an address; Canada's "1408-55
    Wexford Quay"; a move-in's address in the paragraph under it; Gmail's Hebrew "ב-יום א׳, ... מאת X:" over a quote;
    "אני משמשת כרכזת"; a firm described, not named; a municipality's, a building's tenants' and investors' mailboxes):
    0.988 / 0.546 / 0.36, no non-person as a person, 1 trap ("רכזת המקצוע", the subject's coordinator, against the
    gold's "רכזת" of another message). Session 62: "my old walla address (X)", said as Zhenya Kaplun, whose name
    two persons have, proposed to each: pairs 0.5 -> 0.75."""
    _synthetic(
        "synthetic-mail-49", 40, precision=0.95, recall=0.52, asof=0.33, nonpersons=0.1, pairs=0.72, hidden=0, traps=1
    )


def test_a_forty_seventh_synthetic_mailbox_of_an_israeli_architects_life_mostly_in_hebrew_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-47: 40 .eml messages of an invented architect's mail (2012-2022, three quarters in
    Hebrew: the Technion, a Tel Aviv firm, a Jerusalem planning office, her own studio; Florentin, the Old North,
    Modi'in, Jaffa; a husband who changes jobs, a brother in Eilat, parents from Kiryat Shmona to Haifa, a friend in
    Berlin), written in session 51 by a helper that never saw the code, scored held out when it came (precision
    0.947, recall 0.462, as-of 0.286, pairs 0.636, 1 of 15 non-persons as a person, 1 trap: a conference's keynote
    speaker's title; the session's start code 0.958 / 0.452 / 0.286). Read in part in session 51 (a letter's "את
    מתמנה לתפקיד", a move to a flat with its address under it, "קומה 3" in an address, a new address's label dated
    by the move before it, keynote speakers as public figures, a home signed "שירה ואייל" his too, a sign-off's
    firm of architects): 0.988 / 0.532 / 0.347, no trap."""
    _synthetic(
        "synthetic-mail-47", 40, precision=0.95, recall=0.5, asof=0.32, nonpersons=0.1, pairs=0.6, hidden=0, traps=0
    )


def test_a_twenty_fifth_synthetic_mailbox_of_a_teachers_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-25: 40 .eml messages of an invented New Zealand science teacher's mail
    (2012-2022: a deputy principal, a curriculum advisor in Brisbane, a principal back home; a builder husband, two
    children, a mother into a retirement village, a brother a police sergeant), written in session 44 by a helper that
    never saw the code: scored held out when it arrived (precision 0.959, recall 0.532, as-of 0.459, pairs 1.000 with 1
    wrong proposal, no non-person as a person, no trap; the session's start code: 0.958 / 0.500 / 0.426), kept unread
    to session 44's end (0.958 / 0.500 / 0.426) and read in session 45 (addresses with a four-digit postcode, a suburb's
    line over its city's, a flat and its building before the street, "we're at:", "address for parcels", a floor or a
    shop before a sign-off's street, a government's department, an offer of "employment with", a title's field in
    brackets, a board's seat, "leaves us ... to take up the position of", "X's off to Y as Z"): precision 1.000, recall
    0.769, as-of 0.639, no trap."""
    _synthetic(
        "synthetic-mail-25",
        40,
        precision=0.96,
        recall=0.73,
        asof=0.6,
        nonpersons=0.0,
        pairs=0.95,
        hidden=0,
        wrong_proposals=1,
    )


def test_a_twenty_first_synthetic_mailbox_of_a_physical_therapists_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-21: 40 .eml messages of an invented physical therapist's mail (2012-2021: clinic
    jobs in Ohio, Colorado and North Carolina, her own practice, a husband an Army officer, a sister a nurse, parents
    and in-laws, old roommates), written in session 43 by a helper that never saw the code. Scored held out with session
    43's code after synthetic-mail-18 and -20 were read: precision 0.958, recall 0.693, as-of 0.538, pairs 0.700 (7
    right, no wrong), 1 of 12 non-persons as a person, no trap (the session's start code on it: 0.977 / 0.654 / 0.462).
    Read in the same session, after a review's mends (a practice by its kind's last word, a therapist's credentials, a
    family's line over its new address, a landlord's lease not signed yet): precision 0.980, recall 0.758, as-of
    0.590."""
    _synthetic("synthetic-mail-21", 40, precision=0.95, recall=0.72, asof=0.55, nonpersons=0.09, pairs=0.7, hidden=0)


def test_a_twentieth_synthetic_mailbox_of_an_ecologists_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-20: 40 .eml messages of an invented ecologist's personal mail (2012-2021: a PhD
    in Colorado, a postdoc in Leeds, a park service job in Washington, a partner's jobs, a brother an electrician then a
    firefighter, parents' Christmas letters), written in session 43 by a helper that never saw the code. Scored held
    out with session 43's code after synthetic-mail-18 was read: precision 0.945, recall 0.429, as-of 0.386, pairs
    0.867 (13 right, no wrong), 1 of 13 non-persons as a person, no trap (the session's start code on it: 0.944 /
    0.417 / 0.368). Read in the same session (a doctoral student's sign-off, job words by their ending, a unit's
    lines under a title, a federal service, a tenancy a landlord's letter confirms, "who joins the lab as", "I'm still
    at X" of a firm, "from 1 August I'll be X", the title of a job accepted, a title "now" in small letters):
    precision 1.000, recall 0.743, as-of 0.649. Its UK numbers are in Ofcom's drama ranges, which `phonenumbers`
    rightly holds invalid: they are not read."""
    _synthetic("synthetic-mail-20", 40, precision=0.97, recall=0.71, asof=0.6, nonpersons=0.0, pairs=0.85, hidden=0)


def test_an_eighteenth_synthetic_mailbox_of_a_testers_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-18: 40 .eml messages of an invented QA tester turned product manager's mail
    (2015-2025: roommates, a partner who is a nurse, a move from Minneapolis to Portland, a sister's research jobs,
    friends' moves and jobs, a grandmother into assisted living), written in session 42 by a helper that never saw
    the code, scored once held out at session 42's end: precision 1.000, recall 0.579, as-of 0.310, pairs 0.909, 1
    person hidden (the session's start code: 1.000 / 0.524 / 0.310 / 0.636). Read in session 43 (a letter forwarded
    to family speaks to its own To line, a reply's attributed quote is its writer's, a couple's line over a street,
    a street's direction after its type, "New address for ...:", "Our forwarding address starting D:", "As of July 1
    I'm a X", "you are promoted to", "joins the X team as", a sister's address that spells her brother's name too):
    precision 1.000, recall 0.787, as-of 0.619, pairs 0.909, no one hidden."""
    _synthetic("synthetic-mail-18", 40, precision=0.97, recall=0.75, asof=0.57, nonpersons=0.0, pairs=0.9, hidden=0)


def test_a_seventeenth_synthetic_mailbox_of_a_retired_school_secretarys_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-17: 40 .eml messages of an invented school secretary's mail (2014-2024: her
    retirement and part-time library jobs, a downsizing move, three grown children's jobs and moves, a mother into
    assisted living, two long Christmas letters, church and HOA lists), written in session 42 by a helper that never
    saw the code. Scored held out after synthetic-mail-16 was read: precision 0.936, recall 0.464, as-of 0.349, pairs
    0.789 (15 right, no wrong), no non-person as a person, no trap (the session's start code: 0.933 / 0.448 /
    0.326). Read in the same session (a person's letter sent blind no mailing, one name over five addresses one
    person, the work one does as a title, "X made Engine Captain", a list's footer, a credential in capitals, a line of
    organisations, "X joins us as Y" at the writer's employer, a household's numbers by first name, a couple's home):
    precision 0.949, recall 0.625, as-of 0.465, pairs 1.000."""
    _synthetic("synthetic-mail-17", 40, precision=0.93, recall=0.6, asof=0.43, nonpersons=0.05, pairs=0.95, hidden=0)


def test_a_sixteenth_synthetic_mailbox_of_a_band_directors_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-16: 40 .eml messages of an invented high-school band director's personal mail
    (2016-2025: two schools, a wife's jobs, parents retiring to Tucson, a sister's moves, a brother in the Navy, a
    cousin's first jobs, a friend's own shop, a boosters' list and a neighbourhood list), written in session 42 by a
    helper that never saw the code. Scored held out with session 42's code after synthetic-mail-15 was read:
    precision 0.986, recall 0.610, as-of 0.350, pairs 0.818 (9 right, no wrong), 1 of 9 non-persons as a person, no
    trap (the session's start code on it: 0.985 / 0.572 / 0.325, and `hinet facts` failed on it: a chat's "i'm"
    read as "I'm" had filed facts under a record id the vault never held). Read in the same session (a service
    member's sign-off, "It is N" after a new number, a letter's inside address and its reader's start, a boss one
    works under, "I start Monday the 16th"): precision 0.989, recall 0.780, as-of 0.600."""
    _synthetic("synthetic-mail-16", 40, precision=0.97, recall=0.75, asof=0.55, nonpersons=0.12, pairs=0.8)


def test_a_fifteenth_synthetic_mailbox_of_a_photographers_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-15: 40 .eml messages of an invented photographer's personal and freelance mail
    (2017-2024: roommates, a partner and a wedding, a move across the country, a staff job, his own studio, a
    sister's nursing jobs, parents retiring to Florida, a cousin in the Navy), written in session 41 by a helper
    that never saw the code. Scored once held out at session 41's end, after every reading of the session:
    precision 0.937, recall 0.599, as-of 0.375, pairs 0.500 (3 right), 1 of 11 non-persons as a person, 1 person
    hidden, 1 trap (the session's start code on it: 0.912 / 0.539 / 0.292). Read in session 42 (a list's relayed
    sender as themselves, a job ended ahead held till then, a start said sentences on, "N is still me", a home one
    is in, will be at or signed a lease on, a licence that is a job, a student's sign-off, "who joins us ... on
    Monday, April 12" ahead, a relayed address that spells the poster's out as theirs, "IT says your ... email (x)
    will be live Monday", a firm's bulk mail no one's news, "bookings@" a role): precision 1.000, recall 0.796,
    as-of 0.875, pairs 0.833, no non-person as a person, no trap, no one hidden."""
    _synthetic("synthetic-mail-15", 40, precision=0.97, recall=0.76, asof=0.8, nonpersons=0.0, pairs=0.8, hidden=0)


def test_a_fourteenth_synthetic_mailbox_of_a_familys_life_scored_held_out_then_read():
    """benchmarks/gold/synthetic-mail-14: 40 .eml messages of an invented school nurse's family mail (AOL, then
    Gmail, 2015-2023: grown children's first jobs and moves, a husband's jobs, an Army son, a mother into assisted
    living, church and school lists), written in session 41 by a helper that never saw the code. Scored held out at
    the session's start: precision 0.976, recall 0.336, as-of 0.391, pairs 0.889, 1 trap (a clinic's front desk).
    Read in the same session (someone else's news told as the writer's own, firms a sign-off names by their kind,
    a family's card, a postal address under its label, letters' "your title will be", "Effective DATE,", ranks and
    degrees in sign-offs, homes got or found with their street): precision 0.986, recall 0.651, as-of 0.609, pairs
    1.000, no trap."""
    _synthetic("synthetic-mail-14", 40, precision=0.96, recall=0.62, asof=0.55, nonpersons=0.0, pairs=0.95)


def test_a_thirteenth_synthetic_mailbox_of_another_persons_life_held_out_then_read():
    """benchmarks/gold/synthetic-mail-13: 40 .eml messages of another invented person's personal mail (Yahoo, then
    Gmail, 2008-2015: grad school, a first job, a move across the country, friends' and family's news), written in
    session 40 by a helper that never saw the code. Scored once held out at session 40's end, after every reading
    of that session: precision 0.942, recall 0.504, as-of 0.400, pairs 1.000 (2 right, 1 wrong proposal), no trap.
    Read in session 41 ("New address:" and "new number, save it:" with their owner left out, a title "now", ahead,
    "bumped to", someone else's news as a letter tells it, a first name the vault knows, "still working for Dan",
    Yahoo's quote line no sign-off): precision 0.987, recall 0.791, as-of 0.850, pairs 1.000, no wrong proposal."""
    _synthetic("synthetic-mail-13", 40, precision=0.96, recall=0.75, asof=0.8, nonpersons=0.0, pairs=0.9)


def test_a_twelfth_synthetic_mailbox_of_a_grocery_chain_scored_held_out_then_read():
    """benchmarks/gold/synthetic-mail-12: 40 Outlook .eml messages of an invented grocery chain (2006-2011), written
    in session 40 by a helper that never saw the code. Scored held out after all of session 40's readings of the
    other trades: precision 0.931, recall 0.875, as-of 0.650, pairs 1.000 (2 right), 1 of 18 non-persons as a
    person, 1 trap stored (a dispatch desk's number). Read in the same session ("welcome X as Y", numbered stores
    and districts no employer, a desk's or a benefits line's number no one's, two reports in one sentence, "who has
    been promoted"): precision 0.991, recall 0.893, as-of 0.700, no non-person as a person, no trap."""
    _synthetic("synthetic-mail-12", 40, precision=0.97, recall=0.86, asof=0.65, nonpersons=0.0, pairs=0.9)


def test_an_eleventh_synthetic_mailbox_of_one_persons_life_scored_held_out_then_read():
    """benchmarks/gold/synthetic-mail-11: 40 .eml messages of one invented person's personal Gmail (2012-2019:
    family, friends, moves, jobs, a landlord, shops, lists), written in session 40 by a helper that never saw the
    code. Scored held out after all of session 40's readings of the trades: precision 0.941, recall 0.484, as-of
    0.200, pairs 0.800 (4 right), 2 of 11 non-persons as persons, no trap: a life's own mail was the weakest. Read
    in the same session (a new place, some weeks in at a job, "my boss, X,", "I'm a X at Y", a new e-mail or
    number said in passing, "promoted me to", "you are X for Y", a landlord's leasing box): precision 1.000, recall
    0.659, as-of 0.650, no non-person as a person."""
    _synthetic("synthetic-mail-11", 40, precision=0.97, recall=0.63, asof=0.6, nonpersons=0.0, pairs=0.75)


def test_a_tenth_synthetic_mailbox_of_modern_mail_scored_held_out_then_read():
    """benchmarks/gold/synthetic-mail-10: 40 .eml messages of an invented software startup (2016-2020: Gmail and
    Outlook 365 exports, quoted-printable and multipart bodies, Google Groups, bots), written in session 40 by a
    helper that never saw the code. First scored held out, with the insurer's and the contractor's readings in:
    precision 0.963, recall 0.817, as-of 0.500, pairs 1.000 (3 right), 3 of 19 non-persons as persons (GitHub's
    reply and no-reply addresses, a hiring mailbox), no trap. Read in the same session: precision 0.989, recall
    0.902, as-of 0.750, 1 of 19 non-persons as a person."""
    _synthetic("synthetic-mail-10", 40, precision=0.97, recall=0.88, asof=0.7, nonpersons=0.06, pairs=0.9)


def test_a_ninth_synthetic_mailbox_of_a_city_scored_held_out_then_read():
    """benchmarks/gold/synthetic-mail-9: 40 messages of an invented city government (2000-2003), written in
    session 40 by a helper that never saw the code. First scored held out, with the insurer's and the
    contractor's readings in: precision 0.960, recall 0.624, as-of 0.500, pairs 1.000 (10 right), 2 of 17
    non-persons as persons, 2 traps stored (a seat on a commission read as an employer; a constituent's home
    phone). Read in the same session: precision 0.984, recall 0.847, as-of 0.850, no non-person as a person. The
    one trap left is the gold's judgement against the Enron golds': a home phone a person gives as theirs ("You
    can call me at home at (937) 426-7781") is a fact there, a trap here; it is kept as the Enron golds count it."""
    _synthetic("synthetic-mail-9", 40, precision=0.97, recall=0.83, asof=0.8, nonpersons=0.0, pairs=0.9, traps=1)


def test_an_eighth_synthetic_mailbox_scored_held_out_then_read():
    """benchmarks/gold/synthetic-mail-8: 40 messages of an invented general contractor, written in session 40 by a
    helper that never saw the code. First scored held out (the pump manufacturer's readings in): precision 0.969,
    recall 0.898, as-of 0.750, pairs 0.750 (3 right, 0 wrong), 4 of 16 non-persons as persons ("SHB Bids", "SHB
    Safety", "Estimating, Shared", "Field Crew 3"), no trap. Read in the same session: precision 1.000, recall
    0.916, no non-person as a person."""
    _synthetic("synthetic-mail-8", 40, precision=0.97, recall=0.88, asof=0.7, nonpersons=0.0, pairs=0.7, hidden=0)


def test_a_seventh_synthetic_mailbox_scored_held_out_then_read():
    """benchmarks/gold/synthetic-mail-7: 40 messages of an invented insurer, written in session 40 by a helper that
    never saw the code. First scored held out: precision 0.947, recall 0.880, as-of 0.800, pairs 0.667 (2 right),
    1 of 15 non-persons as persons (the claims unit's mailbox), 2 traps stored ("I feel like I work for Gaither &
    Sons"; a policyholder's phone in a claim's record). Read in the same session: precision 0.991, recall 0.892, no
    non-person as a person, no trap."""
    _synthetic("synthetic-mail-7", 40, precision=0.97, recall=0.86, asof=0.75, nonpersons=0.0, pairs=0.6, hidden=0)


def test_a_sixth_synthetic_mailbox_scored_held_out_then_read():
    """benchmarks/gold/synthetic-mail-6: 40 messages of an invented pump manufacturer, written in session 39 by a
    helper that never saw the code, scored once held out with the law firm's readings in: precision 0.992, recall
    0.843, as-of 0.632, pairs 1.000 (2 right), 3 of 14 non-persons as persons (two lists named for a plant's
    supervisors, a supplier's order desk), no trap. Read in session 40 (a group named by its job, an order desk, a
    phone on a line of fields with an e-mail, a street and its town after a slash, "the fastest way to reach me",
    a join into a department on a weekday's date, a transfer within the firm, the firm's own title as an
    apposition): precision 0.993, recall 0.908, as-of 0.737, no non-person as a person."""
    _synthetic("synthetic-mail-6", 40, precision=0.97, recall=0.87, asof=0.7, nonpersons=0.0, pairs=0.9)


def test_a_fourth_synthetic_mailbox_scored_held_out_then_read():
    """benchmarks/gold/synthetic-mail-4: 40 messages of an invented law firm, written at session 38's end by a
    helper that never saw the code, scored once held out: precision 0.934, recall 0.730, as-of 0.700, pairs
    1.000 (9 right, 0 wrong), 2 of 14 non-persons as persons (a calendar system, a conflicts mailbox), no trap.
    Read in session 39 (a program's notice, a function's mailbox writing to lists, an office or a practice group
    as no employer, a firm by its initials, wrapped paragraphs, one-line postal addresses, asides, offers taken):
    precision 1.000, recall 0.836, as-of 0.900, no non-person as a person."""
    _synthetic("synthetic-mail-4", 40, precision=0.97, recall=0.8, asof=0.85, nonpersons=0.08, pairs=0.9)


def test_a_third_synthetic_mailbox_written_by_someone_who_never_saw_the_code():
    """benchmarks/gold/synthetic-mail-3: 45 messages of an invented hospital network, written in session 38 by a
    helper that never saw the code. First scored held out: precision 0.933, recall 0.595, as-of 0.280, 4 of 19
    non-persons as persons, pairs 0.625. After what it showed (credentials after names, a title with its
    department, "has agreed to serve as", "currently X", bullets, residents' and leadership lists): precision
    0.972, recall 0.658, as-of 0.640, 1 of 19 non-persons."""
    _synthetic("synthetic-mail-3", 45, precision=0.95, recall=0.63, asof=0.6, nonpersons=0.06, pairs=0.6)


def test_a_second_synthetic_mailbox_written_by_someone_who_never_saw_the_code():
    """benchmarks/gold/synthetic-mail-2: 45 messages of an invented freight railroad and their gold, written in
    session 38 by a helper that never saw the code. First scored held out: facts precision 0.986, recall 0.665
    (managers 0.200), as-of 0.640, pairs 0.625 (5 right, 0 wrong), 1 of 17 non-persons as a person, no trap.
    After what it showed ("report to" from its sentence's subject, a role mailbox's announcement its signer's,
    short first names, one-line sign-offs with bars, "her line is", "reach me at <address>"): precision 1.000,
    recall 0.820, as-of 0.840, pairs 0.750 (6 right, 0 wrong)."""
    _synthetic("synthetic-mail-2", 45, precision=0.97, recall=0.78, asof=0.8, nonpersons=0.06, pairs=0.75)


def test_synthetic_mail_written_by_someone_who_never_saw_the_code():
    """benchmarks/gold/synthetic-mail: 45 messages of an invented energy trader (Exchange export headers,
    signatures, announcements, forwards, lists, traps) and their gold, written in session 36 by a helper
    that never saw the code. First scored held out: facts precision 0.993, recall 0.781, no trap,
    as-of 0.381, non-persons as persons 0.15 (desk mailboxes "market.risk@" written "Risk, Market"),
    pairs 0.333, no wrong merge. After what it showed (desks' mailboxes, "X, who joined Y's Z group on D
    as T", "X reports to me", a room "EB3130" no employer, "Robert (Bob) Kessling"): recall 0.819,
    as-of 0.524, no non-person as a person. Session 37 ("Starting Monday, June 4, I will be Manager of Capacity
    Marketing at Sierra Gas Transmission"): recall 0.831, as-of 0.571. Session 38 (an address only a body states
    is an identity proposed to its writer; "please note my new e-mail address, X, effective ..."; a boss by the
    first name the text gave in full, a person and their group, a pronoun, a boss planned with a new job's start):
    recall 0.869, as-of 0.714, pairs 0.333 -> 1.0. Not met on it: a title held before an announcement's new one,
    "the group, led by X, will report to Y", "Dan" for the gold's "Daniel"."""
    _synthetic("synthetic-mail", 45, precision=0.95, recall=0.85, asof=0.68, nonpersons=0.05, pairs=0.8)


def test_a_fiftieth_synthetic_mailbox_of_an_indian_engineers_life_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-50: 40 .eml messages of an invented software engineer's mail (2013-2023:
    Coimbatore, Chennai, Bengaluru, Pune, Toronto, Mississauga; offer letters with CTC, a relieving letter, a housing
    society, a Canadian immigration consultant; a chartered accountant wife, parents to Chennai, a doctor sister),
    written in session 52 by a helper that never saw the code, scored held out when it came: precision 0.953, recall
    0.45, as-of 0.42 (the session's start code the same; 0.965 / 0.478 / 0.42 once the scorer took "Bangalore" for
    "Bengaluru"). Read in part in session 52 (an address as India writes it, a number India's in a mail sent at +05:30,
    "our apartment will be:", "Moving in on the 17th:", a letter's inside address no employer): 0.979 / 0.539 / 0.5."""
    _synthetic(
        "synthetic-mail-50", 40, precision=0.95, recall=0.52, asof=0.46, nonpersons=0.1, pairs=0.8, hidden=0, traps=0
    )


def test_a_fifty_first_synthetic_mailbox_of_an_israeli_social_workers_life_mostly_in_hebrew_held_out():
    """benchmarks/gold/synthetic-mail-51: 40 .eml messages of an invented social worker's mail (2013-2023, three
    quarters in Hebrew: Beer Sheva's welfare department, a Jerusalem hospital's social-work unit, a non-profit's
    branch; a paramedic partner, a brother in tech, a sister in London), written in session 52 by a helper that never
    saw the code, scored held out when it came: precision 0.906, recall 0.487, as-of 0.32, 1 of 15 non-persons as a
    person, 2 traps (the session's start code 0.904 / 0.482 / 0.32, 2 of 15, 2 traps). Its sign-offs read in part (a
    conference committee's seat and an event's year no post, a unit in a title's line and a post box no employer; a
    Hebrew boss as people say it, "ראש הצוות שלי תהיה X", "הממונה הישירה שלך:", "והיא כפופה אליי"): 0.956 / 0.538 /
    0.36, 1 trap (an organisation's "Our address is" read as the writer's home), 1 person hidden as a
    role mailbox. Session 53 (a Hebrew title before a name no word of it, so "פרופ' אלון גרינברג" <alon.greenberg@>
    sending all-staff mail is a person; an organisation's "Our address is" no home; a name and a title line in two
    scripts): 0.978 / 0.538 / 0.38, no trap, no one hidden."""
    _synthetic(
        "synthetic-mail-51", 40, precision=0.95, recall=0.5, asof=0.35, nonpersons=0.1, pairs=0.85, hidden=0, traps=0
    )


def test_a_fifty_second_synthetic_mailbox_of_an_australian_pharmacists_life_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-52: 40 .eml messages of an invented pharmacist's mail (2013-2023: Footscray,
    Brunswick, Auckland, Sydney; a pharmacy chain's HR in Outlook style, a hospital's offer, a strata manager; a teacher
    husband, parents who downsize to Geelong, an electrician brother), written in session 53 by a helper that never saw
    the code, scored held out when it came: precision 0.971, recall 0.571, as-of 0.417, 1 of 14 non-persons as a person
    (the session's start code 0.970 / 0.556 / 0.417). Read in part in session 53 (a number with its area code in
    brackets, "(03) 5550 4410"; a home "we've been in our flat:", "we now own (...) a little three-bed townhouse:", "The
    new address:", one got "Tash and I have got a 2 bed unit in Scarborough, ...: Unit 5, ..."; an Australian suburb no
    town of its own; "a unit in Belmont, Geelong": Geelong): 0.974 / 0.657 / 0.521. Its gold files a suburb's home under
    the city ("Brunswick VIC" lives in Melbourne), which the gazetteer cannot tell."""
    _synthetic(
        "synthetic-mail-52", 40, precision=0.95, recall=0.63, asof=0.5, nonpersons=0.1, pairs=0.8, hidden=0, traps=0
    )


def test_a_fifty_third_synthetic_mailbox_of_an_american_electricians_life_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-53: 40 .eml messages of an invented electrician's mail (2012-2022: El Paso,
    Chicago's Pilsen and Berwyn, Chandler AZ; a union hall's dispatch notices, a contractor's HR in Outlook style, a
    promotion letter, a relocation; a dental hygienist wife, a brother in the Army posted to Germany), written in
    session 53 by a helper that never saw the code, scored held out when it came: precision 0.991, recall 0.730, as-of
    0.469, 3 of 14 non-persons as persons (the session's start code 0.990 / 0.724 / 0.469). Read in part in session 53
    (a contractor's desks "Bids" <bids@> and a site's list role mailboxes and lists; a promotion letter's post with its
    division before its day and "In this role you will report to X"; a renewal letter's residents and unit; "Call the
    house when you can, N"; an Army rank before the name the title where the block gives none): 1.0 / 0.795 / 0.592."""
    _synthetic(
        "synthetic-mail-53", 40, precision=0.97, recall=0.76, asof=0.55, nonpersons=0.1, pairs=0.9, hidden=0, traps=0
    )


def test_a_fifty_fourth_synthetic_mailbox_of_a_nigerian_british_doctors_life_held_out():
    """benchmarks/gold/synthetic-mail-54: 40 .eml messages of an invented doctor's mail (2013-2023: Lagos, Manchester,
    Birmingham, Leicester; an NHS trust's and a deanery's HR in Outlook style, a practice's partnership newsletter; a
    teacher husband, parents to Abuja, a banker brother), written in session 53 by a helper that never saw the code,
    scored held out when it came (with the code of session 53's readings of -51 to -53): precision 0.947, recall 0.508,
    as-of 0.286, pairs 0.444, 4 of 15 non-persons as persons; the session's start code the same: the readings of three
    other mailboxes carried nothing to it. Read in part (a mailbox named for its role, "Medical Staffing",
    "completions@"; a surname and its double-barrelled married form, "Chi Okonkwo" and "Chi Okonkwo-Hale", proposed
    together; a number read in the country of the cities a letter names, "here in Enugu"; "My new UK line is N"; a
    sign-off's firm with its district and town; "has resumed work at"; a conveyancer's title; "I have signed with X as
    a family physician"; "still in the same apartment, X"): 0.989 / 0.683 / 0.469, pairs 0.667, 2 of 15 non-persons
    as persons."""
    _synthetic(
        "synthetic-mail-54", 40, precision=0.95, recall=0.64, asof=0.42, nonpersons=0.14, pairs=0.65, hidden=0, traps=0
    )


def test_a_fifty_fifth_synthetic_mailbox_of_an_israeli_engineers_life_in_hebrew_and_english_held_out():
    """benchmarks/gold/synthetic-mail-55: 40 .eml messages of an invented engineering manager's mail (2013-2023, three
    fifths in Hebrew: Tel Aviv, Ramat Gan, Berlin, Herzliya; a startup's all-hands, a relocation letter, a Hebrew
    offer, an Anmeldung bot, a reserve unit's coordinator), written in session 53 by a helper that never saw the code,
    scored held out when it came: precision 0.889, recall 0.468, as-of 0.48, pairs 0.333, 2 of 14 non-persons as
    persons (a kindergarten's "גן רקפת - הרצליה" <gan.rakefet@>, which that session's reading of a Hebrew name spelled
    by its address had made a person; mended: 1 of 14), 1 trap; the session's start code 0.888 / 0.461 / 0.46 / 1 of
    14. Not read: the one held out to the end of session 53."""
    _synthetic(
        "synthetic-mail-55", 40, precision=0.87, recall=0.45, asof=0.46, nonpersons=0.08, pairs=0.3, hidden=0, traps=1
    )


def test_a_fifty_sixth_synthetic_mailbox_of_a_canadian_nurses_life_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-56: 40 .eml messages of an invented nurse's mail (2013-2023: Toronto, Calgary,
    Halifax; a hospital's offer and appointment letters, a union local's list, a condo board; an electrician husband
    who starts his own firm, parents who sell up in Moncton for a condo in Dieppe, a firefighter brother made captain),
    written in session 54 by a helper that never saw the code, scored held out when it came: precision 0.868, recall
    0.354, as-of 0.24 (the session's start code the same). Read in part in session 54 (Canadian addresses with their
    province and postal code; a home set off under a label after talk of one's own home, "For Papa's fridge list:";
    "Medical Centre" and Canada's credentials; a ward before its hospital; "Maëlle's office is ..., her phone is N")."""
    _synthetic(
        "synthetic-mail-56", 40, precision=0.92, recall=0.53, asof=0.34, nonpersons=0.07, pairs=0.7, hidden=0, traps=1
    )


def test_a_fifty_seventh_synthetic_mailbox_of_an_irish_lecturers_life_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-57: 40 .eml messages of an invented lecturer's mail (2012-2022: Dublin,
    Manchester, Edinburgh; universities' Exchange servers writing "O'Brien, Ciaran", department lists, a letting agent,
    a promotion letter; an architect partner who co-founds a practice, parents who move to Connemara), written in
    session 54 by a helper that never saw the code, scored held out when it came: precision 0.925, recall 0.447, as-of
    0.36 (the session's start code the same). Read in part in session 54 (a name with an apostrophe, "O'Brien" and a
    client's curly "O’Brien"; "Professor" before a name; "Dean Whitworth" a name; "St Brendan's College Dublin")."""
    _synthetic(
        "synthetic-mail-57", 40, precision=0.92, recall=0.5, asof=0.33, nonpersons=0.07, pairs=0.65, hidden=0, traps=1
    )


def test_a_fifty_eighth_synthetic_mailbox_of_a_south_african_accountants_life_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-58: 40 .eml messages of an invented chartered accountant's mail (2010-2021: Cape
    Town, Johannesburg, London; an audit firm's letters, a body corporate, a UK letting agent, a secondment to Dubai),
    written in session 54 by a helper that never saw the code, scored held out when it came: precision 0.973, recall
    0.425, as-of 0.34 -- below the session's start code (0.975 / 0.471 / 0.34): that session's reading of "CA(SA)" as
    a credential had cut a partner's sign-off short; taken back. Read in part (a South African address, its city's
    line and postal code under a suburb's; "The address for the parcel (...):"; a letting agent's "you're all set to
    move into X on D"; "Our forwarding address from the 11th will be X")."""
    _synthetic(
        "synthetic-mail-58", 40, precision=0.95, recall=0.49, asof=0.4, nonpersons=0.08, pairs=0.7, hidden=0, traps=0
    )


def test_a_fifty_ninth_synthetic_mailbox_of_a_filipino_american_nurses_life_held_out():
    """benchmarks/gold/synthetic-mail-59: 40 .eml messages of an invented nurse's mail (2011-2021: Manila, Daly City,
    Honolulu, Sacramento; Taglish family letters, a recruitment agency, a nursing board's bot; a pharmacist husband who
    opens his own pharmacy), written in session 54 by a helper that never saw the code, scored held out when it came
    (with that session's readings of -56 to -58): precision 0.961, recall 0.409, as-of 0.24, pairs 0.118 (the start
    code 0.959 / 0.389 / 0.24 / 0.118). Its owner's names alone were read (her names on one address no shared
    mailbox; her maiden-name mailbox and her married-name one proposed together): pairs 0.294."""
    _synthetic(
        "synthetic-mail-59", 40, precision=0.94, recall=0.48, asof=0.3, nonpersons=0.07, pairs=0.29, hidden=0, traps=1
    )


def test_a_sixtieth_synthetic_mailbox_of_an_australian_vets_life_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-60: 40 .eml messages (CRLF line ends) of an invented vet's mail (2012-2023:
    Brisbane, Horsham VIC, Perth; a New Zealand partner who teaches), written in session 55 by a helper that never saw
    the code, scored held out when it came: precision 0.965, recall 0.586, as-of 0.40, pairs 0.85. Read in part (a
    mail's CRLF lines; an Australian suburb's city by its postcode; "we'll both be at:", "so from then it's:", "We're
    renting a unit in X for now ...:"; "New address for both of us:"; the partner's home too)."""
    _synthetic("synthetic-mail-60", 40, precision=0.95, recall=0.64, asof=0.58, nonpersons=0.05, pairs=0.8, hidden=0)


def test_a_sixty_first_synthetic_mailbox_of_a_kenyan_engineers_life_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-61: 40 .eml messages of an invented software engineer's mail (2012-2023:
    Nairobi, Kigali, London, Manchester), written in session 55 by a helper that never saw the code, scored held out
    when it came: precision 0.960, recall 0.643, as-of 0.42, pairs 1.0. Read in part ("Hse No. 6, Mpaka Court, Mpaka
    Road, Westlands", "off Ngong Road", "KG 9 Ave"; "I have also found a bedsitter near the office - X"; a letting
    agent's "I am pleased to confirm your tenancy of:" to "Mr Owino and Mrs Kariuki"; "We got the keys to <street>")."""
    _synthetic("synthetic-mail-61", 40, precision=0.94, recall=0.68, asof=0.6, nonpersons=0.05, pairs=0.95, hidden=0)


def test_a_sixty_second_synthetic_mailbox_of_a_singaporean_teachers_life_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-62: 40 .eml messages of an invented teacher's mail (2012-2022: Singapore, Kuala
    Lumpur, Petaling Jaya), written in session 55 by a helper that never saw the code, scored held out when it came:
    precision 0.971, recall 0.485, as-of 0.40, 2 of 10 non-persons as persons. Read in part (an HDB block's "#11-482",
    a Malaysian "A-12-3 ... Jalan ... 59100 Kuala Lumpur"; "Jason and I will move in" a couple; a family group on
    googlegroups.com a list whatever its name spells)."""
    _synthetic("synthetic-mail-62", 40, precision=0.95, recall=0.59, asof=0.55, nonpersons=0.05, pairs=0.7, hidden=0)


def test_a_sixty_third_synthetic_mailbox_of_an_israeli_engineers_life_held_out_then_read_in_part():
    """benchmarks/gold/synthetic-mail-63: 40 .eml messages, half in Hebrew, of an invented biomedical engineer's mail
    (2012-2023: Be'er Sheva, Haifa, Tel Aviv, Ramat Gan, Boston, Modi'in), written in session 55 by a helper that
    never saw the code, scored held out when it came: precision 0.958, recall 0.626, as-of 0.449. Read in part ("אני
    והילה גרות ...", "אנחנו (אני ואיתי) גרים ..."; an offer quoted in the reply that accepts it, cc'ing the boss)."""
    _synthetic("synthetic-mail-63", 40, precision=0.94, recall=0.65, asof=0.55, nonpersons=0.1, pairs=0.95, hidden=0)


def test_a_sixty_fourth_synthetic_mailbox_of_an_american_product_managers_life_held_out():
    """benchmarks/gold/synthetic-mail-64: 40 .eml messages of an invented product manager's mail (2012-2022: Columbus,
    Chicago, Denver, Austin; a teacher husband, an Army officer sister), written in session 55 by a helper that never
    saw the code, scored held out (after the session's -60 to -63 readings): precision 0.933, recall 0.705, as-of
    0.56, pairs 0.95 (the session's start code 0.929 / 0.651 / 0.50 / 0.95). Not read."""
    _synthetic("synthetic-mail-64", 40, precision=0.91, recall=0.68, asof=0.52, nonpersons=0.1, pairs=0.9, hidden=0)


def test_a_sixty_fifth_synthetic_mailbox_of_a_jamaican_canadian_nurses_life_held_out():
    """benchmarks/gold/synthetic-mail-65: 40 .eml messages of an invented nurse's mail (2012-2022: Kingston, Toronto,
    Mississauga, Calgary; Jamaican English and patois), written in session 55 by a helper that never saw the code,
    scored held out (after the session's -60 to -63 readings): precision 0.988, recall 0.566, as-of 0.44 (the start
    code the same). Its "Me and Andre moved in" alone read: recall 0.614, as-of 0.54."""
    _synthetic("synthetic-mail-65", 40, precision=0.96, recall=0.59, asof=0.5, nonpersons=0.05, pairs=0.7, hidden=0)


def test_a_sixty_sixth_synthetic_mailbox_of_an_israeli_qa_leads_life_held_out():
    """benchmarks/gold/synthetic-mail-66: 40 .eml messages, mostly Hebrew, some Russian, of an invented QA lead's mail
    (2013-2023: Ashdod, Haifa, Berlin, Petah Tikva), written in session 55 by a helper that never saw the code, scored
    held out (after the session's -60 to -63 readings): precision 0.953, recall 0.556, as-of 0.38 (the start code the
    same). Its "יש לנו דירה בפתח תקווה: רחוב ..." alone read: recall 0.563, as-of 0.42."""
    _synthetic("synthetic-mail-66", 40, precision=0.93, recall=0.54, asof=0.4, nonpersons=0.05, pairs=0.95, hidden=0)


def test_a_sixty_seventh_synthetic_mailbox_of_an_irish_pharmacists_life_held_out():
    """benchmarks/gold/synthetic-mail-67: 40 .eml messages of an invented community pharmacist's mail (2012-2022: Cork,
    Limerick, Galway, Toronto; Irish English, Eircodes, a teacher husband), written in session 56 by a helper that
    never saw the code, scored held out with the session's start code: precision 1.000, recall 0.472, as-of 0.16; with
    the mailbox's owner read as the owner (no owner configured): recall 0.497, as-of 0.24; read in part (Ireland's
    "I'm after moving", an address with no number before its street, a school's Irish-named lists)."""
    _synthetic("synthetic-mail-67", 40, precision=0.97, recall=0.52, asof=0.3, nonpersons=0.05, pairs=0.7, hidden=0)


def test_a_sixty_eighth_synthetic_mailbox_of_a_nigerian_bankers_life_held_out():
    """benchmarks/gold/synthetic-mail-68: 40 .eml messages of an invented banker's mail (2012-2022: Lagos, London,
    Abuja; Nigerian English and Pidgin), written in session 56 by a helper that never saw the code, scored held out
    with the session's start code: precision 0.947, recall 0.581, as-of 0.32 (the owner's titles and bosses said under
    his work addresses, his as-of questions asked of his own)."""
    _synthetic("synthetic-mail-68", 40, precision=0.94, recall=0.6, asof=0.38, nonpersons=0.05, pairs=0.6, hidden=0)


def test_a_sixty_ninth_synthetic_mailbox_of_a_new_zealand_teachers_life_held_out():
    """benchmarks/gold/synthetic-mail-69: 40 .eml messages of an invented science teacher's mail (2012-2022: Dunedin,
    Palmerston North, Melbourne, Tauranga; te reo Maori greetings, a vet partner), written in session 56 by a helper
    that never saw the code, scored held out with the session's start code: precision 0.970, recall 0.481, as-of 0.32;
    with the mailbox's owner read as the owner and "Bex" a Rebecca: recall 0.508, as-of 0.36, pairs 0.773."""
    _synthetic("synthetic-mail-69", 40, precision=0.95, recall=0.53, asof=0.48, nonpersons=0.1, pairs=0.75, hidden=0)


def test_a_seventieth_synthetic_mailbox_of_an_indian_data_scientists_life_held_out():
    """benchmarks/gold/synthetic-mail-70: 40 .eml messages of an invented data scientist's mail (2013-2023: Pune,
    Bengaluru, Hyderabad, Singapore; Hindi and Marathi in family mail), written in session 56 by a helper that never
    saw the code, scored held out with the session's start code: precision 0.954, recall 0.570, as-of 0.479, one
    trap (a vice-chancellor a newsletter names); with the mailbox's owner read as the owner and a number grouped as
    India groups it ("70555 30291 (Jio)") India's: recall 0.600, as-of 0.542."""
    _synthetic(
        "synthetic-mail-70", 40, precision=0.94, recall=0.64, asof=0.65, nonpersons=0.05, pairs=0.95, hidden=0, traps=1
    )


def test_a_seventy_first_synthetic_mailbox_of_a_south_african_lawyers_life_held_out():
    """benchmarks/gold/synthetic-mail-71: 40 .eml messages of an invented commercial lawyer's mail (2012-2022:
    Johannesburg, Cape Town, London; a civil engineer husband), written in session 56 by a helper that never saw the
    code, scored held out after the session's readings of -65 to -70: precision 0.964, recall 0.728, as-of 0.62 (the
    session's start code 0.981 / 0.694 / 0.60); then a passive "signed by" read as no job signed: 0.981."""
    _synthetic("synthetic-mail-71", 40, precision=0.96, recall=0.7, asof=0.6, nonpersons=0.05, pairs=0.7, hidden=0)


def test_a_seventy_second_synthetic_mailbox_of_a_scottish_engineers_life_held_out():
    """benchmarks/gold/synthetic-mail-72: 40 .eml messages of an invented software engineer's mail (2012-2022:
    Glasgow, Edinburgh, Amsterdam, Aberdeen; a GP wife), written in session 56 by a helper that never saw the code,
    scored held out after the session's readings: precision 0.949, recall 0.609, as-of 0.50, 3 traps (the start code
    0.946 / 0.571 / 0.375); a practice's "(reception)" line then read as no doctor's: 2 traps (a club's secretary, a
    country's officer a newsletter names)."""
    _synthetic(
        "synthetic-mail-72", 40, precision=0.94, recall=0.59, asof=0.48, nonpersons=0.05, pairs=0.75, hidden=0,
        traps=2, wrong_proposals=1,
    )  # fmt: skip


def test_a_seventy_third_synthetic_mailbox_of_a_texan_firefighters_life_held_out():
    """benchmarks/gold/synthetic-mail-73: 40 .eml messages of an invented firefighter-paramedic's mail (2011-2021:
    San Antonio, Austin, Houston, El Paso; Spanish in family mail), written in session 56 by a helper that never saw
    the code, scored held out after the session's readings: precision 0.923, recall 0.605, as-of 0.36, one trap (a
    priest a parish newsletter names), a quarter of its lists and bots shown as persons (the start code 0.919 / 0.581
    / 0.26); its lists named in Spanish ("boletin@", "feligreses@") and a crew's shift list ("c-shift@") then read as
    lists: none shown as persons, no trap; then "Marisol and I are in Austin: <address>", a room one rents, "I'll be
    Lead Fire Medic starting May 1": 0.950 / 0.636 / 0.48."""
    _synthetic("synthetic-mail-73", 40, precision=0.92, recall=0.58, asof=0.34, nonpersons=0.05, pairs=0.7, hidden=0)


def test_a_seventy_fourth_synthetic_mailbox_of_a_german_turkish_engineers_life_held_out():
    """benchmarks/gold/synthetic-mail-74: 40 .eml messages, mostly German, of an invented mechanical engineer's mail
    (2012-2022: Stuttgart, Munich, Istanbul, Berlin; Turkish in family mail), written in session 56 by a helper that
    never saw the code, scored held out after the session's readings: precision 0.754, recall 0.251, as-of 0.30 (the
    start code 0.731 / 0.191 / 0.18): German sign-offs' titles read as their signers' names. With German title words
    ("Teamleiter Strukturberechnung", "Entwicklungsingenieur"): 0.938 / 0.377 / 0.36, and its departments' mailboxes
    ("Entwicklung Getriebe") no persons. German statements are not read (the memory layer reads English and Hebrew)."""
    _synthetic("synthetic-mail-74", 40, precision=0.92, recall=0.35, asof=0.34, nonpersons=0.2, pairs=0.95, hidden=0)


def test_a_seventy_fifth_synthetic_mailbox_of_a_brazilian_american_nurses_life_held_out():
    """benchmarks/gold/synthetic-mail-75: 40 .eml messages of an invented ICU nurse's mail (2012-2022: Newark,
    Boston, Quincy, Orlando; Portuguese in family mail), written in session 56 by a helper that never saw the code,
    scored held out at the session's end: precision 0.962, recall 0.684, as-of 0.52 (the session's start code 0.986 /
    0.632 / 0.34); two of its sentences then read ("Our first house", a move another wished for one): 0.988 / 0.719
    / 0.58."""
    _synthetic("synthetic-mail-75", 40, precision=0.96, recall=0.68, asof=0.52, nonpersons=0.25, pairs=0.8, hidden=0)


def test_a_seventy_sixth_synthetic_mailbox_of_a_welsh_teachers_life_held_out():
    """benchmarks/gold/synthetic-mail-76: 40 .eml messages of an invented primary teacher's mail (2013-2023: Cardiff,
    Swansea, Bristol; Welsh greetings, a paramedic partner), written in session 56 by a helper that never saw the
    code, scored held out at the session's end: precision 0.919, recall 0.641, as-of 0.348, 2 traps (a rugby club's
    coach and captain) (the start code 0.923 / 0.569 / 0.239); one sentence then read (a class one teaches no
    employer): precision 0.929."""
    _synthetic(
        "synthetic-mail-76", 40, precision=0.9, recall=0.62, asof=0.32, nonpersons=0.1, pairs=0.5, hidden=0, traps=2
    )


def test_a_seventy_seventh_synthetic_mailbox_of_an_israeli_lawyers_life_held_out():
    """benchmarks/gold/synthetic-mail-77: 40 .eml messages, almost all Hebrew, of an invented lawyer's mail
    (2012-2022: Jerusalem, New York, Tel Aviv, Ramat Gan), written in session 56 by a helper that never saw the code,
    scored held out at the session's end: precision 0.966, recall 0.414, as-of 0.51, one trap (the start code 0.964
    / 0.385 / 0.429). Not read."""
    _synthetic(
        "synthetic-mail-77", 40, precision=0.94, recall=0.39, asof=0.48, nonpersons=0.05, pairs=0.55, hidden=0, traps=1
    )


def test_a_seventy_eighth_synthetic_mailbox_of_an_australian_mining_engineers_life_held_out():
    """benchmarks/gold/synthetic-mail-78: 40 .eml messages of an invented mining engineer's mail (2012-2022:
    Melbourne, Perth and FIFO rosters in the Pilbara and Kalgoorlie, Fremantle, Brisbane), written in session 57 by
    a helper that never saw the code, scored held out (the start code 0.988 / 0.612 / 0.34; at first sight, session
    57's code after its first change, 0.988 / 0.612 / 0.36); read: an employer's record under "the details we hold
    for you", "your position will be X ..., reporting to me", "I'm in! X with Y, starting D": 0.990 / 0.682 / 0.62."""
    _synthetic("synthetic-mail-78", 40, precision=0.97, recall=0.66, asof=0.58, nonpersons=0.05, pairs=0.95, hidden=0)


def test_a_seventy_ninth_synthetic_mailbox_of_a_filipino_nurses_life_held_out():
    """benchmarks/gold/synthetic-mail-79: 40 .eml messages of an invented nurse's mail, in English and Tagalog
    (2012-2022: Quezon City, Cebu, Dubai, Toronto, Mississauga), written in session 57 by a helper that never saw
    the code, scored held out (the start code 0.972 / 0.436 / 0.10; at first sight 0.972 / 0.436 / 0.14); read: the
    owner's work addresses under her full name, letters that give a post in prose: 0.976 / 0.497 / 0.40 (her own
    news in Tagalog is not read)."""
    _synthetic("synthetic-mail-79", 40, precision=0.95, recall=0.47, asof=0.3, nonpersons=0.05, pairs=0.95, hidden=0)


def test_a_eightieth_synthetic_mailbox_of_an_israeli_engineers_life_held_out():
    """benchmarks/gold/synthetic-mail-80: 40 .eml messages of an invented software engineer's mail in Hebrew and
    English (2012-2023: Tel Aviv, Givatayim, Haifa, Boston, Kfar Saba), written in session 57 by a helper that never
    saw the code, scored held out (the start code 0.960 / 0.653 / 0.50; at first sight 0.960 / 0.653 / 0.48; the
    same at the session's end); read in session 58: a Hebrew street's town in brackets after it, a relocation firm's
    housing mailbox no person: 0.970 / 0.659 / 0.50, non-persons 0.167 -> 0.083."""
    _synthetic("synthetic-mail-80", 40, precision=0.95, recall=0.64, asof=0.48, nonpersons=0.1, pairs=0.7, hidden=0)


def test_a_eighty_first_synthetic_mailbox_of_an_american_accountants_life_held_out():
    """benchmarks/gold/synthetic-mail-81: 40 .eml messages of an invented tax accountant's mail (2012-2023:
    Columbus, Dublin OH, Minneapolis, Tampa), written in session 57 by a helper that never saw the code, scored held
    out (the start code 0.983 / 0.628 / 0.469; at first sight 0.983 / 0.628 / 0.51); read: a home ahead with a hotel
    stay before it, a leaving that names the employer shorter, "you'd join X as Y effective D": 0.984 / 0.644 /
    0.653 (her husband's homes are said as "we" with no word of a husband: not his)."""
    _synthetic(
        "synthetic-mail-81",
        40,
        precision=0.96,
        recall=0.61,
        asof=0.58,
        nonpersons=0.05,
        pairs=0.95,
        hidden=0,
        wrong_proposals=1,
    )


def test_a_eighty_second_synthetic_mailbox_of_a_singaporean_analysts_life_held_out():
    """benchmarks/gold/synthetic-mail-82: 40 .eml messages of an invented civil servant's and bank analyst's mail
    (2013-2023: Tampines, Ang Mo Kio, Bishan, Hong Kong, Punggol), written in session 57 by a helper that never saw
    the code, scored held out (the start code 0.912 / 0.617 / 0.46; at first sight and at the session's end the
    same); read in session 58: no address "1 June" from "moved into the condo on 1 June", no person "Verdance
    Residences", a building over its street and a district over its city ("Flat 12A, Kingsley Terrace\n41 Ko Shing Lane,
    Sai Ying Pun\nHong Kong"), no number the writer says is terminated: 0.961 / 0.629 / 0.48."""
    _synthetic("synthetic-mail-82", 40, precision=0.94, recall=0.61, asof=0.46, nonpersons=0.05, pairs=0.75, hidden=1)


def test_a_eighty_third_synthetic_mailbox_of_a_kenyan_programme_officers_life_held_out():
    """benchmarks/gold/synthetic-mail-83: 40 .eml messages of an invented programme officer's mail (2011-2021:
    Nairobi, Kampala, Geneva, Karen), written in session 57 by a helper that never saw the code, scored held out
    (the start code 0.864 / 0.606 / 0.347; at first sight 0.865 / 0.606 / 0.327); read: no employer in a block of
    flats one is at, an agency's country office, a field in brackets; a firm's line with its address past a dash:
    0.944 / 0.641 / 0.408."""
    _synthetic("synthetic-mail-83", 40, precision=0.92, recall=0.62, asof=0.38, nonpersons=0.05, pairs=0.95, hidden=0)


def test_a_eighty_fourth_synthetic_mailbox_of_an_american_software_engineers_life_held_out():
    """benchmarks/gold/synthetic-mail-84: 40 .eml messages of an invented software engineer's mail (2013-2023:
    Seattle, Oakland, Mountain View, Denver; a startup acquired), written in session 57 by a helper that never saw
    the code, scored held out (the start code 0.981 / 0.737 / 0.49; at first sight 0.981 / 0.737 / 0.469); read in
    session 58: a job asked and taken in the reply above it, an HR system's record of a hire, an offer's "start date
    would be", a forwarding address, a partner's "we" home, a promotion congratulated: 0.983 / 0.813 / 0.694."""
    _synthetic("synthetic-mail-84", 40, precision=0.96, recall=0.79, asof=0.64, nonpersons=0.05, pairs=0.9, hidden=0)


def test_a_eighty_fifth_synthetic_mailbox_of_a_british_academics_life_held_out():
    """benchmarks/gold/synthetic-mail-85: 40 .eml messages of an invented academic's mail (2011-2022: Oxford,
    Edinburgh, Toronto), written in session 57 by a helper that never saw the code, scored held out (the start code
    0.965 / 0.620 / 0.449; at first sight 0.988 / 0.642 / 0.469); read in session 58: a welcome's "You start with us on
    D as X", an address "For post and parcels:" and "From then, the address is:", an Edinburgh flat's "2F1", an
    appointment a forwarded letter confirms "from the start of the new session, D", "X want me!! Title, ..., starting
    D", "first week at X done!", "My head of department is X": 0.989 / 0.715 / 0.653."""
    _synthetic("synthetic-mail-85", 40, precision=0.96, recall=0.69, asof=0.62, nonpersons=0.05, pairs=0.95, hidden=0)


def test_a_eighty_sixth_synthetic_mailbox_of_a_german_engineers_life_held_out():
    """benchmarks/gold/synthetic-mail-86: 40 .eml messages of an invented mechanical engineer's mail, mostly in German
    (2013-2023: Karlsruhe, Stuttgart, Munich, Zurich), written in session 58 by a helper that never saw the code,
    scored held out (the start code 0.941 / 0.365 / 0.26; at first sight the same); read: a mail robot's and a hotel's
    reservations mailbox no persons (0.231 -> 0.077). German statements are not read."""
    _synthetic("synthetic-mail-86", 40, precision=0.92, recall=0.34, asof=0.24, nonpersons=0.1, pairs=0.9, hidden=0)


def test_a_eighty_seventh_synthetic_mailbox_of_an_indian_developers_life_held_out():
    """benchmarks/gold/synthetic-mail-87: 40 .eml messages of an invented software developer's mail (2013-2023:
    Bengaluru, Hyderabad, Seattle), written in session 58 by a helper that never saw the code, scored held out (the
    start code 0.989 / 0.636 / 0.48; at first sight the same); read in session 59: an address under "Address for any
    courier:" after "I have taken a PG", "shifting", an Indian address with its building's line above it and "Road No.
    3" inside, a smiley before "New address:", a bare "Address:" after "signed the lease", an HR worker profile: 0.990 /
    0.747 / 0.68."""
    _synthetic("synthetic-mail-87", 40, precision=0.96, recall=0.72, asof=0.64, nonpersons=0.05, pairs=0.9, hidden=0)


def test_a_eighty_eighth_synthetic_mailbox_of_a_south_african_chefs_life_held_out():
    """benchmarks/gold/synthetic-mail-88: 40 .eml messages of an invented chef's mail (2012-2022: Cape Town,
    Johannesburg, London), written in session 58 by a helper that never saw the code, scored held out (the start code
    0.966 / 0.674 / 0.52; at first sight 0.966 / 0.685 / 0.54); read in session 59: a flat got ("Naledi and I got the
    flat in Sea Point! Flat 6, ..., Sea Point, 8005 -- from 1 April"), "we move on 1 May. New address:" in any mail,
    "I got it. Head sommelier at X, from 1 March": 0.968 / 0.717 / 0.62."""
    _synthetic("synthetic-mail-88", 40, precision=0.94, recall=0.69, asof=0.58, nonpersons=0.05, pairs=0.95, hidden=0)


def test_a_eighty_ninth_synthetic_mailbox_of_an_israeli_researchers_life_held_out():
    """benchmarks/gold/synthetic-mail-89: 40 .eml messages of an invented graduate student's and postdoc's mail, mostly
    in Hebrew (2013-2023: Haifa, Tel Aviv, Berlin), written in session 58 by a helper that never saw the code, scored
    held out (the start code 0.875 / 0.552 / 0.383, a trap and three wrong proposals; at first sight the same); read: a
    someday's home no home ("מתישהו אנחנו גרים בליסבון"), Gmail's Hebrew attribution no sign-off of the reply above it
    (no wrong proposal), a student's "המנחה שלי הוא פרופ' X", "Your supervisor is Dr. X": 0.888 / 0.565 / 0.426. Its key
    writes Hebrew addresses, firms and titles in Latin letters, which the scorer does not match to the Hebrew the mail
    says."""
    _synthetic("synthetic-mail-89", 40, precision=0.86, recall=0.53, asof=0.36, nonpersons=0.1, pairs=0.95, hidden=0)


def test_a_ninetieth_synthetic_mailbox_of_a_canadian_pharmacists_life_held_out():
    """benchmarks/gold/synthetic-mail-90: 40 .eml messages of an invented hospital pharmacist's mail (2012-2023:
    Toronto, Hamilton, Vancouver, Burnaby, Halifax), written in session 59 by a helper that never saw the code, scored
    held out (the start code and first sight 0.961 / 0.483 / 0.50); read: "As of June 1 I'm in Hamilton: <address>", a
    block of details under "Please update your address books:", "I accepted a job in Vancouver! Clinical Pharmacist ...
    at X, starting D", "my work e-mail will be X once I start on July 2", "Owen and I bought a townhouse": 0.976 /
    0.545 / 0.729."""
    _synthetic("synthetic-mail-90", 40, precision=0.94, recall=0.5, asof=0.66, nonpersons=0.05, pairs=0.85, hidden=0)


def test_a_ninety_first_synthetic_mailbox_of_an_army_officers_life_held_out():
    """benchmarks/gold/synthetic-mail-91: 40 .eml messages of an invented US Army logistics officer's mail (2014-2024:
    Fort Liberty, Vilseck and Hahnbach, Fort Cavazos, Columbus), written in session 59 by a helper that never saw the
    code, scored held out (the start code and first sight 0.908 / 0.445 / 0.32); read for "Mail goes here now:" only:
    0.909 / 0.453 / 0.30 ("Spring Lake" is no longer read as Spring, Texas, the scorer had let pass). Military
    posts, raters and "I'm the distribution platoon leader in Alpha Company" are not read."""
    _synthetic("synthetic-mail-91", 40, precision=0.92, recall=0.53, asof=0.43, nonpersons=0.05, pairs=0.9, hidden=0)


def test_a_ninety_second_synthetic_mailbox_of_an_australian_mining_engineers_life_held_out():
    """benchmarks/gold/synthetic-mail-92: 40 .eml messages of an invented mining engineer's mail (2012-2022: Perth,
    Brisbane, Newcastle), written in session 59 by a helper that never saw the code, scored held out (the start code and
    first sight 0.953 / 0.706 / 0.50); read: a labelled line's prose no address ("Address: from 1 July we're renting
    7/118 Sylvan Rd, ... while we look"): 0.981 / 0.718 / 0.583."""
    _synthetic("synthetic-mail-92", 40, precision=0.95, recall=0.69, asof=0.55, nonpersons=0.1, pairs=0.8, hidden=0)


def test_a_ninety_third_synthetic_mailbox_of_an_irish_teachers_life_held_out():
    """benchmarks/gold/synthetic-mail-93: 40 .eml messages of an invented primary teacher's and principal's mail
    (2009-2020: Limerick, Galway, Dubai, Cork), written in session 59 by a helper that never saw the code, scored held
    out (the start code and first sight 0.894 / 0.409 / 0.36, non-persons 0.2); read for its non-persons only (a
    school's principal@ and parents@ mailboxes: 0.2 -> 0)."""
    _synthetic("synthetic-mail-93", 40, precision=0.88, recall=0.39, asof=0.34, nonpersons=0.05, pairs=0.95, hidden=0)


def test_a_ninety_fourth_synthetic_mailbox_of_a_filipino_nurses_life_held_out():
    """benchmarks/gold/synthetic-mail-94: 40 .eml messages of an invented nurse's mail, partly in Taglish (2010-2021:
    Manila, Makati, Riyadh, Birmingham, Leeds), written in session 59 by a helper that never saw the code, scored held
    out (the start code and first sight 0.955 / 0.409 / 0.24); read for a British nurse's rank ("Junior Sister") in her
    signatures: 0.945 / 0.468 / 0.24. Statements in Tagalog are not read."""
    _synthetic("synthetic-mail-94", 40, precision=0.92, recall=0.44, asof=0.22, nonpersons=0.05, pairs=0.95, hidden=0)


def test_a_ninety_sixth_synthetic_mailbox_of_a_brazilian_architects_life_read():
    """benchmarks/gold/synthetic-mail-96: 40 .eml messages of an invented architect's mail, partly in Portuguese
    (2012-2023: Belo Horizonte, São Paulo, Porto, Lisbon, Almada), written in session 60 by a helper that never saw the
    code; held out (the start code and first sight 0.943 / 0.206 / 0.22), then read for titles and firms as Portugal
    and Brazil write them and their addresses: 0.981 / 0.482 / 0.34; its no-reply, team and all-staff mailboxes named
    in Portuguese ("nao-responder@", "equipe@", "todos@") are no persons (0.25 → 0). Statements in Portuguese are not
    read."""
    _synthetic("synthetic-mail-96", 40, precision=0.95, recall=0.46, asof=0.32, nonpersons=0.05, pairs=0.9, hidden=0)


def test_a_ninety_seventh_synthetic_mailbox_of_a_new_orleans_chefs_life_read():
    """benchmarks/gold/synthetic-mail-97: 40 .eml messages of an invented chef's mail (2012-2022: New Orleans,
    Asheville, Weaverville), written in session 60, held out (the start code and first sight 0.930 / 0.566 / 0.26),
    then read for a rental got from a day under a colon, the keys got, "I got a job!!", the reader's post said by
    their boss and "Me 828-555-0162", and a restaurant's lease ("Signed the lease on the space at ...") no home:
    0.952 / 0.671 / 0.52, no trap."""
    _synthetic("synthetic-mail-97", 40, precision=0.93, recall=0.64, asof=0.5, nonpersons=0.05, pairs=0.95, hidden=0)


def test_a_ninety_ninth_synthetic_mailbox_of_an_israeli_engineers_life_read():
    """benchmarks/gold/synthetic-mail-99: 40 .eml messages of an invented engineer's mail, half in Hebrew (2012-2022:
    Haifa, Tel Aviv, Givatayim, Brooklyn, Ra'anana), written in session 60, held out (the start code and first sight
    0.977 / 0.581 / 0.48, pairs 0.773), then read for Hebrew moves on a day, a home after its town, a bank's or a
    ministry's notice of a new address, and "יונתן" / "Yoni" in two scripts: 0.969 / 0.650 / 0.54, pairs 0.955."""
    _synthetic("synthetic-mail-99", 40, precision=0.94, recall=0.62, asof=0.5, nonpersons=0.05, pairs=0.9, hidden=0)


@pytest.mark.parametrize(
    "name, precision, recall, asof, nonpersons, pairs, traps",
    [
        # read in session 61 (first sight 0.975 / 0.565 / 0.44, 0.938 / 0.470 / 0.38, 0.977 / 0.603 / 0.54)
        ("synthetic-mail-95", 0.96, 0.58, 0.54, 0.05, 0.95, 0),  # a Kenyan developer's (Nairobi, Kigali, Berlin)
        ("synthetic-mail-98", 0.93, 0.54, 0.5, 0.15, 0.9, 1),  # a Scottish glaciologist's (Glasgow, Zürich, Montréal)
        ("synthetic-mail-100", 0.95, 0.66, 0.64, 0.05, 0.8, 0),  # a Nigerian accountant's (Lagos, Abuja, Stockport)
        ("synthetic-mail-101", 0.93, 0.15, 0.1, 0.05, 0.95, 0),  # a Québécoise nurse's, half in French (its "rh@" read)
    ],
)
def test_the_mailboxes_session_60_held_out(name, precision, recall, asof, nonpersons, pairs, traps):
    """Four mailboxes written in session 60 by helpers that never saw the code: -101 kept unread, its figures as
    session 60's last code first saw them; -95, -98 and -100 read in session 61 (its README gives their first sight).
    French statements (-101) are not read."""
    _synthetic(name, 40, precision=precision, recall=recall, asof=asof, nonpersons=nonpersons, pairs=pairs, traps=traps)


@pytest.mark.parametrize(
    "name, precision, recall, asof, nonpersons, pairs, traps, wrong",
    [
        ("synthetic-mail-102", 0.82, 0.19, 0.14, 0.15, 0.85, 0, 0),  # a Spanish physiotherapist's, half in Spanish
        ("synthetic-mail-103", 0.95, 0.7, 0.6, 0.15, 0.9, 0, 1),  # an Australian vet's (read)
        ("synthetic-mail-104", 0.96, 0.64, 0.6, 0.05, 0.95, 0, 1),  # an American widow's (read)
        ("synthetic-mail-105", 0.9, 0.53, 0.46, 0.05, 0.7, 0, 0),  # a Jamaican-British social worker's (read, s62)
        ("synthetic-mail-106", 0.9, 0.69, 0.46, 0.05, 0.78, 0, 0),  # an Indian-American cardiologist's (non-persons)
        ("synthetic-mail-107", 0.95, 0.46, 0.32, 0.05, 0.8, 0, 0),  # a Polish electrician's, partly in Polish (read)
    ],
)
def test_the_mailboxes_session_61_held_out(name, precision, recall, asof, nonpersons, pairs, traps, wrong):
    """Six mailboxes written in session 61 by helpers that never saw the code, scored at first sight (README: the
    start code's and first sight's figures): -103 and -104 then read (a country town by its Australian address, keys
    got on a day, an appointment approved; the mailbox's owner by her namesakes' reach), the rest unread. Spanish
    (-102) and Polish (-107) statements are not read. Session 62 read -105 and -107 and -106's and -101's non-persons
    (docs/memory-quality.md, "Session 62")."""
    _synthetic(
        name, 40, precision=precision, recall=recall, asof=asof, nonpersons=nonpersons, pairs=pairs, traps=traps,
        wrong_proposals=wrong,
    )  # fmt: skip


@pytest.mark.parametrize(
    "name, precision, recall, asof, nonpersons, pairs",
    [
        # first sight (the session's start code gave the same): P / R / as-of
        ("synthetic-mail-108", 0.93, 0.55, 0.39, 0.1, 0.8),  # a Filipino nurse's, Dubai and Canada (0.919/0.536/0.31)
        ("synthetic-mail-109", 0.97, 0.46, 0.33, 0.05, 0.85),  # a German engineer's, half in German (0.984/0.44/0.33)
        ("synthetic-mail-110", 0.93, 0.69, 0.5, 0.05, 0.8),  # a retired English teacher's, Spain (0.949/0.62/0.32)
        ("synthetic-mail-111", 0.85, 0.52, 0.36, 0.1, 0.7),  # an Israeli product manager's, Hebrew (0.859/0.511/0.26)
        ("synthetic-mail-112", 0.95, 0.51, 0.3, 0.05, 0.78),  # a South African engineer's, Perth (pairs 0.562 first)
        ("synthetic-mail-113", 0.95, 0.62, 0.46, 0.1, 0.72),  # an American sales engineer's, Outlook (0.953/0.616/0.50)
        ("synthetic-mail-114", 0.81, 0.39, 0.2, 0.05, 0.9),  # a Brazilian designer's, Portuguese (0.776/0.350/0.18)
    ],
)
def test_the_mailboxes_session_62_held_out(name, precision, recall, asof, nonpersons, pairs):
    """Seven mailboxes written in session 62 by helpers that never saw the code, scored at first sight: -108 to -111
    then read (a letterhead, a bounce's returned message, a German street's line, a mailbox kept at one address), -112
    to -114 first seen at the session's end (-113 then read for its wrong facts only). Portuguese (-114), German and
    Afrikaans statements are not read; Hebrew ones are, by rules English objects in the gold (-111) do not always
    match."""
    _synthetic(name, 40, precision=precision, recall=recall, asof=asof, nonpersons=nonpersons, pairs=pairs)


def test_the_scorer_knows_a_person_by_each_name_the_gold_gives_them_with_no_address():
    # a person the gold knows by name only, in two scripts ("Liat Cohen", who signs "ליאת כהן"): one person
    people = memory.People(
        [
            {"name": "Liat Cohen", "names": ["ליאת כהן - משאבי אנוש", "ליאת כהן"], "addresses": []},
            {"name": "Dana Levi", "names": [], "addresses": ["dana@example.com"]},
        ]
    )
    group = memory._name_group("Liat Cohen")
    assert memory.fold_name("ליאת כהן") in people.names[group]
    assert memory.fold_name("Liat Cohen") in people.names[group]
    assert memory.fold_name("Dana Levi") not in people.names[group]
