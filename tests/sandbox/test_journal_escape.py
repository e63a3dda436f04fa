"""The journal's replay paths never leave the roots: a folder swapped for a symlink between the moment a
change is recorded (or planned) and the moment it is made, undone, redone or rolled back is refused.

The three reproductions of issue 16 run through the real app; the property test swaps random folders for
symlinks to a mirror outside the roots (holding decoys under the same names) between record and replay."""

from __future__ import annotations

import itertools
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings as hsettings
from hypothesis import strategies as st

from conftest import make_settings
from waiting import wait_for_job
from foldwise.kernel.errors import ApiError, NotFound
from foldwise.kernel.settings import Settings

from tests.journal.conftest import kernel_for, snapshot

YEAR_2021 = 1_620_000_000


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    path = tmp_path / "outside"
    path.mkdir()
    return path


@pytest.fixture
def settings(home: Path, root: Path) -> Settings:
    return make_settings(home, [root], rate_limits={"organization": 1000})


async def _json(response: Any) -> tuple[int, Any]:
    return response.status_code, await response.get_json()


async def _wait(client: Any, headers: dict[str, str], job_id: str) -> dict[str, Any]:
    return await wait_for_job(client, headers, f"/api/v1/organize/status/{job_id}")


async def test_undo_through_a_swapped_folder_is_refused(client: Any, admin_headers: dict[str, str], root: Path,
                                                        outside: Path) -> None:
    """(a) move inner.txt to X/ (T), move X to X2, put a symlink to an outside folder at X, undo T."""
    (root / "inner.txt").write_text("mine")
    (root / "X").mkdir()
    (outside / "inner.txt").write_text("SECRET")
    os.symlink(outside, root / "link")
    status, body = await _json(await client.post("/api/v1/files/move", headers=admin_headers, json={
        "source": str(root / "inner.txt"), "destination": str(root / "X" / "inner.txt")}))
    assert status == 200, body
    history = (await (await client.get("/api/v1/history", headers=admin_headers)).get_json())["data"]
    target = history["transactions"][0]["id"]
    for src, dst in ((root / "X", root / "X2"), (root / "link", root / "X")):
        status, body = await _json(await client.post("/api/v1/files/move", headers=admin_headers,
                                                      json={"source": str(src), "destination": str(dst)}))
        assert status == 200, body
    assert os.path.islink(root / "X")

    status, body = await _json(await client.post("/api/v1/history/undo", headers=admin_headers,
                                                 json={"transaction_id": target}))
    assert status == 409 and body["error"] == "conflict", body
    assert [c["reason"] for c in body["details"]["conflicts"]] == ["outside_roots"]
    assert (outside / "inner.txt").read_text() == "SECRET"
    assert not (root / "inner.txt").exists()
    assert (root / "X2" / "inner.txt").read_text() == "mine"
    status, _ = await _json(await client.get(f"/api/v1/files/content?path={root / 'X' / 'inner.txt'}",
                                             headers=admin_headers))
    assert status == 403


async def test_execute_into_a_swapped_folder_is_refused(client: Any, admin_headers: dict[str, str], root: Path,
                                                        outside: Path) -> None:
    """(b) preview a folder, put a symlink to outside where the plan's first folder goes, execute."""
    inbox = root / "inbox"
    inbox.mkdir()
    for name in ("report.pdf", "notes.txt"):
        (inbox / name).write_text(name)
        os.utime(inbox / name, (YEAR_2021, YEAR_2021))
    status, body = await _json(await client.post("/api/v1/organize/preview", headers=admin_headers,
                                                 json={"path": str(inbox), "methodology": "default"}))
    assert status == 200, body
    ops = body["data"]["plan"]["operations"]
    first = next(op["destination"] for op in ops if op["action"] == "mkdir")
    assert Path(first).parent == inbox
    os.symlink(outside, first)

    status, body = await _json(await client.post("/api/v1/organize/execute", headers=admin_headers,
                                                 json={"job_id": body["data"]["job_id"]}))
    assert status == 202, body
    job = await _wait(client, admin_headers, body["data"]["id"])
    assert job["status"] in ("failed", "partial"), job
    assert list(outside.iterdir()) == []
    assert sorted(p.name for p in inbox.rglob("*") if p.is_file()) == ["notes.txt", "report.pdf"]


async def test_rollback_through_a_swapped_folder_is_refused(client: Any, admin_headers: dict[str, str],
                                                            root: Path, outside: Path) -> None:
    """(c) execute an organize job, replace a folder it created by a symlink to outside, roll back."""
    inbox = root / "inbox"
    inbox.mkdir()
    (inbox / "report.pdf").write_text("mine")
    os.utime(inbox / "report.pdf", (YEAR_2021, YEAR_2021))
    status, body = await _json(await client.post("/api/v1/organize/preview", headers=admin_headers,
                                                 json={"path": str(inbox), "methodology": "default"}))
    job_id = body["data"]["job_id"]
    await client.post("/api/v1/organize/execute", headers=admin_headers, json={"job_id": job_id})
    assert (await _wait(client, admin_headers, job_id))["status"] == "completed"
    moved = next(p for p in inbox.rglob("report.pdf"))
    top = inbox / moved.relative_to(inbox).parts[0]
    # The outside mirror holds a decoy under the same relative name, with the same fingerprint.
    decoy = outside / moved.relative_to(top)
    decoy.parent.mkdir(parents=True)
    decoy.write_text("SECRET")
    os.utime(decoy, ns=(moved.stat().st_atime_ns, moved.stat().st_mtime_ns))
    os.rename(top, inbox / "elsewhere")
    os.symlink(outside, top)

    status, body = await _json(await client.post(f"/api/v1/organize/jobs/{job_id}/rollback",
                                                 headers=admin_headers))
    assert status == 202, body
    await _wait(client, admin_headers, job_id)
    assert decoy.read_text() == "SECRET"
    assert not (inbox / "report.pdf").exists()
    assert (inbox / "elsewhere" / moved.relative_to(top)).read_text() == "mine"


# ---- property: random symlink swaps between record and replay -------------------------------------------

_ids = itertools.count()
FILES = ["a.txt", "d1/b.txt", "d1/d2/c.txt", "d3/e.txt", "d3/d4/f.txt"]


def _dirs_under(base: Path) -> list[Path]:
    return sorted(Path(d) for d, _, _ in os.walk(base) if Path(d) != base)


def _mirror(base: Path, mirror: Path) -> None:
    """A copy of ``base`` outside the roots whose files are decoys with the same names and fingerprints."""
    for dirpath, _, filenames in os.walk(base):
        rel = Path(dirpath).relative_to(base)
        (mirror / rel).mkdir(parents=True, exist_ok=True)
        for name in filenames:
            src, dup = Path(dirpath) / name, mirror / rel / name
            st = src.stat()
            dup.write_bytes((b"DECOY:" + str(rel / name).encode() * 3)[:st.st_size])
            os.utime(dup, ns=(st.st_atime_ns, st.st_mtime_ns))


@hsettings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(moves=st.lists(st.tuples(st.sampled_from(FILES), st.sampled_from(["n1", "d1/n2", "d3/d4/n3"])),
                      min_size=1, max_size=4, unique_by=lambda m: m[0]),
       swaps=st.lists(st.integers(0, 50), min_size=1, max_size=3),
       replay=st.sampled_from(["undo", "undo_skip", "redo"]))
async def test_symlink_swaps_never_reach_outside(tmp_path: Path, moves: list[tuple[str, str]], swaps: list[int],
                                                 replay: str) -> None:
    n = next(_ids)
    home, root, outside = tmp_path / f"home{n}", tmp_path / f"root{n}", tmp_path / f"outside{n}"
    for p in (home, root, outside):
        p.mkdir()
    base = root / "tree"
    for rel in FILES:
        (base / rel).parent.mkdir(parents=True, exist_ok=True)
        (base / rel).write_bytes(rel.encode() * 3)
    async with kernel_for(home, [root], None) as kernel:
        journal = kernel.journal
        async with journal.transaction("organize") as txn:
            await txn.move_many([(base / f, base / d / f"{i}-{Path(f).name}") for i, (f, d) in enumerate(moves)])
        if replay == "redo":
            await journal.undo()
        # Swap some folders (the tree's own, or folders the transaction made) for symlinks to a decoy mirror.
        _mirror(base, outside / "mirror")
        before_outside = snapshot(outside)
        dirs = _dirs_under(base)
        for index in swaps:
            if not dirs:
                break
            victim = dirs[index % len(dirs)]
            if not victim.exists() or victim.is_symlink():
                continue
            parked = root / f"parked{next(_ids)}"
            shutil.move(str(victim), parked)
            os.symlink(outside / "mirror" / victim.relative_to(base), victim)
            dirs = [d for d in dirs if not d.is_relative_to(victim)]
        try:
            if replay == "undo":
                await journal.undo()
            elif replay == "undo_skip":
                await journal.undo(skip_conflicts=True)
            else:
                await journal.redo()
        except (ApiError, NotFound):
            pass  # refused (409): nothing changed
        assert snapshot(outside) == before_outside, "something outside the roots was moved, written or removed"
        for dirpath, _, filenames in os.walk(root):  # os.walk does not follow the planted symlinks
            for name in filenames:
                assert not (Path(dirpath) / name).read_bytes().startswith(b"DECOY:"), "a decoy came in"
