"""Media timings: Whisper tiny.en transcription against the audio's own length (real-time factor), and scene
detection + keyframes against a plain OpenCV decode of the same video (the floor any detector pays).

Run: ``python benchmarks/bench_media.py`` (needs the audio and video groups and Debian's espeak-ng).
"""

from __future__ import annotations

import subprocess
import tempfile
import time
from pathlib import Path

TEXT = ("The quarterly budget review starts on Monday morning. Please bring the sales figures for the northern "
        "region and the marketing plan for the spring campaign. After lunch we will discuss the list of open "
        "hiring positions, the new office in Lisbon, and the schedule for the product launch in September. "
        "Remember that the travel policy changed last month, so book trains instead of flights where you can. "
        "Finally, the annual security training is due by Friday, and everyone must complete it online.")


def make_video(target: Path, seconds: int = 60, fps: int = 25, size: tuple[int, int] = (640, 360)) -> int:
    import cv2
    import numpy as np

    writer = cv2.VideoWriter(str(target), cv2.VideoWriter_fourcc(*"mp4v"), fps, size)
    # dark and bright alternate, so every change is a cut at the default threshold
    palette = [np.array(c, np.uint8) for c in ((20, 20, 20), (230, 230, 230), (0, 0, 120), (200, 255, 255),
                                               (90, 0, 0), (255, 200, 230))]
    colour = palette[0]
    for i in range(seconds * fps):
        if i % (3 * fps) == 0:  # a cut every 3 seconds
            colour = palette[(i // (3 * fps)) % len(palette)]
        frame = np.empty((size[1], size[0], 3), np.uint8)
        frame[:] = colour
        x = (i * 7) % (size[0] - 40)
        frame[100:140, x:x + 40] = 255 - colour
        writer.write(frame)
    writer.release()
    return seconds // 3


def decode_all(path: Path) -> int:
    import cv2

    capture = cv2.VideoCapture(str(path))
    frames = 0
    while capture.grab():
        capture.retrieve()
        frames += 1
    capture.release()
    return frames


def main() -> None:
    from foldwise.plugins.media import scenes, transcribe

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        wav = folder / "speech.wav"
        subprocess.run(["espeak-ng", "-s", "150", "-w", str(wav), TEXT], check=True)
        t0 = time.perf_counter()
        transcribe.load_model(2)
        load = time.perf_counter() - t0
        t0 = time.perf_counter()
        result = transcribe.transcribe(wav, threads=2)
        took = time.perf_counter() - t0
        print(f"transcription: model load {load:.2f} s; {result['duration']:.1f} s of speech in {took:.2f} s "
              f"-> real-time factor {took / result['duration']:.3f} ({result['duration'] / took:.1f}x faster "
              f"than real time), {len(result['text'].split())} words")

        video = folder / "cuts.mp4"
        expected = make_video(video)
        t0 = time.perf_counter()
        frames = decode_all(video)
        decode = time.perf_counter() - t0
        t0 = time.perf_counter()
        found = scenes.detect_scenes(video)
        detect = time.perf_counter() - t0
        t0 = time.perf_counter()
        keyframes = scenes.write_keyframes(video, found, folder / "kf")
        kf = time.perf_counter() - t0
        print(f"scene detection: {frames} frames 640x360, {len(found)} scenes (expected {expected}); "
              f"decode only {decode:.2f} s ({frames / decode:.0f} fps), detection {detect:.2f} s "
              f"({frames / detect:.0f} fps) = {detect / decode:.2f}x the decode; "
              f"{len(keyframes)} keyframes in {kf:.2f} s")


if __name__ == "__main__":
    main()
