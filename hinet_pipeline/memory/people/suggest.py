"""Merges worth a look: ``suggest`` proposes pairs of persons that may be one, each with its reason
and a confidence, from the evidence of names, mailboxes and mail sign-offs. Nothing is merged here
(``directory.merge`` does that, on the owner's word).
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from itertools import combinations
from typing import TYPE_CHECKING

from hinet_pipeline.config import Role
from hinet_pipeline.memory.people.directory import identities_of, label, list_people, visible
from hinet_pipeline.memory.people.identity import fits_address, fold_name, name_key, parse, role_words
from hinet_pipeline.memory.people.kinds import address_kind
from hinet_pipeline.memory.people.mailbox_owner import mailbox_owner
from hinet_pipeline.memory.people.name_forms import declared, double_barrelled, two_scripts
from hinet_pipeline.memory.people.name_forms import first as _first

if TYPE_CHECKING:
    from hinet_pipeline.store.vault import Vault

_VISIBLE = (
    "FROM item_identities ii JOIN identities d ON d.identity_id = ii.identity_id "
    "JOIN items i ON i.rowid = ii.item_rowid WHERE i.valid_to IS NULL AND {role}"
)


_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_NOTE = re.compile(r"\s*\([^)]*\)")


def _names_of(vault: "Vault", pids: set[int]) -> dict[int, Counter]:
    """Every name a person is written with: its own, its identities' displays and their names."""
    out: dict[int, Counter] = defaultdict(Counter)
    for pid, name, n in vault.conn.execute(
        "SELECT person_id, name, 1 FROM persons WHERE merged_into IS NULL UNION ALL "
        "SELECT person_id, display, 1 FROM identities WHERE display IS NOT NULL UNION ALL "
        "SELECT d.person_id, n.name, n.n FROM identity_names n JOIN identities d ON d.identity_id = n.identity_id"
    ):
        if pid in pids and name:
            out[pid][name] += n
    return out


def _addresses_of(vault: "Vault", pids: set[int]) -> dict[int, list[str]]:
    out: dict[int, list[str]] = defaultdict(list)
    for pid, value in vault.conn.execute("SELECT person_id, value FROM identities WHERE kind = 'email'"):
        if pid in pids:
            out[pid].append(value)
    return out


def mailbox_persons(vault: "Vault") -> list[int]:
    """The persons a mailbox of one owner's mail shows as its owner (``mailbox_owner``), every record
    seen; none for many people's mail (an office's export)."""
    top, mails = vault.conn.execute(  # (the one person on most mails, and all: many people's mail has no owner)
        "SELECT max(n), (SELECT count(*) FROM items WHERE source = 'mail' AND valid_to IS NULL) FROM (SELECT count("
        "DISTINCT ii.item_rowid) n FROM item_identities ii JOIN identities d USING (identity_id) JOIN items i ON "
        "i.rowid = ii.item_rowid WHERE i.source = 'mail' AND i.valid_to IS NULL GROUP BY d.person_id)"
    ).fetchone()
    if not top or top < mails / 8:
        return []  # (a cheap test first: ``mailbox_owner`` asks the first of its owner to be on a quarter of them)
    role = Role("*")
    pids = {p["person_id"] for p in list_people(vault, role)}
    names = _names_of(vault, pids)
    keys = {pid: {k for k in map(_display_key, names.get(pid, ())) if k} for pid in pids}
    return mailbox_owner(_mails_of(vault, pids, *visible(role)), keys)


def _same_names(a: set[tuple[str, ...]], b: set[tuple[str, ...]]) -> bool:
    """Nothing in two persons' names says they are two people: a side without a name, or the same
    last name and compatible first ones."""
    return not a or not b or any(x[-1] == y[-1] and _first(x[0]) == _first(y[0]) for x in a for y in b)


def _compatible(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Two keys of one first and last name: their middle names agree where both give one."""
    ma, mb = a[1:-1], b[1:-1]
    if not ma or not mb:
        return True
    return len(ma) == len(mb) and all(x[0] == y[0] and (len(x) == 1 or len(y) == 1 or x == y) for x, y in zip(ma, mb))


def suggest(vault: "Vault", role: Role, *, limit: int | None = None) -> list[dict]:
    """Merges worth a look, never applied here, each with its reason and a confidence, surest
    first. Only persons are proposed (never a list, bot, newsletter or role mailbox), and only from
    evidence: the same name as people write it ("Allen, Phillip K." = "Phillip K. Allen" = "Phillip
    Allen", when no other person shares it), an address the owner's own mailbox delivers to or
    sends from, one mailbox an export wrote two ways, a mail signature giving another address of its
    signer, and a mail from one address signed with the name of another person. Words that are no
    name ("e-mail", "legal", a city) never propose anything."""
    shown = {p["person_id"]: p for p in list_people(vault, role)}
    me = vault.conn.execute("SELECT person_id, name FROM persons WHERE is_owner = 1").fetchone()
    if me is not None and me[0] not in shown:  # the owner, though no record shows them yet
        mine = [label(i) for i in identities_of(vault, [me[0]], role).get(me[0], [])]
        shown[me[0]] = {"person_id": me[0], "name": me[1], "identities": mine, "owner": True}
    pids = set(shown)
    names = _names_of(vault, pids)
    addresses = _addresses_of(vault, pids)
    keys: dict[int, set[tuple[str, ...]]] = {
        pid: {k for k in (_display_key(n) for n in names.get(pid, ())) if k} for pid in pids
    }
    out: dict[tuple[int, int], dict] = {}

    def propose(a: int, b: int, reason: str, confidence: float, record_id: str | None = None) -> None:
        if a == b or a not in pids or b not in pids or _apart(vault, a, b):
            return
        pair = (min(a, b), max(a, b))
        if pair not in out or out[pair]["confidence"] < confidence:
            out[pair] = {"reason": reason, "record_id": record_id, "confidence": round(confidence, 2)}

    # the same name: first and last name (a nickname as a lesser match), middle names agreeing
    for loose in (False, True):
        index: dict[tuple[str, str], set[int]] = defaultdict(set)
        for pid, ks in keys.items():
            for k in ks:
                index[(_first(k[0]) if loose else k[0], k[-1])].add(pid)
        for fl, group in index.items():
            if len(group) < 2 or len(group) > 6:
                continue  # one alone, or a name too common to tell its people apart (one person's five addresses
                # over the years are not: "Darlene Pruitt" at cox.net, gmail.com and three employers)
            members = sorted(group)
            for i, a in enumerate(members):
                for b in members[i + 1 :]:
                    ka = {k for k in keys[a] if ((_first(k[0]) if loose else k[0]), k[-1]) == fl}
                    kb = {k for k in keys[b] if ((_first(k[0]) if loose else k[0]), k[-1]) == fl}
                    if not all(_compatible(x, y) for x in ka for y in kb):
                        continue
                    others = [
                        c
                        for c in members
                        if c not in (a, b)
                        and not all(
                            _compatible(x, y)
                            for x in keys[c]
                            if ((_first(x[0]) if loose else x[0]), x[-1]) == fl
                            for y in ka | kb
                        )
                    ]
                    if others:
                        continue  # "Phillip Allen" could be either of two people
                    exact = bool(ka & kb)
                    if loose and exact:
                        continue  # found by the strict pass
                    fit = [
                        any(fits_address(x, k) for x in addresses.get(p, ()) for k in kk)
                        for p, kk in ((a, ka), (b, kb))
                    ]
                    confidence = 0.55 if loose else 0.75 if exact else 0.7
                    confidence += 0.1 * all(fit) - 0.05 * (len(group) - 2)
                    shown_name = max(
                        (n for n in names[a] if name_key(n) in ka), key=lambda n: names[a][n], default=fl[0]
                    )
                    plain = _NOTE.sub("", shown_name)  # "Janice Clark (E-mail)": the name
                    propose(a, b, f"same name: {fold_name(plain)}", confidence)

    for a, b, reason in double_barrelled(keys):  # one name and its married form ("Chi Okonkwo", "Chi Okonkwo-Hale")
        propose(a, b, reason, 0.6)
    for a, b, reason in two_scripts(keys):  # one name in Hebrew and in Latin letters ("אמיר חדאד", "Amir Haddad")
        propose(a, b, reason, 0.6)
    where, params = visible(role)
    for a, b, reason in declared(keys, lambda last: _naming(vault, last, where, params)):  # 'Marcus "Mack" D-W'
        propose(a, b, reason, 0.6)

    # the same mailbox name at two domains: an organisation's host alias (tim@hou.x.com, tim@x.com),
    # or a distinctive user name kept across providers (kdrouet@ at work and at home)
    by_local: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for pid, addrs in addresses.items():
        for addr in addrs:
            local, _, domain = addr.partition("@")
            if len(re.sub(r"[^a-z]", "", local)) >= 6 and not role_words(local) and not address_kind(addr):
                by_local[local].append((pid, domain))
    for local, held in by_local.items():
        if not 2 <= len({pid for pid, _ in held}) <= 3:
            continue
        for i, (a, da) in enumerate(held):
            for b, db in held[i + 1 :]:
                if a == b or not _same_names(keys.get(a, set()), keys.get(b, set())):
                    continue
                if da.endswith("." + db) or db.endswith("." + da):
                    propose(a, b, f"the same mailbox {local}@ at {da} and {db}", 0.8)
                elif re.fullmatch(r"[a-z0-9]+", local):  # a user name, not just a name ("first.last")
                    propose(a, b, f"the same mailbox name {local}@ at {da} and {db}", 0.5)

    # an address no name is given for that spells one named person's name at that person's own
    # organisation (mark.stubley@odnss.com and "Stubley, Mark" <stublemm@odnss.com>)
    spelled: dict[tuple[str, ...], set[int]] = defaultdict(set)
    for pid, ks in keys.items():
        for k in ks:
            spelled[(k[0], k[-1])].add(pid)
            spelled[k].add(pid)
    for pid, addrs in addresses.items():
        if keys.get(pid):
            continue
        for addr in addrs:
            local, _, domain = addr.partition("@")
            named = spelled.get(tuple(t for t in re.split(r"[._-]+", local) if t), set()) - {pid}
            if len(named) == 1 and not address_kind(addr):
                (other,) = named
                if any(_org(a) == _org(domain) for a in addresses.get(other, ())):
                    propose(pid, other, f"{addr} spells {shown[other]['name']}'s name", 0.7)

    # the owner's own mailbox delivers to this address, or sends from it
    owner = next((pid for pid, p in shown.items() if p["owner"]), None)
    if owner is not None:
        for pid, value, signal, record_id in vault.conn.execute(
            "SELECT d.person_id, d.value, s.signal, s.record_id FROM identity_signals s "
            "JOIN identities d ON d.identity_id = s.identity_id WHERE s.signal = 'owner'"
        ):
            propose(owner, pid, f"your mailbox delivers to or sends from {value}", 0.95, record_id)

    # an export wrote one mailbox two ways: Exchange's rewrite of an outside address
    # (To "jud@enron.com" beside X-To "Jud <lakepeople2@juno.com>"), in a record the role may see
    if owner is None or not addresses.get(owner):  # no owner's address set: the mailbox's own, as its mail shows
        mine = mailbox_owner(_mails_of(vault, pids, where, params), keys)
        for i, a in enumerate(mine):
            for b in mine[i + 1 :]:
                propose(a, b, "every mail of this mailbox is to or from one of them", 0.6)
    for pid, value, signal, record_id in vault.conn.execute(
        "SELECT d.person_id, d.value, s.signal, s.record_id FROM identity_signals s "
        "JOIN identities d ON d.identity_id = s.identity_id JOIN items i ON i.record_id = s.record_id "
        f"WHERE s.signal LIKE 'alias:%' AND i.valid_to IS NULL AND {where}",
        params,
    ):
        other = vault.conn.execute(
            "SELECT person_id FROM identities WHERE kind = 'email' AND value = ?", (signal[6:],)
        ).fetchone()
        if other is not None:
            propose(pid, other[0], f"the mail's export wrote {signal[6:]} as {value}", 0.85, record_id)

    by_key: dict[tuple[str, str], set[int]] = defaultdict(set)
    for pid, ks in keys.items():
        for k in ks:
            by_key[(k[0], k[-1])].add(pid)
    for pid, record_id, body, participants, author in vault.conn.execute(
        f"SELECT DISTINCT d.person_id, i.record_id, i.body, i.participants, i.author "
        f"{_VISIBLE.format(role=where)} AND ii.role = 'author' AND i.source = 'mail'",
        params,
    ):
        if pid not in pids or not author:
            continue
        signature = _signature(body)
        # signed with the name of another person: a name line in the sign-off
        signer_line = _signed_name(signature)
        if signer_line and not keys.get(pid):  # the sender has no name of its own
            k = name_key(signer_line)
            match = by_key.get((k[0], k[-1]), set()) - {pid}
            if len(match) == 1:
                other = next(iter(match))
                if all(_compatible(k, y) for y in keys[other] if (y[0], y[-1]) == (k[0], k[-1])):
                    sender = next(iter(addresses.get(pid, [])), shown[pid]["name"])
                    propose(pid, other, f"mail from {sender} is signed {signer_line!r}", 0.6, record_id)
        present = {p.kind + p.value for p in map(parse, json.loads(participants)) if p}
        signer = _tokens(author)
        if not signer & _tokens(signature):
            continue  # not signed with the author's name
        for addr in _ADDRESS.findall(signature):
            row = vault.conn.execute(
                "SELECT person_id, display FROM identities WHERE kind = 'email' AND value = ?", (addr.lower(),)
            ).fetchone()
            if "email" + addr.lower() in present or not row or row[0] == pid or row[0] not in pids:
                continue
            if not signer & (_tokens(row[1] or "") | _tokens(addr.split("@")[0])):
                continue  # the address is someone else's (named in the text), not the signer's
            propose(pid, row[0], f"a signature names {addr.lower()}", 0.9, record_id)
    # an address a person gives as theirs (a signature's e-mail line, "my new address is", a forwarded
    # From line over their sign-off) that is another person's identity
    from hinet_pipeline.memory.facts.store import read as read_facts
    from hinet_pipeline.memory.people.resolve import resolve

    for fact in read_facts(vault, role, predicate="email", history=True):
        row = vault.conn.execute(
            "SELECT d.person_id, s.n FROM identities d LEFT JOIN identity_signals s ON s.identity_id = d.identity_id "
            "AND s.signal = 'stated' WHERE d.kind = 'email' AND d.value = ?",
            (fact["object"].lower(),),
        ).fetchone()
        if row is None:
            continue
        # an address only a statement gave (``people.stated``): its person is named as the subject, not them
        subject = [p for p in resolve(vault, fact["subject"]) if p in pids and not (row[1] and p == row[0])]
        one = len(subject) == 1 or all((a, b) in out for a, b in combinations(sorted(subject), 2))
        for person in subject if one else ():  # (or several this list already proposes as one: to each of them)
            why = f"{fact['subject']} gives {fact['object']} as theirs"
            propose(person, row[0], why, (0.9 if row[1] else 0.8) - 0.1 * (len(subject) > 1), fact["record_id"])
    ranked = sorted(out.items(), key=lambda kv: (-kv[1]["confidence"], kv[0]))
    if limit is not None:
        ranked = ranked[:limit]
    return [
        {
            "a": {"person_id": a, "name": shown[a]["name"], "identities": shown[a]["identities"]},
            "b": {"person_id": b, "name": shown[b]["name"], "identities": shown[b]["identities"]},
            **why,
        }
        for (a, b), why in ranked
    ]


def _naming(vault: "Vault", last: str, where: str, params: list) -> list[str]:
    """The bodies of the mails the role may see with a quote or a bracket right before the surname ``last``."""
    return [
        body
        for (body,) in vault.conn.execute(
            f"SELECT DISTINCT i.body {_VISIBLE.format(role=where)} AND i.source = 'mail' AND (i.body LIKE ? OR "
            "i.body LIKE ? OR i.body LIKE ?)",
            [*params, *(f"%{q} {last}%" for q in ('"', "”", ")"))],
        )
    ]


def _mails_of(vault: "Vault", pids: set[int], where: str, params: list) -> dict[int, set[int]]:
    """Each mail's persons (of ``pids``), by the mail's row."""
    mails: dict[int, set[int]] = defaultdict(set)
    for rowid, pid in vault.conn.execute(
        f"SELECT ii.item_rowid, d.person_id {_VISIBLE.format(role=where)} AND i.source = 'mail'", params
    ):
        if pid in pids:
            mails[rowid].add(pid)
    return mails


def _signed_name(signature: str) -> str | None:
    """The full name a sign-off gives: a line that is one person's name and nothing else, each word
    capitalised, no sentence ("See you Friday!" is none)."""
    for line in signature.splitlines():
        line = line.strip().rstrip(",.").strip()
        words = line.split()
        if (
            line
            and len(line) <= 40
            and not re.search(r"[!?:;@]", line)
            and all(w[0].isupper() or not w[0].isalpha() for w in words)
            and name_key(line)
        ):
            return line
    return None


def _tokens(text: str) -> set[str]:
    return {t for t in re.split(r"[\W_]+", fold_name(text)) if len(t) >= 3}


def _signature(body: str) -> str:
    """A mail's own sign-off: after a "-- " line, else its last four lines, quoted text left out (Yahoo's "--- On
    Sun, 3/6/11, X <x@...> wrote:" too)."""
    own = []
    for line in body.splitlines():
        if line.startswith(">") or re.match(
            r"^\s*((?:-{2,}\s*)?On .+ wrote:|-{3,}\s*Original Message|-{3,}\s*Forwarded|From: "
            r"|\u200f?(?:בתאריך|ב-?יום)\s.+מאת)",  # (Gmail's Hebrew "בתאריך ..., מאת X <x@...>:" too)
            line,
        ):
            break
        own.append(line)
    text = "\n".join(own).rstrip()
    if "\n-- \n" in text + "\n":
        return text.rsplit("\n-- ", 1)[-1]
    return "\n".join([ln for ln in text.splitlines() if ln.strip()][-4:])


_AFTER_NAME = re.compile(r"\s+(?:-|@)\s+")


def _display_key(name: str) -> tuple[str, ...] | None:
    """A display name's person, also before where they are ("Phillip Allen - Home (email)", "Mike
    Grigsby @ home")."""
    return name_key(name) or name_key(_AFTER_NAME.split(name, 1)[0])


def _org(address_or_domain: str) -> str:
    """An address's organisation: the last two labels of its domain (hou.ect.enron.com → enron.com)."""
    return ".".join(address_or_domain.rsplit("@", 1)[-1].split(".")[-2:])


def _apart(vault: "Vault", a: int, b: int) -> bool:
    return (
        vault.conn.execute(
            "SELECT 1 FROM person_apart p JOIN identities x ON x.identity_id = p.a JOIN identities y "
            "ON y.identity_id = p.b WHERE (x.person_id = ?1 AND y.person_id = ?2) OR (x.person_id = ?2 AND "
            "y.person_id = ?1) LIMIT 1",
            (a, b),
        ).fetchone()
        is not None
    )
