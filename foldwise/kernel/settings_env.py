"""The pydantic-free half of the settings: ``foldwise.toml`` and ``FOLDWISE_*`` merged into a plain dict.

``foldwise.kernel.settings`` validates that dict; a command that needs only a few plain values
(``foldwise search`` needs the home and the roots) reads them here without importing pydantic.
"""

from __future__ import annotations

import os
from pathlib import Path

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover - not imported at run time: typing costs every command's start-up
    from typing import Any

__all__ = ["parse_env_value", "raw_config", "split_roots", "default_home", "deep_merge", "read_config_file",
           "ConfigError"]

ENV_PREFIX = "FOLDWISE_"
#: Short environment names that map onto nested keys.
ENV_ALIASES: dict[str, tuple[str, ...]] = {
    "DATABASE_URL": ("database", "url"),
    "ROOTS": ("roots",),
    "HOST": ("server", "host"),
    "PORT": ("server", "port"),
    "REDIS_URL": ("redis_url",),
    "NATS_URL": ("nats_url",),
    "LOG_LEVEL": ("log_level",),
}
#: Environment names that are read elsewhere (the CLI, the test suite and CI) and are not settings.
ENV_IGNORED = {"HOME", "SERVER", "API_KEY", "CONFIG", "REQUIRE_SERVICES", "HEAVY_EXTRAS", "PROFILE"}
#: Prefixes of environment names kept for the test harness (``FOLDWISE_TEST_PG`` ...).
ENV_IGNORED_PREFIXES = ("TEST_",)


class ConfigError(Exception):
    """Configuration is invalid; the message names the offending key."""


def parse_env_value(value: str) -> Any:
    """Environment values may be TOML literals (``true``, ``3``, ``["a"]``); else they are strings."""
    if value[:1] in ("/", "~", ".") or not value.strip():
        return value  # a path (or nothing) is never a TOML literal: no tomllib import for FOLDWISE_ROOTS=/x
    import tomllib

    try:
        return tomllib.loads(f"v = {value}")["v"]
    except tomllib.TOMLDecodeError:
        return value


def default_home() -> Path:
    """``$FOLDWISE_HOME``, else the platform's user data directory."""
    env = os.environ.get("FOLDWISE_HOME")
    if env:
        return Path(env).expanduser().absolute()
    from platformdirs import user_data_dir

    return Path(user_data_dir("foldwise", appauthor=False))


def _env_overrides(environ: dict[str, str]) -> dict[str, Any]:
    """Map ``FOLDWISE_*`` variables onto nested keys (``FOLDWISE_A__B`` -> ``a.b``)."""
    out: dict[str, Any] = {}
    for name, value in environ.items():
        if not name.startswith(ENV_PREFIX):
            continue
        key = name[len(ENV_PREFIX):]
        if key in ENV_IGNORED or not key or key.startswith(ENV_IGNORED_PREFIXES):
            continue
        path = ENV_ALIASES.get(key) or tuple(part.lower() for part in key.split("__"))
        node = out
        for part in path[:-1]:
            node = node.setdefault(part, {})
        node[path[-1]] = parse_env_value(value)
    return out


def deep_merge(base: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    """Merge ``extra`` into a copy of ``base`` (nested dicts merged, other values replaced)."""
    out = dict(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = value
    return out


def read_config_file(home: Path) -> dict[str, Any]:
    """Read ``foldwise.toml`` from ``home`` ({} when absent)."""
    path = home / "foldwise.toml"
    if not path.exists():
        return {}
    import tomllib

    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path.name}: not valid TOML ({exc})") from None


def raw_config(home: Path | str | None = None,
               environ: dict[str, str] | None = None) -> tuple[Path, dict[str, Any]]:
    """``(home, defaults-less config)``: ``foldwise.toml``, the selected profile's overlay
    (``foldwise.kernel.profiles``), then the environment; not validated."""
    from foldwise.kernel.profiles import ProfileError, read_profile, selected_profile

    environ = dict(os.environ if environ is None else environ)
    home_path = Path(home).expanduser().absolute() if home else default_home()
    data = read_config_file(home_path)
    profile = selected_profile(home_path, environ)
    if profile:
        try:
            data = deep_merge(data, read_profile(home_path, profile))
        except ProfileError as exc:
            raise ConfigError(str(exc)) from None
    return home_path, deep_merge(data, _env_overrides(environ))


def split_roots(value: Any) -> Any:
    """``FOLDWISE_ROOTS`` is one string separated by the platform's path separator; lists pass through."""
    if isinstance(value, str):
        return [p for p in value.split(os.pathsep) if p]
    return value
