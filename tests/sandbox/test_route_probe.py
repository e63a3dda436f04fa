"""A security pass run on every build: every path-taking operation of ``/openapi.json`` is sent traversal,
symlink and symlink-loop tricks, and every non-public route is sent bad credentials.

Nothing outside the roots may be read, moved or written, no answer may be a 500 or carry the outside
file's bytes, and every authenticated route answers 401 (API) or a redirect to sign in (pages)."""

from __future__ import annotations

import base64
import os
import re
from pathlib import Path
from typing import Any

import pytest

from conftest import make_settings
from waiting import wait_until_async
from foldwise.kernel.settings import Settings

from tests.journal.conftest import snapshot

SECRET = b"TOP-SECRET-OUTSIDE"
#: Body or query fields that name files or folders.
PATH_FIELDS = {"path", "paths", "source", "destination", "preferred_folder", "folder", "folders"}
#: Operations whose purpose is to choose the roots themselves (admin only): they may name any folder.
ROOT_CHOOSERS = {("get", "/api/v1/setup/browse-folder"), ("post", "/api/v1/setup/complete")}
#: Routes that need no credentials (contract, "Authentication").
# ``auth/forgot-password`` and ``auth/reset-password`` are the REST side of the public reset pages (someone who
# forgot their password has no credentials; the contract's "Accounts": always 202, no enumeration; docs/accounts.md).
PUBLIC = re.compile(r"^/(api/v1/(health|auth/(login|register|refresh|forgot-password|reset-password))|docs|redoc|"
                    r"openapi\.json|"
                    r"ui/profile/(login|register|forgot-password|reset-password)|static/.*|ui/static/.*)$")


@pytest.fixture
def settings(home: Path, root: Path) -> Settings:
    return make_settings(home, [root], rate_limits={"enabled": False})


@pytest.fixture
def world(tmp_path: Path, root: Path) -> dict[str, Any]:
    outside = tmp_path / "outside"
    (outside / "dir").mkdir(parents=True)
    (outside / "secret.txt").write_bytes(SECRET)
    (outside / "dir" / "inner.txt").write_bytes(SECRET)
    (root / "mine.txt").write_text("inside")
    (root / "box").mkdir()
    _replant(root, outside)
    rel_out = os.path.relpath(outside, root)
    tricks = [
        f"{root}/../outside/secret.txt", f"{rel_out}/secret.txt", "../../outside/secret.txt",
        f"{root}/link_dir/secret.txt", f"{root}/link_dir", f"{root}/link_file", f"{root}/link_dir/dir",
        f"{root}/loop/../link_dir/secret.txt", f"{root}/box/../../outside", str(outside / "secret.txt"),
        str(outside), f"{root}/./link_dir/./dir/inner.txt", "/etc/passwd",
    ]
    return {"outside": outside, "tricks": tricks}


def _replant(root: Path, outside: Path) -> None:
    """Put the tricks back in place: an earlier probe may have legitimately moved or trashed a link itself."""
    for name, target in (("link_dir", str(outside)), ("link_file", str(outside / "secret.txt")), ("loop", "loop")):
        if not os.path.lexists(root / name):
            os.symlink(target, root / name)
    if not (root / "mine.txt").exists():
        (root / "mine.txt").write_text("inside")
    landed = root / "box" / "landed"
    if os.path.lexists(landed):
        assert landed.is_symlink() or SECRET not in landed.read_bytes(), "an outside file was moved in"
        os.unlink(landed)


def _fields(doc: dict[str, Any], op: dict[str, Any]) -> tuple[list[str], list[str]]:
    """(query parameters, JSON body properties) of an operation that name paths."""
    query = [p["name"] for p in op.get("parameters", []) if p.get("in") == "query" and p["name"] in PATH_FIELDS]
    body: list[str] = []
    schema = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema", {})
    if "$ref" in schema:
        schema = doc["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    body = [name for name in schema.get("properties", {}) if name in PATH_FIELDS]
    return query, body


def _fill(template: str) -> str:
    """A value for every placeholder (a number where the route's converter takes only integers)."""
    return re.sub(r"\{[^}]+\}", "x1", re.sub(r"\{int(\([^)]*\))?:[^}]+\}", "1", template))


async def test_path_tricks_never_reach_outside(client: Any, admin_headers: dict[str, str], root: Path,
                                               world: dict[str, Any]) -> None:
    outside: Path = world["outside"]
    before = snapshot(outside)
    doc = await (await client.get("/openapi.json")).get_json()
    probed: set[str] = set()
    for template, item in doc["paths"].items():
        for method, op in item.items():
            if method not in ("get", "post", "put", "patch", "delete") or (method, template) in ROOT_CHOOSERS:
                continue
            query, body = _fields(doc, op)
            for trick in world["tricks"]:
                for name in query:
                    url = _fill(template)
                    r = await client.open(url, method=method.upper(), headers=admin_headers,
                                          query_string={name: trick})
                    await _check(r, method, url, name, trick)
                    _replant(root, outside)
                    probed.add(f"{method} {template}")
                for name in body:
                    value: Any = [trick] if name in ("paths", "folders") else trick
                    payload = {name: value}
                    if name == "source":
                        payload["destination"] = str(root / "box" / "landed")
                    elif name == "destination":
                        payload["source"] = str(root / "mine.txt")
                    url = _fill(template)
                    r = await client.open(url, method=method.upper(), headers=admin_headers, json=payload)
                    if name == "source" and (root / "box" / "landed").exists() and not (root / "box" / "landed").is_symlink(): raise AssertionError((url, trick, r.status_code, await r.get_data()))
                    await _check(r, method, url, name, trick)
                    probed.add(f"{method} {template}")
    # File ids are opaque but decodable: a forged id of an outside path is refused too.
    for rel in ("../outside/secret.txt", "link_file", "link_dir/secret.txt"):
        forged = base64.urlsafe_b64encode(b"0:" + rel.encode()).decode().rstrip("=")
        for method in ("GET", "DELETE"):
            r = await client.open(f"/api/v1/files/{forged}", method=method, headers=admin_headers)
            await _check(r, method.lower(), "/api/v1/files/{id}", "file_id", rel)
    await _settle_jobs(client, admin_headers)
    assert snapshot(outside) == before, "something outside the roots was changed"
    for path in root.rglob("*"):
        assert path.is_symlink() or path.is_dir() or SECRET not in path.read_bytes(), path
    # Every kind of path-taking route was exercised (the list grows with the app).
    assert {"get /api/v1/files", "get /api/v1/files/content", "post /api/v1/files/move", "delete /api/v1/files",
            "post /api/v1/organize/preview", "post /api/v1/dedupe/scan", "post /api/v1/analyze"} <= probed


async def _settle_jobs(client: Any, headers: dict[str, str]) -> None:
    """Wait until no job started by a probe is still running (they could change files later)."""
    async def running() -> bool:
        jobs = (await (await client.get("/api/v1/organize/jobs?page_size=100", headers=headers)).get_json())
        return any(j["status"] in ("in_progress", "rolling_back") for j in jobs["data"]["jobs"])

    await wait_until_async(running, until=lambda busy: not busy, what="the probes' jobs to finish")


async def _check(response: Any, method: str, url: str, name: str, trick: str) -> None:
    data = await response.get_data()
    where = f"{method.upper()} {url} {name}={trick!r} -> {response.status_code} {data[:300]!r}"
    assert response.status_code < 500 or response.status_code == 503, where
    assert SECRET not in data, where
    assert b"root:x:0:0" not in data, where


async def test_every_private_route_refuses_bad_credentials(app: Any, client: Any,
                                                           admin_headers: dict[str, str]) -> None:
    created = await client.post("/api/v1/api-keys", headers=admin_headers, json={"name": "probe"})
    key = (await created.get_json())["data"]["key"]
    bad = [
        {},
        {"X-API-Key": "fw_aaaaaaaaaaaa_" + "b" * 43},
        {"X-API-Key": key[:-1] + ("a" if key[-1] != "a" else "b")},
        {"Authorization": f"Bearer {key}"},
        {"Authorization": "Bearer not.a.jwt"},
        {"Authorization": "Basic YWRtaW46YWRtaW4="},
    ]
    checked = 0
    for rule in app.app.url_map.iter_rules():
        path = rule.rule
        if not path.startswith(("/api/", "/ui")) or PUBLIC.match(path) or rule.websocket:
            continue
        url = _fill(path.replace("<", "{").replace(">", "}"))
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            for headers in bad:
                r = await client.open(url, method=method, headers=headers)
                where = f"{method} {url} {headers} -> {r.status_code}"
                if path.startswith("/api/"):
                    assert r.status_code == 401, where
                    assert (await r.get_json())["error"] == "unauthorized", where
                else:
                    assert r.status_code in (302, 303, 401, 403), where
                    if r.status_code in (302, 303):
                        assert "/ui/profile/login" in r.headers["Location"], where
                checked += 1
    assert checked > 100
