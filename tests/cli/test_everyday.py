"""Issue 13, CLI part: every item of "CLI polish", each checked on ``foldwise`` run as a real process."""

from __future__ import annotations

import getpass
import json
import os
import pty
import re
import shlex
import subprocess
import sys
import threading
from importlib.metadata import version
from pathlib import Path
from typing import Any

import httpx
import pytest

from conftest import PASSWORD, LiveServer, free_port

LONG = "quarterly_financial_report_for_the_board_meeting_final_version"
INVOICE = ("INVOICE\nInvoice No: 1042\nDate: 2024-03-12\nBill To: Acme Ltd\nItem Qty Price\n"
           "Consulting 10 125.00\nTotal: 1250.00 EUR\n")
ISO_TIME = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d")


def _env(home: Path, roots: list[Path] | None, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_") and k != "COLUMNS"}
    env["FOLDWISE_HOME"] = str(home)
    if roots is not None:
        env["FOLDWISE_ROOTS"] = os.pathsep.join(map(str, roots))
    env.update(extra)
    return env


def run(args: list[str], home: Path, roots: list[Path] | None, **extra: str) -> subprocess.CompletedProcess[str]:
    """``foldwise ARGS`` as a new process (``roots=None``: the roots come from foldwise.toml only)."""
    return subprocess.run([sys.executable, "-m", "foldwise", *args], capture_output=True, text=True,
                          env=_env(home, roots, **extra), timeout=120)


def downloads(root: Path) -> Path:
    folder = root / "Downloads"
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(1, 4):
        (folder / f"{LONG}_{i}.txt").write_text(f"report {i}")
    (folder / "invoice.txt").write_text(INVOICE)
    (folder / "holiday.jpg").write_bytes(b"\xff\xd8\xff\xe0jpeg")
    return folder


def one_json(out: subprocess.CompletedProcess[str]) -> Any:
    """stdout must be exactly one JSON document (nothing before or after it)."""
    return json.loads(out.stdout)


# ------------------------------------------------------------------------------------------ hints
def test_apply_hint_repeats_every_previewed_option(home: Path, root: Path) -> None:
    folder = downloads(root)
    preview = run(["organize", str(folder), "-m", "para", "--limit", "3"], home, [root])
    assert preview.returncode == 0, preview.stderr
    hint = next(line for line in preview.stdout.splitlines() if line.startswith("apply with: "))
    command = shlex.split(hint.removeprefix("apply with: "))
    assert command[0] == "foldwise" and command[-1] == "--apply"
    assert command[1:-1] == ["organize", str(folder), "-m", "para", "--limit", "3"]
    planned = one_json(run(["organize", str(folder), "-m", "para", "--json"], home, [root]))
    moves = {o["source"]: o["destination"] for o in planned["plan"]["operations"] if o["action"] == "move"}

    applied = run(command[1:], home, [root])  # the hint, pasted
    assert applied.returncode == 0, applied.stderr
    assert "para plan" in applied.stdout
    for source, destination in moves.items():
        assert not os.path.exists(source) and os.path.isfile(destination), destination
    assert any("/Archive/" in d or "/Areas/" in d or "/Resources/" in d for d in moves.values())


def test_remote_hint_keeps_server_but_never_the_key(home: Path, root: Path) -> None:
    folder = downloads(root)
    server = LiveServer(home, [root]).start()
    try:
        http = httpx.Client(base_url=server.url)
        http.post("/api/v1/auth/register", json={"username": "admin", "password": PASSWORD,
                                                 "email": "a@example.com"})
        token = http.post("/api/v1/auth/login", json={"username": "admin", "password": PASSWORD}).json()
        key = http.post("/api/v1/api-keys", json={"name": "cli"},
                        headers={"Authorization": f"Bearer {token['data']['access_token']}"}).json()["data"]["key"]
        out = run(["--server", server.url, "--api-key", key, "organize", str(folder), "--methodology", "para"],
                  home / "other", [root])
        assert out.returncode == 0, out.stderr
        hint = next(line for line in out.stdout.splitlines() if line.startswith("apply with: "))
        assert key not in out.stdout and key not in out.stderr
        assert shlex.split(hint.removeprefix("apply with: ")) == [
            "foldwise", "--server", server.url, "--api-key", "$FOLDWISE_API_KEY", "organize", str(folder),
            "--methodology", "para", "--apply"]
        outside = run(["--server", server.url, "--api-key", key, "organize", str(home)], home / "other", [root])
        assert outside.returncode == 2
        assert outside.stderr.strip() == (f"error: {home} is outside the configured roots ({root}); add a root "
                                          f"with: foldwise --server {server.url} config roots add FOLDER")
    finally:
        server.stop()


# ------------------------------------------------------------------------------------------ errors
def test_unreachable_server_is_one_line_exit_1(home: Path, root: Path) -> None:
    url = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    for args in (["jobs"], ["organize", str(root)], ["search", "x"], ["history"], ["undo"], ["config", "show"],
                 ["dedupe", str(root)], ["plugins", "list"], ["jobs", "--json"]):
        out = run(["--server", url, "--api-key", "k", *args], home, [root])
        assert out.returncode == 1, (args, out.stderr)
        assert out.stdout == "" and "Traceback" not in out.stderr, args
        assert out.stderr.splitlines() == [f"error: cannot reach the service at {url}: [Errno 111] "
                                           "Connection refused"], args


def test_outside_the_roots_names_them_and_the_command_that_adds_one(home: Path, root: Path,
                                                                     tmp_path: Path) -> None:
    home.mkdir(exist_ok=True)
    (home / "foldwise.toml").write_text(f"roots = [{json.dumps(str(root))}]\n")
    other = tmp_path / "Elsewhere"
    other.mkdir()
    (other / "a.txt").write_text("a")
    refused = run(["organize", str(other)], home, None)
    assert refused.returncode == 2
    assert refused.stderr.strip() == (f"error: {other} is outside the configured roots ({root}); "
                                      "add a root with: foldwise config roots add FOLDER")
    dedupe = run(["dedupe", str(other)], home, None)
    assert dedupe.returncode == 2 and "foldwise config roots add FOLDER" in dedupe.stderr
    listed = run(["files", "list", str(other)], home, None)
    assert listed.returncode == 2 and listed.stderr == refused.stderr

    added = run(["config", "roots", "add", str(other)], home, None)
    assert added.returncode == 0 and "saved roots" in added.stdout, added.stderr
    listed = run(["config", "roots", "list"], home, None)
    assert listed.stdout.splitlines() == [str(root), str(other)]
    assert run(["organize", str(other), "--json"], home, None).returncode == 0

    removed = run(["config", "roots", "remove", str(other)], home, None)
    assert removed.returncode == 0 and one_json(run(["config", "roots", "list", "--json"], home, None)) == {
        "roots": [str(root)]}
    assert run(["config", "roots", "remove", str(other)], home, None).returncode == 2
    missing = run(["config", "roots", "add", str(tmp_path / "nope")], home, None)
    assert missing.returncode == 2 and "not a folder" in missing.stderr


# ------------------------------------------------------------------------------------------ tables
def _width(line: str) -> int:
    from rich.cells import cell_len

    return cell_len(line)


def test_tables_fit_80_columns_one_line_per_row(home: Path, root: Path) -> None:
    folder = downloads(root)
    narrow = {"COLUMNS": "80"}
    plan = run(["organize", str(folder), "-m", "para"], home, [root], **narrow)
    assert plan.returncode == 0, plan.stderr
    table = [line for line in plan.stdout.splitlines() if line.startswith(("move", "mkdir"))]
    ops = one_json(run(["organize", str(folder), "-m", "para", "--json"], home, [root]))["plan"]["operations"]
    assert len(table) == len(ops)  # one line per operation, never wrapped
    assert all(_width(line) <= 80 for line in plan.stdout.splitlines() if not line.startswith("apply with"))
    assert any("…" in line for line in table)  # long names shortened in the middle
    wide = run(["organize", str(folder), "-m", "para"], home, [root], COLUMNS="250")
    assert any(f"{LONG}_1.txt" in line and "reason" not in line for line in wide.stdout.splitlines())
    assert "reason" in wide.stdout.splitlines()[1]

    applied = one_json(run(["organize", str(folder), "--apply", "--json"], home, [root]))
    job_id = applied["job"]["id"]
    jobs = run(["jobs"], home, [root], **narrow)
    assert jobs.returncode == 0 and all(_width(line) <= 80 for line in jobs.stdout.splitlines())
    row = next(line for line in jobs.stdout.splitlines() if job_id in line)  # the full id, not "19e492…"
    assert "completed" in row and len(ISO_TIME.findall(row)) >= 1 and "…" not in row

    history = run(["history"], home, [root], **narrow)
    lines = history.stdout.splitlines()
    assert history.returncode == 0 and lines[0].split()[:3] == ["#", "change", "state"]
    assert set(lines[1]) == {"─"} and all(_width(line) <= 80 for line in lines)
    assert re.match(r"\s*1\s+.+\s+in effect\s", lines[2]) and ISO_TIME.search(lines[2]), lines[2]
    assert "foldwise undo 1" in lines[2]
    wide_history = run(["history"], home, [root], COLUMNS="200").stdout.splitlines()
    assert "by" in wide_history[0].split() and job_id in wide_history[2]
    assert f"{getpass.getuser()} (command line)" in wide_history[2]  # "By" names who ran the command

    run(["users", "create", "someone_with_a_long_name", "--password", PASSWORD], home, [root])
    run(["keys", "create", "--name", "a key with a rather long descriptive name"], home, [root])
    for args in (["users", "list"], ["keys", "list"], ["plugins", "list"]):
        out = run(args, home, [root], **narrow)
        assert out.returncode == 0 and set(out.stdout.splitlines()[1]) == {"─"}, args
        assert all(_width(line) <= 80 for line in out.stdout.splitlines()), args


def test_piped_output_without_columns_is_never_shortened(home: Path, root: Path) -> None:
    folder = downloads(root)
    out = run(["organize", str(folder), "-m", "para"], home, [root])
    assert out.returncode == 0 and "…" not in out.stdout
    assert re.search(rf"^\s*\d+\s+move\s+{LONG}_1.txt\s+\S+/{LONG}_1.txt\s", out.stdout, re.M)


# ------------------------------------------------------------------------------------------ help and version
def test_version(home: Path, root: Path) -> None:
    out = run(["--version"], home, [root])
    assert out.returncode == 0 and out.stdout == f"foldwise {version('foldwise')}\n"


#: Run in one child process: the help page of every command path, each rendered by ``foldwise``'s own entry
#: point exactly as ``foldwise ARGS --help`` renders it (a process per page would cost ~110 starts).
HELP_WALK = """
import contextlib, io, json, sys
from foldwise.kernel.cli import main

def page(args):
    out = io.StringIO()
    sys.argv = ["foldwise", *args, "--help"]
    with contextlib.redirect_stdout(out):
        try:
            main()
        except SystemExit:
            pass
    return out.getvalue()

def walk(prefix, pages):
    text = page(prefix)
    pages[" ".join(prefix)] = text
    if "Commands:" in text:
        for line in text.split("Commands:", 1)[1].splitlines():
            if line.startswith("  ") and not line.startswith("   "):
                walk([*prefix, line.split()[0]], pages)
    return pages

print(json.dumps(walk([], {})))
"""


def _help_pages(home: Path, root: Path) -> dict[tuple[str, ...], str]:
    """The help page of every command path (groups included), read by following the pages from the root."""
    done = subprocess.run([sys.executable, "-c", HELP_WALK], capture_output=True, text=True,
                          env=_env(home, [root]), timeout=300)
    assert done.returncode == 0, done.stderr
    return {tuple(key.split()): text for key, text in json.loads(done.stdout).items()}


def test_flags_are_shown_as_flags_in_every_help_page(home: Path, root: Path) -> None:
    pages = _help_pages(home, root)
    assert ("organize",) in pages and ("config", "roots", "add") in pages and len(pages) > 20
    for command, text in pages.items():
        assert "<bool>" not in text and "BOOLEAN" not in text, command
    assert re.search(r"^\s+--apply\s+execute the plan", pages[("organize",)], re.M)
    root_help = run(["--help"], home, [root]).stdout
    assert root_help == pages[()]
    assert "--server URL" in root_help and "--version" in root_help and "Exit codes" in root_help


# ------------------------------------------------------------------------------------------ search
def test_search_shows_snippets_and_totals_and_exits_1_on_no_match(home: Path, root: Path) -> None:
    downloads(root)
    found = run(["search", "consulting"], home, [root], COLUMNS="80")
    assert found.returncode == 0, found.stderr
    lines = found.stdout.splitlines()
    assert lines[0].startswith("1.00  ") and lines[0].split()[1] == str(root / "Downloads/invoice.txt")
    assert f"(text, {len(INVOICE)} B, " in lines[0]
    assert lines[1].startswith("      ") and "Consulting 10 125.00" in lines[1]
    assert lines[-1] == "1 match, showing 1-1"
    reports = run(["search", "report", "--limit", "2"], home, [root]).stdout.splitlines()
    assert reports[-1] == "3 matches, showing 1-2 (page 1; --page 2 for more)"

    none = run(["search", "zzzqqq"], home, [root])
    assert none.returncode == 1 and none.stdout == "" and none.stderr.strip() == "no matches"
    none_json = run(["search", "zzzqqq", "--json"], home, [root])
    assert none_json.returncode == 1 and one_json(none_json)["total"] == 0
    assert run(["search", "consulting", "--json"], home, [root]).returncode == 0


# ------------------------------------------------------------------------------------------ analyze
def test_analyze_is_readable_with_human_sizes_and_detects_a_short_english_invoice(home: Path,
                                                                                  root: Path) -> None:
    folder = downloads(root)
    out = run(["analyze", str(folder / "invoice.txt")], home, [root], COLUMNS="80")
    assert out.returncode == 0, out.stderr
    fields = dict(re.match(r"(\w[\w.]*):\s+(.*)", line).groups() for line in out.stdout.splitlines()
                  if re.match(r"\w[\w.]*:\s", line))
    assert fields["size"] == f"{len(INVOICE)} B" and fields["language"].startswith("English (en, confidence ")
    assert all(_width(line) <= 80 for line in out.stdout.splitlines())

    big = folder / "notes.txt"
    big.write_text("The quarterly notes of the board. " * 100)
    fields = run(["analyze", str(big)], home, [root]).stdout
    assert "size:     3.3 KiB (3,400 bytes)" in fields

    from PIL import Image

    photo = folder / "camera.jpg"
    exif = Image.Exif()
    exif[0x010F], exif[0x0110] = "Canon", "EOS 5D"
    Image.new("RGB", (32, 24), "red").save(photo, exif=exif)
    text = run(["analyze", str(photo)], home, [root]).stdout
    assert "exif.Make:" in text and "Canon" in text and "{" not in text and "b'" not in text
    assert "language: " in text and "none detected (no text)" in text


# ------------------------------------------------------------------------------------------ progress and --json
def _run_with_tty_stderr(args: list[str], home: Path, root: Path) -> tuple[int, str, str]:
    """Run with stderr on a pseudo-terminal (stdout piped): exit code, stdout, everything the terminal got."""
    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "foldwise", *args], stdout=subprocess.PIPE, stderr=slave,
                            env=_env(home, [root], TERM="xterm-256color", COLUMNS="100"))
    os.close(slave)
    chunks: list[bytes] = []

    def drain() -> None:
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:
                return
            if not data:
                return
            chunks.append(data)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    stdout, _ = proc.communicate(timeout=120)
    reader.join(10)
    os.close(master)
    return proc.returncode, stdout.decode(), b"".join(chunks).decode(errors="replace")


def test_progress_bar_on_a_terminal_only(home: Path, root: Path) -> None:
    folder = downloads(root)
    code, stdout, terminal = _run_with_tty_stderr(["organize", str(folder), "--apply"], home, root)
    assert code == 0 and "planning" in terminal and "organizing" in terminal and "\x1b[" in terminal
    assert "\x1b[" not in stdout and "moved 5" in stdout

    (root / "dups").mkdir()
    for name in ("a.bin", "b.bin"):
        (root / "dups" / name).write_bytes(b"x" * 5000)
    code, stdout, terminal = _run_with_tty_stderr(["dedupe", str(root / "dups")], home, root)
    assert code == 0 and "scanning for duplicates" in terminal and "1 group, 1 duplicate file," in stdout

    code, stdout, terminal = _run_with_tty_stderr(["dedupe", str(root / "dups"), "--json"], home, root)
    assert code == 0 and terminal == "" and one_json(subprocess.CompletedProcess([], 0, stdout, ""))

    piped = run(["dedupe", str(root / "dups")], home, [root])
    assert piped.stderr == "" and "\x1b[" not in piped.stdout


def test_json_is_quiet_for_every_command_that_has_it(home: Path, root: Path) -> None:
    folder = downloads(root)
    (folder / "invoice-copy.txt").write_text(INVOICE)
    (root / "standalone.txt").write_text(INVOICE)
    run(["users", "create", "admin", "--password", PASSWORD], home, [root])
    run(["keys", "create"], home, [root])
    run(["search", "x"], home, [root])  # builds the index (its notice is on stderr, never stdout)
    commands = [
        ["organize", str(folder), "--json"], ["organize", str(folder), "--apply", "--json"], ["jobs", "--json"],
        ["history", "--json"], ["undo", "--json"], ["redo", "--json"], ["dedupe", str(root), "--json"],
        ["search", "invoice", "--json"], ["analyze", str(root / "standalone.txt"), "--json"],
        ["config", "show", "--json"], ["config", "roots", "list", "--json"], ["plugins", "list", "--json"],
        ["users", "list", "--json"], ["keys", "list", "--json"],
        ["stats", "activity", "--json"], ["stats", "storage", "--json"], ["stats", "categories", "--json"],
        ["files", "list", str(root), "--json"],
    ]
    for args in commands:
        out = run(args, home, [root])
        assert out.returncode == 0, (args, out.stderr)
        assert isinstance(one_json(out), dict), args
        assert out.stderr == "", (args, out.stderr)


def test_history_is_one_row_per_change_and_undo_redo_name_it(home: Path, root: Path) -> None:
    """Undo and redo fold into the change they reverse: one row, its state, the command that reverses it; the
    messages name the change (never "redid transaction 5"), and labels never pile up in ``--json``."""
    folder = root / "Tidy"
    folder.mkdir()
    for index in range(3):
        (folder / f"memo {index}.txt").write_text(f"memo {index}\n")
    run(["organize", str(folder), "--apply", "--json"], home, [root])
    undone = run(["undo"], home, [root])
    assert undone.returncode == 0 and undone.stdout.startswith("Undid #1 “organize Tidy (default)”"), undone.stdout
    assert "reverse with: foldwise redo 1" in undone.stdout
    redone = run(["redo", "1"], home, [root])
    assert redone.returncode == 0 and redone.stdout.startswith("Redid #1 “organize Tidy (default)”"), redone.stdout
    again = run(["undo", "1"], home, [root])  # the original's id undoes its redo (what is in effect)
    assert again.returncode == 0 and again.stdout.startswith("Undid #1"), again.stderr
    table = run(["history"], home, [root], COLUMNS="200").stdout.splitlines()
    rows = [line for line in table[2:] if re.match(r"\s*\d+\s", line)]
    assert len(rows) == 1 and "undone" in rows[0] and "foldwise redo 1" in rows[0], table
    assert table[-1] == "page 1 of 1 (1 change)"
    listed = one_json(run(["history", "--json"], home, [root]))["transactions"]
    assert [t["kind"] for t in listed] == ["undo", "redo", "undo", "organize"]
    assert all(t["description"] in (f"{t['kind']} of #1: organize Tidy (default)", "organize Tidy (default)")
               for t in listed), [t["description"] for t in listed]
