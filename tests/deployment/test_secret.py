"""One deployment secret: a key made on one instance works on the other; a different secret is refused."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from foldwise.kernel.deployment import SecretMismatch, read_secret, secret_verifier

from .harness import Deployment, admin_key, api


@pytest.mark.slow
def test_a_key_made_on_one_instance_works_on_the_other(redis_deployment: Deployment) -> None:
    (first, second), _ = redis_deployment.start(2, 0)
    assert first.home != second.home and not (second.home / "secret.key").exists()
    key = admin_key(first)
    with api(second, key) as http:
        me = http.get("/api/v1/api-keys")
        assert me.status_code == 200, me.text
        assert [k["name"] for k in me.json()["data"]["api_keys"]] == ["deploy"]
    with api(first, key + "x") as http:
        assert http.get("/api/v1/api-keys").status_code == 401

    # A process with another secret refuses to start, in one line, naming the fix.
    stranger = redis_deployment.home("stranger")
    env = redis_deployment.env(stranger, secret=stranger / "own-secret.key")
    for command in (["serve", "--port", "1"], ["worker"], ["jobs", "--json"]):
        out = subprocess.run([sys.executable, "-m", "foldwise", *command], env=env, capture_output=True,
                             text=True, timeout=120)
        assert out.returncode == 2, (command, out.stderr[-2000:])
        assert "is not the one this database was set up with" in out.stderr, out.stderr[-2000:]
        assert "FOLDWISE_SECRET_FILE" in out.stderr and "Traceback" not in out.stderr


def test_the_secret_file_is_made_once_and_read_as_hex_or_text(tmp_path: Path) -> None:
    made = tmp_path / "deep" / "secret.key"
    first = read_secret(made)
    assert len(first) == 32 and read_secret(made) == first
    assert oct(made.stat().st_mode & 0o777) == "0o600"
    text = tmp_path / "text.key"
    text.write_text("a passphrase of more than thirty-two characters\n")
    assert read_secret(text) == b"a passphrase of more than thirty-two characters"
    short = tmp_path / "short.key"
    short.write_text("abcd")
    with pytest.raises(SecretMismatch, match="too short"):
        read_secret(short)
    # The verifier identifies the secret without revealing it.
    assert secret_verifier(first) == secret_verifier(first) != secret_verifier(first[::-1])
    assert first.hex() not in secret_verifier(first)


def test_processes_starting_together_read_one_whole_secret(tmp_path: Path) -> None:
    """Eight processes create the missing secret at the same moment: each reads the same 32 bytes (none sees
    an empty, half-written file), the file is mode 0600 and no temporary file is left beside it."""
    path = tmp_path / "shared" / "secret.key"
    code = ("import sys\nfrom pathlib import Path\nfrom foldwise.kernel.deployment import read_secret\n"
            "print(read_secret(Path(sys.argv[1])).hex())")
    procs = [subprocess.Popen([sys.executable, "-c", code, str(path)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(8)]
    outputs = [p.communicate(timeout=60) for p in procs]
    assert all(p.returncode == 0 for p in procs), [err for _out, err in outputs]
    assert len({out.strip() for out, _err in outputs}) == 1
    assert bytes.fromhex(outputs[0][0].strip()) == bytes.fromhex(path.read_text().strip())
    assert len(bytes.fromhex(path.read_text().strip())) == 32
    assert path.stat().st_mode & 0o777 == 0o600
    assert [p.name for p in path.parent.iterdir()] == ["secret.key"]
