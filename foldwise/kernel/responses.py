"""The success envelope: ``{"success": true, "data": {...}, "meta": {...}?}``."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

__all__ = ["ok", "page_meta"]


def _plain(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True)
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def ok(data: Any = None, status: int = 200, meta: dict[str, Any] | None = None,
       headers: dict[str, str] | None = None) -> tuple[dict[str, Any], int, dict[str, str]]:
    """Return a Quart response tuple holding the success envelope."""
    body: dict[str, Any] = {"success": True, "data": _plain(data) if data is not None else {}}
    if meta is not None:
        body["meta"] = meta
    return body, status, headers or {}


def page_meta(total: int, page: int, page_size: int) -> dict[str, int]:
    """The ``meta`` of a paginated listing."""
    return {"total": total, "page": page, "pageSize": page_size}
