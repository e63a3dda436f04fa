"""``foldwise launch web|tui|desktop`` (interfaces.launch).

``web`` opens the browser on ``/ui/``, starting ``foldwise serve`` in the background when no service
answers at the configured address; ``desktop`` opens the same page in its own window when pywebview is
installed, else in the browser; ``tui`` runs ``foldwise tui`` (with this invocation's ``--server`` and ``--api-key``).
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import typer

from foldwise.sdk import cli_state as state, fail, load_cli_settings

__all__ = ["launch_app", "service_url", "ensure_service"]

START_TIMEOUT = 30.0


def service_url(host: str, port: int) -> str:
    """The address a browser uses for a service bound to ``host`` (a wildcard bind is reached on loopback)."""
    if host in ("0.0.0.0", "::", ""):
        host = "127.0.0.1"
    if ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}"


def _answers(url: str) -> bool:
    import httpx

    try:
        return httpx.get(f"{url}/api/v1/health", timeout=1.0).status_code == 200
    except httpx.HTTPError:
        return False


def ensure_service(port: int | None = None) -> tuple[str, int | None]:
    """``(url, pid)``: the service at the configured address (``state.server`` when given), started in the
    background when none answers (pid of the new process, else None)."""
    if state.server:
        url = state.server.rstrip("/")
        if not _answers(url):
            fail(f"no service answers at {url}", code=1)
        return url, None
    settings = load_cli_settings()
    url = service_url(settings.server.host, port or settings.server.port)
    if _answers(url):
        return url, None
    logs = Path(settings.home) / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "foldwise", "--home", str(settings.home), "serve"]
    if port:
        command += ["--port", str(port)]
    with open(logs / "launch.log", "ab") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   start_new_session=True)
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            fail(f"the service exited with code {process.returncode}; see {logs / 'launch.log'}", code=1)
        if _answers(url):
            return url, process.pid
        time.sleep(0.2)
    process.terminate()
    fail(f"the service did not answer at {url} within {START_TIMEOUT:.0f} s; see {logs / 'launch.log'}", code=1)
    raise AssertionError("unreachable")


def _report(url: str, pid: int | None) -> None:
    typer.echo(f"foldwise is at {url}/ui/")
    if pid is not None:
        typer.echo(f"started the service in the background (pid {pid}); stop it with `kill {pid}`")


def launch_web(
    no_browser: bool = typer.Option(False, "--no-browser", help="start the service and print the address only"),
    port: int = typer.Option(None, "--port", help="port of a service to start (default: server.port)"),
) -> None:
    """Open the web interface in the browser (starting the service when none answers)."""
    url, pid = ensure_service(port)
    _report(url, pid)
    if not no_browser:
        import webbrowser

        if not webbrowser.open(f"{url}/ui/"):
            typer.echo("no browser found: open the address above", err=True)


def launch_desktop(
    port: int = typer.Option(None, "--port", help="port of a service to start (default: server.port)"),
) -> None:
    """Open the web interface in its own window (pywebview), else in the browser."""
    import importlib.util

    url, pid = ensure_service(port)
    _report(url, pid)
    if importlib.util.find_spec("webview") is None:
        typer.echo("no desktop toolkit installed (pip install pywebview): opening the browser instead", err=True)
        import webbrowser

        webbrowser.open(f"{url}/ui/")
        return
    import webview

    webview.create_window("foldwise", f"{url}/ui/")
    webview.start()


def launch_tui() -> None:
    """Open the terminal interface (``foldwise tui``)."""
    from foldwise.tui.cli import tui_command

    tui_command(server=state.server, api_key=state.api_key)


def launch_app() -> typer.Typer:
    """The ``foldwise launch`` group."""
    app = typer.Typer(help="Open the web, terminal or desktop interface.", no_args_is_help=True)
    app.command("web")(launch_web)
    app.command("tui")(launch_tui)
    app.command("desktop")(launch_desktop)
    return app
