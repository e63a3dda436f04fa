"""Search index benchmark: indexing throughput and query latency on a 100,000-file index.

Run: ``python benchmarks/bench_search.py [--files 100000] [--queries 200] [--postgres URL]``

With ``--postgres URL`` (a server where a scratch database may be created) the same records and queries also
run on the PostgreSQL backend (``pg_index``: tsvector + GIN + ts_rank) in the same run, and its latencies are
printed next to FTS5's, with the ratio.

The index is built through the real code path (``SearchIndex.upsert`` in batches,
the same records ``make_record`` produces, names split like real ones); the files
are synthetic (names, folders, a short text each), so nothing is read from disk.
Queries run in-process through ``SearchService.search`` (FTS5 + bm25 + snippet,
relevance normalisation, ids). The baseline, measured in the same run on the same
rows, is a plain ``LIKE '%term%'`` scan over name, folder and text.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from foldwise.plugins.analysis.filetype import kind_of_extension
from foldwise.plugins.search.index import FileRecord
from foldwise.plugins.search.service import SearchService, SearchSettings

WORDS = ("invoice report budget meeting holiday photo contract travel recipe garden project draft final "
         "summary letter notes plan design review music video backup archive tax receipt family school "
         "health insurance car house rent bank statement salary resume portfolio client server config "
         "alpha beta gamma delta omega quarterly annual weekly monthly scan copy export import").split()
EXTS = ("pdf", "txt", "md", "docx", "xlsx", "jpg", "png", "mp3", "mp4", "csv", "json", "py", "zip")
FOLDERS = ("Documents", "Photos", "Music", "Work", "Projects", "Archive", "Finance", "Travel", "School", "Code")


def vocabulary(rng: random.Random, size: int = 20_000) -> list[str]:
    """Pseudo-words ranked by a Zipf-like law (the first ones act like stopwords), with the meaningful
    words that queries use placed at middle ranks, as topic words are in natural text."""
    syllables = ("ka", "lo", "mi", "ten", "ra", "su", "vel", "dor", "an", "qui", "pe", "zo", "ber", "ni", "tas")
    extra = {"".join(rng.choice(syllables) for _ in range(rng.randint(2, 4))) for _ in range(size * 2)}
    vocab = sorted(extra)[: size - len(WORDS)]
    for i, word in enumerate(WORDS):
        vocab.insert(20 + i * 40, word)
    return vocab


def zipf_choice(rng: random.Random, vocab: list[str]) -> str:
    return vocab[min(len(vocab) - 1, int(rng.paretovariate(1.0)) - 1)]


def synthetic_records(count: int, root: str, rng: random.Random) -> list[FileRecord]:
    vocab = vocabulary(rng)
    out = []
    for i in range(count):
        folder = "/".join([rng.choice(FOLDERS), str(2015 + i % 10), rng.choice(WORDS).title()])
        ext = rng.choice(EXTS)
        name = f"{rng.choice(WORDS).title()}{rng.choice(WORDS).title()}_{i:06d}.{ext}"
        body = " ".join(zipf_choice(rng, vocab) for _ in range(rng.randint(20, 80)))
        out.append(FileRecord(path=f"{root}/{folder}/{name}", name=name, folder=folder, root=root, ext=ext,
                              kind=kind_of_extension(name), size=rng.randint(100, 50_000_000),
                              mtime=1.6e9 + rng.random() * 1e8, body=body))
    return out


QUERY_TYPES = ("word", "two words", "3-letter prefix", "filtered", "3 words, page 2")


def make_queries(n: int, rng: random.Random) -> list[dict[str, Any]]:
    """``n`` queries cycling through ``QUERY_TYPES`` (query ``i`` is of type ``i % 5``)."""
    queries: list[dict[str, Any]] = []
    for i in range(n):
        kind = i % 5
        if kind == 0:
            queries.append({"q": rng.choice(WORDS)})
        elif kind == 1:
            queries.append({"q": f"{rng.choice(WORDS)} {rng.choice(WORDS)}"})
        elif kind == 2:
            queries.append({"q": rng.choice(WORDS)[:3]})  # prefix
        elif kind == 3:
            queries.append({"q": rng.choice(WORDS), "type": rng.choice(("document", "image", "pdf")), "size": ">1MB"})
        else:
            queries.append({"q": f"{rng.choice(WORDS)} {rng.choice(WORDS)} {rng.choice(WORDS)}", "page": 2})
    return queries


def like_baseline(db: Path, queries: list[dict[str, Any]]) -> list[float]:
    """The naive way: ``LIKE '%term%'`` on name, folder and text for every term, newest 20."""
    conn = sqlite3.connect(str(db))
    times = []
    for query in queries:
        terms = query["q"].split()
        where = " AND ".join("(f.name LIKE ? OR f.folder LIKE ? OR t.body LIKE ?)" for _ in terms)
        params = [f"%{t}%" for t in terms for _ in range(3)]
        start = time.perf_counter()
        conn.execute(f"SELECT f.path FROM files f JOIN fts t ON t.rowid = f.id WHERE {where} LIMIT 20", params).fetchall()
        conn.execute(f"SELECT count(*) FROM files f JOIN fts t ON t.rowid = f.id WHERE {where}", params).fetchone()
        times.append(time.perf_counter() - start)
    conn.close()
    return times


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


async def run_postgres(url: str, files: int, queries: list[dict[str, Any]], batch: int,
                       ) -> tuple[float, list[float], dict[str, Any]]:
    """The PostgreSQL backend on a scratch database: ``(build seconds, latencies, stats)``."""
    import uuid

    import asyncpg

    name = f"foldwise_bench_{uuid.uuid4().hex[:10]}"
    admin = await asyncpg.connect(url)
    await admin.execute(f'CREATE DATABASE "{name}"')
    db_url = url.rsplit("/", 1)[0] + "/" + name
    try:
        with tempfile.TemporaryDirectory() as tmp:
            root = str(Path(tmp) / "root")
            kernel = SimpleNamespace(settings=SimpleNamespace(home=Path(tmp), roots=[root], database_url=db_url),
                                     pm=SimpleNamespace(hook=SimpleNamespace()), sandbox=None, bus=None)
            service = SearchService(kernel, settings=SearchSettings(build_on_start=False, batch_size=batch))
            assert service.shared
            service.roots = lambda: [root]  # type: ignore[method-assign]
            await service.index.open()
            records = synthetic_records(files, root, random.Random(42))
            start = time.perf_counter()
            for i in range(0, len(records), batch):
                await service.index.upsert(records[i:i + batch])
            await service.index.optimize()
            build = time.perf_counter() - start
            for query in queries[:20]:
                await service.search(**query)
            latencies = []
            for query in queries:
                t0 = time.perf_counter()
                await service.search(**query)
                latencies.append(time.perf_counter() - t0)
            stats = await service.index.stats()
            await service.index.aclose()
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()
    return build, latencies, stats


async def main(files: int, n_queries: int, batch: int, postgres: str | None = None) -> None:
    rng = random.Random(42)
    with tempfile.TemporaryDirectory() as tmp:
        root = str(Path(tmp) / "root")
        kernel = SimpleNamespace(settings=SimpleNamespace(home=Path(tmp), roots=[root]),
                                 pm=SimpleNamespace(hook=SimpleNamespace()), sandbox=None, bus=None)
        service = SearchService(kernel, settings=SearchSettings(build_on_start=False, batch_size=batch))
        service.roots = lambda: [root]  # type: ignore[method-assign]
        await service.index.open()
        records = synthetic_records(files, root, rng)

        start = time.perf_counter()
        for i in range(0, len(records), batch):
            await service.index.upsert(records[i:i + batch])
        await service.index.optimize()
        build = time.perf_counter() - start

        queries = make_queries(n_queries, rng)
        for query in queries[:20]:  # warm the page cache like a running service
            await service.search(**query)
        latencies = []
        totals = capped = 0
        for query in queries:
            t0 = time.perf_counter()
            data = await service.search(**query)
            latencies.append(time.perf_counter() - t0)
            totals += data["total"]
            capped += data["total_capped"]
        stats = await service.index.stats()
        await asyncio.get_running_loop().run_in_executor(None, service._close_sync)
        baseline = like_baseline(Path(tmp) / "search.db", queries)

    ms = lambda s: s * 1000  # noqa: E731
    print(f"index: {files:,} files, batch {batch}, {stats['db_bytes'] / 1e6:.1f} MB on disk")
    print(f"indexing: {build:.2f} s  ->  {files / build:,.0f} files/s (upsert + FTS5, incl. optimize)")
    print(f"queries: {n_queries} varied (word, two words, 3-letter prefix, filtered, 3 words page 2); "
          f"mean matches {totals / n_queries:,.0f} ({capped} counted only up to the cap)")
    print(f"  {'query type':<28}{'fts p50':>10}{'fts p95':>10}{'LIKE p50':>10}{'LIKE p95':>10}  (ms)")
    for k, name in enumerate(QUERY_TYPES):
        mine, base = latencies[k::5], baseline[k::5]
        print(f"  {name:<28}{ms(pct(mine, 50)):>10.2f}{ms(pct(mine, 95)):>10.2f}"
              f"{ms(pct(base, 50)):>10.2f}{ms(pct(base, 95)):>10.2f}")
    print("  overall:")
    print(f"  fts5/bm25 (SearchService.search): p50 {ms(pct(latencies, 50)):.2f} ms   p95 {ms(pct(latencies, 95)):.2f} ms"
          f"   max {ms(max(latencies)):.2f} ms")
    print(f"  baseline LIKE '%term%' scan:       p50 {ms(pct(baseline, 50)):.2f} ms   p95 {ms(pct(baseline, 95)):.2f} ms"
          f"   max {ms(max(baseline)):.2f} ms")
    print(f"  speed-up: p50 x{pct(baseline, 50) / pct(latencies, 50):.1f}, p95 x{pct(baseline, 95) / pct(latencies, 95):.1f}"
          f"   goal p95 < 20 ms: {'met' if ms(pct(latencies, 95)) < 20 else 'NOT met'}")
    print(f"  mean: fts {ms(statistics.mean(latencies)):.2f} ms, baseline {ms(statistics.mean(baseline)):.2f} ms")
    if postgres:
        pg_build, pg_lat, pg_stats = await run_postgres(postgres, files, queries, batch)
        print(f"postgres backend: {files:,} files indexed in {pg_build:.2f} s -> {files / pg_build:,.0f} files/s;"
              f" {pg_stats['db_bytes'] / 1e6:.1f} MB")
        print(f"  {'query type':<28}{'pg p50':>10}{'pg p95':>10}{'fts p50':>10}{'fts p95':>10}  (ms)")
        for k, name in enumerate(QUERY_TYPES):
            theirs, mine = pg_lat[k::5], latencies[k::5]
            print(f"  {name:<28}{ms(pct(theirs, 50)):>10.2f}{ms(pct(theirs, 95)):>10.2f}"
                  f"{ms(pct(mine, 50)):>10.2f}{ms(pct(mine, 95)):>10.2f}")
        print(f"  overall: pg p50 {ms(pct(pg_lat, 50)):.2f} ms p95 {ms(pct(pg_lat, 95)):.2f} ms;"
              f" ratio pg/fts5 p50 x{pct(pg_lat, 50) / pct(latencies, 50):.1f},"
              f" p95 x{pct(pg_lat, 95) / pct(latencies, 95):.1f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--files", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--batch", type=int, default=1000)
    parser.add_argument("--postgres", default=None, help="also run the PostgreSQL backend (scratch database)")
    args = parser.parse_args()
    asyncio.run(main(args.files, args.queries, args.batch, args.postgres))
