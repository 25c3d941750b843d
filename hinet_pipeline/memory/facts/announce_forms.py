"""The constructions an announcement about a named person is said in ("Jane Doe has joined Enron as Director", "X has
been named CFO", "X will report to Y", "X will lead our QA team as QA Team Lead"), each with the verb it is tried
around, the words it needs and how far past its verb it may end; and the cheap test a text must pass first (read by
``announcements``)."""

from __future__ import annotations

import re
from typing import NamedTuple

from hinet_pipeline.memory.facts.named import CREDENTIALS, PERSON_NAME

# an aside about them between a name and its verb: "X, who has been with the firm since 1992, will become ...",
# "X (who came to us from Ropes & Gray in 1992) will join", "X, formerly of Ropes & Gray, will join", "X, our new
# associate, will join" (its own days are no day of what follows)
ASIDE = (
    r"(?P<aside>,\s+(?:who\s+(?:has|had|is|was|joined|came|comes|spent)|whom|formerly\s+(?:of|with|at)|previously\s+"
    r"(?:of|with|at)|our\s+new|a\s+new)\s+[^,;.()\n]{2,80}(?=,)|\s+\((?:who|whom|formerly|previously|ext\.?|x)"
    r"[^()\n]{1,80}\))?"
)
_HONORIFIC = r"(?:(?:Dr|Mr|Mrs|Ms|Prof|Rev)\.?[ \t]+)?"  # ("the appointment of Dr. Ikenna Obi as principal")
UNIT = r"(?:[A-Z][\w&-]*\s+){0,3}(?:team|group|lab|company|firm)"  # one of the writer's: "our Payments team"
# a public office before a name: a bulletin's news of a public figure ("congratulates Judge X on her appointment as Y")
_PUBLIC = r"(?:Judge|Justice|Senator|Minister|President|Mayor|Governor|Bishop|Ambassador|Councillor|Sir|Dame|Lord)\b"


# what makes a post said ahead no job: a stand-in's, for a while, a club's or a team's seat, a hope
_NO_POST = (
    r"\b(?:while|until|only|pending|interim|acting|absence|dreams?|never|committee|club|volunteer|charity|softball|quiz"
    r"|prayer|HOA|association|league|fantasy|their|competitors?)\b"
)


# an appointment not made ("rejected / tabled / may approve / opposed the appointment of X as Y"), or a seat, not a post
UNDONE = re.compile(
    r"\b(?:reject\w*|oppos\w*|tabled?|vote\w*|may|might|could|would|consider\w*|propos\w*|rescind\w*"
    r"|block\w*|postpon\w*|against)\b(?:\s+\w+){0,3}\s*$"
)
SEAT = re.compile(r"\b(?:volunteer|trustee|booster|[Ff]oundation|[Aa]ssociation|PTA|HOA)\b")


class Form(NamedTuple):
    pattern: re.Pattern
    kind: str  # "join", "named" or "report"
    verb: re.Pattern  # its verb: the pattern is tried around each one
    words: tuple[str, ...]  # one of them is in every text it matches (a test at C speed first)
    ahead: int  # how far past its verb a match may end: the name before it, or (who named whom) after it


FORMS = (
    # "X has joined Enron (North America) (as Director)", "X joined us as ..."
    Form(
        re.compile(rf"{PERSON_NAME}{CREDENTIALS}(?:\s+\([^()\n]{{1,60}}\))?,?\s+(?P<who>who\s+)?(?:has\s+|have\s+|recently\s+|just\s+)*join(?:ed|s)\s+"
                   rf"(?:us\s+(?:here\s+at\s+)?|our\s+{UNIT}\s+|the\s+(?:team|lab|company|firm)\s+)?"),
        "join",
        re.compile(r"\bjoin(?:ed|s)\b"),
        ("joined", "joins"),
        30,
    ),
    # one a welcome introduces, who started (with us) as ...: "Ms Adwoa Sarpong, who started today as Finance Officer"
    Form(
        re.compile(rf"{PERSON_NAME}{CREDENTIALS}(?:\s+\([^()\n]{{1,60}}\))?,\s+(?P<who>who\s+)(?:has\s+|just\s+|recently\s+)*"
                   r"start(?:ed|s)\s+(?:with\s+us\s+|here\s+)?(?=(?:today|yesterday|this\s+(?:week|morning)|last\s+week"
                   r"|(?:on\s+)?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|on\s+(?:the\s+)?\d)\b[^.!?\n]{0,30}?\bas\s)"),
        "join",
        re.compile(r"\bstart(?:ed|s)\b"),
        ("started", "starts"),
        30,
    ),
    # "X has been named / appointed / promoted to CFO (of Y)", "X will be named ..."
    # ("Tom Brennan, currently Treasurer, has been named ...": with what they are now between)
    # (and an aside about them: "X, who has been with the firm since 1992, will become Chair of ...")
    Form(
        re.compile(rf"{PERSON_NAME}{CREDENTIALS}{ASIDE}"
                   r"(?:,\s+(?:(?P<now>currently|now)|formerly|most\s+recently)\s+"
                   # (a title with its field: "formerly Senior Manager, Oil & Gas Banking, is promoted to ...")
                   r"(?P<was>[^,;.\n]{2,90}(?:,\s+[A-Z][^,;.\n]{1,60}(?=,\s+(?:is|was|has|will)\s))?),)?,?\s+(?:who\s+)?"
                   # (a move first: "X, who has led Coburg, is relocating to Geelong and will take over as")
                   r"(?:is\s+(?:relocating|moving)\s+to\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?\s+and\s+)?"
                   r"(?:(?:has\s+been|have\s+been|was|is|is\s+being|will\s+be|has\s+officially\s+been)\s+"
                   r"(?:named|appointed|promoted\s+to|elected|hired\s+as|selected\s+as|chosen\s+as)"
                   r"|has\s+agreed\s+to\s+serve\s+as|will\s+serve\s+as|has\s+accepted\s+the\s+(?:position|role)\s+of"
                   r"|will\s+become|has\s+become|(?:will|is\s+to)\s+take\s+over|takes\s+over|took\s+over|has\s+taken\s+over"
                   r"|(?:is|will\s+be)\s+stepping\s+(?:up\s+)?into\s+(?:the|a)(?:\s+new)?(?:\s+role\s+of)?)\s+(?:as\s+)?"),
        "named",
        re.compile(
            r"\b(?:named|appointed|promoted|elected|hired|selected|chosen|serve\s+as|accepted|become|stepping|take\s+over"
            r"|takes\s+over|took\s+over|taken\s+over)\b"
        ),
        (*"named appointed promoted elected hired selected chosen serve accepted become stepping".split(), "over as"),
        30,
    ),
    # "X will be General Manager of our Brantwood location, effective Tuesday the 3rd": a post with its start said
    # (not a stand-in's, not a club's seat)
    Form(
        re.compile(rf"{PERSON_NAME}{CREDENTIALS}{ASIDE},?\s+will\s+be\s+(?:our\s+|the\s+)?(?:new\s+)?"
                   rf"(?=[A-Z](?:(?!{_NO_POST})[^.!?\n]){{0,80}}?,?\s+(?:effective|starting|beginning)\s(?![^.!?\n]*{_NO_POST}))"),
        "named",
        re.compile(r"\bwill\s+be\b"),
        ("effective", "starting", "beginning"),
        120,
    ),
    # "Shira Peretz will lead our QA team as QA Team Lead, effective August 1": the team's post, the writer's firm
    Form(
        re.compile(rf"{PERSON_NAME}{CREDENTIALS}{ASIDE},?\s+will\s+(?:now\s+)?(?:lead|head|run)\s+(?:our|the)\s+"
                   rf"(?:(?!{_NO_POST})[\w&-]+\s+){{1,3}}?(?:team|group|department|unit|lab)\s+(?=as\s(?![^.!?\n]*{_NO_POST}))"),
        "join",
        re.compile(r"\bwill\s+(?:now\s+)?(?:lead|head|run)\b"),
        ("lead", "head", "run"),
        60,
    ),
    # "(we) announced the appointment of X as Y's CFO", "welcome X as our new CFO", "the Board has
    # approved X as interim CEO"
    Form(
        re.compile(rf"\b(?:appointment|promotion|hiring|election|welcome|approved)\s+(?:of\s+)?{_HONORIFIC}{PERSON_NAME}\s+"
                   r"(?:as|to)\s+"),
        "named",
        re.compile(r"\b(?:appointment|promotion|hiring|election|welcome|approved)\b"),
        ("appointment", "promotion", "hiring", "election", "welcome", "approved"),
        30,
    ),
    # "Please join me in congratulating X on his promotion to Principal Engineer, effective March 1!"
    Form(
        re.compile(rf"\bcongratulat(?:e|es|ed|ing)\s+(?!{_PUBLIC}){_HONORIFIC}{PERSON_NAME}\s+on\s+(?:his|her|their)\s+"
                   r"(?:well[-\s]deserved\s+|recent\s+)?(?:promotion|appointment)\s+(?:to|as)\s+(?:the\s+)?"),
        "named",
        re.compile(r"\bcongratulat\w*\b"),
        ("congratulat",),
        90,
    ),
    # "X will join Enron as Director", "welcoming X, who will be joining us on April 3 as HR Generalist"
    Form(
        re.compile(rf"{PERSON_NAME}{CREDENTIALS}{ASIDE}(?:,\s+who|,)?\s+will\s+(?:be\s+)?join(?:ing)?\s+"
                   r"(?:us\s+|our\s+team\s+)?"),
        "join",
        re.compile(r"\bjoin(?:ing)?\b"),
        ("join",),
        30,
    ),
    # "X will (now) report to Y", "X now reports to Y", "X, who will report to Y"
    # "X will manage the Y team and will report directly to Z"
    # "X and the Power Structuring group will report to Z": X, and their group with them
    Form(
        re.compile(rf"{PERSON_NAME}{CREDENTIALS}(?:[ \t]+\([^()\n]{{1,40}}\))?"  # ("Paul Whitacre (Engineering)")
                   r"(?P<team>\s+and\s+(?:(?:the|his|her|their)\s+(?:[A-Z][\w&-]*\s+){1,4}"
                   r"|(?:the|his|her|their)\s+(?:[A-Z][\w&-]*\s+)?[a-z]+\s+|(?:his|her|their)\s+)"
                   r"(?i:group|team|desk|department|staff|unit|division|office|organi[sz]ation))?"
                   r",?\s+(?:who\s+)?(?:will\s+(?:now\s+)?(?:manage|lead|head)\s+"
                   r"(?:the\s+(?P<unit>[A-Z][\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,4})\s+(?:team|group|desk|department)"
                   r"|[^.;\n]{1,80}?)"
                   r"\s+and\s+)?"
                   r"(?:will\s+(?:now\s+|continue\s+to\s+)?(?:be\s+)?report(?:ing)?|now\s+reports|reports)\s+"
                   r"(?:directly\s+)?to\s+"),
        "report",
        re.compile(r"\breport(?:s|ing)?\s+(?:directly\s+)?to\b"),
        ("report",),
        30,
    ),
    # "as of October 1, X is our Head of Research and will report directly to me": the writer's firm's post
    Form(
        re.compile(rf"{PERSON_NAME}{CREDENTIALS}{ASIDE},?\s+(?:is|will\s+be)\s+our\s+(?:new\s+)?"
                   r"(?=[A-Z][\w&-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w&-]*){0,4}(?:\s+(?:and|from|as\s+of|effective|starting)\b|[,.;]))"),
        "named",
        re.compile(r"\b(?:is|will\s+be)\s+our\s"),
        ("our",),
        30,
    ),
    # "X will transfer to our Jackson plant as Maintenance Superintendent": a unit of the firm's, no employer
    Form(
        re.compile(rf"{PERSON_NAME}{CREDENTIALS}{ASIDE},?\s+(?:will\s+(?:be\s+)?|has\s+|have\s+|is\s+)?"
                   r"(?:transferr(?:ed|ing)|transfers?|relocat(?:ed|ing|es?))\s+to\s+(?:our|the)\s+(?:[A-Z][\w&.-]*\s+){1,4}"
                   r"(?i:plant|office|facility|site|branch|division|department|group|team|location|operations?|region|"
                   r"store|mill|yard|terminal|campus)\s+(?=as\s)"),
        "join",
        re.compile(r"\b(?:transfer|relocat)\w*\s+to\b"),
        ("transfer", "relocat"),
        30,
    ),
    # who named whom: "Council ... named Deputy City Manager Leonard P. Castellano as Interim City Manager", "appointing
    # X as City Manager" (the name the longest one its words end with: a title before it is what they were)
    Form(
        re.compile(r"\b(?:named|appointed|appointing|appoints|names|promoted|promoting|promotes|hired|hires|elected|"
                   r"selected|tapped|(?P<asked>asked))\s+"
                   r"(?P<name>[A-Z][\w.'’-]*(?:[ \t\n]+(?:[A-Z][\w.'’-]*|de|la|van|von|del)){1,7}?)"
                   r"[ \t\n]+(?(asked)to\s+(?:serve|act)\s+as|(?:as|to))\s+(?:an?\s+|the\s+|our\s+|its\s+|their\s+)?"
                   r"(?:new\s+)?(?=[A-Z])"),
        "named",
        re.compile(r"\b(?:named|appoint\w*|names|promot\w*|hired|hires|elected|selected|tapped|asked)\s+[A-Z]"),
        ("named", "appoint", "names", "promot", "hire", "elected", "selected", "tapped", "asked"),
        120,
    ),
)  # fmt: skip
# (read in the lower-cased text, each word written from its first letter: a search skips to those)
ANNOUNCE_WORDS = re.compile(
    r"r(?<!\w\w)esigned\b|s(?<!\w\w)erv(?:ed|ing)\s+as\b|s(?<!\w\w)tep(?:ped|ping)\s+down\b|r(?<!\w\w)etired\b"
    r"|j(?<!\w\w)oin(?:ed|ing|s)?\b|w(?<!\w\w)ho\s+start(?:ed|s)\b|n(?<!\w\w)amed\b|a(?<!\w\w)ppoint|p(?<!\w\w)romot|e(?<!\w\w)lected\b"
    r"|h(?<!\w\w)ired\b|a(?<!\w\w)pproved\b|r(?<!\w\w)eport(?:s|ing)?\s+(?:directly\s+)?to\b"
    r"|s(?<!\w\w)erve\s+as\b|a(?<!\w\w)ccepted\s+the\b|b(?<!\w\w)ecome\b|o(?<!\w\w)ver\s+as\b|h(?<!\w\w)as\s+been\s[^.!?\n]{0,90}\bsince\b"
    r"|t(?<!\w\w)ransfer\w*\s+to\s|r(?<!\w\w)elocat\w*\s+to\s|s(?<!\w\w)tepping\s+(?:up\s+)?into\b|w(?<!\w\w)elcome\s+\w+\s+\w+\s+as\b"
    r"|w(?<!\w\w)ill\s+be\s[^.!?\n]{1,100},?\s(?:effective|starting|beginning)\s|i(?<!\w\w)s\s+our\s|b(?<!\w\w)e\s+our\s"
    r"|w(?<!\w\w)ill\s+(?:now\s+)?(?:lead|head|run)\s+(?:our|the)\s[^.!?\n]{1,60}\s(?:team|group|department|unit|lab)\s+as\s"
)
# words, as plain substrings, that every match of a pattern above contains: a substring test runs at
# C speed, where a pattern that opens with \b or a name is tried at every position of the text
ANNOUNCE_LITERALS = tuple(
    "resign serv step retire join named appoint promot elected hired report approved accepted become since stepping "
    "transfer relocat welcome effective starting beginning lead head run our started starts over".split()
)
