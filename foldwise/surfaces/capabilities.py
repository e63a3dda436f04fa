"""The capability registry: the spec's 34 capabilities and, for each, what reaches it on every surface.

One ``Capability`` per spec capability lists its REST operations (``"GET /api/v1/files"``), ``/ui`` pages,
CLI commands (``"config roots add"``), TUI screens and extra client methods, plus the target support per
surface. A pattern ending in ``/*`` (``"/api/v1/integrations/*"``) or `` *`` (``"config *"``) claims every route
or command below it, so a plugin adding routes under a capability's prefix needs no edit here; an exact entry
wins over a claim and a longer claim over a shorter one (``/ui/profile/api-keys/*`` belongs to
``api-keys.manage``, the rest of ``/ui/profile/*`` to ``accounts.manage``).

``tests/surfaces/test_capabilities.py`` checks the registry against the running app (every exact entry
exists, every route and command has an owner); ``scripts/gen_capabilities.py`` renders ``docs/capabilities.md``.
This module imports only the standard library.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

__all__ = ["SURFACES", "Capability", "CAPABILITIES", "by_id", "owner", "UNOWNED_OK"]

# Surface key -> column title. REST operations, /ui pages, CLI commands, TUI screens, the two clients.
SURFACES: dict[str, str] = {"rest": "REST", "web": "Web /ui", "cli": "CLI", "tui": "TUI",
                            "python": "Python client", "typescript": "TypeScript client"}

FULL, READ, REDIRECT, NA = "Full", "Read-only", "Redirect/deep-link", "N/A"

# Routes that are infrastructure, not a capability: documentation, static assets, the shell's own helpers.
UNOWNED_OK: frozenset[str] = frozenset({
    "GET /docs", "GET /redoc", "GET /openapi.json", "GET /static/<path:filename>", "GET /",
    "GET /ui/shortcuts", "POST /ui/theme",
})


@dataclass(frozen=True)
class Capability:
    """One spec capability and its entries per surface (patterns, see the module docstring)."""

    id: str
    purpose: str
    maturity: str
    targets: dict[str, str]
    rest: tuple[str, ...] = ()
    web: tuple[str, ...] = ()
    cli: tuple[str, ...] = ()
    tui: tuple[str, ...] = ()
    client: tuple[str, ...] = field(default=())  # Python client attributes beyond the REST operations

    def entries(self, surface: str) -> tuple[str, ...]:
        """The declared patterns of one surface (``rest``, ``web``, ``cli``, ``tui``)."""
        return getattr(self, surface) if surface in ("rest", "web", "cli", "tui") else ()


def _t(rest: str, web: str = FULL, cli: str = FULL, tui: str = NA, clients: str | None = None) -> dict[str, str]:
    """Targets per surface; the clients follow REST unless told."""
    client = rest if clients is None else clients
    return {"rest": rest, "web": web, "cli": cli, "tui": tui, "python": client, "typescript": client}


CAPABILITIES: tuple[Capability, ...] = (
    Capability("accounts.manage", "account, security, teams, sharing, notifications, workspaces", "Beta",
               _t(FULL), rest=("/api/v1/users/*", "/api/v1/teams/*", "/api/v1/workspaces/*",
                               "/api/v1/notifications/*", "/api/v1/shares/*", "/api/v1/shared/*", "/api/v1/invitations/*",
                               "/api/v1/activity/*", "/api/v1/account/*"),
               web=("/ui/profile/*",), cli=("users *",)),
    Capability("analysis.inspect", "analyze file content and metadata", "Beta", _t(FULL, web=NA),
               rest=("POST /api/v1/analyze",), cli=("analyze",)),
    Capability("analytics.inspect", "activity, storage metrics, trends", "Beta", _t(READ, web=READ, cli=READ),
               rest=("GET /api/v1/analytics/activity", "GET /api/v1/analyze/storage",
                     "GET /api/v1/analyze/categories", "/api/v1/analytics/*"),
               web=("GET /ui/organize/stats", "GET /ui/organize/stats/events"), cli=("stats *",)),
    Capability("api-keys.manage", "generate, list, revoke API keys", "Beta", _t(FULL),
               rest=("GET /api/v1/api-keys", "POST /api/v1/api-keys", "DELETE /api/v1/api-keys/<key_id>"),
               web=("GET /ui/profile/api-keys", "POST /ui/profile/api-keys/generate",
                    "POST /ui/profile/api-keys/revoke", "/ui/profile/api-keys/*"),
               cli=("keys *",)),
    Capability("audio.transcribe", "transcribe local audio", "Beta", _t(FULL, web=NA),
               rest=("POST /api/v1/audio/transcribe", "GET /api/v1/media/jobs/<job_id>", "/api/v1/audio/*"),
               cli=("audio transcribe",)),
    Capability("authentication.manage", "register, sign in, refresh, current user, sign out", "Stable",
               _t(FULL, cli=NA),
               rest=("POST /api/v1/auth/register", "POST /api/v1/auth/login", "POST /api/v1/auth/refresh",
                     "POST /api/v1/auth/logout", "GET /api/v1/auth/me", "/api/v1/auth/*"),
               web=("GET /ui/profile", "GET,POST /ui/profile/login", "POST /ui/profile/logout",
                    "GET,POST /ui/profile/register"),
               client=("login",)),
    Capability("automation.rules", "declarative organization rules", "Beta", _t(FULL),
               rest=("/api/v1/rules/*",),
               web=("GET /ui/settings/organization", "POST /ui/settings/organization", "/ui/settings/organization/*"),
               cli=("rules *",)),
    Capability("automation.suggestions", "learned placement suggestions", "Beta", _t(FULL),
               rest=("/api/v1/suggestions/*",), web=("/ui/suggestions/*",), cli=("suggestions *", "suggest")),
    Capability("automation.tags", "automatic tagging", "Beta", _t(FULL),
               rest=("/api/v1/tags/*",), web=("GET /ui/tags", "/ui/tags/*"), cli=("tags *",)),
    Capability("automation.watcher", "start, stop, inspect directory watching", "Stable", _t(FULL),
               rest=("/api/v1/daemon/*",), web=("GET /ui/daemon", "/ui/daemon/*"), cli=("daemon *", "watch *")),
    Capability("configuration.manage", "read, validate, update, import, export, reset configuration", "Stable",
               _t(FULL),
               rest=("GET /api/v1/config", "PUT /api/v1/config", "POST /api/v1/config/reset", "/api/v1/config/*",
                     "GET /api/v1/system/config", "PATCH /api/v1/system/config"),
               web=("/ui/settings/*",), cli=("config *",)),
    Capability("configuration.profiles", "named local profiles (command line only)", "Beta",
               _t(NA, web=NA, cli=FULL, tui=NA), cli=("profile *",)),
    Capability("copilot.chat", "natural-language requests (command line and terminal UI only)", "Experimental",
               _t(NA, web=NA, cli=FULL, tui=FULL), cli=("copilot *",), tui=("copilot",)),
    Capability("deduplication.manage", "scan, preview, resolve duplicate groups", "Stable", _t(FULL, tui=FULL),
               rest=("POST /api/v1/dedupe/scan", "POST /api/v1/dedupe/preview", "POST /api/v1/dedupe/execute",
                     "/api/v1/dedupe/*"),
               web=("/ui/dedupe/*",), cli=("dedupe",), tui=("dedupe",)),
    Capability("files.browse", "list directory contents", "Stable", _t(READ, web=FULL, tui=FULL),
               rest=("GET /api/v1/files",),
               web=("GET /ui/files", "GET /ui/files/list", "GET /ui/files/tree"), tui=("files",),
               cli=("files list", "files ls")),
    Capability("files.inspect", "metadata, content, preview, thumbnails, downloads", "Stable",
               _t(READ, web=READ, cli=NA, tui=READ),
               rest=("GET /api/v1/files/info", "GET /api/v1/files/content", "GET /api/v1/files/<file_id:file_id>"),
               web=("GET /ui/files/preview", "GET /ui/files/raw", "GET /ui/files/thumb", "/ui/files/thumbnail/*"),
               tui=("files",), client=("download",)),
    Capability("files.mutate", "upload, move, delete single files", "Beta", _t(FULL, cli=NA, tui=FULL),
               rest=("POST /api/v1/files/upload", "POST /api/v1/files/move", "DELETE /api/v1/files",
                     "DELETE /api/v1/files/<file_id:file_id>", "/api/v1/files/*"),
               web=("/ui/files/*",), tui=("files",), client=("upload",)),
    Capability("history.manage", "operation history, undo, redo", "Stable", _t(FULL, tui=FULL),
               rest=("GET /api/v1/history", "POST /api/v1/history/undo", "POST /api/v1/history/redo",
                     "/api/v1/history/*"),
               web=("/ui/organize/history/*", "GET /ui/organize/history"),
               cli=("history", "undo", "redo"), tui=("history",)),
    Capability("integrations.manage", "configure, connect, disconnect, send to integrations", "Experimental",
               _t(FULL), rest=("/api/v1/integrations/*",), web=("/ui/integrations/*", "/ui/settings/integrations/*"),
               cli=("integrations *",)),
    Capability("interfaces.launch", "launch web, desktop, terminal interfaces (command line only)", "Stable",
               _t(NA, web=NA, cli=FULL), cli=("launch *", "serve", "worker", "tui *")),
    Capability("marketplace.manage", "browse, install, remove, update, review plugins", "Beta", _t(FULL),
               rest=("/api/v1/marketplace/*",), web=("/ui/marketplace/*", "GET /ui/marketplace"),
               cli=("marketplace *", "plugins *"), client=("marketplace",)),
    Capability("methodology.configure", "select default, PARA or Johnny Decimal policy", "Beta", _t(FULL),
               rest=("GET /api/v1/organize/methodology", "PUT /api/v1/organize/methodology"),
               web=("GET /ui/settings/organization", "POST /ui/settings/organization"), cli=("config *",)),
    Capability("models.manage", "inspect, acquire, select, test AI models (not REST)", "Beta",
               _t(NA, web=FULL, cli=FULL, tui=FULL), web=("/ui/settings/models/*",), cli=("models *",),
               tui=("models",)),
    Capability("organization.execute", "apply an approved plan", "Stable", _t(FULL, tui=FULL),
               rest=("POST /api/v1/organize/execute",), web=("POST /ui/organize/execute",),
               cli=("organize",), tui=("organize",)),
    Capability("organization.jobs-recovery", "observe, cancel, roll back jobs", "Beta", _t(FULL, tui=FULL),
               rest=("GET /api/v1/organize/status/<job_id>", "GET /api/v1/organize/jobs",
                     "POST /api/v1/organize/jobs/<job_id>/cancel", "POST /api/v1/organize/jobs/<job_id>/rollback",
                     "GET /api/v1/organize/jobs/<job_id>/plan", "GET /api/v1/ws/<client_id>", "/api/v1/jobs/*"),
               web=("GET /ui/organize/jobs/<job_id>/status", "GET /ui/organize/jobs/<job_id>/events",
                    "POST /ui/organize/jobs/<job_id>/cancel", "POST /ui/organize/jobs/<job_id>/rollback",
                    "GET /ui/organize/report/<job_id>", "/ui/jobs/*"),
               cli=("jobs",), tui=("jobs",), client=("events", "wait_job")),
    Capability("organization.preview", "build a plan without changes", "Stable", _t(FULL, tui=FULL),
               rest=("POST /api/v1/organize/preview",),
               web=("GET /ui/organize", "POST /ui/organize/plan/clear"), cli=("organize",), tui=("organize",)),
    Capability("organization.scan", "collect candidate files", "Stable", _t(FULL, tui=FULL),
               rest=("POST /api/v1/organize/scan",), web=("POST /ui/organize/scan",), cli=("organize",),
               tui=("organize",)),
    Capability("organization.suggest", "naming and folder suggestion for one file", "Stable", _t(FULL, web=NA),
               rest=("POST /api/v1/organize",), cli=("organize",)),
    Capability("plugins.runtime", "guarded file, config, hook operations for plugins", "Experimental",
               _t(FULL, web=NA, cli=NA), rest=("/api/v1/plugins/*",), client=("plugin_runtime",)),
    Capability("search.query", "search files", "Stable", _t(READ, web=READ, cli=READ, tui=READ),
               rest=("GET /api/v1/search", "POST /api/v1/search/reindex", "/api/v1/search/*"),
               web=("GET /ui/search", "/ui/search/*", "/ui/settings/search/*"), cli=("search",), tui=("search",)),
    Capability("setup.configure", "discover capabilities, persist initial configuration", "Stable", _t(FULL),
               rest=("/api/v1/setup/*",), web=("/ui/setup/*", "GET /ui/setup", "POST /ui/setup"),
               cli=("config *", "db *")),
    Capability("system.inspect", "health, status, hardware, storage statistics", "Stable",
               _t(READ, web=READ, cli=READ),
               rest=("GET /api/v1/health", "GET /api/v1/system/status", "GET /api/v1/system/stats",
                     "GET /api/v1/system/plugins", "POST /api/v1/system/plugins/reload", "/api/v1/system/*"),
               web=("GET /ui/", "/ui/system/*"), cli=("plugins *",), client=("health",)),
    Capability("updates.manage", "application updates (command line, terminal UI redirect)", "Stable",
               _t(NA, web=NA, cli=FULL, tui=REDIRECT), cli=("update *",), tui=("update",)),
    Capability("video.analyze", "scene detection and keyframes", "Beta", _t(FULL, web=NA),
               rest=("POST /api/v1/video/analyze", "GET /api/v1/video/keyframes/<key>/<name>", "/api/v1/video/*"),
               cli=("video analyze",)),
)


def by_id(capability_id: str) -> Capability:
    """The capability named ``capability_id`` (KeyError when unknown)."""
    for capability in CAPABILITIES:
        if capability.id == capability_id:
            return capability
    raise KeyError(capability_id)


def _is_claim(pattern: str) -> bool:
    return pattern.endswith("/*") or pattern.endswith(" *")


def _claim_matches(claim: str, item: str, surface: str) -> bool:
    """``/api/v1/x/*`` covers ``METHOD /api/v1/x`` and below; ``config *`` covers ``config`` and below."""
    if surface == "cli":
        stem = claim[:-2]
        return item == stem or item.startswith(stem + " ")
    stem = claim[:-2]
    path = item.split(" ", 1)[1] if " " in item else item
    return path == stem or path.startswith(stem + "/")


def _exact_matches(pattern: str, item: str) -> bool:
    """``GET,POST /ui/x`` matches each of its methods; the methods in ``item`` are compared as sets."""
    if " " not in pattern or " " not in item:
        return pattern == item
    p_methods, p_path = pattern.split(" ", 1)
    i_methods, i_path = item.split(" ", 1)
    return p_path == i_path and set(i_methods.split(",")) <= set(p_methods.split(","))


def owner(item: str, surface: str, capabilities: Iterable[Capability] = CAPABILITIES) -> list[Capability]:
    """The capabilities that own ``item`` (``"GET /api/v1/files"`` or a CLI path): every exact listing,
    else the longest claim (several capabilities may share one command, such as ``organize``)."""
    caps = list(capabilities)
    exact = [c for c in caps if any(not _is_claim(p) and _exact_matches(p, item) for p in c.entries(surface))]
    if exact:
        return exact
    best: list[Capability] = []
    best_len = -1
    for capability in caps:
        for pattern in capability.entries(surface):
            if _is_claim(pattern) and _claim_matches(pattern, item, surface):
                if len(pattern) > best_len:
                    best, best_len = [capability], len(pattern)
                elif len(pattern) == best_len and capability not in best:
                    best.append(capability)
    return best
