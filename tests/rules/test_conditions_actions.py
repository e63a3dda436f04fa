"""Golden tests: one per condition type and one per action type of the contract, on a real kernel,
real files and the real journal (every action undone again byte for byte)."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest

from foldwise.plugins.rules.ruleset import RuleSet
from foldwise.plugins.rules.service import RulesService
from foldwise.sdk import ApiError, open_kernel
from tests.conftest import make_settings

DAY = 86400


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture
def files(root: Path) -> Path:
    inbox = root / "inbox"
    inbox.mkdir()
    now = time.time()
    spec: dict[str, tuple[bytes, float]] = {
        "invoice-2023.pdf": (b"%PDF invoice total due 42 EUR", now - 400 * DAY),
        "holiday.JPG": (b"\xff\xd8\xff" + b"x" * 5000, now - 10 * DAY),
        "notes.txt": (b"meeting notes: Project Apollo kickoff", now - 2 * DAY),
        "copy-of-notes.txt": (b"meeting notes: Project Apollo kickoff", now - 1 * DAY),
        "song.mp3": (b"ID3" + b"\x00" * 20_000, now - 100 * DAY),
        "report_final_v2.docx": (b"PK docx", now - 50 * DAY),
    }
    for name, (data, mtime) in spec.items():
        path = inbox / name
        path.write_bytes(data)
        os.utime(path, (mtime, mtime))
    sub = inbox / "old"
    sub.mkdir()
    (sub / "archive.zip").write_bytes(b"PK\x03\x04zip")
    return inbox


def _set(conditions: list[dict[str, Any]], action: dict[str, Any] | None = None, match: str = "all") -> RuleSet:
    return RuleSet.model_validate({"name": "golden", "rules": [
        {"name": "r", "match": match, "conditions": conditions, "action": action or {"type": "move", "destination": "Out"}}]})


CONDITIONS = [
    ({"type": "extension", "value": "pdf"}, {"invoice-2023.pdf"}),
    ({"type": "extension", "value": ["jpg", ".mp3"]}, {"holiday.JPG", "song.mp3"}),
    ({"type": "name_pattern", "value": "*notes*"}, {"notes.txt", "copy-of-notes.txt"}),
    ({"type": "name_regex", "value": r"_v\d+\."}, {"report_final_v2.docx"}),
    ({"type": "size_greater", "value": "10KB"}, {"song.mp3"}),
    ({"type": "size_less", "value": 30}, {"invoice-2023.pdf", "old/archive.zip", "report_final_v2.docx"}),
    ({"type": "modified_before", "value": "90d"}, {"invoice-2023.pdf", "song.mp3"}),
    ({"type": "modified_after", "value": "7d"}, {"notes.txt", "copy-of-notes.txt", "old/archive.zip"}),
    ({"type": "mime_type", "value": "image/*"}, {"holiday.JPG"}),
    ({"type": "path_matches", "value": "old/*"}, {"old/archive.zip"}),
    ({"type": "content_contains", "value": "apollo"}, {"notes.txt", "copy-of-notes.txt"}),
    ({"type": "category", "value": "Audio"}, {"song.mp3"}),
    ({"type": "duplicate", "value": True}, {"notes.txt", "copy-of-notes.txt"}),
    ({"type": "extension", "value": "txt", "negate": True},
     {"invoice-2023.pdf", "holiday.JPG", "song.mp3", "report_final_v2.docx", "old/archive.zip"}),
]


async def test_each_condition_matches_exactly_the_expected_files(settings: Any, files: Path) -> None:
    """Golden: for every condition type (and a negation), the set of files it selects."""
    async with open_kernel(settings, run_jobs=False) as kernel:
        service = kernel.service(RulesService)
        before = _tree(files)
        for condition, expected in CONDITIONS:
            ops = await service.plan(_set([condition]), str(files))
            assert {os.path.relpath(op["source"], files) for op in ops} == expected, condition
        assert _tree(files) == before  # planning changes nothing
    from foldwise.plugins.rules.ruleset import CONDITION_TYPES

    assert {c["type"] for c, _e in CONDITIONS} | {"tag"} == set(CONDITION_TYPES)


async def test_match_any_and_priority_first_match_wins(settings: Any, files: Path) -> None:
    rule_set = RuleSet.model_validate({"name": "p", "rules": [
        {"name": "low", "priority": 1, "conditions": [{"type": "extension", "value": "txt"}],
         "action": {"type": "move", "destination": "Low"}},
        {"name": "high", "priority": 9, "match": "any", "conditions": [
            {"type": "name_pattern", "value": "copy-*"}, {"type": "extension", "value": "mp3"}],
         "action": {"type": "move", "destination": "High"}},
    ]})
    async with open_kernel(settings, run_jobs=False) as kernel:
        ops = await kernel.service(RulesService).plan(rule_set, str(files))
    rules = {os.path.basename(op["source"]): op["rule"] for op in ops}
    assert rules == {"copy-of-notes.txt": "high", "song.mp3": "high", "notes.txt": "low"}


ACTIONS: list[tuple[dict[str, Any], dict[str, Any]]] = [
    ({"type": "move", "destination": "Finance/{modified:%Y}"}, {"gone": True, "at": "Finance/{year}/invoice-2023.pdf"}),
    ({"type": "rename", "template": "{modified:%Y-%m-%d} {stem}.{ext}"}, {"gone": True, "at": "{date} invoice-2023.pdf"}),
    ({"type": "copy", "destination": "Backup"}, {"gone": False, "at": "Backup/invoice-2023.pdf"}),
    ({"type": "trash"}, {"gone": True, "at": None}),
    ({"type": "archive"}, {"gone": True, "at": "Archive/{year}/invoice-2023.pdf"}),
    ({"type": "hardlink", "destination": "Links", "template": "{category}-{name}"},
     {"gone": False, "at": "Links/Documents-invoice-2023.pdf", "same_inode": True}),
]


async def test_each_action_applies_in_one_transaction_and_undoes_byte_for_byte(settings: Any, files: Path) -> None:
    """Golden: for every file-changing action, where the file ends up; then undo restores the tree."""
    source = files / "invoice-2023.pdf"
    mtime = time.gmtime(source.stat().st_mtime)
    before = _tree(files)
    async with open_kernel(settings, run_jobs=False) as kernel:
        service = kernel.service(RulesService)
        for action, expect in ACTIONS:
            rule_set = _set([{"type": "extension", "value": "pdf"}], action)
            result = await service.apply_now(rule_set, str(files))
            assert result["done"] == 1 and result["failed"] == 0, (action, result)
            assert source.exists() != expect["gone"], action
            if expect["at"]:
                target = files / expect["at"].format(year=time.strftime("%Y", mtime),
                                                     date=time.strftime("%Y-%m-%d", mtime))
                assert target.read_bytes() == before["invoice-2023.pdf"], action
                if expect.get("same_inode"):
                    assert target.stat().st_ino == source.stat().st_ino
            history = await kernel.journal.history(1, 5)
            assert history["items"][0]["id"] == result["transaction_id"]
            assert history["items"][0]["kind"] == "rules"
            undone = await kernel.journal.undo(result["transaction_id"])
            assert undone["complete"], (action, undone)
            assert _tree(files) == before, action
    from foldwise.plugins.rules.ruleset import ACTION_TYPES

    assert {a["type"] for a, _e in ACTIONS} | {"tag", "untag"} == set(ACTION_TYPES)


@pytest.mark.parametrize("kind", ["tag", "untag"])
async def test_tag_actions_without_the_tags_plugin_answer_unavailable(home: Path, root: Path, files: Path,
                                                                      kind: str) -> None:
    settings = make_settings(home, [root], plugins={"disabled": ["tags"]})
    async with open_kernel(settings, run_jobs=False) as kernel:
        service = kernel.service(RulesService)
        with pytest.raises(ApiError) as info:
            await service.plan(_set([{"type": "extension", "value": "pdf"}], {"type": kind, "tags": ["invoice"]}),
                               str(files))
        assert info.value.status == 503 and info.value.code == "optional_feature_unavailable"
        with pytest.raises(ApiError) as info:
            await service.plan(_set([{"type": "tag", "value": "invoice"}]), str(files))
        assert info.value.status == 503


async def test_catastrophic_regex_is_cut_off_with_a_clear_error(home: Path, root: Path) -> None:
    (root / ("a" * 40 + "!")).write_bytes(b"x")
    settings = make_settings(home, [root], rules={"regex_timeout_ms": 50})
    async with open_kernel(settings, run_jobs=False) as kernel:
        rule_set = _set([{"type": "name_regex", "value": r"(a|aa)+$"}])
        started = time.monotonic()
        with pytest.raises(ApiError) as info:
            await kernel.service(RulesService).plan(rule_set, str(root))
        assert time.monotonic() - started < 5
    assert info.value.status == 422 and info.value.code == "rule_timeout"
    assert "stopped after 50 ms" in info.value.message and "'r'" in info.value.message


async def test_content_reads_stop_at_the_byte_budget(home: Path, root: Path) -> None:
    big = root / "big.txt"
    big.write_bytes(b"x" * 4096 + b"NEEDLE")
    settings = make_settings(home, [root], rules={"content_max_bytes": 4096})
    async with open_kernel(settings, run_jobs=False) as kernel:
        ops = await kernel.service(RulesService).plan(_set([{"type": "content_contains", "value": "needle"}]), str(root))
    assert ops == []  # the word lies past the budget: not read


async def test_destination_outside_the_roots_is_planned_as_skip(settings: Any, files: Path) -> None:
    async with open_kernel(settings, run_jobs=False) as kernel:
        ops = await kernel.service(RulesService).plan(
            _set([{"type": "extension", "value": "pdf"}], {"type": "move", "destination": "../../../etc"}), str(files))
    assert [op["action"] for op in ops] == ["skip"] and "outside the roots" in ops[0]["reason"]


async def test_tag_and_untag_actions_and_the_tag_condition_with_the_tags_plugin(settings: Any, files: Path) -> None:
    """Golden: ``tag`` adds tags through the tags plugin in the rule set's transaction, the ``tag`` condition sees
    them, ``untag`` removes one, and undoing each transaction restores the tags it changed."""
    invoice = str(files / "invoice-2023.pdf")
    async with open_kernel(settings, run_jobs=False) as kernel:
        service = kernel.service(RulesService)
        tags = kernel.service("foldwise.plugins.tags.service:TagsService")
        tagged = await service.apply_now(_set([{"type": "extension", "value": "pdf"}],
                                              {"type": "tag", "tags": ["Finance", "to  pay"]}), str(files))
        assert tagged["done"] == 1 and tagged["failed"] == 0, tagged
        assert (await tags.tags_of([invoice]))[invoice] == ["finance", "to pay"]
        ops = await service.plan(_set([{"type": "tag", "value": "finance"}]), str(files))
        assert {os.path.basename(op["source"]) for op in ops if op["action"] != "skip"} == {"invoice-2023.pdf"}
        untagged = await service.apply_now(_set([{"type": "tag", "value": "to pay"}],
                                                {"type": "untag", "tags": ["TO PAY"]}), str(files))
        assert untagged["done"] == 1, untagged
        assert (await tags.tags_of([invoice]))[invoice] == ["finance"]
        await kernel.journal.undo(untagged["transaction_id"])
        assert (await tags.tags_of([invoice]))[invoice] == ["finance", "to pay"]
        await kernel.journal.undo(tagged["transaction_id"])
        assert (await tags.tags_of([invoice])).get(invoice, []) == []
