"""Rate limits: fixed windows per (bucket, principal), in memory or in Redis.

Every request counts against the ``default`` bucket; plugins add buckets for parts of the API by
returning ``RateRule(bucket, prefix, methods, exclude)`` from ``register_rate_limits``. A request is
keyed by its user (every API key and session of one account shares a bucket) or, when anonymous, by
its client address. The limits and the window come from ``settings.rate_limits`` (``RateLimitSettings``).

``check`` returns the ``X-RateLimit-*`` headers of the tightest bucket, or raises ``RateLimited``
(429) carrying one ``Retry-After`` header and ``details.retry_after``. Windows are aligned to the
epoch, so ``X-RateLimit-Reset`` is the same for every instance sharing a Redis store. When Redis is
unreachable the limiter fails open (the request passes, a warning is logged): a broken cache must
not take the API down.
"""

from __future__ import annotations

import functools
import logging
import math
import re
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from foldwise.kernel.errors import RateLimited
from foldwise.kernel.registry import RateRule
from foldwise.kernel.settings import RateLimitSettings

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.kernel.core import Kernel

__all__ = [
    "DEFAULT_BUCKET",
    "BucketState",
    "MemoryStore",
    "RateLimiter",
    "RedisStore",
    "buckets_for",
    "create_rate_limiter",
    "principal_key",
]

log = logging.getLogger("foldwise.ratelimit")
DEFAULT_BUCKET = "default"
REDIS_PREFIX = "foldwise:rl:"


class Store(Protocol):
    """Counts hits per key in epoch-aligned windows."""

    async def hit(self, keys: Sequence[str], window: int) -> tuple[float, list[int]]:
        """Add one hit to every key in the current window; return (now, counts after the hit)."""

    async def close(self) -> None:
        """Release connections."""


class MemoryStore:
    """Counters in one process; O(1) amortised per hit and at most ``max_entries`` keys.

    Entries are keyed by ``(key, window index)`` in insertion order. Window indexes only grow, so
    every expired entry sits at the front of the dict and is popped there (each entry once).
    ``clock`` (epoch seconds, default ``time.time``) is replaceable so tests can move time by hand.
    """

    def __init__(self, max_entries: int = 100_000, clock: Callable[[], float] = time.time) -> None:
        self.max_entries = max_entries
        self.clock = clock
        self._counts: dict[tuple[str, int], int] = {}

    def __len__(self) -> int:
        return len(self._counts)

    async def hit(self, keys: Sequence[str], window: int) -> tuple[float, list[int]]:
        now = self.clock()
        index = int(now // window)
        self._prune(index)
        out = []
        for key in keys:
            slot = (key, index)
            count = self._counts.get(slot, 0) + 1
            self._counts[slot] = count
            out.append(count)
        while len(self._counts) > self.max_entries:
            del self._counts[next(iter(self._counts))]
        return now, out

    def _prune(self, index: int) -> None:
        counts = self._counts
        while counts:
            first = next(iter(counts))
            if first[1] >= index:
                return
            del counts[first]

    async def close(self) -> None:
        self._counts.clear()


#: INCR every key of the current window (window index from the Redis clock, so all instances agree),
#: set its expiry on first hit; return the server time in ms followed by the counts.
_HIT_SCRIPT = """
local t = redis.call('TIME')
local now_ms = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window_ms = tonumber(ARGV[1])
local idx = math.floor(now_ms / window_ms)
local out = {now_ms}
for i, base in ipairs(KEYS) do
  local key = base .. ':' .. idx
  local c = redis.call('INCR', key)
  if c == 1 then redis.call('PEXPIRE', key, window_ms + 1000) end
  out[i + 1] = c
end
return out
"""


class RedisStore:
    """Counters shared by every instance through Redis; one atomic Lua call per request."""

    def __init__(self, url: str, namespace: str = "") -> None:
        import redis.asyncio as redis

        self.url = url
        #: Keys start ``foldwise:rl:<installation>:`` so installations sharing a Redis never share counters.
        self.prefix = f"{REDIS_PREFIX}{namespace}:" if namespace else REDIS_PREFIX
        self._client = redis.Redis.from_url(url)
        self._script = self._client.register_script(_HIT_SCRIPT)

    async def hit(self, keys: Sequence[str], window: int) -> tuple[float, list[int]]:
        result = await self._script(keys=[self.prefix + k for k in keys], args=[window * 1000])
        now_ms, *counts = (int(v) for v in result)
        return now_ms / 1000, counts

    async def close(self) -> None:
        await self._client.aclose()


@dataclass(frozen=True, slots=True)
class BucketState:
    """One bucket after a hit."""

    bucket: str
    limit: int
    count: int
    reset: int  # epoch seconds when the window ends
    now: float  # the store's clock at the hit

    @property
    def retry_after(self) -> int:
        """Whole seconds until the window ends (at least 1)."""
        return max(1, math.ceil(self.reset - self.now))

    @property
    def remaining(self) -> int:
        return max(0, self.limit - self.count)

    @property
    def exceeded(self) -> bool:
        return self.count > self.limit


def principal_key(request: Any, actor: Any) -> str:
    """``user:<id>`` for any authenticated request (all of a user's keys and sessions share one
    allowance), else ``ip:<client address>``."""
    if actor is not None:
        return f"user:{actor.user_id}"
    return f"ip:{getattr(request, 'remote_addr', None) or 'unknown'}"


def _rule_matches(rule: RateRule, method: str, path: str) -> bool:
    if method not in rule.methods or not _under(path, rule.prefix):
        return False
    return not any(_under(path, prefix) for prefix in rule.exclude)


def _under(path: str, prefix: str) -> bool:
    """``/api/v1/files`` covers itself and ``/api/v1/files/...`` but not ``/api/v1/filesystem``.

    A ``*`` segment matches any one segment: ``/api/v1/organize/jobs/*/rollback``.
    """
    if "*" in prefix:
        return _pattern(prefix).match(path) is not None
    if prefix.endswith("/"):
        return path.startswith(prefix)
    return path == prefix or path.startswith(prefix + "/")


@functools.lru_cache(maxsize=256)
def _pattern(prefix: str) -> re.Pattern[str]:
    parts = [("[^/]+" if part == "*" else re.escape(part)) for part in prefix.rstrip("/").split("/")]
    return re.compile("/".join(parts) + "(?:/.*)?$")


def buckets_for(rules: Iterable[RateRule], method: str, path: str) -> list[str]:
    """``default`` plus every bucket whose rule matches (each bucket once, in rule order)."""
    out = [DEFAULT_BUCKET]
    for rule in rules:
        if rule.bucket not in out and _rule_matches(rule, method.upper(), path):
            out.append(rule.bucket)
    return out


class RateLimiter:
    """Checks a request against its buckets; see the module docstring."""

    def __init__(self, settings: RateLimitSettings, rules: Iterable[RateRule], *,
                 redis_url: str | None = None, namespace: str = "") -> None:
        self.rules = list(rules)
        self.namespace = namespace
        self._bucket_cache: dict[tuple[str, str], list[str]] = {}
        self.redis_url = redis_url
        self.settings = settings
        self.store: Store = self._make_store(settings)
        self._retired: list[Store] = []

    def _make_store(self, settings: RateLimitSettings) -> Store:
        if settings.store == "redis":
            if not self.redis_url:
                raise ValueError("rate_limits.store = 'redis' needs redis_url")
            return RedisStore(self.redis_url, self.namespace)
        return MemoryStore()

    def configure(self, settings: RateLimitSettings) -> None:
        """Apply new limits, window or store (counts restart when the store or window changes)."""
        old = self.settings
        self.settings = settings
        if settings.store != old.store or settings.window_seconds != old.window_seconds:
            self._retired.append(self.store)
            self.store = self._make_store(settings)

    def limit_of(self, bucket: str) -> int:
        """The per-window limit of ``bucket`` (a plugin bucket without a setting gets the default)."""
        value = getattr(self.settings, bucket, None)
        return value if isinstance(value, int) and not isinstance(value, bool) else self.settings.default

    async def hit(self, buckets: Sequence[str], principal: str) -> list[BucketState]:
        """Count one request in each bucket for ``principal``; return the states."""
        window = self.settings.window_seconds
        now, counts = await self.store.hit([f"{b}:{principal}" for b in buckets], window)
        reset = (int(now // window) + 1) * window
        return [BucketState(b, self.limit_of(b), c, reset, now) for b, c in zip(buckets, counts)]

    async def check(self, request: Any, actor: Any) -> dict[str, str]:
        """Count ``request``; return its rate-limit headers or raise ``RateLimited``."""
        if not self.settings.enabled:
            return {}
        method, path = request.method, request.path
        buckets = self._bucket_cache.get((method, path))
        if buckets is None:
            buckets = buckets_for(self.rules, method, path)
            if len(self._bucket_cache) >= 4096:
                self._bucket_cache.clear()
            self._bucket_cache[(method, path)] = buckets
        try:
            states = await self.hit(buckets, principal_key(request, actor))
        except Exception as exc:  # noqa: BLE001 - fail open when the shared store is down
            log.warning("rate-limit store unavailable, request not limited: %s", exc)
            return {}
        tightest = min(states, key=lambda s: (s.remaining, s.limit))
        headers = {
            "X-RateLimit-Limit": str(tightest.limit),
            "X-RateLimit-Remaining": str(tightest.remaining),
            "X-RateLimit-Reset": str(tightest.reset),
        }
        exceeded = [s for s in states if s.exceeded]
        if exceeded:
            worst = max(exceeded, key=lambda s: s.reset)
            retry_after = worst.retry_after
            headers["Retry-After"] = str(retry_after)
            raise RateLimited(
                f"too many requests ({worst.bucket} limit {worst.limit} per "
                f"{self.settings.window_seconds}s); retry after {retry_after}s",
                details={"retry_after": retry_after, "bucket": worst.bucket, "limit": worst.limit},
                headers=headers,
            )
        return headers

    async def close(self) -> None:
        """Close the store (and any store replaced by ``configure``)."""
        for store in [*self._retired, self.store]:
            try:
                await store.close()
            except Exception as exc:  # noqa: BLE001
                log.debug("closing rate-limit store failed: %s", exc)
        self._retired.clear()


def create_rate_limiter(kernel: Kernel) -> RateLimiter:
    """The kernel's limiter: settings from ``kernel.settings.rate_limits``, rules from ``kernel.rate_rules``."""
    from foldwise.kernel.events.namespace import installation_namespace

    return RateLimiter(kernel.settings.rate_limits, kernel.rate_rules, redis_url=kernel.settings.redis_url,
                       namespace=installation_namespace(kernel.settings))
