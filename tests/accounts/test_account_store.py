"""The account services on SQLite and PostgreSQL: profile rows, two-factor, reset tokens, avatar bytes."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pyotp
from PIL import Image

from conftest import PASSWORD, make_settings


async def test_account_services_on_both_databases(db_backend: str | None, home: Path, root: Path) -> None:
    from foldwise.kernel.core import open_kernel
    from foldwise.plugins.auth import passwords, profile, twofactor
    from foldwise.sdk import accounts

    overrides: dict[str, Any] = {"database": {"url": db_backend}} if db_backend else {}
    async with open_kernel(make_settings(home, [root], **overrides), run_jobs=False) as kernel:
        user = await accounts.create_user(kernel.settings, "alice", PASSWORD, "alice@example.com")
        enrolled = await twofactor.enroll(kernel.settings, user)
        codes = await twofactor.confirm(kernel.settings, user, pyotp.TOTP(enrolled["secret"]).now())
        assert len(codes) == 10 and await twofactor.is_enabled(user.id)
        await twofactor.check_second_factor(kernel.settings, user, codes[0])
        image = io.BytesIO()
        Image.new("RGB", (50, 80), "red").save(image, "PNG")
        await profile.set_avatar(user.id, image.getvalue())
        assert (await profile.avatar_png(user.id) or b"")[:8] == b"\x89PNG\r\n\x1a\n"
        await profile.set_theme(user.id, "dark")
        assert await profile.theme_of(user.id) == "dark"
        link = await passwords.create_reset_link(kernel, user)
        await passwords.reset_password(kernel, link.split("token=")[1], "a new long passphrase")
        fresh = await type(user).get(id=user.id)
        assert await accounts.verify_user_password(fresh, "a new long passphrase")
