"""Copilot: a deterministic plain-English interpreter (no model needed).

``interpret(text, context)`` turns a request such as "move all PDFs older than a year from Downloads to
Archive" into an :class:`Intent` (action, arguments, a human summary, whether it changes anything). A small
grammar of regular expressions and keyword tables: file kinds, ages, folders, methodologies, and "that" / "it"
for the last action kept in the :class:`Context`. Pure: no I/O, no clock except ``Context.today``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any

__all__ = ["ACTIONS", "CHANGING", "LOW_CONFIDENCE", "Context", "Intent", "interpret"]

#: Every action the interpreter can produce ("unknown" when nothing matched).
ACTIONS = ("organize", "move", "rename", "find", "undo", "redo", "preview", "suggest", "status", "help",
           "duplicates", "unknown")
#: Actions that change files or history.
CHANGING = frozenset({"organize", "move", "rename", "undo", "redo"})
#: Interpretations less sure than this are worth asking a configured model about.
LOW_CONFIDENCE = 0.5

_KINDS: dict[str, tuple[str, ...]] = {
    "pdf": (".pdf",),
    "photo": (".jpg", ".jpeg", ".png", ".heic", ".gif", ".webp"),
    "image": (".jpg", ".jpeg", ".png", ".heic", ".gif", ".webp"),
    "picture": (".jpg", ".jpeg", ".png", ".heic", ".gif", ".webp"),
    "spreadsheet": (".xlsx", ".xls", ".csv", ".ods"),
    "document": (".pdf", ".doc", ".docx", ".odt", ".txt", ".md"),
    "video": (".mp4", ".mov", ".mkv", ".avi", ".webm"),
    "movie": (".mp4", ".mov", ".mkv", ".avi", ".webm"),
    "music": (".mp3", ".flac", ".wav", ".m4a", ".ogg"),
    "song": (".mp3", ".flac", ".wav", ".m4a", ".ogg"),
    "audio": (".mp3", ".flac", ".wav", ".m4a", ".ogg"),
    "archive": (".zip", ".tar", ".gz", ".7z", ".rar"),
    "text file": (".txt", ".md"),
}
_KIND_RE = re.compile(r"(?<!\.)\b(" + "|".join(sorted(_KINDS, key=len, reverse=True)) + r")s?\b", re.I)
_EXT_RE = re.compile(r"(?:\*\.|\.)([a-z0-9]{1,6})\b(?:\s+files?)?|\b([a-z0-9]{2,5})\s+files\b", re.I)
_UNITS = {"day": 1, "week": 7, "month": 30, "year": 365}
_NUM_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10}
_AGE_RE = re.compile(r"\b(older|newer|younger)\s+than\s+(\d+|a|an|one|two|three|four|five|six|ten)\s+"
                     r"(day|week|month|year)s?\b", re.I)
_LAST_RE = re.compile(r"\b(?:last|past|this)\s+(day|week|month|year)\b|\btoday\b", re.I)
_YEAR_RE = re.compile(r"\b(?:from|in|of|during)\s+((?:19|20)\d{2})\b", re.I)
_METHODS = {"para": "para", "johnny decimal": "johnny_decimal", "johnny-decimal": "johnny_decimal",
            "johnny_decimal": "johnny_decimal", "default": "default"}
_METHOD_RE = re.compile(r"\b(?:using|with|by|per|in)\s+(?:the\s+)?(para|johnny[ _-]decimal|default)\b"
                        r"(?:\s+(?:method(?:ology)?|system|style))?", re.I)
_FILE_RE = r"""(?:"([^"]+)"|'([^']+)'|(\S+\.[A-Za-z0-9]{1,6}))"""
_FOLDER_RE = r"""(?:"([^"]+)"|'([^']+)'|([\w~./-]+))"""
_REFERS_RE = re.compile(r"\b(that|it|this|last(?:\s+(?:one|change|action|operation))?)\b", re.I)
_STOP = {"my", "the", "all", "every", "any", "me", "files", "file", "for", "some", "please", "of", "from"}


@dataclass
class Context:
    """What the interpreter may refer to: the roots' names, the last operation / job and the last folder
    ("organize it", "duplicates there"); a chat updates it after every request."""

    roots: tuple[str, ...] = ()
    last_operation: str | None = None
    last_job: str | None = None
    today: date | None = None
    last_folder: str | None = None
    #: Every transaction of the last change when it took several (a remote move: one per file), oldest first.
    last_operations: tuple[str, ...] = ()


@dataclass
class Intent:
    """One understood request."""

    action: str
    arguments: dict[str, Any] = field(default_factory=dict)
    summary: str = ""
    changes: bool = False
    #: How sure the grammar is (0 nothing matched, 0.4 a free-text search guess, 1 a clear request); below
    #: ``LOW_CONFIDENCE`` a configured model may refine it (``copilot_model``).
    confidence: float = 1.0
    #: Who understood it: "grammar" or "model".
    source: str = "grammar"

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape (``--json``)."""
        return {"action": self.action, "arguments": self.arguments, "summary": self.summary,
                "changes": self.changes, "confidence": self.confidence, "source": self.source}


def _first(m: re.Match[str] | None) -> str | None:
    """The first non-empty group of a match."""
    if m is None:
        return None
    return next((g for g in m.groups() if g), None)


def _filters(text: str, ctx: Context) -> dict[str, Any]:
    """Kinds, extensions and ages in ``text``."""
    out: dict[str, Any] = {}
    exts: list[str] = []
    kinds: list[str] = []
    # folder phrases ("to Archive", "from Downloads") never name a kind; "from 2023" stays for the year
    bare = re.sub(r"\b(?:to|into|from|in|under)\s+(?:the\s+|my\s+)?(?!\d)[\w~./-]+", " ", text, flags=re.I)
    for m in _KIND_RE.finditer(bare):
        kind = m.group(1).lower()
        kinds.append(kind)
        exts.extend(e for e in _KINDS[kind] if e not in exts)
    if not exts:
        for m in _EXT_RE.finditer(bare):
            ext = "." + (m.group(1) or m.group(2)).lower()
            if m.group(2) and m.group(2).lower() in {"all", "my", "the", "old", "new", "big", "any"}:
                continue
            if ext not in exts:
                exts.append(ext)
    if exts:
        out["extensions"] = exts
    if kinds:
        out["kinds"] = kinds
    m = _AGE_RE.search(text)
    if m:
        n = m.group(2).lower()
        days = (int(n) if n.isdigit() else _NUM_WORDS[n]) * _UNITS[m.group(3).lower()]
        out["older_than_days" if m.group(1).lower() == "older" else "newer_than_days"] = days
    else:
        m2 = _LAST_RE.search(text)
        if m2:
            out["newer_than_days"] = _UNITS[m2.group(1).lower()] if m2.group(1) else 1
    y = _YEAR_RE.search(text)
    if y:
        out["year"] = int(y.group(1))
    return out


def _folder(name: str | None, ctx: Context) -> str | None:
    """A folder word, matched case-insensitively against the roots' names."""
    if not name:
        return None
    name = name.strip().rstrip(".,!?")
    for root in ctx.roots:
        if root.rstrip("/").rsplit("/", 1)[-1].lower() == name.lower():
            return root
    return name


def _it(name: str | None, ctx: Context) -> str | None:
    """``name``, or the last folder when the name is "it" / "that" / "there" / "this"."""
    if name and name.lower().rstrip(".,!?") in {"it", "that", "there", "this", "here"}:
        return ctx.last_folder
    return name


def _after(word: str, text: str) -> str | None:
    """The folder after ``word`` ("from Downloads", "to Archive")."""
    m = re.search(rf"\b{word}\s+(?:the\s+|my\s+)?{_FOLDER_RE}", text, re.I)
    got = _first(m)
    if got and got.lower() in {"a", "an", "one", "two", "ten"}:
        return None
    return got


def _describe(args: dict[str, Any]) -> str:
    """A short phrase for the filters."""
    parts = []
    if args.get("kinds"):
        parts.append(" and ".join(k + "s" for k in args["kinds"]))
    elif args.get("extensions"):
        parts.append(", ".join(args["extensions"]) + " files")
    else:
        parts.append("files")
    if "older_than_days" in args:
        parts.append(f"older than {args['older_than_days']} days")
    if "newer_than_days" in args:
        parts.append(f"from the last {args['newer_than_days']} days")
    if "year" in args:
        parts.append(f"from {args['year']}")
    return " ".join(parts)


def _refers(text: str, ctx: Context, what: str) -> dict[str, Any]:
    """``operation``/``job`` when "that"/"it" refers to the last one."""
    if _REFERS_RE.search(text):
        key = "job" if what == "job" else "operation"
        value = ctx.last_job if what == "job" else ctx.last_operation
        if value:
            return {key: value}
    return {}


def interpret(text: str, context: Context | None = None) -> Intent:
    """Understand one plain-English request (deterministic: same text and context, same intent)."""
    ctx = context or Context()
    raw = " ".join(text.strip().split())
    low = raw.lower().rstrip("?!.")
    if not low or re.fullmatch(r"(help|\?|what can you do|commands|how does this work)", low):
        return Intent("help", {}, "Show what I understand.")
    if re.match(r"^(undo|revert|roll\s*back|take back)\b", low):
        args = _refers(low, ctx, "operation")
        return Intent("undo", args, "Undo " + (f"operation {args['operation']}" if args else "the last change")
                      + ".", True)
    if re.match(r"^(redo|do (it|that) again|reapply)\b", low):
        args = _refers(low, ctx, "operation")
        return Intent("redo", args, "Redo " + (f"operation {args['operation']}" if args else "the last undone change")
                      + ".", True)
    if re.search(r"what'?s happening|\bstatus\b|what are you doing|\bprogress\b|\bjobs?\b.*\b(running|status)\b"
                 r"|is it done|how far", low):
        args = _refers(low, ctx, "job")
        return Intent("status", args, "Show the status of " + (f"job {args['job']}" if args else "the jobs") + ".")
    if re.search(r"\b(duplicates?|dupes?|copies|same files?)\b", low):
        folder = _folder(_it(_after("in", raw) or _after("under", raw) or _after("from", raw), ctx), ctx)
        if folder is None and re.search(r"\b(there|in it|in that)\b", low):
            folder = ctx.last_folder
        args = {"paths": [folder]} if folder else {}
        return Intent("duplicates", args, "Preview duplicate files" + (f" in {folder}" if folder else "") + ".")
    m = re.match(rf"^(?:suggest|recommend)\s+(?:a\s+(?:place|folder)\s+for\s+|where\s+)?{_FILE_RE}", raw, re.I) \
        or re.match(rf"^where\s+(?:should|does|do|would)\s+{_FILE_RE}", raw, re.I)
    if m or re.match(r"^(suggest|any suggestions|suggestions)", low):
        path = _first(m) if m else None
        args = {"path": path} if path else {}
        return Intent("suggest", args, "Suggest where " + (path or "your files") + " should go.")
    m = re.match(rf"^rename\s+{_FILE_RE}\s+(?:to|as|into)\s+{_FILE_RE}", raw, re.I)
    if m:
        src = next(g for g in m.groups()[:3] if g)
        dst = next(g for g in m.groups()[3:] if g)
        return Intent("rename", {"path": src, "new_name": dst}, f"Rename {src} to {dst}.", True)
    if re.match(r"^(preview|dry[- ]run|what would|show (me )?the plan|plan)\b", low):
        inner = re.sub(r"^(preview|dry[- ]run|show (me )?the plan( for)?|plan|what would happen if (i|you))\s*"
                       r"(of\s+|for\s+|if\s+i\s+|if\s+you\s+)?", "", raw, flags=re.I)
        inner = re.sub(r"^organi[sz]ing\b", "organize", inner, flags=re.I)
        inner = re.sub(r"^moving\b", "move", inner, flags=re.I)
        sub = interpret(inner, ctx) if inner else Intent("unknown")
        if sub.action in {"organize", "move"}:
            return Intent("preview", {"of": sub.action, **sub.arguments},
                          "Preview (nothing changes): " + sub.summary[0].lower() + sub.summary[1:], False)
        folder = _folder(_it(_after("of", raw) or _after("for", raw), ctx), ctx)
        args = {"of": "organize", "paths": [folder]} if folder else {"of": "organize"}
        return Intent("preview", args, "Preview organizing" + (f" {folder}" if folder else "") + " (nothing changes).")
    if re.match(r"^(organi[sz]e|tidy( up)?|clean( up)?|sort( out)?|arrange)\b", low):
        mm = _METHOD_RE.search(raw)
        method = _METHODS[mm.group(1).lower().replace("-", " ").replace("_", " ")] if mm else None
        rest = _METHOD_RE.sub("", raw)
        target = re.sub(r"^(organi[sz]e|tidy( up)?|clean( up)?|sort( out)?|arrange)\s+", "", rest, flags=re.I)
        target = re.sub(r"^(my|the|all of|everything in)\s+", "", target.strip(), flags=re.I)
        target = re.sub(r"\s+(folder|directory)$", "", target, flags=re.I).strip()
        args: dict[str, Any] = {}
        if target and _it(target, ctx) != target and ctx.last_folder:
            args["paths"] = [ctx.last_folder]
        elif target and target.lower() not in {"everything", "it", "all", "files", "my files"}:
            args["paths"] = [_folder(target, ctx)]
        if method:
            args["methodology"] = method
        where = args["paths"][0] if "paths" in args else "the roots"
        return Intent("organize", args, f"Organize {where}" + (f" using {method}" if method else "") + ".", True)
    if re.match(r"^(move|put|file|archive|send)\b", low):
        args = _filters(raw, ctx)
        m_file = re.match(rf"^(?:move|put|file|send)\s+{_FILE_RE}\s+(?:to|into|in)\b", raw, re.I)
        if m_file and not _first(m_file).startswith("*") and not re.search(r"\b(all|every)\b", low):
            args = {"path": _first(m_file)}
        src = _after("from", raw)
        dst = _after("into", raw) or _after("to", raw)
        if low.startswith("archive") and not dst:
            dst = "Archive"
        if not dst:
            return Intent("unknown", {"text": raw}, "Move where? Say e.g. 'move PDFs from Downloads to Archive'.",
                          confidence=0.0)
        if src:
            args["source"] = _folder(src, ctx)
        args["destination"] = _folder(dst, ctx)
        what = args.get("path") or _describe(args)
        return Intent("move", args, f"Move {what}" + (f" from {args['source']}" if src else "")
                      + f" to {args['destination']}.", True)
    if re.match(r"^(find|search|look for|locate|show|list|where (is|are)|get)\b", low):
        args = _filters(raw, ctx)
        q = re.sub(r"^(find|search( for)?|look for|locate|show( me)?|list|where (is|are)|get)\s+", "", low)
        q = _AGE_RE.sub("", q)
        q = _YEAR_RE.sub("", q)
        q = _LAST_RE.sub("", q)
        q = _KIND_RE.sub("", q)
        folder = _after("in", raw)
        if folder and not folder.isdigit():
            args["paths"] = [_folder(folder, ctx)]
            q = re.sub(rf"\bin\s+(?:the\s+|my\s+)?{re.escape(folder.lower())}\b", "", q)
        words = [w for w in re.findall(r"[\w.-]+", q) if w not in _STOP]
        if words:
            args["query"] = " ".join(words)
        guess = bool(words) and len(words) > 2 and not (set(args) - {"query"})  # only loose free text
        return Intent("find", args, "Find " + (f"'{args['query']}' " if words else "") + _describe(args) + ".",
                      confidence=0.4 if guess else 1.0)
    return Intent("unknown", {"text": raw},
                  "I did not understand that. Try 'help' for examples, e.g. 'organize Downloads using PARA'.",
                  confidence=0.0)
