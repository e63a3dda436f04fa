"""``AnalysisService``: analyse content and files, storage and category statistics (no Quart)."""

from __future__ import annotations

import asyncio
import os
import shutil
from pathlib import Path
from typing import Any


from foldwise.plugins.analysis.analyzers.base import Analyzer, Source
from foldwise.plugins.analysis.categories import CATEGORY_OF_KIND
from foldwise.plugins.analysis.config import AnalysisSettings
from foldwise.plugins.analysis.engine import DEFAULT_MAX_CHARS, analyze, detect_type, extract, unique_analyzers
from foldwise.plugins.analysis.filetype import kind_of_extension

__all__ = ["AnalysisSettings", "AnalysisService", "GROUP_BY", "SIZE_BUCKETS"]

GROUP_BY = ("type", "folder", "size")
#: Size buckets of ``groupBy=size`` (upper bounds, bytes), same as the search index's.
#: The search plugin's service, by name: asked for when that plugin is enabled, never imported.
SEARCH_SERVICE = "foldwise.plugins.search.service:SearchService"
SIZE_BUCKETS = (("small", 1 << 20), ("medium", 100 << 20), ("large", 1 << 30), ("huge", None))


def _settings_of(kernel: Any) -> AnalysisSettings:
    try:
        value = kernel.settings.section("analysis")
    except AttributeError:
        return AnalysisSettings()
    return value if isinstance(value, AnalysisSettings) else AnalysisSettings.model_validate(value or {})


class AnalysisService:
    """Analysis for one kernel: the analyzers every plugin registered, the ``[analysis]`` config."""

    def __init__(self, kernel: Any, analyzers: list[Analyzer] | None = None) -> None:
        self.kernel = kernel
        self.settings = _settings_of(kernel)
        self.analyzers = unique_analyzers(analyzers if analyzers is not None
                                          else kernel.pm.collect("register_analyzers"))

    # ---- one file --------------------------------------------------------------------
    def analyze_source(self, source: Source) -> dict[str, Any]:
        """Synchronous full analysis (run it in a thread)."""
        return analyze(source, self.analyzers, max_chars=self.settings.max_text_chars)

    async def analyze_content(self, content: str | bytes, name: str | None = None) -> dict[str, Any]:
        data = content.encode("utf-8") if isinstance(content, str) else content
        return await asyncio.to_thread(self.analyze_source, Source(data=data, name=name))

    async def analyze_path(self, path: Path, name: str | None = None) -> dict[str, Any]:
        return await asyncio.to_thread(self.analyze_source, Source(path=path, name=name))

    def extract_text(self, path: Path, limit: int) -> str | None:
        """Text of a file for indexing (no failure raised: a broken file yields None)."""
        try:
            source = Source(path=path)
            extraction, _ = extract(source, detect_type(source), self.analyzers, max_chars=limit)
        except OSError:
            return None
        return extraction.text or None

    async def refine(self, analysis: dict[str, Any]) -> dict[str, Any]:
        """The LLM refinement of an analysis (503 when unconfigured or unreachable)."""
        from foldwise.plugins.analysis.llm import refine

        return await refine(self.settings, analysis)

    # ---- statistics over the roots ------------------------------------------------------
    def _roots(self) -> list[str]:
        sandbox = getattr(self.kernel, "sandbox", None)
        roots = sandbox.roots if sandbox is not None else self.kernel.settings.roots
        return [str(r) for r in roots]

    def _search(self) -> Any:
        """The search plugin's open ``SearchService`` when that plugin is enabled and running, else None."""
        if not self.kernel.has_service(SEARCH_SERVICE):
            return None
        search = self.kernel.service(SEARCH_SERVICE)
        return search if search.running else None

    async def _inventory(self, column: str) -> tuple[list[tuple[str, int, int]], str]:
        """``(rows, source)``: from the search index when that plugin is loaded, else one walk."""
        search = self._search()
        if search is not None:
            return await search.inventory(column), "index"
        return await asyncio.to_thread(_walk_inventory, self._roots(), column), "walk"

    def disk_usage(self, paths: list[str] | None = None) -> dict[str, int]:
        """``total``, ``used``, ``available`` bytes summed over the distinct filesystems of ``paths``
        (default: the roots)."""
        seen: set[int] = set()
        total = used = free = 0
        for root in self._roots() if paths is None else paths:
            try:
                device = os.stat(root).st_dev
                if device in seen:
                    continue
                seen.add(device)
                usage = shutil.disk_usage(root)
            except OSError:
                continue
            total, used, free = total + usage.total, used + usage.used, free + usage.free
        return {"total": total, "used": used, "available": free}

    async def storage(self, group_by: str) -> dict[str, Any]:
        """The storage analysis: disk figures plus a breakdown of the files under the roots."""
        column = {"type": "kind", "folder": "top_folder", "size": "size_bucket"}[group_by]
        rows, source = await self._inventory(column)
        files_size = sum(size for _, _, size in rows)
        breakdown = [
            {"category": (name or "(root)") if group_by == "folder" else name, "size": size, "count": count,
             "percentage": round(100.0 * size / files_size, 2) if files_size else 0.0}
            for name, count, size in rows
        ]
        breakdown.sort(key=lambda item: (-item["size"], item["category"]))
        disk = await asyncio.to_thread(self.disk_usage)
        return {**disk, "breakdown": breakdown, "groupBy": group_by, "files": sum(c for _, c, _ in rows),
                "filesSize": files_size, "source": source}

    async def categories(self) -> dict[str, Any]:
        """Files per category (the category every kind maps to)."""
        rows, source = await self._inventory("kind")
        merged: dict[str, list[int]] = {}
        for kind, count, size in rows:
            name = CATEGORY_OF_KIND.get(kind, "Other")
            slot = merged.setdefault(name, [0, 0])
            slot[0] += count
            slot[1] += size
        categories = [{"name": n, "fileCount": c, "totalSize": s} for n, (c, s) in merged.items()]
        categories.sort(key=lambda item: (-item["totalSize"], item["name"]))
        return {"categories": categories, "source": source}

    async def system_stats(self, scope: Path | None = None) -> dict[str, Any]:
        """Counts and sizes of the files, the index, jobs and journal; ``scope`` (a sandboxed, existing
        path) limits the file and disk figures to that folder, walked rather than read from the index."""
        if scope is None:
            rows, source = await self._inventory("kind")
        else:
            rows, source = await asyncio.to_thread(_walk_inventory, [str(scope)], "kind"), "walk"
        stats: dict[str, Any] = {
            "path": None if scope is None else str(scope),
            "files": {"count": sum(c for _, c, _ in rows), "size": sum(s for _, _, s in rows), "source": source,
                      "byType": {k: {"count": c, "size": s} for k, c, s in rows}},
            "disk": await asyncio.to_thread(self.disk_usage, None if scope is None else [str(scope)]),
            "roots": len(self._roots()),
            "plugins": sum(1 for info in self.kernel.pm.infos.values() if info.status == "loaded"),
            "analyzers": [{"name": a.name, "available": a.unavailable() is None, "group": a.group}
                          for a in self.analyzers],
            "index": None,
        }
        search = self._search()
        if search is not None:
            stats["index"] = await search.stats()
        stats.update(await _job_and_journal_counts())
        return stats


async def _job_and_journal_counts() -> dict[str, Any]:
    from foldwise.sdk import Job, Operation, Transaction

    jobs: dict[str, int] = {}
    for row in await Job.all().group_by("status").annotate(n=_count()).values("status", "n"):
        jobs[row["status"]] = row["n"]
    return {"jobs": jobs, "journal": {"transactions": await Transaction.all().count(),
                                      "operations": await Operation.all().count()}}


def _count() -> Any:
    from tortoise.functions import Count

    return Count("id")


def _walk_inventory(roots: list[str], column: str) -> list[tuple[str, int, int]]:
    """The same grouping as the search index, by walking (used when the search plugin is not loaded)."""
    groups: dict[str, list[int]] = {}
    for root in roots:
        for directory, dirs, files in os.walk(root):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            rel = os.path.relpath(directory, root)
            top = "" if rel == "." else rel.split(os.sep, 1)[0]
            for name in files:
                if name.startswith("."):
                    continue
                try:
                    st = os.lstat(os.path.join(directory, name))
                except OSError:
                    continue
                if column == "kind":
                    key = kind_of_extension(name)
                elif column == "ext":
                    key = name.rsplit(".", 1)[1].lower() if "." in name[1:] else ""
                elif column == "top_folder":
                    key = top
                else:
                    key = next(label for label, bound in SIZE_BUCKETS if bound is None or st.st_size < bound)
                slot = groups.setdefault(key, [0, 0])
                slot[0] += 1
                slot[1] += st.st_size
    return [(k, c, s) for k, (c, s) in groups.items()]
