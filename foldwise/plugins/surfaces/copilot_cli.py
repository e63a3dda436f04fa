"""``foldwise copilot chat [MESSAGE] [--yes] [--json]``: plain-English requests, no model needed.

The message is understood by ``copilot.interpret`` and carried out by the ordinary commands (``organize``,
``undo``, ``redo``, ``jobs``, ``search``, ``suggest``, ``dedupe``) run as a child ``foldwise`` process with the
same data home and ``--server``, so local and remote modes are the other commands' own. A change is previewed
and asks "Proceed? [y/N]" unless ``--yes``. Exit codes: 0 done (or declined), 1 the command failed, 2 not
understood or not supported in chat.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import typer

from foldwise.plugins.surfaces.copilot import Context, Intent, interpret
from foldwise.sdk import cli_state as state

__all__ = ["copilot_app"]

copilot_app = typer.Typer(help="Plain-English requests (organize, undo, find, status, ...).", no_args_is_help=True)

HELP = """I understand, for example:
  organize Downloads using PARA        preview organizing Photos
  undo that / redo                     what's happening
  find my tax documents from 2023      suggest where invoice.pdf goes
  show duplicates in Photos            help
Changes are previewed and need a yes (or --yes)."""


def _roots() -> list[str]:
    """The configured roots (absolute paths)."""
    from foldwise.sdk import load_settings

    try:
        return [str(r) for r in load_settings(state.home).roots]
    except Exception:  # noqa: BLE001 - a broken config is reported by the child command itself
        return []


def _resolve(name: str, roots: list[str]) -> str:
    """A folder word: an existing path, a root named so, or a folder of that name directly in a root."""
    if os.path.isabs(name) or os.path.exists(name):
        return os.path.abspath(name)
    for root in roots:
        if Path(root).name.lower() == name.lower():
            return root
    for root in roots:
        candidate = Path(root) / name
        if candidate.exists():
            return str(candidate)
    return name


def _foldwise(args: list[str]) -> int:
    """Run ``foldwise ARGS`` with this invocation's home and server; its output goes straight through."""
    env = dict(os.environ)
    prefix: list[str] = []
    if state.home:
        env["FOLDWISE_HOME"] = state.home
    if state.server:
        prefix = ["--server", state.server]
        if state.api_key:
            env["FOLDWISE_API_KEY"] = state.api_key
    sys.stdout.flush()
    return subprocess.run([sys.executable, "-m", "foldwise", *prefix, *args], env=env).returncode


def _confirm(intent: Intent, yes: bool) -> bool:
    """Ask "Proceed? [y/N]" (on stderr), unless ``--yes``; end of input means no."""
    if yes:
        return True
    sys.stderr.write(f"{intent.summary} Proceed? [y/N] ")
    sys.stderr.flush()
    answer = sys.stdin.readline().strip().lower()
    return answer in {"y", "yes"}


def _execute(intent: Intent, *, yes: bool, as_json: bool) -> int:
    """Carry out one intent; the exit code of the underlying command (0 when declined)."""
    args, flag = intent.arguments, (["--json"] if as_json else [])
    roots = _roots()
    if not as_json:
        sys.stderr.write(f"copilot: {intent.summary}\n")
    if intent.action == "help":
        print(json.dumps({"intent": intent.to_dict(), "help": HELP}) if as_json else HELP)
        return 0
    if intent.action == "status":
        return _foldwise(["jobs", *flag])
    if intent.action == "find":
        query = " ".join(filter(None, [args.get("query")] + [e.lstrip(".") for e in args.get("extensions", [])]))
        return _foldwise(["search", query or "*", *flag])
    if intent.action == "suggest" and args.get("path"):
        return _foldwise(["suggest", _resolve(args["path"], roots), *flag])
    if intent.action == "duplicates":
        paths = [_resolve(p, roots) for p in args.get("paths", [])] or roots[:1]
        return _foldwise(["dedupe", *paths, *flag])
    if intent.action in {"organize", "preview"} and intent.arguments.get("of", "organize") == "organize":
        paths = [_resolve(p, roots) for p in args.get("paths", [])] or roots[:1]
        if not paths:
            return _unsupported(intent, "organize which folder? No root is configured.", as_json)
        base = ["organize", paths[0], *(["-m", args["methodology"]] if args.get("methodology") else [])]
        code = _foldwise([*base, *flag])
        if intent.action == "preview" or code != 0:
            return code
        if not _confirm(intent, yes):
            sys.stderr.write("Nothing changed.\n")
            return 0
        return _foldwise([*base, "--apply", *flag])
    if intent.action in {"undo", "redo"}:
        if not _confirm(intent, yes):
            sys.stderr.write("Nothing changed.\n")
            return 0
        target = [str(args["operation"])] if args.get("operation") else []
        return _foldwise([intent.action, *target, *flag])
    if intent.action == "unknown":
        return _unsupported(intent, intent.summary, as_json)
    return _unsupported(intent, f"'{intent.action}' is understood but not carried out by chat yet; "
                                f"use the '{intent.action}' command.", as_json)


def _unsupported(intent: Intent, message: str, as_json: bool) -> int:
    """Report a request chat cannot carry out (exit 2)."""
    if as_json:
        print(json.dumps({"intent": intent.to_dict(), "error": message}))
    else:
        sys.stderr.write(f"{message}\n{HELP}\n")
    return 2


@copilot_app.command("chat")
def chat_command(
    message: str = typer.Argument(None, help="the request (default: read requests line by line from stdin)"),
    yes: bool = typer.Option(False, "--yes", "-y", help="carry out changes without asking"),
    as_json: bool = typer.Option(False, "--json", help="JSON output of the underlying commands"),
) -> None:
    """Carry out a plain-English request; changes are previewed and confirmed first."""
    ctx = Context(roots=tuple(_roots()))
    if message is not None:
        raise typer.Exit(_execute(interpret(message, ctx), yes=yes, as_json=as_json))
    code = 0
    while True:
        if sys.stdin.isatty():
            sys.stderr.write("> ")
            sys.stderr.flush()
        line = sys.stdin.readline()
        if not line or line.strip().lower() in {"quit", "exit", "bye"}:
            break
        if line.strip():
            code = _execute(interpret(line, ctx), yes=yes, as_json=as_json)
    raise typer.Exit(code)
