"""One search index per deployment on PostgreSQL: two instances and a worker share it; one instance (the
leader) keeps it current from the worker's journal events, the other answers from it; when the leader stops,
the other takes over."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from waiting import wait_until

from .harness import Deployment, admin_key, api, start_organize

LEADS = "keeps the shared search index current"


def _files(folder: Path, word: str, count: int) -> None:
    folder.mkdir(parents=True)
    for i in range(count):
        (folder / f"{word}-note-{i:02d}.txt").write_text(f"{word} note {i}\n")


def _paths(http: httpx.Client, word: str) -> list[str]:
    response = http.get(f"/api/v1/search?q={word}&limit=100")
    assert response.status_code == 200, response.text
    return sorted(r["path"] for r in response.json()["data"]["results"])


def _organize(http: httpx.Client, folder: Path) -> None:
    job = start_organize(http, folder)
    status = wait_until(lambda: http.get(f"/api/v1/organize/status/{job}").json()["data"]["status"],
                        until=lambda s: s not in ("pending", "in_progress"), interval=0.5, timeout=60, what="the job to end")
    assert status == "completed", status


@pytest.mark.slow
def test_one_search_index_for_the_deployment(redis_deployment: Deployment) -> None:
    root = redis_deployment.root
    _files(root / "inbox", "zebracorn", 20)
    (first, second), _workers = redis_deployment.start(2, 1)
    key = admin_key(first)
    leaders = wait_until(lambda: [s for s in (first, second) if LEADS in s.log.read_text()],
                         until=lambda found: len(found) >= 1, timeout=30, what="an index leader")
    assert len(leaders) == 1
    leader = leaders[0]
    other = second if leader is first else first
    with api(leader, key) as lead, api(other, key) as reader:
        expected = sorted(str(p.resolve()) for p in (root / "inbox").glob("*.txt"))
        wait_until(lambda: _paths(reader, "zebracorn"), until=lambda found: found == expected, timeout=30,
                   what="the leader's build to be visible on the other instance")
        # a job run by the worker: its moves reach the leader, the other instance sees the new paths
        _organize(reader, root / "inbox")
        moved = wait_until(lambda: _paths(reader, "zebracorn"),
                           until=lambda found: len(found) == 20 and not set(found) & set(expected),
                           interval=1, timeout=30, what="the moved files at their new paths")
        assert all(Path(p).is_file() for p in moved) and not any(Path(p).exists() for p in expected)
        assert _paths(lead, "zebracorn") == moved
    for process in (first, second):
        assert not (process.home / "search.db").exists()  # no per-instance index
    assert LEADS not in other.log.read_text()
    # the leader stops: the other instance takes over (rescans, then follows the events)
    leader.stop()
    wait_until(lambda: LEADS in other.log.read_text(), timeout=30, what="the other instance to lead")
    _files(root / "inbox2", "quokkaling", 5)
    before = [str(p.resolve()) for p in (root / "inbox2").glob("*.txt")]
    with api(other, key) as reader:
        _organize(reader, root / "inbox2")
        found = wait_until(lambda: _paths(reader, "quokkaling"),
                           until=lambda paths: len(paths) == 5 and not set(paths) & set(before),
                           interval=1, timeout=30, what="the new leader to index the second job's moves")
        assert all(Path(p).is_file() for p in found)
        assert _paths(reader, "zebracorn") == moved
    assert "Traceback" not in other.log.read_text()
