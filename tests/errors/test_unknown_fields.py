"""Every request model refuses unknown fields with 422 naming the field (the contract's "Envelope and
errors"): walked from the app's url map, JSON bodies and query strings alike; nothing changes on disk."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from route_walk import request_models

from conftest import register_and_login

UNKNOWN = "unknown_field_xyz"
#: Models that validate a free-form document themselves (the configuration store refuses unknown keys,
#: which the dynamic test below checks).
FREE_FORM = {"ConfigDocument", "ConfigPatch"}
#: Bodies that reach validation (an empty one is answered earlier by these views).
BODIES = {"/api/v1/analyze": {"content": "hello"}, "/api/v1/organize": {"filename": "a.txt"}}


def _tree(root: Path) -> list[tuple[str, int]]:
    return sorted((str(p.relative_to(root)), p.stat().st_size) for p in root.rglob("*"))


def _names_unknown(body: Any) -> bool:
    details = body.get("details") if isinstance(body, dict) else None
    return isinstance(details, list) and any(d.get("loc") and d["loc"][-1] == UNKNOWN for d in details)


async def test_every_request_model_forbids_extra_fields(app: Any) -> None:
    models = request_models(app.app)
    assert len({m for _, _, m, _ in models}) >= 25, models
    lax = sorted({m.__name__ for _, _, m, _ in models
                  if m.model_config.get("extra") != "forbid" and m.__name__ not in FREE_FORM})
    assert not lax, f"request models that accept unknown fields: {lax}"


async def test_each_route_answers_422_to_an_unknown_field(app: Any, root: Path) -> None:
    client = app.test_client()
    headers = await register_and_login(client, "admin")
    (root / "inbox").mkdir()
    (root / "inbox" / "a.txt").write_text("hello")
    before = _tree(root)
    failures = []
    for method, path, model, where in request_models(app.app):
        if model.__name__ == "LoginIn":  # public: sent without credentials
            body = {"username": "admin", "password": "x" * 12, UNKNOWN: True}
            response = await client.post(path, json=body)
            payload = await response.get_json()
            if response.status_code != 422 or not _names_unknown(payload):
                failures.append((method, path, where, response.status_code, payload))
            continue
        if where == "json":
            body = {**BODIES.get(path, {}), UNKNOWN: True}
            response = await client.open(path, method=method, json=body, headers=headers)
        else:
            response = await client.open(path, method=method, query_string={UNKNOWN: "1"}, headers=headers)
        payload = await response.get_json()
        if path == "/api/v1/config/validate":  # a validator: answers {valid, errors} (contract) and names the key
            data = payload.get("data") or {} if isinstance(payload, dict) else {}
            if response.status_code != 200 or data.get("valid") is not False or not _names_unknown(
                    {"details": data.get("errors")}):
                failures.append((method, path, where, response.status_code, payload))
            continue
        if response.status_code != 422 or payload.get("error") != "validation_error" or not _names_unknown(payload):
            failures.append((method, path, where, response.status_code, payload))
    assert not failures, failures
    assert _tree(root) == before


async def test_move_with_dry_run_is_refused_and_moves_nothing(app: Any, root: Path) -> None:
    """The reference client sends ``dry_run``: it must never perform the move it did not ask for."""
    client = app.test_client()
    headers = await register_and_login(client, "admin")
    (root / "a.txt").write_text("x")
    response = await client.post("/api/v1/files/move", headers=headers, json={
        "source": str(root / "a.txt"), "destination": str(root / "b.txt"), "dry_run": True})
    body = await response.get_json()
    assert response.status_code == 422, body
    assert body["details"] == [{"loc": ["dry_run"], "msg": "Extra inputs are not permitted"}]
    assert (root / "a.txt").exists() and not (root / "b.txt").exists()
