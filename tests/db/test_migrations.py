"""Schema changes come with migrations, and an older database upgrades in place (SQLite and PostgreSQL)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tortoise import Tortoise, connections

from foldwise.kernel import db
from foldwise.kernel.core import Kernel
from foldwise.kernel.settings import Settings
from tests.conftest import make_settings

# These tests migrate databases themselves: their homes and PostgreSQL databases start empty.
pytestmark = pytest.mark.fresh_home


async def test_models_have_no_changes_missing_a_migration(settings: Settings) -> None:
    """Fails when a model of the kernel or a builtin plugin changed without ``foldwise db makemigrations``."""
    from tortoise.cli.cli import tortoise_cli_context
    from tortoise.migrations.autodetector import MigrationAutodetector

    kernel = Kernel(settings)
    config = db.tortoise_config(kernel, "sqlite://:memory:", for_makemigrations=True)
    missing = [label for label, app in config["apps"].items() if not db._has_migrations(app["migrations"])]
    assert not missing, f"apps with models but no migrations package: {missing}"
    async with tortoise_cli_context(config) as ctx:
        writers = await MigrationAutodetector(ctx.apps, config["apps"]).changes()
    assert not writers, "model changes without a migration: " + ", ".join(
        f"{w.app_label}.{w.name}" for w in writers)


async def _index_names(table: str) -> set[str]:
    conn = connections.get("default")
    if db.dialect() == "postgres":
        rows = await conn.execute_query_dict("SELECT indexdef AS d FROM pg_indexes WHERE tablename = $1", [table])
        return {r["d"] for r in rows}
    rows = await conn.execute_query_dict(f'PRAGMA index_list("{table}")')
    out = set()
    for row in rows:
        cols = await conn.execute_query_dict(f'PRAGMA index_info("{row["name"]}")')
        out.add(",".join(c["name"] for c in cols))
    return out


async def test_database_made_by_an_older_schema_upgrades(home: Path, root: Path, db_backend: str | None) -> None:
    from tortoise.migrations.api import migrate

    overrides = {"database": {"url": db_backend}} if db_backend else {}
    kernel = Kernel(make_settings(home, [root], **overrides))
    config = db.tortoise_config(kernel)

    # 1. The schema as the first release shipped it, with a job written by that release.
    await migrate(config=config, target="kernel.0001_initial")
    await Tortoise.close_connections()
    await Tortoise.init(config=config)
    conn = connections.get("default")
    mark = "$1" if conn.capabilities.dialect == "postgres" else "?"
    await conn.execute_query(
        f'INSERT INTO "jobs" ("id", "type", "status", "params", "file_count", "done_count", "progress", '
        f'"cancel_requested", "created_at", "updated_at") VALUES ({mark}, '
        + ", ".join(["'organize'", "'completed'", "'{}'", "3", "3", "100", "false" if mark == "$1" else "0",
                     "CURRENT_TIMESTAMP", "CURRENT_TIMESTAMP"]) + ")",
        ["a" * 32],
    )
    assert not any("status" in name and "created_at" in name for name in await _index_names("jobs"))
    await Tortoise.close_connections()

    # 2. Today's start-up upgrades it in place; the old row survives and the new index exists.
    await db.init_db(kernel)
    try:
        from foldwise.kernel.jobs.models import Job

        job = await Job.get(id="a" * 32)
        assert (job.type, job.status, job.file_count, job.progress) == ("organize", "completed", 3, 100)
        assert any("status" in name and "created_at" in name for name in await _index_names("jobs"))
        applied = await conn_rows("SELECT app, name FROM tortoise_migrations")
        assert ("kernel", "0002_job_listing_indexes") in applied
    finally:
        await db.close_db()


async def conn_rows(sql: str) -> set[tuple[str, str]]:
    rows = await connections.get("default").execute_query_dict(sql)
    return {(r["app"], r["name"]) for r in rows}


def test_no_model_description_contains_a_semicolon(settings: Settings) -> None:
    """tortoise's SQLite schema editor splits migration SQL on ``;``, and model docstrings become table
    comments: a ``;`` in a docstring or field description breaks every fresh SQLite database."""
    import importlib

    from tortoise.models import Model

    kernel = Kernel(settings)
    offenders = []
    for modules in kernel.model_modules.values():
        for name in modules:
            module = importlib.import_module(name)
            for obj in vars(module).values():
                if isinstance(obj, type) and issubclass(obj, Model) and obj is not Model and not obj._meta.abstract:
                    texts = [obj.__doc__ or ""] + [f.description or "" for f in obj._meta.fields_map.values()]
                    if any(";" in text for text in texts):
                        offenders.append(f"{name}.{obj.__name__}")
    assert not offenders, f"';' in the description of {offenders}"
