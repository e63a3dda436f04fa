"""VS Code: each send writes one JSON command line (``<name>.vscode.json``) into ``command_output_path``
(default ``<workspace>/.foldwise``): the ``code`` invocation that opens the file in the workspace, for a task,
an extension or a file watcher to run."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Annotated, Any

from pydantic import Field

from foldwise.plugins.integrations.provider import Integration, IntegrationSettings, RootFolder, SendContext

__all__ = ["VSCode", "VSCodeSettings", "command_line"]


class VSCodeSettings(IntegrationSettings):
    workspace_path: Annotated[str, RootFolder()] = Field(description="the workspace folder, inside the roots")
    command_output_path: Annotated[str | None, RootFolder(must_exist=False)] = Field(
        None, description="folder for the command files, inside the roots (default: <workspace>/.foldwise)")


def command_line(workspace: str, path: str) -> dict[str, Any]:
    """The command object: ``argv`` runs as is (no shell)."""
    return {"command": "code", "argv": ["code", "--reuse-window", workspace, "--goto", path],
            "workspace": workspace, "path": path, "uri": f"vscode://file{path}",
            "created_at": datetime.now(timezone.utc).isoformat(timespec="seconds")}


class VSCode(Integration):
    name = "vscode"
    type = "editor"
    label = "VS Code"
    description = "Write a VS Code command line (JSON) that opens the file in your workspace."
    Settings = VSCodeSettings

    async def send(self, ctx: SendContext, settings: Any) -> None:
        folder = settings.command_output_path or f"{settings.workspace_path}/.foldwise"
        line = json.dumps(command_line(settings.workspace_path, str(ctx.source)), ensure_ascii=False) + "\n"
        await ctx.write(folder, f"{ctx.source.name}.vscode.json", line.encode("utf-8"),
                        suffix=".vscode.json")
