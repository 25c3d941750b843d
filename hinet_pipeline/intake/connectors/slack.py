"""A Slack workspace export folder: users.json, channels.json (+ groups/dms/mpims.json) and
``<channel>/<YYYY-MM-DD>.json`` day files. Threads via ``thread_ts``; users resolved to names; the
profiles of the people the messages show (title, phone, e-mail) as records of their own, so the
facts they state (a job title) have a record to cite.

A conversation's kind is the list that names it: channels.json a public channel, groups.json a
private channel, mpims.json a group DM (its folder: its ``mpdm-…`` name), dms.json a direct message
(its folder: its id, ``D…``); a folder no list names is a DM when its name is a DM id or starts
``mpdm-``, else a public channel. Only their members saw DMs, group DMs and private channels: their
messages are private (sensitivity 2) unless config.toml says otherwise, and a channel glob raises a
conversation's level (``[connectors.slack]``, pathrules.SlackSensitivity)."""

from __future__ import annotations

import hashlib
import json
import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterator

from hinet_pipeline.intake.connectors import Output, Rejected, Skipped, escapes, raw_text, skip_special, why
from hinet_pipeline.pathrules import SlackSensitivity
from hinet_pipeline.records import quoted

# join/leave/topic notices say nothing about the person's life: counted, not landed
_NOISE = {
    "channel_join",
    "channel_leave",
    "channel_topic",
    "channel_purpose",
    "channel_name",
    "group_join",
    "group_leave",
    "bot_add",
    "bot_remove",
    "pinned_item",
    "tombstone",
}
_USER_REF = re.compile(r"<@([A-Z0-9]+)(?:\|([^>]+))?>")
_CHANNEL_REF = re.compile(r"<#[A-Z0-9]+\|([^>]+)>")
_LINK = re.compile(r"<((?:https?|mailto):[^|>]+)(?:\|([^>]+))?>")


def _load(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


def _users(root: Path, workspace: str) -> tuple[dict[str, str], dict[str, str], list[dict], list[Rejected | Skipped]]:
    """(user id → display name, user id → participant string, users, problems). The participant
    string carries the profile's e-mail (``Name <addr>``), else the workspace user
    (``Name <slack:ws:ID>``), so the people layer knows the same address in mail and Slack is one
    person."""
    path = root / "users.json"
    if not path.exists():
        return {}, {}, [], [Rejected("users.json", None, "users.json is missing: authors are kept as Slack user ids")]
    if skipped := skip_special(path, root):  # a FIFO would block the read forever
        return {}, {}, [], [skipped]
    try:
        users = _load(path)
        names, people = {}, {}
        for u in users:
            profile = u.get("profile") or {}
            name = (
                u.get("real_name")
                or profile.get("real_name")
                or profile.get("display_name")
                or u.get("name")
                or u["id"]
            )
            names[u["id"]] = name
            email = profile.get("email")
            people[u["id"]] = f"{name} <{email}>" if email else f"{name} <slack:{workspace}:{u['id']}>"
        return names, people, users, []
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as e:
        return {}, {}, [], [Rejected("users.json", None, f"unreadable users.json ({why(e)}): authors kept as user ids")]


def _time(value) -> datetime | None:
    """A Unix time as a datetime; None for None or a time no calendar holds."""
    try:
        return None if value is None else datetime.fromtimestamp(float(value), tz=timezone.utc)
    except (OverflowError, ValueError, OSError):
        return None


PROFILE_HEADING = "Slack profile: "  # a profile record's first line (the facts stage's cheap test)


def _profiles(users: list[dict], names: dict, people: dict, seen: set, workspace: str, last: float | None):
    """A profile record per person the export's messages show (author or mentioned) whose profile
    says something (a title, a phone): what the workspace's directory said of them, as of its
    ``updated`` time or else the export's last message. Its id names the profile's content, so a
    later export with a changed title is a new record (the old title closes), an unchanged one the
    same record."""
    for u in users:
        uid, profile = u.get("id"), u.get("profile") or {}
        if uid not in seen or u.get("is_bot") or u.get("deleted") or not isinstance(profile, dict):
            continue
        fields = [("Title", profile.get("title")), ("Phone", profile.get("phone"))]
        if not any(isinstance(v, str) and v.strip() for _, v in fields):
            continue
        updated = u.get("updated")
        # an ``updated`` no calendar holds (1e300, 1e18) falls back to the export's last message too
        when = (_time(updated) if isinstance(updated, (int, float)) and updated > 0 else None) or _time(last)
        if when is None:
            continue
        lines = [f"{PROFILE_HEADING}{names[uid]}"]
        lines += [f"{k}: {v.strip()}" for k, v in fields if isinstance(v, str) and v.strip()]
        if isinstance(profile.get("email"), str) and profile["email"]:
            lines.append(f"E-mail: {profile['email']}")
        if isinstance(u.get("tz"), str) and u["tz"]:
            lines.append(f"Time zone: {u['tz']}")
        body = "\n".join(lines)
        yield {
            "source": "chat",
            "app": "Slack",
            "external_id": f"users/{uid}/{hashlib.sha256(body.encode()).hexdigest()[:12]}",
            "body": body,
            "timestamp": when.isoformat(),
            "account": workspace,
            "container": "profiles",
            "title": f"{names[uid]} (Slack profile)",
            "author": names[uid],
            "participants": [people[uid]],
            "_location": "users.json",
            "_position": f"user {uid}",
        }


# (list, the kind of conversation it lists), least private first: a folder two lists name is the more private
_LISTS = (
    ("channels.json", "channel"),
    ("groups.json", "private_channel"),
    ("mpims.json", "group_dm"),
    ("dms.json", "dm"),
)
_RANK = {kind: i for i, (_, kind) in enumerate(_LISTS)}
_DM_ID = re.compile(r"D[A-Z0-9]{6,}")  # a DM's folder in Slack's export: its id


def _kind(listed: str, ch: dict) -> str:
    """A conversation's kind: the list's, unless its own flags say more private (a private channel in
    channels.json, as some exporters write it)."""
    flags = {"dm": ch.get("is_im"), "group_dm": ch.get("is_mpim"), "private_channel": ch.get("is_private")}
    flags["private_channel"] = flags["private_channel"] or ch.get("is_group")
    return max([listed] + [k for k, on in flags.items() if on is True], key=_RANK.__getitem__)


def _channels(root: Path) -> tuple[dict[str, tuple[str, set[str]]], bool, list[Rejected | Skipped]]:
    """(folder name → (kind, the conversation's name and id), from whichever lists the export has;
    whether a list of private conversations could not be read; problems). A folder is named by a
    conversation's name, a DM's by its id: both are keys."""
    found: dict[str, tuple[str, set[str]]] = {}
    unreadable = False
    problems: list[Rejected | Skipped] = []
    for name, listed in _LISTS:
        path = root / name
        if not path.exists():
            continue
        if skipped := skip_special(path, root):
            problems.append(skipped)
            unreadable |= listed != "channel"
            continue
        try:
            conversations = _load(path)
            if not isinstance(conversations, list):
                raise ValueError("expected a JSON array of conversations")
        except (ValueError, UnicodeDecodeError, RecursionError) as e:
            if listed != "channel":  # day folders are still read below; the folder name is the channel
                unreadable = True
                reason = "nested too deeply" if isinstance(e, RecursionError) else why(e)
                problems.append(Rejected(name, None, f"unreadable {name} ({reason}): {_UNLISTED_PRIVATE}"))
            continue
        for ch in conversations:
            if not isinstance(ch, dict):
                continue
            names = {v for v in (ch.get("name"), ch.get("id")) if isinstance(v, str) and v}
            kind = _kind(listed, ch)
            for key in names:
                if key not in found or _RANK[kind] > _RANK[found[key][0]]:
                    found[key] = (kind, names)
    return found, unreadable, problems


_UNLISTED_PRIVATE = "the conversations no other list names are taken as private channels"


def _conversation(folder: str, channels: dict, unreadable: bool) -> tuple[str, set[str]]:
    """(kind, names) of a day folder: as a list names it, else by its name (a DM id, ``mpdm-``), else
    a public channel, or a private one when a list of private conversations was unreadable."""
    if folder in channels:
        kind, names = channels[folder]
        return kind, names | {folder}
    if _DM_ID.fullmatch(folder):
        return "dm", {folder}
    if folder.startswith("mpdm-"):
        return "group_dm", {folder}
    return ("private_channel" if unreadable else "channel"), {folder}


def render_text(text: str, users: dict[str, str]) -> str:
    text = _USER_REF.sub(lambda m: "@" + users.get(m.group(1), m.group(2) or m.group(1)), text)
    text = _CHANNEL_REF.sub(lambda m: "#" + m.group(1), text)
    text = _LINK.sub(lambda m: f"{m.group(2)} ({m.group(1)})" if m.group(2) else m.group(1), text)
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def parse(path: Path, account: str | None = None, sensitivity: SlackSensitivity | None = None) -> Iterator[Output]:
    """The messages of an export folder. ``sensitivity``: config.toml's ``[connectors.slack]``
    (None: the defaults, DMs, group DMs and private channels private)."""
    sensitivity = sensitivity or SlackSensitivity()
    if not path.is_dir():
        yield skip_special(path, path.parent) or Rejected(
            path.name, None, "a Slack export is a folder (unzip the export first)"
        )
        return
    workspace = account or path.name
    users, people, profiles, problems = _users(path, workspace)
    yield from problems
    channels, unreadable, problems = _channels(path)
    yield from problems
    seen: set[str] = set()  # the users the messages show
    last: float | None = None  # the export's last message
    for folder in sorted(p for p in path.iterdir() if p.is_dir() and not p.name.startswith(".")):
        channel = folder.name
        kind, names = _conversation(channel, channels, unreadable)
        is_dm = kind in ("dm", "group_dm")
        level = sensitivity.level(kind, names)
        for day_file in sorted(p for p in folder.glob("*.json") if not p.is_dir()):
            rel = f"{channel}/{day_file.name}"
            if outside := escapes(day_file, path) or skip_special(day_file, path):  # a FIFO: never read
                yield outside
                continue
            try:
                messages = _load(day_file)
                if not isinstance(messages, list):
                    raise ValueError("expected a JSON array of messages")
            except (ValueError, UnicodeDecodeError, RecursionError) as e:
                reason = "nested too deeply" if isinstance(e, RecursionError) else why(e)
                yield Rejected(rel, None, f"unreadable day file: {reason}", raw_text(day_file.read_bytes()))
                continue
            for i, m in enumerate(messages, 1):
                where = f"message {i}"
                try:
                    out = _message(m, rel, where, channel, is_dm, workspace, users, people)
                    if isinstance(out, dict):
                        if level is not None:
                            out["sensitivity"] = level
                        seen.update([m.get("user"), *(u for u, _ in _USER_REF.findall(m.get("text") or ""))])
                        last = max(last or 0.0, float(m["ts"]))
                    yield out
                except (TypeError, AttributeError, ValueError, KeyError, RecursionError) as e:
                    # a field of the wrong type (a list as user, a number as text): this message only
                    reason = f"unreadable message ({type(e).__name__}: {str(e)[:120]})"
                    yield Rejected(rel, where, reason, raw_text(json.dumps(m, default=str)[:2000]))
    yield from _profiles(profiles, users, people, seen, workspace, last)


def _message(m, rel: str, where: str, channel: str, is_dm: bool, workspace: str, users: dict, people: dict) -> Output:
    """One message of a day file → an item, a Rejected or a Skipped."""
    if not isinstance(m, dict) or "ts" not in m:
        return Rejected(rel, where, "message without ts", raw_text(json.dumps(m)[:2000]))
    if m.get("subtype") in _NOISE:
        return Skipped(rel, m["subtype"])
    text = render_text(m.get("text") or "", users)
    files = [f.get("name") or f.get("title") for f in m.get("files") or [] if isinstance(f, dict)]
    if files:
        text = (text + "\n\n" if text else "") + "[files: " + ", ".join(filter(None, files)) + "]"
    if not text.strip():
        return Skipped(rel, "empty message")
    try:
        when = datetime.fromtimestamp(float(m["ts"]), tz=timezone.utc)
    except (TypeError, ValueError, OverflowError):
        return Rejected(rel, where, f"invalid ts {quoted(m['ts'])}", raw_text(json.dumps(m)))
    uid = m.get("user") or m.get("bot_id")
    author = users.get(uid) or (m.get("user_profile") or {}).get("real_name") or m.get("username") or uid
    mentioned = [people.get(u, u) for u, _ in _USER_REF.findall(m.get("text") or "")]
    item = {
        "source": "chat",
        "app": "Slack",
        "external_id": f"{channel}/{m['ts']}",
        "body": text,
        "timestamp": when.isoformat(),
        "account": workspace,
        "container": channel if is_dm else f"#{channel}",
        "author": author,
        "participants": list(dict.fromkeys(p for p in [people.get(uid) or author, *mentioned] if p)),
        "_location": rel,
        "_position": where,
    }
    if m.get("thread_ts"):
        item["thread_id"] = f"{channel}/{m['thread_ts']}"
    return item
