"""Sign-off blocks: what the lines under a message say about the writer who gives their name, title,
organisation, phones, e-mail and postal address ("Fran Fagan / Sr. HR Rep / Enron Transportation
Services / 713.853.5219 / fran.fagan@enron.com"); the blocks and their lines are found by ``signoff``.
Each line is read by what it is:

* phones with ``phonenumbers``' ``PhoneNumberMatcher`` in the owner's region, each by the label
  before it ("Cell:", "Fax:") or, without one, after it ("713-345-8799 office", "(713) 646-7867
  Fax"): fax, pager and toll-free numbers are never the person's;
* a title by its head noun ("Vice President, East Power Trading"; "Assistant to Elizabeth Sager":
  then Elizabeth Sager is her manager, and a title on the next line is his; "Engineer at Freescale");
* an organisation by a legal ending ("Enron Net Works LLC") or by sharing its name with the domain
  of the writer's address ("Enron Transportation Services" under an @enron.com address);
* an e-mail only where it is the named person's (their name in its local part: not a team box; for a name in
  Hebrew letters, the one address its block gives); a street line with its city and postcode line, the postal address.

A number labelled on a line of its own right above the sender's sign-off ("Phone: ...", "טל' נייד: ...") is the
sender's too (a letter's closing; not a contact card with no sign-off under it). The block belongs to the person it
names: the part's author when the name is theirs (by name, or the name in their address), else that person (an
assistant signing on her manager's account). The ``signature`` extractor over them: ``sign_extract``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hinet_pipeline.memory.facts.address import city_of
from hinet_pipeline.memory.facts.columns import OWNED_BY, bar_fields
from hinet_pipeline.memory.facts.letters import ADDRESSED
from hinet_pipeline.memory.facts.lexicon import BOARD_SEAT, has_title, org_suffix, title_in
from hinet_pipeline.memory.facts.orgs import UNIT_FIRST, is_org
from hinet_pipeline.memory.facts.phone_lines import phones_on_line
from hinet_pipeline.memory.facts.postal import STATE_ZIP, bar_postal, postal
from hinet_pipeline.memory.facts.scripts import one_script, same_name, spells_local
from hinet_pipeline.memory.facts.signer import names_someone, same_person
from hinet_pipeline.memory.facts.signoff import (
    EMAIL,
    PHONEISH,
    SERVICE,
    TAGLINE,
    Line,
    blocks,
    domains_in,
    name_of,
)
from hinet_pipeline.memory.facts.standing import standing
from hinet_pipeline.memory.facts.title_line import TITLE_LABEL, clean, firm_less_branch, title_and_org, without_aside
from hinet_pipeline.memory.facts.units import unit_of

_EMAIL_LABEL = re.compile(r"^(?:mailto:|e-?mail[-:.]?)")
INSTITUTION = re.compile(r"\b(?:University|College|Institute|Hospital|Infirmary|School|Laboratory|Museum|Foundation)\b")
FIRM = re.compile(
    r"[ ,](?:Inc|Corp|LLC|LLP|Ltd|GmbH|S\.A|S\.p\.A|plc|AG)\.?[ \t]*$", re.M
)  # a line a firm's suffix ends
# a club's or a society's seat, a volunteer's: "Meets Secretary, Ness Hillwalking Club", "Hon. Treasurer | X Choir"
_CLUB_SEAT = re.compile(
    r"\b(?:Secretary|Treasurer|Convener|Convenor|Captain|Chair(?:man|woman|person)?)\b[^\n]{0,40}?\b(?:Club|Society|Choir|Guild"
    r"|(?:Scientific|Programme|Program|Organi[sz]ing|Steering)\s+Committee)\b"  # (a conference's committee: no post)
)


def _introduced(text: str, start: int, card: int) -> int:
    """Where the paragraph that introduces a card opens: the one above the card's block ("please contact your case
    paralegal:\n\nJennifer Alvarado | ...")."""
    above = text.rfind("\n\n", start, max(start, text.rfind("\n\n", start, card)))
    return max(start, above)


_GONE_CARD = re.compile(
    r"\b(?:left|leaving|no\s+longer|previous(?:ly)?|former|old|until|deactivated|archived|applicant|applied|candidate|"
    r"reference|sample|template|example|if\s+(?:her|his|their)|will\s+join)\b",
    re.I,
)
# one who signs at a client's: "Vikram Raghunathan (Contractor)" over the client's firm and its address
_CONTRACTOR = re.compile(r"\((?:[Cc]ontractor|[Cc]onsultant|[Cc]ontract|[Vv]endor|[Ee]xternal|[Tt]emp|[Aa]gency)\)")
_CARE_OF = re.compile(r"^[ \t]*(?:c/o|C/O|care\s+of)\b", re.M)
_CODE = re.compile(r"(?:\s+[-–|]\s+|,\s+)[A-Z]{0,4}[ -]?\d[\w-]*\s*$")  # a room or mail stop after it: " - EB4801"
_OFFICE = re.compile(r"\b(?:Floor|Suite|Ste\.?|Room|Building|Tower|Plaza)\b", re.I)
_GOES_ON = re.compile(r"(?:and|&)\s", re.I)

if TYPE_CHECKING:
    pass

_ASSISTANT_TO = re.compile(
    r"^(?:(?:Executive|Administrative|Personal|Sr\.?|Senior)\s+)?(?:Assistant|Asst\.?)\s+to\s+(.+)$", re.I
)
_TAIL = 2500  # characters: where a message's sign-off is looked for, from its end
_LIST_FOOTER = re.compile(  # (Mailman's, Google Groups')
    r"^(?:_{5,}|--)[ \t]*\n(?=(?:[ \t]*\n)?.*(?:mailing\s+list|/listinfo|/mailman/))"
    r"|^--[ \t]*\n(?=You received this message because you are subscribed to the Google Groups)"
    r"|^__\._,_\.___|^_\._,_\._,_"  # (Yahoo Groups', groups.io's; any list's "You are receiving this because ...")
    r"|^(?:--[ \t]*\n)?(?=You(?:['’]re|\s+are)\s+receiving\s+this\s+(?:because|as)\s+you(?:['’]re|\s+are)\s+"
    r"(?:subscribed|a\s+member))|^(?:--[ \t]*\n)?(?=You\s+received\s+this\s+(?:message\s+)?because\s+you\s+are\s+"
    r"(?:subscribed|a\s+member))",
    re.M | re.I,
)
_HEAD = 600  # and, in a longer part, where its author's own sign-off may close a short note at its top
_BULK = re.compile(r"\bunsubscribe\b|\bto stop receiving\b|\bremove(?:d)? from (?:our|this) (?:mailing )?list\b", re.I)


def _bulk(text: str, start: int, end: int) -> bool:
    """An unsubscribe footer in ``text[start:end]`` (its words looked for as substrings first: a
    case-blind pattern is tried at every position)."""
    folded = text[start:end].lower()
    return any(w in folded for w in ("unsubscribe", "receiving", "remove")) and bool(_BULK.search(text, start, end))


@dataclass(frozen=True)
class Said:
    """One thing a block says about ``name`` (its ``address`` when the mail shows it)."""

    name: str | None
    address: str | None
    predicate: str
    object: str
    span: tuple[int, int]


def read(
    text: str,
    start: int,
    end: int,
    author: str | None,
    address: str | None,
    region: str,
    others: tuple[str, ...] = (),
    own: bool = False,
    to_lists: bool = False,
    cards_only: bool = False,
) -> list[Said]:
    """What the sign-off blocks in ``text[start:end]`` say, each about the person its block names:
    the part's author (``author``, ``address``) when the name is theirs, or (``own``: the sender's
    own text) when the sender's mailbox names nobody and the block is the last one. ``to_lists``: the
    message went to lists alone (``people.kinds.lists_only``): a mailbox that names nobody is a role's,
    not its signer's."""
    from hinet_pipeline.memory.facts.structured import not_a_person
    from hinet_pipeline.memory.people.identity import role_words

    if foot := _LIST_FOOTER.search(text, max(start, end - _TAIL), end):
        end = foot.start()  # a list server's footer under the message ("notmuch mailing list", its listinfo page)
    tail = max(start, end - _TAIL)  # a sign-off closes its message: its last lines, not a long newsletter
    domains = domains_in([address, *others])
    if not (
        PHONEISH.search(text, tail, end)
        or text.find("@", tail, end) >= 0
        or title_in(text, tail, end)
        or INSTITUTION.search(text, tail, end)  # "PhD Student, Department of Biology / X University"
        or FIRM.search(text, tail, end)  # a firm's line under a title no lexicon knows: "Banco Meridional, S.A."
        or (domains and any(d in text[tail:end].lower() for d in domains))  # "Jim Steffes / Enron"
        or STATE_ZIP.search(text, tail, end)  # a postal address: "Hartford, CT 06103"
        or CODE_TOWN.search(text, tail, end)  # (its postcode first, as most of Europe writes it: "81541 München")
        or SERVICE.search(text, tail, end)  # a service member's: "HM2 Sean Doyle, USN"
    ):
        return []  # no number, no address, no title, no employer: nothing a sign-off would say
    kind = not_a_person(author, address) if own else None
    if own and _bulk(text, tail, end):
        kind = "newsletter"  # an unsubscribe footer: bulk mail, whoever its From line names
    if kind in ("list", "newsletter"):
        return []  # a newsletter's text: the names in it are not signing anything
    cards_only = cards_only or kind == "bot"  # (a robot's: only a card that gives its person's own address)
    out: list[Said] = []
    shown = EMAIL.findall(text, tail, end) if text.find("@", tail, end) >= 0 else []
    signer = author  # the part's author, as its header names them: "Chris" over a number signs for them
    found = list(blocks(text, tail, end, domains | domains_in(shown), region, signer))
    if tail - start > _HEAD and (author or address):  # a short note signed at the top of a long part
        head = [
            b
            for b in blocks(text, start, start + _HEAD, domains, region, signer)
            if same_person(b[0], None, author, address)
        ]
        found = head[:1] + found
    if len(found) > 4:
        return []  # a list of people (a roster, a directory, a sports page), not a message's sign-off
    # a mailbox naming nobody ("arta@") is signed by its last block, unless one fits it ("Cary Reed": not a quote's)
    anonymous = (
        own
        and not kind
        and not names_someone(author, address)
        and not any(same_person(n, None, author, address) for n, _ in found)
    )
    for k, (name, lines) in enumerate(found):
        if role_words(name):
            continue  # a department signs, no person ("Accounts Payable" over the firm and its number)
        # a postal address the text gives ("Her new address will be:\n\nHenrietta De Vries\nFair Haven Assisted
        # Living\n1200 Broadway St"): where they live, no employer nor title of theirs
        postal = bool(lines) and ADDRESSED.search(text, max(0, lines[0].start - 160), lines[0].start) is not None
        emails = [_address(a) for ln in lines if ln.kind == "email" for a in EMAIL.findall(ln.text)]
        mine = [a for a in emails if same_person(name, None, None, a)]
        if cards_only and (
            not mine or lines and _GONE_CARD.search(text, _introduced(text, start, lines[0].start), lines[0].start)
        ):
            continue  # (a card of one gone, an applicant's, a sample's: "has left the firm. Her old contact card:")
        named = not cards_only and same_person(name, None, author, address)
        lone = emails[0].split("@")[0] if len(set(emails)) == 1 else None  # (a Hebrew name, its block's one address)
        mine = mine or ([emails[0]] if named and lone and not name.isascii() and spells_local(name, lone) else [])
        name = author if named and author and same_name(name, author) else name  # ("איתי שקד" for "Itai Shaked")
        theirs = named or (anonymous and not cards_only and k == len(found) - 1)
        signs = own and kind == "role" and k == len(found) - 1  # ("Conflicts" signed "Nora Healey, Conflicts Analyst")
        if not theirs and not signs and not any(ln.kind in ("phone", "email", "street", "city") for ln in lines):
            continue  # a name over a title only, not the writer's: a byline, a list, not a sign-off
        if theirs and kind:  # a role mailbox ("pppcmail@", "ccvevents@"): the block is its signer's own
            theirs = same_person(name, None, author, None)
        # the mailbox is the signer's, unless it wrote to lists alone ("Conflicts" <conflicts@> to all.attorneys@,
        # signed "Nora Healey, Conflicts Analyst": a role's)
        mailbox = address if theirs and not (to_lists and not named) else None
        addr = mailbox or (mine[0] if mine else None)
        said = read_lines(name, addr, lines, mine, mailbox, domains | domains_in(mine), region)
        said = standing(text, name, lines, said, lambda p, o, span, who=None: Said(who or name, addr, p, o, span))
        if lines and _CARE_OF.search(text, max(0, lines[0].start - 60), lines[-1].end):
            said = [x for x in said if x.predicate not in ("address", "lives_in")]  # mail care of someone: no home
        if lines and _CONTRACTOR.search(text, text.rfind("\n", 0, max(0, lines[0].start - 1)) + 1, lines[0].start):
            firms = {x.object for x in said if x.predicate == "works_at"}  # (a client's; or their own, by its domain)
            own = address and not re.search(r"@(?:ext|contractors?|vendors?|partners?)\.", address)
            if not own or not any(d and d in re.sub(r"\W", "", f.casefold()) for f in firms for d in domains):
                said = [x for x in said if x.predicate not in ("works_at", "address", "lives_in")]
        out += [x for x in said if x.predicate in ("address", "lives_in")] if postal else said
        if theirs and not named and mailbox and lines:  # "ARTA <arta@...>" signed "Jack I. Tompkins": his mailbox
            out.append(Said(name, address, "email", address, (lines[0].start, lines[0].start)))
    return out


CODE_TOWN = re.compile(r"^[ \t]*\d{4,5}[ \t]+[A-ZÄÖÜÉ][\w .'-]{1,40}$", re.M)
_NOT_STAFF = re.compile(
    r"\((?:retired|ret\.|former|emerit\w*|on\s+leave)\)|['’]\d{2}\b|\b(?:Class\s+of|fans?|alumn\w*|candidate|students?)\b"
    r"|\b(?:19|20)\d{2}\s*$",  # (an event by its year: "IFHSW 2019", no employer)
    re.I,
)


# an address after a firm's name on its line, past a dash: a street with its number, then a comma ("AWSE – Route de
# Ferney-Dessus 41, 1202 Genève"; not a site's "Karra Minerals Ltd - Mt Wanbiri Operations", a room's "Enron Corp. -
# EB4801")
_DASH_ADDRESS = re.compile(r"\s[–—-]\s+(?=[^,\n]*\d[^,\n]*,\s*\S)")


def read_lines(name, addr, lines, own, header, domains, region) -> list[Said]:
    said: list[Said] = []
    boss: str | None = None
    titled = boss_titled = addressed = False
    street: list[Line] = []
    # (a board's seat names no employer: "Chair, Board of Trustees" over the school's line)
    org_done = any(x.kind == "member" or x.kind == "title" and BOARD_SEAT.search(x.text) for x in lines)
    lines = [x for x in lines if not (x.kind == "title" and _CLUB_SEAT.search(x.text))]  # (a club's seat: no post)
    for k, ln in enumerate(lines):
        span = (ln.start, ln.end)
        if ln.kind == "title" and k and lines[k - 1].kind in ("unit", "title") and _GOES_ON.match(ln.text):
            # "Supervisor-Corporate Services / and Assistant Secretary": one title over two lines
            ln = Line("title", f"{lines[k - 1].text} {ln.text}", lines[k - 1].start, ln.end)
            span = (ln.start, ln.end)
            if titled and said and said[-1].predicate == "job_title" and said[-1].span[0] == ln.start:
                said.pop()
                titled = False
        if ln.kind == "phone":
            for number, kind, _, _ in phones_on_line(ln.text, region):
                if kind != "no":
                    said.append(Said(name, addr, "phone", number, span))
        elif ln.kind == "email":
            for a in own:
                if a != header and a in _address(ln.text):
                    said.append(Said(name, addr, "email", a, span))
        elif ln.kind == "title":
            title, org = title_and_org(ln.text, domains)
            if any(x.kind == "org" for x in lines) and " | " not in ln.text:  # (the firm's on a line of its own)
                title = clean(TITLE_LABEL.sub("", ln.text))  # (this one is all title)
            title = without_aside(title)  # ("Teacher of Geography (Head of Geography from September!)")
            if m := _ASSISTANT_TO.match(title):  # ("... to Walter J. Kimbrough, President & CEO": his title too)
                boss_name, _, boss_title = m.group(1).partition(", ")
                boss = name_of(boss_name.strip().rstrip(".,"))
                said.append(Said(name, addr, "job_title", title, span))
                if boss:
                    said.append(Said(name, addr, "manager", boss, span))
                    if has_title(boss_title):
                        said.append(Said(boss, None, "job_title", clean(boss_title), span))
                titled = True
            elif not titled:
                said.append(Said(name, addr, "job_title", title, span))
                titled = True
            elif boss and not boss_titled:
                said.append(Said(boss, None, "job_title", title, span))
                boss_titled = True
            org = None if org and (org.split()[0] in _HE_UNIT or _NUMBER_FIELD.search(org)) else org
            if org and not org_done and not any(x.kind == "org" for x in lines):
                said.append(Said(name, addr, "works_at", org, span))  # only when no line of its own names one (not a
                # unit of it: "עובדת סוציאלית | מחלקת ילדים")
                org_done = True
        elif ln.kind == "org" and not org_done and _NOT_STAFF.search(ln.text):  # (no employer: "X (retired)",
            org_done = True  # "Class of 1975, X University", "X Ducks fan since 1988")
        elif ln.kind == "org" and not org_done:
            # without a room or mail stop written after it ("Enron Corp. - EB4801")
            firm = TAGLINE.sub("", f) if '"' in (f := ln.text.split(" · ")[0]) else f  # ("Dental · Main St": no motto)
            if fs := [f for f in firm.split(" | ") if not OWNED_BY.match(f)]:  # (not "a Kestrel Controls company")
                firm = " | ".join(fs)
            orgs = [f for f in fs if is_org(f, domains)] if one_script(fs := firm.split(" | ")) else fs[:1]  # ("X
            firm = ([f for f in orgs if is_org(f, set())] or orgs or [firm])[-1]  # Branch | Y Library": Y; "Sandia
            # Vista Medical Center | Rio Bravo Health": its own words', not the domain's; in two scripts, the first)
            firm = firm_less_branch(firm.split(", ", 1)[1] if UNIT_FIRST.match(firm) and ", " in firm else firm)
            # (a department before its institution: "Division of Cardiology, Back Bay Memorial Hospital": the hospital)
            firm = (
                firm[: m.start()] if (m := _DASH_ADDRESS.search(firm)) else firm
            )  # ("AWSE – Route de ... 41, 1202 X")
            said.append(Said(name, addr, "works_at", clean(_CODE.sub("", firm) or firm), span))
            if boss and boss_titled:  # ("Assistant to Greg Piper / President & CEO / Enron Net Works LLC": his too)
                said.append(Said(boss, None, "works_at", said[-1].object, span))
            org_done = True
        elif ln.kind in ("street", "city", "building") and " | " not in ln.text:
            street.append(ln)
        if " | " in ln.text and ln.kind in ("phone", "email", "street", "city", "org"):  # a line of fields
            fields = ln.text.split(" | ")
            if ln.kind != "phone":  # ("270.926.5512 | lvance@kentuckianastaffing.com": the line read as an e-mail's)
                said += [
                    Said(name, addr, "phone", n, span)
                    for n, kind, _, _ in phones_on_line(ln.text, region)
                    if kind != "no"
                ]
            firms = (f for f in fields if is_org(f, domains) and not has_title(f) and not _NUMBER_FIELD.search(f))
            if not org_done and (firm := next(firms, None)):  # (not a number's label: "משרד: 08-5550191")
                said.append(Said(name, addr, "works_at", clean(firm), span))  # ("Brooks & Hale LLP | 1600 Market ...")
                org_done = True
            if not street and (where := bar_postal(fields)):
                street.append(Line("street", where, ln.start, ln.end))
    # a unit of an institution the block also names ("Grants Specialist | Office of Sponsored Programs" over
    # "Brannock State University | 319-462-3380"): the institution employs them
    firm = next((k for k, x in enumerate(said) if x.predicate == "works_at"), None)
    if firm is None or unit_of(said[firm].object):
        fields = (f for x in lines if " | " in x.text for f in bar_fields(x.text))
        if institution := next((f for f in fields if org_suffix(f) and not has_title(f)), None):
            line = next(x for x in lines if institution in x.text)
            found = Said(name, addr, "works_at", clean(institution), (line.start, line.end))
            if firm is None:
                said.append(found)
            else:
                said[firm] = found
    if not addressed and (where := postal(street)):
        said.append(Said(name, addr, "address", where[0], where[1]))
        personal = not any(x.kind in ("title", "org", "unit", "building") for x in lines) and not any(
            _OFFICE.search(x.text) for x in street
        )  # "1400 Smith, 38th Floor, Legal": an office, whatever the block leaves out
        personal = personal and not org_done  # (a firm among a line's fields: "Acme LLP | 1600 Market Street | ...")
        personal = personal and not is_org(name or "", domains)  # (a firm's own block: "Sandia Realty\n12 Rio ...")
        pieces = where[0].split(", ")
        city = city_of(where[0]) or next((p for p, nxt in zip(pieces, pieces[1:]) if STATE_ZIP.match(nxt)), None)
        if personal and city:  # a sign-off with no title and no organisation: a home, its city where one lives
            from hinet_pipeline.memory.facts.places import is_place

            if is_place(city):
                said.append(Said(name, addr, "lives_in", city, where[1]))
    return said


_NUMBER_FIELD = re.compile(
    r":\s*\+?\(?\d[\d\s().-]{5,}|^\s*(?:ת\.ד\.|P\.?\s?O\.?\s+Box)\s*\d"
)  # (a post box: "ת.ד. 3350")
_HE_UNIT = frozenset("צוות מחלקת מחלקה אגף יחידת יחידה סניף חטיבת".split())


def _address(text: str) -> str:
    """An address as a line writes it, without a label glued to it ("Email-jd@x.com", "mailto:")."""
    return _EMAIL_LABEL.sub("", text.strip().lower())
