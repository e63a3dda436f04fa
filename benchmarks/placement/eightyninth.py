"""An eighty-ninth unseen labelled corpus: a CS master's student's Windows laptop, ``build(root, seed)``, written blind.

What was read to write it, and nothing else: the brief; ``unseen.py``'s module docstring (lines 1-60), its helpers
(lines 60-220: ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and
the Swedish name lists after them) and the start of its ``build()`` (lines 1296-1360: the write / encode / add /
dot / photo helpers); ``corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and its ``_pdf`` and
``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``HEIC_HEAD`` and ``_png``. Two ranges were printed a
little too wide by accident: ``corpus.py`` past the end of ``_jpeg`` up to line 230 (the first lines of its
``build()``, which fills a Downloads folder from name lists) and ``blind.py`` lines 108-120 (an English
surname list and a ``_person`` helper). Nothing under ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no
``bench_*.py``, no other placement module's body, no git command, no placement output. The files and labels
come from this person's life.

The person: Nathan Minh Tran, 24, from Sugar Land (his parents and his sister Linh, 19, still live near
Houston), is in the last semester of a thesis-option M.S. in Computer Science at Balcones University in
Austin, Texas (started August 2024). Coursework ended with the spring semester in May 2026; this summer
he is enrolled only in thesis hours, defends his thesis ("FlakeScope: predicting flaky tests from
lightweight static and runtime signals", advisor Dr. Elena Marchetti) on 16 July 2026 and graduates in
August 2026. He works part time as a teaching assistant (CS 3345 in fall 2025, CS 3377 in spring 2026,
CS 2336 this summer). His job hunt (September 2025 - March 2026: resumes, cover letters, a declined offer
from Brightloop, rejections) ended when he signed an offer from Tidewater Labs in Seattle on 12 March
2026: Software Engineer I, starting 24 August 2026. Now current: onboarding for that job, the move to
Seattle (notice to vacate his Austin apartment at Cypress Commons, lease ends 31 July 2026, move-out and
deposit, movers, a new lease at The Halden in Fremont, the drive north in August), the thesis, a
hackathon (Capital City Hacks, 13-14 June 2026) and a birthday trip to Santa Fe (18-21 June 2026) for
his girlfriend Maya Delgado, who turns 25 on 20 June. Ongoing: student loans, a checking account and a
credit card, a simple tax return (filed March 2026), the university's student health insurance, his
2017 Corolla, the apartment he still lives in, the TA job, the degree's paperwork. Finished: the B.S. in
Computer Science at Brazos Valley University (2019-2023), a part-time job as a coding tutor at BrightPath
Tutoring in Austin (June 2023 - July 2024), a software-engineering internship at Juniper Grid Systems
(May - August 2025), the first Austin apartment (Riverside Lofts, 2023-2024), the grad-school application
(2024), finished master's courses, past trips (Da Nang with family 2023, Big Bend 2024, Breckenridge
January 2025, New Orleans October 2025), an undergraduate hackathon and an old side project.

The machine: a Windows 11 laptop bought in August 2024 (user folder ``C:\\Users\\natha``) with WSL Ubuntu; his
repositories live in ``code/`` on the Windows side so VS Code and WSL (``/mnt/c``) share them. ``Downloads/``
is a heap of Chrome names (``document (3).pdf``, ``file (1).pdf``, ``Untitled document (2).docx``, arXiv
numbers, installers, ``.crdownload``); ``Desktop/`` has ``New Text Document (2).txt`` and ``untitled 3.txt``;
``Documents/`` is half organised (``School``, ``TA``, ``Thesis``, ``Jobs``, ``Money``, ``Health``, ``Car``,
``Apartment``, ``Old apartments``, ``Seattle move``, ``Santa Fe trip``, ``Hackathon``, ``Internship Juniper Grid
2025``, ``Undergrad``, ``Notes``, ``Papers``, ``Interview prep``, ``Recipes``, ``Books``, ``Trips``, ``misc``, the
scanner's ``Scanned Documents`` and a ``2024`` year folder); ``Pictures/`` holds ``Camera Roll``,
an iPhone import, ``Screenshots``; ``Music/``; and ``Old laptop backup/``, a copy of the 2019 Dell taken when the
new laptop came. English throughout, with his mother's recipes in Vietnamese.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end still being worked on now, whatever the file's age. The thesis
  (proposal, drafts, advisor meeting notes, committee and defense forms, the Graduate School's formatting
  and submission rules, figures, data, the code repo and LaTeX sources, and the papers on flaky tests
  collected for its related work, wherever they were downloaded) -- topic Thesis; the move to Seattle
  (notice to vacate, move-out cleaning and deposit, movers and container quotes, the new Seattle lease and
  application, utilities there, the relocation-benefit agreement, furniture to sell, the road trip north,
  the photos of the Seattle apartment and of furniture for sale) -- topic Move; starting at Tidewater Labs
  (the accepted and signed offer, background check, new-hire forms, benefits guide, start-date mails, notes
  from the call with the future manager) -- topic Career; Maya's birthday trip to Santa Fe (flights,
  casita, rental car, restaurant, spa, gift ideas) -- topic Travel; Capital City Hacks 2026 (registration,
  schedule, team plan, ideas, the repo) -- topic Hackathon.
- **Areas**: responsibilities with no end of their own, whatever the document's age: bank, credit card,
  budget, student loans, paystubs, the Roth IRA, receipts and warranties of things he owns, tax returns
  and tax forms of every year (Finance); the master's programme's paperwork -- degree plan, registration,
  tuition statements, transcripts, enrollment verification, the graduation application, commencement
  (School); the TA job of every semester -- appointment letters, FERPA training, syllabi, rubrics, lab
  handouts, gradebooks, student mails, the autograder repo (Teaching); health insurance, clinic, dentist,
  eye doctor, immunizations (Health); the car -- title, registration, inspection, insurance, repairs, tolls
  (Car); the Austin apartment he still lives in -- both leases there, rent, electricity, internet,
  renters insurance, maintenance and notices (Home).
- **Resources**: reference and interests by subject: lecture notes and cheat sheets from the master's,
  papers other than the thesis's related work, algorithm and system-design prep (Computer Science); side
  projects he keeps, dotfiles, scripts, Advent of Code, the portfolio site, setup notes (Coding); ebooks
  (Books); music files (Music); installers (Software); recipes (Cooking); photos, phone imports and
  screenshots (Photos) -- except photos that document a project (the Seattle apartment tour, furniture
  for sale, thesis figures: the project's bucket and topic) and those inside the old-laptop backup.
- **Archive**: finished things: the undergraduate degree and the master's courses already graded, their
  homework, reports and course repos, and the 2024 grad-school application (School); the job search that
  ended in March 2026 -- resumes, cover letters, the tracker, take-homes, recruiter and rejection mails, the
  declined Brightloop offer, offer-comparison notes, STAR stories (Career); the Juniper Grid internship
  and the BrightPath tutoring job (Work); past trips (Travel); earlier apartments (Home); the 2022
  undergraduate hackathon, ParkBuddy (Hackathon); the abandoned 2022 Discord bot (Coding); everything in
  ``Old laptop backup/`` (Backup), whatever it holds.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) -- topic System. Dot files (``.gitignore``, ``.env.example``,
  ``.bashrc``) are written but not labelled.

Topics are subjects (the Seattle lease is ``Move``, the Austin lease ``Home``; the Tidewater offer is
``Career`` in Projects, the Brightloop offer ``Career`` in Archive). ``hard`` marks a file whose name *and*
folder say nothing about its subject (``Downloads/document (6).pdf``, ``Desktop/New Text Document (2).txt``,
``Documents/Scanned Documents/scan_0015.pdf``, ``Documents/2024/scan0003.pdf``, ``Documents/misc/draft.docx``):
only the text inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it. Images are never hard. Dates
are relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import json
import os
import random
from datetime import datetime, timedelta
from email.utils import format_datetime
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _money, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

ME = "Nathan M. Tran"
ADDR = "1820 Quarry Bend Dr, Apt 314\nAustin, TX 78741"
OLD_ADDR = "1900 S Pleasant Valley Rd, Unit 2108\nAustin, TX 78741"
SCHOOL_MAIL = "nathan.tran@balcones.edu"
MAIL = "ntran02@gmail.com"
SID = "B01482736"
BRIGHTPATH = "BrightPath Tutoring LLC, 9500 Research Blvd, Austin TX"


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return _money(r, lo, hi).replace("\u00a3", "$")


def _us(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _sl(dt: datetime) -> str:
    return f"{dt.month:02d}/{dt.day:02d}/{dt.year}"


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str, cc: str = "") -> str:
    head = [f"From: {frm}", f"To: {to}"] + ([f"Cc: {cc}"] if cc else []) + [
        f"Subject: {subj}", f"Date: {format_datetime(dt)}", "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit"]
    return "\n".join(head) + "\n\n" + body.strip() + "\n"


def _exe(r: random.Random, n: int = 2600) -> bytes:
    return _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00\xb8" + b"\x00" * 40
                 + b"This program cannot be run in DOS mode.\r\r\n$", n)


def _ole(r: random.Random, n: int = 1200) -> bytes:
    return _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 16 + b"\x3e\x00\x03\x00\xfe\xff", n)


def _ipynb(cells: list[tuple[str, str]]) -> str:
    nb = {"cells": [{"cell_type": kind, "metadata": {}, "source": src.splitlines(True),
                     **({"execution_count": None, "outputs": []} if kind == "code" else {})}
                    for kind, src in cells],
          "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
                       "language_info": {"name": "python", "version": "3.11.9"}},
          "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(nb, indent=1) + "\n"


def _lock(owner: str) -> bytes:
    name = owner.encode("latin-1")
    return bytes([len(name)]) + name + b"\x00" * (54 - len(name)) + owner.encode("utf-16-le") + b"\x00" * 40


def _ini(kind: str) -> bytes:
    ids = {"Desktop": "-21769", "Documents": "-21770", "Downloads": "-21798", "Pictures": "-21779",
           "Music": "-21790"}
    text = ("\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,"
            f"{ids[kind]}\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-183\r\n")
    return b"\xff\xfe" + text.encode("utf-16-le")


TA_FIRST = ["Aiden", "Sofia", "Marcus", "Priya", "Ethan", "Camila", "Jordan", "Mei", "Diego", "Hannah", "Omar",
            "Grace", "Tyler", "Ananya", "Luis", "Brianna", "Kevin", "Fatima", "Noah", "Jasmine"]
TA_LAST = ["Nguyen", "Garcia", "Patel", "Johnson", "Kim", "Martinez", "Okafor", "Chen", "Rodriguez", "Smith",
           "Hernandez", "Brooks", "Shah", "Lopez", "Walker", "Reyes", "Ali", "Park", "Coleman", "Bui"]


def _student(r: random.Random) -> str:
    return f"{r.choice(TA_FIRST)} {r.choice(TA_LAST)}"


# --------------------------------------------------------------------------- Thesis (Projects)

THESIS = "FlakeScope: Predicting Flaky Tests from Lightweight Static and Runtime Signals"
PROJECTS = ["httpkit", "tinyorm", "pipewise", "yamlette", "asyncq", "geodash", "mdrender", "clickstone",
            "sqlbridge", "logflow", "cachetools-lite", "schedula"]


def t_proposal(r, dt):
    return f"""Balcones University - Department of Computer Science
Master's Thesis Proposal
{THESIS}
Nathan M. Tran  ({SID})
Advisor: Dr. Elena Marchetti
Committee: Dr. Rajesh Iyer, Dr. Susan Caldwell
Submitted {_us(dt)}

1. Problem
Flaky tests pass and fail on the same code. In continuous integration they waste reruns, hide real
regressions and teach developers to ignore red builds. Existing detectors (rerunning, instrumentation)
are accurate but expensive; vocabulary-based classifiers are cheap but do not transfer across projects.

2. Research questions
RQ1 Which static features (async calls, sleeps, network and filesystem access, shared fixtures) and
runtime features (duration variance, order dependence, resource usage) predict flakiness?
RQ2 Does a model trained on some projects transfer to unseen projects?
RQ3 How much rerun cost can a CI pipeline save by rerunning only tests the model flags?

3. Approach
Collect {r.randint(20, 30)} open-source Python projects, rerun every suite 50 times in isolated containers,
label tests as flaky when outcomes differ, extract features with an AST pass and a pytest plugin, and
train gradient-boosted trees with leave-one-project-out evaluation.

4. Timeline
Fall 2025: dataset and rerun infrastructure. Spring 2026: features, models, experiments.
Summer 2026: writing, defense in July, submission to the Graduate School before the August deadline.
"""


def t_proposal_form(r, dt):
    return f"""BALCONES UNIVERSITY - THE GRADUATE SCHOOL
Thesis Proposal Approval Form (Master's, Thesis Option)
Student: Nathan M. Tran     Student ID: {SID}
Program: Computer Science (M.S.)
Proposed title: {THESIS}
The undersigned committee has reviewed the proposal and approves it as the basis for the thesis.
Supervising professor: Elena Marchetti      signed {_sl(dt)}
Committee member: Rajesh Iyer              signed {_sl(dt)}
Committee member: Susan Caldwell           signed {_sl(dt + timedelta(days=2))}
Graduate Advisor: Thomas Brandt            approved {_sl(dt + timedelta(days=5))}
Human subjects research involved: No
Return the completed form to the Graduate Coordinator, Hartline Hall 2.110.
"""


def t_draft13(r, dt):
    return f"""{THESIS}
Draft - chapters 1-3 - {_us(dt)}
Chapter 1. Introduction
Continuous integration assumes that a failing test means a broken change. Flaky tests break that
assumption: in our dataset {r.randint(3, 7)}.{r.randint(0, 9)}% of test cases changed outcome at least once in 50 reruns
without any code change. Developers respond by rerunning whole pipelines, which costs time and money.
This thesis asks whether cheap signals, available without rerunning, can predict which tests are flaky.
Chapter 2. Background and Related Work
2.1 Root causes of flakiness: async wait, concurrency, test order dependency, network, time, randomness.
2.2 Rerun-based detection (DeFlaker, iDFlakies) and its cost.
2.3 Learning-based prediction: vocabulary models (FlakeFlagger) and their cross-project weakness.
Chapter 3. Methodology
3.1 Subject projects: {len(PROJECTS)} Python projects selected from PyPI by download count and test-suite size.
3.2 Rerun infrastructure: each suite is run 50 times in fresh containers, then 50 times in random order.
3.3 Static features extracted from the test's AST; runtime features collected by a pytest plugin.
3.4 Models: logistic regression baseline, random forest, gradient boosting; leave-one-project-out.
"""


def t_draft4(r, dt):
    rows = "\n".join(f"{p}  precision {r.uniform(0.55, 0.92):.2f}  recall {r.uniform(0.48, 0.88):.2f}"
                     for p in PROJECTS[:8])
    return f"""Chapter 4. Results (draft {_us(dt)})
4.1 RQ1: feature importance
The strongest predictors are the variance of test duration across reruns, calls to time.sleep or
asyncio.sleep inside the test body, and use of module-scoped fixtures shared between tests.
4.2 RQ2: cross-project transfer (leave-one-project-out, gradient boosting)
{rows}
Mean F1 {r.uniform(0.66, 0.74):.2f} versus {r.uniform(0.41, 0.52):.2f} for the vocabulary baseline.
4.3 RQ3: rerun savings
Rerunning only flagged tests would have saved {r.randint(58, 81)}% of rerun CPU time while catching
{r.randint(84, 95)}% of flaky failures.
TODO: confidence intervals; ask Elena whether to move 4.3 to its own chapter.
"""


def t_thesis_full(r, dt):
    return f"""{THESIS}
by Nathan Minh Tran, B.S.
THESIS
Presented to the Faculty of the Graduate School of Balcones University
in Partial Fulfillment of the Requirements for the Degree of Master of Science in Computer Science
Balcones University, Austin, Texas - August 2026
DRAFT v0.9 - not for distribution
Abstract
Flaky tests, which pass and fail nondeterministically on unchanged code, undermine continuous
integration. We present FlakeScope, a classifier that predicts flaky tests from lightweight static
signals and runtime signals gathered during one ordinary CI run. On {len(PROJECTS)} open-source Python
projects, FlakeScope reaches a cross-project F1 of {r.uniform(0.68, 0.73):.2f} and would cut rerun cost by
about two thirds. Table of Contents: 1 Introduction 2 Background 3 Methodology 4 Results
5 Threats to Validity 6 Conclusion  References  Appendix A Dataset
"""


def t_meeting_notes(r, dt):
    out = ["# Advisor meetings (Elena) - thesis", ""]
    d = dt
    topics = [("defense date fixed: Thu July 16, 10am, Hartline 3.104. Send full draft to committee by July 1.",
               "finish ch5 threats to validity; rerun tinyorm with fixed seed"),
              ("ch4 ok; wants confidence intervals (bootstrap) and per-category breakdown of root causes.",
               "bootstrap CIs; table 4.3"),
              ("Raj's comments on ch1-3: too long related work, cut 2.3 by half.", "trim 2.3, add DeFlaker numbers"),
              ("model: drop vocabulary features from main model, keep as baseline only.", "retrain GB model"),
              ("rerun cluster quota ran out - Elena asked dept for 2000 more core-hours.", "pause reruns, write ch3")]
    for done, todo in topics:
        out += [f"## {d:%Y-%m-%d}", f"- {done}", f"- next: {todo}", ""]
        d -= timedelta(days=r.randint(9, 16))
    return "\n".join(out)


def t_defense_form(r, dt):
    return f"""THE GRADUATE SCHOOL - BALCONES UNIVERSITY
Request for Final Oral Examination (Thesis Defense)
Submit at least three weeks before the examination.
Candidate: Nathan M. Tran      ID: {SID}      Degree: M.S. Computer Science
Thesis title: {THESIS}
Date: Thursday, July 16, 2026    Time: 10:00 AM    Location: Hartline Hall 3.104 (hybrid)
Committee: Elena Marchetti (chair), Rajesh Iyer, Susan Caldwell
Anticipated graduation: Summer 2026 (August conferral)
Signature of candidate: Nathan Tran    Date: {_sl(dt)}
Signature of supervising professor: E. Marchetti    Date: {_sl(dt + timedelta(days=1))}
"""


def t_committee_avail(r, dt):
    days = ["Mon 7/13", "Tue 7/14", "Wed 7/15", "Thu 7/16", "Fri 7/17", "Mon 7/20"]
    rows = ["Slot;Marchetti;Iyer;Caldwell;Room"]
    for d in days:
        for t in ("10:00", "14:00"):
            ok = [r.choice(["yes", "yes", "no", "maybe"]) for _ in range(3)]
            if d == "Thu 7/16" and t == "10:00":
                ok = ["yes", "yes", "yes"]
            rows.append(f"{d} {t};{ok[0]};{ok[1]};{ok[2]};Hartline 3.104")
    return "\n".join(rows)


def t_slides_outline(r, dt):
    return """# Defense slides - outline (45 min talk + questions)

1. Title, committee
2. Why flaky tests hurt CI (the red-build story from the Juniper Grid internship, anonymised)
3. Root causes - pie chart from our labelled set
4. Research questions RQ1-RQ3
5. Dataset: 12 projects, 50 reruns + 50 shuffled-order reruns
6. Features: static (AST) vs runtime (pytest plugin)
7. Model + leave-one-project-out
8-10. Results per RQ (fig_precision_recall, rerun savings)
11. Threats to validity
12. Contributions, future work (Java port? IDE plugin?)
Backup slides: hyperparameters, per-project tables, failed ideas (LLM labelling)
"""


def t_format_rules(r, dt):
    return """THE GRADUATE SCHOOL - THESIS AND DISSERTATION FORMAT GUIDELINES (2025-2026)
Paper and margins: US Letter; 1 inch margins on all sides; page numbers centered at the bottom.
Order of pages: title page, copyright page (optional), dedication (optional), acknowledgments, abstract,
table of contents, list of tables, list of figures, body, appendices, references, vita.
Abstract: no more than 350 words for a thesis.
Fonts: 10-12 pt, one font family throughout; headings may be bold.
Spacing: double-spaced body text; block quotes, captions and references may be single-spaced.
Electronic submission: a single PDF/A file through the ETD portal. Format review takes up to ten
business days; corrections requested by the reviewer must be made before the final deadline.
Final submission deadline for August conferral: July 31, 2026, 5:00 PM.
"""


def t_etd_checklist(r, dt):
    return """ETD Submission Checklist - Master's Thesis, Summer 2026
[ ] Apply to graduate in the student portal (deadline June 12)
[ ] Defense held and Report of Final Oral Examination signed by all committee members
[ ] Approval/signature page uploaded (electronic signatures accepted)
[ ] Thesis converted to PDF/A, fonts embedded, no security settings
[ ] Copyright and embargo choice made in the ETD portal (none / 1 year / 2 years)
[ ] Format review passed
[ ] Survey of Earned Doctorates - not required for master's students
Questions: etd@gradschool.balcones.edu
"""


def t_results_csv(r, dt):
    rows = ["project,tests,flaky,precision,recall,f1,rerun_savings"]
    for p in PROJECTS:
        n = r.randint(180, 2400)
        pr, rc = r.uniform(0.55, 0.93), r.uniform(0.5, 0.9)
        rows.append(f"{p},{n},{r.randint(4, max(5, n // 25))},{pr:.3f},{rc:.3f},{2 * pr * rc / (pr + rc):.3f},"
                    f"{r.uniform(0.5, 0.85):.2f}")
    return "\n".join(rows) + "\n"


PAPERS = [
    ("An Empirical Study of Nondeterministic Test Outcomes in Python Projects",
     "M. Okonjo, L. Fairweather", "Journal of Systems and Software, 2024",
     ("We rerun the test suites of 1,062 Python projects and find that 2.9% of tests are flaky. Asynchronous "
     "waits, test-order dependencies and network access account for most root causes.")),
    ("Order-Dependent Tests: Detection and Repair at Scale", "K. Saito, P. Albrecht", "ICSE 2021",
     ("Order-dependent tests pass in one order and fail in another. We present a shuffling detector and a "
     "repair tool that restores shared state, fixing 71% of victims in our corpus.")),
    ("A Survey of Flaky Tests: Causes, Detection and Mitigation", "R. Haddad, J. Lindgren, A. Moreau",
     "ACM Computing Surveys, 2022",
     ("We review 76 studies on flaky tests, classify root causes, compare rerun-based and learning-based "
     "detectors, and identify cross-project generalisation as the main open problem.")),
    ("Why Did My Test Fail Only Sometimes? Runtime Signals of Test Flakiness", "D. Ferreira, S. Kwan",
     "ISSTA 2023",
     ("Runtime traces of a single test execution - durations, thread counts, system calls - predict flakiness "
     "with an AUC of 0.86 and transfer to unseen projects better than identifier-based models.")),
]


def t_paper(i):
    def f(r, dt):
        title, authors, venue, abstract = PAPERS[i]
        return (f"{title}\n{authors}\n{venue}\nAbstract\n{abstract}\nKeywords: flaky tests, regression testing, "
                f"continuous integration, test reliability\n1 Introduction\nRegression tests are expected to be "
                f"deterministic ...")
    return f


def t_iyer_comments(r, dt):
    return f"""Comments on the draft thesis of Nathan Tran (chapters 1-3)
R. Iyer - {_us(dt)}
General: the problem is well motivated and the dataset is a real contribution. The writing is clear,
but chapter 2 reads like a literature list; group prior work by detection strategy and say what each
misses for your setting.
Specific:
p.4  "flaky tests are rare" - contradicts your own 4.1% figure; rephrase.
p.11 Explain why 50 reruns are enough. Cite the saturation curve or show your own.
p.17 The runtime features require one instrumented CI run; make this cost explicit when you claim
"lightweight".
p.22 Leave-one-project-out is the right protocol; also report per-project variance.
I am fine with a defense date in mid July. Please send the full draft at least two weeks before.
"""


def t_thesis_desk(r, dt):
    return """rerun exps before ch4 final:
- tinyorm: timeouts at 50x -> raise per-test timeout to 120s, seed=7
- asyncq shuffled-order run crashed on node 3, redo
- check label leakage: duration_var computed over ALL reruns incl. the ones used for labels?? -> recompute on
  first 10 runs only
- ask Elena: threats to validity section - mention only Python? or also pytest-only bias
- bootstrap CIs (1000 resamples) for table 4.2
- committee draft due July 1
"""


def t_advisor_mail(r, dt):
    return _eml("Elena Marchetti <emarchetti@cs.balcones.edu>", f"Nathan Tran <{SCHOOL_MAIL}>",
                "Re: next week", dt, f"""Hi Nathan,

Thursday July 16 at 10 works for Raj and Susan too, so let's lock it in. Please file the defense
request with the Graduate School this week - it needs three weeks' notice.

I read your chapter 4 over the weekend. The cross-project numbers are convincing. Two things before the
committee sees it: add bootstrap confidence intervals to Table 4.2, and move the rerun-savings analysis
into its own section so RQ3 doesn't get lost.

We can meet Tuesday at 2 as usual.

Elena

> On {_us(dt - timedelta(days=2))}, Nathan Tran wrote:
> Would Thursday July 16 work for the defense? Next week I'll have ch4 cleaned up.
""")


def t_abstract_draft(r, dt):
    return f"""Abstract (draft 3, about 300 words - limit is 350)
Flaky tests pass and fail on the same version of the code. They slow down continuous integration,
because developers rerun whole pipelines to tell a flaky failure from a real one, and they erode trust
in the test suite. Rerunning tests many times detects flakiness reliably but is expensive.
This thesis presents FlakeScope, which predicts whether a test is flaky from signals that are cheap to
collect: static features of the test code, such as sleeps, asynchronous waits, shared fixtures and
network calls, and runtime features gathered during a single instrumented run, such as duration and
resource use. We built a dataset of {len(PROJECTS)} open-source Python projects whose suites were rerun
100 times each, in fixed and shuffled order. Evaluated leave-one-project-out, FlakeScope reaches an F1
score of {r.uniform(0.68, 0.73):.2f}, against {r.uniform(0.42, 0.5):.2f} for a vocabulary-based baseline ...
(keep: contributions sentence, last line about the released dataset)
"""


def t_signature_page(r, dt):
    return f"""{THESIS.upper()}
APPROVED BY SUPERVISING COMMITTEE:
______________________ Elena Marchetti, Supervisor
______________________ Rajesh Iyer
______________________ Susan Caldwell
The Thesis Committee for Nathan Minh Tran certifies that this is the approved version of the
following thesis. (unsigned copy printed {_sl(dt)} for the defense packet)
"""


FS_README = """# FlakeScope

Predict flaky tests from lightweight static and runtime signals. Code for my M.S. thesis
(Balcones University, 2026, advisor Dr. Elena Marchetti).

## Layout
- `src/flakescope/features.py` - AST features (sleeps, async waits, fixtures, network calls)
- `src/flakescope/plugin.py` - pytest plugin that records durations and resource use
- `src/flakescope/train.py` - leave-one-project-out training and evaluation
- `data/` - rerun results (not committed, see data/README.md)

## Usage
```bash
pip install -e .
flakescope extract --project ../subjects/httpkit --out data/features/httpkit.parquet
flakescope train --features data/features --model gb --lopo
```
"""

FS_PYPROJECT = """[project]
name = "flakescope"
version = "0.4.0"
description = "Predicting flaky tests from lightweight static and runtime signals (M.S. thesis)"
authors = [{name = "Nathan Tran", email = "nathan.tran@balcones.edu"}]
requires-python = ">=3.10"
dependencies = ["pandas>=2.1", "scikit-learn>=1.4", "xgboost>=2.0", "pytest>=8", "pyarrow>=15", "typer>=0.12"]

[project.scripts]
flakescope = "flakescope.cli:app"

[project.entry-points.pytest11]
flakescope = "flakescope.plugin"
"""

FS_FEATURES = '''"""Static features of a test function, computed from its AST."""
from __future__ import annotations

import ast
from dataclasses import dataclass

SLEEP_CALLS = {"time.sleep", "asyncio.sleep"}
NETWORK_MODULES = {"requests", "httpx", "socket", "urllib"}


@dataclass
class StaticFeatures:
    n_asserts: int = 0
    n_sleeps: int = 0
    uses_network: bool = False
    uses_tmpfile: bool = False
    is_async: bool = False
    fixture_scope_module: int = 0


def _call_name(node: ast.Call) -> str:
    f = node.func
    if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name):
        return f"{f.value.id}.{f.attr}"
    return getattr(f, "id", "")


def extract(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> StaticFeatures:
    feats = StaticFeatures(is_async=isinstance(fn, ast.AsyncFunctionDef))
    for node in ast.walk(fn):
        if isinstance(node, ast.Assert):
            feats.n_asserts += 1
        elif isinstance(node, ast.Call):
            name = _call_name(node)
            if name in SLEEP_CALLS:
                feats.n_sleeps += 1
            if name.split(".")[0] in NETWORK_MODULES:
                feats.uses_network = True
            if name in ("tempfile.mkdtemp", "tempfile.NamedTemporaryFile"):
                feats.uses_tmpfile = True
    return feats
'''

FS_TRAIN = '''"""Leave-one-project-out training for the FlakeScope classifier."""
from __future__ import annotations

import pandas as pd
from sklearn.metrics import f1_score, precision_score, recall_score
from xgboost import XGBClassifier

FEATURES = ["n_asserts", "n_sleeps", "uses_network", "uses_tmpfile", "is_async", "fixture_scope_module",
            "duration_mean", "duration_var", "peak_threads", "order_sensitive"]


def lopo(df: pd.DataFrame) -> pd.DataFrame:
    rows = []
    for project in sorted(df["project"].unique()):
        train, test = df[df.project != project], df[df.project == project]
        model = XGBClassifier(n_estimators=400, max_depth=5, learning_rate=0.05, subsample=0.8)
        model.fit(train[FEATURES], train["flaky"])
        pred = model.predict(test[FEATURES])
        rows.append({"project": project,
                     "precision": precision_score(test["flaky"], pred, zero_division=0),
                     "recall": recall_score(test["flaky"], pred, zero_division=0),
                     "f1": f1_score(test["flaky"], pred, zero_division=0)})
    return pd.DataFrame(rows)
'''

FS_TEST = '''import ast

from flakescope.features import extract

SRC = """
import time, requests
def test_fetch():
    time.sleep(0.5)
    r = requests.get("http://localhost:8000")
    assert r.ok
"""


def test_sleep_and_network_detected():
    fn = ast.parse(SRC).body[1]
    f = extract(fn)
    assert f.n_sleeps == 1
    assert f.uses_network
    assert f.n_asserts == 1
'''

FS_DATA_README = """# data/

Rerun results are too big for git (about 40 GB of JUnit XML). They live on the lab share:
`/lab/marchetti/flakescope/reruns/`. `make fetch-data` copies the aggregated parquet files only.

- `reruns/<project>/run_<n>.xml` - 50 fixed-order + 50 shuffled-order runs per project
- `labels.csv` - test id, project, n_pass, n_fail, flaky (n_pass>0 and n_fail>0)
"""

TEX_MAIN = r"""\documentclass[12pt,letterpaper]{report}
\usepackage[margin=1in]{geometry}
\usepackage{setspace,graphicx,booktabs,hyperref}
\doublespacing
\title{FlakeScope: Predicting Flaky Tests from Lightweight Static and Runtime Signals}
\author{Nathan Minh Tran}
\date{August 2026}
\begin{document}
\maketitle
\begin{abstract}
\input{chapters/abstract}
\end{abstract}
\tableofcontents
\input{chapters/intro}
\input{chapters/background}
\input{chapters/method}
\input{chapters/results}
\input{chapters/threats}
\bibliographystyle{plain}
\bibliography{references}
\end{document}
"""

TEX_INTRO = r"""\chapter{Introduction}
Continuous integration rests on a simple contract: a red build means a broken change. Flaky
tests, which pass and fail nondeterministically on unchanged code, break that contract.
During my internship I watched a team rerun a 40-minute pipeline three times a day ``just in case''.
This thesis asks whether cheap signals can tell a flaky test from a reliable one \emph{before}
anyone reruns it.
\section{Contributions}
\begin{itemize}
\item A dataset of 12 Python projects with 100 reruns per test suite.
\item FlakeScope, a classifier over static and runtime features.
\item An estimate of the rerun cost saved in CI.
\end{itemize}
"""

TEX_BIB = """@article{okonjo2024empirical,
  title={An Empirical Study of Nondeterministic Test Outcomes in Python Projects},
  author={Okonjo, M. and Fairweather, L.},
  journal={Journal of Systems and Software}, year={2024}
}
@inproceedings{saito2021order,
  title={Order-Dependent Tests: Detection and Repair at Scale},
  author={Saito, K. and Albrecht, P.}, booktitle={ICSE}, year={2021}
}
@inproceedings{ferreira2023runtime,
  title={Why Did My Test Fail Only Sometimes? Runtime Signals of Test Flakiness},
  author={Ferreira, D. and Kwan, S.}, booktitle={ISSTA}, year={2023}
}
"""


# --------------------------------------------------------------------------- Move (Projects)


def t_movers_compare(r, dt):
    return f"""Company;Type;Pickup;Delivery window;Price;Valuation/insurance;Notes
Lone Star Movers;full service (pack+load+drive);Jul 29;Aug 10-17;{_usd(r, 4100, 4900)};full value +$310;binding
Cascade Crosscountry;full service;Jul 30;Aug 12-21;{_usd(r, 4500, 5600)};released value only;reviews mixed
CrateHaul;8ft container, I load;Jul 27 drop-off;~Aug 11;{_usd(r, 2100, 2700)};$5k coverage included;need parking permit
HaulRight truck 15ft;DIY + drive;Jul 31;n/a;{_usd(r, 1600, 2100)} + gas;basic;would have to tow the Corolla - no
Ship car (RouteLink Auto);car only;Aug 1;Aug 8-12;{_usd(r, 1150, 1450)};carrier cargo ins.;only if I fly"""


def t_mover_estimate(r, dt):
    total = r.uniform(4100, 4800)
    return f"""LONE STAR MOVERS, LLC   USDOT 3318842   MC 1150247
Binding Estimate - Interstate Household Goods Move        Estimate no. LSM-26-{r.randint(10000, 99999)}
Date: {_us(dt)}
Shipper: Nathan Tran, {ADDR.replace(chr(10), ', ')}
Destination: Seattle, WA 98103 (exact address to follow)
Requested pickup: July 29, 2026      Delivery spread: August 10 - August 17, 2026
Inventory (virtual survey): 1 bedroom - queen bed, dresser, desk, office chair, sofa, bookshelf,
TV 55", 28 boxes (medium), 4 boxes (large), bicycle, monitor x2.  Estimated weight 2,600 lbs.
Transportation ${total * 0.62:,.2f}   Packing materials ${total * 0.08:,.2f}   Packing labor ${total * 0.14:,.2f}
Fuel surcharge ${total * 0.09:,.2f}   Full value protection ${total * 0.07:,.2f}
TOTAL BINDING PRICE ${total:,.2f}   Deposit due at booking: $250.00
This binding estimate is valid for 60 days. You will receive "Your Rights and Responsibilities When You Move".
"""


def t_crate_quote(r, dt):
    return f"""CrateHaul Portable Storage - Moving Quote {r.choice(['Q-58812', 'Q-60417'])}
Quote date: {_us(dt)}   Customer: Nathan Tran   Phone: (512) 555-0148
From: Austin, TX 78741   To: Seattle, WA 98103   Container: 8' (fits a 1-bedroom)
Delivery of empty container: July 27, 2026   Pickup loaded: July 31, 2026
Estimated arrival in Seattle: August 10-12, 2026   Days at destination included: 7
Transit and delivery {_usd(r, 1900, 2400)}   Lock (disc) $24.99   Contents protection $5,000: $89.00
Note: a curbside or parking-lot placement needs written permission from the property manager.
"""


def t_move_budget(r, dt):
    return f"""Item;Estimate;Actual;Paid by
Movers or container;{_usd(r, 2200, 4600)};;relocation lump sum
Gas Austin->Seattle (2,150 mi @ 34 mpg);{_usd(r, 240, 300)};;
Motels x4 nights;{_usd(r, 380, 520)};;
Food on the road;{_usd(r, 150, 220)};;
Austin move-out cleaning (if needed);{_usd(r, 120, 200)};;deposit
Seattle first month + deposit;{_usd(r, 4300, 4700)};{_usd(r, 300, 400)} holding paid;
Seattle application fee;$55.00;$55.00;
WA license + plates;{_usd(r, 250, 420)};;
Boxes, tape;{_usd(r, 60, 110)};;
Relocation lump sum (net of tax ~ 70%);-$5,600;;Tidewater"""


PACKING = """# Packing / move checklist

## June
- [x] notice to vacate (sent Apr 28)
- [ ] sell desk, bookshelf, second monitor (Marketplace)
- [ ] book movers OR CrateHaul - decide by June 15
- [ ] get boxes from liquor store

## July
- [ ] pack books + kitchen first week of July
- [ ] schedule move-out inspection with Cypress Commons (last week)
- [ ] cancel Velocity Fiber, transfer electric end date to Jul 31
- [ ] USPS forwarding from Aug 1
- [ ] clean oven, fridge, bathroom grout (checklist from office)

## August
- [ ] drive out Aug 9, arrive ~Aug 13
- [ ] keys at The Halden Aug 15
- [ ] WA driver license within 30 days, plates
"""


SEA_SHORTLIST = """# Seattle apartments - shortlist (budget <= $2,400 incl. parking)

| Building | Area | 1BR rent | Parking | Commute to Tidewater (Westlake) | Notes |
|---|---|---|---|---|---|
| The Halden | Fremont | $2,245 | $150 | 15 min bus / bike along the ship canal | toured Apr 18, applied |
| Aurora Commons | Wallingford | $2,090 | $125 | 22 min bus | older, no in-unit W/D |
| Pike Loft | Capitol Hill | $2,390 | $225 | 25 min | loud at night (Maya said no) |
| Dexter Yards | South Lake Union | $2,650 | $250 | walk | over budget |

Halden holding deposit $300 paid, application approved May 8. Lease start Aug 15.
"""


def t_halden_app(r, dt):
    return f"""THE HALDEN - FREMONT        3612 Leary Way NW, Seattle, WA 98107
Rental Application Receipt
Applicant: Nathan Tran     Unit applied for: 412 (1 bed / 1 bath, 658 sq ft)
Date submitted: {_us(dt)}     Desired move-in: August 15, 2026
Employer: Tidewater Labs, Inc. (start 08/24/2026)   Verified via offer letter
Annual income stated: $142,000
Application fee (non-refundable, screening): $55.00   Holding deposit: $300.00
Status: Approved, pending lease signature. The holding deposit is credited to the security deposit.
"""


def t_halden_lease(r, dt):
    return """RESIDENTIAL LEASE AGREEMENT (WASHINGTON) - DRAFT FOR REVIEW
Landlord: Halden Fremont LLC, by its agent Sound Residential Management
Tenant: Nathan Minh Tran
Premises: 3612 Leary Way NW, Unit 412, Seattle, WA 98107
Term: August 15, 2026 through August 14, 2027
Monthly rent: $2,245.00 due on the 1st; prorated rent for August 15-31: $1,231.13
Security deposit: $1,000.00 (a move-in checklist will be provided as required by RCW 59.18.260)
Parking: one reserved garage stall, $150.00 per month (addendum C)
Utilities: tenant pays electricity (Puget Metro Power) and internet; water/sewer/garbage billed by RUBS
Pets: none without written consent. Renters insurance with $100,000 liability required.
Notice: Seattle requires 20 days' notice before the end of a month to terminate a month-to-month tenancy.
"""


def t_holding_receipt(r, dt):
    return f"""Sound Residential Management - Payment Receipt
Receipt #{r.randint(700000, 799999)}   Date: {_us(dt)}
Received from: Nathan Tran   Property: The Halden, Unit 412
Holding deposit .................. $300.00
Paid by: ACH (Lonestar FCU ****4471)
This deposit holds the unit until lease signing and will be applied to the security deposit.
"""


ROAD_TRIP = """Austin -> Seattle, ~2,150 mi, 4 driving days (Corolla, oil change before!)

Day 1 Sun Aug 9   Austin -> Amarillo        500 mi  (I-35/US-287)   motel near I-40
Day 2 Mon Aug 10  Amarillo -> Denver         430 mi                 stay w/ Kevin (BVU roommate)
Day 3 Tue Aug 11  rest day Denver?
Day 4 Wed Aug 12  Denver -> Twin Falls ID    620 mi  (I-80 W, I-84) long one
Day 5 Thu Aug 13  Twin Falls -> Seattle      640 mi  via Boise, Pendleton, Snoqualmie Pass
keys Aug 15 -> 1 night hotel or Maya's friend in Ballard
pack in car: monitor, laptop, plants, documents folder, air mattress
"""


WA_TODO = """WA stuff after moving
- driver license: within 30 days of residency -> DOL appointment (bring TX license, passport, proof of
  address = Halden lease + a Puget Metro Power bill)
- vehicle: title + register in WA within 30 days, emissions not required anymore
- car insurance: tell Pioneer Auto new garaging address (rate will go up)
- voter registration: VoteWA online once license done
- no state income tax in WA either :)
"""


def t_notice_vacate(r, dt, stamped: bool = False):
    stamp = (f"\nRECEIVED {_sl(dt + timedelta(days=1))} - Cypress Commons Leasing Office  (initials: JM)"
             if stamped else "")
    return f"""{_us(dt)}
Cypress Commons Apartments - Leasing Office
2301 E Riverside Dr, Austin, TX 78741
RE: 30-day notice to vacate - Unit 314 (1820 Quarry Bend Dr)
To the management,
This letter is my written notice that I will vacate unit 314 at the end of my lease term on
July 31, 2026. I understand the lease requires at least 60 days' written notice; this notice is given
more than 90 days ahead. Please schedule a move-out inspection on or near July 31 and send the security
deposit refund ($600.00) and the itemized statement to my forwarding address:
Nathan Tran, c/o Sound Residential Mgmt, 3612 Leary Way NW Unit 412, Seattle, WA 98107
Thank you,
Nathan Tran   (512) 555-0148   {MAIL}{stamp}
"""


def t_moveout_clean(r, dt):
    return """CYPRESS COMMONS - MOVE-OUT CLEANING GUIDE AND CHARGE SCHEDULE
To receive your full security deposit back, leave the unit in the condition you received it, minus
normal wear and tear. Return all keys, fobs and mailbox keys to the office on your move-out day.
Typical charges if not done: oven cleaning $45; refrigerator $35; bathroom $60; carpet cleaning
(required for all carpeted units) $150; wall holes over 1/4 inch $25 each; trash removal $75;
replacement fob $50; re-key $65.
Texas Property Code 92.103: the deposit refund and itemized deductions are mailed within 30 days of
surrender, provided you give a forwarding address in writing.
"""


def t_relo_agreement(r, dt):
    return f"""TIDEWATER LABS, INC. - RELOCATION BENEFIT AGREEMENT
Employee: Nathan Tran   Position: Software Engineer I   Start date: August 24, 2026
Origin: Austin, TX   Destination: Seattle, WA metropolitan area
Benefit: a one-time lump sum of $8,000.00 (gross, subject to tax withholding), paid in the first
regular payroll after your start date, to cover moving your household goods, travel and temporary housing.
Repayment: if you resign or are terminated for cause within 12 months of your start date, you agree
to repay a prorated portion of the relocation benefit (1/12 for each month not worked).
Signed electronically: Nathan Tran {_sl(dt)}   |   Tidewater Labs People Team
"""


def t_halden_addendum(r, dt):
    return f"""ADDENDUM C - PARKING AND UTILITIES
Attached to and made part of the Residential Lease for 3612 Leary Way NW, Unit 412, Seattle, WA 98107
Resident: Nathan Tran     Lease start: 08/15/2026
1. Parking. Resident rents garage stall P1-37 for $150.00 per month. Vehicles must be registered
with management and carry current plates; out-of-state plates must be changed within 30 days.
2. Utilities. Resident shall open an electricity account with Puget Metro Power in Resident's name
effective on the lease start date. Water, sewer and garbage are billed monthly by ratio utility
billing (RUBS), typical range $70-$95.
3. Bicycle storage room P1, key fob access.
Resident initials: NT   Date: {_sl(dt)}
"""


def t_mover_order(r, dt):
    return f"""LONE STAR MOVERS, LLC - ORDER FOR SERVICE
Order no. LSM-26-{r.randint(10000, 99999)}   Booked: {_us(dt)}
Shipper: Nathan Tran   Cell (512) 555-0148
Origin: 1820 Quarry Bend Dr Apt 314, Austin TX 78741 (3rd floor, elevator, reserve loading zone)
Destination: 3612 Leary Way NW Unit 412, Seattle WA 98107 (4th floor, elevator, garage loading dock)
Pack date: July 28, 2026   Load date: July 29, 2026   Delivery spread: Aug 15 - Aug 19, 2026
Binding price: {_usd(r, 4100, 4700)}   Deposit paid: $250.00   Balance due on delivery (card or certified funds)
Please be present at loading and delivery or name an agent. Not accepted: plants, propane, ammunition.
"""


FURNITURE = """sell before the move (FB Marketplace), pickup only, Austin 78741

- desk, white, 55in - $60 -> Jake? said maybe sat
- bookshelf 5 shelf - $35
- 2nd monitor 24in 1080p - $70
- office chair - KEEP (goes in the truck)
- bar stools x2 - $40 both  SOLD 5/24 (Venmo)
- air fryer - keep
- futon from undergrad - $50 or free, just gone by 7/25
- plants: give to Maya
"""


def t_utility_start(r, dt):
    return f"""Puget Metro Power - Start Service Confirmation
Confirmation number: {r.randint(41000000, 41999999)}   Requested: {_us(dt)}
Customer: Nathan Tran   Service address: 3612 Leary Way NW, Unit 412, Seattle, WA 98107
Service start date: Saturday, August 15, 2026
Account number: 2001-{r.randint(100000, 999999)}   Rate: Residential RSD-10
A first bill will arrive about 30 days after service starts. Set up autopay and paperless billing
at pugetmetropower.com/myaccount. Moving within our service area? Call 206-555-0190.
"""


# --------------------------------------------------------------------------- Career (Projects: Tidewater)


def t_offer(r, dt, signed: bool = False):
    sig = ("\nACCEPTED: /s/ Nathan Tran   Date: 03/12/2026 (signed electronically)" if signed else
           "\nPlease sign and return by March 13, 2026.")
    return f"""TIDEWATER LABS, INC.   1500 Westlake Ave N, Seattle, WA 98109
{_us(dt)}
Nathan Tran
{ADDR}
Dear Nathan,
We are delighted to offer you the position of Software Engineer I on the Storage Infrastructure team,
reporting to Priya Raman, Engineering Manager. Your anticipated start date is Monday, August 24, 2026,
at our Seattle office.
Base salary: $142,000 per year, paid semi-monthly.
Sign-on bonus: $15,000, paid within 30 days of your start date (repayable if you leave within 12 months).
Equity: 1,200 restricted stock units vesting over four years (25% after one year, then quarterly).
Relocation: an $8,000 lump-sum relocation benefit under a separate agreement.
This offer is contingent on a satisfactory background check and proof of authorization to work in the
United States. Employment with Tidewater Labs is at will.{sig}
Sincerely, Morgan Ellis, Senior Recruiter, on behalf of Tidewater Labs
"""


ONBOARD = """Tidewater Labs - New Hire Checklist (Software Engineer, Seattle)
Before day 1
[ ] Complete background check authorization (Verity Screening) - done 3/14
[ ] Fill in personal details and direct deposit in Workday
[ ] Federal W-4 (no WA state withholding form needed)
[ ] Section 1 of Form I-9 by your first day; bring original documents for Section 2
[ ] Choose laptop: MacBook Pro 14 or Linux workstation (respond to IT ticket)
[ ] Benefits enrollment opens on your start date; you have 30 days
Day 1 (Mon Aug 24): 9:00 AM, lobby of 1500 Westlake Ave N, ask for People Experience
Week 1: orientation, security training, meet your onboarding buddy
"""


def t_bgcheck_auth(r, dt):
    return f"""VERITY SCREENING, INC. - DISCLOSURE AND AUTHORIZATION REGARDING BACKGROUND INVESTIGATION
Requested by: Tidewater Labs, Inc.    Candidate: Nathan Minh Tran
A consumer report may be obtained for employment purposes, including employment history, education
verification and criminal records, in accordance with the Fair Credit Reporting Act.
I authorize Verity Screening to verify: Balcones University (M.S. expected 08/2026), Brazos Valley
University (B.S. 2023), Juniper Grid Systems (intern 2025), BrightPath Tutoring (2023-2024).
Electronic signature: Nathan Tran   Date: {_sl(dt)}   Order ID: VS-{r.randint(3000000, 3999999)}
"""


I9 = """I-9 / day 1 documents
- US passport (List A) -> alone is enough. Passport expires 2029, fine.
- backup: TX driver license + social security card (List B + C)
Section 1 in Workday before Aug 24.
Direct deposit: Lonestar FCU checking for now, open a WA bank/credit union later?
"""


def t_benefits(r, dt):
    return """TIDEWATER LABS 2026 BENEFITS GUIDE - US EMPLOYEES
Medical: choose Cascade PPO or Cascade HDHP with HSA (company HSA contribution $1,000/yr individual).
Premiums for employee-only coverage: PPO $48 per paycheck; HDHP $0.
Dental and vision: Delta-style dental PPO, vision exam every 12 months, both 100% employer paid.
401(k): Tidewater matches 50% of the first 8% you contribute; immediate vesting. Roth 401(k) available.
Life and disability: 2x salary basic life, short- and long-term disability at no cost.
Other: ORCA transit pass, $100/month wellness stipend, 20 days PTO plus 10 holidays.
Coverage starts on the first day of employment. Enroll within 30 days of your start date.
"""


def t_start_mail(r, dt):
    return _eml("Morgan Ellis <mellis@tidewaterlabs.com>", f"Nathan Tran <{MAIL}>",
                "Your start date: Monday, August 24", dt, """Hi Nathan,

Great news - your background check came back clear, so your start date of Monday, August 24 is
confirmed. You'll get a Workday invitation in early August to complete your new-hire tasks (W-4, direct
deposit, I-9 section 1). IT will reach out about your laptop two weeks before you start.

Priya also asked me to pass along that the team would love to have you for a casual video call in
June, just to say hello.

Congratulations again, and good luck with your defense!
Morgan
""")


def t_team_call(r, dt):
    return f"""# Call w/ Priya Raman (manager) - {dt:%Y-%m-%d}

- team: Storage Infrastructure, 9 engineers, owns the blob store + metadata service (Go + some Rust)
- on-call: not before month 3; rotation 1 week in 8
- first project idea: improve test reliability in the metadata service CI (!! she read my thesis abstract)
- onboarding buddy: Sam Whitford
- hybrid: Tue-Thu in office
- ask before start: laptop choice (Linux ok), can I push start to Aug 31 if the drive is late -> "probably fine"
"""


def t_bg_report(r, dt):
    return f"""VERITY SCREENING, INC.   Background Report Summary   Order VS-{r.randint(3000000, 3999999)}
Client: Tidewater Labs, Inc.   Subject: Nathan Minh Tran   Report completed: {_us(dt)}
Overall status: CLEAR
Education - Brazos Valley University: B.S. Computer Science, May 2023 - Verified
Education - Balcones University: M.S. Computer Science, enrolled, expected August 2026 - Verified
Employment - Juniper Grid Systems, Software Engineering Intern, 05/2025-08/2025 - Verified
Employment - BrightPath Tutoring LLC, Coding Tutor (part time), 06/2023-07/2024 - Verified
Criminal - county, state and federal searches (TX, 7 years) - No records found
You have the right to request a copy of your full consumer report under the FCRA.
"""


def t_welcome(r, dt):
    return """Welcome to Tidewater!
Hi Nathan - we're so glad you're joining us.
Your first day: Monday, August 24, 2026, 9:00 AM. Come to the lobby at 1500 Westlake Ave N, Seattle,
and ask for People Experience. Bring your I-9 documents (originals). Lunch with your team is on us.
What to expect in week one: orientation in the morning, laptop setup, security training, and a 1:1 with
your manager, Priya Raman. Your onboarding buddy is Sam Whitford from Storage Infrastructure.
Parking: we don't provide parking; your ORCA card will be ready on day one.
Questions before you start? Write to onboarding@tidewaterlabs.com.
"""


MANAGER_Q = """Questions for Priya before I start

1. What does a successful first 90 days look like for a new grad on the team?
2. Which languages will I use most - is the metadata service all Go?
3. How is code review done, and how big are typical PRs?
4. On-call expectations and compensation?
5. Is there a learning budget (conferences, books)?
6. Could I start Aug 31 instead of Aug 24 if the defense revisions run late?
7. Team rituals - standup time, planning cadence?
"""


# --------------------------------------------------------------------------- Travel (Projects: Santa Fe)


def t_flight(r, dt):
    code = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6))
    return f"""SOUTHLINE AIRWAYS - Trip Confirmation        Confirmation code: {code}
Booked {_us(dt)}
Passengers: NATHAN TRAN, MAYA DELGADO
Thu Jun 18, 2026  SL 1412  Austin (AUS) 7:05 AM -> Albuquerque (ABQ) 8:25 AM MDT   Seats 14A, 14B
Sun Jun 21, 2026  SL 1419  Albuquerque (ABQ) 6:40 PM -> Austin (AUS) 9:45 PM CDT  Seats 12E, 12F
Fare type: Wanna Go Lite   Total for 2 passengers: {_usd(r, 380, 520)}   Paid: Horizon Visa ****2290
Checked bags: 1 per passenger included. Check in online 24 hours before departure.
"""


def t_casita(r, dt):
    return f"""StayNest - Reservation confirmed
Casita on Canyon Road - private adobe casita with kiva fireplace, Santa Fe, NM
Host: Lorraine   Guests: 2   Check-in: Thu, Jun 18, 2026, 3:00 PM   Checkout: Sun, Jun 21, 2026, 11:00 AM
3 nights x {_usd(r, 165, 195)}   Cleaning fee $65.00   Service fee {_usd(r, 60, 80)}   Taxes {_usd(r, 50, 70)}
Total paid: {_usd(r, 680, 780)}   Reservation code HM{r.randint(10000000, 99999999)}
Message from host: "Happy early birthday to Maya! There's a bottle of local wine in the fridge."
Cancellation: full refund until June 11.
"""


ITIN = """# Santa Fe - Maya's 25th (Jun 18-21)

**Thu 18**  fly AUS 7:05 -> ABQ, pick up car, drive up (1 hr), lunch at the Railyard, Canyon Rd galleries,
check in casita 3pm, dinner somewhere casual
**Fri 19**  Bandelier NM hike (Main Loop + Alcove House ladders), green chile cheeseburger on the way back
**Sat 20 = BIRTHDAY**  slow morning, Juniper Springs Spa 11:00 (couples soak + massage), Meow-style art thing?,
dinner La Mesa Roja 7:30 (told them it's a birthday), cake from the bakery on Guadalupe
**Sun 21**  farmers market, Loretto Chapel, drive to ABQ, flight 6:40pm

don't forget: gift (earrings from the jeweler on the plaza? or the turquoise one she liked online), card, sunscreen
"""


def t_rental(r, dt):
    return f"""Roadrunner Car Rental - Reservation Confirmation
Confirmation #{r.randint(10000000, 99999999)}RR   Made on {_us(dt)}
Renter: Nathan Tran (age 24 - young renter fee waived with membership)
Pick-up: Albuquerque International Sunport (ABQ), Thu Jun 18, 2026 9:00 AM
Return: ABQ, Sun Jun 21, 2026 4:30 PM
Car class: Compact SUV (Kia Seltos or similar), unlimited miles
Base rate {_usd(r, 150, 190)}   Taxes and airport fees {_usd(r, 60, 85)}   Estimated total {_usd(r, 220, 270)}
Additional driver: Maya Delgado (spouse/partner fee waived: no - $13/day)
"""


def t_restaurant_mail(r, dt):
    return _eml("La Mesa Roja <reservations@lamesaroja-sf.com>", f"Nathan Tran <{MAIL}>",
                "Your reservation at La Mesa Roja - Saturday, June 20, 7:30 PM", dt, """Dear Nathan,

We look forward to welcoming you and your guest on Saturday, June 20, 2026 at 7:30 PM (party of 2).
We have noted the special occasion: a birthday. Our pastry team will prepare a small dessert with a
candle - just let your server know when you'd like it.

Please note our 48-hour cancellation policy; cancellations after that carry a $25 per person fee.

La Mesa Roja, 221 Delgado St, Santa Fe, NM 87501
""")


def t_spa(r, dt):
    return f"""JUNIPER SPRINGS SPA - Booking confirmation   #JS-{r.randint(100000, 999999)}
Guest: Nathan Tran (+1 guest: Maya Delgado)
Saturday, June 20, 2026
11:00 AM  Private outdoor soak for two (60 min)
12:15 PM  Side-by-side Deep Tissue Massage (60 min) x2
Total {_usd(r, 390, 460)} + gratuity at your discretion. Card on file: Visa ending 2290.
Please arrive 15 minutes early. Robes, sandals and towels provided. Cancellations within 24 hours are charged in full.
"""


GIFT_IDEAS = """Maya bday ideas (25th!!)
- turquoise + silver earrings (she saved the one from the shop in Santa Fe on insta)
- film camera? she keeps talking about the Olympus her dad had
- letter / scrapbook of our NOLA trip pics
- the spa thing (booked)
budget ~ $250 for gift
sizes: ring 6, she hates scented candles
"""


def t_bday_plan(r, dt):
    return """surprise plan - DON'T tell M
- she thinks we're just going for the weekend, doesn't know about the spa or the dinner
- ask Sofia (her sister) to text her at midnight on the 20th, + video call w/ her parents at breakfast
- hide the gift in my backpack, card written on the plane
- La Mesa Roja - confirm 48h before (Thu)
- the casita host will leave wine
- if it rains on Friday: skip Bandelier -> Meow Wolf + museums
"""


def t_friday_mail(r, dt):
    return _eml("Sofia Delgado <sofi.delgado@gmail.com>", f"Nathan Tran <{MAIL}>", "Re: Friday", dt, """omg yes I'm in!!

I'll text her right at midnight and get Mom and Dad on the call Saturday morning around 9 your time
(8 for them). I won't say a word about the spa, promise. Send me a pic of the casita so I can pretend
I don't know where you are lol.

Also she mentioned those turquoise earrings again last week. Just saying.

- Sofi

On Tue, Nathan Tran wrote:
> Hey Sofia, quick question about Maya's birthday weekend in Santa Fe - could you help with a surprise?
""")


# --------------------------------------------------------------------------- Hackathon (Projects)


def t_hack_reg(r, dt):
    return f"""CAPITAL CITY HACKS 2026 - Registration Confirmed
Hi Nathan Tran,
You're in! Capital City Hacks takes place Saturday June 13 - Sunday June 14, 2026 at the Austin Central
Commons event hall (4th floor). 24 hours of hacking, food included.
Team: "Three Forks"  (Nathan Tran, Jake Moreno, Aisha Rahman)
Check-in: Saturday 8:00-9:30 AM with a photo ID. Hacking starts 10:00 AM; submissions close Sunday 10:00 AM.
Tracks: Civic Tech, Sustainability (food waste), Health, Best Use of Open Data.
Ticket ID: CCH26-{r.randint(1000, 9999)}   Registered {_us(dt)}
"""


HACK_PLAN = """# Three Forks - Capital City Hacks 2026 plan

Idea (Sustainability track): **PantryPal** - snap a photo of your fridge/pantry, get recipes that use what
expires first, + a map of Austin food banks that accept leftovers.

- Jake: frontend (React), demo video
- Aisha: food-bank open data (City of Austin portal) + map
- me: backend (Express), recipe matching, image -> ingredient list via vision API

Before Saturday: API keys (vision + recipes), boilerplate repo (done), slide template, sleeping bag
Judging: demo 3 min + 2 min Q&A Sunday 11:00
"""


def t_hack_judging(r, dt):
    return """CAPITAL CITY HACKS 2026 - JUDGING CRITERIA
Each project is scored 1-5 on: Impact (does it solve a real problem for Austin?), Technical difficulty,
Design and usability, Completeness of the demo, Presentation.
Track prizes: Civic Tech, Sustainability, Health, Best Use of Open Data ($1,000 per winning team each).
Grand prize: $2,500 and a pitch slot at the Austin civic-tech meetup.
All code must be written during the event. Pre-existing boilerplate and open-source libraries are fine
if declared in your submission.
"""


HACK_ICS = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Capital City Hacks//Schedule//EN
BEGIN:VEVENT
UID:cch26-checkin@capitalcityhacks.org
DTSTART:20260613T130000Z
DTEND:20260613T143000Z
SUMMARY:Capital City Hacks - Check-in & breakfast
LOCATION:Austin Central Commons, 4th floor
END:VEVENT
BEGIN:VEVENT
UID:cch26-submit@capitalcityhacks.org
DTSTART:20260614T150000Z
DTEND:20260614T150000Z
SUMMARY:Submissions close (Devpost)
END:VEVENT
BEGIN:VEVENT
UID:cch26-demos@capitalcityhacks.org
DTSTART:20260614T160000Z
DTEND:20260614T190000Z
SUMMARY:Demos and judging
END:VEVENT
END:VCALENDAR
"""

PP_README = """# PantryPal (Capital City Hacks 2026)

Snap your pantry, get recipes that use what expires first, and find Austin food banks that take extras.
Team Three Forks: Nathan Tran, Jake Moreno, Aisha Rahman.

```bash
npm install
cp .env.example .env   # VISION_API_KEY, RECIPES_API_KEY
npm run dev            # http://localhost:3000
```

Boilerplate (Express + static frontend) prepared before the event and declared in our submission.
"""

PP_PACKAGE = """{
  "name": "pantrypal",
  "version": "0.1.0",
  "private": true,
  "description": "Capital City Hacks 2026 - recipes from what's in your pantry",
  "main": "src/server.js",
  "scripts": {
    "dev": "nodemon src/server.js",
    "start": "node src/server.js",
    "lint": "eslint src"
  },
  "dependencies": {
    "express": "^4.19.2",
    "multer": "^1.4.5-lts.1",
    "node-fetch": "^3.3.2",
    "dotenv": "^16.4.5"
  },
  "devDependencies": {
    "eslint": "^9.3.0",
    "nodemon": "^3.1.0"
  }
}
"""

PP_SERVER = """import express from "express";
import multer from "multer";
import "dotenv/config";
import { recipesRouter } from "./routes/recipes.js";

const app = express();
const upload = multer({ limits: { fileSize: 8 * 1024 * 1024 } });

app.use(express.static("public"));
app.use(express.json());
app.use("/api/recipes", recipesRouter);

app.post("/api/scan", upload.single("photo"), async (req, res) => {
  // TODO (hackathon): send req.file.buffer to the vision API, return ingredient list
  res.json({ ingredients: [] });
});

const port = process.env.PORT || 3000;
app.listen(port, () => console.log(`PantryPal on http://localhost:${port}`));
"""

PP_RECIPES = """import { Router } from "express";

export const recipesRouter = Router();

// rank recipes by how many soon-to-expire ingredients they use
export function score(recipe, pantry) {
  const expiring = new Set(pantry.filter((i) => i.daysLeft <= 3).map((i) => i.name));
  return recipe.ingredients.filter((n) => expiring.has(n)).length;
}

recipesRouter.post("/suggest", async (req, res) => {
  const pantry = req.body.pantry || [];
  res.json({ recipes: [], pantrySize: pantry.length });
});
"""

PP_INDEX = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>PantryPal</title><link rel="stylesheet" href="style.css"></head>
<body>
  <h1>PantryPal</h1>
  <p>Take a photo of your fridge. We'll tell you what to cook before it goes bad.</p>
  <input type="file" accept="image/*" capture="environment" id="photo">
  <div id="results"></div>
  <script type="module" src="app.js"></script>
</body>
</html>
"""


def t_hack_brainstorm(r, dt):
    return """Hackathon ideas - Jake / Aisha / me (doc shared in our group chat)
Event: June 13-14, 24h, tracks: civic tech, sustainability, health, open data

1. PantryPal - fridge photo -> recipes using what expires first + food bank map  (sustainability + open data) *****
2. Bus stop accessibility reporter (civic tech) - photo + GPS, sends to city 311 API
3. Heat-wave cooling center finder w/ SMS for people without smartphones (health / civic)
4. Study-room occupancy from wifi counts (lol, no data)

Vote: 1 (3 votes). Backup: 3.
Need: vision API credits (Aisha has student credits), City of Austin open data portal food bank dataset
Who brings: extension cord (me), snacks (Jake), Aisha's monitor
"""


def t_hack_todo(r, dt):
    return """before Saturday (13th)
- [ ] API keys in .env (vision + recipes)
- [x] repo boilerplate pushed
- [ ] extension cord, phone charger, hoodie, sleeping bag
- [ ] check-in 8:00-9:30, bring ID
- [ ] slides template (3 min demo!) - Jake
- [ ] ask Aisha: food bank dataset has lat/long?
- [ ] tell Elena I'm off Sat/Sun (no thesis meeting)
"""


def t_saturday_mail(r, dt):
    return f"""Gmail - Re: Saturday
Aisha Rahman <aisha.r@balcones.edu>    {_us(dt)}
to me, Jake
Good news: the City of Austin open data portal has the food pantry list with lat/long AND hours, so the
map part of PantryPal is easy. I also got 5,000 free vision API calls with my student account.
Can we meet at the event hall at 7:45 so we get a table near an outlet? Submissions close at 10 AM
Sunday, so let's freeze features at 6 AM and spend the last hours on the demo.
- Aisha
"""


HACK_OLD = """# ParkBuddy - BVU Hack 2022 (Devpost writeup)

## Inspiration
Finding a parking spot near Zachry at 9:55 am is impossible.
## What it does
Crowdsourced garage occupancy: students tap "full"/"spots" when entering a garage; the app shows a live map.
## How we built it
Flutter app, Firebase realtime DB, Google Maps SDK. 24 hours, 4 people, too much Red Bull.
## Challenges
Firebase rules at 4 am. Nobody tested on iOS until the demo.
## Accomplishments
3rd place overall, 41 real users on Sunday morning.
"""


# --------------------------------------------------------------------------- School (Areas)


def t_degree_plan(r, dt):
    return f"""BALCONES UNIVERSITY - GRADUATE PROGRAM OF WORK (M.S. COMPUTER SCIENCE, THESIS OPTION)
Student: Nathan M. Tran   ID: {SID}   Admitted: Fall 2024   Advisor: Elena Marchetti
Required core (9 hrs): CS 6363 Design and Analysis of Algorithms (Fall 2024, A-)
  CS 6378 Advanced Operating Systems (Fall 2025, A)   CS 6360 Database Design (Fall 2024, A)
Electives (15 hrs): CS 6375 Machine Learning (Spring 2025, B+)  CS 6301 Cloud Computing (Spring 2026, A)
  CS 6385 Software Testing and Verification (Spring 2025, A)   CS 6350 Big Data Management (Fall 2025, A-)
  CS 6390 Advanced Computer Networks (Spring 2026, A-)
Thesis (6 hrs): CS 6398 Thesis (Spring 2026, Summer 2026)
Total: 30 semester credit hours.  Approved by Graduate Advisor T. Brandt on {_sl(dt)}
"""


def t_transcript(r, dt):
    return f"""BALCONES UNIVERSITY - UNOFFICIAL TRANSCRIPT  (printed {_sl(dt)})
Name: Tran, Nathan Minh   ID: {SID}   Program: Master of Science, Computer Science
Fall 2024:  CS 6360 Database Design A | CS 6363 Algorithms A-            Term GPA 3.84
Spring 2025: CS 6375 Machine Learning B+ | CS 6385 Software Testing A     Term GPA 3.67
Fall 2025:  CS 6378 Advanced Operating Systems A | CS 6350 Big Data Mgmt A-   Term GPA 3.84
Spring 2026: CS 6301 Cloud Computing A | CS 6390 Adv Networks A- | CS 6398 Thesis CR  Term GPA 3.84
Summer 2026: CS 6398 Thesis (in progress)
Cumulative GPA 3.79   Hours earned 27
"""


def t_tuition(r, dt, term: str):
    tuit = r.uniform(5200, 6400) if term != "Summer 2026" else r.uniform(2100, 2600)
    fees = r.uniform(600, 900)
    return f"""BALCONES UNIVERSITY - STUDENT ACCOUNT STATEMENT   {term}
Student: Tran, Nathan M   ID: {SID}   Statement date: {_sl(dt)}
Tuition - graduate resident ............ ${tuit:,.2f}
Required fees (student services, technology, recreation, health center) ... ${fees:,.2f}
Teaching assistant tuition benefit ...... -${tuit:,.2f}
Graduate fellowship (department) ........ -$500.00
Balance due ............................. ${fees - 500:,.2f}
Payment due by the 12th class day. Pay online at mybalcones > Student Account. Unpaid balances
block registration and transcripts.
"""


def t_grad_app(r, dt):
    return f"""Application for Graduation - Confirmation
Balcones University, Office of the Registrar
Name: Nathan Minh Tran   ID: {SID}
Degree: Master of Science   Major: Computer Science   Option: Thesis
Expected conferral term: Summer 2026 (degree conferral date August 15, 2026)
Diploma name: Nathan Minh Tran   Diploma mailing address: will be updated (moving)
Graduation fee $55.00 charged to your student account.
Submitted: {_us(dt)}
Summer commencement ceremony: Friday, August 14, 2026, 7:00 PM, Erwin-style Events Center. Participation is optional.
"""


def t_deadlines(r, dt):
    return """THE GRADUATE SCHOOL - SUMMER 2026 DEADLINES FOR AUGUST DEGREES
June 12   Last day to apply for graduation online
June 26   Last day to file a Request for Final Oral Examination (at least 3 weeks before the defense)
July 24   Last day to hold the final oral examination (defense)
July 31   Final thesis/dissertation PDF and signed approval forms due through the ETD portal
August 7  Last day of summer classes
August 14 Summer commencement
August 15 Degree conferral
Students who miss the July 31 deadline must register in the fall semester to graduate in December.
"""


def t_schedule(r, dt):
    return f"""Balcones University - Class Schedule - Summer 2026     Printed {_sl(dt)}
Tran, Nathan M ({SID})
CS 6398.002  Thesis  3 hrs  Instructor: Marchetti, E.   Dates: 06/01/2026 - 08/07/2026   Arranged
Total hours: 3  (full-time status for summer with a TA appointment: 3 hrs)
Teaching assistant appointment: CS 2336 Data Structures and Algorithms, 20 hrs/week
"""


def t_commencement(r, dt):
    return _eml("Office of the Registrar <registrar@balcones.edu>", f"{SCHOOL_MAIL}",
                "Summer 2026 Commencement: RSVP and guest tickets", dt, """Dear Summer 2026 graduation candidate,

Congratulations on applying to graduate! The summer commencement ceremony will be held on
Friday, August 14, 2026, at 7:00 PM. Please RSVP by July 10 if you plan to walk. Each graduate receives
six guest tickets; additional tickets may be available after July 20.

Caps, gowns and master's hoods are sold at the University Co-op. Graduates who cannot attend will
receive their diplomas by mail about eight weeks after conferral; please keep your diploma mailing
address up to date.

Office of the Registrar
""")


def t_advising(r, dt):
    return _eml("Thomas Brandt <tbrandt@cs.balcones.edu>", f"{SCHOOL_MAIL}", "Re: degree audit - summer graduation",
                dt, """Hi Nathan,

I ran your degree audit. With CS 6398 in summer you'll have 30 hours and all requirements met, so
summer graduation works. Two reminders: apply to graduate by June 12, and your thesis committee form
is already on file. If the defense slips past July 24 you'd have to enroll in the fall, so keep Elena
posted.

Tom Brandt, Graduate Advisor, Computer Science
""")


def t_enroll_verif(r, dt):
    return f"""BALCONES UNIVERSITY - OFFICE OF THE REGISTRAR
Enrollment Verification   Issued {_us(dt)}
This is to certify that Nathan Minh Tran (student ID ending 2736) is enrolled at Balcones University
for the Summer 2026 term (June 1 - August 7, 2026) in the Master of Science in Computer Science program
and is considered full time (at least half time for federal student loan purposes).
Anticipated graduation date: August 15, 2026.
This verification was requested by the student for: student loan deferment - Keystone Student Loan Servicing.
Verification ID {r.randint(10000000, 99999999)}. Verify at registrar.balcones.edu/verify.
"""


def t_degree_audit(r, dt):
    return f"""DEGREE AUDIT - Master of Science, Computer Science (Thesis)   Run date {_sl(dt)}
Student: Tran, Nathan M   Catalog year 2024-2026
[OK] Core courses 9 of 9 hours
[OK] Electives 15 of 15 hours
[IP] Thesis 6 hours: CS 6398 Spring 2026 (CR), CS 6398 Summer 2026 (in progress)
[OK] Minimum GPA 3.00: 3.79
[IP] Final oral examination - not yet recorded
[IP] Thesis submitted to Graduate School - not yet recorded
Projected status: all requirements complete at end of Summer 2026 if in-progress items are completed.
"""


# --------------------------------------------------------------------------- Teaching (Areas)


def t_ta_letter(r, dt, term: str, course: str, prof: str):
    return f"""BALCONES UNIVERSITY - DEPARTMENT OF COMPUTER SCIENCE
{_us(dt)}
Dear Nathan Tran,
I am pleased to offer you an appointment as a Teaching Assistant for the {term} term, assigned to
{course} (instructor: {prof}). The appointment is 50% time (20 hours per week) from the first class
day to the last day of final examinations.
Salary: {"$1,680.00" if "Summer" in term else "$2,240.00"} per month. The appointment carries a tuition
benefit covering resident tuition and eligibility for the graduate student health insurance plan (SHIP)
premium contribution.
Duties include holding office hours, grading, leading lab sections and answering course forum questions.
You must complete FERPA training before accessing student records.
Please accept in Workday within seven days.
Sincerely, Karen Liu, Graduate Program Coordinator
"""


def t_ferpa(r, dt):
    return f"""CERTIFICATE OF COMPLETION
This certifies that NATHAN TRAN has completed
FERPA: Protecting Student Records (Faculty, Staff and Student Employees)
Balcones University Compliance Training   Completed {_us(dt)}   Score 100%   Valid for 2 years
"""


def t_ta_handbook(r, dt):
    return """CS DEPARTMENT TEACHING ASSISTANT HANDBOOK 2025-2026
1. Office hours: at least 4 hours per week, posted on Canvas in the first week.
2. Grading: return graded work within 7 days. Use the instructor's rubric; post comments in Canvas.
3. Academic integrity: report suspected cases to the instructor; never confront students yourself.
4. FERPA: never discuss grades by personal email or in public; use the Canvas inbox or your
   balcones.edu account. Do not leave graded exams in hallways.
5. Hours: TAs on 50% appointments should not exceed 20 hours per week; tell your instructor early
   if a week will run over.
6. Emergencies and harassment: contact the Graduate Coordinator (Karen Liu) and the Title IX office.
"""


def t_syllabus(r, dt):
    return f"""CS 2336 - Data Structures and Algorithms - Summer 2026 (10-week session)
Instructor: Dr. Alan Whitaker   TAs: Nathan Tran, Grace Okafor
Lectures MTWR 10:00-11:40, Hartline 1.210   Labs Friday 10:00-12:00 (Nathan), 13:00-15:00 (Grace)
Topics: complexity, lists, stacks and queues, hashing, trees and BSTs, heaps, graphs, sorting.
Grading: labs 20%, homework 30% (6 assignments), midterm 20%, final 30%.
Late policy: 10% per day, max 3 days. Two free late days per student.
Office hours: Whitaker Tue 1-3; Nathan Mon/Wed 3-5 (Hartline 2.402 TA room); Grace Thu 2-4.
All submissions through Canvas and the autograder. Regrade requests within one week of grades posted.
Published {_sl(dt)}
"""


OH_MD = """# CS 2336 Summer 26 - my office hours

Mon 3-5pm, Wed 3-5pm - Hartline 2.402 (TA room), also Zoom link on Canvas for Wed
Lab section: Fri 10-12 (HAR 1.118)

Common questions week 1:
- Java vs C++ -> Java 21 only this summer
- autograder shows "compilation error" -> they zipped the folder instead of the .java files
- can't see HW1 on Canvas -> published Monday 9am
"""


def t_lab1(r, dt):
    return """CS 2336 Lab 1 - Warm-up: Dynamic Arrays
Goal: implement a simple ArrayList<Integer> with add, get, remove and automatic resizing.
1. Start from the provided IntList.java. The backing array starts at capacity 4.
2. When full, allocate a new array of twice the size and copy the elements.
3. Write JUnit tests for add at capacity, remove from the middle, and get out of bounds.
4. Measure: time 1,000,000 adds with doubling vs growing by 10. Record both in lab1.txt.
Submit IntList.java, IntListTest.java and lab1.txt on Canvas by Sunday 11:59 PM.
Checkoff: show your TA the timing results before leaving the lab.
"""


def t_rubric(r, dt, which: str):
    return f"""Grading rubric - {which}
Correctness (autograder tests) ........................ 60
  - all public tests pass: 40; hidden edge cases: 20
Code quality ........................................... 15
  - meaningful names, no duplicated code, methods under ~40 lines
Complexity analysis in the README ...................... 15
  - states Big-O for each operation and justifies it
Tests written by the student ........................... 10
Deductions: late (10%/day), does not compile (-50, regrade after fix), hardcoded outputs (0 + report)
Grader notes: be consistent; comment on every deduction in Canvas.
"""


def t_gradebook(r, dt, n: int, cols: list[str], sep: str = ";"):
    rows = [sep.join(["Student", "ID"] + cols + ["Total"])]
    for _i in range(n):
        sc = [r.randint(55, 100) for _ in cols]
        rows.append(sep.join([_student(r), f"B0{r.randint(1000000, 9999999)}"] + [str(s) for s in sc] +
                             [f"{sum(sc) / len(sc):.1f}"]))
    return "\n".join(rows) + "\n"


def t_regrades(r, dt):
    out = ["CS 3377 regrade requests (spring 26) - handled", ""]
    for _i in range(5):
        why = r.choice(["memory leak deduction", "late penalty", "test 7 fails on autograder only", "README missing"])
        out.append(f"- {_student(r)}: project {r.choice([1, 2, 3])}, {why} -> "
                   f"{r.choice(['+5', 'no change', '+10', 'sent to Dr. Castillo'])}")
    return "\n".join(out) + "\n"


def t_exam_solutions(r, dt):
    return """CS 3377 Systems Programming - Exam 2 - Solutions (TA copy, do not distribute)
1. fork() is called three times in a loop; how many processes print? 8 (2^3).
2. Explain why the signal handler must only call async-signal-safe functions; printf is not one.
3. The pipe example deadlocks because the parent never closes the write end; add close(fd[1]).
4. mmap with MAP_SHARED: both processes see the update; with MAP_PRIVATE, copy-on-write.
5. Race condition in the counter: protect with a pthread_mutex or use atomic_fetch_add.
Grading: partial credit 50% for the correct idea with a wrong detail.
"""


def t_grading_notes(r, dt):
    return """# CS 3345 fall 25 - grading notes

- HW3 (AVL trees): many lost points on rotation after delete - announce in lecture, not just Canvas
- Prof. Nguyen wants median + histogram posted after each exam
- plagiarism: 2 pairs flagged by MOSS on HW4, forwarded to Dr. Nguyen 10/30
- office hours are packed before due dates -> suggested extra Thursday session, approved
"""


def t_timesheet(r, dt):
    rows = "\n".join(f"{(dt - timedelta(days=30 - 7 * i)):%m/%d}-{(dt - timedelta(days=24 - 7 * i)):%m/%d}   "
                     f"grading {r.randint(6, 10)}h  office hrs 4h  lab 2h  prep {r.randint(2, 5)}h"
                     for i in range(4))
    return f"""BALCONES UNIVERSITY - STUDENT EMPLOYEE MONTHLY TIME REPORT
Employee: Tran, Nathan M   Position: Teaching Assistant (50%)   Dept: Computer Science
{rows}
Certified by employee: N. Tran {_sl(dt)}   Approved by supervisor: A. Whitaker
"""


AUTOGRADER_README = """# cs2336-autograder

TA scripts for CS 2336 (Summer 2026). Runs students' Java submissions against JUnit tests in a
Docker sandbox and writes a CSV that can be imported into the Canvas gradebook.

    python grade.py submissions/hw1 --tests tests/hw1 --out grades_hw1.csv

Never commit student submissions or the grades CSV (FERPA) - see .gitignore.
"""

AUTOGRADER_PY = '''"""Run JUnit tests on each student's submission and write a Canvas-importable CSV."""
from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path


def grade(sub: Path, tests: Path) -> tuple[int, int]:
    cmd = ["docker", "run", "--rm", "--network=none", "-v", f"{sub}:/sub", "-v", f"{tests}:/tests",
           "cs2336-runner:21", "/run-tests.sh"]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=300).stdout
    passed = out.count("[PASS]")
    return passed, passed + out.count("[FAIL]")


def main() -> None:
    subs, tests, out = Path(sys.argv[1]), Path(sys.argv[3]), Path(sys.argv[5])
    with out.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["SIS User ID", "Score"])
        for sub in sorted(subs.iterdir()):
            passed, total = grade(sub, tests)
            w.writerow([sub.name, round(60 * passed / max(total, 1), 1)])


if __name__ == "__main__":
    main()
'''

AUTOGRADER_TOML = """[project]
name = "cs2336-autograder"
version = "0.2.0"
description = "TA grading scripts for CS 2336"
requires-python = ">=3.11"
dependencies = []
"""


def t_canvas_export(r, dt):
    rows = ["Student,ID,SIS User ID,Section,Lab 1 (3301),HW1 Dynamic Arrays (3302),Current Score,Final Score",
            "    Points Possible,,,,10,100,(read only),(read only)"]
    for _i in range(14):
        a, b = r.randint(5, 10), r.randint(40, 100)
        rows.append(f'"{r.choice(TA_LAST)}, {r.choice(TA_FIRST)}",{r.randint(80000, 89999)},'
                    f'B0{r.randint(1000000, 9999999)},'
                    f"CS 2336.0{r.choice([81, 82])},{a},{b},{(a * 10 + b) / 2:.2f},{(a * 10 + b) / 20:.2f}")
    return "\n".join(rows) + "\n"


def t_announcement(r, dt):
    return """draft announcement (post on Canvas Monday)

Hi everyone,
A few of you asked about HW1: the autograder now runs Java 21 and the hidden tests include resizing
from capacity 4 to 8 and removing the last element. If you submitted before Sunday and got
"compilation error", check that you uploaded IntList.java itself, not a zip of your project folder.
You can resubmit until Wednesday 11:59 PM without a late penalty this one time.
Office hours this week: Mon and Wed 3-5 in Hartline 2.402.
- Nathan (TA)
"""


def t_lab2(r, dt):
    return """Lab 2 - Singly Linked Lists (CS 2336, Summer 2026)   DRAFT - check with Dr. Whitaker
Objectives: implement a generic singly linked list and compare it with the dynamic array from Lab 1.
Tasks
1. Node<T> with data and next; LinkedList<T> with addFirst, addLast, removeFirst, get(i), size.
2. Keep a tail pointer so addLast is O(1). Explain why removeLast is still O(n).
3. Write reverse() in place - no new nodes.
4. Timing: 100,000 addFirst on your list vs Lab 1's IntList.add(0, x). Put both numbers in lab2.txt.
Checkoff: show reverse() on a 5-element list to your TA.
Due: Sunday June 14, 11:59 PM on Canvas.
"""


def t_student_mail(r, dt):
    name = _student(r)
    return _eml(f"{name} <{name.split()[0].lower()}.{name.split()[1].lower()}@balcones.edu>",
                f"Nathan Tran <{SCHOOL_MAIL}>", "question about my grade", dt, f"""Hi Nathan,

I got 72 on project 3 but the autograder said 18/20 tests passed before the deadline. I think the
deduction for "memory not freed" is for the test harness and not my code - valgrind shows 0 bytes
definitely lost on my machine. Could you take another look? I can come to office hours Wednesday.

Thank you,
{name}
CS 3377.001
""")


def t_oh_log(r, dt):
    out = ["office hours questions - to raise with Whitaker", ""]
    for q in ["why is hashCode needed if we override equals", "Big-O of ArrayList.remove(0) - several confused",
              "autograder timeout on recursion hw (stack depth 10^5)",
              "student asked for extension (family) -> forward to prof",
              "Lab 1 timing numbers vary a lot on lab machines"]:
        out.append(f"- {q}")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------- Finance (Areas)


def _month_txns(r, y: int, m: int) -> list[tuple[datetime, str, float]]:
    out = [(datetime(y, m, 1), "ACH CYPRESS COMMONS RENT", -1385.00),
           (datetime(y, m, 15), "ACH BALCONES UNIV PAYROLL", 1049.28),
           (datetime(y, m, 28), "ACH BALCONES UNIV PAYROLL", 1049.28),
           (datetime(y, m, 5), "ACH VELOCITY FIBER", -65.00),
           (datetime(y, m, 9), "ACH HILL COUNTRY ELECTRIC", -round(r.uniform(58, 120), 2)),
           (datetime(y, m, 20), "ACH HORIZON CARD PYMT", -round(r.uniform(300, 900), 2)),
           (datetime(y, m, 16), "ACH SUMMIT BROKERAGE ROTH", -250.00), (datetime(y, m, 27), "DIVIDEND", 0.42)]
    for _ in range(r.randint(6, 9)):
        desc, lo, hi = r.choice([("POS HEB #0412 AUSTIN TX", 15, 110), ("POS TORCHYS TACOS", 11, 28),
                                 ("POS SHELL OIL 5722", 28, 46), ("VENMO CASHOUT", -90, -20),
                                 ("ATM WITHDRAWAL", 40, 40)])
        out.append((datetime(y, m, r.randint(1, 28)), desc, -round(r.uniform(lo, hi), 2)))
    return sorted(out)


def t_bank(r, dt):
    prev = dt.replace(day=1) - timedelta(days=1)
    bal = r.uniform(2400, 4200)
    lines = []
    for d, desc, amt in _month_txns(r, prev.year, prev.month):
        bal += amt
        lines.append(f"{d:%m/%d}  {desc:<30} {amt:>10,.2f} {bal:>11,.2f}")
    return f"""LONESTAR FEDERAL CREDIT UNION   Member statement {prev:%B %Y}
Nathan M Tran   Member #{r.randint(100000, 999999)}   Free Checking ****4471
Statement period {prev:%m}/01/{prev:%Y} - {_sl(prev)}
Date   Description                        Amount     Balance
""" + "\n".join(lines) + f"\nDividends earned: $0.42   Share savings ****4470 balance {_usd(r, 3000, 5200)}\n"


def t_card(r, dt):
    bal = r.uniform(600, 1400)
    return f"""HORIZON VISA SIGNATURE - Statement closing {_sl(dt)}
NATHAN M TRAN   Account ending 2290
Previous balance {_usd(r, 400, 1200)}   Payments -{_usd(r, 400, 1200)}   Purchases {bal:,.2f}   Interest $0.00
New balance ${bal:,.2f}   Minimum payment due $35.00   Payment due date {_sl(dt + timedelta(days=25))}
Transactions: SOUTHLINE AIRWAYS; SPOTIFY USA; PARCELO MARKETPLACE; CHIPOTLE 2281; TORCHY'S TACOS;
STEAM PURCHASE; SHELL OIL; JUNIPER SPRINGS SPA (deposit); CAPMETRO
Credit limit $6,500   Available {_usd(r, 5000, 5900)}   Rewards: 1.5% cash back, {r.randint(2000, 9000)} points
"""


def t_loan_summary(r, dt):
    return f"""KEYSTONE STUDENT LOAN SERVICING - Loan Summary as of {_us(dt)}
Borrower: Nathan M Tran   Account 8804-{r.randint(100000, 999999)}
Loan                              Disbursed   Rate    Principal     Status
Direct Subsidized (BVU 2019-20)   2019-08     4.53%   $3,500.00     In school
Direct Subsidized (BVU 2020-21)   2020-08     2.75%   $4,500.00     In school
Direct Unsubsidized (BVU 2021-23) 2021-08     3.73%   $6,000.00     In school
Direct Unsubsidized (Balcones)    2024-08     8.08%   $10,250.00    In school
Accrued unpaid interest on unsubsidized loans: {_usd(r, 1400, 1900)}
Total: {_usd(r, 25600, 26200)}. Your loans enter a six-month grace period when you drop below half time.
"""


def t_grace(r, dt):
    return f"""Keystone Student Loan Servicing   PO Box 7100, Harrisburg, PA 17106   {_us(dt)}
Nathan M Tran
{ADDR}
Your grace period is coming - here's what to expect
Our records show you are expected to graduate or drop below half-time enrollment in August 2026.
Your federal student loans will then enter a six-month grace period, and your first payment will be
due in February 2027. Interest on your unsubsidized loans continues to accrue during the grace period
and will be capitalized when repayment begins.
Estimated monthly payment on the Standard 10-year plan: {_usd(r, 285, 310)}. You may also choose an
income-driven plan. Log in to choose a repayment plan and set up autopay for a 0.25% rate reduction.
"""


def t_repay(r, dt):
    return f"""Repayment plan estimate (Keystone loan simulator, printed {_sl(dt)})
Total balance {_usd(r, 25800, 26300)}, weighted average rate 5.9%
Standard (10 yr):  {_usd(r, 285, 300)}/mo   total paid ~ $34,700
Graduated (10 yr): starts {_usd(r, 165, 180)}/mo, rises every 2 years   total ~ $36,900
Extended:          not eligible (under $30,000)
Income-driven (based on $142,000 salary): higher than Standard - not useful
My plan: Standard + autopay, pay extra $500/mo on the 8.08% loan first after sign-on bonus.
"""


def t_loans_xlsx(r, dt):
    return """Loan;Rate;Balance;Min payment;Plan
Sub 2019;4.53%;3500;;standard
Sub 2020;2.75%;4500;;standard (pay last)
Unsub 2021;3.73%;6000;;standard
Unsub 2024 Balcones;8.08%;10250;;avalanche - pay first
Accrued interest;;1650;;capitalizes Feb 2027
Total;;25900;~295;first payment Feb 2027"""


def t_budget(r, dt, year: int):
    rows = ["Category;Jan;Feb;Mar;Apr;May;Notes"]
    for cat, lo, hi in (("Rent", 1385, 1385), ("Electric", 55, 130), ("Internet", 65, 65), ("Groceries", 220, 380),
                        ("Eating out", 90, 260), ("Gas", 60, 120), ("Car insurance", 118, 118),
                        ("Phone", 35, 35), ("Subscriptions", 28, 40), ("Roth IRA", 250, 250)):
        rows.append(";".join([cat] + [f"{r.uniform(lo, hi):.0f}" for _ in range(5)] + [""]))
    rows.append(f"Income (net);{';'.join(['2098'] * 5)};" + ("TA 20h" if year == 2026 else "TA + savings"))
    return "\n".join(rows)


def t_paystub(r, dt):
    gross = 2240.0 if dt.month < 6 else 1680.0
    fed = gross * 0.07
    return f"""BALCONES UNIVERSITY - EARNINGS STATEMENT   Pay date {_sl(dt)}
Employee: Tran, Nathan M   Employee ID 00{r.randint(100000, 999999)}   Position: Teaching Assistant (CS)
Earnings: Regular salary, half month ........ ${gross / 2:,.2f}
Deductions: Federal income tax ${fed / 2:,.2f}   Medicare ${gross / 2 * 0.0145:,.2f}
Social Security: exempt (student FICA exemption)   SHIP premium (student share) $0.00
Net pay ${gross / 2 - fed / 2 - gross / 2 * 0.0145:,.2f}   Direct deposit Lonestar FCU ****4471
YTD gross {_usd(r, 9000, 11500)}
"""


def t_roth(r, dt):
    return f"""SUMMIT BROKERAGE - Quarterly Statement Q1 2026 (January 1 - March 31)
Roth IRA - Nathan M Tran   Account X7-{r.randint(100000, 999999)}
Beginning value {_usd(r, 4800, 5600)}   Contributions $750.00 (2026 tax year)   Change in value {_usd(r, -150, 260)}
Ending value {_usd(r, 5500, 6400)}
Holdings: Summit Total Market Index Fund (SMTIX) 100%
2026 contribution limit $7,000; contributed to date $750.00.
"""


def t_1040(r, dt, year: int, employers: str, addr: str = ADDR):
    wages = r.uniform(21000, 29000) if year == 2025 else r.uniform(14000, 19000)
    std = {2023: 13850, 2024: 14600, 2025: 15750}[year]
    taxable = max(0.0, wages - std)
    tax = taxable * 0.1
    return f"""Form 1040  U.S. Individual Income Tax Return  {year}   (copy for your records)
Filing status: Single   Name: Nathan M Tran   SSN: XXX-XX-6618
Address: {addr.replace(chr(10), ', ')}
1a Total amount from Form(s) W-2, box 1 ({employers}) ........ {wages:,.2f}
2b Taxable interest ........ {r.uniform(30, 160):,.2f}
11 Adjusted gross income ........ {wages + 80:,.2f}
12 Standard deduction ........ {std:,.2f}
15 Taxable income ........ {taxable:,.2f}
16 Tax ........ {tax:,.2f}
29 American opportunity credit: not eligible (graduate student, used Lifetime Learning instead)
25a Federal income tax withheld from W-2 ........ {tax + r.uniform(300, 900):,.2f}
35a Refund ........ {r.uniform(300, 900):,.2f}   Direct deposit to ****4471
Prepared with TaxBridge Free File; e-filed {_sl(dt)}
"""


def t_w2(r, dt, employer: str, ein: str, year: int, lo: float, hi: float, addr: str = ADDR):
    w = r.uniform(lo, hi)
    ss = 0.0 if "Univ" in employer else w  # student FICA exemption
    return f"""Form W-2 Wage and Tax Statement {year}   Copy B - To Be Filed With Employee's FEDERAL Tax Return
a Employee's SSN XXX-XX-6618
b Employer identification number {ein}
c Employer: {employer}
e/f Employee: NATHAN M TRAN, {addr.replace(chr(10), ', ')}
1 Wages, tips, other compensation {w:,.2f}     2 Federal income tax withheld {w * 0.08:,.2f}
3 Social security wages {ss:,.2f}    4 Social security tax withheld {ss * 0.062:,.2f}
5 Medicare wages {w:,.2f}     6 Medicare tax withheld {w * 0.0145:,.2f}
15 State: TX (no state income tax)
"""


def t_1098t(r, dt):
    return f"""Form 1098-T Tuition Statement 2025
Filer: Balcones University, Office of Student Accounts, Austin TX 78712   EIN 74-6001{r.randint(100, 999)}
Student: NATHAN M TRAN   Student ID {SID}
1 Payments received for qualified tuition and related expenses {_usd(r, 11800, 13200)}
5 Scholarships or grants {_usd(r, 11500, 12900)}   (includes teaching assistant tuition benefit)
8 At least half-time student: X    9 Graduate student: X
"""


def t_1099int(r, dt, payer: str):
    return f"""Form 1099-INT Interest Income 2025   Copy B for Recipient
PAYER: {payer}
RECIPIENT: NATHAN M TRAN   Account ending {r.randint(1000, 9999)}
1 Interest income ${r.uniform(20, 160):,.2f}
4 Federal income tax withheld $0.00
This is important tax information and is being furnished to the IRS.
"""


def t_efile_mail(r, dt):
    return _eml("TaxBridge Free File <no-reply@taxbridge.com>", f"Nathan Tran <{MAIL}>",
                "Your 2025 federal return was accepted by the IRS", dt, f"""Hi Nathan,

Good news! The IRS accepted your 2025 federal tax return on {_us(dt)}.
Expected refund: {_usd(r, 300, 900)} by direct deposit, usually within 21 days.
Texas does not have a state income tax, so no state return was required.

Track your refund with the IRS "Where's My Refund?" tool.
TaxBridge Free File
""")


TAX_NOTES = """taxes 2025 - notes
- W-2 Juniper Grid (internship May-Aug) + W-2 Balcones (TA), 1099-INT Lonestar + Summit
- 1098-T: box 5 scholarships > box 1?? -> TA tuition benefit counts as scholarship, no credit. checked:
  tuition benefit for TA = qualified, not taxable (Sec 117(d)(2))
- Lifetime Learning credit: not worth it, nothing out of pocket
- student loan interest: none paid (in school), no 1098-E
- filed 3/9 with TaxBridge free file, refund to checking
"""


def t_receipt(r, dt, store: str, item: str, lo: float, hi: float):
    price = r.uniform(lo, hi)
    return f"""{store}
Order / receipt #{r.randint(100000000, 999999999)}   Date {_sl(dt)}
Sold to: Nathan Tran, {ADDR.replace(chr(10), ', ')}
{item}   ${price:,.2f}
Sales tax (8.25%)  ${price * 0.0825:,.2f}
Total  ${price * 1.0825:,.2f}   Paid: Horizon Visa ****2290
Manufacturer warranty: 1 year. Keep this receipt for returns (30 days) and warranty claims.
"""


def t_venmo(r, dt):
    rows = ["ID,Datetime,Type,Status,Note,From,To,Amount (total)"]
    for _i in range(12):
        d = dt - timedelta(days=r.randint(1, 30))
        note, amt = r.choice([("rent split? no - pizza", "-18.50"), ("bar stools", "+40.00"), ("tacos", "-14.25"),
                              ("concert tix", "-62.00"), ("gas to Houston", "+25.00"), ("groceries", "-31.40"),
                              ("utilities June", "-22.00"), ("birthday gift pool", "-30.00")])
        rows.append(f"{r.randint(10**18, 10**19 - 1)},{d:%Y-%m-%dT%H:%M:%S},Payment,Complete,{note},"
                    f"{'Nathan Tran' if amt.startswith('-') else _student(r)},"
                    f"{_student(r) if amt.startswith('-') else 'Nathan Tran'},{amt}")
    return "\n".join(rows) + "\n"


def t_bank_csv(r, dt):
    rows = ["Date,Description,Amount,Balance"]
    bal = r.uniform(3000, 4500)
    prev = dt.replace(day=1) - timedelta(days=1)
    before = prev.replace(day=1) - timedelta(days=1)
    for y, m in ((before.year, before.month), (prev.year, prev.month)):
        for d, desc, amt in _month_txns(r, y, m):
            bal += amt
            rows.append(f"{d:%m/%d/%Y},{desc},{amt:.2f},{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_cp12(r, dt):
    return f"""Department of the Treasury, Internal Revenue Service   Notice CP12   Tax year 2023
Notice date {_us(dt)}   Social Security number XXX-XX-6618
NATHAN M TRAN
We changed your 2023 Form 1040 to correct a miscalculation. You're due a refund of {_usd(r, 120, 260)}
more than you expected.
What you need to do: Review this notice and compare our changes to the information on your tax return.
If you agree, you don't need to do anything. Your refund will be deposited within 4-6 weeks.
Why we corrected your return: we found an error in the computation of your tax on line 16.
"""


def t_roth_confirm(r, dt):
    return f"""SUMMIT BROKERAGE - Contribution Confirmation
Date {_us(dt)}   Account: Roth IRA X7-{r.randint(100000, 999999)}   Owner: Nathan M Tran
Contribution amount: $250.00   Tax year: 2026   Source: bank transfer from Lonestar FCU ****4471
Invested in: Summit Total Market Index Fund (SMTIX) at ${r.uniform(128, 142):.2f} per share
Year-to-date 2026 contributions: {_usd(r, 1000, 1500)} of the $7,000 annual limit.
"""


def t_dispute(r, dt):
    return f"""{_us(dt)}
Horizon Card Services, Billing Disputes, PO Box 6210, Sioux Falls, SD 57117
Re: Account ending 2290 - disputed charge
To whom it may concern,
I am writing to dispute a charge of {_usd(r, 59, 99)} from "STREAMLY PREMIUM" posted on {_sl(dt - timedelta(days=12))}.
I cancelled this subscription on {_sl(dt - timedelta(days=45))} and have the cancellation confirmation email
(attached). Please remove the charge and any related fees, and confirm in writing.
Sincerely,
Nathan M. Tran
{ADDR}
"""


def t_order_receipt(r, dt):
    return f"""Parcelo Marketplace - Order Details
Order placed {_us(dt)}   Order # 112-{r.randint(1000000, 9999999)}-{r.randint(1000000, 9999999)}
Ship to: Nathan Tran, Austin TX 78741
1 x Anker-style 65W USB-C GaN charger ........ {_usd(r, 29, 45)}
1 x Logi-style MX wireless mouse ........ {_usd(r, 69, 99)}
Subtotal, shipping $0.00 (student membership), tax 8.25%. Grand total {_usd(r, 105, 155)}
Payment: Horizon Visa ending 2290. Return window closes {_sl(dt + timedelta(days=30))}.
"""


def t_budget_note(r, dt):
    return """june money check
checking ~4,1xx  savings ~4,6xx   card due 6/22 (~$890, Santa Fe stuff)
income: TA $1,680/mo now (summer rate), last check Aug 15
fixed: rent 1385, electric ~110 (AC!!), internet 65, car ins 118, phone 35, spotify 12
-> ~1,725 fixed vs 1,680 in = negative in summer, use savings
Roth: pause $250/mo until sign-on bonus in Sept
loans: nothing due until Feb 2027, but interest runs on the 8% one
"""


# --------------------------------------------------------------------------- Health (Areas)


def t_ship_card(r, dt):
    return f"""GULFSTREAM HEALTH PLANS - Balcones University Student Health Insurance Plan (SHIP) 2025-2026
Member: NATHAN M TRAN   Member ID: BSH{r.randint(10000000, 99999999)}   Group: BU-GRAD-2526
Plan year: 08/15/2025 - 08/14/2026   Network: Gulfstream Choice PPO
Copays: University Health Services $0 | PCP $25 | Specialist $50 | Urgent care $50 | ER $250
Rx: generic $10 / preferred brand $40   Deductible: $500 in-network
Customer service 1-800-555-0172   Nurse line 24/7 1-800-555-0173   Pharmacy BIN 610{r.randint(100, 999)}
"""


def t_ship_summary(r, dt):
    return """SUMMARY OF BENEFITS AND COVERAGE - Balcones University SHIP 2025-26 (Gulfstream Health Plans)
Coverage period: 08/15/2025 - 08/14/2026   Coverage for: Individual   Plan type: PPO
Overall deductible: $500 in-network / $1,000 out-of-network. Out-of-pocket limit: $4,000 individual.
Preventive care: no charge in-network. University Health Services visits: no charge.
Mental health outpatient: $0 at the Counseling Center, $25 copay in-network.
Dental and vision: pediatric only; adults may buy the voluntary dental plan (BrightSmile Dental Network).
Eligibility: graduate students enrolled at least half time, and TAs/RAs with an appointment of 20 hours.
Coverage ends on August 14, 2026 for students who graduate in summer; continuation is not available.
"""


def t_eob(r, dt):
    billed = r.uniform(180, 420)
    allowed = billed * r.uniform(0.45, 0.65)
    return f"""GULFSTREAM HEALTH PLANS - EXPLANATION OF BENEFITS   THIS IS NOT A BILL
Member: Nathan M Tran   ID BSH{r.randint(10000000, 99999999)}   Claim #{r.randint(1000000000, 9999999999)}
Provider: Riverside Urgent Care Austin   Date of service {_sl(dt - timedelta(days=18))}
Service: Office visit, established patient (99213); rapid strep test (87880)
Amount billed ${billed:,.2f}   Plan allowed ${allowed:,.2f}   Plan paid ${allowed - 50:,.2f}
Your responsibility: $50.00 (urgent care copay)   Deductible met to date: $180.00 of $500.00
Questions? Call 1-800-555-0172.
"""


def t_uhs_visit(r, dt):
    return f"""BALCONES UNIVERSITY HEALTH SERVICES - After Visit Summary
Patient: Nathan Tran   DOB 02/11/2002   Visit {_sl(dt)}   Provider: Lauren Pike, PA-C
Reason for visit: sore throat, cough x 5 days
Assessment: viral upper respiratory infection. Rapid strep negative.
Plan: fluids, rest, ibuprofen 400 mg every 6-8 h as needed, honey for cough. Return if fever > 101 F
for more than 3 days or trouble breathing.
No charge for this visit (covered by student health fee).
"""


def t_dental(r, dt):
    return f"""BRIGHTSMILE DENTAL - EAST RIVERSIDE   2510 E Riverside Dr, Austin TX 78741
Patient statement   Date {_sl(dt)}   Patient: Nathan Tran
D0120 Periodic oral evaluation   $62.00
D1110 Prophylaxis (cleaning), adult   $105.00
D0274 Bitewings, four films   $68.00
Insurance (BrightSmile Voluntary Student Plan) paid ${r.uniform(160, 200):.2f}
Patient balance {_usd(r, 30, 70)}   Next recall: 6 months
"""


def t_eye(r, dt):
    return f"""CLEARVIEW OPTICAL - Spectacle Prescription
Patient: Nathan Tran   Exam date {_sl(dt)}   Dr. Hannah Cho, O.D.
        Sphere   Cylinder   Axis
OD      -2.75    -0.50      180
OS      -3.00    -0.25      175
PD 63 mm. Prescription expires {_sl(dt + timedelta(days=730))}.
Exam $95.00 (self-pay, not covered by SHIP)   Frames + lenses {_usd(r, 140, 220)}
"""


def t_immun(r, dt):
    return """IMMUNIZATION RECORD - Nathan Minh Tran   DOB 02/11/2002
MMR: dose 1 03/2003, dose 2 09/2006
Hepatitis B: 3-dose series completed 2002
Tdap: 08/2013, Td booster 08/2023 (BVU Student Health)
Meningococcal ACWY: 08/2013, booster 07/2019 (required for Texas college entry)
Influenza: 10/2024, 10/2025 (Balcones UHS)
COVID-19: primary series 2021, updated 2024-25 vaccine 10/2024
"""


def t_ship_end(r, dt):
    return _eml("Student Health Insurance Office <ship@balcones.edu>", SCHOOL_MAIL,
                "Your SHIP coverage and summer graduation", dt, """Dear Nathan,

Our records show you have applied to graduate in Summer 2026. Your Balcones SHIP coverage will remain
active through August 14, 2026, the end of the 2025-26 plan year. It cannot be extended after
graduation. If your new employer's coverage starts later than August 15, consider a short-term plan or
marketplace coverage to avoid a gap.

Remember to use University Health Services and your preventive benefits before coverage ends.

Student Health Insurance Office
""")


def t_dental_claim(r, dt):
    return f"""DENTAL CLAIM FORM (scanned copy)
1. Type of transaction: statement of actual services
Policyholder/subscriber: Nathan M Tran   Plan: BrightSmile Voluntary Student Plan   ID BSV-{r.randint(100000, 999999)}
Patient: self   DOB 02/11/2002
Billing dentist: BrightSmile Dental - East Riverside, NPI 1{r.randint(100000000, 999999999)}
Date of service {_sl(dt - timedelta(days=10))}   Tooth #30   Surface MO   D2392 resin composite, two surfaces  $210.00
Total fee $210.00   Signature of patient: N. Tran
"""


def t_urgent_bill(r, dt):
    return f"""RIVERSIDE URGENT CARE AUSTIN - PATIENT BILL   Statement date {_sl(dt)}
Patient: Nathan Tran   Account {r.randint(200000, 299999)}
Date of service {_sl(dt - timedelta(days=35))}: Office visit level 3, X-ray wrist 2 views
Charges ${r.uniform(280, 360):,.2f}   Insurance payment (BVU? -> none on file) $0.00
Amount due {_usd(r, 280, 360)}. Self-pay discount 30% if paid within 30 days.
Note: please update your insurance information if you have coverage.
"""


# --------------------------------------------------------------------------- Car (Areas)


def t_title(r, dt):
    return f"""STATE OF TEXAS - CERTIFICATE OF TITLE  (scanned copy)
Vehicle identification number 2T1BURHE9HC{r.randint(100000, 999999)}
Year 2017  Make TOYOTA  Model COROLLA  Body 4D  Title issued {_sl(dt)}
Owner: NATHAN M TRAN, 3311 Bellaire Blvd, Sugar Land TX 77478 (parents' address)
Previous owner: Thanh V Tran   Odometer 41,280 actual miles
First lien: none
"""


def t_registration(r, dt):
    plate = "".join(r.choice("BCDFGHJKLMNPRSTVWXYZ") for _ in range(3)) + f"-{r.randint(1000, 9999)}"
    return f"""TEXAS DEPARTMENT OF MOTOR VEHICLES - Registration Renewal Receipt
Plate: {plate}   Vehicle: 2017 TOYOTA COROLLA
Registration valid through: {(dt + timedelta(days=365)):%m/%Y}   County: Travis
Base registration fee $50.75   Local fees $20.00   Inspection fee (state portion) $7.50
Total paid ${r.uniform(78, 92):.2f}   Renewed online {_sl(dt)}
Your registration sticker will arrive by mail within 3 weeks. Keep this receipt in the vehicle until then.
"""


def t_inspection(r, dt):
    return f"""VEHICLE INSPECTION REPORT - Texas Safety Inspection
Station: Riverside Auto Care #T{r.randint(10000, 99999)}   Date {_sl(dt)}
Vehicle: 2017 Toyota Corolla   Odometer {r.randint(86000, 94000)}
Brakes PASS  Lights PASS  Horn PASS  Tires PASS (tread 5/32)  Wipers PASS  Seat belts PASS
Result: PASS   Fee $7.00
"""


def t_auto_ins(r, dt, decl: bool):
    if not decl:
        return f"""PIONEER AUTO INSURANCE - Texas Liability Insurance Card
Policy number PA-{r.randint(1000000, 9999999)}   Effective {_sl(dt)} to {_sl(dt + timedelta(days=182))}
Named insured: Nathan M Tran   Vehicle: 2017 Toyota Corolla
Keep this card in your vehicle. Texas law requires proof of financial responsibility.
"""
    return f"""PIONEER AUTO INSURANCE - Policy Declarations   Policy period {_sl(dt)} - {_sl(dt + timedelta(days=182))}
Named insured: Nathan M Tran   Garaging address: {ADDR.replace(chr(10), ', ')}
Vehicle: 2017 Toyota Corolla LE
Bodily injury liability 50/100  Property damage 50  PIP $2,500  Uninsured motorist 50/100
Collision deductible $1,000   Comprehensive deductible $500
Six-month premium {_usd(r, 680, 760)}   Discounts: good student, paperless, paid in full
Changing your garaging address to another state requires a new policy in that state.
"""


def t_oil(r, dt):
    return f"""LAMAR AUTO CARE   1405 S Lamar Blvd, Austin TX   Invoice {r.randint(40000, 49999)}
Date {_sl(dt)}   Customer: Nathan Tran   Vehicle: 2017 Toyota Corolla   Mileage {r.randint(88000, 93000)}
Full synthetic oil change 0W-20 (4.4 qt) + filter   $64.99
Tire rotation   $19.99   Multi-point inspection: front brake pads 5 mm, cabin filter due
Shop supplies $4.50   Tax $7.37   Total {_usd(r, 95, 99)}
Next service due at {r.randint(93000, 98000)} miles.
"""


def t_car_log(r, dt):
    return """Date;Miles;Service;Shop;Cost
2024-09-14;78120;oil change + rotation;Lamar Auto Care;92.10
2025-02-02;81960;oil change;Lamar Auto Care;89.40
2025-06-20;84400;new battery;AutoZone-ish;189.99
2025-10-05;87010;oil + cabin filter;Lamar Auto Care;118.30
2026-03-11;90250;2 front tires;Rosedale Tire;262.80
2026-05-02;91010;oil change + rotation;Lamar Auto Care;96.85
next;~95000;oil change before the Seattle drive!;;"""


def t_tires(r, dt):
    return f"""ROSEDALE TIRE & WHEEL   Invoice #88231   Date {_sl(dt)}
Customer: Nathan Tran   (512) 555-0148   Vehicle: 2017 Toyota Corolla LE   Odometer 90,250
2 x 205/55R16 91V all-season   @ $104.00   $208.00
Mount & balance x2 $40.00   TPMS service kits $10.00   Tire disposal $6.00
Alignment check: within spec   Tax ${r.uniform(20, 22):.2f}   Total {_usd(r, 262, 266)}
Road hazard warranty included - 3 years or 2/32" tread.
"""


def t_toll(r, dt):
    return f"""HILL COUNTRY TOLLWAY AUTHORITY - PAY BY MAIL INVOICE   Invoice #{r.randint(700000000, 799999999)}
Invoice date {_sl(dt)}   Due date {_sl(dt + timedelta(days=25))}
Registered owner: Nathan M Tran   License plate TX {r.choice(['KPD', 'LTR', 'MZV'])}-{r.randint(1000, 9999)}
Transactions: SH 130 Mainline North {_sl(dt - timedelta(days=21))} $3.84;
SH 71 Toll {_sl(dt - timedelta(days=19))} $1.27
Pay-by-mail processing fee $1.15   Amount due ${r.uniform(6.2, 6.4):.2f}
Avoid fees: get a toll tag. Unpaid invoices may lead to a vehicle registration block.
"""


# --------------------------------------------------------------------------- Home (Areas) + old apartments


def t_lease(r, dt, term: str, rent: str):
    return f"""CYPRESS COMMONS APARTMENTS - APARTMENT LEASE CONTRACT (Texas)
Owner: Cypress Commons Partners LP, managed by Capstone Residential
Resident: Nathan Minh Tran   Apartment: 1820 Quarry Bend Dr, Unit 314, Austin, TX 78741
Lease term: {term}   Monthly rent: {rent}, due on the 1st; late fee after the 3rd
Security deposit: $600.00   Pets: none   Parking: one unassigned space, sticker required
Notice: resident must give at least 60 days' written notice of intent to move out before the end of
the lease term. Utilities: resident pays electricity (Hill Country Electric) and internet.
Renter's insurance with $100,000 liability is required during the whole lease term.
Signed electronically {_sl(dt)}
"""


def t_ledger(r, dt):
    rows = []
    for i in range(6):
        d = dt - timedelta(days=30 * (5 - i))
        rows.append(f"{d:%m}/01/{d:%Y}  Rent charge 1,385.00   {d:%m}/0{r.randint(1, 3)}/{d:%Y}  Payment ACH -1,385.00")
    return "CYPRESS COMMONS - Resident Ledger   Unit 314   Resident: Nathan Tran\n" + "\n".join(rows) + \
        "\nCurrent balance $0.00   Deposit on hand $600.00\n"


def t_renters(r, dt):
    return f"""BLUEBONNET MUTUAL - Renters Insurance Policy Declarations
Policy HO4-{r.randint(1000000, 9999999)}   Period {_sl(dt)} to {_sl(dt + timedelta(days=365))}
Insured: Nathan M Tran   Location: 1820 Quarry Bend Dr Apt 314, Austin TX 78741
Personal property $20,000 (replacement cost)   Personal liability $100,000   Medical payments $1,000
Loss of use $6,000   Deductible $500   Annual premium {_usd(r, 118, 146)}
Interested party: Cypress Commons Partners LP (proof of coverage sent)
"""


def t_electric(r, dt):
    kwh = r.randint(420, 980)
    return f"""HILL COUNTRY ELECTRIC - Residential Bill   Statement date {_sl(dt)}
Account 3301-{r.randint(100000, 999999)}   Service address: 1820 Quarry Bend Dr Apt 314, Austin TX 78741
Service period {_sl(dt - timedelta(days=31))} - {_sl(dt - timedelta(days=1))}   Meter reading: {kwh} kWh used
Energy charge {kwh} kWh x $0.1120 = ${kwh * 0.112:,.2f}   Customer charge $10.00
Regulatory charges ${kwh * 0.018:,.2f}
Amount due ${kwh * 0.13 + 10:,.2f} by {_sl(dt + timedelta(days=18))}   AutoPay: Lonestar FCU
Tip: setting your thermostat to 78 F in summer can save up to 10% on cooling.
"""


def t_internet(r, dt):
    return f"""VELOCITY FIBER - Monthly Statement   Statement date {_sl(dt)}
Account 88-{r.randint(1000000, 9999999)}   Nathan Tran, 1820 Quarry Bend Dr Apt 314, Austin TX 78741
Fiber 500 Mbps ................................ $65.00
Equipment (Wi-Fi 6 router) .................... $0.00
Taxes and fees ................................ ${r.uniform(3.1, 4.2):.2f}
Total due {_sl(dt + timedelta(days=20))}: ${65 + r.uniform(3.1, 4.2):.2f}   Paid by AutoPay
Moving? Schedule a disconnect and return your router within 14 days to avoid a $120 equipment fee.
"""


def t_maint_mail(r, dt):
    return _eml("Cypress Commons Maintenance <maintenance@cypresscommonsatx.com>", f"Nathan Tran <{MAIL}>",
                "Work order #4471-D completed - Unit 314", dt, """Hello Nathan,

Your service request "dishwasher not draining" for unit 314 has been completed. Our technician
cleared the drain hose and replaced the filter. If the problem comes back, reply to this email or
submit a new request in the resident portal.

Thank you for living at Cypress Commons!
Maintenance Team
""")


def t_pest(r, dt):
    return f"""NOTICE OF ENTRY - Cypress Commons Apartments
Date: {_us(dt)}
To: All residents of Building 3 (units 301-324)
Our quarterly pest control service is scheduled for {_us(dt + timedelta(days=4))} between 9:00 AM and 3:00 PM.
Please clear the areas under kitchen and bathroom sinks and keep pets in a carrier. You do not need to
be home; a maintenance team member will accompany the technician.
If you have an active pest problem, note it in the resident portal so the technician treats your unit.
Capstone Residential - Leasing Office, 2301 E Riverside Dr
"""


def t_old_lease(r, dt, place: str, addr: str, term: str, rent: str):
    return f"""RESIDENTIAL LEASE - {place}
Resident: Nathan Tran   Address: {addr}
Term: {term}   Rent: {rent} per month   Security deposit: $500.00
Utilities: {"included (all bills paid)" if "Northgate" in place else "resident pays electric"}
Signed {_sl(dt)}
"""


def t_deposit_return(r, dt):
    return f"""RIVERSIDE LOFTS - Security Deposit Disposition   Date {_sl(dt)}
Former resident: Nathan Tran   Unit 2108   Move-out date 07/31/2024
Security deposit held $500.00
Deductions: carpet cleaning $95.00; nail holes patch (living room) $25.00
Refund due $380.00 - check #{r.randint(10000, 19999)} mailed to forwarding address
Texas Property Code 92.104: deductions itemized above.
"""


# --------------------------------------------------------------------------- Resources: Computer Science


NOTES = {
    "distributed systems - raft.md": """# Raft (CS 6378 notes + my own)

- leader election: randomized election timeouts (150-300 ms); candidate increments term, votes for itself
- log replication: leader appends, sends AppendEntries; entry committed when stored on a majority
- safety: a candidate's log must be at least as up-to-date as the voter's (last term, then last index)
- membership change: joint consensus or one-at-a-time
- gotchas from the lab: reset the election timer only on valid AppendEntries / granted vote;
  persist currentTerm + votedFor BEFORE replying
""",
    "consensus cheat sheet.md": """# Consensus / replication cheat sheet

| | Paxos | Raft | Chain replication | Primary-backup |
|---|---|---|---|---|
| tolerates | f of 2f+1 | f of 2f+1 | f of f+1 (w/ master) | f of f+1 |
| leader | optional | yes | head/tail | primary |
| reads | via leader/lease | leader lease | tail | primary |

FLP: no deterministic consensus in async system with one crash -> use timeouts (partial synchrony).
CAP: during partition pick C or A. PACELC: else latency vs consistency.
""",
    "ML - bias variance.md": """# Bias-variance (CS 6375)

E[(y - f^(x))^2] = bias^2 + variance + noise
- high bias: underfit, train error high -> more features, less regularization
- high variance: overfit, gap train/val -> more data, regularization, bagging
- k-fold CV to pick lambda; learning curves to diagnose
- gradient boosting reduces bias, random forest reduces variance
""",
    "databases - indexing.md": """# Indexing (CS 6360)

B+ tree: fanout ~ 100s, height 3-4 for millions of rows; leaf pages linked for range scans
Hash index: equality only
Clustered vs secondary: one clustered per table; secondary leaf holds the PK
Covering index: all columns of the query in the index -> index-only scan
LSM trees: writes to memtable, flush to SSTables, compaction; good for write-heavy; read amp via bloom filters
""",
    "OS - scheduling and memory.md": """# OS review

Scheduling: FCFS, SJF (optimal avg wait), RR (quantum), MLFQ, CFS (vruntime, red-black tree)
Virtual memory: page tables, TLB, multi-level tables; page fault -> load from disk
Replacement: OPT, LRU, clock; thrashing when working set > frames
Sync: mutex, semaphore, condition variable; deadlock = mutual exclusion + hold&wait + no preemption + circular wait
""",
}

CS_PAPERS = [
    ("Log-Structured Merge Trees Under Skewed Workloads: A Decade of Compaction Policies",
     "H. Lindqvist, A. Barros, T. Yamamoto",
     ("We compare leveled, tiered and hybrid compaction in five key-value stores under Zipfian workloads and "
     "show that a simple adaptive policy lowers write amplification by 31% without hurting tail read latency.")),
    ("Tail Latency in Microservice Graphs: Measurement and Mitigation", "S. Okafor, R. Menon",
     ("Request fan-out amplifies rare slow responses. Using traces from three production systems we quantify "
     "the tail at scale and evaluate hedged requests, load-aware routing and admission control.")),
    ("Deterministic Simulation Testing for Distributed Databases", "J. Whitcombe, L. Navarro",
     ("We describe a simulator that runs an entire cluster in one thread with controlled time, network and "
     "disk faults, and report 43 bugs it found before release.")),
    ("Consistent Hashing with Bounded Loads, Revisited", "P. Duarte, M. Feldman",
     ("We analyse consistent hashing with a per-server capacity bound and show that moves on server arrival "
     "stay proportional to 1/epsilon squared, matching practice in content delivery caches.")),
]


def t_cs_paper(i, arxiv: str = ""):
    def f(r, dt):
        title, authors, abstract = CS_PAPERS[i]
        head = f"arXiv:{arxiv} [cs.DC] {_us(dt - timedelta(days=r.randint(20, 200)))}\n" if arxiv else ""
        return (f"{head}{title}\n{authors}\nAbstract\n{abstract}\n1 Introduction\nModern data systems ...\n"
                f"2 Background\n3 Design\n4 Evaluation\n5 Related Work\n6 Conclusion")
    return f


LEETCODE = """# Patterns (interview prep -> keep for later)

- two pointers: sorted array pair sums, remove duplicates, container with most water
- sliding window: longest substring w/o repeat (hashmap of last index), min window substring
- binary search on answer: koko bananas, ship packages in D days
- BFS for shortest path in unweighted grid; Dijkstra with heap otherwise
- topological sort (Kahn) for course schedule
- DP: knapsack, LIS (n log n with patience), edit distance, interval DP
- heap: top-k, merge k lists, median of stream (two heaps)
- union-find w/ path compression + rank: number of islands II, redundant connection
"""

SYSDESIGN = """# System design notes

Steps: requirements (functional + scale) -> API -> data model -> high level -> deep dive -> bottlenecks
Numbers: 1 day = 86,400 s ~ 10^5; 1M req/day ~ 12 rps; SSD random read ~100 us; same-DC RTT ~0.5 ms
Building blocks: LB, CDN, cache (write-through/back, TTL), queue, sharding (consistent hashing), replicas
Classic: URL shortener (base62, KV store), rate limiter (token bucket in Redis), news feed (fan-out on
write vs read), chat (websockets, per-conversation sequence numbers), object store (metadata + chunks)
"""


def t_hashing_notes(r, dt):
    return """consistent hashing - from the DDIA chapter + lecture
- ring of 2^32, node at hash(node_id), key goes to next node clockwise
- adding a node moves ~1/n of keys
- virtual nodes (100-200 per server) to even out load
- bounded loads: cap each node at (1+eps) * average, overflow goes to next node
- used in: Dynamo, Cassandra, memcached clients
- jump hash: no ring, O(ln n), but only for numbered buckets (no arbitrary removal)
"""


def t_bigo(r, dt):
    return """Big-O cheat sheet
Array: access O(1), search O(n), insert/delete at end amortized O(1), middle O(n)
Linked list: access O(n), insert/delete at known node O(1)
Hash table: average O(1) insert/search/delete, worst O(n)
BST (balanced: AVL, red-black): O(log n) search/insert/delete
Heap: insert O(log n), find-min O(1), extract-min O(log n), heapify O(n)
Sorting: merge sort O(n log n) stable; quicksort O(n log n) average, O(n^2) worst; heap sort O(n log n);
counting/radix O(n + k)
Graphs: BFS/DFS O(V + E); Dijkstra O((V + E) log V); Bellman-Ford O(VE); Floyd-Warshall O(V^3)
"""


# --------------------------------------------------------------------------- Resources: Coding

DOT_README = """# dotfiles

My WSL (Ubuntu 24.04) + Windows Terminal setup.

    git clone git@github.com:ntran02/dotfiles ~/dotfiles && ~/dotfiles/install.sh

- `bashrc` - prompt with git branch, aliases, fnm + uv setup
- `nvim/init.lua` - lazy.nvim, telescope, treesitter, lsp for Go/Python/TS
- `wsl.conf` - systemd on, automount with metadata
"""

DOT_INSTALL = """#!/usr/bin/env bash
set -euo pipefail
DIR="$(cd "$(dirname "$0")" && pwd)"
ln -sf "$DIR/bashrc" ~/.bashrc
ln -sf "$DIR/gitconfig" ~/.gitconfig
mkdir -p ~/.config && ln -sfn "$DIR/nvim" ~/.config/nvim
if grep -qi microsoft /proc/version; then
  sudo cp "$DIR/wsl.conf" /etc/wsl.conf
  echo "WSL detected: run 'wsl --shutdown' from Windows to apply wsl.conf"
fi
"""

DOT_NVIM = """vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true
vim.opt.expandtab = true
vim.opt.shiftwidth = 4
local lazypath = vim.fn.stdpath("data") .. "/lazy/lazy.nvim"
vim.opt.rtp:prepend(lazypath)
require("lazy").setup({
  { "nvim-telescope/telescope.nvim", dependencies = { "nvim-lua/plenary.nvim" } },
  { "nvim-treesitter/nvim-treesitter", build = ":TSUpdate" },
  { "neovim/nvim-lspconfig" },
})
require("lspconfig").gopls.setup({})
require("lspconfig").pyright.setup({})
"""

AOC_README = """# Advent of Code 2025

Python 3.12, one file per day, `uv run dayNN.py < input/dayNN.txt`. Inputs not committed (AoC asks not to).
Got 34 stars; gave up on day 21 part 2 during finals week.
"""

AOC_TOML = """[project]
name = "aoc2025"
version = "0.1.0"
requires-python = ">=3.12"
dependencies = ["numpy>=2.0", "networkx>=3.3"]
"""

AOC_DAY1 = '''import sys

left, right = [], []
for line in sys.stdin:
    a, b = line.split()
    left.append(int(a))
    right.append(int(b))

print(sum(abs(a - b) for a, b in zip(sorted(left), sorted(right))))
print(sum(a * right.count(a) for a in left))
'''

AOC_DAY7 = '''import sys
from functools import cache

grid = [line.rstrip("\\n") for line in sys.stdin]
start = grid[0].index("S")


@cache
def timelines(row: int, col: int) -> int:
    if row == len(grid):
        return 1
    if grid[row][col] == "^":
        return timelines(row + 1, col - 1) + timelines(row + 1, col + 1)
    return timelines(row + 1, col)


print(timelines(1, start))
'''

PORT_README = """# nathantran.dev

Personal site: about, projects (FlakeScope, PantryPal, ParkBuddy), resume link. Vite + React, deployed
as a static site. `npm run dev` / `npm run build`.
"""

PORT_PKG = """{
  "name": "nathantran-dev",
  "private": true,
  "version": "1.3.0",
  "type": "module",
  "scripts": {
    "dev": "vite",
    "build": "vite build",
    "preview": "vite preview"
  },
  "dependencies": {
    "react": "^18.3.1",
    "react-dom": "^18.3.1"
  },
  "devDependencies": {
    "@vitejs/plugin-react": "^4.3.0",
    "vite": "^5.2.11"
  }
}
"""

PORT_APP = """import Projects from "./Projects.jsx";

export default function App() {
  return (
    <main>
      <h1>Nathan Tran</h1>
      <p>Software engineer. M.S. CS @ Balcones University (2026). Joining Tidewater Labs in Seattle.</p>
      <p>I like test infrastructure, distributed storage, and tacos.</p>
      <Projects />
      <a href="/resume.pdf">Resume</a> · <a href="https://github.com/ntran02">GitHub</a>
    </main>
  );
}
"""

RENAME_PY = '''"""Rename iPhone exports to YYYY-MM-DD_HHMMSS.jpg using the EXIF date."""
import sys
from pathlib import Path

from PIL import Image

for p in Path(sys.argv[1]).glob("*.JPG"):
    stamp = Image.open(p).getexif().get(306)
    if stamp:
        new = p.with_name(stamp.replace(":", "-", 2).replace(" ", "_").replace(":", "") + ".jpg")
        if not new.exists():
            p.rename(new)
'''

WSL_NOTES = """# WSL setup notes (new laptop, Aug 2024)

- `wsl --install -d Ubuntu-24.04`, then set default user
- keep repos under C:\\Users\\natha\\code so VS Code (Windows) and WSL both see them; git in WSL is slow
  on /mnt/c -> `git config --global core.fsmonitor false`, or clone heavy repos in ~/ instead
- /etc/wsl.conf: [boot] systemd=true ; [automount] options="metadata"
- Docker Desktop with WSL2 backend; give it 8 GB in .wslconfig
- VPN breaks DNS in WSL -> networkingMode=mirrored in .wslconfig fixed it
"""


def t_git_notes(r, dt):
    return """git stuff I always forget
git switch -c feature/x            # new branch
git rebase -i HEAD~3               # squash last 3
git commit --fixup <sha> && git rebase -i --autosquash main
git stash push -m "wip" -- path/   # stash one path
git reflog                         # find the commit I "lost"
git bisect start; git bisect bad; git bisect good v0.3
git worktree add ../repo-hotfix main
line endings on WSL: git config --global core.autocrlf input
"""


OLD_BOT_README = """# studybot (2022, abandoned)

Discord bot for our CSCE 313 study server: /pomodoro, /due (reads assignment due dates from a
Google Sheet), /quote. discord.py 2.0. Stopped working when the hosting free tier ended.
"""

OLD_BOT_PY = '''import os

import discord
from discord import app_commands

intents = discord.Intents.default()
client = discord.Client(intents=intents)
tree = app_commands.CommandTree(client)


@tree.command(name="pomodoro", description="Start a 25 minute focus timer")
async def pomodoro(interaction: discord.Interaction):
    await interaction.response.send_message("Focus for 25 minutes. I'll ping you.")


client.run(os.environ["DISCORD_TOKEN"])
'''


# --------------------------------------------------------------------------- Resources: Cooking

CANH_CHUA = """Canh chua cá (công thức của mẹ)

Nguyên liệu (4 người):
- 500g cá basa hoặc cá lóc, cắt khúc
- 2 muỗng canh me chua (hoặc 1 gói bột me)
- 2 trái cà chua, 1/4 trái thơm (dứa) cắt miếng
- bạc hà (dọc mùng), đậu bắp, giá
- ngò om, ngò gai, tỏi phi
- nước mắm, đường, muối

Cách làm:
1. Ngâm me với nước nóng, lọc lấy nước.
2. Đun sôi 1.5 lít nước, cho nước me, thơm, cà chua vào.
3. Nêm nước mắm + đường cho vừa chua ngọt, rồi cho cá vào, nấu 5-7 phút.
4. Cho bạc hà, đậu bắp, giá vào, tắt bếp. Rắc ngò om, ngò gai, tỏi phi.
Mẹ dặn: đừng khuấy nhiều kẻo cá nát.
"""

THIT_KHO = """Thịt kho trứng (Tết) - mom's version, notes in English where I asked her

- 1 kg pork belly, cut 2 inch cubes, blanch 3 min and rinse
- 6 eggs hard boiled, peeled
- 1 can coconut water (Coco Rico-style, the soda one works too)
- 3 tbsp nước mắm, 2 tbsp sugar for caramel (nước màu), 4 shallots, 4 garlic, black pepper
1. caramelize sugar until dark amber, add shallot + garlic, then pork, stir to coat
2. add fish sauce, coconut water to cover, simmer 1 hour covered low
3. add eggs, simmer 30-45 min uncovered, skim fat
Mom: better the next day. Eat with rice + dưa giá (pickled bean sprouts).
"""

MEAL_PREP = """# meal prep (thesis crunch edition)

Sun: big batch
- chicken thighs sheet pan (soy, garlic, honey) + rice cooker rice
- roasted broccoli + sweet potato
- overnight oats x4 (oats, milk, chia, frozen berries)
Wed: refill - egg fried rice w/ leftover rice
Budget ~ $55/wk at HEB
"""

CHILI = """# Potluck chili (TA potluck, feeds 10)

2 lb ground beef (or 1 beef + 1 turkey), 2 onions, 5 garlic, 2 cans kidney beans, 2 cans black beans,
2 cans crushed tomatoes, 2 tbsp chili powder, 1 tbsp cumin, 1 tsp smoked paprika, 1 chipotle in adobo
brown meat, onions, garlic -> spices 1 min -> everything else -> simmer 1.5 h. Cornbread on the side.
"""


def t_pho(r, dt):
    return """Phở bò - mẹ đọc qua điện thoại (con ghi lại)

Nước dùng:
- 2 kg xương ống bò, 500g nạm, 1 củ hành tây, 1 củ gừng lớn (nướng cháy vỏ)
- gói gia vị: 5 hoa hồi, 1 thanh quế, 5 đinh hương, 1 muỗng hạt ngò, 1 thảo quả
- chần xương 10 phút, rửa sạch, rồi hầm với 5 lít nước ít nhất 6 tiếng, lửa nhỏ, vớt bọt
- nêm: nước mắm, đường phèn, muối
Ăn kèm: bánh phở, thịt bò tái thái mỏng, hành lá, ngò gai, húng quế, giá, chanh, ớt
Mẹ nói: rang gia vị trong chảo khô cho thơm trước khi bỏ vào túi vải.
(Instant Pot version: 90 min high pressure - mẹ không tin lắm lol)
"""


def t_banana(r, dt):
    return """Banana bread (the one Maya likes)
3 very ripe bananas, mashed
1/3 cup melted butter
3/4 cup brown sugar
1 egg, 1 tsp vanilla
1 tsp baking soda, pinch of salt
1 1/2 cups flour
handful of walnuts or chocolate chips
Mix wet, then dry, don't overmix. 350 F for 55-60 min in a loaf pan, toothpick comes out clean.
Cool 10 min before slicing (she never waits).
"""


# --------------------------------------------------------------------------- Archive: School


def t_course_report(r, dt, course: str, title: str, body: str):
    return f"""{course} - {title}
Nathan Tran ({SID})   Submitted {_us(dt)}
{body}
"""


UG_REPORTS = {
    "CSCE 221 - PA2 report": ("Programming Assignment 2: Sorting Algorithm Analysis",
                              ("Implemented insertion, merge, quick and radix sort in C++. Plotted running "
                              "time for n = 10^2 ... 10^6. Quicksort with median-of-three was fastest on random "
                              "input; insertion sort won below n = 32. Graphs in appendix.")),
    "CSCE 482 capstone final report": ("Senior Capstone: CampusEats - Dining Hall Wait-Time Predictor",
                                       ("Team of five. We placed BLE counters at two dining halls, trained a "
                                       "gradient-boosted model on 6 weeks of counts, and built a React Native "
                                       "app. Sponsor: BVU Dining Services. Final demo April 2023.")),
    "MATH 304 exam 1 review": ("Linear Algebra - Exam 1 Review",
                               ("Row reduction, echelon forms, span and linear independence, matrix "
                               "multiplication, inverses, determinants by cofactor expansion.")),
}


UG_SHELL = """# CSCE 313 - Project 2: Mini Shell (Spring 2021)

Implements a Unix shell in C++: pipes (`|`), I/O redirection (`<`, `>`), background jobs (`&`),
`cd`, `jobs`, and `exit`. Uses fork/execvp/waitpid and dup2.

    make && ./shell

Known issues: quoting with nested quotes, Ctrl-Z not handled.
"""

UG_HW_CPP = """// CSCE 121 HW3 - Nathan Tran - rainfall statistics
#include <iostream>
#include <vector>
using namespace std;

int main() {
    vector<double> rain;
    double x;
    while (cin >> x && x >= 0) rain.push_back(x);
    if (rain.empty()) { cout << "No data" << endl; return 0; }
    double sum = 0, mx = rain[0];
    for (double v : rain) { sum += v; if (v > mx) mx = v; }
    cout << "Average: " << sum / rain.size() << "\\nMax: " << mx << endl;
}
"""


def t_team_proposal(r, dt):
    return """CSCE 315 Team Project Proposal - Team 7
Project: Revs Grill point-of-sale system (Java Swing + PostgreSQL)
Members: Nathan Tran, Kevin Ortiz, Brianna Cole, Luis Serrano
Phases: database design and seed data (week 3), cashier GUI (week 6), manager reports (week 9),
final demo (week 12). Risks: nobody has used Swing; plan a spike in week 2.
"""


def t_essay(r, dt):
    return """ENGL 210 - Technical and Business Writing
Memo: Recommendation for Replacing the Department's Lab Printers
To: Dr. Amanda Reyes   From: Nathan Tran   Date: October 12, 2020
Summary: The three lab printers fail weekly. I recommend two networked laser printers with secure
release, which would cut paper waste by an estimated 30% and repair calls by half...
"""


def t_diploma(r, dt):
    return """BRAZOS VALLEY UNIVERSITY
Upon the recommendation of the Faculty of the College of Engineering
and by virtue of the authority vested in them, the Board of Regents has conferred upon
NATHAN MINH TRAN
the degree of
BACHELOR OF SCIENCE IN COMPUTER SCIENCE
Cum Laude
with all the rights, privileges and honors thereunto appertaining.
Given at Bryan, Texas, on the twelfth day of May, two thousand twenty-three.
"""


def t_bvu_transcript(r, dt):
    return """BRAZOS VALLEY UNIVERSITY - OFFICIAL TRANSCRIPT (electronic)
Student: Tran, Nathan Minh   Degree: Bachelor of Science, Computer Science, conferred 05/12/2023
Cumulative GPA 3.61   Honors: Cum Laude
Fall 2019 ... Spring 2023: 128 hours. Capstone: CSCE 482 Senior Capstone Design (A).
Minor: Mathematics.
"""


MS_COURSES = {
    "CS 6360 Database Design (Fall 2024)": [
        ("hw2 - normalization.pdf", "Homework 2: Functional dependencies and normalization",
         ("Q1 closure of {A,B} under F = {A->C, BC->D, D->E} is {A,B,C,D,E}, so AB is a key. Q2 decompose R "
         "into BCNF: R1(B,C,D), R2(D,E), R3(A,B,C) - lossless by the chase test.")),
        ("project report - library DB.pdf", "Term project: Library Management Database",
         ("ER design, relational schema with 11 tables, triggers for overdue fines, and a Flask front end. "
         "Query performance improved 6x with composite indexes on (member_id, due_date).")),
    ],
    "CS 6375 Machine Learning (Spring 2025)": [
        ("hw4 writeup.pdf", "Homework 4: Ensembles",
         ("Random forest with 200 trees reached 0.91 accuracy on the spam dataset; AdaBoost with depth-1 "
         "stumps 0.89. Bias-variance discussion in section 3.")),
    ],
    "CS 6378 Advanced OS (Fall 2025)": [
        ("project1 report.pdf", "Project 1: Distributed mutual exclusion (Ricart-Agrawala with Roucairol-Carvalho)",
         ("Implemented on 10 nodes over TCP sockets in Go. Message complexity measured between 0 and 2(n-1) per "
         "critical section; response time grows with request rate as expected.")),
    ],
    "CS 6301 Cloud Computing (Spring 2026)": [
        ("final project report.pdf", "Final project: Autoscaling a serverless image pipeline",
         ("We compared reactive and predictive autoscaling for a thumbnailing pipeline; the predictive policy "
         "cut cold starts by 62% at 9% higher cost.")),
    ],
}


def t_hw3_cloud(r, dt):
    return """CS 6301 Cloud Computing - Homework 3 - Nathan Tran
1. Containers vs VMs: containers share the host kernel, start in milliseconds, weaker isolation.
2. Kubernetes HPA scales on CPU by default; for queue-based workers use KEDA with queue length.
3. Cost estimate for 10M requests/month on functions vs a t3.small-style VM: functions cheaper below ~4M.
4. Explain eventual consistency in object stores and read-after-write guarantees.
"""


def t_ml_nb(r, dt):
    return _ipynb([("markdown", "# CS 6375 HW3 - Logistic regression from scratch\nNathan Tran, Spring 2025"),
                   ("code", ("import numpy as np\nfrom sklearn.datasets import load_breast_cancer\n"
                            "X, y = load_breast_cancer(return_X_y=True)\nX = (X - X.mean(0)) / X.std(0)")),
                   ("code", ("def sigmoid(z):\n    return 1 / (1 + np.exp(-z))\n\nw = np.zeros(X.shape[1])\n"
                            "for _ in range(500):\n    w -= 0.1 * X.T @ (sigmoid(X @ w) - y) / len(y)")),
                   ("markdown", "Accuracy on held-out 20%: 0.974")])


def t_cloud_feedback(r, dt):
    return f"""CS 6301 Cloud Computing - Spring 2026 - Final Project Evaluation
Team: Nathan Tran, Omar Ali     Project: Autoscaling a serverless image pipeline
Design and architecture 24/25   Experimental evaluation 23/25   Report quality 18/20
Demo and presentation 27/30     Total 92/100
Comments (Dr. Sandoval): Strong predictive-autoscaling comparison. The cost analysis should include
data transfer. Consider submitting a short version to the student workshop at a cloud conference.
Course grade posted {_sl(dt)}: A
"""


def t_ml_writeup(r, dt):
    return """Homework 5 - Neural networks (Spring 2025)
Nathan Tran
1. Backpropagation for a 2-layer MLP: dL/dW2 = h^T (y_hat - y); dL/dW1 = x^T ((y_hat - y) W2^T * relu'(z1)).
2. With learning rate 0.1 training diverged; 0.01 with momentum 0.9 converged in 40 epochs.
3. Dropout 0.5 reduced the train/validation gap from 9% to 3% on Fashion-MNIST.
4. Batch norm allowed lr 0.05 and converged in 15 epochs.
"""


def t_raft_readme(r, dt):
    return """# cs6378-raft

Raft consensus in Go for CS 6378 (Fall 2025), project 3. Leader election, log replication,
persistence and snapshots. Passes all labs tests (`go test -race ./raft/...`) 500/500 runs.
Team: Nathan Tran. Grade: 100/100.
"""


RAFT_GO = """package raft

import (
	"math/rand"
	"sync"
	"time"
)

type State int

const (
	Follower State = iota
	Candidate
	Leader
)

type Raft struct {
	mu          sync.Mutex
	me          int
	peers       []string
	currentTerm int
	votedFor    int
	log         []LogEntry
	state       State
	lastHeard   time.Time
}

type LogEntry struct {
	Term    int
	Command interface{}
}

func electionTimeout() time.Duration {
	return time.Duration(300+rand.Intn(300)) * time.Millisecond
}
"""

RAFT_MOD = "module github.com/ntran02/cs6378-raft\n\ngo 1.22\n"


def t_sop(r, dt):
    return """Statement of Purpose - Nathan Tran (draft 4)
Applying to: M.S. in Computer Science, Balcones University, Fall 2024
During my senior capstone at Brazos Valley University I spent more time fixing our CI than writing
features: a third of our red builds came from tests that failed only sometimes. That frustration turned
into curiosity about software reliability and testing at scale.
Since graduating I have worked as a coding tutor at BrightPath Tutoring, teaching Python and Java to
high-school students, which has made me better at explaining ideas simply.
At Balcones I hope to work with Professor Elena Marchetti on test reliability and to complete a thesis...
"""


def t_app_fee(r, dt):
    return f"""BALCONES UNIVERSITY GRADUATE ADMISSIONS - Payment Receipt
Applicant: Nathan Tran   Program: Computer Science (MS), Fall 2024
Application fee $65.00   Paid {_sl(dt)}   Transaction {r.randint(100000000, 999999999)}
Your application is complete when transcripts, 2 letters of recommendation and the statement of purpose
are received.
"""


# --------------------------------------------------------------------------- Archive: Career (job search)


def t_resume(r, dt, version: str):
    return f"""NATHAN TRAN   Austin, TX  |  {MAIL}  |  (512) 555-0148  |  github.com/ntran02  |  nathantran.dev
EDUCATION
Balcones University - M.S. Computer Science (thesis: flaky-test prediction), expected Aug 2026, GPA 3.8
Brazos Valley University - B.S. Computer Science, minor Mathematics, May 2023, cum laude
EXPERIENCE
Juniper Grid Systems, Austin TX - Software Engineering Intern                     May - Aug 2025
- Built a Go service that deduplicates grid-sensor events (40k msgs/s), cutting storage by 18%
- Quarantined 120 flaky integration tests with a CI dashboard; pipeline reruns dropped 35%
Balcones University - Teaching Assistant (Data Structures, Systems Programming)   2025 - present
BrightPath Tutoring, Austin TX - Coding Tutor (part time)                           2023 - 2024
PROJECTS  FlakeScope (Python, scikit-learn)  |  Raft in Go  |  ParkBuddy (hackathon, 3rd place)
SKILLS  Go, Python, Java, C/C++, TypeScript, SQL, Docker, Kubernetes, AWS, Linux    [{version}]
"""


def t_cover(r, dt, company: str, role: str):
    return f"""{_us(dt)}
Hiring Team, {company}
Re: {role}
Dear Hiring Team,
I am a master's student in computer science at Balcones University, graduating in August 2026, and I am
excited to apply for the {role} position at {company}. My thesis builds a classifier that predicts flaky
tests from cheap static and runtime signals, and last summer at Juniper Grid Systems I shipped a Go
event-deduplication service handling 40,000 messages per second.
I would love to bring the same care for reliability to {company}'s infrastructure teams. Thank you for
considering my application.
Sincerely,
Nathan Tran
"""


def t_tracker(r, dt):
    rows = ["Company;Role;Applied;Referral;Status;Notes"]
    for c, role, st in (("Tidewater Labs", "SWE I - Storage", "offer - ACCEPTED 3/12"),
                        ("Brightloop", "Software Engineer, New Grad", "offer - declined 3/12"),
                        ("Quarry Systems", "Backend Engineer", "take-home -> rejected"),
                        ("Halcyon Health Tech", "SWE Platform", "onsite -> rejected"),
                        ("Meridian Pay", "SWE I", "no response"), ("Atlas Robotics", "Infra SWE", "rejected (resume)"),
                        ("Northbeam Analytics", "Data Platform Eng", "phone screen -> withdrew"),
                        ("Copperline Games", "Tools Engineer", "no response"),
                        ("Juniper Grid Systems", "return offer", "no headcount")):
        rows.append(f"{c};{role};{(dt - timedelta(days=r.randint(60, 190))):%Y-%m-%d};{r.choice(['yes', 'no'])};{st};")
    return "\n".join(rows)


def t_brightloop_offer(r, dt):
    return f"""BRIGHTLOOP, INC.   600 Congress Ave, Austin, TX 78701
{_us(dt)}
Dear Nathan,
Congratulations! We are pleased to offer you the role of Software Engineer (New Grad) on our Payments
Platform team in Austin, starting July 13, 2026. Base salary $118,000; sign-on bonus $8,000; equity
4,000 stock options vesting over four years with a one-year cliff.
This offer expires on March 13, 2026.
Best regards, Dana Whitfield, University Recruiting, Brightloop
"""


def t_decline_mail(r, dt):
    return _eml(f"Nathan Tran <{MAIL}>", "Dana Whitfield <dwhitfield@brightloop.io>",
                "Re: Your offer from Brightloop", dt, """Hi Dana,

Thank you so much for the offer and for how smooth the whole process was. After a lot of thought I
have decided to accept another offer in Seattle that is closer to the storage and reliability work I
did in my thesis, so I must respectfully decline.

I really enjoyed meeting the Payments Platform team and hope our paths cross again.

Best,
Nathan
""")


def t_rejection_mail(r, dt):
    return _eml("Halcyon Health Tech Recruiting <no-reply@halcyonhealth.tech>", f"Nathan Tran <{MAIL}>",
                "Update on your application - Software Engineer, Platform", dt, """Hi Nathan,

Thank you for taking the time to interview with Halcyon Health Tech. After careful consideration, the
team has decided to move forward with other candidates whose experience more closely matches the
current needs of the role.

We appreciated the chance to learn about your work and encourage you to apply again in the future.

Halcyon Talent Team
""")


STAR = """# STAR stories (behavioral)

1. **Conflict** - capstone teammate kept pushing to main. S: ... T: ... A: proposed branch protection + PR
   template at retro, paired with him on first PRs. R: zero broken mains last 5 weeks.
2. **Failure** - intern week 3 my dedup service double-dropped events in staging. Owned it, wrote the
   postmortem, added property-based tests.
3. **Ambiguity** - flaky test project at Juniper Grid: no spec, I interviewed 4 engineers, built a dashboard.
4. **Teaching** - TA: student failing because of anxiety around exams; set up practice sessions.
5. **Why Tidewater / why storage** - thesis on reliability, likes correctness + performance trade-offs.
"""

CAREER_FAIR = """# Balcones CS career fair - Sept 24, 2025

talked to: Tidewater Labs (Morgan Ellis, recruiter - storage team hiring new grads, apply by Oct 15!),
Brightloop (payments, Austin), Meridian Pay, Atlas Robotics (needs C++), Halcyon Health Tech
- bring 20 resumes, the backend version
- follow up on LinkedIn within 48h
"""

REFS = """References (ask before listing!)
1. Dr. Elena Marchetti - thesis advisor, Balcones University - emarchetti@cs.balcones.edu - agreed 9/2025
2. Rachel Kim - intern manager, Juniper Grid Systems - rkim@junipergrid.com - agreed
3. Dr. Alan Whitaker - course instructor (TA supervisor) - awhitaker@cs.balcones.edu
"""


def t_negotiation(r, dt):
    return """offers - decide by 3/13!!
                Tidewater (Seattle)      Brightloop (Austin)
base            $135k -> asked 145 -> 142k   $118k
sign-on         $10k -> 15k                   $8k
equity          1,200 RSU / 4y (public)       4,000 options (private, ??)
relo            $8k lump sum                  n/a
COL             Seattle expensive, no state income tax either
team            storage infra (thesis fit!)   payments platform
Maya            can work remote, likes Seattle idea
-> Tidewater. call Morgan Thursday to accept, email Dana to decline politely
"""


def t_takehome(r, dt):
    return f"""Quarry Systems - Backend Engineer - Take-home Exercise
Candidate: Nathan Tran   Sent {_us(dt)}   Please submit within 72 hours.
Build a small HTTP service that ingests quarry sensor readings (JSON: sensor_id, timestamp, value)
and exposes: POST /readings, GET /sensors/{{id}}/stats?window=1h (min, max, mean, p95).
Requirements: any language; persistence optional; include tests and a README explaining trade-offs.
We value correctness, clarity and tests over features. Expect to spend 3-4 hours.
Submit a link to a private repository shared with eng-hiring@quarrysystems.com.
"""


def t_recruiter_mail(r, dt):
    return _eml("Jordan Pike <jpike@halcyonhealth.tech>", f"Nathan Tran <{MAIL}>", "Onsite interview - next steps", dt,
                """Hi Nathan,

Great news - the team would like to invite you to a virtual onsite for the Software Engineer, Platform
role. It's four 45-minute sessions: coding (2), system design (new grad level), and a behavioral
conversation with the hiring manager.

Could you share your availability for the weeks of February 9 and February 16? Please also let me know
if you need any accommodations.

Best,
Jordan Pike, Technical Recruiter, Halcyon Health Tech
""")


def t_cover_halcyon(r, dt):
    return t_cover(r, dt, "Halcyon Health Tech", "Software Engineer, Platform")


# --------------------------------------------------------------------------- Archive: Work


def t_intern_offer(r, dt):
    return f"""JUNIPER GRID SYSTEMS, INC.   11500 Domain Dr, Austin, TX 78758
{_us(dt)}
Dear Nathan,
We are pleased to offer you a Summer 2025 Software Engineering Internship with the Grid Telemetry
team, from May 19 to August 8, 2025 (12 weeks), reporting to Rachel Kim.
Compensation: $42.00 per hour, 40 hours per week. Housing stipend: not applicable (local hire).
This offer is contingent on signing the Confidentiality and Invention Assignment Agreement.
Sincerely, University Programs, Juniper Grid Systems
"""


def t_nda(r, dt):
    return f"""JUNIPER GRID SYSTEMS - CONFIDENTIALITY AND INVENTION ASSIGNMENT AGREEMENT (Interns)
Intern: Nathan Tran   Effective date: May 19, 2025
1. Confidential information includes source code, customer grid data, and product plans.
2. Inventions made during the internship using company resources are assigned to the company.
3. Obligations survive the end of the internship for three (3) years.
Signed electronically {_sl(dt)}
"""


INTERN_PRES = """# Intern final presentation - Aug 6, 2025 (Grid Telemetry)

1. Problem: duplicate sensor events (retries from field gateways) -> 18% storage waste
2. Design: Go service, 10-minute dedup window keyed by (sensor_id, seq), Redis bloom filter
3. Results: 40k msgs/s per pod, p99 4 ms, storage -18%
4. Side quest: flaky integration tests - dashboard + quarantine label, reruns -35%
5. What I learned: on-call shadowing, design docs, Go profiling (pprof)
Thanks: Rachel, Sam, the whole telemetry team
"""


def t_intern_summary(r, dt):
    return """Internship project summary - Juniper Grid Systems, Summer 2025
Intern: Nathan Tran   Manager: Rachel Kim   Team: Grid Telemetry
Project: event deduplication service (Go). Shipped to production July 28, 2025.
Impact: 18% less event storage; removed a nightly batch dedup job.
Additional: CI flaky-test dashboard adopted by two other teams.
Handover: runbook in the team wiki; owner after internship: Sam Okoro.
"""


def t_self_eval(r, dt):
    return """Intern self-evaluation (end of internship)
What went well: I shipped the dedup service to production two weeks early and wrote the runbook.
I took ownership of the staging bug in week 3 and the postmortem led to better tests.
Where I can grow: asking for help sooner instead of staying stuck for a day; speaking up in design
reviews; estimating work (the dashboard took twice as long as I said).
Feedback for the program: more intern pairing on on-call shadowing; the Grid Telemetry onboarding doc
was outdated.
Interest in a return offer: yes, full time after my M.S. (August 2026).
"""


def t_no_headcount(r, dt):
    return _eml("Rachel Kim <rkim@junipergrid.com>", f"Nathan Tran <{MAIL}>", "Return offer update", dt, """Hi Nathan,

I wanted to tell you personally: we went to bat for you, but the hiring freeze for 2026 new grads means
there's no headcount for return offers this cycle. This is not about your performance - your dedup
service is still running in production and the team talks about it.

I'm happy to be a reference anywhere, anytime.

Rachel
""")


def t_brightpath_offer(r, dt):
    return f"""BRIGHTPATH TUTORING LLC   9500 Research Blvd, Austin TX
{_us(dt)}
Dear Nathan,
We are happy to offer you a part-time position as Coding Tutor (Python, Java, AP Computer Science A),
starting June 5, 2023, at $21.00 per hour. Sessions are scheduled weekday afternoons and Saturdays,
10-20 hours per week, at our Research Blvd center and online.
Welcome to the team! Marisol Vega, Center Director
"""


def t_brightpath_last(r, dt):
    return f"""BRIGHTPATH TUTORING LLC - Employment Verification and Separation Notice
Date: {_us(dt)}
Employee: Nathan Tran   Position: Coding Tutor (part time)   Dates of employment: 06/05/2023 - 07/26/2024
Reason for separation: voluntary resignation (starting graduate school). Eligible for rehire: yes.
Final paycheck for hours through 07/26/2024 will be direct deposited on the next regular pay date.
Thank you for a wonderful year with our students. - Marisol Vega, Center Director
"""


def t_tutor_sched(r, dt):
    rows = ["Day;Time;Student;Subject;Mode"]
    for d in ("Mon", "Tue", "Wed", "Thu", "Sat", "Sat"):
        rows.append(f"{d};{r.choice(['3:30', '4:30', '5:30', '10:00', '11:00'])};{r.choice(TA_FIRST)} "
                    f"{r.choice(TA_LAST)[0]}.;"
                    f"{r.choice(['AP CSA Java', 'Python basics', 'Scratch -> Python', 'USACO bronze'])};"
                    f"{r.choice(['center', 'online'])}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Archive: Travel


def t_danang(r, dt):
    return """Vietnam Dec 2023 - family trip (Ba, Mẹ, Linh, me)
Dec 18  IAH -> ICN -> DAD (arrive Dec 20 morning)
Dec 20-23  Đà Nẵng - stay with Bác Hai, Mỹ Khê beach, Bà Nà Hills
Dec 24-26  Hội An - old town, lanterns, tailor for Ba's suit, An Bàng beach
Dec 27  Huế day trip (Imperial City)
Dec 28-Jan 2  back in Đà Nẵng, New Year with cousins
Jan 3  DAD -> ICN -> IAH
"""


def t_eticket(r, dt):
    return f"""ELECTRONIC TICKET ITINERARY / RECEIPT
Passenger: TRAN/NATHAN MINH   Ticket 180{r.randint(1000000000, 9999999999)}
18DEC23  IAH-ICN  KE 034  11:55  arr 19DEC 17:20   Economy
19DEC23  ICN-DAD  KE 463  18:50  arr 21:45          Economy
03JAN24  DAD-ICN  KE 464  23:05  arr 04JAN 05:50   Economy
04JAN24  ICN-IAH  KE 033  09:50  arr 09:20          Economy
Baggage: 2 pieces x 23 kg. Fare paid by: TRAN/THANH V
"""


def t_bigbend_camp(r, dt):
    return f"""Recreation reservation confirmation - Big Bend National Park
Chisos Basin Campground, site {r.randint(1, 60)}   Arrive Mar 10, 2024   Depart Mar 13, 2024 (3 nights)
Reservation holder: Nathan Tran   Occupants: 3   Vehicles: 1
Fee ${r.uniform(50, 70):.2f} paid. Park entrance fee is not included ($30 per vehicle, 7 days).
Quiet hours 10 PM - 6 AM. Bears and javelinas: use the food storage locker at your site.
"""


def t_bigbend_plan(r, dt):
    return """spring break - 3 nights (Kevin, Jake, me)
Sun: drive Austin -> Chisos Basin (7.5 h), set up camp, Window View trail at sunset
Mon: Lost Mine Trail early (4.8 mi), afternoon Santa Elena Canyon
Tue: South Rim loop?? 12-14 mi - start 7am, 3L water each
Wed: hot springs, Boquillas crossing (bring passports!), drive home
gas up in Marathon, no service in park
"""


def t_breck(r, dt):
    return f"""Mountain Haus Rentals - Booking Confirmation #{r.randint(100000, 999999)}
Property: Two-bedroom condo, Breckenridge, CO   Jan 4 - Jan 8, 2025 (4 nights)
Guests: 4 (Nathan Tran, Maya Delgado, Kevin Ortiz, Priya S.)
Total {_usd(r, 1100, 1400)} (split 4 ways)   Check-in 4 PM, self check-in code sent 24 h before
"""


def t_lift(r, dt):
    return f"""Peak Pass Lift Tickets - Order confirmation
Breckenridge, 2-day adult lift ticket x1 (Jan 5-6, 2025)   Total {_usd(r, 260, 320)}
Ski rental (sport package) 2 days {_usd(r, 90, 120)}   Pick up at the shop on Main St with photo ID.
"""


def t_nola_hotel(r, dt):
    return f"""THE MAGNOLIA COURT HOTEL - NEW ORLEANS   Guest Folio
Guest: Nathan Tran   Room 312 (King)   Arrival 10/17/2025   Departure 10/20/2025
10/17 Room charge {_usd(r, 189, 229)}  Occupancy tax   10/18 Room charge  10/19 Room charge
Valet parking x3 $135.00   Total charges {_usd(r, 780, 900)}   Paid Horizon Visa ****2290
Thank you for staying with us in the French Quarter.
"""


NOLA_ITIN = """# NOLA long weekend (Oct 17-20, 2025) w/ Maya

Fri: drive 8h, beignets, Frenchmen St jazz
Sat: Garden District walk, streetcar, po'boys, swamp tour 2pm
Sun: WWII museum (Maya: 3 hours max), Bywater, dinner at the creole place
Mon: drive back
"""


# --------------------------------------------------------------------------- Backup (old Dell)


def t_old_todo(r, dt):
    return """todo before finals (spring 2022)
- 313 PA4 threads - due Fri
- study for 411 exam 2 (DP + greedy)
- email help desk manager about summer hours
- renew lease northgate?? or move w/ kevin
- mom bday 4/17
"""


def t_helpdesk(r, dt):
    return """BVU Technology Services - Student Help Desk
Schedule Spring 2022 - Nathan Tran
Mon 9-12, Wed 9-12, Fri 1-5 @ Library help desk
Reminders: log every ticket in ServiceHub, escalate password resets for faculty to Tier 2.
"""


def t_old_resume(r, dt):
    return f"""NATHAN TRAN - Computer Science student, Brazos Valley University (GPA 3.5)
{MAIL} | College Station, TX
Experience: BVU Technology Services - Student Help Desk (2021-present)
Projects: ParkBuddy (hackathon, Flutter), mini shell (C++)
Skills: C++, Python, Java, Git, Linux
(resume 2022 - for internship applications)
"""


# --------------------------------------------------------------------------- a few more texts


def t_riverside_dispute(r, dt):
    return f"""{_us(dt)}
Riverside Lofts Leasing Office, 1900 S Pleasant Valley Rd, Austin TX 78741
Re: Security deposit deductions - former Unit 2108 (lease 08/2023 - 07/2024)
Dear Manager,
I received the deposit disposition showing $120.00 in deductions. The carpet in the bedroom was already
stained at move-in, which I noted on the move-in inventory form dated 08/01/2023 (copy attached). I
ask that you refund the $95.00 carpet cleaning charge. The $25.00 for nail holes I accept.
Please send the refund to my current address: {ADDR.replace(chr(10), ', ')}.
Thank you, Nathan Tran
"""


def t_seattle_notes(r, dt):
    return """from Maya's friend Hana (lives in Ballard):
- Fremont/Wallingford = good for bike commute to Westlake, Burke-Gilman trail
- Capitol Hill fun but loud + parking nightmare
- get a place w/ in-unit washer, laundromats are $$
- rain jacket > umbrella, nobody uses umbrellas lol
- Costco in SODO, H Mart in Lynnwood for Vietnamese groceries (or Little Saigon on S Jackson!)
- car tabs in WA are expensive (RTA tax in King County)
"""


def t_diploma_mail(r, dt):
    return _eml("Office of the Registrar <registrar@balcones.edu>", f"Nathan Tran <{SCHOOL_MAIL}>",
                "Re: quick question", dt, """Hi Nathan,

Yes - you can change your diploma mailing address until August 1. Log in to the student portal and
open Graduation > Diploma Information. Diplomas for summer graduates are mailed about eight weeks after
the August 15 conferral date, so please use an address where you will be in October.

Your graduation application for Summer 2026 (M.S. Computer Science) is complete and approved.

Office of the Registrar, Balcones University

> Can I change where my diploma is mailed? I'm moving to Seattle in August.
""")


THESIS_TEMPLATE_TEX = r"""% Balcones University Graduate School - thesis template (LaTeX), 2025 revision
\documentclass[12pt]{report}
\usepackage[letterpaper,margin=1in]{geometry}
\usepackage{setspace}
\doublespacing
% Title page, copyright page, approval (signature) page: see frontmatter.tex
% Do not change the margins. Page numbers centered at the bottom.
"""

THESIS_TEMPLATE_README = """Balcones University Graduate School - Thesis and Dissertation LaTeX template
Use with the current Format Guidelines. The signature page must list the full committee.
Questions: etd@gradschool.balcones.edu
"""

PARKBUDDY_PUBSPEC = """name: parkbuddy
description: Crowdsourced campus parking occupancy (BVU Hack 2022)
version: 0.3.0+7
environment:
  sdk: ">=2.17.0 <3.0.0"
dependencies:
  flutter:
    sdk: flutter
  firebase_core: ^1.20.0
  firebase_database: ^9.1.0
  google_maps_flutter: ^2.1.8
"""


def t_hack_cert(r, dt):
    return """BVU HACK 2022 - CERTIFICATE OF ACHIEVEMENT
awarded to NATHAN TRAN
Third Place Overall - team ParkBuddy
24-hour hackathon, Zachry-style Engineering Center, Brazos Valley University, February 2022
"""


def t_fafsa(r, dt):
    return f"""FAFSA Submission Summary 2021-22 - confirmation
Student: NATHAN M TRAN   Confirmation number {r.randint(10**14, 10**15 - 1)}
Schools: Brazos Valley University (federal school code 00{r.randint(3000, 3999)})
Expected Family Contribution calculated. Your school will send your financial aid offer.
"""


def t_fall_sched(r, dt):
    return """BVU Fall 2020 class schedule - Nathan Tran
CSCE 221 Data Structures & Algorithms  MWF 10:20  (online - Zoom)
CSCE 222 Discrete Structures           TR 9:35
MATH 304 Linear Algebra                 TR 11:10
ENGL 210 Technical Writing              MWF 1:50
STAT 211 Probability                    MWF 12:40
"""


def t_old_411(r, dt):
    return """CSCE 411 Design and Analysis of Algorithms - HW5 (Spring 2022) - Nathan Tran
1. Longest common subsequence of ABCBDAB and BDCABA: length 4 (BCBA), table in appendix.
2. Activity selection: greedy by earliest finish time is optimal (exchange argument).
3. Matrix chain order for dimensions 10,30,5,60: ((A1 A2) A3), cost 4,500.
"""


# --------------------------------------------------------------------------- build


def build(root: Path, seed: int = 14) -> list[Item]:
    r = random.Random(seed)
    items: list[Item] = []
    root = Path(root)

    def write(rel: str, data: bytes, age: float) -> None:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
        t = NOW_S - int(age * DAY) - r.randint(0, 40_000)
        os.utime(p, (t, t))

    def encode(rel: str, content, age: float) -> bytes:
        dt = NOW - timedelta(days=age) + timedelta(seconds=r.randint(28_000, 70_000) if age >= 1 else 0)
        if callable(content):
            content = content(r, dt)
        if isinstance(content, bytes):
            return content
        ext = rel.rsplit(".", 1)[-1].lower()
        if ext == "pdf":
            return _pdf(_latin1(content))
        if ext == "docx":
            return _rezip(_docx(content))
        if ext == "xlsx":
            return _xlsx(content)
        if ext == "png":
            return _png(r)
        if ext == "heic":
            return _blob(r, HEIC_HEAD, 900)
        return content.encode("utf-8")

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False) -> None:
        assert all(i.rel.lower() != rel.lower() for i in items), rel
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float, taken: float | None = None) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        if ext in ("jpg", "jpeg"):
            when = NOW - timedelta(days=age if taken is None else taken) + timedelta(seconds=r.randint(30_000, 75_000))
            data = _jpeg(r, when.replace(tzinfo=None))
        elif ext == "heic":
            data = _blob(r, HEIC_HEAD, 900)
        else:
            data = _png(r)
        add(rel, bucket, topic, age, data)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DL, DT, DOC = "Downloads", "Desktop", "Documents"
    SC, MISC, Y24 = f"{DOC}/Scanned Documents", f"{DOC}/misc", f"{DOC}/2024"

    # ------------------------------------------------------------ Thesis (Projects)
    th = f"{DOC}/Thesis"
    add(f"{th}/proposal/thesis_proposal_v3.pdf", P, "Thesis", 240, t_proposal)
    add(f"{th}/proposal/proposal approval form (signed).pdf", P, "Thesis", 228, t_proposal_form)
    add(f"{th}/drafts/thesis_draft_ch1-3.docx", P, "Thesis", 45, t_draft13)
    add(f"{th}/drafts/thesis_draft_ch4_results.docx", P, "Thesis", 3, t_draft4)
    add(f"{th}/drafts/thesis_full_v0.9.pdf", P, "Thesis", 2, t_thesis_full)
    add(f"{th}/drafts/~$esis_draft_ch4_results.docx", L, "System", 0.2, _lock("Nathan Tran"))
    add(f"{th}/advisor meetings.md", P, "Thesis", 1, t_meeting_notes)
    add(f"{th}/defense/Request for Final Oral Exam.pdf", P, "Thesis", 20, t_defense_form)
    add(f"{th}/defense/committee availability.xlsx", P, "Thesis", 27, t_committee_avail)
    add(f"{th}/defense/slides outline.md", P, "Thesis", 6, t_slides_outline)
    add(f"{th}/grad school/format guidelines 2025-26.pdf", P, "Thesis", 120, t_format_rules)
    add(f"{th}/grad school/ETD checklist summer 2026.pdf", P, "Thesis", 35, t_etd_checklist)
    add(f"{th}/data/results_summary.csv", P, "Thesis", 9, t_results_csv)
    add(f"{th}/figures/fig_precision_recall.png", P, "Thesis", 9, "")
    add(f"{th}/figures/fig_pipeline.png", P, "Thesis", 60, "")
    photo(f"{th}/whiteboard 2026-04-02.jpg", P, "Thesis", 60)
    for i, name in ((1, "saito2021_order_dependent_tests.pdf"), (2, "haddad2022_flaky_survey.pdf"),
                    (3, "ferreira2023_runtime_signals.pdf")):
        add(f"{th}/related work/{name}", P, "Thesis", r.uniform(150, 260), t_paper(i))
    fs = "code/flakescope"
    add(f"{fs}/README.md", P, "Thesis", 14, FS_README)
    add(f"{fs}/pyproject.toml", P, "Thesis", 70, FS_PYPROJECT)
    add(f"{fs}/src/flakescope/__init__.py", P, "Thesis", 150, '__version__ = "0.4.0"\n')
    add(f"{fs}/src/flakescope/features.py", P, "Thesis", 11, FS_FEATURES)
    add(f"{fs}/src/flakescope/train.py", P, "Thesis", 9, FS_TRAIN)
    add(f"{fs}/tests/test_features.py", P, "Thesis", 40, FS_TEST)
    add(f"{fs}/data/README.md", P, "Thesis", 130, FS_DATA_README)
    add(f"{fs}/notebooks/explore.ipynb", P, "Thesis", 33, _ipynb([
        ("markdown", "# Exploring rerun labels"),
        ("code", ("import pandas as pd\nlabels = pd.read_csv('../data/labels.csv')\n"
                 "labels.groupby('project').flaky.mean().sort_values()")),
        ("code", "feats = pd.read_parquet('../data/features')\nfeats.corr()['flaky'].sort_values()")]))
    dot(f"{fs}/.gitignore", b"__pycache__/\n*.parquet\ndata/reruns/\n.venv/\n.ipynb_checkpoints/\n", 150)
    add("code/thesis-latex/main.tex", P, "Thesis", 4, TEX_MAIN)
    add("code/thesis-latex/chapters/intro.tex", P, "Thesis", 8, TEX_INTRO)
    add("code/thesis-latex/references.bib", P, "Thesis", 15, TEX_BIB)
    add(f"{DL}/thesis_template_balcones.zip", P, "Thesis", 118,
        _zip([("thesis_template/thesis.tex", THESIS_TEMPLATE_TEX),
              ("thesis_template/README.txt", THESIS_TEMPLATE_README)]))
    add(f"{DL}/document (2).pdf", P, "Thesis", 52, t_iyer_comments, True)
    add(f"{DL}/Re_ next week.eml", P, "Thesis", 24, t_advisor_mail, True)
    add(f"{DL}/1-s2.0-S0164121224000123-main.pdf", P, "Thesis", 262, t_paper(0), True)
    add(f"{DT}/untitled.txt", P, "Thesis", 8, t_thesis_desk, True)
    add(f"{SC}/scan_0023.pdf", P, "Thesis", 4, t_signature_page, True)
    add(f"{MISC}/draft.docx", P, "Thesis", 11, t_abstract_draft, True)

    # ------------------------------------------------------------ Move (Projects)
    mv = f"{DOC}/Seattle move"
    add(f"{mv}/movers comparison.xlsx", P, "Move", 7, t_movers_compare)
    add(f"{mv}/Lone Star Movers binding estimate.pdf", P, "Move", 16, t_mover_estimate)
    add(f"{mv}/moving budget.xlsx", P, "Move", 5, t_move_budget)
    add(f"{mv}/apartments shortlist.md", P, "Move", 24, SEA_SHORTLIST)
    add(f"{mv}/The Halden lease DRAFT.pdf", P, "Move", 13, t_halden_lease)
    add(f"{mv}/holding deposit receipt.pdf", P, "Move", 44, t_holding_receipt)
    add(f"{mv}/road trip route.txt", P, "Move", 10, ROAD_TRIP)
    add(f"{mv}/WA license + registration todo.txt", P, "Move", 18, WA_TODO)
    add(f"{mv}/Tidewater relocation agreement.pdf", P, "Move", 80, t_relo_agreement)
    add(f"{DOC}/Apartment/Notice to Vacate - Unit 314.pdf", P, "Move", 34, t_notice_vacate)
    add(f"{DOC}/Apartment/move-out cleaning guide.pdf", P, "Move", 30, t_moveout_clean)
    add(f"{DL}/CrateHaul_Quote_Q-58812.pdf", P, "Move", 15, t_crate_quote)
    add(f"{DL}/Halden_Application_Receipt.pdf", P, "Move", 27, t_halden_app)
    add(f"{DT}/Seattle move checklist.md", P, "Move", 2, PACKING)
    for i in range(3):
        photo(f"Pictures/Seattle apt tour/IMG_{5402 + i * 3}.JPG", P, "Move", 44)
    for i, n in enumerate(("desk", "bookshelf", "monitor")):
        photo(f"Pictures/furniture to sell/{n}.jpg", P, "Move", 8 - i)
    add(f"{DL}/document.pdf", P, "Move", 20, t_halden_addendum, True)
    add(f"{DL}/document (4).pdf", P, "Move", 9, t_utility_start, True)
    add(f"{DL}/attachment (1).pdf", P, "Move", 6, t_mover_order, True)
    add(f"{DT}/New Text Document.txt", P, "Move", 6, FURNITURE, True)
    add(f"{SC}/scan_0019.pdf", P, "Move", 33, lambda r, dt: t_notice_vacate(r, dt - timedelta(days=1), True), True)
    add(f"{MISC}/notes.txt", P, "Move", 38, t_seattle_notes, True)

    # ------------------------------------------------------------ Career (Projects: Tidewater onboarding)
    tw = f"{DOC}/Jobs/Tidewater"
    add(f"{tw}/Offer Letter - Nathan Tran.pdf", P, "Career", 87, t_offer)
    add(f"{tw}/Offer Letter SIGNED.pdf", P, "Career", 81,
        lambda r, dt: t_offer(r, dt - timedelta(days=6), True))
    add(f"{tw}/New Hire Checklist.pdf", P, "Career", 75, ONBOARD)
    add(f"{tw}/Verity background check authorization.pdf", P, "Career", 79, t_bgcheck_auth)
    add(f"{tw}/I-9 docs.txt", P, "Career", 70, I9)
    add(f"{tw}/call with Priya notes.md", P, "Career", 12, t_team_call)
    add(f"{tw}/start date confirmed.eml", P, "Career", 40, t_start_mail)
    add(f"{DL}/Tidewater_Benefits_Guide_2026.pdf", P, "Career", 60, t_benefits)
    add(f"{DL}/report (1).pdf", P, "Career", 70, t_bg_report, True)
    add(f"{DL}/welcome.pdf", P, "Career", 18, t_welcome, True)
    add(f"{DT}/New Microsoft Word Document.docx", P, "Career", 9, MANAGER_Q, True)

    # ------------------------------------------------------------ Travel (Projects: Santa Fe)
    sf = f"{DOC}/Santa Fe trip"
    add(f"{sf}/Southline confirmation.pdf", P, "Travel", 48, t_flight)
    add(f"{sf}/StayNest casita Canyon Rd.pdf", P, "Travel", 45, t_casita)
    add(f"{sf}/itinerary.md", P, "Travel", 4, ITIN)
    add(f"{sf}/La Mesa Roja reservation.eml", P, "Travel", 20, t_restaurant_mail)
    add(f"{sf}/Juniper Springs spa.pdf", P, "Travel", 17, t_spa)
    add(f"{DT}/gift ideas for Maya.txt", P, "Travel", 35, GIFT_IDEAS)
    add(f"{DL}/download (2).pdf", P, "Travel", 30, t_rental, True)
    add(f"{DT}/untitled 2.txt", P, "Travel", 13, t_bday_plan, True)
    add(f"{DL}/Re_ Friday.eml", P, "Travel", 11, t_friday_mail, True)

    # ------------------------------------------------------------ Hackathon (Projects)
    hk = f"{DOC}/Hackathon"
    add(f"{hk}/Capital City Hacks registration.pdf", P, "Hackathon", 28, t_hack_reg)
    add(f"{hk}/team plan.md", P, "Hackathon", 10, HACK_PLAN)
    add(f"{hk}/judging criteria.pdf", P, "Hackathon", 22, t_hack_judging)
    add(f"{DT}/Capital City Hacks schedule.ics", P, "Hackathon", 21, HACK_ICS)
    pp = "code/pantrypal"
    add(f"{pp}/README.md", P, "Hackathon", 4, PP_README)
    add(f"{pp}/package.json", P, "Hackathon", 4, PP_PACKAGE)
    add(f"{pp}/src/server.js", P, "Hackathon", 3, PP_SERVER)
    add(f"{pp}/src/routes/recipes.js", P, "Hackathon", 3, PP_RECIPES)
    add(f"{pp}/public/index.html", P, "Hackathon", 4, PP_INDEX)
    dot(f"{pp}/.gitignore", b"node_modules/\n.env\n", 4)
    dot(f"{pp}/.env.example", b"VISION_API_KEY=\nRECIPES_API_KEY=\nPORT=3000\n", 4)
    add(f"{DL}/Untitled document.docx", P, "Hackathon", 25, t_hack_brainstorm, True)
    add(f"{DT}/todo.txt", P, "Hackathon", 2, t_hack_todo, True)
    add(f"{DL}/Gmail - Re_ Saturday.pdf", P, "Hackathon", 5, t_saturday_mail, True)

    # ------------------------------------------------------------ School (Areas)
    sc = f"{DOC}/School"
    add(f"{sc}/MSCS program of work (approved).pdf", A, "School", 400, t_degree_plan)
    add(f"{sc}/unofficial transcript May 2026.pdf", A, "School", 12, t_transcript)
    add(f"{sc}/tuition statement Fall 2025.pdf", A, "School", 280, lambda r, dt: t_tuition(r, dt, "Fall 2025"))
    add(f"{sc}/tuition statement Spring 2026.pdf", A, "School", 140, lambda r, dt: t_tuition(r, dt, "Spring 2026"))
    add(f"{sc}/Summer 2026 class schedule.pdf", A, "School", 15, t_schedule)
    add(f"{sc}/Grad School summer 2026 deadlines.pdf", A, "School", 50, t_deadlines)
    add(f"{sc}/commencement RSVP.eml", A, "School", 8, t_commencement)
    add(f"{sc}/Re degree audit.eml", A, "School", 30, t_advising)
    add(f"{DL}/document (5).pdf", A, "School", 14, lambda r, dt: t_tuition(r, dt, "Summer 2026"), True)
    add(f"{DL}/file.pdf", A, "School", 26, t_grad_app, True)
    add(f"{DL}/letter.pdf", A, "School", 10, t_enroll_verif, True)
    add(f"{MISC}/print.pdf", A, "School", 21, t_degree_audit, True)
    add(f"{DL}/Re_ quick question.eml", A, "School", 7, t_diploma_mail, True)

    # ------------------------------------------------------------ Teaching (Areas)
    ta = f"{DOC}/TA"
    add(f"{ta}/TA appointment Summer 2026.pdf", A, "Teaching", 40,
        lambda r, dt: t_ta_letter(r, dt, "Summer 2026", "CS 2336 Data Structures and Algorithms", "Dr. Alan Whitaker"))
    add(f"{ta}/TA appointment Spring 2026.pdf", A, "Teaching", 160,
        lambda r, dt: t_ta_letter(r, dt, "Spring 2026", "CS 3377 Systems Programming", "Dr. Miguel Castillo"))
    add(f"{ta}/TA handbook 2025-26.pdf", A, "Teaching", 290, t_ta_handbook)
    s6 = f"{ta}/CS 2336 Summer 2026"
    add(f"{s6}/syllabus.pdf", A, "Teaching", 5, t_syllabus)
    add(f"{s6}/office hours.md", A, "Teaching", 1, OH_MD)
    add(f"{s6}/lab01 handout.docx", A, "Teaching", 6, t_lab1)
    add(f"{s6}/rubric hw1.docx", A, "Teaching", 3, lambda r, dt: t_rubric(r, dt, "CS 2336 HW1 Dynamic Arrays"))
    add(f"{s6}/~$bric hw1.docx", L, "System", 0.5, _lock("Nathan Tran"))
    s5 = f"{ta}/CS 3377 Spring 2026"
    add(f"{s5}/final grades.xlsx", A, "Teaching", 18,
        lambda r, dt: t_gradebook(r, dt, 18, ["P1", "P2", "P3", "Exam1", "Exam2", "Final"]))
    add(f"{s5}/project2 rubric.docx", A, "Teaching", 100,
        lambda r, dt: t_rubric(r, dt, "CS 3377 Project 2 (mini shell)"))
    add(f"{s5}/regrade requests.txt", A, "Teaching", 25, t_regrades)
    add(f"{s5}/exam2 solutions.pdf", A, "Teaching", 60, t_exam_solutions)
    add(f"{s5}/timesheet April 2026.pdf", A, "Teaching", 32, t_timesheet)
    s4 = f"{ta}/CS 3345 Fall 2025"
    add(f"{s4}/grading notes.md", A, "Teaching", 200, t_grading_notes)
    add(f"{s4}/grades HW4.xlsx", A, "Teaching", 215,
        lambda r, dt: t_gradebook(r, dt, 16, ["HW4 Q1", "HW4 Q2", "HW4 Q3"]))
    ag = "code/cs2336-autograder"
    add(f"{ag}/README.md", A, "Teaching", 8, AUTOGRADER_README)
    add(f"{ag}/grade.py", A, "Teaching", 4, AUTOGRADER_PY)
    add(f"{ag}/pyproject.toml", A, "Teaching", 8, AUTOGRADER_TOML)
    dot(f"{ag}/.gitignore", b"submissions/\n*.csv\n__pycache__/\n", 8)
    add(f"{DL}/export.csv", A, "Teaching", 2, t_canvas_export, True)
    add(f"{DT}/New Text Document (2).txt", A, "Teaching", 3, t_announcement, True)
    add(f"{DL}/Doc1.docx", A, "Teaching", 4, t_lab2, True)
    add(f"{DL}/message.eml", A, "Teaching", 50, t_student_mail, True)
    add(f"{MISC}/notes (1).txt", A, "Teaching", 5, t_oh_log, True)
    add(f"{DL}/file (3).pdf", A, "Teaching", 285, t_ferpa, True)
    add(f"{SC}/scan_0022.pdf", A, "Teaching", 290,
        lambda r, dt: t_ta_letter(r, dt, "Fall 2025", "CS 3345 Data Structures", "Dr. Hoa Nguyen")
        + "Accepted: Nathan Tran (signature)\n", True)

    # ------------------------------------------------------------ Finance (Areas)
    mo = f"{DOC}/Money"
    for m, age in ((1, 118), (2, 90), (3, 59), (4, 29)):
        add(f"{mo}/Bank/Lonestar FCU 2026-0{m}.pdf", A, "Finance", age, t_bank)
    add(f"{mo}/Credit card/Horizon 2026-03.pdf", A, "Finance", 70, t_card)
    add(f"{mo}/Credit card/Horizon 2026-04.pdf", A, "Finance", 40, t_card)
    add(f"{mo}/Student loans/Keystone loan summary.pdf", A, "Finance", 55, t_loan_summary)
    add(f"{mo}/Student loans/repayment estimate.pdf", A, "Finance", 38, t_repay)
    add(f"{mo}/Student loans/loans.xlsx", A, "Finance", 37, t_loans_xlsx)
    add(f"{mo}/budget 2026.xlsx", A, "Finance", 1, lambda r, dt: t_budget(r, dt, 2026))
    add(f"{mo}/budget 2025.xlsx", A, "Finance", 160, lambda r, dt: t_budget(r, dt, 2025))
    add(f"{mo}/~$dget 2026.xlsx", L, "System", 1, _lock("Nathan Tran"))
    add(f"{mo}/Paystubs/2026-04-30.pdf", A, "Finance", 32, t_paystub)
    add(f"{mo}/Paystubs/2026-05-15.pdf", A, "Finance", 17, t_paystub)
    add(f"{mo}/Summit Roth IRA Q1 2026.pdf", A, "Finance", 58, t_roth)
    tx = f"{mo}/Taxes"
    add(f"{tx}/2025/Form 1040 2025 filed.pdf", A, "Finance", 84,
        lambda r, dt: t_1040(r, dt, 2025, "Juniper Grid Systems, Balcones University"))
    add(f"{tx}/2025/W-2 Juniper Grid 2025.pdf", A, "Finance", 121,
        lambda r, dt: t_w2(r, dt, "Juniper Grid Systems, Inc., 11500 Domain Dr, Austin TX 78758", "84-2291047", 2025,
                           19000, 21000))
    add(f"{tx}/2025/W-2 Balcones 2025.pdf", A, "Finance", 118,
        lambda r, dt: t_w2(r, dt, "Balcones University, Austin TX 78712", "74-6001533", 2025, 8500, 9500))
    add(f"{tx}/2025/1098-T 2025.pdf", A, "Finance", 120, t_1098t)
    add(f"{tx}/2025/1099-INT Lonestar 2025.pdf", A, "Finance", 115,
        lambda r, dt: t_1099int(r, dt, "Lonestar Federal Credit Union, Austin TX"))
    add(f"{tx}/2025/IRS accepted.eml", A, "Finance", 83, t_efile_mail)
    add(f"{tx}/2025/notes.txt", A, "Finance", 84, TAX_NOTES)
    add(f"{tx}/2024/Form 1040 2024.pdf", A, "Finance", 430,
        lambda r, dt: t_1040(r, dt, 2024, "BrightPath Tutoring, Balcones University"))
    add(f"{tx}/2023/1040_2023.pdf", A, "Finance", 790,
        lambda r, dt: t_1040(r, dt, 2023, "BrightPath Tutoring", OLD_ADDR))
    rc = f"{mo}/Receipts"
    add(f"{rc}/ByteMart laptop receipt.pdf", A, "Finance", 660,
        lambda r, dt: t_receipt(r, dt, "BYTEMART ELECTRONICS - Austin North", "14\" laptop, Core Ultra 7, 32GB/1TB",
                                1099, 1299))
    add(f"{rc}/monitor receipt.pdf", A, "Finance", 600,
        lambda r, dt: t_receipt(r, dt, "BYTEMART ELECTRONICS - online", "27\" 1440p IPS monitor", 219, 279))
    add(f"{rc}/headphones receipt.pdf", A, "Finance", 300,
        lambda r, dt: t_receipt(r, dt, "Parcelo Marketplace", "Wireless noise-cancelling headphones", 199, 279))
    add(f"{DL}/Horizon_Statement_2026-05.pdf", A, "Finance", 10, t_card)
    add(f"{DL}/venmo_statement_2026_05.csv", A, "Finance", 3, t_venmo)
    add(f"{DL}/W2_2025_JuniperGrid.pdf", A, "Finance", 122,
        lambda r, dt: t_w2(r, dt, "Juniper Grid Systems, Inc., 11500 Domain Dr, Austin TX 78758", "84-2291047", 2025,
                           19000, 21000))
    add(f"{Y24}/W-2 2023 BrightPath.pdf", A, "Finance", 850,
        lambda r, dt: t_w2(r, dt, BRIGHTPATH, "82-4410935", 2023, 8000, 10500, OLD_ADDR))
    add(f"{DL}/document (1).pdf", A, "Finance", 40, t_grace, True)
    add(f"{DL}/download.pdf", A, "Finance", 110,
        lambda r, dt: t_1099int(r, dt, "Summit Brokerage, Inc., Boston MA"), True)
    add(f"{DL}/file (2).pdf", A, "Finance", 45, t_roth_confirm, True)
    add(f"{DL}/print (2).pdf", A, "Finance", 58, t_order_receipt, True)
    add(f"{DL}/export (1).csv", A, "Finance", 28, t_bank_csv, True)
    add(f"{DT}/untitled 3.txt", A, "Finance", 1, t_budget_note, True)
    add(f"{SC}/scan_0007.pdf", A, "Finance", 480,
        lambda r, dt: t_w2(r, dt, BRIGHTPATH, "82-4410935", 2024, 9000, 11000), True)
    add(f"{MISC}/Document2.docx", A, "Finance", 95, t_dispute, True)
    add(f"{Y24}/scan0003.pdf", A, "Finance", 560, t_cp12, True)

    # ------------------------------------------------------------ Health (Areas)
    he = f"{DOC}/Health"
    add(f"{he}/SHIP ID card 2025-26.pdf", A, "Health", 290, t_ship_card)
    add(f"{he}/SHIP summary of benefits 2025-26.pdf", A, "Health", 290, t_ship_summary)
    add(f"{he}/UHS after visit summary.pdf", A, "Health", 140, t_uhs_visit)
    add(f"{he}/EOB 2026-02.pdf", A, "Health", 100, t_eob)
    add(f"{he}/SHIP coverage ends.eml", A, "Health", 9, t_ship_end)
    add(f"{DL}/document (6).pdf", A, "Health", 75, t_eob, True)
    add(f"{DL}/file (1).pdf", A, "Health", 185, t_dental, True)
    add(f"{DL}/print (1).pdf", A, "Health", 190, t_eye, True)
    add(f"{SC}/scan_0015.pdf", A, "Health", 170, t_dental_claim, True)
    add(f"{SC}/scan_0024.pdf", A, "Health", 640, t_immun, True)
    add(f"{Y24}/scan0005.pdf", A, "Health", 600, t_urgent_bill, True)

    # ------------------------------------------------------------ Car (Areas)
    ca = f"{DOC}/Car"
    add(f"{ca}/TX registration renewal 2026.pdf", A, "Car", 60, t_registration)
    add(f"{ca}/inspection 2026.pdf", A, "Car", 62, t_inspection)
    add(f"{ca}/Pioneer insurance card.pdf", A, "Car", 30, lambda r, dt: t_auto_ins(r, dt, False))
    add(f"{ca}/Pioneer declarations.pdf", A, "Car", 30, lambda r, dt: t_auto_ins(r, dt, True))
    add(f"{ca}/Lamar Auto Care oil change.pdf", A, "Car", 30, t_oil)
    add(f"{ca}/maintenance log.xlsx", A, "Car", 30, t_car_log)
    add(f"{DL}/document (3).pdf", A, "Car", 66, t_toll, True)
    add(f"{DL}/invoice_88231.pdf", A, "Car", 82, t_tires, True)
    add(f"{SC}/scan_0011.pdf", A, "Car", 640, t_title, True)

    # ------------------------------------------------------------ Home (Areas) and earlier apartments (Archive)
    ap = f"{DOC}/Apartment"
    add(f"{ap}/Cypress Commons lease 2024-25.pdf", A, "Home", 660,
        lambda r, dt: t_lease(r, dt, "August 1, 2024 - July 31, 2025", "$1,325.00"))
    add(f"{ap}/Cypress Commons lease renewal 2025-26.pdf", A, "Home", 310,
        lambda r, dt: t_lease(r, dt, "August 1, 2025 - July 31, 2026", "$1,385.00"))
    add(f"{ap}/resident ledger.pdf", A, "Home", 5, t_ledger)
    add(f"{ap}/Bluebonnet renters policy.pdf", A, "Home", 300, t_renters)
    add(f"{ap}/Hill Country Electric 2026-04.pdf", A, "Home", 62, t_electric)
    add(f"{ap}/Velocity Fiber 2026-04.pdf", A, "Home", 38, t_internet)
    add(f"{ap}/maintenance dishwasher.eml", A, "Home", 120, t_maint_mail)
    add(f"{DL}/document (7).pdf", A, "Home", 33, t_electric, True)
    add(f"{DL}/attachment.pdf", A, "Home", 12, t_pest, True)
    add(f"{DL}/statement (2).pdf", A, "Home", 7, t_internet, True)
    oa = f"{DOC}/Old apartments"
    add(f"{oa}/Northgate Commons lease 2021-22.pdf", X, "Home", 1750,
        lambda r, dt: t_old_lease(r, dt, "Northgate Commons (student housing)",
                                  "301 Church Ave #B12, College Station TX",
                                  "Aug 2021 - Jul 2022", "$645.00"))
    add(f"{oa}/Aggie Station lease 2022-23.pdf", X, "Home", 1390,
        lambda r, dt: t_old_lease(r, dt, "Aggie Station Townhomes", "1500 Harvey Mitchell Pkwy #412, Bryan TX",
                                  "Aug 2022 - May 2023", "$710.00"))
    add(f"{Y24}/Riverside Lofts lease 2023-24.pdf", X, "Home", 720,
        lambda r, dt: t_old_lease(r, dt, "Riverside Lofts", "1900 S Pleasant Valley Rd Unit 2108, Austin TX",
                                  "Aug 2023 - Jul 2024", "$1,190.00"))
    add(f"{Y24}/scan0002.pdf", X, "Home", 640, t_deposit_return, True)
    add(f"{MISC}/Document3.docx", X, "Home", 630, t_riverside_dispute, True)

    # ------------------------------------------------------------ Resources: Computer Science
    for i, (name, text) in enumerate(NOTES.items()):
        add(f"{DOC}/Notes/{name}", R, "Computer Science", (30, 210, 400, 560, 230)[i], text)
    add(f"{DOC}/Papers/tail latency in microservice graphs.pdf", R, "Computer Science", 200, t_cs_paper(1))
    add(f"{DOC}/Papers/consistent hashing bounded loads.pdf", R, "Computer Science", 165, t_cs_paper(3))
    add(f"{DOC}/Interview prep/leetcode patterns.md", R, "Computer Science", 150, LEETCODE)
    add(f"{DOC}/Interview prep/system design.md", R, "Computer Science", 135, SYSDESIGN)
    add(f"{DT}/notes.txt", R, "Computer Science", 160, t_hashing_notes, True)
    add(f"{DL}/2402.01873v2.pdf", R, "Computer Science", 95, t_cs_paper(0, "2402.01873v2"), True)
    add(f"{DL}/2311.04519.pdf", R, "Computer Science", 170, t_cs_paper(2, "2311.04519"), True)
    add(f"{DOC}/Document1.docx", R, "Computer Science", 250, t_bigo, True)

    # ------------------------------------------------------------ Resources: Coding
    add("code/dotfiles/README.md", R, "Coding", 400, DOT_README)
    add("code/dotfiles/install.sh", R, "Coding", 400, DOT_INSTALL)
    add("code/dotfiles/nvim/init.lua", R, "Coding", 90, DOT_NVIM)
    dot("code/dotfiles/.bashrc", b"# ~/.bashrc (symlinked)\nexport PATH=\"$HOME/.local/bin:$PATH\"\n"
        b"alias gs='git status -sb'\nalias py=python3\neval \"$(fnm env)\"\n", 90)
    add("code/advent-of-code-2025/README.md", R, "Coding", 160, AOC_README)
    add("code/advent-of-code-2025/pyproject.toml", R, "Coding", 181, AOC_TOML)
    add("code/advent-of-code-2025/day01.py", R, "Coding", 181, AOC_DAY1)
    add("code/advent-of-code-2025/day07.py", R, "Coding", 175, AOC_DAY7)
    add("code/portfolio-site/README.md", R, "Coding", 240, PORT_README)
    add("code/portfolio-site/package.json", R, "Coding", 240, PORT_PKG)
    add("code/portfolio-site/src/App.jsx", R, "Coding", 78, PORT_APP)
    add("code/scripts/rename_photos.py", R, "Coding", 300, RENAME_PY)
    add(f"{DOC}/WSL setup notes.md", R, "Coding", 650, WSL_NOTES)
    add(f"{DT}/New Text Document (3).txt", R, "Coding", 210, t_git_notes, True)

    # ------------------------------------------------------------ Resources: Books, Music, Software, Cooking
    bk = f"{DOC}/Books"
    add(f"{bk}/Meditations - Marcus Aurelius.epub", R, "Books", 500,
        _epub("Meditations", "Marcus Aurelius", "en", "From my grandfather Verus I learned good morals and the "
              "government of my temper."))
    add(f"{bk}/The Adventures of Sherlock Holmes.epub", R, "Books", 720,
        _epub("The Adventures of Sherlock Holmes", "Arthur Conan Doyle", "en",
              "To Sherlock Holmes she is always the woman."))
    add(f"{bk}/Pragmatic Go for Backend Engineers - L. Marsh.epub", R, "Books", 300,
        _epub("Pragmatic Go for Backend Engineers", "Lena Marsh", "en",
              "Chapter 1. Go favours simple, explicit code. This book builds an HTTP service step by step."))
    add(f"{bk}/Reliable Systems in Practice - R. Okafor.pdf", R, "Books", 420,
        "Reliable Systems in Practice\nRuth Okafor\nSecond Edition\nContents\n1 Failure is normal\n2 Timeouts, "
        "retries and backoff\n3 Idempotency\n4 Replication\n5 Testing distributed systems\n6 Incident response\n"
        "Chapter 1. Failure is normal\nEvery component you depend on will fail ...")
    add(f"{bk}/The Vietnamese Kitchen Table - H. Pham.epub", R, "Books", 610,
        _epub("The Vietnamese Kitchen Table", "Hanh Pham", "en",
              "My mother never measured fish sauce; she listened to the pan."))
    add(f"{DL}/Frankenstein - Mary Shelley.epub", R, "Books", 95,
        _epub("Frankenstein; or, The Modern Prometheus", "Mary Wollstonecraft Shelley", "en",
              "You will rejoice to hear that no disaster has accompanied the commencement of an enterprise "
              "which you have regarded with such evil forebodings."))
    for name, title, artist, album, age in (
            ("01 Neon Rivers.mp3", "Neon Rivers", "The Ember Coast", "Night Transit", 500),
            ("02 Low Tide.mp3", "Low Tide", "The Ember Coast", "Night Transit", 500),
            ("Lofi Study Mix 03.mp3", "Study Mix 03", "Quiet Hours", "Focus Tapes", 260),
            ("Harbor Lights.mp3", "Harbor Lights", "Mai Linh Vo", "Saigon Evenings", 700),
            ("Tumbleweed Radio.mp3", "Tumbleweed Radio", "Pecos Static", "Hill Country Hymns", 330),
            ("Mưa Trên Phố.mp3", "Mưa Trên Phố", "Thanh Ha Tran", "Mùa Hạ", 880)):
        add(f"Music/{name}", R, "Music", age, _id3(r, title, artist, album))
    for name, age in (("VSCodeUserSetup-x64-1.89.1.exe", 650), ("Docker Desktop Installer.exe", 640),
                      ("python-3.12.4-amd64.exe", 330), ("Git-2.45.2-64-bit.exe", 330),
                      ("ZoomInstallerFull.exe", 270), ("OBS-Studio-30.1.2-Full-Installer-x64.exe", 20)):
        add(f"{DL}/{name}", R, "Software", age, _exe(r))
    add(f"{DL}/wsl.2.1.5.0.x64.msi", R, "Software", 645, _ole(r, 2400))
    rp = f"{DOC}/Recipes"
    add(f"{rp}/canh chua - me.txt", R, "Cooking", 520, CANH_CHUA)
    add(f"{rp}/thit kho trung.txt", R, "Cooking", 470, THIT_KHO)
    add(f"{rp}/meal prep.md", R, "Cooking", 70, MEAL_PREP)
    add(f"{rp}/potluck chili.md", R, "Cooking", 190, CHILI)
    add(f"{DT}/untitled 4.txt", R, "Cooking", 140, t_pho, True)
    add(f"{DL}/Untitled document (1).docx", R, "Cooking", 300, t_banana, True)

    # ------------------------------------------------------------ Resources: Photos
    cr = "Pictures/Camera Roll"
    for i in range(8):
        age = r.choice([3, 12, 19, 41, 66, 97, 150, 230])
        photo(f"{cr}/IMG_{5100 + i * 37}.JPG", R, "Photos", age)
    for i in range(5):
        photo(f"Pictures/iPhone import 2026-05-20/IMG_{5580 + i * 11}.HEIC", R, "Photos", 12)
    for age in (20, 47, 90, 133):
        d = NOW - timedelta(days=age)
        hms = f"{r.randint(9, 22):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        photo(f"Pictures/Screenshots/Screenshot {d:%Y-%m-%d} {hms}.png", R, "Photos", age)
    add("Pictures/Saved Pictures/wallpaper mountains.jpg", R, "Photos", 640, _jpeg(r, None))
    for i in range(3):
        photo(f"Pictures/Graduation 2023/IMG_{1420 + i * 6}.JPG", R, "Photos", 660, taken=1116)
    for i in range(2):
        photo(f"Pictures/Tet 2026/IMG_{5012 + i * 9}.JPG", R, "Photos", 105 - i)
    photo(f"{DT}/IMG_6012.JPG", R, "Photos", 2)
    photo(f"{DL}/IMG_5531.HEIC", R, "Photos", 16)
    photo(f"{Y24}/IMG_2207.JPG", R, "Photos", 700, taken=800)
    photo(f"{Y24}/IMG_2391.JPG", R, "Photos", 700, taken=760)

    # ------------------------------------------------------------ Archive: School
    ug = f"{DOC}/Undergrad"
    add(f"{ug}/CSCE 121/hw3_rainfall.cpp", X, "School", 2420, UG_HW_CPP)
    for folder, key, age in (("CSCE 221", "CSCE 221 - PA2 report", 2030), ("MATH 304", "MATH 304 exam 1 review", 2050),
                             ("CSCE 482 Capstone", "CSCE 482 capstone final report", 1130)):
        title, body = UG_REPORTS[key]
        name = "final report.pdf" if "482" in folder else ("PA2 report.pdf" if "221" in folder else "exam 1 review.pdf")
        add(f"{ug}/{folder}/{name}", X, "School", age,
            lambda r, dt, c=folder, t=title, b=body: t_course_report(r, dt, c, t, b))
    add(f"{ug}/CSCE 313/project2 README.md", X, "School", 1870, UG_SHELL)
    add(f"{ug}/CSCE 315/team 7 proposal.docx", X, "School", 1700, t_team_proposal)
    add(f"{ug}/ENGL 210/printer memo.docx", X, "School", 2060, t_essay)
    add(f"{ug}/BVU transcript (official).pdf", X, "School", 1100, t_bvu_transcript)
    cs = f"{sc}/Courses"
    ages = {"CS 6360 Database Design (Fall 2024)": 540, "CS 6375 Machine Learning (Spring 2025)": 400,
            "CS 6378 Advanced OS (Fall 2025)": 200, "CS 6301 Cloud Computing (Spring 2026)": 22}
    for course, docs in MS_COURSES.items():
        for name, title, body in docs:
            add(f"{cs}/{course}/{name}", X, "School", ages[course] + r.uniform(-20, 0),
                lambda r, dt, c=course, t=title, b=body: t_course_report(r, dt, c.split(" (")[0], t, b))
    add(f"{cs}/CS 6375 Machine Learning (Spring 2025)/hw3_logreg.ipynb", X, "School", 450, t_ml_nb)
    add(f"{cs}/CS 6301 Cloud Computing (Spring 2026)/hw3.docx", X, "School", 85, t_hw3_cloud)
    add("code/cs6378-raft/README.md", X, "School", 185, t_raft_readme)
    add("code/cs6378-raft/go.mod", X, "School", 230, RAFT_MOD)
    add("code/cs6378-raft/raft/raft.go", X, "School", 186, RAFT_GO)
    add(f"{Y24}/Balcones application fee receipt.pdf", X, "School", 870, t_app_fee)
    add(f"{DL}/document (8).pdf", X, "School", 16, t_cloud_feedback, True)
    add(f"{MISC}/Untitled.docx", X, "School", 400, t_ml_writeup, True)
    add(f"{Y24}/scan0001.pdf", X, "School", 700, t_diploma, True)
    add(f"{Y24}/Document4.docx", X, "School", 880, t_sop, True)

    # ------------------------------------------------------------ Archive: Career (the job search)
    jb = f"{DOC}/Jobs"
    add(f"{jb}/Resume_Nathan_Tran_v7.docx", X, "Career", 110, lambda r, dt: t_resume(r, dt, "v7"))
    add(f"{jb}/Resume - backend.pdf", X, "Career", 170, lambda r, dt: t_resume(r, dt, "backend"))
    add(f"{jb}/Resume_Nathan_Tran_2025-09.pdf", X, "Career", 245, lambda r, dt: t_resume(r, dt, "2025-09"))
    add(f"{jb}/cover letters/Cover Letter - Brightloop.docx", X, "Career", 200,
        lambda r, dt: t_cover(r, dt, "Brightloop", "Software Engineer, New Grad"))
    add(f"{jb}/cover letters/Cover Letter - Quarry Systems.docx", X, "Career", 185,
        lambda r, dt: t_cover(r, dt, "Quarry Systems", "Backend Engineer"))
    add(f"{jb}/applications tracker.xlsx", X, "Career", 81, t_tracker)
    add(f"{jb}/offers/Brightloop offer letter.pdf", X, "Career", 92, t_brightloop_offer)
    add(f"{jb}/offers/Re Your offer from Brightloop.eml", X, "Career", 81, t_decline_mail)
    add(f"{jb}/rejections/Halcyon update.eml", X, "Career", 105, t_rejection_mail)
    add(f"{jb}/career fair fall 2025.md", X, "Career", 250, CAREER_FAIR)
    add(f"{jb}/references.txt", X, "Career", 240, REFS)
    add(f"{DOC}/Interview prep/STAR stories.md", X, "Career", 140, STAR)
    add(f"{DL}/Resume_Nathan_Tran_v7 (2).pdf", X, "Career", 120, lambda r, dt: t_resume(r, dt, "v7"))
    add(f"{DL}/attachment (2).pdf", X, "Career", 130, t_takehome, True)
    add(f"{DL}/message (1).eml", X, "Career", 125, t_recruiter_mail, True)
    add(f"{DL}/Untitled document (2).docx", X, "Career", 150, t_cover_halcyon, True)
    add(f"{DT}/New Text Document (4).txt", X, "Career", 82, t_negotiation, True)

    # ------------------------------------------------------------ Archive: Work (internship, tutoring)
    jg = f"{DOC}/Internship Juniper Grid 2025"
    add(f"{jg}/offer letter.pdf", X, "Work", 430, t_intern_offer)
    add(f"{jg}/NDA signed.pdf", X, "Work", 380, t_nda)
    add(f"{jg}/final presentation notes.md", X, "Work", 300, INTERN_PRES)
    add(f"{jg}/project summary.docx", X, "Work", 297, t_intern_summary)
    add(f"{jg}/Return offer update.eml", X, "Work", 250, t_no_headcount)
    add(f"{jb}/old/BrightPath offer 2023.pdf", X, "Work", 1090, t_brightpath_offer)
    add(f"{Y24}/BrightPath schedule spring.xlsx", X, "Work", 800, t_tutor_sched)
    add(f"{DL}/Untitled document (3).docx", X, "Work", 300, t_self_eval, True)
    add(f"{Y24}/scan0004.pdf", X, "Work", 670, t_brightpath_last, True)
    add(f"{DL}/document (9).pdf", X, "Work", 420, t_intern_offer, True)

    # ------------------------------------------------------------ Archive: Travel
    tr = f"{DOC}/Trips"
    add(f"{tr}/Vietnam 2023/itinerary.docx", X, "Travel", 910, t_danang)
    add(f"{tr}/Vietnam 2023/e-ticket KE.pdf", X, "Travel", 930, t_eticket)
    add(f"{tr}/Breckenridge Jan 2025/condo booking.pdf", X, "Travel", 540, t_breck)
    add(f"{tr}/Breckenridge Jan 2025/lift tickets.pdf", X, "Travel", 520, t_lift)
    add(f"{tr}/NOLA Oct 2025/plan.md", X, "Travel", 235, NOLA_ITIN)
    add(f"{Y24}/Big Bend campsite reservation.pdf", X, "Travel", 850, t_bigbend_camp)
    add(f"{DL}/download (1).pdf", X, "Travel", 224, t_nola_hotel, True)
    add(f"{Y24}/Document5.docx", X, "Travel", 820, t_bigbend_plan, True)

    # ------------------------------------------------------------ Archive: Hackathon, Coding
    add(f"{ug}/hackathons/ParkBuddy devpost.md", X, "Hackathon", 1560, HACK_OLD)
    add(f"{ug}/hackathons/BVU Hack 2022 certificate.pdf", X, "Hackathon", 1560, t_hack_cert)
    add("code/old/parkbuddy/pubspec.yaml", X, "Hackathon", 1560, PARKBUDDY_PUBSPEC)
    add("code/old/studybot/README.md", X, "Coding", 1450, OLD_BOT_README)
    add("code/old/studybot/bot.py", X, "Coding", 1450, OLD_BOT_PY)
    add("code/old/studybot/requirements.txt", X, "Coding", 1450, "discord.py==2.0.1\ngspread==5.4.0\n")

    # ------------------------------------------------------------ Archive: Backup (the old Dell)
    ob = "Old laptop backup"
    add(f"{ob}/Desktop/todo finals.txt", X, "Backup", 1500, t_old_todo)
    add(f"{ob}/Desktop/help desk schedule.pdf", X, "Backup", 1560, t_helpdesk)
    add(f"{ob}/Documents/Resume 2022.docx", X, "Backup", 1480, t_old_resume)
    add(f"{ob}/Documents/CSCE 411/hw5.pdf", X, "Backup", 1510, t_old_411)
    add(f"{ob}/Documents/Fall 2020 schedule.pdf", X, "Backup", 2090, t_fall_sched)
    add(f"{ob}/Documents/FAFSA 2021-22 confirmation.pdf", X, "Backup", 1900, t_fafsa)
    add(f"{ob}/Documents/Document1.docx", X, "Backup", 1650, t_essay)
    for i, taken in enumerate((2400, 2100, 1800, 1450, 1200)):
        photo(f"{ob}/Pictures/IMG_{130 + i * 211:04d}.JPG", X, "Backup", 660, taken=taken)
    add(f"{ob}/Music/Ember Coast - Harbor.mp3", X, "Backup", 1700, _id3(r, "Harbor", "The Ember Coast", "First Light"))
    add(f"{ob}/Pictures/Thumbs.db", L, "System", 700, _ole(r, 900))

    # ------------------------------------------------------------ Left: unfinished downloads, system files
    add(f"{DL}/Unconfirmed 518204.crdownload", L, "System", 0.3, bytes(r.getrandbits(8) for _ in range(1800)))
    add(f"{DL}/Seattle_Lease_Final_signed.pdf.crdownload", L, "System", 1, b"%PDF-1.7\n" + bytes(r.getrandbits(8)
                                                                                              for _ in range(700)))
    add(f"{DL}/ubuntu-24.04.2-desktop-amd64.iso.part", L, "System", 26, bytes(r.getrandbits(8) for _ in range(2500)))
    for folder in (DT, DOC, DL, "Pictures", "Music"):
        add(f"{folder}/desktop.ini", L, "System", 660, _ini(folder.split("/")[-1]))
    add(f"{cr}/Thumbs.db", L, "System", 3, _ole(r, 1100))

    return items
