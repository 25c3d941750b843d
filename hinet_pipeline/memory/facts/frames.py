"""Frames: a writer's sentence about their own life that no rule of the grammar read, read by what
it is about.

A rule reads one construction ("I moved to X"); people say the same thing in many more ways ("after
the move to Rotterdam", "signed on with Kroll", "קיבלתי קידום, מעכשיו אני ראש צוות"). A frame is a
predicate's trigger words (a closed lexicon of moving, returning and living; joining, starting and
being hired; leaving, resigning and being laid off; a number; a boss) and the type of its object
(a place the gazetteer knows, an organisation after its preposition, a phone number, a person's
name, a title after "as"), looked for in the rest of the trigger's sentence. A sentence is the
writer's when its trigger opens it (the subject left out, as in chats and notes) or follows "I" /
"we" and their auxiliaries, or when its Hebrew form is a first person ("עברנו", "התחלתי", "אני גרה");
"my sister moved" and "he joined" are not. Mood (a wish, a question, a negation, a joke, someone
else's words) and time are read as for the rules (``mood``). Frames read the owner's own words only
(a looser reading than the rules', kept to what the owner says of themselves), short texts only (a
chat, a note, a short mail: ``REACH``), and only the predicates the rules found nothing for there."""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from datetime import timedelta
from typing import Callable, Iterator

from hinet_pipeline.memory.facts.dates import DATE_PHRASE
from hinet_pipeline.memory.facts.frame_objects import (
    business,
    employer_at,
    employer_starts,
    orgs,
    orgs_left,
    past_date,
    people,
    phones,
    places,
    streets,
    titles,
)
from hinet_pipeline.memory.facts.grammar import title_after
from hinet_pipeline.memory.facts.mood import unreal, valid_from
from hinet_pipeline.memory.facts.rule import HE_ADV, Rule, stem
from hinet_pipeline.memory.people.identity import phone_e164

REACH = 1500  # characters of a part: a chat, a note, a short mail; a long mail is the rules' alone
_WINDOW = 90  # characters after a trigger its object may stand in (within the sentence)
_NEAR = 30  # ... for a job that ends: "left Google", "quit my job at X" (not "left a message with Twanda")
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
# what may stand between "I" / "we" and the trigger, and before a trigger that opens its sentence
_AUX = (
    r"(?:['’](?:m|ve|re|ll|d)|am|are|is|was|were|have|has|had|will|just|finally|officially|recently|now|also|"
    r"already|actually|been|being|be|got|get|offered\s+and|gonna|going\s+to|about\s+to|then|so|and|soon|happily|proud\s+to|"
    r"pleased\s+to|excited\s+to|delighted\s+to|happy\s+to|glad\s+to|made)"
)
# a chat's opening word before a sentence whose subject it leaves out: "omg starting at Canva Monday"
_INTERJECTION = r"(?:omg|OMG|yay|Yay|wow|Wow|woo+hoo+|ugh|Ugh|phew|yes+|Yes+|ok|OK|Ok|well|Well|btw|fyi|FYI|welp)\W*"
_MINE_BEFORE = re.compile(
    rf"(?:\b(?:I|[Ww]e)(?:\s*{_AUX})*\s*|^\W*(?:(?:[Jj]ust|[Ff]inally|[Oo]fficially|[Ss]o|[Aa]nd|[Aa]lso|[Oo]k(?:ay)?\s+so|{_INTERJECTION}|"
    r"[Gg]uess\s+(?:what\W*|who(?:['’]s)?)|[Gg]ot|[Aa]fter\s+the|[Ss]ince\s+the|[Bb]efore\s+the|[Ww]ith\s+the),?\s+)*)$"
    r"|\b(?:[Mm]y|[Oo]ur)\s+$"  # "The 31st is officially my last day at Pellham Print"
)
_TO_JOIN = re.compile(
    r"\b(?:I|[Ww]e)\b[^.!?\n]{0,80}?\b(?:leaving|moving|going|decided|agreed|excited|thrilled|happy|pleased|delighted|"
    r"proud|chose|planning|due|off)\b[^.!?\n]{0,60}?\bto\s+$"
)  # "I'm leaving Fiverr to join Lemonade", "I'm moving to Berlin on 30 September to join Zalando"
_FUTURE = re.compile(
    r"['’]ll\b|\b(?:will|going\s+to|gonna|about\s+to|from\s+next|next\s+(?:week|month)|tomorrow)\b"
    r"|(?:['’](?:m|re)|\b(?:am|are))\s+(?:\w+\s+)?\w+ing\b"  # "I'm moving to Berlin": a plan
    r"|(?:^|(?<=[.!?\n]))[^\w\n]*(?:moving|relocating)\b"  # and a chat's "moving to Leeds!" (its subject left out)
    r"|(?<!\w)(?:אעבור|נעבור|אתחיל|נתחיל|אצטרף|נצטרף|אעזוב|נעזוב|מחר)(?!\w)|בשבוע\s+הבא|בחודש\s+הבא"
)


_NEGATION = re.compile(r"\b(?:not|never|no)\b|n['’]t\b|(?<!\w)(?:לא|אל|טרם|אף\s+פעם)(?!\w)")
_WORD = re.compile(r"\w")
_HE_STATE = re.compile(  # living, working: now
    r"(?<!\w)(?:גר|גרה|גרים|גרות|מתגורר|מתגוררת|מתגוררים|עובד|עובדת|עובדים)(?!\w)"
)


@dataclass(frozen=True)
class Frame:
    keys: tuple[str, ...]  # a word of its triggers the (case-folded) text must hold: a C-speed test first
    predicate: str
    trigger: re.Pattern  # the trigger; a match's "he" group: a Hebrew first-person form (no "I" needed)
    read: Callable  # (text, start, end, region) → [(object, its end)]
    retract: bool = False
    change: bool = True  # the trigger names a change ("joined"): without a tense marker it is past
    day_after: bool = False  # the date names the last day


_HE1 = r"(?<!\w)(?:ו|ש|וש|כש)?"
_HE_WHEN = (  # a day before a Hebrew verb: "מחר", "ביום ראשון", "ב-1 לחודש", "מה-1.7"
    r"(?:מחר|היום|[במ]יום\s+\S+(?:\s+(?:הקרוב|הבא))?|ב-?\d{1,2}(?:\.\d{1,2})?(?:\s+ל\S+)?|מ(?:ה)?-?\d{1,2}(?:\.\d{1,2})?)"
)
_MOVE_KEYS = (
    "mov",
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
)  # fmt: skip (and the home's: ``home``)


def _move(more: str = "") -> re.Pattern:
    """Moving, relocating, returning, living (and ``more``): the triggers of a home and its street."""
    return re.compile(
        r"\b(?:mov(?:ed|ing)|relocat(?:ed|ing)|settl(?:ed|ing)|emigrat(?:ed|ing)|return(?:ed|ing)|back|liv(?:e|ed|ing)|"
        rf"based|(?:my|our|the)\s+move{more})\b"
        rf"|{_HE1}(?P<he>עבר(?:תי|נו)(?!\s+(?:את|על|ליד|דרך|ברחוב|בשדרות)(?!\w))|חזר(?:תי|נו)|עלי(?:תי|נו)|התמקמ(?:תי|נו)|עשי(?:תי|נו)\s+עלייה|התחל(?:תי|נו)(?=\s+לגור))(?!\w)"
        rf"|{_HE1}(?:אני|אנחנו)\s+{HE_ADV}?(?:גר|גרה|גרים|גרות|מתגורר|מתגוררת|מתגוררים|עובר|עוברת|עוברים|חוזר|חוזרת|חוזרים)(?!\w)"
        rf"|{_HE1}(?P<hm>נכנס(?:תי|נו))(?=\s+ל(?:דירה|בית))"  # "נכנסנו לדירה": we moved into the flat
        # a sentence that opens with "(we) move" / "(we) move in", its subject left out as chats do:
        # "מחר עוברים לבית ברחוב הנרקיס 8", "ביום חמישי הקרוב נכנסים לדירה ב..."
        r"|(?:^|(?<=[\n.!?:]))[ \t]*"
        r"(?:(?:מחר|היום|סוף\s+סוף|רשמית|השבוע|בשבוע\s+הבא|ביום\s+\S+(?:\s+(?:הקרוב|הבא))?)\s+)*"
        r"(?P<hp>עוברים|נכנסים)(?!\w)"
    )


FRAMES = (
    Frame(_MOVE_KEYS, "lives_in", _move(), places),
    Frame(
        (*_MOVE_KEYS, "flat", "place", "house", "apartment"),
        "address", _move(r"|(?:flat|place|house|apartment)\s+is"), streets),
    Frame(
        ("join", "start", "hired", "signed", "accept", "taken", "took", "onboard", "heading up", "new job", "new role",
         "new position", "first day", "first shift", "first week",
         "first month", "day ", "be at", "התחל", "הצטרפ", "התקבל", "קיבל", "גייסו", "עובד",
         "מתחיל", "מצטרף", "עובר", "חתמ", "ראשון", "ראשונה", "מהיום", "מיום", "מה-", "מ-", "החל"),
        "works_at", re.compile(
        r"\b(?:(?i:join(?:ed|ing)?|start(?:ed|ing|s)?|hired|signed|accept(?:ed)?|taken|took|onboard(?:ed|ing)?|heading\s+up|"
        r"new\s+(?:job|role|position)|first\s+(?:week|month)(?=\s+at\b)|first\s+(?:day|shift))|day\s+(?:\d|one|two|three)\s+of\s+(?:onboarding|work|training)\s+(?=at\b)|"
        r"be(?=\s+at\s+[A-Z]))\b"
        rf"|{_HE1}(?P<he>(?:ה)?(?:יום|משמרת)\s+(?:ה)?ראשונ(?:ה)?\s+שלי|התחל(?:תי|נו)|הצטרפ(?:תי|נו)|התקבל(?:תי|נו)|קיבל(?:תי|נו)\s+(?:את\s+)?ה?(?:עבודה|משרה|הצעה|תפקיד)|(?:גייסו|קיבלו)\s+אותי"
        r"|חתמ(?:תי|נו)\s+(?:על\s+חוזה\s+)?עם)(?!\w)"
        rf"|{_HE1}(?:אני|אנחנו)\s+{HE_ADV}?(?:עובד|עובדת|עובדים|מתחיל|מתחילה|מצטרף|מצטרפת|(?:עובר|עוברת)\s+לעבוד)"
        r"(?!\w)"  # and a sentence that opens with "(I) start" / "(I) join", its subject left out as chats do
        rf"|(?:^|(?<=[\n.!?:]))[^\w\n.!?]*(?:{_HE_WHEN}\s+)*(?P<hp>מתחיל|מתחילה|מצטרף|מצטרפת)(?!\w)(?!\s+ל(?!עבוד)[א-ת])"
        # from a day, "I'm at X": "מהיום אני רשמית באינטל"
        r"|(?:(?<!\w)|(?<=(?<!\w)ו))(?:מהיום|מיום\s+\S+|מה?-?\d{1,2}(?:\.\d{1,2})?|החל\s+מ\S+)\s+(?P<hf>אני)(?=\s+(?:רשמית\s+)?ב[א-ת])"
        # a day, "I'm at X", and a title: "מיום ראשון אני בצ'ק פוינט כראש צוות QA"
        rf"|{_HE1}{_HE_WHEN}\s+(?P<he2>אני)(?=\s+ב\S+(?:\s+\S+){{0,2}}?,?\s+כ(?!מובן|מו\s|נראה|בר\s|ל\s)[א-ת])"), orgs),
    Frame(  # one's own business: "my own studio, X", "set up as X", "העסק שלי, X", "אני עצמאי: X"
        ("own", "set up", "setting up", "trading as", "עסק", "עצמאי", "פרילנס"), "works_at", re.compile(
        r"(?P<my>\b(?:my|our)\s+own\s+(?:little\s+|new\s+)?(?:studio|business|company|firm|practice|shop|agency|"
        r"consultancy|label|bakery|caf[eé]|store))\b|\bset(?:ting)?\s+(?:myself\s+)?up\s+as\b|\btrading\s+as\b"
        rf"|{_HE1}(?P<he>ה?עסק\s+(?:ה?חדש\s+)?(?:שלי|שלנו)|(?<=אני\s)(?:עצמאי|עצמאית)|(?<=אנחנו\s)עצמאים)(?=\s*[,:–-])"),
        business, change=False),
    Frame(
        ("promot", "join", "start", "hired", "taken", "took", "accept", "new role", "new title",
         "new position", "title", "role", "position", "stepping", "step up", "the new", "m now", "am now", "קידום",
         "קודמ", "מונ", "הצטרפ", "התקבל", "מעכשיו", "מהיום", "מה-", "מ-", "החל", "לתפקיד", "תפקיד שלי", "התחל",
         "מתחיל"),
        "job_title", re.compile(
        r"\b(?:(?i:promot(?:ed|ion)|join(?:ed|ing)?|start(?:ed|ing)?|hired|taken|took|accept(?:ed)?|new\s+(?:role|title|position)"
        r"|step(?:ping)?\s+up)|(?<=['’]m\s)the\s+new|(?<=who['’]s\s)the\s+new"
        r"|(?P<now>\bI(?:['’]m|\s+am)\s+now,?\s+(?:officially,?\s+)?(?=(?:the\s+|a\s+|an\s+)?[A-Z]|head\s+of\b))"
        r"|(?P<my>[Mm]y\s+(?:new\s+)?(?:job\s+)?(?:title|role|position)\s+(?:changes|changed|will\s+change|is\s+changing|becomes)))\b"
        rf"|{_HE1}(?:ה)?תפקיד\s+שלי\s+(?:משתנה|ישתנה|השתנה)(?!\w)"
        rf"|{_HE1}(?:אני\s+)?(?:נכנס|נכנסת)(?=\s+לתפקיד)"
        r"|(?:^|(?<=[.!?]\s))[ \t]*(?:[Tt]itle|[Rr]ole|[Pp]osition)(?=\s*:)"
        rf"|{_HE1}(?P<he>קיבל(?:תי|נו)\s+קידום|קודמ(?:תי|נו)|מונ(?:י)?(?:תי|נו)|הצטרפ(?:תי|נו)|התקבל(?:תי|נו))(?!\w)"
        rf"|{_HE1}(?:מעכשיו|מהיום|החל\s+מ\S+|מה?-\S+(?:\s+ב\S+)?)\s+(?=אני\s)"
        rf"|{_HE1}(?:התחל(?:תי|נו))(?!\w)"
        rf"|(?:^|(?<=[\n.!?:]))[^\w\n.!?]*(?:{_HE_WHEN}\s+)*(?P<hp>מתחיל|מתחילה)(?!\w)(?!\s+ל(?!עבוד)[א-ת])"),
        titles, change=False),
    Frame(
        ("quit", "resign", "leav", "left", "last", "final", "laid off", "let go", "redundant", "fired",
         "notice", "retir", "עזב", "התפטר", "פוטר", "פרש", "סיימ", "עוזב", "נפרד", "פורש", "אחרון"),
        "works_at", re.compile(
        r"\b(?:quit|quitting|resign(?:ed|ing|ation)?|leav(?:e|ing)|left|(?:last|final)\s+(?:working\s+)?(?:day|shift)|laid\s+off|let\s+go|redundant|"
        r"fired|notice|retir(?:ed|ing))\b"
        rf"|{_HE1}(?P<he>עזב(?:תי|נו)|התפטר(?:תי|נו)|פוטר(?:תי|נו)|פרש(?:תי|נו)|סיימ(?:תי|נו))(?!\w)"
        rf"|{_HE1}(?:אני\s+)?(?:עוזב|עוזבת|נפרד|נפרדת|פורש|פורשת)(?!\w)"
        rf"|{_HE1}(?P<hl>(?:ה)?(?:יום|משמרת|פעם)\s+(?:ה)?אחרו(?:ן|נה)\s+שלי)"
        # a note's or a chat's "(היום היה) יום אחרון בטבע": the writer's, today, where the sentence opens with it
        r"|(?P<hn>(?:^|(?<=[\n.!?:]\s)|(?<=[\n.!?:])|(?<=היום\sהיה\s)|(?<=אתמול\sהיה\s))(?:ה)?(?:יום|משמרת)\s+(?:ה)?"
        r"אחרו(?:ן|נה)(?=\s+ב(?!(?:ה?גן|בית\s+ה?ספר)(?:\s+(?:לפני|של|עם|ו)|[\s,.!]*$))))"  # (not a child's "בגן")
        rf"|{_HE1}(?:יום|היום)\s+(?:העבודה\s+)?(?:ה)?אחרון"), orgs_left,
        retract=True, day_after=True),
    Frame(
        ("number", "digits", "mobile", "mob", "handy", "no.", "cell", "phone", "line", "whats", "reach me", "call me",
         "text me", "ring me", "מספר", "טלפון", "נייד", "וואטסאפ"),
        "phone", re.compile(
        r"\b(?:number|digits|mobile|mob|handy|cell|phone|line|whats\s?app|reach\s+me|call\s+me|text\s+me|ring\s+me)\b"
        r"|\bno\.(?=\s*(?:is\b|:)?\s*[+(\d])"  # "my new no. is 072 ..."
        r"|(?<!\w)(?:ל|ב)?(?:ה?מספר|ה?טלפון|ה?נייד|וואטסאפ)(?!\w)", re.I), phones, change=False),
    Frame(
        ("boss", "manager", "supervisor", "report", "under", "lead", "מנהל", "בוס", "כפוף", "מדווח", "ראש", "תחת"),
        "manager", re.compile(
        r"\b(?:boss|manager|supervisor|(?<=my\s)lead(?=\s+(?:is|was|[,–:-]))|report(?:ing)?\s+(?:directly\s+)?to|under)\b"
        r"|(?<!\w)(?:ה?מנהל(?:ת)?|ה?בוס(?:ית)?|כפוף|כפופה|מדווח|מדווחת|ה?ראש\s+ה?צוות(?=\s+(?:ה?חדש\s+)?שלי)|תחת)(?!\w)"),
        people, change=False),
)  # fmt: skip
_THEIRS = re.compile(r"\b(?:[Hh]is|[Hh]er|[Tt]heir|[A-Z][a-z]+['’]s)\s+(?:new\s+|own\s+)?(?:\w+\s+)?$")
_MINE_WORDS = re.compile(
    r"\b(?:[Mm]y|[Oo]ur|me|I|I['’]m|I['’]ve|[Ww]e|[Ww]e['’]re|new|New(?!\s+(?:York|Jersey|Zealand|Delhi|Mexico|"
    r"Orleans|Hampshire|England|South|Brunswick)\b))\b"
    r"|(?:^|(?<=[.!?\n]))\W*(?:[Jj]ust\s+|[Ff]inally\s+)?[Gg]ot\b|(?<!\w)(?:שלי|שלנו|אותי|אני|אנחנו|חדש|חדשה)(?!\w)"
)


_FRAME_KEYS = tuple(tuple(dict.fromkeys(stem(k) for k in frame.keys)) for frame in FRAMES)
_KEYS = tuple(sorted({k for keys in _FRAME_KEYS for k in keys}))


def might_frame(text: str) -> bool:
    """False when no frame can read ``text``: too long, none of their trigger words in it, or (in
    English) no "I", "we", "my", "me" and no trigger word where a sentence opens ("Just moved to
    ...", "omg starting at ..."): whose would it be. Three searches at C speed."""
    if len(text) > REACH:
        return False
    folded = text.casefold()
    if not any(k in folded for k in _KEYS):
        return False
    if not text.isascii() or _PERSON.search(text) is not None:
        return True
    return _OPENING.match(text) is not None or _OPENING_AFTER.search(text) is not None


# "I", "we", "my", "me", "our", "us" as words, written to start with a character set (the regex engine
# then skips to the candidate letters, as ``language._EN_PERSON``)
_PERSON = re.compile(r"[IWwMmOoUu](?<=\b[IWwMmOoUu])(?:(?<=I)|(?<=[Ww])e|(?<=[Mm])[ye]|(?<=[Oo])ur|(?<=[Uu])s)\b")
# a sentence that opens with a trigger's word, at most a few lead words before it: at the text's start,
# or after a sentence's end (searched from its mark, a character set)
_OPENS = (
    r"[^\w\n]*(?:(?:just|finally|officially|so|and|ok|okay|omg|yay|wow|ugh|btw|fyi|heads\s+up|got|a|also|guess|who['’]?s|"
    r"after|since|before|with|the),?\s+){0,3}(?:mov(?:ed|ing)|relocat(?:ed|ing)|settl(?:ed|ing)|emigrat(?:ed|ing)|"
    r"return(?:ed|ing)|back\s+(?:in|to|home|living)|liv(?:e|ing)\s+in|based\s+in|join(?:ed|ing)|start(?:ed|ing|s)|"
    r"hired|signed|accept(?:ed)?|took|taken|onboard(?:ed|ing)?|quit|resign(?:ed)?|leav(?:e|ing)|left|laid\s+off|"
    r"let\s+go|fired|made\s+redundant|promot(?:ed|ion)|stepping\s+up|reporting\s+to|day\s+(?:1|one)|"
    r"(?:first|last|final)\s+day|first\s+(?:week|month)\s+at|first\s+night|(?:new|local)\s+(?:number|digits|job|role|title|position|address|mobile|mob|handy|phone|cell|"
    r"boss|manager|line|gig|flat|place|house|apartment|home)|address(?:\s+for\s+\w+)?(?=\s*:)|keys|move-in)\b"
)
_OPENING, _OPENING_AFTER = re.compile(_OPENS, re.I), re.compile(r"[.!?\n]" + _OPENS, re.I)


def _triggers(trigger: re.Pattern, text: str, folded: str, keys: tuple[str, ...]) -> Iterator[re.Match]:
    """The matches of ``trigger`` in ``text``, left to right: searched only around the places its keys
    stand (every match holds one: at most ``_BACK`` characters before its key, ``_AHEAD`` after it,
    lookarounds included), not across the whole text, where Python tries each alternation at every
    position."""
    if len(folded) != len(text):  # (a letter that casefolds longer: the places differ)
        yield from trigger.finditer(text)
        return
    done = 0
    for i in sorted({i for k in keys for i in _finds(folded, k)}):
        if i < done:
            continue  # (inside the match before)
        m = trigger.search(text, max(done, i - _BACK), min(len(text), i + _AHEAD))
        if m and m.start() <= i:
            yield m
            done = m.end()


_BACK, _AHEAD = 40, 80


def _finds(text: str, word: str) -> Iterator[int]:
    at = text.find(word)
    while at >= 0:
        yield at
        at = text.find(word, at + 1)


def frames(text: str, base, region: str, done: set[str]) -> Iterator[tuple]:
    """(predicate, object, valid_from, retract, span) for what ``text``'s sentences say of its writer
    that the rules did not read (``done``: the predicates they found; one of each per text). Each
    trigger is searched for once in the whole text, and placed in its sentence."""
    if not might_frame(text):
        return
    base = base if callable(base) else (lambda at: lambda: at)(base)
    sentences: list[tuple[int, int]] = []
    starts: list[int] = []
    folded = text.casefold()
    employers: set[str] = set()
    for frame, keys in zip(FRAMES, _FRAME_KEYS):
        key = "ends" if frame.retract else frame.predicate
        if key in done or not any(k in folded for k in keys):
            continue
        for t in _triggers(frame.trigger, text, folded, keys):
            if not sentences:  # (placed in their sentences only once a trigger stands in the text)
                sentences = [(m.start(), m.end()) for m in _SENTENCE.finditer(text)]
                starts = [s for s, _ in sentences]
            k = bisect_right(starts, t.start()) - 1
            s, e = sentences[k]
            while k + 1 < len(sentences) and t.end() > e:  # a trigger across an abbreviation's point ("no.")
                k += 1
                e = sentences[k][1]
            if k + 1 < len(sentences) and not _WORD.search(text, t.end(), e):
                # "עברנו!!! סוף סוף בדירה החדשה ברמת גן": the next sentence says where (unless it says
                # so with its own trigger, and its own time: "עשינו עלייה! נחתנו ב-12 באוגוסט ואנחנו גרים ב...")
                if not frame.trigger.search(text, *sentences[k + 1]):
                    e = sentences[k + 1][1]
            found = _read_frame(frame, text, t, s, e, region, base, "works_at" not in done)
            found = [x for x in found if not (x[0] == "job_title" and x[1] in employers)]  # ("עצמאי: נגרות גולן")
            if found:
                employers |= {x[1] for x in found if x[0] == "works_at"}
                yield from found
                done = {*done, key, *("ends" if x[3] else x[0] for x in found)}
                break


def _read_frame(
    frame: Frame, text: str, t: re.Match, s: int, e: int, region: str, base, employer: bool = False
) -> list[tuple]:
    """What one trigger ``t`` in the sentence ``text[s:e]`` says of the writer, or []; ``employer``: a
    title's organisation after it too (no frame found the employer)."""
    hebrew = not t.group().isascii()
    if not hebrew and frame.predicate in ("phone", "manager"):
        mine = _MINE_WORDS.search(text, s, t.end() + 12) or _OPENING.match(text, s)  # (or its subject left out)
        if not mine or _THEIRS.search(text, s, t.start()):
            return []  # (not "Her new number is ...", "Tom's boss is ...")
    elif not hebrew and not (
        t.groupdict().get("my")
        or t.groupdict().get("now")
        or _MINE_BEFORE.search(text[s : t.start()])
        or _TO_JOIN.search(text[s : t.start()])
    ):
        return []  # another subject before the trigger: "my sister moved", "he joined"
    elif hebrew and not (
        t.groupdict().get("he")
        or t.groupdict().get("hm")
        or t.groupdict().get("hp")
        or t.groupdict().get("hl")
        or t.groupdict().get("hn")
        or t.groupdict().get("hf")
        or "אני" in t.group()
        or "אנחנו" in t.group()
    ):
        if frame.predicate not in ("phone", "manager", "job_title"):
            return []
    if hebrew and frame.predicate in ("phone", "manager") and not _MINE_WORDS.search(text, s, e):
        return []
    got = frame.read(text, t.end(), min(e, t.end() + (_NEAR if frame.retract else _WINDOW)), region)
    if not got:
        return []
    at_org = None
    obj, end = got[0]
    if frame.predicate == "job_title" and not obj.isascii() and (cut := _HE_AT.search(obj)):
        org = employer_at(text, end - len(obj) + cut.end())  # "ראש צוות פיתוח בוויקס": the title, then where
        obj, at_org = obj[: cut.start()], [org] if org else None  # ("אחות בפגייה": a ward, no employer)
    rule = Rule(
        frame.trigger, frame.predicate, None, retract=frame.retract, place=frame.predicate in ("lives_in", "address")
    )
    if unreal(rule, text, t.start(), end) or (not frame.retract and _NEGATION.search(text, s, t.start())):
        return []
    if frame.predicate == "phone" and (obj := phone_e164(obj, region)) is None:
        return []
    # a plan: a future marker, or a Hebrew present of a change ("אני עוברת", "מתחילה"), not a state
    hebrew_now = hebrew and (frame.change or bool(t.groupdict().get("hp")))  # ("מתחילה כ...": a plan too)
    nominal = bool(t.groupdict().get("hn"))  # "יום אחרון בטבע": today, a state
    hebrew_now = hebrew_now and not (t.groupdict().get("he") or t.groupdict().get("hm") or nominal)
    hebrew_now = hebrew_now and not _HE_STATE.search(t.group())
    # (in its clause: not "My manager, X, has asked to move our call to next week")
    planned = _FUTURE.search(text, s, min(e, end + 20)) or hebrew_now
    tense = ("move" if rule.place else "plan") if planned else ("past" if frame.change and not nominal else "now")
    # "מה-1 באפריל אני", "ומיום ראשון אני": its date before it
    first = t.end() if DATE_PHRASE.match(t.group().lstrip().removeprefix("ו")) else t.start()
    stop = t.end() if past_date(text, t.end()) > t.end() else end  # "התחלתי ביום חמישי בבנק לאומי": that day
    if frame.day_after and _LAST_DAY.search(t.group()) and not planned and not _WAS.search(text, s, e):
        tense = "plan" if valid_from("plan", rule, text, first, stop, base()) else tense  # "The 31st is my last day"
    if (when := valid_from(tense, rule, text, first, stop, base())) is None:
        return []
    named = _LAST.search(t.group()) is not None and when != base()  # "סיימתי אתמול": the day after it
    when += timedelta(days=frame.day_after and (tense != "past" or named))
    out = [(frame.predicate, obj, when, frame.retract, (t.start(), end))]
    if frame.predicate == "works_at" and not frame.retract:  # a title "as" after it, or before it ("מתחיל
        before = titles(text, t.end(), end - len(obj), region)  # כמחסנאי בשופרסל", "starting as a nurse at")
        if before and (cut := employer_starts(before[0][0], obj)) > 0:  # (the title ends where its employer starts)
            before = [(before[0][0][:cut].rstrip(" ,"), before[0][1])]
        if title := title_after(text, end) or (before[0] if before else None):
            out.append(("job_title", title[0], when, False, (t.start(), title[1])))
    if frame.predicate == "job_title" and employer and (org := at_org or orgs(text, end, min(e, end + 40), region)):
        out.append(("works_at", org[0][0], when, False, (t.start(), org[0][1])))  # "the new head of maths at X"
    return out


_HE_AT = re.compile(r"(?<=\S)\sב(?=[א-ת]{2})")
_LAST = re.compile(r"\b(?:last|final|finish(?:ed)?)\b|אחרון|אחרונה|סיימ")  # the day it names is the last one
_LAST_DAY = re.compile(r"\b(?:last|final)\b|אחרון|אחרונה")  # a last day or shift named (not "סיימתי")
_WAS = re.compile(r"\b(?:was|were|yesterday)\b|(?<!\w)(?:היה|הייתה|היתה|אתמול)(?!\w)", re.I)
