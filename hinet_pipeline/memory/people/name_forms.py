"""The forms one person's name takes at their several addresses, as ``suggest`` proposes them: a surname and its
double-barrelled married form ("Chi Okonkwo", "Chi Okonkwo-Hale"); one name in Hebrew and in Latin letters ("אמיר
חדאד" at one address, "Amir Haddad" at the others: ``facts.scripts.same_name``), its first name in any of its forms
("יונתן מזרחי", "Yoni Mizrahi"); and a name with the nickname a mail gives it ('Marcus "Mack" Delgado-Whitfield': Mack
Delgado-Whitfield at one address is Marcus Delgado-Whitfield at another)."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Callable, Iterable

from hinet_pipeline.memory.facts.scripts import same_name
from hinet_pipeline.memory.people.nicknames import FIRST_FORM, NICKNAMES, first_form


def first(name: str) -> str:
    return NICKNAMES.get(name, name)  # (one full form per short one: "Steve" ~ "Stephen"; a proposal wants the surer)


def double_barrelled(keys: dict[int, set[tuple[str, ...]]]) -> list[tuple[int, int, str]]:
    """Two persons named alike but for a surname and its one double-barrelled form, a few addresses of each."""
    by: dict[tuple[str, str], set[tuple[int, tuple[str, ...]]]] = defaultdict(set)
    for pid, k in ((pid, k) for pid, ks in keys.items() for k in ks):
        by[(first(k[0]), k[-1].split("-")[0])].add((pid, k))
    out = []
    for held in by.values():
        plain = {pid for pid, k in held if "-" not in k[-1]}
        barrelled = {pid for pid, k in held if "-" in k[-1]}
        forms = {k[-1] for _, k in held if "-" in k[-1]}
        if 1 <= len(plain) <= 3 and len(forms) == 1 and 1 <= len(barrelled) <= 3:  # (one person's addresses)
            for a in sorted(plain):
                for b in sorted(barrelled - {a}):
                    ka, kb = (
                        next(k for p, k in held if p == x and ("-" in k[-1]) == dash) for x, dash in ((a, 0), (b, 1))
                    )
                    out.append((a, b, f"a surname and its double-barrelled form: {' '.join(ka)} / {' '.join(kb)}"))
    return out


def two_scripts(keys: dict[int, set[tuple[str, ...]]]) -> list[tuple[int, int, str]]:
    """Persons named in Hebrew letters and persons named in Latin letters whose names spell the same words, where the
    Latin ones all bear one name (a few addresses of one person, not two people the Hebrew could be either of)."""
    latin = {pid: {k for k in ks if "".join(k).isascii()} for pid, ks in keys.items()}
    out = []
    for a, ks in keys.items():
        hebrew = [" ".join(k) for k in ks if not "".join(k).isascii()]
        if not hebrew or latin[a]:
            continue  # (a person named in both scripts already is one)
        match = {b: kb for b, kb in latin.items() if kb and any(spelled(h, k) for h in hebrew for k in kb)}
        if 1 <= len(match) <= 4 and len({(first_form(k[0]), k[-1]) for kb in match.values() for k in kb}) == 1:
            for b, kb in sorted(match.items()):
                out.append((a, b, f"one name in two scripts: {hebrew[0]} / {' '.join(next(iter(kb)))}"))
    return out


_FORMS_OF: dict[str, set[str]] = defaultdict(set)
for _name, _form in FIRST_FORM.items():
    _FORMS_OF[_form].add(_name)


def spelled(hebrew: str, latin: tuple[str, ...]) -> bool:
    """Whether a name in Hebrew letters spells a Latin one, its first name in any of its forms ("יונתן מזרחי" is
    "Yoni Mizrahi": Yoni is Yonatan)."""
    forms = _FORMS_OF.get(first_form(latin[0]), set()) | {latin[0]}
    return any(same_name(hebrew, " ".join((form, *latin[1:]))) for form in forms)


def declared(
    keys: dict[int, set[tuple[str, ...]]], naming: Callable[[str], Iterable[str]]
) -> list[tuple[int, int, str]]:
    """Persons of one surname, a few, whose first names a mail gives as one name and its nickname ('Marcus "Mack"
    Delgado-Whitfield', "Patricia (Trish) Holloway"); ``naming(surname)``: the texts of the mails the role may see that
    have a quote or a bracket right before that surname."""
    by_last: dict[str, dict[str, set[int]]] = defaultdict(lambda: defaultdict(set))
    for pid, ks in keys.items():
        for k in ks:
            if len(k) == 2 and k[0].isalpha() and len(k[0]) > 1:
                by_last[k[-1]][k[0]].add(pid)
    out = []
    for last, firsts in by_last.items():
        if not 2 <= len(firsts) <= 4 or sum(map(len, firsts.values())) > 8:
            continue  # (one person's several names, not a common surname's many people)
        said = None
        for name, nick in ((a, b) for a in firsts for b in firsts if a != b and first_form(a) != first_form(b)):
            if said is None:
                said = " ".join(naming(last))
            pattern = rf"(?i:\b{re.escape(name)}\s+[\"“(]{re.escape(nick)}[\"”)]\s+{re.escape(last)}\b)"
            if said and re.search(pattern, said):
                for a in sorted(firsts[name]):
                    for b in sorted(firsts[nick] - {a}):
                        shown = f'{name.title()} "{nick.title()}" {last.title()}'
                        out.append((a, b, f"a name and its nickname, as a mail gives it: {shown}"))
    return out
