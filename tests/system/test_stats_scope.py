"""``GET /system/stats?path=``: sandboxed (403 outside the roots, also through a symlink; 404 missing; 400 a
file) and scoped: the file and disk figures cover that folder only."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from conftest import register_and_login


async def _stats(client: Any, headers: dict[str, str], path: str | None = None) -> tuple[int, Any]:
    query = {} if path is None else {"path": path}
    response = await client.get("/api/v1/system/stats", query_string=query, headers=headers)
    return response.status_code, await response.get_json()


async def test_stats_path_is_sandboxed(client: Any, root: Path, tmp_path: Path) -> None:
    headers = await register_and_login(client, "admin")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("x")
    os.symlink(outside, root / "link")
    (root / "file.txt").write_text("x")
    for path, status, code in (("/etc", 403, "path_not_allowed"), (str(outside), 403, "path_not_allowed"),
                               (str(root / "link"), 403, "path_not_allowed"),
                               (str(root / "missing"), 404, "not_found"),
                               (str(root / "file.txt"), 400, "invalid_path")):
        got, body = await _stats(client, headers, path)
        assert (got, body["error"]) == (status, code), (path, body)
        assert set(body) == {"error", "message", "details"}


async def test_stats_are_scoped_to_the_path(client: Any, root: Path) -> None:
    headers = await register_and_login(client, "admin")
    (root / "docs").mkdir()
    (root / "docs" / "a.pdf").write_bytes(b"%PDF" + b"0" * 96)
    (root / "docs" / "b.txt").write_bytes(b"0" * 10)
    (root / "photos").mkdir()
    (root / "photos" / "c.jpg").write_bytes(b"0" * 1000)
    status, everything = await _stats(client, headers)
    assert status == 200, everything
    assert everything["data"]["path"] is None
    status, scoped = await _stats(client, headers, str(root / "docs"))
    assert status == 200, scoped
    data = scoped["data"]
    assert data["path"] == str((root / "docs").resolve())
    assert data["files"]["count"] == 2 and data["files"]["size"] == 110 and data["files"]["source"] == "walk"
    assert "image" not in data["files"]["byType"]
    assert data["disk"]["total"] > 0
    status, relative = await _stats(client, headers, "photos")
    assert status == 200 and relative["data"]["files"]["count"] == 1, relative
