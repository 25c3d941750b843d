"""Rules of ``grammar`` for a home one bought, got or signed for: "we closed on the house in Broken Arrow", "Dave and I
got a place in Logan Square: 2516 W Logan Blvd", "I signed a lease today!!\n2250 Elliston Pl" (and where one is or
flats: "as of the first we're at:\n\nUnit 5, 88 Waratah Parade", "I'm flatting in Hastings"; where one's roots are put
down: "My family has just put down roots in Germantown"; its keys got: "We got the keys to 27 Alder Grove"); as a
family's Hebrew
mail tells it, the town (and the street after it) of "קנינו דירה בקריית טבעון, רחוב האלון 8", "חתמנו היום על דירה
במודיעין, רחוב התאנה 22", a fact from the move-in day the text gives with it ("נכנסים ב-27 באפריל", "מקבלים מפתח
ועוברים ב-1 בספטמבר"): a plan with no day is none."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.address import STREET, read_address, read_city, read_town
from hinet_pipeline.memory.facts.grammar_under import a_home
from hinet_pipeline.memory.facts.home_objects import home_address_said, move_address
from hinet_pipeline.memory.facts.objects import read_place
from hinet_pipeline.memory.facts.rule import HOME, WE, rule, verb_rule
from hinet_pipeline.memory.facts.when import sentence_around

OWN_HOME = r"(?:a|the|our|my)\s+(?:new\s+)?(?:house|home|condo|townhouse|townhome)"  # (not "a rental", "a place")
# "קנינו דירה ב", "קניתי בית ב", "חתמנו (היום) על (חוזה ל)דירה ב"
_BOUGHT_HOME = (
    r"(?<!\w)(?:ו|ש|וש|כש)?(?:(?:סוף\s+סוף|סופסוף)\s+)?(?:קנינו|קניתי|חתמנו|חתמתי)(?:\s+(?:היום|אתמול|סוף\s+סוף|סופסוף))?"
    r"(?:\s+על)?(?:\s+חוזה\s+(?:ל|על\s+))?\s*(?:דירה|בית|הדירה|הבית)(?:\s+(?:חדשה|חדש|קטנה|קטן))?"
)
_BOUGHT = rf"{_BOUGHT_HOME}\s+ב"

# a home bought that is not lived in: to let, for a child, an office, one nearly bought
_NOT_OURS = re.compile(
    r"(?<!\w)(?:ל?השקעה|להשכרה|נשכיר|שוכרים|לבן|לבת|לילדים|למשרד|משרד|כמעט|נפל|לא\s+קנינו)(?!\w)"
    # (a home to let or to lend, one for someone else: "as an Airbnb", "for my mum to live in", "for their son")
    r"|\b(?:invest\w*|rent(?:ing)?\s+(?:it\s+)?out|to\s+let|rentals?|[Aa]irbnb|[Bb]ach|holiday\s+(?:home|place|house)"
    r"|for\s+(?:weekends?|holidays|when\s+we\s+visit)|for\s+(?:our|my|his|her|their|the)\s+(?!own\b)\w+"
    r"|for\s+(?!Christmas|Easter|Xmas|Thanksgiving)[A-Z][a-z]+)\b"
)


_FROM_WHOM = re.compile(
    r"\b(?:people|couple|family|guy|lady|man|woman|owners|folks|vendors|sellers)\s+(?:that\s+)?(?:we|I)\s"
)


def ours(read):
    """``read``, where its sentence says nothing of a home one does not live in."""

    def ours(text: str, pos: int):
        before, after = sentence_around(text, pos, pos)
        if _NOT_OURS.search(before + after) or _FROM_WHOM.search(before):
            return None  # (nor the sellers a relative clause names: "The people we bought a place in Gisborne from")
        return read(text, pos)

    return ours


def _no_street_after(read):
    """``read``, where no street follows in its sentence: the town an address gives is the home's, not a district
    before it ("Got a little flat in Vaihingen, close to the uni -- Lindenbachweg 9, 70563 Stuttgart")."""

    def town(text: str, pos: int):
        _, after = sentence_around(text, pos, pos)
        return None if STREET.search(after) else read(text, pos)

    return town


# a move said in the paragraph before "we're at:" (not a night out or a day's venue: "Tonight we're at:", "If you need
# to find me on the day, I'm at:")
_A_MOVE = re.compile(r"\b(?:moved|moving|move|landlord|lease|new\s+(?:place|flat|house|address|home))\b", re.I)
_OUTING = re.compile(r"\b(?:tonight|today|this\s+(?:weekend|evening|afternoon)|if|on\s+the\s+day|for\s+the)\b", re.I)


def _moved(read):
    def moved(text: str, pos: int):
        para = text.rfind("\n\n", 0, max(0, pos - 2)) + 1
        said = text[max(para, pos - 300) : pos]
        clause = said[max(said.rfind("."), said.rfind("!"), said.rfind("?")) + 1 :]
        return read(text, pos) if _A_MOVE.search(said) and not _OUTING.search(clause) else None

    return moved


BOUGHT_RULES = (
    rule(  # "My family has just put down roots in Germantown", "we've finally put roots down in Leeds"
        "roots",
        rf"(?:{WE}(?:['’]ve|\s+have)|\b(?:[Mm]y|[Oo]ur)\s+family\s+has)\s+(?:just\s+|finally\s+|now\s+)?"
        r"put\s+(?:down\s+)?(?:some\s+|our\s+|my\s+)?roots\s+(?:down\s+)?in\s+(?=[A-Z]"
        r"(?![^.!?\n]{0,60}\b(?:ago|once|though|although|but|while|claims|for\s+a\s+while|in\s+the\s+\d{4}s)\b))",
        "lives_in",
        read_city,
        place=True,
    ),
    # "מאז ה-1 לחודש אנחנו בדירה שלנו:\nLindenwerder Straße 41, 10405 Berlin": a home of one's own, its street after it
    rule(
        "בדירה|בבית",
        r"(?<!\w)(?:ו|ש|וש|כש)?(?:אנחנו|אני)\s+(?:כבר\s+|סוף\s+סוף\s+)?(?:בדירה|בבית)\s+(?:ה?חדשה\s+|ה?חדש\s+)?"
        r"(?:שלנו|שלי)\s*:\s*",
        "address",
        read_address,
    ),
    # where one is now, its street on the lines below: "as of the first we're at:\n\nUnit 5, 88 Waratah Parade"
    rule(
        "re at:|m at:",
        rf"{WE}(?:['’]re|['’]m|\s+are|\s+am)\s+(?:now\s+|all\s+|finally\s+)?at\s*:[ \t]*(?=\n)",
        "address",
        _moved(read_address),
        place=True,
    ),
    # a home one will be in from a day: "As of June 1 I'll be in a two-bedroom condo in Perrysburg, right by the
    # river:\n\n127 Cobble Finch Lane, Unit B" (its town, its street on the lines under it)
    rule(
        "ll be in|will be in",
        rf"{WE}(?:['’]ll|\s+will)\s+be\s+(?:living\s+)?in\s+{HOME}(?:[ \t]+[\w-]+){{0,2}}?\s+in\s+(?=[A-Z])",
        "lives_in",
        read_town,
        tense="plan",
        place=True,
    ),
    rule(
        "ll be in|will be in",
        rf"{WE}(?:['’]ll|\s+will)\s+be\s+(?:living\s+)?in\s+{HOME}[^\n.!?:]{{0,60}}:[ \t]*\n\s*(?=\d)",
        "address",
        read_address,
        tense="plan",
        place=True,
    ),
    # a lease signed, its street after it: "I signed a lease today!!\n2250 Elliston Pl, Apt 310, Nashville TN 37203"
    verb_rule(
        "sign",
        "sign",
        r"(?:a|the|our|my)\s+(?:new\s+)?lease(?:\s+(?:on|for)\s+(?:the\s+|our\s+|my\s+|a\s+)?(?:new\s+|little\s+|small\s+)?"
        r"(?:place|apartment|flat|house|home|condo|townhouse|duplex|unit)\b[^.!?\n:]{0,30}?)?"
        # (where, and its move-in: "a lease in South End, move-in as of the 1st (April):\n\n4120 Moss Cove Ln")
        r"(?:\s+in\s+[A-Z][^,:.!?\n]{1,30}(?:,\s+move-?in\b[^:\n]{0,40})?)?"
        r"(?:\s+with\s+[A-Z][a-z]+(?:(?:,\s+|\s+and\s+)[A-Z][a-z]+){0,3})?"  # ("with Marcus and Jae. starts June 1:")
        r"(?:\s+(?:today|yesterday|this\s+morning|this\s+week))?\s*(?:[:,!.]+|--?|[–—])\s*"
        r"(?:(?:[Ii]t\s+)?(?:starts|begins|starting|from|move-?in)\s+(?:on\s+)?(?:[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?"
        r"|the\s+\d{1,2}(?:st|nd|rd|th)|\d{1,2}/\d{1,2})\s*:\s*)?"  # ("starts June 1:", not "... for 3 months:")
        r"(?:send\s+(?:mail|post|cards|stuff)\s+here(?:\s+(?:starting|from|after)\s+[^:\n]{1,20})?:\s*"
        r"|[Ff]or\s+(?:the\s+|your\s+)?[^:.!?\n]{1,50}:\s*)?(?=\d)",  # ("For the thank-you card and for Christmas:")
        "address",
        home_address_said,  # (not a shop's: "We signed the lease today -- 1200 Central Ave NE -- for the new bakery!")
        place=True,
    ),
    # a move in on a day, its street on the lines under it: "I already found a townhouse to rent, I move in May
    # 11:\n4415 Cole Haven Ln, Unit B\nDallas, TX 75204"
    rule(
        "move in",
        rf"{WE}(?:['’]ll|\s+will)?\s+move\s+in\s+(?:on\s+)?(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?"
        r"(?:[A-Z][a-z]{2,8}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Z][a-z]{2,8}"
        r"|the\s+\d{1,2}(?:st|nd|rd|th))[ \t]*:[ \t]*\n\s*(?=\d)",
        "address",
        move_address,
        tense="move",
        place=True,
    ),
    # a home bought: "we closed on the house in Broken Arrow on Friday", "we bought a condo in Lakewood last spring"
    verb_rule("clos", "close", rf"on\s+{OWN_HOME}\s+in\s+", "lives_in", read_town, place=True),
    # a home got, found or bought, its street after it: "Dave and I got a place in Logan Square: 2516 W Logan Blvd",
    # "we found an apartment in Beaverdale, 2708 Beaver Ave #3", "Kelly and I closed on the Mill Creek house! 15602 ..."
    verb_rule(
        "got|found|bought|clos",
        "get/got find/found buy/bought close",
        r"(?:on\s+)?(?:a|an|our|the)\s+(?:new\s+)?(?:[A-Z][\w'-]*\s+){0,2}(?:place|apartment|house|flat|condo|duplex|"
        r"townhouse|home)(?:(?:\s+in\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})?\s*[:,!]+\s*|\s+at\s+)"
        r"(?=\d|(?:Flat|Apt\.?|Apartment|Unit|Suite)\s+\d)",  # ("Naledi and I got the flat in Sea Point! Flat 6, ...")
        "address",
        read_address,
        place=True,
    ),
    # a place or a unit bought, its town ("we bought a place in Gisborne in October", "bought a little unit in X")
    verb_rule(
        "bought|purchas",
        "buy/bought/buying/bought purchase",
        r"(?:a|our|my)\s+(?:new\s+|little\s+|first\s+|own\s+)?(?:place|unit)\s+in\s+",
        "lives_in",
        ours(read_town),
        place=True,
    ),
    # ... or got, in a town the gazetteer knows ("Naledi and I got the flat in Cape Town!"; not a suburb, "Sea Point")
    verb_rule(
        "got|bought",
        "get/got buy/bought",
        r"(?:a|our|my|the)\s+(?:new\s+|little\s+|first\s+|own\s+)?(?:place|unit|flat|apartment|house|condo|townhouse)"
        r"\s+in\s+",
        "lives_in",
        ours(_no_street_after(read_place)),
        place=True,
    ),
    # where one flats, as New Zealand says it: "I'm flatting in Hastings with two other apprentices"
    rule(
        "flatting",
        rf"{WE}(?:['’](?:m|re)|\s+(?:am|are))\s+(?:now\s+|still\s+)?flatting\s+(?:with\s+(?:(?!\b(?:who|that|from|grew|was|is)\b)[^.!?\n]){{1,40}}?\s+)?in\s+",
        "lives_in",
        read_place,
        place=True,
    ),
    rule("קנינו|קניתי|חתמנו|חתמתי", rf"{_BOUGHT}(?=[א-ת])", "lives_in", ours(read_place), tense="move", place=True),
    rule(
        "קנינו|קניתי|חתמנו|חתמתי",
        rf"{_BOUGHT}[א-ת][א-ת'\"׳״ -]{{1,25}},\s*(?=רחוב|רח['׳]|שד)",
        "address",
        ours(read_address),  # (its floor no office's: "רחוב האלון 8, דירה 14, קומה שנייה")
        tense="move",
    ),
    rule(  # ... its street in the next words: "סוף סוף חתמתי על דירה! רחוב המגדלור 9, דירה 4, חיפה"
        "קנינו|קניתי|חתמנו|חתמתי",
        rf"{_BOUGHT_HOME}\s*[!.:–-]+\s*(?=רחוב|רח['׳]|שד)",
        "address",
        ours(read_address),
        tense="move",
    ),
    # a home got, its street after a colon: "Tash and I have got a 2 bed unit in Scarborough, 200m from the beach:
    # Unit 5, 88 Manning Street, Scarborough WA 6019. moving in on the 19th" (from the move-in's day said after it); one
    # owned now: "we now own (with Southern Cross Mutual) a little three-bed townhouse:" (from the letter)
    *(
        rule(
            needs,
            rf"{WE}(?:['’]ve|\s+have)?\s+(?:just\s+|finally\s+|now\s+)?(?:{verbs})\s+(?:\([^()\n]{{0,60}}\)\s+)?"
            r"(?:a|an|our)\s+(?:(?:\d|one|two|three|four)[\s-]?(?:bed(?:room)?|br)\s+|new\s+|little\s+|small\s+"
            r"|lovely\s+)*(?:unit|flat|apartment|place|house|townhouse|condo|cottage)\b"
            r"(?![^.!?:]{0,80}\bfor\s+(?:my|his|her|their|the|a|an|[A-Z]\w+)\b)"  # (not "for my aunt", "for the week")
            r"(?:(?!\n\s*\n)[^.!?:]){0,80}:\s*(?=(?:Unit|Flat|Apt|Apartment|\d))",
            "address",
            read_address,
            tense=tense,
            place=True,
        )
        for needs, verbs, tense in (
            (
                "got a|found a|signed for a|rented a|renting a|taken a",
                r"got|found|signed\s+for|rented|taken|are\s+renting",
                "plan",
            ),
            ("now own|we own|bought", "own|bought", "now"),
        )
    ),  # fmt: skip
)


KEY_RULES = (  # the keys to one's new home got: moving in
    # "we got the keys to our new flat in Haifa"
    verb_rule(
        "keys",
        "get/got/getting/gotten pick collect receive",
        rf"(?:up\s+)?the\s+keys?\s+(?:to|for|of)\s+{HOME}\s+in\s+",
        "lives_in",
        read_city,
        place=True,
    ),
    verb_rule(
        "keys",
        "get/got/getting/gotten pick collect receive",
        # (or past its district: "the keys to a flat in Headingley - Flat 3, 27 Woodhouse Vale Road, Leeds LS6 2QT")
        # (or the keys to the street itself: "We got the keys to 27 Alder Grove, Chorlton, Manchester M21 9RX")
        # (or on a day, its street the next sentence's: "the keys to the place on the 16th. It's Lot 3 Tallowwood Rd")
        rf"(?:up\s+)?the\s+keys?\s+(?:to|for|of)\s+(?:{HOME}\s+on\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?"
        r"(?:\s+(?:of\s+)?[A-Z][a-z]+)?\.\s+It(?:['’]s|\s+is)\s+(?=\d{1,5}\s+[A-Z]|(?:Lot|Unit|Flat|Apt)\s+\d)"
        rf"|{HOME}\s+(?:at|on|in\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?\s*[-–—:,]"
        r"(?=\s*(?:\d|Flat\s|Apt|Apartment\s)))\s+|(?=\d{1,5}[A-Za-z]?\s+[A-Z][a-z]|(?:Flat|Apt|Unit)\.?\s+\w))",
        "address",
        a_home,  # (not one whose words after it make it a let, a stay or another's: "- for the Airbnb I manage")
        place=True,
    ),
)
