"""``RulesService``: rule sets (stored, validated, imported, exported), preview and apply.

One code path: the REST routes, the settings page, the CLI and the daemon call this service.
Preview plans in a worker thread and changes nothing; apply is a ``rules_apply`` job whose
changes form one journal transaction (one undo step, rolled back with the job).
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

from pydantic import ValidationError

from foldwise.plugins.rules.config import rules_config
from foldwise.plugins.rules.matching import FileInfo, Matcher, RuleTimeout
from foldwise.plugins.rules.planner import find_duplicates, plan_files, scan_folder, stat_files
from foldwise.plugins.rules.ruleset import RuleSet
from foldwise.plugins.rules.tagging import has_tags, tag_service

__all__ = ["RulesService", "JOB_TYPE", "validation_errors", "rule_timeout"]

JOB_TYPE = "rules_apply"


def validation_errors(exc: ValidationError, prefix: tuple[str | int, ...] = ()) -> list[dict[str, Any]]:
    """``[{loc, msg}]`` from a pydantic error (``loc`` prefixed, e.g. with ``("body",)``)."""
    out = []
    for err in exc.errors(include_url=False):
        msg = str(err.get("msg", "invalid")).removeprefix("Value error, ")
        out.append({"loc": [*prefix, *err.get("loc", ())], "msg": msg})
    return out


def rule_timeout(exc: RuleTimeout) -> Any:
    """422 ``rule_timeout``: a regular expression was stopped (names the rule and the file)."""
    from foldwise.sdk import ApiError

    return ApiError(str(exc), status=422, code="rule_timeout", details={"rule": exc.rule, "name": exc.name})


def _invalid(errors: list[dict[str, Any]]) -> Any:
    from foldwise.sdk import ApiError

    first = errors[0]["msg"] if errors else "invalid rule set"
    return ApiError(f"invalid rule set: {first}", status=422, code="validation_error", details=errors)


class RulesService:
    """Rule sets and their application; one instance per kernel."""

    def __init__(self, kernel: Any) -> None:
        self.kernel = kernel

    @property
    def config(self) -> Any:
        return rules_config(self.kernel)

    # ---- validation, import, export ------------------------------------------
    def validate(self, data: Any) -> dict[str, Any]:
        """``{valid, errors: [{loc, msg}]}`` for a rule-set document (nothing stored)."""
        try:
            RuleSet.model_validate(data)
        except ValidationError as exc:
            return {"valid": False, "errors": validation_errors(exc)}
        return {"valid": True, "errors": []}

    def parse(self, data: Any, prefix: tuple[str | int, ...] = ("body",)) -> RuleSet:
        """A validated ``RuleSet`` or 422 ``validation_error`` with ``[{loc, msg}]`` details."""
        try:
            return RuleSet.model_validate(data)
        except ValidationError as exc:
            raise _invalid(validation_errors(exc, prefix)) from None

    def parse_document(self, text: str, fmt: str | None = None) -> list[RuleSet]:
        """Rule sets from a YAML or TOML document: one set, or ``rule_sets: [...]`` holding several.
        ``fmt`` is ``yaml`` or ``toml``; None tries TOML, then YAML."""
        from foldwise.sdk import ApiError

        if len(text.encode()) > self.config.max_import_bytes:
            raise ApiError(f"the rules file is larger than {self.config.max_import_bytes} bytes", status=413,
                           code="payload_too_large")
        data = _load(text, fmt)
        items = data.get("rule_sets") if isinstance(data, dict) and "rule_sets" in data else [data]
        if not isinstance(items, list) or not items:
            raise ApiError("the document holds no rule set", status=422, code="validation_error",
                           details=[{"loc": ["body"], "msg": "expected a rule set or rule_sets: [...]"}])
        return [self.parse(item, ("body", "rule_sets", i) if len(items) > 1 else ("body",))
                for i, item in enumerate(items)]

    @staticmethod
    def dump(rule_set: RuleSet, fmt: str) -> str:
        """The rule set as YAML or TOML text (empty fields left out)."""
        data = rule_set.model_dump(mode="json", exclude_none=True)
        if fmt == "toml":
            import tomli_w

            return tomli_w.dumps(data)
        import yaml

        return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)

    # ---- storage -----------------------------------------------------------------
    async def list(self) -> list[RuleSet]:
        from foldwise.plugins.rules.models import StoredRuleSet

        rows = await StoredRuleSet.all().order_by("name")
        return [RuleSet.model_validate(row.data) for row in rows]

    async def get(self, name: str) -> RuleSet:
        """The rule set ``name`` or 404 ``not_found``."""
        from foldwise.plugins.rules.models import StoredRuleSet
        from foldwise.sdk import NotFound

        row = await StoredRuleSet.get_or_none(name=name) if len(name) <= 64 else None
        if row is None:
            raise NotFound(f"no rule set named {name!r}")
        return RuleSet.model_validate(row.data)

    async def save(self, rule_set: RuleSet, *, create: bool = False, replace_name: str | None = None) -> RuleSet:
        """Store ``rule_set``; ``create`` refuses an existing name (409), ``replace_name`` renames."""
        from foldwise.plugins.rules.models import StoredRuleSet
        from foldwise.sdk import Conflict

        existing = await StoredRuleSet.get_or_none(name=rule_set.name)
        if existing is not None and (create or (replace_name and replace_name != rule_set.name)):
            raise Conflict(f"a rule set named {rule_set.name!r} already exists")
        data = rule_set.model_dump(mode="json")
        if replace_name and replace_name != rule_set.name:
            await StoredRuleSet.filter(name=replace_name).delete()
        if existing is None:
            from tortoise.exceptions import IntegrityError

            try:
                await StoredRuleSet.create(name=rule_set.name, enabled=rule_set.enabled, data=data)
            except IntegrityError:  # the same name created by a request running at the same time
                raise Conflict(f"a rule set named {rule_set.name!r} already exists") from None
        else:
            existing.data, existing.enabled = data, rule_set.enabled
            await existing.save()
        return rule_set

    async def delete(self, name: str) -> None:
        await self.get(name)
        from foldwise.plugins.rules.models import StoredRuleSet

        await StoredRuleSet.filter(name=name).delete()

    async def toggle(self, name: str, enabled: bool | None = None) -> RuleSet:
        """Enable or disable a set (flip it when ``enabled`` is None)."""
        rule_set = await self.get(name)
        rule_set.enabled = (not rule_set.enabled) if enabled is None else enabled
        return await self.save(rule_set)

    # ---- planning ----------------------------------------------------------------
    async def matcher(self, rule_set: RuleSet) -> Matcher:
        """A matcher for ``rule_set`` with the configured budgets (tags looked up only when needed)."""
        config = self.config
        matcher = Matcher(rule_set, regex_budget_ms=config.regex_timeout_ms, content_budget=config.content_max_bytes)
        if matcher.needs("tag") or any(r.action.type in ("tag", "untag") for r in matcher.rules):
            tag_service(self.kernel)  # 503 now, before any work, when the tags plugin is missing
        return matcher

    async def _prefetch_tags(self, matcher: Matcher, files: list[FileInfo]) -> None:
        if not matcher.needs("tag") or not has_tags(self.kernel):
            return
        tags = tag_service(self.kernel)
        known = await tags.tags_of([f.path for f in files])
        matcher.tags_of = lambda path: known.get(path, [])

    async def plan(self, rule_set: RuleSet, base: str, files: list[str] | None = None) -> list[dict[str, Any]]:
        """Operations for the folder ``base`` (absolute, inside the roots) or only ``files`` in it."""
        matcher = await self.matcher(rule_set)
        sandbox = self.kernel.sandbox
        excluded = [str(self.kernel.settings.home)]
        limit = self.config.max_files

        def collect() -> list[FileInfo]:
            return scan_folder(base, excluded, limit) if files is None else stat_files(base, files)

        found = await asyncio.to_thread(collect)
        if matcher.needs("duplicate"):
            matcher.duplicates = await asyncio.to_thread(find_duplicates, found)
        await self._prefetch_tags(matcher, found)
        try:
            return await asyncio.to_thread(plan_files, matcher, base, found, sandbox.is_inside)
        except RuleTimeout as exc:
            raise rule_timeout(exc) from None

    async def folder(self, path: str) -> str:
        """``path`` resolved inside the roots and required to be a folder."""
        return str(await self.kernel.sandbox.aresolve(path, kind="dir"))

    async def preview(self, name_or_set: str | RuleSet, path: str) -> dict[str, Any]:
        """The plan for ``path`` in organize's operation shape; nothing changes."""
        rule_set = name_or_set if isinstance(name_or_set, RuleSet) else await self.get(name_or_set)
        base = await self.folder(path)
        ops = await self.plan(rule_set, base)
        return {"rule_set": rule_set.name, "path": base, "plan": {"operations": ops, "summary": summarize(ops)}}

    async def start_apply(self, name: str, path: str, *, user_id: int | None = None) -> Any:
        """Check the set and the folder, then queue a ``rules_apply`` job (202)."""
        rule_set = await self.get(name)
        await self.matcher(rule_set)
        base = await self.folder(path)
        jobs = self.kernel.jobs
        job = await jobs.create(JOB_TYPE, {"rule_set": rule_set.name, "path": base}, user_id=user_id)
        return await jobs.enqueue(job.id)

    async def apply_now(self, rule_set: RuleSet, base: str, *, files: list[str] | None = None,
                        actor: str | None = None, job_id: str | None = None, description: str | None = None,
                        should_stop: Any = None) -> dict[str, Any]:
        """Plan and apply in one journal transaction; the result counts plus ``transaction_id``."""
        from foldwise.plugins.rules.executor import apply_operations

        ops = await self.plan(rule_set, base, files)
        result: dict[str, Any] = {"planned": len(ops)}
        transaction_id = None
        async with self.kernel.journal.transaction(
                "rules", actor=actor, job_id=job_id,
                description=description or f"rules {rule_set.name} on {os.path.basename(base) or base}") as txn:
            transaction_id = txn.id
            result.update(await apply_operations(self.kernel, txn, ops, should_stop))
        result["transaction_id"] = transaction_id if result.get("done") else None
        return result


def summarize(ops: list[dict[str, Any]]) -> dict[str, Any]:
    """Counts per action and per rule."""
    by_action: dict[str, int] = {}
    by_rule: dict[str, int] = {}
    for op in ops:
        by_action[op["action"]] = by_action.get(op["action"], 0) + 1
        by_rule[op["rule"]] = by_rule.get(op["rule"], 0) + 1
    return {"total": len(ops), "actions": by_action, "rules": by_rule}


def _load(text: str, fmt: str | None) -> Any:
    from foldwise.sdk import ApiError

    errors = []
    for kind in ([fmt] if fmt else ["toml", "yaml"]):
        try:
            if kind == "toml":
                import tomllib

                return tomllib.loads(text)
            import yaml

            return yaml.safe_load(text)
        except Exception as exc:  # noqa: BLE001 - reported as a 422
            errors.append(f"{kind}: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}")
    raise ApiError("the document is neither valid TOML nor valid YAML" if not fmt else
                   f"the document is not valid {fmt.upper()}", status=422, code="validation_error",
                   details=[{"loc": ["body"], "msg": e} for e in errors])


async def run_rules_apply(ctx: Any) -> tuple[str, dict[str, Any]]:
    """The ``rules_apply`` job handler: one journal transaction for the whole run."""
    from foldwise.sdk import JobError, owner_name

    service = ctx.kernel.service(RulesService)
    params = ctx.params
    try:
        rule_set = await service.get(params["rule_set"])
    except Exception as exc:  # noqa: BLE001 - deleted between the request and the run
        raise JobError(f"rule set {params.get('rule_set')!r} is gone") from exc
    await ctx.progress(0, 1)
    result = await service.apply_now(rule_set, params["path"], actor=await owner_name(ctx.job_id),
                                     job_id=ctx.job_id, should_stop=lambda: bool(ctx.cancelled))
    await ctx.progress(1, 1)
    result.pop("created", None)
    await ctx.kernel.bus.publish("rules_applied", {"job_id": ctx.job_id, "rule_set": rule_set.name,
                                                   "path": params["path"], "done": result["done"],
                                                   "transaction_id": result["transaction_id"]})
    if result["cancelled"]:
        return "cancelled", result
    if result["failed"] and not result["done"]:
        return "failed", result
    return ("partial" if result["failed"] or result["problems"] else "completed"), result
