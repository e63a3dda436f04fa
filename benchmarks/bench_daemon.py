"""The daemon in a real ``foldwise serve`` process: latency, throughput, idle CPU.

Run: ``python benchmarks/bench_daemon.py`` (options: ``--singles N``, ``--drop N``, ``--tree N``,
``--quiet S``).

1. Event-to-moved latency for single files: one file at a time is written into the watched
   folder (a rules-mode daemon moves it); the time from the close of the write to the file
   appearing at its destination, median and p95. It includes the quiet period (``--quiet``,
   the time a file must stay unchanged), which is printed beside it, and the latency minus it.
2. Throughput for a ``--drop``-file drop (default 10,000): files/s from the first write to the
   last file moved, with ``/health`` p50/p95 measured from another process meanwhile.
3. Idle CPU of the serving process while it watches a ``--tree``-file tree (default 100,000
   files in 100 folders) and nothing changes: CPU seconds per wall second over 20 s, read from
   ``/proc/<pid>/stat``, with inotify and with the polling watcher.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
PASSWORD = "correct-horse-battery-9"
RULES = {"name": "bench", "rules": [
    {"name": "all", "conditions": [{"type": "name_pattern", "value": "*"}], "action": {"type": "move", "destination": "Sorted"}}]}


NO_MATCH = {"name": "none", "rules": [
    {"name": "nothing", "conditions": [{"type": "extension", "value": "nomatch"}], "action": {"type": "trash"}}]}


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    def __init__(self, home: Path, root: Path, env: dict[str, str]) -> None:
        self.home, self.root, self.port = home, root, free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        environ = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
        environ.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root),
                        "FOLDWISE_AUTH__REGISTRATION_OPEN": "true", "FOLDWISE_RATE_LIMITS__ENABLED": "false", **env})
        self.log = open(home / "server.log", "ab")
        self.proc = subprocess.Popen([sys.executable, "-m", "foldwise", "serve", "--port", str(self.port)],
                                     env=environ, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{self.url}/api/v1/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        self.client = httpx.Client(base_url=f"{self.url}/api/v1", timeout=30)
        self.client.post("/auth/register", json={"username": "admin", "password": PASSWORD, "email": "a@x.org"})
        token = self.client.post("/auth/login", json={"username": "admin", "password": PASSWORD}).json()["data"]
        self.client.headers["Authorization"] = f"Bearer {token['access_token']}"

    def watch(self, folder: Path) -> None:
        self.client.post("/rules", json=RULES)
        r = self.client.post("/daemon/start", json={"paths": [str(folder)], "mode": "rules", "rule_set": "bench"})
        assert r.status_code == 200, r.text
        while not self.client.get("/daemon/status").json()["data"]["running"]:
            time.sleep(0.05)

    def cpu_seconds(self) -> float:
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()


def wait_for(path: Path, timeout: float = 60) -> float:
    deadline = time.monotonic() + timeout
    while not path.exists():
        if time.monotonic() > deadline:
            raise TimeoutError(path)
        time.sleep(0.002)
    return time.monotonic()


def pct(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100)[q - 1] if len(values) > 1 else values[0]


def bench_latency(work: Path, count: int, quiet: float) -> None:
    home, root = work / "lat-home", work / "lat-root"
    home.mkdir()
    (root / "inbox").mkdir(parents=True)
    server = Server(home, root, {"FOLDWISE_DAEMON__QUIET_SECONDS": str(quiet)})
    try:
        server.watch(root / "inbox")
        times = []
        for i in range(count):
            src = root / "inbox" / f"single-{i}.txt"
            src.write_bytes(b"x" * 1000)
            t0 = time.monotonic()
            times.append(wait_for(root / "inbox" / "Sorted" / src.name) - t0)
        med, p95 = statistics.median(times), pct(times, 95)
        print(f"single-file latency ({count} files, quiet period {quiet:.2f} s): median {med * 1000:.0f} ms, "
              f"p95 {p95 * 1000:.0f} ms; beyond the quiet period: median {(med - quiet) * 1000:.0f} ms, "
              f"p95 {(p95 - quiet) * 1000:.0f} ms")
    finally:
        server.stop()


def bench_drop(work: Path, count: int, quiet: float, profile: str | None = None,
               extra: dict[str, str] | None = None) -> None:
    home, root = work / "drop-home", work / "drop-root"
    home.mkdir()
    inbox = root / "inbox"
    inbox.mkdir(parents=True)
    server = Server(home, root, {"FOLDWISE_DAEMON__QUIET_SECONDS": str(quiet), **(extra or {})})
    latencies: list[float] = []
    stop = threading.Event()

    def probe() -> None:
        with httpx.Client(timeout=10) as c:
            while not stop.is_set():
                t = time.perf_counter()
                c.get(f"{server.url}/api/v1/health")
                latencies.append(time.perf_counter() - t)
                time.sleep(0.02)

    try:
        server.watch(inbox)
        thread = threading.Thread(target=probe)
        thread.start()
        time.sleep(3)  # the baseline: /health with the daemon watching and idle, same process, same run
        idle = list(latencies)
        latencies.clear()
        spy = None
        if profile:  # py-spy's collapsed stacks of the server's threads during the drop (GIL holders only)
            spy = subprocess.Popen([str(Path(sys.executable).with_name("py-spy")), "record", "--pid", str(server.proc.pid), "--format", "raw",
                                    "--threads", "--gil", "--rate", "200", "-o", profile],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(1)
        t0 = time.monotonic()
        for i in range(count):
            (inbox / f"drop-{i:05}.bin").write_bytes(b"%d" % i)
        written = time.monotonic() - t0
        sorted_dir = inbox / "Sorted"
        while True:
            done = len(os.listdir(sorted_dir)) if sorted_dir.exists() else 0
            if done >= count:
                break
            time.sleep(0.1)
        total = time.monotonic() - t0
        stop.set()
        thread.join()
        if spy is not None:
            spy.send_signal(2)
            spy.wait(30)
        txns = server.client.get("/history", params={"page_size": 500}).json()["data"]["total"]
        print(f"{count}-file drop: all moved {total:.1f} s after the first write (writing took {written:.1f} s, "
              f"quiet period {quiet:.2f} s): {count / total:.0f} files/s end to end, in {txns} transactions; "
              f"/health meanwhile p50 {statistics.median(latencies) * 1000:.1f} ms, "
              f"p95 {pct(latencies, 95) * 1000:.1f} ms ({len(latencies)} requests); idle before the drop "
              f"p50 {statistics.median(idle) * 1000:.1f} ms, p95 {pct(idle, 95) * 1000:.1f} ms; "
              f"ratio of p95s {pct(latencies, 95) / pct(idle, 95):.2f}")
    finally:
        stop.set()
        server.stop()


def bench_idle(work: Path, count: int, watcher: str, seconds: float = 20) -> None:
    home, root = work / f"idle-home-{watcher}", work / "idle-root"
    home.mkdir()
    tree = root / "tree"
    if not tree.exists():
        for d in range(100):
            folder = tree / f"d{d:03}"
            folder.mkdir(parents=True)
            for i in range(count // 100):
                (folder / f"f{i:05}.dat").write_bytes(b"")
    # The search plugin is disabled here: its one-time index build of the new 100k-file root is not the daemon.
    server = Server(home, root, {"FOLDWISE_DAEMON__WATCHER": watcher, "FOLDWISE_DAEMON__RECURSIVE": "true",
                                 "FOLDWISE_PLUGINS__DISABLED": '["search"]'})
    try:
        server.client.post("/rules", json=NO_MATCH)
        r = server.client.post("/daemon/start", json={"paths": [str(tree)], "mode": "rules", "rule_set": "none"})
        assert r.status_code == 200, r.text
        while True:  # the start-up scan: every file settles once and matches no rule
            status = server.client.get("/daemon/status").json()["data"]
            if status["running"] and status["watcher"] and status["pending"] == 0:
                break
            time.sleep(1)
        time.sleep(2)
        c0, t0 = server.cpu_seconds(), time.monotonic()
        time.sleep(seconds)
        cpu = (server.cpu_seconds() - c0) / (time.monotonic() - t0)
        status = server.client.get("/daemon/status").json()["data"]
        print(f"idle daemon on a {count}-file tree ({status['watcher']}, recursive): {cpu * 100:.2f}% of one core "
              f"({cpu * seconds:.2f} CPU s over {seconds:.0f} s, whole serve process)")
    finally:
        server.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--singles", type=int, default=30)
    parser.add_argument("--drop", type=int, default=10_000)
    parser.add_argument("--tree", type=int, default=100_000)
    parser.add_argument("--quiet", type=float, default=0.5)
    parser.add_argument("--only", choices=["latency", "drop", "idle"], default=None)
    parser.add_argument("--profile", default=None, help="py-spy collapsed stacks of the drop to this file")
    parser.add_argument("--keep", action="store_true", help="keep the work folder (server logs) and print it")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="a daemon setting for the drop's server, e.g. batch_size=200 (repeatable)")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bench-daemon-"))
    try:
        if args.only in (None, "latency"):
            bench_latency(work, args.singles, args.quiet)
        if args.only in (None, "drop"):
            bench_drop(work, args.drop, args.quiet, args.profile,
                       {f"FOLDWISE_DAEMON__{k.upper()}": v for k, v in (item.split("=", 1) for item in args.set)})
        if args.only in (None, "idle"):
            bench_idle(work, args.tree, "inotify")
            bench_idle(work, args.tree, "polling")
    finally:
        if args.keep:
            print(f"kept: {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
