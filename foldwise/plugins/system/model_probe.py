"""The ``/ui/settings/models`` test button: ask a model endpoint for its models through the SSRF guard."""

from __future__ import annotations

from typing import Any

from foldwise.sdk import ApiError, check_url

__all__ = ["probe_endpoint"]

TIMEOUT_SECONDS = 5.0


def _listing_url(url: str, kind: str) -> str:
    base = url.rstrip("/")
    return f"{base}/api/tags" if kind == "ollama" else f"{base}/models"


def _model_names(body: Any, kind: str) -> list[str]:
    items = body.get("models" if kind == "ollama" else "data") if isinstance(body, dict) else None
    names = [str(i.get("name") or i.get("id")) for i in items or [] if isinstance(i, dict)]
    return [n for n in names if n and n != "None"][:50]


async def probe_endpoint(url: str, kind: str, api_key: str | None, allow_private: bool) -> dict[str, Any]:
    """``{ok, message, models}`` for the endpoint: the URL passes the SSRF guard (private addresses only when
    ``allow_private``), is called without redirects and with a short timeout; nothing is raised."""
    import httpx

    if not url:
        return {"ok": False, "message": "Enter the endpoint URL first.", "models": []}
    try:
        target = await check_url(_listing_url(url, kind), allow_private=allow_private)
    except ApiError as exc:
        return {"ok": False, "message": f"Refused: {exc.message}", "models": []}
    headers = {"Host": target.host_header, "Accept": "application/json"}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    extensions = {"sni_hostname": target.host} if target.scheme == "https" else {}
    try:
        async with httpx.AsyncClient(trust_env=False) as client:
            request = client.build_request("GET", target.connect_url(), headers=headers, timeout=TIMEOUT_SECONDS,
                                           extensions=extensions)
            response = await client.send(request, follow_redirects=False)
    except httpx.HTTPError as exc:
        return {"ok": False, "message": f"No answer: {type(exc).__name__}", "models": []}
    if response.status_code != 200:
        return {"ok": False, "message": f"The endpoint answered HTTP {response.status_code}.", "models": []}
    try:
        models = _model_names(response.json(), kind)
    except ValueError:
        return {"ok": False, "message": "The endpoint did not answer JSON.", "models": []}
    return {"ok": True, "message": f"The endpoint answers with {len(models)} model(s).", "models": models}
