"""``foldwise profile ...``: named overlays of the configuration, picked per command or activated."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cli_probe import run_cli
from foldwise.kernel.settings import ConfigError, load_settings


def _port(home: Path, **environ: str) -> int:
    return load_settings(home, environ=environ).server.port


def test_profiles_overlay_the_configuration(home: Path, root: Path, tmp_path: Path) -> None:
    done, _ = run_cli(["profile", "create", "work", "--set", "server.port=9100", "--activate"], home, root)
    assert done.returncode == 0 and "created profile work (active)" in done.stdout, done.stderr
    done, _ = run_cli(["profile", "create", "laptop", "--set", "server.port=9200",
                       "--set", "analysis.llm_api_key=sk-very-secret"], home, root)
    assert done.returncode == 0, done.stderr
    assert _port(home) == 9100  # the active profile
    assert _port(home, FOLDWISE_PROFILE="laptop") == 9200  # one command only
    assert _port(home, FOLDWISE_PROFILE="laptop", FOLDWISE_SERVER__PORT="9300") == 9300  # the environment wins
    with pytest.raises(ConfigError, match="no profile 'nosuch'"):
        load_settings(home, environ={"FOLDWISE_PROFILE": "nosuch"})
    shown, _ = run_cli(["--profile", "laptop", "config", "show", "--json"], home, root)
    assert json.loads(shown.stdout)["server"]["port"] == 9200, shown.stderr
    done, _ = run_cli(["profile", "list", "--json"], home, root)
    assert json.loads(done.stdout) == {"profiles": ["laptop", "work"], "active": "work"}

    exported, _ = run_cli(["profile", "export", "laptop"], home, root)
    assert exported.returncode == 0 and "sk-very-secret" not in exported.stdout and "9200" in exported.stdout
    source = tmp_path / "travel.toml"
    source.write_text("[server]\nport = 9400\n")
    done, _ = run_cli(["profile", "import", str(source)], home, root)
    assert done.returncode == 0 and _port(home, FOLDWISE_PROFILE="travel") == 9400, done.stderr
    again, _ = run_cli(["profile", "import", str(source)], home, root)
    assert again.returncode == 2 and "exists" in again.stderr

    done, _ = run_cli(["profile", "delete", "work"], home, root)
    assert done.returncode == 0 and _port(home) == 8420  # the deleted profile was the active one
    done, _ = run_cli(["profile", "activate", "laptop"], home, root)
    assert done.returncode == 0 and _port(home) == 9200


def test_bad_profiles_are_refused_with_one_line(home: Path, root: Path, tmp_path: Path) -> None:
    done, _ = run_cli(["profile", "create", "bad", "--set", "server.port=notaport"], home, root)
    assert done.returncode == 2 and "server.port" in done.stderr and "Traceback" not in done.stderr
    assert not (home / "profiles" / "bad.toml").exists()
    done, _ = run_cli(["profile", "create", "../escape"], home, root)
    assert done.returncode == 2 and "invalid profile name" in done.stderr
    assert not (home / "escape.toml").exists() and not (home.parent / "escape.toml").exists()
    done, _ = run_cli(["--profile", "nosuch", "config", "show"], home, root)
    assert done.returncode == 2 and "no profile 'nosuch'" in done.stderr and "Traceback" not in done.stderr
    broken = tmp_path / "broken.toml"
    broken.write_text("[server\nport = 1")
    done, _ = run_cli(["profile", "import", str(broken)], home, root)
    assert done.returncode == 2 and "not valid TOML" in done.stderr
