"""Errors a user can cause. Each message says what went wrong, where, and what to do.

The CLI prints ``str(error)`` on one line and exits non-zero; it never shows a traceback for these.
"""

from __future__ import annotations

import errno
import os
import resource


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

    http_status = 503  # the server's state, not the request's fault: answered in one line, never a 500

    def __init__(self, path, problem: str, hint: str | None = None) -> None:
        super().__init__(f"vault {path} {problem}: " + (hint or RESTORE_HINT))
        self.problem = problem


RESTORE_HINT = (
    "it was damaged, not new. Restore your latest backup with `hinet restore BACKUP` (made by "
    "`hinet backup`); or start an empty vault with the same key with `hinet init --new-vault` and "
    "re-ingest the landed batches with `hinet sleep --all`"
)


# SQLite's words for a page it could not read: SQLCipher reports a page whose HMAC fails (a byte
# changed on disk) as one of these, on whatever statement first reads that page
DAMAGE_WORDS = (
    "database disk image is malformed",
    "file is not a database",
    "malformed database schema",
    "database corruption",
)
DAMAGE_HINT = (
    "run `hinet verify` to list what is damaged; restore your latest backup with `hinet restore BACKUP` "
    "(made by `hinet backup`), or start an empty vault with the same key with `hinet init --new-vault` "
    "and re-ingest the landed batches with `hinet sleep --all`"
)


def damage_error(path, exc: BaseException | None = None, *, texts=()) -> "VaultDamagedError | None":
    """The one-line error for a damaged page of the vault at ``path`` that ``exc`` (an SQLite error in
    its chain) or ``texts`` (error messages, e.g. a failed Dagster step's) show; else None."""
    said = [str(t) for t in texts]
    said += [str(e) for e in _chain(exc) if type(e).__module__.split(".")[0] in ("sqlcipher3", "sqlite3")]
    found = next((t for t in said if any(w in t.lower() for w in DAMAGE_WORDS)), None)
    if found is None:
        return None
    return VaultDamagedError(path, f"has a damaged page ({' '.join(found.split())[:120]})", DAMAGE_HINT)


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
    """The vault's vectors are of another embedding model than the reader's (HTTP 503: the
    service must be pointed at the pinned model, or the vault re-embedded)."""

    http_status = 503


class VaultBusyError(HinetError):
    """The vault changed under a long-running reader and could not be read again yet (a rekey in
    another process): HTTP 503, try again."""

    http_status = 503


class ConfigError(HinetError):
    """config.toml is invalid. Over HTTP (a server that reads it again when it changes): 503."""

    http_status = 503


# -- the home's storage: read-only media, a full disk ----------------------------------------------
class ReadOnlyHomeError(HinetError):
    """A command that must write, on a home it cannot write (read-only media, mount or permissions).
    Reading works there: status, verify, query, backup open the vault read-only."""

    def __init__(self, root, what: str, place: str | None = None) -> None:
        super().__init__(
            f"{place} is read-only: {what}"
            if place
            else f"the home {root} is read-only: {what}; remount it read-write (or copy the home to "
            "writable storage and pass --home); reading works as it is: status, verify, query, backup"
        )


class DiskFullError(HinetError):
    """A write failed for want of space (ENOSPC, a quota) or of file size (EFBIG, ``ulimit -f``).
    What committed before stays, whole: SQLite rolls the failed transaction back."""

    def __init__(self, root, what: str, remedy: str = "make room and run it again") -> None:
        super().__init__(
            f"{what}: the command stopped and its unfinished writes were rolled back (the vault is intact); {remedy}"
        )
        self.condition, self.remedy = what, remedy


ROFS_WORDS = ("read-only file system", "readonly database")
FULL_WORDS = ("database or disk is full", "no space left on device", "disk quota exceeded")
FSIZE_WORDS = ("file too large",)
IO_WORDS = ("disk i/o error",)
LOW_SPACE = 64 << 20  # a SQLite "disk I/O error" with less than this free is the full disk's


def _chain(exc: BaseException | None):
    """The exception, its causes and contexts (and a SQLAlchemy error's DBAPI ``orig``), once each."""
    seen: set[int] = set()
    todo = [exc]
    while todo:
        e = todo.pop()
        if e is None or id(e) in seen:
            continue
        seen.add(id(e))
        yield e
        todo += [e.__cause__, e.__context__, getattr(e, "orig", None)]


def _existing(path) -> str:
    """``path`` or its nearest existing parent (a home not created yet lives on its parent's disk)."""
    path = os.path.abspath(os.fspath(path))
    while not os.path.exists(path) and os.path.dirname(path) != path:
        path = os.path.dirname(path)
    return path


def writable(path) -> bool:
    """Whether this process may create files in the folder ``path`` (False on read-only media too)."""
    return os.access(_existing(path), os.W_OK)


def free_bytes(path) -> int:
    st = os.statvfs(_existing(path))
    return (st.f_bfree if os.geteuid() == 0 else st.f_bavail) * st.f_frsize


def file_size_limit() -> int | None:
    """This process's file size limit in bytes (RLIMIT_FSIZE, ``ulimit -f``); None: unlimited."""
    soft, _ = resource.getrlimit(resource.RLIMIT_FSIZE)
    return None if soft == resource.RLIM_INFINITY else soft


def _inside(path: str, root) -> bool:
    root = os.path.abspath(os.fspath(root))
    return os.path.commonpath([os.path.abspath(path), root]) == root


def storage_error(
    root, exc: BaseException | None = None, *, texts=(), command: str = "this command"
) -> HinetError | None:
    """The one-line error for a write the storage refused, or None when ``exc`` (with its causes)
    and ``texts`` (error messages, e.g. from a failed Dagster step) show no such cause. It names the
    home ``root``, or the folder outside it that an OSError names (a backup's destination).

    Read-only: EROFS, SQLite's "readonly database", or permission denied in a folder this process
    cannot write. Full: ENOSPC/EDQUOT, or SQLite's "database or disk is full" with little space
    left. Too large: EFBIG (the file size limit, ``ulimit -f``). SQLite reports a write that failed
    with EFBIG as "disk I/O error": that one is the file size limit when one is set, the full disk
    when little space is left, else not a storage error this can name."""
    errnos: set[int] = set()
    paths: list[str] = []
    words = [str(t).lower() for t in texts]
    for e in _chain(exc):
        if isinstance(e, OSError):
            errnos.add(e.errno or 0)
            paths += [os.fspath(f) for f in (e.filename, e.filename2) if isinstance(f, (str, bytes, os.PathLike))]
        words.append(str(e).lower())
    text = " | ".join(words)
    has = lambda group: any(w in text for w in group)  # noqa: E731
    outside = [p for p in paths if isinstance(p, str) and not _inside(p, root)]
    folder = os.path.dirname(os.path.abspath(outside[0])) if outside and len(outside) == len(paths) else None
    place = f"the folder {folder}" if folder else f"the home {root}"
    where = folder or root
    denied = errnos & {errno.EACCES, errno.EPERM} or "unable to open database file" in text
    if errno.EROFS in errnos or has(ROFS_WORDS) or (denied and not writable(where)):
        return ReadOnlyHomeError(root, f"{command} must write to it", place if folder else None)
    too_big = errno.EFBIG in errnos or has(FSIZE_WORDS)
    full_text, io = has(FULL_WORDS), has(IO_WORDS)
    if not (too_big or full_text or io or errnos & {errno.ENOSPC, errno.EDQUOT}):
        return None
    limit, free = file_size_limit(), free_bytes(where)
    out_of_space = f"{place} is out of space: its filesystem is full ({free:,} bytes free)"
    if errnos & {errno.ENOSPC, errno.EDQUOT} and not too_big:
        return DiskFullError(root, out_of_space)
    if limit is not None:
        return DiskFullError(
            root,
            f"a file in {place} reached this process's file size limit ({limit:,} bytes, `ulimit -f`; "
            f"its filesystem has {free:,} bytes free)",
            "raise the limit (`ulimit -f unlimited`) and run it again",
        )
    if too_big:
        return DiskFullError(root, f"a file in {place} reached the largest size its filesystem allows")
    if free < LOW_SPACE:
        return DiskFullError(root, out_of_space)
    return None
