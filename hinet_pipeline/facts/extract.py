"""Extractors: items → observations (facts as records state them), behind one interface.

* ``structured``: what fields already say: mail headers (a sender's or recipient's address) and
  the owner's "Key: value" lines (Address, Phone, e-mail, Manager) in notes.
* ``language``: first-person statements in English and Hebrew: living in / moving to a city, a
  street address ("my new address is ...", "הכתובת החדשה שלי: ..."), starting, holding or leaving
  a job ("I started working at ...", "התחלתי לעבוד ב...", "עזבתי את ..."), a new phone number
  ("my new number is ...", "המספר החדש שלי ..."), who one reports to ("my manager is X", "I'll be
  reporting to X", and to the one addressee of a mail: "X will be your manager", "as your
  manager"), and the owner's summary lines ("Where I live: X until 31 March, Y since 1 April").

Who "I" is: the owner for text the owner wrote (``Owner.wrote``: notes with no author, items whose
author is one of the owner's names or addresses), else the item's author by display name (a sister
writing "I moved to Haifa" states a fact about her). "You" is the one other participant of a mail.
Quoted and forwarded text in a mail is someone else's, so it is skipped.

Time: a date phrase in the same sentence ("from 1 April", "last week", "ביום שלישי", "בחודש
הבא") is resolved against the record's own time by ``dateparser``; without one, a statement holds
from the record's time. A plan ("I'm moving to X", "I'll be reporting to X") is a fact only with
a date: a move only with the day the new place holds from ("from 1 May", "מה-1 במאי"), since the
day of travel is not the day one lives there. Phone numbers are normalised to E.164 with
``phonenumbers``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from email.utils import getaddresses
from functools import lru_cache
from typing import Callable, Iterator

from ..config import Owner
from ..people.identity import phone_e164
from ..records import CanonicalItem
from .consolidate import Observation
from .store import Found

# Hebrew attaches prepositions and the article to the word ("ביום שלישי", "בחודש הבא"), which
# dateparser does not split: undo them into the forms its Hebrew data knows.
_HE_UNITS = {"יום": "ימים", "שבוע": "שבועות", "חודש": "חודשים", "שנה": "שנים"}
_HE_NORMAL = (
    (re.compile(r"^החל\s+"), ""),
    (re.compile(r"^(?:מה|מ|ב|ה)-(?=\d)"), ""),  # "מה-1 ביוני", "ב-15 באפריל"
    (re.compile(r"^[מב](?=יום\s|שבת)"), ""),  # "ביום שלישי" → "יום שלישי"
    (re.compile(r"^(?:מה|ב)(?=(?:שבוע|חודש|שנה)\s)"), "ה"),  # "בחודש הבא" → "החודש הבא"
    (re.compile(r"^מ(?=היום|אתמול)"), ""),
    (re.compile(r"^(לפני|בעוד)\s+(יום|שבוע|חודש|שנה)$"), lambda m: f"{m[1]} 1 {_HE_UNITS[m[2]]}"),
)
_HE_WEEKDAY_TURN = re.compile(r"^((?:יום\s+\S+|שבת))\s+(הבא|הבאה|שעבר|שעברה)$")


def resolve_date(text: str, base: datetime, prefer: str | None = None) -> datetime | None:
    """A date phrase ("15 April", "next month", "ביום שלישי") against the record's time; None if it
    is not one. ``prefer`` ("past" or "future") picks the side of a bare weekday ("on Tuesday")."""
    import dateparser

    text = text.strip()
    for pattern, repl in _HE_NORMAL:
        text = pattern.sub(repl, text)
    if m := _HE_WEEKDAY_TURN.match(text):  # "יום שלישי הבא": dateparser reads the weekday alone
        text, prefer = m[1], "future" if m[2].startswith("הבא") else "past"
    settings = {"RELATIVE_BASE": base.replace(tzinfo=None), "PREFER_DAY_OF_MONTH": "first"}
    if prefer and not re.search(r"\d", text):  # an explicit date keeps the current-year reading
        settings["PREFER_DATES_FROM"] = prefer
    found = dateparser.parse(text, languages=["en", "he"], settings=settings)
    return found.replace(hour=0, minute=0, second=0, microsecond=0, tzinfo=timezone.utc) if found else None


def _found(
    item: CanonicalItem,
    rowid: int,
    extractor: str,
    subject: str,
    pred: str,
    obj: str | None,
    valid_from: datetime,
    *,
    retract: bool = False,
    span: tuple[int, int] | None = None,
) -> Found:
    o = Observation(
        subject, pred, obj, valid_from, item.record_id, item.source, item.timestamp, retract, item.sensitivity
    )
    return Found(o, rowid, extractor, span=span)


_KEY_VALUE = re.compile(
    r"^[ \t]*[-*]?[ \t]*(address|phone|mobile|(?:personal |work |private )?e-?mail)[ \t]*:[ \t]*(.+)$", re.I | re.M
)
_MANAGER_KEY = re.compile(  # "Manager: Lena", also after another key on its line: "- Buddy: Priya. Manager: Lena"
    r"^[ \t]*[-*]?[ \t]*(?:[^:\n]{1,40}:[^\n]*?[.;][ \t]+)?(?:my )?manager[ \t]*:[ \t]*(.+)$", re.I | re.M
)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_NAME = re.compile(r"(?:Dr\.?\s+)?[A-Z][\w'-]+(?:[ \t]+[A-Z][\w'-]+){0,2}")  # a person, 1-3 words


@lru_cache(maxsize=1 << 16)
def _addresses(text: str) -> tuple[tuple[str, str], ...]:
    """(name, address) pairs of one header value; a mailbox repeats its correspondents, so once each."""
    return tuple(getaddresses([text]))


def structured(item: CanonicalItem, rowid: int, owner: Owner) -> Iterator[Found]:
    if item.source == "mail" and item.author:
        # the sender's own From header says their address (what others' To/Cc lines call an address
        # is theirs to say, and a mailbox would repeat it in every message)
        sender = next((name.strip() for name, _ in _addresses(item.author) if name.strip()), item.author)
        for name, addr in (a for text in (item.author, *item.participants) for a in _addresses(text)):
            if name.strip() == sender and "@" in addr and not addr.startswith(("no-reply", "noreply")):
                yield _found(item, rowid, "structured", sender, "email", addr.lower(), item.timestamp)
                break
    if owner.wrote(item.source, item.author) and item.source == "notes":
        for m in _KEY_VALUE.finditer(item.body):
            key, value = m.group(1).lower(), re.sub(r"\s*\(.*?\)\s*", " ", m.group(2)).strip()
            if "mail" in key:
                for addr in _EMAIL.findall(value):
                    yield _found(
                        item, rowid, "structured", owner.name, "email", addr.lower(), item.timestamp, span=m.span()
                    )
            elif key in ("phone", "mobile"):
                if number := phone_e164(value, owner.region):
                    yield _found(item, rowid, "structured", owner.name, "phone", number, item.timestamp, span=m.span())
            elif value:
                yield _found(
                    item, rowid, "structured", owner.name, "address", value.rstrip("."), item.timestamp, span=m.span()
                )
        for m in _MANAGER_KEY.finditer(item.body):
            if name := _NAME.match(m.group(1)):
                yield _found(
                    item, rowid, "structured", owner.name, "manager", name.group(), item.timestamp, span=m.span()
                )


# -- who speaks, to whom, and which text is theirs ------------------------------------------------


def _display_name(who: str | None) -> str | None:
    """ "Noa Levi <noa@x>" → "Noa Levi"; a bare address is no name."""
    name = re.sub(r"\s*<[^>]*>\s*", " ", who or "").strip().strip("\"'").strip()
    return None if not name or ("@" in name and " " not in name) else name


def _who(entry: str) -> set[str]:
    """The name and address in "Name <addr>", "Name" or "addr", case-folded."""
    addr = re.search(r"<([^<>]+@[^<>]+)>", entry) or re.fullmatch(r"\s*(\S+@\S+)\s*", entry)
    return {k.casefold() for k in (_display_name(entry), addr and addr.group(1)) if k}


def speaker(item: CanonicalItem, owner: Owner) -> str | None:
    """The subject of the item's first-person statements: the owner for text the owner wrote,
    else the author's display name (None when the item names no one)."""
    return owner.name if owner.wrote(item.source, item.author) else _display_name(item.author)


def addressee(item: CanonicalItem, owner: Owner) -> str | None:
    """The subject of a mail's second-person statements: its one participant besides the author."""
    if item.source != "mail" or not item.author:
        return None
    me = _who(item.author)
    others = [p for p in item.participants if not me & _who(p)]
    if len(others) != 1:
        return None
    return owner.name if owner.wrote(item.source, others[0]) else _display_name(others[0])


_QUOTED = re.compile(
    r"^[ \t]*>.*$"  # a quoted line
    r"|^On .{5,200}\bwrote:[ \t]*$"  # its attribution
    r"|^.{0,200}(?:כתב|כתבה|כתב/ה):[ \t]*$",
    re.M,
)
_FORWARDED = re.compile(r"^-{2,}[ \t]*(?:Original Message|Forwarded message|הודעה שהועברה)", re.M | re.I)


def own_text(body: str) -> str:
    """The body with quoted and forwarded text blanked out (same length: spans stay valid)."""
    text = _QUOTED.sub(lambda m: " " * len(m.group()), body)
    if m := _FORWARDED.search(text):
        text = text[: m.start()] + re.sub(r"[^\n]", " ", text[m.start() :])
    return text


# -- date phrases in the sentence of a statement -----------------------------------------------------

_EN_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?"
    r"|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
)
_EN_DAY = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"
_HE_MONTH = r"(?:ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר)"
_HE_DAY = r"(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)"
_HE_SPAN = r"(?:יום|יומיים|ימים|שבוע|שבועיים|שבועות|חודש|חודשיים|חודשים|שנה|שנתיים|שנים)"
_DATE = re.compile(
    r"(?:\b(?P<en_from>from|starting(?:\s+(?:on|from))?|as\s+of|since|effective(?:\s+from)?)\s+|\b(?:on|in)\s+)?"
    r"(?P<date>"
    rf"(?:{_EN_DAY},?\s+)?(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_EN_MONTH}\b\.?(?:,?\s+\d{{4}})?"
    rf"|(?:{_EN_DAY},?\s+)?{_EN_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}})?"
    rf"|(?:next|last|this)\s+(?:week|month|year|{_EN_DAY})\b|{_EN_DAY}\b|yesterday\b|today\b|tomorrow\b"
    r"|\d{4}-\d{2}-\d{2}\b"
    rf"|(?:החל\s+)?(?:מה|מ|ב|ה)?-?\d{{1,2}}\s+ב?{_HE_MONTH}(?:\s+\d{{4}})?"
    rf"|(?:החל\s+)?[מב]?יום\s+{_HE_DAY}(?:\s+(?:הבא|שעבר))?|(?<!\w)[מב]?שבת(?:\s+(?:הבאה|שעברה))?"
    r"|(?:החל\s+)?(?:מה|ב|ה)(?:שבוע|חודש)\s+(?:הבא|שעבר)|(?:החל\s+)?(?:מה|ב|ה)שנה\s+(?:הבאה|שעברה)"
    rf"|(?<!\w)(?:מ?היום|מ?אתמול|מחר|שלשום|השבוע|החודש)(?!\w)|(?:לפני|בעוד)\s+(?:\d+\s+)?{_HE_SPAN}(?!\w)"
    r")",
    re.I,
)
_HE_FROM = re.compile(r"^(?:החל\s|מה|מ-|מיום|מהיום|מאתמול)")


@dataclass(frozen=True)
class _When:
    at: datetime
    start: bool  # "from / starting / as of / since / מ־ / החל מ־": the first day the statement holds


def _sentence(text: str, start: int, end: int) -> tuple[str, str]:
    """The statement's sentence before and after it (a new line or ". ! ?" ends a sentence)."""
    s = max(text.rfind(c, 0, start) for c in ".!?\n") + 1
    e = min((i for i in (text.find(c, end) for c in ".!?\n") if i >= 0), default=len(text))
    return text[s:start], text[end:e]


def _when(text: str, start: int, end: int, base: datetime, prefer: str | None) -> _When | None:
    """The date the statement's sentence gives for it: right after it ("I moved to Haifa last
    week", "... will be Thursday, 26 March") or leading up to it ("From 1 April my address is",
    "ומה-1 ביולי אני מתחילה"): at most a few words between; a date elsewhere is another clause's."""
    before, after = _sentence(text, start, end)
    found = [m for m in [_DATE.match(after.lstrip(" \t,:-"))] if m]
    found += [m for m in reversed(list(_DATE.finditer(before))) if len(before[m.end() :].split()) <= 3]
    for m in found:
        if at := resolve_date(m.group("date"), base, prefer):
            return _When(at, bool(m.group("en_from")) or bool(_HE_FROM.match(m.group("date"))))
    return None


# -- objects -------------------------------------------------------------------------------------------

Reader = Callable[[str, int], "tuple[str | None, int] | None"]  # (text, where it starts) → (value, its end)

_LATIN = re.compile(r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)*")  # a capitalised place or organisation
_HE_WORD = re.compile(r"[א-ת][א-ת\"'׳״-]*")
_HE_STOP = frozenset(
    "עם ליד כבר עכשיו כיום היום אתמול מחר כי אבל עד מאז החל כמו של על אצל יחד לבד שוב גם רק עוד ממש באמת "
    "סוף אחרי לפני בעוד אז זה זאת כל אני את אתה אנחנו הם הן שם פה כאן ביום בשבוע בחודש בשנה מהיום "
    "יום ימים שבוע שבועות חודש חודשים שנה שנים".split()
)
_HE_NOT_PLACE = frozenset("גור עבוד דירה הדירה בית הבית חדר מלון שלב צד עבודה משרד תפקיד צוות פה כאן שם".split())
_HE_NOT_ORG = frozenset(
    "בית הבית משמרת משמרות לילה לילות בוקר ערב צהריים חצי משרה שבת סופ סופי שעות עבודה".split()
) | frozenset("ראשון שני שלישי רביעי חמישי שישי".split())


def _he_words(text: str, pos: int, most: int, exclude: frozenset) -> tuple[str, int] | None:
    """Up to ``most`` Hebrew words from ``pos``, ending at punctuation, a function or time word."""
    words, end = [], pos
    while len(words) < most:
        if words and text[end : end + 1] != " ":
            break
        m = _HE_WORD.match(text, end + 1 if words else end)
        if not m or m.group() in _HE_STOP or _DATE.match(m.group()):
            break
        if words and m.group().startswith("ו"):  # "חיפה ואני": "and" starts another clause
            break
        words.append(m.group())
        end = m.end()
    if not words or words[0] in exclude:
        return None
    return " ".join(words), end


def _place_or_org(most: int, exclude: frozenset) -> Reader:
    def read(text: str, pos: int):
        pos += 1 if text[pos : pos + 1] == "-" else 0  # "ב-Globex", "ל-Berlin"
        if m := _LATIN.match(text, pos):
            return m.group(), m.end()
        return _he_words(text, pos, most, exclude)

    return read


_place = _place_or_org(2, _HE_NOT_PLACE)
_org = _place_or_org(3, _HE_NOT_ORG)


def _person(text: str, pos: int):
    m = _NAME.match(text, pos)
    return (m.group(), m.end()) if m else None


_PHONE = re.compile(r"\+?\d[\d \t\-()]{6,}\d")


def _number(text: str, pos: int):
    m = _PHONE.match(text, pos)
    return (m.group(), m.end()) if m else None


_MY_JOB = re.compile(r"(?:my\s+(?:old\s+)?job|(?:מקום\s+)?העבודה)(?P<at>\s+(?:at|with|אצל)\s+|\s+ב(?=[-א-ת]))?")


def _job_or_org(text: str, pos: int):
    """After "left": "my job (at X)" / "(מקום) העבודה (ב-X)" (no X: whatever job holds, None), or X."""
    if m := _MY_JOB.match(text, pos):
        return (_org(text, m.end()) if m.group("at") else None) or (None, m.start("at") if m.group("at") else m.end())
    return _org(text, pos)


def _last_day(text: str, pos: int):
    """After "my last day" / "היום האחרון שלי": the organisation it names ("at Acme", "באקמה"; None
    for "at work", "בעבודה" or none), and the verb ("is", "will be", "was"; Hebrew may leave it out)."""
    org, hebrew = None, not text[pos - 1].isascii()
    if m := re.compile(r"\s+(?:at|with)\s+").match(text, pos):
        if not (found := _LATIN.match(text, m.end())):
            return None  # "my last day at school": not a job
        org, pos = found.group(), found.end()
    elif m := re.compile(r"\s+(?:בעבודה|במשרד)(?!\w)").match(text, pos):
        pos = m.end()
    elif m := re.compile(r"\s+(?:אצל\s+|ב)").match(text, pos):
        if not (found := _org(text, m.end())):
            return None
        org, pos = found
    if verb := re.compile(r"\s+(?:is|will\s+be|was|הוא|יהיה|היה)(?!\w)").match(text, pos):
        return org, verb.end()
    return (org, pos) if hebrew else None


_STREET = re.compile(
    r"(?:\d+[A-Za-z]?\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}"  # "12 Herzl Street"
    r"|[A-ZÄÖÜ][\w.'-]*(?:\s+[\w.'-]+){0,3}?\s+\d+[A-Za-z]?"  # "Weserstraße 58", "Frishman St 27"
    r"|(?:רחוב\s+|רח['׳]\s*|שד(?:רות\s+|['׳]\s*))?[א-ת][א-ת\"'׳״-]*(?:\s+[א-ת][א-ת\"'׳״-]*){0,2}\s+\d+[א-ת]?)"
    r"(?=\s*(?:$|[.;!?](?:\s|$)))"
)
_UNIT = re.compile(r"(?:apt|apartment|flat|unit|suite|wohnung|דירה)\.?\s*#?\s*\d+\w*", re.I)
_FLOOR = re.compile(
    r"(?:\d+\s*\.?\s*(?:OG|Stock|Etage|floor|fl)\b|(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|ground|top)"
    r"\s+floor|[ED]G\b|קומה|links\b|rechts\b|left\b|right\b)",
    re.I,
)
_CITY = re.compile(
    r"\d{4,7}\s+[A-ZÄÖÜ][\w'-]*(?: [A-Z][\w'-]*){0,2}"  # "12045 Berlin"
    r"|[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}(?:\s+\d{4,7})?"  # "Tel Aviv 6439103"
)


def _address(text: str, pos: int):
    """A postal address from ``pos``, on one line or a few up to a blank line (a name on a line of
    its own before it is skipped): the street and number, a flat number, the postcode and city;
    floor directions are left out ("3. OG links", "3rd floor left", "קומה שלישית")."""
    block = re.compile(r"\s*((?:[^\n]+\n?)*)").match(text, pos)
    own_lines = "\n" in text[len(text[:pos].rstrip()) : block.start(1)]  # "my address is:", the address below
    kept: list[str] = []
    end = None
    for m in re.finditer(r"[^,\n]+", block.group(1)):
        part, start = m.group().strip(), block.start(1) + m.start() + len(m.group()) - len(m.group().lstrip())
        if not kept:
            if street := _STREET.match(part):
                kept.append(street.group())
                end = start + street.end()
            elif own_lines and m.start() == 0 and not re.search(r"\d", part) and block.group(1)[m.end() :][:1] == "\n":
                continue  # "Dana Levi" on the line above the street
            else:
                return None
        elif _FLOOR.match(part):
            continue
        elif unit := _UNIT.match(part):
            kept.append(unit.group())
            end = start + unit.end()
        elif city := _CITY.match(part):
            kept.append(city.group())
            end = start + city.end()
            break
        elif he := _he_words(part, 0, 2, _HE_NOT_PLACE):
            kept.append(he[0])
            end = start + he[1]
            break
        else:
            break
    return (", ".join(kept), end) if kept else None


def _city(text: str, pos: int):
    """A place that is not a street address ("moved to Haifa", not "moved to Herzl St 12")."""
    return None if _address(text, pos) else _place(text, pos)


# -- statements ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rule:
    """A statement: ``pattern`` ends where its object starts; ``read`` reads the object (None: the
    speaker is the object, "as your manager"). ``whose``: the subject is the speaker ("I") or the
    addressee ("you"). ``tense``: "now" (holds from the record's time, or the date the sentence
    gives), "past" (the same, a bare weekday read backwards), "plan" (only with a date),
    "move" (only with the day it holds from). ``day_after``: the date names the last day ("my
    last day is Friday"), so the retraction takes effect the day after."""

    pattern: re.Pattern
    predicate: str
    read: Reader | None
    whose: str = "speaker"
    tense: str = "now"
    retract: bool = False
    day_after: bool = False
    needs: tuple[str, ...] = ()


def _r(needs: str, pattern: str, *args, **kw) -> Rule:
    """A rule; ``needs``: words ("a|b") one of which the text must contain, a cheap test before the regex."""
    return Rule(re.compile(pattern), *args, needs=tuple(needs.split("|")), **kw)


_MANAGER = r"(?:manager|boss|line\s+manager|supervisor|team\s+lead)"
_WE = r"\b(?:I|[Ww]e)"
_JUST = r"(?:'ve| have)?\s+(?:just\s+|finally\s+)?"  # "I moved", "we've just moved"
_WILL = r"(?:'ll| will|'m| am|'re| are)"
_JOB = r"(?:working\s+|work\s+|my\s+(?:new\s+)?job\s+)?(?:at|for|with)\s+"
_REPORT = r"report(?:ing)?\s+(?:directly\s+)?to\s+"
_HE_ADV = r"(?:(?:עכשיו|כבר|כיום|היום|באמת|גם)\s+)"
_HE_MY = r"\s+(?:ה[א-ת]+\s+){0,2}"  # "המספר [הגרמני] [החדש] שלי"
RULES: tuple[Rule, ...] = (
    # where one lives
    _r("liv", rf"{_WE}(?:'m| am|'re| are)?\s+(?:now\s+|currently\s+)?liv(?:e|ing)\s+in\s+", "lives_in", _place),
    _r("moved", rf"{_WE}{_JUST}moved\s+(?:in)?to\s+", "address", _address, tense="past"),
    _r("moved", rf"{_WE}{_JUST}moved\s+to\s+", "lives_in", _city, tense="past"),
    _r("moving", rf"{_WE}{_WILL}(?:\s+be)?\s+moving\s+to\s+", "lives_in", _place, tense="move"),
    _r("move|live", rf"{_WE}(?:'ll| will)\s+(?:move\s+to|live\s+in)\s+", "lives_in", _place, tense="move"),
    _r(
        "address",
        r"\b(?:[Mm]y|[Oo]ur)\s+(?:new\s+)?(?:home\s+|postal\s+)?address(?:\s+is(?:\s+now)?|\s+will\s+be|\s*:)\s*:?\s*",
        "address",
        _address,
    ),
    _r(
        "new",
        r"\b(?:[Mm]y|[Oo]ur)\s+new\s+(?:flat|apartment|place|home|house)\s+is\s+(?:at|on)\s+",
        "address",
        _address,
    ),
    _r("live", rf"{_WE}\s+(?:now\s+)?live\s+at\s+", "address", _address),
    _r("עבר", r"(?<!\w)עבר(?:תי|נו)\s+(?:לגור\s+ב|ל)", "lives_in", _place, tense="past"),
    _r(
        "עובר",
        r"(?<!\w)(?:אני|אנחנו)\s+(?:עובר|עוברת|עוברים|עוברות)\s+(?:לגור\s+ב|ל)",
        "lives_in",
        _place,
        tense="move",
    ),
    _r("גר", rf"(?<!\w)(?:אני|אנחנו)\s+{_HE_ADV}*(?:גר|גרה|גרים|גרות)\s+{_HE_ADV}?ב", "lives_in", _place),
    _r("הכתובת", rf"(?<!\w)הכתובת{_HE_MY}(?:שלי|שלנו)\s*(?:היא|תהיה)?\s*:?\s*", "address", _address),
    # work
    _r("work", r"\bI(?:'m| am)?\s+(?:now\s+|currently\s+)?work(?:ing)?\s+(?:at|for)\s+", "works_at", _org),
    _r("started", rf"\bI{_JUST}started\s+{_JOB}", "works_at", _org, tense="past"),
    _r("start", rf"\bI(?:{_WILL})?(?:\s+be)?\s+start(?:ing)?\s+{_JOB}", "works_at", _org, tense="plan"),
    _r(
        "left|quit",
        rf"\bI{_JUST}(?:left|quit)\s+(?=my\s+(?:old\s+)?job)",
        "works_at",
        _job_or_org,
        tense="past",
        retract=True,
    ),
    _r("quit", rf"\bI{_JUST}quit\s+(?=[A-Z])", "works_at", _org, tense="past", retract=True),
    _r(
        "last",
        r"\b[Mm]y\s+last\s+(?:working\s+|work\s+)?day",
        "works_at",
        _last_day,
        tense="plan",
        retract=True,
        day_after=True,
    ),
    _r("האחרון", r"(?<!\w)היום\s+האחרון\s+שלי", "works_at", _last_day, tense="plan", retract=True, day_after=True),
    _r("התחל", r"(?<!\w)התחל(?:תי|נו)\s+(?:לעבוד|עבודה\s+חדשה)\s+(?:אצל\s+|ב)", "works_at", _org, tense="past"),
    _r("לעבוד", r"(?<!\w)(?:מתחיל|מתחילה|מתחילים|אתחיל)\s+לעבוד\s+(?:אצל\s+|ב)", "works_at", _org, tense="plan"),
    _r("עובד", rf"(?<!\w)אני\s+{_HE_ADV}*(?:עובד|עובדת)\s+{_HE_ADV}?(?:אצל\s+|ב)", "works_at", _org),
    _r(
        "עזב",
        r"(?<!\w)עזב(?:תי|נו)\s+(?:(?:היום|אתמול|כבר)\s+)?את\s+",
        "works_at",
        _job_or_org,
        tense="past",
        retract=True,
    ),
    # phone
    _r(
        "number",
        r"\b[Mm]y\s+(?:new\s+)?(?:[A-Z][a-z]+\s+)?(?:(?:phone|mobile|cell|work|private|personal)\s+)?number"
        r"(?:\s+is(?:\s+now)?|\s+will\s+be|\s*:)\s*",
        "phone",
        _number,
    ),
    _r("המספר", rf"(?<!\w)המספר{_HE_MY}שלי\s*(?:הוא|זה|עכשיו)?\s*:?\s*", "phone", _number),
    # manager: "my manager is X", "I report to X", and to the addressee "I'm your manager", "you report to X"
    _r("manager|boss|supervisor|lead", rf"\b[Mm]y\s+(?:new\s+)?{_MANAGER}\s+(?:is|is\s+now)\s+", "manager", _person),
    _r(
        "manager|boss|supervisor|lead",
        rf"\b[Mm]y\s+(?:new\s+)?{_MANAGER}\s+will\s+be\s+",
        "manager",
        _person,
        tense="plan",
    ),
    _r("report", rf"\bI\s+(?:now\s+)?{_REPORT}", "manager", _person),
    _r("report", rf"\bI{_WILL}\s+(?:be\s+)?(?:now\s+)?{_REPORT}", "manager", _person, tense="plan"),
    _r("מנהל", rf"(?<!\w)ה?מנהל(?:ת)?{_HE_MY}שלי\s*(?:הוא|היא|יהיה|תהיה)?\s*,?\s*(?=[A-Z])", "manager", _person),
    _r(
        "manager|boss|supervisor|lead",
        rf"\b(?:I\s+am|I'm|as)\s+your\s+(?:new\s+)?{_MANAGER}\b(?!['’]s)",
        "manager",
        None,
        whose="addressee",
    ),
    _r(
        "manager|boss|supervisor|lead",
        rf"\bI(?:'ll| will)\s+be\s+your\s+(?:new\s+)?{_MANAGER}\b",
        "manager",
        None,
        whose="addressee",
        tense="plan",
    ),
    _r("report", rf"\b[Yy]ou\s+(?:now\s+)?{_REPORT}(?=me\b)", "manager", None, whose="addressee"),
    _r(
        "report",
        rf"\b[Yy]ou(?:'ll| will)\s+(?:be\s+)?{_REPORT}(?=me\b)",
        "manager",
        None,
        whose="addressee",
        tense="plan",
    ),
    _r("report", rf"\b[Yy]ou\s+(?:now\s+)?{_REPORT}(?!me\b)", "manager", _person, whose="addressee"),
    _r(
        "report",
        rf"\b[Yy]ou(?:'ll| will)\s+(?:be\s+)?{_REPORT}(?!me\b)",
        "manager",
        _person,
        whose="addressee",
        tense="plan",
    ),
)
# "X is your manager" / "X will be your manager": the object comes first.
_YOUR_MANAGER = re.compile(rf"({_NAME.pattern})\s+(is|will\s+be)\s+your\s+(?:new\s+)?{_MANAGER}\b")
_NOT_A_NAME = frozenset(  # a capitalised word before a name at the start of a sentence
    "So And But Also Anyway Btw FYI Finally Officially Then Now Yes Well Hi Hello Dear Update".split()
    + "He She They It This That Who".split()
)

_SUMMARY = re.compile(r"^[ \t]*[-*]?[ \t]*(Where I live|Work)[ \t]*:[ \t]*(.+)$", re.M)
_SEGMENT = re.compile(r"([^;,(]+?)\s*(?:\([^)]*\))?\s+(until|since|from)\s+([^;,.]+)")


_PAST = re.compile(r"(?<!\w)(?:was|היה)(?!\w)")


def _valid_from(rule: Rule, text: str, start: int, end: int, base: datetime) -> datetime | None:
    """When the statement holds from; None when a plan gives no (or no usable) date."""
    prefer = "future" if rule.tense in ("plan", "move") else "past"
    if rule.day_after and _PAST.search("".join(_sentence(text, start, end)) + text[start:end]):
        prefer = "past"  # "my last day was Thursday", "ביום חמישי היה היום האחרון שלי"
    when = _when(text, start, end, base, prefer)
    if rule.tense == "move":
        return when.at if when and when.start else None
    if rule.tense == "plan":
        return when.at if when else None
    return when.at if when else base


_NEEDS = sorted({w for rule in RULES for w in rule.needs}, key=len, reverse=True)
# every English rule reads a statement in the first or second person; every other rule is Hebrew
_HE_LETTER = re.compile("[\u05d0-\u05ea]")
_ENGLISH = tuple(not any(_HE_LETTER.search(w) for w in rule.needs) for rule in RULES)
_EN_PERSON = re.compile(r"\b(?:I|[Ww]e|[Mm]y|[Oo]ur|[Yy]our?)\b")
# every position where one of the rules' words starts (a lookahead: overlapping ones too)
_NEEDS_AT = re.compile("(?=(" + "|".join(map(re.escape, _NEEDS)) + "))")


def _present(folded: str) -> set[str]:
    """The rules' words the text contains, found in one scan instead of one test per rule and word:
    at each position the longest word is matched, the shorter ones it contains are implied."""
    found = set(_NEEDS_AT.findall(folded))
    return {w for w in _NEEDS if any(w in f for f in found)} if found else set()


def _statements(item: CanonicalItem, text: str, owner: Owner) -> Iterator[tuple]:
    """(subject, predicate, object, valid_from, retract, span) for each statement in ``text``."""
    english = _EN_PERSON.search(text) is not None
    hebrew = not text.isascii() and _HE_LETTER.search(text) is not None
    if not english and not hebrew:
        return  # no "I", "we", "my", "our", "you" and no Hebrew: no statement any rule reads
    folded = text.casefold()
    present = _present(folded)
    if not present and "your" not in folded:
        return  # most records state nothing: one scan of the text decides it
    me, you = speaker(item, owner), addressee(item, owner)
    for rule, is_english in zip(RULES, _ENGLISH):
        subject = me if rule.whose == "speaker" else you
        if not subject or present.isdisjoint(rule.needs) or not (english if is_english else hebrew):
            continue
        for m in rule.pattern.finditer(text):
            obj, end = (me, m.end()) if rule.read is None else (rule.read(text, m.end()) or (None, None))
            if end is None or (obj is None and not rule.retract):
                continue
            if obj is not None and rule.predicate == "phone" and (obj := phone_e164(obj, owner.region)) is None:
                continue
            if (when := _valid_from(rule, text, m.start(), end, item.timestamp)) is None:
                continue
            yield subject, rule.predicate, obj, when + timedelta(days=rule.day_after), rule.retract, (m.start(), end)
    if you and "your" in folded:
        for m in _YOUR_MANAGER.finditer(text):
            words = m.group(1).split()
            name = " ".join(words[1:] if words[0] in _NOT_A_NAME else words)
            rule = Rule(_YOUR_MANAGER, "manager", None, tense="now" if m.group(2) == "is" else "plan")
            if name and (when := _valid_from(rule, text, m.start(), m.end(), item.timestamp)):
                yield you, "manager", name, when, False, m.span()


def language(item: CanonicalItem, rowid: int, owner: Owner) -> Iterator[Found]:
    text = own_text(item.body) if item.source == "mail" else item.body
    for subject, pred, obj, when, retract, span in _statements(item, text, owner):
        yield _found(item, rowid, "language", subject, pred, obj, when, retract=retract, span=span)
    if not owner.wrote(item.source, item.author):
        return
    for m in _SUMMARY.finditer(text):  # "Where I live: Tel Aviv (...) until 31 March, Berlin (...) since 1 April."
        pred = "lives_in" if m.group(1) == "Where I live" else "works_at"
        for seg in _SEGMENT.finditer(m.group(2)):
            value, word, when = seg.group(1).strip(), seg.group(2), resolve_date(seg.group(3), item.timestamp)
            if not value or when is None:
                continue
            if word == "until":  # "until 31 March" holds through that day: it ends when the next one starts
                end = when + timedelta(days=1)
                yield _found(item, rowid, "language", owner.name, pred, value, end, retract=True, span=m.span())
            else:
                yield _found(item, rowid, "language", owner.name, pred, value, when, span=m.span())


EXTRACTORS = {"structured": structured, "language": language}


def extract(item: CanonicalItem, rowid: int, owner: Owner, extractors=("structured", "language")) -> list[Found]:
    """Observations of one item by ``extractors``: names in EXTRACTORS, or extractor objects with the
    same call (``llm_extract.LLMExtractor``, which holds its loaded model)."""
    return [f for e in extractors for f in (EXTRACTORS[e] if isinstance(e, str) else e)(item, rowid, owner)]
