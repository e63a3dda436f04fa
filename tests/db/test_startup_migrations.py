"""Start-up on an SQLite database that already has every migration skips tortoise's migration machinery."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from foldwise.kernel import db
from foldwise.kernel.core import Kernel, open_kernel
from tests.conftest import make_settings

# These tests migrate databases themselves: their homes and PostgreSQL databases start empty.
pytestmark = pytest.mark.fresh_home

PROBE = ("import asyncio, sys\nfrom foldwise.kernel.cli import local_kernel\n"
         "async def main():\n    async with local_kernel(run_jobs=False, recover=False):\n        pass\n"
         "asyncio.run(main())\nprint('tortoise.migrations.api' in sys.modules)")


def _migrations_loaded(home: Path, root: Path) -> bool:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(home), FOLDWISE_ROOTS=str(root))
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().lower())


async def test_current_sqlite_database_skips_the_migration_machinery(home: Path, root: Path) -> None:
    assert _migrations_loaded(home, root)  # a new database: migrated
    assert not _migrations_loaded(home, root)  # every migration recorded: skipped

    kernel = Kernel(make_settings(home, [root]))
    config = db.tortoise_config(kernel)
    apps = {label: app for label, app in config["apps"].items() if "migrations" in app}
    url = config["connections"]["default"]
    assert db._sqlite_up_to_date(url, apps)
    with sqlite3.connect(home / "foldwise.db") as conn:
        rows = conn.execute("SELECT * FROM tortoise_migrations WHERE app = 'organize'").fetchall()
        conn.execute("DELETE FROM tortoise_migrations WHERE app = 'organize'")
    assert rows and not db._sqlite_up_to_date(url, apps)  # one pending: start-up runs migrate
    with sqlite3.connect(home / "foldwise.db") as conn:
        conn.executemany("INSERT INTO tortoise_migrations VALUES (?, ?, ?, ?)", rows)
    assert db._sqlite_up_to_date(url, apps)
    async with open_kernel(make_settings(home, [root]), run_jobs=False):
        pass
    assert not db._sqlite_up_to_date("postgres://localhost/x", apps)
    assert not db._sqlite_up_to_date(f"sqlite://{home / 'missing.db'}", apps)
