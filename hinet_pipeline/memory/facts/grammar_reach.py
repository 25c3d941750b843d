"""The rules of ``grammar`` for reaching one: a number or an e-mail address said to be one's own ("my new number is",
"I can be reached at", "call me on my cell at", "המספר החדש שלי"); whom one reports to: ``grammar_boss``."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.contact_objects import read_apposed_email, read_email, read_number
from hinet_pipeline.memory.facts.grammar_number import NOT_MINE_AFTER, NUMBER_RULES, mine_after, someone_elses
from hinet_pipeline.memory.facts.kin import theirs_before
from hinet_pipeline.memory.facts.rule import START, rule

HE_MY = r"\s+(?:ה[א-ת]+\s+){0,2}"  # "המספר [הגרמני] [החדש] שלי"
# a mailbox on a condition of getting the job ("..., if they hire me"; not "... if gmail ever eats something")
_IF_AFTER = re.compile(
    r",?\s+(?:if|assuming|provided|unless)\b(?=[^.!?\n]{0,30}\b(?:hire|hired|get\s+the|offer|accept|land|work\s+out))"
)
# another's home, a stay's or a listing's before a Hebrew "the phone at home" ("אצל ההורים", "המספר של אמא", "בצימר"),
# or a number taken back after it ("... של השכנים", "לא פעיל"); a notice quoted or shown as a sample
_HE_ELSEWHERE = re.compile(r"(?<!\w)(?:אצל\w*|של|לגבי|במלון|בצימר|בחופשה|להשכרה|ביקש|ביקשה)(?!\w)")
_HE_NOT_MINE = re.compile(
    r"[\s,.]*(?:[-–]\s*)?(?:\(?\s*(?:שלה|שלו|שלהם)(?!\w)|(?:זה\s+|הוא\s+)?של\s|כבר\s+לא|לא\s+פעיל|טעות|התנתק"
    r"|אם(?!\w)|כך\s+(?:אמר|אמרה|כתב|כתבה))"
)
_QUOTED_NOTICE = re.compile(r"דוגמ|ההודעה|הודעה\s+ש")


# a new address its own words give away: not working yet, another's, a mistake; or one another changed, said just before
_EMAIL_AFTER = re.compile(
    r"\S+\s*[-–,]?\s*(?:עדיין\s+לא|לא\s+(?:עובד|פעיל)|יהיה\s+פעיל|שייך|של\s|[^.\n]{0,40}בטעות|זה\s+מה\s+ש)"
)
_ANOTHER_CHANGED = re.compile(r"(?<!\w)(?:החליף|החליפה|החליפו|עבר|עברה|עברו|פתח|פתחה|פתחו)(?!\w)")


def _not_my_new_email(text: str, pos: int) -> bool:
    """Whether the address at ``pos`` after "המייל החדש" is not the writer's (``_EMAIL_AFTER``), or, said with no
    "שלי", follows a sentence about another's change ("הספק שלנו החליף כתובת. המייל החדש X")."""
    if _EMAIL_AFTER.match(text, pos):
        return True
    return "שלי" not in text[max(0, pos - 30) : pos] and bool(_ANOTHER_CHANGED.search(text, max(0, pos - 90), pos))


def _home_number(text: str, pos: int):
    """The number of the writer's home line at ``pos`` (``read_number``), not another's or a stay's (above)."""
    opens = text.rfind("\n", 0, pos) + 1  # (its line: "להשכרה: דירת 3 חדרים בכפר סבא. הטלפון בדירה ...")
    if _HE_ELSEWHERE.search(text, opens, pos) or not (got := read_number(text, pos)):
        return None
    return None if _HE_NOT_MINE.match(text, got[1]) else got


# one's own mailbox at a place, its owner left out as chats leave it: "uni email is isla.macrae@lothianuni.ac.uk",
# "Work email from then: vikram.r@marlowebirch.ca" (not another's: "Tom's work email is ...", "Dad: work email is ...")
# (a team's mailbox, or one said to be another's: "so use orders@portliberty.com", "so use tom@x.com (Tom's)")
_NOT_MINE = re.compile(
    r"(?i:orders|sales|help|info|support|accounts|team|ops|office|admin|hello|contact|enquiries|announcements|noreply)"
    r"[\w.-]*@|[\w.+'-]+@[\w.-]+[^\n.!?]{0,12}(?:\(|-|–|,)\s*(?:that['’]s\s+|it['’]s\s+)?(?:[A-Z][a-z]+['’]s\b|my\s+assistant)"
    r"|[\w.+'-]+@[\w.-]+\s+for\s+my\s+(?:assistant|team|PA)\b"
)
OWN_MAILBOX = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=\n))[ \t]*(?:[Mm]y\s+)?(?:[Nn]ew\s+)?"
    r"(?:[Uu]ni|[Ww]ork|[Ss]chool|[Oo]ffice|[Cc]ollege|[Pp]ractice|[Cc]ompany)\s+e-?mail(?:\s+address)?"
    r"(?:\s+from\s+(?:then|now\s+on|Monday|tomorrow))?\s*(?:is\s*:?|:)\s*(?=[\w.+'-]+@[\w-]+\.)"
)


REACH_RULES = (
    # phone: a number said to be one's own
    rule(
        "number|phone|cell|mobile|line|extension|my new no|#",
        r"\b(?:[Mm]y|[Oo]ur(?=\s+(?:new\s+)?(?:home|house|cell|landline)\b))\s+(?:new\s+)?(?:[A-Z][a-z]+\s+|[A-Z]{2}\s+)?"
        r"(?:(?:direct|office|work|home|house|cell|mobile|private|personal|desk)\s+){0,2}"
        r"(?:(?:phone\s+)?number|phone|cell(?:\s+phone)?|mobile|line|extension|#|no\.?)"  # ("my new no")
        r"(?:\s+at\s+(?:the|my|our)\s+[a-z]+)?"  # ("my direct line at the clinic is N")
        r"(?:\s+(?:also|too|pls|please))?(?:(?:\s+is(?:\s+(?:now|still))?|['’]s|\s+will\s+be)"
        r"(?:\s+(?:the\s+)?same(?:\s+as\s+(?:always|ever|before))?)?\s*[:,]?|\s*:|(?<=#)(?=\s+\+?\(?\d)"
        # (its number in commas before its verb: "my cell, 915-555-0142, is the only number to reach me")
        r"|\s*,(?=\s*\(?\+?\d[\d \t().-]{6,}\d\s*,\s*(?:is|will\s+be)\s+(?:still\s+)?"
        r"(?:the\s+(?:only|best|main|easiest|quickest|fastest)|my\s+(?:only|main)|best)\b))\s*",
        "phone",
        read_number,
    ),
    rule(  # "Best number for me is my cell, 915-555-0142.", "the best way to reach me is (270) 993-0415"
        "best number|best phone|best way",
        r"\b[Bb]est\s+(?:(?:phone\s+)?number|phone|way\s+to\s+(?:reach|call|get(?:\s+hold\s+of)?)\s+me)\s+"
        r"(?:for\s+me\s+|to\s+(?:reach|call|get)\s+me\s+)?(?:is|will\s+be)\s+(?:my\s+(?:cell|mobile)(?:\s+phone)?\s*[,:]?\s*)?"
        r"(?=\(?\+?\d)",
        "phone",
        lambda text, pos: None if (got := read_number(text, pos)) and NOT_MINE_AFTER.match(text, got[1]) else got,
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
        r"(?i:e-?mail)(?:\s+address)?(?:\s+for\s+me)?(?:\s+going\s+forward|\s+from\s+now\s+on"
        r"|\s+(?:from|as\s+of|starting)\s+[A-Z0-9][^,.!?\n@:]{0,24}?)?"  # ("New work email from Aug 5: X")
        r"\s*(?:is\s*)?:?\s*(?=[\w.+'-]+@)",
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
        lambda text, pos: None if (got := read_email(text, pos)) and _IF_AFTER.match(text, got[1]) else got,
    ),
    # ... with no "my" opening its sentence: "Work email is t.echeverria@ioed.de -- the gmail still works too",
    # "Hospital email: nlh2@cascadiamed.org", "work email if you ever need it: X"
    rule(
        "work email|work e-mail|office email|office e-mail|hospital email|school email|uni email|university email"
        "|college email",
        rf"{START}(?:[Ww]ork|[Oo]ffice|[Hh]ospital|[Ss]chool|[Uu]ni(?:versity)?|[Cc]ollege)\s+(?i:e-?mail)"
        r"(?:\s+address)?(?:\s+if\s+you\s+(?:ever\s+)?need\s+it)?\s*(?:is(?:\s+now)?\s*:?|:)\s*(?=[\w.+'-]+@)",
        "email",
        lambda text, pos: None if someone_elses(text, pos) else read_email(text, pos),
    ),
    # the addressee's new mailbox: "Your clinic email account (lhoekstra@prairieridgeclinic.org) will be active"
    rule(
        "your",
        r"(?<!\w)[Yy]our\s+(?:new\s+)?(?:[A-Za-z]+\s+)?(?i:e-?mail)(?:\s+(?:account|address))?\s*(?:\(\s*|:\s*|is\s+|will\s+be\s+)"
        r"(?=[\w.+'-]+@)",
        "email",
        lambda text, pos: None if "[Name]" in text else read_email(text, pos),  # (not a template's)
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
    # ... or any other's, its name a word before "address" and the address in brackets ("my old walla address
    # (zhenya_k84@walla.co.il)", "my uni account (s1234@uni.ac.uk)")
    rule(
        "address (|account (|mail (",
        r"\b[Mm]y\s+(?:old\s+|previous\s+|personal\s+|other\s+)?[a-z][\w.-]{1,15}\s+(?:e-?mail|address|account)\s*\(\s*"
        r"(?=[\w.+'-]+@)",
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
    rule(  # (``OWN_MAILBOX``)
        "email is|email from|email:",
        OWN_MAILBOX.pattern,
        "email",
        read_email,
    ),
    # an address that goes, and the one to use instead: "After the 28th this halyard address dies, so use
    # mq@portliberty.com for work stuff" (not "... so use the shared inbox", not one for another: "use his")
    rule(
        "so use|so please use",
        r"\b(?:[Tt]his|[Mm]y)\s+(?:[\w-]+\s+){0,2}?(?:e-?mail\s+)?(?:address|e-?mail|account)\s+(?:dies|goes\s+away|"
        r"(?:will\s+)?(?:stop|stops)\s+working|will\s+be\s+(?:closed|shut\s+down|gone|dead|deleted)|is\s+going\s+away|"
        r"closes)\b[^.!?\n]{0,20}?\bso\s+(?:please\s+)?use\s+(?=[\w.+'-]+@[\w.-]+\.\w+)(?![\w.+'-]+@[\w.-]+\s+(?:to\s+"
        r"(?:reach|contact|e-?mail|get)|for)\s+(?:him|her|them|[A-Z]))",
        "email",
        lambda text, pos: None if _NOT_MINE.match(text, pos) else read_email(text, pos),
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
    # "I'm at 419-555-0188 -- calls or texts": the writer's number, said as where they are
    rule(  # (not a stay's: "I'm at 419-555-0188 until Sunday only, it's the cabin phone")
        "m at|am at",
        r"\bI(?:['’]m|\s+am)\s+at\s+(?=\(?\+?\d[\d \t().-]{6,}\d(?![^.!?\n]{0,30}\b(?:until|till|through|only)\b))",
        "phone",
        None,
    ),
    rule(
        "cell|mobile|office|desk|direct",
        r"\b(?:[Cc]all|[Rr]each|[Tt]ext|[Rr]ing|[Pp]hone|[Uu]se|[Tt]ry)\s+(?:(?:[^.!?\n]|\.(?=\w)){1,60}?\s+(?:and|or)\s+)?(?:me\s+on\s+)?my\s+(?:cell|mobile|office|desk|home|direct)"
        r"(?:\s+(?:phone|line|number))?(?:\s+(?:if\s+you\s+need\s+me|when(?:ever)?\s+you\s+can|any\s*time))?"
        r"(?:\s+(?:at|on|@)|[ \t]*[:\n,(]|[ \t]+(?=\(?\+?\d))\s*(?=\(?\+?\d)",
        # ("call my cell\n773-...", "use my cell, 201-555-0158, for everything else", "text my cell (N)", "call me on my
        # cell if you need me 312-555-0186")
        "phone",
        mine_after(read_number),
    ),  # fmt: skip
    rule(  # the house's: "Call the house when you can, 915-555-0142", "Ring the house number (03) 5550 2184"
        "the house|call home|ring home|phone home",
        r"\b(?:[Cc]all|[Rr]ing|[Pp]hone|[Tt]ry)\s+(?:us\s+(?:at|on)\s+)?(?:the\s+house|home)(?:\s+(?:number|phone|line))?"
        r"(?:\s+(?:when(?:ever)?\s+you\s+can|any\s*time|tonight|after\s+\d+))?\s*[,:]?\s*(?:at\s+|on\s+)?(?=\(?\+?\d)",
        "phone",
        mine_after(read_number),
    ),
    rule(  # "המייל החדש guy@pilpellabs.io תעדכן", "כתובת המייל שלי: X" (new, or "שלי": not "המייל של דנה: X")
        "מייל|דוא",
        r"(?<!\w)(?:ו|ש)?(?:כתובת\s+)?ה(?:מייל|אימייל|דוא[\"״]ל)(?=\s+(?:ה?חדש|שלי|בעבודה|במשרד))"
        r"(?:\s+ה(?:חדשה?|פרטית?|אישית?))?(?:\s+(?:בעבודה|במשרד))?(?:\s+שלי)?(?:\s+(?:הוא|היא|יהיה|תהיה|זה|מעכשיו))?\s*[:–-]?\s*(?=[\w.+'-]+@[\w-]+\.)",
        "email",
        lambda text, pos: None if _not_my_new_email(text, pos) else read_email(text, pos),
    ),
    rule(
        "מספר|טלפון|נייד",
        rf"(?<!\w)(?:ו|ש|וש|כש)?(?:ל|ב)?(?:ה?מספר|ה?טלפון|ה?נייד)(?:\s+ה?טלפון)?{HE_MY}שלי(?:\s+ב(?:משרד|עבודה|בית|נייד))?"
        r"(?:\s+(?:השתנה|התחלף)\s*[,:]?)?\s*(?:הוא|זה|עכשיו|מעכשיו)?\s*(?:רק\s+)?:?\s*",  # ("השתנה, מעכשיו רק X")
        "phone",
        read_number,  # noqa: E501
    ),
    rule(  # a number said unchanged, its owner left out: "המספר אותו מספר 052-5550178", "הנייד שלי לא השתנה: N"
        "אותו מספר|לא השתנה|לא משתנה|נשאר",
        r"(?<!\w)(?:ו)?(?:ה?מספר|ה?טלפון|ה?נייד)(?:\s+שלי)?\s+(?:אותו\s+מספר|נשאר(?:\s+אותו(?:\s+(?:מספר|דבר))?)?"
        r"|לא\s+(?:השתנה|משתנה))\s*[,:–-]?\s*(?=\+?\(?\d)",
        "phone",
        mine_after(read_number),
    ),
    rule(  # the writer's line in a list of the household's numbers: "הטלפונים לא משתנים: אני 054-5550139, אייל 052-..."
        "טלפונים|מספרים",
        r"(?<!\w)(?:ה?טלפונים|ה?מספרים)(?:\s+(?:שלנו|לא\s+משתנים|נשארים|החדשים))*\s*:\s*אני\s*[:–-]?\s*(?=\+?\(?\d)",
        "phone",
        read_number,
    ),
    rule(  # "ולי יש עכשיו מספר נייד חדש (החליפו לי חברה): 052-6093318"
        "יש",
        r"(?<!\w)(?:(?:ו|ש|וש|כש)?יש\s+לי|ו?לי\s+יש)\s+(?:עכשיו\s+|גם\s+)?(?:(?:מספר|טלפון|נייד)(?:\s+(?:נייד|טלפון))?\s+"
        r"(?:חדש|אמריקאי|ישראלי|גרמני|אנגלי|בריטי|צרפתי|קנדי|אוסטרלי|מקומי)"  # ("יש לי מספר אמריקאי: +1 617-...")
        r"|קו\s+(?:ישיר|חדש)(?:\s+ב(?:משרד|עבודה|בית))?)"  # ("ויש לי קו ישיר במשרד: 02-5550194")
        # (a reason between, a request: "יש לי מספר חדש כי עברתי חברה, תשמור אותו: 052-5550134")
        r"(?:\s*\([^()\n]{1,60}\)|\s+(?:כי|בגלל\s+ש|אחרי\s+ש)[^.!?:\n\d–-]{1,40}?)?(?:,?\s+(?:תשמור|תשמרי|תשמרו)(?:\s+אותו)?)?"
        r"\s*[:–-]\s*(?=\+?\(?\d)",  # the number itself next, not a story before another's
        "phone",
        mine_after(read_number),  # (not one its own words give away: "..., אבל הוא מנותק", "– של השכנים")
    ),
    rule(  # "וגם החלפתי מספר, לקחתי כבר את המנוי של העבודה: 050-5550155": a number one switched to
        "החלפתי",
        r"(?<!\w)(?:ו|ש|וש|כש)?(?:גם\s+)?החלפתי\s+(?:מספר|טלפון|נייד)(?:\s+(?:טלפון|נייד))?\s*(?:,[^.!?:\n\d–-]{1,50})?\s*[:–-]\s*(?=\+?\(?\d)",
        "phone",
        read_number,
    ),
    rule(  # the phone at one's home: "אם את צריכה משהו הטלפון בבית 04-5550133", "הטלפון בדירה החדשה יהיה 09-...",
        # "הטלפון בבית נשאר כמו תמיד, 04-555-0118", "מספר חדש בבית: 08-5550193", "טלפון קווי בדירה (כן, ...): N"
        "טלפון|מספר חדש",
        r"(?<!\w)(?:ו|ש|וש|כש)?(?:ה?טלפון(?:\s+(?:קווי|נייח))?|מספר\s+חדש)\s+ב(?:בית|דירה(?:\s+החדשה)?|בית\s+החדש)"
        r"(?:\s+שלנו)?(?:\s*\([^()\n]{1,60}\))?(?:\s+(?:יהיה|הוא|זה|עכשיו|נשאר(?:\s+(?:כמו\s+תמיד|אותו\s+דבר|אותו))?))?"
        r"\s*[,:–-]?\s*(?=\+?\(?\d)",
        "phone",
        _home_number,
    ),
    rule(  # ... and a notice's to its reader: "- הטלפון בדירתך: 09-5550214" (not one quoted, nor a sample)
        "טלפון",
        r"(?<!\w)ה?טלפון\s+(?:בדירתך|בביתך|בדירתכם|בביתכם)\s*:\s*(?=\+?\(?\d)",
        "phone",
        lambda text, pos: None if _QUOTED_NOTICE.search(text, max(0, pos - 300), pos) else read_number(text, pos),
        whose="addressee",
    ),
    rule("להשיג", r"(?<!\w)(?:ו|ש|וש|כש)?(?:אפשר|ניתן)\s+להשיג\s+אותי\s+(?:ב(?:נייד|טלפון|מספר)?\s*)", "phone", None),
)
