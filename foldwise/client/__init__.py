"""Python client for a running foldwise service (synchronous ``Client`` and asynchronous ``AsyncClient``).

Every method returns the envelope's ``data``; an error answer raises ``ClientError`` with the
contract's ``status``, ``code``, ``message`` and ``details``. Paths are relative to ``/api/v1``
unless they start with ``/``. ``client.api.<operationId>(...)`` calls any operation of ``/openapi.json``;
a 429 is retried after the wait it names (``max_retries``); ``events()`` iterates the WebSocket events;
``upload`` and ``download`` stream file bodies.
"""

from __future__ import annotations

import time
import uuid
from pathlib import Path
from typing import Any, AsyncIterator, Iterator

import httpx

from foldwise.client.extras import describe, events_url, retry_wait

__all__ = ["Client", "AsyncClient", "ClientError"]

API_PREFIX = "/api/v1"


class ClientError(Exception):
    """An error answered by the service, in the contract's shape."""

    def __init__(self, status: int, code: str, message: str, details: Any = None,
                 retry_after: float | None = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code, self.message, self.details = status, code, message, details
        self.retry_after = retry_after


def _url(path: str) -> str:
    return path if path.startswith("/") else f"{API_PREFIX}/{path}"


def _headers(api_key: str | None, token: str | None) -> dict[str, str]:
    headers = {"Accept": "application/json", "User-Agent": "foldwise-client"}
    if api_key:
        headers["X-API-Key"] = api_key
    if token:
        headers["Authorization"] = f"Bearer {token}"
    return headers


def _rewind(kwargs: dict[str, Any]) -> None:
    """Seek streamed upload parts back to the start before a retry."""
    for part in (kwargs.get("files") or {}).values():
        handle = part[1] if isinstance(part, tuple) else part
        if hasattr(handle, "seek"):
            handle.seek(0)


def _body(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return None


def _upload_options(local: str | Path, folder: str, on_conflict: str) -> tuple[Any, dict[str, Any]]:
    handle = open(local, "rb")  # noqa: SIM115  (closed by the caller)
    return handle, {"files": {"file": (Path(local).name, handle)}, "data": {"path": folder,
                                                                        "on_conflict": on_conflict}}


def _unwrap(response: httpx.Response) -> Any:
    """Return ``data`` of a success envelope; raise ``ClientError`` for any error shape."""
    try:
        body = response.json()
    except ValueError:
        body = None
    if response.is_success:
        if isinstance(body, dict) and body.get("success") is True:
            return body.get("data")
        return body if body is not None else response.content
    retry_after = response.headers.get("Retry-After")
    if isinstance(body, dict):
        if "error" in body and isinstance(body["error"], str):
            raise ClientError(response.status_code, body["error"], body.get("message", ""), body.get("details"),
                              float(retry_after) if retry_after else None)
        if "detail" in body:
            raise ClientError(response.status_code, "detail", str(body["detail"]))
    raise ClientError(response.status_code, "http_error", response.reason_phrase or "error")


class Client:
    """Synchronous client: ``Client(url, api_key=...)`` or ``Client(url, token=...)``."""

    def __init__(self, base_url: str, api_key: str | None = None, token: str | None = None,
                 timeout: float = 60.0, transport: httpx.BaseTransport | None = None,
                 max_retries: int = 3) -> None:
        self.base_url, self.max_retries = base_url.rstrip("/"), max_retries
        self._credential = api_key or token
        self._http = httpx.Client(base_url=self.base_url, headers=_headers(api_key, token),
                                  timeout=timeout, transport=transport)

    def request(self, method: str, path: str, **kwargs: Any) -> Any:
        """Send a request and return the envelope's ``data``; a 429 is retried after the wait it names."""
        for attempt in range(self.max_retries + 1):
            response = self._http.request(method, _url(path), **kwargs)
            if response.status_code != 429 or attempt == self.max_retries:
                return _unwrap(response)
            time.sleep(retry_wait(response.headers, _body(response), attempt))
            _rewind(kwargs)
        raise AssertionError("unreachable")

    def call(self, operation_id: str, **kwargs: Any) -> Any:
        """Call one ``/openapi.json`` operation by id (path parameters and query by name, ``json=`` body)."""
        method, path, options = describe(operation_id, kwargs)
        return self.request(method, path, **options)

    @property
    def api(self) -> Any:
        """``client.api.get_files(path="Inbox")``: a method per ``/api/v1`` operation."""
        from foldwise.client.api import Api

        return Api(self)

    def upload(self, local: str | Path, folder: str, on_conflict: str = "rename") -> Any:
        """Stream the local file ``local`` into ``folder`` on the server (``POST /files/upload``)."""
        handle, options = _upload_options(local, folder, on_conflict)
        with handle:
            return self.request("POST", "files/upload", **options)

    def download(self, path: str, destination: str | Path) -> int:
        """Stream the server file ``path`` into ``destination``; return the bytes written."""
        written = 0
        with self._http.stream("GET", _url("files/content"), params={"path": path, "download": "true"}) as response:
            if not response.is_success:
                response.read()
                _unwrap(response)
            with open(destination, "wb") as out:
                for chunk in response.iter_bytes(64 * 1024):
                    written += out.write(chunk)
        return written

    def events(self, client_id: str | None = None, channels: tuple[str, ...] = (),
               timeout: float | None = None) -> Iterator[dict[str, Any]]:
        """Yield the WebSocket event messages (``{"type", "data", ...}``), subscribed to ``channels``
        (``"job:<id>"``) when given; ``timeout`` ends the iteration after that many idle seconds."""
        import json

        from websockets.sync.client import connect

        url = events_url(self.base_url, client_id or f"py-{uuid.uuid4().hex[:8]}", self._credential)
        with connect(url) as socket:
            for channel in channels:
                socket.send(json.dumps({"type": "subscribe", "channel": channel}))
            while True:
                try:
                    raw = socket.recv(timeout)
                except TimeoutError:
                    return
                yield json.loads(raw)

    def get(self, path: str, **kwargs: Any) -> Any:
        return self.request("GET", path, **kwargs)

    def post(self, path: str, **kwargs: Any) -> Any:
        return self.request("POST", path, **kwargs)

    def put(self, path: str, **kwargs: Any) -> Any:
        return self.request("PUT", path, **kwargs)

    def patch(self, path: str, **kwargs: Any) -> Any:
        return self.request("PATCH", path, **kwargs)

    def delete(self, path: str, **kwargs: Any) -> Any:
        return self.request("DELETE", path, **kwargs)

    def login(self, username: str, password: str) -> dict[str, Any]:
        """Log in and use the access token for later calls."""
        data = self.post("auth/login", json={"username": username, "password": password})
        self._http.headers["Authorization"] = f"Bearer {data['access_token']}"
        self._credential = data["access_token"]
        return data

    def health(self) -> dict[str, Any]:
        return self.get("health")

    @property
    def marketplace(self) -> Any:
        """Typed marketplace calls (``client.marketplace.install("name")``...)."""
        from foldwise.client.capabilities import Marketplace

        return Marketplace(self)

    @property
    def plugin_runtime(self) -> Any:
        """Typed plugin runtime calls (``client.plugin_runtime.register_hook(...)``...)."""
        from foldwise.client.capabilities import PluginRuntime

        return PluginRuntime(self)

    def wait_job(self, job_id: str, interval: float = 0.2, on_poll: Any = None) -> dict[str, Any]:
        """Poll ``GET /organize/status/{job_id}`` until the job reaches a terminal status of the contract's
        state machine; ``on_poll(job)`` sees every answer (a progress bar). Returns the final job."""
        import time

        from foldwise.kernel.jobs.states import TERMINAL

        while True:
            job = self.get(f"organize/status/{job_id}")
            if on_poll is not None:
                on_poll(job)
            if job["status"] in TERMINAL:
                return job
            time.sleep(interval)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class AsyncClient:
    """Asynchronous client with the same methods as ``Client`` (awaitable)."""

    def __init__(self, base_url: str, api_key: str | None = None, token: str | None = None,
                 timeout: float = 60.0, transport: httpx.AsyncBaseTransport | None = None,
                 max_retries: int = 3) -> None:
        self.base_url, self.max_retries = base_url.rstrip("/"), max_retries
        self._credential = api_key or token
        self._http = httpx.AsyncClient(base_url=self.base_url, headers=_headers(api_key, token),
                                       timeout=timeout, transport=transport)

    async def request(self, method: str, path: str, **kwargs: Any) -> Any:
        """Send a request and return the envelope's ``data``; a 429 is retried after the wait it names."""
        import asyncio

        for attempt in range(self.max_retries + 1):
            response = await self._http.request(method, _url(path), **kwargs)
            if response.status_code != 429 or attempt == self.max_retries:
                return _unwrap(response)
            await asyncio.sleep(retry_wait(response.headers, _body(response), attempt))
            _rewind(kwargs)
        raise AssertionError("unreachable")

    async def call(self, operation_id: str, **kwargs: Any) -> Any:
        """Call one ``/openapi.json`` operation by id (awaitable)."""
        method, path, options = describe(operation_id, kwargs)
        return await self.request(method, path, **options)

    @property
    def api(self) -> Any:
        """``await client.api.get_files(path="Inbox")``: a method per ``/api/v1`` operation."""
        from foldwise.client.api import Api

        return Api(self)

    async def upload(self, local: str | Path, folder: str, on_conflict: str = "rename") -> Any:
        """Stream the local file ``local`` into ``folder`` on the server."""
        import asyncio

        handle, options = await asyncio.to_thread(_upload_options, local, folder, on_conflict)
        try:
            return await self.request("POST", "files/upload", **options)
        finally:
            handle.close()

    async def download(self, path: str, destination: str | Path) -> int:
        """Stream the server file ``path`` into ``destination``; return the bytes written."""
        import asyncio

        written = 0
        async with self._http.stream("GET", _url("files/content"),
                                     params={"path": path, "download": "true"}) as response:
            if not response.is_success:
                await response.aread()
                _unwrap(response)
            out = await asyncio.to_thread(open, destination, "wb")
            try:
                async for chunk in response.aiter_bytes(64 * 1024):
                    written += await asyncio.to_thread(out.write, chunk)
            finally:
                out.close()
        return written

    async def events(self, client_id: str | None = None, channels: tuple[str, ...] = (),
                     timeout: float | None = None) -> AsyncIterator[dict[str, Any]]:
        """Iterate the WebSocket event messages (``async for event in client.events(...)``)."""
        import asyncio
        import json

        from websockets.asyncio.client import connect

        url = events_url(self.base_url, client_id or f"py-{uuid.uuid4().hex[:8]}", self._credential)
        async with connect(url) as socket:
            for channel in channels:
                await socket.send(json.dumps({"type": "subscribe", "channel": channel}))
            while True:
                try:
                    raw = await asyncio.wait_for(socket.recv(), timeout)
                except (TimeoutError, asyncio.TimeoutError):
                    return
                yield json.loads(raw)

    async def get(self, path: str, **kwargs: Any) -> Any:
        return await self.request("GET", path, **kwargs)

    async def post(self, path: str, **kwargs: Any) -> Any:
        return await self.request("POST", path, **kwargs)

    async def put(self, path: str, **kwargs: Any) -> Any:
        return await self.request("PUT", path, **kwargs)

    async def patch(self, path: str, **kwargs: Any) -> Any:
        return await self.request("PATCH", path, **kwargs)

    async def delete(self, path: str, **kwargs: Any) -> Any:
        return await self.request("DELETE", path, **kwargs)

    async def login(self, username: str, password: str) -> dict[str, Any]:
        data = await self.post("auth/login", json={"username": username, "password": password})
        self._http.headers["Authorization"] = f"Bearer {data['access_token']}"
        self._credential = data["access_token"]
        return data

    async def health(self) -> dict[str, Any]:
        return await self.get("health")

    @property
    def marketplace(self) -> Any:
        """Typed marketplace calls (awaitable)."""
        from foldwise.client.capabilities import AsyncMarketplace

        return AsyncMarketplace(self)

    @property
    def plugin_runtime(self) -> Any:
        """Typed plugin runtime calls (awaitable)."""
        from foldwise.client.capabilities import AsyncPluginRuntime

        return AsyncPluginRuntime(self)

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
