"""The analysis pipeline (synchronous, no Quart): type -> extractors -> language, keywords, summary, category."""

from __future__ import annotations

import logging
from typing import Any, Iterable, Sequence

from foldwise.plugins.analysis.analyzers.base import Analyzer, Extraction, Source
from foldwise.plugins.analysis.categories import suggest_category
from foldwise.plugins.analysis.config import DEFAULT_MAX_CHARS
from foldwise.plugins.analysis.filetype import FileType, detect
from foldwise.plugins.analysis.keywords import keywords, summarize
from foldwise.plugins.analysis.language import detect_language, tokens

__all__ = ["AnalysisFailed", "detect_type", "extract", "analyze", "unique_analyzers"]

log = logging.getLogger("foldwise.analysis")
TEXT_PREVIEW = 20_000


class AnalysisFailed(Exception):
    """Every analyzer able to read this file failed; the message says why (never a traceback)."""


def unique_analyzers(analyzers: Iterable[Analyzer]) -> list[Analyzer]:
    """Drop analyzers whose name was already seen (the first one wins)."""
    seen: set[str] = set()
    out = []
    for analyzer in analyzers:
        if analyzer.name not in seen:
            seen.add(analyzer.name)
            out.append(analyzer)
    return out


def detect_type(source: Source) -> FileType:
    """The source's detected type (magic bytes, extension, content sniff)."""
    path = str(source.path) if source.path is not None else None
    return detect(source.head, source.name, data=source.data, path=path)


def extract(source: Source, ftype: FileType, analyzers: Sequence[Analyzer], *, max_chars: int,
            strict: bool = False) -> tuple[Extraction, list[dict[str, Any]]]:
    """Run every analyzer that supports ``ftype``; the first non-empty text wins, metadata merges.

    Returns the extraction and a status record per analyzer tried. With
    ``strict``, raises ``AnalysisFailed`` when all that could run failed.
    """
    result = Extraction()
    statuses: list[dict[str, Any]] = []
    failures = 0
    ran = 0
    for analyzer in analyzers:
        if not analyzer.supports(ftype):
            continue
        missing = analyzer.unavailable()
        if missing:
            statuses.append({"name": analyzer.name, "status": "unavailable", "group": analyzer.group,
                             "detail": f"needs the '{missing}' module (pip install 'foldwise[{analyzer.group}]')"
                             if analyzer.group else f"needs the '{missing}' module"})
            continue
        ran += 1
        try:
            found = analyzer.analyze(source, ftype, max_chars=max_chars)
        except Exception as exc:  # noqa: BLE001 - a broken file must not break the pipeline
            failures += 1
            log.info("analyzer %s failed on %s: %s", analyzer.name, source.name, exc)
            statuses.append({"name": analyzer.name, "status": "failed",
                             "detail": f"{type(exc).__name__}: {str(exc)[:200]}"})
            continue
        statuses.append({"name": analyzer.name, "status": "ok"})
        if found.text and not result.text:
            result.text = found.text
        for key, value in found.metadata.items():
            result.metadata.setdefault(key, value)
    if strict and ran and failures == ran:
        raise AnalysisFailed("; ".join(s["detail"] for s in statuses if s["status"] == "failed"))
    return result, statuses


def analyze(source: Source, analyzers: Sequence[Analyzer], *, max_chars: int = DEFAULT_MAX_CHARS,
            text_preview: int = TEXT_PREVIEW) -> dict[str, Any]:
    """The full local analysis of one file or content (the ``POST /analyze`` answer's ``data``)."""
    ftype = detect_type(source)
    extraction, statuses = extract(source, ftype, analyzers, max_chars=max_chars, strict=True)
    text = extraction.text
    language = detect_language(text)
    code = language.code if language.code != "und" else None
    kw = keywords(text, language=code) if text else []
    words = tokens(text[:max_chars]) if text else []
    category = suggest_category(ftype.kind, words, kw)
    return {
        "name": source.name,
        "size": source.size,
        "type": ftype.as_dict(),
        "text": text[:text_preview],
        "text_length": len(text),
        "text_truncated": len(text) > text_preview,
        "metadata": extraction.metadata,
        "language": language.as_dict(),
        "keywords": kw,
        "summary": summarize(text, language=code) if text else "",
        "category": category,
        "analyzers": statuses,
    }
