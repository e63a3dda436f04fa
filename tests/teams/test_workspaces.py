"""Workspaces over REST: creation rules, sharing read-only and read-write, switching."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tests.teams.conftest import Household


async def test_workspace_rules(household: Household, root: Path) -> None:
    ws = household.workspaces["alice"]
    assert ws["folders"] == [str(root / "alice")] and ws["access"] == "write" and ws["team_id"] is None
    # a whole root is an admin's call; someone else's folder is not yours to claim; outside the roots neither
    status, body = await household.call("alice", "POST", "/api/v1/workspaces", json={"name": "all", "folders": [str(root)]})
    assert (status, body["error"]) == (403, "forbidden")
    status, body = await household.call("alice", "POST", "/api/v1/workspaces",
                                        json={"name": "steal", "folders": [str(root / "bob" / "inbox")]})
    assert (status, body["error"]) == (403, "path_not_allowed")
    status, body = await household.call("alice", "POST", "/api/v1/workspaces",
                                        json={"name": "up", "folders": [str(root / "alice" / ".." / "..")]})
    assert (status, body["error"]) == (403, "path_not_allowed")
    status, body = await household.call("admin", "POST", "/api/v1/workspaces", json={"name": "all", "folders": [str(root)]})
    assert status == 201, body
    # each member lists only their own; the admin all
    _, listed = await household.call("alice", "GET", "/api/v1/workspaces")
    assert [w["name"] for w in listed["data"]["items"]] == ["alice's"]
    _, listed = await household.call("admin", "GET", "/api/v1/workspaces")
    assert len(listed["data"]["items"]) == 3


async def test_switch_workspace(household: Household) -> None:
    bob_ws = household.workspaces["bob"]["id"]
    status, body = await household.call("alice", "POST", f"/api/v1/workspaces/{bob_ws}/switch")
    assert (status, body["error"]) == (404, "not_found")
    status, body = await household.call("alice", "POST", "/api/v1/workspaces/abc/switch")
    assert (status, body["error"]) == (404, "not_found")
    mine = household.workspaces["alice"]["id"]
    status, body = await household.call("alice", "POST", f"/api/v1/workspaces/{mine}/switch")
    assert status == 200 and body["data"]["current"] is True
    _, listed = await household.call("alice", "GET", "/api/v1/workspaces")
    assert [w["current"] for w in listed["data"]["items"]] == [True]


async def test_read_only_share(household: Household, root: Path) -> None:
    bob_file = str(root / "bob" / "bob-secret.txt")
    status, _ = await household.call("alice", "GET", "/api/v1/files/info", query_string={"path": bob_file})
    assert status == 403
    status, body = await household.call("bob", "POST", "/api/v1/shared",
                                        json={"workspace_id": household.workspaces["bob"]["id"], "with_user": "ALICE",
                                              "access": "read"})
    assert status == 201, body
    share_id = body["data"]["id"]
    assert body["data"]["with_user"] == "alice" and body["data"]["access"] == "read"
    # alice sees bob's files now, and cannot change them
    status, body = await household.call("alice", "GET", "/api/v1/files/info", query_string={"path": bob_file})
    assert status == 200, body
    _, listing = await household.call("alice", "GET", "/api/v1/files", query_string={"path": str(root / "bob")})
    assert {f["name"] for f in listing["data"]["files"]} == {"inbox", "bob-secret.txt"}
    status, body = await household.call("alice", "POST", "/api/v1/files/move",
                                        json={"source": bob_file, "destination": str(root / "alice" / "taken.txt")})
    assert (status, body["error"]) == (403, "forbidden"), body
    status, body = await household.call("alice", "POST", "/api/v1/files/move",
                                        json={"source": str(root / "alice" / "alice-secret.txt"),
                                              "destination": str(root / "bob" / "gift.txt")})
    assert (status, body["error"]) == (403, "forbidden"), body
    assert (root / "bob" / "bob-secret.txt").exists() and not (root / "bob" / "gift.txt").exists()
    # a notification told alice; both see the share on /shared
    _, notes = await household.call("alice", "GET", "/api/v1/notifications", query_string={"unread": "true"})
    assert [n["kind"] for n in notes["data"]["items"]] == ["share"]
    _, shares = await household.call("alice", "GET", "/api/v1/shared")
    assert [(s["direction"], s["workspace_name"]) for s in shares["data"]["items"]] == [("incoming", "bob's")]
    # write access: the move works and is journaled
    status, body = await household.call("bob", "POST", "/api/v1/shared",
                                        json={"workspace_id": household.workspaces["bob"]["id"], "with_user": "alice",
                                              "access": "write"})
    assert status == 201 and body["data"]["id"] == share_id
    status, body = await household.call("alice", "POST", "/api/v1/files/move",
                                        json={"source": bob_file, "destination": str(root / "bob" / "inbox" / "moved.txt")})
    assert status == 200, body
    # stop sharing: alice is out again
    status, _ = await household.call("bob", "DELETE", f"/api/v1/shared/{share_id}")
    assert status == 200
    status, _ = await household.call("alice", "GET", "/api/v1/files/info",
                                     query_string={"path": str(root / "bob" / "inbox" / "moved.txt")})
    assert status == 403


async def test_team_invitation_and_team_workspace(household: Household, root: Path) -> None:
    status, body = await household.call("alice", "POST", "/api/v1/teams", json={"name": "Home"})
    assert status == 201, body
    team_id = body["data"]["id"]
    status, body = await household.call("alice", "POST", f"/api/v1/teams/{team_id}/invite",
                                        json={"username": "bob@example.com", "role": "viewer"})
    assert status == 201 and body["data"]["status"] == "pending", body
    invitation = body["data"]["id"]
    status, body = await household.call("alice", "POST", f"/api/v1/teams/{team_id}/invite",
                                        json={"username": "bob", "role": "viewer"})
    assert (status, body["error"]) == (409, "conflict")
    # bob is not in yet: he cannot manage the team, and sees only the invitation
    status, body = await household.call("bob", "POST", f"/api/v1/teams/{team_id}/invite", json={"username": "admin"})
    assert status == 404
    _, teams = await household.call("bob", "GET", "/api/v1/teams")
    assert teams["data"]["items"] == [] and [i["id"] for i in teams["data"]["invitations"]] == [invitation]
    _, notes = await household.call("bob", "GET", "/api/v1/notifications")
    assert notes["data"]["items"][0]["kind"] == "invitation"
    status, body = await household.call("bob", "POST", f"/api/v1/teams/invitations/{invitation}/accept")
    assert status == 200 and body["data"]["status"] == "accepted"
    status, _ = await household.call("alice", "POST", f"/api/v1/teams/invitations/{invitation}/accept")
    assert status == 404  # not hers
    (root / "family").mkdir()
    (root / "family" / "plan.txt").write_text("plan")
    status, body = await household.call("alice", "POST", "/api/v1/workspaces",
                                        json={"name": "Family", "folders": [str(root / "family")], "team_id": team_id})
    assert status == 201, body
    # bob, a team viewer, reads the team's workspace and cannot change it
    status, _ = await household.call("bob", "GET", "/api/v1/files/info", query_string={"path": str(root / "family" / "plan.txt")})
    assert status == 200
    status, body = await household.call("bob", "POST", "/api/v1/files/move",
                                        json={"source": str(root / "family" / "plan.txt"),
                                              "destination": str(root / "family" / "plan2.txt")})
    assert (status, body["error"]) == (403, "forbidden")
    # promoted to member, he can
    bob_id = next(m["user_id"] for m in (await household.call("alice", "GET", "/api/v1/teams"))[1]["data"]["items"][0]["members"]
                  if m["username"] == "bob")
    status, body = await household.call("alice", "POST", f"/api/v1/teams/{team_id}/role", json={"user_id": bob_id, "role": "member"})
    assert status == 200, body
    status, body = await household.call("bob", "POST", "/api/v1/files/move",
                                        json={"source": str(root / "family" / "plan.txt"),
                                              "destination": str(root / "family" / "plan2.txt")})
    assert status == 200, body
    # the last admin keeps the role
    alice_id = next(m["user_id"] for m in body and (await household.call("alice", "GET", "/api/v1/teams"))[1]["data"]["items"][0]["members"]
                    if m["username"] == "alice")
    status, body = await household.call("alice", "POST", f"/api/v1/teams/{team_id}/role", json={"user_id": alice_id, "role": "member"})
    assert (status, body["error"]) == (409, "conflict")


async def test_notifications_pushed_to_addressee_and_mark_read(household: Household) -> None:
    client = household.client
    async with client.websocket("/api/v1/ws/a", headers=household.headers["alice"]) as alice_ws, \
            client.websocket("/api/v1/ws/b", headers=household.headers["bob"]) as bob_ws:
        await alice_ws.receive_json(), await bob_ws.receive_json()  # connected
        await household.call("bob", "POST", "/api/v1/shared",
                             json={"workspace_id": household.workspaces["bob"]["id"], "with_user": "alice"})
        pushed = await asyncio.wait_for(alice_ws.receive_json(), 5)
        assert pushed["type"] == "notification" and pushed["data"]["kind"] == "share"
        with pytest.raises(asyncio.TimeoutError):  # the sharer is not told about alice's notification
            while True:
                message = await asyncio.wait_for(bob_ws.receive_json(), 0.5)
                assert message["type"] != "notification", message
    _, body = await household.call("alice", "GET", "/api/v1/notifications")
    assert body["data"]["unread"] == 1
    note = body["data"]["items"][0]["id"]
    status, body = await household.call("bob", "POST", "/api/v1/notifications/mark-read", json={"ids": [note]})
    assert status == 200 and body["data"]["marked"] == 0  # not bob's
    status, body = await household.call("alice", "POST", "/api/v1/notifications/mark-read", json={"all": True})
    assert body["data"] == {"marked": 1, "unread": 0}
    status, body = await household.call("alice", "POST", "/api/v1/notifications/mark-read", json={})
    assert status == 200 and body["data"]["marked"] == 0
    status, body = await household.call("alice", "POST", "/api/v1/notifications/mark-read", json={"all": 1})
    assert status == 422
