"""``gc_paused()``: no cyclic garbage collection while a bulk step allocates 10,000s of records.

Scanning and planning (organize) and preparing journal batches create one small object per
file and keep them for a while; each allocation burst makes the collector re-walk every live
object of the process (full collections included: a tenth of planning time, more in a
service with every plugin loaded) to find cycles that these records cannot form. The pause is process-wide,
so it is counted: concurrent or nested users share it and the collector comes back (only if
it was on) when the last one leaves. Cyclic garbage made meanwhile is collected afterwards.
"""

from __future__ import annotations

import gc
import threading
from contextlib import contextmanager
from typing import Iterator

__all__ = ["gc_paused"]

_lock = threading.Lock()
_users = 0
_was_enabled = False


@contextmanager
def gc_paused() -> Iterator[None]:
    """Disable the cyclic collector for the duration of the block (reference counting still frees)."""
    global _users, _was_enabled
    with _lock:
        if _users == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _users += 1
    try:
        yield
    finally:
        with _lock:
            _users -= 1
            if _users == 0 and _was_enabled:
                gc.enable()
