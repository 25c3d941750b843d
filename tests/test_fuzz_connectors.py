"""Property-based fuzzing of every connector (issue [10], "Hostile input").

Each example writes an export derived from REAL seeds (Enron and notmuch mail from tests/data,
LoCoMo turns and SciFact abstracts as JSON lines and notes, the bundled sample corpus's Slack
exports, calendar and notes) and damages it: byte flips, truncations, inserted invalid UTF-8 and
control bytes, deleted and repeated spans, huge headers, deep MIME nesting, repeated parts,
unknown charsets and transfer encodings, fields of the wrong JSON type, broken iCalendar blocks,
hostile YAML front matter. For every file:

- nothing escapes ``collect`` (and, for every LAND_EVERY-th file, ``land`` into a real vault);
- every record the file offers is accounted for exactly once:
  ``landed + quarantined (+ skipped + duplicates) == offered``, where ``offered`` is counted
  independently of the connector (JSON lines, mbox "From " lines, files, BEGIN:VEVENT lines, the
  messages of each Slack day file);
- every quarantined record has a non-empty, one-line-sized reason.

Hypothesis is derandomized (the same files every run) and sizes are capped (a file stays under
CAP bytes), so the module runs in well under three minutes on two cores. The count of generated
files per connector is printed when the module's tests are done (fuzz_home).
"""

from __future__ import annotations

import itertools
import json
import mailbox
import os
import re
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hinet_pipeline.config import Home
from hinet_pipeline.intake.connectors.mail import message_to_item
from hinet_pipeline.intake.landing import collect, land
from hinet_pipeline.store.home_setup import init_home

from .conftest import REPO, SAMPLE_MARKERS, SHARED_DATA, assert_no_markers, needs_data, report, temp_dir

SAMPLE = REPO / "hinet_pipeline" / "sample_corpus"
LOCOMO_MARKER = "Hey Mel! Good to see you"  # conv-26 D1:1, a jsonl seed (jsonl_seeds)
CAP = 1 << 20  # bytes: no generated file grows past this
LAND_EVERY = 12  # every n-th generated file also goes through land() into a real vault
# HINET_FUZZ_SCALE multiplies every count (a probe re-run: 4 draws ~14,000 files); derandomized, so a
# scaled run draws the same files first and then more
SCALE = float(os.environ.get("HINET_FUZZ_SCALE", "1"))
EXAMPLES = {
    k: max(1, round(n * SCALE))
    for k, n in {"jsonl": 600, "mbox": 520, "eml": 420, "maildir": 200, "notes": 560, "ics": 520, "slack": 600}.items()
}


def fuzz(connector: str):
    return settings(
        max_examples=EXAMPLES[connector],
        derandomize=True,  # the same files every run: a failure reproduces
        database=None,  # nothing written into the tree
        deadline=None,
        suppress_health_check=list(HealthCheck),
        print_blob=True,
    )


# -- damage ---------------------------------------------------------------------------------------
NASTY_BYTES = [
    b"\x00",
    b"\xff",
    b"\xfe\xff",
    b"\xef\xbb\xbf",  # a BOM in the middle
    b"\xc3",  # a truncated UTF-8 sequence
    b"\xc3\x28",
    b"\xed\xa0\x80",  # an encoded surrogate
    b"\xf4\x90\x80\x80",  # above U+10FFFF
    b"\xc0\xaf",  # overlong
    "\u202e\u2066\u200f".encode(),  # bidi controls
    b"\x1b[2J\x07\x08",
    b"\r",
    b"\r\n",
    b"\n\n",
    b"\n",
    b'"',
    b"\\",
    b"\\ud800",
    b"{",
    b"[",
    b"}",
    b"]",
    b",",
    b":",
    b"NaN",
    b"1e999",
    b"-1",
    b"null",
    b"From ",
    b"\nFrom x@y Thu Jan  1 00:00:00 2026\n",
    b"\nBEGIN:VEVENT\n",
    b"\nEND:VEVENT\n",
    b"\nBEGIN:VTIMEZONE\n",
    b"\n---\n",
    b"=?utf-8?b?####?=",
    b"=?x-unknown?q?=FF?=",
    b"--boundary--",
    b"<@U1>",
    b"&#xD800;",
]
POS = st.integers(0, 1 << 30)  # positions are taken modulo the length
byte_op = st.one_of(
    st.tuples(st.just("flip"), POS, st.integers(1, 255)),
    st.tuples(st.just("truncate"), POS),
    st.tuples(st.just("insert"), POS, st.one_of(st.sampled_from(NASTY_BYTES), st.binary(min_size=1, max_size=24))),
    st.tuples(st.just("delete"), POS, st.integers(1, 80)),
    st.tuples(st.just("repeat"), POS, st.integers(1, 400), st.integers(2, 40)),
)
byte_ops = st.lists(byte_op, max_size=4)


def damage(data: bytes, ops, *, repeat: bool = True) -> bytes:
    for op in ops:
        n = len(data)
        kind, pos = op[0], (op[1] % (n + 1))
        if kind == "flip" and n:
            pos %= n
            data = data[:pos] + bytes([data[pos] ^ op[2]]) + data[pos + 1 :]
        elif kind == "truncate":
            data = data[:pos]
        elif kind == "insert":
            data = data[:pos] + op[2] + data[pos:]
        elif kind == "delete":
            data = data[:pos] + data[pos + op[2] :]
        elif kind == "repeat" and repeat:
            span = data[pos : pos + op[2]]
            if len(data) + len(span) * (op[3] - 1) <= CAP:
                data = data[:pos] + span * op[3] + data[pos + len(span) :]
    return data[:CAP]


NASTY_TEXT = [
    "",
    " ",
    "\x00",
    "\u202eevil\u202c",
    "\u200f\u2067x\u2069",
    "\ud800",
    "\udfff",
    "\x1b[31m\x07",
    "a\r\nb\rc",
    "9" * 500,
    "1767225600.000100",
    "2026-13-45",
    "2026-01-01T25:61:00Z",
    "+999999-01-01",
    "<@U1>",
    "<@U0000000|spoof>",
    "<#C1|general>",
    "<mailto:a@b.example|x>",
    "&lt;&gt;&amp;",
    "שלום עולם",
    "NaN",
    "1e309",
    "-1e309",
    "1_000",
    "0x10",
    "channel_join",
    "tombstone",
]
json_scalar = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.sampled_from([0, -1, 1, 10**18, 10**30, 2**63, -(2**63)]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([1e308, -1e308, 1e-308, 253402300800.0, -62135596801.0]),
    st.text(max_size=30),
    st.sampled_from(NASTY_TEXT),
)
json_value = st.recursive(
    json_scalar,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=10,
)


def dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=True)


def to_bytes(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")  # a lone surrogate stays in the file, as some exporters write it


# -- seeds ----------------------------------------------------------------------------------------
def _every(items, n):
    items = list(items)
    return items[:: max(1, len(items) // n)][:n]


@cache
def mail_seeds() -> list[bytes]:
    enron = sorted((SHARED_DATA / "mail" / "enron" / "enron-eval").glob("*.txt"))
    notmuch = sorted(
        p for p in (SHARED_DATA / "mail" / "notmuch").rglob("*") if p.is_file() and "COPYING" not in p.name
    )
    notmuch = [p for p in notmuch if "README" not in p.name]
    files = _every(enron, 40) + _every(notmuch, 30) + [p for p in notmuch if "/html/" in p.as_posix()]
    seeds = [p.read_bytes() for p in files]
    for box in sorted((SAMPLE / "mail").glob("*.mbox"))[:2]:
        seeds += [m.as_bytes() for m in itertools.islice(mailbox.mbox(box, create=False), 8)]
    return [s for s in seeds if len(s) < 200_000]


@cache
def ics_seeds() -> tuple[str, str, list[str]]:
    """(the calendar's head with its time zones, its tail, its VEVENT blocks)."""
    text = (SAMPLE / "calendar" / "2026-h1.ics").read_text(encoding="utf-8")
    events = re.findall(r"^BEGIN:VEVENT\n.*?^END:VEVENT\n", text, re.M | re.S)
    head = text[: text.index("BEGIN:VEVENT")]
    broken = (SAMPLE / "bad" / "broken.ics").read_text(encoding="utf-8")
    events += re.findall(r"^BEGIN:VEVENT\n.*?^END:VEVENT\n", broken, re.M | re.S)
    return head, "END:VCALENDAR\n", events


@cache
def note_seeds() -> list[tuple[str, bytes]]:
    notes = [(p.name, p.read_bytes()) for p in sorted((SAMPLE / "notes").rglob("*")) if p.is_file()]
    with open(SHARED_DATA / "scifact" / "corpus.jsonl", encoding="utf-8") as f:
        for line in itertools.islice(f, 20):
            doc = json.loads(line)
            text = (
                f"---\ntitle: {json.dumps(doc['title'])}\ndate: 2026-02-0{len(notes) % 9 + 1}\ntags: [scifact]\n---\n"
            )
            notes.append((f"scifact-{doc['_id']}.md", (text + f"# {doc['title']}\n\n{doc['text']}\n").encode()))
    return notes


@cache
def jsonl_seeds() -> list[str]:
    """Canonical lines from LoCoMo turns (real conversations), the sample corpus's bad file, raw
    SciFact lines (not the contract: quarantined)."""
    lines: list[str] = []
    for conv in json.loads((SHARED_DATA / "locomo" / "locomo-dev.json").read_text(encoding="utf-8"))[:2]:
        c = conv["conversation"]
        for s in range(1, 4):
            for turn in c.get(f"session_{s}", [])[:25]:
                item = {
                    "source": "chat",
                    "external_id": f"{conv['sample_id']}:{turn['dia_id']}",
                    "body": turn["text"],
                    "timestamp": f"2023-05-{s:02d}T13:56:00Z",
                    "account": "locomo",
                    "container": conv["sample_id"],
                    "thread_id": f"{conv['sample_id']}:session_{s}",
                    "author": turn["speaker"],
                    "participants": [c["speaker_a"], c["speaker_b"]],
                }
                lines.append(json.dumps(item, ensure_ascii=False))
    lines += (SAMPLE / "bad" / "items-broken.jsonl").read_text(encoding="utf-8").splitlines()
    with open(SHARED_DATA / "scifact" / "corpus.jsonl", encoding="utf-8") as f:
        lines += [line.rstrip("\n") for line in itertools.islice(f, 10)]
    return [x for x in lines if x.strip()]


@cache
def slack_seeds() -> list[tuple[str, bytes, bytes, list[tuple[str, str, bytes]]]]:
    """(workspace, users.json, channels.json, [(channel, day file, bytes)]) per bundled export."""
    out = []
    for ws in sorted((SAMPLE / "slack").iterdir()):
        days = [(p.parent.name, p.name, p.read_bytes()) for p in sorted(ws.glob("*/*.json"))]
        out.append((ws.name, (ws / "users.json").read_bytes(), (ws / "channels.json").read_bytes(), days))
    return out


# -- the checks -----------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def work(tmp_path_factory):
    return tmp_path_factory.mktemp("fuzz")


@dataclass
class Fuzzed:
    """The module's vault and what was fed to it: files per connector (``generated``), of which
    also through land() (``landed``), records per connector (``tally``: offered, landed, quarantined,
    skipped, duplicates)."""

    home: Home
    generated: Counter = field(default_factory=Counter)
    landed: Counter = field(default_factory=Counter)
    tally: dict[str, Counter] = field(default_factory=dict)


@pytest.fixture(scope="module")
def fuzz_home(tmp_path_factory, request):
    """A vault the fuzzed files land in. When the module's tests are done, whichever ran in whatever
    order: the counts are printed, each connector was fed its share when all of them ran, and what
    land() wrote holds neither the sample corpus's markers nor a LoCoMo turn in plaintext (the home
    only, never the ``work`` folder: the exports themselves)."""
    saved = os.environ.pop("HINET_VAULT_KEY", None)
    fuzzed = Fuzzed(Home(tmp_path_factory.mktemp("fuzz-home") / "home"))
    init_home(fuzzed.home)
    yield fuzzed
    if saved:
        os.environ["HINET_VAULT_KEY"] = saved
    report(
        request,
        f"fuzz files per connector: {dict(sorted(fuzzed.generated.items()))} "
        f"(total {sum(fuzzed.generated.values())}); through land(): {dict(sorted(fuzzed.landed.items()))}",
        *(f"  {connector}: {dict(tally)}" for connector, tally in sorted(fuzzed.tally.items())),
    )
    if set(fuzzed.generated) >= set(EXAMPLES):  # the whole module ran
        assert sum(fuzzed.generated.values()) >= 2000 * SCALE
        for connector, n in EXAMPLES.items():
            assert fuzzed.generated[connector] >= n * 0.9, (connector, fuzzed.generated[connector])
    assert_no_markers(fuzzed.home.root, markers=[*SAMPLE_MARKERS, LOCOMO_MARKER])


def fresh(work: Path) -> Path:
    return Path(tempfile.mkdtemp(prefix="x", dir=work))


def check(connector: str, path: Path, offered: int | None, fuzzed: Fuzzed, *, exclude=None):
    """Collect (and every LAND_EVERY-th time land) one generated export; no exception may escape,
    every quarantined record has a reason, and the records offered are all accounted for."""
    home = fuzzed.home
    fuzzed.generated[connector] += 1
    items, rejected, skipped, dups = collect(connector, path, account="fuzz@example.org")
    for r in rejected:
        assert isinstance(r.reason, str) and r.reason.strip(), r
        assert len(r.reason) < 1000 and "\n" not in r.reason, r.reason[:300]  # one line, never the record
    if exclude:  # records the export holds besides the ones counted (Slack profiles)
        items, rejected = exclude(items, rejected)
    fuzzed.tally.setdefault(connector, Counter()).update(
        offered=offered or 0, landed=len(items), quarantined=len(rejected), skipped=skipped, duplicates=dups
    )
    if offered is not None:
        assert len(items) + len(rejected) + skipped + dups == offered, (
            f"{connector}: {len(items)} landed + {len(rejected)} quarantined + {skipped} skipped + {dups} "
            f"duplicates != {offered} offered; reasons: {[r.reason for r in rejected][:5]}"
        )
    if fuzzed.generated[connector] % LAND_EVERY == 0:
        fuzzed.landed[connector] += 1
        before = _quarantine_rows(home)
        res = land(home, connector, path, day="2026-07-01", account="fuzz@example.org")
        assert_no_markers(temp_dir(), min_files=0)
        counts = (res.landed, res.quarantined, res.skipped, res.duplicates)
        if res.already_landed:  # the same export again (Hypothesis repeats cases): landing it is a no-op
            assert res.landed == 0 and (exclude or res.already == len(items)), (counts, res.already)
        elif not exclude:
            assert counts == (len(items), len(rejected), skipped, dups)
        rows = _quarantine_rows(home)
        assert all(reason and reason.strip() for _, reason in rows)
        if not res.already_landed:
            assert len(rows) - len(before) == res.quarantined


def _quarantine_rows(home: Home):
    from hinet_pipeline.store.vault import Vault

    with Vault.open(home) as v:
        return v.conn.execute("SELECT id, reason FROM quarantine").fetchall()


# -- jsonl ----------------------------------------------------------------------------------------
line_op = st.one_of(
    st.tuples(
        st.just("set"),
        st.sampled_from(
            [
                "source",
                "external_id",
                "body",
                "timestamp",
                "account",
                "container",
                "thread_id",
                "author",
                "participants",
                "title",
                "url",
                "sensitivity",
                "lang",
                "app",
                "_location",
                "_position",
                "unknown",
            ]
        ),
        json_value,
    ),
    st.tuples(st.just("drop"), st.sampled_from(["source", "external_id", "body", "timestamp"])),
    st.tuples(st.just("huge"), st.sampled_from(["body", "title", "timestamp", "external_id"]), st.integers(1, 200_000)),
    st.tuples(st.just("nest"), st.integers(1, 3000)),
    st.tuples(
        st.just("raw"), st.sampled_from(['"\\ud800"', '"\\u0000"', "[]", "{}", "1e999", "NaN", '"x"' * 3, "9" * 5000])
    ),
)


@needs_data("locomo/locomo-dev.json", "scifact/corpus.jsonl")
@fuzz("jsonl")
@given(
    picks=st.lists(st.integers(0, 10_000), min_size=1, max_size=6),
    edits=st.lists(st.tuples(st.integers(0, 5), line_op), max_size=3),
    dup=st.integers(0, 3),
    ops=byte_ops,
)
def test_fuzz_jsonl(work, fuzz_home, picks, edits, dup, ops):
    seeds = jsonl_seeds()
    lines = [seeds[i % len(seeds)] for i in picks]
    for at, op in edits:
        i = at % len(lines)
        if op[0] == "nest":
            lines[i] = "[" * op[1] + "]" * op[1]
            continue
        try:
            obj = json.loads(lines[i])
        except (ValueError, RecursionError):
            continue
        if not isinstance(obj, dict):
            continue
        if op[0] == "set":
            obj[op[1]] = op[2]
        elif op[0] == "drop":
            obj.pop(op[1], None)
        elif op[0] == "huge":
            obj[op[1]] = "9" * op[2]
        if op[0] == "raw":
            text = dumps(obj)
            lines[i] = text[:-1] + (', "body": ' if len(text) > 2 else '"body": ') + op[1] + "}"
        else:
            lines[i] = dumps(obj)
    lines += lines[:dup]  # the export repeats records: landed once, counted as duplicates
    data = damage(to_bytes("\n".join(lines) + "\n"), ops)
    path = fresh(work) / "items.jsonl"
    path.write_bytes(data)
    offered = sum(1 for raw in data.split(b"\n") if raw.strip())
    check("jsonl", path, offered, fuzz_home)


# -- mail -----------------------------------------------------------------------------------------
HEADER_UNITS = [
    b'"',
    b"(",
    b")",
    b"<",
    b"a@b.example, ",
    b"=?utf-8?q?x?= ",
    b"<a@b.example> ",
    b"a=b; ",
    b"\\",
    b"\xff",
    b"g: a@b.example;",
    b"x",
    b":",
    b"@",
    b"[",
    b"=?utf-8?b?YQ==?=",
    b"\t",
    b",",
    b"title*0*=us-ascii'en'a; ",
]
mail_op = st.one_of(
    st.tuples(
        st.just("header"),
        st.sampled_from(
            [
                "To",
                "From",
                "Cc",
                "Subject",
                "Date",
                "Message-ID",
                "References",
                "In-Reply-To",
                "Content-Type",
                "Content-Disposition",
                "X-Folder",
                "Content-Transfer-Encoding",
            ]
        ),
        st.sampled_from(HEADER_UNITS),
        st.integers(1, 20_000),
    ),
    st.tuples(st.just("many_headers"), st.integers(1, 5000)),
    st.tuples(st.just("nest"), st.integers(1, 250)),
    st.tuples(st.just("parts"), st.integers(2, 200)),
    st.tuples(
        st.just("charset"),
        st.sampled_from(
            [
                "x-unknown",
                "utf-7",
                "utf-16",
                "",
                '"',
                "us-ascii'en'",
                "../../etc/passwd",
                "cp1252" * 50,
                "iso-2022-jp",
                "idna",
            ]
        ),
    ),
    st.tuples(
        st.just("cte"),
        st.sampled_from(["base64", "quoted-printable", "x-uuencode", "8bit", "binary", "base64; x=y", "gzip"]),
    ),
    st.tuples(
        st.just("html"),
        st.sampled_from(
            [
                "<" * 5000,
                "<p>" * 3000,
                "<script>" * 500 + "x",
                "&#xD800;&#99999999;&#0;",
                "<!--" * 1000,
                "<style>a{}</style>",
                "<a href='javascript:x'>" + "b" * 100,
            ]
        ),
    ),
    st.tuples(
        st.just("date"),
        st.sampled_from(
            [
                "",
                "yesterday",
                "Thu, 45 Foo 2026 99:99:99 +9999",
                "0",
                "Thu, 1 Jan 99999 10:00:00 +0000",
                "Mon, 1 Jan 1 00:00:00 -2400",
                "\x00",
                "Thu, 1 Jan 2026 10:00:00 +0000 (" + "(" * 2000,
            ]
        ),
    ),
)


def _split(raw: bytes) -> tuple[bytes, bytes]:
    m = re.search(rb"\r?\n\r?\n", raw)
    return (raw[: m.start()], raw[m.end() :]) if m else (raw, b"")


def _without(headers: bytes, *names: bytes) -> bytes:
    """The header block without these fields (and their continuation lines)."""
    out, skip = [], False
    for line in headers.split(b"\n"):
        if line[:1] in (b" ", b"\t"):
            if not skip:
                out.append(line)
            continue
        skip = any(line.lower().startswith(n.lower() + b":") for n in names)
        if not skip:
            out.append(line)
    return b"\n".join(out)


MIME = (b"Content-Type", b"Content-Transfer-Encoding", b"MIME-Version", b"Content-Disposition")


def mangle_mail(raw: bytes, op) -> bytes:
    headers, body = _split(raw)
    kind = op[0]
    if kind == "header":
        value = (op[2] * op[3])[:200_000]
        return _without(headers, op[1].encode()) + b"\n" + op[1].encode() + b": " + value + b"\n\n" + body
    if kind == "many_headers":
        extra = b"".join(b"X-Fuzz-%d: %d\n" % (i, i) for i in range(op[1]))
        return headers + b"\n" + extra + b"\n" + body
    if kind == "nest":  # the body inside op[1] levels of multipart/mixed
        inner = b"Content-Type: text/plain; charset=utf-8\n\n" + body[:20_000]
        for i in range(op[1]):
            b = b"b%d" % i
            inner = (
                b'Content-Type: multipart/mixed; boundary="'
                + b
                + b'"\n\n--'
                + b
                + b"\n"
                + inner
                + b"\n--"
                + b
                + b"--\n"
            )
        return _without(headers, *MIME) + b"\nMIME-Version: 1.0\n" + inner
    if kind == "parts":  # the same part over and over, every third one an attachment
        part = b"Content-Type: text/plain\n\n" + body[:2000] + b"\n"
        att = b'Content-Type: application/octet-stream\nContent-Disposition: attachment; filename="a.bin"\n\nxx\n'
        parts = b"".join(b"--B\n" + (att if i % 3 == 2 else part) for i in range(op[1]))
        return (
            _without(headers, *MIME)
            + b'\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="B"\n\n'
            + parts
            + b"--B--\n"
        )
    if kind == "charset":
        return _without(headers, *MIME) + b"\nContent-Type: text/plain; charset=" + op[1].encode() + b"\n\n" + body
    if kind == "cte":
        return (
            _without(headers, b"Content-Transfer-Encoding")
            + b"\nContent-Transfer-Encoding: "
            + op[1].encode()
            + b"\n\n"
            + body
            + b"\n=ZZ=\n====\n"
        )
    if kind == "html":
        return _without(headers, *MIME) + b"\nContent-Type: text/html; charset=utf-8\n\n" + op[1].encode() + body[:5000]
    if kind == "date":
        return _without(headers, b"Date") + b"\nDate: " + op[1].encode() + b"\n\n" + body
    return raw


mail_message = st.tuples(st.integers(0, 10_000), st.lists(mail_op, max_size=2))


def build_mail(pick: int, ops) -> bytes:
    seeds = mail_seeds()
    raw = seeds[pick % len(seeds)].replace(b"\r\n", b"\n")
    for op in ops:
        raw = mangle_mail(raw, op)
    return raw[:CAP]


@needs_data("mail/enron/enron-eval", "mail/notmuch")
@fuzz("mbox")
@given(messages=st.lists(mail_message, min_size=1, max_size=4), ops=byte_ops)
def test_fuzz_mbox(work, fuzz_home, messages, ops):
    box = b""
    for pick, mops in messages:
        raw = build_mail(pick, mops)
        raw = re.sub(rb"(?m)^From ", b">From ", raw)  # mbox quoting, as every writer does
        if len(box) + len(raw) < CAP:
            box += b"From fuzz@example.org Thu Jan  1 00:00:00 2026\n" + raw + b"\n"
    data = damage(box, ops)
    path = fresh(work) / "box.mbox"
    path.write_bytes(data)
    # a file not starting with "From " is one rejection; else each "From " line starts a message
    offered = 1 if data[:5] != b"From " else sum(1 for line in data.split(b"\n") if line.startswith(b"From "))
    check("mbox", path, offered, fuzz_home)


@needs_data("mail/enron/enron-eval", "mail/notmuch")
@fuzz("eml")
@given(messages=st.lists(st.tuples(mail_message, byte_ops), min_size=1, max_size=3), single=st.booleans())
def test_fuzz_eml(work, fuzz_home, messages, single):
    root = fresh(work)
    for i, ((pick, mops), ops) in enumerate(messages):
        (root / f"m{i}.eml").write_bytes(damage(build_mail(pick, mops), ops))
    path = root / "m0.eml" if single else root
    check("eml", path, 1 if single else len(messages), fuzz_home)


@needs_data("mail/enron/enron-eval", "mail/notmuch")
@fuzz("maildir")
@given(
    messages=st.lists(
        st.tuples(mail_message, byte_ops, st.sampled_from(["cur", "new", "lists/cur"])), min_size=1, max_size=3
    )
)
def test_fuzz_maildir(work, fuzz_home, messages):
    root = fresh(work)
    for i, ((pick, mops), ops, folder) in enumerate(messages):
        (root / folder).mkdir(parents=True, exist_ok=True)
        (root / folder / f"{1767225600 + i}.M{i}P1.host:2,S").write_bytes(damage(build_mail(pick, mops), ops))
    check("maildir", root, len(messages), fuzz_home)


# -- notes ----------------------------------------------------------------------------------------
BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{b}: &{b} [{', '.join(['*' + a] * 9)}]\n" for a, b in zip("abcdefg", "bcdefgh")
)
FRONT = [
    "title: [1, 2\n",
    "date: 2026-13-45\n",
    "date: 2026-02-30 25:61:00\n",
    "updated: !!timestamp 2026-99-01\n",
    "sensitivity: high\n",
    "sensitivity: 7\n",
    "sensitivity: [2]\n",
    "tags: {a: b}\n",
    "tags: " + "[" * 3000 + "\n",
    "people: [Maya, {x: y}, 5, null]\n",
    "with: " + "a, " * 5000 + "\n",
    "author: [Dana]\n",
    "lang: {he: 1}\n",
    "title: !!python/object:os.system x\n",
    "title: !!binary ####\n",
    BOMB,  # a billion laughs: 9^8 strings if expanded
    "title: *undefined\n",
    "- just\n- a list\n",
    "\t: tab\n",
]
BOMB_REFS = ["title", "tags", "author", "sensitivity", "date", "lang", "people"]
note_op = st.one_of(
    st.tuples(st.just("front"), st.sampled_from(FRONT), st.sampled_from(BOMB_REFS)),
    st.tuples(st.just("suffix"), st.sampled_from([".md", ".markdown", ".txt", ".org", ".rst", ".MD", ".png", ""])),
    st.tuples(st.just("empty"), st.sampled_from([b"", b"   \n\n", b"---\n---\n", b"---\ntitle: x\n---\n"])),
    st.tuples(st.just("bom"), st.just(b"\xef\xbb\xbf")),
    st.tuples(st.just("crlf"), st.just(b"\r\n")),
)


def mangle_note(name: str, data: bytes, op) -> tuple[str, bytes]:
    kind = op[0]
    if kind == "front":
        text = op[1]
        if text == BOMB:
            text += f"{op[2]}: *h\n"
        body = re.sub(rb"\A---\n.*?\n---\n", b"", data, flags=re.S)
        return name, b"---\n" + text.encode() + b"---\n" + body
    if kind == "suffix":
        return Path(name).stem + op[1], data
    if kind == "empty":
        return name, op[1]
    if kind == "bom":
        return name, op[1] + data
    return name, data.replace(b"\n", b"\r\n")


NOTE_SUFFIXES = {".md", ".markdown", ".txt", ".text", ".org", ".rst"}


@needs_data("scifact/corpus.jsonl")
@fuzz("notes")
@given(
    notes=st.lists(st.tuples(st.integers(0, 10_000), st.lists(note_op, max_size=2), byte_ops), min_size=1, max_size=3),
    single=st.booleans(),
)
def test_fuzz_notes(work, fuzz_home, notes, single):
    seeds = note_seeds()
    root = fresh(work)
    written = []
    for i, (pick, nops, ops) in enumerate(notes):
        name, data = seeds[pick % len(seeds)]
        for op in nops:
            name, data = mangle_note(name, data, op)
        folder = root / f"f{i}"
        folder.mkdir()
        (folder / (name or "unnamed")).write_bytes(damage(data, ops))
        written.append(folder / (name or "unnamed"))
    if single and written[0].suffix.lower() in NOTE_SUFFIXES:
        check("notes", written[0], 1, fuzz_home)
    else:
        offered = sum(1 for p in written if p.suffix.lower() in NOTE_SUFFIXES and not p.name.startswith("."))
        check("notes", root, offered, fuzz_home)


def test_yaml_bomb_in_front_matter_is_not_expanded(tmp_path):
    """Fuzz regression: a billion-laughs front matter (9^8 strings once expanded) as the title,
    the date or the sensitivity was expanded by str()/repr()/json.dumps (minutes and GBs); now
    the front matter is not read and the note lands with its text."""
    bomb = BOMB + "title: *h\nsensitivity: *h\ndate: *h\n"
    (tmp_path / "n.md").write_text("---\n" + bomb + "---\n# Real title\nbody\n")
    items, rejected, _, _ = collect("notes", tmp_path)
    assert [i.title for i in items] == ["Real title"] and not rejected


@pytest.mark.parametrize("front", ["date: 2026-13-45", "updated: 2026-02-30 25:61:00", "a: " + "[" * 3000])
def test_front_matter_yaml_cannot_build_its_values_is_kept_as_text(tmp_path, front):
    """Fuzz regression: YAML whose values cannot be built (a month 13 date, nesting deeper than the
    recursion limit) raised ValueError / RecursionError out of the connector and sank the batch."""
    (tmp_path / "n.md").write_text(f"---\n{front}\n---\n# T\nbody\n")
    (tmp_path / "ok.md").write_text("# Fine\nok\n")
    items, rejected, _, _ = collect("notes", tmp_path)
    assert len(items) == 2 and not rejected


# -- ics ------------------------------------------------------------------------------------------
ICS_LINES = [
    "DTSTART:",
    "DTSTART:2026-13-45",
    "DTSTART:99999999T999999Z",
    "DTSTART;TZID=Nowhere/Zone:20260101T100000",
    "DTSTART;VALUE=DATE:2026",
    "DTSTART;VALUE=DATE:20260230",
    "DTEND:19000101T000000Z",
    "DURATION:PXYZ",
    "RRULE:FREQ=SECONDLY;COUNT=999999999",
    "RRULE:FREQ=NOPE;UNTIL=xx",
    "RRULE:FREQ=DAILY;BYDAY=" + "MO," * 1000,
    'ATTENDEE;CN="x;PARTSTAT=:mailto:',
    "ATTENDEE;PARTSTAT=DECLINED;CN=" + "\u202e" * 50 + ":mailto:a@b.example",
    "ORGANIZER:",
    "ORGANIZER;CN=:",
    "RECURRENCE-ID:garbage",
    "RECURRENCE-ID;VALUE=DATE:20260101",
    "CLASS:" + "PRIVATE" * 100,
    "UID:",
    "SUMMARY:\x00\x1b[2J",
    "DESCRIPTION:" + "x\\n" * 30_000,
    " folded continuation with no property",
    "X-WR-CALNAME:" + "\u200f" * 100,
    "BEGIN:VALARM\nTRIGGER:-PXX\nEND:VALARM",
    "BEGIN:X\n" * 600 + "END:X\n" * 600,
    "URL:javascript:alert(1)",
    "GEO:x;y",
    'LOCATION;ALTREP="' + "a" * 10_000,
    ";;;",
    ":",
]
ics_op = st.one_of(
    st.tuples(st.just("line"), st.sampled_from(ICS_LINES)),
    st.tuples(st.just("drop"), st.sampled_from(["UID", "DTSTART", "END:VEVENT", "BEGIN:VEVENT", "SUMMARY"])),
    st.tuples(st.just("repeat"), st.integers(2, 30)),
    st.tuples(st.just("nest"), st.sampled_from(["BEGIN:VEVENT", "BEGIN:VTIMEZONE", "END:VCALENDAR"])),
)


def mangle_event(block: str, op) -> str:
    lines = block.rstrip("\n").split("\n")
    kind = op[0]
    if kind == "line":
        prop = op[1].split(":", 1)[0].split(";", 1)[0]
        if prop and prop not in ("BEGIN", " folded continuation with no property"):
            lines = [x for x in lines if not x.startswith((prop + ":", prop + ";"))]
        lines.insert(len(lines) - 1, op[1])
    elif kind == "drop":
        lines = [x for x in lines if not (x == op[1] or x.startswith(op[1] + ":") or x.startswith(op[1] + ";"))]
    elif kind == "repeat":
        return (block * op[1])[:CAP]
    elif kind == "nest":
        lines.insert(len(lines) // 2, op[1])
    return "\n".join(lines) + "\n"


@fuzz("ics")
@given(
    events=st.lists(st.tuples(st.integers(0, 10_000), st.lists(ics_op, max_size=2)), min_size=1, max_size=4),
    head=st.sampled_from(["full", "none", "no-calendar"]),
    latin1=st.booleans(),
    ops=byte_ops,
)
def test_fuzz_ics(work, fuzz_home, events, head, latin1, ops):
    calendar_head, tail, blocks = ics_seeds()
    body = "".join(_mangled(blocks[i % len(blocks)], eops) for i, eops in events)
    text = {"full": calendar_head, "none": "BEGIN:VCALENDAR\nVERSION:2.0\n", "no-calendar": ""}[head] + body + tail
    data = text.encode("latin-1", "replace") if latin1 else to_bytes(text)
    data = damage(data, ops)
    path = fresh(work) / "cal.ics"
    path.write_bytes(data)
    try:
        decoded = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        decoded = data.decode("latin-1")
    if "BEGIN:VCALENDAR" not in decoded.upper():
        offered = 1  # the file itself is rejected
    else:  # every BEGIN:VEVENT line starts one event: landed, quarantined or a duplicate
        lines = decoded.replace("\r\n", "\n").split("\n")
        offered = sum(1 for line in lines if line.rstrip().upper() == "BEGIN:VEVENT")
    check("ics", path, offered, fuzz_home)


def _mangled(block: str, ops) -> str:
    for op in ops:
        block = mangle_event(block, op)
    return block


def test_an_unclosed_time_zone_does_not_swallow_the_events_after_it(tmp_path):
    """Fuzz regression: a VTIMEZONE without END:VTIMEZONE ran to the end of the file, so every
    event after it vanished into one rejection named "VEVENT at line <the zone's line>"."""
    head, tail, blocks = ics_seeds()
    cut = head.replace("END:VTIMEZONE\n", "", 1)
    (tmp_path / "c.ics").write_text(cut + blocks[0] + blocks[1] + tail)
    items, rejected, _, _ = collect("ics", tmp_path / "c.ics")
    assert len(items) == 2 and not rejected


# -- slack ----------------------------------------------------------------------------------------
MESSAGE_FIELDS = ["ts", "user", "text", "thread_ts", "subtype", "files", "user_profile", "bot_id", "username"]
USER_FIELDS = ["id", "real_name", "name", "profile", "updated", "is_bot", "deleted", "tz"]
PROFILE_FIELDS = ["title", "phone", "email", "real_name", "display_name"]
slack_op = st.one_of(
    st.tuples(st.just("message"), st.integers(0, 10_000), st.sampled_from(MESSAGE_FIELDS), json_value),
    st.tuples(st.just("unset"), st.integers(0, 10_000), st.sampled_from(MESSAGE_FIELDS)),
    st.tuples(st.just("replace"), st.integers(0, 10_000), json_value),
    st.tuples(st.just("dup"), st.integers(0, 10_000), st.integers(1, 50)),
    st.tuples(st.just("user"), st.integers(0, 10_000), st.sampled_from(USER_FIELDS), json_value),
    st.tuples(st.just("profile"), st.integers(0, 10_000), st.sampled_from(PROFILE_FIELDS), json_value),
    st.tuples(st.just("channel"), st.integers(0, 10_000), st.sampled_from(["name", "id", "members"]), json_value),
    st.tuples(
        st.just("file"),
        st.sampled_from(["users.json", "channels.json"]),
        st.sampled_from([None, "", "[", "{}", "[1, 2]", '"x"', "[" * 5000, "null"]),
    ),
    st.tuples(st.just("deep"), st.integers(0, 10_000), st.integers(1, 5000)),
)


def mangle_slack(users: list, channels: list, days: list[list], op):
    """Apply one JSON-level edit; returns (users, channels, (file name, its new text or None) or None)."""
    kind = op[0]
    msgs = [m for day in days for m in day]
    if kind in ("message", "unset", "dup", "replace", "deep") and msgs:
        day = days[op[1] % len(days)]
        if not day:
            return users, channels, None
        j = op[1] % len(day)
        if kind == "message" and isinstance(day[j], dict):
            day[j][op[2]] = op[3]
        elif kind == "unset" and isinstance(day[j], dict):
            day[j].pop(op[2], None)
        elif kind == "replace":
            day[j] = op[2]
        elif kind == "dup":
            day[j + 1 : j + 1] = [day[j]] * op[2]
        elif kind == "deep":
            day[j] = {
                "ts": "1767225600.1",
                "text": "deep",
                "files": [{"name": [[["x"]]]}],
                "x": json.loads("[" * min(op[2], 900) + "]" * min(op[2], 900)),
            }
    elif kind == "user" and isinstance(users, list) and users:
        u = users[op[1] % len(users)]
        if isinstance(u, dict):
            u[op[2]] = op[3]
    elif kind == "profile" and isinstance(users, list) and users:
        u = users[op[1] % len(users)]
        if isinstance(u, dict):
            if not isinstance(u.get("profile"), dict):
                u["profile"] = {}
            u["profile"][op[2]] = op[3]
    elif kind == "channel" and isinstance(channels, list) and channels:
        c = channels[op[1] % len(channels)]
        if isinstance(c, dict):
            c[op[2]] = op[3]
    elif kind == "file":  # users.json / channels.json missing (None) or replaced by this text
        return users, channels, (op[1], op[2])
    return users, channels, None


@fuzz("slack")
@given(
    ws=st.integers(0, 10),
    picks=st.lists(st.integers(0, 10_000), min_size=1, max_size=3),
    edits=st.lists(slack_op, max_size=4),
    target=st.integers(0, 10),
    ops=byte_ops,
)
def test_fuzz_slack(work, fuzz_home, ws, picks, edits, target, ops):
    name, users_raw, channels_raw, all_days = slack_seeds()[ws % len(slack_seeds())]
    chosen = sorted({p % len(all_days) for p in picks})
    users, channels = json.loads(users_raw), json.loads(channels_raw)
    days = [json.loads(all_days[i][2]) for i in chosen]
    replaced: dict[str, str | None] = {}
    for op in edits:
        users, channels, file_edit = mangle_slack(users, channels, days, op)
        if file_edit is not None:
            replaced[file_edit[0]] = file_edit[1]
    root = fresh(work) / name
    root.mkdir()
    files = {"users.json": to_bytes(dumps(users)), "channels.json": to_bytes(dumps(channels))}
    for fname, content in replaced.items():
        files[fname] = None if content is None else content.encode()
    for i, day in zip(chosen, days):
        channel, day_name, _ = all_days[i]
        files[f"{channel}/{day_name}"] = to_bytes(dumps(day))
    names = sorted(files)
    victim = names[target % len(names)]
    if files[victim] is not None:  # repeating a span of users.json could repeat a user (a profile duplicate)
        files[victim] = damage(files[victim], ops, repeat=victim != "users.json")
    offered = 0
    for fname, data in files.items():
        if data is None:
            continue
        (root / fname).parent.mkdir(parents=True, exist_ok=True)
        (root / fname).write_bytes(data)
        if "/" in fname:  # a day file: each message is one record; an unreadable file is one rejection
            try:
                messages = json.loads(data.decode("utf-8"))
            except (ValueError, RecursionError):
                messages = None
            offered += len(messages) if isinstance(messages, list) else 1

    def messages_only(items, rejected):
        """Profile records (and users.json problems) come from users.json, not the day files."""
        profiles = [i for i in items if i.container == "profiles" and i.external_id.startswith("users/")]
        from_users = [r for r in rejected if r.location == "users.json"]
        assert len(profiles) + len(from_users) <= (len(users) if isinstance(users, list) else 0) + 1
        return [i for i in items if i not in profiles], [r for r in rejected if r not in from_users]

    check("slack", root, offered, fuzz_home, exclude=messages_only)


def test_a_slack_profile_updated_beyond_any_calendar_lands_dated_by_the_export(tmp_path):
    """Fuzz regression: a users.json ``updated`` of 1e300 (or 1e18) raised OverflowError /
    ValueError out of the connector after every message had been read, and nothing landed. Now
    the profile is dated by the export's last message, as one without ``updated`` is."""
    root = tmp_path / "ws"
    (root / "general").mkdir(parents=True)
    users = [{"id": "U1", "real_name": "Dana", "updated": 1e300, "profile": {"title": "CTO"}}]
    (root / "users.json").write_text(json.dumps(users))
    (root / "channels.json").write_text(json.dumps([{"id": "C1", "name": "general"}]))
    (root / "general" / "2026-01-01.json").write_text(json.dumps([{"ts": "1767225600.1", "user": "U1", "text": "hi"}]))
    items, rejected, _, _ = collect("slack", root)
    assert [i.body for i in items][0] == "hi"
    profile = next(i for i in items if i.container == "profiles")
    assert profile.timestamp.isoformat().startswith("2026-01-01") and not rejected


def test_a_deeply_nested_slack_channel_list_is_ignored_and_the_messages_land(tmp_path):
    """Fuzz regression: channels.json of 5,000 '[' raised RecursionError out of the connector."""
    root = tmp_path / "ws"
    (root / "general").mkdir(parents=True)
    (root / "users.json").write_text(json.dumps([{"id": "U1", "real_name": "Dana"}]))
    (root / "channels.json").write_text("[" * 5000)
    (root / "general" / "2026-01-01.json").write_text(json.dumps([{"ts": "1767225600.1", "user": "U1", "text": "hi"}]))
    items, rejected, _, _ = collect("slack", root)
    assert [(i.container, i.body) for i in items] == [("#general", "hi")] and not rejected


def test_a_jsonl_number_past_pythons_digit_limit_is_quarantined_and_the_rest_lands(tmp_path):
    """Fuzz regression: a number of more than 4,300 digits makes json.loads raise a plain ValueError
    (not JSONDecodeError), which escaped the connector and sank the batch."""
    path = tmp_path / "i.jsonl"
    ok = {"source": "chat", "external_id": "b", "body": "ok", "timestamp": "2026-01-01T00:00:00Z"}
    path.write_text('{"source": "chat", "sensitivity": ' + "9" * 5000 + "}\n" + json.dumps(ok) + "\n")
    items, rejected, _, _ = collect("jsonl", path)
    assert [i.body for i in items] == ["ok"] and len(rejected) == 1 and "4300 digits" in rejected[0].reason


def test_a_jsonl_line_cannot_name_its_own_quarantine_location(tmp_path, fuzz_home):
    """Fuzz regression: a line with ``"_location": [1]`` that was quarantined carried the list
    into the quarantine row (sqlite: Error binding parameter) and land() failed."""
    path = tmp_path / "i.jsonl"
    path.write_text(json.dumps({"_location": [1], "_position": {"x": 1}, "source": "chat"}) + "\n")
    res = land(fuzz_home.home, "jsonl", path, day="2026-07-02")
    assert res.quarantined == 1 and res.reasons[0].startswith("i.jsonl line 1: ")


def test_a_parser_message_quoting_a_30kb_line_is_cut_to_a_one_line_reason(tmp_path):
    """Fuzz regression: icalendar's error quotes the whole unparsable content line, and so did the
    quarantine reason (30 KB); a 2 KB Date header was echoed whole too."""
    head, tail, blocks = ics_seeds()
    event = mangle_event(mangle_event(blocks[0], ("line", ICS_LINES[27])), ("nest", "END:VCALENDAR"))
    (tmp_path / "c.ics").write_text(head + event + tail)
    (tmp_path / "m.eml").write_bytes(b"From: a@x.example\nDate: " + b'"' * 2000 + b"\n\nbody\n")
    for connector, name in (("ics", "c.ics"), ("eml", "m.eml")):
        _, rejected, _, _ = collect(connector, tmp_path / name)
        assert len(rejected) == 1 and len(rejected[0].reason) < 300 and "\n" not in rejected[0].reason


def test_mail_headers_too_long_to_parse_structurally_are_read_in_linear_time():
    """Fuzz regression: the stdlib's structured header parser is quadratic on some input: 50,000
    '"' in To took 47 s, 20,000 Content-Type parameters 13 s, 50,000 '(' raised RecursionError and
    quarantined the message. Now the message lands, and a header four times as long takes about four
    times as long (a quadratic parse: sixteen), each the best of three, so a busy machine slows both."""
    import time

    base = b"From: Dana <dana@x.example>\nSubject: hi\nDate: Thu, 1 Jan 2026 10:00:00 +0000\n"

    def parse(header: bytes) -> float:
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            out = message_to_item(base + header + b"\n\nbody\n", location="m", position=None, account=None)
            best = min(best, time.perf_counter() - start)
            assert isinstance(out, dict) and out["body"] == "body" and out["author"] == "Dana"
        return best

    for head, unit, n in (
        (b"To: ", b'"', 50_000),
        (b"Content-Type: text/plain; ", b"a=b; ", 20_000),
        (b"Cc: ", b"(", 50_000),
        (b"To: ", b"a:", 20_000),
    ):
        small, large = parse(head + unit * (n // 4)), parse(head + unit * n)
        assert large < 8 * max(small, 0.002), (head + unit, f"{small:.4f} s for {n // 4}, {large:.4f} s for {n}")
