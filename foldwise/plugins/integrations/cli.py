"""``foldwise integrations list|configure|connect|disconnect|send``.

Local mode works in-process on the data home (``local_kernel()``); ``--server`` sends the same request
through the Python client. Exit codes: 0 success, 1 failed, 2 bad input, refused path or conflict.
"""

from __future__ import annotations

from typing import Any, Callable

import typer

__all__ = ["app"]

app = typer.Typer(help="List, configure, connect and disconnect integrations; send a file to one.",
                  no_args_is_help=True)
_JSON = typer.Option(False, "--json", help="one JSON document on stdout")


def _run(local: Callable[[Any], Any], remote: Callable[[Any], Any]) -> Any:
    """Run ``local(service)`` in-process or ``remote(client)`` against ``--server``."""
    from foldwise.plugins.integrations.service import IntegrationsService
    from foldwise.sdk import local_or_server

    return local_or_server(lambda kernel: local(kernel.service(IntegrationsService)), remote)


def _show(data: Any, as_json: bool, text: str) -> None:
    from foldwise.sdk import emit_json

    if as_json:
        emit_json(data)
    else:
        typer.echo(text)


@app.command("list")
def list_command(as_json: bool = _JSON) -> None:
    """Every integration: type, configured, connected."""
    data = _run(lambda s: _items(s), lambda c: c.get("integrations"))
    if as_json:
        _show(data, True, "")
        return
    from foldwise.sdk import Column, print_table

    print_table((Column("name"), Column("type"), Column("configured"), Column("connected")),
                [(i["name"], i["type"], "yes" if i["enabled"] else "no", "yes" if i["connected"] else "no")
                 for i in data["items"]])


async def _items(service: Any) -> dict[str, Any]:
    return {"items": await service.list()}


def _pairs(values: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for value in values:
        key, sep, text = value.partition("=")
        if not sep or not key.strip():
            from foldwise.sdk import fail

            fail(f"expected KEY=VALUE, got {value!r}", code=2)
        out[key.strip()] = text
    return out


@app.command("configure")
def configure_command(
    name: str = typer.Argument(..., help="integration name (see: foldwise integrations list)"),
    settings: list[str] = typer.Argument(None, help="KEY=VALUE settings, e.g. vault_path=/srv/files/Vault"),
    as_json: bool = _JSON,
) -> None:
    """Check and save an integration's settings (it is disconnected until connected again)."""
    raw = _pairs(settings or [])
    data = _run(lambda s: s.configure(name, raw), lambda c: c.post(f"integrations/{name}/settings",
                                                                   json={"settings": raw}))
    _show(data, as_json, f"{name}: settings saved; connect with: foldwise integrations connect {name}")


@app.command("connect")
def connect_command(name: str = typer.Argument(...), as_json: bool = _JSON) -> None:
    """Connect a configured integration."""
    data = _run(lambda s: s.connect(name), lambda c: c.post(f"integrations/{name}/connect"))
    _show(data, as_json, f"{name}: connected")


@app.command("disconnect")
def disconnect_command(name: str = typer.Argument(...), as_json: bool = _JSON) -> None:
    """Disconnect an integration (settings are kept)."""
    data = _run(lambda s: s.disconnect(name), lambda c: c.post(f"integrations/{name}/disconnect"))
    _show(data, as_json, f"{name}: disconnected")


@app.command("send")
def send_command(
    name: str = typer.Argument(...),
    path: str = typer.Argument(..., help="the file to send"),
    tag: list[str] = typer.Option(None, "--tag", help="a tag for the note (repeatable)"),
    summary: str = typer.Option(None, "--summary", help="a summary for the note"),
    as_json: bool = _JSON,
) -> None:
    """Send a file to a connected integration (journaled: undo with ``foldwise undo``)."""
    import os

    target = os.path.abspath(path)
    metadata: dict[str, Any] = {}
    if tag:
        metadata["tags"] = list(tag)
    if summary is not None:
        metadata["summary"] = summary
    data = _run(lambda s: s.send(name, target, metadata), lambda c: c.post(
        f"integrations/{name}/send", json={"path": target, "metadata": metadata or None}))
    lines = [f"sent {data['path']} to {name}:"] + [f"  wrote {p}" for p in data["written"]]
    _show(data, as_json, "\n".join(lines))
