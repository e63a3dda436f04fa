"""Parsing of ``FOLDWISE_*`` environment values (kept free of pydantic so the CLI can use it cheaply)."""

from __future__ import annotations

import tomllib
from typing import Any

__all__ = ["parse_env_value"]


def parse_env_value(value: str) -> Any:
    """Environment values may be TOML literals (``true``, ``3``, ``["a"]``); else they are strings."""
    try:
        return tomllib.loads(f"v = {value}")["v"]
    except tomllib.TOMLDecodeError:
        return value
