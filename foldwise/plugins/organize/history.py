"""What the person did before, read from the operation journal, as placement evidence.

Three signals (docs/organize.md, "What you did before"):

- **you put it here**: a file (or a folder of files) the person moved with a plain move (the files API,
  the web file manager, a plugin's move: journal kind ``move``) stays where they put it;
- **you undid it**: a file an organize move took somewhere and an undo brought back is not proposed for
  the same folder again (a redo withdraws that);
- **you file such things there**: a loose file whose name shares a distinctive word and its kind with files
  the person moved into a folder of the organized tree goes to that folder (Johnny Decimal: to that
  folder's category, numbered there; ``learnt_table`` with a ``target``).

Only the newest ``HISTORY_LIMIT`` moves are read, once per plan (one query), and applying the evidence is a
dictionary lookup per file, so it costs nothing when the journal is empty.
"""

from __future__ import annotations

import hashlib
import os
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator, Sequence

from foldwise.plugins.organize.facts import FileFacts, kind_of, split_ext
from foldwise.plugins.organize.methodologies.common import words
from foldwise.plugins.organize.methodology import Placed
from foldwise.plugins.organize.subjects import GENERIC_FOLDER_WORDS

__all__ = ["History", "load_history", "load_history_sqlite", "apply_history", "learnt_table", "learnt_place",
           "learnt_confidence", "HISTORY_LIMIT", "USER_KINDS", "KEPT", "LEARNT"]

#: Newest journal moves read for one plan, from at most this many transactions.
HISTORY_LIMIT, HISTORY_TRANSACTIONS = 20_000, 500
#: Transaction kinds that are a person's own moves (not automation such as rules or the daemon).
USER_KINDS = frozenset({"move"})
#: Confidence of "you put it here" and the base of "you file such things there".
KEPT, LEARNT = 0.95, 0.7
_UNDONE_PREFIX = "left in place: you undid moving it to "


@dataclass
class History:
    """Evidence from the journal, as absolute paths."""

    #: where a person moved a file or folder -> where it came from
    placed: dict[str, str] = field(default_factory=dict)
    #: a file brought back by undoing an organize move -> the destination that was undone
    rejected: dict[str, str] = field(default_factory=dict)
    #: a person's moves, oldest first: (source, destination)
    moves: list[tuple[str, str]] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.placed or self.rejected)

    def digest(self) -> str:
        """A short fingerprint of the evidence (part of a memoised plan's key)."""
        h = hashlib.blake2b(digest_size=12)
        for table in (self.placed, self.rejected):
            for k in sorted(table):
                h.update(f"{k}\0{table[k]}\n".encode("utf-8", "surrogateescape"))
            h.update(b"\1")
        return h.hexdigest()

    @classmethod
    def from_rows(cls, rows: Iterable[tuple[int, str, str, str, str | None]]) -> History:
        """Build from ``(op id, src, dst, transaction kind, original kind)`` move rows, any order: the
        original kind is the kind of the change an undo or redo reverses."""
        out = cls()
        for _id, src, dst, kind, original in sorted(rows):
            if kind in USER_KINDS:
                out.placed.pop(src, None)
                out.placed[dst] = src
                out.rejected.pop(src, None)
                out.moves.append((src, dst))
            elif kind == "undo":
                if original == "organize":
                    out.rejected[dst] = src  # the file is back at dst; src is the destination undone
                elif original in USER_KINDS:
                    out.placed.pop(src, None)  # the person withdrew their own move
            elif kind == "redo":
                if original == "organize" and out.rejected.get(src) == dst:
                    del out.rejected[src]
                elif original in USER_KINDS:
                    out.placed[dst] = src
            elif kind == "organize":
                out.placed.pop(src, None)
                out.rejected.pop(src, None)
        return out


async def load_history(kernel: Any, limit: int = HISTORY_LIMIT) -> History:
    """Read the journal's evidence: the moves of the newest ``HISTORY_TRANSACTIONS`` plain moves, undos
    and redos (organize jobs themselves are not read: a job of 100,000 moves says nothing about the person),
    at most ``limit`` moves in all (an empty history without a kernel). Through the ORM (SQLite or
    PostgreSQL); ``load_history_sqlite`` runs the same three queries on a SQLite file without it."""
    from foldwise.sdk import Operation, Transaction

    if kernel is None:
        return History()
    txns: dict[int, tuple[str, int | None]] = {
        t: (k, u) for t, k, u in await Transaction.filter(kind__in=(*USER_KINDS, "undo", "redo"))
        .order_by("-id").limit(HISTORY_TRANSACTIONS).values_list("id", "kind", "undo_of")}
    if not txns:
        return History()
    wanted = set(txns)
    parents = {u for _k, u in txns.values() if u is not None} - set(txns)
    while parents:  # the changes the undos and redos reverse (a short chain each)
        found = await Transaction.filter(id__in=list(parents)).values_list("id", "kind", "undo_of")
        parents = _add_parents(txns, found)
    relevant, origins = _relevant(txns, wanted)
    if not relevant:
        return History()
    ops = await (Operation.filter(transaction_id__in=relevant, op="move", state="done").order_by("-id")
                 .limit(limit).values_list("id", "src", "dst", "transaction_id"))
    return _from_ops(ops, txns, origins)


def load_history_sqlite(database: str, limit: int = HISTORY_LIMIT) -> History:
    """``load_history`` on the SQLite database file ``database`` with ``sqlite3`` (no ORM, read-only): the
    same queries, the same ``History``. No database file, or one without the journal's tables (never
    migrated), gives an empty history; any other failure raises ``sqlite3.Error`` (the caller then reads the
    journal through the kernel rather than plan without its evidence)."""
    import sqlite3
    from urllib.parse import quote

    if not os.path.isfile(database):
        return History()
    kinds = (*USER_KINDS, "undo", "redo")
    conn = sqlite3.connect(f"file:{quote(os.path.abspath(database))}?mode=ro", uri=True)
    try:
        try:
            rows = conn.execute(
                f"SELECT id, kind, undo_of FROM journal_transaction WHERE kind IN ({','.join('?' * len(kinds))}) "
                "ORDER BY id DESC LIMIT ?", (*kinds, HISTORY_TRANSACTIONS)).fetchall()
        except sqlite3.OperationalError as exc:
            if "no such table" in str(exc):  # a database never migrated: no journal yet
                return History()
            raise
        txns: dict[int, tuple[str, int | None]] = {t: (k, u) for t, k, u in rows}
        if not txns:
            return History()
        wanted = set(txns)
        parents = {u for _k, u in txns.values() if u is not None} - set(txns)
        while parents:
            ids = sorted(parents)
            found = conn.execute(f"SELECT id, kind, undo_of FROM journal_transaction WHERE id IN "
                                 f"({','.join('?' * len(ids))})", ids).fetchall()
            parents = _add_parents(txns, found)
        relevant, origins = _relevant(txns, wanted)
        if not relevant:
            return History()
        ops = conn.execute(
            f"SELECT id, src, dst, transaction_id FROM journal_operation WHERE transaction_id IN "
            f"({','.join('?' * len(relevant))}) AND op = 'move' AND state = 'done' ORDER BY id DESC LIMIT ?",
            (*relevant, limit)).fetchall()
        return _from_ops(ops, txns, origins)
    finally:
        conn.close()


def _add_parents(txns: dict[int, tuple[str, int | None]], found: Iterable[tuple[int, str, int | None]]) -> set[int]:
    """Record the parent transactions ``found``; the parents still unknown (the next step of the chains)."""
    found = list(found)
    for t, k, u in found:
        txns[t] = (k, u)
    return {u for _t, _k, u in found if u is not None and u not in txns}


def _relevant(txns: dict[int, tuple[str, int | None]], wanted: set[int]) -> tuple[list[int], dict[int, str | None]]:
    """The transactions whose moves are evidence, and each wanted transaction's original kind (the kind of
    the change an undo or redo reverses, following the chain)."""

    def original(t: int) -> str | None:
        for _ in range(1000):
            kind, parent = txns.get(t, (None, None))
            if parent is None or kind not in ("undo", "redo"):
                return kind
            t = parent
        return None

    origins = {t: original(t) for t in wanted}
    return [t for t in wanted if origins[t] in USER_KINDS or origins[t] == "organize"], origins


def _from_ops(ops: Iterable[tuple[int, str, str, int]], txns: dict[int, tuple[str, int | None]],
              origins: dict[int, str | None]) -> History:
    # a move later undone is ``reverted`` (not read): its undo row tells the story
    return History.from_rows((op_id, src, dst, txns[t][0], origins[t]) for op_id, src, dst, t in ops if src and dst)


def _base_of(facts: FileFacts) -> str:
    return facts.path[:len(facts.path) - len(facts.rel) - 1]


def _signature(name: str) -> tuple[frozenset[str], str]:
    """Distinctive words of a name (no generic or number-only words) and its kind."""
    stem, ext = split_ext(name)
    found = frozenset(w for w in words(stem) if len(w) >= 3 and not w.isdigit() and w not in GENERIC_FOLDER_WORDS)
    return found, kind_of(ext)


def learnt_table(history: History, base: str,
                 target: Callable[[str], str | None] | None = None) -> dict[tuple[str, str], Counter[str]]:
    """(word, kind) -> where a person moved such files (counts): the folder (relative to ``base``), or what
    ``target`` makes of it (Johnny Decimal: the category folder; None: not a place that counts)."""
    table: dict[tuple[str, str], Counter[str]] = {}
    prefix = base.rstrip(os.sep) + os.sep
    for _src, dst in history.moves:
        if not dst.startswith(prefix) or history.placed.get(dst) is None:
            continue
        folder, _, name = dst[len(prefix):].replace(os.sep, "/").rpartition("/")
        if not folder or not split_ext(name)[1]:
            continue  # the top of the organized folder, or a folder move: no evidence for loose files
        place = target(folder) if target is not None else folder
        if place is None:
            continue
        found, kind = _signature(name)
        for word in found:
            table.setdefault((word, kind), Counter())[place] += 1
    return table


def learnt_place(table: dict[tuple[str, str], Counter[str]], name: str) -> tuple[str, int, str] | None:
    """Where the person filed files like ``name`` (same distinctive word and kind): ``(place, moves, word)``,
    most moves first, ties by place; None without such evidence."""
    if not table:
        return None
    found, kind = _signature(name)
    votes: Counter[str] = Counter()
    why: dict[str, str] = {}
    for word in sorted(found):
        for place, n in table.get((word, kind), {}).items():
            votes[place] += n
            why.setdefault(place, word)
    if not votes:
        return None
    place, n = min(votes.items(), key=lambda kv: (-kv[1], kv[0]))
    return place, n, why[place]


def learnt_confidence(moves: int) -> float:
    """Confidence of "you file such things there": 0.70 + 0.05 per further move, at most 0.9."""
    return round(min(0.9, LEARNT + 0.05 * (moves - 1)), 3)


def apply_history(files: Sequence[FileFacts], placed: Iterable[Placed], history: History | None, *,
                  loose: Callable[[int], bool] | None = None) -> Iterator[Placed]:
    """``placed`` with the journal's evidence applied, file by file (see the module docstring).

    ``loose(i)``: True when file ``i`` is placed on its own (not with a folder of related work); only such
    files follow what the person filed before. None: the learnt folders are not used (Johnny Decimal)."""
    if not history or not files:
        yield from placed
        return
    base = _base_of(files[0])
    prefix = base.rstrip(os.sep) + os.sep
    placed_folders = {p for p in history.placed if p.startswith(prefix)}
    learnt = learnt_table(history, base) if loose is not None else {}
    kept_folder: dict[str, str | None] = {}
    for i, (facts, place) in enumerate(zip(files, placed)):
        path = facts.path
        came_from = history.placed.get(path)
        if came_from is None and placed_folders:
            folder = path.rpartition(os.sep)[0]
            if folder not in kept_folder:
                hit, at = None, folder
                while at.startswith(prefix):
                    if at in history.placed:
                        hit = at
                        break
                    at = at.rpartition(os.sep)[0]
                kept_folder[folder] = hit
            if kept_folder[folder] is not None:
                came_from = history.placed[kept_folder[folder]]
        if came_from is not None:
            here = facts.rel.rpartition("/")[0]
            yield (here, facts.name, f"you moved it here (from {os.path.basename(came_from) or came_from!r}): "
                   "kept where you put it", KEPT)
            continue
        undone = history.rejected.get(path)
        if undone is not None and place[0] is not None:
            target = undone.rpartition(os.sep)[0]
            planned = f"{base}{os.sep}{place[0]}".rstrip(os.sep) if place[0] else base
            if planned == target:
                shown = target[len(prefix):] if target.startswith(prefix) else target
                yield None, None, f"{_UNDONE_PREFIX}{shown!r} before", place[3]
                continue
        if (learnt and place[0] is not None and loose is not None and loose(i)
                and facts.rel != (f"{place[0]}/{place[1]}" if place[0] else place[1])):  # filed already: stays
            hit = learnt_place(learnt, facts.name)
            if hit is not None:
                folder, n, word = hit
                name = place[1] or facts.name
                yield (folder, name, f"you filed {n} file(s) with {word!r} in the name in {folder!r} before",
                       learnt_confidence(n))
                continue
        yield place
