"""``GET /api/v1/hello`` and the ``/ui/hello`` page."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, current_app, render_template, request

from foldwise_hello.core import greet
from foldwise.sdk import ok, require

api = Blueprint("hello_api", __name__, url_prefix="/api/v1")
pages = Blueprint("hello_pages", __name__, url_prefix="/ui", template_folder="templates")


def _config() -> Any:
    return current_app.kernel.settings.section("hello")  # type: ignore[attr-defined]


@api.get("/hello")
@require("hello.read")
async def hello() -> Any:
    """Greet ``?name=`` with the configured greeting."""
    return ok({"message": greet(_config(), request.args.get("name"))})


@pages.get("/hello")
@require("hello.read")
async def hello_page() -> Any:
    """A page in the shell: a plain GET form, no JavaScript needed."""
    name = request.args.get("name")
    return await render_template("hello/index.html", name=name, message=greet(_config(), name) if name else None)
