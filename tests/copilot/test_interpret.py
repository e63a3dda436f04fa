"""The copilot's deterministic interpreter: 30 plain-English requests mapped to action and arguments."""

from __future__ import annotations

from typing import Any

import pytest

from foldwise.plugins.surfaces.copilot import ACTIONS, Context, interpret

CTX = Context(roots=("/data/Downloads", "/data/Photos"), last_operation="op-42", last_job="job-7")
PDF = [".pdf"]
IMG = [".jpg", ".jpeg", ".png", ".heic", ".gif", ".webp"]

TABLE: list[tuple[str, str, dict[str, Any], bool]] = [
    ("move all PDFs older than a year from Downloads to Archive", "move",
     {"extensions": PDF, "kinds": ["pdf"], "older_than_days": 365, "source": "/data/Downloads",
      "destination": "Archive"}, True),
    ("undo that", "undo", {"operation": "op-42"}, True),
    ("undo", "undo", {}, True),
    ("find my tax documents from 2023", "find",
     {"extensions": [".pdf", ".doc", ".docx", ".odt", ".txt", ".md"], "kinds": ["document"], "year": 2023,
      "query": "tax"}, False),
    ("organize Downloads using PARA", "organize", {"paths": ["/data/Downloads"], "methodology": "para"}, True),
    ("organize Photos with johnny decimal", "organize",
     {"paths": ["/data/Photos"], "methodology": "johnny_decimal"}, True),
    ("tidy up my Downloads folder", "organize", {"paths": ["/data/Downloads"]}, True),
    ("organize everything", "organize", {}, True),
    ("rename IMG_0001.jpg to holiday.jpg", "rename", {"path": "IMG_0001.jpg", "new_name": "holiday.jpg"}, True),
    ('rename "my notes.txt" to "notes 2024.txt"', "rename",
     {"path": "my notes.txt", "new_name": "notes 2024.txt"}, True),
    ("redo", "redo", {}, True),
    ("redo it", "redo", {"operation": "op-42"}, True),
    ("what's happening", "status", {}, False),
    ("what's happening with that?", "status", {"job": "job-7"}, False),
    ("status", "status", {}, False),
    ("help", "help", {}, False),
    ("", "help", {}, False),
    ("suggest where invoice.pdf goes", "suggest", {"path": "invoice.pdf"}, False),
    ("where should report.docx go?", "suggest", {"path": "report.docx"}, False),
    ("show duplicates in Photos", "duplicates", {"paths": ["/data/Photos"]}, False),
    ("find duplicate files", "duplicates", {}, False),
    ("find photos from last week", "find", {"extensions": IMG, "kinds": ["photo"], "newer_than_days": 7}, False),
    ("search for invoice in Downloads", "find", {"paths": ["/data/Downloads"], "query": "invoice"}, False),
    ("list spreadsheets older than 2 months", "find",
     {"extensions": [".xlsx", ".xls", ".csv", ".ods"], "kinds": ["spreadsheet"], "older_than_days": 60}, False),
    ("move report.pdf to Archive", "move", {"path": "report.pdf", "destination": "Archive"}, True),
    ("move images from Downloads into Photos", "move",
     {"extensions": IMG, "kinds": ["image"], "source": "/data/Downloads", "destination": "/data/Photos"}, True),
    ("move *.csv files from Downloads to Data", "move",
     {"extensions": [".csv"], "source": "/data/Downloads", "destination": "Data"}, True),
    ("preview organizing Downloads using PARA", "preview",
     {"of": "organize", "paths": ["/data/Downloads"], "methodology": "para"}, False),
    ("preview moving PDFs to Archive", "preview",
     {"of": "move", "extensions": PDF, "kinds": ["pdf"], "destination": "Archive"}, False),
    ("make me a sandwich", "unknown", {"text": "make me a sandwich"}, False),
]


def test_table_has_thirty_requests() -> None:
    assert len(TABLE) == 30


@pytest.mark.parametrize(("text", "action", "arguments", "changes"), TABLE, ids=[t[0] or "<empty>" for t in TABLE])
def test_request_maps_to_action_and_arguments(text: str, action: str, arguments: dict[str, Any],
                                              changes: bool) -> None:
    intent = interpret(text, CTX)
    assert (intent.action, intent.arguments, intent.changes) == (action, arguments, changes)
    assert intent.action in ACTIONS
    assert intent.summary


def test_that_without_a_last_operation_means_the_last_change() -> None:
    assert interpret("undo that").arguments == {}
    assert interpret("undo that", None).summary == "Undo the last change."


def test_deterministic_and_to_dict() -> None:
    a = interpret("move all PDFs older than a year from Downloads to Archive", CTX)
    b = interpret("move all PDFs older than a year from Downloads to Archive", CTX)
    assert a == b
    assert a.to_dict()["action"] == "move" and a.to_dict()["changes"] is True
    assert "older than 365 days" in a.summary


def test_move_without_destination_is_not_understood() -> None:
    intent = interpret("move my PDFs", CTX)
    assert intent.action == "unknown" and not intent.changes


def test_it_and_there_refer_to_the_last_folder() -> None:
    ctx = Context(roots=("/data/Downloads",), last_folder="/data/Downloads/Archive", last_operation="7")
    assert interpret("organize it", ctx).arguments == {"paths": ["/data/Downloads/Archive"]}
    assert interpret("preview organizing it", ctx).arguments == {"of": "organize",
                                                                 "paths": ["/data/Downloads/Archive"]}
    assert interpret("show duplicates there", ctx).arguments == {"paths": ["/data/Downloads/Archive"]}
    assert interpret("organize it", Context()).arguments == {}  # no last folder: the roots
    assert interpret("undo that", ctx).arguments == {"operation": "7"}


def test_confidence_marks_what_a_model_may_refine() -> None:
    assert interpret("make me a sandwich").confidence == 0.0
    assert interpret("move the PDFs").confidence == 0.0  # move where?
    assert interpret("find the thing i wrote about the trip").confidence < 0.5  # loose free text
    assert interpret("find my tax documents from 2023").confidence == 1.0
    assert interpret("organize Downloads using PARA").to_dict()["source"] == "grammar"
