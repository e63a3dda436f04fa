"""Install a verified foldwise wheel from the release index and roll back to the kept previous one.

A wheel is downloaded (``https://``, ``http://`` only for loopback, ``file://`` or a folder), its SHA-256
checked against the signed index, and only then installed with ``pip install --no-deps``. The wheel that
was installed is kept in ``<data home>/updates/installed/``; the one it replaced moves to
``<data home>/updates/previous/``, so ``rollback`` needs no network. When the replaced version was not
installed by an update but from a source folder (an editable or a folder install, e.g. a checkout), that
folder is recorded instead (``previous/source.json``) and ``rollback`` reinstalls it from there, offline
(``pip install --no-deps --no-build-isolation [-e] FOLDER``).
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import httpx

from foldwise.plugins.surfaces.releases import Release, ReleaseError, guarded_request

__all__ = ["installed_version", "fetch_verified", "has_previous", "install_release", "rollback", "source_install"]

MAX_WHEEL_BYTES = 200 << 20
_LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def installed_version() -> str:
    """The version of the installed ``foldwise`` distribution."""
    try:
        return importlib.metadata.version("foldwise")
    except importlib.metadata.PackageNotFoundError:
        from foldwise import __version__
        return __version__


def _wheel_source(index_url: str, wheel: str) -> str:
    """Where the wheel named in the index lives: relative names resolve against the index."""
    if urlsplit(wheel).scheme:
        return wheel
    parts = urlsplit(index_url)
    if parts.scheme in ("http", "https"):
        return urljoin(index_url.rstrip("/") + "/", wheel)
    return str(Path(parts.path if parts.scheme == "file" else index_url).expanduser() / wheel)


def fetch_verified(index_url: str, release: Release, into: Path, *, allow_private: bool = False) -> Path:
    """Download the release's wheel into ``into`` and return it once its SHA-256 matches the signed index."""
    name = Path(urlsplit(release.wheel).path).name
    if not name.endswith(".whl") or not name.startswith("foldwise-"):
        raise ReleaseError(f"the release {release.version} does not name a foldwise wheel: refused")
    source = _wheel_source(index_url, release.wheel)
    parts = urlsplit(source)
    if parts.scheme == "http" and parts.hostname not in _LOOPBACK:
        raise ReleaseError(f"the wheel URL {source} is not https: refused")
    target = into / name
    if parts.scheme in ("http", "https"):
        try:
            with httpx.Client(trust_env=False) as client:
                response = guarded_request(client, source, allow_private=allow_private, timeout=60, stream=True)
                try:
                    if response.status_code != 200:
                        raise ReleaseError(f"the wheel at {source} answered HTTP {response.status_code}")
                    with open(target, "wb") as out:
                        for chunk in response.iter_bytes():
                            if out.tell() + len(chunk) > MAX_WHEEL_BYTES:
                                raise ReleaseError("the wheel is larger than 200 MiB: refused")
                            out.write(chunk)
                finally:
                    response.close()
        except httpx.HTTPError as exc:
            raise ReleaseError(f"the wheel at {source} is not reachable ({type(exc).__name__})") from None
    else:
        try:
            shutil.copyfile(parts.path if parts.scheme == "file" else source, target)
        except OSError as exc:
            raise ReleaseError(f"the wheel at {source} is not readable ({exc.strerror or exc})") from None
    digest = hashlib.sha256(target.read_bytes()).hexdigest()
    if digest != release.sha256:
        target.unlink()
        raise ReleaseError(f"the wheel's SHA-256 does not match the signed index: nothing installed")
    return target


def _pip_install(wheel: Path, *options: str) -> None:
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--force-reinstall",
                           "--disable-pip-version-check", "--no-input", *options, str(wheel)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["pip failed"])[-1]
        raise ReleaseError(f"pip could not install {wheel.name}: {last}")


def source_install() -> dict[str, object] | None:
    """``{folder, editable}`` when the running foldwise comes from a source folder (pip's ``direct_url.json``
    of a folder install, else a checkout: the package's parent holds foldwise's ``pyproject.toml``)."""
    from urllib.parse import unquote

    for dist in importlib.metadata.distributions(name="foldwise"):
        try:
            info = json.loads(dist.read_text("direct_url.json") or "null")
        except ValueError:
            continue
        if isinstance(info, dict) and "dir_info" in info and str(info.get("url", "")).startswith("file://"):
            folder = unquote(urlsplit(info["url"]).path)
            return {"folder": folder, "editable": bool(info["dir_info"].get("editable"))}
    import foldwise

    parent = Path(foldwise.__file__).resolve().parents[1]
    project = parent / "pyproject.toml"
    if project.is_file() and 'name = "foldwise"' in project.read_text(errors="replace"):
        return {"folder": str(parent), "editable": True}
    return None


def has_previous(home: Path) -> bool:
    """True when ``rollback`` has something to restore (a kept wheel or a recorded source folder)."""
    previous = Path(home) / "updates" / "previous"
    return previous.is_dir() and (any(previous.glob("foldwise-*.whl")) or (previous / "source.json").is_file())


def install_release(home: Path, index_url: str, release: Release, *, allow_private: bool = False) -> str | None:
    """Verify and install ``release``; keep the replaced wheel for rollback. The kept previous version, if any."""
    updates = Path(home) / "updates"
    installed, previous = updates / "installed", updates / "previous"
    current = installed_version()
    with tempfile.TemporaryDirectory(prefix="foldwise-update-") as tmp:
        wheel = fetch_verified(index_url, release, Path(tmp), allow_private=allow_private)
        _pip_install(wheel)
        kept = [w for w in installed.glob("*.whl")] if installed.is_dir() else []
        kept_now = next((w for w in kept if w.name.startswith(f"foldwise-{current}-")), None)
        source = source_install() if kept_now is None else None
        if kept_now is not None or source is not None:
            shutil.rmtree(previous, ignore_errors=True)
            previous.mkdir(parents=True)
        if kept_now is not None:
            shutil.move(str(kept_now), previous / kept_now.name)
        elif source is not None:
            (previous / "source.json").write_text(json.dumps({"version": current, **source}))
        shutil.rmtree(installed, ignore_errors=True)
        installed.mkdir(parents=True)
        shutil.copyfile(wheel, installed / wheel.name)
    return current if kept_now is not None or source is not None else None


def rollback(home: Path) -> str:
    """Reinstall the kept previous wheel; the version restored."""
    updates = Path(home) / "updates"
    wheels = sorted((updates / "previous").glob("foldwise-*.whl")) if (updates / "previous").is_dir() else []
    if not wheels and (updates / "previous" / "source.json").is_file():
        return _rollback_to_source(updates)
    if not wheels:
        raise ReleaseError("there is no previous version to roll back to")
    wheel = wheels[0]
    _pip_install(wheel)
    installed = updates / "installed"
    shutil.rmtree(installed, ignore_errors=True)
    installed.mkdir(parents=True)
    shutil.move(str(wheel), installed / wheel.name)
    return installed_version()


def _rollback_to_source(updates: Path) -> str:
    """Reinstall the source folder the first update replaced (offline); the version restored."""
    record = json.loads((updates / "previous" / "source.json").read_text())
    folder = Path(str(record["folder"]))
    if not (folder / "pyproject.toml").is_file():
        raise ReleaseError(f"the source folder {folder} of the replaced version is gone: cannot roll back")
    _pip_install(folder, "--no-build-isolation", "--no-index", *(["-e"] if record.get("editable") else []))
    shutil.rmtree(updates / "installed", ignore_errors=True)
    shutil.rmtree(updates / "previous", ignore_errors=True)
    return installed_version()
