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
    _print_analysis(data)


def _flat(value: Any, prefix: str) -> list[tuple[str, str]]:
    """Nested metadata as ``a.b: value`` lines; bytes never printed raw."""
    if isinstance(value, dict):
        return [pair for key, inner in value.items()
                for pair in _flat(inner, f"{prefix}.{key}" if prefix else str(key))]
    if isinstance(value, (bytes, bytearray)):
        return [(prefix, f"({len(value)} bytes of binary data)")]
    if isinstance(value, (list, tuple)):
        return [(prefix, ", ".join(str(v) for v in value))]
    return [(prefix, str(value))]


def _print_analysis(data: dict[str, Any]) -> None:
    """Readable lines: sizes in KiB/MiB, the language with its confidence, metadata flattened, the summary
    wrapped to the terminal."""
    import textwrap

    from foldwise.sdk import UNLIMITED_WIDTH, human_size, terminal_width

    width = terminal_width()
    kind = data["type"]
    language = data["language"]
    if language["code"] == "und":
        said = "none detected" + (" (no text)" if not data.get("text_length") else "")
    else:
        said = f"{language['name']} ({language['code']}, confidence {language['confidence']:.0%})"
    category = data["category"]
    lines = [("name", data["name"]), ("type", f"{kind['mime']} ({kind['kind']}, by {kind['detected_by']})"),
             ("size", f"{human_size(data['size'])} ({data['size']:,} bytes)" if data["size"] >= 1024
              else human_size(data["size"])),
             ("language", said),
             ("category", f"{category['name']} ({category.get('reason') or ''})".replace(" ()", ""))]
    if data.get("text_length"):
        lines.append(("text", f"{data['text_length']:,} characters" + (" (truncated)" if data.get("text_truncated")
                                                                       else "")))
    if data["keywords"]:
        lines.append(("keywords", ", ".join(k["word"] for k in data["keywords"])))
    lines.extend(_flat(data["metadata"], ""))
    label = max(len(k) for k, _ in lines) + 2
    for key in ("summary", "refined"):
        if data.get(key):
            lines.append((key, data[key] if isinstance(data[key], str) else str(data[key])))
    for key, value in lines:
        head = f"{key + ':':<{label}}"
        if width >= UNLIMITED_WIDTH or width <= label + 10:
            typer.echo(head + value)
        else:
            typer.echo(textwrap.fill(value, width=width, initial_indent=head, subsequent_indent=" " * label,
                                     break_on_hyphens=False))


def add_commands(cli: typer.Typer) -> None:
    """Register ``foldwise analyze``."""
    cli.command("analyze")(analyze_command)
