"""Titles before a name (English and Hebrew honorifics, ranks), and names as the U.S. forces write them: the
directory's "Last, First MI RANK SERVICE [unit] (US)" ("Venkataraman, Rahul V CPT USARMY 509 TSB (US)") and a rank
before a name ("CPT Rahul Venkataraman", "COL Denise Harrington"): the name is the person's, the rank and the
service are not."""

from __future__ import annotations

import re

# a U.S. forces' directory name: "Last, First [MI] [rank] SERVICE [unit] (US)"
_SERVICE = re.compile(
    r"([^,]+,\s+[A-Z][\w'-]+(?:\s+[A-Z]\.?)?)(?:\s+[A-Z0-9]{2,4})?\s+(?:USARMY|USN|USAF|USMC|USCG|USSF|ARNG|USAR|ANG)\b"
)
# a rank before a name (the name's words after it): "CPT Rahul Venkataraman", "Capt Jane Q Doe"; not "Col Sanders"
RANK = re.compile(
    r"(?:PVT|PFC|SPC|CPL|SGT|SSG|SFC|MSG|1SG|SGM|CSM|SMA|WO1|CW[2-5]|2LT|1LT|CPT|MAJ|LTC|COL|BG|MG|LTG|GEN|LCDR|CDR"
    r"|CAPT|ENS|ADM|RADM|VADM|SSgt|GySgt|MSgt|Capt|Maj|LtCol|Col)\.?\s+(?=[A-Z][a-z]+(?:\s+[A-Z]\.?)*\s+[A-Z][a-z])"
)


def without_rank(name: str) -> str:
    """``name`` (a display name, cleaned) without the directory's rank and service after it, or a rank before it."""
    if "US" in name and (m := _SERVICE.match(name)):
        return m.group(1)  # "Venkataraman, Rahul V CPT USARMY 509 TSB (US)": "Venkataraman, Rahul V"
    if name[:1].isupper() and (m := RANK.match(name)):
        return name[m.end() :]  # "CPT Rahul Venkataraman", "MAJ Rahul V. Venkataraman"
    return name


# titles and ranks before a name (one or two): "Dr. Alan Brooks", "Prof. Dr. H. Albers", "SPC Ryan J. Hoekstra", "Sgt.
# Ana Ruiz", the Royal Navy's and the RAF's: "Lt Cdr O. Pryce-Llewellyn RN", "Wg Cdr X" (not "Col", "Brig": Colin's and
# Brigid's names)
HONORIFICS = (
    "Dr Prof Professor Chef Mr Mrs Ms Mx Rev Sgt Cpl Pvt Capt Lt Maj PFC SPC SGT SSG SFC CPL PVT CPT MAJ LTC COL "
    "Cdr Cdre Sqn Wg Flt Gp Ldr Surg LCDR CDR CAPT"
).split()

# a Hebrew title before a name, its gershayim or geresh as typed: ד"ר, פרופ', גב', עו"ד, רו"ח, הרב (a pattern's part)
HE_TITLE = r"(?:ד[\"״]ר|דר['׳]|פרופ(?:['׳]|סור)|גב['׳]|גברת|מר|עו[\"״]ד|רו[\"״]ח|הרב|הרבנית)"

# the U.S. Army's ranks by their abbreviations, as a title names them ("SSG Daniel Delgado": a Staff Sergeant)
ARMY_RANK_NAMES = {
    "PVT": "Private",
    "PFC": "Private First Class",
    "SPC": "Specialist",
    "CPL": "Corporal",
    "SGT": "Sergeant",
    "SSG": "Staff Sergeant",
    "SFC": "Sergeant First Class",
    "MSG": "Master Sergeant",
    "1SG": "First Sergeant",
    "SGM": "Sergeant Major",
    "CSM": "Command Sergeant Major",
    "2LT": "Second Lieutenant",
    "1LT": "First Lieutenant",
    "CPT": "Captain",
    "MAJ": "Major",
    "LTC": "Lieutenant Colonel",
    "COL": "Colonel",
}
