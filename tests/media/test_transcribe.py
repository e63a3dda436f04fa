"""``POST /api/v1/audio/transcribe`` on real espeak-ng speech with the bundled Whisper tiny.en model."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import require_group
from waiting import wait_for_job

from .samples import make_speech


@pytest.fixture(autouse=True)
def _audio_group() -> None:
    require_group("audio")


async def test_transcript_has_the_spoken_words(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    make_speech(root / "memo.wav")
    response = await client.post("/api/v1/audio/transcribe", json={"path": "memo.wav"}, headers=admin_headers)
    body = await response.get_json()
    assert response.status_code == 200, body
    data = body["data"]
    text = data["text"].lower()
    for word in ("weather", "sunny", "quarterly", "budget", "report"):
        assert word in text, text
    assert data["language"] == "en"
    assert 4 < data["duration"] < 15
    assert data["segments"] and all(s["end"] >= s["start"] >= 0 for s in data["segments"])
    assert data["segments"][-1]["end"] <= data["duration"] + 0.5
    assert data["path"] == str((root / "memo.wav").resolve())


async def test_background_transcription_is_a_job(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    make_speech(root / "long.wav", "Hello from the background job. The garden needs water.")
    response = await client.post("/api/v1/audio/transcribe", json={"path": "long.wav", "background": True},
                                 headers=admin_headers)
    body = await response.get_json()
    assert response.status_code == 202, body
    job_id = body["data"]["job_id"]
    job = await wait_for_job(client, admin_headers, f"/api/v1/media/jobs/{job_id}", timeout=60)
    assert job["status"] == "completed", job
    assert job["progress"] == 100
    assert "garden" in job["result"]["text"].lower()


async def test_sync_limit_turns_long_audio_into_a_job(home: Path, root: Path) -> None:
    from conftest import make_settings, register_and_login
    from foldwise.kernel.app import create_app

    make_speech(root / "memo.wav", "short")
    app = create_app(make_settings(home, [root], media={"sync_limit_seconds": 0.1}))
    async with app.test_app() as test_app:
        client = test_app.test_client()
        headers = await register_and_login(client)
        response = await client.post("/api/v1/audio/transcribe", json={"path": "memo.wav"}, headers=headers)
        assert response.status_code == 202
        response = await client.post("/api/v1/audio/transcribe", json={"path": "memo.wav", "background": False},
                                     headers=headers)
        assert response.status_code == 200


@pytest.mark.parametrize("path, status, code", [
    ("notes.txt", 400, "invalid_request"),
    ("missing.wav", 404, "not_found"),
    ("/etc/hostname", 403, "path_not_allowed"),
    ("a\x00b.wav", 400, "invalid_path"),
])
async def test_bad_paths(client: Any, admin_headers: dict[str, str], root: Path, path: str, status: int,
                         code: str) -> None:
    (root / "notes.txt").write_text("not audio at all " * 50)
    response = await client.post("/api/v1/audio/transcribe", json={"path": path}, headers=admin_headers)
    body = await response.get_json()
    assert response.status_code == status, body
    assert body["error"] == code and "Traceback" not in str(body)


async def test_needs_credentials_and_a_body(client: Any, admin_headers: dict[str, str]) -> None:
    assert (await client.post("/api/v1/audio/transcribe", json={"path": "x.wav"})).status_code == 401
    response = await client.post("/api/v1/audio/transcribe", json={}, headers=admin_headers)
    assert response.status_code == 422
    assert (await response.get_json())["error"] == "validation_error"
