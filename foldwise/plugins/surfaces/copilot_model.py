"""Optional model refinement for the copilot: a low-confidence interpretation is sent to the configured chat model.

When ``[analysis] llm_url`` is set (``foldwise models select`` picks ``llm_model``), an intent whose
``confidence`` is below ``LOW_CONFIDENCE`` is sent to the model with the request; the model answers one JSON
object ``{"action", "arguments"}``. Only a known action with known argument names of the right types is taken;
anything else (no endpoint, unreachable, not JSON, unknown action) keeps the grammar's intent. The model never
acts: its intent goes through the same confirmation as any other change.
"""

from __future__ import annotations

import json
import re
from typing import Any

from foldwise.plugins.surfaces.copilot import ACTIONS, CHANGING, LOW_CONFIDENCE, Context, Intent

__all__ = ["needs_refinement", "refine"]

#: Argument names the model may use, with the type each must have.
_ARGS: dict[str, type | tuple[type, ...]] = {
    "paths": list, "path": str, "new_name": str, "source": str, "destination": str, "query": str,
    "extensions": list, "kinds": list, "older_than_days": int, "newer_than_days": int, "year": int,
    "methodology": str, "operation": (str, int), "job": (str, int), "of": str,
}
_SYSTEM = (
    "You turn a file-organization request into one JSON object and nothing else: "
    '{"action": ACTION, "arguments": {...}}. ACTION is one of: ' + ", ".join(a for a in ACTIONS) + ". "
    "Arguments (all optional): paths (list of folders), path (one file), new_name, source (folder), "
    "destination (folder), query (search words), extensions (list like \".pdf\"), older_than_days, "
    "newer_than_days, year, methodology (para, johnny_decimal, default). Use \"unknown\" when unsure."
)


def needs_refinement(intent: Intent) -> bool:
    """True when the grammar's intent is unsure enough to ask a model."""
    return intent.confidence < LOW_CONFIDENCE


def _parse(reply: str) -> dict[str, Any] | None:
    """The first JSON object in the model's reply (a fenced block is fine), or None."""
    match = re.search(r"\{.*\}", reply, re.S)
    if not match:
        return None
    try:
        data = json.loads(match.group(0))
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def _valid_args(raw: Any) -> dict[str, Any] | None:
    """The arguments when every name is known and every value has its type (lists of strings), else None."""
    if not isinstance(raw, dict):
        return None
    out: dict[str, Any] = {}
    for key, value in raw.items():
        expected = _ARGS.get(key)
        if expected is None or isinstance(value, bool) or not isinstance(value, expected):
            return None
        if isinstance(value, list) and not all(isinstance(v, str) for v in value):
            return None
        out[key] = value
    return out


def refine(text: str, intent: Intent, ctx: Context, endpoint: Any) -> tuple[Intent, str | None]:
    """The model's intent for ``text`` (or ``intent`` unchanged) and, when the model could not help, why."""
    from foldwise.plugins.surfaces.models import RemoteError

    messages = [{"role": "system", "content": _SYSTEM},
                {"role": "user", "content": json.dumps({"request": text, "roots": list(ctx.roots),
                                                        "last_folder": ctx.last_folder})}]
    try:
        reply = endpoint.chat(messages)
    except RemoteError as exc:
        return intent, str(exc)
    data = _parse(reply)
    action = data.get("action") if data else None
    args = _valid_args(data.get("arguments", {})) if data else None
    if action not in ACTIONS or action == "unknown" or args is None:
        return intent, "the model did not recognise it either"
    if action == "move" and "destination" not in args or action == "rename" and not {"path", "new_name"} <= set(args):
        return intent, "the model's answer lacks what the action needs"
    if action in ("undo", "redo") and ctx.last_operation and "operation" not in args and re.search(
            r"\b(that|it|this)\b", text, re.I):
        args["operation"] = ctx.last_operation
    if "operation" in args:
        args["operation"] = str(args["operation"])
    summary = f"(model) {action} " + ", ".join(f"{k}={v}" for k, v in args.items())
    return Intent(action, args, summary.strip() + ".", action in CHANGING, confidence=0.7, source="model"), None
