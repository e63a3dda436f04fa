"""``foldwise config show|set`` and ``foldwise plugins list`` in real processes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path


def _run(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env["FOLDWISE_HOME"] = str(home)
    return subprocess.run([sys.executable, "-m", "foldwise", *args], env=env, capture_output=True, text=True,
                          timeout=60)


def test_config_set_and_show(home: Path) -> None:
    proc = _run(home, "config", "set", "rate_limits.default", "250")
    assert proc.returncode == 0, proc.stderr
    assert "rate_limits.default" in proc.stdout
    assert tomllib.loads((home / "foldwise.toml").read_text())["rate_limits"]["default"] == 250
    shown = _run(home, "config", "show", "--json")
    assert shown.returncode == 0
    assert json.loads(shown.stdout)["rate_limits"]["default"] == 250
    text = _run(home, "config", "show").stdout
    assert "rate_limits.default = 250" in text


def test_config_set_rejects_bad_values_with_the_key(home: Path) -> None:
    proc = _run(home, "config", "set", "server.port", "0")
    assert proc.returncode == 2
    assert "server.port" in proc.stderr and "Traceback" not in proc.stderr
    assert not (home / "foldwise.toml").exists()
    proc = _run(home, "config", "set", "no_such.key", "1")
    assert proc.returncode == 2 and "no_such" in proc.stderr


def test_config_show_redacts(home: Path) -> None:
    (home / "foldwise.toml").write_text('redis_url = "redis://u:topsecretvalue@127.0.0.1:6379/0"\n')
    proc = _run(home, "config", "show", "--json")
    assert proc.returncode == 0
    assert "topsecretvalue" not in proc.stdout


def test_plugins_list(home: Path) -> None:
    (home / "foldwise.toml").write_text('[plugins]\ndisabled = ["auth"]\n')
    proc = _run(home, "plugins", "list", "--json")
    assert proc.returncode == 0, proc.stderr
    plugins = {p["name"]: p for p in json.loads(proc.stdout)["plugins"]}
    assert plugins["system"]["status"] == "loaded"
    assert plugins["auth"]["status"] == "disabled"
    text = _run(home, "plugins", "list").stdout
    assert "system" in text and "disabled" in text
