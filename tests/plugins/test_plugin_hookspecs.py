"""What builtin plugins publish for each other (hookspecs and services), used the way another plugin would."""

from __future__ import annotations

from pathlib import Path

from foldwise.kernel.core import open_kernel
from foldwise.kernel.settings import Settings
from waiting import wait_until_async


SEARCH = "foldwise.plugins.search.service:SearchService"
ANALYSIS = "foldwise.plugins.analysis.service:AnalysisService"


async def _wait_for_index(kernel, expected: int) -> dict:
    return await wait_until_async(lambda: kernel.service(SEARCH).stats(),
                                  until=lambda s: s["build"]["state"] == "ready" and s["files"] >= expected,
                                  what=f"the index to hold {expected} files")


async def test_search_service_reports_the_index(settings: Settings, root: Path) -> None:
    (root / "a.txt").write_text("alpha")
    (root / "b.txt").write_text("beta beta")
    (root / "photo.jpg").write_bytes(b"\xff\xd8\xff\xe0" + b"0" * 100)
    async with open_kernel(settings) as kernel:
        assert kernel.has_service(SEARCH) and kernel.service(SEARCH).running
        stats = await _wait_for_index(kernel, 3)
        assert stats["files"] == 3
        by_ext = dict((group, (count, size)) for group, count, size in
                      await kernel.service(SEARCH).inventory("ext"))
        assert by_ext["txt"] == (2, len("alpha") + len("beta beta"))
        assert by_ext["jpg"][0] == 1
        search = kernel.service(SEARCH)
    assert not search.running  # stopped with the kernel


async def test_analysis_service_extracts_text_and_hook_lists_analyzers(settings: Settings, root: Path) -> None:
    note = root / "note.md"
    note.write_text("# Title\n\nQuarterly invoice summary for the garden project.\n")
    async with open_kernel(settings) as kernel:
        names = {a.name for a in kernel.pm.collect("register_analyzers")}
        assert {"text", "pdf", "html"} <= names, names
        text = kernel.service(ANALYSIS).extract_text(note, 1000)
        assert "Quarterly invoice summary" in text
        assert len(kernel.service(ANALYSIS).extract_text(note, 10)) <= 10


async def test_methodology_hook_lists_the_three_builtins(settings: Settings) -> None:
    async with open_kernel(settings) as kernel:
        names = {m.name for m in kernel.pm.collect("register_methodologies")}
        assert {"default", "para", "johnny_decimal"} <= names
