"""One command, two places to run: in-process on the local data home, or against ``--server``.

``local_or_server(local, remote)`` is what a plugin's command calls when it offers both modes: without
``--server`` it starts a one-shot kernel (``local_kernel``) and awaits ``local(kernel)``; with it, it calls
``remote(client)`` with the synchronous Python client. A refusal either way ends the command with one line
on stderr and the exit code of its status (``exit_code_for``).
"""

from __future__ import annotations

from typing import Any, Awaitable, Callable

from foldwise.kernel.cli import exit_code_for, fail, fail_api, local_kernel, run_async, state

__all__ = ["local_or_server"]


def local_or_server(local: Callable[[Any], Awaitable[Any]], remote: Callable[[Any], Any], *,
                    run_jobs: bool = False, show_details: bool = False, path: str | None = None) -> Any:
    """Run ``local(kernel)`` in-process, or ``remote(client)`` when ``--server`` is given.

    ``run_jobs`` starts the local kernel's job runner (for commands that wait on a job); ``show_details``
    adds the field errors of a local validation refusal (``loc: msg``, one a line) to the message; ``path``
    (the path the command works on) makes a ``path_not_allowed`` refusal name the roots and the fix."""
    from foldwise.kernel.errors import ApiError

    if state.remote:
        from foldwise.client import ClientError

        try:
            with state.client() as client:
                return remote(client)
        except ClientError as exc:
            if path is not None and exc.code == "path_not_allowed":
                fail_api(exc, path=path)
            fail(f"{exc.code}: {exc.message}", code=exit_code_for(exc.status))

    async def main() -> Any:
        async with local_kernel(run_jobs=run_jobs) as kernel:
            return await local(kernel)

    try:
        return run_async(main())
    except ApiError as exc:
        if path is not None and exc.code == "path_not_allowed":
            fail_api(exc, path=path)
        detail = _details(exc.details) if show_details else ""
        fail(f"{exc.code}: {exc.message}{detail}", code=exit_code_for(exc.status))


def _details(details: Any) -> str:
    """Field errors as indented ``loc: msg`` lines (nothing when there are none)."""
    if not isinstance(details, list) or not details:
        return ""
    return "".join(f"\n  {'.'.join(str(p) for p in d.get('loc', []))}: {d.get('msg')}" for d in details)
