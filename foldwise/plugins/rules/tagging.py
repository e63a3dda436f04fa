"""The rules plugin's bridge to the ``tags`` plugin, which owns tags (contract "Automation").

The rules plugin never imports it: it asks the kernel for the service by name. Without the tags
plugin, the ``tag`` condition and the ``tag``/``untag`` actions answer 503
``optional_feature_unavailable``.

The tags service is expected to offer ``await tags_of(path) -> list[str]`` and
``await change(path, *, add, remove, txn)`` (recording the change in the given journal transaction).
"""

from __future__ import annotations

from typing import Any

__all__ = ["TAGS_SERVICE", "tag_service", "has_tags"]

TAGS_SERVICE = "foldwise.plugins.tags.service:TagService"


def has_tags(kernel: Any) -> bool:
    """True when an enabled plugin provides the tags service."""
    try:
        return bool(kernel.has_service(TAGS_SERVICE))
    except Exception:  # noqa: BLE001 - an unknown name is "not provided"
        return False


def tag_service(kernel: Any) -> Any:
    """The tags service, or 503 ``optional_feature_unavailable``."""
    from foldwise.sdk import FeatureUnavailable

    if not has_tags(kernel):
        raise FeatureUnavailable("tag rules", "tags", "tag conditions and tag/untag actions need the tags plugin, "
                                                      "which is not installed or is disabled")
    return kernel.service(TAGS_SERVICE)
