"""A several-machines deployment in one test: PostgreSQL, Redis or NATS, ``foldwise serve`` instances and
``foldwise worker`` processes with separate data homes, one shared root and one deployment secret.

Every deployment gets its own PostgreSQL database; the broker queues, event channels and rate-limit keys are
named after that database (``installation_namespace``), so concurrent test runs never share a queue.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
from conftest import NATS_URL, PASSWORD, REDIS_URL, LiveServer

from waiting import wait_until


class Worker:
    """A real ``python -m foldwise worker`` process writing to its own log."""

    def __init__(self, env: dict[str, str], log: Path) -> None:
        self.log = log
        with open(log, "ab") as out:
            self.proc = subprocess.Popen([sys.executable, "-m", "foldwise", "worker"], env=env,
                                         stdout=out, stderr=subprocess.STDOUT)

    def text(self) -> str:
        return self.log.read_text(errors="replace")

    def wait_ready(self, timeout: float = 60) -> Worker:
        def ready() -> bool:
            if self.proc.poll() is not None:
                raise RuntimeError(f"worker exited: {self.text()[-3000:]}")
            return "ready" in self.text()

        wait_until(ready, timeout=timeout, interval=0.1, what=f"the worker to log 'ready' ({self.log})")
        return self

    def terminate(self) -> float:
        """SIGTERM; return the seconds until the process exited."""
        started = time.monotonic()
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(10)
        return time.monotonic() - started

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)


class Deployment:
    """Instances and workers of one deployment (``broker``: ``redis`` or ``nats``) on the database ``db_url``."""

    def __init__(self, base: Path, db_url: str, broker: str, extra_env: dict[str, str] | None = None) -> None:
        self.base, self.db_url, self.broker = base, db_url, broker
        self.root = base / "shared-root"
        self.root.mkdir(parents=True, exist_ok=True)
        self.secret = base / "shared" / "secret.key"
        self.extra_env = dict(extra_env or {})
        self.instances: list[LiveServer] = []
        self.workers: list[Worker] = []

    def env(self, home: Path, secret: Path | None = None) -> dict[str, str]:
        """The environment of one process of the deployment (its own data home)."""
        env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
        env.update({
            "FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(self.root), "FOLDWISE_DATABASE_URL": self.db_url,
            "FOLDWISE_SECRET_FILE": str(secret or self.secret),
            "FOLDWISE_JOBS__BROKER": self.broker, "FOLDWISE_EVENTS__BACKEND": self.broker,
            "FOLDWISE_RATE_LIMITS__STORE": "redis", "FOLDWISE_REDIS_URL": REDIS_URL, "FOLDWISE_NATS_URL": NATS_URL,
            "FOLDWISE_AUTH__REGISTRATION_OPEN": "true",
        })
        env.update(self.extra_env)
        return env

    def home(self, name: str) -> Path:
        path = self.base / name
        path.mkdir(parents=True, exist_ok=True)
        return path

    def add_instance(self) -> LiveServer:
        home = self.home(f"instance-{len(self.instances) + 1}")
        server = LiveServer(home, [self.root], env=self.env(home))
        self.instances.append(server)
        server.start(timeout=60)
        return server

    def start(self, instances: int, workers: int, **worker_env: str) -> tuple[list[LiveServer], list[Worker]]:
        """Start ``instances`` servers and ``workers`` workers at once; return them when all are ready."""
        servers = [LiveServer(self.home(f"instance-{len(self.instances) + i + 1}"), [self.root])
                   for i in range(instances)]
        for server in servers:
            server.extra_env = self.env(server.home)
        self.instances.extend(servers)
        started = [self.add_worker(**worker_env) for _ in range(workers)]
        with ThreadPoolExecutor(len(servers) + len(started)) as pool:
            waits = [pool.submit(server.start, 60) for server in servers]
            waits += [pool.submit(worker.wait_ready) for worker in started]
            for wait in waits:
                wait.result()
        return servers, started

    def add_worker(self, **env: str) -> Worker:
        home = self.home(f"worker-{len(self.workers) + 1}")
        worker = Worker({**self.env(home), **env}, home / "worker.log")
        self.workers.append(worker)
        return worker

    def close(self) -> None:
        for worker in self.workers:
            if worker.proc.poll() is None:
                worker.terminate()
        for server in self.instances:
            server.stop()


def admin_key(server: LiveServer, username: str = "admin") -> str:
    """Sign up (the first account is the admin), log in, and create an API key on ``server``."""
    with httpx.Client(base_url=server.url, timeout=30) as http:
        http.post("/api/v1/auth/register", json={"username": username, "password": PASSWORD,
                                                  "email": f"{username}@example.com"})
        login = http.post("/api/v1/auth/login", json={"username": username, "password": PASSWORD})
        assert login.status_code == 200, login.text
        token = login.json()["data"]["access_token"]
        made = http.post("/api/v1/api-keys", json={"name": "deploy"}, headers={"Authorization": f"Bearer {token}"})
        assert made.status_code == 201, made.text
        return made.json()["data"]["key"]


def api(server: LiveServer, key: str) -> httpx.Client:
    return httpx.Client(base_url=server.url, timeout=30, headers={"X-API-Key": key})


def start_organize(http: httpx.Client, path: Path) -> str:
    """Start a real (not dry-run) default-methodology organize job on ``path``; its job id."""
    made = http.post("/api/v1/organize/scan", json={"path": str(path), "methodology": "default", "dry_run": False})
    assert made.status_code in (201, 202), made.text
    return made.json()["data"]["id"]


def settings_for(deployment: Deployment, home: Path) -> Any:
    """Settings of an in-test kernel that joins ``deployment`` (same database, broker and secret)."""
    from foldwise.kernel.settings import load_settings

    return load_settings(home, environ=deployment.env(home))
