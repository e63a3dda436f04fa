"""``gc_paused()``: no cyclic garbage collection while a scan or plan allocates 100,000s of records.

Scanning and planning create one tuple per file and keep them; each allocation burst makes
the collector re-walk every live object (full collections included), about a tenth of the
planning time, to find cycles that these records cannot form. The pause is process-wide,
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
