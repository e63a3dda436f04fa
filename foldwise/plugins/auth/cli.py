"""``foldwise users ...`` and ``foldwise keys ...`` (in-process on the local data home, or ``--server``)."""

from __future__ import annotations

import sys
from typing import Any

import typer

from foldwise.sdk import cli_state as state, emit_json, fail, local_kernel, run_async

__all__ = ["add_commands", "users_app", "keys_app"]


def add_commands(cli: typer.Typer) -> None:
    """Attach the ``users`` and ``keys`` groups to a typer root (eager; the plugin registers them lazily)."""
    cli.add_typer(users_app(), name="users")
    cli.add_typer(keys_app(), name="keys")


def _kernel() -> Any:
    # Account commands never run jobs or journal recovery: a server may be running on the same home.
    return local_kernel(run_jobs=False, recover=False)


def _api_error_exit(exc: Exception) -> None:
    from foldwise.sdk import ApiError

    if isinstance(exc, ApiError):
        fail(exc.message, code=2 if exc.status < 500 else 1)
    raise exc


def users_create(
    name: str = typer.Argument(..., help="username"),
    admin: bool = typer.Option(False, "--admin", help="make the user an admin"),
    password: str = typer.Option(None, "--password", help="password (prompted when omitted)"),
    email: str = typer.Option(None, "--email", help="email address"),
    json_out: bool = typer.Option(False, "--json", help="print the user as JSON"),
) -> None:
    """Create a user. Without --admin the first user becomes admin and later ones member."""
    if state.remote:
        fail("users create works on the local data home only (drop --server)", code=2)
    if password is None:
        if not sys.stdin.isatty():
            fail("--password is required when stdin is not a terminal", code=2)
        password = typer.prompt("Password", hide_input=True, confirmation_prompt=True)

    async def _run() -> dict[str, Any]:
        from foldwise.sdk import accounts

        async with _kernel() as kernel:
            user = await accounts.create_user(kernel.settings, name, password, email, "admin" if admin else None)
            return accounts.user_record(user)

    try:
        record = run_async(_run())
    except Exception as exc:  # noqa: BLE001 - ApiError -> exit 2 with its message
        _api_error_exit(exc)
        return
    if json_out:
        emit_json(record)
    else:
        typer.echo(f"created user {record['username']} (id {record['id']}, role {record['role']})")


def users_list(json_out: bool = typer.Option(False, "--json", help="print JSON")) -> None:
    """List users."""
    if state.remote:
        fail("users list works on the local data home only (drop --server)", code=2)

    async def _run() -> list[dict[str, Any]]:
        from foldwise.sdk import User, accounts

        async with _kernel():
            return [accounts.user_record(u) for u in await User.all().order_by("id")]

    records = run_async(_run())
    if json_out:
        emit_json({"users": records})
        return
    from foldwise.sdk import Column, print_table

    print_table((Column("id", justify="right"), Column("username", shrink=True), Column("role"),
                 Column("email", shrink=True, drop=2), Column("active", drop=1)),
                [(r["id"], r["username"], r["role"], r["email"] or "-", "yes" if r["is_active"] else "no")
                 for r in records])


def users_reset_link(
    name: str = typer.Argument(..., help="username"),
    json_out: bool = typer.Option(False, "--json", help="print JSON"),
) -> None:
    """Print a one-time password reset link for NAME (valid one hour; earlier links stop working)."""
    if state.remote:
        data = _remote("GET", "/api/v1/users")
        match = next((u for u in data["users"] if u["username"].lower() == name.lower()), None)
        if match is None:
            fail(f"no user named {name!r}", code=2)
        record = _remote("POST", f"/api/v1/users/{match['id']}/reset-link")
    else:
        async def _run() -> dict[str, Any]:
            from foldwise.plugins.auth.passwords import RESET_LIFETIME, create_reset_link

            async with _kernel() as kernel:
                user = await _pick_user(name)
                if not user.is_active:
                    fail(f"{user.username} is inactive: activate the account first", code=2)
                url = await create_reset_link(kernel, user)
                return {"url": url, "expires_in": int(RESET_LIFETIME.total_seconds())}

        record = run_async(_run())
    if json_out:
        emit_json(record)
    else:
        typer.echo(record["url"])


def _remote(method: str, path: str, payload: dict[str, Any] | None = None) -> Any:
    import httpx

    if not state.api_key:
        fail("--api-key (or FOLDWISE_API_KEY) is required with --server", code=2)
    url = (state.server or "").rstrip("/") + path
    try:
        response = httpx.request(method, url, json=payload, headers={"X-API-Key": state.api_key or ""},
                                 timeout=30)
    except httpx.HTTPError as exc:
        fail(f"cannot reach {state.server}: {exc}")
    body = response.json() if response.content else {}
    if response.status_code >= 400:
        message = body.get("message") or body.get("detail") or response.reason_phrase
        fail(f"{response.status_code}: {message}", code=2 if response.status_code < 500 else 1)
    return body.get("data")


async def _pick_user(name: str | None) -> Any:
    from foldwise.sdk import User, accounts

    if name:
        user = await accounts.find_user(name)
        if user is None:
            fail(f"no user named {name!r}", code=2)
        return user
    users = await User.all().order_by("id").limit(2)
    if not users:
        fail("there are no users yet: run `foldwise users create NAME` first", code=2)
    if len(users) == 1:
        return users[0]
    admin = await User.filter(role="admin", is_active=True).order_by("id").first()
    if admin is None:
        fail("several users exist: choose one with --user NAME", code=2)
    return admin


def keys_create(
    user: str = typer.Option(None, "--user", help="owner (default: the only user, else the first admin)"),
    name: str = typer.Option("", "--name", help="a label for the key"),
    expires: str = typer.Option(None, "--expires", help="expiry: ISO date (valid through that day) or date-time"),
    scope: list[str] = typer.Option(None, "--scope", help="limit the key to a plugin runtime scope (repeatable): "
                                    "files:read, files:write, config:read, hooks:manage, hooks:trigger"),
    json_out: bool = typer.Option(False, "--json", help="print {id, name, key, expires_at, scopes} as JSON"),
) -> None:
    """Create an API key and print it once (it cannot be shown again)."""
    from foldwise.plugins.auth.service import parse_expiry

    try:
        expires_at = parse_expiry(expires)
    except Exception as exc:  # noqa: BLE001
        _api_error_exit(exc)
        return
    if state.remote:
        if user:
            fail("--user is not available with --server (keys are created for the caller)", code=2)
        body: dict[str, Any] = {"name": name, "expires_at": expires}
        if scope:
            body["scopes"] = list(scope)
        record = _remote("POST", "/api/v1/api-keys", body)
        owner = None
    else:
        async def _run() -> tuple[dict[str, Any], str]:
            from foldwise.sdk import api_keys

            async with _kernel() as kernel:
                owner = await _pick_user(user)
                new = await api_keys.create_api_key(kernel.settings, owner, name, expires_at,
                                                    scopes=list(scope or ()))
                return new.as_dict(), owner.username

        try:
            record, owner = run_async(_run())
        except Exception as exc:  # noqa: BLE001
            _api_error_exit(exc)
            return
    if json_out:
        emit_json({**record, "user": owner} if owner else record)
        return
    typer.echo(record["key"])
    whose = f" for {owner}" if owner else ""
    typer.echo(f"API key {record['id']}{whose} created (expires: {record['expires_at'] or 'never'}). "
               "Store it now: it is not shown again.", err=True)


def keys_list(
    user: str = typer.Option(None, "--user", help="only this user's keys"),
    json_out: bool = typer.Option(False, "--json", help="print JSON"),
) -> None:
    """List live API keys (never their secrets)."""
    if state.remote:
        records = _remote("GET", "/api/v1/api-keys")["api_keys"]
        if user:
            records = [r for r in records if r.get("user") == user]
    else:
        async def _run() -> list[dict[str, Any]]:
            from foldwise.sdk import api_keys

            async with _kernel():
                owner = await _pick_user(user) if user else None
                return await api_keys.list_api_keys(owner.id if owner else None)

        records = run_async(_run())
    if json_out:
        emit_json({"api_keys": records})
        return
    if not records:
        typer.echo("no API keys", err=True)
        return
    from foldwise.sdk import Column, human_time, print_table

    def when(value: Any, empty: str) -> str:
        return human_time(value) if value else empty

    print_table((Column("id"), Column("user", shrink=True, drop=3), Column("name", shrink=True, drop=4),
                 Column("created", drop=2), Column("expires"), Column("last used", drop=1),
                 Column("scopes", shrink=True, drop=5)),
                [(r["id"], r.get("user") or "-", r["name"] or "-", when(r["created_at"], "-"),
                  when(r["expires_at"], "never"), when(r["last_used_at"], "never"),
                  " ".join(r.get("scopes") or []) or "all (user rights)") for r in records])


def keys_revoke(key_id: str = typer.Argument(..., help="the 12-character key id")) -> None:
    """Revoke an API key."""
    if state.remote:
        _remote("DELETE", f"/api/v1/api-keys/{key_id}")
    else:
        async def _run() -> None:
            from foldwise.sdk import api_keys

            async with _kernel():
                await api_keys.revoke_api_key(key_id)

        try:
            run_async(_run())
        except Exception as exc:  # noqa: BLE001
            from foldwise.sdk import NotFound

            if isinstance(exc, NotFound):
                fail(exc.message, code=1)
            raise
    typer.echo(f"revoked {key_id}")


def users_app() -> typer.Typer:
    """``foldwise users create|list|reset-link``."""
    users = typer.Typer(help="Manage user accounts.", no_args_is_help=True)
    users.command("create")(users_create)
    users.command("list")(users_list)
    users.command("reset-link")(users_reset_link)
    return users


def keys_app() -> typer.Typer:
    """``foldwise keys create|list|revoke``."""
    keys = typer.Typer(help="Manage API keys.", no_args_is_help=True)
    keys.command("create")(keys_create)
    keys.command("list")(keys_list)
    keys.command("revoke")(keys_revoke)
    return keys
