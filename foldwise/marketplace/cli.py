"""``foldwise marketplace ...``: publisher tools (``keygen``, ``publish``) and the user commands (``search``,
``info``, ``install``, ``remove``, ``update``, ``installed``, ``updates``, ``review``), locally on the data home
or with ``--server`` through the Python client. Exit codes: 0 success, 1 failed, 2 bad usage or input."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Awaitable, Callable

import typer

__all__ = ["add_commands"]


def add_commands(cli: typer.Typer) -> None:
    """Register the ``marketplace`` group on the root command."""
    group = typer.Typer(help="Browse, install, update and publish plugins.", no_args_is_help=True)
    group.command("keygen")(keygen)
    group.command("publish")(publish)
    group.command("search")(search)
    group.command("info")(info)
    group.command("install")(install)
    group.command("remove")(remove)
    group.command("update")(update)
    group.command("installed")(installed)
    group.command("updates")(updates)
    group.command("review")(review)
    cli.add_typer(group, name="marketplace")


def _exit_code(status: int) -> int:
    return 2 if 400 <= status < 500 and status not in (409, 422) else 1


def _run(local: Callable[[Any], Awaitable[Any]], method: str, path: str, **kwargs: Any) -> Any:
    """Run ``local(service)`` in-process, or the REST call with ``--server``; errors end the command."""
    from foldwise.sdk import ApiError, ClientError, fail, local_kernel, run_async
    from foldwise.sdk import cli_state as state

    if state.remote:
        client = state.client()
        try:
            return client.request(method, f"/api/v1/marketplace{path}", **kwargs)
        except ClientError as exc:
            fail(f"{exc.code}: {exc.message}", code=_exit_code(exc.status))
        finally:
            client.close()

    async def main() -> Any:
        from foldwise.marketplace.service import MarketplaceService

        async with local_kernel(run_jobs=False) as kernel:
            return await local(kernel.service(MarketplaceService))

    try:
        return run_async(main())
    except ApiError as exc:
        fail(f"{exc.code}: {exc.message}", code=_exit_code(exc.status))


def _emit(data: Any, as_json: bool, human: Callable[[Any], None]) -> None:
    from foldwise.sdk import emit_json

    if as_json:
        emit_json(data)
    else:
        human(data)


def keygen(out: Path = typer.Option(..., "--out", help="file to write the private key to (PEM, PKCS#8)")) -> None:
    """Create an Ed25519 signing key; prints the public key (base64) as the last line."""
    from foldwise.marketplace.signing import generate_key
    from foldwise.sdk import fail

    try:
        public = generate_key(out)
    except FileExistsError:
        fail(f"{out} exists: refusing to overwrite a key", code=2)
    typer.echo(f"private key written to {out} (keep it secret)")
    typer.echo("public key (put it in [[marketplace.repositories]] public_key):")
    typer.echo(public)


def publish(
    wheel: Path = typer.Argument(..., exists=True, dir_okay=False, help="the plugin's .whl"),
    repo: Path = typer.Option(..., "--repo", help="the repository folder (created when missing)"),
    key: Path = typer.Option(..., "--key", exists=True, dir_okay=False, help="the private key from keygen"),
    requires_foldwise: str = typer.Option(None, "--requires-foldwise", help="PEP 440 specifier (default: the "
                                          "wheel's Requires-Dist on foldwise)"),
    category: str = typer.Option(None, "--category", help="default: general"),
    tag: list[str] = typer.Option(None, "--tag", help="repeatable (default: the wheel's keywords)"),
    dependency: list[str] = typer.Option(None, "--dependency", help="another plugin this one needs (PEP 508), "
                                         "repeatable"),
    homepage: str = typer.Option(None, "--homepage"),
    as_json: bool = typer.Option(False, "--json", help="print the index entry as JSON"),
) -> None:
    """Copy WHEEL into the repository folder, add it to index.json and sign the index."""
    from foldwise.marketplace.publish import publish as do_publish
    from foldwise.sdk import ApiError, fail

    try:
        entry = do_publish(wheel, repo, key, requires_foldwise=requires_foldwise, category=category,
                           tags=list(tag) if tag else None, dependencies=list(dependency or []), homepage=homepage)
    except ApiError as exc:
        fail(f"{exc.code}: {exc.message}", code=2)
    except ValueError as exc:
        fail(str(exc), code=2)
    _emit(entry, as_json, lambda e: typer.echo(f"published {e['name']} {e['version']} ({e['size']} bytes, "
                                               f"sha256 {e['sha256'][:16]}...) into {repo}"))


def _print_plugins(data: dict[str, Any]) -> None:
    for error in data.get("errors", []):
        typer.echo(f"warning: a repository was skipped: {error['message']}", err=True)
    for plugin in data["items"]:
        status = f" [installed {plugin['installed']}]" if plugin["installed"] else ""
        if plugin["update_available"]:
            status += " [update available]"
        typer.echo(f"{plugin['name']:<28} {plugin['version']:<10} {plugin['category']:<12} "
                   f"{plugin['description']}{status}")
    typer.echo(f"{data['total']} plugin(s), page {data['page']}")


def search(
    query: str = typer.Argument(None, help="text matched against name, description and author"),
    category: str = typer.Option(None, "--category"),
    tags: str = typer.Option(None, "--tags", help="comma separated, all required"),
    page: int = typer.Option(1, "--page", min=1),
    per_page: int = typer.Option(20, "--per-page", min=1, max=100),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Search the plugins of the trusted repositories."""
    tag_list = [t for t in (tags or "").split(",") if t.strip()]
    params = {k: v for k, v in {"q": query, "category": category, "tags": tags, "page": page,
                                "per_page": per_page}.items() if v is not None}
    data = _run(lambda s: s.list_plugins(query, category, tag_list, page, per_page), "GET", "/plugins",
                params=params)
    _emit(data, as_json, _print_plugins)


def info(name: str = typer.Argument(...), as_json: bool = typer.Option(False, "--json")) -> None:
    """Show one plugin with its versions."""
    data = _run(lambda s: s.plugin(name), "GET", f"/plugins/{name}")

    def human(p: dict[str, Any]) -> None:
        typer.echo(f"{p['name']} {p['version']} by {p['author'] or 'unknown'} ({p['category']})")
        typer.echo(p["description"])
        typer.echo(f"requires foldwise: {p['requires_foldwise'] or 'any'}; dependencies: "
                   f"{', '.join(p['dependencies']) or 'none'}; installed: {p['installed'] or 'no'}")
        typer.echo("versions: " + ", ".join(v["version"] + ("" if v["compatible"] else " (incompatible)")
                                            for v in p["versions"]))

    _emit(data, as_json, human)


def install(name: str = typer.Argument(...), version: str = typer.Option(None, "--version"),
            as_json: bool = typer.Option(False, "--json")) -> None:
    """Install a plugin (and the plugins it needs) after verifying signature and checksums."""
    body = {"version": version} if version else None
    data = _run(lambda s: _install_local(s, name, version), "POST", f"/plugins/{name}/install", json=body)
    _emit(data, as_json, lambda r: typer.echo(f"installed {r['name']} {r['version']}"
                                              + ("" if r["active"] else " (active after the next start)"
                                                 if not r["error"] else f" (failed to load: {r['error']})")))


async def _install_local(service: Any, name: str, version: str | None) -> dict[str, Any]:
    record, _ = await service.install(name, version)
    return record


def remove(name: str = typer.Argument(...), as_json: bool = typer.Option(False, "--json")) -> None:
    """Remove an installed plugin."""
    data = _run(lambda s: s.remove(name), "DELETE", f"/plugins/{name}")
    _emit(data, as_json, lambda _d: typer.echo(f"removed {name}"))


def update(name: str = typer.Argument(...), as_json: bool = typer.Option(False, "--json")) -> None:
    """Update an installed plugin to the newest compatible version."""
    data = _run(lambda s: s.update(name), "POST", f"/plugins/{name}/update")
    _emit(data, as_json, lambda d: typer.echo(
        f"updated {d['plugin']['name']} to {d['plugin']['version']}" if d["updated"]
        else f"{d['plugin']['name']} {d['plugin']['version']} is up to date"))


def installed(as_json: bool = typer.Option(False, "--json")) -> None:
    """List the plugins the marketplace installed."""
    data = _run(lambda s: s.installed(), "GET", "/installed")

    def human(d: dict[str, Any]) -> None:
        for item in d["items"]:
            state = "error: " + item["error"] if item["error"] else ("active" if item["active"] else "inactive")
            typer.echo(f"{item['name']:<28} {item['version']:<10} {state}")
        if not d["items"]:
            typer.echo("no plugin installed from the marketplace")

    _emit(data, as_json, human)


def updates(as_json: bool = typer.Option(False, "--json")) -> None:
    """List installed plugins with a newer compatible version."""
    data = _run(lambda s: s.updates(), "GET", "/updates")

    def human(d: dict[str, Any]) -> None:
        for item in d["items"]:
            typer.echo(f"{item['name']:<28} {item['installed']} -> {item['latest']}")
        if not d["items"]:
            typer.echo("everything is up to date")

    _emit(data, as_json, human)


def review(
    name: str = typer.Argument(...),
    rating: int = typer.Option(..., "--rating", min=1, max=5),
    title: str = typer.Option(..., "--title"),
    content: str = typer.Option(..., "--content"),
    user: str = typer.Option(None, "--user", help="local mode: the account the review is written as"),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Review a plugin (one review per user; a second replaces the first)."""
    from foldwise.sdk import cli_state as state, fail

    if not (1 <= len(title) <= 120 and 1 <= len(content) <= 2000):
        fail("the title takes 1..120 characters and the content 1..2000", code=2)
    if not state.remote and not user:
        fail("--user NAME is required locally (with --server the API key's account writes the review)", code=2)

    async def local(service: Any) -> dict[str, Any]:
        from tortoise import Tortoise

        from foldwise.sdk import NotFound

        model = Tortoise.apps.get_model("kernel", "User")  # the accounts table, read without kernel imports
        account = await model.get_or_none(username_key=user.strip().lower())
        if account is None:
            raise NotFound(f"no account named {user!r}")
        return await service.review(name, account.id, account.username, rating, title, content)

    data = _run(local, "POST", f"/plugins/{name}/reviews", json={"rating": rating, "title": title,
                                                                  "content": content})
    _emit(data, as_json, lambda r: typer.echo(f"review {r['id']} saved for {r['plugin_name']}"))
