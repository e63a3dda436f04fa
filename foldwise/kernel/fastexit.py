"""Ending a command that made 100,000s of records without freeing them one by one.

A preview of 100,000 files holds the scanned records and the plan until its last line is written; freeing
them (on the way out of the functions, then at interpreter exit) costs some 30 ms, 4% of the command, for
memory the operating system takes back at once when the process ends. The executable (``cli.entry``) arms
this module; a command whose work is done and that holds nothing needing an orderly shutdown (no kernel, no
thread, no open database) keeps its big objects with ``keep`` and calls ``allow``. ``entry`` then flushes the
standard streams, runs the ``atexit`` callbacks and ends the process with ``os._exit``. Unarmed (``main``
called by a test, a TUI) both calls do nothing and the process ends as usual.
"""

from __future__ import annotations

import os
import sys
import threading
from typing import Any

__all__ = ["arm", "allow", "keep", "finish"]

_state = {"armed": False, "allowed": False}
_kept: list[Any] = []


def arm() -> None:
    """Called by the executable before the command runs."""
    _state["armed"] = True


def keep(*objects: Any) -> None:
    """Hold ``objects`` until the process ends (armed only), so they are never freed one by one."""
    if _state["armed"]:
        _kept.extend(objects)


def allow() -> None:
    """The command is done and holds nothing that needs an orderly shutdown (armed only). What exists is
    frozen (``gc.freeze``) at once: a command that allocated with the collector paused (``gc_paused``) would
    otherwise have its first collection after the pause walk every record it made (some 40 ms at 100,000
    files) on its way out."""
    if _state["armed"]:
        import gc

        gc.freeze()
        _state["allowed"] = True


def finish(code: int) -> None:
    """End the process now with ``code`` when a command allowed it and nothing else runs; else return (the
    interpreter then exits as usual). A stream that cannot be flushed (a closed pipe) is left to the usual
    exit, which reports it as before."""
    if not (_state["armed"] and _state["allowed"]) or threading.active_count() != 1:
        return
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        return
    import atexit

    atexit._run_exitfuncs()  # logging's shutdown and the like, as the usual exit would run them
    os._exit(code)
