"""Request and response models of ``/api/v1/audio/*``, ``/api/v1/video/*`` and ``/api/v1/media/*``."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import ApiErrorBody, RequestModel, ValidationErrorBody

__all__ = ["TranscribeIn", "AnalyzeIn", "TranscribeEnvelope", "AnalyzeEnvelope", "JobStartedEnvelope",
           "JobEnvelope", "ErrorBody", "ValidationBody", "UnavailableBody"]

_JOB_ID = "4f0c6a0b7a1e4f9b8d7f2c9e5a1b3c4d"
_KEY = "3b1f0e9d8c7a6b5f4e3d2c1b0a9f8e7d"


class TranscribeIn(RequestModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"path": "/data/recordings/standup.wav"}, {"path": "recordings/lecture.mp3", "background": True}]})
    path: str = Field(min_length=1, max_length=4096, description="absolute, or relative to the first root")
    background: bool | None = Field(None, description="true: always a job (202); false: always inline (200); "
                                    "unset: a job when the audio is longer than [media] sync_limit_seconds")


class AnalyzeIn(TranscribeIn):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"path": "/data/videos/holiday.mp4"}, {"path": "/data/videos/holiday.mp4", "threshold": 20}]})
    threshold: float | None = Field(None, gt=0, le=255, description="content-detector threshold (lower finds "
                                    "more cuts); default [media] scene_threshold (27)")


class Segment(BaseModel):
    start: float
    end: float
    text: str


class Transcript(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{
        "path": "/data/recordings/standup.wav", "text": "The weather today is sunny.",
        "segments": [{"start": 0.0, "end": 2.4, "text": "The weather today is sunny."}],
        "language": "en", "duration": 2.61, "elapsed": 0.83}]})
    path: str
    text: str
    segments: list[Segment]
    language: str
    duration: float = Field(description="seconds of audio")
    elapsed: float = Field(description="seconds the transcription took")


class Scene(BaseModel):
    start: float
    end: float


class Keyframe(BaseModel):
    time: float = Field(description="seconds into the video")
    id: str = Field(description="'<key>/<name>' in the data home's keyframe cache")
    url: str = Field(description="GET it with the same credentials (image/jpeg)")


class VideoAnalysis(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{
        "path": "/data/videos/holiday.mp4", "duration": 8.0, "fps": 25.0, "width": 1280, "height": 720,
        "threshold": 27.0, "scenes": [{"start": 0.0, "end": 4.0}, {"start": 4.0, "end": 8.0}],
        "keyframes": [{"time": 2.0, "id": f"{_KEY}/0000.jpg", "url": f"/api/v1/video/keyframes/{_KEY}/0000.jpg"},
                      {"time": 6.0, "id": f"{_KEY}/0001.jpg", "url": f"/api/v1/video/keyframes/{_KEY}/0001.jpg"}],
        "elapsed": 0.41}]})
    path: str
    duration: float
    fps: float
    width: int
    height: int
    threshold: float
    scenes: list[Scene]
    keyframes: list[Keyframe]
    elapsed: float


class TranscribeEnvelope(BaseModel):
    success: bool = True
    data: Transcript


class AnalyzeEnvelope(BaseModel):
    success: bool = True
    data: VideoAnalysis


class JobStarted(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"job_id": _JOB_ID, "status": "in_progress", "type": "audio.transcribe"}]})
    job_id: str
    status: str
    type: str = Field(description="audio.transcribe | video.analyze")


class JobStartedEnvelope(BaseModel):
    success: bool = True
    data: JobStarted


class Job(BaseModel):
    model_config = ConfigDict(extra="allow", json_schema_extra={"examples": [{
        "id": _JOB_ID, "type": "audio.transcribe", "status": "completed", "progress": 100, "fileCount": 1,
        "startedAt": "2025-01-01T10:00:00+00:00", "estimatedCompletion": None,
        "finishedAt": "2025-01-01T10:00:09+00:00",
        "result": {"text": "The weather today is sunny.", "segments": [], "language": "en", "duration": 2.61}}]})
    id: str
    type: str
    status: str
    progress: int
    result: dict[str, Any] | None = None
    error: str | None = None


class JobEnvelope(BaseModel):
    success: bool = True
    data: Job


class ErrorBody(ApiErrorBody):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"error": "invalid_request", "message": "the file is not a readable audio or video file", "details": None},
        {"error": "path_not_allowed", "message": "the path is outside every configured root", "details": None},
        {"error": "not_found", "message": "path not found", "details": None}]})


class UnavailableBody(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"error": "optional_feature_unavailable",
         "message": "audio transcription needs the optional 'audio' dependency group (module 'faster_whisper' "
                    "is not available)",
         "details": {"feature": "audio transcription", "group": "audio",
                     "install": "pip install 'foldwise[audio]'"}}]})
    error: str
    message: str
    details: dict[str, Any]


class ValidationBody(ValidationErrorBody):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"error": "validation_error", "message": "request validation failed",
         "details": [{"loc": ["body", "path"], "msg": "Field required"}]}]})
