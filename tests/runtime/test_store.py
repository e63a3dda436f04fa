"""The webhook store and outbox on SQLite and PostgreSQL: sealed secrets, one delivery per hook, retries."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conftest import make_settings
from tests.runtime.receiver import Receiver, verify
from tests.waiting import wait_until_async


async def test_outbox_delivers_and_retries(db_backend: str | None, home: Path, root: Path) -> None:
    from foldwise.kernel.auth.actor import Actor
    from foldwise.kernel.auth.models import User
    from foldwise.kernel.core import open_kernel
    from foldwise.plugins.runtime.models import DeliveryLog, Hook, OutboxItem
    from foldwise.plugins.runtime.service import RuntimeService

    overrides: dict[str, Any] = {"plugins": {"allow_private_callbacks": True},
                                 # attempts every 0.1 s: enough of them that a loaded machine cannot use them
                                 # all before the receiver turns healthy (the last outcome would be gave_up)
                                 "runtime": {"retry_base_seconds": 0.05, "retry_max_seconds": 0.1,
                                             "max_attempts": 50}}
    if db_backend:
        overrides["database"] = {"url": db_backend}
    async with open_kernel(make_settings(home, [root], **overrides), run_jobs=False) as kernel:
        user = await User.create(username="alice", password_hash="x", role="member")
        actor = Actor(user_id=user.id, username="alice", role="member", via="api_key", key_id="abcdefghijkl",
                      scopes=("hooks:manage",))
        hooks = kernel.service(RuntimeService).hooks
        with Receiver(status=500) as receiver:
            record, created = await hooks.register(actor, "report.ready", f"{receiver.url}/a")
            assert created and record["plugin_id"] == "abcdefghijkl"
            stored = await Hook.get(id=record["id"])
            assert record["secret"] not in stored.secret_sealed
            assert (await hooks.register(actor, "report.ready", f"{receiver.url}/a"))[1] is False
            counts = await hooks.trigger("report.ready", {"n": 1})
            assert counts == {"event": "report.ready", "delivered": 0, "failed": 1}
            await wait_until_async(lambda: len(receiver.received) >= 3, what="retries")
            receiver.status = 204
            await wait_until_async(OutboxItem.all().count, until=lambda n: n == 0, what="the outbox to empty")
            outcomes = await DeliveryLog.filter(hook_id=record["id"]).order_by("id").values_list("outcome", flat=True)
            assert outcomes[-1] == "delivered" and set(outcomes[:-1]) == {"retrying"}
            assert all(verify(record["secret"], r.body, r.headers["X-Foldwise-Signature"]) for r in receiver.received)


async def test_a_one_shot_command_queues_and_the_service_delivers(home: Path, root: Path) -> None:
    from foldwise.kernel.auth.actor import Actor
    from foldwise.kernel.auth.models import User
    from foldwise.kernel.core import open_kernel
    from foldwise.plugins.runtime.models import OutboxItem
    from foldwise.plugins.runtime.service import RuntimeService

    settings = make_settings(home, [root], plugins={"allow_private_callbacks": True})
    with Receiver() as receiver:
        async with open_kernel(settings, run_jobs=False, one_shot=True) as kernel:
            user = await User.create(username="root", password_hash="x", role="admin")
            actor = Actor(user_id=user.id, username="root", role="admin", via="jwt")
            await kernel.service(RuntimeService).hooks.register(actor, "file.deleted", f"{receiver.url}/d")
            await kernel.bus.publish("journal.applied", {"transaction_id": None, "moves": [],
                                                         "removed": [str(root / "x.txt")], "created": []})
        assert receiver.received == []
        async with open_kernel(make_settings(home, [root], plugins={"allow_private_callbacks": True}),
                               run_jobs=False) as kernel:
            assert await OutboxItem.all().count() in (0, 1)
            await wait_until_async(lambda: receiver.received, what="the queued delivery")
        assert b'"event":"file.deleted"' in receiver.received[0].body
