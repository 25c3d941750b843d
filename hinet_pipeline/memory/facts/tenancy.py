"""A tenancy or a housing assignment a landlord's letter confirms in labelled lines: who ("Resident:", "Tenants (joint
and several):"), where ("Property:", or "Address:" where no landlord's block gives it) and from when ("Lease term:
August 15, 2012 - May 15, 2013", "Term: 12 months, commencing 24 September 2016"): each tenant's address and town,
from the term's start. Not a tenancy that ended, an application refused, a former tenant's reference, a store's or a
holiday's let."""

from __future__ import annotations

import re
from typing import Iterator

from hinet_pipeline.memory.facts.address import city_of, read_address
from hinet_pipeline.memory.facts.dates import DATE_PHRASE, resolve_date
from hinet_pipeline.memory.facts.signoff import name_of

# a labelled line (its value may run on over the indented lines under it)
# (in two languages too: "Objekt / Property:", "Mieter / Tenants:", "Mietbeginn / Start:")
# (a Hebrew letter's as a list's items: "- הנכס: רחוב עמק הארזים 23, ירושלים", "- תקופת השכירות: 15.7.2016 עד ...")
_FIELD = re.compile(
    r"^[ \t]*(?:[-•*][ \t]+)?([A-Za-zא-ת][A-Za-zא-ת /'-]{1,40}?)(?:[ \t]*\([^()\n]{1,40}\))?[ \t]*:[ \t]*(\S[^\n]*)$",
    re.M,
)
_LABELS = (
    (  # (a renewal's greeting too: "Dear Resident(s): Marcus & Lorena Delgado")
        "who",
        re.compile(
            r"(?:dear\s+)?(?:residents?|tenants?|lessees?|occupants?|mieter(?:in|innen)?|ה?שוכר(?:ים|ת|ות)?)", re.I
        ),
    ),
    (
        "where",
        re.compile(
            r"(?:property|premises|unit|unit\s+address|(?:property|rental)\s+address|(?:miet)?objekt|mietsache"
            r"|ה?נכס|כתובת\s+ה(?:נכס|דירה))",
            re.I,
        ),
    ),
    ("address", re.compile(r"address", re.I)),
    (
        "when",
        re.compile(
            r"(?:(?:lease\s+|tenancy\s+)?term|move-?in(?:\s+date)?|(?:tenancy\s+|lease\s+)?start(?:\s+date)?|mietbeginn"
            r"|(?:תקופת|תחילת)\s+ה?שכירות)",
            re.I,
        ),
    ),
    ("owner", re.compile(r"(?:landlord|(?:managing\s+)?agent|office|lessor|owner|company|vermieter(?:in)?)", re.I)),
)
# a letter about a tenancy that is no home now: ended, refused, a former tenant's reference, a store or a holiday let
_NO_HOME = re.compile(
    r"\b(?:move-?out|moved\s+out|has\s+ended|have\s+ended|terminat\w*|unfortunately|unsuccessful|regret|declined|"
    r"another\s+(?:tenant|applicant)|former\s+tenant|reference|industrial|holiday|vacation|"
    r"commercial|retail|office\s+space|vergeben|angebot|kündigung|besichtigung|mietende)\b"
    r"|(?<!\w)(?:ו|ש|ה|כ)?(?:טיוטה|הסתיימ\S*|לדוגמה|חנות|משרד|מבוטל\S*|בוטל\S*|ערבות|ערבים|שוכרי\s+ה?משנה"
    r"|שכירות\s+משנה|עוד\s+לא\s+חתמנו)(?!\w)",
    re.I,
)
# ... or a let of a store, a parking space or a garage: said in the letter's first paragraph, a label or its property
# (not a renewal's "Covered parking spaces are still available for $25/mo." under it)
_NO_HOME_LET = re.compile(
    r"\b(?:\w*stor(?:e|age)|parking|garage|stellplatz|tiefgarage)\b|(?<!\w)(?:ו|ש|ה|כ)?(?:חניה|חנייה)(?!\w)", re.I
)
# (its start: "commencing D", a range "D - D", or a day alone: "Mietbeginn: 01.09.2019")
_FROM_DAY = re.compile(  # (or a day in words alone: "Tenancy start date: 25 March 2019")
    r"(?:commencing|from|starting|beginning|begins)\s+|^\s*(?=[^\n]*?\s(?:[-–]|עד)\s|\d[\d./]{5,9}\s*$"
    r"|\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+,?\s+\d{4}\s*$|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\s*$)",
    re.I,
)
_TENANCY_OF = re.compile(r"\bconfirm(?:s|ing)?\s+your\s+tenancy\s+(?:of|at|for)\s*:?[ \t]*(?:\n[ \t]*){0,2}(?=\S)")
_SHORT_STAY = 60  # days: a let no longer than this is a stay, not a home
_HONORIFIC = re.compile(r"^(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+")
_ASIDE = re.compile(r"\s*\([^()]*\)")  # "Nora Castellano (Student ID 830-41-227)"
# two first names, one surname ("Travis und Megan Odom")
_COUPLE = re.compile(r"^([A-Z][a-z]+)\s+(?:&|and|und)\s+([A-Z][a-z]+)\s+([A-Z][\w'-]+)$")
_KIND = re.compile(r"^\s*(?:House|Flat|Apartment|Condo|Townhouse|Haus|Wohnung|Einfamilienhaus|Reihenhaus)\s*,\s*")
_MINOR = re.compile(r"\((?:minor|child|age\s+\d+|\d+)\)", re.I)  # ("Ava Novak (minor)": no correspondent)
_TENANCY = (
    "tenan",
    "lease",
    "housing",
    "resident",
    "mietvertrag",
    "mieter",
    "שכירות",
    "שוכר",
)  # a letter that confirms one says so


def tenancies(text: str, base) -> Iterator[tuple[str, str, str, object, tuple[int, int]]]:
    """(tenant, predicate, value, valid from, span) for a tenancy ``text`` confirms in labelled lines; ``base``: the
    record's time (a function that gives it)."""
    folded = text.casefold()
    if ":" not in text or not any(w in folded for w in _TENANCY) or _NO_HOME.search(text):
        return
    fields: dict[str, tuple[str, int, int]] = {}
    owner = False  # (inside a landlord's or an agent's block: its "Address:" is theirs)
    for m in _FIELD.finditer(text):
        labels = [x.strip() for x in m.group(1).split("/")]
        kind = next((k for k, rx in _LABELS if any(rx.fullmatch(x) for x in labels)), None)
        owner = kind == "owner" or (owner and kind not in ("who", "where"))
        if kind and kind != "owner" and kind not in fields and not (kind == "address" and owner):
            value, end = m.group(2), m.end()
            while (nxt := re.match(r"\n[ \t]{4,}(\S[^\n]*)", text[end:])) and not _FIELD.match(nxt.group(1)):
                value, end = f"{value}\n{nxt.group(1)}", end + nxt.end()  # (a value run on under it)
            fields[kind] = (value, m.start(), end)
    where_field = fields.get("where") or fields.get("address")
    if where_field is None and (of := _TENANCY_OF.search(text)):  # ("I am pleased to confirm your tenancy of:\n\nX")
        where_field = (text[of.end() :].split("\n\n", 1)[0], of.start(), of.end())
    opening = text.find("\n\n", 0, 200) % 201  # (its first paragraph: the subject it opens with; its fields' labels)
    labels = " ".join(m.group(1) for m in _FIELD.finditer(text))
    if _NO_HOME_LET.search(text, 0, opening) or _NO_HOME_LET.search(labels + " " + (where_field or ("",))[0]):
        return
    # ("Hi Priya & Declan, Got your signed lease back ...": with its term, not a deposit's office or a party's place)
    tenants = _greeted(text) if "who" not in fields and "when" in fields else None
    if ("who" not in fields and not tenants) or where_field is None:
        return
    place = _KIND.sub("", where_field[0].replace("\n", ", "), 1)  # ("Mietobjekt: Haus, Kellerbergweg 14, ...")
    if not (where := read_address(place, 0)):
        return
    when = None
    if "when" in fields and (opens := _FROM_DAY.search(fields["when"][0])):  # (its start: not "12 months ending D")
        days = list(DATE_PHRASE.finditer(fields["when"][0], opens.end()))
        when = resolve_date(days[0].group("date"), base(), "future") if days else None
        until = resolve_date(days[1].group("date"), base(), "future") if len(days) > 1 else None
        if when and until and (until - when).days <= _SHORT_STAY:
            return  # a week by the sea, not a home
    when = when or base()
    span = (min(f[1] for f in fields.values()), max(f[2] for f in fields.values()))
    city = city_of(where[0])
    who = " ".join(fields["who"][0].split()) if "who" in fields else ""
    pieces = _COUPLE.sub(r"\1 \3 & \2 \3", who)  # ("Marcus & Lorena Delgado": his surname hers)
    pieces = re.split(r",\s*|\s+(?:and|und|&)\s+|;\s*", pieces) if who else []
    names = tenants or [
        name
        for piece in pieces
        if not _MINOR.search(piece) and (name := name_of(_HONORIFIC.sub("", _ASIDE.sub("", piece)).strip()))
    ]
    for name in names:
        yield name, "address", where[0], when, span
        if city:
            yield name, "lives_in", city, when, span


# a landlord's letter to the tenants it greets, of the lease they signed ("Hi Priya & Declan,\n\nGot your signed lease
# back"): each one the text, its header or the vault names in full
_GREETING = re.compile(  # (or by their surnames: "Dear Mr Owino and Mrs Kariuki,")
    r"\s*(?:(?:Hi|Hello|Dear|Hey)\s+(?P<mr>(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?([A-Z][a-z]+)"
    r"(?:\s*(?:&|and)\s*(?:Mr|Mrs|Ms|Miss|Dr)?\.?\s*([A-Z][a-z]+))?"
    r"|(?:שלום|היי|ערב\s+טוב|בוקר\s+טוב)\s+([א-ת]{2,})(?:\s+ו([א-ת]{2,}))?)\s*[,!:]"  # ("ערב טוב נועה ואיתי,")
)
_ANOTHER_LET = re.compile(
    r"[A-Z][a-z]+['’]s\s+(?:place|unit|suite|flat|apartment|house)\b|\b(?:open\s+house|viewing|accountant|cheques?|"
    r"deposit|(?<!our\s)office|party|referral|friend|from\s+[A-Z][a-z]+\s+and\s+[A-Z][a-z]+)\b"  # (not the agent's
)
_YOUR_LEASE = re.compile(
    r"\byour\s+(?:(?:signed|new|renewed)\s+)?(?:lease|tenancy)\b|(?<!\w)ה?חוזה\s+(?:ה?חתום|השכירות)", re.I
)


def _greeted(text: str) -> list[str]:
    from hinet_pipeline.memory.facts.named import first_named, header_surnamed, known_named, known_surnamed

    if not (greeting := _GREETING.match(text)) or not _YOUR_LEASE.search(text) or _ANOTHER_LET.search(text):
        return []  # (not another's let the letter speaks of: "your friend Ravi's unit", an open house, a referral)
    words = [w for w in greeting.groups()[1:] if w]
    if greeting.group("mr"):  # (each by the one surname the mail or the vault knows)
        return [n for w in words if (n := header_surnamed(w) or known_surnamed(w))]
    return [n for w in words if (n := first_named(text, w, len(text)) or known_named(w))]


def greeted_too(text: str, reader: str | None) -> list[str]:
    """The other of two a letter greets ("Lola & Greg,\n\nAttached is the lease for 1846 Varnell St ..."): a home
    it gives its reader is theirs too; each as the text, its header or the vault names them in full."""
    from hinet_pipeline.memory.facts.named import first_named, known_named
    from hinet_pipeline.memory.facts.voice import TWO_GREETED
    from hinet_pipeline.memory.people.nicknames import first_form

    if not reader or not (m := TWO_GREETED.match(text)):
        return []
    if any(re.search(rf"\b{w}\b", text[m.end() :]) for w in m.groups()):
        return []  # (one of them named again: "Welcome to your new home at X, Lola! Greg, good luck ...": whose, said)
    mine = first_form(re.split(r"[\s.@_]", reader.strip())[0].casefold())  # (or its address's: "lola.rw@...")
    others = [w for w in m.groups() if first_form(w.casefold()) != mine]
    return [n for w in others if len(others) == 1 and (n := first_named(text, w, len(text)) or known_named(w))]
