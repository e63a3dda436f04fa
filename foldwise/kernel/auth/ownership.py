"""Ownership of jobs and journal transactions (the contract's "Organization", last bullet).

A job belongs to the account that created it (``Job.user_id``). A journal transaction that belongs
to a job belongs to that job's owner; any other belongs to its ``actor`` (the username recorded
when it was made; undo and redo transactions inherit the actor of what they reverse). The owner or
an admin may act on one; anybody else gets 403 ``forbidden``. Work nobody owns (made by the local
CLI, or before owners were recorded) is admin-only. ``caller=None`` is a trusted local caller
(the CLI without ``--server``) and may act on everything.
"""

from __future__ import annotations

from typing import Any

from tortoise.expressions import Q, Subquery

from foldwise.kernel.auth.actor import Actor
from foldwise.kernel.errors import Forbidden

__all__ = ["owns_job", "check_job_owner", "owns_transaction", "check_transaction_owner",
           "owned_transactions", "owned_entries", "owner_name", "event_owner_id", "admin_user_ids"]


def owns_job(caller: Actor | None, job: Any) -> bool:
    """True when ``caller`` may act on ``job`` or read its plan (owner, admin or a local caller)."""
    if caller is None or caller.is_admin:
        return True
    return job.user_id is not None and job.user_id == caller.user_id


def check_job_owner(caller: Actor | None, job: Any, what: str = "act on") -> None:
    """403 ``forbidden`` unless ``caller`` owns ``job`` or is an admin."""
    if not owns_job(caller, job):
        raise Forbidden(f"only the account that started job {job.id} or an admin may {what} it",
                        details={"job_id": job.id})


async def owns_transaction(caller: Actor | None, txn: Any) -> bool:
    """True when ``caller`` may undo or redo ``txn`` (see the module docstring)."""
    if caller is None or caller.is_admin:
        return True
    if txn.job_id:
        from foldwise.kernel.jobs.models import Job

        job = await Job.get_or_none(id=txn.job_id)
        return job is not None and owns_job(caller, job)
    return txn.actor is not None and txn.actor == caller.username


async def check_transaction_owner(caller: Actor | None, txn: Any) -> None:
    """403 ``forbidden`` unless ``caller`` may undo or redo ``txn``."""
    if not await owns_transaction(caller, txn):
        raise Forbidden(f"only the account that made transaction {txn.id} or an admin may undo or redo it",
                        details={"transaction_id": txn.id})


def owned_transactions(caller: Actor) -> Q:
    """A ``Transaction`` filter: the transactions that belong to ``caller`` (admins included: their own)."""
    from foldwise.kernel.jobs.models import Job

    jobs = Subquery(Job.filter(user_id=caller.user_id).values("id"))
    return Q(Q(job_id__isnull=True), Q(actor=caller.username)) | Q(job_id__in=jobs)


async def owned_entries(caller: Actor | None, entries: list[dict[str, Any]]) -> set[int]:
    """The ids of the history ``entries`` (``Transaction.to_dict()``) that ``caller`` may undo or redo."""
    if caller is None or caller.is_admin:
        return {entry["id"] for entry in entries}
    from foldwise.kernel.jobs.models import Job

    job_ids = {entry["job_id"] for entry in entries if entry.get("job_id")}
    mine = set(await Job.filter(id__in=job_ids, user_id=caller.user_id).values_list("id", flat=True)) \
        if job_ids else set()
    return {entry["id"] for entry in entries
            if (entry["job_id"] in mine if entry.get("job_id") else entry.get("actor") == caller.username)}


async def owner_name(job_id: str) -> str | None:
    """The username of the account that created job ``job_id`` (None when nobody did)."""
    from foldwise.kernel.auth.models import User
    from foldwise.kernel.jobs.models import Job

    job = await Job.get_or_none(id=job_id)
    if job is None or job.user_id is None:
        return None
    user = await User.get_or_none(id=job.user_id)
    return user.username if user is not None else None


async def event_owner_id(job_id: str | None, transaction_id: Any = None) -> int | None:
    """The id of the account an event's work belongs to (its job's owner, else its transaction's actor);
    None when nobody owns it (then only admins may see it)."""
    from foldwise.kernel.auth.models import User
    from foldwise.kernel.jobs.models import Job
    from foldwise.kernel.journal.models import Transaction

    if job_id is None and isinstance(transaction_id, int) and not isinstance(transaction_id, bool):
        txn = await Transaction.get_or_none(id=transaction_id)
        if txn is None:
            return None
        if txn.job_id is None:
            if not txn.actor:
                return None
            user = await User.get_or_none(username=txn.actor)
            return user.id if user is not None else None
        job_id = txn.job_id
    if job_id is None:
        return None
    job = await Job.get_or_none(id=str(job_id))
    return job.user_id if job is not None else None


async def admin_user_ids() -> set[int]:
    """The ids of the active admin accounts (who may see work nobody owns)."""
    from foldwise.kernel.auth.models import User

    return set(await User.filter(role="admin", is_active=True).values_list("id", flat=True))
