"""``foldwise rules ...`` as a person runs it: a new process on a data home."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def _run(home: Path, root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root)})
    return subprocess.run([sys.executable, "-m", "foldwise", "rules", *args], env=env, capture_output=True,
                          text=True, timeout=120)


def test_rules_cli_add_preview_apply_export(home: Path, root: Path, tmp_path: Path) -> None:
    (root / "a.pdf").write_bytes(b"pdf")
    (root / "b.txt").write_bytes(b"txt")
    spec = tmp_path / "set.toml"
    spec.write_text('name = "pdfs"\n[[rules]]\nname = "PDF"\nconditions = [{type = "extension", value = "pdf"}]\n'
                    '[rules.action]\ntype = "move"\ndestination = "PDF"\n')
    assert _run(home, root, "add", str(spec)).returncode == 0
    assert _run(home, root, "add", str(spec)).returncode == 2  # exists: a conflict
    listed = json.loads(_run(home, root, "list", "--json").stdout)
    assert [s["name"] for s in listed["rule_sets"]] == ["pdfs"]
    preview = _run(home, root, "preview", "pdfs", str(root))
    assert preview.returncode == 0 and "nothing changed" in preview.stdout and (root / "a.pdf").exists()
    applied = json.loads(_run(home, root, "apply", "pdfs", str(root), "--json").stdout)
    assert applied["done"] == 1 and applied["transaction_id"] and (root / "PDF" / "a.pdf").exists()
    exported = _run(home, root, "export", "pdfs", "--format", "yaml")
    assert "name: pdfs" in exported.stdout and "destination: PDF" in exported.stdout
    toggled = _run(home, root, "toggle", "pdfs")
    assert "disabled" in toggled.stdout
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: bad\nrules:\n  - name: r\n    conditions: [{type: name_regex, value: '('}]\n"
                   "    action: {type: trash}\n")
    failed = _run(home, root, "import", str(bad))
    assert failed.returncode != 0 and "invalid regular expression" in failed.stderr
    assert _run(home, root, "remove", "pdfs").returncode == 0
    gone = _run(home, root, "show", "pdfs")
    assert gone.returncode == 2 and "not_found" in gone.stderr
