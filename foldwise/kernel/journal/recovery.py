"""Crash recovery: decide from the filesystem whether a pending operation happened.

Rules (move-like kinds): source present and destination absent = not done; destination
present and source absent = done; both present = a hard link not yet unlinked or an
interrupted cross-device copy: finish when the destination holds exactly the source's
bytes, else treat as not done. Temp files of the operation are always removed.
"""

from __future__ import annotations

import os
from pathlib import Path

from foldwise.kernel.journal import fsops
from foldwise.kernel.journal.ops import MOVE_LIKE

__all__ = ["settle"]


def _finish_copy(src: str, dst: str, mtime_ns: int | None) -> bool:
    """Both ends exist: remove the source when the destination is a faithful copy of it."""
    try:
        if os.path.samefile(src, dst) and not os.path.isdir(src):
            os.unlink(src)
            return True
    except OSError:
        return False
    if mtime_ns is not None and not os.path.isdir(src):
        try:
            if os.lstat(dst).st_mtime_ns != mtime_ns:
                return False
        except OSError:
            return False
    if not fsops.same_content(Path(src), Path(dst)):
        return False
    fsops.remove_tmp(Path(src))  # removes a file or a tree
    fsops.fsync_dir(Path(src).parent)
    return True


def settle(op: str, src: str | None, dst: str | None, opid: str,
           size: int | None = None, mtime_ns: int | None = None,
           checksum: str | None = None) -> tuple[str, str | None]:
    """Resolve one pending operation; returns ``(state, error)`` with state ``done`` or ``failed``."""
    if dst:
        fsops.remove_tmp(fsops.tmp_path_for(Path(dst), opid))
    if op in MOVE_LIKE:
        assert src and dst
        has_src, has_dst = os.path.lexists(src), os.path.lexists(dst)
        if has_dst and not has_src:
            return "done", None
        if has_src and not has_dst:
            return "failed", "interrupted before it happened"
        if has_src and has_dst:
            if _finish_copy(src, dst, mtime_ns):
                return "done", None
            return "failed", "interrupted; the destination holds other content"
        return "failed", "interrupted; the source is missing"
    if op == "mkdir":
        return ("done", None) if dst and os.path.isdir(dst) else ("failed", "interrupted before it happened")
    if op == "rmdir":
        return ("done", None) if src and not os.path.lexists(src) else ("failed", "folder kept")
    if op == "write":
        if dst and os.path.lexists(dst):
            if checksum and (not os.path.isfile(dst) or fsops.fast_hash(Path(dst)) != checksum):
                return "failed", "interrupted; the destination holds other content"
            return "done", None
        return "failed", "interrupted before it happened"
    if op == "link":
        try:
            if src and dst and os.path.samefile(src, dst):
                return "done", None
        except OSError:
            pass
        return "failed", "interrupted before it happened"
    if op == "unlink":
        return ("done", None) if dst and not os.path.lexists(dst) else ("failed", "interrupted before it happened")
    if op == "clone":
        # The temp name is ours (made with O_EXCL): a faithful clone stays (undo trashes it),
        # anything partial is removed.
        if src and dst and os.path.lexists(dst):
            if os.path.isfile(dst) and not os.path.islink(dst) and fsops.same_content(Path(src), Path(dst)):
                return "done", None
            fsops.remove_tmp(Path(dst))
        return "failed", "interrupted before it happened"
    if op == "swap":
        ino = checksum[4:] if checksum and checksum.startswith("ino:") else None
        try:  # only the swap gives dst another inode
            swapped = ino is not None and dst is not None and str(os.lstat(dst).st_ino) != ino
        except OSError:
            swapped = False
        return ("done", None) if swapped else ("failed", "interrupted before it happened")
    if op == "tag":  # its database change commits with the row's ``done`` mark: pending means not applied
        return "failed", "interrupted before it happened"
    return "failed", f"unknown operation {op}"
