"""What the running product offers on each surface, resolved against the capability registry.

``collect`` reads the app's URL map and ``/openapi.json``, the CLI tree, the terminal UI's screens and the
clients' method tables;
``resolve`` assigns every route and command to its capabilities and reports what is unowned or missing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from foldwise.surfaces.capabilities import CAPABILITIES, NA, UNOWNED_OK, Capability, _is_claim, owner

__all__ = ["Inventory", "Resolution", "collect", "resolve", "status", "openapi_path", "cli_commands", "ts_operation_ids",
           "tui_screens"]

REPO = Path(__file__).resolve().parents[2]
TS_OPERATIONS = REPO / "clients" / "typescript" / "src" / "operations.ts"


def openapi_path(rule: str) -> str:
    """``/files/<file_id:file_id>`` (URL map) -> ``/files/{file_id}`` (OpenAPI)."""
    return re.sub(r"<(?:[^:>]+:)?([^>]+)>", r"{\1}", rule)


@dataclass
class Inventory:
    """Everything the product offers: routes per method, CLI command paths, client operation ids."""

    routes: list[str]  # "GET /api/v1/files" (URL-map rule form)
    commands: list[str]  # "config roots add"
    operation_ids: dict[str, str]  # "GET /api/v1/files" -> "get_files"
    python_ops: set[str] = field(default_factory=set)
    typescript_ops: set[str] = field(default_factory=set)
    python_attrs: set[str] = field(default_factory=set)
    screens: list[str] = field(default_factory=list)  # the terminal UI's screen names ("organize")


@dataclass
class Resolution:
    """Per capability and surface, the items that reach it; plus what the registry fails to cover."""

    items: dict[str, dict[str, list[str]]]
    unowned_routes: list[str]
    unowned_commands: list[str]
    missing: list[str]  # "capability: surface entry" listed exactly but absent from the app
    inventory: Inventory
    unowned_screens: list[str] = field(default_factory=list)  # TUI screens no capability declares


def _app_routes(app: Any) -> list[str]:
    routes = []
    quart_app = getattr(app, "app", app)  # a TestApp wraps the Quart app
    for rule in quart_app.url_map.iter_rules():
        methods = sorted(m for m in (rule.methods or ()) if m not in ("HEAD", "OPTIONS")) or ["GET"]
        routes.extend(f"{m} {rule.rule}" for m in methods)
    return sorted(set(routes))


def cli_commands() -> list[str]:
    """Every leaf command path of ``foldwise`` (``"config roots add"``), groups walked recursively."""
    import click
    import typer

    from foldwise.kernel.cli import build_cli

    root = typer.main.get_command(build_cli())
    found: list[str] = []

    def walk(command: Any, words: list[str]) -> None:
        if hasattr(command, "list_commands"):
            ctx = click.Context(command)
            names = command.list_commands(ctx)
            if words and not names:
                found.append(" ".join(words))
            for name in names:
                walk(command.get_command(ctx, name), [*words, name])
        else:
            found.append(" ".join(words))

    walk(root, [])
    return sorted(found)


def tui_screens() -> list[str]:
    """The screens of ``foldwise tui`` (the modes of its Textual app; imports textual)."""
    from foldwise.tui.app import screen_names

    return screen_names()


def ts_operation_ids(path: Path = TS_OPERATIONS) -> set[str]:
    """The operation ids the TypeScript client has a method for (from its generated table)."""
    if not path.exists():
        return set()
    return set(re.findall(r'^\s+"?([A-Za-z0-9_]+)"?: \{ method:', path.read_text(), re.M))


async def collect(app: Any) -> Inventory:
    """Read the running app (its test client serves ``/openapi.json``), the CLI and the clients."""
    from foldwise.client import Client
    from foldwise.client.operations import OPERATIONS

    response = await app.test_client().get("/openapi.json")
    spec = await response.get_json()
    routes = _app_routes(app)
    by_key = {f"{m.upper()} {p}": op.get("operationId", "") for p, ops in spec["paths"].items()
              for m, op in ops.items()}
    operation_ids = {r: by_key[f"{r.split(' ', 1)[0]} {openapi_path(r.split(' ', 1)[1])}"] for r in routes
                     if f"{r.split(' ', 1)[0]} {openapi_path(r.split(' ', 1)[1])}" in by_key}
    attrs = {name for name in dir(Client) if not name.startswith("_")}
    return Inventory(routes, cli_commands(), operation_ids, set(OPERATIONS), ts_operation_ids(), attrs, tui_screens())


def _surface_items(capability: Capability, surface: str, inventory: Inventory) -> list[str]:
    if surface in ("rest", "web"):
        pool = [r for r in inventory.routes if (r.split(" ", 1)[1].startswith("/api/")) == (surface == "rest")]
    elif surface == "cli":
        pool = inventory.commands
    else:
        pool = inventory.screens
    return [item for item in pool if capability in owner(item, surface)]


def _client_items(capability: Capability, rest: list[str], inventory: Inventory, ops: set[str]) -> list[str]:
    return [inventory.operation_ids[r] for r in rest if inventory.operation_ids.get(r) in ops]


def resolve(inventory: Inventory) -> Resolution:
    """Assign every route and command to capabilities; list unowned items and absent exact entries."""
    items: dict[str, dict[str, list[str]]] = {}
    for capability in CAPABILITIES:
        per: dict[str, list[str]] = {s: _surface_items(capability, s, inventory) for s in ("rest", "web", "cli", "tui")}
        per["python"] = _client_items(capability, per["rest"], inventory, inventory.python_ops)
        per["python"] += [a for a in capability.client if a in inventory.python_attrs]
        per["typescript"] = _client_items(capability, per["rest"], inventory, inventory.typescript_ops)
        items[capability.id] = per
    unowned_routes = [r for r in inventory.routes if r not in UNOWNED_OK
                      and not owner(r, "rest" if r.split(" ", 1)[1].startswith("/api/") else "web")]
    unowned_commands = [c for c in inventory.commands if not owner(c, "cli")]
    unowned_screens = [s for s in inventory.screens if not owner(s, "tui")]
    missing = []
    for capability in CAPABILITIES:
        for surface, pool in (("rest", inventory.routes), ("web", inventory.routes), ("cli", inventory.commands),
                              ("tui", inventory.screens)):
            for pattern in capability.entries(surface):
                if _is_claim(pattern):
                    continue
                wanted = ([f"{m} {pattern.split(' ', 1)[1]}" for m in pattern.split(" ", 1)[0].split(",")]
                          if surface not in ("cli", "tui") else [pattern])
                if any(w not in pool for w in wanted):
                    missing.append(f"{capability.id}: {surface} {pattern}")
        for attr in capability.client:
            if attr not in inventory.python_attrs:
                missing.append(f"{capability.id}: python client attribute {attr}")
    return Resolution(items, unowned_routes, unowned_commands, missing, inventory, unowned_screens)


def status(capability: Capability, surface: str, resolution: Resolution) -> tuple[str, str]:
    """(target, implementation) of one capability on one surface."""
    target = capability.targets[surface]
    found = resolution.items[capability.id][surface]
    if target == NA:
        return target, "N/A"
    if surface in ("python", "typescript"):
        rest = [r for r in resolution.items[capability.id]["rest"] if r in resolution.inventory.operation_ids]
        if not rest:
            return target, "Implemented" if found else "Not-implemented"
        ops = resolution.inventory.python_ops if surface == "python" else resolution.inventory.typescript_ops
        covered = sum(1 for r in rest if resolution.inventory.operation_ids.get(r) in ops)
        if covered == len(rest):
            return target, "Implemented"
        return target, "Partial" if covered else "Not-implemented"
    return target, "Implemented" if found else "Not-implemented"

