"""The Python client against a real ``foldwise serve``: operations by id, streamed upload and download,
WebSocket events of an organize job, rollback; and the wait it honours on a 429."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

import httpx
import pytest

from conftest import PASSWORD, LiveServer
from foldwise.client import AsyncClient, Client, ClientError

YEAR_2021 = 1_612_137_600


async def _organize_and_watch(server: LiveServer, inbox: Path) -> tuple[list[dict], dict]:
    async with AsyncClient(server.url) as client:
        await client.login("admin", PASSWORD)
        preview = await client.api.post_organize_preview(json={"path": str(inbox), "methodology": "default"})
        job_id = preview["job_id"]
        seen: list[dict] = []
        async for event in client.events(channels=(f"job:{job_id}",), timeout=20):
            seen.append(event)
            if event["type"] == "subscribed":
                started = await client.api.post_organize_execute(json={"job_id": job_id})
                assert started["id"] == job_id
            if event["type"] == "organize_complete":
                break
        job = await client.api.get_organize_status_job_id(job_id=job_id)
        return seen, job


def test_client_streams_files_watches_events_and_rolls_back(home: Path, root: Path, tmp_path: Path) -> None:
    inbox = root / "inbox"
    inbox.mkdir()
    server = LiveServer(home, [root]).start()
    try:
        with Client(server.url) as client:
            client.post("auth/register", json={"username": "admin", "password": PASSWORD,
                                               "email": "admin@example.com"})
            client.login("admin", PASSWORD)
            big = tmp_path / "scan.pdf"
            big.write_bytes(os.urandom(3 * 1024 * 1024 + 17))
            uploaded = client.upload(big, str(inbox))
            assert (inbox / "scan.pdf").read_bytes() == big.read_bytes(), uploaded
            back = tmp_path / "back.pdf"
            assert client.download(str(inbox / "scan.pdf"), back) == big.stat().st_size
            assert back.read_bytes() == big.read_bytes()
            with pytest.raises(ClientError) as missing:
                client.download(str(inbox / "nothing.pdf"), tmp_path / "x")
            assert missing.value.status == 404
            listed = client.api.get_files(path=str(inbox))
            assert [f["name"] for f in listed["files"]] == ["scan.pdf"]
        (inbox / "notes.txt").write_text("notes")
        for name in ("scan.pdf", "notes.txt"):
            os.utime(inbox / name, (YEAR_2021, YEAR_2021))

        events, job = asyncio.run(_organize_and_watch(server, inbox))
        kinds = [e["type"] for e in events]
        assert kinds[0] == "connected" and "subscribed" in kinds and kinds[-1] == "organize_complete", kinds
        assert job["status"] == "completed", job
        assert all(e.get("job_id") == job["id"] for e in events if e["type"].startswith("organize_"))
        assert not (inbox / "scan.pdf").exists()  # moved into the plan's folders

        with Client(server.url) as client:
            client.login("admin", PASSWORD)
            client.api.post_organize_jobs_job_id_rollback(job_id=job["id"])
            deadline = time.monotonic() + 20
            while not (inbox / "scan.pdf").exists() and time.monotonic() < deadline:
                time.sleep(0.1)
            assert (inbox / "scan.pdf").read_bytes() == big.read_bytes()
            with pytest.raises(AttributeError):
                client.api.no_such_operation()
    finally:
        server.stop()


def test_a_429_is_retried_after_the_wait_it_names() -> None:
    calls: list[float] = []

    def answer(request: httpx.Request) -> httpx.Response:
        calls.append(time.monotonic())
        if len(calls) < 3:
            return httpx.Response(429, headers={"Retry-After": "0.3"},
                                  json={"error": "rate_limited", "message": "slow down", "details": None})
        return httpx.Response(200, json={"success": True, "data": {"status": "ok"}})

    with Client("http://service", transport=httpx.MockTransport(answer)) as client:
        assert client.api.get_health() == {"status": "ok"}
    assert len(calls) == 3 and calls[2] - calls[0] >= 0.55
    calls.clear()
    with Client("http://service", transport=httpx.MockTransport(answer), max_retries=1) as client:
        with pytest.raises(ClientError) as limited:
            client.health()
    assert limited.value.status == 429 and limited.value.retry_after == 0.3 and len(calls) == 2
