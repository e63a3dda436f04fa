"""The runtime's documented models: their examples validate, and real answers match them field for field."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from conftest import make_settings, register_and_login
from foldwise.kernel.openapi import example_of
from foldwise.plugins.runtime import schemas

ENVELOPES: list[type[BaseModel]] = [
    schemas.FileListEnvelope, schemas.FileEnvelope, schemas.OrganizeEnvelope, schemas.ConfigEnvelope,
    schemas.HookListEnvelope, schemas.RegisteredEnvelope, schemas.UnregisteredEnvelope, schemas.TriggeredEnvelope,
    schemas.DeliveriesEnvelope,
]


@pytest.mark.parametrize("envelope", ENVELOPES, ids=lambda m: m.__name__)
def test_examples_validate(envelope: type[BaseModel]) -> None:
    schema = envelope.model_json_schema(ref_template="#/components/schemas/{model}")
    example = example_of(schema, schema.get("$defs", {}))
    assert isinstance(example, dict) and example["success"] is True
    envelope.model_validate(example)


def _strict(envelope: type[BaseModel], body: Any) -> None:
    envelope.model_validate(body)
    data_model = envelope.model_fields["data"].annotation
    assert not set(body["data"]) - set(data_model.model_fields)  # type: ignore[union-attr]


async def test_real_answers_match_the_models(home: Path, root: Path) -> None:
    from foldwise.kernel.app import create_app

    (root / "a.txt").write_text("a")
    app = create_app(make_settings(home, [root], plugins={"allow_private_callbacks": True}))
    async with app.test_app() as test_app:
        client = test_app.test_client()
        headers = await register_and_login(client, "admin")

        async def call(method: str, url: str, **kw: Any) -> Any:
            response = await client.open(url, method=method, headers=headers, **kw)
            assert response.status_code in (200, 201), await response.get_data()
            return await response.get_json()

        _strict(schemas.FileListEnvelope, await call("GET", "/api/v1/plugins/files/list"))
        _strict(schemas.FileEnvelope, await call("GET", f"/api/v1/plugins/files/metadata?path={root}/a.txt"))
        _strict(schemas.OrganizeEnvelope, await call("POST", "/api/v1/plugins/files/organize", json={
            "source_path": str(root / "a.txt"), "destination_path": str(root / "b.txt")}))
        _strict(schemas.ConfigEnvelope, await call("GET", "/api/v1/plugins/config/get?key=rate_limits"))
        hook = {"event": "file.organized", "callback_url": "http://127.0.0.1:9/in"}
        registered = await call("POST", "/api/v1/plugins/hooks/register", json=hook)
        _strict(schemas.RegisteredEnvelope, registered)
        _strict(schemas.HookListEnvelope, await call("GET", "/api/v1/plugins/hooks"))
        _strict(schemas.TriggeredEnvelope, await call("POST", "/api/v1/plugins/hooks/trigger",
                                                      json={"event": "file.organized"}))
        _strict(schemas.DeliveriesEnvelope,
                await call("GET", f"/api/v1/plugins/hooks/{registered['data']['id']}/deliveries"))
        _strict(schemas.UnregisteredEnvelope, await call("POST", "/api/v1/plugins/hooks/unregister", json=hook))
