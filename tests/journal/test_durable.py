"""The write-ahead rows are fsynced before their change although SQLite runs with ``synchronous=NORMAL``.

The ordering test traces a real child process with ``strace``: the first rename of batch k must come after the
(k+1)-th ``fdatasync`` of the database's WAL, the one that made batch k's write-ahead rows durable. ``move_many``
is pipelined (batch k+1's rows are written and synced while batch k's renames run in a worker thread), so that
sync may land anywhere among batch k's renames, never after batch k+1's first one.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

from foldwise.kernel.db import sqlite_url
from foldwise.kernel.journal.durable import needs_sync
from foldwise.kernel.journal.models import Operation
from conftest import skip_or_fail


async def test_sqlite_commits_are_not_synced_by_sqlite_but_the_journal_syncs(kernel: Any, home: Path,
                                                                            root: Path,
                                                                            db_backend: str | None) -> None:
    db = Operation._meta.db
    if db_backend:  # PostgreSQL: commits are durable, nothing to add
        assert needs_sync(db) is None
        return
    _, rows = await db.execute_query("PRAGMA synchronous")
    assert list(rows[0])[0] == 1  # NORMAL
    _, rows = await db.execute_query("PRAGMA temp_store")
    assert list(rows[0])[0] == 2  # MEMORY: statement journals and sorts never become files in /var/tmp
    assert needs_sync(db) == str(home / "foldwise.db")
    (root / "a").write_bytes(b"a")
    async with kernel.journal.transaction("test") as txn:
        results = await txn.move_many([(str(root / "a"), str(root / "sub" / "a"))])
    assert [r.status for r in results] == ["done"] and (root / "sub" / "a").read_bytes() == b"a"


def test_sqlite_url_adds_normal_only_where_nothing_is_said() -> None:
    assert sqlite_url("sqlite:///x/foldwise.db") == "sqlite:///x/foldwise.db?synchronous=NORMAL&temp_store=MEMORY"
    assert sqlite_url("sqlite:///x/f.db?journal_size_limit=1") == \
        "sqlite:///x/f.db?journal_size_limit=1&synchronous=NORMAL&temp_store=MEMORY"
    assert sqlite_url("sqlite:///x/f.db?synchronous=FULL") == "sqlite:///x/f.db?synchronous=FULL&temp_store=MEMORY"
    assert sqlite_url("sqlite:///x/f.db?temp_store=FILE&synchronous=FULL") == \
        "sqlite:///x/f.db?temp_store=FILE&synchronous=FULL"
    assert sqlite_url("sqlite://:memory:") == "sqlite://:memory:"
    assert sqlite_url("postgres://u@h/db") == "postgres://u@h/db"


_CHILD = textwrap.dedent("""
    import asyncio, sys
    from importlib.metadata import entry_points
    from foldwise.kernel.core import open_kernel
    from foldwise.kernel.settings import load_settings

    home, root = sys.argv[1], sys.argv[2]
    plugins = sorted({ep.name for ep in entry_points(group="foldwise.plugins")})

    async def main():
        settings = load_settings(home, overrides={"roots": [root], "plugins": {"disabled": plugins}}, environ={})
        async with open_kernel(settings, run_jobs=False) as kernel:
            async with kernel.journal.transaction("test") as txn:
                pairs = [(f"{root}/src/f{i}", f"{root}/dst/f{i}") for i in range(30)]
                results = await txn.move_many(pairs, batch_size=10)
        assert all(r.status == "done" for r in results), results

    asyncio.run(main())
""")


def test_each_batch_is_fsynced_before_its_first_rename(home: Path, root: Path) -> None:
    strace = shutil.which("strace")
    if strace is None:
        skip_or_fail("strace is not installed (apt-get install strace)")
        return
    (root / "src").mkdir()
    (root / "dst").mkdir()
    for i in range(30):
        (root / "src" / f"f{i}").write_bytes(b"x" * i)
    trace = home.parent / "trace.txt"
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    done = subprocess.run([strace, "-f", "-y", "-o", str(trace), "-e", "trace=fdatasync,fsync,rename,renameat,renameat2",
                           sys.executable, "-c", _CHILD, str(home), str(root)], env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert sorted(os.listdir(root / "dst")) == sorted(f"f{i}" for i in range(30))
    wal = str(home / "foldwise.db-wal")
    syncs = 0  # WAL syncs returned so far
    renames = 0  # renames into dst/ returned so far
    firsts: list[int] = []  # for each batch (ten files), the WAL syncs returned before its first rename
    # with -f, a call another thread interrupts is split: "fsync(5</wal> <unfinished ...>" and, later on the
    # same pid, "<... fsync resumed>) = 0": a call counts when it returns, whichever line says so
    pending_sync: set[str] = set()
    pending_rename: set[str] = set()
    for line in trace.read_text().splitlines():
        pid = line.split(None, 1)[0]
        sync_call = re.search(r"\bf(data)?sync\(\d+<" + re.escape(wal) + ">", line)
        rename_call = re.search(r"\brename(at2?)?\(", line) and str(root / "dst") in line
        if sync_call and "<unfinished" in line:
            pending_sync.add(pid)
            continue
        if rename_call and "<unfinished" in line:
            pending_rename.add(pid)
            continue
        if re.search(r"<\.\.\. f(data)?sync resumed>", line) and pid in pending_sync:
            pending_sync.discard(pid)
            sync_call = "= 0" in line
        elif re.search(r"<\.\.\. rename(at2?)? resumed>", line) and pid in pending_rename:
            pending_rename.discard(pid)
            rename_call = True
        if sync_call and "= 0" in line:
            syncs += 1
        elif rename_call and "= 0" in line:
            assert syncs, f"a rename before any fsync of the write-ahead rows:\n{line}"
            if renames % 10 == 0:
                firsts.append(syncs)
            renames += 1
    assert renames == 30
    # batch k's rows were synced (the (k+1)-th sync) before its first rename
    assert len(firsts) == 3 and all(n >= k + 1 for k, n in enumerate(firsts)), \
        f"WAL syncs before each batch's first rename: {firsts}"
