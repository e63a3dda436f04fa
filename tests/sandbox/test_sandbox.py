"""The root sandbox: every accepted path is inside a root; everything else is refused cleanly."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from foldwise.kernel.errors import ApiError, InvalidPath, NotFound, PathNotAllowed
from foldwise.kernel.sandbox import Sandbox


@pytest.fixture
def world(tmp_path: Path) -> tuple[Sandbox, Path, Path]:
    """Two roots, an outside folder, and symlinks pointing in and out."""
    r1, r2, out = tmp_path / "r1", tmp_path / "r2", tmp_path / "outside"
    for d in (r1 / "a/b", r2 / "c", out / "secret"):
        d.mkdir(parents=True)
    (r1 / "a/file.txt").write_text("x")
    (out / "secret/key.txt").write_text("k")
    (r1 / "to_out").symlink_to(out)
    (r1 / "a/to_out_file").symlink_to(out / "secret/key.txt")
    (r1 / "to_r2").symlink_to(r2)
    (r1 / "a/b/up").symlink_to("../..")
    (r1 / "loop").symlink_to(r1 / "loop")
    (r1 / "ünï cødé.txt").write_text("u")
    return Sandbox([r1, r2]), r1, out


def test_accepts_relative_and_absolute_inside(world: tuple[Sandbox, Path, Path]) -> None:
    sb, r1, _ = world
    assert sb.resolve("a/file.txt") == r1 / "a/file.txt"
    assert sb.resolve(str(r1 / "a" / ".." / "a/file.txt")) == r1 / "a/file.txt"
    assert sb.resolve("ünï cødé.txt") == r1 / "ünï cødé.txt"
    assert sb.resolve("to_r2/c") == sb.roots[1] / "c"
    assert sb.resolve("a/b/up/a/file.txt") == r1 / "a/file.txt"
    assert sb.resolve("new/thing", must_exist=False) == r1 / "new/thing"
    assert sb.root_of(r1 / "a") == r1 and sb.relative(r1 / "a/file.txt") == str(r1 / "a/file.txt")


@pytest.mark.parametrize("path", ["../outside/secret/key.txt", "a/../../outside", "/etc/passwd", "/",
                                  "to_out/secret/key.txt", "a/to_out_file", "to_out", "a/b/up/../.."])
def test_refuses_escapes(world: tuple[Sandbox, Path, Path], path: str) -> None:
    sb, _, out = world
    with pytest.raises(PathNotAllowed) as info:
        sb.resolve(path)
    assert info.value.status == 403 and info.value.code == "path_not_allowed"
    assert str(out) not in info.value.message and "/etc" not in info.value.message


@pytest.mark.parametrize("path", ["", "   ", "a/\x00b", "x" * 5000, "\ud800bad", 42, None])
def test_malformed_is_invalid_path(world: tuple[Sandbox, Path, Path], path: object) -> None:
    sb, _, _ = world
    with pytest.raises(InvalidPath) as info:
        sb.resolve(path)  # type: ignore[arg-type]
    assert info.value.status == 400 and info.value.code == "invalid_path"


def test_missing_is_not_found_without_leaking(world: tuple[Sandbox, Path, Path]) -> None:
    sb, r1, _ = world
    with pytest.raises(NotFound) as info:
        sb.resolve(str(r1 / "nope.txt"))
    assert info.value.status == 404 and "nope.txt" in info.value.message
    with pytest.raises(InvalidPath):
        sb.resolve("loop")  # a symlink loop never resolves to a real file


def test_final_symlink_kept_when_not_following(world: tuple[Sandbox, Path, Path]) -> None:
    sb, r1, _ = world
    assert sb.resolve("a/to_out_file", follow_symlinks=False) == r1 / "a/to_out_file"
    with pytest.raises(PathNotAllowed):
        sb.resolve("to_out/secret", follow_symlinks=False)


def test_no_roots_refuses_everything(tmp_path: Path) -> None:
    with pytest.raises(PathNotAllowed):
        Sandbox([]).resolve(str(tmp_path))


def test_roots_can_change(world: tuple[Sandbox, Path, Path]) -> None:
    sb, r1, out = world
    sb.set_roots([out])
    assert sb.resolve("secret/key.txt") == out.resolve() / "secret/key.txt"
    assert not sb.is_inside(r1 / "a")


_parts = st.sampled_from(["..", ".", "a", "b", "up", "to_out", "to_r2", "to_out_file", "loop", "c",
                          "ünï cødé.txt", "file.txt", "secret", "", "é/..", "…", "new"])


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(parts=st.lists(_parts, max_size=8), absolute=st.sampled_from(["", "r1", "r2", "out", "/"]),
       text=st.text(max_size=12), follow=st.booleans())
def test_every_accepted_path_is_inside_a_root(world: tuple[Sandbox, Path, Path], parts: list[str],
                                              absolute: str, text: str, follow: bool) -> None:
    sb, r1, out = world
    base = {"": "", "r1": str(r1), "r2": str(sb.roots[1]), "out": str(out), "/": "/"}[absolute]
    raw = os.path.join(base, *parts, text) if base else os.path.join(*parts, text) if parts else text
    try:
        resolved = sb.resolve(raw, must_exist=False, follow_symlinks=follow)
    except ApiError as exc:
        assert exc.code in ("invalid_path", "path_not_allowed")
        assert str(out) not in exc.message
        return
    real = os.path.realpath(resolved) if follow else os.path.join(os.path.realpath(resolved.parent),
                                                                  resolved.name)
    assert any(real == str(r) or real.startswith(str(r) + os.sep) for r in sb.roots), (raw, real)
    assert sb.contains(resolved)
    if follow:
        assert sb.is_inside(resolved)
