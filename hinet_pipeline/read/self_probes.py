"""Probes the memory writes for itself: the eval gate's questions for a home nobody wrote probes for.

A set is drawn once from the owner's own live records, spread over sources and accounts (a quota per
(source, account) growing with the square root of its size), over time (each quota cut into time
bins) and over length (the bins take short, middling and long records in turn), with a generator
seeded by the vault (the hash of its first audit event): the same vault draws the same set. Each
record gives three known-item probes made from its own indexed text:

* ``subject``: its subject or title (Re:/Fwd: cut); the records of its thread with that subject answer too;
* ``rare_phrase``: six words around its rarest term (document frequency in the BM25 index);
* ``shuffled``: a sentence with its two rarest words and a quarter of the rest dropped, the rest
  reordered (words the dense side must carry);
* ``name_topic``: its author's name and its two rarest terms;
* ``dated``: its author's name (where it has one), its day (``2023-05-08``) and a topic: its rarest word that at least
  TOPIC_CHUNKS chunks share, so the day picks it out among the records on that topic;

(one of the first two, one of the next two, and ``dated``) and, where the vault holds facts,
``fact`` probes: a fact's subject and predicate, answered by the records that state it. A subject
and a day reach the index in the chunks' provenance header alone (a message's text seldom repeats
its subject, never its date): those probes are what a chunker that drops the header fails (the
author's name is also carried by the lift for the authors a question names).

The set lives in the vault (``eval_probes``), never in a file or in Dagster, and stays fixed so
cycles compare; a new set is drawn when the pinned embedder changes, when the chunks of at least
half the probed records changed (a chunking change: their text, order or provenance header), or
when the corpus grew fourfold. The old set runs one last time beside the new one's first run (the
gate judges the old set's figures on the new index: a worse embedder or chunker fails it).
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import random
import re
from collections import defaultdict
from dataclasses import dataclass, field

from hinet_pipeline.read.retrieval.lexical import query_terms
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.timeutil import utcnow

RECORDS = 60  # records a set is drawn from (two probes each): ~120 probes, three modes each cycle
FACTS = 30  # fact probes at most
MIN_CHARS = 60  # a record shorter than this makes no probe worth asking
MIN_GROWTH = 4.0  # the corpus grew this many times since the set was drawn: a new one
MAX_QUESTION = 300  # characters: longer is no question (and over 4,000 a search refuses it)
CHANGED_SHARE = 0.5  # this share of the probed records chunked otherwise: a chunking change
TOPIC_CHUNKS = 3  # a dated probe's topic: a word of the record at least this many chunks share (not a rare term
# that names the record alone: the day has to pick it out, and the day reaches the index in the header only)
_WORDS = re.compile(r"\w[\w'’.-]*\w|\w", re.U)
_SENTENCES = re.compile(r"[^.!?\n]+[.!?]?")
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_REPLY = re.compile(r"^\s*((re|fw|fwd|aw|tr)\s*(\[\d+\])?\s*:\s*)+", re.I)


@dataclass
class SelfProbe:
    probe_id: str
    kind: str
    source: str
    query: str
    record_id: str
    accepted: list[str] = field(default_factory=list)  # every record that answers (the record first)
    layout: str = ""  # digest of the record's chunks when drawn (a chunking change shows here)


@dataclass
class ProbeSet:
    set_id: int
    model_id: str | None
    corpus: int
    probes: list[SelfProbe]


def vault_seed(vault: Vault) -> str:
    """The vault's own seed: the hash of its first audit event (written when it was created)."""
    row = vault.conn.execute("SELECT hash FROM audit_events ORDER BY seq LIMIT 1").fetchone()
    return (row[0] if row else hashlib.sha256(str(vault.path).encode()).hexdigest())[:16]


def live_records(vault: Vault) -> int:
    return vault.conn.execute("SELECT count(*) FROM items WHERE valid_to IS NULL").fetchone()[0]


def layouts(vault: Vault, record_ids: list[str]) -> dict[str, str]:
    """Each record's chunk layout: a digest of its live chunks' order and text hashes, then one of
    their provenance headers (a chunker that drops or changes the header re-cuts every record, also
    where the header is not embedded: chat, notes). A set drawn before the header was digested
    holds the first part alone (renewal_reason compares what it holds)."""
    out: dict[str, list] = defaultdict(list)
    heads: dict[str, list] = defaultdict(list)
    for i in range(0, len(record_ids), 500):
        part = record_ids[i : i + 500]
        for rid, ord_, th, header in vault.conn.execute(
            "SELECT record_id, ord, text_hash, header FROM chunks WHERE live = 1 "
            f"AND record_id IN ({','.join('?' * len(part))}) ORDER BY record_id, ord",
            part,
        ):
            out[rid].append(f"{ord_}:{th}")
            heads[rid].append(header)
    return {rid: _digest("|".join(parts)) + _digest("\n".join(heads[rid])) for rid, parts in out.items()}


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


class _Rarity:
    """Document frequency of a term in the BM25 index's text column (kept per term)."""

    def __init__(self, vault: Vault) -> None:
        self.conn, self.df = vault.conn, {}

    def __call__(self, term: str) -> int:
        if term not in self.df:
            expr = 'text : "' + term.replace('"', '""') + '"'
            self.df[term] = self.conn.execute(
                "SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH ?", (expr,)
            ).fetchone()[0]
        return self.df[term]

    def rarest(self, words: list[str], n: int, avoid: set[str] = frozenset(), least: int = 1) -> list[str]:
        """The ``n`` rarest of the first 40 terms of ``words`` found in at least ``least`` chunks."""
        terms = [t for t in query_terms(" ".join(words)) if len(t) >= 3 and not t.isdigit() and t not in avoid][:40]
        found = [(self(t), i, t) for i, t in enumerate(terms)]
        return [t for df, _, t in sorted(x for x in found if x[0] >= least)[:n]]


def _candidates(vault: Vault) -> list[tuple]:
    return vault.conn.execute(
        "SELECT i.record_id, i.source, coalesce(i.account, ''), i.thread_id, i.ts, i.title, i.author, length(i.body), "
        "substr(i.timestamp, 1, 10) "
        "FROM items i WHERE i.valid_to IS NULL AND length(i.body) >= ? "
        "AND EXISTS (SELECT 1 FROM chunks c WHERE c.item_rowid = i.rowid AND c.live = 1 AND c.in_fts = 1) "
        "ORDER BY i.record_id",
        (MIN_CHARS,),
    ).fetchall()


def sample(rows: list[tuple], rng: random.Random, n: int = RECORDS) -> list[tuple]:
    """About ``n`` records spread over (source, account), time and length."""
    groups: dict[tuple, list] = defaultdict(list)
    for r in rows:
        groups[(r[1], r[2])].append(r)
    weight = {g: math.sqrt(len(v)) for g, v in groups.items()}
    total = sum(weight.values()) or 1.0
    picked = []
    for g in sorted(groups):
        members = sorted(groups[g], key=lambda r: (r[4], r[0]))
        quota = min(len(members), max(1, round(n * weight[g] / total)))
        for b in range(quota):
            lo, hi = b * len(members) // quota, (b + 1) * len(members) // quota
            bin_ = sorted(members[lo:hi], key=lambda r: (r[7], r[0]))
            third = len(bin_) / 3
            a, z = int((b % 3) * third), max(int((b % 3) * third) + 1, int((b % 3 + 1) * third))
            picked.append(bin_[rng.randrange(a, min(z, len(bin_)))])
    return picked


def _author_name(author: str | None) -> str | None:
    if not author:
        return None
    name = re.sub(r"<[^>]*>", "", author).strip().strip('"').strip()
    if not name or "@" in name or not any(ch.isalpha() for ch in name):
        return None
    return " ".join(name.split()[:3])


def _subject(title: str | None) -> str | None:
    if not title:
        return None
    s = " ".join(_REPLY.sub("", title).split())
    ok = len(s.split()) >= 2 and sum(ch.isalpha() for ch in s) >= 8 and len(s) <= MAX_QUESTION
    return s if ok else None  # a title of thousands of characters is no question anyone asks


_TEXT_CHUNKS = 40  # a probe is made from a record's first chunks: a 25 MB mail's 76k chunks held 1 GB of words


def _record_text(vault: Vault, record_id: str) -> str:
    return "\n".join(
        t
        for (t,) in vault.conn.execute(
            "SELECT text FROM chunks WHERE record_id = ? AND live = 1 ORDER BY ord LIMIT ?", (record_id, _TEXT_CHUNKS)
        )
    )


def _thread_same_subject(vault: Vault, record_id: str, thread_id: str | None, subject: str) -> list[str]:
    if not thread_id:
        return []
    return [
        rid
        for rid, title in vault.conn.execute(
            "SELECT record_id, title FROM items WHERE thread_id = ? AND valid_to IS NULL AND record_id != ? "
            "ORDER BY record_id",
            (thread_id, record_id),
        )
        if _subject(title) == subject
    ]


def _probes_for(vault: Vault, row: tuple, j: int, rng: random.Random, rarity: _Rarity) -> list[SelfProbe]:
    record_id, source, _, thread_id, _, title, author, _, day = row
    text = _record_text(vault, record_id)
    words = _WORDS.findall(text)
    if len(words) < 8:
        return []
    out: list[tuple[str, str, list[str]]] = []
    subject = _subject(title)
    rare = rarity.rarest(words, 3)
    if j % 2 == 0 and subject:
        out.append(("subject", subject, _thread_same_subject(vault, record_id, thread_id, subject)))
    elif rare:  # six words around the rarest term
        folded = [w.casefold() for w in words]
        at = next((i for i, w in enumerate(folded) if rare[0] in query_terms(w)), 0)
        lo = max(0, min(at - 2, len(words) - 6))
        out.append(("rare_phrase", " ".join(words[lo : lo + 6]), []))
    name = _author_name(author)
    avoid = set(query_terms(name)) if name else set()
    dated = rarity.rarest(words, 1, avoid=avoid, least=TOPIC_CHUNKS)
    if dated and _DAY.fullmatch(day or ""):  # who, when and what about: the day picks the record among the topic's
        out.append(("dated", " ".join(filter(None, (name, day, dated[0]))), []))
    if j % 2 == 1 and name and rare:
        topic = rarity.rarest(words, 2, avoid=avoid)
        if topic:
            out.append(("name_topic", f"{name} {' '.join(topic)}", []))
            return _made(out, source, record_id, j)
    sentences = sorted((s.split() for s in _SENTENCES.findall(text)), key=len, reverse=True)
    sentence = next((s for s in sentences if 8 <= len(s) <= 30), sentences[0][:30] if sentences else [])
    drop = set(rarity.rarest(sentence, 2))
    kept = [w for w in sentence if not (set(query_terms(w)) & drop)]
    kept = [w for w in kept if rng.random() >= 0.25]
    rng.shuffle(kept)
    if len(kept) >= 4:
        out.append(("shuffled", " ".join(kept), []))
    return _made(out, source, record_id, j)


def _made(out: list, source: str, record_id: str, j: int) -> list[SelfProbe]:
    return [
        SelfProbe(f"r{j:03d}.{n}", kind, source, query, record_id, [record_id, *also])
        for n, (kind, query, also) in enumerate(out)
        if len(query) <= MAX_QUESTION
    ]


def _named_in(vault: Vault, subject: str, records: str) -> bool:
    """Whether a record stating the fact writes its subject's name (a word of it), so a probe of it can find the record
    by its words: not a fact a letter tells of "my brother Tom" (filed under Tom Ostrowski), nor a sign-off's."""
    words = {w.casefold() for w in re.findall(r"[^\W\d_]{3,}", subject or "")}
    if not words:
        return False
    marks = ",".join("?" * len(ids := records.split(",")))
    for (body,) in vault.conn.execute(f"SELECT body FROM items WHERE record_id IN ({marks}) AND valid_to IS NULL", ids):
        if words & {w.casefold() for w in re.findall(r"[^\W\d_]{3,}", body or "")}:
            return True
    return False


def _fact_probes(vault: Vault, rng: random.Random) -> list[SelfProbe]:
    pairs = vault.conn.execute(
        "SELECT f.subject, f.predicate, group_concat(DISTINCT f.record_id) FROM facts f "
        "JOIN items i ON i.record_id = f.record_id AND i.valid_to IS NULL "
        "WHERE f.retracted_at IS NULL "
        "AND EXISTS (SELECT 1 FROM chunks c WHERE c.item_rowid = i.rowid AND c.live = 1 AND c.in_fts = 1) "
        "GROUP BY f.subject, f.predicate ORDER BY f.subject, f.predicate"
    ).fetchall()
    rng.shuffle(pairs)
    out = []
    named = (x for x in pairs if _named_in(vault, x[0], x[2]))  # (asked only until FACTS are drawn)
    for n, (subject, predicate, records) in enumerate(itertools.islice(named, FACTS)):
        accepted = sorted(records.split(","))
        (source,) = vault.conn.execute("SELECT source FROM items WHERE record_id = ?", (accepted[0],)).fetchone()
        query = f"{subject} {predicate.replace('_', ' ')}"
        if len(query) <= MAX_QUESTION:
            out.append(SelfProbe(f"f{n:03d}", "fact", source, query, accepted[0], accepted))
    return out


def draw(vault: Vault, seed: str | None = None) -> list[SelfProbe]:
    """A probe set from the vault's live, indexed records (deterministic for a vault and seed)."""
    rng = random.Random(seed or vault_seed(vault))
    rarity = _Rarity(vault)
    probes: list[SelfProbe] = []
    for j, row in enumerate(sample(_candidates(vault), rng)):
        probes += _probes_for(vault, row, j, rng, rarity)
    probes += _fact_probes(vault, rng)
    shapes = layouts(vault, sorted({p.record_id for p in probes}))
    for p in probes:
        p.layout = shapes.get(p.record_id, "")
    return probes


# -- the stored set ------------------------------------------------------------------------------------
def active_set(vault: Vault) -> ProbeSet | None:
    row = vault.conn.execute(
        "SELECT set_id, model_id, corpus FROM eval_probe_sets WHERE retired_at IS NULL ORDER BY set_id DESC LIMIT 1"
    ).fetchone()
    return load_set(vault, row[0]) if row else None


def load_set(vault: Vault, set_id: int) -> ProbeSet:
    set_id, model_id, corpus = vault.conn.execute(
        "SELECT set_id, model_id, corpus FROM eval_probe_sets WHERE set_id = ?", (set_id,)
    ).fetchone()
    probes = [
        SelfProbe(pid, kind, source, query, rid, json.loads(accepted), layout)
        for pid, kind, source, query, rid, accepted, layout in vault.conn.execute(
            "SELECT probe_id, kind, source, query, record_id, accepted, layout FROM eval_probes WHERE set_id = ? "
            "ORDER BY probe_id",
            (set_id,),
        )
    ]
    return ProbeSet(set_id, model_id, corpus, probes)


def store_set(vault: Vault, probes: list[SelfProbe], *, reason: str, retire: int | None = None) -> ProbeSet:
    """Keep a drawn set as the active one (retiring ``retire``); audited with counts only."""
    pin = vault.model_pin()
    corpus = live_records(vault)
    with vault.transaction() as c:
        if retire is not None:
            c.execute("UPDATE eval_probe_sets SET retired_at = ? WHERE set_id = ?", (utcnow(), retire))
        cur = c.execute(
            "INSERT INTO eval_probe_sets(created_at, model_id, seed, corpus, reason) VALUES (?,?,?,?,?)",
            (utcnow(), pin["id"] if pin else None, vault_seed(vault), corpus, reason),
        )
        set_id = cur.lastrowid
        c.executemany(
            "INSERT INTO eval_probes(set_id, probe_id, kind, source, query, record_id, accepted, layout) "
            "VALUES (?,?,?,?,?,?,?,?)",
            [
                (set_id, p.probe_id, p.kind, p.source, p.query, p.record_id, json.dumps(p.accepted), p.layout)
                for p in probes
            ],
        )
        vault.append_audit("eval_probes", {"set": set_id, "probes": len(probes), "reason": reason, "retired": retire})
    return ProbeSet(set_id, pin["id"] if pin else None, corpus, probes)


def renewal_reason(vault: Vault, current: ProbeSet) -> str | None:
    """Why ``current`` should give way to a new set (None: it stays)."""
    pin = vault.model_pin()
    if pin is not None and current.model_id is not None and pin["id"] != current.model_id:
        return "embedder"
    now = layouts(vault, sorted({p.record_id for p in current.probes}))
    probed = {p.record_id: p.layout for p in current.probes}
    changed = sum(1 for rid, shape in probed.items() if rid in now and now[rid][: len(shape)] != shape)
    if probed and changed >= CHANGED_SHARE * len(probed):
        return "chunking"
    if current.corpus and live_records(vault) >= MIN_GROWTH * current.corpus:
        return "grown"
    return None
