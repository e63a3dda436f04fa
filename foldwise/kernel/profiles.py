"""Configuration profiles: named overlays of ``foldwise.toml`` kept in ``<home>/profiles/<name>.toml``.

The profile in effect is ``--profile NAME`` / ``FOLDWISE_PROFILE`` for one command, else the one
``foldwise profile activate`` recorded in ``<home>/profiles/active``, else none. Its keys overlay
``foldwise.toml``; the environment still wins over both. Standard library only (read on every command).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover - not imported at run time: typing costs every command's start-up
    from typing import Any, Mapping

__all__ = ["ProfileError", "NAME_PATTERN", "profiles_dir", "profile_path", "list_profiles", "active_profile",
           "selected_profile", "read_profile", "write_profile", "delete_profile", "set_active"]

NAME_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
ENV_NAME = "FOLDWISE_PROFILE"


class ProfileError(Exception):
    """A profile name is invalid, unknown, already taken, or its file is not valid TOML."""


def profiles_dir(home: Path) -> Path:
    return home / "profiles"


def check_name(name: str) -> str:
    """``name`` when it is a valid profile name (lower-case letters, digits, ``-``, ``_``; 40 at most)."""
    if not NAME_PATTERN.match(name or ""):
        raise ProfileError(f"invalid profile name {name!r}: use lower-case letters, digits, '-' and '_' "
                           "(40 characters at most)")
    return name


def profile_path(home: Path, name: str) -> Path:
    return profiles_dir(home) / f"{check_name(name)}.toml"


def list_profiles(home: Path) -> list[str]:
    """The profile names of ``home``, sorted."""
    folder = profiles_dir(home)
    if not folder.is_dir():
        return []
    return sorted(p.stem for p in folder.glob("*.toml") if NAME_PATTERN.match(p.stem))


def active_profile(home: Path) -> str | None:
    """The profile ``foldwise profile activate`` recorded (None: no profile)."""
    try:
        name = (profiles_dir(home) / "active").read_text(encoding="utf-8").strip()
    except OSError:
        return None
    return name or None


def selected_profile(home: Path, environ: Mapping[str, str] | None = None) -> str | None:
    """The profile in effect: ``FOLDWISE_PROFILE`` (``--profile``), else the active one."""
    environ = os.environ if environ is None else environ
    return (environ.get(ENV_NAME) or "").strip() or active_profile(home)


def read_profile(home: Path, name: str) -> dict[str, Any]:
    """The overlay of profile ``name`` (ProfileError when it does not exist or is not valid TOML)."""
    path = profile_path(home, name)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        known = ", ".join(list_profiles(home)) or "none"
        raise ProfileError(f"no profile {name!r} (profiles: {known}; create one with `foldwise profile create`)") \
            from None
    import tomllib

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ProfileError(f"profile {name!r}: not valid TOML ({exc})") from None


def write_profile(home: Path, name: str, data: Mapping[str, Any]) -> Path:
    """Write profile ``name`` atomically (mode 0600: a profile may hold secrets)."""
    import tempfile

    import tomli_w

    path = profile_path(home, name)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(tomli_w.dumps(dict(data)).encode("utf-8"))
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o600)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def delete_profile(home: Path, name: str) -> None:
    """Remove profile ``name``; the active record is cleared when it named it."""
    path = profile_path(home, name)
    if not path.exists():
        raise ProfileError(f"no profile {name!r}")
    path.unlink()
    if active_profile(home) == name:
        set_active(home, None)


def set_active(home: Path, name: str | None) -> None:
    """Record ``name`` as the active profile (None: no profile)."""
    marker = profiles_dir(home) / "active"
    if name is None:
        marker.unlink(missing_ok=True)
        return
    if not profile_path(home, name).exists():
        raise ProfileError(f"no profile {name!r}")
    marker.parent.mkdir(parents=True, exist_ok=True)
    marker.write_text(name + "\n", encoding="utf-8")
