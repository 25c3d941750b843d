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

GENRE = {"slack": "chat"}  # connector name → HiNet source genre (DESIGN.md)

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


# ======================================================================================
# MAIL — January to March (Tel Aviv, Acme Robotics)
# ======================================================================================
def mails_q1():
    M("heron_q1", "2026-01-05 08:47", "maya", ["dana_acme", "yossi", "amit", "rotem"], "Heron Q1 goals", """\
Hi all, welcome back and happy new year!

Quick recap of what we agreed before the break, so we start the quarter on the same page:

1. Grasp success rate of 96% on mixed totes (polybags + boxes) on the test rig, measured over 500 picks.
2. Northwind Logistics demo on Wednesday 18 February. This is the one that decides whether they sign the Q3 pilot.
3. Firmware freeze by Friday 6 February. No new features after that, only fixes.

Owners: Dana - perception pipeline, Yossi - motion planning, Amit - firmware and the gripper controller, Rotem - test rig and the nightly pick runs.

I know 96% is a stretch (we ended December at 91.2%). Tell me this week if you think it is unrealistic, not in February.

Maya
""")
    M("heron_q1_yossi", "2026-01-05 09:31", "yossi", ["maya"], None, """\
96% is ambitious with the transparent polybags. The planner is fine, the problem is that we grasp at the
wrong point when the bag is crumpled and the suction cup just slides. If perception gives me a better
normal estimate I can get maybe +3%. The other 2% is hardware.

Y.
""", cc=["dana_acme", "amit", "rotem"], reply="heron_q1", quote=True)
    M("heron_q1_dana", "2026-01-05 10:12", "dana_acme", ["maya"], None, """\
Agree with Yossi. On the perception side I need more labelled images of crumpled polybags, the current
set has maybe 900 of them out of 11k. Rotem, can I have the rig for two days this week to collect?

I also think 96% is doable only if we switch from the vacuum-only gripper to the soft-finger + suction
combo. Amit said the v3 fingers arrive mid-January.

Dana
""", cc=["yossi", "amit", "rotem"], reply="heron_q1_yossi", quote=True)
    M("heron_q1_rotem", "2026-01-05 11:02", "rotem", ["dana_acme"], None, """\
Rig is yours Wed-Thu. I'll put the polybag bins back on station 2. Please don't move the calibration
target again :)
""", cc=["maya", "yossi", "amit"], reply="heron_q1_dana")

    M("noa_dinner", "2026-01-06 19:20", "noa", ["dana"], "ארוחת שישי אצל אמא", """\
היי דנדוש,
אמא שואלת אם את באה ביום שישי. היא עושה קובה סלק והיא כבר קנתה יותר מדי סולת, אז אין לך ברירה.
אבא רוצה שתסתכלי לו על המחשב, שוב הוא לא מצליח להדפיס.
תגידי לי עד מחר כדי שאדע אם לאסוף אותך מהרכבת.
נועה
""")
    M("noa_dinner_re", "2026-01-06 21:05", "dana", ["noa"], None, """\
כן, אני באה! אביא עוגת גבינה מהמאפייה בפרישמן.
אין צורך לאסוף, אני אגיע באוטובוס של 12:40.
ותגידי לאבא שהמדפסת פשוט לא מחוברת לוויפי, זה תמיד זה.
""", reply="noa_dinner", quote=True)

    M("bookclub_jan", "2026-01-07 12:00", "ori", ["bookclub"], "Book club January: Klara and the Sun - Thu 22/1 at my place", """\
Hi Page Turners,

January's book is Kazuo Ishiguro's "Klara and the Sun" (we voted for it in December, in case
anyone forgot). We meet Thursday 22 January at 20:00 at my place: Vital St 12, Florentin, third floor,
no elevator, sorry.

I'll make shakshuka, bring whatever you want to drink. If you haven't finished the book, come anyway,
we never manage to stay on topic for more than 40 minutes.

Ori
""")
    M("bookclub_jan_dana", "2026-01-07 13:14", "dana", ["ori"], None, """\
I'm in. I'll bring a bottle of the Golan white we liked last time.
Halfway through the book and already annoyed at the Mother character, so expect opinions.
""", reply="bookclub_jan")

    M("bank_dec", "2026-01-08 07:02", "bank", ["dana"], "Your December statement is ready", """\
Dear Dana Levi,

Your statement for current account ****4471 for December 2025 is now available in the Bank Yarden app
and on the website under Documents > Statements.

Closing balance: ILS 38,214.60
Credit card charges (Visa ****0938) to be debited on 10/01: ILS 6,882.15

This is an automated message. Please do not reply.
Bank Yarden
""")

    M("runclub_plan", "2026-01-09 14:15", "gil", ["yarkon"], "Half marathon block: 7 weeks to go", """\
Runners,

Seven weeks to the Tel Aviv Half Marathon (Friday 27 February, start 06:00 at Rokach Blvd). Here is the plan
for the block:

- Tuesday 19:00: intervals at the Hadar Yosef track. Week 1 is 6 x 800 m at 10k pace, we build from there.
- Thursday: easy 45-60 min on your own, really easy, conversation pace.
- Friday 06:30: long run from the Yarkon Park boathouse. 14 km this week, peak of 19 km on 13 February,
  then taper.

Anyone with niggles (Dana, I mean your knee) - tell me before Tuesday and we adjust. Don't be a hero in
January, the race is in February.

Gil
""")
    M("runclub_plan_dana", "2026-01-09 16:40", "dana", ["gil"], None, """\
Thanks Gil. The knee is okay on flat runs, it complains on the stairs at the end of the Yarkon loop. I'll
do Tuesday intervals but keep Friday at 12 km this week and see. If it still hurts next week I'll go to an
orthopedist.
""", reply="runclub_plan")

    M("yossi_personal", "2026-01-12 21:14", "yossi_g", ["dana"], "my personal address", """\
Hey,

This is my personal email: yossi.k@gmail.example - use this one for non-work stuff (and for the ski trip
photos, I still don't have them). IT is scanning the Acme mailboxes again after the data-leak drill and
I don't want our gossip in some compliance report.

Also... you mentioned Berlin at lunch today like it was nothing. Serious?

Yossi
""")
    M("yossi_personal_dana", "2026-01-12 22:40", "dana", ["yossi_g"], None, """\
Saved it. Ski photos are in the shared album, check the link from December, I'm not sending 400 JPEGs.

And yes, serious. I've been thinking about it since the summer. Tel Aviv rent went up again, Noa is the
only reason I'm still here, and I want a few years in Europe before I'm too lazy to move. I'm going to ask
Maya whether I could keep working on Heron remotely from Berlin. If not... we'll see.

Keep it between us for now, please.
""", reply="yossi_personal", quote=True)
    M("yossi_personal_yossi", "2026-01-13 07:55", "yossi_g", ["dana"], None, """\
My lips are sealed. But if you leave, I'm taking your monitor.
""", reply="yossi_personal_dana")

    M("remote_ask", "2026-01-13 09:05", "dana_acme", ["maya"], "Working remotely from Berlin?", """\
Hi Maya,

Something personal I wanted to raise before our 1:1 on Thursday so you have time to think. I'm planning to
move to Berlin this spring, most likely around April. I'd love to keep working on Heron - would Acme
consider me working fully remote from Germany, with a trip to Tel Aviv every quarter for rig work?

I know the hardware side makes this complicated. Happy to talk through options.

Dana
""")
    M("remote_ask_maya", "2026-01-14 17:20", "maya", ["dana_acme"], None, """\
Hi Dana,

Thanks for telling me early, I really appreciate it. I checked with HR and legal today. The short answer is
no: we can't employ someone full time from Germany without a German entity, and the Heron hardware is
under export-control review, so rig access from abroad is a problem. The most they allow is three months
of "work from abroad" per year.

I'd be very sad to lose you, and I say that as your manager and as a person who has seen your perception
code. Let's talk on Thursday about what you want.

Maya
""", reply="remote_ask", quote=True)
    M("remote_ask_dana2", "2026-01-14 18:02", "dana_acme", ["maya"], None, """\
Understood, and thanks for checking so quickly. Let me think about it until Thursday.
""", reply="remote_ask_maya")

    M("heron_rc", "2026-01-14 11:48", "amit", ["heron_team"], "Firmware RC tagged: Heron-7734", """\
Firmware release candidate is tagged as Heron-7734.

Changes since Heron-7712:
- fixed the wrist encoder drift after ~40 minutes of continuous picking (thanks Rotem for the overnight logs)
- torque limits for the soft fingers, default 0.8 Nm, configurable per SKU
- watchdog now resets the suction valve controller instead of the whole arm

To flash: heronctl flash --tag Heron-7734 --station <n>. Station 3 is still on the old bootloader, don't
touch it until I'm back from reserve duty on Sunday.

Amit
""")
    M("heron_rc_dana", "2026-01-14 12:20", "dana_acme", ["amit"], None, """\
Flashed station 2 with Heron-7734, perception stack runs fine on it. The new torque limit is a bit low for
the heavy shampoo boxes, they slip at 0.8 Nm. I set 1.1 Nm for SKU family C locally; let's discuss before
you make it default.
""", cc=["heron_team"], reply="heron_rc")

    M("design_review_invite", "2026-01-15 11:00", "maya", ["heron_team"], "Invitation: Heron design review - Wed 21 Jan 10:00-12:00 (Sable Room 4B)", """\
Hi team,

Blocking two hours for the Heron design review before the freeze.

When: Wednesday 21 January, 10:00-12:00 (Israel time)
Where: Sable Room 4B, 4th floor, Acme TLV (HaBarzel 32). Northwind folks will NOT be there, internal only.

Agenda:
1. Gripper v3: soft fingers + suction - Amit (20 min)
2. Perception model retrain on the polybag set - Dana (30 min)
3. Motion planning changes for deep totes - Yossi (20 min)
4. Safety case update and what we still owe to the customer - me (20 min)
5. Decisions and owners (30 min)

A calendar invite is on its way. Please read Dana's retrain doc before the meeting, it's short.

Maya
""")
    M("gitforge_412", "2026-01-19 09:41", "gitforge", ["dana_acme"], "[acme/heron-perception] Retrain on polybag set (PR #412)", """\
rotem-shani approved this pull request.

> Numbers look good on station 2. 93.9% on the 500-pick run vs 91.2% baseline, and the crumpled-bag
> subset went from 78% to 88%. Ship it.

View it on GitForge: https://gitforge.example/acme/heron-perception/pull/412
You are receiving this because you authored the thread.
""")
    M("shira_intro", "2026-01-19 10:03", "shira", ["dana"], "Senior ML Engineer role @ Globex Analytics (Berlin)", """\
Hi Dana,

I'm a tech recruiter at TalentBridge. I saw your talk at Data TLV in November about grasp-point estimation
for deformable packaging and I think you would be a great fit for a role I'm working on.

Globex Analytics is a Berlin-based company (about 180 people) that builds forecasting and analytics for
logistics and warehouse operators. They are looking for a Senior ML Engineer for their Data Platform team,
working on "Tidepool", their demand- and throughput-forecasting service. Perception experience is a plus
because they are starting to ingest camera data from warehouses.

- Location: Berlin (Kreuzberg office), hybrid, 3 days in the office
- Full relocation support, visa handled by them (not relevant if you have an EU passport)
- Salary range for the level: EUR 85-98k + bonus

Would you be open to a 20-minute call this week?

Best,
Shira Peretz
TalentBridge
""")
    M("shira_intro_dana", "2026-01-20 08:40", "dana", ["shira"], None, """\
Hi Shira,

Thanks for reaching out - the timing is actually very good: I'm planning to move to Berlin this spring
anyway, so a Berlin role is exactly what I'm looking for. I hold a Polish passport through my grandfather,
so no visa needed.

Happy to talk. My number is +972-54-555-0142, WhatsApp works too. Any day this week after 16:00 Israel
time is fine.

Dana
""", reply="shira_intro", quote=True)
    M("shira_schedule", "2026-01-20 15:10", "shira", ["dana"], None, """\
Great talking to you! As promised: Lena Hoffmann, Head of Data Platform, would like to meet you on
Wednesday 28 January at 14:00 Berlin time (15:00 for you). Their talent team will send the video link.

Fingers crossed,
Shira
""", reply="shira_intro_dana")

    M("design_review_notes", "2026-01-21 13:30", "dana_acme", ["heron_team"], "Heron design review - notes and action items", """\
Notes from today's review (Sable Room 4B). Correct me if I got something wrong.

Decisions
- We adopt the v3 gripper (soft fingers + suction) for the Northwind demo. Vacuum-only stays as fallback.
- Perception model v5 (retrained on 14k images incl. 2.3k crumpled polybags) becomes default after one more
  overnight run.
- Deep totes: Yossi's new approach trajectory is approved, but with the 5 cm safety margin Maya asked for.
- Safety case: we owe Northwind the updated risk assessment by 6 Feb.

Action items
- Amit: soft finger torque defaults per SKU family (1.1 Nm for family C) - by 28 Jan
- Dana: v5 overnight run, confusion matrix per SKU family - by 26 Jan
- Yossi: deep-tote trajectories on station 3 - by 2 Feb
- Rotem: 500-pick benchmark with v3 gripper - by 4 Feb
- Maya: risk assessment to Northwind - 6 Feb

Next review: Wednesday 11 February, same room.

Dana
""")
    M("lena_call_confirm", "2026-01-27 10:05", "gx_talent", ["dana"], "Your conversation with Lena Hoffmann - Wed 28 Jan, 14:00 CET", """\
Hello Dana,

Thank you for your interest in Globex Analytics! This confirms your introductory conversation:

Interviewer: Lena Hoffmann, Head of Data Platform
Date: Wednesday, 28 January 2026
Time: 14:00-14:45 CET (15:00-15:45 Israel time)
Video: https://meet.globex-analytics.example/lena-hoffmann

No preparation needed. Lena will tell you about the team and Tidepool and would like to hear about your
work at Acme Robotics.

Kind regards,
Globex Analytics Talent Team
""")
    M("lena_followup", "2026-01-28 17:30", "lena", ["dana"], "Great talking today", """\
Hi Dana,

Thank you for the conversation today. I enjoyed hearing about the polybag problem - I didn't expect to
learn so much about shampoo bottles on a Wednesday afternoon.

As discussed, the next step is a technical interview with Tom Richter and Priya Nair from the Tidepool team
(90 minutes: one part system design, one part a discussion of a past project of your choice). Our talent
team will propose a slot, probably around 10 February.

Best regards,
Lena
""")
    M("lena_followup_dana", "2026-01-28 19:02", "dana", ["lena"], None, """\
Thank you Lena, I enjoyed it too. Looking forward to meeting Tom and Priya - I'll bring the grasp-point
story since it has the most interesting failure modes.

Best,
Dana
""", reply="lena_followup")

    M("clinic_confirm", "2026-01-29 09:12", "clinic", ["dana"], "Appointment confirmation - Dr. Ruth Adler, Orthopedics", """\
Dear Dana Levi,

Your appointment is confirmed:

Doctor: Dr. Ruth Adler, Orthopedics and Sports Medicine
Date: Thursday, 5 February 2026, 16:30
Place: Ramat Aviv Medical Center, Einstein St 40, Building B, 2nd floor, Room 214

Please bring your ID card, your HMO referral (hafnaya) and any previous imaging. Arrive 15 minutes early
for registration. To cancel or reschedule, reply to this message or call *5520 at least 24 hours in advance.

Ramat Aviv Medical Center
""")
    M("bookclub_jan_reminder", "2026-01-21 18:30", "ori", ["bookclub"], "Re: Book club January: Klara and the Sun - Thu 22/1 at my place", """\
Reminder: tomorrow 20:00 at my place. Buzzer is broken, call me when you're downstairs.
Noga suggested "The Ministry for the Future" for February, vote in the group chat.
""", reply="bookclub_jan")

    M("bank_jan", "2026-01-31 23:52", "bank", ["dana"], "Your January statement is ready", """\
Dear Dana Levi,

Your statement for current account ****4471 for January 2026 is now available in the Bank Yarden app and
on the website under Documents > Statements.

Closing balance: ILS 41,907.33
Salary credited 28/01: ILS 31,450.00 (ACME ROBOTICS LTD)
Credit card charges (Visa ****0938) to be debited on 10/02: ILS 5,120.80

This is an automated message. Please do not reply.
Bank Yarden
""", also_in=["2026-02"])

    # ---------------- February ----------------
    M("kiez_inquiry", "2026-02-03 08:15", "dana", ["kiez"], "Anfrage: 2-Zimmer-Wohnung Boxhagener Str. (ID 88213)", """\
Hello,

(sorry for writing in English, my German is still at Duolingo level)

I'm interested in the 2-room apartment on Boxhagener Str. (listing ID 88213) from 1 April. I'm a software
engineer relocating from Tel Aviv to Berlin in early spring, single, non-smoker, no pets. I can provide
passport, employment contract and the last three payslips.

Would a video viewing be possible?

Kind regards,
Dana Levi
""")
    M("kiez_reply", "2026-02-04 10:40", "kiez", ["dana"], None, """\
Sehr geehrte Frau Levi,

vielen Dank für Ihr Interesse. Leider ist die Wohnung bereits vergeben. Wir haben mehr als 300 Anfragen
erhalten und können daher nicht alle Interessenten einzeln berücksichtigen.

Wir wünschen Ihnen viel Erfolg bei der Wohnungssuche.

Mit freundlichen Grüßen
Kiez Wohnen GmbH - Vermietung
""", reply="kiez_inquiry")
    M("tech_interview_confirm", "2026-02-03 16:22", "gx_talent", ["dana"], "Technical interview - Tue 10 Feb, 13:00-14:30 CET", """\
Hello Dana,

Your technical interview is scheduled:

Date: Tuesday, 10 February 2026
Time: 13:00-14:30 CET (14:00-15:30 Israel time)
Interviewers: Tom Richter (Senior Engineer) and Priya Nair (ML Engineer), Tidepool team
Video: https://meet.globex-analytics.example/tidepool-interview

Format: 45 minutes system design (a forecasting service that ingests events from warehouses), 45 minutes
deep-dive into a past project of your choice. No live coding.

Kind regards,
Globex Analytics Talent Team
""")
    M("clinic_mri", "2026-02-05 18:05", "clinic", ["dana"], "MRI appointment - Thu 12 Feb 2026, 08:15", """\
Dear Dana Levi,

Following your visit with Dr. Ruth Adler today, an MRI of the right knee has been scheduled:

Date: Thursday, 12 February 2026, 08:15
Place: Ramat Aviv Medical Center, Imaging Institute, Building C, ground floor

Please do not wear jewellery and arrive 20 minutes early to fill in the safety questionnaire. Your HMO
has approved the referral (approval no. 7710-2291).

Ramat Aviv Medical Center
""")
    M("tech_interview_thanks", "2026-02-10 16:45", "dana", ["gx_talent"], "Re: Technical interview - Tue 10 Feb, 13:00-14:30 CET", """\
Hello,

Just a short note to say thank you - please pass my thanks to Tom and Priya. It was the most enjoyable
interview I've had in years; the backfill question in particular made me think.

Best,
Dana Levi
""", reply="tech_interview_confirm")
    M("final_loop", "2026-02-13 11:30", "gx_talent", ["dana"], "Final round - Tue 24 Feb", """\
Hello Dana,

Great news - the team would like to invite you to the final round on Tuesday, 24 February (all times CET):

10:00-11:00  Architecture conversation with Jonas (Staff Engineer, Data Platform)
11:15-11:45  Team fit with Lena Hoffmann
12:00-12:30  Conversation with our CTO, Marta Silva

All sessions are on video, the links will be in the calendar invites.

Kind regards,
Globex Analytics Talent Team
""")
    M("klaus_inquiry", "2026-02-16 07:50", "dana", ["klaus"], "2-Zimmer Altbau Weserstraße - viewing?", """\
Dear Mr. Becker,

I'm writing about your listing for the 2-room Altbau apartment on Weserstraße in Neukölln (58 m²,
1,340 EUR warm, available from 1 April).

About me: I'm a 34-year-old software engineer, currently living in Tel Aviv and relocating to Berlin at the
beginning of April for a new position. Single, non-smoker, no pets, quiet (except for the occasional
early-morning run). I can send my passport, employment contract and proof of income.

Since I'm still in Israel, would a video viewing be possible? I'm flexible in the evenings.

Kind regards,
Dana Levi
""")
    M("klaus_reply", "2026-02-17 12:10", "klaus", ["dana"], None, """\
Dear Ms. Levi,

thank you for your message. The apartment is still available. It is on the 3rd floor (front building, no
elevator), with a balcony to the courtyard, wooden floors and a new kitchen from last year. Cold rent is
1,030 EUR, plus 310 EUR service charges incl. heating = 1,340 EUR.

I can offer a video viewing on Thursday 26 February at 18:00 Berlin time. I will call you on WhatsApp.

Please prepare: copy of passport, employment contract or job offer, the last three payslips. A SCHUFA is
not necessary if you are new in Germany; in that case I ask for a confirmation from your current landlord
that you paid the rent on time.

Best regards
Klaus Becker
Becker Immobilienverwaltung
""", reply="klaus_inquiry", quote=True)
    M("klaus_reply_dana", "2026-02-17 13:02", "dana", ["klaus"], None, """\
Thursday 26 February at 18:00 works perfectly. My WhatsApp number is +972-54-555-0142.
I'll ask my current landlord for the confirmation this week.
""", reply="klaus_reply")
    M("mri_results", "2026-02-16 12:30", "clinic", ["dana"], "Your test results are available", """\
Dear Dana Levi,

The results of your MRI examination from 12/02/2026 are available in the patient portal. Dr. Ruth Adler
has reviewed them and added a note:

"Mild patellar tendinopathy, right knee. No meniscus or ligament tear. Continue running with reduced
volume, physiotherapy twice a week for 6 weeks (eccentric loading). Half marathon is OK if pain stays
below 3/10. Follow-up in 6 weeks or with a local doctor after relocation."

Ramat Aviv Medical Center
""")
    M("heron_demo_runofshow", "2026-02-16 09:00", "maya", ["heron_team"], "Northwind demo Wednesday - run of show", """\
Team, here's the plan for Wednesday 18 February:

09:00  Rig check, station 2 + 3 flashed with Heron-7734 (Amit)
09:30  Dry run, 50 picks, no audience (Rotem runs, Dana watches perception dashboard)
10:30  Northwind arrives: Daniel Ohana (VP Operations) + two engineers. Coffee in the lobby.
11:00  Live demo: 200 picks from the mixed tote set, real-time dashboard on the big screen
12:00  Q&A, then lunch at the office
14:00  Debrief, internal

Rules: no code changes after Monday 18:00. If something breaks during the demo we switch to station 3 and
keep talking. Yossi does the talking about planning, Dana about perception, I do the business part.

Thanks all. We're ready.
Maya
""")
    M("heron_demo_result", "2026-02-18 18:40", "maya", ["heron_team"], "Northwind demo: thank you all", """\
Team,

What a day. Final numbers from the live run: 474 successful picks out of 500 = 94.8% grasp success,
including the crumpled polybags that killed us in December. No safety stops, one dropped item (the
infamous shampoo box).

Daniel Ohana told me after lunch that Northwind wants to move forward with a pilot in their Modi'in
distribution centre in Q3. Paperwork will take a few weeks but this is the result we needed.

Special thanks to Dana for the perception retrain, to Yossi for the deep-tote trajectories, to Amit for
flashing two stations at 8am without complaining, and to Rotem for a rig that didn't fall apart.

Drinks on me on Thursday.

Maya
""", html="""\
<html><body style="font-family:Arial,sans-serif">
<p>Team,</p>
<p>What a day. Final numbers from the live run: <b>474 successful picks out of 500 = 94.8% grasp success</b>,
including the crumpled polybags that killed us in December. No safety stops, one dropped item (the
infamous shampoo box).</p>
<p>Daniel Ohana told me after lunch that <b>Northwind wants to move forward with a pilot</b> in their
Modi'in distribution centre in Q3. Paperwork will take a few weeks but this is the result we needed.</p>
<p>Special thanks to Dana for the perception retrain, to Yossi for the deep-tote trajectories, to Amit for
flashing two stations at 8am without complaining, and to Rotem for a rig that didn't fall apart.</p>
<p>Drinks on me on Thursday.</p>
<p>Maya</p>
</body></html>
""")
    M("yossi_demo_beer", "2026-02-18 22:15", "yossi_g", ["dana"], "beers + rumours", """\
We need to celebrate properly, not with Maya's office beer. Saturday at Hoppers?

Also, small bird told me you had an "external meeting" last Tuesday with your camera on and a nice shirt.
Not asking. (Asking.)
""")
    M("yossi_demo_beer_dana", "2026-02-18 23:01", "dana", ["yossi_g"], None, """\
Saturday works, 21:00.

Fine: yes, I'm interviewing with a company in Berlin. Final round is next week. You're the only one at Acme
who knows, so act surprised when it happens. If it happens.
""", reply="yossi_demo_beer", quote=True)

    M("bookclub_feb", "2026-02-09 10:10", "ori", ["bookclub"], "February: The Ministry for the Future - Thu 19/2 at Noga's", """\
Hi all,

February is Kim Stanley Robinson's "The Ministry for the Future" (Noga won the vote, blame her). It's a long
one, so we meet a bit later in the month: Thursday 19 February, 20:00 at Noga's place in Jaffa, Yefet 71.

Ori
""")
    M("bookclub_feb_dana", "2026-02-19 15:20", "dana", ["ori"], None, """\
I'll be about 20 minutes late tonight - physio appointment in Ramat Aviv until 19:30. Don't start the
carbon-coin argument without me.
""", reply="bookclub_feb")

    M("runclub_raceweek", "2026-02-20 08:00", "gil", ["yarkon"], "Race week: Tel Aviv Half", """\
Runners, it's race week!

- Bib pickup: Expo at Hangar 11, Thursday 26 February, 12:00-20:00. Bring ID.
- Start: Friday 27 February, 06:00, Rokach Blvd. Be in your corral by 05:40.
- Our meeting point after the finish: the big sycamore next to the Yarkon boathouse.
- No long run on Friday (obviously). Tuesday: 4 x 400 m easy, that's it.

Sleep, eat carbs, don't try new shoes. Proud of all of you.
Gil
""")
    M("final_loop_thanks", "2026-02-24 13:10", "dana", ["lena"], "Thank you for today", """\
Hi Lena,

Thank you for organising today's interviews. The conversation with Jonas about event-time vs processing-time
in Tidepool was great, and Marta's story about the first warehouse customer was fun.

Whatever the outcome, I learned a lot about the team. Looking forward to hearing from you.

Best,
Dana
""")
    M("shira_refs", "2026-02-25 09:30", "shira", ["dana"], "References for Globex", """\
Hi Dana,

Good news, they are moving fast! Lena asked for two references. Ideally one manager and one peer. Can you
send me names and the best way to reach them?

Shira
""")
    M("shira_refs_dana", "2026-02-25 11:45", "dana", ["shira"], None, """\
Hi Shira,

1. Peer: Yossi Katz, tech lead for motion planning, we've worked together for four years. Please use his
   personal address, yossi.k@gmail.example, not the Acme one - nobody at work knows yet except him.
2. Manager: my manager before Maya, Dr. Eran Golan (now at a startup), eran.golan@proton.example.

Please don't contact Acme directly.

Dana
""", reply="shira_refs", quote=True)
    M("klaus_apply", "2026-02-26 20:05", "dana", ["klaus"], "Application - Weserstraße 58, 3rd floor", """\
Dear Mr. Becker,

Thank you for the video tour this evening - the apartment is lovely, and the balcony sold it. I'd like to
apply for Weserstraße 58 from 1 April.

I'll send the employment contract from my new employer as soon as I have it (expected next week). The
confirmation from my Tel Aviv landlord and my current payslips are ready.

Kind regards,
Dana Levi
""")
    M("race_result", "2026-02-27 13:00", "race", ["dana"], "Your official result - Tel Aviv Half Marathon 2026", """\
Congratulations, Dana Levi!

Bib: 21877
Distance: Half Marathon (21.1 km)
Chip time: 1:52:40
Pace: 5:20 min/km
Place: 1,914 of 6,402 (women 30-39: 212 of 871)

Photos will be available next week.
Tel Aviv Half Marathon
""")

    # ---------------- March ----------------
    M("klaus_preferred", "2026-03-02 09:15", "klaus", ["dana"], "Re: Application - Weserstraße 58, 3rd floor", """\
Dear Ms. Levi,

I'm happy to tell you that you are our preferred tenant for Weserstraße 58. As soon as I receive the
employment contract I will prepare the lease (Mietvertrag). The deposit (Kaution) is three months' cold rent,
3,090 EUR, payable before the handover of the keys on 1 April.

Best regards
Klaus Becker
""", reply="klaus_apply")
    M("offer", "2026-03-03 11:20", "lena", ["dana"], "Your offer from Globex Analytics (ref. GX-OFFER-5521)", """\
Dear Dana,

On behalf of everyone at Globex Analytics, I am delighted to offer you the position of Senior ML Engineer in
the Data Platform team (Tidepool). Offer reference: GX-OFFER-5521.

The key terms:
- Start date: Wednesday, 15 April 2026
- Base salary: EUR 92,000 gross per year, paid in 12 monthly instalments
- Annual bonus: up to 10% based on company and individual goals
- Relocation: EUR 5,000 lump sum, plus two weeks of temporary housing if needed
- 30 days of paid vacation, hybrid work (3 office days in Kreuzberg)
- Probation period: 6 months

The full offer letter is attached. Please let me know your decision by Friday, 6 March. I'm also happy to
jump on a call if you have questions.

I really hope you say yes.

Warm regards,
Lena Hoffmann
Head of Data Platform, Globex Analytics
""", attach=("Offer_Letter_Dana_Levi.pdf", "application/pdf", tiny_pdf([
        "Globex Analytics GmbH - Offer of Employment",
        "Candidate: Dana Levi",
        "Position: Senior ML Engineer, Data Platform",
        "Start date: 15 April 2026",
        "Base salary: EUR 92,000 gross p.a.",
        "Reference: GX-OFFER-5521",
    ])))
    M("offer_accept", "2026-03-05 09:02", "dana", ["lena"], None, """\
Dear Lena,

I'm very happy to accept the offer - thank you! Confirming the start date of Wednesday, 15 April 2026.
The signed letter is in your DocuSign.

I'll be moving to Berlin on 31 March, so two weeks to settle in before I start.

Best,
Dana
""", reply="offer", quote=True)
    M("offer_accept_lena", "2026-03-05 10:30", "lena", ["dana"], None, """\
Wonderful news, welcome to Globex! I'll let the team know today.

IT will ship your laptop to your Berlin address the week before you start - please send me the address as
soon as you have it. And tell me if you need the temporary housing.

Lena
""", reply="offer_accept")
    M("movers_request", "2026-03-06 08:30", "dana", ["ilse"], "Quote request: Tel Aviv to Berlin, early April", """\
Hello,

I'm moving from Tel Aviv to Berlin and would like a quote for a groupage shipment. Roughly 12 cubic
metres: a sofa, a standing desk, a bike (in a box), about 25 boxes of books and kitchen things, a 55" TV.

Pickup: Frishman St 27, apt 9, Tel Aviv (3rd floor, small elevator)
Delivery: Weserstraße 58, 12045 Berlin (3rd floor, no elevator)
Preferred packing date: around 19 March; I'm in Berlin from 1 April.

Thanks,
Dana Levi
""")
    M("resignation", "2026-03-08 08:05", "dana_acme", ["maya"], "Resignation", """\
Hi Maya,

I wanted you to hear this from me first and in writing before our 1:1: I've accepted an offer from Globex
Analytics in Berlin, and I'm resigning from Acme Robotics. Since we talked in January about the remote
option, this won't be a complete surprise, but it still feels strange to write it.

My last working day will be Thursday, 26 March. That gives us almost three weeks for a proper handover.
My plan is to hand the perception pipeline to Amit: I'll write a handover document (architecture, the
training pipeline, the nightly runs, known issues), pair with him on the next retrain, and record a
walkthrough of the labelling tool.

These four years on Heron were the best of my career so far. I learned an enormous amount from you and from
the team, and the Northwind demo is something I'll be proud of for a long time.

Thank you for everything.
Dana
""")
    M("resignation_maya", "2026-03-08 09:40", "maya", ["dana_acme"], None, """\
Dana,

Sad for us, happy for you. I'll tell HR today and we'll announce to the team on Tuesday, unless you prefer
to tell them yourself first.

The handover plan sounds right. Please add a section on the labelling budget and the vendor contacts,
Amit has never dealt with them. And we're doing a proper farewell, no arguments.

Maya
""", reply="resignation", quote=True)
    M("movers_quote", "2026-03-09 14:20", "ilse", ["dana"], "Your quote: Tel Aviv - Berlin groupage (12 m3)", """\
Dear Ms. Levi,

Thank you for your request. Please find our quote below:

Service: door-to-door groupage, sea freight Haifa - Rotterdam, then road to Berlin
Volume: up to 12 m3, including professional packing and export wrapping
Packing and loading in Tel Aviv: Thursday 19 March, from 08:00
Estimated delivery in Berlin: 6-10 April (we will confirm the exact slot one week in advance)
Price: ILS 14,800 including insurance up to ILS 60,000; 30% deposit on confirmation

Please note: the bicycle needs to be clean (no soil) for customs, and we need a list of high-value items.

Kind regards,
Ilse
Relocation Desk - Atlas International Movers
""", reply="movers_request")
    M("movers_confirm", "2026-03-09 16:00", "dana", ["ilse"], None, """\
Thank you, I'd like to go ahead with this quote. I've paid the 30% deposit (ILS 4,440) by bank transfer
today. High-value items: MacBook Pro, 55" TV, road bike (Canyon Endurace).
""", reply="movers_quote")
    M("acme_exit", "2026-03-10 10:00", "acme_people", ["dana_acme"], "Your exit checklist", """\
Hi Dana,

We're sorry to see you go. Here's your exit checklist (last working day: 26/03/2026):

1. Return your laptop, badge and the rig key to IT on your last day by 16:00.
2. Your final payslip (March) will include unused vacation days: you have 11.5 days left.
3. Pension and study fund (keren hishtalmut): you'll receive Form 161 within 30 days after your last day.
   Please tell the fund managers whether you want to transfer or keep the funds.
4. Exit interview with Keren from People: Monday 23/03, 14:00 (optional).

Thanks for everything,
Acme Robotics People Team
""")
    M("lease_signed", "2026-03-10 17:45", "klaus", ["dana"], "Mietvertrag - Weserstraße 58, 12045 Berlin", """\
Dear Ms. Levi,

attached you will find the lease for Weserstraße 58, 3rd floor left, 12045 Berlin, signed by me. Please sign
it (digital signature is fine) and send it back.

Start of the lease: 1 April 2026. Key handover: Wednesday 1 April at 15:00 at the apartment. Please
transfer the deposit of 3,090 EUR to the account in § 6 before then.

Welcome to Neukölln!
Klaus Becker
""", attach=("Mietvertrag_Weserstr58.txt", "text/plain", (
        "MIETVERTRAG (Auszug)\n"
        "Vermieter: Klaus Becker, Becker Immobilienverwaltung\n"
        "Mieterin: Dana Levi\n"
        "Mietobjekt: Weserstraße 58, 3. OG links, 12045 Berlin, 2 Zimmer, ca. 58 m²\n"
        "Mietbeginn: 01.04.2026\n"
        "Nettokaltmiete: 1.030,00 EUR; Betriebskosten inkl. Heizung: 310,00 EUR\n"
        "Kaution: 3.090,00 EUR\n").encode("utf-8")))
    M("flight_eticket", "2026-03-11 12:34", "elal", ["dana"], "Your e-ticket receipt - LY2371 Tel Aviv - Berlin, 31 Mar 2026", "",
      html_only=True, html="""\
<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>EL AL e-ticket</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#1a1a1a">
<table width="600" cellpadding="8" style="border-collapse:collapse">
<tr><td style="background:#0b2a5b;color:#fff;font-size:20px">EL AL - Electronic Ticket Receipt</td></tr>
<tr><td>Dear LEVI/DANA MS,<br>Thank you for booking with EL AL. Your booking reference is <b>K7QWZP</b>.</td></tr>
<tr><td>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Flight</th><th>From</th><th>To</th><th>Date</th><th>Departure</th><th>Arrival</th><th>Class</th></tr>
<tr><td>LY2371</td><td>Tel Aviv (TLV) Terminal 3</td><td>Berlin (BER) Terminal 1</td><td>Tue 31 MAR 2026</td>
<td>06:15</td><td>09:55</td><td>Economy (Lite+)</td></tr>
</table>
</td></tr>
<tr><td>Ticket number: 114-2381907655<br>Baggage allowance: 2 x 23 kg checked, 1 x 8 kg cabin<br>
Seat: 23A</td></tr>
<tr><td style="font-size:12px;color:#666">Check-in closes 60 minutes before departure. Please arrive at the airport
3 hours before departure due to security procedures.</td></tr>
</table>
</body></html>
""")
    M("noa_flight", "2026-03-11 13:05", "dana", ["noa"], "קניתי כרטיס!", """\
נועה!
קניתי כרטיס. הטיסה שלי לברלין היא ביום שלישי, 31 במרץ, בשש ורבע בבוקר (אל על LY2371), נוחתת ב-09:55
שעון ברלין. זה חד-כיווני, וזה מרגיש מוזר.
יש מצב שאת מסיעה אותי לנתב"ג? צריך להיות שם בשלוש וחצי לפנות בוקר, אני יודעת שזה נורא.
המפתחות של הדירה בברלין ב-1 באפריל, אז את הלילה הראשון אני ישנה במלון ליד השדה.
""")
    M("noa_flight_re", "2026-03-11 13:40", "noa", ["dana"], None, """\
ברור שאני מסיעה אותך, מה השאלה. אני אבוא לאסוף אותך בשלוש מפרישמן.
אבל תדעי שאני הולכת לבכות כל הדרך לנתב"ג ואת לא יכולה להגיד כלום.
ואמא כבר שאלה מתי היא יכולה לבוא לבקר. אמרתי לה שלא לפני מאי.
""", reply="noa_flight", quote=True)
    M("address_to_lena", "2026-03-12 08:20", "dana", ["lena"], "My Berlin address", """\
Hi Lena,

The lease is signed! From 1 April my address is:

Dana Levi
Weserstraße 58, 3. OG links
12045 Berlin

So no temporary housing needed, thank you. The laptop can go there.

Dana
""")
    M("deposit_transfer", "2026-03-12 11:03", "bank", ["dana"], "Outgoing international transfer executed", """\
Dear Dana Levi,

An outgoing international transfer from account ****4471 has been executed:

Beneficiary: Klaus Becker
IBAN: DE44 1001 0010 0123 4567 89
Amount: EUR 3,090.00 (ILS 12,297.58 at 3.9798)
Reference: Kaution Weserstr. 58 - Levi
Fee: ILS 45.00

If you did not authorise this transfer, call us immediately at *2211.
Bank Yarden
""")
    M("bookclub_mar", "2026-03-04 19:30", "ori", ["bookclub"], "March: Piranesi - Tue 17/3 at Dana's (farewell edition)", """\
Hi all,

As most of you know, our Dana is moving to Berlin at the end of the month (traitor). So March is a farewell
edition: Susanna Clarke's "Piranesi", Tuesday 17 March, 20:00 at Dana's apartment, Frishman 27, apt 9.
It's short, no excuses.

Dana says she'll keep joining us on Zoom from Berlin. We'll see how long that lasts.

Ori
""")
    M("movers_ticket", "2026-03-16 10:12", "ilse", ["dana"], "Ticket HX-48213: shipping crate dimensions", """\
Dear Ms. Levi,

For the customs declaration and the container plan we still need the dimensions (L x W x H, cm) and
approximate weight of:
- the bicycle box
- the standing desk (disassembled)
- the TV in its original box, if you still have it

Please also confirm that the bicycle tyres will be deflated.

Kind regards,
Ilse
Relocation Desk - Atlas International Movers
""")
    M("movers_ticket_dana", "2026-03-16 12:40", "dana", ["ilse"], None, """\
Hello Ilse,

- Bike box: 140 x 30 x 80 cm, about 14 kg with the bike inside
- Standing desk, disassembled: top 160 x 80 x 4 cm, frame in a box 120 x 25 x 20 cm, 32 kg total
- TV: original box, 135 x 15 x 85 cm, 19 kg

Yes, tyres will be deflated and the bike is cleaned.

Dana
""", reply="movers_ticket")
    M("yossi_farewell", "2026-03-18 12:00", "yossi", ["acme_all"], "Farewell drinks for Dana - Thu 26/3", """\
Hi all,

As you've heard, Dana is leaving us for Berlin (and for a company that doesn't even build robots, the
shame). Her last day is Thursday 26 March, so we're doing farewell drinks that evening:

Thursday 26/3, from 18:00, Hoppers, Lilienblum 14.

First round on the Heron team. Bring your best Dana stories - I have the one with the calibration target
and the cleaning lady.

Yossi
""")
    M("anmeldung_termin", "2026-03-20 09:00", "buergeramt", ["dana"], "Terminbestätigung: Anmeldung einer Wohnung - 07.04.2026, 09:40", """\
Guten Tag Dana Levi,

hiermit bestätigen wir Ihren Termin:

Dienstleistung: Anmeldung einer Wohnung
Datum: Dienstag, 07.04.2026
Uhrzeit: 09:40 Uhr
Standort: Bürgeramt Neukölln, Blaschkoallee 32, 12359 Berlin
Vorgangsnummer: 4471-0923

Bitte bringen Sie mit: Personalausweis oder Reisepass, Wohnungsgeberbestätigung, ausgefülltes
Anmeldeformular.

Ihr Service-Portal Berlin
""")
    M("runbook_mail", "2026-03-23 17:10", "dana_acme", ["amit"], "Perception runbook (pasted from my notes)", """\
Amit, as promised, my runbook pasted from my notes so you have it in your inbox too. The full handover
doc is in the wiki.

## Nightly retrain
- Triggered by the `heron-retrain` cron at 01:30 on the GPU box (gpu-02), only if there are >= 200 new
  labelled images since the last run.
- Takes about 2h40 for the v5 model. Logs in /data/heron/retrain/logs/<date>.
- If it fails with CUDA OOM, the labelling tool exported a batch with 4K images again. Resize with
  scripts/resize_batch.py and re-run manually.

## Nightly pick run
- Rotem's rig runs 500 picks at 03:00 on station 2 with the newest model that passed the offline eval.
- The dashboard shows grasp success per SKU family. Anything below 90% on family A is a real regression;
  family C (heavy boxes) is noisy, look at the 7-day average.

## When things break
- Camera drops frames: replug the USB3 hub on station 2, it's the hub, not the camera.
- Model regression: roll back with `heronctl model pin v5.3`.
- Labelling vendor late: Olga at LabelWorks, olga@labelworks.example, budget is 6,000 USD per quarter and we
  used 3,900 in Q1.

Call me any time, even from Berlin.
Dana
""")
    M("runbook_mail_amit", "2026-03-23 18:02", "amit", ["dana_acme"], None, """\
Thanks! Printed it and stuck it on the rig, old school. I'll probably call you in the first week anyway.
""", reply="runbook_mail")
    M("acme_final_payslip", "2026-03-29 10:00", "acme_people", ["dana"], "Final payslip - March 2026", """\
Hi Dana,

Your final payslip for March 2026 is available in the HR portal (you can still log in with your personal
email until 30 June).

Net payment: ILS 34,980.12, including payout of 11.5 unused vacation days and the convalescence pay
(dmei havra'a). Payment date: 01/04/2026.

All the best in Berlin!
Acme Robotics People Team
""")


# ======================================================================================
# MAIL — April to June (Berlin, Globex Analytics)
# ======================================================================================
def mails_q2():
    M("arrived_family", "2026-04-01 21:30", "dana", ["noa", "mom"], "הגעתי לדירה 🙂", """\
אמא, נועה,
קיבלתי היום את המפתחות! הכתובת החדשה שלי: Weserstraße 58, 12045 Berlin, קומה שלישית בלי מעלית.
בעל הבית, קלאוס, נחמד מאוד, הוא אפילו השאיר לי עציץ ובקבוק יין על השיש.
הדירה ריקה לגמרי עד שהמשלוח יגיע ב-9 באפריל, אז אני ישנה על מזרן מתנפח ואוכלת פלאפל מהמקום בפינה
(לא כמו בבית, אבל בסדר).
מחר אני קונה סים גרמני. אתקשר בסוף השבוע.
""")
    M("arrived_family_mom", "2026-04-01 22:10", "mom", ["dana"], None, """\
מזל טוב מתוקה שלי! תשלחי תמונות של הדירה. תלבשי משהו חם, ראיתי שבברלין 6 מעלות.
ואל תשכחי לקנות וילונות, לא טוב לישון בלי וילונות.
אמא
""", reply="arrived_family", quote=True)
    M("new_number_yossi", "2026-04-03 19:45", "dana", ["yossi_g"], "New number + address", """\
Hi Yossi,

Alive and in Berlin! Quick admin: my new number is +49-151-5550-1234 (German prepaid for now, contract
once the Anmeldung is done). The Israeli number +972-54-555-0142 stays active until the end of April for
the bank SMS codes, then I'm cancelling it.

Address for postcards and surprise visits: Weserstraße 58, 12045 Berlin. Third floor, no elevator, so
think twice before bringing me an Israeli watermelon.

How's Heron without me? Did Amit already break the nightly run?

D.
""")
    M("new_number_yossi_re", "2026-04-03 21:20", "yossi_g", ["dana"], None, """\
Saved. Amit did not break the nightly run, Amit broke the labelling tool, which is much more creative.
Rotem says hi. Maya pretends she's fine.

I'm serious about visiting, I have a conference in Hamburg in May. Will ask you about dates.
""", reply="new_number_yossi", quote=True)
    M("new_number_noa", "2026-04-03 20:10", "dana", ["noa"], "המספר החדש שלי", """\
נועה, המספר החדש שלי הוא +49-151-5550-1234. תעדכני בבקשה גם את אמא ואבא, ואת הקבוצה של המשפחה.
המספר הישראלי יעבוד עוד עד סוף אפריל ואז אני מבטלת אותו.
וגם: הקוד לדלת של הבניין הוא פרפר-כחול-88 (כן, באמת, בעל הבית אוהב פרפרים). אם את באה בלי להודיע,
לפחות תדעי איך להיכנס.
""", cte="8bit")
    M("acme_form161", "2026-04-02 11:00", "acme_people", ["dana"], "Form 161 and your pension transfer", """\
Hi Dana,

Attached to your HR portal: Form 161 (notice of termination of employment) and the release letters for your
pension fund and study fund (keren hishtalmut). Please forward them to your fund managers.

Your study fund reaches the 6-year mark in September 2026, so we recommend not withdrawing it before then.

Good luck,
Acme Robotics People Team
""")
    M("movers_delivery", "2026-04-06 09:30", "ilse", ["dana"], "Delivery slot confirmed - Weserstraße 58", """\
Dear Ms. Levi,

Your shipment has cleared customs in Rotterdam. Delivery is confirmed for Thursday 9 April, between 08:00
and 12:00, at Weserstraße 58, 12045 Berlin. Our Berlin partner crew (3 people) will carry everything to the
3rd floor and reassemble the desk and the bed.

Please make sure that a parking spot in front of the building is available (we have applied for a
temporary no-parking zone).

Kind regards,
Ilse
Relocation Desk - Atlas International Movers
""")
    M("movers_delivery_dana", "2026-04-09 13:15", "dana", ["ilse"], None, """\
Everything arrived, nothing broken except one wine glass, which I'm choosing not to mention. Please thank
the crew, they were great and they carried the sofa up three floors without a single word of complaint.
""", reply="movers_delivery")
    M("spreebank_open", "2026-04-08 14:02", "spreebank", ["dana"], "Willkommen bei Spreebank - Ihr Konto ist eröffnet", """\
Hallo Dana Levi,

willkommen bei Spreebank! Ihr Girokonto ist eröffnet.

IBAN: DE21 5005 0201 0987 6543 21
BIC: SPRBDEBBXXX
Ihre Debitkarte wird in 3-5 Werktagen an Weserstraße 58, 12045 Berlin geschickt.

Für die Zwei-Faktor-Authentifizierung haben wir Ihre Mobilnummer +49-151-5550-1234 hinterlegt.

Viele Grüße
Ihr Spreebank-Team
""", cte="quoted-printable")
    M("gx_laptop", "2026-04-10 15:00", "gx_it", ["dana"], "Your Globex laptop is on its way", """\
Hi Dana,

Your laptop (MacBook Pro 14", asset tag GX-L-0871) has been shipped with DHL to Weserstraße 58, 12045 Berlin,
expected delivery Tuesday 14 April. Please keep it sealed until your first day; we'll set it up together
during onboarding.

Your Globex account will be dana.levi@globex-analytics.example. Your temporary password will be handed
over in person.

Globex IT Service Desk
""")
    M("gx_first_day", "2026-04-13 11:00", "lena", ["dana"], "Your first day - Wed 15 April", """\
Hi Dana,

We're all looking forward to Wednesday! Here's what to expect on your first day:

09:30  Arrival at the office, Köpenicker Str. 145, 10997 Berlin (Kreuzberg), 2nd floor. Ask for Priya at
       reception, she's your onboarding buddy.
10:00  IT setup (bring the laptop you received)
11:30  Team intro with the Tidepool team
12:30  Team lunch (Thai place around the corner - Tom's choice, blame him)
14:00  1:1 with me: first 30/60/90 days
16:00  Tidepool architecture walkthrough with Jonas

Welcome aboard!
Lena
""")
    M("gx_first_day_dana", "2026-04-13 12:05", "dana", ["lena"], None, """\
Thanks Lena, see you on Wednesday at 9:30! I'll bring the laptop, and Israeli chocolate for the team.
""", reply="gx_first_day")
    M("bookclub_apr", "2026-04-06 10:00", "ori", ["bookclub"], "April: Tomorrow, and Tomorrow, and Tomorrow - Thu 16/4 (+Zoom for Berlin)", """\
Hi all,

April: Gabrielle Zevin's "Tomorrow, and Tomorrow, and Tomorrow". Thursday 16 April, 20:00 at my place.

For our Berlin correspondent there's a Zoom link: https://zoom.example/j/88120045 (it's 19:00 in Berlin,
Dana, no excuses).

Ori
""")
    M("bookclub_apr_dana", "2026-04-06 11:32", "dana", ["ori"], None, """\
I'll be there on Zoom. First day at the new job is the 15th, so I'll either be very excited or very tired.
Probably both. Loved the book, by the way, finished it on the flight.
""", reply="bookclub_apr")
    M("first_day_noa", "2026-04-15 20:40", "dana", ["noa"], "היום הראשון בגלובקס", """\
היום הראשון בגלובקס היה מעולה. המשרד בקרויצברג, ליד התעלה, יש מטבח ענק ומכונת קפה שעולה יותר מהרכב שלך.
המנהלת שלי, לנה, מאורגנת בצורה מפחידה (לוח זמנים לכל היום עם דקות). הצוות נחמד מאוד, פריה הבאדי שלי
ותום לקח את כולנו לארוחת צהריים תאילנדית.
אני עובדת על שירות תחזיות שנקרא Tidepool, זה שונה לגמרי מרובוטים אבל מעניין.
מרגישה שסוף סוף אני באמת גרה פה.
""")
    M("first_day_noa_re", "2026-04-15 21:15", "noa", ["dana"], None, """\
איזה כיף!!! אני כל כך גאה בך.
ותשלחי תמונה של מכונת הקפה, אני לא מאמינה לך.
""", reply="first_day_noa")
    M("bmarathon_reg", "2026-04-22 08:00", "bmarathon", ["dana"], "Registration confirmed - Berlin Marathon 2026", """\
Dear Dana Levi,

Congratulations! Your registration for the Berlin Marathon on Sunday, 27 September 2026 is confirmed.

Participant ID: BM26-4412087
Start wave: to be assigned based on your qualifying time (Half Marathon 1:52:40)
Entry fee paid: 155.00 EUR

Your start number and wave will be sent at the end of August. Bib pickup at the marathon expo,
Tempelhof airport hangars, 24-26 September.

Your Berlin Marathon Team
""")
    M("gil_plan_ask", "2026-04-23 07:40", "dana", ["gil"], "I'm running Berlin!", """\
Hi Gil,

Big news from Berlin: I got a place in the Berlin Marathon, 27 September! My first full marathon.

Would you write me a plan? I can do 4 runs a week. The knee is fine with the physio exercises, but I'd
rather build slowly. There's a huge park here on the old Tempelhof airfield, perfect for long runs.

Miss the Friday runs at the Yarkon.
Dana
""")
    M("gil_plan_reply", "2026-04-24 21:30", "gil", ["dana"], None, """\
Dana!! Amazing. Yes, of course.

Outline (I'll send the full spreadsheet on the weekend):
- 22 weeks, starting Monday 27 April.
- Base phase until end of May: 4 runs/week, all easy, long run on Sunday from 14 km up to 20 km.
- Build phase June-July: one tempo run, one interval session, long run up to 30 km (three times).
- Peak in late August with a 32 km, taper 3 weeks.
- Goal: sub 4:10 if the knee behaves. Finish happy is the real goal.

Keep the eccentric squats twice a week, no skipping.

Gil
""", reply="gil_plan_ask", quote=True)
    M("tidepool_backfill", "2026-04-28 10:20", "tom", ["dana_gx"], "Tidepool backfill plan", """\
Hi Dana,

Following today's standup, here's the context for your first real task.

Tidepool currently recomputes forecasts from scratch every night, which takes ~5 hours for the biggest
customer. The Tidepool-Q3 milestone is "incremental backfill": when late events arrive (scanners that were
offline, warehouses with bad wifi), we only recompute the affected partitions.

What I'd like from you this sprint:
1. Read the late-event analysis in the wiki (how late, how often, which customers).
2. Propose a partitioning scheme (per site x day?) and how we detect affected partitions.
3. Estimate the compute savings.

Priya did a prototype last year that we abandoned, ask her why - it's a good story.

Tom
""", cc=["priya", "lena"])
    M("tidepool_backfill_dana", "2026-04-30 17:55", "dana_gx", ["tom"], None, """\
Hi Tom,

First pass after reading the analysis and talking to Priya:

- 97.2% of late events arrive within 36 hours, the long tail is three sites with offline scanners.
- Partition per (site, event-day) looks right; the forecast model only looks back 56 days, so a late
  event affects at most 56 downstream partitions per site.
- Detection: a watermark per site, and a small "dirty partitions" table written by the ingestion job.
- Rough estimate: nightly compute from ~5 h to ~40 min on a normal day.

Priya's prototype died because it tracked dirtiness per event and the table exploded - I'd track per
partition instead. Can we discuss at Monday's design slot?

Dana
""", cc=["priya", "lena"], reply="tidepool_backfill", quote=True)
    M("gx_payslip_apr", "2026-04-30 18:00", "gx_payroll", ["dana_gx"], "Ihre Gehaltsabrechnung April 2026", """\
Hallo Dana Levi,

Ihre Gehaltsabrechnung für April 2026 steht im Personalportal bereit.

Zeitraum: 15.04.2026 - 30.04.2026 (anteilig)
Bruttogehalt: 4.088,89 EUR
Auszahlung: 30.04.2026 auf IBAN DE21 **** **** **** 4321

Steuerklasse: 1 | Krankenkasse: Spree BKK

Globex Payroll
""")
    M("vogel_termin", "2026-05-04 16:30", "vogel", ["dana"], "Terminbestätigung / appointment confirmation 12.05.2026", """\
Sehr geehrte Frau Levi,

hiermit bestätigen wir Ihren Termin als neue Patientin:

Dienstag, 12.05.2026, 10:15 Uhr
Praxis Dr. Katrin Vogel (Allgemeinmedizin), Sonnenallee 88, 12045 Berlin

Bitte bringen Sie Ihre Versichertenkarte und, falls vorhanden, Befunde mit (MRT-Befund Knie aus Israel).
Dr. Vogel spricht Englisch.

Dear Ms. Levi, please bring your insurance card and the knee MRI report. Dr. Vogel speaks English.

Praxis Dr. Katrin Vogel
""")
    M("yossi_visit", "2026-05-06 22:05", "yossi_g", ["dana"], "Berlin 22-25 May?", """\
Hamburg conference is 19-21 May, so I could come to Berlin Friday 22 May to Monday 25 May. Train from
Hamburg arrives 11:38 at Hauptbahnhof. Is the famous sofa still available?

Things I want: a proper currywurst, that techno club you promised you'd never go to, and your running
route on the airport.
""")
    M("yossi_visit_dana", "2026-05-07 07:30", "dana", ["yossi_g"], None, """\
The sofa is yours. I'll pick you up at Hauptbahnhof on Friday at 11:38 - I'm taking the afternoon off.

Currywurst: yes. Airfield run: Sunday morning, 15 km, you will hate it. Techno club: absolutely not.

Bring za'atar from Levinsky market, I'm running out.
""", reply="yossi_visit", quote=True)
    M("bookclub_may", "2026-05-11 09:00", "ori", ["bookclub"], "May: Station Eleven - Thu 21/5", """\
Hi all,

May's book is Emily St. John Mandel's "Station Eleven". Thursday 21 May, 20:00, at Tamar's in Ramat Gan
(Bialik 40). Zoom link same as last time.

Ori
""")
    M("bookclub_may_dana", "2026-05-11 12:20", "dana", ["ori"], None, """\
I'll probably miss May - Yossi is visiting that weekend and I have a work deadline on the 21st. Will read it
anyway and send my thoughts in the chat. Save me for June!
""", reply="bookclub_may")
    M("lisbon_noa", "2026-05-10 20:30", "noa", ["dana"], "ליסבון?!", """\
דנה, יש לי רעיון. ביוני יש לי ימי חופש שאני חייבת לנצל עד סוף החודש.
מה דעתך שניפגש בליסבון? אני טסה מתל אביב, את מברלין, ארבעה לילות, 11 עד 15 ביוני.
מצאתי בית הארחה קטן באלפמה עם מרפסת לנהר, 118 יורו ללילה לחדר.
תגידי כן.
""")
    M("lisbon_noa_dana", "2026-05-10 21:02", "dana", ["noa"], None, """\
כן!!! אני מזמינה טיסה עכשיו. תזמיני את בית ההארחה, אני אעביר לך חצי.
אני רוצה פסטל דה נאטה כל בוקר, וחשמלית 28, ולשמוע פאדו לפחות ערב אחד.
""", reply="lisbon_noa", quote=True)
    M("tap_booking", "2026-05-12 09:14", "tap", ["dana"], "Booking confirmed - BER-LIS-BER - reservation 8XPL2M", """\
Dear Dana Levi,

Thank you for choosing TAP Air Portugal. Your booking is confirmed.

Reservation code: 8XPL2M

Outbound: TP 539, Thursday 11 June 2026, Berlin (BER) 10:05 - Lisbon (LIS) 12:40
Return:   TP 538, Monday 15 June 2026, Lisbon (LIS) 14:40 - Berlin (BER) 19:15

Passenger: LEVI/DANA MS - Classic fare, 1 x 23 kg checked bag
Total paid: EUR 246.80

Check-in opens 36 hours before departure at flytap.example.
""", html="""\
<html><body style="font-family:Arial,sans-serif">
<h2 style="color:#00843d">Booking confirmed</h2>
<p>Dear Dana Levi,<br>Thank you for choosing TAP Air Portugal. Your booking is confirmed.</p>
<p><b>Reservation code: 8XPL2M</b></p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th></th><th>Flight</th><th>Date</th><th>From</th><th>To</th></tr>
<tr><td>Outbound</td><td>TP 539</td><td>Thu 11 Jun 2026</td><td>Berlin (BER) 10:05</td><td>Lisbon (LIS) 12:40</td></tr>
<tr><td>Return</td><td>TP 538</td><td>Mon 15 Jun 2026</td><td>Lisbon (LIS) 14:40</td><td>Berlin (BER) 19:15</td></tr>
</table>
<p>Passenger: LEVI/DANA MS - Classic fare, 1 x 23 kg checked bag<br>Total paid: EUR 246.80</p>
<p style="font-size:11px;color:#777">Check-in opens 36 hours before departure at flytap.example.</p>
</body></html>
""")
    M("hotel_booking", "2026-05-12 18:40", "hotel", ["dana"], "Reserva confirmada / Booking confirmed - 11-15 June", """\
Olá Dana,

Obrigado! Your booking at Casa do Alfama is confirmed.

Check-in: Thursday 11 June 2026, from 14:00
Check-out: Monday 15 June 2026, until 11:00
Room: Double room with river-view balcony, 4 nights, breakfast included
Guests: Dana Levi, Noa Levi
Total: EUR 472.00 (pay at the property)

Address: Rua de São Miguel 12, 1100-544 Lisboa. From the airport, take the metro to Santa Apolónia and walk
10 minutes uphill, or a taxi (about 15 EUR).

Até breve!
Casa do Alfama
""")
    M("vogel_befund", "2026-05-12 14:10", "vogel", ["dana"], "Überweisung Physiotherapie / physiotherapy prescription", """\
Sehr geehrte Frau Levi,

wie besprochen: Heilmittelverordnung für 6 x Physiotherapie (Krankengymnastik), Diagnose: Patellaspitzensyndrom
rechts (M76.5). Die Verordnung liegt zur Abholung an der Anmeldung bereit.

As discussed: a prescription for 6 physiotherapy sessions for your right knee (patellar tendinopathy). You
can pick it up at the front desk. Physio practices near you: PhysioKiez (Weserstr. 12) or Rehawerk
Neukölln.

Praxis Dr. Katrin Vogel
""")
    M("noa_birthday", "2026-05-14 07:15", "dana", ["noa"], "יום הולדת שמח! 🎂", """\
נועה אהובה שלי,
יום הולדת שמח! 31 זה הגיל הכי טוב, תסמכי עליי.
המתנה שלך זה ליסבון (חצי מבית ההארחה עליי, כבר העברתי). ופסטל דה נאטה ראשון בשבילך.
מתגעגעת נורא. נדבר בערב בווידאו עם כולם.
דנה
""")
    M("noa_birthday_re", "2026-05-14 09:30", "noa", ["dana"], None, """\
איזו אחות יש לי 😭 תודה!!
אמא כבר התקשרה שלוש פעמים לשאול אם דיברתי איתך. נדבר בערב.
""", reply="noa_birthday")
    M("klaus_heating", "2026-05-19 08:10", "dana", ["klaus"], "Hot water problem - Weserstraße 58, 3rd floor left", """\
Dear Mr. Becker,

Since Sunday there is no hot water in my apartment (Weserstraße 58, 3rd floor left). The boiler shows error
F28 and resetting it doesn't help. The neighbours on the 2nd floor have hot water, so I think it's just my
unit.

Could you send a plumber? I'm working from home on Thursday and Friday, so those days are easiest.

Thank you,
Dana Levi
""")
    M("klaus_heating_re", "2026-05-19 11:25", "klaus", ["dana"], None, """\
Dear Ms. Levi,

I'm sorry about that. F28 is usually the gas ignition. Herr Yilmaz from Yilmaz Haustechnik will come on
Thursday 21 May between 8 and 10. If it takes longer than a day, you can deduct it from the service
charges, of course.

Best regards
Klaus Becker
""", reply="klaus_heating", quote=True)
    M("klaus_heating_fixed", "2026-05-21 11:00", "dana", ["klaus"], None, """\
Fixed! Herr Yilmaz replaced the ignition electrode, it took 20 minutes. Thank you for the quick reaction.
""", reply="klaus_heating_re")
    M("kiezfaser", "2026-04-20 10:00", "kiezfaser", ["dana"], "Auftragsbestätigung - KiezFaser 500", """\
Hallo Dana Levi,

vielen Dank für Ihre Bestellung!

Tarif: KiezFaser 500 (500 Mbit/s), 24 Monate, 39,99 EUR/Monat
Anschlussadresse: Weserstraße 58, 3. OG links, 12045 Berlin
Aktivierung: 28.04.2026 - der Techniker kommt zwischen 8 und 12 Uhr.
Kontakt-Telefon: +49-151-5550-1234

Ihr KiezFaser-Team
""")
    M("bank_phone_update", "2026-05-28 09:40", "dana", ["bank"], "Please update my phone number", """\
Hello,

I have moved abroad. Please update the mobile number on my account (current account ****4471) to
+49-151-5550-1234 for SMS verification codes. My Israeli number +972-54-555-0142 will be disconnected at
the end of this month.

My new address: Weserstraße 58, 12045 Berlin, Germany.

Thank you,
Dana Levi, ID 03xxxxxx7
""")
    M("bank_phone_update_re", "2026-05-28 15:02", "bank", ["dana"], None, """\
Dear Dana Levi,

Your request has been processed. The mobile number for SMS verification on your accounts is now
+49-151-5550-1234. Your mailing address has been updated.

Bank Yarden
""", reply="bank_phone_update")
    M("gx_offsite", "2026-06-01 09:00", "lena", ["gx_data"], "Data Platform offsite - Potsdam, Wed 24 June", """\
Hi all,

Save the date: our team offsite is on Wednesday 24 June in Potsdam, at the Seehaus am Templiner See.

- 09:00 bus from the office (Köpenicker Str.), back around 19:00
- Morning: Tidepool-Q3 retrospective and H2 roadmap
- Afternoon: boats, lake, barbecue. Bring swimwear if you're brave.

Please tell me about dietary restrictions by 15 June.

Lena
""")
    M("gx_offsite_dana", "2026-06-01 10:14", "dana_gx", ["lena"], None, """\
Count me in. Vegetarian please. And I'm brave (I'm from the Mediterranean, the lake will be freezing).
""", reply="gx_offsite")
    M("bookclub_jun", "2026-06-08 11:00", "ori", ["bookclub"], "June: Babel - Thu 18/6", """\
Hi all,

June: R. F. Kuang's "Babel". Thursday 18 June, 20:00, at my place, Zoom as usual.

Dana, you owe us your Station Eleven thoughts. We're still waiting.

Ori
""")
    M("bookclub_jun_dana", "2026-06-08 19:50", "dana", ["ori"], None, """\
I know, I know. Short version: the Traveling Symphony chapters are the best thing I read this year and the
prophet plot was weaker. Longer version on the 18th - I'll join on Zoom. Babel is already on my Kindle.
""", reply="bookclub_jun")
    M("probation", "2026-06-09 12:00", "lena", ["dana_gx"], "Mid-probation check-in", """\
Hi Dana,

It's almost two months since you started - time for the mid-probation check-in. I booked Tuesday 23 June,
15:00-15:45 (room Spree). Nothing to worry about; I'd like to hear how you're doing and give you my
feedback. Short version of the feedback: the incremental backfill design is the best thing that happened to
Tidepool this year.

Lena
""")
    M("lisbon_checkin", "2026-06-10 10:05", "tap", ["dana"], "Check-in is open: TP 539 Berlin - Lisbon", """\
Dear Dana Levi,

Check-in is now open for your flight TP 539 on Thursday 11 June 2026, Berlin (BER) 10:05 - Lisbon (LIS)
12:40. Reservation code 8XPL2M.

Seat 14F is assigned. Boarding closes 20 minutes before departure.
TAP Air Portugal
""")
    M("lisbon_noa_plan", "2026-06-09 21:00", "noa", ["dana"], "תוכנית לליסבון", """\
אני נוחתת בליסבון ביום חמישי ב-13:10 (אל על, דרך רומא, אל תשאלי). נפגש בבית ההארחה?
ביום שישי אני רוצה ללכת לסינטרה, ביום שבת בלם ומוזיאון האזולז'ו, ובראשון סתם להסתובב.
הזמנתי לנו מקום לפאדו בשבת בערב, בטברנה בשם "אוליביירה" באלפמה, ב-21:00.
""")
    M("lisbon_noa_plan_dana", "2026-06-09 21:30", "dana", ["noa"], None, """\
מושלם. אני נוחתת ב-12:40 אז אחכה לך בבית ההארחה עם קפה.
סינטרה ביום שישי, אבל בבוקר מוקדם לפני התיירים. וביום ראשון אני רוצה לרוץ לאורך הנהר, תבואי איתי לקטע
אחד לפחות.
""", reply="lisbon_noa_plan", quote=True)
    M("lisbon_back_yossi", "2026-06-16 20:15", "dana", ["yossi_g"], "Lisbon photos + a question", """\
Back from Lisbon. Noa and I walked about 80 km in four days, ate our body weight in pastéis de nata, and
cried at a fado concert. Photos in the shared album.

Question: Amit wrote that Northwind signed the pilot for Modi'in. Is that official? I'd love to send Maya
a note if so.
""")
    M("lisbon_back_yossi_re", "2026-06-16 22:40", "yossi_g", ["dana"], None, """\
Official since last week - pilot starts 1 August with 4 arms, running Heron-7734 plus Amit's hotfixes. Maya
would love a note. Also your perception model is still the default, nobody dared to retrain it.
""", reply="lisbon_back_yossi")
    M("to_maya_congrats", "2026-06-17 08:30", "dana", ["maya"], "Congrats on Northwind!", """\
Hi Maya,

Yossi told me Northwind signed the Modi'in pilot - congratulations! That's the best news I've had from Tel
Aviv in a while. The team earned it.

All is good in Berlin: new job is great, apartment is great, weather is confusing. If you're ever in Berlin,
the first beer is on me.

Dana
""")
    M("maya_reply_congrats", "2026-06-17 19:10", "maya", ["dana"], None, """\
Thank you Dana! Your model is in that pilot, so it's your win too. I'm in Berlin for a trade fair in
October, I'll hold you to that beer.

Maya
""", reply="to_maya_congrats", quote=True)
    M("gx_payslip_may", "2026-05-29 18:00", "gx_payroll", ["dana_gx"], "Ihre Gehaltsabrechnung Mai 2026", """\
Hallo Dana Levi,

Ihre Gehaltsabrechnung für Mai 2026 steht im Personalportal bereit.

Bruttogehalt: 7.666,67 EUR
Umzugskostenpauschale (Relocation): 5.000,00 EUR
Auszahlung: 29.05.2026

Globex Payroll
""")
    M("berlin_marathon_news", "2026-06-22 09:00", "bmarathon", ["dana"], "3 months to go - Berlin Marathon newsletter", """\
Hi Dana,

Only three months until race day on 27 September! This month: how to train through a Berlin summer, the new
course map near the Brandenburg Gate, and why your long run should be slower than you think.

Reminder: the official training runs take place every Saturday in July at 08:00 from the Olympiastadion.

Your Berlin Marathon Team
""")
    M("gitforge_tidepool", "2026-06-02 16:20", "gitforge", ["dana_gx"], "[globex/tidepool] Incremental backfill: dirty-partition tracking (PR #1187)", """\
tom-richter approved this pull request.

> Ran it against the full Nordlicht dataset: nightly job went from 4h52m to 38m. Nice.
> One nit in the watermark query, otherwise LGTM.

priya-nair commented:

> Finally. My 2025 prototype can rest in peace.

View it on GitForge: https://gitforge.example/globex/tidepool/pull/1187
""")
    M("noa_visit_plan", "2026-06-25 20:00", "noa", ["dana"], "אמא ואבא באים בספטמבר", """\
בישורת: אמא ואבא הזמינו טיסה לברלין לסוף ספטמבר, כדי לראות אותך רצה במרתון! הם נוחתים ב-25 בספטמבר.
אמא כבר שואלת אם יש לך מספיק שמיכות. אמרתי לה שיש לך הכל. תאשרי לה בבקשה, אחרת היא תביא מזוודה של שמיכות.
""")
    M("noa_visit_plan_re", "2026-06-25 20:45", "dana", ["noa"], None, """\
אוי, איזה כיף! תגידי להם שיש לי שמיכות, כריות, ואפילו כוסות תה. אבל שיביאו במבה.
""", reply="noa_visit_plan")


# ======================================================================================
# SLACK — three workspace exports
# ======================================================================================
SLACK_WS = {
    "acme-2026-01-03": {
        "team": "T03ACME01",
        "users": {
            "dana": ("U03DANA7K", "dana.levi", "Dana Levi", "Dana", "Perception Engineer, Heron", "Asia/Jerusalem"),
            "yossi": ("U03YKATZ4", "yossi.katz", "Yossi Katz", "Yossi", "Tech Lead, Motion Planning", "Asia/Jerusalem"),
            "maya": ("U03MCOHN1", "maya.cohen", "Maya Cohen", "Maya", "Engineering Manager, Heron", "Asia/Jerusalem"),
            "amit": ("U03ABDVD8", "amit.bd", "Amit Ben-David", "Amit BD", "Firmware Engineer", "Asia/Jerusalem"),
            "rotem": ("U03RSHNI5", "rotem.shani", "Rotem Shani", "Rotem", "Test & QA Engineer", "Asia/Jerusalem"),
            "hila": ("U03HMOR06", "hila.mor", "Hila Mor", "Hila (Office)", "Office Manager", "Asia/Jerusalem"),
            "heronbot": ("U03HBOT00", "heronbot", "Heron CI", "heronbot", "", "Asia/Jerusalem"),
        },
        "channels": {
            "general": ("C03GEN001", "Company-wide announcements and work-based matters", ["dana", "yossi", "maya", "amit", "rotem", "hila", "heronbot"]),
            "heron": ("C03HRN002", "Project Heron: picking arm for mixed totes", ["dana", "yossi", "maya", "amit", "rotem", "heronbot"]),
            "random": ("C03RND003", "Non-work banter and water cooler conversation", ["dana", "yossi", "maya", "amit", "rotem", "hila"]),
            "kingfisher-lab": ("C03KFL004", "Bench bookings, tools and lab inventory (4th floor)", ["dana", "yossi", "amit", "rotem"]),
        },
    },
    "family-2026-01-06": {
        "team": "T05LEVI01",
        "users": {
            "dana": ("U05DANA01", "dana", "Dana Levi", "דנה", "", "Asia/Jerusalem"),
            "noa": ("U05NOALV2", "noa", "Noa Levi", "נועה", "", "Asia/Jerusalem"),
            "mom": ("U05ILANA3", "ilana", "Ilana Levi", "אמא", "", "Asia/Jerusalem"),
        },
        "channels": {
            "family": ("C05FAM001", "המשפחה של לוי", ["dana", "noa", "mom"]),
            "noa-dana": ("C05ND0002", "רק אנחנו", ["dana", "noa"]),
        },
    },
    "globex-2026-04-06": {
        "team": "T07GLBX01",
        "users": {
            "dana": ("U07DLEVI2", "dana.levi", "Dana Levi", "Dana", "Senior ML Engineer, Data Platform", "Europe/Berlin"),
            "lena": ("U07LHOFF3", "lena.hoffmann", "Lena Hoffmann", "Lena", "Head of Data Platform", "Europe/Berlin"),
            "tom": ("U07TRICH5", "tom.richter", "Tom Richter", "Tom R.", "Senior Engineer, Tidepool", "Europe/Berlin"),
            "priya": ("U07PNAIR6", "priya.nair", "Priya Nair", "Priya", "ML Engineer, Tidepool", "Europe/Berlin"),
            "jonas": ("U07JWOLK9", "jonas.w", "Jonas Wolkenstein", "Jonas W.", "Staff Engineer, Data Platform", "Europe/Berlin"),
        },
        "channels": {
            "general": ("C07GEN001", "Announcements for everyone at Globex", ["dana", "lena", "tom", "priya", "jonas"]),
            "tidepool": ("C07TDP002", "Tidepool forecasting service: design, releases, incidents", ["dana", "lena", "tom", "priya", "jonas"]),
            "random": ("C07RND003", "Anything goes", ["dana", "tom", "priya", "jonas"]),
            "kreuzberg-office": ("C07KRZ004", "Office logistics at Köpenicker Str. 145", ["dana", "lena", "tom", "priya", "jonas"]),
        },
    },
}

SLACK: list[dict] = []
SLACK_BY_KEY: dict[str, dict] = {}


def S(ws, channel, when, user, text, key=None, parent=None, reactions=None, subtype=None, edited=False):
    t = parse_local(when, "dana")
    m = dict(ws=ws, channel=channel, when=t, user=user, text=text, key=key, parent=parent,
             reactions=reactions or {}, subtype=subtype, edited=edited)
    assert channel in SLACK_WS[ws]["channels"], (ws, channel)
    SLACK.append(m)
    if key:
        assert key not in SLACK_BY_KEY, key
        SLACK_BY_KEY[key] = m
    return m


def U(ws, who):
    return "<@" + SLACK_WS[ws]["users"][who][0] + ">"


def slack_acme():
    A = "acme-2026-01-03"
    g = lambda *a, **k: S(A, "general", *a, **k)
    h = lambda *a, **k: S(A, "heron", *a, **k)
    r = lambda *a, **k: S(A, "random", *a, **k)
    lab = lambda *a, **k: S(A, "kingfisher-lab", *a, **k)

    g("2026-01-05 08:30", "hila", "Welcome back everyone and happy 2026! The 4th floor kitchen is being renovated until Jan 16, please use the one on the 3rd floor. Coffee beans are on me this week.", reactions={"coffee": ["dana", "yossi", "rotem"]})
    h("2026-01-05 09:10", "dana", f"Morning! I'm collecting crumpled polybag images on station 2 Wed-Thu, rig is reserved (thanks {U(A,'rotem')}). If you need station 2 those days, talk to me first.", key="acme_rig_reserve")
    r("2026-01-06 12:15", "yossi", "Hummus at Abu Hassan on Thursday? Leaving 12:30, the queue is brutal after 13:00.", key="acme_hummus")
    r("2026-01-06 12:20", "dana", "in", parent="acme_hummus")
    r("2026-01-06 12:24", "amit", "in, but I'm driving back, I have the fitting at 14:00", parent="acme_hummus")
    h("2026-01-07 08:50", "rotem", "Station 2 polybag bins are back. The calibration target is taped to the table. TAPED. TO THE TABLE.", reactions={"joy": ["yossi", "maya", "amit"]})
    h("2026-01-08 18:40", "dana", "Collected 1,420 polybag images today, should have ~2.3k crumpled ones by tomorrow evening. Labelling batch goes to LabelWorks tonight.")
    lab("2026-01-08 10:05", "amit", "Booking bench 3 Sunday-Monday for the gripper v3 controller bring-up. Please don't borrow the bench PSU.")
    S(A, "kingfisher-lab", "2026-01-04 09:00", "dana", f"{U(A,'dana')} has joined the channel", subtype="channel_join")
    h("2026-01-12 15:30", "yossi", "Deep totes: the planner keeps grazing the tote wall on approach below ~35 cm depth. Ideas before I add yet another margin?", key="acme_deep_tote")
    h("2026-01-12 15:44", "dana", "Could be the normal estimate. The bottom of the deep totes is dark and depth gets noisy below 30 cm. I can give you a per-candidate confidence so you can discard the garbage normals.", parent="acme_deep_tote")
    h("2026-01-12 15:51", "yossi", "That would help a lot. Can you send it with the grasp candidates?", parent="acme_deep_tote")
    h("2026-01-13 11:02", "dana", "Done: `normal_confidence` is now a field in the grasp_candidates message, branch dana/normal-conf. Anything under 0.4 is noise.", parent="acme_deep_tote", key="acme_normal_conf")
    h("2026-01-14 11:50", "amit", "Firmware RC is tagged: Heron-7734. Release notes in the mail. Flash station 2 only for now please, station 3 is still on the old bootloader.", key="acme_rc")
    h("2026-01-14 12:18", "dana", "flashed station 2 ✅ perception runs fine. Torque limit 0.8 Nm is low for family C, see my reply in the mail.", parent="acme_rc")
    h("2026-01-15 11:05", "maya", f"Design review invite is out: Wed 21/1 10:00-12:00 in Sable Room 4B. {U(A,'dana')} please share the retrain doc by Monday so people can read it before.", key="acme_review_invite")
    r("2026-01-16 13:40", "rotem", "Whoever left the majadra in the 3rd floor fridge in December: it has developed consciousness and is asking for you by name.", reactions={"nauseated_face": ["yossi", "dana", "hila", "amit"]})
    h("2026-01-19 06:10", "heronbot", "Nightly pick run #212 (station 2, model v5-rc2, firmware Heron-7734): 469/500 picks = 93.8%. Family A 97.1% | B 94.0% | C 86.9%.")
    lab("2026-01-20 09:15", "rotem", "Oscilloscope #2 is broken again (channel 3 is dead). Use #1 until the repair guy comes.")
    h("2026-01-21 13:35", "dana", "Design review notes are in the mail. TL;DR: soft fingers are in for the demo, v5 model becomes default after one more overnight run, deep-tote trajectories approved with a 5 cm margin.")
    r("2026-01-23 09:20", "dana", "Book club last night: 40 minutes on Klara and the Sun, then two hours on whether AI should have feelings. Ori made shakshuka at 23:00. Classic.")
    h("2026-01-26 09:00", "dana", "v5 overnight result: 94.6% overall, family C still the weakest at 88%. Confusion matrix per SKU family on the wiki page 'Heron/Perception/v5'.", reactions={"+1": ["maya", "yossi"]})
    lab("2026-02-04 14:30", "dana", "Does anyone have the thermal camera? Need it for an hour tomorrow to check the gripper motor heat during long runs.", key="acme_thermal")
    lab("2026-02-04 14:41", "amit", "drawer under bench 1. The charger is with Rotem, don't ask why.", parent="acme_thermal")
    h("2026-02-02 17:20", "yossi", "Deep-tote trajectories merged to main. Station 3 is 3% better on the deep tote set, no wall contacts in 200 picks.")
    h("2026-02-06 16:00", "amit", key="acme_freeze", text="Firmware freeze ❄️ From now on only fixes. Heron-7734 is the demo build, don't flash anything else on 2 or 3.", reactions={"snowflake": ["maya", "dana", "rotem"]})
    h("2026-02-10 07:45", "maya", "Moving today's Heron sync from 09:00 to 11:00 - Northwind asked for a call at 9 about the demo logistics. Same room.", key="acme_sync_moved")
    h("2026-02-11 18:05", "rotem", "500-pick benchmark with the v3 gripper and v5 model: 95.1%!!! First time above 95.", key="acme_951", reactions={"tada": ["dana", "yossi", "maya", "amit"]})
    h("2026-02-11 18:12", "dana", "🥲 family C went to 91%. The 1.1 Nm torque helped.", parent="acme_951")
    h("2026-02-11 18:20", "maya", "This is the number I'll show Northwind. Don't touch anything.", parent="acme_951")
    h("2026-02-17 16:30", "dana", "The demo dashboard is running on the big screen in the lab. Please do NOT close the Chrome tab and do not let it go to sleep 🙏")
    h("2026-02-18 08:05", "amit", "Both stations flashed with Heron-7734 and verified. Dry run at 9:30.")
    h("2026-02-18 12:20", "dana", "474/500 live in front of Northwind. 94.8%. I'm going to lie down on the lab floor for a bit.", key="acme_demo_live", reactions={"tada": ["maya", "yossi", "amit", "rotem"], "robot_face": ["yossi"]})
    g("2026-02-19 09:00", "maya", key="acme_shoutout", text="Huge shout-out to the Heron team for yesterday's Northwind demo: 94.8% grasp success live, zero safety stops. Northwind wants a pilot in Q3. Drinks Thursday 18:00 on the roof 🎉", reactions={"tada": ["hila", "dana", "yossi", "amit", "rotem"]})
    h("2026-02-23 10:10", "maya", f"Northwind follow-up: they want grasp success per SKU family for the 40 pilot SKUs. {U(A,'dana')} can you export it from the dashboard?", key="acme_export")
    h("2026-02-23 12:02", "dana", "Exported: shared drive Northwind/pilot-skus.csv. 37 of 40 SKUs are above 93%, the three bad ones are the clear shrink-wrapped bottles.", parent="acme_export")
    r("2026-02-27 11:30", "dana", "Finished the Tel Aviv half marathon in 1:52:40! The knee held up 🦵", key="acme_half", reactions={"runner": ["yossi", "maya", "rotem", "hila"]})
    r("2026-02-27 11:41", "yossi", "Machine. Next year full marathon.", parent="acme_half")
    r("2026-02-27 12:05", "maya", "Congrats Dana!!", parent="acme_half")
    h("2026-03-03 09:40", "yossi", "Who took the torque wrench from station 3? It's calibrated, I need it back.")
    g("2026-03-10 10:00", "maya", f"Some bittersweet news: {U(A,'dana')} is leaving us at the end of March to start a new chapter in Berlin. Her last day is Thursday 26/3. Dana built most of the perception that made the Northwind demo work - we'll miss her a lot.", key="acme_leaving")
    g("2026-03-10 10:04", "rotem", "NOOOO 😭", parent="acme_leaving")
    g("2026-03-10 10:07", "hila", "Berlin!! Bring us Ritter Sport when you visit", parent="acme_leaving")
    g("2026-03-10 10:15", "dana", "Thank you all ❤️ Still here for two more weeks, so don't start the eulogies yet.", parent="acme_leaving")
    h("2026-03-10 11:30", "dana", f"Handover plan: {U(A,'amit')} takes over perception. We pair on Thursday's retrain, and the handover doc will be on the wiki by Friday.", key="acme_handover_plan")
    h("2026-03-12 09:15", "amit", "Question about the retrain cron: why 01:30 and not midnight?", key="acme_cron_q")
    h("2026-03-12 09:22", "dana", "Because the backup job hogs the disk on gpu-02 until ~01:15. Learned that the hard way in October.", parent="acme_cron_q", key="acme_cron_a")
    lab("2026-03-16 08:45", "rotem", "Lab inventory count on Thursday. Please return anything you borrowed (looking at you, thermal camera people).")
    g("2026-03-18 12:05", "yossi", "Farewell drinks for Dana: Thursday 26/3 from 18:00 at Hoppers, Lilienblum 14. First round on the Heron team. Details in the mail.", key="acme_farewell_post")
    h("2026-03-19 08:00", "dana", "Out today, the movers are packing my apartment. Reachable on the phone if something burns.")
    lab("2026-03-19 17:10", "dana", "Returned the thermal camera and the spare RealSense to the cabinet. Goodbye lab 🥲")
    h("2026-03-24 11:00", "maya", "Last Heron sync with Dana today 😢 Amit owns heron-perception from tomorrow.")
    h("2026-03-25 17:45", "dana", "Handover doc final version is on the wiki (Heron/Perception/Handover). Amit is now the owner of heron-perception. It's been a privilege, team.", key="acme_handover_done")
    r("2026-03-26 12:00", "yossi", "Tonight 18:00 Hoppers for Dana's farewell. Bring cash, their card machine is a liar.")
    g("2026-03-26 16:30", "dana", "Last day today. Four years, two arms, one Northwind demo, and too much majadra. Thank you all. My personal email is dana.levi@fastmail.example - come visit Berlin!", key="acme_goodbye", reactions={"heart": ["maya", "yossi", "amit", "rotem", "hila"]})


def slack_family():
    F = "family-2026-01-06"
    fam = lambda *a, **k: S(F, "family", *a, **k)
    nd = lambda *a, **k: S(F, "noa-dana", *a, **k)

    fam("2026-01-08 20:10", "mom", "מי בא מחר לארוחת שישי? אני עושה קובה סלק ואורז עם שקדים")
    fam("2026-01-08 20:14", "dana", "אני! מביאה עוגת גבינה")
    fam("2026-01-08 20:30", "noa", "אני והכלב. הכלב מביא את עצמו")
    nd("2026-01-26 21:05", "dana", "הברך שוב כואבת אחרי הריצה הארוכה בשישי. קבעתי תור לאורתופדית, ד\"ר רות אדלר, ב-5 בפברואר ב-16:30.", key="fam_knee")
    nd("2026-01-26 21:09", "noa", "סוף סוף!! שלושה חודשים אני אומרת לך ללכת לרופא", parent="fam_knee")
    nd("2026-02-16 19:40", "noa", "נו, מה אמרו ב-MRI?", key="fam_mri_q")
    nd("2026-02-16 19:52", "dana", "דלקת קלה בגיד של הפיקה, אין קרע. פיזיותרפיה פעמיים בשבוע שישה שבועות, ומותר לי לרוץ את חצי המרתון אם הכאב נשאר נמוך", parent="fam_mri_q", key="fam_mri_a")
    nd("2026-02-26 21:30", "noa", "בהצלחה מחר!!! לכי לישון מוקדם ואל תשכחי את הג'לים")
    fam("2026-02-27 10:20", "dana", "סיימתי את חצי המרתון! שעה, 52 דקות ו-40 שניות 🏃‍♀️", key="fam_half", reactions={"heart": ["mom", "noa"]})
    fam("2026-02-27 10:25", "mom", "אלופה שלי!!! אבא רוצה לדעת אם היית לפני המתחרה מהעבודה", parent="fam_half")
    nd("2026-03-03 11:45", "dana", "קיבלתי את ההצעה מגלובקס!!! 92 אלף יורו בשנה ומתחילה ב-15 באפריל. עוד לא חתמתי, אל תגידי לאמא עדיין", key="fam_offer")
    nd("2026-03-03 11:47", "noa", "אאאאאאאאא!!!! אני לא אגיד. (אני אגיד)", parent="fam_offer")
    fam("2026-03-08 19:00", "dana", "התפטרתי היום באופן רשמי מאקמה. אין דרך חזרה 😅")
    fam("2026-03-08 19:06", "mom", "בהצלחה מתוקה. אבל למה דווקא ברלין, קר שם")
    nd("2026-03-11 13:20", "noa", "מתי הטיסה בדיוק? אמא שואלת כל חמש דקות", key="fam_flight_q")
    nd("2026-03-11 13:22", "dana", "31 במרץ, 06:15 בבוקר, אל על מנתב\"ג לברלין. שלחתי לך מייל עם כל הפרטים", parent="fam_flight_q", key="fam_flight_a")
    nd("2026-03-30 22:00", "noa", "אני אצלך ב-3:00 בלילה. תהיי מוכנה עם המזוודות למטה")
    fam("2026-04-01 17:40", "mom", "הגעת? למה את לא עונה לטלפון?")
    fam("2026-04-01 18:02", "dana", "הגעתי! המפתחות אצלי, הדירה מהממת. הטלפון הישראלי לא קולט פה טוב, שלחתי לכן מייל עם כל הפרטים", key="fam_arrived")
    fam("2026-04-03 20:15", "dana", "המספר הגרמני החדש שלי: +49-151-5550-1234. תשמרו אותו, הישראלי נסגר בסוף אפריל", key="fam_new_number", reactions={"+1": ["noa", "mom"]})
    nd("2026-04-15 19:30", "noa", "נו??? איך היום הראשון?")
    nd("2026-04-15 20:35", "dana", "מעולה! שלחתי לך מייל ארוך. בקיצור: אנשים נחמדים, קפה מצוין, והמנהלת שלי הכינה לו\"ז לכל דקה")
    fam("2026-05-14 07:00", "mom", "יום הולדת שמח לנועה שלנו! 🎂🎈", reactions={"heart": ["dana", "noa"]})
    nd("2026-05-23 22:10", "dana", "יוסי פה. לקחתי אותו לאכול קארי-וורסט והוא אמר שזה כמו שניצל בפיתה רק עצוב")
    nd("2026-06-11 07:55", "noa", "עליתי למטוס! נתראה בליסבון 💃")
    fam("2026-06-15 21:10", "dana", "חזרנו מליסבון. הלכנו 80 ק\"מ בארבעה ימים, ונועה בכתה בפאדו (גם אני). תמונות באלבום", key="fam_lisbon_back")
    fam("2026-06-15 21:30", "mom", "איזה יופי! בספטמבר אנחנו באים לראות אותך במרתון, אבא כבר קנה כובע", parent="fam_lisbon_back")


def slack_globex():
    G = "globex-2026-04-06"
    g = lambda *a, **k: S(G, "general", *a, **k)
    tp = lambda *a, **k: S(G, "tidepool", *a, **k)
    r = lambda *a, **k: S(G, "random", *a, **k)
    o = lambda *a, **k: S(G, "kreuzberg-office", *a, **k)

    g("2026-04-15 10:30", "lena", f"Please welcome {U(G,'dana')} who joins the Data Platform team today as Senior ML Engineer! Dana comes from Acme Robotics in Tel Aviv, where she built the perception for warehouse picking robots. She'll work on Tidepool.", key="gx_welcome", reactions={"wave": ["tom", "priya", "jonas"]})
    g("2026-04-15 10:34", "tom", "Willkommen! 🎉", parent="gx_welcome")
    g("2026-04-15 10:36", "priya", "Welcome Dana!! Your desk is the one with the plant.", parent="gx_welcome")
    g("2026-04-15 10:52", "jonas", "Welcome! See you at 16:00 for the architecture walkthrough.", parent="gx_welcome")
    g("2026-04-15 11:05", "dana", "Thank you all! I brought Israeli chocolate (Pesek Zman), it's in the 2nd floor kitchen. First come first served.", parent="gx_welcome")
    tp("2026-04-16 09:20", "tom", f"{U(G,'dana')} your repo access is set up. Start with the README and `make dev`; ping me if the docker compose file fights you.")
    tp("2026-04-17 14:10", "dana", "`make dev` fails on M3 Macs because the postgres image is amd64-only. Fixed in PR #1142 (switched to the multi-arch image).", reactions={"pray": ["tom", "priya"]})
    o("2026-04-17 15:00", "priya", "Reminder: the bike cellar key is at reception, sign it out in the book. And the 2nd floor balcony door doesn't lock properly, please close it by hand.")
    o("2026-04-20 09:05", "dana", "Could someone add me to the office WhatsApp group? My number is +49-151-5550-1234", key="gx_whatsapp")
    o("2026-04-20 09:12", "lena", "Done!", parent="gx_whatsapp")
    tp("2026-04-20 11:00", "jonas", "Design principle for Tidepool-Q3, writing it down so we stop re-discussing: no job may read more than 56 days of raw events. Anything that needs more goes through the daily aggregates table.", key="gx_56days")
    tp("2026-04-20 11:18", "dana", "Does that also apply to the backfill? A late event from day -3 affects forecasts up to day +53.", parent="gx_56days")
    tp("2026-04-20 11:25", "jonas", "Good question. The backfill recomputes partitions, not windows, so each recompute still reads at most 56 days. So yes, it's fine.", parent="gx_56days", key="gx_56days_a")
    r("2026-04-22 12:40", "tom", "Who wants to join the Tempelhof running group on Thursdays 18:30? We meet at the Columbiadamm entrance. All paces.", key="gx_run")
    r("2026-04-22 12:46", "dana", "Me! I just got into the Berlin Marathon (27 Sept), so I need all the kilometres I can get.", parent="gx_run")
    r("2026-04-22 12:50", "tom", "Ha, welcome to the suffering club. I'm running it too.", parent="gx_run")
    tp("2026-04-28 10:05", "tom", f"Standup notes: {U(G,'dana')} picks up incremental backfill for Tidepool-Q3 (details in my mail). Priya is on the Nordlicht ingestion bug. I'm on the forecast API latency.")
    g("2026-04-29 16:00", "lena", "Reminder: the office is closed on Friday 1 May (Labour Day) and Thursday 14 May (Ascension Day). Enjoy the long weekends!")
    tp("2026-05-05 15:30", "dana", "Design doc for incremental backfill is up: partition per (site, event_day), a dirty-partitions table written by ingestion, and a watermark per site. Comments welcome until Friday.", key="gx_design_doc")
    tp("2026-05-05 16:02", "priya", "Love it. My 2025 prototype tracked dirtiness per event and the table had 2 billion rows after a week. Per partition is the way.", parent="gx_design_doc")
    tp("2026-05-06 09:40", "jonas", "Left comments. Main one: make the watermark per site AND source system, Nordlicht has two scanner fleets with very different lateness.", parent="gx_design_doc")
    tp("2026-05-06 10:15", "lena", "Great doc. Let's aim for staging numbers before the mid-milestone review on 21 May.", parent="gx_design_doc")
    r("2026-05-08 13:00", "priya", "Best falafel in Neukölln, go. Dana you're the expert now.", key="gx_falafel")
    r("2026-05-08 13:07", "dana", "As a professional Israeli: the place at Sonnenallee 93 is the closest to home. Ask for extra amba. Everything else is a wrap with ambitions.", parent="gx_falafel")
    tp("2026-05-13 08:55", "priya", "Nordlicht sent 3 days of events at once again after their scanner firmware update. Good test case for the backfill, Dana 😈")
    tp("2026-05-20 17:40", "dana", "Incremental backfill prototype on staging: 41 min vs 4h50 baseline for the nightly job, outputs identical on 14 days of comparison.", key="gx_staging_numbers", reactions={"rocket": ["tom", "lena", "priya", "jonas"]})
    tp("2026-05-21 12:00", "lena", "Tidepool-Q3 mid-milestone review went well. Thanks Dana for the staging numbers, the exec team loved the 41 minutes.")
    r("2026-05-26 09:30", "dana", "A friend from Tel Aviv visited this weekend and described currywurst as 'a sad schnitzel in a pita'. I can't unsee it.")
    tp("2026-06-02 16:30", "tom", "PR #1187 (dirty-partition tracking) is merged 🎉 Rolling out to production Thursday behind a flag.")
    g("2026-06-01 09:10", "lena", "Data Platform offsite: Wednesday 24 June in Potsdam. Details in the mail, dietary restrictions to me by 15 June.")
    tp("2026-06-09 11:20", "jonas", f"Heads-up: {U(G,'dana')} joins the on-call rotation from Monday 29 June. Shadow week before that with Tom.")
    tp("2026-06-10 17:00", "dana", "I'm off Thu 11 - Mon 15 June (Lisbon). Backfill flag is at 50% of sites, Tom has the runbook.")
    tp("2026-06-16 09:05", "dana", "Back from Lisbon. Anything on fire?", key="gx_back")
    tp("2026-06-16 09:11", "tom", "Only the Nordlicht watermark (second scanner fleet, Jonas was right). Fixed Friday. Flag is at 100% since yesterday.", parent="gx_back")
    r("2026-06-16 12:30", "dana", "Lisbon tip: the pastel de nata at Manteigaria beats Belém. Fight me.")
    g("2026-06-24 21:00", "priya", "Offsite photos are in the shared folder. Dana swam in the lake. Multiple witnesses. Water was 17 degrees.", reactions={"swimmer": ["dana", "lena", "tom"]})
    tp("2026-06-29 09:00", "dana", "First on-call week starts now. Pager test received 📟. Be kind to me, Nordlicht.")
    o("2026-06-30 10:00", "lena", "Summer hours: from July the office AC runs 8-19. And yes, someone will finally fix the balcony door.")


# ======================================================================================
# NOTES — Markdown with YAML front matter, one folder per month (each landed separately)
# ======================================================================================
NOTES: list[dict] = []
NOTE_BY_KEY: dict[str, dict] = {}


def N(period, path, title, date, tags, body):
    assert path not in NOTE_BY_KEY, path
    n = dict(period=period, path=path, title=title, date=date, tags=tags, body=body.strip("\n") + "\n")
    NOTES.append(n)
    NOTE_BY_KEY[path] = n
    return n


RUNBOOK_TEXT = """\
## Nightly retrain
- Triggered by the `heron-retrain` cron at 01:30 on the GPU box (gpu-02), only if there are >= 200 new
  labelled images since the last run.
- Takes about 2h40 for the v5 model. Logs in /data/heron/retrain/logs/<date>.
- If it fails with CUDA OOM, the labelling tool exported a batch with 4K images again. Resize with
  scripts/resize_batch.py and re-run manually.

## Nightly pick run
- Rotem's rig runs 500 picks at 03:00 on station 2 with the newest model that passed the offline eval.
- The dashboard shows grasp success per SKU family. Anything below 90% on family A is a real regression;
  family C (heavy boxes) is noisy, look at the 7-day average.

## When things break
- Camera drops frames: replug the USB3 hub on station 2, it's the hub, not the camera.
- Model regression: roll back with `heronctl model pin v5.3`.
- Labelling vendor late: Olga at LabelWorks, olga@labelworks.example, budget is 6,000 USD per quarter and we
  used 3,900 in Q1.
"""


def notes_all():
    # ---------------- 2026-01 ----------------
    N("2026-01", "2026-plans.md", "Plans for 2026", "2026-01-04", ["personal", "goals"], """\
# Plans for 2026

## Where I am
I live in Tel Aviv, in the small apartment on Frishman 27 (apt 9), and I work at Acme Robotics on Project
Heron. The job is good, the rent is not: it went up to 6,900 ILS in December. Noa is twenty minutes away and
that is the best part of living here.

## The big one: Berlin
I want to be living in Berlin by April. I've been going back and forth since the summer trip and I'm done
going back and forth. Options:
- Ask Maya if I can do Heron remotely from Berlin (probably no, because of the hardware).
- If not: find a job in Berlin. Data / ML / robotics, English-speaking team.
- Apartment: start looking in February, budget up to 1,400 EUR warm, Neukölln / Kreuzberg / Friedrichshain.

## Running
- Tel Aviv Half Marathon on 27 February: goal under 1:55.
- If Berlin happens: Berlin Marathon in September, my first full.
- Fix the knee properly this time instead of ignoring it.

## Other
- Read 12 books (book club helps).
- German: A2 by the summer. Duolingo streak is not a language skill, Dana.
- Call mom twice a week, not once.
""")
    N("2026-01", "contact-card.md", "My contact details (for forms)", "2026-01-05", ["personal", "admin"], """\
# My contact details

Copy-paste block for forms, because I'm tired of typing it.

## Current
- Name: Dana Levi
- Address: Frishman St 27, apt 9, Tel Aviv 6439103, Israel
- Phone: +972-54-555-0142 (also WhatsApp)
- Personal email: dana.levi@fastmail.example
- Work email: dana.levi@acme-robotics.example

## IDs
- Israeli ID: in the password manager, not here
- Polish passport: expires 2031
""")
    N("2026-01", "runs/half-marathon-plan.md", "Half marathon plan - Tel Aviv, 27 Feb", "2026-01-09", ["running", "health"], """\
# Tel Aviv Half Marathon - 7 week plan

Race: Friday 27 February 2026, start 06:00, Rokach Blvd. Goal: sub 1:55 (5:26/km).

## Weekly structure (from Gil)
- Tuesday 19:00: intervals at Hadar Yosef track with the club
- Thursday: easy 45-60 min
- Friday 06:30: long run from the Yarkon boathouse

## Long runs
| Week | Date | Long run |
|------|------|----------|
| 1 | 9 Jan | 12 km (knee!) |
| 2 | 16 Jan | 14 km |
| 3 | 23 Jan | 16 km |
| 4 | 30 Jan | 17 km |
| 5 | 6 Feb | 18 km |
| 6 | 13 Feb | 19 km |
| 7 | 20 Feb | 12 km taper |

## Knee
Right knee hurts on stairs after long runs, at the bottom of the kneecap. If it's still there on the 23rd,
book an orthopedist. No heroics.
""")
    N("2026-01", "heron/retrain-v5.md", "Heron perception: retrain v5 on the polybag set", "2026-01-18", ["heron", "work", "ml"], """\
# Retrain v5 - polybag set

## Problem
Grasp success on crumpled polybags is 78% vs 96% on boxes. The suction cup slides because the predicted
grasp point sits on a fold. The training set has ~900 crumpled polybags out of 11k images.

## What I did
- Collected 2.3k new crumpled polybag images on station 2 (5-8 Jan), labelled by LabelWorks.
- New head that predicts a surface-normal confidence per candidate (Yossi uses it to discard noisy normals in
  deep totes).
- Fold-aware augmentation: synthetic creases on existing bag images.

## Results (offline + 500-pick run on station 2, firmware Heron-7734)
- Overall: 91.2% -> 93.9%
- Crumpled polybags: 78% -> 88%
- Family C (heavy boxes) unchanged at ~87%, that's a gripper torque problem, not perception.

## Open
- Does v5 hold with the v3 soft fingers? Needs Rotem's benchmark.
- Clear shrink-wrapped bottles are still bad (reflections). Probably needs polarised light, not ML.
""")
    N("2026-01", "books/klara-and-the-sun.md", "Klara and the Sun - book club notes", "2026-01-21", ["books", "book-club"], """\
# Klara and the Sun (Ishiguro)

## What I think
Quiet, sad, and very precise. Klara observes everything and understands almost nothing about people, which
is the point. The "Mother" character made me angry for 200 pages.

## For the discussion (22/1 at Ori's)
- Is Klara conscious or just very good at modelling? Does the book care?
- The Sun as a god: naive or the most human thing in the book?
- Josie's "lifting" is never explained - good choice or lazy?

## Quote I liked
"The Sun always has ways to reach us."
""")
    N("2026-01", "1on1-maya-2026-01-15.md", "1:1 with Maya - remote from Berlin", "2026-01-15", ["work", "career", "private"], """\
# 1:1 with Maya, 15 Jan

## What she said
- HR/legal: no full-time remote from Germany. No German entity, and the Heron hardware is in export-control
  review. Max 3 months "work from abroad" per year.
- She offered a raise and the tech lead role for the Northwind pilot if I stay. Nice, but it's not about money.

## What I decided
I'm going to start looking for a job in Berlin. Not telling anyone at work except Yossi. Maya probably
guesses anyway.

## Next steps
- Update CV (Heron numbers after the demo!)
- Answer the recruiters I ignored in December
- Keep Heron on track until the demo on 18 Feb, no matter what
""")
    N("2026-01", "מתכונים/קובה-סלק-של-אמא.md", "קובה סלק של אמא", "2026-01-10", ["מתכונים", "משפחה"], """\
# קובה סלק של אמא

אמא הכתיבה לי בטלפון אחרי ארוחת שישי. הכמויות הן "בערך", כמו תמיד אצלה.

## הבצק
- 2 כוסות סולת דקה
- חצי כוס מים, קצת מלח
- לערבב ולהשאיר חצי שעה שיתנפח

## המילוי
- חצי קילו בשר בקר טחון (אמא אומרת שאפשר גם עוף, אבל היא לא באמת מתכוונת לזה)
- בצל גדול קצוץ, חופן כוסברה, בהרט
- לטגן את הבצל עד שהוא שקוף, להוסיף את הבשר, לקרר

## המרק
- 3 סלקים גדולים חתוכים לקוביות, 2 גבעולי סלרי, קצת מנגולד
- מיץ מ-2 לימונים וכף סוכר - הטעם צריך להיות חמוץ-מתוק
- לבשל 40 דקות, ואז להכניס את הקובות ל-20 דקות נוספות

## הערה
הסוד לפי אמא: לא לפתוח את המכסה בזמן שהקובות מתבשלות. אני חושבת שהסוד הוא שהיא מכינה את זה כבר 40 שנה.
""")

    # ---------------- 2026-02 ----------------
    N("2026-02", "berlin-apartment-search.md", "Berlin apartment search", "2026-02-02", ["berlin", "move", "apartment"], """\
# Berlin apartment search

## Criteria
- From 1 April (or mid-March sublet + something permanent later)
- 2 rooms, at least 50 m², max 1,400 EUR warm
- Neukölln (Reuterkiez / Weserstraße), Kreuzberg, or Friedrichshain
- Balcony would be amazing. Elevator would be nice but I'm not dreaming.
- Max 30 min to Kreuzberg by bike (IF the Globex thing works out)

## Documents to prepare
- Passport copy (Polish)
- Employment contract / offer letter (don't have yet!)
- 3 payslips
- No SCHUFA: ask the Tel Aviv landlord for a rent payment confirmation (Mietschuldenfreiheit equivalent)

## Tried
- Boxhagener Str. (Kiez Wohnen, ID 88213) - "already rented", 300+ applications. Welcome to Berlin.
- Sonnenallee 1-room, 42 m² - too small, and the photos were suspicious.
- Weserstraße 58, 2 rooms, 58 m², 1,340 EUR warm, Altbau, 3rd floor, balcony - landlord Klaus Becker,
  private, answers emails! Video viewing on 26 Feb 18:00.

## Notes from friends
- Mark says: apply within an hour of a listing going online, otherwise don't bother.
- Never pay anything before seeing the apartment (video is ok) and the landlord's ID.
""")
    N("2026-02", "health/knee.md", "Knee - orthopedist and MRI", "2026-02-05", ["health", "private", "running"], """\
# Right knee

## Appointment 5 Feb - Dr. Ruth Adler (orthopedics, Ramat Aviv Medical Center)
- Pain below the kneecap, worse on stairs and after long runs, for about 3 months.
- Exam: tender patellar tendon, no swelling, stable ligaments.
- She ordered an MRI (12 Feb, 08:15) to rule out a tear before the half marathon.

## MRI result (12 Feb, result on 16 Feb)
- Mild patellar tendinopathy. No meniscus tear, no ligament damage.
- Allowed to run the half marathon if pain stays below 3/10.

## Treatment
- Physiotherapy twice a week for 6 weeks (Tue + Thu 18:30, Ramat Aviv): eccentric squats on a decline board,
  3 x 15, twice a day at home.
- Reduce long runs to 16 km max until the race.
- Ice after runs. Ibuprofen only if really needed.
- After the move: find a Hausarzt in Berlin and bring the MRI report.
""")
    N("2026-02", "interview-prep-globex.md", "Globex interview prep", "2026-02-08", ["career", "globex", "interview"], """\
# Globex Analytics - interview prep

## The company
Berlin, ~180 people, forecasting and analytics for logistics and warehouse operators. Product "Tidepool":
demand and throughput forecasting. Starting to ingest camera data - that's where I come in.

## People
- Lena Hoffmann - Head of Data Platform (first call 28 Jan, very structured, asks "why" a lot)
- Tom Richter, Priya Nair - Tidepool team, technical interview 10 Feb
- Jonas - Staff Engineer, final round 24 Feb
- Marta Silva - CTO

## System design: forecasting service that ingests warehouse events
- Event time vs processing time, late events (offline scanners!)
- Partitioning by site and day, idempotent recomputes
- Backfills: how to recompute only what changed
- Serving: precomputed forecasts + on-demand for what-if

## My project story: grasp-point estimation for polybags
- Problem, data collection, the fold-aware augmentation, 78% -> 88% on crumpled bags, the demo.
- Failure: clear shrink-wrapped bottles. What I'd do differently.

## Questions for them
- How is on-call organised? What's the ratio of new features to maintenance?
- What would success look like after 6 months?
- Relocation: how much, and is temporary housing included?
""")
    N("2026-02", "books/ministry-for-the-future.md", "The Ministry for the Future - notes", "2026-02-18", ["books", "book-club"], """\
# The Ministry for the Future (Kim Stanley Robinson)

## Short take
Half novel, half policy essay. The opening chapter (the heat wave in India) is the most terrifying thing I've
read in years. The middle drags: too many meetings in Zurich.

## For the discussion (19/2 at Noga's)
- Carbon coin: would central banks ever do it?
- The book is optimistic in a strange, bureaucratic way. Is that a good thing?
- Violence: the book doesn't condemn the "Children of Kali". Should it?

## Me
I'll be late, physio until 19:30.
""")
    N("2026-02", "heron/northwind-demo-retro.md", "Northwind demo retro", "2026-02-19", ["heron", "work", "northwind"], """\
# Northwind demo - retro (18 Feb)

## Result
474/500 = 94.8% grasp success live. No safety stops. One dropped shampoo box. Northwind wants a Q3 pilot in
their Modi'in distribution centre.

## What went well
- Freeze on 6 Feb with Heron-7734 was the right call - zero surprises on the day.
- Dry run at 9:30 caught the dashboard going to sleep.
- Yossi's explanation of deep-tote planning landed very well with their engineers.

## What went badly
- Clear shrink-wrapped bottles: 3 misses out of 26 attempts.
- Station 3 camera dropped frames once (USB hub again).

## For the pilot
- Need per-SKU numbers for their 40 pilot SKUs (exported 23 Feb).
- Polarised lighting experiment for the bottles.
- I won't be there for the pilot. Whoever takes perception needs the handover doc to be really good.
""")
    N("2026-02", "journal/2026-02-he.md", "יומן - פברואר", "2026-02-28", ["יומן", "אישי"], """\
# פברואר

## חצי מרתון
רצתי אתמול את חצי המרתון של תל אביב בשעה, 52 דקות ו-40 שניות. הברך החזיקה, כאב של 2 מתוך 10 בקילומטר
ה-18. גיל חיבק אותי בסיום ליד השקמה. נועה חיכתה עם שלט "דנה מכונה". אני עדיין לא מאמינה.

## ראיונות
הסבב האחרון בגלובקס היה ביום שלישי. אני חושבת שהלך טוב. יונס שאל שאלה על אירועים מאוחרים ופתאום הבנתי
שזו בדיוק הבעיה שהם מנסים לפתור. אם יציעו לי - אני הולכת.

## דירה
ראיתי בווידאו את הדירה בוייזרשטראסה. מרפסת לחצר, רצפת עץ, קומה שלישית. בעל הבית, קלאוס, נראה אדם
הגון. שלחתי בקשה באותו ערב.

## מה מפחיד אותי
להשאיר את נועה ואת אמא ואבא. ואת יוסי. ואת הים.
""")

    # ---------------- 2026-03 ----------------
    N("2026-03", "offer-globex.md", "Globex offer - decision", "2026-03-04", ["career", "globex", "private", "money"], """\
# Globex offer (GX-OFFER-5521)

## The offer (3 March)
- Senior ML Engineer, Data Platform (Tidepool), start 15 April 2026
- EUR 92,000 gross / year + up to 10% bonus
- EUR 5,000 relocation lump sum
- 30 vacation days, hybrid 3 days in Kreuzberg, 6 months probation

## Compared to Acme
- Acme: ILS 31,450 net per month, which is roughly EUR 7,900 - similar on paper, but Berlin rent is lower than
  Tel Aviv for what I get and taxes are higher. Net roughly EUR 4,700/month in tax class 1.
- I lose: robots, the rig, the team I love, the sea.
- I gain: Berlin, a new domain, a manager who writes agendas with minutes.

## Decision
Accepting tomorrow morning. Start date 15 April gives me two weeks to settle after landing on 31 March.
""")
    N("2026-03", "move-checklist.md", "Move checklist: Tel Aviv -> Berlin", "2026-03-06", ["move", "berlin", "admin"], """\
# Move checklist

## Before (Tel Aviv)
- [x] Lease signed for Weserstraße 58 (10 March), deposit 3,090 EUR transferred (12 March)
- [x] Movers: Atlas International, packing 19 March, 12 m3, ILS 14,800
- [x] Flight: LY2371, Tue 31 March 06:15 TLV -> BER, one-way
- [ ] Give notice on Frishman 27 (landlord wants 60 days - negotiate to 31 March, Noa's friend takes over?)
- [ ] Cancel: Partner TV, gym, electricity transfer to the new tenant
- [ ] Israeli phone: keep until end of April for bank SMS, then cancel
- [ ] Bank: update address and phone after the move

## After (Berlin)
- [ ] Keys from Klaus: 1 April 15:00
- [ ] German SIM card (prepaid first)
- [ ] Anmeldung: Bürgeramt Neukölln, 7 April 09:40 (bring Wohnungsgeberbestätigung from Klaus!)
- [ ] Bank account (Spreebank - online, needs the Anmeldung)
- [ ] Krankenkasse: Globex recommends Spree BKK
- [ ] Internet: fibre at the building? Ask Klaus
- [ ] Hausarzt + physio for the knee
- [ ] Delivery of the shipment 6-10 April
""")
    N("2026-03", "heron/perception-runbook.md", "Heron perception runbook", "2026-03-20", ["heron", "work", "handover"], "# Heron perception runbook\n\n" + RUNBOOK_TEXT)
    N("2026-03", "heron/handover.md", "Heron perception - handover document", "2026-03-22", ["heron", "work", "handover"], HANDOVER_TEXT)
    N("2026-03", "books/piranesi.md", "Piranesi - farewell book club", "2026-03-17", ["books", "book-club"], """\
# Piranesi (Susanna Clarke)

## Notes
The House with its infinite halls and tides is the most beautiful setting I've read in years. Piranesi's
innocence is heartbreaking once you understand what happened to him.

## Book club, 17 March, at my place (farewell edition)
- Eight people in my tiny living room, Ori brought a cake that said "Auf Wiedersehen" with a spelling mistake.
- Everyone agreed it's the best book we read this year so far.
- I'll join on Zoom from Berlin from April.

## Line
"The Beauty of the House is immeasurable; its Kindness infinite."
""")
    N("2026-03", "journal/2026-03-he.md", "יומן - השבוע האחרון בתל אביב", "2026-03-29", ["יומן", "אישי", "מעבר"], """\
# השבוע האחרון בתל אביב

## הפרידה מאקמה
ביום חמישי היה היום האחרון שלי באקמה. מסיבת פרידה בהופרס, יוסי סיפר את הסיפור על מטרת הכיול והמנקה
וכולם בכו מצחוק. מאיה נתנה לי ספל עם תמונה של הזרוע. עמית הבטיח שלא ישבור את ה-nightly run.

## הדירה הריקה
המובילים ארזו הכל ב-19 במרץ. מאז אני גרה בדירה ריקה עם מזרן ושתי כוסות. הדירה בפרישמן נראית פתאום ענקית.

## הטיסה
ביום שלישי ב-06:15. נועה אוספת אותי בשלוש לפנות בוקר. אני לא ישנה כבר שלושה לילות מהתרגשות.

## מה אני לוקחת איתי
את הזעתר של אמא, את הספרים, את האופניים, ואת הידיעה שתמיד אפשר לחזור.
""")

    # ---------------- 2026-04 ----------------
    N("2026-04", "berlin-first-week.md", "First week in Berlin", "2026-04-05", ["berlin", "move", "personal"], """\
# First week in Berlin

## Arrival
Landed on 31 March at 09:55 (LY2371), one night at the airport hotel, keys from Klaus on 1 April at 15:00.
I now live in Berlin: Weserstraße 58, 3rd floor left, 12045 Berlin-Neukölln. The apartment is even nicer than
on the video. Balcony faces the courtyard chestnut tree.

## Phone
Bought a German prepaid SIM at the Späti-adjacent phone shop on Sonnenallee. My new number is
+49-151-5550-1234. The Israeli number stays until end of April for bank codes.

## Sleeping on an air mattress
The shipment arrives 9 April. Until then: air mattress, two plates, a kettle from Rossmann. It's fine.

## Neighbourhood
- Bakery on the corner (Weserstr./Fuldastr.) - excellent Franzbrötchen
- Falafel on Sonnenallee 93 - acceptable by Tel Aviv standards, which is high praise
- Canal is 5 minutes away, Tempelhofer Feld 12 minutes by bike: long runs sorted
""")
    N("2026-04", "admin-germany.md", "German admin tracker", "2026-04-07", ["berlin", "admin"], """\
# German admin tracker

## Anmeldung - done 7 April
Bürgeramt Neukölln, Blaschkoallee 32. Took 8 minutes. The clerk smiled once. Got the Meldebescheinigung.

## Tax ID (Steuer-ID)
Arrives by post 2-3 weeks after the Anmeldung. Globex payroll needs it before the first salary.

## Bank
Spreebank account opened 8 April (online, video ident). Debit card to Weserstraße 58.

## Health insurance
Spree BKK via Globex, starts 15 April. Insurance card by post.

## Internet
KiezFaser 500, activation 28 April. 39.99 EUR/month, 24 months (ugh).

## Rundfunkbeitrag
18.36 EUR/month. Yes, even without a TV. Yes, really.
""")
    N("2026-04", "globex-onboarding.md", "Globex - first days", "2026-04-15", ["globex", "work", "tidepool"], """\
# Globex - first days

## Day 1 (15 April)
- Office: Köpenicker Str. 145, Kreuzberg, 2nd floor. Canal view from the kitchen.
- Buddy: Priya. Manager: Lena (1:1 with a 30/60/90 plan, very Lena).
- Team: Tom (Tidepool lead in practice), Priya (ML), Jonas (staff engineer, architecture).

## Tidepool in one paragraph
Nightly batch that forecasts demand and throughput per warehouse site for the next 14 days, from scanner and
WMS events. Biggest pain: late events (offline scanners) force a full recompute that takes ~5 h.

## 30/60/90
- 30: ship something small, understand the data, own the late-event analysis
- 60: design + prototype incremental backfill (Tidepool-Q3 milestone)
- 90: backfill in production, join on-call

## Practical
- Standup Mon + Wed 10:00, design slot Mon 14:00
- Office days: Tue, Wed, Thu
""")
    N("2026-04", "books/tomorrow-and-tomorrow.md", "Tomorrow, and Tomorrow, and Tomorrow", "2026-04-16", ["books", "book-club"], """\
# Tomorrow, and Tomorrow, and Tomorrow (Gabrielle Zevin)

## Notes
Read it on the flight and the first nights on the air mattress. A book about making games that is really a book
about a friendship that keeps almost failing. Sam and Sadie made me think of Yossi and me on Heron, minus the
drama, plus the robots.

## Book club (16 April, Zoom from Berlin)
- Zoom from Berlin works, but I missed Ori's shakshuka.
- Hot topic: the Marx chapter. Half the group cried, the other half said it was manipulative. Both are right.
""")
    N("2026-04", "tidepool/late-events.md", "Tidepool: late event analysis", "2026-04-24", ["globex", "tidepool", "work"], """\
# Late events in Tidepool

## Numbers (last 90 days, all sites)
- 97.2% of events arrive within 36 hours of event time.
- 2.1% arrive within 7 days, 0.7% later.
- The long tail is three sites, all with offline handheld scanners (Nordlicht is the worst).

## Consequence
Every late event currently triggers a full nightly recompute for the customer (~5 h for the biggest).

## Idea
Track which (site, event_day) partitions got new events since the last run, recompute only those plus the
forecast windows that depend on them (forecast uses 56 days of history).
""")

    # ---------------- 2026-05 ----------------
    N("2026-05", "runs/berlin-marathon-plan.md", "Berlin Marathon plan (27 Sept)", "2026-05-01", ["running", "health", "berlin"], """\
# Berlin Marathon - 22 week plan

Race: Sunday 27 September 2026. Participant ID BM26-4412087. Plan by Gil, adapted.

## Phases
- Base (27 Apr - 31 May): 4 easy runs/week, long run Sunday 14 -> 20 km on Tempelhofer Feld
- Build (June - July): Tuesday intervals, Thursday tempo with the Globex group (18:30, Columbiadamm),
  Sunday long run up to 30 km (three times)
- Peak (August): 32 km long run on 23 Aug
- Taper (September): 3 weeks

## Goals
- A: finish happy and healthy
- B: sub 4:10 (5:55/km)

## Knee rules
- Eccentric squats twice a week, physio at PhysioKiez (6 sessions from Dr. Vogel's prescription)
- Pain above 3/10 = stop the run, walk home, no discussion
""")
    N("2026-05", "tidepool/incremental-backfill-design.md", "Design: incremental backfill for Tidepool", "2026-05-05", ["globex", "tidepool", "design", "work"], """\
# Design: incremental backfill (Tidepool-Q3)

## Goal
Recompute only the forecast partitions affected by late events instead of a full nightly recompute.

## Partitioning
Partition key: (site, event_day). The forecast model reads at most 56 days of history, so one late event
affects at most 56 downstream forecast partitions per site.

## Tracking dirtiness
- Ingestion writes (site, source_system, event_day) into a `dirty_partitions` table when it sees an event
  older than the site's watermark.
- Per-partition, not per-event: Priya's 2025 prototype tracked per event and reached 2 billion rows in a week.
- Watermark per (site, source_system) - Jonas's review comment; Nordlicht has two scanner fleets.

## Nightly job
1. Read dirty partitions, expand to affected forecast windows.
2. Recompute only those; write with idempotent overwrite.
3. Clear the dirty flags in the same transaction as the write.

## Expected savings
From ~5 h to ~40 min on a typical night. Staging result 20 May: 41 min vs 4h50.
""")
    N("2026-05", "lisbon-trip.md", "Lisbon with Noa - 11-15 June", "2026-05-12", ["travel", "lisbon", "family"], """\
# Lisbon with Noa, 11-15 June

## Flights
- Me: TP 539, Thu 11 June, BER 10:05 -> LIS 12:40. Back TP 538, Mon 15 June, LIS 14:40 -> BER 19:15.
  Reservation 8XPL2M.
- Noa: from Tel Aviv via Rome, lands Thursday 13:10.

## Stay
Casa do Alfama, Rua de São Miguel 12. Double room with river-view balcony, 4 nights, 472 EUR total (pay there),
we split it - my half is Noa's birthday present.

## Plan
- Thu: arrive, walk Alfama, sunset at Miradouro de Santa Luzia
- Fri: Sintra, early train from Rossio (before the tourists)
- Sat: Belém + azulejo museum, fado in the evening (Noa booked)
- Sun: run along the river in the morning, Feira da Ladra, LX Factory
- Mon: pastel de nata, airport
""")
    N("2026-05", "yossi-visit.md", "Yossi in Berlin, 22-25 May", "2026-05-18", ["friends", "berlin"], """\
# Yossi visits, 22-25 May

## Logistics
- Train from Hamburg (conference), arrives Hauptbahnhof Friday 11:38. I'm picking him up - afternoon off.
- Sleeps on the sofa. Buy a second pillow!
- Leaves Monday, flight from BER 16:20.

## Plan
- Fri: currywurst (he insists), walk along the Spree, dinner in Kreuzberg
- Sat: Museum Island in the morning, Mauerpark flea market, bar on Weserstraße
- Sun: 15 km run on Tempelhofer Feld (he will hate it), brunch, Landwehrkanal
- He's bringing za'atar and Bamba. Non-negotiable.
""")
    N("2026-05", "health/hausarzt.md", "Hausarzt - Dr. Vogel", "2026-05-12", ["health", "private", "berlin"], """\
# Hausarzt in Berlin

## Dr. Katrin Vogel, Sonnenallee 88
- First visit 12 May, 10:15. She speaks English, thankfully.
- Brought the Israeli MRI report (patellar tendinopathy).
- Diagnosis in German: Patellaspitzensyndrom rechts.
- Prescription: 6 sessions of physio (Krankengymnastik). Booked at PhysioKiez, Weserstr. 12, Tuesdays 08:00.

## Also
- Blood test: all normal, vitamin D low (of course, it's Berlin). 1,000 IU daily until September.
- Next check: after the marathon.
""")
    N("2026-05", "budget/monthly-budget.md", "Marigold Ledger", "2026-05-31", ["money", "private"], """\
# Monthly budget (Berlin)

## Income
- Globex net salary: about 4,700 EUR/month (tax class 1, Spree BKK)
- May extra: relocation lump sum 5,000 EUR gross

## Fixed costs
- Rent Weserstraße 58: 1,340 EUR warm
- KiezFaser internet: 39.99 EUR
- Phone: 15 EUR prepaid (switch to a contract)
- Rundfunkbeitrag: 18.36 EUR
- BVG monthly ticket: 58 EUR (Deutschlandticket)
- Gym / running club: 0 EUR, Tempelhofer Feld is free

## Savings
- Target: 1,200 EUR/month into the ETF savings plan at Spreebank
- Israeli account (Bank Yarden ****4471): keep open for the study fund and mom's emergencies
""")
    N("2026-05", "journal/2026-05-he.md", "יומן - מאי בברלין", "2026-05-26", ["יומן", "אישי", "ברלין"], """\
# מאי בברלין

## העבודה
בגלובקס אני כבר מרגישה בבית. הצגתי את עיצוב ה-backfill וכולם אהבו. לנה אמרה שזה הדבר הכי טוב שקרה
ל-Tidepool השנה. יונס נתן הערה חכמה על ה-watermark לכל צי סורקים.

## יוסי
יוסי היה פה בסוף השבוע. רצנו 15 ק"מ בשדה התעופה טמפלהוף והוא קילל כל הדרך. הוא אמר שהקארי-וורסט הוא
"שניצל בפיתה רק עצוב". הוא הביא זעתר ובמבה. התגעגעתי אליו יותר ממה שחשבתי.

## נועה
ביום ההולדת שלה דיברנו שעה בווידאו. בעוד שבועיים ליסבון!

## הברך
שקטה. הפיזיותרפיסט בוייזרשטראסה 12 קשוח יותר מגיל.
""")

    # ---------------- 2026-06 ----------------
    N("2026-06", "lisbon-recap.md", "ליסבון עם נועה - סיכום", "2026-06-16", ["travel", "lisbon", "family", "עברית"], """\
# ליסבון עם נועה

## מה עשינו
- ביום חמישי נפגשנו בבית ההארחה באלפמה. המרפסת לנהר הייתה בדיוק כמו בתמונות.
- ביום שישי נסענו לסינטרה ברכבת של 8:11 מרוסיו. ארמון פנה צבעוני כמו עוגת יום הולדת.
- ביום שבת בלם ומוזיאון האזולז'ו, ובערב פאדו בטברנה "אוליביירה". נועה בכתה בשיר השלישי, אני ברביעי.
- ביום ראשון רצתי 14 ק"מ לאורך הנהר. נועה רצה איתי 3 ק"מ ואז "הלכה לקנות קפה".

## מה אכלנו
פסטל דה נאטה בכל בוקר (מנטייגריה הכי טוב), סרדינים, ביפנה, ויותר מדי ג'ינג'ה.

## מה למדתי
שאני ונועה יכולות לבלות ארבעה ימים ביחד בלי לריב. כמעט.
""")
    N("2026-06", "probation-checkin-prep.md", "Mid-probation check-in prep", "2026-06-22", ["globex", "career", "work"], """\
# Mid-probation check-in (23 June, 15:00, room Spree)

## What I did in 10 weeks
- Late-event analysis (April)
- Incremental backfill: design (5 May), staging 41 min vs 4h50 (20 May), PR #1187 merged (2 June),
  100% of sites since 15 June
- Fixed `make dev` for arm64 Macs (small, but everyone noticed)

## What I want to say
- I'd like to own the camera-data ingestion when it starts in H2 - that's the perception bridge.
- On-call from 29 June: need a proper runbook for the watermark alerts.
- German course: Globex pays for it? Ask.

## Questions
- What should I stop doing?
- Is there a path to staff engineer, and what does Jonas's role actually look like day to day?
""")
    N("2026-06", "books/babel.md", "Babel - notes", "2026-06-17", ["books", "book-club"], """\
# Babel (R. F. Kuang)

## Notes
Silver-working through translation mismatches is a brilliant magic system, especially for someone who now lives
between three languages. The footnotes are half the fun. The last third is angrier and slower.

## For the Zoom on 18 June
- Is translation always betrayal? (Ask Ori, he translates for a living.)
- The book is very direct about its politics. Does it need to be?
""")
    N("2026-06", "half-year-review.md", "Half-year review - January to June 2026", "2026-06-30", ["personal", "goals", "review"], """\
# Half-year review

## What changed
- Where I live: Tel Aviv (Frishman 27) until 31 March, Berlin (Weserstraße 58, Neukölln) since 1 April.
- Work: Acme Robotics (Project Heron) until 26 March; Globex Analytics (Tidepool) since 15 April.
- Phone: +972-54-555-0142 until the end of May, now only +49-151-5550-1234.
- Work email: dana.levi@acme-robotics.example -> dana.levi@globex-analytics.example. Personal stays
  dana.levi@fastmail.example.

## Goals from January
- Berlin by April: done (31 March).
- Half marathon under 1:55: done, 1:52:40.
- 12 books: 6 so far, on track.
- German A2: lol. Started a course in June.
- Knee: much better, physio works.

## Next six months
- Berlin Marathon on 27 September - finish happy.
- Own the camera-data ingestion at Globex.
- Mom and dad visit at the end of September.
""")


HANDOVER_TEXT = """\
# Heron perception - handover document

Owner until 26 March 2026: Dana Levi. New owner: Amit Ben-David. Reviewers: Maya Cohen, Yossi Katz.

This document is the long version. The short version is the runbook (heron/perception-runbook), which is
printed and stuck on the rig. If you only read one section, read "Known issues", because that's where the
time goes.

## Overview

Heron is a picking arm for mixed warehouse totes: boxes, bottles, polybags, blister packs. Perception decides
where to grasp; motion planning (Yossi) decides how to get there; the gripper controller (Amit, firmware
Heron-7734 at the time of writing) executes. The perception stack runs on the station PC next to each arm
and on gpu-02 for training.

The perception job is simple to describe and hard to do well: given an RGB-D frame of a tote, return a ranked
list of grasp candidates, each with a 3D point, an approach normal, a gripper mode (suction, fingers, or
both) and a confidence. Everything else is plumbing around that.

The current numbers (500-pick benchmark, station 2, v3 gripper, model v5.3): 95.1% overall, family A
(light boxes) 97.5%, family B (polybags) 94.0%, family C (heavy boxes) 91%. Clear shrink-wrapped bottles are
the main failure case and are not solved.

## Architecture

There are four processes per station, all started by systemd and all logging to journald:

1. `heron-camera` reads the two RealSense cameras, aligns depth to colour, and publishes frames at 15 Hz.
   It is boring and should stay boring. If it drops frames, it's the USB3 hub on station 2, not the code.
2. `heron-perception` takes a frame, runs the segmentation model and the grasp head, and publishes
   `grasp_candidates`. The interesting code is in `perception/grasp/` and `perception/models/`.
3. `heron-scorer` re-ranks candidates with the planner's reachability feedback. It's small and was written
   by Yossi and me together during a very long night in November; the comments are honest.
4. `heron-dashboard-agent` pushes per-pick results to the dashboard service.

The message schema lives in `heron-msgs`. Adding a field is fine; removing or renaming one breaks the
planner, and the planner team will find you. The `normal_confidence` field was added in January for deep
totes: anything below 0.4 is noise and the planner discards it.

Configuration is per station in `config/station-<n>.yaml`. Do not put SKU-specific settings there; those
belong in the SKU catalogue, which is a separate repository owned by the integration team.

## Perception models

The production model is v5.3, a segmentation backbone with two heads: the grasp-point head and the
normal-confidence head. It was retrained in January on 14k images, including 2.3k crumpled polybags that I
collected on station 2 on 5-8 January.

Model history, in case you need to explain it to someone:
- v3 (2025): boxes only, 89% on mixed totes.
- v4 (October 2025): polybags added, 91.2%, but bad on crumpled bags (78%).
- v5 (January 2026): fold-aware augmentation plus the new polybag data, crumpled bags at 88%, overall 93.9%
  with the old gripper and 95.1% with the v3 soft fingers.
- v5.3: a bug-fix release of v5 with corrected calibration for station 3.

Model files are versioned in the model registry on gpu-02 and pinned per station with
`heronctl model pin <version>`. Never copy model files by hand; the station will load them, but the dashboard
won't know which version is running and the nightly comparison becomes meaningless.

## Training pipeline

The retrain runs nightly at 01:30 on gpu-02, but only if there are at least 200 new labelled images since the
last run. The reason for 01:30 and not midnight: the backup job hogs the disk until about 01:15. I learned
this the hard way in October, when three retrains in a row died with I/O timeouts and nobody noticed for a
week.

A retrain takes about 2 hours 40 minutes. It then runs the offline evaluation on the frozen test set (3,100
images, never train on them, never "just add a few" to the test set). If the offline evaluation is at least as
good as the current production model on every SKU family, the model is marked as a candidate and the nightly
pick run picks it up.

The most common failure is CUDA out-of-memory, and it is almost always because the labelling tool exported a
batch of 4K images instead of the usual 1280x720. Resize with `scripts/resize_batch.py` and re-run by hand.

## Labelling

Labelling is done by LabelWorks. The contact is Olga (olga@labelworks.example), who is responsive and
precise. The budget is 6,000 USD per quarter; in Q1 we used 3,900 USD, mostly for the polybag batch. Maya
approves anything above 1,000 USD in one batch.

Labelling instructions are in the wiki under Heron/Perception/Labelling. The most important rule is the one
about folds: on a crumpled bag, the grasp point must be on a flat region of at least 3 x 3 cm, not on the
highest point. The highest point is almost always a fold, and the suction cup slides off folds. This single rule
gave us more than the model architecture changes.

We also have an internal labelling tool for quick fixes (the "small labeller"). It's fine for up to a few
hundred images. Anything bigger goes to LabelWorks.

## Nightly runs and dashboards

Rotem's rig runs 500 picks at 03:00 on station 2 with the newest candidate model that passed the offline
evaluation. Results appear on the dashboard by 06:00, with grasp success per SKU family and a 7-day average.

How to read the dashboard:
- Family A below 90% is a real regression. Roll back and investigate.
- Family B (polybags) moves by about 2% from night to night, depending on how the bins were refilled.
- Family C (heavy boxes) is noisy; look at the 7-day average. If it drops, check the torque settings first
  (1.1 Nm for family C since January) before blaming perception.

The weekly Heron sync (Tuesdays 09:00) starts with the dashboard. Bring the numbers, not the feelings.

## Release and deployment

A model goes to production in three steps. First, it must pass the offline evaluation on the frozen test
set. Second, it must run for at least two consecutive nights on station 2 without regressions on any SKU
family. Third, it gets pinned on station 3 during working hours, with someone watching the first hundred picks.
Only then do we update the default in the model registry.

Firmware and perception releases are coordinated with Amit's firmware tags. The rule since January: never
change the firmware and the model on the same day. When both change and something breaks, nobody can tell
which change caused it, and we lose a week. During the demo freeze we ran Heron-7734 with model v5.3 and
nothing else, and that is a good default combination to roll back to.

Release notes go to the Heron mailing list and the heron channel, with the benchmark numbers and the list of
stations that were updated. Keep them short, and always include how to roll back.

## Known issues

1. Clear shrink-wrapped bottles. Reflections make the depth useless. We miss about 1 in 9. I believe this is a
   lighting problem rather than a model problem: a polarised light experiment is planned for the pilot
   (ask Rotem, she has the filters).
2. Station 2 USB3 hub. Drops frames about once a week. Replug it. We ordered an industrial hub in February;
   it has not arrived.
3. Dark bottoms of deep totes. Depth below 30 cm is noisy. The normal-confidence head handles it, but if
   Northwind uses deeper totes in the pilot, we'll need a better camera angle.
4. Calibration drift on station 3 after the arm is moved. Run the calibration routine with the target taped
   to the table. Yes, taped. Rotem will remind you.
5. The dashboard browser tab goes to sleep on the big screen. Disable power saving before any demo.

## Northwind pilot

Northwind Logistics wants a pilot in their Modi'in distribution centre in Q3, probably with four arms.
For the pilot we exported per-SKU grasp success for their 40 pilot SKUs (shared drive, Northwind/pilot-skus.csv).
37 of 40 are above 93%. The three weak ones are clear shrink-wrapped bottles - see Known issues.

Daniel Ohana is their VP Operations; he cares about throughput and about not seeing the arm drop things in
front of his staff. Their engineers care about the safety case. Maya owns the relationship.

## People and vendors

- Maya Cohen: manager, decides priorities and budgets.
- Yossi Katz: motion planning; the scorer is half his. Ask him before changing candidate ranking.
- Rotem Shani: the rig, nightly runs, the benchmark. Do not move her calibration target.
- Olga at LabelWorks: labelling.
- RealSense distributor: Tamar at OptiSupply, for replacement cameras (two-week lead time).

## Open questions

- Should we move training to the cloud? gpu-02 is three years old, and the nightly retrain will not fit in
  the window if the dataset doubles. I estimated about 1,200 USD per month for equivalent cloud capacity.
- Should the normal-confidence head become its own model? It would let Yossi iterate without a full retrain.
- Polarised light for bottles: experiment before the pilot or during it?

## First 30 days for Amit

1. Week 1: read this document and the runbook, shadow the nightly run once (come in at 03:00, bring coffee).
2. Week 2: do a retrain end to end on your own, including the offline evaluation and pinning on station 2.
3. Week 3: triage one real regression from the dashboard, even a small one.
4. Week 4: present the perception numbers at the Heron sync.

Call me whenever you want, also from Berlin. I'm one message away, and I'll always answer questions about
the scorer, because it's at least half my fault.
"""


# ======================================================================================
# CALENDAR — one iCalendar file (VTIMEZONE + VEVENTs), written by hand for full control
# ======================================================================================
EVENTS: list[dict] = []
EVENT_BY_UID: dict[str, dict] = {}
ME_CN = ("Dana Levi", "dana.levi@fastmail.example")


def E(uid, summary, start, end, tz, *, location=None, description=None, organizer=None, attendees=(),
      rrule=None, exdates=(), allday=False, end_tz=None, klass=None, status="CONFIRMED", my_partstat="ACCEPTED",
      created=None):
    uid = uid + "@dana.example"
    assert uid not in EVENT_BY_UID, uid
    ev = dict(uid=uid, summary=summary, start=start, end=end, tz=tz, end_tz=end_tz or tz, location=location,
              description=description, organizer=organizer, attendees=list(attendees), rrule=rrule,
              exdates=list(exdates), allday=allday, klass=klass, status=status, my_partstat=my_partstat,
              created=created, overrides=[])
    EVENTS.append(ev)
    EVENT_BY_UID[uid] = ev
    return ev


def override(ev, recurrence_local, start, end, summary=None, description=None, location=None):
    """A modified instance of a recurring event (same UID + RECURRENCE-ID)."""
    ev["overrides"].append(dict(rid=recurrence_local, start=start, end=end, summary=summary or ev["summary"],
                                description=description if description is not None else ev["description"],
                                location=location or ev["location"]))


def override_external_id(ev, recurrence_local):
    naive = dt.datetime.strptime(recurrence_local, "%Y-%m-%d %H:%M")
    utc = naive.replace(tzinfo=ZoneInfo(ev["tz"])).astimezone(UTC)
    return f"{ev['uid']}#{utc:%Y%m%dT%H%M%SZ}"


def calendar_all():
    J, B, L = "Asia/Jerusalem", "Europe/Berlin", "Europe/Lisbon"
    heron = ["dana_acme", "yossi", "amit", "rotem"]

    sync = E("evt-heron-sync", "Heron weekly sync", "2026-01-06 09:00", "2026-01-06 09:45", J,
             location="Heron corner, 4th floor, Acme TLV (HaBarzel 32, Tel Aviv)",
             description="Weekly Heron sync. Starts with the nightly dashboard numbers, then blockers per owner.",
             organizer="maya", attendees=heron, rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20260324T070000Z",
             created="20251220T100000Z")
    override(sync, "2026-02-10 09:00", "2026-02-10 11:00", "2026-02-10 11:45",
             description="Moved to 11:00 - Northwind asked for a call at 9 about the demo logistics. Same room.")
    E("evt-1on1-maya", "1:1 Dana / Maya", "2026-01-08 16:00", "2026-01-08 16:30", J,
      location="Maya's office, Acme TLV", organizer="maya", attendees=["dana_acme"],
      rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20260319T140000Z", created="20251215T090000Z")
    lr = E("evt-long-run-tlv", "Long run - Yarkon Runners", "2026-01-09 06:30", "2026-01-09 08:30", J,
           location="Yarkon Park boathouse, Tel Aviv",
           description="Friday long run with the club. Distances in runs/half-marathon-plan.",
           rrule="FREQ=WEEKLY;BYDAY=FR;UNTIL=20260320T043000Z", exdates=["2026-02-27 06:30"], created="20260109T150000Z")
    E("evt-intervals-tlv", "Intervals - Hadar Yosef track", "2026-01-13 19:00", "2026-01-13 20:15", J,
      location="Hadar Yosef athletics track, Tel Aviv", description="Club intervals with Gil.",
      rrule="FREQ=WEEKLY;BYDAY=TU;COUNT=7")
    E("evt-heron-design-review", "Heron design review", "2026-01-21 10:00", "2026-01-21 12:00", J,
      location="Sable Room 4B, 4th floor, Acme TLV (HaBarzel 32)",
      description="Agenda: 1) Gripper v3 soft fingers + suction (Amit) 2) Perception retrain on the polybag set "
                  "(Dana) 3) Deep totes (Yossi) 4) Safety case (Maya) 5) Decisions and owners. Read Dana's "
                  "retrain doc before.", organizer="maya", attendees=heron, created="20260115T090000Z")
    E("evt-bookclub-jan", "Book club: Klara and the Sun", "2026-01-22 20:00", "2026-01-22 22:30", J,
      location="Ori's place, Vital St 12, Florentin, Tel Aviv (3rd floor)", organizer="ori", attendees=["dana"])
    E("evt-globex-intro", "Globex Analytics - intro call with Lena Hoffmann", "2026-01-28 15:00", "2026-01-28 15:45", J,
      location="https://meet.globex-analytics.example/lena-hoffmann",
      description="Intro conversation. 14:00 CET. No preparation needed.", organizer="gx_talent", attendees=["lena", "dana"])
    E("evt-ortho-adler", "Orthopedist - Dr. Ruth Adler", "2026-02-05 16:30", "2026-02-05 17:15", J,
      location="Ramat Aviv Medical Center, Einstein St 40, Building B, Room 214",
      description="Right knee. Bring ID, HMO referral and previous imaging. Arrive 15 min early.", klass="PRIVATE")
    E("evt-globex-tech", "Globex technical interview (Tom Richter, Priya Nair)", "2026-02-10 14:00", "2026-02-10 15:30", J,
      location="https://meet.globex-analytics.example/tidepool-interview",
      description="45 min system design (forecasting service ingesting warehouse events) + 45 min project deep dive.",
      organizer="gx_talent", attendees=["tom", "priya", "dana"], klass="PRIVATE")
    E("evt-heron-design-review-2", "Heron design review #2 (pre-demo)", "2026-02-11 10:00", "2026-02-11 11:30", J,
      location="Sable Room 4B, 4th floor, Acme TLV (HaBarzel 32)", organizer="maya", attendees=heron)
    E("evt-mri", "MRI right knee", "2026-02-12 08:15", "2026-02-12 09:00", J,
      location="Ramat Aviv Medical Center, Imaging Institute, Building C", description="No jewellery. Arrive 20 min early.",
      klass="PRIVATE")
    E("evt-physio-tlv", "Physiotherapy - knee", "2026-02-17 18:30", "2026-02-17 19:15", J,
      location="Ramat Aviv Physio, Einstein St 40", description="Eccentric loading programme, 6 weeks.",
      rrule="FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10", klass="PRIVATE")
    E("evt-northwind-demo", "Northwind Logistics - Heron live demo", "2026-02-18 10:30", "2026-02-18 14:00", J,
      location="Heron lab, Acme TLV", description="09:00 rig check, 09:30 dry run, 10:30 Northwind arrives "
      "(Daniel Ohana + 2 engineers), 11:00 live demo 200 picks, 12:00 Q&A and lunch.",
      organizer="maya", attendees=heron)
    E("evt-bookclub-feb", "Book club: The Ministry for the Future", "2026-02-19 20:00", "2026-02-19 22:30", J,
      location="Noga's place, Yefet 71, Jaffa", organizer="ori", attendees=["dana"])
    E("evt-globex-final", "Globex final round (Jonas, Lena, Marta)", "2026-02-24 11:00", "2026-02-24 13:30", J,
      location="Video (links in the invites)", description="10:00-12:30 CET: architecture with Jonas, team fit with "
      "Lena, conversation with the CTO.", organizer="gx_talent", attendees=["lena", "dana"], klass="PRIVATE")
    E("evt-bib-pickup", "Half marathon bib pickup", "2026-02-26 17:00", "2026-02-26 17:45", J,
      location="Expo, Hangar 11, Tel Aviv Port", description="Bring ID. Bib 21877.")
    E("evt-viewing-weserstr", "Video viewing: Weserstraße 58 (Klaus Becker)", "2026-02-26 19:00", "2026-02-26 19:45", J,
      location="WhatsApp video", description="18:00 Berlin time. 2 rooms, 58 m2, 1,340 EUR warm, 3rd floor, balcony. "
      "Have passport + payslips ready.", organizer="klaus", attendees=["dana"])
    E("evt-tlv-half", "Tel Aviv Half Marathon", "2026-02-27 06:00", "2026-02-27 08:15", J,
      location="Start: Rokach Blvd, Tel Aviv", description="Goal sub 1:55. Corral by 05:40. Meet the club at the sycamore "
      "by the boathouse after the finish.")
    E("evt-bookclub-mar", "Book club: Piranesi (farewell edition, at mine)", "2026-03-17 20:00", "2026-03-17 23:00", J,
      location="Home, Frishman St 27 apt 9, Tel Aviv", organizer="ori", attendees=["dana"])
    E("evt-movers-packing", "Atlas movers - packing and loading", "2026-03-19 08:00", "2026-03-19 16:00", J,
      location="Frishman St 27 apt 9, Tel Aviv", description="12 m3 groupage to Berlin. Bike clean, tyres deflated.")
    E("evt-acme-exit-interview", "Exit interview (optional)", "2026-03-23 14:00", "2026-03-23 14:30", J,
      location="People room, Acme TLV", organizer="acme_people", attendees=["dana_acme"], status="TENTATIVE",
      my_partstat="TENTATIVE")
    E("evt-last-day-acme", "Last day at Acme Robotics", "2026-03-26", "2026-03-27", None, allday=True,
      description="Return laptop, badge and rig key to IT by 16:00.")
    E("evt-farewell-drinks", "Farewell drinks (Dana)", "2026-03-26 18:00", "2026-03-26 22:00", J,
      location="Hoppers, Lilienblum 14, Tel Aviv", organizer="yossi", attendees=["dana_acme", "maya", "amit", "rotem"])
    E("evt-flight-ly2371", "Flight LY2371 Tel Aviv (TLV) -> Berlin (BER)", "2026-03-31 06:15", "2026-03-31 09:55", J,
      end_tz=B, location="Ben Gurion Airport, Terminal 3",
      description="EL AL LY2371, booking ref K7QWZP, seat 23A, 2 x 23 kg. Noa picks me up at 03:00.")

    # ---------------- Berlin ----------------
    E("evt-keys-weserstr", "Key handover Weserstraße 58 with Klaus", "2026-04-01 15:00", "2026-04-01 16:00", B,
      location="Weserstraße 58, 12045 Berlin", organizer="klaus", attendees=["dana"],
      description="Bring deposit confirmation. Ask for the Wohnungsgeberbestätigung for the Anmeldung!")
    E("evt-anmeldung", "Anmeldung - Bürgeramt Neukölln", "2026-04-07 09:40", "2026-04-07 10:10", B,
      location="Bürgeramt Neukölln, Blaschkoallee 32, 12359 Berlin",
      description="Vorgangsnummer 4471-0923. Passport, Wohnungsgeberbestätigung, Anmeldeformular.")
    E("evt-movers-delivery", "Shipment delivery (Atlas)", "2026-04-09 08:00", "2026-04-09 12:00", B,
      location="Weserstraße 58, 12045 Berlin", description="Crew of 3, reassemble desk and bed.")
    lrb = E("evt-long-run-berlin", "Sunday long run - Tempelhofer Feld", "2026-04-12 08:00", "2026-04-12 10:00", B,
            location="Tempelhofer Feld, entrance Oderstraße", description="Long run. Distance per runs/berlin-marathon-plan.",
            rrule="FREQ=WEEKLY;BYDAY=SU")
    override(lrb, "2026-05-24 08:00", "2026-05-24 09:30", "2026-05-24 11:00", summary="Long run with Yossi - Tempelhofer Feld",
             description="15 km with Yossi (he will hate it), then brunch.")
    E("evt-globex-first-day", "First day at Globex Analytics", "2026-04-15 09:30", "2026-04-15 17:00", B,
      location="Globex Analytics, Köpenicker Str. 145, 10997 Berlin, 2nd floor",
      description="Ask for Priya at reception. 10:00 IT setup, 11:30 team intro, 12:30 lunch, 14:00 1:1 with Lena, "
      "16:00 Tidepool architecture with Jonas.", organizer="lena", attendees=["dana_gx", "priya"])
    E("evt-tidepool-standup", "Tidepool standup", "2026-04-15 10:00", "2026-04-15 10:15", B,
      location="Tidepool corner / https://meet.globex-analytics.example/tidepool-standup",
      organizer="tom", attendees=["dana_gx", "priya", "lena"], rrule="FREQ=WEEKLY;BYDAY=MO,WE")
    E("evt-bookclub-apr", "Book club (Zoom): Tomorrow, and Tomorrow, and Tomorrow", "2026-04-16 19:00", "2026-04-16 21:00", B,
      location="https://zoom.example/j/88120045", description="20:00 Israel time.", organizer="ori", attendees=["dana"])
    E("evt-tempelhof-group", "Globex running group", "2026-04-23 18:30", "2026-04-23 19:30", B,
      location="Tempelhofer Feld, Columbiadamm entrance", organizer="tom", attendees=["dana_gx"],
      rrule="FREQ=WEEKLY;BYDAY=TH")
    E("evt-kiezfaser", "Internet activation (KiezFaser technician)", "2026-04-28 08:00", "2026-04-28 12:00", B,
      location="Weserstraße 58, 12045 Berlin")
    E("evt-vogel", "Hausarzt - Dr. Katrin Vogel (new patient)", "2026-05-12 10:15", "2026-05-12 11:00", B,
      location="Praxis Dr. Vogel, Sonnenallee 88, 12045 Berlin", description="Bring insurance card + Israeli MRI report.",
      klass="PRIVATE")
    E("evt-noa-birthday", "Noa's birthday 🎂", "2026-05-14", "2026-05-15", None, allday=True, rrule="FREQ=YEARLY")
    E("evt-physio-berlin", "Physio - PhysioKiez", "2026-05-19 08:00", "2026-05-19 08:45", B,
      location="PhysioKiez, Weserstr. 12, 12045 Berlin", rrule="FREQ=WEEKLY;BYDAY=TU;COUNT=6", klass="PRIVATE")
    E("evt-plumber", "Plumber (Yilmaz Haustechnik) - hot water", "2026-05-21 08:00", "2026-05-21 10:00", B,
      location="Weserstraße 58, 12045 Berlin", description="Boiler error F28.")
    E("evt-bookclub-may", "Book club (Zoom): Station Eleven", "2026-05-21 19:00", "2026-05-21 21:00", B,
      location="https://zoom.example/j/88120045", organizer="ori", attendees=["dana"], my_partstat="DECLINED")
    E("evt-yossi-visit", "Yossi in Berlin", "2026-05-22", "2026-05-26", None, allday=True,
      description="Sleeps on the sofa. He brings za'atar and Bamba.")
    E("evt-yossi-pickup", "Pick up Yossi - Hauptbahnhof", "2026-05-22 11:38", "2026-05-22 12:15", B,
      location="Berlin Hauptbahnhof", description="Train from Hamburg arrives 11:38.")
    E("evt-lisbon-trip", "Lisbon with Noa", "2026-06-11", "2026-06-16", None, allday=True,
      location="Casa do Alfama, Rua de São Miguel 12, Lisboa")
    E("evt-flight-tp539", "Flight TP 539 Berlin (BER) -> Lisbon (LIS)", "2026-06-11 10:05", "2026-06-11 12:40", B,
      end_tz=L, location="BER Terminal 1", description="Reservation 8XPL2M, seat 14F.")
    E("evt-fado", "Fado with Noa", "2026-06-13 21:00", "2026-06-13 23:30", L, location="Taverna Oliveira, Alfama, Lisboa",
      description="Noa booked.")
    E("evt-flight-tp538", "Flight TP 538 Lisbon (LIS) -> Berlin (BER)", "2026-06-15 14:40", "2026-06-15 19:15", L,
      end_tz=B, location="Lisbon Airport Terminal 1", description="Reservation 8XPL2M.")
    E("evt-bookclub-jun", "Book club (Zoom): Babel", "2026-06-18 19:00", "2026-06-18 21:00", B,
      location="https://zoom.example/j/88120045", organizer="ori", attendees=["dana"])
    E("evt-probation", "Mid-probation check-in with Lena", "2026-06-23 15:00", "2026-06-23 15:45", B,
      location="Room Spree, Globex Kreuzberg", organizer="lena", attendees=["dana_gx"], klass="PRIVATE")
    E("evt-offsite", "Data Platform offsite - Potsdam", "2026-06-24 09:00", "2026-06-24 19:00", B,
      location="Seehaus am Templiner See, Potsdam", description="Bus 09:00 from Köpenicker Str. Morning: Tidepool-Q3 "
      "retro and H2 roadmap. Afternoon: lake and barbecue.", organizer="lena", attendees=["dana_gx", "tom", "priya"])
    E("evt-oncall", "On-call (Tidepool)", "2026-06-29", "2026-07-06", None, allday=True,
      description="First on-call week. Shadowed by Tom.")
    E("evt-berlin-marathon", "Berlin Marathon", "2026-09-27", "2026-09-28", None, allday=True,
      description="Participant ID BM26-4412087. Mom and dad come to watch.")
    return sync, lrb


VTIMEZONES = {
    "Asia/Jerusalem": """BEGIN:VTIMEZONE
TZID:Asia/Jerusalem
BEGIN:STANDARD
DTSTART:19701025T020000
TZOFFSETFROM:+0300
TZOFFSETTO:+0200
TZNAME:IST
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:19700327T020000
TZOFFSETFROM:+0200
TZOFFSETTO:+0300
TZNAME:IDT
RRULE:FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=23,24,25,26,27,28,29;BYDAY=FR
END:DAYLIGHT
END:VTIMEZONE""",
    "Europe/Berlin": """BEGIN:VTIMEZONE
TZID:Europe/Berlin
BEGIN:DAYLIGHT
DTSTART:19700329T020000
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
DTSTART:19701025T030000
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE""",
    "Europe/Lisbon": """BEGIN:VTIMEZONE
TZID:Europe/Lisbon
BEGIN:DAYLIGHT
DTSTART:19700329T010000
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:WEST
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
DTSTART:19701025T020000
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:WET
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE""",
}


def ics_escape(s: str) -> str:
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def ics_fold(line: str) -> str:
    """Fold a content line at 75 octets without splitting UTF-8 sequences (RFC 5545 3.1)."""
    out, cur, limit = [], b"", 75
    for ch in line:
        b = ch.encode("utf-8")
        if len(cur) + len(b) > limit:
            out.append(cur.decode("utf-8"))
            cur, limit = b"", 74  # continuation lines start with a space
        cur += b
    out.append(cur.decode("utf-8"))
    return "\r\n ".join(out)


def _ics_dt(s: str) -> str:
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").strftime("%Y%m%dT%H%M%S")


def _ics_date(s: str) -> str:
    return s.replace("-", "")


def _person_line(prop, key, partstat=None, role=None):
    name, addr, _ = PEOPLE[key]
    params = [f'CN="{name}"' if any(c in name for c in ',;:') else f"CN={name}"]
    if role:
        params.append(f"ROLE={role}")
    if partstat:
        params.append(f"PARTSTAT={partstat}")
    return f"{prop};{';'.join(params)}:mailto:{addr}"


def _event_lines(ev, ov=None):
    L = ["BEGIN:VEVENT", f"UID:{ev['uid']}", f"DTSTAMP:{ev['created'] or '20260630T200000Z'}"]
    if ev["created"]:
        L.append(f"CREATED:{ev['created']}")
    if ov is not None:
        L.append(f"RECURRENCE-ID;TZID={ev['tz']}:{_ics_dt(ov['rid'])}")
        L.append("SEQUENCE:1")
    summary = ov["summary"] if ov else ev["summary"]
    L.append("SUMMARY:" + ics_escape(summary))
    start, end = (ov["start"], ov["end"]) if ov else (ev["start"], ev["end"])
    if ev["allday"]:
        L.append(f"DTSTART;VALUE=DATE:{_ics_date(start)}")
        L.append(f"DTEND;VALUE=DATE:{_ics_date(end)}")
        L.append("TRANSP:TRANSPARENT")
    else:
        L.append(f"DTSTART;TZID={ev['tz']}:{_ics_dt(start)}")
        L.append(f"DTEND;TZID={ev['end_tz']}:{_ics_dt(end)}")
    if ev["rrule"] and ov is None:
        L.append("RRULE:" + ev["rrule"])
        for x in ev["exdates"]:
            L.append(f"EXDATE;TZID={ev['tz']}:{_ics_dt(x)}")
    loc = ov["location"] if ov else ev["location"]
    if loc:
        L.append("LOCATION:" + ics_escape(loc))
    desc = ov["description"] if ov else ev["description"]
    if desc:
        L.append("DESCRIPTION:" + ics_escape(desc))
    if ev["organizer"]:
        L.append(_person_line("ORGANIZER", ev["organizer"]))
        me_key = next((k for k in ev["attendees"] if k.startswith("dana")), None)
        for k in ev["attendees"]:
            ps = ev["my_partstat"] if k == me_key else "ACCEPTED"
            L.append(_person_line("ATTENDEE", k, partstat=ps, role="REQ-PARTICIPANT"))
    if ev["klass"]:
        L.append(f"CLASS:{ev['klass']}")
    L.append(f"STATUS:{ev['status']}")
    L.append("END:VEVENT")
    return L


def render_ics(events, calname="Dana") -> str:
    tzs = sorted({e["tz"] for e in events if e["tz"]} | {e["end_tz"] for e in events if e["end_tz"]})
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Dana Levi//HiNet sample corpus//EN", "CALSCALE:GREGORIAN",
             "METHOD:PUBLISH", f"X-WR-CALNAME:{calname}"]
    for tz in tzs:
        lines += VTIMEZONES[tz].split("\n")
    for ev in events:
        lines += _event_lines(ev)
        for ov in ev["overrides"]:
            lines += _event_lines(ev, ov)
    lines.append("END:VCALENDAR")
    return "\r\n".join(ics_fold(ln) for ln in lines) + "\r\n"


# ======================================================================================
# External-id helpers (the convention the connectors implement)
# ======================================================================================
def assign_slack_ts():
    for m in SLACK:
        epoch = int(m["when"].astimezone(UTC).timestamp())
        micro = 100 + (zlib.crc32((m["ws"] + m["channel"] + m["text"]).encode()) % 9000) * 100
        m["ts"] = f"{epoch}.{micro:06d}"
    for m in SLACK:
        if m["parent"]:
            p = SLACK_BY_KEY[m["parent"]]
            assert p["ws"] == m["ws"] and p["channel"] == m["channel"], m["text"]
            m["thread_ts"] = p["ts"]
            p["thread_ts"] = p["ts"]
            p.setdefault("reply_list", []).append(m)


def mail_id(key):
    return MAIL_BY_KEY[key]["message_id"]


def slack_id(key):
    m = SLACK_BY_KEY[key]
    return f"{m['channel']}/{m['ts']}"


def note_id(path):
    assert path in NOTE_BY_KEY, path
    return path


def cal_id(short):
    uid = short + "@dana.example"
    assert uid in EVENT_BY_UID, uid
    return uid


def cal_override_id(short, rid_local):
    return override_external_id(EVENT_BY_UID[short + "@dana.example"], rid_local)


def ref(r: str) -> str:
    kind, _, k = r.partition(":")
    if kind == "mail":
        return mail_id(k)
    if kind == "slack":
        return slack_id(k)
    if kind == "note":
        return note_id(k)
    if kind == "cal":
        if "#" in k:
            short, rid = k.split("#")
            return cal_override_id(short, rid)
        return cal_id(k)
    raise KeyError(r)


# ======================================================================================
# Probes and facts
# ======================================================================================
PROBES = [
    # (query, [refs], filters, kind)
    ("Where did I live in February?", ["note:2026-plans.md", "note:contact-card.md", "mail:klaus_inquiry"], {}, "temporal"),
    ("Where do I live now?", ["note:berlin-first-week.md", "note:half-year-review.md", "mail:arrived_family", "mail:new_number_yossi", "mail:bank_phone_update"], {"since": "2026-04-01"}, "temporal"),
    ("When does my new job at Globex start?", ["mail:offer", "mail:offer_accept", "note:offer-globex.md", "slack:fam_offer"], {}, "fact"),
    ("What is Yossi's personal email?", ["mail:yossi_personal", "mail:shira_refs_dana"], {}, "identity"),
    ("מתי הטיסה לברלין?", ["mail:noa_flight", "mail:flight_eticket", "slack:fam_flight_a", "cal:evt-flight-ly2371"], {}, "cross-lingual"),
    ("What time is my flight to Berlin?", ["mail:noa_flight", "mail:flight_eticket", "slack:fam_flight_a", "cal:evt-flight-ly2371"], {}, "cross-lingual"),
    ("What is my new German phone number?", ["mail:new_number_yossi", "mail:new_number_noa", "slack:fam_new_number", "note:berlin-first-week.md", "slack:gx_whatsapp"], {}, "temporal"),
    ("What was my phone number while I lived in Tel Aviv?", ["mail:shira_intro_dana", "note:contact-card.md", "mail:klaus_reply_dana"], {"until": "2026-03-31"}, "temporal"),
    ("How much is the base salary in the Globex offer?", ["mail:offer", "note:offer-globex.md", "slack:fam_offer"], {}, "private"),
    ("כמה משכורת הציעו לי בגלובקס?", ["mail:offer", "note:offer-globex.md", "slack:fam_offer"], {}, "cross-lingual"),
    ("What did the MRI of my knee show?", ["mail:mri_results", "note:health/knee.md", "slack:fam_mri_a"], {}, "cross-lingual"),
    ("When is my appointment with the orthopedist?", ["mail:clinic_confirm", "cal:evt-ortho-adler", "slack:fam_knee"], {}, "fact"),
    ("מתי התור לאורתופדית?", ["mail:clinic_confirm", "cal:evt-ortho-adler", "slack:fam_knee"], {}, "cross-lingual"),
    ("What is the door code of my building in Berlin?", ["mail:new_number_noa"], {}, "cross-lingual"),
    ("Which room is the Heron design review on 21 January in?", ["cal:evt-heron-design-review"], {"source": ["calendar"]}, "filter"),
    ("Where was the January Heron design review held and what was decided?", ["mail:design_review_invite", "mail:design_review_notes", "slack:acme_review_invite", "cal:evt-heron-design-review"], {}, "duplicate"),
    ("What grasp success rate did we get at the Northwind demo?", ["mail:heron_demo_result", "slack:acme_demo_live", "slack:acme_shoutout", "note:heron/northwind-demo-retro.md"], {}, "fact"),
    ("Which firmware build was used for the Northwind demo?", ["mail:heron_demo_runofshow", "slack:acme_freeze", "note:heron/northwind-demo-retro.md", "note:heron/handover.md"], {}, "fact"),
    ("Why was the Heron sync on 10 February moved to 11:00?", ["cal:evt-heron-sync#2026-02-10 09:00", "slack:acme_sync_moved"], {}, "recurring"),
    ("What is the address of my apartment in Berlin?", ["mail:address_to_lena", "mail:lease_signed", "note:berlin-first-week.md"], {}, "fact"),
    ("How much was the deposit for the Berlin apartment?", ["mail:klaus_preferred", "mail:deposit_transfer", "mail:lease_signed", "note:move-checklist.md"], {}, "private"),
    ("When do the movers deliver my things in Berlin?", ["mail:movers_delivery", "cal:evt-movers-delivery"], {"since": "2026-04-01"}, "filter"),
    ("What dimensions did I give the movers for the bike box?", ["mail:movers_ticket_dana"], {"source": ["mail"]}, "filter"),
    ("What is the book club reading in April?", ["mail:bookclub_apr", "mail:bookclub_apr_dana", "cal:evt-bookclub-apr", "note:books/tomorrow-and-tomorrow.md"], {}, "fact"),
    ("Where is the February book club meeting?", ["mail:bookclub_feb", "cal:evt-bookclub-feb"], {}, "fact"),
    ("What was my official time in the Tel Aviv half marathon?", ["mail:race_result", "slack:acme_half", "slack:fam_half", "note:journal/2026-02-he.md", "note:half-year-review.md"], {}, "fact"),
    ("When is the Berlin Marathon and what is my participant ID?", ["mail:bmarathon_reg", "note:runs/berlin-marathon-plan.md", "cal:evt-berlin-marathon"], {}, "fact"),
    ("What is the partition key in the Tidepool incremental backfill design?", ["note:tidepool/incremental-backfill-design.md", "mail:tidepool_backfill_dana", "slack:gx_design_doc"], {}, "work"),
    ("How long did the nightly Tidepool job take on staging with incremental backfill?", ["slack:gx_staging_numbers", "note:tidepool/incremental-backfill-design.md"], {"source": ["slack", "notes"]}, "filter"),
    ("What is the reservation code for the Lisbon flights?", ["mail:tap_booking", "mail:lisbon_checkin"], {"source": ["mail"]}, "filter"),
    ("Where did Noa book the fado evening in Lisbon?", ["mail:lisbon_noa_plan", "note:lisbon-recap.md", "cal:evt-fado"], {}, "cross-lingual"),
    ("How does mom make kubbeh beet soup?", ["note:מתכונים/קובה-סלק-של-אמא.md"], {}, "cross-lingual"),
    ("Why couldn't I keep working for Acme remotely from Berlin?", ["mail:remote_ask_maya", "note:1on1-maya-2026-01-15.md"], {}, "fact"),
    ("When was my last day at Acme Robotics?", ["mail:resignation", "mail:acme_exit", "cal:evt-last-day-acme", "slack:acme_leaving"], {}, "temporal"),
    ("Where are my farewell drinks?", ["mail:yossi_farewell", "slack:acme_farewell_post", "cal:evt-farewell-drinks"], {}, "duplicate"),
    ("Who is my landlord in Berlin?", ["mail:lease_signed", "mail:klaus_reply", "note:berlin-apartment-search.md"], {}, "fact"),
    ("What was wrong with the hot water and when was it fixed?", ["mail:klaus_heating", "mail:klaus_heating_re", "mail:klaus_heating_fixed"], {"source": ["mail"]}, "thread"),
    ("When does Yossi arrive in Berlin?", ["mail:yossi_visit", "mail:yossi_visit_dana", "cal:evt-yossi-pickup", "note:yossi-visit.md"], {}, "fact"),
    ("Which labelling vendor does Heron use and what is the quarterly budget?", ["mail:runbook_mail", "note:heron/perception-runbook.md", "note:heron/handover.md"], {}, "duplicate"),
    ("Why does the Heron retrain cron run at 01:30 and not at midnight?", ["slack:acme_cron_a", "note:heron/handover.md"], {}, "thread"),
    ("Where did I work in January?", ["note:2026-plans.md", "note:contact-card.md"], {"until": "2026-01-31"}, "temporal"),
    ("Where do I work now?", ["mail:first_day_noa", "slack:gx_welcome", "note:globex-onboarding.md", "note:half-year-review.md"], {"since": "2026-04-15"}, "temporal"),
    ("When is my mid-probation check-in?", ["mail:probation", "cal:evt-probation", "note:probation-checkin-prep.md"], {}, "fact"),
    ("Who is my family doctor in Berlin and where is the practice?", ["mail:vogel_termin", "note:health/hausarzt.md", "cal:evt-vogel"], {}, "private"),
    ("What is the IBAN of my Spreebank account?", ["mail:spreebank_open"], {}, "private"),
    ("What should Amit do in his first 30 days on Heron perception?", ["note:heron/handover.md"], {"source": ["notes"]}, "long-note"),
    ("What did Jonas say about the 56-day rule for Tidepool jobs?", ["slack:gx_56days", "slack:gx_56days_a"], {"source": ["slack"]}, "thread"),
    ("When was the Sunday long run with Yossi?", ["cal:evt-long-run-berlin#2026-05-24 08:00"], {"source": ["calendar"]}, "recurring"),
]


FACTS = [
    ("Dana Levi", "lives_in", "Tel Aviv", None, "2026-03-31", ["note:2026-plans.md", "note:contact-card.md", "mail:klaus_inquiry", "note:half-year-review.md"]),
    ("Dana Levi", "lives_in", "Berlin", "2026-04-01", None, ["note:berlin-first-week.md", "mail:arrived_family", "mail:new_number_yossi", "note:half-year-review.md"]),
    ("Dana Levi", "address", "Frishman St 27, apt 9, Tel Aviv", None, "2026-03-31", ["note:contact-card.md", "mail:movers_request", "mail:bookclub_mar"]),
    ("Dana Levi", "address", "Weserstraße 58, 12045 Berlin", "2026-04-01", None, ["mail:address_to_lena", "mail:lease_signed", "note:berlin-first-week.md"]),
    ("Dana Levi", "works_at", "Acme Robotics", None, "2026-03-26", ["note:2026-plans.md", "mail:resignation", "slack:acme_goodbye", "note:half-year-review.md"]),
    ("Dana Levi", "works_at", "Globex Analytics", "2026-04-15", None, ["mail:offer", "mail:gx_first_day", "slack:gx_welcome", "note:half-year-review.md"]),
    ("Dana Levi", "manager", "Maya Cohen", None, "2026-03-26", ["mail:heron_q1", "mail:resignation"]),
    ("Dana Levi", "manager", "Lena Hoffmann", "2026-04-15", None, ["mail:gx_first_day", "note:globex-onboarding.md"]),
    ("Dana Levi", "phone", "+972-54-555-0142", None, "2026-05-31", ["note:contact-card.md", "mail:shira_intro_dana", "mail:bank_phone_update", "note:half-year-review.md"]),
    ("Dana Levi", "phone", "+49-151-5550-1234", "2026-04-03", None, ["mail:new_number_yossi", "mail:new_number_noa", "slack:fam_new_number", "note:berlin-first-week.md"]),
    ("Dana Levi", "email", "dana.levi@fastmail.example", None, None, ["note:contact-card.md", "slack:acme_goodbye"]),
    ("Dana Levi", "email", "dana.levi@acme-robotics.example", None, "2026-03-26", ["note:contact-card.md", "note:half-year-review.md"]),
    ("Dana Levi", "email", "dana.levi@globex-analytics.example", "2026-04-15", None, ["mail:gx_laptop", "note:half-year-review.md"]),
    ("Yossi Katz", "email", "yossi.katz@acme-robotics.example", None, None, ["mail:heron_q1_yossi", "mail:yossi_farewell"]),
    ("Yossi Katz", "email", "yossi.k@gmail.example", "2026-01-12", None, ["mail:yossi_personal", "mail:shira_refs_dana"]),
]

MARKERS = {
    "Heron-7734": "body (mail, Slack #heron, notes) - firmware tag",
    "HX-48213": "mail Subject header only (a two-message thread) - never in any body",
    "Vandersloot": "mail From display name only (Ilse Vandersloot <moves@atlas-movers.example>) - never in any body",
    "kingfisher-lab": "Slack channel name only (acme workspace: channels.json + folder name) - never in message text",
    "Weserstraße 58": "body (mail, notes, calendar LOCATION) - non-ASCII address",
    "פרפר-כחול-88": "body (one Hebrew mail) - Hebrew code word",
    "GX-OFFER-5521": "mail Subject + body (offer mail, also inside the attached PDF) and one note body (offer-globex.md)",
    "Marigold Ledger": "note front-matter title only (notes/2026-05/budget/monthly-budget.md)",
    "Wolkenstein": "Slack author display name only (globex users.json real_name of U07JWOLK9)",
    "Sable Room 4B": "mail body, Slack text, calendar LOCATION (Heron design review room)",
}


# ======================================================================================
# Writers
# ======================================================================================
def write_mail(out: Path) -> dict:
    d = out / "mail"
    d.mkdir(parents=True)
    months: dict[str, list] = {}
    for m in MAILS:
        for mon in [m["when"].strftime("%Y-%m")] + m["also_in"]:
            months.setdefault(mon, []).append(m)
    counts = {}
    for mon in sorted(months):
        box = mailbox.mbox(str(d / f"{mon}.mbox"), create=True)
        for m in sorted(months[mon], key=lambda x: (x["when"].astimezone(UTC), x["key"])):
            body_lines = m["text"].split("\n") + (m["html"] or "").split("\n")
            assert not any(ln.startswith("From ") for ln in body_lines), m["key"]
            mm = mailbox.mboxMessage(build_email(m))
            mm.set_from(PEOPLE[m["frm"]][1], time.gmtime(m["when"].timestamp()))
            box.add(mm)
        box.flush()
        box.close()
        counts[f"mail/{mon}.mbox"] = len(months[mon])
    return counts


def write_slack(out: Path) -> dict:
    counts = {}
    for ws, spec in SLACK_WS.items():
        d = out / "slack" / ws
        d.mkdir(parents=True)
        users = []
        for who, (uid, name, real, disp, title, tz) in spec["users"].items():
            u = {"id": uid, "team_id": spec["team"], "name": name, "deleted": False, "real_name": real,
                 "tz": tz, "is_bot": who == "heronbot",
                 "profile": {"real_name": real, "display_name": disp, "title": title,
                             "real_name_normalized": real, "display_name_normalized": disp}}
            ekey = {"acme-2026-01-03": {"dana": "dana_acme"}, "globex-2026-04-06": {"dana": "dana_gx"}}.get(ws, {}).get(who, who)
            if ekey in PEOPLE:
                u["profile"]["email"] = PEOPLE[ekey][1]
            users.append(u)
        (d / "users.json").write_text(json.dumps(users, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        chans = []
        created = int(dt.datetime(2025, 6, 1, tzinfo=UTC).timestamp())
        uids = {k: v[0] for k, v in spec["users"].items()}
        for name, (cid, purpose, members) in spec["channels"].items():
            chans.append({"id": cid, "name": name, "created": created, "creator": uids[members[0]],
                          "is_archived": False, "is_general": name == "general",
                          "members": [uids[m] for m in members],
                          "topic": {"value": "", "creator": "", "last_set": 0},
                          "purpose": {"value": purpose, "creator": uids[members[0]], "last_set": created}})
        (d / "channels.json").write_text(json.dumps(chans, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        for name in spec["channels"]:
            msgs = [m for m in SLACK if m["ws"] == ws and m["channel"] == name]
            byday: dict[str, list] = {}
            for m in msgs:
                byday.setdefault(m["when"].astimezone(UTC).strftime("%Y-%m-%d"), []).append(m)
            for day, ms in sorted(byday.items()):
                arr = []
                for m in sorted(ms, key=lambda x: float(x["ts"])):
                    o = {"type": "message"}
                    if m["subtype"]:
                        o["subtype"] = m["subtype"]
                    o.update({"user": uids[m["user"]], "text": m["text"], "ts": m["ts"], "team": spec["team"]})
                    if m["user"] == "heronbot":
                        o["bot_id"] = "B03HBOT00"
                    if m.get("thread_ts"):
                        o["thread_ts"] = m["thread_ts"]
                    if m["parent"]:
                        o["parent_user_id"] = uids[SLACK_BY_KEY[m["parent"]]["user"]]
                    reps = m.get("reply_list")
                    if reps:
                        reps = sorted(reps, key=lambda x: float(x["ts"]))
                        o["reply_count"] = len(reps)
                        o["reply_users"] = sorted({uids[r["user"]] for r in reps})
                        o["reply_users_count"] = len(o["reply_users"])
                        o["latest_reply"] = reps[-1]["ts"]
                        o["replies"] = [{"user": uids[r["user"]], "ts": r["ts"]} for r in reps]
                    if m["reactions"]:
                        o["reactions"] = [{"name": k, "users": [uids[u] for u in v], "count": len(v)}
                                          for k, v in m["reactions"].items()]
                    arr.append(o)
                p = d / name / f"{day}.json"
                p.parent.mkdir(exist_ok=True)
                p.write_text(json.dumps(arr, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
            counts[f"slack/{ws}/{name}"] = len(msgs)
    return counts


def write_notes(out: Path) -> dict:
    counts = {}
    for n in NOTES:
        p = out / "notes" / n["period"] / n["path"]
        p.parent.mkdir(parents=True, exist_ok=True)
        fm = ["---", "title: " + json.dumps(n["title"], ensure_ascii=False), f"date: {n['date']}",
              "tags: [" + ", ".join(json.dumps(t, ensure_ascii=False) for t in n["tags"]) + "]", "---", ""]
        p.write_text("\n".join(fm) + n["body"], encoding="utf-8")
        counts[f"notes/{n['period']}"] = counts.get(f"notes/{n['period']}", 0) + 1
    return counts


def write_calendar(out: Path) -> dict:
    d = out / "calendar"
    d.mkdir(parents=True)
    (d / "2026-h1.ics").write_bytes(render_ics(EVENTS).encode("utf-8"))
    n_ov = sum(len(e["overrides"]) for e in EVENTS)
    return {"calendar/2026-h1.ics": len(EVENTS) + n_ov}


def write_bad(out: Path):
    d = out / "bad"
    d.mkdir(parents=True)
    # 1. truncated mbox: three good messages, the third cut off in the middle of its header block
    tmp = d / "truncated.mbox"
    box = mailbox.mbox(str(tmp), create=True)
    for key in ("heron_q1", "shira_intro", "klaus_reply"):
        m = MAIL_BY_KEY[key]
        mm = mailbox.mboxMessage(build_email(m))
        mm.set_from(PEOPLE[m["frm"]][1], time.gmtime(m["when"].timestamp()))
        box.add(mm)
    box.flush()
    box.close()
    raw = tmp.read_bytes()
    third = raw.rfind(b"\nFrom ") + 1
    subj = raw.index(b"\nSubject:", third)
    tmp.write_bytes(raw[:subj + 20])  # ends mid-"Subject:" line, no Date / Message-ID / body
    # 2. JSONL with one broken line among good ones (canonical item fields)
    good = [
        {"source": "manual", "external_id": "manual-0001", "body": "Remember to renew the Polish passport before 2031.",
         "timestamp": "2026-01-05T09:00:00+02:00", "account": "dana", "author": "Dana Levi", "title": "Passport", "lang": "en", "sensitivity": 1},
        {"source": "manual", "external_id": "manual-0002", "body": "לקנות לאמא ספר בישול ליום ההולדת.",
         "timestamp": "2026-02-02T20:15:00+02:00", "author": "Dana Levi", "lang": "he", "sensitivity": 0},
        {"source": "manual", "external_id": "manual-0003", "body": "Gil: long run Friday 06:30 from the boathouse.",
         "timestamp": "2026-02-12T18:00:00+02:00", "container": "running", "thread_id": "run-feb",
         "participants": ["Dana Levi", "Gil Harel"], "sensitivity": 0, "lang": "en"},
        None,  # the broken line
        {"source": "manual", "external_id": "manual-0005", "body": "Spreebank PIN letter arrived, stored in the drawer.",
         "timestamp": "2026-04-12T10:00:00+02:00", "sensitivity": 3, "lang": "en", "url": "https://notes.example/pin-letter"},
        {"source": "manual", "external_id": "manual-0006", "body": "Tempelhof run: 16 km, knee fine.",
         "timestamp": "2026-05-03T09:40:00+02:00", "title": "Run log", "sensitivity": 0},
    ]
    lines = []
    for g in good:
        if g is None:
            lines.append('{"source": "manual", "external_id": "manual-0004", "body": "Call the Bürgeramt about the Meldebesch')
        else:
            lines.append(json.dumps(g, ensure_ascii=False))
    (d / "items-broken.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    # 3. .ics with one broken VEVENT (impossible DTSTART) between two good ones
    good_events = [EVENT_BY_UID["evt-anmeldung@dana.example"], EVENT_BY_UID["evt-vogel@dana.example"]]
    ics = render_ics(good_events, calname="Dana (broken sample)").split("\r\n")
    i = ics.index("BEGIN:VEVENT", ics.index("END:VEVENT"))
    broken = ["BEGIN:VEVENT", "UID:evt-broken@dana.example", "DTSTAMP:20260630T200000Z",
              "SUMMARY:Broken event (impossible date)", "DTSTART;TZID=Europe/Berlin:20260231T251500",
              "DTEND;TZID=Europe/Berlin:2026-02-31 26:00", "LOCATION:Nowhere", "END:VEVENT"]
    ics[i:i] = broken
    (d / "broken.ics").write_bytes("\r\n".join(ics).encode("utf-8"))


# ======================================================================================
# Validation — re-reads everything from disk, derives external ids independently
# ======================================================================================
def _read_front_matter(text: str):
    assert text.startswith("---\n"), "front matter missing"
    end = text.index("\n---\n", 4)
    fm = {}
    for ln in text[4:end].split("\n"):
        k, _, v = ln.partition(":")
        fm[k.strip()] = v.strip()
    return fm, text[end + 5:]


def collect_ids(out: Path):
    """Return {external_id: (source, searchable_text)} read back from the written files."""
    ids: dict[str, tuple[str, str]] = {}
    # mail
    for p in sorted((out / "mail").glob("*.mbox")):
        for msg in mailbox.mbox(str(p)):
            for h in ("Message-ID", "Date", "From"):
                assert msg[h], f"{p.name}: message without {h}"
            when = email.utils.parsedate_to_datetime(msg["Date"])
            mid = msg["Message-ID"].strip().strip("<>")
            ids[mid] = ("mail", when.date().isoformat())
    # slack
    for ws in sorted((out / "slack").iterdir()):
        users = json.loads((ws / "users.json").read_text(encoding="utf-8"))
        chans = json.loads((ws / "channels.json").read_text(encoding="utf-8"))
        uids = {u["id"] for u in users}
        for c in chans:
            for f in sorted((ws / c["name"]).glob("*.json")):
                for m in json.loads(f.read_text(encoding="utf-8")):
                    assert m["type"] == "message" and m["user"] in uids and m["ts"]
                    eid = f"{c['name']}/{m['ts']}"
                    assert eid not in ids, f"duplicate slack external id {eid}"
                    ids[eid] = ("slack", dt.datetime.fromtimestamp(float(m["ts"]), UTC).date().isoformat())
    # notes
    seen = {}
    for period in sorted((out / "notes").iterdir()):
        for f in sorted(period.rglob("*.md")):
            rel = f.relative_to(period).as_posix()
            assert rel not in seen, f"note path {rel} in {period.name} and {seen[rel]}"
            seen[rel] = period.name
            fm, _ = _read_front_matter(f.read_text(encoding="utf-8"))
            assert fm.get("title") and fm.get("date") and fm.get("tags"), f
            ids[rel] = ("notes", fm["date"])
    # calendar
    try:
        import icalendar
    except ImportError:  # pragma: no cover
        icalendar = None
        print("warning: icalendar not installed, calendar not parsed with icalendar", file=sys.stderr)
    for f in sorted((out / "calendar").glob("*.ics")):
        raw = f.read_bytes()
        if icalendar is not None:
            cal = icalendar.Calendar.from_ical(raw)
            for ev in cal.walk("VEVENT"):
                uid = str(ev["UID"])
                assert ev.get("DTSTART") is not None and ev.get("SUMMARY") is not None, uid
                if ev.get("RECURRENCE-ID") is not None:
                    rid = ev.decoded("RECURRENCE-ID")
                    eid = f"{uid}#{rid.astimezone(UTC):%Y%m%dT%H%M%SZ}"
                else:
                    eid = uid
                assert eid not in ids, eid
                start = ev.decoded("DTSTART")
                ids[eid] = ("calendar", (start.date() if isinstance(start, dt.datetime) else start).isoformat())
    return ids


def _all_texts(out: Path):
    """Yield (where, text) for every human-readable content field, to check marker placement."""
    for p in sorted((out / "mail").glob("*.mbox")):
        for msg in mailbox.mbox(str(p), factory=None):
            em = email.message_from_bytes(msg.as_bytes(), policy=email.policy.default)
            for part in em.walk():
                if part.get_content_maintype() == "text" and not part.get_filename():
                    yield ("mail-body", part.get_content())
            yield ("mail-subject", str(em["Subject"]))
            yield ("mail-from", str(em["From"]))
    for ws in sorted((out / "slack").iterdir()):
        for f in sorted(ws.rglob("*.json")):
            if f.name in ("users.json", "channels.json"):
                continue
            for m in json.loads(f.read_text(encoding="utf-8")):
                yield ("slack-text", m["text"])
        yield ("slack-users", (ws / "users.json").read_text(encoding="utf-8"))
        yield ("slack-channels", json.dumps([c["name"] for c in json.loads((ws / "channels.json").read_text(encoding="utf-8"))]))
        yield ("slack-purposes", json.dumps([c["purpose"] for c in json.loads((ws / "channels.json").read_text(encoding="utf-8"))], ensure_ascii=False))
    for f in sorted((out / "notes").rglob("*.md")):
        fm, body = _read_front_matter(f.read_text(encoding="utf-8"))
        yield ("note-title", fm["title"])
        yield ("note-body", body)
        yield ("note-path", f.as_posix())
    for f in sorted((out / "calendar").glob("*.ics")):
        yield ("calendar", f.read_bytes().decode("utf-8").replace("\r\n ", ""))


def validate(out: Path = OUT):
    import email.policy  # noqa: F401  (used in _all_texts)
    ids = collect_ids(out)
    n_by_src = {}
    for src, _ in ids.values():
        n_by_src[src] = n_by_src.get(src, 0) + 1
    # probes
    probes = [json.loads(ln) for ln in (out / "probes.jsonl").read_text(encoding="utf-8").splitlines()]
    assert 30 <= len(probes) <= 50, len(probes)
    for p in probes:
        assert p["expected"], p["id"]
        for e in p["expected"]:
            assert e in ids, f"probe {p['id']}: unknown external id {e}"
        for e in p["expected"]:
            src, day = ids[e]
            f = p["filters"]
            assert GENRE.get(src, src) in f.get("source", [GENRE.get(src, src)]), f"probe {p['id']}: {e} is {src}, outside filter"
            assert day >= f.get("since", day) and day <= f.get("until", day), f"probe {p['id']}: {e} ({day}) outside date filter"
    for f in (json.loads(ln) for ln in (out / "facts.jsonl").read_text(encoding="utf-8").splitlines()):
        for e in f["evidence"]:
            assert e in ids, f"fact {f}: unknown external id {e}"
    # markers: present, and "only in X" markers are nowhere else
    where: dict[str, set] = {k: set() for k in MARKERS}
    for loc, text in _all_texts(out):
        for k in MARKERS:
            if k in text:
                where[k].add(loc)
    for k, locs in where.items():
        assert locs, f"marker {k} not found"
    assert where["HX-48213"] == {"mail-subject"}, where["HX-48213"]
    assert where["Vandersloot"] == {"mail-from"}, where["Vandersloot"]
    assert where["kingfisher-lab"] <= {"slack-channels"}, where["kingfisher-lab"]
    assert where["Wolkenstein"] == {"slack-users"}, where["Wolkenstein"]
    assert where["Marigold Ledger"] == {"note-title"}, where["Marigold Ledger"]
    # bad inputs really are bad
    bad_lines = (out / "bad" / "items-broken.jsonl").read_text(encoding="utf-8").splitlines()
    broken = 0
    for ln in bad_lines:
        try:
            json.loads(ln)
        except json.JSONDecodeError:
            broken += 1
    assert broken == 1
    last = list(mailbox.mbox(str(out / "bad" / "truncated.mbox")))[-1]
    assert last["Message-ID"] is None and last["Date"] is None
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    assert size < 2_000_000, size
    return ids, n_by_src, size, where


# ======================================================================================
# Main
# ======================================================================================
def build_all():
    mails_q1()
    mails_q2()
    slack_acme()
    slack_family()
    slack_globex()
    assign_slack_ts()
    notes_all()
    calendar_all()


def main(argv):
    build_all()
    if "--check" not in argv:
        if OUT.exists():
            shutil.rmtree(OUT)
        OUT.mkdir(parents=True)
        counts = {}
        counts["mail"] = write_mail(OUT)
        counts["slack"] = write_slack(OUT)
        counts["notes"] = write_notes(OUT)
        counts["calendar"] = write_calendar(OUT)
        write_bad(OUT)
        with (OUT / "probes.jsonl").open("w", encoding="utf-8") as f:
            for i, (q, refs, filters, kind) in enumerate(PROBES, 1):
                if "source" in filters:  # probes speak HiNet's genres: Slack messages are "chat"
                    filters = {**filters, "source": [GENRE.get(s, s) for s in filters["source"]]}
                f.write(json.dumps({"id": f"p{i:02d}", "query": q, "expected": [ref(r) for r in refs],
                                    "filters": filters, "kind": kind}, ensure_ascii=False) + "\n")
        with (OUT / "facts.jsonl").open("w", encoding="utf-8") as f:
            for subj, pred, obj, vf, vt, ev in FACTS:
                f.write(json.dumps({"subject": subj, "predicate": pred, "object": obj, "valid_from": vf,
                                    "valid_to": vt, "evidence": [ref(r) for r in ev]}, ensure_ascii=False) + "\n")
        uniq = {"mail": len(MAILS), "slack": len(SLACK), "notes": len(NOTES),
                "calendar": len(EVENTS) + sum(len(e["overrides"]) for e in EVENTS)}
        manifest = {
            "name": "HiNet sample corpus",
            "owner": {"name": "Dana Levi", "primary_email": "dana.levi@fastmail.example"},
            "period": {"start": "2026-01-05", "end": "2026-06-30"},
            "generator": "scripts/make_sample_corpus.py",
            "items_unique": uniq,
            "items_unique_total": sum(uniq.values()),
            "files": {**counts["mail"], **counts["slack"], **counts["notes"], **counts["calendar"]},
            "duplicates": {
                "exact_reexport": {"message_id": mail_id("bank_jan"), "in": ["mail/2026-01.mbox", "mail/2026-02.mbox"]},
                "cross_source": [
                    {"what": "Heron design review 21 Jan", "ids": [ref("mail:design_review_invite"), ref("slack:acme_review_invite"), ref("cal:evt-heron-design-review")]},
                    {"what": "Farewell drinks 26 Mar", "ids": [ref("mail:yossi_farewell"), ref("slack:acme_farewell_post"), ref("cal:evt-farewell-drinks")]},
                    {"what": "Flight LY2371 31 Mar", "ids": [ref("mail:flight_eticket"), ref("mail:noa_flight"), ref("slack:fam_flight_a"), ref("cal:evt-flight-ly2371")]},
                    {"what": "Note pasted into a mail", "ids": [ref("note:heron/perception-runbook.md"), ref("mail:runbook_mail")]},
                    {"what": "Heron sync moved on 10 Feb", "ids": [ref("cal:evt-heron-sync#2026-02-10 09:00"), ref("slack:acme_sync_moved")]},
                ],
            },
            "people": PEOPLE_MANIFEST,
            "markers": list(MARKERS),
            "marker_locations": MARKERS,
            "external_id_convention": {
                "mail": "Message-ID header value without angle brackets",
                "slack": "<channel name>/<ts>",
                "notes": "path relative to the landed period folder (notes/<YYYY-MM>/), POSIX separators, unique across periods",
                "calendar": "UID; modified recurring instance: <UID>#<RECURRENCE-ID in UTC, YYYYMMDDTHHMMSSZ>",
            },
            "land_commands": (
                [f"hinet land mbox hinet_pipeline/sample_corpus/{k}" for k in sorted(counts["mail"])]
                + [f"hinet land slack hinet_pipeline/sample_corpus/slack/{ws}" for ws in SLACK_WS]
                + [f"hinet land notes hinet_pipeline/sample_corpus/notes/{p}" for p in sorted({n['period'] for n in NOTES})]
                + ["hinet land ics hinet_pipeline/sample_corpus/calendar/2026-h1.ics"]),
            "bad_inputs": {
                "bad/truncated.mbox": "3 messages; the 3rd is cut mid-header (no Date, no Message-ID, no body)",
                "bad/items-broken.jsonl": "6 canonical JSONL items, line 4 is truncated JSON",
                "bad/broken.ics": "3 VEVENTs; evt-broken@dana.example has an impossible DTSTART/DTEND",
            },
        }
        (OUT / "MANIFEST.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    ids, n_by_src, size, where = validate(OUT)
    print(f"ok: {len(ids)} external ids {n_by_src}, {len(PROBES)} probes, {len(FACTS)} facts, {size} bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
