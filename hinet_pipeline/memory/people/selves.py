"""The owner's own persons: who "I" is in the vault before and beside any merge. The owner's person,
the persons of the addresses the owner's mailbox delivers to or sends from (signal ``owner``), and,
for a mailbox whose owner never said who they are (a new user's mail before `hinet init --email`),
the persons the mail itself shows as its owner (``suggest.mailbox_persons``: every mail is to or
from one of them, named alike), marked ``self`` by the people stage after each run that read mail.

Nobody is merged by it (``people merge`` does that, and ``[people] auto_merge``: ``owner_variants``, the addresses
the owner's mailbox delivers to joining the owner's person): a question about one
of them is a question about the owner (``widen``), and the owner's words are read as the owner's
under every one of their addresses (``identities``, ``Owner.mailbox``)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from hinet_pipeline.memory.graph import person_edges, relink_people
from hinet_pipeline.memory.people.identity import name_key
from hinet_pipeline.memory.people.suggest import mailbox_persons
from hinet_pipeline.timeutil import utcnow

if TYPE_CHECKING:
    from hinet_pipeline.store.vault import Vault


def mark(vault: "Vault") -> list[int]:
    """Mark the identities of the persons the mailbox shows as its owner (``self``), replacing the
    last marks; the persons are returned (none for many people's mail)."""
    mine = mailbox_persons(vault)
    with vault.transaction() as c:
        c.execute("DELETE FROM identity_signals WHERE signal = 'self'")
        for rank, pid in enumerate(mine, 1):  # (n: the person's rank, the first the mailbox's most)
            c.execute(
                "INSERT INTO identity_signals(identity_id, signal, n, record_id) "
                "SELECT identity_id, 'self', ?, NULL FROM identities WHERE person_id = ? AND kind = 'email'",
                (rank, pid),
            )
    return mine


def persons(vault: "Vault") -> set[int]:
    """The live persons that are the owner: the owner's, and those of the addresses marked as theirs."""
    return {
        r[0]
        for r in vault.conn.execute(
            "SELECT person_id FROM persons WHERE is_owner = 1 AND merged_into IS NULL UNION "
            "SELECT d.person_id FROM identity_signals s JOIN identities d ON d.identity_id = s.identity_id "
            "JOIN persons p ON p.person_id = d.person_id WHERE s.signal IN ('owner', 'self') "
            "AND p.merged_into IS NULL AND p.kind = 'person'"
        )
    }


def widen(vault: "Vault", pids: set[int] | list[int]) -> set[int]:
    """``pids``, and where one of them is the owner, every person that is (one life, one answer)."""
    pids = set(pids)
    if not pids:
        return pids
    mine = persons(vault)
    return pids | mine if pids & mine else pids


def identities(vault: "Vault") -> tuple[str, ...]:
    """The addresses, then the names, of the persons marked ``self`` (``Owner.mailbox``)."""
    rows = vault.conn.execute(
        "SELECT d.person_id, d.value FROM identity_signals s JOIN identities d ON d.identity_id = s.identity_id "
        "WHERE s.signal = 'self' ORDER BY s.n, d.identity_id"
    ).fetchall()
    shown: dict[str, None] = {}
    for pid in dict.fromkeys(pid for pid, _ in rows):
        for (name,) in vault.conn.execute(
            "SELECT name FROM persons WHERE person_id = ?1 UNION ALL "
            "SELECT display FROM identities WHERE display IS NOT NULL AND person_id = ?1 UNION ALL "
            "SELECT n.name FROM identity_names n JOIN identities d ON d.identity_id = n.identity_id "
            "WHERE d.person_id = ?1",
            (pid,),
        ):
            if name and "@" not in name and name_key(name):
                shown[name] = None
    return (*dict.fromkeys(value for _, value in rows), *shown)


def join_owner(vault: "Vault", c, owner_id: int, identity_id: int, person_id: int) -> None:
    """One identity moves from its person to the owner: an automatic merge, undone by a split."""
    edges = person_edges(c, [owner_id, person_id])
    c.execute("UPDATE identities SET person_id = ? WHERE identity_id = ?", (owner_id, identity_id))
    relink_people(c, [owner_id, person_id], edges)
    c.execute(
        "INSERT INTO person_events(kind, person_id, other_id, identities, at) VALUES ('auto-merge', ?, ?, ?, ?)",
        (owner_id, person_id, json.dumps([identity_id]), utcnow()),
    )
    vault.append_audit("people.auto_merge", {"person": owner_id, "from": person_id, "identities": 1})


def owner_variants(vault: "Vault", c, owner_id: int) -> set[int]:
    """``[people] auto_merge``: every address the owner's mailbox delivers to or sends from joins
    the owner (not one a split kept apart); the persons it leaves are returned."""
    left = set()
    for iid, pid in c.execute(
        "SELECT d.identity_id, d.person_id FROM identity_signals s JOIN identities d ON d.identity_id = s.identity_id "
        "WHERE s.signal = 'owner' AND d.person_id != ? AND d.kind = 'email'",
        (owner_id,),
    ).fetchall():
        if not kept_apart(c, iid, owner_id):
            join_owner(vault, c, owner_id, iid, pid)
            left.add(pid)
    return left


def kept_apart(c, identity_id: int, person_id: int) -> bool:
    """A split separated this identity from one of the person's: configuration does not undo it."""
    return (
        c.execute(
            "SELECT 1 FROM person_apart p JOIN identities d ON d.identity_id = p.b "
            "WHERE p.a = ? AND d.person_id = ? LIMIT 1",
            (identity_id, person_id),
        ).fetchone()
        is not None
    )
