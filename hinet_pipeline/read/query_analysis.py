"""Filters derived from the question itself (English and Hebrew), before any ranking:

* time expressions → a time range ("in 2023", "last week", "yesterday", "in May 2023",
  "בשנת 2023", "אתמול", "בשבוע שעבר", ...);
* source hints → allowed genres ("in my email", "on Slack", "in my notes", "במייל", ...);
* known people (authors and participants in the vault) → named in ``people``: BM25 keeps the names,
  the dense side gets the question without them (a name in the question makes the
  embedder rank turns that address that person above the evidence), and what they wrote ranks
  higher (a lift, never a filter: RetrievalSettings.author_boost).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta, timezone
from functools import lru_cache

from hinet_pipeline.timeutil import HE_MONTHS, MONTHS, month_pattern

SOURCE_HINTS = [
    (re.compile(r"\b(in|from|on|via) (my )?(e-?mails?|mail(box)?|inbox|gmail)\b", re.I), "mail"),
    (re.compile(r"\b(on|in|from) (slack|chat|whatsapp|signal|telegram|messages)\b", re.I), "chat"),
    (re.compile(r"\b(in|from) (my )?notes?\b", re.I), "notes"),
    (re.compile(r"\b(in|on|from) (my )?(calendar|agenda|schedule)\b", re.I), "calendar"),
    (re.compile(r"(?<!\w)(ב|מה)(מייל|אימייל|דואר)(ים)?(?!\w)"), "mail"),
    (re.compile(r"(?<!\w)(ב|מה)(סלאק|צ'אט|וואטסאפ)(?!\w)"), "chat"),
    (re.compile(r"(?<!\w)(ב|מה)(פתקים|פתק|הערות)(?!\w)"), "notes"),
    (re.compile(r"(?<!\w)(ב|מה)(יומן|לוח השנה)(?!\w)"), "calendar"),
]


@dataclass
class Derived:
    since: datetime | None = None
    until: datetime | None = None
    sources: list[str] = field(default_factory=list)
    people: list[str] = field(default_factory=list)
    dense_query: str = ""
    notes: list[str] = field(default_factory=list)  # what was derived, for timings/debug output

    @property
    def has_time(self) -> bool:
        return self.since is not None or self.until is not None


def _day_start(d: date) -> datetime:
    return datetime(d.year, d.month, d.day, tzinfo=timezone.utc)


def _range(a: date, b: date) -> tuple[datetime, datetime]:
    """[a, b] inclusive, as instants."""
    return _day_start(a), _day_start(b) + timedelta(days=1) - timedelta(microseconds=1)


def _month_range(year: int, month: int) -> tuple[datetime, datetime]:
    last = date(year + (month == 12), month % 12 + 1, 1) - timedelta(days=1)
    return _range(date(year, month, 1), last)


def time_range(text: str, today: date) -> tuple[datetime, datetime, str] | None:
    """The first time expression in ``text`` as an inclusive range, with the words matched."""
    t = text.casefold()
    rules: list[tuple[str, callable]] = [
        (r"\b(yesterday)\b|אתמול", lambda m: _range(today - timedelta(days=1), today - timedelta(days=1))),
        (r"\b(today)\b|(?<!\w)היום(?!\w)", lambda m: _range(today, today)),
        (
            r"\blast week\b|בשבוע שעבר",
            lambda m: _range(today - timedelta(days=today.weekday() + 7), today - timedelta(days=today.weekday() + 1)),
        ),
        (r"\bthis week\b|השבוע", lambda m: _range(today - timedelta(days=today.weekday()), today)),
        (
            r"\blast month\b|בחודש שעבר",
            lambda m: _month_range(*((today.year - 1, 12) if today.month == 1 else (today.year, today.month - 1))),
        ),
        (r"\bthis month\b|החודש", lambda m: _month_range(today.year, today.month)),
        (r"\blast year\b|בשנה שעברה", lambda m: _range(date(today.year - 1, 1, 1), date(today.year - 1, 12, 31))),
        (r"\bthis year\b|השנה", lambda m: _range(date(today.year, 1, 1), date(today.year, 12, 31))),
        (
            r"\b(?:in|during|of) (" + month_pattern(MONTHS) + r")\.? ((?:19|20)\d\d)\b",
            lambda m: _month_range(int(m.group(2)), MONTHS[m.group(1)]),
        ),
        (
            r"(?<!\w)ב(" + month_pattern(HE_MONTHS) + r") ((?:19|20)\d\d)(?!\d)",
            lambda m: _month_range(int(m.group(2)), HE_MONTHS[m.group(1)]),
        ),
        (
            r"\b(?:in|during|since|of) ((?:19|20)\d\d)\b|(?<!\w)(?:בשנת\s+|ב-?)((?:19|20)\d\d)(?!\d)",
            lambda m: _range(date(int(m.group(1) or m.group(2)), 1, 1), date(int(m.group(1) or m.group(2)), 12, 31)),
        ),
    ]
    for pattern, build in rules:
        m = re.search(pattern, t)
        if m:
            since, until = build(m)
            return since, until, m.group(0)
    return None


def display_name(person: str) -> str:
    """A person as an item names them ("Dana Levi <dana@example.com>"), the address part dropped
    (``people.identity.display_name``: quoted and "Last, First" names too)."""
    from hinet_pipeline.memory.people.identity import display_name as name_of

    return name_of(person) or ""


def known_people(vault) -> list[str]:
    """Display names of people in the vault (authors and participants, address parts dropped)."""
    names = set()
    for (person,) in vault.conn.execute("SELECT DISTINCT person FROM item_people"):
        name = display_name(person)
        if name and "@" not in name and len(name) >= 3:
            names.add(name)
    return sorted(names, key=len, reverse=True)


_WORD = re.compile(r"\w+")


@lru_cache(maxsize=4)
def _name_index(people: tuple[str, ...]) -> tuple[list, dict[str, list[int]], list[int]]:
    """Each name with the forms a question may use for it (the whole name, and a first name of 3+
    letters), each with its casefolded form; and the names by the first word of their forms. A form
    that starts with a word can only match where that word stands whole in the question, so a
    question looks at the names of its own words (a real mailbox knows thousands: a pattern per name
    per question overflowed re's cache, a compile each, 0.5 s a question at 2,500 names). Worked out
    once per list of names."""
    entries, index, always = [], {}, []
    for i, name in enumerate(people):
        first = name.split()[0] if " " in name else ""
        forms = tuple((part, part.casefold()) for part in [name] + ([first] if len(first) >= 3 else []))
        entries.append((name, forms))
        heads = [_WORD.match(folded) for _, folded in forms]
        if all(heads):
            for word in {m.group() for m in heads}:
                index.setdefault(word, []).append(i)
        else:  # a form that starts with a quote or a bracket: always tried
            always.append(i)
    return entries, index, always


def analyse(question: str, people: list[str], *, today: date | None = None) -> Derived:
    today = today or date.today()
    d = Derived()
    found = time_range(question, today)
    if found:
        d.since, d.until, words = found
        d.notes.append(f"time:{d.since.date()}..{d.until.date()}")
    for pattern, source in SOURCE_HINTS:
        if pattern.search(question) and source not in d.sources:
            d.sources.append(source)
    if d.sources:
        d.notes.append("sources:" + ",".join(d.sources))
    dense = question
    lowered = question.casefold()
    entries, index, always = _name_index(tuple(people))
    chosen = {i for word in set(_WORD.findall(lowered)) for i in index.get(word, ())}
    for name, parts in (entries[i] for i in sorted(chosen.union(always))):  # in the list's order
        for part, folded in parts:
            if folded in lowered and re.search(r"(?<!\w)" + re.escape(folded) + r"(?:'s|’s)?(?!\w)", lowered):
                if name not in d.people:
                    d.people.append(name)
                dense = re.sub(r"(?<!\w)" + re.escape(part) + r"(?:'s|’s)?(?!\w)", " ", dense, flags=re.I)
                break
    d.dense_query = " ".join(dense.split()) or question
    if d.people:
        d.notes.append(f"people:{len(d.people)}")
    return d
