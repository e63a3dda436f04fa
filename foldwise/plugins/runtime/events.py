"""Hook events (the reference names) derived from the kernel's event bus.

| hook event | from the bus |
|---|---|
| ``file.scanned`` | ``file_uploaded`` (a new file), ``search_indexed`` (an index scan finished) |
| ``file.organized`` | ``journal.applied`` with moves (one per transaction; up to 100 moves listed) |
| ``file.deleted`` | ``journal.applied`` with removed paths (trashed) |
| ``file.duplicated``, ``deduplication.found`` | ``duplicate_detected`` |
| ``organization.started`` / ``deduplication.started`` | the first progress event of an organize / dedupe job |
| ``organization.completed`` / ``.failed`` | ``organize_complete`` of an organize job (completed/partial, else) |
| ``deduplication.completed`` | ``organize_complete`` of a dedupe scan job (any final status) |
| ``para.categorized`` / ``johnny_decimal.assigned`` | a completed organize job with that methodology |
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

__all__ = ["HOOK_EVENTS", "derive", "EVENT_PATTERN"]

HOOK_EVENTS: tuple[str, ...] = (
    "file.scanned", "file.organized", "file.duplicated", "file.deleted",
    "organization.started", "organization.completed", "organization.failed",
    "deduplication.started", "deduplication.completed", "deduplication.found",
    "para.categorized", "johnny_decimal.assigned",
)
#: Names a plugin may register or trigger: the reference names and its own dotted names.
EVENT_PATTERN = r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*){1,3}$"
MAX_LISTED = 100
_ORGANIZE, _DEDUPE = "organize", "dedupe.scan"
_STARTED = {_ORGANIZE: "organization.started", _DEDUPE: "deduplication.started"}


class _Seen:
    """Job ids whose start was already announced (bounded)."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self.ids: OrderedDict[str, None] = OrderedDict()

    def first(self, job_id: str) -> bool:
        if job_id in self.ids:
            return False
        self.ids[job_id] = None
        if len(self.ids) > self.size:
            self.ids.popitem(last=False)
        return True


_seen = _Seen()


def derive(type_: str, data: dict[str, Any], job_id: str | None) -> list[tuple[str, dict[str, Any]]]:
    """The hook events (name, payload) one bus event stands for (often none)."""
    out: list[tuple[str, dict[str, Any]]] = []
    if type_ == "file_uploaded":
        out.append(("file.scanned", {"file": data.get("file"), "transaction_id": data.get("transaction_id")}))
    elif type_ == "search_indexed":
        out.append(("file.scanned", {k: data.get(k) for k in ("state", "scanned", "indexed", "removed")}))
    elif type_ == "journal.applied":
        txn = data.get("transaction_id")
        moves = data.get("moves") or []
        removed = data.get("removed") or []
        if moves:
            out.append(("file.organized", {
                "transaction_id": txn, "count": len(moves),
                "moves": [{"source": m[0], "destination": m[1]} for m in moves[:MAX_LISTED]]}))
        if removed:
            out.append(("file.deleted", {"transaction_id": txn, "count": len(removed),
                                         "paths": list(removed[:MAX_LISTED])}))
    elif type_ == "duplicate_detected":
        payload = {"job_id": job_id, **{k: data.get(k) for k in ("hash", "size", "count", "paths")}}
        out.append(("file.duplicated", payload))
        out.append(("deduplication.found", payload))
    elif type_.endswith("_progress") and job_id:
        started = _STARTED.get(str(data.get("job_type")))
        if started and _seen.first(job_id):
            out.append((started, {"job_id": job_id, "job_type": data.get("job_type")}))
    elif type_.endswith("_complete") and job_id:
        out.extend(_completed(job_id, data))
    return out


def _completed(job_id: str, data: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    job_type, status = data.get("job_type"), data.get("status")
    job = data.get("job") if isinstance(data.get("job"), dict) else {}
    payload = {"job_id": job_id, "status": status, "result": data.get("result"), "error": data.get("error")}
    if job_type == _DEDUPE:
        return [("deduplication.completed", payload)]
    if job_type != _ORGANIZE:
        return []
    if status not in ("completed", "partial"):
        return [("organization.failed", payload)]
    methodology = job.get("methodology")
    out = [("organization.completed", {**payload, "methodology": methodology})]
    if methodology == "para":
        out.append(("para.categorized", {**payload, "methodology": methodology}))
    elif methodology == "johnny_decimal":
        out.append(("johnny_decimal.assigned", {**payload, "methodology": methodology}))
    return out
