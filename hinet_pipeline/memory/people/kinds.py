"""Not everyone is a person: a mailing list, a bot, a newsletter, a role or shared mailbox.

An identity's kind is read from three kinds of evidence, strongest first:

* how its mail was sent (``identity_signals``, from the records' ``signals``): named as the list a
  message was posted to (List-Post, List-Id) → ``list``; only automatic mail (Auto-Submitted, a null
  Return-Path) → ``bot``; bulk mail (Precedence, List-Unsubscribe, an unsubscribe footer in its own
  text) at least as often as personal mail → ``newsletter``. A human posting to a list is personal.
* how an Exchange export names its mailbox: a resource mailbox (``CN=MBX_...``: "Ken Lay - Office
  of the Chairman", "ibuyit") is a role (or the bot its address says).
* what it wrote to: a mailbox with no person's name anywhere that only ever wrote to lists named
  as such ("iPayit" to "IBuyIt Payables User List") is a role.
* how bulk mail reached the mailbox: a newsletter or bulk message whose recipients do not include
  the mailbox's owner came through them: a recipient that never wrote personal mail and is never
  named as a person is a list (``listed``).
* how its address is written: ``noreply``, ``mailer-daemon``, ``postmaster``, ``eserver`` → bot;
  ``dl-``, ``list``, a ``lists.``, ``listserv.`` or ``listsrv.`` host → list; ``news``,
  ``updates``, ``digest``, ``report``, ``journal`` → newsletter; ``info``, ``support``, ``team``,
  ``legal``, ``hr``, a mailbox named after its own organisation (``nyiso@nyiso.com``) → role; an
  address of digits → bot.
* how it is named (``identity_names``): the same kinds of words in its display names ("All Enron Worldwide", "Enron
  General Announcements", "Team Andrews", "Meera Shah Design"), unless it is named as a person more often; and one
  address written under the names of two different people ("Pete Davis" and "Kim Ward") is a shared one (role).

A person's kind follows its identities: a person as soon as one identity is (the owner always is).
Non-persons stay searchable as senders; ``people list`` leaves them out unless asked for all, and
``people suggest`` never proposes them."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from functools import lru_cache
from typing import Iterable

from hinet_pipeline.memory.facts.lexicon import DESK_WORDS, UNIT_WORDS, role_plural
from hinet_pipeline.memory.people.identity import (
    ACRONYM,
    fits_address,
    fits_address_in_any_script,
    name_key,
)
from hinet_pipeline.memory.people.shared import two_people

KINDS = ("person", "list", "bot", "newsletter", "role", "company")
_PRIORITY = ("list", "newsletter", "bot", "role", "company")

_BOT_LOCAL = re.compile(
    r"^(?:no[-_.]?reply|do[-_.]?not[-_.]?reply|no[-_.]?address|mailer[-_.]?daemon|postmaster|"
    r"bounces?|auto[-_.]?(?:reply|responder|mailer)|daemon|root|cron|robot|bot)(?:[-_.+].*)?$"
    r"|(?:^|[-_.+])(?:no[-_.]?reply|bounces?)$|^reply[+=]"  # (a reply token: "reply+AAQ7ZK...@reply.github.com")
)
_NO_REPLY_HOST = re.compile(r"(?:^|[.-])(?:no-?reply|do-?not-?reply)[.-]")  # "review_requested@noreply.github.com"
_WORDS = {
    "bot": "noreply notification notifications notify notices alert alerts system systems confirm confirmation login "
    "request requests automated auto mailer daemon majordomo mailman lyris mbx scheduler workflow reminder reminders "
    "confirms autoconfirm password passwords reset timesheet timesheets calendar invitations receipts receipt tracking "
    "estatements statements responder repondre notificacoes notificacao notificaciones",  # ("nao-responder@")
    "list": "list lists listserv dl all everyone members subscribers employees users clients faculty students "
    "worldwide group groups distribution residents interns trainees nurses physicians managers directors "
    "leadership officers volunteers investors shareholders jobsite grads shift allstaff allhands rns parents families "
    "mitglieder socios miembros feligreses baill leden membres todos equipe equipa moradores condominos",  # (abroad)
    "newsletter": "news newsletter newsletters digest daily weekly monthly update updates offers deals promo "
    "promotions bulletin magazine editor announce report reports journal publication publications prices "
    "newspaper today boletin nuacht rundbrief infobrief nachrichten noticias nieuwsbrief infodienst boletim butlleti",
    "role": "info information support help helpdesk hotline admin administrator administration office team staff "
    "principal headteacher headmaster secretary legal hr resources jobs careers billing accounts enquiries inquiries "
    "feedback questions events alumni registrar reception security operations comms chairman president ceo coo cfo cto "
    "webmaster desk department dept committee board services service customer customers announcements announcement "
    "communications payroll benefits technology infrastructure contact product control trading marketing finance "
    "accounting research compliance risk management development engineering logistics scheduling counterparty global "
    "relations tax sales purchasing procurement treasury audit credit contracts payables facilities reservations "
    "compensation center centre club conference campaign award awards nominations program programme fund agency "
    "staffing recruiting recruitment hiring grandrounds credentialing education pharmacy formulary paging medstaff "
    "programs programmes sponsored proposals submissions applications admissions grants records conflicts docketing "
    "docket dispatch shipping receiving permits licensing bookings booking quotes talent onboarding people peopleops "
    # a contractor's desks ("Bids" <bids@>), a conveyancer's, a surgery's, a clinic's front desk ("recepcion@")
    "ops bids estimating estimates tenders preconstruction precon completions conveyancing practice reservas contato "
    "recepcion recepcio recepcao rh ressources humaines recursos humanos gme administracao administracion "
    # ("clerk@perrysburg-city.org", "cpdd-el-unit@", "lindqvist-lab@", "care@<home>"; a German firm's departments)
    "clerk unit lab care entwicklung mechanik vertrieb einkauf buchhaltung verwaltung rrhh housing school church "
    "igreja iglesia kirche parish kaynakları reservierung buchung empfang kundenservice personalabteilung bewerbung "
    "secretariat צוות אגף מחלקת לשכת מזכירות הנהלת רישוי מוקד עיריית עירייה מועצת ועד ארנונה דיירי הורי",  # (a Hebrew
    # mailbox's: "צוות מורים", "אגף רישוי", "עיריית רחובות - ארנונה", "דיירי הבניין", "הורי כיתה ז'2")
    "company": "inc llc ltd corp corporation gmbh plc company llp technologies energy",
}
_VOCAB = {
    kind: frozenset(words.split()) | (DESK_WORDS if kind == "role" else frozenset()) for kind, words in _WORDS.items()
}
# the kinds an address's words show, first first; each word's kind (the first that holds it)
_ADDRESS_KINDS = ("bot", "list", "newsletter", "role", "company")
_AT_PLACE = re.compile(r"\s+@\s+[^@]*$")
_ORG_TAIL = frozenset("school housing church".split())
_CLUB = frozenset("fc tsv vfb".split())  # a club's, in its name only ("Alte Herren FC X"; not "fc.fan.jo@")
_STUDIO = frozenset("design studio photography estudio estúdio".split())  # (a studio's: "Meera Shah Design")
_VOCAB["role"], _VOCAB["company"] = _VOCAB["role"] | _CLUB, _VOCAB["company"] | _STUDIO
# ("mail" in an address only, sql_mail@: a name's "(E-mail)" says nothing)
_ADDRESS_WORD = {w: kind for kind in reversed(_ADDRESS_KINDS) for w in _VOCAB[kind] - _CLUB - _STUDIO} | {"mail": "bot"}
# words that show as the start or end of a one-word mailbox name ("geninfo", "haasnews", "greatoffers")
_AFFIX = {
    "bot": ("noreply", "notify", "notification", "confirm", "mailer", "daemon", "bounce", "server", "robot"),
    "newsletter": ("newsletter", "newspaper", "digest", "updates", "update", "alerts", "offers", "editor", "journal")
    + ("report",),
    "role": ("support", "webmaster", "postmaster", "feedback", "events", "admin", "helpdesk", "sales", "manager"),
}
_SUFFIX = {"role": ("info",), "newsletter": ("news",), "company": ("inc", "llc")}  # eecinc@qwest.net
_HOST_LIST = re.compile(
    r"(?:^|[.-])(?:lists?|list(?:serv|srv|server|proc|host|mgr)|[a-z]*lists|[a-z]*groups|mailman)(?:[.-]|$)"
)
_LIST_DOMAINS = frozenset({"googlegroups.com", "yahoogroups.com", "groups.io", "freelists.org", "simplelists.com"})
_HOST_BULK = re.compile(r"^(?:reply|replies|bounces?|em|news|newsletters?|mailer|info|mailings?|campaigns?)\.", re.I)
# a name that is two people at once: "Jenn & Chris", "John and Cory"
_COUPLE = re.compile(
    r"\S\s*(?:&|\+|\b(?:[Aa]nd|AND)\b)\s*\S|[A-Z][a-z]+and[A-Z][a-z]+"
    r"|^\s*[A-Za-z]{2,}/[A-Za-z]{2,}\s+[A-Za-z]{2,}\s*(?:\(|$)"  # "DONNIE/JULIE JONES", not "Jane Doe/HOU/ECT"
)


_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z][a-z])")
_HEBREW = re.compile(r"[\u05d0-\u05ea]")
_NON_LETTERS = re.compile(r"[^a-z\u00c0-\u024f\u05d0-\u05ea]+")  # (Hebrew letters too: "צוות מורים")
_WORD2 = re.compile(r"[^\W\d_]{2,}")
_COMPANY = re.compile(r"\.(?:com|net|org)\b", re.I)
_NUMBERED = re.compile(r"\d+\s")
# a unit by its number: "Field Crew 3", "Crew 7 - Denver", "Station #4" (not "Correspondent 07": who, unsaid)
_NUMBER_WORD = re.compile(
    r"\b(?:crew|team|unit|squad|shift|station|group|line|room|zone|district|region|store|site|plant|truck|engine|"
    r"ladder|lab|office|floor|desk|pod|cell)\s+#?\d{1,3}(?![\w)-])",
    re.I,
)
# one word of a product's or a system's: a small letter first ("eHRonline", "iPayit"), or a capital inside and a
# word of software or trade among its parts ("DealBench", "CommodityLogic"; not "McDonald", "JoAnn", "MaryBeth")
_PRODUCT = re.compile(r"[a-z]+[A-Z][A-Za-z]*|[A-Z][a-z]+(?:[A-Z][a-z]*)+")
_PRODUCT_PARTS = frozenset(
    "deal bench logic click home net link online web trade trades market point soft tech data works zone line source "
    "central quote quotes mail desk hub box base press book port portal pay sys gate view flow".split()
)
_OWNS = re.compile(r"\w['’]s\s+\w")


def _tokens(text: str) -> list[str]:
    return [t for t in _NON_LETTERS.split(text.casefold()) if t]


def address_kind(address: str, *, weak: bool = True) -> str | None:
    """The kind an address's own spelling shows, or None for an ordinary mailbox. ``weak``: also
    the hints a person's own address can share (a word at its start or end, a bulk-mail host, a
    mailbox named after its domain: ``monstr@monstr.eu`` is a person's)."""
    return _address_kinds(address)[1 if weak else 0]


@lru_cache(maxsize=1 << 16)
def _address_kinds(address: str) -> tuple[str | None, str | None]:
    """``address_kind`` without and with the weak hints: both read at once, as callers ask both."""
    if "@" not in address:
        return None, None
    local, domain = address.casefold().rsplit("@", 1)
    if _BOT_LOCAL.search(local) or _NO_REPLY_HOST.search(domain + "."):
        return "bot", "bot"
    if not any(map(str.isalpha, local)) and sum(map(str.isdigit, local)) >= 5:
        return None, "bot"  # "1.10969419.-2@": a program's serial (under a person's name a student's number)
    words = _tokens(local)
    if local.startswith("dl-") or "-dl-" in local or ".dl-" in local or _SITE_LIST.search(local):
        return "list", "list"  # (or a site's people: "rivettower-field@", "oharejob-crew@")
    if found := [_ADDRESS_WORD[w] for w in words if w in _ADDRESS_WORD]:
        kind = min(found, key=_ADDRESS_KINDS.index)  # the first kind any word is of
        return kind, kind
    if any(map(role_plural, words)):
        return "list", "list"  # a group by its job: "supervisors.jackson@", "adjusters@"
    if len(words) >= 2 and all(w in _UNIT for w in words):
        return "role", "role"  # a desk's or a group's mailbox: "gas.origination@", "power.structuring@"
    listed, bulk, org = _domain(domain)
    if listed:
        return "list", "list"
    return None, _weak_kind(local, words, bulk, org)


_SITE_LIST = re.compile(r"[a-z]-(?:field|site|crew|crews|jobsite)$|(?:^|-)[a-d]-?shift$")  # ("st12-bshift@")
_UNIT = UNIT_WORDS | {"market"}  # the words of a department or a desk


@lru_cache(maxsize=1 << 12)
def _domain(domain: str) -> tuple[bool, bool, str]:
    """(a list's host, a bulk mailer's host, the organisation's name) of a domain: one read for the
    thousands of addresses of a company."""
    labels = domain.split(".")
    host = ".".join(labels[:-2])  # what stands before the organisation's own domain
    org = labels[-2] if len(labels) >= 2 else ""
    listed = bool((host and _HOST_LIST.search(host)) or _HOST_LIST.search(org))
    return listed, bool(host and _HOST_BULK.match(host + ".")), org


def _weak_kind(local: str, words: list[str], bulk: bool, org: str) -> str | None:
    """The hints a person's own address can share: a word at its start or end, a bulk-mail host, a
    mailbox named after its domain."""
    if len(words) == 1:
        (w,) = words
        for kind, affixes in _AFFIX.items():  # (one by one only where the word has one of them)
            if (w.startswith(affixes) or w.endswith(affixes)) and any(
                len(w) > len(a) and (w.startswith(a) or w.endswith(a)) for a in affixes
            ):
                return kind
        for kind, affixes in _SUFFIX.items():
            if w.endswith(affixes) and any(len(w) > len(a) and w.endswith(a) for a in affixes):
                return kind
    if bulk:
        return "newsletter"
    if len(org) >= 4 and len(words) == 1 and org in local.replace("-", "").replace("_", ""):
        return "role"  # the organisation's own mailbox: nyiso@nyiso.com, pppcmail@pppc.org
    return None


@lru_cache(maxsize=1 << 16)
def name_kind(name: str, address: str | None = None) -> str | None:
    """The kind a display name shows ("All Enron Worldwide" → list, "Amazon.com" → company, "Product
    Control - Houston" → role), or None (a person's name, or one word that tells nothing)."""
    name = _AT_PLACE.sub("", name)  # ("Cleo Bailey @ school": hers, where she reads it)
    words = _tokens(name)
    if len(words) >= 2 and words[-1] in _ORG_TAIL:
        return "role"  # an organisation by its kind, last: "GP School", "Ocean Bridge Housing"
    if not name.isascii() and _HEBREW.search(name):  # (a Hebrew name: by its role's words only)
        return "role" if any(w in _VOCAB["role"] for w in words) else None
    camel = _tokens(_CAMEL.sub(" ", name))  # "WGPHOU CustomerNotices": customer, notices
    if camel != words:
        for kind in ("list", "bot", "newsletter", "role"):
            if any(w in _VOCAB[kind] for w in camel if w not in words):
                return kind
    if (
        address
        and _PRODUCT.fullmatch(name)
        and (name[0].islower() or not _PRODUCT_PARTS.isdisjoint(camel))
        and _NON_LETTERS.sub("", address.rsplit("@", 1)[0].casefold()) == words[0]
    ):
        return "role"  # a product's or a program's own mailbox: "DealBench" <dealbench@>, "eSource" <esource@>
    domain = address.rsplit("@", 1)[-1] if address else ""
    org = domain.split(".")[-2] if domain.count(".") else None  # ("mike.ross@corp": a domain of one label, no org)
    if org and len(org) >= 3 and len(words) > 1 and any("".join(words[:k]) == org for k in (1, 2, 3) if k < len(words)):
        return "role"  # named after its own organisation first: "Enron General Announcements", "Buckeye Asphalt X"
    if _COUPLE.search(name) and len(_WORD2.findall(name)) >= 2:
        return "role"
    if name_key(name):
        return None
    if _COMPANY.search(name):
        return "company"
    for kind in ("list", "bot", "newsletter", "role", "company"):
        if any(w in _VOCAB[kind] for w in words):
            return kind
    if any(map(role_plural, words)):
        return "list"  # a group by its job: "Owensboro Supervisors", "All Adjusters - Memphis"
    if words and (ACRONYM.match(name) or _NUMBER_WORD.search(name)):
        return "role"  # an organisation's initials or a numbered unit: "SHB Safety", "Field Crew 3"
    if len(words) >= 2 and (words[0] == "the" or " - " in name or _NUMBERED.match(name) or _OWNS.search(name)):
        return "role"  # "The New York Times Direct", "Product Control - Houston", "1 Standard ...", "Tom's Weather"
    return None


@lru_cache(maxsize=1 << 16)
def _person_part(name: str) -> tuple[str, ...] | None:
    """A person's name, also before a department ("Nielsen, James - COB"); not a desk's written as one
    ("Risk, Market": its words a department's), nor a group's its last word names ("Lindqvist Lab", "Graduate School",
    "Chem Grads")."""
    key = name_key(name) or name_key(name.split(" - ", 1)[0])
    if key and (
        all(t in _UNIT or t in _ADDRESS_WORD for t in key)
        or (len(key) == 2 and _ADDRESS_WORD.get(key[-1]) in ("role", "list"))
    ):
        return None
    return key


_FIRST_LAST = re.compile(r"[a-z]{2,}[._][a-z]{2,}")


def _first_last(address: str) -> bool:
    """An address written as a person's two names ("chuck.randall@"), no word of a list or role."""
    local = address.rsplit("@", 1)[0].casefold()
    return bool(_FIRST_LAST.fullmatch(local)) and not any(w in _ADDRESS_WORD for w in _tokens(local))


def _org_named(key: tuple[str, ...], org: str | None, label: str | None) -> bool:
    """A name that is an organisation's: its mailbox's organisation first ("Enron Kids" <enron.kids@enron.com>), its
    mail domain's in two or three words, more after it ("Buckeye Asphalt Estimating" of buckeyeasphalt.com; not "John
    Smith" of johnsmith.com), or its kind last ("GP School")."""
    if key[0] == org or key[-1] in _ORG_TAIL:
        return True
    return bool(label) and any("".join(key[:j]) == label for j in (2, 3) if j < len(key))


def identity_kind(kind: str, value: str, names: dict[str, int], signals: dict[str, int]) -> str | None:
    """The kind of one identity (None: a person), from its signals, its address and its names."""
    if signals.get("list"):
        return "list"
    personal = signals.get("personal", 0)
    if signals.get("auto") and not personal:
        return "bot"
    # (not a name whose mailbox starts with its firm's: "Enron Kids" <enron.kids@enron.com>; "Virginia Jones" is hers)
    local = value.rsplit("@", 1)[0].casefold() if kind == "email" else ""
    label = _domain(value.rsplit("@", 1)[-1].casefold())[2] if kind == "email" and "@" in value else None
    org = label if label and len(label) >= 3 and local.startswith((label + ".", label + "_", label + "-")) else None
    parts = [k for k in map(_person_part, names) if k and not _org_named(k, org, label)]
    if signals.get("bulk", 0) and signals.get("bulk", 0) >= personal:
        if kind == "email" and _first_last(value) and any(fits_address_in_any_script(value, k) for k in parts):
            return None  # "Rieker, Paula" <paula.rieker@>: a person who sent bulk mail (or "אלון גרינברג" <alon.g...@>)
        return "newsletter"
    if signals.get("mailbox") or signals.get("owner"):
        return None  # the mailbox's own address: its owner is a person
    if signals.get("resource") or signals.get("shared"):  # (a text's "the intake mailbox, claims.intake@")
        return address_kind(value, weak=False) or "role"  # Exchange's CN=MBX_: "ibuyit", "ISC Registrar"
    if signals.get("to-list", 0) >= personal > 0 and not parts and not (kind == "email" and _first_last(value)):
        return "role"  # no person's name, only ever writing to lists: "iPayit" to "IBuyIt Payables User List"
    if signals.get("listed") and not personal and not parts and not (kind == "email" and _first_last(value)):
        return "list"  # bulk mail reached the mailbox through it (not through "kathryn.bussell@")
    host = ".".join(value.rsplit("@", 1)[-1].casefold().split(".")[:-2]) if kind == "email" and "@" in value else ""
    domain = value.rsplit("@", 1)[-1].casefold() if kind == "email" else ""  # (or a list service's own domain:
    if parts and (
        (host and _HOST_LIST.search(host)) or domain in _LIST_DOMAINS
    ):  # "Tan Family" <tan-family@googlegroups.com>)
        return address_kind(value, weak=False) or "list"  # groups.fernwoodmail.net; not jdoe@allergyspecialists.com)
    if kind == "email" and any(fits_address(value, k) for k in parts):
        return None  # pamela.daily@ for "Daily, Pamela": a person's name makes the address
    titled = (name_key(n.split(sep, 1)[0]) for n in names for sep in (", ", " | ", " - ", " on behalf of ") if sep in n)
    if kind == "email" and any(k and fits_address(value, k) for k in titled):
        return None  # ... before a title: "Priya Shah, Head of Marketing" <priya.shah@>, "X on behalf of Y"
    if kind == "email" and (found := address_kind(value, weak=not parts)):
        return found
    if not names:
        return None
    as_person = sum(n for x, n in names.items() if (k := name_key(x)) and not _org_named(k, org, label))
    votes: Counter = Counter()
    for name, n in names.items():
        if found := name_kind(name, value if kind == "email" else None):
            votes[found] += n
    if votes and sum(votes.values()) > as_person:
        return min(votes, key=lambda k: (-votes[k], _PRIORITY.index(k)))
    if two_people(names, value):
        return "role"
    return None


def classify(c, identity_ids: Iterable[int]) -> set[int]:
    """Set ``identities.nonperson`` of these identities from their evidence; the persons whose
    identities changed kind are returned (their own kind is then ``refresh``ed)."""
    ids = sorted(set(identity_ids))
    persons: set[int] = set()
    for start in range(0, len(ids), 500):
        part = ids[start : start + 500]
        marks = ",".join("?" * len(part))
        names: dict[int, dict[str, int]] = defaultdict(dict)
        for iid, name, n in c.execute(
            f"SELECT identity_id, name, n FROM identity_names WHERE identity_id IN ({marks})", part
        ):
            names[iid][name] = n
        signals: dict[int, dict[str, int]] = defaultdict(dict)
        for iid, signal, n in c.execute(
            f"SELECT identity_id, signal, n FROM identity_signals WHERE identity_id IN ({marks})", part
        ):
            signals[iid][signal] = n
        changed = []
        for iid, kind, value, display, old, person in c.execute(
            f"SELECT identity_id, kind, value, display, nonperson, person_id FROM identities "
            f"WHERE identity_id IN ({marks})",
            part,
        ).fetchall():
            shown = dict(names[iid])
            if display and display not in shown:
                shown[display] = 1
            new = identity_kind(kind, value, shown, signals[iid]) if kind != "name" else name_kind(display or value)
            persons.add(person)
            if new != old:
                changed.append((new, iid))
        c.executemany("UPDATE identities SET nonperson = ? WHERE identity_id = ?", changed)
    return persons


def refresh(c, person_ids: Iterable[int]) -> None:
    """A person's kind from its identities: a person if the owner or any identity is one, else the
    kind most of its identities have."""
    ids = sorted(set(person_ids))
    updates = []
    for start in range(0, len(ids), 500):
        part = ids[start : start + 500]
        marks = ",".join("?" * len(part))
        kinds: dict[int, list[str | None]] = defaultdict(list)
        owner: dict[int, tuple[int, str]] = {}
        for pid, is_owner, current in c.execute(
            f"SELECT person_id, is_owner, kind FROM persons WHERE person_id IN ({marks})", part
        ):
            owner[pid] = (is_owner, current)
        for pid, kind in c.execute(f"SELECT person_id, nonperson FROM identities WHERE person_id IN ({marks})", part):
            kinds[pid].append(kind)
        for pid, (is_owner, current) in owner.items():
            found = kinds.get(pid) or [None]
            if is_owner or any(k is None for k in found):
                new = "person"
            else:
                counts = Counter(found)
                new = min(counts, key=lambda k: (-counts[k], _PRIORITY.index(k) if k in _PRIORITY else 9))
            if new != current:
                updates.append((new, pid))
    c.executemany("UPDATE persons SET kind = ? WHERE person_id = ?", updates)
