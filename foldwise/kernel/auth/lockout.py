"""Per-account sign-in lockout with backoff, shared by every instance through the database.

After ``THRESHOLD`` failed password sign-ins for one username (compared without regard to case, known
or not, so the answer never tells whether an account exists), password sign-in for that name is locked
for ``BASE_SECONDS``, doubling with every further failure up to ``CAP_SECONDS``. A locked attempt answers
429 ``rate_limited`` without checking the password and does not count. A successful sign-in clears the
record; failures more than ``FORGET_AFTER`` apart start the count over (stale records are pruned then).
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta, timezone

from tortoise.exceptions import IntegrityError
from tortoise.expressions import F

from foldwise.kernel.auth.models import SignInFailure, username_key
from foldwise.kernel.errors import RateLimited

__all__ = ["THRESHOLD", "BASE_SECONDS", "CAP_SECONDS", "FORGET_AFTER", "lock_seconds", "check", "failed",
           "succeeded"]

THRESHOLD = 5
BASE_SECONDS = 60
CAP_SECONDS = 15 * 60
FORGET_AFTER = timedelta(hours=1)


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _key(username: str) -> str:
    return username_key(username)[:64]


def lock_seconds(failures: int) -> int:
    """How long ``failures`` failed sign-ins in a row lock the account (0 below the threshold)."""
    if failures < THRESHOLD:
        return 0
    return min(CAP_SECONDS, BASE_SECONDS * 2 ** min(failures - THRESHOLD, 16))


def _locked(until: datetime, now: datetime) -> RateLimited:
    retry_after = max(1, math.ceil((until - now).total_seconds()))
    return RateLimited(
        f"too many failed sign-ins for this account; retry after {retry_after}s",
        details={"retry_after": retry_after},
        headers={"Retry-After": str(retry_after)},
    )


async def check(username: str, now: datetime | None = None) -> None:
    """Raise 429 ``rate_limited`` (``Retry-After``, ``details.retry_after``) while ``username`` is locked."""
    now = now or _now()
    record = await SignInFailure.get_or_none(username_key=_key(username))
    if record is not None and record.locked_until is not None and record.locked_until > now:
        raise _locked(record.locked_until, now)


async def failed(username: str, now: datetime | None = None) -> int:
    """Count one failed sign-in for ``username`` (atomically) and lock it past the threshold; return the count."""
    now = now or _now()
    key = _key(username)
    await SignInFailure.filter(last_failure_at__lt=now - FORGET_AFTER).delete()
    if not await SignInFailure.filter(username_key=key).update(failures=F("failures") + 1, last_failure_at=now):
        try:
            await SignInFailure.create(username_key=key, failures=1, last_failure_at=now)
        except IntegrityError:  # another request created it first
            await SignInFailure.filter(username_key=key).update(failures=F("failures") + 1, last_failure_at=now)
    record = await SignInFailure.get(username_key=key)
    seconds = lock_seconds(record.failures)
    if seconds:
        await SignInFailure.filter(username_key=key).update(locked_until=now + timedelta(seconds=seconds))
    return record.failures


async def succeeded(username: str) -> None:
    """Forget the failures of ``username`` (a correct password)."""
    await SignInFailure.filter(username_key=_key(username)).delete()
