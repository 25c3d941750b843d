"""A small mailbox slept in a real vault: its messages written as files, landed, ingested, and its people (and, asked
for, its facts) staged as the sleep cycle does. One set-up for the tests that read what a mailbox as a whole shows."""

from __future__ import annotations

from pathlib import Path

from hinet_pipeline.config import Home
from hinet_pipeline.intake.ingest import ingest_day
from hinet_pipeline.intake.landing import land
from hinet_pipeline.memory.facts.stage import facts_stage
from hinet_pipeline.memory.people.stage import people_stage
from hinet_pipeline.memory.people.suggest import suggest
from hinet_pipeline.store.home_setup import init_home, set_region
from hinet_pipeline.store.vault import Vault


def slept_mailbox(
    tmp_path: Path,
    messages: list[str | bytes],
    *,
    region: str = "US",
    account: str = "me",
    day: str = "2018-01-20",
    suffix: str = ".eml",
    facts: bool = False,
) -> Home:
    """A home whose vault holds ``messages`` (RFC 822 texts) landed on ``day``, its people staged (and its facts)."""
    export = tmp_path / "export"
    export.mkdir()
    for k, raw in enumerate(messages):
        path = export / f"m{k:02d}{suffix}"
        path.write_bytes(raw) if isinstance(raw, bytes) else path.write_text(raw)
    home = Home(tmp_path / "home")
    init_home(home)
    set_region(home, region)
    land(home, "eml", export, day=day, account=account)
    with Vault.open(home) as v:
        ingest_day(v, home, day)
        settings = home.settings()
        people_stage(v, settings, day=day)
        if facts:
            facts_stage(v, settings, day=day)
    return home


def plain_mail(sender: str, to: str, date: str, body: str, n: int) -> str:
    """One plain-text message (UTF-8), the ``n``-th of a test's mailbox."""
    mime = "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit"
    return f"From: {sender}\nTo: {to}\nSubject: news\nDate: {date}\nMessage-ID: <m{n}@x>\n{mime}\n\n{body}\n"


def suggested(home: Home) -> list[dict]:
    """``hinet people suggest``'s proposals for the owner's role."""
    with Vault.open(home) as v:
        return suggest(v, home.settings().role("owner"))


def said_in_mailbox(body: str, author: str, participants: list[str], day: str, mine: str, region: str) -> set:
    """What one mail of a mailbox says, (subject, predicate, object, day), its owner as the mail shows them
    (``Owner.mailbox``: the address ``mine``), numbers without a country code read in ``region``."""
    from hinet_pipeline.config import Owner
    from hinet_pipeline.memory.facts.extract import extract
    from hinet_pipeline.records import CanonicalItem

    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": f"{day}T10:00:00+00:00", "account": "a",
         "author": author, "participants": [author, *participants], "title": "", "body": body}
    )  # fmt: skip
    found = (f.observation for f in extract(item, 1, Owner(region=region, mailbox=(mine,))))
    return {(o.subject, o.predicate, o.object, str(o.valid_from)[:10]) for o in found}
