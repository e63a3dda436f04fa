"""Fixtures of the teams tests: an admin and two members, each with a private workspace."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from conftest import register_and_login


@dataclass
class Household:
    """Accounts (``headers[name]``) and folders: ``root/alice`` and ``root/bob`` are private workspaces,
    ``root/common`` belongs to no workspace."""

    client: Any
    root: Path
    headers: dict[str, dict[str, str]]
    workspaces: dict[str, dict[str, Any]]

    async def call(self, who: str, method: str, path: str, **kwargs: Any) -> tuple[int, Any]:
        response = await self.client.open(path, method=method, headers=self.headers[who], **kwargs)
        return response.status_code, await response.get_json()


@pytest.fixture
async def household(app: Any, root: Path) -> Household:
    client = app.test_client()
    headers = {"admin": await register_and_login(client, "admin")}
    for name in ("alice", "bob"):
        headers[name] = await register_and_login(client, name)
        folder = root / name
        (folder / "inbox").mkdir(parents=True)
        (folder / f"{name}-secret.txt").write_text(f"{name} private notes")
        (folder / "inbox" / f"{name}-report.txt").write_text(f"{name} report")
    (root / "common").mkdir()
    (root / "common" / "shared-readme.txt").write_text("for everyone")
    house = Household(client, root, headers, {})
    for name in ("alice", "bob"):
        status, body = await house.call(name, "POST", "/api/v1/workspaces",
                                        json={"name": f"{name}'s", "folders": [str(root / name)]})
        assert status == 201, body
        house.workspaces[name] = body["data"]
    return house
