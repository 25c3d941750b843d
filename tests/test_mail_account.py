"""Mail landed without --account takes its mailbox from the export's own headers (X-Origin, else the
store at the root of X-Folder: Outlook / ExMerge exports such as Enron's), so a citation says which
mailbox a message came from instead of `Mail › Inbox` for every one; --account still wins."""

from __future__ import annotations

import shutil

from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import collect
from hinet_pipeline.store.citations import of_item
from hinet_pipeline.store.items import get_item
from hinet_pipeline.store.vault import Vault

from .conftest import SHARED_DATA, cli_json, needs_data

ENRON = SHARED_DATA / "mail" / "enron" / "enron-eval"
FILES = {  # file → (X-Origin, the account it lands with, container)
    "allen-p-inbox-10.txt": ("Allen-P", "allen-p", "Inbox"),  # \Phillip_Allen_Jan2002_1\Allen, Phillip K.\Inbox
    "bass-e-inbox-100.txt": ("BASS-E", "bass-e", "Inbox"),  # \ExMerge - Bass, Eric\Inbox
    "davis-d-inbox-wells-1.txt": ("DAVIS-D", "davis-d", "Wells"),  # \DDAVIS (Non-Privileged)\Inbox\Wells
}


@needs_data("mail/enron/enron-eval")
def test_enron_mail_cites_its_mailbox_not_just_the_folder(home, cli, tmp_path):
    export = tmp_path / "export"
    export.mkdir()
    for name in FILES:
        shutil.copy(ENRON / name, export / name)
    # the same message without X-Origin: the store at the root of X-Folder names the mailbox
    raw = (ENRON / "bass-e-inbox-100.txt").read_bytes()
    assert b"\nX-Origin: BASS-E" in raw
    stripped = raw.replace(b"\nX-Origin: BASS-E", b"").replace(b"Message-ID: <", b"Message-ID: <copy.", 1)
    (export / "no-origin.txt").write_bytes(stripped)

    landed = cli_json(cli, "land", "eml", export, "--day", "2026-06-30", "--home", home.root, "--no-report")
    assert landed["landed"] == 4 and landed["quarantined"] == 0
    with Vault.open(home) as v:
        ingest_day(v, home, "2026-06-30")
        rows = v.conn.execute("SELECT record_id, external_id FROM items ORDER BY external_id").fetchall()
        cited = {ext: of_item(get_item(v, rid)) for rid, ext in rows}
    by_account = {c["account"]: c for c in cited.values()}
    assert sorted(by_account) == ["Bass, Eric", "allen-p", "bass-e", "davis-d"]
    for _, account, container in FILES.values():
        c = by_account[account]
        assert c["container"] == container
        assert c["display"].startswith(f"[Mail › {account} › {container} › "), c["display"]
    assert by_account["Bass, Eric"]["display"].startswith("[Mail › Bass, Eric › Inbox › ")


@needs_data("mail/enron/enron-eval")
def test_the_account_the_user_gives_wins_and_mail_without_the_headers_has_none(tmp_path):
    export = tmp_path / "export"
    export.mkdir()
    shutil.copy(ENRON / "allen-p-inbox-10.txt", export / "a.txt")
    items, rejected, _, _ = collect("eml", export, "phillip.allen@enron.com")
    assert not rejected and [i.account for i in items] == ["phillip.allen@enron.com"]
    assert items[0].origin.display().startswith("[Mail › phillip.allen@enron.com › Inbox › ")

    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "m.eml").write_bytes(
        b"From: Dana <dana@example.org>\nTo: noa@example.org\nSubject: hi\n"
        b"Date: Tue, 03 Mar 2026 10:00:00 +0000\nMessage-ID: <m1@example.org>\n\nHello\n"
    )
    items, rejected, _, _ = collect("eml", plain)
    assert not rejected and items[0].account is None and items[0].container is None

    # a hostile header is no account: an overlong X-Origin falls back to X-Folder, then to none
    (plain / "m.eml").write_bytes(
        b"From: Dana <dana@example.org>\nSubject: hi\nDate: Tue, 03 Mar 2026 10:00:00 +0000\n"
        b"Message-ID: <m2@example.org>\nX-Origin: " + b"x" * 500 + b"\nX-Folder: Inbox\n\nHello\n"
    )
    items, rejected, _, _ = collect("eml", plain)
    assert not rejected and items[0].account is None and items[0].container == "Inbox"
