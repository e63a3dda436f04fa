"""Build small plugin wheels for tests: a real zip with METADATA, entry_points.txt and a correct RECORD."""

from __future__ import annotations

import base64
import hashlib
import zipfile
from pathlib import Path

from packaging.utils import canonicalize_name


def module_source(name: str, version: str, route: str | None = None, *, fail_import: bool = False) -> str:
    """A plugin module: a REST route ``GET /api/v1/<route>`` and a page ``/ui/<route>`` answering its name and
    version, and a command ``foldwise <route>`` printing them."""
    if fail_import:
        return "raise RuntimeError('this plugin is broken on purpose')\n"
    route = route or canonicalize_name(name).replace("-", "_")
    return f'''"""Test plugin {name} {version}."""
from foldwise.sdk import hookimpl

VERSION = {version!r}


@hookimpl
def register_blueprints():
    from quart import Blueprint

    from foldwise.sdk import ok

    bp = Blueprint({("bp_" + route)!r}, __name__, url_prefix="/api/v1")

    @bp.get("/{route}")
    async def hello():
        return ok({{"plugin": {name!r}, "version": VERSION}})

    pages = Blueprint({("pages_" + route)!r}, __name__, url_prefix="/ui")

    @pages.get("/{route}")
    async def page():
        return "<!doctype html><title>{name}</title><p id=plugin>{name} " + VERSION + "</p>"

    return [bp, pages]


@hookimpl
def register_commands(cli):
    def command():
        """Print the plugin's name and version."""
        print({name!r}, VERSION)

    cli.command({route!r})(command)
'''


def _hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def build_wheel(out_dir: Path, name: str, version: str, *, requires: list[str] | None = None,
                summary: str = "A test plugin", author: str = "Tess", keywords: str = "",
                files: dict[str, bytes | str] | None = None, extra: list[tuple[zipfile.ZipInfo | str, bytes]] | None = None,
                entry_point: str | None = None, fail_import: bool = False, route: str | None = None,
                padding: int = 0, record: bool = True) -> Path:
    """Write ``<name>-<version>-py3-none-any.whl`` into ``out_dir`` and return its path.

    ``extra`` entries are added verbatim (a ``ZipInfo`` lets a test set an unsafe name or a symlink mode) and
    listed in RECORD with their hash, so only the entry check can refuse them."""
    dist = canonicalize_name(name).replace("-", "_")
    package = dist
    ep_name = entry_point or dist
    dist_info = f"{dist}-{version}.dist-info"
    members: list[tuple[zipfile.ZipInfo | str, bytes]] = []
    content = files or {f"{package}/__init__.py": module_source(name, version, route, fail_import=fail_import)}
    if padding:
        content = {**content, f"{package}/blob.bin": bytes(range(256)) * (padding // 256)}
    for path, data in content.items():
        members.append((path, data.encode() if isinstance(data, str) else data))
    metadata = [f"Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}", f"Summary: {summary}",
                f"Author: {author}"]
    if keywords:
        metadata.append(f"Keywords: {keywords}")
    metadata += [f"Requires-Dist: {r}" for r in requires or []]
    members.append((f"{dist_info}/METADATA", ("\n".join(metadata) + "\n").encode()))
    members.append((f"{dist_info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: tests\nRoot-Is-Purelib: true\nTag: py3-none-any\n"))
    members.append((f"{dist_info}/entry_points.txt", f"[foldwise.plugins]\n{ep_name} = {package}\n".encode()))
    members.extend(extra or [])
    lines = []
    for member, data in members:
        arcname = member.filename if isinstance(member, zipfile.ZipInfo) else member
        lines.append(f"{arcname},{_hash(data)},{len(data)}")
    lines.append(f"{dist_info}/RECORD,,")
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{dist}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for member, data in members:
            archive.writestr(member, data)
        if record:
            archive.writestr(f"{dist_info}/RECORD", "\n".join(lines) + "\n")
    return path
