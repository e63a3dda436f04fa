"""Journal signals (issue 14): what the person moved where, and what they undid, changes the next plan.

Real kernel, real database, real files: the moves go through the files service and the organize job, the
undo through the journal, exactly as the web pages and the command line do.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

from conftest import make_settings
from foldwise.kernel.core import open_kernel
from foldwise.plugins.files.service import FilesService
from foldwise.plugins.organize.history import History, load_history
from foldwise.plugins.organize.methodologies.default import DefaultMethodology
from foldwise.plugins.organize.methodologies.para import ParaMethodology
from foldwise.plugins.organize.planner import build_plan
from foldwise.plugins.organize.scanner import scan
from foldwise.plugins.organize.service import OrganizeService
from waiting import wait_until_async

from .helpers import make_tree

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)
PARA = {"reference_time": NOW.isoformat()}


def _rows(plan) -> dict[str, tuple[str, str, str]]:
    return {plan.sources[i]: (plan.op(i).action, plan.destinations[i], plan.op(i).reason)
            for i in range(len(plan)) if plan.sources[i]}


async def _run(kernel, service: OrganizeService, folder: Path, methodology: str, options=None):
    job, plan = await service.create_job(str(folder), methodology, options=options)
    await service.execute(job.id)
    done = await wait_until_async(lambda: kernel.jobs.get(job.id), until=lambda j: j.status not in (
        "pending", "in_progress"), what="the organize job to finish")
    assert done.status == "completed", (done.status, done.result)
    return done, plan


async def test_a_correction_is_kept_and_similar_files_follow_it(home: Path, root: Path) -> None:
    folder = root / "inbox"
    recent = NOW.timestamp() - 5 * 86_400
    make_tree(folder, {"Downloads/invoice march.pdf": "m", "Downloads/invoice may.pdf": "y",
                       "Downloads/recipe soup.txt": "s"}, mtime=recent)
    async with open_kernel(make_settings(home, [root])) as kernel:
        service = kernel.service(OrganizeService)
        await _run(kernel, service, folder, "para", PARA)
        assert (folder / "Areas/Finance/invoice march.pdf").exists()
        # the person disagrees: invoices belong with their taxes, and moves it there themselves
        await kernel.service(FilesService).move(str(folder / "Areas/Finance/invoice march.pdf"),
                                                str(folder / "Taxes 2026/invoice march.pdf"))
        make_tree(folder, {"Downloads/invoice june.pdf": "j", "Downloads/invoice july.pdf": "k"}, mtime=recent)
        _job, plan = await service.create_job(str(folder), "para", options=PARA)
    rows = _rows(plan)
    # without the journal the judge would file both the moved invoice and the new ones under Finance
    para = ParaMethodology()
    options = para.options(PARA)
    blind = _rows(build_plan(str(folder), scan(str(folder)).files, para, options, para.start(options)))
    assert blind["Downloads/invoice june.pdf"][1] == "Areas/Finance/invoice june.pdf"
    assert blind["Taxes 2026/invoice march.pdf"][0] == "move"
    # with it: the corrected file stays where the person put it, and new invoices follow it
    assert rows["Taxes 2026/invoice march.pdf"][:2] == ("skip", "Taxes 2026/invoice march.pdf")
    for name in ("invoice june.pdf", "invoice july.pdf"):
        action, dest, reason = rows[f"Downloads/{name}"]
        assert (action, dest) == ("move", f"Taxes 2026/{name}"), rows[f"Downloads/{name}"]
        assert "you filed 1 file(s) with 'invoice' in the name in 'Taxes 2026'" in reason
    # an invoice the person left where the first plan filed it is not moved behind their back
    assert rows["Areas/Finance/invoice may.pdf"][:2] == ("skip", "Areas/Finance/invoice may.pdf")
    # a file that shares nothing with the correction is judged as before
    assert rows["Resources/Recipes/recipe soup.txt"][:2] == ("skip", "Resources/Recipes/recipe soup.txt")


async def test_an_undone_move_is_not_proposed_again_until_redone(home: Path, root: Path) -> None:
    folder = root / "box"
    make_tree(folder, {"notes/todo.txt": "t", "notes/todo.md": "m", "song.mp3": "s", "pic.png": "p"},
              mtime=NOW.timestamp())
    async with open_kernel(make_settings(home, [root])) as kernel:
        service = kernel.service(OrganizeService)
        done, first = await _run(kernel, service, folder, "default")
        moved = {rel: row[1] for rel, row in _rows(first).items() if row[0] == "move"}
        assert "song.mp3" in moved and "pic.png" in moved
        await kernel.journal.undo(done.result["transaction_id"])
        assert (folder / "song.mp3").exists()
        _job, again = await service.create_job(str(folder), "default")
        rows = _rows(again)
        for rel, dest in moved.items():
            action, _dest, reason = rows[rel]
            assert action == "skip", (rel, rows[rel])
            assert reason == f"left in place: you undid moving it to {dest.rpartition('/')[0]!r} before"
        listed = {item["path"] for item in again.summary["left_in_place_items"]}
        assert set(moved) <= listed
        # a redo re-applies the organize job: the undone destinations are no longer held against it
        await kernel.journal.redo(done.result["transaction_id"])
        assert not any(path.endswith("song.mp3") for path in (await load_history(kernel)).rejected)
        # the person moves one file themselves: that placement is theirs and stays in the next plan
        (folder / "Pictures").mkdir()
        await kernel.service(FilesService).move(str(folder / moved["pic.png"]), str(folder / "Pictures/pic.png"))
        _job, third = await service.create_job(str(folder), "default")
        assert _rows(third)["Pictures/pic.png"][:2] == ("skip", "Pictures/pic.png")
        m = DefaultMethodology()
        blind = _rows(build_plan(str(folder), scan(str(folder)).files, m, m.options({})))
        assert blind["Pictures/pic.png"][:2] == ("move", moved["pic.png"])


def test_history_rows_tell_moves_undos_and_redos_apart() -> None:
    rows = [(1, "/r/a.txt", "/r/Documents/a.txt", "organize", "organize"),
            (2, "/r/Documents/a.txt", "/r/a.txt", "undo", "organize"),
            (3, "/r/b.txt", "/r/Mine/b.txt", "move", "move"),
            (4, "/r/Mine/c.txt", "/r/c.txt", "move", "move"),
            (5, "/r/c.txt", "/r/Mine/c.txt", "undo", "move"),
            (6, "/r/x.txt", "/r/Auto/x.txt", "rules", "rules")]
    history = History.from_rows(rows)
    assert history.rejected == {"/r/a.txt": "/r/Documents/a.txt"}
    assert history.placed == {"/r/Mine/b.txt": "/r/b.txt"}  # c's move was undone; rules are automation
    redone = History.from_rows([*rows, (7, "/r/a.txt", "/r/Documents/a.txt", "redo", "organize")])
    assert redone.rejected == {}
    assert History.from_rows(rows).digest() == history.digest() != redone.digest()


async def test_johnny_decimal_learns_the_category_a_person_moves_its_files_to(home: Path, root: Path) -> None:
    """The person moves an invoice Johnny Decimal filed under 11 Finance to a category of their own
    (``17 Taxes``) through the files service: the journal says so, later plans keep it there and number
    new invoices in that category, while a plan without the journal would still say 11 Finance."""
    from foldwise.plugins.organize.methodologies.johnny_decimal import JdState, JohnnyDecimalMethodology

    folder = root / "jd"
    recent = NOW.timestamp() - 5 * 86_400
    make_tree(folder, {"Downloads/invoice march.pdf": "m", "Downloads/invoice may.pdf": "y",
                       "Downloads/recipe soup.txt": "s"}, mtime=recent)
    async with open_kernel(make_settings(home, [root])) as kernel:
        service = kernel.service(OrganizeService)
        _done, first = await _run(kernel, service, folder, "johnny_decimal")
        placed = {rel: row[1] for rel, row in _rows(first).items() if row[0] == "move"}
        march = placed["Downloads/invoice march.pdf"]
        assert march.startswith("10-19 Life admin/11 Finance/11.")
        taxes = "10-19 Life admin/17 Taxes"
        (folder / taxes).mkdir()
        await kernel.service(FilesService).move(str(folder / march), str(folder / taxes / "17.01 invoice march.pdf"))
        make_tree(folder, {"Downloads/invoice june.pdf": "j", "Downloads/invoice july.pdf": "k",
                           "Downloads/bank statement june.pdf": "b"}, mtime=recent)
        _job, plan = await service.create_job(str(folder), "johnny_decimal")
        rows = _rows(plan)
        # a plan that does not read the journal puts new invoices under 11 Finance
        jd = JohnnyDecimalMethodology()
        blind = _rows(build_plan(str(folder), scan(str(folder)).files, jd, jd.options({}), JdState()))
        assert blind["Downloads/invoice june.pdf"][1].startswith("10-19 Life admin/11 Finance/11.")
    # the corrected file stays where the person put it
    assert rows[f"{taxes}/17.01 invoice march.pdf"][:2] == ("skip", f"{taxes}/17.01 invoice march.pdf")
    numbers = set()
    for name in ("invoice june.pdf", "invoice july.pdf"):
        action, dest, reason = rows[f"Downloads/{name}"]
        assert action == "move" and dest.startswith(f"{taxes}/17.") and dest.endswith(f" {name}"), (name, dest)
        assert "you filed 1 file(s) with 'invoice' in the name in '17 Taxes' before -> 17 Taxes" in reason
        numbers.add(dest.split("/")[2][:5])
    assert len(numbers) == 2 and "17.01" not in numbers  # numbered after the person's own 17.01
    # what shares nothing with the correction is placed as before; what the first plan filed stays
    assert rows["Downloads/bank statement june.pdf"][1].startswith("10-19 Life admin/11 Finance/11.")
    may = placed["Downloads/invoice may.pdf"]
    assert rows[may][:2] == ("skip", may)
    assert rows[placed["Downloads/recipe soup.txt"]][0] == "skip"


def test_johnny_decimal_learnt_category_can_be_a_configured_one(tmp_path: Path) -> None:
    """A move into a configured category (evidence as the journal gives it) sends similar new files there,
    with that category's configured name; a different kind of file with the same word is not affected."""
    from foldwise.plugins.organize.methodologies.johnny_decimal import JdState, JohnnyDecimalMethodology

    folder = tmp_path / "box"
    make_tree(folder, {"lease flat 2.pdf": "l", "lease photos.jpg": "p",
                       "10-19 Life admin/14 Legal and identity/14.01 lease flat 1.pdf": "x"}, mtime=NOW.timestamp())
    history = History(placed={str(folder / "10-19 Life admin/14 Legal and identity/14.01 lease flat 1.pdf"):
                              str(folder / "10-19 Life admin/13 Home/13.01 lease flat 1.pdf")},
                      moves=[(str(folder / "10-19 Life admin/13 Home/13.01 lease flat 1.pdf"),
                              str(folder / "10-19 Life admin/14 Legal and identity/14.01 lease flat 1.pdf"))])
    jd = JohnnyDecimalMethodology()
    options = jd.options({})
    blind = _rows(build_plan(str(folder), scan(str(folder)).files, jd, options, JdState()))
    taught = _rows(build_plan(str(folder), scan(str(folder)).files, jd, options, JdState(history=history)))
    assert blind["lease flat 2.pdf"][1].startswith("10-19 Life admin/13 Home/13.")
    assert taught["lease flat 2.pdf"][1] == "10-19 Life admin/14 Legal and identity/14.02 lease flat 2.pdf"
    # an image: another kind, so the same category as without the evidence
    assert taught["lease photos.jpg"][1].rpartition("/")[0] == blind["lease photos.jpg"][1].rpartition("/")[0]
