"""A real local SMTP server (aiosmtpd) that keeps the messages it receives."""

from __future__ import annotations

import email
import re
from email.message import Message
from typing import Any, Iterator

from aiosmtpd.controller import Controller

from conftest import free_port

LINK_RE = re.compile(r"(http://\S+/ui/profile/reset-password\?token=(fwp_\S+))")


class Inbox:
    """aiosmtpd handler collecting every message."""

    def __init__(self) -> None:
        self.messages: list[Message] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:  # noqa: N802 - aiosmtpd's name
        self.messages.append(email.message_from_bytes(envelope.content))
        return "250 OK"

    def reset_link(self) -> tuple[str, str]:
        """The (url, token) of the newest reset mail."""
        body = self.messages[-1].get_payload(decode=True).decode()
        match = LINK_RE.search(body)
        assert match, body
        return match.group(1), match.group(2)


def smtp_server() -> Iterator[tuple[Inbox, int]]:
    """Run an SMTP server on a free local port for the duration of a fixture."""
    inbox = Inbox()
    port = free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield inbox, port
    finally:
        controller.stop()
