"""``MediaService``: transcription and video analysis for files under the roots, inline or as a job (no Quart).

The heavy libraries are imported only inside the worker threads that use them.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import re
import shutil
import time
from pathlib import Path
from typing import Any

from foldwise.plugins.media.deps import require_group
from foldwise.plugins.media.settings import MediaSettings, media_settings
from foldwise.sdk import InvalidId, InvalidRequest, JobCancelled, JobError, NotFound

__all__ = ["MediaService", "JOB_TRANSCRIBE", "JOB_ANALYZE", "run_transcribe_job",
           "run_analyze_job", "KEY_RE", "NAME_RE"]

JOB_TRANSCRIBE = "audio.transcribe"
JOB_ANALYZE = "video.analyze"
KEY_RE = re.compile(r"^[0-9a-f]{32}$")
NAME_RE = re.compile(r"^[0-9]{4}\.jpg$")
class MediaService:
    """Transcribe audio and analyse video under the kernel's roots."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        self.settings: MediaSettings = media_settings(kernel)
        # one heavy decode at a time per process: the machine's cores are better used by one job at full speed
        self._busy = asyncio.Semaphore(1)

    # ---- paths ------------------------------------------------------------------------
    async def resolve(self, path: str) -> Path:
        """A regular file inside the roots (400 ``invalid_path``, 403 ``path_not_allowed``, 404 ``not_found``)."""
        resolved: Path = await self.kernel.sandbox.aresolve(path)
        if not await asyncio.to_thread(resolved.is_file):
            raise InvalidRequest("the path is not a regular file")
        return resolved

    def cache_root(self) -> Path:
        """``<home>/cache/media/keyframes``: keyframes live here, never next to the user's files."""
        return Path(self.kernel.settings.home) / "cache" / "media" / "keyframes"

    def cache_key(self, path: Path, threshold: float) -> str:
        """The cache folder name of one analysis: the file's path, size and mtime plus the threshold."""
        st = path.stat()
        raw = f"{path}\0{st.st_size}\0{st.st_mtime_ns}\0{threshold:.3f}"
        return hashlib.sha256(raw.encode("utf-8", "surrogateescape")).hexdigest()[:32]

    def keyframe_file(self, key: str, name: str) -> Path:
        """A cached keyframe (400 ``invalid_id`` for a malformed key or name, 404 when absent)."""
        if not KEY_RE.match(key) or not NAME_RE.match(name):
            raise InvalidId("malformed keyframe id")
        target = self.cache_root() / key / name
        if not target.is_file():
            raise NotFound("keyframe not found (the cache may have been cleared: analyse the video again)")
        return target

    # ---- requests ------------------------------------------------------------------------
    async def transcribe(self, path: str, *, background: bool | None = None,
                         user_id: int | None = None) -> tuple[str, dict[str, Any]]:
        """``("done", transcript)`` or ``("job", {job_id, status})`` when it runs as a job."""
        require_group("audio")
        resolved = await self.resolve(path)
        if await self._as_job(background, self._audio_duration, resolved):
            return "job", await self._start(JOB_TRANSCRIBE, {"path": str(resolved)}, user_id)
        async with self._busy:
            started = time.monotonic()
            result = await asyncio.to_thread(self._transcribe_sync, resolved)
        return "done", {"path": str(resolved), **result, "elapsed": round(time.monotonic() - started, 3)}

    async def analyze(self, path: str, *, threshold: float | None = None, background: bool | None = None,
                      user_id: int | None = None) -> tuple[str, dict[str, Any]]:
        """``("done", analysis)`` or ``("job", {job_id, status})`` when it runs as a job."""
        require_group("video")
        resolved = await self.resolve(path)
        threshold = self.settings.scene_threshold if threshold is None else threshold
        if await self._as_job(background, self._video_duration, resolved):
            return "job", await self._start(JOB_ANALYZE, {"path": str(resolved), "threshold": threshold}, user_id)
        async with self._busy:
            started = time.monotonic()
            result = await asyncio.to_thread(self._analyze_sync, resolved, threshold, None)
        return "done", {**result, "elapsed": round(time.monotonic() - started, 3)}

    async def job(self, job_id: str) -> dict[str, Any]:
        """The Job object of a media job (404 for unknown ids and other job types)."""
        job = await self.kernel.jobs.get(job_id)
        if job.type not in (JOB_TRANSCRIBE, JOB_ANALYZE):
            raise NotFound(f"job {job_id} is not a media job")
        return self.kernel.jobs.to_wire(job)

    async def _as_job(self, background: bool | None, probe: Any, path: Path) -> bool:
        """Probe the file (400 when it is not readable media); True when the work should be a job."""
        duration = await asyncio.to_thread(probe, path)
        return background if background is not None else duration > self.settings.sync_limit_seconds

    async def _start(self, job_type: str, params: dict[str, Any], user_id: int | None) -> dict[str, Any]:
        job = await self.kernel.jobs.create(job_type, params, user_id=user_id, file_count=1)
        await self.kernel.jobs.enqueue(job.id)
        return {"job_id": job.id, "status": "in_progress", "type": job_type}

    # ---- worker-thread bodies ------------------------------------------------------------
    def _audio_duration(self, path: Path) -> float:
        from foldwise.plugins.media.transcribe import audio_duration

        try:
            return audio_duration(path)
        except Exception:  # noqa: BLE001 - PyAV raises many kinds for a non-audio file
            raise InvalidRequest("the file is not a readable audio or video file") from None

    def _video_duration(self, path: Path) -> float:
        return float(self._probe(path)["duration"])

    def _probe(self, path: Path) -> dict[str, Any]:
        from foldwise.plugins.media.scenes import probe

        try:
            return probe(path)
        except ValueError:
            raise InvalidRequest("the file is not a readable video") from None

    def _transcribe_sync(self, path: Path) -> dict[str, Any]:
        from foldwise.plugins.media.transcribe import transcribe

        try:
            return transcribe(path, beam_size=self.settings.beam_size, threads=self.settings.threads)
        except (InvalidRequest, NotFound):
            raise
        except Exception as exc:  # noqa: BLE001 - decoder errors for a file that is not audio
            if type(exc).__module__.startswith("av"):
                raise InvalidRequest("the file is not a readable audio or video file") from None
            raise

    def _analyze_sync(self, path: Path, threshold: float, on_frame: Any) -> dict[str, Any]:
        """Probe, detect scenes, write keyframes into the cache (reused while the file is unchanged)."""
        from foldwise.plugins.media.scenes import detect_scenes, write_keyframes

        info = self._probe(path)
        key = self.cache_key(path, threshold)
        folder = self.cache_root() / key
        manifest = folder / "analysis.json"
        if manifest.is_file():
            try:
                return json.loads(manifest.read_text())
            except (OSError, ValueError):
                pass
        stopped = False

        def tick(frame: int) -> bool:
            nonlocal stopped
            stopped = on_frame is not None and not on_frame(frame)
            return not stopped

        scenes = detect_scenes(path, threshold=threshold, on_frame=tick)
        if stopped:  # cancelled: nothing is cached
            raise JobCancelled()
        if not scenes:  # no cut: the whole video is one scene
            scenes = [(0.0, info["duration"])]
        tmp = folder.with_name(f".{key}.{os.getpid()}.tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        frames = write_keyframes(path, scenes, tmp, max_width=self.settings.max_keyframe_width)
        result = {
            "path": str(path), "duration": info["duration"], "fps": info["fps"],
            "width": info["width"], "height": info["height"], "threshold": threshold,
            "scenes": [{"start": s, "end": e} for s, e in scenes],
            "keyframes": [{"time": f["time"], "id": f"{key}/{f['name']}",
                           "url": f"/api/v1/video/keyframes/{key}/{f['name']}"} for f in frames],
        }
        (tmp / "analysis.json").write_text(json.dumps(result))
        shutil.rmtree(folder, ignore_errors=True)
        tmp.replace(folder)
        return result


# ---- job handlers --------------------------------------------------------------------------
async def _job_path(ctx: Any) -> Path:
    path = Path(ctx.params["path"])
    if not await asyncio.to_thread(path.is_file):
        raise JobError("the file is gone")
    await ctx.kernel.sandbox.aresolve(str(path))
    return path


async def run_transcribe_job(ctx: Any) -> dict[str, Any]:
    """Job ``audio.transcribe``: decode segment by segment, report progress by audio time, stop on cancel."""
    from foldwise.plugins.media.transcribe import segment_dict, segments

    service = ctx.kernel.service(MediaService)
    path = await _job_path(ctx)
    started = time.monotonic()
    async with service._busy:
        items, info = await asyncio.to_thread(segments, path, beam_size=service.settings.beam_size,
                                              threads=service.settings.threads)
        total = max(1, int(info["duration"] * 1000))
        parts: list[dict[str, Any]] = []
        while True:
            segment = await asyncio.to_thread(next, items, None)
            if segment is None:
                break
            parts.append(segment_dict(segment, info["duration"]))
            await ctx.progress(min(total, int(segment.end * 1000)), total)
            if ctx.cancelled:
                raise JobCancelled()
    await ctx.progress(total, total)
    return {"path": str(path), "text": " ".join(p["text"] for p in parts if p["text"]), "segments": parts,
            **info, "elapsed": round(time.monotonic() - started, 3)}


async def run_analyze_job(ctx: Any) -> dict[str, Any]:
    """Job ``video.analyze``: scene detection in chunks of frames with progress and cancel between them."""
    service = ctx.kernel.service(MediaService)
    path = await _job_path(ctx)
    loop = asyncio.get_running_loop()
    info = await asyncio.to_thread(service._probe, path)
    frames = max(1, int(info["frames"]))

    def on_frame(frame: int) -> bool:
        asyncio.run_coroutine_threadsafe(ctx.progress(min(frame, frames - 1), frames), loop)
        return not ctx.cancelled

    started = time.monotonic()
    async with service._busy:
        result = await asyncio.to_thread(service._analyze_sync, path, float(ctx.params["threshold"]), on_frame)
    await ctx.progress(frames, frames)
    return {**result, "elapsed": round(time.monotonic() - started, 3)}
