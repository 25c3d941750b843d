"""Someone close named as a sentence's subject: "my mom got a new number", "אמא שלי החליפה מספר"
are the mother's news, though "my" / "שלי" is the writer's word. The statement is the writer's only
where the writer speaks again after that subject ("my wife and I ...", "אמא שלי ביקשה שאשלח את
המספר החדש שלי"). A kin word set off by a comma, or before a verb said to them, is spoken to, not a
subject ("אחי, המספר שלי ...", "אמא תשמרי מספר חדש")."""

from __future__ import annotations

import re

_KIN_EN = re.compile(
    r"\b(?:[Mm]y|[Oo]ur)\s+(?:(?:step|grand|little|big|older|younger|best|ex-?)\s*)?"
    r"(?:mom|mum|mother|dad|father|sister|sis|brother|bro|son|daughter|kids?|wife|husband|partner|boyfriend|"
    r"girlfriend|fianc[eé]e?|friend|mate|neighbou?r|aunt|uncle|cousin|grandma|grandpa|nan|nana|gran|granny|"
    r"flatmate|roommate|housemate|colleague|parents|in-laws|nephew|niece)s?\b(?!\s*,)"
)
_KIN_HE = re.compile(
    r"(?<!\w)[וש]?(?:(?:אמא|אבא|ההורים|הבן|הבת|החבר|החברה|השכנ(?:ה|ים)?|בן\s+הזוג|בת\s+הזוג|הדוד(?:ה)?|סבתא|סבא)"
    r"(?:\s+של(?:י|נו))?|אחי|אחותי|בעלי|אשתי)(?!\w)(?!\s*,)(?!\s+ת[א-ת])"  # ("אמא תשמרי ...": spoken to)
)
# the writer speaking after it: "I", "me", "my", "we" / "אני", "שלי", a verb of the first person
_ME_EN = re.compile(r"\b(?:I|me|[Mm]y|[Oo]ur|[Ww]e|us)\b|\bI['’]")
_ME_HE = re.compile(
    r"(?<!\w)(?:אני|ואני|אנחנו|ואנחנו|שלי|שלנו|אותי|אליי)(?!\w)"
    r"|(?<!\w)(?!(?:ש|ו|וש)?(?:של|את|אית|ל|ב|אצל|אל|על|ממ|בשביל)(?:נו|י)(?!\w))(?![א-ת]*(?:ות|ת)י(?!\w))[א-ת]{2,}(?:תי|נו)(?!\w)"
)


def kin_subject(text: str, start: int, at: int, end: int) -> bool:
    """Whether ``text[start:at]`` (a sentence up to its trigger) names someone close as its subject
    and the writer does not speak after it up to ``end`` (the trigger's end)."""
    m = None
    for m in (_KIN_HE if not text[start:at].isascii() else _KIN_EN).finditer(text, start, at):
        pass
    if m is None:
        return False
    return not (_ME_EN.search(text, m.end(), end) or _ME_HE.search(text, m.end(), end))
