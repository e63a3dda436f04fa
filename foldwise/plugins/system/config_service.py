"""Read and change the configuration: validate, persist atomically, apply without restart where possible.

One code path for ``PUT /config``, ``PATCH /system/config``, ``POST /config/reset``,
``POST /setup/complete`` and ``foldwise config set``.
"""

from __future__ import annotations

import asyncio
import copy
import os
from dataclasses import dataclass, field
from typing import Any, Mapping

from foldwise.plugins.system.state import SystemState
from foldwise.sdk import ApiError, Settings, config_store as store, deep_merge, env_overrides as _env_overrides

__all__ = ["ConfigChange", "ConfigValidation", "public_config", "replace_config", "patch_config",
           "reset_config", "validate_document", "export_config", "import_config", "parse_import", "RESET_KEEPS",
           "BACKUP_NAME"]

#: The previous configuration file, kept by ``import`` beside ``foldwise.toml``.
BACKUP_NAME = "foldwise.toml.bak"

#: Keys kept by ``reset``: they describe the installation, not preferences.
RESET_KEEPS = ("roots", "database", "setup_completed")


class ConfigValidation(ApiError):
    """422 ``validation_error`` with ``details: [{loc, msg}]`` naming the bad keys."""

    status, code = 422, "validation_error"

    def __init__(self, errors: list[dict[str, Any]]) -> None:
        super().__init__("the configuration is invalid", details=errors)


@dataclass
class ConfigChange:
    """What a configuration write did."""

    config: dict[str, Any]
    changed: list[str] = field(default_factory=list)
    applied: list[str] = field(default_factory=list)
    restart_required: list[str] = field(default_factory=list)
    env_overrides: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "config": self.config,
            "changed": self.changed,
            "applied": self.applied,
            "restart_required": self.restart_required,
            "env_overrides": self.env_overrides,
        }


def _lock(kernel: Any) -> asyncio.Lock:
    return kernel.service(SystemState).config_lock


def public_config(settings: Settings) -> dict[str, Any]:
    """The effective configuration with every secret redacted."""
    return store.redact(store.effective_dict(settings))


def _env(environ: Mapping[str, str] | None) -> dict[str, Any]:
    return _env_overrides(dict(os.environ if environ is None else environ))


def _validate(kernel: Any, data: Mapping[str, Any]) -> Settings:
    try:
        return store.validate_config(data, kernel.settings.home, kernel.config_schemas, kernel.pm.infos.keys())
    except store.ConfigValidationError as exc:
        raise ConfigValidation(exc.errors) from None


def _get_dotted(data: Mapping[str, Any], key: str) -> tuple[bool, Any]:
    node: Any = data
    for part in key.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return False, None
        node = node[part]
    return True, node


def _revert(new: dict[str, Any], old: Mapping[str, Any], keys: list[str]) -> dict[str, Any]:
    """``new`` with ``keys`` put back to their value in ``old`` (the running process keeps them)."""
    out = copy.deepcopy(new)
    for key in keys:
        present, value = _get_dotted(old, key)
        parts = key.split(".")
        node = out
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        if present:
            node[parts[-1]] = copy.deepcopy(value)
        else:
            node.pop(parts[-1], None)
    return out


def _refuse_placeholders(*documents: Mapping[str, Any]) -> None:
    """422 naming every key that still holds a redaction placeholder: it had no stored secret to keep."""
    locs: list[list[Any]] = []
    for document in documents:
        locs.extend(loc for loc in store.redacted_placeholders(dict(document)) if loc not in locs)
    if locs:
        raise ConfigValidation([{"loc": loc, "msg": "a redacted placeholder has no stored secret to keep: "
                                 "send the real value"} for loc in locs])


async def _apply(kernel: Any, new_file: dict[str, Any], new_effective: dict[str, Any],
                 environ: Mapping[str, str] | None = None) -> ConfigChange:
    """Validate both documents, write the file atomically, reload what can be reloaded."""
    old_effective = store.effective_dict(kernel.settings)
    old_file = store.read_config(kernel.settings.home)
    new_file = store.restore_redacted(store.restore_redacted(new_file, old_file), old_effective)
    # a secret may wait for a restart in the file only (database.url): the file keeps it too
    new_effective = store.restore_redacted(store.restore_redacted(new_effective, old_effective), old_file)
    _refuse_placeholders(new_file, new_effective)
    env = _env(environ)
    new_effective = deep_merge(new_effective, env)
    _validate(kernel, new_file)
    target = _validate(kernel, new_effective)
    target_dict = store.effective_dict(target)
    changed = store.changed_keys(old_effective, target_dict)
    restart = store.needs_restart(changed)
    running = _validate(kernel, _revert(target_dict, old_effective, restart)) if restart else target
    await asyncio.to_thread(store.write_config_file, kernel.settings.home, new_file)
    kernel.reload_settings(running)
    return ConfigChange(
        config=public_config(running),
        changed=changed,
        applied=[k for k in changed if k not in restart],
        restart_required=restart,
        env_overrides=store.env_overridden_keys(os.environ if environ is None else environ),
    )


def _require_object(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ConfigValidation([{"loc": [], "msg": "the configuration must be a JSON object"}])
    data = dict(data)
    data.pop("home", None)
    return data


def _leaf_keys(data: Mapping[str, Any], prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    for key, value in data.items():
        if isinstance(value, Mapping) and value:
            out.extend(_leaf_keys(value, (*prefix, str(key))))
        else:
            out.append((*prefix, str(key)))
    return out


def _refuse_dropped_keys(stored: Mapping[str, Any], document: Mapping[str, Any]) -> None:
    """422 naming every key the stored file sets that ``document`` leaves out: a whole-document write must not
    silently reset settings it did not mention (send them, or use ``PATCH /system/config``)."""
    missing = [list(loc) for loc in _leaf_keys(stored) if not _get_dotted(document, ".".join(loc))[0]]
    if missing:
        raise ConfigValidation([{"loc": loc, "msg": "missing: a whole-configuration write must carry every key "
                                 "the file sets (GET /api/v1/config first), or change some keys with "
                                 "PATCH /api/v1/system/config"} for loc in missing])


async def replace_config(kernel: Any, document: Any, environ: Mapping[str, str] | None = None) -> ConfigChange:
    """PUT: ``document`` becomes the whole configuration file. Keys the stored file sets must be present
    (422 otherwise, see ``_refuse_dropped_keys``); keys never set fall back to defaults."""
    document = _require_object(document)
    async with _lock(kernel):
        _refuse_dropped_keys(store.read_config(kernel.settings.home), document)
        return await _apply(kernel, document, copy.deepcopy(document), environ)


def validate_document(kernel: Any, document: Any) -> list[dict[str, Any]]:
    """The errors ``PUT /config`` would answer for ``document`` (``[]``: valid); nothing is written."""
    try:
        document = _require_object(document)
        old_effective = store.effective_dict(kernel.settings)
        old_file = store.read_config(kernel.settings.home)
        _refuse_dropped_keys(old_file, document)
        restored = store.restore_redacted(store.restore_redacted(document, old_file), old_effective)
        _refuse_placeholders(restored)
        _validate(kernel, restored)
        _validate(kernel, deep_merge(restored, _env(None)))
    except ConfigValidation as exc:
        return list(exc.details)
    return []


def export_config(kernel: Any, fmt: str = "toml") -> str:
    """The configuration, secrets redacted, as TOML or JSON text (import takes either back): the running
    values, except keys changed in the file that wait for a restart, which show their new value."""
    import json

    # the running values, with changes that wait for a restart as the file holds them (the environment wins)
    pending = deep_merge(store.effective_dict(kernel.settings), store.read_config(kernel.settings.home))
    data = store.redact(deep_merge(pending, _env(None)))
    if fmt == "json":
        return json.dumps(data, indent=2, sort_keys=True) + "\n"
    return store.dumps_toml(data)


def parse_import(text: str, fmt: str | None = None) -> dict[str, Any]:
    """Parse an exported document (JSON when it starts with ``{`` or ``fmt`` says so, else TOML); 422 when
    it is neither."""
    import json
    import tomllib

    stripped = text.lstrip()
    try:
        if fmt == "json" or (fmt is None and stripped.startswith("{")):
            data = json.loads(text)
        else:
            data = tomllib.loads(text)
    except (ValueError, tomllib.TOMLDecodeError) as exc:
        raise ConfigValidation([{"loc": ["body"], "msg": f"not valid TOML or JSON: {exc}"}]) from None
    if not isinstance(data, dict):
        raise ConfigValidation([{"loc": ["body"], "msg": "the configuration must be a table (object)"}])
    return data


async def import_config(kernel: Any, document: Any, environ: Mapping[str, str] | None = None) -> ConfigChange:
    """Replace the configuration with an imported one, all or nothing: validated like ``PUT`` (redacted
    secrets keep the stored ones); the previous file is kept as ``foldwise.toml.bak``."""
    document = _require_object(document)
    async with _lock(kernel):
        home = kernel.settings.home
        old_file = store.read_config(home)
        # an export carries every effective key, so nothing the file sets may be missing here either
        _refuse_dropped_keys(old_file, document)
        current = home / "foldwise.toml"
        backup_text = await asyncio.to_thread(current.read_text) if old_file else None
        change = await _apply(kernel, document, copy.deepcopy(document), environ)
        if backup_text is not None:
            await asyncio.to_thread(_write_backup, home, backup_text)
        return change


def _write_backup(home: Any, text: str) -> None:
    target = home / BACKUP_NAME
    target.write_text(text, encoding="utf-8")
    os.chmod(target, 0o600)


async def patch_config(kernel: Any, patch: Any, environ: Mapping[str, str] | None = None) -> ConfigChange:
    """PATCH: deep-merge ``patch`` into the file and into the running configuration."""
    patch = _require_object(patch)
    async with _lock(kernel):
        new_file = deep_merge(store.read_config(kernel.settings.home), patch)
        new_effective = deep_merge(store.effective_dict(kernel.settings), patch)
        return await _apply(kernel, new_file, new_effective, environ)


async def reset_config(kernel: Any, environ: Mapping[str, str] | None = None) -> ConfigChange:
    """Reset to defaults, keeping the installation keys (``RESET_KEEPS``)."""
    async with _lock(kernel):
        old_file = store.read_config(kernel.settings.home)
        old_effective = store.effective_dict(kernel.settings)
        new_file = {k: old_file[k] for k in RESET_KEEPS if k in old_file}
        new_effective = {k: old_effective[k] for k in RESET_KEEPS if k in old_effective}
        return await _apply(kernel, new_file, new_effective, environ)
