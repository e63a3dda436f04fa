"""Scene detection (PySceneDetect's content detector) and one keyframe per scene (OpenCV), offline.

Synchronous functions: call them in a worker thread.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from foldwise.plugins.media.deps import unavailable

__all__ = ["probe", "detect_scenes", "write_keyframes"]

#: Frames decoded between two progress/cancel checks.
CHUNK_FRAMES = 250


def _cv2() -> Any:
    try:
        import cv2
    except ImportError:
        raise unavailable("video", "cv2") from None
    return cv2


def probe(path: Path) -> dict[str, Any]:
    """``{duration, fps, frames, width, height}`` from the container (no decoding)."""
    cv2 = _cv2()
    capture = cv2.VideoCapture(str(path))
    try:
        if not capture.isOpened():
            raise ValueError("not a readable video")
        fps = float(capture.get(cv2.CAP_PROP_FPS) or 0.0)
        frames = int(capture.get(cv2.CAP_PROP_FRAME_COUNT) or 0)
        width = int(capture.get(cv2.CAP_PROP_FRAME_WIDTH) or 0)
        height = int(capture.get(cv2.CAP_PROP_FRAME_HEIGHT) or 0)
    finally:
        capture.release()
    if fps <= 0 or frames <= 0:
        raise ValueError("not a readable video")
    return {"duration": round(frames / fps, 3), "fps": round(fps, 3), "frames": frames,
            "width": width, "height": height}


def detect_scenes(path: Path, *, threshold: float = 27.0, min_scene_seconds: float = 0.5,
                  on_frame: Callable[[int], bool] | None = None) -> list[tuple[float, float]]:
    """Scenes as ``(start, end)`` seconds. ``on_frame(frame_number)`` is called every ``CHUNK_FRAMES``
    frames; returning False stops the detection (the scenes found so far are returned)."""
    try:
        from scenedetect import ContentDetector, SceneManager, open_video
    except ImportError:
        raise unavailable("video", "scenedetect") from None
    video = open_video(str(path), backend="opencv")
    fps = float(video.frame_rate) or 25.0
    manager = SceneManager()
    manager.add_detector(ContentDetector(threshold=threshold, min_scene_len=max(1, int(min_scene_seconds * fps))))
    while True:
        processed = manager.detect_scenes(video, duration=CHUNK_FRAMES, show_progress=False)
        if processed <= 0 or (on_frame is not None and not on_frame(video.frame_number)):
            break
    scenes = manager.get_scene_list(start_in_scene=True)
    return [(round(start.seconds, 3), round(end.seconds, 3)) for start, end in scenes]


def write_keyframes(path: Path, scenes: list[tuple[float, float]], folder: Path, *,
                    max_width: int = 640) -> list[dict[str, Any]]:
    """One JPEG per scene (the frame in its middle) into ``folder``: ``[{time, name}]``."""
    cv2 = _cv2()
    folder.mkdir(parents=True, exist_ok=True)
    capture = cv2.VideoCapture(str(path))
    out: list[dict[str, Any]] = []
    try:
        for index, (start, end) in enumerate(scenes):
            moment = (start + end) / 2
            capture.set(cv2.CAP_PROP_POS_MSEC, moment * 1000)
            ok, frame = capture.read()
            if not ok or frame is None:
                continue
            height, width = frame.shape[:2]
            if width > max_width:
                frame = cv2.resize(frame, (max_width, max(1, round(height * max_width / width))),
                                   interpolation=cv2.INTER_AREA)
            name = f"{index:04d}.jpg"
            target = folder / name
            tmp = folder / f".{name}.tmp.jpg"
            if not cv2.imwrite(str(tmp), frame, [cv2.IMWRITE_JPEG_QUALITY, 85]):
                continue
            tmp.replace(target)
            out.append({"time": round(moment, 3), "name": name})
    finally:
        capture.release()
    return out
