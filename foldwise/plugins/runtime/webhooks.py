"""Webhook registrations, the outbox and hook events: the ``hooks/*`` routes' service, without HTTP.

- A hook belongs to the account that registered it and records the API key id (``plugin_id``). A caller
  sees its own hooks: a key sees the hooks it registered, a user session every hook of that user.
- Secrets are generated when not given (32 random bytes, URL-safe), shown once, and stored sealed
  (Fernet, keyed from the deployment secret).
- An event derived from the bus goes to the hooks of the account its work belongs to and to admins' hooks;
  work nobody owns goes to admins' hooks only. ``trigger`` sends a caller's event to every hook registered
  for it and answers counts only.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
import uuid
from datetime import datetime, timezone
from typing import Any

from foldwise.sdk import (
    Actor,
    InvalidRequest,
    NotFound,
    admin_user_ids,
    check_url,
    event_owner_id,
    seal_secret,
)
from foldwise.plugins.runtime.events import EVENT_PATTERN, derive
from foldwise.plugins.runtime.models import DeliveryLog, Hook, OutboxItem
from foldwise.plugins.runtime.outbox import SECRET_PURPOSE, DeliveryWorker

__all__ = ["WebhookService"]

_EVENT_RE = re.compile(EVENT_PATTERN)
_HOOK_ID_RE = re.compile(r"[0-9a-f]{32}")
MAX_PAYLOAD_BYTES = 256 * 1024


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _iso(value: datetime | None) -> str | None:
    return value.astimezone(timezone.utc).isoformat().replace("+00:00", "Z") if value else None


def _plugin_id(actor: Actor) -> str:
    return (actor.key_id or "") if actor.via == "api_key" else ""


def _check_event(event: str) -> str:
    if not isinstance(event, str) or not _EVENT_RE.match(event) or len(event) > 100:
        raise InvalidRequest("event must be a dotted lower-case name such as file.organized",
                             details={"event": event if isinstance(event, str) else None})
    return event


def _record(hook: Hook) -> dict[str, Any]:
    return {"id": hook.id, "plugin_id": hook.plugin_id or None, "event": hook.event,
            "callback_url": hook.callback_url, "created_at": _iso(hook.created_at)}


class WebhookService:
    """Hooks of one kernel, and its delivery worker."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        self.worker = DeliveryWorker(kernel)

    @property
    def allow_private(self) -> bool:
        return bool(self.kernel.settings.plugins.allow_private_callbacks)

    def _mine(self, actor: Actor) -> Any:
        query = Hook.filter(user_id=actor.user_id)
        plugin = _plugin_id(actor)
        return query.filter(plugin_id=plugin) if actor.scopes else query

    # ---- registrations ---------------------------------------------------------------------------
    async def register(self, actor: Actor, event: str, callback_url: str,
                       secret: str | None = None) -> tuple[dict[str, Any], bool]:
        """Register a hook; ``(record, created)``. A duplicate is ``created=False`` and shows no secret."""
        _check_event(event)
        await check_url(callback_url, allow_private=self.allow_private)
        plugin = _plugin_id(actor)
        identity = hashlib.sha256(json.dumps([actor.user_id, plugin, event, callback_url]).encode()).hexdigest()
        existing = await Hook.get_or_none(identity=identity)
        if existing is not None:
            return {**_record(existing), "registered": False, "secret": None}, False
        secret = secret or secrets.token_urlsafe(32)
        hook = await Hook.create(id=uuid.uuid4().hex, user_id=actor.user_id, plugin_id=plugin, event=event,
                                 callback_url=callback_url, identity=identity,
                                 secret_sealed=seal_secret(self.kernel.settings, secret, SECRET_PURPOSE))
        return {**_record(hook), "registered": True, "secret": secret}, True

    async def unregister(self, actor: Actor, event: str, callback_url: str) -> dict[str, Any]:
        """Remove the caller's hook for ``event`` and ``callback_url`` (``removed: false`` when none)."""
        _check_event(event)
        hooks = await self._mine(actor).filter(event=event, callback_url=callback_url)
        for hook in hooks:
            self.worker._secrets.pop(hook.id, None)
            await hook.delete()
        return {"event": event, "callback_url": callback_url, "removed": bool(hooks)}

    async def list(self, actor: Actor, event: str | None = None) -> list[dict[str, Any]]:
        """The caller's own hooks, oldest first."""
        query = self._mine(actor)
        if event:
            query = query.filter(event=event)
        return [_record(h) for h in await query.order_by("created_at", "id")]

    async def deliveries(self, actor: Actor, hook_id: str, limit: int = 50) -> dict[str, Any]:
        """The delivery log of one of the caller's hooks, newest first, plus what is still pending."""
        hook = await self._mine(actor).get_or_none(id=hook_id) if _HOOK_ID_RE.fullmatch(hook_id) else None
        if hook is None:
            raise NotFound("no such hook")
        rows = await DeliveryLog.filter(hook_id=hook.id).order_by("-id").limit(limit)
        pending = await OutboxItem.filter(hook_id=hook.id).count()
        return {"hook_id": hook.id, "pending": pending, "items": [
            {"id": r.id, "delivery_id": r.delivery_id, "event": r.event, "attempt": r.attempt,
             "outcome": r.outcome, "status_code": r.status_code, "error": r.error, "duration_ms": r.duration_ms,
             "created_at": _iso(r.created_at)} for r in rows]}

    # ---- events -------------------------------------------------------------------------------------
    async def enqueue(self, hooks: list[Hook], event: str, payload: dict[str, Any],
                      source: str = "event") -> list[OutboxItem]:
        """Write one outbox item per hook (the signed body is fixed now) and wake the worker."""
        if not hooks:
            return []
        body = json.dumps({"event": event, "payload": payload, "timestamp": _iso(_now())},
                          separators=(",", ":"), default=str)
        now = _now()
        items = [OutboxItem(id=uuid.uuid4().hex, hook_id=h.id, event=event, body=body, next_attempt_at=now,
                            source=source) for h in hooks]
        await OutboxItem.bulk_create(items)
        self.worker.wake()
        return items

    async def emit(self, event: str, payload: dict[str, Any], owner_id: int | None) -> int:
        """Queue a bus-derived event for the hooks that may see it; returns how many were queued."""
        hooks = await Hook.filter(event=event)
        if not hooks:
            return 0
        admins = await admin_user_ids()
        visible = [h for h in hooks if h.user_id in admins or (owner_id is not None and h.user_id == owner_id)]
        return len(await self.enqueue(visible, event, payload))

    async def on_bus_event(self, type_: str, data: dict[str, Any], job_id: str | None) -> None:
        """Derive hook events from one bus event and queue them."""
        derived = derive(type_, data, job_id)
        if not derived:
            return
        if not await Hook.filter(event__in=[name for name, _ in derived]).exists():
            return
        owner = await event_owner_id(job_id, data.get("transaction_id"))
        for name, payload in derived:
            await self.emit(name, payload, owner)

    async def trigger(self, event: str, payload: dict[str, Any]) -> dict[str, Any]:
        """Send ``event`` to every hook registered for it now; counts only (retries continue later)."""
        _check_event(event)
        if len(json.dumps(payload, default=str)) > MAX_PAYLOAD_BYTES:
            raise InvalidRequest(f"the payload must be at most {MAX_PAYLOAD_BYTES} bytes as JSON")
        items = await self.enqueue(list(await Hook.filter(event=event)), event, payload, source="trigger")
        claimed = await self.worker.claim([i.id for i in items])
        outcomes = await self.worker.deliver_all(claimed) if claimed else []
        delivered = sum(outcomes)
        return {"event": event, "delivered": delivered, "failed": len(items) - delivered}
