"""Exchange exports pair the bare addresses of To/Cc with the names of X-To/X-cc (issue [14]); when
the counts differ the pairing is an alignment over a table of which name fits which address. The
table is filled sparsely (only addresses whose local part starts with a letter of the name's words
are tried): it must be the table the full test of every pair gives, and stay cheap on a long list."""

from __future__ import annotations

import random
import time

from hinet_pipeline.intake.connectors.mail_headers import _fit_table, _fits

FIRST = ["Phillip", "Ann", "John", "Mary", "Kay", "Jeff", "Sara", "Ben", "Élodie", "Zoë", "Mike", "Li"]
LAST = ["Allen", "Lee", "Grigsby", "Shackleton", "Mann", "Dasovich", "O'Neal", "Müller", "Ng", "Van Wagenen"]


def _address(rng: random.Random, first: str, last: str) -> str:
    f, la = first.casefold(), last.casefold().replace(" ", "").replace("'", "")
    local = rng.choice(
        [
            f"{f}.{la}",
            f"{la}.{f}",
            f"{f[0]}{la}",
            f"{f}{la[0]}",
            f"{f[0]}..{la}",
            f"{f[0]}{la}"[:7],
            f"_{f}.{la}",
            f"{rng.randint(1, 99)}{f}",
            "info",
            f"{la}{rng.randint(1, 9)}",
        ]
    )
    return f"{local}@{rng.choice(['enron.com', 'aol.com', 'haas.org'])}"


def _name(rng: random.Random, first: str, last: str) -> str:
    return rng.choice([f"{last}, {first}", f"{first} {last}", f"{first} K. {last}", f"{last}, {first} K.", "", "Legal"])


def test_the_sparse_table_is_the_full_one_on_random_lists():
    rng = random.Random(14)
    for _ in range(300):
        people = [(rng.choice(FIRST), rng.choice(LAST)) for _ in range(rng.randint(1, 30))]
        mailboxes = [(_name(rng, f, la) if rng.random() < 0.2 else "", _address(rng, f, la)) for f, la in people]
        entries = [(_name(rng, f, la), _address(rng, f, la) if rng.random() < 0.2 else "") for f, la in people]
        rng.shuffle(entries)
        entries = entries[: rng.randint(0, len(entries))] + [("Dana Levi", ""), ("", "x@y.com")]
        full = [[_fits(mb, e) for e in entries] for mb in mailboxes]
        assert _fit_table(mailboxes, entries) == full


def test_a_list_of_hundreds_costs_tests_per_entry_not_per_cell():
    """About 380 mailboxes and 370 names (142,104 cells): the sparse table tries only the addresses
    whose first letter is one of a name's. Counted in calls of the address test, not in seconds, so
    a busy machine cannot fail it."""
    import hinet_pipeline.intake.connectors.mail_headers as headers

    rng = random.Random(7)
    firsts = [f"{a}{b}" for a in "bcdfghjklmnprstvwz" for b in ("ara", "eno", "ilo", "uma")]
    lasts = [f"{a}{b}" for a in "bcdfghjklmnprstvwz" for b in ("aldez", "ensen", "ington", "owski")]
    people = list({(rng.choice(firsts).title(), rng.choice(lasts).title()) for _ in range(400)})[:400]
    mailboxes = [("", f"{f.casefold()}.{la.casefold()}@enron.com") for f, la in people]
    entries = [(f"{la}, {f}", "") for f, la in people[:-10]]
    calls = 0
    real = headers.fits_address

    def counting(addr, key):
        nonlocal calls
        calls += 1
        return real(addr, key)

    headers.fits_address = counting
    try:
        t0 = time.process_time()
        table = _fit_table(mailboxes, entries)
        spent = time.process_time() - t0
    finally:
        headers.fits_address = real
    assert all(table[i][i] for i in range(len(entries)))  # each name fits its own address
    cells = len(mailboxes) * len(entries)
    assert calls < cells / 5, (calls, cells, spent)  # 15,629 of 142,104 here; the full table: all
