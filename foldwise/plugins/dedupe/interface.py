"""One interface for the dedupe workflow, whoever runs it: in this process or on a ``--server``.

``Dedupe.run(request)`` scans, previews and (with ``request.resolve``) resolves, returning the same
two documents either way: the preview of ``POST /dedupe/preview`` and the outcome of ``POST
/dedupe/execute`` (None without ``resolve``). ``InProcessDedupe`` answers through the service (a
report-only request needs no job, so no kernel and no database: the scan runs here and the preview is
built by the same function the service uses); ``RemoteDedupe`` answers through the Python client. Both
raise ``ApiError`` with the contract's status. The CLI and the TUI call ``run`` once.
"""

from __future__ import annotations

from foldwise.sdk import ApiError

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover - ``typing`` and ``dataclasses`` cost the command's start-up
    from typing import Any, Protocol

__all__ = ["DedupeRequest", "Dedupe", "InProcessDedupe", "RemoteDedupe"]


class DedupeRequest:
    """What to scan and, with ``resolve``, how to resolve it (immutable; a plain class, not a dataclass,
    so a report's start-up imports no ``dataclasses``)."""

    __slots__ = ("path", "type", "near", "min_size", "strategy", "preferred_folder", "resolve", "action")

    def __init__(self, path: str, type: str | None = None, near: bool = False,  # noqa: A002
                 min_size: int = 1, strategy: str = "oldest", preferred_folder: str | None = None,
                 resolve: bool = False, action: str = "trash") -> None:
        for name, value in (("path", path), ("type", type), ("near", near), ("min_size", min_size),
                            ("strategy", strategy), ("preferred_folder", preferred_folder),
                            ("resolve", resolve), ("action", action)):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"DedupeRequest is immutable: cannot set {name!r}")

    def _fields(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DedupeRequest):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return "DedupeRequest(" + ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__) + ")"


if TYPE_CHECKING:  # pragma: no cover
    class Dedupe(Protocol):
        """The dedupe workflow: ``(preview, outcome or None)`` for a request."""

        def run(self, request: DedupeRequest) -> tuple[dict[str, Any], dict[str, Any] | None]:
            """Scan, preview, and resolve when ``request.resolve``."""
            ...
else:
    class Dedupe:
        """The dedupe workflow: ``run(request)`` answers ``(preview, outcome or None)``; implemented by
        ``InProcessDedupe`` and ``RemoteDedupe`` (a ``typing.Protocol`` for type checkers only)."""

        def run(self, request: DedupeRequest) -> tuple[dict[str, Any], dict[str, Any] | None]:
            """Scan, preview, and resolve when ``request.resolve``."""
            raise NotImplementedError


class InProcessDedupe:
    """The service on the local data home (``home``: the CLI's ``--home``, else the default)."""

    def __init__(self, home: str | None = None) -> None:
        self.home = home

    def run(self, request: DedupeRequest) -> tuple[dict[str, Any], dict[str, Any] | None]:
        if not request.resolve and not request.near:
            direct = self._report(request)
            if direct is not None:
                return direct, None
        return self._through_kernel(request)

    def _report(self, request: DedupeRequest) -> dict[str, Any] | None:
        """A read-only report without kernel, database or job (``job_id`` is null: nothing was stored).
        None when only the full settings can judge the configuration."""
        import os

        from foldwise.sdk import Sandbox
        from foldwise.sdk import ConfigError, gc_paused, raw_config, split_roots
        from foldwise.plugins.dedupe.report import extensions_for, preview_document, scan_groups

        try:
            home, data = raw_config(self.home)
        except (ConfigError, OSError):
            return None
        roots = split_roots(data.get("roots") or [])
        if not isinstance(roots, list) or not all(isinstance(r, str) and os.path.isabs(os.path.expanduser(r))
                                                  for r in roots):
            return None
        sandbox = Sandbox([os.path.expanduser(r) for r in roots])
        extensions_for(request.type)  # 422 on an unknown type before any work
        root = str(sandbox.resolve(request.path))
        folder = str(sandbox.resolve(request.preferred_folder, must_exist=False)) \
            if request.preferred_folder else None
        options = {"type": request.type, "near": False, "min_size": max(1, int(request.min_size))}
        with gc_paused():  # a dict per file, none in a cycle
            groups, linked, summary = scan_groups([root], options, home)
            return preview_document(None, request.strategy, folder, groups, linked, summary)

    def _through_kernel(self, request: DedupeRequest) -> tuple[dict[str, Any], dict[str, Any] | None]:
        from foldwise.sdk import POLL_SECONDS, local_kernel, run_async

        async def main() -> tuple[dict[str, Any], dict[str, Any] | None]:
            from foldwise.plugins.dedupe.service import DedupeService

            async with local_kernel() as kernel:
                service = kernel.service(DedupeService)
                job = await service.start_scan([request.path], type_=request.type, near=request.near,
                                               min_size=request.min_size)
                job = await kernel.jobs.wait(job.id, interval=POLL_SECONDS)
                if job.status != "completed":
                    raise ApiError(f"the scan ended {job.status}: {job.error or 'no result'}", status=500,
                                   code="scan_failed")
                preview = await service.preview(job.id, request.strategy, request.preferred_folder)
                outcome = None
                if request.resolve:
                    outcome = await service.execute(job.id, request.strategy, request.action,
                                                    request.preferred_folder, actor="cli")
                return preview, outcome

        return run_async(main())


class RemoteDedupe:
    """The same workflow against a running service through ``foldwise.client.Client``."""

    def __init__(self, client: Any) -> None:
        self.client = client

    def run(self, request: DedupeRequest) -> tuple[dict[str, Any], dict[str, Any] | None]:
        from foldwise.client import ClientError

        try:
            body: dict[str, Any] = {"path": request.path, "near": request.near, "min_size": request.min_size}
            if request.type:
                body["type"] = request.type
            job_id = self.client.post("dedupe/scan", json=body)["job_id"]
            job = self.client.wait_job(job_id)
            if job["status"] != "completed":
                raise ApiError(f"the scan ended {job['status']}: {job.get('error') or 'no result'}", status=500,
                               code="scan_failed")
            choice: dict[str, Any] = {"job_id": job_id, "strategy": request.strategy}
            if request.preferred_folder:
                choice["preferred_folder"] = request.preferred_folder
            preview = self.client.post("dedupe/preview", json=choice)
            outcome = self.client.post("dedupe/execute", json={**choice, "action": request.action}) \
                if request.resolve else None
            return preview, outcome
        except ClientError as exc:
            raise ApiError(exc.message or exc.code, status=exc.status, code=exc.code) from None
