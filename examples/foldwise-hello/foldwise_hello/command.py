"""``foldwise hello [NAME]``."""

from __future__ import annotations

import typer

from foldwise.sdk import emit_json, load_cli_settings


def hello(
    name: str = typer.Argument("world", help="who to greet"),
    json_out: bool = typer.Option(False, "--json", help="print one JSON document"),
) -> None:
    """Greet NAME with the configured greeting (an example plugin command)."""
    from foldwise.kernel.core import Kernel

    from foldwise_hello.core import greet

    settings = Kernel(load_cli_settings()).settings
    message = greet(settings.section("hello"), name)
    if json_out:
        emit_json({"message": message})
    else:
        typer.echo(message)
