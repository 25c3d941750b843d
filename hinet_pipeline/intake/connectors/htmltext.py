"""HTML → readable text with the stdlib parser: text nodes only (attribute values never leak
into the text), block elements become line breaks, script/style/head are dropped."""

from __future__ import annotations

import re
from html.parser import HTMLParser

_BLOCK = {
    "p",
    "div",
    "br",
    "li",
    "tr",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "table",
    "ul",
    "ol",
    "blockquote",
    "pre",
    "hr",
    "section",
    "article",
    "header",
    "footer",
    "body",
    "html",
}
_SPACE = re.compile(r"[ \t\r\n\f]+")
_SKIP = {"script", "style", "head", "title", "noscript", "template"}


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0
        self.pre = 0

    def handle_starttag(self, tag, attrs):
        if tag in _SKIP:
            self.skip += 1
        elif tag in _BLOCK:
            self.parts.append("\n")
            self.pre += tag == "pre"

    def handle_endtag(self, tag):
        if tag in _SKIP:
            self.skip = max(0, self.skip - 1)
        elif tag in _BLOCK and tag != "br":  # <br> and </br> are one break
            self.parts.append("\n")
            self.pre = max(0, self.pre - (tag == "pre"))

    def handle_data(self, data):
        if not self.skip:
            # a line break in the source is a space, as a browser shows it (not inside <pre>)
            self.parts.append(data if self.pre else _SPACE.sub(" ", data))


def html_to_text(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    parser.close()
    lines = (" ".join(line.split()) for line in "".join(parser.parts).splitlines())
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
