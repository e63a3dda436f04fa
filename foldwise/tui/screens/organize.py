"""Organize: choose a folder and methodology, see the plan, apply it with live progress, cancel, roll back."""

from __future__ import annotations

import asyncio
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Input, ProgressBar, Static

from foldwise.sdk import JOB_TERMINAL
from foldwise.tui.screens.base import FoldwiseScreen, rel

__all__ = ["OrganizeScreen", "METHODOLOGIES", "follow_job"]

#: "" is the configured methodology.
METHODOLOGIES = ("", "default", "para", "johnny_decimal")


async def follow_job(screen: FoldwiseScreen, job: dict[str, Any], bar: ProgressBar | None,
                     line: Static | None = None, interval: float = 0.1) -> dict[str, Any]:
    """Poll ``job`` until it ends, moving ``bar`` with its progress (percent); the final job."""
    while job["status"] not in JOB_TERMINAL:
        if bar is not None:
            bar.update(total=100, progress=job.get("progress") or 0)
        if line is not None:
            line.update(f"job {job['id']}: {job['status']} {job.get('progress') or 0}%")
        await asyncio.sleep(interval)
        polled = await screen.call(screen.backend.job, job["id"])
        if polled is None:
            return job
        job = polled
    if bar is not None:
        bar.update(total=100, progress=100 if job["status"] in ("completed", "rolled_back") else
                   (job.get("progress") or 0))
    return job


class OrganizeScreen(FoldwiseScreen):
    TITLE_TEXT = "Organize"
    SUMMARY = "plan a folder (preview), apply the plan with live progress, cancel, roll back"
    BINDINGS = [Binding("f", "edit_folder", "Folder"), Binding("m", "methodology", "Methodology"),
                Binding("p", "plan", "Plan"), Binding("a", "apply", "Apply"), Binding("c", "cancel", "Cancel"),
                Binding("r", "rollback", "Roll back")]

    def __init__(self) -> None:
        super().__init__()
        self.methodology = ""
        self.job: dict[str, Any] | None = None

    def compose_body(self) -> ComposeResult:
        yield Input(placeholder="folder to organize (enter plans it)", id="folder")
        yield Static("", id="methodology")
        yield DataTable(id="plan", cursor_type="row")
        yield ProgressBar(total=100, show_eta=False, id="progress")
        yield Static("no plan yet: p plans the folder", id="job")

    def on_mount(self) -> None:
        super().on_mount()
        roots = self.app.roots  # type: ignore[attr-defined]
        self.query_one("#folder", Input).value = roots[0] if roots else ""
        self.query_one("#plan", DataTable).add_columns("#", "action", "source", "destination", "conf.", "reason")
        self._show_methodology()
        self.query_one("#plan", DataTable).focus()

    def _show_methodology(self) -> None:
        self.query_one("#methodology", Static).update(
            f"methodology: {self.methodology or 'the configured one'}  (m changes it)")

    def action_edit_folder(self) -> None:
        self.query_one("#folder", Input).focus()

    def action_methodology(self) -> None:
        self.methodology = METHODOLOGIES[(METHODOLOGIES.index(self.methodology) + 1) % len(METHODOLOGIES)]
        self._show_methodology()

    @on(Input.Submitted, "#folder")
    def _folder_given(self) -> None:
        self.action_plan()

    def action_plan(self) -> None:
        folder = self.query_one("#folder", Input).value.strip()
        if not folder:
            self.say("name a folder first (f)", error=True)
            return
        self.make_plan(folder)

    @work(exclusive=True, group="organize")
    async def make_plan(self, folder: str) -> None:
        self.say(f"planning {folder} ...")
        result = await self.call(self.backend.plan, folder, self.methodology or None)
        if result is None:
            return
        self.job = result["job"]
        summary, ops = result["summary"], result["operations"]
        base = summary.get("base") or folder
        table = self.query_one("#plan", DataTable)
        table.clear()
        for op in ops:
            table.add_row(str(op["id"]), op["action"], rel(op["source"], base), rel(op["destination"], base),
                          f"{op.get('confidence', 0):.2f}", op.get("reason") or "")
        table.focus()
        self.query_one("#progress", ProgressBar).update(total=100, progress=0)
        counts = ", ".join(f"{summary.get(k, 0)} {k}" for k in ("move", "rename", "mkdir", "skip"))
        self.query_one("#job", Static).update(f"job {self.job['id']}: {self.job['status']}; {counts}")
        self.say(f"{summary.get('methodology')} plan of {base}: {len(ops)} operations; a applies it")

    def action_apply(self) -> None:
        if self.job is None or self.job["status"] != "pending":
            self.say("plan a folder first (p), then apply it", error=True)
            return
        self.run_job("execute")

    def action_rollback(self) -> None:
        if self.job is None:
            self.say("no job to roll back", error=True)
            return
        self.run_job("rollback")

    @work(exclusive=True, group="organize")
    async def run_job(self, verb: str) -> None:
        assert self.job is not None
        started = await self.call(getattr(self.backend, verb), self.job["id"])
        if started is None:
            return
        self.job = started
        self.say(f"{'organizing' if verb == 'execute' else 'rolling back'} (c cancels) ...")
        bar, line = self.query_one("#progress", ProgressBar), self.query_one("#job", Static)
        self.job = await follow_job(self, started, bar, line)
        result = self.job.get("result") or {}
        detail = (f"moved {result.get('moved', 0)}, skipped {result.get('skipped', 0)}, "
                  f"failed {result.get('failed', 0)}" if verb == "execute" else "")
        line.update(f"job {self.job['id']}: {self.job['status']} {detail}".rstrip())
        self.say(f"job {self.job['id']} {self.job['status']}" + ("; r rolls it back" if verb == "execute" else ""))

    def action_cancel(self) -> None:
        if self.job is None:
            self.say("no job to cancel", error=True)
            return
        self.cancel_job(self.job["id"])

    @work(group="cancel")
    async def cancel_job(self, job_id: str) -> None:
        job = await self.call(self.backend.cancel, job_id)
        if job is not None:
            if self.job is not None and self.job["id"] == job_id and job["status"] in JOB_TERMINAL:
                self.job = job  # a running job's own follower sees the end too
            self.say(f"job {job_id}: {job['status']}")
