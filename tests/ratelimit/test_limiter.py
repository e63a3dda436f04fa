"""The limiter itself: buckets, keys, headers, 429, memory bounds and the shared Redis store."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

import pytest

from foldwise.kernel.auth.actor import Actor
from foldwise.kernel.errors import RateLimited
from foldwise.kernel.ratelimit import MemoryStore, RateLimiter, buckets_for, principal_key
from foldwise.kernel.registry import RateRule
from foldwise.kernel.settings import RateLimitSettings
from conftest import REDIS_URL, require_service
from waiting import ManualClock

RULES = [
    RateRule("files", "/api/v1/files"),
    RateRule("organization", "/api/v1/organize", ("POST",), exclude=("/api/v1/organize/status",)),
    RateRule("authentication", "/api/v1/auth/login", ("POST",)),
]


@dataclass
class Req:
    method: str
    path: str
    remote_addr: str = "10.0.0.1"


def limits(**kw: object) -> RateLimitSettings:
    return RateLimitSettings(**kw)  # type: ignore[arg-type]


def with_clock(limiter: RateLimiter) -> ManualClock:
    """Give ``limiter``'s memory store a hand-moved clock, at the start of a window; return the clock."""
    assert isinstance(limiter.store, MemoryStore)
    clock = limiter.store.clock = ManualClock()
    return clock


def test_buckets_match_prefix_method_and_exclude() -> None:
    assert buckets_for(RULES, "GET", "/api/v1/files") == ["default", "files"]
    assert buckets_for(RULES, "get", "/api/v1/files/abc") == ["default", "files"]
    assert buckets_for(RULES, "GET", "/api/v1/filesystem") == ["default"]
    assert buckets_for(RULES, "POST", "/api/v1/organize/scan") == ["default", "organization"]
    assert buckets_for(RULES, "GET", "/api/v1/organize/jobs") == ["default"]
    assert buckets_for(RULES, "POST", "/api/v1/organize/status/x") == ["default"]
    assert buckets_for(RULES, "GET", "/api/v1/auth/login") == ["default"]


def test_principal_key_is_the_user_else_the_address() -> None:
    user = Actor(7, "bob", "member", "jwt")
    key = Actor(7, "bob", "member", "api_key", key_id="abcdefghijkl")
    req = Req("GET", "/x", "192.0.2.9")
    assert principal_key(req, key) == "user:7"
    assert principal_key(req, user) == "user:7"
    assert principal_key(req, None) == "ip:192.0.2.9"


async def test_headers_report_tightest_bucket_and_429_after_limit() -> None:
    limiter = RateLimiter(limits(default=50, files=3, window_seconds=60), RULES)
    clock = with_clock(limiter)
    window_end = clock.now + 60
    req = Req("GET", "/api/v1/files")
    for expected_remaining in (2, 1, 0):
        headers = await limiter.check(req, None)
        assert headers["X-RateLimit-Limit"] == "3"
        assert headers["X-RateLimit-Remaining"] == str(expected_remaining)
        assert int(headers["X-RateLimit-Reset"]) == window_end  # the end of the epoch-aligned window
        assert "Retry-After" not in headers
        clock.advance(10)
    with pytest.raises(RateLimited) as info:
        await limiter.check(req, None)
    exc = info.value
    assert exc.status == 429 and exc.code == "rate_limited"
    assert exc.details["retry_after"] == 30  # 60 s window, 30 s gone
    assert exc.headers["Retry-After"] == str(exc.details["retry_after"])
    assert exc.headers["X-RateLimit-Remaining"] == "0"
    # Other principals and other buckets are unaffected.
    assert (await limiter.check(Req("GET", "/api/v1/files", "10.0.0.2"), None))["X-RateLimit-Remaining"] == "2"
    assert (await limiter.check(Req("GET", "/api/v1/search"), None))["X-RateLimit-Limit"] == "50"


async def test_window_rolls_over() -> None:
    limiter = RateLimiter(limits(default=1, window_seconds=60), [])
    clock = with_clock(limiter)
    req = Req("GET", "/api/v1/health")
    await limiter.check(req, None)
    clock.advance(59.9)
    with pytest.raises(RateLimited) as info:
        await limiter.check(req, None)
    assert info.value.details["retry_after"] == 1
    clock.advance(0.1)  # the next window starts: the count starts again
    assert (await limiter.check(req, None))["X-RateLimit-Remaining"] == "0"
    assert len(limiter.store) == 1  # the old window's entry was dropped


async def test_disabled_and_configure() -> None:
    limiter = RateLimiter(limits(enabled=False, default=1), [])
    req = Req("GET", "/")
    for _ in range(5):
        assert await limiter.check(req, None) == {}
    limiter.configure(limits(default=2))
    assert (await limiter.check(req, None))["X-RateLimit-Limit"] == "2"
    await limiter.close()


async def test_memory_store_is_bounded_and_drops_old_windows() -> None:
    clock = ManualClock()
    store = MemoryStore(max_entries=100, clock=clock)
    for i in range(1000):
        await store.hit([f"ip:{i}"], 60)
    assert len(store) == 100
    # A later window drops every entry of the earlier ones at the front.
    store._counts = {("a", 1): 1, ("b", 1): 1, ("c", int(clock.now // 60)): 1}
    await store.hit(["d"], 60)
    assert [k for k, _ in store._counts] == ["c", "d"]


async def test_redis_store_is_shared_between_limiters() -> None:
    require_service("redis")
    settings = limits(store="redis", default=4, window_seconds=60)
    first = RateLimiter(settings, RULES, redis_url=REDIS_URL)
    second = RateLimiter(settings, RULES, redis_url=REDIS_URL)
    try:
        # Redis's own clock places the hits, so it cannot be moved: if the window ends between two hits
        # (their X-RateLimit-Reset differs), the counts restarted; run again with a fresh principal.
        for _attempt in range(3):
            req = Req("GET", "/api/v1/health", f"198.51.100.{uuid.uuid4().int % 250}-{uuid.uuid4().hex}")
            headers = [await limiter.check(req, None) for limiter in (first, second, first, second)]
            try:
                headers.append(await first.check(req, None))  # not limited: a new window began
            except RateLimited as exc:
                limited = exc
                headers.append(exc.headers)
            if len({h["X-RateLimit-Reset"] for h in headers}) == 1:
                break
        else:
            pytest.fail("five hits never landed in one 60 s window")
        assert [h["X-RateLimit-Remaining"] for h in headers] == ["3", "2", "1", "0", "0"]
        assert limited.headers["Retry-After"] == str(limited.details["retry_after"])
        import redis.asyncio as redis

        client = redis.Redis.from_url(REDIS_URL)
        keys = await client.keys(f"foldwise:rl:default:ip:{req.remote_addr}:*")
        assert len(keys) == 1 and 0 < await client.pttl(keys[0]) <= 61_000
        await client.aclose()
    finally:
        await first.close()
        await second.close()


async def test_redis_keys_are_namespaced_per_installation() -> None:
    """Two installations on one Redis (two namespaces) never share counters; one installation's do."""
    require_service("redis")
    settings = limits(store="redis", default=1, window_seconds=60)
    ns = uuid.uuid4().hex[:8]
    mine, same, other = (RateLimiter(settings, RULES, redis_url=REDIS_URL, namespace=n)
                         for n in (f"a{ns}", f"a{ns}", f"b{ns}"))
    try:
        req = Req("GET", "/api/v1/health", f"203.0.113.{uuid.uuid4().int % 250}-{ns}")
        await mine.check(req, None)
        await other.check(req, None)  # its own counter: not limited
        with pytest.raises(RateLimited):
            await same.check(req, None)
        import redis.asyncio as redis

        client = redis.Redis.from_url(REDIS_URL)
        assert len(await client.keys(f"foldwise:rl:a{ns}:default:ip:{req.remote_addr}:*")) == 1
        assert len(await client.keys(f"foldwise:rl:b{ns}:default:ip:{req.remote_addr}:*")) == 1
        await client.aclose()
    finally:
        for limiter in (mine, same, other):
            await limiter.close()


async def test_redis_down_fails_open() -> None:
    limiter = RateLimiter(limits(store="redis", default=1), [], redis_url="redis://127.0.0.1:1/0")
    req = Req("GET", "/")
    assert await limiter.check(req, None) == {}
    assert await limiter.check(req, None) == {}
    await limiter.close()


def test_wildcard_segment_rules() -> None:
    rules = [RateRule("organization", "/api/v1/organize/jobs/*/rollback", ("POST",))]
    assert buckets_for(rules, "POST", "/api/v1/organize/jobs/abc-1/rollback") == ["default", "organization"]
    assert buckets_for(rules, "POST", "/api/v1/organize/jobs/abc-1/cancel") == ["default"]
    assert buckets_for(rules, "POST", "/api/v1/organize/jobs/a/b/rollback") == ["default"]
    assert buckets_for(rules, "GET", "/api/v1/organize/jobs/abc/rollback") == ["default"]


def test_organize_plugin_rules_count_only_job_creating_posts() -> None:
    from foldwise.plugins.organize import register_rate_limits

    rules = register_rate_limits()
    for path in ("/api/v1/organize/scan", "/api/v1/organize/preview", "/api/v1/organize/execute"):
        assert "organization" in buckets_for(rules, "POST", path), path
    for method, path in (("GET", "/api/v1/organize/jobs"), ("GET", "/api/v1/organize/status/abc"),
                         ("POST", "/api/v1/organize/jobs/abc/cancel")):
        assert buckets_for(rules, method, path) == ["default"], path
