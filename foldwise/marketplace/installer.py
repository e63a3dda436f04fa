"""The plugin folder ``home/plugins``: stage a checked wheel, swap it in atomically, keep the previous
version beside it until the new one loads, and roll back otherwise.

Layout: ``<name>/`` is an installed plugin (what the kernel loads), ``.staging-<name>-<token>/`` a wheel
being unpacked, ``.previous-<name>/`` the version being replaced or removed. Folders starting with ``.`` are
never loaded. Each step is one ``rename`` on the same filesystem.
"""

from __future__ import annotations

import secrets
import shutil
from dataclasses import dataclass
from pathlib import Path

from foldwise.marketplace.wheel import WheelInfo, extract_wheel

__all__ = ["PluginFolders", "Swap"]


@dataclass
class Swap:
    """One plugin folder replaced (or removed); undone by ``rollback``, made final by ``commit``."""

    key: str
    had_previous: bool
    removed: bool = False


class PluginFolders:
    """The plugin folder of one data home."""

    def __init__(self, home: Path) -> None:
        self.root = home / "plugins"

    def target(self, key: str) -> Path:
        return self.root / key

    def previous(self, key: str) -> Path:
        return self.root / f".previous-{key}"

    def stage(self, key: str, data: bytes, info: WheelInfo) -> Path:
        """Unpack a checked wheel into a fresh staging folder and return it (removed again on failure)."""
        self.root.mkdir(parents=True, exist_ok=True)
        staging = self.root / f".staging-{key}-{secrets.token_hex(6)}"
        try:
            extract_wheel(data, info, staging)
        except BaseException:
            shutil.rmtree(staging, ignore_errors=True)
            raise
        return staging

    def discard(self, staging: Path) -> None:
        shutil.rmtree(staging, ignore_errors=True)

    def swap_in(self, key: str, staging: Path) -> Swap:
        """Move the current version aside (``.previous-<name>``) and the staged one into place."""
        target, previous = self.target(key), self.previous(key)
        shutil.rmtree(previous, ignore_errors=True)
        had_previous = target.exists()
        if had_previous:
            target.rename(previous)
        try:
            staging.rename(target)
        except BaseException:
            if had_previous:
                previous.rename(target)
            raise
        return Swap(key, had_previous)

    def take_out(self, key: str) -> Swap:
        """Move an installed plugin aside for removal (``commit`` deletes it, ``rollback`` restores it)."""
        target, previous = self.target(key), self.previous(key)
        shutil.rmtree(previous, ignore_errors=True)
        target.rename(previous)
        return Swap(key, True, removed=True)

    def commit(self, swap: Swap) -> None:
        shutil.rmtree(self.previous(swap.key), ignore_errors=True)

    def rollback(self, swap: Swap) -> None:
        target, previous = self.target(swap.key), self.previous(swap.key)
        if not swap.removed:
            shutil.rmtree(target, ignore_errors=True)
        if swap.had_previous and previous.exists():
            if target.exists():
                shutil.rmtree(target, ignore_errors=True)
            previous.rename(target)

    def recover(self, recorded: dict[str, str]) -> list[str]:
        """After a crash: drop staging folders; where a ``.previous-`` folder is left, keep whichever version
        the database records (``recorded``: name -> version) and restore the previous one otherwise.
        Returns what it did, for the log."""
        done: list[str] = []
        if not self.root.is_dir():
            return done
        for path in sorted(self.root.iterdir()):
            if path.name.startswith(".staging-"):
                shutil.rmtree(path, ignore_errors=True)
                done.append(f"removed {path.name}")
        for path in sorted(self.root.iterdir()):
            if not path.name.startswith(".previous-"):
                continue
            key = path.name[len(".previous-"):]
            target = self.target(key)
            current = _folder_version(target) if target.exists() else None
            if key not in recorded:  # a removal that was interrupted after the record went: finish it
                shutil.rmtree(path, ignore_errors=True)
                done.append(f"removed {path.name}")
            elif current is not None and current == recorded[key]:
                shutil.rmtree(path, ignore_errors=True)
                done.append(f"kept {key} {current}")
            else:
                shutil.rmtree(target, ignore_errors=True)
                path.rename(target)
                done.append(f"restored {key}")
        return done


def _folder_version(folder: Path) -> str | None:
    """The version of the distribution unpacked in ``folder`` (from its ``*.dist-info`` name)."""
    for child in folder.glob("*.dist-info"):
        return child.name[:-len(".dist-info")].rsplit("-", 1)[-1]
    return None
