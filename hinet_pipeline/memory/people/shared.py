"""Whether one address is shared: its display names are two people's ("Front Desk" aside, "Mary Lee" signing on
"jsmith@"), not one person's many ("Tina", "Tina DC", "Ma. Cristina Dela Cruz" on tina.delacruz84@: a nickname, a
married name, initials, as one's own mailbox shows them)."""

from __future__ import annotations

from hinet_pipeline.memory.facts.scripts import one_script
from hinet_pipeline.memory.people.identity import name_key, name_tokens


def two_people(names: dict[str, int], value: str = "") -> bool:
    """One address under the names of two different people: no word in common but initials, nor one a short form of
    the other's ("Tina", "Cristina"), nor both spelled by the address ("Tina DC" and "Ma. Cristina Dela Cruz" of
    tina.delacruz84@: one owner's names)."""
    named = [n for n in names if name_key(n)]
    if len(named) < 2:
        return False
    local = value.split("@")[0].casefold()
    people = [set(t for t in name_tokens(n) if len(t) > 1) for n in named]
    people = [p for p in people if p]
    for i, a in enumerate(people):
        for b in people[i + 1 :]:
            if a & b or not one_script((*a, *b)):  # ("Noa Ben-Ami" and "נועה בן-עמי": one name, two scripts)
                continue
            if any(len(x) >= 3 and len(y) >= 3 and (x.endswith(y) or y.endswith(x)) for x in a for y in b):
                continue  # a short form: "Tina" of "Cristina"
            if local and all(any(len(t) >= 3 and t in local for t in p) for p in (a, b)):
                continue
            return True
    return False
