"""Job titles as text says them: ``read_title`` reads one from a position ("Vice President of
Marketing", "our new CFO", "VP, Commercial Lending", "ה-Head of Data"), ``read_org_of_title`` the
organisation a title names ("Enron's chief financial officer", "President of Enron Net Works")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.dates import EMOJI
from hinet_pipeline.memory.facts.lexicon import PUBLIC_BODY, UNIT_WORDS, has_title, title_word
from hinet_pipeline.memory.facts.mood import unlaughed
from hinet_pipeline.memory.facts.objects import read_org
from hinet_pipeline.memory.facts.places import names_a_place

# how often one works a post, between it and its employer: "an instructor two nights a week at X"
_OFTEN_WORDS = r"(?:\w+\s+)?(?:days?|nights?|mornings?|evenings?|afternoons?|shifts?)\s+(?:a|per)\s+(?:week|month)"
OFTEN = rf"\s+{_OFTEN_WORDS}"
_TITLE_STOP = re.compile(
    rf"\s*(?:[.,;:!?(){EMOJI}–—@]|-(?=\s)|\s(?:effective|eff|w\.e\.f|with\s+effect|starting|beginning|from|on|in|at|with|for|who|reporting|where|by(?=\s+[A-Z])|"
    r"and\s+(?:will|it|it['’]s|I|I['’]m|we|the|so|they|has|have|had|is|was|then|later|also|became|since|[a-z]+ed)|but|"
    r"since|as\s+of|until|after|before|when|while|once|if|unless|to\s+(?:lead|head|run|manage)|responsible|today|yesterday|"
    rf"tomorrow|now|here|back\s+(?:in|on|at|when)|{_OFTEN_WORDS}|"
    r"will|would|has|have|had|is|was|are|were|"
    r"confirmed|approved|announced|official|finali[sz]ed|"  # ("promotion to Team Lead confirmed")
    r"(?:last|next|this)\s+(?:week|month|year|\w+day|January|February|March|April|May|June|July|August|September"
    r"|October|November|December|spring|summer|autumn|fall|winter)|the\s+same\s+day|that\s+day"
    # (a day by its distance: "as an Environmental Advisor two weeks from monday")
    r"|(?:a|one|two|three|four|few|couple\s+of)\s+(?:days|weeks|months)\s+(?:from|after|ago|time)"
    r")\b"
    # Hebrew: a date after the title ("לסמנכ"לית שיווק מתחילת החודש", "ל-Senior Data Scientist החל מה-1.1")
    r"|\s(?:(?:החל|מאז|מתחילת|בתחילת|מיום|מהיום|מאתמול|מחר|היום|אתמול|כבר|בעוד|אבל|אך)(?!\w)|[במ]ה?-?(?=\d{1,2}(?:[./]\d|\s+[בל]?[א-ת]))))"
)


# a line that opens a list's item, a date or a blank line: the title above it has ended (a wrapped one goes on)
_NEXT_ITEM = re.compile(r"[ \t]*\n(?=[ \t]*(?:\n|[-•*·–—✔☐▪>]|\d{1,2}[./]\d))")

_DEPARTMENTS = UNIT_WORDS | frozenset(
    "data design product customer growth people analytics infrastructure platform content partnerships talent "
    "security strategy communications business innovation it hr nursing surgery medicine pediatrics cardiology "
    "radiology pharmacy anesthesiology oncology emergency quality safety patient clinical education "
    "information".split()
)

# a department's last word that ends no firm's name ("Solution Engineering", not "Siebel Systems")
_DEPARTMENT_ENDS = frozenset(
    "engineering sales marketing operations design research analytics strategy communications partnerships services "
    "resources programmes programs bands choirs athletics admissions".split()  # ("Director of Programmes", "of Bands")
)


# before a title: an article, "new", a possessive ("Enron's"); in Hebrew, "the" on an English title ("ה-CTO")
_TITLE_LEAD = re.compile(
    r"(?:(?:a|an|the|our|their|its|his|her|my)\s+)?(?:new\s+)?(?:(?:first|second|only)\s+)?(?:[A-Z][\w&.-]*(?:'s|’s)\s+)?"
    r"(?:(?:newly|recently|freshly)[\s-]+(?:qualified|promoted|appointed|registered|minted)\s+)?"  # ("newly qualified")
    r"(?:ה-?(?=[A-Za-z]))?"  # (not an ordinal: "as their first engineer")
)
_TO_HEBREW = re.compile(r"\s+(?=[א-ת])")


def read_title(text: str, pos: int):
    """A job title from ``pos`` ("Vice President of Marketing", "our new CFO", "Enron's chief
    financial officer"): words up to a clause boundary, one of them a title's head noun; a
    possessive organisation before it is left out ("Enron's")."""
    m = _TITLE_LEAD.match(text, pos)
    start = m.end()
    stop = _TITLE_STOP.search(text, start)
    end = stop.start() if stop else len(text)
    value = (unlaughed(text[start:end], end)[0] or "").strip()  # (a chat's laughter is no part: "as an analyst lol")
    value = re.sub(r"\s+(?:there|here)$", "", value)  # (nor where: "I'll be a Senior Data Scientist there")
    if (line := _NEXT_ITEM.search(value)) or (not value.isascii() and (line := re.search(r"\s*\n", value))):
        value = value[: line.start()]  # the line ends it where the next opens a list's item or a date ("\n22.5 – ...")
    if value[:1].isascii() and (he := _TO_HEBREW.search(value)):
        value = value[: he.start()].rstrip()  # "אני ה-Head of Data של הקבוצה": the English title alone
    if value.startswith(("of ", "of\t")):
        return None
    if (m3 := re.match(r"(.+?)\s+of\s+the\s+(.+)$", value, re.S)) and PUBLIC_BODY.match(text, start + m3.start(2)):
        value = m3.group(1)  # "City Manager of the City of Wexley": the title, the city its employer
    elif m2 := re.match(r"(.+?)\s+of\s+([A-Z].*)$", value, re.S):  # "President of Enron Net Works": the title
        # (but "Head of Data", "Director of Customer Success": a department is the title's own)
        of = m2.group(2).split()  # ("Director of Solution Engineering": its last word a department's too)
        department = of[0].casefold() in _DEPARTMENTS or of[-1].casefold() in _DEPARTMENT_ENDS
        department = department or of[-1].casefold().strip(".,") in _FIELD_ENDS  # ("Director of Women's Health")
        alone = m2.group(1).casefold() not in ("head", "chief")  # ("Head of Sustainability": "Head" is no title)
        value = m2.group(1) if has_title(m2.group(1)) and not department and alone else value
    words = value.split()
    if len(words) > 8 and (unit := re.match(r"(.{2,60}?)\s+of\s+the\s+[A-Z]", value)) and has_title(unit.group(1)):
        value, words = unit.group(1), unit.group(1).split()  # "Team Manager of the Handsworth & Lozells ... Team"
    if len(words) > 8 and not value.isascii() and (cut := re.search(r"\sב(?=[א-ת])", value)):
        value = value[: cut.start()]  # a long Hebrew run: the title ends where its place starts ("... בבית הספר")
        words = value.split()
    if not words or len(words) > 8 or not has_title(value):
        return None
    if value.islower() and len(words) > 4 and sum(map(title_word, words)) < 2:
        return None  # "as a way to make the team better": prose, not a title
    q = value[:1].isupper() and len(words) <= 5 and _QUALIFIER.match(text, start + len(value))  # (a formal title)
    if q and not names_a_place(q.group(1)):
        field = [w for w in q.group(1).casefold().split() if w not in ("and", "&", "of")]
        # a department's words only (not "Analyst, Forrester Research"), or a second title ("... and Chief Nursing
        # Officer")
        if all(w in FIELD_WORDS or title_word(w) for w in field):
            return text[
                start : q.end()
            ], q.end()  # "VP, Commercial Lending": a head and its field, as US firms write it
    if (field := _BRACKETED.match(text, start + len(value))) and all(
        w in FIELD_WORDS for w in field.group(1).casefold().split() if w not in ("and", "&", "of")
    ):
        return f"{value} ({field.group(1)})", field.end()  # "Senior Curriculum Advisor (Science)": its field
    return value, start + len(value)


_BRACKETED = re.compile(r"[ \t]*\(([A-Z][\w-]*(?:[ \t]+(?:&|and|of|[A-Z][\w-]*)){0,3})\)")


def bare_title(text: str, pos: int):
    """``read_title``; with no article before it, only a title that ends with its head ("culinary director", not
    "head down", "promoted to Senior Engineer")."""
    got = read_title(text, pos)
    if got and not _ARTICLE_BEFORE.search(text, max(0, pos - 5), pos):
        words = got[0].split()
        if not has_title(words[-1]) or words[0].endswith("ed") or words[0] in _NOT_A_POST_WORD:
            return None
    return got


_NOT_A_POST_WORD = frozenset("made given offered hired guest volunteer designated honorary".split())
_ARTICLE_BEFORE = re.compile(r"\b(?:an?|the)\s+$", re.I)
# a title's field after its comma, its words capitalised, up to its clause's end ("as VP, Commercial Lending.")
_QUALIFIER = re.compile(
    r",[ \t]+(?!(?:Inc|Corp|LLC|Ltd|Jr|Sr|I|We|My|The)\b)([A-Z][\w&/-]*(?:[ \t]+(?:&|and|of|[A-Z][\w&/-]*)){0,7})"
    r"(?<!\band)(?<!&)(?<!\bof)"  # (not ending on "and": "Director, Sales and on 3/9 I fly")
    r"(?=[ \t]*(?:[.,;!\n]|$|[ \t](?:at|from|starting|effective|with|on|in|since|reporting|last|next|this|today)\b))"
)
# the words of a title's field ("Commercial Lending", "Customer Success", "Strategy & Operations")
FIELD_WORDS = (
    _DEPARTMENTS
    | _DEPARTMENT_ENDS
    | frozenset(
        "lending banking payments procurement logistics purchasing facilities recruiting recruitment training quality "
        "safety manufacturing production supply chain distribution professional services science sciences success "
        "administration architecture intelligence learning enablement patient care nursing surgical medical clinical "
        "perioperative emergency critical pediatrics cardiology oncology radiology pharmacy laboratory rehabilitation "
        "behavioral health ambulatory law real estate mergers acquisitions finance curriculum digital technologies "
        "technology mathematics maths english chemistry physics biology history languages music arts inpatient "
        "outpatient natural ecology conservation".split()
    )
)


# the last word of a practice's field, no firm's name ("Women's Health", "the School of Law", "Pediatric Surgery")
_FIELD_ENDS = frozenset(
    "health law nursing surgery medicine pediatrics cardiology radiology pharmacy anesthesiology oncology care "
    "economics history physics chemistry biology mathematics english psychology ecology geology sciences science "
    "engineering studies literature philosophy sociology linguistics statistics".split()
)
_GENERIC_ORG = frozenset("company firm corporation partnership bank group department agency business".split())


_TEAM = re.compile(r"\sTeam\b")


def read_org_of_title(text: str, pos: int, end: int) -> str | None:
    """The organisation a title names: "Enron's chief financial officer", "President of Enron Net Works"."""
    head = re.compile(r"(?:(?:a|an|the|our)\s+)?(?:new\s+)?([A-Z][\w&.-]*)(?:'s|’s)\s+").match(text, pos)
    if head:  # "the Company's Litigation Manager": which company, unsaid
        return None if head.group(1).casefold() in _GENERIC_ORG else head.group(1)
    if (m := re.compile(r"\s+of\s+(?:the\s+)?").match(text, end)) and (body := PUBLIC_BODY.match(text, m.end())):
        return body.group()  # "City Manager of the City of Wexley"
    if m := re.compile(r"\s+(?:of|at)\s+").match(text, end):  # ("Pharmacist-in-Charge at Bluegum Pharmacy Geelong")
        found = read_org(text, m.end())
        if found and (re.match(r"[ \t]*#?\d", text[found[1] : found[1] + 3]) or _TEAM.search(text, m.end(), found[1])):
            return None  # a numbered unit: "Store Director of Store #9 - Ozark"; a team: "of the X Safeguarding Team"
        words = found[0].casefold().split() if found else []
        if not found or re.search(r"[.!?]\s*\n", found[0]) or (len(words) <= 2 and words[-1].strip(".") in _FIELD_ENDS):
            return None  # "Director of Women's Health": a department; not "... School of Law.\nThe"
        return found[0]
    return None


def singular(title: str) -> str:
    """One of a plural title: "associates" → "associate", "Vice Presidents" → "Vice President"."""
    head, _, last = title.rpartition(" ")
    if last.endswith("s") and not last.endswith("ss") and has_title(last[:-1]):
        return f"{head} {last[:-1]}".strip()
    return title


def held_now(said: str) -> list[tuple[str, str]]:
    """(predicate, object) of a title said as held now, and the employer it names after "at" or "with" ("currently
    Assistant Director of Pharmacy at Caprock Regional Medical Center in Lubbock"): the title, and its employer."""
    said = re.sub(
        r"^(?:on\s+(?:secondment|loan|assignment)|serving|acting|working)\s+as\s+(?:an?\s+|the\s+)?", "", said
    )
    got = read_title(said, 0)
    if not got:
        return [("job_title", said)] if len(said.split()) <= 5 and not re.match(r"on\s", said) else []
    if not (at := re.compile(r"\s+(?:at|with)\s+(?:the\s+)?").match(said, got[1])):
        return [("job_title", got[0])]
    org = read_org(said, at.end())
    return [("job_title", got[0])] + ([("works_at", org[0])] if org else [])


def firm_after_title(text: str, pos: int):
    """The employer named after a post's title and what is bracketed after it ("the position of Line Cook at Fennel &
    Salt", "as Personal Support Worker (full-time, rotating shifts) at\nBirchmount Gardens"), else None."""
    if not (t := read_title(text, pos)):
        return None
    at = _AT_FIRM.match(text, (b.end() if (b := _ASIDE_AFTER.match(text, t[1])) else t[1]))
    return read_org(text, at.end()) if at else None


_ASIDE_AFTER = re.compile(r"\s*\([^()\n]{1,60}\)")
_AT_FIRM = re.compile(  # (past its group: "Biomedical Engineer in the Systems Engineering group at Vitalis Medical";
    # past the field the title's own words name: "Associate Director of Bands at Nokomis Heights High School")
    r"(?:\s+of\s+[A-Z][\w&-]*(?:\s+(?:and|&|[A-Z][\w&-]*)){0,2}(?=\s+(?:at|with)\s))?"
    r"(?:\s+in\s+the\s+(?:[A-Z][\w&-]*\s+){1,4}(?:group|team|department|division|unit))?\s+(?:at|with)\s+"
    r"(?=[A-Z])"
)
