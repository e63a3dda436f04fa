"""Job types registered by name: collecting them costs a command no import, and each name resolves to the
handler the plugin means (same job type name as the module's constant)."""

from __future__ import annotations

import inspect
import json
import subprocess
import sys

from foldwise.kernel.plugins import build_plugin_manager
from foldwise.kernel.registry import JobType

LAZY = {"rules_apply": ("foldwise.plugins.rules.service", "run_rules_apply", None),
        "dedupe.scan": ("foldwise.plugins.dedupe.service", "run_scan_job", "JOB_TYPE"),
        "tags.auto": ("foldwise.plugins.tags.suggestions", "run_auto_job", "AUTO_JOB")}


def test_every_job_type_resolves_to_its_coroutine_handler() -> None:
    found = {j.name: j for j in build_plugin_manager().collect("register_job_types")}
    assert set(LAZY) <= set(found)
    for name, job_type in found.items():
        handler = job_type.resolve()
        assert inspect.iscoroutinefunction(handler), name
    for name, (module, function, constant) in LAZY.items():
        assert found[name].handler == f"{module}:{function}"
        mod = sys.modules[module]
        assert found[name].resolve() is getattr(mod, function)
        if constant:
            assert getattr(mod, constant) == name


def test_a_callable_handler_is_returned_as_is() -> None:
    async def handler(ctx: object) -> None:
        return None

    assert JobType("x", handler).resolve() is handler


def test_collecting_job_types_imports_no_handler_module() -> None:
    code = ("import json, sys\n"
            "from foldwise.kernel.plugins import build_plugin_manager\n"
            "build_plugin_manager().collect('register_job_types')\n"
            f"print(json.dumps([m for m in {sorted(m for m, _, _ in LAZY.values())!r} if m in sys.modules]))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == []
