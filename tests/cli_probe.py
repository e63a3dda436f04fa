"""Run ``foldwise`` as a real process and report which heavy modules the command loaded."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

#: Modules a local one-shot command should load only when it needs them.
HEAVY = ("quart", "hypercorn", "taskiq", "aiohttp", "tortoise", "pptx", "docx")
_PROBE = """
import json, sys
heavy, sys.argv = json.loads(sys.argv[1]), ["foldwise", *json.loads(sys.argv[2])]
from foldwise.kernel.cli import main
try:
    main()
finally:
    sys.stderr.write("\\nLOADED " + json.dumps([m for m in heavy if m in sys.modules]) + "\\n")
"""


def run_cli(args: list[str], home: Path, root: Path, *, heavy: tuple[str, ...] = HEAVY,
            **env: str) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    """``foldwise ARGS`` on ``home`` with ``root`` as the only root: the process and the modules of ``heavy``
    (default ``HEAVY``) it loaded."""
    environ = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    environ.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root), **env})
    done = subprocess.run([sys.executable, "-c", _PROBE, json.dumps(heavy), json.dumps(args)], capture_output=True,
                          text=True, env=environ, timeout=120)
    head, _, tail = done.stderr.rpartition("\nLOADED ")
    done.stderr = head
    return done, json.loads(tail) if tail else []
