"""A one-shot command's kernel starts with the cyclic collector paused, then freezes what the start made
(issue 7: the collector walked the kernel's start-up objects some 150 times per command)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

PROBE = """
import asyncio, gc, json, sys
if sys.argv[1] == "off":
    gc.disable()
from foldwise.kernel.cli import local_kernel
seen = {}
def walked(phase, info):
    if phase == "start":
        seen.setdefault("collections", 0)
        seen["collections"] += 1
async def main():
    gc.callbacks.append(walked)
    async with local_kernel(run_jobs=False) as kernel:
        gc.callbacks.remove(walked)
        seen["inside"] = [gc.isenabled(), gc.get_freeze_count(), kernel.journal is not None]
asyncio.run(main())
seen["after"] = [gc.isenabled(), gc.get_freeze_count()]
print(json.dumps(seen))
"""


def _probe(home: Path, root: Path, collector: str) -> dict[str, list[object]]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(home), FOLDWISE_ROOTS=str(root))
    done = subprocess.run([sys.executable, "-c", PROBE, collector], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_one_shot_kernel_starts_with_the_collector_paused_then_frozen(home: Path, root: Path) -> None:
    seen = _probe(home, root, "on")
    assert "collections" not in seen, seen  # no collection while the kernel started
    enabled, frozen, started = seen["inside"]
    assert enabled is True and started is True
    assert frozen > 10_000, seen  # the start's objects (modules, models, settings) are never walked again
    assert seen["after"] == [True, 0]  # closed: the collector as before, nothing left frozen


def test_one_shot_kernel_leaves_a_disabled_collector_disabled(home: Path, root: Path) -> None:
    seen = _probe(home, root, "off")
    assert seen["inside"][0] is False and seen["after"] == [False, 0]


EXIT_PROBE = """
import atexit, gc, sys
atexit.register(lambda: sys.stderr.write(f"\\nFROZEN {gc.get_freeze_count()}\\n"))
sys.argv = ["foldwise", "jobs", "--json"]
from foldwise.kernel.cli import {name}
{name}()
"""


def _frozen_at_exit(home: Path, root: Path, name: str) -> tuple[int, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update(FOLDWISE_HOME=str(home), FOLDWISE_ROOTS=str(root))
    done = subprocess.run([sys.executable, "-c", EXIT_PROBE.replace("{name}", name)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"jobs": []}
    return int(done.stderr.rpartition("FROZEN ")[2].split()[0]), done.stdout


def test_the_executable_freezes_what_a_command_leaves_before_the_interpreter_exits(home: Path, root: Path) -> None:
    """``entry`` (the console script and ``python -m foldwise``) freezes what is left, so the interpreter's
    last collections do not walk the kernel's objects (~70 ms of every kernel command); ``main`` alone,
    as a test calling it in a process that goes on, freezes nothing."""
    frozen, _ = _frozen_at_exit(home, root, "entry")
    assert frozen > 10_000
    assert _frozen_at_exit(home, root, "main")[0] == 0
    from importlib.metadata import entry_points

    scripts = {ep.name: ep.value for ep in entry_points(group="console_scripts")}
    assert scripts["foldwise"] == "foldwise.kernel.cli:entry"
    main_module = Path(__file__).resolve().parents[2] / "foldwise" / "__main__.py"
    assert "entry()" in main_module.read_text()
