"""``POST /api/v1/video/analyze`` on a real OpenCV-written video with hard cuts; keyframes from the cache."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import require_group
from waiting import wait_for_job

from .samples import COLOURS, make_cuts


@pytest.fixture(autouse=True)
def _video_group() -> None:
    require_group("video")


async def analyze(client: Any, headers: dict[str, str], expect: int = 200, **payload: Any) -> dict[str, Any]:
    response = await client.post("/api/v1/video/analyze", json=payload, headers=headers)
    body = await response.get_json()
    assert response.status_code == expect, body
    return body


async def test_cuts_are_detected_and_keyframes_served(client: Any, admin_headers: dict[str, str], root: Path,
                                                      home: Path) -> None:
    import cv2
    import numpy as np

    make_cuts(root / "cuts.mp4")
    data = (await analyze(client, admin_headers, path="cuts.mp4"))["data"]
    assert data["duration"] == pytest.approx(10.0, abs=0.05) and data["fps"] == pytest.approx(25.0)
    assert (data["width"], data["height"]) == (160, 120)
    starts = [s["start"] for s in data["scenes"]]
    assert starts == pytest.approx([0.0, 2.0, 4.0, 6.0, 8.0], abs=0.05)
    assert data["scenes"][-1]["end"] == pytest.approx(10.0, abs=0.05)
    assert len(data["keyframes"]) == 5
    for keyframe, colour in zip(data["keyframes"], COLOURS):
        response = await client.get(keyframe["url"], headers=admin_headers)
        assert response.status_code == 200 and response.headers["Content-Type"] == "image/jpeg"
        image = cv2.imdecode(np.frombuffer(await response.get_data(), np.uint8), cv2.IMREAD_COLOR)
        assert np.abs(image[40, 80].astype(int) - np.array(colour)).max() < 25, (keyframe, image[40, 80])
    # keyframes live in the data home's cache, nothing was written next to the video
    assert sorted(p.name for p in root.iterdir()) == ["cuts.mp4"]
    assert len(list((home / "cache" / "media" / "keyframes").glob("*/*.jpg"))) == 5


async def test_threshold_and_cache(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    # dark to light: one cut at the default threshold, none at the highest one
    make_cuts(root / "soft.mp4", colours=[(20, 20, 20), (230, 230, 230)])
    first = (await analyze(client, admin_headers, path="soft.mp4"))["data"]
    assert len(first["scenes"]) == 2
    again = (await analyze(client, admin_headers, path="soft.mp4"))["data"]
    assert again["scenes"] == first["scenes"] and again["keyframes"] == first["keyframes"]
    high = (await analyze(client, admin_headers, path="soft.mp4", threshold=250))["data"]
    assert len(high["scenes"]) == 1 and high["scenes"][0]["end"] == pytest.approx(4.0, abs=0.05)
    assert high["keyframes"][0]["id"] != first["keyframes"][0]["id"]


async def test_background_analysis_is_a_job(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    make_cuts(root / "job.mp4", seconds_per_scene=1.0)
    body = await analyze(client, admin_headers, 202, path="job.mp4", background=True)
    job_id = body["data"]["job_id"]
    job = await wait_for_job(client, admin_headers, f"/api/v1/media/jobs/{job_id}", timeout=60)
    assert job["status"] == "completed", job
    assert len(job["result"]["scenes"]) == 5 and len(job["result"]["keyframes"]) == 5


async def test_errors(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    (root / "fake.mp4").write_bytes(b"this is not a video" * 100)
    assert (await analyze(client, admin_headers, 400, path="fake.mp4"))["error"] == "invalid_request"
    assert (await analyze(client, admin_headers, 404, path="nope.mp4"))["error"] == "not_found"
    assert (await analyze(client, admin_headers, 403, path="/etc/hostname"))["error"] == "path_not_allowed"
    assert (await analyze(client, admin_headers, 422, path="fake.mp4", threshold=-1))["error"] == "validation_error"
    bad = await client.get("/api/v1/video/keyframes/..%2F..%2Fetc/0000.jpg", headers=admin_headers)
    assert bad.status_code in (400, 404)
    bad = await client.get("/api/v1/video/keyframes/zz/0000.jpg", headers=admin_headers)
    assert bad.status_code == 400 and (await bad.get_json())["error"] == "invalid_id"
    gone = await client.get(f"/api/v1/video/keyframes/{'0' * 32}/0000.jpg", headers=admin_headers)
    assert gone.status_code == 404 and (await gone.get_json())["error"] == "not_found"
    assert (await client.get(f"/api/v1/video/keyframes/{'0' * 32}/0000.jpg")).status_code == 401
    unknown = await client.get("/api/v1/media/jobs/doesnotexist", headers=admin_headers)
    assert unknown.status_code == 404
