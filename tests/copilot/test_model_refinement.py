"""Optional model refinement: a fake OpenAI-compatible endpoint on loopback (the stand-in for a model server)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Iterator

import pytest


class FakeModel:
    """Records each chat request and answers with ``reply`` (a string the test sets)."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.reply = "{}"
        self.status = 200


@pytest.fixture
def model() -> Iterator[tuple[FakeModel, str]]:
    fake = FakeModel()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

        def do_POST(self) -> None:  # noqa: N802 - the http.server API
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            fake.requests.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
            data = json.dumps({"choices": [{"message": {"role": "assistant", "content": fake.reply}}]}).encode()
            self.send_response(fake.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield fake, f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()


def _chat(args: list[str], home: Path, root: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    environ.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root)})
    return subprocess.run([sys.executable, "-m", "foldwise", "copilot", "chat", *args], input=stdin,
                          capture_output=True, text=True, env=environ, timeout=180)


def _configure(home: Path, url: str) -> None:
    (home / "foldwise.toml").write_text(
        f'[analysis]\nllm_url = "{url}"\nllm_kind = "openai"\nllm_model = "tiny"\nllm_api_key = "sk-test"\n')


def test_unsure_requests_go_to_the_model_and_changes_still_need_a_yes(home: Path, root: Path,
                                                                        model: tuple[FakeModel, str]) -> None:
    fake, url = model
    _configure(home, url)
    (root / "Inbox").mkdir()
    (root / "Inbox" / "scan.pdf").write_bytes(b"%PDF scan")

    # a clear request: the grammar is sure, the model is not asked
    assert _chat(["help"], home, root).returncode == 0 and fake.requests == []

    fake.reply = '```json\n{"action": "move", "arguments": {"path": "Inbox/scan.pdf", "destination": "Papers"}}\n```'
    declined = _chat(["could you stash the scanned thing in papers", "--json"], home, root, stdin="n\n")
    assert declined.returncode == 0, declined.stderr
    sent = fake.requests[-1]
    assert sent["path"] == "/v1/chat/completions" and sent["auth"] == "Bearer sk-test"
    assert sent["body"]["model"] == "tiny" and "could you stash the scanned thing in papers" in json.dumps(sent["body"])
    plan = json.loads(declined.stdout.splitlines()[0])
    assert plan["intent"]["source"] == "model" and plan["intent"]["action"] == "move"
    assert "Proceed? [y/N]" in declined.stderr and (root / "Inbox" / "scan.pdf").exists()

    accepted = _chat(["could you stash the scanned thing in papers"], home, root, stdin="y\n")
    assert accepted.returncode == 0, accepted.stderr
    assert (root / "Papers" / "scan.pdf").read_bytes() == b"%PDF scan"


@pytest.mark.parametrize("reply, status", [
    ("I think you want to move files!", 200),                                   # not JSON
    ('{"action": "format_disk", "arguments": {}}', 200),                        # not an action
    ('{"action": "move", "arguments": {"destination": "/", "shell": "rm"}}', 200),  # unknown argument
    ("{}", 500),                                                                # the endpoint fails
])
def test_a_useless_model_answer_keeps_the_grammar_result(home: Path, root: Path, model: tuple[FakeModel, str],
                                                         reply: str, status: int) -> None:
    fake, url = model
    _configure(home, url)
    fake.reply, fake.status = reply, status
    done = _chat(["make me a sandwich"], home, root)
    assert len(fake.requests) == 1
    assert done.returncode == 2 and done.stderr.count("did not understand") == 1
    assert "the model could not help" in done.stderr and "Traceback" not in done.stderr


def test_without_an_endpoint_nothing_is_sent(home: Path, root: Path, model: tuple[FakeModel, str]) -> None:
    fake, _url = model
    done = _chat(["make me a sandwich"], home, root)
    assert done.returncode == 2 and fake.requests == [] and "model" not in done.stderr
