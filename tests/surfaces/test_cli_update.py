"""``foldwise update check`` against a signed release index served over loopback."""

from __future__ import annotations

import functools
import hashlib
import json
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Iterator

import pytest

from cli_probe import run_cli
from conftest import free_port
from foldwise import __version__
from foldwise.marketplace import signing


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def index_server(tmp_path: Path) -> Iterator[tuple[Path, str]]:
    folder = tmp_path / "releases"
    folder.mkdir()
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield folder, f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


def _publish(folder: Path, key_file: Path, versions: list[str]) -> bytes:
    key = signing.load_private_key(key_file)
    releases = []
    for version in versions:
        wheel = folder / f"foldwise-{version}-py3-none-any.whl"
        wheel.write_bytes(f"wheel {version}".encode())
        releases.append({"version": version, "wheel": wheel.name, "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest()})
    data = json.dumps({"releases": releases}).encode()
    (folder / "releases.json").write_bytes(data)
    (folder / "releases.json.sig").write_text(signing.sign(key, data))
    return data


def test_update_check_reads_only_a_verified_index(home: Path, root: Path, tmp_path: Path,
                                                   index_server: tuple[Path, str]) -> None:
    folder, url = index_server
    public = signing.generate_key(tmp_path / "release.pem")
    (home / "foldwise.toml").write_text(f'[updates]\nindex_url = "{url}"\npublic_key = "{public}"\n')
    _publish(folder, tmp_path / "release.pem", ["0.0.1", "999.0.0", "999.1.0rc1"])
    done, _ = run_cli(["update", "check", "--json"], home, root)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["current"] == __version__ and answer["update_available"] is True
    assert answer["latest"] == "999.0.0"  # a pre-release is not offered to a release

    data = (folder / "releases.json").read_bytes()
    (folder / "releases.json").write_bytes(data.replace(b"999.0.0", b"999.0.1"))  # tampered after signing
    done, _ = run_cli(["update", "check"], home, root)
    assert done.returncode == 1 and "signature does not verify" in done.stderr and "Traceback" not in done.stderr

    _publish(folder, tmp_path / "release.pem", ["0.0.1"])
    done, _ = run_cli(["update", "check"], home, root)
    assert done.returncode == 0 and "is up to date" in done.stdout

    (home / "foldwise.toml").write_text(f'[updates]\nindex_url = "http://127.0.0.1:{free_port()}"\n'
                                        f'public_key = "{public}"\n')
    done, _ = run_cli(["update", "check"], home, root)
    assert done.returncode == 1 and "not reachable" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("url, reason", [
    ("https://169.254.169.254/releases", "cloud metadata address"),
    ("https://10.1.2.3/releases", "private address"),
    ("https://[::ffff:192.168.1.1]/releases", "private address"),
    ("https://0.0.0.0/releases", "unspecified address"),
])
def test_update_index_urls_go_through_the_ssrf_guard(home: Path, root: Path, tmp_path: Path, url: str,
                                                     reason: str) -> None:
    public = signing.generate_key(tmp_path / "release.pem")
    (home / "foldwise.toml").write_text(f'[updates]\nindex_url = "{url}"\npublic_key = "{public}"\n')
    for command in (["update", "check"], ["update", "install", "--yes"]):
        done, _ = run_cli(command, home, root)
        assert done.returncode == 1, done.stderr
        assert reason in done.stderr and "allow_private_index" in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_private_index_needs_the_setting_and_a_wheel_url_is_guarded_too(
        home: Path, root: Path, tmp_path: Path, index_server: tuple[Path, str]) -> None:
    folder, url = index_server
    public = signing.generate_key(tmp_path / "release.pem")
    config = f'[updates]\nindex_url = "{url}"\npublic_key = "{public}"\n'
    (home / "foldwise.toml").write_text(config)
    # a signed index on loopback naming a wheel on a metadata address: the wheel is never fetched
    key = signing.load_private_key(tmp_path / "release.pem")
    data = json.dumps({"releases": [{"version": "999.0.0", "sha256": "0" * 64,
                                     "wheel": "https://169.254.169.254/foldwise-999.0.0-py3-none-any.whl"}]}).encode()
    (folder / "releases.json").write_bytes(data)
    (folder / "releases.json.sig").write_text(signing.sign(key, data))
    done, _ = run_cli(["update", "install", "--yes"], home, root)
    assert done.returncode == 1 and "cloud metadata address" in done.stderr, done.stderr
    # allowed private addresses pass the guard; http stays loopback-only
    (home / "foldwise.toml").write_text(config.replace("http://127.0.0.1", "http://10.1.2.3")
                                        + "allow_private_index = true\n")
    done, _ = run_cli(["update", "check"], home, root)
    assert done.returncode == 1 and "is not https" in done.stderr and "private" not in done.stderr, done.stderr
