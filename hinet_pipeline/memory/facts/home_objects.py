"""The objects the rules of ``grammar_home`` read where the text says more than a street or a town: a street where
the text speaks of a home ("נכנסים לאוסישקין 31"), one with no number before its street ("Apt 3, Claddagh Quay, Father
Griffin Road, Galway H91 C7T4"), after the writer's own move ("הכתובת החדשה היא ..."), a move's
town by its noun ("הובלה לבאר שבע"), a town the gazetteer knows alone, a note's line that opens with its day, and a
new address its owner leaves out ("New address (for real this time):\n2231 NW Glisan St"): the writer's, unless a
move ahead dates it, a business moved, or it is another's news."""

from __future__ import annotations

import re
from typing import Iterator

from hinet_pipeline.memory.facts.address import STREET_WORD, plain_address, read_address
from hinet_pipeline.memory.facts.kin import YOUR_BOOK, sentence_before, theirs_before
from hinet_pipeline.memory.facts.objects import read_place
from hinet_pipeline.memory.facts.rule import NOT_A_DESK
from hinet_pipeline.memory.facts.when import sentence_around

_HOME_WORDS = re.compile(r"(?<!\w)[הבלמו]?(?:דירה|בית|מפתחות|שכירות|הובלה|כתובת)(?!\w)")
_WE_MOVED = re.compile(r"(?<!\w)(?:ו|ש|כש)?(?:עברנו|עברתי|עוברים|אנחנו|אני)(?!\w)")
_LINE_LEAD = re.compile(
    r"[ \t]*(?:[-•*☐]\s*)?(?:החל\s+)?(?:מה?-?\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?|מעכשיו|מהיום)\s+גרים\s+ב"
)


def home_address(text: str, pos: int):
    """A street one moves into where the text speaks of a home ("נכנסים לאוסישקין 31", under "הדירה
    באוסישקין 31"); not "נכנסים לגרסה 4", "לחדר ניתוח 3"."""
    return read_address(text, pos) if _HOME_WORDS.search(text) else None


def moved_address(text: str, pos: int):
    """ "הכתובת החדשה היא X" after the writer's own move in the sentence ("עברנו למודיעין, ..."), not after
    someone else's ("נועה עברה דירה. הכתובת החדשה היא ...")."""
    return read_address(text, pos) if _WE_MOVED.search(sentence_around(text, pos, pos)[0]) else None


_MOVE_LEAD = re.compile(r"[ \t]*(?:[-•*☐]\s*)?(?:(?:מחר|היום|[במ]?יום\s+\S+)(?:\s+בבוקר|\s+בערב)?\s+)?ה?")


def moving_to(text: str, pos: int):
    """The town of a move said as its noun, at its line's or sentence's start ("- הובלה ביום חמישי 18.8 לבאר
    שבע", "מחר בבוקר הובלה לקריית שמונה"); not "אחי עושה הובלה ..." or "ההורים שלי: הובלה ..."."""
    k = text.rfind("הובלה", 0, pos)
    return read_place(text, pos) if _MOVE_LEAD.fullmatch(sentence_around(text, k, k)[0]) else None


def town_only(text: str, pos: int):
    """A town the gazetteer knows, nothing else ("אנחנו בראש העין", not "אנחנו בחופשה")."""
    from hinet_pipeline.memory.facts.places import names_a_place

    got = read_place(text, pos)
    return got if got and names_a_place(got[0]) else None


def noted_home(text: str, pos: int):
    """The town of a note's line that opens with its day ("- מ-1.8 גרים בת"א"), nothing before it."""
    line = text.rfind("\n", 0, pos) + 1
    return read_place(text, pos) if _LINE_LEAD.fullmatch(text, line, pos) else None


MOVING = re.compile(r"\b[Mm]ov(?:ing|e)\b")
_BUSINESS = re.compile(
    r"\b(?:offices?|store|shop|clinic|practice|firm|studio|branch|headquarters|warehouse|bakery|restaurant|cafe|salon"
    r"|workshop|business)\b",
    re.I,
)
BUSINESS_MOVED = re.compile(rf"\bmov(?:ed|ing|e)\s+(?:the|our|my)\s+(?:new\s+)?{_BUSINESS.pattern}", re.I)  # "We moved
# the office last week. Address:"


def home_address_said(text: str, pos: int):
    """The address at ``pos``, where its sentence says it for no business ("... for the new bakery!", "... for my
    woodworking shop")."""
    before, after = sentence_around(text, pos, pos)
    return None if _BUSINESS.search(before + after) else read_address(text, pos)


_NEW_ADDRESS = re.compile(
    r"[Nn]ew\s+(?:(?:home\s+|mailing\s+|postal\s+)?address|apartment|place|house|flat|condo)(?![\s\S]*[Nn]ew\s+\w)"
)


def new_address(text: str, pos: int):
    """ "New address: X", its owner left out: the writer's (a move-in said before it dates it: ``said_day``), unless
    the text tells of a business's move ("We moved the office. New address: ...") or it is another's news
    (``theirs_before``)."""
    said = _NEW_ADDRESS.search(text, max(0, pos - 200), pos)  # (the label's start)
    start = said.start() if said else pos
    if _BUSINESS.search(sentence_before(text, start + 1)):
        return None
    if MOVING.search(text, max(0, start - 120), start) and not _MOVE_IN_DAY.search(text, max(0, start - 160), start):
        return None  # a move ahead with no move-in day said (the owner's frames date it): "We're moving next month!"
    if theirs_before(text, pos) or _THEY_MOVED.search(sentence_before(text, start + 1)):
        return None  # (or the news before the label is another's: "The Hendersons moved. New address for ...:")
    if (got := read_address(text, pos)) is None:
        return None
    return plain_address(got[0]), got[1]  # ("new address: Flat 2, 88 Hope Street, Liverpool": its flat too)


# whom an address is given for, as friends and family write it: "New address for holiday cards / bail money:", "Here's
# our new address, for letters and (hint, hint) your famous Christmas cookie tins:", "for real mail", "for
# correspondence" (not "for the Hendersons", "for returns", "for the restaurant", "for the wedding weekend")
FOR_WHOM = (
    r"(?:\s+for\s+(?:both|the\s+two|all)\s+of\s+us(?=\s*:)"  # ("New address for both of us:")
    r"|,?\s+for\s+(?:(?:real|snail|holiday|christmas|xmas|all|any|your|the|our|my|care)\s+){0,3}(?:cards?|letters?|mail|"
    r"correspondence|packages?|parcels?|post|deliveries|records?|address\s+book|contacts?)\b"
    r"(?:[^:()\n.]|\([^()\n]{0,30}\)){0,60}?(?:\n(?:[^:()\n.]|\([^()\n]{0,30}\)){1,60}?)?(?=\s*(?:is\s*)?:)"
    # ("New address, for anyone sending Barry's tea:")
    r"|,?\s+for\s+(?:anyone|everyone|those|you)\s+(?:sending|writing|posting|mailing)\b[^:()\n.]{0,60}?(?=\s*:)"
    r"|,\s+please\s+(?:write|put|note|add|save|update)\b(?![^:()\n.]{0,80}?\b(?:theirs|their|his|her|not\s+ours|until"
    r"|till|holiday|hotel|rental)\b)[^:()\n.]{1,80}?(?=:))?"  # (", please write it in the diary:")
)


# a move-in or a new home settled in, said just before: "we moved in on the 1st", "We're settled in the rental", "got
# the keys"
_SETTLED = re.compile(
    r"\b(?:[Ii]|[Ww]e)(?:['’](?:re|m|ve)|\s+(?:are|am|have))?\s+(?:(?:all|finally|now|just)\s+)?(?:moved\s+(?:in(?:to)?|out)\b|settled\s+in"
    r"|got\s+the\s+keys|(?:all\s+)?settled)\b|(?:^|(?<=\n)|(?<=[.!?]\s))(?:[Aa]ll\s+|[Jj]ust\s+|[Ff]inally\s+)?moved\s+in\b"
)  # ("all moved in, room is tiny but its fine")
# a label that gives one's own home for letters, its day before it ("Proper address for the post:", "From Saturday 27th
# the proper address is:"; not a venue's "The address is")
_OWN_LABEL = re.compile(  # (and where to send an invite: "Address for the invite: X")
    r"\b(?:[Pp]roper|[Rr]eal)\s+address\b|\b[Tt]he\s+new\s+address\s*:|\b[Aa]ddress\s+for\s+(?:the\s+)?(?:[A-Z][a-z]+\s+)?(?:post|invites?|invitations?|"
    r"cards|sweets|gifts?|presents?|parcels?|packages?)\b"
)
# "The new address is X" after the writer's own move said ("We moved to Edinburgh last month. The new address is ...")
_NEW_IS = re.compile(r"\b[Tt]he\s+(?:new\s+)?(?:home\s+)?address\s+is\s*$")
_I_MOVED = re.compile(  # ("I'm moving out of Westlands to a one-bedroom in Kilimani ... The address is X")
    r"\b(?:I|[Ww]e)(?:['’]ve|\s+have)?(?:\s+(?:just|finally|now|all))?\s+(?:moved|relocated)\b"
    r"|\b(?:I['’]m|I\s+am|[Ww]e['’]re|[Ww]e\s+are)\s+(?:\w+\s+)?(?:moving|relocating)\b"
)
# another's move or home said just before ("The Hendersons moved.", "Gran moved into the home.", "Aoife got a flat!",
# "Send the card to Nana's.")
_THEY_MOVED = re.compile(
    r"^\s*(?:The\s+)?(?!I\b|We\b)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:just\s+|finally\s+)?(?:moved|got\s+(?:a|the)\s+"
    r"(?:flat|place|apartment|house))\b|^\s*(?:Send|Post|Mail)\b[^.!?]*\bto\s+[A-Z][a-z]+['’]s\b"
)


# "ok for your address book (for real this time, I signed a full year lease):", "for your address book:"
ADDRESS_BOOK = (  # (and a Spanish-speaking family's: "Para que lo tengan:")
    r"(?:(?:(?:[Oo]k|[Ss]o|[Aa]nd|[Aa]lso),?\s+)?(?:[Ff]or|[Ii]n)\s+your\s+address\s+book\s*(?:\([^()\n]{0,80}\))?\s*:"
    r"|[Pp]ara\s+que\s+(?:lo|la)s?\s+tengan?\s*:)"
)
_BOOK = re.compile(ADDRESS_BOOK + r"\s*$")
_HOME = re.compile(r"[ \t]*Home\s*:")
_NOT_OURS_AFTER = re.compile(
    r"\b(?:venue|reception|church\s+hall|party|hosting|not\s+(?:us|ours|mine|me)|old\s+(?:place|flat|house|address)"
    r"|was\s+(?:my|our|the)\b|moved\s+out|(?:till|until)(?!\s+(?:we|I)\b)|only\s+there|ignore)\b|\b(?!(?:It|That|There|Here|He|She|What|Who|Where|Let)['’])(?-i:[A-Z][a-z]+)['’]s\b",
    re.I,
)
_NEXT_LINES = re.compile(r"[^\n]*(?:(?:\n[ \t]*){1,2}[^\n]*)?")  # (its line's rest, the line under it past a blank one)
_A_STAY = re.compile(r"\b(?:[Hh]otel|[Hh]ostel|[Mm]otel|Airbnb|B&B|[Gg]uest\s*house|staying\s+(?:there|here|at))\b")


_MOVE_IN_DAY = re.compile(  # ("we move in May 11", "we move on 1 May", "moving in on the 3rd of June")
    r"\bmov(?:e|ing)\s+(?:in\s+)?(?:on\s+)?(?:the\s+)?(?:\w+\s+\d|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Z][a-z]+)"
    r"|\bmoving\s+day\b",
    re.I,
)
_GREETING = re.compile(r"\s*(?:(?:Hi|Hey|Hello|Dear)\s+)?[A-Z][a-z]+\s*,?\s*")
_OTHERS_MOVE = re.compile(
    r"\b(?:[Mm]om|[Dd]ad|[Mm]um|[Gg]randma|[Gg]randpa|him|her|them|his|their|[Ss]he|[Hh]e|[Tt]hey|party|reunion|club|"
    r"meeting|sister['’]s|brother['’]s|cousin['’]s|friend['’]s|dorm)\b"
)


_HE_OTHERS_MOVE = re.compile(
    r"(?<!\w)(?:ו|ש)?(?:אמא|אבא|סבתא|סבא|אחי|אחותי|הוא|היא|הם|הן)\s+(?:\S+\s+)?עבר(?:ה|ו)?(?!\w)"
)


def my_address_he(text: str, pos: int):
    """A Hebrew address label's address, not after another's move said just before it ("אמא עברה לדיור מוגן. כתובת
    למכתבים: ...")."""
    return None if _HE_OTHERS_MOVE.search(text, max(0, pos - 120), pos) else read_address(text, pos)


# ("address for parcels: X", "address for real this time:\n\n5127 E Calle Ocotillo Seco", "Change of address for your
# book Mam, ...:", "address for parcels (hint hint) is\n")
_SEND_HERE = re.compile(
    r"(?:^|\n)[ \t]*(?:[Aa]ddress\s+for\s+(?:parcels?|packages?|mail|post|letters|real(?:\s+this\s+time)?)"
    r"(?:\s*\([^()\n]{1,30}\))?\s*(?:is\s*)?:?|[Cc]hange\s+of\s+address\b[^:\n]{0,100}:)\s*$"
)
# ... or a bare one after a sentence about sending something: "Mum says you want to send something over. Address is\n"
_BARE = re.compile(r"(?:^|\n|[.!?][ \t]+)[ \t]*[Aa]ddress\s+is\s*:?\s*$")
_TO_SEND = re.compile(r"\b(?:send|sending|post|posting|parcels?|packages?|cards?)\b", re.I)


def still_home(text: str, pos: int):
    """``read_address``; one said to be "still" one's only where the rest of its sentence leaves it so (not "... on the
    electoral roll, though I moved in May", "... until Friday", "... (Mum's)", "... if you mean the house I'm
    selling")."""
    got = read_address(text, pos)
    if got and _OUR_ADDRESS.search(text, max(0, pos - 40), pos) and _ORG_SPEAKS.search(text):
        return None  # an organisation's: "We would be delighted to host you at the branch. Our address is ..."
    if not got or not re.search(r"\bstill\s*$", text[max(0, pos - 12) : pos]):
        return got
    end = m.start() if (m := re.compile(r"[.!?](?:\s|$)|\n").search(text, got[1])) else len(text)
    return None if _STILL_NOT.search(text, got[1], end) else got


_OUR_ADDRESS = re.compile(r"\b[Oo]ur\s+(?:current\s+|postal\s+|mailing\s+)?address\b")  # (not "our new/home address")
# a text in an organisation's voice: a visit it hosts, its branch, office or clinic
_ORG_SPEAKS = re.compile(
    r"\b(?:host(?:ing)?\s+you|welcome\s+you\s+(?:at|to)|(?:our|the)\s+(?:branch|offices?|clinic|premises|headquarters"
    r"|showroom|warehouse|store|shop|surgery|practice))\b",
    re.I,
)
_STILL_NOT = re.compile(
    r"\b(?:though|although|but|until|till|if|said|letter|roll|records?|sell\w*|sold|forward\w*|old|mov(?:e|ed|ing)|left"
    r"|for\s+now|for\s+another|on\s+paper|buyers?|pending|system|shop|wait|rental)\b|[A-Za-z]+['’]s\s+(?!still\b)\w|\b(?!(?:It|That|There|Here)['’])[A-Z][a-z]+['’]s\b"
)


def settled_address(text: str, pos: int):
    """ "The address (for real mail) is: X" where the text has just said the writer moved in, or one given for the
    reader's address book (not a venue's, an office's: "The address is 12 Main St, see you at 7")."""
    if home := _HOME.match(text, text.rfind("\n", 0, pos) + 1, pos):  # "Home: X" only under "Updates for your
        book = next(reversed(list(YOUR_BOOK.finditer(text, max(0, pos - 500), pos))), None)  # address books:"
    else:
        book = _BOOK.search(text, max(0, pos - 120), pos) or _SEND_HERE.search(text, max(0, pos - 160), pos)
        bare = None if book else _BARE.search(text, max(0, pos - 40), pos)
        book = book or (bare if bare and _TO_SEND.search(sentence_before(text, bare.start() + 1)) else None)
    if home and not book:
        return None
    settled = book or next(reversed(list(_SETTLED.finditer(text, max(0, pos - 300), pos))), None)
    if not settled and _NEW_IS.search(text, max(0, pos - 40), pos):
        settled = next(reversed(list(_I_MOVED.finditer(text, max(0, pos - 300), pos))), None)
    if not settled and (own := _OWN_LABEL.search(text, max(0, pos - 120), pos)):  # ("Proper address for the post:")
        before = sentence_before(text, own.start() + 1)  # (not another's: "Aoife got a flat!", "The clinic is moving.")
        settled = None if _THEY_MOVED.search(before) or _BUSINESS.search(before) else own
    if (
        not settled
        or _BUSINESS.search(NOT_A_DESK.sub(" ", sentence_before(text, pos)))
        or _A_STAY.search(text, pos, pos + 250)
    ):
        return None  # (nor a stay's: "Hotel Adler\nMarktplatz 4 ... We're staying there till Friday.")
    line_end = text.find("\n", pos) % (len(text) + 1)
    if _BUSINESS.search(text, pos, line_end) or not (got := read_address(text, pos)):
        return None  # ("Address for parcels: 12 Industrial Way, Penrose (that's the warehouse, I'm there daily)")
    if _NOT_OURS_AFTER.search(text, got[1], _NEXT_LINES.match(text, got[1]).end()):
        return None  # (nor one the words after it, or the line under it, make another's or none: "... - that's the
        # reception venue, not us", "... was my old place")
    said = max(text.rfind(c, 0, settled.start()) for c in ".!?\n") + 1  # (the move's sentence, or the label's and the
    before = sentence_before(text, said + 1)  # one before it; not a greeting: "Mum,")
    if _OTHERS_MOVE.search(("" if _GREETING.fullmatch(before) else before) + text[said:pos]):
        return None  # another's: "We moved Mom into the new facility ... For your address book:", a party's place
    return got


# a move asked about ("Are we moving on June 24 to:", "Can I move in May 11:"), a store's unit, or a place said to be
# another's under it ("That's Jalen's new place; I'm helping him")
_ASKED = re.compile(r"(?:^|[.!?\n]\s*)(?:Are|Can|Could|Should|Shall|Will|Do|May|Is)\s+(?:I|we)\b[^.!?\n]*:?\s*$")
_NOT_OURS_BELOW = re.compile(
    r"(?:[^\n]*\n){1,4}[^\n]*?\b[A-Z][a-z]+['’]s\s+(?:new\s+)?(?:place|flat|apartment|house)\b"
)


def move_address(text: str, pos: int):
    """``home_address_said`` for a move's lines under it: not one asked about, a store's, another's."""
    if _asked(text, pos):
        return None
    got = home_address_said(text, pos)
    if not got or "storage" in got[0].casefold() or _NOT_OURS_BELOW.match(text, pos):
        return None
    return got


def not_asked(read):
    """``read``, where the move before ``pos`` is not asked about ("Are we moving on June 24 to:\n\n2291 ...")."""

    def reader(text: str, pos: int):
        return None if _asked(text, pos) else read(text, pos)

    return reader


def _asked(text: str, pos: int) -> bool:
    """Whether the clause that gives the address at ``pos`` (on the lines under its colon, or right before it) asks."""
    colon = text.rfind(":", 0, pos)
    end = colon + 1 if colon >= 0 and not text[colon + 1 : pos].strip() else pos
    return _ASKED.search(text, max(0, text.rfind("\n\n", 0, max(0, colon))), end) is not None


class ReadAddress:
    """An address ``read_address`` reads where no street's number stands before its type word, as a match of
    ``address.STREET`` is used (its span, and the address as read: its lines joined)."""

    def __init__(self, address: str, start: int, end: int) -> None:
        self._address, self._span = address, (start, end)

    def start(self) -> int:
        return self._span[0]

    def end(self) -> int:
        return self._span[1]

    def span(self) -> tuple[int, int]:
        return self._span

    def group(self) -> str:
        return self._address


def unnumbered_addresses(text: str, spans: list[tuple[int, int]]) -> Iterator[ReadAddress]:
    """The addresses a line of ``spans`` opens with, or gives after a colon, that name a street by its type word with
    no number before it: "Apt 3, Claddagh Quay, Father Griffin Road, Galway H91 C7T4", "Full address: Apt 12,
    Shannonvale House, O'Connell Avenue, Limerick"."""
    for s, e in spans:
        lead = s + len(text[s:e]) - len(text[s:e].lstrip())
        for pos in (lead, *(m.end() for m in _AFTER_COLON.finditer(text, s, e))):
            if (got := read_address(text, pos)) and STREET_WORD.search(got[0]):
                yield ReadAddress(got[0], pos, got[1])


_AFTER_COLON = re.compile(r":[ \t]*(?=[A-Z0-9])")
