"""Repositories served by a real server on loopback: HTTPS with a self-signed certificate trusted through the
repository's ``ca_file``, plain HTTP only with ``allow_http``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import make_settings, register_and_login
from marketplace.conftest import Publisher, installed_folders, new_key
from marketplace.static_server import self_signed, serve_folder


@pytest.fixture
def remote_publisher(tmp_path: Path) -> Publisher:
    key, public = new_key(tmp_path, "remote.pem")
    return Publisher(key, public, tmp_path / "site" / "repo", tmp_path / "remote-wheels")


async def _app_with(home: Path, root: Path, repositories: list[dict[str, Any]]) -> Any:
    from foldwise.kernel.app import create_app

    return create_app(make_settings(home, [root], marketplace={"repositories": repositories}))


async def _install(app: Any, name: str, **body: Any) -> tuple[int, Any]:
    async with app.test_app() as test_app:
        client = test_app.test_client()
        admin = await register_and_login(client, "admin")
        extra = {"json": body} if body else {}
        response = await client.post(f"/api/v1/marketplace/plugins/{name}/install", headers=admin, **extra)
        return response.status_code, await response.get_json()


async def test_install_over_https_with_a_trusted_self_signed_certificate(
        home: Path, root: Path, tmp_path: Path, remote_publisher: Publisher) -> None:
    remote_publisher.publish("fw-remote", "1.0.0")
    cert, key = self_signed(tmp_path / "tls")
    with serve_folder(tmp_path / "site", tls=(cert, key)) as url:
        app = await _app_with(home, root, [{"url": url, "public_key": remote_publisher.public_key,
                                            "ca_file": str(cert)}])
        status, body = await _install(app, "fw-remote")
        assert status == 201, body
        assert body["data"]["source_url"] == f"{url}/fw_remote-1.0.0-py3-none-any.whl"
    assert installed_folders(home) == ["fw-remote"]


async def test_an_untrusted_certificate_is_unreachable(home: Path, root: Path, tmp_path: Path,
                                                      remote_publisher: Publisher) -> None:
    remote_publisher.publish("fw-remote", "1.0.0")
    cert, key = self_signed(tmp_path / "tls")
    with serve_folder(tmp_path / "site", tls=(cert, key)) as url:
        app = await _app_with(home, root, [{"url": url, "public_key": remote_publisher.public_key}])
        status, body = await _install(app, "fw-remote")
    assert status == 502 and body["error"] == "repository_unreachable", body
    assert installed_folders(home) == []


async def test_tampered_wheel_over_https(home: Path, root: Path, tmp_path: Path,
                                        remote_publisher: Publisher) -> None:
    remote_publisher.publish("fw-remote", "1.0.0")
    wheel = remote_publisher.repo / "fw_remote-1.0.0-py3-none-any.whl"
    data = bytearray(wheel.read_bytes())
    data[100] ^= 0xFF
    wheel.write_bytes(bytes(data))
    cert, key = self_signed(tmp_path / "tls")
    with serve_folder(tmp_path / "site", tls=(cert, key)) as url:
        app = await _app_with(home, root, [{"url": url, "public_key": remote_publisher.public_key,
                                            "ca_file": str(cert)}])
        status, body = await _install(app, "fw-remote")
    assert status == 422 and body["error"] == "checksum_failed", body
    assert installed_folders(home) == []


async def test_plain_http_needs_allow_http(home: Path, root: Path, tmp_path: Path,
                                          remote_publisher: Publisher) -> None:
    remote_publisher.publish("fw-remote", "1.0.0")
    with serve_folder(tmp_path / "site") as url:
        refused = await _app_with(home, root, [{"url": url, "public_key": remote_publisher.public_key}])
        status, body = await _install(refused, "fw-remote")
        assert status == 400 and body["error"] == "marketplace_error", body
        assert body["details"]["reason"] == "http_not_allowed"
        assert installed_folders(home) == []
    other_home = tmp_path / "home2"
    other_home.mkdir()
    with serve_folder(tmp_path / "site") as url:
        allowed = await _app_with(other_home, root, [{"url": url, "public_key": remote_publisher.public_key,
                                                      "allow_http": True}])
        status, body = await _install(allowed, "fw-remote")
    assert status == 201, body
    assert installed_folders(other_home) == ["fw-remote"]


async def test_the_first_repository_listing_a_plugin_wins(home: Path, root: Path, tmp_path: Path,
                                                         remote_publisher: Publisher) -> None:
    """A second, broken repository does not stop installs from the first one."""
    remote_publisher.publish("fw-remote", "1.0.0")
    cert, key = self_signed(tmp_path / "tls")
    with serve_folder(tmp_path / "site", tls=(cert, key)) as url:
        app = await _app_with(home, root, [
            {"url": url, "public_key": remote_publisher.public_key, "ca_file": str(cert)},
            {"url": str(tmp_path / "nowhere"), "public_key": remote_publisher.public_key}])
        async with app.test_app() as test_app:
            client = test_app.test_client()
            admin = await register_and_login(client, "admin")
            listing = await (await client.get("/api/v1/marketplace/plugins", headers=admin)).get_json()
            assert [p["name"] for p in listing["data"]["items"]] == ["fw-remote"]
            assert [e["error"] for e in listing["data"]["errors"]] == ["repository_unreachable"]
            response = await client.post("/api/v1/marketplace/plugins/fw-remote/install", headers=admin)
            assert response.status_code == 201
            missing = await client.post("/api/v1/marketplace/plugins/fw-other/install", headers=admin)
            assert missing.status_code == 502  # it may be in the repository that could not be read
