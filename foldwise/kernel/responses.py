"""The success envelope: ``{"success": true, "data": {...}, "meta": {...}?}``."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

from pydantic import BaseModel

__all__ = ["ok", "page_meta", "content_disposition"]


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


#: Characters a quoted ``filename=`` fallback cannot carry safely: controls, quote, backslash, ``%``, non-ASCII.
_UNSAFE_FALLBACK = re.compile(r'[^\x20-\x7e]|["\\%]')


def content_disposition(filename: str, disposition: str = "attachment") -> str:
    """A ``Content-Disposition`` value for any file name (RFC 6266): an ASCII ``filename`` fallback with
    unsafe characters replaced by ``_``, plus ``filename*=UTF-8''...`` carrying the exact name."""
    fallback = _UNSAFE_FALLBACK.sub("_", filename) or "download"
    exact = quote(filename.encode("utf-8", "surrogateescape"), safe="")
    return f"{disposition}; filename=\"{fallback}\"; filename*=UTF-8''{exact}"
