"""Who is alive: the identity of this process and whether another process still runs.

Several foldwise processes (service instances, ``foldwise worker``) may share one database. Journal
recovery and job recovery must only settle work whose process is gone, never work in flight elsewhere.
"""

from __future__ import annotations

import os
import socket

__all__ = ["process_id", "pid_alive", "local_owner_alive"]


def process_id() -> str:
    """``host:pid`` of this process."""
    return f"{socket.gethostname()}:{os.getpid()}"


def pid_alive(pid: int) -> bool:
    """True while a process with ``pid`` exists on this host."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def local_owner_alive(owner: str) -> bool | None:
    """For an owner ``host:pid`` on this host: whether that process still runs (our own pid counts as
    alive; the caller decides whether the work is really ours). None for another host's owner."""
    host, _, pid_text = owner.rpartition(":")
    if host != socket.gethostname() or not pid_text.isdigit():
        return None
    return pid_alive(int(pid_text))
