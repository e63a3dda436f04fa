"""Installed plugin folders (``<home>/plugins/<dist>``) and ``sys.path``: standard library only.

Split from ``foldwise.kernel.plugins`` so that a command answered from the cached command list
(``foldwise.kernel.cli_cache``) can put the plugin folders on ``sys.path`` and check their fingerprints
without importing ``importlib.metadata`` or pluggy.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = ["ADDED_PATHS", "PLUGINS_FOLDER", "folder_fingerprint", "plugin_folders", "sync_sys_path"]

#: The folder of installed third-party plugins inside the data home (one sub-folder per distribution).
PLUGINS_FOLDER = "plugins"
#: Plugin folders this process put on ``sys.path`` (taken off again when the folder goes away).
ADDED_PATHS: set[str] = set()


def plugin_folders(plugins_dir: Path | None) -> list[Path]:
    """The installed plugin folders in ``plugins_dir`` (sorted; names starting with ``.`` are staging or
    backups and ignored)."""
    if plugins_dir is None:
        return []
    try:
        entries = list(os.scandir(plugins_dir))
    except OSError:
        return []
    return sorted(Path(e.path) for e in entries if not e.name.startswith(".") and e.is_dir())


def folder_fingerprint(folder: Path) -> str:
    """A digest of every file's name, size and modification time in ``folder`` (``__pycache__`` skipped):
    it changes when an update or a hand edit replaces any file."""
    import hashlib

    digest = hashlib.sha256()
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            try:
                st = os.stat(path)
            except OSError:
                continue
            digest.update(f"{os.path.relpath(path, folder)}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ino}\n".encode())
    return digest.hexdigest()


def sync_sys_path(folders: list[Path]) -> None:
    """Append each plugin folder to ``sys.path`` (after the environment: an installed distribution wins over a
    same-named folder) and take off the folders this process added that are gone."""
    wanted = [str(f) for f in folders]
    for gone in ADDED_PATHS - set(wanted):
        while gone in sys.path:
            sys.path.remove(gone)
        sys.path_importer_cache.pop(gone, None)
        ADDED_PATHS.discard(gone)
    for path in wanted:
        if path not in sys.path:
            sys.path.append(path)
        ADDED_PATHS.add(path)
