"""Persisting plans: one compressed blob per job (``OrganizePlan``)."""

from __future__ import annotations

import asyncio

from foldwise.plugins.organize.models import OrganizePlan
from foldwise.plugins.organize.plan import Plan
from foldwise.sdk import NotFound

__all__ = ["save_plan", "load_plan", "plan_exists", "replace_plan"]


async def save_plan(job_id: str, plan: Plan) -> None:
    """Store ``plan`` as the plan of ``job_id`` (compression runs in a worker thread)."""
    blob = await asyncio.to_thread(plan.to_blob)
    await OrganizePlan.create(job_id=job_id, methodology=plan.methodology, base=plan.base,
                              operations=len(plan), summary=plan.summary, data=blob)


async def load_plan(job_id: str) -> Plan:
    """The stored plan of ``job_id`` (404 ``not_found`` when the job has none)."""
    row = await OrganizePlan.get_or_none(job_id=job_id)
    if row is None:
        raise NotFound(f"job {job_id} has no organize plan")
    return await asyncio.to_thread(Plan.from_blob, bytes(row.data))


async def plan_exists(job_id: str) -> bool:
    return await OrganizePlan.exists(job_id=job_id)


async def replace_plan(job_id: str, plan: Plan) -> None:
    """Store ``plan`` over the existing plan of ``job_id`` (a pending job's exclusions)."""
    blob = await asyncio.to_thread(plan.to_blob)
    await OrganizePlan.filter(job_id=job_id).update(operations=len(plan), summary=plan.summary, data=blob)
