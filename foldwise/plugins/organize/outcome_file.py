"""The planner's memoised outcome (``memo.outcome_of``) as one compact binary file.

A JSON document of 100,000 operations costs ~0.2 s to parse back into lists of Python numbers; this file
holds the plan's numeric columns as the raw bytes of their ``array`` (read back with one ``frombytes``
each), the two path columns as NUL-joined UTF-8 (a path never holds NUL; one ``split`` each) and the rest
(planner code stamp, folder stamps, reasons, summary) as a one-line JSON header::

    foldwise-outcome 1\\n<header JSON>\\n<actions><reason_ids><confidence><sizes><mtimes><sources><destinations>

The header names the key, the operation count, the byte order and each section's length: a file written
for another key, on another machine or cut short reads as None (a miss), never as a wrong plan.
"""

from __future__ import annotations

import sys
from array import array
from typing import Any

import orjson

__all__ = ["encode_outcome", "decode_outcome"]

MAGIC = b"foldwise-outcome 1\n"
#: The numeric columns: (outcome key, array type code).
_ARRAYS = (("reason_ids", "I"), ("confidence", "f"), ("sizes", "q"), ("mtimes", "q"))
_SEP = "\0"


def _text_column(values: list[str]) -> bytes:
    return _SEP.join(values).encode("utf-8", "surrogateescape")


def _split(blob: Any, count: int) -> list[str]:
    if not count:
        return []
    return str(blob, "utf-8", "surrogateescape").split(_SEP)


def encode_outcome(key: str, outcome: dict[str, Any]) -> bytes | None:
    """The file's bytes for ``outcome`` memoised under ``key``; None when it cannot be written (a name in
    the header that is not UTF-8, a path holding NUL)."""
    try:
        actions = bytes(outcome["actions"]) if not isinstance(outcome["actions"], str) \
            else outcome["actions"].encode("ascii")
        count = len(actions)
        columns = [array(code, outcome[name]).tobytes() for name, code in _ARRAYS]
        sources, destinations = list(outcome["sources"]), list(outcome["destinations"])
        texts = [_text_column(sources), _text_column(destinations)]
        # a path holding NUL would split wrongly: exactly ``count - 1`` separators in each column
        if len(sources) != count or len(destinations) != count \
                or any(text.count(b"\0") != max(count - 1, 0) for text in texts):
            return None
        sections = [actions, *columns, *texts]
        header = orjson.dumps({"key": key, "count": count, "order": sys.byteorder,
                               "sizes": [array(code).itemsize for _n, code in _ARRAYS],
                               "lengths": [len(s) for s in sections], "code": outcome["code"],
                               "stamps": outcome["stamps"], "reasons": outcome["reasons"],
                               "summary": outcome["summary"]})
    except (KeyError, TypeError, ValueError, OverflowError, UnicodeEncodeError, orjson.JSONEncodeError):
        return None
    return b"".join((MAGIC, header, b"\n", *sections))


def decode_outcome(key: str, data: bytes) -> dict[str, Any] | None:
    """The outcome kept in ``data`` for ``key`` (the dictionary ``memo.outcome_of`` makes), None when the
    file is not one written for ``key`` on this machine, or is damaged."""
    if not data.startswith(MAGIC):
        return None
    end = data.find(b"\n", len(MAGIC))
    try:
        head = orjson.loads(data[len(MAGIC):end])
        if head["key"] != key or head["order"] != sys.byteorder \
                or head["sizes"] != [array(code).itemsize for _n, code in _ARRAYS]:
            return None
        lengths = head["lengths"]
        count = head["count"]
        if len(lengths) != 7 or end + 1 + sum(lengths) != len(data):
            return None
        view = memoryview(data)
        at = end + 1
        sections = []
        for length in lengths:
            sections.append(view[at:at + length])
            at += length
        out: dict[str, Any] = {"code": head["code"], "stamps": head["stamps"], "reasons": head["reasons"],
                               "summary": head["summary"], "actions": bytes(sections[0])}
        for (name, code), section in zip(_ARRAYS, sections[1:5]):
            column = array(code)
            column.frombytes(section)
            out[name] = column
        out["sources"] = _split(sections[5], count)
        out["destinations"] = _split(sections[6], count)
    except (KeyError, TypeError, ValueError, IndexError, UnicodeDecodeError):
        return None
    if not all(len(out[name]) == count for name in ("actions", "sources", "destinations", *(n for n, _c in _ARRAYS))):
        return None
    return out
