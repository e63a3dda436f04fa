"""The delivery worker: sends due outbox items, signs them, retries with exponential backoff.

Items are claimed with a lease (``claimed_until`` plus a token) so several instances can share one outbox
and an item whose worker died is picked up again once the lease runs out. Each attempt is logged. A
delivery is POSTed through the SDK's SSRF guard (checked at connect time, no redirects).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import time
import uuid
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any

from tortoise.expressions import Q

from foldwise.sdk import InvalidCallbackUrl, SecretUnreadable, guarded_post, open_secret
from foldwise.plugins.runtime.models import DeliveryLog, Hook, OutboxItem

if TYPE_CHECKING:  # httpx is imported where a delivery is made (one-shot commands only queue)
    import httpx

__all__ = ["DeliveryWorker", "sign", "SECRET_PURPOSE", "SIGNATURE_HEADER"]

log = logging.getLogger("foldwise.runtime")

SECRET_PURPOSE = "webhook"
SIGNATURE_HEADER = "X-Foldwise-Signature"
#: How long a claim lasts (longer than one attempt's timeout); a worker that died frees its items then.
LEASE_SECONDS = 30
BATCH = 200
#: Poll interval when nothing is known to be due (other instances may enqueue).
IDLE_POLL = 1.0


def _now() -> datetime:
    return datetime.now(timezone.utc)


def sign(secret: str, body: bytes) -> str:
    """The ``X-Foldwise-Signature`` value: ``sha256=<hex HMAC-SHA256 of the body>``."""
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


class DeliveryWorker:
    """Runs in ``foldwise serve``: wakes on new items, sleeps until the next one is due."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._client: httpx.AsyncClient | None = None
        self._secrets: dict[str, str] = {}
        #: Claim tokens of batches in flight (released on stop, so a restart need not wait for the lease).
        self._tokens: set[str] = set()

    @property
    def config(self) -> Any:
        return self.kernel.plugin_settings("runtime")

    @property
    def allow_private(self) -> bool:
        return bool(self.kernel.settings.plugins.allow_private_callbacks)

    def client(self) -> httpx.AsyncClient:
        if self._client is None:
            import httpx

            limits = httpx.Limits(max_connections=self.config.concurrency * 2, max_keepalive_connections=64)
            self._client = httpx.AsyncClient(follow_redirects=False, limits=limits, trust_env=False)
        return self._client

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="foldwise-webhook-delivery")

    def wake(self) -> None:
        self._wake.set()

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            try:
                await task
            except (asyncio.CancelledError, Exception):  # noqa: BLE001
                pass
        if self._tokens:
            try:
                await OutboxItem.filter(claim_token__in=list(self._tokens)).update(claimed_until=None, claim_token=None)
            except Exception:  # noqa: BLE001 - the database may be closing; the lease runs out anyway
                log.warning("could not release webhook claims", exc_info=True)
            self._tokens.clear()
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    async def _run(self) -> None:
        while True:
            try:
                sent = await self.run_due()
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - keep the worker alive (database hiccups)
                log.exception("webhook delivery pass failed")
                sent = 0
            if sent:
                continue
            self._wake.clear()
            delay = await self._idle_delay()  # before making the wait() coroutine: a cancel here must not orphan it
            try:
                await asyncio.wait_for(self._wake.wait(), timeout=delay)
            except asyncio.TimeoutError:
                pass

    async def _idle_delay(self) -> float:
        try:
            nxt = await OutboxItem.all().order_by("next_attempt_at").first().values_list("next_attempt_at",
                                                                                        flat=True)
        except Exception:  # noqa: BLE001 - a database hiccup: poll again soon
            return IDLE_POLL
        if nxt is None:
            return IDLE_POLL
        return max(0.01, min(IDLE_POLL, (nxt - _now()).total_seconds()))

    # ---- claiming ------------------------------------------------------------------------------
    async def claim(self, ids: list[str] | None = None) -> list[OutboxItem]:
        """Lease due items (or exactly ``ids``) to this worker; returns them with their hooks."""
        now = _now()
        token = uuid.uuid4().hex
        free = Q(claimed_until__isnull=True) | Q(claimed_until__lt=now)
        if ids is None:
            candidates = list(await OutboxItem.filter(free, next_attempt_at__lte=now).order_by("next_attempt_at")
                              .limit(BATCH).values_list("id", flat=True))
        else:
            candidates = list(ids)
        if not candidates:
            return []
        await OutboxItem.filter(free, id__in=candidates).update(
            claimed_until=now + timedelta(seconds=LEASE_SECONDS), claim_token=token)
        return list(await OutboxItem.filter(claim_token=token).select_related("hook"))

    async def run_due(self) -> int:
        """Deliver every due item once; returns how many were attempted."""
        items = await self.claim()
        if items:
            await self.deliver_all(items)
        return len(items)

    async def deliver_all(self, items: list[OutboxItem]) -> list[bool]:
        """Attempt ``items`` concurrently; record the outcomes in bulk; True per item delivered."""
        semaphore = asyncio.Semaphore(self.config.concurrency)

        async def one(item: OutboxItem) -> tuple[OutboxItem, int | None, str | None, int]:
            async with semaphore:
                return await self._attempt(item)

        tokens = {i.claim_token for i in items if i.claim_token}
        self._tokens.update(tokens)
        results = await asyncio.gather(*(one(i) for i in items))
        outcomes = await self._record(results)
        self._tokens.difference_update(tokens)  # kept when cancelled: ``stop`` releases them
        return outcomes

    # ---- one attempt -----------------------------------------------------------------------------
    def _secret(self, hook: Hook) -> str:
        secret = self._secrets.get(hook.id)
        if secret is None:
            secret = self._secrets[hook.id] = open_secret(self.kernel.settings, hook.secret_sealed, SECRET_PURPOSE)
        return secret

    async def _attempt(self, item: OutboxItem) -> tuple[OutboxItem, int | None, str | None, int]:
        import httpx

        body = item.body.encode()
        started = time.monotonic()
        status: int | None = None
        error: str | None = None
        try:
            headers = {
                "Content-Type": "application/json",
                "User-Agent": "foldwise-webhooks/1",
                SIGNATURE_HEADER: sign(self._secret(item.hook), body),
                "X-Foldwise-Event": item.event,
                "X-Foldwise-Delivery": item.id,
                "X-Foldwise-Source": item.source,
            }
            response = await guarded_post(self.client(), item.hook.callback_url, content=body, headers=headers,
                                          allow_private=self.allow_private, timeout=self.config.timeout_seconds)
            status = response.status_code
            await response.aclose()
            if not 200 <= status < 300:
                error = f"the receiver answered {status}"
        except InvalidCallbackUrl as exc:
            error = f"refused: {exc.message}"
        except SecretUnreadable:
            error = "the hook's secret cannot be decrypted (the deployment secret changed)"
        except httpx.TimeoutException:
            error = "timed out"
        except httpx.HTTPError as exc:
            error = f"{type(exc).__name__}: {str(exc)[:200]}"
        except OSError as exc:
            error = f"{type(exc).__name__}: {exc.strerror or exc}"
        return item, status, error, int((time.monotonic() - started) * 1000)

    def _delay(self, attempts: int) -> float:
        config = self.config
        return min(config.retry_max_seconds, config.retry_base_seconds * (2 ** max(0, attempts - 1)))

    async def _record(self, results: list[tuple[OutboxItem, int | None, str | None, int]]) -> list[bool]:
        now = _now()
        logs: list[DeliveryLog] = []
        done: list[str] = []
        outcomes: list[bool] = []
        max_attempts = self.config.max_attempts
        retry: list[tuple[str, int]] = []
        for item, status, error, duration in results:
            attempt = item.attempts + 1
            if error is None:
                outcome = "delivered"
                done.append(item.id)
            elif attempt >= max_attempts:
                outcome = "gave_up"
                done.append(item.id)
            else:
                outcome = "retrying"
                retry.append((item.id, attempt))
            outcomes.append(error is None)
            logs.append(DeliveryLog(hook_id=item.hook_id, delivery_id=item.id, event=item.event, attempt=attempt,
                                    outcome=outcome, status_code=status,
                                    error=error[:300] if error else None, duration_ms=duration))
        # the log first, then the release: a released item may be claimed and delivered at once (by this
        # worker's next round or another's), and its "delivered" must come after this attempt's "retrying"
        if logs:
            await DeliveryLog.bulk_create(logs)
        for item_id, attempt in retry:
            await OutboxItem.filter(id=item_id).update(
                attempts=attempt, claimed_until=None, claim_token=None,
                next_attempt_at=now + timedelta(seconds=self._delay(attempt)))
        if done:
            await OutboxItem.filter(id__in=done).delete()
        return outcomes
