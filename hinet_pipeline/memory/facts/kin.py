"""Someone close named as the subject of a statement's clause: "my mom got a new number", "אמא שלי
החליפה מספר" are the mother's news, though "my" / "שלי" is the writer's word. The statement is the
writer's where the writer speaks again after that subject ("my wife and I ...", "אמא שלי ביקשה
שאשלח את המספר החדש שלי"), and where the person close is no subject of the statement's clause: one
before a comma or a "so" ("my colleague Dana retired so now reporting to ..."), a possessive of
another thing ("staying at my mom's"), after a preposition ("thanks to my brother"), or spoken to
("אחי, ...", "אמא תשמרי ...", "אחי שמור מספר חדש")."""

from __future__ import annotations

import re

_KIN_EN = re.compile(
    r"(?<!\bto\s)(?<!\bat\s)(?<!\bwith\s)(?<!\bfor\s)(?<!\bfrom\s)(?<!\bof\s)(?<!\bby\s)(?<!\babout\s)"
    r"\b(?:[Mm]y|[Oo]ur)\s+(?:(?:step|grand|little|big|older|younger|best|ex-?)\s*)?"
    r"(?:mom|mum|mother|dad|father|sister|sis|brother|bro|son|daughter|kids?|wife|husband|partner|boyfriend|"
    r"girlfriend|fianc[eé]e?|friend|mate|neighbou?r|aunt|uncle|cousin|grandma|grandpa|nan|nana|gran|granny|"
    r"flatmate|roommate|housemate|colleague|parents|in-laws|nephew|niece)s?\b(?P<of>['’]s?\b)?"
    r"|\b(?:Mom|Mum|Dad|Grandma|Grandpa|Nan|Nana|Gran|Granny)\b(?P<of2>['’]s\b)?"  # ("Grandma has a new number")
)
_KIN_HE = re.compile(
    r"(?<!\w)(?<!עם\s)(?<!את\s)(?<!של\s)(?<!אצל\s)[וש]?(?:(?:אמא|אבא|ההורים|הבן|הבת|החבר|החברה|השכנ(?:ה|ים)?"
    r"|בן\s+הזוג|בת\s+הזוג|הדוד(?:ה)?|סבתא|סבא)(?:\s+של(?:י|נו))?|אחי|אחותי|בעלי|אשתי)(?!\w)"
    r"|(?<!\w)(?P<has>ל(?:אמא|אבא|סבתא|סבא|אחי|אחותי|בעלי|אשתי|ההורים)(?:\s+של(?:י|נו))?)(?=\s+יש(?!\w))"  # "לסבתא יש"
)
# a word after the person that speaks to them: a verb said to them, a greeting, news for them
_SPOKEN_TO = re.compile(
    r"\s+(?:ת[א-ת]|(?:שמור|שמרי|שים|שימי|רשום|רשמי|קח|קחי|שמע|שמעי|תקשיב|מה|יש|רק|עדכון|היי|הנה|נו|בוקר|ערב)(?!\w))"
)
# where the person's clause ends before the statement's: "..., new number", "... retired so now reporting to"
_CLAUSE_END = re.compile(r"[,.;:!?\n–—]|\b(?:so|but|then)\b|(?<!\w)(?:אז|אבל)(?!\w)")
# the writer speaking after it: "I", "me", "my", "we" / "אני", "שלי", "לי", a verb of the first person
_ME_EN = re.compile(r"\b(?:I|me|[Mm]y|[Oo]ur|[Ww]e|us)\b|\bI['’]")
_ME_HE = re.compile(
    r"(?<!\w)ו?(?:אני|אנחנו|שלי|שלנו|אותי|אליי|לי|איתי|אצלי|ממני|בשבילי)(?!\w)"  # ("... ולי מספר חדש")
    r"|(?<!\w)(?!אחותי(?!\w))[א-ת]{2,}(?:תי|נו)(?!\w)"  # "החלפתי", "עברנו" (not "אחותי": a sister)
)


def kin_subject(text: str, start: int, at: int, end: int) -> bool:
    """Whether the clause of ``text[start:at]`` (a sentence up to its trigger) that holds the trigger has
    someone close as its subject, and the writer does not speak after it up to ``end`` (the trigger's end)."""
    m = None
    hebrew = not text[start:at].isascii()
    for k in (_KIN_HE if hebrew else _KIN_EN).finditer(text, start, end):  # (to the trigger: "לסבתא יש מספר")
        if k.end() > at:
            break
        m = k
    spoken_to = hebrew and not m.group("has") and _SPOKEN_TO.match(text, m.end()) if m else False
    if m is None or _CLAUSE_END.search(text, m.end(), at) or spoken_to:
        return False
    if not hebrew and (m.group("of") or m.group("of2")) and at - m.end() > 6:
        return False  # a possessive of another thing ("at my mom's for a week"), not its number's
    return not (_ME_EN.search(text, m.end(), end) or _ME_HE.search(text, m.end(), end))


# someone else's home, a home not had: another subject before the event in its clause ("my sister",
# "סבתא", "החבר שלי", "your new address"), a search, a viewing, an almost
OTHERS = re.compile(
    r"\b(?:he|she|they|his|her|their|your(?!\s+(?:files|records|contacts|address\s+books?|info)\b)|mum|mom|dad|mate|neighbou?rs|helping|help|almost|looking|viewed|viewing|"
    r"my\s+(?:\w+\s+)?(?:sister|brother|mom|mum|mother|dad|father|parents|friend|son|daughter|cousin|aunt|uncle|"
    r"grandma|grandpa|gran|nan|colleague|boss|manager|neighbou?rs?|in-laws|kids?|landlord|husband|wife|partner))\b"
    r"(?!\s*,(?!\s*(?:who|whose|which|that)\b))"
    r"|(?<!\w)[הוש]?(?:הוא|היא|הם|הן|אחותי|אחי|אמא|אבא|ההורים|הורים|חבר|חברה|חברים|השכנים|שכנים|הבן|הבת|סבתא|סבא|דודה|דוד|"
    r"הילדים|ילדים|מחפש|מחפשת|מחפשים|ראינו|ראיתי|כמעט)(?!\w)(?!\s*,)",  # (not one spoken to: "סבתא, הכתובת ...")
    re.I,
)
TO_THEM = re.compile(r"\b(?:send|visit|call|text|write\s+to|post)\s+(?:her|him|them)\b", re.I)
FIRST_PERSON = re.compile(r"\b(?:I|I['’]m|we|we['’]re|my|our|us|me)\b|(?<!\w)(?:אני|אנחנו|שלי|שלנו)(?!\w)", re.I)


def sentence_before(text: str, start: int) -> str:
    """The sentence before the one ``start`` stands in (its subject may be the next one's)."""
    head = text[: max(text.rfind(c, 0, start) for c in ".!?\n") + 1].rstrip(" .!?\n")
    return head[max(head.rfind(c) for c in ".!?\n") + 1 :]


def theirs_before(text: str, pos: int) -> bool:
    """Whether a statement with no subject of its own at ``pos`` ("New address: ...", "New number: ...") is
    another's news: its sentence says nothing of the writer, the sentence before names another ("My sister
    just moved to Dublin!! New address is ..."), or it speaks of them ("..., send her a card")."""
    start = max(max(text.rfind(c + " ", 0, pos) for c in ".!?") + 1, text.rfind("\n", 0, pos)) + 1  # (its sentence's)
    end = text.find("\n", pos)
    said = text[start : len(text) if end < 0 else end]
    before = _ASIDE.sub("", sentence_before(text, start + 1))  # (not an aside's: "(... dont tell mom). new number is")
    before = _FOR_READER.sub("", before)  # (nor the reader a label is for: "New address for your christmas card list:")
    # (under the reader's book, "Updates for your address books:\n\nNEW cell: N": the news before that)
    if book := YOUR_BOOK.search(text, max(0, start - 120), start):
        before = sentence_before(text, text.rfind("\n", 0, book.start()) + 1)
    return TO_THEM.search(said) is not None or (
        not FIRST_PERSON.search(said) and (OTHERS.search(before) is not None or _NAMED_DID.search(before) is not None)
    )


_ASIDE = re.compile(r"\([^()]*\)")
_FOR_READER = re.compile(r"\bfor\s+your\s+[^.!?:\n]{1,60}:\s*$")
YOUR_BOOK = re.compile(r"\b(?:for|in|to)\s+your\s+address\s+books?\b", re.I)
# a sentence whose subject is someone named who got or changed something ("so Jo finally got a phone. new # is ...")
_NAMED_DID = re.compile(
    r"^\s*(?:(?:[Ss]o|[Aa]nd|[Aa]lso|[Bb]tw|[Oo]h)[,]?\s+)?(?!I\b|We\b)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+"
    r"(?:\w+ly\s+)?(?:got|gets|changed|switched|bought)\b"
)
