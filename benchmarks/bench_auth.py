"""Cost of authentication: ``python benchmarks/bench_auth.py``.

Measured in one run, through the same in-process ASGI app and the same Quart test client:

1. requests/s of ``GET /bench/bare`` (a bare public route added to the foldwise app: the guard and
   after-request hooks run but no credential is checked) vs ``GET /api/v1/auth/me`` with an API key
   (key lookup + HMAC + the view's own user read) and with a JWT; also a bare Quart app for reference;
2. the API-key check alone (``authenticate_api_key``) with 10 stored keys vs 10,000.

The rate limiter runs (with a limit the benchmark cannot reach). Goal: API-key ``/me`` within 1.5x of
the bare Quart route (the kernel's whole overhead); no growth with the number of stored keys.
"""

from __future__ import annotations

import asyncio
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Awaitable, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quart import Quart  # noqa: E402

from foldwise.kernel.app import create_app, public  # noqa: E402
from foldwise.kernel.settings import load_settings  # noqa: E402

PASSWORD = "correct horse battery staple"
ROUNDS, PER_ROUND, WARMUP = 5, 1500, 300


async def rates(*calls: Callable[[], Awaitable[Any]], n: int = PER_ROUND) -> list[float]:
    """Median calls/s of each callable over ``ROUNDS`` rounds of ``n`` sequential calls.

    The callables take turns round by round, so a change in machine load hits them alike.
    """
    for call in calls:
        for _ in range(WARMUP):
            await call()
    samples: list[list[float]] = [[] for _ in calls]
    for _ in range(ROUNDS):
        for i, call in enumerate(calls):
            start = time.perf_counter()
            for _ in range(n):
                await call()
            samples[i].append(n / (time.perf_counter() - start))
    return [statistics.median(s) for s in samples]


async def rate(call: Callable[[], Awaitable[Any]], n: int = PER_ROUND) -> float:
    return (await rates(call, n=n))[0]


def checked(client: Any, path: str, headers: dict[str, str] | None = None) -> Callable[[], Awaitable[Any]]:
    async def call() -> None:
        response = await client.get(path, headers=headers or {})
        if response.status_code != 200:
            raise SystemExit(f"{path} answered {response.status_code}: {await response.get_data(as_text=True)}")
    return call


def bare_quart_app() -> Quart:
    """The baseline: a bare Quart app with one JSON route and nothing else."""
    app = Quart("bare")

    @app.get("/bare")
    async def bare() -> Any:
        return {"success": True, "data": {"id": 1, "username": "alice"}}

    return app


async def main() -> None:
    from foldwise.kernel.auth import api_keys
    from foldwise.kernel.auth.accounts import create_user
    from foldwise.kernel.auth.models import ApiKey
    from foldwise.kernel.auth.tokens import issue_tokens

    tmp = Path(tempfile.mkdtemp(prefix="fw-bench-auth-"))
    (tmp / "root").mkdir()
    settings = load_settings(tmp / "home", environ={}, overrides={
        "roots": [str(tmp / "root")], "rate_limits": {"default": 10**9}})
    app = create_app(settings)

    @app.get("/bench/bare")
    @public
    async def bench_bare() -> Any:
        return {"success": True, "data": {"id": 1, "username": "alice"}}

    async with app.test_app() as test_app, bare_quart_app().test_app() as quart_app:
        client = test_app.test_client()
        quart_client = quart_app.test_client()
        user = await create_user(settings, "alice", PASSWORD, "alice@example.com")
        new = await api_keys.create_api_key(settings, user, "bench")
        await ApiKey.bulk_create([
            ApiKey(id=f"{i:012d}".translate(str.maketrans("0123456789", "abcdefghij")), user_id=user.id,
                   name="filler", secret_hmac=secrets.token_hex(32)) for i in range(9)])
        jwt_headers = {"Authorization": f"Bearer {(await issue_tokens(settings, user)).access_token}"}
        key_headers = {"X-API-Key": new.key}

        quart_bare, bare, me_key, me_jwt = await rates(checked(quart_client, "/bare"),
                                                       checked(client, "/bench/bare"),
                                                       checked(client, "/api/v1/auth/me", key_headers),
                                                       checked(client, "/api/v1/auth/me", jwt_headers))

        async def check_key() -> None:
            await api_keys.authenticate_api_key(settings, new.key)

        keys_10 = await rate(check_key, n=5 * PER_ROUND)
        count_10 = await ApiKey.all().count()
        await ApiKey.bulk_create([
            ApiKey(id=f"{i:012d}".translate(str.maketrans("0123456789", "klmnopqrst")), user_id=user.id,
                   name="filler", secret_hmac=secrets.token_hex(32)) for i in range(9_990)], batch_size=1000)
        count_10k = await ApiKey.all().count()
        keys_10k = await rate(check_key, n=5 * PER_ROUND)
        bare_10k, me_key_10k = await rates(checked(client, "/bench/bare"),
                                           checked(client, "/api/v1/auth/me", key_headers))

    print(f"bare Quart app route                 {quart_bare:8.0f} req/s")
    print(f"foldwise public route (/bench/bare)  {bare:8.0f} req/s")
    print(f"GET /api/v1/auth/me, X-API-Key       {me_key:8.0f} req/s   ({count_10} keys stored)")
    print(f"GET /api/v1/auth/me, Bearer JWT      {me_jwt:8.0f} req/s")
    print(f"GET /api/v1/auth/me, X-API-Key       {me_key_10k:8.0f} req/s   ({count_10k} keys stored; "
          f"public route {bare_10k:.0f} req/s in the same rounds)")
    print(f"authenticate_api_key alone           {keys_10:8.0f} /s with {count_10} keys, "
          f"{keys_10k:.0f} /s with {count_10k} keys")
    print()
    print(f"ratio time(/me API key) / time(bare Quart)     {quart_bare / me_key:5.2f}x   (kernel overhead, goal <= 1.5x)")
    print(f"ratio time(/me JWT) / time(bare Quart)         {quart_bare / me_jwt:5.2f}x")
    print(f"ratio time(/me API key) / time(public route)   {bare / me_key:5.2f}x   (authentication alone)")
    print(f"ratio time(/me API key) / time(public route), {count_10k} keys   {bare_10k / me_key_10k:5.2f}x")
    print(f"ratio key check {count_10k} keys / {count_10} keys        {keys_10 / keys_10k:5.2f}x   (goal ~1.0x)")


if __name__ == "__main__":
    asyncio.run(main())
