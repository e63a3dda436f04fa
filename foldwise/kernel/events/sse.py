"""Server-Sent Events for the ``/ui/.../events`` routes: ``event: <type>`` plus a JSON ``data:`` line."""

from __future__ import annotations

import asyncio
import json
from typing import Any, AsyncIterable, AsyncIterator

__all__ = ["sse_response", "format_sse", "sse_stream"]

HEARTBEAT_SECONDS = 15.0


def format_sse(event: Any) -> bytes:
    """One SSE frame for an ``Event`` or a dict with a ``type`` key (other values become ``message``)."""
    if hasattr(event, "to_message"):
        message = event.to_message()
    elif isinstance(event, dict):
        message = event
    else:
        message = {"type": "message", "data": event}
    name = str(message.get("type") or "message").replace("\n", " ").replace("\r", " ")
    data = json.dumps(message, default=str, separators=(",", ":"))
    return f"event: {name}\ndata: {data}\n\n".encode()


async def sse_stream(source: AsyncIterable[Any], heartbeat: float = HEARTBEAT_SECONDS) -> AsyncIterator[bytes]:
    """Frames from ``source``, with a ``: keep-alive`` comment whenever it is quiet for ``heartbeat`` s."""
    queue: asyncio.Queue[tuple[str, Any]] = asyncio.Queue(maxsize=256)

    async def pump() -> None:
        try:
            async for item in source:
                await queue.put(("item", item))
        except Exception as exc:  # noqa: BLE001 - end the stream, do not crash the server
            await queue.put(("error", exc))
            return
        await queue.put(("end", None))

    task = asyncio.get_running_loop().create_task(pump())
    try:
        yield b": connected\n\n"
        while True:
            try:
                kind, item = await asyncio.wait_for(queue.get(), heartbeat)
            except asyncio.TimeoutError:
                yield b": keep-alive\n\n"
                continue
            if kind == "item":
                yield format_sse(item)
            elif kind == "error":
                yield format_sse({"type": "error", "data": {"message": "event stream failed"}})
                return
            else:
                return
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        close = getattr(source, "aclose", None) or getattr(source, "close", None)
        if callable(close):
            result = close()
            if asyncio.iscoroutine(result):
                await result


def sse_response(source: AsyncIterable[Any], *, heartbeat: float = HEARTBEAT_SECONDS) -> Any:
    """A Quart streaming response (``text/event-stream``) relaying ``source`` until the client leaves."""
    from quart import Response

    response = Response(sse_stream(source, heartbeat), mimetype="text/event-stream")
    response.headers["Cache-Control"] = "no-cache"
    response.headers["X-Accel-Buffering"] = "no"
    response.timeout = None  # type: ignore[attr-defined]
    return response
