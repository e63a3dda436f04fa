"""``WS /api/v1/ws/<client_id>``: live events for API clients.

Credentials: an API key in ``X-API-Key``, or ``?token=`` holding an API key or a JWT access token
(``Authorization: Bearer <JWT>`` also works). A missing or bad credential: the socket is accepted
and closed at once with code 1008 (policy violation), which is what every client library shows.
Client messages: ``ping`` -> ``pong``; ``subscribe``/``unsubscribe`` ``{"channel": "job:<id>"}``;
anything else gets an ``error`` message (the socket stays open). Until the client subscribes it
receives every event it may see (``events.visibility``); afterwards only those of its channels. On
shutdown the socket closes with 1001.
"""

from __future__ import annotations

import asyncio
import json
import logging
from datetime import datetime, timezone
from typing import Any

from quart import Blueprint, current_app, websocket

from foldwise.kernel.errors import ApiError
from foldwise.kernel.events.visibility import EventFilter
from foldwise.kernel.scope import scope_for_actor
from foldwise.kernel.jsonbody import loads

__all__ = ["bp", "POLICY_VIOLATION"]

log = logging.getLogger("foldwise.ws")
bp = Blueprint("events_ws", __name__)
POLICY_VIOLATION = 1008
#: The close code a client sees when the service stops (SIGTERM): reconnect later.
GOING_AWAY = 1001
MAX_CLIENT_ID = 200
MAX_CHANNEL = 200
MAX_MESSAGE = 64 * 1024


def _now() -> str:
    return datetime.now(timezone.utc).isoformat()


async def _authenticate(kernel: Any) -> Any:
    """The actor proven by the handshake's credentials, or None."""
    from foldwise.kernel.auth.api_keys import authenticate_api_key, looks_like_api_key
    from foldwise.kernel.auth.tokens import authenticate_access_token

    settings = kernel.settings
    key = (websocket.headers.get("X-API-Key") or "").strip()
    token = (websocket.args.get("token") or "").strip()
    bearer = ""
    scheme, _, value = (websocket.headers.get("Authorization") or "").partition(" ")
    if scheme.lower() == "bearer":
        bearer = value.strip()
    try:
        if key:
            actor = await authenticate_api_key(settings, key)
        elif token and looks_like_api_key(token):
            actor = await authenticate_api_key(settings, token)
        elif token or (bearer and not looks_like_api_key(bearer)):
            actor = await authenticate_access_token(settings, token or bearer)
        else:
            return None
    except ApiError:
        return None
    # A scoped key (made for a plugin) may call only the runtime routes its scopes name: no event stream.
    return actor if actor.is_active and not actor.scopes else None


class _Connection:
    """One client: a bus subscription forwarded out, client messages answered."""

    def __init__(self, kernel: Any, client_id: str, visible: EventFilter) -> None:
        self.kernel = kernel
        self.client_id = client_id
        self.visible = visible
        self.sub = kernel.bus.subscribe()
        self.filtered = False
        self._send_lock = asyncio.Lock()

    async def send(self, message: dict[str, Any]) -> None:
        text = json.dumps(message, default=str)
        async with self._send_lock:
            await websocket.send(text)

    async def forward(self) -> None:
        async for event in self.sub:
            if await self.visible.allows(event):
                await self.send(event.to_message())

    async def answer_all(self) -> None:
        """Answer client messages until the client goes away."""
        while True:
            raw = await websocket.receive()
            await self.send(self.answer(raw))

    def _error(self, message: str) -> dict[str, Any]:
        return {"type": "error", "data": {"message": message}, "timestamp": _now()}

    def answer(self, raw: Any) -> dict[str, Any]:
        """The reply to one client message."""
        if isinstance(raw, bytes):
            return self._error("send JSON text frames")
        if len(raw) > MAX_MESSAGE:
            return self._error("message too large")
        try:
            message = loads(raw)
        except ApiError as exc:
            return self._error(exc.message)
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            return self._error('a message is a JSON object with a string "type"')
        kind = message["type"]
        if kind == "ping":
            return {"type": "pong", "timestamp": _now()}
        if kind in ("subscribe", "unsubscribe"):
            channel = message.get("channel")
            if not isinstance(channel, str) or not channel or len(channel) > MAX_CHANNEL:
                return self._error('"channel" must be a non-empty string such as "job:<id>"')
            if kind == "subscribe":
                self.sub.subscribe(channel)
            elif self.sub.channels is not None:
                self.sub.channels.discard(channel)
            return {"type": f"{kind}d", "channel": channel, "timestamp": _now()}
        return self._error(f"unknown message type {kind[:50]!r}")


@bp.websocket("/api/v1/ws/<client_id>")
async def events_socket(client_id: str) -> None:
    """Authenticate, greet with ``connected``, then relay events and answer client messages."""
    kernel = current_app.kernel  # type: ignore[attr-defined]
    actor = await _authenticate(kernel)
    await websocket.accept()
    if actor is None:
        await websocket.close(POLICY_VIOLATION, "authentication required")
        return
    if len(client_id) > MAX_CLIENT_ID:
        await websocket.close(POLICY_VIOLATION, "client id too long")
        return
    conn = _Connection(kernel, client_id, EventFilter(actor, await scope_for_actor(actor)))
    loop = asyncio.get_running_loop()
    forwarder = loop.create_task(conn.forward())
    answerer: asyncio.Task[None] | None = None
    try:
        await conn.send({"type": "connected", "client_id": client_id, "user": actor.username,
                         "timestamp": _now()})
        answerer = loop.create_task(conn.answer_all())
        await asyncio.wait({forwarder, answerer}, return_when=asyncio.FIRST_COMPLETED)
        if answerer.done():
            answerer.result()  # a failed send: the connection is gone
        else:  # the subscription ended: the service is shutting down
            await websocket.close(GOING_AWAY, "the server is shutting down")
    finally:
        conn.sub.close()
        for task in (forwarder, answerer):
            if task is not None:
                task.cancel()
        await asyncio.gather(*(t for t in (forwarder, answerer) if t is not None), return_exceptions=True)
