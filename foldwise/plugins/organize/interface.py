"""One interface for the organize workflow, whoever runs it: in this process or on a ``--server``.

``Organize.run(request, on_job)`` plans ``request.path`` (in process without ``apply``: a preview that records
no job, and the job is None; with ``--server``: a dry-run job) and, with ``request.apply``,
executes it and waits for the job, calling ``on_job(job)`` with every state it sees (a progress bar).
It returns the job's wire form, the plan's operations (the first ``request.shown``; 0: all) and the
plan's summary: the documents of ``GET /organize/status/{id}`` and ``GET /organize/jobs/{id}/plan``.
``InProcessOrganize`` answers through the service on the local data home (operations stream from the
column-wise plan, never materialised); ``RemoteOrganize`` through the Python client. Both raise
``ApiError`` with the contract's status. Job waiting uses the kernel's terminal states on both sides.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Protocol

from foldwise.sdk import ApiError

__all__ = ["OrganizeRequest", "Organize", "InProcessOrganize", "RemoteOrganize", "OnJob", "Outcome",
           "preview_in_kernel"]

OnJob = Callable[[dict[str, Any]], None]
#: (final job, operations, plan summary); the job is None for a local preview, which records none
Outcome = tuple[dict[str, Any] | None, Iterable[dict[str, Any]], dict[str, Any]]


@dataclass(frozen=True)
class OrganizeRequest:
    """What to plan, how many operations to return, and whether to execute the plan."""

    path: str
    methodology: str | None = None
    apply: bool = False
    shown: int = 0


class Organize(Protocol):
    """The organize workflow."""

    def run(self, request: OrganizeRequest, on_job: OnJob | None = None) -> Outcome:
        """Plan, and execute when ``request.apply``; ``on_job`` sees the job while it runs."""
        ...


class InProcessOrganize:
    """The service in a one-shot kernel on the local data home."""

    def run(self, request: OrganizeRequest, on_job: OnJob | None = None) -> Outcome:
        from foldwise.sdk import POLL_SECONDS, local_kernel, run_async

        async def main() -> Outcome:
            from foldwise.sdk import JOB_TERMINAL as TERMINAL

            async with local_kernel() as kernel:
                from foldwise.plugins.organize.service import OrganizeService  # after the start: see local_kernel

                service = kernel.service(OrganizeService)
                shown = request.shown
                if not request.apply:  # a local preview records no job (docs/cli.md)
                    plan = await service.build(request.path, request.methodology)
                    return None, plan.wire_ops(range(min(shown, len(plan))) if shown else None), plan.summary
                job, plan = await service.create_job(request.path, request.methodology, dry_run=True)
                ops = plan.wire_ops(range(min(shown, len(plan))) if shown else None)
                wire = service.wire(job)
                if request.apply:
                    # Woken by the job's own events (progress, the end) instead of polling the database
                    # every few milliseconds while the job runs in this process; a quiet check now and
                    # then covers an event the bus dropped.
                    async with kernel.bus.subscribe(f"job:{job.id}") as events:
                        await service.execute(job.id)
                        while True:
                            wire = service.wire(await service.job(job.id))
                            if on_job is not None:
                                on_job(wire)
                            if wire["status"] in TERMINAL:
                                break
                            await events.get(timeout=0.1 if on_job is not None else POLL_SECONDS * 25)
                return wire, ops, plan.summary

        return run_async(main())


def preview_in_kernel(request: OrganizeRequest) -> Any:
    """The plan (a ``Plan``) of ``request.path`` made by the service in a one-shot kernel, recording no job:
    the command line's preview when it cannot plan without a kernel (``preview.preview_plan``)."""
    from foldwise.sdk import local_kernel, run_async

    async def main() -> Any:
        from foldwise.plugins.organize.service import OrganizeService

        async with local_kernel() as kernel:
            return await kernel.service(OrganizeService).build(request.path, request.methodology)

    return run_async(main())


class RemoteOrganize:
    """The same workflow against a running service through ``foldwise.client.Client``."""

    #: Plan operations fetched per page.
    PAGE = 5000

    def __init__(self, client: Any) -> None:
        self.client = client

    def run(self, request: OrganizeRequest, on_job: OnJob | None = None) -> Outcome:
        from foldwise.client import ClientError

        try:
            body: dict[str, Any] = {"path": request.path, "dry_run": True}
            if request.methodology:
                body["methodology"] = request.methodology
            job = self.client.post("organize/scan", json=body)
            shown = request.shown
            ops: list[dict[str, Any]] = []
            summary: dict[str, Any] = {}
            page, size = 1, min(shown, self.PAGE) if shown else self.PAGE
            while True:
                data = self.client.get(f"organize/jobs/{job['id']}/plan", params={"page": page, "page_size": size})
                ops.extend(data["plan"]["operations"])
                summary = data["plan"]["summary"]
                if (shown and len(ops) >= shown) or len(data["plan"]["operations"]) < size:
                    break
                page += 1
            if shown:
                ops = ops[:shown]
            if request.apply:
                self.client.post("organize/execute", json={"job_id": job["id"]})
                job = self.client.wait_job(job["id"], on_poll=on_job)
            return job, ops, summary
        except ClientError as exc:
            raise ApiError(exc.message or exc.code, status=exc.status, code=exc.code) from None
