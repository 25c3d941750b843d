"""Who reports to whom, as an announcement's later sentences say it: "Bob will now manage the
Northeast Logistics team", "Bob will report directly to Scott Neal", "Leslie reports to me", several
people who will report to one ("Chuck Goode and Steve Allen will report to Mike"); a first name alone
is the one person the text named in full with it."""

from __future__ import annotations

import re
from typing import Iterator

from hinet_pipeline.memory.facts.mood import unreal, valid_from
from hinet_pipeline.memory.facts.named import (
    A_NAME,
    BOSS_END,
    ME,
    NOT_A_NAME,
    PERSON_NAME,
    RESPECTIVELY,
    SEVERAL,
    WRITER,
    first_named,
    known_named,
    near,
    subject_name,
)
from hinet_pipeline.memory.facts.objects import read_person
from hinet_pipeline.memory.facts.places import names_a_place
from hinet_pipeline.memory.facts.rule import Rule

# a later sentence of an announcement: "Bob will now manage the Northeast Logistics team.", "Bob will
# report directly to Scott Neal" (a first name alone: of the one person the text named with it)
_WILL_MANAGE = re.compile(
    rf"(?:{PERSON_NAME}|(?<![\w'])(?P<first>[A-Z][a-z]+))\s+(?:will\s+(?:now\s+|also\s+)?"
    r"(?:(?:manage|lead|head)\s+the\s+(?P<unit>[A-Z][\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,4})\s+"
    r"(?:team|group|desk|department)\b"
    r"(?!\s+and\s+will\s+(?:now\s+)?report)|(?:continue\s+to\s+)?report\s+(?:directly\s+)?to\s+)"
    r"|reports\s+(?:directly\s+)?to\s+(?=me\b))"  # ("Leslie reports to me": to the writer)
)


_WILL_VERB = re.compile(
    r"will(?<=\swill)\s+(?:now\s+|also\s+)?(?:manage|lead|head|report|continue)|reports\s+(?:directly\s+)?to\s+me\b"
)


# several people who will report to one: "Chuck Goode and Steve Allen, will report to Mike", "Ann Lee,
# Bob Ray and Jo Kim will now report directly to Sue Day" (a first name: the one the text named in full)
_FULL = r"[A-Z][a-z]+(?:[ \t]+[A-Z]\.)?[ \t]+[A-Z][\w'-]+"
_NOT_AFTER = "".join(f"(?<!{w} )" for w in ("of", "for", "in", "at", "to", "the", "with", "from", "by"))
_GROUP_REPORT = re.compile(
    rf"(?<![\w.,]){_NOT_AFTER}(?P<names>{_FULL}(?:[ \t]*,[ \t]*{_FULL})*,?[ \t]+(?:and|&)[ \t]+{_FULL})"
    r"(?:,[ \t]+(?:our|the|both|his|her|their)[ \t][^,;.\n]{2,70}?)?,?[ \t]+"  # ("..., our two paralegals, will")
    r"will[ \t]+(?:now[ \t]+|also[ \t]+|continue[ \t]+to[ \t]+)?report[ \t]+(?:directly[ \t]+)?to[ \t]+"
)  # (not after "of", "for": "directors of Facility Audits, Chuck Goode and ..." names a unit first)
_GROUP_VERB = re.compile(r"will[ \t]+(?:now[ \t]+|also[ \t]+|continue[ \t]+to[ \t]+)?report")
_BOSS_FIRST = re.compile(r"([A-Z][a-z]+)\b(?![ \t]+[A-Z])")


def group_reports(text: str, base) -> Iterator[tuple]:
    from hinet_pipeline.memory.facts.signoff import name_of

    if " and " not in text and "&" not in text:
        return
    for m in near(_GROUP_REPORT, _GROUP_VERB, text, 150, 40):
        if (person := read_person(text, m.end())) and len(person[0].split()) >= 2:
            boss, end = person
        elif (first := _BOSS_FIRST.match(text, m.end())) and (boss := first_named(text, first.group(1), m.start())):
            end = first.end()
        else:
            continue
        if RESPECTIVELY.match(text, end):
            continue  # "... will report to Paul Grant and Beth Cho respectively": each to one, not both to Paul
        names = [name_of(n) for n in re.split(r"[ \t]*(?:,|\band\b|&)[ \t]*", m.group("names")) if n.strip()]
        rule = Rule(_GROUP_REPORT, "manager", None, tense="now")
        if not names or not all(names) or unreal(rule, text, m.start(), end):
            continue
        when = valid_from("now", rule, text, m.start(), end, base())
        for name in names:
            if name != boss:
                yield name, "manager", boss, when, (m.start(), end)


def later_sentences(text: str, base) -> Iterator[tuple]:
    from hinet_pipeline.memory.facts.signoff import name_of

    if "will" not in text and "reports" not in text:
        return
    for m in near(_WILL_MANAGE, _WILL_VERB, text, 60, 120):
        if m.group("name") and not m.group("unit"):
            continue  # "X will report to Y": read with the announcements above
        if m.group("first"):
            if m.group("first") in NOT_A_NAME or not (name := first_named(text, m.group("first"), m.start())):
                continue  # nobody, or several, of that first name: unsaid who
        elif not (name := name_of(m.group("name"))):
            continue
        if SEVERAL.search(text, max(0, m.start() - 30), m.start()):
            continue
        rule = Rule(_WILL_MANAGE, "job_title", None, tense="now")
        if unreal(rule, text, m.start(), m.end()):
            continue
        when = valid_from("now", rule, text, m.start(), m.end(), base())
        if m.group("unit"):
            yield name, "job_title", f"Manager, {m.group('unit')}", when, m.span("unit")
        elif ME.match(text, m.end()):  # "... will report to me": the writer
            yield name, "manager", WRITER, when, (m.start(), m.end() + 2)
        elif (person := read_person(text, m.end())) and len(person[0].split()) >= 2:
            yield name, "manager", person[0], when, (m.start(), person[1])
        elif (
            person  # (a first name the text gave in full is a person's, though a town's too: "Dana")
            and (boss := first_named(text, person[0], len(text)))
            and boss != name
        ):
            yield name, "manager", boss, when, (m.start(), person[1])


# "Raj Venkataraman will rotate to Power Structuring, where he will report to Dan Ostrowski", "... joined
# Power Structuring last week, and he'll report to ...": the one its sentence opens with, no one else named
# in full before the pronoun, nor a clause that names someone else ("announced that Raj will ...")
_HE_REPORTS = re.compile(
    rf"{PERSON_NAME}[ \t]+(?=[a-z])(?!(?:will[ \t]+)?(?:now[ \t]+|also[ \t]+)?report|was[ \t]+going|would|could"
    r"|might|may|hopes?|wants?|wishes|plans?[ \t]+to|is[ \t]+(?:worried|afraid|hoping))"
    r"(?:(?!\n[ \t]*\n|\bthat\b)[^.;!?]){1,160}?,?\s+(?:where|and)\s+(?P<he>(?:he|she)(?:\s+will|['’]ll)\s+"
    r"(?:now\s+|also\s+)?(?:be\s+reporting|report)\s+(?:directly\s+)?to\s+)"
)
_HE_VERB = re.compile(r"\b(?:he|she)(?:\s+will|['’]ll)\s+(?:now\s+|also\s+)?(?:be\s+reporting|report)\b")


# a sentence's lead before its subject: "Effective July 1, ", "As part of this change, ", "Per Jeff Skilling, "
LEAD_WORDS = (
    r"(?:Effective|Also|As|On|In|Starting|Beginning|From|Under|Per|After|Following|With|Until|Today|Tomorrow"
    r"|Additionally|Meanwhile|Finally|Currently|Going\s+forward|At|By|For|Once|When)\b"
)
_THEN_PLACE = re.compile(r",[ \t]+([A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)")
_LEAD = re.compile(rf"\s*(?:{LEAD_WORDS}[^,.;:!?\n]{{0,40}},\s*|[^.;:!?\n]{{0,60}}\bannounce[ds]?\s+that\s+)?")
# a boss that is no person: an institution or a title before a name ("report to Harris County Court", "to Judge Smith")
_NO_BOSS = re.compile(
    r"\b(?:Court|County|Department|Dept|Committee|Board|Office|Council|Judge|Dr|Doctor|Officer|Security)\b"
)


def will_when(rule: Rule, text: str, start: int, end: int, now):
    """When what a sentence says "will" be holds: its day read ahead ("On February 4, X will report to Y": the
    next February 4), else from the record."""
    return valid_from("plan", rule, text, start, end, now) or valid_from("now", rule, text, start, end, now)


def boss_of(text: str, pos: int, name: str, before: int) -> tuple[str, int] | None:
    """The boss an announcement names at ``pos`` (not ``name`` itself), where its clause ends or its day
    follows: the writer ("me"), a person's full name, or the one the text named in full with a first name."""
    from hinet_pipeline.memory.facts.signoff import name_of

    if ME.match(text, pos):
        return WRITER, pos + 2
    if not (person := read_person(text, pos)) or not BOSS_END.match(text, person[1]):
        return None
    if person[0].endswith(("'s", "’s")):
        return None  # "report to Greg Whalley's office by 9 am": a place
    if len(person[0].split()) >= 2 and names_a_place(person[0]):
        return None  # "report to Mexico City" (a first name the text gave in full is a person's, though a town's too)
    if (state := _THEN_PLACE.match(text, person[1])) and names_a_place(state.group(1)):
        return None  # "report to Austin, Texas operations": a town
    if _NO_BOSS.search(person[0]):
        return None
    if len(person[0].split()) >= 2:
        boss = name_of(person[0])
    else:
        # (else the one the vault knows by it: "She'll report to Terrence", Terrence Boateng's mail in the vault)
        boss = (first_named(text, person[0], before) or known_named(person[0])) if person[0] not in NOT_A_NAME else None
    return (boss, person[1]) if boss and boss != name else None


def pronoun_reports(text: str, base) -> Iterator[tuple]:
    from hinet_pipeline.memory.facts.signoff import name_of

    if "e will" not in text and "e'll" not in text and "e’ll" not in text:
        return
    for m in near(_HE_REPORTS, _HE_VERB, text, 220, 60):
        if not (name := subject_name(name_of(m.group("name")))) or not (got := boss_of(text, m.end(), name, len(text))):
            continue
        if any(name_of(x.group("name")) for x in A_NAME.finditer(text, m.end("name"), m.start("he"))):
            continue  # "Raj Venkataraman will meet Lisa Chang, and she will ...": whose, unsaid
        opens = max(text.rfind(c, 0, m.start()) for c in ".!?;\n") + 1
        if not _LEAD.fullmatch(text, opens, m.start()):
            continue  # the sentence's subject, after a lead at most ("Effective July 1, "; not "Please join X in ...")
        boss, end = got
        rule = Rule(_HE_REPORTS, "manager", None, tense="now")
        if not unreal(rule, text, m.start("he"), end):
            yield name, "manager", boss, will_when(rule, text, m.start("he"), end, base()), (m.start(), end)


# "... will (continue to) report (directly) to Y", "..., reporting to Y" that no reading above took, read from
# its sentence's subject ("Hannah has been promoted to Director, effective April 1, and will report to Tom
# Brennan", "Anne-Marie will continue to report to Walt", "Raymond Ochoa is promoted to Treasurer, reporting to
# Tom"): a name in full, a first name the text gave in full, or "He" / "She" opening the sentence (the one the
# text announced last: "... has been named CFO. He will report to me.")
_REPORT_VERB = re.compile(
    r"(?:\bwill\s+|['’]ll\s+)(?:now\s+|also\s+)?(?:continue\s+to\s+)?(?:be\s+reporting|report)\s+(?:directly\s+)?to\s+"
    r"|\b(?:reporting|reports|continues\s+to\s+report|has\s+reported)\s+(?:directly\s+)?to\s+"
)
_WELCOMED = re.compile(r"\b(?:[Ww]elcome|[Ii]ntroduc(?:e|ing)|join(?:s|ed|ing)\s+us)\b")
_OPENING = re.compile(
    r"[ \t\n]*(?:[*•·-][ \t]+)?"  # (a list's bullet)
    rf"(?:(?:In|With)[ \t]+(?:his|her)[ \t]+new[ \t]+role,?[ \t]+|{LEAD_WORDS}[^,.;:!?\n]{{0,40}}[,:][ \t]+"
    r"|(?:In|At)[ \t]+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?[ \t]+(?=(?:he|she)\b))?"  # ("In Jackson he'll ...")
)
_SUBJECT = re.compile(
    rf"(?P<pron>[Hh]e|[Ss]he)\b|{PERSON_NAME}(?![\w'’-])"  # (not a possessor: "Yoni's brother reports to me")
    r"|(?<![\w'])(?P<first>[A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?![ \t]+[A-Z])(?![\w'’-])"
)
_A_UNIT = re.compile(r"[ \t]+(?:team|group|department|division|unit|desk|squad|office)\b")
# (or a pronoun: "The surgical pharmacists will report to Mei-Ling, and she will report to me")
_AND_SUBJECT = re.compile(r",[ \t]+and[ \t]+(?=(?:[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?|he|she)[ \t]+(?:will[ \t]+)?$)")
_AND_AGAIN = re.compile(r",[ \t]+and[ \t]+(?:he|she)[ \t]+(?:also[ \t]+)?$")
_NOT_ITS_CLAUSE = re.compile(
    r"\b(?:that|I|we|you|they|he|she|if|unless|whether|would|could|might|may|previously|formerly|used\s+to|was|but)\b"
)


def sentence_reports(
    text: str, base, announced: list[tuple[int, str]], covered: list[tuple[int, int]]
) -> Iterator[tuple]:
    """``announced``: (where, name) of each person the text's announcements named; ``covered``: the spans of
    the bosses already read (their verbs are not read again)."""
    from hinet_pipeline.memory.facts.signoff import name_of

    for v in _REPORT_VERB.finditer(text):
        if any(s <= v.start() < e for s, e in covered):
            continue
        opens = max(max(text.rfind(c, 0, v.start()) for c in ".!?;:"), text.rfind("\n\n", 0, v.start())) + 1
        # a clause of its own after ", and": "X will continue to report to Teresa, and Teresa continues to report to Y"
        joined = _AND_SUBJECT.search(text, opens, v.start())
        if joined and (text[joined.end()].isupper() or _REPORT_VERB.search(text, opens, joined.start())):
            opens = joined.end()  # (a pronoun's own clause only after another's report: "... report to Mei-Ling, and
            # she will report to me"; else the sentence's subject again: "Rob will oversee X, and he will report to me")
        # a clause of the one its sentence welcomes: "Please welcome X, who joins us as Y from Monday, reporting to Z"
        named = [(x.start(), n) for x in A_NAME.finditer(text, opens, v.start()) if (n := name_of(x.group("name")))]
        # (a site of the post between is no one: "..., who joined us Monday as Ops Director, Memphis Gateway, ...")
        site = text.rfind(" as ", opens, v.start())  # (a site after its title, not another person before it)
        named = named[:1] + [(at, n) for at, n in named[1:] if not (at > site >= 0 and names_a_place(n.split()[0]))]
        if (
            len(named) == 1
            and text[v.start() - 2 : v.start()] == ", "
            and v.group().startswith("reporting")
            and _WELCOMED.search(text, opens, v.start())
        ):
            if got := boss_of(text, v.end(), named[0][1], len(text)):
                rule = Rule(_REPORT_VERB, "manager", None, tense="now")
                if not unreal(rule, text, named[0][0], got[1]):
                    yield named[0][1], "manager", got[0], base(), (named[0][0], got[1])
            continue
        if not (m := _SUBJECT.match(text, _OPENING.match(text, opens).end())) or v.start() - m.end() > 200:
            continue
        if _REPORT_VERB.search(text, m.end(), v.start()):
            continue  # another report between: that one's subject, not this one's
        # (its own subject again, as a pronoun: "Lola will oversee our teams, and she reports directly to me")
        upto = again.start() if (again := _AND_AGAIN.search(text, m.end(), v.start())) else v.start()
        if _NOT_ITS_CLAUSE.search(text, m.end(), upto) or any(
            (n := name_of(x.group("name"))) and not names_a_place(n) and not _A_UNIT.match(text, x.end())
            for x in A_NAME.finditer(text, m.end(), v.start())
        ):  # (a town between is no one: "Tom will coordinate the team out of Little Rock and reports to me", nor a
            # group: "... on the Merchant Experience team, reporting to ...")
            continue  # another clause's subject, or another person, between: whose, unsaid
        if m.group("pron"):  # the one the text announced last, in this paragraph, no one else named in full since
            at, name = next(((at, n) for at, n in reversed(announced) if at < m.start()), (0, None))
            if name and (
                m.start() - at > 600 or "\n\n" in text[at : m.start()] or _others_named(text, at, m.start(), name)
            ):
                # (unless its paragraph opens with their first name: "Kerry-Ann joined us as ... She will report to me")
                para = text.rfind("\n\n", at, m.start()) + 2
                opens = text[para : m.start()].lstrip(" \t").startswith(name.split()[0] + " ")
                name = name if para > 1 and opens and not _others_named(text, para, m.start(), name) else None
        elif m.group("first"):
            name = first_named(text, m.group("first"), v.start()) if m.group("first") not in NOT_A_NAME else None
        else:
            name = subject_name(name_of(m.group("name")))
        if not name or not (got := boss_of(text, v.end(), name, len(text))):
            continue
        boss, end = got
        rule = Rule(_REPORT_VERB, "manager", None, tense="now")
        if not unreal(rule, text, v.start(), end):
            if "continue" in v.group():  # holds now, since a day the text does not say (not another clause's
                when = base()  # "has led our claims organization since 1996 and will continue to report to me")
            else:
                when = will_when(rule, text, v.start(), end, base()) if re.match(r"will|['’]ll", v.group()) else None
            yield name, "manager", boss, when or valid_from("now", rule, text, v.start(), end, base()), (m.start(), end)


# (a name that is the end of a firm's, or a place one was at, is no one "he" may be: "six years at Corvid\nAudio Post")
_AS_A = re.compile(r"\bas\s+(?:an?|the)\s+$")
_IN_A_FIRM = re.compile(r"\b(?:at|from|of)\s+(?:[A-Z][\w&'-]*\s+)?$")


def _others_named(text: str, start: int, end: int, name: str) -> bool:
    """Whether someone other than ``name`` is named in full between ``start`` and ``end``."""
    from hinet_pipeline.memory.facts.signoff import name_of

    for x in A_NAME.finditer(text, start, end):
        if _IN_A_FIRM.search(text, max(0, x.start() - 30), x.start()) or _AS_A.search(
            text, max(0, x.start() - 8), x.start()
        ):
            continue  # (nor a post: "joined us as a Senior Practitioner")
        if name_of(x.group("name")) not in (None, name):
            return True
    return False
