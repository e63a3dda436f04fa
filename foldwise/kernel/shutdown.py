"""Ending a long-running process (``serve``, ``worker``) quickly once it has closed everything itself.

After a graceful stop the database, broker and event connections are closed and the logs written; what is
left is the interpreter's teardown of a large heap (hundreds of milliseconds on a busy machine), which
would push a SIGTERM past the one second the deployment guide promises. ``exit_now`` flushes the streams
and ends the process without it.
"""

from __future__ import annotations

import logging
import os
import sys

__all__ = ["exit_now", "QuietCancelledListener"]


def exit_now(code: int = 0) -> None:
    """Flush logs and standard streams, then end the process with ``code`` (no interpreter teardown)."""
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # closed or broken pipe: nothing more to write
            pass
    os._exit(code)


class QuietCancelledListener(logging.Filter):
    """Drops taskiq's warning that its listening task was cancelled: that is how a worker stops."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "listenig task was cancelled" not in record.getMessage() and \
            "listening task was cancelled" not in record.getMessage()
