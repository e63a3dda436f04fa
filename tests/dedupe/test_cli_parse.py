"""``foldwise dedupe``'s fast parser (argparse) of the plain forms agrees with the click command it stands in for."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from foldwise.plugins.dedupe.cli import click_command, parse_plain

ACCEPTED = [
    ["DIR"],
    ["DIR", "--json"],
    ["--json", "DIR"],
    ["DIR", "--type", "images", "--min-size", "10"],
    ["DIR", "--type=pdf,docx", "--min-size=3", "--json"],
    ["DIR", "--resolve", "newest", "--action", "hardlink"],
    ["--resolve=preferred_folder", "--preferred-folder", "/keep", "DIR"],
    ["DIR", "--near", "--json"],
    ["DIR", "--action=reflink", "--resolve", "oldest"],
    [""],
    ["DIR", "--json", "--json"],  # a flag twice: click and argparse both take it
    ["DIR", "--type", "a", "--type", "b"],  # an option twice: the last one wins in both
    ["--", "DIR"],
    ["-"],
]

REFUSED = [  # handed to click (help, usage errors, forms only click should judge)
    [],
    ["--help"],
    ["-h"],
    ["DIR", "OTHER"],
    ["DIR", "--bogus"],
    ["DIR", "--json=1"],
    ["DIR", "--min-size", "0"],
    ["DIR", "--min-size", "+5"],
    ["DIR", "--min-size", "x"],
    ["DIR", "--type"],
    ["DIR", "--type", "--json"],
    ["DIR", "--jso"],
    ["DIR", "--type", "-x"],
    ["-1"],  # a PATH that looks like an option: click says "No such option"
    ["DIR", "-x=1"],
]


@pytest.mark.parametrize("args", ACCEPTED, ids=" ".join)
def test_plain_forms_parse_as_click_does(args: list[str]) -> None:
    ctx = click_command().make_context("dedupe", list(args))
    assert parse_plain(args) == ctx.params


@pytest.mark.parametrize("args", REFUSED, ids=lambda a: " ".join(a) or "(nothing)")
def test_other_forms_go_to_click(args: list[str]) -> None:
    assert parse_plain(args) is None


def _run(args: list[str], home: Path, root: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(home), FOLDWISE_ROOTS=str(root))
    return subprocess.run([sys.executable, "-m", "foldwise", *args], capture_output=True, text=True, env=env,
                          timeout=120)


def test_help_and_usage_errors_come_from_click(tmp_path: Path) -> None:
    root = tmp_path / "root"
    root.mkdir()
    home = tmp_path / "home"
    shown = _run(["dedupe", "--help"], home, root)
    assert shown.returncode == 0 and "Usage: foldwise dedupe [OPTIONS] PATH" in shown.stdout
    assert "--min-size" in shown.stdout and "--preferred-folder" in shown.stdout
    bad = _run(["dedupe", str(root), "--min-size", "0"], home, root)
    assert bad.returncode == 2 and "Invalid value for '--min-size'" in bad.stderr
    unknown = _run(["dedupe", str(root), "--bogus"], home, root)
    assert unknown.returncode == 2 and "No such option" in unknown.stderr


def test_a_json_report_imports_neither_click_nor_pluggy(tmp_path: Path) -> None:
    root = tmp_path / "root"
    root.mkdir()
    (root / "a.bin").write_bytes(b"x" * 100)
    (root / "b.bin").write_bytes(b"x" * 100)
    (tmp_path / "home").mkdir()  # an existing data home (where the command list is cached)
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(tmp_path / "home"), FOLDWISE_ROOTS=str(root))
    code = ("import sys; sys.argv = ['foldwise', 'dedupe', sys.argv[1], '--json']\n"
            "from foldwise.kernel.cli import main\n"
            "try:\n    main()\nexcept SystemExit as exc:\n    assert not exc.code, exc.code\n"
            "print('MODULES', 'click' in sys.modules, 'pluggy' in sys.modules)")
    for _ in range(2):  # the first run builds the cached command list (that needs the plugin manager)
        done = subprocess.run([sys.executable, "-c", code, str(root)], capture_output=True, text=True, env=env,
                              timeout=120)
        assert done.returncode == 0, done.stderr
    *document, modules = done.stdout.strip().splitlines()
    assert json.loads("\n".join(document))["preview"]["summary"]["duplicate_files"] == 1
    assert modules == "MODULES False False"


def test_modified_text_is_exactly_isoformat() -> None:
    """The preview's fast ``modified`` formatting equals ``datetime.fromtimestamp(ns / 1e9, utc).isoformat()``."""
    import random

    from foldwise.plugins.dedupe.report import _iso, _iso_reference

    rng = random.Random(5)
    edges = [0, 1, 999, 1000, 499_999, 500_000, 500_001, 999_999_499, 999_999_500, 999_999_501, 999_999_999,
             1_000_000_000, 1_764_000_000_000_000_000, 1_764_000_000_999_999_500, 1_764_000_000_000_000_500,
             -1, -500, -1_000_000_000, -1_500_000_001, 253_402_300_798_999_999_000]
    values = edges + [rng.randrange(-2 ** 60, 2 ** 62) for _ in range(20_000)] + \
        [1_764_000_000_000_000_000 + rng.randrange(0, 10 ** 10) for _ in range(20_000)] + \
        [rng.randrange(0, 2 * 10 ** 9) * 10 ** 9 + rng.choice([0, 500, 1500, 999_999_500]) for _ in range(5_000)]
    for ns in values:
        try:
            expected = _iso_reference(ns)
        except (OverflowError, ValueError, OSError):
            continue
        assert _iso(ns) == expected, ns
