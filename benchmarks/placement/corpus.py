"""A labelled corpus of a person's files, generated deterministically (``build(root, seed)``).

Seed data (names, sentences) lives in this module; nothing generated is committed. Every file
gets a truth label: the PARA bucket a careful person would choose (``Left`` for files that must
stay: unfinished downloads, system files) and a topic. ``hard`` marks files whose name says
nothing, so only their content can place them. Dates are relative to ``NOW`` (2026-06-01 UTC).
"""

from __future__ import annotations

import io
import os
import random
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)
NOW_S = int(NOW.timestamp())
DAY = 86_400


@dataclass
class Item:
    rel: str
    bucket: str
    topic: str
    hard: bool = False


# ---- seed data -------------------------------------------------------------------------------
NAMED = {  # topic -> (bucket, [names]); ``{y}`` a year, ``{m}`` a month, ``{n}`` a number
    "Finance": ("Areas", ["invoice_{v}_{y}-{m}.pdf", "receipt {v} {y}.pdf", "bank_statement_{y}_{m}.pdf",
                          "tax return {y}.pdf", "payslip_{y}_{m}.pdf", "budget {y}.xlsx", "credit card statement "
                          "{m}.pdf", "Invoice #{n}.pdf", "expenses_{y}.csv", "pension overview {y}.pdf"]),
    "Health": ("Areas", ["prescription_dr_{p}.pdf", "blood test results {y}.pdf", "dental checkup {m}-{y}.pdf",
                         "vaccination record.pdf", "physiotherapy exercises.pdf", "lab report {n}.pdf"]),
    "Home": ("Areas", ["rental lease {y}.pdf", "electricity bill {m}.pdf", "mortgage offer.pdf",
                       "boiler warranty.pdf", "landlord letter.docx", "apartment inventory.xlsx"]),
    "Legal": ("Areas", ["passport scan.pdf", "visa application {y}.pdf", "signed contract {v}.pdf",
                        "birth certificate.pdf", "nda {v}.pdf", "driving licence.jpg"]),
    "Career": ("Areas", ["resume_{p}_{y}.pdf", "cover letter {v}.docx", "job offer {v}.pdf",
                         "performance review {y}.pdf", "CV {p} {y}.docx", "interview notes {v}.md"]),
    "Recipes": ("Resources", ["recipe lasagna.pdf", "banana bread recipe.txt", "recipe_thai_curry.md",
                              "grandma soup recipe.docx", "sourdough recipe.pdf"]),
    "Manuals": ("Resources", ["dishwasher manual.pdf", "router setup guide.pdf", "camera user manual.pdf",
                              "git cheatsheet.pdf", "vim cheatsheet.png", "thermostat installation guide.pdf"]),
    "Reading": ("Resources", ["{b}.epub", "{b}.mobi", "research paper {n}.pdf", "article_{n}.pdf",
                              "essay on {b}.pdf"]),
    "Education": ("Resources", ["lecture {n} slides.pdf", "homework {n}.docx", "exam prep {y}.pdf",
                                "syllabus statistics.pdf", "course schedule {y}.pdf"]),
    "Software": ("Resources", ["ubuntu-24.04-desktop-amd64.iso", "vlc-3.0.20-win64.exe", "Firefox {n}.dmg",
                               "zoom_amd64.deb", "python-3.12.4-amd64.exe"]),
    "Music": ("Resources", ["{b} - track {n}.mp3", "podcast episode {n}.mp3", "{b}.flac"]),
}
VENDORS = ["amazon", "ikea", "apple", "telekom", "vodafone", "lidl", "bauhaus", "zalando", "netflix", "spotify"]
PEOPLE = ["smith", "miller", "garcia", "chen", "novak", "rossi"]
BOOKS = ["the pragmatic programmer", "sapiens", "dune", "atomic habits", "clean code", "thinking fast and slow",
         "the hobbit", "deep work"]
WORK_RECENT = ["Q3 roadmap draft.docx", "project proposal v2.docx", "client pitch deck draft.pptx",
               "launch checklist todo.md", "meeting agenda {m}.docx", "sprint planning {m}.md",
               "budget proposal v3.xlsx", "kickoff minutes.docx"]
WORK_OLD = ["proposal {y} final draft.docx", "roadmap {y} v1.docx", "meeting minutes {y}-{m}.docx",
            "pitch draft {y}.pptx", "quarterly report draft {y}.docx"]
TRAVEL_RECENT = ["boarding pass {v}.pdf", "hotel booking lisbon.pdf", "flight itinerary june.pdf",
                 "train tickets.pdf", "airbnb reservation.pdf"]
TRAVEL_OLD = ["flight itinerary {y}.pdf", "hotel booking rome {y}.pdf", "trip budget {y}.xlsx"]

TEXT = {  # topic -> sentences a person's document on it would contain
    "Finance": ["Invoice number {n}, issued on {d}.", "Amount due: {n}.00 EUR, payment within 14 days.",
                "Subtotal {n}.40, VAT 19%, total {n}.90.", "Please transfer the balance to IBAN DE{n}0012.",
                "Your monthly statement shows a closing balance of {n} EUR.", "Thank you for your purchase.",
                "Refund of {n} EUR credited to your account.", "Tax year {y}: deductible expenses listed below."],
    "Health": ["Patient: {p}. Date of visit: {d}.", "Diagnosis: mild seasonal allergy.",
               "Prescription: ibuprofen 400 mg, twice daily after meals.", "Blood pressure 120/80, cholesterol normal.",
               "Next checkup with Dr. {p} in six months.", "Lab results attached; please bring them to the clinic.",
               "Vaccination booster recommended by the physician."],
    "Home": ["The tenant pays a monthly rent of {n} EUR to the landlord.", "The deposit equals three months of rent.",
             "Electricity meter reading on {d}: {n} kWh.", "The plumber will repair the boiler on Tuesday.",
             "Heating costs for the apartment are settled yearly.", "Mortgage rate fixed for ten years."],
    "Legal": ["This agreement is made between the parties named below.", "Each party hereby agrees to the terms.",
              "Liability is limited as described in clause {n}.", "Signed on {d} in the presence of a notary.",
              "The contract ends on {d} unless renewed.", "Passport number and identity details on page two."],
    "Career": ["Experienced engineer with {n} years of employment in software.", "Education: MSc, university of Vienna.",
               "Skills: Python, SQL, team leadership.", "We are pleased to offer you the position; the employer "
               "provides onboarding.", "The recruiter scheduled a second interview for {d}.",
               "Performance review: exceeds expectations, promotion recommended."],
    "Travel": ["Flight LH{n} departs from the airport at 07:40; boarding closes 20 minutes earlier.",
               "Your hotel reservation is confirmed for three nights.", "Itinerary: arrival in Lisbon on {d}.",
               "Check-in opens 24 hours before departure.", "Train ticket valid for the trip on {d}."],
    "Education": ["Lecture {n}: introduction to linear regression.", "Homework assignment due before the exam.",
                  "Read chapter {n} before the next class.", "The syllabus lists the midterm in week eight.",
                  "Exercise: prove the statement for every student in the seminar.", "Professor's notes on the course module."],
    "Recipes": ["Preheat the oven to 180 degrees.", "Ingredients: 2 cups flour, 1 cup sugar, 100 g butter.",
                "Stir in the garlic and simmer for ten minutes.", "Add a tablespoon of olive oil and a teaspoon of salt.",
                "Bake for 40 minutes and let the cake cool.", "Serve the soup hot for dinner."],
    "Manuals": ["Installation: connect the device and follow the setup instructions.", "See the troubleshooting "
                "section of this manual if the light blinks.", "Quickstart guide for new users.",
                "Refer to the documentation for the full specification.", "FAQ: how do I reset to factory settings?"],
    "Work": ["Agenda for the meeting with the client on {d}.", "Action items: finish the draft before the deadline.",
             "Milestone {n} of the roadmap is due next sprint.", "Stakeholders reviewed the proposal and the mockups.",
             "Minutes of the kickoff: owners and deliverables agreed.", "Launch planned after the retrospective."],
}
FILLER = ["See below.", "Best regards.", "Page {n} of 3.", "Kind regards, {p}.", "Last updated {d}.",
          "Reference {n}.", "Questions? Reply to this message.", "Notes:"]
HARD_NAMES = ["document", "scan", "untitled", "New Text Document", "file", "export", "download", "notes", "page",
              "text", "doc", "Document1", "copy", "misc", "info"]
HARD_EXTS = ["txt", "txt", "md", "html", "txt", "pdf"]
HARD_TOPICS = ["Finance", "Finance", "Health", "Home", "Legal", "Career", "Travel", "Education", "Recipes",
               "Manuals", "Work"]
MIXED = [  # (name, bucket, topic, age in days)
    ("car insurance renewal.pdf", "Areas", "Finance", 40), ("Rechnung_2024_03.pdf", "Areas", "Finance", 300),
    ("Mietvertrag.pdf", "Areas", "Home", 500), ("kontoauszug_mai.pdf", "Areas", "Finance", 20),
    ("Screenshot 2025-03-01 at 10.22.13.png", "Resources", "Photos", 90), ("funny-cat.gif", "Resources", "Photos", 60),
    ("wedding seating plan.xlsx", "Projects", "Work", 10), ("conference talk slides draft.pptx", "Projects", "Work", 8),
    ("health insurance card.jpg", "Areas", "Health", 200), ("school enrollment form.pdf", "Areas", "Education", 25),
    ("electric car charging receipt.pdf", "Areas", "Finance", 15), ("gym membership contract.pdf", "Areas", "Legal", 120),
    ("piano sheet music.pdf", "Resources", "Reading", 300), ("podcast notes.md", "Resources", "Reading", 45),
    ("marathon training plan.pdf", "Areas", "Health", 30), ("house warming guest list.txt", "Projects", "Work", 5),
    ("meeting notes 2022-05-03.docx", "Archive", "Work", 1400), ("salary negotiation tips.pdf", "Resources", "Career", 70),
    ("python tutorial.pdf", "Resources", "Manuals", 200), ("paper_neurips_2024.pdf", "Resources", "Reading", 400),
]
BUCKET_OF = {"Finance": "Areas", "Health": "Areas", "Home": "Areas", "Legal": "Areas", "Career": "Areas",
             "Education": "Resources", "Recipes": "Resources", "Manuals": "Resources"}


class _Gen:
    def __init__(self, root: Path, seed: int) -> None:
        self.root, self.rng, self.items = root, random.Random(seed), []
        self.taken: set[str] = set()

    def fill(self, text: str, year: int | None = None) -> str:
        r = self.rng
        y = year or r.choice([2024, 2025, 2026])
        return text.format(v=r.choice(VENDORS), p=r.choice(PEOPLE), b=r.choice(BOOKS), n=r.randint(2, 480),
                           y=y, m=f"{r.randint(1, 12):02d}", d=f"{y}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}")

    def write(self, rel: str, data: bytes, age_days: float, bucket: str, topic: str, hard: bool = False) -> None:
        stem, dot, ext = rel.rpartition(".")
        base, n = rel, 2
        while base.lower() in self.taken:
            base, n = f"{stem} ({n}){dot}{ext}", n + 1
        self.taken.add(base.lower())
        path = self.root / base
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        t = NOW_S - int(age_days * DAY)
        os.utime(path, (t, t))
        self.items.append(Item(base, bucket, topic, hard))

    def text(self, topic: str, year: int | None = None, sentences: int = 4) -> str:
        pool = TEXT[topic]
        picked = self.rng.sample(pool, min(sentences, len(pool)))
        lines = [self.fill(s, year) for s in picked]
        for _ in range(2):
            lines.insert(self.rng.randint(0, len(lines)), self.fill(self.rng.choice(FILLER), year))
        return "\n".join(lines) + "\n"

    def body(self, ext: str, text: str) -> bytes:
        if ext == "html":
            return f"<html><body><p>{text.replace(chr(10), '</p><p>')}</p></body></html>".encode()
        if ext == "pdf":
            return _pdf(text)
        if ext in ("jpg", "png"):
            return _jpeg(self.rng, None)
        return text.encode()


def _pdf(text: str) -> bytes:
    """A one-page PDF holding ``text`` (hand-built, valid enough for pypdf's text extraction)."""
    lines = [ln.replace("\\", "").replace("(", "").replace(")", "") for ln in text.splitlines() if ln.strip()]
    stream = "BT /F1 11 Tf 50 780 Td 14 TL " + " ".join(f"({ln}) '" for ln in lines) + " ET"
    objs = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
            "/Resources << /Font << /F1 5 0 R >> >> >>",
            f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out, offsets = io.BytesIO(), []
    out.write(b"%PDF-1.4\n")
    for i, obj in enumerate(objs, 1):
        offsets.append(out.tell())
        out.write(f"{i} 0 obj\n{obj}\nendobj\n".encode("latin-1", "replace"))
    xref = out.tell()
    out.write(f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode())
    for off in offsets:
        out.write(f"{off:010d} 00000 n \n".encode())
    out.write(f"trailer << /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode())
    return out.getvalue()


def _jpeg(rng: random.Random, taken: datetime | None) -> bytes:
    from PIL import Image

    image = Image.new("RGB", (8, 8), (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255)))
    buf = io.BytesIO()
    exif = Image.Exif()
    if taken is not None:
        stamp = taken.strftime("%Y:%m:%d %H:%M:%S")
        exif[306] = stamp
        exif.get_ifd(0x8769)[36867] = stamp
    image.save(buf, "JPEG", exif=exif)
    return buf.getvalue()


def build(root: Path, seed: int = 14) -> list[Item]:
    """Write the corpus under ``root`` (which should be empty); return the truth labels."""
    g = _Gen(root, seed)
    r = g.rng
    dl = "Downloads"
    # 1. loose files named for their subject
    for topic, (bucket, names) in NAMED.items():
        for i in range(len(names) * 2 if topic in ("Finance", "Career", "Health") else len(names) + 2):
            name = g.fill(names[i % len(names)])
            ext = name.rpartition(".")[2]
            g.write(f"{dl}/{name}", g.body(ext, g.text(topic) if topic in TEXT else "data\n"),
                    r.uniform(1, 700), bucket, topic)
    for names, bucket, topic, age in ((WORK_RECENT, "Projects", "Work", (1, 60)),
                                      (WORK_OLD, "Archive", "Work", (500, 1500)),
                                      (TRAVEL_RECENT, "Projects", "Travel", (1, 40)),
                                      (TRAVEL_OLD, "Archive", "Travel", (500, 1200))):
        for i in range(len(names) + 2):
            days = r.uniform(*age)
            year = (datetime.fromtimestamp(NOW_S - days * DAY, timezone.utc)).year
            name = g.fill(names[i % len(names)], year)
            ext = name.rpartition(".")[2]
            g.write(f"{dl}/{name}", g.body(ext, g.text(topic, year)), days, bucket, topic)
    for i in range(16):  # camera photos, EXIF dated
        taken = datetime(r.choice([2023, 2024, 2025]), r.randint(1, 12), r.randint(1, 28), tzinfo=timezone.utc)
        g.write(f"{dl}/IMG_{2000 + i * 37}.jpg", _jpeg(r, taken), r.uniform(1, 30), "Resources", "Photos")
    # 2. files whose name says nothing (a fifth of the corpus)
    for i in range(72):
        topic = HARD_TOPICS[i % len(HARD_TOPICS)]
        ext = HARD_EXTS[i % len(HARD_EXTS)]
        days = r.uniform(1, 90) if topic == "Work" or topic == "Travel" else r.uniform(1, 800)
        name = f"{r.choice(HARD_NAMES)}{'' if i % 3 else ' '}{r.randint(1, 99)}.{ext}"
        bucket = BUCKET_OF.get(topic, "Projects")
        g.write(f"{dl}/{name}" if i % 4 else f"Desktop/{name}", g.body(ext, g.text(topic, sentences=5)), days,
                bucket, topic, hard=True)
    # 3. folders that hold related work
    for project, age, bucket in (("weather-app", 5, "Projects"), ("budget-tracker", 20, "Projects"),
                                 ("thesis-scripts", 900, "Archive")):
        files = {"README.md": f"# {project}\n", "src/main.py": "print('hi')\n", "src/util.py": "X = 1\n",
                 "tests/test_main.py": "def test(): pass\n", "requirements.txt": "requests\n",
                 "notes.txt": "ideas\n", "data/sample.csv": "a,b\n1,2\n", "docs/design.md": "# design\n"}
        for rel, text in files.items():
            g.write(f"Code/{project}/{rel}", text.encode(), age + r.uniform(0, 10), bucket, "Code")
    for rel, topic in (("Kitchen renovation/quote plumber.pdf", "Home"), ("Kitchen renovation/floor plan.png", "Home"),
                       ("Kitchen renovation/budget.xlsx", "Home"), ("Kitchen renovation/tiles.jpg", "Home"),
                       ("Kitchen renovation/timeline.docx", "Home"), ("Kitchen renovation/contacts.txt", "Home")):
        g.write(rel, g.body(rel.rpartition(".")[2], g.text(topic)), r.uniform(2, 30), "Projects", "Home")
    for album, n, age in (("Photos from phone", 15, 200), ("Italy trip 2023", 12, 900)):
        for i in range(n):
            taken = datetime(2023 if "2023" in album else 2025, r.randint(1, 12), r.randint(1, 28), tzinfo=timezone.utc)
            g.write(f"{album}/IMG_{i:04d}.jpg", _jpeg(r, taken), age + r.uniform(0, 30), "Resources", "Photos")
    for i in range(10):
        g.write(f"Machine Learning course/week {i + 1:02d} notes.md", g.text("Education", 2023, 5).encode(),
                900 + i, "Archive", "Education")
    for i in range(6):
        g.write(f"Spanish course/lesson {i + 1}.md", g.text("Education", 2026, 5).encode(), r.uniform(2, 40),
                "Resources", "Education")
    for i, (name, topic) in enumerate((("taxes_2019.txt", "Finance"), ("car insurance 2019.pdf", "Finance"),
                                       ("holiday photos 2019.jpg", "Photos"), ("notes.txt", "Work"),
                                       ("gym plan.pdf", "Health"), ("old resume.docx", "Career"),
                                       ("lease 2019.pdf", "Home"), ("party list.txt", "Work"))):
        ext = name.rpartition(".")[2]
        g.write(f"old stuff/2019/{name}", g.body(ext, g.text(topic if topic in TEXT else "Work", 2019)),
                r.uniform(0, 10), "Archive", topic)
    for i in range(8):
        year = 2019 + i
        g.write(f"Taxes/tax return {year}.pdf", _pdf(g.text("Finance", year)), 400 + r.uniform(0, 900), "Areas",
                "Finance")
    for name in ("pancakes.md", "chili.md", "pesto.md", "apple pie.md", "risotto.md", "hummus.md"):
        g.write(f"Recipes/{name}", g.text("Recipes").encode(), r.uniform(10, 900), "Resources", "Recipes")
    # 4. everyday names a person really has (written before looking at the lexicon; some are hard)
    for name, bucket, topic, age in MIXED:
        ext = name.rpartition(".")[2]
        body = g.body(ext, g.text(topic) if topic in TEXT else "data\n")
        g.write(f"{dl}/{name}", body, age, bucket, topic)
    # 5. files that must stay where they are
    for name in ("movie.mkv.crdownload", "dataset.zip.part", "installer.tmp", "desktop.ini", "Thumbs.db"):
        g.write(f"{dl}/{name}", b"x" * 10, 0.01, "Left", "Other")
    return g.items
