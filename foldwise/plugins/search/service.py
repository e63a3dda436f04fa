"""``SearchService``: the index of one kernel: building it, keeping it current, querying it (no Quart)."""

from __future__ import annotations

import asyncio
import logging
import os
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable, Iterable, Literal, Sequence

from pydantic import BaseModel, ConfigDict, Field

from foldwise.plugins.search.index import FileRecord, Page, SearchIndex
from foldwise.plugins.search.indexer import Entry, Locator, make_record, walk
from foldwise.plugins.search.query import answer, iso, prepare
from foldwise.sdk import current_scope

__all__ = ["SearchSettings", "SearchService", "Mode"]

log = logging.getLogger("foldwise.search")
Mode = Literal["keyword", "semantic", "hybrid"]
#: The analysis plugin's service, by name: asked for when that plugin is enabled, never imported.
ANALYSIS_SERVICE = "foldwise.plugins.analysis.service:AnalysisService"
JOURNAL_EVENTS = ("journal.applied", "journal.undone")


class SearchSettings(BaseModel):
    """``[search]`` in ``foldwise.toml``."""

    model_config = ConfigDict(extra="forbid")

    build_on_start: bool = Field(True, description="build/refresh the index in the background on start")
    include_hidden: bool = Field(False, description="index dot-files and dot-folders")
    text_limit: int = Field(20_000, ge=0, le=1_000_000, description="characters of extracted text kept per file")
    max_extract_bytes: int = Field(64 * 1024 * 1024, ge=0, description="larger files are indexed by name only")
    batch_size: int = Field(200, ge=1, le=10_000, description="files per index transaction")
    semantic: bool = Field(False, description="embed files for mode=semantic|hybrid (needs the 'semantic' group)")


def _kind_of(name: str) -> str:
    from foldwise.plugins.analysis.filetype import kind_of_extension

    return kind_of_extension(name)


class SearchService:
    """The persistent search index of every file under the kernel's roots."""

    def __init__(self, kernel: Any, *, db_path: Path | None = None, settings: SearchSettings | None = None) -> None:
        self.kernel = kernel
        self.settings = settings or _section(kernel)
        url = str(getattr(kernel.settings, "database_url", "") or "")
        #: True when the index is the deployment's shared PostgreSQL tables (see ``pg_index``)
        self.shared = db_path is None and _is_postgres(url)
        if self.shared:
            from foldwise.plugins.search.pg_index import PgSearchIndex

            self.index: Any = PgSearchIndex(url)
        else:
            self.index = SearchIndex(db_path or Path(kernel.settings.home) / "search.db")
        self._leader: Any = None
        self._extract_pool = ThreadPoolExecutor(1, thread_name_prefix="search-extract")
        self._tasks: set[asyncio.Task[Any]] = set()
        self._scan_lock = asyncio.Lock()
        self._subscription: Any = None
        self._semantic: Any = None
        self.status: dict[str, Any] = {"state": "idle", "scanned": 0, "indexed": 0, "removed": 0,
                                       "started_at": None, "finished_at": None, "error": None}
        #: set whenever the event consumer has applied an event (tests and callers can wait on it)
        self.updates = 0
        #: True between ``start`` and ``stop``: the index is open
        self.running = False

    # ---- lifecycle ------------------------------------------------------------------
    async def start(self) -> None:
        """Open the index, follow the journal's events, and start the background build (not in a one-shot
        command: ``foldwise search`` builds a missing index itself, the others never need it; neither in a
        ``foldwise worker``, which serves no search)."""
        await self.index.open()
        self.running = True
        if getattr(self.kernel, "role", "service") == "worker":
            return  # a worker serves no search and keeps no index current (a job may still read it)
        if getattr(self.kernel, "one_shot", False):
            return
        if self.shared:  # one index per deployment: only the instance holding the lock keeps it current
            from foldwise.plugins.search.leader import IndexLeader

            self._leader = IndexLeader(self.index.dsn, self._keep_current, on_lose=self._stop_following)
            self._spawn(self._leader.run())
            return
        await self._keep_current()

    async def _keep_current(self) -> None:
        """Follow the journal's events and start the background build (every instance on SQLite; on
        PostgreSQL only the index leader)."""
        bus = getattr(self.kernel, "bus", None)
        if bus is not None:
            self._subscription = bus.subscribe()
            self._spawn(self._follow_events())
        if self.settings.build_on_start and self.roots():
            self.start_rescan()

    async def _stop_following(self) -> None:
        """No longer the index leader: leave the events to the instance that is."""
        if self._subscription is not None:
            self._subscription.close()
            self._subscription = None

    async def stop(self) -> None:
        """Stop following events and scanning; close the index."""
        self.running = False
        if self._subscription is not None:
            self._subscription.close()
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            try:
                await task
            except (asyncio.CancelledError, Exception):  # noqa: BLE001
                pass
        if self._leader is not None:
            await self._leader.close()
        await asyncio.get_running_loop().run_in_executor(None, self._close_sync)
        if self.shared:
            await self.index.aclose()

    def _close_sync(self) -> None:
        self._extract_pool.shutdown(wait=True)
        if not self.shared:
            self.index.close()

    def _spawn(self, coro: Any) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # ---- roots, extraction ------------------------------------------------------------
    def roots(self) -> list[str]:
        sandbox = getattr(self.kernel, "sandbox", None)
        roots = sandbox.roots if sandbox is not None else [Path(os.path.realpath(r)) for r in self.kernel.settings.roots]
        return [str(r) for r in roots]

    def _extractor(self) -> Callable[[Path, int], str | None] | None:
        """Text extraction by the analysis plugin's service, when that plugin is enabled."""
        if not self.kernel.has_service(ANALYSIS_SERVICE):
            return None
        extract: Callable[[Path, int], str | None] = self.kernel.service(ANALYSIS_SERVICE).extract_text
        return extract

    def _records(self, entries: Sequence[Entry], locate: Locator) -> list[FileRecord]:
        """Worker-thread body: one record per entry that is still inside a root."""
        extract = self._extractor()
        out = []
        for entry in entries:
            where = locate(entry.path)
            if where is None:
                continue
            out.append(make_record(entry, where[0], where[1], kind_of=_kind_of, extract=extract,
                                   text_limit=self.settings.text_limit,
                                   max_extract_bytes=self.settings.max_extract_bytes))
        return out

    async def _in_pool(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self._extract_pool, fn, *args)

    # ---- building -----------------------------------------------------------------------
    def start_rescan(self, roots: Iterable[str] | None = None) -> bool:
        """Start a background rescan; False when one is already running."""
        if self._scan_lock.locked():
            return False
        self._spawn(self.rescan(roots))
        return True

    async def rescan(self, roots: Iterable[str] | None = None) -> dict[str, Any]:
        """Walk the roots and bring the index up to date: new and changed files (by size and mtime) are
        (re)indexed in batches, vanished ones removed. Never blocks the event loop."""
        async with self._scan_lock:
            roots = list(roots) if roots is not None else self.roots()
            locate = Locator(self.roots())
            self.status.update(state="building", scanned=0, indexed=0, removed=0, error=None,
                               started_at=iso(time.time()), finished_at=None)
            try:
                for root in roots:
                    await self._rescan_root(root, locate)
                self.status.update(state="ready", finished_at=iso(time.time()))
                await self.index.set_meta("last_scan", self.status["finished_at"])
                if self.status["indexed"] > 1000:
                    await self.index.optimize()
                if self.settings.semantic:
                    await self._embed_missing()
            except asyncio.CancelledError:
                self.status.update(state="interrupted")
                raise
            except Exception as exc:  # noqa: BLE001 - reported in the status, the service keeps running
                log.exception("search index scan failed")
                self.status.update(state="failed", error=f"{type(exc).__name__}: {exc}")
            await self._publish("search_indexed", {k: self.status[k] for k in ("state", "scanned", "indexed", "removed")})
            return dict(self.status)

    async def _rescan_root(self, root: str, locate: Locator) -> None:
        known = await self.index.known(root)
        skip = [str(self.kernel.settings.home)]
        entries: list[Entry] = await self._in_pool(
            lambda: list(walk(root, include_hidden=self.settings.include_hidden, skip=skip)))
        self.status["scanned"] += len(entries)
        changed = [e for e in entries if known.get(e.path) != (e.size, e.mtime)]
        seen = {e.path for e in entries}
        batch = self.settings.batch_size
        for start in range(0, len(changed), batch):
            records = await self._in_pool(self._records, changed[start:start + batch], locate)
            self.status["indexed"] += await self.index.upsert(records)
        vanished = await asyncio.to_thread(lambda: [p for p in known if p not in seen and not os.path.lexists(p)])
        if vanished:
            self.status["removed"] += await self.index.delete(vanished)

    async def index_paths(self, paths: Iterable[str]) -> int:
        """(Re)index these files or folders (folders are walked) from disk; returns how many were written."""
        locate = Locator(self.roots())
        wanted = [p for p in dict.fromkeys(paths) if p and locate(p) is not None]
        if not wanted:
            return 0

        def collect() -> list[Entry]:
            out: list[Entry] = []
            for path in wanted:
                try:
                    st = os.stat(path, follow_symlinks=False)
                except OSError:
                    continue
                if os.path.isdir(path) and not os.path.islink(path):
                    out.extend(walk(path, include_hidden=self.settings.include_hidden))
                elif os.path.isfile(path) and not os.path.islink(path):
                    out.append(Entry(path, st.st_size, st.st_mtime))
            return out

        entries = await self._in_pool(collect)
        written = 0
        for start in range(0, len(entries), self.settings.batch_size):
            records = await self._in_pool(self._records, entries[start:start + self.settings.batch_size], locate)
            written += await self.index.upsert(records)
        return written

    # ---- incremental updates from the journal -----------------------------------------
    async def _follow_events(self) -> None:
        assert self._subscription is not None
        async for event in self._subscription:
            if event.type not in JOURNAL_EVENTS:
                continue
            try:
                await self.apply_changes(event.data)
            except Exception:  # noqa: BLE001 - one bad event must not stop the follower
                log.exception("search index could not apply %s", event.type)
            self.updates += 1

    async def apply_changes(self, data: dict[str, Any]) -> None:
        """Apply a journal event ``{moves: [[old, new]], removed: [...], created: [...]}`` to the index."""
        moves = [(str(old), str(new)) for old, new in (data.get("moves") or data.get("paths") or [])]
        removed = [str(p) for p in data.get("removed") or []]
        created = [str(p) for p in data.get("created") or []]
        locate = Locator(self.roots())
        unknown = await self.index.move(moves, locate, _kind_of) if moves else []
        gone = await asyncio.to_thread(lambda: [p for p in removed if not os.path.lexists(p)])
        if gone:
            await self.index.delete(gone)
        back = [p for p in removed if p not in gone]
        # A created folder is a journaled mkdir: it starts empty and whatever lands in it arrives as a move
        # of its own, so only created files are read (walking the folder would index every moved file twice).
        created_files = await asyncio.to_thread(lambda: [p for p in created if not os.path.isdir(p)])
        await self.index_paths([*unknown, *created_files, *back])
        if self.settings.semantic:
            await self._embed_missing()

    # ---- queries --------------------------------------------------------------------------
    async def search(self, q: str, *, type: str | None = None, size: str | None = None, date: str | None = None,
                     page: int = 1, limit: int = 20, mode: Mode = "keyword", tag: str | None = None) -> dict[str, Any]:
        """``{results: [{id, name, path, relevance, snippet?, type, size, modified}], total, total_capped, page,
        limit, mode}``; ``total_capped`` means there are more than ``total`` (= ``COUNT_CAP``) matches.

        ``tag`` keeps only the files carrying it (and lists them by name when ``q`` is empty).
        Raises ``FilterError`` for a bad filter and ``FeatureUnavailable`` for
        ``semantic``/``hybrid`` without the ``semantic`` group.
        """
        match, filters = prepare(q, type, size, date)
        if self.shared:
            from foldwise.plugins.search.pg_text import build_tsquery

            match = build_tsquery(q)  # type: ignore[assignment]
        offset = (page - 1) * limit
        if tag is not None:
            filters.paths = await self._tagged(tag)
            if not q.strip():
                return answer(await self.index.listing(filters, limit=limit, offset=offset), self.roots(),
                              page=page, limit=limit, mode=mode)
        if mode != "keyword":
            model = self._semantic_model()
            await self.index.embed_missing(model)  # vectors of files indexed since (cheap when none)
            found = await self.index.hybrid(match if mode == "hybrid" else None, q, filters, model,
                                            limit=limit, offset=offset)
        elif match is None:
            found = Page([], 0, 0.0)
        else:
            found = await self.index.search(match, filters, limit=limit, offset=offset)
        scope = current_scope()
        if scope is not None:  # workspaces the caller may not see stay out of the answer
            kept = [hit for hit in found.hits if scope.can_read(hit.path)]
            found = Page(kept, max(len(kept), found.total - (len(found.hits) - len(kept))), found.best,
                         found.total_capped)
        return answer(found, self.roots(), page=page, limit=limit, mode=mode)

    async def _tagged(self, tag: str) -> list[str]:
        """Where the files tagged ``tag`` are (none without the tags plugin)."""
        tags = "foldwise.plugins.tags.service:TagsService"
        if not self.kernel.has_service(tags):
            return []
        return await self.kernel.service(tags).paths_with(tag)

    def _semantic_model(self) -> Any:
        from foldwise.plugins.search.semantic import SemanticModel, require_semantic

        require_semantic()
        if self._semantic is None:
            self._semantic = SemanticModel()
        return self._semantic

    async def _embed_missing(self) -> None:
        from foldwise.plugins.search.semantic import missing_module

        if missing_module() is None and not self.shared:
            await self.index.embed_missing(self._semantic_model())

    async def inventory(self, group_by: str) -> list[tuple[str, int, int]]:
        """``(group, count, bytes)`` over the indexed files of the current roots (see ``SearchIndex.group_sync``)."""
        return await self.index.group(group_by, self.roots())

    async def stats(self) -> dict[str, Any]:
        """Index facts plus the state of the background build."""
        facts = await self.index.stats()
        return {**facts, "build": dict(self.status), "roots": len(self.roots())}

    async def _publish(self, kind: str, data: dict[str, Any]) -> None:
        bus = getattr(self.kernel, "bus", None)
        if bus is not None:
            try:
                await bus.publish(kind, data)
            except Exception:  # noqa: BLE001
                log.debug("could not publish %s", kind)


def _is_postgres(url: str) -> bool:
    return url.startswith(("postgres://", "postgresql://", "asyncpg://", "psycopg://"))


def _section(kernel: Any) -> SearchSettings:
    try:
        value = kernel.settings.section("search")
    except AttributeError:
        return SearchSettings()
    return value if isinstance(value, SearchSettings) else SearchSettings.model_validate(value or {})
