"""The literal cues of the language extractor's pre-check (``cues.cue``): a word a rule needs, with the pattern that
must hold near it (or anywhere in the text: -1), and how far before the word it may start."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.grammar_number import COUNTRY_NUMBER, OWN_LINE
from hinet_pipeline.memory.facts.grammar_reach import OWN_MAILBOX
from hinet_pipeline.memory.facts.rule import RESIDENT_OF
from hinet_pipeline.memory.facts.theirs import HIS

# a new number, role or title, said without "my" ("New mobile: ...", "fyi new # 07911 ...")
NEW_THING = (
    r"(?:[Nn]ew|NEW)\s+(?:\w+\s+)?(?:(?:number|digits|line|mobile|cell|phone|role|title|position|e-?mail|place|apartment|flat"
    r"|house|address|digs)\b|#)"
)

# the owner's summary lines: "Where I live: Tel Aviv (...) until 31 March, Berlin (...) since 1 April."
SUMMARY = re.compile(r"^[ \t]*[-*]?[ \t]*(Where I live|Work)[ \t]*:[ \t]*(.+)$", re.M)

_IS_HOME = re.compile(r"[A-Z][a-z]+\s+is\s+(?:now\s+|still\s+)?(?:my\s+|our\s+)?home\b")
_TENANT_LINE = re.compile(r"^[ \t]*(?:Residents?|Tenants?|Lessees?)\b[^:\n]{0,40}:", re.M)
_IM_TITLE = re.compile(  # ("I'm an ER nurse at Swedish", "I'm a nurse at OHSU", "I'm a Lead Liaison Engineer now")
    r"I(?:['’]m|\s+am)\s+(?:still\s+|now\s+|currently\s+|officially\s+)?(?:an?|the)\s+(?:new\s+)?\w[^.!?\n]{0,80}?\s(?:at|with|for)\s+(?:the\s+)?[A-Z]"
    r"|I(?:['’]m|\s+am)\s+(?:now\s+(?:an?|the)\s+[A-Z]|(?:an?|the)\s+[A-Z][^.!?\n]{0,60}?\snow\b)"
    r"|I(?:['’]m|\s+am)\s+(?:still|now|currently)\s+[A-Z][^.!?\n]{0,60}?\s(?:at|with|for)\s+[A-Z]"
    r"|I(?:['’]m|\s+am)\s+(?:an?|the)\s+(?:new\s+)?[A-Z]"  # (a day before it: "As of July 1 I'm a Senior ...")
    r"|I(?:['’]m|\s+am)\s+an?\s+[a-z][^.!?\n]{0,40}?\snow\b"  # ("I'm a journeyman electrician now")
    # ("I'm Director of Data Science at Corvid Health")
    r"|I(?:['’]m|\s+am)\s+[A-Z][\w-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w&-]*){0,5}\s+(?:at|with)\s+[A-Z]"
)
_YOUR_BOSS = re.compile(r"[Yy]our\s+(?:new\s+|line\s+|direct\s+)?(?:manager|supervisor)\s+(?:is|will\s+be)\s")  # "Your
# supervisor is Dr. Katrin Vollmer"
_FROM_THEN = re.compile(r"From\s+(?:then|that\s+day|the\s+\d)[^.!?:\n]{0,20}?,?\s+(?:the|my|our)\s+(?:new\s+)?address")
# (a word, what must stand around it): the regex is tried a little before each place the word is
# found, so a word that is everywhere ("report") costs a few short matches, not a search of the text
_NUMBER_IS_MINE = re.compile(r"\d\s+is\s")  # "614-555-0149 is still me", "... is my new cell"


_UNDER = re.compile(
    r"(?:I|[Ww]e)\b[^.!?:]{0,80}?\b(?:rent(?:ed|ing)|since|living)\b[^.!?:]{0,140}:[ \t]*(?:\n[ \t]*){0,2}"
    r"(?:\d|Flat|Unit|[A-Z])"
)
# a line no pronoun opens that a rule reads: "- german number: 0152 ...", a German register's "Ihre Angaben:"
_NO_PRONOUN_LINE = (
    r"\n[ \t]*(?:[-*•][ \t]+(?:my\s+)?(?:new\s+)?[A-Za-z.]+\s+(?:number|mobile|cell)|Ihre\s+(?:Angaben|Daten))\s*:"
)
# the English rules that read a statement with no pronoun in it ("Promoted to X today!", "Reporting to
# Y", "no longer at Z", "Handed in my notice", "Last day will be ...")
NO_PRONOUN = re.compile(
    r"[Pp]romoted\s+to|[Rr]eporting\s+(?:directly\s+)?to|no\s+longer\s+(?:at|with|working)|[Ll]ast\s+(?:working\s+|work\s+)?day"
    rf"|Back\s+living|{NEW_THING}|(?:Cell|Mobile|Phone|Number)(?:\s+phone|\s+number)?\s+(?:stays|remains|is)\b"
    r"|[A-Z][a-z]+\s+(?:cell|mobile)\s+is\b|[Tt]he\s+lease\s+(?:for|on|at)\b"  # ("The lease for Unit 12B, ...")
    r"|from\s+home\s+in\s+[A-Z]|[A-Z][a-z]+(?:\s+is|['’]s)\s+(?:now\s+|still\s+)?(?:my\s+|our\s+)?home\b"
    rf"|[Oo]fficially\s+(?:an?\s+)?{RESIDENT_OF}"  # "officially a Denver resident"
    r"|\b(?:[Pp]roper|[Rr]eal)\s+address\b"  # "From Saturday 27th the proper address is:"
    r"|(?<![\w'’])[Hh]ere\s+in\s+[A-Z]"  # "Here in Coimbatore it is raining every evening"
    rf"|(?<=[:;]\s)still\s+at\s+\d|{_NO_PRONOUN_LINE}"  # "Everything else stays the same: still at 14"
)
_LIST_HOME = re.compile(r"\n[ \t]*[-*•][ \t]+(?:[Nn]ew\s+|[Mm]y\s+)?(?:[Aa]partment|[Ff]lat|[Hh]ome|[Aa]ddress):\s*\d")
_NOW_AT = re.compile(r"(?:I|[Ww]e)(?:['’](?:re|m)|\s+(?:are|am))\s+(?:now|finally|all)\s+(?:settled\s+)?at\s*:?\s*\d")
_WILL_BE_FROM = re.compile(r"\bwill\s+be\s+[A-Z][^.!?\n]{0,100},?\s(?:effective|starting|beginning)\s")
_WILL_BE_IN = re.compile(
    r"(?:I|[Ww]e)(?:['’]ll|\s+will)\s+be\s+(?:living\s+)?in\s+(?:a|an|the|our|my)\s+(?:new\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:flat|apartment|house|home|place|condo|studio|rental|duplex|townhouse|townhome)\b"
)
_WILL_LEAD = re.compile(  # "Shira Peretz will lead our QA team as QA Team Lead"
    r"will\s+(?:now\s+)?(?:lead|head|run)\s+(?:our|the)\s[^.!?\n]{1,60}?\s(?:team|group|department|unit|lab)\s+as\s"
)
LITERAL_CUES = (
    ("be reached", None, 0),
    *((w, None, 0) for w in ("fell through", " is off", "'s off", "’s off", "after all")),  # a move called off
    ("me at", None, 0),
    ("me on", None, 0),
    ("me back", None, 0),
    ("me in", None, 0),
    ("me by", None, 0),
    ("ontact me", None, 0),  # "contact me \nby e-mail at X or phone at N"
    ("me @", None, 0),
    ("reach me", None, 0),  # "the best way to reach me is (270) 993-0415"
    ("home in ", re.compile(r"from\s+home\s+in\s+[A-Z]"), 6),  # "Greetings from home in Portland"
    *((f"is {w}home", _IS_HOME, 30) for w in ("", "now ", "still ", "my ", "our ")),  # "Austin is home"
    ("the same", re.compile(r"(?:[Cc]ell|[Mm]obile|[Nn]umber|[Pp]hone|\d)[ \t,]*(?:stays|remains|will\s+stay|will\s+"
                            r"remain)\s+the\s+same"), 40),  # "My cell (801) 647-2208 stays the same"
    ("call at", None, 0),
    *((f"{w} (", None, 0) for w in ("flat", "house", "apartment", "place")),  # "we are both at the X flat (Flat 6,"
    # the writer's line in a list of numbers: "- Me: +1 647-555-0163", "Me 828-555-0162"
    *((w, OWN_LINE, -1) for w in ("Me:", "Me (", "Me ")),
    ("mail", OWN_MAILBOX, -1),  # "uni email is isla.macrae@lothianuni.ac.uk", "Work email from then: X"
    ("so ", re.compile(r"so\s+(?:please\s+)?use\s"), 0),  # "this halyard address dies, so use mq@portliberty.com"
    ("house phone is still", None, 0),  # "The house phone is still 912-555-0104."
    ("your new home at", None, 0),  # a board's welcome: "welcome to your new home at Suite 2304, 15 Larchmere Gate"
    ("ddress is", re.compile(r"[Aa]ddress\s+is[ \t]*\n"), -1),  # "... send something over. Address is\n\n14 ..."
    (":\n", re.compile(r":[ \t]*\n\s*(?:\d{1,5}\s|(?i:flat|unit|apt|suite)\b)"), -1),  # (under a label)
    ("your details", None, 0),  # a register's details of its reader: "Your details as held on the register:"
    ("proper address", None, 0),  # "From Saturday 27th the proper address is:", "Proper address for the post:"
    ("address for the post", None, 0),
    ("report to her", None, 0),  # "The principal is Dana Ostrowski, I'd report to her"
    ("report to him", None, 0),
    ("phone for me", None, 0),  # "Jalen set up a cell phone for me ... The number is 912-555-0186."
    ("made ", re.compile(r"(?:I|[Ww]e|[A-Z][a-z]+)\s+(?:(?:just|finally)\s+)?made\s+[A-Z]"), 30),  # "made Captain"
    # "I'll be at 2150 W Alamo Dr", "we'll be at:\n\n28", "Radhika and I will be at\n   Flat 1203, Tower C", "Ada and I
    # will be living at:"
    ("be at", re.compile(r"be\s+at(?:\s+\d|[ \t]*:|[ \t]*\n\s*(?:\d|Flat|Apt|Unit|House|Apartment|Suite|No\.))"), 0),
    ("living at", re.compile(r"living\s+at(?:\s+\d|[ \t]*:)"), 0),
    ("mail (", re.compile(r"[Yy]our\s+(?:new\s+)?(?:[A-Za-z]+\s+)?e-?mail\s+\("), 30),  # "your Tallgrass email (x@y)"
    ("the new ", re.compile(r"the\s+new\s+(?:place|apartment|house|flat|condo|home)\s*[:,!-]+\s*\d"), 0),
    *((w, _NUMBER_IS_MINE, 2) for w in (" is still me", " is me", " is my ", " is still my ", " is now my ")),
    ("report", re.compile(r"[Yy]ou(?:'ll|\s+will)?\s+(?:now\s+)?(?:be\s+)?report"
                          r"|report(?:s|ing)?\s+(?:directly\s+)?to\s+(?:(?:the|our|my)\s+)?[A-Z]"
                          r"|report(?:s|ing)?\s+(?:directly\s+)?to\s+me\b"), 30),
    ("your", re.compile(r"your\s+(?:new\s+)?(?:manager|boss|supervisor|lead)\b"), 0),
    # the reader's post, said by the one they work under: "You are my new sous chef effective March 1"
    *((w, None, 0) for w in ("ou are my ", "ou're my ", "ou’re my ", "ou'll be my ", "ou will be my ")),
    ("been", re.compile(r"been\s+(?:promoted|named|appointed|made)\b"), 0),
    ("was made", None, 0),
    ("join", re.compile(r"(?:has|have|had|was|were|will|recently|just)\s+(?:be\s+)?(?:joined|join|joining)\b"
                        r"|join(?:ed|s)\s+(?:us|our|the|[A-Z])|[HhSs]h?e\s+joined\b"), 12),
    ("employee of", None, 0),
    ("transfer", re.compile(r"transfer\w*\s+to\s+(?:our|the)\s"), 0),  # "X will transfer to our Jackson plant as"
    ("relocat", re.compile(r"relocat\w*\s+to\s+(?:our|the)\s"), 0),
    ("his ", HIS, 0),
    ("His ", HIS, 0),
    ("her ", HIS, 0),
    ("Her ", HIS, 0),
    ("mail", re.compile(r"['’]s\s+(?:new\s+)?(?:work\s+|home\s+|personal\s+)?e-?mail\b", re.I), -1),
    ("employe", re.compile(r"I(?:['’]m|\s+am)\s+(?:\w+\s+){0,5}employe"), 30),  # "I am still an Enron employee"
    ("been with", None, 0),
    (" in at ", re.compile(r"(?:days?|weeks?|months?)\s+in\s+at\s+[A-Z]"), 10),  # "Three weeks in at Scioto Valley"
    ("ew place", re.compile(r"[Nn]ew\s+(?:place|apartment|flat|house|home)\s+is\s+(?:at\s+)?\d"), 1),
    ("personnel action affecting your", None, 0),
    ("first day at", None, 0),  # "my first day at X is Monday"
    ("first shift at", None, 0),
    ("ork email", None, 0),  # "Work email is X"
    ("ork e-mail", None, 0),
    ("i celular", None, 0),  # "Mi celular alemán: N", "mi nuevo número es N"
    ("i nuevo n", None, 0),
    ("i número", None, 0),  # an HR system's notice ("New Job Title:", "Supervisor:")
    ("I'm ", _IM_TITLE, 0),  # "I'm a Financial Analyst II at Kroger", "I'm Director of Data Science at X"
    ("I’m ", _IM_TITLE, 0),
    ("I am ", _IM_TITLE, 0),
    ("stepping", re.compile(r"stepping\s+(?:up\s+)?into\s+(?:the|a)\s"), 0),  # "X is stepping into the Tech Lead role"
    ("named", None, 0),
    ("serve as", None, 0),  # "has agreed to serve as Interim Director", "will serve as Acting Chair"
    ("accepted the", re.compile(r"accepted\s+the\s+(?:position|role)\s+of\b"), 0),
    ("become", re.compile(r"(?:will|has)\s+become\s+[A-Z]"), 9),
    ("has been", re.compile(r"has\s+been\s+(?:our\s+|the\s+)?[A-Z][^.!?\n]{0,80}\bsince\b"), 0),
    ("has reported", None, 0),
    ("appoint", None, 0),
    ("promot", None, 0),
    ("bumped me", None, 0),  # "they finally bumped me to QA Analyst II"
    ("offered me", None, 0),
    ("lease for", None, 0),  # "The lease for Unit 12B, 2250 N. Fourth Street ... runs from September 1"
    ("lease on", None, 0),  # "City of Bellingham offered me the Project Engineer II job"
    ("been selected", None, 0),  # "you've been selected for the Charge Nurse position"
    ("been chosen", None, 0),
    ("elected", None, 0),
    ("hired", None, 0),
    ("resigned", None, 0),
    ("served as", None, 0),
    ("serving as", None, 0),
    ("stepped down", None, 0),
    ("retired as", None, 0),
    ("welcome", re.compile(r"welcome\s+[A-Z]"), 0),
    ("approved", re.compile(r"approved\s+[A-Z][a-z]+\s+(?:[A-Z]\.?\s+)?[A-Z][a-z]+\s+as\s"), 0),
    ("back", re.compile(r"back\s+(?:home\s+)?in\b"), 0),
    ("Back living", None, 0),
    ("romoted to", None, 0),  # "Promoted to Engineering Manager today!"
    ("eporting", re.compile(r"[Rr]eporting\s+(?:directly\s+)?to\s"), 1),
    ("no longer", None, 0),
    ("ast day", None, 0),
    ("ast working day", None, 0),
    ("inal day", None, 0),
    ("inal working day", None, 0),  # "my final working day will be Wednesday 4 December"
    ("resignation from", None, 0),
    ("ew ", re.compile(NEW_THING), 1),
    ("ew\n", re.compile(NEW_THING), 1),  # (a line the client broke: "New\naddress for holiday cards:")
    ("EW ", re.compile(NEW_THING), 1),  # (in capitals: "NEW cell: 512-555-0163")
    ("been at", None, 0),
    ("m at", re.compile(r"I['’]m\s+at\s+[A-Z]"), 3),  # "from next week I'm at Monzo"
    ("m still at", re.compile(r"I['’]m\s+still\s+at\s+[A-Z]"), 3),
    ("ell is", re.compile(r"[Cc]ell(?:\s+phone|\s+number)?\s+is\s"), 12),  # "Cell is still 641-752-3380"
    ("obile is", re.compile(r"[Mm]obile(?:\s+phone|\s+number)?\s+is\s"), 12),
    ("staying put", None, 0),  # "We're staying put in Omaha"
    ("year at", re.compile(r"in\s+(?:my|our)\s+\w+\s+year\s+at\s"), 30),  # "I'm in my 22nd year at Heartland"
    ("own house", None, 0),  # "I'm still in my own house in Pella"
    ("your transfer", None, 0),  # "your transfer from X to the position of Y"
    ("you", re.compile(r"you\s+join\s+us\s+as|you(?:['’]re|\s+are)\s+(?:all\s+)?(?:set|ready)\s+to\s+move\s+in"), 0),
    ("m going to", re.compile(r"I['’]m\s+going\s+to\s+[A-Z][^.!?\n]{0,40}!"), 3),  # "I'm going to Dell! ..."
    ("got it!", None, 0),
    # a post someone will hold from a day: "Dominic Ferreira will be General Manager of X, effective Tuesday the 3rd"
    *((w, _WILL_BE_FROM, -1) for w in ("effective", "starting", "beginning")),
    ("ll be in", _WILL_BE_IN, -1),  # "As of June 1 I'll be in a two-bedroom condo in Perrysburg"
    ("will be in", _WILL_BE_IN, -1),
    ("at ", re.compile(r"\bI(?:['’]m|\s+am)\s+at\s+\(?\+?\d[\d \t().-]{6,}\d"), -1),  # "I'm at 419-555-0188"
    *((w, _WILL_LEAD, -1) for w in ("will lead", "will head", "will run", "will now")),
    # a home's address under the sentence that says one lives there (``grammar_under``): "I've rented a place in X
    # from the 30th:\n\n7 Kidston Brae", "we're in Penarth since the 1st (no joke): 8 Sully Bay Mews", "we're
    # now\nat\n\n17 Tŷ Gwyn Rise", "still at 14 Maes-y-Deri Close"
    ("rent", _UNDER, -1),
    ("since", _UNDER, -1),
    ("living", _UNDER, -1),
    ("now", _NOW_AT, -1),
    ("still at", re.compile(r"still\s+at\s+\d"), -1),
    *((w, _LIST_HOME, -1) for w in ("partment:", "lat:", "ome:", "ddress:")),  # "- Apartment: 42 Greylock Terrace"
    ("details", re.compile(r"(?:[Nn]ew|[Mm]y\s+new|[Uu]pdated)\s+(?:\w+\s+)?details[ \t]*:[ \t]*\n\s*\d"), -1),
    *((w, COUNTRY_NUMBER, -1) for w in ("number", "mobile", "cell")),  # "I finally have an Israeli number ...:"
    ("your application for", None, 0),  # a landlord's "approved your application for <street>. The lease term is"
    ("landed the", None, 0),  # "I landed the job at X", "Nnamdi has been given the job at X"
    ("given the job", None, 0),
    ("ve been ", re.compile(r"I(?:['’]ve|\s+have)\s+been\s+(?:(?:an?|the)\s+)?\w[^.!?\n]{0,60}?\s(?:at|with)\s+[A-Z]"),
     3),
    ("me:", re.compile(r"(?:[Cc]all|[Tt]ext|[Rr]ing)\s+me\s*:"), 6),  # "text me: 312-555-0166"
    ("my cell\n", None, 0),  # "call my cell\n773-555-0134"
    ("mail account (", None, 0),  # "Your clinic email account (x@y) will be active"
    ("your promotion", None, 0),
    ("offer you", None, 0),  # a letter that offers its reader a job ("pleased to offer you the position of X")
    ("stays", re.compile(r"(?:[Cc]ell|[Mm]obile|[Pp]hone|[Nn]umber)(?:\s+(?:phone|number))?\s+stays\b"), 16),
    ("confirm your", None, 0),
    ("confirms your", None, 0),
    ("details we hold", None, 0),
    ("Home:", None, 0),  # "Home: 52 Beechfield Road, ..." among one's own details
    ("Home address:", None, 0),
    ("are appointed", None, 0),
    ("d join", re.compile(r"[Yy]ou['’]d\s+join"), 4),  # "you'd join Pruitt & Alvarado as a Partner effective D"
    ("would join", None, 0),  # "from 1 October 2017 you are appointed Mine Planning Superintendent"
    ("been appointed", None, 0),  # "Please check the details we hold for you ...:\n  Position: ..."
    ("position will be", None, 0),  # "your position will be Mining Engineer ..., reporting to me"
    ("role will be", None, 0),  # "This confirms your position as X at Y, starting D"
    ("joining date as", None, 0),  # "Your joining date as Registered Nurse, Cardiac ICU is 07 February 2016"
    ("accept the offer of", None, 0),  # "I am pleased to accept the offer of X, with a start date of D"
    ("accept your offer of", None, 0),
    ("use ", re.compile(r"use\s+(?:my\s+(?:new\s+)?(?:e-?mail\s+)?address\s+)?[\w.+'-]+@"), 0),  # "use X from now on"
    ("welcome you", None, 0),
    ("your appointment as", None, 0),  # "... approved your appointment as Second in Department"
    *((w, _YOUR_BOSS, 30) for w in ("manager is", "manager will be", "supervisor is", "supervisor will be")),
    ("want me!", None, 0),  # "Blackford Hill High want me!! Maths teacher, main scale again, starting 18 August"
    ("wants me!", None, 0),
    ("irst week at", None, 0),  # "first week at Kingsmere College School done!"
    ("irst day at", None, 0),
    ("hire has been", None, 0),  # an HR system's record: "Your hire has been completed in Workday. ... Business Title:"
    ("worker profile", None, 0),  # "Here is a summary of your worker profile. ... Business Title: ..."
    ("employee profile", None, 0),
    ("to join", re.compile(r"(?:love|like)\s+(?:for\s+)?you\s+to\s+join\b"), -1),  # "we'd love for you to join X as Y"
    ("with us", re.compile(r"[Yy]ou\s+(?:start|begin)\s+with\s+us\b"), -1),  # "You start with us on 1 October as X"
    ("orwarding address", None, 0),  # "Forwarding address for the deposit, as of November 1:"
    ("ddress is\n", None, 0),  # "Mum says you want to send something over. Address is\n\n14 Banksia Rise"
    ("For ", re.compile(r"(?:^|\n)[ \t]*For\s+(?:post|mail|letters|parcels|packages|cards|deliveries)\b"), -1),
    ("From ", _FROM_THEN, -1),  # "From then, the address is:"
    ("employee of", re.compile(r"[Yy]ou\s+(?:remain|are|will)"), 40),  # "You remain a W-2 employee of X"
    ("all set for", None, 0),  # "You're all set for Apt 3C, 88 Olentangy Commons Drive"
    ("y yahoo", re.compile(r"[Mm]y\s+yahoo\b", re.I), 2),  # "Use my yahoo (rhoekstra97@yahoo.com)"
    ("y gmail", re.compile(r"[Mm]y\s+gmail\b", re.I), 2),
    ("y hotmail", re.compile(r"[Mm]y\s+hotmail\b", re.I), 2),
    ("title", re.compile(r"[Yy]our\s+(?:new\s+|official\s+)*(?:job\s+)?title\s+(?:is|will)\b"), 30),  # "Your title is"
    ("ll be", re.compile(r"I(?:['’]ll|\s+will)\s+(?:now\s+)?be\s+(?:(?:the|an?)\s+(?:new\s+)?)?(?:[A-Z]|[a-z]"
                         r"[^.!?\n]{0,80}?\b(?:starting|from|as\s+of|effective|beginning)\s)"), 3),
    ("people", re.compile(r"officially\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?\s+people\b"), 40),  # "officially Ames people"
    ("folks", re.compile(r"officially\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?\s+folks\b"), 40),
    ("notice", re.compile(r"in\s+(?:my|our)\s+notice"), 12),
    ("resignation", re.compile(r"in\s+(?:my|our)\s+resignation"), 12),
    ("based", re.compile(r"based\s+(?:in|out\s+of)\s"), 0),
    ("settled", re.compile(r"settled\s+in\s"), 0),
    ("roots", re.compile(r"put\s+(?:down\s+)?(?:some\s+|our\s+|my\s+)?roots\b"), 30),  # "has just put down roots in X"
    ("flatting", None, 0),  # "I'm flatting in Hastings"
    ("offer of employment", None, 0),  # an offer letter's labelled lines ("Position:", "Reports To:")
    ("changes to your ", None, 0),  # ... or a change's ("the following changes to your employment with X:")
    ("assignment letter", None, 0),  # ... or a post abroad's ("Your international assignment letter")
    ("off to", re.compile(r"off\s+to\s+[^.!?\n]{1,80}?\s+as\s+(?:an?\s+|the\s+)?[A-Z]"), -1),  # "I'm off to X as Y"
    ("ddress for ", re.compile(r"(?:^|\n)[ \t]*[Aa]ddress\s+for\s"), -1),  # "address for parcels is X" opening a line
    ("resident", re.compile(RESIDENT_OF), 100),  # "a Denver resident"
    ("Tenant", _TENANT_LINE, -1),  # a tenancy a landlord's letter confirms ("Tenants (joint and several): ...")
    ("Resident", _TENANT_LINE, -1),
    ("your tenancy ", None, 0),  # ... or a letting agent's: "I am pleased to confirm your tenancy of:\n\nFlat 12, ..."
    ("Where I live", None, 0),
    ("updated your ", None, 0),  # "I have also updated your home address in our payroll system to X"
    ("still in the same ", None, 0),  # "We are still in the same apartment, 10230 Larkspur Hollow Dr, ..."
    ("now own ", None, 0),  # "we now own (with Southern Cross Mutual) a little three-bed townhouse:"
    ("e own ", re.compile(r"\b[Ww]e\s+own\s"), -1),
    ("ere in ", re.compile(r"(?<![\w'’])[Hh]ere\s+in\s+[A-Z]"), -1),  # "Here in Coimbatore it is raining"
    ("Work", SUMMARY, -1),
)  # fmt: skip
