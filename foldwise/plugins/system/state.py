"""``SystemState``: the system plugin's per-kernel state (found with ``kernel.service(SystemState)``)."""

from __future__ import annotations

import asyncio
from typing import Any

__all__ = ["SystemState"]


class SystemState:
    """When this kernel started serving, and the lock that serialises configuration writes."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        #: ``time.time()`` when the kernel ran ``startup``; None in a kernel that was not started
        self.started_at: float | None = None
        #: held while a configuration change is validated, written and applied
        self.config_lock = asyncio.Lock()
