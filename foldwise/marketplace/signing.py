"""Ed25519 keys and detached signatures (``cryptography``): what publishers sign and installs verify."""

from __future__ import annotations

import base64
import binascii
import os
from pathlib import Path

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

__all__ = ["generate_key", "load_private_key", "public_key_b64", "sign", "verify"]


def generate_key(out: Path) -> str:
    """Write a new Ed25519 private key to ``out`` (PEM, PKCS#8, mode 0600); return its public key (base64)."""
    key = Ed25519PrivateKey.generate()
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption())
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out, "xb", opener=lambda path, flags: os.open(path, flags, 0o600)) as handle:
        handle.write(pem)
    return public_key_b64(key)


def load_private_key(path: Path) -> Ed25519PrivateKey:
    """Read a PEM (PKCS#8) Ed25519 private key; ValueError when it is something else."""
    key = serialization.load_pem_private_key(path.read_bytes(), password=None)
    if not isinstance(key, Ed25519PrivateKey):
        raise ValueError(f"{path} is not an Ed25519 private key")
    return key


def public_key_b64(key: Ed25519PrivateKey) -> str:
    """Base64 of the 32 raw bytes of ``key``'s public key (the form config and repositories use)."""
    raw = key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return base64.b64encode(raw).decode()


def sign(key: Ed25519PrivateKey, data: bytes) -> str:
    """Base64 of the 64-byte signature over ``data``."""
    return base64.b64encode(key.sign(data)).decode()


def verify(public_key: str, data: bytes, signature: bytes | None) -> bool:
    """True when ``signature`` (base64 text, surrounding whitespace ignored) signs exactly ``data``."""
    if not signature:
        return False
    try:
        raw_sig = base64.b64decode(signature.strip(), validate=True)
        key = Ed25519PublicKey.from_public_bytes(base64.b64decode(public_key, validate=True))
        key.verify(raw_sig, data)
    except (InvalidSignature, binascii.Error, ValueError):
        return False
    return True
