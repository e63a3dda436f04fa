"""The command line's preview (``foldwise organize DIR`` without ``--apply``): no job, no kernel when it can
plan without one, and exactly the plan the service makes (issue 7).

Real processes, a real database with a real journal (moves, an undone organize job, a redo, a person's own
move), real files.
"""

from __future__ import annotations

import json
from pathlib import Path

from cli_probe import run_cli
from conftest import make_settings
from foldwise.kernel.core import open_kernel
from foldwise.plugins.files.service import FilesService
from foldwise.plugins.organize.history import load_history, load_history_sqlite
from foldwise.plugins.organize.service import OrganizeService
from waiting import wait_until_async

from .helpers import make_tree

MTIME = 1_620_000_000


async def _journal_with_evidence(home: Path, folder: Path) -> None:
    """An organize job applied and undone, another applied, and a person's own move: every kind of evidence."""
    make_tree(folder, {"notes/todo.txt": "t", "notes/todo.md": "m", "song.mp3": "s", "pic.png": "p",
                       "invoice march.pdf": "i"}, mtime=MTIME)
    async with open_kernel(make_settings(home, [folder.parent])) as kernel:
        service = kernel.service(OrganizeService)
        for round_no in range(2):
            job, plan = await service.create_job(str(folder), "default")
            await service.execute(job.id)
            done = await wait_until_async(lambda: kernel.jobs.get(job.id), until=lambda j: j.status not in (
                "pending", "in_progress"), what="the organize job to finish")
            assert done.status == "completed", done.result
            if round_no == 0:
                await kernel.journal.undo(done.result["transaction_id"])
        moved = next(p for p in folder.rglob("pic.png"))
        (folder / "Pictures").mkdir()
        await kernel.service(FilesService).move(str(moved), str(folder / "Pictures/pic.png"))
        make_tree(folder, {"more/new.png": "n", "more/song2.mp3": "s2", "invoice june.pdf": "j"}, mtime=MTIME)


async def _service_plan(home: Path, folder: Path, methodology: str | None = None) -> tuple[dict, list, object]:
    async with open_kernel(make_settings(home, [folder.parent])) as kernel:
        plan = await kernel.service(OrganizeService).build(str(folder), methodology)
        history = await load_history(kernel)
    return plan.summary, list(plan.wire_ops()), history


async def test_sqlite_evidence_equals_the_orm_evidence(home: Path, root: Path) -> None:
    folder = root / "box"
    await _journal_with_evidence(home, folder)
    _summary, _ops, orm = await _service_plan(home, folder)
    direct = load_history_sqlite(str(home / "foldwise.db"))
    assert orm.placed and orm.moves  # the journal holds evidence: the comparison means something
    assert (direct.placed, direct.rejected, direct.moves) == (orm.placed, orm.rejected, orm.moves)
    assert load_history_sqlite(str(home / "missing.db")).placed == {}
    import sqlite3

    sqlite3.connect(home / "empty.db").close()  # a database never migrated: no journal, no evidence
    assert load_history_sqlite(str(home / "empty.db")).moves == []
    (home / "broken.db").write_bytes(b"not a database" * 100)
    try:  # anything else is an error the preview answers by reading the journal through the kernel
        load_history_sqlite(str(home / "broken.db"))
    except sqlite3.DatabaseError:
        pass
    else:
        raise AssertionError("a broken database must not read as an empty journal")


async def test_lean_preview_is_the_service_plan_with_journal_evidence(home: Path, root: Path) -> None:
    folder = root / "box"
    await _journal_with_evidence(home, folder)
    done, loaded = run_cli(["organize", str(folder), "--json"], home, root)
    assert done.returncode == 0, done.stderr
    assert "tortoise" not in loaded, loaded  # planned without a kernel
    doc = json.loads(done.stdout)
    summary, ops, history = await _service_plan(home, folder)
    assert doc["job"] is None
    assert doc["plan"]["summary"] == summary
    assert doc["plan"]["operations"] == ops
    reasons = {op["reason"] for op in ops}
    assert any("you undid moving it" in r for r in reasons), reasons  # the evidence was used


async def test_johnny_decimal_preview_starts_a_kernel_and_records_no_job(home: Path, root: Path) -> None:
    folder = root / "jd"
    make_tree(folder, {"taxes 2021.pdf": "t", "holiday.jpg": "h", "notes/a.txt": "a", "notes/b.txt": "b"},
              mtime=MTIME)
    done, loaded = run_cli(["organize", str(folder), "-m", "jd", "--json"], home, root)
    assert done.returncode == 0, done.stderr
    assert "tortoise" in loaded  # the index of IDs lives in the database
    doc = json.loads(done.stdout)
    assert doc["job"] is None
    summary, ops, _history = await _service_plan(home, folder, "johnny_decimal")
    assert doc["plan"]["summary"] == summary and doc["plan"]["operations"] == ops
    async with open_kernel(make_settings(home, [root])) as kernel:
        _jobs, total = await kernel.jobs.list(page=1, page_size=10)
    assert total == 0


async def test_preview_refusals_match_the_service(home: Path, root: Path, tmp_path: Path) -> None:
    make_tree(root, {"a.txt": "a"}, mtime=MTIME)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    for args, code, text in ((["organize", str(outside)], 2, "is outside the configured roots"),
                             (["organize", str(root / "a.txt")], 2, "the path is not a folder"),
                             (["organize", str(root / "nope")], 2, ""),
                             (["organize", str(root), "-m", "gtd"], 2, "unknown methodology")):
        done, _loaded = run_cli([*args, "--json"], home, root)
        assert done.returncode == code, (args, done.stderr)
        assert done.stdout == "" and done.stderr.startswith("error: ") and text in done.stderr, done.stderr
        assert "Traceback" not in done.stderr
    bad = run_cli(["organize", str(root), "--json"], home, root,
                  FOLDWISE_ORGANIZE__OPTIONS='{default = {by_year = "sometimes"}}')[0]
    assert bad.returncode == 2 and "invalid options for methodology 'default'" in bad.stderr, bad.stderr


def test_encoded_operations_are_the_bytes_of_the_wire_objects(tmp_path: Path) -> None:
    """``Plan.wire_json`` writes each operation from a template: exactly what ``orjson.dumps`` gives for the
    wire object, for names that need escaping (quotes, backslashes, control characters, non-ASCII)."""
    import orjson

    from foldwise.plugins.organize.methodologies.default import DefaultMethodology
    from foldwise.plugins.organize.planner import build_plan
    from foldwise.plugins.organize.scanner import scan

    names = ['a "quoted".txt', "back\\slash.pdf", "tab\there.jpg", "n\u00e9e \u65e5\u672c.mp3", "emoji \U0001f600.png",
             "plain.txt", "sub/inner.md", "sub/other.md", "ctrl\x01.doc", "no_ext", "in place/x.zip"]
    make_tree(tmp_path / "t", {n: n for n in names}, mtime=MTIME)
    (tmp_path / "t" / "Documents").mkdir()
    m = DefaultMethodology()
    plan = build_plan(str(tmp_path / "t"), scan(str(tmp_path / "t")).files, m, m.options({}))
    assert plan.count("mkdir") and plan.count("move")
    wire = list(plan.wire_ops())
    encoded = list(plan.wire_json())
    assert [orjson.loads(e) for e in encoded] == wire
    assert encoded == [orjson.dumps(w) for w in wire]
    assert list(plan.wire_json(range(2, 5))) == [orjson.dumps(w) for w in wire[2:5]]
    # column by column, in runs of any length: the same bytes (an empty destination is the base itself)
    for step in (1, 3, len(wire) + 5):
        runs = list(plan.wire_json_runs(step))
        assert len(runs) == -(-len(wire) // step)
        assert b"[" + b",".join(runs) + b"]" == orjson.dumps(wire)
    plan.add("skip", "plain.txt", "", "kept at the base", 0.5, 7, 9)
    assert b",".join(plan.wire_json_runs(4)) == b",".join(map(orjson.dumps, plan.wire_ops()))


ACME_METHODOLOGY = '''"""A third-party plugin with a methodology of its own."""
from typing import Any

from foldwise.sdk import hookimpl
from foldwise.plugins.organize.methodology import Methodology, Placement


class Acme(Methodology):
    name = "acme"
    label = "Acme"

    def plan(self, facts: Any, options: Any, state: Any = None) -> Placement:
        return Placement(f"Acme/{facts.name}", "acme says so", 0.8)


@hookimpl
def register_methodologies() -> list[Any]:
    return [Acme()]
'''


def test_a_third_party_plugin_makes_the_preview_start_a_kernel(home: Path, root: Path) -> None:
    """Without the plugin manager the preview cannot know what a third-party plugin registers: with one
    loaded, the preview plans in a kernel (still without a job), and the plugin's methodology works."""
    make_tree(root / "in", {"a.txt": "a", "b.jpg": "b"}, mtime=MTIME)
    lean, loaded = run_cli(["organize", str(root / "in"), "--json"], home, root)
    assert lean.returncode == 0 and "tortoise" not in loaded, (lean.stderr, loaded)
    again, loaded = run_cli(["organize", str(root / "in"), "--json"], home, root)  # from the cached list
    assert again.returncode == 0 and "tortoise" not in loaded and again.stdout == lean.stdout, loaded
    folder = home / "plugins" / "acme-plan"
    (folder / "acme_plan").mkdir(parents=True)
    (folder / "acme_plan" / "__init__.py").write_text(ACME_METHODOLOGY)
    info = folder / "acme_plan-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: acme-plan\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[foldwise.plugins]\nacme_plan = acme_plan\n")
    for _ in range(2):  # the list is rebuilt, then read from the cache: a kernel both times
        done, loaded = run_cli(["organize", str(root / "in"), "--json"], home, root)
        assert done.returncode == 0, done.stderr
        assert "tortoise" in loaded and json.loads(done.stdout) == json.loads(lean.stdout), loaded
    acme, _loaded = run_cli(["organize", str(root / "in"), "-m", "acme", "--json"], home, root)
    assert acme.returncode == 0, acme.stderr
    doc = json.loads(acme.stdout)
    assert doc["job"] is None
    assert {op["reason"] for op in doc["plan"]["operations"] if op["action"] == "move"} == {"acme says so"}


def test_the_preview_reuses_a_validation_and_notices_a_changed_configuration(home: Path, root: Path) -> None:
    """The second preview plans from the options validated by the first (no pydantic model is built: its
    start-up is most of a small preview) and gives the same plan; a changed option is validated again
    (and changes the plan), a bad one is still refused."""
    make_tree(root / "in", {"a.txt": "a", "b.jpg": "b", "c.log": "c"}, mtime=MTIME)
    first, loaded = run_cli(["organize", str(root / "in"), "--json"], home, root, heavy=("pydantic", "tortoise"))
    assert first.returncode == 0 and loaded == ["pydantic"], (first.stderr, loaded)
    assert (home / "cache" / "organize-preview.json").is_file()
    second, loaded = run_cli(["organize", str(root / "in"), "--json"], home, root, heavy=("pydantic", "tortoise"))
    assert second.returncode == 0 and loaded == [], (second.stderr, loaded)
    assert second.stdout == first.stdout
    summary, ops, _history = await_plan(home, root / "in")
    assert json.loads(second.stdout)["plan"] == {"summary": summary, "operations": ops}
    changed, loaded = run_cli(["organize", str(root / "in"), "--json"], home, root, heavy=("pydantic",),
                              FOLDWISE_ORGANIZE__OPTIONS='{default = {by_year = false, kinds = {log = "Logs"}}}')
    assert changed.returncode == 0 and loaded == ["pydantic"], (changed.stderr, loaded)
    moves = {op["destination"].rpartition("/")[0].rpartition("/")[2] for op in json.loads(changed.stdout)["plan"]
             ["operations"] if op["action"] == "move"}
    assert moves == {"Documents", "Images", "Logs"}
    bad = run_cli(["organize", str(root / "in"), "--json"], home, root,
                  FOLDWISE_ORGANIZE__OPTIONS='{default = {by_year = "sometimes"}}')[0]
    assert bad.returncode == 2 and "invalid options for methodology 'default'" in bad.stderr, bad.stderr
    again, loaded = run_cli(["organize", str(root / "in"), "--json"], home, root, heavy=("pydantic",))
    assert again.stdout == first.stdout


def await_plan(home: Path, folder: Path) -> tuple[dict, list, object]:
    import asyncio

    return asyncio.run(_service_plan(home, folder))
