"""Postal addresses: streets found by their type word anywhere in a text (one vocabulary, ``lexicon.STREET_TYPES``, for
every street reader: the home, the frames, a signature's street line), an address read at a position (street and
number, flat, postcode and town), the town an address ends with."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts import address_regions as regions
from hinet_pipeline.memory.facts.dates import DATE_PHRASE
from hinet_pipeline.memory.facts.lexicon import HE_STREET, STREET_BEFORE, STREET_SUFFIXES, STREET_TYPES
from hinet_pipeline.memory.facts.objects import HE_NOT_PLACE, he_words, read_place
from hinet_pipeline.memory.facts.places import HE_TOWN_ACRONYM, HE_TOWN_ACRONYMS

# streets by their type word (``lexicon.STREET_TYPES``), anywhere in a text: "9 Orchard Lane", "Rua da
# Rosa 112", "Weserstraße 58", "Karl-Marx-Allee 3", "רחוב מוריה 54 דירה 3"
_TYPES, _BEFORE, _SUFFIXES = ("|".join(words) for words in (STREET_TYPES, STREET_BEFORE, STREET_SUFFIXES))
_JOINED = _SUFFIXES.replace("|str|", r"|str\.|")  # "Weserstr. 58"
_APART = "|".join(w.title() for w in STREET_SUFFIXES if w != "str")  # "Karl Marx Allee 3"
_LONG = "|".join(w for w in STREET_SUFFIXES if len(w) > 4)
STREET = re.compile(
    r"(?<![\w/-])(?:"
    # (a unit before the number, "5/112 Boundary St", "504-1820 Marlowe Street"; a number as India writes it, "No. 45,
    # 3rd Main Road")
    # (and a unit before the civic number, as Canada writes it: "1408-55 Wexford Quay")
    # (and a number and a dash before it: a unit, "1207 - 1650 Tidewater Row"; a house on a numbered avenue, as
    # Edmonton and Calgary write it: "10621 - 84 Ave NW")
    rf"(?:(?:\d{{1,4}}/|\d{{1,4}}-(?=\d{{3}})|\d{{3,4}}-(?=\d{{1,2}}\s+[A-Z])|\d{{1,5}}[ \t]+[-–][ \t]+(?=\d))?"
    r"\d{1,5}(?:-?[A-Za-z])?"
    r"|No\.?\s*\d{1,5}[A-Za-z]?,)\s+"
    rf"(?:(?:[A-Z][\w'’.-]*|\d{{1,3}}(?:st|nd|rd|th)?)\s+){{0,3}}(?:{_TYPES})\b\.?"  # ("1819 27 Ave SW")
    # (its direction after the type word, on its line: "3814 28th Ave S", not "12 Main St\nN. Smith")
    r"(?:[ \t]+(?:[NSEW]|NE|NW|SE|SW)\.?(?=[ \t]*(?:[,;\n]|$|\.(?:\s|$))))?"
    # (not "45 Square metre flat", "3 Dr appointments": a street's type word is not followed by a noun)
    r"(?!\s+(?!(?:in|on|at|since|from|and|today|yesterday|tomorrow|last|next|this|two|three|a|an|the|for|is|was|"
    r"with|near|where|which|so|but|as|now|again|here|there|too|by|next|off|it|we|i|you|ever|if|when|until|till|or|"
    r"come|please|[a-z]+ed)\b)[a-z]+\b)"
    rf"|(?:\d+[A-Za-z]?,?\s+)?(?:{_BEFORE})\s+(?:(?:de|da|do|del|des|du|la|le|della|di)\s+){{0,2}}"
    r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}(?:,?\s+\d+\w?)?"
    rf"|[A-ZÄÖÜ][\wäöüß-]*(?:{_JOINED})\s+\d+[a-z]?"
    rf"|[A-ZÄÖÜ][\wäöüß-]*\s+(?:{_APART})\s+\d+[a-z]?"
    r")"
    rf"|(?:(?<=[בל])|(?<!\w))(?:{HE_STREET})\s*[א-ת][א-ת\"'׳״-]*(?:\s+[א-ת][א-ת\"'׳״-]*){{0,2}}?\s+\d+[א-ת]?"
    r"(?:\s+דירה\s+\d+)?(?!\d|\.\d)"
)
# a street's type word in an address read elsewhere ("Rua da Rosa 112", not "12045 Berlin"); of the
# joined German words only the long ones, which end no English word ("Spring", "Norweg")
STREET_WORD = re.compile(
    rf"\b(?:{_TYPES}|{_BEFORE}|{_SUFFIXES.title()})\b"
    rf"|(?:{_LONG})\b|(?<!\w)(?:{HE_STREET})"
)

_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.?(?!\s+[A-Z])(?=[\s,.;:!?)]|$)"
_STREET = re.compile(
    r"(?:\d+(?:-?[A-Za-z])?\s+(?!" + _MONTH + r")[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}"  # "12 Herzl Street", "2316-B
    # Calle Alamosa NW" (not a day: "moved into the condo on 1 June, after ..."; "12 May Street" is one)
    # "Weserstraße 58", "Frishman St 27" (not "Jerusalem on March 28")
    r"|[A-ZÄÖÜ][\w.'-]*(?:\s+(?!(?:on|in|at|from|by|since|until|of)\b)[\w.'-]+){0,3}?\s+\d+[A-Za-z]?"
    r"|(?:רחוב\s+|רח['׳]\s*|שד(?:רות\s+|['׳]\s*))?[א-ת][א-ת\"'׳״-]*(?:\s+[א-ת][א-ת\"'׳״-]*){0,2}\s+\d+[א-ת]?"
    r"(?:\s+דירה\s+\d+[א-ת]?)?"  # (its flat after it: "רח' יהלום הים 14 דירה 9")
    r"|רחוב\s+[א-ת][א-ת\"'׳״-]*(?:\s+[א-ת][א-ת\"'׳״-]*)?(?=\s*$))"  # "רחוב ביאליק": a street named in full
    # it ends the sentence, or a place or a time follows: "Dizengoff 100 in Tel Aviv", "... on 1 June"
    # (or a Hebrew day, "אוסישקין 31 ב-1 לחודש", or a remark in brackets, "עמק דותן 9 (במקום הכתובת בלוד)")
    r"(?=\s*(?:$|[.;!?](?:\s|$))|\s+(?:in|on|from|at|by|as\s+of|starting|next|this)\b|\s+[במ](?=[א-ת])|\s+[במ]ה?-\d|\s+\()"
)
# a word that may follow a town in a sentence ("..., Leeds on 1 June", "..., Cambridge the same day")
_LINK = re.compile(
    r"\s+(?:on|in|at|from|since|as|for|with|and|until|till|by|next|this|last|today|tomorrow|now|over|after|before|"
    r"effective|recently|finally|so|near|which|that|please|yesterday|just|back|earlier|ago|via|where|because)\b"
)
_IN_PLACE = re.compile(r"\s+(?:in\s+|ב-?)")
_UNIT = re.compile(  # (a flat by its number, "Flat 2/1" (a tenement's floor and door); a letter, "Unit B"; a floor's
    # suite: "Lower Suite")
    # ("Hse No. 6"; a house, a plot or a lot in a compound or an estate: "House 6, Palmgrove Court", "Lot 22")
    r"(?:apt|apartment|app|flat|unit|unité|suite|bay|villa|room|wohnung|דירה|(?:hse|house)\s+no|house|plot|lot)\.?\s*#?\s*"
    r"(?:\d+\w*(?:/\d+)?|(?-i:[A-HJ-Z]\d{0,3})(?!\w))"  # ("Apt C4")
    r"|(?:lower|upper|basement|garden|main[ \t-]floor)\s+(?:suite|unit|flat|apartment)"
    r"|#\s*\d+[A-Za-z]?(?!\w)"  # (a number alone: "455 Calderon Ridge Ct, #12")
    r"|(?-i:(?:\d{1,2}|P|G|B)F\d{1,2})(?!\w)",  # (an Edinburgh tenement's floor and door: "2F1, 18 Lauderlie Terrace")
    re.I,
)
_UNIT_SLASH = re.compile(  # (and a rural lot's number before its road's name: "Lot 3 Tallowwood Rd")
    r"(?:Unit|Apt\.?|Flat|Suite)\s+(?=\d+[A-Za-z]?(?:/|[ \t]+[-–][ \t]+)\d+\s)|Lot\s+(?=\d+\s+[A-Z])", re.I
)
# a building's name between a flat and its street: "Villa 23, Ngaio Gardens Retirement Village, 150 Pukeko Drive"
_BUILDING = re.compile(  # ("Unit 9, Bergzicht Villas"; "Villa 12, Al Reem Gardens Compound")
    r"(?:[A-Z][\w'’-]*\s+){1,4}(?:Village|Halls?|House|Court|Towers?|Apartments|Residences?|Gardens|Lodge|Mansions"
    r"|Building|Villas|Estate|Heights|Mews|Compound)|(?P<bare>The\s+[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)"
    r"|(?:Block|Blk\.?|Tower|Wing)\s+[A-Z0-9]{1,3}"  # (a block of flats by its letter: "Flat 6, Block C, 14 ...")
)
_FLOOR = re.compile(
    r"(?:\d+\s*\.?\s*(?:OG|Stock|Etage|floor|fl)\b|(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|ground|top)"
    r"\s+floor|[ED]G\b|קומה|links\b|rechts\b|left\b|right\b)",
    re.I,
)
_CITY = re.compile(
    r"\d{4,7}\s+[A-ZÄÖÜ][\w'-]*(?: [A-Z][\w'-]*){0,2}"  # "12045 Berlin"
    # "Tel Aviv 6439103", "St. Paul", "W. Hartford"
    r"|(?:(?:St|Ste|Mt|Ft|Pt|[NSEW])\.[ ])?[A-Z][\w'-]*(?: (?![A-Z]{1,2}\d)[A-Z][\w'-]*){0,2}"
    r"(?:\s+\d{4,7}|\s+[A-Z]{1,2}\d[A-Z\d]?[ ]?\d[A-Z]{2}\b|\s+[A-Z]\d[A-Z][ ]?\d[A-Z]\d\b"
    r"|\s+[A-Z]\d{2}[ ]?[A-Z\d]{4}\b)?"
    # ("Cardiff CF11 9NT", the UK's postcode; "Toronto ON  M4S 2K8", a Canadian one; "Cork T12 V6X3", an Eircode)
)


def read_address(text: str, pos: int):
    """A postal address from ``pos``, on one line or a few up to a blank line (a name on a line of
    its own before it is skipped): the street and number, a flat number, the postcode and city;
    floor directions are left out ("3. OG links", "3rd floor left", "קומה שלישית")."""
    if label := _HE_LABEL.match(text, pos):  # ("הכתובת החדשה ז'בוטינסקי 45": the street; not "הכתובת הקודמת ...")
        if re.match(r"ה?(?:קודמת|ישנה)(?!\w)", text[label.end() :]):
            return None
        pos = label.end()
    if text.startswith(("ברחוב ", "ברח' ", "ברח׳ ", "בשדרות ", "בשד' "), pos):
        pos += 1  # "in the street": the street ("גרים בכפר סבא, ברחוב הדקל האדום 6")
    if regional := regions.regional_address(text, pos):  # (India's, Singapore's, Malaysia's, Brazil's, Portugal's)
        return regional
    if qc := regions.QC_NUMBER.match(text, pos):  # ("4412, rue ...": the number's comma read as a space)
        text = text[: qc.start(1)] + " " + text[qc.end(1) :]
    block = re.compile(r"\s*((?:[^\n]+\n?)*)").match(text, pos)
    own_lines = "\n" in text[len(text[:pos].rstrip()) : block.start(1)]  # "my address is:", the address below
    kept: list[str] = []
    end = None
    unit_first = uk = named = None
    # (a remark in brackets is no part of it, its commas none of its parts': "דירה 12 (קומה 4, יש מעלית), רחובות")
    lines = _BRACKETS.sub(lambda b: " " * len(b.group()), block.group(1)) if "(" in block.group(1) else block.group(1)
    for m in (found := list(re.finditer(r"[^,\n]+", lines))):
        part, start = m.group().strip(), block.start(1) + m.start() + len(m.group()) - len(m.group().lstrip())
        # "Apartment 4, 12 Parliament Street": the flat, then its street; a building's name before the flat ("Seagrove
        # Retirement Village, Unit 14, 3 Mopane Road") or after it ("Room 214, Kelburn Heights Hall, 40 Tawhai Terr.");
        if not kept and unit_first is None and (unit := _UNIT.fullmatch(part)):  # not a bare name ("The Larchmont")
            unit_first = unit.group() + (f", {named}" if named else "")
            continue
        if not kept and not unit_first and m is not found[-1] and _BUILDING.fullmatch(part):
            if _UNIT.fullmatch(found[found.index(m) + 1].group().strip()):
                named = part
                continue
        if not kept and unit_first and (hall := _BUILDING.fullmatch(part)):
            unit_first += "" if hall["bare"] else ", " + part
            continue
        if not kept and uk is None:
            uk = bool(_UK_POSTCODE.search(block.group(1)))  # (a house by its name, a street with no number: the UK's)
        if not kept and uk and unit_first is None and _HOUSE.fullmatch(part):
            unit_first = part  # "Wren Cottage, Church Lane, Compton Martin, Bristol BS40 6JX"
            continue
        if not kept and (uk or unit_first) and (named := _NAMED_STREET.fullmatch(part) or _GRID.fullmatch(part)):
            kept.append(named.group())  # "Ridge Road, East Harptree, Bristol BS40 6BE"; "Hse No. 6, Mpaka Court, Mpaka
            # Road, Westlands"; "House No. 27, KG 9 Ave, Kacyiru" (Kigali's streets by number)
            end = start + named.end()
            continue
        if not kept:
            # (the longer of a street by its type word and one by its shape: "3318 W. 29th Ave", whose "W." ends no
            # sentence; "88 Lakeshore Road East", its direction after the type word)
            lead = _UNIT_SLASH.match(part)  # ("Unit 5/42 Wattlebird Crescent": flat 5 of number 42, as Australia
            if lead:  # writes it; the street read from its number)
                part, start = part[lead.end() :], start + lead.end()
            found_street = [x for x in (STREET.match(part) if part[:1].isdigit() else None, _STREET.match(part)) if x]
            if (street := max(found_street, key=lambda x: x.end(), default=None)) and _NOT_OWN_BRACKET.match(
                part, street.end()
            ):
                return None  # a remark in brackets that makes it another's or not yet: "דירה 12 (של ההורים שלי)"
            if street:
                kept.append((lead.group() if lead else "") + street.group())
                end = start + street.end()
                if part[street.end() :].startswith(". "):
                    break  # its sentence ends there: "רחוב התאנה 22. 4 חדרים, קומת קרקע"
                if town := _TOWN_BRACKET.match(part, street.end()):  # its town in brackets after it, its sentence
                    kept.append(town.group(1))  # ended: "ברחוב הדקל האדום 6 (כפר סבא 4435106). בית עם חצר"
                    end = start + town.end()
                    break
                if (where := _IN_PLACE.match(part, street.end())) and (place := read_place(part, where.end())):
                    kept.append(place[0])  # "Dizengoff 100 in Tel Aviv", "הרצל 12 בחיפה"
                    end = start + place[1]
                    break
            elif (
                own_lines
                and m.end() <= (first := block.group(1).find("\n"))
                and not re.search(r"\d", block.group(1)[:first])
            ):
                continue  # "Dana Levi" on the line above the street, "Dan, Rachel & Ava Novak" too
            else:
                return None
        elif _FLOOR.match(part):
            continue
        elif len(kept) == 1 and unit_first and not re.search(r"\d", kept[0]) and (street := STREET.match(part)):
            kept.append(street.group())  # a building's name over its street: "Flat 12A, Kingsley Terrace\n41 Ko Shing
            end = start + street.end()  # Lane, Sai Ying Pun"
        elif unit_first and _UNIT.fullmatch(kept[-1]) and _NAMED_STREET.fullmatch(part):
            kept.append(part)  # a compound's house's street: "House 6, Palmgrove Court,\nPlot 14, Admiral Ekpo Way"
            end = start + len(part)
        elif part.startswith("off ") and _NAMED_STREET.fullmatch(part[4:]):
            kept.append(part)  # the main road it is off, as Nairobi writes it: "Kindaruma Road, off Ngong Road"
            end = start + len(part)
        elif unit := _UNIT.match(part):
            kept.append(unit.group())
            end = start + unit.end()
            if part[unit.end() :].startswith(". "):
                break  # its sentence ends there: "רחוב הברושים 5, דירה 8. שלושה חדרים, חניה"
        elif city := _CITY.match(part):
            rest = part[city.end() :]
            if re.match(r"\s+[a-z]", rest) and not (_LINK.match(rest) or DATE_PHRASE.match(rest.lstrip())):
                if not _POSTCODE.search(city.group()):  # (a town and its postcode end it all the same: "...,
                    break  # Inverness IV3 5DL will commence on"; prose goes on: "12 Fernbank Road, Best decision ever")
            town_only = _US_STATE_ZIP.sub("", city.group())  # "Austin TX 78751": the town
            kept.append(town_only)
            end = start + city.start() + len(town_only)
            town = (  # a suburb, then its city: "12 Protea Avenue, Rondebosch, Cape Town"; a suburb's line, its
                _city_after(block, found, m, city.group())  # city's: "15 Kanuka Rise\nBethlehem\nTauranga 3110"; a
                or _postcode_line_after(block, found, m, city.group())  # district, a great city's line under it:
                or regions.great_city_line_after(text, end, town_only)  # "41 Ko Shing Lane, Sai Ying Pun\nHong Kong"
            )
            if town is not None:
                kept, end = [*kept, town[0]], town[1]
            elif not _POSTCODE.search(city.group()) and (code := _POSTCODE_UNDER.match(text, end)):
                kept[-1] += " " + (
                    code.group(1) or code.group(2)
                )  # (its postcode on the line under it, the wrap: "...,
                end = code.end()  # London\nN5 1QT on Saturday")
            break
        elif acronym := HE_TOWN_ACRONYM.fullmatch(part):  # "..., ר"ג": the town's name
            kept.append(HE_TOWN_ACRONYMS[acronym.group().replace("״", '"')])
            end = start + acronym.end()
            break
        elif he := he_words(part, 0, 2, HE_NOT_PLACE):
            kept.append(he[0])
            end = start + he[1]
            break
        else:
            break
    said = ", ".join([unit_first, *kept] if unit_first else kept)
    return ((re.sub(r"(?<=\d)\s{2,}", " ", said) if qc else said), end) if kept else None


# (of the way in only: a floor, a lift, a bell; not whose it is or for how long: "(של ההורים)", "(המשרד)", "(עד סוף
# החודש)")
_TOWN_BRACKET = re.compile(r"\s*\(\s*([^\W\d][^()\n,\d]{1,30}?\s+\d{5,7})\s*\)")  # "(כפר סבא 4435106)"
_NOT_OWN_BRACKET = re.compile(
    r"\s*\([^()\n]*(?:(?<!\w)(?:של|המשרד|משרד|עד|רק|עוד|הלקוח|לא)(?!\w)|\b(?:office|until|till|only|client|not)\b|['’]s\b)"
)
_BRACKETS = re.compile(
    r"\((?=[^()\n]*(?:(?<!\w)(?:קומה|קומת|מעלית|כניסה|אינטרקום|פעמון)(?!\w)|\b(?:floor|lift|elevator|entrance|bell|buzzer|stairs)\b))"
    r"(?![^()\n]*(?:(?<!\w)(?:של|המשרד|משרד|עד|רק|עוד|הלקוח)(?!\w)|\b(?:office|until|till|only|client|Mum|Mom)\b))[^()\n]*\)"
)


# "the (new) address (of mine)" before a Hebrew street, no colon between: "הכתובת החדשה ז'בוטינסקי 45"
HE_ADDRESS_LABEL = r"ה?כתובת(?:\s+ה?חדשה)?(?:\s+(?:שלי|שלנו))?"
_HE_LABEL = re.compile(rf"{HE_ADDRESS_LABEL}\s*[:–-]?\s*(?=[א-ת])")


def _city_after(block: re.Match, found: list[re.Match], m: re.Match, suburb: str) -> tuple[str, int] | None:
    """The city in the part after ``m`` on its line, where ``m``'s is a suburb of it (``suburb_of``)."""
    k = found.index(m) + 1
    if k >= len(found) or "\n" in block.group(1)[m.end() : found[k].start()]:
        return None
    part = found[k].group()
    if not (city := _CITY.match(part.strip())):
        return None
    from hinet_pipeline.memory.facts.places import is_region

    town = regions.bare_town(city.group())
    if not regions.suburb_of(suburb, town) and (
        any(c.isdigit() for c in suburb) or not _POSTCODE.search(city.group()) or town.isupper() or is_region(town)
    ):
        return None  # (a town with its postcode after a suburb: "3 Karaka Place, Taradale, Napier 4112"; no "NY 12572")
    return city.group(), block.start(1) + found[k].start() + len(part) - len(part.lstrip()) + city.end()


_POSTCODE_UNDER = re.compile(  # (or after a comma, as South Africa writes it: "38 Albatross Road, Sea Point, 8005")
    r"[ \t]*\n[ \t]*([A-Z]{1,2}\d[A-Z\d]?[ ]\d[A-Z]{2}|[A-Z]\d[A-Z][ ]\d[A-Z]\d)\b"
    r"|,[ \t]*(\d{4})(?=[ \t]*(?:\n|\Z|--|[–—(;]))"
)
_POSTCODE = re.compile(
    r"\s(?:\d{4,7}|[A-Z]{1,2}\d[A-Z\d]?[ ]?\d[A-Z]{2}|[A-Z]\d[A-Z][ ]?\d[A-Z]\d|[A-Z]\d{2}[ ]?[A-Z\d]{4})$"
)
_UK_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?[ \t]*\d[A-Z]{2}\b")
# a house by its name, and a street with no number, as British addresses give them
_HOUSE = re.compile(r"(?:[A-Z][\w'’-]+\s+){1,3}(?:Cottage|House|Farm|Barn|Lodge|Mill|Manor|Grange|Villa|Farmhouse)")
_GRID = re.compile(r"[A-Z]{2,3}\s+\d{1,4}\s+(?:Ave|St|Rd|Avenue|Street|Road)\b")
_NAMED_STREET = re.compile(
    rf"(?:[A-Z][\w'’-]*\s+){{1,3}}(?:{_TYPES})|The\s+(?:Square|Green|Parade|Crescent|Strand|Mall)"
)


def _postcode_line_after(block: re.Match, found: list[re.Match], m: re.Match, suburb: str) -> tuple[str, int] | None:
    """The next line's town and postcode where ``m`` is a line of its own with neither ("Bethlehem" over "Tauranga
    3110"): a suburb's line, then its city's."""
    k, lines = found.index(m) + 1, block.group(1)  # (its lines as typed, indented or not)
    if k >= len(found) or any(c.isdigit() for c in suburb) or lines[m.end() : found[k].start()].strip(" \t") != "\n":
        return None
    if m.start() and lines[lines.rfind("\n", 0, m.start()) + 1 : m.start()].strip(" \t"):
        return None
    part, at = (
        found[k].group().strip(),
        block.start(1) + found[k].start() + len(found[k].group()) - len(found[k].group().lstrip()),
    )
    if re.fullmatch(r"Dublin\s+\d{1,2}W?", part):  # (its postal district: "Rathmines\nDublin 6", the city)
        return "Dublin", at + 6
    if (city := _CITY.fullmatch(part)) and not _POSTCODE.search(part) and k + 1 < len(found):
        code = found[k + 1].group().strip()  # (or its postcode on the line under it, as South Africa writes it:
        if lines[found[k].end() : found[k + 1].start()].strip(" \t") == "\n" and re.fullmatch(r"\d{4}", code):
            return f"{part} {code}", block.start(1) + found[k + 1].end()  # "Tamboerskloof\nCape Town\n8001")
    if not city or not _POSTCODE.search(part):
        return None
    return part, at + city.end()


_AU_STATE_POSTCODE = re.compile(r"\s(?:VIC|NSW|QLD|TAS|ACT|WA|SA|NT)\s+\d{4}$")
_US_STATE_ZIP = re.compile(r"(?<=[a-z])\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?$")
_STATE_ZIP = re.compile(r"[A-Z][A-Za-z]\.?(?:\s+\d{5}(?:-\d{4})?)?")


def city_of(address: str | None, after: str = "") -> str | None:
    """The town an address ends with, when the gazetteer knows it ("48 Oak Street, Apt 3B,
    Somerville" → Somerville; "הרצל 15, רחובות" → רחובות); a postcode after it is left out. ``after``: the text
    after the address as read, where a US state's code and ZIP code that follow make its last part a town."""
    from hinet_pipeline.memory.facts.places import names_a_place, town_after_street

    if not address or "," not in address:
        return None
    pieces = address.split(",")
    if _STATE_ZIP.fullmatch(pieces[-1].strip()):
        if len(pieces) < 3:
            return None  # "5 Elm St, PA 17050": a state, no town
        pieces.pop()  # "..., Mechanicsburg, PA 17050": the town before its state
    if len(pieces) >= 3 and regions.MALAYSIAN_STATE.fullmatch(pieces[-1].strip()):
        pieces.pop()  # "..., 47400 Petaling Jaya, Selangor": the town before its state
    if (luso := regions.lusophone_town(pieces)) is not None:
        return luso  # ("..., São Paulo - SP, 05422-010", "..., 4300-251 Porto"): the town its postcode goes with
    town = regions.bare_town(pieces[-1])
    if not town or any(c.isdigit() for c in town):
        return None
    if _AU_STATE_POSTCODE.search(pieces[-1]):  # (an Australian suburb is no town of its own: "Belmont VIC 3216" is
        # Geelong's; a postcode past the cities' is a country town's, known or not: "Mudgee NSW 2850")
        return regions.au_city(pieces[-1]) or (town if town[:1].isupper() and not STREET_WORD.search(town) else None)
    if len(pieces) >= 3 and _UK_POSTCODE.search(pieces[-1]) and (local := regions.own_town(pieces[-2].strip(), town)):
        return local  # a town of its own before its post town: "14 Orchard Lea, Keynsham, Bristol BS31 2PQ"
    # a town by its address's form: a US state's code and ZIP after it ("Spring Lake, NC 28390"), a postcode before it
    form = regions.US_STATE_ZIP_AFTER.match(after) or (  # and a street before that ("Kellerbergweg 14, 92256 Hahnbach")
        regions.POSTCODE_TOWN.match(pieces[-1])
        and re.search(r"\d", pieces[-2])
        and not _UNIT.fullmatch(pieces[-2].strip())
    )
    stated = bool(form) and town[:1].isupper() and not STREET_WORD.search(town)
    return town if names_a_place(town) or town_after_street(town) or stated else None


def plain_address(address: str) -> str:
    """An address as a home's line reads it (``home``): no postcode after a town the gazetteer knows, nor a
    neighbourhood it does not know before that town ("12 MG Road, Camp, Pune 411001" → "12 MG Road, Pune")."""
    from hinet_pipeline.memory.facts.places import names_a_place

    parts = address.split(", ")
    if len(parts) < 2 or not names_a_place(regions.bare_town(parts[-1])):
        return address
    if (
        len(parts) >= 3
        and re.search(r"\s\d{4,7}$", parts[-1])
        and not _UNIT.match(parts[-2])
        and not names_a_place(parts[-2])
    ):
        del parts[-2]  # (where a postcode follows the town: "12 MG Road, Camp, Pune 411001"; not "Riverside Drive")
    return ", ".join([*parts[:-1], re.sub(r"\s+\d{4,7}$", "", parts[-1])])  # (its state kept: "Vancouver BC")


def read_city(text: str, pos: int):
    """A place that is not a street address ("moved to Haifa", not "moved to Herzl St 12")."""
    return None if read_address(text, pos) else read_place(text, pos)


# a town's name the gazetteer may not know (it holds towns of 15,000 people and more), where the grammar says a
# town stands ("closed on the house in Bellbrook last week", "officially a Tipp City resident"): one or two
# capitalised words, its clause ending after it
_TOWN = re.compile(
    r"[A-Z][a-z]{2,}(?:[ ][A-Z][a-z]{2,})?"
    r"(?=[ \t]*(?:[.,;!?)\n]|$)|[ \t]+(?:last|this|next|on|in|since|as|and|so|where|with|for|residents?)\b)"
)
_NOT_TOWN = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august "
    "september october november december the our my his her their this that".split()
)


def read_town(text: str, pos: int):
    """A place (``read_place``), or a town the gazetteer does not know where the grammar says one stands; not a
    street address, a weekday, a month, a title's or a unit's word."""
    from hinet_pipeline.memory.facts.lexicon import ORG_HEADS, UNIT_WORDS, has_title

    if read_address(text, pos):
        return None
    if got := read_place(text, pos):
        return got
    if not (m := _TOWN.match(text, pos)):
        return None
    words = m.group().casefold().split()
    if any(w in _NOT_TOWN or w in UNIT_WORDS or w in ORG_HEADS for w in words) or has_title(m.group()):
        return None
    return m.group(), m.end()
