"""A webhook receiver on loopback for tests and benchmarks: a real HTTP server in a thread."""

from __future__ import annotations

import hashlib
import hmac
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["Receiver", "Received", "verify"]


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes
    answered: int


def verify(secret: str, body: bytes, signature: str) -> bool:
    """True when ``signature`` is ``sha256=<HMAC-SHA256(secret, body)>``."""
    expected = "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@dataclass
class Receiver:
    """Records every POST; answers ``status`` (changeable while running) with ``reply`` as the body."""

    status: int = 200
    reply: bytes = b"ok"
    received: list[Received] = field(default_factory=list)
    keep: bool = True

    def __post_init__(self) -> None:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:  # noqa: N802
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length)
                status = receiver.status
                if receiver.keep:
                    receiver.received.append(Received(self.path, dict(self.headers), body, status))
                else:
                    receiver.received.append(Received(self.path, {}, b"", status))
                self.send_response(status)
                self.send_header("Content-Length", str(len(receiver.reply)))
                self.end_headers()
                self.wfile.write(receiver.reply)

            def log_message(self, *args: Any) -> None:
                pass

        ThreadingHTTPServer.request_queue_size = 128
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> Receiver:
        self.thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.server.shutdown()
        self.server.server_close()
