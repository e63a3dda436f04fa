"""Errors in the contract's shapes, and the handlers that guarantee them on every route.

Three body shapes leave the service: ``{"error", "message", "details"}`` (ApiError),
``{"error": "validation_error", "message", "details": [{"loc", "msg"}]}`` (422), and
``{"detail": "..."}`` only where the interface names it (``DetailError``).
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "ApiError",
    "DetailError",
    "NotFound",
    "Forbidden",
    "Unauthorized",
    "Conflict",
    "InvalidRequest",
    "InvalidPath",
    "PathNotAllowed",
    "InvalidJobTransition",
    "FeatureUnavailable",
    "validation_error_body",
    "install_error_handlers",
]


class ApiError(Exception):
    """An error answered as ``{"error": code, "message": message, "details": details}``."""

    status: int = 400
    code: str = "invalid_request"

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        code: str | None = None,
        details: Any = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        if status is not None:
            self.status = status
        if code is not None:
            self.code = code
        self.details = details
        self.headers = headers or {}

    def body(self) -> dict[str, Any]:
        return {"error": self.code, "message": self.message, "details": self.details}


class InvalidRequest(ApiError):
    status, code = 400, "invalid_request"


class InvalidPath(ApiError):
    status, code = 400, "invalid_path"


class InvalidId(ApiError):
    status, code = 400, "invalid_id"


class Unauthorized(ApiError):
    status, code = 401, "unauthorized"

    def __init__(self, message: str = "authentication required", **kw: Any) -> None:
        super().__init__(message, **kw)


class Forbidden(ApiError):
    status, code = 403, "forbidden"

    def __init__(self, message: str = "you are not allowed to do this", **kw: Any) -> None:
        super().__init__(message, **kw)


class PathNotAllowed(ApiError):
    status, code = 403, "path_not_allowed"


class NotFound(ApiError):
    status, code = 404, "not_found"


class Conflict(ApiError):
    status, code = 409, "conflict"


class InvalidJobTransition(ApiError):
    status, code = 409, "invalid_job_transition"


class SemanticValidationError(ApiError):
    """A 422 with a named code (``checksum_failed``, ``signature_invalid`` ...)."""

    status = 422


class RateLimited(ApiError):
    status, code = 429, "rate_limited"


class FeatureUnavailable(ApiError):
    """503: an optional dependency group or backend is missing; details name the pip extra."""

    status, code = 503, "optional_feature_unavailable"

    def __init__(self, feature: str, group: str, message: str | None = None) -> None:
        super().__init__(
            message or f"{feature} needs the optional '{group}' dependency group",
            details={"feature": feature, "group": group, "install": f"pip install 'foldwise[{group}]'"},
        )


class DetailError(Exception):
    """The framework detail shape ``{"detail": "..."}``, used only where the interface names it."""

    def __init__(self, detail: str, status: int = 400) -> None:
        super().__init__(detail)
        self.detail = detail
        self.status = status


def validation_error_body(errors: list[dict[str, Any]], message: str = "request validation failed") -> dict[str, Any]:
    """The 422 body from pydantic-style errors (``loc``/``msg`` only; never input values)."""
    details = [{"loc": list(e.get("loc", ())), "msg": str(e.get("msg", "invalid"))} for e in errors]
    return {"error": "validation_error", "message": message, "details": details}


#: Codes for statuses the framework raises on its own.
HTTP_CODES: dict[int, tuple[str, str]] = {
    400: ("invalid_request", "the request could not be understood"),
    401: ("unauthorized", "authentication required"),
    403: ("forbidden", "you are not allowed to do this"),
    404: ("not_found", "no such resource"),
    405: ("method_not_allowed", "this method is not allowed on this resource"),
    408: ("request_timeout", "the request took too long to arrive"),
    413: ("payload_too_large", "the request body is too large"),
    415: ("unsupported_media_type", "unsupported content type"),
    429: ("rate_limited", "too many requests"),
    500: ("internal_server_error", "an unexpected error occurred"),
}


def install_error_handlers(app: Any) -> None:
    """Register handlers so every error leaves in one of the contract's shapes."""
    from pydantic import ValidationError
    from quart import has_request_context, jsonify, request
    from quart_schema import RequestSchemaValidationError
    from werkzeug.exceptions import HTTPException
    from werkzeug.routing import WebsocketMismatch

    def _json(body: dict[str, Any], status: int, headers: dict[str, str] | None = None) -> Any:
        response = jsonify(body)
        response.status_code = status
        for key, value in (headers or {}).items():
            response.headers[key] = value
        return response

    @app.errorhandler(ApiError)
    async def _api_error(exc: ApiError) -> Any:
        if request.path.startswith("/ui") and request.accept_mimetypes.accept_html:  # e.g. a failed CSRF check
            handled = await _ui_error(app, exc.status, exc.message)
            if handled is not None:
                return handled[0], handled[1], exc.headers or {}
        return _json(exc.body(), exc.status, exc.headers)

    @app.errorhandler(DetailError)
    async def _detail_error(exc: DetailError) -> Any:
        return _json({"detail": exc.detail}, exc.status)

    @app.errorhandler(RequestSchemaValidationError)
    async def _schema_error(exc: RequestSchemaValidationError) -> Any:
        inner = exc.validation_error
        errors = inner.errors() if isinstance(inner, ValidationError) else [{"loc": [], "msg": str(inner)}]
        return _json(validation_error_body(errors), 422)

    @app.errorhandler(ValidationError)
    async def _pydantic_error(exc: ValidationError) -> Any:
        return _json(validation_error_body(exc.errors()), 422)

    @app.errorhandler(HTTPException)
    async def _http_error(exc: HTTPException) -> Any:
        status = exc.code or 500
        if not has_request_context() and (isinstance(exc, WebsocketMismatch) or status == 405):
            status = 404  # a WebSocket upgrade on an HTTP route: there is no socket here
        code, message = HTTP_CODES.get(status, ("http_error", exc.name.lower() if exc.name else "error"))
        headers = {}
        if status == 405 and getattr(exc, "valid_methods", None):
            headers["Allow"] = ", ".join(exc.valid_methods)  # type: ignore[attr-defined]
        # a WebSocket handshake has no ``request``: the JSON answer below refuses the upgrade
        if has_request_context() and request.path.startswith("/ui") and request.accept_mimetypes.accept_html:
            handled = await _ui_error(app, status, message)
            if handled is not None:
                return handled
        return _json({"error": code, "message": message, "details": None}, status, headers)

    @app.errorhandler(Exception)
    async def _unexpected(exc: Exception) -> Any:
        kernel = getattr(app, "kernel", None)
        if kernel is not None:
            from foldwise.kernel.plugins import gather

            current = request if has_request_context() else None
            for result in await gather(kernel.pm.hook.handle_exception(request=current, exc=exc, kernel=kernel)):
                return result
        import logging  # here: a one-shot command importing the error classes should not pay for logging

        logging.getLogger("foldwise.errors").exception("unhandled error on %s", _describe_current())
        if has_request_context() and request.path.startswith("/ui") and request.accept_mimetypes.accept_html:
            handled = await _ui_error(app, 500, "an unexpected error occurred")
            if handled is not None:
                return handled
        return _json(
            {"error": "internal_server_error", "message": "an unexpected error occurred", "details": None},
            500,
        )


def _describe_current() -> str:
    """``METHOD /path`` of the request, or ``websocket /path`` of the socket, being handled."""
    from quart import has_request_context, has_websocket_context, request, websocket

    if has_request_context():
        return f"{request.method} {request.path}"
    if has_websocket_context():
        return f"websocket {websocket.path}"
    return "(no request)"


async def _ui_error(app: Any, status: int, message: str) -> Any:
    """Render the web shell's error page when it exists (the ui package may be absent)."""
    try:
        from quart import render_template

        html = await render_template("error.html", status=status, message=message)
    except Exception:  # noqa: BLE001 - fall back to JSON
        return None
    return html, status
