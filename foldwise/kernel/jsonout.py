"""JSON on stdout for commands: orjson (C, fast), the documents written incrementally when they are large.

``json.dumps(..., indent=2)`` runs the pure-Python encoder: on a 30,000-operation plan it took
longer than scanning and planning together. Values orjson does not know (paths, datetimes) are
written as ``str(value)``, as ``json.dumps(default=str)`` did.
"""

from __future__ import annotations

import os
import sys
from typing import IO, Any, Iterable

import orjson

__all__ = ["dumps", "dumps_str", "emit", "emit_streamed", "write_array", "write_encoded_array", "write_encoded_runs", "widen_pipe"]

_OPTS = orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATETIME
#: Items per write in ``write_array`` (bounded memory, few system calls).
CHUNK = 2000


def dumps(data: Any, *, indent: bool = False) -> bytes:
    """``data`` as UTF-8 JSON (two-space indented with ``indent``). A string orjson refuses (a file name that
    is not UTF-8, held with surrogate escapes) is written as ``json`` writes it: ``\\udcXX`` escapes, which
    Python's ``json.loads`` reads back to the same name."""
    try:
        return orjson.dumps(data, default=str, option=_OPTS | (orjson.OPT_INDENT_2 if indent else 0))
    except orjson.JSONEncodeError as exc:
        if "surrogates" not in str(exc):
            raise
        import json

        return json.dumps(data, default=str, indent=2 if indent else None,
                          separators=None if indent else (",", ":")).encode("ascii")


def dumps_str(value: str) -> bytes:
    """One string as JSON (``dumps``'s fallback for a name that is not UTF-8)."""
    try:
        return orjson.dumps(value)
    except orjson.JSONEncodeError:
        import json

        return json.dumps(value).encode("ascii")


def _stdout() -> IO[bytes]:
    sys.stdout.flush()
    return sys.stdout.buffer


def emit(data: Any) -> None:
    """Write one indented JSON document and a newline on stdout."""
    out = _stdout()
    out.write(dumps(data, indent=True) + b"\n")
    out.flush()


def write_array(out: IO[bytes], items: Iterable[Any]) -> int:
    """Write ``items`` as a compact JSON array, encoding and writing ``CHUNK`` items at a time; return the count.

    Memory stays bounded by one chunk whatever the number of items."""
    out.write(b"[")
    count = 0
    chunk: list[Any] = []
    for item in items:
        chunk.append(item)
        if len(chunk) == CHUNK:
            out.write((b"," if count else b"") + dumps(chunk)[1:-1])
            count += len(chunk)
            chunk.clear()
    if chunk:
        out.write((b"," if count else b"") + dumps(chunk)[1:-1])
        count += len(chunk)
    out.write(b"]")
    return count


def write_encoded_array(out: IO[bytes], items: Iterable[bytes]) -> int:
    """Write already encoded JSON values as a compact array, ``CHUNK`` at a time; return the count."""
    out.write(b"[")
    count = 0
    chunk: list[bytes] = []
    for item in items:
        chunk.append(item)
        if len(chunk) == CHUNK:
            out.write((b"," if count else b"") + b",".join(chunk))
            count += len(chunk)
            chunk.clear()
    if chunk:
        out.write((b"," if count else b"") + b",".join(chunk))
        count += len(chunk)
    out.write(b"]")
    return count


def write_encoded_runs(out: IO[bytes], runs: Iterable[bytes]) -> int:
    """Write runs of already encoded JSON values (each run the values joined by commas) as one compact
    array; return the number of runs."""
    out.write(b"[")
    count = 0
    for run in runs:
        if run:
            out.write((b"," if count else b"") + run)
            count += 1
    out.write(b"]")
    return count


#: Pipe buffer asked for when a large document goes to a pipe (Linux caps it at ``fs.pipe-max-size``, 1 MiB
#: by default).
PIPE_BUFFER = 1 << 20


def widen_pipe(out: IO[bytes]) -> None:
    """When ``out`` is a pipe, ask for a ``PIPE_BUFFER`` buffer (Linux ``F_SETPIPE_SZ``): with the default
    64 KiB a 40 MB plan fills it 600 times and waits each time for the reader to be scheduled; nothing
    happens elsewhere (a file, a terminal, another system, a refusal)."""
    import stat

    try:
        import fcntl

        fd = out.fileno()
        if stat.S_ISFIFO(os.fstat(fd).st_mode) and hasattr(fcntl, "F_SETPIPE_SZ"):
            fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, PIPE_BUFFER)
    except (OSError, ValueError, AttributeError, ImportError):
        pass


def emit_streamed(doc: dict[str, Any], path: tuple[str, ...], items: Iterable[Any], *, encoded: bool = False,
                  runs: bool = False) -> int:
    """Write ``doc`` on stdout with ``items`` streamed as the array at ``path`` (keys from the top; the
    keys on the path come last in their object). Returns the number of items written. ``encoded``: the
    items are JSON already (bytes), written as they are; ``runs``: each item is a run of encoded values
    joined by commas (the count is then of runs). A pipe on stdout gets a larger buffer (``widen_pipe``)."""
    out = _stdout()
    widen_pipe(out)
    count = _write_object(out, doc, path, items, "runs" if runs else encoded)
    out.write(b"\n")
    out.flush()
    return count


def _write_object(out: IO[bytes], doc: dict[str, Any], path: tuple[str, ...], items: Iterable[Any],
                  encoded: bool | str = False) -> int:
    key, rest = path[0], path[1:]
    parts = [dumps(k) + b":" + dumps(v) for k, v in doc.items() if k != key]
    out.write(b"{" + b",".join(parts) + (b"," if parts else b"") + dumps(key) + b":")
    count = (_write_object(out, doc.get(key) or {}, rest, items, encoded) if rest
             else (write_encoded_runs if encoded == "runs" else write_encoded_array if encoded else write_array)(
                 out, items))
    out.write(b"}")
    return count
