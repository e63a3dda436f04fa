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
    from foldwise.kernel import config_store
    from foldwise.kernel import profiles
    from foldwise.kernel.app import create_app, public
    from foldwise.kernel.auth import accounts, api_keys, tokens
    from foldwise.kernel.auth.accounts import USERNAME_PATTERN
    from foldwise.kernel.auth.actor import Actor
    from foldwise.kernel.auth.guard import (
        check_permission,
        current_actor,
        login_session,
        logout_session,
        require,
        safe_next,
    )
    from foldwise.kernel.auth.lookup import fetch_user_row
    from foldwise.kernel.auth.models import Session as AuthSession
    from foldwise.kernel.auth.models import User
    from foldwise.kernel.auth.ownership import check_job_owner, owned_entries, owner_name, owns_job
    from foldwise.kernel.auth.permissions import is_allowed
    from foldwise.kernel.cli import (
        POLL_SECONDS,
        cli_kernel,
        command_hint,
        emit_json,
        exit_code_for,
        fail,
        fail_api,
        load_cli_settings,
        local_kernel,
        run_async,
        state as cli_state,
    )
    from foldwise.kernel.cli_cache import file_stamp, import_path_dirs, known_plugins
    from foldwise.kernel.cli_dispatch import local_or_server
    from foldwise.kernel.cli_registry import CommandRegistry
    from foldwise.kernel.cliout import (
        UNLIMITED_WIDTH,
        Column,
        human_size,
        human_time,
        print_table,
        progress_bar,
        shorten,
        terminal_console,
        terminal_width,
    )
    from foldwise.kernel.config_store import set_dotted
    from foldwise.kernel.core import current_kernel, open_kernel
    from foldwise.client import ClientError
    from foldwise.kernel.auth.ownership import admin_user_ids, event_owner_id, owned_transactions
    from foldwise.kernel.auth.scopes import SCOPES, scope
    from foldwise.kernel.auth.secretbox import SecretUnreadable, open_secret, seal_secret
    from foldwise.kernel.config_read import ConfigKeyNotFound, read_config_value
    from foldwise.kernel.events.bus import Event
    from foldwise.kernel.netguard import CheckedTarget, InvalidCallbackUrl, address_refusal, check_url, guarded_post
    from foldwise.kernel.errors import (
        ApiError,
        Conflict,
        DetailError,
        FeatureUnavailable,
        Forbidden,
        InvalidId,
        InvalidJobTransition,
        InvalidPath,
        InvalidRequest,
        NotFound,
        PathNotAllowed,
        RateLimited,
        Unauthorized,
        validation_error_body,
    )
    from foldwise.kernel.events.sse import sse_response
    from foldwise.kernel.hookmarker import hookimpl
    from foldwise.kernel.hookspecs import hookspec
    from foldwise.kernel.jobs.context import JobCancelled, JobContext, JobError
    from foldwise.kernel.jobs.models import JOB_STATUSES, Job
    from foldwise.kernel.jobs.spread import GroupContext, can_spread, lead as lead_spread
    from foldwise.kernel.jobs.states import (
        ACTIVE as JOB_ACTIVE,
        ROLLBACK_FROM as JOB_ROLLBACK_FROM,
        TERMINAL as JOB_TERMINAL,
        TRANSITIONS as JOB_TRANSITIONS,
    )
    from foldwise.kernel.journal import fsops
    from foldwise.kernel.gcpause import gc_paused
    from foldwise.kernel.fastexit import allow as allow_fast_exit, keep as keep_until_exit
    from foldwise.kernel.cli_plain import PlainCommand, plain_parser
    from foldwise.kernel.journal.models import Operation, Transaction
    from foldwise.kernel.jsonout import dumps as json_dumps, dumps_str as json_dumps_str, emit_streamed
    from foldwise.kernel.openapi import PATH_SCHEMA, document_form, document_raw_response, optional_body
    from foldwise.kernel.orm import Model
    from foldwise.kernel.plugins import PLUGINS_FOLDER, build_plugin_manager, gather
    from foldwise.kernel.ratelimit import principal_key
    from foldwise.kernel.registry import ROLES, JobType, Permission, RateRule, Service
    from foldwise.kernel.responses import content_disposition, ok, page_meta
    from foldwise.kernel.sandbox import TRASH_FOLDER, Sandbox
    from foldwise.kernel.events.visibility import EventFilter
    from foldwise.kernel.scope import PathScope, current_scope, scope_for_actor, set_scope_provider
    from foldwise.kernel.schemas import (
        MAX_PAGE,
        ApiErrorBody,
        DetailErrorBody,
        FeatureUnavailableBody,
        PageNumber,
        RequestModel,
        ValidationErrorBody,
    )
    from foldwise.kernel.settings import Settings, load_settings
    from foldwise.kernel.settings_env import (
        ConfigError,
        _env_overrides as env_overrides,
        deep_merge,
        default_home,
        parse_env_value,
        raw_config,
        split_roots,
    )
    from foldwise.ui.pages import bp as shell_blueprint, root_bp as root_blueprint
    from foldwise.ui.views import back_to, error_page, flash_undo, page_view

#: name -> where it is defined: ``"module"`` (the same name there), ``"module:attr"`` (another name there) or
#: ``"module:"`` (the module itself). This is the SDK's whole public surface (``docs/writing-plugins.md`` lists
#: every name; a test checks each one resolves).
_EXPORTS: dict[str, str] = {
    # hooks
    "hookimpl": "foldwise.kernel.hookmarker",  # pluggy-free: a one-shot command imports no pluggy
    "hookspec": "foldwise.kernel.hookspecs",
    # records returned from register_* hooks
    "Permission": "foldwise.kernel.registry",
    "JobType": "foldwise.kernel.registry",
    "RateRule": "foldwise.kernel.registry",
    "Service": "foldwise.kernel.registry",
    "ROLES": "foldwise.kernel.registry",
    # the kernel
    "current_kernel": "foldwise.kernel.core",
    "gather": "foldwise.kernel.plugins",
    "build_plugin_manager": "foldwise.kernel.plugins",
    "PLUGINS_FOLDER": "foldwise.kernel.plugins",
    # auth
    "Actor": "foldwise.kernel.auth.actor",
    "User": "foldwise.kernel.auth.models",
    "AuthSession": "foldwise.kernel.auth.models:Session",
    "require": "foldwise.kernel.auth.guard",
    "public": "foldwise.kernel.app",
    "current_actor": "foldwise.kernel.auth.guard",
    "check_permission": "foldwise.kernel.auth.guard",
    "is_allowed": "foldwise.kernel.auth.permissions",
    "login_session": "foldwise.kernel.auth.guard",
    "logout_session": "foldwise.kernel.auth.guard",
    "safe_next": "foldwise.kernel.auth.guard",
    "fetch_user_row": "foldwise.kernel.auth.lookup",
    "owns_job": "foldwise.kernel.auth.ownership",
    "check_job_owner": "foldwise.kernel.auth.ownership",
    "owned_entries": "foldwise.kernel.auth.ownership",
    "owner_name": "foldwise.kernel.auth.ownership",
    "USERNAME_PATTERN": "foldwise.kernel.auth.accounts",
    "accounts": "foldwise.kernel.auth.accounts:",
    "api_keys": "foldwise.kernel.auth.api_keys:",
    "tokens": "foldwise.kernel.auth.tokens:",
    "principal_key": "foldwise.kernel.ratelimit",
    "scope": "foldwise.kernel.auth.scopes",
    "event_owner_id": "foldwise.kernel.auth.ownership",
    "admin_user_ids": "foldwise.kernel.auth.ownership",
    "owned_transactions": "foldwise.kernel.auth.ownership",
    "SCOPES": "foldwise.kernel.auth.scopes",
    # secrets kept encrypted at rest (recoverable), keyed by the deployment secret
    "seal_secret": "foldwise.kernel.auth.secretbox",
    "open_secret": "foldwise.kernel.auth.secretbox",
    "SecretUnreadable": "foldwise.kernel.auth.secretbox",
    # configuration read by plugins (secrets refused)
    "read_config_value": "foldwise.kernel.config_read",
    "ConfigKeyNotFound": "foldwise.kernel.config_read",
    # outgoing calls to user-supplied URLs (the SSRF guard)
    "check_url": "foldwise.kernel.netguard",
    "guarded_post": "foldwise.kernel.netguard",
    "address_refusal": "foldwise.kernel.netguard",
    "CheckedTarget": "foldwise.kernel.netguard",
    "InvalidCallbackUrl": "foldwise.kernel.netguard",
    # responses and request models
    "ok": "foldwise.kernel.responses",
    "page_meta": "foldwise.kernel.responses",
    "content_disposition": "foldwise.kernel.responses",
    "RequestModel": "foldwise.kernel.schemas",
    "PageNumber": "foldwise.kernel.schemas",
    "MAX_PAGE": "foldwise.kernel.schemas",
    "ApiErrorBody": "foldwise.kernel.schemas",
    "DetailErrorBody": "foldwise.kernel.schemas",
    "ValidationErrorBody": "foldwise.kernel.schemas",
    "FeatureUnavailableBody": "foldwise.kernel.schemas",
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
    "InvalidId": "foldwise.kernel.errors",
    "InvalidRequest": "foldwise.kernel.errors",
    "InvalidPath": "foldwise.kernel.errors",
    "PathNotAllowed": "foldwise.kernel.errors",
    "InvalidJobTransition": "foldwise.kernel.errors",
    "FeatureUnavailable": "foldwise.kernel.errors",
    "RateLimited": "foldwise.kernel.errors",
    "validation_error_body": "foldwise.kernel.errors",
    # jobs and events
    "JobContext": "foldwise.kernel.jobs.context",
    "JobError": "foldwise.kernel.jobs.context",
    "JobCancelled": "foldwise.kernel.jobs.context",
    "Job": "foldwise.kernel.jobs.models",
    "JOB_STATUSES": "foldwise.kernel.jobs.models",
    "can_spread": "foldwise.kernel.jobs.spread",
    "lead_spread": "foldwise.kernel.jobs.spread:lead",
    "GroupContext": "foldwise.kernel.jobs.spread",
    "JOB_ACTIVE": "foldwise.kernel.jobs.states:ACTIVE",
    "JOB_ROLLBACK_FROM": "foldwise.kernel.jobs.states:ROLLBACK_FROM",
    "JOB_TRANSITIONS": "foldwise.kernel.jobs.states:TRANSITIONS",
    "JOB_TERMINAL": "foldwise.kernel.jobs.states:TERMINAL",
    "Event": "foldwise.kernel.events.bus",
    "sse_response": "foldwise.kernel.events.sse",
    # the operation journal and the root sandbox
    "Transaction": "foldwise.kernel.journal.models",
    "Operation": "foldwise.kernel.journal.models",
    "fsops": "foldwise.kernel.journal.fsops:",
    "gc_paused": "foldwise.kernel.gcpause",
    "keep_until_exit": "foldwise.kernel.fastexit:keep",
    "PlainCommand": "foldwise.kernel.cli_plain",
    "plain_parser": "foldwise.kernel.cli_plain",
    "allow_fast_exit": "foldwise.kernel.fastexit:allow",
    "Sandbox": "foldwise.kernel.sandbox",
    # workspace scope (what the current caller may read and change)
    "PathScope": "foldwise.kernel.scope",
    "current_scope": "foldwise.kernel.scope",
    "scope_for_actor": "foldwise.kernel.scope",
    "EventFilter": "foldwise.kernel.events.visibility",
    "set_scope_provider": "foldwise.kernel.scope",
    "TRASH_FOLDER": "foldwise.kernel.sandbox",
    # models (tortoise's ``Model`` with the kernel's fast field-comment lookup installed first)
    "Model": "foldwise.kernel.orm",
    # configuration
    "Settings": "foldwise.kernel.settings",
    "ConfigError": "foldwise.kernel.settings_env",
    "config_store": "foldwise.kernel.config_store:",
    "profiles": "foldwise.kernel.profiles:",
    "set_dotted": "foldwise.kernel.config_store",
    "file_stamp": "foldwise.kernel.cli_cache",
    "import_path_dirs": "foldwise.kernel.cli_cache",
    "known_plugins": "foldwise.kernel.cli_cache",
    "deep_merge": "foldwise.kernel.settings_env",
    "env_overrides": "foldwise.kernel.settings_env:_env_overrides",
    "parse_env_value": "foldwise.kernel.settings_env",
    "raw_config": "foldwise.kernel.settings_env",
    "default_home": "foldwise.kernel.settings_env",
    "split_roots": "foldwise.kernel.settings_env",
    # pages
    "page_view": "foldwise.ui.views",
    "error_page": "foldwise.ui.views",
    "shell_blueprint": "foldwise.ui.pages:bp",
    "root_blueprint": "foldwise.ui.pages:root_bp",
    "flash_undo": "foldwise.ui.views",
    "back_to": "foldwise.ui.views",
    # command line
    "cli_state": "foldwise.kernel.cli:state",
    "emit_json": "foldwise.kernel.cli",
    "emit_streamed": "foldwise.kernel.jsonout",
    "json_dumps": "foldwise.kernel.jsonout:dumps",
    "json_dumps_str": "foldwise.kernel.jsonout:dumps_str",
    "fail": "foldwise.kernel.cli",
    "run_async": "foldwise.kernel.cli",
    "local_kernel": "foldwise.kernel.cli",
    "cli_kernel": "foldwise.kernel.cli",
    "load_cli_settings": "foldwise.kernel.cli",
    "POLL_SECONDS": "foldwise.kernel.cli",
    "CommandRegistry": "foldwise.kernel.cli_registry",
    "fail_api": "foldwise.kernel.cli",
    "exit_code_for": "foldwise.kernel.cli",
    "command_hint": "foldwise.kernel.cli",
    "local_or_server": "foldwise.kernel.cli_dispatch",
    # a plugin's own tests: a real kernel and a real app on a temporary data home
    "load_settings": "foldwise.kernel.settings",
    "open_kernel": "foldwise.kernel.core",
    "create_app": "foldwise.kernel.app",
    "ClientError": "foldwise.client",
    # command-line output (tables that fit the terminal, sizes, times, progress bars)
    "Column": "foldwise.kernel.cliout",
    "print_table": "foldwise.kernel.cliout",
    "human_size": "foldwise.kernel.cliout",
    "human_time": "foldwise.kernel.cliout",
    "progress_bar": "foldwise.kernel.cliout",
    "shorten": "foldwise.kernel.cliout",
    "terminal_width": "foldwise.kernel.cliout",
    "terminal_console": "foldwise.kernel.cliout",
    "UNLIMITED_WIDTH": "foldwise.kernel.cliout",
}

__all__ = sorted([*_EXPORTS, "KernelProtocol", "Kernel"])

#: The typed face of the kernel a hook receives (``startup(kernel)``, ``kernel.service(...)``).
Kernel = KernelProtocol


def __getattr__(name: str) -> Any:
    """Load an exported name on first use and cache it in this module."""
    where = _EXPORTS.get(name)
    if where is None:
        raise AttributeError(f"module 'foldwise.sdk' has no attribute {name!r}")
    module, colon, attr = where.partition(":")
    loaded = import_module(module)
    value = loaded if colon and not attr else getattr(loaded, attr or name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return __all__
