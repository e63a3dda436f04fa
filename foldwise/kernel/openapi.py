"""The OpenAPI description and the offline documentation pages.

``install_openapi(app)`` (called by ``create_app`` right after ``QuartSchema``):

- swaps quart-schema's spec generator for ``FoldwiseOpenAPIProvider``, which lifts the ``examples``
  of request and response models into the operations, marks request bodies and required query
  parameters ``required``, documents multipart forms (``document_form``), gives public operations
  ``security: []``, adds the standard error responses with examples to every ``/api/v1`` operation
  (see ``standard_statuses``) and refuses two different schemas under one component name;
- replaces the ``/docs`` and ``/redoc`` pages by templates that load only the vendored assets under
  ``/static/vendor`` (no CDN, no web fonts, no Swagger validator badge), served with a
  Content-Security-Policy that lets the browser load nothing from another host.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from quart import Quart, Response, current_app, render_template_string, url_for
from quart_schema.openapi import OpenAPIProvider
from werkzeug.routing.rules import Rule

__all__ = [
    "API_PREFIX",
    "DOCS_CSP",
    "ERROR_RESPONSES",
    "ComponentNameConflict",
    "FoldwiseOpenAPIProvider",
    "add_error_responses",
    "PATH_SCHEMA",
    "document_form",
    "optional_body",
    "document_raw_response",
    "install_openapi",
    "standard_statuses",
]

RAW_RESPONSES_ATTRIBUTE = "_foldwise_raw_responses"
FORMS_ATTRIBUTE = "_foldwise_forms"
OPTIONAL_BODY_ATTRIBUTE = "_foldwise_optional_body"

#: What the documentation promises of a path string (``json_schema_extra`` of a path field): not empty, no
#: NUL byte. The server still answers such a path with 400 ``invalid_path`` (documented) rather than 422.
PATH_SCHEMA: dict[str, Any] = {"minLength": 1, "pattern": "^[^\\u0000]+$"}

API_PREFIX = "/api/v1"

#: Everything from this origin; inline script/style for the page bootstraps; blob workers for Redoc.
DOCS_CSP = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; "
    "object-src 'none'; base-uri 'self'; frame-ancestors 'none'"
)

_API_ERROR_SCHEMA: dict[str, Any] = {
    "title": "ApiError",
    "type": "object",
    "required": ["error", "message", "details"],
    "properties": {
        "error": {"type": "string", "description": "snake_case error code"},
        "message": {"type": "string"},
        "details": {"anyOf": [{"type": "object"}, {"type": "null"}]},
    },
}
_VALIDATION_ERROR_SCHEMA: dict[str, Any] = {
    "title": "ValidationError",
    "type": "object",
    "required": ["error", "message", "details"],
    "properties": {
        "error": {"type": "string", "enum": ["validation_error"]},
        "message": {"type": "string"},
        "details": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["loc", "msg"],
                "properties": {
                    "loc": {"type": "array", "items": {"anyOf": [{"type": "string"}, {"type": "integer"}]}},
                    "msg": {"type": "string"},
                },
            },
        },
    },
}


def _error(description: str, schema: str, example: dict[str, Any],
           headers: dict[str, Any] | None = None) -> dict[str, Any]:
    response: dict[str, Any] = {
        "description": description,
        "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{schema}"},
                                         "example": example}},
    }
    if headers:
        response["headers"] = headers
    return response


_INT_HEADER = {"schema": {"type": "integer"}}

#: The responses every ``/api/v1`` operation may give, keyed by status.
ERROR_RESPONSES: dict[str, dict[str, Any]] = {
    "400": _error("The request is malformed (`invalid_request`: body not JSON, bad form), or a path or id is "
                  "not acceptable (`invalid_path`, `invalid_id`)", "ApiError",
                  {"error": "invalid_path", "message": "the path is not a folder", "details": None}),
    "401": _error("Authentication required or the credential is invalid", "ApiError",
                  {"error": "unauthorized", "message": "authentication required", "details": None}),
    "403": _error("The role may not do this (`forbidden`) or a path is outside the roots (`path_not_allowed`)",
                  "ApiError", {"error": "path_not_allowed", "message": "the path is outside the configured roots",
                               "details": None}),
    "404": _error("No such file, folder, job, transaction or record", "ApiError",
                  {"error": "not_found", "message": "no such file or folder: Inbox/q3.pdf", "details": None}),
    "413": _error("The request body is larger than the server accepts", "ApiError",
                  {"error": "payload_too_large", "message": "the request body is too large", "details": None}),
    "422": _error("The request did not validate", "ValidationError",
                  {"error": "validation_error", "message": "request validation failed",
                   "details": [{"loc": ["page_size"], "msg": "Input should be less than or equal to 1000"}]}),
    "429": _error("Rate limited; wait `Retry-After` seconds", "ApiError",
                  {"error": "rate_limited", "message": "too many requests; retry after 12s",
                   "details": {"retry_after": 12, "bucket": "default", "limit": 1000}},
                  headers={"Retry-After": {**_INT_HEADER, "description": "seconds to wait"},
                           "X-RateLimit-Limit": _INT_HEADER, "X-RateLimit-Remaining": _INT_HEADER,
                           "X-RateLimit-Reset": {**_INT_HEADER, "description": "epoch seconds"}}),
    "500": _error("Unexpected server error (never carries a traceback)", "ApiError",
                  {"error": "internal_server_error", "message": "an unexpected error occurred",
                   "details": None}),
}


def document_raw_response(status: int, content_type: str, example: Any, description: str = "",
                          schema: dict[str, Any] | None = None) -> Any:
    """Document a non-JSON response (a download, an event stream) with an example body; ``schema`` (default a
    string) describes a download whose content type is JSON."""

    def decorator(view: Any) -> Any:
        responses = dict(getattr(view, RAW_RESPONSES_ATTRIBUTE, {}))
        entry = responses.setdefault(str(status), {"description": description, "content": {}})
        entry["content"][content_type] = {"schema": schema or {"type": "string"}, "example": example}
        setattr(view, RAW_RESPONSES_ATTRIBUTE, responses)
        return view

    return decorator


def document_form(model: Any, content_type: str = "multipart/form-data") -> Any:
    """Document a form body (``bytes`` fields are files) besides, or instead of, the route's JSON body."""

    def decorator(view: Any) -> Any:
        setattr(view, FORMS_ATTRIBUTE, [*getattr(view, FORMS_ATTRIBUTE, []), (content_type, model)])
        return view

    return decorator


def optional_body(view: Any) -> Any:
    """Document the route's request body as optional (it has a meaning without one)."""
    setattr(view, OPTIONAL_BODY_ATTRIBUTE, True)
    return view


class ComponentNameConflict(RuntimeError):
    """Two different models would share one ``components/schemas`` name (one would replace the other)."""


_MISSING = object()


def example_of(schema: Any, components: dict[str, Any], depth: int = 0) -> Any:
    """An example built only from the authors' ``examples``/``default`` values (``_MISSING`` if none).

    An envelope ``{"success": true, "data": {"$ref": ...}}`` gets its example from the ``data``
    model's examples, so a route documenting an envelope need not repeat them.
    """
    if not isinstance(schema, dict) or depth > 6:
        return _MISSING
    examples = schema.get("examples")
    if isinstance(examples, list) and examples:
        return examples[0]
    if "example" in schema:
        return schema["example"]
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
        return example_of(components.get(ref.rsplit("/", 1)[1]), components, depth + 1)
    for key in ("allOf", "anyOf", "oneOf"):
        for option in schema.get(key) or []:
            value = example_of(option, components, depth + 1)
            if value is not _MISSING:
                return value
    if schema.get("type") == "array" and "items" in schema:
        item = example_of(schema["items"], components, depth + 1)
        return _MISSING if item is _MISSING else [item]
    properties = schema.get("properties")
    if isinstance(properties, dict) and properties:
        out: dict[str, Any] = {}
        required = set(schema.get("required") or ())
        for name, prop in properties.items():
            value = example_of(prop, components, depth + 1)
            if value is _MISSING and isinstance(prop, dict) and "default" in prop:
                value = prop["default"]
            if value is _MISSING:
                if name in required:
                    return _MISSING
                continue
            out[name] = value
        return out
    return _MISSING


def _lift_example(media: dict[str, Any], components: dict[str, Any] | None = None) -> None:
    """Give a media type object an ``example`` derived from its schema (see ``example_of``)."""
    if "example" in media or media.get("examples"):
        return
    value = example_of(media.get("schema") or {}, components or {})
    if value is not _MISSING:
        media["example"] = value


class FoldwiseOpenAPIProvider(OpenAPIProvider):
    """quart-schema's generator plus model examples and the standard error responses."""

    def schema(self) -> dict[str, Any]:
        self._component_owners: dict[str, tuple[Any, str]] = {}
        spec = super().schema()
        schemas = spec.setdefault("components", {}).setdefault("schemas", {})
        schemas.setdefault("ApiError", copy.deepcopy(_API_ERROR_SCHEMA))
        schemas.setdefault("ValidationError", copy.deepcopy(_VALIDATION_ERROR_SCHEMA))
        # Examples may come from models that are components only once every path is known.
        for operations in spec["paths"].values():
            for operation in operations.values():
                for media in operation.get("requestBody", {}).get("content", {}).values():
                    _lift_example(media, schemas)
                for response in operation.get("responses", {}).values():
                    for media in (response.get("content") or {}).values():
                        if isinstance(media, dict):
                            _lift_example(media, schemas)
        return spec

    def operation_id(self, method: str, path: str, func: Any) -> str | None:
        """Unique ids from method and path (view names repeat across plugins); explicit ids are kept."""
        from quart_schema.openapi import QUART_SCHEMA_OPERATION_ID_ATTRIBUTE

        if getattr(func, QUART_SCHEMA_OPERATION_ID_ATTRIBUTE, None):
            return super().operation_id(method, path, func)
        slug = re.sub(r"[^A-Za-z0-9]+", "_", path.removeprefix(API_PREFIX)).strip("_")
        return f"{method.lower()}_{slug or 'root'}"

    def generate_rules(self) -> Any:
        """Only the REST API is described (``/ui`` pages and static files are not)."""
        for rule in super().generate_rules():
            if rule.rule.startswith(API_PREFIX):
                yield rule

    def build_querystring_parameters(self, model: Any) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        """quart-schema's parameters, marked ``required`` where the model requires them."""
        from quart_schema.conversion import model_schema

        parameters, definitions = super().build_querystring_parameters(model)
        required = set(model_schema(model, preference=self._app.config["QUART_SCHEMA_CONVERSION_PREFERENCE"])
                       .get("required", ()))
        for parameter in parameters:
            if parameter["name"] in required:
                parameter["required"] = True
        return parameters, definitions

    def build_path_parameter(self, name: str, converter: Any) -> dict[str, Any]:
        """A path parameter; a converter's ``openapi_pattern`` becomes the schema's ``pattern``."""
        parameter = super().build_path_parameter(name, converter)
        pattern = getattr(converter, "openapi_pattern", None)
        if pattern:
            parameter["schema"]["pattern"] = pattern
        return parameter

    def build_paths(self, rule: Rule) -> tuple[dict, dict]:
        from quart_schema.validation import DataSource

        paths, components = super().build_paths(rule)
        func = self._app.view_functions[rule.endpoint]
        forms = []
        for content_type, model in getattr(func, FORMS_ATTRIBUTE, []):
            source = DataSource.FORM_MULTIPART if content_type == "multipart/form-data" else DataSource.FORM
            body, form_components = self.build_request_body(model, source)
            forms.append(body["content"])
            components.update(form_components)
        self._claim_components(components, rule.rule)
        public = getattr(func, "_foldwise_public", False)
        for path, operations in paths.items():
            for method, operation in list(operations.items()):
                operation = copy.deepcopy(operation)
                operation["responses"] = {str(k): v for k, v in operation.get("responses", {}).items()}
                operations[method] = operation
                for content in forms:
                    operation.setdefault("requestBody", {"content": {}})["content"].update(copy.deepcopy(content))
                if "requestBody" in operation:
                    operation["requestBody"]["required"] = not getattr(func, OPTIONAL_BODY_ATTRIBUTE, False)
                if public:
                    operation["security"] = []
                for status, response in getattr(func, RAW_RESPONSES_ATTRIBUTE, {}).items():
                    operation["responses"].setdefault(status, copy.deepcopy(response))
                if path.startswith(API_PREFIX):
                    add_error_responses(operation, public=public)
                if not operation["responses"]:
                    operation["responses"]["default"] = {"description": "see the route's documentation"}
        return paths, components

    def _claim_components(self, components: dict[str, Any], where: str) -> None:
        """Raise ``ComponentNameConflict`` when ``components`` redefines a name with another schema."""
        owners = getattr(self, "_component_owners", None)
        if owners is None:
            owners = self._component_owners = {}
        for name, schema in components.items():
            owner = owners.setdefault(name, (schema, where))
            if owner[0] != schema:
                raise ComponentNameConflict(
                    f"two different models are named {name!r} ({owner[1]} and {where}): rename one")


def standard_statuses(operation: dict[str, Any], *, public: bool = False) -> list[str]:
    """The error statuses the kernel can answer for an operation of this shape.

    Any input (body or parameter) can be malformed (400) or name something missing (404); a body can
    be too large (413); authenticated routes answer 401 and 403 (role, or a path outside the roots).
    """
    has_body = "requestBody" in operation
    statuses = ["400", "404"] if has_body or operation.get("parameters") else []
    if not public:
        statuses += ["401", "403"]
    if has_body:
        statuses.append("413")
    return sorted([*statuses, "422", "429", "500"])


def _is_contract_error(schema: Any) -> bool:
    """Whether ``schema`` is (a reference to) one of the contract's ``{error, message, details}`` bodies."""
    if not isinstance(schema, dict):
        return False
    ref = schema.get("$ref", "")
    if ref.rsplit("/", 1)[-1] in ("ApiError", "ValidationError"):
        return True
    return set(schema.get("properties") or ()) == {"error", "message", "details"}


def add_error_responses(operation: dict[str, Any], *, public: bool = False) -> None:
    """Add the standard error responses to one operation (see ``standard_statuses``).

    A status the route documents with another body (``{"detail"}``) becomes ``anyOf`` both bodies,
    since the kernel may answer it too.
    """
    responses = operation.setdefault("responses", {})
    for status in standard_statuses(operation, public=public):
        standard = ERROR_RESPONSES[status]
        if status not in responses:
            responses[status] = copy.deepcopy(standard)
            continue
        media = (responses[status].get("content") or {}).get("application/json")
        if isinstance(media, dict) and not _is_contract_error(media.get("schema")):
            ours = standard["content"]["application/json"]["schema"]
            media["schema"] = {"anyOf": [media.get("schema") or {}, copy.deepcopy(ours)]}


SWAGGER_HTML = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>{{ title }} - API explorer</title>
  <link rel="icon" type="image/png" href="{{ favicon_url }}">
  <link rel="stylesheet" href="{{ css_url }}">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="{{ js_url }}"></script>
  <script>
    window.ui = SwaggerUIBundle({
      url: "{{ openapi_url }}",
      dom_id: "#swagger-ui",
      deepLinking: true,
      layout: "BaseLayout",
      presets: [SwaggerUIBundle.presets.apis],
      validatorUrl: null,
      showExtensions: true,
      showCommonExtensions: true
    });
  </script>
</body>
</html>
"""

REDOC_HTML = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>{{ title }} - API reference</title>
  <link rel="icon" type="image/png" href="{{ favicon_url }}">
  <style>body { margin: 0; padding: 0; }</style>
</head>
<body>
  <redoc spec-url="{{ openapi_url }}" hide-hostname="true"></redoc>
  <script src="{{ js_url }}"></script>
  <noscript>This page requires JavaScript.</noscript>
</body>
</html>
"""


async def _docs_page(template: str, **values: Any) -> Response:
    extension = current_app.extensions["QUART_SCHEMA"]
    html = await render_template_string(template, title=extension.info.title,
                                        openapi_url=url_for("openapi"), **values)
    response = Response(html, content_type="text/html; charset=utf-8")
    response.headers["Content-Security-Policy"] = DOCS_CSP
    return response


async def swagger_ui() -> Response:
    """The interactive API explorer (Swagger UI from ``/static/vendor``)."""
    config = current_app.config
    return await _docs_page(
        SWAGGER_HTML,
        js_url=config["QUART_SCHEMA_SWAGGER_JS_URL"],
        css_url=config["QUART_SCHEMA_SWAGGER_CSS_URL"],
        favicon_url=url_for("static", filename="vendor/swagger-ui/favicon-32x32.png"),
    )


async def redoc_ui() -> Response:
    """The reference view (Redoc from ``/static/vendor``)."""
    return await _docs_page(REDOC_HTML, js_url=current_app.config["QUART_SCHEMA_REDOC_JS_URL"],
                            favicon_url=url_for("static", filename="vendor/swagger-ui/favicon-32x32.png"))


def install_openapi(app: Quart) -> None:
    """Use the foldwise spec generator and the offline documentation pages on ``app``."""
    from quart_schema import hide

    extension = app.extensions["QUART_SCHEMA"]
    extension.openapi_provider = FoldwiseOpenAPIProvider(app, extension)
    for endpoint, view in (("swagger_ui", swagger_ui), ("redoc_ui", redoc_ui)):
        if endpoint in app.view_functions:
            app.view_functions[endpoint] = hide(view)
