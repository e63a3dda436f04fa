"""The app's routes as the tests walk them: every API rule with a method that may carry a body, and the
request models quart-schema records on the views."""

from __future__ import annotations

import re
from typing import Any, Iterator

from quart_schema.validation import QUART_SCHEMA_QUERYSTRING_ATTRIBUTE, QUART_SCHEMA_REQUEST_ATTRIBUTE, DataSource

BODY_METHODS = ("POST", "PUT", "PATCH", "DELETE")


def concrete(rule: str) -> str:
    """The rule with every ``<converter:name>`` replaced by a harmless value."""
    return re.sub(r"<(?:[^:>]+:)?[^>]+>", "x", rule)


def api_rules(app: Any) -> Iterator[tuple[Any, Any]]:
    """``(rule, view)`` for every ``/api/v1`` HTTP rule (WebSocket rules aside)."""
    for rule in app.url_map.iter_rules():
        if rule.rule.startswith("/api/v1") and not rule.websocket:
            yield rule, app.view_functions[rule.endpoint]


def body_routes(app: Any) -> list[tuple[str, str, bool]]:
    """``(method, path, documented_json)`` for every API route that may carry a body; ``documented_json``
    when its view declares a JSON request model (it reads the body as JSON)."""
    out = []
    for rule, view in api_rules(app):
        declared = getattr(view, QUART_SCHEMA_REQUEST_ATTRIBUTE, None)
        documented = declared is not None and declared[1] == DataSource.JSON
        for method in sorted(set(rule.methods or ()) & set(BODY_METHODS)):
            out.append((method, concrete(rule.rule), documented))
    return out


def request_models(app: Any) -> list[tuple[str, str, type, str]]:
    """``(method, path, model, "json" | "query")`` for every request model a view declares."""
    out = []
    for rule, view in api_rules(app):
        methods = sorted(set(rule.methods or ()) - {"HEAD", "OPTIONS"})
        declared = getattr(view, QUART_SCHEMA_REQUEST_ATTRIBUTE, None)
        if declared is not None and declared[1] == DataSource.JSON:
            out.extend((m, concrete(rule.rule), declared[0], "json") for m in methods)
        query = getattr(view, QUART_SCHEMA_QUERYSTRING_ATTRIBUTE, None)
        if query is not None:
            out.extend((m, concrete(rule.rule), query, "query") for m in methods)
    return out
