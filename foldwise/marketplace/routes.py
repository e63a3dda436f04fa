"""REST adapters: ``/api/v1/marketplace/*`` over ``MarketplaceService`` (install, update, remove: admins)."""

from __future__ import annotations

from typing import Any

from quart import Blueprint, g, request
from quart_schema import document_request, document_response, tag, validate_querystring, validate_request, validate_response
from werkzeug.routing import BaseConverter

from foldwise.marketplace import schemas as s
from foldwise.marketplace.service import MarketplaceService
from foldwise.sdk import InvalidRequest, NotFound, current_actor, ok, optional_body, require

__all__ = ["bp"]

bp = Blueprint("marketplace", __name__, url_prefix="/api/v1/marketplace")
TAG = ["marketplace"]


class PluginNameConverter(BaseConverter):
    """A plugin name segment (a distribution name); anything else is a plain 404 from routing."""

    regex = s.NAME_PATTERN[1:-1]
    openapi_pattern = s.NAME_PATTERN


bp.record_once(lambda state: state.app.url_map.converters.setdefault("plugin_name", PluginNameConverter))


def _service() -> MarketplaceService:
    return g.kernel.service(MarketplaceService)


def _check_name(name: str) -> str:
    import re

    if not re.match(s.NAME_PATTERN, name):
        raise InvalidRequest(f"{name!r} is not a plugin name")
    return name


async def _install_body() -> s.InstallIn:
    """The optional ``{"version"}`` body: none (zero length) means the newest compatible version."""
    raw = await request.get_data()
    if not raw:
        return s.InstallIn()
    data = await request.get_json(force=True, silent=True)
    if data is None:
        raise InvalidRequest("the body must be JSON")
    return s.InstallIn.model_validate(data)


@bp.get("/plugins")
@tag(TAG)
@require("marketplace.read")
@validate_querystring(s.PluginsQuery)
@validate_response(s.PluginListEnvelope, 200)
@document_response(s.MarketplaceErrorBody, 400)
async def list_plugins(query_args: s.PluginsQuery) -> Any:
    """The plugins of every trusted repository, one item per plugin (its newest version plus ``versions``);
    ``q`` matches name, description and author; ``tags`` (comma separated) must all be present. A repository
    that cannot be read or verified is skipped and reported in ``errors``."""
    return ok(await _service().list_plugins(query_args.q, query_args.category, query_args.tag_list(),
                                            query_args.page, query_args.per_page))


@bp.get("/plugins/<plugin_name:name>")
@tag(TAG)
@require("marketplace.read")
@validate_response(s.PluginEnvelope, 200)
@document_response(s.MarketplaceErrorBody, 404)
@document_response(s.MarketplaceErrorBody, 422)
@document_response(s.MarketplaceErrorBody, 502)
async def plugin_detail(name: str) -> Any:
    """One plugin with all its versions, ``installed`` and ``update_available``."""
    return ok(await _service().plugin(_check_name(name)))


@bp.get("/installed")
@tag(TAG)
@require("marketplace.read")
@validate_response(s.InstalledListEnvelope, 200)
@document_response(s.MarketplaceErrorBody, 403)
async def installed() -> Any:
    """Plugins the marketplace installed, with ``active`` and the load ``error`` of a plugin that failed."""
    return ok(await _service().installed())


@bp.get("/updates")
@tag(TAG)
@require("marketplace.read")
@validate_response(s.UpdatesEnvelope, 200)
@document_response(s.MarketplaceErrorBody, 403)
async def updates() -> Any:
    """Installed plugins for which a repository offers a newer compatible version."""
    return ok(await _service().updates())


@bp.post("/plugins/<plugin_name:name>/install")
@tag(TAG)
@require("marketplace.manage")
@document_request(s.InstallIn)
@optional_body
@document_response(s.InstalledEnvelope, 201)
@document_response(s.InstalledEnvelope, 200)
@document_response(s.MarketplaceErrorBody, 403)
@document_response(s.MarketplaceErrorBody, 409)
@document_response(s.MarketplaceErrorBody, 422)
@document_response(s.MarketplaceErrorBody, 502)
async def install(name: str) -> Any:
    """Install a plugin and the dependencies it lacks (admin only): verified, unpacked atomically and
    activated live. 200 when it is already at that version; 422 ``signature_invalid``/``checksum_failed``,
    409 ``incompatible_plugin``/``dependency_missing``, 502 ``repository_unreachable``, 400
    ``marketplace_error`` (an unsafe wheel or a refused ``http://`` repository). Nothing is installed on error."""
    data = await _install_body()
    record, changed = await _service().install(_check_name(name), data.version)
    return ok(record, status=201 if changed else 200)


@bp.delete("/plugins/<plugin_name:name>")
@tag(TAG)
@require("marketplace.manage")
@validate_response(s.UninstallEnvelope, 200)
@document_response(s.MarketplaceErrorBody, 404)
@document_response(s.MarketplaceErrorBody, 409)
async def uninstall(name: str) -> Any:
    """Remove an installed plugin (admin only); 409 ``conflict`` while another installed plugin needs it."""
    return ok(await _service().remove(_check_name(name)))


@bp.post("/plugins/<plugin_name:name>/update")
@tag(TAG)
@require("marketplace.manage")
@validate_response(s.UpdateEnvelope, 200)
@document_response(s.MarketplaceErrorBody, 404)
@document_response(s.MarketplaceErrorBody, 409)
@document_response(s.MarketplaceErrorBody, 422)
@document_response(s.MarketplaceErrorBody, 502)
async def update(name: str) -> Any:
    """Update an installed plugin to the newest compatible version (admin only): ``{updated, plugin}``."""
    return ok(await _service().update(_check_name(name)))


@bp.get("/plugins/<plugin_name:name>/reviews")
@tag(TAG)
@require("marketplace.read")
@validate_querystring(s.ReviewsQuery)
@validate_response(s.ReviewListEnvelope, 200)
@document_response(s.MarketplaceErrorBody, 404)
async def reviews(name: str, query_args: s.ReviewsQuery) -> Any:
    """The plugin's reviews, newest first."""
    return ok(await _service().reviews(_check_name(name), query_args.limit))


@bp.post("/plugins/<plugin_name:name>/reviews")
@tag(TAG)
@require("marketplace.review")
@validate_request(s.ReviewIn)
@validate_response(s.ReviewEnvelope, 201)
@document_response(s.MarketplaceErrorBody, 404)
async def add_review(name: str, data: s.ReviewIn) -> Any:
    """Review a plugin (members and admins). One review per user per plugin: a second replaces the first
    and keeps its ``created_at``."""
    actor = current_actor()
    assert actor is not None
    review = await _service().review(_check_name(name), actor.user_id, actor.username, data.rating, data.title,
                                     data.content)
    return ok(review, status=201)


@bp.delete("/plugins/<plugin_name:name>/reviews/<review_id>")
@tag(TAG)
@require("marketplace.manage")
@validate_response(s.ReviewDeletedEnvelope, 200)
@document_response(s.MarketplaceErrorBody, 404)
async def delete_review(name: str, review_id: str) -> Any:
    """Delete a review (admin only); an id that cannot be a review id is a plain 404."""
    if not review_id.isdigit() or len(review_id) > 9:
        raise NotFound(f"review {review_id!r} of {name!r} not found")
    return ok(await _service().delete_review(_check_name(name), int(review_id)))
