"""Browser extension tokens: issued to a signed-in user for one extension id, shown once, stored as an HMAC
of their secret, valid for ``TOKEN_TTL_SECONDS``, revocable. A token authenticates only the routes in
``TOKEN_ROUTES`` and only with its extension's ``Origin`` (``origins_for``)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from datetime import datetime, timedelta, timezone
from typing import Any

from foldwise.sdk import Actor, Conflict, Forbidden, NotFound, Unauthorized, fetch_user_row

__all__ = ["BrowserTokens", "TOKEN_TTL_SECONDS", "TOKEN_ROUTES", "origins_for", "PREFIX"]

TOKEN_TTL_SECONDS = 3600
PREFIX = "fwx_"
#: ``(method, path)`` a token opens: search, upload and the one-file suggestion.
TOKEN_ROUTES = frozenset({("GET", "/api/v1/search"), ("POST", "/api/v1/files/upload"), ("POST", "/api/v1/organize")})
#: Browser schemes of extension origins.
EXTENSION_SCHEMES = ("chrome-extension", "moz-extension", "safari-web-extension")


def origins_for(extension_id: str) -> set[str]:
    """The ``Origin`` values an extension sends: ``<scheme>://<id>`` for the browsers' extension schemes, or
    the id itself when it is already an origin (``https://clipper.example``)."""
    if "://" in extension_id:
        return {extension_id.rstrip("/")}
    return {f"{scheme}://{extension_id}" for scheme in EXTENSION_SCHEMES}


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _aware(moment: Any) -> datetime:
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def _split(token: str) -> tuple[str, str] | None:
    if not isinstance(token, str) or not token.startswith(PREFIX):
        return None
    token_id, sep, secret = token[len(PREFIX):].partition("_")
    if not sep or len(token_id) != 12 or not secret or len(secret) > 64:
        return None
    return token_id, secret


class BrowserTokens:
    """The token store of one kernel."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        self._key = kernel.settings.secret_key()

    def _hmac(self, secret: str) -> str:
        return hmac.new(self._key, secret.encode("utf-8"), hashlib.sha256).hexdigest()

    def config(self) -> dict[str, Any]:
        """``{allowed_origins, token_ttl_seconds}``: the CORS origins (``server.cors_origins``) and the TTL."""
        return {"allowed_origins": list(self.kernel.settings.server.cors_origins),
                "token_ttl_seconds": TOKEN_TTL_SECONDS}

    async def _require_connected(self) -> None:
        try:
            service = self.kernel.service("foldwise.plugins.integrations.service:IntegrationsService")
        except LookupError:  # the integrations plugin is disabled: tokens stand alone
            return
        if not (await service.item("browser"))["connected"]:
            raise Conflict("connect the browser integration first", details={"integration": "browser"})

    async def issue(self, user_id: int, extension_id: str) -> dict[str, Any]:
        """A new token for ``user_id`` and ``extension_id``: ``{token, expires_at}`` (the only time it is shown)."""
        from foldwise.plugins.integrations.browser.models import ExtensionToken

        await self._require_connected()
        token_id = base64.b32encode(secrets.token_bytes(10)).decode().lower()[:12]
        secret = secrets.token_urlsafe(32).replace("_", "-")
        expires = _now().replace(microsecond=0) + timedelta(seconds=TOKEN_TTL_SECONDS)
        await ExtensionToken.create(id=token_id, user_id=user_id, extension_id=extension_id,
                                    secret_hmac=self._hmac(secret), expires_at=expires)
        return {"token": f"{PREFIX}{token_id}_{secret}", "expires_at": expires.isoformat()}

    async def _find(self, token: str) -> Any:
        """The row of ``token`` when its secret matches (None otherwise; revocation and expiry not checked)."""
        from foldwise.plugins.integrations.browser.models import ExtensionToken

        parts = _split(token)
        if parts is None:
            return None
        row = await ExtensionToken.get_or_none(id=parts[0])
        if row is None or not hmac.compare_digest(row.secret_hmac, self._hmac(parts[1])):
            return None
        return row

    @staticmethod
    def _live(row: Any) -> bool:
        return row is not None and row.revoked_at is None and _aware(row.expires_at) > _now()

    async def verify(self, token: str, actor: Any) -> dict[str, Any]:
        """``{valid, expires_at?}``: valid while the caller's token is neither revoked nor expired."""
        row = await self._find(token)
        if not self._live(row) or row.user_id != actor.user_id:
            return {"valid": False}
        return {"valid": True, "expires_at": _aware(row.expires_at).isoformat()}

    async def revoke(self, token: str, actor: Any) -> dict[str, Any]:
        """Revoke the caller's token (an admin: anyone's); 404 ``not_found`` for an unknown one."""
        row = await self._find(token)
        if row is None or (row.user_id != actor.user_id and not actor.is_admin):
            raise NotFound("no such token")
        if row.revoked_at is None:
            row.revoked_at = _now()
            await row.save(update_fields=["revoked_at"])
        return {"revoked": True}

    async def revoke_all(self) -> int:
        """Revoke every live token (the browser integration was disconnected)."""
        from foldwise.plugins.integrations.browser.models import ExtensionToken

        return await ExtensionToken.filter(revoked_at=None).update(revoked_at=_now())

    async def authenticate(self, token: str, origin: str | None, method: str, path: str) -> Actor:
        """The token's user as the request's actor; 401 when the token is invalid, expired, revoked or sent
        from another origin, 403 on a route tokens do not open."""
        row = await self._find(token.strip())
        if not self._live(row):
            raise Unauthorized("the extension token is invalid, expired or revoked")
        if not origin or origin.rstrip("/") not in origins_for(row.extension_id):
            raise Unauthorized("the extension token is bound to another origin")
        if (method.upper(), path.rstrip("/") or "/") not in TOKEN_ROUTES:
            raise Forbidden("extension tokens open only search, upload and the one-file suggestion")
        user = await fetch_user_row(row.user_id)
        if user is None:
            raise Unauthorized("the extension token's account no longer exists")
        from foldwise.plugins.integrations.browser.models import ExtensionToken

        await ExtensionToken.filter(id=row.id).update(last_used_at=_now())
        return Actor(user_id=user["user_id"], username=user["username"], role=user["role"], via="plugin",
                     is_active=bool(user["is_active"]), user_row=user)
