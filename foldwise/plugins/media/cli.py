"""``foldwise audio transcribe FILE`` and ``foldwise video analyze FILE`` (``--json``).

The same ``MediaService`` as ``POST /api/v1/audio/transcribe`` and ``POST /api/v1/video/analyze``: in-process
on the data home (the work runs in this process, which waits for it), or through the Python client with
``--server`` (a long file becomes a server job: the command follows it to its end). ``--json`` prints the
route's ``data`` for the finished work. Without the optional group the service answers 503
``optional_feature_unavailable``: one line naming the extra, exit 1. Exit codes: 0, 1 failed, 2 bad input.
"""

from __future__ import annotations

import os
import time
from typing import Any, Awaitable, Callable, Optional

import typer

__all__ = ["audio_app", "video_app"]

audio_app = typer.Typer(help="Transcribe speech in audio files (needs the 'audio' extra).", no_args_is_help=True)
video_app = typer.Typer(help="Scene detection and keyframes of videos (needs the 'video' extra).",
                        no_args_is_help=True)
_MEDIA = "foldwise.plugins.media.service:MediaService"
_JSON = typer.Option(False, "--json", help="one JSON document on stdout")
#: Seconds between two polls of a server job.
POLL = 0.5


def _follow(client: Any, send: Callable[[], dict[str, Any]], label: str, quiet: bool) -> dict[str, Any]:
    """Send the request; when the server answers with a job, wait for its end (a progress bar on a terminal,
    none when piped or with ``--json``) and return its result."""
    from foldwise.sdk import JOB_TERMINAL, fail, progress_bar

    with progress_bar(label, total=None, quiet=quiet) as bar:
        answer = send()
        if "job_id" not in answer:
            return answer
        while True:
            job = client.get(f"media/jobs/{answer['job_id']}")
            if job["status"] == "completed" and job.get("result") is not None:
                return dict(job["result"])
            if job["status"] in JOB_TERMINAL:  # any other end: failed, cancelled, interrupted ...
                break
            bar.update(job.get("progress") or 0, total=100)
            time.sleep(POLL)
    fail(f"job {answer['job_id']} {job['status']}: {job.get('error') or ''}".rstrip(": "), code=1)
    raise AssertionError("unreachable")


async def _local(kernel: Any, work: Callable[[Any], Awaitable[tuple[str, dict[str, Any]]]], label: str,
                 quiet: bool) -> dict[str, Any]:
    """Run ``work(service)`` in this process under a progress bar (elapsed time) on a terminal."""
    from foldwise.sdk import progress_bar

    with progress_bar(label, total=None, quiet=quiet):
        return (await work(kernel.service(_MEDIA)))[1]


def _emit(data: dict[str, Any], as_json: bool, lines: list[str]) -> None:
    from foldwise.sdk import emit_json

    if as_json:
        emit_json(data)
    else:
        typer.echo("\n".join(lines))


@audio_app.command("transcribe")
def transcribe(file: str = typer.Argument(..., help="an audio (or video) file under the roots"),
               as_json: bool = _JSON) -> None:
    """Transcribe the speech of FILE with the bundled Whisper tiny.en model."""
    from foldwise.sdk import local_or_server

    target = os.path.abspath(file)
    label = f"transcribing {os.path.basename(target)}"

    async def local(kernel: Any) -> Any:
        return await _local(kernel, lambda s: s.transcribe(target, background=False), label, as_json)

    def remote(client: Any) -> Any:
        return _follow(client, lambda: client.post("audio/transcribe", json={"path": target}), label, as_json)

    data = local_or_server(local, remote, path=target)
    _emit(data, as_json, [str(data.get("text", "")).strip() or "(no speech)"])


@video_app.command("analyze")
def analyze(file: str = typer.Argument(..., help="a video file under the roots"),
            threshold: Optional[float] = typer.Option(None, "--threshold", min=0.0,
                                                      help="scene-cut threshold (default: the media setting)"),
            as_json: bool = _JSON) -> None:
    """Detect the scenes (cuts) of FILE and extract one keyframe per scene into the data home's cache."""
    from foldwise.sdk import local_or_server

    target = os.path.abspath(file)
    body: dict[str, Any] = {"path": target} if threshold is None else {"path": target, "threshold": threshold}

    label = f"analysing {os.path.basename(target)}"

    async def local(kernel: Any) -> Any:
        return await _local(kernel, lambda s: s.analyze(target, threshold=threshold, background=False), label,
                            as_json)

    def remote(client: Any) -> Any:
        return _follow(client, lambda: client.post("video/analyze", json=body), label, as_json)

    data = local_or_server(local, remote, path=target)
    lines = [f"{data['path']}: {data['duration']:.2f} s, {data['width']}x{data['height']} at {data['fps']:g} fps, "
             f"{len(data['scenes'])} scene{'s' if len(data['scenes']) != 1 else ''}"]
    for scene, frame in zip(data["scenes"], data["keyframes"]):
        lines.append(f"{scene['start']:>9.2f} - {scene['end']:<9.2f} keyframe {frame['url']}")
    _emit(data, as_json, lines)
