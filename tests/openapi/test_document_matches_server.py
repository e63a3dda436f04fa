"""/openapi.json says what the server does (issue 16): names, required inputs, forms, security, statuses."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import BaseModel
from quart import Quart
from quart_schema import QuartSchema, validate_request, validate_response

from foldwise.kernel.openapi import ComponentNameConflict, install_openapi

PUBLIC = {("get", "/api/v1/health"), ("post", "/api/v1/auth/login"), ("post", "/api/v1/auth/register"),
          ("post", "/api/v1/auth/refresh"),
          # someone who forgot the password has no credentials (docs/accounts.md)
          ("post", "/api/v1/auth/forgot-password"), ("post", "/api/v1/auth/reset-password")}


async def _spec(client: Any) -> dict[str, Any]:
    response = await client.get("/openapi.json")
    assert response.status_code == 200
    return await response.get_json()


def _operations(spec: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(m, p, op) for p, ops in spec["paths"].items() for m, op in ops.items()]


def _two_models_named_alike() -> tuple[type[BaseModel], type[BaseModel]]:
    class Shared(BaseModel):
        a: int

    first = Shared

    class Shared(BaseModel):  # type: ignore[no-redef]  # same name, other fields
        b: str

    class OutA(BaseModel):
        data: first  # type: ignore[valid-type]

    class OutB(BaseModel):
        data: Shared

    return OutA, OutB


async def test_two_models_sharing_a_component_name_are_refused() -> None:
    out_a, out_b = _two_models_named_alike()
    app = Quart(__name__)
    QuartSchema(app)
    install_openapi(app)

    @app.get("/api/v1/a")
    @validate_response(out_a)
    async def a() -> Any:
        return {}

    @app.get("/api/v1/b")
    @validate_response(out_b)
    async def b() -> Any:
        return {}

    with pytest.raises(ComponentNameConflict, match="Shared"):
        app.extensions["QUART_SCHEMA"].openapi_provider.schema()


async def test_organize_and_dedupe_previews_have_their_own_components(client: Any) -> None:
    spec = await _spec(client)
    schemas = spec["components"]["schemas"]

    def data_ref(path: str, method: str) -> str:
        schema = spec["paths"][path][method]["responses"]["200"]["content"]["application/json"]["schema"]
        return schema["properties"]["data"]["$ref"].rsplit("/", 1)[1]

    organize = data_ref("/api/v1/organize/preview", "post")
    assert organize == data_ref("/api/v1/organize/jobs/{job_id}/plan", "get")
    assert {"job_id", "methodology", "plan"} <= set(schemas[organize]["properties"])
    dedupe = data_ref("/api/v1/dedupe/preview", "post")
    assert dedupe != organize and "groups" in schemas[dedupe]["properties"]


async def test_bodies_and_path_parameters_are_required(client: Any) -> None:
    spec = await _spec(client)
    bodies = [(m, p) for m, p, op in _operations(spec) if "requestBody" in op]
    assert len(bodies) > 20
    optional = {("post", "/api/v1/history/undo"), ("post", "/api/v1/history/redo"),
                ("post", "/api/v1/marketplace/plugins/{name}/install"),  # contract: optional {"version"}
                ("post", "/api/v1/daemon/start"), ("post", "/api/v1/daemon/toggle")}  # contract: every field optional
    for method, path, op in _operations(spec):
        if "requestBody" in op and (method, path) not in optional:
            assert op["requestBody"].get("required") is True, (method, path)
    for path in ("/api/v1/files/info", "/api/v1/files/content"):
        params = {p["name"]: p for p in spec["paths"][path]["get"]["parameters"]}
        assert params["path"].get("required") is True, path
    assert {p["name"]: p for p in spec["paths"]["/api/v1/files"]["delete"]["parameters"]}["path"]["required"]


async def test_multipart_forms_are_described(client: Any) -> None:
    spec = await _spec(client)
    upload = spec["paths"]["/api/v1/files/upload"]["post"]["requestBody"]["content"]
    form = upload["multipart/form-data"]["schema"]
    assert form["properties"]["file"]["format"] == "binary" and set(form["required"]) == {"file", "path"}
    for path in ("/api/v1/organize", "/api/v1/analyze"):
        content = spec["paths"][path]["post"]["requestBody"]["content"]
        assert {"application/json", "multipart/form-data"} <= set(content), path
        assert '"format": "binary"' in json.dumps(content["multipart/form-data"]["schema"]["properties"]["file"])


async def test_public_operations_override_the_global_security(client: Any) -> None:
    spec = await _spec(client)
    assert spec["security"]
    for method, path, op in _operations(spec):
        if (method, path) in PUBLIC:
            assert op.get("security") == [], (method, path)
        else:
            assert "security" not in op and "401" in op["responses"], (method, path)


async def test_the_kernel_statuses_are_documented(client: Any) -> None:
    spec = await _spec(client)
    for method, path, op in _operations(spec):
        responses = op["responses"]
        assert {"422", "429", "500"} <= set(responses), (method, path)
        if "requestBody" in op:
            assert {"400", "404", "413"} <= set(responses), (method, path)
        if (method, path) not in PUBLIC:
            assert "403" in responses, (method, path)
    analyze_500 = spec["paths"]["/api/v1/analyze"]["post"]["responses"]["500"]["content"]["application/json"]
    refs = [s.get("$ref", "") for s in analyze_500["schema"]["anyOf"]]
    assert "#/components/schemas/ApiError" in refs
    content = spec["paths"]["/api/v1/files/content"]["get"]["responses"]
    assert set(content["200"]["content"]) == {"*/*"} and set(content["206"]["content"]) == {"*/*"}


@pytest.mark.parametrize("name", ["content", "info", "move", "upload"])
async def test_static_file_routes_win_over_the_file_id_route(client: Any, admin_headers: dict[str, str],
                                                             name: str) -> None:
    url = f"/api/v1/files/{name}"
    expected = {"content": {"GET", "HEAD", "OPTIONS"}, "info": {"GET", "HEAD", "OPTIONS"},
                "move": {"POST", "OPTIONS"}, "upload": {"POST", "OPTIONS"}}[name]
    options = await client.options(url, headers=admin_headers)
    assert set(options.headers["Allow"].replace(" ", "").split(",")) == expected
    wrong = "DELETE" if "GET" in expected else "GET"
    response = await client.open(url, method=wrong, headers=admin_headers)
    body = await response.get_json()
    assert response.status_code == 405, body
    assert body["error"] == "method_not_allowed"
    assert set(response.headers["Allow"].replace(" ", "").split(",")) == expected


async def test_undo_and_redo_bodies_are_optional(client: Any) -> None:
    """They undo (redo) the newest transaction without a body, so the body is not required."""
    spec = await _spec(client)
    for path in ("/api/v1/history/undo", "/api/v1/history/redo"):
        assert spec["paths"][path]["post"]["requestBody"]["required"] is False, path


@pytest.mark.parametrize("fields", [{"content": "hello", "refine": "maybe"}, {"content": "hello", "name": "n" * 256}])
async def test_the_analyze_form_is_validated_like_its_documentation(client: Any, admin_headers: dict[str, str],
                                                                    fields: dict[str, str]) -> None:
    def multipart(values: dict[str, str]) -> dict[str, Any]:
        parts = "".join(f'--b\r\nContent-Disposition: form-data; name="{k}"\r\n\r\n{v}\r\n' for k, v in values.items())
        return {"headers": {**admin_headers, "Content-Type": "multipart/form-data; boundary=b"},
                "data": (parts + "--b--\r\n").encode()}

    response = await client.post("/api/v1/analyze", **multipart(fields))
    body = await response.get_json()
    assert response.status_code == 422, body
    assert body["error"] == "validation_error" and body["details"][0]["loc"][0] == "body"
    ok = await client.post("/api/v1/analyze", **multipart({"content": "hello", "refine": "0"}))
    assert ok.status_code == 200, await ok.get_json()
