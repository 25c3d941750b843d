"""The objects a frame reads after its trigger, by type: a place the gazetteer knows, an
organisation after its preposition, a street address, a title, a phone number, a person's name
(``frames``); and the employer a text says its writer leaves (``left_employer``, for the rules)."""

from __future__ import annotations

import re
from typing import Callable

from hinet_pipeline.memory.facts.address import STREET_WORD, city_of, read_address
from hinet_pipeline.memory.facts.dates import DATE_PHRASE, EMOJI
from hinet_pipeline.memory.facts.job_titles import read_title
from hinet_pipeline.memory.facts.lexicon import BUSINESS_HEADS, has_title, name_words
from hinet_pipeline.memory.facts.objects import SCHOOL, read_org, read_person, read_place
from hinet_pipeline.memory.facts.places import is_country, names_a_place
from hinet_pipeline.memory.people.forces import HE_TITLE


def places(text: str, pos: int, end: int, region: str):
    """The first place the gazetteer knows after ``pos``: after "to", "in", "into", "at", ב / ל (not "from", מ)."""
    for m in re.finditer(r"\b(?:to|in|into|at)\s+(?=[A-Z])|(?<!\w)(?:לגור\s+ב|[בל])-?(?=[א-ת])", text[pos:end]):
        if _AFTER_TIME.search(text, max(pos, pos + m.start() - 30), pos + m.start() + 3 * (m.group()[:3] == "in ")):
            continue  # "חזרתי ... אחרי שלוש שנים בברלין", "back after three years in London": where one was
        word = _HE_WORD_BEFORE.search(text, max(0, pos + m.start() - 12), pos + m.start())
        if word and (whole := read_place(text, word.start())) and whole[1] > pos + m.start():
            continue  # "ראשון לציון": a letter of a town's own name, not "to"
        got = read_place(text, pos + m.end())
        if got and not (got[0].isascii() and _CAPITAL_ON.match(text, got[1])):
            return [got]  # (not "3 Allen Center", "Houston Astros": a capitalised run longer than its place)
    return []


_CAPITAL_ON = re.compile(r"[ \t]+[A-Z]")
_HE_WORD_BEFORE = re.compile(r"(?<![\w\"'׳״])[א-ת]+\s+$")
_AFTER_TIME = re.compile(  # (or a place one is out of, read with its "in": "Finally out of the share house in Sydney")
    r"(?:\bafter|(?<!\w)אחרי)\s+(?:\S+\s+){0,2}?(?:years?|months?|weeks?|שנים|שנה|שנתיים|חודשים|חודש)\s*(?:in\s)?$"
    r"|\b(?:out\s+of|away\s+from)\s+(?!town\b|the\s+(?:city|centre|center|noise)\b)(?:\S+\s+){0,4}in\s$"
)
_ORG_AFTER = re.compile(  # ("Lead Pharmacist (Boots", "signed the contract with Atlassian")
    r"\b(?:at|by|join|joined|joining|(?:contract|offer)\s+with)\s+(?:the\s+)?(?=[A-Z]|[a-z][a-z0-9-]*\.(?:com|io|ai|co|app|dev)\b)"
    r"|\b(?:position|role|post|job)\s+of\s+(?:[\w&/.-]+\s+){1,5}?with\s+(?=[A-Z])"  # "position of X with Y"
    r"|^\s+for\s+the\s+(?=(?:City|County|Town|Village|State|Borough)\s+of\s)"  # ("Park Planner for the City of X")
    r"|^\s*\((?=[A-Z])(?!(?:Tenured|Interim|Acting|Remote|Hybrid|Contract|Temporary|Permanent|Part-time|Full-time)\))"
    r"|(?<!\S)@\s*(?=[A-Z])"  # (not a post's kind, "Professor (Tenured)"; "at" as chats write it: "PM @ Duolingo")
)
_ORG_LEFT = re.compile(  # ("my last day in the Royal Navy": a service, not "in the Alps")
    r"\b(?:at|from|in(?=\s+the\s+(?:[A-Z]\w+\s+)?(?:Navy|Army|Air\s+Force|Marines|Police|Corps|Service|NHS)\b))\s+"
    r"(?:the\s+)?(?=[A-Z])"
)  # "my last day in the Royal Navy"
# a Hebrew employer right after its verb ("התחלתי לעבוד באינטל", "עוזבת את לאומי"): a prefix on any
# later word may be an adverb's ("באופן רשמי", "לגמרי")
_HE_ORG = re.compile(
    r"\s*(?:(?:היום|אתמול|רשמית|באופן\s+\S+|לעבוד|לעבודה|למשרה|את|שלי|כאן|פה|ב?(?:עבודה|משרה)\s+ה?חדשה|בעבודה|תפקיד\s+ה?חדש)\s+)*"
    # a title first: "מתחיל כמחסנאי בשופרסל", "התפקיד של X ב-Y", "קבלתי לתפקיד X ב-Y"
    r"(?:(?:כ|של\s+|לתפקיד\s+)[א-ת]\S*(?:\s+(?:[א-ת]|[A-Z][\w&/+-]*)\S*){0,3}?\s+(?=ב(?!כיר)))?"
    # (a name in quotes, "ב'הטאבון'"; a web name, "מ-monday.com")
    r"(?:אצל\s+|[בלמ]-?)['\"׳״]?(?=[א-תA-Z]|[a-z][a-z0-9-]*\.(?:com|io|ai|co|app|dev)\b)"
)


# one word a field is named by, by its ending ("Livelihoods", "Operations", "Marketing", "Oncology", a school's subject,
# "Literature", "History", "English", "Sciences"; not "Google")
_FIELD_WORD = re.compile(
    r"[A-Z][a-z]+(?:ology|ics|hoods?|ments?|tions?|ing|ships?|ences?|ances?|ities|ity|ure|ry|ies|ish|ces)"
)


def _org_reader(after: re.Pattern) -> Callable:
    def read(text: str, pos: int, end: int, region: str):
        """The organisation after its preposition ("at Canva", "join Zalando", "באינטל"): not a place or a person."""
        from hinet_pipeline.memory.facts.signoff import name_of

        starts = [pos + m.end() for m in after.finditer(text[pos:end])]
        if _JOINED.search(text, max(0, pos - 8), pos) and (d := _DIRECT.match(text, pos)):
            starts.insert(0, d.end())  # "to join Zalando as ...": the organisation is its object
        if text[:pos].endswith(("עם", 'ע"י', "ע״י", "ידי", "אצל")) and (m := _DIRECT.match(text, pos)):
            starts.insert(0, m.end())  # "חתמתי עם צ'ק פוינט": signed with (the name's own first letter)
        elif (m := _HE_ORG.match(text, past_date(text, pos))) and "\n" not in text[pos : m.end()]:
            starts.insert(0, m.end())  # (past a day: "התחלתי ביום חמישי בבנק לאומי"; not to the next line)
        for at in starts:
            got = employer_at(text, at)
            the = text[max(0, at - 4) : at].casefold() == "the " or text[at : at + 4] == "The "  # ("at The Winding
            titled = (m := _AS_TITLE_AT.search(text, max(0, at - 60), at)) and has_title(m.group(1))
            if got and _GRADE.fullmatch(got[0]):
                continue  # a grade in brackets after a title, no firm: "Registered Nurse (RN II)"
            if got and text[at - 1 : at] == "(" and (_FIELD_WORD.fullmatch(got[0]) or has_title(got[0])):
                continue  # a field in brackets after a title, or the title again: "(Operations)", "(Product Manager)"
            firm = (
                got and got[0].split()[-1].casefold() in BUSINESS_HEADS
            )  # (a business, not a name: "Toulouse Street Brasserie")
            if got and (
                the or titled or firm or not (got[0].isascii() and name_of(got[0]) and len(got[0].split()) > 1)
            ):
                return [got]  # (not a person's name; but "as Nurse Practitioner at Kaiser Permanente": a firm's)
        return []

    return read


_GRADE = re.compile(r"[A-Z]{1,4}[ -]?(?:I{1,3}|IV|V|\d{1,2})")  # "RN II", "PGY-2", "L5", "GS 12"
_AS_TITLE_AT = re.compile(r"\bas\s+(?:an?\s+|the\s+)?((?:[\w&/-]+\s+){1,5}?)at\s+$")


def employer_at(text: str, pos: int):
    """The organisation named at ``pos`` (``read_org``), past a unit of it ("the Finance team at Corvid
    Insurance", "לצוות פנימית ב' ברמב"ם") or a kind of firm ("משרד עורכי הדין גולדפרב גרוס"); not a
    unit or a kind alone, not a place."""
    if school := SCHOOL.match(text, pos):  # "בית הספר היסודי אלונים": the school's whole name
        return school.group(), school.end()
    pos = m.end() if (m := _HOSPITAL.match(text, pos)) else pos  # "בית החולים שיבא": שיבא
    got = read_org(text, pos)  # (it reads past an English unit itself: "the Finance team at Corvid")
    if got and (kind := _kind_of(got[0])):  # "פגייה בבית החולים שיבא": a ward of it
        rest = got[0][len(kind) :].lstrip()
        if rest.startswith("ב"):
            got = employer_at(text, got[1] - len(rest) + 1)
        else:  # "במחלקה הפנימית ב' בשיבא": the ward's name, then where it is
            got = _employer_past(text, got[1] - len(rest)) or (
                None if _HE_IN.search(rest) or rest.startswith("ל") else (rest, got[1])  # ("המחלקה לשירותים ...")
            )
    elif got and (w := got[0].split())[0] in HE_UNITS and not (w[0] == "קבוצת" and w[1:] and w[1][0] != "ה"):
        got = _employer_past(text, got[1] - len(got[0]) + len(w[0]))  # (its clause: not "..., ואשמח להכיר אתכם בקפה")
    elif got and has_title(got[0].split()[0]) and (at := _HE_IN.search(got[0])):  # "לפוסט-דוק במכון ויצמן"
        got = employer_at(text, got[1] - len(got[0]) + at.end())
    elif got and (got[0].split()[0] in _NOT_EMPLOYER or "החדש" in got[0].split()):
        got = None  # "התנדבות במד"א", "תואר שני באוניברסיטה", "הדירה ברחוב", "גן החדש של הבן"
    elif got and (got[0] in _GENERIC or got[0].removeprefix("ה") in _GENERIC):  # (not "מהחברה": an unnamed one)
        got = read_org(text, got[1] + 1) if text[got[1] : got[1] + 1] == " " else None
    if got and not got[0].isascii() and (cut := _HE_AS.search(got[0])):
        got = (got[0][: cut.start()], got[1] - len(got[0]) + cut.start())  # "בצ'ק פוינט כראש צוות": the firm
    if got and len(words := got[0].split()) > 1 and STREET_WORD.fullmatch(words[-1]) or got and _UNNAMED.match(got[0]):
        return None  # a street, not a firm: "took the flat at Schönhauser Allee 112"; a firm described, not named
    if got and _SITE_AFTER.match(text, got[1]) and names_a_place(got[0]):
        return None  # a firm's office by its town: "I start as audit manager at the Joburg office on the 2nd"
    return got if got and not names_a_place(got[0], own=got[0].isascii()) else None  # (Google, Meta: firms)


_SITE_AFTER = re.compile(r"\s+(?:office|branch|site|campus|depot|plant|hub)\b", re.I)


_HE_AS = re.compile(r"\sכ(?=[א-ת])")  # a title "as" after a Hebrew employer's name


def _employer_past(text: str, pos: int):
    """The organisation named after a unit of it, within its clause ("צוות X ב-Y", "מחלקה X בשיבא")."""
    stop = min((i for i in (text.find(c, pos) for c in ",.;!?\n") if i >= 0), default=len(text))
    if not (at := _HE_IN_OF.search(text, pos, min(stop, pos + 40))):
        return None
    if "של" in at.group() and not text[pos : at.start()].strip():
        return None  # a person's unit, "בצוות של ליאור שמעוני": its lead, no employer
    return read_org(text, at.end())


_JOINED = re.compile(r"\bjoin(?:ed|ing)?$")
_DIRECT = re.compile(r"\s+(?:the\s+)?(?=[A-Zא-ת])")
orgs, orgs_left = _org_reader(_ORG_AFTER), _org_reader(_ORG_LEFT)
_CLAUSE_END = re.compile(r"[.;!?](?=\s)|\s(?:and|but|while|so)\s")  # (where a title's clause ends)


def on_its_line(text: str, pos: int, end: int) -> int:
    """``end``, or where ``pos``'s line or clause ends first ("ראש צוות QA ב-1.6\nלדבר עם דנה", "... and Jo at X")."""
    line = text.find("\n", pos, end)
    end = end if line < 0 else line
    return clause.start() if (clause := _CLAUSE_END.search(text, pos, end)) else end


# (and a "new" or a "there" before it: "מנהל חדש מיום ראשון", "אתחיל שם בראשון לינואר")
_SPACES = re.compile(r"[\s,]*(?:(?:ה?חדש(?:ה)?|new|שם|there)[\s,]+)?")
# what one joins or leaves that is no employer: volunteering, a degree, a flat, a ward ("אחות אחראית בפנימית ב'")
WARDS = frozenset("פנימית הפנימית כירורגיה אורתופדיה אונקולוגיה קרדיולוגיה נוירולוגיה גריאטריה".split())
_NOT_EMPLOYER = WARDS | frozenset(
    "התנדבות קופה מילואים חופש חופשה טיול קורס תואר חוג לימודים דירה הדירה בית הבית מלון צימר "
    # (and a field, "מתמחה ברפואה פנימית", and a way, "מי שעזר לי בדרך")
    "רפואה משפטים הנדסה מדעי כלכלה חינוך סיעוד פיזיותרפיה פסיכולוגיה דרך הדרך תפקיד תפקידי".split()
)
# a unit or a site of an employer
HE_UNITS = frozenset("צוות מחלקת מחלקה אגף יחידת יחידה סניף קמפוס קבוצת חטיבת חטיבה".split())
_HE_IN = re.compile(r"\s(?!בכיר)ב-?(?=[א-תA-Z])")  # (not "בכיר": senior)
_HE_IN_OF = re.compile(r"\s(?:ב-?|של\s+)(?=[א-תA-Z])")  # "צוות X בוויקס", "המחלקה לשירותים חברתיים של עיריית אשקלון"
# a kind of organisation, not its name: the name follows it, or it names none
_GENERIC = frozenset(
    ("משרד", "משרד עורכי הדין", "משרד עורכי דין", "משרד רואי חשבון", "משטרה", "חברה", "סטארטאפ", "בנק", "בית חולים",
     "עירייה", "צבא", "מפעל", "מסעדה", "חנות", "סניף", "מעבדה", "מחלקה", "פגייה", "מיון", "טיפול נמרץ", "יולדות",
     "קופה", "התנדבות", "מילואים")
)  # fmt: skip
# the units of a hospital, its name after them ("פגייה בבית החולים שיבא")
_KINDS_FIRST = ("פגייה", "מיון", "טיפול נמרץ", "יולדות", "מחלקה", "סניף")
_HOSPITAL = re.compile(r"(?:בית\s+(?:ה)?חולים|ביה[\"״]ח|בי[\"״]ח|מלון)\s+(?=[א-ת])")  # (a hotel: "במלון ישרוטל ים סוף")


def employer_starts(title: str, employer: str) -> int:
    """Where, in a Hebrew title read up to its employer, the employer's words start ("כאחות בפגייה בבית
    החולים שיבא": after "אחות"), or -1."""
    named = f"{re.escape(employer.split('.')[0])}|" if employer else ""  # ("monday.com": a title cut at its dot)
    m = re.search(rf"\sב-?(?:חברת\s+)?(?:{named}{'|'.join(_KINDS_FIRST)}|{_HOSPITAL.pattern})", title)
    return m.start() if m else -1


def _kind_of(org: str) -> str | None:
    """The kind of organisation a Hebrew name opens with ("בית החולים", "פגייה"), when more follows."""
    for kind in _KINDS_FIRST:
        if org.startswith(kind + " ") or org.startswith(kind.replace(" ", " ה", 1) + " "):
            return kind if org.startswith(kind + " ") else kind.replace(" ", " ה", 1)
    return None


def past_date(text: str, pos: int) -> int:
    """Where the words after ``pos`` go on past a date phrase ("on Monday", "ביום חמישי", "ב-1 לחודש")."""
    at = _SPACES.match(text, pos).end()
    return m.end() if (m := DATE_PHRASE.match(text, at)) else pos


# a place that is no home: an office, a party, a hotel, a meeting (said with the event or the street)
NOT_HOME = re.compile(
    r"\b(?:office|(?<!own\s)studio|desk|venue|party|wedding|meeting|shop|store|restaurant|clinic|hotel|airbnb|hostel|"
    r"viewings?|listings?|clients?|open\s+house|warehouse|gym|interview|premises|storefront|(?:the|retail)\s+space)\b"
    r"|(?<!\w)[בלהומש]{0,2}(?:משרד|מלון|חתונה|מסיבה|פגישה|ראיון|חנות|מסעדה|סטודיו|צימר|אולם)(?!\w)",
    re.I,
)
# ... of them, the occasions one holds at home: "Party's at our new place this time — 27 Crookesmoor Road"
OCCASIONS = re.compile(
    r"\b(?:party|wedding|meeting|viewing|interview)\b|(?<!\w)[בלהומש]{0,2}(?:מסיבה|פגישה|חתונה)(?!\w)", re.I
)

_HE_BARE = (
    r"(?!ה?(?:כתובת|דירה|נכס|בית|משרד|קמפוס|בניין|קניון))[א-ת](?:[^,\n\d\s]|\s(?!ב?רח)){0,24}\s\d{1,4}[א-ת]?,\s*[א-ת]"
)
_BEFORE_STREET = re.compile(
    rf"(?:\b(?:to|at|on|in|is)\s+|,\s*|(?<!\w)[לב](?=רחוב|רח['׳]|שד)|^\s*[לב](?={_HE_BARE}))(?=\d|[A-Zא-ת])"
)


def streets(text: str, pos: int, end: int, region: str):
    """A street address after a move or a home ("The flat is at Rua da Rosa 112", "עברנו לחיפה, לרחוב מוריה 54";
    right after the verb, a Hebrew street with no street word and its town: "גרים ברוטשילד 45, חולון")."""
    for m in _BEFORE_STREET.finditer(text[pos:end]):
        if DATE_PHRASE.match(text, pos + m.end()):
            continue  # "on 1 September": a day
        got = read_address(text, pos + m.end())  # (a street by its word, or a Hebrew one with its town)
        if got and (STREET_WORD.search(got[0]) or (not got[0].isascii() and city_of(got[0]))):
            if NOT_HOME.search(text, max(0, pos + m.end() - 40), pos + m.end()) or NOT_HOME.search(got[0]):
                return []  # "עברנו למשרד חדש ברחוב ...": an office's street
            return [(got[0].rstrip("."), got[1])]  # (a street by name: not "Haifa until June 1", "12045 Berlin")
    return []


_NOW = re.compile(
    r"\bnow,?\s+(?:officially,?\s+)?$|\bI(?:['’]m|\s+am|['’]ll\s+be|\s+will\s+be)\s+(?:officially\s+)?$|\bofficially\s+$"
)


def titles(text: str, pos: int, end: int, region: str):
    said = text[:pos].casefold().endswith(("new", "becomes", "role is", "title is", "position is"))  # "role is X"
    if said and (got := read_title(text, pos + 1)) and has_title(got[0]):
        return [got]  # "guess who's the new Engineering Manager"
    if _NOW.search(text, max(0, pos - 20), pos) and (got := read_title(text, pos)) and has_title(got[0]):
        return [got]  # "I am now, officially, Head of Sales at Bondi Bean Co"
    # (after "as", "to", a colon, an arrow ...; not a boss's title: "where I'll report to their CTO, Jean-Claude")
    for m in re.finditer(
        rf"\bas\s+|(?<!\breport\s)(?<!\breports\s)(?<!\breporting\s)\bto\s+|:\s*|(?:→|->|=>)\s*|^\s+(?:tho\s+|though\s+)?[—–]\s*|^\s*[!{EMOJI}][!\s{EMOJI}]*(?=(?:[\w-]+\s+){{1,4}}(?:at|@|effective|from|starting)\s)|^\s+של\s+(?=[א-ת])|(?<=\s)כ-(?=[A-Za-z])|\b(?:position|role|post)\s+of\s+|(?<!\w)(?:בתור|לתפקיד|בתפקיד)\s+|(?<!\w)[לב]?משר(?:ה|ת)\s+(?:(?:מלאה|חלקית)\s+כ-?|של\s+)?(?=[א-ת])|(?<=\s)[כל](?=[א-ת])(?!עבוד|היות|ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר|חודש)|(?<=אני\s)(?:(?:רשמית|עכשיו|כבר|כיום)\s+)?(?:(?:נכנס|נכנסת)\s+לתפקיד\s+|(?:משמש|משמשת)\s+(?:כ-?|בתור\s+))?",
        text[pos:end],
    ):
        got = read_title(text, pos + m.end())
        if got and "\n" in got[0]:  # a note's next line is not the title's rest: "Start: Mon 13 April\nLine manager: X"
            line = got[0].split("\n")[0].rstrip()
            got = (line, got[1] - len(got[0]) + len(line)) if has_title(line) else None
        w = got[0].split()[0] if got else ""  # ("חברת החשמל לישראל": a place; "למחלקת הכספים כאנליסט": a unit)
        if m.group() in ("ל", "כ") and got and (names_a_place(w) or is_country(w) or w in HE_UNITS):
            continue  # not a title (the title after it)
        if got and _UNNAMED.match(got[0]):
            continue  # ("אצטרף לחברת סטארט-אפ שמפתחת תוכן": a firm described, no title)
        if got and has_title(got[0]) and got[0].split()[0] not in _EMPLOYED:  # (not "מועסק ע"י X": its employer)
            return [got]
    if acronym := _AS_ACRONYM.search(text, pos, end):  # "התחלתי ביום ראשון כ-PM בצ'ק פוינט": a role's letters
        return [(acronym.group(1), acronym.end(1))]
    return []


# (nor a verb or a post: "אני עובר למשרה מלאה כמפתח Full Stack": the title after "כ")
_EMPLOYED = frozenset("מועסק מועסקת עובד עובדת עובר עוברת מתחיל מתחילה ממשיך ממשיכה משרה משרת".split())
_EMPLOYED |= {"מצטרף", "מצטרפת", "נכנס", "נכנסת", "מדווח", "מדווחת"}  # "אני מצטרף לצוות X כ-Y": a verb, not a title
_AS_ACRONYM = re.compile(r"(?<=\s)כ-([A-Z]{2,4})(?![\w-])")
# a firm described by what it does, not named: "חברת סטארט-אפ שמפתחת תוכן דיגיטלי", "עמותה שעוזרת לנוער"
_UNNAMED = re.compile(  # (a relative clause's verb after it: not a name that opens with ש, "ארגון שתיל", "שלום עכשיו")
    r"(?:ה?חברת\s+)?ה?(?:סטארט-?אפ|סטארטאפ|חברה|עמותה|ארגון|מיזם)(?:\s+[^\sש]\S*)?\s+ש(?:מ[א-ת]{4,}|עוזר|עוש|נותנ|בונ|מפתח)"
)
_ONE_NAME = re.compile(r"\s*([א-ת]{2,})(?=\s*,)")
_REPORTS = re.compile(r"(?:מדווח|מדווחת|מדווחים|כפוף|כפופה|(?<=אני\s)עונה)$")
_TO_HE = re.compile(r"\s+(?:(?:עכשיו|ישירות|ישר|מעכשיו|כבר)\s+)*ל-?(?=[א-ת]{2})")


def people(text: str, pos: int, end: int, region: str):
    if text[:pos].endswith("תחת") and (got := read_person(text, pos + 1)) and _a_name(got[0]):
        return [got]  # "תחת גיל שמעוני": under
    if _REPORTS.search(text, max(0, pos - 8), pos) and (to := _TO_HE.match(text, pos)):
        got = read_person(text, to.end()) or _first_name(text, to.end())  # "אני מדווחת עכשיו לשירה כהן": to
        return [got] if got and _a_name(got[0]) else []
    for m in re.finditer(
        # (a title set off before the name: "report to their CTO, Jean-Claude Habimana")
        r"(?:^\s*(?=[A-Z])|^,\s*(?=[A-Z])|^\s*(?:their|the|our|my)\s+[A-Z][\w&]*(?:\s+(?:of\s+)?[A-Z][\w&]*){0,3},\s*(?=[A-Z])|^\s+(?:started|starts|joined|arrived)\b[^,.;]{0,20},(?=\s*[A-Z])|^\s*(?:(?!ה?(?:עסק|חברה|סטודיו|משרד)\s)[א-ת]+\s+)?(?:שלי|ה?חדשה?),(?:\s*(?:קוראים\s+(?:לו|לה)|שמו|שמה))?(?=\s*[א-הז-ת])|\bis|\bto|\bunder|\bcalled|\bnamed|['’]s|[:=]|^(?:\s+[^\s,.;:]+){0,2}\s*[–-](?=\s)|^\s*[–-]|(?<!\w)(?:קוראים\s+(?:לו|לה)|בשם|שמו|שמה|הוא|היא|זה|זו|יהיה|תהיה|"
        r"תחת))\s*(?=[A-Zא-ת])",
        text[pos:end],
    ):
        got = read_person(text, pos + m.end())
        if not got and m.group().rstrip().endswith(",") and (one := _ONE_NAME.match(text, pos + m.end())):
            got = one.group(1), one.end(1)  # "הבוס שלי, שלומי, נראה בחור סבבה": one name, set off by commas
        if not got and _HE_IS.search(m.group()):
            got = _first_name(text, pos + m.end())  # "המנהל שלי זה רון.", "ה-team lead שלי תהיה מיכל,"
        if got and (not got[0].isascii() or len(got[0].split()) >= 2 and name_words(got[0])) and _a_name(got[0]):
            return [got]  # (not a unit: "I now report to the SVP, Global Sales")
    return []


_HE_IS = re.compile(r"(?:זה|זו|הוא|היא|יהיה|תהיה|לו|לה|בשם|שמו|שמה)\s*$")
# a first name alone, where its clause ends right after it ("... זה רון.", "לגיל 😬", "לאורי ולא לשירן"):
# Hebrew has no capitals to tell a name, so not a word people say of a boss ("היא מדהימה.")
_FIRST_NAME = re.compile(rf"\s*([א-ת]{{2,}})(?=\s*(?:[,.!?;:\n)({EMOJI}]|$)|\s+ו[א-ת])")
_NOT_FIRST_NAME = frozenset(
    "מדהים מדהימה מעולה מעולים נחמד נחמדה חדש חדשה קשוח קשוחה בסדר טוב טובה אחלה סבבה מגניב מגניבה מקסים מקסימה "
    "גרוע גרועה נוראי נוראית רציני רצינית צעיר צעירה חכם חכמה מצחיק מצחיקה לחוץ לחוצה עסוק עסוקה מבריק מבריקה "
    "תותח תותחית אלוף אלופה זהב חמוד חמודה מלך מלכה מושלם מושלמת הכי ממש עדיין לא כן אותו אותה זה זו הוא היא "
    "שלי".split()
)


def _first_name(text: str, pos: int) -> tuple[str, int] | None:
    m = _FIRST_NAME.match(text, pos)
    if m and m.group(1) not in _NOT_FIRST_NAME and m.group(1) not in _NOT_NAME_HE:
        return m.group(1), m.end(1)
    return None


# Hebrew words no name is made of ("ראש הצוות החדש שלי זה בדיוק מה שחששתי")
_NOT_NAME_HE = frozenset(
    "בדיוק מה לא כל גם ממש יותר פחות עוד כבר שאני שחששתי אם הכי מאוד רק אחד אחת שלי שלנו העסק החברה"
    " בעצמי בעצמנו בעצמה בעצמו לבד עצמי".split()  # ("אני מנהל את זה בעצמי": no boss)
)


def _a_name(name: str) -> bool:
    return name.isascii() or not any(w in _NOT_NAME_HE for w in name.split())


# the employer a message says one leaves, for a last day that names none: "my resignation from
# Hargreaves & Cole", "after 7 years at Accenture", "התפטרותי מאלביט מערכות", "שבע שנים בוויקס"
_LEFT_FROM = re.compile(  # (a quoted question's employer, its answer saying "there": "> איך בהראל? עדיין שם?")
    r"\b(?:resignation|resigning|notice)\s+(?:in\s+)?(?:from|at|with)\s+|\byears?\s+(?:at|with)\s+(?=[A-Z])"
    r"|\b(?:I['’]m|I\s+am|we['’]re)\s+leaving\s+(?:the\s+(?=[A-Z]{2,5}\b)(?!U[KS]A?\b|UAE\b|EU\b))?(?=[A-Z])|\b(?:decided|going|about|time)\s+to\s+leave\s+(?=[A-Z])"
    r"|(?<!\w)(?:עוזב|עוזבת|עוזבים)\s+את\s+|(?<!\w)(?:עזיבה|התפטרות)[ \t]+ב-?(?=[א-תA-Z])"
    r"|(?<!\w)(?:התפטרותי|עזיבתי|פרידתי)\s+מ(?:-)?(?=[א-תA-Z])|(?<!\w)סיום\s+(?:עבודתי|העסקתי|העבודה\s+שלי)\s+ב-?(?=[א-תA-Z])"
    r"|\bend\s+of\s+my\s+(?:employment|time|contract)\s+(?:at|with)\s+(?=[A-Z])|(?<!\w)שנים(?:\s+[א-ת]+)?\s+ב(?:-)?(?=[א-תA-Z]|[a-z][a-z0-9-]*\.(?:com|io|ai|co|app|dev)\b)"
    r"|\bno\s+longer\s+(?:at|with)\s+(?=[A-Z])|(?<!\w)כבר\s+לא\s+(?:עובד(?:ת)?\s+)?ב-?(?=[א-תA-Z])"
    r"|\bnot\s+(?:at|with)\s+(?=[A-Z][^.!?\n]{0,40}\banymore\b)|\bcontract\s+(?:with|at)\s+(?=[A-Z])"
    r"|\b(?:last|final)\s+(?:working\s+)?(?:day|shift)\s+in\s+the\s+(?=[A-Z])"  # "my last day in the Royal Navy"
    # the ones thanked on going: "Huge thanks to everyone at Stripe for four years — my final day there was ..."
    r"|\b(?:thanks|thank\s+you|grateful)\s+to\s+(?:everyone|everybody|all|the\s+(?:whole\s+)?team|my\s+(?:colleagues|team))\s+at\s+(?=[A-Z])"
    r"|(?:^|(?<=\n))>[ \t]*(?:how['’]?s\s+(?:it|work)\s+at\s+(?=[A-Z])|איך\s+ב-?(?!ה?(?:כנס|חופשה|טיול|מלון))(?=[א-ת]))"
    # "סיימתי בצ'ק פוינט", "עזבתי את Wix"; "my colleagues at Scotiabank, where Friday was my last day"
    r"|(?<!\w)(?:סיימתי|סיימנו)\s+ב-?(?=[א-תA-Z])|(?<!\w)(?:עזבתי|עזבנו)\s+את\s+(?=[א-תA-Z])"
    r"|\bat\s+(?=[A-Z][\w&'’ -]{0,40},\s+where\b[^.!?\n]{0,40}\blast\s+(?:working\s+)?day\b)"
)


_POSITION = re.compile(  # past the job itself: "resignation from my position as X at Y", "התפטרותי מתפקידי כ... ב-X"
    r"my\s+(?:position|role|job|post)(?:\s+as\s+[^,.;\n]{1,60}?)?\s+(?:at|with)\s+|תפקידי\s+כ[^,.;\n]{1,40}?\s+(?!בכיר)ב-?(?=[א-ת])"
)


def left_employer(text: str) -> str | None:
    """The one employer ``text`` says its writer leaves, or None."""
    found = [
        got[0]
        for m in _LEFT_FROM.finditer(text)
        if (got := employer_at(text, p.end() if (p := _POSITION.match(text, m.end())) else m.end()))
    ]
    return found[0] if len(set(found)) == 1 else None if found else addressed_firm(text)


# a Hebrew letter's head: "לכבוד", the addressee's lines, a blank line
# (or on its line; under a subject line: "נושא: הודעת התפטרות")
_LETTER_TO = re.compile(
    r"\A\s*(?:(?:נושא|הנדון|Subject)\s*:[^\n]*\n\s*)?לכבוד[ \t]*\n?((?:[^\n]*\S[^\n]*\n){1,3}?)[ \t]*\n", re.I
)
_HONORIFIC = re.compile(rf"(?<!\w){HE_TITLE}(?!\w)")


def addressed_firm(text: str) -> str | None:
    """The firm a Hebrew letter is addressed to, on the last line of its head ("לכבוד / מר אבי לוי / מנהל
    משאבי אנוש / סולאר-טק בע"מ"): the employer a resignation leaves; not a person, a title or a unit."""
    if not (m := _LETTER_TO.match(text)):
        return None
    line = m.group(1).rstrip().rsplit("\n", 1)[-1].strip(" ,")
    unit, comma, firm = line.rpartition(",")  # "מחלקת משאבי אנוש, אלביט מערכות": the firm after its unit
    if comma and unit.split() and unit.split()[0] in HE_UNITS:
        line = firm.strip()
    words = line.split()
    if not 0 < len(words) <= 4 or "," in line or _HONORIFIC.search(line) or has_title(line):
        return None
    return None if words[0] in HE_UNITS or line in _GENERIC else line  # ("בנק לאומי": a bank by its name)
