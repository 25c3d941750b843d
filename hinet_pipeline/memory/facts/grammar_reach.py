"""The rules of ``grammar`` for reaching and reporting: a number or an e-mail address said to be one's
own ("my new number is", "I can be reached at", "call me on my cell at", "המספר החדש שלי"), and whom
one reports to ("my new boss is", "I report to", "you will report to me", "המנהלת החדשה שלי")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.grammar_number import NUMBER_RULES, someone_elses
from hinet_pipeline.memory.facts.job_titles import FIELD_WORDS
from hinet_pipeline.memory.facts.kin import theirs_before
from hinet_pipeline.memory.facts.lexicon import has_title
from hinet_pipeline.memory.facts.notes import PERSON_NAME
from hinet_pipeline.memory.facts.objects import read_apposed_email, read_email, read_number, read_person
from hinet_pipeline.memory.facts.places import names_a_place
from hinet_pipeline.memory.facts.rule import START, rule

_MANAGER = r"(?:manager|boss|line\s+manager|supervisor|team\s+lead|direct\s+manager|foreman|forewoman)"
_WILL = r"(?:'ll| will|'m| am|'re| are)"
_REPORT = r"report(?:ing)?\s+(?:directly\s+)?to\s+"
# "you" as the letter's reader (not one of a group it turns to: "Everyone else, you'll keep reporting to me"), and "me"
# as the one reported to (not what is reported: "you'll keep reporting to me any blockers")
_YOU = r"(?<!else,\s)(?<!one,\s)(?<!all,\s)(?<!team,\s)(?<!guys,\s)\b[Yy]ou"
_TO_ME = r"(?=me(?:\s*[.,;:!?)]|\s*$|\s+(?:and|as|from|until|through|going|directly|effective|starting|rather)\b))"
_MY_MANAGER_AFTER = re.compile(rf",\s+my\s+(?:new\s+)?{_MANAGER}\b")


# a title before the name, set off by its comma: "the CEO, Dana Shapiro", "the VP of Engineering, Priya Raman",
# "ל-CTO, עידו פרלמן", "לראש הצוות, אבי כהן"; a one-word English title only as an acronym or after "the" (not
# "Dean, Sarah Chen's deputy": a first name)
_TITLED = re.compile(
    r"(?P<the>(?:the|our|my)\s+)?(?P<title>[A-Z]{2,4}(?:\s+of\s+[A-Z][\w&]*(?:\s+[A-Z][\w&]*)?)?"
    r"|[A-Z][a-z]+(?:\s+(?:of\s+)?[A-Z][\w&]*){0,3}|ה?[א-ת\"'״]{2,10}(?:\s+ה[א-ת\"'״]{2,10})?)\s*,\s*"
    r"(?P<field>(?:[A-Z][a-z]+\s*){1,2},\s*)?"  # ("the Director, Engineering, Ravi Patel": its field, then the name)
)
_NOT_A_BOSS = re.compile(r"(?:ו|ש)?(?:אז|לא|גם|מאוד|כמובן|אבל|כי)(?!\w)|[A-Z]{2,}\b")  # "למנכ"ל, ואז ...", "EMEA"


# a title, or someone new introduced, before the name: "Dr. Alan Reister", "a woman named Priya Raman", "a young gal
# named Brittany Cole"
_HONORIFIC = re.compile(
    r"(?:(?:Dr|Mr|Mrs|Ms|Prof|Rev)\.?\s+(?=[A-Z])|an?\s+(?:\w+\s+){0,2}(?:woman|man|guy|gal|lady|fellow|person|girl|kid)"
    r"\s+(?:named|called)\s+(?=[A-Z]))?"
)


def read_manager(text: str, pos: int):
    """The person one reports to (``read_person``), past a title said before their name ("the CEO, Dana
    Shapiro"); a title alone, a department or a place after the title's comma is no one."""
    from hinet_pipeline.memory.facts.signoff import name_of

    m = _TITLED.match(text, pos)
    title = m and m.group("title")
    if m and has_title(title) and (m.group("the") or " " in title or title.isupper() or not title.isascii()):
        field, at = m.group("field"), m.end()
        if field and not all(w.casefold() in FIELD_WORDS for w in field.strip(" ,").split()):
            if not name_of(field.strip(" ,")):
                return None  # ("the Director, Ops Team, ...": not a field of departments)
            at = m.start("field")  # (no field: the name, an aside after it, "the CTO, Priyanka Deshmukh, who is ...")
        if _NOT_A_BOSS.match(text, at):
            return None
        got = read_person(text, at)
        if (
            got
            and not has_title(got[0])
            and not names_a_place(got[0])
            and not all(w.casefold() in FIELD_WORDS for w in got[0].split())
        ):
            return got
        return None  # "the VP, Sales", "the CFO, London office": a department or a place, no one
    got = read_person(text, _HONORIFIC.match(text, pos).end())  # (not "Dr.": "report to Dr. Alan Reister")
    if got and (_FACILITY.intersection(got[0].split()) or got[0].split()[0] in _FACILITY_FIRST):
        return None  # a place one reports to, no one: "I report to Naval Base San Diego on March 1", "to Fort Hood"
    return None if got and got[0].isupper() and has_title(got[0]) else got


_FACILITY = frozenset("Base Station Headquarters HQ Barracks Depot Airport Shipyard".split())
_FACILITY_FIRST = frozenset("Naval Fort Camp Joint Marine".split())


def _then_my_manager(got, text: str):
    """The name, read on to the end of ", my manager" after it: a date after that is the statement's
    ("Priya Raman, my manager since Monday")."""
    if got and (m := _MY_MANAGER_AFTER.match(text, got[1])):
        return got[0], m.end()
    return got


_HE_MY = r"\s+(?:ה[א-ת]+\s+){0,2}"  # "המספר [הגרמני] [החדש] שלי"

REACH_RULES = (
    # phone: a number said to be one's own
    rule(
        "number|phone|cell|mobile|line|extension|my new no|#",
        r"\b(?:[Mm]y|[Oo]ur(?=\s+(?:new\s+)?(?:home|house|cell|landline)\b))\s+(?:new\s+)?(?:[A-Z][a-z]+\s+)?"
        r"(?:(?:direct|office|work|home|house|cell|mobile|private|personal|desk)\s+){0,2}"
        r"(?:(?:phone\s+)?number|phone|cell(?:\s+phone)?|mobile|line|extension|#|no\.?)"  # ("my new no")
        r"(?:\s+at\s+(?:the|my|our)\s+[a-z]+)?"  # ("my direct line at the clinic is N")
        r"(?:\s+(?:also|too|pls|please))?(?:(?:\s+is(?:\s+(?:now|still))?|['’]s|\s+will\s+be)"
        r"(?:\s+(?:the\s+)?same(?:\s+as\s+(?:always|ever|before))?)?\s*[:,]?|\s*:|(?<=#)(?=\s+\+?\(?\d))\s*",
        "phone",
        read_number,
    ),
    *NUMBER_RULES,
    # "מספר וואטסאפ חדש: ...", "טלפון חדש במשרד: ..."
    rule(
        "חדש",
        rf"{START}(?:ה?מספר|ה?טלפון|ה?נייד)(?:\s+(?:וואטסאפ|נייד|טלפון|ה?חדש|במשרד|בעבודה|ה?(?:גרמני|ישראלי|אמריקאי|אנגלי|"
        r"צרפתי|הולנדי|מקומי)))+\s*:\s*",  # ("מספר טלפון גרמני חדש: +49 151 ...")
        "phone",
        read_number,
    ),
    # "my mobile changed, it's now N", "my number has changed to N"
    rule(
        "changed",
        r"\b[Mm]y\s+(?:(?:direct|office|work|home|cell|mobile|private|personal|desk)\s+)?"
        r"(?:(?:phone\s+)?number|phone|cell(?:\s+phone)?|mobile(?:\s+number)?|#)\s+(?:has\s+)?changed(?:\s+today)?"
        r"(?:\s+to\s*:?|\s*(?:[-–:,;.]|→|->)\s*(?:(?:[Ii]t['’]s|[Ii]t\s+is|[Tt]he\s+new\s+one\s+is)\s+)?(?:now\s*)?:?)\s*",
        "phone",
        read_number,
    ),
    # "the fastest way to reach me is my cell, (270) 993-0415" (not "... is through Sarah", not "my pager")
    rule(
        "way to reach|way to get|way to contact",
        r"\b(?:[Bb]est|[Ff]astest|[Ee]asiest|[Qq]uickest|[Ss]urest|[Oo]nly)\s+way\s+to\s+(?:reach|contact|get\s+"
        r"(?:a\s+)?hold\s+of|get\s+in\s+touch\s+with)\s+me(?:\s+[\w-]+){0,5}?(?:\s+is(?:\s+(?:by|on|at|via))?|\s*:)\s*"
        r"(?:my\s+(?:cell(?:\s+phone)?|mobile(?:\s+phone)?|direct\s+line|(?:home|office|work)\s+(?:phone|number|line)"
        r"|phone|number|line)\s*,?\s*(?:at\s+|which\s+is\s+)?)?",
        "phone",
        read_number,
    ),
    # a number got or said as one's own: "I finally gave in and got a Chicago number: 312-555-0129", "we finally got
    # Colorado numbers ...: I'm 720-555-0119 and Sam is 720-555-0120"
    rule(
        "number",
        r"\bI\b[^.!?\n]{0,40}?\b(?:got|getting|get)\s+(?:a|my)\s+(?:new\s+|old\s+)?(?:[A-Z][a-z]+\s+|\d{3}\s+)?"
        r"(?:cell\s+|phone\s+|mobile\s+)?number(?:\s+back)?(?:\s+[^:.!?\n]{1,60}:)?\s*[:,-]?\s*(?=\(?\+?\d)",
        "phone",
        read_number,
    ),
    rule("m ", r"\bI['’]m\s+(?=\(?\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b)", "phone", read_number),
    # a number said to be one's own with its owner left out: "Cell is still 641-752-3380", "German cell is +49 ..."
    rule(
        "cell is|mobile is|number is|phone is",
        rf"{START}(?:(?:Also|And|FYI|Btw|PS|P\.S\.),?\s+)?(?!(?:Her|His|Their|Your|Its|The|This|That|Mom|Mum|Dad|Grandma|Grandpa)\b)"
        r"(?:[A-Z][a-z]+\s+)?(?:[Cc]ell|[Mm]obile|[Pp]hone)(?:\s+(?:phone|number))?"
        r"\s+is\s+(?:still\s+|now\s+)?(?:the\s+same\s*[:,]?\s*)?(?=\(?\+?\d)",
        "phone",
        lambda text, pos: None if theirs_before(text, pos) else read_number(text, pos),
    ),
    # an address said new, opening its sentence: "New email going forward: jd@x.com"
    rule(
        "new",
        rf"{START}(?:(?:Also|And|FYI|Btw|PS|P\.S\.),?\s+)?(?:[Mm]y\s+)?[Nn]ew\s+(?:personal\s+|work\s+|home\s+)?"
        r"(?i:e-?mail)(?:\s+address)?(?:\s+going\s+forward|\s+from\s+now\s+on)?\s*(?:is\s*)?:?\s*(?=[\w.+'-]+@)",
        "email",
        read_email,
    ),
    # e-mail: an address said to be one's own ("my new work email address is: jd@x.com")
    rule(
        "mail",
        r"\b[Mm]y\s+(?:new\s+)?(?:(?:work|home|personal|private|business|office|school|university|college)\s+)?"
        r"(?i:e-?mail)(?:\s+address)?(?:\s+(?:from|as\s+of|starting)\s+[A-Z0-9][^,.!?\n@]{0,24}?)?"  # ("from July 1")
        r"(?:(?:\s+is(?:\s+now)?|\s+will\s+be|\s+has\s+changed\s+to)\s*:?|\s*:)\s*",
        "email",
        read_email,
    ),
    # ... with no "my" opening its sentence: "Work email is t.echeverria@ioed.de -- the gmail still works too"
    rule(
        "work email|work e-mail|office email|office e-mail",
        rf"{START}(?:[Ww]ork|[Oo]ffice)\s+(?i:e-?mail)(?:\s+address)?\s*(?:is(?:\s+now)?\s*:?|:)\s*(?=[\w.+'-]+@)",
        "email",
        lambda text, pos: None if someone_elses(text, pos) else read_email(text, pos),
    ),
    # the addressee's new mailbox: "Your clinic email account (lhoekstra@prairieridgeclinic.org) will be active"
    rule(
        "your",
        r"(?<!\w)[Yy]our\s+(?:new\s+)?(?:[A-Za-z]+\s+)?(?i:e-?mail)(?:\s+(?:account|address))?\s*(?:\(\s*|:\s*|is\s+|will\s+be\s+)"
        r"(?=[\w.+'-]+@)",
        "email",
        read_email,
        whose="addressee",
    ),
    # a mailbox by its provider, its address in brackets or after a colon: "Use my yahoo (rhoekstra97@yahoo.com)"
    rule(
        "yahoo|gmail|hotmail|aol|outlook|icloud",
        r"\b[Mm]y\s+(?:old\s+|personal\s+|other\s+)?(?i:yahoo|gmail|hotmail|aol|outlook|icloud)"
        r"(?:\s+(?:e-?mail|address|account))?\s*(?:\(\s*|:\s*)(?=[\w.+'-]+@)",
        "email",
        read_email,
    ),
    # and as an apposition, new or an address ("please note my new e-mail address, lb2@x.com, effective
    # Monday"; not "further to my e-mail, kim@x.com will send it": a message, and another's address)
    rule(
        "mail",
        r"\b[Mm]y\s+(?:new\s+(?:(?:work|home|personal|private|business|office)\s+)?(?i:e-?mail)(?:\s+address)?"
        r"|(?:(?:work|home|personal|private|business|office)\s+)?(?i:e-?mail)\s+address)\s*,\s*",
        "email",
        read_apposed_email,
    ),
    # and an address to reach one at ("After the 16th you can reach me at nicole.ferris@hotmail.com")
    rule(
        "me at|me @|be reached|new address|from now on|going forward",
        r"\b(?:[Rr]each|[Cc]ontact|[Ww]rite\s+to|[Ee]-?mail|[Ff]ind)\s+me\s+(?:\w+\s+){0,2}?(?:at|@)\s*"
        r"(?:my\s+(?:new\s+)?(?:personal\s+|home\s+|private\s+)?(?:e-?mail\s+)?address,?\s+)?(?=[\w.+'-]+@)"
        r"|\bI\s+(?:can|may|will|could)\s+(?:also\s+|now\s+|best\s+)?be\s+reached\s+(?:by\s+e-?mail\s+)?(?:at|@)\s*(?=[\w.+'-]+@)"
        r"|\b[Mm]y\s+new\s+address\s+is\s*:?\s*(?=[\w.+'-]+@)"
        # ("so use mack.dw@quillmail.com from now on", "please use my new address X from now on")
        r"|\b(?:(?:[Pp]lease\s+)?use\s+my\s+(?:new\s+)?(?:e-?mail\s+)?address\s+|(?<=[Mm]y\s)[^.!?\n]{0,60}?\bso\s+use\s+)"
        r"(?=[\w.+'-]+@[\w.-]+\s+(?:from\s+now\s+on|going\s+forward)\b(?![^.!?\n]{0,30}\b(?:him|her|them)\b))",
        "email",
        read_email,
    ),
    rule(
        "be reached",
        r"(?:\bI|(?<=\bI\s)[^.!?\n]{0,160}?\band)\s+(?:can|may|will|could)\s+(?:also\s+|now\s+|best\s+)?be\s+reached\s+(?:by\s+(?:phone|cell)\s+|"
        r"on\s+my\s+(?:cell|mobile)\s+)?(?:at|on|@)\s*",
        "phone",
        None,
    ),  # fmt: skip
    rule(
        "me at|me on|me back|me in|me by|me @|call at|ontact me|me:",
        r"\b(?:[Cc]all|[Rr]each|[Tt]ext|[Rr]ing|[Pp]hone|[Cc]ontact|[Ww]hats[Aa]pp|[Mm]essage|SMS|get)\s+me\s+(?:back\s+)?(?:(?!e-?mail\b)[\w-]+\s+){0,3}?"
        r"(?:at|on|@)\s*"
        r"|\b(?:[Cc]all|[Tt]ext|[Rr]ing)\s+me\s*:\s*(?=\(?\+?\d)"  # ("If you're lost or late, text me: 312-...")
        r"|\bgive\s+me\s+a\s+(?:call|ring|buzz)\s+(?:[\w-]+\s+){0,2}?(?:at|on|@)\s*"
        # "contact me by e-mail at jd@x.com or by telephone at 403-...", "... or phone at 915-..."
        r"|\b(?:[Cc]all|[Rr]each|[Cc]ontact)\s+me\s+(?:[^?!]{0,80}?\s)?(?:by\s+|or\s+)(?:tele)?phone\s+(?:at|on)\s*",
        "phone",
        None,
    ),  # fmt: skip
    rule(
        "cell|mobile|office|desk|direct",
        r"\b(?:[Cc]all|[Rr]each|[Tt]ext|[Rr]ing|[Pp]hone)\s+(?:me\s+on\s+)?my\s+(?:cell|mobile|office|desk|home|direct)"
        r"(?:\s+(?:phone|line|number))?(?:\s+(?:at|on|@)|[ \t]*[:\n])\s*(?=\(?\+?\d)",  # ("call my cell\n773-...")
        "phone",
        None,
    ),  # fmt: skip
    rule(
        "מספר|טלפון|נייד",
        rf"(?<!\w)(?:ו|ש|וש|כש)?(?:ל|ב)?(?:ה?מספר|ה?טלפון|ה?נייד)(?:\s+ה?טלפון)?{_HE_MY}שלי(?:\s+ב(?:משרד|עבודה|בית))?"
        r"(?:\s+(?:השתנה|התחלף)\s*[,:]?)?\s*(?:הוא|זה|עכשיו|מעכשיו)?\s*(?:רק\s+)?:?\s*",  # ("השתנה, מעכשיו רק X")
        "phone",
        read_number,  # noqa: E501
    ),
    rule(  # "ולי יש עכשיו מספר נייד חדש (החליפו לי חברה): 052-6093318"
        "יש",
        r"(?<!\w)(?:(?:ו|ש|וש|כש)?יש\s+לי|ו?לי\s+יש)\s+(?:עכשיו\s+|גם\s+)?(?:מספר|טלפון|נייד)(?:\s+(?:נייד|טלפון))?\s+חדש"
        r"(?:\s*\([^()\n]{1,60}\))?\s*[:–-]\s*",
        "phone",
        read_number,
    ),
    rule("להשיג", r"(?<!\w)(?:ו|ש|וש|כש)?(?:אפשר|ניתן)\s+להשיג\s+אותי\s+(?:ב(?:נייד|טלפון|מספר)?\s*)", "phone", None),
    # manager: "my manager is X", "I report to X", and to the addressee "I'm your manager", "you report to X"
    rule(
        "manager|boss|supervisor|lead|foreman|forewoman",
        rf"\b[Mm]y\s+(?:new\s+)?(?:reporting\s+)?{_MANAGER}\s+(?:is(?:\s+(?:now|still))?|['’]s(?:\s+(?:now|still))?)\s+",
        "manager",
        read_manager,
    ),  # noqa: E501
    rule(
        "manager|boss|supervisor|lead|foreman|forewoman",
        rf"\b[Mm]y\s+(?:new\s+)?(?:reporting\s+)?{_MANAGER}\s+will\s+be\s+",
        "manager",
        read_manager,
        tense="plan",
    ),
    rule("report", rf"\bI\s+(?:now\s+)?{_REPORT}", "manager", read_manager),
    rule(  # ... named first: "Rhonda Pickard is still my boss, unfortunately" (two words, a sentence's subject)
        "manager|boss|supervisor|foreman",
        rf"(?:^|(?<=[.!?:]\s)|(?<=\n))(?=[A-Z][a-z]+\s+[A-Z][\w'-]+\s+is\s+(?:still\s+|now\s+)?my\s+(?:new\s+)?{_MANAGER}\b)",
        "manager",
        read_manager,
    ),
    # "I have had the privilege of working under Tom Kessler", "I work directly under X" (not "I worked under X")
    rule(
        "under",
        r"\bI(?:(?:['’]ve|\s+have)\s+(?:had|enjoyed)\s+the\s+(?:privilege|pleasure|honou?r)\s+of|(?:['’]ve|\s+have)\s+been|"
        r"(?:['’]m|\s+am)(?:\s+(?:currently|now))?|(?:\s+(?:currently|now))?)\s+work(?:ing)?\s+(?:directly\s+)?under\s+"
        r"(?=(?:Dr\.?\s+)?[A-Z][a-z]+\s+[A-Z])",
        "manager",
        read_manager,
    ),
    # "My boss, Diane Whitfield, is the kind of person who ...": the boss named beside the words
    rule(
        "boss|manager|supervisor",
        rf"\b[Mm]y\s+(?:new\s+)?{_MANAGER},\s+(?=[A-Z][a-z]+\s+[A-Z][\w'-]+,)",
        "manager",
        read_manager,
    ),  # fmt: skip
    rule(
        "reporting to|reporting directly",
        rf"{START}(?:[Nn]ow\s+)?[Rr]eporting\s+(?:directly\s+)?to\s+",
        "manager",
        read_manager,
    ),
    # ("I'll be reporting to Alan Richter from here on out": from now; without such words, a plan with its day)
    rule(
        "report",
        rf"\bI{_WILL}\s+(?:be\s+)?(?:now\s+)?{_REPORT}(?=[^.!?\n]{{0,80}}?\b(?:from\s+(?:here|now)\s+on|going\s+forward"
        r"|effective\s+immediately)\b)",
        "manager",
        read_manager,
    ),
    rule("report", rf"\bI{_WILL}\s+(?:be\s+)?(?:now\s+)?{_REPORT}", "manager", read_manager, tense="plan"),
    rule(
        "מנהל|בוס",
        rf"(?<!\w)(?:ו|ש|וש|כש)?ה?(?:מנהל|בוס)(?:ת|ית)?{_HE_MY}שלי(?:\s+(?:כאן|פה))?(?:\s+(?:עכשיו|מעכשיו|מהיום))?"
        r"(?:\s+(?:הוא|היא|זה|זו|יהיה|תהיה)\s*|\s*[:–-]\s*)(?=[A-Zא-ת])",  # a verb after "שלי" is what they did
        "manager",
        read_manager,
    ),
    # "יש לי מנהלת חדשה מפברואר, דנה אהרוני": a new boss one has, by name after its day
    rule(
        "יש לי",
        r"(?<!\w)(?:(?:ו|ש|וש|כש)?יש\s+לי|ו?לי\s+יש)\s+(?:עכשיו\s+)?(?:מנהל|מנהלת|בוס|בוסית)\s+חדש(?:ה)?"
        r"(?:\s+(?:מ|החל\s+מ)[^\s,]{2,12})?\s*[,:–-]\s*(?:קוראים\s+ל[הו]\s+)?",  # (its day, then the name)
        "manager",
        read_manager,
    ),
    # "... as Head of Procurement here at Arla Foods UK, reporting to Jens Holm": the one who speaks
    # (not an offer to the addressee: "I am pleased to offer you the position of X ..., reporting to Y", "I'm
    # pleased to confirm our offer of employment for the position of X, reporting to Y")
    rule(
        ", reporting",
        r"(?<!Engineer\s)(?<!Analyst\s)(?<!Associate\s)(?<!Specialist\s)(?<!Accountant\s)(?<!Level\s)(?<!Grade\s)"
        # (not "Engineer I"; nor one welcomed or met: "I'd like to welcome X, who joins us as Y, reporting to Z")
        r"\bI\b(?:(?!\b(?:you|offer|welcome|met|meet|who|whom)\b)[^.!?\n]){0,120}?,\s+reporting\s+(?:directly\s+)?to\s+",
        "manager",
        read_manager,
    ),
    rule(
        "m under|am under|m now under|am now under|me under|working under",
        r"\b(?:I(?:['’]m|\s+am)\s+(?:now\s+)?(?:working\s+)?|moved\s+me\s+)under\s+(?=[A-Z])",
        "manager",
        read_manager,
    ),
    rule("כפוף", r"(?<!\w)(?:ו|ש|וש|כש)?אני\s+(?:כפוף|כפופה)\s+(?:ישירות\s+)?ל-?(?=[א-תA-Z])", "manager", read_manager),
    rule(
        "my manager|my boss|my new manager|my new boss|my line manager|my team lead",
        # "Priya Raman, my manager since Monday": the name before it
        # (not an employer before "my manager is X": "... at Red Hat, my manager is Kevin Tran")
        rf"\b(?=[A-Z][a-z]+(?:-[A-Z][a-z]+)?\s+[A-Z][\w'-]+,\s+my\s+(?:new\s+)?{_MANAGER}\b(?!\s+(?:is|was|will\s+be|['’]s)\s+[A-Z]))",
        "manager",
        lambda text, pos: _then_my_manager(read_person(text, pos), text),
    ),
    rule(
        "מדווח|אדווח",
        r"(?<!\w)(?:ו|ש|וש|כש)?(?:אני\s+(?:מדווח|מדווחת)|אדווח)\s+(?:ישירות\s+)?ל(?:-)?(?=[A-Zא-ת])",
        "manager",
        read_manager,
    ),
    rule(
        "manager|boss|supervisor|lead",
        rf"\b(?:I\s+am|I'm|as)\s+your\s+(?:new\s+)?{_MANAGER}\b(?!['’]s)",
        "manager",
        None,
        whose="addressee",
    ),
    rule(
        "manager|boss|supervisor|lead",
        rf"\bI(?:'ll| will)\s+be\s+your\s+(?:new\s+)?{_MANAGER}\b",
        "manager",
        None,
        whose="addressee",
        tense="plan",
    ),
    rule(
        "report",
        rf"{_YOU}(?:(?:['’]ll|\s+will)\s+(?:continue\s+to|keep)|\s+now|\s+still)?\s+{_REPORT}{_TO_ME}",
        "manager",
        None,
        whose="addressee",
    ),
    rule(
        "report",
        rf"{_YOU}(?:'ll| will)\s+(?:be\s+)?{_REPORT}{_TO_ME}",
        "manager",
        None,
        whose="addressee",  # (the writer's own arrangement: from the letter, or the day it gives)
    ),
    rule(
        "report",
        rf"{_YOU}(?:(?:['’]ll|\s+will)\s+(?:continue\s+to|keep)|\s+now|\s+still)?\s+{_REPORT}(?!me\b)",
        "manager",
        read_manager,
        whose="addressee",
    ),
    rule(
        "report",
        rf"{_YOU}(?:'ll| will)\s+(?:be\s+)?{_REPORT}(?!me\b)",
        "manager",
        read_manager,
        whose="addressee",
        tense="plan",
    ),
)
# "X is your manager" / "X will be your manager": the object comes first; "X is my new boss", "X's my boss" too.
YOUR_MANAGER = re.compile(rf"({PERSON_NAME.pattern})\s+(is|will\s+be)\s+your\s+(?:new\s+)?{_MANAGER}\b")
MY_MANAGER = re.compile(rf"({PERSON_NAME.pattern}),?(\s+is|['’]s|\s+will\s+be)\s+my\s+(?:new\s+)?{_MANAGER}\b(?!['’]s)")
