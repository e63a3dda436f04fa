"""Installs are live: the plugin's route, page and command appear without a restart, an update serves the new
code, a removal takes it away, and a plugin that fails to load is rolled back to the version before it."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import httpx

from conftest import PASSWORD, LiveServer
from marketplace.conftest import Publisher, installed_folders, new_key
from marketplace.static_server import self_signed, serve_folder
from marketplace.wheels import build_wheel


async def test_install_update_remove_in_process(client: Any, admin: dict[str, str], publisher: Publisher,
                                               home: Path) -> None:
    publisher.publish("fw-live", "1.0.0")
    assert (await client.get("/api/v1/fw_live", headers=admin)).status_code == 404
    assert (await client.post("/api/v1/marketplace/plugins/fw-live/install", headers=admin)).status_code == 201
    served = await client.get("/api/v1/fw_live", headers=admin)
    assert (await served.get_json())["data"] == {"plugin": "fw-live", "version": "1.0.0"}
    installed = (await (await client.get("/api/v1/marketplace/installed", headers=admin)).get_json())["data"]
    assert installed["items"][0]["active"] is True and installed["items"][0]["error"] is None

    publisher.publish("fw-live", "2.0.0")
    updated = await client.post("/api/v1/marketplace/plugins/fw-live/update", headers=admin)
    assert (await updated.get_json())["data"]["updated"] is True
    served = await client.get("/api/v1/fw_live", headers=admin)
    assert (await served.get_json())["data"]["version"] == "2.0.0"

    # 3.0.0 raises on import: the update is refused with the failure named, 2.0.0 keeps serving.
    publisher.publish("fw-live", "3.0.0", fail_import=True)
    broken = await client.post("/api/v1/marketplace/plugins/fw-live/update", headers=admin)
    body = await broken.get_json()
    assert broken.status_code == 409 and body["error"] == "incompatible_plugin", body
    assert "broken on purpose" in body["details"]["error"] and body["details"]["plugin"] == "fw-live"
    served = await client.get("/api/v1/fw_live", headers=admin)
    assert served.status_code == 200 and (await served.get_json())["data"]["version"] == "2.0.0"
    assert installed_folders(home) == ["fw-live"]
    assert (home / "plugins" / "fw-live" / "fw_live-2.0.0.dist-info").is_dir()
    installed = (await (await client.get("/api/v1/marketplace/installed", headers=admin)).get_json())["data"]
    assert installed["items"][0]["version"] == "2.0.0" and installed["items"][0]["active"] is True

    # A first install that fails to load leaves nothing behind.
    publisher.publish("fw-broken", "1.0.0", fail_import=True)
    refused = await client.post("/api/v1/marketplace/plugins/fw-broken/install", headers=admin)
    assert refused.status_code == 409 and "broken on purpose" in (await refused.get_json())["message"]
    assert installed_folders(home) == ["fw-live"]

    assert (await client.delete("/api/v1/marketplace/plugins/fw-live", headers=admin)).status_code == 200
    assert (await client.get("/api/v1/fw_live", headers=admin)).status_code == 404
    assert installed_folders(home) == []


def _env(home: Path, root: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root)})
    return env


def _foldwise(home: Path, root: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "foldwise", *args], env=_env(home, root), capture_output=True,
                          text=True, timeout=120, check=check)


class Hammer:
    """Keeps requesting an existing route of the server from a thread; counts every failed request."""

    def __init__(self, url: str, headers: dict[str, str]) -> None:
        self.url, self.headers = url, headers
        self.done = threading.Event()
        self.ok = 0
        self.failures: list[str] = []
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        with httpx.Client(timeout=30) as client:
            while not self.done.is_set():
                try:
                    response = client.get(self.url, headers=self.headers)
                    if response.status_code == 200:
                        self.ok += 1
                    else:
                        self.failures.append(f"{response.status_code} {response.text[:200]}")
                except httpx.HTTPError as exc:
                    self.failures.append(f"{type(exc).__name__}: {exc}")

    def __enter__(self) -> Hammer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.done.set()
        self.thread.join(30)


def test_end_to_end_with_a_real_server_and_an_https_repository(home: Path, root: Path, tmp_path: Path) -> None:
    """Publish into a repository served over loopback HTTPS, install through REST into a running
    ``foldwise serve``, call the plugin's route, page and command, update it, remove it; a client keeps
    requesting throughout without one failed request."""
    key, public = new_key(tmp_path, "publisher.pem")
    site = tmp_path / "site"
    publisher = Publisher(key, public, site / "repo", tmp_path / "wheels")
    publisher.publish("fw-e2e", "1.0.0")
    cert, cert_key = self_signed(tmp_path / "tls")
    _foldwise(home, root, "users", "create", "admin", "--admin", "--password", PASSWORD)
    api_key = _foldwise(home, root, "keys", "create", "--user", "admin", "--name", "e2e").stdout.strip().splitlines()[-1]
    headers = {"X-API-Key": api_key}
    with serve_folder(site, tls=(cert, cert_key)) as url:
        (home / "foldwise.toml").write_text(
            f'[[marketplace.repositories]]\nurl = "{url}"\npublic_key = "{public}"\nca_file = "{cert}"\n')
        server = LiveServer(home, [root]).start()
        try:
            with Hammer(f"{server.url}/api/v1/marketplace/installed", headers) as hammer:
                api = httpx.Client(base_url=server.url, headers=headers, timeout=60)
                assert api.get("/api/v1/fw_e2e").status_code == 404
                response = api.post("/api/v1/marketplace/plugins/fw-e2e/install")
                assert response.status_code == 201, response.text
                assert api.get("/api/v1/fw_e2e").json()["data"]["version"] == "1.0.0"
                assert "fw-e2e 1.0.0" in api.get("/ui/fw_e2e").text
                assert _foldwise(home, root, "fw_e2e").stdout.split() == ["fw-e2e", "1.0.0"]

                publisher.publish("fw-e2e", "1.1.0")
                assert api.get("/api/v1/marketplace/updates").json()["data"]["items"] == [
                    {"name": "fw-e2e", "installed": "1.0.0", "latest": "1.1.0"}]
                updated = api.post("/api/v1/marketplace/plugins/fw-e2e/update")
                assert updated.status_code == 200 and updated.json()["data"]["updated"] is True
                assert api.get("/api/v1/fw_e2e").json()["data"]["version"] == "1.1.0"
                assert "fw-e2e 1.1.0" in api.get("/ui/fw_e2e").text
                assert _foldwise(home, root, "fw_e2e").stdout.split() == ["fw-e2e", "1.1.0"]

                assert api.delete("/api/v1/marketplace/plugins/fw-e2e").status_code == 200
                assert api.get("/api/v1/fw_e2e").status_code == 404
                assert _foldwise(home, root, "fw_e2e", check=False).returncode == 2  # no such command
                api.close()
            assert hammer.ok > 10 and hammer.failures == [], hammer.failures[:5]
        finally:
            server.stop()


def test_the_example_plugin_installs_from_a_published_wheel(home: Path, root: Path, tmp_path: Path) -> None:
    """``examples/foldwise-hello`` built with pip, published, installed into a running service: it loads."""
    example = Path(__file__).resolve().parents[2] / "examples" / "foldwise-hello"
    out = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out),
                    str(example)], check=True, capture_output=True, timeout=300, cwd=tmp_path)
    wheel = next(out.glob("*.whl"))
    key, public = new_key(tmp_path)
    repo = home / "marketplace" / "repository"
    _foldwise(home, root, "marketplace", "publish", str(wheel), "--repo", str(repo), "--key", str(key))
    (home / "foldwise.toml").write_text(f'[marketplace]\ndefault_public_key = "{public}"\n')
    _foldwise(home, root, "users", "create", "admin", "--admin", "--password", PASSWORD)
    api_key = _foldwise(home, root, "keys", "create", "--user", "admin", "--name", "x").stdout.strip().splitlines()[-1]
    server = LiveServer(home, [root]).start()
    try:
        api = httpx.Client(base_url=server.url, headers={"X-API-Key": api_key}, timeout=60)
        response = api.post("/api/v1/marketplace/plugins/foldwise-hello/install")
        assert response.status_code == 201, response.text
        record = response.json()["data"]
        assert record["name"] == "foldwise-hello" and record["active"] is True and record["error"] is None
        assert api.get("/api/v1/hello").status_code == 200
        assert api.delete("/api/v1/marketplace/plugins/foldwise-hello").status_code == 200
        assert api.get("/api/v1/hello").status_code == 404
        api.close()
    finally:
        server.stop()
