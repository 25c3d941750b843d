"""A title or an employer written beside a person's full name: an apposition ("Mike Terraso,
Enron's vice president of EH&S", "John Lavorato, President and CEO, Enron Americas."), "Dan Ford is
the General Manager of Siebel Systems", "Frank Petty (Director of Construction)", "Mark Patterson at
ERCOT", "Laura Mattox of EOTT". The ``language`` extractor reads them with the announcements.
"""

from __future__ import annotations

import re
from typing import Iterator

from hinet_pipeline.memory.facts.job_titles import FIELD_WORDS, read_org_of_title, read_title
from hinet_pipeline.memory.facts.lexicon import SIGN_OFFS, TITLE_HEADS, UNIT_WORDS, has_title, name_words, word_trie
from hinet_pipeline.memory.facts.lines import in_case_record
from hinet_pipeline.memory.facts.mood import unreal, valid_from
from hinet_pipeline.memory.facts.named import NOT_A_NAME, PERSON_NAME, first_named
from hinet_pipeline.memory.facts.objects import read_org
from hinet_pipeline.memory.facts.rule import Rule

# -- a title or employer said beside a name: "Mike Terraso, Enron's vice president of EH&S", "Mark
# Greenberg, an attorney here in EWS", "Dan Ford is the General Manager of Siebel Systems", "Frank
# Petty (Director of Construction)", "Mark Patterson at ERCOT", "Laura Mattox of EOTT" -----------------
_BESIDE = re.compile(
    rf"{PERSON_NAME}(?:,[ \t]+|[ \t]?(?P<paren>\()(?!\d)|[ \t]+(?P<is>is|was)[ \t]+(?=(?:the|a|an|our)\s)"
    r"|[ \t]+(?:\(\d[\d-]*\)[ \t]+)?(?P<at>at|@|with|of)[ \t]+(?=[A-Z]))"
)
# an employer said with "at" / "of" alone: an acronym ("ERCOT", "EWS") or words ending in one that
# names a business ("Pan Canadian Energy", "Embassy Natural Gas", "Warrior Gas Company")
_BUSINESS = re.compile(
    r"[A-Z]{3,6}\b(?![\w-]*[ \t]*\d)|(?:[A-Z][\w&.-]*[ \t]+){1,4}(?:Energy|Gas|Power|Oil|Petroleum|Resources|Systems|"
    r"Communications|Partners|Capital|Group|Associates|Consulting|Technologies|Industries|Electric|Utilities|Pipeline|"
    r"Company|Corp\.?|Corporation|Inc\.?|LLC|L\.L\.C\.|LLP|Ltd\.?|Bank|Securities|Services)"
)
_HEADS = word_trie(TITLE_HEADS)
# where a title or an employer follows a name: each is then read from the name before it (the name
# pattern, tried at every capital of a text, costs far more than these)
_BESIDE_CUE = re.compile(
    rf"[a-z],[ \t]+(?:(?:a|an|the|our)[ \t]+)?(?:[A-Z][\w&.-]*'s[ \t]+)?(?:[\w-]+[ \t]+){{0,2}}(?:{_HEADS})\b"
    rf"|[a-z][ \t]?\((?:[\w-]+[ \t]+){{0,2}}(?:{_HEADS})\b"
    rf"|[a-z][ \t]+(?:is|was)[ \t]+(?:the|a|an|our)[ \t]+(?:[\w-]+[ \t]+){{0,3}}(?:{_HEADS})\b"
    rf"|[a-z][ \t]+(?:\(\d[\d-]*\)[ \t]+)?(?:at|@|with)[ \t]+(?:{_BUSINESS.pattern})"
    r"|[a-z][ \t]+of[ \t]+[A-Z]{3,6}\b(?![\w-]*[ \t]*\d)"
)
_GREETING = re.compile(r"(?:^|\n)[ \t>]*(?:Dear|Hi|Hello|Hey|To|Attn:?|Attention:?)[ \t]+$")
_NOT_NOW = re.compile(
    r"(?:(?:a|an|the|our)\s+)?(?:former|formerly|previously|most\s+recently|ex-|retired|late|then|future)\b", re.I
)
_NOW = re.compile(r"(?:currently|now)\s+(?=[A-Z])")  # "X, currently Superintendent of the KC Terminal": the title
# whose, not where: "their attorney", "Kristin's supervisor" (a person's, not an employer's)
_WHOSE = re.compile(
    r"(?:their|his|her|my|your|our)\s+|[A-Z][a-z]+'s\s+(?=(?:\w+\s+)?(?:supervisor|boss|manager|assistant|"
    r"secretary|counsel|attorney|lawyer|deputy)\b)"
)
# news and newsletters write about public figures: not what anyone says of the people they know
# (as substrings of the lower-cased text: a case-blind pattern tried at every position is slow)
_NEWS_WORDS = (
    "(c)", "©", "copyright", "all rights reserved", "reuters", "associated press", "(ap)", "dow jones", "bloomberg",
    "news service", "newsletter", "unsubscribe", "for immediate release", "news release", "subscriber",
    "new york times", "nytimes", "keynote speaker", "speakers include", "panelists include", "guest speakers",
    "wall street journal", "washington post", "financial times", "los angeles times", "houston chronicle",
    "in a statement",  # (a public figure quoted: "In a statement on Friday, Professor X, President of Y, said")
)  # fmt: skip
# titles whose "of X" names the business itself ("Chairman of Blakes", "General Manager of Siebel Systems")
_HEADS_A_BUSINESS = re.compile(
    r"\b(?:chairman|chairwoman|chair|president|ceo|cfo|coo|cto|founder|co-founder|owner|partner|general manager|"
    r"general counsel|principal)\s*$",
    re.I,
)
_OFFICE = re.compile(
    r"(?:(?:current|incoming|outgoing)\s+)?(?:chair|chairman|chairwoman|chairperson|member|president)", re.I
)
_OURS = re.compile(r"our\s+(?:new\s+)?(?=[A-Z0-9])")
# what a firm buys from outside, not whom it employs: "X, our Attorney", "X, our Dell Account Manager"
_OUTSIDE = re.compile(
    r"\b(?:attorney|lawyer|counsel|accountant|auditor|consultant|broker|agent|advisor|adviser|banker|realtor|doctor|"
    r"physician|dentist|architect|contractor|vendor|supplier|rep|representative|account|liaison|contact)s?\b",
    re.I,
)
_THERE = re.compile(r"[ \t]+(?:at|with|here[ \t]+(?:at|in))[ \t]+")
_CLOSES = re.compile(r"[ \t]*(?:[.;)]|\n|$)")


_BOSS_OF = re.compile(r"([A-Z][a-z]+)['’]s\s+(?:direct\s+|immediate\s+)?(?:supervisor|boss|manager)\b(?=\s*[,.;)])")


# a verb that opens a sentence before a name: "Ask Karen Denne, vice president of Public Relations"
_LEAD_VERBS = frozenset("ask call contact email e-mail thank thanks welcome congratulate meet see tell invite".split())


def _after_verb(words: str) -> str | None:
    from hinet_pipeline.memory.facts.signoff import name_of

    first, _, rest = words.partition(" ")
    return name_of(rest) if first.casefold() in _LEAD_VERBS and rest.count(" ") >= 1 else None


_FIRM_BEFORE = re.compile(r"\b(?:offer|job|position|role)\s+(?:from|at|with)\s+$")


def titles_beside_names(text: str, base) -> Iterator[tuple]:
    """(name, predicate, object, valid_from, span) for a title or an employer written beside a
    person's full name: an apposition ("X, Enron's vice president of Y", "X, an attorney here in
    EWS"), "X is the General Manager of Y", "X (Director of Construction)", "X at ERCOT". Not after a
    greeting ("Dear X, ..."), not a former role, not a hypothetical or a negation."""
    from hinet_pipeline.memory.facts.signoff import name_of

    news = None  # asked once, when a name with a title or an employer is found
    rule = Rule(_BESIDE, "job_title", None, tense="now")
    for m in _beside(text):
        if news is None:
            folded = text.lower()
            news = any(w in folded for w in _NEWS_WORDS)
        if news:
            return
        name = name_of(m.group("name")) or _after_verb(m.group("name"))
        if not name or name.split()[0] in NOT_A_NAME or name.split()[0].lower() in SIGN_OFFS:
            continue  # "Take Care, Stuart Wright"
        if _GREETING.search(text, max(0, m.start() - 30), m.start()) or in_case_record(text, m.start()):
            continue  # "Dear X, ..."; a case's party ("CONTACT:      Ronnie Sapp, owner, 901-458-7730")
        if _FIRM_BEFORE.search(text, max(0, m.start() - 16), m.start()):
            continue  # a firm one got something from: "got the offer from Negev Grid, junior electrical engineer"
        if _headline(text, m.start()) or not name_words(name):
            continue  # "Conditional Approval of RTO West", "Reuters English News Service": not a person
        pos, ours = m.end(), None
        if m.group("at"):  # "X at ERCOT", "X of EOTT" (an acronym only): an employer only where it names a business
            org = _BUSINESS.match(text, pos)
            if not org or _place(org.group()) or (m.group("at") == "of" and not org.group().isupper()):
                continue
            if unreal(rule, text, m.start(), org.end()):
                continue
            when = valid_from("now", rule, text, m.start(), org.end(), base())
            yield name, "works_at", org.group().rstrip("."), when, (m.start(), org.end())
            continue
        if m.group("paren"):  # "X (Director of Construction)": the whole bracket, a title
            close = text.find(")", pos, pos + 80)
            inner = " ".join(text[pos:close].split()) if close > 0 else ""
            if (
                not inner
                or "(" in inner
                or len(inner.split()) > 8
                or not has_title(inner)
                or _NOT_NOW.match(inner)
                or _WHOSE.match(inner)
            ):
                continue
            title = (inner, close)
        elif _NOT_NOW.match(text, pos):
            continue
        elif (
            (ours := _OURS.match(text, pos))
            and (title := read_title(text, ours.end()))
            and "\n" not in text[pos : title[1]]
            and not _OUTSIDE.search(title[0])
            and text[title[1] : title[1] + 1] in (",", ".", ";", ")", "\n", "")
        ):
            pass  # "Earl Mattingly, our 2nd shift Assembly Foreman, will retire": the firm's own (not "our attorney")
        elif _WHOSE.match(text, pos):  # whose, not where; "Robert Johnston, Kristin's supervisor,": hers
            if (boss := _BOSS_OF.match(text, pos)) and (of := first_named(text, boss.group(1), m.start())):
                if not unreal(rule, text, m.start(), boss.end()):
                    yield of, "manager", name, valid_from("now", rule, text, m.start(), boss.end(), base()), boss.span()
            continue
        elif not (title := read_title(text, (now := _NOW.match(text, pos)) and now.end() or pos)):
            continue
        elif (nl := text.find("\n", pos, title[1])) >= 0 and not (title := read_title(text[:nl], pos)):
            continue  # "Rob Cole, Manager-Claims" over a sign-off's next line: the title ends with its line
        value, end = " ".join(title[0].split()), title[1]
        if value.endswith((" -", " –", " —")):  # ("the planning supervisor -- he's the one who ...")
            value, end = value[:-2], end - 2
        if value.endswith((" here", " there")):  # "an attorney here in EWS", "is a nurse there"
            cut = len(value.rsplit(" ", 1)[1]) + 1
            value, end = value[:-cut], end - cut
        org = read_org_of_title(text, pos, end)
        if org and _place(org):
            continue  # a public office, a place's: "Dr Alan Brodie, Scotland's Chief Medical Innovation Officer"
        if (
            org
            and not re.match(r"(?:(?:a|an|the|our)\s+)?[A-Z][\w&.-]*(?:'s|’s)\s", text[pos:])
            and not _HEADS_A_BUSINESS.search(value)
        ):
            org = None  # "Head of Data Platform", "Director of Facility Audits": a unit, not the employer
        elif org and all(w.lower() in UNIT_WORDS for w in org.replace("&", " ").split()):
            value, org = f"{value} of {org}", None  # "vice president of Public Relations": a unit's title
        if org is None and _OFFICE.fullmatch(value):
            continue  # "Sheila Hollis, the current Chair, ...": an office in some body the text does not name
        if unreal(rule, text, m.start(), end):
            continue
        # (the firm's own title: the day after its comma is the clause's, "X, our new Controller, on Monday")
        when = base() if ours else valid_from("now", rule, text, m.start(), end, base())
        yield name, "job_title", value, when, (m.start(), end)
        if org is None and (there := _THERE.match(text, end)) and (got := read_org(text, there.end())):
            org = None if _place(got[0]) else got[0]
        elif (
            org is None
            and text.startswith(", ", end)
            and (got := read_org(text, end + 2))
            and _CLOSES.match(text, got[1])
        ):
            # "John Lavorato, President and CEO, Enron Americas.": an employer closes the apposition
            org = (
                None if _place(got[0]) or all(w.lower() in UNIT_WORDS | FIELD_WORDS for w in got[0].split()) else got[0]
            )
            org = None if org and re.search(r"\d", org) else org  # a numbered unit: "District Manager, District 3"
        if org:  # "Siebel Systems' Siebel Communications": the business whose unit it is
            yield name, "works_at", re.sub(r"(?<=\w)(?:'|'s)\s.*$", "", org, flags=re.S), when, (m.start(), end)


# the title before the name, the firm's own: "reporting to our COO, Warren Lindahl", "our new Head of Sales, Ana Ruiz,
# will ..." (not one bought from outside: "our attorney, X"; not a greeting's "our")
OUR_TITLE_NAME = re.compile(r"\b[Oo]ur[ \t]+(?:new[ \t]+)?(?=[A-Z][\w&/.-]*(?:[ \t]+[\w&/.-]+){0,5},[ \t]+[A-Z][a-z])")


def our_titled(text: str, base) -> Iterator[tuple]:
    """(name, predicate, object, valid_from, span): "our COO, Warren Lindahl": the title, and the writer's firm."""
    from hinet_pipeline.memory.facts.named import WRITERS_EMPLOYER
    from hinet_pipeline.memory.facts.signoff import name_of

    rule = Rule(OUR_TITLE_NAME, "job_title", None, tense="now")
    for m in OUR_TITLE_NAME.finditer(text):
        if not (title := read_title(text, m.end())) or not text.startswith(", ", title[1]) or "\n" in title[0]:
            continue
        value = " ".join(title[0].split())
        if _OUTSIDE.search(value) or _NOT_NOW.match(value) or not _OFFICER.fullmatch(value):
            continue  # (a firm's officer only: not "our Pastor", "our Project Manager")
        named = re.compile(PERSON_NAME).match(text, title[1] + 2)
        if not named or not (name := name_of(named.group("name"))) or name.split()[0] in NOT_A_NAME:
            continue
        if not _NAME_ENDS.match(text, named.end()) or unreal(rule, text, m.start(), named.end()):
            continue
        if _GONE.search(text, named.end(), named.end() + 80) or _LONG_AGO.search(
            text, max(0, m.start() - 40), m.start()
        ):
            continue  # (one gone, or then: "Our COO, X, resigned this morning", "In 2009 our CEO, X, ...")
        span = (m.start(), named.end())
        yield name, "job_title", value, base(), span
        yield name, "works_at", WRITERS_EMPLOYER, base(), span


_OFFICER = re.compile(
    r"(?:C[EFOTIMHP]O|CHRO|CISO|[ESA]?VP|(?:Senior\s+|Executive\s+)?Vice\s+President(?:\s+of\s+[A-Z][\w&]*(?:\s+[A-Z&][\w&]*)*)?"
    r"|Chief\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+Officer|Managing\s+Director|General\s+(?:Manager|Counsel)|Chairman|Chair"
    r"|(?:Head|Director)\s+of\s+[A-Z][\w&]*(?:\s+(?:&\s+)?[A-Z][\w&]*)*|Founder|Co-?founder)"
)
_GONE = re.compile(
    r"[^.!?\n]{0,40}\b(?:resigned|retired|was\s+fired|was\s+let\s+go|passed\s+away|died|left\s+(?:us|the)|former)\b"
)
_LONG_AGO = re.compile(r"\b(?:19|20)\d\d\b|\b(?:[Ww]hen|[Bb]ack\s+then|[Aa]t\s+the)\b[^.!?\n]{0,30}$")
_NAME_ENDS = re.compile(r"[ \t]*(?:[,.;)\n]|$|[ \t]+(?:will|is|has|who|and)\b)")


# the same cues, each written from the comma, the bracket or the word after the name (a literal,
# which the regex engine skips to: a pattern that starts with a lower-case letter is tried at most
# places of a text); the cue starts at the name's last letter, before it
_CUE_TAIL = re.compile(
    rf",(?<=[a-z],)[ \t]+(?:(?:a|an|the|our)[ \t]+)?(?:[A-Z][\w&.-]*'s[ \t]+)?(?:[\w-]+[ \t]+){{0,2}}(?:{_HEADS})\b"
    rf"|\((?:(?<=[a-z]\()|(?<=[a-z][ \t]\())(?:[\w-]+[ \t]+){{0,2}}(?:{_HEADS})\b"
    rf"|is(?<=[ \t]is)[ \t]+(?:the|a|an|our)[ \t]+(?:[\w-]+[ \t]+){{0,3}}(?:{_HEADS})\b"
    rf"|was(?<=[ \t]was)[ \t]+(?:the|a|an|our)[ \t]+(?:[\w-]+[ \t]+){{0,3}}(?:{_HEADS})\b"
    rf"|at(?<=[ \t]at)[ \t]+(?:{_BUSINESS.pattern})"
    rf"|@(?<=[ \t]@)[ \t]+(?:{_BUSINESS.pattern})"
    rf"|with(?<=[ \t]with)[ \t]+(?:{_BUSINESS.pattern})"
    r"|of(?<=[ \t]of)[ \t]+[A-Z]{3,6}\b(?![\w-]*[ \t]*\d)"
)
_PAREN_NUMBER = re.compile(r"\(\d[\d-]*\)")


def beside_cues(text: str) -> Iterator[re.Match]:
    """The matches of _BESIDE_CUE in ``text`` as its ``finditer`` gives them, 10x faster: from where
    _CUE_TAIL matches (every such place: the matches may overlap), back to the name's last letter."""
    starts, pos = set(), 0
    while m := _CUE_TAIL.search(text, pos):
        pos = j = m.start()
        pos += 1
        while j and text[j - 1] in " \t":
            j -= 1
        starts.add(j - 1)  # "(" right after the name, or after a space; a word after one or more
        if text[j - 1] == ")" and (k := text.rfind("(", 0, j)) > 1 and _PAREN_NUMBER.fullmatch(text, k, j):
            while k and text[k - 1] in " \t":  # "Mark Patterson (713-345) at ERCOT"
                k -= 1
            starts.add(k - 1)
    end = 0
    for at in sorted(starts):
        if at >= end and (cue := _BESIDE_CUE.match(text, at)):
            yield cue
            end = cue.end()


def _beside(text: str) -> Iterator[re.Match]:
    """The matches of _BESIDE whose name ends where a cue begins (its last letter)."""
    for cue in beside_cues(text):
        for m in _BESIDE.finditer(text, max(0, cue.start() - 60), min(len(text), cue.end() + 12)):
            if m.end("name") == cue.start() + 1:
                yield m
                break


def _place(words: str) -> bool:
    from hinet_pipeline.memory.facts.places import names_a_place

    return names_a_place(words)


def _headline(text: str, pos: int) -> bool:
    """The line holding ``pos`` is a headline: four words or more, each capitalised but "of", "and", ..."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    line = text[start : end if end >= 0 else len(text)]
    if "(" in line:
        return False  # "Sean Mayer(Construction), Frank Petty(Director of": a list of people, not a headline
    words = re.findall(r"[A-Za-z][\w'-]*", line)
    small = {"of", "and", "the", "a", "an", "in", "on", "for", "to", "at", "with", "by", "or"}
    big = [w for w in words if w.lower() not in small]
    return len(words) >= 4 and all(w[0].isupper() for w in big)
