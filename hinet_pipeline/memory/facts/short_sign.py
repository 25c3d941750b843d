"""A sign-off by the part's author's first name alone ("Chris" for Chris Dorland), or a title and their
last name ("Mrs. Davis" for Dana Davis), as mail writers sign to people who know them; the author named as
their header names them, Outlook's "ROBESON, DAVE" too."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.scripts import spells_word

# a line of one word, or a title and one word: where a part's author may sign with their first name
# ("Chris") or "Mrs. Davis" (one pattern for every author: compiling one per author cost more than
# reading), tried on the lines that hold the name
CLOSING_LEAD = (
    r"(?:Thanks|Cheers|Best|Regards|Love|תודה(?:[ \t]+רבה)?|בברכה|להתראות|נשיקות|ביי)[ \t]*,[ \t]*"  # "תודה, אמיר"
)
_SHORT_LINE = re.compile(  # (an aside after it: "Lupe (Mamá, Tía, and Abuela-in-training)")
    rf"^[ \t]*(?:{CLOSING_LEAD})?(?:(?P<first>[^\s,(]+)|(?:Mrs?|Ms|Dr)\.?[ \t]+(?P<last>[^\s,(]+))[ \t]*,?[ \t]*"
    r"(?:\([^()\n]{1,100}\)[ \t]*)?$",
    re.M,
)
# a family's sign-off: first names joined by "&" / "and" / commas, perhaps their last name after
FAMILY_LINE = re.compile(
    r"^[ \t]*(?P<names>[A-Z][^\W\d_]+(?:(?:[ \t]*,[ \t]*|[ \t]+(?:&|and)[ \t]+)[A-Z][^\W\d_]+){1,5})"
    r"(?:[ \t]+(?P<last>[A-Z][^\W\d_]+))?[ \t]*$",
    re.M,
)


def _bare(m: re.Match, text: str, end: int) -> bool:
    """A first name signed after a closing on its line ("Thanks, Amir") signs only its own numbers under it."""
    if re.search(r"\((?:for|on\s+behalf\s+of|בשביל|עבור|בשם)(?!\w)", m.group(), re.I):
        return False  # ("Thanks, Amir (for Ronit)": another's number under it)
    return not re.match(CLOSING_LEAD, m.group().lstrip()) or _OWN_LINES.match(text, m.end(), end) is not None


def family_names(line: re.Match) -> list[str]:
    """The first names a ``FAMILY_LINE`` match gives ("Dale & Linda", "Karen, Tim, Zoë & Jake")."""
    return re.split(r"[ \t]*(?:,|&|\band\b)[ \t]*", line.group("names"))


def in_order(signer: str | None) -> str:
    """A header's name as one signs it: Outlook's "ROBESON, DAVE" is Dave Robeson."""
    last, comma, first = (signer or "").partition(",")
    name = f"{first.strip()} {last.strip()}" if comma and first.strip() else (signer or "")
    return name.title() if name.isupper() else name


def short_signs(text: str, start: int, end: int, signer: str | None) -> list[re.Match]:
    """The lines of ``text[start:end]`` that sign with the part's author's first name alone, or a
    title and their last name ("Chris" for Chris Dorland, "Mrs. Davis" for Dana Davis)."""
    words = [w for w in in_order(signer).split() if len(w.strip(".")) > 1]
    if len(words) < 2 or not all(w[:1].isupper() for w in words):
        return []
    first, last = words[0].casefold(), words[-1].casefold()
    found: dict[int, re.Match] = {}
    for word in (first, last):  # the lines that hold either word, in any case ("Dave" for "DAVE")
        for at in _found(word, text, start, end):
            line = max(start, text.rfind("\n", start, at) + 1)
            if line not in found and (m := _SHORT_LINE.match(text, line, end)):
                said = (m.group("first") if m.group("first") is not None else m.group("last")).casefold()
                if said == (first if m.group("first") is not None else last) and _bare(m, text, end):
                    found[line] = m
    if first.isascii() and not text[start:end].isascii():  # a Latin header's first name signed in Hebrew: "אמיר"
        for m in _SHORT_LINE.finditer(text, start, end):
            if m.start() not in found and (word := m.group("first")) and spells_word(word, first):
                if not text[m.end() : m.end() + 60].lstrip().startswith(f"{word} ") and _bare(m, text, end):
                    found[m.start()] = m  # (not over its full name's line, "דליה שחר, אדריכלית", which signs itself)
    for at in _found(first, text, start, end) if "&" in text[start:end] or " and " in text[start:end] else ():
        line = max(start, text.rfind("\n", start, at) + 1)
        if line not in found and (m := FAMILY_LINE.match(text, line, end)):
            names = [w.casefold() for w in family_names(m)]
            if first in names and (m.group("last") is None or m.group("last").casefold() == last):
                found[line] = m  # "Dale & Linda Hoekstra", "Karen, Tim, Zoë & Jake": the author signs with them
    # "Mom" / "Dad" under a letter's closing, its own numbers under it and nothing more: its writer ("Love you all.\n\n
    # Mom\n\nhouse 419-...": hers); not a greeting ("Mom,"), a list's name ("Numbers for the sitter:\n\nDad\n419"),
    # another's line after it ("P.S. The plumber is 419-...")
    for m in _KIN_LINE.finditer(text, start, end):
        above = text[start : m.start()].rstrip(" \t").splitlines()
        said = [x for x in above if x.strip()]
        if m.start() in found or not said or not _OWN_LINES.match(text, m.end(), end):
            continue
        blank = not above[-1].strip() and not said[-1].endswith(":") and not _A_NAME.match(said[-1])
        if _CLOSED.match(said[-1]) or blank:  # (or a blank line above it, not under a list's label, another's name)
            found[m.start()] = m
    return [found[k] for k in sorted(found)]


# a parent's or grandparent's sign-off: the writer signs as what they are to the reader
_KIN_LINE = re.compile(
    r"^[ \t]*(?:Mom|Mum|Mommy|Mummy|Mama|Dad|Daddy|Papa|Pop|Grandma|Grandpa|Nana|Granny|Gran|Babcia|Dziadek|Oma|Opa"
    r"|אמא|אבא|סבתא|סבא)[ \t]*[.!]?[ \t]*$",
    re.M,
)
_CLOSED = re.compile(r"[ \t]*(?:(?:all\s+my\s+|with\s+)?love|hugs|(?:xo)+|miss\s+you|cheers|thanks)\b", re.I)
_A_NAME = re.compile(r"[ \t]*[A-Z][a-z]+[ \t]*$")  # a line of one name: another sign-off above ("Love,\nKayla\n\nMom")
_OWN_LINES = re.compile(  # (only its numbers under it, a label of its own each: "house", "cell", "work")
    r"(?:\s*\n[ \t]*(?:(?:house|home|cell|mobile|work|office|phone|tel|m|t|נייד|טל['׳]?|טלפון)(?!\w)[ \t:.]*)?"
    r"\+?[\d(][\d \t().-]{6,}\d[ \t]*)+"
    r"\s*(?:Sent\s+from\s+my\s+\w+\s*)?\Z",
    re.I,
)


def _found(word: str, text: str, start: int, end: int) -> list[int]:
    """Where ``word`` (case-folded) stands in ``text[start:end]``, in any case: a substring search of
    the lowered text where lowering keeps its length (a pattern per author's name cost a compile
    each), else the case-blind pattern."""
    part = text[start:end]
    low = part.lower()
    if not word.isascii() or len(low) != len(part):
        return [start + m.start() for m in re.finditer(re.escape(word), part, re.I)]
    at, out = low.find(word), []
    while at >= 0:
        out.append(start + at)
        at = low.find(word, at + len(word))
    return out
