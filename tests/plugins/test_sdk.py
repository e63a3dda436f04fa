"""``foldwise.sdk``: every exported name resolves lazily, and services are found through ``register_services``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import foldwise.sdk as sdk
from conftest import make_settings
from foldwise.kernel.core import Kernel
from foldwise.kernel.plugins import build_plugin_manager


def test_every_export_resolves() -> None:
    for name in sdk.__all__:
        assert getattr(sdk, name) is not None, name
    with pytest.raises(AttributeError):
        getattr(sdk, "no_such_name")


def test_importing_the_sdk_loads_no_web_stack() -> None:
    code = "import sys, foldwise.sdk; print(sorted(m for m in ('quart', 'tortoise', 'pydantic') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


class Counter:
    """A service built by the test plugin."""

    def __init__(self, kernel: Kernel) -> None:
        self.kernel = kernel
        self.count = 0


class ServicePlugin:
    @sdk.hookimpl
    def register_services(self) -> list[sdk.Service]:
        return [sdk.Service(Counter), sdk.Service("tests.example:Thing", factory=lambda kernel: {"built": True})]


def test_kernel_service_is_built_once_per_kernel(home: Path, root: Path) -> None:
    pm = build_plugin_manager()
    pm.register(ServicePlugin(), name="services_test")
    kernel = Kernel(make_settings(home, [root]), pm=pm)
    assert isinstance(kernel, sdk.Kernel)  # the kernel has everything the protocol promises plugins
    assert kernel.has_service(Counter) and not kernel.has_service("nowhere:Nothing")
    first = kernel.service(Counter)
    assert isinstance(first, Counter) and first.kernel is kernel
    assert kernel.service(Counter) is first
    assert kernel.service("tests.example:Thing") == {"built": True}
    other = Kernel(make_settings(home, [root]), pm=pm)
    assert other.service(Counter) is not first
    with pytest.raises(LookupError, match="nowhere:Nothing"):
        kernel.service("nowhere:Nothing")


def test_writing_plugins_lists_every_sdk_name() -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "writing-plugins.md").read_text(encoding="utf-8")
    table = doc[doc.index("## Every name in the SDK"):]
    table = table[: table.index("\n## ", 5)]
    missing = [name for name in sdk.__all__ if f"`{name}`" not in table]
    assert not missing, f"docs/writing-plugins.md does not list: {missing}"


def test_module_and_renamed_exports_resolve_to_the_kernel_objects() -> None:
    from foldwise.kernel.auth import accounts
    from foldwise.kernel.cli import state
    from foldwise.kernel.jobs.states import TRANSITIONS

    assert sdk.accounts is accounts and sdk.cli_state is state and sdk.JOB_TRANSITIONS is TRANSITIONS
    assert "Model" in dir(sdk)


async def test_a_stopped_kernel_forgets_its_service_instances(home: Path, root: Path) -> None:
    pm = build_plugin_manager()
    pm.register(ServicePlugin(), name="services_test")
    kernel = Kernel(make_settings(home, [root]), pm=pm)
    await kernel.start(run_jobs=False)
    try:
        first = kernel.service(Counter)
        assert kernel.service(Counter) is first
    finally:
        await kernel.stop()
    assert kernel.service(Counter) is not first
