"""Which script a name or a line is written in: a person's or a firm's name written twice, in Latin letters and in
Hebrew ("Noa Ben-Ami" and "נועה בן-עמי", "Studio Tzafon | סטודיו צפון"), is one name, not two that share no word."""

from __future__ import annotations

from typing import Iterable


def one_script(texts: Iterable[str]) -> bool:
    """Whether ``texts`` are all written in one script: all ASCII, or none."""
    return len({t.isascii() for t in texts}) <= 1
