"""The files API through the real app, on real files under a real root."""

from __future__ import annotations

import asyncio
import io
import os
from pathlib import Path
from typing import Any

import pytest
from werkzeug.datastructures import FileStorage

from conftest import make_settings, register_and_login

API = "/api/v1/files"


@pytest.fixture
async def auth(client: Any) -> dict[str, str]:
    return await register_and_login(client, "alice")


def kernel_of(app: Any) -> Any:
    return app.app.kernel


async def get_json(client: Any, url: str, headers: dict[str, str], **kw: Any) -> tuple[int, Any]:
    response = await client.get(url, headers=headers, **kw)
    return response.status_code, await response.get_json()


def make_tree(root: Path) -> None:
    (root / "sub").mkdir()
    (root / "sub" / "c.txt").write_text("deep")
    (root / ".secret").mkdir()
    (root / ".secret" / "x.txt").write_text("hidden inside")
    (root / "a.txt").write_text("alpha")
    (root / "B.pdf").write_bytes(b"%PDF-1.4 fake")
    (root / ".hidden").write_text("dot")
    (root / "photo.JPG").write_bytes(b"\xff\xd8\xff")


async def test_list_folder_filters_and_hidden_policy(client: Any, auth: dict[str, str], root: Path) -> None:
    make_tree(root)
    status, body = await get_json(client, f"{API}?path={root}", auth)
    assert status == 200 and body["success"] is True
    names = [f["name"] for f in body["data"]["files"]]
    assert names == ["sub", "a.txt", "B.pdf", "photo.JPG"]  # folders first, then case-insensitive names
    assert body["meta"] == {"total": 4, "page": 1, "pageSize": 100}
    first = body["data"]["files"][1]
    assert set(first) >= {"id", "name", "path", "size", "type", "created", "modified", "description", "tags"}
    assert first["path"] == str(root) and first["size"] == 5 and first["type"] == "text"
    assert body["data"]["files"][0]["type"] == "folder"

    _, body = await get_json(client, f"{API}?path={root}&include_hidden=true", auth)
    assert {f["name"] for f in body["data"]["files"]} == {"sub", ".secret", "a.txt", "B.pdf", "photo.JPG", ".hidden"}

    _, body = await get_json(client, f"{API}?path={root}&type=pdf,image", auth)
    assert [f["name"] for f in body["data"]["files"]] == ["B.pdf", "photo.JPG"]
    _, body = await get_json(client, f"{API}?path={root}&type=txt", auth)
    assert [f["name"] for f in body["data"]["files"]] == ["a.txt"]

    _, body = await get_json(client, f"{API}?path={root}&recursive=true", auth)
    assert sorted(f["name"] for f in body["data"]["files"]) == ["B.pdf", "a.txt", "c.txt", "photo.JPG"]
    _, body = await get_json(client, f"{API}?path={root}&recursive=true&include_hidden=true", auth)
    assert {"x.txt", ".hidden", "c.txt"} <= {f["name"] for f in body["data"]["files"]}

    # Root-relative paths work too; no path lists the (single) root.
    _, body = await get_json(client, f"{API}?path=sub", auth)
    assert [f["name"] for f in body["data"]["files"]] == ["c.txt"]
    _, body = await get_json(client, API, auth)
    assert body["meta"]["total"] == 4


async def test_pagination_and_sorting(client: Any, auth: dict[str, str], root: Path) -> None:
    folder = root / "many"
    folder.mkdir()
    for i in range(25):
        path = folder / f"f{i:02d}.bin"
        path.write_bytes(b"x" * (i * 10 if i != 7 else 1000))
        os.utime(path, (1_700_000_000 + (25 - i) * 100, 1_700_000_000 + (25 - i) * 100))
    _, body = await get_json(client, f"{API}?path={folder}&page=3&page_size=10", auth)
    assert [f["name"] for f in body["data"]["files"]] == [f"f{i:02d}.bin" for i in range(20, 25)]
    assert body["meta"] == {"total": 25, "page": 3, "pageSize": 10}
    _, body = await get_json(client, f"{API}?path={folder}&page=4&page_size=10", auth)
    assert body["data"]["files"] == [] and body["meta"]["total"] == 25

    _, body = await get_json(client, f"{API}?path={folder}&sort=size&order=desc&page_size=3", auth)
    assert [f["name"] for f in body["data"]["files"]] == ["f07.bin", "f24.bin", "f23.bin"]
    _, body = await get_json(client, f"{API}?path={folder}&sort=modified&page_size=2", auth)
    assert [f["name"] for f in body["data"]["files"]] == ["f24.bin", "f23.bin"]  # oldest first
    assert body["data"]["files"][0]["modified"].startswith("2023-11-14T22:")
    _, body = await get_json(client, f"{API}?path={folder}&order=desc&page_size=2", auth)
    assert [f["name"] for f in body["data"]["files"]] == ["f24.bin", "f23.bin"]

    for bad in ("page_size=0", "page_size=1001", "page=0", "sort=color", "order=up"):
        status, body = await get_json(client, f"{API}?path={folder}&{bad}", auth)
        assert status == 422, bad
        assert body["error"] == "validation_error" and body["details"][0]["loc"] and body["details"][0]["msg"]


async def test_info_content_types_and_range(client: Any, auth: dict[str, str], root: Path) -> None:
    (root / "notes.txt").write_text("0123456789")
    (root / "blob").write_bytes(b"\x00\x01\x02binary")
    (root / "README").write_text("plain words\n")
    status, body = await get_json(client, f"{API}/info?path={root / 'notes.txt'}", auth)
    assert status == 200 and body["data"]["mime_type"] == "text/plain" and body["data"]["size"] == 10

    response = await client.get(f"{API}/content?path={root / 'notes.txt'}", headers=auth)
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("text/plain")
    assert await response.get_data() == b"0123456789"
    assert "sandbox" in response.headers["Content-Security-Policy"]

    response = await client.get(f"{API}/content?path={root / 'notes.txt'}", headers={**auth, "Range": "bytes=2-5"})
    assert response.status_code == 206
    assert await response.get_data() == b"2345"
    assert response.headers["Content-Range"] == "bytes 2-5/10"

    response = await client.get(f"{API}/content?path={root / 'blob'}", headers=auth)
    assert response.headers["Content-Type"] == "application/octet-stream"
    assert await response.get_data() == b"\x00\x01\x02binary"
    response = await client.get(f"{API}/content?path={root / 'README'}", headers=auth)
    assert response.headers["Content-Type"].startswith("text/plain")

    response = await client.get(f"{API}/content?path={root / 'README'}&download=true", headers=auth)
    assert response.headers["Content-Disposition"].startswith("attachment")

    status, body = await get_json(client, f"{API}/content?path={root}", auth)
    assert status == 400 and body["error"] == "invalid_path"


async def test_file_ids_round_trip_and_malformed(client: Any, auth: dict[str, str], root: Path) -> None:
    (root / "dir with space").mkdir()
    (root / "dir with space" / "ünï cödé.txt").write_text("hello")
    _, body = await get_json(client, f"{API}?path={root / 'dir with space'}", auth)
    item = body["data"]["files"][0]
    assert item["id"].replace("-", "").replace("_", "").isalnum()
    status, again = await get_json(client, f"{API}/{item['id']}", auth)
    assert status == 200 and again["data"]["name"] == "ünï cödé.txt"
    assert again["data"]["id"] == item["id"] and again["data"]["path"] == str(root / "dir with space")

    for bad in ("%21%21", "AAAA", "bm90LWFuLWlk", "MDo", "x" * 6000):
        status, body = await get_json(client, f"{API}/{bad}", auth)
        assert status == 400 and body["error"] == "invalid_id", bad
    # A well-formed id of a missing file is 404; one that climbs out of the root is 403.
    from foldwise.plugins.files.service import encode_id

    status, body = await get_json(client, f"{API}/{encode_id(0, 'nothing.txt')}", auth)
    assert status == 404 and body["error"] == "not_found"
    status, body = await get_json(client, f"{API}/{encode_id(0, '../../etc/passwd')}", auth)
    assert status == 403 and body["error"] == "path_not_allowed"

    response = await client.delete(f"{API}/{item['id']}", headers=auth)
    assert response.status_code == 200
    assert not (root / "dir with space" / "ünï cödé.txt").exists()


async def test_path_errors(client: Any, auth: dict[str, str], root: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("no")
    (root / "link").symlink_to(outside)
    cases = [
        (f"{API}?path=/etc", 403, "path_not_allowed"),
        (f"{API}?path=../outside", 403, "path_not_allowed"),
        (f"{API}?path={root / 'link'}", 403, "path_not_allowed"),
        (f"{API}/info?path={root / 'link' / 'secret.txt'}", 403, "path_not_allowed"),
        (f"{API}/content?path=a%00b", 400, "invalid_path"),
        (f"{API}/info?path=nope.txt", 404, "not_found"),
        (f"{API}?path=nope", 404, "not_found"),
    ]
    for url, status, code in cases:
        got, body = await get_json(client, url, auth)
        assert (got, body["error"]) == (status, code), url
        assert str(outside) not in str(body) and "Traceback" not in str(body)
    # The escaping symlink is not even listed.
    _, body = await get_json(client, f"{API}?path={root}", auth)
    assert body["data"]["files"] == []
    response = await client.delete(f"{API}?path={root}", headers=auth)
    assert response.status_code == 403


async def test_requires_credentials(client: Any, root: Path) -> None:
    response = await client.get(f"{API}?path={root}")
    assert response.status_code == 401 and (await response.get_json())["error"] == "unauthorized"


def upload(client: Any, headers: dict[str, str], folder: Path | str, name: str, data: bytes, **form: str) -> Any:
    return client.post(f"{API}/upload", headers=headers, form={"path": str(folder), **form},
                       files={"file": FileStorage(io.BytesIO(data), filename=name)})


async def test_upload_never_overwrites_and_emits_event(app: Any, client: Any, auth: dict[str, str],
                                                       root: Path) -> None:
    (root / "report.tar.gz").write_bytes(b"original")
    subscription = kernel_of(app).bus.subscribe()
    response = await upload(client, auth, root, "report.tar.gz", b"new bytes")
    body = await response.get_json()
    assert response.status_code == 201, body
    assert body["data"]["renamed"] is True and body["data"]["file"]["name"] == "report (2).tar.gz"
    assert (root / "report.tar.gz").read_bytes() == b"original"
    assert (root / "report (2).tar.gz").read_bytes() == b"new bytes"
    response = await upload(client, auth, root, "report.tar.gz", b"third")
    assert (await response.get_json())["data"]["file"]["name"] == "report (3).tar.gz"

    response = await upload(client, auth, root, "report.tar.gz", b"x", on_conflict="fail")
    assert response.status_code == 409 and (await response.get_json())["error"] == "conflict"

    event = None
    for _ in range(20):
        item = await asyncio.wait_for(subscription.__anext__(), 5)
        if item.type == "file_uploaded":
            event = item
            break
    assert event is not None and event.data["file"]["name"] == "report (2).tar.gz"
    subscription.close()

    # A name with folders in it keeps only its last part; a bad name or a missing field is refused.
    response = await upload(client, auth, root, "../../evil.txt", b"e")
    assert response.status_code == 201 and (root / "evil.txt").read_bytes() == b"e"
    response = await upload(client, auth, root, "..", b"e")
    assert response.status_code == 400
    response = await client.post(f"{API}/upload", headers=auth, form={"path": str(root)})
    body = await response.get_json()
    assert response.status_code == 422 and body["details"][0]["loc"] == ["file"]
    response = await upload(client, auth, "/etc", "x.txt", b"x")
    assert response.status_code == 403


async def test_upload_size_limit(home: Path, root: Path) -> None:
    from foldwise.kernel.app import create_app

    settings = make_settings(home, [root], server={"max_upload_bytes": 4096, "max_request_bytes": 2048})
    async with create_app(settings).test_app() as test_app:
        client = test_app.test_client()
        headers = await register_and_login(client, "alice")
        response = await upload(client, headers, root, "small.bin", b"s" * 1000)
        assert response.status_code == 201
        response = await upload(client, headers, root, "big.bin", b"b" * 5000)
        body = await response.get_json()
        assert response.status_code == 413 and body["error"] == "payload_too_large"
        assert not (root / "big.bin").exists()


async def test_move_conflict_overwrite_and_undo(app: Any, client: Any, auth: dict[str, str], root: Path) -> None:
    (root / "a.txt").write_text("A")
    (root / "b.txt").write_text("B")
    response = await client.post(f"{API}/move", headers=auth, json={"source": "a.txt", "destination": "b.txt"})
    body = await response.get_json()
    assert response.status_code == 409 and body["error"] == "conflict"
    assert (root / "a.txt").read_text() == "A" and (root / "b.txt").read_text() == "B"

    response = await client.post(f"{API}/move", headers=auth,
                                 json={"source": "a.txt", "destination": "b.txt", "overwrite": True})
    body = await response.get_json()
    assert response.status_code == 200, body
    assert body["data"]["overwritten"] is True and body["data"]["file"]["name"] == "b.txt"
    assert not (root / "a.txt").exists() and (root / "b.txt").read_text() == "A"

    await kernel_of(app).journal.undo()
    assert (root / "a.txt").read_text() == "A" and (root / "b.txt").read_text() == "B"

    response = await client.post(f"{API}/move", headers=auth,
                                 json={"source": "a.txt", "destination": "new/dir/a2.txt"})
    assert response.status_code == 200 and (root / "new" / "dir" / "a2.txt").read_text() == "A"

    (root / "d").mkdir()
    for payload, status in (({"source": "d", "destination": "d/inner"}, 400),
                            ({"source": "d", "destination": "d"}, 400),
                            ({"source": "missing", "destination": "x"}, 404),
                            ({"source": "d", "destination": "/etc/d"}, 403),
                            ({"source": "d"}, 422)):
        response = await client.post(f"{API}/move", headers=auth, json=payload)
        assert response.status_code == status, payload


async def test_delete_goes_to_trash_and_undo_restores_bytes(app: Any, client: Any, auth: dict[str, str],
                                                            root: Path, home: Path) -> None:
    data = os.urandom(200_000)
    (root / "photos").mkdir()
    (root / "photos" / "img.raw").write_bytes(data)
    response = await client.delete(f"{API}?path={root / 'photos' / 'img.raw'}", headers=auth)
    body = await response.get_json()
    assert response.status_code == 200 and body["data"]["trashed"] is True
    assert not (root / "photos" / "img.raw").exists()
    trashed = [p for p in (root / ".foldwise-trash").rglob("img.raw")]  # the root's own trash: a rename
    assert len(trashed) == 1 and trashed[0].read_bytes() == data  # moved, never unlinked

    await kernel_of(app).journal.undo()
    assert (root / "photos" / "img.raw").read_bytes() == data

    response = await client.delete(f"{API}?path={root / 'photos'}", headers=auth)
    assert response.status_code == 200 and not (root / "photos").exists()
    await kernel_of(app).journal.undo()
    assert (root / "photos" / "img.raw").read_bytes() == data

    response = await client.delete(f"{API}?path=nothing-here", headers=auth)
    assert response.status_code == 404
