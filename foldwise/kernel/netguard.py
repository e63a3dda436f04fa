"""The SSRF guard: outgoing HTTP(S) calls to URLs a user supplied (webhook callbacks, model endpoints).

``check_url`` validates a URL and resolves its host once; every address it resolves to must be a public
one (not loopback, private, link-local, cloud metadata, unspecified, multicast, reserved or otherwise
non-global) unless ``allow_private`` is set. ``guarded_post`` does that check *when it connects* and then
connects to the address it checked, sending the name in the ``Host`` header and as TLS SNI (certificates
are still verified for the name), so a DNS answer that changes after the check (DNS rebinding) cannot
redirect the request. Redirects are never followed.

``resolve_host`` is the one place names are resolved: tests replace it to play a DNS server.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit, urlunsplit

if TYPE_CHECKING:  # annotations only: the caller brings the client (commands that never post skip httpx)
    import httpx

from foldwise.kernel.errors import ApiError

__all__ = [
    "InvalidCallbackUrl",
    "CheckedTarget",
    "METADATA_ADDRESSES",
    "address_refusal",
    "resolve_host",
    "check_url",
    "guarded_post",
    "MAX_URL_LENGTH",
]

MAX_URL_LENGTH = 2048
#: Cloud instance-metadata endpoints (AWS, GCP, Azure, Oracle, Alibaba; IPv4 and IPv6 forms).
METADATA_ADDRESSES = frozenset(ipaddress.ip_address(a) for a in (
    "169.254.169.254", "169.254.170.2", "169.254.169.123", "100.100.100.200", "fd00:ec2::254", "fd00:ec2::23",
))

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


class InvalidCallbackUrl(ApiError):
    """400 ``invalid_callback_url``: the URL is malformed or points at an address that is not allowed."""

    status, code = 400, "invalid_callback_url"


@dataclass(frozen=True)
class CheckedTarget:
    """A URL whose host resolved to ``address``, which passed the check."""

    url: str
    scheme: str
    host: str
    port: int
    address: IPAddress

    def connect_url(self) -> str:
        """The URL with the checked address in place of the host name."""
        parts = urlsplit(self.url)
        host = f"[{self.address}]" if self.address.version == 6 else str(self.address)
        return urlunsplit((parts.scheme, f"{host}:{self.port}", parts.path or "/", parts.query, ""))

    @property
    def host_header(self) -> str:
        default = 443 if self.scheme == "https" else 80
        host = f"[{self.host}]" if ":" in self.host else self.host
        return host if self.port == default else f"{host}:{self.port}"


def address_refusal(address: IPAddress) -> str | None:
    """Why ``address`` may not be called (``"loopback"``, ``"private"`` ...), or None when it is public."""
    mapped = getattr(address, "ipv4_mapped", None) or getattr(address, "sixtofour", None)
    if mapped is not None:
        return address_refusal(mapped)
    if address in METADATA_ADDRESSES:
        return "a cloud metadata address"
    for attribute, reason in (("is_unspecified", "unspecified"), ("is_loopback", "loopback"),
                              ("is_link_local", "link-local"), ("is_multicast", "multicast"),
                              ("is_private", "private"), ("is_reserved", "reserved")):
        if getattr(address, attribute):
            return f"a {reason} address"
    if not address.is_global:
        return "not a public address"
    return None


async def resolve_host(host: str, port: int) -> list[IPAddress]:
    """Every address ``host`` resolves to (a literal address resolves to itself)."""
    try:
        return [ipaddress.ip_address(host)]
    except ValueError:
        pass
    loop = asyncio.get_running_loop()
    infos = await loop.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    out: list[IPAddress] = []
    for *_ignored, sockaddr in infos:
        address = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
        if address not in out:
            out.append(address)
    return out


def _parse(url: str) -> tuple[str, str, int]:
    if not isinstance(url, str) or not url or len(url) > MAX_URL_LENGTH:
        raise InvalidCallbackUrl(f"the callback URL must be 1..{MAX_URL_LENGTH} characters")
    if any(ord(c) < 0x21 or ord(c) == 0x7F for c in url):
        raise InvalidCallbackUrl("the callback URL contains spaces or control characters")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        raise InvalidCallbackUrl("the callback URL is not a valid URL") from None
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https"):
        raise InvalidCallbackUrl("the callback URL must use http or https")
    if parts.username is not None or parts.password is not None:
        raise InvalidCallbackUrl("the callback URL must not carry credentials")
    host = (parts.hostname or "").rstrip(".")
    if not host:
        raise InvalidCallbackUrl("the callback URL has no host")
    if parts.fragment:
        raise InvalidCallbackUrl("the callback URL must not have a fragment")
    return scheme, host, port or (443 if scheme == "https" else 80)


async def check_url(url: str, *, allow_private: bool = False) -> CheckedTarget:
    """Validate ``url``, resolve its host once and check every address (400 ``invalid_callback_url``)."""
    scheme, host, port = _parse(url)
    try:
        addresses = await resolve_host(host, port)
    except (OSError, UnicodeError) as exc:
        raise InvalidCallbackUrl(f"the callback host {host!r} cannot be resolved",
                                 details={"reason": type(exc).__name__}) from None
    if not addresses:
        raise InvalidCallbackUrl(f"the callback host {host!r} cannot be resolved")
    if not allow_private:
        for address in addresses:
            reason = address_refusal(address)
            if reason is not None:
                raise InvalidCallbackUrl(
                    f"the callback URL resolves to {reason}; set [plugins] allow_private_callbacks = true "
                    "to allow it", details={"address": str(address)})
    return CheckedTarget(url=url, scheme=scheme, host=host, port=port, address=addresses[0])


async def guarded_post(client: httpx.AsyncClient, url: str, *, content: bytes, headers: dict[str, str],
                       allow_private: bool = False, timeout: float = 5.0) -> httpx.Response:
    """POST ``content`` to ``url`` through the guard: check at connect time, connect to the checked address,
    no redirects. Raises ``InvalidCallbackUrl`` when refused, ``httpx.HTTPError`` when the call fails."""
    target = await check_url(url, allow_private=allow_private)
    extensions: dict[str, Any] = {}
    if target.scheme == "https":
        extensions["sni_hostname"] = target.host
    request = client.build_request("POST", target.connect_url(), content=content,
                                   headers={**headers, "Host": target.host_header}, timeout=timeout,
                                   extensions=extensions)
    return await client.send(request, follow_redirects=False)
