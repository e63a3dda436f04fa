"""``foldwise update install|rollback`` for real, in a throwaway venv, against a loopback release index.

The throwaway venv sees the test venv's packages and this source tree through a ``.pth`` file; the wheels
installed into it are foldwise distributions of newer versions that carry foldwise's entry points, so the
CLI keeps running from this source while ``importlib.metadata`` reports the installed version. The test
venv itself is never touched by pip (asserted).
"""

from __future__ import annotations

import base64
import functools
import hashlib
import importlib.metadata
import json
import os
import subprocess
import sys
import sysconfig
import threading
import venv
import zipfile
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Iterator

import pytest

from foldwise.marketplace import signing

REPO = Path(__file__).resolve().parents[2]


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


def _wheel(folder: Path, version: str) -> Path:
    """A foldwise wheel of ``version``: its metadata and foldwise's entry points."""
    dist = importlib.metadata.distribution("foldwise")
    info = f"foldwise-{version}.dist-info"
    files = {f"{info}/METADATA": f"Metadata-Version: 2.1\nName: foldwise\nVersion: {version}\n",
             f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: foldwise-tests\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
             f"{info}/entry_points.txt": dist.read_text("entry_points.txt") or ""}
    record = []
    for name, text in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(text.encode())}")
    record.append(f"{info}/RECORD,,")
    path = folder / f"foldwise-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
        archive.writestr(f"{info}/RECORD", "\n".join(record) + "\n")
    return path


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, object]]:
    base = tmp_path_factory.mktemp("update")
    env_dir = base / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    Path(site, "foldwise_tests_parent.pth").write_text(f"{sysconfig.get_paths()['purelib']}\n{REPO}\n")
    releases = base / "releases"
    releases.mkdir()
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(releases)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    key_file = base / "release.pem"
    public = signing.generate_key(key_file)
    home, root = base / "home", base / "root"
    home.mkdir(), root.mkdir()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    (home / "foldwise.toml").write_text(f'[updates]\nindex_url = "{url}"\npublic_key = "{public}"\n')
    try:
        yield {"python": python, "releases": releases, "key": key_file, "home": home, "root": root}
    finally:
        server.shutdown()


def _publish(world: dict[str, object], versions: list[str]) -> None:
    folder = world["releases"]
    assert isinstance(folder, Path)
    releases = []
    for version in versions:
        wheel = _wheel(folder, version)
        releases.append({"version": version, "wheel": wheel.name,
                         "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest()})
    data = json.dumps({"releases": releases}).encode()
    (folder / "releases.json").write_bytes(data)
    (folder / "releases.json.sig").write_text(signing.sign(signing.load_private_key(world["key"]), data))


def _run(world: dict[str, object], *args: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("FOLDWISE_", "PYTHON", "VIRTUAL_ENV"))}
    environ.update({"FOLDWISE_HOME": str(world["home"]), "FOLDWISE_ROOTS": str(world["root"])})
    return subprocess.run([str(world["python"]), "-m", "foldwise", *args], capture_output=True, text=True,
                          env=environ, timeout=120, stdin=subprocess.DEVNULL, cwd=world["home"])


def _version(world: dict[str, object]) -> str:
    return subprocess.run([str(world["python"]), "-c", "import importlib.metadata as m; print(m.version('foldwise'))"],
                          capture_output=True, text=True, check=True, cwd=world["home"]).stdout.strip()


def test_install_verifies_then_rollback_restores(world: dict[str, object]) -> None:
    before = _version(world)
    ours = importlib.metadata.distribution("foldwise")._path  # type: ignore[attr-defined]
    done = _run(world, "update", "rollback", "--yes")
    assert done.returncode == 1 and "no previous version" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1

    _publish(world, ["999.0.0"])
    done = _run(world, "update", "install")
    assert done.returncode == 1 and "--yes" in done.stderr and _version(world) == before  # no confirmation

    done = _run(world, "update", "install", "--yes", "--json")
    assert done.returncode == 0, done.stderr
    # the replaced version is this source checkout (editable): its folder is kept for rollback
    assert json.loads(done.stdout) == {"installed": True, "current": "999.0.0", "previous": before}
    assert _version(world) == "999.0.0"

    done = _run(world, "update", "rollback", "--yes")  # the first update is rolled back, offline
    assert done.returncode == 0, done.stderr
    assert f"rolled back to foldwise {before} (was 999.0.0)" in done.stdout and _version(world) == before
    done = _run(world, "update", "rollback", "--yes")
    assert done.returncode == 1 and "no previous version" in done.stderr  # consumed

    done = _run(world, "update", "install", "--yes")
    assert done.returncode == 0 and _version(world) == "999.0.0", done.stderr

    _publish(world, ["999.0.0", "999.1.0"])
    done = _run(world, "update", "install", "--yes")
    assert done.returncode == 0, done.stderr
    assert "installed foldwise 999.1.0 (was 999.0.0)" in done.stdout and _version(world) == "999.1.0"

    done = _run(world, "update", "install", "999.0.0", "--yes")
    assert done.returncode == 1 and "--allow-downgrade" in done.stderr and _version(world) == "999.1.0"

    done = _run(world, "update", "rollback", "--yes")
    assert done.returncode == 0, done.stderr
    assert "rolled back to foldwise 999.0.0" in done.stdout and _version(world) == "999.0.0"
    assert Path(ours).is_dir() and importlib.metadata.version("foldwise") == before  # the test venv untouched


def test_tampered_wheel_or_index_installs_nothing(world: dict[str, object]) -> None:
    _publish(world, ["1000.0.0"])
    before = _version(world)
    folder = world["releases"]
    assert isinstance(folder, Path)
    wheel = folder / "foldwise-1000.0.0-py3-none-any.whl"
    wheel.write_bytes(wheel.read_bytes() + b"tampered")
    done = _run(world, "update", "install", "--yes")
    assert done.returncode == 1 and "SHA-256 does not match" in done.stderr and "Traceback" not in done.stderr
    assert _version(world) == before

    _publish(world, ["1000.0.0"])
    index = folder / "releases.json"
    index.write_bytes(index.read_bytes().replace(b"1000.0.0", b"1000.0.1"))
    done = _run(world, "update", "install", "--yes")
    assert done.returncode == 1 and "signature does not verify" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and _version(world) == before

    _publish(world, ["1000.0.0"])
    other = signing.generate_key(folder.parent / "other.pem")
    home = world["home"]
    assert isinstance(home, Path)
    saved = (home / "foldwise.toml").read_text()
    try:
        (home / "foldwise.toml").write_text(saved.split("public_key")[0] + f'public_key = "{other}"\n')
        done = _run(world, "update", "install", "--yes")
        assert done.returncode == 1 and "signature does not verify" in done.stderr and _version(world) == before
    finally:
        (home / "foldwise.toml").write_text(saved)
