"""The deployment secret (``FOLDWISE_SECRET_FILE``, else ``$FOLDWISE_HOME/secret.key``), read once per path."""

from __future__ import annotations

from foldwise.kernel.settings import Settings

__all__ = ["server_secret"]

_cache: dict[str, bytes] = {}
#: The last settings object asked about, and its secret: the per-request fast path.
_last: tuple[Settings | None, bytes] = (None, b"")


def server_secret(settings: Settings) -> bytes:
    """The secret that signs JWTs and keys API-key HMACs (generated on first use)."""
    global _last
    if _last[0] is settings:
        return _last[1]
    path = str(settings.secret_path)
    secret = _cache.get(path)
    if secret is None:
        secret = _cache[path] = settings.secret_key()
    _last = (settings, secret)
    return secret
