"""File type detection: magic bytes first, then the extension, then a text sniff."""

from __future__ import annotations

import io
from dataclasses import asdict, dataclass
from pathlib import PurePath
from typing import Any

__all__ = ["FileType", "detect", "kind_of_extension", "KINDS", "HEAD_BYTES"]

#: How many leading bytes detection needs.
HEAD_BYTES = 4096

#: The coarse kinds used for grouping (storage breakdown, search ``type`` filter, categories).
KINDS = (
    "document", "spreadsheet", "presentation", "text", "code", "data", "image", "audio", "video",
    "archive", "executable", "other",
)

# extension -> (mime, kind)
_EXT: dict[str, tuple[str, str]] = {
    "pdf": ("application/pdf", "document"),
    "doc": ("application/msword", "document"),
    "docx": ("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "document"),
    "odt": ("application/vnd.oasis.opendocument.text", "document"),
    "rtf": ("application/rtf", "document"),
    "epub": ("application/epub+zip", "document"),
    "xls": ("application/vnd.ms-excel", "spreadsheet"),
    "xlsx": ("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "spreadsheet"),
    "ods": ("application/vnd.oasis.opendocument.spreadsheet", "spreadsheet"),
    "csv": ("text/csv", "spreadsheet"),
    "tsv": ("text/tab-separated-values", "spreadsheet"),
    "ppt": ("application/vnd.ms-powerpoint", "presentation"),
    "pptx": ("application/vnd.openxmlformats-officedocument.presentationml.presentation", "presentation"),
    "odp": ("application/vnd.oasis.opendocument.presentation", "presentation"),
    "txt": ("text/plain", "text"),
    "md": ("text/markdown", "text"),
    "markdown": ("text/markdown", "text"),
    "rst": ("text/x-rst", "text"),
    "log": ("text/plain", "text"),
    "html": ("text/html", "text"),
    "htm": ("text/html", "text"),
    "json": ("application/json", "data"),
    "xml": ("application/xml", "data"),
    "yaml": ("application/yaml", "data"),
    "yml": ("application/yaml", "data"),
    "toml": ("application/toml", "data"),
    "ini": ("text/plain", "data"),
    "sqlite": ("application/vnd.sqlite3", "data"),
    "db": ("application/vnd.sqlite3", "data"),
    "jpg": ("image/jpeg", "image"),
    "jpeg": ("image/jpeg", "image"),
    "png": ("image/png", "image"),
    "gif": ("image/gif", "image"),
    "webp": ("image/webp", "image"),
    "bmp": ("image/bmp", "image"),
    "tif": ("image/tiff", "image"),
    "tiff": ("image/tiff", "image"),
    "heic": ("image/heic", "image"),
    "svg": ("image/svg+xml", "image"),
    "ico": ("image/x-icon", "image"),
    "mp3": ("audio/mpeg", "audio"),
    "wav": ("audio/wav", "audio"),
    "flac": ("audio/flac", "audio"),
    "ogg": ("audio/ogg", "audio"),
    "opus": ("audio/opus", "audio"),
    "m4a": ("audio/mp4", "audio"),
    "aac": ("audio/aac", "audio"),
    "mp4": ("video/mp4", "video"),
    "m4v": ("video/mp4", "video"),
    "mov": ("video/quicktime", "video"),
    "mkv": ("video/x-matroska", "video"),
    "webm": ("video/webm", "video"),
    "avi": ("video/x-msvideo", "video"),
    "zip": ("application/zip", "archive"),
    "gz": ("application/gzip", "archive"),
    "tgz": ("application/gzip", "archive"),
    "bz2": ("application/x-bzip2", "archive"),
    "xz": ("application/x-xz", "archive"),
    "zst": ("application/zstd", "archive"),
    "7z": ("application/x-7z-compressed", "archive"),
    "rar": ("application/vnd.rar", "archive"),
    "tar": ("application/x-tar", "archive"),
    "exe": ("application/vnd.microsoft.portable-executable", "executable"),
    "msi": ("application/x-msi", "executable"),
    "deb": ("application/vnd.debian.binary-package", "archive"),
    "appimage": ("application/x-executable", "executable"),
}
_CODE_EXT = {
    "py", "js", "ts", "tsx", "jsx", "c", "h", "cpp", "hpp", "cc", "java", "kt", "go", "rs", "rb", "php",
    "cs", "swift", "sh", "bash", "zsh", "ps1", "sql", "css", "scss", "lua", "pl", "r", "m", "scala", "hs",
    "ex", "exs", "erl", "clj", "dart", "vue", "svelte", "ipynb",
}
for _ext in _CODE_EXT:
    _EXT.setdefault(_ext, ("text/x-source", "code"))

_OOXML = {"word/": "docx", "xl/": "xlsx", "ppt/": "pptx"}


@dataclass(frozen=True)
class FileType:
    """What a file is: ``mime``, its ``extension`` (canonical, no dot), coarse ``kind`` and how we knew."""

    mime: str
    extension: str
    kind: str
    detected_by: str  # magic | extension | content

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def kind_of_extension(name: str) -> str:
    """The coarse kind for a file name by extension alone (cheap; used by the search index)."""
    ext = _extension(name)
    entry = _EXT.get(ext)
    return entry[1] if entry else "other"


def _extension(name: str | None) -> str:
    if not name:
        return ""
    suffix = PurePath(name).suffix.lower().lstrip(".")
    return suffix


def _magic(head: bytes) -> tuple[str, str, str] | None:
    """``(mime, extension, kind)`` from leading bytes, or None."""
    if head.startswith(b"%PDF-"):
        return "application/pdf", "pdf", "document"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png", "png", "image"
    if head.startswith(b"\xff\xd8\xff"):
        return "image/jpeg", "jpg", "image"
    if head[:6] in (b"GIF87a", b"GIF89a"):
        return "image/gif", "gif", "image"
    if head[:4] in (b"II*\x00", b"MM\x00*"):
        return "image/tiff", "tiff", "image"
    if head[:4] == b"RIFF" and len(head) >= 12:
        sub = head[8:12]
        if sub == b"WEBP":
            return "image/webp", "webp", "image"
        if sub == b"WAVE":
            return "audio/wav", "wav", "audio"
        if sub == b"AVI ":
            return "video/x-msvideo", "avi", "video"
    if len(head) >= 12 and head[4:8] == b"ftyp":
        brand = head[8:12]
        if brand in (b"heic", b"heix", b"mif1", b"msf1"):
            return "image/heic", "heic", "image"
        if brand in (b"M4A ", b"M4B "):
            return "audio/mp4", "m4a", "audio"
        if brand == b"qt  ":
            return "video/quicktime", "mov", "video"
        return "video/mp4", "mp4", "video"
    if head.startswith(b"\x1aE\xdf\xa3"):
        return ("video/webm", "webm", "video") if b"webm" in head[:64] else ("video/x-matroska", "mkv", "video")
    if head.startswith(b"ID3") or head[:2] in (b"\xff\xfb", b"\xff\xf3", b"\xff\xf2"):
        return "audio/mpeg", "mp3", "audio"
    if head.startswith(b"fLaC"):
        return "audio/flac", "flac", "audio"
    if head.startswith(b"OggS"):
        return "audio/ogg", "ogg", "audio"
    if head.startswith(b"PK\x03\x04"):
        return "application/zip", "zip", "archive"
    if head.startswith(b"\x1f\x8b"):
        return "application/gzip", "gz", "archive"
    if head.startswith(b"7z\xbc\xaf\x27\x1c"):
        return "application/x-7z-compressed", "7z", "archive"
    if head.startswith(b"Rar!\x1a\x07"):
        return "application/vnd.rar", "rar", "archive"
    if head.startswith(b"BZh"):
        return "application/x-bzip2", "bz2", "archive"
    if head.startswith(b"\xfd7zXZ\x00"):
        return "application/x-xz", "xz", "archive"
    if head.startswith(b"(\xb5/\xfd"):
        return "application/zstd", "zst", "archive"
    if len(head) >= 262 and head[257:262] == b"ustar":
        return "application/x-tar", "tar", "archive"
    if head.startswith(b"\x7fELF"):
        return "application/x-executable", "elf", "executable"
    if head.startswith(b"MZ"):
        return "application/vnd.microsoft.portable-executable", "exe", "executable"
    if head.startswith(b"SQLite format 3\x00"):
        return "application/vnd.sqlite3", "sqlite", "data"
    if head.startswith(b"{\\rtf"):
        return "application/rtf", "rtf", "document"
    if head.startswith(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"):
        return "application/x-ole-storage", "ole", "document"
    return None


def looks_like_text(head: bytes) -> bool:
    """True when ``head`` decodes as UTF-8 (or has a BOM) with almost no control characters."""
    if not head:
        return True
    if head.startswith((b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")):
        return True
    if b"\x00" in head:
        return False
    try:
        text = head.decode("utf-8")
    except UnicodeDecodeError as exc:
        # A multi-byte character cut at the end of the sample is fine.
        if exc.start < len(head) - 4:
            return False
        text = head[: exc.start].decode("utf-8")
    control = sum(1 for ch in text if ord(ch) < 32 and ch not in "\t\n\r\f\v")
    return control <= max(1, len(text) // 100)


def _zip_flavour(data: bytes | None, path: str | None) -> str | None:
    """Tell docx/xlsx/pptx/odf/epub apart from a plain zip by its member names."""
    import zipfile  # here: zipfile (with shutil, bz2, lzma) is most of this module's import time

    try:
        source: Any = io.BytesIO(data) if data is not None else path
        if source is None:
            return None
        with zipfile.ZipFile(source) as zf:
            names = zf.namelist()[:200]
            if "mimetype" in names:
                mime = zf.read("mimetype")[:100].decode("ascii", "ignore").strip()
                for ext, (known, _) in _EXT.items():
                    if known == mime:
                        return ext
    except (zipfile.BadZipFile, OSError, KeyError, ValueError):
        return None
    for prefix, ext in _OOXML.items():
        if any(n.startswith(prefix) for n in names):
            return ext
    return None


def _sniff_text_flavour(head: bytes) -> tuple[str, str, str] | None:
    start = head.lstrip()[:256].lower()
    if start.startswith((b"<!doctype html", b"<html")):
        return "text/html", "html", "text"
    if start.startswith(b"<?xml") or start.startswith(b"<svg"):
        return ("image/svg+xml", "svg", "image") if b"<svg" in head[:1024].lower() else ("application/xml", "xml", "data")
    if start.startswith((b"{", b"[")):
        return "application/json", "json", "data"
    if start.startswith(b"#!"):
        return "text/x-source", "sh", "code"
    return None


def detect(head: bytes, name: str | None = None, *, data: bytes | None = None, path: str | None = None) -> FileType:
    """Detect a file's type from its first bytes and its name.

    ``data`` (the whole content) or ``path`` lets a zip container be told apart
    from an office document. Magic bytes win over the extension, except that a
    text-based format keeps the more specific extension (``.md`` over ``text``).
    """
    ext = _extension(name)
    by_ext = _EXT.get(ext)
    magic = _magic(head)
    if magic is not None:
        mime, mext, kind = magic
        if mext == "zip":
            flavour = _zip_flavour(data, path) or (ext if ext in ("docx", "xlsx", "pptx", "odt", "ods", "odp", "epub", "jar") else None)
            if flavour and flavour in _EXT:
                fmime, fkind = _EXT[flavour]
                return FileType(fmime, flavour, fkind, "magic")
        if mext == "ole" and ext in ("doc", "xls", "ppt", "msi") and by_ext:
            return FileType(by_ext[0], ext, by_ext[1], "magic")
        if by_ext and by_ext[0] == mime:
            return FileType(mime, ext, kind, "magic")
        return FileType(mime, mext, kind, "magic")
    if looks_like_text(head):
        if by_ext and (by_ext[0].startswith("text/") or by_ext[1] in ("code", "data", "text", "spreadsheet")
                       or by_ext[0] == "image/svg+xml"):
            return FileType(by_ext[0], ext, by_ext[1], "extension")
        sniffed = _sniff_text_flavour(head)
        if sniffed:
            return FileType(*sniffed, "content")
        return FileType("text/plain", ext or "txt", "text", "content")
    if by_ext:
        return FileType(by_ext[0], ext, by_ext[1], "extension")
    return FileType("application/octet-stream", ext, "other", "content")
