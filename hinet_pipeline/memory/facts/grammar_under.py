"""The rules of ``grammar`` for a home's address on the lines under the sentence that says one lives there: "I've
rented a place in Helensburgh from the 30th:\\n\\n7 Kidston Brae\\nHelensburgh\\nG84 7QL", "I'm renting in Southsea, ten
minutes from the dockyard gate:\\n\\nFlat 9, Eastney Shore Court", "we're in Penarth since the 1st of April (no joke): 8
Sully Bay Mews", "we're now\\nat\\n\\n17 Tŷ Gwyn Rise" (a line the client broke), "still at 14 Maes-y-Deri Close"; and
one's new details under their heading or a list's line ("New life details:\\n\\n2318 ...", "- Apartment: 42 ...")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.address import read_address
from hinet_pipeline.memory.facts.home_objects import BUSINESS_MOVED
from hinet_pipeline.memory.facts.rule import NOT_A_DESK, WE, rule

# how the sentence says one lives there, right after its "I" / "we": a place rented or renting in a town, in a town
# since a day, living (like an adult) again, officially a town's people (not past, planned or negated: no home)
_LIVES = (
    r"(?:(?:['’]ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:rented|bought)\s+(?:a|an|the|our)\s+(?:new\s+|tiny\s+|little\s+)?"
    r"(?:place|flat|house|apartment|home|room|condo)\s+in\s+[A-Z]|(?:['’]ve|\s+have)\s+been\s+in\s+since\s"
    r"|(?:['’]m|\s+am|['’]re|\s+are)\s+(?:now\s+)?(?:renting\s+(?:in\s+[A-Z]|here\b)|in\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?\s+since\s"
    r"|officially\s+(?:[^.!?:\n]{0,40}?\band\s+)?living\s+(?:like|in|here)\b|(?:now\s+)?officially\s+[A-Z][a-z]+(?:ers|ites|ians|ans)\b)"
    r"|\s+(?:just\s+|finally\s+)?(?:picked\s+up|got|collected)\s+(?:the|our)\s+keys\b(?!\s+(?:to|for)\s+(?!(?:the|our|my)\s+"
    r"(?:new\s+)?(?:place|flat|house|home|apartment|condo)\b))"  # ("We picked up the keys"; not "keys to the shop")
    r"|(?:['’]ve|\s+have)?\s+(?:finally\s+|now\s+)?(?:have|got)\s+(?:my|our)\s+(?:very\s+)?own\s+(?:place|flat|apartment)"
    # ("We signed a lease on a two-bedroom in Logan Square and we get the keys May 1:")
    r"|(?:['’]ve|\s+have)?\s+(?:just\s+|finally\s+)?signed\s+(?:a|the|our)\s+(?:new\s+)?lease\b"
    # ("We're renting a unit in Mount Lawley for now, both of us since the 1st:", "we've landed a little place:")
    r"|(?:['’]re|\s+are)\s+(?:now\s+)?renting\s+(?:a|an)\s+(?:\w+\s+){0,2}(?:unit|flat|place|house|apartment|room|condo)\b"
    r"|(?:['’]ve|\s+have)\s+(?:just\s+|finally\s+)?(?:landed|found|bought|got)\s+(?:a|an|our)\s+(?:[\w-]+\s+){0,4}?"
    r"(?:place|house|flat|unit|home|apartment|townhouse|cottage)\b"
    # ("from 25 Oct we'll rent a small unit at The Kovanwood:")
    r"|(?:['’]ll|\s+will)\s+(?:be\s+)?rent(?:ing)?\s+(?:a|an)\s+(?:\w+\s+){0,2}(?:place|flat|house|apartment|unit|condo)\b)"
)
# ... and none that makes the address another's, a stay's or no home's: a hotel, a holiday, a venue, an office, kin
# (a stay's, a venue's, work's, another's; not "Dad" spoken to: "so Dad, you're off the hook for helping me move")
_NOT_HOME = re.compile(
    r"\b(?:hotel|motel|hostel|aparthotel|B&B|guesthouse|caravan|narrowboat|lodge|Inn|villa|staying|stay|visit\w*|venue|"
    r"office|clinic|surgery|hospital|ward|school|work(?!\s+out\b)|client\w*|holiday|vacation|Airbnb|cottage|conference|wedding|party|"
    r"festival|Fringe|course|sabbatical|temporary|week(?:end)?|fortnight|nights?|summer|half-term|Christmas|parents|"
    r"(?-i:(?:Mum|Mam|Mom|Dad)(?!,))|(?-i:mum|mam|mom|dad)|sister|brother|son|daughter|aunt|uncle|nephew|niece|cousin|grand\w+|friend\w*|tenants?|letting|"
    r"landlord|agent|agency|deposit|van|storage|garage|box|parking|stall|allotment|studio|equipment|business|trading|"
    r"mother|father|buyers?|showing|clearing|booth|stand|pub|barn|campsite|pitch|builders|short\s+let|rewired|fumigated|"
    r"(?!(?:it|that|there|here|he|she|what|who|where|let)['’]s\b)[a-z]+['’]s|house-?sitting|spare\s+room|in-laws)\b"
    r"|\b[a-z]+s['’](?=\s)|\b(?:rent(?:ed|ing)|let)\s+(?:it\s+|the\s+\w+\s+)?out\b|\?",
    re.I,
)
_SUBJECT, _SO = re.compile(r"\b(?:I|[Ww]e)\b"), re.compile(r",\s+(?:so|but|then)\b")
# (a move of one's own, not of a couch: "so Dad, you're off the hook for helping me move the couch:")
_MOVE = re.compile(r"\bmov(?:ed|ing|e)(?!\s+(?:the|a|an|my|our|his|her|their)\s)\b", re.I)
_OUT_OF = re.compile(r"\bout\s+of\s+(?:the|an?)\s+\w+")
# (a street's number, or a flat's, opens the address; or a street named before its number: "Rehov Tzipor HaShir 11"; a
# name's line above it: "Shira Levanon\nLindenhofer Str. 14")
_LINES = (
    r"(?=(?:[A-Z][a-z]+(?:[ \t]+[A-Z][\w'-]+){1,3}[ \t]*\n[ \t]*)?"  # (or a Malaysian unit: "A-12-3")
    r"(?:\d|(?i:flat|unit|apt|apartment|suite)\b|[A-Z][^\n,:]{2,40}\s\d|[A-Z]-\d{1,3}-\d))"
)
_CLAUSE = r"(?:(?!\n[ \t]*\n)[^.!?:;]){0,200}"  # (one sentence, its lines as the client broke them)
# (what follows the address, to a blank line, and a sentence it goes on with below one: "\n\nwith the client until 5")
_AFTER = re.compile(r"[^\n]*(?:\n(?![ \t]*\n)[^\n]*){0,2}(?:\n[ \t]*\n[ \t]*[a-z][^\n]*)?")


def _home_above(text: str, pos: int):
    """The address at ``pos`` where nothing in the sentence whose colon ends before it makes it another's or a stay's
    (``_NOT_HOME``; a place one is out of is none of those: "out of the aparthotel and living like an adult again")."""
    colon = text.rfind(":", 0, pos)
    opens = max(text.rfind(c, 0, colon) for c in ".!?;") + 1
    clause = _OUT_OF.sub(" ", text[max(opens, colon - 200) : colon])
    said = clause[max((m.start() for m in _SUBJECT.finditer(clause)), default=0) :]  # (its last "I" / "we" on)
    clause = clause[max((m.end() for m in _SO.finditer(clause)), default=0) :]  # (its own clause: "The tenants' lease
    if _NOT_HOME.search(clause) or _MOVE.search(said):  # ends in March, so from 25 Oct we'll rent a unit at X:")
        return None  # (a move's own rules date it: "We got the keys and moved in on Tuesday:")
    return a_home(text, pos)


def a_home(text: str, pos: int):
    """The address at ``pos`` (``read_address``), not one its own lines say is a stay's or another's ("... (the
    hospital, Mum's ward)", "... with the client until 5", "... for our week by the sea")."""
    if not (got := read_address(text, pos)):
        return None
    if any(_NOT_HOME.search(b.group()) for b in _ASIDE.finditer(text, pos, got[1] + 2)):
        return None  # (a remark in brackets inside it: "..., London SE19 2PL (it's the office, I sleep at home)")
    after = _AFTER.match(text, got[1]).group()
    after = after[: m.start()] if (m := re.search(r"[.!?]\s", after)) else after  # (to its sentence's end)
    after = _STAY_BEFORE.sub(" ", after)  # (a stay somewhere else until then is no word about this one)
    return None if _NOT_HOME.search(after) or _FOR_A_WHILE.match(text, got[1]) else got


# a stay somewhere else before the home is ready, in brackets under its address: "(We're up there in a hotel near the
# office for the first two weeks, so don't send anything before the 1st!)"
_STAY_BEFORE = re.compile(
    r"\((?=[^()]*\b(?:in|at)\s+an?\s+(?:hotel|motel|Airbnb|hostel|aparthotel)\b)"
    r"(?=[^()]*\b(?:first\s+(?:few\s+|two\s+|couple\s+of\s+)?(?:days|weeks?)|until|till|before)\b)[^()]*\)",
    re.I,
)


# a block of one's own details (its other lines: "My mobile (UK): ...", "Work email: ..."), not another's or a form's
_OWN_DETAILS = re.compile(
    r"(?m)^[ \t]*(?:[Mm]y\s+(?:new\s+)?(?:mobile|cell|phone|number|e-?mail)|(?:[Ww]ork\s+)?[Ee]-?mail|[Mm]obile)\b"
    r"[^:\n]{0,12}:"
)
_THEIRS = re.compile(
    r"\b(?:emergency|next\s+of\s+kin|contact\s+person|his|her|their|patient|client|tenant|applicant|Name)\b", re.I
)


# a heading over the reader's details ("Please check the details we hold for you:"; not "so you can write it down:")
_YOURS = re.compile(
    r"\b(?:(?:hold|have)\s+for\s+you|your\s+(?:details|record|file)|details\s+(?:we|on\s+file))\b", re.I
)


def _own_home_line(text: str, pos: int):
    """The address of a "Home:" line in a block of one's own details (``_OWN_DETAILS``: its other lines are theirs,
    "Office: ..." too), not another's."""
    start = text.rfind("\n\n", 0, pos) + 1
    end = text.find("\n\n", pos)
    block = text[start : end if end >= 0 else len(text)]
    heading = (
        text[: max(0, start - 1)].rstrip().rsplit("\n", 1)[-1]
    )  # (not the reader's: "the details we hold for you:")
    if _YOURS.search(heading) or _THEIRS.search(heading + "\n" + block) or not _OWN_DETAILS.search(block):
        return None
    return read_address(text, pos)


def _home_above_para(text: str, pos: int):
    """``a_home`` of an address a paragraph of its own gives under a move-in, where that sentence makes it no stay's or
    another's (``_NOT_HOME``: "Moved Mum in on the 1st", "moved in to the hotel")."""
    said = text[_opening(text, len(text[:pos].rstrip())) : pos]
    if _NOT_HOME.search(said) or not (got := a_home(text, pos)):
        return None
    under = _BELOW.match(text, got[1]).group()  # (nor one the paragraph under it makes another's, a store, an old one)
    return None if _NOT_OURS_UNDER.search(under) else got


def _found_home(text: str, pos: int):
    """``a_home`` of a home found, where its clause (from its "I" / "we") makes it no stay's or another's; a way to work
    is none of those ("a bedsitter near the office")."""
    opens = max((m.start() for m in _SUBJECT.finditer(text, max(0, pos - 200), pos)), default=_opening(text, pos))
    said = text[opens:pos]
    if _NOT_HOME.search(NOT_A_DESK.sub(" ", said)) or _FOR_ANOTHER.search(said):  # ("for Tobe", "for lunch")
        return None
    return a_home(text, pos)


_POST_TO_ME = re.compile(r"\b[Aa]ddress\b.*\b(?:send|post|mail|parcels?|packages?|letters?|cards?)\b")
_FOR_ANOTHER = re.compile(r"\bfor\s+(?![£$€\d]|(?:now|us|the\s+two\s+of\s+us|both\s+of\s+us|myself|ourselves)\b)")


def _opening(text: str, pos: int) -> int:
    """Where the sentence that ends at ``pos`` opens."""
    return max(text.rfind(c, 0, pos) for c in ".!?") + 1


def _home_ahead(text: str, pos: int):
    """``a_home`` of a home one will be at, where neither its sentence nor the paragraph under the address makes it a
    stay, a venue or a plan not yet settled ("That's just for the month while the floors are done", "Assuming ...")."""
    if _NOT_HOME.search(text, _opening(text, pos), pos) or _NOT_YET.search(text, _opening(text, pos), pos):
        return None
    got = a_home(text, pos)
    below = _BELOW.match(text, got[1]) if got else None  # (its own lines, and a remark under them about it)
    return None if got is None or _A_STAY_BELOW.search(_STAY_BEFORE.sub(" ", below.group())) else got


_BELOW = re.compile(  # (and the paragraph under them, not one about the time before it: "Until then we're ...")
    r"[^\n]*(?:\n(?![ \t]*\n)[^\n]*)*(?:\n[ \t]*\n(?![ \t]*(?:Until|Till|Before|Meanwhile)\b)[^\n]*)?"
)
_ASIDE = re.compile(r"\([^()\n]*\)?")
_SOMEONES = re.compile(r"\b[A-Z][\w-]*['’]s\b")  # another's in its sentence: "For Rubén's paperwork, our home is:"
_NOT_OURS_UNDER = re.compile(
    r"\b(?:that['’]s|isn['’]t|old\s+address|storage|not\s+(?:ours|mine|us)"
    r"|[A-Z][\w-]*['’]s\s+(?:place|flat|house|home))\b",
    re.I,
)
_NOT_YET = re.compile(r"\b(?:[Aa]ssuming|[Ii]f|[Pp]rovided|[Hh]opefully|[Mm]aybe)\b")
_A_STAY_BELOW = re.compile(
    r"\b(?:while|just\s+for|only\s+(?:for|a)|for\s+(?:the|a)\s+(?:month|week|summer)|weeks?\b|until|till|back\s+on|short"
    r"|nothing\s+is\s+signed|not\s+signed|parents['’]|booth|stand|(?<!mobile\s)(?<!phone\s)(?<!cell\s)reception|campsite|working\s+on|where\s+my)\b",
    re.I,
)


_FOR_A_WHILE = re.compile(r"[^.!?\n]{0,30}\b(?:till|until|for\s+(?:another|the|an?|our))\b")

# one's own home talked of in the first person before a label an address is set off under ("House stuff: we've been
# in since the 17th of December ... For Papa's fridge list:", "We're living out of suitcases ... The real address, as
# of April 1:"), or a label for the reader's records ("Since you asked nicely, for your contacts:")
_HOME_TALK = re.compile(
    r"\b(?:I|[Ww]e)(?:['’](?:ve|re|m)|\s+(?:have|are|am))?\s+(?:\w+\s+){0,2}(?:been\s+in\s+since|moved|move\s+in"
    r"|(?:got|collected|picked\s+up)\s+the\s+keys|settled|bought|signed\s+the\s+lease|living|in\s+since)\b"
    r"|(?:^|(?<=[.!?]\s)|(?<=\n))(?:Finally\s+|Just\s+)?(?:Found\s+an?\s+(?:house|flat|place|room)|Moved\s+in)\b"
    r"|\b(?:[Oo]ur|[Mm]y)\s+(?:new\s+)?(?:[A-Z][\w'-]+\s+)?(?:place|flat|house|home|condo|apartment|digs)\b"
)
_FOR_RECORDS = re.compile(
    r"\bfor\s+(?:your|the|[A-Z][a-z]+['’]s)\s+(?:famous\s+)?(?:contacts|records|files|address\s+book|fridge\s+list|book)\b"
    r"|\b[Tt]he\s+address\s+for\s+(?:the\s+|your\s+)?(?:parcels?|packages?|post|cards?|letters?)\b"  # ("The address for
)  # the parcel (write it somewhere that is NOT an electricity slip\nplease):")
# a label whose address is no home of the writer's: a stay's, a venue's, work's, another's, the reader's, an old one;
# or one that is a statement of its own, its subject before the colon ("I was renting in Leeds since 2001:", "Aoife
# got a flat!", "Are we moving on June 24 to:"), which the rules of such statements read with their mood
_LABEL_NOT = re.compile(
    r"\b(?:hotel|motel|hostel|Airbnb|venue|party|wedding|reception|office|clinic|hospital|school|client\w*|patient\w*|"
    r"work|conference|meeting|event|funeral|ceremony|service|shop|store|old|previous|former|parents|Mum|Mom|Mam|Dad|"
    r"sister|brother|friend\w*|his|her|their|your(?!\s+(?:contacts|records|files|address\s+book)\b)|landlord|agent|"
    r"returns?|ship\w*|deliver\w*|invoice|billing|site|job|viewings?|I|we|I['’]m|we['’]re|us)\b"
    r"|\b[A-Z][a-z]+['’]s\b(?!\s+(?:famous\s+)?(?:fridge|list|records|files|address\s+book|book)\b)"
    # (one named after "for" whom it is for; not a day's cards: "for Chinese New Year hampers", "for Christmas cards")
    r"|(?-i:\bfor\s+(?:the\s+)?(?!(?:Chinese|Christmas|New|Diwali|Hanukkah|Eid|Easter|Thanksgiving|Rosh)\b)[A-Z][a-z]+(?!['’])\b)"
    r"|\?",
    re.I,
)
# another's news in the label's line before it: "Aoife got a flat! The new address:", "The Hendersons moved." (not the
# writer's own: "We finally moved out of the Airbnb ... into our own apartment."; but "We moved Mom last week.")
_THEIR_NEWS = re.compile(
    # (not a place a phrase names: "The wee house in Portobello is officially ours")
    r"(?<!\bin\s)(?<!\bat\s)(?<!\bof\s)(?<!\bnear\s)"
    r"\b(?!(?:We|My|Our|And|So|Then|Also|Finally|Just)\b)[A-Z][a-z]+\s+(?:\w+\s+)?(?:got|moved|bought|found|rented|has|have|is)\b"
    r"|\b(?:We|I)\s+(?:\w+\s+)?moved\s+(?:(?:my|our)\s+\w+|(?!(?:[A-Z][a-z]+day|January|February|March|April|May|June|"
    r"July|August|September|October|November|December)\b)[A-Z][a-z]+)\b"
)
_SENTENCE_END = re.compile(r"[.!?]|[:;]-?[)D](?!\w)")
_MY_ADDRESS = re.compile(r"\b(?:[Mm]y|[Oo]ur)\b[^:\n]{0,60}\baddress\b")


def _home_under_label(text: str, pos: int):
    """``a_home`` of an address set off on lines of its own under a label's colon, where the writer has talked of their
    own home in the first person just before (``_HOME_TALK``) or the label gives it for the reader's records, and the
    label is no statement of its own nor makes it a stay's, a venue's, work's or another's (``_LABEL_NOT``)."""
    colon = text.rfind(":", 0, pos)
    line = text.rfind("\n", 0, colon) + 1
    # (the label: its line's last sentence; a smiley ends one too: "saree collection :) New address:")
    opens = max([line, *(m.end() for m in _SENTENCE_END.finditer(text, line, colon))])
    label = text[opens:colon]
    if "\n" not in text[colon:pos] and not _POST_TO_ME.search(label):
        return None  # (on the label's line only where one's post goes: "Address if you want to send me unga: House 14")
    if _LABEL_NOT.search(label) or _MY_ADDRESS.search(label) or _THEIR_NEWS.search(text, line, opens):
        return None  # (one's own address said as such, "Our new address (for a year) is:", is the address rule's)
    said = text[max(text.rfind("\n\n", 0, colon), *(text.rfind(c, 0, colon) for c in ".!?")) + 1 : colon]  # (its
    if _FOR_RECORDS.search(said):  # sentence's lines)
        return a_home(text, pos)
    if not (talk := _HOME_TALK.search(text, max(0, opens - 500), opens)) or BUSINESS_MOVED.search(
        text, talk.start(), talk.end() + 40
    ):
        return None  # (no home talk, or an office's move: "We moved the office last week. Address:")
    return a_home(text, pos)


UNDER_RULES = (
    # an address on lines of its own under a label, one's own home talked of before it: "House stuff: we've been in
    # since the 17th of December ... For Papa's fridge list:\n\n239 Coppergate Close SW\nCalgary AB  T3H 4W2"
    rule(":", rf"(?<=:)(?:[ \t]*\n(?:[ \t]*\n)?)?[ \t]*{_LINES}", "address", _home_under_label, place=True),
    # a new home after a dash past one's own move: "Also moved out of the Clapham shoebox - new place is Flat 7, 112
    # Cazenove Walk, London E5 8QA" (not "Tom and Jess moved - ...", "The office moved - ...", a stay's or another's)
    rule(
        "new place|new flat|new home|new house",
        r"(?:^|(?<=[.!?\n]))[ \t]*(?:(?:Also|And|So|Finally|Just),?\s+)?(?:(?:I|[Ww]e)(?:['’]ve|\s+have)?\s+)?"
        r"(?:finally\s+|just\s+)?moved\s+out\b[^.!?\n–—]{0,80}?\s[-–—]\s+[Nn]ew\s+(?:place|flat|home|house)\s+is\s+"
        r"(?=\d|(?:Flat|Apt\.?|Apartment)\s+\w{1,4},)",
        "address",
        a_home,
    ),
    # a home said as one's, its address after it: "From February 1 our apartment will be: Unit 2207, 120 Carrowmore
    # Street, Toronto", "Moving in on the 17th: 2291 Cottonwood Bluff Court, San Jose", "Renting a small 2BHK close to
    # the hospital with Janani from my batch: Flat 5A, Jayam Towers, ..." (not a stay's or another's, after it or in it)
    rule(
        "apartment will|flat will|house will|home will|place will|moving in|renting",
        r"(?:\b(?:[Mm]y|[Oo]ur)\s+(?:new\s+)?(?:apartment|flat|house|home|place)\s+will\s+be(?:\s+at)?\s*:?"
        # (after the town it is in: "In Houston I'm renting a room from a guy from the academy: 9310 Crestbayou Dr")
        r"|(?:^|(?<=[.!?]\s)|(?<=\n))[ \t]*(?:In\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?,?\s+(?=I|[Ww]e))?"
        r"(?:(?:For\s+now|Right\s+now|For\s+the\s+moment|At\s+the\s+moment|Currently|Meanwhile),?\s+(?=I|[Ww]e))?"
        r"(?:(?:I['’]m|[Ww]e['’]re|I\s+am|[Ww]e\s+are)\s+)?(?:[Mm]oving\s+in(?:\s+on)?"
        r"|[Rr]enting\s+(?:an?|our)\s+(?![^:\n.!?]*\b(?:car|van|truck|room\s+for|office|desk|storage)\b))"
        r"(?:[^:\n.!?]|\n(?![ \t]*\n)){0,80}:)[ \t]*(?:\n[ \t]*){0,2}"
        r"(?=\d|(?:Flat|Unit|Apt|Apartment|Suite|Room|No\.|#)\s*\w)",
        "address",
        lambda text, pos: None if _SOMEONES.search(text, _opening(text, pos), pos) else a_home(text, pos),
        place=True,
    ),
    rule(  # a home ahead on the lines under it: "From 27 August we'll both be at:\n   148 Quarry Flat Rd"
        "be at|living at",  # (and "Ada and I will be living at:\n\nHouse 6, Palmgrove Court,")
        r"\b(?:I|[Ww]e)(?:['’]ll|\s+will)\s+(?:both\s+|all\s+)?be\s+(?:living\s+)?at\s*:?"  # (or its line's end)
        rf"[ \t]*(?:\n[ \t]*){{1,2}}{_LINES}",
        "address",
        _home_ahead,
        place=True,
    ),
    rule(  # "Settlement is 1 Feb and we move in from Saturday the 3rd, so from then it's:\n\n9 Wattlebird Court"
        "move in|moving in",
        r"\b(?:[Ww]e|I)(?:['’]re|\s+are|['’]m|\s+am)?\s+mov(?:e|ing)\s+in\b[^:\n.!?]{0,80}?,?\s+so\s+(?:from\s+then\s+)?"
        rf"(?:it['’]s|it\s+is|the\s+address\s+is)\s*:[ \t]*(?:\n[ \t]*){{1,2}}{_LINES}",
        "address",
        _home_ahead,
        tense="plan",  # (from the day ahead it names)
        place=True,
    ),
    rule(  # a home found, its address after a dash: "I have also found a bedsitter near the office - Hse No. 6, ..."
        "found|rented",
        # (its "I" left out where its sentence opens: "Found a self-contain in Yaba, moved in 1st November: Room 3")
        r"(?:\b(?:I|[Ww]e)(?:['’]ve|\s+have)?\s+(?:also\s+|finally\s+|just\s+)?(?:found|rented)"
        r"|(?:^|(?<=[.!?]\s)|(?<=\n))[ \t]*(?:(?:Also|Finally|Just|And)\s+)?(?:Found|Rented))\s+(?:a|an|our)\s+"
        r"(?:new\s+|small\s+|little\s+)?(?:bedsitter|bedsit|self-contain|flat|apartment|house|place|room|studio|bungalow"
        r"|maisonette|\w+-bedroom)"
        r"\b[^.!?\n:]{0,60}?(?:\s+[-–—]|\s*:)\s+(?=(?:\d|Hse\s|House\s+No|Flat\s|Apt|Unit\s|Room\s|Blk\s|No\.)\S*)",
        "address",
        _found_home,
        place=True,
    ),
    rule(  # still at one's place: "Yes I'm still at the Kerrigan place, 88 Kerrigan Ave, Apt 2, Columbus, OH 43201"
        "still at|still in",
        r"\b(?:I|[Ww]e)(?:['’](?:m|re)|\s+(?:am|are))\s+still\s+(?:at|in)\s+(?:the|my|our)\s+(?:[A-Z][\w'’-]*\s+)?"
        r"(?:place|flat|apartment|house|condo)\s*[,:–-]\s*(?=\d)",
        "address",
        read_address,  # (its landlord after it no other's: "- the landlord finally fixed the radiator")
        place=True,
    ),
    rule(  # where one lives by a flat's number: "Since January I've been at Flat 2, 9 Eridge Rise, London SE19 2PL"
        "been at|now at|living at|live at",
        r"\b(?:I|[Ww]e)(?:['’](?:ve|m|re)|\s+(?:have|am|are))\s+(?:now\s+|been\s+){0,2}(?:living\s+)?at\s+"
        r"(?=(?:Flat|Apt\.?|Apartment)\s+\w{1,4},|House\s+No\.?\s+\w)",  # ("I'm now at House No. B/44, Sakumono")
        "address",
        a_home,
    ),
    # a move-in said, then a paragraph that is only the address: "Moved in on the 1st, took us three weeks to find the
    # cutlery.\n\n1186 Wildmere Crescent\nMississauga, ON L5H 2T7"
    rule(
        "moved in",
        r"(?:^|(?<=[.!?]\s)|(?<=\n))(?:(?:I|[Ww]e)(?:['’]ve|\s+have)?\s+)?(?:just\s+|finally\s+)?[Mm]oved\s+in(?:to)?\b[^\n]{0,160}"
        r"\n[ \t]*\n[ \t]*(?=(?:\d|No\.|Blk\s|Block\s|Flat\s|Unit\s|Apt|[A-Z]-\d)[^\n]{3,60}(?:\n[^\n]{2,60}){1,3}"
        r"(?:\n[ \t]*\n|\s*$))",
        "address",
        _home_above_para,
        place=True,
    ),
    # "For the paperwork, my permanent tax home is:\n\n4127 Cielo Pardo Dr\nEl Paso, TX 79924": one's home said as such
    rule(
        "home is",
        r"\b(?:[Mm]y|[Oo]ur)\s+(?:(?:permanent|legal|tax|primary)\s+){0,2}home(?:\s+address)?\s+is\s*:?"
        rf"[ \t]*(?:\n[ \t]*){{0,2}}{_LINES}",
        "address",
        lambda text, pos: None if _SOMEONES.search(text, _opening(text, pos), pos) else a_home(text, pos),
        place=True,
    ),
    # "I've rented a place in Helensburgh from the 30th:\n\n7 Kidston Brae ...", "we're in Penarth since the 1st of
    # April (no joke): 8 Sully Bay Mews, Penarth CF64 3RT"
    rule(
        "rent|since|living|officially|bought|landed|found|keys|own place|own flat|own apartment",
        rf"{WE}(?={_LIVES})(?={_CLAUSE}:[ \t]*(?:\n[ \t]*){{0,2}}{_LINES}){_CLAUSE}:[ \t]*(?:\n[ \t]*){{0,2}}",
        "address",
        _home_above,
        place=True,
    ),
    # "we completed last Friday week (the 27th) and we're now\nat\n\n17 Tŷ Gwyn Rise": its lines under it (not "now at
    # the hotel"; "We're now at 3 Kirk Wynd. Been here since the 1st": the sentence's own rules date it)
    rule(
        "now",
        rf"{WE}(?:['’](?:re|m)|\s+(?:are|am))\s+(?:now|finally|all)\s+(?:settled\s+)?at[ \t]*(?::\s*|\n\s*){_LINES}",
        "address",
        a_home,
        place=True,
    ),
    # a list or a note of one's new details: "New life details:\n\n2318 Alder Crest Ave N, Unit 5\nSeattle, WA 98103",
    # "- Apartment: 42 Greylock Terrace, Apt 2R, Jamaica Plain, MA 02130"
    rule(
        "details|apartment|flat|address",
        r"(?:^|(?<=\n))[ \t]*(?:(?:[Nn]ew|[Mm]y\s+new|[Uu]pdated)\s+(?:\w+\s+)?(?:details|info)[ \t]*:[ \t]*\n\s*"
        r"|[-*•][ \t]+(?:[Nn]ew\s+|[Mm]y\s+)?(?:[Aa]partment|[Ff]lat|[Hh]ome|[Aa]ddress)[ \t]*:[ \t]*)(?=\d)",
        "address",
        a_home,
        place=True,
    ),
    # ... or a "Home:" line among one's own details ("everything in one place ...:\n\nHome: 52 Beechfield Road,
    # Chorlton, Manchester M21 9LX\nMy mobile (UK): 07700 900417\nOffice: 0161 ..."), not a form's or a contact's
    rule(
        "home:|home address:",
        r"(?:^|(?<=\n))[ \t]*(?:[Hh]ome|HOME|[Hh]ome\s+[Aa]ddress)[ \t]*:[ \t]*(?=\d|(?:Flat|Apt|Unit|Apartment)\s)",
        "address",
        _own_home_line,
        place=True,
    ),
    # a home one will be at from a day said before it: "As of October 17 (moving day, pray for me) we'll be at:\n\n2871
    # Cordova Ridge Cove\nGermantown, TN 38138" (not a stay's: "From Friday we'll be at the Hilton, 12 Beach Rd")
    rule(
        "ll be at|will be at",
        r"\b(?:[Aa]s\s+of|[Ff]rom|[Ss]tarting|[Bb]eginning|[Ee]ffective)\s+(?=[^.!?:\n]{2,60}?\b(?:I|[Ww]e)(?:['’]ll|\s+will)\s+be"
        rf"\s+at\b){_CLAUSE}\b(?:I|[Ww]e)(?:['’]ll|\s+will)\s+be\s+at[ \t]*(?::[ \t]*)?(?:\n[ \t]*){{0,2}}{_LINES}",
        "address",
        _home_ahead,
        place=True,
    ),
    # "Everything else stays the same: still at 14 Maes-y-Deri Close, Rhiwbina, Cardiff CF14 6QZ, home 029 ..."
    rule(  # ... "we're still at 14 Ash Grove in Headingley" (not "... till five", "... (the hospital)")
        "still at",
        r"(?:(?<=\bsame[:;,]\s)|(?<=\bunchanged[:;,]\s)|\b(?:I['’]m|[Ww]e['’]re|I\s+am|[Ww]e\s+are)\s+)still\s+at\s+"
        r"(?=\d+[A-Za-z]?\s+[A-Z])",
        "address",
        a_home,
        place=True,
    ),
)
