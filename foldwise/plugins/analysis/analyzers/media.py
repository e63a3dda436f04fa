"""Media metadata: image size and EXIF (Pillow), audio tags and duration (mutagen), video duration (mutagen)."""

from __future__ import annotations

from typing import Any

from foldwise.plugins.analysis.analyzers.base import Extraction, Source, missing_modules
from foldwise.plugins.analysis.filetype import FileType

__all__ = ["ImageAnalyzer", "AudioAnalyzer", "VideoAnalyzer"]

_EXIF_KEEP = {
    "Make", "Model", "DateTime", "DateTimeOriginal", "DateTimeDigitized", "LensModel", "ExposureTime",
    "FNumber", "ISOSpeedRatings", "FocalLength", "Orientation", "Software", "Artist", "Copyright",
    "ImageDescription", "GPSInfo",
}


def _plain(value: Any) -> Any:
    """EXIF values as JSON-friendly scalars."""
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace").strip("\x00")[:200]
    if isinstance(value, (int, str, bool)) or value is None:
        return value
    if isinstance(value, float):
        return round(value, 6)
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value][:20]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in list(value.items())[:40]}
    try:
        return round(float(value), 6)  # IFDRational
    except (TypeError, ValueError):
        return str(value)[:200]


class ImageAnalyzer:
    """Images: format, size, mode and the common EXIF tags (camera, date, exposure, GPS)."""

    name = "image"
    group: str | None = None

    def supports(self, ftype: FileType) -> bool:
        return ftype.kind == "image" and ftype.extension != "svg"

    def unavailable(self) -> str | None:
        return missing_modules("PIL")

    def analyze(self, source: Source, ftype: FileType, *, max_chars: int) -> Extraction:
        from PIL import ExifTags, Image

        with source.open() as fh, Image.open(fh) as image:
            meta: dict[str, Any] = {"format": image.format, "width": image.width, "height": image.height,
                                    "mode": image.mode}
            exif = image.getexif()
            tags: dict[str, Any] = {}
            for tag_id, value in exif.items():
                name = ExifTags.TAGS.get(tag_id, str(tag_id))
                if name in _EXIF_KEEP:
                    tags[name] = _plain(value)
            try:
                sub = exif.get_ifd(ExifTags.IFD.Exif)
            except (KeyError, AttributeError):
                sub = {}
            for tag_id, value in sub.items():
                name = ExifTags.TAGS.get(tag_id, str(tag_id))
                if name in _EXIF_KEEP:
                    tags[name] = _plain(value)
            try:
                gps = exif.get_ifd(ExifTags.IFD.GPSInfo)
            except (KeyError, AttributeError):
                gps = {}
            if gps:
                tags["GPSInfo"] = {ExifTags.GPSTAGS.get(k, str(k)): _plain(v) for k, v in gps.items()}
            if tags:
                meta["exif"] = tags
        text = " ".join(str(tags[k]) for k in ("ImageDescription", "Artist") if k in tags)
        return Extraction(text=text[:max_chars], metadata=meta)


def _mutagen_info(source: Source) -> dict[str, Any]:
    import mutagen

    with source.open() as fh:
        media = mutagen.File(fh, easy=True)
    if media is None:
        return {}
    meta: dict[str, Any] = {}
    info = getattr(media, "info", None)
    if info is not None:
        for key in ("length", "bitrate", "sample_rate", "channels"):
            value = getattr(info, key, None)
            if value:
                meta["duration" if key == "length" else key] = round(value, 3) if isinstance(value, float) else value
    tags = {}
    for key, value in (media.tags or {}).items() if media.tags is not None else []:
        if isinstance(value, list):
            value = ", ".join(str(v) for v in value)
        tags[str(key)] = str(value)[:200]
    if tags:
        meta["tags"] = tags
    return meta


class AudioAnalyzer:
    """Audio: duration, bitrate, sample rate and tags (title, artist, album ...) with mutagen."""

    name = "audio"
    group: str | None = "audio"

    def supports(self, ftype: FileType) -> bool:
        return ftype.kind == "audio"

    def unavailable(self) -> str | None:
        return missing_modules("mutagen")

    def analyze(self, source: Source, ftype: FileType, *, max_chars: int) -> Extraction:
        meta = _mutagen_info(source)
        tags = meta.get("tags", {})
        text = " ".join(tags[k] for k in ("title", "artist", "album", "genre") if k in tags)
        return Extraction(text=text[:max_chars], metadata=meta)


class VideoAnalyzer:
    """Video: duration and stream facts for MP4/MOV/M4V containers (mutagen); other containers: type only."""

    name = "video"
    group: str | None = "audio"

    def supports(self, ftype: FileType) -> bool:
        return ftype.kind == "video"

    def unavailable(self) -> str | None:
        return missing_modules("mutagen")

    def analyze(self, source: Source, ftype: FileType, *, max_chars: int) -> Extraction:
        if ftype.extension not in ("mp4", "m4v", "mov"):
            return Extraction(metadata={"duration": None, "note": "duration is read from MP4/MOV containers only"})
        meta = _mutagen_info(source)
        return Extraction(text="", metadata=meta)
