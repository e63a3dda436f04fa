"""Secrets that must be recovered (webhook signing secrets): encrypted at rest with Fernet.

The key is derived from the deployment secret with HKDF-SHA256 and a per-purpose label, so a database dump
alone reveals nothing, and the same secret file decrypts on every instance of the deployment.
"""

from __future__ import annotations

import base64
from functools import lru_cache
from typing import TYPE_CHECKING

from foldwise.kernel.auth.secret import server_secret
from foldwise.kernel.settings import Settings

if TYPE_CHECKING:  # cryptography is imported on first use (importing this module costs nothing)
    from cryptography.fernet import Fernet

__all__ = ["seal_secret", "open_secret", "SecretUnreadable"]


class SecretUnreadable(Exception):
    """The stored value was not sealed with this deployment's secret (or was altered)."""


@lru_cache(maxsize=16)
def _fernet(secret: bytes, purpose: str) -> Fernet:
    from cryptography.fernet import Fernet
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    key = HKDF(algorithm=hashes.SHA256(), length=32, salt=None,
               info=f"foldwise secretbox {purpose}".encode()).derive(secret)
    return Fernet(base64.urlsafe_b64encode(key))


def seal_secret(settings: Settings, plaintext: str, purpose: str = "default") -> str:
    """Encrypt ``plaintext`` for storage (a Fernet token, authenticated)."""
    return _fernet(server_secret(settings), purpose).encrypt(plaintext.encode()).decode("ascii")


def open_secret(settings: Settings, token: str, purpose: str = "default") -> str:
    """Decrypt a value made by ``seal_secret`` (``SecretUnreadable`` when it cannot be)."""
    from cryptography.fernet import InvalidToken

    try:
        return _fernet(server_secret(settings), purpose).decrypt(token.encode("ascii")).decode()
    except (InvalidToken, UnicodeError, ValueError) as exc:
        raise SecretUnreadable("the stored secret cannot be decrypted with this deployment's secret") from exc
