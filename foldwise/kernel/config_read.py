"""Reading one configuration value for a plugin, secrets refused.

A key is dotted (``rate_limits.files``). It is refused with 403 ``forbidden`` when the value, or anything
inside it, is a secret: a key named like one (``password``, ``secret``, ``token``, ``api_key`` ...), a field
the config schema marks secret (``SecretStr``, or ``json_schema_extra={"secret": True}``), a URL that carries
a password, or a connection string (``database.url``, ``redis_url``, ``nats_url``). The server secret and stored webhook secrets are not configuration
at all. An unknown key is 404 ``config_key_not_found``; a malformed one 400 ``invalid_key``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pydantic import BaseModel, SecretBytes, SecretStr

from foldwise.kernel.config_store import _is_secret_name, _url_password
from foldwise.kernel.errors import ApiError, Forbidden

__all__ = ["ConfigKeyNotFound", "InvalidConfigKey", "read_config_value", "MAX_KEY_LENGTH"]

MAX_KEY_LENGTH = 200
_PART = re.compile(r"[A-Za-z0-9_-]{1,100}")
#: Kernel settings that are not configuration a plugin may read.
_HIDDEN = frozenset({"home"})
#: Connection strings: secret whether or not they carry a password today.
_ALWAYS_SECRET = frozenset({"database.url", "redis_url", "nats_url"})


class InvalidConfigKey(ApiError):
    """400 ``invalid_key``: not a dotted key (empty parts, spaces, other characters)."""

    status, code = 400, "invalid_key"


class ConfigKeyNotFound(ApiError):
    """404 ``config_key_not_found``."""

    status, code = 404, "config_key_not_found"


def _field_is_secret(model: BaseModel, name: str) -> bool:
    info = type(model).model_fields.get(name)
    if info is None:
        return False
    if info.annotation in (SecretStr, SecretBytes):
        return True
    extra = info.json_schema_extra
    return isinstance(extra, dict) and bool(extra.get("secret") or extra.get("writeOnly"))


def _contains_secret(value: Any, name: str = "") -> bool:
    if isinstance(value, (SecretStr, SecretBytes)):
        return True
    if name and _is_secret_name(name) and value not in (None, "", [], {}):
        return True
    if isinstance(value, BaseModel):
        fields = list(type(value).model_fields) + list(value.model_extra or {})
        return any(_field_is_secret(value, f) or _contains_secret(getattr(value, f, None), f) for f in fields)
    if isinstance(value, dict):
        return any(_contains_secret(v, str(k)) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return any(_contains_secret(v, name) for v in value)
    if isinstance(value, str):
        return _url_password(value) is not None
    return False


def _plain(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return {k: _plain(v) for k, v in value.model_dump(mode="python").items()}
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, Path):
        return str(value)
    return value


def read_config_value(settings: BaseModel, key: str) -> Any:
    """The effective value at dotted ``key`` as plain data (403 for secrets, 404 when unknown)."""
    parts = key.split(".") if isinstance(key, str) and 0 < len(key) <= MAX_KEY_LENGTH else []
    if not parts or not all(_PART.fullmatch(p) for p in parts):
        raise InvalidConfigKey("a configuration key is dot-separated names of letters, digits, '_' and '-'")
    if parts[0] in _HIDDEN:
        raise ConfigKeyNotFound(f"no configuration key {key!r}")
    dotted = ".".join(parts)
    if any(secret == dotted or secret.startswith(dotted + ".") for secret in _ALWAYS_SECRET):
        raise Forbidden(f"{key!r} is or contains a connection string and cannot be read")
    node: Any = settings
    for part in parts:
        if _is_secret_name(part):
            raise Forbidden(f"{key!r} is a secret and cannot be read")
        if isinstance(node, BaseModel):
            known = part in type(node).model_fields or part in (node.model_extra or {})
            if not known:
                raise ConfigKeyNotFound(f"no configuration key {key!r}")
            if _field_is_secret(node, part):
                raise Forbidden(f"{key!r} is a secret and cannot be read")
            node = getattr(node, part)
        elif isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, (list, tuple)) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            raise ConfigKeyNotFound(f"no configuration key {key!r}")
    if _contains_secret(node, parts[-1]):
        raise Forbidden(f"{key!r} is or contains a secret and cannot be read")
    return _plain(node)
