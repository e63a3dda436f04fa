"""The server's own ``/openapi.json`` (read in-process from a throwaway data home) and the operation table
both clients are generated from."""

from __future__ import annotations

import asyncio
import json
import tempfile
from pathlib import Path
from typing import Any

__all__ = ["server_openapi", "operation_table", "run_with_app"]


def run_with_app(work: Any) -> Any:
    """Run ``await work(test_app)`` on a fresh app over an empty temporary data home; return its result."""
    from foldwise.kernel.app import create_app
    from foldwise.kernel.settings import load_settings

    async def run(settings: Any) -> Any:
        async with create_app(settings).test_app() as app:
            return await work(app)

    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        (home / "root").mkdir()
        return asyncio.run(run(load_settings(home, overrides={"roots": [str(home / "root")]}, environ={})))


def server_openapi() -> dict[str, Any]:
    """The OpenAPI document the server serves (a new app, nothing installed in its data home)."""

    async def fetch(app: Any) -> dict[str, Any]:
        response = await app.test_client().get("/openapi.json")
        return json.loads(await response.get_data(as_text=True))

    return run_with_app(fetch)


def operation_table(spec: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """``operationId -> {method, path, pathParams, query, body}`` for every ``/api/v1`` operation, sorted."""
    table: dict[str, dict[str, Any]] = {}
    for path, ops in spec["paths"].items():
        if not path.startswith("/api/v1/"):
            continue
        for method, op in ops.items():
            params = op.get("parameters", [])
            content = (op.get("requestBody") or {}).get("content", {})
            body = "multipart" if "multipart/form-data" in content else "json" if content else None
            table[op["operationId"]] = {
                "method": method.upper(), "path": path,
                "pathParams": [p["name"] for p in params if p["in"] == "path"],
                "query": [p["name"] for p in params if p["in"] == "query"], "body": body,
            }
    return dict(sorted(table.items()))
