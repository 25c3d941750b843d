"""The numbers on one line of a sign-off or a contact table, each with its kind: a work, mobile or home phone, or
no phone of the person's (a fax, a pager, a toll-free or premium number, a registration or an ID), as a label
before or after it says ("F (514) ...", "215.555.0388 direct | 215.555.0389 fax"), read by ``phonenumbers``."""

from __future__ import annotations

import re
from collections import Counter
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import timedelta
from functools import lru_cache

import phonenumbers

from hinet_pipeline.memory.facts.districts import town_countries
from hinet_pipeline.memory.facts.lexicon import MOBILE, NOT_A_PHONE, PHONE_LABEL

# a number a label names as no phone: a company's registration, an ID, an account ("Registered in England no. 0123
# 4567 890", "ת"ז 034567891", "Company ID 0515 123 456")
_ID_LABEL = re.compile(  # (the label right before its number: not "Company phone:", "Account manager:", "WhatsApp ID")
    r"(?:\b(?:reg(?:istered|istration)?(?:\s+in\s+\w+(?:\s+\w+)?)?|company\s+(?:reg(?:istration)?|no|number|id)|"
    r"(?<!whatsapp\s)id|vat|abn|acn|crn|account\s+(?:no|number)|acct|a/c|invoice|ref(?:erence)?|licen[cs]e|iban|passport|pin"
    r"|order|policy|tracking|(?<!court\s)case|ticket|customer|membership|serial|student|employee|parcel|confirmation(?:\s+code)?|nhs|isbn"
    r"|batch|build|timestamp|epoch|ts|po)\b"
    r"|ת[\"״]ז|ח[\"״]פ|ע[\"״]מ)(?:\s*(?:no\.?|number|nr\.?|#))?\s*[:.]?\s*$",
    re.I,
)


# a label that makes a number under a name another's or no line of theirs: an assistant's, the switchboard, a hotel,
# kin, an old one, one for another
_OTHERS_LABEL = re.compile(
    r"\b(?:switchboard|reception|main\s+line|front\s+desk|assistant|secretary|PA|emergency|old|former|hotel|room\s+booking|"
    r"lobby|wife|husband|on\s+behalf\s+of|not\s+my|call\s+[A-Z][a-z]+|[A-Z][a-z]+['’]s\s+(?:cell|mobile|phone|number))\b"
    r"|(?<!\w)(?:מרכזי(?:י)?ה|מוקד|עוזר(?:ת)?|מזכיר(?:ות|ה)?|חירום|לשעבר|הישן|מלון|אשתי|בעלי|בשם|לשאלות|לתיאום|בינתיים"
    r"|של\s+[א-ת]+)(?!\w)",
    re.I,
)
# a mobile network named after one's number ("70555 30291 (Jio)", "876-555-0142 (Digicel)"): no person's name
_CARRIERS = (
    "Jio|Airtel|Vodafone|Vodacom|Safaricom|Digicel|Lime|Flow|Verizon|Sprint|Telstra|Optus|Telus|Rogers|Bell|Fido"
    "|Orange|Movistar|Claro|Tigo|Glo|Etisalat|Cellcom|Pelephone|Partner|Golan|Spark|Skinny|Singtel|Starhub|Maxis|Celcom"
)
_OTHERS_AFTER = re.compile(  # (a person's name in brackets after it, not a label's: "(Ronit)", not "(Mobile)"; a
    # desk's shared line: "0141 496 0880 (reception)")
    r"[ \t]*\((?:מזכירות|מזכירה|עוזרת|עוזר|קבלה|(?i:secretary|assistant|reception|switchboard|front\s+desk|enquiries)"
    r"|(?!(?:Work|Home|Cell|Mobile|Office|Direct|Fax|Main|Desk|Personal|Private|WhatsApp|Signal|Text|SMS|Landline|Voice"
    r"|Tel|Phone|" + _CARRIERS + r")\))[A-Z][a-z]{2,})\)"
)

# the regions a record's own words or addresses point to besides the owner's: a national number ("050-7413382") is
# read as that country writes it where the owner's region reads none (``other_region``); found when first asked, as
# (the record's own, its recipients')
_ALSO: ContextVar = ContextVar("also_regions", default=lambda: ((), ()))
_HEBREW = re.compile(r"[\u05d0-\u05ea]")
# a country's own domain (".co.il", ".de", ".com.ng"; ".uk" is GB's), not one sold for its letters (".io", ".co", ".ai")
_VANITY_TLDS = frozenset("io co ai me tv ly fm to ws cc gg sh ac so la am gl vc im nu tk ml ga cf gq".split())
_COUNTRY_TLD = {
    **{r.casefold(): r for r in phonenumbers.SUPPORTED_REGIONS if r.casefold() not in _VANITY_TLDS},
    "uk": "GB",
}
_PLUS_CODE = re.compile(r"(?<![\w+])\+(\d{1,3})[\s.-]?\(?\d")  # ("+353 20 910 4417": Ireland; not "+44 (home)")
# a country the text's own addresses name: an Australian state and postcode, an Irish Eircode or county, a British
# postcode
_COUNTRY_SIGNS = (
    (re.compile(r"\b(?:VIC|NSW|QLD|TAS|ACT|WA|SA|NT)\s+\d{4}\b"), "AU"),
    (re.compile(r"\bEircode\b|\bCo\.\s+(?:Cork|Kerry|Dublin|Galway|Limerick|Clare|Mayo|Wicklow|Meath|Kildare)\b"
                r"|\b[AC-FHKNPRTV-Y]\d{2}\s(?=\d*[AC-FHKNPRTV-Y])[0-9AC-FHKNPRTV-Y]{4}\b"), "IE"),  # (not "N95 2020")
    (re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}[ \t]*$|,[ \t]+[A-Z][a-z]+[ \t]+[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b"
                r"|£\d", re.M), "GB"),  # (ending its line or after its town: not "B12 3PM"; a sum in pounds)
    # ... or a number of one's own the text says is of a country: "My new UK line is ...", "my Aussie mobile"
    *((re.compile(rf"\b[Mm]y\s+(?:new\s+|old\s+)?(?:{words})\s+(?:mobile|cell|number|line|phone|sim|no\.?)\b"), region)
      for words, region in (
        ("UK|British", "GB"), ("Aussie|Australian", "AU"), ("NZ|Kiwi", "NZ"), ("Irish", "IE"), ("Israeli", "IL"),
        ("Indian", "IN"), ("Canadian", "CA"), ("Nigerian|Naija", "NG"), ("German", "DE"), (r"South\s+African", "ZA"),
    )),
)  # fmt: skip


_ZONE_REGION = {timedelta(hours=5, minutes=30): "IN", timedelta(hours=5, minutes=45): "NP"}  # (one country's own)


def _domain_regions(domains) -> list[str]:
    """The countries of mail domains by their country code (".co.il", ".de", ".co.uk")."""
    return [r for d in domains if (r := _COUNTRY_TLD.get(d.rstrip(">").rsplit(".", 1)[-1].casefold()))]


@contextmanager
def other_region(region: str, text: str, addresses, recipients=(), offset=None):
    """Within it, numbers the owner's ``region`` does not read are read as written in the record's countries: Israel's
    where its text is Hebrew; else the countries of the numbers it writes with their country's code ("+61 3 ..."), of
    the addresses it gives (an Australian state and postcode, an Eircode, a British postcode ending its line) and of
    its sender's domain (``addresses``); a recipient's domain only for a labelled line, where the label's kind is
    checked (``phones_on_line``): "My cell is 0412 ..." to one in Ireland is no Irish number."""

    @lru_cache(maxsize=1)
    def regions() -> tuple[tuple[str, ...], tuple[str, ...]]:
        if _HEBREW.search(text):
            own = ["IL"]
        else:
            # (the surest first: the codes its numbers are written with, most used first; its postcodes; the domain)
            codes = Counter(_PLUS_CODE.findall(text)) if "+" in text else Counter()
            own = [phonenumbers.region_code_for_country_code(int(c)) for c, _ in codes.most_common()]
            own += [r for rx, r in _COUNTRY_SIGNS if rx.search(text)]
            own += _domain_regions(addresses)
            own += [r for r in [_ZONE_REGION.get(offset)] if r]  # (a mail sent at +05:30: India's)
            own += [] if any(r != region for r in own) else town_countries(text)  # (else its great cities': "Enugu")
        own = tuple(r for r in dict.fromkeys(own) if r not in (region, "ZZ"))
        theirs = [] if _HEBREW.search(text) else _domain_regions(recipients)
        return own, tuple(r for r in dict.fromkeys(theirs) if r not in (region, *own))

    token = _ALSO.set(regions)
    try:
        yield
    finally:
        _ALSO.reset(token)


def e164(text: str, region: str) -> str | None:
    """``identity.phone_e164``, or as one of the record's own other regions writes it (``other_region``)."""
    from hinet_pipeline.memory.people.identity import phone_e164

    if got := phone_e164(text, region):
        return got
    return next((got for r in _ALSO.get()()[0] if (got := phone_e164(text, r))), None)


def phones_on_line(line: str, region: str) -> list[tuple[str, str, int, int]]:
    """(E.164, kind, start, end) of each number on a line; kind "work", "mobile", "home" or "no"
    (fax, pager, toll-free: not the person's); read as the record's other region writes them where its own reads
    none."""
    own, theirs = _ALSO.get()()
    if (found := _phones_on_line(line, region)) and own:
        found = _as_grouped(line, region, own, found)
    if found or not (own or theirs):
        return found
    # (of the record's countries, the first that reads its numbers as their labels say: "M 0491 570 156" is Australia's
    # mobile, no Irish landline, and no number where none does)
    read = [[x for x in got if _as_labelled(*x[:2])] for r in (*own, *theirs) if (got := _phones_on_line(line, r))]
    return max(read, key=len, default=[])


def _as_grouped(line: str, region: str, own: tuple[str, ...], found: list) -> list:
    """``found``, a number its region reads though it is not written as that region groups its digits read as the
    first of the record's countries that does ("New number: 70555 30291 (Jio)" in a mail naming Bengaluru is India's
    +91 70555 30291, not an American +1 705-553-0291)."""
    grouped = _strict(line, region)
    if all(x[2:] in grouped for x in found):
        return found
    out = []
    for x in found:
        if x[2:] not in grouped:
            x = next(
                (y for r in own if x[2:] in _strict(line, r) for y in _phones_on_line(line, r) if y[2:] == x[2:]), x
            )
        out.append(x)
    return out


@lru_cache(maxsize=256)
def _strict(line: str, region: str) -> frozenset[tuple[int, int]]:
    """The spans of the numbers on a line written as ``region`` groups their digits."""
    return frozenset(
        (m.start, m.end)
        for m in phonenumbers.PhoneNumberMatcher(line, region, leniency=phonenumbers.Leniency.STRICT_GROUPING)
    )


_MOBILE_TYPES = (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)


def _as_labelled(number: str, kind: str) -> bool:
    """Whether a number's country gives it the kind its label says (a mobile a mobile's number)."""
    if number.startswith("+447700900"):  # (Ofcom's mobile range for drama)
        return True
    return kind != "mobile" or phonenumbers.number_type(phonenumbers.parse(number)) in _MOBILE_TYPES


# where a line may hold a number of a drama range (``drama.DRAMA_RANGES``): "07700 900233", "01632 960114",
# "020 910 4417" and their international forms; only there is a looser matcher asked
_DRAMA = re.compile(r"7700\W{0,2}900|1632\W{0,2}960|(?<!\d)(?:0|353\W{0,2}\(?0?\)?)20\W{0,2}91")


def _written(line: str, start: int, end: int) -> bool:
    """Whether ``line[start:end]`` is a number as people write one: its trunk 0 or its country's +, nothing glued to
    it ("INV07700900412", "07700900412X", "ts=1632960114", a bare "1632960114": no number)."""
    before, after = line[start - 1 : start] or " ", line[end : end + 1] or " "
    glued = before.isalnum() or before in "=/#_-" or after.isalnum() or after == "/"
    return not glued and line[start:end].lstrip("(")[:1] in ("+", "0")


def _matches(line: str, region: str) -> list:
    """``phonenumbers``' valid numbers on a line, and where it may hold some, those of a drama range."""
    from hinet_pipeline.memory.people.drama import drama_number

    found = list(phonenumbers.PhoneNumberMatcher(line, region))
    if not _DRAMA.search(line):
        return found
    loose = phonenumbers.PhoneNumberMatcher(line, region, leniency=phonenumbers.Leniency.POSSIBLE)
    more = [
        m
        for m in loose
        if drama_number(m.number)
        and _written(line, m.start, m.end)
        and not any(m.start < f.end and f.start < m.end for f in found)
    ]
    return sorted(found + more, key=lambda m: m.start)


@lru_cache(maxsize=256)
def _phones_on_line(line: str, region: str) -> list[tuple[str, str, int, int]]:
    found = _matches(line, region)
    out = []
    for k, m in enumerate(found):
        before = line[found[k - 1].end if k else 0 : m.start]
        before = before.rsplit(" | ", 1)[-1]  # ("215.555.0388 direct | 215.555.0389 fax": the field's own label)
        after = line[m.end : found[k + 1].start if k + 1 < len(found) else len(line)]
        labels = PHONE_LABEL.findall(before + line[m.start : m.start + 2])  # "F (514) ...": the label's number
        label = labels[-1] if labels else None
        if label is None and (la := PHONE_LABEL.match(after.lstrip(" \t([-,"))) and ":" not in after[: la.end() + 3]:
            label = la.group("label")
        label = (label or "").casefold().rstrip(".:)")
        ntype = phonenumbers.number_type(m.number)
        if (
            label in NOT_A_PHONE
            or _ID_LABEL.search(before)
            or _OTHERS_LABEL.search(before)  # ("עוזרת אישית: מיכל, N", "Hotel: N", "My wife: N")
            or _OTHERS_AFTER.match(after)  # ("03-555-0104 (מזכירות)", "050-555-0171 (Ronit)")
            or ntype
            in (
                phonenumbers.PhoneNumberType.TOLL_FREE,
                phonenumbers.PhoneNumberType.PAGER,
                phonenumbers.PhoneNumberType.PREMIUM_RATE,
                phonenumbers.PhoneNumberType.SHARED_COST,
            )
        ):
            kind = "no"
        else:
            kind = "mobile" if label in MOBILE else "home" if label in ("home", "h", "בית") else "work"
        e164 = phonenumbers.format_number(m.number, phonenumbers.PhoneNumberFormat.E164)
        out.append((e164, kind, m.start, m.end))
    return out


def phones(text: str, pos: int, end: int, region: str):
    """The first phone number after ``pos`` (a frame's object), past other digits ("changed w.e.f. 1st March to +91
    ..."); none that is another's ("I have an old number for Ken Kapp of 713-...", "his cell is ...")."""
    from hinet_pipeline.memory.facts.contact_objects import read_numbers

    for m in _PHONE_START.finditer(text, pos, end):
        if _ANOTHERS.search(text, max(0, pos - 12), m.start()) or _NO_PHONE.search(text, max(0, pos - 16), m.start()):
            return []  # (nor a fax's: "the new fax number is ...", "My direct line will be Ext 201 ...; fax: ...")
        if (found := read_numbers(region)(text, m.start())) and not _ENDED_AFTER.match(text, found[0][1] or m.end()):
            return found  # (past one it ends: "My SG line (9555 0142) is terminated — please use my HK mobile N")
    return []


_ENDED_AFTER = re.compile(
    r"[)\s]*(?:is|was|has\s+been|got|will\s+be)?\s*(?:now\s+)?(?:officially\s+)?(?:terminated|disconnected|cancell?ed"
    r"|dead|gone|expired|no\s+longer\s+(?:works?|active|in\s+use))\b",
    re.I,
)


_PHONE_START = re.compile(r"(?<![\d+(])[+(\d]")
_NO_PHONE = re.compile(r"\b(?:fax|pager|toll[-\s]?free)\b|(?<!\w)פקס", re.I)
_ANOTHERS = re.compile(
    r"\bfor\s+(?:my\s+\w+\s+)?[A-Z][a-z]|\b(?:his|her|their)\b|[A-Za-z]['’]s\s+(?:\w+\s+)?(?:number|cell)"
)
