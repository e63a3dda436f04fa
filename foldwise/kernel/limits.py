"""Request body size limits: ``server.max_request_bytes`` for ordinary requests, ``max_upload_bytes`` for uploads.

Quart's ``MAX_CONTENT_LENGTH`` is the upload maximum (multipart bodies may be that large). For every
other request ``enforce_body_limit`` (a ``before_request`` function) answers 413 ``payload_too_large``
when the declared ``Content-Length`` is above ``max_request_bytes``, and lowers the body's limit so a
chunked body without a length is cut off at the same size while it streams in.
"""

from __future__ import annotations

from typing import Any

from quart import current_app, request

from foldwise.kernel.errors import ApiError

__all__ = ["PayloadTooLarge", "body_limit", "enforce_body_limit"]


#: Methods whose requests carry no body unless they declare a Content-Length.
BODYLESS_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "DELETE"})


class PayloadTooLarge(ApiError):
    status, code = 413, "payload_too_large"


def body_limit(content_type: str | None, server: Any) -> int:
    """The largest body allowed for a request of ``content_type`` (multipart = upload limit)."""
    if (content_type or "").lower().startswith("multipart/form-data"):
        return int(server.max_upload_bytes)
    return int(server.max_request_bytes)


async def enforce_body_limit() -> None:
    """Refuse an oversized body with 413 before it is read (see the module docstring)."""
    kernel = getattr(current_app, "kernel", None)
    if kernel is None:
        return
    length = request.content_length
    if length is None and request.method in BODYLESS_METHODS and "Transfer-Encoding" not in request.headers:
        return
    limit = body_limit(request.content_type, kernel.settings.server)
    if length is not None and length > limit:
        raise PayloadTooLarge(
            f"the request body is larger than the {limit} bytes allowed here",
            details={"max_bytes": limit},
        )
    body = getattr(request, "body", None)
    if body is None:
        return
    # Quart fixes the body's limit when the request is created; tighten it for streamed bodies
    # (a body without Content-Length), and refuse what has already arrived beyond it.
    current = getattr(body, "_max_content_length", None)
    if current is None or current > limit:
        body._max_content_length = limit
    buffered = getattr(body, "_data", None)
    if buffered is not None and len(buffered) > limit:
        raise PayloadTooLarge(
            f"the request body is larger than the {limit} bytes allowed here",
            details={"max_bytes": limit},
        )
