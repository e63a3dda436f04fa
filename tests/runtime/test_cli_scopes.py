"""``foldwise keys create --scope`` as a real process: the key is limited to its scopes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from conftest import PASSWORD
from foldwise.kernel.app import create_app
from foldwise.kernel.settings import load_settings


def _run(home: Path, root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root)})
    return subprocess.run([sys.executable, "-m", "foldwise", *args], env=env, capture_output=True, text=True,
                          timeout=120, stdin=subprocess.DEVNULL)


async def test_keys_create_with_scopes(home: Path, root: Path) -> None:
    assert _run(home, root, "users", "create", "root", "--admin", "--password", PASSWORD).returncode == 0
    made = _run(home, root, "keys", "create", "--scope", "files:read", "--scope", "config:read", "--json")
    assert made.returncode == 0, made.stderr
    record = json.loads(made.stdout)
    assert record["scopes"] == ["config:read", "files:read"]
    bad = _run(home, root, "keys", "create", "--scope", "everything")
    assert bad.returncode == 2 and "unknown scopes" in bad.stderr
    listing = json.loads(_run(home, root, "keys", "list", "--json").stdout)["api_keys"]
    assert [k["scopes"] for k in listing] == [["config:read", "files:read"]]
    assert "config:read files:read" in _run(home, root, "keys", "list").stdout

    app = create_app(load_settings(home, overrides={"roots": [str(root)]}, environ={}))
    async with app.test_app() as test_app:
        client: Any = test_app.test_client()
        headers = {"X-API-Key": record["key"]}
        assert (await client.get("/api/v1/plugins/files/list", headers=headers)).status_code == 200
        assert (await client.get("/api/v1/plugins/hooks", headers=headers)).status_code == 403
        assert (await client.get("/api/v1/auth/me", headers=headers)).status_code == 403
