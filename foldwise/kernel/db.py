"""Database: tortoise-orm on SQLite in the data home by default, PostgreSQL by URL.

Every app (the kernel, each plugin with models) ships tortoise migrations in a ``migrations``
package beside its models module; start-up applies the pending ones. ``foldwise db
makemigrations`` writes new ones after a model change (a test fails while any are missing).
"""

from __future__ import annotations

import importlib.util
import logging
import os
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, AsyncIterator

from tortoise import Tortoise

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.kernel.core import Kernel

__all__ = ["tortoise_config", "sqlite_url", "SQLITE_SYNCHRONOUS", "SQLITE_PRAGMAS", "init_db", "close_db", "dialect",
           "migrations_module_for", "activate_models"]

log = logging.getLogger("foldwise.db")


def migrations_module_for(models_module: str) -> str:
    """``a.b.models`` -> ``a.b.migrations`` (the package beside the models module)."""
    return models_module.rsplit(".", 1)[0] + ".migrations"


def _has_migrations(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def tortoise_config(kernel: Kernel, url: str | None = None, *, for_makemigrations: bool = False) -> dict[str, Any]:
    """The tortoise config: one app per plugin that registers models, all on one connection."""
    apps: dict[str, dict[str, Any]] = {}
    for label, modules in kernel.model_modules.items():
        app: dict[str, Any] = {"models": modules, "default_connection": "default"}
        migrations = migrations_module_for(modules[0])
        if for_makemigrations or _has_migrations(migrations):
            app["migrations"] = migrations
        apps[label] = app
    return {
        "connections": {"default": sqlite_url(url or kernel.settings.database_url)},
        "apps": apps,
        "use_tz": True,
        "timezone": "UTC",
    }


#: SQLite's ``synchronous`` unless the URL names one: WAL commits are not fsynced one by one (safe against a
#: killed process, never corrupting; a power cut may drop the last commits). The journal fsyncs its
#: write-ahead rows itself (``foldwise.kernel.journal.durable``); see docs/decisions.md.
SQLITE_SYNCHRONOUS = "NORMAL"
#: Pragmas an SQLite URL gets unless it names them: ``synchronous`` (above) and ``temp_store=MEMORY``, which
#: keeps SQLite's temporary files in memory -- the statement journals of the journal's multi-row updates (a
#: batch marked done spills past 64 KiB), sorts, subquery results. They never serve crash recovery (the WAL
#: does); on disk they were a file created, written and unlinked in ``/var/tmp`` per batch.
SQLITE_PRAGMAS = {"synchronous": SQLITE_SYNCHRONOUS, "temp_store": "MEMORY"}


def sqlite_url(url: str) -> str:
    """``url`` with the ``SQLITE_PRAGMAS`` it does not name added, for an SQLite file."""
    if not url.startswith("sqlite://"):
        return url
    if url[len("sqlite://"):].split("?", 1)[0] in ("", ":memory:"):
        return url
    query = url.partition("?")[2]
    named = {part.partition("=")[0] for part in query.split("&") if part}
    added = "&".join(f"{k}={v}" for k, v in SQLITE_PRAGMAS.items() if k not in named)
    if not added:
        return url
    return f"{url}{'&' if '?' in url else '?'}{added}"


#: The PostgreSQL advisory lock that serializes migrations of processes starting together (several machines).
MIGRATION_LOCK_KEY = 0x666F6C64  # "fold"


@asynccontextmanager
async def _migration_lock(url: str) -> AsyncIterator[None]:
    """On PostgreSQL, hold a session advisory lock while migrating: two instances or workers starting at the
    same moment on a fresh database would otherwise both create the same tables. SQLite: nothing to hold."""
    if not url.startswith(("postgres://", "postgresql://", "asyncpg://", "psycopg://")):
        yield
        return
    import asyncpg
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(url)
    dsn = urlunsplit(("postgresql", parts.netloc, parts.path, "", ""))
    conn = await asyncpg.connect(dsn)
    try:
        await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK_KEY)
        try:
            yield
        finally:
            await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK_KEY)
    finally:
        await conn.close()


async def init_db(kernel: Kernel) -> None:
    """Apply pending migrations, then open the connection for the process."""
    from tortoise.backends.base.executor import EXECUTOR_CACHE

    # tortoise caches compiled INSERTs per (connection name, table), not per dialect: a process that
    # opens SQLite and later PostgreSQL under the same name would reuse SQLite's placeholders.
    EXECUTOR_CACHE.clear()
    config = tortoise_config(kernel)
    migrated = {label: app for label, app in config["apps"].items() if "migrations" in app}
    if migrated and not _sqlite_up_to_date(config["connections"]["default"], migrated):
        from tortoise.migrations.api import migrate

        async with _migration_lock(config["connections"]["default"]):
            await migrate(config={**config, "apps": migrated})
            await Tortoise.close_connections()
    await Tortoise.init(config=config, _enable_global_fallback=True)
    if len(migrated) < len(config["apps"]):
        # Apps without migrations (third-party plugins that ship none) get their tables created.
        await Tortoise.generate_schemas(safe=True)


async def activate_models(kernel: Kernel, labels: set[str], removed: set[str]) -> dict[str, str]:
    """Bring the models of plugins activated while the service runs into the open ORM (``labels``: app labels
    whose modules are new or reloaded) and drop those of ``removed`` ones (their tables and rows stay).

    A plugin that ships migrations has them applied by ``foldwise db migrate`` in a child process (tortoise's
    migrator re-initialises the process-wide ORM); the tables of one that ships none are created. Returns
    ``{label: error}`` for the labels that could not be activated."""
    from tortoise.exceptions import ConfigurationError

    apps = Tortoise.apps
    if apps is None:
        return {}
    for label in removed:
        apps.apps.pop(label, None)
    failed: dict[str, str] = {}
    wanted = {label: kernel.model_modules[label] for label in sorted(labels) if label in kernel.model_modules}
    if not wanted:
        return failed
    migrated = [label for label, modules in wanted.items() if _has_migrations(migrations_module_for(modules[0]))]
    if migrated:
        error = await _migrate_in_child(kernel)
        for label in migrated if error else ():
            failed[label] = error
    for label, modules in wanted.items():
        if label in failed:
            continue
        try:
            models = apps.init_app(label, modules, _init_relations=False)
            for model in models.values():
                model._meta.default_connection = "default"
            apps._init_relations()
            for model in models.values():
                _build_queryset(model)
        except (ConfigurationError, ImportError, ValueError) as exc:
            apps.apps.pop(label, None)
            failed[label] = f"{type(exc).__name__}: {exc}"
    await Tortoise.generate_schemas(safe=True)
    return failed


def _build_queryset(model: Any) -> None:
    """What tortoise's ``Apps._build_initial_querysets`` does, for one model."""
    from pypika_tortoise import Table

    model._meta.finalise_model()
    model._meta.basetable = Table(name=model._meta.db_table, schema=model._meta.schema)
    basequery = model._meta.db.query_class.from_(model._meta.basetable)
    model._meta.basequery = basequery
    model._meta.basequery_all_fields = basequery.select(*model._meta.db_fields)


async def _migrate_in_child(kernel: Kernel) -> str:
    """Run ``foldwise db migrate`` on the kernel's data home; return its error output ("" when it worked)."""
    import asyncio
    import sys

    env = {**os.environ, "FOLDWISE_HOME": str(kernel.settings.home),
           "FOLDWISE_DATABASE__URL": kernel.settings.database_url,
           "FOLDWISE_ROOTS": os.pathsep.join(str(r) for r in kernel.settings.roots)}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "foldwise", "db", "migrate", env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    _out, err = await proc.communicate()
    if proc.returncode == 0:
        return ""
    text = err.decode(errors="replace").strip().splitlines()
    return f"migrations failed: {text[-1] if text else proc.returncode}"


def _migration_names(module: str) -> list[str]:
    """The migrations of a ``migrations`` package, named as tortoise's loader names them (no import)."""
    import pkgutil

    spec = importlib.util.find_spec(module)
    paths = list(spec.submodule_search_locations or []) if spec is not None else []
    return [name for _, name, is_pkg in pkgutil.iter_modules(paths) if not is_pkg and name[0] not in "_~"]


def _sqlite_up_to_date(url: str, apps: dict[str, dict[str, Any]]) -> bool:
    """True when ``url`` is an SQLite file that already records every migration on disk: start-up then skips
    tortoise's migration machinery (loading it and every migration module costs a one-shot command ~70 ms).
    False whenever in doubt (PostgreSQL, a new or unreadable file, anything pending)."""
    import sqlite3
    from contextlib import closing

    if not url.startswith("sqlite://"):
        return False
    path = url[len("sqlite://"):].split("?", 1)[0]
    if not path or path == ":memory:" or not os.path.isfile(path):
        return False
    wanted = {(label, name) for label, app in apps.items() for name in _migration_names(app["migrations"])}
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
            applied = set(conn.execute("SELECT app, name FROM tortoise_migrations").fetchall())
    except sqlite3.Error:
        return False
    return wanted <= applied


async def close_db() -> None:
    """Close every connection."""
    await Tortoise.close_connections()


def dialect() -> str:
    """``sqlite`` or ``postgres``: the dialect of the default connection."""
    from tortoise import connections

    return connections.get("default").capabilities.dialect
