"""The repo's copy of the public test data (tests/data, tests/tools/locomo.py) is the shared data,
byte for byte, so a clone alone and CI (../shared beside the repo) measure the same figures."""

from __future__ import annotations

import pytest

from .conftest import REPO

DATA = REPO / "tests" / "data"
SHARED = REPO.parent / "shared"
SETS = ("locomo", "tatoeba", "mail/enron", "mail/notmuch", "scifact")


def _files(root):
    return {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()}


def test_each_set_is_in_the_repo_with_its_source_and_licence():
    readme = (DATA / "README.md").read_text(encoding="utf-8")
    for name in SETS:
        assert (DATA / name).is_dir(), name
        assert f"`{name}/" in readme, name
    assert len(_files(DATA / "mail" / "enron" / "enron-eval")) == 750  # the whole folder: the Enron gold reads it
    assert len((DATA / "scifact" / "corpus.jsonl").read_text(encoding="utf-8").splitlines()) == 5183
    for licence in ("locomo/LICENSE.txt", "mail/enron/LICENSE_palimpzest_MIT", "mail/notmuch/COPYING_notmuch_head.txt"):
        assert (DATA / licence).is_file(), licence
    assert (REPO / "tests" / "tools" / "locomo.py").is_file()


@pytest.mark.skipif(not (SHARED / "data").is_dir(), reason="needs ../shared/data beside the repo to compare with")
def test_the_repo_copy_is_the_shared_data_byte_for_byte():
    shared = _files(SHARED / "data") - {"README.md"}
    ours = _files(DATA) - {"README.md"}
    assert ours == shared, (sorted(ours - shared)[:10], sorted(shared - ours)[:10])
    differ = [f for f in sorted(ours) if (DATA / f).read_bytes() != (SHARED / "data" / f).read_bytes()]
    assert not differ, differ[:10]
    tool = "tools/locomo.py"
    assert (REPO / "tests" / tool).read_bytes() == (SHARED / tool).read_bytes()
