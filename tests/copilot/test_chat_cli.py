"""``foldwise copilot chat`` as a real process on real files with a real data home."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

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


def test_help_unknown_and_unsupported(home: Path, root: Path) -> None:
    helped = _chat(["help"], home, root)
    assert helped.returncode == 0 and "organize Downloads using PARA" in helped.stdout
    unknown = _chat(["make me a sandwich"], home, root)
    assert unknown.returncode == 2 and "did not understand" in unknown.stderr
    moved = _chat(["move report.pdf to Archive"], home, root)
    assert moved.returncode == 2 and "not carried out by chat yet" in moved.stderr
