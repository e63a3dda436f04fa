"""``foldwise copilot chat`` as a real process on real files with a real data home."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from conftest import LiveServer, admin_api_key

FILES = {"report.pdf": b"%PDF-1.4 report", "holiday.jpg": b"\xff\xd8\xff jpeg", "notes.txt": b"some notes",
         "budget.csv": b"a,b\n1,2\n"}


def _snapshot(root: Path) -> dict[str, str]:
    """Relative path -> sha256 of every file under ``root``, the trash skipped."""
    out = {}
    for folder, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if d != ".foldwise-trash"]
        for name in names:
            path = Path(folder) / name
            out[str(path.relative_to(root))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def _chat(args: list[str], home: Path, root: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    environ.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root)})
    return subprocess.run([sys.executable, "-m", "foldwise", "copilot", "chat", *args], input=stdin,
                          capture_output=True, text=True, env=environ, timeout=180)


def test_organize_needs_confirmation_and_undo_reverts(home: Path, root: Path) -> None:
    downloads = root / "Downloads"
    downloads.mkdir()
    for name, content in FILES.items():
        (downloads / name).write_bytes(content)
    before = _snapshot(root)

    declined = _chat(["organize Downloads"], home, root, stdin="n\n")
    assert declined.returncode == 0, declined.stderr
    assert "Proceed? [y/N]" in declined.stderr and "Nothing changed." in declined.stderr
    assert _snapshot(root) == before  # byte for byte

    eof = _chat(["organize Downloads"], home, root, stdin="")
    assert eof.returncode == 0 and _snapshot(root) == before  # no answer is no

    done = _chat(["organize Downloads"], home, root, stdin="y\n")
    assert done.returncode == 0, done.stderr
    after = _snapshot(root)
    assert after != before and sorted(after.values()) == sorted(before.values())

    undone = _chat(["undo that", "--yes"], home, root)
    assert undone.returncode == 0, undone.stderr
    assert _snapshot(root) == before


def test_help_and_unknown_printed_once(home: Path, root: Path) -> None:
    helped = _chat(["help"], home, root)
    assert helped.returncode == 0 and "organize Downloads using PARA" in helped.stdout
    unknown = _chat(["make me a sandwich"], home, root)
    assert unknown.returncode == 2
    assert unknown.stderr.count("did not understand") == 1 and unknown.stdout == ""
    as_json = _chat(["make me a sandwich", "--json"], home, root)
    assert as_json.returncode == 2 and "did not understand" not in as_json.stderr
    body = json.loads(as_json.stdout)
    assert body["intent"]["action"] == "unknown" and "did not understand" in body["error"]


def _downloads(root: Path) -> Path:
    """``root/Downloads`` with an old PDF, a new PDF and a text file."""
    downloads = root / "Downloads"
    downloads.mkdir()
    for name, content in FILES.items():
        (downloads / name).write_bytes(content)
    (downloads / "old.pdf").write_bytes(b"%PDF-1.4 old")
    stamp = time.time() - 3 * 365 * 86400
    os.utime(downloads / "old.pdf", (stamp, stamp))
    return downloads


def test_move_declined_accepted_and_undone(home: Path, root: Path) -> None:
    _downloads(root)
    before = _snapshot(root)
    request = "move all PDFs older than a year from Downloads to Archive"

    declined = _chat([request], home, root, stdin="n\n")
    assert declined.returncode == 0, declined.stderr
    assert "Proceed? [y/N]" in declined.stderr and "Nothing changed." in declined.stderr
    assert "Downloads/old.pdf -> " in declined.stdout and "report.pdf" not in declined.stdout  # the plan
    assert _snapshot(root) == before and not (root / "Archive").exists()

    done = _chat([request], home, root, stdin="y\n")
    assert done.returncode == 0, done.stderr
    assert (root / "Archive" / "old.pdf").read_bytes() == b"%PDF-1.4 old"
    assert not (root / "Downloads" / "old.pdf").exists() and (root / "Downloads" / "report.pdf").exists()

    undone = _chat(["undo that", "--yes"], home, root)
    assert undone.returncode == 0, undone.stderr
    assert _snapshot(root) == before and not (root / "Archive").exists()  # the created folder goes too


def test_rename_needs_confirmation_and_reports_conflicts(home: Path, root: Path) -> None:
    _downloads(root)
    before = _snapshot(root)
    assert _chat(["rename notes.txt to todo.txt"], home, root, stdin="").returncode == 0
    assert _snapshot(root) == before
    done = _chat(["rename notes.txt to todo.txt", "--json"], home, root, stdin="yes\n")
    assert done.returncode == 0, done.stderr
    last = json.loads(done.stdout.strip().splitlines()[-1])
    assert last["plan"]["kind"] == "rename" and len(last["transactions"]) == 1
    assert (root / "Downloads" / "todo.txt").read_bytes() == b"some notes"
    taken = _chat(["rename todo.txt to report.pdf", "--yes"], home, root)
    assert taken.returncode == 2 and "conflict" in taken.stderr  # nothing overwritten
    assert (root / "Downloads" / "report.pdf").read_bytes() == FILES["report.pdf"]


def test_loop_context_follows_the_latest_request(home: Path, root: Path) -> None:
    _downloads(root)
    before = _snapshot(root)
    script = ("move all PDFs from Downloads to Archive\ny\n"
              "rename holiday.jpg to beach.jpg\ny\n"
              "undo that\ny\n"          # the rename (the latest), not the move
              "make me a sandwich\n"      # not understood: the loop goes on
              "rename budget.csv to notes.txt\ny\n"  # taken name: refused, the loop goes on
              "quit\n")
    loop = _chat([], home, root, stdin=script)
    assert loop.stderr.count("did not understand") == 1, loop.stderr
    assert loop.returncode == 2  # the last request's code
    assert (root / "Downloads" / "holiday.jpg").exists() and not (root / "Downloads" / "beach.jpg").exists()
    assert sorted(p.name for p in (root / "Archive").iterdir()) == ["old.pdf", "report.pdf"]
    # a second session: "undo" reverts the newest change still in effect, the move
    assert _chat(["undo", "--yes"], home, root).returncode == 0
    assert _snapshot(root) == before


def test_chat_against_a_server(home: Path, root: Path, tmp_path: Path) -> None:
    _downloads(root)
    before = _snapshot(root)
    server = LiveServer(home, [root]).start()
    try:
        key = admin_api_key(server.url)
        client_home = tmp_path / "client-home"
        client_home.mkdir()
        remote = ["--server", server.url, "--api-key", key]
        script = "move all PDFs from Downloads to Archive\ny\nundo that\ny\nquit\n"
        loop = _chat_remote([], remote, client_home, stdin=script)
        assert loop.returncode == 0, loop.stderr
        assert "Moved 2 files" in loop.stdout
        # "undo that" undoes the whole remote move (one transaction per file), newest first
        assert _snapshot(root) == before and not (root / "Archive").exists()
        moved = _chat_remote(["move all PDFs from Downloads to Archive"], remote, client_home, stdin="y\n")
        assert moved.returncode == 0, moved.stderr
        assert sorted(p.name for p in (root / "Archive").iterdir()) == ["old.pdf", "report.pdf"]
        refused = _chat_remote(["rename notes.txt to x.txt", "--yes"],
                               ["--server", server.url, "--api-key", "wrong"], client_home)
        assert refused.returncode != 0 and (root / "Downloads" / "notes.txt").exists()
    finally:
        server.stop()


def _chat_remote(args: list[str], remote: list[str], home: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``foldwise --server URL --api-key KEY copilot chat ARGS`` from a data home of its own."""
    environ = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    environ["FOLDWISE_HOME"] = str(home)
    return subprocess.run([sys.executable, "-m", "foldwise", *remote, "copilot", "chat", *args], input=stdin,
                          capture_output=True, text=True, env=environ, timeout=180)
