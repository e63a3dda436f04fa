"""The scanner: one pass of ``os.scandir`` over a folder, producing ``FileFacts``.

Runs in a worker thread (``asyncio.to_thread``). Per file it costs one ``stat`` (the
same as ``os.walk`` + ``os.stat``) and a dictionary lookup for the kind. Symlinks are
never followed nor collected (a link may point outside the roots); hidden entries
(leading dot, which includes the journal's temp files) and excluded folders are skipped.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Callable, Iterable

from foldwise.plugins.organize.facts import _EXT_KIND, FileFacts, kind_of, split_ext

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
    """Collect every regular file under ``base`` (an absolute, resolved folder)."""
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
    while stack:
        if should_stop is not None and should_stop():
            break
        folder, prefix = stack.pop()
        try:
            iterator = os.scandir(folder)
        except OSError as exc:
            result.errors.append(f"{prefix or '.'}: {exc.strerror or exc}")
            continue
        with iterator:
            for entry in iterator:
                name = entry.name
                if not hidden_ok and name[0] == ".":
                    continue
                try:
                    if entry.is_symlink():
                        result.skipped_links += 1
                        continue
                    if entry.is_dir():
                        if name in excluded_names or entry.path in excluded_paths:
                            result.skipped_dirs += 1
                            continue
                        stack.append((entry.path, f"{prefix}{name}/"))
                        continue
                    if not entry.is_file():
                        continue
                    st = entry.stat()
                except OSError as exc:
                    result.errors.append(f"{prefix}{name}: {exc.strerror or exc}")
                    continue
                ext = split_ext(name)[1]
                kind = _EXT_KIND.get(ext) or kind_of(ext)
                append(FileFacts(entry.path, prefix + name, name, ext, st.st_size, st.st_mtime_ns, kind))
                if len(files) == limit:
                    stack.clear()
                    break
                if on_progress is not None and len(files) >= next_report:
                    on_progress(len(files))
                    next_report += progress_every
    files.sort(key=_rel_key)
    return result


def _rel_key(facts: FileFacts) -> str:
    return facts.rel


def exclude_paths_for(paths: Iterable[str | os.PathLike[str]]) -> frozenset[str]:
    """Real paths of folders to leave out (missing ones are kept as given)."""
    return frozenset(os.path.realpath(os.fspath(p)) for p in paths)
