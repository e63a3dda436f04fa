"""Names shared by every process of one installation (broker queues, pub/sub channels).

Processes of one installation share a database, so the namespace is derived from the
database's *name* (not its host, which may be spelled differently on each machine).
"""

from __future__ import annotations

import hashlib
import re
from urllib.parse import urlsplit

from foldwise.kernel.settings import Settings

__all__ = ["installation_namespace"]


def installation_namespace(settings: Settings) -> str:
    """A short token (``[a-z0-9_]``) naming this installation's queues and channels."""
    url = settings.database_url
    parts = urlsplit(url)
    if parts.scheme.startswith("sqlite"):
        basis = url
    else:
        basis = parts.path.lstrip("/") or url
    slug = re.sub(r"[^a-z0-9]+", "_", basis.lower()).strip("_")[-24:]
    digest = hashlib.sha1(basis.encode()).hexdigest()[:8]
    return f"{slug}_{digest}" if slug else digest
