"""``foldwise --help`` from the command registry, without typer: the layout of click's plain help.

The root help is what a person types first; building typer's command tree (and its pydantic
parameter adapters) just to list names would cost more than the rest of the process.
"""

from __future__ import annotations

import os
import sys
import textwrap

from foldwise.kernel.cli_registry import CommandRegistry

__all__ = ["ROOT_DESCRIPTION", "ROOT_EPILOG", "GLOBAL_OPTIONS", "root_help", "short_help"]

ROOT_DESCRIPTION = "foldwise: organize files safely; every change can be undone."
#: The root command's second paragraph (``cli_root.root_callback``'s docstring says the same).
ROOT_EPILOG = ("Exit codes: 0 success, 1 the operation failed (or found nothing where a script asks, as search "
               "does), 2 bad usage or bad input. --json prints one JSON document on stdout and nothing else.")
#: (option, help) of the root command, as typer shows them.
GLOBAL_OPTIONS: tuple[tuple[str, str], ...] = (
    ("--server URL", "send commands to this service URL  [env var: FOLDWISE_SERVER]"),
    ("--api-key KEY", "API key for --server  [env var: FOLDWISE_API_KEY]"),
    ("--home DIR", "data home (local mode)  [env var: FOLDWISE_HOME]"),
    ("--profile NAME", "configuration profile for this command  [env var: FOLDWISE_PROFILE]"),
    ("--version", "print the version and exit"),
    ("-h, --help", "Show this message and exit."),
)


def short_help(text: str, limit: int) -> str:
    """The first sentence of ``text`` cut at a word boundary to ``limit`` characters (click's rule)."""
    words = text.split("\n\n", 1)[0].split()
    if not words:
        return ""
    total, i = 0, 0
    for i, word in enumerate(words):
        total += len(word) + (i > 0)
        if total > limit:
            break
        if word.endswith("."):
            return " ".join(words[: i + 1])
        if total == limit and i != len(words) - 1:
            break
    else:
        return " ".join(words)
    total += 3
    while i > 0:
        total -= len(words[i]) + (i > 0)
        if total <= limit:
            break
        i -= 1
    return " ".join(words[:i]) + "..."


def _rows(rows: list[tuple[str, str]], width: int) -> list[str]:
    first = min(max(len(a) for a, _ in rows), 30)
    text_width = max(width - first - 4, 10)
    out = []
    for left, right in rows:
        lines = textwrap.wrap(right, text_width) or [""]
        if len(left) <= first:
            out.append(f"  {left:<{first}}  {lines[0]}".rstrip())
        else:
            out.append(f"  {left}")
            out.append(f"  {'':<{first}}  {lines[0]}")
        out.extend(f"  {'':<{first}}  {line}" for line in lines[1:])
    return out


def _columns() -> int:
    """``shutil.get_terminal_size().columns`` without importing shutil (and its compression modules):
    ``$COLUMNS`` when a positive integer, else the terminal of stdout, else 80."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


def root_help(registry: CommandRegistry, prog: str = "foldwise") -> str:
    """The text of ``foldwise --help``."""
    width = max(min(_columns(), 80) - 2, 50)
    lines = [f"Usage: {prog} [OPTIONS] COMMAND [ARGS]...", "", f"  {ROOT_DESCRIPTION}", ""]
    lines += textwrap.wrap(ROOT_EPILOG, width, initial_indent="  ", subsequent_indent="  ")
    lines += ["", "Options:"]
    lines += _rows(list(GLOBAL_OPTIONS), width)
    entries = list(registry.entries.values())
    # typer lists single commands before groups.
    entries = [e for e in entries if e.kind == "command"] + [e for e in entries if e.kind == "group"]
    if entries:
        limit = width - 6 - max(len(e.name) for e in entries)
        lines += ["", "Commands:"]
        lines += _rows([(e.name, short_help(e.help, limit)) for e in entries], width)
    return "\n".join(lines) + "\n"
