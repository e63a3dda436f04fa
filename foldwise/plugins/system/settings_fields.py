"""The editable keys of each ``/ui/settings`` page, and turning a submitted form into a configuration patch."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from foldwise.sdk import config_store

__all__ = ["Field", "PAGES", "field_values", "form_patch"]


@dataclass(frozen=True)
class Field:
    """One configuration key on a settings form."""

    key: str  #: dotted key, ``rate_limits.default``
    label: str
    kind: str = "text"  #: text | int | float | bool | select | lines | secret
    help: str = ""
    options: tuple[str, ...] = ()

    @property
    def dom_id(self) -> str:
        return "cfg-" + self.key.replace(".", "-").replace("_", "-")


PAGES: dict[str, tuple[str, str, tuple[Field, ...]]] = {
    "general": ("General", "Folders, sign-up and the default way of organizing.", (
        Field("roots", "Folders foldwise may touch (one per line)", "lines",
              "Absolute paths. Nothing outside them is ever read or changed."),
        Field("methodology", "Default organizing methodology", "select"),
        Field("auth.registration_open", "Anyone may create an account", "bool",
              "Off: only administrators add people."),
        Field("log_level", "Log level", "select", "Takes effect after a restart.",
              ("DEBUG", "INFO", "WARNING", "ERROR")),
    )),
    "advanced": ("Advanced", "Limits, sessions, jobs and outgoing mail.", (
        Field("rate_limits.enabled", "Rate limits on", "bool"),
        Field("rate_limits.default", "Requests per minute (any route)", "int"),
        Field("rate_limits.authentication", "Sign-in attempts per minute", "int"),
        Field("auth.access_token_minutes", "Access token lifetime (minutes)", "int"),
        Field("auth.refresh_token_days", "Refresh token lifetime (days)", "int"),
        Field("auth.min_password_length", "Shortest password allowed", "int"),
        Field("jobs.concurrency", "Jobs run at once", "int", "Takes effect after a restart."),
        Field("server.max_upload_bytes", "Largest upload (bytes)", "int"),
        Field("web.secure_cookies", "Secure cookies (HTTPS only)", "bool"),
        Field("mail.host", "SMTP server", "text", "Leave empty to send no mail (reset links then come from "
              "foldwise users reset-link)."),
        Field("mail.port", "SMTP port", "int"),
        Field("mail.security", "SMTP security", "select", "", ("starttls", "tls", "none")),
        Field("mail.username", "SMTP user", "text"),
        Field("mail.password", "SMTP password", "secret", "Leave as it is to keep the stored password."),
        Field("mail.from_address", "Mail sender", "text"),
        Field("mail.base_url", "Address of this service (for links in mails)", "text"),
    )),
    "models": ("Models", "The language model that refines analysis (optional; everything works without one).", (
        Field("analysis.llm_kind", "Kind of endpoint", "select", "", ("openai", "ollama")),
        Field("analysis.llm_url", "Endpoint URL", "text",
              "An OpenAI-compatible base URL (…/v1) or an Ollama URL. Empty: no model."),
        Field("analysis.llm_model", "Model name", "text"),
        Field("analysis.llm_api_key", "API key", "secret", "Leave as it is to keep the stored key."),
        Field("analysis.llm_timeout", "Timeout (seconds)", "float"),
    )),
    "search": ("Search", "How files are indexed for search.", (
        Field("search.include_hidden", "Index hidden files and folders", "bool"),
        Field("search.text_limit", "Characters of text kept per file", "int"),
        Field("search.max_extract_bytes", "Larger files are indexed by name only (bytes)", "int"),
        Field("search.semantic", "Search by meaning (needs the semantic extra)", "bool"),
        Field("search.build_on_start", "Refresh the index on start", "bool"),
    )),
}


def _get(data: Mapping[str, Any], key: str) -> Any:
    node: Any = data
    for part in key.split("."):
        if not isinstance(node, Mapping):
            return None
        node = node.get(part)
    return node


def field_values(config: Mapping[str, Any], fields: tuple[Field, ...]) -> dict[str, Any]:
    """The current value of each field (redacted config in, form text out)."""
    out: dict[str, Any] = {}
    for field in fields:
        value = _get(config, field.key)
        if field.kind == "lines":
            value = "\n".join(str(v) for v in value or [])
        elif field.kind == "bool":
            value = bool(value)
        elif field.kind == "secret":
            value = config_store.REDACTED if value else ""
        else:
            value = "" if value is None else str(value)
        out[field.key] = value
    return out


def form_patch(form: Mapping[str, str], fields: tuple[Field, ...]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A configuration patch from a submitted form, and the errors of values that are not numbers."""
    patch: dict[str, Any] = {}
    errors: list[dict[str, Any]] = []
    for field in fields:
        raw = form.get(field.key)
        loc = field.key.split(".")
        if field.kind == "bool":
            value: Any = raw in ("on", "true", "1")
        elif raw is None:
            continue
        elif field.kind == "lines":
            value = [line.strip() for line in raw.splitlines() if line.strip()]
        elif field.kind in ("int", "float"):
            try:
                value = int(raw) if field.kind == "int" else float(raw)
            except ValueError:
                errors.append({"loc": loc, "msg": "enter a number"})
                continue
        elif field.kind == "secret":
            if raw in ("", config_store.REDACTED):
                continue  # kept: a placeholder is never written
            value = raw
        else:
            value = raw.strip() or None
        patch = config_store.set_dotted(patch, field.key, value)
    return patch, errors
