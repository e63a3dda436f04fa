"""Suggested category: the file's kind, refined by keywords for documents."""

from __future__ import annotations

from typing import Any, Iterable

__all__ = ["suggest_category", "CATEGORY_OF_KIND"]

CATEGORY_OF_KIND = {
    "image": "Images", "video": "Videos", "audio": "Audio", "archive": "Archives", "code": "Code",
    "spreadsheet": "Spreadsheets", "presentation": "Presentations", "executable": "Programs",
    "data": "Data", "document": "Documents", "text": "Documents", "other": "Other",
}

#: Topic -> trigger words (several languages); a document matching enough of them gets the topic.
TOPICS: dict[str, frozenset[str]] = {
    "Finance": frozenset(
        "invoice invoices receipt receipts payment payments tax taxes bank statement amount total due vat iban "
        "billing bill salary budget expense expenses rechnung quittung zahlung steuer betrag facture paiement "
        "montant impôt factura pago importe fattura pagamento".split()),
    "Legal": frozenset(
        "contract agreement clause clauses party parties hereby liability terms warranty lease license "
        "vertrag vereinbarung contrat accord contrato".split()),
    "Career": frozenset(
        "resume curriculum vitae experience education skills employment employer cv lebenslauf "
        "candidature".split()),
    "Work": frozenset(
        "meeting agenda minutes project deadline milestone report stakeholders quarterly roadmap action "
        "sprint besprechung protokoll réunion reunión".split()),
    "Travel": frozenset(
        "flight boarding hotel booking reservation itinerary passport visa airport departure arrival "
        "reise flug vol vuelo".split()),
    "Medical": frozenset(
        "patient doctor diagnosis prescription medical clinic hospital treatment insurance health "
        "arzt diagnose médecin médico".split()),
    "Recipes": frozenset(
        "recipe ingredients tablespoon teaspoon bake oven minutes cup cups flour sugar salt rezept "
        "recette receta".split()),
    "Education": frozenset(
        "lecture course homework assignment exam student university syllabus chapter exercise thesis "
        "vorlesung cours curso".split()),
}


def suggest_category(kind: str, words: Iterable[str], keyword_list: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Return ``{name, confidence, reason}``.

    Media, archives and code are named by kind. Text-like files look for a
    topic: the share of the document's words (keywords weigh double) that are
    trigger words of each topic.
    """
    base = CATEGORY_OF_KIND.get(kind, "Other")
    if kind not in ("document", "text", "spreadsheet", "presentation", "data"):
        return {"name": base, "confidence": 0.9 if base != "Other" else 0.3, "reason": f"file kind '{kind}'"}
    counts = {topic: 0.0 for topic in TOPICS}
    total = 0
    for word in words:
        total += 1
        for topic, triggers in TOPICS.items():
            if word in triggers:
                counts[topic] += 1
    for kw in keyword_list or []:
        for topic, triggers in TOPICS.items():
            if kw["word"] in triggers:
                counts[topic] += 2 * kw.get("score", 1.0)
    best = max(counts, key=lambda t: counts[t])
    if counts[best] >= 2:
        share = counts[best] / max(1.0, sum(counts.values()))
        confidence = min(0.95, 0.4 + 0.5 * share)
        return {"name": best, "confidence": round(confidence, 2), "reason": f"topic words for {best.lower()}"}
    return {"name": base, "confidence": 0.5 if total else 0.3, "reason": f"file kind '{kind}'"}
