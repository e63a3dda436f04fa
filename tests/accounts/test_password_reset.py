"""Forgotten passwords: a reset link mailed through a real SMTP server, or printed by the CLI."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any, AsyncIterator, Iterator

import pytest

from conftest import PASSWORD, make_settings, register_and_login

from .smtp import Inbox, smtp_server

NEW_PASSWORD = "a brand new passphrase"


@pytest.fixture
def smtp() -> Iterator[tuple[Inbox, int]]:
    yield from smtp_server()


@pytest.fixture
async def mail_client(home: Path, root: Path, smtp: tuple[Inbox, int]) -> AsyncIterator[Any]:
    from foldwise.kernel.app import create_app

    settings = make_settings(home, [root], mail={"host": "127.0.0.1", "port": smtp[1], "security": "none",
                                                 "from_address": "fw@example.com",
                                                 "base_url": "http://fw.example:8420"})
    async with create_app(settings).test_app() as app:
        yield app.test_client()


async def test_forgot_mails_a_one_time_link(mail_client: Any, smtp: tuple[Inbox, int]) -> None:
    inbox, _ = smtp
    client = mail_client
    old_session = await register_and_login(client, "alice")
    for name in ("nobody", "alice@example.com"):
        answer = await client.post("/api/v1/auth/forgot-password", json={"username_or_email": name})
        assert answer.status_code == 202 and (await answer.get_json())["data"] == {"accepted": True}
    assert len(inbox.messages) == 1  # none for an unknown account, and the same answer
    message = inbox.messages[0]
    assert message["To"] == "alice@example.com" and message["From"] == "fw@example.com"
    url, token = inbox.reset_link()
    assert url.startswith("http://fw.example:8420/ui/profile/reset-password?token=")
    from foldwise.plugins.auth.models import PasswordResetToken

    stored = [r.token_hash for r in await PasswordResetToken.all()]
    assert token not in stored and len(stored) == 1  # kept hashed
    weak = await client.post("/api/v1/auth/reset-password", json={"token": token, "new_password": "short"})
    assert weak.status_code == 400 and (await weak.get_json())["error"] == "invalid_password"
    done = await client.post("/api/v1/auth/reset-password", json={"token": token, "new_password": NEW_PASSWORD})
    assert done.status_code == 200
    again = await client.post("/api/v1/auth/reset-password", json={"token": token, "new_password": NEW_PASSWORD})
    assert again.status_code == 400 and (await again.get_json())["error"] == "invalid_token"
    assert (await client.get("/api/v1/auth/me", headers=old_session)).status_code == 401  # signed out everywhere
    login = await client.post("/api/v1/auth/login", json={"username": "alice", "password": NEW_PASSWORD})
    assert login.status_code == 200


async def test_expired_link_refused(mail_client: Any, smtp: tuple[Inbox, int]) -> None:
    from datetime import datetime, timedelta, timezone

    from foldwise.plugins.auth.models import PasswordResetToken

    await register_and_login(mail_client, "alice")
    await mail_client.post("/api/v1/auth/forgot-password", json={"username_or_email": "alice"})
    _, token = smtp[0].reset_link()
    await PasswordResetToken.all().update(expires_at=datetime.now(timezone.utc) - timedelta(seconds=1))
    late = await mail_client.post("/api/v1/auth/reset-password", json={"token": token, "new_password": NEW_PASSWORD})
    assert late.status_code == 400 and (await late.get_json())["error"] == "invalid_token"


async def test_without_mail_nothing_is_sent_and_answer_is_the_same(client: Any) -> None:
    await register_and_login(client, "alice")
    answer = await client.post("/api/v1/auth/forgot-password", json={"username_or_email": "alice"})
    assert answer.status_code == 202
    from foldwise.plugins.auth.models import PasswordResetToken

    assert await PasswordResetToken.all().count() == 0


def test_cli_reset_link(home: Path, root: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root)})

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "foldwise", *args], env=env, capture_output=True, text=True,
                              timeout=120, stdin=subprocess.DEVNULL)

    assert run("users", "create", "root", "--admin", "--password", PASSWORD).returncode == 0
    printed = run("users", "reset-link", "ROOT")
    assert printed.returncode == 0, printed.stderr
    assert "/ui/profile/reset-password?token=fwp_" in printed.stdout
    assert run("users", "reset-link", "nobody").returncode == 2
