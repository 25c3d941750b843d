"""Reading and editing people: ``list``, ``suggest``, ``merge``, ``split`` (a person's whole page,
with their facts, is ``hinet_pipeline.profile``).

Every reader applies the role's pre-filter, as retrieval does: a person, an identity, a thread or a
companion appears only through items the role may see. Every merge and split is a ``person_events``
row and an audit event (ids and counts only); a merge is undone by a split and a split by a merge.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from typing import TYPE_CHECKING

from ..config import Role
from ..errors import QueryError
from ..timeutil import utcnow
from .identity import fits_address, fold_name, name_key, parse, role_words
from .kinds import address_kind
from .kinds import refresh as refresh_kinds
from .resolve import one

if TYPE_CHECKING:
    from ..vault import Vault

_VISIBLE = (
    "FROM item_identities ii JOIN identities d ON d.identity_id = ii.identity_id "
    "JOIN items i ON i.rowid = ii.item_rowid WHERE i.valid_to IS NULL AND {role}"
)


def visible(role: Role, alias: str = "i") -> tuple[str, list]:
    where, params = role.sql(alias)
    return " AND ".join(where), params


def identities_of(vault: "Vault", person_ids: list[int], role: Role) -> dict[int, list[dict]]:
    """Identities of these persons seen in items the role may see (the owner role: all of them)."""
    if not person_ids:
        return {}
    marks = ",".join("?" * len(person_ids))
    where, params = visible(role)
    sql = (
        f"SELECT d.person_id, d.kind, d.value, d.display, count(DISTINCT i.rowid) FROM identities d "
        f"LEFT JOIN item_identities ii ON ii.identity_id = d.identity_id "
        f"LEFT JOIN items i ON i.rowid = ii.item_rowid AND i.valid_to IS NULL AND {where} "
        f"WHERE d.person_id IN ({marks}) GROUP BY d.identity_id ORDER BY d.person_id, count(i.rowid) DESC"
    )
    out: dict[int, list[dict]] = defaultdict(list)
    for pid, kind, value, display, n in vault.conn.execute(sql, [*params, *person_ids]):
        if n or role.sees_everything:
            out[pid].append({"kind": kind, "value": value, "display": display, "items": n})
    return out


def label(ident: dict) -> str:
    return ident["display"] if ident["kind"] == "name" and ident["display"] else ident["value"]


def list_people(vault: "Vault", role: Role, *, everyone: bool = False) -> list[dict]:
    """Persons with at least one item the role may see, most present first; lists, bots,
    newsletters and role mailboxes only with ``everyone`` (each with its ``kind``)."""
    where, params = visible(role)
    kinds = "" if everyone else "AND p.kind = 'person' "
    rows = vault.conn.execute(
        f"SELECT p.person_id, p.name, p.is_owner, p.kind, count(DISTINCT i.rowid) AS n FROM persons p "
        f"JOIN identities d ON d.person_id = p.person_id JOIN item_identities ii ON ii.identity_id = d.identity_id "
        f"JOIN items i ON i.rowid = ii.item_rowid WHERE p.merged_into IS NULL {kinds}AND i.valid_to IS NULL "
        f"AND {where} GROUP BY p.person_id ORDER BY n DESC, p.person_id",
        params,
    ).fetchall()
    idents = identities_of(vault, [r[0] for r in rows], role)
    return [
        {
            "person_id": pid,
            "name": name,
            "identities": [label(i) for i in idents.get(pid, [])],
            "owner": bool(is_owner),
            "kind": kind,
            "items": n,
        }
        for pid, name, is_owner, kind, n in rows
    ]


_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# the same first name as people write it two ways: a name pair with one of these is still a
# suggestion, with less confidence
_NICKNAMES = {
    nick: full
    for full, nicks in {
        "james": "jim jimmy jamie",
        "robert": "bob rob bobby robbie bert",
        "william": "bill will billy willy",
        "michael": "mike mick mickey",
        "david": "dave davy",
        "richard": "rick dick rich richie",
        "thomas": "tom tommy",
        "joseph": "joe joey",
        "charles": "chuck charlie chas",
        "christopher": "chris",
        "christine": "chris chrissy",
        "daniel": "dan danny",
        "matthew": "matt",
        "anthony": "tony",
        "steven": "steve",
        "stephen": "steve",
        "edward": "ed eddie ted",
        "elizabeth": "liz beth betty lizzie",
        "katherine": "kate kathy katie",
        "kathleen": "kathy kate",
        "jennifer": "jen jenny jenn",
        "margaret": "maggie peggy meg",
        "patricia": "pat patty trish",
        "susan": "sue susie",
        "deborah": "debbie deb debi",
        "kenneth": "ken kenny",
        "ronald": "ron ronnie",
        "donald": "don donnie",
        "gerald": "jerry gerry",
        "lawrence": "larry",
        "timothy": "tim timmy",
        "gregory": "greg",
        "jeffrey": "jeff",
        "andrew": "andy drew",
        "nicholas": "nick",
        "benjamin": "ben",
        "samuel": "sam",
        "alexander": "alex",
        "douglas": "doug",
        "phillip": "phil",
        "philip": "phil",
        "frederick": "fred",
        "peter": "pete",
        "jonathan": "jon",
        "victoria": "vicky",
        "rebecca": "becky",
        "cynthia": "cindy",
        "pamela": "pam",
    }.items()
    for nick in nicks.split()
}


_NOTE = re.compile(r"\s*\([^)]*\)")


def _first(name: str) -> str:
    return _NICKNAMES.get(name, name)


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
    sends from, a mail signature giving another address of its signer, and a mail from one address
    signed with the name of another person. Words that are no name ("e-mail", "legal", a city)
    never propose anything."""
    shown = {p["person_id"]: p for p in list_people(vault, role)}
    me = vault.conn.execute("SELECT person_id, name FROM persons WHERE is_owner = 1").fetchone()
    if me is not None and me[0] not in shown:  # the owner, though no record shows them yet
        mine = [label(i) for i in identities_of(vault, [me[0]], role).get(me[0], [])]
        shown[me[0]] = {"person_id": me[0], "name": me[1], "identities": mine, "owner": True}
    pids = set(shown)
    names = _names_of(vault, pids)
    addresses = _addresses_of(vault, pids)
    keys: dict[int, set[tuple[str, ...]]] = {
        pid: {k for k in (name_key(n) for n in names.get(pid, ())) if k} for pid in pids
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
            if len(group) < 2 or len(group) > 4:
                continue  # one alone, or a name too common to tell its people apart
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

    # the owner's own mailbox delivers to this address, or sends from it
    owner = next((pid for pid, p in shown.items() if p["owner"]), None)
    if owner is not None:
        for pid, value, signal, record_id in vault.conn.execute(
            "SELECT d.person_id, d.value, s.signal, s.record_id FROM identity_signals s "
            "JOIN identities d ON d.identity_id = s.identity_id WHERE s.signal = 'owner'"
        ):
            propose(owner, pid, f"your mailbox delivers to or sends from {value}", 0.95, record_id)

    where, params = visible(role)
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
    """A mail's own sign-off: after a "-- " line, else its last four lines, quoted text left out."""
    own = []
    for line in body.splitlines():
        if line.startswith(">") or re.match(
            r"^\s*(On .+ wrote:|-{3,}\s*Original Message|-{3,}\s*Forwarded|From: )", line
        ):
            break
        own.append(line)
    text = "\n".join(own).rstrip()
    if "\n-- \n" in text + "\n":
        return text.rsplit("\n-- ", 1)[-1]
    return "\n".join([ln for ln in text.splitlines() if ln.strip()][-4:])


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


def _event(vault: "Vault", c, kind: str, person: int, other: int, moved: list[int]) -> dict:
    at = utcnow()
    event = c.execute(
        "INSERT INTO person_events(kind, person_id, other_id, identities, at) VALUES (?,?,?,?,?)",
        (kind, person, other, json.dumps(moved), at),
    ).lastrowid
    vault.append_audit(f"people.{kind}", {"event": event, "person": person, "other": other, "identities": len(moved)})
    return {"event": event, "kind": kind, "person_id": person, "other_id": other, "identities": len(moved), "at": at}


def merge(vault: "Vault", a: str, b: str) -> dict:
    """Person ``b`` joins person ``a`` (all b's identities move; b is kept, marked merged)."""
    from ..graph import person_edges, relink_people

    keep, gone = one(vault, a), one(vault, b)
    if keep == gone:
        raise QueryError(f"{a!r} and {b!r} are the same person (P{keep})")
    with vault.transaction() as c:
        edges = person_edges(c, [keep, gone])
        moved = [r[0] for r in c.execute("SELECT identity_id FROM identities WHERE person_id = ?", (gone,))]
        marks = ",".join("?" * len(moved))
        c.execute(f"UPDATE identities SET person_id = ? WHERE identity_id IN ({marks})", [keep, *moved])
        c.execute(f"DELETE FROM person_apart WHERE a IN ({marks}) OR b IN ({marks})", [*moved, *moved])
        c.execute("UPDATE persons SET merged_into = ? WHERE person_id = ?", (keep, gone))
        event = _event(vault, c, "merge", keep, gone, moved)
        relink_people(c, [keep, gone], edges)
        refresh_kinds(c, [keep, gone])
    return event


def split(vault: "Vault", who: str, identities: list[str] | None = None) -> dict:
    """Without ``identities``: undo the person's latest merge. With them: those identities become a
    person of their own, kept apart from the rest from now on."""
    from ..graph import person_edges, relink_people

    pid = one(vault, who)
    with vault.transaction() as c:
        if not identities:
            row = c.execute(
                "SELECT event_id, other_id, identities FROM person_events WHERE person_id = ? AND kind IN "
                "('merge', 'auto-merge') AND undone_at IS NULL ORDER BY event_id DESC LIMIT 1",
                (pid,),
            ).fetchone()
            if row is None:
                raise QueryError(f"P{pid} has no merge to undo: name the identities to split off with --identity")
            event_id, other, moved = row[0], row[1], json.loads(row[2])
            c.execute("UPDATE person_events SET undone_at = ? WHERE event_id = ?", (utcnow(), event_id))
            c.execute("UPDATE persons SET merged_into = NULL WHERE person_id = ?", (other,))
        else:
            moved = []
            for text in identities:
                ident = parse(text)
                rows = c.execute(
                    "SELECT identity_id, kind, value, display FROM identities WHERE person_id = ?", (pid,)
                ).fetchall()
                match = [
                    r[0]
                    for r in rows
                    if (ident and (r[1], r[2]) == (ident.kind, ident.value)) or fold_name(r[3] or "") == fold_name(text)
                ]
                if not match:
                    raise QueryError(f"P{pid} has no identity {text!r}: see `hinet people show P{pid}`")
                moved += match
            moved = sorted(set(moved))
            rest = [r[0] for r in c.execute("SELECT identity_id FROM identities WHERE person_id = ?", (pid,))]
            if set(rest) <= set(moved):
                raise QueryError(f"splitting off every identity of P{pid} leaves nobody: name fewer")
            display = c.execute("SELECT coalesce(display, value) FROM identities WHERE identity_id = ?", (moved[0],))
            other = c.execute(
                "INSERT INTO persons(name, created_at) VALUES (?, ?)", (display.fetchone()[0], utcnow())
            ).lastrowid
            c.executemany(
                "INSERT OR IGNORE INTO person_apart VALUES (?, ?)",
                [(x, y) for x in moved for y in rest if y not in moved]
                + [(y, x) for x in moved for y in rest if y not in moved],
            )
        marks = ",".join("?" * len(moved))
        edges = person_edges(c, [pid, other])
        c.execute(f"UPDATE identities SET person_id = ? WHERE identity_id IN ({marks})", [other, *moved])
        event = _event(vault, c, "split", pid, other, moved)
        relink_people(c, [pid, other], edges)
        refresh_kinds(c, [pid, other])
    return event
