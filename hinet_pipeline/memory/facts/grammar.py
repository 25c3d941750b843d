"""The grammar the ``language`` extractor reads statements by: its vocabulary and ``RULES``, the table of every
statement it reads in English and Hebrew (``grammar_reach``: a number, an address, a boss; ``grammar_bought``: a home).

A statement is a subject, a verb from a closed lexicon and an object found by its type:

* subjects: "I" / "we" (with their auxiliaries: "I've just", "we're", "I'll be", "I no longer"), Hebrew's inflection
  ("עברתי", "אני עוברת", "אתחיל"), "my" / "שלי" before a noun ("my new number is"), the addressee ("you report to me");
* verbs by meaning: moving, relocating and settling (lives_in / address), living, being back for
  good, starting, joining, working, taking a position (works_at, and job_title after "as"), leaving,
  quitting, resigning (works_at ends), reporting to (manager), being reached / called (phone);
  each inflection is read for its tense (``mood.tense_of``);
* objects by type (``objects``): a place a gazetteer knows (``places``: "Haifa", "תל אביב", never "the 3rd floor"),
  a street address, an organisation, a person, a phone (``phonenumbers``), a title.
"""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.frame_objects import employer_at
from hinet_pipeline.memory.facts.grammar_boss import BOSS_RULES
from hinet_pipeline.memory.facts.grammar_from import FROM_RULES
from hinet_pipeline.memory.facts.grammar_got import (
    firm_after_post,
    offer_firm,
    org_not_person,
    org_not_place,
    org_or_boss,
    started_at,
)
from hinet_pipeline.memory.facts.grammar_home import HOME_RULES
from hinet_pipeline.memory.facts.grammar_next import NEXT_RULES
from hinet_pipeline.memory.facts.grammar_reach import REACH_RULES
from hinet_pipeline.memory.facts.grammar_taken import TAKEN_TITLES
from hinet_pipeline.memory.facts.grammar_title import TITLE_RULES, org_before_title
from hinet_pipeline.memory.facts.grammar_under import UNDER_RULES
from hinet_pipeline.memory.facts.grammar_yours import YOUR_RULES
from hinet_pipeline.memory.facts.job_titles import read_title
from hinet_pipeline.memory.facts.lexicon import has_title
from hinet_pipeline.memory.facts.objects import employer_joined, read_job_or_org, read_last_day, read_org
from hinet_pipeline.memory.facts.rule import HE_ADV, JUST, ON_DAY, START, WE, Rule, rule, verb_rule

_TO_JOIN = r"(?=[A-Z])[^.;!?\n]{1,60}?\s+(?:to|and)\s+(?:then\s+)?join\s+(?:the\s+)?(?=[A-Z])"
_JOINED = r"(?:the\s+(?=[A-Z]))?(?!(?:the|a|an|us|you|them|in|for|me|him|her|forces|hands)\b)"  # (a firm, no one)
_SMALL_TITLE = re.compile(r"\ban?\s+((?:[a-z][\w-]*\s+){1,4}?)(?:with|at)\s+$")  # (the title the lexicon knows)
_SIGNED_AS = r"with\s+(?=[A-Z][^.!?\n]{0,80}?\s+as\s+(?:an?\s+)?[A-Za-z])"  # "I have signed with X as a physician"
_JOB = r"(?:working\s+|work\s+|my\s+(?:new\s+)?job\s+|a\s+(?:new\s+)?(?:job|position|role)\s+)?(?:at|for|with)\s+"

RULES: tuple[Rule, ...] = (
    *HOME_RULES,
    *FROM_RULES,
    *UNDER_RULES,  # (an address under the sentence that says one lives there: ``grammar_under``)
    # work: starting ("resumed work at X", as Nigerian English says it), joining, working, taking a position; leaving
    verb_rule("start|began|begin|resum", "start begin/began resume", _JOB, "works_at", read_org),
    verb_rule("start|began|begin|resum", "start begin/began resume", rf"{ON_DAY}{_JOB}", "works_at", started_at),
    verb_rule("join", "join", _JOINED, "works_at", employer_joined),
    # "I got hired by Shopify", "signed on with Kroll", "I've taken up a post at the University of Leeds"
    verb_rule("hire", "hire", r"(?:on\s+)?(?:by|at)\s+(?=[A-Z])", "works_at", read_org),
    verb_rule("signed on", "sign", r"on\s+(?:with|at)\s+(?=[A-Z])", "works_at", read_org),
    verb_rule("signed with", "sign", _SIGNED_AS, "works_at", read_org),
    # "since January I've been at Canva", "I'm now at Stripe": an organisation, not a place
    rule(
        "been at|now at|m at",
        r"\bI(?:['’]ve\s+been|\s+have\s+been|['’]m\s+now|\s+am\s+now|['’]m)\s+(?:working\s+)?at\s+(?=[A-Z])",
        "works_at",
        org_not_place,
    ),
    # "I'm still at Sandia Valley Medical Center after nineteen years": a firm by its words (not "still at Starbucks")
    rule(
        "still at",
        r"\bI(?:['’]m|\s+am)\s+still\s+(?:working\s+)?at\s+(?=[A-Z])",
        "works_at",
        lambda text, pos: org_not_place(text, pos, firm=True),
    ),
    # "I am now a Research Fellow at Imperial College London"
    rule(
        "m now|am now",
        r"\bI(?:['’]m|\s+am)\s+now\s+(?:an?\s+|the\s+)?(?=[A-Z][\w-]*(?:\s+[A-Z&][\w-]*){0,4}\s+at\s+[A-Z])",
        "job_title",
        read_title,
    ),
    rule(
        "m now|am now",
        r"\bI(?:['’]m|\s+am)\s+now\s+(?:an?\s+|the\s+)?[A-Z][\w-]*(?:\s+[A-Z&][\w-]*){0,4}\s+at\s+(?=[A-Z])",
        "works_at",
        read_org,
    ),
    # ... a title in small letters, its employer after "with" or "at": "he is now a permanent firefighter with Vancouver
    # Fire Rescue" (a brother's news, read as one's own)
    rule(
        "m now|am now",
        r"\bI(?:['’]m|\s+am)\s+now\s+an?\s+(?P<title>(?:[a-z][\w-]*\s+){1,4}?)(?:with|at)\s+(?=[A-Z])",
        "works_at",
        lambda text, pos: read_org(text, pos) if has_title(_SMALL_TITLE.search(text, 0, pos).group(1)) else None,
    ),
    rule(
        "hold the",
        r"\bI\s+(?:now\s+|currently\s+)?hold\s+the\s+(?:position|role|title)\s+of\s+[A-Z][\w-]*(?:\s+[A-Z&][\w-]*){0,4}"
        r"\s+at\s+(?=[A-Z])",
        "works_at",
        read_org,
    ),
    # laid off, let go, made redundant: the job ends
    rule(
        "laid off|fired|let go|redundant",
        rf"(?:\bI\s+(?:was|got|have\s+been|['’]ve\s+been|just\s+got)\s+|{START})(?:[Ll]aid\s+off|[Ff]ired|[Ll]et\s+go|[Mm]ade\s+redundant)\s+(?:from|by|at)\s+(?=[A-Z])",
        "works_at",
        read_org,
        tense="past",
        retract=True,
    ),
    rule(
        "new role|new title|new position|new job title",
        rf"{START}(?:[Mm]y\s+)?[Nn]ew\s+(?:role|title|position|job\s+title)(?:\s+(?:from|as\s+of)\s+\w+)?\s*:\s*",
        "job_title",
        read_title,
    ),
    verb_rule(
        "work",
        "work",
        r"(?:now\s+|currently\s+|(?:full|part)[-\s]time\s+|nights\s+|days\s+|weekends\s+|evenings\s+)?at\s+(?=[A-Z\u05d0-\u05ea])",
        "works_at",
        read_org,
        change=False,
    ),
    verb_rule(
        "work",
        "work",
        r"(?:now\s+|currently\s+|full[-\s]time\s+|remote(?:ly)?\s+)?for\s+(?=[A-Z\u05d0-\u05ea])"
        r"(?!(?:Christmas|Easter|Thanksgiving|Hanukkah|Passover|Ramadan|Eid|Diwali|New\s+Year)\b)"
        r"(?![A-Z][a-z]+\s+(?:this|next|today|tomorrow|while|until)\b)",
        "works_at",
        org_or_boss,
        change=False,
    ),  # fmt: skip
    # "I have been an employee of Enron since June of 1984", "I've been with Enron since 1996"
    rule(
        "employee|been with",
        r"\bI(?:['’]ve|\s+have)\s+(?:now\s+|also\s+)?been\s+(?:(?:an?\s+)?employee\s+of\s+(?=[A-Z])"
        r"|with\s+(?=[A-Z][^.;,\n]{0,40}?\s(?:since|for\s+(?:over\s+|almost\s+|nearly\s+)?\w+\s+years?)\b))",
        "works_at",
        org_not_person,
    ),
    # "Yes, I am still an Enron employee.", "I'm an employee of Enron", "I am employed by Dynegy"
    rule(
        "employee|employed",
        r"\bI(?:['’]m|\s+am)\s+(?:still\s+|now\s+|also\s+|currently\s+)?(?:an?\s+(?:employee\s+of\s+(?=[A-Z])"
        r"|(?=[A-Z][\w&.!-]*(?:\s+[A-Z][\w&.!-]*){0,3}\s+employee\b))|employed\s+(?:by|at|with)\s+(?=[A-Z]))",
        "works_at",
        org_not_person,
    ),
    verb_rule(
        "accept|took|take",
        "accept take/took//taken",
        r"(?:up\s+)?(?:a|an|the)\s+(?:new\s+)?(?:(?:position|job|role|post)|(?:(?!volunteer)[\w-]+\s+){1,3}?(?:position|job|post))"
        r"(?:\s+(?:in|for)\s+the\s+[A-Z][\w&'-]*(?:\s+(?:&|[A-Z][\w&'-]*)){0,3})?"  # (a unit: "in the Cardiac ICU";
        # its title between: "a position as an associate broker with X", "a job as Head of Sales at X")
        r"(?:\s+as\s+(?:an?\s+|the\s+)?[\w&'’/-]+(?:\s+(?!at\b|with\b|to\b)[\w&'’/-]+){0,5}?)?"
        r"\s+(?:at|with)\s+",
        "works_at",
        firm_after_post,
    ),  # fmt: skip
    *TAKEN_TITLES,  # (the title of a job one took: grammar_got)
    *NEXT_RULES,  # (the next post one leaves for: grammar_next)
    # "I've accepted an offer from Wix and start on 1 June", "I said YES to X! ... I start Monday": from its start only
    rule(
        "offer|said yes|said YES",  # (and "accepted the Dell offer")
        rf"(?:{WE}{JUST}|{START}(?:[Jj]ust\s+)?)(?:[Aa]ccepted|[Tt]ook|[Ss]igned|[Gg]ot)\s+(?:an|the|their)\s+(?:(?:job\s+)?offer\s+(?:from|at|with)\s+"
        r"|(?=[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2}\s+(?:job\s+)?offer\b))"
        r"|\bI\s+(?:just\s+|finally\s+|officially\s+)?said\s+(?:YES|[Yy]es)!*\s+to\s+(?:the\s+(?:offer|job)\s+(?:from|at|with)\s+)?(?=[A-Z])",
        "works_at",
        offer_firm,
        tense="plan",
    ),
    rule(
        "no longer",
        rf"(?:\bI(?:['’]m|\s+am)\s+|{START}(?:[Oo]fficially\s+)?)no\s+longer\s+(?:at|with|working\s+(?:at|for|with))\s+(?=[A-Z])",
        "works_at",
        read_org,
        retract=True,
    ),
    # "Handed in my notice at Acme Logistics": leaving, on a day a later sentence may give
    rule(
        "in my notice|in our notice|my resignation|our resignation|gave notice|gave my notice|in my papers",
        rf"(?:\bI(?:['’]ve|\s+have)?\s+(?:just\s+)?|{START}(?:[Jj]ust\s+)?)(?:[Hh]anded|[Gg]ave|[Pp]ut)\s+"
        r"(?:in\s+(?:my|our)\s+(?:notice|resignation|papers)\s+(?:at|to|with)|(?:my\s+)?notice\s+at)\s+(?=[A-Z])",
        "works_at",
        read_org,
        tense="plan",
        retract=True,
    ),
    verb_rule("left|leav", "leave/left", _TO_JOIN, "works_at", read_org),  # "I'm leaving Acme to join Initech as ..."
    verb_rule(
        "left|leav", "leave/left", r"(?=my\s+(?:old\s+)?job)", "works_at", read_job_or_org, retract=True, day_after=True
    ),
    verb_rule(
        "left|leav",
        "leave/left",
        r"(?=[A-Z])(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Today|Tomorrow)\b)",
        "works_at",
        org_not_person,
        retract=True,
        day_after=True,  # leaving on Friday: Friday is the last day
    ),  # fmt: skip
    verb_rule(
        "quit",
        "quit/quit/quitting",
        r"(?=my\s+(?:old\s+)?job)",
        "works_at",
        read_job_or_org,
        retract=True,
        day_after=True,
    ),
    verb_rule("quit", "quit/quit/quitting", r"(?=[A-Z])", "works_at", org_not_person, retract=True, day_after=True),
    verb_rule(
        "resign|retir",
        "resign retire",
        r"from\s+(?:my\s+(?:position|job|role)\s+(?:at|with)\s+)?(?=[A-Z])",
        "works_at",
        read_org,
        retract=True,
    ),  # fmt: skip
    rule(
        "last day|last working day|last work day|final day|final working day|last shift|final shift",
        rf"(?:\b[Mm]y\s+|{START}(?=(?:[Ll]ast|[Ff]inal)\s+(?:working\s+|work\s+)?(?:day|shift)\s+(?:is|will|was|at)\b)"
        # a note's day right after it: "Last day 30/1.", "Last day Fri 24th"
        rf"|{START}(?=(?:[Ll]ast|[Ff]inal)\s+(?:working\s+)?day\s+(?:\d{{1,2}}[./]\d|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)))"
        # (not someone else's: "Her last day at Hallam Estates is Friday", "Gill's last day at ...")
        r"|(?<!\b[Hh]er\s)(?<!\b[Hh]is\s)(?<!\b[Tt]heir\s)(?<!\b[Yy]our\s)(?<!['’]s\s)(?<!s['’]\s)"
        rf"\b(?=(?:last|final)\s+(?:working\s+|work\s+)?(?:day|shift)\s+(?:here\s+)?at\s+[A-Z]))(?:[Ll]ast|[Ff]inal)\s+"
        r"(?:working\s+|work\s+)?(?:day|shift)",
        "works_at",
        read_last_day,
        tense="plan",
        retract=True,
        day_after=True,
    ),
    rule(
        "אחרון|אחרונה",  # (after a comma too: ", יום אחרון היה ביום חמישי", ", משמרת אחרונה הייתה שלשום")
        rf"(?:{START}|(?<=,\s))(?:יום\s+(?:עבודה\s+)?אחרון|משמרת\s+אחרונה)(?:\s+שלי)?"
        r"(?=\s+(?:(?:היה|יהיה|הייתה|היתה|תהיה)\s+)?(?:ב|שלשום|אתמול|היום|מחר))",
        "works_at",
        read_last_day,
        tense="plan",
        retract=True,
        day_after=True,
    ),  # "יום אחרון באינטל מחר"
    rule(
        "התקבלתי",
        r"(?<!\w)(?:ו|ש|כש)?התקבל(?:תי|נו)\s+(?:לעבודה|למשרה|לתפקיד)(?:\s+של\s+[^,.\n]{1,40}?)?\s+(?:ב|אצל\s+)",
        "works_at",
        read_org,
        tense="past",
    ),
    rule("גייסו", r"(?<!\w)(?:ו|ש|כש)?גייסו\s+אותי\s+(?:ל|אל\s+)", "works_at", read_org, tense="past"),
    rule(
        "פוטר",
        r"(?<!\w)(?:ו|ש|כש)?פוטר(?:תי|נו)\s+(?:היום\s+|אתמול\s+)?מ(?=[א-תA-Z])",
        "works_at",
        read_org,
        tense="past",
        retract=True,
    ),
    rule(
        "כבר לא",
        r"(?<!\w)(?:ו|ש|כש)?אני\s+כבר\s+לא\s+(?:עובד\s+|עובדת\s+)?ב(?=[א-תA-Z])",
        "works_at",
        read_org,
        retract=True,
    ),
    rule(
        "נפרד",
        r"(?<!\w)(?:ו|ש|וש|כש)?(?:אני|אנחנו)\s+(?:נפרד|נפרדת|נפרדים)\s+(?:היום\s+)?מ(?=[א-תA-Z])",
        "works_at",
        read_org,
        tense="plan",
        retract=True,
    ),
    rule(
        "האחרון",
        r"(?<!\w)(?:ו|ש|וש|כש)?(?:(?:היום|יום\s+העבודה)\s+האחרון\s+שלי|יום\s+עבודתי\s+האחרון|יומי\s+האחרון)",
        "works_at",
        read_last_day,
        tense="plan",
        retract=True,
        day_after=True,
    ),
    rule(
        "התחל",
        rf"(?<!\w)(?:ו|ש|וש|כש|מאז\s+ש)?התחל(?:תי|נו)\s+{HE_ADV}?(?:לעבוד|עבודה\s+חדשה)\s+(?:אצל\s+|ב)",
        "works_at",
        read_org,
        tense="past",
    ),
    rule(
        "לעבוד|ללמד",  # (or moving to work, to teach there: "מספטמבר אני עוברת ללמד ב"נוף כרמל"")
        r"(?<!\w)(?:ו|ש|וש|כש)?(?:מתחיל|מתחילה|מתחילים|אתחיל|נתחיל|(?:אני|אנחנו)\s+(?:עובר|עוברת|עוברים))\s+(?:לעבוד|ללמד)\s+(?:אצל\s+|ב-?\"?)",
        "works_at",
        read_org,
        tense="plan",
    ),  # noqa: E501
    rule(
        "הצטרפ",
        r"(?<!\w)(?:ו|ש|וש|כש|מאז\s+ש)?הצטרפ(?:תי|נו)\s+(?:לצוות\s+(?:של\s+)?)?ל",
        "works_at",
        read_org,
        tense="past",
    ),
    rule(  # "משם אני עוברת ל-monday.com בתור Product Manager", "אני מתחילה ב-Haldor Mobility, בתור Senior QA Engineer"
        "עובר|מתחיל",
        r"(?<!\w)(?:ו|ש|וש|כש)?(?:אני|אנחנו)\s+(?:עובר|עוברת|עוברים|מתחיל|מתחילה|מתחילים)\s+(?:לעבוד\s+)?[בל]-?"
        r"(?=[^\s,]+(?:\s+[^\s,]+){0,2},?\s+(?:בתור\s+|כ-?)[A-Zא-ת])",
        "works_at",
        org_before_title,
        tense="plan",
    ),
    rule(
        "מצטרף|אצטרף",
        r"(?<!\w)(?:(?:ו|ש|וש|כש)?(?:אני|אנחנו)\s+(?:מצטרף|מצטרפת|מצטרפים)|אצטרף|נצטרף)\s+ל",
        "works_at",
        employer_at,  # (past a team: "לצוות ה-Data בפלייטיקה"; a team alone is no employer: "לצוות הדאטה")
        tense="plan",
    ),
    rule(
        "קיבלתי",
        r"(?<!\w)(?:ו|ש|וש|כש)?קיבלתי\s+(?:עבודה|משרה|הצעה)\s+(?:חדשה\s+)?(?:אצל\s+|ב)",
        "works_at",
        read_org,
        tense="past",
    ),
    rule(
        "עובד|מועסק",
        rf"(?<!\w)(?:ו|ש|וש|כש)?אני\s+{HE_ADV}*(?:עובד|עובדת|מועסק|מועסקת)\s+{HE_ADV}?(?:במשרה\s+(?:מלאה|חלקית)\s+)?"
        r"(?:אצל\s+|ב|ע[\"״]י\s+|על\s+ידי\s+)",  # ("employed by": "מועסק ע"י נמל אשדוד")
        "works_at",
        read_org,
    ),
    rule(
        "קיבלו אותי",
        r"(?<!\w)(?:ו|ש|כש)?קיבלו\s+אותי\s+(?:לעבודה\s+)?(?:ל|ב)(?=[א-תA-Z])",
        "works_at",
        read_org,
        tense="past",
    ),
    rule(
        "פיטרו",
        r"(?<!\w)(?:ו|ש|כש)?פיטרו\s+אותי\s+(?:היום\s+|אתמול\s+)?מ(?=[א-תA-Z])",
        "works_at",
        read_org,
        tense="past",
        retract=True,
    ),
    rule(
        "let me go|laid me off|fired me",
        r"\b(?:[Tt]hey|[Tt]hey['’]ve|[Tt]hey\s+have|[Tt]hey\s+just)\s+(?:let\s+me\s+go|laid\s+me\s+off|fired\s+me)\b",
        "works_at",
        lambda text, pos: (None, pos),  # which job: the one the text says (language.left_employer)
        tense="past",
        retract=True,
    ),
    rule(
        "my employment|my contract",
        r"\b[Mm]y\s+(?:employment|contract|job|position)\s+(?:at|with)\s+(?=[A-Z][^.!?\n]{0,60}\s+(?:ended|ends|will\s+end)\b)",
        "works_at",
        read_org,
        tense="past",
        retract=True,
    ),
    rule(
        "עזב",
        r"(?<!\w)(?:ו|ש|וש|כש)?עזב(?:תי|נו)\s+(?:(?:היום|אתמול|כבר)\s+)?את\s+",
        "works_at",
        read_job_or_org,
        tense="past",
        retract=True,
    ),
    rule(
        "התפטר",
        r"(?<!\w)(?:ו|ש|וש|כש)?התפטר(?:תי|נו)\s+(?:היום\s+|אתמול\s+)?מ",
        "works_at",
        read_job_or_org,
        tense="past",
        retract=True,
    ),  # noqa: E501
    rule(
        "עוזב",
        rf"(?:(?<!\w)(?:ו|ש|וש|כש)?(?:אני|אנחנו)\s+|(?::\s*|{START}))(?:עוזב|עוזבת|עוזבים)\s+את\s+",
        "works_at",
        read_job_or_org,
        tense="plan",
        retract=True,
        day_after=True,
    ),  # fmt: skip
    *TITLE_RULES,
    *YOUR_RULES,
    *REACH_RULES,
    *BOSS_RULES,
)
