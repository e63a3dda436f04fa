"""Isolation: two members, two workspaces. Neither can list, read, move, search or see the jobs, history or
events of the other's files through any API route (walked from the app's request models), page or WebSocket."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any, get_args, get_origin

from quart_schema.validation import QUART_SCHEMA_QUERYSTRING_ATTRIBUTE, QUART_SCHEMA_REQUEST_ATTRIBUTE, DataSource

from conftest import PASSWORD
from foldwise.plugins.files.service import encode_id
from tests.teams.conftest import Household

HTML = {"Accept": "text/html"}
_CSRF = re.compile(r'name="csrf_token" value="([^"]+)"')
#: Request fields that carry a path (every route that takes one is probed with the other member's path).
PATH_NAMES = re.compile(r"path|source|destination|folder|root|directory|parent|keep|dest|target")
#: Routes that grant access rather than read files (probed in test_workspaces) are left out of the walk.
GRANTING = ("/api/v1/shared", "/api/v1/teams")


def _is_list(annotation: Any) -> bool:
    return get_origin(annotation) is list or any(get_origin(a) is list for a in get_args(annotation))


def _probe(model: type, secret: str) -> dict[str, Any] | None:
    """The model's first example with every path-like field set to ``secret``; None when it has none."""
    fields = {name: f for name, f in model.model_fields.items() if PATH_NAMES.search(name)}
    if not fields:
        return None
    extra = model.model_config.get("json_schema_extra") or {}
    examples = extra.get("examples") if isinstance(extra, dict) else None
    body = dict(examples[0]) if examples else {}
    for name, field in fields.items():
        body[name] = [secret] if _is_list(field.annotation) else secret
    return body


def _routes(app: Any) -> list[tuple[str, str, str, type | None]]:
    """(method, rule, where, model) for every API rule that takes a path, a file id or a job id."""
    out = []
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith("/api/v1") or rule.websocket or rule.rule.startswith(GRANTING):
            continue
        view = app.view_functions[rule.endpoint]
        methods = sorted(set(rule.methods or ()) - {"HEAD", "OPTIONS"})
        body = getattr(view, QUART_SCHEMA_REQUEST_ATTRIBUTE, None)
        query = getattr(view, QUART_SCHEMA_QUERYSTRING_ATTRIBUTE, None)
        for method in methods:
            if body is not None and body[1] == DataSource.JSON:
                out.append((method, rule.rule, "json", body[0]))
            elif query is not None:
                out.append((method, rule.rule, "query", query))
            elif "<" in rule.rule:
                out.append((method, rule.rule, "none", None))
    return out


async def _bob_works(house: Household, root: Path) -> str:
    """Bob moves a file (journaled) and plans his folder (a job); the job id."""
    status, body = await house.call("bob", "POST", "/api/v1/files/move",
                                    json={"source": str(root / "bob" / "inbox" / "bob-report.txt"),
                                          "destination": str(root / "bob" / "bob-report.txt")})
    assert status == 200, body
    status, body = await house.call("bob", "POST", "/api/v1/organize/scan", json={"path": str(root / "bob")})
    assert status == 201, body
    return body["data"]["id"]


async def _drain(ws: Any, seconds: float) -> list[dict[str, Any]]:
    out = []
    while True:
        try:
            out.append(await asyncio.wait_for(ws.receive_json(), seconds))
        except asyncio.TimeoutError:
            return out


def _tree(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*")
                  if p.relative_to(root).parts[0] != ".foldwise-trash")  # the journal's trash, not the user's tree


async def test_members_cannot_reach_each_others_files(app: Any, household: Household, root: Path) -> None:
    client = household.client
    async with client.websocket("/api/v1/ws/alice", headers=household.headers["alice"]) as alice_ws, \
            client.websocket("/api/v1/ws/bob", headers=household.headers["bob"]) as bob_ws:
        assert (await alice_ws.receive_json())["type"] == "connected"
        assert (await bob_ws.receive_json())["type"] == "connected"
        job_id = await _bob_works(household, root)
        await household.call("bob", "POST", "/api/v1/search/reindex")
        seen_by_bob = await _drain(bob_ws, 1.5)
        seen_by_alice = await _drain(alice_ws, 0.5)
    assert any("bob" in str(e) for e in seen_by_bob), seen_by_bob  # the events exist...
    assert not [e for e in seen_by_alice if "bob" in str(e) or job_id in str(e)], seen_by_alice  # ...not for alice

    # listing: the root shows alice her folder and the common one, never bob's
    _, listing = await household.call("alice", "GET", "/api/v1/files", query_string={"path": str(root)})
    assert {f["name"] for f in listing["data"]["files"]} == {"alice", "common"}
    _, listing = await household.call("alice", "GET", "/api/v1/files",
                                      query_string={"path": str(root), "recursive": "true"})
    assert listing["data"]["files"] and not [f for f in listing["data"]["files"] if "bob" in f["path"]]
    # search (wait for the index bob started)
    for _ in range(100):
        _, found = await household.call("bob", "GET", "/api/v1/search", query_string={"q": "report"})
        if any("bob" in r["path"] for r in found["data"]["results"]):
            break
        await asyncio.sleep(0.1)
    else:
        raise AssertionError("bob's search never found his report")
    _, found = await household.call("alice", "GET", "/api/v1/search", query_string={"q": "report"})
    paths = [r["path"] for r in found["data"]["results"]]
    assert paths and not [p for p in paths if "/bob/" in p], paths
    # jobs and history
    _, jobs = await household.call("alice", "GET", "/api/v1/organize/jobs")
    assert job_id not in str(jobs)
    _, history = await household.call("alice", "GET", "/api/v1/history")
    assert "bob" not in str(history["data"]), history
    _, history = await household.call("bob", "GET", "/api/v1/history")
    assert "bob-report" in str(history["data"])

    # every route that takes a path, a file id or a job id, probed with bob's
    secret = str(root / "bob" / "bob-secret.txt")
    before = _tree(root)
    leaks = []
    for method, rule, where, model in _routes(app.app):
        url = re.sub(r"<(?:[^:>]+:)?file_id>", encode_id(0, "bob/bob-secret.txt"), rule)
        url = re.sub(r"<(?:[^:>]+:)?job_id>", job_id, url)
        url = re.sub(r"<(?:[^:>]+:)?[^>]+>", "x", url)
        probe = _probe(model, secret) if model is not None else None
        if probe is None and url == rule:
            continue  # takes neither a path nor an id of bob's
        kwargs: dict[str, Any] = {}
        if where == "json":
            kwargs["json"] = probe or {}
        elif where == "query" and probe is not None:
            kwargs["query_string"] = {k: v if isinstance(v, str) else v[0] for k, v in probe.items()
                                      if isinstance(v, (str, list))}
        response = await client.open(url, method=method, headers=household.headers["alice"], **kwargs)
        text = await response.get_data(as_text=True)
        if response.status_code < 300 and ("bob-secret" in text or "bob private" in text or job_id in text
                                           or (job_id in url and method != "GET")):
            leaks.append((method, url, response.status_code, text[:200]))
    assert not leaks, leaks
    assert _tree(root) == before  # nothing of bob's moved


async def _web_login(client: Any, username: str) -> str:
    page = await client.get("/ui/profile/login", headers=HTML)
    token = _CSRF.search(await page.get_data(as_text=True)).group(1)
    response = await client.post("/ui/profile/login", form={"username": username, "password": PASSWORD,
                                                            "csrf_token": token})
    assert response.status_code == 303
    return _CSRF.search(await (await client.get("/ui/", headers=HTML)).get_data(as_text=True)).group(1)


async def test_pages_keep_workspaces_apart(app: Any, household: Household, root: Path) -> None:
    job_id = await _bob_works(household, root)
    web = app.test_client()
    await _web_login(web, "alice")
    checks = {
        "/ui/files?path=" + str(root): 200,
        "/ui/files?path=" + str(root / "bob"): 403,
        "/ui/files/preview?path=" + str(root / "bob" / "bob-secret.txt"): 403,
        "/ui/files/raw?path=" + str(root / "bob" / "bob-secret.txt"): 403,
        "/ui/organize/history": 200,
        f"/ui/organize/jobs/{job_id}/status": 404,
        "/ui/search?q=report": 200,
    }
    for url, expected in checks.items():
        response = await web.get(url, headers=HTML)
        text = await response.get_data(as_text=True)
        assert response.status_code == expected, (url, response.status_code, text[:300])
        assert "bob-secret" not in text and "bob-report" not in text and ">bob<" not in text, url
    listing = await (await web.get("/ui/files?path=" + str(root), headers=HTML)).get_data(as_text=True)
    assert "common" in listing and "alice" in listing
