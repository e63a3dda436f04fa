"""Run the schemathesis CLI with ``ast.parse`` serialised across threads.

CPython 3.11 before 3.11.8 can raise ``SystemError: AST constructor recursion depth mismatch`` when two
threads build ASTs at once (python/cpython#106905); hypothesis parses lambda sources while describing
strategies, and this run uses two schemathesis workers. A lock around ``ast.parse`` removes that race
without changing what is tested.
"""

from __future__ import annotations

import ast
import re
import sys
import threading
from typing import Any

_LOCK = threading.Lock()
_PARSE = ast.parse


def _parse(*args: Any, **kwargs: Any) -> Any:
    with _LOCK:
        return _PARSE(*args, **kwargs)


if __name__ == "__main__":
    ast.parse = _parse  # type: ignore[assignment]
    from schemathesis.cli import schemathesis

    sys.argv[0] = re.sub(r"(-script\.pyw|\.exe)?$", "", sys.argv[0])
    sys.exit(schemathesis())
