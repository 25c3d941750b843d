"""The shapes of a street's line in a sign-off, told by how it ends or opens: a British postcode ending it ("Ridge
Road, East Harptree, Bristol BS40 6BE"), a state and ZIP or a Canadian postal code ("..., Toronto, ON M5H 2Y9"), a
Hebrew street and number with its town ("העצמאות 17, יבנה"), a home's unit first ("Flat G2, Vaigai Apartments"), a
street's name before its number as German writes it ("Weidenhofstraße 9", "Welfenhofer Straße 19", "Am Rebhang 5")."""

from __future__ import annotations

import re

# a street's name, then its number (German, Austrian, Swiss): a street's word ending it, or a preposition opening it
NAME_FIRST = (
    r"(?:(?:Am|An\s+der|Auf\s+der|Im|In\s+der|Zum|Zur|Unter\s+den)\s+[A-ZÄÖÜ][\wäöüß-]*"
    r"|[A-ZÄÖÜ][\wäöüß.-]*(?:straße|strasse|str\.|gasse|weg|allee|damm|platz|ring|ufer|chaussee|steig|pfad)"
    r"|(?:[A-ZÄÖÜ][\wäöüß-]*\s+){1,2}(?:Straße|Strasse|Weg|Allee|Platz|Gasse|Ring|Damm|Ufer))"
    r"\s+\d{1,4}[a-z]?(?:\s*[-/]\s*\d{1,4}[a-z]?)?"
)
UK_POSTCODE_END = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}[ \t]*$")
ENDS_ZIP = re.compile(r"\b[A-Z]{2}\.?,?[ \t]+(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)\s*$")  # ("ON M5H 2Y9")
OTHER_STREET_LINE = re.compile(  # (and a home's unit first: "Flat G2, Vaigai Apartments")
    r"[א-ת][א-ת'\"׳״ -]{1,30}\s\d{1,4}[א-ת]?(?:,\s*[א-ת][א-ת'\"׳״ -]{1,20}){0,2}$"
    r"|(?:Flat|Apt\.?|Apartment|House\s+No\.?|Door\s+No\.?|No\.|#)\s*[\w-]{1,6},\s"
    rf"|{NAME_FIRST}$"
)
