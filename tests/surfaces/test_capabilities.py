"""The capability registry against the running app: every entry exists, every route and command has a
capability, and docs/capabilities.md is what the generator prints."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from foldwise.surfaces.capabilities import CAPABILITIES, SURFACES, owner
from foldwise.surfaces.inventory import Inventory, Resolution, collect, resolve, status
from foldwise.surfaces.spec import run_with_app

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def resolution() -> Resolution:
    return resolve(run_with_app(collect))


def _generator():  # scripts/ is not a package
    spec = importlib.util.spec_from_file_location("gen_capabilities", REPO / "scripts" / "gen_capabilities.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_registry_declares_the_34_spec_capabilities_once() -> None:
    ids = [c.id for c in CAPABILITIES]
    assert len(ids) == 34 and len(set(ids)) == 34 and ids == sorted(ids)
    assert {c.maturity for c in CAPABILITIES} <= {"Stable", "Beta", "Experimental"}
    for capability in CAPABILITIES:
        assert set(capability.targets) == set(SURFACES), capability.id
    # the command-line-only capabilities of the spec have no REST target
    for cid in ("configuration.profiles", "copilot.chat", "interfaces.launch", "models.manage", "updates.manage"):
        assert next(c for c in CAPABILITIES if c.id == cid).targets["rest"] == "N/A"


def test_every_exact_entry_exists_in_the_app(resolution: Resolution) -> None:
    assert resolution.missing == [], (
        "registry entries the app does not serve (fix foldwise/surfaces/capabilities.py):\n  "
        + "\n  ".join(resolution.missing))


def test_every_route_belongs_to_a_capability(resolution: Resolution) -> None:
    assert resolution.unowned_routes == [], (
        "routes that belong to no capability: list each in foldwise/surfaces/capabilities.py (exact, or under a "
        "capability's '/prefix/*' claim):\n  " + "\n  ".join(resolution.unowned_routes))


def test_every_cli_command_belongs_to_a_capability(resolution: Resolution) -> None:
    assert resolution.unowned_commands == [], (
        "foldwise commands that belong to no capability: add them to a capability's cli entries in "
        "foldwise/surfaces/capabilities.py:\n  " + "\n  ".join(resolution.unowned_commands))


def test_every_declared_tui_screen_is_a_screen_of_the_app(resolution: Resolution) -> None:
    from foldwise.tui.app import FoldwiseApp

    screens = resolution.inventory.screens
    assert screens == list(FoldwiseApp.MODES) and "organize" in screens
    declared = {p for c in CAPABILITIES for p in c.tui}
    assert declared <= set(screens), f"TUI screens declared but absent from foldwise.tui.app: {declared - set(screens)}"
    assert resolution.unowned_screens == [], f"TUI screens of no capability: {resolution.unowned_screens}"
    for capability in CAPABILITIES:  # a TUI target is met by at least one real screen
        if capability.targets["tui"] != "N/A":
            assert status(capability, "tui", resolution)[1] == "Implemented", capability.id


def test_a_declared_screen_the_app_lacks_is_reported(resolution: Resolution) -> None:
    inventory = resolution.inventory
    without = Inventory(inventory.routes, inventory.commands, inventory.operation_ids, inventory.python_ops,
                        inventory.typescript_ops, inventory.python_attrs,
                        [s for s in inventory.screens if s != "dedupe"] + ["stray"])
    result = resolve(without)
    assert "deduplication.manage: tui dedupe" in result.missing and result.unowned_screens == ["stray"]
    assert status(next(c for c in CAPABILITIES if c.id == "deduplication.manage"), "tui", result)[1] \
        == "Not-implemented"


def test_both_clients_have_a_method_for_every_rest_operation(resolution: Resolution) -> None:
    inventory = resolution.inventory
    assert inventory.operation_ids, "no operation read from /openapi.json"
    ops = set(inventory.operation_ids.values())
    assert ops - inventory.python_ops == set(), "regenerate: .venv/bin/python scripts/gen_clients.py"
    assert ops - inventory.typescript_ops == set(), "regenerate: .venv/bin/python scripts/gen_clients.py"
    for capability in CAPABILITIES:
        if resolution.items[capability.id]["rest"]:
            assert status(capability, "python", resolution)[1] == "Implemented", capability.id
            assert status(capability, "typescript", resolution)[1] == "Implemented", capability.id


def test_claims_resolve_by_longest_prefix_and_unknown_routes_are_reported() -> None:
    assert [c.id for c in owner("POST /api/v1/integrations/slack/connect", "rest")] == ["integrations.manage"]
    assert [c.id for c in owner("GET /ui/profile/api-keys/new", "web")] == ["api-keys.manage"]
    assert [c.id for c in owner("GET /ui/profile/team", "web")] == ["accounts.manage"]
    assert [c.id for c in owner("profile list", "cli")] == ["configuration.profiles"]
    assert owner("GET /api/v1/nowhere", "rest") == [] and owner("frobnicate", "cli") == []
    fake = Inventory(routes=["GET /api/v1/nowhere", "GET /api/v1/health"], commands=["frobnicate"],
                     operation_ids={})
    result = resolve(fake)
    assert result.unowned_routes == ["GET /api/v1/nowhere"] and result.unowned_commands == ["frobnicate"]
    assert "system.inspect: rest GET /api/v1/system/status" in result.missing


def test_the_parity_matrix_document_is_current(resolution: Resolution) -> None:
    committed = (REPO / "docs" / "capabilities.md").read_text()
    assert committed == _generator().render(resolution), (
        "docs/capabilities.md is stale: run .venv/bin/python scripts/gen_capabilities.py")
    assert "| `organization.preview` | Stable | Full ✔ |" in committed
