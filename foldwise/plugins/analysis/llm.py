"""Optional refinement by a language model the user runs: an OpenAI-compatible or an Ollama chat endpoint."""

from __future__ import annotations

import json
import re
from typing import Any

import httpx

from foldwise.sdk import ApiError

__all__ = ["LlmUnavailable", "refine", "chat_url", "build_messages", "parse_reply"]

EXCERPT_CHARS = 4000
_JSON_OBJECT = re.compile(r"\{.*\}", re.DOTALL)
SYSTEM_PROMPT = (
    "You help organise files. Given a file's name, type, language, keywords and a text excerpt, answer with "
    "one JSON object and nothing else: {\"category\": short folder-like category, \"summary\": one or two "
    "sentences, \"keywords\": up to 8 lowercase keywords}."
)


class LlmUnavailable(ApiError):
    """503: the refinement backend is not configured or did not answer usefully."""

    status, code = 503, "optional_feature_unavailable"

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message, details={"feature": "llm_refinement", "reason": reason,
                                           "config": "[analysis] llm_url, llm_model, llm_kind"})


def chat_url(base: str, kind: str) -> str:
    """The chat endpoint for a configured base URL (a full endpoint URL is kept as is)."""
    base = base.rstrip("/")
    if kind == "ollama":
        return base if base.endswith("/api/chat") else f"{base}/api/chat"
    if base.endswith("/chat/completions"):
        return base
    return f"{base}/chat/completions" if base.endswith("/v1") else f"{base}/v1/chat/completions"


def build_messages(analysis: dict[str, Any]) -> list[dict[str, str]]:
    """The chat messages describing one analysis result."""
    facts = {
        "name": analysis.get("name"),
        "type": (analysis.get("type") or {}).get("mime"),
        "language": (analysis.get("language") or {}).get("code"),
        "keywords": [k["word"] for k in analysis.get("keywords") or []],
        "local_category": (analysis.get("category") or {}).get("name"),
    }
    excerpt = (analysis.get("text") or "")[:EXCERPT_CHARS]
    return [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": f"File facts: {json.dumps(facts)}\n\nText excerpt:\n{excerpt}"},
    ]


def parse_reply(content: str) -> dict[str, Any]:
    """Pick ``category``, ``summary``, ``keywords`` out of a model's reply (tolerates code fences and prose)."""
    match = _JSON_OBJECT.search(content or "")
    if match:
        try:
            value = json.loads(match.group(0))
        except ValueError:
            value = None
        if isinstance(value, dict):
            out: dict[str, Any] = {}
            if isinstance(value.get("category"), str):
                out["category"] = value["category"].strip()[:100]
            if isinstance(value.get("summary"), str):
                out["summary"] = value["summary"].strip()[:2000]
            if isinstance(value.get("keywords"), list):
                out["keywords"] = [str(k).strip().lower()[:50] for k in value["keywords"] if str(k).strip()][:8]
            if out:
                return out
    return {"summary": (content or "").strip()[:2000]}


async def refine(config: Any, analysis: dict[str, Any], *, transport: httpx.AsyncBaseTransport | None = None
                 ) -> dict[str, Any]:
    """Ask the configured model to refine ``analysis``; returns ``{provider, model, category?, summary?, keywords?}``.

    Raises ``LlmUnavailable`` (503) when no URL is configured, the backend is
    unreachable or times out, or it answers with an error status.
    """
    if not config.llm_url:
        raise LlmUnavailable("no language model is configured ([analysis] llm_url)", "not_configured")
    kind = config.llm_kind
    url = chat_url(config.llm_url, kind)
    messages = build_messages(analysis)
    if kind == "ollama":
        payload: dict[str, Any] = {"model": config.llm_model, "messages": messages, "stream": False, "format": "json"}
    else:
        payload = {"model": config.llm_model, "messages": messages, "temperature": 0.2}
    headers = {"Authorization": f"Bearer {config.llm_api_key}"} if config.llm_api_key else {}
    try:
        async with httpx.AsyncClient(timeout=config.llm_timeout, transport=transport) as client:
            response = await client.post(url, json=payload, headers=headers)
    except httpx.TimeoutException:
        raise LlmUnavailable("the language model did not answer in time", "timeout") from None
    except httpx.HTTPError:
        raise LlmUnavailable("the language model backend is not reachable", "unreachable") from None
    if response.status_code >= 400:
        raise LlmUnavailable(f"the language model backend answered HTTP {response.status_code}", "backend_error")
    try:
        body = response.json()
        content = (body["message"]["content"] if kind == "ollama"
                   else body["choices"][0]["message"]["content"])
    except (ValueError, KeyError, IndexError, TypeError):
        raise LlmUnavailable("the language model backend sent an answer of an unknown shape", "bad_reply") from None
    return {"provider": kind, "model": config.llm_model, **parse_reply(str(content))}
