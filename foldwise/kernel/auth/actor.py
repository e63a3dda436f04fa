"""``Actor``: the authenticated principal of one request (``g.actor``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = ["Actor", "Via"]

Via = Literal["jwt", "api_key", "session", "plugin"]


@dataclass(frozen=True, slots=True)
class Actor:
    """Who is making a request, and how they proved it."""

    user_id: int
    username: str
    role: str
    via: Via
    is_active: bool = True
    #: The API key id when ``via == "api_key"``.
    key_id: str | None = None
    #: The sign-in session when ``via`` is ``jwt`` or ``session`` (``foldwise.kernel.auth.sessions``).
    session_id: str | None = None
    #: The scopes of the API key (empty: the key acts with its user's rights; see ``auth.scopes``).
    scopes: tuple[str, ...] = ()
    #: The user's public columns when the credential check already read them (saves a second read).
    user_row: dict[str, Any] | None = field(default=None, compare=False, repr=False)

    @property
    def is_admin(self) -> bool:
        return self.role == "admin"
