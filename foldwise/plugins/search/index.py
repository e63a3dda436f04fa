"""The search index: one SQLite file (WAL) with a ``files`` table and an FTS5 table over names, folders, text.

All SQLite work runs in worker threads: one writer thread owns the write
connection (so writes are serialised and never block the event loop), and a
small reader pool has one read-only connection per thread (WAL lets them read
while the writer writes). The sync ``*_sync`` methods are the logic; the async
methods hand them to the right thread.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence, TypeVar

from foldwise.plugins.search.filters import Filters, facet_tokens
from foldwise.plugins.search.terms import indexed_words

if TYPE_CHECKING:  # pragma: no cover
    from concurrent.futures import ThreadPoolExecutor

__all__ = ["FileRecord", "Hit", "Page", "SearchIndex", "SCHEMA_VERSION", "COUNT_CAP"]

T = TypeVar("T")
#: 2: the ``facets`` column (kind and extension tokens); an index of another version is rebuilt.
SCHEMA_VERSION = "2"
#: bm25 column weights: a word in the name counts most, then the folder path, then the text; the
#: ``facets`` column (type filter tokens) never scores.
WEIGHTS = (10.0, 4.0, 1.0, 0.0)
BM25 = f"bm25(fts, {', '.join(str(w) for w in WEIGHTS)})"
#: the columns user words are matched in (never ``facets``)
TEXT_COLUMNS = "{name folder body}"
#: matches are counted up to this many; beyond it ``total`` is this number and flagged as a lower bound
COUNT_CAP = 10_000
#: pages ending within this many rows are ranked in one pass (the best score is the first row)
ONE_PASS_ROWS = 1000
MARK_OPEN, MARK_CLOSE = "\x02", "\x03"
_TABLES = ("fts", "files", "meta", "vectors")

_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS files(
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  folder TEXT NOT NULL,
  root TEXT NOT NULL,
  ext TEXT NOT NULL,
  kind TEXT NOT NULL,
  size INTEGER NOT NULL,
  mtime REAL NOT NULL,
  text_len INTEGER NOT NULL DEFAULT 0,
  indexed_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS files_kind ON files(kind);
CREATE INDEX IF NOT EXISTS files_folder ON files(folder);
CREATE INDEX IF NOT EXISTS files_root ON files(root);
CREATE VIRTUAL TABLE IF NOT EXISTS fts USING fts5(
  name, folder, body, facets, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT OR IGNORE INTO meta(key, value) VALUES ('schema_version', '{SCHEMA_VERSION}');
"""


def storable(path: str) -> bool:
    """True for a path the index can hold: valid Unicode (a file name that is not UTF-8, held with surrogate
    escapes, cannot be stored as SQLite text; such a file is left out of the index, not the whole scan)."""
    if path.isascii():
        return True
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


@dataclass(frozen=True)
class FileRecord:
    """One file as the index stores it; ``folder`` is the parent path relative to its root."""

    path: str
    name: str
    folder: str
    root: str
    ext: str
    kind: str
    size: int
    mtime: float
    body: str = ""


@dataclass(frozen=True)
class Hit:
    """One search result row."""

    path: str
    name: str
    kind: str
    size: int
    mtime: float
    score: float  # positive; higher is better
    snippet: str | None


@dataclass(frozen=True)
class Page:
    """One page of ranked hits, the number of matches (capped at ``COUNT_CAP``) and the best score."""

    hits: list[Hit]
    total: int
    best: float
    total_capped: bool = False  # True: there are more than ``total`` matches


def _connect(path: Path, *, readonly: bool) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), timeout=30, check_same_thread=False, isolation_level=None)
    conn.execute("PRAGMA busy_timeout = 30000")
    conn.execute("PRAGMA temp_store = MEMORY")
    conn.execute("PRAGMA cache_size = -32000")
    conn.execute("PRAGMA mmap_size = 268435456")
    if readonly:
        conn.execute("PRAGMA query_only = 1")
    else:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
    return conn


def snippet_html(raw: str | None) -> str | None:
    """Escape a snippet and turn the match markers into ``<mark>`` (safe to insert as HTML)."""
    if not raw:
        return None
    # html.escape(raw, quote=False), without importing html (html.entities is large; a command-line search
    # is a new process that should not pay for it)
    escaped = raw.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return escaped.replace(MARK_OPEN, "<mark>").replace(MARK_CLOSE, "</mark>")


def full_match(match: str, filters: Filters) -> str:
    """The MATCH expression: the user's words over the text columns, AND the type filter over ``facets``."""
    expr = f"{TEXT_COLUMNS} : ({match})"
    facets = filters.facets()
    return f"{expr} AND {facets}" if facets else expr


def _prefix_bounds(directory: str) -> tuple[str, str]:
    """``[lo, hi)`` covering every path strictly below ``directory`` (uses the unique index on path)."""
    base = directory.rstrip(os.sep) + os.sep
    return base, base[:-1] + chr(ord(os.sep) + 1)


class SearchIndex:
    """The persistent full-text index of every file under the roots."""

    def __init__(self, path: Path, *, readers: int = 2) -> None:
        self.path = path
        self._reader_count = readers
        # the thread pools start on first async use: the one-shot ``foldwise search`` reads from its own
        # thread and never needs them (nor concurrent.futures, which imports logging)
        self._writer_pool: ThreadPoolExecutor | None = None
        self._reader_pool: ThreadPoolExecutor | None = None
        self._wconn: sqlite3.Connection | None = None
        self._local = threading.local()
        self._reader_conns: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
        self.closed = False

    # ---- lifecycle ----------------------------------------------------------
    def open_sync(self) -> None:
        """Create the file and schema (idempotent)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._wconn = _connect(self.path, readonly=False)
        self._drop_other_version(self._wconn)
        self._wconn.executescript(_SCHEMA)
        rank = f"bm25({', '.join(str(w) for w in WEIGHTS)})"
        # FTS5 keeps the rank function in its config table: written once, not on every open (a write
        # commit, and with it a WAL to sync and checkpoint, in every command that starts a kernel)
        stored = self._wconn.execute("SELECT v FROM fts_config WHERE k = 'rank'").fetchone()
        if stored is None or stored[0] != rank:
            self._wconn.execute(f"INSERT INTO fts(fts, rank) VALUES ('rank', '{rank}')")

    @staticmethod
    def _drop_other_version(conn: sqlite3.Connection) -> None:
        """An index written by another schema version is dropped (the next scan rebuilds it)."""
        if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'meta'").fetchone() is None:
            return
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        if row is not None and row[0] == SCHEMA_VERSION:
            return
        conn.execute("BEGIN IMMEDIATE")
        for table in _TABLES:
            conn.execute(f"DROP TABLE IF EXISTS {table}")
        conn.execute("COMMIT")

    async def open(self) -> None:
        await self._write(self.open_sync)

    def close(self) -> None:
        """Close connections and stop the threads (waits for queued work)."""
        if self.closed:
            return
        self.closed = True
        if self._writer_pool is not None:  # the write connection belongs to the writer thread
            self._writer_pool.submit(self._close_writer).result()
            self._writer_pool.shutdown(wait=True)
        else:  # opened synchronously (or never): this thread
            self._close_writer()
        if self._reader_pool is not None:
            self._reader_pool.shutdown(wait=True)
        with self._lock:
            for conn in self._reader_conns:
                conn.close()
            self._reader_conns.clear()

    def _close_writer(self) -> None:
        if self._wconn is not None:
            try:
                self._wconn.execute("PRAGMA optimize")
            except sqlite3.Error:
                pass
            self._wconn.close()
            self._wconn = None

    @property
    def _writer(self) -> ThreadPoolExecutor:
        if self._writer_pool is None:
            from concurrent.futures import ThreadPoolExecutor

            with self._lock:
                if self._writer_pool is None:
                    self._writer_pool = ThreadPoolExecutor(1, thread_name_prefix="search-writer")
        return self._writer_pool

    @property
    def _readers(self) -> ThreadPoolExecutor:
        if self._reader_pool is None:
            from concurrent.futures import ThreadPoolExecutor

            with self._lock:
                if self._reader_pool is None:
                    self._reader_pool = ThreadPoolExecutor(self._reader_count, thread_name_prefix="search-reader")
        return self._reader_pool

    async def _write(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        import asyncio  # here: the one-shot ``foldwise search`` reads synchronously and never loads asyncio

        return await asyncio.get_running_loop().run_in_executor(self._writer, partial(fn, *args, **kwargs))

    async def _read(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        import asyncio

        return await asyncio.get_running_loop().run_in_executor(self._readers, partial(fn, *args, **kwargs))

    def _rconn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = _connect(self.path, readonly=True)
            self._local.conn = conn
            with self._lock:
                self._reader_conns.append(conn)
        return conn

    @property
    def _w(self) -> sqlite3.Connection:
        if self._wconn is None:
            raise RuntimeError("search index is not open")
        return self._wconn

    # ---- writes (writer thread) ---------------------------------------------
    def upsert_sync(self, records: Sequence[FileRecord]) -> int:
        """Insert or replace ``records`` in one transaction; returns how many were written."""
        conn = self._w
        now = time.time()
        records = [r for r in records if storable(r.path)]
        conn.execute("BEGIN IMMEDIATE")
        try:
            for r in records:
                row = conn.execute("SELECT id FROM files WHERE path = ?", (r.path,)).fetchone()
                values = (r.name, r.folder, r.root, r.ext, r.kind, r.size, r.mtime, len(r.body), now)
                name_text, folder_text = indexed_words(r.name), indexed_words(r.folder)
                facets = facet_tokens(r.kind, r.ext)
                if row is None:
                    cur = conn.execute(
                        "INSERT INTO files(path, name, folder, root, ext, kind, size, mtime, text_len, indexed_at)"
                        " VALUES (?,?,?,?,?,?,?,?,?,?)", (r.path, *values))
                    conn.execute("INSERT INTO fts(rowid, name, folder, body, facets) VALUES (?,?,?,?,?)",
                                 (cur.lastrowid, name_text, folder_text, r.body, facets))
                else:
                    conn.execute(
                        "UPDATE files SET name=?, folder=?, root=?, ext=?, kind=?, size=?, mtime=?, text_len=?,"
                        " indexed_at=? WHERE id=?", (*values, row[0]))
                    conn.execute("UPDATE fts SET name=?, folder=?, body=?, facets=? WHERE rowid=?",
                                 (name_text, folder_text, r.body, facets, row[0]))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return len(records)

    def delete_sync(self, paths: Iterable[str]) -> int:
        """Remove these paths and everything below them (a path may be a directory)."""
        conn = self._w
        removed = 0
        conn.execute("BEGIN IMMEDIATE")
        try:
            for path in paths:
                if not storable(path):
                    continue  # never indexed
                lo, hi = _prefix_bounds(path)
                ids = [r[0] for r in conn.execute(
                    "SELECT id FROM files WHERE path = ? OR (path >= ? AND path < ?)", (path, lo, hi))]
                for chunk in _chunks(ids, 500):
                    marks = ",".join("?" * len(chunk))
                    conn.execute(f"DELETE FROM fts WHERE rowid IN ({marks})", chunk)
                    conn.execute(f"DELETE FROM files WHERE id IN ({marks})", chunk)
                removed += len(ids)
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return removed

    def move_sync(self, moves: Sequence[tuple[str, str]], locate: Callable[[str], tuple[str, str] | None],
                  kind_of: Callable[[str], str] | None = None) -> list[str]:
        """Apply renames (files and directories) without re-reading content.

        ``locate(new_path)`` returns ``(root, folder)`` for a path inside the roots,
        else None (then the row is dropped). A renamed file gets its extension and
        ``kind_of(new_name)`` (when given) as its new type. Returns the new paths
        that were not indexed before (the caller indexes them from disk).
        """
        conn = self._w
        unknown: list[str] = []
        conn.execute("BEGIN IMMEDIATE")
        try:
            for old, new in moves:
                if not storable(old):  # never indexed: what it became is indexed from disk
                    if storable(new):
                        unknown.append(new)
                    continue
                rows = conn.execute("SELECT id, path, name, kind FROM files WHERE path = ?", (old,)).fetchall()
                lo, hi = _prefix_bounds(old)
                rows += conn.execute("SELECT id, path, name, kind FROM files WHERE path >= ? AND path < ?",
                                     (lo, hi)).fetchall()
                if not rows:
                    unknown.append(new)
                    continue
                for file_id, path, name, kind in rows:
                    target = new + path[len(old):]
                    where = locate(target) if storable(target) else None
                    if where is None:
                        conn.execute("DELETE FROM fts WHERE rowid = ?", (file_id,))
                        conn.execute("DELETE FROM files WHERE id = ?", (file_id,))
                        continue
                    root, folder = where
                    new_name = os.path.basename(target)
                    conn.execute("DELETE FROM files WHERE path = ? AND id != ?", (target, file_id))
                    conn.execute("UPDATE files SET path=?, name=?, folder=?, root=?, indexed_at=? WHERE id=?",
                                 (target, new_name, folder, root, time.time(), file_id))
                    if new_name != name:
                        ext = new_name.rsplit(".", 1)[1].lower() if "." in new_name[1:] else ""
                        kind = kind_of(new_name) if kind_of is not None else kind
                        conn.execute("UPDATE files SET ext=?, kind=? WHERE id=?", (ext, kind, file_id))
                        conn.execute("UPDATE fts SET name=?, folder=?, facets=? WHERE rowid=?",
                                     (indexed_words(new_name), indexed_words(folder), facet_tokens(kind, ext),
                                      file_id))
                    else:
                        conn.execute("UPDATE fts SET folder=? WHERE rowid=?", (indexed_words(folder), file_id))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return unknown

    def set_meta_sync(self, key: str, value: str) -> None:
        self._w.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value",
                        (key, value))

    def optimize_sync(self) -> None:
        """Merge FTS5 segments (after a big build) so queries touch fewer b-trees, then move the WAL into
        the database file (readers otherwise look every page up in a WAL of tens of MB)."""
        self._w.execute("INSERT INTO fts(fts) VALUES ('optimize')")
        self._w.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    async def upsert(self, records: Sequence[FileRecord]) -> int:
        return await self._write(self.upsert_sync, records)

    async def delete(self, paths: Iterable[str]) -> int:
        return await self._write(self.delete_sync, list(paths))

    async def move(self, moves: Sequence[tuple[str, str]], locate: Callable[[str], tuple[str, str] | None],
                   kind_of: Callable[[str], str] | None = None) -> list[str]:
        return await self._write(self.move_sync, list(moves), locate, kind_of)

    async def set_meta(self, key: str, value: str) -> None:
        await self._write(self.set_meta_sync, key, value)

    async def optimize(self) -> None:
        await self._write(self.optimize_sync)

    # ---- reads (reader threads) ---------------------------------------------
    def known_sync(self, root: str) -> dict[str, tuple[int, float]]:
        """``path -> (size, mtime)`` of every indexed file under ``root`` (for the unchanged-file check)."""
        rows = self._rconn().execute("SELECT path, size, mtime FROM files WHERE root = ?", (root,))
        return {path: (size, mtime) for path, size, mtime in rows}

    def search_sync(self, match: str, filters: Filters, *, limit: int, offset: int) -> Page:
        """The ``limit`` hits after ``offset`` for user words ``match`` (see ``build_match``), best first.

        bm25 has to score every match, so everything else touches as little as it can:

        1. rank: ``(rowid, bm25)`` only, over the FTS5 table alone unless a size or date
           filter needs ``files`` (the type filter is part of the MATCH, on the
           ``facets`` column); the first ``offset + limit`` rows come in one pass, so
           the best score (for relevance) needs no second ranking;
        2. the page's ``files`` rows and ``snippet()``s, for its rowids only; the
           snippet query is bounded by the page's rowid range (with a plain
           ``rowid IN`` FTS5 re-seeks every doclist once per id: 10-30 ms for
           prefix terms);
        3. the count: skipped when the ranking saw the last match, else counted up
           to ``COUNT_CAP`` (beyond it ``total`` is a lower bound, ``total_capped``).
        """
        conn = self._rconn()
        expr = full_match(match, filters)
        where, params = filters.sql(types=False)
        source = "fts CROSS JOIN files f ON f.id = fts.rowid" if where else "fts"
        ranking = f"SELECT fts.rowid, -{BM25} AS score FROM {source} WHERE fts MATCH ?{where}" \
                  " ORDER BY score DESC, fts.rowid"
        if offset + limit <= ONE_PASS_ROWS:
            ranked = conn.execute(f"{ranking} LIMIT ?", [expr, *params, offset + limit]).fetchall()
            best = ranked[0][1] if ranked else 0.0
            page = ranked[offset:]
        else:  # a deep page: the best score separately instead of fetching every row before the page
            top = conn.execute(f"{ranking} LIMIT 1", [expr, *params]).fetchone()
            best = top[1] if top else 0.0
            page = conn.execute(f"{ranking} LIMIT ? OFFSET ?", [expr, *params, limit, offset]).fetchall()
        capped = False
        if len(page) < limit and (page or offset == 0):
            total = offset + len(page)
        else:
            count = conn.execute(f"SELECT count(*) FROM (SELECT 1 FROM {source} WHERE fts MATCH ?{where}"
                                 f" LIMIT {COUNT_CAP + 1})", [expr, *params]).fetchone()[0]
            capped = count > COUNT_CAP
            total = max(COUNT_CAP, offset + len(page)) if capped else count
        return Page(self._hits(conn, expr, page), total, float(best), capped)

    def _hits(self, conn: sqlite3.Connection, expr: str, page: list[tuple[int, float]]) -> list[Hit]:
        """``Hit``s for ranked ``(rowid, score)`` pairs: ``files`` rows plus body snippets."""
        if not page:
            return []
        ids = [r[0] for r in page]
        marks = ",".join("?" * len(ids))
        rows = {r[0]: r[1:] for r in conn.execute(
            f"SELECT id, path, name, kind, size, mtime FROM files WHERE id IN ({marks})", ids)}
        snippets = dict(conn.execute(
            f"SELECT rowid, snippet(fts, 2, '{MARK_OPEN}', '{MARK_CLOSE}', '…', 10) FROM fts"
            f" WHERE fts MATCH ? AND rowid >= ? AND rowid <= ? AND +rowid IN ({marks})",
            [expr, min(ids), max(ids), *ids]).fetchall())
        hits = []
        for file_id, score in page:
            if file_id not in rows:
                continue
            snip = snippets.get(file_id)
            hits.append(Hit(*rows[file_id], score=score,
                            snippet=snippet_html(snip) if snip and MARK_OPEN in snip else None))
        return hits

    def hybrid_sync(self, match: str | None, query: str, filters: Filters, model: Any, *, limit: int,
                    offset: int, pool: int = 100) -> Page:
        """Semantic (``match`` None) or hybrid ranking: the top ``pool`` of bm25 and of cosine similarity
        fused by reciprocal rank fusion; relevance is the fused score over the best one."""
        from foldwise.plugins.search.semantic import rrf

        conn = self._rconn()
        where, params = filters.sql()
        rankings: list[list[int]] = []
        if match is not None:
            exact, exact_params = filters.sql(types=False)
            source = "fts CROSS JOIN files f ON f.id = fts.rowid" if exact else "fts"
            rankings.append([r[0] for r in conn.execute(
                f"SELECT fts.rowid, {BM25} AS score FROM {source} WHERE fts MATCH ?{exact} ORDER BY score"
                " LIMIT ?", [full_match(match, filters), *exact_params, pool])])
        near = [file_id for file_id, _ in model.nearest(conn, query, pool * 4)]
        if near and where:
            marks = ",".join("?" * len(near))
            allowed = {r[0] for r in conn.execute(
                f"SELECT f.id FROM files f WHERE f.id IN ({marks}){where}", [*near, *params])}
            near = [i for i in near if i in allowed]
        rankings.append(near[:pool])
        fused = rrf(rankings)
        best = fused[0][1] if fused else 0.0
        page = fused[offset:offset + limit]
        rows = {}
        if page:
            marks = ",".join("?" * len(page))
            rows = {r[0]: r[1:] for r in conn.execute(
                f"SELECT id, path, name, kind, size, mtime FROM files WHERE id IN ({marks})", [k for k, _ in page])}
        hits = [Hit(*rows[k], score=score, snippet=None) for k, score in page if k in rows]
        return Page(hits, len(fused), best)

    def listing_sync(self, filters: Filters, *, limit: int, offset: int) -> Page:
        """Files matching ``filters`` alone (a tag search without words), by name; relevance 1 for each."""
        conn = self._rconn()
        where, params = filters.sql()
        rows = conn.execute(f"SELECT path, name, kind, size, mtime FROM files f WHERE 1=1{where}"
                            " ORDER BY name, path LIMIT ? OFFSET ?", [*params, limit, offset]).fetchall()
        total = conn.execute(f"SELECT count(*) FROM files f WHERE 1=1{where}", params).fetchone()[0]
        return Page([Hit(*row, score=1.0, snippet=None) for row in rows], total, 1.0)

    def count_sync(self, filters: Filters) -> int:
        where, params = filters.sql()
        return self._rconn().execute(f"SELECT count(*) FROM files f WHERE 1=1{where}", params).fetchone()[0]

    def meta_sync(self) -> dict[str, str]:
        """The ``meta`` table (``schema_version``, ``last_scan`` ...)."""
        return dict(self._rconn().execute("SELECT key, value FROM meta").fetchall())

    def stats_sync(self) -> dict[str, Any]:
        """Index facts: file count, total bytes, text bytes, meta values, on-disk size."""
        conn = self._rconn()
        files, size, text = conn.execute(
            "SELECT count(*), coalesce(sum(size), 0), coalesce(sum(text_len), 0) FROM files").fetchone()
        meta = self.meta_sync()
        disk = sum(p.stat().st_size for p in self.path.parent.glob(self.path.name + "*") if p.is_file())
        return {"files": files, "bytes": size, "text_chars": text, "db_bytes": disk, **meta}

    def group_sync(self, column: str, roots: Sequence[str] | None = None) -> list[tuple[str, int, int]]:
        """``(value, count, bytes)`` grouped by ``kind``, ``ext``, ``folder`` (top level) or a size bucket."""
        expr = {
            "kind": "f.kind",
            "ext": "f.ext",
            "top_folder": "CASE WHEN instr(f.folder, '/') > 0 THEN substr(f.folder, 1, instr(f.folder, '/') - 1)"
                          " ELSE f.folder END",
            "size_bucket": "CASE WHEN f.size < 1048576 THEN 'small' WHEN f.size < 104857600 THEN 'medium'"
                           " WHEN f.size < 1073741824 THEN 'large' ELSE 'huge' END",
        }[column]
        where, params = "", []
        if roots:
            where = f" WHERE f.root IN ({','.join('?' * len(roots))})"
            params = list(roots)
        return [(value, count, size) for value, count, size in self._rconn().execute(
            f"SELECT {expr} AS g, count(*), coalesce(sum(f.size), 0) FROM files f{where} GROUP BY g"
            " ORDER BY 3 DESC", params)]

    async def known(self, root: str) -> dict[str, tuple[int, float]]:
        return await self._read(self.known_sync, root)

    async def search(self, match: str, filters: Filters, *, limit: int, offset: int) -> Page:
        return await self._read(self.search_sync, match, filters, limit=limit, offset=offset)

    async def listing(self, filters: Filters, *, limit: int, offset: int) -> Page:
        return await self._read(self.listing_sync, filters, limit=limit, offset=offset)

    async def hybrid(self, match: str | None, query: str, filters: Filters, model: Any, *, limit: int,
                     offset: int) -> Page:
        return await self._read(self.hybrid_sync, match, query, filters, model, limit=limit, offset=offset)

    def embed_missing_sync(self, model: Any) -> int:
        return model.embed_missing(self._w)

    async def embed_missing(self, model: Any) -> int:
        return await self._write(self.embed_missing_sync, model)

    async def stats(self) -> dict[str, Any]:
        return await self._read(self.stats_sync)

    async def group(self, column: str, roots: Sequence[str] | None = None) -> list[tuple[str, int, int]]:
        return await self._read(self.group_sync, column, roots)


def _chunks(items: Sequence[T], size: int) -> Iterable[Sequence[T]]:
    for start in range(0, len(items), size):
        yield items[start:start + size]
