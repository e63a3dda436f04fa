"""Marketplace fixtures: a signing key, a repository folder to publish into, an app trusting that key."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, AsyncIterator

import pytest

from conftest import PASSWORD, make_settings, register_and_login
from marketplace.wheels import build_wheel


@dataclass
class Publisher:
    """A publisher's key and repository folder (the data home's default repository)."""

    key: Path
    public_key: str
    repo: Path
    wheels: Path

    def publish(self, name: str, version: str, **kwargs: Any) -> dict[str, Any]:
        """Build a test wheel and publish it (options of ``publish`` pass through)."""
        from foldwise.marketplace.publish import publish

        options = {k: kwargs.pop(k) for k in ("requires_foldwise", "category", "tags", "dependencies")
                   if k in kwargs}
        wheel = build_wheel(self.wheels / f"{name}-{version}", name, version, **kwargs)
        return publish(wheel, self.repo, self.key, **options)

    def publish_wheel(self, wheel: Path, **options: Any) -> dict[str, Any]:
        from foldwise.marketplace.publish import publish

        return publish(wheel, self.repo, self.key, **options)


def new_key(folder: Path, name: str = "key.pem") -> tuple[Path, str]:
    from foldwise.marketplace.signing import generate_key

    path = folder / name
    return path, generate_key(path)


@pytest.fixture
def publisher(home: Path, tmp_path: Path) -> Publisher:
    key, public = new_key(tmp_path)
    return Publisher(key, public, home / "marketplace" / "repository", tmp_path / "wheels")


@pytest.fixture
def settings(home: Path, root: Path, publisher: Publisher) -> Any:
    return make_settings(home, [root], marketplace={"default_public_key": publisher.public_key})


@pytest.fixture
async def app(settings: Any) -> AsyncIterator[Any]:
    from foldwise.kernel.app import create_app

    application = create_app(settings)
    async with application.test_app() as test_app:
        yield test_app


@pytest.fixture
def client(app: Any) -> Any:
    return app.test_client()


async def user_headers(app: Any, client: Any, username: str, role: str) -> dict[str, str]:
    """Create an account with ``role`` and return its Authorization headers."""
    from foldwise.kernel.auth.accounts import create_user

    await create_user(app.app.kernel.settings, username, PASSWORD, f"{username}@example.com", role=role)
    response = await client.post("/api/v1/auth/login", json={"username": username, "password": PASSWORD})
    body = await response.get_json()
    assert response.status_code == 200, body
    return {"Authorization": f"Bearer {body['data']['access_token']}"}


@pytest.fixture
async def admin(client: Any) -> dict[str, str]:
    return await register_and_login(client, "admin")


def plugin_folder(home: Path) -> Path:
    return home / "plugins"


def installed_folders(home: Path) -> list[str]:
    """Every entry of the plugin folder (staging and previous folders included)."""
    folder = plugin_folder(home)
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []
