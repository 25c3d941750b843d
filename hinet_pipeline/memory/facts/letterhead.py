"""A letter's own letterhead: the writer's address, and their number, on the lines a letter opens with, over its
date and its greeting, as people who learned to write letters on paper still write them in mail ("42 Brackenhurst
Road\nSheffield\nS11 7QD\nTel. 0114 496 0382\n\n9th June 2013\n\nDear Andrew,"): the writer's home and number. Not
an inside address (a block that opens with a name: ``letters.inside_address``), nor lines of prose."""

from __future__ import annotations

import re

from hinet_pipeline.memory.facts.address import city_of, read_address
from hinet_pipeline.memory.facts.dates import DATE_PHRASE
from hinet_pipeline.memory.facts.phone_lines import phones_on_line

_REACH = 400  # characters from the top of the writer's text: where a letterhead stands
_GREETING = re.compile(r"[ \t]*(?:Dear(?:est)?|Hi|Hello|Hiya|My\s+dear)\b[^\n]{0,40}$", re.M)
_NUMBER_LINE = re.compile(r"[ \t]*(?:Tel|Telephone|Phone|Ph|Mob|Mobile|Cell|Home)\b\.?[ \t]*(?:no\.?)?[ \t]*:?", re.I)
_POSTCODE_ALONE = re.compile(r"[A-Z]{1,2}\d[A-Z\d]?[ \t]*\d[A-Z]{2}|\d{4,5}(?:-\d{4})?|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d")


def letterhead(text: str, start: int, end: int, region: str) -> list[tuple[str, str, tuple[int, int]]]:
    """(predicate, object, span) of the address, its town and the numbers a letterhead at ``start`` gives: a first
    paragraph of two to seven short lines, a street's number among them, with no more than a date line between it
    and the greeting."""
    head = text[start : min(end, start + _REACH)]
    top = len(head) - len(head.lstrip(" \t\n"))
    stop = head.find("\n\n", top)
    if stop < 0 or not (greeting := _GREETING.search(head, stop)):
        return []
    between = head[stop : greeting.start()].strip()
    if between and not ((day := DATE_PHRASE.search(between)) and day.group().strip() == between):
        return []  # (the greeting right under it, or a date line alone between)
    lines = head[top:stop].split("\n")
    if not 2 <= len(lines) <= 7 or any(len(x.strip()) > 60 or x.rstrip().endswith((".", "!", "?")) for x in lines):
        return []
    found, kept, at = [], [], start + top
    for line in lines:
        if _NUMBER_LINE.match(line):
            found += [
                ("phone", n, (at, at + len(line))) for n, kind, *_ in phones_on_line(line, region) if kind != "no"
            ]
        elif _POSTCODE_ALONE.fullmatch(line.strip()) and kept:
            kept[-1] += " " + line.strip()  # "Sheffield\nS11 7QD": its town's postcode
        elif line.strip():
            kept.append(line.strip().rstrip(","))
        at += len(line) + 1
    joined = ", ".join(kept)
    if not any(c.isdigit() for c in joined) or not (got := read_address(joined, 0)) or got[1] < len(joined) - 12:
        return []  # (an address of its lines, whole, or no letterhead)
    span = (start + top, start + stop)
    found.insert(0, ("address", got[0], span))
    if town := city_of(got[0], ""):
        found.insert(1, ("lives_in", town, span))
    return found
