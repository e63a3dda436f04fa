"""The documented account envelopes: their OpenAPI examples validate, and real answers match them."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel

from conftest import register_and_login
from foldwise.kernel.openapi import example_of
from foldwise.plugins.auth.account_schemas import (
    AcceptedEnvelope, AccountEnvelope, DoneEnvelope, EnrollEnvelope, RecoveryEnvelope, ResetLinkEnvelope,
    UserListEnvelope,
)
from foldwise.plugins.system.schemas import ConfigValidationEnvelope

ENVELOPES: list[type[BaseModel]] = [AcceptedEnvelope, AccountEnvelope, DoneEnvelope, EnrollEnvelope,
                                    RecoveryEnvelope, ResetLinkEnvelope, UserListEnvelope, ConfigValidationEnvelope]


@pytest.mark.parametrize("envelope", ENVELOPES, ids=lambda m: m.__name__)
def test_examples_validate(envelope: type[BaseModel]) -> None:
    schema = envelope.model_json_schema(ref_template="#/components/schemas/{model}")
    example = example_of(schema, schema.get("$defs", {}))
    assert isinstance(example, dict) and example["success"] is True
    envelope.model_validate(example)


async def test_answers_match_the_documented_models(client: Any) -> None:
    headers = await register_and_login(client, "admin")
    AccountEnvelope.model_validate(await (await client.get("/api/v1/account", headers=headers)).get_json())
    UserListEnvelope.model_validate(await (await client.get("/api/v1/users", headers=headers)).get_json())
    EnrollEnvelope.model_validate(await (await client.post("/api/v1/account/2fa/enroll", headers=headers)).get_json())
    config = (await (await client.get("/api/v1/config", headers=headers)).get_json())["data"]
    ConfigValidationEnvelope.model_validate(
        await (await client.post("/api/v1/config/validate", headers=headers, json=config)).get_json())
