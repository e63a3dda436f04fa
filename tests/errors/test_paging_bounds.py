"""Paging parameters are bounded on every route (422 ``validation_error`` beyond), so no database is asked
for an offset it cannot hold; the largest page allowed answers an empty page on SQLite and PostgreSQL."""

from __future__ import annotations

import re

from pathlib import Path
from typing import Any, AsyncIterator

import pytest
from route_walk import request_models

from conftest import make_settings, register_and_login
from foldwise.kernel.schemas import MAX_PAGE

PAGING = ("page", "page_size", "limit", "per_page")
HUGE = "9223372036854775808"


@pytest.fixture
async def db_app(home: Path, root: Path, db_backend: str | None) -> AsyncIterator[Any]:
    from foldwise.kernel.app import create_app

    overrides: dict[str, Any] = {"rate_limits": {"enabled": False}}
    if db_backend:
        overrides["database"] = {"url": db_backend}
    async with create_app(make_settings(home, [root], **overrides)).test_app() as app:
        yield app


async def test_every_paging_parameter_is_bounded(db_app: Any) -> None:
    client = db_app.test_client()
    headers = await register_and_login(client, "admin")
    checked, failures = [], []
    for method, path, model, where in request_models(db_app.app):
        for field in (f for f in model.model_fields if f in PAGING):
            checked.append((path, field))
            for value in (HUGE, "0", "-1", str(MAX_PAGE * 10)):
                if where == "query":
                    response = await client.open(path, method=method, query_string={field: value}, headers=headers)
                else:
                    response = await client.open(path, method=method, json={field: int(value)}, headers=headers)
                body = await response.get_json()
                locs = [d.get("loc", [])[-1:] for d in body.get("details") or [] if isinstance(d, dict)]
                if response.status_code != 422 or [field] not in locs:
                    failures.append((method, path, field, value, response.status_code, body))
    assert ("/api/v1/history", "page") in checked and ("/api/v1/organize/jobs", "page") in checked, checked
    assert not failures, failures


async def test_largest_page_is_an_empty_page(db_app: Any) -> None:
    client = db_app.test_client()
    headers = await register_and_login(client, "admin")
    for path in ("/api/v1/history", "/api/v1/organize/jobs", "/api/v1/files"):
        response = await client.get(path, query_string={"page": str(MAX_PAGE)}, headers=headers)
        body = await response.get_json()
        assert response.status_code == 200, (path, body)
        assert body["meta"]["page"] == MAX_PAGE


async def test_every_integer_input_is_bounded(app: Any) -> None:
    """An unbounded integer reaches a database or an array as a 500 (fuzzing found three: page, min_size,
    transaction_id): every integer or float field of every request model has an upper bound."""
    import annotated_types

    import types
    import typing

    def bounded(metadata: Any) -> bool:
        return any(isinstance(m, (annotated_types.Le, annotated_types.Lt)) or bounded(getattr(m, "metadata", ()))
                   for m in metadata)

    def items_bounded(annotation: Any) -> bool:
        """A list of integers is bounded when its item type is (``list[Annotated[int, Field(le=...)]]``)."""
        if typing.get_origin(annotation) in (typing.Union, types.UnionType):  # ``list[...] | None``
            return all(items_bounded(a) for a in typing.get_args(annotation) if a is not type(None))
        args = typing.get_args(annotation)
        return typing.get_origin(annotation) is list and bool(args) and bounded(getattr(args[0], "__metadata__", ()))

    unbounded = []
    for _method, path, model, _where in request_models(app.app):
        for name, field in model.model_fields.items():
            if re.search(r"\b(int|float)\b", str(field.annotation)) and not bounded(field.metadata) \
                    and not items_bounded(field.annotation):
                unbounded.append(f"{path} {model.__name__}.{name}")
    assert not unbounded, unbounded
