"""The methodology interface and the registry that resolves wire names to methodologies.

A methodology maps one file's ``FileFacts`` to a destination path relative to the
organized folder, with a reason and a confidence. It must be deterministic: the same
facts, options and state give the same placement. Stateful methodologies (Johnny
Decimal's persisted index) load their state before planning and save it afterwards.
"""

from __future__ import annotations

from typing import Any, ClassVar, Iterable, Iterator, NamedTuple, Sequence

from importlib import import_module
from typing import TYPE_CHECKING

from foldwise.plugins.organize.facts import FileFacts
from foldwise.sdk import ApiError

if TYPE_CHECKING:  # pragma: no cover
    from pydantic import BaseModel, ValidationError

    from foldwise.plugins.organize.options_base import MethodologyOptions

__all__ = ["Placement", "Placed", "PlacedRun", "PlacedEach", "Methodology", "MethodologyOptions", "LazyOptions", "MethodologyRegistry",
           "unknown_methodology",
           "safe_relative", "place_one", "UNSAFE_REASON"]

#: ``(folder, name, reason, confidence)``: a validated placement, split at the last ``/`` (folder ``""``
#: for the organized folder itself); ``(None, None, reason, 0.0)`` when the file must be skipped.
Placed = tuple[str | None, str | None, str, float]
UNSAFE_REASON = "methodology returned an unsafe destination"


class PlacedRun(NamedTuple):
    """Files ``start`` to ``stop - 1`` (indexes into the plan's sorted files, one source folder) all go to
    ``folder`` under their own names, for the same ``reason`` and ``confidence``: what a ``Placed``
    ``(folder, facts.name, reason, confidence)`` per file says, in one item (``placement_runs``)."""

    start: int
    stop: int
    folder: str
    reason: str
    confidence: float


class PlacedEach(NamedTuple):
    """Files ``start`` to ``stop - 1`` placed one by one: ``placed`` yields their ``Placed`` in order."""

    start: int
    stop: int
    placed: Iterator[Placed]


def safe_relative(dest: str) -> str | None:
    """Normalise a methodology's destination; None when it could leave the folder."""
    if not dest or "\x00" in dest:
        return None
    if (".." not in dest and "//" not in dest and "\\" not in dest and "/./" not in dest
            and dest[0] != "/" and dest[-1] != "/" and not dest.startswith("./") and not dest.endswith("/.")
            and dest != "."):
        return dest  # fast path: already normal
    parts = dest.replace("\\", "/").strip("/").split("/")
    if any(p in ("", ".", "..") for p in parts):
        return None
    return "/".join(parts)


def __getattr__(name: str) -> Any:
    """``MethodologyOptions`` (a pydantic model) is imported on first use: planning needs no pydantic."""
    if name == "MethodologyOptions":
        from foldwise.plugins.organize.options_base import MethodologyOptions

        return MethodologyOptions
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class LazyOptions:
    """A methodology's ``Options`` named as ``"module:Class"``, imported when first read (a plain class
    attribute works as well: a third-party methodology sets its model directly)."""

    def __init__(self, target: str) -> None:
        self.target = target

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        module, _, name = self.target.partition(":")
        return getattr(import_module(module), name)


class Placement(NamedTuple):
    """Where a file belongs: ``destination`` is ``/``-separated and relative to the organized folder."""

    destination: str
    reason: str
    confidence: float = 1.0


class Methodology:
    """Base class: subclasses set ``name``, ``label``, ``Options`` and implement ``plan``."""

    name: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    label: ClassVar[str] = ""
    description: ClassVar[str] = ""
    Options: ClassVar[Any] = LazyOptions("foldwise.plugins.organize.options_base:MethodologyOptions")

    def options(self, raw: dict[str, Any] | BaseModel | None = None) -> MethodologyOptions:
        """Validate raw options (``pydantic.ValidationError`` on bad input)."""
        from pydantic import BaseModel

        model = self.Options
        if isinstance(raw, model):
            return raw
        if isinstance(raw, BaseModel):
            raw = raw.model_dump()
        return model.model_validate(raw or {})

    #: True when ``preview_state`` builds the state without a kernel: the command line's preview then plans
    #: without starting one (``foldwise.plugins.organize.preview``). False: the preview starts a kernel.
    lean_preview: ClassVar[bool] = False

    async def load_state(self, kernel: Any, options: MethodologyOptions) -> Any:
        """Load persisted state before planning (None for stateless methodologies)."""
        return None

    def preview_state(self, home: Any, history: Any, options: MethodologyOptions) -> Any:
        """The state ``load_state`` would load, from the data home ``home`` and the journal's evidence
        ``history`` (a ``History``), without a kernel; only called when ``lean_preview`` is True."""
        raise NotImplementedError

    def preview_save(self, state: Any) -> None:
        """What ``save_state`` persists that needs no kernel (the signal cache), after a preview."""

    async def save_state(self, kernel: Any, state: Any) -> None:
        """Persist what planning added to the state."""

    def prepare(self, files: Sequence[FileFacts], options: MethodologyOptions, state: Any) -> None:
        """Look at every file once before ``plan`` is called (optional)."""

    def plan(self, facts: FileFacts, options: MethodologyOptions, state: Any = None) -> Placement:
        """Return where ``facts`` belongs."""
        raise NotImplementedError

    def placements(self, files: Sequence[FileFacts], options: MethodologyOptions,
                   state: Any = None) -> Iterator[Placed]:
        """One validated ``Placed`` per file, in order (the planner's input). The default calls
        ``plan`` per file; a methodology may override it with a faster batch version that
        yields exactly what this one would."""
        for facts in files:
            yield place_one(self, facts, options, state)

    def placement_runs(self, files: Sequence[FileFacts], options: MethodologyOptions,
                       state: Any = None) -> Iterator[PlacedRun | PlacedEach] | None:
        """``placements`` with runs of files that go together (a folder of related work moved whole) as one
        ``PlacedRun`` each and the rest as ``PlacedEach`` items, in file order and covering every file once;
        expanded, exactly what ``placements`` yields. The planner plans a run without code per file when it
        can. None (the default): the planner draws ``placements``."""
        return None

    def describe(self) -> dict[str, Any]:
        """Wire form: name, aliases, label, description and the options' JSON schema."""
        return {
            "name": self.name,
            "aliases": list(self.aliases),
            "label": self.label,
            "description": self.description,
            "options_schema": self.Options.model_json_schema(),
        }


def place_one(methodology: Methodology, facts: FileFacts, options: MethodologyOptions, state: Any) -> Placed:
    """``methodology.plan`` for one file, validated and split; a failure or an unsafe destination
    becomes a skip with its reason (one bad file must not sink the plan)."""
    try:
        placement = methodology.plan(facts, options, state)
        dest = safe_relative(placement.destination)
    except Exception as exc:  # noqa: BLE001 - third-party methodologies may fail on odd files
        return None, None, f"methodology failed: {type(exc).__name__}", 0.0
    if dest is None:
        return None, None, UNSAFE_REASON, 0.0
    folder, _, name = dest.rpartition("/")
    return folder, name, placement.reason, placement.confidence


def unknown_methodology(name: str, known: Iterable[str], loc: tuple[str, ...] = ("body", "methodology")) -> ApiError:
    """The 422 validation error for a methodology nobody registered."""
    names = ", ".join(sorted(known))
    return ApiError(
        f"unknown methodology {name!r}",
        status=422,
        code="validation_error",
        details=[{"loc": list(loc), "msg": f"unknown methodology {name!r}; known: {names}"}],
    )


def options_error(name: str, exc: ValidationError, loc: tuple[str, ...] = ("body", "options")) -> ApiError:
    """The 422 validation error for bad methodology options."""
    details = [{"loc": [*loc, *map(str, e["loc"])], "msg": str(e["msg"])} for e in exc.errors()]
    return ApiError(f"invalid options for methodology {name!r}", status=422, code="validation_error",
                    details=details)


class MethodologyRegistry:
    """Methodologies by canonical name; aliases and case/dash variants resolve to them."""

    def __init__(self, methodologies: Iterable[Methodology] = ()) -> None:
        self._by_name: dict[str, Methodology] = {}
        self._aliases: dict[str, str] = {}
        for methodology in methodologies:
            self.add(methodology)

    @classmethod
    def from_pm(cls, pm: Any) -> MethodologyRegistry:
        """Collect ``register_methodologies`` from a plugin manager."""
        caller = getattr(pm.hook, "register_methodologies", None)
        found: list[Methodology] = []
        if caller is not None:
            for result in caller():
                found.extend(result or [])
        return cls(found)

    def add(self, methodology: Methodology) -> None:
        name = methodology.name
        if name in self._by_name:
            return
        self._by_name[name] = methodology
        for alias in (name, *methodology.aliases):
            self._aliases.setdefault(_key(alias), name)

    @property
    def names(self) -> list[str]:
        return sorted(self._by_name)

    def canonical(self, name: str | None) -> str | None:
        """The canonical name for a wire value, or None when unknown."""
        if not name:
            return None
        return self._aliases.get(_key(name))

    def get(self, name: str | None, loc: tuple[str, ...] = ("body", "methodology")) -> Methodology:
        """The methodology for a wire value; a 422 ``validation_error`` when unknown."""
        canonical = self.canonical(name)
        if canonical is None:
            raise unknown_methodology(str(name), self._by_name, loc)
        return self._by_name[canonical]

    def __iter__(self) -> Any:
        return iter(self._by_name[n] for n in self.names)

    def __len__(self) -> int:
        return len(self._by_name)


def _key(name: str) -> str:
    return name.strip().lower().replace("-", "_").replace(" ", "_")
