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
