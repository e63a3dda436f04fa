"""Keywords (tf-idf over the document's own sentences) and an extractive summary."""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import Any

from foldwise.plugins.analysis.language import stopwords_for, tokens

__all__ = ["split_sentences", "keywords", "summarize"]

_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+|\n\s*\n|\n(?=\s*[-*•#])")
MIN_WORD = 3
#: Frequent English words that carry no topic (beyond the language-detection profile).
EXTRA_STOP = frozenset(
    "you your yours i me my mine our ours us he him she her hers they them their please thank thanks "
    "within below above again next any very here there where why how also just into onto upon via per "
    "yes yet still etc may might must shall does did doing done get got getting make made much many most "
    "some such than too well back even ever every new old one two three first last same other another "
    "www http https com org net html".split())


def split_sentences(text: str, *, limit: int = 2000) -> list[str]:
    """Split prose into sentences (and paragraphs/list items); drop empties; at most ``limit``."""
    out = []
    for part in _SENTENCE_END.split(text):
        sentence = " ".join(part.split())
        if sentence:
            out.append(sentence)
            if len(out) >= limit:
                break
    return out


def _candidates(sentence: str, stop: frozenset[str]) -> list[str]:
    return [w for w in tokens(sentence) if len(w) >= MIN_WORD and w not in stop and w not in EXTRA_STOP]


def keywords(text: str, *, language: str | None = None, top: int = 10) -> list[dict[str, Any]]:
    """The ``top`` keywords: sublinear term frequency times an idf over the document's sentences.

    Treating sentences as the "documents" favours words that are frequent but
    concentrated over words that are spread thinly everywhere. Scores are
    normalised so the best keyword has 1.0.
    """
    stop = stopwords_for(language)
    sentences = split_sentences(text)
    if not sentences:
        return []
    tf: Counter[str] = Counter()
    df: Counter[str] = Counter()
    for sentence in sentences:
        words = _candidates(sentence, stop)
        tf.update(words)
        df.update(set(words))
    if not tf:
        return []
    n = len(sentences)
    scores = {w: (1 + math.log(c)) * math.log(1 + n / df[w]) * (1 + 0.1 * min(len(w), 10)) for w, c in tf.items()}
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:top]
    best = ranked[0][1] or 1.0
    return [{"word": w, "score": round(s / best, 3), "count": tf[w]} for w, s in ranked]


def summarize(text: str, *, language: str | None = None, sentences: int = 3, max_chars: int = 600) -> str:
    """The ``sentences`` highest-scoring sentences in their original order (extractive)."""
    parts = split_sentences(text)
    if len(parts) <= sentences:
        return _clip(" ".join(parts), max_chars)
    stop = stopwords_for(language)
    weights = {k["word"]: k["score"] for k in keywords(text, language=language, top=30)}
    scored = []
    for index, sentence in enumerate(parts):
        words = _candidates(sentence, stop)
        if len(words) < 3:
            continue
        score = sum(weights.get(w, 0.0) for w in words) / math.sqrt(len(words))
        # A mild lead bias: openings usually state the subject.
        score *= 1.0 + 0.3 / (1 + index)
        scored.append((score, index))
    chosen = sorted(i for _, i in sorted(scored, reverse=True)[:sentences]) or list(range(min(sentences, len(parts))))
    return _clip(" ".join(parts[i] for i in chosen), max_chars)


def _clip(text: str, max_chars: int) -> str:
    if len(text) <= max_chars:
        return text
    cut = text[:max_chars].rsplit(" ", 1)[0]
    return cut + "…"
