"""The event loop never waits on the filesystem: no synchronous filesystem call directly inside an
``async def`` anywhere in ``foldwise/`` (a nested synchronous function, run through ``asyncio.to_thread``,
may make them). Paths from outside go through ``await sandbox.aresolve(...)``."""

from __future__ import annotations

import ast
from pathlib import Path

import foldwise

PACKAGE = Path(foldwise.__file__).parent
#: ``os``/``os.path``/``shutil`` functions that touch the disk.
OS_CALLS = {
    "stat", "lstat", "listdir", "scandir", "walk", "realpath", "exists", "lexists", "isdir", "isfile", "islink",
    "getsize", "getmtime", "access", "mkdir", "makedirs", "rename", "replace", "remove", "unlink", "rmdir",
    "rmtree", "copy", "copy2", "copyfile", "copytree", "move", "statvfs", "disk_usage", "samefile", "readlink",
}
#: ``pathlib.Path`` methods that touch the disk.
PATH_METHODS = {
    "exists", "is_dir", "is_file", "is_symlink", "stat", "lstat", "resolve", "iterdir", "glob", "rglob",
    "read_text", "read_bytes", "write_text", "write_bytes", "mkdir", "unlink", "rmdir", "rename",
    "touch", "samefile", "readlink",
}
#: Sandbox methods that resolve on disk (their async twins are ``aresolve`` / ``ais_inside`` / ``aroot_of``).
SANDBOX_METHODS = {"resolve", "is_inside", "root_of"}
MODULES = {"os", "os.path", "shutil"}
#: Receivers whose same-named methods are not filesystem calls (a regex match, a query); a capitalised
#: receiver is a class (a model's ``exists()`` query), except ``Path(...)``.
NOT_PATHS = {"m", "match", "re", "self", "cls"}
NOT_PATH_SUFFIXES = ("()", "objects", "filter", "query", "match")


def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    if isinstance(node, ast.Call):
        return _dotted(node.func) + "()"
    return "?"


def _blocking(call: ast.Call) -> str | None:
    func = call.func
    if not isinstance(func, ast.Attribute):
        return None
    owner, name = _dotted(func.value), func.attr
    if owner in MODULES and name in OS_CALLS:
        return f"{owner}.{name}"
    if name in SANDBOX_METHODS and owner.endswith("sandbox"):
        return f"{owner}.{name}"
    last = owner.rsplit(".", 1)[-1]
    if name in PATH_METHODS and (owner.startswith("Path(") or (
            owner not in NOT_PATHS and not owner.endswith(NOT_PATH_SUFFIXES) and not last[:1].isupper())):
        return f"{owner}.{name}"
    return None


class _Finder(ast.NodeVisitor):
    def __init__(self, rel: str) -> None:
        self.rel, self.found, self.depth = rel, [], 0

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> None:
        saved, self.depth = self.depth, 1
        for child in node.body:
            self.visit(child)
        self.depth = saved

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:  # a nested sync function runs in a thread
        saved, self.depth = self.depth, 0
        self.generic_visit(node)
        self.depth = saved

    def visit_Lambda(self, node: ast.Lambda) -> None:  # lambdas handed to to_thread
        saved, self.depth = self.depth, 0
        self.generic_visit(node)
        self.depth = saved

    def visit_Await(self, node: ast.Await) -> None:  # ``await txn.mkdir(p)``: a coroutine, not a blocking call
        if isinstance(node.value, ast.Call):
            for child in ast.iter_child_nodes(node.value):
                self.visit(child)
        else:
            self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if self.depth:
            what = _blocking(node)
            if what:
                self.found.append(f"{self.rel}:{node.lineno} {what}")
        # ``asyncio.to_thread(os.stat, p)`` passes the function, it does not call it here.
        self.generic_visit(node)


def blocking_calls() -> list[str]:
    out: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = str(path.relative_to(PACKAGE.parent))
        finder = _Finder(rel)
        finder.visit(ast.parse(path.read_text(), filename=rel))
        out.extend(finder.found)
    return out


def test_no_synchronous_filesystem_call_inside_async_def() -> None:
    found = blocking_calls()
    assert not found, "synchronous filesystem calls on the event loop:\n" + "\n".join(found)


def test_the_walker_sees_a_blocking_call() -> None:
    """The check itself: a direct call is caught, the same call in a nested sync function is not."""
    source = ("import os\nasync def bad(p):\n    return os.path.realpath(p)\n"
              "async def good(p, sandbox):\n    def work():\n        return os.stat(p)\n"
              "    await sandbox.aresolve(p)\n    return await asyncio.to_thread(work)\n"
              "async def also_bad(self, p):\n    return self.kernel.sandbox.resolve(p)\n"
              "async def fine(User, n):\n    return await User.exists(name=n)\n"
              "async def path_bad(p):\n    return Path(p).is_dir()\n")
    finder = _Finder("x.py")
    finder.visit(ast.parse(source))
    assert finder.found == ["x.py:3 os.path.realpath", "x.py:10 self.kernel.sandbox.resolve", "x.py:14 Path().is_dir"]
