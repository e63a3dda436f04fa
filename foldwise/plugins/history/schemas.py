"""Request and response models of the ``history`` plugin (with examples for ``/openapi.json``)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import ApiErrorBody, PageNumber, RequestModel

__all__ = ["HistoryQuery", "UndoRequest", "OperationOut", "TransactionOut", "HistoryEnvelope",
           "UndoEnvelope", "ErrorBody"]


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(items)})


_OP = {"id": 41, "seq": 0, "op": "move", "src": "/srv/files/inbox/q3.pdf", "dst": "/srv/files/Reports/q3.pdf",
       "state": "done", "size": 48213, "mtime_ns": 1727773964000000000, "checksum": None, "error": None,
       "reverts": None, "created_at": "2024-10-02T16:03:10+00:00"}
_TXN = {"id": 7, "kind": "move", "job_id": None, "actor": "alice", "description": "move q3.pdf",
        "state": "committed", "created_at": "2024-10-02T16:03:10+00:00",
        "committed_at": "2024-10-02T16:03:10+00:00", "undone_at": None, "undo_of": None, "redo_of": None,
        "op_count": 1, "operations": [_OP]}
_UNDO = {"transaction_id": 8, "kind": "undo", "target_id": 7, "reverted": 1, "failed": 0, "conflicts": [],
         "complete": True}


class HistoryQuery(RequestModel):
    page: PageNumber = 1
    page_size: int = Field(50, ge=1, le=500)
    job_id: str | None = None


class UndoRequest(RequestModel):
    """Optional target; without it the newest transaction not yet undone (or redone) is used."""

    model_config = _examples({"transaction_id": 7}, {})
    # the id column is a 32-bit integer; RequestModel refuses JSON true (it is not transaction 1)
    transaction_id: int | None = Field(None, ge=1, le=2**31 - 1)


class OperationOut(BaseModel):
    model_config = _examples(_OP)
    id: int
    seq: int
    op: str
    src: str | None
    dst: str | None
    state: str
    size: int | None
    mtime_ns: int | None
    checksum: str | None
    error: str | None
    reverts: int | None
    created_at: str | None


class TransactionOut(BaseModel):
    model_config = _examples(_TXN)
    id: int
    kind: str
    job_id: str | None
    actor: str | None
    description: str
    state: str
    created_at: str | None
    committed_at: str | None
    undone_at: str | None
    undo_of: int | None
    redo_of: int | None
    op_count: int
    operations: list[OperationOut]


class HistoryData(BaseModel):
    transactions: list[TransactionOut]
    total: int
    page: int
    page_size: int


class PageMeta(BaseModel):
    total: int
    page: int
    pageSize: int


class HistoryEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"transactions": [_TXN], "total": 1, "page": 1,
                                                        "page_size": 50},
                              "meta": {"total": 1, "page": 1, "pageSize": 50}})
    success: bool = True
    data: HistoryData
    meta: PageMeta


class UndoResult(BaseModel):
    transaction_id: int
    kind: str
    target_id: int
    reverted: int
    failed: int
    conflicts: list[dict[str, Any]]
    complete: bool


class UndoEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": _UNDO})
    success: bool = True
    data: UndoResult


class ErrorBody(ApiErrorBody):
    """The ApiError shape (409 ``conflict`` lists the paths in ``details.conflicts``)."""

    model_config = _examples({"error": "conflict", "message": "cannot undo transaction 7: 1 path(s) changed since",
                              "details": {"transaction_id": 7,
                                          "conflicts": [{"path": "/srv/files/inbox/q3.pdf",
                                                         "reason": "occupied"}]}})
