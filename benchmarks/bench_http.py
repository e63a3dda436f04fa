"""Kernel overhead over real HTTP: ``python benchmarks/bench_http.py``.

Two real Hypercorn processes on this machine, measured in alternating rounds by ``wrk`` (Debian package
``wrk``): a bare Quart app with one JSON route (the baseline), and ``foldwise serve`` answering
``GET /api/v1/auth/me`` authenticated by an API key (guard, key lookup, rate limiter, the view's user read,
envelope). Then the same with 10,000 stored keys. Prints requests/s and the ratios.
Goal: ``/me`` within 1.5x of the bare route; no growth with the number of stored keys.
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROUNDS, SECONDS, CONNECTIONS = 5, 4, 8
BARE_APP = '''
from quart import Quart
app = Quart("bare")

@app.get("/bare")
async def bare():
    return {"success": True, "data": {"id": 1, "username": "alice"}}
'''


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_up(url: str, headers: dict[str, str] | None = None) -> None:
    for _ in range(300):
        try:
            if httpx.get(url, headers=headers, timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise SystemExit(f"{url} did not come up")


def wrk(url: str, headers: dict[str, str]) -> float:
    args = ["wrk", "-t1", f"-c{CONNECTIONS}", f"-d{SECONDS}s"]
    for key, value in headers.items():
        args += ["-H", f"{key}: {value}"]
    out = subprocess.run(args + [url], capture_output=True, text=True, check=True).stdout
    if "Non-2xx" in out:
        raise SystemExit(f"{url}: non-2xx answers\n{out}")
    return float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))


def rounds(targets: list[tuple[str, dict[str, str]]]) -> list[float]:
    """Median requests/s of each target; targets take turns every round so load changes hit all alike."""
    for url, headers in targets:  # warm-up
        wrk(url, headers)
    samples: list[list[float]] = [[] for _ in targets]
    for _ in range(ROUNDS):
        for i, (url, headers) in enumerate(targets):
            samples[i].append(wrk(url, headers))
    return [statistics.median(s) for s in samples]


def add_filler_keys(db: Path, user_id: int, count: int) -> None:
    """Insert ``count`` extra API keys for ``user_id`` straight into the SQLite database."""
    conn = sqlite3.connect(db)
    alphabet = "abcdefghijklmnopqrstuvwxyz234567"
    rows = [("".join(secrets.choice(alphabet) for _ in range(12)), user_id, "filler", secrets.token_hex(32))
            for _ in range(count)]
    conn.executemany('INSERT OR IGNORE INTO "auth_api_key" ("id", "user_id", "name", "secret_hmac", "created_at") '
                     "VALUES (?, ?, ?, ?, CURRENT_TIMESTAMP)", rows)
    conn.commit()
    total = conn.execute('SELECT count(*) FROM "auth_api_key"').fetchone()[0]
    conn.close()
    print(f"stored API keys: {total}")


def main() -> int:
    if not shutil.which("wrk"):
        print("wrk is not installed (apt-get install wrk)", file=sys.stderr)
        return 2
    tmp = Path(tempfile.mkdtemp(prefix="fw-bench-http-"))
    (tmp / "root").mkdir()
    (tmp / "bare_app.py").write_text(BARE_APP)
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update({"FOLDWISE_HOME": str(tmp / "home"), "FOLDWISE_ROOTS": str(tmp / "root"),
                "FOLDWISE_RATE_LIMITS__DEFAULT": "1000000000", "FOLDWISE_LOG_LEVEL": "WARNING"})
    bare_port, fw_port = free_port(), free_port()
    procs = [
        subprocess.Popen([sys.executable, "-m", "hypercorn", "bare_app:app", "-b", f"127.0.0.1:{bare_port}"],
                         cwd=tmp, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL),
        subprocess.Popen([sys.executable, "-m", "foldwise", "serve", "--port", str(fw_port)], env=env,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL),
    ]
    try:
        bare_url = f"http://127.0.0.1:{bare_port}/bare"
        fw = f"http://127.0.0.1:{fw_port}"
        wait_up(bare_url)
        wait_up(f"{fw}/api/v1/health")
        password = "correct horse battery staple"
        httpx.post(f"{fw}/api/v1/auth/register",
                   json={"username": "bench", "password": password, "email": "bench@example.com"})
        token = httpx.post(f"{fw}/api/v1/auth/login",
                           json={"username": "bench", "password": password}).json()["data"]["access_token"]
        key = httpx.post(f"{fw}/api/v1/api-keys", json={"name": "bench"},
                         headers={"Authorization": f"Bearer {token}"}).json()["data"]["key"]
        me = (f"{fw}/api/v1/auth/me", {"X-API-Key": key})
        wait_up(*me)
        add_filler_keys(tmp / "home" / "foldwise.db", 1, 9)
        bare, me_10 = rounds([(bare_url, {}), me])
        add_filler_keys(tmp / "home" / "foldwise.db", 1, 9_990)
        bare_b, me_10k = rounds([(bare_url, {}), me])
    finally:
        for proc in procs:
            proc.terminate()
            proc.wait(10)
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"\nwrk -c{CONNECTIONS}, {ROUNDS} rounds of {SECONDS}s each, medians (load average {os.getloadavg()[0]:.1f})")
    print(f"bare Quart route (Hypercorn)              {bare:8.0f} req/s")
    print(f"foldwise GET /api/v1/auth/me, API key     {me_10:8.0f} req/s   (10 keys stored)")
    print(f"bare Quart route (Hypercorn), again       {bare_b:8.0f} req/s")
    print(f"foldwise GET /api/v1/auth/me, API key     {me_10k:8.0f} req/s   (10,000 keys stored)")
    print(f"ratio time(/me) / time(bare)                  {bare / me_10:5.2f}x   (goal <= 1.5x)")
    print(f"ratio time(/me) / time(bare), 10,000 keys     {bare_b / me_10k:5.2f}x")
    print(f"ratio /me cost 10,000 keys vs 10 keys          {(bare_b / me_10k) / (bare / me_10):5.2f}x   (goal ~1.0x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
