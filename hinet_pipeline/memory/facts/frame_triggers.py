"""The frames' table: per predicate, a closed lexicon of trigger words (moving, returning and living;
joining, starting, being hired and one's own business; leaving, resigning and being laid off; a
number; a boss; a stay up to now), with the Hebrew first-person forms that need no "I", and the
reader of its object's type (``frame_objects``). Read by ``frames``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from hinet_pipeline.memory.facts.dates import EMOJI, HE_SPAN, resolve_date
from hinet_pipeline.memory.facts.frame_business import business
from hinet_pipeline.memory.facts.frame_objects import orgs, orgs_left, people, places, streets, titles
from hinet_pipeline.memory.facts.phone_lines import phones
from hinet_pipeline.memory.facts.rule import HE_ADV


@dataclass(frozen=True)
class Frame:
    keys: tuple[str, ...]  # a word of its triggers the (case-folded) text must hold: a C-speed test first
    predicate: str
    trigger: re.Pattern  # the trigger; a match's "he" group: a Hebrew first-person form (no "I" needed)
    read: Callable  # (text, start, end, region) → [(object, its end)]
    retract: bool = False
    change: bool = True  # the trigger names a change ("joined"): without a tense marker it is past
    day_after: bool = False  # the date names the last day
    since: bool = False  # a length of time up to now says the day it holds from ("two weeks in Lisbon already")


_HE1 = r"(?<!\w)(?:ו|ש|וש|כש)?"
_HE_WHEN = (  # a day before a Hebrew verb: "מחר", "ביום ראשון", "ב-1 לחודש", "מה-1.7", "ומה-1 ליולי", "מה-1/8"
    r"ו?(?:מחר|היום|[במ]יום\s+\S+(?:\s+(?:הקרוב|הבא))?|ב-?\d{1,2}(?:[./]\d{1,2})?(?:\s+ל\S+)?|מ(?:ה)?-?\d{1,2}(?:[./]\d{1,2})?(?:\s+ל\S+)?)"
)
_MOVE_KEYS = (
    "mov",
    "shift",
    "טסים",
    "reloc",
    "settl",
    "emigr",
    "return",
    "back",
    "liv",
    "based",
    "עבר",
    "חזר",
    "עלי",
    "התמקמ",
    "עלייה",
    "גר",
    "מתגורר",
    "been in",
    "been living",
    "עובר",
    "חוזר",
    "לגור",
    "נכנס",
    "address",
    "keys",
    "officially",
    "כתובת",
    "מפתח",
    "דירה",
    "אעבור",
    "נעבור",
    "מאז",
    "אנחנו ב",
    "אני ב",
    "landlord",
    "הבית",
    "אצלנו",
    "our place",
    "our house",
    "our flat",
    "our home",
    "our apartment",
)  # fmt: skip (and the home's: ``home``)


def _move(more: str = "") -> re.Pattern:
    """Moving, relocating, returning, living (and ``more``): the triggers of a home and its street."""
    return re.compile(
        # (not "back from Bali": a trip's end, the home unsaid)
        r"\b(?:(?i:mov(?:ed|ing)|relocat(?:ed|ing)|settl(?:ed|ing)|emigrat(?:ed|ing)|return(?:ed|ing)|back(?!\s+from\b)|liv(?:e|ed|ing))|"
        # ("Finally shifted to Pune", "I have shifted my residence to Pune"; "been in Ballarat since Saturday")
        r"(?i:shift(?:ed|ing))(?=\s+(?:(?:my|our)\s+(?:residence|home|base)\s+)?to\s+[A-Z])|"
        r"[Bb]een(?:\s+living)?(?=\s+in\s+[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?,?\s+since\b)|"
        rf"based|(?:my|our|the)\s+move{more})\b"
        rf"|{_HE1}(?P<he>עבר(?:תי|נו)(?!\s+(?:את|על|ליד|דרך|ברחוב|בשדרות)(?!\w))|חזר(?:תי|נו)|עלי(?:תי|נו)|התמקמ(?:תי|נו)|עשי(?:תי|נו)\s+עלייה|התחל(?:תי|נו)(?=\s+לגור))(?!\w)"
        rf"|{_HE1}(?:אני|אנחנו)\s+{HE_ADV}?(?:גר|גרה|גרים|גרות|מתגורר|מתגוררת|מתגוררים|עובר|עוברת|עוברים|חוזר|חוזרת|חוזרים"
        r"|טסים(?=\s+ל[א-ת][^.!?\n]{0,60}לתמיד))(?!\w)"  # ("אנחנו טסים לברלין, והפעם לתמיד": a move)
        rf"|{_HE1}(?P<hm>נכנס(?:תי|נו))(?=\s+ל(?:דירה|בית))"  # "נכנסנו לדירה": we moved into the flat
        # a home implied: "בדרך מהבית בגבעתיים לעבודה", "ליד הבית בהוד השרון", "בעל הבית שלנו בחיפה", "אצלנו באשדוד"
        r"|(?<!\w)(?P<hh>(?:מ|ליד\s+)ה?בית|בעל\s+הבית\s+שלנו|(?<![א-ת])אצלנו)(?=\s+ב-?[א-ת])"
        # a move ahead in the future tense ("אעבור להתגורר ברחוב הגפן 7"), a home since a day ("מאז ה-1 בספטמבר
        # אנחנו בגבעתיים")
        rf"|{_HE1}(?P<hv>אעבור|נעבור|ניכנס|אכנס)(?=\s+(?:לגור|להתגורר|לדירה|לבית|ל[א-ת]))"
        # (or after it: "אנחנו בפ"ת מ-10.1, ז'בוטינסקי 88")
        r"|(?:(?<!\w)מאז\s+(?:ה-?\d{1,2}(?:\s+ב\S+)?|\S+)\s+|(?<!\w)(?=(?:אני|אנחנו)\s+ב-?\S+(?:\s+\S+)?\s+(?:מאז|מה?-?\d)))"
        r"(?P<hs>אני|אנחנו)(?=\s+ב-?[א-ת])"
        # a sentence that opens with "(we) move" / "(we) move in", its subject left out as chats do:
        # "מחר עוברים לבית ברחוב הנרקיס 8", "ביום חמישי הקרוב נכנסים לדירה ב..."
        rf"|(?:^|(?<=[\n.!?:{EMOJI}]))[ \t]*"
        r"(?:(?:מחר|היום|סוף\s+סוף|רשמית|השבוע|בשבוע\s+הבא|ביום\s+\S+(?:\s+(?:הקרוב|הבא))?)\s+)*"
        r"(?P<hp>עוברים|נכנסים|(?:עובר|עוברת)(?=\s+ל-?[א-ת]))(?!\w)"  # ("עובר לירושלים ב-15 במרץ": I move)
    )


# a sentence that opens with a trigger's word, at most a few lead words before it: at the text's start,
# or after a sentence's end (searched from its mark, a character set)
_OPENS = (
    r"[^\w\n]*(?:(?:just|finally|officially|so|and|ok|okay|omg|yeah|yep|ya|ty|yay|wow|ugh|btw|fyi|heads\s+up|got|a|also|now|guess|who['’]?s|"
    r"after|since|before|with|the|really|(?:looking\s+forward|excited|thrilled|can['’]t\s+wait)\s+to|tomorrow\s*=?|"
    r"today(?:\s+(?:was|is))?|(?:delighted|excited|happy|thrilled|pleased|proud)\s+to\s+(?:share|announce)(?:\s+that)?)"
    r",?\s+){0,3}(?:mov(?:ed|ing)|relocat(?:ed|ing)|settl(?:ed|ing)|emigrat(?:ed|ing)|"
    r"return(?:ed|ing)|back\s+(?:in|to|home|living)|been\s+(?:living\s+)?in|been\s+on\s+(?:the|my)\s+new|(?:flat|place|house|apartment)\s+is|(?:move|relocation)\s+to|liv(?:e|ing)\s+in|based\s+in|join(?:ed|ing)|start(?:ed|ing|s)|"
    r"hired|signed|accept(?:ed)?|took|taken|onboard(?:ed|ing)?|quit|resign(?:ed)?|leav(?:e|ing)|left|laid\s+off|"
    r"let\s+go|fired|made\s+redundant|wrap(?:ping|ped)?\s+up|promot(?:ed|ion)|stepping\s+up|reporting\s+to|day\s+(?:1|one)|"
    r"(?:first|last|final)\s+day|first\s+(?:week|month)\s+at|first\s+night|(?:new|local)\s+(?:number|digits|job|role|title|position|address|mobile|mob|handy|phone|cell|"
    r"boss|manager|line|gig|flat|place|house|apartment|home)|address(?:\s+for\s+\w+)?(?=\s*:)|keys|move-in"
    r"|(?:new\s+)?job\s+(?:starts|begins)|got\s+the\s+(?:job|offer|role|position))\b"
)
OPENING, OPENING_AFTER = re.compile(_OPENS, re.I), re.compile(r"[.!?\n:]" + _OPENS, re.I)

# a new job told in a chat, its subject left out, its title and employer in the next sentence: "GOT THE JOB!! Senior
# PM @ Duolingo, start 10/7", "yeah got the offer!!! senior data analyst @ Starling, start 15 jan"
GOT_JOB = (
    r"(?P<gotjob>(?i:got\s+the\s+(?:job|role|position|gig|offer)))"
    r"(?=[^\w\n]{1,12}(?:[\w-]+\s+){1,4}(?:at|@)\s+[A-Z][^.!?\n]{0,30},?\s+(?i:start)s?\s+(?:on\s+)?"
    r"(?:\d{1,2}(?!\d|\s*(?:ish|pm|am|:))|(?i:mon|tue|wed|thu|fri|sat|sun|next|tomorrow|tmrw|the\s+\d)))"
)
_SPAN_EN = (  # a length of time: "two weeks", "a month", "3 years"
    r"(?:\d+|[Aa]n?|[Oo]ne|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]en)\s+(?:day|week|month|year)s?"
)
SPAN_FOR = re.compile(rf"\bfor\s+{_SPAN_EN}")
_SPAN = re.compile(rf"\b({_SPAN_EN})\b|(?<!\w)((?:\d+\s+)?{HE_SPAN})(?!\w)")


def span_ago(text: str, start: int, end: int, base):
    """The day a length of time said in ``text[start:end]`` began, up to ``base`` ("a month" ago)."""
    m = _SPAN.search(text, start, end)
    return m and resolve_date(f"{m[1]} ago" if m[1] else f"לפני {m[2]}", base, "past")


_DONE = r"\s*[:–—-]?\s*(?:✅|✔|☑|\b(?:done|complete|completed)\b|(?<!\w)(?:בוצע|הושלם)(?!\w))"

FRAMES = (
    Frame(_MOVE_KEYS, "lives_in", _move(), places),
    Frame(  # a move by its noun, said done: "relocation to Perth: ✅ done", "מעבר דירה לבאר שבע – בוצע ✔️",
        # or after it ("אחרי המעבר לכפר סבא – לא לשכוח"); (a note's headings: ``notes``)
        ("relocation", "move", "מעבר"), "lives_in", re.compile(
        rf"(?P<mine>)\b(?:[Rr]elocation|[Mm]ove)(?=\s+to\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){{0,3}}{_DONE})"
        rf"|(?P<he>(?<!\w)(?:אחרי|לאחר)\s+ה?מעבר)(?=\s+(?:דירה\s+)?ל-?[א-ת])"
        rf"|(?P<hm>(?<!\w)ה?מעבר)(?=\s+(?:דירה\s+)?ל-?[א-ת]+(?:\s+(?!לא(?!\w))[א-ת]+){{0,2}}{_DONE})"), places),
    Frame(  # a stay up to now: "Two weeks in Lisbon already", "we've been in Haifa for a month", "שבוע שאנחנו במודיעין"
        ("already", "now", "been", "כבר", "שאני", "שאנחנו"), "lives_in", re.compile(
        rf"\b{_SPAN_EN}(?=\s+in\s+[A-Z][^.!?\n]{{0,40}}\b(?:already|now)\b)"
        r"|(?P<my>\b(?:I|[Ww]e)(?:['’]ve|\s+have)\s+(?:now\s+)?been(?:\s+living)?)"
        rf"(?=\s+in\s+[A-Z][^.!?\n]{{0,40}}\bfor\s+{_SPAN_EN})"
        rf"|(?<!\w)(?:(?:כבר\s+)?(?:\d+\s+)?{HE_SPAN}\s+(?P<he>ש?(?:אני|אנחנו))|(?P<hy>אני|אנחנו)\s+כבר\s+(?:\d+\s+)?{HE_SPAN})"
        r"\s+(?:כבר\s+)?(?=ב[א-ת])"), places, change=False, since=True),
    Frame(
        (*_MOVE_KEYS, "flat", "place", "house", "apartment"),
        "address", _move(r"|(?:flat|place|house|apartment)(?=\s+is\b)"), streets),
    Frame(
        ("join", "start", "hired", "signed", "contract", "accept", "taken", "took", "taking me on", "s me at",
         "team at", "colleague", "workers at", "boss at", "manager at", "shift at", "shifts at", "santa at",
         "payroll at", "check from", "cheque from", "slip from", "pass at", "badge at", "workplace at",
         "s me with", "onboard", "heading up", "new job", "new role", "week one", "week 1",
         "new position", "first day", "first shift", "first week", "on board", "got the", "days at", "weeks at",
         "first month", "day ", "be at", "התחל", "הצטרפ", "התקבל", "קיבל", "גייסו", "עובד",
         "מתחיל", "מצטרף", "עובר", "חתמ", "סגר", "ראשון", "ראשונה", "מהיום", "מיום", "מה-", "מ-", "החל", "קבלתי",
         "אתחיל", "נתחיל", "אצטרף", "נצטרף",
         "קבלת", "משמר", "תלוש", "קביעות", "מועסק", "אעבוד", "נעבוד"),
        "works_at", re.compile(
        # (not a passive's "signed": "a hard hat signed by everyone")
        r"\b(?:(?i:join(?:ed|ing)?|start(?:ed|ing|s)?|hired|signed(?!\s+(?:by|off)\b)|accept(?:ed)?|taken|took|onboard(?:ed|ing)?|heading\s+up|"
        r"new\s+(?:job|role|position)|first\s+(?:(?:two|three|four|five|few)\s+(?:days|weeks)|week|month)(?=\s+at\b)|first\s+(?:day|shift)|"
        r"(?P<survived>(?<=\bI\s)survived\s+)?week\s+(?:one|1)(?=\s+at\b)|"  # "I survived week one at Shopify"
        # "I came on board at The Winding Stair", "officially on board at Mobileye", "got the job at Mass General"
        r"on\s+board(?=\s+(?:at|with)\s)|got\s+the\s+(?:job|role|position|gig)(?=\s+(?:at|with)\s)"
        r")|day\s+(?:\d|one|two|three)\s+of\s+(?:onboarding|work|training)\s+(?=at\b)|"
        # "Tomorrow = day 1 at Kaiser Permanente!!", "today was day one as a Solutions Architect at Stripe"
        r"(?P<dayone>(?i:day)\s+(?:1|one)(?=\s+(?:at|as)\s))|"
        r"be(?=\s+at\s+[A-Z])|[Tt]hat['’]s\s+me(?=\s+(?:at|with)\s+[A-Z][^.!?\n]{0,40}?\bfrom\b))\b"
        rf"|\b{GOT_JOB}"
        # a contract with the employer, signed: "contract with Zalando was signed yesterday"
        r"|(?P<signed>)(?=\bcontract\s+with\s+[A-Z][^.!?\n]{0,30}\b(?:was|has\s+been|got|is)\s+signed)"
        # the employer a workplace of one's own names: "my team at Google", "my secret santa at Wix"
        r"|(?P<my>\b[Mm]y\s+(?:team|colleagues?|co-?workers?|boss|manager|shifts?|secret\s+santa|payroll|(?:first\s+)?pay\s?(?:check|cheque|slip)|"
        r"building\s+pass|badge|workplace)\s+(?=(?:at|from)\s+[A-Z]))"
        # the employer as the subject: "Monzo are taking me on as a backend engineer", "Canva hired me"
        r"|(?P<obj>\b[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*)?)\s+(?P<mine>(?:are|is|have|has|just)\s+)?"
        r"(?:taking|taken|took)\s+me\s+on\b|(?P<obj2>\b[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*)?)\s+(?:just\s+)?hired\s+me\b"
        rf"|{_HE1}(?P<he>(?:ה)?(?:יום|משמרת|שבוע|חודש|שנה)\s+(?:ה)?ראשו(?:ן|נה)\s+שלי|התחל(?:תי|נו)(?!\s+ל(?!עבוד)[א-ת])|הצטרפ(?:תי|נו)|התקבל(?:תי|נו)|קיבל(?:תי|נו)\s+(?:את\s+)?ה?-?(?:עבודה|משרה|הצעה|תפקיד|מינוי|offer|אופר)|קבלתי(?=\s+(?:לתפקיד|לעבודה))|(?:גייסו|קיבלו)\s+אותי"
        # a workplace of one's own: "המשמרת שלי באיכילוב", "תלוש ינואר מעיריית חולון", "קיבלתי קביעות במשרד החינוך"
        r"|ה?משמר(?:ת|ות)\s+שלי(?=\s+ב)|(?<!\w)תלוש(?:\s+ה?שכר)?\s+(?:של\s+)?(?:ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר|החודש)(?=\s+מ-?[א-ת])|קיבל(?:תי|נו)\s+קביעות(?=\s+ב)"
        # a letter's acceptance: "הריני לאשר את קבלת ההצעה לתפקיד X בחברת Y", "את קבלת הצעת העבודה לתפקיד ..."
        r"|(?<=את\s)קבלת\s+(?:ה)?הצע(?:ה|ת)(?:\s+(?:ה)?עבודה)?(?=\s+לתפקיד)|(?:מאשר|מאשרת)\s+(?:את\s+)?הצטרפות(?:י)?(?=\s+ל)"
        r"|(?:חתמ|סגר)(?:תי|נו)\s+(?:על\s+חוזה\s+)?עם|סגר(?:תי|נו)\s+(?:את\s+)?(?:ה-?)?(?:offer|אופר|הצעה|חוזה)(?=\s+ב))(?!\w)"
        rf"|{_HE1}(?P<hv>אתחיל|נתחיל|אצטרף|נצטרף|אעבוד|נעבוד)(?!\w)"  # the future: "אתחיל שם בראשון לינואר כמהנדסת"
        rf"|{_HE1}(?:אני|אנחנו)\s+{HE_ADV}?(?:עובד|עובדת|עובדים|מתחיל|מתחילה|מצטרף|מצטרפת|(?:עובר|עוברת)\s+לעבוד"
        r"|(?:מועסק|מועסקת)\s+(?:ע[\"״]י|על\s+ידי|אצל)(?=\s))"  # "אני מועסק ע"י חברת החשמל": employed by
        r"(?!\w)"  # and a sentence that opens with "(I) start" / "(I) join", its subject left out as chats do
        # (after a comma only with its day: ", ומה-1 ליולי מתחיל ב...", ", מתחיל ב-3.8 בסלקום"; not "חבר, עובד בגוגל")
        rf"|(?:(?:^|(?<=[\n.!?:{EMOJI}]))[^\w\n.!?]*(?:{_HE_WHEN}\s+)*|(?<=,\s)(?:{_HE_WHEN}\s+)+"
        r"|(?<=,\s)(?=(?:מתחיל|מתחילה|מצטרף|מצטרפת)\s+[^,.\n]{0,30}?(?:(?:ב|מ)-?\d|מחר|ביום|מהיום)))(?P<hp>מתחיל|מתחילה|מצטרף|מצטרפת|עובד|עובדת)(?!\w)(?!\s+ל(?!עבוד)[א-ת])"
        # from a day, "I'm at X": "מהיום אני רשמית באינטל"
        r"|(?:(?<!\w)|(?<=(?<!\w)ו))(?:מהיום|מיום\s+\S+|מה?-?\d{1,2}(?:\.\d{1,2})?|החל\s+מ\S+)\s+(?P<hf>אני)(?=\s+(?:רשמית\s+)?ב-?[א-תA-Z])"
        # a day, "I'm at X", and a title: "מיום ראשון אני בצ'ק פוינט כראש צוות QA"
        rf"|{_HE1}{_HE_WHEN}\s+(?P<he2>אני)(?=\s+ב\S+(?:\s+\S+){{0,2}}?,?\s+כ(?!מובן|מו\s|נראה|בר\s|ל\s)[א-ת])"), orgs),
    Frame(  # one's own business: "my own studio, X", "set up as X", "העסק שלי, X", "אני עצמאי: X"
        ("own", "set up", "setting up", "trading as", "running", "עסק", "עצמאי", "פרילנס"), "works_at", re.compile(
        r"(?P<my>\b(?:my|our)\s+(?:very\s+)?own\s+(?:little\s+|new\s+)?(?:studio|business|company|firm|practice|shop|"
        r"agency|consultancy|label|bakery|caf[eé]|store|salon|clinic|restaurant))\b|\bset(?:ting)?\s+(?:myself\s+)?up\s+as\b"
        r"|\btrading\s+as\b|(?P<mine>\b(?:I['’]m|I\s+am)\s+(?:now\s+)?running)(?=\s+[A-Z])"
        rf"|{_HE1}(?P<he>ה?עסק\s+(?:ה?חדש\s+)?(?:שלי|שלנו)|(?<=אני\s)(?:עצמאי|עצמאית)|(?<=אנחנו\s)עצמאים)(?:\s+(?:לגמרי|רשמית|סופית))?(?=\s*[,:–-])"),
        business, change=False),
    Frame(
        ("promot", "join", "start", "hired", "taken", "took", "accept", "new role", "new title", "מיום",
         "new position", "title", "role", "position", "stepping", "step up", "stepped up", "the new", "m now", "am now",
         "קידום",
         "קידמו", "קודמ", "מונ", "אתמנה", "אמונה", "הצטרפ", "התקבל", "מעכשיו", "מהיום", "מה-", "מ-", "החל",
         "לתפקיד", "תפקיד שלי", "התחל",
         "מתחיל", "רשמי", "אתחיל", "נתחיל", "אצטרף", "נצטרף", "i'm ", "i am ", "i'll be", "i will be", "officially a",
         "אני ", "got the"),
        "job_title", re.compile(
        # (not a day's lead before another's news: "Starting January 1, Gil Mizrahi joins us as Chief Product Officer")
        r"\b(?:(?i:promot(?:ed|ion)|join(?:ed|ing)?|start(?:ed|ing)?(?![^,.!?\n]{1,30},\s+[A-Z][a-z]+(?:\s+[A-Z][\w'-]+)+\s"
        r"+(?:joins|is|was|will|has|becomes)\b)|hired|taken|took|accept(?:ed)?|new\s+(?:role|title|position)"
        r"|step(?:ping|ped)?\s+up)|(?<=['’]m\s)the\s+new|(?<=who['’]s\s)the\s+new"
        r"|(?P<now>\bI(?:['’]m|\s+am)\s+now,?\s+(?:officially,?\s+)?(?=(?:the\s+|a\s+|an\s+)?[A-Z]|head\s+of\b))"
        # a title one is, said as a state: "for the record I'm a product designer, not ...", "officially a Lecturer in
        # Welsh History as of Monday" (a title of a few words, then its clause ends or its employer follows)
        r"|(?P<mine>\bI(?:['’]m|\s+am)\s+(?:officially\s+)?|(?<=[\n.!?,)\s])officially\s+)"
        r"(?=(?:a|an)\s+(?![^,.!;\n]*\d)[\w-]+(?:[ \t]+[\w-]+){0,3}?[ \t]*(?:[.!;]|,(?!\s+(?:currently|now)\b)|$|"
        r"\s+(?:at|with|in|as\s+of)\b))"
        r"|(?P<iam>\bI(?:['’]m|\s+am|['’]ll\s+be|\s+will\s+be)\s+)"  # ("From Sept 1 I'll be Head of Data at Lemonade")
        r"(?=(?!(?:a|an|the(?!\s+new\s)|at|in|on|back|still|not|so|just|off|out|home|here|there|away|working|busy|free)\s)"
        r"(?:(?:[\w-]+[ \t]+){1,3}?(?:at|with)\s+[A-Z]"  # (or none: "I'm head chef at Nobu")
        # (or its start after it: "I'll be Lead Fire Medic starting May 1")
        r"|(?:[A-Z][\w/-]*[ \t]+){1,4}(?:starting|from|effective|as\s+of)\s+(?:\d|the\s+\d|[A-Z][a-z]{2,8}\.?\s+\d)))"
        r"|(?P<my>[Mm]y\s+(?:new\s+)?(?:job\s+)?(?:title|role|position)\s+(?:changes|changed|will\s+change|is\s+changing|becomes)))\b"
        rf"|\b{GOT_JOB}"
        rf"|{_HE1}(?:ה)?תפקיד\s+שלי\s+(?:משתנה|ישתנה|השתנה)(?!\w)"
        rf"|{_HE1}(?:אני\s+)?(?:נכנס|נכנסת|נכנסתי)(?=\s+לתפקיד)"
        r"|(?:^|(?<=[.!?]\s))[ \t]*(?:[Tt]itle|[Rr]ole|[Pp]osition)(?=\s*:)"
        # a new job's title, its subject left out: "joined Infosys, first day was monday 😅 role is Technology Analyst"
        rf"|(?:^|(?<=[\n.!?{EMOJI}]\s)|(?<=[\n.!?]))(?P<lead>)(?:[Tt]itle|[Rr]ole|[Pp]osition)\s+is(?=\s)"
        rf"|{_HE1}(?P<he>קיבל(?:תי|נו)\s+קידום|קידמו\s+אותי|קודמ(?:תי|נו)|מונ(?:י)?(?:תי|נו)|אתמנה|אמונה|הצטרפ(?:תי|נו)|התקבל(?:תי|נו))(?!\w)"
        rf"|{_HE1}(?:מעכשיו|מהיום|מיום\s+\S+|החל\s+מ\S+|מה?-\S+(?:\s+[בל]\S+)?)\s+(?=אני\s)(?!אני\s+(?:כבר\s+|עוד\s+)?לא\s)"
        # "I'm a title at an employer", said as a state: "אני מנהל סניף בשופרסל", "אני אחות בשיבא"
        rf"|(?<!\w)(?=אני\s+(?!(?:את|עם|של|גם|לא|עוד|כבר|פה|כאן|עכשיו|כרגע|רק|ממש|שוב|תמיד|היום|מחר|בדרך|אהיה|הייתי|אמור|אמורה)\s)[א-ת][^\s,.!?]*(?:\s+(?!את\s|של\s)[א-ת][^\s,.!?]*){{0,2}}\s+ב-?[א-תA-Z])"
        rf"|{_HE1}(?:זה\s+)?רשמי(?:ת)?\s*[:!,.–-]?\s+(?=אני\s)"  # "זה רשמי: אני ה-Head of Data", "רשמית אני ..."
        rf"|{_HE1}(?:התחל(?:תי|נו))(?!\w)(?!\s+ל(?!עבוד)[א-ת])"  # (not "התחלתי להתנדב ב...": to volunteer)
        rf"|{_HE1}(?P<hv>אתחיל|נתחיל|אצטרף|נצטרף)(?!\w)"
        # (after a comma only with its day: ", ומה-1 ליולי מתחיל ב...", ", מתחיל ב-3.8 בסלקום"; not "חבר, עובד בגוגל")
        rf"|(?:(?:^|(?<=[\n.!?:{EMOJI}]))[^\w\n.!?]*(?:{_HE_WHEN}\s+)*|(?<=,\s)(?:{_HE_WHEN}\s+)+"
        r"|(?<=,\s)(?=(?:מתחיל|מתחילה|מצטרף|מצטרפת)\s+[^,.\n]{0,30}?(?:(?:ב|מ)-?\d|מחר|ביום|מהיום)))(?P<hp>מתחיל|מתחילה)(?!\w)(?!\s+ל(?!עבוד)[א-ת])"),
        titles, change=False),
    Frame(
        ("quit", "resign", "leav", "left", "last", "final", "laid off", "let go", "redundant", "fired", "wrap",
         "finish", "מכתב", "הודע", "notice", "retir", "עזב", "התפטר", "פוטר", "פרש", "סיימ", "עוזב", "נפרד", "פורש",
         "אחרון"),
        "works_at", re.compile(
        r"\b(?:quit|quitting|resign(?:ed|ing|ation)?|leav(?:e|ing)|left|[Ww]rap(?:ping|ped)?\s+up(?=\s+(?:at|with)\s)|[Ff]inish(?:ed|ing)\s+up(?=\s+(?:at|with)\s)|(?:last|final)\s+(?:working\s+)?(?:day|shift)|laid\s+off|let\s+go|redundant|"
        r"fired|notice|retir(?:ed|ing))\b"
        rf"|{_HE1}(?P<he>עזב(?:תי|נו)|התפטר(?:תי|נו)|פוטר(?:תי|נו)|פרש(?:תי|נו)|סיימ(?:תי|נו)"
        r"|הגש(?:תי|נו)\s+(?:היום\s+)?(?:את\s+)?(?:ה)?מכתב\s+(?:ה)?התפטרות|הודע(?:תי|נו)\s+על\s+(?:ה)?(?:עזיבה|התפטרות))(?!\w)"
        rf"|{_HE1}(?:אני\s+)?(?:עוזב|עוזבת|נפרד|נפרדת|פורש|פורשת)(?!\w)"
        rf"|{_HE1}(?P<hl>(?:ה)?(?:יום|משמרת|פעם)\s+(?:ה)?אחרו(?:ן|נה)\s+שלי|ה-?last\s+day\s+שלי|יומי\s+האחרון)"
        # a note's or a chat's "(היום היה) יום אחרון בטבע" (not a child's "בגן"): the writer's, opening a sentence
        r"|(?P<hn>(?:^|(?<=[\n.!?:]\s)|(?<=[\n.!?:])|(?<=היום\sהיה\s)|(?<=אתמול\sהיה\s))(?:ה)?(?:יום|משמרת)\s+(?:ה)?"
        r"אחרו(?:ן|נה)(?=\s+(?:\d{1,2}[./]\d|ב(?!(?:ה?גן|בית\s+ה?ספר)(?:\s+(?:לפני|של|עם|ו)|[\s,.!]*$)))))"
        rf"|{_HE1}(?:יום|היום)\s+(?:העבודה\s+)?(?:ה)?אחרון"), orgs_left,
        retract=True, day_after=True),
    Frame(
        ("number", "digits", "mobile", "mob", "handy", "no.", "sim", "cell", "phone", "line", "whats", "reach me",
         "call me", "text me", "ring me", "מספר", "טלפון", "נייד", "וואטסאפ", "קו", "להתקשר", "להשיג"),
        "phone", re.compile(
        r"\b(?:number|digits|mobile|mob|handy|cell|phone|line|sim|whats\s?app|reach\s+me|call\s+me|text\s+me|ring\s+me)\b"
        r"|\bno\.(?=\s*(?:is\b|:)?\s*[+(\d])"  # "my new no. is 072 ..."
        r"|(?<!\w)(?:ל|ב)?(?:ה?מספר|ה?טלפון|ה?נייד|וואטסאפ|ה?קו(?:\s+ה?ישיר)?(?=\s+(?:ה?חדש\s+)?שלי))(?!\w)"
        r"|(?<!\w)(?:אפשר|ניתן)\s+(?:להתקשר\s+אליי|להשיג\s+אותי)(?!\w)", re.I),  # "אפשר להתקשר אליי: 053-..."
        phones, change=False),
    Frame(
        ("boss", "manager", "supervisor", "report", "under", "lead", "mgr", "מנהל", "בוס", "כפוף", "מדווח", "ראש",
         "תחת", "עונה", "אחראי"),
        "manager", re.compile(
        # a name, then whose it is in brackets: "meet Sarah Whitlock (my mgr)", "פגישה עם מירב (המנהלת שלי)"; not a
        # label's ("אחות אחראית (המנהלת שלי): שרית אזולאי")
        r"(?P<obj>\b[A-Z][a-z]+(?:\s+[A-Z][a-z'-]+)?|(?<=\s)(?!(?:עם|את|של|אצל)\s)[א-ת]{2,}(?:\s+[א-ת]{2,})?)"
        r"\s+\((?:(?P<mine>my|our|line)\s+(?:new\s+)?(?:mgr|manager|boss|lead|supervisor)|(?P<he>ה?(?:מנהל|מנהלת|בוס|בוסית)\s+שלי))\)(?!\s*:)"
        # ... or set off by commas at its sentence's start: "עמית, הבוס החדש שלי, ביקש מצגת"
        r"|(?:^|(?<=[\n.!?]\s)|(?<=[\n.!?]))(?P<obj2>[א-ת]{2,}(?:\s+[א-ת]{2,})?),\s+"
        r"(?P<hm>ה?(?:מנהל|מנהלת|בוס|בוסית)(?:\s+ה?(?:חדש|חדשה|ישיר|ישירה))?\s+שלי)(?=\s*,)"
        # a name, then that it is one's boss: "Dave's my boss now", "Sarah Nguyen, who I'll now be reporting to"
        r"|(?!(?:Then|Nobody|Someone|Apparently|When|So|And|But|Now|Also|Maybe)\b)(?P<obj3>\b[A-Z][a-z]+(?:\s+[A-Z][a-z'-]+)?)(?:(?:['’]s|\s+is)\s+(?:now\s+)?(?P<my>my)\s+(?:new\s+)?"
        r"(?:boss|manager|supervisor|line\s+manager|team\s+lead|lead)\b|,\s+(?:who|whom)\s+(?P<mine2>I)(?:['’]ll|\s+will)?\s+"
        r"(?:now\s+)?(?:be\s+)?report(?:ing)?\s+to\b"
        r"|\s+(?:takes|took|is\s+taking|will\s+take)\s+over\s+as\s+my\s+(?:new\s+)?(?:line\s+)?(?:manager|boss|supervisor)\b(?!['’]s))"
        # a boss named where a new job's note or chat says it, its subject left out: "manager is Ciarán"
        r"|(?:^|(?<=[\n.!?]\s)|(?<=[\n.!?]))(?P<lead>)(?:[Mm]anager|[Bb]oss|[Tt]eam\s+lead|[Ll]ine\s+manager|[Ss]upervisor)"
        r"(?=\s+(?:is|will\s+be)\s+[A-Z])"
        # an English word for it in Hebrew: "ה-team lead שלי תהיה מיכל"
        r"|(?<!\w)(?:ו|ש)?ה-?(?:team\s+lead|manager|lead|TL|boss)(?=\s+(?:ה?חדש(?:ה)?\s+)?שלי)"
        r"|\b(?:boss|manager|supervisor|(?<=my\s)lead(?=\s+(?:is|was|[,–:-]))|report(?:ing)?\s+(?:directly\s+)?to|under)\b"
        r"|(?<!\w)(?:ו|וש|ש|כש)?(?:ה?מנהל(?:ת)?|ה?בוס(?:ית)?|כפוף|כפופה|מדווח|מדווחת|(?<=אני\s)עונה|ה?ראש\s+ה?צוות(?=\s+(?:ה?חדש\s+)?שלי)|ה?אחראי(?:ת)?(?=\s+(?:ה?חדשה?\s+)?שלי)|תחת)(?!\w)"),
        people, change=False),
)  # fmt: skip


# a plan ahead, said as English and Hebrew say it (a frame's statement counts only with its date)
FUTURE = re.compile(
    r"['’]ll\b|\b(?:will|going\s+to|gonna|about\s+to|from\s+next|next\s+(?:week|month)|tomorrow)\b"
    r"|\b(?i:looking\s+forward\s+to|can['’]t\s+wait\s+to)\s+(?i:start|join|begin|mov|relocat)"  # "... to starting at X"
    r"|(?:['’](?:m|re)|\b(?:am|are))\s+(?:\w+\s+)?\w+ing\b"  # "I'm moving to Berlin": a plan
    # and a chat's "moving to Leeds!", "Wrapping up at X on Friday" (its subject left out)
    r"|(?:^|(?<=[.!?\n]))[^\w\n]*(?i:moving|relocating|starting|joining|leaving|wrapping)\b"
    r"|(?:^|(?<=[.!?\n]))[^\w\n]*(?i:start|begin)(?=\s+(?:at|with|\d)\s?)"  # "start at Kiwibank Mon", "Start 8/12"
    r"|\b(?i:job|role)\s+(?i:starts|begins)\b"  # "job starts 8/12 at Dell": ahead
    r"|\b(?:starts|begins)(?=\s+(?:at|with)\s)"  # "guess who starts at Google on Sunday": as booked
    r"|\b(?:I|[Ww]e)\s+(?:start|begin)(?=\s+(?:as|at|with|on|in)\s)"  # "I start as audit manager on 2 February": booked
    r"|(?<!\w)(?:אעבור|נעבור|אתחיל|נתחיל|אצטרף|נצטרף|אעזוב|נעזוב|מחר)(?!\w)|בשבוע\s+הבא|בחודש\s+הבא"
)
