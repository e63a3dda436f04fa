"""The auth plugin: account and API-key routes, profile pages, ``users``/``keys`` commands.

The mechanism (models, tokens, keys, guard) lives in the kernel (reached through ``foldwise.sdk``:
``accounts``, ``api_keys``, ``tokens``, ``User``); this plugin is the adapters. Imports nothing heavy at module level.
"""

from __future__ import annotations

from typing import Any

from foldwise.sdk import hookimpl

PERMISSIONS = (
    ("users.admin", ("admin",), "manage other users' accounts and keys"),
    ("api_keys.read", ("viewer", "member", "admin"), "list your own API keys"),
    ("api_keys.manage", ("member", "admin"), "create and revoke your own API keys"),
)


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise.plugins.auth.account_pages import bp as account_pages_bp
    from foldwise.plugins.auth.account_routes import bp as account_bp
    from foldwise.plugins.auth.pages import bp as pages_bp
    from foldwise.plugins.auth.routes import bp as api_bp

    return [api_bp, account_bp, pages_bp, account_pages_bp]


@hookimpl
def register_models() -> list[str]:
    return ["foldwise.plugins.auth.models"]


@hookimpl
def register_config_schema() -> list[tuple[str, Any]]:
    from foldwise.plugins.auth.mail import MailConfig

    return [("mail", MailConfig)]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [Permission(name, roles, description) for name, roles, description in PERMISSIONS]


@hookimpl
def register_rate_limits() -> list[Any]:
    from foldwise.sdk import RateRule

    return [
        RateRule("authentication", "/api/v1/auth/", methods=("POST",), exclude=("/api/v1/auth/logout",)),
        RateRule("authentication", "/ui/profile/login", methods=("POST",)),
        RateRule("authentication", "/ui/profile/register", methods=("POST",)),
    ]


@hookimpl
def register_commands(cli: Any) -> None:
    """Lazy records: the command module loads only when its command runs."""
    cli.lazy_group("users", "foldwise.plugins.auth.cli:users_app", help="Manage user accounts.")
    cli.lazy_group("keys", "foldwise.plugins.auth.cli:keys_app", help="Manage API keys.")


@hookimpl
def menu_links(request: Any, user: Any) -> list[dict[str, str]]:
    if user is None:
        return []
    return [{"href": "/ui/profile/api-keys", "label": "API keys"}]


@hookimpl
async def extra_template_vars(template: str, request: Any) -> dict[str, Any]:
    """``user_theme``: the signed-in user's stored colour theme (the shell prefers it to the cookie)."""
    from foldwise.sdk import current_actor

    actor = current_actor()
    if actor is None:
        return {}
    from foldwise.plugins.auth.profile import theme_of

    return {"user_theme": await theme_of(actor.user_id)}


@hookimpl
def settings_sections(user: Any) -> list[dict[str, str]]:
    if user is None:
        return []
    return [
        {"href": "/ui/settings/appearance", "label": "Appearance", "description": "Light, dark or automatic colours."},
        {"href": "/ui/profile/account-settings", "label": "Account",
         "description": "Password and two-factor sign-in."},
        {"href": "/ui/profile/edit", "label": "Profile", "description": "Display name, email and avatar."},
    ]
