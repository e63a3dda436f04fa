"""Per-request cost of the ASGI switch (live plugin activation): ``python benchmarks/bench_switch.py``.

Four real Hypercorn processes on this machine, measured by ``wrk`` (Debian package ``wrk``) in alternating
rounds so that load changes hit all alike:

* a bare Quart app with one JSON route, and the same app behind ``foldwise.kernel.switch.AppSwitch`` (the
  strict figure: nothing else to dilute the switch's cost);
* foldwise's own app for the current plugins (``build_app``, the kernel started by the app itself), and the
  app as ``foldwise serve`` runs it (``create_app``: the same app behind the switch), answering
  ``GET /api/v1/health`` (guard, a database query, envelope).

Then the same bare Quart app driven in-process (a synthetic ASGI request, no server, no network: the switch's
own cost without the noise of a loaded machine), alternated in rounds.

Prints requests/s and the ratios time(switched) / time(bare). Goal: < 5% (ratio < 1.05) in every pair.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROUNDS, SECONDS, CONNECTIONS = 5, 4, 8
APPS = '''
import os
from quart import Quart

MODE = os.environ["BENCH_MODE"]


class _Kernel:
    """What the switch needs of a kernel, for the bare pair (nothing to start)."""
    plugins_generation = 0
    web_reload = None

    async def start(self):
        pass

    async def stop(self):
        pass


def _bare():
    app = Quart("bare")

    @app.get("/bare")
    async def bare():
        return {"success": True, "data": {"id": 1, "username": "alice"}}

    return app


if MODE == "bare":
    app = _bare()
elif MODE == "bare-switched":
    from foldwise.kernel.switch import AppSwitch

    app = _bare()
    app.asgi_app = AppSwitch(_Kernel(), app, lambda kernel: _bare())
elif MODE == "foldwise-bare":
    from foldwise.kernel.app import build_app
    from foldwise.kernel.core import Kernel
    from foldwise.kernel.settings import load_settings

    kernel = Kernel(load_settings())
    app = build_app(kernel)
    app.before_serving(kernel.start)
    app.after_serving(kernel.stop)
else:
    from foldwise.kernel.app import create_app

    app = create_app()
'''


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_up(url: str) -> None:
    for _ in range(300):
        try:
            if httpx.get(url, timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise SystemExit(f"{url} did not come up")


def wrk(url: str) -> float:
    out = subprocess.run(["wrk", "-t1", f"-c{CONNECTIONS}", f"-d{SECONDS}s", url],
                         capture_output=True, text=True, check=True).stdout
    if "Non-2xx" in out or "Socket errors" in out:
        raise SystemExit(f"{url}: failed answers\n{out}")
    return float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))


def rounds(urls: list[str]) -> list[float]:
    """Median requests/s of each URL; the URLs take turns every round (order rotated) after a warm-up."""
    for url in urls:
        wrk(url)
    samples: list[list[float]] = [[] for _ in urls]
    for r in range(ROUNDS):
        order = list(range(len(urls)))
        order = order[r % len(order):] + order[:r % len(order)]
        for i in order:
            samples[i].append(wrk(urls[i]))
    return [statistics.median(s) for s in samples]


def in_process(rounds_: int = 7, requests: int = 3000) -> tuple[float, float]:
    """Median microseconds per request of the bare Quart app called directly and through the switch."""
    import asyncio

    from quart import Quart

    from foldwise.kernel.switch import AppSwitch

    class _Kernel:
        plugins_generation = 0
        web_reload = None

    def _bare() -> Quart:
        app = Quart("bare")

        @app.get("/bare")
        async def bare() -> dict[str, object]:
            return {"success": True, "data": {"id": 1, "username": "alice"}}

        return app

    app = _bare()
    direct = type(app).asgi_app.__get__(app)
    switch = AppSwitch(_Kernel(), app, lambda kernel: _bare())  # type: ignore[arg-type]
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET", "scheme": "http",
             "path": "/bare", "raw_path": b"/bare", "query_string": b"", "root_path": "",
             "headers": [(b"host", b"bench")], "client": ("127.0.0.1", 1), "server": ("127.0.0.1", 80),
             "extensions": {}}

    class Receive:
        """The request body once, then nothing until the app is done (as a server does)."""

        def __init__(self) -> None:
            self.sent = False

        async def __call__(self) -> dict[str, object]:
            if not self.sent:
                self.sent = True
                return {"type": "http.request", "body": b"", "more_body": False}
            await asyncio.Event().wait()
            return {"type": "http.disconnect"}

    async def send(message: dict[str, object]) -> None:
        if message["type"] == "http.response.start" and message["status"] != 200:
            raise SystemExit(f"in-process request failed: {message}")

    async def run(handler: object) -> float:
        started = time.process_time()  # CPU time of this process: other processes' load does not count
        for _ in range(requests):
            await handler(dict(scope), Receive(), send)  # type: ignore[operator]
        return (time.process_time() - started) / requests * 1e6

    async def main_() -> tuple[float, float]:
        await run(direct)
        await run(switch)
        a: list[float] = []
        b: list[float] = []
        for _ in range(rounds_):
            a.append(await run(direct))
            b.append(await run(switch))
        return statistics.median(a), statistics.median(b)

    return asyncio.run(main_())


def main() -> int:
    if not shutil.which("wrk"):
        print("wrk is not installed (apt-get install wrk)", file=sys.stderr)
        return 2
    tmp = Path(tempfile.mkdtemp(prefix="fw-bench-switch-"))
    (tmp / "root").mkdir()
    (tmp / "switch_apps.py").write_text(APPS)
    base = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    base.update({"FOLDWISE_ROOTS": str(tmp / "root"), "FOLDWISE_RATE_LIMITS__DEFAULT": "1000000000",
                 "FOLDWISE_LOG_LEVEL": "WARNING",
                 "PYTHONPATH": os.pathsep.join([str(tmp), base.get("PYTHONPATH", "")]).rstrip(os.pathsep)})
    modes = {"bare": "/bare", "bare-switched": "/bare", "foldwise-bare": "/api/v1/health",
             "foldwise-switched": "/api/v1/health"}
    procs, urls = [], []
    try:
        for mode, path in modes.items():
            port = free_port()
            env = {**base, "BENCH_MODE": mode, "FOLDWISE_HOME": str(tmp / f"home-{mode}")}
            procs.append(subprocess.Popen(
                [sys.executable, "-m", "hypercorn", "switch_apps:app", "-b", f"127.0.0.1:{port}"],
                cwd=tmp, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            urls.append(f"http://127.0.0.1:{port}{path}")
        for url in urls:
            wait_up(url)
        bare, bare_sw, fw, fw_sw = rounds(urls)
    finally:
        for proc in procs:
            proc.terminate()
            proc.wait(10)
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"\nwrk -c{CONNECTIONS}, {ROUNDS} rounds of {SECONDS}s each, medians "
          f"(load average {os.getloadavg()[0]:.1f})")
    print(f"bare Quart route                         {bare:8.0f} req/s")
    print(f"bare Quart route behind the switch       {bare_sw:8.0f} req/s")
    print(f"foldwise GET /api/v1/health, no switch   {fw:8.0f} req/s")
    print(f"foldwise GET /api/v1/health (as served)  {fw_sw:8.0f} req/s")
    print(f"ratio time(switched) / time(bare), bare Quart    {bare / bare_sw:5.3f}x   (goal < 1.05x)")
    print(f"ratio time(switched) / time(bare), foldwise      {fw / fw_sw:5.3f}x   (goal < 1.05x)")
    direct_us, switched_us = in_process()
    print(f"\nin-process, bare Quart route, CPU time, medians of 7 rounds of 3000 requests "
          f"(load average {os.getloadavg()[0]:.1f})")
    print(f"called directly                          {direct_us:8.1f} us/request")
    print(f"through the switch                       {switched_us:8.1f} us/request")
    print(f"ratio time(switched) / time(bare), in-process    {switched_us / direct_us:5.3f}x   (goal < 1.05x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
