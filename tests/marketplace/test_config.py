"""The ``[marketplace]`` section: a key that is not an Ed25519 public key is refused when the config loads."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import make_settings


def test_public_keys_must_be_32_bytes_of_base64(home: Path, root: Path) -> None:
    from foldwise.kernel.core import Kernel
    from foldwise.kernel.settings import ConfigError

    for bad in ({"repositories": [{"url": "https://x.example", "public_key": "not base64!"}]},
                {"default_public_key": "QUJD"},
                {"repositories": [{"url": "https://x.example", "public_key": "QUJD" * 11, "unknown": 1}]}):
        with pytest.raises(ConfigError):
            Kernel(make_settings(home, [root], marketplace=bad))
    good = "A" * 43 + "="
    kernel = Kernel(make_settings(home, [root], marketplace={"repositories": [
        {"url": "http://plugins.lan/repo", "public_key": good, "allow_http": True}]}))
    section = kernel.plugin_settings("marketplace")
    assert section.repositories[0].allow_http is True and section.repositories[0].public_key == good
