"""The vector store (issue [11]): each vector once, in vec0; the dense index loaded from vec0's
blocks; the int8 scan re-scored exactly; a vault of the previous schema migrated without loss."""

from __future__ import annotations

import numpy as np
import pytest

from benchmarks.query_latency import build
from hinet_pipeline.config import Home
from hinet_pipeline.read.retrieval import Retriever
from hinet_pipeline.read.retrieval.dense import DenseIndex
from hinet_pipeline.store import vault as vault_module
from hinet_pipeline.store import vectors
from hinet_pipeline.store.home_setup import init_home
from hinet_pipeline.store.schema import MIGRATIONS
from hinet_pipeline.store.vault import Vault

DIM = 32


def clustered(n: int, seed: int = 0, centres: int = 60) -> np.ndarray:
    """Unit vectors around a few centres (like real text: clusters and near-ties), not uniform noise."""
    rng = np.random.default_rng(seed)
    base = rng.standard_normal((centres, DIM)).astype(np.float32)
    v = base[rng.integers(0, centres, n)] + rng.uniform(0.1, 0.6, (n, 1)).astype(np.float32) * rng.standard_normal(
        (n, DIM)
    ).astype(np.float32)
    return (v / np.linalg.norm(v, axis=1, keepdims=True)).astype(np.float32)


def _blocks(matrix: np.ndarray) -> list[np.ndarray]:
    return [matrix[i : i + 5000] for i in range(0, len(matrix), 5000)]  # as build() writes them


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    """A vault of 6,000 chunks (6 vec0 blocks of 1,024), their vectors as build() writes them."""
    matrix = clustered(6000)
    home, _, _ = build(tmp_path_factory.mktemp("store"), len(matrix), DIM, vector_blocks=_blocks(matrix))
    return home, matrix


def test_blocks_load_what_vec0_holds_row_by_row(tmp_path):
    matrix = clustered(6000, seed=1)
    home, _, _ = build(tmp_path, len(matrix), DIM, vector_blocks=_blocks(matrix))
    with Vault.open(home) as v:
        with v.transaction() as c:  # holes: deleted rows leave invalid slots in their blocks
            c.executemany(f"DELETE FROM {vectors.VEC_TABLE} WHERE chunk_rowid = ?", [(i,) for i in range(5, 3000, 7)])
        blocks, rows = vectors.load_blocks(v.conn, DIM), vectors.load_rows(v.conn, DIM)
    assert len(blocks.ids) == len(rows.ids) == 6000 - len(range(5, 3000, 7))
    order_b, order_r = np.argsort(blocks.ids), np.argsort(rows.ids)
    assert (blocks.ids[order_b] == rows.ids[order_r]).all()
    assert (blocks.codes[order_b] == rows.codes[order_r]).all()
    assert np.allclose(blocks.scale[order_b], rows.scale[order_r])
    assert (blocks.sensitivity[order_b] == rows.sensitivity[order_r]).all()
    assert (blocks.ts[order_b] == rows.ts[order_r]).all()
    names_b = np.array(blocks.source_names)[blocks.source_code[order_b]]
    names_r = np.array(rows.source_names)[rows.source_code[order_r]]
    assert (names_b == names_r).all() and set(names_b) == {"mail", "chat", "notes", "calendar"}
    # and the codes are the stored float32 vectors within int8 precision
    decoded = blocks.codes[order_b].astype(np.float32) * blocks.scale[order_b, None]
    assert np.abs(decoded - matrix[blocks.ids[order_b] - 1]).max() <= blocks.scale.max() / 2 + 1e-6


def test_a_long_source_name_is_read_whole(tmp_path):
    home = Home(tmp_path / "home")
    init_home(home)
    long_name = "a-connector-with-a-long-name"  # longer than vec0's 12-byte inline prefix
    with Vault.open(home) as v:
        v.pin_model("test/tiny", DIM, "test")
        with v.transaction() as c:
            rows = [(i, clustered(1, seed=i)[0].tobytes(), long_name if i % 2 else "mail", 1, i) for i in range(1, 50)]
            twin = long_name[:-1] + "x"  # same length, same first 12 bytes: the same inline slot
            rows.append((50, clustered(1, seed=50)[0].tobytes(), twin, 1, 50))
            vectors.insert(c, rows, DIM)
        loaded = vectors.load(v.conn, DIM)  # the blocks cannot name it: vec0 itself does
    assert set(loaded.source_names) == {long_name, "mail", twin}
    assert loaded.source_names[loaded.source_code[list(loaded.ids).index(50)]] == twin
    assert [loaded.source_names[c] for c in loaded.source_code[:4]] == [long_name, "mail", long_name, "mail"]


def test_an_unknown_layout_falls_back_to_rows(store, monkeypatch):
    home, _ = store
    with Vault.open(home) as v:
        fast = vectors.load(v.conn, DIM)
        monkeypatch.setattr(vectors, "SHADOW_LAYOUT_VERSIONS", ())
        calls = []
        real = vectors.load_rows
        monkeypatch.setattr(vectors, "load_rows", lambda *a: calls.append(1) or real(*a))
        slow = vectors.load(v.conn, DIM)
    assert calls and (np.sort(fast.ids) == np.sort(slow.ids)).all()


def test_quantized_scan_with_exact_rescoring_matches_the_float32_scan(store):
    home, matrix = store
    rng = np.random.default_rng(7)
    queries = clustered(300, seed=99)
    queries = queries + 0.05 * rng.standard_normal(queries.shape).astype(np.float32)
    queries /= np.linalg.norm(queries, axis=1, keepdims=True)
    with Vault.open(home) as v:
        index = DenseIndex()
        snap = index.refresh(v)
        exact = index.exact(v, snap.model_id)
        same_top10 = same_scores = 0
        for q in queries:
            truth = np.argsort(-(matrix @ q), kind="stable")[:10] + 1  # build() numbers chunks from 1
            got = snap.search(q, 10, exact=exact)
            same_top10 += [c for c, _ in got] == truth.tolist()
            same_scores += np.allclose([s for _, s in got], matrix[truth - 1] @ q, atol=1e-6)
        # without the float32 re-scoring the int8 scan alone misorders near-ties
        approx_same = sum(
            [c for c, _ in snap.search(q, 10)] == (np.argsort(-(matrix @ q), kind="stable")[:10] + 1).tolist()
            for q in queries
        )
    assert same_top10 / len(queries) >= 0.99, same_top10
    assert same_scores / len(queries) >= 0.99
    assert approx_same < same_top10  # the re-scoring is what makes it exact


def test_the_prefilter_applies_inside_the_scan(store):
    home, matrix = store
    q = clustered(1, seed=5)[0]
    with Vault.open(home) as v:
        index = DenseIndex()
        snap = index.refresh(v)
        for allowed in (snap.sensitivity <= 1, snap.ts % 13 == 0):  # a wide and a narrow filter
            got = snap.search(q, 20, mask=allowed, exact=index.exact(v, snap.model_id))
            ids = snap.ids[allowed]
            truth = ids[np.argsort(-(matrix[ids - 1] @ q), kind="stable")[:20]]
            assert [c for c, _ in got] == truth.tolist()  # 20 allowed rows, none outside: not filtered after


def test_a_new_vault_has_one_table_of_vectors(tmp_path):
    home = Home(tmp_path / "home")
    init_home(home)
    with Vault.open(home) as v:
        v.pin_model("test/tiny", DIM, "test")
        names = {r[0] for r in v.conn.execute("SELECT name FROM sqlite_master")}
    assert "chunk_vectors" not in names and vectors.VEC_TABLE in names


def _v5_vault(tmp_path, monkeypatch, matrix: np.ndarray) -> Home:
    """A vault as the previous schema (v5) left it: vectors in chunk_vectors and in a float32 vec0."""
    monkeypatch.setattr(vault_module, "MIGRATIONS", MIGRATIONS[:5])
    monkeypatch.setattr(vault_module, "SCHEMA_VERSION", 5)
    home = Home(tmp_path / "old")
    init_home(home)
    with Vault.open(home) as v:
        assert v.schema_version == 5
        with v.transaction() as c:
            c.execute(
                f"CREATE VIRTUAL TABLE {vectors.VEC_TABLE} USING vec0(chunk_rowid INTEGER PRIMARY KEY, "
                f"embedding float[{DIM}] distance_metric=cosine, source TEXT, sensitivity INTEGER, ts INTEGER, "
                "live INTEGER)"
            )
            c.execute(
                "INSERT INTO model_pin(id, model_id, dim, backend, vec_table, pinned_at) VALUES (1,?,?,?,?,?)",
                ("test/old", DIM, "test", vectors.VEC_TABLE, "2026-01-01T00:00:00+00:00"),
            )
            for i, vec in enumerate(matrix, start=1):
                c.execute(
                    "INSERT INTO items(rowid, record_id, content_hash, body_hash, source, external_id, body, "
                    "timestamp, ts, sensitivity, valid_from, ingested_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                    (i, f"r{i}", f"h{i}", f"b{i}", "notes", f"x{i}", f"text {i}", "2026-01-01", i, 1, "2026", "2026"),
                )
                live = int(i % 10 != 0)  # every tenth chunk died (its item was edited)
                c.execute(
                    "INSERT INTO chunks(rowid, chunk_id, item_rowid, record_id, parent_id, ord, header, text, "
                    "n_tokens, text_hash, source, ts, sensitivity, created_at, live, embedded, in_fts, in_vec) "
                    "VALUES (?,?,?,?,?,0,'',?,3,?,'notes',?,1,'2026',?,1,0,?)",
                    (i, f"r{i}-0", i, f"r{i}", f"p{i}", f"text {i}", f"t{i}", i, live, live),
                )
                c.execute(
                    "INSERT INTO chunk_vectors(chunk_rowid, text_hash, vector) VALUES (?,?,?)",
                    (i, f"t{i}", vec.tobytes()),
                )
                if live:
                    c.execute(
                        f"INSERT INTO {vectors.VEC_TABLE}(chunk_rowid, embedding, source, sensitivity, ts, live) "
                        "VALUES (?,?,'notes',1,?,1)",
                        (i, vec.tobytes(), i),
                    )
    monkeypatch.undo()
    return home


def test_a_vault_of_the_previous_schema_moves_its_vectors_once(tmp_path, monkeypatch):
    matrix = clustered(2100, seed=3)
    home = _v5_vault(tmp_path, monkeypatch, matrix)
    with Vault.open(home) as v:  # migrates
        assert v.schema_version == MIGRATIONS[-1][0]
        names = {r[0] for r in v.conn.execute("SELECT name FROM sqlite_master")}
        assert "chunk_vectors" not in names
        stored = dict(v.conn.execute(f"SELECT chunk_rowid, vector FROM {vectors.VEC_TABLE}"))
        live = [i for i in range(1, 2101) if i % 10]
        assert sorted(stored) == live  # the dead chunks' vectors are not carried over
        assert all(np.array_equal(np.frombuffer(stored[i], np.float32), matrix[i - 1]) for i in live)
        flags = dict(v.conn.execute("SELECT rowid, embedded FROM chunks"))
        assert [i for i, e in flags.items() if e] == live
        assert v.status()["vectors"] == len(live)
        from hinet_pipeline.index.indexing import index_problems

        assert index_problems(v) == []
        index = DenseIndex()
        snap = index.refresh(v)
        q = matrix[41]
        got = snap.search(q, 5, exact=index.exact(v, snap.model_id))
        assert got[0][0] == 42 and got[0][1] == pytest.approx(1.0, abs=1e-6)


def test_a_repeated_question_is_embedded_once(tmp_path):
    from hinet_pipeline.index.embedders import Embedder

    calls = []

    class Counting(Embedder):
        backend, model_id, dim = "test", "test/count", DIM

        def _encode(self, texts, is_query):
            calls.append(len(texts))
            return clustered(len(texts), seed=len(calls))

        def count_tokens(self, text):
            return len(text.split())

    home, _, _ = build(tmp_path, 50, DIM)
    with Vault.open(home) as v:
        r = Retriever(v, Counting(), home.settings())
        r.dense.refresh(v)
        first = r._embed("where did we go hiking")
        again = r._embed("where did we go hiking")
        other = r._embed("something else")
    assert len(calls) == 2 and np.array_equal(first, again) and not np.array_equal(first, other)


def test_source_slots_decode_to_codes_however_many_values():
    """vec0's TEXT slots (int32 length + first 12 bytes) to codes and names: a handful of values
    (one pass each) and more than the passes take (np.unique) give the same mapping."""
    import numpy as np

    from hinet_pipeline.store.vectors import decode_text

    def slot(name: str) -> np.ndarray:
        raw = name.encode()
        out = np.zeros(16, dtype=np.uint8)
        out[:4] = np.frombuffer(np.int32(len(raw)).tobytes(), dtype=np.uint8)
        out[4 : 4 + len(raw)] = np.frombuffer(raw, dtype=np.uint8)
        return out

    rng = np.random.default_rng(7)
    for count in (4, 100):
        names = [f"src{i}" for i in range(count)]
        picked = rng.integers(0, count, 5000)
        codes, decoded = decode_text(np.stack([slot(n) for n in names])[picked])
        assert len(decoded) == count and [decoded[c] for c in codes] == [names[p] for p in picked]
