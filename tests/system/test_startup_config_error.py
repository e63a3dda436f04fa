"""A bad foldwise.toml stops ``foldwise serve`` with a one-line reason naming the key (no traceback)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env["FOLDWISE_HOME"] = str(home)
    return env


@pytest.mark.parametrize("toml, key", [
    ("[rate_limits]\ndefault = 0\n", "rate_limits.default"),
    ("[server]\nport = \"eighty\"\n", "server.port"),
    ("log_level = \"LOUD\"\n", "log_level"),
    ("[server\nport = 1\n", "foldwise.toml"),
])
def test_serve_with_bad_config_exits_with_the_key(home: Path, toml: str, key: str) -> None:
    (home / "foldwise.toml").write_text(toml)
    proc = subprocess.run([sys.executable, "-m", "foldwise", "serve", "--port", "1"], env=_env(home),
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert key in proc.stderr
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_bad_plugin_section_is_a_startup_error(home: Path) -> None:
    """Sections of plugins are validated at start too (here a plugin that registers a schema, if any)."""
    from foldwise.kernel.core import Kernel
    from foldwise.kernel.settings import load_settings

    sections = Kernel(load_settings(home, environ={})).config_schemas
    if not sections:
        pytest.fail("no builtin plugin registers a config section; this test needs one")
    name = sorted(sections)[0]
    (home / "foldwise.toml").write_text(f"[{name}]\nno_such_option_here = 1\n")
    proc = subprocess.run([sys.executable, "-m", "foldwise", "serve", "--port", "1"], env=_env(home),
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2, proc.stderr
    assert f"{name}.no_such_option_here" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_unknown_key_is_a_startup_error_but_harness_variables_are_not(home, root) -> None:
    import pytest

    from foldwise.kernel.core import Kernel
    from foldwise.kernel.settings import ConfigError, load_settings

    with pytest.raises(ConfigError, match="rootz: unknown configuration key"):
        Kernel(load_settings(home, environ={"FOLDWISE_ROOTZ": str(root)}))
    harness = {"FOLDWISE_HEAVY_EXTRAS": "1", "FOLDWISE_REQUIRE_SERVICES": "1", "FOLDWISE_TEST_PG": "postgres://x"}
    kernel = Kernel(load_settings(home, environ={**harness, "FOLDWISE_ROOTS": str(root)}))
    assert kernel.settings.roots == [root]
    assert set(kernel.settings.model_extra or {}) <= set(kernel.config_schemas)  # plugin sections only
