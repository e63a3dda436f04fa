"""Diagnostics: builtin job types for checking the job system end to end (``kernel.sleep``, ``kernel.probe``)."""

from __future__ import annotations

from typing import Any

from foldwise.sdk import hookimpl


@hookimpl
def register_job_types() -> list[Any]:
    from foldwise.sdk import JobType
    from foldwise.plugins.diagnostics.jobs import probe_job, sleep_job

    return [
        JobType("kernel.sleep", sleep_job, "sleep `seconds` in `steps` steps, reporting progress",
                needs_roots=False),
        JobType("kernel.probe", probe_job, "check that this worker sees `path` and count its entries"),
    ]
