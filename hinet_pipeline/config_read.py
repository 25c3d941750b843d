"""config.toml read and validated into a config.Settings: every bad value is one ConfigError naming
its key. A setting left out takes its default from config.DEFAULTS, which reads it off the
dataclasses (Settings, Owner, Chat, Role): no default is written here."""

from __future__ import annotations

import tomllib
from pathlib import Path

from hinet_pipeline.config import (
    DEFAULTS,
    EMBEDDER_BACKENDS,
    MAX_ANSWER_TOKENS,
    MIN_ANSWER_TOKENS,
    Chat,
    Owner,
    Settings,
    is_loopback,
)
from hinet_pipeline.errors import ConfigError
from hinet_pipeline.roles import Role, Sensitivity


def read_settings(path: Path) -> Settings:
    """``path`` (a home's config.toml; absent: every default), validated."""
    data: dict = {}
    if path.exists():
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as e:
            raise ConfigError(f"{path}: {e}") from None
    where = str(path)
    vault, embedder, evals = (_table(data, k, where) for k in ("vault", "embedder", "eval"))
    owner, facts, people = (_table(data, k, where) for k in ("owner", "facts", "people"))
    query = _table(data, "query", where)
    texts = lambda v: isinstance(v, list) and all(isinstance(x, str) and x for x in v)  # noqa: E731
    backends = " or ".join(f'"{b}"' for b in EMBEDDER_BACKENDS)
    who = Owner(
        name=_value(owner, "owner.name", str, where, bool, "a name"),
        identifiers=tuple(_value(owner, "owner.identifiers", list, where, texts, "a list of addresses")),
        region=_value(owner, "owner.region", str, where, lambda v: len(v) == 2, "a two-letter region"),
    )
    precedence = _value(facts, "facts.precedence", list, where, texts, "a list of sources")
    llm = _value(
        facts,
        "facts.llm",
        (bool, str),
        where,
        lambda v: isinstance(v, bool) or bool(v.strip()),
        "an MLX model folder, true ($HINET_LLM_DIR) or false",
    )
    from hinet_pipeline.pathrules import notes_sensitivity, slack_sensitivity

    connectors = _table(data, "connectors", where)
    return Settings(
        roles=_roles(_table(data, "roles", where), where),
        cache_mb=_value(vault, "vault.cache_mb", int, where, lambda v: v >= 8, "an integer of MiB, at least 8"),
        embedder_backend=_value(embedder, "embedder.backend", str, where, EMBEDDER_BACKENDS.__contains__, backends),
        embedder_model=_value(embedder, "embedder.model", str, where, bool, "a model folder or id"),
        eval_max_drop=float(
            _value(evals, "eval.max_recall_drop", (int, float), where, lambda v: 0 <= v <= 1, "a number 0..1")
        ),
        eval_facts=_value(evals, "eval.facts", str, where, lambda v: bool(v.strip()), "a gold facts file"),
        owner=who,
        # an empty list keeps the default order
        fact_precedence=tuple(precedence) or tuple(DEFAULTS["facts.precedence"]),
        facts_llm=llm.strip() if isinstance(llm, str) else llm,
        chat=_chat(_table(data, "chat", where), where),
        notes_sensitivity=notes_sensitivity(connectors, where),
        slack_sensitivity=slack_sensitivity(connectors, where),
        people_auto_merge=_value(people, "people.auto_merge", bool, where, lambda v: True, "true or false"),
        answer_tokens=_value(
            query,
            "query.answer_tokens",
            int,
            where,
            lambda v: MIN_ANSWER_TOKENS <= v <= MAX_ANSWER_TOKENS,
            f"an integer of tokens, {MIN_ANSWER_TOKENS}..{MAX_ANSWER_TOKENS}",
        ),
    )


def _roles(table: dict, where: str) -> dict[str, Role]:
    roles = {"owner": Role("owner", Sensitivity.SECRET, None)}
    for name, spec in table.items():
        if not isinstance(spec, dict):
            raise ConfigError(f"{where}: roles.{name} must be a table ([roles.{name}])")
        if name == "owner":
            continue  # the owner's reach cannot be narrowed by a config edit
        ceiling = spec.get("ceiling", DEFAULTS["roles.*.ceiling"])
        if isinstance(ceiling, bool) or not isinstance(ceiling, int) or not 0 <= ceiling <= 3:
            raise ConfigError(f"{where}: roles.{name}.ceiling must be an integer 0..3, not {ceiling!r}")
        sources = spec.get("sources", DEFAULTS["roles.*.sources"])
        if sources is not None and (
            not isinstance(sources, list) or not all(isinstance(x, str) and x for x in sources)
        ):
            raise ConfigError(
                f'{where}: roles.{name}.sources must be a list of genres, e.g. ["mail", "chat"], not {sources!r}'
            )
        roles[name] = Role(name, ceiling, tuple(sources) if sources is not None else None)
    return roles


def _chat(table: dict, where: str) -> Chat:
    url = _value(
        table,
        "chat.upstream",
        str,
        where,
        lambda v: v.startswith(("http://", "https://")) and len(v) > 8,
        'the base URL of an OpenAI-compatible server, e.g. "http://127.0.0.1:8080/v1"',
    )
    remote = _value(table, "chat.allow_remote", bool, where, lambda v: True, "true or false")
    if url and not remote and not _loopback_url(url):
        raise ConfigError(
            f"{where}: chat.upstream {url!r} is not on this machine: the chat seam sends your memory there; "
            "set chat.allow_remote = true to allow it"
        )
    return Chat(
        upstream=url.rstrip("/") if url else None,
        model=_value(table, "chat.model", str, where, bool, "a model name"),
        api_key_env=_value(table, "chat.api_key_env", str, where, bool, "an environment variable's name"),
        timeout_s=float(
            _value(table, "chat.timeout_s", (int, float), where, lambda v: 0 < v <= 3600, "seconds, over 0, up to 3600")
        ),
        k=_value(table, "chat.k", int, where, lambda v: 1 <= v <= 50, "an integer 1..50"),
        allow_remote=remote,
    )


def _loopback_url(url: str) -> bool:
    from urllib.parse import urlsplit

    return is_loopback(urlsplit(url).hostname or "")


def _table(data: dict, key: str, where: str) -> dict:
    value = data.get(key, {})
    if not isinstance(value, dict):
        raise ConfigError(f"{where}: {key} must be a table ([{key}]), not {value!r}")
    return value


def _value(table: dict, name: str, kind, where: str, ok, expected: str):
    """One setting: absent → its default (DEFAULTS[name]); the wrong type or range → a ConfigError
    naming the key."""
    key = name.split(".", 1)[1]
    if key not in table:
        return DEFAULTS[name]
    value = table[key]
    if (isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,))) or (
        not isinstance(value, kind) or not ok(value)
    ):
        raise ConfigError(f"{where}: {name} must be {expected}, not {value!r}")
    return value
