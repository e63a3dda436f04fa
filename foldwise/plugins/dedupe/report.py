"""Duplicate groups as the API reports them, computed without a kernel: the scan body of a job, keep
strategies and the preview document. The service (jobs, database, journal) and the read-only
``foldwise dedupe --json`` share these functions, so both answer the same document for the same tree.

Imports only the finder and the kernel's error classes.
"""

from __future__ import annotations

import os
from datetime import datetime, timezone
from math import modf
from operator import itemgetter

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover - ``typing`` costs the command's start-up
    from typing import Any

from foldwise.sdk import ApiError
from foldwise.plugins.dedupe.finder import FinderOptions, find_duplicates, walk_files

__all__ = ["TYPE_EXTENSIONS", "STRATEGIES", "extensions_for", "choose_keep", "wire_group", "preview_document",
           "scan_groups"]

STRATEGIES: tuple[str, ...] = ("oldest", "newest", "shortest_path", "preferred_folder")

TYPE_EXTENSIONS: dict[str, frozenset[str]] = {
    "images": frozenset({".jpg", ".jpeg", ".png", ".gif", ".bmp", ".tif", ".tiff", ".webp", ".heic", ".raw",
                         ".cr2", ".nef", ".arw", ".dng", ".svg"}),
    "documents": frozenset({".pdf", ".doc", ".docx", ".odt", ".rtf", ".txt", ".md", ".xls", ".xlsx", ".ods",
                            ".ppt", ".pptx", ".odp", ".csv", ".epub"}),
    "audio": frozenset({".mp3", ".flac", ".wav", ".ogg", ".m4a", ".aac", ".opus", ".wma"}),
    "video": frozenset({".mp4", ".mkv", ".mov", ".avi", ".webm", ".m4v", ".wmv", ".mpg", ".mpeg"}),
    "archives": frozenset({".zip", ".tar", ".gz", ".tgz", ".bz2", ".xz", ".7z", ".rar", ".zst"}),
}


def extensions_for(type_: str | None) -> frozenset[str] | None:
    """The extension filter for a ``type`` (a category name, or an extension such as ``pdf``)."""
    if not type_ or type_ == "all":
        return None
    value = type_.strip().lower()
    if value in TYPE_EXTENSIONS:
        return TYPE_EXTENSIONS[value]
    parts = [p.strip() for p in value.split(",") if p.strip()]
    if parts and all(p.lstrip(".").isalnum() and len(p) <= 16 for p in parts):
        return frozenset("." + p.lstrip(".") for p in parts)
    raise ApiError(f"unknown type {type_!r}: use one of {', '.join(TYPE_EXTENSIONS)} or extensions",
                   status=422, code="validation_error",
                   details=[{"loc": ["body", "type"], "msg": "unknown type"}])


def _iso_reference(ns: int) -> str:
    """The definition of a file's ``modified`` text (what ``_iso`` computes faster)."""
    return datetime.fromtimestamp(ns / 1e9, tz=timezone.utc).isoformat()


_SECONDS: dict[int, str] = {}


def _iso(ns: int) -> str:
    """``_iso_reference(ns)`` at a fraction of the cost (a preview formats every file's mtime): the same
    float timestamp split into whole seconds and microseconds rounded half to even, as ``fromtimestamp``
    does, with the text of each whole second made by ``datetime`` once and cached."""
    fraction, whole = modf(ns / 1e9)
    micro = round(fraction * 1e6)
    if micro >= 1_000_000:
        micro -= 1_000_000
        whole += 1.0
    elif micro < 0:
        micro += 1_000_000
        whole -= 1.0
    second = int(whole)
    prefix = _SECONDS.get(second)
    if prefix is None:
        if len(_SECONDS) > 4096:
            _SECONDS.clear()
        prefix = _SECONDS[second] = datetime.fromtimestamp(second, tz=timezone.utc).isoformat()[:-6]
    return f"{prefix}.{micro:06d}+00:00" if micro else f"{prefix}+00:00"


def _inside(path: str, folder: str) -> bool:
    folder = folder.rstrip(os.sep)
    return path == folder or path.startswith(folder + os.sep)


_OLDEST = itemgetter("mtime_ns", "path")  # the oldest file, then the first path (a C key: every group uses it)


def choose_keep(files: list[dict[str, Any]], strategy: str = "oldest",
                preferred_folder: str | None = None) -> dict[str, Any]:
    """The file a strategy keeps: ``oldest`` / ``newest`` (mtime, then path), ``shortest_path``,
    ``preferred_folder`` (the oldest inside that folder, else the oldest overall)."""
    if strategy == "newest":
        return min(files, key=lambda f: (-f["mtime_ns"], f["path"]))
    if strategy == "shortest_path":
        return min(files, key=lambda f: (len(f["path"]), f["path"]))
    if strategy == "preferred_folder":
        if not preferred_folder:
            raise ApiError("preferred_folder is required with the preferred_folder strategy", status=422,
                           code="validation_error",
                           details=[{"loc": ["body", "preferred_folder"], "msg": "field required"}])
        inside = [f for f in files if _inside(f["path"], preferred_folder)]
        files = inside or files
    elif strategy != "oldest":
        raise ApiError(f"unknown strategy {strategy!r}", status=422, code="validation_error",
                       details=[{"loc": ["body", "strategy"], "msg": f"one of {', '.join(STRATEGIES)}"}])
    return min(files, key=_OLDEST)


def _scan_blocking(roots: list[str], options: dict[str, Any], should_stop: Any, on_progress: Any,
                   home: str | os.PathLike[str] | None = None,
                   ) -> tuple[list[dict[str, Any]], list[list[str]], dict[str, Any]]:
    """Worker-thread body of a scan job: exact groups, or near-duplicate image groups. With the data
    ``home``, exact scans use (and refresh) its persistent hash index (``hashindex``)."""
    exts = extensions_for(options.get("type"))
    opts = FinderOptions(min_size=max(1, int(options.get("min_size") or 1)), extensions=exts)
    if home is not None and not options.get("near"):
        from foldwise.plugins.dedupe.hashindex import index_path

        opts.index_path = index_path(home, roots)
    if options.get("near"):
        from foldwise.plugins.dedupe.near import IMAGE_EXTENSIONS, perceptual_groups

        opts.extensions = IMAGE_EXTENSIONS if exts is None else exts & IMAGE_EXTENSIONS
        errors: list[dict[str, str]] = []
        entries, seen = walk_files(roots, opts, errors, should_stop)
        found = perceptual_groups(entries, int(options.get("max_distance", 6)), should_stop=should_stop)
        groups = [{"hash": h, "size": max(e.size for e in members), "kind": "near",
                   "files": [e.as_dict() for e in members]} for h, members in found]
        summary = {"groups": len(groups), "duplicate_files": sum(len(g["files"]) - 1 for g in groups),
                   "wasted_bytes": sum(_near_wasted(g) for g in groups), "files_scanned": seen,
                   "candidates": len(entries), "errors": len(errors), "algorithm": "phash"}
        return groups, [], summary
    report = find_duplicates(roots, opts, on_progress=on_progress, should_stop=should_stop)
    groups = [{"hash": g.hash, "size": g.size, "kind": "exact", "files": [e.as_dict() for e in g.files]}
              for g in report.groups]
    summary = report.summary()
    summary["error_samples"] = report.errors[:20]
    return groups, report.linked, summary


def _near_wasted(group: dict[str, Any]) -> int:
    sizes = [f["size"] for f in group["files"]]
    return sum(sizes) - max(sizes)



def wire_group(group: dict[str, Any], keep: dict[str, Any]) -> dict[str, Any]:
    files = [{"path": f["path"], "size": f["size"], "modified": _iso(f["mtime_ns"])} for f in group["files"]]
    wasted = _near_wasted(group) if group.get("kind") == "near" else group["size"] * (len(files) - 1)
    return {"hash": group["hash"], "size": group["size"], "wasted": wasted, "kind": group.get("kind", "exact"),
            "files": files, "keep": keep["path"]}


def scan_groups(roots: list[str], options: dict[str, Any], home: str | os.PathLike[str] | None = None,
                ) -> tuple[list[dict[str, Any]], list[list[str]], dict[str, Any]]:
    """A whole scan in this thread (no cancellation, no progress): groups, hard-linked sets, summary."""
    return _scan_blocking(roots, options, None, None, home)


def preview_document(job_id: str | None, strategy: str, folder: str | None, groups: list[dict[str, Any]],
                     linked: list[list[str]], summary: dict[str, Any]) -> dict[str, Any]:
    """The preview of ``POST /dedupe/preview``: every group with the file ``strategy`` keeps."""
    return {"job_id": job_id, "strategy": strategy,
            "groups": [wire_group(group, choose_keep(group["files"], strategy, folder)) for group in groups],
            "already_linked": linked, "summary": summary}
