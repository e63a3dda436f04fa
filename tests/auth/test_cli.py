"""``foldwise users create`` / ``foldwise keys ...`` as real processes; the printed key works on the app."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from foldwise.kernel.app import create_app
from foldwise.kernel.settings import load_settings

from .helpers import PASSWORD


def _run(home: Path, root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root)})
    return subprocess.run([sys.executable, "-m", "foldwise", *args], env=env, capture_output=True, text=True,
                          timeout=120, stdin=subprocess.DEVNULL)


async def test_cli_users_and_keys(home: Path, root: Path) -> None:
    made = _run(home, root, "users", "create", "root", "--admin", "--password", PASSWORD, "--email", "r@x.org")
    assert made.returncode == 0, made.stderr
    assert "role admin" in made.stdout
    dup = _run(home, root, "users", "create", "root", "--password", PASSWORD)
    assert dup.returncode == 2 and "username already taken" in dup.stderr
    short = _run(home, root, "users", "create", "bob", "--password", "short")
    assert short.returncode == 2 and "at least 12" in short.stderr
    prompt = _run(home, root, "users", "create", "bob")
    assert prompt.returncode == 2 and "--password" in prompt.stderr

    key_json = _run(home, root, "keys", "create", "--user", "root", "--name", "ci", "--expires", "2999-12-31",
                    "--json")
    assert key_json.returncode == 0, key_json.stderr
    record = json.loads(key_json.stdout)
    assert record["name"] == "ci" and record["user"] == "root" and record["key"].startswith("fw_")
    plain = _run(home, root, "keys", "create")
    assert plain.returncode == 0, plain.stderr
    plain_key = plain.stdout.strip()
    assert plain_key.startswith("fw_") and "not shown again" in plain.stderr
    assert _run(home, root, "keys", "create", "--user", "nobody").returncode == 2
    assert _run(home, root, "keys", "create", "--expires", "tomorrow-ish").returncode == 2

    listing = _run(home, root, "keys", "list", "--json")
    assert listing.returncode == 0, listing.stderr
    keys = json.loads(listing.stdout)["api_keys"]
    assert {k["id"] for k in keys} == {record["id"], plain_key.split("_")[1]}
    assert record["key"] not in listing.stdout and plain_key not in listing.stdout

    app = create_app(load_settings(home, overrides={"roots": [str(root)]}, environ={}))
    async with app.test_app() as test_app:
        client: Any = test_app.test_client()
        for key in (record["key"], plain_key):
            me = await client.get("/api/v1/auth/me", headers={"X-API-Key": key})
            assert me.status_code == 200
            assert (await me.get_json())["data"] == {**(await me.get_json())["data"], "username": "root",
                                                     "role": "admin"}
        revoke = _run(home, root, "keys", "revoke", record["id"])
        assert revoke.returncode == 0, revoke.stderr
        assert (await client.get("/api/v1/auth/me", headers={"X-API-Key": record["key"]})).status_code == 401
        assert (await client.get("/api/v1/auth/me", headers={"X-API-Key": plain_key})).status_code == 200
    assert _run(home, root, "keys", "revoke", record["id"]).returncode == 1
