"""REST adapters: ``/api/v1/organize/*`` and ``/api/v1/organize/methodology``."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, g, request
from quart_schema import (
    document_request,
    document_response,
    tag,
    validate_querystring,
    validate_request,
    validate_response,
)

from foldwise.plugins.organize.schemas import (
    DetailBody,
    ErrorBody,
    ExecuteIn,
    JobEnvelope,
    JobListEnvelope,
    JobsQuery,
    MethodologyEnvelope,
    MethodologyIn,
    PlanQuery,
    PreviewEnvelope,
    PreviewIn,
    ScanIn,
    SuggestEnvelope,
    SuggestForm,
    SuggestIn,
    ValidationBody,
)
from foldwise.plugins.organize.service import OrganizeService
from foldwise.sdk import Actor, DetailError, RateLimited, current_actor, document_form, ok, page_meta, require

__all__ = ["bp"]

bp = Blueprint("organize", __name__, url_prefix="/api/v1")
TAG = ["organize"]


def _service() -> OrganizeService:
    return g.kernel.service(OrganizeService)


def _user_id() -> int | None:
    actor = getattr(g, "actor", None)
    return getattr(actor, "user_id", None)


def _caller() -> Actor | None:
    return current_actor()


async def _count_job_request() -> None:
    """Charge the ``organization`` bucket for a job-creating route the prefix rules cannot express."""
    from foldwise.sdk import principal_key

    limiter = g.kernel.ratelimiter
    if limiter is None or not limiter.settings.enabled:
        return
    try:
        (state,) = await limiter.hit(["organization"], principal_key(request, getattr(g, "actor", None)))
    except Exception:  # noqa: BLE001 - fail open like the kernel's limiter
        return
    if state.exceeded:
        retry = state.retry_after
        raise RateLimited(f"too many requests (organization limit {state.limit} per "
                          f"{limiter.settings.window_seconds}s); retry after {retry}s",
                          details={"retry_after": retry, "bucket": "organization", "limit": state.limit},
                          headers={"Retry-After": str(retry)})


def _plan_page(plan: Any, page: int, page_size: int | None, action: str | None) -> tuple[dict[str, Any], dict]:
    size = page_size or _service().config.preview_page_size
    operations, total = plan.page(page, size, action)
    return {"operations": operations, "summary": plan.summary}, page_meta(total, page, size)


@bp.post("/organize/scan")
@tag(TAG)
@require("organize.write")
@validate_request(ScanIn)
@validate_response(JobEnvelope, 201)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
@document_response(ValidationBody, 422)
async def scan(data: ScanIn) -> Any:
    """Scan a folder and plan it into a new job: ``pending`` with its plan when ``dry_run`` (default),
    else executed at once (``in_progress``). 403 ``path_not_allowed`` outside the roots; 422 for an
    unknown methodology."""
    job, _plan = await _service().create_job(data.path, data.methodology, dry_run=data.dry_run,
                                             user_id=_user_id(), options=data.options)
    return ok(_service().wire(job), status=201)


@bp.post("/organize/preview")
@tag(TAG)
@require("organize.write")
@validate_request(PreviewIn)
@validate_response(PreviewEnvelope, 200)
@document_response(ErrorBody, 400)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
@document_response(ValidationBody, 422)
async def preview(data: PreviewIn) -> Any:
    """Plan a folder (a new pending job) and return one page of its operations with the summary.
    ``meta`` gives ``total``/``page``/``pageSize``; further pages come from ``job_id`` + ``page`` here
    or ``GET /organize/jobs/{job_id}/plan``."""
    service = _service()
    if data.job_id:
        job = await service.organize_job(data.job_id, _caller())
        plan = await service.plan_of(job.id)
    else:
        if not data.path:
            from foldwise.sdk import ApiError

            raise ApiError("path or job_id is required", status=422, code="validation_error",
                           details=[{"loc": ["body", "path"], "msg": "path or job_id is required"}])
        job, plan = await service.create_job(data.path, data.methodology, dry_run=True, user_id=_user_id(),
                                             options=data.options)
    body, meta = _plan_page(plan, data.page, data.page_size, data.action)
    return ok({"job_id": job.id, "methodology": plan.methodology, "plan": body}, meta=meta)


@bp.get("/organize/jobs/<job_id>/plan")
@tag(TAG)
@require("organize.read")
@validate_querystring(PlanQuery)
@validate_response(PreviewEnvelope, 200)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
async def job_plan(job_id: str, query_args: PlanQuery) -> Any:
    """One page of a job's stored plan (``action`` filters by operation kind); only its owner or an admin
    may read it (403 ``forbidden``)."""
    service = _service()
    job = await service.organize_job(job_id, _caller())
    plan = await service.plan_of(job.id)
    body, meta = _plan_page(plan, query_args.page, query_args.page_size, query_args.action)
    return ok({"job_id": job.id, "methodology": plan.methodology, "plan": body}, meta=meta)


@bp.post("/organize/execute")
@tag(TAG)
@require("organize.write")
@validate_request(ExecuteIn)
@validate_response(JobEnvelope, 202)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
@document_response(ErrorBody, 409)
@document_response(ValidationBody, 422)
async def execute(data: ExecuteIn) -> Any:
    """Execute a pending job's plan (202, ``in_progress``); 409 ``invalid_job_transition`` otherwise."""
    job = await _service().execute(data.job_id, caller=_caller(), exclude=data.exclude)
    return ok(_service().wire(job), status=202)


@bp.get("/organize/status/<job_id>")
@tag(TAG)
@require("organize.read")
@validate_response(JobEnvelope, 200)
@document_response(ErrorBody, 404)
async def status(job_id: str) -> Any:
    """The Job object of any job (organize, rollback, dedupe)."""
    return ok(_service().wire(await _service().job(job_id)))


@bp.get("/organize/jobs")
@tag(TAG)
@require("organize.read")
@validate_querystring(JobsQuery)
@validate_response(JobListEnvelope, 200)
async def jobs(query_args: JobsQuery) -> Any:
    """Jobs, newest first, filtered by ``status`` (and ``type``), paginated (``meta``)."""
    items, total = await _service().jobs_page(query_args.status, query_args.page, query_args.page_size,
                                               type=query_args.type)
    return ok({"jobs": items}, meta=page_meta(total, query_args.page, query_args.page_size))


@bp.post("/organize/jobs/<job_id>/cancel")
@tag(TAG)
@require("organize.write")
@validate_response(JobEnvelope, 200)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
@document_response(ErrorBody, 409)
async def cancel(job_id: str) -> Any:
    """Cancel a pending job at once, or a running one between two file operations (the job's owner or
    an admin; 403 ``forbidden`` otherwise)."""
    return ok(_service().wire(await _service().cancel(job_id, caller=_caller())))


@bp.post("/organize/jobs/<job_id>/rollback")
@tag(TAG)
@require("organize.write")
@validate_response(JobEnvelope, 202)
@document_response(ErrorBody, 403)
@document_response(ErrorBody, 404)
@document_response(ErrorBody, 409)
async def rollback(job_id: str) -> Any:
    """Roll a finished job back through the journal, as a job (``rolling_back`` -> ``rolled_back``); the
    job's owner or an admin (403 ``forbidden`` otherwise)."""
    await _count_job_request()
    return ok(_service().wire(await _service().rollback(job_id, caller=_caller())), status=202)


@bp.get("/organize/methodology")
@tag(TAG)
@require("organize.read")
@validate_response(MethodologyEnvelope, 200)
async def get_methodology() -> Any:
    """The active methodology, its options and the methodologies on offer."""
    return ok(_service().describe_config())


@bp.put("/organize/methodology")
@tag(TAG)
@require("organize.configure")
@validate_request(MethodologyIn)
@validate_response(MethodologyEnvelope, 200)
@document_response(ErrorBody, 403)
@document_response(ValidationBody, 422)
async def put_methodology(data: MethodologyIn) -> Any:
    """Choose the active methodology and (optionally) replace its options; written to the config file."""
    return ok(await _service().configure(data.methodology, data.options))


@bp.post("/organize")
@tag(TAG)
@require("organize.read")
@document_request(SuggestIn)
@document_form(SuggestForm)
@validate_response(SuggestEnvelope, 200)
@document_response(DetailBody, 400)
@document_response(ErrorBody, 403)
@document_response(ValidationBody, 422)
async def suggest() -> Any:
    """Naming and folder suggestion for one file: multipart ``file`` (plus optional ``methodology``,
    ``path`` fields) or JSON ``{filename, content?, path?, methodology?}``. Neither: 400 ``{"detail"}``."""
    service = _service()
    files = await request.files if request.mimetype == "multipart/form-data" else None
    if files and "file" in files:
        upload = files["file"]
        form = await request.form
        content = upload.read(1024 * 1024)
        return ok(await service.suggest(upload.filename or "untitled", content=content,
                                        path=form.get("path") or None, methodology=form.get("methodology")))
    payload = await request.get_json(force=True, silent=True)
    if not isinstance(payload, dict) or not payload:
        raise DetailError("send a multipart 'file' or a JSON payload with 'filename'", status=400)
    data = SuggestIn.model_validate(payload)
    filename = data.filename
    if not filename and data.path:
        filename = data.path.rstrip("/").rsplit("/", 1)[-1]
    if not filename:
        raise DetailError("the JSON payload needs 'filename' (or 'path')", status=400)
    content = data.content.encode() if data.content is not None else None
    return ok(await service.suggest(filename, content=content, path=data.path, methodology=data.methodology))

