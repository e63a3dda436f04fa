"""Plain records that plugins return from ``register_*`` hooks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable

__all__ = ["Permission", "JobType", "RateRule", "ROLES"]

#: Roles in order of power.
ROLES = ("viewer", "member", "admin")


@dataclass(frozen=True)
class Permission:
    """An action a plugin checks; ``roles`` are the roles allowed it by default."""

    name: str
    roles: tuple[str, ...] = ("member", "admin")
    description: str = ""


@dataclass(frozen=True)
class JobType:
    """A kind of job: ``handler(ctx)`` runs it (``ctx`` is a ``JobContext``)."""

    name: str
    handler: Callable[[Any], Awaitable[Any]]
    description: str = ""
    #: True when the job's root must be visible to the process that runs it.
    needs_roots: bool = True


@dataclass(frozen=True)
class RateRule:
    """Requests matching ``method`` and ``prefix`` count against ``bucket`` too."""

    bucket: str
    prefix: str
    methods: tuple[str, ...] = ("GET", "POST", "PUT", "PATCH", "DELETE")
    exclude: tuple[str, ...] = field(default_factory=tuple)
