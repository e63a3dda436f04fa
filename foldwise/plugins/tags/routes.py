"""REST adapters: ``/api/v1/tags``, ``/api/v1/files/tags``, ``/api/v1/tags/suggest``, ``/api/v1/tags/auto``,
``/api/v1/suggestions``."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, current_app, g
from quart_schema import document_response, tag, validate_querystring, validate_request

from foldwise.plugins.tags import TAGS_READ, TAGS_WRITE
from foldwise.plugins.tags import schemas as s
from foldwise.plugins.tags.service import TagsService
from foldwise.plugins.tags.suggestions import SuggestionsService
from foldwise.sdk import ok, require

__all__ = ["bp"]

bp = Blueprint("tags_api", __name__, url_prefix="/api/v1")
_ERRORS = ((s.TagsErrorBody, 400), (s.TagsErrorBody, 403), (s.TagsErrorBody, 404), (s.TagsValidationBody, 422))


def _errors(fn: Any) -> Any:
    for model, status in _ERRORS:
        fn = document_response(model, status)(fn)
    return fn


def _tags() -> TagsService:
    return current_app.kernel.service(TagsService)  # type: ignore[attr-defined]


def _suggestions() -> SuggestionsService:
    return current_app.kernel.service(SuggestionsService)  # type: ignore[attr-defined]


def _actor() -> tuple[int | None, str | None]:
    actor = getattr(g, "actor", None)
    return getattr(actor, "user_id", None), getattr(actor, "username", None)


@bp.get("/tags")
@tag(["tags"])
@require(TAGS_READ)
@document_response(s.TagsEnvelope, 200)
async def list_tags() -> Any:
    """Every tag in use with the number of files carrying it, most used first."""
    return ok({"tags": await _tags().counts()})


@bp.put("/files/tags")
@tag(["tags"])
@require(TAGS_WRITE)
@validate_request(s.FileTagsIn)
@document_response(s.FileTagsEnvelope, 200)
@_errors
async def put_tags(data: s.FileTagsIn) -> Any:
    """Set (or with ``mode`` add / remove) the tags of one file: one undoable transaction in the history."""
    return ok(await _tags().set_tags(data.path, data.tags, actor=_actor()[1], mode=data.mode))


@bp.get("/tags/suggest")
@tag(["tags"])
@require(TAGS_READ)
@validate_querystring(s.TagSuggestQuery)
@document_response(s.TagSuggestEnvelope, 200)
@_errors
async def suggest_tags(query_args: s.TagSuggestQuery) -> Any:
    """Tags suggested for one file from its content, its metadata (type, EXIF, folder) and from how
    similar files were tagged, best first."""
    return ok(await _suggestions().suggest_tags(query_args.path))


@bp.post("/tags/auto")
@tag(["tags"])
@require(TAGS_WRITE)
@validate_request(s.TagAutoIn)
@document_response(s.TagJobEnvelope, 202)
@_errors
async def auto_tags(data: s.TagAutoIn) -> Any:
    """Start a job adding every tag suggested with at least ``min_confidence`` to the files of a folder
    (one undoable transaction); follow it at ``/api/v1/organize/status/{job_id}``."""
    user_id, username = _actor()
    job = await _suggestions().start_auto(data.path, recursive=data.recursive, min_confidence=data.min_confidence,
                                          user_id=user_id, actor=username)
    return ok(current_app.kernel.jobs.to_wire(job), status=202)  # type: ignore[attr-defined]


@bp.get("/suggestions")
@tag(["suggestions"])
@require(TAGS_READ)
@validate_querystring(s.SuggestionsQuery)
@document_response(s.SuggestionsEnvelope, 200)
@_errors
async def list_suggestions(query_args: s.SuggestionsQuery) -> Any:
    """Learned suggestions for a file or the files of a folder: where people put such files, which tags
    such files carry; each with a readable reason."""
    return ok(await _suggestions().for_path(query_args.path, query_args.limit))


@bp.post("/suggestions/<suggestion_id>/apply")
@tag(["suggestions"])
@require(TAGS_WRITE)
@document_response(s.SuggestionAppliedEnvelope, 200)
@document_response(s.TagsErrorBody, 409)
@_errors
async def apply_suggestion(suggestion_id: str) -> Any:
    """Carry a suggestion out (a move goes through the journal and can be undone); it counts as accepted."""
    return ok(await _suggestions().apply(suggestion_id, actor=_actor()[1]))


@bp.post("/suggestions/<suggestion_id>/dismiss")
@tag(["suggestions"])
@require(TAGS_WRITE)
@document_response(s.SuggestionDismissedEnvelope, 200)
@_errors
async def dismiss_suggestion(suggestion_id: str) -> Any:
    """Dismiss a suggestion: suggestions of the same kind of file and target are lowered from now on."""
    return ok(await _suggestions().dismiss(suggestion_id, actor=_actor()[1]))
