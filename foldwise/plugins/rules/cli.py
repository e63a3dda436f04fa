"""``foldwise rules list|show|add|remove|toggle|preview|apply|import|export``.

Local mode works in-process on the data home; ``--server`` sends the same requests through the
Python client. ``apply`` runs locally in one journal transaction (one undo step) and waits for it.
Exit codes from ``exit_code_for``: 0 success, 1 failed, 2 bad input, conflict or not found.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable
from urllib.parse import quote

import typer

__all__ = ["app"]

app = typer.Typer(no_args_is_help=True, help="Rule sets: list, show, add, remove, toggle, preview, apply, "
                                              "import, export.")
_JSON = typer.Option(False, "--json", help="one JSON document on stdout")


def _run(local: Callable[[Any], Any], remote: Callable[[Any], Any], *, run_jobs: bool = False) -> Any:
    """Run ``local(rules service)`` in-process or ``remote(client)`` against ``--server``."""
    from foldwise.plugins.rules.service import RulesService
    from foldwise.sdk import local_or_server

    return local_or_server(lambda kernel: local(kernel.service(RulesService)), remote, run_jobs=run_jobs,
                           show_details=True)


def _emit(data: Any, as_json: bool, text: Callable[[Any], str]) -> None:
    from foldwise.sdk import emit_json

    if as_json:
        emit_json(data)
    else:
        typer.echo(text(data))


def _p(name: str) -> str:
    return quote(name, safe="")


def _read(file: Path) -> str:
    from foldwise.sdk import fail

    try:
        return file.read_text(encoding="utf-8")
    except OSError as exc:
        fail(f"cannot read {file}: {exc.strerror}", code=2)
    raise AssertionError  # pragma: no cover


def _fmt(file: Path, given: str | None) -> str | None:
    if given:
        return given
    suffix = file.suffix.lower()
    return "toml" if suffix == ".toml" else "yaml" if suffix in (".yaml", ".yml") else None


@app.command("list")
def list_command(as_json: bool = _JSON) -> None:
    """List the rule sets."""
    async def local(svc: Any) -> Any:
        sets = await svc.list()
        return {"rule_sets": [s.model_dump(mode="json") for s in sets], "total": len(sets)}

    data = _run(local, lambda c: c.get("rules"))

    def text(d: Any) -> str:
        if not d["rule_sets"]:
            return "No rule sets. Add one with: foldwise rules add FILE.yaml"
        return "\n".join(f"{s['name']:<24} {'enabled ' if s['enabled'] else 'disabled'} {len(s['rules']):>3} rules  "
                         f"{s['description']}" for s in d["rule_sets"])

    _emit(data, as_json, text)


@app.command("show")
def show_command(name: str, fmt: str = typer.Option("yaml", "--format", help="yaml or toml"),
                 as_json: bool = _JSON) -> None:
    """Print one rule set (YAML by default)."""
    async def local(svc: Any) -> Any:
        return (await svc.get(name)).model_dump(mode="json")

    data = _run(local, lambda c: c.get(f"rules/{_p(name)}"))
    if as_json:
        _emit(data, True, str)
        return
    from foldwise.plugins.rules.ruleset import RuleSet
    from foldwise.plugins.rules.service import RulesService

    typer.echo(RulesService.dump(RuleSet.model_validate(data), "toml" if fmt == "toml" else "yaml"), nl=False)


def _import(file: Path, fmt: str | None, replace: bool, as_json: bool) -> None:
    content, kind = _read(file), _fmt(file, fmt)

    async def local(svc: Any) -> Any:
        from foldwise.sdk import Conflict

        sets = svc.parse_document(content, kind)
        for rule_set in sets:
            if not replace:
                try:
                    await svc.get(rule_set.name)
                except Exception:  # noqa: BLE001 - not found: free
                    continue
                raise Conflict(f"a rule set named {rule_set.name!r} already exists (use --replace)")
        for rule_set in sets:
            await svc.save(rule_set)
        return {"imported": [s.name for s in sets]}

    data = _run(local, lambda c: c.post("rules/import", json={"content": content, "format": kind,
                                                              "replace": replace}))
    _emit(data, as_json, lambda d: "Imported: " + ", ".join(d["imported"]))


@app.command("add")
def add_command(file: Path, fmt: str | None = typer.Option(None, "--format", help="yaml or toml"),
                replace: bool = typer.Option(False, "--replace", help="replace a set of the same name"),
                as_json: bool = _JSON) -> None:
    """Add the rule set written in FILE (YAML or TOML), validated first."""
    _import(file, fmt, replace, as_json)


@app.command("import")
def import_command(file: Path, fmt: str | None = typer.Option(None, "--format", help="yaml or toml"),
                   replace: bool = typer.Option(False, "--replace", help="replace sets of the same name"),
                   as_json: bool = _JSON) -> None:
    """Import one rule set or `rule_sets: [...]` from a YAML or TOML file (all or nothing)."""
    _import(file, fmt, replace, as_json)


@app.command("export")
def export_command(name: str, fmt: str = typer.Option("yaml", "--format", help="yaml or toml"),
                   out: Path | None = typer.Option(None, "--out", "-o", help="write to this file")) -> None:
    """Export a rule set as YAML or TOML (stdout, or --out FILE)."""
    from foldwise.plugins.rules.ruleset import RuleSet
    from foldwise.plugins.rules.service import RulesService

    kind = "toml" if fmt == "toml" else "yaml"

    async def local(svc: Any) -> Any:
        return (await svc.get(name)).model_dump(mode="json")

    data = _run(local, lambda c: c.get(f"rules/{_p(name)}"))
    text = RulesService.dump(RuleSet.model_validate(data), kind)
    if out is None:
        typer.echo(text, nl=False)
    else:
        out.write_text(text, encoding="utf-8")
        typer.echo(f"Wrote {out}")


@app.command("remove")
def remove_command(name: str, as_json: bool = _JSON) -> None:
    """Delete a rule set."""
    async def local(svc: Any) -> Any:
        await svc.delete(name)
        return {"deleted": name}

    _emit(_run(local, lambda c: c.delete(f"rules/{_p(name)}")), as_json, lambda d: f"Deleted {d['deleted']}")


@app.command("toggle")
def toggle_command(name: str, as_json: bool = _JSON) -> None:
    """Enable a disabled rule set, or disable an enabled one."""
    async def local(svc: Any) -> Any:
        return (await svc.toggle(name)).model_dump(mode="json")

    def remote(c: Any) -> Any:
        current = c.get(f"rules/{_p(name)}")
        current["enabled"] = not current["enabled"]
        return c.put(f"rules/{_p(name)}", json=current)

    _emit(_run(local, remote), as_json,
          lambda d: f"{d['name']} is now {'enabled' if d['enabled'] else 'disabled'}")


def _plan_text(data: Any) -> str:
    ops = data["plan"]["operations"]
    if not ops:
        return "No file matches a rule."
    lines = [f"{op['action']:<9} {op['source']}" + (f"\n          -> {op['destination']}"
             if op["destination"] and op["destination"] != op["source"] else "") + f"   ({op['reason']})"
             for op in ops]
    return "\n".join(lines + [f"{len(ops)} operation(s); nothing changed. Apply with: foldwise rules apply "
                              f"{data['rule_set']} {data['path']}"])


@app.command("preview")
def preview_command(name: str, path: str, as_json: bool = _JSON) -> None:
    """Show what the rule set would do to PATH; changes nothing."""
    async def local(svc: Any) -> Any:
        return await svc.preview(name, path)

    _emit(_run(local, lambda c: c.post(f"rules/{_p(name)}/preview", json={"path": path})), as_json, _plan_text)


@app.command("apply")
def apply_command(name: str, path: str, as_json: bool = _JSON) -> None:
    """Apply the rule set to PATH: one journaled transaction (undo with `foldwise undo`)."""
    async def local(svc: Any) -> Any:
        rule_set = await svc.get(name)
        base = await svc.folder(path)
        return await svc.apply_now(rule_set, base)

    def remote(c: Any) -> Any:
        return c.post(f"rules/{_p(name)}/apply", json={"path": path})

    data = _run(local, remote, run_jobs=True)

    def text(d: Any) -> str:
        if "done" not in d:
            return f"Started job {d.get('id')}; follow it with: foldwise jobs"
        line = f"{d['done']} done, {d['skipped']} skipped, {d['failed']} failed"
        return line + (f" (transaction {d['transaction_id']}; undo with: foldwise undo)" if d["transaction_id"] else "")

    _emit(data, as_json, text)
