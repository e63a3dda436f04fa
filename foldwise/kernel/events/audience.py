"""Who may see an event: an admin sees every event; a member sees the events of their own jobs and the
events that belong to no job (service-wide notices). Used by the WebSocket relay, which otherwise would
hand every user's job progress to every connected client.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

__all__ = ["Audience"]

#: Job owners remembered per connection (a busy socket sees few distinct jobs).
_CACHE_SIZE = 512


class Audience:
    """The visibility rule for one authenticated connection (``actor``)."""

    def __init__(self, actor: Any) -> None:
        self.actor = actor
        self._owners: OrderedDict[str, int | None] = OrderedDict()

    async def may_see(self, event: Any) -> bool:
        """True when the connection's user may receive ``event``."""
        if self.actor.is_admin or event.job_id is None:
            return True
        owner = await self._owner(event.job_id)
        return owner is not None and owner == self.actor.user_id

    async def _owner(self, job_id: str) -> int | None:
        if job_id in self._owners:
            self._owners.move_to_end(job_id)
            return self._owners[job_id]
        from foldwise.kernel.jobs.models import Job

        rows = await Job.filter(id=job_id).values_list("user_id", flat=True) if len(job_id) <= 32 else []
        owner = rows[0] if rows else None
        self._owners[job_id] = owner
        if len(self._owners) > _CACHE_SIZE:
            self._owners.popitem(last=False)
        return owner
