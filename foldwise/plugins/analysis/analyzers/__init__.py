"""The builtin analyzers (registered by the analysis plugin through its own ``register_analyzers`` hook)."""

from __future__ import annotations

from foldwise.plugins.analysis.analyzers.base import Analyzer, Extraction, Source

__all__ = ["Analyzer", "Extraction", "Source", "builtin_analyzers"]


def builtin_analyzers() -> list[Analyzer]:
    """One instance of every builtin analyzer."""
    from foldwise.plugins.analysis.analyzers.html import HtmlAnalyzer
    from foldwise.plugins.analysis.analyzers.media import AudioAnalyzer, ImageAnalyzer, VideoAnalyzer
    from foldwise.plugins.analysis.analyzers.office import DocxAnalyzer, PptxAnalyzer, XlsxAnalyzer
    from foldwise.plugins.analysis.analyzers.pdf import PdfAnalyzer
    from foldwise.plugins.analysis.analyzers.text import TextAnalyzer

    return [TextAnalyzer(), HtmlAnalyzer(), PdfAnalyzer(), DocxAnalyzer(), XlsxAnalyzer(), PptxAnalyzer(),
            ImageAnalyzer(), AudioAnalyzer(), VideoAnalyzer()]
