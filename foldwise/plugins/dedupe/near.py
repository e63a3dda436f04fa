"""Near-duplicate images by perceptual hash (optional group ``images``: imagehash + Pillow).

Hashes are 64-bit pHashes; two images are near duplicates when the Hamming distance of
their hashes is at most ``max_distance``. Candidate pairs come from the pigeonhole rule:
hashes within distance ``d`` agree exactly on at least one of ``d + 1`` bit bands, so
bucketing by band finds every such pair without comparing all pairs.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from typing import Callable, Iterable

from foldwise.plugins.dedupe.finder import FileEntry

__all__ = ["IMAGE_EXTENSIONS", "imagehash_available", "perceptual_groups", "group_by_distance"]

IMAGE_EXTENSIONS = frozenset({".jpg", ".jpeg", ".png", ".gif", ".bmp", ".tif", ".tiff", ".webp"})


def imagehash_available() -> bool:
    """True when the ``images`` dependency group is installed."""
    try:
        import imagehash  # noqa: F401
    except ImportError:
        return False
    return True


def _phash(path: str) -> int | None:
    import imagehash
    from PIL import Image

    try:
        with Image.open(path) as img:
            return int(str(imagehash.phash(img)), 16)
    except (OSError, ValueError, Image.DecompressionBombError):
        return None


def group_by_distance(hashes: list[int], max_distance: int, bits: int = 64) -> list[list[int]]:
    """Indices of ``hashes`` joined into groups (union-find) where some pair is within ``max_distance``."""
    parent = list(range(len(hashes)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    bands = max_distance + 1
    width = -(-bits // bands)
    for band in range(bands):
        shift = band * width
        mask = (1 << width) - 1
        buckets: dict[int, list[int]] = {}
        for i, h in enumerate(hashes):
            buckets.setdefault((h >> shift) & mask, []).append(i)
        for members in buckets.values():
            for a_pos, a in enumerate(members):
                for b in members[a_pos + 1:]:
                    if (hashes[a] ^ hashes[b]).bit_count() <= max_distance:
                        ra, rb = find(a), find(b)
                        if ra != rb:
                            parent[rb] = ra
    groups: dict[int, list[int]] = {}
    for i in range(len(hashes)):
        groups.setdefault(find(i), []).append(i)
    return [g for g in groups.values() if len(g) > 1]


def perceptual_groups(
    entries: Iterable[FileEntry],
    max_distance: int = 6,
    workers: int = 2,
    should_stop: Callable[[], bool] | None = None,
) -> list[tuple[str, list[FileEntry]]]:
    """Groups of visually similar images as ``(phash hex of the first, members)``."""
    images = [e for e in entries if os.path.splitext(e.path)[1].lower() in IMAGE_EXTENSIONS]
    with ThreadPoolExecutor(max(1, workers), thread_name_prefix="phash") as pool:
        hashes = list(pool.map(lambda e: None if should_stop and should_stop() else _phash(e.path), images))
    usable = [(e, h) for e, h in zip(images, hashes) if h is not None]
    groups = group_by_distance([h for _, h in usable], max_distance)
    out = []
    for idx in groups:
        members = sorted((usable[i][0] for i in idx), key=lambda e: e.path)
        out.append((f"{usable[idx[0]][1]:016x}", members))
    return out
