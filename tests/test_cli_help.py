"""The CLI's help says what each command does: `hinet sleep --help` names every stage."""

from __future__ import annotations


def test_sleep_help_names_every_stage_of_the_job(cli):
    """`hinet sleep --help` names each asset of the real sleep-cycle job, in the job's order, with a
    line saying what it does, and marks (*) exactly those a blocking check guards."""
    from hinet_pipeline.definitions import SLEEP_ASSETS, SLEEP_CHECKS

    code, out, _ = cli("sleep", "--help")
    assert code == 0
    lines = {ln.split()[0]: ln for ln in out.splitlines() if ln.startswith("    ") and ln.split()}
    names = [a.key.to_user_string() for a in SLEEP_ASSETS]
    checked = {key.asset_key.to_user_string() for c in SLEEP_CHECKS for key in c.check_keys}
    for name in names:
        listed = name + "*" if name in checked else name
        assert listed in lines, f"{name} missing from `hinet sleep --help`"
        assert len(lines[listed].split()) >= 5, f"{name}: no description"
    assert not {n.rstrip("*") for n in lines if n.rstrip("*") not in names and n.endswith("*")}
    listed_order = [n.rstrip("*") for n in lines if n.rstrip("*") in names]
    assert listed_order == names
