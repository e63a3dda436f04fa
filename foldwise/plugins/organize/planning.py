"""Scan + plan, shared by ``OrganizeService.build`` (a kernel) and the command line's preview (none).

No ORM, no event loop: the folder is resolved by a ``Sandbox``, scanned, checked against
``organize.max_files`` and planned. Whoever calls it loads the methodology's state in between.
"""

from __future__ import annotations

import os
from typing import Any, Iterable

from foldwise.plugins.organize.methodology import Methodology
from foldwise.plugins.organize.plan import Plan
from foldwise.plugins.organize.planner import build_plan
from foldwise.plugins.organize.scanner import ScanOptions, ScanResult, exclude_paths_for
from foldwise.sdk import TRASH_FOLDER, ApiError, InvalidPath

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover
    from foldwise.plugins.organize.options_base import MethodologyOptions

__all__ = ["resolve_folder", "scan_options_for", "check_scan", "plan_scanned"]


def resolve_folder(sandbox: Any, path: Any) -> str:
    """A folder inside the roots (400/403/404 from the sandbox; 400 when it is a file)."""
    if not isinstance(path, str):
        raise InvalidPath("the path must be a string")
    resolved = sandbox.resolve(path)
    if not resolved.is_dir():
        raise InvalidPath("the path is not a folder")
    return str(resolved)


def scan_options_for(config: Any, home: Any, trash_dir: Any, roots: Iterable[Any]) -> ScanOptions:
    """What a scan leaves out: the data home, the journal's trash, every root's trash folder; hidden files
    and excluded names as ``config`` (an ``OrganizeConfig``) says; one file past ``max_files`` stops it."""
    excluded = [home, *([trash_dir] if trash_dir is not None else []),
                *(os.path.join(os.fspath(root), TRASH_FOLDER) for root in roots)]
    return ScanOptions(include_hidden=config.include_hidden, exclude_names=frozenset(config.exclude),
                       exclude_paths=exclude_paths_for(excluded), max_files=config.max_files + 1)


def check_scan(result: ScanResult, max_files: int) -> None:
    """422 ``validation_error`` when the scan found more than ``max_files`` files."""
    if len(result.files) > max_files:
        raise ApiError(f"the folder holds more than {max_files} files "
                       "(organize.max_files); organize a subfolder", status=422, code="validation_error",
                       details=[{"loc": ["body", "path"], "msg": "too many files"}])


def plan_scanned(base: str, result: ScanResult, methodology: Methodology, options: MethodologyOptions,
                 state: Any) -> Plan:
    """The plan of a scanned folder, with what the scan left out in its summary."""
    info = {"scan_errors": len(result.errors), "skipped_links": result.skipped_links,
            "skipped_folders": result.skipped_dirs}
    return build_plan(base, result.files, methodology, options, state, scan_info=info)
