"""Numbers ``phonenumbers`` holds no one's that are read as phones all the same (``identity.phone_e164``,
``phone_lines``): those in the ranges regulators keep for films and books, written as that country writes its numbers,
and those written with their country's code in a range the library does not list."""

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


def written_international(text: str, number) -> bool:
    """A number written with its country's code ("+49 151 555 2093") whose length that country's numbers may have (its
    writer says which country; a range may be newer than the library's, or an invented one a film's)."""
    import phonenumbers

    return (
        text.lstrip().startswith("+")
        and len(str(number.national_number)) >= 7
        and number.country_code != 1  # (North America's numbers are read by their area codes: none of them invented)
        and phonenumbers.is_possible_number_with_reason(number) == phonenumbers.ValidationResult.IS_POSSIBLE
        and phonenumbers.region_code_for_country_code(number.country_code) != "ZZ"
    )


def read_unlisted(text: str, number) -> bool:
    """Whether a number the library holds no one's is read all the same: a drama range's, or one written with its
    country's code (``written_international``)."""
    return drama_number(number) or written_international(text, number)
