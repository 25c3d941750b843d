"""How a message was sent, as its headers and its own text tell (the item's ``signals``, read by the people step:
``people.kinds``): posted to a list, sent by a program, bulk mail, the mailbox it was delivered to, a sent
folder, how it was addressed."""

from __future__ import annotations

import re
from email.message import EmailMessage

from hinet_pipeline.intake.connectors.mail_headers import addressing, header_value, raw_values
from hinet_pipeline.memory.people.identity import name_key, role_words, split_addresses

_LIST_POST = re.compile(r"<mailto:([^>?\s]+)", re.I)
_LIST_ID = re.compile(r"<([^<>\s]+)>")
_SENT = {
    "sent",
    "sent items",
    "sent mail",
    "sent messages",
    "sent-mail",
    "gesendet",
    "gesendete objekte",
    "envoyés",
    "éléments envoyés",
    "enviados",
    "elementos enviados",
    "posta inviata",
    "verzonden items",
}
_FOOTER = re.compile(
    r"\bunsubscribe\b|\bopt[- ]out\b|to (?:be )?remove(?:d)? (?:yourself |your (?:e-?mail |name )?(?:address )?)?"
    r"from (?:this|our|the|future)\b|you (?:are receiving|received|have received|receive) (?:this|these)\b"
    r"|(?:wish|want|would like|rather|prefer) not (?:to )?receive|if you (?:no longer )?(?:wish|want|would like) "
    r"to receive|(?:stop|discontinue) receiving|cancel (?:delivery|your subscription)|manage your (?:subscription|"
    r"e-?mail preferences|preferences)|update your (?:e-?mail |subscription )?preferences|you are subscribed"
    r"|(?:e-?mail|message) was sent to(?: the following address)?:? \S+@|your use of yahoo! groups"
    r"|\bis published (?:each|every|weekly|daily|monthly|twice|bi-?weekly)\b",  # a bulletin's own footer
    re.I,
)
_OWN_TEXT_END = re.compile(
    r"^\s*(?:-{3,}\s*(?:Original Message|Forwarded by|Forwarded message)|_{5,}\s*$|On .{3,120} wrote:|>|From: .+)",
    re.M | re.I,
)
# a message that says it was sent by a program: "DO NOT REPLY TO THIS MESSAGE", "This is an automatically
# generated Delivery Status Notification", "not a monitored system mailbox" (its own text, not a quoted one's)
_AUTOMATIC = re.compile(
    r"\b(?-i:DO\s+NOT)\s+(?:reply|respond)\b"  # a program's capitals: "*** DO NOT REPLY TO THIS MESSAGE ***"
    r"|\b(?:automatically|auto-?|computer|system)[- ]?generated\s+(?:message|e-?mail|notice|notification|delivery)"
    r"|(?:^|\n)[ \t*]*this\s+is\s+an\s+(?:automated|automatic)\s+(?:message|e-?mail|notice|notification)\b"
    r"|\bnot\s+a\s+monitored\s+(?:system\s+)?mailbox|\b(?:account|mailbox)\s+is\s+not\s+monitored",
    re.I,
)


# an address the text says is a shared mailbox: "send new losses to the intake mailbox, claims.intake@x.com",
# "x@y.com is our team's inbox", "reply to claims.intake@x.com so anyone in the unit can pick it up" (not "my inbox")
_ADDRESS = r"<?([\w.+'-]+@[\w-]+(?:\.[\w-]+)+)>?"
_SHARED_BOX = re.compile(
    rf"(?<!my )(?<!your )(?<!his )(?<!her )\b(?:mailbox|inbox|alias|distribution\s+list|group\s+address)\s*[,:]?\s*"
    rf"(?:at\s+|is\s+)?{_ADDRESS}"
    rf"|{_ADDRESS},?\s+(?:is\s+)?(?:the|our|a)\s+(?:[\w'-]+\s+){{0,3}}(?:mailbox|inbox|alias|distribution\s+list)\b"
    rf"|\breply\s+to\s+{_ADDRESS}\s+so\s+(?:that\s+)?(?:anyone|everyone|whoever|someone)\b",
    re.I,
)
_SHARED_WORDS = ("mailbox", "inbox", "alias", "distribution list", "group address", "so anyone", "so everyone")


def shared_boxes(text: str) -> list[str]:
    """The addresses a message's text says are shared mailboxes (``shared:ADDR`` signals)."""
    folded = text.lower()
    if "@" not in text or not any(w in folded for w in _SHARED_WORDS):
        return []
    return list(dict.fromkeys(next(filter(None, m.groups())).lower() for m in _SHARED_BOX.finditer(text)))


def _own_text(body: str) -> str:
    """The message's own text: up to the first quoted, forwarded or replied-to part."""
    m = _OWN_TEXT_END.search(body)
    return body[: m.start()] if m else body


def _mailbox_owner(folder_path: str | None) -> str | None:
    """The mailbox an Outlook/ExMerge export came from names its owner in its folder path
    ("\\PALLEN (Non-Privileged)\\Allen, Phillip K.\\Inbox", "\\ExMerge - Gang, Lisa\\Inbox")."""
    for part in (folder_path or "").replace("\\", "/").split("/"):
        part = re.sub(r"^ExMerge\s*-\s*", "", part.strip(), flags=re.I)
        if "," in part and name_key(part):
            return part
    return None


def _from_a_person(msg: EmailMessage) -> bool:
    """The sender's display name is a person's name ("Darlene Pruitt", "Pruitt, Gary W."), not a firm's or a desk's."""
    sender = [(name, addr) for v in raw_values(msg, "From")[:1] for name, addr in split_addresses(v)]
    return (
        bool(sender)
        and name_key(sender[0][0]) is not None
        and not role_words(sender[0][0])
        and not role_words(sender[0][1].split("@")[0].replace(".", " "))  # (not "Whole Foods" <news@...>)
    )


def sending_signals(
    msg: EmailMessage, text: str, recipients: list[str], folder: str | None, folder_path: str | None
) -> list[str]:
    """What the headers say about how a message was sent, for the people step: ``list`` (posted to
    a discussion list: List-Post, X-Mailing-List), ``list:ADDR`` (the list's address), ``auto`` (sent by a
    program: Auto-Submitted, a null Return-Path, its own text's "DO NOT REPLY"), ``bulk`` (Precedence bulk/junk/list,
    List-Id, List-Unsubscribe, an unsubscribe footer in its own text, undisclosed recipients from no person's name),
    ``delivered:ADDR`` (the mailbox it was delivered to), ``mailbox:NAME`` (the mailbox's owner, as
    an Exchange export names it), ``sent`` (from a sent folder), ``shared:ADDR`` (an address its text says is a
    shared mailbox: ``shared_boxes``), and how it was addressed (``no-to``,
    ``to-name:NAME``, ``resource:ADDR``: ``mail_headers.addressing``); the item also gets ``alias:A=B`` for
    each mailbox the export wrote two ways."""
    out: list[str] = []
    posts = [a.lower() for v in raw_values(msg, "List-Post") for a in _LIST_POST.findall(v)]
    posts += [a for v in raw_values(msg, "X-Mailing-List") for _, a in split_addresses(v)]
    for v in raw_values(msg, "Sender"):  # a list server resent it: owner-linux-mm@, notmuch-bounces@
        for _, a in split_addresses(v):
            local, _, domain = a.partition("@")
            name = re.sub(r"^owner-|-(?:owner|bounces?|request|admin)(?:\+.*)?$", "", local)
            if name != local and f"{name}@{domain}" in recipients:
                posts.append(f"{name}@{domain}")
    lists = list(posts)
    for v in raw_values(msg, "List-Id"):
        for lid in _LIST_ID.findall(v):  # <linux-kernel.vger.kernel.org> is linux-kernel@vger.kernel.org
            head, _, rest = lid.lower().partition(".")
            lists += [
                a
                for a in recipients
                if a == f"{head}@{rest}" or (a.startswith(head + "@") and rest.endswith(a.split("@")[1]))
            ]
    if posts:  # a discussion list (one you can post to): its messages are its members' own
        out.append("list")
    out += [f"list:{a}" for a in dict.fromkeys(lists)]
    auto = (header_value(msg, "Auto-Submitted") or "").strip().lower()
    if (
        (auto and auto != "no" and not auto.startswith("auto-replied"))
        or "".join(raw_values(msg, "Return-Path")).strip() == "<>"
        or _AUTOMATIC.search(_own_text(text)[:3000])
    ):
        out.append("auto")
    precedence = (header_value(msg, "Precedence") or "").strip().lower()
    if (
        precedence in ("bulk", "junk", "list")
        or raw_values(msg, "List-Id")
        or raw_values(msg, "List-Unsubscribe")
        or _FOOTER.search(_own_text(text)[-3000:])
        # (undisclosed recipients: a mailing's, not a person's own letter to family and friends sent blind)
        or (
            "undisclosed" in " ".join(raw_values(msg, "To") + raw_values(msg, "X-To")).lower()
            and not _from_a_person(msg)
        )
    ):
        out.append("bulk")
    if not raw_values(msg, "List-Id") and precedence not in ("bulk", "junk", "list"):
        for name in ("Delivered-To", "X-Original-To"):
            got = [a for v in raw_values(msg, name)[:1] for _, a in split_addresses(v)]
            if got:
                out.append(f"delivered:{got[0]}")
                break
    if owner := _mailbox_owner(folder_path):
        out.append(f"mailbox:{owner}")
    if folder and folder.replace("\\", "/").strip("/. ").rsplit("/", 1)[-1].strip(". ").casefold() in _SENT:
        out.append("sent")
    out += [f"shared:{a}" for a in shared_boxes(text)]
    return out + addressing(msg)
