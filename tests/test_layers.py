"""The layering rule (README, Architecture): the core — every module of hinet_pipeline/ except its
face (the CLI, definitions.py and the in-process runner) — imports neither Dagster nor the layers
built on it (assets/, resources/, sensors/, query_service/), nor the face itself; the query
service (query_service/) reads through the core and imports none of the sleep cycle's layers
(assets/, sensors/, resources/)."""

from __future__ import annotations

import ast
from pathlib import Path

from .conftest import REPO

CORE = REPO / "hinet_pipeline"
FACE = {"cli", "definitions", "runner"}  # hinet_pipeline.<name>: module or package
ABOVE = {"dagster", "dagster_webserver", "assets", "resources", "sensors", "query_service"}
QUERY_SERVICE = REPO / "query_service"
SLEEP_CYCLE = {"assets", "resources", "sensors"}  # what the query service never imports


def core_modules() -> list[Path]:
    return [p for p in CORE.rglob("*.py") if p.relative_to(CORE).parts[0].removesuffix(".py") not in FACE]


def imported(source: str, package: list[str]) -> set[str]:
    """Absolute names a module imports (relative imports resolved against its package)."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            names.add(module)
            names |= {f"{module}.{a.name}" for a in node.names}  # `from . import cli`
    return names


def violations(source: str, package: list[str]) -> list[str]:
    bad = []
    for name in sorted(imported(source, package)):
        parts = name.split(".")
        if parts[0] in ABOVE or (parts[0] == "hinet_pipeline" and len(parts) > 1 and parts[1] in FACE):
            bad.append(name)
    return bad


def service_violations(source: str, package: list[str]) -> list[str]:
    """What a query_service module imports of the sleep cycle's layers (assets, sensors, resources)."""
    return [name for name in sorted(imported(source, package)) if name.split(".")[0] in SLEEP_CYCLE]


def test_the_core_imports_no_layer_above_it():
    modules = core_modules()
    assert len(modules) > 20 and not any(p.stem in FACE for p in modules)
    found = {
        str(p.relative_to(REPO)): v
        for p in modules
        if (v := violations(p.read_text(encoding="utf-8"), ["hinet_pipeline", *p.relative_to(CORE).parent.parts]))
    }
    assert found == {}, f"core modules importing a layer above them: {found}"


def test_personalize_is_core():
    assert CORE / "read" / "personalize.py" in core_modules()


def test_the_query_service_imports_no_sleep_cycle_layer():
    modules = list(QUERY_SERVICE.rglob("*.py"))
    assert {"service.py", "http.py", "mcp_server.py", "chat.py"} <= {p.name for p in modules}
    found = {}
    for p in modules:
        package = ["query_service", *p.relative_to(QUERY_SERVICE).parent.parts]
        if v := service_violations(p.read_text(encoding="utf-8"), package):
            found[str(p.relative_to(REPO))] = v
    assert found == {}, f"query_service modules importing the sleep cycle's layers: {found}"
    source = "from assets.eval_gate import x\nimport resources\nfrom hinet_pipeline.read.retrieval import Retriever\n"
    assert service_violations(source, ["query_service"]) == ["assets.eval_gate", "assets.eval_gate.x", "resources"]


def test_the_rule_catches_what_it_is_meant_to():
    """The walker itself: absolute, relative and lazy (in-function) imports of a layer above are found."""
    source = (
        "import os\nfrom ..runner import run_sleep\nfrom .. import cli\nfrom . import mail\n\ndef f():\n"
        "    import dagster\n    from query_service.service import QueryService\n"
    )
    assert violations(source, ["hinet_pipeline", "connectors"]) == [
        "dagster",
        "hinet_pipeline.cli",
        "hinet_pipeline.runner",
        "hinet_pipeline.runner.run_sleep",
        "query_service.service",
        "query_service.service.QueryService",
    ]


# -- the core's parts (README, path table): the pipeline's order, bottom to top --------------------------
# A part may import the parts below it and the foundation (the core's modules outside any part:
# records, config, roles, errors, time and text helpers, stage plumbing, durable files, locks); never a
# part above it. Two imports against the order are stated here, each with its reason:
PARTS = ["store", "intake", "index", "memory", "read"]
EXCEPTIONS = {
    # participants are parsed once, by the person rule, as the connectors read a mail's headers
    ("intake", "hinet_pipeline.memory.people.identity"),
    # migration v9 classified the identities a vault already held with the live classifier
    ("store", "hinet_pipeline.memory.people.kinds"),
}
ABOVE_ALL = {"demo"}  # the demo's body: it runs every part, as the face does


def part_of(path: Path) -> str | None:
    top = path.relative_to(CORE).parts[0].removesuffix(".py")
    return top if top in PARTS else None


def _runtime(source: str) -> str:
    """``source`` without its ``if TYPE_CHECKING:`` blocks: names for annotations only, no dependency."""
    tree = ast.parse(source)
    tree.body = [n for n in tree.body if not (isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING")]
    return ast.unparse(tree)


def part_violations(modules: list[tuple[Path, str]]) -> dict[str, list[str]]:
    """Imports of a part above each module's own part, per module (``modules``: path and source)."""
    found: dict[str, list[str]] = {}
    for p, source in modules:
        rel = p.relative_to(CORE)
        if rel.parts[0].removesuffix(".py") in ABOVE_ALL:
            continue
        mine = part_of(p)
        rank = PARTS.index(mine) if mine else -1  # the foundation sits below every part
        for name in sorted(imported(_runtime(source), ["hinet_pipeline", *rel.parent.parts])):
            parts = name.split(".")
            if parts[0] != "hinet_pipeline" or len(parts) < 2 or parts[1] not in PARTS:
                continue
            if PARTS.index(parts[1]) > rank and not any(
                mine == part and (name == target or name.startswith(target + ".")) for part, target in EXCEPTIONS
            ):
                found.setdefault(str(p.relative_to(REPO)), []).append(name)
    return found


def test_each_part_of_the_core_imports_only_the_parts_below_it():
    modules = [(p, p.read_text(encoding="utf-8")) for p in core_modules()]
    assert {part_of(p) for p, _ in modules} >= set(PARTS)
    assert part_violations(modules) == {}


def test_the_part_rule_catches_an_import_upward():
    """The walker on sources written for the purpose: the store reaching up into retrieval, the
    foundation into the store, an index module into people (lazily) fail; the stated exception and
    a downward import pass."""
    store, index = CORE / "store" / "x.py", CORE / "index" / "x.py"
    cases = [
        (store, "from ..read.retrieval import Retriever\n"),
        (CORE / "records.py", "from .store.vault import Vault\n"),
        (index, "def f():\n    from hinet_pipeline.memory.people import resolve\n"),
        (store, "from hinet_pipeline.memory.people.kinds import classify\n"),
        (index, "from ..store.vault import Vault\n"),
    ]
    assert part_violations(cases) == {
        "hinet_pipeline/store/x.py": ["hinet_pipeline.read.retrieval", "hinet_pipeline.read.retrieval.Retriever"],
        "hinet_pipeline/records.py": ["hinet_pipeline.store.vault", "hinet_pipeline.store.vault.Vault"],
        "hinet_pipeline/index/x.py": ["hinet_pipeline.memory.people", "hinet_pipeline.memory.people.resolve"],
    }


def test_the_readme_path_table_names_every_module():
    """The README's path table is complete: every module of the runtime packages is named in it
    (by its file name, in the row of its folder or its package's), so a newcomer finds where each
    concept lives; the sample corpus is data, not code."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    table = readme[readme.index("| path |") :] if "| path |" in readme else readme
    packages = ["hinet_pipeline", "query_service", "assets", "resources", "sensors"]
    missing = [
        str(p.relative_to(REPO))
        for pkg in packages
        for p in sorted((REPO / pkg).rglob("*.py"))
        if p.name != "__init__.py" and "sample_corpus" not in p.parts and f"`{p.name}`" not in table
    ]
    assert not missing, f"not in the README's path table: {missing}"
