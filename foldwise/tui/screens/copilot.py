"""Copilot: plain-English requests understood by ``foldwise.plugins.surfaces.copilot.interpret`` and carried
out through the same backend as the other screens; any change is confirmed first."""

from __future__ import annotations

import os
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Input, RichLog

from foldwise.tui.screens.base import ConfirmScreen, FoldwiseScreen
from foldwise.tui.screens.organize import follow_job

__all__ = ["CopilotScreen", "HELP"]

HELP = """I understand, for example:
  organize Downloads using PARA        preview organizing Photos
  undo that / redo                     what's happening
  find my tax documents from 2023      show duplicates in Photos
Changes are previewed and need a yes."""


def resolve_folder(name: str, roots: list[str]) -> str:
    """A folder word: an existing path, a root named so, or a folder of that name directly in a root."""
    if os.path.isabs(name) or os.path.exists(name):
        return os.path.abspath(name)
    for root in roots:
        if os.path.basename(root.rstrip(os.sep)).lower() == name.lower():
            return root
    for root in roots:
        if os.path.exists(os.path.join(root, name)):
            return os.path.join(root, name)
    return name


class CopilotScreen(FoldwiseScreen):
    TITLE_TEXT = "Copilot"
    SUMMARY = "ask in plain English (organize, undo, redo, find, status, duplicates); changes are confirmed"
    BINDINGS = [Binding("slash", "focus_input", "Ask")]

    def __init__(self) -> None:
        super().__init__()
        from foldwise.plugins.surfaces.copilot import Context

        self.context = Context()

    def compose_body(self) -> ComposeResult:
        yield RichLog(id="chat", wrap=True, markup=False)
        yield Input(placeholder="ask, e.g. 'organize Downloads using PARA' (enter sends)", id="ask")

    def on_mount(self) -> None:
        super().on_mount()
        self.context.roots = tuple(self.app.roots)  # type: ignore[attr-defined]
        self.log_line(HELP)
        self.query_one("#ask", Input).focus()

    def action_focus_input(self) -> None:
        self.query_one("#ask", Input).focus()

    def log_line(self, text: str) -> None:
        self.query_one("#chat", RichLog).write(text)

    @on(Input.Submitted, "#ask")
    def _asked(self, event: Input.Submitted) -> None:
        from foldwise.plugins.surfaces.copilot import interpret

        text = event.value.strip()
        event.input.value = ""
        if not text:
            return
        self.log_line(f"> {text}")
        intent = interpret(text, self.context)
        self.log_line(f"copilot: {intent.summary}")
        self.carry_out(intent)

    async def _confirm(self, question: str) -> bool:
        answer = await self.app.push_screen_wait(ConfirmScreen(question))
        if not answer:
            self.log_line("Nothing changed.")
        return bool(answer)

    @work(exclusive=True, group="copilot")
    async def carry_out(self, intent: Any) -> None:
        roots = list(self.app.roots)  # type: ignore[attr-defined]
        args, action = intent.arguments, intent.action
        if action == "help":
            self.log_line(HELP)
        elif action == "status":
            jobs = await self.call(self.backend.jobs) or []
            self.log_line("\n".join(f"  {j['id']} {j['type']} {j['status']} {j.get('progress') or 0}%"
                                    for j in jobs[:10]) or "  no jobs")
        elif action == "find":
            # the words (and a year, which names often carry) as the query, the file kinds as the type filter
            query = " ".join(filter(None, [args.get("query"), str(args.get("year") or "")]))
            extensions = [e.lstrip(".") for e in args.get("extensions", [])]
            # without words, each extension is the word (the index knows a file's extension as a word)
            queries = [query] if query else extensions
            if not queries:
                self.log_line("  find what? Name some words or a kind of file.")
                return
            hits: dict[str, dict[str, Any]] = {}
            for words in queries:
                found = await self.call(self.backend.search, words, ",".join(extensions) or None)
                if found is None:
                    return
                hits.update({h.get("path") or h["name"]: h for h in found["results"]})
            self.log_line(f"  {len(hits)} results" + "".join(f"\n  {path}" for path in list(hits)[:10]))
        elif action == "duplicates":
            paths = [resolve_folder(p, roots) for p in args.get("paths", [])] or roots[:1]
            preview = await self.call(self.backend.dedupe_scan, paths[0]) if paths else None
            if preview is not None:
                self.log_line(f"  {len(preview['groups'])} duplicate groups in {paths[0]} (resolve them on "
                              f"the dedupe screen, key 3)")
        elif action in ("organize", "preview") and args.get("of", "organize") == "organize":
            await self._organize(intent, roots)
        elif action in ("undo", "redo"):
            if await self._confirm(intent.summary):
                result = await self.call(getattr(self.backend, action), args.get("operation"))
                if result is not None:
                    self.context.last_operation = str(result.get("target_id"))
                    self.log_line(f"  {action} of change {result.get('target_id')}: "
                                  f"{result.get('reverted', 0)} operations reverted")
        elif action == "unknown":
            self.log_line(HELP)
        else:
            self.log_line(f"  '{action}' is understood but not carried out here; use `foldwise {action}`.")

    async def _organize(self, intent: Any, roots: list[str]) -> None:
        args = intent.arguments
        paths = [resolve_folder(p, roots) for p in args.get("paths", [])] or roots[:1]
        if not paths:
            self.log_line("  organize which folder? No root is configured.")
            return
        planned = await self.call(self.backend.plan, paths[0], args.get("methodology"))
        if planned is None:
            return
        summary = planned["summary"]
        counts = ", ".join(f"{summary.get(k, 0)} {k}" for k in ("move", "rename", "mkdir", "skip"))
        self.log_line(f"  plan of {paths[0]}: {counts}")
        for op in planned["operations"][:10]:
            self.log_line(f"    {op['action']} {op['source']} -> {op['destination']}")
        if intent.action == "preview" or not await self._confirm(f"{intent.summary} ({counts})"):
            return
        started = await self.call(self.backend.execute, planned["job"]["id"])
        if started is None:
            return
        job = await follow_job(self, started, None)
        self.context.last_job = job["id"]
        result = job.get("result") or {}
        self.log_line(f"  job {job['id']} {job['status']}: moved {result.get('moved', 0)}, "
                      f"failed {result.get('failed', 0)}")
