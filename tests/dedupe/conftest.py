"""A real corpus with true duplicates and decoys for the dedupe tests."""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field
from pathlib import Path

import pytest

HEAD = 16 * 1024  # the finder's default head block
BIG = 300 * 1024  # above the finder's small-file threshold: head, tail and full passes


@dataclass
class Corpus:
    root: Path
    #: The true groups: sets of paths (distinct inodes) with identical bytes.
    groups: list[set[str]] = field(default_factory=list)
    linked: list[set[str]] = field(default_factory=list)
    contents: dict[str, bytes] = field(default_factory=dict)


def _write(path: Path, data: bytes, mtime: int | None = None) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    if mtime is not None:
        os.utime(path, (mtime, mtime))
    return str(path)


def build_corpus(root: Path, seed: int = 7) -> Corpus:
    """Duplicates (small and large), decoys (same size with equal head and tail blocks but a different
    middle; same size differing only in the last byte; same size unrelated), hard links, empty files."""
    rng = random.Random(seed)
    c = Corpus(root)

    def add_group(name: str, data: bytes, where: list[str], base_mtime: int) -> None:
        paths = set()
        for i, folder in enumerate(where):
            p = _write(root / folder / name, data, base_mtime + i * 1000)
            c.contents[p] = data
            paths.add(p)
        c.groups.append(paths)

    small = rng.randbytes(5000)
    add_group("note.txt", small, ["a", "b", "b/deeper/still"], 1_600_000_000)
    big = rng.randbytes(BIG + 12345)
    add_group("video.bin", big, ["a", "archive"], 1_650_000_000)

    # Decoy: same size, same first and last 64 KiB, one different byte in the middle.
    middle = bytearray(big)
    middle[len(middle) // 2] ^= 0x01
    c.contents[_write(root / "decoys" / "middle.bin", bytes(middle), 1_600_000_000)] = bytes(middle)
    # Decoy: same size, only the last byte differs (large and small).
    last = bytearray(big)
    last[-1] ^= 0x80
    c.contents[_write(root / "decoys" / "last.bin", bytes(last), 1_600_000_000)] = bytes(last)
    small_last = bytearray(small)
    small_last[-1] ^= 0x80
    c.contents[_write(root / "decoys" / "last.txt", bytes(small_last), 1_600_000_000)] = bytes(small_last)
    # Decoy: same size, unrelated bytes.
    other = rng.randbytes(len(small))
    c.contents[_write(root / "decoys" / "other.txt", other, 1_600_000_000)] = other
    # Decoy: same head block only (size above the head, differs after it).
    head_same = bytearray(rng.randbytes(HEAD * 3))
    head_diff = bytearray(head_same)
    head_diff[HEAD + 10] ^= 0xFF
    c.contents[_write(root / "decoys" / "h1.bin", bytes(head_same))] = bytes(head_same)
    c.contents[_write(root / "decoys" / "h2.bin", bytes(head_diff))] = bytes(head_diff)

    # Hard links: two names, one inode, no other copy -> already linked, not waste.
    linked_data = rng.randbytes(7000)
    first = _write(root / "links" / "one.dat", linked_data)
    second = str(root / "links" / "two.dat")
    os.link(first, second)
    c.linked.append({first, second})
    c.contents[first] = c.contents[second] = linked_data
    # Empty files are never duplicates.
    for name in ("e1", "e2", "e3"):
        _write(root / "empty" / name, b"")
    # A symlink to a duplicate is not followed.
    os.symlink(root / "a" / "note.txt", root / "link-to-note.txt")
    return c


@pytest.fixture
def corpus(root: Path) -> Corpus:
    return build_corpus(root)
