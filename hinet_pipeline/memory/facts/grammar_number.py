"""Rules for a number of one's own said apart from its label: the number first ("Yeah 614-555-0149 is still me"),
after what it is ("I also got a new cell with a Prescott number, 928-555-0163"), or in the next sentence ("I have a
new cell phone number as of today. It is 520-555-0172.")."""

from __future__ import annotations

from hinet_pipeline.memory.facts.objects import read_number
from hinet_pipeline.memory.facts.rule import rule

NUMBER_RULES = (
    # a new number said after what it is: "I also got a new cell with a Prescott number, 928-555-0163"
    rule(
        "new cell|new phone|new number|new mobile",
        r"\bI\s+(?:also\s+|just\s+|finally\s+)?(?:got|have)\s+a\s+new\s+(?:cell|phone|number|mobile)(?:\s+(?:phone|number))?"
        r"(?:\s+with\s+an?\s+[\w ]{1,30}?\s+(?:number|area\s+code))?\s*[,:–—-]\s*(?=\+?\(?\d)",
        "phone",
        read_number,
    ),
    # a new number, given in the next sentence: "I have a new cell phone number as of today. It is 520-555-0172."
    rule(
        "new cell|new phone|new number|new mobile|new home",
        r"\bI\s+(?:have|got|now\s+have)\s+a\s+new\s+(?:cell\s+|mobile\s+|home\s+|work\s+)?(?:phone\s+)?(?:number|phone)"
        r"(?:(?!\bfor\b)[^.!?\n]){0,40}[.!:]+\s+(?:It(?:['’]s|\s+is)|The\s+number\s+is)\s*:?\s*(?=\+?\(?\d)",
        "phone",
        read_number,
    ),
    # the number first, said to be one's own: "Yeah 614-555-0149 is still me", "0412 558 093 is my new cell"
    rule(
        "is still me|is me|is my|still my|now my",
        r"(?<![\w+(-])(?=\+?\(?\d[\d ().-]{6,16}\d\s+is\s+(?:still\s+|now\s+)?(?:me\b|my\s+(?:new\s+|current\s+)?"
        r"(?:(?:cell|mobile|home|work|direct)\s+)?(?:number|cell|phone|mobile|line)\b))",
        "phone",
        read_number,
    ),
)
