"""``GET /files/content?download=true`` (and the web page's ``/ui/files/raw``) name any file safely in
``Content-Disposition``: an ASCII fallback without control characters plus the exact UTF-8 name."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

from conftest import register_and_login
from foldwise.kernel.responses import content_disposition

NAMES = ["line\nbreak.txt", 'say "hi".txt', "café ünïcode 文件.txt", "carriage\rreturn.txt",
         "back\\slash 100%.txt", "tab\there.txt"]


def _exact_name(header: str) -> str:
    marker = "filename*=UTF-8''"
    assert header.count(marker) == 1, header
    return unquote(header.split(marker, 1)[1], errors="strict")


def test_header_value_is_one_safe_ascii_line() -> None:
    for name in NAMES:
        header = content_disposition(name)
        assert header.isascii() and all(32 <= ord(c) < 127 for c in header), header
        fallback = header.split('filename="', 1)[1].split('"', 1)[0]
        assert not set(fallback) & set('"\\%\r\n\t'), fallback
        assert _exact_name(header) == name


@pytest.mark.parametrize("name", NAMES)
async def test_download_of_any_name(app: Any, root: Path, name: str) -> None:
    client = app.test_client()
    headers = await register_and_login(client, "admin")
    (root / name).write_bytes(b"payload")
    for url in ("/api/v1/files/content", "/ui/files/raw"):
        response = await client.get(url, query_string={"path": str(root / name), "download": "true"},
                                    headers=headers)
        assert response.status_code == 200, (url, await response.get_data())
        assert await response.get_data() == b"payload"
        disposition = response.headers["Content-Disposition"]
        assert disposition.startswith("attachment; filename=\"")
        assert _exact_name(disposition) == name
    inline = await client.get("/api/v1/files/content", query_string={"path": str(root / name)}, headers=headers)
    assert inline.status_code == 200 and "Content-Disposition" not in inline.headers
