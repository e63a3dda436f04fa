"""``FileFacts``: what the planner knows about one file, and the kind table that classifies it."""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["FileFacts", "KINDS", "kind_of", "split_ext"]

#: Kind folder names, in display order.
KINDS = (
    "Documents", "Images", "Audio", "Video", "Archives", "Code",
    "Spreadsheets", "Presentations", "Other",
)

_KIND_EXTS: dict[str, tuple[str, ...]] = {
    "Documents": ("pdf", "doc", "docx", "odt", "rtf", "txt", "md", "markdown", "rst", "tex", "epub",
                  "mobi", "pages", "wpd", "org", "log"),
    "Images": ("jpg", "jpeg", "png", "gif", "bmp", "tif", "tiff", "webp", "heic", "heif", "svg", "raw",
               "cr2", "cr3", "nef", "arw", "dng", "raf", "orf", "rw2", "ico", "psd", "xcf", "avif"),
    "Audio": ("mp3", "wav", "flac", "aac", "ogg", "oga", "opus", "m4a", "wma", "aiff", "aif", "mid", "midi"),
    "Video": ("mp4", "mkv", "mov", "avi", "wmv", "webm", "m4v", "mpg", "mpeg", "flv", "3gp", "ts"),
    "Archives": ("zip", "tar", "gz", "tgz", "bz2", "xz", "zst", "7z", "rar", "iso", "dmg", "deb", "rpm"),
    "Code": ("py", "js", "mjs", "ts", "tsx", "jsx", "java", "c", "h", "cpp", "hpp", "cc", "cs", "go", "rs",
             "rb", "php", "swift", "kt", "scala", "sh", "bash", "zsh", "ps1", "sql", "html", "htm", "css",
             "scss", "json", "yaml", "yml", "toml", "xml", "ini", "cfg", "ipynb", "lua", "r", "pl", "vue"),
    "Spreadsheets": ("xls", "xlsx", "xlsm", "ods", "csv", "tsv", "numbers"),
    "Presentations": ("ppt", "pptx", "odp", "key"),
}
#: ``ts`` is ambiguous (video transport stream vs TypeScript); code wins because it is far more common.
_EXT_KIND: dict[str, str] = {}
for _kind, _exts in _KIND_EXTS.items():
    for _ext in _exts:
        _EXT_KIND.setdefault(_ext, _kind)
_EXT_KIND["ts"] = "Code"
#: Two-part extensions kept together (``archive.tar.gz``).
_DOUBLE_EXTS = frozenset({"tar.gz", "tar.bz2", "tar.xz", "tar.zst"})


def split_ext(name: str) -> tuple[str, str]:
    """Split ``name`` into ``(stem, ext)``; ``ext`` is lower-case without the dot ('' when none)."""
    dot = name.rfind(".")
    if dot <= 0 or dot == len(name) - 1:
        return name, ""
    stem, ext = name[:dot], name[dot + 1:].lower()
    inner = stem.rfind(".")
    if inner > 0 and f"{stem[inner + 1:].lower()}.{ext}" in _DOUBLE_EXTS:
        return stem[:inner], f"{stem[inner + 1:].lower()}.{ext}"
    return stem, ext


def kind_of(ext: str) -> str:
    """The kind folder for a lower-case extension (``Other`` when unknown)."""
    if "." in ext:
        ext = ext.rsplit(".", 1)[1]
    return _EXT_KIND.get(ext, "Other")


class FileFacts(NamedTuple):
    """One regular file found by the scanner (a named tuple: cheap to create 100,000 times).

    ``path`` is absolute; ``rel`` is relative to the scanned folder (``/``-separated);
    ``ext`` is lower-case without the dot.
    """

    path: str
    rel: str
    name: str
    ext: str
    size: int
    mtime_ns: int
    kind: str

    @property
    def stem(self) -> str:
        """The name without its extension."""
        return split_ext(self.name)[0]

    @property
    def parent_parts(self) -> tuple[str, ...]:
        """The folder names between the scanned folder and the file."""
        parts = self.rel.split("/")
        return tuple(parts[:-1])
