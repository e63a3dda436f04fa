"""What commands print for people: tables that fit the terminal, human sizes and times, progress bars.

Conventions (``docs/cli.md``): one row per line, never wrapped; columns of lower importance are dropped
and long cells shortened in the middle (``…``) until the table fits the terminal; piped output with no
``COLUMNS`` set is never shortened. Progress bars are drawn on stderr, only when stderr is a terminal.
rich is imported inside the functions: ``foldwise --help`` never loads it.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Iterable, Sequence

__all__ = ["Column", "print_table", "human_size", "human_time", "shorten", "terminal_width", "progress_bar",
           "terminal_console", "UNLIMITED_WIDTH"]

#: Width used when stdout is not a terminal and ``COLUMNS`` is unset: output for grep, never shortened.
UNLIMITED_WIDTH = 100_000
#: Characters between two columns.
GAP = 2
ELLIPSIS = "…"


@dataclass(frozen=True)
class Column:
    """A table column. ``drop`` ranks what goes first when the table cannot fit otherwise (0: never dropped;
    higher numbers go earlier); an ``optional`` column goes before any cell is shortened; ``min_width`` is how
    far a ``shrink`` column may be shortened (in the middle)."""

    header: str
    justify: str = "left"
    drop: int = 0
    shrink: bool = False
    min_width: int = 8
    optional: bool = False


def terminal_width() -> int:
    """The width tables must fit: ``COLUMNS`` if set, the terminal's width, else unlimited (piped)."""
    env = os.environ.get("COLUMNS", "")
    if env.isdigit() and int(env) > 0:
        return int(env)
    if sys.stdout.isatty():
        try:
            return os.get_terminal_size(sys.stdout.fileno()).columns
        except OSError:
            return 80
    return UNLIMITED_WIDTH


def terminal_console(*, stderr: bool = False) -> Any:
    """A rich Console of ``terminal_width()`` (colour only on a terminal)."""
    from rich.console import Console

    return Console(width=terminal_width(), stderr=stderr, soft_wrap=False, highlight=False)


def _cell_len(text: str) -> int:
    from rich.cells import cell_len

    return cell_len(text)


def shorten(text: str, width: int) -> str:
    """``text`` cut to ``width`` cells by replacing its middle with ``…`` (both ends of a path stay readable)."""
    if _cell_len(text) <= width:
        return text
    if width <= 1:
        return ELLIPSIS[:width]
    keep = width - 1
    head = keep // 2 if keep > 8 else keep
    tail = keep - head
    from rich.cells import set_cell_size

    start = set_cell_size(text, head)
    end = text[len(text) - tail:] if tail else ""
    while _cell_len(end) > tail:
        end = end[1:]
    return start + ELLIPSIS + end


def _fit(columns: Sequence[Column], rows: list[list[str]], width: int) -> tuple[list[int], list[int]]:
    """Which columns to keep (indexes) and the width of each kept one."""
    natural = [max([_cell_len(c.header), *(_cell_len(r[i]) for r in rows)]) for i, c in enumerate(columns)]
    keep = list(range(len(columns)))

    def least(indexes: list[int]) -> int:
        return sum(min(natural[i], max(columns[i].min_width, _cell_len(columns[i].header)))
                   if columns[i].shrink else natural[i] for i in indexes) + GAP * (len(indexes) - 1)

    def natural_width(indexes: list[int]) -> int:
        return sum(natural[i] for i in indexes) + GAP * (len(indexes) - 1)

    for i in sorted((i for i, c in enumerate(columns) if c.drop), key=lambda i: -columns[i].drop):
        if least(keep) <= width and not (columns[i].optional and natural_width(keep) > width):
            continue
        keep.remove(i)
    widths = {i: natural[i] for i in keep}
    excess = sum(widths.values()) + GAP * (len(keep) - 1) - width
    while excess > 0:
        candidates = [i for i in keep if columns[i].shrink
                      and widths[i] > max(columns[i].min_width, _cell_len(columns[i].header))]
        if not candidates:
            break
        widest = max(candidates, key=lambda i: widths[i])
        widths[widest] -= 1
        excess -= 1
    return keep, [widths[i] for i in keep]


def print_table(columns: Sequence[Column], rows: Iterable[Sequence[Any]], *, title: str | None = None,
                out: Any = None) -> None:
    """Print a table that fits ``terminal_width()``: one line per row, dropping and shortening as needed."""
    from rich import box
    from rich.table import Table

    cells = [["" if v is None else str(v) for v in row] for row in rows]
    width = terminal_width()
    keep, widths = _fit(columns, cells, width)
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1, 0, 0),
                  title=title, title_justify="left", collapse_padding=True)
    for index, w in zip(keep, widths):
        column = columns[index]
        table.add_column(column.header, justify=column.justify,  # type: ignore[arg-type]
                         no_wrap=True, overflow="ellipsis",
                         width=w, min_width=w, max_width=w)
    for row in cells:
        table.add_row(*(shorten(row[i], w) for i, w in zip(keep, widths)))
    target = out or terminal_console()
    with target.capture() as captured:
        target.print(table)
    target.out("\n".join(line.rstrip() for line in captured.get().splitlines()), highlight=False)


def human_size(n: int | float | None) -> str:
    """``1536`` -> ``1.5 KiB`` (binary units, as du -h and the web UI show them)."""
    if n is None:
        return "-"
    value = float(n)
    for unit in ("B", "KiB", "MiB", "GiB", "TiB", "PiB"):
        if abs(value) < 1024 or unit == "PiB":
            return f"{int(value)} B" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    raise AssertionError("unreachable")


def human_time(value: str | datetime | None) -> str:
    """An ISO time as ``YYYY-MM-DD HH:MM:SS`` in the local time zone (``-`` for none)."""
    if not value:
        return "-"
    try:
        moment = value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
    except ValueError:
        return str(value)
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    return moment.strftime("%Y-%m-%d %H:%M:%S")


class _NoBar:
    """The progress bar of a pipe: does nothing."""

    def __enter__(self) -> _NoBar:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def update(self, completed: float, total: float | None = None, label: str | None = None) -> None:
        return None


class _Bar:
    """A transient rich progress bar on stderr."""

    def __init__(self, label: str, total: float | None) -> None:
        from rich.progress import BarColumn, Progress, TaskProgressColumn, TextColumn, TimeElapsedColumn

        self._progress = Progress(TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(),
                                  TimeElapsedColumn(), console=terminal_console(stderr=True), transient=True)
        self._task = self._progress.add_task(label, total=total)

    def __enter__(self) -> _Bar:
        self._progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._progress.stop()

    def update(self, completed: float, total: float | None = None, label: str | None = None) -> None:
        """Move the bar to ``completed`` (of ``total`` when given)."""
        fields: dict[str, Any] = {"completed": completed}
        if total is not None:
            fields["total"] = total
        if label is not None:
            fields["description"] = label
        self._progress.update(self._task, **fields)


def progress_bar(label: str, total: float | None = 100, *, quiet: bool = False) -> _Bar | _NoBar:
    """A context manager with ``update(completed, total=None, label=None)``: a bar on stderr when stderr is
    a terminal and not ``quiet`` (``--json``), else nothing at all."""
    if quiet or not sys.stderr.isatty():
        return _NoBar()
    return _Bar(label, total)
