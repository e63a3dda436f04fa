"""``foldwise hello [NAME] [--json]``: runs in the command's process, no server and no database needed."""

from __future__ import annotations

import typer

__all__ = ["hello"]


def hello(
    name: str = typer.Argument("world", help="who to greet"),
    json_out: bool = typer.Option(False, "--json", help="print one JSON document"),
) -> None:
    """Greet NAME with the configured greeting (an example plugin command)."""
    from foldwise.sdk import ApiError, cli_kernel, emit_json, fail

    from foldwise_hello.service import Greeter

    try:
        message = cli_kernel().service(Greeter).greet(name)
    except ApiError as exc:
        fail(exc.message, code=2)
    if json_out:
        emit_json({"message": message})
    else:
        typer.echo(message)
