"""One text's statements settled together (subject, predicate, object, valid_from, retract, span):
a town over its country, an employer over a title that is its name, no joke title made of home life,
one end of each job (a last day's) and no start of a job the text ends; a new job's boss and title with
no day of their own from the day it starts (and an offer's employer with them), and a new address and
town said apart from their one move's day."""

from __future__ import annotations

import re
from datetime import timedelta

from hinet_pipeline.memory.facts.address import city_of
from hinet_pipeline.memory.facts.frames import LAST_DAY
from hinet_pipeline.memory.facts.places import is_country, names_a_place
from hinet_pipeline.memory.facts.said_day import day_said

_UK_POST = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?[ ]?\d[A-Z]{2}$")


def tidy(stated: list[tuple], base, text: str) -> list[tuple]:
    """The statements (subject, predicate, object, ...) of one text less a country someone lives in
    where it names their town ("We live in Israel now. We live in Ra'anana.": Ra'anana), a title that
    is their employer's name ("מ-1.1 אני עצמאי: נגרות גולן": an employer), and a job's other ends."""
    towns = {x[0] for x in stated if x[1] == "lives_in" and x[2] and not x[4] and not is_country(x[2])}
    employers = {(x[0], x[2]) for x in stated if x[1] == "works_at" and not x[4]}
    # one end of a job: a last day's ("Laid off from X — yesterday was my last shift"), else a day said
    # over the record's own ("I've left Amazon. Friday was my last day.")
    ends: dict = {}
    now = base() if callable(base) else base
    for x in stated:
        if x[1] == "works_at" and x[4] and x[2]:
            rank = (LAST_DAY.search(text, *x[5]) is not None, x[3] != now, x[3])
            ends[x[0], x[2]] = max(ends.get((x[0], x[2]), rank), rank)
    # the same statement dated by its text and by the record: the text's day ("Moving day Saturday!! ... new place is
    # 3 Clifton Street, York": from Saturday, not from the day it was written)
    dated = {(x[0], x[1], x[2]) for x in stated if not x[4] and x[3] != now}
    # a town the gazetteer knows over one it does not ("closed on a house in Northside ... Our new address is 4107
    # Hamilton Ave, Cincinnati": Cincinnati, Northside a neighbourhood)
    known = {x[0] for x in stated if x[1] == "lives_in" and x[2] and not x[4] and names_a_place(x[2])}
    # a suburb the address names before its town ("bought a little unit in Taradale. Our new address is 3 Karaka Place,
    # Taradale, Napier 4112": Napier), where the text gives that town too
    homes = [x for x in stated if x[1] == "address" and x[2] and not x[4]]
    inner = {(x[0], p) for x in homes if not _UK_POST.search(x[2]) for p in x[2].split(", ")[1:-1]}
    # (but a village a British address names over its post town: "we're living in Compton Martin now: Wren Cottage,
    # Church Lane, Compton Martin, Bristol BS40 6JX" is Compton Martin, not Bristol)
    post_towns = {(x[0], _UK_POST.sub("", x[2].rsplit(", ", 1)[-1]).strip()) for x in homes if _UK_POST.search(x[2])}
    villages = {(x[0], p) for x in homes if _UK_POST.search(x[2]) for p in x[2].split(", ")[1:-1]}
    stated = [  # (a village read short by the gazetteer: "living in Compton Martin" is not Compton)
        (x[0], x[1], next((v for w, v in villages if w == x[0] and v.startswith(f"{x[2]} ")), x[2]), *x[3:])
        if x[1] == "lives_in" and x[2]
        else x
        for x in stated
    ]
    lived = [(x[0], x[2]) for x in stated if x[1] == "lives_in" and not x[4]]
    return [
        x
        for x in stated
        if not (not x[4] and x[3] == now and (x[0], x[1], x[2]) in dated)
        and not (
            x[1] == "lives_in"
            and x[0] in known
            and x[2]
            and not x[4]
            and not names_a_place(x[2])
            and x[:3:2] not in villages
        )
        and not (x[1] == "lives_in" and x[0] in towns and x[2] and is_country(x[2]))
        and not (x[1] == "lives_in" and (x[0], x[2]) in inner and any(w == x[0] and t != x[2] for w, t in lived))
        and not (x[1] == "lives_in" and (x[0], x[2]) in post_towns and any(h in villages for h in lived))
        and not (x[1] == "job_title" and x[2] and _JOKE_TITLE.search(x[2]))  # "Chief Nappy Officer", "מנכ"לית הבית"
        # (a job the text ended, no start of its own: "thanks to my colleagues at X, where Friday was my last day";
        # one it ends ahead holds till then: "my last day at Nationwide is May 19")
        and not (
            x[1] == "works_at" and not x[4] and (x[0], x[2]) in ends and x[3] == now and ends[x[0], x[2]][2] <= now
        )
        and not (x[1] == "job_title" and (x[0], x[2]) in employers)
        and not (x[1] == "works_at" and x[4] and x[2] and x[3] != ends[x[0], x[2]][2])
    ]


# a title made of home life: a joke about a baby or the household, not a job
_JOKE_TITLE = re.compile(
    r"\b(?:nappy|nappies|diapers?|cuddles?|naps?|napper|bedtime|toddlers?|snacks?|household|chaos|laundry)\b"
    # a chief of something whimsical: "Chief Biscuit Officer", "Chief Vibes Officer" (not "Chief Quality Officer")
    r"|\bChief\s+(?:Vibes?|Fun|Biscuits?|Cookies?|Snacks?|Naps?|Napping|Memes?|Chaos|Pizza|Coffee|Tea|Cake|Party|"
    r"Cuddles?|Sleep|Gossip|Banter|Happiness|Dogs?|Cats?|Nappy|Nappies|Toddler|Laundry|Everything|Wine|Beer|Unicorns?|"
    r"Procrastination|Overthinking|Mischief|Hugs?|Cheese|Chocolate)(?:\s+\w+)?\s+Officer\b"
    r"|\bChief\s+(?:\w+\s+)?(?:Washer|Sweeper|Taster|Cleaner)\b"  # ("Chief Pipette Washer", "Chief Bottle Washer")
    r"|(?<!\w)(?:הבית|המשפחה|החיתולים|הכביסה|הבלגן|הגן)$",
    re.I,
)


def from_start(stated, me: str, base, text: str = "") -> list[tuple]:
    """The statements of a text (subject, predicate, object, valid_from, retract, span), the speaker's
    boss and title with no day of their own from the day the new job (else role) the text gives
    starts ("התחלתי ברפאל ביום ראשון. ראש הצוות שלי, נועה פרידמן, ...": from that Sunday)."""
    stated = list(stated)
    now = base() if callable(base) else base
    start = _start([(x[1], x[3], x[4]) for x in stated if x[0] == me], now)

    ending = {x[2] for x in stated if x[0] == me and x[1] == "works_at" and x[4]}

    def shift(x) -> bool:  # (not "My current manager, Dana Cohen, is sad to see me go": the job left)
        at = x[5][0]
        if x[0] == me and x[1] == "works_at" and not x[4] and x[3] == now and x[2] not in ending:
            # an offer taken, its role from a day ahead: "סגרתי offer באינטל, החל מה-1.8 אני X" (not "I work at X")
            return start > now and _TAKEN.search(text, max(0, at - 30), x[5][1]) is not None
        if _STILL.search(text, at, x[5][1]):
            return False  # (a boss kept: "you'll keep reporting to me", "I'll continue to report to Karen")
        return x[0] == me and x[1] in _OF_JOB and x[3] == now and not _NOW_BOSS.search(text, max(0, at - 25), at)

    moved = [start and (shift(x) or _year_apart(x, me, start, now)) for x in stated]
    stated = [(x[0], x[1], x[2], start if move else x[3], *x[4:]) for x, move in zip(stated, moved)]
    days = {p: day_said(text, p, now) for p in {x[1] for x in stated if x[0] == me and not x[4] and x[3] == now}}
    stated = [
        (*x[:3], days[x[1]], *x[4:]) if x[0] == me and days.get(x[1]) and not x[4] and x[2] not in ending else x
        for x in stated
    ]
    return _one_move(stated, me, now)


def _one_move(stated: list[tuple], me: str, now) -> list[tuple]:
    """The speaker's new address and town said apart, one of them with a day: the same move, from that
    day ("a Wellingtonian now, came over on Thursday. flat is 12 Aro Street": the flat from Thursday too),
    where the address names no other town."""
    dated = {x[1]: x for x in stated if x[0] == me and x[1] in _HOME and not x[4] and x[3] != now}
    homes = [x for x in stated if x[0] == me and x[1] in _HOME and not x[4]]
    if len(dated) != 1 or len({x[1] for x in homes}) != 2 or len(homes) != 2:
        return stated  # (one address and one town, no more: two moves keep their own days)
    (other,) = dated.values()
    address, town = sorted(homes, key=lambda x: x[1])  # ("address" < "lives_in")
    if (city := city_of(address[2])) is not None and city != town[2]:
        return stated
    return [(*x[:3], other[3], *x[4:]) if x in homes and x[3] == now else x for x in stated]


_HOME = ("address", "lives_in")


_NOW_BOSS = re.compile(
    r"\b(?:current|old|previous|former|outgoing)\b|(?<!\w)(?:הנוכחי|הנוכחית|הקודם|הקודמת|לשעבר)(?!\w)", re.I
)


_OF_JOB = ("manager", "job_title")
_STILL = re.compile(r"\b(?:keep|keeps|continue|continues|still|remain|remains)\b", re.I)
_TAKEN = re.compile(
    r"\b(?:offer|accept(?:ed)?|signed|hired|got\s+the\s+(?:job|role|position))\b"
    r"|(?<!\w)(?:הצעה|סגרתי|סגרנו|חתמתי|חתמנו|התקבלתי|קיבלתי)(?!\w)",
    re.I,
)


def _year_apart(x: tuple, me: str, start, now) -> bool:
    """The speaker's boss or title dated a year before the day ahead a new job starts: one date phrase read on
    two sides ("On 6/20 I'm joining Stripe ..., reporting to Dana Whitaker": the start's reading, June 20 ahead;
    not an anniversary's, "I joined on 1 March 2025. On 1 March 2026 I was promoted")."""
    return (
        x[0] == me
        and x[1] in _OF_JOB
        and not x[4]
        and x[3] < now < start
        and (x[3].month, x[3].day, x[3].year + 1) == (start.month, start.day, start.year)
    )


def _start(found: list[tuple], now):
    """The day a new job (else a new role) starts among (predicate, valid_from, retract), if said."""
    dated = {p: w for p, w, retract in found if not retract and w != now}
    return dated.get("works_at") or dated.get("job_title")


OF_NEW_JOB = ("manager", "job_title")
_STOP = re.compile(r"[.!?;\n]")
# the day phrases of a sentence, roughly: a plan and the start it shares a sentence with may be dated by
# the same one only when the sentence has one ("on Monday"; not "on Tuesday, and from next Tuesday")
_MONTH = r"(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|may"
_DAY_PHRASE = re.compile(
    rf"\b(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\b|(?:{_MONTH})\s+\d|\d{{1,2}}\s+(?:{_MONTH})\b|in\s+(?:{_MONTH})\b"
    r"|\d{1,2}/\d{1,2}|(?:19|20)\d\d\b|tomorrow|today|tonight|yesterday)",
    re.I,
)
# a plan for later than the start ("once Sam retires I'll be reporting to ...", "after the reorg")
_LATER = re.compile(r"\b(?:once|after|eventually|later|when|if|soon|until|unless|before|then)\b", re.I)
_RECENT, _AHEAD = timedelta(days=31), timedelta(days=183)  # (a start ahead in the plan's sentence: months ahead)


def undated(found: list[tuple], text: str, base) -> list[tuple]:
    """The statements of ``_read`` with a boss or title planned in the sentence of a new job's recent start
    given that start's day, where the sentence has no other day phrase: a plan with no day (valid_from None:
    "I joined X on Monday as Y, and I'll be reporting to Karen") or one whose day is the start's phrase read
    ahead ("on Monday": last Monday for the start, next Monday for the plan); else the day ahead the text gives
    such news in words of its own (``said_day``: "... I start Monday September 9"). A plan with neither is no fact."""
    starts = [x for x in found if x[1] == "works_at" and not x[4] and x[3] is not None]
    posts = starts + [x for x in found if x[1] == "job_title" and not x[4] and x[3] is not None]  # (a promotion's)
    out = []
    for x in found:
        start = (
            next((j[3] for j in posts if j is not x and _one_sentence(text, j, x, base)), None)
            if x[1] in OF_NEW_JOB
            else None
        )
        if x[3] is None and start is None and (day := day_said(text, x[1], base())) and day > base():
            start = day  # (the day its text gives such news in words of its own: "... I start Monday September 9")
        if x[3] is None and start is None and x[1] in OF_NEW_JOB:
            start = _ahead_start(posts, x, text, base())
        if x[3] is None and start is None:
            continue
        if start is not None and (x[3] is None or start <= base() < x[3]):
            x = (*x[:3], start, *x[4:])
        out.append(x)
    # an employer's offer taken, its day the post's said after it in its paragraph ("I've accepted an offer from
    # Lumenwerk GmbH, a Berlin company. It's remote-first, so I'll be a Software Engineer ... from 4th November")
    for x in found:  # (no employer the text dates itself, no town: "I got the Munich job!")
        if x[1] == "works_at" and x[3] is None and x[2] and not x[4] and not names_a_place(x[2]):
            if any(j[0] == x[0] and j[1] == "works_at" for j in out):
                continue
            post = next((j for j in out if j[0] == x[0] and j[1] == "job_title" and j[3] and j[3] > base()), None)
            if post and 0 <= post[5][0] - x[5][1] <= 300 and "\n\n" not in text[x[5][1] : post[5][0]]:
                out.append((*x[:3], post[3], *x[4:]))
    return out


def _ahead_start(starts: list[tuple], plan: tuple, text: str, now):
    """The day of a job its speaker starts ahead, said in the plan's paragraph before it ("I've accepted a position
    with X, starting the Monday after Labor Day. I'll be reporting to Raymond Hollis."), or None."""
    ends = _STOP.search(text, plan[5][1])
    sentence = text[max(text.rfind(c, 0, plan[5][0]) for c in ".!?\n") + 1 : ends.start() if ends else len(text)]
    if _MAYBE.search(sentence) or (plan[2] or "").endswith(("'s", "’s")):
        return None  # ("I'll be reporting to X if I get the promotion", "Eventually I'll be ...")
    for j in starts:
        if j[0] == plan[0] and now < j[3] <= now + _RECENT and j[5][1] <= plan[5][0]:
            if "\n\n" not in text[j[5][1] : plan[5][0]] or _IN_THIS_ROLE.match(sentence.lstrip()):
                return j[3]
    return None


# a sentence that opens by pointing back at the post just given: "In this role you will report to Dennis Hurley"
_IN_THIS_ROLE = re.compile(r"(?:In|With)\s+(?:this|your\s+new|the\s+new)\s+(?:role|position|post|job)\b", re.I)


_MAYBE = re.compile(r"\b(?:if|once|eventually|until|unless|someday|maybe|probably|hope|hopefully|might)\b", re.I)


def _one_sentence(text: str, start: tuple, plan: tuple, base) -> bool:
    """Whether ``plan`` follows the job ``start`` of its speaker in one sentence with one day phrase, soon."""
    # (a boss read from the start's own "I": "I start at X on the 1st, two years as a postdoc with Y")
    apart = start[5][0] != plan[5][0] or plan[1] != "manager"
    if start[0] != plan[0] or start[5][1] > plan[5][0] and apart or _STOP.search(text, start[5][1], plan[5][0]):
        return False
    opens = max(text.rfind(c, 0, start[5][0]) for c in ".!?;\n") + 1
    ends = _STOP.search(text, plan[5][1])
    sentence = text[opens : ends.start() if ends else len(text)]
    return (
        len(_DAY_PHRASE.findall(sentence)) <= 1
        and not _LATER.search(text, start[5][1], ends.start() if ends else len(text))
        and (abs(start[3] - base()) <= _RECENT or base() < start[3] <= base() + _AHEAD)
    )


def done_of(stated: list[tuple], me: str) -> dict:
    """The predicates the rules read of ``me`` in one text, each with the day it holds from (a job's end as
    "ends"); a job said to end ahead, held till then, is no new one: the frames may still read that ("I'm leaving
    X. ... From 7 April I'll be at Y as Z")."""
    ended = {x[2] for x in stated if x[0] == me and x[1] == "works_at" and x[4]}
    return {
        "ends" if x[4] and x[1] == "works_at" else x[1]: x[3]
        for x in stated
        if x[0] == me and not (x[1] == "works_at" and not x[4] and x[2] in ended)
    }


# a post one was given at an employer named with it, from its day ("appointed Deputy Principal at X, starting 28
# January"), or one ahead ("I'm the new sous chef at Greenes, starting Monday"); a title within the employer one
# has ("promoted to X at Y"), or one said as a state from a day gone by, leaves the employer from the record's time
_NEW_POST, _WITHIN = re.compile(r"\b(?:appointed|named|hired)\b", re.I), re.compile(r"promot|bumped|moved\s+up", re.I)


def employer_from(tense: str, said: str, when, now):
    """The day the employer of a title said with it holds from (``_NEW_POST``)."""
    if tense == "plan" or tense == "now" and not _WITHIN.search(said) and (_NEW_POST.search(said) or when > now):
        return when
    if tense == "now" and "been" in said and when < now:  # held since its day: "I've been a nurse at X since July"
        return when
    return now
