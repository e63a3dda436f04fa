"""Query and filter parsing (pure)."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from foldwise.plugins.search.filters import FilterError, build_match, parse_date, parse_size, parse_type

KINDS = ("document", "image", "video", "text")
NOW = datetime(2024, 7, 10, 12, 0, tzinfo=timezone.utc)


def ts(day: str) -> float:
    return datetime.fromisoformat(day).replace(tzinfo=timezone.utc).timestamp()


@pytest.mark.parametrize(("value", "expected"), [
    (">1MB", (1024**2 + 1, None)),
    (">=1MB", (1024**2, None)),
    ("<10KB", (None, 10 * 1024 - 1)),
    ("<=10kb", (None, 10 * 1024)),
    ("1MB..5MB", (1024**2, 5 * 1024**2)),
    ("..2GB", (None, 2 * 1024**3)),
    ("2048", (2048, 2048)),
    ("1.5 KB..", (1536, None)),
])
def test_sizes(value: str, expected: tuple) -> None:
    assert parse_size(value) == expected


@pytest.mark.parametrize("value", ["big", ">", "5XB", "5MB..1MB", "-3"])
def test_bad_sizes(value: str) -> None:
    with pytest.raises(FilterError) as info:
        parse_size(value)
    assert info.value.field == "size"


@pytest.mark.parametrize(("value", "expected"), [
    (">2024-01-01", (ts("2024-01-02"), None)),
    (">=2024-01-01", (ts("2024-01-01"), None)),
    ("<2024-01-01", (None, ts("2024-01-01"))),
    ("2024-01-01", (ts("2024-01-01"), ts("2024-01-02"))),
    ("2024-01-01..2024-06-30", (ts("2024-01-01"), ts("2024-07-01"))),
    ("today", (ts("2024-07-10"), None)),
    ("yesterday", (ts("2024-07-09"), ts("2024-07-10"))),
    ("7d", (NOW.timestamp() - 7 * 86400, None)),
    ("2w", (NOW.timestamp() - 14 * 86400, None)),
])
def test_dates(value: str, expected: tuple) -> None:
    assert parse_date(value, now=NOW) == expected


@pytest.mark.parametrize("value", ["soon", "2024-13-01", "2024-06-30..2024-01-01", "7x"])
def test_bad_dates(value: str) -> None:
    with pytest.raises(FilterError):
        parse_date(value, now=NOW)


def test_types() -> None:
    assert parse_type("document", KINDS) == (["document"], [])
    assert parse_type("images,.PDF", KINDS) == (["image"], ["pdf"])
    with pytest.raises(FilterError):
        parse_type("a b", KINDS)


@pytest.mark.parametrize(("q", "expected"), [
    ("invoice", '("invoice"* OR "0invoice")'),
    ("invoice 2024", '("invoice"* OR "0invoice") AND "2024"*'),
    ('"annual report"', '"annual report"'),
    ("report -draft", '(("report"* OR "0report")) NOT ("draft"* OR "0draft")'),
    ("2024-01-05", '"2024 01 05"*'),
    ("mp3", '("mp3"* OR "mp 3"*)'),
    ("InvoiceApril", '("InvoiceApril"* OR "Invoice April"* OR "0InvoiceApril")'),
    ('"April2024 report"', '("April2024 report" OR "April 2024 report")'),
    ('inv" OR x NEAR(', '("inv"* OR "0inv") AND ("OR"* OR "0OR") AND ("x"* OR "0x") AND ("NEAR"* OR "0NEAR")'),
    ("!!! ---", None),
])
def test_match_expression(q: str, expected: str | None) -> None:
    assert build_match(q) == expected
