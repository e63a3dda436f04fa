"""What each journaled operation kind does to the filesystem, and how it is reversed.

Synchronous (run in worker threads). Kinds and their fields:
``mkdir(dst)``, ``rmdir(src)``, ``move(src->dst)``, ``trash(src->dst in trash)``,
``restore(src in trash->dst)``, ``write(dst)``, ``link(src=keep, dst=dup)``, ``unlink(src=keep, dst=dup)``,
``clone(src=keep, dst=new temp name)`` (a reflink copy; undone by trashing ``dst``) and
``swap(src, dst)`` (``RENAME_EXCHANGE`` of two existing names; its own inverse; the row's
``checksum`` holds ``ino:<inode of dst before the swap>`` so recovery can tell whether it happened).
"""

from __future__ import annotations

import errno
import os
from dataclasses import dataclass
from pathlib import Path

from foldwise.kernel.journal import fsops

__all__ = ["Step", "apply_step", "inverse", "effects_of", "precheck", "MOVE_LIKE"]

MOVE_LIKE = frozenset({"move", "trash", "restore"})


@dataclass(slots=True)
class Step:
    """One operation to perform: kind, paths and the temp-name id."""

    op: str
    src: str | None
    dst: str | None
    opid: str = "0-0"


def apply_step(step: Step) -> str | None:
    """Perform ``step``; raise ``OSError`` on failure. Returns a note (``"kept"`` when an
    ``rmdir`` found the folder in use and left it)."""
    op = step.op
    if op == "move":
        fsops.move_str(step.src or "", step.dst or "", step.opid)
        return None
    if op == "mkdir":
        if os.path.isdir(step.dst or "") and not os.path.islink(step.dst or ""):
            return "exists"
        os.mkdir(step.dst)  # type: ignore[arg-type]
        fsops.step("renamed", Path(step.dst or ""))
        return None
    if op == "rmdir":
        try:
            os.rmdir(step.src)  # type: ignore[arg-type]
        except FileNotFoundError:
            return "gone"
        except OSError as exc:
            if exc.errno in (errno.ENOTEMPTY, errno.EEXIST):
                return "kept"
            raise
        return None
    if op in MOVE_LIKE:
        src, dst = Path(step.src or ""), Path(step.dst or "")
        if op in ("trash", "restore"):
            dst.parent.mkdir(parents=True, exist_ok=True)
        fsops.move_path(src, dst, step.opid)
        return None
    if op == "link":
        os.link(step.src, step.dst, follow_symlinks=False)  # type: ignore[arg-type]
        fsops.step("renamed", Path(step.dst or ""))
        return None
    if op == "unlink":
        keep, dup = Path(step.src or ""), Path(step.dst or "")
        if not os.path.lexists(dup):
            return "gone"
        if not os.path.lexists(keep) or not os.path.samefile(keep, dup):
            raise OSError(errno.EEXIST, "the linked file was replaced", str(dup))
        os.unlink(dup)
        return None
    if op == "clone":
        fsops.clone_new(step.src or "", step.dst or "")
        return None
    if op == "swap":
        fsops.exchange(step.src or "", step.dst or "")
        return None
    raise ValueError(f"unknown operation {op!r}")


def inverse(op: str, src: str | None, dst: str | None) -> tuple[str, str | None, str | None]:
    """The operation that reverses ``op``; a ``trash`` destination is left None (assigned later)."""
    if op == "mkdir":
        return "rmdir", dst, None
    if op == "rmdir":
        return "mkdir", None, src
    if op == "move":
        return "move", dst, src
    if op == "trash":
        return "restore", dst, src
    if op == "restore":
        return "trash", dst, None
    if op == "write":
        return "trash", dst, None
    if op == "link":
        return "unlink", src, dst
    if op == "unlink":
        return "link", src, dst
    if op == "clone":
        return "trash", dst, None
    if op == "swap":
        return "swap", src, dst
    raise ValueError(f"unknown operation {op!r}")


def effects_of(op: str, src: str | None, dst: str | None) -> tuple[list[list[str]], list[str], list[str]]:
    """``(moves, removed, created)`` as seen from the roots (trash paths and the journal's own
    temp names are not reported)."""
    if op == "clone":
        return [], [], []
    if op == "swap":  # the name now holds another file (same bytes for a reflink)
        return [], [], [dst or ""]
    if op == "trash" and fsops.TMP_MARK in os.path.basename(src or ""):
        return [], [], []
    if op == "move":
        return [[src or "", dst or ""]], [], []
    if op in ("trash", "rmdir"):
        return [], [src or ""], []
    if op in ("restore", "write", "mkdir", "link"):
        return [], [], [dst or ""]
    if op == "unlink":
        return [], [dst or ""], []
    return [], [], []


def precheck(steps: list[Step]) -> list[dict[str, str]]:
    """Simulate ``steps`` in order; return conflicts ``{"path", "reason"}`` that would stop them.

    A target that is occupied is ``occupied`` (undo never overwrites); a source that
    vanished is ``missing``; a hard link replaced by other bytes is ``changed``.
    """
    created: set[str] = set()
    removed: set[str] = set()

    def present(p: str) -> bool:
        return p in created or (p not in removed and os.path.lexists(p))

    def gone(p: str) -> None:
        removed.add(p)
        created.discard(p)

    def came(p: str) -> None:
        created.add(p)
        removed.discard(p)

    out: list[dict[str, str]] = []
    for s in steps:
        if s.op in MOVE_LIKE:
            assert s.src is not None
            if not present(s.src):
                out.append({"path": s.src, "reason": "missing"})
                continue
            if s.dst is not None and present(s.dst):
                out.append({"path": s.dst, "reason": "occupied"})
                continue
            gone(s.src)
            if s.dst is not None:
                came(s.dst)
        elif s.op == "mkdir":
            assert s.dst is not None
            if present(s.dst) and not (s.dst not in created and os.path.isdir(s.dst)):
                out.append({"path": s.dst, "reason": "occupied"})
                continue
            came(s.dst)
        elif s.op == "rmdir":
            if s.src is not None:
                gone(s.src)
        elif s.op == "link":
            assert s.src is not None and s.dst is not None
            if not present(s.src):
                out.append({"path": s.src, "reason": "missing"})
            elif present(s.dst):
                out.append({"path": s.dst, "reason": "occupied"})
            else:
                came(s.dst)
        elif s.op == "swap":
            assert s.src is not None and s.dst is not None
            missing = next((p for p in (s.src, s.dst) if not present(p)), None)
            if missing is not None:
                out.append({"path": missing, "reason": "missing"})
        elif s.op == "clone":
            assert s.src is not None and s.dst is not None
            if not present(s.src):
                out.append({"path": s.src, "reason": "missing"})
            elif present(s.dst):
                out.append({"path": s.dst, "reason": "occupied"})
            else:
                came(s.dst)
        elif s.op == "unlink":
            assert s.src is not None and s.dst is not None
            if s.dst in created or (s.dst not in removed and os.path.lexists(s.dst)):
                try:
                    same = s.dst not in created and os.path.samefile(s.src, s.dst)
                except OSError:
                    same = False
                if not same:
                    out.append({"path": s.dst, "reason": "changed"})
                    continue
            gone(s.dst)
    return out
