"""The facts stage of the sleep cycle: the day's new items → observations (extractors) → the
facts of the (subject, predicate) pairs they touch, consolidated again; the facts of items that a
newer version superseded are withdrawn the same way. Incremental: partial indexes find the work,
so a day with nothing new costs next to nothing; a re-run changes nothing.

With ``[facts] llm`` on (``Settings.facts_llm``), the LLM extractor runs too: the model is loaded
once per run, when the first pending item needs it (LLMUnavailable, one line, when it cannot be);
its counts (``llm_records``, ``llm_accepted``, ``llm_rejected``, ``llm_rejected_<kind>``) join the
result. Items extracted before the LLM was turned on are not read again."""

from __future__ import annotations

import re
import time
from collections import Counter
from dataclasses import replace
from typing import Iterator

from hinet_pipeline.config import Owner, Settings
from hinet_pipeline.llm import LLM
from hinet_pipeline.memory.facts.cues import capital_i
from hinet_pipeline.memory.facts.extract import DEFAULT, extract, readers
from hinet_pipeline.memory.facts.latin import CAP, SMALL
from hinet_pipeline.memory.facts.lexicon import name_words
from hinet_pipeline.memory.facts.llm_extract import LLMExtractor, LLMStats
from hinet_pipeline.memory.facts.named import known_people
from hinet_pipeline.memory.facts.partner import known_partners
from hinet_pipeline.memory.facts.store import record_observations, refresh
from hinet_pipeline.memory.facts.voice import name_of_speaker
from hinet_pipeline.memory.people import selves
from hinet_pipeline.memory.people.stated import adopt_stated
from hinet_pipeline.stages import Progress, StageResult, in_batches, pending_rows
from hinet_pipeline.store.items import ITEM_COLUMNS, ITEM_FIELDS, item_from_row
from hinet_pipeline.store.vault import Vault

# where an items row (rowid, content_hash, ITEM_COLUMNS) holds what the extractors' tests read
_GATE_COLUMNS = tuple(2 + ITEM_FIELDS.index(name) for name in ("source", "author", "body"))


def facts_stage(
    vault: Vault, settings: Settings, *, day: str | None = None, llm=None, progress: Progress | None = None
) -> StageResult:
    """``llm``: a loaded model (or a stand-in with its ``generate``) for the LLM extractor; by default
    the one ``settings.facts_llm`` names is loaded, and with that off no LLM runs. ``progress``: called
    with (items done, items to do) after each batch."""
    t0 = time.perf_counter()
    use_llm = llm is not None or bool(settings.facts_llm)
    extractors, reader = DEFAULT, None
    keys: set[tuple[str, str]] = set()
    items = observed = stated = 0
    by_predicate: Counter = Counter()
    owner = None
    todo = pending_rows(
        vault, "SELECT rowid FROM items WHERE facts_state = 0 AND valid_to IS NULL ORDER BY rowid", day, True
    )
    # ("Ben got the job at OHSU!": the Ben it knows; "We moved ... into our own apartment": the writer's husband's too)
    with known_people(lambda: _known_people(vault)), known_partners(lambda: _partner_texts(vault, settings)):
        for ids in in_batches(todo):
            if owner is None:  # (asked once there is something to read)
                owner = _owner(vault, settings)
            if use_llm and reader is None:
                reader = _llm_extractor(llm, settings)
                extractors = (*extractors, reader)
            marks = ",".join("?" * len(ids))
            found = []
            # most records state nothing: a cheap test on three columns, and only the rest are built,
            # each read by the extractors whose test it passed (at once: their own tests remember it)
            for row in vault.conn.execute(
                f"SELECT rowid, content_hash, {ITEM_COLUMNS} FROM items WHERE rowid IN ({marks})", ids
            ):
                if chosen := readers(*(row[i] for i in _GATE_COLUMNS), owner, extractors):
                    found += extract(item_from_row(row[2:], row[1]), row[0], owner, chosen, gated=True)
            keys |= record_observations(vault, found)  # a repeat is ignored: a re-run after a kill is safe
            # an address someone gives as theirs that no header showed: an identity of its own, proposed to them
            stated += adopt_stated(
                vault,
                (
                    (f.item_rowid, o.record_id, o.subject, o.object)
                    for f in found
                    if (o := f.observation).predicate == "email" and o.object and not o.retract
                ),
            )
            items += len(ids)
            observed += len(found)
            if progress:
                progress(items, len(todo))
            by_predicate.update(f.observation.predicate for f in found)
    withdrawn = [
        r[0] for r in vault.conn.execute("SELECT rowid FROM items WHERE facts_state = 1 AND valid_to IS NOT NULL")
    ]
    for ids in in_batches(withdrawn):  # superseded versions: their statements no longer count
        marks = ",".join("?" * len(ids))
        keys |= set(
            vault.conn.execute(
                f"SELECT DISTINCT subject, predicate FROM fact_observations WHERE item_rowid IN ({marks})", ids
            ).fetchall()
        )
    counts = (
        refresh(vault, keys, settings.fact_precedence) if keys else {"facts_added": 0, "facts_retracted": 0, "pairs": 0}
    )
    # only once the facts are consolidated are the items marked done: a kill before this leaves them
    # pending, and the re-run observes them again (ignored repeats) and consolidates what was lost
    for state, done in ((1, todo), (2, withdrawn)):
        for ids in in_batches(done):
            with vault.transaction() as c:
                c.execute(f"UPDATE items SET facts_state = {state} WHERE rowid IN ({','.join('?' * len(ids))})", ids)
    return StageResult(
        {
            "items": items,
            "observations": observed,
            "superseded_items": len(withdrawn),
            "identities_stated": stated,
            **counts,
            **{f"observed_{p}": n for p, n in sorted(by_predicate.items())},
            **(_llm_counts(reader) if use_llm else {}),
        },
        time.perf_counter() - t0,
    )


_NOT_ONE = frozenset("employee employees user users admin staff team desk office".split())
# (a name's word: "Allen", "K.", "McMahon", "O'Neil", "Asante-Mensah", "Ramírez")
_NAME_WORD = re.compile(rf"{CAP}(?:{SMALL}|['’])+(?:-{CAP}{SMALL}+)*-?|{CAP}\.?|(?:Ma?c|O')[A-Z][a-z]+")


def _known_people(vault: Vault) -> list[str]:
    """The people the vault knows (``named.known_people``), as First Last: each live person's name of two or three
    words ("Allen, Phillip K." as Phillip K. Allen)."""
    rows = vault.conn.execute("SELECT name FROM persons WHERE merged_into IS NULL AND is_owner = 0 AND kind = 'person'")
    names = (" ".join(reversed(n.split(", ", 1))) if n.count(",") == 1 else n for (n,) in rows)
    return [
        n
        for n in names
        if 2 <= len(words := n.split()) <= 3
        and all(_NAME_WORD.fullmatch(w) and w.casefold() not in _NOT_ONE for w in words)
        and name_words(n)  # (not "Enron Employee", "Rate Quotes")
    ]


# the words a writer's partner is named by (``partner``): only such items are read for it
_PARTNER_WORDS = (
    "husband wife hubby partner fianc boyfriend girlfriend spouse married engaged hitched בעלי אשתי הזוג ארוס התחתנו"
)


def _owner(vault: Vault, settings: Settings) -> Owner:
    """The owner as configured; where no address of theirs is, with the addresses the mailbox shows as its owner's
    (``Owner.mailbox``: a new user's mail, read before they said who they are)."""
    if settings.owner.identifiers:
        return settings.owner
    return replace(settings.owner, mailbox=selves.identities(vault))


def _partner_texts(vault: Vault, settings: Settings) -> Iterator[tuple[str | None, int, str]]:
    """(writer's name, time, body) of each live item that may name its writer's partner (``partner.known_partners``)."""
    words = _PARTNER_WORDS.split()
    like = " OR ".join("body LIKE ?" for _ in words)
    # (or a couple's sign-off at its end, "Dennis & Faith"; or "Jason and I will move in")
    like += " OR substr(body, -80) LIKE '%&%'"
    like += " OR body LIKE '% and I %mov%' OR body LIKE '%me and %mov%'"
    for row in vault.conn.execute(
        f"SELECT content_hash, {ITEM_COLUMNS} FROM items WHERE valid_to IS NULL AND ({like})", [f"%{w}%" for w in words]
    ):
        item = item_from_row(row[1:], row[0])
        yield name_of_speaker(item, settings.owner), int(item.timestamp.timestamp()), capital_i(item.body)


def _llm_extractor(llm, settings: Settings) -> LLMExtractor:
    if llm is None:
        llm = LLM.load(None if settings.facts_llm is True else settings.facts_llm)
    return LLMExtractor(llm)


def _llm_counts(reader: LLMExtractor | None) -> dict[str, int]:
    return (reader.stats if reader else LLMStats()).counts()  # zeros on a day with nothing to read


def facts_health(vault: Vault) -> dict[str, int]:
    """0 everywhere = healthy: every fact resolves to a stored record; the live values of a
    functional predicate for one subject are the ones its latest statement gave together: one record
    said each of them (opened it, or said it again while it held), so a signature's office and
    mobile numbers hold together, and an office number kept from an older signature holds beside
    the new mobile number the latest one gave."""
    import json

    from hinet_pipeline.memory.facts.vocabulary import PREDICATES

    functional = [p.name for p in PREDICATES.values() if p.functional]
    marks = ",".join("?" * len(functional))
    q = lambda sql, *a: vault.conn.execute(sql, a).fetchone()[0]  # noqa: E731
    live = vault.conn.execute(
        f"SELECT subject, predicate, record_id, support FROM facts WHERE retracted_at IS NULL AND valid_to IS NULL "
        f"AND predicate IN ({marks}) AND (subject, predicate) IN (SELECT subject, predicate FROM facts "
        f"WHERE retracted_at IS NULL AND valid_to IS NULL AND predicate IN ({marks}) "
        f"GROUP BY subject, predicate HAVING count(DISTINCT record_id) > 1) ORDER BY subject, predicate",
        (*functional, *functional),
    ).fetchall()
    said: dict[tuple[str, str], set[str] | None] = {}
    for subject, predicate, record_id, support in live:
        by = {record_id, *json.loads(support or "[]")}
        key = (subject, predicate)
        said[key] = by if key not in said else said[key] & by
    return {
        "facts_without_record": q(
            "SELECT count(*) FROM facts f WHERE NOT EXISTS (SELECT 1 FROM items i WHERE i.record_id = f.record_id)"
        ),
        "double_live_values": sum(1 for records in said.values() if not records),
    }
