"""Rules for a number of one's own: a new one opening a sentence ("New office line: +1 (312) ...", "Still in Boston,
new cell 617-555-0185"), one said apart from its label: the number first ("Yeah 614-555-0149 is still me"),
after what it is ("I also got a new cell with a Prescott number, 928-555-0163"), or in the next sentence ("I have a
new cell phone number as of today. It is 520-555-0172."); one that stays ("Cell stays the same, 270-302-4419"); in
Spanish ("Mi celular alemán: +49 ...")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.contact_objects import read_number
from hinet_pipeline.memory.facts.kin import theirs_before
from hinet_pipeline.memory.facts.rule import START, rule

# a number's own words after it that make it none of the writer's: "- said Rubén", "- wait, no, that's his", "until
# Monday"
NOT_MINE_AFTER = re.compile(
    r"\s*(?:[-–—,(]\s*)?(?:said|says|wait|no\b|that['’]s\s+(?:his|hers|theirs|not)|until|till)", re.I
)

_OWN_OPENING = re.compile(
    r"(?:I\b|I['’]\w+|We\b|We['’]\w+|Still\s+(?:in|at|here)\b|Just\s+moved|Finally|Back\s+in|Moved\b|(?i:yep|yes|yeah|ok)\b)"
)


# a home's line left at a home left ("The house phone is still N at the old place; we left it for the new owners")
_LEFT_BEHIND = re.compile(r"[^.!?\n]{0,40}\b(?:old\s+(?:place|house)|new\s+owners|left\s+it)\b")
_NAMED_ITEM = re.compile(r"[ \t]*[-*•][ \t]+(?!I\b|We\b|My\b|Our\b)[A-Z][a-z]+[ \t]+[A-Z][\w'-]+")  # a list's item


# another's news before a number that "stays", or their word after it ("Dad retired last week. Cell stays N, he says",
# "The clinic moved to Elm St. Number stays N")
_OTHERS_NEWS = re.compile(
    r"\b(?:he|she|they|his|her|their|him|them|[Dd]ad|[Mm]om|[Mm]um|[A-Z][a-z]+\s+(?:moved|retired|got|switched|changed)|"
    r"clinic|school|dentist|doctor|store|shop|practice|salon|company)\b"
)


def someone_elses(text: str, pos: int) -> bool:
    """Whether the number at ``pos`` (said with no "my") follows another's news in its paragraph or list, or is said
    to be their word after it."""
    opens = max(text.rfind("\n\n", 0, pos), text.rfind(":\n", 0, pos), 0)
    line = text.rfind("\n", 0, pos) + 1
    before = text[opens:pos] if not _NAMED_ITEM.match(text, line) else text[line:pos]
    return bool(
        _OTHERS_NEWS.search(before) or re.match(r"[^.!?\n]{0,30}\b(?:he|she|they)\s+says", text[pos : pos + 60])
    )


_LABEL = re.compile(r"[ \t]*([A-Z][\w'’ .]{0,25}?)[ \t]*:[ \t]*(?:[Mm]y\s+)?")  # ("Dentist: new number")
_OWN_LEADS = frozenset("PS P.S. FYI Fyi Update Also Oh Btw BTW Note Admin Me Mine".split())
# what the number's own words after it make it: another's, a plan, a fax ("N - is Tom's", "(the school's)", "for the
# fax")
_THEIRS_AFTER = re.compile(
    r"[ \t]*(?:ext\.?\s*\d+\s*)?(?:[-–—,;:][ \t]*)?(?:is\s+(?!mine\b|me\b)|was\b|belongs\b|would\b|until\b|till\b"
    r"|well\b|(?:אבל|של|המספר\s+של|מנותק|עד|אם|היה|מוקד|זה\s+המספר\s+של|כך\s+(?:אמר|אמרה|כתב|כתבה))(?!\w)"
    r"|that['’]s\b|the\s+\w+['’]s\b|[A-Z][a-z]+['’]s\b|[^\n.!?]{0,30}\b(?:his|her|their)\s+(?:new\s+)?(?:number|phone)\b"
    r"|for\s+(?:the\s+)?(?:fax|reception|practice|office|surgery|school|shop)\b"
    r"|on\s+the\s+box|\((?:the\b|for\b|[A-Z][a-z]+\)|[^)\n]*\b[A-Z][a-z]+['’]s\b))"  # (not "(from Ireland that's +61")
)


def _own_new_number(text: str, pos: int):
    """The number a "new number" label gives (``read_number``), not another's: before it (``theirs_before``,
    ``_others_clause``) or after it (``_THEIRS_AFTER``)."""
    if theirs_before(text, pos) or _others_clause(text, pos) or not (got := read_number(text, pos)):
        return None
    if _DASHED.search(text, max(0, pos - 4), pos) and not _PARAGRAPH_OPENS.search(text, 0, text.rfind("ew", 0, pos)):
        return None  # ("Ask the garage. New number - N": a dash after a label only where it opens its paragraph)
    return None if _THEIRS_AFTER.match(text, got[1]) else got


_DASHED = re.compile(r"\s[-–—]\s*$")
_PARAGRAPH_OPENS = re.compile(r"(?:\A|\n[ \t]*\n)[ \t]*(?:[Mm]y\s+)?[Nn]?$")


def _others_clause(text: str, pos: int) -> bool:
    """Whether "new cell N" after a comma follows a clause that opens with another's name ("Tom got a job at Acme,
    new cell ..."), not the writer's own ("Still in Boston (JP now), new cell ..."); or stands in a list's item about
    someone named ("- Dani Kowalski-Ng moved to Boston in March ... New cell: 617-555-0142")."""
    new = text.rfind("ew", 0, pos) - 1
    line = text.rfind("\n", 0, new) + 1
    if line < new - 2 and _NAMED_ITEM.match(text, line):
        return True
    if (label := _LABEL.fullmatch(text, line, new)) and label.group(1) not in _OWN_LEADS:
        return True  # another's under a label of theirs: "Dentist: new number - N", "Tom: new mobile - N"
    if text[max(0, new - 2) : new] != ", ":
        return False
    opens = max(text.rfind(c, 0, new) for c in ".!?\n") + 1
    return not _OWN_OPENING.match(text[opens:new].lstrip())


_COUNTRY = (
    r"(?i:israeli|german|american|us|u\.s\.|uk|british|english|irish|french|dutch|swiss|canadian|australian|local|"
    r"spanish|italian|indian)"
)
COUNTRY_NUMBER = re.compile(  # (two forms: no anchor of the first is the second's)
    r"(?:\bI\s+(?:finally\s+|now\s+|also\s+)?(?:have|got)\s+(?:a|an|my)\s+(?:new\s+)?(?:own\s+)?"
    rf"{_COUNTRY}\s+(?:number|mobile|cell)\b(?:\s+(?:that|which)\s+(?:isn['’]t|is\s+not)\s+"
    r"(?!mine|yours|his|hers|theirs)[^.!?:\n]{1,40}?)?[ \t]*[:–-]"
    rf"\s*(?=\+?\(?\d)|(?:^|(?<=\n))[ \t]*(?:[-*•][ \t]+)?(?:my\s+)?(?:new\s+)?{_COUNTRY}\s+(?:number|mobile|cell)"
    r"[ \t]*:\s*(?=\+?\(?\d))"
)
_REGION = {"israeli": "IL", "german": "DE", "american": "US", "us": "US", "u.s.": "US", "uk": "GB", "british": "GB",
           "english": "GB", "irish": "IE", "french": "FR", "dutch": "NL", "swiss": "CH", "canadian": "CA",
           "australian": "AU", "spanish": "ES", "italian": "IT", "indian": "IN"}  # fmt: skip


_OTHERS_LIST = re.compile(r"['’]s\b|\b(?:contacts?|firms?|numbers|landlord|emergency|trip|your|phones)\b", re.I)


def _heading(text: str, pos: int) -> str:
    """The heading a list's item at ``pos`` stands under (its last line before the items that ends with ":")."""
    line = text.rfind("\n", 0, pos)
    if line < 0 or not re.match(r"[ \t]*[-*•]", text[line + 1 : pos]):
        return ""
    for head in reversed(text[:line].split("\n")[-8:]):
        if not re.match(r"[ \t]*[-*•]", head):
            return head if head.rstrip().endswith(":") else ""
    return ""


def _in_country(text: str, pos: int):
    """The number at ``pos`` as the country its sentence names writes it ("an Israeli number ...: 050-555-0137")."""
    from hinet_pipeline.memory.people.identity import phone_e164

    if someone_elses(text, pos) or not (got := read_number(text, pos)) or _OTHERS_LIST.search(_heading(text, pos)):
        return None
    if re.match(r"[ \t]*\(", text[got[1] :]):
        return None  # (an aside after it: "N (the school's)", "N (Luca)")
    said = re.findall(_COUNTRY, text[max(0, pos - 90) : pos])
    region = _REGION.get(said[-1].casefold()) if said else None
    return (number, got[1]) if region and (number := phone_e164(got[0], region)) else got


OWN_LINE = re.compile(
    r"(?:^|(?<=\n))[ \t]*(?:[-*•][ \t]+)?Me(?:[ \t]*\((?:cell|mobile|work|home|office|new)\))?"
    r"(?:[ \t]*[:–-][ \t]*|[ \t]+(?=\+?\(?\d))"  # ("Me 828-555-0162" in a list under "Got NC numbers:")
)


# a list of phones above the line ("Numbers:", "New numbers:", "Phones while we travel:"), and nothing after the number
# that makes it another's, an old one or no phone ("(Tom's phone, I'm borrowing it)", "(expires 30 June)", "-> N")
_PHONE_HEADING = re.compile(
    r"^[ \t]*(?i:(?:new|our|my|updated|the)\s+)?(?i:(?:phone|mobile|cell|contact)\s+)?"
    r"(?i:numbers?|phones?|mobiles?|cells?|contacts?|contact\s+details|whatsapp)\b[^\n]{0,30}:[ \t]*$"
)
_NUMBERS_CHANGED = re.compile(  # "we finally switched to Chicago numbers"
    r"\b(?:switched|changed|ported|[Gg]ot|have)\s+(?:over\s+)?(?:to\s+)?(?:[\w-]+\s+){0,3}numbers\b", re.I
)
_NOT_NOW_AFTER = re.compile(
    r"[^\n]*?(?:\b(?:old|former|previous|until|till|through|ends?|expires?|cut\s+off|switching|disconnected|no\s+longer"
    r"|wrong|borrow\w*|hotel|front\s+desk|reception|gone|dead|points|code)\b|->|→|\b[A-Z][a-z]+['’]s\b)"
)


def mine_after(read):
    """``read``, unless the words after the number give it to someone else or end it ("N is the fax", "N is Tom's",
    "N, was what I told the school", "N until Friday", "N - the practice's front desk")."""
    return lambda text, pos: None if (got := read(text, pos)) is None or _THEIRS_AFTER.match(text, got[1]) else got


def _own_line(text: str, pos: int):
    """The number of "Me: N" in a list of phones, its own words after it none that take it from the writer."""
    line = text.rfind("\n", 0, pos) + 1
    labelled = "(" in text[line:pos]  # ("Me (cell): N": a phone by its label)
    heading = text.rfind("\n", 0, max(0, line - 1))
    block = text[: max(0, line - 1)].rsplit("\n\n", 1)[-1].split("\n")
    before = text[max(0, line - 300) : line].rstrip().rsplit("\n\n", 1)[-1]  # (or the paragraph before: "we finally
    if not labelled and not any(_PHONE_HEADING.search(x) for x in block[:1] + [text[heading + 1 : line]]):
        if not _NUMBERS_CHANGED.search(before):  # switched to Chicago numbers, ...\n\nMe: 773-555-0164")
            return None
    got = read_number(text, pos)
    return None if got is None or _NOT_NOW_AFTER.match(text, got[1], text.find("\n", got[1]) % (len(text) + 1)) else got


NUMBER_RULES = (
    # a number that opens a sentence: "New office line: +1 (312) ...", "my new digits: ...", "new number, save it: ..."
    rule(
        "new number|new digits|new office|new mobile|new cell|new phone|new whatsapp|new work|new home|new line"
        "|new direct|new #|new house|mobile:|number:|cell:",  # (a country's between: "New NZ mobile: N")
        # (as chats write it, opening the message: "fyi new # 07911 123456", "new # is 512-847-2916"; not after
        # another's news, "Dentist changed their number. New # is ...")
        r"(?:(?P<top>\A[ \t]*(?:(?:[Hh]i|[Hh]ey|[Hh]ello|[Hh]iya)(?:\s+(?:all|everyone|guys|folks|team))?[!,.]*\s+)?)"
        rf"|{START}|(?P<comma>(?<=[a-z)],\s)))(?:(?P<lead>[Ff]yi|FYI|[Bb]tw|BTW|[Oo]k|[Ss]o|[Aa]lso|[Aa]nd|[Pp]lus|PS|P\.S\.)[,:]?\s+)?"
        r"(?P<my>[Mm]y\s+)?(?P<the>[Tt]he\s+)?"
        r"(?:[Nn]ew|NEW)\s+(?:(?:NZ|UK|US|USA|AU|Aussie|Kiwi|Irish|Israeli|Canadian|Australian|British|American|German|French"
        r"|Indian|Spanish|Italian|Dutch|Swiss|local)\s+(?=(?:mobile|cell|number)\s*:))?"
        r"(?:(?:office|work|mobile|cell|home|house|direct|whatsapp|WhatsApp|personal|private)\s+)?"
        # ("New mobile too because ...")
        r"(?:number|digits|line|mobile|cell|phone(?:\s+number)?|#)(?:\s+too|\s+as\s+well)?"
        r"(?:\s*[,-]\s*(?:save|note|add)\s+(?:it|this)"
        # ("new cell, since I switched to AT&T: N"; not "new cell because Tom lost his: N")
        r"|,?\s+(?:since|as|because|now\s+that)\s+(?![^:\n.!?]{0,70}\b(?:his|her|hers|theirs|him|them)\b)[^:\n.!?]{1,70}(?=:))?"
        # ("my new number is ...": the rule above reads it)
        # ("new cell is N" opening any sentence; "The new number is N" only at the top or after a lead word: "Called
        # the dentist today. The new number is ..." is theirs)
        # (after a clause of the writer's own, its comma: "Still in Boston (JP now), new cell 617-555-0185")
        r"(?(my)\s*:\s*|(?:\s*:\s*|\s+[-–—]\s+(?=\+?\(?\d)|(?(the)(?!)|\s+is\s*:?\s*)|(?(top)|(?(lead)|(?(comma)|(?!))))"
        r"(?:\s+is\s*:?\s*|(?<=[#rlen])\s+(?=\+?\(?\d))))",
        "phone",
        _own_new_number,
    ),
    # the writer's own line in a list of numbers: "Numbers:\n- Me: +1 647-555-0163 (new Canadian mobile)", "Me (cell):
    # 901-555-0186" (not one that goes: "Me: N until June 30")
    rule(
        "me:|me (|me ",
        OWN_LINE.pattern + r"(?=\+?\(?\d[\d \t().-]{6,}\d)",
        "phone",
        _own_line,
    ),
    # a new number said after what it is: "I also got a new cell with a Prescott number, 928-555-0163"
    # (or one for work: "starting Monday I'll also have a work cell, 480-555-0122, use that one during the day")
    rule(
        "new cell|new phone|new number|new mobile|work cell|work phone|work mobile|company cell|company phone",
        r"\bI(?:['’]ll|\s+will)?\s+(?:also\s+|just\s+|finally\s+)?(?:got|have|get)\s+a\s+(?:new\s+(?:work\s+)?|(?:work|company)\s+)"
        r"(?:cell|phone|number|mobile)(?:\s+(?:phone|number))?"
        r"(?:\s+with\s+an?\s+[\w ]{1,30}?\s+(?:number|area\s+code))?\s*[,:–—-]\s*(?=\+?\(?\d)",
        "phone",
        read_number,
    ),
    # a new number, given in the next sentence: "I have a new cell phone number as of today. It is 520-555-0172."
    rule(
        "new cell|new phone|new number|new mobile|new home",
        r"\bI\s+(?:have|got|now\s+have)\s+a\s+new\s+(?:cell\s+|mobile\s+|home\s+|work\s+)?(?:phone\s+)?(?:number|phone)"
        r"(?:(?!\bfor\b)[^.!?\n]){0,40}[.!:]+\s+(?:It(?:['’]s|\s+is)|The\s+number\s+is)\s*:?\s*(?=\+?\(?\d)",
        "phone",
        read_number,
    ),
    # a phone got or set up for the writer, its number in the next sentence: "Jalen set up a cell phone for me when you
    # were here. The number is 912-555-0186."; the home's line that stays: "The house phone is still 912-555-0104."
    rule(
        "number is|number's",
        r"(?:\bI\s+(?:just\s+|finally\s+)?(?:gave\s+in\s+and\s+)?(?:got|have|bought)\s+(?:myself\s+)?"
        r"(?:a|the|one\s+of\s+those)\s+(?:new\s+)?(?:cell|mobile)(?:\s+phones?)?\b"
        r"|\bset\s+up\s+a\s+(?:new\s+)?(?:cell|mobile)(?:\s+phone)?\s+for\s+me\b)"
        # (not one for another, a bill, a mobile home, one given away: "I got a cell phone for Mom. The number is")
        r"(?!\s+(?:for|to|bill|home|plan|case)\b)(?:(?!\b(?:for(?!\s+me\b)|bill|gave|but|loaner|loan)\b)[^.!?\n]){0,60}"
        r"(?:\n(?:(?!\b(?:for|bill|gave|but)\b)[^.!?\n]){0,60}){0,1}"
        # (a short sentence between: "I finally got the cell phone. Rubén made me. The number is 915-555-0108")
        r"[.!]+\s+(?:[A-Z](?:(?!\b(?:his|her|their|number|for|temporary|thanks)\b)[^.!?\n]){0,30}[.!]+\s+)?"
        r"(?:The|My|Its|The\s+new)\s+number(?:\s+is|['’]s)\s*:?\s*(?=\+?\(?\d)",
        "phone",
        lambda text, pos: None if (got := read_number(text, pos)) and NOT_MINE_AFTER.match(text, got[1]) else got,
    ),
    rule(  # the home's line that stays, in brackets: "The house phone (915-555-0103) still works"
        "house phone|home phone|landline",
        r"\b(?:[Oo]ur|[Mm]y|[Tt]he)\s+(?:house|home)\s+(?:phone|line|number)\s*\("
        r"(?=\+?\(?\d[\d \t().-]{6,}\d\)\s+(?:still\s+works|stays|is\s+staying|isn['’]t\s+going\s+anywhere)\b"
        r"(?=\s*(?:[.!;\n]|,?\s+and\s+I\b|$)))",  # (not "..., but it's Mom's house now", "... at Tía Chela's")
        "phone",
        read_number,
    ),
    rule(
        "house phone|home phone|landline",
        rf"(?:{START}|\b)(?:[Oo]ur|[Mm]y|(?P<the>[Tt]he))\s+(?:house|home)\s+(?:phone|line|number)(?:\s+number)?\s+is\s+"
        r"(?(the)(?:still|the\s+same(?:\s+of\s+course)?,?)|(?:still\s+)?)\s*:?\s*(?=\+?\(?\d)",
        "phone",
        lambda text, pos: None if someone_elses(text, pos) or _LEFT_BEHIND.match(text, pos) else read_number(text, pos),
    ),
    # the number first, said to be one's own: "Yeah 614-555-0149 is still me", "0412 558 093 is my new cell"
    rule(
        "is still me|is me|is my|still my|now my",
        r"(?<![\w+(-])(?=\+?\(?\d[\d ().-]{6,16}\d\s+is\s+(?:still\s+|now\s+)?(?:me\b|my\s+(?:new\s+|current\s+)?"
        r"(?:(?:cell|mobile|home|work|direct)\s+)?(?:number|cell|phone|mobile|line)\b))",
        "phone",
        read_number,
    ),
    # a number that stays: "My cell (801) 647-2208 stays the same", "Cell stays the same, 270-302-4419"
    rule(
        "same|unchanged|remain",
        r"\b[Mm]y\s+(?:(?:cell|mobile|direct|office|work|home)\s+)?(?:(?:phone\s+)?number|phone|cell|mobile|line|#)"
        r"(?:\s+(?:number|phone))?[ \t,:]*(?=\(?\+?\d[\d \t().-]{6,}?\)?[ \t,]*(?:stays|remains|will\s+(?:stay|remain)"
        r"|is\s+unchanged|won['’]t\s+change|does\s+not\s+change|doesn['’]t\s+change)\b)",
        "phone",
        read_number,
    ),
    # ... said not to have changed: "my cell hasn't changed, 614-555-0175", "My mobile number is the same (+1 312-...)"
    rule(
        "changed|the same|still",  # ("My mobile's still 0491 570 156 if you want to FaceTime"; "Our number hasn't
        # changed (506-555-0162)")
        r"\b(?:[Mm]y|[Oo]ur)\s+(?:(?:cell|mobile|direct|office|work|home)\s+)?(?:(?:phone\s+)?number|phone|cell|mobile|line|#)"
        r"(?:\s+(?:number|phone))?(?:\s+(?:(?:hasn['’]t|has\s+not|didn['’]t|did\s+not)\s+change[ds]?"
        r"|is\s+(?:also\s+)?(?:still\s+)?the\s+same(?=\s*[(,:–—-]\s*\(?\+?\d))|(?:['’]s|\s+is)\s+still(?=\s+\(?\+?\d))"
        r"(?:\s+(?:either|though))?\s*(?:[,:;–—(-]+|\s+(?:it['’]s|it\s+is|still))\s*(?:still\s+)?(?=\(?\+?\d)",
        "phone",
        mine_after(lambda text, pos: None if someone_elses(text, pos) else read_number(text, pos)),
    ),
    rule(
        "stays|remains|will stay|will remain",
        rf"{START}(?:[-*•]\s+)?(?:[Mm]y\s+)?(?:[Cc]ell|[Mm]obile|[Pp]hone|[Nn]umber)(?:\s+(?:phone|number))?\s+"
        r"(?:stays|remains|will\s+(?:stay|remain))"
        r"(?:\s+the\s+same)?[,:]?\s*(?:at\s+|-+\s*)?(?=\(?\+?\d)",  # ("Cell stays 608-555-0137")
        "phone",
        lambda text, pos: None if someone_elses(text, pos) else read_number(text, pos),
    ),
    # a number of one's own got, a country's: "And I finally have an Israeli number that isn't the work loaner:\n050-"
    # (not one for another, an old one, a question), or a list's line of it: "- german number: 0152 28817386"
    rule("number|mobile|cell", COUNTRY_NUMBER.pattern, "phone", lambda text, pos: _in_country(text, pos)),
    # in a Spanish-speaking family's mail: "Mi celular alemán: +49 176 45891237", "mi nuevo número es 915-555-0163"
    rule(
        "i cel|i nuevo|i número|i numero|i teléfono|i telefono|i móvil|i movil",
        r"\b[Mm]i\s+(?:nuevo\s+)?(?:celular|cel|n[uú]mero|tel[eé]fono|m[oó]vil)(?:\s+(?:nuevo|alem[aá]n|[a-zá-ú]+))?"
        r"\s*(?::|\bes\b:?)\s*(?=\+?\(?\d)",
        "phone",
        lambda text, pos: None if someone_elses(text, pos) else read_number(text, pos),
    ),
)
