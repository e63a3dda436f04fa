"""What an analyzer is: the ``Analyzer`` protocol, its input ``Source`` and its output ``Extraction``."""

from __future__ import annotations

import importlib.util
import io
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Protocol, runtime_checkable

from foldwise.plugins.analysis.filetype import HEAD_BYTES, FileType

__all__ = ["Source", "Extraction", "Analyzer", "missing_modules"]


class Source:
    """The thing being analysed: a file on disk or bytes in memory (with an optional name)."""

    def __init__(self, *, path: Path | None = None, data: bytes | None = None, name: str | None = None) -> None:
        if (path is None) == (data is None):
            raise ValueError("give exactly one of path or data")
        self.path = path
        self._data = data
        self.name = name or (path.name if path else None)
        self._head: bytes | None = None

    @property
    def size(self) -> int:
        return self.path.stat().st_size if self.path is not None else len(self._data or b"")

    @property
    def head(self) -> bytes:
        """The first ``HEAD_BYTES`` bytes (for type detection)."""
        if self._head is None:
            if self._data is not None:
                self._head = self._data[:HEAD_BYTES]
            else:
                assert self.path is not None
                with open(self.path, "rb") as fh:
                    self._head = fh.read(HEAD_BYTES)
        return self._head

    def read_bytes(self, limit: int | None = None) -> bytes:
        """The content, at most ``limit`` bytes."""
        if self._data is not None:
            return self._data if limit is None else self._data[:limit]
        assert self.path is not None
        with open(self.path, "rb") as fh:
            return fh.read() if limit is None else fh.read(limit)

    def open(self) -> IO[bytes]:
        """A binary file object over the content (caller closes it)."""
        if self._data is not None:
            return io.BytesIO(self._data)
        assert self.path is not None
        return open(self.path, "rb")

    @property
    def data(self) -> bytes | None:
        return self._data


@dataclass
class Extraction:
    """An analyzer's findings: extracted ``text`` and ``metadata`` (both may be empty)."""

    text: str = ""
    metadata: dict[str, Any] = field(default_factory=dict)


@runtime_checkable
class Analyzer(Protocol):
    """An extractor for some file types; plugins return these from ``register_analyzers()``.

    ``name`` is unique; ``group`` is the optional dependency group it needs
    (None when it needs nothing beyond the core install).
    """

    name: str
    group: str | None

    def supports(self, ftype: FileType) -> bool:
        """True when this analyzer understands files of ``ftype``."""

    def unavailable(self) -> str | None:
        """None when usable; else the name of the missing module."""

    def analyze(self, source: Source, ftype: FileType, *, max_chars: int) -> Extraction:
        """Extract text (at most ``max_chars``) and metadata; raise on a broken file."""


def missing_modules(*modules: str) -> str | None:
    """The first module of ``modules`` that cannot be imported, or None."""
    for module in modules:
        if importlib.util.find_spec(module) is None:
            return module
    return None
