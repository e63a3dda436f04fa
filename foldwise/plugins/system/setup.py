"""The setup flow: what is installed and reachable, folder browsing for the wizard, completing setup."""

from __future__ import annotations

import asyncio
import importlib.util
import os
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from foldwise.plugins.system.config_service import ConfigChange, ConfigValidation, patch_config

__all__ = ["DEPENDENCY_GROUPS", "METHODOLOGIES", "dependency_groups", "capabilities", "browse_folder",
           "setup_status", "complete_setup", "normalize_methodology"]

#: Optional dependency groups (pip extras) and the top-level modules each one provides.
DEPENDENCY_GROUPS: dict[str, tuple[str, ...]] = {
    "postgres": ("asyncpg",),
    "scale": ("asyncpg", "redis", "taskiq_redis", "taskiq_nats", "nats"),
    "documents": ("docx", "openpyxl", "pptx"),
    "images": ("imagehash",),
    "audio": ("faster_whisper", "mutagen"),
    "video": ("scenedetect", "cv2"),
    "semantic": ("sentence_transformers", "torch"),
}
#: Methodology wire values and the aliases accepted on input.
METHODOLOGIES = ("default", "para", "johnny_decimal")
_ALIASES = {"johnny-decimal": "johnny_decimal", "jd": "johnny_decimal", "johnnydecimal": "johnny_decimal"}
MAX_FOLDERS = 1000


def _module_present(name: str) -> bool:
    """True when ``name`` can be imported, found without importing it."""
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def dependency_groups() -> dict[str, dict[str, Any]]:
    """Each optional group: ``{available, missing, install}``."""
    out: dict[str, dict[str, Any]] = {}
    for group, modules in DEPENDENCY_GROUPS.items():
        missing = [m for m in modules if not _module_present(m)]
        out[group] = {"available": not missing, "missing": missing, "install": f"pip install 'foldwise[{group}]'"}
    return out


async def _reachable(url: str, default_port: int, timeout: float = 0.5) -> bool:
    try:
        parts = urlsplit(url)
        host, port = parts.hostname or "127.0.0.1", parts.port or default_port
    except ValueError:
        return False
    try:
        _, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
    except (OSError, asyncio.TimeoutError):
        return False
    writer.close()
    try:
        await writer.wait_closed()
    except OSError:
        pass
    return True


async def capabilities(kernel: Any) -> dict[str, Any]:
    """Importable optional groups and reachable backends (TCP check of the configured URLs)."""
    settings = kernel.settings
    from foldwise.plugins.system.health import database_health

    redis_ok, nats_ok = await asyncio.gather(_reachable(settings.redis_url, 6379), _reachable(settings.nats_url, 4222))
    db = await database_health()
    return {
        "groups": await asyncio.to_thread(dependency_groups),
        "backends": {
            "database": {"dialect": db["dialect"], "reachable": db["status"] == "ok"},
            "redis": {"reachable": redis_ok, "in_use": "redis" in (settings.jobs.broker, settings.events.backend,
                                                                    settings.rate_limits.store)},
            "nats": {"reachable": nats_ok, "in_use": "nats" in (settings.jobs.broker, settings.events.backend)},
        },
        "methodologies": known_methodologies(kernel),
    }


def browse_folder(path: str | None, include_hidden: bool = False) -> dict[str, Any]:
    """Subfolders of ``path`` (default: the user's home). Problems are reported, never raised."""
    raw = path or str(Path.home())
    if "\x00" in raw:
        return {"available": False, "path": None, "reason": "the path contains a NUL byte"}
    target = Path(os.path.expanduser(raw))
    if not target.is_absolute():
        return {"available": False, "path": raw, "reason": "the path must be absolute"}
    try:
        target = target.resolve()
    except (OSError, RuntimeError):
        return {"available": False, "path": raw, "reason": "the path cannot be resolved"}
    if not target.exists():
        return {"available": False, "path": str(target), "reason": "no such folder"}
    if not target.is_dir():
        return {"available": False, "path": str(target), "reason": "not a folder"}
    folders: list[dict[str, str]] = []
    truncated = False
    try:
        with os.scandir(target) as entries:
            for entry in entries:
                if not include_hidden and entry.name.startswith("."):
                    continue
                try:
                    if not entry.is_dir():
                        continue
                except OSError:
                    continue
                if len(folders) >= MAX_FOLDERS:
                    truncated = True
                    break
                folders.append({"name": entry.name, "path": str(target / entry.name)})
    except PermissionError:
        return {"available": False, "path": str(target), "reason": "permission denied"}
    except OSError as exc:
        return {"available": False, "path": str(target), "reason": exc.strerror or "cannot read the folder"}
    folders.sort(key=lambda f: f["name"].lower())
    parent = str(target.parent) if target.parent != target else None
    return {"available": True, "path": str(target), "parent": parent, "folders": folders,
            "truncated": truncated, "writable": os.access(target, os.W_OK)}


async def setup_status(kernel: Any) -> dict[str, Any]:
    """Whether setup is done, the roots and methodology, and whether any user exists."""
    settings = kernel.settings
    try:
        from foldwise.sdk import User

        users = await User.all().count()
    except Exception:  # noqa: BLE001 - the auth tables may be absent in a trimmed install
        users = None
    roots = await asyncio.to_thread(lambda: [{"path": str(r), "exists": Path(r).is_dir()} for r in settings.roots])
    return {
        "setup_completed": settings.setup_completed,
        "roots": roots,
        "methodology": settings.methodology,
        "has_users": bool(users) if users is not None else None,
        "next_step": None if settings.setup_completed else ("register" if not users else "complete"),
    }


def known_methodologies(kernel: Any = None) -> list[str]:
    """The builtin wire values plus every methodology registered through ``register_methodologies``."""
    names = list(METHODOLOGIES)
    caller = getattr(kernel.pm.hook, "register_methodologies", None) if kernel is not None else None
    if caller is not None and caller.spec is not None:
        for result in caller():
            for item in result or ():
                name = getattr(item, "name", item)
                if isinstance(name, str) and name not in names:
                    names.append(name)
    return names


def normalize_methodology(value: str, kernel: Any = None) -> str:
    """The wire value for a methodology name or alias (422 for unknown ones)."""
    key = value.strip().lower()
    key = _ALIASES.get(key, key)
    known = known_methodologies(kernel)
    if key not in known:
        raise ConfigValidation([{"loc": ["methodology"], "msg": f"unknown methodology; use one of {', '.join(known)}"}])
    return key


def _checked_roots(roots: list[str], errors: list[dict[str, Any]]) -> list[str]:
    """Worker thread: the real paths of the roots that are absolute, existing folders (errors for the rest)."""
    resolved: list[str] = []
    for index, root in enumerate(roots):
        path = Path(os.path.expanduser(root.strip())) if root and "\x00" not in root else None
        if path is None or not path.is_absolute():
            errors.append({"loc": ["roots", index], "msg": "must be an absolute path"})
        elif not path.is_dir():
            errors.append({"loc": ["roots", index], "msg": "no such folder"})
        else:
            resolved.append(str(path.resolve()))
    return resolved


async def complete_setup(kernel: Any, roots: list[str], methodology: str) -> ConfigChange:
    """Validate the roots (absolute, existing folders), persist them with the methodology, mark setup done."""
    errors: list[dict[str, Any]] = []
    if not roots:
        errors.append({"loc": ["roots"], "msg": "give at least one folder"})
    resolved = await asyncio.to_thread(_checked_roots, roots, errors)
    try:
        methodology = normalize_methodology(methodology, kernel)
    except ConfigValidation as exc:
        errors.extend(exc.details)
    if errors:
        raise ConfigValidation(errors)
    unique = list(dict.fromkeys(resolved))
    return await patch_config(kernel, {"roots": unique, "methodology": methodology, "setup_completed": True})
