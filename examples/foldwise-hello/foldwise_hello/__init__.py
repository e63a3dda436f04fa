"""foldwise-hello: an example third-party plugin (hook implementations only; everything heavy is lazy)."""

from __future__ import annotations

from typing import Any

from foldwise.sdk import hookimpl

__version__ = "0.1.0"


@hookimpl
def register_config_schema() -> list[tuple[str, Any]]:
    from foldwise_hello.core import HelloConfig

    return [("hello", HelloConfig)]


@hookimpl
def register_permissions() -> list[Any]:
    from foldwise.sdk import Permission

    return [Permission("hello.read", roles=("viewer", "member", "admin"), description="be greeted")]


@hookimpl
def register_blueprints() -> list[Any]:
    from foldwise_hello.web import api, pages

    return [api, pages]


@hookimpl
def register_commands(cli: Any) -> None:
    from foldwise_hello.command import hello

    cli.command("hello")(hello)


@hookimpl
def register_job_types() -> list[Any]:
    from foldwise.sdk import JobType

    from foldwise_hello.core import count

    return [JobType("hello.count", count, description="count to params.to", needs_roots=False)]


@hookimpl
def menu_links(request: Any, user: Any) -> list[dict[str, str]]:
    return [{"href": "/ui/hello", "label": "Hello"}] if user is not None else []


@hookimpl
def extra_template_vars(template: str, request: Any) -> dict[str, Any] | None:
    return {"hello_plugin_version": __version__} if template.startswith("hello/") else None
