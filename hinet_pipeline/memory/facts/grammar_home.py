"""The rules of ``grammar`` for where one lives (moving, settling, returning, living, keys, a lease, "my new address
is"), in English and Hebrew ("עברנו לחיפה", "כתובתי החדשה"); a home bought or signed for: ``grammar_bought``."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.address import read_address, read_city, read_town
from hinet_pipeline.memory.facts.grammar_bought import BOUGHT_RULES, KEY_RULES, OWN_HOME, ours
from hinet_pipeline.memory.facts.grammar_home_heads import HEAD_HOME_RULES
from hinet_pipeline.memory.facts.grammar_reach import HE_MY
from hinet_pipeline.memory.facts.he_here import HE_HERE_RULES
from hinet_pipeline.memory.facts.home_objects import (
    ADDRESS_BOOK,
    FOR_WHOM,
    MOVING,
    home_address,
    moved_address,
    moving_to,
    my_address_he,
    new_address,
    not_asked,
    settled_address,
    still_home,
)
from hinet_pipeline.memory.facts.objects import read_place
from hinet_pipeline.memory.facts.rule import (
    FLAT,
    HE_ADV,
    HE_FLAT,
    HE_NEW,
    HOME,
    MOVE_DAY,
    MOVE_TO,
    RESIDENT_OF,
    START,
    WE,
    rule,
    verb_rule,
)

_MOVED = re.compile(r"\b(?:I|[Ww]e)(?:['’]ve|\s+have)?\s+(?:just\s+|finally\s+)?moved\s+(?:out|in|to|here)\b")
_AT_STREET = r"(?:in\s+)?at(?:[ \t]*:[ \t]*\n\s*|\s+)(?=\d)"  # ("we are now settling\nat:\n\n    11802 ...")
_TOWN_ABOVE = r"(?:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}[ \t]*:[ \t]*\n\s*(?=\d))"  # ("in San Bruno:\n   2150 ...")
# "אני", "אנחנו", and one named with the writer: "אני והילה גרות", "אנחנו (אני ואיתי) גרים"
_HE_WE = r"(?:אני(?:\s+ו[א-ת]{2,})?|אנחנו(?:\s+\(אני\s+ו[א-ת]{2,}\))?)"
_LIVING = "מתגורר|מתגוררת|מתגוררים|מתגוררות"  # "אני מתגורר בדירה ברחוב ויצמן 33"

HOME_RULES = (  # where one lives: moving, relocating, settling (to a place, or a street address; "shifted to Pune")
    verb_rule(
        "mov|reloc|shift",
        "move relocate shift",
        # (its street on the lines under the town: "moved into Ken's place in San Bruno:\n   2150 ...")
        rf"{MOVE_DAY}(?:back\s+)?{MOVE_TO}(?:{FLAT}{_TOWN_ABOVE}?)?",
        "address",
        not_asked(read_address),
        place=True,
    ),
    verb_rule(  # ("we're moving from Austin to Portland in March": where to)
        "mov|reloc|shift",
        "move relocate shift",
        # (or "moving out of Westlands to a one-bedroom in Kilimani")
        rf"{MOVE_DAY}(?:back\s+|(?:out|over|down)\s+)?(?:(?:from|out\s+of)\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?\s+)?"
        rf"{MOVE_TO}{FLAT}?",
        "lives_in",
        read_city,
        place=True,
    ),  # ("moved out to Denver")
    *KEY_RULES,
    # "I signed the lease on an apartment in Jerusalem; moving in on April 1st"
    verb_rule(
        "lease",
        "sign",
        rf"(?:a|the|our|my)\s+(?:new\s+)?lease\s+(?:on|for)\s+{HOME}\s+in\s+",
        "lives_in",
        read_city,
        place=True,
    ),
    rule(
        "based|settled",
        rf"{WE}(?:['’]re|['’]m|\s+are|\s+am)\s+(?:now\s+|currently\s+)?(?:based|settled)\s+(?:out\s+of|in)\s+",
        "lives_in",
        read_place,
        place=True,
    ),
    rule("back living", rf"{START}[Bb]ack\s+living\s+in\s+", "lives_in", read_place, place=True),  # "Back in Haifa"
    rule(  # "officially a Denver resident as of today", "we're now Leeds residents"
        "resident",
        rf"(?:{WE}(?:['’]m|\s+am|['’]re|\s+are)\s+|{START}[Oo]fficially\s+)(?:now\s+)?(?:officially\s+)?"
        rf"(?:an?\s+)?(?:official\s+|proud\s+|permanent\s+|full[-\s]time\s+)?(?={RESIDENT_OF})",
        "lives_in",
        read_town,  # ("officially a Tipp City resident": a town the gazetteer may not know)
        place=True,
    ),
    verb_rule("return", "return", r"(?:home\s+|back\s+)?to\s+", "lives_in", read_city, place=True),
    # "I've come home to Manchester at last", "we came back home to Haifa"
    verb_rule("come|came", "come/came/coming", r"(?:back\s+)?home\s+to\s+", "lives_in", read_city, place=True),
    verb_rule("settl", "settle", rf"(?:down\s+)?in(?:to)?\s+{FLAT}?", "lives_in", read_city, place=True),
    verb_rule("settl", "settle", _AT_STREET, "address", not_asked(read_address), place=True),
    rule(  # staying where one lives: "We're staying put in Omaha"
        "staying put",
        rf"{WE}(?:['’]re|['’]m|\s+are|\s+am)\s+(?:just\s+)?staying\s+put\s+in\s+",
        "lives_in",
        read_place,
        place=True,
    ),
    rule(  # "still in my own house in Pella"
        "own house|own home|own place",
        rf"{WE}(?:['’]re|['’]m|\s+are|\s+am|\s+is)\s+(?:still\s+)?in\s+(?:my|our)\s+own\s+(?:house|home|place)\s+in\s+",
        "lives_in",
        read_place,
        place=True,
    ),
    # a town's people one has become: "We're officially Ames people" (a town the gazetteer knows)
    rule(
        "people|folks",
        rf"{WE}(?:['’]re|['’]m|\s+are|\s+am)\s+(?:now\s+)?officially\s+"
        r"(?=[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?\s+(?:people|folks)\b)",
        "lives_in",
        read_place,
        tense="past",  # (become so: "as of Saturday" the one gone by)
        place=True,
    ),
    verb_rule(  # ("we live out in Collierville")
        "liv|resid",
        "live reside",
        r"(?:now\s+|currently\s+)?(?:(?:out|over|down|up)\s+)?in\s+",
        "lives_in",
        read_place,
        change=False,
        place=True,
    ),
    rule(
        "m in|am in|m now in|am now in",  # (after a move: "I moved out! I'm in Tel Aviv now"; not a trip: ``mood``)
        r"\bI(?:['’]m|\s+am)\s+(?:now\s+in\s+(?=[A-Z])|in\s+(?=[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?\s+now\b))"
        r"(?![^.!?\n]{0,60}\b(?:for|until|till|through|flying|back\s+on)\b)",  # (not a stay: "... for a training")
        "lives_in",
        lambda text, pos: read_place(text, pos) if _MOVED.search(text, max(0, pos - 200), pos) else None,
        place=True,
    ),
    # a town said to be home: "Austin is home", "Portland is home now", "Greetings from home in Portland"
    rule(
        "is home|s home|from home in",
        rf"(?:{START}(?:(?:Also|But|And|Anyway|Plus|So),?\s+)?|(?<=,\s)so\s+)"  # (", so Kano is home till October")
        r"(?=[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?(?:\s+is|['’]s)\s+"
        r"(?:now\s+|still\s+)?(?:my\s+|our\s+)?home\b(?!\s+(?:to|of|for)\b))|\bfrom\s+home\s+in\s+",
        "lives_in",
        read_place,
        place=True,
    ),
    # settled in, its street after it: "we're in the new place: 2207 Eastland Ave, Apt 4, Nashville TN 37206"
    # (or living in one's own: "Liam and I are officially living together in our own place (...):")
    rule(
        "new place|new apartment|new house|new flat|new condo|new home|new unit"
        "|own place|own apartment|own house|own flat|own unit|own home|our place|our apartment|our house|our flat"
        "|same apartment|same flat|same house|same place"
        "|our unit|our condo|our home|my place|my apartment|my house|my flat|my unit|my condo",
        rf"{WE}(?:['’]re|['’]m|\s+are|\s+am|['’]ve\s+been|\s+have\s+been)\s+(?:(?:now|all|finally|officially|still)\s+)*"
        r"(?:living\s+(?:together\s+)?)?in\s+(?:(?:the|our|my)\s+(?:new|own)|our|my|the\s+same)\s+"
        r"(?:place|apartment|house|flat|condo|home|unit)(?:\s*\([^()]{0,80}\))?"
        r"\s*[:,!-]+\s*(?=\d|(?:Flat|Unit|Apt|Apartment)\s)",
        "address",
        read_address,
        place=True,
    ),
    # a home one will be at from a day: "I'll be at 2150 W Alamo Dr, Apt 1042 ... starting March 20" (a flat or a ZIP)
    rule(
        "be at",
        r"\bI(?:['’]ll|\s+will)\s+be\s+at\s+(?=\d+\s[^.!?]{0,90}?(?:\b(?:Apt|Apartment|Unit)\b|#\s*\d)"
        r"[^.!?]{0,40}?\b(?:starting|from|as\s+of|beginning|after)\s(?![^.!?\n]{0,30}\bfor\b))",  # (not "for a course")
        "address",
        read_address,
        tense="plan",
        place=True,
    ),
    # a street said to be one's place: "Come over to my place around 7: 1108 Packard St #3"
    rule(
        "place",
        r"\b(?:[Mm]y|[Oo]ur)\s+place\b(?!\s+of\b)[^.!?\n:]{0,30}:\s*(?=\d)",
        "address",
        read_address,
        place=True,
    ),
    verb_rule(
        "bought|purchas",
        "buy/bought/buying/bought purchase",
        rf"{OWN_HOME}\s+in\s+",
        "lives_in",
        ours(read_town),  # (not one to let or for someone else: "bought a house in Taupo for their son")
        place=True,
    ),  # fmt: skip
    verb_rule(
        "liv|resid",
        "live reside",
        rf"(?:now\s+)?(?:at|on)\s+{FLAT}?",
        "address",
        read_address,
        change=False,
        place=True,
    ),  # noqa: E501
    rule(
        "back",
        rf"{WE}(?:'m| am|'re| are)\s+back\s+(?:home\s+)?in\s+"
        r"(?=\S+(?:\s+\S+)?\s+(?:for\s+good|permanently|to\s+stay))",
        "lives_in",
        read_place,
        place=True,
    ),  # fmt: skip
    rule(
        "address",
        r"\b(?:[Mm]y|[Oo]ur)\s+(?:\([^()\n]{1,40}\)\s+)?(?:new\s+|forwarding\s+)?(?:home\s+|postal\s+|mailing\s+|residential\s+|street\s+)?"
        # ("Our forwarding address starting August 13:")
        r"address(?:\s+(?:as\s+of|from|starting|effective)\s+[^:()\n.]{1,30}?(?=\s*:|\s+will\s+be\b))?"
        # (an aside of how long: "Our new address (for the next year at least) is:"; not "(at work)", "(Jess's)")
        r"(?:\s*\((?:for\s+(?:the\s+next|now|a\s+while|the\s+time\s+being)|hopefully|finally|at\s+last)\b[^()\n]{0,50}\))?"
        rf"{FOR_WHOM}(?:\s+is(?:\s+now|\s+still)?(?:\s+officially)?|\s+will\s+be|\s+(?:has\s+|is\s+)?chang(?:ed|ing)\s+to|\s*:)"
        r"\s*:?\s*(?:(?:still\s+)?the\s+same(?:\s+as\s+(?:always|ever|before)|\s+of\s+course)?(?:\s*(?:--|[-–—:,])"
        r"|(?:(?!['’]s\b|\bfor\s+the\b)[^.!?\n]){0,120}?\bhere\s+it\s+is\s*:)\s*)?",  # (not "Mum's ... here it is:")
        "address",
        still_home,  # ("Our address is still X, and you can still reach me ...": not "... until Friday", "(Mum's)")
    ),  # ("our (my husband's and my) address is ...")
    # a new home said as a place: "New place is 1187 Neil Ave, Apt 3B, Columbus, OH 43201", "Our new flat is at ..."
    rule(
        "new place|new apartment|new flat|new house|new home",
        rf"{START}(?<![a-z]:\s)(?:(?:So|And|Also|FYI),?\s+)?(?:(?:[Oo]ur|[Mm]y|[Tt]he)\s+)?[Nn]ew\s+"  # (not "Jess: ")
        r"(?:place|apartment|flat|house|home)\s+is\s+(?:an?\s+[\w-]+(?:\s+[\w-]+)?\s+(?=(?:at|on)\s+\d))?(?:at\s+|on\s+)?"
        r"(?:now\s+)?:?\s*(?=\d|(?:Apt|Apartment|Flat|Unit|Suite)\.?\s+\w)",  # ("New place is Apt 1408, 65 ...")
        "address",
        lambda text, pos: None if MOVING.search(text, max(0, pos - 120), pos) else read_address(text, pos),
    ),  # (a move said before it dates it: "Moving day Saturday!! ... new place is 3 Clifton Street": the move's)
    # ... or its address, its owner left out: "New address (for real this time):\n2231 NW Glisan St", "New address is X"
    rule(
        "new address|new apartment|new place|new house|new flat|new condo|new digs|forwarding address",
        rf"{START}(?:[-*•]\s+)?(?:(?:So|And|Also|FYI|Oh|PS|P\.S\.),?\s+)?(?:[Nn]ew|NEW|[Ff]orwarding)\s+"
        r"(?:(?:home\s+|mailing\s+|postal\s+)?(?:address|ADDRESS)(?:\s+for\s+(?:the|my|our)\s+(?:deposit|refund|mail))?"
        r"|(?:apartment|place|house|flat|condo|digs)"
        r"(?=(?:,?\s+[a-z][^:\n]{3,30})?\s*:))"  # ("New place, as of July 1: ...")
        r"(?:,?\s+(?:as\s+of|from|starting|effective)\s+[^:()\n.]{1,30}?)?(?:\s*\([^()\n]{1,100}\))?"
        rf"{FOR_WHOM}(?:\s+is(?:\s+now)?|\s+will\s+be|\s*:)\s*:?\s*",
        "address",
        new_address,
    ),
    # the address a move-in just said gives ("we moved in on the 1st ... The address for real mail is:\n\n2210 E
    # Division St"; "I moved out! ... Address: Rehov Ha-Kinor 9"), or one for the reader's address book (its "Home:")
    rule(
        "address|home:|tengan",
        rf"{START}(?:[Ff]rom\s+[^:\n.!?]{{1,25}}?\s+)?(?:[Tt]he\s+(?:new\s+|proper\s+|real\s+|full\s+)?address{FOR_WHOM}\s+is\s*:"
        r"|[Tt]he\s+address,\s+[\w ]{1,25}:"  # ("The address, Ghana style:")
        r"|[Tt]he\s+new\s+address\s*:"  # ("The new address:\n4/15 Bellarine Crescent")
        # (or with no colon, a street after it: "We moved last month. The new address is Flat 2/1, 30 Marchmont Road")
        r"|[Tt]he\s+(?:new\s+)?(?:home\s+)?address\s+is\s+(?=\d|(?:Flat|Apt|Apartment|Unit|Hse|House|Blk)\.?\s+\w)"
        r"|(?:(?:Proper|Real|Postal|Mailing)\s+)?[Aa]ddress(?:\s+for\s+(?:the\s+)?(?:[A-Z][a-z]+\s+)?(?:post|invites?|invitations?|cards|sweets|gifts?|presents?)"
        r"(?:\s*\([^()\n]{1,30}\))?|\s+if\s+you\s+(?:ever\s+)?"
        r"(?:want|need|feel\s+like)\s+to\s+(?:visit|write)[^:\n]{0,30})?\s*:|Address\s*:|Home\s*:"
        rf"|{ADDRESS_BOOK}|[Aa]ddress(?:{FOR_WHOM}\s*:|\s+for\s+(?:parcels?|packages?|mail|post|letters)(?:\s*\([^()\n]{{1,30}}\))?"
        r"\s+is\b|\s+is[ \t]*(?=\n)|\s+for\s+real"  # ("address for parcels (hint hint) is\n", "Address is\n\n14 ...")
        r"(?:\s+this\s+time)?\s*:)|[Cc]hange\s+of\s+address\b[^:\n]{0,100}:)\s*",
        "address",
        settled_address,
    ),
    rule(
        "address to",  # a request to a bank or a registry: "Please update my residential address to X, effective D"
        r"\b(?:[Uu]pdate|[Cc]hange|[Aa]mend)\s+(?:my|our)\s+(?:home\s+|postal\s+|mailing\s+|residential\s+)?address"
        r"(?:\s+on\s+(?:file|record|your\s+records))?\s+to\s*:?\s*",
        "address",
        read_address,
    ),
    rule(
        "new flat|new apartment|new place|new home|new house",
        r"\b(?:[Mm]y|[Oo]ur)\s+new\s+(?:flat|apartment|place|home|house)\s+is\s+(?:at|on)\s+",
        "address",
        read_address,
    ),
    rule(
        "עבר",
        r"(?<!\w)(?:ו|ש|וש|כש)?עבר(?:תי|נו)\s+(?:דירה\s+)?(?:לגור\s+ב|ל)",
        "lives_in",
        read_place,
        tense="past",
        place=True,
    ),
    rule(
        "עבר",
        rf"(?<!\w)(?:ו|ש|וש|כש)?(?:עבר(?:תי|נו)|חזר(?:תי|נו)\s+לגור)\s+{HE_FLAT}ב",
        "lives_in",
        read_place,
        tense="past",
        place=True,
    ),
    rule(
        "עבר",
        rf"(?<!\w)(?:ו|ש|וש|כש)?עבר(?:תי|נו)\s+{HE_FLAT}?ב?(?=רחוב|רח['׳]|שד)",
        "address",
        read_address,
        tense="past",
        place=True,
    ),  # noqa: E501
    rule(
        "עובר|אעבור|נעבור",
        rf"(?:(?<!\w)(?:(?:ו|ש|וש|כש)?(?:אני|אנחנו)\s+(?:עובר|עוברת|עוברים|עוברות)|אעבור|נעבור)|{START}עוברים)\s+(?:לגור\s+ב|ל)",
        "lives_in",
        read_place,
        tense="move",
        place=True,
    ),
    rule("חזר", r"(?<!\w)(?:ו|ש|וש|כש)?חזר(?:תי|נו)\s+לגור\s+ב", "lives_in", read_place, tense="past", place=True),
    rule(  # a move's day and where to: "הובלה ביום חמישי 18.8 לבאר שבע", "מחר בבוקר הובלה לקריית שמונה"
        "הובלה",
        r"(?<!\w)ה?הובלה(?:\s+(?:[במ]?יום\s+\S+|מחר|היום|בבוקר|ב-?\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?|\d{1,2}[./]\d{1,2})){0,3}"
        r"\s+ל-?(?=[א-ת])",
        "lives_in",
        moving_to,
        tense="move",
        place=True,
    ),
    rule(  # moving into a flat at a street: "נכנסים לאוסישקין 31 ב-1 לחודש הבא", "נכנסנו לדירה בהרצל 5"
        "נכנס",
        r"(?:(?<!\w)(?:ו|ש|וש|כש)?(?:אני\s+(?:נכנסת|נכנס)|אנחנו\s+נכנסים)|(?:^|(?<=\n)|(?<=[.!?]\s))נכנסים)\s+"
        r"(?:ל(?:דירה|בית)(?:\s+ה?חדשה?)?\s+)?[בל](?=[א-ת'\"׳״-]+(?:\s+[א-ת'\"׳״-]+)?\s+\d)",
        "address",
        home_address,
        tense="move",
        place=True,
    ),
    rule(
        "חוזר",
        rf"(?:(?<!\w)(?:ו|ש|וש|כש)?(?:אני|אנחנו)\s+(?:חוזר|חוזרת|חוזרים|חוזרות)|{START}חוזרים|(?<!\w)וחוזרים)\s+לגור\s+ב",
        "lives_in",
        read_place,
        tense="move",
        place=True,
    ),
    rule(
        "מפתחות",
        rf"(?<!\w)(?:ו|ש|כש)?קיבל(?:תי|נו)\s+(?:היום\s+|אתמול\s+)?(?:את\s+)?ה?מפתחות\s+ל(?:דירה|בית){HE_NEW}\s+ב",
        "lives_in",
        read_place,
        tense="past",
        place=True,
    ),
    rule(
        "חתמ",
        rf"(?<!\w)(?:ו|ש|כש)?חתמ(?:תי|נו)\s+על\s+ה?(?:חוזה|הסכם)(?:\s+ה?שכירות)?\s+(?:ל|על\s+)?ה?(?:דירה|בית){HE_NEW}\s+ב",
        "lives_in",
        read_place,
        tense="past",
        place=True,
    ),
    rule(
        "חזר", r"(?<!\w)(?:ו|ש|כש)?חזר(?:תי|נו)\s+ל(?!גור)(?=[א-ת])", "lives_in", read_place, tense="past", place=True
    ),
    rule("התמקמ", r"(?<!\w)(?:ו|ש|וש|כש)?התמקמ(?:תי|נו)\s+ב", "lives_in", read_place, tense="past", place=True),
    rule(
        "רילוקיישן",
        r"(?<!\w)(?:ו|ש|וש|כש)?(?:עשי(?:תי|נו)\s+)?רילוקיישן\s+ל",
        "lives_in",
        read_place,
        tense="past",
        place=True,
    ),
    rule(
        "גר",
        rf"(?<!\w)(?:ו|ש|וש|כש)?{_HE_WE}\s+{HE_ADV}*(?:גר|גרה|גרים|גרות|{_LIVING})\s+{HE_ADV}?ב",
        "lives_in",
        read_place,
        place=True,
    ),  # noqa: E501
    rule(
        "כתובת",
        rf"(?<!\w)(?:ו|ש|וש|כש)?(?:הכתובת{HE_MY}(?:שלי|שלנו)(?:\s+(?:לבינתיים|מעכשיו|פה|כאן))?(?:\s*\([^()\n]{{1,80}}\))?|כתובת(?:י|נו)(?:\s+ה?חדשה)?|הכתובת(?:\s+החדשה)?(?![^:\n]{{0,60}}(?:(?<!\w)אם\s|עוד\s+לא|(?<!\w)עד\s))(?:(?:\s+|,\s+(?=(?:בשביל\s+|ל)ה?(?:גלויות|דואר|חבילות|מכתבים)))(?:בשביל|ל)(?![^:\n]{{0,40}}(?:(?<!\w)של(?!\w)|(?<!\w)ל(?:עבודה|משרד|עסק)))[^:\n]{{1,40}}?(?:\s*\([^()\n]{{1,60}}\))?)?(?=\s*:)"
        r"|כתובת\s+(?:ה?חדשה\s+)?(?:למכתבים|לדואר)(?=\s*:))"  # ("כתובת למכתבים: ...": for letters)
        r"(?:,?\s+(?:החל\s+)?מ(?:ה|יום)?-?\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?(?=\s*:))?"  # ("כתובתי החל מ-1.11.2019: X")
        r"\s*(?:היא|תהיה)?\s*:?\s*"  # "הכתובת החדשה: רחוב הגפן 14", a list's "הכתובת: ..."
        r"(?:(?:(?<=שלי:\s)|(?<=שלנו:\s)|(?<=היא\s))[א-ת][^,:\n\d]{1,25},\s*(?=רחוב|רח['׳]|שד))?",  # (past its name)
        "address",
        my_address_he,
    ),
    rule("הכתובת החדשה", r"(?<!\w)הכתובת\s+החדשה\s+(?:היא|תהיה)\s+", "address", moved_address),
    rule(  # (its day between, "גרות מה-1 בספטמבר ברחוב"; or past its town, "גרים במודיעין: רחוב נחל דישון 19")
        "גר",
        rf"(?<!\w)(?:ו|ש|וש|כש)?{_HE_WE}\s+{HE_ADV}*(?:גר|גרה|גרים|גרות|{_LIVING})\s+{HE_ADV}?(?:מה?-?\d{{1,2}}\s+ב[א-ת]+\s+)?"
        r"(?:ב(?:דירה|בית)\s+)?(?:ב|ב[א-ת][^:\n,]{1,25}[:,]\s*)(?=רחוב|רח['׳]|שד)",  # (or a comma: "בגבעתיים, רחוב")
        "address",
        read_address,
        place=True,
    ),
    *BOUGHT_RULES,  # (a home bought or signed for: ``grammar_bought``; Hebrew's "אצלנו ב-", "- גרים ב-", "מה-1.3
    # אנחנו ב-": ``he_here``)
    *HE_HERE_RULES,
    *HEAD_HOME_RULES,  # (under a heading that does not say "new": ``grammar_home_heads``)
)
