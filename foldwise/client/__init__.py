"""Python client for a running foldwise service (synchronous ``Client`` and asynchronous ``AsyncClient``).

Every method returns the envelope's ``data``; an error answer raises ``ClientError`` with the
contract's ``status``, ``code``, ``message`` and ``details``. Paths are relative to ``/api/v1``
unless they start with ``/``.
"""

from __future__ import annotations

from typing import Any

import httpx

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
                 timeout: float = 60.0, transport: httpx.BaseTransport | None = None) -> None:
        self._http = httpx.Client(base_url=base_url.rstrip("/"), headers=_headers(api_key, token),
                                  timeout=timeout, transport=transport)

    def request(self, method: str, path: str, **kwargs: Any) -> Any:
        """Send a request and return the envelope's ``data``."""
        return _unwrap(self._http.request(method, _url(path), **kwargs))

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
                 timeout: float = 60.0, transport: httpx.AsyncBaseTransport | None = None) -> None:
        self._http = httpx.AsyncClient(base_url=base_url.rstrip("/"), headers=_headers(api_key, token),
                                       timeout=timeout, transport=transport)

    async def request(self, method: str, path: str, **kwargs: Any) -> Any:
        """Send a request and return the envelope's ``data``."""
        return _unwrap(await self._http.request(method, _url(path), **kwargs))

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
