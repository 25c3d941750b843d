"""Roles: what a caller may retrieve, and the one visibility rule (sensitivity ceiling, sources).

config.toml's ``[roles.NAME]`` tables become these (config_read); ``owner`` always exists and sees
everything."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum


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
