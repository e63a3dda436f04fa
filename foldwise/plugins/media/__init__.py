"""Builtin ``media`` plugin: audio transcription (group ``audio``) and video scene analysis (group ``video``).

Hook implementations only. faster-whisper, PySceneDetect and OpenCV are imported inside the worker threads
that use them, never at plugin import or app start; without a group its routes answer 503.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover
    from foldwise.sdk import Service

MEDIA_READ = "media.read"


@hookimpl
def register_config_schema() -> list[tuple[str, Any]]:
    from foldwise.plugins.media.settings import MediaSettings

    return [("media", MediaSettings)]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [Permission(MEDIA_READ, roles=("viewer", "member", "admin"),
                       description="transcribe audio and analyse video under the roots (writes only to the cache)")]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.media.routes import bp

    return [bp]


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    # by name: importing the service module here would slow every command's start-up
    return [Service("foldwise.plugins.media.service:MediaService")]


@hookimpl
def register_job_types() -> list[Any]:
    from foldwise.sdk import JobType
    from foldwise.plugins.media.service import JOB_ANALYZE, JOB_TRANSCRIBE, run_analyze_job, run_transcribe_job

    return [JobType(JOB_TRANSCRIBE, run_transcribe_job, description="transcribe an audio file"),
            JobType(JOB_ANALYZE, run_analyze_job, description="detect scenes and keyframes of a video")]


@hookimpl
def register_commands(cli: Any) -> None:
    """Lazy records: the command module loads only when its command runs."""
    cli.lazy_group("audio", "foldwise.plugins.media.cli:audio_app",
                   help="Transcribe speech in audio files (needs the 'audio' extra).")
    cli.lazy_group("video", "foldwise.plugins.media.cli:video_app",
                   help="Scene detection and keyframes of videos (needs the 'video' extra).")
