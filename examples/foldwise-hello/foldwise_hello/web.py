"""``GET /api/v1/hello`` and the ``/ui/hello`` page: thin adapters over ``Greeter``."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, g, render_template, request

from foldwise.sdk import ok, page_view, require

from foldwise_hello import HELLO_READ
from foldwise_hello.service import Greeter

api = Blueprint("hello_api", __name__, url_prefix="/api/v1")
pages = Blueprint("hello_pages", __name__, url_prefix="/ui", template_folder="templates")


@api.get("/hello")
@require(HELLO_READ)
async def hello() -> Any:
    """Greet ``?name=`` with the configured greeting (``{"message": ...}`` in the envelope)."""
    return ok({"message": g.kernel.service(Greeter).greet(request.args.get("name"))})


@pages.get("/hello")
@page_view(HELLO_READ)
async def hello_page() -> Any:
    """A page in the shell: a plain GET form, no JavaScript needed; errors render as the shell's error page."""
    name = request.args.get("name")
    message = g.kernel.service(Greeter).greet(name) if name else None
    return await render_template("hello/index.html", name=name, message=message)
