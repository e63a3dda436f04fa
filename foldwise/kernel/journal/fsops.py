"""Synchronous filesystem primitives of the journal: never overwrite, survive a crash at any step.

Everything here runs in a worker thread. ``move_path`` renames with ``RENAME_NOREPLACE``
(``renameat2``), falls back to ``link``+``unlink`` for files, and across filesystems copies
to a temp name in the destination folder, fsyncs, verifies, renames into place without
replacing, then removes the source. ``set_hook`` lets tests stop the process at a named step.
"""

from __future__ import annotations

import ctypes
import errno
import fcntl
import os
import shutil
import stat
from pathlib import Path
from typing import IO, Callable, Iterator

import xxhash

from foldwise.kernel.journal.confine import Session

__all__ = [
    "TMP_MARK",
    "set_hook",
    "step",
    "tmp_path_for",
    "rename_noreplace",
    "move_path",
    "move_str",
    "copy_across",
    "write_new",
    "fast_hash",
    "tree_signature",
    "same_content",
    "fsync_dir",
    "stat_of",
    "remove_tmp",
    "FICLONE",
    "REFLINK_UNSUPPORTED",
    "reflink_supported",
    "clone_new",
    "exchange",
]

TMP_MARK = ".fwtmp-"
_CHUNK = 1024 * 1024
_AT_FDCWD = -100
_RENAME_NOREPLACE = 1
_RENAME_EXCHANGE = 2
#: ``ioctl(dst_fd, FICLONE, src_fd)``: make ``dst`` share ``src``'s extents (btrfs, xfs, bcachefs, ...).
FICLONE = 0x40049409
#: errnos meaning "this filesystem (pair) cannot reflink": not a failure of the files themselves.
REFLINK_UNSUPPORTED = frozenset({errno.EOPNOTSUPP, errno.EXDEV, errno.EINVAL, errno.ENOTTY, errno.ENOSYS,
                                 errno.EPERM, errno.EISDIR})

Hook = Callable[[str, Path], None]
_hook: Hook | None = None


def set_hook(hook: Hook | None) -> None:
    """Install a callback run at each named step (``copied``, ``renamed``, ...); for crash tests."""
    global _hook
    _hook = hook


def step(name: str, path: Path) -> None:
    """Run the test hook, if any, at step ``name``."""
    if _hook is not None:
        _hook(name, path)


def _load_renameat2() -> Callable[..., int] | None:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        fn = libc.renameat2
    except (OSError, AttributeError):
        return None
    fn.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    fn.restype = ctypes.c_int
    return fn


_renameat2 = _load_renameat2()


def tmp_path_for(dst: Path, opid: str) -> Path:
    """The temp name used while an operation builds ``dst``: ``.<name>.fwtmp-<opid>`` beside it."""
    return dst.parent / f".{dst.name}{TMP_MARK}{opid}"


def rename_noreplace(src: Path, dst: Path) -> None:
    """Rename ``src`` to ``dst`` atomically, failing with ``FileExistsError`` when ``dst`` exists.

    Raises ``OSError(EXDEV)`` across filesystems. Without ``renameat2`` support, files use
    ``link``+``unlink`` (atomic no-replace) and directories an existence check then ``rename``.
    """
    global _renameat2
    if _renameat2 is not None:
        if _renameat2(_AT_FDCWD, os.fsencode(src), _AT_FDCWD, os.fsencode(dst), _RENAME_NOREPLACE) == 0:
            return
        err = ctypes.get_errno()
        if err not in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
            raise OSError(err, os.strerror(err), str(src), None, str(dst))
    _rename_fallback(src, dst)


def _rename_fallback(src: Path, dst: Path) -> None:
    st = os.lstat(src)
    if not stat.S_ISDIR(st.st_mode):
        try:
            os.link(src, dst, follow_symlinks=False)
        except OSError as exc:
            if exc.errno not in (errno.EPERM, errno.EOPNOTSUPP, errno.ENOSYS):
                raise
        else:
            os.unlink(src)
            return
    if os.path.lexists(dst):
        raise FileExistsError(errno.EEXIST, "destination exists", str(dst))
    os.rename(src, dst)


def fsync_dir(path: Path) -> None:
    """Flush a directory entry change to disk (best effort on filesystems that refuse it)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def stat_of(path: Path) -> tuple[int, int]:
    """``(size, mtime_ns)`` of ``path`` itself (symlinks not followed)."""
    st = os.lstat(path)
    return st.st_size, st.st_mtime_ns


def fast_hash(path: Path) -> str:
    """xxh3-128 hex digest of a file's bytes."""
    h = xxhash.xxh3_128()
    with open(path, "rb") as fh:
        while chunk := fh.read(_CHUNK):
            h.update(chunk)
    return h.hexdigest()


def _walk(root: Path) -> Iterator[tuple[str, str, int, str]]:
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        dirnames.sort()
        base = Path(dirpath)
        rel_dir = os.path.relpath(dirpath, root)
        yield rel_dir, "d", 0, ""
        for name in sorted(filenames + [d for d in dirnames if os.path.islink(base / d)]):
            full = base / name
            rel = os.path.normpath(os.path.join(rel_dir, name))
            if os.path.islink(full):
                yield rel, "l", 0, os.readlink(full)
            else:
                yield rel, "f", os.lstat(full).st_size, fast_hash(full)


def tree_signature(path: Path) -> list[tuple[str, str, int, str]]:
    """What a path holds, for verification: one entry per file/dir/link (content hashed)."""
    if os.path.islink(path):
        return [(".", "l", 0, os.readlink(path))]
    if path.is_dir():
        return list(_walk(path))
    return [(".", "f", os.lstat(path).st_size, fast_hash(path))]


def same_content(a: Path, b: Path) -> bool:
    """True when ``a`` and ``b`` hold the same bytes (trees compared entry by entry)."""
    try:
        if os.path.isfile(a) and not os.path.islink(a) and os.path.isfile(b) and not os.path.islink(b):
            if os.lstat(a).st_size != os.lstat(b).st_size:
                return False
        return tree_signature(a) == tree_signature(b)
    except OSError:
        return False


def _copy_file(src: Path, dst: Path) -> None:
    fd = os.open(dst, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with open(src, "rb") as fin, os.fdopen(fd, "wb", closefd=False) as fout:
            shutil.copyfileobj(fin, fout, _CHUNK)
            fout.flush()
            os.fsync(fout.fileno())
    finally:
        os.close(fd)
    shutil.copystat(src, dst, follow_symlinks=False)


def _fsync_tree(path: Path) -> None:
    for dirpath, _dirs, files in os.walk(path):
        for name in files:
            full = os.path.join(dirpath, name)
            if not os.path.islink(full):
                fd = os.open(full, os.O_RDONLY)
                try:
                    os.fsync(fd)
                finally:
                    os.close(fd)
        fsync_dir(Path(dirpath))


def remove_tmp(tmp: Path) -> bool:
    """Remove a temp file or tree left by an interrupted operation; True when one was there."""
    if not os.path.lexists(tmp):
        return False
    if tmp.is_dir() and not tmp.is_symlink():
        shutil.rmtree(tmp)
    else:
        os.unlink(tmp)
    return True


def copy_across(src: Path, dst: Path, opid: str) -> None:
    """Move ``src`` to ``dst`` on another filesystem: temp copy, fsync, verify, no-replace rename,
    then remove the source. On any failure the temp copy is removed and the source is untouched."""
    if os.path.lexists(dst):
        raise FileExistsError(errno.EEXIST, "destination exists", str(dst))
    tmp = tmp_path_for(dst, opid)
    remove_tmp(tmp)
    try:
        if os.path.islink(src):
            os.symlink(os.readlink(src), tmp)
        elif src.is_dir():
            shutil.copytree(src, tmp, symlinks=True)
            _fsync_tree(tmp)
        else:
            _copy_file(src, tmp)
        step("copied", tmp)
        if tree_signature(src) != tree_signature(tmp):
            raise OSError(errno.EIO, "copy verification failed", str(dst))
        rename_noreplace(tmp, dst)
    except BaseException as exc:
        if isinstance(exc, Exception):
            remove_tmp(tmp)
        raise
    fsync_dir(dst.parent)
    step("renamed", dst)
    if src.is_dir() and not src.is_symlink():
        shutil.rmtree(src)
    else:
        os.unlink(src)
    fsync_dir(src.parent)


def move_str(src: str, dst: str, opid: str, dirs: Session | None = None) -> str:
    """``move_path`` for string paths: the hot path of ``move_many`` (no Path objects on success).

    With ``dirs`` (the journal's verified folders) the rename is made relative to the verified parent
    folders (``renameat2``), so no symlink swapped in on the way can send it elsewhere; the rare fallbacks
    (no ``renameat2``, another filesystem) verify, then use paths."""
    if dirs is not None:
        sfd, sname = dirs.parent(src)
        dfd, dname = dirs.parent(dst)
        if _hook is None and _renameat2 is not None:
            if _renameat2(sfd, os.fsencode(sname), dfd, os.fsencode(dname), _RENAME_NOREPLACE) == 0:
                return "rename"
            err = ctypes.get_errno()
            if err not in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, errno.EXDEV):
                raise OSError(err, os.strerror(err), src, None, dst)
        return move_path(Path(src), Path(dst), opid)
    if _hook is None and _renameat2 is not None:
        if _renameat2(_AT_FDCWD, os.fsencode(src), _AT_FDCWD, os.fsencode(dst), _RENAME_NOREPLACE) == 0:
            return "rename"
    return move_path(Path(src), Path(dst), opid)


def move_path(src: Path, dst: Path, opid: str) -> str:
    """Move ``src`` to ``dst`` without ever replacing ``dst``; returns ``"rename"`` or ``"copy"``."""
    step("before", src)
    try:
        rename_noreplace(src, dst)
    except OSError as exc:
        if exc.errno != errno.EXDEV:
            raise
        copy_across(src, dst, opid)
        return "copy"
    step("renamed", dst)
    return "rename"


def write_new(dst: Path, source: bytes | str | os.PathLike[str] | IO[bytes], opid: str) -> tuple[int, str]:
    """Create ``dst`` from bytes, a file path or a binary stream, never replacing it.

    Writes a temp file beside it, fsyncs, then renames without replace. Returns (size, xxh3 hex).
    """
    if os.path.lexists(dst):
        raise FileExistsError(errno.EEXIST, "destination exists", str(dst))
    tmp = tmp_path_for(dst, opid)
    remove_tmp(tmp)
    h = xxhash.xxh3_128()
    size = 0
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    try:
        with os.fdopen(fd, "wb") as out:
            if isinstance(source, bytes):
                out.write(source)
                h.update(source)
                size = len(source)
            else:
                stream: IO[bytes]
                own = not hasattr(source, "read")
                stream = open(source, "rb") if own else source  # type: ignore[arg-type, assignment]
                try:
                    while chunk := stream.read(_CHUNK):
                        out.write(chunk)
                        h.update(chunk)
                        size += len(chunk)
                finally:
                    if own:
                        stream.close()
            out.flush()
            os.fsync(out.fileno())
        step("copied", tmp)
        rename_noreplace(tmp, dst)
    except BaseException as exc:
        if isinstance(exc, Exception):
            remove_tmp(tmp)
        raise
    fsync_dir(dst.parent)
    step("renamed", dst)
    return size, h.hexdigest()


def reflink_supported(keep: str | os.PathLike[str], folder: str | os.PathLike[str]) -> bool:
    """Probe ``FICLONE`` from ``keep`` into an unnamed ``O_TMPFILE`` inode in ``folder``: True when a
    reflink copy of ``keep`` can be made there. Nothing appears on disk (the inode has no name
    and vanishes on close, even after a crash)."""
    tmpfile = getattr(os, "O_TMPFILE", None)
    if tmpfile is None:
        return False
    try:
        src = os.open(keep, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError:
        return False
    try:
        dst = os.open(folder, tmpfile | os.O_WRONLY, 0o600)
    except OSError:
        os.close(src)
        return False
    try:
        fcntl.ioctl(dst, FICLONE, src)
        return True
    except OSError as exc:
        if exc.errno in REFLINK_UNSUPPORTED:
            return False
        raise
    finally:
        os.close(src)
        os.close(dst)


def clone_new(src: Path | str, dst: Path | str) -> None:
    """Create ``dst`` (never replacing anything) as a reflink copy of ``src``, fsynced.

    Raises ``FileExistsError`` when ``dst`` exists and ``OSError`` (an errno in
    ``REFLINK_UNSUPPORTED``) when the filesystem cannot clone; ``dst`` is then removed again."""
    fin = os.open(src, os.O_RDONLY | os.O_NOFOLLOW)
    try:
        fout = os.open(dst, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
        try:
            fcntl.ioctl(fout, FICLONE, fin)
            os.fsync(fout)
        except BaseException:
            os.close(fout)
            os.unlink(dst)
            raise
        os.close(fout)
    finally:
        os.close(fin)
    fsync_dir(Path(dst).parent)
    step("renamed", Path(dst))


def exchange(a: str, b: str, dirs: Session | None = None) -> None:
    """Atomically swap the directory entries ``a`` and ``b`` (``renameat2(RENAME_EXCHANGE)``):
    at every instant each name holds one of the two files. Both must exist. With ``dirs`` the
    swap is made relative to the verified parent folders (see ``move_str``)."""
    if _renameat2 is None:
        raise OSError(errno.ENOSYS, "renameat2 is not available", a)
    step("before", Path(a))
    if dirs is not None:
        (afd, aname), (bfd, bname) = dirs.parent(a), dirs.parent(b)
        rc = _renameat2(afd, os.fsencode(aname), bfd, os.fsencode(bname), _RENAME_EXCHANGE)
    else:
        rc = _renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE)
    if rc != 0:
        err = ctypes.get_errno()
        raise OSError(err, os.strerror(err), a, None, b)
    fsync_dir(Path(b).parent)
    step("renamed", Path(b))
