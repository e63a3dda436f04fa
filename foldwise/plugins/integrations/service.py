"""The integrations capability: list, configure, connect, disconnect and send (no Quart here).

Providers come from the ``register_integrations`` hook. Settings are validated by the provider's model and
their path settings against the roots before anything is stored; a send is one journal transaction.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from pydantic import ValidationError

from foldwise.sdk import ApiError, Conflict, InvalidPath, InvalidRequest, NotFound
from foldwise.plugins.integrations.provider import (
    Integration,
    IntegrationSettings,
    RootFolder,
    SendContext,
    Subfolder,
    subfolder,
)

__all__ = ["IntegrationsService", "settings_error"]


def settings_error(name: str, exc: ValidationError) -> ApiError:
    """The 422 for settings the provider's model refuses (unknown key, missing or wrong value)."""
    details = [{"loc": ["body", "settings", *map(str, e["loc"])], "msg": str(e["msg"])} for e in exc.errors()]
    return ApiError(f"invalid settings for the {name} integration", status=422, code="validation_error",
                    details=details)


def _markers(model: type[IntegrationSettings]) -> dict[str, Any]:
    """``{field: RootFolder | Subfolder}`` for the model's path settings."""
    out: dict[str, Any] = {}
    for name, info in model.model_fields.items():
        for item in info.metadata:
            if isinstance(item, (RootFolder, Subfolder)):
                out[name] = item
    return out


class IntegrationsService:
    """The integrations of one kernel (providers from every enabled plugin)."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        found: dict[str, Integration] = {}
        for provider in kernel.pm.collect("register_integrations"):
            found.setdefault(provider.name, provider)
        self.providers = dict(sorted(found.items()))

    def get(self, name: str) -> Integration:
        """The provider named ``name``; 404 ``not_found`` otherwise."""
        provider = self.providers.get(name)
        if provider is None:
            raise NotFound(f"no such integration: {name}", details={"integration": name})
        return provider

    # ---- reading ------------------------------------------------------------------------------
    async def _state(self, name: str) -> Any:
        from foldwise.plugins.integrations.models import IntegrationState

        return await IntegrationState.get_or_none(name=name)

    def _loaded(self, provider: Integration, state: Any) -> IntegrationSettings | None:
        if state is None or not state.settings and provider.Settings.model_fields:
            return None
        try:
            return provider.Settings.model_validate(state.settings)
        except ValidationError:  # a provider's model changed since: treat as not configured
            return None

    def _item(self, provider: Integration, state: Any) -> dict[str, Any]:
        settings = self._loaded(provider, state)
        configured = state is not None and (settings is not None or not provider.Settings.model_fields)
        details = provider.details(settings)
        details.update({"label": provider.label, "description": provider.description, "sends": provider.sends,
                        "last_sent_at": state.last_sent_at.isoformat() if state and state.last_sent_at else None})
        return {"name": provider.name, "type": provider.type, "enabled": configured,
                "connected": bool(state and state.connected and configured), "details": details}

    async def list(self) -> list[dict[str, Any]]:
        """Every integration, by name: ``{name, type, enabled (configured), connected, details}``."""
        from foldwise.plugins.integrations.models import IntegrationState

        states = {s.name: s for s in await IntegrationState.filter(name__in=list(self.providers))}
        return [self._item(p, states.get(n)) for n, p in self.providers.items()]

    async def item(self, name: str) -> dict[str, Any]:
        """One integration as listed."""
        return self._item(self.get(name), await self._state(name))

    # ---- changing -----------------------------------------------------------------------------
    async def check(self, provider: Integration, raw: dict[str, Any]) -> IntegrationSettings:
        """Validate ``raw`` with the provider's model, then its path settings against the roots (root folders
        become their real path). Raises 422 / 403 ``path_not_allowed`` / 400 ``invalid_path`` / 404."""
        try:
            settings = provider.Settings.model_validate(raw)
        except ValidationError as exc:
            raise settings_error(provider.name, exc) from None
        values = settings.model_dump()
        for field, marker in _markers(provider.Settings).items():
            value = values.get(field)
            if value is None:
                continue
            if isinstance(marker, Subfolder):
                values[field] = subfolder(value, field)
                continue
            resolved = await self.kernel.sandbox.aresolve(value, must_exist=marker.must_exist)
            if not await _folder_or_absent(resolved):
                raise InvalidPath(f"{field} is not a folder", details={"setting": field})
            values[field] = str(resolved)
        return provider.Settings.model_validate(values)

    async def configure(self, name: str, raw: dict[str, Any], *, actor: str | None = None) -> dict[str, Any]:
        """Check and save the settings; the integration is disconnected until connected again."""
        from foldwise.plugins.integrations.models import IntegrationState

        provider = self.get(name)
        settings = await self.check(provider, raw)
        await IntegrationState.update_or_create(
            {"settings": settings.model_dump(mode="json"), "connected": False, "updated_by": actor}, name=name)
        return {"integration": name, "connected": False}

    async def connect(self, name: str, *, actor: str | None = None) -> dict[str, Any]:
        """Connect (the settings are checked against the roots again); 409 ``conflict`` when unconfigured."""
        from foldwise.plugins.integrations.models import IntegrationState

        provider = self.get(name)
        state = await self._state(name)
        if state is None and provider.Settings.model_fields:
            raise Conflict(f"configure the {name} integration first", details={"integration": name})
        await self.check(provider, state.settings if state is not None else {})
        await IntegrationState.update_or_create({"connected": True, "updated_by": actor}, name=name)
        return {"integration": name, "connected": True}

    async def disconnect(self, name: str, *, actor: str | None = None) -> dict[str, Any]:
        """Disconnect (settings are kept)."""
        from foldwise.plugins.integrations.models import IntegrationState

        provider = self.get(name)
        await IntegrationState.filter(name=name).update(connected=False, updated_by=actor)
        await provider.on_disconnect(self.kernel)
        return {"integration": name, "connected": False}

    async def send(self, name: str, path: str, metadata: dict[str, Any] | None = None, *,
                   actor: str | None = None) -> dict[str, Any]:
        """Send one file: the provider writes its output in one journal transaction (undoable).
        Returns ``{integration, sent, path, written, transaction_id}``."""
        from foldwise.plugins.integrations.models import IntegrationState

        provider = self.get(name)
        if not provider.sends:
            raise InvalidRequest(f"the {name} integration does not take files")
        state = await self._state(name)
        if state is None or not state.connected:
            raise Conflict(f"the {name} integration is not connected", details={"integration": name})
        settings = await self.check(provider, state.settings)
        source = await self.kernel.sandbox.aresolve(path, kind="file")
        async with self.kernel.journal.transaction(
                "integration_send", actor=actor, description=f"send {source.name} to {name}") as txn:
            ctx = SendContext(self.kernel, source, dict(metadata or {}), txn)
            await provider.send(ctx, settings)
            transaction_id = txn.id
        await IntegrationState.filter(name=name).update(last_sent_at=datetime.now(timezone.utc))
        return {"integration": name, "sent": True, "path": str(source), "written": ctx.written,
                "transaction_id": transaction_id}


async def _folder_or_absent(path: Any) -> bool:
    """True when ``path`` is a folder or nothing (a folder the journal creates on the first send)."""
    import asyncio
    import os

    return await asyncio.to_thread(lambda: os.path.isdir(path) or not os.path.lexists(path))
