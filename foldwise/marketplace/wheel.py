"""Wheels, read without trusting them: every entry must stay inside the install folder (no ``../``, no
absolute name, no symlink), every file must match the wheel's RECORD, and nothing is ever executed."""

from __future__ import annotations

import base64
import configparser
import csv
import email.parser
import hashlib
import io
import re
import stat
import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from packaging.utils import canonicalize_name

from foldwise.marketplace.errors import ChecksumFailed, MarketplaceError

__all__ = ["WheelInfo", "inspect_wheel", "extract_wheel", "ENTRY_POINT_GROUP", "MAX_UNPACKED_BYTES"]

ENTRY_POINT_GROUP = "foldwise.plugins"
#: The most a wheel may unpack to (a zip bomb stops here).
MAX_UNPACKED_BYTES = 1024 * 1024 * 1024
_DATA_DIR = re.compile(r"^[^/]+\.data/([^/]+)/(.*)$")


@dataclass
class WheelInfo:
    """What a checked wheel declares."""

    name: str
    version: str
    summary: str = ""
    author: str = ""
    homepage: str | None = None
    keywords: list[str] = field(default_factory=list)
    requires_dist: list[str] = field(default_factory=list)
    #: ``foldwise.plugins`` entry-point names the wheel declares.
    entry_points: list[str] = field(default_factory=list)
    #: archive name -> name inside the install folder (``.data/purelib|platlib`` mapped to the top).
    members: dict[str, str] = field(default_factory=dict)


def _refuse(message: str, reason: str, **details: object) -> MarketplaceError:
    return MarketplaceError(message, reason, **details)


def _target(info: zipfile.ZipInfo) -> str | None:
    """Where an archive entry goes inside the install folder (None for a directory entry); refuses escapes."""
    name = info.filename
    if "\\" in name or "\x00" in name:
        raise _refuse(f"the wheel entry {name!r} has a backslash or NUL in its name", "unsafe_entry", entry=name)
    if name.startswith("/") or re.match(r"^[A-Za-z]:", name):
        raise _refuse(f"the wheel entry {name!r} is an absolute path", "unsafe_entry", entry=name)
    parts = PurePosixPath(name).parts
    if any(part == ".." for part in parts):
        raise _refuse(f"the wheel entry {name!r} climbs out of the install folder", "unsafe_entry", entry=name)
    mode = info.external_attr >> 16
    if stat.S_ISLNK(mode):
        raise _refuse(f"the wheel entry {name!r} is a symbolic link", "unsafe_entry", entry=name)
    if stat.S_IFMT(mode) and not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        raise _refuse(f"the wheel entry {name!r} is not a regular file", "unsafe_entry", entry=name)
    if name.endswith("/"):
        return None
    match = _DATA_DIR.match(name)
    if match:
        kind, rest = match.groups()
        if kind not in ("purelib", "platlib"):
            raise _refuse(f"the wheel installs {kind} files ({name!r}); plugins install only importable code",
                          "unsafe_entry", entry=name)
        name = rest
    if not name or name in (".", ""):
        return None
    return name


def _record_hashes(archive: zipfile.ZipFile, record_name: str) -> dict[str, str]:
    rows = csv.reader(io.StringIO(archive.read(record_name).decode("utf-8")))
    return {row[0]: row[1] for row in rows if row and len(row) >= 2}


def _check_record(archive: zipfile.ZipFile, dist_info: str, names: list[str]) -> None:
    record_name = f"{dist_info}/RECORD"
    if record_name not in names:
        raise _refuse("the wheel has no RECORD", "not_a_wheel")
    hashes = _record_hashes(archive, record_name)
    for name in names:
        if name.endswith("/") or name == record_name or name.startswith(f"{dist_info}/RECORD."):
            continue
        recorded = hashes.get(name, "")
        algorithm, _, value = recorded.partition("=")
        if algorithm not in ("sha256", "sha384", "sha512") or not value:
            raise ChecksumFailed(f"the wheel's RECORD has no hash for {name!r}",
                                 details={"entry": name, "reason": "record"})
        digest = base64.urlsafe_b64encode(hashlib.new(algorithm, archive.read(name)).digest()).rstrip(b"=").decode()
        if digest != value:
            raise ChecksumFailed(f"{name!r} does not match the wheel's RECORD", details={"entry": name,
                                                                                       "reason": "record"})


def inspect_wheel(data: bytes, expected_name: str | None = None, expected_version: str | None = None) -> WheelInfo:
    """Check a wheel completely (entries, RECORD, metadata, entry points) without writing anything."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile:
        raise _refuse("the download is not a wheel (not a zip archive)", "not_a_wheel") from None
    with archive:
        infos = archive.infolist()
        names = [i.filename for i in infos]
        if len(set(names)) != len(names):
            raise _refuse("the wheel lists an entry twice", "unsafe_entry")
        members: dict[str, str] = {}
        total = 0
        for info in infos:
            target = _target(info)
            total += info.file_size
            if target is None:
                continue
            if target in members.values():
                raise _refuse(f"two wheel entries unpack to {target!r}", "unsafe_entry", entry=info.filename)
            members[info.filename] = target
        if total > MAX_UNPACKED_BYTES:
            raise _refuse("the wheel unpacks to more than 1 GiB", "too_large")
        dist_infos = {PurePosixPath(n).parts[0] for n in names if PurePosixPath(n).parts
                      and PurePosixPath(n).parts[0].endswith(".dist-info")}
        if len(dist_infos) != 1:
            raise _refuse("the wheel must hold exactly one .dist-info folder", "not_a_wheel")
        dist_info = dist_infos.pop()
        if f"{dist_info}/METADATA" not in names:
            raise _refuse("the wheel has no METADATA", "not_a_wheel")
        _check_record(archive, dist_info, names)
        metadata = email.parser.BytesParser().parsebytes(archive.read(f"{dist_info}/METADATA"))
        name, version = metadata.get("Name", ""), metadata.get("Version", "")
        if expected_name is not None and canonicalize_name(name) != canonicalize_name(expected_name):
            raise _refuse(f"the wheel is {name!r}, the index says {expected_name!r}", "not_a_plugin")
        if expected_version is not None and version != expected_version:
            from packaging.version import InvalidVersion, Version

            try:
                same = Version(version) == Version(expected_version)
            except InvalidVersion:
                same = False
            if not same:
                raise _refuse(f"the wheel is version {version!r}, the index says {expected_version!r}",
                              "not_a_plugin")
        entry_points: list[str] = []
        if f"{dist_info}/entry_points.txt" in names:
            parser = configparser.ConfigParser(delimiters=("=",), interpolation=None)
            parser.optionxform = str  # type: ignore[assignment,method-assign]
            try:
                parser.read_string(archive.read(f"{dist_info}/entry_points.txt").decode("utf-8"))
            except (configparser.Error, UnicodeDecodeError):
                raise _refuse("the wheel's entry_points.txt is malformed", "not_a_plugin") from None
            if parser.has_section(ENTRY_POINT_GROUP):
                entry_points = list(parser[ENTRY_POINT_GROUP])
        if not entry_points:
            raise _refuse(f"{name} declares no '{ENTRY_POINT_GROUP}' entry point: it is not a foldwise plugin",
                          "not_a_plugin")
        homepage = metadata.get("Home-page")
        for url in metadata.get_all("Project-URL") or []:
            label, _, link = url.partition(",")
            if homepage is None and label.strip().lower() in ("homepage", "home", "source"):
                homepage = link.strip()
        author = metadata.get("Author") or metadata.get("Author-email") or ""
        keywords = [k.strip() for k in re.split(r"[,\s]+", metadata.get("Keywords") or "") if k.strip()]
        return WheelInfo(name=name, version=version, summary=metadata.get("Summary") or "", author=author,
                         homepage=homepage, keywords=keywords, requires_dist=metadata.get_all("Requires-Dist") or [],
                         entry_points=entry_points, members=members)


def extract_wheel(data: bytes, info: WheelInfo, dest: Path) -> None:
    """Write the checked members of the wheel under ``dest`` (a fresh folder); never follows a link."""
    dest.mkdir(parents=True, exist_ok=False)
    root = dest.resolve()
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        for member, target in info.members.items():
            path = root.joinpath(*PurePosixPath(target).parts)
            if not path.resolve().is_relative_to(root):  # belt and braces: _target refused these already
                raise _refuse(f"the wheel entry {member!r} leaves the install folder", "unsafe_entry", entry=member)
            path.parent.mkdir(parents=True, exist_ok=True)
            mode = (archive.getinfo(member).external_attr >> 16) & 0o777
            with archive.open(member) as source, open(path, "xb") as out:
                while chunk := source.read(1024 * 1024):
                    out.write(chunk)
            if mode & 0o111:
                path.chmod(0o755)
