"""How names and folders become index words, and how a query word finds them.

Names and folders are indexed split at camelCase and letter/digit boundaries
(``InvoiceApril2024.pdf`` -> ``Invoice April 2024.pdf``), without the glued
tokens (``invoiceapril2024``, ``dsc01234``): every glued token is one more term a
prefix query has to merge (``invoice*`` expanded to dozens of ``invoicexxx``
terms, each photo's ``dscNNNN`` to thousands), which made prefix queries 2-3x
slower. The camelCase compounds of a name (every run of 2 to 4 parts:
``PowerPointDeck`` -> ``powerpoint``, ``pointdeck``, ``powerpointdeck``) are also
kept whole behind a marker (``0powerpoint``), so typing one lowercase and
complete still finds the file.
"""

from __future__ import annotations

import re

__all__ = ["GLUE", "split_words", "indexed_words", "word_alternatives"]

#: marker of whole camelCase compounds; a digit, so no word prefix a user types expands into them
GLUE = "0"
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])")
_CASE = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_LETTERS = re.compile(r"[^\W\d_]+")
_MAX_PARTS = 4


def split_words(text: str) -> str:
    """``InvoiceApril2024`` -> ``Invoice April 2024`` (camelCase and letter/digit boundaries become spaces)."""
    return _CAMEL.sub(" ", text)


def indexed_words(text: str) -> str:
    """The text indexed for a name or folder: split words, then each camelCase compound whole, marked."""
    split = split_words(text)
    glued: set[str] = set()
    for run in _LETTERS.findall(text):
        parts = _CASE.split(run)
        for start in range(len(parts) - 1):
            for end in range(start + 2, min(len(parts), start + _MAX_PARTS) + 1):
                glued.add(GLUE + "".join(parts[start:end]).lower())
    return f"{split} {' '.join(sorted(glued))}" if glued else split


def word_alternatives(words: list[str], *, prefix: bool) -> str:
    """The FTS5 expression of one query term (its ``\\w+`` pieces): the words as typed (text is indexed
    unsplit), split like names are when that differs, and a single all-letter word also as a whole
    compound (exact). Pieces are ``\\w`` runs, so they never contain a quote."""
    joined = " ".join(words)
    star = "*" if prefix else ""
    alternatives = [f'"{joined}"{star}']
    split = split_words(joined)
    if split != joined:
        alternatives.append(f'"{split}"{star}')
    if len(words) == 1 and _LETTERS.fullmatch(words[0]):
        alternatives.append(f'"{GLUE}{words[0]}"')
    return alternatives[0] if len(alternatives) == 1 else "(" + " OR ".join(alternatives) + ")"
