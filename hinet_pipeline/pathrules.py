"""Per-folder settings by path glob: ``[connectors.notes] sensitivity = {"journal/**" = 2}``.

``**`` matches any number of folders (``journal/**`` is everything under a folder called journal),
``*`` any run of characters within one name, ``?`` one character, ``[abc]`` / ``[!abc]`` one of /
none of a set. A glob that starts with ``/`` or ``~`` is matched against a file's whole absolute
path; any other glob against every trailing part of it, so ``journal/**`` matches
``~/notes/journal/2026/a.md`` whichever folder was landed (``~/notes`` or ``~/notes/journal``).
Matching ignores case: ``Journal/`` on a case-insensitive disk is the same folder, and a glob that
matches more only makes more notes private.

Slack's conversations by channel glob and by kind: ``[connectors.slack]`` (``SlackSensitivity``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from hinet_pipeline.errors import ConfigError

LEVELS = {"public": 0, "normal": 1, "private": 2, "secret": 3}


class GlobError(ValueError):
    """A glob that cannot be read; its message says why, in a few words."""


def compile_glob(glob: str) -> re.Pattern:
    if not isinstance(glob, str) or not glob.strip():
        raise GlobError("an empty glob")
    if "\x00" in glob:
        raise GlobError("a NUL character")
    text = glob
    if glob.startswith("~"):
        text = str(Path(glob).expanduser()) + ("/" if glob.endswith("/") else "")
    if text.endswith("/"):
        text += "**"  # "journal/": everything in it
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if text.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif text.startswith("**", i):
            out.append(".*")
            i += 2
        elif c == "*":
            out.append("[^/]*")
            i += 1
        elif c == "?":
            out.append("[^/]")
            i += 1
        elif c == "[":
            start = i + 1 + text.startswith("[!", i)
            start += text.startswith("]", start)  # "[]a]": a "]" first is one of the set
            j = text.find("]", start)
            if j < 0:
                raise GlobError("an unclosed '['")
            negate = text.startswith("[!", i)
            body = "".join("\\" + ch if ch in "\\[]^&~|" else ch for ch in text[i + 1 + negate : j])
            out.append("[" + ("^" if negate else "") + body + "]")
            i = j + 1
        else:
            out.append(re.escape(c))
            i += 1
    try:
        return re.compile("".join(out), re.IGNORECASE | re.DOTALL)
    except re.error as e:  # a set like [z-a]
        raise GlobError(f"not a valid glob ({e.msg})") from None


def anchored(glob: str) -> bool:
    return glob.startswith(("/", "~"))


def matches(glob: str, pattern: re.Pattern, path: Path) -> bool:
    """Whether ``path`` (absolute) matches: the whole path for an anchored glob, else any trailing
    part of it (``b/c.md`` and ``c.md`` of ``/a/b/c.md``)."""
    whole = path.as_posix()
    if anchored(glob):
        return pattern.fullmatch(whole) is not None
    parts = path.parts[1:] if path.is_absolute() else path.parts
    return any(pattern.fullmatch("/".join(parts[i:])) for i in range(len(parts)))


def level(value) -> int | None:
    """A sensitivity as config.toml or front matter may write it: 0..3 or public / normal / private
    / secret (any case); None when it is neither."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3:
        return value
    if isinstance(value, str):
        return LEVELS.get(value.strip().lower())
    return None


@dataclass(frozen=True)
class SensitivityRules:
    """(glob, level) pairs; a file's level is the highest of the globs it matches (None: none)."""

    rules: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "_compiled", [(g, compile_glob(g), n) for g, n in self.rules])

    def __bool__(self) -> bool:
        return bool(self.rules)

    def level(self, path: Path) -> int | None:
        paths = {Path(path).absolute(), Path(path).resolve()}  # the name landed and the file it links to
        return max((n for g, pat, n in self._compiled if any(matches(g, pat, p) for p in paths)), default=None)

    def name_level(self, names) -> int | None:
        """The highest level of the globs that match one of ``names`` whole (a Slack channel's
        name or id); None: none does."""
        return max((n for _, pat, n in self._compiled if any(pat.fullmatch(x) for x in names)), default=None)


def notes_sensitivity(connectors: dict, where: str) -> SensitivityRules:
    """config.toml's ``[connectors.notes] sensitivity`` (``connectors``: the [connectors] table)."""
    notes = connectors.get("notes", {})
    if not isinstance(notes, dict):
        raise ConfigError(f"{where}: connectors.notes must be a table ([connectors.notes]), not {notes!r}")
    return sensitivity_rules(notes.get("sensitivity"), "connectors.notes.sensitivity", where)


def sensitivity_rules(
    table, name: str, where: str, example: str = '{"journal/**" = 2}', what: str = "path"
) -> SensitivityRules:
    """``name`` (``connectors.notes.sensitivity``): a table of glob → level, validated; one
    ConfigError naming the key and the bad glob or level (``what``: a path / channel glob)."""
    if table is None:
        return SensitivityRules()
    if not isinstance(table, dict):
        raise ConfigError(f"{where}: {name} must be a table of glob = level, e.g. {example}, not {table!r}")
    rules = []
    for glob, value in table.items():
        try:
            compile_glob(glob)
        except GlobError as e:
            raise ConfigError(f"{where}: {name}: {glob!r} is not a {what} glob: {e}") from None
        n = level(value)
        if n is None:
            raise ConfigError(
                f"{where}: {name}.{glob!r} must be a level 0..3 or public/normal/private/secret, not {value!r}"
            )
        rules.append((glob, n))
    return SensitivityRules(tuple(rules))


# [connectors.slack]: a conversation's level by its kind, as the export lists it; only its members saw
# a direct message (dms.json), a group DM (mpims.json) or a private channel (groups.json): private
SLACK_KINDS = {"direct_messages": "dm", "group_direct_messages": "group_dm", "private_channels": "private_channel"}
SLACK_SETTINGS = ("sensitivity", *SLACK_KINDS)


@dataclass(frozen=True)
class SlackSensitivity:
    """config.toml's ``[connectors.slack]``: a message's level is the highest of its conversation
    kind's (``dm`` / ``group_dm`` / ``private_channel``: 2 unless set; a public ``channel``: none,
    so the record's default, normal) and its channel's globs (``channels``, matched against the
    conversation's name and id). A glob only raises: lowering DMs is ``direct_messages = 1``."""

    channels: SensitivityRules = SensitivityRules()
    kinds: tuple[tuple[str, int], ...] = (("dm", 2), ("group_dm", 2), ("private_channel", 2))

    def level(self, kind: str, names) -> int | None:
        levels = [dict(self.kinds).get(kind), self.channels.name_level(names)]
        return max((n for n in levels if n is not None), default=None)


def slack_sensitivity(connectors: dict, where: str) -> SlackSensitivity:
    """config.toml's ``[connectors.slack]`` (``connectors``: the [connectors] table), validated: one
    ConfigError naming the key, the glob or the level."""
    slack = connectors.get("slack", {})
    if not isinstance(slack, dict):
        raise ConfigError(f"{where}: connectors.slack must be a table ([connectors.slack]), not {slack!r}")
    for key in slack:  # a misspelt key would leave DMs at a level the user did not choose
        if key not in SLACK_SETTINGS:
            known = f"{', '.join(SLACK_SETTINGS[:-1])} or {SLACK_SETTINGS[-1]}"
            raise ConfigError(f"{where}: connectors.slack.{key} is not a setting: {known}")
    rules = sensitivity_rules(
        slack.get("sensitivity"), "connectors.slack.sensitivity", where, '{"family" = 2}', "channel"
    )
    channels = []
    for glob, n in rules.rules:
        name = glob.strip().removeprefix("#")  # "#family": the channel family
        if not name or "/" in name or name.startswith("~"):
            raise ConfigError(
                f"{where}: connectors.slack.sensitivity: {glob!r} is not a channel glob: "
                "a channel's name or id (family, hr-*, D05ND0002), never a path"
            )
        channels.append((name, n))
    kinds = dict(SlackSensitivity.kinds)
    for key, kind in SLACK_KINDS.items():
        if key in slack:
            n = level(slack[key])
            if n is None:
                raise ConfigError(
                    f"{where}: connectors.slack.{key} must be a level 0..3 or public/normal/private/secret, "
                    f"not {slack[key]!r}"
                )
            kinds[kind] = n
    return SlackSensitivity(SensitivityRules(tuple(channels)), tuple(kinds.items()))
