"""House rule 1: with any one builtin plugin blocked the app starts, that plugin's routes and commands
are gone, and everything else still works."""

from __future__ import annotations

import re
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import pytest

from foldwise.kernel.cli_registry import CommandRegistry
from foldwise.kernel.plugins import ENTRY_POINT_GROUP, build_plugin_manager
from plugins.helpers import started_app, subprocess_env

BUILTINS = sorted(ep.name for ep in entry_points(group=ENTRY_POINT_GROUP) if ep.value.startswith("foldwise."))


def _blueprint_names(pm: Any) -> dict[str, set[str]]:
    """Plugin name -> names of the blueprints it registers."""
    out: dict[str, set[str]] = {}
    for impl in pm.hook.register_blueprints.get_hookimpls():
        out.setdefault(impl.plugin_name, set()).update(bp.name for bp in impl.function() or [])
    return out


def _command_names(pm: Any) -> dict[str, set[str]]:
    """Plugin name -> top-level command names it adds to the CLI."""
    out: dict[str, set[str]] = {}
    for impl in pm.hook.register_commands.get_hookimpls():
        cli = CommandRegistry()
        impl.function(cli=cli)
        out[impl.plugin_name] = set(cli.names())
    return out


@pytest.fixture(scope="module")
def full_pm() -> Any:
    return build_plugin_manager()


def test_there_are_builtins() -> None:
    assert "system" in BUILTINS and "auth" in BUILTINS


@pytest.mark.parametrize("blocked", BUILTINS)
async def test_app_runs_without(blocked: str, full_pm: Any, home: Path, root: Path) -> None:
    blueprints = _blueprint_names(full_pm)
    mine = blueprints.get(blocked, set())
    others = set().union(*(names for plugin, names in blueprints.items() if plugin != blocked))
    async with started_app(home, root, plugins={"disabled": [blocked]}) as app:
        quart_app = app.app
        info = quart_app.kernel.pm.infos[blocked]
        assert info.status == "disabled"
        client = app.test_client()
        if blocked != "system":
            response = await client.get("/api/v1/health")
            assert response.status_code == 200
            assert blocked not in (await response.get_json())["data"]["plugins"]["loaded"]
        else:
            assert (await client.get("/api/v1/health")).status_code == 404
            assert (await client.get("/openapi.json")).status_code == 200
        registered = set(quart_app.blueprints)
        assert not (mine & registered), f"{blocked}'s blueprints are still mounted"
        assert others <= registered, "another plugin's blueprints went missing"
        adapter = quart_app.url_map.bind("localhost")
        full_rules = [r for r in _full_rules(full_pm) if r[0] in mine]
        for _, path, method in full_rules:
            if "<" in path:
                continue
            try:
                adapter.match(path, method=method)
            except Exception:  # noqa: BLE001 - NotFound or MethodNotAllowed: nobody else serves it
                response = await client.open(path, method=method)
                assert response.status_code in (404, 405), (path, method, response.status_code)
            else:
                pytest.fail(f"{method} {path} is still served with {blocked} blocked")


_rules_cache: list[tuple[str, str, str]] = []


def _full_rules(pm: Any) -> list[tuple[str, str, str]]:
    """(blueprint, path, method) for every route of the fully loaded app."""
    if not _rules_cache:
        from quart import Quart

        app = Quart("probe")
        for bp in pm.collect("register_blueprints"):
            if bp.name not in app.blueprints:
                app.register_blueprint(bp)
        for rule in app.url_map.iter_rules():
            if "." not in rule.endpoint:
                continue
            for method in sorted((rule.methods or set()) - {"HEAD", "OPTIONS"}):
                _rules_cache.append((rule.endpoint.split(".", 1)[0], rule.rule, method))
    return _rules_cache


def _help_commands(home: Path) -> set[str]:
    proc = subprocess.run([sys.executable, "-m", "foldwise", "--help"], env={**subprocess_env(home),
                          "COLUMNS": "200", "TERM": "dumb"}, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    # Commands are listed one per line, "  name  help" (plain help) or "│ name  help" (rich help).
    return set(re.findall(r"^(?:[│|]\s+|  )([a-z][a-z0-9-]*)\s", proc.stdout, flags=re.MULTILINE))


@pytest.mark.parametrize("blocked", BUILTINS)
def test_cli_commands_gone_without(blocked: str, full_pm: Any, home: Path) -> None:
    commands = _command_names(full_pm)
    mine = commands.get(blocked, set())
    others = set().union(*(names for plugin, names in commands.items() if plugin != blocked)) - mine
    (home / "foldwise.toml").write_text(f'[plugins]\ndisabled = ["{blocked}"]\n')
    shown = _help_commands(home)
    assert "serve" in shown
    assert not (mine & shown), f"{blocked}'s commands still listed: {mine & shown}"
    assert others <= shown, f"commands of other plugins went missing: {others - shown}"
