"""Query analysis against a real mailbox's number of known people: a question is matched against
every name the vault knows (thousands on real mail). Each name used to cost a regex compiled for it
per question (re's cache holds 512), which made one question's analysis 0.6 s on 757 Enron mails and
the eval gate's 450 probe searches 118 s of a 154 s sleep. Now only the names whose text occurs in the
question get a pattern."""

from __future__ import annotations

import re
from datetime import date

from hinet_pipeline.read.query_analysis import analyse

TODAY = date(2026, 6, 30)


def _names(n: int) -> list[str]:
    first = ["Phillip", "Sara", "Vince", "Kay", "Jeff", "Louise", "Tana", "Mark", "Steven", "Sally"]
    return sorted(
        {f"{first[i % len(first)]} Person{i:05d}" for i in range(n)} | {"Dana Levi", "Dana Levinson"},
        key=len,
        reverse=True,
    )


def test_the_person_a_question_names_is_found_among_thousands_and_taken_out_of_the_dense_query():
    d = analyse("what did Dana Levi's landlord say about the lease?", _names(5000), today=TODAY)
    assert "Dana Levi" in d.people  # (and every Dana, by the first name: people/resolve narrows them)
    assert "Dana" not in d.dense_query and "lease" in d.dense_query
    d = analyse("lunch with phillip person00010 on friday", _names(5000), today=TODAY)
    assert "Phillip Person00010" in d.people


def test_only_the_names_the_question_contains_get_a_pattern(monkeypatch):
    calls: list[str] = []
    real = re.search

    def counting(pattern, *args, **kwargs):
        calls.append(pattern if isinstance(pattern, str) else pattern.pattern)
        return real(pattern, *args, **kwargs)

    monkeypatch.setattr(re, "search", counting)
    d = analyse("notes from Vince Person00002 about the gas desk", _names(5000), today=TODAY)
    assert "Vince Person00002" in d.people
    head, tail = "(?<!\\w)", "(?:'s|’s)?(?!\\w)"
    named = {p[len(head) : -len(tail)] for p in calls if p.startswith(head) and p.endswith(tail)}
    # the name and its first name "vince" (500 names share it: one pattern, tried for each of them)
    assert named == {re.escape("vince person00002"), "vince"}, named
    assert len(calls) < 600  # a pattern per name would be 5,000 searches and as many compiles
