"""A small offline language detector: stopword profiles for twelve languages."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

__all__ = ["Language", "detect_language", "STOPWORDS", "LANGUAGE_NAMES", "tokens", "stopwords_for"]

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?", re.UNICODE)

LANGUAGE_NAMES = {
    "en": "English", "de": "German", "fr": "French", "es": "Spanish", "it": "Italian", "pt": "Portuguese",
    "nl": "Dutch", "sv": "Swedish", "da": "Danish", "pl": "Polish", "ru": "Russian", "tr": "Turkish",
}

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


def detect_language(text: str, *, sample_chars: int = 20_000) -> Language:
    """Score each profile by the share of tokens that are its stopwords; the best wins.

    Needs at least a handful of stopword hits; fewer answers ``und``. The
    confidence is the winner's share of all profile hits.
    """
    words = tokens(text[:sample_chars])
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
