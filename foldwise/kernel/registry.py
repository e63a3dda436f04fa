"""Plain records that plugins return from ``register_*`` hooks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable

__all__ = ["Permission", "JobType", "RateRule", "Service", "ROLES"]

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
    """A kind of job: ``handler(ctx)`` runs it (``ctx`` is a ``JobContext``).

    ``handler`` may be given as ``"module:function"`` so that registering the job type costs no import (every
    command's kernel collects every job type; most never run one): it is imported when a job of the type runs."""

    name: str
    handler: Callable[[Any], Awaitable[Any]] | str
    description: str = ""
    #: True when the job's root must be visible to the process that runs it.
    needs_roots: bool = True
    #: Runs one batch group of a job spread over several workers (``foldwise.kernel.jobs.spread``):
    #: ``group_handler(group)`` with a ``GroupContext``, returning the group's result dict. Also a
    #: ``"module:function"`` string; None when the job type never spreads.
    group_handler: Callable[[Any], Awaitable[Any]] | str | None = None

    def resolve_group(self) -> Callable[[Any], Awaitable[Any]] | None:
        """The group handler itself (imported now when given as a string), or None."""
        if self.group_handler is None or not isinstance(self.group_handler, str):
            return self.group_handler
        from importlib import import_module

        module, _, name = self.group_handler.partition(":")
        return getattr(import_module(module), name)  # type: ignore[no-any-return]

    def resolve(self) -> Callable[[Any], Awaitable[Any]]:
        """The handler itself (a ``"module:function"`` string imported now)."""
        if not isinstance(self.handler, str):
            return self.handler
        from importlib import import_module

        module, _, name = self.handler.partition(":")
        return getattr(import_module(module), name)  # type: ignore[no-any-return]


@dataclass(frozen=True)
class RateRule:
    """Requests matching ``method`` and ``prefix`` count against ``bucket`` too."""

    bucket: str
    prefix: str
    methods: tuple[str, ...] = ("GET", "POST", "PUT", "PATCH", "DELETE")
    exclude: tuple[str, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class Service:
    """A capability's service, found with ``kernel.service(interface)``.

    ``interface`` is the class (or protocol) callers ask for, or its ``"module:QualName"`` so that registering
    costs no import. ``factory(kernel)`` builds the one instance per kernel on first use; it defaults to the
    interface itself and may also be a ``"module:name"`` string.
    """

    interface: type[Any] | str
    factory: Callable[[Any], Any] | str | None = None

    @property
    def key(self) -> str:
        """``"module:QualName"`` of the interface: the lookup key."""
        return service_key(self.interface)


def service_key(interface: type[Any] | str) -> str:
    """The lookup key of a service interface (a class or its ``"module:QualName"``)."""
    if isinstance(interface, str):
        return interface
    return f"{interface.__module__}:{interface.__qualname__}"
