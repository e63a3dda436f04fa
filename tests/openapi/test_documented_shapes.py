"""The documented success models match what the routes really answer, and their examples validate."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from conftest import PASSWORD, register_and_login
from foldwise.kernel.openapi import example_of
from foldwise.plugins.analysis.schemas import AnalysisEnvelope, CategoriesEnvelope, StatsEnvelope, StorageEnvelope
from foldwise.plugins.analytics.schemas import ActivityEnvelope
from foldwise.plugins.auth.schemas import (
    ApiKeyListEnvelope,
    NewApiKeyEnvelope,
    RevokedEnvelope,
    TokenEnvelope,
    UserEnvelope,
)
from foldwise.plugins.search.schemas import ReindexEnvelope, SearchEnvelope

ENVELOPES: list[type[BaseModel]] = [
    AnalysisEnvelope, CategoriesEnvelope, StatsEnvelope, StorageEnvelope, ActivityEnvelope, ApiKeyListEnvelope,
    NewApiKeyEnvelope, RevokedEnvelope, TokenEnvelope, UserEnvelope, ReindexEnvelope, SearchEnvelope,
]


@pytest.mark.parametrize("envelope", ENVELOPES, ids=lambda m: m.__name__)
def test_lifted_examples_validate_against_their_model(envelope: type[BaseModel]) -> None:
    """The example /openapi.json derives for the envelope (see ``example_of``) is a valid instance."""
    schema = envelope.model_json_schema(ref_template="#/components/schemas/{model}")
    example = example_of(schema, schema.get("$defs", {}))
    assert isinstance(example, dict) and example["success"] is True, f"{envelope.__name__} has no example"
    envelope.model_validate(example)


def _strict(envelope: type[BaseModel], body: Any) -> None:
    """Validate ``body`` and check it carries no top-level data field the model does not document."""
    envelope.model_validate(body)
    data_model = envelope.model_fields["data"].annotation
    undocumented = set(body["data"]) - set(data_model.model_fields)  # type: ignore[union-attr]
    assert not undocumented, f"{envelope.__name__}: undocumented fields {undocumented}"


async def test_real_responses_match_the_documented_models(client: Any, root: Path) -> None:
    (root / "Reports").mkdir()
    (root / "Reports" / "q3-invoice.txt").write_text("Invoice 2024-113, payment due in 30 days.\n")
    (root / "photo.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 512)
    headers = await register_and_login(client, "alice")

    async def call(method: str, url: str, status: int, **kwargs: Any) -> Any:
        response = await client.open(url, method=method, headers=headers, **kwargs)
        body = await response.get_json()
        assert response.status_code == status, (url, body)
        return body

    _strict(ReindexEnvelope, await call("POST", "/api/v1/search/reindex", 202))
    _strict(SearchEnvelope, await call("GET", "/api/v1/search?q=invoice", 200))
    _strict(UserEnvelope, await call("GET", "/api/v1/auth/me", 200))
    new_key = await call("POST", "/api/v1/api-keys", 201, json={"name": "backup script"})
    _strict(NewApiKeyEnvelope, new_key)
    _strict(ApiKeyListEnvelope, await call("GET", "/api/v1/api-keys", 200))
    _strict(RevokedEnvelope, await call("DELETE", f"/api/v1/api-keys/{new_key['data']['id']}", 200))
    _strict(ActivityEnvelope, await call("GET", "/api/v1/analytics/activity?days=3", 200))
    _strict(AnalysisEnvelope, await call("POST", "/api/v1/analyze", 200,
                                         json={"content": "Invoice 2024-113: payment due.", "name": "a.txt"}))
    _strict(StorageEnvelope, await call("GET", "/api/v1/analyze/storage?groupBy=folder", 200))
    _strict(CategoriesEnvelope, await call("GET", "/api/v1/analyze/categories", 200))
    _strict(StatsEnvelope, await call("GET", "/api/v1/system/stats", 200))
    login = await client.post("/api/v1/auth/login", json={"username": "alice", "password": PASSWORD})
    tokens = await login.get_json()
    _strict(TokenEnvelope, tokens)
    refreshed = await client.post("/api/v1/auth/refresh", json={"refresh_token": tokens["data"]["refresh_token"]})
    _strict(TokenEnvelope, await refreshed.get_json())
    register = await client.post("/api/v1/auth/register", json={"username": "bob", "email": "bob@example.com",
                                                                "password": PASSWORD})
    assert register.status_code == 201
    _strict(UserEnvelope, await register.get_json())
