"""``foldwise marketplace ...`` as a person runs it: new processes on a data home, locally and with --server."""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
from pathlib import Path

from conftest import PASSWORD, LiveServer
from marketplace.wheels import build_wheel


def _run(home: Path, root: Path, *args: str, check: bool = True, server: LiveServer | None = None,
         key: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root)})
    if server is not None:
        env.update({"FOLDWISE_SERVER": server.url, "FOLDWISE_API_KEY": key or ""})
    done = subprocess.run([sys.executable, "-m", "foldwise", "marketplace", *args], env=env, capture_output=True,
                          text=True, timeout=120)
    if check:
        assert done.returncode == 0, done.stderr
    return done


def _foldwise(home: Path, root: Path, *args: str) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root)})
    return subprocess.run([sys.executable, "-m", "foldwise", *args], env=env, capture_output=True, text=True,
                          timeout=120, check=True).stdout


def test_publisher_and_user_commands(home: Path, root: Path, tmp_path: Path) -> None:
    key_file = tmp_path / "keys" / "publisher.pem"
    keygen = _run(home, root, "keygen", "--out", str(key_file))
    public = keygen.stdout.strip().splitlines()[-1]
    assert len(base64.b64decode(public)) == 32
    assert key_file.read_text().startswith("-----BEGIN PRIVATE KEY-----")
    assert oct(key_file.stat().st_mode & 0o777) == "0o600"
    assert _run(home, root, "keygen", "--out", str(key_file), check=False).returncode == 2  # never overwrites

    repo = home / "marketplace" / "repository"
    wheel = build_wheel(tmp_path / "w", "fw-cli", "1.0.0", summary="From the command line", keywords="cli demo",
                        requires=["foldwise>=0.1"])
    published = json.loads(_run(home, root, "publish", str(wheel), "--repo", str(repo), "--key", str(key_file),
                                "--category", "tools", "--json").stdout)
    assert published["name"] == "fw-cli" and published["requires_foldwise"] == ">=0.1"
    assert published["tags"] == ["cli", "demo"] and published["category"] == "tools"
    assert (repo / wheel.name).read_bytes() == wheel.read_bytes()
    sig = base64.b64decode((repo / "index.json.sig").read_text())
    assert len(sig) == 64

    (home / "foldwise.toml").write_text(f'[marketplace]\ndefault_public_key = "{public}"\n')
    found = json.loads(_run(home, root, "search", "command line", "--json").stdout)
    assert [p["name"] for p in found["items"]] == ["fw-cli"]
    assert "fw-cli" in _run(home, root, "search", "--tags", "demo").stdout
    assert "versions: 1.0.0" in _run(home, root, "info", "fw-cli").stdout
    installed = json.loads(_run(home, root, "install", "fw-cli", "--json").stdout)
    assert installed["name"] == "fw-cli" and installed["version"] == "1.0.0"
    assert (home / "plugins" / "fw-cli" / "fw_cli" / "__init__.py").is_file()
    listed = json.loads(_run(home, root, "installed", "--json").stdout)
    assert [i["name"] for i in listed["items"]] == ["fw-cli"]

    newer = build_wheel(tmp_path / "w2", "fw-cli", "1.1.0")
    _run(home, root, "publish", str(newer), "--repo", str(repo), "--key", str(key_file))
    assert "fw-cli" in _run(home, root, "updates").stdout and "1.1.0" in _run(home, root, "updates").stdout
    assert "updated fw-cli to 1.1.0" in _run(home, root, "update", "fw-cli").stdout

    _foldwise(home, root, "users", "create", "rita", "--password", PASSWORD)
    review = json.loads(_run(home, root, "review", "fw-cli", "--rating", "5", "--title", "Neat", "--content",
                             "Works.", "--user", "rita", "--json").stdout)
    assert review["username"] == "rita" and review["rating"] == 5
    assert _run(home, root, "review", "fw-cli", "--rating", "5", "--title", "x", "--content", "y",
                check=False).returncode == 2  # --user needed locally

    assert "removed fw-cli" in _run(home, root, "remove", "fw-cli").stdout
    assert not (home / "plugins" / "fw-cli").exists()
    missing = _run(home, root, "remove", "fw-cli", check=False)
    assert missing.returncode == 2 and missing.stderr.startswith("error: not_found")

    # A tampered wheel: exit 1 with the contract's code and nothing installed.
    target = repo / "fw_cli-1.1.0-py3-none-any.whl"
    target.write_bytes(target.read_bytes() + b"!")
    refused = _run(home, root, "install", "fw-cli", check=False)
    assert refused.returncode == 1 and "checksum_failed" in refused.stderr and "Traceback" not in refused.stderr
    assert not (home / "plugins" / "fw-cli").exists()


def test_commands_with_server(home: Path, root: Path, tmp_path: Path) -> None:
    key_file = tmp_path / "publisher.pem"
    public = _run(home, root, "keygen", "--out", str(key_file)).stdout.strip().splitlines()[-1]
    repo = home / "marketplace" / "repository"
    wheel = build_wheel(tmp_path / "w", "fw-remote-cli", "0.3.0")
    _run(home, root, "publish", str(wheel), "--repo", str(repo), "--key", str(key_file))
    (home / "foldwise.toml").write_text(f'[marketplace]\ndefault_public_key = "{public}"\n')
    _foldwise(home, root, "users", "create", "admin", "--admin", "--password", PASSWORD)
    api_key = _foldwise(home, root, "keys", "create", "--user", "admin", "--name", "cli").strip().splitlines()[-1]
    server = LiveServer(home, [root]).start()
    try:
        found = json.loads(_run(home, root, "search", "--json", server=server, key=api_key).stdout)
        assert [p["name"] for p in found["items"]] == ["fw-remote-cli"]
        installed = json.loads(_run(home, root, "install", "fw-remote-cli", "--json", server=server,
                                    key=api_key).stdout)
        assert installed["version"] == "0.3.0"
        assert (home / "plugins" / "fw-remote-cli").is_dir()
        review = json.loads(_run(home, root, "review", "fw-remote-cli", "--rating", "4", "--title", "Good",
                                 "--content", "Fine.", "--json", server=server, key=api_key).stdout)
        assert review["username"] == "admin"
        assert "removed" in _run(home, root, "remove", "fw-remote-cli", server=server, key=api_key).stdout
        missing = _run(home, root, "info", "nope", server=server, key=api_key, check=False)
        assert missing.returncode == 2 and "not_found" in missing.stderr
    finally:
        server.stop()
