"""``foldwise.sdk.hookimpl`` is pluggy-free but must mark functions exactly as pluggy's marker does."""

from __future__ import annotations

import itertools
import subprocess
import sys

import pluggy

from foldwise.kernel.hookmarker import PROJECT, hookimpl


def test_marks_like_pluggy_for_every_option() -> None:
    reference = pluggy.HookimplMarker(PROJECT)
    flags = ("hookwrapper", "optionalhook", "tryfirst", "trylast", "wrapper")
    for values in itertools.product((False, True), repeat=len(flags)):
        for specname in (None, "register_models"):
            options = dict(zip(flags, values), specname=specname)

            def ours() -> None: ...

            def theirs() -> None: ...

            hookimpl(**options)(ours)
            reference(**options)(theirs)
            assert getattr(ours, f"{PROJECT}_impl") == getattr(theirs, f"{PROJECT}_impl")

    def bare() -> None: ...

    def bare_ref() -> None: ...

    assert hookimpl(bare) is bare
    reference(bare_ref)
    assert getattr(bare, f"{PROJECT}_impl") == getattr(bare_ref, f"{PROJECT}_impl")


def test_plugin_manager_registers_marked_hooks() -> None:
    spec = pluggy.HookspecMarker(PROJECT)

    class Specs:
        @spec
        def register_models(self) -> list[str]: ...

    class Plugin:
        @hookimpl
        def register_models(self) -> list[str]:
            return ["first"]

    class Early:
        @hookimpl(tryfirst=True)
        def register_models(self) -> list[str]:
            return ["early"]

    pm = pluggy.PluginManager(PROJECT)
    pm.add_hookspecs(Specs)
    pm.register(Plugin())
    pm.register(Early())
    assert pm.hook.register_models() == [["early"], ["first"]]


def test_a_plugin_package_imports_no_pluggy() -> None:
    """Importing a builtin plugin (what a one-shot command does) leaves pluggy unloaded."""
    code = "import sys, foldwise.plugins.dedupe; print('pluggy' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
