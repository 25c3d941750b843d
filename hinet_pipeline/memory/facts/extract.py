"""Extractors: items → observations (facts as records state them), behind one interface
(``structured.py``; ``language.py`` with ``dates.py``, ``objects.py``, ``places.py`` and
``lexicon.py``; ``signature.py`` with ``mailparts.py``; ``llm_extract.py``).

* ``structured``: what fields already say: a mail sender's own address (a person's, as First
  Last; not a list's, a bot's or a newsletter's) and a role in their display name ("Ken Lay-
  Chairman of the Board"), the owner's "Key: value" lines in notes, Slack profiles, calendar
  attendance.
* ``language``: statements read by their grammar (see ``language.py``): first-person statements in
  English and Hebrew (moving, relocating, settling, being back for good; starting, joining,
  working, leaving; reporting to; being reached at a number; a new address, number, title or
  boss), the addressee of a mail ("you report to me"), announcements about a named person ("X has
  joined Y as Z", "X has been named CFO", "X has resigned as Z", "He joined Enron in 1994"), and
  the owner's summary lines ("Where I live: X until 31 March, Y since 1 April").
* ``signature``: the sign-off blocks of a mail's own text and of each forwarded or quoted message
  (name, title, organisation, work and mobile phones, e-mail, postal address), and numbers given
  for a named person ("contact Jim Doe at 713-..."), each about the person it names.

Who "I" is: the owner for text the owner wrote (``people.identity.wrote``), else the author: in mail, each
part's author (the sender for their own text, the author of each forwarded message for theirs);
a person is named as the record writes them (First Last), by address where it shows no name. "You"
is the one other participant of a mail, or the one a forwarded letter's own To line names. A ">" quote is read as
its writer's where its attribution names one person ("On ..., X wrote:"), from the day it gives; else skipped.

Time: a date phrase in the same sentence ("from 1 April", "in 1996", "last week", "ביום שלישי")
against the record's own day (``dates.py``: common English phrases directly, the rest by
``dateparser``); without one, a statement holds from the record's day. A plan ("I'm moving to X",
"I'll be reporting to X") is a fact only with a date; a move "on" a day holds from the next day,
the travel day not yet a day lived there. Phone numbers are E.164 (``phonenumbers``, in the
owner's ``[owner] region``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from hinet_pipeline.config import Owner
from hinet_pipeline.memory.facts import language as _language
from hinet_pipeline.memory.facts import sign_extract as _signature
from hinet_pipeline.memory.facts import structured as _structured
from hinet_pipeline.memory.facts.dates import resolve_date
from hinet_pipeline.memory.facts.districts import great_city_around
from hinet_pipeline.memory.facts.language import language
from hinet_pipeline.memory.facts.lexicon import ORG_SUFFIXES, org_suffix
from hinet_pipeline.memory.facts.named import WRITERS_EMPLOYER, mail_people
from hinet_pipeline.memory.facts.numeric_order import numeric_dates
from hinet_pipeline.memory.facts.phone_lines import other_region
from hinet_pipeline.memory.facts.sign_extract import signature
from hinet_pipeline.memory.facts.store import Found
from hinet_pipeline.memory.facts.structured import structured
from hinet_pipeline.memory.facts.units import unit_of
from hinet_pipeline.records import CanonicalItem

__all__ = [
    "DEFAULT",
    "EXTRACTORS",
    "extract",
    "language",
    "readers",
    "resolve_date",
    "signature",
    "structured",
]

EXTRACTORS = {"structured": structured, "language": language, "signature": signature}
DEFAULT = ("structured", "language", "signature")
# per extractor, a cheap test on a stored row's fields: False = it finds nothing in that item
_MIGHT = {
    "structured": _structured.might_state,
    "language": _language.might_state,
    "signature": _signature.might_state,
}


def readers(source: str, author: str | None, body: str, owner: Owner, extractors=DEFAULT) -> tuple:
    """The ``extractors`` that can find something in an item with these fields, by each one's cheap
    test on three columns (an extractor object, the LLM, reads every item). Most records state
    nothing: the stage skips them unbuilt, and gives each of the rest only its own readers."""
    return tuple(e for e in extractors if not isinstance(e, str) or _MIGHT[e](source, author, body, owner))


def extract(item: CanonicalItem, rowid: int, owner: Owner, extractors=DEFAULT, *, gated: bool = False) -> list[Found]:
    """Observations of one item by ``extractors``: names in EXTRACTORS, or extractor objects with the
    same call (``llm_extract.LLMExtractor``, which holds its loaded model). ``gated``: the caller
    passes only the ``readers`` of this item, so their tests are not run again."""
    chosen = extractors if gated else readers(item.source, item.author, item.body, owner, extractors)
    # ("3/9": March 9 where the owner's region writes the month first; "report to Aisha": the header's Aisha Bello)
    domains = [a.rsplit("@", 1)[-1].rstrip(">") for a in (item.author or "", *item.participants) if "@" in a]
    with numeric_dates(owner.region, item.body), mail_people(lambda: _header_people(item)):
        # (the sender's, the recipients'; a time zone only one country keeps: +05:30)
        with other_region(owner.region, item.body, domains[:1], domains[1:], item.timestamp.utcoffset()):
            found = [f for e in chosen for f in (EXTRACTORS[e] if isinstance(e, str) else e)(item, rowid, owner)]
        found = _in_great_city(found)  # ("a two-bedroom in Logan Square ... 2741 W Moffat Pl, Chicago": Chicago)
        found = _dated_home(found)  # ("my new address, effective June 1:\n\nCaitlin Mercer\n2245 N. Damen ...")
        return (
            full_names(_writers_employer(found, item), item)
            if any(f.observation.predicate == "works_at" for f in found)
            else found
        )


def _in_great_city(found: list[Found]) -> list[Found]:
    """``found``, a home town that is a district of a great city the record also gives as one's home
    (``districts.great_city_around``) said as that city; a district alone stays itself (Dún Laoghaire)."""
    towns = {f.observation.object for f in found if f.observation.predicate == "lives_in"}
    if len(towns) < 2:
        return found
    out = []
    for f in found:
        o = f.observation
        if o.predicate == "lives_in" and o.object and (city := great_city_around(o.object)) in towns:
            f = replace(f, observation=replace(o, object=city))
        out.append(f)
    return out


def _dated_home(found: list[Found]) -> list[Found]:
    """``found``, a home a sign-off block gives (a name over an address) left out where the record's words give the
    same one a later day of its own: the block under "my new address, effective June 1:" holds from that day."""
    said = {
        (o.subject, o.predicate, (o.object or "")[:12]): o.valid_from
        for f in found
        if f.extractor == "language" and (o := f.observation).predicate in ("address", "lives_in") and not o.retract
    }
    return [
        f
        for f in found
        if f.extractor != "signature"
        or (o := f.observation).predicate not in ("address", "lives_in")
        or said.get((o.subject, o.predicate, (o.object or "")[:12]), o.valid_from) <= o.valid_from
    ]


def _writers_employer(found: list[Found], item: CanonicalItem) -> list[Found]:
    """``found`` with "X joins us as Y"'s employer (``WRITERS_EMPLOYER``) the one its writer's sign-off names: the
    next sign-off after it with no quoted or forwarded message between (not a quoted message's, nor a card's
    above it); without it where there is none."""
    out = []
    for f in found:
        if f.observation.object != WRITERS_EMPLOYER:
            out.append(f)
            continue
        end = (f.span or (0, 0))[1]
        signed = sorted(
            (g.span[0], g.observation.object)
            for g in found
            if g.extractor == "signature" and g.observation.predicate == "works_at" and g.span and g.span[0] >= end
        )
        if not signed and (team := _TEAM_SIGN.search(item.body, end)):
            signed = [(team.start("org"), team.group("org"))]  # "-- The People Team\nBramblegate Software"
        if signed and not _ANOTHER_PART.search(item.body, end, signed[0][0]):
            out.append(replace(f, observation=replace(f.observation, object=signed[0][1])))
    return out


_ANOTHER_PART = re.compile(r"^(?:-{2,}\s*(?:Original|Forwarded)\s+[Mm]essage|From:|>|.*\bwrote:\s*$)", re.M)
# a team's sign-off over its firm's name
_TEAM_SIGN = re.compile(
    r"^[ \t]*(?:-+[ \t]*)?(?:The[ \t]+)?(?:[A-Z][\w&'-]*[ \t]+){1,3}Team[ \t]*\n[ \t]*"
    r"(?P<org>[A-Z][\w&.'-]*(?:[ \t]+[A-Z&][\w&.'-]*){0,4})[ \t]*$",
    re.M,
)


def _header_people(item: CanonicalItem) -> list[str]:
    """The people a mail's header names in full, as First Last (``named.mail_people``)."""
    if item.source != "mail":
        return []
    from hinet_pipeline.memory.facts.structured import person_name
    from hinet_pipeline.memory.people.identity import display_name

    return [n for p in (item.author, *item.participants) if p and (d := display_name(p)) and (n := person_name(d))]


_INITIALS = re.compile(r"[A-Z]{2,5}")
_NAME_WORD = re.compile(r"[A-Z][\w'’-]*")


def _initials(org: str) -> str:
    """The capitals a firm's name is written short with: "Hollister Crane & Whitby LLP" → "HCW"."""
    return "".join(w[0] for w in _NAME_WORD.findall(org) if w.casefold() not in ORG_SUFFIXES)


def full_names(found: list[Found], item: CanonicalItem) -> list[Found]:
    """One firm under one name in a record: its initials ("I joined HCW", "my last day at HCW"), where the writer's
    own mail domain holds them (hcwlaw.com), and the record names it in full once ("Hollister Crane & Whitby LLP"
    in the signature), are that name; a unit of an institution ("will join the Department of Civil Engineering as
    Assistant Professor") that the record's sign-off names beside the one institution it names ("Professor and Chair
    | Department of Civil Engineering | Brannock State University") is that institution."""
    firms = {f.observation.object for f in found if f.observation.predicate == "works_at" and f.observation.object}
    short = {o for o in firms if _INITIALS.fullmatch(o)}
    units = {o for o in firms if unit_of(o)}
    if not short and not units:
        return found
    # (the sender's own address: a participant the author's display name is part of, as exports write it)
    author = item.author or ""
    sender = next((p for p in item.participants if "@" in p and author and author in p), author)
    short = {o for o in short if o.casefold() in sender.rpartition("@")[2].casefold()}
    full: dict[str, set[str]] = {}
    for org in firms - short:
        full.setdefault(_initials(org), set()).add(org)
    named = {o: next(iter(full[o])) for o in short if len(full.get(o, ())) == 1}
    signed = {(o, f.span) for f in found if f.extractor == "signature" and (o := f.observation.object) in firms}
    signed = {(o, span) for o, span in signed if org_suffix(o)}
    if units and len({o for o, _ in signed}) == 1:
        (firm, span), *_ = signed
        body = item.body
        block = body[body.rfind("\n\n", 0, span[0]) + 2 : span[1]] if span else ""  # (the sign-off itself)
        named |= {unit: firm for unit in units if unit in block}
    if not named:
        return found
    return [
        replace(f, observation=replace(f.observation, object=named[f.observation.object]))
        if f.observation.predicate == "works_at" and f.observation.object in named
        else f
        for f in found
    ]
