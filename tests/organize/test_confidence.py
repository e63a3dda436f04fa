"""Placement confidence reflects signal strength and margin (issue 14): one uncorroborated subject word in
a name is a weaker verdict than two words or a folder that says the same, a tie is below the threshold."""

from __future__ import annotations

from pathlib import Path

from foldwise.plugins.organize.judge import Judge
from foldwise.plugins.organize.scanner import scan
from foldwise.plugins.organize.subjects import best_subject, score_words


def _judge(root: Path, rels: list[str]) -> dict[str, float]:
    for rel in rels:
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x")
    files = scan(str(root)).files
    judge = Judge(files, read_content=False)
    return {f.rel: judge.file(f) for f in files}


def test_confidence_grows_with_margin_and_agreeing_folder(tmp_path: Path) -> None:
    one_word = "Downloads/invoice.txt"
    two_words = "Downloads/invoice receipt.txt"
    in_folder = "invoice/invoice scan.txt"
    assert best_subject(score_words(["invoice"])).subject == best_subject(score_words(["receipt"])).subject
    got = _judge(tmp_path, [one_word, two_words, in_folder])
    subject = got[one_word].subject
    assert subject is not None and got[two_words].subject == subject == got[in_folder].subject
    assert got[one_word].confidence < got[two_words].confidence
    assert got[one_word].confidence < got[in_folder].confidence
    assert all(j.confidence < 1.0 for j in got.values())


def test_a_tie_between_subjects_is_below_the_default_threshold(tmp_path: Path) -> None:
    a, b = "invoice", "recipe"
    assert best_subject(score_words([a])).subject != best_subject(score_words([b])).subject
    got = _judge(tmp_path, [f"Downloads/{a} {b}.txt"])
    assert got[f"Downloads/{a} {b}.txt"].confidence < 0.5
