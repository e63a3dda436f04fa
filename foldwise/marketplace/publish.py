"""Publisher tools: add a wheel to a repository folder and sign its index (``foldwise marketplace publish``).

The folder then holds the wheel, ``index.json`` (one entry per plugin version) and ``index.json.sig`` (base64
of the Ed25519 signature over the exact bytes of ``index.json``). Serve it as files (any static web server
over https) or use it as a folder repository.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

from foldwise.marketplace import signing
from foldwise.marketplace.index import dump_index, parse_index
from foldwise.marketplace.repository import INDEX_NAME, SIGNATURE_NAME
from foldwise.marketplace.wheel import inspect_wheel

__all__ = ["publish"]


def _write_atomic(path: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _existing(repo: Path, public_key: str) -> list[dict[str, Any]]:
    index = repo / INDEX_NAME
    if not index.is_file():
        return []
    data = index.read_bytes()
    signature = repo / SIGNATURE_NAME
    if not signing.verify(public_key, data, signature.read_bytes() if signature.is_file() else None):
        raise ValueError(f"{index} is not signed by this key: refusing to re-sign an index it did not sign")
    return [entry.model_dump() for entry in parse_index(data, str(repo))]


def publish(wheel: Path, repo: Path, key_file: Path, *, requires_foldwise: str | None = None,
            category: str | None = None, tags: list[str] | None = None, dependencies: list[str] | None = None,
            homepage: str | None = None) -> dict[str, Any]:
    """Copy ``wheel`` into ``repo``, add (or replace) its entry in ``index.json`` and sign the index.

    The entry comes from the wheel's metadata: name, version, summary, author, homepage, keywords (tags);
    ``requires_foldwise`` from a ``Requires-Dist: foldwise ...`` line unless given; ``dependencies`` are the
    ``Requires-Dist`` lines that name other plugins of this repository, plus any given. Returns the entry."""
    if not wheel.name.endswith(".whl"):
        raise ValueError(f"{wheel.name} is not a wheel (only .whl files are published)")
    parse_wheel_filename(wheel.name)  # InvalidWheelFilename is a ValueError
    key = signing.load_private_key(key_file)
    public_key = signing.public_key_b64(key)
    repo.mkdir(parents=True, exist_ok=True)
    entries = _existing(repo, public_key)
    data = wheel.read_bytes()
    info = inspect_wheel(data)
    known = {canonicalize_name(e["name"]) for e in entries} - {canonicalize_name(info.name)}
    spec = requires_foldwise
    deps = list(dependencies or [])
    for text in info.requires_dist:
        requirement = Requirement(text)
        name = canonicalize_name(requirement.name)
        if name == "foldwise" and spec is None:
            spec = str(requirement.specifier)
        elif name in known and text not in deps:
            deps.append(text)
    entry = {
        "name": info.name, "version": info.version, "author": info.author, "description": info.summary,
        "homepage": homepage or info.homepage, "category": category or "general",
        "tags": list(tags if tags is not None else info.keywords), "dependencies": deps,
        "requires_foldwise": spec or "", "download_url": wheel.name,
        "sha256": hashlib.sha256(data).hexdigest(), "size": len(data), "downloads": 0, "rating": 0.0,
        "reviews_count": 0,
    }
    target = repo / wheel.name
    if target.resolve() != wheel.resolve():
        shutil.copyfile(wheel, target.with_name(f".{target.name}.part"))
        os.replace(target.with_name(f".{target.name}.part"), target)
    kept = [e for e in entries if not (canonicalize_name(e["name"]) == canonicalize_name(info.name)
                                       and e["version"] == info.version)]
    document = dump_index([*kept, entry])
    _write_atomic(repo / INDEX_NAME, document)
    _write_atomic(repo / SIGNATURE_NAME, (signing.sign(key, document) + "\n").encode())
    json.loads(document)  # what was signed is valid JSON
    return entry
