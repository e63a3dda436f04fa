"""The command line's preview: ``foldwise organize DIR`` without ``--apply`` plans without a kernel.

A preview records no job (decision, docs/decisions.md): it needs the roots, the ``[organize]`` section, the
methodology's options, the signal cache and the journal's evidence, all read here directly: the raw
configuration (``raw_config``, no settings model), a ``Sandbox`` for the path, ``sqlite3`` for the journal's
evidence (``load_history_sqlite``), then the same ``planning`` functions ``OrganizeService.build`` calls.
No ORM, no plugin manager, no event loop. The plan is the one the service makes for the same tree.

``preview_plan`` answers None when only a kernel can: the command list was not read from a current
cache (so the plugins are not known), a plugin that is not builtin is loaded (it may register a
methodology), the methodology is not a builtin one that plans without a kernel (``lean_preview``:
``default`` and ``para``; Johnny Decimal reserves IDs in its database table), the database is not a
SQLite file, or a setting this module does not validate itself looks wrong (the kernel then reports it).
"""

from __future__ import annotations

import os
from typing import Any

__all__ = ["preview_plan", "BUILTIN"]

_PACKAGE = "foldwise.plugins.organize.methodologies"
#: Wire names (normalised as ``MethodologyRegistry`` does) -> (plugin entry name, module, class, options
#: module or "") of the builtin methodologies that plan without a kernel. With an options module, options
#: validated before are reused (``_validated``): no pydantic model is built (PARA's module builds its own).
BUILTIN: dict[str, tuple[str, str, str, str]] = {
    "default": ("methodology_default", f"{_PACKAGE}.default", "DefaultMethodology", "default_options.py"),
    "para": ("methodology_para", f"{_PACKAGE}.para", "ParaMethodology", ""),
}
#: The validations reused by the preview, in the data home.
VALIDATED_CACHE = os.path.join("cache", "organize-preview.json")


class Validated:
    """A configuration section or methodology options validated before, read back from ``VALIDATED_CACHE``:
    attribute access and ``model_dump_json`` as the pydantic model that validated them gives."""

    def __init__(self, values: dict[str, Any], json_text: str) -> None:
        self.__dict__.update(values)
        self._json = json_text

    def model_dump_json(self) -> str:
        return self._json

    def __repr__(self) -> str:
        return f"Validated({self._json})"


def _validation_key(data: dict[str, Any], name: str, options_module: str) -> str | None:
    """What a validation depends on: the raw ``[organize]`` section (with the methodology's options), the
    methodology, the source files of the models and the import path's folders (an upgraded pydantic changes
    them). None when the raw values are not plain JSON."""
    import json

    from foldwise.sdk import file_stamp, import_path_dirs

    here = os.path.dirname(os.path.abspath(__file__))
    files = [os.path.join(here, "config.py"), os.path.join(here, "options_base.py"),
             os.path.join(here, "methodologies", options_module)]
    try:
        return json.dumps({"v": 1, "organize": data.get("organize") or {}, "methodology": name,
                           "code": [[f, file_stamp(f)] for f in files],
                           "path": [[d, file_stamp(d)] for d in import_path_dirs()]}, sort_keys=True)
    except (TypeError, ValueError):
        return None


def _validated(home: Any, key: str | None) -> tuple[Validated, Validated] | None:
    """(organize section, options) validated before under ``key``, or None."""
    import json

    if key is None:
        return None
    try:
        with open(os.path.join(str(home), VALIDATED_CACHE), "rb") as fh:
            doc = json.loads(fh.read())
        if doc.get("key") != key:
            return None
        return (Validated(doc["config"], doc["config_json"]), Validated(doc["options"], doc["options_json"]))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def _remember(home: Any, key: str | None, config: Any, options: Any) -> None:
    """Keep a validation for the next preview (atomically; a failure to write is ignored)."""
    import json

    if key is None or not os.path.isdir(str(home)):
        return
    target = os.path.join(str(home), VALIDATED_CACHE)
    tmp = f"{target}.{os.getpid()}.tmp"
    doc = {"key": key, "config": config.model_dump(mode="json"), "config_json": config.model_dump_json(),
           "options": options.model_dump(mode="json"), "options_json": options.model_dump_json()}
    try:
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(json.dumps(doc))
        os.replace(tmp, target)
    except (OSError, TypeError, ValueError):
        try:
            os.unlink(tmp)
        except OSError:
            pass


def _key(name: str) -> str:
    return name.strip().lower().replace("-", "_").replace(" ", "_")


def _only_builtins(needed: str) -> bool:
    """True when the command list came with the plugin list, no plugin failed or comes from elsewhere than
    foldwise itself, and ``organize`` and ``needed`` are loaded."""
    from foldwise.sdk import known_plugins

    plugins = known_plugins()
    if plugins is None:
        return False
    loaded = set()
    for entry in plugins:
        if len(entry) < 4:
            return False
        name, _module, status, builtin = entry[:4]
        if status == "error" or (status == "loaded" and not builtin):
            return False
        if status == "loaded":
            loaded.add(name)
    return {"organize", needed} <= loaded


def _sqlite_file(home: Any, data: dict[str, Any]) -> str | None:
    """The journal's SQLite file, or None when the database is something else (PostgreSQL)."""
    database = data.get("database")
    url = database.get("url") if isinstance(database, dict) else None
    if not url:
        return os.path.join(str(home), "foldwise.db")
    if not isinstance(url, str) or not url.startswith("sqlite://") or "?" in url:
        return None
    path = url[len("sqlite://"):]
    return path if path and path != ":memory:" else None


def preview_plan(path: str, methodology: str | None, home: str | None) -> Any:
    """The plan of the folder ``path`` (a ``Plan``), or None when a kernel must make it. Raises ``ApiError``
    as the service does: the sandbox's refusals, 422 for bad options or too many files."""
    from foldwise.sdk import ConfigError, raw_config, split_roots

    try:
        home_path, data = raw_config(home)
    except (ConfigError, OSError):
        return None
    roots = split_roots(data.get("roots") or [])
    if not isinstance(roots, list) or not all(isinstance(r, str) and os.path.isabs(os.path.expanduser(r))
                                              for r in roots):
        return None
    name = methodology or data.get("methodology") or "default"
    if not isinstance(name, str):
        return None
    builtin = BUILTIN.get(_key(name))
    database = _sqlite_file(home_path, data)
    if builtin is None or database is None or not _only_builtins(builtin[0]):
        return None
    import importlib
    import sqlite3

    from foldwise.plugins.organize.history import load_history_sqlite
    from foldwise.plugins.organize.planning import check_scan, plan_scanned, resolve_folder, scan_options_for
    from foldwise.plugins.organize.scanner import scan
    from foldwise.sdk import Sandbox, keep_until_exit

    chosen = getattr(importlib.import_module(builtin[1]), builtin[2])()
    if not chosen.lean_preview:
        return None
    key = _validation_key(data, chosen.name, builtin[3]) if builtin[3] else None
    reused = _validated(home_path, key)
    if reused is None:
        from pydantic import ValidationError

        from foldwise.plugins.organize.config import OrganizeConfig

        try:
            config = OrganizeConfig.model_validate(data.get("organize") or {})
        except ValidationError:
            return None  # the kernel reports the section's errors
    else:
        config, options = reused
    sandbox = Sandbox([os.path.expanduser(r) for r in roots])
    base = resolve_folder(sandbox, path)
    if reused is None:
        from foldwise.plugins.organize.methodology import options_error

        try:
            options = chosen.options(dict(config.options.get(chosen.name) or {}))
        except ValidationError as exc:
            raise options_error(chosen.name, exc) from None
        _remember(home_path, key, config, options)
    trash = os.path.join(os.path.realpath(home_path), "trash")
    result = scan(base, scan_options_for(config, home_path, trash, sandbox.roots))
    keep_until_exit(result)  # freed by the end of the process, not record by record (``foldwise.kernel.fastexit``)
    check_scan(result, config.max_files)
    try:
        history = load_history_sqlite(database)
    except sqlite3.Error:
        return None  # the journal could not be read here: the kernel reads it (never a plan without it)
    state = chosen.preview_state(home_path, history, options)
    plan = plan_scanned(base, result, chosen, options, state)
    chosen.preview_save(state)
    return plan
