"""The deployment secret: one secret shared by every instance and worker, checked against the database.

The secret signs tokens, keys the API-key HMAC and encrypts stored secrets, so every process of one
deployment must read the same one (``FOLDWISE_SECRET_FILE`` on a shared mount or a copied file). The
database keeps a *verifier* (an HMAC of a fixed label, never the secret); a process whose secret does not
match refuses to start with ``SecretMismatch`` instead of minting keys nobody else accepts.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import os
import secrets
import tempfile
from pathlib import Path

from foldwise.kernel.settings_env import ConfigError

__all__ = ["SecretMismatch", "read_secret", "secret_verifier", "check_deployment_secret", "VERIFIER_NAME"]

log = logging.getLogger("foldwise.deployment")
#: The label the verifier is an HMAC of, and its row name in ``foldwise_deployment``.
VERIFIER_LABEL = b"foldwise deployment secret verifier v1"
VERIFIER_NAME = "secret_verifier"
#: A key-value table of deployment-wide facts, created on demand (no model: nothing else reads it).
_TABLE = "foldwise_deployment"
_MIN_SECRET_BYTES = 32


class SecretMismatch(ConfigError):
    """The deployment secret differs from the one the database was set up with (or is unusable)."""


def _create_secret(path: Path) -> None:
    """Write a new secret to ``path`` whole or not at all: it is written and synced under a temporary name,
    then hard-linked into place, which fails if another process of the deployment got there first. A process
    starting at the same moment never reads a half-written (empty) secret."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=".secret-", dir=path.parent)  # mode 0600
    try:
        with os.fdopen(fd, "w") as fh:
            fh.write(secrets.token_hex(32))
            fh.flush()
            os.fsync(fh.fileno())
        try:
            os.link(temp, path)
        except FileExistsError:  # another process of the deployment made it first: theirs is the secret
            pass
    finally:
        os.unlink(temp)


def read_secret(path: Path) -> bytes:
    """The secret in ``path`` (hex, or any text of 32+ bytes); a missing file is created (mode 0600)."""
    if not path.exists():
        _create_secret(path)
    text = path.read_text().strip()
    try:
        value = bytes.fromhex(text)
    except ValueError:
        value = text.encode()
    if len(value) < _MIN_SECRET_BYTES:
        raise SecretMismatch(f"the deployment secret in {path} is too short: use at least {_MIN_SECRET_BYTES} "
                             "bytes (for example the output of `openssl rand -hex 32`)")
    return value


def secret_verifier(secret: bytes) -> str:
    """What the database stores to recognise the secret: HMAC-SHA256 of a fixed label (hex)."""
    return hmac.new(secret, VERIFIER_LABEL, hashlib.sha256).hexdigest()


async def check_deployment_secret(secret: bytes, source: Path) -> None:
    """Record the verifier on the first start; on every later start refuse a secret that differs.

    Needs the open tortoise connection. Raises ``SecretMismatch`` with a message for the operator."""
    from tortoise import connections

    conn = connections.get("default")
    pg = conn.capabilities.dialect == "postgres"
    marks = ("$1", "$2") if pg else ("?", "?")
    try:
        await conn.execute_script(
            f"CREATE TABLE IF NOT EXISTS {_TABLE} (name VARCHAR(64) NOT NULL PRIMARY KEY, value TEXT NOT NULL)")
    except Exception:  # noqa: BLE001 - PostgreSQL: another process created it at the same moment
        log.debug("%s: created concurrently", _TABLE, exc_info=True)
    mine = secret_verifier(secret)
    await conn.execute_query(
        f"INSERT INTO {_TABLE} (name, value) VALUES ({marks[0]}, {marks[1]}) ON CONFLICT (name) DO NOTHING",
        [VERIFIER_NAME, mine])
    _, rows = await conn.execute_query(f"SELECT value FROM {_TABLE} WHERE name = {marks[0]}", [VERIFIER_NAME])
    stored = rows[0]["value"]
    if not hmac.compare_digest(stored, mine):
        raise SecretMismatch(
            f"the deployment secret ({source}) is not the one this database was set up with: every instance "
            "and worker of one deployment must use the same secret. Point FOLDWISE_SECRET_FILE at the shared "
            "secret file (see docs/deployment.md); keys and tokens made with another secret would be refused.")
