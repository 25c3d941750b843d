"""Numbers in the ranges regulators keep for films and books, which ``phonenumbers`` holds no one's: a number in one is
written as that country writes its numbers, and is read as a phone (``identity.phone_e164``, ``phone_lines``)."""

from __future__ import annotations

# the ranges regulators keep for films and books, which ``phonenumbers`` holds no one's (Ofcom's 07700 900xxx and
# 01632 960xxx, ComReg's 020 91x xxxx): a number in one is written as that country writes its numbers, and is read
DRAMA_RANGES = ("+447700900", "+441632960", "+3532091")


def drama_number(number) -> bool:
    """Whether a parsed number is a whole number of a range kept for drama (see ``DRAMA_RANGES``; +44 or +353 and
    ten or nine digits)."""
    import phonenumbers

    e164 = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    return e164.startswith(DRAMA_RANGES) and len(e164) == 13  # (each a whole national number: +44 and ten digits)
