"""An announcement about a named person as Hebrew mail says it: one welcomed who joins as a title ("אני שמחה להציג
את נועה בן-עמי, שמצטרפת אלינו היום כעובדת סוציאלית ביחידה"), one who will take a post ("אביטל מור תחליף אותך כראש
צוות מערך הפנימיות החל מ-1.11"), one named or promoted to it ("דנה כהן מונתה לתפקיד סמנכ"לית כספים"), and the address
a welcome gives them ("כתובת המייל הפנימית שלה תהיה noab@har-or.org.il"). Hebrew writes no capitals: a name is one
the mail's header gives, or one the welcome's own words set off ("להציג את X, ש..."). Read by ``announcements``."""

from __future__ import annotations

import re
from typing import Iterator

from hinet_pipeline.memory.facts.job_titles import read_title
from hinet_pipeline.memory.facts.lexicon import has_title
from hinet_pipeline.memory.facts.mood import unreal
from hinet_pipeline.memory.facts.named import WRITER, WRITERS_EMPLOYER, known_in_full
from hinet_pipeline.memory.facts.rule import Rule
from hinet_pipeline.memory.facts.scripts import spells_local
from hinet_pipeline.memory.facts.when import stated_when
from hinet_pipeline.memory.people.forces import HE_TITLE

_NAME = r"(?P<name>[א-ת][א-ת'׳\"״-]+(?:\s+[א-ת][א-ת'׳\"״-]+){1,2}?)"
_HONORIFIC = rf"(?:{HE_TITLE}\s+)?"
# one welcomed, who joins: "להציג את X, שמצטרפת אלינו היום כ...", "לקבל את פני X, שהצטרף אלינו כ...", "ברכו את X
# שמצטרף לצוות כ..."
_WELCOMED = re.compile(
    rf"(?<!\w)(?:להציג\s+את|לקבל\s+את\s+פני|ברכו\s+את|לברך\s+את|ברוכ(?:ה|ים)\s+הבא(?:ה|ים)\s+ל)\s*{_HONORIFIC}{_NAME}"
    r",?\s+ש(?P<verb>מצטרפ(?:ת|ים)?|הצטרפ(?:ה|ו)?|יצטרפ(?:ו)?|תצטרף)\s+(?:אלינו|לצוות|ליחידה|למחלקה)"
    r"(?P<when>[^,.!?\n]{0,25}?)\s+כ-?(?=[א-ת])"
)
# ... or announced: "אני מבשרת שנועה בן-דוד הצטרפה אלינו השבוע, ב-1.2, כמנהלת סניף ירושלים", "שמחה לעדכן שתמר אוחנה
# מצטרפת לצוות סניף ירושלים כעו"ס קהילתית"
_ANNOUNCED = re.compile(
    rf"(?<!\w)(?:מבשר(?:ת|ים)?|לבשר|להודיע|מודיע(?:ה|ים)?|לעדכן|מעדכנ(?:ת|ים)?)\s+(?:לכם\s+)?ש{_NAME}"
    r"\s+(?P<verb>מצטרפ(?:ת|ים)?|הצטרפ(?:ה|ו)?|יצטרפ(?:ו)?|תצטרף)\s+(?:אלינו|לצוות|ליחידה|למחלקה)"
    r"(?P<when>(?:[^.!?\n]|(?<=\d)\.(?=\d)){0,30}?)\s+כ-?(?=[א-ת])"
)
# the one announced reports to the writer: "..., והיא כפופה אליי", "תמר תהיה כפופה אליי"
_TO_ME = r"(?:תהיה\s+|יהיה\s+)?(?:כפופה|כפוף)\s+(?:ישירות\s+)?(?:אליי|אלי)(?!\w)"
# one who takes a post, named by the header or set off by the text's own words: "X תחליף אותך כראש צוות ... החל מ-1.11",
# "X מונתה לתפקיד Y", "X קודם לתפקיד Y"
_TAKES = re.compile(
    rf"(?:^|(?<=[\s.,:;!?]))(?<!את\s){_HONORIFIC}{_NAME}\s+(?:(?:תחליף|יחליף|תחליפי|יחליפו)\s+אות(?:ך|י|ו|ה|נו)\s+כ-?"
    r"|(?:מונה|מונתה|מונו|קודם|קודמה|קודמו)\s+(?:לתפקיד\s+|ל-?|כ-?)?)(?=[א-ת])"
)
# the address a welcome gives the one it welcomes: "כתובת המייל (הפנימית) שלה תהיה X", "המייל שלו: X"
_THEIR_MAIL = re.compile(
    r"(?<!\w)(?:כתובת\s+)?ה(?:מייל|דוא[\"״]ל)(?:\s+ה?\S+)?\s+(?:שלה|שלו)\s*(?:תהיה|יהיה|היא|הוא|:|–|-)?\s*:?\s*"
    r"(?P<email>[\w.+'-]+@[\w-]+(?:\.[\w-]+)+)"
)
# a place after the title is no part of it ("כעובדת סוציאלית ביחידה"), nor a time or a condition ("... לפני עשר שנים")
_AFTER_TITLE = re.compile(r"\s+(?:ב(?!-?\d)\S+|לפני|אם|עד|כי|לרגל|החל|מ-?\d|ו?ש\S*)(?:\s.*)?$")
# a stand-in's, a seat's, an appointment undone: "בזמן החופשה שלך", "בישיבה מחר", "המינוי בוטל", "ועזבה ב-2018"
_NOT_A_POST = re.compile(
    r"(?<!\w)(?:בזמן|זמני|זמנית|ממלא|ממלאת|במקום|בוטל|בוטלה|ועזב|ועזבה|בישיבה|במשמרת|נציג|נציגת)(?!\w)"
)


def he_announced(text: str, base) -> Iterator[tuple]:
    """(name, predicate, object, valid_from, span) for each Hebrew announcement about a named person in ``text``;
    ``base``: a function that gives the record's time."""
    if not ("אלינו" in text or "אותך" in text or "אותי" in text or "מונ" in text or "קודמ" in text or "לצוות" in text):
        return
    last = None
    welcomes = [*_WELCOMED.finditer(text), *_ANNOUNCED.finditer(text)]
    for m, welcomed in [(m, True) for m in welcomes] + [(m, False) for m in _TAKES.finditer(text)]:
        name = m.group("name").strip()
        if not welcomed and not known_in_full(name):
            continue  # (a subject with no capitals to tell it: only one the header names)
        if not (title := read_title(text, m.end())) or not has_title(value := _AFTER_TITLE.sub("", title[0]).strip()):
            continue
        rule = Rule(_TAKES, "job_title", None, tense="now")
        sentence = text[
            m.start() : min(len(text), *(i for c in ".!?\n" if (i := text.find(c, title[1])) >= 0), len(text))
        ]
        if unreal(rule, text, m.start(), title[1]) or _NOT_A_POST.search(sentence) or _NOT_A_POST.search(value):
            continue
        said = stated_when(text, m.start(), title[1], base(), "future")
        when = said.at if said else base()
        last = name
        yield name, "job_title", value, when, (m.start(), title[1])
        if welcomed:
            yield name, "works_at", WRITERS_EMPLOYER, when, (m.start(), title[1])
            first = re.escape(name.split()[0])  # (its own sentence's "והיא", or the next's first name)
            near = text[m.start() : m.start() + len(sentence) + 200]
            if re.search(rf"(?<!\w)(?:ו?(?:היא|הוא)|{first})\s+{_TO_ME}", near):
                yield name, "manager", WRITER, when, (m.start(), title[1])
    if last and (mail := _THEIR_MAIL.search(text)) and spells_local(last, mail.group("email").split("@")[0]):
        yield last, "email", mail.group("email").casefold(), base(), mail.span()  # (an address that spells their name)
