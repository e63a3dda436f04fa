"""The contract's job state machine: the only legal moves between job statuses."""

from __future__ import annotations

__all__ = ["TRANSITIONS", "ACTIVE", "TERMINAL", "ROLLBACK_FROM", "is_legal"]

TRANSITIONS: dict[str, frozenset[str]] = {
    "pending": frozenset({"in_progress", "cancelled"}),
    "in_progress": frozenset({"completed", "partial", "failed", "cancelled", "interrupted"}),
    "completed": frozenset({"rolling_back"}),
    "partial": frozenset({"rolling_back"}),
    "failed": frozenset({"rolling_back"}),
    "cancelled": frozenset({"rolling_back"}),
    "interrupted": frozenset({"rolling_back"}),
    "rolling_back": frozenset({"rolled_back", "failed"}),
    "rolled_back": frozenset(),
}
#: Statuses in which a process is (or should be) working on the job.
ACTIVE = frozenset({"in_progress", "rolling_back"})
#: Statuses after which nothing runs unless someone rolls the job back.
TERMINAL = frozenset({"completed", "partial", "failed", "cancelled", "interrupted", "rolled_back"})
#: Statuses a rollback may start from.
ROLLBACK_FROM = frozenset(s for s, targets in TRANSITIONS.items() if "rolling_back" in targets)


def is_legal(current: str, new: str) -> bool:
    """True when ``current -> new`` is one of the contract's moves."""
    return new in TRANSITIONS.get(current, frozenset())
