"""``foldwise tags list|show|set|add|remove|suggest|auto`` and ``foldwise suggest [PATH] [--apply ID]
[--dismiss ID]``.

Local mode works in-process on the data home; ``--server`` sends the same request through the Python
client. Exit codes: 0 success, 1 failed, 2 bad input.
"""

from __future__ import annotations

import os
from typing import Any, Callable, Optional

import typer

__all__ = ["tags_app", "suggest_command"]

tags_app = typer.Typer(help="Show, set, add or remove the tags of files; suggest tags; tag a folder.",
                       no_args_is_help=True)
_TAGS = "foldwise.plugins.tags.service:TagsService"
_SUGGESTIONS = "foldwise.plugins.tags.suggestions:SuggestionsService"


def _run(local: Callable[[Any], Any], remote: Callable[[Any], Any], *, run_jobs: bool = False) -> Any:
    """Run ``local(kernel)`` in-process or ``remote(client)`` against ``--server``."""
    from foldwise.sdk import local_or_server

    return local_or_server(local, remote, run_jobs=run_jobs)


def _abs(path: str) -> str:
    return os.path.abspath(path)


def _show(data: Any, as_json: bool, text: str) -> None:
    from foldwise.sdk import emit_json

    if as_json:
        emit_json(data)
    else:
        typer.echo(text)


_JSON = typer.Option(False, "--json", help="one JSON document on stdout")


@tags_app.command("list")
def list_tags(as_json: bool = _JSON) -> None:
    """Every tag in use with its number of files."""
    data = _run(lambda k: _tags_counts(k), lambda c: c.get("tags"))
    _show(data, as_json, "\n".join(f"{t['count']:>6}  {t['name']}" for t in data["tags"]) or "no tags yet")


async def _tags_counts(kernel: Any) -> Any:
    return {"tags": await kernel.service(_TAGS).counts()}


@tags_app.command("show")
def show(path: str, as_json: bool = _JSON) -> None:
    """The tags of the file PATH."""
    target = _abs(path)

    async def local(kernel: Any) -> Any:
        return await kernel.service(_TAGS).get(target)

    def remote(client: Any) -> Any:
        files = client.get("files/info", params={"path": target})
        return {"path": target, "tags": files.get("tags", [])}

    data = _run(local, remote)
    _show(data, as_json, ", ".join(data["tags"]) or "(no tags)")


def _change(mode: str, path: str, tags: list[str], as_json: bool) -> None:
    target = _abs(path)

    async def local(kernel: Any) -> Any:
        return await kernel.service(_TAGS).set_tags(target, tags, mode=mode, actor=os.environ.get("USER"))

    data = _run(local, lambda c: c.put("files/tags", json={"path": target, "tags": tags, "mode": mode}))
    undo = f" (undo: foldwise undo {data['transaction_id']})" if data.get("transaction_id") else " (unchanged)"
    _show(data, as_json, (", ".join(data["tags"]) or "(no tags)") + undo)


@tags_app.command("set")
def set_(path: str, tags: list[str] = typer.Argument(None), as_json: bool = _JSON) -> None:
    """Give PATH exactly TAGS (none: remove every tag)."""
    _change("set", path, tags or [], as_json)


@tags_app.command("add")
def add(path: str, tags: list[str], as_json: bool = _JSON) -> None:
    """Add TAGS to PATH."""
    _change("add", path, tags, as_json)


@tags_app.command("remove")
def remove(path: str, tags: list[str], as_json: bool = _JSON) -> None:
    """Remove TAGS from PATH."""
    _change("remove", path, tags, as_json)


@tags_app.command("suggest")
def suggest(path: str, as_json: bool = _JSON) -> None:
    """Tags suggested for the file PATH, with their reasons."""
    target = _abs(path)

    async def local(kernel: Any) -> Any:
        return await kernel.service(_SUGGESTIONS).suggest_tags(target)

    data = _run(local, lambda c: c.get("tags/suggest", params={"path": target}))
    _show(data, as_json, "\n".join(f"{s['confidence']:.2f}  {s['tag']:<20} {s['source']:<9} {s['reason']}"
                                   for s in data["suggestions"]) or "no suggestions")


@tags_app.command("auto")
def auto(path: str, recursive: bool = typer.Option(True, "--recursive/--no-recursive"),
         min_confidence: float = typer.Option(0.7, "--min-confidence", min=0.0, max=1.0),
         as_json: bool = _JSON) -> None:
    """Tag the files of the folder PATH from suggestions (one undoable change)."""
    target = _abs(path)

    async def local(kernel: Any) -> Any:
        service = kernel.service(_SUGGESTIONS)
        resolved = await service.tags.resolve(target)
        return await service.auto_tag(None, resolved, recursive=recursive, min_confidence=min_confidence,
                                      actor=os.environ.get("USER"))

    def remote(client: Any) -> Any:
        import time

        job = client.post("tags/auto", json={"path": target, "recursive": recursive,
                                              "min_confidence": min_confidence})
        while job["status"] in ("pending", "in_progress"):
            time.sleep(0.5)
            job = client.get(f"organize/status/{job['id']}")
        return job.get("result") or {}

    data = _run(local, remote)
    _show(data, as_json, f"tagged {data.get('tagged', 0)} of {data.get('files', 0)} files "
                         f"({data.get('added', 0)} tags added)"
                         + (f"; undo: foldwise undo {data['transaction_id']}" if data.get("transaction_id") else ""))


def suggest_command(
    path: Optional[str] = typer.Argument(None, help="a file or folder (default: the roots)"),
    apply: Optional[str] = typer.Option(None, "--apply", help="carry out the suggestion ID"),
    dismiss: Optional[str] = typer.Option(None, "--dismiss", help="dismiss the suggestion ID"),
    limit: int = typer.Option(20, "--limit", min=1, max=200),
    as_json: bool = _JSON,
) -> None:
    """Learned suggestions for PATH (where such files go, how they are renamed, which tags they get); --apply ID carries one out."""
    if apply or dismiss:
        verb, ident = ("apply", apply) if apply else ("dismiss", dismiss)

        async def act(kernel: Any) -> Any:
            service = kernel.service(_SUGGESTIONS)
            return await getattr(service, verb)(ident, actor=os.environ.get("USER"))

        data = _run(act, lambda c: c.post(f"suggestions/{ident}/{verb}"))
        done = {"move": f"moved to {data.get('file')}", "rename": f"renamed to {data.get('file')}"}
        text = done.get(data.get("type"), f"tagged {data.get('target')}") \
            if verb == "apply" else "dismissed; similar suggestions are lowered"
        _show(data, as_json, text)
        return
    target = _abs(path) if path else None

    async def local(kernel: Any) -> Any:
        return await kernel.service(_SUGGESTIONS).for_path(target, limit)

    params = {"limit": limit, **({"path": target} if target else {})}
    data = _run(local, lambda c: c.get("suggestions", params=params))
    _show(data, as_json, "\n".join(f"{i['confidence']:.2f}  {i['type']:<4} {os.path.basename(i['file'])} -> "
                                   f"{i['target']}\n      {i['reason']}\n      id: {i['id']}"
                                   for i in data["items"]) or "no suggestions")
