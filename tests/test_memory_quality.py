"""Issue [14]: the memory layer (people and facts) on real mail nobody here wrote, scored against the
hand-read gold in benchmarks/gold/enron (375 Enron messages, read whole; see its README), and the
sample corpus's gold facts. The figures are `python -m benchmarks.memory`'s; the thresholds are the
issue's targets (measured beside each)."""

from __future__ import annotations

import pytest

from benchmarks import memory

from .conftest import SHARED_DATA

MAIL = SHARED_DATA / "mail" / "enron" / "enron-eval"


@pytest.fixture(scope="module")
def enron():
    if not MAIL.is_dir():
        pytest.skip(f"needs the Enron mail ({MAIL})")
    return memory.score_enron(memory.GOLD, MAIL)


def test_people_on_real_mail(enron):
    """Measured: 190 of 222 same-person pairs proposed (0.856), 190 right and 20 wrong proposals (the
    wrong ones: two people of one name the readers kept apart), no wrong merge; 8 of 117 lists, bots
    and newsletters listed as persons (0.068); no address lost (2,137 header addresses)."""
    print({k: v for k, v in enron.items() if not k.startswith("_") and k != "per_predicate"})
    assert enron["messages"] >= 300
    assert enron["pairs_found"] >= 0.6, enron["_missed_pairs"][:20]
    assert enron["proposals_right"] > enron["proposals_wrong"], enron["_wrong_proposals"][:20]
    assert enron["wrong_merges"] == 0, enron["_wrong_merges"]
    assert enron["nonpersons_as_persons_share"] <= 0.10, enron["_as_persons"]
    assert enron["addresses_lost"] == 0, enron["_lost"][:20]


def test_facts_on_real_mail(enron):
    """Measured: precision 0.977 over 429 facts, recall 0.626 of 382 clear facts (phones 0.73, job
    titles 0.56, employers 0.48), no trap of 346 stored, as-of 0.625 of 40 questions."""
    print(enron["per_predicate"])
    assert enron["facts_precision"] >= 0.9, enron["_wrong_facts"][:30]
    assert enron["facts_recall"] >= 0.6, enron["per_predicate"]
    assert enron["asof_right"] >= 0.6, enron["_asof_wrong"]
    assert enron["traps_stored"] == 0, enron["_traps"]


def test_facts_on_the_sample_corpus():
    """The sample corpus's 21 gold facts, as the eval gate scores them: all found, none wrong."""
    figures = memory.score_sample()
    assert figures["facts_precision"] == 1.0 and figures["facts_recall"] == 1.0, figures
