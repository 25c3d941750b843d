"""CanonicalItem and Origin: the episodic source record every connector emits.

An item is identified by its *identity key* (source, account, external_id); each distinct content
of that key is one *version*, identified by ``content_hash`` (and ``record_id``, derived from it).
The same item landed twice has the same hash and is stored once; a changed item is a new version.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from dataclasses import MISSING, dataclass, fields, replace
from datetime import datetime
from functools import cached_property
from typing import Any, Mapping

from hinet_pipeline.errors import InvalidItemError
from hinet_pipeline.timeutil import parse_time

_SPACE = re.compile(r"\s")

# Display names of the genres; `app` (e.g. "Slack", "Gmail") wins over these when a connector sets it.
_SOURCE_LABELS = {
    "mail": "Mail",
    "chat": "Chat",
    "notes": "Notes",
    "calendar": "Calendar",
    "code": "Code",
    "files": "Files",
}


def parse_timestamp(value: Any) -> datetime:
    """ISO 8601 → aware datetime (timeutil.parse_time); anything else is an InvalidItemError."""
    try:
        return parse_time(value)
    except ValueError:
        raise InvalidItemError(f"timestamp {quoted(value)} is not ISO 8601") from None


def quoted(value: Any, limit: int = 60) -> str:
    """A bad value as an error message shows it: its repr, cut to ``limit`` characters (a 1 MB
    timestamp is a one-line reason, not a 1 MB line)."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + f"… ({len(text)} characters)"


def normalize_body(text: str) -> str:
    return unicodedata.normalize("NFC", text.replace("\r\n", "\n").replace("\r", "\n"))


@dataclass(frozen=True)
class Origin:
    """Where an item came from. Its fields are declared here once: CanonicalItem is an Origin plus
    its content, and the vault's ``items`` columns and citations derive from them (each field is a
    column of its own; ``participants`` is a JSON list, one ``item_people`` row each for filters)."""

    source: str
    external_id: str
    timestamp: datetime
    account: str | None = None
    container: str | None = None
    thread_id: str | None = None
    author: str | None = None
    participants: tuple[str, ...] = ()
    url: str | None = None
    app: str | None = None
    title: str | None = None

    def _thread_label(self) -> str | None:
        """A short human label for the thread (e.g. LoCoMo's ``conv-26:session_3`` → ``session 3``)."""
        if self.title:
            title = " ".join(self.title.split())
            return title if len(title) <= 60 else title[:57] + "..."
        tid = self.thread_id
        if not tid:
            return None
        if self.container and tid.startswith(self.container + ":"):
            tid = tid[len(self.container) + 1 :]
        if len(tid) > 32 or any(c in tid for c in "@<>/") or tid == self.container:
            return None  # machine ids (Message-IDs, hashes) say nothing to a reader
        return tid.replace("_", " ")

    def display(self) -> str:
        """The provenance header, e.g. ``[Slack › Acme › #eng › from Dana › 2026-03-14]``."""
        parts = [self.app or _SOURCE_LABELS.get(self.source, self.source.capitalize())]
        for value in (self.account, self.container, self._thread_label()):
            if value and value not in parts:
                parts.append(value)
        if self.author:
            parts.append(f"from {self.author}")
        parts.append(self.timestamp.date().isoformat())
        return "[" + " › ".join(parts) + "]"


@dataclass(frozen=True, kw_only=True)
class CanonicalItem(Origin):
    """One record of the landing contract (docs/contracts.md), validated and normalised: its Origin (the
    fields above, inherited, not repeated) and its content."""

    body: str
    sensitivity: int = 1
    lang: str | None = None
    # how the record was sent, as its source tells (mail: "bulk", "auto", "list:ADDR", ...): read by
    # the people step, not content (outside the content hash: a record's identity never depends on it)
    signals: tuple[str, ...] = ()

    # -- construction -------------------------------------------------------------------------
    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> "CanonicalItem":
        """Validate one landing-contract dict; raises InvalidItemError naming the bad field."""
        if not isinstance(raw, Mapping):
            raise InvalidItemError(f"item must be a JSON object, got {type(raw).__name__}")
        missing = [f for f in REQUIRED_FIELDS if raw.get(f) in (None, "")]
        if missing:
            raise InvalidItemError(f"missing required field(s): {', '.join(missing)}")
        for name in ("source", "external_id", "body"):
            if not isinstance(raw[name], str):
                raise InvalidItemError(f"field {name!r} must be a string")
        opts: dict[str, Any] = {}
        for name in OPTIONAL_TEXT_FIELDS:
            value = raw.get(name)
            if value is None or value == "":
                continue
            if not isinstance(value, str):
                raise InvalidItemError(f"field {name!r} must be a string")
            opts[name] = value
        participants = raw.get("participants") or []
        if not isinstance(participants, list) or not all(isinstance(p, str) for p in participants):
            raise InvalidItemError("field 'participants' must be a list of strings")
        signals = raw.get("signals") or []
        if not isinstance(signals, list) or not all(isinstance(x, str) for x in signals):
            raise InvalidItemError("field 'signals' must be a list of strings")
        sensitivity = raw.get("sensitivity", 1)
        if isinstance(sensitivity, bool) or not isinstance(sensitivity, int) or not 0 <= sensitivity <= 3:
            raise InvalidItemError(f"field 'sensitivity' must be 0..3, got {quoted(sensitivity)}")
        for name, value in (
            [(n, raw[n]) for n in ("source", "external_id", "body")]
            + list(opts.items())
            + [("participants", p) for p in participants]
            + [("signals", x) for x in signals]
        ):
            _encodable(name, value)
        body = normalize_body(raw["body"])
        if "\x00" in body:
            raise InvalidItemError("field 'body' contains NUL bytes (binary data?)")
        return cls(
            source=raw["source"].strip().lower(),
            external_id=raw["external_id"],
            body=body,
            timestamp=parse_timestamp(raw["timestamp"]),
            participants=tuple(dict.fromkeys(p.strip() for p in participants if p.strip())),
            sensitivity=sensitivity,
            signals=tuple(dict.fromkeys(x.strip() for x in signals if x.strip())),
            **opts,
        )

    # -- identity -----------------------------------------------------------------------------
    @property
    def identity_key(self) -> tuple[str, str | None, str]:
        return (self.source, self.account, self.external_id)

    def to_dict(self) -> dict[str, Any]:
        d = {name: getattr(self, name) for name in ITEM_FIELDS}
        d["timestamp"] = self.timestamp.isoformat()
        d["participants"] = list(self.participants)
        d["signals"] = list(self.signals)
        return d

    @classmethod
    def from_landed(cls, d: Mapping[str, Any]) -> "CanonicalItem":
        """Rebuild an item from ``to_dict()`` output (or a stored vault row) that this code validated
        before writing it (a landing batch is authenticated by the vault key, like the vault itself):
        no second validation, and a ``content_hash`` stored beside it is taken as computed."""
        fields_ = {name: d.get(name) for name in ITEM_FIELDS}
        fields_["timestamp"] = parse_timestamp(d["timestamp"])
        fields_["participants"] = tuple(d.get("participants") or ())
        fields_["signals"] = tuple(d.get("signals") or ())
        item = cls(**fields_)
        if d.get("content_hash"):
            item.__dict__["content_hash"] = d["content_hash"]
        return item

    def read_as(self, body: str) -> "CanonicalItem":
        """This record with its body as a reader takes it ("i'm" as "I'm"): the same record (its content hash and
        record id kept), so what is read in it is cited to it."""
        out = replace(self, body=body)
        out.__dict__["content_hash"] = self.content_hash
        return out

    @cached_property  # frozen dataclasses have a __dict__: the cache lives there, fields stay frozen
    def content_hash(self) -> str:
        """SHA-256 over identity and content in a canonical encoding: stable across runs and key
        order. ``url`` and ``app`` are locators, not content: the same note landed from another
        mount point is the same item, not a new version; ``signals`` are not content either."""
        content = {k: v for k, v in self.to_dict().items() if k not in _NOT_HASHED}
        canonical = json.dumps(content, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()

    @property
    def record_id(self) -> str:
        return "r" + self.content_hash[:24]

    @property
    def body_hash(self) -> str:
        """Hash of the text alone (case and whitespace folded): finds the same content across sources.
        sha256 of ``" ".join(body.casefold().split())``, fed a megabyte at a time, cut only at
        whitespace (a 100 MB message would otherwise hold a list of every word: 1.48 -> 0.95 GB)."""
        folded = self.body.casefold()
        h, n, start, first = hashlib.sha256(), len(folded), 0, True
        while start < n:
            end = min(start + (1 << 20), n)
            if end < n:
                m = _SPACE.search(folded, end)  # never cut a word
                end = m.start() if m else n
            words = folded[start:end].split()
            if words:
                h.update(((" " if not first else "") + " ".join(words)).encode("utf-8"))
                first = False
            start = end
        return h.hexdigest()

    @property
    def origin(self) -> Origin:
        return Origin(**{name: getattr(self, name) for name in ORIGIN_FIELDS})


def _encodable(name: str, value: str) -> None:
    """Text must be valid Unicode to be hashed and stored: a lone surrogate ("\\ud800", which JSON
    can spell) is the record's fault, not the batch's."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as e:
        raise InvalidItemError(
            f"field {name!r} holds an unpaired surrogate (U+{ord(value[e.start]):04X}) at character {e.start}"
        ) from None


# The field lists, stated once (by the dataclasses above): validation, storage, citations and
# displays derive theirs
ORIGIN_FIELDS = tuple(f.name for f in fields(Origin))
ITEM_FIELDS = tuple(f.name for f in fields(CanonicalItem))  # ORIGIN_FIELDS, then the content's
REQUIRED_FIELDS = tuple(f.name for f in fields(CanonicalItem) if f.default is MISSING)
OPTIONAL_TEXT_FIELDS = tuple(f.name for f in fields(CanonicalItem) if f.type == "str | None")
_LOCATORS = ("url", "app")
_NOT_HASHED = (*_LOCATORS, "signals")
