"""The rules of ``grammar`` for a title of one's own: promoted to, named or appointed, taken over as,
"my new title is", "they made me X", "I hold the position of X", in English and Hebrew ("מוניתי
לסמנכ״לית כספים", "התואר שלי השתנה ל-X")."""

from __future__ import annotations

from hinet_pipeline.memory.facts.objects import read_title
from hinet_pipeline.memory.facts.rule import JUST, START, WE, rule

TITLE_RULES = (
    rule("taken over|took over", rf"{WE}{JUST}(?:taken|took)\s+over\s+as\s+", "job_title", read_title),
    # "I'll be taking over as Store Manager from Monday": a plan, a fact with its day
    rule(
        "taking over|take over",
        r"\b(?:I|[Ww]e)(?:['’]ll|\s+will)\s+(?:be\s+taking|take)\s+over\s+as\s+",
        "job_title",
        read_title,
        tense="plan",
    ),
    # "I hold the position of Senior Product Manager at Check Point"; "they made me team lead"
    rule(
        "hold the",
        r"\bI\s+(?:now\s+|currently\s+)?hold\s+the\s+(?:position|role|title)\s+of\s+",
        "job_title",
        read_title,
    ),
    rule(
        "made me|named me|appointed me|promoted me",
        r"\b(?:[Tt]hey|[Tt]hey['’]ve|[Tt]hey\s+have|[Tt]hey\s+just)\s+(?:made|named|appointed|promoted)\s+me\s+(?:to\s+)?"
        r"(?:the\s+|a\s+|an\s+)?(?=\S)",
        "job_title",
        read_title,
        tense="past",
    ),
    rule("מונ", r"(?<!\w)(?:ו|ש|כש)?מונ(?:י)?(?:תי|נו)\s+(?:ל|כ)(?=[א-תA-Z])", "job_title", read_title, tense="past"),
    rule(
        "התואר|התפקיד",
        r"(?<!\w)(?:התואר|התפקיד)(?:\s+ה?חדש)?\s+שלי(?:\s+(?:השתנה\s+ל-?|הוא\s+|יהיה\s+)|\s*:\s*)",
        "job_title",
        read_title,
    ),
    # "I was promoted to X", "Promoted to Engineering Manager today!"
    rule(
        "promot",
        rf"(?:\bI(?:\s+was|\s+got|\s+just\s+got)\s+|{START}(?:[Jj]ust\s+|[Ff]inally\s+)?"
        r"(?:[Gg]ot\s+)?)[Pp]romoted\s+to\s+(?:the\s+(?:role|position)\s+of\s+)?",
        "job_title",
        read_title,
        tense="past",
    ),
    rule(
        "promot|named|appoint",
        rf"\bI{JUST}(?:'ve|\s+have)?\s*been\s+(?:promoted\s+to|named|appointed)\s+(?:as\s+)?",
        "job_title",
        read_title,
    ),  # fmt: skip
    rule(
        "title|role|position",
        r"\b[Mm]y\s+(?:new\s+)?(?:job\s+)?(?:title|role|position)(?:\s+(?:in|at|on)\s+\w+)?\s+(?:is(?:\s+now)?|will\s+be)\s+",
        "job_title",
        read_title,
    ),  # fmt: skip
)
