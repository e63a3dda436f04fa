"""Analytics from the real journal, and the ``analyze``/``search`` commands as real processes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from analysis.samples import make_pdf


async def test_activity_counts_journal_moves(app: Any, client: Any, admin_headers: dict[str, str], root: Path) -> None:
    kernel = app.app.kernel
    for name in ("a.pdf", "b.jpg", "c.jpg"):
        (root / name).write_bytes(b"x")
    (root / "out").mkdir()
    async with kernel.journal.transaction("organize") as txn:
        for name in ("a.pdf", "b.jpg", "c.jpg"):
            await txn.move(root / name, root / "out" / name)
    async with kernel.journal.transaction("move") as txn:
        await txn.move(root / "out" / "a.pdf", root / "a.pdf")
    await kernel.journal.undo()  # undoes the last move: neither it nor its undo count
    response = await client.get("/api/v1/analytics/activity?days=7", headers=admin_headers)
    data = (await response.get_json())["data"]
    assert response.status_code == 200
    assert len(data["perDay"]) == 7
    today = datetime.now(timezone.utc).date().isoformat()
    assert data["perDay"][-1]["date"] == today and data["perDay"][-1]["filesOrganized"] == 3
    assert data["totals"]["filesOrganized"] == 3 and data["totals"]["bytesReclaimed"] == 0
    assert data["topCategories"][0] == {"name": "Images", "count": 2}
    bad = await client.get("/api/v1/analytics/activity?days=0", headers=admin_headers)
    assert bad.status_code == 422 and (await bad.get_json())["details"][0]["loc"] == ["query", "days"]


def _run(home: Path, root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    env.update({"FOLDWISE_HOME": str(home), "FOLDWISE_ROOTS": str(root)})
    return subprocess.run([sys.executable, "-m", "foldwise", *args], env=env, capture_output=True, text=True,
                          timeout=120)


def test_cli_analyze_and_search(home: Path, root: Path) -> None:
    pdf = root / "minutes.pdf"
    pdf.write_bytes(make_pdf("Minutes of the ornithology society meeting"))
    out = _run(home, root, "analyze", str(pdf), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["type"]["mime"] == "application/pdf" and "ornithology" in data["text"]
    found = _run(home, root, "search", "ornithology", "--json")
    assert found.returncode == 0, found.stderr
    results = json.loads(found.stdout)["results"]
    assert [r["path"] for r in results] == [str(pdf.resolve())]
    empty = _run(home, root, "search", "  ")
    assert empty.returncode == 2 and "empty" in empty.stderr
    bad = _run(home, root, "search", "x", "--size", "huge")
    assert bad.returncode == 2 and "--size" in bad.stderr
    missing = _run(home, root, "analyze", str(root / "nope.txt"))
    assert missing.returncode == 2
