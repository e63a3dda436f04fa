"""What kind of file a path is, as comparable features, and its identity (synchronous; run in threads).

A feature is a short string: ``ext:pdf``, ``word:invoice`` (a word of the name), ``kind:document``.
Learning counts which features the files had that people moved, renamed or tagged; a new file with
the same features gets the same suggestion.
"""

from __future__ import annotations

import os
import re

__all__ = ["identity_of", "identities", "features", "name_words", "describe_feature", "STOP_WORDS"]

_WORD = re.compile(r"[^\W\d_]{3,}", re.UNICODE)
#: Words of file names that say nothing about what a file is.
STOP_WORDS = frozenset({
    "the", "and", "for", "copy", "final", "new", "old", "file", "img", "dsc", "scan", "document", "untitled",
    "version", "draft", "tmp", "temp", "backup", "pic", "image", "photo", "screenshot", "from", "with",
})
_KINDS = {
    "document": {"pdf", "doc", "docx", "odt", "rtf", "txt", "md", "tex", "pages"},
    "spreadsheet": {"xls", "xlsx", "ods", "csv", "numbers"},
    "presentation": {"ppt", "pptx", "odp", "key"},
    "image": {"jpg", "jpeg", "png", "gif", "webp", "heic", "tif", "tiff", "bmp", "svg", "raw", "cr2", "nef"},
    "audio": {"mp3", "flac", "wav", "ogg", "m4a", "aac", "opus"},
    "video": {"mp4", "mkv", "mov", "avi", "webm", "m4v"},
    "archive": {"zip", "tar", "gz", "tgz", "bz2", "xz", "7z", "rar"},
    "code": {"py", "js", "ts", "go", "rs", "c", "h", "cpp", "java", "rb", "sh", "html", "css", "json", "yaml",
             "yml", "toml"},
}
_KIND_OF_EXT = {ext: kind for kind, exts in _KINDS.items() for ext in exts}


def identity_of(path: str) -> str | None:
    """``<device>:<inode>`` of ``path`` (not following a final symlink), None when it cannot be read."""
    try:
        st = os.lstat(path)
    except OSError:
        return None
    return f"{st.st_dev}:{st.st_ino}"


def identities(paths: list[str]) -> dict[str, str]:
    """``{path: identity}`` of the paths that exist."""
    out = {}
    for path in paths:
        found = identity_of(path)
        if found is not None:
            out[path] = found
    return out


def name_words(name: str) -> list[str]:
    """The meaningful words of a file name (lowercase, no digits, no stop words), in order, unique."""
    stem = os.path.splitext(name)[0].lower()
    seen: list[str] = []
    for word in _WORD.findall(stem):
        if word not in STOP_WORDS and word not in seen:
            seen.append(word)
    return seen


def kind_of(name: str) -> str:
    """A coarse kind from the extension (``other`` when unknown)."""
    return _KIND_OF_EXT.get(os.path.splitext(name)[1].lower().lstrip("."), "other")


def features(path: str) -> list[str]:
    """The features of the file at ``path`` (from its name only: no read)."""
    name = os.path.basename(path)
    ext = os.path.splitext(name)[1].lower().lstrip(".")
    out = [f"word:{w}" for w in name_words(name)]
    if ext:
        out.append(f"ext:{ext}")
    out.append(f"kind:{kind_of(name)}")
    return out


def describe_feature(feature: str) -> str:
    """Files with a feature as people read it, after a count: ``word:invoice`` -> ``files named like
    "invoice"``, ``ext:pdf`` -> ``.pdf files``, ``kind:image`` -> ``image files``."""
    key, _, value = feature.partition(":")
    if key == "word":
        return f'files named like "{value}"'
    if key == "ext":
        return f".{value} files"
    return f"{value} files"
