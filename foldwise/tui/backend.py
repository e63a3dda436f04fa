"""What the terminal UI asks of foldwise, answered in this process or by a ``--server``.

``Backend`` is the protocol the screens call (synchronously, from worker threads, so the interface never
waits). ``LocalBackend`` runs one kernel on the local data home in its own thread and event loop and calls
the plugins' services and the journal, as the CLI's local mode does; ``RemoteBackend`` sends the same
requests through ``foldwise.client.Client``, as the CLI's ``--server`` mode does. Each method is one service
call or one REST request: the logic stays in the services. Both raise ``ApiError`` with the contract's code.
"""

from __future__ import annotations

import asyncio
import os
import threading
from concurrent.futures import Future
from typing import Any, Coroutine, Protocol, TypeVar

from foldwise.sdk import ApiError

__all__ = ["Backend", "LocalBackend", "RemoteBackend", "open_backend", "PREVIEW_BYTES"]

T = TypeVar("T")
#: Bytes of a file shown in the preview pane.
PREVIEW_BYTES = 4096
#: History transactions read to fold the timeline (as ``foldwise history``).
HISTORY_WINDOW = 500


class Backend(Protocol):
    """The operations of the terminal UI (each returns the REST ``data`` document)."""

    where: str

    def roots(self) -> list[str]: ...
    def list_dir(self, path: str | None) -> list[dict[str, Any]]: ...
    def preview(self, path: str) -> str: ...
    def tags(self, path: str) -> list[str]: ...
    def set_tags(self, path: str, tags: list[str]) -> dict[str, Any]: ...
    def plan(self, path: str, methodology: str | None) -> dict[str, Any]: ...
    def execute(self, job_id: str) -> dict[str, Any]: ...
    def job(self, job_id: str) -> dict[str, Any]: ...
    def cancel(self, job_id: str) -> dict[str, Any]: ...
    def rollback(self, job_id: str) -> dict[str, Any]: ...
    def jobs(self) -> list[dict[str, Any]]: ...
    def dedupe_scan(self, path: str) -> dict[str, Any]: ...
    def dedupe_resolve(self, job_id: str, strategy: str, keep: dict[str, str]) -> dict[str, Any]: ...
    def search(self, query: str, type: str | None = None) -> dict[str, Any]: ...
    def history(self) -> list[dict[str, Any]]: ...
    def undo(self, transaction_id: int | None = None) -> dict[str, Any]: ...
    def redo(self, transaction_id: int | None = None) -> dict[str, Any]: ...
    def close(self) -> None: ...


def _text(data: bytes) -> str:
    """The first ``PREVIEW_BYTES`` as text, or a note for binary content."""
    head = data[:PREVIEW_BYTES]
    if b"\x00" in head:
        return f"(binary file, {len(data)}+ bytes: no text preview)"
    return head.decode("utf-8", errors="replace")


def _fold(transactions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    from foldwise.plugins.history.cli import fold_timeline

    return fold_timeline(transactions)


class LocalBackend:
    """One started kernel on the local data home, driven from any thread."""

    def __init__(self, settings: Any = None) -> None:
        self.where = "local"
        self._settings = settings
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="foldwise-tui-kernel", daemon=True)
        self._thread.start()
        self._kernel: Any = None
        self._stack: Any = None
        self._call(self._open())

    async def _open(self) -> None:
        from contextlib import AsyncExitStack

        from foldwise.kernel.core import open_kernel
        from foldwise.kernel.settings import load_settings

        settings = self._settings if self._settings is not None else load_settings(os.environ.get("FOLDWISE_HOME"))
        self._stack = AsyncExitStack()
        self._kernel = await self._stack.enter_async_context(open_kernel(settings, run_jobs=True, one_shot=True))
        self.where = f"local ({settings.home})"

    def _call(self, coro: Coroutine[Any, Any, T]) -> T:
        future: Future[T] = asyncio.run_coroutine_threadsafe(coro, self._loop)
        return future.result()

    def _service(self, dotted: str) -> Any:
        module, _, name = dotted.rpartition(".")
        import importlib

        try:
            return self._kernel.service(getattr(importlib.import_module(module), name))
        except LookupError:
            plugin = module.split(".")[2]
            raise ApiError(f"the {plugin} plugin is disabled on this data home", status=503,
                           code="plugin_disabled") from None

    # ---- files ------------------------------------------------------------------
    def roots(self) -> list[str]:
        return [str(r) for r in self._kernel.sandbox.roots]

    def list_dir(self, path: str | None) -> list[dict[str, Any]]:
        from foldwise.plugins.files.service import ListQuery

        service = self._service("foldwise.plugins.files.service.FilesService")
        return self._call(service.list(ListQuery(path=path, page_size=1000)))[0]

    def preview(self, path: str) -> str:
        service = self._service("foldwise.plugins.files.service.FilesService")
        resolved, _mime = self._call(service.content(path))
        with open(resolved, "rb") as handle:
            return _text(handle.read(PREVIEW_BYTES + 1))

    def tags(self, path: str) -> list[str]:
        return self._call(self._service("foldwise.plugins.tags.service.TagsService").get(path))["tags"]

    def set_tags(self, path: str, tags: list[str]) -> dict[str, Any]:
        service = self._service("foldwise.plugins.tags.service.TagsService")
        return self._call(service.set_tags(path, tags, actor="tui"))

    # ---- organize and jobs -------------------------------------------------------
    def _organize(self) -> Any:
        return self._service("foldwise.plugins.organize.service.OrganizeService")

    def plan(self, path: str, methodology: str | None) -> dict[str, Any]:
        service = self._organize()

        async def run() -> dict[str, Any]:
            job, plan = await service.create_job(path, methodology or None, dry_run=True)
            return {"job": service.wire(job), "operations": list(plan.wire_ops(None)), "summary": plan.summary}

        return self._call(run())

    def execute(self, job_id: str) -> dict[str, Any]:
        service = self._organize()

        async def run() -> dict[str, Any]:
            return service.wire(await service.execute(job_id))

        return self._call(run())

    def job(self, job_id: str) -> dict[str, Any]:
        service = self._organize()

        async def run() -> dict[str, Any]:
            return service.wire(await service.job(job_id))

        return self._call(run())

    def cancel(self, job_id: str) -> dict[str, Any]:
        service = self._organize()

        async def run() -> dict[str, Any]:
            return service.wire(await service.cancel(job_id))

        return self._call(run())

    def rollback(self, job_id: str) -> dict[str, Any]:
        service = self._organize()

        async def run() -> dict[str, Any]:
            return service.wire(await service.rollback(job_id))

        return self._call(run())

    def jobs(self) -> list[dict[str, Any]]:
        return self._call(self._organize().jobs_page(None, 1, 100))[0]

    # ---- dedupe ------------------------------------------------------------------
    def dedupe_scan(self, path: str) -> dict[str, Any]:
        service = self._service("foldwise.plugins.dedupe.service.DedupeService")
        kernel = self._kernel

        async def run() -> dict[str, Any]:
            job = await service.start_scan([path])
            job = await kernel.jobs.wait(job.id, interval=0.05)
            if job.status != "completed":
                raise ApiError(f"the scan ended {job.status}: {job.error or 'no result'}", status=500,
                               code="scan_failed")
            return await service.preview(job.id)

        return self._call(run())

    def dedupe_resolve(self, job_id: str, strategy: str, keep: dict[str, str]) -> dict[str, Any]:
        service = self._service("foldwise.plugins.dedupe.service.DedupeService")
        return self._call(service.execute(job_id, strategy, "trash", actor="tui", keep=keep or None))

    # ---- search and history --------------------------------------------------------
    def search(self, query: str, type: str | None = None) -> dict[str, Any]:  # noqa: A002 - the REST name
        service = self._service("foldwise.plugins.search.service.SearchService")

        async def run() -> dict[str, Any]:
            if "last_scan" not in await service.index.stats():
                await service.rescan()  # first use builds the index, as ``foldwise search`` does
            return await service.search(query, type=type, limit=100)

        return self._call(run())

    def history(self) -> list[dict[str, Any]]:
        page = self._call(self._kernel.journal.history(1, HISTORY_WINDOW, ops_limit=0))
        return _fold(page["items"])

    def undo(self, transaction_id: int | None = None) -> dict[str, Any]:
        return self._call(self._kernel.journal.undo(transaction_id))

    def redo(self, transaction_id: int | None = None) -> dict[str, Any]:
        return self._call(self._kernel.journal.redo(transaction_id))

    def close(self) -> None:
        if self._stack is not None:
            try:
                self._call(self._stack.aclose())
            finally:
                self._stack = None
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)


class RemoteBackend:
    """The same operations against a running service (``--server URL --api-key KEY``)."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.where = client.base_url

    def _req(self, method: str, path: str, **kwargs: Any) -> Any:
        from foldwise.client import ClientError

        try:
            return self.client.request(method, path, **kwargs)
        except ClientError as exc:
            raise ApiError(exc.message or exc.code, status=exc.status, code=exc.code) from None

    def roots(self) -> list[str]:
        """The service's roots; [] when this key may not read the configuration (the files screen then lists
        what the service shows for no path, and folders are typed)."""
        try:
            return [str(r) for r in (self._req("GET", "config").get("roots") or [])]
        except ApiError as exc:
            if exc.status in (401, 403):
                return []
            raise

    def list_dir(self, path: str | None) -> list[dict[str, Any]]:
        params: dict[str, Any] = {"page_size": 1000}
        if path:
            params["path"] = path
        return self._req("GET", "files", params=params)["files"]

    def preview(self, path: str) -> str:
        data = self._req("GET", "files/content", params={"path": path})
        return _text(data if isinstance(data, bytes) else str(data).encode())

    def tags(self, path: str) -> list[str]:
        info = self._req("GET", "files/info", params={"path": path})
        return list(info.get("tags") or [])

    def set_tags(self, path: str, tags: list[str]) -> dict[str, Any]:
        return self._req("PUT", "files/tags", json={"path": path, "tags": tags})

    def plan(self, path: str, methodology: str | None) -> dict[str, Any]:
        body: dict[str, Any] = {"path": path, "dry_run": True}
        if methodology:
            body["methodology"] = methodology
        job = self._req("POST", "organize/scan", json=body)
        ops: list[dict[str, Any]] = []
        page = 1
        while True:
            data = self._req("GET", f"organize/jobs/{job['id']}/plan", params={"page": page, "page_size": 1000})
            ops.extend(data["plan"]["operations"])
            if len(data["plan"]["operations"]) < 1000:
                return {"job": job, "operations": ops, "summary": data["plan"]["summary"]}
            page += 1

    def execute(self, job_id: str) -> dict[str, Any]:
        return self._req("POST", "organize/execute", json={"job_id": job_id})

    def job(self, job_id: str) -> dict[str, Any]:
        return self._req("GET", f"organize/status/{job_id}")

    def cancel(self, job_id: str) -> dict[str, Any]:
        return self._req("POST", f"organize/jobs/{job_id}/cancel")

    def rollback(self, job_id: str) -> dict[str, Any]:
        return self._req("POST", f"organize/jobs/{job_id}/rollback")

    def jobs(self) -> list[dict[str, Any]]:
        return self._req("GET", "organize/jobs", params={"page": 1, "page_size": 100})["jobs"]

    def dedupe_scan(self, path: str) -> dict[str, Any]:
        from foldwise.client import ClientError

        job_id = self._req("POST", "dedupe/scan", json={"path": path})["job_id"]
        try:
            job = self.client.wait_job(job_id)
        except ClientError as exc:
            raise ApiError(exc.message or exc.code, status=exc.status, code=exc.code) from None
        if job["status"] != "completed":
            raise ApiError(f"the scan ended {job['status']}: {job.get('error') or 'no result'}", status=500,
                           code="scan_failed")
        return self._req("POST", "dedupe/preview", json={"job_id": job_id})

    def dedupe_resolve(self, job_id: str, strategy: str, keep: dict[str, str]) -> dict[str, Any]:
        body: dict[str, Any] = {"job_id": job_id, "strategy": strategy, "action": "trash"}
        if keep:
            body["keep"] = keep
        return self._req("POST", "dedupe/execute", json=body)

    def search(self, query: str, type: str | None = None) -> dict[str, Any]:  # noqa: A002 - the REST name
        params: dict[str, Any] = {"q": query, "limit": 100}
        if type:
            params["type"] = type
        return self._req("GET", "search", params=params)

    def history(self) -> list[dict[str, Any]]:
        data = self._req("GET", "history", params={"page": 1, "page_size": HISTORY_WINDOW})
        return _fold(data["transactions"])

    def undo(self, transaction_id: int | None = None) -> dict[str, Any]:
        return self._req("POST", "history/undo",
                         json={"transaction_id": transaction_id} if transaction_id is not None else {})

    def redo(self, transaction_id: int | None = None) -> dict[str, Any]:
        return self._req("POST", "history/redo",
                         json={"transaction_id": transaction_id} if transaction_id is not None else {})

    def close(self) -> None:
        self.client.close()


def open_backend(server: str | None = None, api_key: str | None = None, settings: Any = None) -> Backend:
    """``RemoteBackend`` with a server URL, else ``LocalBackend`` on the data home."""
    if server:
        from foldwise.client import Client

        return RemoteBackend(Client(server, api_key=api_key))
    return LocalBackend(settings)
