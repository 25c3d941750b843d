"""The rules of ``grammar`` for what a letter tells its reader of their own: their title ("Your official title is X",
"your title will be X", "we are excited to have you join us as X", "your transfer ... to the position of X", "effective
today, you are X at Y", "effective March 1 you are promoted to Y", "you've been selected for the X position") and the
lease they hold ("Your current lease for <street> ...", "The lease for Unit 12B, <street>, runs from D")."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.address import read_address
from hinet_pipeline.memory.facts.contact_objects import read_number
from hinet_pipeline.memory.facts.grammar_boss import read_manager
from hinet_pipeline.memory.facts.grammar_got import post_title
from hinet_pipeline.memory.facts.grammar_offer import OFFER_RULES, offered
from hinet_pipeline.memory.facts.grammar_title import TITLE_AT_ORG
from hinet_pipeline.memory.facts.grammar_welcome import WELCOME_RULES
from hinet_pipeline.memory.facts.job_titles import firm_after_title as _firm_after_title
from hinet_pipeline.memory.facts.job_titles import read_title
from hinet_pipeline.memory.facts.objects import read_org
from hinet_pipeline.memory.facts.rule import rule

_THE_LEASE = re.compile(r"[Tt]he\s+(?:current\s+|new\s+)?lease\s+(?:for|on|at)\s+\S*$")
_NOT_YOURS = re.compile(
    r"\b(?:available|viewing|previous\s+tenant|not\s+(?:been\s+)?approved|terminated|ended|not\s+be\s+renewed|vacate|"
    r"your\s+(?:client|buyer)|belongs\s+to)\b",
    re.I,
)
_GUARANTOR = re.compile(r"\b(?:guarant(?:or|y|ee)|co-?signer)\b", re.I)
_WE = re.compile(r"\b(?:I|[Ww]e|[Mm]y|[Oo]ur)\b")
# a let that is no home: storage, an office, a practice, a short stay ("Lease runs Feb 1 through Feb 3 for the ski ...")
_NOT_A_HOME = re.compile(
    r"\b(?:storage|gate\s+code|industrial|office\s+space|your\s+(?:office|practice|clinic|business)|suite\s+\d+|"
    r"retail|warehouse|weekend|vacation|holiday|ski|month[-\s]to[-\s]month)\b",
    re.I,
)


_ENDED = re.compile(
    r"\b(?:terminat\w*|cancel\w*|notice\s+to\s+(?:end|quit))\b", re.I
)  # ("notice to terminate the ...")


def _leased(text: str, pos: int):
    """The address a lease the reader holds is for; "The lease for ..." only where its paragraph says nothing of the
    writer's own ("We found a place! The lease for 45 Oak St starts June 1" is the writer's)."""
    if _THE_LEASE.search(text, max(0, pos - 40), pos) and _WE.search(text, max(0, text.rfind("\n\n", 0, pos)), pos):
        return None
    if _GUARANTOR.search(text) or _ENDED.search(text, max(0, pos - 80), pos):
        return (
            None  # a guarantor's letter: the resident's ("Thank you for agreeing to act as guarantor"); a lease ended
        )
    if (got := read_address(text, pos)) and _NOT_YOURS.search(text, got[1], got[1] + 160):
        return None  # ("... is available for viewing", "... has been terminated", "... that your buyer asked about")
    return got


_TO_SOMEONE = re.compile(r",\s+[A-Z][a-z]+\s*[.!]")


def _promoted_to(text: str, pos: int):
    """The title one is promoted to, unless said to someone named after it ("You've been promoted to X, Mike.")."""
    got = read_title(text, pos)
    return None if got and _TO_SOMEONE.match(text, got[1]) else got


def _new_home(text: str, pos: int):
    """The address a letter gives its reader's new home, not a let that is no home nor a guarantor's letter."""
    if _NOT_A_HOME.search(text, max(0, pos - 300), pos) or _GUARANTOR.search(text):
        return None
    return read_address(text, pos)


_JOINING = r"\b[Yy]ou(?:['’]ll|\s+will)\s+be\s+joining\s+(?:the\s+)?"
# (or a move within the firm a letter confirms: "I'm delighted to confirm your 12-month secondment to Harbourline Bank
# (UK) Limited as Head of Africa Trade Finance, reporting to me, starting Tuesday 3 April 2018")
_MOVE = r"(?:secondment|transfer|assignment|relocation)"
_JOINING = rf"(?:{_JOINING}|\bconfirm\s+your\s+(?:[\w-]+\s+){{0,2}}?{_MOVE}\s+to\s+)"

# the reader's details a register or a service holds, under its heading ("Your details as held on the register:",
# "Please check that your details are correct:"): their postal address and their mobile, in its labelled lines
_YOUR_DETAILS = (
    r"(?:^|\n)[ \t]*(?:Your\s+details(?:\s+as\s+held\s+[^:\n]{1,40})?"
    r"|Please\s+check\s+that\s+your\s+details\s+are\s+correct|Ihre\s+(?:Angaben|Daten)"  # (a German register's)
    r"|[^\n]{0,40}\b(?:the|your)\s+details\s+(?:we\s+hold|held|on\s+file)\b[^:\n]{0,60})"  # (an employer's)
    r"[ \t]*:[ \t]*\n(?:[ \t]*\n)?(?:[ \t]*[A-Z][^:\n]{1,40}:[^\n]*\n(?:[ \t]{8,}[^\n]*\n)*){0,6}?[ \t]*"
)
# ... as a Hebrew notice heads them ("הפרטים האישיים המעודכנים אצלנו:\nכתובת מגורים: ...\nטלפון נייד: ...")
_YOUR_DETAILS_HE = (
    r"(?:^|\n)[ \t]*(?:ה?פרטים\s+(?:ה?אישיים\s+)?(?:ה?מעודכנים\s+)?(?:אצלנו|שלך|שלכם|במערכת)|פרטיך(?:\s+האישיים)?)"
    r"[ \t]*:[ \t]*\n(?:[ \t]*[^:\n]{1,30}:[^\n]*\n){0,6}?[ \t]*"
)


def _not_a_sample(read):
    """A reader of a notice's lines that reads none where the notice shows a sample ("מצורפת דוגמה
    למילוי הטופס:", "so füllen Sie das Formular aus (Beispiel):"): its details are nobody's."""
    return lambda text, pos: None if _SAMPLE.search(text, 0, pos) else read(text, pos)


_YOUR_REQUEST = re.compile(r"(?<!\w)(?:ל|ו)?(?:בקשתך|שלך)(?!\w)")
_SAMPLE = re.compile(r"דוגמ|\b(?:Beispiel|Muster\w*|[Ss]ample|[Ee]xample|[Tt]emplate)\b")


YOUR_RULES = (
    # a home an office has put on file for its reader: "I have also updated your home address in our payroll system to
    # 3418 S. Tamsin Ave, Berwyn, IL 60402" (not "updated the office's address")
    rule(
        "your home address|your address|your residential address|your mailing address|your postal address",
        r"\b(?:updated|changed|recorded|amended)\s+your\s+(?:home\s+|residential\s+|mailing\s+|postal\s+)?address\b(?!\s+book)"
        r"(?:[^.!?\d]{0,60}?)\bto\s+(?=\d)",
        "address",
        read_address,
        whose="addressee",
    ),
    # ... or its new one, on a bank's or a ministry's notice of the change the reader asked for: "בהמשך לבקשתך, עודכנה
    # כתובת המגורים שלך ...:\nכתובת קודמת: ...\nכתובת חדשה: X", "בקשתך לשינוי מען נקלטה ...\nמען חדש: X"
    rule(
        "כתובת חדשה|מען חדש",
        r"(?m)^[ \t]*(?:כתובת|מען)\s+(?:מגורים\s+)?חדש(?:ה)?[ \t]*:[ \t]*",
        "address",
        lambda text, pos: read_address(text, pos) if _YOUR_REQUEST.search(text, 0, pos) else None,
        whose="addressee",
    ),
    rule(
        "פרטים|פרטיך",
        _YOUR_DETAILS_HE + r"כתובת(?:\s+מגורים)?[ \t]*:[ \t]*",
        "address",
        _not_a_sample(read_address),
        whose="addressee",
    ),
    rule(
        "פרטים|פרטיך",
        _YOUR_DETAILS_HE + r"(?:טלפון\s+)?נייד[ \t]*:[ \t]*",
        "phone",
        _not_a_sample(read_number),
        whose="addressee",
    ),
    rule(
        "your details|ihre angaben|ihre daten|details we hold|details held|details on file",
        _YOUR_DETAILS
        + r"(?:(?:Postal|Home|Residential|Mailing)\s+address|Neue\s+(?:Anschrift|Adresse)|Wohnanschrift)[ \t]*:[ \t]*",
        "address",
        _not_a_sample(read_address),
        whose="addressee",
    ),
    rule(
        "your details|details we hold|details held|details on file",
        _YOUR_DETAILS + r"(?:Mobile|Cell|Phone|Tel(?:ephone)?)[ \t]*:[ \t]*",
        "phone",
        None,
        whose="addressee",
    ),
    # a job a letter offers its reader: "I am pleased to offer you the position of Line Cook at Fennel & Salt", its
    # labelled lines ("Position: Line Cook", "Reports to: Colleen Marsh, Executive Chef"), from the start date it gives
    rule(
        "offer you",
        r"\b(?:pleased|happy|delighted|excited|glad)\s+to\s+(?:formally\s+)?offer\s+you\s+(?:the\s+)?"
        r"(?:(?:position|role|post|job)\s+of\s+(?:an?\s+)?|an?\s+)",
        "job_title",
        offered(read_title),
        whose="addressee",
        tense="plan",
    ),
    # ... and the employer after it: "... the post of Executive Director of Finance & Resources at Calder Aire Homes"
    rule(
        "offer you",
        r"\b(?:pleased|happy|delighted|excited|glad)\s+to\s+(?:formally\s+)?offer\s+you\s+(?:the\s+)?"
        r"(?:position|role|post|job)\s+of\s+(?:an?\s+)?",
        "works_at",
        offered(_firm_after_title),
        whose="addressee",
        tense="plan",
    ),
    # the reader's boss a welcome names: "הממונה הישירה שלך: גב' יעל רוזנטל, מנהלת השירות"
    rule(
        "ממונה",
        r"(?<!\w)ה?ממונה(?:\s+ה?ישיר(?:ה)?)?\s+(?:שלך|עלייך|עליך)\s*[:–-]\s*(?:(?:גב['׳]|מר|ד[\"״]ר)\s+)?(?=[א-ת])",
        "manager",
        read_manager,
        whose="addressee",
    ),
    # ... the post named before its noun: "I'm happy to offer you the Staff Audio Engineer position"
    rule(
        "offer you",
        r"\b(?:pleased|happy|delighted|excited|glad)\s+to\s+(?:formally\s+)?offer\s+you\s+the\s+"
        r"(?=(?:[A-Z][\w&/-]*\s+){1,5}(?:position|role|post|job)\b)",
        "job_title",
        offered(post_title),
        whose="addressee",
        tense="plan",
    ),
    # the one who employs a letter's reader on an assignment: "You remain a W-2 employee of Meridian TravelCare
    # Staffing, Inc. for the duration of this assignment" (not its client: "Desert Palms is our client facility")
    rule(
        "employee of",
        r"\b[Yy]ou\s+(?:remain|are|will\s+(?:be|remain))\s+(?:an?\s+)?(?:[\w-]+\s+)?employee\s+of\s+(?=[A-Z])",
        "works_at",
        offered(read_org),
        whose="addressee",
        tense="plan",
    ),
    # a home a landlord's note settles for its reader: "You're all set for Apt 3C, 88 Olentangy Commons Drive,
    # Columbus 43202. Lease runs Feb 1 2018 through Jan 31 2019." (from the lease's start: ``said_day``)
    rule(
        "all set for",
        r"\b[Yy]ou(?:['’]re|\s+are)\s+all\s+set\s+for\s+(?:the\s+(?:apartment|unit|flat|house)\s+at\s+)?"
        r"(?=(?:Apt\.?|Unit|Flat|Apartment|Suite)\s+\w+,|\d)(?=[^.!?\n]{0,120}[.!?]\s+[Ll]ease\s+(?:runs|starts|begins))",
        "address",
        lambda text, pos: None if _NOT_A_HOME.search(text) or _GUARANTOR.search(text) else read_address(text, pos),
        whose="addressee",
        tense="plan",
    ),
    # ... or confirms: "This confirms your lease for 27 Alderwood Terrace, Unit 2, Boston, MA 02130, for the term August
    # 15, 2019 through ...", "the owner approved your application for 17 Bramblewood Terrace, ... The lease term is"
    rule(
        "your lease|your application",
        r"\b(?:confirms\s+your\s+(?:new\s+)?lease|approved\s+your\s+(?:rental\s+)?application)\s+(?:for|at|on)\s+"
        r"(?=(?:Apt\.?|Unit|Flat|Apartment|Suite)\s+\w+,|\d)(?=[^\n]{0,160}\b(?:for\s+the\s+term|[Ll]ease\s+term\s+is))",
        "address",
        lambda text, pos: None if _NOT_A_HOME.search(text) or _GUARANTOR.search(text) else read_address(text, pos),
        whose="addressee",
        tense="plan",
    ),
    # ... and the employer it speaks for: "On behalf of Scioto Ridge General Hospital, I am pleased to offer you ..."
    rule(
        "on behalf of",
        r"\b[Oo]n\s+behalf\s+of\s+(?:the\s+)?(?=[A-Z][^,\n]{2,60}(?:,\s+(?:Inc|LLC|Ltd|Corp|Co)\.?)?,\s+(?:I|we)\s+(?:am|are)\s+(?:very\s+)?"
        r"(?:pleased|happy|delighted|excited|glad)\s+to\s+(?:formally\s+)?offer\s+you\b)",
        "works_at",
        offered(read_org),
        whose="addressee",
        tense="plan",
    ),
    # ... and the boss it names: "offer you the position of Software QA Analyst I, reporting to Anand Mehta, QA Lead"
    rule(
        "offer you",
        r"\boffer\s+you\s+(?:the\s+)?(?:position|role|post|job)\s+of\s+(?:[^.;:\n]|(?<=Ltd|Inc)\.){2,120}?,\s+reporting\s+"
        r"(?:directly\s+)?to\s+",  # (past its firm's "Ltd.": "... at Vitalis Medical Ltd., reporting to Ronen Katz")
        "manager",
        offered(read_manager),
        whose="addressee",
        tense="plan",
    ),
    # ... or the employment it offers: "I am pleased to offer you temporary full-time employment with the X"
    rule(
        "offer you",
        r"\b(?:pleased|happy|delighted|excited|glad)\s+to\s+(?:formally\s+)?offer\s+you\s+(?:[\w-]+\s+){0,3}?employment\s+"
        r"(?:with|at)\s+(?:the\s+)?(?=[A-Z])",
        "works_at",
        offered(read_org),
        whose="addressee",
        tense="plan",
    ),
    # a post the letter's reader takes, agreed: "you'll be joining Larkspur Veterinary Group as Clinical Operations
    # Lead, working for me" (its employer, its title, its boss: the writer)
    rule("be joining|confirm your", rf"{_JOINING}(?=[A-Z])", "works_at", read_org, whose="addressee", tense="plan"),
    rule(
        "be joining|confirm your",
        rf"{_JOINING}[A-Z][^.!?\n]{{0,60}}?\s+as\s+(?:an?\s+|the\s+|our\s+)?(?=[A-Z])",
        "job_title",
        read_title,
        whose="addressee",
        tense="plan",
    ),  # fmt: skip
    rule(
        "be joining|confirm your",
        rf"{_JOINING}[^.!?\n]{{0,120}}?,\s+(?:working\s+for|reporting\s+to)\s+(?=me\b)",
        "manager",
        None,
        whose="addressee",
        tense="plan",
    ),  # fmt: skip
    # the reader's new home a landlord's letter gives: "Your new address will be:\n\n7820 Candelaria Bend NE, Apt 314"
    rule(
        "your new address",
        r"(?<![\w-])[Yy]our\s+new\s+(?:home\s+|mailing\s+)?address\s+(?:will\s+be|is)\s*:?\s*",
        "address",
        _new_home,
        whose="addressee",
        tense="plan",  # (from the lease's start: "your 12-month lease for Apartment 314 begins April 1, 2011")
    ),
    # ... or the day a letting agent's letter says they move in: "you're all set to move into Flat 3, 58 Aldermoor Road,
    # London N5 1QT on Saturday 1 September"
    rule(
        "set to move|ready to move|able to move",
        r"(?<![\w-])[Yy]ou(?:['’]re|\s+are)\s+(?:all\s+)?(?:set|ready|able)\s+to\s+move\s+in(?:to)?\s+(?=(?:Flat|Unit|Apt|\d))",
        "address",
        _new_home,
        whose="addressee",
        tense="plan",
    ),
    # ... as a board or a builder welcomes them: "welcome to your new home at Suite 2304, 15 Larchmere Gate, Toronto"
    rule("your new home at", r"(?<![\w-])[Yy]our\s+new\s+home\s+at\s+", "address", _new_home, whose="addressee"),
    # a lease the letter's reader holds: "Your current lease for 2417 Bryant Ave S, Apt 3 ... runs through May 31", "The
    # lease for Unit 12B, 2250 N. Fourth Street, Flagstaff, AZ 86004, runs from September 1, 2015"
    rule(
        "lease for|lease on|lease at|tenancy for|agreement for",  # ("Your Private Residential Tenancy for Flat 3, ...",
        # "the countersigned rental agreement for the apartment at Kolmarer Hofstraße 12")
        r"\b(?:[Yy]our|[Tt]he)\s+(?:current\s+|new\s+|countersigned\s+|signed\s+)?(?:lease|rental\s+agreement"
        r"|(?:[Pp]rivate\s+)?(?:[Rr]esidential\s+)?[Tt]enancy(?:\s+agreement)?)"
        r"\s+(?:for|on|at)\s+(?:the\s+(?:apartment|unit|home|house|flat|townhome|condo)"
        r"(?:\s+home)?\s+at\s+)?(?=(?:Unit|Apt\.?|Apartment|Flat|Suite)\s+\w+,|\d|(?<=at\s)[A-ZÄÖÜ][^\n,]{2,40}\s\d)",
        "address",
        _leased,
        whose="addressee",
    ),
    # ... or the post a letter confirms: "I'm delighted to confirm your appointment as Practice Nurse at Drummond Brae
    # Medical Practice, ..., starting Monday 6th March 2017"
    rule(
        "your appointment",
        r"\bconfirm\s+your\s+appointment\s+(?:as|to\s+the\s+(?:post|position|role)\s+of)\s+(?:an?\s+|the\s+)?(?=[A-Z])",
        "job_title",
        read_title,
        whose="addressee",
        tense="plan",
    ),
    # the addressee's title as a letter names it: "Your official title is Environmental Engineer", "your title will
    # be X"
    rule(
        "title is|title will",
        r"(?<!\w)[Yy]our\s+(?:new\s+|official\s+)*(?:job\s+)?title\s+is(?:\s+now)?\s+",  # (searched: not "you")
        "job_title",
        read_title,
        whose="addressee",
    ),
    # a welcome's: "We are excited to have you join us as Nurse Supervisor" (its day the start date it confirms)
    rule(
        "join us as|joining us as",
        r"\b(?:have|having|welcome|welcoming)\s+you\s+(?:join|joining)\s+us\s+as\s+(?:an?\s+|the\s+|our\s+)?(?:new\s+)?",
        "job_title",
        read_title,
        whose="addressee",
        tense="plan",
    ),
    # "... of your transfer from School Nurse at Lincoln Elementary to the position of District Nurse Coordinator"
    rule(
        "transfer|promotion|appointment",
        r"(?<!\w)[Yy]our\s+(?:transfer|promotion|appointment|reassignment)\b[^.!?]{0,80}?\bto\s+(?:the\s+)?"
        r"(?:(?:position|role|post)\s+of\s+)?"  # ("your promotion to Pharmacy Supervisor, ..., is effective D")
        # (past the department one moves to: "your transfer from the field to the Preconstruction Department as X")
        r"(?:(?:[A-Z][\w&'-]*\s+){1,4}(?:Department|Division|Team|Group|Unit|Office|Section)\s+as\s+(?:an?\s+)?)?",
        "job_title",
        read_title,
        whose="addressee",
        tense="plan",
    ),
    rule(
        "title is|title will",
        r"(?<!\w)[Yy]our\s+(?:new\s+|official\s+)*(?:job\s+)?title\s+will\s+(?:now\s+)?be\s+",
        "job_title",
        read_title,
        whose="addressee",
        tense="plan",
    ),
    # "effective today, you are Marketing Manager for Scioto Valley Health": the addressee's (its employer after it)
    rule(
        "you are|you're",
        rf"\b[Yy]ou(?:\s+are|['’]re)\s+(?:now\s+|officially\s+)?(?:the\s+|an?\s+)?(?:new\s+)?(?={TITLE_AT_ORG})",
        "job_title",
        read_title,
        whose="addressee",
    ),
    # a promotion told to the one promoted: "effective March 1 you are promoted from QA Analyst II to QA Lead", "you've
    # been promoted to Senior Engineer"
    rule(
        "promoted",
        r"\b[Yy]ou(?:\s+are|['’]re|['’]ve\s+been|\s+have\s+been|\s+will\s+be|['’]ll\s+be)\s+(?:officially\s+)?promoted\s+"
        r"(?:from\s+(?:the\s+)?[^.!?]{1,60}?\s+)?to\s+(?:the\s+(?:role|position)\s+of\s+)?(?:the\s+)?",
        "job_title",
        _promoted_to,
        whose="addressee",
    ),
    # a post one was chosen for: "you've been selected for the Charge Nurse position on ED night shift" (not "...
    # position shortlist")
    rule(
        "selected for|chosen for",
        r"\b[Yy]ou(?:['’]ve|\s+have)\s+been\s+(?:selected|chosen)\s+for\s+the\s+(?=(?:[\w-]+\s+){0,3}[\w-]+\s+"
        r"(?:position|role|job)(?!\s+(?:interview|shortlist|panel|search|opening|posting|application|list|pool)))",
        "job_title",
        post_title,
        whose="addressee",
    ),
    *OFFER_RULES,  # (a letter's labelled lines: ``grammar_offer``)
    *WELCOME_RULES,  # (a note's plain words: ``grammar_welcome``)
)
