"""The command registry: ``foldwise --help`` lists every command without loading one; a command loads only itself."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from cli_probe import run_cli

from foldwise.kernel.cli import command_registry
from foldwise.kernel.cli_help import short_help

_PROBE = ("import sys; sys.argv = ['foldwise', *sys.argv[1:]]\n"
          "from foldwise.kernel.cli import main\n"
          "try:\n    main()\nexcept SystemExit as exc:\n    code = exc.code\n"
          "mods = sorted(m for m in sys.modules if m in ('typer', 'pydantic', 'tortoise', 'quart', 'click')"
          " or m.startswith('foldwise.plugins.') and m.endswith('.cli'))\n"
          "sys.stderr.write('\\nLOADED ' + ','.join(mods) + '\\n')\nsys.exit(code)\n")


def _loaded(args: list[str], home: Path) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    env = {"PATH": "/usr/bin:/bin", "FOLDWISE_HOME": str(home), "COLUMNS": "80"}
    done = subprocess.run([sys.executable, "-c", _PROBE, *args], capture_output=True, text=True, env=env,
                          timeout=60)
    tail = done.stderr.rpartition("\nLOADED ")[2].strip()
    return done, set(filter(None, tail.split(",")))


def test_root_help_loads_no_typer_pydantic_or_command_module(tmp_path: Path) -> None:
    done, loaded = _loaded(["--help"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert loaded == set(), loaded
    for name in ("serve", "organize", "dedupe", "search", "undo", "users", "keys", "config", "db"):
        assert f"\n  {name} " in done.stdout
    bare, _ = _loaded([], tmp_path)
    assert bare.returncode == 2 and bare.stdout == done.stdout  # no arguments: the help, as click does


def test_root_help_matches_typers_own_rendering(tmp_path: Path) -> None:
    """The hand-rendered root help is what typer prints for the full command tree."""
    ours, _ = _loaded(["--help"], tmp_path)
    code = "from foldwise.kernel.cli import build_cli; build_cli()(['--help'], prog_name='foldwise')"
    theirs = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                            env={"PATH": "/usr/bin:/bin", "FOLDWISE_HOME": str(tmp_path), "COLUMNS": "80"})
    assert ours.stdout == theirs.stdout


def test_a_command_loads_only_its_own_module(tmp_path: Path) -> None:
    done, loaded = _loaded(["search", "--help"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert {m for m in loaded if m.startswith("foldwise.plugins.")} == {"foldwise.plugins.search.cli"}
    # search and dedupe are click commands: no typer, hence no pydantic adapters, at start-up
    assert not {"typer", "pydantic"} & loaded, loaded
    done, loaded = _loaded(["--home", str(tmp_path), "dedupe", str(tmp_path), "--json"], tmp_path)
    # refused by the sandbox, not a traceback; the message names the roots and the command that adds one
    assert done.returncode == 2 and "outside the configured roots (none are configured)" in done.stderr
    assert "foldwise config roots add" in done.stderr
    assert not {"typer", "pydantic", "tortoise"} & loaded, loaded
    done, loaded = _loaded(["jobs", "--help"], tmp_path)  # a typer command still runs alone
    assert done.returncode == 0 and "Usage: foldwise jobs" in done.stdout, done.stderr
    assert {m for m in loaded if m.startswith("foldwise.plugins.")} == {"foldwise.plugins.organize.cli"}
    done, loaded = _loaded(["nosuch"], tmp_path)  # an unknown word: click's error from the whole tree
    assert done.returncode == 2 and "No such command 'nosuch'" in done.stderr


def test_lazy_help_is_the_commands_own_docstring() -> None:
    """A lazy record's help is the first sentence of the function (or group) it points at."""
    registry = command_registry()
    assert {"serve", "worker", "db", "organize", "dedupe", "search", "users"} <= set(registry.names())
    for entry in registry.entries.values():
        obj = entry.load()
        doc = obj.info.help if entry.kind == "group" else getattr(obj, "help", None) or obj.__doc__
        assert short_help(entry.help, 500) == short_help(doc.strip(), 500), entry.name


def test_probe_sees_no_heavy_module_for_help(tmp_path: Path) -> None:
    done, loaded = run_cli(["--help"], tmp_path, tmp_path)
    assert done.returncode == 0 and loaded == []


def test_the_parity_commands_load_only_their_own_module(tmp_path: Path) -> None:
    """``stats``, ``files``, ``audio`` and ``video`` (issue 12): help for a subcommand loads its plugin's cli alone,
    no server framework and no heavy media module."""
    for words, module in ((["stats", "storage"], "analytics"), (["files", "list"], "files"),
                          (["audio", "transcribe"], "media"), (["video", "analyze"], "media")):
        done, loaded = _loaded([*words, "--help"], tmp_path)
        assert done.returncode == 0 and f"Usage: foldwise {' '.join(words)}" in done.stdout, done.stderr
        assert {m for m in loaded if m.startswith("foldwise.plugins.")} == {f"foldwise.plugins.{module}.cli"}
        assert not {"tortoise", "quart"} & loaded, loaded
    done, _ = _loaded(["--help"], tmp_path)
    for name in ("stats", "files", "audio", "video"):
        assert f"\n  {name} " in done.stdout
