"""``safe_next``: where sign-in returns to is a same-site path, whatever ``next`` holds (property-tested), and
the sign-in page never answers 500 or redirects to another host."""

from __future__ import annotations

import asyncio
import unicodedata
from typing import Any
from urllib.parse import urljoin, urlsplit

from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from foldwise.kernel.auth.guard import safe_next

from .helpers import PASSWORD, csrf_from, register

HOST = "foldwise.example"
BASE = f"https://{HOST}/ui/profile/login"
#: Pieces an attacker would combine: slashes, backslashes, controls, schemes, hosts, encodings, unicode.
PIECES = st.sampled_from(["/", "//", "\\", "\t", "\n", "\r", "\x0b", "\x00", "\x7f", "\x85", "\u2028", "\u200b",
                          "\ufeff", " ", ":", "@", "%2f", "%09", "http:", "javascript:", "evil.example", ".",
                          "..", "?", "#", "ui", "Ü", "&next=", "%"])
NEXT_VALUES = st.one_of(st.text(max_size=40), st.lists(PIECES, max_size=8).map("".join),
                        st.lists(PIECES, max_size=8).map(lambda p: "/" + "".join(p)))


def browser_target(location: str) -> str:
    """The host a browser would go to for ``Location: location`` (WHATWG: leading and trailing C0 controls
    and spaces dropped, tabs and newlines removed anywhere, a backslash read as a slash)."""
    cleaned = location.strip("".join(map(chr, range(0x21))))
    cleaned = cleaned.replace("\t", "").replace("\n", "").replace("\r", "").replace("\\", "/")
    return urlsplit(urljoin(BASE, cleaned)).netloc


@given(NEXT_VALUES)
@hsettings(max_examples=2000, deadline=None)
def test_safe_next_gives_a_same_site_path(value: str) -> None:
    result = safe_next(value)
    assert result == "/ui/" or (result.startswith("/") and not result.startswith("//"))
    assert result.isascii() and result.isprintable() and "\\" not in result
    assert not any(unicodedata.category(c).startswith("C") for c in result)
    assert browser_target(result) == HOST
    assert result.encode("latin-1")  # a valid header value


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-_./?=&", max_size=30))
def test_plain_paths_are_kept(rest: str) -> None:
    value = "/ui/" + rest
    assert safe_next(value) == value


def test_reported_values_are_refused() -> None:
    for value in ("/\t/evil.example", "/\n/evil.example", "/\x0b", "/ui/\r\n/x", "//evil.example",
                  "/\\evil.example", "https://evil.example", "/ui/\x00", "/\u2028/evil.example", "", None):
        assert safe_next(value) == "/ui/", repr(value)
    assert safe_next("/ui/files?path=Ü b") == "/ui/files?path=%C3%9C%20b"


async def _sign_in(client: Any, next_value: str) -> Any:
    page = await client.get("/ui/profile/login")
    token = csrf_from(await page.get_data(as_text=True))
    return await client.post("/ui/profile/login", form={"username": "alice", "password": PASSWORD,
                                                         "csrf_token": token, "next": next_value})


async def test_sign_in_with_hostile_next_stays_on_the_site(client: Any) -> None:
    await register(client, "alice")
    for value in ("/\t/evil.example", "/\n", "/\x0b", "/ui/\r\nSet-Cookie: x=1"):
        response = await _sign_in(client, value)
        assert response.status_code == 303, (value, await response.get_data(as_text=True))
        assert response.headers["Location"] == "/ui/", value
        await client.post("/ui/profile/logout", form={"csrf_token": csrf_from(
            await (await client.get("/ui/profile")).get_data(as_text=True))})


async def test_signed_in_redirect_property_through_the_app(client: Any) -> None:
    """The signed-in ``GET /ui/profile/login?next=`` redirect, for generated values: never a 500, never away."""
    await register(client, "alice")
    assert (await _sign_in(client, "/ui/")).status_code == 303
    loop = asyncio.get_running_loop()

    @given(NEXT_VALUES)
    @hsettings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
    def check(value: str) -> None:
        response = asyncio.run_coroutine_threadsafe(
            client.get("/ui/profile/login", query_string={"next": value}), loop).result(30)
        assert response.status_code == 302, value
        assert browser_target(response.headers["Location"]) == HOST, value

    await asyncio.to_thread(check)
