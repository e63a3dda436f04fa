"""Server-Sent Events framing, heartbeats and the streaming response."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from quart import Quart

from foldwise.kernel.events.bus import EventBus
from foldwise.kernel.events.sse import format_sse, sse_response, sse_stream
from waiting import wait_until_async


def _parse(frame: bytes) -> tuple[str, dict[str, Any]]:
    lines = frame.decode().strip().split("\n")
    assert lines[0].startswith("event: ") and lines[1].startswith("data: ") and len(lines) == 2
    return lines[0][7:], json.loads(lines[1][6:])


async def test_frames_heartbeats_and_end() -> None:
    bus = EventBus()
    sub = bus.subscribe("job:1")
    stream = sse_stream(sub, heartbeat=0.1)
    assert await anext(stream) == b": connected\n\n"
    await bus.publish("organize_progress", {"done": 1, "note": "line\nbreak"}, job_id="1", progress=50)
    name, data = _parse(await anext(stream))
    assert name == "organize_progress" and data["progress"] == 50 and data["data"]["note"] == "line\nbreak"
    assert await asyncio.wait_for(anext(stream), 1) == b": keep-alive\n\n"  # quiet: a comment
    await bus.close()
    rest = [frame async for frame in stream]
    assert rest == []


async def test_format_of_dicts_and_other_values() -> None:
    assert _parse(format_sse({"type": "organize_complete", "job_id": "x"})) == (
        "organize_complete", {"type": "organize_complete", "job_id": "x"})
    assert _parse(format_sse({"type": "evil\nevent: injected"}))[0] == "evil event: injected"
    assert _parse(format_sse(42)) == ("message", {"type": "message", "data": 42})


async def test_a_failing_source_ends_with_an_error_event() -> None:
    async def broken() -> Any:
        yield {"type": "first"}
        raise RuntimeError("secret internals")

    frames = [frame async for frame in sse_stream(broken(), heartbeat=5)]
    assert _parse(frames[1])[0] == "first"
    name, data = _parse(frames[2])
    assert name == "error" and "secret" not in json.dumps(data)


async def test_sse_response_streams_over_http() -> None:
    app = Quart(__name__)
    bus = EventBus()

    @app.get("/events")
    async def events() -> Any:
        return sse_response(bus.subscribe(), heartbeat=5)

    async with app.test_app() as test_app:
        client = test_app.test_client()
        async with client.request("/events") as connection:
            await connection.send_complete()
            await wait_until_async(lambda: bus.subscriber_count, what="the stream to subscribe before the publish")
            await bus.publish("file_uploaded", {"name": "a.txt"})
            chunks = b""
            while b"file_uploaded" not in chunks or not chunks.endswith(b"\n\n"):
                chunks += await asyncio.wait_for(connection.receive(), 5)
            headers = connection.headers
            await connection.disconnect()
    assert headers is not None and headers["Content-Type"].startswith("text/event-stream")
    assert headers["Cache-Control"] == "no-cache"
    assert b"event: file_uploaded\ndata: " in chunks
    await bus.close()
