"""The ``llm`` extractor: the local LLM (``hinet_pipeline.llm``) reads a record and answers with
facts as JSON; the answer is validated strictly and only what validates is stored.

The model gets the record (text, time, author, title, source) and the owner's name, the closed
predicate vocabulary and ANSWER_SCHEMA: ``{"facts": [{subject, predicate, object, valid_from,
retract}, ...]}``. Validation, in order:

* the answer: a leading ``<think>...</think>`` block (Qwen3) and one Markdown code fence around
  the whole answer are removed; what is left must be exactly one JSON value (``not_json``; any
  other text around the JSON is ``prose``), an object with a ``facts`` list and nothing else
  (``schema``). A failure rejects the whole answer;
* each fact: exactly the five keys with their JSON types (``schema``), a predicate of the
  vocabulary (``predicate``), ``valid_from`` an ISO 8601 date or null = the record's time
  (``date``), a non-empty subject (``subject``; "I"/"me" is the owner in the owner's records
  and rejected in others'), a non-empty object unless
  it is a retraction (``object``; retracting a multi-valued predicate names the value too), a
  phone number that normalises to E.164 (``phone``), an e-mail address that looks like one
  (``email``). A failure rejects that fact alone.

Every rejection is counted by kind in ``LLMStats`` (numbers only: no text of the record or the
answer is kept, logged or reported). Accepted facts become observations with extractor "llm",
confidence 0.6 (below the structured and language extractors), the record's id, item rowid and
time (observed_at).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Iterator, Protocol

from hinet_pipeline.config import Owner
from hinet_pipeline.memory.facts.consolidate import Observation
from hinet_pipeline.memory.facts.store import Found
from hinet_pipeline.memory.facts.vocabulary import PREDICATES
from hinet_pipeline.memory.people.identity import phone_e164, wrote
from hinet_pipeline.records import CanonicalItem

CONFIDENCE = 0.6
MAX_RECORD_CHARS = 6000  # longer record texts are cut: the prompt stays within a small model's context
REASONS = ("not_json", "prose", "schema", "predicate", "date", "subject", "object", "phone", "email")
FIRST_PERSON = {"i", "me", "myself"}  # the author: the owner when the owner wrote the record
FIELDS = ("subject", "predicate", "object", "valid_from", "retract")

ANSWER_SCHEMA = {
    "type": "object",
    "properties": {
        "facts": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "subject": {"type": "string", "minLength": 1},
                    "predicate": {"enum": sorted(PREDICATES)},
                    "object": {"type": ["string", "null"]},
                    "valid_from": {"type": ["string", "null"], "format": "date"},
                    "retract": {"type": "boolean"},
                },
                "required": list(FIELDS),
                "additionalProperties": False,
            },
        }
    },
    "required": ["facts"],
    "additionalProperties": False,
}

SYSTEM = """You extract facts about people from one personal record (a mail, note, chat message or \
calendar event) for {owner}'s private memory. Report only facts the record states or clearly implies, \
using only these predicates:
{vocabulary}
Rules: "I", "me" and "my" in text written by {owner} mean {owner}: use that name as the subject; \
in text by someone else they mean the author: use the author's name. \
valid_from is the ISO date (YYYY-MM-DD) from which the fact holds, resolved against the record's \
time ("next month", "on March 1st"); null when it holds from the record's time. retract is true \
when the record says the fact stopped or will not happen (then object may be null). Phone numbers \
with their country code. If the record states no such fact, answer {{"facts": []}}.
Answer with JSON only, no other text, matching this JSON schema:
{schema}"""

USER = """Record ({source}{title})
Time: {time}
Author: {author}
---
{text}
---
/no_think"""


class ChatModel(Protocol):
    """What the extractor needs of a model: ``hinet_pipeline.llm.LLM`` or a scripted stand-in."""

    def generate(self, messages: list[dict], *, max_tokens: int = ...) -> str: ...


@dataclass
class LLMStats:
    """Counts only (never text): records asked, facts accepted, rejections by kind."""

    records: int = 0
    accepted: int = 0
    rejected: Counter = field(default_factory=Counter)

    def reject(self, reason: str) -> None:
        self.rejected[reason] += 1

    def counts(self) -> dict[str, int]:
        """``llm_records``, ``llm_accepted``, ``llm_rejected`` (answers and facts rejected) and
        ``llm_rejected_<kind>`` for every kind (zeros too, so a plot over time has every series)."""
        return {
            "llm_records": self.records,
            "llm_accepted": self.accepted,
            "llm_rejected": sum(self.rejected.values()),
            **{f"llm_rejected_{r}": self.rejected[r] for r in REASONS},
        }


class Rejected(ValueError):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def messages(item: CanonicalItem, owner: Owner) -> list[dict]:
    vocabulary = "\n".join(
        f"- {p.name}: {p.meaning} ({'one value at a time' if p.functional else 'several values'})"
        for p in PREDICATES.values()
    )
    system = SYSTEM.format(owner=owner.name, vocabulary=vocabulary, schema=json.dumps(ANSWER_SCHEMA))
    user = USER.format(
        source=item.source,
        title=f": {item.title}" if item.title else "",
        time=item.timestamp.isoformat(),
        author=item.author or (owner.name if item.source == "notes" else "unknown"),
        text=item.body[:MAX_RECORD_CHARS],
    )
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


_THINK = re.compile(r"^\s*<think>.*?</think>", re.S)
_FENCE = re.compile(r"^\s*```(?:json)?[ \t]*\n(.*)\n[ \t]*```\s*$", re.S)


def parse_answer(text: str) -> list:
    """The ``facts`` list of an answer, or Rejected(not_json | prose | schema)."""
    text = _THINK.sub("", text, count=1)
    if fenced := _FENCE.match(text):
        text = fenced.group(1)
    text = text.strip()
    try:
        answer = json.loads(text)
    except ValueError:
        raise Rejected("prose" if _embeds_json(text) else "not_json") from None
    if not isinstance(answer, dict) or set(answer) != {"facts"} or not isinstance(answer["facts"], list):
        raise Rejected("schema")
    return answer["facts"]


def _embeds_json(text: str) -> bool:
    """Whether a JSON object or list starts somewhere inside ``text`` (an answer wrapped in prose)."""
    for start in (i for i, ch in enumerate(text) if ch in "{["):
        try:
            json.JSONDecoder().raw_decode(text, start)
            return True
        except ValueError:
            continue
    return False


def _date(value: str | None, record_time: datetime) -> datetime:
    if value is None:
        return record_time
    try:
        when = datetime.fromisoformat(value.strip())
    except ValueError:
        raise Rejected("date") from None
    return when.astimezone(timezone.utc) if when.tzinfo else when.replace(tzinfo=timezone.utc)


def validate(raw, item: CanonicalItem, owner: Owner) -> tuple[str, str, str | None, datetime, bool]:
    """One fact of an answer → (subject, predicate, object, valid_from, retract), or Rejected(kind)."""
    if not isinstance(raw, dict) or set(raw) != set(FIELDS):
        raise Rejected("schema")
    subject, pred, obj, valid_from, retract = (raw[k] for k in FIELDS)
    if (
        not isinstance(subject, str)
        or not isinstance(pred, str)
        or not isinstance(obj, (str, type(None)))
        or not isinstance(valid_from, (str, type(None)))
        or not isinstance(retract, bool)
    ):
        raise Rejected("schema")
    if pred not in PREDICATES:
        raise Rejected("predicate")
    when = _date(valid_from, item.timestamp)
    subject = subject.strip()
    if not subject:
        raise Rejected("subject")
    if subject.casefold() in FIRST_PERSON:
        if not wrote(owner, item.source, item.author):  # someone else's "I": the model did not name them
            raise Rejected("subject")
        subject = owner.name
    obj = (obj or "").strip() or None
    if obj is None and (not retract or not PREDICATES[pred].functional):  # a multi-valued retraction names its value
        raise Rejected("object")
    if obj is not None and pred == "phone":
        obj = phone_e164(obj, owner.region)
        if obj is None:
            raise Rejected("phone")
    if obj is not None and pred == "email":
        obj = obj.lower()
        if not re.fullmatch(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", obj):
            raise Rejected("email")
    return subject, pred, obj, when, retract


class LLMExtractor:
    """An extractor with the interface of ``extract.EXTRACTORS``'s: ``(item, rowid, owner)`` →
    observations. Holds the loaded model and the run's ``stats``."""

    name = "llm"

    def __init__(self, llm: ChatModel, *, max_tokens: int = 512) -> None:
        self.llm = llm
        self.max_tokens = max_tokens
        self.stats = LLMStats()

    def __call__(self, item: CanonicalItem, rowid: int, owner: Owner) -> Iterator[Found]:
        if not item.body.strip():
            return
        self.stats.records += 1
        answer = self.llm.generate(messages(item, owner), max_tokens=self.max_tokens)
        try:
            facts = parse_answer(answer)
        except Rejected as e:
            self.stats.reject(e.reason)
            return
        for raw in facts:
            try:
                subject, pred, obj, when, retract = validate(raw, item, owner)
            except Rejected as e:
                self.stats.reject(e.reason)
                continue
            self.stats.accepted += 1
            o = Observation(
                subject, pred, obj, when, item.record_id, item.source, item.timestamp, retract, item.sensitivity
            )
            yield Found(o, rowid, self.name, confidence=CONFIDENCE)
