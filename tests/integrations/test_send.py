"""Each builtin integration end to end on real folders: configure, connect, send (journaled, never
overwriting), undo from the history restores the tree exactly."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from conftest import register_and_login
from foldwise.sdk import TRASH_FOLDER


def tree(root: Path) -> dict[str, bytes | None]:
    """Every entry under ``root``: file bytes, or None for a folder (the root's trash folder, where undo puts
    what a send created, is the journal's, not the user's tree: left out)."""
    return {p.relative_to(root).as_posix(): (None if p.is_dir() else p.read_bytes()) for p in root.rglob("*")
            if TRASH_FOLDER not in p.relative_to(root).parts}


async def call(client: Any, headers: dict[str, str], method: str, url: str, status: int = 200, **kw: Any) -> Any:
    response = await client.open(url, method=method, headers=headers, **kw)
    body = await response.get_json()
    assert response.status_code == status, (url, body)
    return body


async def setup(client: Any, headers: dict[str, str], name: str, settings: dict[str, Any]) -> None:
    saved = await call(client, headers, "POST", f"/api/v1/integrations/{name}/settings", json={"settings": settings})
    assert saved["data"] == {"integration": name, "connected": False}
    connected = await call(client, headers, "POST", f"/api/v1/integrations/{name}/connect")
    assert connected["data"] == {"integration": name, "connected": True}


async def send_and_undo(client: Any, headers: dict[str, str], root: Path, name: str, path: Path,
                        metadata: dict[str, Any] | None = None) -> list[str]:
    before = tree(root)
    body = {"path": str(path)} | ({"metadata": metadata} if metadata else {})
    sent = await call(client, headers, "POST", f"/api/v1/integrations/{name}/send", json=body)
    data = sent["data"]
    assert data["integration"] == name and data["sent"] is True and data["path"] == str(path)
    assert data["written"] and all(Path(p).is_file() for p in data["written"])
    assert set(data) == {"integration", "sent", "path", "written"}
    return data["written"], before


async def undo(client: Any, headers: dict[str, str]) -> None:
    await call(client, headers, "POST", "/api/v1/history/undo", json={})


async def test_obsidian_copy_and_note_never_overwrite_and_undo(client: Any, root: Path) -> None:
    headers = await register_and_login(client, "admin")
    vault = root / "Vault"
    (vault / "Notes").mkdir(parents=True)
    (vault / "Notes" / "report.md").write_text("my own note\n")  # taken: the note gets a new name
    doc = root / "report.txt"
    doc.write_text("Quarterly report. Revenue grew in every region.\n")
    await setup(client, headers, "obsidian", {"vault_path": "Vault"})
    listed = await call(client, headers, "GET", "/api/v1/integrations")
    names = [i["name"] for i in listed["data"]["items"]]
    assert names == sorted(names) and {"obsidian", "vscode", "workflow", "browser"} <= set(names)
    item = next(i for i in listed["data"]["items"] if i["name"] == "obsidian")
    assert item["enabled"] and item["connected"] and item["details"]["settings"]["vault_path"] == str(vault)

    written, before = await send_and_undo(client, headers, root, "obsidian", doc,
                                          {"tags": ["finance", "q3 report"], "summary": "Revenue grew."})
    copy, note = Path(written[0]), Path(written[1])
    assert copy == vault / "Attachments" / "report.txt" and copy.read_bytes() == doc.read_bytes()
    assert note == vault / "Notes" / "report (2).md"
    assert (vault / "Notes" / "report.md").read_text() == "my own note\n"
    text = note.read_text()
    assert text.startswith("---\n")
    head = dict(line.split(": ", 1) for line in text.split("---\n")[1].splitlines())
    assert json.loads(head["source"]) == str(doc) and json.loads(head["attachment"]) == "Attachments/report.txt"
    assert head["tags"] == '["finance", "q3-report"]' and json.loads(head["summary"]) == "Revenue grew."
    assert "exported_at" in head and "![[Attachments/report.txt]]" in text

    # a second send never overwrites the first copy
    again = await call(client, headers, "POST", "/api/v1/integrations/obsidian/send", json={"path": str(doc)})
    assert again["data"]["written"][0] == str(vault / "Attachments" / "report (2).txt")
    await undo(client, headers)
    await undo(client, headers)
    assert tree(root) == before


async def test_obsidian_summary_from_analysis(client: Any, root: Path) -> None:
    headers = await register_and_login(client, "admin")
    (root / "Vault").mkdir()
    doc = root / "notes.txt"
    doc.write_text("The garden needs water. Tomatoes and beans grow well in the garden in summer. " * 5)
    await setup(client, headers, "obsidian", {"vault_path": str(root / "Vault"), "notes_subdir": "In/Box"})
    sent = await call(client, headers, "POST", "/api/v1/integrations/obsidian/send", json={"path": "notes.txt"})
    note = Path(sent["data"]["written"][1])
    assert note.parent == root / "Vault" / "In" / "Box"
    head = dict(line.split(": ", 1) for line in note.read_text().split("---\n")[1].splitlines())
    assert json.loads(head["summary"])  # the analysis plugin's summary
    assert head["tags"] != "[]"


async def test_vscode_command_line_and_undo(client: Any, root: Path) -> None:
    headers = await register_and_login(client, "admin")
    (root / "project").mkdir()
    src = root / "project" / "main.py"
    src.write_text("print('hi')\n")
    await setup(client, headers, "vscode", {"workspace_path": str(root / "project")})
    written, before = await send_and_undo(client, headers, root, "vscode", src)
    [command_file] = written
    assert command_file == str(root / "project" / ".foldwise" / "main.py.vscode.json")
    lines = Path(command_file).read_text().splitlines()
    assert len(lines) == 1
    command = json.loads(lines[0])
    assert command["argv"] == ["code", "--reuse-window", str(root / "project"), "--goto", str(src)]
    again = await call(client, headers, "POST", "/api/v1/integrations/vscode/send", json={"path": str(src)})
    assert again["data"]["written"] == [str(root / "project" / ".foldwise" / "main.py (2).vscode.json")]
    await undo(client, headers)
    await undo(client, headers)
    assert tree(root) == before


async def test_workflow_alfred_and_raycast_and_undo(client: Any, root: Path) -> None:
    headers = await register_and_login(client, "admin")
    (root / "launch").mkdir()
    doc = root / "slides.pdf"
    doc.write_bytes(b"%PDF-1.4\n%%EOF\n")
    await setup(client, headers, "workflow", {"output_dir": "launch"})
    written, before = await send_and_undo(client, headers, root, "workflow", doc, {"tags": ["talk"]})
    alfred, raycast = (json.loads(Path(p).read_text()) for p in written)
    assert written == [str(root / "launch" / "slides.pdf.alfred.json"), str(root / "launch" / "slides.pdf.raycast.json")]
    assert alfred["items"][0]["arg"] == str(doc) and alfred["items"][0]["type"] == "file"
    assert raycast == [{"name": "slides.pdf", "link": "file://" + str(doc)}]
    await undo(client, headers)
    assert tree(root) == before


async def test_send_needs_connection_and_a_file_inside_the_roots(client: Any, root: Path, tmp_path: Path) -> None:
    headers = await register_and_login(client, "admin")
    (root / "Vault").mkdir()
    (root / "a.txt").write_text("a")
    outside = tmp_path / "outside.txt"
    outside.write_text("secret")
    await call(client, headers, "POST", "/api/v1/integrations/obsidian/send", 409, json={"path": "a.txt"})
    await call(client, headers, "POST", "/api/v1/integrations/obsidian/connect", 409)
    await setup(client, headers, "obsidian", {"vault_path": "Vault"})
    for bad, status in ((str(outside), 403), ("../outside.txt", 403), ("missing.txt", 404), ("Vault", 400)):
        await call(client, headers, "POST", "/api/v1/integrations/obsidian/send", status, json={"path": bad})
    await call(client, headers, "POST", "/api/v1/integrations/browser/send", 400, json={"path": "a.txt"})
    await call(client, headers, "POST", "/api/v1/integrations/nope/send", 404, json={"path": "a.txt"})
    await call(client, headers, "POST", "/api/v1/integrations/obsidian/disconnect")
    await call(client, headers, "POST", "/api/v1/integrations/obsidian/send", 409, json={"path": "a.txt"})
    assert sorted(p.name for p in (root / "Vault").iterdir()) == []


async def test_members_send_but_do_not_configure(client: Any, root: Path) -> None:
    admin = await register_and_login(client, "admin")
    member = await register_and_login(client, "bob")
    (root / "Vault").mkdir()
    (root / "a.txt").write_text("a")
    await call(client, member, "POST", "/api/v1/integrations/obsidian/settings", 403,
               json={"settings": {"vault_path": "Vault"}})
    await setup(client, admin, "obsidian", {"vault_path": "Vault"})
    await call(client, member, "POST", "/api/v1/integrations/obsidian/disconnect", 403)
    await call(client, member, "POST", "/api/v1/integrations/obsidian/send", json={"path": "a.txt"})
    await call(client, {}, "GET", "/api/v1/integrations", 401)


BAD_SETTINGS = [
    ({"vault_path": "/"}, 403, "path_not_allowed"),
    ({"vault_path": "../elsewhere"}, 403, "path_not_allowed"),
    ({"vault_path": "link"}, 403, "path_not_allowed"),  # a symlink out of the roots
    ({"vault_path": "Vault", "notes_subdir": "../Notes"}, 400, "invalid_path"),
    ({"vault_path": "Vault", "attachments_subdir": "/etc"}, 400, "invalid_path"),
    ({"vault_path": "Vault", "notes_subdir": "a/../../b"}, 400, "invalid_path"),
    ({"vault_path": "Vault", "colour": "red"}, 422, "validation_error"),
    ({}, 422, "validation_error"),
    ({"vault_path": "NoSuchVault"}, 404, "not_found"),
    ({"vault_path": "file.txt"}, 400, "invalid_path"),
]


async def test_bad_settings_refused_and_nothing_written(client: Any, root: Path, tmp_path: Path) -> None:
    headers = await register_and_login(client, "admin")
    (root / "Vault").mkdir()
    (root / "file.txt").write_text("x")
    (root.parent / "elsewhere").mkdir()
    (tmp_path / "away").mkdir()
    (root / "link").symlink_to(tmp_path / "away")
    await setup(client, headers, "obsidian", {"vault_path": "Vault"})
    before = tree(root)
    for bad, status, code in BAD_SETTINGS:
        body = await call(client, headers, "POST", "/api/v1/integrations/obsidian/settings", status,
                          json={"settings": bad})
        assert body["error"] == code, bad
    for name, bad, status in (("vscode", {"workspace_path": "Vault", "command_output_path": "/tmp"}, 403),
                              ("vscode", {"workspace_path": "Vault", "command_output_path": "file.txt"}, 400),
                              ("workflow", {"output_dir": "../elsewhere"}, 403)):
        await call(client, headers, "POST", f"/api/v1/integrations/{name}/settings", status, json={"settings": bad})
    listed = await call(client, headers, "GET", "/api/v1/integrations")
    items = {i["name"]: i for i in listed["data"]["items"]}
    assert items["obsidian"]["connected"] and items["obsidian"]["details"]["settings"] == {
        "vault_path": str(root / "Vault"), "attachments_subdir": "Attachments", "notes_subdir": "Notes"}
    assert not items["vscode"]["enabled"] and not items["workflow"]["enabled"]
    assert tree(root) == before
