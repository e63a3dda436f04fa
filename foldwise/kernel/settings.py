"""Settings: ``$FOLDWISE_HOME/foldwise.toml`` overlaid by ``FOLDWISE_*`` environment variables.

The kernel's sections are pydantic models here; plugins contribute their own
sections through the ``register_config_schema`` hook (validated by ``validate_sections``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from foldwise.kernel.settings_env import (  # noqa: F401 - re-exported: the pydantic-free half lives there
    ENV_ALIASES,
    ENV_IGNORED,
    ENV_IGNORED_PREFIXES,
    ENV_PREFIX,
    ConfigError,
    _env_overrides,
    deep_merge,
    default_home,
    raw_config,
    read_config_file,
    split_roots,
)

__all__ = [
    "ConfigError",
    "Settings",
    "load_settings",
    "default_home",
    "format_validation_error",
]

class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class ServerSettings(_Section):
    host: str = "127.0.0.1"
    port: int = Field(8420, ge=1, le=65535)
    max_request_bytes: int = Field(16 * 1024 * 1024, ge=1024, description="largest non-upload body")
    max_upload_bytes: int = Field(512 * 1024 * 1024, ge=1024, description="largest file upload")
    cors_origins: list[str] = []


class WebSettings(_Section):
    """Browser-facing hardening for a service reached over HTTPS (see ``docs/configuration.md``, Web)."""

    secure_cookies: bool = Field(False, description="mark the /ui session cookie Secure (HTTPS only)")
    hsts: bool = Field(False, description="send Strict-Transport-Security (serve over HTTPS only)")
    hsts_max_age: int = Field(31_536_000, ge=0, le=63_072_000, description="HSTS max-age in seconds")
    hsts_include_subdomains: bool = False


class DatabaseSettings(_Section):
    url: str | None = Field(None, description="tortoise URL; None means SQLite in the data home")


class AuthSettings(_Section):
    registration_open: bool = Field(False, description="let anyone sign up after the first account (the admin)")
    access_token_minutes: int = Field(30, ge=1, le=24 * 60)
    refresh_token_days: int = Field(7, ge=1, le=365)
    min_password_length: int = Field(12, ge=8, le=128)


class RateLimitSettings(_Section):
    enabled: bool = True
    window_seconds: int = Field(60, ge=1)
    default: int = Field(1000, ge=1, description="requests per window, any route")
    files: int = Field(100, ge=1)
    organization: int = Field(10, ge=1, description="job-creating requests per window")
    search: int = Field(100, ge=1)
    authentication: int = Field(10, ge=1)
    store: Literal["memory", "redis"] = "memory"


class JobSettings(_Section):
    broker: Literal["memory", "redis", "nats"] = "memory"
    #: How many jobs one process runs at once.
    concurrency: int = Field(2, ge=1, le=64)
    sweep_seconds: float = Field(30.0, ge=0.5, le=3600,
                                 description="how often a service instance settles the work of dead processes "
                                             "and queues again jobs whose broker message is gone")
    #: Spread one large job's batches over every worker (external broker on PostgreSQL only).
    spread: bool = Field(True, description="let several workers run the batch groups of one large job "
                                           "(needs an external broker and PostgreSQL)")
    group_size: int = Field(2000, ge=1, le=1_000_000,
                            description="operations per claimable batch group of a spread job")


class EventSettings(_Section):
    backend: Literal["memory", "redis", "nats"] = "memory"


class PluginSettings(_Section):
    disabled: list[str] = []
    allow_private_callbacks: bool = Field(
        False, description="let webhooks call loopback, private and link-local addresses (trusted networks only)")


class Settings(BaseModel):
    """Validated configuration of one foldwise installation."""

    model_config = ConfigDict(extra="allow", validate_assignment=True)

    home: Path
    roots: list[Path] = []
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    #: The deployment secret's file (``FOLDWISE_SECRET_FILE``); None means ``secret.key`` in the data home.
    secret_file: Path | None = None
    redis_url: str = "redis://127.0.0.1:6379/0"
    nats_url: str = "nats://127.0.0.1:4222"
    methodology: str = "default"
    setup_completed: bool = False
    server: ServerSettings = ServerSettings()
    web: WebSettings = WebSettings()
    database: DatabaseSettings = DatabaseSettings()
    auth: AuthSettings = AuthSettings()
    rate_limits: RateLimitSettings = RateLimitSettings()
    jobs: JobSettings = JobSettings()
    events: EventSettings = EventSettings()
    plugins: PluginSettings = PluginSettings()

    @field_validator("roots", mode="before")
    @classmethod
    def _split_roots(cls, value: Any) -> Any:
        return split_roots(value)

    @field_validator("roots")
    @classmethod
    def _absolute_roots(cls, value: list[Path]) -> list[Path]:
        out = []
        for root in value:
            root = Path(os.path.expanduser(root))
            if not root.is_absolute():
                raise ValueError(f"root must be an absolute path: {root}")
            out.append(root)
        return out

    # ---- derived paths -------------------------------------------------
    @property
    def config_file(self) -> Path:
        return self.home / "foldwise.toml"

    @property
    def database_url(self) -> str:
        return self.database.url or f"sqlite://{self.home / 'foldwise.db'}"

    @property
    def secret_path(self) -> Path:
        """Where the deployment secret lives: ``secret_file``, else ``secret.key`` in the data home."""
        return Path(os.path.expanduser(self.secret_file)) if self.secret_file else self.home / "secret.key"

    def secret_key(self) -> bytes:
        """Return the deployment secret, generating it (mode 0600) on first use (see ``docs/deployment.md``)."""
        from foldwise.kernel.deployment import read_secret

        return read_secret(self.secret_path)

    def section(self, name: str) -> Any:
        """Return a plugin's validated config section (set by ``validate_sections``)."""
        return getattr(self, name)

    def file_dict(self) -> dict[str, Any]:
        """The settings as they are written to ``foldwise.toml`` (home excluded)."""
        data = self.model_dump(mode="json", exclude={"home"})
        for key, value in list(data.items()):
            if isinstance(value, BaseModel):
                data[key] = value.model_dump(mode="json")
        return _drop_none(data)


def _drop_none(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _drop_none(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_drop_none(v) for v in value]
    return value


def format_validation_error(exc: ValidationError, prefix: str = "") -> str:
    """One line per problem: ``key.path: message``."""
    lines = []
    for err in exc.errors():
        loc = ".".join(str(p) for p in err["loc"])
        key = f"{prefix}.{loc}" if prefix and loc else (prefix or loc)
        lines.append(f"{key}: {err['msg']}")
    return "; ".join(lines)


def load_settings(
    home: Path | str | None = None,
    overrides: dict[str, Any] | None = None,
    environ: dict[str, str] | None = None,
) -> Settings:
    """Build validated settings: defaults < foldwise.toml < environment < ``overrides``."""
    home_path, data = raw_config(home, environ)
    if overrides:
        data = deep_merge(data, overrides)
    data["home"] = home_path
    try:
        return Settings.model_validate(data)
    except ValidationError as exc:
        raise ConfigError(f"invalid configuration: {format_validation_error(exc)}") from None


def validate_sections(settings: Settings, schemas: dict[str, type[BaseModel]]) -> None:
    """Validate plugin sections in place; unknown keys are left as they are for disabled plugins."""
    extra = settings.model_extra or {}
    for name, model in schemas.items():
        raw = extra.get(name, {})
        if isinstance(raw, BaseModel):
            raw = raw.model_dump()
        try:
            value = model.model_validate(raw or {})
        except ValidationError as exc:
            raise ConfigError(
                f"invalid configuration: {format_validation_error(exc, name)}"
            ) from None
        extra[name] = value
        object.__setattr__(settings, "__pydantic_extra__", extra)
