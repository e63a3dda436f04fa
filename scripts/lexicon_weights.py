"""Print ``COMMON_WORD_WEIGHTS`` for ``foldwise/plugins/organize/subjects.py``: how much a trigger word found in
a document's *text* counts, from how common the word is in everyday writing (an IDF-like weight).

A word every letter uses (``order``, ``account``, ``court``, ``children``, ``health``, ``meeting``) says little
about what a document is about; a rare one (``probate``, ``invoice``, ``gedcom``) says much. The weight is
``(5.5 - zipf) / 1.5`` clamped to [0.2, 1], where ``zipf`` is the word's highest Zipf frequency in English,
German, French, Spanish, Italian, Dutch, Portuguese, Swedish, Norwegian and Danish (``wordfreq``). Only words weighing less than 1 are printed; the
table is frozen into ``subjects.py`` so planning needs no ``wordfreq`` (a developer tool:
``pip install wordfreq && python scripts/lexicon_weights.py``).
"""

from __future__ import annotations

from wordfreq import zipf_frequency

from foldwise.plugins.organize.subjects import _DEFINITE, SCANDINAVIAN, SUBJECTS

LANGS = ("en", "de", "fr", "es", "it", "nl", "pt", "sv", "nb", "da")
#: Languages whose words a Scandinavian definite form must not be (``eleven`` is no pupil).
OTHER_LANGS = LANGS[:7]
DEFINITE_ZIPF = 2.5


def weight(word: str) -> float:
    zipf = max(zipf_frequency(word, lang) for lang in LANGS)
    return round(min(1.0, max(0.2, (5.5 - zipf) / 1.5)), 2)


def main() -> None:
    found = {}
    for triggers in SUBJECTS.values():
        for word in triggers:
            w = weight(word)
            if w < 1.0:
                found[word] = w
    items = sorted(found.items())
    print("COMMON_WORD_WEIGHTS: dict[str, float] = {")
    line = "   "
    for word, w in items:
        part = f" {word!r}: {w},"
        if len(line) + len(part) > 116:
            print(line)
            line = "   "
        line += part
    print(line)
    print("}")
    # a Scandinavian word with a definite ending that is a word of another lexicon language (``eleven``)
    taken = set()
    for found_words in SCANDINAVIAN.values():
        for word in found_words.split():
            for end in _DEFINITE:
                form = word + end
                if max(zipf_frequency(form, lang) for lang in OTHER_LANGS) >= DEFINITE_ZIPF:
                    taken.add(form)
    print("DEFINITE_EXCEPTIONS = frozenset(")
    print(f"    {' '.join(sorted(taken))!r}.split())")


if __name__ == "__main__":
    main()
