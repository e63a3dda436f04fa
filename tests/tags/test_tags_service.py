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
