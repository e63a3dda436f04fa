"""foldwise-hello: the example third-party plugin, written on ``foldwise.sdk`` only.

This module holds the hook implementations and nothing heavy: every ``foldwise`` command loads it, so the
service, routes, pages and command are imported inside the hooks that need them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from foldwise.sdk import hookimpl

if TYPE_CHECKING:  # pragma: no cover - annotations only
    import typer
    from pydantic import BaseModel
    from quart import Blueprint

    from foldwise.sdk import Actor, JobType, Kernel, Permission, Service

__version__ = "0.1.0"

#: The permission every surface of this plugin checks.
HELLO_READ = "hello.read"
#: The service, named by ``"module:QualName"`` so registering it imports nothing.
GREETER = "foldwise_hello.service:Greeter"


@hookimpl
def register_config_schema() -> list[tuple[str, type[BaseModel]]]:
    from foldwise_hello.config import HelloConfig

    return [("hello", HelloConfig)]


@hookimpl
def register_permissions() -> list[Permission]:
    from foldwise.sdk import Permission

    return [Permission(HELLO_READ, roles=("viewer", "member", "admin"), description="be greeted")]


@hookimpl
def register_services() -> list[Service]:
    from foldwise.sdk import Service

    return [Service(GREETER)]


@hookimpl
def register_blueprints() -> list[Blueprint]:
    from foldwise_hello.web import api, pages

    return [api, pages]


@hookimpl
def register_commands(cli: typer.Typer) -> None:
    from foldwise_hello.command import hello

    cli.command("hello")(hello)


@hookimpl
def register_job_types() -> list[JobType]:
    from foldwise.sdk import JobType

    from foldwise_hello.service import count

    return [JobType("hello.count", count, description="count to params.to", needs_roots=False)]


@hookimpl
def menu_links(user: Actor | None) -> list[dict[str, str]]:
    return [{"href": "/ui/hello", "label": "Hello"}] if user is not None else []


@hookimpl
def extra_template_vars(template: str, kernel: Kernel) -> dict[str, Any] | None:
    if not template.startswith("hello/"):
        return None
    return {"hello_plugin_version": __version__, "hello_greeted": kernel.service(GREETER).greeted}
