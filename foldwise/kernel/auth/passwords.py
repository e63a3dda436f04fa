"""Password hashing with argon2id (argon2-cffi); hashing runs in a worker thread."""

from __future__ import annotations

import asyncio
from functools import lru_cache

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

__all__ = ["hash_password", "verify_password", "needs_rehash", "dummy_verify"]


@lru_cache(maxsize=1)
def _hasher() -> PasswordHasher:
    # argon2-cffi's defaults are RFC 9106's low-memory profile, argon2id.
    return PasswordHasher()


async def hash_password(password: str) -> str:
    """Return the argon2id hash of ``password`` (computed off the event loop)."""
    return await asyncio.to_thread(_hasher().hash, password)


async def verify_password(password_hash: str, password: str) -> bool:
    """True when ``password`` matches ``password_hash``; never raises for a bad hash."""

    def _verify() -> bool:
        try:
            return _hasher().verify(password_hash, password)
        except (VerifyMismatchError, VerificationError, InvalidHashError):
            return False

    return await asyncio.to_thread(_verify)


def needs_rehash(password_hash: str) -> bool:
    """True when the hash was made with weaker parameters than the current ones."""
    try:
        return _hasher().check_needs_rehash(password_hash)
    except InvalidHashError:
        return True


@lru_cache(maxsize=1)
def _dummy_hash() -> str:
    return _hasher().hash("foldwise-timing-equaliser")


async def dummy_verify(password: str) -> None:
    """Spend the time of one verification, so unknown usernames answer as slowly as wrong passwords."""
    await verify_password(_dummy_hash(), password)
