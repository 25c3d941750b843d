"""What an announcement's later sentences say of the one person it announced, by a pronoun: "He lives in
Jerusalem, so no excuses for being late", "You can reach him at yonatan@x.co.il or on ext. 213". Read only where
the text announced one person before the pronoun (two: unsaid whom), within a few paragraphs of it."""

from __future__ import annotations

import re
from typing import Iterator

from hinet_pipeline.memory.facts.mood import unreal, valid_from
from hinet_pipeline.memory.facts.objects import read_place
from hinet_pipeline.memory.facts.phone_lines import phones_on_line
from hinet_pipeline.memory.facts.rule import Rule

_LIVES = re.compile(r"(?<![\w'])(?:He|She)[ \t]+(?:now[ \t]+|currently[ \t]+)?(?:lives|is[ \t]+based)[ \t]+in[ \t]+")
# (or by their first name: "You can reach Kwame on ext. 517 (0161 496 0517) or at kwame.a@x.org.uk")
# (or as the one welcomed is reached: "she can be reached on\n(03) 5550 6188 or snibhriain@coriobayhealth.org.au")
_REACH = re.compile(
    r"(?:\b(?:[Yy]ou|[Pp]lease)[ \t]+(?:can[ \t]+|may[ \t]+)?(?:reach|contact|e-?mail)[ \t]+"
    r"(?:him|her|(?P<first>[A-Z][a-z]+))"
    r"|(?<![\w'])(?:[Hh]e|[Ss]he)[ \t]+(?:can|may)[ \t]+be[ \t]+(?:reached|contacted))"
    r"\s+(?:at|on|via)\s+"
    r"(?:(?P<addr>[\w.+'-]+@[\w-]+(?:\.[\w-]+)+)|(?P<ext>ext\.?[ \t]*\d{2,5}[ \t]+\()?(?=\+?\(?\d))"
)
_OR_AT = re.compile(
    r"[^\n.!?@]{0,40}?\bor[ \t]+(?:(?:at|on|by[ \t]+e-?mail[ \t]+(?:at|to))[ \t]+)?"
    r"(?P<addr>[\w.+'-]+@[\w-]+(?:\.[\w-]+)+)"
)
# another person named in the sentences between the welcome's and the pronoun's: "with Gail", "Maya from HR", "will be
# Ron Katz" (a full name after its verb or preposition: ``name_of``; not a ward's "at Neve Yarkon")
_FIRST_ELSE = re.compile(
    r"\b(?:with|and|to|by|is|be)[ \t]+[A-Z][a-z]+\b(?![ \t]+[A-Z])"
    r"|(?:[.!?;][ \t]+|\n)[A-Z][a-z]+[ \t]+(?:from|in|at|of)[ \t]+[A-Z]"
)
_FULL = re.compile(
    r"\b(?:be|is|with|and|to|by|contact|call)[ \t](?P<name>[A-Z][a-z]+[ \t]+[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b"
)
_SENTENCE_END = re.compile(r"[.!?](?=\s)")


def _someone_else(text: str, start: int, end: int, name: str) -> bool:
    from hinet_pipeline.memory.facts.named import A_NAME
    from hinet_pipeline.memory.facts.signoff import name_of

    if _FIRST_ELSE.search(text, start, end):
        return True  # (or anyone named in full as a clause's subject: "Martin's PA, Sue Platt, will show him round")
    subjects = (m for m in A_NAME.finditer(text, start, end) if _SUBJECT_AFTER.match(text, m.end()))
    return any((n := name_of(m.group("name"))) and n != name for m in (*_FULL.finditer(text, start, end), *subjects))


_SUBJECT_AFTER = re.compile(r",?[ \t]+(?:will|is|has|can|would|who)\b")


_UNTIL = re.compile(r"[^.!?\n]{0,40}?\b(?:until|till|through)\b", re.I)
_NEAR = 700  # characters from the announcement: its paragraphs, not a later item of a newsletter


def after_announced(text: str, base, region: str, found: list[tuple[int, str]]) -> Iterator[tuple]:
    """(name, predicate, object, valid_from, span): ``found``, the (position, name) of each announcement, in order."""
    if not found or not (
        " lives in " in text or " based in " in text or " him " in text or " her " in text or "reach" in text
    ):
        return
    for m in (*_LIVES.finditer(text), *_REACH.finditer(text)):
        before = {n for at, n in found if at < m.start()}
        if len(before) != 1 or m.start() - max(at for at, _ in found if at < m.start()) > _NEAR:
            continue
        name = before.pop()
        if m.re is _REACH and m.group("first") and m.group("first") != name.split()[0]:
            continue  # ("You can reach Gail ...": another's, not the one welcomed)
        since = _SENTENCE_END.search(text, max(at for at, _ in found if at < m.start()), m.start())
        if since and not (m.re is _REACH and m.group("first")) and _someone_else(text, since.start(), m.start(), name):
            continue  # another named between ("His mentor will be Ron Katz. He lives ..."), not the welcome's own
        if m.re is _LIVES:
            if not (place := read_place(text, m.end())):
                continue
            predicate, obj, end = "lives_in", place[0], place[1]
        elif m.group("addr"):
            predicate, obj, end = "email", m.group("addr").lower().rstrip("."), m.end()
            said = text[end : (stop.start() if (stop := _SENTENCE_END.search(text, end)) else len(text))]
            rule = Rule(m.re, "phone", None, tense="now")  # (and the numbers after it: "..., office N, or mobile N")
            if "\n" not in said and not _UNTIL.match(text, end) and not unreal(rule, text, m.start(), end + len(said)):
                at = valid_from("now", rule, text, m.start(), end, base())
                yield from (
                    (name, "phone", n, at, (m.start(), end + e))
                    for n, kind, _, e in phones_on_line(said, region)
                    if kind != "no"
                )
        else:
            line = text[m.end() : (text.find("\n", m.end()) + 1 or len(text) + 1) - 1]
            if not (phones := phones_on_line(line, region)) or phones[0][2] > 2 or phones[0][1] == "no":
                continue
            predicate, obj, end = "phone", phones[0][0], m.end() + phones[0][3]
            if (also := _OR_AT.match(text, end)) and not _UNTIL.match(text, also.end()):  # "... or at X": theirs too
                rule = Rule(m.re, "email", None, tense="now")
                if not unreal(rule, text, m.start(), also.end()):
                    at = valid_from("now", rule, text, m.start(), also.end(), base())
                    yield name, "email", also.group("addr").lower().rstrip("."), at, (m.start(), also.end())
        if _UNTIL.match(text, end):
            continue  # for a while only: "You can reach him at N until Friday"
        rule = Rule(m.re, predicate, None, tense="now")
        if not unreal(rule, text, m.start(), end):
            yield name, predicate, obj, valid_from("now", rule, text, m.start(), end, base()), (m.start(), end)
