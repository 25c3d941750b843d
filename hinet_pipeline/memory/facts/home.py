"""Home: where the writer now lives, read by type across their own short text.

A frame reads an object a few words after its trigger ("moved to Leeds"). People often put the two
apart, or say it with no verb at all: "WE BOUGHT A PLACE!! 9 Orchard Lane, Harrogate. moving in on
the 27th", "first night in the new flat last night!!! Kastanienallee 12", "since 10 September my
address has been 27 Albert Road, Bristol", "כתובת: רחוב העצמאות 5, אשדוד (מאז 26.1)", "we're
officially Londoners now", "מאתמול אנחנו רשמית חיפאים". Here a home's event in the writer's own
sentence (a move, a move-in, keys, a new flat, a first night, a bought place, "my address"; nobody
else its subject; mood as for the rules) makes the text's street address (a number and a street by
its type word, in English, the Continent's and Hebrew forms) the writer's address, and the town
written with it ("9 Orchard Lane, Harrogate"), the town before the home ("the Leeds flat") or a
demonym with a change ("Berliners now", "חיפאית מהיום") where they live. A plan needs its date, as
for the rules. The owner's own short texts only, for what the rules and frames did not find
(``own_words``)."""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import Iterator

from hinet_pipeline.memory.facts.address import HE_ADDRESS_LABEL, STREET, STREET_WORD, city_of, read_address
from hinet_pipeline.memory.facts.address_regions import suburb_of
from hinet_pipeline.memory.facts.dates import EMOJI
from hinet_pipeline.memory.facts.demonyms import CHANGED
from hinet_pipeline.memory.facts.demonyms import demonym as town_by_demonym
from hinet_pipeline.memory.facts.frame_objects import NOT_HOME, OCCASIONS
from hinet_pipeline.memory.facts.frame_triggers import FUTURE
from hinet_pipeline.memory.facts.frames import REACH, frames
from hinet_pipeline.memory.facts.home_objects import BUSINESS_MOVED, ReadAddress, unnumbered_addresses
from hinet_pipeline.memory.facts.kin import FIRST_PERSON, OTHERS, TO_THEM, sentence_before
from hinet_pipeline.memory.facts.lexicon import HE_STREET
from hinet_pipeline.memory.facts.mood import unreal, valid_from
from hinet_pipeline.memory.facts.notes import bracketed, labelled_address
from hinet_pipeline.memory.facts.objects import read_place
from hinet_pipeline.memory.facts.places import is_country, is_region, names_a_place
from hinet_pipeline.memory.facts.rule import NOT_A_DESK, Rule
from hinet_pipeline.memory.facts.stays import STAY, TRAVEL, lodging_before
from hinet_pipeline.memory.facts.when import sentence_around

# a home's event or a home of one's own: what makes a street address in the text the writer's. Each
# names the writer's own move or home: not "moved out of", "my work address", "I'm at" (a place one
# is at), "the Paris apartment" (a holiday's), a bare "keys" ("left my keys at ...")
_EVENT = re.compile(
    r"\b(?:move-in|mov(?:ed|ing|e)\s+(?:back\s+)?(?:in(?:to)?|to)\b(?!\s+tears)|(?:the|our|my)\s+(?:move|relocation)\b|relocat(?:ed|ing|e)\s+to|"
    r"(?:moved|relocated)(?=\s*(?:[!.,:;\n]|$|\s+(?:house|flat|home|apartment)\b))|(?:live|living)\s+in|"
    r"(?:shifted|changed)\s+(?:my\s+|our\s+)?(?:residence|house|home)|"  # (as Indian English says a move)
    r"(?<!left\s)(?<!lost\s)(?<!my\s)keys(?!\s+(?:at|to|are|in|on)\b)(?!\s+were\s+(?!handed))|first\s+night|"
    r"settled\s+(?:in|at)|(?:live|living)\s+(?:alone|on\s+my\s+own|by\s+myself)\b|(?:I|we)(?:['’]ve|\s+have)(?:\s+got)?\s+(?:an?|the)\s+(?:new\s+)?(?:apartment|flat|house|place|condo)(?=\s+from\b)|(?P<at>(?:I['’]m|I\s+am|we['’]re|we\s+are|(?<=\sand\s)I\s+are)\s+(?:now\s+|officially\s+|finally\s+|already\s+)?(?:at|in(?=\s+[A-Z])))|"
    r"(?P<heat>(?<!\w)(?:אני|אנחנו)\s+(?:כבר|עכשיו|רשמית)\s+ב(?=[א-ת]))|"  # ("אנחנו כבר במודיעין, עברנו ...")
    r"(?P<res>(?<!\w)(?:ה)?תושב(?:ת|י|ים|ות)?(?=\s+[א-ת]))|"  # "מאתמול אנחנו רשמית תושבי מצפה רמון"
    r"(?P<ishe>(?<!\w)(?:(?:מ|ו|ומ)?עכשיו\s+)?זה\s+הבית(?!\s+של)(?:\s+(?:עכשיו|החדש|שלנו|שלי))?(?!\w))|"
    r"(?P<is>(?<![\w'’])(?=[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2}\s+is\s+(?:(?:officially|now|finally)\s+)*(?:home|ours)\b))|"
    r"(?:got|get|getting|picked\s+up|collected|took|received)\s+(?:the\s+|our\s+)?keys|"
    r"bought\s+(?:a|our|the|my)\s+(?:new\s+)?(?:place|house|flat|home|apartment)|first\s+night\s+(?:in|at)|"
    r"new\s+(?:flat|place|house|apartment|home|address|digs)|(?:our|my)\s+(?:own|first)\s+(?:place|flat|house|apartment|home)|"
    r"(?:my|our)\s+(?:new\s+|home\s+|correspondence\s+|postal\s+|current\s+)?address(?!\s+(?:was|used))|"
    r"address(?:\s+for\s+\w+)?(?=\s*:)|(?:live|living)\s+at|new\s+family\s+in|close\s+on\s+the\s+(?:house|flat)|"
    r"signed\s+the\s+lease|moving\s+day|(?:our|my)\s+(?:place|house|flat|home|apartment|landlord)(?=\s+(?:in|at)\s+[A-Z0-9])|(?:the|our|my)\s+lease\s+(?:on|for)\b|(?:new\s+)?address\s+is\b|found\s+(?:a|our)\s+(?:new\s+)?(?:flat|place|house|apartment)(?=\s+(?:in|at)\b)|took\s+the\s+(?:new\s+)?(?:flat|place|house|apartment)|(?<=['’]ve\s)been\s+in(?=\s+since\b)|movers?\s+(?:come|came|arrive[sd]?))"
    # (Filipino mail's: "Ito po ang bagong address namin:", "Lumipat na po kami ni Jerome sa Mississauga")
    r"|\b(?:bagong\s+(?:address|bahay|tirahan)|address\s+(?:namin|ko|natin)(?=\s*:)|lumipat\s+(?:na\s+)?(?:po\s+)?(?:kami|ako))\b"
    r"|(?<!\w)[ושכ]?(?:עבר(?:תי|נו)(?!\s+(?:את|על|ליד|דרך|ברחוב|בשדרות))|עוברים|עוברת|נכנס(?:תי|נו)(?!\s+ל(?:בניין|פגישה|ראיון|משרד))|נכנסים(?=\s)|"
    r"כניסה\s+לדירה|(?:קבלת|קיבל(?:נו|תי)(?:\s+את)?)\s+ה?מפתח(?:ות)?|מפתחות|דירה\s+חדשה|(?:ב|ל)?ה?דירה\s+החדשה|"
    r"(?:ב|ל)?ה?בית\s+החדש|(?:(?<=אני\s)|(?<=אנחנו\s)|(?<=^)|(?<=[\n.!?:,]\s)|(?<=עכשיו\s)|(?<=כבר\s)|(?<=כיום\s)|(?<=ו))"
    r"(?:גר(?:ים|ה)?|מתגורר(?:ת|ים)?)(?=\s+ב)|(?<=אני\s)גר(?:ה)?\s+לבד|"  # ("מה-1 במרץ אני גר לבד ... רחוב X")
    r"כתובתי(?!\s+ה?קודמת)|כתובתנו|כתובת\s+מגורי(?:י|נו)|ה?מעבר(?=\s+ל[א-ת])|(?:עשינו|עשיתי)\s+(?:את\s+ה-?)?(?:relocation|רילוקיישן)|ה?כתובת\s+(?:ה?חדשה|שלי|שלנו|המגורים)(?!\s+ה?קודמת)|כתובת(?!\s+(?:ה?עבודה|ה?משרד|ל\S+|ה?קודמת|ה?ישנה))|"
    r"(?:סגר|מצא)(?:נו|תי)\s+(?:על\s+)?דירה|חתמ(?:נו|תי)\s+על\s+חוזה(?:\s+שכירות)?(?=\s+ב)|לילה\s+ראשון\s+ב)(?!\w)",
    re.I,
)
_PLANNED = re.compile(
    r"(?<!\w)[ושכ]?(?:עוברים|עוברת|נכנסים|כניסה|קבלת)(?!\w)|\bmov(?:e\s+(?:back\s+)?(?:in(?:to)?|to)\b|ing\b)|\bmovers?\s+(?:come|arrive)\b"
    r"|\bclose\s+on",  # (a present tense of what is booked: "the movers come on Saturday", "we close on the house on")
    re.I,
)
# a move written as an arrow between two towns: "Kiel → Hamburg is now official"
_ARROW = re.compile(r"(?<![\w'’])[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?\s*(?:→|->)(?=\s*[A-Z])")
# the town a move heads for, said as people cheer it: "Cape Town here we come", "Ottawa bound!!"
_HEADED = re.compile(  # ("Berlin, here we come", "Ottawa bound", "Calgary is officially home", "Perth is ours now")
    r"(?<![\w'’])(?=[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2}(?:,?\s+(?:here\s+(?:we|I)\s+come|bound)\b"
    r"|\s+is\s+(?:(?:officially|now|finally)\s+)*(?:home|ours)\b)"
    r"|(?<!\w)(?=[א-ת][א-ת\"'׳-]*(?:\s+[א-ת][א-ת\"'׳-]*)?\s+זה\s+הבית))"  # "ברלין זה הבית עכשיו"
)
# someone named before the event, as its subject: "Sooo Jess finally moved to Bristol!!"
_NAMED_SUBJECT = re.compile(
    r"\b(?!(?:Just|Finally|Officially|Recently|So+|And|Also|Now|Ok|Okay|Yay|Wow|Omg|Guess|Got|Been|After|Since|Before|"
    r"Full|Postal|Mailing|Home|Current|Updated|"  # ("Full address: Apt 12, ...": a label's word, no one)
    r"With|Today|Yesterday|Then|We|Well|Yes|Yep|Hey|Hi|Update|News|January|February|March|April|May|June|July|"
    r"August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)"
    r"(?<!\d\s)[A-Z][a-z]+"  # ("Sarah's just moved": she has)
    r"(?:\s+(?:and|&)\s+[A-Z][a-z]+)?(?:['’]s)?\s+(?:(?:just|finally|has|have|had|recently|officially|also)\s+)*$"
)
# ... and a street that is not the writer's home now: an old one, one left, a work or billing address
_NOT_NOW = re.compile(
    r"\b(?:old|previous|former|used\s+to|out\s+of|left|vacat(?:e|es|ing)|leaving|billing|shipping|delivery|invoices?|parcel|"
    r"(?:work|team|site|school)(?!\s+to\b))\b"  # (not "from school to our house at ...")
    r"|\bfrom\s+$|(?<!\w)[בלהומש]{0,2}(?:עבודה|בניין|קודמת|ישנה)(?!\w)|(?<!\w)(?:יצאנו|יצאתי|עזבנו|עזבתי)(?!\w)",
    re.I,
)
_TOWN_AFTER = re.compile(  # (past the flat: "41 Marchmont Road, top floor flat, Edinburgh")
    r"(?:\s*,\s*|\s+(?=דירה\s))(?:(?:(?:top|ground|basement|first|second|third|\d+(?:st|nd|rd|th))\s+floor\s+)?"
    r"(?:flat|apt|apartment|unit|דירה)(?:\s+\S+)?\s*,\s*)?|\s+(?:in\s+|ב-?)(?=[A-Zא-ת])",  # ("... 45 דירה 8, ר"ג")
    re.I,
)
_COMMA, _NAME_GOES_ON = re.compile(r"\s*,\s*"), re.compile(r"[ \t]+([A-Z][a-z]+)\s*,")
_AREA = re.compile(r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\s*,\s*")  # a neighbourhood between a street and its town
# a Hebrew street by its name and number ("הגפן 4"; not its label's "החדשה"): after a label, or near a move-in
_BARE = r"(?!(?:ה?(?:כתובת|חדשה)|היא|הוא|תהיה|יהיה|זה|של)(?!\w))[א-ת][א-ת\"'׳״-]*(?:\s+[א-ת][א-ת\"'׳״-]*){0,2}"
_BARE += r"(?<!בן)(?<!בת)(?<!בני)(?<!גיל)\s+\d{1,4}[א-ת]?(?![\d.,/]\d)"
_TO = r"ל(?=[א-ת]+\s+\d)(?!(?:פני|יד|שנה|כל|פחות|מה)\s)"  # (", לרגר 20": to a street, after the town one moved to)
_HE_TOWN_THEN_STREET, _IN_TOWN = re.compile(r"(?<!\w)ב-?(?=[א-ת][^,\n]{1,20},\s*$)"), re.compile(r"\s+ב-?(?=[א-ת])")
_BARE_STREET = re.compile(  # (and its town after it: "עברתי דירה!! ויצמן 40 בכפר סבא"; a floor: "רגר 45, קומה 2")
    rf"(?<=:)\s*(?P<l>{_BARE})|(?:(?:^|(?<=[.!?\n{EMOJI}]))[^\w\n]*(?:(?:אנ(?:י|חנו)\s+)?גר(?:ה|ים|ות)?\s+ב|{HE_ADDRESS_LABEL}\s+)?|(?<=,)\s*(?:{_TO}|{HE_ADDRESS_LABEL}\s+)?)(?P<s>{_BARE})(?=\s*(?:[,.!?\n{EMOJI}]|$)|\s+ב-?[א-ת]|\s+דירה\s+\d)"
    rf"|(?<=[,\s])(?P<f>{_BARE})(?=,?\s+(?:קומה|ליד|פינת)\s)",
    re.M,
)
_OLD = re.compile(r"(?<!\w)ה?(?:קודמת|ישנה)(?!\w)")  # "הכתובת הקודמת הרצל 12": the address left
_ADDRESS_LABEL = re.compile(r"כתובת(?:\s+ה?חדשה)?\s*:|הכתובת\s+החדשה[^:\n]{0,30}:|address\s*:", re.I)
_NOT_STREET = re.compile(  # (nor "from one street to another": "מסמילנסקי להרצל 55")
    r"ל?(?:קומה|דירה|חדר(?:ים)?|ה?שעה|[במ]|עד|עם|כל|כמעט|רק|גם|עוד|(?:בן|בת|בני)(?=\s+\d)|גיל|סניף|אנ(?:י|חנו)|גר(?:ה|ים|ות)?|מ\S+\s+ל\S+"
    r"|עוברים|עוברת|[א-ת]{2,}(?:נו|תי)|בערך|שכר|מספר|בית|בניין|מגדל|כביש|שבוע|שלב|כיתה|ארגזים|אחרי|פני|פחות|שנה|יד"
    r"|תקופה|משרדים?|ה(?:בן|בת|ילד\S*|שכנים))\s"
)
# the time one has spent in a town, beside a move ("Week one in Toronto: done. We moved in on the 24th")
_TIME_IN = re.compile(
    r"\b(?i:day|week|month)\s+(?i:one|two|three|1|2|3)\s+in\s+(?=[A-Z])"  # (not "Three days in Paris with the kids")
    r"|\b(?:\w+\s+)?(?i:weeks|months)\s+in\s+(?=[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?\s+(?:today|now|already)\b)"
)
_TOWN_BEFORE = re.compile(  # (and a Hebrew flat in its town: "דירה בב"ש, רגר 45")
    r"\b(?:the|our|my)\s+(?:new\s+)?(?=[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?\s+(?:flat|house|apartment|place))"
    r"|(?<!\w)ה?(?:דירה|בית)(?:\s+ה?חדשה?)?\s+ב-?(?=[א-ת])"
)
_TOWN_IN = re.compile(  # (past the home it names: "keys for our new flat in Leeds", "המפתחות של הדירה בבאר שבע")
    r"(?:(?:to|for|of)\s+(?:the|our|my)\s+(?:new\s+)?(?:flat|house|place|apartment|home)\s+)?(?:to|in|into)\s+(?=[A-Z])"
    r"|(?:של\s+ה(?:דירה|בית)(?:\s+ה?חדשה?)?\s+|(?:ל|ש)?ה?(?:דירה|בית)(?:\s+ה?חדשה?)?\s+)?(?:לגור\s+ב|[בל])-?(?=[א-ת])"
)
_SPACE = re.compile(r"\s*")
# a move named by a noun has no tense of its own: done ("המעבר לתל אביב מאחוריי", "the relocation is done"), else ahead
_NOUN_MOVE = re.compile(r"(?:the|our|my)\s+(?:move|relocation)\b|ה?מעבר(?!\w)", re.I)
_DONE = re.compile(r"\b(?:done|over|complete|completed|behind\s+(?:me|us)|finished)\b|מאחורי(?:י|נו)|הסתיים|נגמר", re.I)
_NOUN = re.compile(r"move-in|כניסה", re.I)  # the moving day itself, named by a noun
_CLAUSE = re.compile(rf"[,;–—{EMOJI}]|\s(?:and|but|ו)\s")
_FOR_OTHER = re.compile(
    r"(?:\W*\w+){0,4}?\W*\bfor\s+(?!the\s+(?:first|last)\b)(?:my\s+|our\s+|the\s+)?(?:[A-Z][a-z]+|son|daughter|kids?|"
    r"mum|mom|dad|parents|sister|brother|friend|grandma|grandpa)\b"
    r"|(?:\W*\S+){0,3}?\s+ל(?:חבר|חברה|אחי|אחותי|אמא|אבא|הורים|ההורים|בן|בת|ילדים|סבתא|סבא)(?!\w)"
)
_NEXT_CLAUSE = re.compile(r",\s*so\b|;|\s[–—]\s")  # ("my relocation to Denver wraps up on the 16th, so ... office")
_HERS = re.compile(r"\s*(?:his|her|their|שלה|שלו|שלהם|שלהן)\b", re.I)  # "בדירה החדשה שלה": hers
_UNIT_BEFORE = re.compile(r"\b(?:[Ff]lat|[Aa]pt\.?|[Aa]partment|[Uu]nit)\s+\w+,\s*$")
_SEGMENT = re.compile(r"[^.!?\n]+[.!?]*")
_MOVED = re.compile(r"\bmoved\b|(?<!\w)(?:ו|ש)?(?:עברנו|עברתי)(?!\w)")
_OFFICE = re.compile(r"\b(?:floor|desk|office)\b|(?<!\w)(?:ה|ב|ל)?(?:קומה|משרד|שולחן)", re.I)
_RULE = Rule(_EVENT, "lives_in", None, place=True)


def own_words(text: str, base, region: str, done, only: tuple[str, ...] | None = None) -> Iterator[tuple]:
    """What the writer's own short text says of them: the frames, then a home they did not find.
    ``done``: the predicates the rules read; ``only``: the predicates wanted (None: all)."""
    if only is not None:
        yield from (x for x in own_words(text, base, region, done) if x[0] in only)
        return
    got = list(frames(text, base, region, done))
    found = {*done, *(x[0] for x in got)}
    if "address" not in found or "lives_in" not in found:
        got += home(text, base, found)
    yield from got


def home(text: str, base, done: set[str]) -> Iterator[tuple]:
    """(predicate, object, valid_from, retract, span) of the writer's address and town, or nothing."""
    if len(text) > REACH:
        return
    base = base if callable(base) else (lambda at: lambda: at)(base)
    events = [m for m in _EVENT.finditer(text) if _mine(text, m)]
    events += [  # "Kiel → Hamburg", "Brissie → Geelong: done ✅" (where it heads a place)
        m
        for m in _ARROW.finditer(text)
        if read_place(text, _SPACE.match(text, m.end()).end())
        and not TRAVEL.search(text, text.rfind("\n", 0, m.start()) + 1, m.start())  # ("We fly Manchester -> Seattle")
        and _mine(text, m)
    ]
    demonym = town_by_demonym(text) if "lives_in" not in done else None
    if not events and not demonym:
        return
    # the street stands in an event's sentence or line, or the one next to it ("WE BOUGHT A PLACE!! 9
    # Orchard Lane, Harrogate."): not a list's other addresses, nor one a long note gives elsewhere
    starts = [m.start() for m in _SEGMENT.finditer(text)]
    near = {bisect_right(starts, m.start()) - 1 + d for m in events for d in (-1, 0, 1)}
    streets = (m for m in STREET.finditer(text) if bisect_right(starts, m.start()) - 1 in near)
    street = next((m for m in streets if _home_street(text, m)), None)
    for m in _BARE_STREET.finditer(text) if street is None and not text.isascii() else ():
        label = m.group("l") is not None and _ADDRESS_LABEL.search(text, max(0, m.start() - 30), m.start() + 1)
        bare = m.group("l") or m.group("s") or m.group("f")  # (one with its type word, or an office's, judged above)
        if m.group("s") and (town := _IN_TOWN.match(text, m.end("s"))) and not read_place(text, town.end()):
            continue  # a street is followed by its town, not "לקומה 12 בבניין החדש"
        if _NOT_STREET.match(bare) or re.search(HE_STREET, bare) or NOT_HOME.search(bare) or _OLD.search(bare):
            continue
        if label or bisect_right(starts, m.start()) - 1 in near:
            at = next(m.start(g) for g in ("l", "s", "f") if m.group(g) is not None)
            if (found := re.compile(_BARE).match(text, at)) and _home_street(text, found):
                street = found
                break
    if street is None:  # ("... so from then post us at:\n\nApt 3, Claddagh Quay, Father Griffin Road")
        spans = [(starts[i], _SEGMENT.match(text, starts[i]).end()) for i in sorted(near) if 0 <= i < len(starts)]
        street = next((m for m in unnumbered_addresses(text, spans) if _home_street(text, m)), None)
    town = suburb = None
    if street and (after := _TOWN_AFTER.match(text, street.end())):
        town = read_place(text, after.end())
        if town and (more := _NAME_GOES_ON.match(text, town[1])) and not is_region(more.group(1)):
            town = None  # "North Ward, Townsville": a place's name is not the first word of another's
        if town is None and (area := _AREA.match(text, after.end())):  # "12 MG Road, Camp, Pune 411001"
            town = read_place(text, area.end())
        elif town and (area := _COMMA.match(text, town[1])) and (city := read_place(text, area.end())):
            town, suburb = (city, town[0]) if suburb_of(town[0], city[0]) else (town, None)  # "Rondebosch, Cape Town"
    after_street = town is not None  # "9 Orchard Lane, Harrogate": the town written with the street
    if (
        street
        and town is None
        and (tb := _HE_TOWN_THEN_STREET.search(text, max(0, street.start() - 30), street.start()))
    ):
        town = read_place(text, tb.end())  # "סוף סוף בחולון, סוקולוב 34": the town just before it
    for tb in _TOWN_BEFORE.finditer(text) if town is None and events else ():  # "the Leeds flat ... moved in"
        if bisect_right(starts, tb.start()) - 1 in near and (town := read_place(text, tb.end())):
            break
    for tb in _HEADED.finditer(text) if town is None and events else ():  # "Berlin, here we come."
        if STREET.match(text, tb.start()) or STREET_WORD.match(text, tb.start()):
            continue  # "2210 Clarkson St is officially ours": a street
        if bisect_right(starts, tb.start()) - 1 in near and (town := read_place(text, tb.end())):
            break
    for tb in _TIME_IN.finditer(text) if town is None and events else ():  # "Week one in Toronto: done."
        if bisect_right(starts, tb.start()) - 1 in near and (town := read_place(text, tb.end())):
            break
    for m in events if town is None else ():
        rest = _SPACE.match(text, m.end()).end()
        if m.groupdict().get("res"):
            town = read_place(text, rest)
        elif m.group().endswith("ב") or re.search(r"\b(?:to|into|in)$|→$|->$", m.group(), re.I):
            town = read_place(text, m.end() if m.group().endswith("ב") else rest)
        elif into := _TOWN_IN.match(text, rest):
            town = read_place(text, into.end())
        if town:
            break
    full = ""  # (the address as its own lines give it: "17 Matai Crescent\nRoslyn\nDunedin 9010"; "Apt 12, Shannonvale
    if town is None and street:  # House, O'Connell Avenue, Limerick"), its town the address's own
        full = street.group() if isinstance(street, ReadAddress) else (read_address(text, street.start()) or ("",))[0]
        town = (city, street.end()) if (city := city_of(full)) and names_a_place(city) else None
    if town is None and demonym:
        town = demonym
    if street is None and town is None:
        return
    when = _when(text, events, street, town, demonym, base)
    if when is None:
        return
    span = events[0].span() if events else street.span() if street else (demonym[2], demonym[1])
    if street and "address" not in done:  # (as a note's labelled line reads it: its unit and town too)
        whole = labelled_address(text, street.start()) or (full if town and town[0] in full else "")
        if _PROSE.search(whole):  # (a label's line that says more: "Address: from 1 July we're renting 7/118 ...")
            whole = (read_address(text, street.start()) or ("",))[0]
        whole = next((x for x in _ASIDES.split(whole) if street.group() in x), whole)  # ("yes, same -- X -- for now")
        written = ", ".join(x for x in (street.group(), suburb, town[0] if after_street else None) if x)
        address = whole if street.group() in whole else written
        unit = _UNIT_BEFORE.search(text, max(0, street.start() - 20), street.start())
        if unit and unit.group() not in address:
            address = unit.group() + address  # "Flat 3, 27 Kingsley Road, Brighton"
        yield ("address", address.rstrip("."), when, False, street.span())
    if town and "lives_in" not in done and names_a_place(town[0]) and not is_country(town[0]):
        yield ("lives_in", town[0], when, False, span)


_ASIDES = re.compile(r"\s+(?:--|[—–])\s+")
_PROSE = re.compile(r"\b[a-z][a-z'’]+\s+[a-z][a-z'’]{2,}\s+[a-z]{2,}\b")  # (three small words: a sentence's)


def _mine(text: str, m: re.Match) -> bool:
    """The event is the writer's: no other subject before it in its clause; not a wish, a question,
    a negation, a joke or another's words; no desk, office or floor; not a party's or an office's;
    "I'm at X" only with a change ("we're officially at 7 HaZayit St now", "from 1 Sept I'm at ...")."""
    start, end = m.span()
    before, after = sentence_around(text, start, end)
    if BUSINESS_MOVED.search(sentence_before(text, start) + before):
        return False  # (an office's address: "We moved the office last week. Address: ...")
    said = before + m.group() + after  # ("we're now at": its "now" is the change)
    if (
        any(m.groupdict().get(g) for g in ("at", "ishe", "res"))
        and not CHANGED.search(said)
        and not re.search(r"\bfrom\b", before, re.I)
    ):
        return False
    if (m.groupdict().get("heat") or "already" in m.group()) and (not _MOVED.search(said) or _OFFICE.search(said)):
        return False  # "we're already in X" / "אנחנו כבר ב-X" with a move said beside it (not a visit, not a desk's)
    if _FOR_OTHER.match(after) or _HERS.match(after) or STAY.search(before + text[start:end] + after):
        return False  # "new flat for Dan at ...", "סגרנו על דירה לחבר שלי", "settled in Lisbon for the week"
    if TO_THEM.search(after) or not FIRST_PERSON.search(said) and OTHERS.search(sentence_before(text, start)):
        return False  # "My sister just moved to Dublin!! new address is 22 Clontarf Road, send her a card": hers
    return (
        not OTHERS.search(_DASHED.split(before)[-1])  # (an earlier clause's "his own — ... our house at")
        and not _NAMED_SUBJECT.search(before)
        and not _not_home(
            _CLAUSE.split(before)[-1] + text[start:end] + _NEXT_CLAUSE.split(after, 1)[0], text[max(0, start - 8) : end]
        )
        and not unreal(_RULE, text, start, end)
    )


_DASHED = re.compile(r"\s[–—]\s")
_OWN_HOME = re.compile(r"(?:our|my)\s+(?:new\s+|own\s+)?(?:place|home|flat|house|apartment)", re.I)


def _not_home(clause: str, event: str) -> bool:
    """An office's, a shop's or a venue's; an occasion's too, unless the event names one's own home
    ("Party's at our new place this time")."""
    found = NOT_HOME.search(NOT_A_DESK.sub(" ", clause))  # (not its way to work: "it's 15 minutes from office")
    return found is not None and not (_OWN_HOME.search(event) and OCCASIONS.fullmatch(found.group()))


def _home_street(text: str, m: re.Match) -> bool:
    """A street address in a sentence nobody else's, not an office's, a party's or a hotel's, not an
    old one or one left ("moved out of 9 Queens Road", "יצאנו מהדירה ברחוב ...")."""
    before, _ = sentence_around(text, m.start(), m.end())
    clause = _CLAUSE.split(before)[-1][-40:]  # ("keys handed over to the old landlord 🙌 we're at X": not old)
    whose = _WHOSE_AFTER.match(text, m.end())  # "15 High Street, Oxford (Jake's)": Jake's
    return (
        not OTHERS.search(_DASHED.split(before)[-1])
        and not NOT_HOME.search(clause)
        and not _NOT_NOW.search(clause)
        and not whose
        and not lodging_before(before[-60:])  # ("we were at the Osu Crest Hotel, 6 Kpakpo Lane")
    )


_WHOSE_AFTER = re.compile(r"(?:,?\s*[A-Z][\w'’-]*){0,3}\s*\((?:[A-Z][\w-]*['’]s?|his|hers|theirs|של\s+\S+)\)")


def _when(text: str, events: list, street, town, demonym, base):
    """The first date the text says with the home, left to right: in brackets after the address
    ("(from 1 May)", "(moved 4/3)", "(מאז 26.1)"), with the street, an event or the demonym ("moved in
    on Saturday", "מאתמול אנחנו רשמית חיפאים"); a plan ("moving in on the 27th", "נכנסים ב-15 לחודש")
    only with its date; else the record's day."""
    now = base()
    tail = max((x for x in (street and street.end(), town and town[1]) if x), default=None)
    if tail is not None and (when := bracketed(text, tail, _line_end(text, tail), now, said=True)) is not None:
        return when
    spans = [(event.start(), event.end(), _planned(text, event)) for event in events]
    plan = bool(spans) and all(p for *_, p in spans)  # (the street of a plan dates as the plan)
    if street is not None:
        spans.append((street.start(), street.end(), plan))
    if demonym is not None:
        spans.append((demonym[2], demonym[1], False))
    for s, e, planned in sorted(spans, key=lambda x: (not x[2], x[0])):  # (a plan's own date first)
        ends = [e]
        if town is not None and 0 <= town[1] - len(town[0]) - e <= 5:
            ends.append(town[1])  # "the move to Leicester on the 2nd": the date after the town
        for end in ends:
            if not planned and _NOUN.match(text, s) and (ahead := valid_from("move", _RULE, text, s, end, now)):
                if ahead > now:  # a noun has no tense: "keys + move-in Tue 1 Aug", written in July
                    return ahead
            when = valid_from("move" if planned else "past", _RULE, text, s, end, now)
            if when is not None and (planned or when != now):
                return when
    if events and all(_NOUN_MOVE.match(text, s) for s, *_ in spans[: len(events)]):  # "the move to X": when?
        return now if any(_DONE.search("".join(sentence_around(text, s, e))) for s, e, _ in spans) else None
    return None if plan else now


def _planned(text: str, event: re.Match) -> bool:
    if _SINCE_EVENT.search(text, max(0, event.start() - 12), event.start()):
        return False  # "since moving in on the 1st", "מאז שעברנו": done, whatever its form
    before, after = sentence_around(text, *event.span())
    before = _DASHED.split(before)[-1]  # (its own clause: "Ollie will be walking home — ... our house at")
    lead = text[max(0, event.start() - 40) : event.start()]  # (across a line break: "I'm planning to\nmove to")
    return (
        _PLANNED.match(event.group()) is not None
        or FUTURE.search(before + event.group() + after) is not None
        or FUTURE.search(lead) is not None
        or (event.group()[:4].lower() == "get " and _WE.search(before) is not None)  # "We get the keys on 1 Feb"
        # "planning to move", "want to move": not yet (not "send it to our new address")
        or (
            re.search(r"\bto\s*$", lead) is not None
            and re.match(r"mov|reloc|settl|liv", event.group(), re.I) is not None
        )
    )


_WE = re.compile(r"\b(?:we|I)\s+$", re.I)  # (keys one gets: a present of what is booked ahead)
_SINCE_EVENT = re.compile(r"\bsince\s+(?:(?:I|we)\s+)?$|(?<!\w)מאז\s+ש?$", re.I)


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end < 0 else end
