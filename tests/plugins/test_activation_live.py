"""Live activation in a real ``foldwise serve`` process: wheels unpacked into ``home/plugins`` are activated,
updated and removed by ``POST /api/v1/system/plugins/reload`` while a client keeps requesting, and not one
request fails; a request in flight during a swap finishes on the app it started on."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import httpx

from conftest import PASSWORD, LiveServer
from waiting import wait_until
from plugins.plugin_folder import (
    EXAMPLES_DIR,
    build_wheel,
    install_wheel,
    write_plugin_folder,
    write_project,
)


class SteadyClient:
    """Threads requesting an existing route without pause; every answer that is not a 200 is a failure."""

    def __init__(self, url: str, headers: dict[str, str], threads: int = 2) -> None:
        self.url, self.headers = url, headers
        self.ok = 0
        self.failures: list[str] = []
        self._stop = threading.Event()
        self._threads = [threading.Thread(target=self._run, daemon=True) for _ in range(threads)]

    def _run(self) -> None:
        with httpx.Client(timeout=30) as client:
            while not self._stop.is_set():
                try:
                    response = client.get(self.url, headers=self.headers)
                except httpx.HTTPError as exc:
                    self.failures.append(f"{type(exc).__name__}: {exc}")
                    continue
                if response.status_code == 200:
                    self.ok += 1
                else:
                    self.failures.append(f"{response.status_code}: {response.text[:200]}")

    def __enter__(self) -> SteadyClient:
        for thread in self._threads:
            thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(30)


def _login(server: LiveServer) -> dict[str, str]:
    httpx.post(f"{server.url}/api/v1/auth/register", timeout=30,
               json={"username": "admin", "password": PASSWORD, "email": "admin@example.com"})
    response = httpx.post(f"{server.url}/api/v1/auth/login", json={"username": "admin", "password": PASSWORD},
                          timeout=30)
    assert response.status_code == 200, response.text
    return {"Authorization": f"Bearer {response.json()['data']['access_token']}"}


def _reload(server: LiveServer, headers: dict[str, str]) -> dict[str, dict[str, Any]]:
    response = httpx.post(f"{server.url}/api/v1/system/plugins/reload", headers=headers, timeout=120)
    assert response.status_code == 200, response.text
    return {p["name"]: p for p in response.json()["data"]["plugins"]}


def _cli(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env["FOLDWISE_HOME"] = str(home)
    return subprocess.run([sys.executable, "-m", "foldwise", *args], env=env, capture_output=True, text=True,
                          timeout=120)


def test_install_update_remove_live_while_a_client_keeps_requesting(home: Path, root: Path, tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    hello_wheel = build_wheel(EXAMPLES_DIR / "foldwise-hello", wheels / "hello")
    live_v1 = build_wheel(write_project(tmp_path / "src-v1", "livetiny", version="1.0", message="one"), wheels / "v1")
    live_v2 = build_wheel(write_project(tmp_path / "src-v2", "livetiny", version="2.0", message="two"), wheels / "v2")
    plugins_dir = home / "plugins"

    # the steady client sends as fast as the server answers: more than the default 1000 requests a minute
    server = LiveServer(home, [root], env={"FOLDWISE_RATE_LIMITS__ENABLED": "false"}).start()
    try:
        headers = _login(server)
        assert httpx.get(f"{server.url}/api/v1/hello", headers=headers).status_code == 404
        with SteadyClient(f"{server.url}/api/v1/system/plugins", headers) as steady:
            # Install the example plugin: its route, page and command appear.
            install_wheel(hello_wheel, plugins_dir, "foldwise-hello")
            plugins = _reload(server, headers)
            assert plugins["hello"]["status"] == "loaded", plugins["hello"]
            assert plugins["hello"]["builtin"] is False
            assert httpx.get(f"{server.url}/api/v1/hello", headers=headers).status_code == 200
            page = httpx.get(f"{server.url}/ui/hello", headers={**headers, "Accept": "text/html"})
            assert page.status_code == 200 and "text/html" in page.headers["content-type"]
            help_text = _cli(home, "--help").stdout
            assert "hello" in help_text

            # A plugin of our own, then its update while a slow request is in flight on version 1.
            install_wheel(live_v1, plugins_dir, "foldwise-livetiny")
            assert _reload(server, headers)["livetiny"]["version"] == "1.0"
            answer = httpx.get(f"{server.url}/api/v1/livetiny", headers=headers).json()
            assert answer["data"] == {"message": "one", "version": "1.0"}
            assert _cli(home, "livetiny").stdout.strip() == "livetiny 1.0: one"
            slow: dict[str, Any] = {}
            in_flight = threading.Thread(target=lambda: slow.update(response=httpx.get(
                f"{server.url}/api/v1/livetiny", params={"sleep": "2"}, headers=headers, timeout=30)))
            in_flight.start()
            time.sleep(0.5)  # the slow request has reached version 1's app
            install_wheel(live_v2, plugins_dir, "foldwise-livetiny")
            assert _reload(server, headers)["livetiny"]["version"] == "2.0"
            answer = httpx.get(f"{server.url}/api/v1/livetiny", headers=headers).json()
            assert answer["data"] == {"message": "two", "version": "2.0"}
            in_flight.join(30)
            assert slow["response"].status_code == 200
            assert slow["response"].json()["data"] == {"message": "one", "version": "1.0"}
            assert _cli(home, "livetiny").stdout.strip() == "livetiny 2.0: two"

            # Broken plugins are reported; the service stays up.
            write_plugin_folder(plugins_dir, "livebadimport", fail="import")
            write_plugin_folder(plugins_dir, "livebadstart", fail="startup")
            plugins = _reload(server, headers)
            assert plugins["livebadimport"]["status"] == "error"
            assert "fails at import" in plugins["livebadimport"]["error"]
            assert plugins["livebadstart"]["status"] == "error"
            assert "fails at startup" in plugins["livebadstart"]["error"]
            assert httpx.get(f"{server.url}/api/v1/health").status_code == 200

            # Removal: the routes are gone.
            for folder in ("foldwise-hello", "foldwise-livetiny", "foldwise-livebadimport", "foldwise-livebadstart"):
                shutil.rmtree(plugins_dir / folder)
            plugins = _reload(server, headers)
            assert not {"hello", "livetiny", "livebadimport", "livebadstart"} & set(plugins)
            assert httpx.get(f"{server.url}/api/v1/hello", headers=headers).status_code == 404
            assert httpx.get(f"{server.url}/api/v1/livetiny", headers=headers).status_code == 404
            assert httpx.get(f"{server.url}/ui/livetiny", headers={**headers, "Accept": "text/html"}).status_code == 404
        assert steady.failures == [], steady.failures[:5]
        assert steady.ok > 20
        log = wait_until(lambda: (home / "livetiny.log").read_text().splitlines(),
                         until=lambda lines: len(lines) >= 7, what="livetiny's stop lines")
        assert [line for line in log if not line.startswith("app-stop")] == \
            ["start 1.0", "start 2.0", "stop 1.0", "stop 2.0"]
        # Each app generation that served livetiny was shut down once drained: the one of 1.0 at the update,
        # those of 2.0 at the reload that added the broken plugins and at the removal.
        assert [line for line in log if line.startswith("app-stop")] == ["app-stop 1.0", "app-stop 2.0", "app-stop 2.0"]
        assert "livetiny" not in _cli(home, "--help").stdout
    finally:
        server.stop()
    assert server.proc is not None and server.proc.returncode == 0, server.log.read_text()[-3000:]
