"""``foldwise analyze FILE [--json] [--refine]``: local (no server, no database) or ``--server``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

__all__ = ["add_commands"]


def _local(path: Path, refine: bool) -> dict[str, Any]:
    from foldwise.plugins.analysis.analyzers import Source
    from foldwise.plugins.analysis.service import AnalysisService
    from foldwise.sdk import cli_kernel

    kernel = cli_kernel()  # plugins and config only; nothing is started
    service = kernel.service(AnalysisService)
    result = service.analyze_source(Source(path=path))
    if refine:
        import asyncio  # here, not at the top: ``foldwise --help`` imports this module

        result["refined"] = asyncio.run(service.refine(result))
    return result


def analyze_command(
    file: Path = typer.Argument(..., help="the file to analyse"),
    refine: bool = typer.Option(False, "--refine", help="also ask the configured language model"),
    as_json: bool = typer.Option(False, "--json", help="one JSON document on stdout"),
) -> None:
    """Analyse a file: type, text, metadata, language, keywords, summary, suggested category."""
    from foldwise.sdk import cli_state as state, emit_json, fail

    if not file.is_file():
        fail(f"not a file: {file}", code=2)
    if state.remote:
        from foldwise.client import ClientError

        try:
            with state.client() as client, open(file, "rb") as fh:
                data = client.post("/api/v1/analyze", files={"file": (file.name, fh)},
                                   data={"refine": "true" if refine else "false"})
        except ClientError as exc:
            fail(exc.message or exc.code)
            return
    else:
        from foldwise.sdk import ApiError
        from foldwise.plugins.analysis.engine import AnalysisFailed

        try:
            data = _local(file, refine)
        except AnalysisFailed as exc:
            fail(f"analysis failed: {exc}")
            return
        except ApiError as exc:
            fail(exc.message)
            return
    if as_json:
        emit_json(data)
        return
    kind = data["type"]
    typer.echo(f"name:      {data['name']}")
    typer.echo(f"type:      {kind['mime']} ({kind['kind']}, by {kind['detected_by']})")
    typer.echo(f"size:      {data['size']} bytes")
    typer.echo(f"language:  {data['language']['name']}")
    typer.echo(f"category:  {data['category']['name']}")
    if data["keywords"]:
        typer.echo("keywords:  " + ", ".join(k["word"] for k in data["keywords"]))
    if data["summary"]:
        typer.echo(f"summary:   {data['summary']}")
    for key, value in data["metadata"].items():
        typer.echo(f"  {key}: {value}")
    if data.get("refined"):
        typer.echo(f"refined:   {data['refined']}")


def add_commands(cli: typer.Typer) -> None:
    """Register ``foldwise analyze``."""
    cli.command("analyze")(analyze_command)
