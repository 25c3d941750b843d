"""Addresses people give as theirs in what they write, that no header has shown: a signature's
e-mail line ("Email-Paganomj@SCE.Com" under Matt Pagano's sign-off), "my new e-mail will be
gwhitaker@...", "you can reach me at home at ...". The facts stage reads them as ``email`` facts;
here each such address becomes an identity of its own, linked to the record that states it (so it
is seen by exactly the roles that may see that record), under a person named as the statement
names its subject. Nothing is merged: ``suggest`` proposes the pair ("X gives Y as theirs"), and
mail later sent from the address is already that identity's."""

from __future__ import annotations

from typing import Iterable

from hinet_pipeline.memory.people.identity import name_key
from hinet_pipeline.memory.people.kinds import classify, refresh
from hinet_pipeline.memory.people.participants import ADDRESS
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.timeutil import utcnow


def adopt_stated(vault: Vault, stated: Iterable[tuple[int, str, str, str]]) -> int:
    """``stated``: (item rowid, record id, subject, address) of each address a record gives as its
    subject's. Each address no identity holds yet becomes one (a new person's, named by the subject
    when the subject is a name); returns how many were added. A repeat adds nothing."""
    first: dict[str, tuple[int, str, str]] = {}
    for rowid, record_id, subject, address in stated:
        addr = (address or "").strip().lower()
        if ADDRESS.fullmatch(addr):
            first.setdefault(addr, (rowid, record_id, subject))
    if not first:
        return 0
    with vault.transaction() as c:
        marks = ",".join("?" * len(first))
        known = {
            r[0]
            for r in c.execute(f"SELECT value FROM identities WHERE kind = 'email' AND value IN ({marks})", list(first))
        }
        new, now = [], utcnow()
        for addr, (rowid, record_id, subject) in first.items():
            if addr in known:
                continue
            display = subject if "@" not in subject and name_key(subject) else None
            pid = c.execute("INSERT INTO persons(name, created_at) VALUES (?, ?)", (display or addr, now)).lastrowid
            iid = c.execute(
                "INSERT INTO identities(kind, value, display, person_id, record_id) VALUES ('email', ?, ?, ?, ?)",
                (addr, display, pid, record_id),
            ).lastrowid
            c.execute("INSERT OR IGNORE INTO item_identities VALUES (?, ?, 'participant')", (iid, rowid))
            if display:
                c.execute("INSERT INTO identity_names(identity_id, name, n) VALUES (?, ?, 1)", (iid, display))
            c.execute(  # (what ``suggest`` knows it by: no header showed it, a statement did)
                "INSERT INTO identity_signals(identity_id, signal, n, record_id) VALUES (?, 'stated', 1, ?)",
                (iid, record_id),
            )
            new.append(iid)
        if new:
            refresh(c, classify(c, new))  # (a role's or a list's address is no person: never proposed)
    return len(new)
