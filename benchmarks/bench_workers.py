"""One organize apply job on a several-machines deployment: 1 worker vs 2 workers (PostgreSQL + Redis).

Run: ``python benchmarks/bench_workers.py`` (options: ``--files N``, default 100,000; ``--pg DSN``;
``--redis URL``).

For each worker count, a fresh PostgreSQL database, a fresh root of N small files (mixed types, so the
``default`` methodology moves every one), one ``foldwise serve`` instance and K ``foldwise worker``
processes (real processes, as a person deploys them). The clock runs from ``POST /organize/scan``
(``dry_run: false``) until the job's status is final, polled through the REST API like a client. Printed:
the wall time of each run, the ratio (1 worker / 2 workers: above 1 means two workers are faster), and the
CPU seconds (user + system, from ``/proc``) each process used during the job.

A large job is split into batch groups (``jobs.group_size``, default 2,000 moves) that every worker claims
(``foldwise.kernel.jobs.spread``); with 1 worker its lead runs every group. The groups each worker ran are
printed too. ``--unspread`` adds a run of 1 worker with ``jobs.spread = false`` (the job unsplit, as before
spreading existed). ``--repeat N`` runs the pair N times (alternating) and prints the medians. Honest reading: on
this 2-core machine the instance, the workers and PostgreSQL share the cores, so two workers cannot be twice
as fast here; the planning (on the instance) is in both wall times.
Needs PostgreSQL and Redis; without them it says so and exits 0.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import httpx

PASSWORD = "correct horse battery staple"
EXTENSIONS = ("txt", "pdf", "jpg", "mp3", "py", "csv", "zip", "mp4")
CLK = os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a live process (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK


def make_files(folder: Path, count: int) -> None:
    folder.mkdir(parents=True)
    for i in range(count):
        (folder / f"file-{i:06d}.{EXTENSIONS[i % len(EXTENSIONS)]}").write_bytes(b"x" * (i % 97 + 1))


async def _pg(dsn: str, sql: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(dsn)
    try:
        await conn.execute(sql)
    finally:
        await conn.close()


def services_up(pg: str, redis_url: str) -> str | None:
    """None when PostgreSQL and Redis answer, else what is missing."""
    try:
        asyncio.run(_pg(pg, "SELECT 1"))
    except Exception as exc:  # noqa: BLE001 - reported
        return f"PostgreSQL at {pg}: {exc}"
    try:
        import redis

        redis.Redis.from_url(redis_url).ping()
    except Exception as exc:  # noqa: BLE001 - reported
        return f"Redis at {redis_url}: {exc}"
    return None


def run(files: int, workers: int, pg: str, redis_url: str, spread: bool = True) -> dict[str, object]:
    """One deployment with ``workers`` workers; the seconds of one apply job and each process's CPU."""
    base = Path(tempfile.mkdtemp(prefix="fw-bench-workers-"))
    name = f"foldwise_bench_{uuid.uuid4().hex[:10]}"
    asyncio.run(_pg(pg, f'CREATE DATABASE "{name}"'))
    db_url = f"{pg.rsplit('/', 1)[0]}/{name}"
    root = base / "root"
    make_files(root / "inbox", files)
    procs: list[tuple[str, subprocess.Popen[bytes]]] = []

    def env(home: Path) -> dict[str, str]:
        home.mkdir(parents=True, exist_ok=True)
        out = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
        out.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root), "FOLDWISE_DATABASE_URL": db_url,
                    "FOLDWISE_SECRET_FILE": str(base / "secret.key"), "FOLDWISE_JOBS__BROKER": "redis",
                    "FOLDWISE_EVENTS__BACKEND": "redis", "FOLDWISE_RATE_LIMITS__STORE": "redis",
                    "FOLDWISE_REDIS_URL": redis_url, "FOLDWISE_AUTH__REGISTRATION_OPEN": "true",
                    "FOLDWISE_JOBS__CONCURRENCY": "1", "FOLDWISE_JOBS__SPREAD": "true" if spread else "false"})
        return out

    try:
        port = free_port()
        home = base / "instance"
        with open(base / "instance.log", "wb") as log:
            procs.append(("instance", subprocess.Popen([sys.executable, "-m", "foldwise", "serve", "--port",
                                                        str(port)], env=env(home), stdout=log,
                                                       stderr=subprocess.STDOUT)))
        url = f"http://127.0.0.1:{port}"
        _wait(lambda: httpx.get(f"{url}/api/v1/health", timeout=1).status_code == 200, 90, "the instance")
        logs = []
        for k in range(workers):
            logs.append(base / f"worker-{k + 1}.log")
            with open(logs[-1], "wb") as log:
                procs.append((f"worker-{k + 1}", subprocess.Popen(
                    [sys.executable, "-m", "foldwise", "worker"], env=env(base / f"worker-{k + 1}"), stdout=log,
                    stderr=subprocess.STDOUT)))
        for path in logs:
            _wait(lambda: "ready" in path.read_text(errors="replace"), 90, f"{path.name} to be ready")
        with httpx.Client(base_url=url, timeout=60) as http:
            http.post("/api/v1/auth/register", json={"username": "admin", "password": PASSWORD,
                                                      "email": "admin@example.com"})
            token = http.post("/api/v1/auth/login", json={"username": "admin", "password": PASSWORD}) \
                .json()["data"]["access_token"]
            key = http.post("/api/v1/api-keys", json={"name": "bench"},
                            headers={"Authorization": f"Bearer {token}"}).json()["data"]["key"]
            http.headers["X-API-Key"] = key
            cpu_before = {label: cpu_seconds(proc.pid) for label, proc in procs}
            started = time.perf_counter()
            made = http.post("/api/v1/organize/scan", json={"path": str(root / "inbox"), "methodology": "default",
                                                            "dry_run": False})
            assert made.status_code in (201, 202), made.text
            job = made.json()["data"]["id"]
            while True:
                data = http.get(f"/api/v1/organize/status/{job}").json()["data"]
                if data["status"] not in ("pending", "in_progress"):
                    break
                time.sleep(0.2)
            seconds = time.perf_counter() - started
            cpu = {label: cpu_seconds(proc.pid) - cpu_before[label] for label, proc in procs}
        left = sum(1 for _ in (root / "inbox").glob("file-*"))
        ran = (data.get("result") or {}).get("workers") or {}
        labels = {str(proc.pid): label for label, proc in procs}
        groups = {labels.get(name.rpartition(":")[2], name): count for name, count in ran.items()}
        return {"workers": workers, "spread": spread, "seconds": seconds, "status": data["status"], "cpu": cpu, "unmoved": left,
                "moved": (data.get("result") or {}).get("moved"), "groups": groups}
    finally:
        for _, proc in procs:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        for _, proc in procs:
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(10)
        asyncio.run(_pg(pg, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        shutil.rmtree(base, ignore_errors=True)


def _wait(probe: object, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if probe():  # type: ignore[operator]
                return
        except (httpx.HTTPError, OSError):
            pass
        time.sleep(0.1)
    raise SystemExit(f"timed out waiting for {what}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=1, help="run the pair this many times; medians")
    parser.add_argument("--unspread", action="store_true",
                        help="also run 1 worker with jobs.spread = false (one job on one worker, as before)")
    parser.add_argument("--pg", default=os.environ.get("FOLDWISE_TEST_PG", "postgres://postgres@127.0.0.1:5432/test"))
    parser.add_argument("--redis", default=os.environ.get("FOLDWISE_TEST_REDIS", "redis://127.0.0.1:6379/15"))
    args = parser.parse_args()
    missing = services_up(args.pg, args.redis)
    if missing:
        print(f"skipped: needs PostgreSQL and Redis ({missing})")
        return 0
    print(f"one organize apply job of {args.files:,} files, PostgreSQL + Redis, {os.cpu_count()} cores")
    runs: dict[int, list[dict[str, object]]] = {0: [], 1: [], 2: []} if args.unspread else {1: [], 2: []}
    for _ in range(args.repeat):
        for k in runs:
            r = run(args.files, max(k, 1), args.pg, args.redis, spread=k > 0)
            runs[k].append(r)
            cpu = ", ".join(f"{label} {sec:.1f}s" for label, sec in r["cpu"].items())  # type: ignore[union-attr]
            groups = ", ".join(f"{label} {n}" for label, n in sorted(r["groups"].items()))  # type: ignore[union-attr]
            label = f"{r['workers']} worker(s)" + ("" if r["spread"] else ", not spread")
            print(f"{label}: {r['seconds']:.1f}s wall, job {r['status']}, {r['moved']} moved,"
                  f" {r['unmoved']} left in the inbox; CPU: {cpu}; groups run: {groups or '(not spread)'}",
                  flush=True)
    one = statistics.median(float(r["seconds"]) for r in runs[1])  # type: ignore[arg-type]
    two = statistics.median(float(r["seconds"]) for r in runs[2])  # type: ignore[arg-type]
    print(f"median of {args.repeat}: 1 worker {one:.1f}s, 2 workers {two:.1f}s")
    if args.unspread:
        flat = statistics.median(float(r["seconds"]) for r in runs[0])  # type: ignore[arg-type]
        print(f"1 worker, not spread (jobs.spread = false) {flat:.1f}s: the cost of splitting on one worker "
              f"{one / flat:.2f}x; ratio not spread / 2 workers: {flat / two:.2f}x")
    print(f"ratio 1 worker / 2 workers: {one / two:.2f}x (above 1: two workers are faster)")
    ok = all(r["status"] == "completed" and r["unmoved"] == 0 and r["moved"] == args.files
             for rs in runs.values() for r in rs)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
