"""Request and response models of the rules routes (documented in ``/openapi.json`` with examples)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from foldwise.plugins.rules.ruleset import RuleSet
from foldwise.sdk import ApiErrorBody, RequestModel, ValidationErrorBody

__all__ = ["RuleSetIn", "PathIn", "ImportIn", "ExportQuery", "RuleSetEnvelope", "RuleSetListEnvelope",
           "ValidateEnvelope", "PreviewEnvelope", "JobEnvelope", "ImportEnvelope", "DeletedEnvelope",
           "ErrorBody", "ValidationBody"]

ErrorBody = ApiErrorBody
ValidationBody = ValidationErrorBody
_SET = RuleSet.model_config["json_schema_extra"]["examples"][0]  # type: ignore[index]
_OP = {"id": 1, "source": "/data/Downloads/invoice-0042.pdf", "destination": "/data/Downloads/Invoices/invoice-0042.pdf",
       "action": "move", "reason": "rule 'Invoices'", "confidence": 1.0, "rule": "Invoices",
       "fingerprint": {"size": 48213, "mtime_ns": 1690000000000000000}}


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(items)})


class RuleSetIn(RuleSet):
    """A rule set to store (``POST /rules``, ``PUT /rules/{set}``, ``POST /rules/validate``)."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [_SET]})


class PathIn(RequestModel):
    path: str = Field(min_length=1, max_length=4096, examples=["/data/Downloads"])


class ImportIn(RequestModel):
    content: str = Field(min_length=1, max_length=16 << 20, description="a YAML or TOML document: one rule set "
                         "or `rule_sets: [...]`", examples=["name = \"downloads\"\n[[rules]]\nname = \"PDFs\"\n"
                                                           "[rules.action]\ntype = \"move\"\ndestination = \"PDF\"\n"])
    format: Literal["yaml", "toml"] | None = Field(None, description="the document's format (detected when omitted)")
    replace: bool = Field(False, description="replace rule sets of the same name instead of answering 409")


class ExportQuery(RequestModel):
    format: Literal["yaml", "toml"] = "yaml"


class RuleSetEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": _SET})
    success: bool = True
    data: dict[str, Any]


class RuleSetListEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"rule_sets": [_SET], "total": 1}})
    success: bool = True
    data: dict[str, Any]


class ValidateEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"valid": False, "errors": [
        {"loc": ["rules", 0, "action"], "msg": "a move action needs a destination"}]}})
    success: bool = True
    data: dict[str, Any]


class PreviewEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"rule_set": "downloads", "path": "/data/Downloads", "plan": {
        "operations": [_OP], "summary": {"total": 1, "actions": {"move": 1}, "rules": {"Invoices": 1}}}}})
    success: bool = True
    data: dict[str, Any]


class JobEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"id": "4f0c6a0b7a1e4f9b8d7f2c9e5a1b3c4d",
                                                        "type": "rules_apply", "status": "in_progress"}})
    success: bool = True
    data: dict[str, Any]


class ImportEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"imported": ["downloads"]}})
    success: bool = True
    data: dict[str, Any]


class DeletedEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"deleted": "downloads"}})
    success: bool = True
    data: dict[str, Any]
