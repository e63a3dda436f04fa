"""REST routes of the ``system`` plugin under ``/api/v1``: health, status, plugins, config, setup."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, current_app
from quart_schema import document_response, tag

from foldwise.kernel.app import public
from foldwise.kernel.responses import ok
from foldwise.plugins.system import schemas
from foldwise.plugins.system.health import health as health_facts

__all__ = ["bp"]

bp = Blueprint("system_api", __name__, url_prefix="/api/v1")


def _kernel() -> Any:
    return current_app.kernel  # type: ignore[attr-defined]


@bp.get("/health")
@public
@tag(["system"])
@document_response(schemas.HealthEnvelope, 200)
@document_response(schemas.ErrorBody, 503)
async def health() -> Any:
    """Liveness and database check (public). 503 when the database does not answer."""
    facts = await health_facts(_kernel())
    if facts["status"] != "ok":
        return {"error": "service_unavailable", "message": "the database does not answer", "details": facts}, 503
    return ok(facts)
