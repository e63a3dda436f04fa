"""HTML: visible text and the title, with the standard library's ``html.parser``."""

from __future__ import annotations

from html.parser import HTMLParser
from typing import Any

from foldwise.plugins.analysis.analyzers.base import Extraction, Source
from foldwise.plugins.analysis.analyzers.text import decode_text
from foldwise.plugins.analysis.filetype import FileType

__all__ = ["HtmlAnalyzer", "html_to_text"]

_SKIP = {"script", "style", "noscript", "template", "head"}
_BLOCK = {"p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article", "header",
          "footer", "blockquote", "pre", "table", "ul", "ol", "title", "hr"}


class _TextCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.title: list[str] = []
        self.meta: dict[str, str] = {}
        self._skip = 0
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True
        elif tag in _SKIP:
            self._skip += 1
        elif tag == "meta":
            values = dict(attrs)
            name = (values.get("name") or values.get("property") or "").lower()
            if name in ("description", "author", "keywords", "og:title") and values.get("content"):
                self.meta[name] = values["content"] or ""
        if tag in _BLOCK:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        elif tag in _SKIP and self._skip:
            self._skip -= 1
        if tag in _BLOCK:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title.append(data)
        elif not self._skip:
            self.parts.append(data)


def html_to_text(markup: str) -> tuple[str, dict[str, Any]]:
    """Visible text of an HTML document (paragraphs kept apart) and its title/meta."""
    parser = _TextCollector()
    parser.feed(markup)
    parser.close()
    lines = [" ".join(line.split()) for line in "".join(parser.parts).split("\n")]
    text = "\n\n".join(line for line in lines if line)
    meta: dict[str, Any] = dict(parser.meta)
    title = " ".join("".join(parser.title).split())
    if title:
        meta["title"] = title
    return text, meta


class HtmlAnalyzer:
    """HTML pages: text outside scripts and styles, the title and description."""

    name = "html"
    group: str | None = None

    def supports(self, ftype: FileType) -> bool:
        return ftype.mime == "text/html"

    def unavailable(self) -> str | None:
        return None

    def analyze(self, source: Source, ftype: FileType, *, max_chars: int) -> Extraction:
        markup, _ = decode_text(source.read_bytes(max(max_chars * 8, 1 << 20)))
        text, meta = html_to_text(markup)
        return Extraction(text=text[:max_chars], metadata=meta)
