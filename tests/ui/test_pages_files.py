"""``/ui/files`` pages in-process: browse, partial, preview, raw download, upload, CSRF and roles."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from conftest import PASSWORD

HTML = {"Accept": "text/html"}


async def web_login(client: Any, username: str, role: str | None = None) -> str:
    """Register ``username`` (first user is admin), sign in through the web form; return the CSRF token."""
    await client.post("/api/v1/auth/register", json={"username": username, "password": PASSWORD,
                                                    "email": f"{username}@example.com"})
    if role is not None:
        from foldwise.kernel.auth.models import User

        await User.filter(username=username).update(role=role)
    page = await client.get("/ui/profile/login", headers=HTML)
    token = _csrf((await page.get_data()).decode())
    response = await client.post("/ui/profile/login", form={"username": username, "password": PASSWORD,
                                                            "csrf_token": token})
    assert response.status_code == 303, await response.get_data()
    return _csrf((await (await client.get("/ui/", headers=HTML)).get_data()).decode())


def _csrf(html: str) -> str:
    match = re.search(r'name="csrf_token" value="([^"]+)"', html)
    assert match, "no CSRF token in the page"
    return match.group(1)


async def _html(client: Any, url: str, status: int = 200) -> str:
    response = await client.get(url, headers=HTML)
    body = (await response.get_data()).decode()
    assert response.status_code == status, body[:500]
    return body


@pytest.fixture
def tree(root: Path) -> Path:
    (root / "Docs" / "Deep").mkdir(parents=True)
    (root / "Docs" / "letter.txt").write_text("Dear Ann,\nthe <b>budget</b> is fine.\n")
    (root / "zeta.md").write_text("# Zeta\n")
    (root / "alpha.bin").write_bytes(bytes(range(256)) * 4)
    (root / ".secret").write_text("hidden")
    (root / "pic.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 32)
    return root


async def test_pages_need_sign_in(client) -> None:
    for url in ("/ui/files", "/ui/files/list", "/ui/files/preview?path=x", "/ui/files/raw?path=x"):
        response = await client.get(url, headers=HTML)
        assert response.status_code == 302
        assert response.headers["Location"].startswith("/ui/profile/login?next=")


async def test_browse_lists_folders_first_and_hides_dotfiles(client, tree: Path) -> None:
    await web_login(client, "admin")
    html = await _html(client, "/ui/files")
    names = re.findall(r'class="fw-(?:folder|file)[^"]*"[^>]*>([^<]+)</a>', html)
    assert names == ["Docs", "alpha.bin", "pic.png", "zeta.md"]
    assert ".secret" not in html
    assert 'href="/ui/files"' in html and 'aria-current="page">root<' in html  # breadcrumb: the root
    assert 'action="/ui/files/upload"' in html and "Files</a>" in html  # upload form, menu link
    hidden = await _html(client, f"/ui/files?path={tree}&hidden=1")
    assert ".secret" in hidden and "Hide hidden files" in hidden
    # a sub-folder: breadcrumb root > Docs, a parent link, the partial has no page chrome
    sub = await _html(client, f"/ui/files?path={tree / 'Docs'}")
    assert "Deep" in sub and "letter.txt" in sub and "Parent folder" in sub
    partial = await _html(client, f"/ui/files/list?path={tree / 'Docs'}")
    assert partial.lstrip().startswith('<section id="listing"') and "<html" not in partial
    assert "letter.txt" in partial
    by_size = await _html(client, f"/ui/files?path={tree}&sort=size&order=desc")
    assert by_size.index("alpha.bin") < by_size.index("zeta.md")


async def test_pagination(client, root: Path) -> None:
    for index in range(120):
        (root / f"f{index:03d}.txt").write_text("x")
    await web_login(client, "admin")
    first = await _html(client, "/ui/files")
    assert "Page 1 of 3" in first and "f000.txt" in first and "f050.txt" not in first
    second = await _html(client, f"/ui/files?path={root}&page=2")
    assert "f050.txt" in second and "f000.txt" not in second and "Previous" in second


async def test_bad_paths_render_the_error_page(client, tree: Path, tmp_path: Path) -> None:
    await web_login(client, "admin")
    outside = await _html(client, f"/ui/files?path={tmp_path}", 403)
    assert "<h1>403</h1>" in outside and str(tmp_path) not in outside
    missing = await _html(client, f"/ui/files/preview?path={tree / 'nope.txt'}", 404)
    assert "<h1>404</h1>" in missing


async def test_preview_text_image_and_other(client, tree: Path) -> None:
    await web_login(client, "admin")
    text = await _html(client, f"/ui/files/preview?path={tree / 'Docs' / 'letter.txt'}")
    assert "Dear Ann," in text and "the &lt;b&gt;budget&lt;/b&gt; is fine." in text  # escaped
    image = await _html(client, f"/ui/files/preview?path={tree / 'pic.png'}")
    assert f'<img src="/ui/files/raw?path={str(tree / "pic.png").replace("/", "%2F")}"' in image
    other = await _html(client, f"/ui/files/preview?path={tree / 'alpha.bin'}")
    assert "No preview for this type of file." in other and "1.0 kB" in other
    folder = await client.get(f"/ui/files/preview?path={tree / 'Docs'}", headers=HTML)
    assert folder.status_code == 302 and "/ui/files?path=" in folder.headers["Location"]


async def test_raw_is_the_same_download_as_rest(client, tree: Path) -> None:
    await web_login(client, "admin")
    response = await client.get(f"/ui/files/raw?path={tree / 'alpha.bin'}")
    assert response.status_code == 200
    assert await response.get_data() == (tree / "alpha.bin").read_bytes()
    assert response.headers["Content-Security-Policy"].startswith("sandbox")
    attachment = await client.get(f"/ui/files/raw?path={tree / 'zeta.md'}&download=1")
    assert "attachment" in attachment.headers["Content-Disposition"]
    assert await attachment.get_data() == b"# Zeta\n"


async def test_upload_never_overwrites_and_needs_csrf(client, tree: Path) -> None:
    from werkzeug.datastructures import FileStorage
    import io

    token = await web_login(client, "admin")

    def files(data: bytes) -> dict[str, Any]:
        return {"file": FileStorage(io.BytesIO(data), filename="zeta.md")}

    refused = await client.post("/ui/files/upload", form={"path": str(tree)}, files=files(b"evil"))
    assert refused.status_code == 403
    response = await client.post("/ui/files/upload", form={"path": str(tree), "csrf_token": token},
                                 files=files(b"new zeta"))
    assert response.status_code == 303
    assert response.headers["Location"] == f"/ui/files?path={str(tree).replace('/', '%2F')}"
    assert (tree / "zeta.md").read_text() == "# Zeta\n"  # untouched
    assert (tree / "zeta (2).md").read_bytes() == b"new zeta"
    page = await _html(client, response.headers["Location"])
    assert "Uploaded zeta.md as zeta (2).md" in page
    # outside the roots: an error flash, nothing written
    bad = await client.post("/ui/files/upload", form={"path": "/etc", "csrf_token": token}, files=files(b"x"))
    assert bad.status_code == 303 and bad.headers["Location"] == "/ui/files"
    assert "zeta.md: " in await _html(client, "/ui/files") and not Path("/etc/zeta.md").exists()


async def test_viewer_reads_but_cannot_upload(client, tree: Path) -> None:
    import io

    from werkzeug.datastructures import FileStorage

    await web_login(client, "admin")
    await client.post("/ui/profile/logout", form={"csrf_token": _csrf(await _html(client, "/ui/"))})
    token = await web_login(client, "vera", role="viewer")
    html = await _html(client, "/ui/files")
    assert "zeta.md" in html and 'action="/ui/files/upload"' not in html
    response = await client.post("/ui/files/upload", form={"path": str(tree), "csrf_token": token},
                                 files={"file": FileStorage(io.BytesIO(b"v"), filename="v.txt")})
    assert response.status_code == 403
    assert not (tree / "v.txt").exists()


async def test_folder_tree_expands_lazily(client, tree: Path) -> None:
    await web_login(client, "admin")
    page = await _html(client, "/ui/files/tree")
    assert "<h1>Folders</h1>" in page and str(tree) in page
    partial = await _html(client, f"/ui/files/tree?path={tree}")
    assert "<h1>" in partial  # without htmx: a page
    response = await client.get(f"/ui/files/tree?path={tree}", headers={**HTML, "HX-Request": "true"})
    fragment = (await response.get_data()).decode()
    assert fragment.lstrip().startswith('<ul class="fw-tree">')
    assert re.findall(r'class="fw-folder"[^>]*>([^<]+)</a>', fragment) == ["Docs"]  # folders only
    deeper = await client.get(f"/ui/files/tree?path={tree / 'Docs'}", headers={"HX-Request": "true"})
    assert re.findall(r'class="fw-folder"[^>]*>([^<]+)</a>', (await deeper.get_data()).decode()) == ["Deep"]
    assert (await client.get("/ui/files/tree?path=/etc", headers=HTML)).status_code == 403
