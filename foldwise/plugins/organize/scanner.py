"""The scanner: one pass of ``os.scandir`` over a folder, producing ``FileFacts``.

Runs in a worker thread (``asyncio.to_thread``). Per file it costs one ``fstatat`` relative to
the open folder (like ``os.walk`` + ``os.stat``, minus the path walk) and a dictionary lookup
for the extension and kind. Symlinks are
never followed nor collected (a link may point outside the roots); hidden entries
(leading dot, which includes the journal's temp files) and excluded folders are skipped.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Callable, Iterable

from foldwise.plugins.organize.facts import _DOUBLE_EXTS, _EXT_KIND, FileFacts, kind_of, split_ext
from foldwise.sdk import TRASH_FOLDER, gc_paused

__all__ = ["ScanOptions", "ScanResult", "scan"]

DEFAULT_EXCLUDES = ("__pycache__", "node_modules", "$RECYCLE.BIN", "System Volume Information", "lost+found")


@dataclass
class ScanOptions:
    """What to skip while scanning."""

    include_hidden: bool = False
    exclude_names: frozenset[str] = frozenset(DEFAULT_EXCLUDES)
    #: Absolute real paths of folders never entered (the data home, the journal's trash).
    exclude_paths: frozenset[str] = frozenset()
    #: Stop after this many files (0 = no limit).
    max_files: int = 0


@dataclass
class ScanResult:
    """Files found (sorted by relative path) and what was left out."""

    base: str
    files: list[FileFacts]
    skipped_dirs: int = 0
    skipped_links: int = 0
    errors: list[str] = field(default_factory=list)


def scan(
    base: str,
    options: ScanOptions | None = None,
    *,
    should_stop: Callable[[], bool] | None = None,
    on_progress: Callable[[int], None] | None = None,
    progress_every: int = 5000,
) -> ScanResult:
    """Collect every regular file under ``base`` (an absolute, resolved folder).

    Each folder is opened once and listed through its descriptor, so a file costs one
    ``fstatat`` relative to its folder (no path walk) and one ``FileFacts``.
    """
    with gc_paused():
        return _scan(base, options, should_stop, on_progress, progress_every)


def _scan(base: str, options: ScanOptions | None, should_stop: Callable[[], bool] | None,
          on_progress: Callable[[int], None] | None, progress_every: int) -> ScanResult:
    opts = options or ScanOptions()
    files: list[FileFacts] = []
    append = files.append
    excluded_names = opts.exclude_names
    excluded_paths = opts.exclude_paths
    hidden_ok = opts.include_hidden
    result = ScanResult(base=base, files=files)
    stack: list[tuple[str, str]] = [(base, "")]
    next_report = progress_every
    limit = opts.max_files or -1
    ext_of = _ExtTable()
    ext_hit = ext_of.cache.get
    new_facts = tuple.__new__  # FileFacts without its Python-level __new__ (same tuple)
    open_flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
    while stack:
        if should_stop is not None and should_stop():
            break
        folder, prefix = stack.pop()
        try:
            fd = os.open(folder, open_flags)
        except OSError as exc:
            result.errors.append(f"{prefix or '.'}: {exc.strerror or exc}")
            continue
        folder_slash = folder if folder.endswith("/") else folder + "/"
        try:
            with os.scandir(fd) as iterator:
                for entry in iterator:
                    name = entry.name
                    if name[0] == "." and (not hidden_ok or name == TRASH_FOLDER):
                        continue
                    try:
                        if entry.is_file(follow_symlinks=False):
                            st = entry.stat(follow_symlinks=False)
                        elif entry.is_dir(follow_symlinks=False):
                            path = folder_slash + name
                            if name in excluded_names or path in excluded_paths:
                                result.skipped_dirs += 1
                            else:
                                stack.append((path, f"{prefix}{name}/"))
                            continue
                        else:
                            if entry.is_symlink():
                                result.skipped_links += 1
                            continue
                    except OSError as exc:
                        result.errors.append(f"{prefix}{name}: {exc.strerror or exc}")
                        continue
                    dot = name.rfind(".")
                    hit = ext_hit(name[dot + 1:]) if dot > 0 else None
                    if hit is None:
                        hit = ext_of(name)
                    append(new_facts(FileFacts, (folder_slash + name, prefix + name, name, hit[0], st.st_size,
                                                 st.st_mtime_ns, hit[1])))
                    if len(files) == limit:
                        stack.clear()
                        break
                    if on_progress is not None and len(files) >= next_report:
                        on_progress(len(files))
                        next_report += progress_every
        except OSError as exc:
            result.errors.append(f"{prefix or '.'}: {exc.strerror or exc}")
        finally:
            os.close(fd)
    files.sort(key=_REL)
    return result


#: Sort key: ``FileFacts.rel`` (field 1), as a C-level getter.
_REL = itemgetter(1)
#: Last extensions that may belong to a two-part extension (``tar.gz``): never cached.
_DOUBLE_TAILS = frozenset(ext.rsplit(".", 1)[1] for ext in _DOUBLE_EXTS)
_EXT_CACHE_MAX = 4096


class _ExtTable:
    """``name -> (ext, kind)`` like ``split_ext`` + ``kind_of``, cached by the raw final suffix, so
    files with the same extension share one ``ext`` string and cost one dictionary lookup."""

    def __init__(self) -> None:
        self.cache: dict[str, tuple[str, str]] = {}
        self.none = ("", _EXT_KIND.get("") or kind_of(""))

    def __call__(self, name: str) -> tuple[str, str]:
        dot = name.rfind(".")
        if dot <= 0 or dot == len(name) - 1:
            return self.none
        suffix = name[dot + 1:]
        hit = self.cache.get(suffix)
        if hit is not None:
            return hit
        lower = suffix.lower()
        ext = split_ext(name)[1] if lower in _DOUBLE_TAILS else lower
        hit = (ext, _EXT_KIND.get(ext) or kind_of(ext))
        if lower not in _DOUBLE_TAILS and len(self.cache) < _EXT_CACHE_MAX:
            self.cache[suffix] = hit
        return hit


def exclude_paths_for(paths: Iterable[str | os.PathLike[str]]) -> frozenset[str]:
    """Real paths of folders to leave out (missing ones are kept as given)."""
    return frozenset(os.path.realpath(os.fspath(p)) for p in paths)
