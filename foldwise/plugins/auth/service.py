"""Small helpers shared by the auth plugin's adapters (REST, web, CLI)."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone

from foldwise.sdk import ApiError

__all__ = ["parse_expiry"]


def parse_expiry(value: str | None) -> datetime | None:
    """Parse an ISO date (valid through that day, UTC) or date-time; 400 ``invalid_request`` otherwise."""
    if value is None or not value.strip():
        return None
    text = value.strip()
    try:
        if len(text) == 10:
            day = date.fromisoformat(text)
            return datetime.combine(day + timedelta(days=1), time.min, tzinfo=timezone.utc)
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise ApiError(f"expires_at is not an ISO 8601 date or date-time: {text!r}") from None
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)
