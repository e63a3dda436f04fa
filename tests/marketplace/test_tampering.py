"""Every tampering case is refused with the contract's error, and nothing is installed: no plugin folder, no
staging or previous folder left behind, no installed record."""

from __future__ import annotations

import json
import stat
import zipfile
from pathlib import Path
from typing import Any

import pytest

from marketplace.conftest import Publisher, installed_folders, new_key
from marketplace.wheels import build_wheel

INSTALL = "/api/v1/marketplace/plugins/{}/install"


async def _refused(client: Any, admin: dict[str, str], home: Path, name: str, status: int, code: str,
                   body: Any = None) -> dict[str, Any]:
    extra = {"json": body} if body is not None else {}
    response = await client.post(INSTALL.format(name), headers=admin, **extra)
    payload = await response.get_json()
    assert response.status_code == status, payload
    assert payload["error"] == code, payload
    assert "Traceback" not in json.dumps(payload)
    assert installed_folders(home) in ([], ["fw-keep"]), installed_folders(home)
    listed = await (await client.get("/api/v1/marketplace/installed", headers=admin)).get_json()
    assert [i["name"] for i in listed["data"]["items"]] in ([], ["fw-keep"])
    return payload


def _index(publisher: Publisher) -> dict[str, Any]:
    return json.loads((publisher.repo / "index.json").read_text())


async def test_a_changed_byte_in_the_wheel(client: Any, admin: dict[str, str], publisher: Publisher,
                                          home: Path) -> None:
    publisher.publish("fw-greet", "0.1.0")
    wheel = publisher.repo / "fw_greet-0.1.0-py3-none-any.whl"
    data = bytearray(wheel.read_bytes())
    data[len(data) // 2] ^= 0x01
    wheel.write_bytes(bytes(data))
    payload = await _refused(client, admin, home, "fw-greet", 422, "checksum_failed")
    assert payload["details"]["reason"] == "sha256"


async def test_a_wrong_size(client: Any, admin: dict[str, str], publisher: Publisher, home: Path) -> None:
    publisher.publish("fw-greet", "0.1.0")
    wheel = publisher.repo / "fw_greet-0.1.0-py3-none-any.whl"
    wheel.write_bytes(wheel.read_bytes() + b"\0")
    payload = await _refused(client, admin, home, "fw-greet", 422, "checksum_failed")
    assert payload["details"]["reason"] == "size"


async def test_an_index_signed_by_an_untrusted_key(client: Any, admin: dict[str, str], publisher: Publisher,
                                                  home: Path, tmp_path: Path) -> None:
    from foldwise.marketplace.publish import publish

    other_key, _ = new_key(tmp_path, "other.pem")
    wheel = build_wheel(tmp_path / "w", "fw-greet", "0.1.0")
    publish(wheel, publisher.repo, other_key)
    payload = await _refused(client, admin, home, "fw-greet", 422, "signature_invalid")
    assert payload["details"]["reason"] == "mismatch"
    listing = await (await client.get("/api/v1/marketplace/plugins", headers=admin)).get_json()
    assert listing["data"]["items"] == [] and listing["data"]["errors"][0]["error"] == "signature_invalid"


async def test_an_unsigned_index(client: Any, admin: dict[str, str], publisher: Publisher, home: Path) -> None:
    publisher.publish("fw-greet", "0.1.0")
    (publisher.repo / "index.json.sig").unlink()
    payload = await _refused(client, admin, home, "fw-greet", 422, "signature_invalid")
    assert payload["details"]["reason"] == "unsigned"


async def test_an_index_changed_after_signing(client: Any, admin: dict[str, str], publisher: Publisher,
                                             home: Path) -> None:
    publisher.publish("fw-greet", "0.1.0")
    index = publisher.repo / "index.json"
    index.write_bytes(index.read_bytes().replace(b'"general"', b'"General"'))
    await _refused(client, admin, home, "fw-greet", 422, "signature_invalid")


async def test_a_forged_checksum_in_an_unsigned_edit(client: Any, admin: dict[str, str], publisher: Publisher,
                                                    home: Path, tmp_path: Path) -> None:
    """Replacing the wheel and its checksum in the index breaks the signature."""
    publisher.publish("fw-greet", "0.1.0")
    evil = build_wheel(tmp_path / "evil", "fw-greet", "0.1.0", summary="evil")
    (publisher.repo / evil.name).write_bytes(evil.read_bytes())
    document = _index(publisher)
    import hashlib

    document["plugins"][0]["sha256"] = hashlib.sha256(evil.read_bytes()).hexdigest()
    document["plugins"][0]["size"] = evil.stat().st_size
    (publisher.repo / "index.json").write_text(json.dumps(document, indent=2, sort_keys=True) + "\n")
    await _refused(client, admin, home, "fw-greet", 422, "signature_invalid")


def _entry(name: str, mode: int | None = None) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name)
    if mode is not None:
        info.external_attr = mode << 16
    return info


@pytest.mark.parametrize("entry, mode", [
    ("../escape.py", None),
    ("fw_greet/../../escape.py", None),
    ("/tmp/absolute.py", None),
    ("C:/windows/absolute.py", None),
    ("fw_greet/link.py", stat.S_IFLNK | 0o777),
    ("fw_greet.data/scripts/run.sh", None),
])
async def test_archive_entries_that_escape(client: Any, admin: dict[str, str], publisher: Publisher, home: Path,
                                          tmp_path: Path, entry: str, mode: int | None) -> None:
    data = b"/etc/passwd" if mode else b"print('escaped')\n"
    wheel = build_wheel(tmp_path / "w", "fw-greet", "0.1.0", extra=[(_entry(entry, mode), data)])
    with pytest.raises(Exception, match="unsafe|climbs|absolute|link|installs"):
        publisher.publish_wheel(wheel)  # the publisher's tool refuses it too; a hostile publisher signs by hand
    _sign_entry_for(publisher, wheel, "fw-greet", "0.1.0")
    payload = await _refused(client, admin, home, "fw-greet", 400, "marketplace_error")
    assert payload["details"]["reason"] == "unsafe_entry"
    assert not (home / "escape.py").exists() and not (home / "plugins" / "escape.py").exists()
    assert not Path("/tmp/absolute.py").exists()


async def test_a_file_not_matching_the_wheels_record(client: Any, admin: dict[str, str], publisher: Publisher,
                                                    home: Path, tmp_path: Path) -> None:
    wheel = build_wheel(tmp_path / "w", "fw-greet", "0.1.0")
    rebuilt = tmp_path / "rebuilt" / wheel.name
    rebuilt.parent.mkdir()
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(rebuilt, "w") as target:
        for item in source.infolist():
            data = source.read(item)
            if item.filename == "fw_greet/__init__.py":
                data += b"\nimport os  # added after RECORD was written\n"
            target.writestr(item, data)
    # publish refuses such a wheel itself; sign an index for it by hand as a careless publisher would.
    with pytest.raises(Exception):
        publisher.publish_wheel(rebuilt)
    _sign_entry_for(publisher, rebuilt, "fw-greet", "0.1.0")
    payload = await _refused(client, admin, home, "fw-greet", 422, "checksum_failed")
    assert payload["details"]["reason"] == "record"


def _sign_entry_for(publisher: Publisher, wheel: Path, name: str, version: str, **fields: Any) -> None:
    import hashlib
    import shutil

    from foldwise.marketplace import signing
    from foldwise.marketplace.index import dump_index

    publisher.repo.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(wheel, publisher.repo / wheel.name)
    data = (publisher.repo / wheel.name).read_bytes()
    entries = _index(publisher)["plugins"] if (publisher.repo / "index.json").exists() else []
    entries.append({"name": name, "version": version, "download_url": wheel.name, "size": len(data),
                    "sha256": hashlib.sha256(data).hexdigest(), **fields})
    document = dump_index(entries)
    (publisher.repo / "index.json").write_bytes(document)
    key = signing.load_private_key(publisher.key)
    (publisher.repo / "index.json.sig").write_text(signing.sign(key, document))


async def test_an_http_repository_that_is_not_allowed(app: Any, client: Any, admin: dict[str, str],
                                                     publisher: Publisher, home: Path) -> None:
    from foldwise.marketplace.config import MarketplaceConfig, RepositoryConfig

    config = MarketplaceConfig(repositories=[RepositoryConfig(url="http://127.0.0.1:9/repo",
                                                              public_key=publisher.public_key)])
    app.app.kernel.settings.marketplace = config
    payload = await _refused(client, admin, home, "fw-greet", 400, "marketplace_error")
    assert payload["details"]["reason"] == "http_not_allowed"


async def test_an_unreachable_repository(app: Any, client: Any, admin: dict[str, str], publisher: Publisher,
                                        home: Path) -> None:
    from conftest import free_port
    from foldwise.marketplace.config import MarketplaceConfig, RepositoryConfig

    url = f"https://127.0.0.1:{free_port()}/repo"
    app.app.kernel.settings.marketplace = MarketplaceConfig(
        repositories=[RepositoryConfig(url=url, public_key=publisher.public_key)])
    await _refused(client, admin, home, "fw-greet", 502, "repository_unreachable")


async def test_a_dependency_cycle(client: Any, admin: dict[str, str], publisher: Publisher, home: Path,
                                 tmp_path: Path) -> None:
    for name, dep in (("fw-a", "fw-b"), ("fw-b", "fw-c"), ("fw-c", "fw-a>=1")):
        _sign_entry_for(publisher, build_wheel(tmp_path / name, name, "1.0.0"), name, "1.0.0", dependencies=[dep])
    payload = await _refused(client, admin, home, "fw-a", 409, "incompatible_plugin")
    assert payload["details"]["cycle"] == ["fw-a", "fw-b", "fw-c", "fw-a"]


async def test_an_incompatible_requires_foldwise(client: Any, admin: dict[str, str], publisher: Publisher,
                                                home: Path) -> None:
    publisher.publish("fw-future", "1.0.0", requires_foldwise=">=99")
    payload = await _refused(client, admin, home, "fw-future", 409, "incompatible_plugin")
    assert payload["details"]["reason"] == "requires_foldwise"
    # ... also when it comes from the wheel's own Requires-Dist on foldwise.
    publisher.publish("fw-future2", "1.0.0", requires=["foldwise>=99"])
    await _refused(client, admin, home, "fw-future2", 409, "incompatible_plugin")
    # A dependency that needs a newer foldwise fails the whole install.
    publisher.publish("fw-needs-future", "1.0.0", dependencies=["fw-future"])
    await _refused(client, admin, home, "fw-needs-future", 409, "incompatible_plugin")


async def test_a_third_party_requirement_not_installed(client: Any, admin: dict[str, str], publisher: Publisher,
                                                      home: Path) -> None:
    publisher.publish("fw-needy", "1.0.0", requires=["surely-not-installed-pkg>=1", "httpx>=0.1"])
    payload = await _refused(client, admin, home, "fw-needy", 409, "dependency_missing")
    assert payload["details"]["requirement"] == "surely-not-installed-pkg>=1"
    assert "surely-not-installed-pkg" in payload["message"]
    publisher.publish("fw-needy2", "1.0.0", requires=["httpx>=999"])
    await _refused(client, admin, home, "fw-needy2", 409, "dependency_missing")
    publisher.publish("fw-fine", "1.0.0", requires=["httpx>=0.1", "pywin32; sys_platform == 'win32'"])
    assert (await client.post(INSTALL.format("fw-fine"), headers=admin)).status_code == 201


async def test_a_missing_marketplace_dependency(client: Any, admin: dict[str, str], publisher: Publisher,
                                               home: Path) -> None:
    publisher.publish("fw-orphan", "1.0.0", dependencies=["fw-nowhere>=1"])
    payload = await _refused(client, admin, home, "fw-orphan", 409, "dependency_missing")
    assert payload["details"]["requirement"] == "fw-nowhere>=1"


async def test_a_failed_dependency_leaves_the_installed_version(client: Any, admin: dict[str, str],
                                                               publisher: Publisher, home: Path) -> None:
    """All or nothing: when the second wheel of a plan is bad, the first is not installed either, and an
    installed plugin keeps its version."""
    publisher.publish("fw-keep", "1.0.0")
    assert (await client.post(INSTALL.format("fw-keep"), headers=admin)).status_code == 201
    publisher.publish("fw-keep", "2.0.0")
    publisher.publish("fw-broken-dep", "1.0.0")
    publisher.publish("fw-app", "1.0.0", dependencies=["fw-keep>=2", "fw-broken-dep"])
    wheel = publisher.repo / "fw_broken_dep-1.0.0-py3-none-any.whl"
    wheel.write_bytes(wheel.read_bytes()[:-1] + b"X")
    await _refused(client, admin, home, "fw-app", 422, "checksum_failed")
    assert "1.0.0" in next((home / "plugins" / "fw-keep").glob("*.dist-info")).name
