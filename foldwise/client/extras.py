"""What both clients share beyond plain requests: operation calls by id, 429 waits, the event stream URL.

``call`` builds a request from the generated operation table (``foldwise.client.operations``); ``retry_wait``
reads how long a 429 asks to wait (``Retry-After`` header, else ``details.retry_after``).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote, urlencode

from foldwise.client.operations import OPERATIONS

__all__ = ["describe", "retry_wait", "events_url", "MAX_RETRY_WAIT"]

MAX_RETRY_WAIT = 60.0


def describe(operation_id: str, kwargs: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    """``(method, path, httpx options)`` of one operation: path parameters by name, the other keyword
    arguments as query parameters; ``json=``, ``files=``, ``data=`` go to the body."""
    try:
        method, path, path_params, _query, _body = OPERATIONS[operation_id]
    except KeyError:
        raise AttributeError(f"no operation {operation_id!r}") from None
    options = {k: kwargs.pop(k) for k in ("json", "files", "data", "content") if kwargs.get(k) is not None}
    for k in ("json", "files", "data", "content"):
        kwargs.pop(k, None)
    for name in path_params:
        if name not in kwargs:
            raise TypeError(f"{operation_id}() needs the path parameter {name!r}")
        path = path.replace("{" + name + "}", quote(str(kwargs.pop(name)), safe=""))
    params = {k: (str(v).lower() if isinstance(v, bool) else v) for k, v in kwargs.items() if v is not None}
    if params:
        options["params"] = params
    return method, path, options


def retry_wait(headers: Any, body: Any, attempt: int) -> float:
    """Seconds to wait before retrying a 429: ``Retry-After``, else the error's ``retry_after``, else a short
    exponential back-off; never more than ``MAX_RETRY_WAIT``."""
    value: Any = headers.get("Retry-After")
    if value is None and isinstance(body, dict) and isinstance(body.get("details"), dict):
        value = body["details"].get("retry_after")
    try:
        wait = float(value)
    except (TypeError, ValueError):
        wait = 0.5 * 2 ** attempt
    return min(max(wait, 0.0), MAX_RETRY_WAIT)


def events_url(base_url: str, client_id: str, credential: str | None) -> str:
    """The ``ws(s)://`` address of ``/api/v1/ws/{client_id}``, the credential in ``?token=``."""
    scheme, rest = base_url.split("://", 1)
    ws_scheme = "wss" if scheme == "https" else "ws"
    url = f"{ws_scheme}://{rest.rstrip('/')}/api/v1/ws/{quote(client_id, safe='')}"
    return f"{url}?{urlencode({'token': credential})}" if credential else url
