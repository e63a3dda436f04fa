"""Reading, validating, redacting and atomically writing ``$FOLDWISE_HOME/foldwise.toml``.

Used by the configuration API, the setup flow and ``foldwise config set``. The
effective configuration is validated against the kernel's ``Settings`` plus
every plugin section (``kernel.config_schemas``) before anything is written.
"""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path
from typing import Any, Iterable, Mapping
from urllib.parse import urlsplit, urlunsplit

import tomli_w
from pydantic import BaseModel, SecretStr, ValidationError

from foldwise.kernel.settings import (
    Settings,
    _env_overrides,
    deep_merge,
    read_config_file,
)

__all__ = [
    "REDACTED",
    "RESTART_KEYS",
    "ConfigValidationError",
    "write_config_file",
    "read_config",
    "validate_config",
    "redact",
    "dumps_toml",
    "restore_redacted",
    "redacted_placeholders",
    "changed_keys",
    "needs_restart",
    "env_overridden_keys",
    "set_dotted",
    "effective_dict",
]

REDACTED = "********"
#: Keys (dotted prefixes) whose change takes effect only after a restart.
RESTART_KEYS: tuple[str, ...] = (
    "database",
    "server.host",
    "server.port",
    "server.max_request_bytes",
    "server.max_upload_bytes",
    "server.cors_origins",
    "jobs.broker",
    "jobs.concurrency",
    "jobs.sweep_seconds",
    "jobs.spread",
    "jobs.group_size",
    "secret_file",
    "events.backend",
    "rate_limits.store",
    "redis_url",
    "nats_url",
    "plugins",
    "log_level",
)
_SECRET_NAME = re.compile(r"(^|_)(password|passwd|secret|token|api_key|apikey|private_key)$", re.IGNORECASE)


class ConfigValidationError(Exception):
    """The configuration is invalid; ``errors`` are ``{"loc": [...], "msg": ...}`` items."""

    def __init__(self, errors: list[dict[str, Any]]) -> None:
        self.errors = errors
        super().__init__("; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in errors))


def write_config_file(home: Path, data: Mapping[str, Any]) -> Path:
    """Write ``data`` as ``home/foldwise.toml`` atomically (temp file, fsync, ``os.replace``, dir fsync)."""
    home.mkdir(parents=True, exist_ok=True)
    target = home / "foldwise.toml"
    payload = tomli_w.dumps(_tomlable(dict(data))).encode("utf-8")
    fd, tmp = tempfile.mkstemp(prefix=".foldwise.toml.", suffix=".tmp", dir=home)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        if target.exists():
            os.chmod(tmp, target.stat().st_mode & 0o777)
        else:
            os.chmod(tmp, 0o600)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    _fsync_dir(home)
    return target


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _tomlable(value: Any) -> Any:
    """TOML has no null: drop ``None`` values; paths become strings."""
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json")
    if isinstance(value, dict):
        return {str(k): _tomlable(v) for k, v in value.items() if v is not None}
    if isinstance(value, (list, tuple)):
        return [_tomlable(v) for v in value if v is not None]
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, SecretStr):
        return value.get_secret_value()
    return value


def dumps_toml(data: Mapping[str, Any]) -> str:
    """``data`` as TOML text (``None`` values dropped, paths as strings)."""
    return tomli_w.dumps(_tomlable(dict(data)))


def read_config(home: Path) -> dict[str, Any]:
    """The contents of ``foldwise.toml`` ({} when absent)."""
    return read_config_file(home)


def effective_dict(settings: Settings) -> dict[str, Any]:
    """The effective settings as plain data (plugin sections included, home excluded, secrets in clear)."""
    data = settings.model_dump(mode="python", exclude={"home"})
    return _plain(data)


def _plain(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return _plain(value.model_dump(mode="python"))
    if isinstance(value, SecretStr):
        return value.get_secret_value()
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, Path):
        return str(value)
    return value


def validate_config(
    data: Mapping[str, Any],
    home: Path,
    schemas: Mapping[str, type[BaseModel]],
    known_sections: Iterable[str] = (),
) -> Settings:
    """Validate ``data`` as a whole configuration: kernel settings plus every plugin section.

    Unknown top-level keys are refused unless they name a plugin (possibly disabled).
    Raises ``ConfigValidationError`` naming every bad key.
    """
    raw = {k: v for k, v in dict(data).items() if k != "home"}
    errors: list[dict[str, Any]] = []
    allowed = set(Settings.model_fields) | set(schemas) | set(known_sections)
    for key in raw:
        if key not in allowed:
            errors.append({"loc": [key], "msg": "unknown configuration key"})
    kernel_part = {k: v for k, v in raw.items() if k in Settings.model_fields}
    try:
        Settings.model_validate({**kernel_part, "home": home})
    except ValidationError as exc:
        errors.extend({"loc": list(e["loc"]), "msg": e["msg"]} for e in exc.errors())
    sections: dict[str, Any] = {}
    for name, model in schemas.items():
        try:
            sections[name] = model.model_validate(raw.get(name) or {})
        except ValidationError as exc:
            errors.extend({"loc": [name, *e["loc"]], "msg": e["msg"]} for e in exc.errors())
    if errors:
        raise ConfigValidationError(errors)
    settings = Settings.model_validate({**raw, "home": home})
    extra = settings.model_extra or {}
    extra.update(sections)
    object.__setattr__(settings, "__pydantic_extra__", extra)
    return settings


def _is_secret_name(name: str) -> bool:
    return bool(_SECRET_NAME.search(name))


def _url_password(url: str) -> str | None:
    """The password of a URL, or None (no password, or not a URL)."""
    if "://" not in url:
        return None
    try:
        return urlsplit(url).password
    except ValueError:
        return None


def _redact_url(url: str) -> str:
    password = _url_password(url)
    if password is None:
        return url
    parts = urlsplit(url)
    netloc = parts.netloc.replace(f":{password}@", f":{REDACTED}@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


def redact(value: Any, key: str = "") -> Any:
    """A copy of ``value`` with secrets replaced by ``REDACTED`` (secret-named keys, URL passwords)."""
    if isinstance(value, dict):
        return {k: redact(v, str(k)) for k, v in value.items()}
    if isinstance(value, list):
        return [redact(v, key) for v in value]
    if isinstance(value, str):
        if key and _is_secret_name(key) and value:
            return REDACTED
        if "://" in value:
            return _redact_url(value)
    return value


def restore_redacted(new: Any, old: Any) -> Any:
    """Where the client sent back a redacted value, keep the stored secret.

    A placeholder stands for the secret stored at the same place: a whole value, or the password of a
    URL whose other parts may have changed (a new host keeps the stored password). Lists go by index.
    """
    if isinstance(new, dict):
        old_map = old if isinstance(old, dict) else {}
        return {k: restore_redacted(v, old_map.get(k)) for k, v in new.items()}
    if isinstance(new, list):
        old_list = old if isinstance(old, list) else []
        return [restore_redacted(v, old_list[i] if i < len(old_list) else None) for i, v in enumerate(new)]
    if not isinstance(new, str) or not isinstance(old, str) or REDACTED not in new:
        return new
    if new == REDACTED or redact(old) == new:
        return old
    password = _url_password(old)
    if password is not None and _url_password(new) == REDACTED:
        parts = urlsplit(new)
        return urlunsplit(parts._replace(netloc=parts.netloc.replace(f":{REDACTED}@", f":{password}@", 1)))
    return new


def redacted_placeholders(value: Any, loc: tuple[Any, ...] = ()) -> list[list[Any]]:
    """Where ``value`` still holds a placeholder (a whole value or a URL password): never to be stored."""
    if isinstance(value, dict):
        return [hit for k, v in value.items() for hit in redacted_placeholders(v, (*loc, k))]
    if isinstance(value, list):
        return [hit for i, v in enumerate(value) for hit in redacted_placeholders(v, (*loc, i))]
    if isinstance(value, str) and (value == REDACTED or _url_password(value) == REDACTED):
        return [list(loc)]
    return []


def _leaves(value: Any, prefix: str = "") -> dict[str, Any]:
    if isinstance(value, dict) and value:
        out: dict[str, Any] = {}
        for k, v in value.items():
            out.update(_leaves(v, f"{prefix}.{k}" if prefix else str(k)))
        return out
    return {prefix: value}


def changed_keys(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[str]:
    """Dotted keys whose value differs between two configurations."""
    a, b = _leaves(dict(old)), _leaves(dict(new))
    return sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))


def needs_restart(keys: Iterable[str]) -> list[str]:
    """The subset of ``keys`` that take effect only after a restart."""
    return sorted(k for k in keys if any(k == p or k.startswith(p + ".") for p in RESTART_KEYS))


def env_overridden_keys(environ: Mapping[str, str] | None = None) -> list[str]:
    """Dotted keys set by ``FOLDWISE_*`` environment variables (they win over the file after a restart)."""
    return sorted(_leaves(_env_overrides(dict(os.environ if environ is None else environ))))


def set_dotted(data: dict[str, Any], key: str, value: Any) -> dict[str, Any]:
    """A patch ``{"a": {"b": value}}`` for ``key`` ``a.b``, merged into a copy of ``data``."""
    parts = [p for p in key.split(".") if p]
    if not parts:
        raise ValueError("empty key")
    patch: dict[str, Any] = {parts[-1]: value}
    for part in reversed(parts[:-1]):
        patch = {part: patch}
    return deep_merge(data, patch)
