"""``foldwise copilot chat [MESSAGE] [--yes] [--json]``: plain-English requests, no model needed.

The message is understood by ``copilot.interpret`` and carried out by the ordinary commands (``organize``,
``undo``, ``redo``, ``jobs``, ``search``, ``suggest``, ``dedupe``) run as a child ``foldwise`` process with the
same data home and ``--server``, so local and remote modes are the other commands' own; move and rename go
through the files service (``copilot_actions``). A change is previewed and asks "Proceed? [y/N]" unless
``--yes``. The loop's ``Context`` (last operation, last folder) follows each request. Exit codes: 0 done (or declined), 1 the command failed, 2 not
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
  move PDFs older than a year from Downloads to Archive
  rename notes.txt to todo.txt
Changes are previewed and need a yes (or --yes)."""


def _roots() -> list[str]:
    """The configured roots (absolute paths): the server's with ``--server`` (empty when the key may not read
    its configuration: folder words are then resolved by the server, relative to its first root)."""
    from foldwise.sdk import load_settings

    if state.server:
        try:
            with state.client() as client:
                return [str(r) for r in client.get("config").get("roots") or []]
        except (Exception, SystemExit):  # noqa: BLE001 - the request itself reports a refused key
            return []
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


def _execute(intent: Intent, ctx: Context, *, yes: bool, as_json: bool) -> int:
    """Carry out one intent and update ``ctx`` (last operation, last folder); the exit code of the work
    (0 when declined)."""
    from foldwise.sdk import ApiError

    try:
        return _carry_out(intent, ctx, yes=yes, as_json=as_json)
    except ApiError as exc:
        sys.stderr.write(f"error: {exc.code}: {exc.message}\n")
        return 2 if exc.status < 500 else 1
    except SystemExit as exc:  # a refusal already reported on one line by the shared local/server runner
        return exc.code if isinstance(exc.code, int) else 1


def _carry_out(intent: Intent, ctx: Context, *, yes: bool, as_json: bool) -> int:
    """``_execute`` without the error handling."""
    from foldwise.plugins.surfaces import copilot_actions as actions

    args, flag = intent.arguments, (["--json"] if as_json else [])
    roots = _roots()
    if intent.action == "unknown":
        return _unsupported(intent, intent.summary, as_json)
    if not as_json:
        sys.stderr.write(f"copilot: {intent.summary}\n")
    if intent.action == "help":
        print(json.dumps({"intent": intent.to_dict(), "help": HELP}) if as_json else HELP)
        return 0
    if intent.action == "status":
        return _foldwise(["jobs", *flag])
    if intent.action == "find":
        query = " ".join(filter(None, [args.get("query")] + [e.lstrip(".") for e in args.get("extensions", [])]))
        if args.get("paths"):
            ctx.last_folder = _resolve(args["paths"][0], roots)
        return _foldwise(["search", query or "*", *flag])
    if intent.action == "suggest" and args.get("path"):
        return _foldwise(["suggest", _resolve(args["path"], roots), *flag])
    if intent.action == "duplicates":
        paths = [_resolve(p, roots) for p in args.get("paths", [])] or roots[:1]
        if paths:
            ctx.last_folder = paths[0]
        return _foldwise(["dedupe", *paths, *flag])
    if intent.action in {"organize", "preview"} and intent.arguments.get("of", "organize") == "organize":
        paths = [_resolve(p, roots) for p in args.get("paths", [])] or roots[:1]
        if not paths:
            return _unsupported(intent, "organize which folder? No root is configured.", as_json)
        ctx.last_folder = paths[0]
        base = ["organize", paths[0], *(["-m", args["methodology"]] if args.get("methodology") else [])]
        code = _foldwise([*base, *flag])
        if intent.action == "preview" or code != 0:
            return code
        if not _confirm(intent, yes):
            sys.stderr.write("Nothing changed.\n")
            return 0
        code = _foldwise([*base, "--apply", *flag])
        if code == 0:
            _remember(ctx, [actions.latest_transaction()])
        return code
    if intent.action in {"move", "rename"}:
        return _change_files(intent, ctx, roots, yes=yes, as_json=as_json)
    if intent.action in {"undo", "redo"}:
        if not _confirm(intent, yes):
            sys.stderr.write("Nothing changed.\n")
            return 0
        targets = [str(args["operation"])] if args.get("operation") else [""]
        if args.get("operation") == ctx.last_operation and len(ctx.last_operations) > 1:
            targets = list(ctx.last_operations)  # one change made of several transactions (a remote move)
            if intent.action == "undo":
                targets.reverse()
        code = 0
        for target in targets:
            code = _foldwise([intent.action, *([target] if target else []), *flag])
            if code != 0:
                break
        return code
    return _unsupported(intent, f"'{intent.action}' is understood but not carried out by chat yet; "
                                f"use the '{intent.action}' command.", as_json)


def _remember(ctx: Context, ids: list[int | None]) -> None:
    """Keep the transactions of the change just made as the context's last operation."""
    kept = tuple(str(i) for i in ids if i is not None)
    if kept:
        ctx.last_operation, ctx.last_operations = kept[-1], kept


def _change_files(intent: Intent, ctx: Context, roots: list[str], *, yes: bool, as_json: bool) -> int:
    """Move or rename: show the plan, ask, carry it out through the files service (or REST), remember it."""
    from foldwise.plugins.surfaces import copilot_actions as actions

    if intent.action == "move":
        plan = actions.plan_move(intent.arguments, roots, ctx.last_folder)
    else:
        plan = actions.plan_rename(intent.arguments, roots, ctx.last_folder)
    if not plan.sources:
        if as_json:
            print(json.dumps({"intent": intent.to_dict(), "plan": plan.to_dict(), "transactions": []}))
        else:
            sys.stderr.write("No file matches; nothing to do.\n")
        return 0
    if as_json:
        print(json.dumps({"intent": intent.to_dict(), "plan": plan.to_dict()}))
    else:
        print("\n".join(plan.lines()))
    sys.stdout.flush()
    if not _confirm(intent, yes):
        sys.stderr.write("Nothing changed.\n")
        return 0
    ids = actions.apply(plan)
    _remember(ctx, list(ids))
    ctx.last_folder = plan.folder if plan.kind == "move" else os.path.dirname(plan.sources[0])
    if as_json:
        print(json.dumps({"intent": intent.to_dict(), "plan": plan.to_dict(), "transactions": ids}))
    else:
        done = (f"Moved {len(plan.sources)} file{'' if len(plan.sources) == 1 else 's'} to {plan.folder}"
                if plan.kind == "move" else f"Renamed {os.path.basename(plan.sources[0])} to {plan.new_name}")
        print(f"{done} (transaction {', '.join(map(str, ids))}); say 'undo that' to reverse it.")
    return 0


def _unsupported(intent: Intent, message: str, as_json: bool) -> int:
    """Report a request chat cannot carry out (exit 2): once, as JSON on stdout with ``--json``, else on stderr."""
    if as_json:
        print(json.dumps({"intent": intent.to_dict(), "error": message}))
    else:
        sys.stderr.write(f"{message}\n{HELP}\n")
    return 2


def _endpoint() -> object | None:
    """The configured chat model endpoint (``[analysis] llm_url`` of this data home), or None."""
    from foldwise.plugins.surfaces.models import Endpoint
    from foldwise.sdk import load_settings

    try:
        endpoint = Endpoint.from_settings(load_settings(state.home))
    except Exception:  # noqa: BLE001 - a broken config is reported by the commands that need it
        return None
    return endpoint if endpoint.url else None


def _understand(text: str, ctx: Context, endpoint: object | None, as_json: bool) -> Intent:
    """The grammar's intent, refined by the configured model when the grammar is unsure."""
    intent = interpret(text, ctx)
    if endpoint is None:
        return intent
    from foldwise.plugins.surfaces.copilot_model import needs_refinement, refine

    if not needs_refinement(intent):
        return intent
    refined, why = refine(" ".join(text.split()), intent, ctx, endpoint)
    if why and not as_json:
        sys.stderr.write(f"copilot: the model could not help ({why})\n")
    return refined


@copilot_app.command("chat")
def chat_command(
    message: str = typer.Argument(None, help="the request (default: read requests line by line from stdin)"),
    yes: bool = typer.Option(False, "--yes", "-y", help="carry out changes without asking"),
    as_json: bool = typer.Option(False, "--json", help="JSON output of the underlying commands"),
) -> None:
    """Carry out a plain-English request; changes are previewed and confirmed first."""
    ctx = Context(roots=tuple(_roots()))
    endpoint = _endpoint()
    if message is not None:
        raise typer.Exit(_execute(_understand(message, ctx, endpoint, as_json), ctx, yes=yes, as_json=as_json))
    code = 0
    while True:
        if sys.stdin.isatty():
            sys.stderr.write("> ")
            sys.stderr.flush()
        line = sys.stdin.readline()
        if not line or line.strip().lower() in {"quit", "exit", "bye"}:
            break
        if line.strip():
            code = _execute(_understand(line, ctx, endpoint, as_json), ctx, yes=yes, as_json=as_json)
    raise typer.Exit(code)
