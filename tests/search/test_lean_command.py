"""The one-shot ``foldwise search``: a new process that reads the index and imports little else."""

from __future__ import annotations

import html
import json
import os
import subprocess
import sys
from pathlib import Path

from foldwise.plugins.search.index import MARK_CLOSE, MARK_OPEN, snippet_html

from .test_search_api import corpus

#: Modules the command path does not need (each was on it before): the entry-point scan, the thread pools of
#: the service (which import logging), HTML entities, zip handling of file-type detection, TOML for a path
#: value, the web stack and the ORM.
NOT_LOADED = ("importlib.metadata", "concurrent.futures", "logging", "html", "zipfile", "tomllib", "quart",
              "tortoise", "pydantic", "typer", "asyncio")
_PROBE = """
import json, sys
names, sys.argv = json.loads(sys.argv[1]), ["foldwise", *json.loads(sys.argv[2])]
from foldwise.kernel.cli import main
try:
    main()
except SystemExit as exc:
    code = exc.code
sys.stderr.write("\\nLOADED " + json.dumps([m for m in names if m in sys.modules]) + "\\n")
sys.exit(code)
"""


def _run(args: list[str], home: Path, root: Path) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(home), FOLDWISE_ROOTS=str(root))
    done = subprocess.run([sys.executable, "-c", _PROBE, json.dumps(NOT_LOADED), json.dumps(args)],
                          capture_output=True, text=True, env=env, timeout=120)
    head, _, tail = done.stderr.rpartition("\nLOADED ")
    done.stderr = head
    return done, json.loads(tail) if tail else []


def test_a_search_from_the_index_loads_none_of_the_heavy_modules(home: Path, root: Path) -> None:
    corpus(root)
    first, _ = _run(["search", "invoice", "--json"], home, root)  # builds the index through the kernel
    assert first.returncode == 0, first.stderr
    again, loaded = _run(["search", "invoice", "--json"], home, root)
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout) == json.loads(first.stdout)
    assert loaded == [], loaded
    none, loaded = _run(["search", "nosuchwordanywhere", "--json"], home, root)
    assert none.returncode == 1 and json.loads(none.stdout)["total"] == 0 and loaded == []
    bad, _ = _run(["search", "invoice", "--size", ">lots"], home, root)  # the error classes load on demand
    assert bad.returncode == 2 and bad.stderr.startswith("error: --size") and "Traceback" not in bad.stderr


def test_snippet_escaping_is_html_escape() -> None:
    for raw in ("a & b < c > d", "\"quoted\" and 'single'", "&amp; already", f"x {MARK_OPEN}<hit>{MARK_CLOSE} y",
                "plain", "<script>alert('x')</script>&"):
        expected = html.escape(raw, quote=False).replace(MARK_OPEN, "<mark>").replace(MARK_CLOSE, "</mark>")
        assert snippet_html(raw) == expected
    assert snippet_html("") is None and snippet_html(None) is None
