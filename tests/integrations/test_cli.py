"""``foldwise integrations list|configure|connect|disconnect|send`` as real processes, locally and with
``--server``."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import httpx

from conftest import PASSWORD, LiveServer


def run(args: list[str], home: Path, root: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(home), FOLDWISE_ROOTS=str(root))
    return subprocess.run([sys.executable, "-m", "foldwise", *args], capture_output=True, text=True, env=env,
                          timeout=120)


def test_local_configure_connect_send_undo(home: Path, root: Path) -> None:
    (root / "launch").mkdir()
    (root / "deck.pdf").write_bytes(b"%PDF-1.4\n%%EOF\n")
    bad = run(["integrations", "configure", "workflow", f"output_dir={root.parent}"], home, root)
    assert bad.returncode == 2 and "path_not_allowed" in bad.stderr
    out = run(["integrations", "configure", "workflow", "output_dir=launch"], home, root)
    assert out.returncode == 0, out.stderr
    assert run(["integrations", "connect", "workflow"], home, root).returncode == 0
    listed = run(["integrations", "list", "--json"], home, root)
    items = {i["name"]: i for i in json.loads(listed.stdout)["items"]}
    assert items["workflow"]["connected"] and not items["obsidian"]["connected"]
    sent = run(["integrations", "send", "workflow", str(root / "deck.pdf"), "--tag", "talk", "--json"], home, root)
    assert sent.returncode == 0, sent.stderr
    written = json.loads(sent.stdout)["written"]
    assert [Path(p).name for p in written] == ["deck.pdf.alfred.json", "deck.pdf.raycast.json"]
    assert run(["undo"], home, root).returncode == 0
    assert not any(Path(p).exists() for p in written)
    assert run(["integrations", "disconnect", "workflow"], home, root).returncode == 0


def test_remote_list_and_send(home: Path, root: Path) -> None:
    (root / "Vault").mkdir()
    (root / "a.txt").write_text("a")
    server = LiveServer(home, [root]).start()
    try:
        http = httpx.Client(base_url=server.url)
        http.post("/api/v1/auth/register", json={"username": "admin", "password": PASSWORD, "email": "a@example.com"})
        token = http.post("/api/v1/auth/login", json={"username": "admin", "password": PASSWORD}).json()
        key = http.post("/api/v1/api-keys", json={"name": "cli"},
                        headers={"Authorization": f"Bearer {token['data']['access_token']}"}).json()["data"]["key"]
        remote = ["--server", server.url, "--api-key", key, "integrations"]
        other = home / "other"
        out = run([*remote, "configure", "obsidian", "vault_path=Vault"], other, root)
        assert out.returncode == 0, out.stderr
        http.post("/api/v1/integrations/obsidian/connect", headers={"X-API-Key": key})
        sent = run([*remote, "send", "obsidian", str(root / "a.txt"), "--summary", "just a", "--json"], other, root)
        assert sent.returncode == 0, sent.stderr
        assert json.loads(sent.stdout)["written"][0] == str(root / "Vault" / "Attachments" / "a.txt")
        assert key not in sent.stdout + sent.stderr
        table = run([*remote, "list"], other, root)
        assert re.search(r"obsidian\s+notes\s+yes\s+yes", table.stdout), table.stdout
    finally:
        server.stop()
