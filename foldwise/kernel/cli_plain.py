"""A command that parses its plain forms with ``argparse`` and hands everything else to its click command.

Commands people run again and again on big folders (``foldwise organize``, ``foldwise dedupe``) are a new
process each time, and importing click (with the ``typing`` machinery it loads) is some 13 ms of that. A
``PlainCommand`` parses the usual forms (the path and the options, each once or repeated as click allows) with a
standard-library parser that never prints nor exits; help, usage errors and any form it is unsure of go to the
click command, imported only then, so every message and exit code stays click's own. A test per command
checks that both parsers give the same call for the forms the plain one accepts.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover - typing costs every command's start-up
    import argparse
    from typing import Any, Callable

__all__ = ["PlainCommand", "Refused", "plain_parser"]


class Refused(Exception):
    """The plain parser met a form only click should judge (help, a usage error)."""


def plain_parser(prog: str) -> argparse.ArgumentParser:
    """An ``argparse`` parser that raises ``Refused`` instead of printing or exiting (no ``-h``, no
    abbreviations; a fixed help width, so building it does not ask ``shutil`` for the terminal's)."""
    import argparse

    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> Any:  # noqa: D102 - argparse's hook: refuse instead of exiting
            raise Refused(message)

        def exit(self, status: int = 0, message: str | None = None) -> Any:  # noqa: D102
            raise Refused(message or "")

    return Parser(prog=prog, add_help=False, allow_abbrev=False, exit_on_error=False,
                  formatter_class=lambda prog: argparse.HelpFormatter(prog, width=100))


class PlainCommand:
    """``foldwise NAME`` as the command registry runs it (``click_compatible``: click's ``main``).

    ``parser()`` builds the plain parser (its ``dest`` names are ``run``'s keyword arguments), ``click_command()``
    the full click command, ``run(**kwargs)`` does the work."""

    click_compatible = True

    def __init__(self, name: str, help: str, parser: Callable[[], argparse.ArgumentParser],
                 click_command: Callable[[], Any], run: Callable[..., None]) -> None:
        self.name = name
        self.help = help
        self._parser = parser
        self._click_command = click_command
        self._run = run

    def parse_plain(self, args: list[str]) -> dict[str, Any] | None:
        """``run``'s keyword arguments for a plain command line, or None when only click can judge it.

        Forms the two parsers read differently go to click: a short option joined to its value by ``=``
        (``-m=para``: click's value is ``=para``) and a positional argument that looks like an option
        (``-1``: click says "No such option" unless it follows ``--``)."""
        import argparse

        if any(len(arg) > 2 and arg[0] == "-" and arg[1] != "-" and arg[2] == "=" for arg in args):
            return None
        parser = self._parser()
        try:
            parsed = vars(parser.parse_args(args))
        except (Refused, argparse.ArgumentError):
            return None
        if "--" not in args:
            positional = [a.dest for a in parser._actions if not a.option_strings]
            if any(isinstance(parsed.get(dest), str) and len(parsed[dest]) > 1 and parsed[dest][0] == "-"
                   for dest in positional):
                return None
        return parsed

    def click_command(self) -> Any:
        return self._click_command()

    def main(self, args: list[str] | None = None, prog_name: str | None = None, **extra: Any) -> None:
        args = list(sys.argv[1:] if args is None else args)
        plain = self.parse_plain(args)
        if plain is None:  # help, usage errors and unusual forms: click's own answer
            self._click_command().main(args=args, prog_name=prog_name, **extra)
            return
        try:
            self._run(**plain)
        except KeyboardInterrupt:  # as click's standalone mode answers
            sys.stderr.write("\nAborted!\n")
            raise SystemExit(1) from None
        except BrokenPipeError:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - as click does: no second error at exit
            raise SystemExit(1) from None
