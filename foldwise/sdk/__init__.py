"""``foldwise.sdk``: the one import a plugin author needs.

Everything a plugin uses of the kernel is here, under stable names; the kernel's internals may change without
breaking a plugin that imports only this module. Names load lazily (PEP 562), so ``import foldwise.sdk`` in a
plugin's ``__init__`` costs nothing at start-up: a one-shot command pays only for what it touches.

    from foldwise.sdk import hookimpl, Permission, Service, require, ok, NotFound
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from foldwise.sdk.protocol import KernelProtocol

if TYPE_CHECKING:  # pragma: no cover - names for type checkers and IDEs
    from foldwise.kernel.auth.actor import Actor
    from foldwise.kernel.auth.guard import check_permission, current_actor, require
    from foldwise.kernel.cli import emit_json, fail, local_kernel, run_async
    from foldwise.kernel.core import current_kernel
    from foldwise.kernel.errors import (
        ApiError,
        Conflict,
        DetailError,
        FeatureUnavailable,
        Forbidden,
        InvalidJobTransition,
        InvalidPath,
        InvalidRequest,
        NotFound,
        PathNotAllowed,
        Unauthorized,
    )
    from foldwise.kernel.events.sse import sse_response
    from foldwise.kernel.hookspecs import hookimpl, hookspec
    from foldwise.kernel.jobs.context import JobCancelled, JobContext, JobError
    from foldwise.kernel.openapi import PATH_SCHEMA, document_form, document_raw_response, optional_body
    from foldwise.kernel.registry import ROLES, JobType, Permission, RateRule, Service
    from foldwise.kernel.responses import content_disposition, ok, page_meta
    from foldwise.kernel.schemas import MAX_PAGE, PageNumber, RequestModel
    from foldwise.ui.views import back_to, error_page, flash_undo, page_view

#: name -> module that defines it (the SDK's whole public surface; a test checks each one resolves).
_EXPORTS: dict[str, str] = {
    # hooks
    "hookimpl": "foldwise.kernel.hookspecs",
    "hookspec": "foldwise.kernel.hookspecs",
    # records returned from register_* hooks
    "Permission": "foldwise.kernel.registry",
    "JobType": "foldwise.kernel.registry",
    "RateRule": "foldwise.kernel.registry",
    "Service": "foldwise.kernel.registry",
    "ROLES": "foldwise.kernel.registry",
    # the kernel
    "current_kernel": "foldwise.kernel.core",
    # auth
    "Actor": "foldwise.kernel.auth.actor",
    "require": "foldwise.kernel.auth.guard",
    "current_actor": "foldwise.kernel.auth.guard",
    "check_permission": "foldwise.kernel.auth.guard",
    # responses and request models
    "ok": "foldwise.kernel.responses",
    "page_meta": "foldwise.kernel.responses",
    "content_disposition": "foldwise.kernel.responses",
    "RequestModel": "foldwise.kernel.schemas",
    "PageNumber": "foldwise.kernel.schemas",
    "MAX_PAGE": "foldwise.kernel.schemas",
    # OpenAPI helpers
    "PATH_SCHEMA": "foldwise.kernel.openapi",
    "document_form": "foldwise.kernel.openapi",
    "document_raw_response": "foldwise.kernel.openapi",
    "optional_body": "foldwise.kernel.openapi",
    # errors (answered in the contract's envelope)
    "ApiError": "foldwise.kernel.errors",
    "DetailError": "foldwise.kernel.errors",
    "NotFound": "foldwise.kernel.errors",
    "Forbidden": "foldwise.kernel.errors",
    "Unauthorized": "foldwise.kernel.errors",
    "Conflict": "foldwise.kernel.errors",
    "InvalidRequest": "foldwise.kernel.errors",
    "InvalidPath": "foldwise.kernel.errors",
    "PathNotAllowed": "foldwise.kernel.errors",
    "InvalidJobTransition": "foldwise.kernel.errors",
    "FeatureUnavailable": "foldwise.kernel.errors",
    # jobs and events
    "JobContext": "foldwise.kernel.jobs.context",
    "JobError": "foldwise.kernel.jobs.context",
    "JobCancelled": "foldwise.kernel.jobs.context",
    "sse_response": "foldwise.kernel.events.sse",
    # pages
    "page_view": "foldwise.ui.views",
    "error_page": "foldwise.ui.views",
    "flash_undo": "foldwise.ui.views",
    "back_to": "foldwise.ui.views",
    # command line
    "emit_json": "foldwise.kernel.cli",
    "fail": "foldwise.kernel.cli",
    "run_async": "foldwise.kernel.cli",
    "local_kernel": "foldwise.kernel.cli",
}

__all__ = sorted([*_EXPORTS, "KernelProtocol", "Kernel"])

#: The typed face of the kernel a hook receives (``startup(kernel)``, ``kernel.service(...)``).
Kernel = KernelProtocol


def __getattr__(name: str) -> Any:
    """Load an exported name on first use and cache it in this module."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'foldwise.sdk' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return __all__
