"""The rules plugin's bridge to the ``tags`` plugin, which owns tags (contract "Automation").

The rules plugin never imports it: it asks the kernel for the service by name. Without the tags
plugin, the ``tag`` condition and the ``tag``/``untag`` actions answer 503
``optional_feature_unavailable``.

It uses the tags service's ``await tags_of(paths) -> {path: tags}`` and ``await change_in(txn, {path: tags})``
(the new full tag list of each file, recorded in the rule set's own journal transaction, so its moves and its tag
changes are one undo step).
"""

from __future__ import annotations

from typing import Any

__all__ = ["TAGS_SERVICE", "tag_service", "has_tags", "retag"]

TAGS_SERVICE = "foldwise.plugins.tags.service:TagsService"


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


async def retag(tags: Any, txn: Any, path: str, *, add: list[str], remove: list[str]) -> None:
    """Add and remove tags of the file at ``path`` inside the open journal transaction ``txn``."""
    current = (await tags.tags_of([path])).get(path, [])
    gone = {t.lower() for t in remove}
    wanted = [t for t in current if t.lower() not in gone] + list(add)
    # as the tags plugin stores them: trimmed, inner spaces collapsed, lower case, unique, sorted
    await tags.change_in(txn, {path: sorted({" ".join(t.split()).lower() for t in wanted if t.strip()})})
