"""Two real ``foldwise serve`` processes on one PostgreSQL database: the daemon's holder stops answering
(frozen with SIGSTOP, so its pid is alive and only the lease's expiry can free it, as for a holder on
another host), the other instance takes the expired lease over and finishes the drop, the old holder is
then SIGKILLed, and every file was moved exactly once (skips without PostgreSQL; a failure under
FOLDWISE_REQUIRE_SERVICES=1)."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections import Counter
from pathlib import Path
from typing import Iterator

import pytest

from conftest import _create_pg_database, _drop_pg_database, require_service
from tests.conftest import LiveServer
from tests.daemon.test_daemon_live import QUIET, _env, _login, _start
from tests.waiting import wait_until

LEASE = 3.0


@pytest.fixture
def pg_url() -> Iterator[str]:
    require_service("postgres")
    url = asyncio.run(_create_pg_database())
    try:
        yield url
    finally:
        asyncio.run(_drop_pg_database(url))


async def _daemon_moves(url: str, state: str) -> list[tuple[str, str]]:
    import asyncpg

    conn = await asyncpg.connect(url.replace("postgres://", "postgresql://", 1))
    try:
        rows = await conn.fetch("SELECT o.src, o.dst FROM journal_operation o JOIN journal_transaction t "
                                "ON t.id = o.transaction_id WHERE o.op = 'move' AND o.state = $1 "
                                "AND t.actor = 'daemon'", state)
    finally:
        await conn.close()
    return [(r["src"], r["dst"]) for r in rows]


def test_an_expired_lease_is_taken_over_by_another_instance_without_double_moves(pg_url: str, tmp_path: Path) -> None:
    root = tmp_path / "root"
    inbox = root / "inbox"
    inbox.mkdir(parents=True)
    env = {**_env(), "FOLDWISE_DAEMON__LEASE_SECONDS": str(LEASE), "FOLDWISE_DATABASE__URL": pg_url,
           "FOLDWISE_PLUGINS__DISABLED": '["search"]', "FOLDWISE_SECRET_FILE": str(tmp_path / "secret.key")}
    servers = []
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        servers.append(LiveServer(tmp_path / name, [root], env=env))
    first, second = servers
    try:
        first.start()
        client_a = _login(first.url)
        _start(client_a, inbox)
        holder = client_a.get("/daemon/status").json()["data"]["instance"]
        assert holder and holder.split(":")[1] == str(first.proc.pid)
        second.start()
        client_b = _login(second.url)
        assert client_b.get("/daemon/status").json()["data"]["instance"] == holder  # B stays idle
        for i in range(200):
            (inbox / f"a-{i:03}.txt").write_bytes(b"a%d" % i)
        wait_until(lambda: (inbox / "Texts").exists() and any((inbox / "Texts").iterdir()), timeout=20,
                   what="the first instance at work")
        os.kill(first.proc.pid, signal.SIGSTOP)  # maybe in the middle of a batch
        frozen_at = time.monotonic()
        for i in range(100):  # files arriving while the holder is unresponsive
            (inbox / f"b-{i:03}.txt").write_bytes(b"b%d" % i)
        status = wait_until(lambda: client_b.get("/daemon/status").json()["data"],
                            until=lambda d: d["running"] and d["instance"] not in (None, holder),
                            timeout=30, interval=0.2, what="the second instance holding the lease")
        assert status["instance"].split(":")[1] == str(second.proc.pid)
        assert time.monotonic() - frozen_at >= LEASE / 3  # not before the holder's lease ran out
        wait_until(lambda: len(list((inbox / "Texts").iterdir())), until=lambda n: n == 300, timeout=60,
                   interval=0.2, what="all 300 files organized by the second instance")
        first.kill()  # SIGKILL the frozen holder
        time.sleep(QUIET * 2)
        names = sorted(p.name for p in (inbox / "Texts").iterdir())
        assert names == sorted([f"a-{i:03}.txt" for i in range(200)] + [f"b-{i:03}.txt" for i in range(100)])
        assert not list(inbox.glob("*.txt"))
        moves = asyncio.run(_daemon_moves(pg_url, "done"))
        twice = {src: n for src, n in Counter(src for src, _dst in moves).items() if n > 1}
        assert not twice, f"moved more than once: {twice}"
        # a batch the frozen holder was in the middle of stays pending (journal recovery settles it once
        # that process is gone); every file is accounted for by a done or that pending move
        pending = {src for src, _dst in asyncio.run(_daemon_moves(pg_url, "pending"))}
        done = {src for src, _dst in moves}
        assert done | pending >= {str(inbox / n) for n in names} and len(done) >= 100
        assert client_b.get("/daemon/status").json()["data"]["instance"] == status["instance"]
    finally:
        if first.proc and first.proc.poll() is None:
            os.kill(first.proc.pid, signal.SIGCONT)
        for server in servers:
            server.kill()
