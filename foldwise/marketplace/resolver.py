"""Dependency resolution between marketplace plugins (PEP 508 requirements, PEP 440 versions).

The plan lists what must be installed, dependencies first. A cycle, or no version whose ``requires_foldwise``
admits this foldwise, is 409 ``incompatible_plugin``; a dependency no repository offers is 409
``dependency_missing`` naming it.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import metadata as importlib_metadata
from typing import Any, Iterable

from packaging.markers import default_environment
from packaging.requirements import InvalidRequirement, Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name
from packaging.version import Version

from foldwise.marketplace.errors import DependencyMissing, IncompatiblePlugin
from foldwise.marketplace.index import IndexEntry

__all__ = ["Candidate", "Catalog", "resolve", "foldwise_version", "compatible", "check_third_party",
           "parse_requirement"]


@dataclass(frozen=True)
class Candidate:
    """One plugin version and the repository that signed it."""

    entry: IndexEntry
    repository: Any


#: normalized name -> candidates, newest version first
Catalog = dict[str, list[Candidate]]


def foldwise_version() -> Version:
    """The running foldwise's version."""
    try:
        return Version(importlib_metadata.version("foldwise"))
    except importlib_metadata.PackageNotFoundError:  # pragma: no cover - a source checkout without metadata
        return Version("0")


def compatible(entry: IndexEntry, version: Version | None = None) -> bool:
    """Whether ``entry.requires_foldwise`` admits this foldwise (pre-releases included)."""
    return SpecifierSet(entry.requires_foldwise).contains(version or foldwise_version(), prereleases=True)


def parse_requirement(text: str, owner: str) -> Requirement | None:
    """A PEP 508 requirement, or None when its environment marker excludes this machine."""
    try:
        requirement = Requirement(text)
    except InvalidRequirement:
        raise IncompatiblePlugin(f"{owner} declares the malformed requirement {text!r}",
                                 details={"plugin": owner, "requirement": text}) from None
    if requirement.marker is not None and not requirement.marker.evaluate({**default_environment(), "extra": ""}):
        return None
    return requirement


def resolve(name: str, version: str | None, catalog: Catalog, installed: dict[str, str]) -> list[Candidate]:
    """The candidates to install for ``name`` (pinned to ``version`` when given), dependencies first.

    A dependency already installed at a version its requirement admits is left alone."""
    here = foldwise_version()
    order: list[Candidate] = []
    chosen: dict[str, Candidate] = {}
    visiting: list[str] = []

    def pick(key: str, requirement: str, spec: SpecifierSet, pinned: str | None, required_by: str | None) -> Candidate:
        candidates = catalog.get(key)
        if not candidates:
            if required_by is None:
                from foldwise.sdk import NotFound

                raise NotFound(f"no repository offers the plugin {requirement!r}")
            raise DependencyMissing(requirement, f"{required_by} needs {requirement!r}, which no repository offers",
                                    required_by=required_by)
        if pinned is not None:
            matching = [c for c in candidates if c.entry.parsed_version == Version(pinned)]
            if not matching:
                from foldwise.sdk import NotFound

                raise NotFound(f"{key} has no version {pinned}", details={"versions": [c.entry.version
                                                                                       for c in candidates]})
        else:
            matching = [c for c in candidates if spec.contains(c.entry.parsed_version, prereleases=True)]
            if not matching:
                raise DependencyMissing(requirement, f"{required_by} needs {requirement!r}; the repositories offer "
                                        f"{', '.join(c.entry.version for c in candidates)}", required_by=required_by)
        usable = [c for c in matching if compatible(c.entry, here)]
        if not usable:
            newest = matching[0].entry
            raise IncompatiblePlugin(f"{newest.name} {newest.version} requires foldwise {newest.requires_foldwise!r}; "
                                     f"this is foldwise {here}",
                                     details={"plugin": newest.name, "requires_foldwise": newest.requires_foldwise,
                                              "foldwise": str(here), "reason": "requires_foldwise"})
        return usable[0]

    def visit(key: str, requirement: str, spec: SpecifierSet, pinned: str | None, required_by: str | None) -> None:
        if key in visiting:
            cycle = visiting[visiting.index(key):] + [key]
            raise IncompatiblePlugin("dependency cycle: " + " -> ".join(cycle),
                                     details={"cycle": cycle, "reason": "cycle"})
        if key in chosen:
            if not spec.contains(chosen[key].entry.parsed_version, prereleases=True):
                raise IncompatiblePlugin(f"{required_by} needs {requirement!r} but {chosen[key].entry.name} "
                                         f"{chosen[key].entry.version} is chosen",
                                         details={"requirement": requirement, "reason": "conflict"})
            return
        current = installed.get(key)
        if required_by is not None and current is not None and spec.contains(Version(current), prereleases=True):
            return
        candidate = pick(key, requirement, spec, pinned, required_by)
        visiting.append(key)
        for text in candidate.entry.dependencies:
            dep = parse_requirement(text, candidate.entry.name)
            if dep is not None:
                visit(canonicalize_name(dep.name), text, dep.specifier, None, candidate.entry.name)
        visiting.pop()
        chosen[key] = candidate
        order.append(candidate)

    visit(canonicalize_name(name), name, SpecifierSet(), version, None)
    return order


def check_third_party(owner: str, requires_dist: Iterable[str], marketplace_names: set[str]) -> None:
    """409 ``dependency_missing`` naming the first third-party requirement of ``owner``'s wheel that is not
    installed (or not at an admitted version); ``foldwise`` itself must admit this version."""
    here = foldwise_version()
    for text in requires_dist:
        requirement = parse_requirement(text, owner)
        if requirement is None:
            continue
        key = canonicalize_name(requirement.name)
        if key in marketplace_names:
            continue
        if key == "foldwise":
            if not requirement.specifier.contains(here, prereleases=True):
                raise IncompatiblePlugin(f"{owner} requires {text!r}; this is foldwise {here}",
                                         details={"plugin": owner, "requirement": text, "reason": "requires_foldwise"})
            continue
        try:
            have = importlib_metadata.version(requirement.name)
        except importlib_metadata.PackageNotFoundError:
            raise DependencyMissing(text, f"{owner} needs {text!r}, which is not installed "
                                    f"(pip install '{text}' into foldwise's environment first)",
                                    required_by=owner) from None
        if requirement.specifier and not requirement.specifier.contains(Version(have), prereleases=True):
            raise DependencyMissing(text, f"{owner} needs {text!r}; {requirement.name} {have} is installed",
                                    required_by=owner, installed=have)
