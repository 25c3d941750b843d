"""The rules of ``grammar`` for the writer's address given under a heading that does not say "new", in the mail that
tells of the move: "Survived the move ... For post and parcels (Mum, that means the Christmas cake):\n\nFlat 2, ...";
"We move up on the 9th of August ... From then, the address is:\n\n2F1, 18 Lauderlie Terrace" (its day the move's,
``said_day``), "Address for any courier:", "Mail goes here now:"; a block of one's details under "Please update your
address books:" ("Home (as of today, Sept 1): ...", "E-mail: ..."); a town and an address from a day: "As of June
1 I'm in Hamilton: 604-55 Garnet Hill Rd, ...", "מ-20 בספטמבר אנחנו בברוקלין: ..."; an address block under any line that
ends with a colon after the writer's move ("Closed on the house Friday ... One more time, with feeling:", "We got a
rental starting June 1:"), or a paragraph of its own after the keys got ("We got the keys Friday!!!")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.address import plain_address, read_address
from hinet_pipeline.memory.facts.contact_objects import read_email
from hinet_pipeline.memory.facts.dates import DATE_PHRASE
from hinet_pipeline.memory.facts.frame_objects import NOT_HOME
from hinet_pipeline.memory.facts.kin import theirs_before
from hinet_pipeline.memory.facts.objects import read_place
from hinet_pipeline.memory.facts.rule import START, rule
from hinet_pipeline.memory.facts.stays import STAY

# the writer's own move told before the heading: "Survived the move", "we've got the Marchmont flat! We move up on ..."
_OWN_MOVE = re.compile(
    r"\b(?:I|[Ww]e)(?:['’]ve|\s+have|['’]re|\s+are|['’]ll|\s+will)?\s+(?:(?:just|finally|now|properly)\s+)?"
    r"(?:moved?|moving|shift(?:ed|ing)?|(?:got|signed\s+for|bought|taken|took|rented|found|leased)\s+(?:the|a|an|our)\b"
    r"|in\s+the\b)"
    r"|\b(?:[Ss]urvived|[Dd]one)\s+the\s+move\b|\b[Mm]oved\s+(?:in|out)\b|\b(?:[Tt]he|[Oo]ur)\s+move\b"
    r"|\b[Ss]igned\s+(?:the|a|our)\s+lease\b"  # ("Good news - signed the lease for a 1 bed apartment")
    r"|\b(?:I|[Ww]e)\s+(?:can\s+|will\s+|['’]ll\s+)?(?:collect|pick\s+up|get)\s+the\s+keys\b"  # ("we can collect")
    r"(?!\s+(?:to|for|of)\s+(?:the|a|an|our|my)\s+(?!(?:new\s+)?(?:house|flat|place|apartment|condo|home)\b))"
    r"|\b[Cc]losed\s+on\s+(?:the|our)\s+(?:new\s+)?(?:house|home|place|condo)\b"
    r"|(?<!\w)(?:[Mm]udamos|[Mm]udei|[Nn]os\s+mudamos|[Mm]e\s+mudei)(?!\w)"  # (as Portuguese says it: "Mudamos!!!")
    # (its subject left out: "Got the apartment I told you about")
    r"|(?:^|(?<=[.!?]\s)|(?<=\n))(?:Got|Found|Rented|Bought)\s+(?:the|a|an|our)\s+(?:new\s+)?(?:[\w-]+\s+)?"
    r"(?:apartment|flat|house|place|condo|unit|room|townhouse)\b"
)
_MAIL = r"(?:post|mail|letters|parcels|packages|cards|deliveries)"


# a move that is no home's: a stay, a venue, an office, a client's ("We got the house for the weekend on Airbnb!")
_NOT_OURS = re.compile(r"\b(?:customers?|patients?)\b", re.I)


def _heading_address(text: str, pos: int):
    """The address under the heading, where the text before it tells of the writer's own move, not another's, nor a
    stay, a venue's or a client's."""
    moves = list(_OWN_MOVE.finditer(text, 0, pos))
    if not moves or theirs_before(text, pos):
        return None
    said = re.split(r"[.!?](?:\s|$)", text[moves[-1].start() : pos], maxsplit=1)[0]  # (the move's sentence)
    if STAY.search(said) or NOT_HOME.search(said) or _NOT_OURS.search(said):
        return None
    got = read_address(text, pos)
    return (plain_address(got[0]), got[1]) if got else None


def _block_after_move(text: str, pos: int):
    """``_heading_address`` under a line that ends with a colon, the move told in it or just before it ("Closed on
    the house Friday ... One more time, with feeling:\n\n  1846 Wexmoor Ave\n  Columbus, OH 43221", "Moved in Oct 19.
    Write this down for your Christmas cards:"); not where that line says more of the place than a heading does ("If
    we get it, we move in May 11:", "starts June 1, a sublet:", "The new office is ready and we move in May 11:"), nor
    a place for the winters, nor one the lines under it say is a hotel or another's ("That's Jalen's new place")."""
    colon = text.rfind(":", 0, pos)
    line = max(text.rfind("\n", 0, colon), *(text.rfind(c + " ", 0, colon) for c in ".!?")) + 1  # (its sentence)
    move = _OWN_MOVE.search(text, max(0, pos - 300), colon)
    if move is None or move[0].endswith("moved") and _MOVED_ANOTHER.match(text, move.end()):
        return None
    if re.search(r"\b(?:the|a|an|our)$", move[0]) and not _HOME_NOUN.match(text, move.end()):
        return None  # (a thing got or rented that is no home: "I've rented a caravan since Friday:", "a stall")
    head = text[line:colon]
    if _ADDRESS_IS.search(text, max(0, colon - 70), colon):
        return None  # (the address rules' own: "so from then the\naddress is:", read with its day)
    if move.start() >= line and _MOVE_ON.search(head) and DATE_PHRASE.search(head):
        return None  # (a move on a day, the statement's own rules read it and its day: "we're moving on June 24 to:")
    for day in DATE_PHRASE.finditer(head):  # (its days are no more than a heading's: "We got a rental from June 1:")
        head = head[: day.start()] + " " * (day.end() - day.start()) + head[day.end() :]
    if _NOT_A_HEADING.search(head) or STAY.search(text, move.start(), pos):
        return None
    got = _heading_address(text, pos)
    if got is None or _NOT_A_HOME.search(got[0]) or _ANOTHERS_AFTER.search(text, got[1], got[1] + 80):
        return None
    return got


def _block_after_keys(text: str, pos: int):
    """An address that is a paragraph of its own, a street's line and its town's, where the paragraph before it tells
    of the writer's keys got or house closed on ("We got the keys Friday!!! The place on Beechnut Hollow is ours.\n\n
    112 Beechnut Hollow Rd\nAsheville, NC 28804-1907\n\nUpdate your address books")."""
    para = text.rfind("\n\n", 0, max(0, pos - 2)) + 1
    if _KEYS.search(text, para, pos) is None or STAY.search(text, para, pos) or NOT_HOME.search(text, para, pos):
        return None
    return _heading_address(text, pos)


def _after_keys_dash(text: str, pos: int):
    """An address after a dash that ends a sentence telling of the writer's keys got ("we got the keys to the
    Queenslander on 1 July - 41 Kedron Glen St, Paddington QLD 4064"), not a stay's or another's."""
    opens = max(text.rfind(c, 0, pos) for c in ".!?\n") + 1
    keys = _KEYS.search(text, opens, pos)
    if keys is None or STAY.search(text, opens, pos) or NOT_HOME.search(text, keys.end(), pos):
        return None
    return (got := read_address(text, pos)) and (plain_address(got[0]), got[1])


_KEYS = re.compile(
    r"\b(?:[Ww]e|I)\s+(?:(?:just|finally)\s+)?(?:got|picked\s+up|collected)\s+(?:the|our)\s+keys\b"
    r"|\b(?:[Ww]e|I)\s+(?:(?:just|finally)\s+)?closed\s+on\s+(?:the|our)\b|\b(?:[Tt]he|[Oo]ur)\s+(?:place|house|home|condo)\b"
    r"[^.!?\n]{0,40}\bis\s+(?:ours|finally\s+ours)\b"
)
_HOME_NOUN = re.compile(
    r"\s+(?:new\s+)?(?:[\w-]+\s+)?(?:house|flat|apartment|place|condo|unit|room|townhouse|home|rental|bungalow|cottage"
    r"|duplex|quarto|PG)\b"
)
_ADDRESS_IS = re.compile(r"\bfrom\s+(?:then|that\s+day)\b[^.!?:]{0,30}\baddress\s+(?:is|will\s+be)\s*$", re.I)
_MOVE_ON = re.compile(r"\bmov(?:e|es|ing)\b", re.I)
_NOT_A_HEADING = re.compile(  # (a number other than a day's: "starts June 1 for 3 months:"; a day is its date)
    r"\d|\?|\b(?:if|would|could|might|maybe|can\s+(?:I|we)|their|his|her|sublet|sub-let|until|till|ends?|office|shop"
    r"|store|hotel|motel|airbnb|warehouse|van|car|truck|storage|garage|parking|industrial|church|hall)\b"
    # (for how long or for whom: "for a fortnight", "for the Fringe"; not "for your address books")
    r"|\bfor\s+(?!(?:your|you|all|everyone|anyone|the\s+(?:records|files|address))\b)"
    r"|\bkeys\s+to\s+(?:the|our|my)\s+(?!(?:new\s+)?(?:house|flat|place|apartment|condo|home)\b)",  # (another place's)
    re.I,
)
_NOT_A_HOME = re.compile(r"\b(?:Storage|Suite|Office|Industrial)\b")
_ANOTHERS_AFTER = re.compile(
    r"\b(?:that['’]s|this\s+is|it['’]s)\s+(?:the\s+(?:hotel|office|shop|studio)|[A-Z][a-z]+['’]s|his|her|their)\b",
    re.I,
)
# (another's move: "We moved Mom last week", "we moved my sister into ...")
_MOVED_ANOTHER = re.compile(r"\s+(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[A-Z][a-z]+\b(?<!In))")


# a day, then the writer in a town: "As of June 1 I'm in Hamilton", "From 3 May we're in Leeds: 12 Oak Road, Leeds"
_LEAD_WORDS = r"(?:[Aa]s\s+of|[Ff]rom|[Ss]tarting|[Ee]ffective)"  # (the words a day is led by)
_FROM_DAY = rf"(?:^|(?<=[.!?]\s)|(?<=\n))[ \t]*{_LEAD_WORDS}\s+[^.!?]{{1,30}}?,?\s+"
_IM_IN = rf"{_FROM_DAY}(?:I['’]m|I\s+am|[Ww]e['’]re|[Ww]e\s+are)\s+(?:now\s+|officially\s+)?in\s+"


def _from_a_day(read):
    """``read``, where a day follows the lead word ("As of June 1", not "From the sound of it")."""

    def dated(text: str, pos: int):
        leads = list(_LEAD.finditer(text, max(0, pos - 80), pos))
        return read(text, pos) if leads and DATE_PHRASE.match(text, leads[-1].end()) else None

    return dated


_LEAD = re.compile(rf"\b{_LEAD_WORDS}\s+")


# a block of the writer's own details under a line that asks the reader to update theirs: "Please update your address
# books:\n\nE-mail: x@y - please use this from now on\n\nHome (as of today, Sept 1): Basement Suite, 2731 Larkhaven
# Street, Vancouver, BC V6K 2G8", "Quick change of details as Jess and I head east:\n\n- Email: ..."
_UPDATE = re.compile(
    r"\b(?:update\s+(?:your|the|my)\s+(?:address\s+books?|contacts?|records?|details|phones?)|change\s+of\s+(?:details|address)"
    r"|(?:my|our)\s+new\s+details)\b[^\n]{0,60}:?[ \t]*\n",
    re.I,
)
_LINE = r"(?:^|(?<=\n))[ \t]*(?:[-*•][ \t]*)?"  # (a line, a list's item)
_ASIDE = r"(?:\s*\([^()\n]{0,40}\))?[ \t]*:[ \t]*"  # (a remark in brackets, its colon: "Home (as of today, Sept 1):")


def _in_details(read):
    """``read`` of a labelled line in a block of the writer's details (``_UPDATE`` within the few lines above)."""

    def detail(text: str, pos: int):
        return read(text, pos) if _UPDATE.search(text, max(0, pos - 400), pos) else None

    return detail


def _in_brackets(text: str, pos: int):
    """The address in the brackets a home's name opens ("we are now both at the Wuse 2 flat (Flat 6, Block C, 14 Nkalagu
    Close, Wuse 2, Abuja) since 6 January"): read to its closing bracket, the statement's date after it."""
    if (got := read_address(text, pos)) and (close := re.match(r"[^()\n]{0,40}\)", text[got[1] :])):
        return got[0], got[1] + close.end()
    return None


HEAD_HOME_RULES = (
    # "we are now both at the Wuse 2 flat (Flat 6, ...)": a home named, its address in brackets after it
    rule(
        "we are|we're|i am|i'm",
        r"\b(?:[Ww]e(?:['’]re|\s+are)|I(?:['’]m|\s+am))\s+(?:now\s+)?(?:both\s+|all\s+)?(?:living\s+)?(?:at|in)\s+(?:the|our|my)\s+"
        r"(?:new\s+)?(?:[\w-]+\s+){0,3}(?:flat|house|apartment|place|home|condo|unit)\s*\((?=\s*(?:\d|Flat|Apt|Unit|House)\b)",
        "address",
        _in_brackets,
        place=True,
    ),
    rule(
        "address book|contacts|records|details",
        rf"{_LINE}(?:New\s+)?(?:[Hh]ome(?:\s+address)?|[Aa]ddress){_ASIDE}(?=\d|(?:Flat|Apt|Unit|Suite|Basement|Lower|Upper)\b)",
        "address",
        _in_details(lambda text, pos: (got := read_address(text, pos)) and (plain_address(got[0]), got[1])),
    ),
    rule(
        "address book|contacts|records|details",
        rf"{_LINE}(?:New\s+)?(?i:e-?mail){_ASIDE}(?=[\w.+'-]+@)",
        "email",
        _in_details(read_email),
    ),
    rule("as of|from|starting|effective", rf"{_IM_IN}(?=[A-Z])", "lives_in", _from_a_day(read_place), tense="move"),
    rule(
        "as of|from|starting|effective",
        rf"{_IM_IN}[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\s*[:–-]\s*(?=\d)",
        "address",
        _from_a_day(read_address),
        tense="move",
    ),
    rule(  # (in Hebrew: "מ-20 בספטמבר אנחנו בברוקלין:\n412 Quincy Mews, Apt 3F, Brooklyn, NY 11221")
        "אנחנו|אני",
        r"(?<!\w)מה?-?\d{1,2}(?:\s+ב[א-ת]+|[./]\d{1,2}(?:[./]\d{2,4})?)\s+(?:אני|אנחנו)\s+(?:כבר\s+)?ב[א-ת'׳\"-]+"
        r"(?:\s+[א-ת'׳\"-]+)?[ \t]*:[ \t]*\n?[ \t]*(?=\d|רחוב|רח['׳]|שד)",
        "address",
        read_address,
    ),
    rule(
        "for post|for mail|for letters|for parcels|for packages|for cards|for deliveries",
        rf"{START}For\s+{_MAIL}(?:\s+(?:and|&)\s+{_MAIL})?(?:\s*\([^()\n]{{0,80}}\))?[ \t]*:\s*(?=\S)",
        "address",
        _heading_address,
    ),
    # "Address for any courier:", "Address for your online orders:", "Address:" on its own line
    rule(
        "address for|address:",
        r"(?:^|(?<=\n)|(?<=[.!?]\s)|(?<=[.!?]\s\s))[ \t]*(?:(?:[Oo]ur|[Mm]y|[Tt]he)\s+)?[Aa]ddress"
        r"(?:\s+for\s+[^\n:.!?]{2,40}?)?[ \t]*:[ \t]*\n\s*(?=\S)",
        "address",
        _heading_address,
    ),
    # "Mail goes here now:", "Send stuff here:"
    rule(
        "goes here|go here|goes to|send",
        rf"{START}(?:(?:[Mm]ail|[Pp]ost|[Ss]tuff|[Ll]etters|[Pp]arcels|[Cc]ards)\s+(?:goes|go|should\s+go)\s+(?:here|to)"
        rf"|[Ss]end\s+(?:stuff|mail|post|letters|parcels|cards|things)\s+(?:here|to))(?:\s+now)?[ \t]*:\s*(?=\S)",
        "address",
        _heading_address,
    ),
    rule(  # (an address block under any line that ends with a colon, the writer's move just told)
        "moved|move in|moving|closed on|signed a lease|signed the lease|rental|rented|got a|got the|found|mud|the keys",
        r":[ \t]*\n(?:[ \t]*\n)?(?=[ \t]*(?:\d|(?:Flat|Apt|Unit|Suite)\b|(?:Rua|Avenida|Av\.|Travessa|Calle|Rue)\s))",
        "address",
        _block_after_move,
        place=True,
    ),
    rule(
        "keys",
        r"(?<=\S)[ \t]+[-–—][ \t]+(?=\d{1,5}[ \t]+[A-Z]|(?:Unit|Flat|Apt|Lot)\s)",
        "address",
        _after_keys_dash,
        place=True,
    ),
    rule(  # (a street's line and its town's, a paragraph of their own after the keys got)
        "keys|closed on|is ours",
        r"\n[ \t]*\n(?=[ \t]*\d{1,5}[ \t]+[A-Z](?:[^\n]{2,50}\n[ \t]*[A-Z][^\n]{2,50}|[^\n,]{2,50},[^\n]{2,60})"
        r"(?:\n[ \t]*\n|\s*$))",  # (or on one line: "63 Linwood Road, Handsworth, Birmingham B21 9LP")
        "address",
        _block_after_keys,
        place=True,
    ),
    rule(
        "from then|from that day|from the",
        r"(?:^|(?<=[.!?:]\s)|(?<=\n))[ \t]*From\s+"
        r"(?:then|that\s+day|the\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+[A-Z][a-z]+)?)"
        r",?\s+(?:the|my|our)\s+(?:new\s+)?address\s+(?:is|will\s+be)\s*:?\s*(?=\S)",
        "address",
        _heading_address,
    ),
)
