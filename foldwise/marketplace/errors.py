"""The marketplace's errors, each answered in the contract's envelope with its own code."""

from __future__ import annotations

from typing import Any

from foldwise.sdk import ApiError

__all__ = ["SignatureInvalid", "ChecksumFailed", "IncompatiblePlugin", "DependencyMissing",
           "RepositoryUnreachable", "MarketplaceError"]


class SignatureInvalid(ApiError):
    """422: the index is unsigned, its signature does not verify, or the key is not the trusted one."""

    status, code = 422, "signature_invalid"


class ChecksumFailed(ApiError):
    """422: a wheel's size or SHA-256 (or a file against the wheel's RECORD) differs from what was signed."""

    status, code = 422, "checksum_failed"


class IncompatiblePlugin(ApiError):
    """409: a dependency cycle, an unsatisfiable ``requires_foldwise``, or a plugin that fails to load."""

    status, code = 409, "incompatible_plugin"


class DependencyMissing(ApiError):
    """409: a requirement (third-party package or marketplace plugin) that cannot be satisfied."""

    status, code = 409, "dependency_missing"

    def __init__(self, requirement: str, message: str | None = None, **details: Any) -> None:
        super().__init__(message or f"the requirement {requirement!r} is not installed",
                         details={"requirement": requirement, **details})


class RepositoryUnreachable(ApiError):
    """502: the repository's index or a wheel could not be fetched."""

    status, code = 502, "repository_unreachable"


class MarketplaceError(ApiError):
    """400 ``marketplace_error`` (the interface's code): a refused repository or archive; ``details.reason``
    says which (``http_not_allowed``, ``unsafe_entry``, ``not_a_wheel``, ``not_a_plugin``, ``bad_index``)."""

    status, code = 400, "marketplace_error"

    def __init__(self, message: str, reason: str, **details: Any) -> None:
        super().__init__(message, details={"reason": reason, **details})
