"""Save SVG screenshots of every terminal UI screen (``docs/tui/<screen>.svg``) on a throwaway data home.

`.venv/bin/python scripts/tui_screenshots.py [OUT_DIR]`: a messy root is planned and organized, a duplicate
pair scanned, and each screen is captured at 120x40 with Textual's ``save_screenshot``.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


async def shoot(out: Path) -> list[Path]:
    from foldwise.kernel.settings import load_settings
    from foldwise.tui.app import SCREENS, FoldwiseApp
    from foldwise.tui.backend import LocalBackend

    tmp = Path(tempfile.mkdtemp(prefix="foldwise-shots-"))
    root, home = tmp / "Inbox", tmp / "home"
    root.mkdir()
    home.mkdir()
    (home / "foldwise.toml").write_text(f'roots = ["{root}"]\n')
    os.environ["FOLDWISE_HOME"] = str(home)
    for name, text in {"tax-return-2023.pdf": "income tax return 2023", "beach.jpg": "jpeg", "notes.txt": "same",
                       "notes (copy).txt": "same", "song.mp3": "ID3", "budget.csv": "a,b\n1,2\n",
                       "letter.txt": "Dear reader,\nthe files are organized.\n"}.items():
        (root / name).write_text(text)
    backend = LocalBackend(load_settings(str(home)))
    saved: list[Path] = []
    try:
        app = FoldwiseApp(backend)
        async with app.run_test(size=(120, 40)) as pilot:
            async def settle() -> None:
                await pilot.pause()
                await app.workers.wait_for_complete()
                await pilot.pause()

            async def save(name: str) -> None:
                path = out / f"{name}.svg"
                app.save_screenshot(filename=path.name, path=str(out))
                saved.append(path)

            await settle()
            await pilot.press("down", "down", "down", "down")
            await settle()
            await save("files")
            await pilot.press("2", "p")
            await settle()
            await save("organize-plan")
            await pilot.press("a")
            await settle()
            await save("organize-applied")
            await pilot.press("3", "s")
            await settle()
            await pilot.press("down", "k")
            await settle()
            await save("dedupe")
            await pilot.press("4", *"tax", "enter")
            await settle()
            await save("search")
            await pilot.press("5")
            await settle()
            await save("history")
            await pilot.press("6")
            await settle()
            await save("jobs")
            await pilot.press("7", *"what's happening", "enter")
            await settle()
            await pilot.press(*"find my tax documents from 2023", "enter")
            await settle()
            await save("copilot")
            await pilot.press("escape", "9")
            await settle()
            await save("update")
            await pilot.press("2", "question_mark")
            await settle()
            await save("help")
            assert {"files", "organize", "dedupe", "search", "history", "jobs", "copilot", "update"} <= set(SCREENS)
    finally:
        backend.close()
    return saved


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / "docs" / "tui"
    out.mkdir(parents=True, exist_ok=True)
    for path in asyncio.run(shoot(out)):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
