"""Clean file names and resolve collisions as ``name (2).ext``."""

from __future__ import annotations

import re
from typing import Callable

from foldwise.plugins.organize.facts import split_ext

__all__ = ["clean_name", "clean_segment", "numbered", "is_dirty", "MAX_NAME_BYTES"]

MAX_NAME_BYTES = 255
_SPACES = re.compile(r"\s+")
_CONTROL = re.compile(r"[\x00-\x1f\x7f/\\]")
_NUMBERED = re.compile(r"^(?P<stem>.*) \((?P<n>\d+)\)$")
#: Anything clean_name would change (besides an upper-case extension, checked separately).
_DIRTY = re.compile(r"[\x00-\x1f\x7f/\\]|\s\s|^[\s.]|\s$|\s\.|[^\S ]")


def is_dirty(name: str) -> bool:
    """``_DIRTY.search(name)`` as a bool, about four times faster: a printable string has no
    control characters and no whitespace but the plain space, so plain substring tests decide."""
    if name.isprintable():
        return "/" in name or "\\" in name or "  " in name or " ." in name or name[:1] in (" ", ".") \
            or name[-1:] == " "
    return _DIRTY.search(name) is not None


def clean_segment(text: str, fallback: str = "untitled") -> str:
    """Trim, collapse whitespace, drop control characters and slashes, no leading dot."""
    text = _CONTROL.sub(" ", text)
    text = _SPACES.sub(" ", text).strip().lstrip(".").strip()
    return text or fallback


def clean_name(name: str, ext: str | None = None) -> str:
    """A clean file name: trimmed stem with single spaces, lower-case extension.

    ``ext`` (the lower-case extension from ``split_ext``, when the caller has it) enables a fast path.
    """
    if len(name) <= 63 and not is_dirty(name):
        # Nothing to trim or collapse and short enough to fit: only the extension may change
        # (lower case, no spaces); the stem is already what ``clean_segment`` would make of it.
        if ext is not None and (not ext or (name.endswith(ext) and " " not in ext)):
            return name
        stem, ext = split_ext(name)
        if not ext:
            return name
        ext = ext.replace(" ", "")
        return f"{stem}.{ext}" if ext else stem
    stem, ext = split_ext(name.strip())
    stem = clean_segment(stem)
    ext = _CONTROL.sub("", ext).replace(" ", "")
    return _fit(stem, f".{ext}" if ext else "")


def _fit(stem: str, suffix: str) -> str:
    """Shorten ``stem`` so ``stem + suffix`` fits in a file name (255 bytes)."""
    while len((stem + suffix).encode("utf-8", "surrogateescape")) > MAX_NAME_BYTES and len(stem) > 1:
        stem = stem[:-1].rstrip()
    return stem + suffix


def numbered(name: str, taken: Callable[[str], bool]) -> str:
    """``name`` itself when free, else the first free ``stem (n).ext`` with n >= 2."""
    if not taken(name):
        return name
    stem, ext = split_ext(name)
    suffix = f".{ext}" if ext else ""
    match = _NUMBERED.match(stem)
    start = 2
    if match:
        stem, start = match.group("stem"), int(match.group("n")) + 1
    n = start
    while True:
        candidate = _fit(stem, f" ({n}){suffix}")
        if not taken(candidate):
            return candidate
        n += 1
