"""``foldwise watch PATH... [--methodology M | --rules SET] [--dry-run]`` (foreground) and
``foldwise daemon status|start|stop`` (local, or ``--server``)."""

from __future__ import annotations

from typing import Any, Callable

import typer

__all__ = ["app", "watch_command"]

app = typer.Typer(no_args_is_help=True, help="The folder-watching daemon: status, start, stop.")
_JSON = typer.Option(False, "--json", help="one JSON document on stdout")


def _run(local: Callable[[Any], Any], remote: Callable[[Any], Any]) -> Any:
    """Run ``local(daemon service)`` in-process or ``remote(client)`` against ``--server``."""
    from foldwise.plugins.daemon.service import DaemonService
    from foldwise.sdk import local_or_server

    return local_or_server(lambda kernel: local(kernel.service(DaemonService)), remote)


def _status_text(d: dict[str, Any]) -> str:
    lines = [f"running: {'yes' if d['running'] else 'no'}" + (f" on {d['instance']} ({d['watcher']})"
                                                             if d["running"] else
                                                             " (wanted; no instance holds it yet)" if d.get("wanted") else "")]
    if d.get("watcher_reason"):
        lines.append(f"note: {d['watcher_reason']}")
    lines.append(f"files processed: {d['files_processed']}; last event: {d['last_event_at'] or 'none'}")
    for w in d["watched"]:
        what = f"rules {w.get('rule_set')}" if w["mode"] == "rules" else f"methodology {w.get('methodology') or '(configured)'}"
        lines.append(f"  {w['path']}  {what}{' (dry run)' if w.get('dry_run') else ''}")
    return "\n".join(lines)


def _target(methodology: str | None, rules: str | None) -> dict[str, Any]:
    from foldwise.sdk import fail

    if methodology and rules:
        fail("give --methodology or --rules, not both", code=2)
    return {"mode": "rules" if rules else "methodology", "methodology": methodology, "rule_set": rules}


@app.command("status")
def status_command(as_json: bool = _JSON) -> None:
    """Whether the daemon runs, where, and what it watches."""
    from foldwise.sdk import emit_json

    data = _run(lambda s: s.status(), lambda c: c.get("daemon/status"))
    emit_json(data) if as_json else typer.echo(_status_text(data))


@app.command("start")
def start_command(paths: list[str] = typer.Argument(None, help="folders to watch (default: those watched before)"),
                  methodology: str | None = typer.Option(None, "--methodology", "-m"),
                  rules: str | None = typer.Option(None, "--rules", help="a rule set name"),
                  dry_run: bool = typer.Option(False, "--dry-run", help="plan and report only"),
                  as_json: bool = _JSON) -> None:
    """Want the daemon running: a `foldwise serve` instance of this deployment picks it up."""
    from foldwise.sdk import emit_json

    body = {"paths": list(paths) or None, **_target(methodology, rules), "dry_run": dry_run}
    data = _run(lambda s: s.start(**body), lambda c: c.post("daemon/start", json=body))
    emit_json(data) if as_json else typer.echo("The daemon was already running." if data.get("already_running")
                                                else "Daemon started.")


@app.command("stop")
def stop_command(as_json: bool = _JSON) -> None:
    """Stop the daemon (its watched folders are kept for the next start)."""
    from foldwise.sdk import emit_json

    data = _run(lambda s: s.stop(), lambda c: c.post("daemon/stop"))
    emit_json(data) if as_json else typer.echo("The daemon was not running." if data.get("already_stopped")
                                                else "Daemon stopped.")


def watch_command(paths: list[str] = typer.Argument(..., help="folders to watch"),
                  methodology: str | None = typer.Option(None, "--methodology", "-m"),
                  rules: str | None = typer.Option(None, "--rules", help="a rule set name"),
                  dry_run: bool = typer.Option(False, "--dry-run", help="plan and report only")) -> None:
    """Watch PATH... in the foreground, organizing files once they stop changing; Ctrl-C stops."""
    import asyncio

    from foldwise.sdk import ApiError, exit_code_for, fail, local_kernel, run_async

    target = _target(methodology, rules)

    async def main() -> None:
        from foldwise.plugins.daemon.service import DaemonService

        async with local_kernel(run_jobs=False) as kernel:
            service = kernel.service(DaemonService)
            await service.start(paths, dry_run=dry_run, **target)
            if not await service.tick():
                status = await service.status()
                fail(f"the daemon already runs on {status['instance']}; stop it first (foldwise daemon stop)", code=1)

            def show(event: Any) -> None:
                data = event.data
                typer.echo(f"{data.get('done', 0)} done, {data.get('skipped', 0)} skipped, "
                           f"{data.get('failed', 0)} failed in {data.get('path')}"
                           + (f" (transaction {data['transaction_id']})" if data.get("transaction_id") else ""))

            typer.echo(f"Watching {', '.join(paths)}; Ctrl-C stops.", err=True)
            sub = kernel.bus.subscribe()
            try:
                while True:
                    event = await sub.get(timeout=service.config.lease_seconds / 3)
                    if event is None:
                        await service.tick()
                    elif event.type == "daemon_processed":
                        show(event)
            finally:
                sub.close()
                await service.stop()

    try:
        run_async(main())
    except ApiError as exc:
        fail(f"{exc.code}: {exc.message}", code=exit_code_for(exc.status))
    except KeyboardInterrupt:
        typer.echo("Stopped.", err=True)

