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
from datetime import timedelta
from typing import Iterator

from hinet_pipeline.memory.facts.address import city_of
from hinet_pipeline.memory.facts.cues import aside
from hinet_pipeline.memory.facts.dates import DATE_PHRASE, resolve_date
from hinet_pipeline.memory.facts.frame_objects import (
    HE_UNITS,
    WARDS,
    employer_at,
    employer_starts,
    left_employer,
    on_its_line,
    orgs,
    past_date,
    titles,
)
from hinet_pipeline.memory.facts.frame_triggers import FRAMES, FUTURE, OPENING, OPENING_AFTER, SPAN_FOR, Frame, span_ago
from hinet_pipeline.memory.facts.grammar_title import title_after
from hinet_pipeline.memory.facts.kin import kin_subject
from hinet_pipeline.memory.facts.lexicon import has_title
from hinet_pipeline.memory.facts.mood import unlaughed, unreal, valid_from
from hinet_pipeline.memory.facts.named import known_named
from hinet_pipeline.memory.facts.phone_lines import e164
from hinet_pipeline.memory.facts.rule import Rule, stem
from hinet_pipeline.memory.facts.stays import STAY

REACH = 1500  # characters of a part: a chat, a note, a short mail; a long mail is the rules' alone
_WINDOW = 90  # characters after a trigger its object may stand in (within the sentence)
_NEAR = 30  # ... for a job that ends: "left Google", "quit my job at X" (not "left a message with Twanda")
# (not at a date's points, "ב-1.1", nor an abbreviation's: "changed w.e.f. 1st March")
_SENTENCE = re.compile(  # (a point inside a number, "e.g.", a web name: "monday.com")
    r"(?:[^.!?\n]|(?<=\d)\.(?=\d)|(?<=\b[a-z])\.(?=[a-z]\.)|(?<=\.[a-z])\.(?=\s)|(?<=[a-z])\.(?=(?:com|io|ai|co|app|dev)\b))+"
    r"[.!?]*"
)
# what may stand between "I" / "we" and the trigger, and before a trigger that opens its sentence
_AUX = (
    r"(?:['’](?:m|ve|re|ll|d)|am|are|is|was|were|have|has|had|will|just|finally|officially|recently|now|also|came|"
    r"already|actually|been|being|be|got|get|offered\s+and|gonna|going\s+to|about\s+to|then|so|and|soon|happily|proud\s+to|"
    r"pleased\s+to|excited\s+to|delighted\s+to|happy\s+to|glad\s+to|made)"
)
# a chat's opening word before a sentence whose subject it leaves out: "omg starting at Canva Monday"
_INTERJECTION = r"(?:omg|OMG|yay|Yay|wow|Wow|woo+hoo+|ugh|Ugh|phew|yes+|Yes+|ok|OK|Ok|well|Well|btw|fyi|FYI|welp)\W*"
_MINE_BEFORE = re.compile(
    rf"(?:\b(?:I|[Ww]e)(?:\s*{_AUX})*\s*|^\W*(?:(?:[Jj]ust|[Ff]inally|[Oo]fficially|[Ss]o|[Aa]nd|[Aa]lso|[Nn]ow|[Oo]k(?:ay)?\s+so|{_INTERJECTION}|"
    r"[Gg]uess\s+(?:what\W*|who(?:['’]s)?)|[Gg]ot|[Bb]een|[Aa]fter\s+the|[Ss]ince\s+the|[Bb]efore\s+the|[Ww]ith\s+the),?\s+)*)$"
    r"|\b(?:[Mm]y|[Oo]ur)\s+$"  # "The 31st is officially my last day at Pellham Print"
    r"|^\W*(?:[Nn]ew\s+)?[Jj]ob\s+$"  # a chat's "job starts 8/12 at Dell": the writer's
)
_TO_JOIN = re.compile(
    r"\b(?:I|[Ww]e)\b[^.!?\n]{0,80}?\b(?:leaving|moving|going|decided|agreed|excited|thrilled|happy|pleased|delighted|"
    r"proud|chose|planning|due|off)\b[^.!?\n]{0,60}?\bto\s+(?:\w+ly\s+)?$"  # ("pleased to formally accept")
    # its subject left out, as a mail to a new employer says it: "Really looking forward to joining X next Monday"
    r"|(?:^\W*|[.!?]\s+)(?:(?:[Rr]eally|[Ss]o|[Tt]ruly|[Vv]ery)\s+)?(?:[Ll]ooking\s+forward|[Ee]xcited|[Tt]hrilled|[Cc]an['’]t\s+wait)\s+to\s+$"
)  # "I'm leaving Fiverr to join Lemonade", "I'm moving to Berlin on 30 September to join Zalando"


_NEGATION = re.compile(r"\b(?:not|never|no)\b|n['’]t\b|(?<!\w)(?:לא|אל|טרם|אף\s+פעם)(?!\w)")
_WORD = re.compile(r"\w")
_DIGIT = re.compile(r"\d")
_HE_STATE = re.compile(  # living, working: now
    r"(?<!\w)(?:גר|גרה|גרים|גרות|מתגורר|מתגוררת|מתגוררים|עובד|עובדת|עובדים)(?!\w)"
)


_THEIRS = re.compile(r"\b(?:[Hh]is|[Hh]er|[Tt]heir|[A-Z][a-z]+['’]s)\s+(?:new\s+|own\s+)?(?:\w+\s+)?$")
_MINE_WORDS = re.compile(
    r"\b(?:[Mm]y|[Oo]ur|me|I|I['’]m|I['’]ve|[Ww]e|[Ww]e['’]re|new|New(?!\s+(?:York|Jersey|Zealand|Delhi|Mexico|"
    r"Orleans|Hampshire|England|South|Brunswick)\b))\b"
    r"|\b(?:ko|kong|namin|bago|bagong)\b"  # (Filipino mail's "my", "our", "new": "Bago kong number dito: 647-...")
    r"|(?:^|(?<=[.!?\n]))\W*(?:[Jj]ust\s+|[Ff]inally\s+)?[Gg]ot\b|(?<!\w)(?:שלי|שלנו|אותי|אליי|אני|אנחנו|החלפתי|החלפנו|שיניתי|שינינו|ה?חדשה?(?!\w)(?!\s+(?:שלו|שלה|שלהם|שלהן|של)(?!\w)))(?!\w)"
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
    return (
        OPENING.match(text) is not None or OPENING_AFTER.search(text) is not None or _HOME_IS.search(text) is not None
    )


# a town said to be home, no pronoun needed: "Calgary is officially home"; a move as an arrow: "Cork → Limerick"
_HOME_IS = re.compile(r"\bis\s+(?:(?:officially|now|finally)\s+)*(?:home|ours)\b|[A-Z][\w'’-]+\s*(?:→|->)\s*[A-Z]")


# "I", "we", "my", "me", "our", "us" (and Filipino mail's "ako", "kami", "namin", "ko", "kong") as words, written to
# start with a character set (the regex engine then skips to the candidate letters, as ``language._EN_PERSON``)
_PERSON = re.compile(
    r"[IWwMmOoUuakn](?<=\b[IWwMmOoUuakn])(?:(?<=I)|(?<=[Ww])e|(?<=[Mm])[ye]|(?<=[Oo])ur|(?<=[Uu])s|(?<=a)ko|(?<=k)(?:ami|ong|o)|(?<=n)amin)\b"
)


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
            done = max(m.end(), m.start() + 1)  # (past an empty match: "contract with X was signed")


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
            if frame.predicate == "phone" and k + 1 < len(sentences) and not _DIGIT.search(text, t.end(), e):
                e = sentences[k + 1][1]  # "זה הנייד שלי מעכשיו 👇" and the number on the next line
            elif k + 1 < len(sentences) and not _WORD.search(text, t.end(), e):
                # "עברנו!!! סוף סוף בדירה החדשה ברמת גן": the next sentence says where (unless it says
                # so with its own trigger, and its own time: "עשינו עלייה! נחתנו ב-12 באוגוסט ואנחנו גרים ב...")
                if not frame.trigger.search(text, *sentences[k + 1]) or t.groupdict().get("gotjob"):
                    e = sentences[k + 1][1]
            found = _read_frame(frame, text, t, s, e, region, base, "works_at" not in done)
            found = [x for x in found if not (x[0] == "job_title" and x[1] in employers)]  # ("עצמאי: נגרות גולן")
            if found:
                employers |= {x[1] for x in found if x[0] == "works_at"}
                yield from found
                done = {*done, key, *("ends" if x[3] else x[0] for x in found)}
                break


_FORMER = re.compile(
    r"\b(?:old|former|ex|previous|last)[-\s]+(?:line\s+|team\s+)?(?:manager|boss|supervisor|lead|mgr)\b"
    r"|(?<!\w)ה?(?:מנהל|מנהלת|בוס|בוסית|ראש\s+ה?צוות)(?:\s+שלי)?\s+(?:ה?קודם|ה?קודמת|לשעבר|ה?ישן|ה?ישנה)(?!\w)",
    re.I,
)


_NOT_TAKEN = re.compile(
    r"\b(?:jk|just\s+kidding|not\s+(?:taking|sure|accepting|going)|turn(?:ed|ing)\s+it\s+down|declin)", re.I
)
# what may stand before a chat's "got the job" that leaves its subject out: an aside, a cheer ("ok so big news: ")
_GOT_LEAD = re.compile(
    r"(?:\W|\b(?:ok|okay|so|yeah|yep|yes|ya|omg|guys|ty|thanks|big|news|update|finally|and|well)\b)*", re.I
)


def _after_aside(before: str) -> bool:
    """The trigger opens a clause after a short aside and its comma: "sorry lads, started nights at X"."""
    head, comma, rest = before.rpartition(",")
    return bool(comma) and aside(head + ",") and _MINE_BEFORE.search(rest.lstrip()) is not None


def _read_frame(
    frame: Frame, text: str, t: re.Match, s: int, e: int, region: str, base, employer: bool = False
) -> list[tuple]:
    """What one trigger ``t`` in the sentence ``text[s:e]`` says of the writer, or []; ``employer``: a
    title's organisation after it too (no frame found the employer)."""
    hebrew = not t.group().isascii()
    if t.groupdict().get("dayone") is not None and not _AT_WORK.search(text):
        return []  # "day one at Disneyland with the kids!": no job's
    if not hebrew and frame.predicate in ("phone", "manager"):
        mine = _MINE_WORDS.search(text, s, t.end() + 12) or OPENING.match(text, s)  # (or its subject left out)
        mine = mine or (t.groupdict().get("lead") is not None and _NEW_JOB.search(text) is not None)
        if not mine or _THEIRS.search(text, s, t.start()):
            return []  # (not "Her new number is ...", "Tom's boss is ...")
    elif (
        not hebrew
        and not (
            t.groupdict().get("my")
            or t.groupdict().get("mine") is not None
            or t.groupdict().get("iam") is not None  # "I'm head chef at Nobu"
            or (t.groupdict().get("signed") is not None and _SIGNED_MINE.search(text[s : t.start()]) is not None)
            or t.groupdict().get("obj2")
            or t.groupdict().get("now")
            or t.groupdict().get("dayone") is not None  # (a first day said of no one else: the writer's)
            or t.groupdict().get("survived")  # "I survived week one at Shopify"
            or (t.groupdict().get("gotjob") and _GOT_LEAD.fullmatch(text, s, t.start()))  # "yeah got the job 😭 ..."
            or (t.groupdict().get("lead") is not None and _NEW_JOB.search(text) is not None)  # "role is X"
            or t.group().endswith(" me")  # "so that's me at Arup from the 2nd of May"
            or _MINE_BEFORE.search(_DASH.split(text[s : t.start()])[-1])  # (a clause after a dash: "— been back in")
            or _after_aside(text[s : t.start()])
            or _TO_JOIN.search(text[s : t.start()])
        )
    ):
        return []  # another subject before the trigger: "my sister moved", "he joined"
    elif hebrew and not (
        any(t.groupdict().get(g) for g in ("he", "hm", "hp", "hl", "hn", "hf", "hy", "hv", "hh"))  # ("hh": a home
        or "אני" in t.group()  # implied: "מהבית בגבעתיים", "אצלנו באשדוד")
        or "אנחנו" in t.group()
    ):
        if frame.predicate not in ("phone", "manager", "job_title"):
            return []
        if _HE_ANOTHERS_POST.search(text, max(s, t.start() - 30), t.start()):
            return []  # "החל מ-1.1.2014 את מתמנה לתפקיד X": the reader's post, not the writer's
    if frame.predicate in ("phone", "manager") and kin_subject(text, s, t.start(), t.end()):
        return []  # "my mom got a new number", "אמא שלי החליפה מספר": theirs
    if t.groupdict().get("hh") and _HE_OTHERS.search(text, s, t.start()):
        return []  # "אחי נסע מהבית בחיפה": his home
    if frame.predicate == "manager" and _FORMER.search(text, max(s, t.start() - 12), min(e, t.end() + 25)):
        return []  # "my old manager Sarah Blake", "המנהלת הקודמת שלי": who one reported to once
    if hebrew and frame.predicate in ("phone", "manager") and _OF_ANOTHER.match(text, t.end()):
        return []  # "הטלפון של אבא של עידו התחלף": another's number
    if hebrew and frame.predicate in ("phone", "manager") and not _MINE_WORDS.search(text, s, e):
        if not (_ALSO.match(text, s) and _MINE_WORDS.search(text, max(0, s - 150), s)):
            return []  # (but "הכתובת שלי השתנתה: ... וגם הטלפון: 052-...": mine, as the sentence before)
    if named := t.groupdict().get("obj") or t.groupdict().get("obj2") or t.groupdict().get("obj3"):  # (in the trigger:
        named = named.removesuffix("'s").removesuffix("’s")  # "Monzo's taking me on", Monzo is)
        got = [(named, t.start() + len(named))] if not _NOT_NAMED.fullmatch(named) else []
        if " " not in named and known_named(named):
            got = []  # a person by their first name, no employer: "Dennis hired me", "Morven's taking me on"
    else:
        stop = _NEXT_CLAUSE.search(text, t.end(), e)  # (not past a clause of its own: ", כך שאגיע לירושלים")
        got = frame.read(
            text, t.end(), min(stop.start() if stop else e, t.end() + (_NEAR if frame.retract else _WINDOW)), region
        )
    if not got and t.groupdict().get("hl") and (left := left_employer(text)):
        got = [(left, t.end())]  # "אחרי 6 שנים באלביט, מחר יום אחרון שלי": the employer said before it
    if not (got := [x for x in (unlaughed(*g) for g in got) if x[0]]):  # (laughter is no part: "Manager haha")
        return []
    at_org = None
    obj, end = got[0]
    if frame.predicate == "job_title" and _HE_ANOTHERS_POST.search(text, t.start(), end - len(obj) + 3):
        return []  # ("... את מתמנה לתפקיד X": the reader's post, between; "אני רשמית לא מדריך צלילה": none)
    end = max(end, t.end())  # (an object said in the trigger: what follows the trigger is the statement's rest)
    if frame.predicate == "job_title" and not obj.isascii() and (cut := _HE_AT.search(obj)):
        org = employer_at(text, end - len(obj) + cut.end())  # "ראש צוות פיתוח בוויקס": the title, then where
        unit = obj[cut.end() :].split()[0] in HE_UNITS | WARDS  # ("מהנדסת תוכנה בחטיבת המל"טים": a division of it)
        if org or unit or employer_starts(obj, "") >= 0:  # ("אחות בפגייה": a ward; not "מתמחה ברפואה פנימית")
            obj, at_org = obj[: cut.start()], [org] if org else None
            if not has_title(obj):
                return []  # "אני עכשיו בקומה 12": where one sits, not a title
    place = frame.predicate in ("lives_in", "address") and not frame.since  # ("for a month": how long, up to now)
    rule = Rule(frame.trigger, frame.predicate, None, retract=frame.retract, place=place)
    if frame.since and STAY.search(SPAN_FOR.sub("", text[s:e])):
        return []  # "we've been in Lisbon for a month for a conference": a stay
    lead = text.rfind(",", s, t.start()) if _after_aside(text[s : t.start()]) else s  # (not the aside's "can't")
    for cut in _CLAUSE_BREAK.finditer(text, lead, t.start()):  # (nor an earlier clause's: "Couldn't have ... — and")
        lead = cut.end()
    if unreal(rule, text, t.start(), end) or (not frame.retract and _NEGATION.search(text, lead, t.start())):
        return []
    if t.groupdict().get("gotjob") and _NOT_TAKEN.search(text, t.end(), t.end() + 160):
        return []  # "got the offer!! Senior PM @ Duolingo, start 10/7. not taking it tho"
    if frame.predicate == "phone" and (obj := e164(obj, region)) is None:
        return []
    # a plan: a future marker, or a Hebrew present of a change ("אני עוברת", "מתחילה"), not a state
    hebrew_now = hebrew and (frame.change or bool(t.groupdict().get("hp")))  # ("מתחילה כ...": a plan too)
    nominal = bool(t.groupdict().get("hn"))  # "יום אחרון בטבע": today, a state
    hebrew_now = hebrew_now and not any(t.groupdict().get(g) for g in ("he", "hm", "hs", "hh"))
    hebrew_now = hebrew_now and not nominal
    clause = text.find(",", t.end(), e)  # (a "was" of the last day's own clause: not "..., אתמול היה עמוס")
    was = frame.day_after and (_WAS.search(text, s, e if clause < 0 else clause) or _WAS_DAY.search(text, t.end(), e))
    hebrew_now = hebrew_now and not _HE_STATE.search(t.group()) and not was
    # (in its clause: not "My manager, X, has asked to move our call to next week")
    planned = FUTURE.search(text, s, t.end() if named else min(e, end + 20))  # (named in it: its own clause)
    planned = None if named and _NOW.search(t.group()) else planned  # "X, who I'll now be reporting to": now
    ahead = False  # (a title's change ahead said as a state: "I'm starting on the 3rd of April as a staff nurse")
    if planned and not frame.change and _PROGRESSIVE.fullmatch(planned.group()):
        ahead = _STARTING.search(planned.group()) is not None
        planned = None  # a state under way is now: "I'm running Kōwhai Landscapes full-time now"
    planned = planned or hebrew_now
    tense = ("move" if rule.place else "plan") if planned else ("past" if frame.change and not nominal else "now")
    # "מה-1 באפריל אני", "ומיום ראשון אני": its date before it
    first = t.end() if DATE_PHRASE.match(t.group().lstrip().removeprefix("ו")) else t.start()
    stop = t.end() if past_date(text, t.end()) > t.end() else end  # "התחלתי ביום חמישי בבנק לאומי": that day
    if frame.retract and re.fullmatch(r"(?i:notice|resignation)", t.group()) and tense in ("past", "now"):
        if LAST_DAY.search(text, t.end()):
            return []  # (a notice handed in ends the job on the last day said after it, which says so itself)
        tense = "plan"  # (or on the day the text gives the job's end, or not now)
    if frame.day_after and LAST_DAY.search(t.group()) and not planned:  # "The 31st is my last day"; "it was Friday"
        tense = "past" if was else "plan" if valid_from("plan", rule, text, first, stop, base()) else tense
    if (
        when := (ahead and valid_from("plan", rule, text, first, stop, base()))
        or valid_from(tense, rule, text, first, stop, base())
        or _inner_day(text, t.end(), end, planned and not place, base)
    ) is None:
        return []
    if frame.since:
        when = span_ago(text, s, e, base()) or when
    named = _LAST.search(t.group()) is not None and when != base()  # "סיימתי אתמול": the day after it
    when += timedelta(days=frame.day_after and (tense != "past" or named))
    out = [(frame.predicate, obj, when, frame.retract, (t.start(), end))]
    if frame.predicate == "address" and (town := city_of(obj)):  # "... at 2210 Alder Lane, Boise": Boise
        out.append(("lives_in", town, when, False, (t.start(), end)))
    if frame.predicate == "works_at" and not frame.retract:  # a title "as" after it, or before it ("מתחיל
        before = titles(text, t.end(), end - len(obj), region)  # כמחסנאי בשופרסל", "starting as a nurse at")
        if before and (cut := employer_starts(before[0][0], obj)) > 0:  # (the title ends where its employer starts)
            before = [(before[0][0][:cut].rstrip(" ,"), before[0][1])]
        if title := title_after(text, end) or (before[0] if before else None):
            out.append(("job_title", title[0], when, False, (t.start(), title[1])))
    if (
        frame.predicate == "job_title"
        and employer
        and (org := at_org or orgs(text, end, on_its_line(text, end, min(e, end + 40)), region))
    ):
        out.append(("works_at", org[0][0], when, False, (t.start(), org[0][1])))  # "the new head of maths at X"
    return out


def _inner_day(text: str, start: int, end: int, planned, base):
    """A plan's day said between its trigger and its object: "starting at X, on the 10th, as a mechanic" (a
    job's: a move's holds from the day after)."""
    inner = DATE_PHRASE.search(text, start, end) if planned else None
    return resolve_date(inner.group("date"), base(), "future") if inner else None


_NOW = re.compile(r"\bnow\b")
_CLAUSE_BREAK = re.compile(r"\s[–—]\s|;|,\s+(?:and|but)\s+(?=I\b|I['’])|\s(?:and|but)\s+(?=I['’]m\b|I\s+am\b)")
# a new job, said in the text: where "manager is X" is the writer's new boss
# what makes "day one at X" a job's (not "day one at Disneyland with the kids"): a role or a workplace's words
_AT_WORK = re.compile(
    r"\b(?:as\s+an?\s|nurse|RN|manager|mgr|shift|shifts|nights|team|badge|orientation|onboarding|induction|office|"
    r"desk|laptop|scrubs|payroll|contract|boss|colleagues)\b",
    re.I,
)
_NEW_JOB = re.compile(r"\b(?:first\s+day|day\s+(?:one|1)|started|starting|joined|joining|new\s+job|onboarding)\b", re.I)
_NEXT_CLAUSE = re.compile(r",\s*(?:כך\s+ש|אז(?!\w)|אבל|כי(?!\w)|so\s+(?:that\s+)?(?:I|we)\b|but\b|because\b)", re.I)
_NOT_NAMED = re.compile(r"(?:They|He|She|It|We|I|You|The\s+\w+|This|That|Who|[א-ת]*(?:פגישה|עם|את|של))", re.I)
_SIGNED_MINE = re.compile(r"(?:^\W*|\b(?:[Mm]y|[Oo]ur|[Tt]he)\s+(?:new\s+)?)$")  # not "My sister's contract ..."
_DASH = re.compile(r"\s[—–]\s")
_PROGRESSIVE = re.compile(r"(?:['’](?:m|re)|(?:am|are))\s+(?:\w+\s+)?\w+ing", re.I)
_STARTING = re.compile(r"\b(?:start|join|begin)\w*ing\b", re.I)
_HE_OTHERS = re.compile(
    r"(?<!\w)[הוש]?(?:הוא|היא|הם|הן|אחי|אחותי|אמא|אבא|ההורים|חבר|חברה|השכנים|הבן|הבת|סבתא|סבא|בעלי|אשתי)(?!\w)"
)
_ALSO = re.compile(r"\s*(?:ו?גם|and\s+also|also)(?!\w)", re.I)
# (a post said of "you" or of him, her, them: "את מתמנה לתפקיד", "היא מתחילה כ...")
_HE_ANOTHERS_POST = re.compile(
    r"(?<!\w)(?:את|אתה|אתם|הוא|היא|הם|הן)\s+(?:מתמנ|ממונ|מתחיל|נכנס|עובר|תתחיל|תמונ|מקודמ)\w*(?!\w)|(?<!\w)לא\s$"
)
_OF_ANOTHER = re.compile(r"\s+(?:ה?חדש(?:ה)?\s+)?(?:של\s+[א-ת]|של(?:ו|ה|הם|הן)(?!\w))")  # (his: "המספר החדש שלו")
_HE_AT = re.compile(
    r"(?<=\S)\sב-?(?=[א-תA-Za-z]['׳]?[א-תA-Za-z])(?!כיר(?:ה|ים|ות)?(?!\w))"
)  # (not "בכיר": senior, a title's word)
_LAST = re.compile(r"\b(?:last|final|finish(?:ed)?)\b|אחרון|אחרונה|סיימ")  # the day it names is the last one
LAST_DAY = re.compile(r"\b(?:last|final)\b|אחרון|אחרונה", re.I)  # a last day or shift named (not "סיימתי")
_WAS_DAY = re.compile(r"\b(?:was|were)\s+(?:on\s+)?\w+day\b|(?<!\w)(?:היה|היתה|הייתה)\s+(?:ב?יום|אתמול|ב-?\d)")
_WAS = re.compile(r"\b(?:was|were|yesterday)\b|(?<!\w)(?:היה|הייתה|היתה|אתמול)(?!\w)", re.I)
