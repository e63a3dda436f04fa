"""Real generated media for the media tests: espeak-ng speech and an OpenCV-written video with hard cuts."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

SPEECH = "The weather today is sunny. Please send the quarterly budget report to the finance team."
#: BGR colours with large brightness/hue differences: every change is a cut for the content detector.
COLOURS = [(20, 20, 20), (230, 230, 230), (0, 0, 200), (200, 200, 0), (40, 40, 40)]


def make_speech(target: Path, text: str = SPEECH) -> Path:
    """Speak ``text`` into a WAV file with espeak-ng (slow, clear voice)."""
    espeak = shutil.which("espeak-ng")
    if espeak is None:
        pytest.fail("espeak-ng is not installed (Debian package espeak-ng)")
    subprocess.run([espeak, "-s", "140", "-w", str(target), text], check=True, capture_output=True)
    return target


def make_cuts(target: Path, seconds_per_scene: float = 2.0, fps: int = 25,
              colours: list[tuple[int, int, int]] = COLOURS) -> Path:
    """An MP4 of solid colour blocks that change abruptly every ``seconds_per_scene`` (a moving bar inside)."""
    import cv2
    import numpy as np

    writer = cv2.VideoWriter(str(target), cv2.VideoWriter_fourcc(*"mp4v"), fps, (160, 120))
    frames = int(seconds_per_scene * fps)
    for colour in colours:
        for i in range(frames):
            frame = np.zeros((120, 160, 3), np.uint8)
            frame[:] = colour
            bar = tuple(255 - c for c in colour)
            cv2.rectangle(frame, (i % 140, 100), (i % 140 + 10, 110), bar, -1)
            writer.write(frame)
    writer.release()
    return target
