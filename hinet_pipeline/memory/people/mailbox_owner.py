"""The persons a mailbox shows as its owner: the addresses one person's own mail is to or from, each named as the
first is ("Mack DW" of "Mack Delgado-Whitfield"; "Tina Nakamura", her married name, of "Tina Dela Cruz"; "Nakamura,
Cristina" at work), for ``people suggest`` to propose together."""

from __future__ import annotations

import re
from collections import Counter

from hinet_pipeline.memory.people.name_forms import spelled
from hinet_pipeline.memory.people.nicknames import first_form as _first


def mailbox_owner(mails: dict[int, set[int]], keys: dict) -> list[int]:
    """The persons a mailbox of one owner's mail shows as its owner: the fewest of them one of whom nearly every mail
    is to or from (each picked in turn for the most mails still unreached), the first in a quarter of them at least,
    each after it named as the first is (its last name, or its initials: "Mack DW"; or its first name with no last
    one). None where they reach fewer than three in five mails (a list's posts need not reach the owner): many
    people's mail, an office's export. ``mails``: each mail's persons; ``keys``: each person's name keys."""
    left, chosen, first = set(mails), [], set()
    while left and len(chosen) < OWNER_ADDRESSES:
        reach = Counter(p for m in left for p in mails[m])
        if chosen:  # (only one named as the first is, not a sister; or by its first name alone where the two are never
            # on one mail, an old mailbox and a new, a married name's: "Tina Dela Cruz" before "Tina Nakamura")
            apart = {p for p in reach if reach[p] >= 3 and sum(chosen[0] in m and p in m for m in mails.values()) <= 1}
            alike = {p for p in reach if any(named_alike(x, y, p in apart) for x in first for y in keys[p])}
            reach = Counter({p: n for p, n in reach.items() if p in alike})
        if not chosen and reach:  # (the first: of those on as many mails, the one whose namesakes reach the most: Mom's
            pid = _first_owner(mails, keys, reach)  # three addresses, not her son's one on as many)
        elif reach:
            pid = max(reach, key=lambda p: (reach[p], -p))
        if not reach or reach[pid] < 2:
            break
        if not chosen and reach[pid] < len(mails) / 4:
            return []
        chosen.append(pid)
        first = keys.get(chosen[0], set())
        left = {m for m in left if pid not in mails[m]}
    if not chosen or len(left) > len(mails) * 0.4:
        return []  # (one address alone may be all of it: a mailbox its owner kept one address for)
    # and the owner's addresses the cover did not need: a work address on a mail or two, its full name ("Ma.
    # Theresa V. Bautista" of "Tess Bautista"), never a namesake by first or last name alone
    on = Counter(p for m in mails.values() for p in m)
    mine = {k for p in chosen for k in keys.get(p, ())}
    return chosen + sorted(
        (p for p in on if p not in chosen and any(named_alike(x, y) for x in mine for y in keys.get(p, ()))),
        key=lambda p: (-on[p], p),
    )


def _first_owner(mails: dict[int, set[int]], keys: dict, reach: Counter) -> int:
    """Of the persons on the most mails (ties, or near them: nine in ten as many), the one whose namesakes' addresses
    (``named_alike``) reach the most mails with theirs."""
    most = max(reach.values())
    tied = [p for p in reach if reach[p] >= 0.9 * most]
    if len(tied) == 1:
        return tied[0]

    def group(p: int) -> int:
        alike = {q for q in reach if q == p or any(named_alike(x, y) for x in keys.get(p, ()) for y in keys.get(q, ()))}
        return sum(1 for m in mails.values() if m & alike)

    return max(tied, key=lambda p: (group(p), reach[p], -p))


OWNER_ADDRESSES = 6
# the Latin letters a name that opens with a Hebrew letter may open with ("יונתן": Yonatan, Jonathan; "אביגיל": Avigail)
_HEBREW_OPENS = {
    "א": "aeiou", "ב": "bv", "ג": "gj", "ד": "d", "ה": "haeiou", "ו": "vwou", "ז": "zj", "ח": "hck", "ט": "t",
    "י": "yjie", "כ": "kc", "ל": "l", "מ": "m", "נ": "n", "ס": "sc", "ע": "aeiou", "פ": "pf", "צ": "tzc", "ק": "kqc",
    "ר": "r", "ש": "s", "ת": "t",
}  # fmt: skip


def named_alike(a: tuple[str, ...], b: tuple[str, ...], apart: bool = False) -> bool:
    """The same last name, or one written as the other's initials ("dw" for "delgado-whitfield"), with the same first
    name or its short form (not a sister's, a father's, a husband's); or the same first name where one has no last
    name."""
    if a[0].isascii() != b[0].isascii():  # one name in two scripts: "יונתן מזרחי" is "Yoni Mizrahi" (not "Noa Mizrahi",
        hebrew, latin = (b, a) if a[0].isascii() else (a, b)  # a wife's: her first name opens with another sound)
        opens = _HEBREW_OPENS.get(hebrew[0][:1], "")
        return len(hebrew) > 1 and len(latin) > 1 and latin[0][:1] in opens and spelled(" ".join(hebrew), latin)
    a, b = (k[1:] if k[0] == "ma" and len(k) > 2 else k for k in (a, b))  # ("Ma. Cristina": Maria Cristina)
    initials = ("".join(w[:1] for w in re.split(r"[-\s]+", a[-1])), "".join(w[:1] for w in re.split(r"[-\s]+", b[-1])))
    short, long = sorted((a[0], b[0]), key=len)  # ("Tina" ends "Cristina"; not "Amir" "Samir")
    first = _first(a[0]) == _first(b[0]) or len(short) >= 3 and len(long) - len(short) >= 2 and long.endswith(short)
    if a[-1] == b[-1] or (len(a[-1]) > 1 and initials[0] == b[-1]) or (len(b[-1]) > 1 and initials[1] == a[-1]):
        return len(a) > 1 and len(b) > 1 and first  # ("Tina" the short form of "Cristina")
    if len(a) > 1 and len(b) > 1 and (a[-1] in b[-1].split("-") or b[-1] in a[-1].split("-")):
        return first  # one of a double-barrelled married name's ("Nakamura" of "Dela Cruz-Nakamura")
    return _first(a[0]) == _first(b[0]) and (len(a) == 1 or len(b) == 1 or apart)
