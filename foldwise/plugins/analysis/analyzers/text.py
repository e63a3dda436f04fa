"""Plain text, Markdown, CSV, JSON and source code."""

from __future__ import annotations

import csv
import io
import json
import re
from typing import Any

from foldwise.plugins.analysis.analyzers.base import Extraction, Source
from foldwise.plugins.analysis.filetype import FileType

__all__ = ["TextAnalyzer", "decode_text"]

_TEXT_KINDS = {"text", "code", "data"}
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)


def decode_text(raw: bytes) -> tuple[str, str]:
    """Decode bytes as text: BOMs, then UTF-8, then cp1252 (never fails). Returns ``(text, encoding)``."""
    for bom, encoding in ((b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16")):
        if raw.startswith(bom):
            return raw.decode(encoding, errors="replace"), encoding
    try:
        return raw.decode("utf-8"), "utf-8"
    except UnicodeDecodeError as exc:
        if exc.start >= len(raw) - 4:  # cut inside the last character
            return raw[: exc.start].decode("utf-8"), "utf-8"
    return raw.decode("cp1252", errors="replace"), "cp1252"


class TextAnalyzer:
    """Text-based formats: the text itself plus light structure (lines, headings, CSV columns, JSON keys)."""

    name = "text"
    group: str | None = None

    def supports(self, ftype: FileType) -> bool:
        if ftype.extension in ("html", "htm", "svg", "sqlite", "db"):
            return False
        return ftype.kind in _TEXT_KINDS or ftype.extension in ("csv", "tsv") or ftype.mime.startswith("text/")

    def unavailable(self) -> str | None:
        return None

    def analyze(self, source: Source, ftype: FileType, *, max_chars: int) -> Extraction:
        # UTF-8 needs at most 4 bytes per character.
        raw = source.read_bytes(max_chars * 4)
        text, encoding = decode_text(raw)
        text = text[:max_chars]
        meta: dict[str, Any] = {"encoding": encoding, "lines": text.count("\n") + (1 if text and not text.endswith("\n") else 0)}
        if ftype.extension in ("md", "markdown"):
            heading = _HEADING.search(text)
            if heading:
                meta["title"] = heading.group(1)
        elif ftype.extension in ("csv", "tsv"):
            meta.update(_csv_meta(text, "\t" if ftype.extension == "tsv" else None))
        elif ftype.extension == "json":
            meta.update(_json_meta(text))
        return Extraction(text=text, metadata=meta)


def _csv_meta(text: str, delimiter: str | None) -> dict[str, Any]:
    sample = text[:20_000]
    try:
        dialect: Any = csv.Sniffer().sniff(sample) if delimiter is None else None
    except csv.Error:
        dialect = None
    reader = csv.reader(io.StringIO(sample), dialect) if dialect else csv.reader(io.StringIO(sample), delimiter=delimiter or ",")
    rows = list(reader)
    if not rows:
        return {}
    return {"columns": rows[0][:50], "rows": max(0, text.count("\n") - 1)}


def _json_meta(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError:
        return {"valid_json": False}
    if isinstance(value, dict):
        return {"valid_json": True, "keys": list(value)[:50]}
    if isinstance(value, list):
        return {"valid_json": True, "items": len(value)}
    return {"valid_json": True}
