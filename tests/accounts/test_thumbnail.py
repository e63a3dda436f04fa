"""GET /ui/files/thumbnail: images and PDF first pages, cached, sandboxed."""

from __future__ import annotations

import io
import os
from pathlib import Path
from typing import Any

from PIL import Image

from conftest import register_and_login

from .web import HTML, web_login


def _pdf(path: Path) -> None:
    """A one-page PDF with a filled black square (drawn by Pillow's PDF writer)."""
    image = Image.new("RGB", (400, 600), "white")
    image.paste((0, 0, 0), (50, 50, 350, 350))
    image.save(path, "PDF")


async def test_thumbnails_cached_and_sandboxed(client: Any, root: Path, home: Path, tmp_path: Path) -> None:
    Image.new("RGB", (800, 400), (10, 200, 10)).save(root / "wide.png")
    _pdf(root / "doc.pdf")
    (root / "notes.txt").write_text("hello")
    outside = tmp_path / "outside.png"
    Image.new("RGB", (10, 10)).save(outside)
    os.symlink(outside, root / "link.png")
    await register_and_login(client, "alice")
    assert (await client.get(f"/ui/files/thumbnail?path={root / 'wide.png'}")).status_code == 302  # sign in first
    await web_login(client, "alice")

    response = await client.get(f"/ui/files/thumbnail?path={root / 'wide.png'}", headers=HTML)
    assert response.status_code == 200 and response.mimetype == "image/png"
    with Image.open(io.BytesIO(await response.get_data())) as image:
        assert max(image.size) == 160 and image.size[0] == 2 * image.size[1]
    etag = response.headers["ETag"]
    cached = list((home / "cache" / "thumbnails").rglob("*.png"))
    assert len(cached) == 1
    again = await client.get(f"/ui/files/thumbnail?path={root / 'wide.png'}", headers={**HTML, "If-None-Match": etag})
    assert again.status_code == 304

    pdf = await client.get(f"/ui/files/thumbnail?path={root / 'doc.pdf'}&size=320", headers=HTML)
    assert pdf.status_code == 200
    with Image.open(io.BytesIO(await pdf.get_data())) as page:
        assert max(page.size) <= 320 and page.size[1] > page.size[0]  # portrait first page
        assert page.convert("L").getpixel((page.size[0] // 2, page.size[1] // 4)) < 50  # the black square

    assert (await client.get(f"/ui/files/thumbnail?path={root / 'notes.txt'}", headers=HTML)).status_code == 404
    assert (await client.get(f"/ui/files/thumbnail?path={root / 'wide.png'}&size=9999",
                             headers=HTML)).status_code == 400
    for bad in (str(outside), str(root / ".." / "outside.png"), str(root / "link.png")):
        refused = await client.get(f"/ui/files/thumbnail?path={bad}", headers=HTML)
        assert refused.status_code in (403, 404) and refused.mimetype == "text/html", bad
