#!/usr/bin/env python3
"""Generate the HiNet sample corpus: one person's (Dana Levi's) data, Jan-Jun 2026,
shipped as real export formats (mbox, Slack workspace exports, Markdown notes, iCalendar)
plus retrieval probes, ground-truth facts, a manifest and a few deliberately bad inputs.

Deterministic: no randomness, no network, no wall-clock. Running it deletes and rewrites
hinet_pipeline/sample_corpus/ exactly.

    python scripts/make_sample_corpus.py            # write + validate
    python scripts/make_sample_corpus.py --check    # validate the existing output only

External-id convention (what connectors must produce, and what probes/facts reference):
    mail     Message-ID header without angle brackets     20260112.4411@fastmail.example
    slack    "<channel name>/<ts>"                         heron/1767600000.000100
    notes    path relative to the landed period folder     berlin-apartment-search.md, runs/plan.md
    calendar event UID; a modified recurring instance is   evt-x@dana.example#20260210T070000Z
             "<UID>#<RECURRENCE-ID in UTC>"

Only stdlib is needed to generate; validation additionally uses `icalendar` if installed.
"""
from __future__ import annotations

import datetime as dt
import email.utils
import json
import mailbox
import shutil
import sys
import time
import zlib
from email.headerregistry import Address
from email.message import EmailMessage
from pathlib import Path
from zoneinfo import ZoneInfo

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "hinet_pipeline" / "sample_corpus"

IL = ZoneInfo("Asia/Jerusalem")
BER = ZoneInfo("Europe/Berlin")
LIS = ZoneInfo("Europe/Lisbon")
AMS = ZoneInfo("Europe/Amsterdam")
UTC = dt.timezone.utc

MOVE_INSTANT = dt.datetime(2026, 3, 31, 6, 15, tzinfo=IL)  # flight LY2371 departs


def dana_tz(naive: dt.datetime) -> ZoneInfo:
    """Dana lives in Tel Aviv until the flight on 2026-03-31, Berlin afterwards."""
    return IL if naive.replace(tzinfo=IL) < MOVE_INSTANT else BER


def parse_local(s: str, tz=None) -> dt.datetime:
    naive = dt.datetime.strptime(s, "%Y-%m-%d %H:%M")
    if tz is None or tz == "dana":
        tz = dana_tz(naive)
    return naive.replace(tzinfo=tz)


# --------------------------------------------------------------------------------------
# People
# --------------------------------------------------------------------------------------
# key: (display name, address, timezone or "dana")
PEOPLE = {
    "dana": ("Dana Levi", "dana.levi@fastmail.example", "dana"),
    "dana_acme": ("Dana Levi", "dana.levi@acme-robotics.example", "dana"),
    "dana_gx": ("Dana Levi", "dana.levi@globex-analytics.example", "dana"),
    "yossi": ("Yossi Katz", "yossi.katz@acme-robotics.example", IL),
    "yossi_g": ("Yossi Katz", "yossi.k@gmail.example", IL),
    "noa": ("Noa Levi", "noa.levi@walla.example", IL),
    "mom": ("אילנה לוי", "ilana.levi@walla.example", IL),
    "maya": ("Maya Cohen", "maya.cohen@acme-robotics.example", IL),
    "amit": ("Amit Ben-David", "amit.bendavid@acme-robotics.example", IL),
    "rotem": ("Rotem Shani", "rotem.shani@acme-robotics.example", IL),
    "acme_people": ("Acme Robotics People Team", "people@acme-robotics.example", IL),
    "acme_all": ("Acme TLV", "tlv-all@acme-robotics.example", IL),
    "heron_team": ("Heron team", "heron@acme-robotics.example", IL),
    "gitforge": ("GitForge", "notifications@gitforge.example", UTC),
    "shira": ("Shira Peretz", "shira@talentbridge.example", IL),
    "lena": ("Lena Hoffmann", "lena.hoffmann@globex-analytics.example", BER),
    "tom": ("Tom Richter", "tom.richter@globex-analytics.example", BER),
    "priya": ("Priya Nair", "priya.nair@globex-analytics.example", BER),
    "gx_talent": ("Globex Analytics Talent", "talent@globex-analytics.example", BER),
    "gx_it": ("Globex IT Service Desk", "it@globex-analytics.example", BER),
    "gx_payroll": ("Globex Payroll", "payroll@globex-analytics.example", BER),
    "gx_data": ("Data Platform", "data-platform@globex-analytics.example", BER),
    "klaus": ("Klaus Becker", "klaus.becker@becker-immobilien.example", BER),
    "kiez": ("Kiez Wohnen GmbH", "vermietung@kiez-wohnen.example", BER),
    "ilse": ("Ilse Vandersloot", "moves@atlas-movers.example", AMS),
    "ori": ("Ori Mizrahi", "ori.mizrahi@gmail.example", IL),
    "bookclub": ("Page Turners TLV", "pageturners@lists.example", IL),
    "gil": ("Gil Harel", "gil@yarkon-runners.example", IL),
    "yarkon": ("Yarkon Runners", "team@yarkon-runners.example", IL),
    "race": ("Tel Aviv Half Marathon", "results@tlv-run.example", IL),
    "bmarathon": ("Berlin Marathon Registration", "registration@berlin-marathon.example", BER),
    "clinic": ("Ramat Aviv Medical Center", "appointments@ramataviv-med.example", IL),
    "vogel": ("Praxis Dr. Katrin Vogel", "praxis@dr-vogel-neukoelln.example", BER),
    "bank": ("Bank Yarden", "no-reply@bank-yarden.example", IL),
    "spreebank": ("Spreebank", "service@spreebank.example", BER),
    "elal": ("EL AL Israel Airlines", "eticket@elal.example", IL),
    "tap": ("TAP Air Portugal", "booking@flytap.example", LIS),
    "hotel": ("Casa do Alfama", "reservas@casadoalfama.example", LIS),
    "buergeramt": ("Service-Portal Berlin", "noreply@service.berlin.example", BER),
    "kiezfaser": ("KiezFaser Internet", "kundenservice@kiezfaser.example", BER),
}

# Recurring people shown in MANIFEST (name -> identities across sources)
PEOPLE_MANIFEST = [
    {"name": "Dana Levi", "role": "owner", "emails": ["dana.levi@fastmail.example", "dana.levi@acme-robotics.example", "dana.levi@globex-analytics.example"], "slack": ["acme:U03DANA7K", "family:U05DANA01", "globex:U07DLEVI2"]},
    {"name": "Yossi Katz", "role": "Acme colleague (motion planning), friend", "emails": ["yossi.katz@acme-robotics.example", "yossi.k@gmail.example"], "slack": ["acme:U03YKATZ4"]},
    {"name": "Noa Levi", "role": "sister (writes Hebrew)", "emails": ["noa.levi@walla.example"], "slack": ["family:U05NOALV2"]},
    {"name": "Ilana Levi (אילנה לוי)", "role": "mother (writes Hebrew)", "emails": ["ilana.levi@walla.example"], "slack": ["family:U05ILANA3"]},
    {"name": "Maya Cohen", "role": "manager at Acme Robotics", "emails": ["maya.cohen@acme-robotics.example"], "slack": ["acme:U03MCOHN1"]},
    {"name": "Amit Ben-David", "role": "Acme firmware engineer, takes over Heron perception", "emails": ["amit.bendavid@acme-robotics.example"], "slack": ["acme:U03ABDVD8"]},
    {"name": "Rotem Shani", "role": "Acme test-rig / QA engineer", "emails": ["rotem.shani@acme-robotics.example"], "slack": ["acme:U03RSHNI5"]},
    {"name": "Shira Peretz", "role": "recruiter (TalentBridge)", "emails": ["shira@talentbridge.example"], "slack": []},
    {"name": "Lena Hoffmann", "role": "Head of Data Platform at Globex, new manager", "emails": ["lena.hoffmann@globex-analytics.example"], "slack": ["globex:U07LHOFF3"]},
    {"name": "Tom Richter", "role": "Globex engineer (Tidepool)", "emails": ["tom.richter@globex-analytics.example"], "slack": ["globex:U07TRICH5"]},
    {"name": "Priya Nair", "role": "Globex engineer (Tidepool)", "emails": ["priya.nair@globex-analytics.example"], "slack": ["globex:U07PNAIR6"]},
    {"name": "Jonas Wolkenstein", "role": "Globex staff engineer (Slack only)", "emails": [], "slack": ["globex:U07JWOLK9"]},
    {"name": "Klaus Becker", "role": "Berlin landlord", "emails": ["klaus.becker@becker-immobilien.example"], "slack": []},
    {"name": "Ilse Vandersloot", "role": "moving-company coordinator (Atlas International Movers)", "emails": ["moves@atlas-movers.example"], "slack": []},
    {"name": "Ori Mizrahi", "role": "book club organiser", "emails": ["ori.mizrahi@gmail.example"], "slack": []},
    {"name": "Gil Harel", "role": "running coach (Yarkon Runners)", "emails": ["gil@yarkon-runners.example"], "slack": []},
]


# --------------------------------------------------------------------------------------
# Mail model
# --------------------------------------------------------------------------------------
MAILS: list[dict] = []
MAIL_BY_KEY: dict[str, dict] = {}


def _mid(key: str, when: dt.datetime, sender_addr: str) -> str:
    n = 1000 + zlib.crc32(key.encode()) % 9000
    return f"{when:%Y%m%d}.{n}@{sender_addr.split('@', 1)[1]}"


def M(key, when, frm, to, subject, body, *, cc=(), reply=None, quote=False, html=None,
      html_only=False, attach=None, cte=None, also_in=(), headers=None):
    """Declare one mail message.

    when: local time "YYYY-MM-DD HH:MM" in the sender's timezone.
    reply: key of the parent message (sets In-Reply-To/References, "Re:" subject).
    quote: append the parent's text as a quoted block (Gmail-style attribution).
    also_in: extra "YYYY-MM" mbox files that contain an exact copy (re-export duplicate).
    """
    assert key not in MAIL_BY_KEY, key
    name, addr, tz = PEOPLE[frm]
    t = parse_local(when, tz)
    to = [to] if isinstance(to, str) else list(to)
    parent = MAIL_BY_KEY[reply] if reply else None
    if parent is not None and subject is None:
        s = parent["subject"]
        subject = s if s.lower().startswith(("re:", "aw:")) else "Re: " + s
    text = body.strip("\n") + "\n"
    if parent is not None and quote:
        pname, paddr, _ = PEOPLE[parent["frm"]]
        pt = parent["when"]
        attrib = f"On {pt:%a}, {pt.day} {pt:%b %Y} at {pt:%H:%M}, {pname} <{paddr}> wrote:"
        quoted = "\n".join(("> " + ln) if ln else ">" for ln in parent["text"].rstrip("\n").split("\n"))
        text = text + "\n" + attrib + "\n" + quoted + "\n"
    m = dict(key=key, when=t, frm=frm, to=to, cc=list(cc), subject=subject, text=text,
             html=html, html_only=html_only, attach=attach, cte=cte, also_in=list(also_in),
             headers=headers or {})
    m["message_id"] = _mid(key, t, addr)
    if parent is not None:
        m["in_reply_to"] = parent["message_id"]
        m["references"] = parent.get("references", []) + [parent["message_id"]]
    else:
        m["references"] = []
    MAILS.append(m)
    MAIL_BY_KEY[key] = m
    return m


def build_email(m) -> EmailMessage:
    msg = EmailMessage()
    name, addr, _ = PEOPLE[m["frm"]]
    msg["From"] = Address(display_name=name, addr_spec=addr)
    msg["To"] = [Address(display_name=PEOPLE[k][0], addr_spec=PEOPLE[k][1]) for k in m["to"]]
    if m["cc"]:
        msg["Cc"] = [Address(display_name=PEOPLE[k][0], addr_spec=PEOPLE[k][1]) for k in m["cc"]]
    msg["Subject"] = m["subject"]
    msg["Date"] = email.utils.format_datetime(m["when"])
    msg["Message-ID"] = f"<{m['message_id']}>"
    if m.get("in_reply_to"):
        msg["In-Reply-To"] = f"<{m['in_reply_to']}>"
        msg["References"] = " ".join(f"<{r}>" for r in m["references"])
    for k, v in m["headers"].items():
        msg[k] = v
    if m["html_only"]:
        msg.set_content(m["html"], subtype="html", cte=m["cte"] or "quoted-printable")
    else:
        if m["cte"]:
            msg.set_content(m["text"], cte=m["cte"])
        else:
            msg.set_content(m["text"])
        if m["html"]:
            msg.add_alternative(m["html"], subtype="html")
    if m["attach"]:
        fname, mime, data = m["attach"]
        maintype, subtype = mime.split("/")
        if maintype == "text":
            msg.add_attachment(data.decode("utf-8"), subtype=subtype, filename=fname)
        else:
            msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=fname)
    # deterministic MIME boundaries
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary(f"=_hinet_{zlib.crc32(m['key'].encode()):08x}_{i}")
            i += 1
    return msg


def tiny_pdf(lines: list[str]) -> bytes:
    """A minimal but valid one-page PDF with a few lines of text (ASCII)."""
    content = "BT /F1 11 Tf 56 780 Td 14 TL\n" + "".join(
        "(" + ln.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ") '\n" for ln in lines) + "ET\n"
    objs = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        f"<< /Length {len(content.encode())} >>\nstream\n{content}endstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for n, o in enumerate(objs, 1):
        offsets.append(len(out))
        out += f"{n} 0 obj\n{o}\nendobj\n".encode()
    xref = len(out)
    out += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        out += f"{off:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)

