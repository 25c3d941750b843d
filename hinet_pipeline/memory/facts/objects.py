"""Objects of statements: what follows "I moved to", "my new address is", "I report to", read from
the text at a position: a place or organisation (Latin or Hebrew words), a person, a phone number,
a job (a street address: ``address.py``). Each reader returns (object, end) or None."""

from __future__ import annotations

import re
from typing import Callable

from hinet_pipeline.memory.facts.dates import DATE_PHRASE
from hinet_pipeline.memory.facts.he_article import body_after_unit, with_article
from hinet_pipeline.memory.facts.lexicon import PUBLIC_BODY, has_title
from hinet_pipeline.memory.facts.units import GROUP_AFTER, UNIT_AT, UNIT_INSIDE, unit_name, unit_of
from hinet_pipeline.memory.people.forces import RANK

# verbs a Hebrew clause about a name opens with ("ש" + a present, a past or a future: "בן גוריון שמתחילה ב-1.10")
HE_CLAUSE_VERBS = frozenset(
    "מתחיל מתחילה מתחילים עובד עובדת עובדים מצטרף מצטרפת עובר עוברת גר גרה גרים נמצא נמצאת נמצאים היה היתה הייתה "
    "יהיה תהיה מציע מציעה מציעים נותן נותנת פתח פתחה פותח פותחת".split()
)


# -- objects -------------------------------------------------------------------------------------------

Reader = Callable[[str, int], "tuple[str | None, int] | None"]  # (text, where it starts) → (value, its end)

_LATIN = re.compile(r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)*")  # a capitalised place or organisation
# where a city in small letters ends: its clause, or a word of time or a link ("london road", "tank tops": no city)
_SMALL_ENDS = re.compile(
    r"\s*(?:$|[^\w\s'-])|\s+(?:now|today|tonight|tmrw|tmr|tomorrow|yesterday|yday|next|last|this|on|in|at|from|since|"
    r"for|with|and|but|so|then|lol|haha+|btw|soon|asap|again|already|finally|permanently|officially|yet|too|till|until|"
    r"til|because|bc|atm|rn|via|after|recently|w)\b|\s+\d"
)
_SMALL_LATIN = re.compile(r"[a-z]{3,}(?: [a-z]{2,}){0,2}(?![\w'-])")  # "bristol", "tel aviv" (not "bristol's")
_HE_WORD = re.compile(r"[א-ת](?:[א-ת\"'׳״]|-(?=[א-ת]))*")  # not "ב-" before a number ("ב-1 במרץ")
_HE_STOP = frozenset(
    "עם ליד כבר עכשיו כיום היום אתמול מחר כי אבל עד מאז החל כמו של על אצל יחד לבד שוב גם רק עוד ממש באמת "
    "סוף אחרי לפני בעוד אז זה זאת כל אני את אתה אנחנו הם הן שם פה כאן ביום בשבוע בחודש בשנה מהיום בתפקיד "
    "יום ימים שבוע שבועות חודש חודשים שנה שנים יהיה תהיה היה היתה הייתה הוא היא נגמר נגמרה נגמרו".split()
)
HE_NOT_PLACE = frozenset("גור עבוד דירה הדירה בית הבית חדר מלון שלב צד עבודה משרד תפקיד צוות פה כאן שם".split())
# a sentence's end: after a word, or after a firm's suffix a sentence follows ("Bondi Bean Co. Took them")
_SENTENCE_END = re.compile(
    r"(?:(?<=[a-z]{3})|(?<=-[a-z]{2}))\.\s+(?=[A-Z])|(?<=[A-Z]{2})\.\s+(?=(?:My|I|We|Our|The|It|This|He|She|They|And|But|So)\b)|(?:(?<=\bCo)|(?<=\bInc)|(?<=\bLtd)|(?<=\bCorp)|(?<=\bLLP)|(?<=\bLLC)|(?<=\bPLC)|(?<=\bAG))"
    r"\.\s+(?=[A-Z])(?!(?:Inc|Ltd|LLC|Limited|Group|Corp)\b)"
)
_BLANK_LINE = re.compile(r"\.?[ \t]*\n[ \t]*\n")
_WHEN_WORDS = frozenset(
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday Today Tomorrow Yesterday Mon Tue Tues Wed Thu Thurs "
    "Fri Sat Sun".split()
)  # after an employer, its day: "start at Kiwibank Monday"
_HE_NOT_ORG = frozenset(
    "בית הבית משמרת משמרות לילה לילות בוקר ערב צהריים חצי משרה שבת סופ סופי שעות עבודה חברה סטארטאפ מקום "
    "בניין הבניין דירה הדירה העיר הארץ השכונה תור".split()  # ("עוזבים את הבניין": a home left, not a job)
) | frozenset("ראשון שני שלישי רביעי חמישי שישי".split())
_NAMED_KINDS = frozenset("מכון מרכז בית קרן קבוצת חברת אוניברסיטת מכללת".split())


def he_words(text: str, pos: int, most: int, exclude: frozenset) -> tuple[str, int] | None:
    """Up to ``most`` Hebrew words from ``pos``, ending at punctuation, a function or time word."""
    words, end = [], pos
    while len(words) < most:
        if words and text[end : end + 1] != " ":
            break
        m = _HE_WORD.match(text, end + 1 if words else end)
        if not m or m.group() in _HE_STOP or DATE_PHRASE.match(m.group()):
            break
        if words and m.group().startswith("ו") and words[-1] not in _NAMED_KINDS:  # "חיפה ואני": "and" starts
            break  # another clause (not a name after its kind: "מכון ויצמן", "מרכז וולפסון")
        if words and m.group().startswith("כ") and has_title(w := m.group()[1:]):
            break  # "טבע כמנהל פרויקטים": as
        if words and m[0].startswith("כ") and (n := _HE_WORD.match(text, m.end() + 1)) and has_title(f"{w} {n[0]}"):
            break  # "איכילוב כאח מוסמך": as, a title of two words ("אח" alone is a brother)
        if words and m.group()[:1] == "ש" and m.group()[1:] in HE_CLAUSE_VERBS:  # "מבן גוריון שמתחילה ב-1.10"
            break  # "that starts": a clause about it, not its name
        if len(m.group()) <= 2 and text[m.end() : m.end() + 1] in "-0123456789" and m.end() < len(text):
            break  # "ב-1 במרץ", "מה-1.3": a preposition before a date
        words.append(m.group())
        end = m.end()
    if not words or (words[0] in exclude and not (words[0] == "משרד" and len(words) > 1 and words[1][0] == "ה")):
        return None  # (but "משרד הבריאות": a ministry)
    return " ".join(words), end


def _place_or_org(most: int, exclude: frozenset) -> Reader:
    def read(text: str, pos: int):
        pos += 1 if text[pos : pos + 1] == "-" else 0  # "ב-Globex", "ל-Berlin"
        if m := _LATIN.match(text, pos):
            return m.group(), m.end()
        return he_words(text, pos, most, exclude)

    return read


_he_org_words = _place_or_org(3, _HE_NOT_ORG)
_HE_COMPANY = re.compile(r"חברת\s+(?=[א-דו-ת])")  # "בחברת אמדוקס": the company (of) Amdocs (not "חברת החשמל")


def _org_words(text: str, pos: int):
    if m := _HE_FUNCTION_NAMED.match(text, pos):  # "אל על": a name of two function words
        return m.group(), m.end()
    got = _he_org_words(text, m.end() if (m := _HE_COMPANY.match(text, pos)) else pos)
    if got and got[0].endswith(('"', "״")) and text[pos - 1 : pos] in ('"', "״"):
        got = (got[0][:-1], got[1])  # a name in quotes: "ב"נוף כרמל"" is נוף כרמל
    if got and (got[0].split()[0] in _HE_VERB_NOT_ORG or got[0].split()[-1] in ("שלי", "שלנו")):
        return None  # ("אצל החתול שלי": something of mine, not a firm's name)
    if got and (w := got[0].split())[0] in ("משרד", "המשרד") and (len(w) == 1 or w[1][0] == "ב" or w[1] == "של"):
        return None  # an office ("עובד מהמשרד בירושלים"), not a ministry ("המשרד להגנת הסביבה", "משרד הבריאות")
    if got and (body := body_after_unit(text, pos, got)):  # ("ביחידה לעבודה סוציאלית במרכז הרפואי X": the centre)
        return _org_words(text, body)
    return with_article(text, pos, got) if got else got  # ("במרכז הרפואי X": המרכז הרפואי X)


_HE_FUNCTION_NAMED = re.compile(r"אל\s+על(?!\w)")
_FIRM_WORD = re.compile(
    r"\b(?:Energy|Trading|Corp|Corporation|Company|Co|Inc|LLC|Ltd|Bank|Group|Partners|Capital|Power|"
    r"Holdings|Systems|Technologies|Services|Resources|International)\b"
)
_A_HOME = re.compile(r"(?:Flat|Apt\.?|Apartment)\s+\w{1,4},|House\s+No\.")  # a home's number, not a firm's name
_ROOM = re.compile(r"[A-Z]{1,3}-?\d{3,5}[A-Z]?")  # a building's letters and a room's number: "EB3130", "ECN-4102"
_HE_VERB_NOT_ORG = frozenset({"גור", "עבור", "חזור", "עבוד"})  # "התחלנו לגור בנתניה": a verb after ל, not an employer

# an organisation's name: capitalised words, with "&", "of", "and", "de", "für" inside ("Bank of
# America", "Dow Jones & Company"); a possessive ("Enron's") is the organisation without it
_ORG_LATIN = re.compile(
    r"[A-Z][\w.'&-]*(?:(?:\s+(?:&|of(?:\s+the)?|and|de|du|für|for|the))?\s+(?:[A-Z][\w.'&-]*|\d+[A-Za-z]*(?=\s+[A-Z])))*"
    r"(?:(?<!uary)(?<!March)(?<!April)(?<!May)(?<!June)(?<!July)(?<!August)(?<!ber)"  # "Channel 4 as"; not "May 4"
    r"\s\d{1,2}(?=\s+(?:as|from|starting|this|next)\b|[,!?;)]|\.(?:\s|$)|\s*$))?"
)
_NOT_ORG = frozenset(
    "I We You He She They It This That The A An My Our Your His Her Their Monday Tuesday Wednesday Thursday Friday "
    "Saturday Sunday January February March April May June July August September October November December "
    "Today Tomorrow Yesterday Next Last Home Work School Thanksgiving Christmas Easter Hanukkah Passover".split()
)


# "a small startup called Tidepool Analytics", "סטארטאפ קטן שנקרא גלים דאטה": the name after it
_THE = re.compile(r"[Tt]he\s+(?=[A-Z])")  # "a post at the University of Leeds", "at The Winding Stair"
_CALLED = re.compile(
    r"(?:(?:a|an|the)\s+(?:[a-z-]+\s+){0,2}?(?:startup|start-up|company|firm|agency|studio)\s+(?:called|named)\s+"
    r"|(?:סטארטאפ|סטארט-אפ|חברה|חברת\s+\S+)(?:\s+[א-ת]+)?\s+(?:שנקרא|שנקראת|שנקראים|בשם)\s+)"
)


_NEXT_CLAUSE = re.compile(r"\s+and\s+(?:I|we|We)(?:['’](?:m|ve|re|ll|d))?(?!\w)")
_AT_FIRM = re.compile(r"\s+(?:at|of)\s+(?:the\s+)?(?=[A-Z])")


def read_org(text: str, pos: int):
    """An organisation: capitalised words (Latin) or up to three Hebrew words; not a place alone, not
    a weekday, month or pronoun; the name a "small startup called" gives; past a few teams or
    departments of it ("the Finance team at Corvid Insurance": Corvid Insurance)."""
    for _ in range(4):
        if not (got := _read_org(text, pos)) or not got[0].isascii():
            return got
        if unit_of(got[0]) and (firm := _AT_FIRM.match(text, got[1])):
            pos = firm.end()  # "the Department of Mathematics at Yale University": Yale University
            continue
        if inside := UNIT_INSIDE.fullmatch(got[0]):  # capitalised: "the Platform Team", "the Tax Group of Baker LLP"
            if inside.group("firm") and unit_name(inside.group("unit")):
                return inside.group("firm"), got[1]
            if not inside.group("firm") and _THE.search(text, max(0, pos - 4), pos + 5):
                if unit_name(inside["unit"]):
                    return None
                if inside["noun"].casefold() in ("team", "desk", "squad"):  # "the Google Team": Google (not "the
                    # Carlyle Group", "the Houston Police Department": a firm's own name)
                    return inside["unit"], got[1]
        if not (unit := UNIT_AT.match(text, got[1])):
            # (a team named with "the" by a department's words, no firm after it: "joining the Platform team as ...",
            # also after its town: "the Hartford Litigation group", "the Providence office"; not "the Google team",
            # "the BBC Sport team")
            team = _THE.search(text, max(0, pos - 4), pos + 5) and GROUP_AFTER.match(text, got[1])
            return None if team and unit_name(got[0]) else got
        pos = unit.end()
    return got


def employer_joined(text: str, pos: int):
    """The organisation one joins, where it employs them (``units.no_employer``: not a board, a club, a program)."""
    from hinet_pipeline.memory.facts.units import no_employer

    got = read_org(text, pos)
    return None if got and got[0] and got[0].isascii() and no_employer(text, got[0], got[1]) else got


_HE_COMPANY_LATIN = re.compile(r"חברת\s+(?=[A-Za-z])")  # "בחברת monday.com", "בחברת Wix"
DOMAIN_NAMED = re.compile(r"[a-z][a-z0-9-]*\.(?:com|io|ai|co|app|dev)\b(?!\.\w)")  # a firm by its web name


_SCHOOL_CLASS = re.compile(r"(?:Year|Grade|Class|Form|Key\s+Stage|KS|Standard|Primary|P)\s*\d{1,2}[A-Z]?")
_BRACKETED_SUFFIX = re.compile(r" \((?:[A-Z][A-Za-z.]{1,12})\) (?:Limited|Ltd\.?|Plc|PLC|LLC|Inc\.?|GmbH|Pty Ltd)")


def _read_org(text: str, pos: int):
    pos += 1 if text[pos : pos + 1] == "-" else 0
    pos = (
        m.end()
        if (m := _CALLED.match(text, pos) or _THE.match(text, pos) or _HE_COMPANY_LATIN.match(text, pos))
        else pos
    )
    if m := DOMAIN_NAMED.match(text, pos):  # "ב-monday.com": a firm by its web name
        return m.group(), m.end()
    if m := _ORG_LATIN.match(text, pos):
        value = _BLANK_LINE.split(m.group(), maxsplit=1)[0]  # ("I've joined the WWF.\n\nBob Writer": a paragraph ends)
        value = _SENTENCE_END.split(value, maxsplit=1)[0]  # "Enron Industrial Markets. He ...": the sentence ends
        value = _NEXT_CLAUSE.split(value, maxsplit=1)[0]  # "started at Boeing and I'm driving up": the clause ends
        value = re.split(r"\s+I(?:['’](?:ve|m|ll|d))?(?=\s|$)", value, maxsplit=1)[0]  # ("at Taff Bank I've decided")
        value = re.sub(r"(?:'s|’s)$", "", value.rstrip(".,")) if not value.endswith(".") else value
        cut = re.split(r"['’]s\s", value, maxsplit=1)
        if len(cut) == 2 and GROUP_AFTER.match(text, m.start() + len(value)):
            if not (_FIRM_WORD.search(cut[0]) or " " not in cut[0]):
                return None  # "Vince Kaminski's Research group": a person's group, no firm named
            value = cut[0]  # "Meridian Energy Trading's Market Risk group": the firm (not "Moody's Analytics")
        value = re.sub(r"\s+(?:of|and|de|du|for|the|&)$", "", value)
        if value.split()[0] in _NOT_ORG or (len(value.split()) == 1 and value.rstrip(".") in _NOT_ORG):
            return None
        if _SCHOOL_CLASS.fullmatch(value):
            return None  # a class one teaches, no employer: "the post of Class Teacher (Year 3)"
        words = value.split()
        if _A_HOME.match(text, m.start()):
            return None  # "I've been at Flat 2, 9 Eridge Rise": a home's address, not a firm
        if _ROOM.fullmatch(words[0].rstrip(".")) and (len(words) == 1 or words[0].endswith(".") or "\n" in value):
            return None  # "I'm at EB3130 for now", "I now work at EB3130.": a room, not a firm (not "A123 Systems")
        day = (k for k, w in enumerate(words) if k and w.rstrip(".,") in _WHEN_WORDS)  # (not "Rising Sun Pictures")
        if when := next((k for k in day if k == len(words) - 1 or words[k + 1][:1].isdigit()), None):
            value = " ".join(words[:when])  # "start at Kiwibank Monday", "start @ Zespri Mon 3 Feb": the firm
            value = re.sub(r"\s+(?:of|and|de|du|for|the|&)$", "", value)  # "at Shopify the Tuesday after": Shopify
        if value.endswith(".") and not re.search(r"\b(?:Inc|Corp|Co|Ltd|L\.P|LLC|S\.A|N\.V)\.$", value):
            value = value[:-1]
        end = m.start() + len(value)
        if len(cut := re.split(r"['’]s\s", value, maxsplit=1)) == 2 and PUBLIC_BODY.fullmatch(cut[0]):
            value = f"{cut[0]} {cut[1]}"  # "the City of Portland's Bureau of Environmental Services": the city's bureau
        if suffix := _BRACKETED_SUFFIX.match(text, end):  # ("Harbourline Bank (UK) Limited", "Acme (Pty) Ltd")
            value, end = value + suffix.group(), suffix.end()
        return value, end
    return _org_words(text, pos)


def read_place(text: str, pos: int):
    """A place a gazetteer knows (``places``): the longest run of capitalised (Latin) or Hebrew words
    from ``pos`` that names a city, country or US state ("Tel Aviv", "New York City", "רמת גן");
    None for anything else ("the 3rd floor", "Enron Center South", "דירה קטנה")."""
    from hinet_pipeline.memory.facts.places import HE_TOWN_ACRONYM, HE_TOWN_ACRONYMS, longest_place, nicknamed_town

    pos += 1 if text[pos : pos + 1] == "-" else 0
    if nick := nicknamed_town(text, pos):
        return nick  # ("moving down to Cincy": Cincinnati)
    if m := _LATIN.match(text, pos):
        words = re.findall(r"\S+", m.group())
        spans = [w.end() for w in re.finditer(r"\S+", m.group())]
        if n := longest_place(words[:4]):
            if n < len(words) and words[n].strip(",.!?;:") in _TOWN_TAILS:
                return None  # another town, one the gazetteer does not know: "Spring Lake" (not Spring, Texas)
            return _city_after(text, " ".join(words[:n]), m.start() + spans[n - 1])
        return None
    if m := _SMALL_LATIN.match(text, pos):  # a chat's "moving to bristol": the city, as its name is written
        from hinet_pipeline.memory.facts.places import small_letters_place

        words = m.group().split(" ")
        for n in range(len(words), 0, -1):
            name = " ".join(words[:n])
            if _SMALL_ENDS.match(text, pos + len(name)) and small_letters_place(name):
                return name.title(), pos + len(name)
        return None
    if m := HE_TOWN_ACRONYM.match(text, pos):  # "ב"ש", "פ"ת", "ראשל"צ": the town's name
        return HE_TOWN_ACRONYMS[m.group().replace("״", '"')], m.end()
    found = he_words(text, pos, 3, HE_NOT_PLACE)
    if not found:
        return None
    words = found[0].split()
    if n := longest_place(words):
        value = " ".join(words[:n])
        return value, pos + len(value)
    return None


_TOWN_TAILS = frozenset(
    "Lake Lakes Heights Springs Beach Park Hills Falls Valley Harbor Harbour Bay Creek Ridge Grove Township".split()
)
_COMMA_CITY = re.compile(r"(?:,|[ \t]+in)[ \t]+(?=[A-Z])")  # ("Chapel Allerton, Leeds", "Chapel Allerton in Leeds")


def _city_after(text: str, place: str, end: int) -> tuple[str, int]:
    """A place, or the bigger city its comma names after it, where that is no state or country: a district and its city
    ("a unit in Belmont, Geelong", "a flat in Chapel Allerton, Leeds", "living in Chapel Allerton in Leeds"); not
    "Springfield, Illinois", "Paris, France", "Paris in France"."""
    from hinet_pipeline.memory.facts.places import is_region, longest_place, population

    if not (comma := _COMMA_CITY.match(text, end)) or not (m := _LATIN.match(text, comma.end())):
        return place, end
    words = re.findall(r"\S+", m.group())
    if not (n := longest_place(words[:3])):
        return place, end
    city = " ".join(words[:n])
    if is_region(city) or (population(city) or 0) <= (population(place) or 0):
        return place, end
    return city, m.start() + sum(len(w) + 1 for w in words[:n]) - 1


def read_person(text: str, pos: int):
    """A person's name ("Lena Hoffmann", "Jeff K. Smith", "Dr. Maya Cohen", "רינה כץ"): 1-4
    capitalised words, or two or three Hebrew words."""
    if _HE_WORD.match(text, pos):
        found = he_words(text, pos, 3, frozenset())
        return found if found and len(found[0].split()) >= 2 else None
    if text[pos : pos + 1].isupper() and (rank := RANK.match(text, pos) or _RANK_DR.match(text, pos)):
        pos = rank.end()  # a rank before the name: "COL Denise Harrington", "LTC (Dr.) Sandra Okoye"
    m = _PERSON.match(text, _HONORIFIC.match(text, pos).end())  # ("Ms. Kavitha Raghunathan": her name)
    if not m or m.group().split()[0] in _NOT_ORG:
        return None
    value = m.group().rstrip(".") if not re.search(r"\b[A-Z]\.$", m.group()) else m.group()
    words = value.split()  # (a firm and a title before the name: "reporting to Kestrel CEO Harlan Voss")
    if titled := [k for k, w in enumerate(words[:-2]) if w.isupper() and len(w) > 1 and has_title(w)]:
        return " ".join(words[titled[-1] + 1 :]), m.start() + len(value)
    return value, m.start() + len(value)


_HONORIFIC = re.compile(r"(?:(?:Mr|Mrs|Ms|Miss|Mx)\.?\s+(?=[A-Z]))?")
_RANK_DR = re.compile(r"(?:[A-Z0-9]{2,4})\s+\(Dr\.?\)\s+(?=[A-Z])")  # ("LTC (Dr.) Sandra Okoye")
_PERSON = re.compile(r"(?:(?:Dr|Prof)\.?\s+)?[A-Z][\w'-]+(?:[ \t]+(?:[A-Z]\.|[A-Z][\w'-]+)){0,3}")
_MY_JOB = re.compile(r"(?:my\s+(?:old\s+)?job|(?:מקום\s+)?העבודה)(?P<at>\s+(?:at|with|אצל)\s+|\s+ב(?=[-א-ת]))?")


def read_job_or_org(text: str, pos: int):
    """After "left": "my job (at X)" / "(מקום) העבודה (ב-X)" (no X: whatever job holds, None), or X."""
    if m := _MY_JOB.match(text, pos):
        return (read_org(text, m.end()) if m.group("at") else None) or (
            None,
            m.start("at") if m.group("at") else m.end(),
        )  # noqa: E501
    got = read_org(text, pos)
    # "עוזבים את הדירה ב-31.8": a flat left; "עזבתי את הסטארטאפ": a kind of firm, named elsewhere
    return None if got and (got[0].split()[0] in _HOMES or got[0] in _KIND_OF_FIRM) else got


_HOMES = frozenset("דירה הדירה בית הבית דירתנו ביתנו".split())
_KIND_OF_FIRM = frozenset("הסטארטאפ הסטארט-אפ החברה העבודה המשרד הצוות הארגון המפעל".split())


# a school by its whole name ("בית הספר היסודי אלונים"), up to a verb after it
SCHOOL = re.compile(r"בית\s+(?:ה)?ספר(?:\s+(?!ב|(?:יהיה|היה|הוא|היא|זה|של|עם|כבר)(?!\w))[א-ת][א-ת'\"׳״]*){1,3}")
_HERE = re.compile(r"\s+(?:here|there|כאן|פה)(?!\w)")
_AS_TITLE_HE = re.compile(r"\s+כ(?!אן(?!\w))[א-ת]+(?:\s+(?!ב)[א-ת]+){0,3}(?=\s+ב)")


def read_last_day(text: str, pos: int):
    """After "my last day" / "היום האחרון שלי": the organisation it names ("at Acme", "באקמה"; None
    for "at work", "בעבודה" or none), and the verb ("is", "will be", "was"; Hebrew may leave it out)."""
    org, hebrew = None, not text[pos - 1].isascii()
    pos = m.end() if (m := _HERE.match(text, pos)) else pos  # "my last day here", "יומי האחרון כאן"
    pos = m.end() if (m := _AS_TITLE_HE.match(text, pos)) else pos  # "יום עבודתי האחרון כמורה למתמטיקה בבית..."
    if m := re.compile(r"\s+(?:at|with)\s+").match(text, pos):
        if not (found := _LATIN.match(text, m.end())):
            return None  # "my last day at school": not a job
        org, pos = found.group(), found.end()
    elif m := re.compile(r"\s+(?:בעבודה|במשרד)(?!\w)").match(text, pos):
        pos = m.end()
    elif (m := re.compile(r"\s+(?:אצל\s+|ב)").match(text, pos)) and not DATE_PHRASE.match(text, m.end() - 1):
        if not (
            found := (school.group(), school.end())
            if (school := SCHOOL.match(text, m.end()))
            else read_org(text, m.end())
        ):
            return None
        org, pos = found
    if verb := _LAST_DAY_IS.match(text, pos):
        return org, pos if DATE_PHRASE.match(text, verb.start() + 1) else verb.end()  # (its day: "יהיה 8.4")
    dated = DATE_PHRASE.match(text, pos + len(text[pos:]) - len(text[pos:].lstrip()))
    if dated and (org or _NOTE_OPENS.search(text, max(0, pos - 40), pos)):
        return org, pos  # "Last day at Deloitte today", "יום אחרון באינטל מחר", a note's "Last day 30/1."
    if _DAY_WAS.search(text, max(0, pos - 60), pos):  # "today was my last day at Wix": the day before it
        return org, pos
    return (org, pos) if hebrew else None


_LAST_DAY_IS = re.compile(r"\s+(?:is|will\s+be|was|הוא|יהיה|היה|הייתה|היתה|תהיה|זה)(?!\w)")  # ("... זה יום חמישי")
_NOTE_OPENS = re.compile(r"(?:^|[.!?\n])\s*(?:[Mm]y\s+)?[Ll]ast\s+(?:working\s+)?day$")
_DAY_WAS = re.compile(r"\b(?:is|was|will\s+be)\s+my\s+last\s+(?:working\s+|work\s+)?day\b[^.!?\n]*$")
