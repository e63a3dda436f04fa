"""Webhook fan-out: ``python benchmarks/bench_webhooks.py``.

1,000 bus events (``journal.applied`` with a move, i.e. ``file.organized``) fan out to 10 hooks: 10,000
signed deliveries through the durable outbox (SQLite), the SSRF guard and the delivery worker, to a
receiver in another process on loopback (a minimal asyncio HTTP/1.1 server). Baseline, measured in the same run against the same receiver:
plain ``httpx`` POSTs of the same 10,000 bodies with the same concurrency (no outbox, no signing, no log).
Prints deliveries/s of both and the ratio (baseline time / ours: 1.0 would be no overhead at all).
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import httpx  # noqa: E402

from foldwise.kernel.core import open_kernel  # noqa: E402
from foldwise.kernel.settings import load_settings  # noqa: E402

N_EVENTS = int(os.environ.get("BENCH_WEBHOOK_EVENTS", "1000"))
N_HOOKS = 10
CONCURRENCY = 32

RECEIVER = textwrap.dedent("""
    import asyncio

    async def handle(reader, writer):
        try:
            while True:
                head = await reader.readuntil(b"\\r\\n\\r\\n")
                length = 0
                for line in head.split(b"\\r\\n"):
                    if line.lower().startswith(b"content-length:"):
                        length = int(line.split(b":", 1)[1])
                await reader.readexactly(length)
                writer.write(b"HTTP/1.1 204 No Content\\r\\nContent-Length: 0\\r\\n\\r\\n")
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    async def main():
        server = await asyncio.start_server(handle, "127.0.0.1", 0, backlog=512)
        print(server.sockets[0].getsockname()[1], flush=True)
        await server.serve_forever()

    asyncio.run(main())
""")


def start_receiver() -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen([sys.executable, "-c", RECEIVER], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    port = int(proc.stdout.readline())
    return proc, f"http://127.0.0.1:{port}"


async def baseline(url: str, bodies: list[bytes]) -> float:
    semaphore = asyncio.Semaphore(CONCURRENCY)
    limits = httpx.Limits(max_connections=CONCURRENCY * 2, max_keepalive_connections=64)
    async with httpx.AsyncClient(limits=limits, trust_env=False) as client:
        async def one(i: int, body: bytes) -> None:
            async with semaphore:
                response = await client.post(f"{url}/hook{i % N_HOOKS}", content=body,
                                             headers={"Content-Type": "application/json"})
                assert response.status_code == 204

        t0 = time.perf_counter()
        await asyncio.gather(*(one(i, b) for i, b in enumerate(bodies)))
        return time.perf_counter() - t0


async def ours(home: Path, url: str) -> tuple[float, int]:
    settings = load_settings(home, overrides={"roots": [str(home)], "plugins": {"allow_private_callbacks": True},
                                              "runtime": {"concurrency": CONCURRENCY}}, environ={})
    async with open_kernel(settings, run_jobs=False) as kernel:
        from foldwise.kernel.auth.actor import Actor
        from foldwise.kernel.auth.models import User
        from foldwise.plugins.runtime.models import DeliveryLog
        from foldwise.plugins.runtime.service import RuntimeService

        user = await User.create(username="admin", password_hash="x", role="admin")
        actor = Actor(user_id=user.id, username="admin", role="admin", via="jwt")
        hooks = kernel.service(RuntimeService).hooks
        for i in range(N_HOOKS):
            await hooks.register(actor, "file.organized", f"{url}/hook{i}")
        t0 = time.perf_counter()
        for i in range(N_EVENTS):
            await kernel.bus.publish("journal.applied", {"transaction_id": None, "moves": [
                [f"/srv/files/Inbox/f{i}.txt", f"/srv/files/Docs/f{i}.txt"]], "removed": [], "created": []})
        want = N_EVENTS * N_HOOKS
        while True:
            done = await DeliveryLog.filter(outcome="delivered").count()
            if done >= want:
                break
            if time.perf_counter() - t0 > 600:
                raise RuntimeError(f"only {done} of {want} delivered")
            await asyncio.sleep(0.05)
        elapsed = time.perf_counter() - t0
        failed = await DeliveryLog.exclude(outcome="delivered").count()
        return elapsed, failed


async def main() -> None:
    proc, url = start_receiver()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            body = (b'{"event":"file.organized","payload":{"transaction_id":null,"count":1,"moves":[{"source":'
                    b'"/srv/files/Inbox/f1.txt","destination":"/srv/files/Docs/f1.txt"}]},'
                    b'"timestamp":"2024-10-02T16:03:10.000000Z"}')
            bodies = [body] * (N_EVENTS * N_HOOKS)
            base = await baseline(url, bodies)
            elapsed, failed = await ours(Path(tmp), url)
            n = N_EVENTS * N_HOOKS
            print(f"webhook fan-out: {N_EVENTS} events x {N_HOOKS} hooks = {n} deliveries "
                  f"(concurrency {CONCURRENCY}, SQLite outbox)")
            print(f"  baseline (plain httpx POSTs): {base:.2f} s, {n / base:,.0f} deliveries/s")
            print(f"  foldwise (outbox, signed, guarded, logged): {elapsed:.2f} s, {n / elapsed:,.0f} deliveries/s, "
                  f"{failed} failed attempts")
            print(f"  ratio foldwise/baseline time: {elapsed / base:.2f}x")
    finally:
        proc.terminate()
        proc.wait(10)


if __name__ == "__main__":
    asyncio.run(main())
