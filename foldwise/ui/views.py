"""Helpers for plugin pages under ``/ui``: permission checks that answer with the shell's HTML error page."""

from __future__ import annotations

from functools import wraps
from typing import Any, Callable

from quart import render_template

from foldwise.kernel.auth.guard import check_permission
from foldwise.kernel.errors import ApiError

__all__ = ["error_page", "page_view", "flash_undo", "back_to"]


async def error_page(exc: ApiError) -> Any:
    """The shell's error page with the error's status (no JSON for a browser)."""
    return await render_template("error.html", status=exc.status, message=exc.message), exc.status


def page_view(permission: str) -> Callable[[Any], Any]:
    """View decorator: ``permission`` required; an ``ApiError`` becomes the HTML error page."""

    def decorator(view: Any) -> Any:
        @wraps(view)
        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                await check_permission(permission)
                return await view(*args, **kwargs)
            except ApiError as exc:
                return await error_page(exc)

        return wrapper

    return decorator


async def flash_undo(message: str, transaction_id: int | None) -> None:
    """A success message with an Undo button for ``transaction_id`` (rendered by ``base.html``)."""
    from quart import flash

    await flash(message, f"undo:{transaction_id}" if transaction_id else "success")


def back_to(raw: str | None, default: str) -> str:
    """``raw`` (a form's ``next`` field) when it is a local ``/ui`` address, else ``default`` (no open redirects)."""
    from foldwise.kernel.auth.guard import safe_next

    return safe_next(raw, default) if isinstance(raw, str) and raw.startswith("/ui") else default
