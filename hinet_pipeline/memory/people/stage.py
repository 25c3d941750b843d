"""The people step of the sleep cycle: each new item's author and participants → identities → persons. An
identity seen for the first time joins the owner when the owner's configuration names it, else it starts a
person of its own; the same address, number or Slack user anywhere is the same identity, so exact matches group
by themselves. Names are never grouped here (``directory.suggest``). Incremental: a day with nothing new is free."""

from __future__ import annotations

import json
import re
import time
from collections import Counter

from hinet_pipeline.config import Owner, Settings
from hinet_pipeline.memory.people import selves
from hinet_pipeline.memory.people.identity import (
    Identity,
    could_fit,
    fits_address,
    name_key,
    owner_identities,
    role_words,
)
from hinet_pipeline.memory.people.kinds import address_kind, classify, refresh
from hinet_pipeline.memory.people.lists import discussion_list, list_siblings, lists_only
from hinet_pipeline.memory.people.participants import item_identities, quoted_people
from hinet_pipeline.memory.people.participants import key_of as _key
from hinet_pipeline.stages import Progress, StageResult, in_batches, pending_rows
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.timeutil import utcnow


class _Identities:
    """Identity ids by (kind, value), created on first sight."""

    def __init__(self, conn, owner_id: int, owner_keys: set[tuple[str, str]]) -> None:
        self.conn, self.owner_id, self.owner_keys = conn, owner_id, owner_keys
        self.cache: dict[tuple[str, str], int] = {}
        self.created = self.persons = 0
        self.new: set[int] = set()

    def resolve(self, seen: list[tuple[Identity, str | None]]) -> None:
        """Give every identity of a batch its id (``seen``: each with the record it is seen in, in the
        order the items show them): the known ones by one query per 500 values, and the new ones,
        in order of first sight, in one write each to persons and identities, as one by one would."""
        first: dict[tuple[str, str], tuple[Identity, str | None]] = {}
        for ident, record_id in seen:
            key = (ident.kind, ident.value)
            if key not in self.cache and key not in first:
                first[key] = (ident, record_id)
        for kind in sorted({k for k, _ in first}):
            values = sorted(v for k, v in first if k == kind)
            for start in range(0, len(values), 500):
                part = values[start : start + 500]
                marks = ",".join("?" * len(part))
                for value, iid in self.conn.execute(
                    f"SELECT value, identity_id FROM identities WHERE kind = ? AND value IN ({marks})", [kind, *part]
                ):
                    self.cache[(kind, value)] = iid
        new = [(key, ident, record_id) for key, (ident, record_id) in first.items() if key not in self.cache]
        if not new:
            return
        next_person = self.conn.execute("SELECT coalesce(max(person_id), 0) + 1 FROM persons").fetchone()[0]
        next_identity = self.conn.execute("SELECT coalesce(max(identity_id), 0) + 1 FROM identities").fetchone()[0]
        now = utcnow()
        persons, identities = [], []
        for key, ident, record_id in new:
            if key in self.owner_keys:
                person = self.owner_id
            else:
                shown = ident.display if ident.display and not role_words(ident.display) else None
                person, next_person = next_person, next_person + 1
                persons.append((person, shown or ident.value, now))
            iid, next_identity = next_identity, next_identity + 1
            identities.append((iid, *key, ident.display, person, record_id))
            self.cache[key] = iid
            self.new.add(iid)
        self.conn.executemany("INSERT INTO persons(person_id, name, created_at) VALUES (?, ?, ?)", persons)
        self.conn.executemany(
            "INSERT INTO identities(identity_id, kind, value, display, person_id, record_id) VALUES (?,?,?,?,?,?)",
            identities,
        )
        self.created += len(identities)
        self.persons += len(persons)


def ensure_owner(vault: Vault, owner: Owner) -> int:
    """The owner's person (created on first use), holding every identity ``[owner]`` names; an
    identity first seen elsewhere and later configured as the owner's moves to the owner, as an
    undoable automatic merge."""
    with vault.transaction() as c:
        row = c.execute("SELECT person_id, name FROM persons WHERE is_owner = 1").fetchone()
        if row is None:
            owner_id = c.execute(
                "INSERT INTO persons(name, is_owner, created_at) VALUES (?, 1, ?)", (owner.name, utcnow())
            ).lastrowid
        else:
            owner_id = row[0]
            if row[1] != owner.name:
                c.execute("UPDATE persons SET name = ? WHERE person_id = ?", (owner.name, owner_id))
        for ident in owner_identities(owner):
            found = c.execute(
                "SELECT identity_id, person_id FROM identities WHERE kind = ? AND value = ?", (ident.kind, ident.value)
            ).fetchone()
            if found is None:
                c.execute(
                    "INSERT INTO identities(kind, value, display, person_id) VALUES (?,?,?,?)",
                    (ident.kind, ident.value, ident.display, owner_id),
                )
            elif found[1] != owner_id and not selves.kept_apart(c, found[0], owner_id):
                selves.join_owner(vault, c, owner_id, found[0], found[1])
    return owner_id


class _Evidence:
    """Names and signals of the identities one run touches, written once per batch."""

    def __init__(self, owner: Owner) -> None:
        self.names: Counter = Counter()
        self.signals: Counter = Counter()
        self.first: dict[tuple[int, str], str] = {}
        self.touched: set[int] = set()
        self.owner_key = name_key(owner.name)

    def names_of(self, linked: list[tuple[Identity, str, int]]) -> None:
        """The display names one record writes its identifiers with."""
        for ident, _, iid in linked:
            if ident.display and ident.kind != "name":
                self.names[(iid, ident.display)] += 1
                self.touched.add(iid)

    def _mine(self, sender: Identity | None) -> bool:
        """A sent folder's sender is the owner under one of their addresses, unless the mail names
        someone else: an assistant sending from the owner's mailbox ("Kay Chapman" in David
        Delainey's sent mail), or another person's mailbox in the same export. Unnamed, or the
        owner's last name and first name (or its short form), or an address made of the owner's name:
        the owner."""
        if sender is None or self.owner_key is None:
            return True
        key = _key(sender.display) if sender.display else None
        if key is None:
            return True
        first, own_first = key[0], self.owner_key[0]
        same_first = first.startswith(own_first) or own_first.startswith(first)  # "Phil" for "Phillip"
        return (same_first and key[-1] == self.owner_key[-1]) or fits_address(sender.value, self.owner_key)

    def signal(self, iid: int, signal: str, record_id: str) -> None:
        self.signals[(iid, signal)] += 1
        self.first.setdefault((iid, signal), record_id)
        self.touched.add(iid)

    def item(self, record_id: str, found: list[tuple[Identity, str, int]], signals: list[str], heads: int = 0) -> None:
        """What one mail's signals say about its sender and recipients (kinds.py reads the sums).
        ``heads``: how many of ``found`` its own header named (the rest are quoted messages' people)."""
        author = next((iid for ident, role, iid in found if role == "author" and ident.kind == "email"), None)
        sender = next((ident for ident, role, _ in found if role == "author" and ident.kind == "email"), None)
        recipients = {ident.value: iid for ident, role, iid in found if role == "participant" and ident.kind == "email"}
        addresses = {ident.value: iid for ident, _, iid in found if ident.kind == "email"}
        lists = {x[5:] for x in signals if x.startswith("list:")}
        for addr in lists & addresses.keys():
            self.signal(addresses[addr], "list", record_id)
        heads_to = {i.value: i.display for i, role, _ in found[:heads] if role == "participant" and i.kind == "email"}
        for addr in list_siblings(lists, heads_to, sender and sender.value):  # cross-posted to more lists
            self.signal(addresses[addr], "listed", record_id)
        for x in signals:
            if x.startswith("resource:") and x[9:] in addresses:  # an Exchange resource mailbox
                self.signal(addresses[x[9:]], "resource", record_id)
            elif x.startswith("alias:") and (pair := x[6:].split("=", 1))[0] in addresses and pair[-1] in addresses:
                self.signal(addresses[pair[0]], f"alias:{pair[1]}", record_id)  # one mailbox written two ways
            elif x.startswith("shared:") and x[7:] in addresses:  # "the intake mailbox, claims.intake@..."
                self.signal(addresses[x[7:]], "shared", record_id)
        if author is not None and author not in {addresses[a] for a in lists & addresses.keys()}:
            if lists & recipients.keys() or "list" in signals or any(map(discussion_list, heads_to)):
                self.signal(author, "personal", record_id)  # a human posting to a list (its footer no bulk mail's)
            elif "auto" in signals:
                self.signal(author, "auto", record_id)
            elif "bulk" in signals:
                self.signal(author, "bulk", record_id)
            else:
                self.signal(author, "personal", record_id)
            if lists_only(heads_to, [x[8:] for x in signals if x.startswith("to-name:")]):
                self.signal(author, "to-list", record_id)  # written only to lists named or spelt as such
        mailbox = next((x[8:] for x in signals if x.startswith("mailbox:")), None)
        mine = [recipients[x[10:]] for x in signals if x.startswith("delivered:") and x[10:] in recipients]
        if (
            "sent" in signals
            and author is not None
            and ((mailbox and _key(mailbox) != self.owner_key) or self._mine(sender))
        ):
            mine.append(author)
        if mailbox and not mine and "sent" not in signals:
            key = _key(mailbox)
            fits = [
                iid
                for ident, role, iid in found
                if role == "participant"
                and ident.kind == "email"
                and (
                    (key is not None and could_fit(ident.value, key) and fits_address(ident.value, key))
                    or (ident.display and _key(ident.display) == key)
                )
            ]
            mine = fits if len(fits) == 1 else []
        known = bool(mailbox) or any(x.startswith("delivered:") for x in signals)
        if (
            known
            and not mine
            and "sent" not in signals
            and (  # from a bulk sender, or through a list
                "bulk" in signals
                or (sender is not None and address_kind(sender.value) in ("newsletter", "list", "bot", "role"))
                or any(
                    address_kind(ident.value, weak=False) in ("list", "role")
                    for ident, role, _ in found
                    if role == "participant" and ident.kind == "email"
                )
            )
        ):
            for ident, role, iid in found[:heads]:  # bulk or list mail reached the mailbox through them
                if role == "participant" and ident.kind == "email":  # (not a quoted message's people)
                    self.signal(iid, "listed", record_id)
        elif (
            known and not mine and not {"sent", "no-to"} & set(signals) and (only := _only_bare(found[:heads], sender))
        ):
            self.signal(only, "listed", record_id)  # set@ercot.com: mail to one word, not to the owner
        for iid in mine:
            if mailbox and _key(mailbox) != self.owner_key:
                self.names[(iid, mailbox)] += 1  # someone else's exported mailbox: its owner's name
                self.touched.add(iid)
                self.signal(iid, "mailbox", record_id)
            else:
                self.signal(iid, "owner", record_id)

    def flush(self, c) -> None:
        c.executemany(
            "INSERT INTO identity_names(identity_id, name, n) VALUES (?, ?, ?) "
            "ON CONFLICT(identity_id, name) DO UPDATE SET n = n + excluded.n",
            [(iid, name, n) for (iid, name), n in self.names.items()],
        )
        c.executemany(
            "INSERT INTO identity_signals(identity_id, signal, n, record_id) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(identity_id, signal) DO UPDATE SET n = n + excluded.n",
            [(iid, sig, n, self.first[(iid, sig)]) for (iid, sig), n in self.signals.items()],
        )
        self.names.clear()
        self.signals.clear()
        self.first.clear()


def _only_bare(head: list[tuple[Identity, str, int]], sender: Identity | None) -> int | None:
    """The one recipient of a mail that reached the mailbox without naming its owner, when that recipient is an
    address of one word with no name anywhere ("set@ercot.com", "eveningmba@haas.berkeley.edu"): the list it came
    through; not a word of the sender's own address (Rod Kennedy's "kennedy@"), nor a copy of a mail with no To
    (whose owner is then one of many blind copies). A person's address so written (the owner blind-copied) is
    rescued by any personal mail it sends or name it is given."""
    to = [(ident, iid) for ident, role, iid in head if role == "participant"]
    if len(to) != 1 or sender is None:
        return None
    ident, iid = to[0]
    local = ident.value.rsplit("@", 1)[0]
    bare = ident.kind == "email" and not ident.display and local.isalpha() and local.isascii()
    own = local in re.split(r"[^a-z]+", sender.value.rsplit("@", 1)[0])
    return iid if bare and not own and ident.value != sender.value else None


def _name_persons(c, person_ids: set[int]) -> None:
    """A person named by an address (or a word that is no name) takes its identities' commonest person's name."""
    ids = sorted(person_ids)
    for start in range(0, len(ids), 500):
        part = ids[start : start + 500]
        marks = ",".join("?" * len(part))
        rows = c.execute(
            f"SELECT p.person_id, p.name, n.name, sum(n.n) FROM persons p JOIN identities d "
            f"ON d.person_id = p.person_id JOIN identity_names n ON n.identity_id = d.identity_id "
            f"WHERE p.person_id IN ({marks}) AND p.is_owner = 0 GROUP BY p.person_id, n.name",
            part,
        ).fetchall()
        best: dict[int, tuple[int, str]] = {}
        current: dict[int, str] = {}
        for pid, name, shown, n in rows:
            current[pid] = name
            if _key(shown) and (pid not in best or n > best[pid][0]):
                best[pid] = (n, shown)
        c.executemany(
            "UPDATE persons SET name = ? WHERE person_id = ?",
            [(shown, pid) for pid, (_, shown) in best.items() if not _key(current[pid]) and current[pid] != shown],
        )


def people_stage(
    vault: Vault, settings: Settings, *, day: str | None = None, progress: Progress | None = None
) -> StageResult:
    """``progress``: called with (items done, items to do) after each batch."""
    t0 = time.perf_counter()
    owner = settings.owner
    owner_id = ensure_owner(vault, owner)
    owner_keys = {(i.kind, i.value) for i in owner_identities(owner)}
    owner_name = next(i for i in owner_identities(owner) if i.kind == "name")
    todo = pending_rows(
        vault, "SELECT rowid FROM items WHERE people_state = 0 AND valid_to IS NULL ORDER BY rowid", day, True
    )
    items = links = 0
    identities = None
    evidence = _Evidence(owner)
    for ids in in_batches(todo):
        marks = ",".join("?" * len(ids))
        rows = vault.conn.execute(
            f"SELECT rowid, record_id, source, author, participants, signals, body FROM items WHERE rowid IN ({marks})",
            ids,
        ).fetchall()
        with vault.transaction() as c:
            if identities is None:
                identities = _Identities(c, owner_id, owner_keys)
            pairs = []
            each = []
            for rowid, record_id, source, author, participants, signals, body in rows:
                participants = json.loads(participants)
                found = item_identities(source, author, participants, owner.region)
                heads = len(found)
                if source == "mail":
                    found += quoted_people(body, author, participants, found, owner.region)
                if not author and source == "notes":  # a note without an author is the owner's
                    found.append((owner_name, "author"))
                each.append((rowid, record_id, source, signals, found, heads))
            identities.resolve([(ident, record_id) for _, record_id, _, _, found, _ in each for ident, _ in found])
            ids_of = identities.cache
            for rowid, record_id, source, signals, found, heads in each:
                linked = [(ident, role, ids_of[(ident.kind, ident.value)]) for ident, role in found]
                pairs += [(iid, rowid, role) for _, role, iid in linked]
                evidence.names_of(linked)
                if source == "mail":
                    evidence.item(record_id, linked, json.loads(signals or "[]"), heads)
            c.executemany("INSERT OR IGNORE INTO item_identities VALUES (?,?,?)", pairs)
            c.execute(f"UPDATE items SET people_state = 1 WHERE rowid IN ({marks})", ids)
            evidence.flush(c)
        items += len(ids)
        links += len(pairs)
        if progress:
            progress(items, len(todo))
    if identities is not None:
        evidence.touched |= identities.new
    if evidence.touched:
        with vault.transaction() as c:
            persons = classify(c, evidence.touched)
            if settings.people_auto_merge:
                persons |= selves.owner_variants(vault, c, owner_id) | {owner_id}
            refresh(c, persons)
            _name_persons(c, persons)
    if items:
        selves.mark(vault)  # (the mailbox's owner, as all its mail now shows)
    counts = {
        "items": items,
        "item_links": links,
        "identities_added": identities.created if identities else 0,
        "persons_added": identities.persons if identities else 0,
        "persons": vault.conn.execute("SELECT count(*) FROM persons WHERE merged_into IS NULL").fetchone()[0],
        "nonpersons": vault.conn.execute(
            "SELECT count(*) FROM persons WHERE merged_into IS NULL AND kind != 'person'"
        ).fetchone()[0],
    }
    if counts["identities_added"]:
        with vault.transaction():
            vault.append_audit("people", {k: counts[k] for k in ("identities_added", "persons_added")})
    return StageResult(counts, time.perf_counter() - t0)
