"""Near-duplicate images by perceptual hash (the optional ``images`` group), and its 503 when missing."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import make_settings, require_group

from foldwise.kernel.core import open_kernel
from foldwise.kernel.errors import FeatureUnavailable
from foldwise.plugins.dedupe.service import DedupeService


def _picture(seed: int) -> Any:
    from PIL import Image, ImageDraw

    img = Image.new("RGB", (256, 192), (20 * seed % 255, 60, 90))
    draw = ImageDraw.Draw(img)
    for i in range(12):
        x = (seed * 37 + i * 53) % 220
        y = (seed * 11 + i * 29) % 160
        draw.ellipse([x, y, x + 30 + i * 2, y + 25], fill=((i * 40 + seed * 70) % 255, (i * 90) % 255, 200))
    return img


async def test_near_duplicate_images_are_grouped(home: Path, root: Path) -> None:
    require_group("images")
    photo = _picture(1)
    photo.save(root / "original.png")
    photo.resize((128, 96)).save(root / "small copy.jpg", quality=70)
    photo.save(root / "same.jpeg", quality=95)
    _picture(5).save(root / "different.png")
    (root / "notes.txt").write_text("not an image")
    async with open_kernel(make_settings(home, [root])) as kernel:
        service = kernel.service(DedupeService)
        job = await service.start_scan([str(root)], type_="images", near=True)
        done = await kernel.jobs.wait(job.id, timeout=60)
        assert done.status == "completed", done.error
        preview = await service.preview(job.id, "shortest_path")
        assert [sorted(Path(f["path"]).name for f in g["files"]) for g in preview["groups"]] == \
            [["original.png", "same.jpeg", "small copy.jpg"]]
        group = preview["groups"][0]
        assert group["kind"] == "near" and group["keep"].endswith("same.jpeg")
        sizes = [f["size"] for f in group["files"]]
        assert group["wasted"] == sum(sizes) - max(sizes)
        # Near duplicates differ in bytes: only trash resolves them, never a hard link.
        result = await service.execute(job.id, "shortest_path", "hardlink")
        assert result["files_resolved"] == 0
        assert {s["reason"] for s in result["skipped"]} == {"near_duplicates_only_trash"}
        assert (root / "small copy.jpg").exists()


async def test_near_without_the_images_group_is_503(home: Path, root: Path, monkeypatch: Any) -> None:
    monkeypatch.setitem(sys.modules, "imagehash", None)  # the import fails as if the extra were absent
    async with open_kernel(make_settings(home, [root])) as kernel:
        with pytest.raises(FeatureUnavailable) as exc:
            await kernel.service(DedupeService).start_scan([str(root)], near=True)
    assert exc.value.status == 503 and exc.value.details["group"] == "images"
    assert "foldwise[images]" in exc.value.details["install"]
