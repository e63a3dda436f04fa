"""API key scopes: what a key made for a plugin may call.

A key without scopes acts with its user's rights. A key with scopes may call only the routes that declare
one of its scopes (``@scope("files:read")``); the request guard refuses every other route with 403
``forbidden``, so a route that forgets to declare a scope is closed to scoped keys, never open.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

__all__ = ["SCOPES", "SCOPES_ATTRIBUTE", "scope", "parse_scopes", "format_scopes", "scope_allows"]

#: Every scope a key may carry (the contract's list).
SCOPES: tuple[str, ...] = ("files:read", "files:write", "config:read", "hooks:manage", "hooks:trigger")
SCOPES_ATTRIBUTE = "_foldwise_scopes"


def scope(*names: str) -> Callable[[Any], Any]:
    """View decorator: a scoped key holding any of ``names`` may call this route (others get 403)."""
    unknown = [n for n in names if n not in SCOPES]
    if unknown or not names:
        raise ValueError(f"unknown scopes: {unknown or names}")

    def decorator(view: Any) -> Any:
        setattr(view, SCOPES_ATTRIBUTE, frozenset(names))
        return view

    return decorator


def parse_scopes(stored: str | None) -> tuple[str, ...]:
    """The scopes stored as one space-separated column value."""
    return tuple(stored.split()) if stored else ()


def format_scopes(scopes: Iterable[str]) -> str:
    """The column value for ``scopes`` (sorted, without duplicates); unknown scopes raise ``ValueError``."""
    chosen = sorted(set(scopes))
    unknown = [s for s in chosen if s not in SCOPES]
    if unknown:
        raise ValueError(f"unknown scopes: {', '.join(unknown)}")
    return " ".join(chosen)


def scope_allows(view: Any, scopes: Iterable[str]) -> bool:
    """True when ``view`` declares at least one of ``scopes``."""
    declared = getattr(view, SCOPES_ATTRIBUTE, None)
    return bool(declared) and any(s in declared for s in scopes)
