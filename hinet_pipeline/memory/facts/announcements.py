"""Announcements about a named person: "Jane Doe has joined Enron as Director", "X has been named CFO", "X will
report to Y", "He joined Enron in 1994", and a role someone had until now ("Greg Whalley has resigned as COO")."""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone
from typing import Iterator

from hinet_pipeline.memory.facts.announce_after import after_announced
from hinet_pipeline.memory.facts.announce_forms import ANNOUNCE_LITERALS, ANNOUNCE_WORDS, FORMS, SEAT, UNDONE, UNIT
from hinet_pipeline.memory.facts.dates import resolve_date
from hinet_pipeline.memory.facts.grammar_title import AS_TITLE
from hinet_pipeline.memory.facts.he_announce import he_announced
from hinet_pipeline.memory.facts.job_titles import held_now, read_org_of_title, read_title, singular
from hinet_pipeline.memory.facts.lexicon import has_title
from hinet_pipeline.memory.facts.mood import unreal, valid_from
from hinet_pipeline.memory.facts.named import (
    CREDENTIALS,
    ME,
    NOT_A_NAME,
    PERSON_NAME,
    RESPECTIVELY,
    SEVERAL,
    WRITER,
    WRITERS_EMPLOYER,
    first_named,
    joined_with,
    subject_name,
)
from hinet_pipeline.memory.facts.objects import read_org, read_person
from hinet_pipeline.memory.facts.places import names_a_place
from hinet_pipeline.memory.facts.reports import (
    boss_of,
    group_reports,
    later_sentences,
    pronoun_reports,
    sentence_reports,
    will_when,
)
from hinet_pipeline.memory.facts.rule import Rule
from hinet_pipeline.memory.facts.theirs import given_numbers, their_email, theirs
from hinet_pipeline.memory.facts.units import AN_OFFICE, AS_LATER, GONE_SINCE, no_employer, past_unit, unit_of
from hinet_pipeline.memory.facts.when import stated_when

_EFFECTIVE = re.compile(r",?\s+effective\s+(?=[A-Z0-9])")
_WAS_LEAD = re.compile(r"^(?:an?|the|our|serving\s+as|acting\s+as)\s+", re.I)
_PREPOSITION = re.compile(r"\b(?:to|of|for|in|at|with|from|by|under|reported\s+to|reports\s+to|replacing)\s+$")
_NICKNAME = re.compile(r"(?<=[A-Za-z])[ \t]+\([A-Z][a-z]+\)(?=[ \t]+[A-Z])")  # "Robert (Bob) Kessling"


OPEN_START = datetime(1900, 1, 1, tzinfo=timezone.utc)  # "had been ... until now": since a time the text does not say
_HAD_ROLE = re.compile(
    rf"(?:{PERSON_NAME}{CREDENTIALS}|(?<![\w'])(?P<first>[A-Z][a-z]+|He|She))\s+(?:(?P<verb>had\s+been\s+serving"
    r"|had\s+served|has\s+served|has\s+been\s+serving|has\s+resigned|resigned|has\s+stepped\s+down|stepped\s+down"
    r"|is\s+stepping\s+down|has\s+retired|retired)\s+as\s+"
    r"|(?P<been>has\s+been\s+(?:our\s+|the\s+)?)(?=[A-Z]))"  # ("Dana has been Director of Nursing since 1996")
)
_HE_JOINED = re.compile(r"\b(?P<pron>He|She)\s+joined\s+")
_SINCE = re.compile(
    r",?[ \t]+since[ \t]+(?:(?:[A-Z][a-z]+\.?[ \t]+)?\d{4}|(?:[A-Z][a-z]+\.?[ \t]+)?\d{1,2},?[ \t]+\d{4}"
    r"|[A-Z][a-z]+\.?[ \t]+\d{1,2}(?!,?[ \t]+\d))\b"  # ("since March 13": this year's)
)
_OF_UNIT = re.compile(
    r"[ \t]+(?:of|for|at)[ \t]+[^,.;\n]{1,40}(?=,)"
    r"|,[ \t]+[A-Z][^,.;\n]{0,30}(?=,?\s+effective\s)"  # (its site, then its day: "Manager, Building 2, effective")
    # (its team, then its day: "Team Manager of the Handsworth & Lozells Family Support Team with effect from")
    r"|[ \t]+of[ \t]+the[ \t]+[A-Z][^,.;\n]{1,80}?[ \t]Team(?=,?\s+(?:effective|with\s+effect|from|as\s+of)\s)"
)
_AND_AS = re.compile(r"[ \t]+and[ \t]+as[ \t]+(?:an?[ \t]+|the[ \t]+|our[ \t]+)?")
_HAD_ROLE_VERB = re.compile(
    r"(?:serv(?:ing|ed)|resigned|stepp(?:ed|ing)\s+down|retired)\s+as\s|has\s+been\s+(?:our\s+|the\s+)?[A-Z]"
)


def _after_title(words: str) -> str | None:
    """The name a run of capitalised words ends with, after a title ("Deputy City Manager Leonard P. Castellano")."""
    from hinet_pipeline.memory.facts.signoff import name_of

    parts = words.split()
    for k in range(1, len(parts) - 1):
        if has_title(" ".join(parts[:k])) and (name := name_of(" ".join(parts[k:]))):
            return name
    return None


_US = re.compile(  # the writer's firm (also past the day: "Lorraine Beswick joined on 29 September as Housing Officer")
    rf"\bwho\s+start(?:ed|s)\b|\bjoin\w*\s+(?:us\b|our\s+{UNIT}\b|the\s+(?:team|lab)\b|(?:on\s+(?:[A-Z][a-z]+day,?\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+"
    r"[A-Z][a-z]+|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)(?:,?\s+\d{4})?,?\s+)?(?=as\s))"
)


def _now_when(rule: Rule, text: str, start: int, end: int, now):
    return valid_from("now", rule, text, start, end, now)


def _when_of(m: re.Match):
    """How an announcement's day is read: ahead for what "will" be, "joins" on a day (a start the text schedules:
    "X, who joins us as Production Assistant on Monday, April 12") or "is promoted" to ("Also effective January 1:
    X is promoted to Y", in November: the next January), else as said."""
    ahead = "will" in m.group() or " joins " in m.group() or " starts " in m.group()  # ("X, who starts Monday as Y")
    return will_when if ahead or _IS_NAMED.search(m.group()) else _now_when


_IS_NAMED = re.compile(r"\b(?:is|are)\s+(?:promoted|appointed|named|our)\b")  # ("as of October 1, X is our Y")


_DAYS_AGO = timedelta(days=14)
_TITLE_AFTER = re.compile(  # (ending its sentence: not "..., Director of Finance at Salford Homes", ", X Council")
    r",[ \t]+(?:the[ \t]+|our[ \t]+)?((?:(?!\bat\b)[A-Z\w&() -]){2,50}?)(?=[.;\n](?:\s|$)|$)"
)


_HEAD_DAY = re.compile(
    r"\b(?:announce|announcing|following)\b[^\n:]{0,80},?\s+(?:effective|as\s+of)\s+([^:\n]{3,30}):[ \t]*\n"
)


def announcements(text: str, base, region: str = "US") -> Iterator[tuple]:
    """(name, predicate, object, valid_from, span) for each announcement about a named person, and
    each address or number the text gives as a named person's ("Tim's e-mail address is: X", "his
    e-mail is: X"); ``base``: a function that gives the record's time; ``region``: the phones'."""
    announced: list[tuple[int, str]] = []
    said = list(_announced(text, base, region, announced))
    if (head := _HEAD_DAY.search(text)) and (day := resolve_date(head.group(1), base(), prefer="future")):
        # the day a list of them is headed by, for those that give none ("... the following promotions and
        # appointments, effective 1 January 2017:\n\n- X, formerly Y, is promoted to Z")
        said = [(*x[:3], day, *x[4:]) if x[3] == base() and x[4][0] > head.end() else x for x in said]
    if not text.isascii():  # (as Hebrew mail says it: ``he_announce``)
        said += he_announced(text, base)
    # a boss from the day one joins or takes a post, where its own sentence gives none: "X joins us Monday ... He'll be
    # reporting to Y", "effective January 1: X is promoted to Y and will report to Z", "X has been promoted to Y,
    # effective Monday, August 10. X will report to Rosa"; or days ago: "Please welcome X, who joined us Monday as Y,
    # reporting to me"
    joins = {x[0]: x[3] for x in said if x[1] in ("works_at", "job_title") and x[3] and x[3] > base() - _DAYS_AGO}
    out = [(*x[:3], joins[x[0]], *x[4:]) if x[1] == "manager" and x[0] in joins and x[3] == base() else x for x in said]
    if "report" in text:  # what the readings above left: "report to" from its sentence's subject
        for x in sentence_reports(text, base, announced, [x[4] for x in said if x[1] == "manager"]):
            out.append((*x[:3], joins[x[0]], *x[4:]) if x[0] in joins and x[3] == base() else x)
    yield from out
    # the boss, named in full with their title, of one who joined the writer's firm works there too: "X joined us ...
    # as Financial Controller, reporting to Martin Cheadle, Director of Finance"
    ours = {x[0] for x in out if x[1] == "works_at" and x[2] == WRITERS_EMPLOYER}
    for boss, (start, end) in {
        x[2]: x[4] for x in out if x[1] == "manager" and x[0] in ours and x[2] not in ours
    }.items():
        at = text.find(boss, start, end + len(boss))
        t = _TITLE_AFTER.match(text, at + len(boss)) if " " in boss and at >= 0 else None
        if t and has_title(t.group(1)) and not re.search(r"\s[-–—]\s|\bwho\b", t.group(1)):  # (not "- who leaves us")
            yield boss, "works_at", WRITERS_EMPLOYER, base(), (start, t.end())


def _announced(text: str, base, region: str, found: list[tuple[int, str]]) -> Iterator[tuple]:
    """``announcements`` by the readings of each construction; ``found``: filled with (where, name) of the
    persons the announcements name."""
    if "mail" in text and ("'s" in text or "’s" in text):
        yield from their_email(text, base)
    if ("is" in text or "will" in text) and ("his " in text or "His " in text or "her " in text or "Her " in text):
        yield from theirs(text, base, region)
    if " will have a " in text or " has a " in text:  # "Morag will have a company mobile from the 1st: 07700 900581"
        yield from given_numbers(text, base, region)
    folded = text.lower()
    if not any(w in folded for w in ANNOUNCE_LITERALS) or not ANNOUNCE_WORDS.search(folded):
        return
    if "(" in text:  # a nickname inside a name is no part of it: "Robert (Bob) Kessling has been named ..."
        text = _NICKNAME.sub(lambda n: " " * len(n.group()), text)
    from hinet_pipeline.memory.facts.signoff import name_of

    last: str | None = None
    for pattern, kind, verb, words, ahead in FORMS:
        if not any(w in text for w in words):
            continue
        matches = []
        for v in verb.finditer(text):  # the pattern, tried only around its verb (the match that holds it first)
            m = None
            for found_m in pattern.finditer(text, max(0, v.start() - 140), min(len(text), v.end() + ahead)):
                m = m or found_m
                if found_m.start() <= v.start() < found_m.end():
                    m = found_m
                    break
            if m and (not matches or m.start() != matches[-1].start()):
                matches.append(m)
        for m in matches:
            name = name_of(m.group("name")) or _after_title(m.group("name"))
            if not name or name.split()[0] in NOT_A_NAME:
                continue
            also: list[str] = []  # others who join with them: "Steven Cole and Linda Shaw will join Acme as associates"
            respectively = None
            if SEVERAL.search(text, max(0, m.start() - 30), m.start()):
                if kind not in ("join", "report") or not (also := joined_with(text, m.start())):
                    continue  # (several joining or reporting together: "Frank Delacroix and Paul Whitacre will
                    # report to Marcus", each of them; else one of several, unsaid which)
                respectively = RESPECTIVELY.match(text, m.end())  # ("as VP and Director, respectively": unsaid whose)
                if respectively and kind == "report":
                    continue
            rule = Rule(pattern, "job_title", None, tense="now")
            undone = UNDONE.search(text, max(0, m.start() - 40), m.start()) or SEAT.search(text, m.end(), m.end() + 80)
            if unreal(rule, text, m.start(), m.end()) or kind == "named" and undone:
                continue  # (an appointment not made, or a seat: "the Board tabled the appointment of X as Y")
            # (what "will" be: its day read ahead, "X will be joining us on April 3 as ...")
            # (the day its own words give, not its aside's: "X, who has been with us since 1992, will ...")
            dated = text
            if m.groupdict().get("aside"):
                dated = text[: m.start("aside")] + " " * len(m.group("aside")) + text[m.end("aside") :]
            when = _when_of(m)(rule, dated, m.start(), m.end(), base())
            pos = m.end()
            if (
                kind in ("report", "named", "join")
                and m.start() == m.start("name")
                and not re.match(r",\s+who\b", text[m.end("name") : m.end("name") + 8])  # ("... to Y, who will ...")
                and _PREPOSITION.search(text, max(0, m.start() - 16), m.start())
            ):
                continue  # "..., who previously reported to Tom Brennan, will now report to ...": Tom is no subject
            if kind == "report":
                team = m.group("team")
                if ME.match(text, pos):  # "Leslie reports to me": to the one who writes it
                    yield from ((who, "manager", WRITER, when, (m.start(), pos + 2)) for who in [name, *also])
                    found.append((m.start(), name))
                elif (
                    not team
                    and (person := read_person(text, pos))
                    and len(person[0].split()) >= 2
                    and not names_a_place(person[0])
                    and not person[0].endswith(("'s", "’s"))  # ("report to Greg Whalley's office by 9 am": a place)
                ):
                    yield from ((who, "manager", person[0], when, (m.start(), person[1])) for who in [name, *also])
                    found.append((m.start(), name))
                elif (who := subject_name(name)) and (got := boss_of(text, pos, who, len(text))):
                    # a first name the text gave in full ("Dan Ostrowski will report to Marcus"), or a person
                    # and their group: where the boss's clause ends
                    when = will_when(rule, text, m.start(), got[1], base())
                    yield from ((x, "manager", got[0], when, (m.start(), got[1])) for x in [who, *also])
                    found.append((m.start(), who))
                if m.groupdict().get("unit"):  # "will manage the Southeast Logistics team": its manager
                    yield name, "job_title", f"Manager, {m.group('unit')}", when, m.span("unit")
                continue
            org = joined_at = office = None
            if kind == "join":
                got = read_org(text, pos)
                got = got if got and not got[0].startswith(("Us", "The Team")) else None
                if got and no_employer(text, *got):
                    continue  # "has joined the Houston Symphony as a board member", "joined Tom Hale for lunch"
                # (the title past the firm's group and its day; "X, who joined Y": only with its title, a join's
                # aside otherwise: "who joined Enron in 1980, left in 1996", "who joined Jeff Skilling on a trip")
                after = past_unit(text, got[1] if got else pos)  # ("the Hartford office as an associate")
                if when == base() and after > (got[1] if got else pos):  # its day after the unit ("joining the
                    # Purchasing department on Monday, October 2 as Buyer")
                    when = _when_of(m)(rule, dated, m.start(), after, base())
                after += text.startswith(",", after)  # ("will join Acme Corp, as an associate, on September 5")
                t = AS_TITLE.match(text, after) or AS_LATER.match(text, after)
                if m.groupdict().get("who") and not t:
                    continue
                if got:
                    org, pos = got  # (a unit of it, "joined the Department of Ecology as ...": the writer's employer)
                    office = AN_OFFICE.match(text, m.end(), got[1] + 12)  # ("joined the Midtown office as")
                    org = WRITERS_EMPLOYER if unit_of(org) or office else org
                    joined_at = (m.start(), pos)
                    found.append((m.start(), name))
                if not t:
                    if joined_at:
                        yield from ((who, "works_at", org, when, joined_at) for who in [name, *also])
                    continue
                pos = t.end()
            if title := read_title(text, pos):
                if kind == "named" and (org := read_org_of_title(text, pos, title[1])):
                    # (its day after the firm: "CFO of Baker Lowell LLP, effective ...")
                    told = text.find(org, title[1])
                    said_to = told + len(org) if 0 <= told <= title[1] + 8 else title[1]
                else:  # (past a unit the title names: "Store Director of Store #9 - Ozark, effective Monday, ...")
                    said_to = unit.end() if (unit := _OF_UNIT.match(text, title[1])) else title[1]
                if kind in ("named", "join") and when == base():  # (its day after the title: "..., effective May 1")
                    when = _when_of(m)(rule, dated, m.start(), said_to, base())
                elif kind == "named" and _EFFECTIVE.match(text, said_to):  # (over the vote's day before it: "the Board
                    when = _when_of(m)(rule, dated, said_to, said_to, base())  # on Monday approved ..., effective")
            if joined_at and kind == "join" and office and (not title or GONE_SINCE.match(text, title[1])):
                continue  # (an office joined "as a favour", or left since: "..., has resigned")
            if joined_at:  # (the firm from the title's day too: "will join Acme as an associate as of September 5")
                yield from ((who, "works_at", org, when, joined_at) for who in [name, *also])
            elif (
                kind == "join" and title and _US.search(text, m.start(), max(m.end(), t.end()) + 3)
            ):  # the writer's employer
                yield from ((who, "works_at", WRITERS_EMPLOYER, when, (m.start(), title[1])) for who in [name, *also])
            if title:
                was = _WAS_LEAD.sub("", (m.groupdict().get("was") or "").strip())  # ("currently a senior associate")
                if m.groupdict().get("now") and has_title(was) and when > base():  # ("X, currently Treasurer, ...")
                    yield from ((name, p, o, base(), m.span("was")) for p, o in held_now(was))  # (and "at Y": Y)
                before = m.group("name")[: m.group("name").find(name.split()[0])].strip()
                if before and has_title(before) and when > base():  # ("named Deputy City Manager X as Interim ...")
                    yield name, "job_title", before, base(), m.span("name")
                if also and respectively:
                    continue
                if also:  # each of them one of the "associates"
                    yield from ((who, "job_title", singular(title[0]), when, (m.start(), title[1])) for who in also)
                yield name, "job_title", singular(title[0]) if also else title[0], when, (m.start(), title[1])
                found.append((m.start(), name))
                if kind == "named" and org:
                    yield name, "works_at", org, when, (m.start(), title[1])
    yield from later_sentences(text, base)
    yield from group_reports(text, base)
    yield from pronoun_reports(text, base)
    # "He joined Enron in 1994": the person the text announced, from the year it names
    found.sort()
    joined: dict[str, datetime] = {}  # when the text says each person joined: no earlier role there
    for m in _HE_JOINED.finditer(text) if "joined" in text else ():
        last = next((n for at, n in reversed(found) if at < m.start()), None)
        if last and (got := read_org(text, m.end())):
            rule = Rule(_HE_JOINED, "works_at", None, tense="past")
            when = stated_when(text, m.start(), got[1], base(), "past")
            if when and not unreal(rule, text, m.start(), got[1]):
                joined[last] = when.at
                yield last, "works_at", got[0], when.at, (m.start(), got[1])
    yield from after_announced(text, base, region, found)  # "He lives in Jerusalem", "You can reach him at X"
    # a role someone had until now: "Greg Whalley has resigned as president and COO of Enron", "Jeff had
    # been serving as chairman and CEO of Enron Industrial Markets": the organisation held from when the
    # text says they joined (else an unknown start, OPEN_START) and, for a resignation, until the
    # record. The title itself is a past role the mail reports ending, not one it states: stored only
    # with the day it began ("Bob has served as Senior Vice President since 1998": from 1998, until a
    # new title the text names). The person is the one the sentence names, or the one the text
    # announced whose first name (or "He", "She", "Bob" for Robert) it uses
    for m in _HAD_ROLE.finditer(text) if _HAD_ROLE_VERB.search(text) else ():
        who = m.group("name") or m.group("first")
        name = name_of(who) if " " in who else None
        if name is None:
            name = next((n for _, n in reversed(found) if who in ("He", "She") or n.split()[0] == who), None)
            name = name or first_named(text, who, m.start())  # ("Robert Kessling has been named ... Bob has served as")
        if not name or not (title := read_title(text, m.end())):
            continue
        if m.group("been") and not _SINCE.match(text, title[1]):
            continue  # "has been X" says a role held only with the day it began
        rule = Rule(_HAD_ROLE, "job_title", None, tense="past")
        if unreal(rule, text, m.start(), title[1]):
            continue
        ended = valid_from("now", rule, text, m.start(), title[1], base())
        began = joined.get(name, OPEN_START)
        span = (m.start(), title[1])
        left = re.search(r"resign|step|retire", m.group("verb") or "") is not None
        if (since := _SINCE.match(text, title[1])) and (
            said := stated_when(text, since.start(), since.end(), base(), "past")
        ):
            began = said.at  # the title itself only with the day it began ("has served as X since 1998")
            yield name, "job_title", title[0], began, (m.start(), since.end())
            if left:
                yield name, "job_title", title[0], ended, span, True
            # and the one before it, said the same way ("... since March 13 and as Deputy City Manager since 1996")
            if (more := _AND_AS.match(text, since.end())) and (earlier := read_title(text, more.end())):
                if (since2 := _SINCE.match(text, earlier[1])) and (
                    said2 := stated_when(text, since2.start(), since2.end(), base(), "past")
                ):
                    yield name, "job_title", earlier[0], said2.at, (more.start(), since2.end())
        if not m.group("been") and (org := read_org_of_title(text, m.end(), title[1])):
            yield name, "works_at", org, began, span
            if left:
                yield name, "works_at", org, ended, span, True
