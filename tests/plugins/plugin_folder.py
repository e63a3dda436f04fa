"""Tiny third-party plugins written for a test: as an unpacked wheel in ``home/plugins/<dist>/`` or as a real
wheel built with pip.

The plugin has a REST route ``GET /api/v1/<name>`` (answers its ``message``), a page ``/ui/<name>``, a command
``foldwise <name>``, and records ``start <version>``/``stop <version>`` lines in ``home/<name>.log`` from its
``startup``/``shutdown`` hooks. ``fail`` makes it raise at ``import`` or at ``startup``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

PLUGIN_SOURCE = '''"""A plugin written by a test."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foldwise.sdk import Permission, hookimpl

NAME = {name!r}
VERSION = {version!r}
MESSAGE = {message!r}
FAIL = {fail!r}

if FAIL == "import":
    raise RuntimeError(f"{{NAME}} fails at import on purpose")


def _log(kernel: Any, line: str) -> None:
    with open(Path(kernel.settings.home) / f"{{NAME}}.log", "a", encoding="utf-8") as out:
        out.write(line + "\\n")


@hookimpl
def register_permissions() -> list[Any]:
    return [Permission(f"{{NAME}}.read", roles=("viewer", "member", "admin"), description="read the test plugin")]


@hookimpl
def register_blueprints() -> list[Any]:
    from {package}.web import api, pages

    return [api, pages]


@hookimpl
def register_commands(cli: Any) -> None:
    import typer

    @cli.command(NAME)
    def command() -> None:
        """Print the test plugin's message."""
        typer.echo(f"{{NAME}} {{VERSION}}: {{MESSAGE}}")


@hookimpl
def startup(kernel: Any) -> None:
    if FAIL == "startup":
        raise RuntimeError(f"{{NAME}} fails at startup on purpose")
    _log(kernel, f"start {{VERSION}}")


@hookimpl
def shutdown(kernel: Any) -> None:
    _log(kernel, f"stop {{VERSION}}")
'''

WEB_SOURCE = '''"""Routes of the test plugin."""

from __future__ import annotations

from typing import Any

from quart import Blueprint

from foldwise.sdk import ok, require

from {package} import MESSAGE, NAME, VERSION

api = Blueprint(f"{{NAME}}_api", __name__, url_prefix="/api/v1")
pages = Blueprint(f"{{NAME}}_pages", __name__, url_prefix="/ui")


@api.get(f"/{{NAME}}")
@require(f"{{NAME}}.read")
async def message() -> Any:
    """The test plugin's message."""
    return ok({{"message": MESSAGE, "version": VERSION}})


@pages.get(f"/{{NAME}}")
@require(f"{{NAME}}.read")
async def page() -> Any:
    return f"<!doctype html><title>{{NAME}}</title><p id=message>{{MESSAGE}}</p>"
'''


def dist_name(name: str) -> str:
    return f"foldwise-{name}"


def package_name(name: str) -> str:
    return f"foldwise_{name}"


def write_sources(dest: Path, name: str, version: str = "1.0", message: str = "one", fail: str | None = None) -> Path:
    """Write the plugin's package into ``dest/<package>/``; returns the package directory."""
    package = package_name(name)
    pkg = dest / package
    pkg.mkdir(parents=True, exist_ok=True)
    values = {"name": name, "version": version, "message": message, "fail": fail, "package": package}
    (pkg / "__init__.py").write_text(PLUGIN_SOURCE.format(**values), encoding="utf-8")
    (pkg / "web.py").write_text(WEB_SOURCE.format(**values), encoding="utf-8")
    return pkg


def write_plugin_folder(plugins_dir: Path, name: str, version: str = "1.0", message: str = "one",
                        fail: str | None = None) -> Path:
    """Write the plugin as an unpacked wheel into ``plugins_dir/<dist>/`` (replacing any previous one the way
    an installer does: a new folder renamed into place). Returns the folder."""
    folder = plugins_dir / dist_name(name)
    staging = plugins_dir / f".staging-{name}"
    shutil.rmtree(staging, ignore_errors=True)
    write_sources(staging, name, version, message, fail)
    info = staging / f"{package_name(name)}-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist_name(name)}\nVersion: {version}\n")
    (info / "entry_points.txt").write_text(f"[foldwise.plugins]\n{name} = {package_name(name)}\n")
    (info / "RECORD").write_text("")
    if folder.exists():
        old = plugins_dir / f".old-{name}"
        shutil.rmtree(old, ignore_errors=True)
        folder.rename(old)
        staging.rename(folder)
        shutil.rmtree(old)
    else:
        staging.rename(folder)
    return folder


def build_wheel(project: Path, out: Path) -> Path:
    """``pip wheel --no-deps --no-build-isolation`` of ``project`` into ``out``; returns the wheel."""
    out.mkdir(parents=True, exist_ok=True)
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                           "--disable-pip-version-check", "-w", str(out), str(project)],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    wheels = sorted(out.glob("*.whl"), key=lambda p: p.stat().st_mtime)
    assert wheels, f"no wheel in {out}"
    return wheels[-1]


def write_project(dest: Path, name: str, version: str = "1.0", message: str = "one", fail: str | None = None) -> Path:
    """A buildable project (pyproject.toml + package) for the plugin; returns its directory."""
    shutil.rmtree(dest, ignore_errors=True)
    write_sources(dest, name, version, message, fail)
    (dest / "pyproject.toml").write_text(f'''[build-system]
requires = ["setuptools>=61"]
build-backend = "setuptools.build_meta"

[project]
name = "{dist_name(name)}"
version = "{version}"

[project.entry-points."foldwise.plugins"]
{name} = "{package_name(name)}"

[tool.setuptools]
packages = ["{package_name(name)}"]
''')
    return dest


def install_wheel(wheel: Path, plugins_dir: Path, folder_name: str) -> Path:
    """Unpack ``wheel`` into ``plugins_dir/<folder_name>/`` through a staging folder renamed into place."""
    plugins_dir.mkdir(parents=True, exist_ok=True)
    staging = plugins_dir / f".staging-{folder_name}"
    shutil.rmtree(staging, ignore_errors=True)
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(staging)
    folder = plugins_dir / folder_name
    if folder.exists():
        old = plugins_dir / f".old-{folder_name}"
        shutil.rmtree(old, ignore_errors=True)
        folder.rename(old)
        staging.rename(folder)
        shutil.rmtree(old)
    else:
        staging.rename(folder)
    return folder
