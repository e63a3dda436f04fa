"""The terminal output helpers: middle shortening, column fitting, human sizes and times."""

from __future__ import annotations

from datetime import datetime, timezone

from foldwise.kernel.cliout import Column, _fit, human_size, human_time, shorten


def test_shorten_keeps_both_ends() -> None:
    assert shorten("short", 10) == "short"
    cut = shorten("Archive/2026/quarterly_financial_report_final_version_1.txt", 24)
    assert len(cut) == 24 and cut.startswith("Archive/2") and cut.endswith("ersion_1.txt") and "…" in cut


def test_fit_drops_optional_columns_before_shortening_then_the_highest_drop_rank() -> None:
    columns = [Column("#", drop=3, optional=True), Column("action"), Column("source", shrink=True),
               Column("reason", drop=4, optional=True, shrink=True)]
    rows = [["1", "move", "a" * 40, "r" * 40]]
    keep, widths = _fit(columns, rows, 60)  # the optional reason goes; the rest fits whole
    assert keep == [0, 1, 2] and widths == [1, 6, 40]
    keep, widths = _fit(columns, rows, 30)  # "#" goes too, then the source is shortened to fit
    assert keep == [1, 2] and widths == [6, 22]
    keep, _ = _fit(columns, rows, 200)
    assert keep == [0, 1, 2, 3]


def test_human_size_and_time() -> None:
    assert [human_size(n) for n in (0, 1023, 1024, 3400, 5 * 1024**3, None)] == [
        "0 B", "1023 B", "1.0 KiB", "3.3 KiB", "5.0 GiB", "-"]
    moment = datetime(2024, 3, 12, 8, 5, 9, tzinfo=timezone.utc)
    assert human_time(moment.isoformat()) == moment.astimezone().strftime("%Y-%m-%d %H:%M:%S")
    assert human_time(None) == "-"
