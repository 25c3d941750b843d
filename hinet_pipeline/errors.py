"""Errors a user can cause. Each message says what went wrong, where, and what to do.

The CLI prints ``str(error)`` on one line and exits non-zero; it never shows a traceback for these.
"""

from __future__ import annotations


class HinetError(Exception):
    """Base class: a problem the user can act on. Over HTTP a HinetError is the server's state
    (a missing vault, a model pin mismatch): 500 unless a subclass says it is the request's fault."""

    exit_code = 1
    http_status = 500


class QueryError(HinetError):
    """A bad query or filter in a request: the caller's to fix (HTTP 400)."""

    http_status = 400


class LLMUnavailable(HinetError):
    """No local LLM could be loaded (HINET_LLM_DIR, the mlx extra): HTTP 503."""

    http_status = 503


class EmbedderUnavailable(HinetError):
    """The embedding model could not be loaded: HTTP 503."""

    http_status = 503


class VaultMissingError(HinetError):
    def __init__(self, path) -> None:
        super().__init__(f"no vault at {path}: run `hinet init` first (or pass --home DIR)")


class VaultExistsError(HinetError):
    def __init__(self, path) -> None:
        super().__init__(f"a vault already exists at {path}: refusing to overwrite it")


class NoKeyError(HinetError):
    def __init__(self, path, key_file) -> None:
        super().__init__(f"no key for vault {path}: set HINET_VAULT_KEY or restore {key_file}")


class WrongKeyError(HinetError):
    def __init__(self, path, origin: str) -> None:
        super().__init__(
            f"cannot open vault {path}: the key from {origin} is wrong or the file is not a "
            "HiNet vault; check HINET_VAULT_KEY / the key file (the vault was not modified)"
        )


class VaultDamagedError(HinetError):
    """The vault file is empty, truncated, unreadable or holds no HiNet schema: never replaced silently."""

    def __init__(self, path, problem: str, hint: str | None = None) -> None:
        super().__init__(f"vault {path} {problem}: " + (hint or RESTORE_HINT))
        self.problem = problem


RESTORE_HINT = (
    "it was damaged, not new. Restore your latest backup with `hinet restore BACKUP` (made by "
    "`hinet backup`); or start an empty vault with the same key with `hinet init --new-vault` and "
    "re-ingest the landed batches with `hinet sleep --all`"
)


class BatchUnreadableError(HinetError):
    """A landing batch that cannot be opened or read: the sleep cycle sets it aside."""

    def __init__(self, path, reason: str) -> None:
        super().__init__(f"batch {path}: {reason}")
        self.path = path
        self.reason = reason


class RekeyInterruptedError(HinetError):
    """A rekey was interrupted and cannot be finished automatically (keys from the environment)."""


class InvalidItemError(HinetError):
    """A record that does not satisfy the landing contract; the caller quarantines it."""


class ModelPinError(HinetError):
    pass


class ConfigError(HinetError):
    pass
