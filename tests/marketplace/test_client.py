"""The Python clients' typed marketplace and plugin runtime methods against a real ``foldwise serve``."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from conftest import PASSWORD, LiveServer
from foldwise.client import AsyncClient, Client, ClientError
from marketplace.test_cli import _foldwise, _run
from marketplace.wheels import build_wheel


def test_typed_client_methods(home: Path, root: Path, tmp_path: Path) -> None:
    key_file = tmp_path / "publisher.pem"
    public = _run(home, root, "keygen", "--out", str(key_file)).stdout.strip().splitlines()[-1]
    repo = home / "marketplace" / "repository"
    for version in ("1.0.0", "1.1.0"):
        wheel = build_wheel(tmp_path / version, "fw-client-demo", version)
        _run(home, root, "publish", str(wheel), "--repo", str(repo), "--key", str(key_file))
    (home / "foldwise.toml").write_text(f'[marketplace]\ndefault_public_key = "{public}"\n'
                                        "[plugins]\nallow_private_callbacks = true\n")
    _foldwise(home, root, "users", "create", "admin", "--admin", "--password", PASSWORD)
    api_key = _foldwise(home, root, "keys", "create", "--user", "admin", "--name", "client").strip().splitlines()[-1]
    (root / "report.txt").write_text("quarterly report")
    server = LiveServer(home, [root]).start()
    try:
        with Client(server.url, api_key=api_key) as client:
            found = client.marketplace.search(q="client-demo")
            assert [p["name"] for p in found["items"]] == ["fw-client-demo"] and found["total"] == 1
            assert client.marketplace.info("fw-client-demo")["version"] == "1.1.0"
            installed = client.marketplace.install("fw-client-demo", version="1.0.0")
            assert installed["version"] == "1.0.0"
            assert [u["latest"] for u in client.marketplace.updates()["items"]] == ["1.1.0"]
            assert client.marketplace.update("fw-client-demo")["plugin"]["version"] == "1.1.0"
            review = client.marketplace.review("fw-client-demo", 5, "Works", "Installed from the client.")
            assert [r["id"] for r in client.marketplace.reviews("fw-client-demo")["items"]] == [review["id"]]
            client.marketplace.delete_review("fw-client-demo", review["id"])
            assert client.marketplace.reviews("fw-client-demo")["items"] == []
            assert client.marketplace.remove("fw-client-demo")["uninstalled"] is True
            assert client.marketplace.installed()["items"] == []
            with pytest.raises(ClientError) as missing:
                client.marketplace.info("no-such-plugin")
            assert missing.value.status == 404

            runtime = client.plugin_runtime
            listing = runtime.files_list(str(root))
            assert [item["name"] for item in listing["items"]] == ["report.txt"]
            assert runtime.files_metadata(str(root / "report.txt"))["size"] == len("quarterly report")
            moved = runtime.organize_file(str(root / "report.txt"), str(root / "renamed.txt"),
                                          dry_run=True)
            assert moved["dry_run"] is True and (root / "report.txt").exists()
            assert runtime.config_get("plugins.allow_private_callbacks")["value"] is True
            hook = runtime.register_hook("file.organized", "http://127.0.0.1:9/hook")
            assert hook["registered"] is True and hook["secret"]
            assert [h["id"] for h in runtime.hooks(event="file.organized")["items"]] == [hook["id"]]
            assert runtime.deliveries(hook["id"])["items"] == []
            assert runtime.unregister_hook("file.organized", "http://127.0.0.1:9/hook")["removed"] is True

        async def remote() -> None:
            async with AsyncClient(server.url, api_key=api_key) as client:
                found = await client.marketplace.search(tags=["no-such-tag"])
                assert found["items"] == [] and found["total"] == 0
                listing = await client.plugin_runtime.files_list(str(root))
                assert listing["total"] == 1

        asyncio.run(remote())
    finally:
        server.stop()
