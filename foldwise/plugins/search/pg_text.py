"""Words and queries for the PostgreSQL search backend, tokenized in Python the way FTS5 ``unicode61
remove_diacritics 2`` tokenizes (letters and digits, case-folded, accents removed), so both backends see the
same words.

A file's ``tsvector`` is built here, not by PostgreSQL's text parser (which would read ``report.pdf`` as one
``file`` token and ``1.5`` as a number): name words get weight A, folder words B, extracted text C, and the
type facets D. User words are matched in A, B and C only (``'invo':*ABC``), exactly like FTS5 matches them in
the name, folder and body columns and never in ``facets``.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterable

from foldwise.plugins.search.filters import parse_terms
from foldwise.plugins.search.terms import GLUE, _LETTERS, split_words

__all__ = ["fold_tokens", "document_vector", "build_tsquery", "PgQuery", "make_snippet"]

_TOKEN = re.compile(r"[^\W_]+")
#: PostgreSQL keeps positions up to 16383 and 256 positions per lexeme; a lexeme is shorter than 2 KB
_MAX_POS, _MAX_POSITIONS, _MAX_LEXEME = 16383, 256, 2000
#: positions skipped between columns, so a phrase never spans the name and the folder (FTS5 phrases
#: stay inside one column)
_GAP = 8


def _fold(token: str) -> str:
    decomposed = unicodedata.normalize("NFD", token.lower())
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))


def fold_tokens(text: str) -> list[str]:
    """The words of ``text`` as the index keeps them: runs of letters and digits, lower case, no accents."""
    return [_fold(t) for t in _TOKEN.findall(text)]


def _quote(lexeme: str) -> str:
    return "'" + lexeme.replace("'", "''").replace("\\", "\\\\") + "'"


def document_vector(name_words: str, folder_words: str, body: str, facets: str) -> str:
    """The ``tsvector`` literal of one file: ``'word':1A,7A 'other':12B ...``."""
    positions: dict[str, list[str]] = {}
    pos = 1
    for text, weight in ((name_words, "A"), (folder_words, "B"), (body, "C"), (facets, "D")):
        for token in fold_tokens(text):
            if len(token.encode("utf-8")) > _MAX_LEXEME:
                continue
            slots = positions.setdefault(token, [])
            if len(slots) < _MAX_POSITIONS:
                slots.append(f"{min(pos, _MAX_POS)}{weight}")
            pos += 1
        pos += _GAP
    return " ".join(f"{_quote(t)}:{','.join(p)}" for t, p in positions.items())


class PgQuery:
    """A ``tsquery`` built from user text, plus the lexemes that highlight a snippet."""

    def __init__(self, expr: str, marks: list[tuple[str, bool]]) -> None:
        self.expr = expr
        #: ``(lexeme, prefix)`` of every positive word
        self.marks = marks


def _phrase(tokens: list[str], prefix: bool) -> str:
    parts = [f"{_quote(t)}:ABC" for t in tokens[:-1]]
    parts.append(f"{_quote(tokens[-1])}:{'*' if prefix else ''}ABC")
    return parts[0] if len(parts) == 1 else "(" + " <-> ".join(parts) + ")"


def _alternatives(words: list[str], prefix: bool, marks: list[tuple[str, bool]] | None) -> str | None:
    """The same alternatives as ``terms.word_alternatives``: as typed, split like names, whole compound."""
    joined = " ".join(words)
    options: list[str] = []
    typed = fold_tokens(joined)
    if typed:
        options.append(_phrase(typed, prefix))
        if marks is not None:
            marks.extend((t, prefix and i == len(typed) - 1) for i, t in enumerate(typed))
    split = split_words(joined)
    if split != joined:
        pieces = fold_tokens(split)
        if pieces and pieces != typed:
            options.append(_phrase(pieces, prefix))
            if marks is not None:
                marks.extend((t, prefix and i == len(pieces) - 1) for i, t in enumerate(pieces))
    if len(words) == 1 and _LETTERS.fullmatch(words[0]):
        options.append(f"{_quote(GLUE + _fold(words[0]))}:ABC")
    if not options:
        return None
    return options[0] if len(options) == 1 else "(" + " | ".join(options) + ")"


def build_tsquery(q: str) -> PgQuery | None:
    """The ``tsquery`` of user text (the same terms as ``filters.build_match``); None when nothing can match
    (no word, or a term without a letter or digit)."""
    positive: list[str] = []
    negative: list[str] = []
    marks: list[tuple[str, bool]] = []
    for negated, words, quoted in parse_terms(q):
        expr = _alternatives(words, not quoted, None if negated else marks)
        if expr is None:  # no letter or digit (``_``): FTS5's empty phrase matches nothing, excludes nothing
            if not negated:
                return None
            continue
        (negative if negated else positive).append(expr)
    if not positive:
        return None
    expr = " & ".join(positive)
    for item in negative:
        expr = f"({expr}) & !{item}"
    return PgQuery(expr, marks)


def _matches(token: str, marks: Iterable[tuple[str, bool]]) -> bool:
    return any(token.startswith(m) if prefix else token == m for m, prefix in marks)


def make_snippet(body: str, marks: list[tuple[str, bool]], *, tokens: int = 10, open_mark: str = "\x02",
                 close_mark: str = "\x03") -> str | None:
    """About ``tokens`` words of ``body`` around its first match, matches wrapped in the markers (None when
    the body holds no match), like FTS5's ``snippet()``."""
    if not body or not marks:
        return None
    spans = list(_TOKEN.finditer(body))
    hits = [i for i, m in enumerate(spans) if _matches(_fold(m.group()), marks)]
    if not hits:
        return None
    hit_set = set(hits)
    start = max(0, min(hits[0] - 2, len(spans) - tokens))
    end = min(len(spans), start + tokens)
    out: list[str] = ["…"] if start > 0 else []
    cursor = spans[start].start()
    for i in range(start, end):
        m = spans[i]
        out.append(body[cursor:m.start()])
        word = m.group()
        out.append(f"{open_mark}{word}{close_mark}" if i in hit_set else word)
        cursor = m.end()
    if end < len(spans):
        out.append("…")
    return "".join(out)
