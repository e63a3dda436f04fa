"""Typed helpers on the clients for the marketplace (``client.marketplace``) and the plugin runtime
(``client.plugin_runtime``): one method per route, each returning the envelope's ``data``.

The synchronous and asynchronous helpers share their request descriptions (``_MarketplaceRoutes``,
``_RuntimeRoutes``); only the call differs.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

__all__ = ["Marketplace", "AsyncMarketplace", "PluginRuntime", "AsyncPluginRuntime"]

Request = tuple[str, str, dict[str, Any]]


def _name(name: str) -> str:
    return quote(name, safe="")


def _drop_none(values: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v is not None}


class _MarketplaceRoutes:
    """``(method, path, httpx keyword arguments)`` of each marketplace route."""

    @staticmethod
    def search(q: str | None = None, category: str | None = None, tags: list[str] | None = None,
               page: int = 1, per_page: int = 20) -> Request:
        params = _drop_none({"q": q, "category": category, "tags": ",".join(tags) if tags else None,
                             "page": page, "per_page": per_page})
        return "GET", "marketplace/plugins", {"params": params}

    @staticmethod
    def info(name: str) -> Request:
        return "GET", f"marketplace/plugins/{_name(name)}", {}

    @staticmethod
    def installed() -> Request:
        return "GET", "marketplace/installed", {}

    @staticmethod
    def updates() -> Request:
        return "GET", "marketplace/updates", {}

    @staticmethod
    def install(name: str, version: str | None = None) -> Request:
        return "POST", f"marketplace/plugins/{_name(name)}/install", ({"json": {"version": version}} if version else {})

    @staticmethod
    def update(name: str) -> Request:
        return "POST", f"marketplace/plugins/{_name(name)}/update", {}

    @staticmethod
    def remove(name: str) -> Request:
        return "DELETE", f"marketplace/plugins/{_name(name)}", {}

    @staticmethod
    def reviews(name: str, limit: int = 10) -> Request:
        return "GET", f"marketplace/plugins/{_name(name)}/reviews", {"params": {"limit": limit}}

    @staticmethod
    def review(name: str, rating: int, title: str, content: str) -> Request:
        return "POST", f"marketplace/plugins/{_name(name)}/reviews", {
            "json": {"rating": rating, "title": title, "content": content}}

    @staticmethod
    def delete_review(name: str, review_id: int | str) -> Request:
        return "DELETE", f"marketplace/plugins/{_name(name)}/reviews/{_name(str(review_id))}", {}


class _RuntimeRoutes:
    """``(method, path, httpx keyword arguments)`` of each plugin runtime route."""

    @staticmethod
    def files_list(path: str, recursive: bool = False, include_hidden: bool = False,
                   max_items: int = 200) -> Request:
        return "GET", "plugins/files/list", {"params": {"path": path, "recursive": str(recursive).lower(),
                                                         "include_hidden": str(include_hidden).lower(),
                                                         "max_items": max_items}}

    @staticmethod
    def files_metadata(path: str) -> Request:
        return "GET", "plugins/files/metadata", {"params": {"path": path}}

    @staticmethod
    def organize_file(source_path: str, destination_path: str, overwrite: bool = False,
                      dry_run: bool = False) -> Request:
        return "POST", "plugins/files/organize", {"json": {"source_path": source_path,
                                                           "destination_path": destination_path,
                                                           "overwrite": overwrite, "dry_run": dry_run}}

    @staticmethod
    def config_get(key: str) -> Request:
        return "GET", "plugins/config/get", {"params": {"key": key}}

    @staticmethod
    def hooks(event: str | None = None) -> Request:
        return "GET", "plugins/hooks", {"params": _drop_none({"event": event})}

    @staticmethod
    def register_hook(event: str, callback_url: str, secret: str | None = None) -> Request:
        return "POST", "plugins/hooks/register", {"json": _drop_none({"event": event, "callback_url": callback_url,
                                                                       "secret": secret})}

    @staticmethod
    def unregister_hook(event: str, callback_url: str) -> Request:
        return "POST", "plugins/hooks/unregister", {"json": {"event": event, "callback_url": callback_url}}

    @staticmethod
    def trigger(event: str, payload: dict[str, Any] | None = None) -> Request:
        return "POST", "plugins/hooks/trigger", {"json": {"event": event, "payload": payload or {}}}

    @staticmethod
    def deliveries(hook_id: str) -> Request:
        return "GET", f"plugins/hooks/{_name(hook_id)}/deliveries", {}


def _namespace(routes: type, doc: str, *, awaitable: bool) -> type:
    """A class whose methods send each route's description through ``client.request`` (awaited for an
    ``AsyncClient``)."""

    def make(name: str) -> Any:
        describe = getattr(routes, name)

        def call(self: Any, *args: Any, **kwargs: Any) -> Any:
            verb, path, options = describe(*args, **kwargs)
            return self._client.request(verb, path, **options)

        if awaitable:
            async def method(self: Any, *args: Any, **kwargs: Any) -> Any:
                return await call(self, *args, **kwargs)
        else:
            method = call
        method.__name__, method.__doc__ = name, describe.__doc__
        return method

    body: dict[str, Any] = {n: make(n) for n in vars(routes) if not n.startswith("_")}
    body["__init__"] = lambda self, client: setattr(self, "_client", client)
    body["__doc__"] = doc
    base = routes.__name__.strip("_").replace("Routes", "")
    return type(("Async" if awaitable else "") + base, (), body)


Marketplace = _namespace(_MarketplaceRoutes, "``client.marketplace``: browse, install, update, remove, review.",
                         awaitable=False)
AsyncMarketplace = _namespace(_MarketplaceRoutes, "``client.marketplace`` of an ``AsyncClient``.",
                              awaitable=True)
PluginRuntime = _namespace(_RuntimeRoutes, "``client.plugin_runtime``: files, config and webhooks for plugins.",
                           awaitable=False)
AsyncPluginRuntime = _namespace(_RuntimeRoutes, "``client.plugin_runtime`` of an ``AsyncClient``.",
                                awaitable=True)
