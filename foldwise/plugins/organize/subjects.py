"""Subjects: what a file is about, from words in its name, its folders and its text.

One lexicon of subjects (Finance, Health, ... Photos, Software) with trigger words in a few
languages, each subject with its PARA role (an ongoing *area*, *reference* material, or
*project* work that ends). ``score_words`` counts trigger words; ``best_subject`` turns counts
into a subject with a margin. Kinds that say what a file is (a photo, a song, an installer)
map to a subject directly.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

__all__ = ["SUBJECTS", "ROLE", "KIND_SUBJECT", "EXT_SUBJECT", "score_words", "best_subject", "SubjectHit",
           "GENERIC_FOLDER_WORDS", "ARCHIVE_WORDS", "PROJECT_WORDS", "REFERENCE_WORDS"]

#: subject -> trigger words (lower case; plural ``s`` is stripped by ``common.words`` too)
SUBJECTS: dict[str, frozenset[str]] = {
    "Finance": frozenset(
        "invoice receipt tax taxes bank statement budget salary payslip paycheck payroll expense bill billing "
        "payment paid vat iban refund credit debit loan pension investment dividend brokerage transaction "
        "amount subtotal due balance account finance financial purchase order w2 1099 rechnung quittung "
        "steuer zahlung facture paiement factura".split()),
    "Health": frozenset(
        "health medical doctor prescription clinic hospital patient diagnosis lab blood vaccine vaccination "
        "dental dentist therapy pharmacy symptom dosage mg physician checkup cholesterol allergy x-ray xray "
        "physiotherapy arzt médecin".split()),
    "Home": frozenset(
        "rent lease landlord tenant utility utilities electricity heating apartment house mortgage repair "
        "plumber furniture appliance warranty moving deposit household garden boiler "
        "hoa property mietvertrag".split()),
    "Legal": frozenset(
        "contract agreement passport visa license licence identity certificate birth notary court lawyer "
        "attorney nda clause hereby liability party parties signed signature will testament vertrag "
        "contrat".split()),
    "Career": frozenset(
        "resume cv curriculum vitae cover interview job offer employer employment recruiter performance "
        "promotion linkedin application hiring candidate reference onboarding lebenslauf".split()),
    "Travel": frozenset(
        "flight boarding hotel booking reservation itinerary trip airport departure arrival travel ticket "
        "train airbnb checkin vacation holiday reise flug".split()),
    "Education": frozenset(
        "lecture course homework assignment exam student university syllabus exercise thesis semester "
        "module quiz professor class study lesson midterm seminar coursework tutor grade vorlesung "
        "cours".split()),
    "Recipes": frozenset(
        "recipe ingredients tablespoon teaspoon tbsp tsp bake oven flour sugar cup cook cooking dinner soup "
        "cake preheat simmer stir butter garlic rezept recette receta".split()),
    "Manuals": frozenset(
        "manual guide handbook instructions setup installation user documentation reference cheatsheet "
        "howto faq specification datasheet troubleshooting warranty quickstart".split()),
    "Reading": frozenset(
        "article paper ebook book essay journal abstract research preprint novel magazine newsletter "
        "whitepaper".split()),
    "Work": frozenset(
        "meeting agenda minutes deadline milestone stakeholder quarterly roadmap sprint proposal draft client "
        "kickoff deliverable retrospective okr standup launch pitch brief mockup wireframe todo wip "
        "project".split()),
}

#: PARA role of each subject: ``area`` (ongoing), ``reference`` (resources), ``project`` (has an end).
ROLE: dict[str, str] = {
    "Finance": "area", "Health": "area", "Home": "area", "Legal": "area", "Career": "area",
    "Travel": "project", "Work": "project", "Education": "reference", "Recipes": "reference",
    "Manuals": "reference", "Reading": "reference", "Photos": "reference", "Music": "reference",
    "Videos": "reference", "Software": "reference", "Code": "reference",
}

#: A kind that names the subject by itself (confidence comes from the kind).
KIND_SUBJECT = {"Images": "Photos", "Audio": "Music", "Video": "Videos", "Code": "Code"}
#: Extensions that name the subject by themselves.
EXT_SUBJECT = {
    "epub": "Reading", "mobi": "Reading", "azw3": "Reading",
    "iso": "Software", "dmg": "Software", "exe": "Software", "msi": "Software", "deb": "Software",
    "rpm": "Software", "apk": "Software", "pkg": "Software", "appimage": "Software",
}

#: Folder names that group nothing in particular (a dump, not a unit).
GENERIC_FOLDER_WORDS = frozenset(
    "download downloads desktop document documents misc miscellaneous stuff old new folder untitled unsorted "
    "inbox temp tmp file files other others random various to sort my scan scans save saved shared "
    "dropbox onedrive".split())
#: Words that say "finished" or "kept for the record".
ARCHIVE_WORDS = frozenset("archive archived old backup bak deprecated legacy obsolete former previous".split())
#: Words that say "ongoing work with an end".
PROJECT_WORDS = frozenset("draft wip todo deadline proposal renovation wedding launch redesign v1 v2 v3 v4".split())

#: Words that make a document reference material whatever its subject ("salary negotiation tips").
REFERENCE_WORDS = frozenset("tips guide tutorial howto handbook cheatsheet introduction basics explained primer "
                            "checklist template".split())

_ORDER = tuple(SUBJECTS)


class SubjectHit(NamedTuple):
    """The best subject (None when nothing matched), its count, the runner-up's count, a trigger word."""

    subject: str | None
    count: float
    runner_up: float
    word: str


def score_words(found: Iterable[str], counts: dict[str, float] | None = None, weight: float = 1.0,
                first: dict[str, str] | None = None) -> dict[str, float]:
    """Add ``weight`` per trigger word in ``found`` to ``counts`` (subject -> score)."""
    counts = {} if counts is None else counts
    for word in found:
        for subject in _ORDER:
            if word in SUBJECTS[subject]:
                counts[subject] = counts.get(subject, 0.0) + weight
                if first is not None and (subject not in first or word < first[subject]):
                    first[subject] = word
    return counts


def best_subject(counts: dict[str, float], first: dict[str, str] | None = None) -> SubjectHit:
    """The subject with the highest count (ties: lexicon order), deterministic."""
    if not counts:
        return SubjectHit(None, 0.0, 0.0, "")
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], _ORDER.index(kv[0]) if kv[0] in _ORDER else 99))
    subject, count = ranked[0]
    runner = ranked[1][1] if len(ranked) > 1 else 0.0
    return SubjectHit(subject, count, runner, (first or {}).get(subject, ""))
