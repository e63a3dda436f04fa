"""What ``register_commands`` receives: a record of the commands plugins add, loaded only when one runs.

A plugin registers a command by name, one-line help and a ``"module:attribute"`` target
(``cli.lazy_command("dedupe", "foldwise.plugins.dedupe.cli:dedupe_command", help=...)``, or
``lazy_group`` for a ``typer.Typer`` of subcommands). ``foldwise --help`` lists the commands from
these records without importing typer or any command module; running ``foldwise dedupe`` imports
the dedupe command module and no other. Typer-style eager registration (``cli.command(name)(fn)``,
``cli.add_typer(app, name=...)``) still works for plugins written that way.

This module imports nothing beyond the standard library.
"""

from __future__ import annotations

from importlib import import_module

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover - not imported at run time: typing costs every command's start-up
    from typing import Any, Callable

__all__ = ["CommandEntry", "CommandRegistry"]


def _first_line(text: str | None) -> str:
    return (text or "").strip().split("\n\n", 1)[0].replace("\n", " ").strip()


class CommandEntry:
    """One top-level command: a function (``command``) or a typer application (``group``).

    A plain class, not a dataclass: ``foldwise --help`` should not import ``dataclasses`` (and ``inspect``)."""

    def __init__(self, name: str, kind: str, help: str, target: str | None = None,  # noqa: A002
                 obj: Any = None, options: dict[str, Any] | None = None) -> None:
        self.name = name
        self.kind = kind  # "command" | "group"
        self.help = help
        self.target = target  # "module:attribute", imported when the command runs
        self.obj = obj  # an eagerly registered function or typer.Typer
        self.options: dict[str, Any] = options if options is not None else {}

    def __repr__(self) -> str:
        return f"CommandEntry({self.name!r}, {self.kind!r}, target={self.target!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CommandEntry):
            return NotImplemented
        return (self.name, self.kind, self.help, self.target, self.obj, self.options) == \
            (other.name, other.kind, other.help, other.target, other.obj, other.options)

    def load(self) -> Any:
        """The command's function or typer application (imports its module on first use)."""
        if self.obj is None and self.target:
            module, _, attr = self.target.partition(":")
            self.obj = getattr(import_module(module), attr)
            if callable(self.obj) and self.kind == "group" and not hasattr(self.obj, "registered_commands"):
                self.obj = self.obj()  # a factory returning the typer application
        return self.obj

    def attach(self, cli: Any) -> None:
        """Add this command to the typer root ``cli`` (a click command through a pass-through stub)."""
        obj = self.load()
        if self.kind == "group":
            cli.add_typer(obj, name=self.name, **self.options)
        elif _is_click(obj):
            cli.command(self.name, help=obj.help, add_help_option=False,
                        context_settings={"allow_extra_args": True, "ignore_unknown_options": True})(
                _click_stub(self.name, obj))
        else:
            cli.command(self.name, **self.options)(obj)

    def run(self, args: list[str], prog: str = "foldwise") -> None:
        """Run this command alone with ``args`` (the words after its name); exits like click."""
        obj = self.load()
        if self.kind == "command" and _is_click(obj):
            obj.main(args=args, prog_name=f"{prog} {self.name}")
            return
        import typer

        root = typer.Typer(add_completion=False, pretty_exceptions_enable=False, rich_markup_mode=None,
                           context_settings={"help_option_names": ["-h", "--help"]})
        root.callback()(_no_options)
        self.attach(root)
        root(args=[self.name, *args], prog_name=prog)


def _no_options() -> None:
    """foldwise: organize files safely; every change can be undone."""


def _is_click(obj: Any) -> bool:
    """A command written with ``click`` (no typer parameter coercion, hence no pydantic at start-up), or an
    object that runs like one: ``main(args=..., prog_name=...)`` and ``help``, marked ``click_compatible``
    (a command that parses its common forms itself and hands the rest to click, so it need not import it)."""
    return type(obj).__module__.startswith("click.") or getattr(obj, "click_compatible", False) is True


def _click_stub(name: str, command: Any) -> Callable[..., Any]:
    def stub(ctx: Any) -> None:
        command.main(args=list(ctx.args), prog_name=f"foldwise {name}")

    import typer

    stub.__annotations__ = {"ctx": typer.Context, "return": None}
    stub.__doc__ = command.help
    return stub


class CommandRegistry:
    """The ``cli`` argument of ``register_commands``: commands by name, in registration order."""

    def __init__(self) -> None:
        self.entries: dict[str, CommandEntry] = {}

    # ---- lazy registration (preferred: nothing is imported until the command runs) ----------------
    def lazy_command(self, name: str, target: str, *, help: str) -> None:  # noqa: A002 - typer's word
        """Register the function at ``target`` ("module:attribute") as ``foldwise NAME``."""
        self.entries[name] = CommandEntry(name, "command", help, target=target)

    def lazy_group(self, name: str, target: str, *, help: str) -> None:  # noqa: A002
        """Register the ``typer.Typer`` (or a function returning one) at ``target`` as ``foldwise NAME ...``."""
        self.entries[name] = CommandEntry(name, "group", help, target=target)

    # ---- typer-compatible eager registration -------------------------------------------------------
    def command(self, name: str | None = None, **options: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """``@cli.command("name")`` as on a ``typer.Typer``."""

        def decorator(fn: Callable[..., Any]) -> Callable[..., Any]:
            cmd = name or fn.__name__.replace("_", "-")
            text = options.get("help") or _first_line(fn.__doc__)
            self.entries[cmd] = CommandEntry(cmd, "command", text, obj=fn, options=options)
            return fn

        return decorator

    def add_typer(self, app: Any, *, name: str | None = None, **options: Any) -> None:
        """``cli.add_typer(app, name="group")`` as on a ``typer.Typer``."""
        info = getattr(app, "info", None)
        cmd = name or getattr(info, "name", None)
        if not cmd:
            raise ValueError("add_typer needs a name")
        text = options.get("help") or getattr(info, "help", None) or ""
        self.entries[cmd] = CommandEntry(cmd, "group", _first_line(text if isinstance(text, str) else ""),
                                         obj=app, options=options)

    def __contains__(self, name: object) -> bool:
        return name in self.entries

    def names(self) -> list[str]:
        """Command names in registration order."""
        return list(self.entries)
