"""The daemon in a real ``foldwise serve`` process watching a real folder (inotify)."""

from __future__ import annotations

import os
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from tests.conftest import PASSWORD, LiveServer
from tests.waiting import wait_until

QUIET = 0.6
RULES = {"name": "inbox", "rules": [
    {"name": "PDFs", "conditions": [{"type": "extension", "value": "pdf"}], "action": {"type": "move", "destination": "Docs"}},
    {"name": "Texts", "conditions": [{"type": "extension", "value": "txt"}], "action": {"type": "move", "destination": "Texts"}},
]}


def _env() -> dict[str, str]:
    return {"FOLDWISE_DAEMON__QUIET_SECONDS": str(QUIET), "FOLDWISE_DAEMON__BATCH_SIZE": "200",
            "FOLDWISE_DAEMON__LEASE_SECONDS": "3", "FOLDWISE_RATE_LIMITS__ENABLED": "false"}


@pytest.fixture
def server(home: Path, root: Path) -> Iterator[LiveServer]:
    live = LiveServer(home, [root], env=_env())
    live.start()
    try:
        yield live
    finally:
        live.stop()


def _login(url: str) -> httpx.Client:
    client = httpx.Client(base_url=f"{url}/api/v1", timeout=10)
    client.post("/auth/register", json={"username": "admin", "password": PASSWORD, "email": "a@example.com"})
    token = client.post("/auth/login", json={"username": "admin", "password": PASSWORD}).json()["data"]["access_token"]
    client.headers["Authorization"] = f"Bearer {token}"
    return client


_PROBE = """
import json, sys, time, httpx
url, seconds = sys.argv[1], float(sys.argv[2])
out = []
end = time.monotonic() + seconds if seconds > 0 else None
with httpx.Client(timeout=5) as c:
    c.get(url + "/api/v1/health")  # connect once; not measured
    print("ready", flush=True)
    while end is None or time.monotonic() < end:
        t = time.perf_counter()
        assert c.get(url + "/api/v1/health").status_code == 200
        out.append(time.perf_counter() - t)
        time.sleep(0.01)
        if end is None and sys.stdin in __import__("select").select([sys.stdin], [], [], 0)[0]:
            break
print(json.dumps(out))
"""


def _start_probe(url: str, seconds: float = 0) -> subprocess.Popen[str]:
    """``/health`` probed from another process (the test's own work must not slow the measurement)."""
    proc = subprocess.Popen([sys.executable, "-c", _PROBE, url, str(seconds)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    return proc


def _stop_probe(proc: subprocess.Popen[str]) -> list[float]:
    out, _err = proc.communicate("stop\n", timeout=30)
    return list(json.loads(out))


def _probe_health(url: str, seconds: float) -> list[float]:
    proc = _start_probe(url, seconds)
    out, _err = proc.communicate(timeout=30)
    return list(json.loads(out))


def _start(client: httpx.Client, inbox: Path) -> None:
    r = client.post("/rules", json=RULES)
    assert r.status_code in (201, 409), r.text
    r = client.post("/daemon/start", json={"paths": [str(inbox)], "mode": "rules", "rule_set": "inbox"})
    assert r.status_code == 200 and r.json()["data"]["started"], r.text
    status = wait_until(lambda: client.get("/daemon/status").json()["data"], until=lambda d: d["running"] and d["watcher"],
                        what="the daemon running")
    assert status["watcher"] == "inotify" and status["watched"][0]["rule_set"] == "inbox"


def test_a_file_written_slowly_is_moved_only_after_its_last_write(server: LiveServer, root: Path) -> None:
    inbox = root / "inbox"
    inbox.mkdir()
    client = _login(server.url)
    _start(client, inbox)
    target = inbox / "scan.pdf"
    chunks = [os.urandom(4096) for _ in range(6)]
    with open(target, "wb") as handle:
        for chunk in chunks:
            handle.write(chunk)
            handle.flush()
            last_write = time.monotonic()
            time.sleep(QUIET / 2)  # a scanner writing pages: shorter gaps than the quiet period
            assert target.exists(), "moved while still being written"
    moved = inbox / "Docs" / "scan.pdf"
    wait_until(moved.exists, what="the file moved", timeout=15)
    assert time.monotonic() - last_write >= QUIET * 0.9
    assert moved.read_bytes() == b"".join(chunks)
    status = wait_until(lambda: client.get("/daemon/status").json()["data"],
                        until=lambda d: d["files_processed"] == 1, what="the counter updated")
    assert status["last_event_at"]


@pytest.fixture
def server_without_search(home: Path, root: Path) -> Iterator[LiveServer]:
    """The search plugin indexes every file a transaction creates, in the same process; that is its own
    cost (the same after an organize job), measured in benchmarks/bench_daemon.py. Here: the daemon's."""
    live = LiveServer(home, [root], env={**_env(), "FOLDWISE_PLUGINS__DISABLED": '["search"]'})
    live.start()
    try:
        yield live
    finally:
        live.stop()


def test_a_thousand_file_drop_is_organized_in_batches_while_the_api_answers(server_without_search: LiveServer,
                                                                             root: Path) -> None:
    server = server_without_search
    inbox = root / "inbox"
    inbox.mkdir()
    client = _login(server.url)
    _start(client, inbox)
    idle = _probe_health(server.url, seconds=1.5)  # what this machine gives with the daemon idle
    baseline = statistics.quantiles(idle, n=20)[18]
    prober = _start_probe(server.url)
    try:
        for i in range(1000):
            (inbox / f"file-{i:04}.{'pdf' if i % 2 else 'txt'}").write_bytes(b"%d" % i)
        wait_until(lambda: len(os.listdir(inbox / "Docs")) + len(os.listdir(inbox / "Texts"))
                   if (inbox / "Docs").exists() and (inbox / "Texts").exists() else 0,
                   until=lambda n: n == 1000, timeout=60, interval=0.2, what="1,000 files organized")
    finally:
        latencies = _stop_probe(prober)
    assert not list(inbox.glob("file-*"))
    p95 = statistics.quantiles(latencies, n=20)[18]
    # The goal is 50 ms; on a machine that is itself slower than that when idle (a loaded CI runner),
    # the daemon may at most double the idle p95.
    assert p95 < max(0.050, 2 * baseline), \
        f"/health p95 {p95 * 1000:.1f} ms over {len(latencies)} requests (idle p95 {baseline * 1000:.1f} ms)"
    history = client.get("/history", params={"page_size": 100}).json()["data"]["transactions"]
    daemon_txns = [t for t in history if t["actor"] == "daemon"]
    assert len(daemon_txns) >= 5  # batches of at most 200 files
    assert sum(t["op_count"] for t in daemon_txns) >= 1000
    wait_until(lambda: client.get("/daemon/status").json()["data"]["files_processed"], until=lambda n: n == 1000,
               what="files_processed at 1,000")


def test_sigkill_and_restart_resume_watching_with_nothing_lost_or_duplicated(server: LiveServer, root: Path) -> None:
    inbox = root / "inbox"
    inbox.mkdir()
    client = _login(server.url)
    _start(client, inbox)
    for i in range(300):
        (inbox / f"a-{i:03}.txt").write_bytes(b"a%d" % i)
    wait_until(lambda: (inbox / "Texts").exists() and any((inbox / "Texts").iterdir()), timeout=20,
               what="the daemon at work")
    server.kill()  # SIGKILL, maybe in the middle of a batch
    for i in range(100):  # files arriving while no daemon runs
        (inbox / f"b-{i:03}.txt").write_bytes(b"b%d" % i)
    server.start()
    client = _login(server.url)
    wait_until(lambda: len(list((inbox / "Texts").iterdir())), until=lambda n: n == 400, timeout=40, interval=0.2,
               what="all 400 files organized after the restart")
    names = sorted(p.name for p in (inbox / "Texts").iterdir())
    assert names == sorted([f"a-{i:03}.txt" for i in range(300)] + [f"b-{i:03}.txt" for i in range(100)])
    assert not list(inbox.glob("*.txt"))
    status = client.get("/daemon/status").json()["data"]
    assert status["running"] and status["watched"][0]["path"] == str(inbox)


def test_automatic_moves_are_undone_from_the_history_and_stay_undone(server: LiveServer, root: Path) -> None:
    inbox = root / "inbox"
    inbox.mkdir()
    client = _login(server.url)
    _start(client, inbox)
    for i in range(3):
        (inbox / f"n{i}.txt").write_bytes(b"n%d" % i)
    wait_until(lambda: len(list((inbox / "Texts").glob("*"))) if (inbox / "Texts").exists() else 0,
               until=lambda n: n == 3, timeout=15, what="three files organized")
    history = client.get("/history").json()["data"]["transactions"]
    txn = next(t for t in history if t["actor"] == "daemon")
    assert txn["kind"] == "rules" and txn["description"].startswith("daemon:")
    r = client.post("/history/undo", json={"transaction_id": txn["id"]})
    assert r.status_code == 200 and r.json()["data"]["complete"], r.text
    assert sorted(p.name for p in inbox.glob("*.txt")) == ["n0.txt", "n1.txt", "n2.txt"]
    time.sleep(QUIET * 3)
    assert sorted(p.name for p in inbox.glob("*.txt")) == ["n0.txt", "n1.txt", "n2.txt"]  # not moved again
    r = client.post("/daemon/stop")
    assert r.json()["data"] == {"stopped": True}
    assert client.post("/daemon/stop").json()["data"] == {"stopped": True, "already_stopped": True}
    wait_until(lambda: not client.get("/daemon/status").json()["data"]["running"], what="the daemon stopped")


def test_files_put_back_by_an_undo_stay_put_after_a_restart(server: LiveServer, root: Path) -> None:
    """The "left alone" set is a table: after SIGKILL and a restart, the start-up scan does not move the
    files an undo put back, while a new file is still organized; a left-alone file that leaves the folder
    is forgotten, so a new file with its name is organized again."""
    inbox = root / "inbox"
    inbox.mkdir()
    client = _login(server.url)
    _start(client, inbox)
    for i in range(3):
        (inbox / f"k{i}.txt").write_bytes(b"k%d" % i)
    wait_until(lambda: len(list((inbox / "Texts").glob("k*"))) if (inbox / "Texts").exists() else 0,
               until=lambda n: n == 3, timeout=15, what="three files organized")
    txn = next(t for t in client.get("/history").json()["data"]["transactions"] if t["actor"] == "daemon")
    assert client.post("/history/undo", json={"transaction_id": txn["id"]}).json()["data"]["complete"]
    assert sorted(p.name for p in inbox.glob("k*.txt")) == ["k0.txt", "k1.txt", "k2.txt"]
    # the on_event hook records them just after the undo answers; read the real database
    wait_until(lambda: _left_alone_rows(server), until=lambda rows: len(rows) == 3, what="3 left-alone rows")
    server.kill()
    server.start()
    client = _login(server.url)
    wait_until(lambda: client.get("/daemon/status").json()["data"]["running"], what="the daemon running again")
    (inbox / "fresh.txt").write_bytes(b"fresh")
    wait_until(lambda: (inbox / "Texts" / "fresh.txt").exists(), timeout=15, what="a new file organized")
    time.sleep(QUIET * 3)
    assert sorted(p.name for p in inbox.glob("k*.txt")) == ["k0.txt", "k1.txt", "k2.txt"]  # still left alone
    (inbox / "k0.txt").rename(root / "k0.txt")  # leaves the folder: forgotten
    time.sleep(0.5)
    (inbox / "k0.txt").write_bytes(b"another k0")
    wait_until(lambda: (inbox / "Texts" / "k0 (2).txt").exists() or (inbox / "Texts" / "k0.txt").exists()
               and not (inbox / "k0.txt").exists(), timeout=15, what="the new k0.txt organized")
    assert sorted(p.name for p in inbox.glob("k*.txt")) == ["k1.txt", "k2.txt"]
    wait_until(lambda: _left_alone_rows(server), until=lambda rows: rows == [str(inbox / "k1.txt"), str(inbox / "k2.txt")],
               what="k0.txt forgotten")


def _left_alone_rows(server: LiveServer) -> list[str]:
    import sqlite3

    with sqlite3.connect(server.home / "foldwise.db") as db:
        return sorted(r[0] for r in db.execute("SELECT path FROM daemon_left_alone"))
