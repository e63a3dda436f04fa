"""Result ids: the same opaque ids the Files plugin uses (``/files/{file_id}`` accepts them).

The scheme (kept identical to ``foldwise.plugins.files.service.encode_id``; a test
checks both agree): URL-safe base64, without padding, of ``"<root index>:<path relative to that root>"``.
"""

from __future__ import annotations

import base64
import os
from typing import Sequence

__all__ = ["encode_id", "id_for"]


def encode_id(root_index: int, relative: str) -> str:
    """The opaque id of ``relative`` under root number ``root_index``."""
    raw = f"{root_index}:".encode() + os.fsencode(relative)
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def id_for(path: str, roots: Sequence[str]) -> str:
    """The id of an absolute ``path`` given the configured (resolved) roots in configuration order."""
    best, best_len = -1, -1
    for index, root in enumerate(roots):
        inside = path == root or path.startswith(root if root.endswith(os.sep) else root + os.sep)
        if inside and len(root) > best_len:
            best, best_len = index, len(root)
    if best < 0:
        # Outside every root (the roots changed since indexing): still opaque and stable.
        return base64.urlsafe_b64encode(os.fsencode(path)).decode("ascii").rstrip("=")
    return encode_id(best, os.path.relpath(path, roots[best]))
