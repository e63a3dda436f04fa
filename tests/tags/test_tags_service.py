"""The ``TagsService`` interface other plugins (rules) use: moves and tags in one transaction, one undo step."""

from __future__ import annotations

from pathlib import Path
from typing import Any

TAGS = "foldwise.plugins.tags.service:TagsService"


async def test_moves_and_tags_in_one_transaction_undo_together(app: Any, root: Path) -> None:
    kernel = app.app.kernel
    tags = kernel.service(TAGS)
    (root / "in").mkdir()
    source = root / "in" / "scan-001.pdf"
    source.write_bytes(b"%PDF-1.4")
    target = root / "Documents" / "scan-001.pdf"
    async with kernel.journal.transaction("rules", actor="alice", description="rule set docs") as txn:
        moved = await txn.move(source, target)
        assert await tags.change_in(txn, {str(moved): ["inbox", "scanned"]}) == 1
        transaction_id = txn.id
    assert await tags.tags_of([str(target)]) == {str(target): ["inbox", "scanned"]}
    result = await kernel.journal.undo(transaction_id)
    assert result["complete"] is True and source.exists() and not target.exists()
    assert await tags.tags_of([str(source)]) == {str(source): []}
    await kernel.journal.redo(transaction_id)
    assert await tags.tags_of([str(target)]) == {str(target): ["inbox", "scanned"]}


async def test_a_crash_before_the_mark_leaves_no_tags(app: Any, root: Path) -> None:
    """A pending ``tag`` row (its process died before the done mark) is settled as not done by recovery."""
    from foldwise.kernel.journal.recovery import settle

    assert settle("tag", str(root / "x"), None, "1-0") == ("failed", "interrupted before it happened")


async def test_retag_renames_and_removes_a_tag_on_every_file_as_one_undo_step(app: Any, root: Path) -> None:
    import pytest

    from foldwise.sdk import ApiError

    kernel = app.app.kernel
    tags = kernel.service(TAGS)
    files = [root / n for n in ("a.txt", "b.txt", "c.txt")]
    for f in files:
        f.write_text(f.name)
    await tags.set_tags(str(files[0]), ["draft", "work"])
    await tags.set_tags(str(files[1]), ["draft", "Final"])
    await tags.set_tags(str(files[2]), ["work"])
    renamed = await tags.retag("Draft", "final", actor="alice")
    assert renamed["changed"] == 2
    assert await tags.tags_of([str(f) for f in files]) == {
        str(files[0]): ["final", "work"], str(files[1]): ["final"], str(files[2]): ["work"]}  # merged, not doubled
    await kernel.journal.undo(renamed["transaction_id"])
    assert (await tags.tags_of([str(files[1])]))[str(files[1])] == ["draft", "final"]
    removed = await tags.retag("work", None)
    assert removed["changed"] == 2 and {c["name"] for c in await tags.counts()} == {"draft", "final"}
    assert await tags.retag("nobody-has-this", None) == {"transaction_id": None, "changed": 0}
    with pytest.raises(ApiError) as bad:
        await tags.retag("final", "  ")
    assert bad.value.status in (400, 422)
    assert {c["name"] for c in await tags.counts()} == {"draft", "final"}
