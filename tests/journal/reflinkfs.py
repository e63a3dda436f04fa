"""A small reflink-capable filesystem (btrfs, else xfs with ``reflink=1``) in a loop file, for
tests of the supported ``FICLONE`` path. Needs ``mkfs.btrfs``/``mkfs.xfs`` (Debian
``btrfs-progs``/``xfsprogs``) and permission to ``mount -o loop`` (root); otherwise the tests that
use it are skipped with the reason. The unsupported path is always tested for real elsewhere
(ext4 and tmpfs here)."""

from __future__ import annotations

import os
import shutil
import subprocess
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


from tests.conftest import skip_or_fail

#: (mkfs command, image size): btrfs needs ~114 MB, xfs 300 MB (sparse files: nothing is written).
_FORMATS = (
    (["mkfs.btrfs", "-q", "-f"], 160 * 2**20),
    (["mkfs.xfs", "-q", "-f", "-m", "reflink=1"], 320 * 2**20),
)


def _try_mount(image: Path, mount: Path, mkfs: list[str], size: int) -> str | None:
    """Format and mount; None on success, else why not."""
    if shutil.which(mkfs[0]) is None:
        return f"{mkfs[0]} is not installed"
    with open(image, "wb") as fh:
        fh.truncate(size)
    made = subprocess.run([*mkfs, str(image)], capture_output=True, text=True)
    if made.returncode != 0:
        return f"{mkfs[0]} failed: {made.stderr.strip()[:200]}"
    mounted = subprocess.run(["mount", "-o", "loop", str(image), str(mount)], capture_output=True, text=True)
    if mounted.returncode != 0:
        return f"mount -o loop failed: {mounted.stderr.strip()[:200]}"
    return None


@contextmanager
def reflink_filesystem(base: Path) -> Iterator[Path]:
    """Mount a fresh reflink-capable filesystem under ``base`` and yield a writable folder on it."""
    if os.geteuid() != 0:
        skip_or_fail("mounting a loop filesystem needs root")
    mount = base / "mnt"
    mount.mkdir(parents=True)
    reasons = []
    for mkfs, size in _FORMATS:
        image = base / f"{mkfs[0]}.img"
        why = _try_mount(image, mount, mkfs, size)
        if why is None:
            break
        image.unlink(missing_ok=True)
        reasons.append(why)
    else:
        skip_or_fail("no reflink-capable filesystem could be mounted (install btrfs-progs or xfsprogs): "
                     + "; ".join(reasons))
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)
        image.unlink(missing_ok=True)
