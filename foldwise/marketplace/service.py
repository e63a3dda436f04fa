"""``MarketplaceService``: browse the trusted repositories, install, update and remove plugins, reviews.

The one code path behind the REST routes, the ``/ui/marketplace`` pages and ``foldwise marketplace``.
An install is all or nothing: every wheel of the plan (the plugin and the dependencies it lacks) is fetched,
checked and unpacked into staging folders first; then they are swapped in, the kernel reloads its plugins,
and only when each new plugin loaded are the records written and the previous versions deleted. Any failure
puts the previous folders back and reloads again.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from packaging.utils import canonicalize_name
from packaging.version import Version

from foldwise.marketplace.config import DEFAULT_REPOSITORY_FOLDER, MarketplaceConfig
from foldwise.marketplace.errors import IncompatiblePlugin
from foldwise.marketplace.installer import PluginFolders, Swap
from foldwise.marketplace.repository import Repository
from foldwise.marketplace.resolver import Candidate, Catalog, check_third_party, compatible, parse_requirement, resolve
from foldwise.marketplace.wheel import WheelInfo, inspect_wheel
from foldwise.sdk import ApiError, Conflict, NotFound

__all__ = ["MarketplaceService"]

log = logging.getLogger("foldwise.marketplace")


def _iso(value: datetime | None) -> str | None:
    return value.astimezone(timezone.utc).isoformat() if value is not None else None


class MarketplaceService:
    """Marketplace operations on one kernel (``kernel.service(MarketplaceService)``)."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel
        self._lock = asyncio.Lock()
        self._repositories: dict[tuple[Any, ...], Repository] = {}

    # -- configuration -------------------------------------------------------------------------------

    @property
    def config(self) -> MarketplaceConfig:
        try:
            value = self.kernel.plugin_settings("marketplace")
        except AttributeError:
            value = None
        return value if isinstance(value, MarketplaceConfig) else MarketplaceConfig()

    @property
    def folders(self) -> PluginFolders:
        return PluginFolders(Path(self.kernel.settings.home))

    def default_repository_folder(self) -> Path:
        return Path(self.kernel.settings.home) / DEFAULT_REPOSITORY_FOLDER

    def repositories(self) -> list[Repository]:
        """The configured repositories in priority order, then the default folder (once)."""
        config = self.config
        wanted: list[tuple[Any, ...]] = [(r.url, r.public_key, r.allow_http, r.ca_file, r.name, False)
                                         for r in config.repositories]
        default = str(self.default_repository_folder())
        if not any(_same_folder(r.url, default) for r in config.repositories):
            wanted.append((default, config.default_public_key, False, None, "default", True))
        out = []
        for key in wanted:
            repo = self._repositories.get(key)
            if repo is None:
                url, public_key, allow_http, ca_file, label, optional = key
                repo = self._repositories[key] = Repository(url, public_key, allow_http, ca_file, label, optional)
            repo.timeout, repo.cache_seconds = config.timeout_seconds, config.index_cache_seconds
            out.append(repo)
        return out

    # -- the catalog ---------------------------------------------------------------------------------

    async def catalog(self, *, fresh: bool = False) -> tuple[Catalog, list[ApiError]]:
        """Every verified entry by normalized name (newest first; a name belongs to the first repository
        that lists it), and the errors of repositories that could not be read or verified."""
        catalog: Catalog = {}
        errors: list[ApiError] = []
        for repo in self.repositories():
            try:
                verified = await repo.index(fresh=fresh)
            except ApiError as exc:
                log.warning("marketplace repository %s refused: %s", repo.name, exc.message)
                errors.append(exc)
                continue
            mine: dict[str, list[Candidate]] = {}
            for entry in verified.entries:
                mine.setdefault(entry.key, []).append(Candidate(entry, repo))
            for key, candidates in mine.items():
                if key not in catalog:
                    catalog[key] = sorted(candidates, key=lambda c: c.entry.parsed_version, reverse=True)
        return catalog, errors

    async def _installed_rows(self) -> dict[str, Any]:
        from foldwise.marketplace.models import InstalledPlugin

        return {row.name: row for row in await InstalledPlugin.all()}

    async def _ratings(self) -> dict[str, tuple[float, int]]:
        from foldwise.marketplace.models import Review

        sums: dict[str, list[int]] = {}
        for name, rating in await Review.all().values_list("plugin_name", "rating"):
            sums.setdefault(name, []).append(rating)
        return {name: (round(sum(values) / len(values), 2), len(values)) for name, values in sums.items()}

    def _plugin_object(self, candidates: list[Candidate], installed: Any, ratings: dict[str, tuple[float, int]]
                       ) -> dict[str, Any]:
        here_ok = [c for c in candidates if compatible(c.entry)]
        newest = candidates[0]
        entry, repo = newest.entry, newest.repository
        body = entry.model_dump()
        body["download_url"] = _safe_url(repo, entry)
        rating = ratings.get(entry.key)
        if rating is not None:
            body["rating"], body["reviews_count"] = rating
        body["repository"] = repo.name
        body["compatible"] = compatible(entry)
        body["versions"] = [{"version": c.entry.version, "requires_foldwise": c.entry.requires_foldwise,
                             "compatible": compatible(c.entry), "size": c.entry.size, "sha256": c.entry.sha256,
                             "dependencies": c.entry.dependencies} for c in candidates]
        body["installed"] = installed.version if installed is not None else None
        body["update_available"] = bool(installed is not None and here_ok
                                        and here_ok[0].entry.parsed_version > Version(installed.version))
        return body

    async def list_plugins(self, q: str | None = None, category: str | None = None, tags: list[str] | None = None,
                           page: int = 1, per_page: int = 20) -> dict[str, Any]:
        """One item per plugin (its newest version plus ``versions``), filtered and paged, sorted by name."""
        catalog, errors = await self.catalog()
        installed, ratings = await self._installed_rows(), await self._ratings()
        needle = (q or "").strip().lower()
        wanted_tags = {t.strip().lower() for t in tags or [] if t.strip()}
        items = []
        for key in sorted(catalog):
            entry = catalog[key][0].entry
            if needle and not any(needle in text.lower() for text in (entry.name, entry.description, entry.author)):
                continue
            if category and entry.category.lower() != category.strip().lower():
                continue
            if wanted_tags and not wanted_tags <= {t.lower() for t in entry.tags}:
                continue
            items.append(key)
        start = (page - 1) * per_page
        chosen = [self._plugin_object(catalog[k], installed.get(k), ratings) for k in items[start:start + per_page]]
        return {"items": chosen, "page": page, "per_page": per_page, "total": len(items),
                "errors": [{"error": e.code, "message": e.message} for e in errors]}

    async def categories(self) -> list[str]:
        catalog, _ = await self.catalog()
        return sorted({c[0].entry.category for c in catalog.values()})

    async def plugin(self, name: str) -> dict[str, Any]:
        """One plugin with all its versions; 404 when no repository offers it (or the refusal of a
        repository that could not be verified, since the plugin may be there)."""
        catalog, errors = await self.catalog()
        key = canonicalize_name(name)
        if key not in catalog:
            if errors:
                raise errors[0]
            raise NotFound(f"no repository offers the plugin {name!r}")
        return self._plugin_object(catalog[key], (await self._installed_rows()).get(key), await self._ratings())

    # -- installed plugins ---------------------------------------------------------------------------

    def _load_state(self, entry_points: list[str]) -> tuple[bool, str | None]:
        infos = {p.get("name"): p for p in (getattr(self.kernel, "plugins", None) or [])}
        seen = [infos[name] for name in entry_points if name in infos]
        errors = [p.get("error") or p.get("status") for p in seen if p.get("status") != "loaded"]
        if errors:
            return False, str(errors[0])
        return bool(seen) and len(seen) == len(entry_points), None

    def _record(self, row: Any) -> dict[str, Any]:
        active, error = self._load_state(list(row.entry_points or []))
        return {"name": row.display_name, "version": row.version, "source_url": row.source_url,
                "installed_at": _iso(row.installed_at), "active": active, "error": error}

    async def installed(self) -> dict[str, Any]:
        rows = await self._installed_rows()
        return {"items": [self._record(rows[k]) for k in sorted(rows)]}

    async def updates(self) -> dict[str, Any]:
        """Installed plugins with a newer compatible version in the repositories (read anew: no cache)."""
        catalog, _ = await self.catalog(fresh=True)
        items = []
        for key, row in sorted((await self._installed_rows()).items()):
            newer = [c for c in catalog.get(key, []) if compatible(c.entry)]
            if newer and newer[0].entry.parsed_version > Version(row.version):
                items.append({"name": row.display_name, "installed": row.version, "latest": newer[0].entry.version})
        return {"items": items}

    # -- install, update, remove ---------------------------------------------------------------------

    async def install(self, name: str, version: str | None = None) -> tuple[dict[str, Any], bool]:
        """Install ``name`` (newest compatible version, or ``version``) with its dependencies.

        Returns the installed record and whether anything changed (False: already at that version)."""
        if version is not None:
            try:
                Version(version)
            except ValueError:
                raise ApiError(f"{version!r} is not a PEP 440 version", status=400, code="invalid_request") from None
        async with self._lock:
            return await self._install(name, version)

    async def _install(self, name: str, version: str | None) -> tuple[dict[str, Any], bool]:
        from foldwise.marketplace.models import InstalledPlugin

        catalog, errors = await self.catalog(fresh=True)
        key = canonicalize_name(name)
        if key not in catalog:
            if errors:
                raise errors[0]
            raise NotFound(f"no repository offers the plugin {name!r}")
        rows = await self._installed_rows()
        installed = {k: row.version for k, row in rows.items()}
        plan = resolve(name, version, catalog, installed)
        target = plan[-1]
        current = rows.get(key)
        if current is not None and Version(current.version) == target.entry.parsed_version:
            return self._record(current), False
        marketplace_names = set(catalog) | set(rows)
        fetched: list[tuple[Candidate, WheelInfo, bytes]] = []
        for candidate in plan:
            entry = candidate.entry
            data = await candidate.repository.fetch_wheel(entry, self.config.max_wheel_bytes)
            info = await asyncio.to_thread(inspect_wheel, data, entry.name, entry.version)
            check_third_party(entry.name, info.requires_dist, marketplace_names)
            fetched.append((candidate, info, data))
        folders = self.folders
        staged: list[tuple[Candidate, WheelInfo, Path]] = []
        try:
            for candidate, info, data in fetched:
                staged.append((candidate, info, await asyncio.to_thread(folders.stage, candidate.entry.key, data,
                                                                        info)))
        except BaseException:
            for _, _, path in staged:
                folders.discard(path)
            raise
        del fetched
        swaps: list[Swap] = []
        try:
            for candidate, _, path in staged:
                swaps.append(folders.swap_in(candidate.entry.key, path))
        except BaseException:
            for swap in reversed(swaps):
                folders.rollback(swap)
            for _, _, path in staged:
                folders.discard(path)
            raise
        await self._activate_or_roll_back(swaps, [(c.entry.name, info.entry_points) for c, info, _ in staged])
        for candidate, info, _ in staged:
            entry = candidate.entry
            values = {"display_name": entry.name, "version": entry.version,
                      "source_url": candidate.repository.download_url(entry),
                      "repository": candidate.repository.name, "sha256": entry.sha256,
                      "entry_points": info.entry_points, "dependencies": entry.dependencies}
            await InstalledPlugin.update_or_create(defaults=values, name=entry.key)
        for swap in swaps:
            folders.commit(swap)
        row = await InstalledPlugin.get(name=key)
        log.info("marketplace installed %s", ", ".join(f"{c.entry.name} {c.entry.version}" for c, _, _ in staged))
        return self._record(row), True

    async def _reload(self) -> list[dict[str, Any]] | None:
        reload = getattr(self.kernel, "reload_plugins", None)
        if reload is None:  # a kernel without live activation: the plugin loads at the next start
            return None
        return await reload()

    async def _activate_or_roll_back(self, swaps: list[Swap], loaded: list[tuple[str, list[str]]]) -> None:
        """Reload the kernel's plugins; when one of ``loaded`` (name, entry points) fails, restore the previous
        folders, reload again and answer 409 ``incompatible_plugin`` naming the failure."""
        folders = self.folders
        failure: tuple[str, str] | None = None
        try:
            plugins = await self._reload()
        except Exception as exc:  # noqa: BLE001 - reported to the caller, the service keeps running
            failure = ("the plugin set", f"{type(exc).__name__}: {exc}")
            plugins = None
        if plugins is not None and failure is None:
            states = {p.get("name"): p for p in plugins}
            for name, entry_points in loaded:
                for ep in entry_points:
                    state = states.get(ep)
                    if state is not None and state.get("status") == "error":
                        failure = (name, str(state.get("error") or "failed to load"))
                        break
                if failure:
                    break
        if failure is None:
            return
        for swap in reversed(swaps):
            folders.rollback(swap)
        try:
            await self._reload()
        except Exception:  # noqa: BLE001
            log.exception("marketplace: reloading the previous plugins failed")
        raise IncompatiblePlugin(f"{failure[0]} failed to load and was rolled back: {failure[1]}",
                                 details={"plugin": failure[0], "error": failure[1], "reason": "load_failed"})

    async def update(self, name: str) -> dict[str, Any]:
        """Update an installed plugin to the newest compatible version: ``{updated, plugin}``."""
        key = canonicalize_name(name)
        rows = await self._installed_rows()
        row = rows.get(key)
        if row is None:
            raise NotFound(f"the plugin {name!r} is not installed")
        catalog, errors = await self.catalog(fresh=True)
        newer = [c for c in catalog.get(key, []) if compatible(c.entry)]
        if not newer:
            if errors:
                raise errors[0]
            return {"updated": False, "plugin": self._record(row)}
        if newer[0].entry.parsed_version <= Version(row.version):
            return {"updated": False, "plugin": self._record(row)}
        record, changed = await self.install(name, newer[0].entry.version)
        return {"updated": changed, "plugin": record}

    async def remove(self, name: str) -> dict[str, Any]:
        """Remove an installed plugin (409 ``conflict`` while another installed plugin depends on it)."""
        async with self._lock:
            return await self._remove(name)

    async def _remove(self, name: str) -> dict[str, Any]:
        key = canonicalize_name(name)
        rows = await self._installed_rows()
        row = rows.get(key)
        if row is None:
            raise NotFound(f"the plugin {name!r} is not installed")
        for other in rows.values():
            if other.name == key:
                continue
            for text in other.dependencies or []:
                requirement = parse_requirement(text, other.display_name)
                if requirement is not None and canonicalize_name(requirement.name) == key:
                    raise Conflict(f"{other.display_name} depends on {row.display_name}; remove it first",
                                   details={"required_by": other.display_name})
        folders = self.folders
        swap = folders.take_out(key) if folders.target(key).exists() else None
        try:
            await self._reload()
        except Exception as exc:  # noqa: BLE001
            if swap is not None:
                folders.rollback(swap)
                await self._reload()
            raise ApiError(f"removing {row.display_name} failed: {type(exc).__name__}: {exc}", status=500,
                           code="internal_server_error") from None
        await row.delete()
        if swap is not None:
            folders.commit(swap)
        log.info("marketplace removed %s %s", row.display_name, row.version)
        return {"uninstalled": True}

    async def recover(self) -> None:
        """Finish or undo a swap a crash interrupted (see ``PluginFolders.recover``)."""
        rows = await self._installed_rows()
        done = await asyncio.to_thread(self.folders.recover, {k: r.version for k, r in rows.items()})
        for line in done:
            log.warning("marketplace recovery: %s", line)

    # -- reviews -------------------------------------------------------------------------------------

    async def _known(self, name: str) -> str:
        key = canonicalize_name(name)
        if key in (await self._installed_rows()):
            return key
        catalog, _ = await self.catalog()
        if key not in catalog:
            raise NotFound(f"no repository offers the plugin {name!r}")
        return key

    @staticmethod
    def _review(row: Any) -> dict[str, Any]:
        return {"id": row.id, "plugin_name": row.plugin_name, "user_id": row.user_id, "username": row.username,
                "rating": row.rating, "title": row.title, "content": row.content,
                "created_at": _iso(row.created_at), "updated_at": _iso(row.updated_at),
                "helpful_count": row.helpful_count}

    async def reviews(self, name: str, limit: int = 10) -> dict[str, Any]:
        from foldwise.marketplace.models import Review

        key = await self._known(name)
        rows = await Review.filter(plugin_name=key).order_by("-created_at", "-id").limit(limit)
        return {"items": [self._review(r) for r in rows]}

    async def review(self, name: str, user_id: int, username: str, rating: int, title: str,
                     content: str) -> dict[str, Any]:
        """Add the user's review of ``name``, or replace it (``created_at`` kept)."""
        from foldwise.marketplace.models import Review

        key = await self._known(name)
        now = datetime.now(timezone.utc)
        row = await Review.get_or_none(plugin_name=key, user_id=user_id)
        if row is None:
            row = await Review.create(plugin_name=key, user_id=user_id, username=username, rating=rating,
                                      title=title, content=content, created_at=now, updated_at=now)
        else:
            row.username, row.rating, row.title, row.content, row.updated_at = username, rating, title, content, now
            await row.save()
        return self._review(row)

    async def delete_review(self, name: str, review_id: int) -> dict[str, Any]:
        from foldwise.marketplace.models import Review

        row = await Review.get_or_none(id=review_id, plugin_name=canonicalize_name(name))
        if row is None:
            raise NotFound(f"review {review_id} of {name!r} not found")
        await row.delete()
        return {"deleted": True, "id": review_id}


def _same_folder(url: str, folder: str) -> bool:
    try:
        return Repository(url, None).scheme == "file" and Repository(url, None).folder().resolve() == Path(folder).resolve()
    except OSError:
        return False


def _safe_url(repo: Repository, entry: Any) -> str:
    try:
        return repo.download_url(entry)
    except ApiError:
        return entry.download_url
