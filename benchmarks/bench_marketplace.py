"""Marketplace install speed: a 1 MB plugin wheel installed end to end through ``POST
/api/v1/marketplace/plugins/{name}/install`` (signed index read and verified, wheel size and SHA-256
checked, every entry and the RECORD checked, unpacked into staging, swapped in, the kernel's plugins reloaded
and the new app switched to), then removed again; against a plain ``zipfile.extractall`` of the same wheel,
measured in the same run.

Run: ``python benchmarks/bench_marketplace.py [--rounds N] [--mb SIZE]``. Goal: an install under 1 s.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import sys
import tempfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

PASSWORD = "correct horse battery staple"


def build(base: Path, megabytes: float) -> tuple[Path, str, Path]:
    """A plugin wheel of about ``megabytes`` MB (20 modules plus incompressible data), published into the
    data home's default repository; returns (home, public key, wheel)."""
    from marketplace.wheels import build_wheel, module_source

    from foldwise.marketplace.publish import publish
    from foldwise.marketplace.signing import generate_key

    files: dict[str, bytes | str] = {"fw_bench/__init__.py": module_source("fw-bench", "1.0.0")}
    for index in range(20):
        files[f"fw_bench/mod{index:02d}.py"] = f"VALUE = {index}\n" * 200
    files["fw_bench/data.bin"] = os.urandom(int(megabytes * 1024 * 1024))
    wheel = build_wheel(base / "wheels", "fw-bench", "1.0.0", files=files)
    home = base / "home"
    key = base / "key.pem"
    public = generate_key(key)
    publish(wheel, home / "marketplace" / "repository", key)
    return home, public, wheel


def baseline(wheel: Path, base: Path, rounds: int) -> list[float]:
    times = []
    for index in range(rounds):
        target = base / f"plain-{index}"
        started = time.perf_counter()
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(target)
        times.append(time.perf_counter() - started)
        shutil.rmtree(target)
    return times


async def installs(home: Path, root: Path, public: str, rounds: int) -> tuple[list[float], list[float]]:
    from foldwise.kernel.app import create_app
    from foldwise.kernel.settings import load_settings

    settings = load_settings(home, overrides={"roots": [str(root)], "marketplace": {"default_public_key": public}},
                             environ={})
    app = create_app(settings)
    install_times, remove_times = [], []
    async with app.test_app() as test_app:
        client = test_app.test_client()
        await client.post("/api/v1/auth/register", json={"username": "admin", "password": PASSWORD,
                                                        "email": "admin@example.com"})
        login = await (await client.post("/api/v1/auth/login", json={"username": "admin",
                                                                      "password": PASSWORD})).get_json()
        headers = {"Authorization": f"Bearer {login['data']['access_token']}"}
        for _ in range(rounds):
            started = time.perf_counter()
            response = await client.post("/api/v1/marketplace/plugins/fw-bench/install", headers=headers)
            install_times.append(time.perf_counter() - started)
            assert response.status_code == 201, await response.get_data()
            served = await client.get("/api/v1/fw_bench", headers=headers)
            assert served.status_code == 200, "the plugin is not live"
            started = time.perf_counter()
            removed = await client.delete("/api/v1/marketplace/plugins/fw-bench", headers=headers)
            remove_times.append(time.perf_counter() - started)
            assert removed.status_code == 200
    return install_times, remove_times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--mb", type=float, default=1.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-marketplace-") as tmp:
        base = Path(tmp)
        root = base / "root"
        root.mkdir()
        home, public, wheel = build(base, args.mb)
        size = wheel.stat().st_size
        plain = baseline(wheel, base, args.rounds)
        install_times, remove_times = asyncio.run(installs(home, root, public, args.rounds))
    plain_median = statistics.median(plain)
    install_median = statistics.median(install_times)
    print(f"wheel: {size / 1024 / 1024:.2f} MB, {args.rounds} rounds (medians; first install includes warm-up: "
          f"{install_times[0] * 1000:.0f} ms)")
    print(f"baseline zipfile.extractall:     {plain_median * 1000:8.1f} ms")
    print(f"marketplace install end to end:  {install_median * 1000:8.1f} ms  "
          f"({install_median / plain_median:.1f}x the plain extract)  goal < 1000 ms: "
          f"{'met' if install_median < 1.0 else 'NOT met'}")
    print(f"marketplace remove end to end:   {statistics.median(remove_times) * 1000:8.1f} ms")
    return 0 if install_median < 1.0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
