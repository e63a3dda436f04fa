"""The ``[mail]`` section and sending one message through SMTP (aiosmtplib).

Mail is off until ``[mail] host`` is set; without it password reset links come from
``foldwise users reset-link NAME`` (or an administrator's ``POST /users/{id}/reset-link``).
"""

from __future__ import annotations

from email.message import EmailMessage
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["MailConfig", "mail_config", "send_mail"]


class MailConfig(BaseModel):
    """SMTP settings used for password reset mails."""

    model_config = ConfigDict(extra="forbid")

    host: str | None = Field(None, description="SMTP server; unset: no mail is sent")
    port: int = Field(587, ge=1, le=65535)
    security: Literal["none", "starttls", "tls"] = Field("starttls", description="none, STARTTLS or implicit TLS")
    username: str | None = None
    password: str | None = Field(None, description="SMTP password (redacted in every read)")
    from_address: str = Field("foldwise@localhost", description="the From: of every mail")
    base_url: str = Field("http://127.0.0.1:8420", description="the address people open the web interface at "
                          "(reset links start with it)")
    timeout_seconds: float = Field(10.0, gt=0, le=120)


def mail_config(kernel: Any) -> MailConfig:
    """The validated ``[mail]`` section (defaults when the plugin section is missing)."""
    try:
        value = kernel.plugin_settings("mail")
    except AttributeError:
        return MailConfig()
    return value if isinstance(value, MailConfig) else MailConfig.model_validate(value or {})


async def send_mail(config: MailConfig, to: str, subject: str, body: str) -> None:
    """Send one plain-text mail; raises ``aiosmtplib.SMTPException`` or ``OSError`` on failure."""
    import aiosmtplib

    message = EmailMessage()
    message["From"] = config.from_address
    message["To"] = to
    message["Subject"] = subject
    message.set_content(body)
    await aiosmtplib.send(
        message,
        hostname=config.host,
        port=config.port,
        username=config.username,
        password=config.password,
        use_tls=config.security == "tls",
        start_tls=config.security == "starttls",
        timeout=config.timeout_seconds,
    )
