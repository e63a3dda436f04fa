"""Safe JSON parsing for request bodies and socket messages: strict UTF-8, bounded nesting, valid Unicode.

Every JSON body goes through ``FoldwiseRequest.get_json`` (installed as the app's request class), so
quart-schema's validation and the views that read the body themselves get the same answers: a body
that is not UTF-8, is nested deeper than ``MAX_DEPTH`` or holds an unpaired surrogate is a 400
``invalid_request`` even for ``silent`` callers (it is not JSON text the service can take); a body that
is merely malformed keeps Quart's ``silent`` behaviour (``None``) and is a 400 otherwise.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

from quart.wrappers import Request

from foldwise.kernel.errors import InvalidRequest

__all__ = ["MAX_DEPTH", "FoldwiseRequest", "MalformedJson", "loads", "too_deep"]

#: Deepest nesting of arrays and objects a body may have (configuration documents need about 4).
MAX_DEPTH = 64

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class MalformedJson(InvalidRequest):
    """The text is not JSON (the only error a ``silent`` caller does not see)."""


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """True when ``text`` opens arrays/objects more than ``limit`` levels deep (brackets in strings aside).

    One regex pass removes the strings, another keeps the brackets; the running depth is summed in C
    (``accumulate``), so a hostile body costs no recursion and little time.
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if len(brackets) <= limit:
        return False
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0) > limit


def loads(data: bytes | str) -> Any:
    """Parse a JSON document or raise ``InvalidRequest`` (400) saying what is wrong with it."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise InvalidRequest("the request body is not valid UTF-8") from None
    if too_deep(data):
        raise InvalidRequest(f"the JSON body is nested more than {MAX_DEPTH} levels deep")
    try:
        value = json.loads(data)
    except (ValueError, RecursionError):
        raise MalformedJson("the request body is not valid JSON") from None
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidRequest("the JSON body holds an unpaired surrogate (not valid Unicode)") from None
    return value


class FoldwiseRequest(Request):
    """Quart's request whose ``get_json`` parses with ``loads`` (see the module docstring)."""

    async def get_json(self, force: bool = False, silent: bool = False, cache: bool = True) -> Any:
        if cache and self._cached_json[silent] is not Ellipsis:
            return self._cached_json[silent]
        if not (force or self.is_json):
            return None
        try:
            result = loads(await self.get_data(cache=cache, as_text=False))
        except MalformedJson:
            if not silent:
                raise
            result = None
        if cache:
            self._cached_json[silent] = result
        return result
