"""What each journaled operation kind does to the filesystem, and how it is reversed.

Synchronous (run in worker threads). Kinds and their fields:
``mkdir(dst)``, ``rmdir(src)``, ``move(src->dst)``, ``trash(src->dst in trash)``,
``restore(src in trash->dst)``, ``write(dst)``, ``link(src=keep, dst=dup)``, ``unlink(src=keep, dst=dup)``,
``clone(src=keep, dst=new temp name)`` (a reflink copy; undone by trashing ``dst``) and
``swap(src, dst)`` (``RENAME_EXCHANGE`` of two existing names; its own inverse; the row's
``checksum`` holds ``ino:<inode of dst before the swap>`` so recovery can tell whether it happened) and
``tag(src)`` (a change of the file's tags: nothing on the filesystem; the plugin that wrote the row keeps
what changed and replays it when the row is reversed; its own inverse).
"""

from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from foldwise.kernel.journal import fsops
from foldwise.kernel.journal.exists import Existence
from foldwise.kernel.journal.confine import Confinement, OutsideRoots, Session

__all__ = ["Step", "apply_step", "inverse", "effects_of", "precheck", "audit", "fingerprint_matches",
           "lstat_or_none", "changes_folders", "MOVE_LIKE"]

MOVE_LIKE = frozenset({"move", "trash", "restore"})


@dataclass(slots=True)
class Step:
    """One operation to perform: kind, paths and the temp-name id."""

    op: str
    src: str | None
    dst: str | None
    opid: str = "0-0"


def apply_step(step: Step, dirs: Session) -> str | None:
    """Perform ``step``; raise ``OSError`` on failure. Returns a note (``"kept"`` when an
    ``rmdir`` found the folder in use and left it).

    The parent folders of the step's paths are verified (``dirs``: opened once per batch, their real
    path read back from the descriptor) and the system call is made relative to them where the kind
    allows; a failed check raises ``OutsideRoots`` and touches nothing."""
    op = step.op
    src, dst = step.src or "", step.dst or ""
    if op == "move":
        fsops.move_str(src, dst, step.opid, dirs)
        return None
    if op == "mkdir":
        fd, name = dirs.parent(dst)
        try:
            if stat.S_ISDIR(os.stat(name, dir_fd=fd, follow_symlinks=False).st_mode):
                return "exists"
        except FileNotFoundError:
            pass
        os.mkdir(name, dir_fd=fd)
        fsops.step("renamed", Path(dst))
        return None
    if op == "rmdir":
        try:
            fd, name = dirs.parent(src)
            os.rmdir(name, dir_fd=fd)
        except FileNotFoundError:
            return "gone"
        except OSError as exc:
            if exc.errno in (errno.ENOTEMPTY, errno.EEXIST):
                return "kept"
            raise
        return None
    if op in MOVE_LIKE:
        if op == "restore":  # its folders may have gone: verify what is there before making them again
            dirs.check(dst)
        if op in ("trash", "restore"):
            os.makedirs(os.path.dirname(dst), exist_ok=True)
        fsops.move_str(src, dst, step.opid, dirs)
        return None
    if op == "link":
        (sfd, sname), (dfd, dname) = dirs.parent(src), dirs.parent(dst)
        os.link(sname, dname, src_dir_fd=sfd, dst_dir_fd=dfd, follow_symlinks=False)
        fsops.step("renamed", Path(dst))
        return None
    if op == "unlink":
        (kfd, kname), (dfd, dname) = dirs.parent(src), dirs.parent(dst)
        try:
            dup_st = os.stat(dname, dir_fd=dfd, follow_symlinks=False)
        except FileNotFoundError:
            return "gone"
        try:
            keep_st = os.stat(kname, dir_fd=kfd, follow_symlinks=False)
        except FileNotFoundError:
            keep_st = None
        if keep_st is None or (keep_st.st_dev, keep_st.st_ino) != (dup_st.st_dev, dup_st.st_ino):
            raise OSError(errno.EEXIST, "the linked file was replaced", dst)
        os.unlink(dname, dir_fd=dfd)
        return None
    if op == "clone":
        dirs.check(src, dst)
        fsops.clone_new(src, dst)
        return None
    if op == "swap":
        fsops.exchange(src, dst, dirs)
        return None
    if op == "tag":
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
    if op == "tag":
        return "tag", src, None
    raise ValueError(f"unknown operation {op!r}")


def effects_of(op: str, src: str | None, dst: str | None) -> tuple[list[list[str]], list[str], list[str]]:
    """``(moves, removed, created)`` as seen from the roots (trash paths and the journal's own
    temp names are not reported)."""
    if op in ("clone", "tag"):
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


def precheck(steps: list[Step], seen: dict[str, bool] | None = None) -> list[dict[str, str]]:
    """Simulate ``steps`` in order; return conflicts ``{"path", "reason"}`` that would stop them.

    A target that is occupied is ``occupied`` (undo never overwrites); a source that
    vanished is ``missing``; a hard link replaced by other bytes is ``changed``. ``seen``: whether
    paths existed before the steps, as ``audit`` has just found (no second ``lstat`` of each source).
    """
    created: set[str] = set()
    removed: set[str] = set()
    known = seen if seen is not None else {}
    # one listing per folder that many targets share, not an lstat per target (same answers)
    lexists = Existence(p for s in steps for p in (s.src, s.dst) if p is not None and p not in known)

    def present(p: str) -> bool:
        if p in created:
            return True
        if p in removed:
            return False
        there = known.get(p)
        return lexists(p) if there is None else there

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


def changes_folders(step: Step, source: os.stat_result | None) -> bool:
    """True when ``step`` (done) may have changed what a folder path names: a folder removed or moved
    (``source`` is the source's ``lstat`` taken before the step). A session forgets its folders then."""
    return step.op == "rmdir" or (step.op in MOVE_LIKE and source is not None and stat.S_ISDIR(source.st_mode))


def fingerprint_matches(source: os.stat_result | None, size: int | None, mtime_ns: int | None) -> bool:
    """True when the source (its ``lstat``, None when missing) still is what was recorded: a folder
    (whose size and time change with its contents) is accepted as a folder; anything else must have the
    recorded size and mtime. No fingerprint recorded: True. A missing source: True (the system call
    reports it as missing)."""
    if size is None or mtime_ns is None or source is None or stat.S_ISDIR(source.st_mode):
        return True
    return source.st_size == size and source.st_mtime_ns == mtime_ns


def lstat_or_none(path: str) -> os.stat_result | None:
    """``os.lstat(path)``, or None when it cannot be read."""
    try:
        return os.lstat(path)
    except OSError:
        return None


def audit(steps: list[Step], fingerprints: list[tuple[int | None, int | None]],
          confine: Confinement, seen: dict[str, bool] | None = None) -> list[dict[str, str]]:
    """Conflicts that stop a replay (undo, redo, rollback) before it starts, as execute's planning
    check does: a folder on a step's way that is a symlink or lies outside the roots
    (``outside_roots``), or a move-like source that no longer matches its recorded
    ``(size, mtime_ns)`` (``changed``). Each step is checked again right before its system call.
    ``seen`` receives whether each move-like source exists (for ``precheck``)."""
    out: list[dict[str, str]] = []
    verified: set[str] = set()  # parent folders already seen to be in place (in this audit only)
    dirname = os.path.dirname
    for s, (size, mtime_ns) in zip(steps, fingerprints):
        try:
            for path in (s.src, s.dst):
                if path is not None:
                    parent = dirname(path)
                    if parent not in verified:
                        confine.check(path)
                        verified.add(parent)
        except OutsideRoots:
            out.append({"path": s.src or s.dst or "", "reason": "outside_roots"})
            continue
        if s.op in MOVE_LIKE:
            source = lstat_or_none(s.src or "")
            if seen is not None and s.src and s.src not in seen:
                seen[s.src] = source is not None
            if not fingerprint_matches(source, size, mtime_ns):
                out.append({"path": s.src or "", "reason": "changed"})
    return out
