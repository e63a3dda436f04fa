"""``foldwise organize``'s plain parser (argparse, ``PlainCommand``) agrees with the click command it stands in for,
and a preview neither imports click nor frees its records one by one before the process ends."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from foldwise.plugins.organize.cli_organize import click_command, organize_command

ACCEPTED = [
    ["DIR"],
    ["DIR", "--json"],
    ["--json", "DIR"],
    ["DIR", "--methodology", "para"],
    ["DIR", "-m", "johnny_decimal", "--json"],
    ["DIR", "--methodology=para", "--limit", "0"],
    ["DIR", "--apply", "--json", "--limit=7"],
    ["-m", "default", "--apply", "DIR"],
    ["DIR", "--json", "--json"],  # a flag twice: both take it
    ["DIR", "-m", "a", "-m", "b"],  # an option twice: the last one wins in both
    ["--", "DIR"],
    ["--", "-1"],  # after ``--`` a PATH may look like an option
    [""],
    ["-"],
]

REFUSED = [  # handed to click (help, usage errors, forms only click should judge)
    [],
    ["--help"],
    ["-h"],
    ["DIR", "OTHER"],
    ["DIR", "--bogus"],
    ["DIR", "--json=1"],
    ["DIR", "--limit", "-1"],
    ["DIR", "--limit", "+5"],
    ["DIR", "--limit", "x"],
    ["DIR", "--methodology"],
    ["DIR", "--apl"],
    ["DIR", "-m=para"],  # click's value is "=para", argparse's "para": click judges it
    ["-1"],  # a PATH that looks like an option: click says "No such option"
    ["-x", "DIR"],
]


@pytest.mark.parametrize("args", ACCEPTED, ids=" ".join)
def test_plain_forms_parse_as_click_does(args: list[str]) -> None:
    ctx = click_command().make_context("organize", list(args))
    assert organize_command.parse_plain(args) == ctx.params


@pytest.mark.parametrize("args", REFUSED, ids=lambda a: " ".join(a) or "(nothing)")
def test_other_forms_go_to_click(args: list[str]) -> None:
    assert organize_command.parse_plain(args) is None


def _env(home: Path, root: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(home), FOLDWISE_ROOTS=str(root))
    return env


def test_help_and_usage_errors_come_from_click(tmp_path: Path) -> None:
    root = tmp_path / "root"
    root.mkdir()
    run = [sys.executable, "-m", "foldwise", "organize"]
    shown = subprocess.run([*run, "--help"], capture_output=True, text=True, env=_env(tmp_path / "h", root))
    assert shown.returncode == 0 and "Usage: foldwise organize [OPTIONS] PATH" in shown.stdout
    assert "--methodology" in shown.stdout and "--limit" in shown.stdout
    bad = subprocess.run([*run, str(root), "--limit", "-1"], capture_output=True, text=True,
                         env=_env(tmp_path / "h", root))
    assert bad.returncode == 2 and "Invalid value for '--limit'" in bad.stderr


PROBE = """
import atexit, gc, sys
from foldwise.kernel import fastexit
atexit.register(lambda: sys.stderr.write(f"\\nEXIT kept={len(fastexit._kept)} click={'click' in sys.modules}\\n"))
sys.argv = ["foldwise", "organize", sys.argv[1], "--json"]
from foldwise.kernel.cli import {name}
{name}()
"""


def test_a_json_preview_imports_no_click_and_ends_without_freeing_its_records(tmp_path: Path) -> None:
    """Through the executable (``entry``): no click, the scan and the plan held to the end, atexit callbacks
    run, exit 0 and the whole document written; through ``main`` (a test, a TUI) nothing is kept."""
    root = tmp_path / "root"
    for i in range(30):
        (root / f"dir{i % 3}").mkdir(parents=True, exist_ok=True)
        (root / f"dir{i % 3}" / f"file{i}.txt").write_text("x")
    env = _env(tmp_path / "home", root)
    outcomes = {}
    for name in ("entry", "entry", "main"):  # the first run builds the cached command list
        done = subprocess.run([sys.executable, "-c", PROBE.replace("{name}", name), str(root)],
                              capture_output=True, text=True, env=env, timeout=120)
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["plan"]["summary"]["files"] == 30
        outcomes[name] = done.stderr.rpartition("EXIT ")[2].split()
    assert outcomes["entry"] == ["kept=2", "click=False"]
    assert outcomes["main"] == ["kept=0", "click=False"]
