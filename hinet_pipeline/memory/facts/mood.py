"""Whether a statement the grammar matched states a fact, and from when.

* tense (``tense_of``): past ("moved", "have joined"), present ("live", "work"), a plan ("will", "going to",
  "'m moving") which counts only with its date; a modal, a wish or a negation states nothing;
* time (``valid_from``): a date phrase in the sentence ("from 1 April", "in 1996", "ביום שלישי"), by ``dateparser``
  against the record's date (``dates``); without one, the record's date;
* what is not a fact (``unreal``): a hypothetical, a wish or a question ("if I moved to Paris", "I'd
  love to work at X", "should I move?"), a negation ("I don't live in X"), a joke ("just kidding"),
  someone else's words in quotes, a desk or office move ("moving to the 3rd floor": no gazetteer place).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from hinet_pipeline.memory.facts.dates import EMOJI
from hinet_pipeline.memory.facts.rule import Rule
from hinet_pipeline.memory.facts.said_day import day_said
from hinet_pipeline.memory.facts.stays import at_a_desk_or_stay
from hinet_pipeline.memory.facts.when import sentence_around, stated_when

_PAST_FORM = re.compile(r"(?:ed|left|quit|took|taken|came|went|began|begun|got|gotten|been|bought|found|sold|made)$")
_UNREAL_AUX = re.compile(
    r"(?i)\b(?:would|could|might|may|should|must|wanna|want\s+to|hoping\s+to|hope\s+to|trying\s+to|try\s+to|not|never)\b"
    r"|['’]d\b|n['’]t\b"
)
_PLAN_AUX = re.compile(  # (a decision: what is ahead)
    r"(?i)['’]ll\b|\b(?:will|shall|going\s+to|gonna|about\s+to|planning\s+to|plan\s+to|planning\s+on|due\s+to|set\s+to|"
    r"scheduled\s+to|decided\s+to|agreed\s+to)\b"
)

_PAST = re.compile(r"(?<!\w)(?:was|היה|הייתה|היתה)(?!\w)")


def tense_of(rule: Rule, m: re.Match) -> str | None:
    """The tense of a first-person clause from its auxiliaries and its verb's form; None for a
    clause that states nothing (a modal, a wish, a negation)."""
    if rule.tense != "verb":
        return rule.tense
    aux, verb = m.group("aux") or "", m.group("verb").casefold()
    if m.group("subj") is None:  # no subject ("Moved to Haifa last week"): a past statement or a plan
        if _PAST_FORM.search(verb):
            return "past"
        if verb.endswith("ing") and not rule.change and (m.group("drop") or "").lower().startswith("still"):
            return "now"  # "Still working remote for Stripe though", "Still living in Leeds"
        return ("move" if rule.place else "plan") if verb.endswith("ing") and rule.change else None
    if _UNREAL_AUX.search(aux):
        return None
    if _PLAN_AUX.search(aux):
        return "move" if rule.place and rule.change else "plan"
    if verb.endswith("ing"):
        return ("move" if rule.place else "plan") if rule.change else "now"
    if _PAST_FORM.search(verb) and not (verb == "quit" and re.search(r"'m|\bam\b", aux)):
        return "past"
    if rule.change and not aux.strip():  # "I leave Atlassian on Friday", "we move in from March 1": scheduled
        return "move" if rule.place else "plan"
    return "now"


_FAR = timedelta(days=90)  # a state "from" a day further ahead than this is the day that passed


# an event in the present tense just before a statement read without a verb of its own: one ahead of the record
_EVENT_AHEAD = re.compile(r"\b(?:I|we)\s+(?:get|collect|pick\s+up)\s+(?:the|our|my)\s+keys\b[^.!?\n]*$")


def valid_from(
    tense: str, rule: Rule, text: str, start: int, end: int, base: datetime, verb: bool = False
) -> datetime | None:
    """When the statement holds from; None when a plan gives no (or no usable) date. ``verb``: the tense
    is a verb's own form (a rule's "עברנו", not a frame's guess), so a past one's day is behind it."""
    # ("done": a verb in the past, whose day without a year is behind it: "עברנו לחיפה ב-7.6", said in March)
    prefer = "future" if tense in ("plan", "move") else "done" if tense == "past" and verb else "past"
    if tense == "now" and re.search(r"\bwill\s+be\b|['’]ll\s+be\b", text[start:end]):
        prefer = "future"  # ("My work e-mail will be X once I start on July 2", said in June: this July's)
    if tense == "now" and _EVENT_AHEAD.search(text, max(0, start - 80), start):
        prefer = "future"  # ("we get the keys on the 1st of September:", said in June: this September's)
    if rule.day_after and _PAST.search("".join(sentence_around(text, start, end)) + text[start:end]):
        prefer = "done" if verb else "past"  # "my last day was Thursday", "ביום חמישי היה היום האחרון שלי"
    when = stated_when(
        text, start, end, base, prefer, opening="past" if tense == "past" else "future", place=bool(rule.place)
    )
    if tense in ("plan", "move") and not rule.retract and (when is None or tense == "plan" and when.at < base):
        if (day := day_said(text, rule.predicate, base)) and (when is None or day >= base):
            return day  # "accepted the offer from Flutterwave, product designer. I resume May 2nd." (a day gone by in
            # its sentence is not the plan's: "Further to your interview on 28 March, I am pleased to offer you ...")
    if tense == "now" and when and when.at - base > _FAR:  # "התואר שלי השתנה ל-X החל מה-1.1", written on
        # 15.1: this January's, the nearer (not "Lecturer at X from the 4th of January", said in October: the next)
        if (gone := stated_when(text, start, end, base, prefer, opening="past")) and base - gone.at < when.at - base:
            when = gone
    if tense == "move":  # "from 1 May": that day; "on 31 March": the travel day, so from the next
        if when is None:
            return None
        if not (when.start or when.day):  # a month ("in March", "next month"): from its first day, as a reader dates
            if not when.month or when.at <= base:  # it; "end of the month": the day after; not a year, nor a month
                return None  # gone by ("in January", said in May)
            return when.at if when.at.day == 1 else when.at + timedelta(days=1)
        return when.at if when.start else when.at + timedelta(days=1)
    if tense == "plan":
        return when.at if when else None
    return when.at if when and tense != "said" else base  # ("said": on the record's day, ``Rule``)


# -- what is not a statement of fact -------------------------------------------------------------------

_UNREAL_BEFORE = re.compile(
    r"\b(?:suppose|supposing|imagine|pretend|wish|wishing|dream|dreaming|maybe|perhaps|rumou?r(?!\s+mill)|rumou?red|supposedly|"
    r"hopefully|heard(?:\s+that)?|"
    r"allegedly|suggested|prefer|preferred|proposed|thinking\s+(?:about|of)|considering|wondering|what\s+if|instead\s+of|rather\s+than|hope|hoping|might|"
    r"joke|joking|kidding)\b"
    # someone else's wish for one: "Mãe, I know you wanted us to move to Floripa instead"
    r"|\b(?:want|wants|wanted|wanting|expect|expects|expected|would\s+like)\s+(?:us|me)\s+to\s*$"
    # a likeness, not a fact: "at this point I feel like I work for Gaither & Sons", "as if I lived there"
    r"|\b(?:feel|feels|felt|feeling)\s+(?:like|as\s+if|as\s+though)\s*$|\bas\s+(?:if|though)\s*$"
    # ("Mum thinks I work at Google", "My mum thinks I've moved to Leeds", "thinks, bless her, that ...": hers)
    r"|\b(?:thinks|believes|reckons|assumes)\b(?:,[^,.!?\n]{0,25},)?\s+(?:that\s+)?"
    r"(?:(?:I|we)(?:['’](?:ve|m|re|d|ll))?\s+(?:(?:have|am|are|will|had)\s+)?)?$"
    # a dream told: "I dreamt that I started at Google", "חלמתי הלילה ש..." (not "dreamt of this for years")
    r"|(?<!never\s)\b(?:dreamt|dreamed|had\s+a\s+dream)\s+(?:last\s+night\s+)?(?:that\b|I\s+(?:was|got|started|joined|moved|became))"
    r"|(?<!\w)חלמ(?:תי|נו)\s+(?:הלילה\s+|אתמול\s+(?:בלילה\s+)?)?ש"
    r"|(?<!\w)(?:אולי|הלוואי|אילו|כאילו|חולם|חולמת|שוקל|שוקלת|שוקלים|מתלבט|מתלבטת|בצחוק|מקווה|מתישהו)(?!\w)"
    # ("מתישהו אנחנו גרים בליסבון", "One day we'll live in Lisbon"; not "one day after the wedding")
    r"|\b(?:someday|one\s+day)\b(?!\s+(?:after|before|later|earlier|ago|early|late|notice)\b)"
    r"|(?<!\w)(?:הייתי|היינו)\s+(?:\S+\s+)?$",  # "הייתי עוברת ל...": would; not "הייתי חלק מ..., ו"
    re.I,
)
# a condition: "if I moved to Paris", "אם אעבור"; not the polite one ("If you have any questions, please call me")
_IF = re.compile(r"\b(?:if|unless|whether|in\s+case|should\s+you)\b|(?<!\w)(?:אם|במקרה\s+ש)(?!\w)", re.I)
_POLITE_IF = re.compile(
    r"\b(?:questions?|need|needs|concerns?|problems?|issues?|comments?|assistance|help|trouble|want|wish|like|require|"
    r"anything)\b|(?<!\w)(?:שאלות|שאלה|צריך|צריכה|צריכים|בעיה|משהו)(?!\w)",
    re.I,
)
_ASKS_TO_DO = re.compile(r"\b(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:send|post|forward|update|note)\b", re.I)
_REQUEST = re.compile(r"\b(?:please|feel\s+free|do\s+not\s+hesitate|don['’]t\s+hesitate)\b", re.I)
# ... or told to do so: "If you're lost or late, text me: 312-555-0166"
_ASK_ME = re.compile(r"\s*(?:just\s+)?(?:call|text|ring|e-?mail|reach|contact|phone|message|whatsapp)\s+me\b", re.I)
_NEGATED = re.compile(r"(?:\b(?:not|never|no)|n['’]t|(?<!\w)(?:לא|אף\s+פעם|טרם))\s+(?:\w+\s+)?$", re.I)
_UNREAL_AFTER = re.compile(
    r"\?|\b(?:just\s+kidding|jk|kidding|joking|not\s+really|in\s+my\s+dreams|one\s+day|someday|maybe|perhaps)\b"
    r"|;\)|😂|🤣"
    r"|(?<!\w)(?:סתם|חחח+|בצחוק)(?!\w)",
    re.I,
)
# a joke ("..., which is a real title that I just made up", its "I" maybe blanked), one taken back: "... Just kidding!"
_MADE_UP = re.compile(
    r"[^.!?]{0,80}?\bwhich\s+is\s+[^.!?]{0,30}?\s(?:I\s+)?(?:just\s+)?made\s+up\b|[^.!?\n]{0,60}?(?=[.!?(—–-])[.!?\s(—–-]+"
    r"(?i:just\s+kidding|kidding\b|jk\b|j/k\b|said\s+no\s+one\s+ever|not\b[.!]|lol\s+no\b|in\s+my\s+dreams)"
)
# an offer turned down or not yet taken, later in its sentence: "an offer from Google ... but I decided not to go",
# "Start date would've been the 3rd ... but I'm staying where I am", "..., עדיין מתלבטת"
_DECLINED = re.compile(
    r"\b(?:I|we)(?:['’]m|\s+am|['’]re|\s+are)\s+staying\s+(?:put|where|on\b)|\b(?:I|we)\s+(?:turned\s+(?:it\s+|them\s+)?down|declined|passed)\b"
    r"|\bturned\s+(?:it|them|that|the\s+\w+)\s+down\b|\bdecided\s+(?:not\s+to|against)\b|\bdidn['’]t\s+(?:take|accept)\b"
    r"|\bstill\s+(?:deciding|undecided|on\s+the\s+fence|weighing)\b|\bhaven['’]t\s+decided\b(?!\s+(?:what|where|how|on))"
    r"|(?<!\w)(?:החלטתי|החלטנו)\s+(?:לא|לוותר|להישאר|לסרב)(?!\w)|(?<!\w)(?:דחיתי|דחינו|ויתרתי|ויתרנו|סירבתי|סירבנו)(?!\w)"
    r"|(?<!\w)(?:עדיין|עוד)\s+(?:לא\s+החלטתי(?!\s+(?:מה|לאן|איפה))|מתלבט|מתלבטת|מתלבטים|מתלבטות)(?!\w)|(?<!\w)נשאר(?:ת|ים|ות)?\s+איפה\s+ש",
    re.I,
)
# a plan called off later in its sentence, whatever it was
_CALLED_OFF = re.compile(
    r"\b(?:fell\s+(?:through|apart)|changed\s+(?:my|our)\s+minds?|(?:was|were|got)\s+(?:rescinded|withdrawn|cancell?ed))\b",
    re.I,
)
# (only where the statement is an offer or a start that would have been: "decided not to" says nothing of a move)
_OFFER = re.compile(
    r"\boffer|\bstart\s+date\b|\bgot\s+the\s+(?:[\w-]+\s+){0,3}(?:job|role|position)\b|\bwould(?:['’]ve|\s+have)\s+been"
    r"|(?<!\w)(?:ה?הצע(?:ה|ת)|אופר|התקבלתי|קיבלתי\s+(?:את\s+)?(?:העבודה|התפקיד))",
    re.I,
)
# a start that would have been ("Start date would've been the 3rd as ..."; not "I would have replied but we moved")
_WOULD_HAVE = re.compile(r"\b(?:would|could|should)(?:['’]ve|\s+have)\s+(?:been\s+)?(?:\S+\s+){0,2}$", re.I)
# (the next sentence, with or without its "but", only a decline of the offer itself: "... אבל סירבתי 🤷", "We turned
# down the offer."; not "But I declined the relocation package")
_BUT = re.compile(
    r"[.…!?\s]*(?:(?:but|however|אבל|אך)\s+)?(?:(?:I|we)\s+(?:declined|turned\s+(?:it\s+)?down|passed)(?:\s+(?:it|on\s+it|the\s+offer))?"
    r"|(?:סירבתי|ויתרתי|דחיתי)(?:\s+(?:לה|עליה|אותה|להצעה))?)(?=\s*(?:[.!,\n]|$)|\s+[^\w\s])",
    re.I,
)
# someone else's words: "he said (that) I ...", "she told me ...", "הוא אמר ש..." (not "I say", "since you asked")
_OTHERS_WORDS = re.compile(
    r"\b(?<!['’])(?!I\b|[Ww]e\b|[Yy]ou\s+ask)(?:[A-Za-z]+\s+(?:said|says|told|tells|asked|asks|wrote|writes)"
    # (who claims, not "our claims organization", "the claims unit")
    r"|(?!(?:The|Our|Their|His|Her|My|Your|These|Those|All|Any|No)\b)(?:[A-Z][a-z]+|he|she|they)\s+(?:claims|claimed))"
    r"\b[^.!?\n]{0,40}$"
    r"|(?<!\w)(?:אמר|אמרה|סיפר|סיפרה|טען|טענה)(?!\w)",
)
_SAYS_NOW = re.compile(r"\b(?:says|said)\s+(?:that\s+)?$")
_ASKED = re.compile(
    r"(?:^|[,;:]\s*)(?:should|shall|would|could|can|do|did|does|will|may|might|must)\s+(?:I|we)\s*$", re.I
)


_CLAUSES = re.compile(
    r"\s[–—-]\s|,\s+(?:so|but|and|or|anyone|who|what|how|why|when)\b|,\s+(?:מישהו|מי|מה|איך|למה|מתי)(?!\w)"
)  # a question in a later clause is not this one's


# a quotation mark, not a Hebrew acronym's gershayim between two letters ("סופ\"ש", "מנכ\"ל", "בע\"מ")
# the conditional right before the verb: "I'd join Google tomorrow if they asked", "we would move to ..."
_WOULD = re.compile(r"\b(?:I|[Ww]e)(?:['’]d|\s+would)\s+(?:(?:gladly|happily|definitely|totally|probably)\s+)?$")
_QUOTE_MARK = re.compile(r'"(?<![א-ת]")|"(?![א-ת])')
_SAID_IN_SINGLE = re.compile(r"[:：]\s*['‘](?=\w)")  # a quotation in single marks, opened after a colon
_SINGLE_CLOSES = re.compile(r"(?<=[\w.!?,])['’](?=[\s.,!?;:)]|$)")
_AND_CLAUSE = re.compile(r",\s+(?:and|but)\s+(?=(?:I|we|my|our)\b|$)")  # a new clause with its own subject
# "did I tell you we moved to X?", "אמרתי לך שעברנו ל...?": the question is whether it was told; "guess who starts at
# Google on Sunday??", "נחשו מי הולך להיות מורה?": a riddle whose answer is the writer
_TOLD = re.compile(
    r"\b(?:did\s+I\s+(?:tell|mention)|have\s+I\s+told|guess\s+(?:who|what))\b"
    r"|(?<!\w)(?:אמרתי|סיפרתי|הזכרתי)\s+(?:לך|לכם|לכן)(?:\s|$)|(?<!\w)נחשו\s+(?:מי|מה)(?!\w)",
    re.I,
)
# a later clause: after a comma, a dash, a semicolon, or "and" / "but" before a new subject ("moved in on saturday and
# still no wifi lol": the joke is the wifi's)
# laughter: "CEO lol" (in small letters or all capitals: not "Lol Studios", "JK Moving Services")
_JOKE = re.compile(r"\s*(?:\b(?:lol|LOL|lmao|LMAO|rofl|haha+|HAHA+|Haha+|jk)\b|(?<!\w)חחח+(?!\w)|😂|🤣)")


def unlaughed(obj: str | None, end: int | None) -> tuple[str | None, int | None]:
    """An object read up to ``end`` without the laughter in it ("Senior Engineer haha", "מנכ"לית חחח"): the
    laughter is then after the statement, where ``unreal`` reads it."""
    if obj and end is not None and (joke := _JOKE.search(obj)):
        return (obj[: joke.start()] or None), end - len(obj) + joke.start()
    return obj, end


# a riddle's answer that names someone else: "guess who starts at Google?? my brother!"
_ANSWERED = re.compile(
    r"[?!\s\W]*(?:(?:my|his|her|our)\s+\w+|[A-Z][a-z]+!|(?:אחי|אחותי|אמא|אבא|הבן|הבת|בעלי|אשתי)(?!\w))", re.I
)
_ASKED_APART = re.compile(
    rf"(?<![{EMOJI}])[{EMOJI}]+\s*(?:(?:anyone|who|what|how|why|when)\b|(?:מישהו|מי|מה|איך|למה|מתי)(?!\w))", re.I
)
_CLAUSE_CUT = re.compile(r",\s|\s[–—-]\s|;|\s(?:and|but)\s+(?=(?:still|no|the|it|it['’]s)\b)")


# laughter is a chat's tone ("i finally left Sainsbury's lol"), a joke's marker only before a denial ("I left Tesco
# today haha no I didn't", "lol as if"; not "haha no regrets", "lol not even nervous"; "jk": _UNREAL_AFTER)
_LAUGH = re.compile(r"\b(?:lol|haha+|lmao|rofl)\b", re.I)
_DENIED = re.compile(
    r"[\s,.!]*(?:(?:no+|nope|nah)(?:\s+way)?(?=\s*(?:[.!,😂🤣]|$))|(?:no+|nope|nah)[\s,.!]+I(?:['’]m|\s+am)\s+(?:still|not)\b"
    r"|no+[\s,.!]+I\s+(?:didn['’]t|don['’]t|haven['’]t|wasn['’]t|won['’]t)\b|yeah\s+right|as\s+if\b|I\s+wish\s*(?:[.!]|$))",
    re.I,
)


def _marked_after(after: str) -> bool:
    """A question mark or a joke's marker after the statement; a marker that ends a later clause
    ("living at 14 Dizengoff St as of today, boxes EVERYWHERE lol") is that clause's."""
    for m in (*_UNREAL_AFTER.finditer(after, 0, 80), *_laughs(after)):
        cut = _CLAUSE_CUT.search(after, 0, m.start())
        if m.group() == "?" and _ASKED_APART.search(after, 0, m.start()):
            continue  # a question of its own after an emoji: "חזרתי לירושלים 🙏 מי בא לשתות?"
        if m.group() == "?" or not cut or len(after[cut.end() : m.start()].split()) < 2:
            return True
    return False


def _laughs(after: str) -> list[re.Match]:
    return [m for m in _LAUGH.finditer(after, 0, 80) if _DENIED.match(after, m.end())]


_BUT_THEN = re.compile(r"[,;]\s*but\s+(?!if\b|unless\b|only\b)", re.I)


def _conditional(before: str) -> bool:
    m = None
    for m in _IF.finditer(before):
        pass
    if m is None:
        return False
    rest = before[m.end() :]
    if _BUT_THEN.search(rest) and before[: m.start()].strip():
        return False  # its clause ended: "I'll keep the flat in case it goes wrong, but from January I live in X"
    clause = re.split(r"[,;]", rest)[0]
    asked = "," in rest and (_REQUEST.search(tail := rest.rsplit(",", 1)[1]) or _ASK_ME.match(tail))
    asked = asked or _PLEASE_NOW.search(rest)  # ("If you see him please call or text me at ...": no comma)
    if asked and not re.match(r"\s*(?:I|we)\b", rest, re.I):
        return False  # "If he's ever kept back, please ring me on ...": a request, whatever his condition
    # the polite condition ends at its comma, or at the request where a writer left the comma out
    # ("If you have any questions regarding these changes please contact me at ...")
    # (a short Hebrew one leaves the comma out: "אם יש משהו דחוף אפשר להתקשר אליי")
    short = not clause.isascii() and len(clause.split()) <= 4
    # (or a short one of the reader's need: "If you need to get a hold of me I can be reached at ...")
    short = short or (_YOUR_NEED.search(clause) is not None and len(clause.split()) <= 10)
    return not (_POLITE_IF.search(clause) and ("," in rest or _REQUEST.search(clause) or short))


# (the request the rule reads starts right after it: "If you see him please call or text me at")
_PLEASE_NOW = re.compile(r"\bplease\s+(?:(?:call|text|ring|e-?mail|phone|message)\s+or\s+)?$", re.I)
_YOUR_NEED = re.compile(r"^\s*you\s+(?:need|want|wish|have|would\s+like)\b", re.I)


_OCCASION_AFTER = re.compile(  # (its day between: "I will be at Google tomorrow for a meeting"; its town and days:
    # "I'm at Kessler Elektronik in Regensburg Thursday/Friday for the wallbox firmware escalation")
    r"\s+(?:in\s+[A-Z][\w-]+\s+)?(?:(?:today|tomorrow|tonight|(?:this|next|on)\s+\w+|(?:mon|tues|wednes|thurs|fri|satur|sun)"
    r"day(?:\s*(?:/|and|&|-)\s*(?:mon|tues|wednes|thurs|fri|satur|sun)day)?)\s+)?(?:for|over)\s+(?:a\s+|an\s+|the\s+|some\s+)?"
    r"(?:quick\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:lunch|dinner|breakfast|brunch|coffee|drinks?|beers?|pints?|walk|run|game|match|movie|film|concert|party|trip|"
    r"weekend|holiday|vacation|hike|ride|chat|call|meetings?|conference|workshops?|visit|presentation|demo|interview"
    r"|escalation|audit|inspection|site\s+visit|kick-?off|offsite|install(?:ation)?|commissioning)\b",
    re.I,
)


# a Hebrew present tense has no person: its subject is the one the sentence named before it ("אחי עבר לגור
# בהוד השרון ומתחיל לעבוד בטבע": my brother's job), unless "I" or a verb of mine comes after that one
_PERSONLESS = re.compile(
    r"(?:ו|ש|וש|כש)?(?:מתחיל|מתחילה|מתחילים|עובד|עובדת|עובדים|מצטרף|מצטרפת|עובר|עוברת|גר|גרה|גרים)(?!\w)"
)
_HE_THIRD = re.compile(
    r"(?<!\w)(?<!עם\s)(?<!של\s)(?<!את\s)(?<!אצל\s)[הוש]?(?:הוא|היא|הם|הן|אחי|אחותי|אחיי|ההורים|הבן\s+שלי|הבת\s+שלי|בעלי|אשתי"
    r"|החבר\s+שלי|החברה\s+שלי|בן\s+הזוג\s+שלי|בת\s+הזוג\s+שלי|השכנים|ה(?:בן|בת|אח|אחות|חבר|חברה)\s+של\s+[א-ת]+)(?!\w)"
)
_HE_MINE = re.compile(  # ("I", or a verb of mine: not a possessive, "בשכונה שלנו", "אחותי", "עבודתי")
    r"(?<!\w)(?:אני|אנחנו|ואני)(?!\w)"
    r"|(?<!\w)(?!(?:ש|ו|וש)?(?:של|את|אית|ל|ב|אצל|אל|על|ממ|בשביל)(?:נו|י)(?!\w))(?![א-ת]*(?:ות|ת)י(?!\w))[א-ת]{2,}(?:תי|נו)(?!\w)"
)


def _theirs_in_hebrew(text: str, start: int, before: str) -> bool:
    if not _PERSONLESS.match(text, start):
        return False
    last = None
    for last in _HE_THIRD.finditer(before):
        pass
    return last is not None and not _HE_MINE.search(before, last.end())


_FOOLS = re.compile(r"\bapril\s+fool|\bhappy\s+april\s+1(?:st)?\b|(?<!\w)(?:אחד|1)\s+באפריל\s+שמח", re.I)
_NOT_FOOLS = re.compile(r"\bnot\s+(?:an?\s+)?april\s+fool|\bno\s+joke|(?<!\w)(?:בלי|לא)\s+צחוק", re.I)


_SCHOOL_DAYS = re.compile(  # (and a pastime: "... just for fun at Tom's parties", "as a hobby")
    r"\b(?:for\s+fun|as\s+a\s+hobby|back\s+in\s+(?:college|school|high\s+school|grad\s+school|the\s+day)|back\s+then|"
    r"(?:in|during|through)\s+"
    r"(?:college|high\s+school|grad\s+school|university)|when\s+I\s+was\s+(?:young|a\s+(?:kid|teen|student)|in\s+\w+))\b"
)


# a statement's verb as a noun, the subject of a verb after its object ("moving the family to London isn't ...")
_GERUND_SUBJECT = re.compile(r"(?:mov|relocat|join|tak|tak|start|accept|leav)ing\b", re.I)
_IS_AFTER = re.compile(
    r"\s*(?:(?:for\s+(?:us|me|him|her|them)|right\s+now|now)\s+)?(?:is|isn['’]t|was|wasn['’]t|would(?:n['’]t)?|wo\s*n['’]t|will"
    r"|doesn['’]t|does|makes|seems|sounds|feels|means)\b",
    re.I,
)


def unreal(rule: Rule, text: str, start: int, end: int) -> bool:
    """A hypothetical, a wish, a condition, a question, a negation, a joke, someone else's quoted
    words; for a where-one-lives statement also a desk, office or floor near its place."""
    before, after = sentence_around(text, start, end)
    told = before + text[start : end + len(after) + 60]  # its sentence and the reveal after it ("!! ...jk April Fools")
    if _FOOLS.search(told) and not _NOT_FOOLS.search(told):
        return True  # an April fool: "New title: Chief Vibes Officer ... (happy April 1st)"
    clause = _AND_CLAUSE.split(before)[-1]  # "I report to X instead of Ellen, and my title changes to Y"
    conditional = _conditional(before) and not (_ASK_ME.match(text, start) and before.rstrip().endswith(","))
    if _UNREAL_BEFORE.search(clause) or conditional or _NEGATED.search(before[-30:]) or _WOULD.search(before):
        return True
    stop = end + len(after)
    told = _TOLD.search(before) and not _ANSWERED.match(text, stop)  # ("guess who ...?? my brother!": his)
    asking = text[stop : stop + 1] == "?" and not _CLAUSES.search(after) and not _ASKED_APART.search(after)
    asking = asking and not _ASKS_TO_DO.search(before)
    if (asking and not told) or _ASKED.search(before):  # (not "could you send it to our new address, X?")
        return True  # a question: "Should I move to Berlin?"
    # (someone's words passed on to the reader about the reader are theirs to know: "IT says your Tallgrass email
    # (x) will be live Monday")
    others = _OTHERS_WORDS.search(before) and not (rule.whose == "addressee" and _SAYS_NOW.search(before))
    if _marked_after(after) or others or _theirs_in_hebrew(text, start, before) or _MADE_UP.match(text, end):
        return True
    if _WOULD_HAVE.search(before):
        return True
    declined = _DECLINED.search(after) or _BUT.match(text, stop)
    if declined and _OFFER.search(before + text[start:end]):
        return True  # an offer not taken (in its sentence, or in the next one's "but": "... ב-1.3... אבל סירבתי")
    if _CALLED_OFF.search(after):
        return True  # "I've accepted a position at X, but it fell through", "..., but I changed my mind"
    if _GERUND_SUBJECT.match(text, start) and _IS_AFTER.match(after):
        return True  # a move or job weighed, not made: "moving the family to London isn't the right move"
    if rule.predicate == "works_at" and _OCCASION_AFTER.match(after):
        return True  # "I'm joining Sarah Jones for lunch": company, not a company
    if rule.predicate in ("works_at", "job_title") and _SCHOOL_DAYS.search(before + text[start:stop]):
        return True  # a job long over, or none: "I took the night manager job at Denny's back in college"
    line = text[text.rfind("\n", 0, start) + 1 : start]  # (a quote that opened a sentence or two before)
    if line.lstrip().startswith(">"):
        return True  # a quoted message's line, answered below it: "> עברנו! כתובת חדשה: ..." (its writer's)
    if (len(_QUOTE_MARK.findall(line)) + line.count("“") + line.count("”")) % 2 == 1:
        return True  # inside quotation marks: someone's words
    line += text[start : start + 1]  # (the quotation's first letter may be the statement's own)
    if (said := _SAID_IN_SINGLE.search(line)) and not _SINGLE_CLOSES.search(line, said.end()):
        return True  # "Dad on the phone: 'I live in Durban ...'", "אמא שלחה בקבוצה: 'המספר החדש שלי ...'"
    opened = len(line) - len(line.lstrip()) + 1  # (or on a line of its own under the colon: "forwarding this from
    head = text[: text.rfind("\n", 0, start) + 1].rstrip()  # Karen:\n\n'Hi all, I've accepted a role at ...'")
    if head.endswith((":", "：")) and line.lstrip().startswith(("'", "‘")) and not _SINGLE_CLOSES.search(line, opened):
        return True
    return rule.place and at_a_desk_or_stay(rule.predicate, text, start, end, before, after)
