"""The ``language`` extractor: first-person statements in English and Hebrew (see
``facts.extract`` for what it reads), each with the time it holds from."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Iterator

from ..config import Owner
from ..people.identity import phone_e164
from ..records import CanonicalItem
from .dates import _sentence, _when, resolve_date
from .objects import Reader, _address, _city, _job_or_org, _last_day, _number, _org, _person, _place
from .store import Found
from .structured import _NAME

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
    if "--" in text and (m := _FORWARDED.search(text)):
        text = text[: m.start()] + re.sub(r"[^\n]", " ", text[m.start() :])
    return text


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
# "I", "we", "my", "our", "you", "your" as words: \b(?:I|[Ww]e|[Mm]y|[Oo]ur|[Yy]our?)\b, written to
# start with a character set, so the regex engine skips to the candidate letters instead of trying
# every position (2.5x faster on mail-sized text; the same matches, fuzzed)
_EN_PERSON = re.compile(r"[IWwMmOoYy](?<=\b[IWwMmOoYy])(?:(?<=I)|(?<=[Ww])e|(?<=[Mm])y|(?<=[Oo])ur|(?<=[Yy])our?)\b")
# every position where one of the rules' words starts (a lookahead: overlapping ones too)
_NEEDS_AT = re.compile("(?=(" + "|".join(map(re.escape, _NEEDS)) + "))")


def _present(folded: str) -> set[str]:
    """The rules' words the text contains, found in one scan instead of one test per rule and word:
    at each position the longest word is matched, the shorter ones it contains are implied."""
    found = set(_NEEDS_AT.findall(folded))
    return {w for w in _NEEDS if any(w in f for f in found)} if found else set()


def might_state(source: str, author: str | None, body: str, owner: Owner) -> bool:
    """False when no rule can read a statement in ``body`` (no first- or second-person word in
    English, no Hebrew): the stage then skips the item without building it."""
    return _EN_PERSON.search(body) is not None or (not body.isascii() and _HE_LETTER.search(body) is not None)


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
        yield Found.stated(item, rowid, "language", subject, pred, obj, when, retract=retract, span=span)
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
                yield Found.stated(item, rowid, "language", owner.name, pred, value, end, retract=True, span=m.span())
            else:
                yield Found.stated(item, rowid, "language", owner.name, pred, value, when, span=m.span())
