"""The TypeScript client: its generated files match the server's /openapi.json, and `npm ci && npm test`
(build, `tsc --noEmit` on the every-method example, `node --test` against a live server) passes."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

from conftest import skip_or_fail

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "clients" / "typescript"


def _generator():  # scripts/ is not a package
    spec = importlib.util.spec_from_file_location("gen_clients", REPO / "scripts" / "gen_clients.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generated_client_files_match_the_servers_openapi() -> None:
    stale = [str(path.relative_to(REPO)) for path, text in _generator().outputs().items()
             if not path.exists() or path.read_text() != text]
    assert stale == [], ("generated client files differ from the server's /openapi.json: run "
                         "`.venv/bin/python scripts/gen_clients.py && (cd clients/typescript && npm run generate)`; "
                         f"stale: {stale}")


def test_npm_test_passes_against_a_live_server() -> None:
    if not (shutil.which("node") and shutil.which("npm")):
        skip_or_fail("node and npm are needed for the TypeScript client's tests")
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env["FOLDWISE_PYTHON"] = sys.executable
    steps = (["npm", "ci", "--prefer-offline", "--no-audit", "--no-fund"], ["npm", "test"])
    for step in steps:
        done = subprocess.run(step, cwd=PACKAGE, env=env, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, f"{' '.join(step)} failed:\n{done.stdout[-4000:]}\n{done.stderr[-3000:]}"
    assert "# fail 0" in done.stdout and "# pass 4" in done.stdout, done.stdout[-2000:]
    assert "generated files match openapi.json" in done.stdout
