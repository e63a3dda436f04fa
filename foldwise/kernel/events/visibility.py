"""Which events a socket or stream may relay to its user (the contract's "Events").

An admin sees every event. ``notification`` events go to their addressee (``data.user_id``) only. An event
about a job or a journal transaction goes to the account that owns that work (work nobody owns: admins
only). An event naming paths goes to accounts whose workspace scope can read every one of them. Anything
else (a plugin was activated, the server is stopping) is for everyone.
"""

from __future__ import annotations

from typing import Any

from foldwise.kernel.scope import PathScope

__all__ = ["EventFilter", "PATH_KEYS"]

#: Event payload keys that hold a path or a list of paths.
PATH_KEYS = ("path", "paths", "source", "destination", "src", "dst", "root", "folder", "keep", "duplicate")


def _paths(data: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for key in PATH_KEYS:
        value = data.get(key)
        if isinstance(value, str) and value.startswith("/"):
            out.append(value)
        elif isinstance(value, list):
            out.extend(v for v in value if isinstance(v, str) and v.startswith("/"))
    return out


class EventFilter:
    """Decides, for one connection's actor, which events it receives (owners cached per job)."""

    def __init__(self, actor: Any, scope: PathScope | None) -> None:
        self.actor = actor
        self.scope = scope
        self._owners: dict[tuple[Any, Any], int | None] = {}

    async def allows(self, event: Any) -> bool:
        """True when the actor may receive ``event``."""
        actor = self.actor
        if getattr(actor, "is_admin", False):
            return True
        data = event.data if isinstance(event.data, dict) else {}
        if event.type == "notification":
            return data.get("user_id") == actor.user_id
        transaction_id = data.get("transaction_id")
        if event.job_id is not None or isinstance(transaction_id, int):
            key = (event.job_id, transaction_id)
            if key not in self._owners:
                from foldwise.kernel.auth.ownership import event_owner_id

                self._owners[key] = await event_owner_id(event.job_id, transaction_id)
            return self._owners[key] == actor.user_id
        if self.scope is not None:
            return all(self.scope.can_read(p) for p in _paths(data))
        return True
