"""The cached command list (``<home>/cache/cli-commands.json``): ``foldwise --help`` and a command's start-up
read no entry points and load no plugin, and any change the list depends on rebuilds it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from foldwise.kernel.cli_cache import CACHE_NAME, load_registry, snapshot, store_registry
from foldwise.kernel.cli_registry import CommandRegistry

_PROBE = ("import sys; sys.argv = ['foldwise', *sys.argv[1:]]\n"
          "from foldwise.kernel.cli import main\n"
          "try:\n    main()\nexcept SystemExit as exc:\n    code = exc.code\n"
          "mods = sorted(m for m in sys.modules if m in ('importlib.metadata', 'pluggy', 'dataclasses')"
          " or m.startswith('foldwise.plugins.'))\n"
          "sys.stderr.write('\\nLOADED ' + ','.join(mods) + '\\n')\nsys.exit(code)\n")

LAZY_PLUGIN = '''"""A third-party plugin with a lazily registered command."""
from typing import Any

import click

from foldwise.sdk import hookimpl


@click.command("acme")
def acme_command() -> None:
    """Say {word}."""
    click.echo("{word}")


@hookimpl
def register_commands(cli: Any) -> None:
    cli.lazy_command("acme", "acme_cmd:acme_command", help="Say {word}.")
'''


def _run(args: list[str], home: Path, **env: str) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    environ.update({"FOLDWISE_HOME": str(home), "COLUMNS": "80", **env})
    done = subprocess.run([sys.executable, "-c", _PROBE, *args], capture_output=True, text=True, env=environ,
                          timeout=60)
    head, _, tail = done.stderr.rpartition("\nLOADED ")
    done.stderr = head
    return done, set(filter(None, tail.strip().split(",")))


def _acme_folder(home: Path, word: str) -> Path:
    folder = home / "plugins" / "acme-cmd"
    (folder / "acme_cmd").mkdir(parents=True, exist_ok=True)
    (folder / "acme_cmd" / "__init__.py").write_text(LAZY_PLUGIN.format(word=word))
    info = folder / "acme_cmd-1.0.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: acme-cmd\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[foldwise.plugins]\nacme = acme_cmd\n")
    return folder


def test_second_help_reads_the_cache_and_prints_the_same(tmp_path: Path) -> None:
    first, loaded_first = _run(["--help"], tmp_path)
    assert first.returncode == 0, first.stderr
    assert (tmp_path / CACHE_NAME).is_file()
    assert "pluggy" in loaded_first  # built from the plugins
    second, loaded = _run(["--help"], tmp_path)
    assert second.returncode == 0 and second.stdout == first.stdout
    assert not {"importlib.metadata", "pluggy"} & loaded, loaded
    assert not [m for m in loaded if m.startswith("foldwise.plugins.")], loaded


def test_a_command_runs_from_the_cache_loading_only_its_module(tmp_path: Path) -> None:
    _run(["--help"], tmp_path)
    done, loaded = _run(["search", "--help"], tmp_path)
    assert done.returncode == 0 and "Usage: foldwise search" in done.stdout, done.stderr
    assert {m for m in loaded if m.startswith("foldwise.plugins.")} == {"foldwise.plugins.search",
                                                                        "foldwise.plugins.search.cli"}
    assert "importlib.metadata" not in loaded  # no entry-point scan (pluggy comes with the package's hookimpl)
    done, _ = _run(["nosuch"], tmp_path)  # an unknown word still gets click's error from the whole tree
    assert done.returncode == 2 and "No such command 'nosuch'" in done.stderr


def test_no_help_writes_into_a_data_home_that_does_not_exist(tmp_path: Path) -> None:
    home = tmp_path / "absent"
    done, _ = _run(["--help"], home)
    assert done.returncode == 0 and "\n  search " in done.stdout
    assert not home.exists()


def test_disabling_a_plugin_rebuilds_the_list(tmp_path: Path) -> None:
    assert "\n  search " in _run(["--help"], tmp_path)[0].stdout
    (tmp_path / "foldwise.toml").write_text('[plugins]\ndisabled = ["search"]\n')
    assert "\n  search " not in _run(["--help"], tmp_path)[0].stdout
    assert "\n  search " in _run(["--help"], tmp_path, FOLDWISE_PLUGINS__DISABLED="[]")[0].stdout


def test_a_plugin_folder_added_changed_and_removed_rebuilds_the_list(tmp_path: Path) -> None:
    assert "\n  acme " not in _run(["--help"], tmp_path)[0].stdout
    folder = _acme_folder(tmp_path, "hello")
    done, _ = _run(["--help"], tmp_path)
    assert "\n  acme      Say hello." in done.stdout or "Say hello." in done.stdout
    cached, loaded = _run(["acme"], tmp_path)
    assert cached.returncode == 0 and cached.stdout == "hello\n", cached.stderr
    assert "importlib.metadata" not in loaded  # answered from the cache, the folder put on sys.path
    _acme_folder(tmp_path, "goodbye")  # an update in place: the folder's fingerprint changes
    assert "Say goodbye." in _run(["--help"], tmp_path)[0].stdout
    assert _run(["acme"], tmp_path)[0].stdout == "goodbye\n"
    import shutil

    shutil.rmtree(folder)
    done, _ = _run(["--help"], tmp_path)
    assert "acme" not in done.stdout


def test_the_console_script_keeps_its_cache_from_any_working_directory(tmp_path: Path) -> None:
    """The key is the import path made absolute; a non-path entry (an editable install's path hook) is
    not joined to the working directory, so running from another folder does not rebuild the list."""
    script = Path(sys.executable).with_name("foldwise")
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env["FOLDWISE_HOME"] = str(tmp_path)
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = subprocess.run([str(script), "--help"], cwd=tmp_path / "a", env=env, capture_output=True, text=True)
    assert first.returncode == 0, first.stderr
    written = (tmp_path / CACHE_NAME).stat().st_mtime_ns
    again = subprocess.run([str(script), "--help"], cwd=tmp_path / "b", env=env, capture_output=True, text=True)
    assert again.stdout == first.stdout
    assert (tmp_path / CACHE_NAME).stat().st_mtime_ns == written


def test_a_changed_or_broken_cache_is_not_used(tmp_path: Path) -> None:
    source = tmp_path / "plugin_source.py"
    source.write_text("x = 1\n")
    registry = CommandRegistry()
    registry.lazy_command("hello", "somewhere:hello", help="Say hello.")
    before = snapshot(tmp_path, [])
    store_registry(tmp_path, before, registry, [str(source)])
    loaded = load_registry(tmp_path, [])
    assert loaded is not None and loaded.entries["hello"].target == "somewhere:hello"
    assert load_registry(tmp_path, ["search"]) is None  # another disabled list
    source.write_text("x = 22\n")  # a stamped source file changed
    assert load_registry(tmp_path, []) is None
    store_registry(tmp_path, before, registry, [str(source)])
    assert load_registry(tmp_path, []) is not None
    (tmp_path / CACHE_NAME).write_text("{not json")
    assert load_registry(tmp_path, []) is None
    doc = {"environment": {}, "dirs": [], "files": [], "folders": [], "commands": []}
    (tmp_path / CACHE_NAME).write_text(json.dumps(doc))
    assert load_registry(tmp_path, []) is None  # written by another interpreter or path


def test_an_eager_command_is_never_cached(tmp_path: Path) -> None:
    registry = CommandRegistry()
    registry.lazy_command("hello", "somewhere:hello", help="Say hello.")
    registry.command("eager")(lambda: None)
    store_registry(tmp_path, snapshot(tmp_path, []), registry, [])
    assert not (tmp_path / CACHE_NAME).exists()
