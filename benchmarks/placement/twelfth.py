"""A twelfth labelled corpus: a final-year student's files, ``build(root, seed)``, written blind to the classifier.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bodies of the
other placement corpora or at any placement result: only ``unseen.py``'s docstring and helpers (for the way
labelling rules are written and the zip/epub/ID3 mechanics), the ``Item`` dataclass and the signatures of
``_pdf``, ``_jpeg`` (``corpus.py``), ``_docx``, ``_png`` and ``HEIC_HEAD`` (``blind.py``). The files and labels
are shaped by what this person would have on disk, not by what the code looks for.

The person: Liam O'Brien, 22, from Ennis, Co. Clare, a final-year (2025-26) undergraduate in Computer Science
and Business at Trinity College Dublin. He shares a rented house at 14 Ashfield Road, Ranelagh, Dublin 6 with
Cian Murphy, Niamh Kelly and Dara Okafor (landlord: Brendan Doyle), works part-time (about 14 hours a week) at
Cycleworks, a bike shop in Rathmines, gets a SUSI grant, banks with AIB and Revolut and claims the rent tax
credit. He is treasurer of the college hillwalking society (TCD Hillwalkers, about 180 members), sees a GP at
the College Health Service and a physio (Ranelagh Sports Physio) for a grade-2 MCL sprain from a rugby match in
November 2025, and drives an old 2010 Ford Fiesta (10-CE-3187). Under way now: his final-year dissertation,
"Short-term demand forecasting for Dublin Bikes stations" (supervisor Dr Aoife Ní Bhriain, due 12 June 2026,
code repo ``fyp-dublinbikes``); graduate job applications (an offer from Harbourline Payments in London as a
graduate software engineer from 14 September 2026, a final-round assessment centre at Kestrel Strategy on
9 June, decision by 19 June); moving to London in September (flat hunting in Zone 2, National Insurance number,
shipping his things); the society's Scottish Highlands trip to Glen Coe and Ben Nevis, 27 June - 2 July 2026,
that he budgets; and a team entry ("ReCycle", a second-hand bike marketplace) for LiffeyHack 2026 on 20-21 June.
Finished: his Erasmus semester at iaelyon (Université Jean Moulin Lyon 3), September 2024 - January 2025; a
summer 2025 software internship at Ardmore Fintech in Dublin; his second- and third-year modules (with an old
second-year algorithms assignment repo); an Interrail trip in July 2024; school (Leaving Cert 2022 at St Senan's
College, Ennis); and the society's Mourne Mountains weekend of 13-15 March 2026. Folders have the chaos of a
student laptop: a crowded ``Downloads/``, ``Desktop/``, ``Documents/`` with ``random/``, ``New folder/``,
``sort later/`` and a ``2024/`` folder, a ``OneDrive - Trinity College Dublin/`` export, a phone-photos dump,
``Code/`` with three repos, unfinished downloads and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  dissertation (proposal, drafts, literature notes and papers, data, the ``fyp-dublinbikes`` repo, figures,
  supervisor meetings) -- topic Degree; the graduate job search (CVs, cover letters, application tracker,
  offer letter and contract, assessment-centre and interview prep, references) -- topic Career; the move to
  London (flat listings and viewings, budget, NI number, shipping quote, flights, giving notice on the Dublin
  house, packing list) -- topic Home; the Highlands trip (budget, participant list, bookings, minibus hire,
  route cards, risk assessment, kit list) -- topic Society; the LiffeyHack entry (the ``recycle-liffeyhack``
  repo, pitch, registration, screenshots) -- topic Code.
- **Areas**: responsibilities with no end, whatever the document's age: the degree as it runs now -- every
  final-year (2025-26) module's notes, slides and assignments, timetables, exam schedules, fees, the SUSI
  grant, college letters (Degree); money -- AIB and Revolut statements, budgets, Revenue, tax credits and the
  rent tax credit, the credit-union account (Finance); the bike-shop job -- contract, rotas, payslips, staff
  handbook (Job); the shared house -- lease, RTB registration, rent share, bills split, house rules, bins
  (Home); health -- GP, prescriptions, physio and exercises, Med 1 receipts (Health); treasurer of TCD
  Hillwalkers -- accounts, membership list, committee minutes, grants, society insurance (Society); the car
  -- NCT, insurance, motor tax, servicing (Car). A semester-1 module note or the 2025 lease is still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: programming books, tutorials,
  cheat sheets and coding notes not tied to a module or project (Code); hiking maps, route guides and gear
  guides (Hiking); recipes (Cooking); other ebooks (Books); music files (Music); installers (Software);
  photos and screenshots, including friends, nights out, hikes and holidays (Photos) -- except photos that
  are working material of a project, current or finished (flat-viewing photos, the app's screenshots,
  dissertation figures, photographed trip receipts): those take the project's bucket and topic.
- **Archive**: finished projects and ended responsibilities: the Erasmus semester in Lyon -- learning
  agreement, accommodation, transcript (Degree); second- and third-year modules and the old assignment repo
  (Degree); the 2025 internship at Ardmore Fintech -- contract, payslips, report (Job); the applications made
  for that internship (Career); the Interrail trip of 2024 (Travel); school and the Leaving Cert (School);
  the society's Mourne weekend of March 2026, settled in April (Society).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files and anything inside a dot folder
  (``.DS_Store``, ``.gitignore``, ``.git/``) are written but not labelled: the scanner never lists them.

Topics are subjects (the move to London is ``Home`` like the Dublin house; the hackathon is ``Code`` like the
programming references; the Highlands trip is ``Society`` like the treasurer's books). ``hard`` marks a file
whose name *and* folder say nothing about its subject (``Downloads/document (2).pdf``, ``Desktop/untitled.txt``,
``Documents/random/scan_0012.pdf``): only the text inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place
it. Images are never marked hard. Dates are relative to ``corpus.NOW`` so all corpora share the benchmark's
reference time.
"""

from __future__ import annotations

import json
import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400

# --------------------------------------------------------------------------- helpers


def _d(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _ie(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _eur(r: random.Random, lo: float, hi: float) -> str:
    return f"€{r.uniform(lo, hi):,.2f}"


def _ago(days: float) -> datetime:
    return NOW - timedelta(days=days)


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt.strftime('%a, %d %b %Y %H:%M:%S +0000')}\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


ME = "Liam O'Brien"
ME_MAIL = "obrienl7@tcd.ie"
ME_GMAIL = "liam.obrien.ennis@gmail.com"
HOUSE = "14 Ashfield Road, Ranelagh, Dublin 6, D06 K2X4"
MATES = ["Cian Murphy", "Niamh Kelly", "Dara Okafor"]
FIRST = ["Aoife", "Ciara", "Sean", "Conor", "Ronan", "Orla", "Eoin", "Sinead", "Padraig", "Grainne", "Fionn",
         "Roisin", "Darragh", "Caoimhe", "Oisin", "Emma", "Jack", "Sophie", "Tadhg", "Hannah", "Mark", "Clodagh"]
SURN = ["Byrne", "Ryan", "O'Sullivan", "Walsh", "O'Connor", "McCarthy", "Gallagher", "Doherty", "Kennedy", "Lynch",
        "Quinn", "Brennan", "Nolan", "Farrell", "Fitzgerald", "Moran", "Power", "Daly", "Hughes", "Keane"]


def _name(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


# --------------------------------------------------------------------------- content: the degree (Areas)

MODULES = {
    "CSU44061": ("Machine Learning", "Prof. Doug Leith", [
        "Week 7 - Regularisation and model selection",
        "Ridge: minimise sum of squared errors + C * ||theta||^2; Lasso uses the L1 norm and drives weights to 0.",
        "k-fold cross-validation: split training data into k folds, train on k-1, evaluate on the held-out fold.",
        "Pick the hyperparameter C by plotting mean +/- std of the CV error against C (log scale).",
        "Baseline first: always compare against a dummy classifier (most frequent class).",
        "Exam tip from lecture: be able to explain bias/variance trade-off with a sketch.",
    ]),
    "CSU44000": ("Internet Applications", "Dr Ciaran Mc Goldrick", [
        "Lecture 5 - REST and HTTP semantics",
        "GET is safe and idempotent, PUT idempotent, POST neither. Status codes: 201 Created, 204 No Content, 409.",
        "CORS: browser sends a preflight OPTIONS request; server answers with Access-Control-Allow-Origin.",
        "Vue.js: reactive data, v-for, v-if, computed properties; fetch() returns a Promise.",
        "Assignment 1: weather app with OpenWeatherMap API, Node/Express backend, due week 9.",
    ]),
    "CSU44012": ("Topics in Functional Programming", "Dr Glenn Strong", [
        "Monads: return :: a -> m a, (>>=) :: m a -> (a -> m b) -> m b",
        "Laws: left identity, right identity, associativity. do-notation is sugar for >>=.",
        "State monad example: a counter threaded through a tree relabelling function.",
        "Parser combinators: many, some, <|> from Alternative; build an expression parser.",
        "Project: a small DSL for drawing shapes, rendered to SVG with Scotty serving it.",
    ]),
    "BUU44550": ("Strategic Management", "Dr Siobhan Keane", [
        "Porter's Five Forces: rivalry, threat of entrants, substitutes, buyer power, supplier power.",
        "Resource-based view: VRIO - valuable, rare, inimitable, organised to capture value.",
        "Case: Ryanair's cost leadership - single aircraft type, secondary airports, ancillary revenue.",
        "Group essay (40%): strategic analysis of an Irish firm, 3,000 words, due end of week 10.",
        "Reading: Johnson, Whittington et al., Exploring Strategy, ch. 3-4.",
    ]),
    "BUU44110": ("Entrepreneurship and New Venture Creation", "Prof. Paul Ryan", [
        "Business model canvas: customer segments, value proposition, channels, revenue streams, cost structure.",
        "Lean startup: build - measure - learn, minimum viable product, validated learning.",
        "Unit economics: CAC vs LTV; payback period in months.",
        "Pitch deck: problem, solution, market size (TAM/SAM/SOM), traction, team, ask.",
        "Assessment: team pitch week 11 (30%), individual reflective log (20%), exam (50%).",
    ]),
    "CSU44052": ("Computer Graphics", "Dr Rachel McDonnell", [
        "Transformation pipeline: model -> world -> view -> clip -> NDC -> screen.",
        "Phong lighting: ambient + diffuse (N.L) + specular (R.V)^shininess.",
        "OpenGL: VAO holds vertex attribute config, VBO holds the data; glDrawArrays vs glDrawElements.",
        "Shadow mapping: render depth from the light, compare in fragment shader, add bias to avoid acne.",
    ]),
}


def t_module_notes(code: str):
    def f(r, dt):
        title, lect, lines = MODULES[code]
        return f"{code} {title} - lecture notes\nLecturer: {lect}\n\n" + "\n".join(lines)
    return f


def t_slides(code: str, n: int):
    def f(r, dt):
        title, lect, lines = MODULES[code]
        return (f"{code} {title}\nLecture {n}\n{lect}\nSchool of Computer Science and Statistics / Trinity Business "
                f"School\n\n{lines[min(n, len(lines) - 1)]}\n{lines[(n + 1) % len(lines)]}\n\nReading for next week: "
                "see Blackboard.")
    return f


def t_assignment(code: str, what: str):
    def f(r, dt):
        title = MODULES[code][0]
        return (f"{code} {title} - {what}\nStudent: Liam O'Brien (21364527)\nSubmitted via Blackboard\n\n"
                f"1. Introduction\nThis report addresses the {what.lower()} set in week {r.randint(3, 9)}. "
                f"{MODULES[code][2][r.randint(1, 3)]}\n\n2. Method\nI followed the approach from the lectures and "
                "documented every step in the appendix.\n\n3. Results\nSee table 1. The results match what the "
                "theory predicts with one exception discussed below.\n\nWord count: " + str(r.randint(1400, 2600)))
    return f


def t_timetable(r, dt):
    return ("Hilary Term 2026 - Computer Science and Business, Senior Sophister - Liam O'Brien\n"
            "Mon 10:00 CSU44061 Machine Learning - LB01 Lloyd Institute\n"
            "Mon 14:00 BUU44550 Strategic Management - Trinity Business School LT2\n"
            "Tue 11:00 CSU44012 Topics in Functional Programming - Hamilton Maxwell Theatre\n"
            "Wed 09:00 CSU44061 lab - ICT Lab 2\nWed 15:00 BUU44110 Entrepreneurship - TBS Seminar Room 3\n"
            "Thu 12:00 Final year project meeting (Dr Ní Bhriain) - O'Reilly Institute 2.14\n"
            "Fri 10:00 CSU44012 tutorial - Westland Row WR4\nFri 13:00-18:00 Cycleworks shift (not college!)")


def t_exam_timetable(r, dt):
    return ("Trinity College Dublin - Annual Examinations Trinity Term 2026\nStudent number 21364527 - O'BRIEN, LIAM\n"
            "05/05/2026 09:30 CSU44061 Machine Learning - RDS Main Hall, seat 214\n"
            "08/05/2026 14:00 BUU44550 Strategic Management - Sports Centre Hall 1\n"
            "12/05/2026 09:30 CSU44012 Topics in Functional Programming - Exam Hall\n"
            "15/05/2026 14:00 BUU44110 Entrepreneurship - RDS Main Hall\n"
            "Bring your student ID card. Check the examination regulations in the General Regulations.")


def t_fees(r, dt):
    return ("Trinity College Dublin - Academic Registry - Fee Statement 2025/26\nStudent: Liam O'Brien 21364527\n"
            "Programme: BSc (Computer Science and Business), Year 4\nStudent contribution: €2,500.00\n"
            "Paid by SUSI on behalf of student: €2,500.00\nCommencement fee: €0.00\nBalance due: €0.00\n"
            "Your registration for 2025/26 is complete.")


def t_susi(r, dt):
    return ("SUSI - Student Universal Support Ireland\nGrant Award Letter 2025/2026\nApplicant: Liam O'Brien\n"
            "Reference: 25/00418823\nCourse: TR115 Computer Science and Business, Trinity College Dublin\n"
            "Award: Student Contribution (€2,500) and Maintenance Grant - non-adjacent rate\n"
            f"Maintenance: {r.choice(['€3,925', '€4,165'])} per annum, paid monthly from October 2025 to May 2026\n"
            "Please notify SUSI of any change in your circumstances.")


def t_college_letter(r, dt):
    return ("Senior Lecturer's Office, Trinity College Dublin\nDear Liam,\nThis is to confirm that you are a "
            "registered full-time student of the University in the fourth year of the Bachelor in Science "
            "(Computer Science and Business) degree programme for the academic year 2025/26.\n"
            "Expected date of completion: June 2026. Commencements ceremonies are expected in November 2026.\n"
            "Yours sincerely, Student Records")


def t_grades(r, dt):
    return ("Module;Title;ECTS;Mark;Grade\n" + "\n".join(
        f"{c};{MODULES[c][0]};{5 if c.startswith('CSU') else 10};{r.randint(58, 78)};"
        f"{r.choice(['I', 'II.1', 'II.1', 'II.2'])}" for c in ("CSU44052", "CSU44000", "BUU44110")) +
        "\nMichaelmas 2025 provisional results;;;;")


# --------------------------------------------------------------------------- content: dissertation (Projects Degree)


def t_diss_proposal(r, dt):
    return ("Final Year Project Proposal\nShort-term demand forecasting for Dublin Bikes stations\n"
            "Student: Liam O'Brien  Supervisor: Dr Aoife Ní Bhriain\n\nAim: predict the number of available bikes "
            "at each of the 115 Dublin Bikes stations 30 and 60 minutes ahead, so the operator can plan "
            "rebalancing runs.\nData: JCDecaux open data API (5-minute snapshots), Met Éireann hourly weather for "
            "Dublin Airport and Phoenix Park, Irish public holidays and TCD/UCD term dates.\nMethods: seasonal "
            "naive baseline, gradient boosting (LightGBM) with lag features, and a graph model using station "
            "neighbourhoods.\nEvaluation: MAE and RMSE per station, rolling-origin validation.")


def t_diss_draft(ch: str):
    bodies = {
        "intro": "Chapter 1 - Introduction\nBike-sharing schemes suffer from empty and full docks. In Dublin, "
                 "stations near the Docklands empty in the morning peak while stations near Heuston fill up.\n"
                 "This dissertation asks whether 30-minute-ahead forecasts can be made accurate enough to guide "
                 "the operator's rebalancing vans.\nContributions: (1) a cleaned two-year dataset; (2) a "
                 "comparison of three model families; (3) an analysis of weather effects.",
        "lit": "Chapter 2 - Background and related work\nLi et al. (2015) cluster stations hierarchically and "
               "predict check-outs per cluster. Chai et al. (2018) propose a multi-graph convolutional network "
               "for station-level demand.\nGradient boosting remains a strong baseline on tabular time-series "
               "(Makridakis et al., M5 competition).\nFew studies cover Dublin; Ni Bhriain et al. (2021) analyse "
               "usage during COVID-19 restrictions.",
        "method": "Chapter 3 - Method\nSnapshots were resampled to 15-minute intervals and gaps under one hour "
                  "were interpolated.\nFeatures: lags at 15, 30, 60 min and 1 day, hour of day, weekday, "
                  "holiday flag, rain in the last hour, temperature, neighbour occupancy.\nModels: seasonal naive, "
                  "LightGBM (500 trees, learning rate 0.05), GCN-GRU in PyTorch Geometric.\nValidation: rolling "
                  "origin with 8 folds, one week each.",
        "results": "Chapter 4 - Results\nTable 4.1: MAE (bikes) at 30 min: naive 2.41, LightGBM 1.63, GCN-GRU 1.58."
                   "\nThe graph model helps most at busy stations (Pearse Street, Grand Canal Dock).\nRain reduces "
                   "demand by about 18% in the following hour.\nTODO: error bars, per-station map, discuss the "
                   "data outage in Feb 2025.",
    }

    def f(r, dt):
        return bodies[ch] + f"\n\n[Draft {dt.strftime('%d %b')} - Liam O'Brien, FYP Dublin Bikes]"
    return f


def t_supervisor(r, dt):
    return (f"FYP meeting with Aoife - {dt.strftime('%d %B %Y')}\n- Results chapter: add error bars and a "
            "per-station map\n- She thinks the GCN gain is too small to oversell; frame it as 'competitive'\n"
            "- Cut the literature review by about 1,000 words\n- Abstract max 300 words; submission via "
            "Blackboard + 2 bound copies to the SCSS office by 12 June\n- Next meeting: same time next week")


def t_lit_notes(r, dt):
    return ("Literature notes - FYP\n\nChai, Wang, Yang (2018) Bike flow prediction with multi-graph "
            "convolutional networks. SIGSPATIAL.\n  - graphs: distance, interaction, correlation; fuse them\n"
            "  - evaluated on NYC and Chicago, beats XGBoost by ~10%\n\nLi, Zheng, Zhang, Chen (2015) Traffic "
            "prediction in a bike-sharing system. SIGSPATIAL.\n  - bipartite clustering of stations\n\n"
            "Ke, Shi, Xiong (2022) survey: 'demand forecasting for shared micromobility'\n  - useful table of "
            "datasets, cite in ch. 2")


def t_paper(title: str, authors: str):
    def f(r, dt):
        return (f"{title}\n{authors}\n\nAbstract\nBike-sharing systems require accurate short-term demand "
                "predictions to support rebalancing operations. We propose a model that captures spatial "
                "dependencies between stations and temporal patterns in usage.\nExperiments on real-world "
                "datasets show our approach reduces prediction error compared with state-of-the-art baselines."
                "\n\n1 Introduction\nShared bicycles have become a popular mode of urban transport ...")
    return f


def t_ethics(r, dt):
    return ("SCSS Research Ethics - Low Risk Declaration\nProject: Short-term demand forecasting for Dublin Bikes "
            "stations\nResearcher: Liam O'Brien  Supervisor: Dr Aoife Ní Bhriain\nThe project uses only publicly "
            "available, anonymous, aggregate open data (JCDecaux Dublin Bikes API, Met Éireann).\nNo human "
            "participants are involved. No personal data is collected or processed.\nDeclaration approved: "
            "low risk, no further review required.")


def t_station_csv(r, dt):
    rows = ["time,station_id,name,bike_stands,available_bikes,available_stands,rain_mm,temp_c"]
    stations = [(2, "BLESSINGTON STREET", 20), (33, "PRINCES STREET / O'CONNELL STREET", 23),
                (51, "YORK STREET WEST", 40), (69, "GRAND CANAL DOCK", 40), (32, "PEARSE STREET", 30)]
    t = datetime(2025, 3, 4, 7, 0)
    for i in range(16):
        sid, nm, stands = stations[i % len(stations)]
        b = r.randint(0, stands)
        rows.append(f"{(t + timedelta(minutes=15 * (i // 5))).strftime('%Y-%m-%d %H:%M')},{sid},{nm},{stands},{b},"
                    f"{stands - b},{r.choice([0, 0, 0, 0.2, 1.1])},{r.randint(4, 11)}")
    return "\n".join(rows) + "\n"


def t_results_csv(r, dt):
    return ("model,horizon_min,mae,rmse,fold\n" + "\n".join(
        f"{m},{h},{b + r.uniform(-0.1, 0.1):.3f},{b * 1.4 + r.uniform(-0.1, 0.1):.3f},{k}"
        for m, b in (("naive", 2.41), ("lightgbm", 1.63), ("gcn_gru", 1.58)) for h in (30, 60) for k in (1, 2)) + "\n")


DISS_README = """# fyp-dublinbikes

Final year project (CSB, TCD 2025-26): short-term demand forecasting for Dublin Bikes stations.
Supervisor: Dr Aoife Ní Bhriain.

## Setup

```
python -m venv .venv && source .venv/bin/activate
pip install -r requirements.txt
python scripts/fetch_snapshots.py --since 2024-01-01
python scripts/build_features.py
python scripts/train.py --model lightgbm --horizon 30
```

Raw snapshots go to `data/raw/` (not committed, ~4 GB). `data/sample/` has one morning for tests.
Results are written to `results/metrics.csv`; figures for the report to `figures/`.
"""

DISS_REQ = "pandas==2.2.3\nnumpy==2.1.3\nlightgbm==4.5.0\ntorch==2.5.1\ntorch-geometric==2.6.1\nrequests==2.32.3\n" \
           "matplotlib==3.9.2\nscikit-learn==1.5.2\n"

DISS_FETCH = '''"""Download Dublin Bikes station snapshots from the JCDecaux API and store them as parquet."""
import argparse
import os
import time
from datetime import datetime, timezone

import pandas as pd
import requests

API = "https://api.jcdecaux.com/vls/v1/stations"
KEY = os.environ.get("JCDECAUX_KEY", "")


def snapshot() -> pd.DataFrame:
    resp = requests.get(API, params={"contract": "dublin", "apiKey": KEY}, timeout=30)
    resp.raise_for_status()
    df = pd.DataFrame(resp.json())
    df["fetched_at"] = datetime.now(timezone.utc)
    return df[["number", "name", "bike_stands", "available_bikes", "available_bike_stands", "fetched_at"]]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="data/raw")
    ap.add_argument("--every", type=int, default=300, help="seconds between snapshots")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    while True:
        df = snapshot()
        df.to_parquet(os.path.join(args.out, f"{int(time.time())}.parquet"))
        time.sleep(args.every)


if __name__ == "__main__":
    main()
'''

DISS_FEATURES = '''"""Resample snapshots to 15-minute bins and build lag / calendar / weather features."""
import pandas as pd

LAGS = [1, 2, 4, 96]  # 15, 30, 60 min and one day


def resample(df: pd.DataFrame) -> pd.DataFrame:
    df = df.set_index("fetched_at").groupby("number")["available_bikes"].resample("15min").mean()
    return df.groupby(level=0).apply(lambda s: s.interpolate(limit=4)).reset_index()


def add_features(df: pd.DataFrame, weather: pd.DataFrame, holidays: set) -> pd.DataFrame:
    df = df.sort_values(["number", "fetched_at"])
    for lag in LAGS:
        df[f"lag_{lag}"] = df.groupby("number")["available_bikes"].shift(lag)
    df["hour"] = df["fetched_at"].dt.hour
    df["weekday"] = df["fetched_at"].dt.weekday
    df["holiday"] = df["fetched_at"].dt.date.isin(holidays).astype(int)
    df = df.merge(weather, left_on=df["fetched_at"].dt.floor("h"), right_on="hour_utc", how="left")
    return df.dropna(subset=[f"lag_{lag}" for lag in LAGS])
'''

DISS_TRAIN = '''"""Train and evaluate the forecasting models with rolling-origin validation."""
import argparse

import lightgbm as lgb
import numpy as np
import pandas as pd
from sklearn.metrics import mean_absolute_error, mean_squared_error


def rolling_folds(df: pd.DataFrame, n_folds: int = 8, days: int = 7):
    end = df["fetched_at"].max()
    for k in range(n_folds, 0, -1):
        cut = end - pd.Timedelta(days=days * k)
        yield df[df.fetched_at < cut], df[(df.fetched_at >= cut) & (df.fetched_at < cut + pd.Timedelta(days=days))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", choices=["naive", "lightgbm"], default="lightgbm")
    ap.add_argument("--horizon", type=int, default=30)
    args = ap.parse_args()
    df = pd.read_parquet("data/features.parquet")
    target = df.groupby("number")["available_bikes"].shift(-args.horizon // 15)
    df = df.assign(target=target).dropna(subset=["target"])
    feats = [c for c in df.columns if c.startswith("lag_")] + ["hour", "weekday", "holiday", "rain_mm", "temp_c"]
    rows = []
    for k, (train, test) in enumerate(rolling_folds(df), 1):
        if args.model == "naive":
            pred = test["lag_96"]
        else:
            m = lgb.LGBMRegressor(n_estimators=500, learning_rate=0.05, num_leaves=63)
            m.fit(train[feats], train["target"])
            pred = m.predict(test[feats])
        rows.append((args.model, args.horizon, mean_absolute_error(test.target, pred),
                     np.sqrt(mean_squared_error(test.target, pred)), k))
    pd.DataFrame(rows, columns=["model", "horizon_min", "mae", "rmse", "fold"]).to_csv(
        "results/metrics.csv", mode="a", header=False, index=False)


if __name__ == "__main__":
    main()
'''

DISS_PLOT = '''import matplotlib.pyplot as plt
import pandas as pd

m = pd.read_csv("results/metrics.csv")
agg = m.groupby(["model", "horizon_min"])["mae"].agg(["mean", "std"]).reset_index()
fig, ax = plt.subplots(figsize=(6, 4))
for model, g in agg.groupby("model"):
    ax.errorbar(g["horizon_min"], g["mean"], yerr=g["std"], marker="o", capsize=3, label=model)
ax.set_xlabel("Forecast horizon (minutes)")
ax.set_ylabel("MAE (bikes)")
ax.legend()
fig.tight_layout()
fig.savefig("figures/mae_by_horizon.png", dpi=200)
'''


def t_notebook(r, dt):
    nb = {"cells": [
        {"cell_type": "markdown", "metadata": {}, "source": ["# Exploratory analysis - Dublin Bikes occupancy\n"]},
        {"cell_type": "code", "execution_count": 3, "metadata": {}, "outputs": [],
         "source": ["import pandas as pd\n", "df = pd.read_parquet('../data/features.parquet')\n",
                    "df.groupby('hour')['available_bikes'].mean().plot()"]},
        {"cell_type": "markdown", "metadata": {}, "source": ["Morning peak empties Docklands stations by 09:00.\n"]}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(nb, indent=1)


# --------------------------------------------------------------------------- content: finished degree parts (Archive)


def t_learning_agreement(r, dt):
    return ("ERASMUS+ Learning Agreement for Studies - Student Mobility 2024/25\nStudent: Liam O'Brien, Trinity "
            "College Dublin (IRLDUBLIN01)\nReceiving institution: Université Jean Moulin Lyon 3 - iaelyon School of "
            "Management (F LYON03)\nMobility period: 09/2024 - 01/2025\nTable A (study programme abroad):\n"
            "  Marketing digital - 6 ECTS\n  International Finance - 6 ECTS\n  Cross-cultural Management - 5 ECTS\n"
            "  Français langue étrangère B1 - 4 ECTS\n  Data Analytics for Business - 6 ECTS\n"
            "Table B (recognition at TCD): 30 ECTS, Michaelmas term, Year 3\nSigned: student, sending and "
            "receiving coordinators")


def t_lyon_accom(r, dt):
    return ("CROUS Lyon - Contrat de location / Residence agreement\nRésidence André Allix, 2 rue Sœur Bouvier, "
            "69005 Lyon\nRésident: Liam O'BRIEN  Chambre: B-214 (9 m², kitchen shared per floor)\nDurée: "
            "01/09/2024 - 31/01/2025\nLoyer mensuel: €312.40 (APL deducted from October)\nDépôt de garantie: "
            "€312.40\nÉtat des lieux d'entrée le 02/09/2024 à 10h00.")


def t_lyon_transcript(r, dt):
    return ("Université Jean Moulin Lyon 3 - Transcript of Records\nStudent: O'BRIEN Liam  Exchange: Erasmus+ "
            "(TCD)\nAcademic year 2024-2025, Semester 1\n" + "\n".join(
                f"{m} - {e} ECTS - {r.randint(11, 17)}/20" for m, e in (("Marketing digital", 6),
                ("International Finance", 6), ("Cross-cultural Management", 5), ("Français langue étrangère B1", 4),
                ("Data Analytics for Business", 6))) + "\nTotal ECTS obtained: 27\nLyon, le 14 février 2025")


def t_erasmus_grant(r, dt):
    return ("Erasmus+ Grant Agreement 2024/25 - Trinity College Dublin Global Office\nParticipant: Liam O'Brien\n"
            "Host: Université Jean Moulin Lyon 3, France\nDuration: 5 months (150 days)\nMonthly rate: €350\n"
            "First instalment (70%): €1,225 on signature; balance after the Certificate of Attendance and the "
            "EU Survey are submitted.\nOnline Linguistic Support (OLS) assessment required before departure.")


def t_lyon_email(r, dt):
    return _eml("relations.internationales@univ-lyon3.fr", ME_MAIL, "Certificate of attendance / Attestation de "
                "séjour", dt, "Dear Liam,\n\nPlease find attached your certificate of attendance confirming your "
                "exchange at iaelyon from 02/09/2024 to 24/01/2025. Your transcript will be sent directly to "
                "Trinity's Global Office in February.\n\nBonne continuation !\nService des Relations "
                "Internationales, iaelyon")


YEAR2 = {
    "CSU22011 Algorithms and Data Structures I": "Big-O: insertion sort O(n^2), merge sort O(n log n), quicksort "
    "average O(n log n) worst O(n^2).\nBinary search trees: insert, delete with successor, in-order traversal.\n"
    "Red-black trees keep height O(log n). Hash tables: chaining vs open addressing, load factor < 0.75.",
    "CSU22012 Algorithms and Data Structures II": "Graphs: BFS, DFS, topological sort.\nDijkstra with a binary heap "
    "O((V+E) log V); Bellman-Ford handles negative edges; Floyd-Warshall all pairs O(V^3).\nMST: Prim and "
    "Kruskal with union-find.",
    "CSU22041 Information Management I": "Relational model, keys, normal forms 1NF-3NF, BCNF.\nSQL: JOIN, GROUP "
    "BY ... HAVING, subqueries.\nER diagrams: entities, relationships, cardinality.",
    "BUU22500 Financial Accounting": "Double entry: every debit has a credit. Trial balance, income statement, "
    "statement of financial position.\nAccruals and prepayments; depreciation straight-line vs reducing balance.",
}


def t_year2_notes(title: str):
    def f(r, dt):
        return f"{title}\nNotes - Senior Freshman 2023/24\n\n{YEAR2[title]}\n\nPast exam: answer 3 of 4 questions."
    return f


def t_year3_result(r, dt):
    return ("Trinity College Dublin - Junior Sophister 2024/25 - Results\nO'BRIEN, LIAM 21364527\n"
            "Michaelmas: Erasmus exchange, Université Jean Moulin Lyon 3 - 27 ECTS recognised (Pass)\n"
            "CSU33012 Software Engineering - 68\nCSU33031 Computer Networks - 61\nBUU33600 Marketing Management - "
            "70\nBUU33750 Corporate Finance - 64\nOverall year result: II.1 - Rises with honours")


ALGO_JAVA = {
    "src/SortComparison.java": '''import java.util.Arrays;

/**
 * CSU22011 Assignment 2 - compare insertion, selection, merge and quick sort.
 * @author Liam O'Brien 21364527
 */
public class SortComparison {

    static double[] insertionSort(double[] a) {
        for (int i = 1; i < a.length; i++) {
            double key = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > key) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = key;
        }
        return a;
    }

    static double[] mergeSort(double[] a) {
        if (a.length < 2) return a;
        double[] l = mergeSort(Arrays.copyOfRange(a, 0, a.length / 2));
        double[] r = mergeSort(Arrays.copyOfRange(a, a.length / 2, a.length));
        double[] out = new double[a.length];
        int i = 0, j = 0, k = 0;
        while (i < l.length && j < r.length) out[k++] = l[i] <= r[j] ? l[i++] : r[j++];
        while (i < l.length) out[k++] = l[i++];
        while (j < r.length) out[k++] = r[j++];
        return out;
    }
}
''',
    "src/BST.java": '''/** Binary search tree with put/get/delete and in-order printing. */
public class BST<Key extends Comparable<Key>, Value> {
    private Node root;

    private class Node {
        Key key;
        Value val;
        Node left, right;
        int size;

        Node(Key key, Value val, int size) {
            this.key = key;
            this.val = val;
            this.size = size;
        }
    }

    public int height() {
        return height(root);
    }

    private int height(Node x) {
        if (x == null) return -1;
        return 1 + Math.max(height(x.left), height(x.right));
    }

    public Key median() {
        if (root == null) return null;
        return select(root, (size(root) - 1) / 2).key;
    }

    private int size(Node x) {
        return x == null ? 0 : x.size;
    }

    private Node select(Node x, int k) {
        int t = size(x.left);
        if (t > k) return select(x.left, k);
        if (t < k) return select(x.right, k - t - 1);
        return x;
    }
}
''',
    "test/SortComparisonTest.java": '''import static org.junit.Assert.assertArrayEquals;

import org.junit.Test;

public class SortComparisonTest {
    @Test
    public void testEmpty() {
        assertArrayEquals(new double[0], SortComparison.insertionSort(new double[0]), 0.0);
    }

    @Test
    public void testMergeSort() {
        double[] a = {5.0, 1.5, 3.2, -1.0};
        assertArrayEquals(new double[]{-1.0, 1.5, 3.2, 5.0}, SortComparison.mergeSort(a), 0.0);
    }
}
''',
    "README.md": "# CSU22011 Assignment 2\n\nSorting algorithm comparison for Algorithms and Data Structures I "
                 "(2023/24).\nRun the timing experiments with `java -cp bin SortComparison numbers10000.txt`.\n\n"
                 "| n | insertion | merge | quick |\n|---|---|---|---|\n| 1000 | 2.1 ms | 0.4 ms | 0.3 ms |\n"
                 "| 10000 | 180 ms | 3.9 ms | 2.8 ms |\n\nGrade: 78/100.\n",
}


# --------------------------------------------------------------------------- content: money (Areas Finance)


def t_aib(r, dt):
    bal = r.uniform(300, 1600)
    lines = [f"AIB - Allied Irish Banks p.l.c. - Statement of Account\nLiam O'Brien, {HOUSE}\n"
             f"Account: Student Plus Current Account  IBAN IE29 AIBK 9311 5212 3456 78\nStatement date: {_ie(dt)}\n"
             "Date  Details  Debit  Credit  Balance"]
    for i, (txt, lo, hi, credit) in enumerate((("SUSI GRANT", 327, 347, True),
                                              ("CYCLEWORKS LTD SALARY", 360, 520, True),
                                              ("RENT ASHFIELD RD - STO", 640, 640, False),
                                              ("TESCO RANELAGH", 18, 65, False),
                                              ("LEAP TOP-UP", 20, 20, False), ("TO REVOLUT", 50, 150, False),
                                              ("SPOTIFY P0B1", 5.99, 5.99, False))):
        amt = r.uniform(lo, hi)
        bal += amt if credit else -amt
        day = (dt - timedelta(days=28 - i * 4)).strftime("%d %b")
        lines.append(f"{day}  {txt}  {'' if credit else f'{amt:.2f}'}  {f'{amt:.2f}' if credit else ''}  {bal:.2f}")
    return "\n".join(lines)


def t_revolut(r, dt):
    rows = ["Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance"]
    bal = r.uniform(40, 200)
    for i in range(12):
        d = dt - timedelta(days=30 - i * 2.5)
        desc, amt = r.choice([("Deliveroo", -r.uniform(12, 28)), ("Trinity Pav", -r.uniform(4, 15)),
                              ("Lidl", -r.uniform(10, 40)), ("Payment from Cian Murphy", r.uniform(20, 60)),
                              ("Dublin Bus", -2.0), ("Steam", -r.uniform(5, 20)), ("Top-Up by *5678", 100.0)])
        bal += amt
        rows.append(f"{'TOPUP' if amt > 0 else 'CARD_PAYMENT'},Current,{d:%Y-%m-%d %H:%M:%S},{d:%Y-%m-%d %H:%M:%S},"
                    f"{desc},{amt:.2f},0.00,EUR,COMPLETED,{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_budget(r, dt):
    return ("Month;Income;Rent;Bills;Food;Transport;Going out;Savings\n" + "\n".join(
        f"{m};{r.randint(1050, 1250)};640;{r.randint(45, 80)};{r.randint(180, 260)};{r.randint(40, 70)};"
        f"{r.randint(60, 160)};{r.randint(20, 150)}"
        for m in ("Jan 2026", "Feb 2026", "Mar 2026", "Apr 2026", "May 2026")))


def t_rent_credit(r, dt):
    return ("Revenue - myAccount - Rent Tax Credit claim\nYear of claim: 2025\nClaimant: Liam O'Brien  PPSN: "
            "8734215KA\nProperty: " + HOUSE + "\nRTB registration number: RT0004381265\nLandlord: Brendan Doyle\n"
            "Rent paid by you in 2025: €7,680.00\nCredit due (20%, max €1,000): €1,000.00\nStatus: Processed - "
            "refund will be paid to IE29 AIBK ... 78")


def t_tax_credit_cert(r, dt):
    return ("Revenue - Tax Credit Certificate 2026\nName: Liam O'Brien  PPSN: 8734215KA\nEmployer: Cycleworks "
            "Rathmines Ltd  (Employer reg. 3341287QH)\nPersonal Tax Credit €2,000  Employee Tax Credit €2,000\n"
            "Rate band at 20%: €44,000\nUSC: standard rates apply\nYour employer has been notified of these "
            "credits.")


def t_eds(r, dt):
    return ("Revenue - Employment Detail Summary 2025\nLiam O'Brien  PPSN 8734215KA\n"
            f"Cycleworks Rathmines Ltd: gross pay {_eur(r, 6100, 7400)}, PAYE €0.00, USC {_eur(r, 5, 40)}, PRSI €0.00"
            f"\nArdmore Fintech Ltd (01/06/2025 - 22/08/2025): gross pay {_eur(r, 7900, 8300)}, PAYE "
            f"{_eur(r, 200, 400)}, USC {_eur(r, 60, 110)}, PRSI {_eur(r, 300, 340)}\nRefund due on review: "
            f"{_eur(r, 150, 380)}")


def t_credit_union(r, dt):
    return ("Ennis Credit Union Ltd - Annual Statement\nMember: Liam O'Brien  Member no. 40217\n"
            f"Shares balance at 30/09/2025: {_eur(r, 900, 1500)}\nDividend 2025 (0.25%): {_eur(r, 2, 4)}\n"
            "Loan balance: €0.00\nThank you for being a member since 2010.")


# --------------------------------------------------------------------------- content: bike-shop job (Areas Job)


def t_bike_contract(r, dt):
    return ("Cycleworks Rathmines Ltd - Contract of Employment (Part-time)\n112 Lower Rathmines Road, Dublin 6\n"
            "Employee: Liam O'Brien\nPosition: Sales Assistant / Trainee Mechanic\nStart date: 04/09/2023\n"
            "Hours: variable, 10-16 per week, rota published on Thursdays for the following week\n"
            "Rate: €14.20 per hour, rising to €15.00 from 1 January 2026; Sunday premium time and a third\n"
            "Annual leave: 8% of hours worked\nNotice: one week either side.\nSigned: Gary Nolan, Manager")


def t_rota(r, dt):
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    return "Staff;" + ";".join(days) + "\n" + "\n".join(
        f"{n};" + ";".join(r.choice(["", "", "10-6", "1-6", "9-1", "12-6"]) for _ in days)
        for n in ("Gary", "Liam", "Shauna", "Tomasz", "Ella")) + "\nWorkshop closes 5:30 Sat;;;;;;;"


def t_payslip(r, dt):
    hrs = r.randint(28, 64)
    gross = hrs * 15.0
    return (f"Cycleworks Rathmines Ltd - Payslip\nEmployee: Liam O'Brien  PPSN 8734215KA  Pay date: {_ie(dt)}\n"
            f"Basic hours: {hrs} x €15.00 = €{gross:.2f}\nSunday premium: €{r.randint(0, 3) * 20:.2f}\n"
            f"PAYE: €0.00  USC: €{gross * 0.005:.2f}  PRSI: €0.00\nNet pay: €{gross * 0.995:.2f}\nPaid by credit "
            "transfer to AIB ...78")


def t_handbook(r, dt):
    return ("Cycleworks Staff Handbook (2025 edition)\n1. Opening: tills counted by 9:55, workshop board updated.\n"
            "2. Repairs: every job gets a ticket with customer phone number, quote and promised date.\n"
            "3. Bike to Work scheme: check the employer voucher before releasing the bike.\n"
            "4. Test rides: take ID and card details.\n5. Cash-up at close, float of €150 stays in the safe.\n"
            "6. Swap shifts on the staff WhatsApp, then tell Gary.")


def t_shop_mail(r, dt):
    return _eml("Gary Nolan <gary@cycleworks.ie>", ME_GMAIL, "Rota next week + stocktake", dt,
                "Hi all,\n\nRota for next week attached. Liam - can you do the Saturday stocktake from 8? Paid from 8 "
                "obviously. Tomasz is off so the workshop is just me and Shauna Tues-Wed.\n\nNew Shimano stock "
                "arriving Thursday, please don't leave boxes in front of the fire door.\n\nGary")


# --------------------------------------------------------------------------- content: internship (Archive Job)


def t_intern_contract(r, dt):
    return ("Ardmore Fintech Ltd - Internship Agreement\nGrand Canal Quay, Dublin 2\nIntern: Liam O'Brien\n"
            "Role: Software Engineering Intern, Payments Platform team\nPeriod: 03/06/2025 - 22/08/2025 (12 weeks)\n"
            "Salary: €36,000 pro rata (€3,000 per month gross)\nHours: 39 per week, hybrid (3 days office)\n"
            "Buddy: Rachel Hughes. Manager: Kevin Daly.\nConfidentiality and IP assignment apply.")


def t_intern_payslip(r, dt):
    return ("Ardmore Fintech Ltd - Payslip\nLiam O'Brien  Employee no. A-2291\nPay period: monthly  Pay date: "
            f"{_ie(dt)}\nGross salary: €3,000.00\nPAYE: {_eur(r, 110, 140)}  USC: {_eur(r, 25, 40)}  PRSI: €123.00"
            "\nNet pay credited to AIB")


def t_intern_report(r, dt):
    return ("Internship final report - Summer 2025\nArdmore Fintech, Payments Platform team\nLiam O'Brien\n\n"
            "Project: migrate the SEPA payment-status webhook from a cron job to an event-driven consumer (Kafka).\n"
            "I wrote the consumer in Kotlin, added idempotency keys and contract tests, and cut status latency "
            "from ~5 minutes to under 10 seconds.\nWhat I learned: code review culture, on-call shadowing, "
            "writing design docs.\nFinal presentation: 21 August 2025 to the engineering all-hands.")


def t_intern_reference(r, dt):
    return ("To whom it may concern,\n\nLiam O'Brien worked as a software engineering intern in my team at "
            "Ardmore Fintech from June to August 2025. He delivered an event-driven replacement for our payment "
            "status polling, was reliable, asked good questions and wrote clear documentation.\nI would happily "
            "recommend him.\n\nKevin Daly, Engineering Manager, Ardmore Fintech Ltd")


# --------------------------------------------------------------------------- content: the shared house (Areas Home)


def t_lease(r, dt):
    return ("Residential Tenancy Agreement\nLandlord: Brendan Doyle, 3 Cowper Road, Rathmines\nTenants: Liam "
            "O'Brien, Cian Murphy, Niamh Kelly, Dara Okafor (jointly and severally)\nProperty: " + HOUSE + "\n"
            "Term: 12 months from 01/09/2025\nRent: €2,560 per month, payable on the 1st by standing order\n"
            "Deposit: €2,560 held by the landlord\nTenants are responsible for electricity, gas, broadband and "
            "refuse charges.\nRTB registration will be completed by the landlord within one month.")


def t_rtb(r, dt):
    return ("Residential Tenancies Board - Confirmation of Tenancy Registration\nRegistration number: "
            "RT0004381265\nDwelling: " + HOUSE + "\nLandlord: Brendan Doyle\nTenancy start date: 01/09/2025\n"
            "Rent: €2,560 monthly\nThis property is in a Rent Pressure Zone (Dublin City).")


def t_bills_split(r, dt):
    rows = ["Bill;Period;Total;Liam;Cian;Niamh;Dara;Paid by"]
    for bill, lo, hi, who in (("Electric Ireland", 180, 320, "Niamh"), ("Bord Gáis gas", 90, 210, "Cian"),
                              ("Virgin Media broadband", 55, 55, "Liam"), ("Panda bins", 38, 45, "Dara")):
        tot = r.uniform(lo, hi)
        rows.append(f"{bill};{(dt - timedelta(days=60)).strftime('%b')}-{dt.strftime('%b %Y')};{tot:.2f};"
                    + ";".join(f"{tot / 4:.2f}" for _ in range(4)) + f";{who}")
    return "\n".join(rows)


def t_electric(r, dt):
    return ("Electric Ireland - Your electricity bill\nAccount holder: Niamh Kelly\nSupply address: " + HOUSE + "\n"
            f"Billing period: {_ie(dt - timedelta(days=61))} - {_ie(dt)}\nUnits used: {r.randint(780, 1300)} kWh "
            f"(day/night)\nStanding charge: €54.80\nAmount due: {_eur(r, 210, 340)} by direct debit on "
            f"{_ie(dt + timedelta(days=14))}")


def t_broadband(r, dt):
    return ("Virgin Media - Bill\nAccount: Liam O'Brien  Account no. 27740315\nGigabit Broadband 1Gb - €55.00\n"
            f"Bill date: {_ie(dt)}\nTotal due: €55.00 by direct debit\nService address: " + HOUSE)


def t_house_rules(r, dt):
    return ("14 Ashfield house rules (agreed Sept 2025)\n1. Bins: green on Tuesday night, brown and black alternate "
            "weeks - check the Panda app.\n2. Kitchen cleared before bed. Nobody leaves pans 'soaking' for 3 days "
            "(Cian).\n3. Bills split 4 ways in the spreadsheet, settle by the 5th on Revolut.\n4. Guests staying "
            "more than 2 nights - ask the group.\n5. Quiet after 11 on weeknights during exams.\n6. Rent to "
            "Brendan by standing order on the 1st, Liam checks it went through.")


def t_chores(r, dt):
    return "Week;Kitchen;Bathroom;Hoover;Bins\n" + "\n".join(
        f"{(dt - timedelta(weeks=4 - i)).strftime('%d/%m')};" + ";".join(r.sample(["Liam", "Cian", "Niamh", "Dara"], 4))
        for i in range(6))


def t_landlord_mail(r, dt):
    return _eml("Brendan Doyle <bdoyle.lettings@eircom.net>", ME_GMAIL, "Re: boiler at Ashfield Road", dt,
                "Liam,\n\nThanks for letting me know. The plumber (Declan, 087 214 5530) will call on Thursday "
                "between 10 and 12 to service the boiler and look at the pressure. Someone needs to be in.\n\n"
                "Regards,\nBrendan")


# --------------------------------------------------------------------------- content: move to London (Projects Home)


def t_listing(area: str):
    def f(r, dt):
        return (f"SpareRoom - Double room in {area}\n£{r.randint(950, 1250)} pcm, bills included\nAvailable: 1 Sep "
                f"2026, minimum term 12 months\nFlatshare with {r.randint(2, 4)} professionals (late 20s), "
                f"{r.randint(3, 9)} min walk to the station\nDeposit: 5 weeks' rent\nViewing: video call or in person "
                "weekends\nSaved by Liam - message sent " + dt.strftime("%d %b"))
    return f


def t_viewing_notes(r, dt):
    return ("Flat viewings London - June trip\nSat 13 June\n11:00 Clapham North, Bedford Rd - £1,050 incl. bills, "
            "big room but no living room. 25 min to Liverpool St (Harbourline office).\n14:30 Brixton, Josephine "
            "Ave - £980, 3 nurses, nice garden, Victoria line direct.\n17:00 Stockwell - £1,150, new build, "
            "gym, bit soulless.\nSun 14 June\n12:00 Peckham Rye - £920, Overground to Shoreditch.\n"
            "Favourite so far: Brixton. Need the holding deposit ready (1 week = ~£226).")


def t_london_budget(r, dt):
    return ("Item;Monthly (GBP);Notes\nSalary net;2,780;£42,000 grad salary, after tax/NI/pension\nRent;1,000;"
            "bills incl.\nCouncil tax;0;included\nTravel;175;Zone 1-2 monthly cap\nFood;300;\nPhone;15;giffgaff\n"
            "Gym;35;\nGoing out;250;\nSavings;500;\nFlights home;60;Ryanair Stansted-Shannon")


def t_ni_number(r, dt):
    return _eml("DWP National Insurance <noreply@dwp.gov.uk>", ME_GMAIL, "Your application for a National "
                "Insurance number", dt, "Dear Liam O'Brien,\n\nWe have received your application for a National "
                "Insurance number. Reference: NINO-7734-2291.\nAs an Irish citizen you have the right to work in "
                "the UK under the Common Travel Area. You can start work before your NI number arrives.\nWe will "
                "write to you at your UK address or let you know if we need more information.\n\nDepartment for "
                "Work and Pensions")


def t_shipping(r, dt):
    return ("SendMyBag - Quotation Q-4419823\nFrom: Dublin 6, Ireland  To: London SW9, United Kingdom\n"
            "3 x large box (up to 30 kg) - €64.99 each\n1 x bike box (road bike) - €89.99\nCollection: "
            "29/08/2026, delivery 2-4 working days\nCustoms: personal effects, declaration required\n"
            "Total: €284.96")


def t_flight(r, dt):
    return ("Ryanair - Booking confirmation\nReservation: KQ7H2M\nPassenger: MR LIAM OBRIEN\nDublin (DUB) - London "
            "Stansted (STN)\nFR 208  Sat 05 Sep 2026  07:05 - 08:25\nFare: Regular, 10kg bag, 20kg checked bag\n"
            "Total paid: €96.48")


def t_notice(r, dt):
    return ("To: Brendan Doyle\nFrom: Liam O'Brien, " + HOUSE + "\n\nDear Brendan,\n\nAs discussed, I am moving "
            "to London for work in September. The tenancy runs to 31 August 2026 and I will not be renewing.\n"
            "Dara's friend Ciarán Walsh would like to take over my room from 1 September if you agree; "
            "the others are staying on.\nCould we arrange the check-out inspection for 31 August and the "
            "return of my share of the deposit (€640)?\n\nThanks,\nLiam")


def t_packing(r, dt):
    return ("London packing list\n[ ] passport + Irish driving licence\n[ ] laptop, monitor (ship?), cables\n"
            "[ ] bike -> bike box via SendMyBag\n[ ] suits x2 for work, shirts\n[ ] hiking gear -> leave at home "
            "in Ennis?\n[ ] duvet: buy in IKEA Croydon instead\n[ ] UK plug adaptors\n[ ] cancel Virgin Media "
            "(in my name!) before 31 Aug\n[ ] change address with AIB, Revenue, credit union")


def t_move_todo(r, dt):
    return ("Move to London - to do\n- Accept Harbourline offer (done), start 14 Sept\n- NI number: applied "
            "online, waiting\n- Open Monzo account once I have a UK address\n- Flat: viewings 13-14 June, "
            "budget max £1,050 incl bills\n- Register with a GP (NHS) in London\n- Tell SUSI/college nothing needed "
            "after graduation\n- Sell the Fiesta or bring it home to Ennis?")


# --------------------------------------------------------------------------- content: health (Areas Health)


def t_physio(r, dt):
    return ("Ranelagh Sports Physio - Treatment plan\nPatient: Liam O'Brien  DOB 17/03/2004\nDiagnosis: grade 2 "
            "MCL sprain, left knee (rugby tackle, 22/11/2025)\nPlan: 6-8 weeks rehab, then return-to-run "
            "protocol.\nExercises: quad sets 3x15, straight-leg raise 3x12, mini squats 0-45° 3x10, stationary "
            "bike 15 min, side-lying hip abduction 3x15.\nNo contact training until cleared. Review every 2 "
            "weeks.")


def t_physio_receipt(r, dt):
    return (f"Ranelagh Sports Physio - Receipt\nDate: {_ie(dt)}\nPatient: Liam O'Brien\nPhysiotherapy follow-up "
            "session (40 min) - €60.00\nPaid: card\nKeep this receipt for your Med 1 tax relief claim.")


def t_gp(r, dt):
    return ("Trinity College Health Service - House 47\nConsultation summary\nPatient: Liam O'Brien  Student no. "
            f"21364527\nDate: {_ie(dt)}\nPresenting: left knee pain and swelling after rugby tackle; valgus stress "
            "test painful, no laxity at 0°.\nImpression: MCL sprain, likely grade 2.\nPlan: RICE, ibuprofen 400mg "
            "TDS with food x 5 days, referral to physiotherapy, review if locking or giving way.")


def t_prescription(r, dt):
    return ("Prescription\nDr Helen Lynch MICGP, College Health Service, Trinity College Dublin\nPatient: Liam "
            f"O'Brien, {HOUSE}\nDate: {_ie(dt)}\nRx: Cetirizine 10mg tablets, one daily, 30 tablets (hay fever)\n"
            "Rx: Beclometasone nasal spray 50mcg, 2 sprays each nostril daily\nRepeat x 2")


def t_med1(r, dt):
    return ("Medical expenses 2025 - for Med 1 / myAccount\nDate;Provider;What;Amount\n"
            "22/11/2025;Beacon Hospital ED;knee assessment;€200.00\n28/11/2025;Ranelagh Sports Physio;initial "
            "assessment;€75.00\n05/12/2025;Ranelagh Sports Physio;follow-up;€60.00\n19/12/2025;Ranelagh Sports "
            "Physio;follow-up;€60.00\nTotal;;;€395.00\nRelief at 20%: €79.00")


# --------------------------------------------------------------------------- content: society treasurer (Areas Society)


def t_soc_accounts(r, dt):
    rows = ["Date;Description;Category;In;Out;Balance"]
    bal = 4120.0
    for i, (d, cat, inc) in enumerate((("Membership fees (Freshers' Week)", "Membership", True),
                                       ("CSC grant semester 2", "Grant", True), ("Wicklow day hike bus - Dublin Coach",
                                       "Transport", False), ("First aid kit restock", "Equipment", False),
                                       ("Mourne weekend deposits", "Trips", True), ("Mountaineering Ireland "
                                       "affiliation", "Insurance", False),
                                      ("Table quiz takings", "Fundraising", True))):
        amt = r.uniform(80, 900)
        bal += amt if inc else -amt
        rows.append(f"{_ie(dt - timedelta(days=150 - 20 * i))};{d};{cat};{f'{amt:.2f}' if inc else ''};"
                    f"{'' if inc else f'{amt:.2f}'};{bal:.2f}")
    return "\n".join(rows)


def t_membership(r, dt):
    rows = ["student_no,first_name,surname,email,paid,joined,emergency_contact"]
    for i in range(14):
        fn, sn = r.choice(FIRST), r.choice(SURN)
        rows.append(f"2{r.randint(1000000, 5999999)},{fn},{sn},{sn.lower().replace(chr(39), '')}{fn[0].lower()}@tcd.ie,"
                    f"{r.choice(['yes', 'yes', 'yes', 'no'])},{r.choice(['2025-09-10', '2025-09-11', '2026-01-20'])},"
                    f"08{r.randint(3, 9)} {r.randint(100, 999)} {r.randint(1000, 9999)}")
    return "\n".join(rows) + "\n"


def t_minutes(r, dt):
    return (f"TCD Hillwalkers - Committee meeting minutes\nDate: {dt.strftime('%d %B %Y')}, Goldsmith Hall "
            "meeting room\nPresent: Aoife Byrne (Chair), Liam O'Brien (Treasurer), Sean Walsh (Secretary), Orla "
            "Quinn (Equipment), Fionn Daly (PRO)\n1. Treasurer's report: balance on the society account "
            f"{_eur(r, 3500, 6200)}; CSC grant received.\n2. Trips: Highlands trip deposits due; Mourne weekend "
            "settled.\n3. Equipment: two tents need new poles; Orla to get quotes.\n4. AOB: AGM date to be set.\n"
            "Next meeting in two weeks.")


def t_csc_grant(r, dt):
    return ("Central Societies Committee - Grant Application 2025/26\nSociety: TCD Hillwalkers  Treasurer: Liam "
            "O'Brien\nMembers: 183 (paid)\nItem;Cost\nReplacement tents x 2;€640\nGroup first aid kits x 4;€180\n"
            "Navigation training day (Mountaineering Ireland instructor);€350\nSubsidy for Highlands trip "
            "transport;€1,200\nTotal requested: €2,370\nThe society runs fortnightly day hikes in Wicklow and two "
            "weekend trips per term.")


def t_treasurer_report(r, dt):
    return ("TCD Hillwalkers - Treasurer's report to the AGM\nLiam O'Brien, Treasurer 2025/26\n"
            f"Opening balance 1 September 2025: {_eur(r, 2900, 3300)}\nIncome: membership {_eur(r, 900, 1100)}, "
            f"CSC grants {_eur(r, 1800, 2400)}, trips {_eur(r, 4000, 6000)}\nExpenditure: transport, equipment, "
            "insurance (Mountaineering Ireland), trip accommodation\nAll receipts are filed with the CSC. The "
            "accounts will be audited by the CSC Treasurer in June.")


def t_soc_insurance(r, dt):
    return ("Mountaineering Ireland - Club Affiliation and Insurance 2026\nClub: TCD Hillwalkers (club no. "
            "C-0412)\nMembers covered: 183\nPublic liability: €6.5m, members' personal accident cover included\n"
            "Premium and affiliation: €1,098.00\nCover period: 01/01/2026 - 31/12/2026\nPolicy documents and "
            "certificate of insurance attached.")


# --------------------------------------------------------------------------- content: Highlands trip (Projects Society)


def t_hl_budget(r, dt):
    return ("Item;Unit cost;Qty;Total;Notes\nFlights DUB-EDI (Aer Lingus group);€118;16;€1,888;paid 50%\n"
            "Minibus hire Edinburgh (17-seat, 6 days);£1,240;1;£1,240;2 drivers over 25\nFuel;£260;1;£260;est.\n"
            "Glencoe Independent Hostel (5 nights);£24;80;£1,920;bunkhouse\nFood (self-catering);£12;96;£1,152;\n"
            "Guide for Ben Nevis CMD arete day;£480;1;£480;optional\nCSC subsidy;-€1,200;;;\nPrice per member;€285;;;"
            "deposit €100 by 15 May")


def t_hl_participants(r, dt):
    rows = ["name,student_no,deposit_paid,balance_paid,driver,dietary,experience"]
    for i in range(16):
        rows.append(f"{_name(r)},2{r.randint(1000000, 5999999)},{r.choice(['yes', 'yes', 'no'])},"
                    f"{r.choice(['yes', 'no', 'no'])},{'yes' if i in (0, 5) else 'no'},"
                    f"{r.choice(['', '', 'vegetarian', 'vegan', 'coeliac'])},"
                    f"{r.choice(['novice', 'intermediate', 'experienced'])}")
    return "\n".join(rows) + "\n"


def t_hl_hostel(r, dt):
    return ("Glencoe Independent Hostel - Group booking confirmation\nGroup: TCD Hillwalkers (contact Liam "
            "O'Brien)\nArrival: Sat 27 June 2026  Departure: Thu 2 July 2026 (5 nights)\nAccommodation: "
            "Bunkhouse (16 beds), self-catering kitchen\nRate: £24 per person per night = £1,920\nDeposit paid: "
            "£480 on " + _ie(dt) + "\nBalance due 14 days before arrival. Drying room available.")


def t_hl_minibus(r, dt):
    return ("Arnold Clark Van & Minibus Rental - Quotation\nCustomer: Liam O'Brien for TCD Hillwalkers\n"
            "Vehicle: Ford Transit 17-seat minibus\nCollect: Edinburgh Airport, 27/06/2026 10:00  Return: "
            "02/07/2026 16:00\nDrivers: must be 25+ with D1 entitlement or hold full licence before 01/01/1997\n"
            "Hire: £1,240 incl. VAT, CDW excess £1,000\nQuote valid 14 days.")


def t_hl_route(r, dt):
    return ("Route card - Day 3: Buachaille Etive Mòr (Stob Dearg) via Coire na Tulaich\nStart: Altnafeadh car "
            "park NN 221 563, 08:00\nLegs: Altnafeadh - Coire na Tulaich top 1.6 km/650 m 1h45; ridge to Stob "
            "Dearg 1.1 km/120 m 40 min; back to coll and descend same route.\nEscape: descend Coire na Tulaich "
            "only - no other safe descent in mist.\nGroup leaders: Aoife Byrne, Orla Quinn. Turnaround time "
            "14:00.\nMountain Rescue: 999, ask for police then mountain rescue.")


def t_hl_risk(r, dt):
    return ("TCD Hillwalkers - Trip risk assessment\nTrip: Scottish Highlands (Glen Coe / Ben Nevis) 27 June - 2 "
            "July 2026\nHazard;Risk;Control\nSteep scree and ridges;High;experienced leaders at front and back, "
            "helmets on Aonach Eagach not planned\nWeather change/mist;Medium;MWIS forecast checked each "
            "evening, turnaround times\nMidges and ticks;Medium;repellent, tick removers in each first aid kit\n"
            "Minibus driving on A82;Medium;two named drivers, max 2h stints\nSigned: Liam O'Brien (organiser)")


def t_hl_kit(r, dt):
    return ("Highlands trip - kit list for members\nWaterproof jacket AND trousers (it will rain)\nBoots, broken "
            "in\nWarm layers: fleece + insulated jacket, hat and gloves even in June\nHead torch, 1 litre water, "
            "lunch + snacks every day\nMidge net and repellent (Smidge)\nSleeping bag (hostel has mattresses)\n"
            "Passport or ID for the flight\nEHIC/GHIC card\nCash in sterling for the Clachaig Inn")


def t_hl_mail(r, dt):
    return _eml(ME_MAIL, "hillwalkers-members@lists.tcd.ie", "Highlands trip - balance due and final details", dt,
                "Hi all,\n\nThe balance of €185 for the Highlands trip (27 June - 2 July) is due by Friday. Pay by "
                "Revolut to the society account or cash at the Thursday social.\nFlights: EI3250 Dublin - "
                "Edinburgh, 27 June 07:15, be at T2 by 05:45.\nKit list and route cards attached. If you have a "
                "dietary requirement and haven't told us, reply to this mail.\n\nLiam (Treasurer)")


# --------------------------------------------------------------------------- content: Mourne weekend (Archive Society)


def t_mourne_final(r, dt):
    return ("Mourne weekend 13-15 March 2026 - final accounts\nItem;Amount\nMourne Lodge Newcastle 2 nights x 22 "
            "people;£1,320\nDublin Coach hire;€780\nFood;€410\nIncome: 22 x €95;€2,090\nSurplus returned to society "
            "account;€146.30\nClosed by L. O'Brien 14/04/2026")


def t_mourne_report(r, dt):
    return ("Trip report - Mourne Mountains, 13-15 March 2026\n22 members, 4 leaders. Saturday: Slieve Donard from "
            "Donard Park via the Glen River and the Mourne Wall, Slieve Commedagh. Sunday: Slieve Binnian and the "
            "Back Castles in low cloud.\nNo incidents. One twisted ankle (walked out fine).\nFeedback: hostel "
            "great, bus late on the way back. Accounts closed, small surplus.")


# --------------------------------------------------------------------------- content: car (Areas Car)


def t_nct(r, dt):
    return ("National Car Testing Service - NCT Certificate\nRegistration: 10-CE-3187\nMake/Model: Ford Fiesta "
            "1.25 Zetec  Colour: silver\nOdometer: 187,442 km\nTest result: PASS\nTest date: " + _ie(dt) + "\n"
            "Certificate valid until: " + _ie(dt + timedelta(days=365)) + "\nCentre: Deansgrange")


def t_car_insurance(r, dt):
    return ("Insurance renewal notice - Private Motor\nPolicyholder: Liam O'Brien  Policy: PM-88214073\n"
            "Vehicle: 2010 Ford Fiesta 10-CE-3187\nCover: Third party, fire and theft\nNamed driver: Mary O'Brien\n"
            f"No claims bonus: 2 years\nRenewal premium: {_eur(r, 1050, 1380)}\nRenewal date: "
            f"{_ie(dt + timedelta(days=21))}\nCall us or renew online to keep your cover.")


def t_motor_tax(r, dt):
    return ("motortax.ie - Receipt\nVehicle: 10-CE-3187 Ford Fiesta (CO2 band B)\nPeriod: 6 months\nAmount: "
            f"€{r.choice(['102.00', '98.00'])}\nTransaction: MT{r.randint(10000000, 99999999)}\nDate: {_ie(dt)}\n"
            "Your tax disc will be posted to the registered address.")


def t_car_service(r, dt):
    return ("Ennis Road Motors - Invoice\nCustomer: Liam O'Brien  Vehicle: 10-CE-3187 Fiesta\nOil and filter "
            "change - €85.00\nFront brake pads - €110.00\nWiper blades - €24.00\nLabour included\nTotal: €219.00\n"
            "Next service due at 197,000 km")


# --------------------------------------------------------------------------- content: job search (Projects Career)


def t_cv(variant: str):
    def f(r, dt):
        extra = {"swe": "Skills: Python, Kotlin, Java, TypeScript, SQL, PyTorch, Kafka, Docker, Git",
                 "consult": "Skills: financial modelling (Excel), market sizing, stakeholder communication, Python "
                            "for data analysis, French (B1)"}[variant]
        return (f"LIAM O'BRIEN\nDublin 6 | {ME_GMAIL} | +353 87 412 9036 | github.com/liamob\n\nEDUCATION\n"
                "Trinity College Dublin - BSc Computer Science and Business, 2022-2026, expected First/II.1\n"
                "Final year project: short-term demand forecasting for Dublin Bikes (LightGBM, graph neural nets)\n"
                "iaelyon, Université Jean Moulin Lyon 3 - Erasmus exchange, Sept 2024 - Jan 2025\n\nEXPERIENCE\n"
                "Software Engineering Intern, Ardmore Fintech (Jun-Aug 2025): event-driven payment status service\n"
                "Sales Assistant / Mechanic, Cycleworks Rathmines (2023-present)\nTreasurer, TCD Hillwalkers "
                f"(2025-26): €20k annual budget\n\n{extra}")
    return f


def t_cover(company: str, role: str):
    def f(r, dt):
        return (f"Dear Hiring Team at {company},\n\nI am applying for the {role} position. I am a final-year "
                "Computer Science and Business student at Trinity College Dublin, graduating in June 2026.\n"
                "During my internship at Ardmore Fintech I replaced a polling job with an event-driven Kafka "
                "consumer, cutting payment-status latency from minutes to seconds.\nAs treasurer of a 180-member "
                "society I manage a budget of around €20,000, which taught me to explain numbers to people who "
                f"don't love spreadsheets.\nI would be delighted to bring this mix of engineering and business to "
                f"{company}.\n\nYours sincerely,\nLiam O'Brien")
    return f


def t_tracker(r, dt):
    return ("Company;Role;Location;Applied;Stage;Next step;Notes\n"
            "Harbourline Payments;Graduate Software Engineer;London;2025-10-02;OFFER;sign contract by 19 June;"
            "£42k + £3k sign-on\nKestrel Strategy;Business Analyst Graduate;Dublin/London;2025-10-20;Assessment "
            "centre;9 June 2026;case study + group exercise\nStripe;New Grad SWE;Dublin;2025-09-28;Rejected;;after "
            "onsite\nAccenture;Technology Graduate;Dublin;2025-10-05;Withdrawn;;\nIntercom;Graduate Engineer;Dublin;"
            "2025-11-01;Rejected;;online test\nBloomberg;Software Engineer 2026;London;2025-10-12;Rejected;;final "
            "round\nDeloitte;Graduate Consulting;Dublin;2025-10-15;Offer declined;;")


def t_offer(r, dt):
    return ("Harbourline Payments Ltd - Offer of Employment\n1 Appold Street, London EC2A 2UT\nDear Liam,\n"
            "We are delighted to offer you the position of Graduate Software Engineer in our Platform "
            "Engineering graduate programme.\nStart date: Monday 14 September 2026\nSalary: £42,000 per annum, "
            "plus a one-off sign-on bonus of £3,000\nPension: 5% employer contribution. Holidays: 25 days plus "
            "bank holidays.\nThis offer is conditional on your degree result (2:1 or above) and right-to-work "
            "checks.\nPlease confirm your acceptance by 19 June 2026.\nKind regards, Talent Acquisition")


def t_ac_prep(r, dt):
    return ("Kestrel Strategy assessment centre - 9 June, Dublin office (Sir John Rogerson's Quay)\n09:00 group "
            "exercise (case: regional airline expansion)\n11:00 written case, 60 min, Excel provided\n14:00 "
            "partner interview - 'why consulting, why Kestrel'\nPrep:\n- frameworks: profitability tree, market "
            "entry, 3Cs\n- mental maths: % growth, break-even\n- STAR stories: treasurer budget crisis, internship "
            "Kafka project, Cycleworks stocktake\n- read their 'Irish retail 2026' report")


def t_interview_notes(r, dt):
    return (f"Interview notes - {dt.strftime('%d %b %Y')}\nHarbourline final round (virtual, 4 x 45 min)\n1. "
            "Coding: merge intervals + follow-up on streaming input. OK, talked through complexity.\n2. System "
            "design: design a payment webhook retry service - idempotency keys, exponential backoff, DLQ.\n3. "
            "Behavioural with Priya (EM): conflict in a team, a mistake I made.\n4. Values chat with grads.\n"
            "Questions I asked: rotation between teams, on-call for grads, relocation support (yes, £2k).")


def t_referee_mail(r, dt):
    return _eml("Aoife Ní Bhriain <nibhria@tcd.ie>", ME_MAIL, "Re: reference request", dt,
                "Hi Liam,\n\nOf course, happy to act as your academic referee for Harbourline and Kestrel. Send me "
                "the details of who will contact me and roughly when.\n\nGood luck with the assessment centre - "
                "and don't let it eat into dissertation time!\n\nAoife")


def t_harbourline_mail(r, dt):
    return _eml("Harbourline Early Careers <earlycareers@harbourline.com>", ME_GMAIL, "Next steps: your contract and "
                "right-to-work check", dt, "Hi Liam,\n\nCongratulations again on your offer! Your contract is now "
                "in DocuSign. Please also complete the right-to-work check with our partner (Irish passport is "
                "sufficient) and fill in the relocation form so we can pay the £2,000 relocation allowance.\n\n"
                "Your start date is Monday 14 September 2026.\n\nBest,\nEmma Hughes, Early Careers")


def t_old_cover(r, dt):
    return ("Dear Ardmore Fintech recruitment team,\n\nI am a third-year Computer Science and Business student at "
            "Trinity College Dublin applying for your Summer 2025 Software Engineering Internship.\nI am "
            "currently on Erasmus in Lyon until January and available from June.\nIn my algorithms module I "
            "implemented "
            "and benchmarked sorting and tree algorithms in Java; I also work part-time in a bike shop.\n\n"
            "Kind regards,\nLiam O'Brien")


# --------------------------------------------------------------------------- content: LiffeyHack entry (Projects Code)

HACK_README = """# ReCycle - LiffeyHack 2026

Team: Liam O'Brien, Dara Okafor, Ciara Byrne, Tadhg Moran
Theme: *Sustainable Dublin*

ReCycle matches second-hand bikes (from bike shops, Garda auctions and students leaving Dublin) with
students who need one. Shops list refurbished bikes, buyers reserve them and pick them up.

## Run locally

    pip install -r requirements.txt
    flask --app app run --debug

Open http://localhost:5000. Seed data: `python seed.py` (20 bikes around Rathmines and Smithfield).

## Demo plan (3 min pitch, 20 June)
1. Problem: 1 in 3 students in our survey had a bike stolen or left one rusting
2. Live demo: list a bike, reserve it, shop confirms
3. Impact: CO2 saved vs Leap card bus trips
"""

HACK_APP = '''from datetime import datetime

from flask import Flask, jsonify, render_template, request
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///recycle.db"
db = SQLAlchemy(app)


class Bike(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    title = db.Column(db.String(120), nullable=False)
    frame_cm = db.Column(db.Integer)
    price_eur = db.Column(db.Integer, nullable=False)
    shop = db.Column(db.String(80))
    reserved_by = db.Column(db.String(120))
    listed_at = db.Column(db.DateTime, default=datetime.utcnow)


@app.get("/")
def index():
    return render_template("index.html")


@app.get("/api/bikes")
def list_bikes():
    max_price = request.args.get("max_price", type=int)
    q = Bike.query.filter(Bike.reserved_by.is_(None))
    if max_price:
        q = q.filter(Bike.price_eur <= max_price)
    return jsonify([{"id": b.id, "title": b.title, "frame_cm": b.frame_cm, "price": b.price_eur, "shop": b.shop}
                    for b in q.order_by(Bike.listed_at.desc())])


@app.post("/api/bikes/<int:bike_id>/reserve")
def reserve(bike_id: int):
    bike = Bike.query.get_or_404(bike_id)
    if bike.reserved_by:
        return jsonify(error="already reserved"), 409
    bike.reserved_by = request.json["email"]
    db.session.commit()
    return jsonify(ok=True)
'''

HACK_SEED = '''import random

from app import Bike, app, db

TITLES = ["Raleigh Pioneer hybrid", "Giant Escape 3", "Dutch-style Gazelle", "Trek FX 2", "Boardman MTB",
          "Carrera Subway", "Peugeot racer (1980s)", "Specialized Sirrus"]
SHOPS = ["Cycleworks Rathmines", "Smithfield Cycles", "Rothar"]

with app.app_context():
    db.create_all()
    for _ in range(20):
        db.session.add(Bike(title=random.choice(TITLES), frame_cm=random.choice([48, 52, 54, 56, 58]),
                            price_eur=random.randrange(60, 260, 10), shop=random.choice(SHOPS)))
    db.session.commit()
'''

HACK_JS = '''async function loadBikes() {
  const maxPrice = document.querySelector("#max-price").value;
  const res = await fetch(`/api/bikes?max_price=${maxPrice}`);
  const bikes = await res.json();
  const list = document.querySelector("#bikes");
  list.innerHTML = bikes.map(b => `
    <li class="bike">
      <h3>${b.title}</h3><p>${b.frame_cm} cm - EUR ${b.price} - ${b.shop}</p>
      <button onclick="reserve(${b.id})">Reserve</button>
    </li>`).join("");
}

async function reserve(id) {
  const email = prompt("Your tcd.ie / ucd.ie email");
  const res = await fetch(`/api/bikes/${id}/reserve`, {
    method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify({email})
  });
  alert(res.ok ? "Reserved! The shop will email you." : "Sorry, someone got there first.");
  loadBikes();
}

document.addEventListener("DOMContentLoaded", loadBikes);
'''

HACK_HTML = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>ReCycle - second-hand bikes for students</title>
<link rel="stylesheet" href="/static/style.css"></head>
<body>
  <header><h1>ReCycle</h1><p>Refurbished bikes from Dublin shops, reserved in one click.</p></header>
  <label>Max price <input id="max-price" type="number" value="200" onchange="loadBikes()"></label>
  <ul id="bikes"></ul>
  <script src="/static/app.js"></script>
</body>
</html>
"""


def t_hack_pitch(r, dt):
    return ("ReCycle - pitch script (3 min)\n[Tadhg] 0:00 Hook: how many of you have had a bike stolen in "
            "Dublin? Survey: 31% of 212 students.\n[Liam] 0:30 Problem: shops have refurbished bikes, students "
            "can't find them, students leaving in summer dump theirs.\n[Dara] 1:00 Demo: list, search, reserve.\n"
            "[Ciara] 2:00 Business model: 8% commission from shops, Bike to Work scheme partners.\n[Liam] 2:40 "
            "Ask: pilot with 3 shops in D6 and D7. Judges: Dogpatch Labs, Dublin City Council Smart Dublin.")


def t_hack_reg(r, dt):
    return _eml("LiffeyHack <team@liffeyhack.ie>", ME_GMAIL, "LiffeyHack 2026 - your team is registered!", dt,
                "Hi Liam,\n\nTeam 'ReCycle' (4 members) is registered for LiffeyHack 2026, 20-21 June at Dogpatch "
                "Labs, CHQ Building.\nCheck-in opens Saturday 08:30. Hacking starts 10:00, submissions close Sunday "
                "12:00 on Devpost, pitches from 13:30.\nBring your own laptop and charger; food and coffee are on "
                "us.\n\nSee you there!\nThe LiffeyHack team")


def t_hack_todo(r, dt):
    return ("ReCycle todo before the hackathon\n- [x] Flask skeleton + SQLite model (Liam)\n- [x] landing page "
            "mock (Ciara)\n- [ ] auth with magic link? or just email field for demo\n- [ ] map view with "
            "Leaflet (Dara)\n- [ ] seed data from Cycleworks stock (ask Gary)\n- [ ] slides + survey chart "
            "(Tadhg)\nRules say code written before the event must be declared - keep the skeleton in the "
            "'pre-event' branch.")


# --------------------------------------------------------------------------- content: reference (Resources)

CHEATS = {
    "git": "Git cheat sheet\ngit switch -c feature/x      create and switch branch\ngit add -p                   "
           "stage hunks interactively\ngit commit --amend --no-edit fix last commit\ngit rebase -i HEAD~3         "
           "squash/reorder\ngit stash push -m 'wip'      stash with message\ngit log --oneline --graph --all\n"
           "git reset --soft HEAD~1      undo commit, keep changes\ngit bisect start / good / bad",
    "pandas": "pandas cheat sheet\ndf.groupby('col').agg(mean=('x', 'mean'), n=('x', 'size'))\n"
              "df.merge(other, on='id', how='left')\ndf.pivot_table(index='a', columns='b', values='c', aggfunc='sum')"
              "\ndf['t'] = pd.to_datetime(df['t']); df.set_index('t').resample('15min').mean()\n"
              "df.query('price < 100 and shop == \"x\"')\ndf.isna().sum()",
    "sql": "SQL cheat sheet\nSELECT dept, COUNT(*) AS n FROM staff GROUP BY dept HAVING COUNT(*) > 5;\n"
           "LEFT JOIN keeps all rows from the left table.\nWindow: ROW_NUMBER() OVER (PARTITION BY dept ORDER BY "
           "salary DESC)\nCTE: WITH recent AS (SELECT ...) SELECT * FROM recent;\nIndex columns used in WHERE and "
           "JOIN.",
    "vim": "Vim cheat sheet\ni insert, Esc normal, :wq save and quit, :q! quit without saving\ndd delete line, yy "
           "yank, p paste, u undo, Ctrl-r redo\n/word search, n next, :%s/old/new/g replace all\nciw change inner "
           "word, . repeat",
    "regex": "Regex cheat sheet\n. any char  \\d digit  \\w word char  \\s whitespace\n* 0+  + 1+  ? 0/1  {2,5}\n"
             "^ start $ end  (?:...) non-capturing group  (?P<name>...) named group\nlookahead (?=...)  lookbehind "
             "(?<=...)",
}


def t_tutorial(topic: str):
    bodies = {
        "docker": "# Docker for Python apps - notes from the Real Python tutorial\n\n```\nFROM python:3.12-slim\n"
                  "WORKDIR /app\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\n"
                  "COPY . .\nCMD [\"gunicorn\", \"-b\", \"0.0.0.0:8000\", \"app:app\"]\n```\n\n- use .dockerignore\n"
                  "- multi-stage builds for smaller images\n- docker compose up -d for app + postgres",
        "system_design": "# System design primer - my notes\n\n- Load balancer -> stateless app servers -> cache "
                         "(Redis) -> DB (primary + replicas)\n- CAP: under partition choose consistency or "
                         "availability\n- Idempotency keys for payments, retries with exponential backoff + "
                         "jitter\n- Queues (Kafka/SQS) decouple producers and consumers\n- Back-of-envelope: "
                         "1M req/day ~ 12 req/s",
        "leetcode": "# LeetCode patterns\n\n- Two pointers: sorted array pair sum, remove duplicates\n- Sliding "
                    "window: longest substring without repeats\n- Binary search on answer: koko eating bananas\n"
                    "- BFS for shortest path in grid; DFS + memo for counting paths\n- Heap: top-k, merge k sorted "
                    "lists\n- Intervals: sort by start, merge overlapping",
        "rust": "# Rust ownership in 5 minutes\n\nEach value has one owner; when the owner goes out of scope the "
                "value is dropped.\n&T shared borrow, &mut T exclusive borrow - never both at once.\nString vs "
                "&str: owned heap string vs borrowed slice.\nResult<T, E> and the ? operator for errors.",
    }
    return lambda r, dt: bodies[topic]


HIKES = {
    "Lugnaquilla": "Lugnaquilla (925 m) from Glenmalure\nDistance 14 km, ascent 850 m, 5-6 hours. OSi Discovery "
                   "Series sheet 56.\nStart at the Baravore car park, ford the river (can be impassable after "
                   "rain), climb the zig-zags beside Art's Lough.\nSummit plateau is featureless - take a bearing "
                   "off the South Prison cliffs in mist. Artillery range on the west side (Glen of Imaal): red flags.",
    "Wicklow Way": "The Wicklow Way - stages\n1 Marlay Park - Knockree 21 km\n2 Knockree - Roundwood 19 km\n3 "
                   "Roundwood - Glendalough 12 km\n4 Glendalough - Glenmalure 14 km\n5 Glenmalure - Moyne 21 km\n"
                   "Waymarked with yellow walking man. Book Knockree hostel in advance.",
    "Galtymore": "Galtymore (919 m) via the Black Road\nStart: Galtymore car park off the R639, 10 km loop, 4 "
                 "hours.\nSteep grassy ascent to Galtybeg then along the ridge. Dawson's Table on the summit. "
                 "Beware the northern cliffs above Lough Curra in mist.",
    "Carrauntoohil": "Carrauntoohil (1,039 m) via the Devil's Ladder\nStart Cronin's Yard. Loose rock on the "
                     "Ladder - helmets advised, keep the group tight. Alternative: Heavenly Gates or Brother "
                     "O'Shea's Gully. 12 km, 6 hours. Weather on the Reeks changes fast.",
}


def t_gear(r, dt):
    return ("Budget hiking gear guide (student edition)\nBoots: Salomon X Ultra or Merrell Moab - try on in the "
            "afternoon with hiking socks.\nWaterproof: get a jacket with pit zips; Decathlon MH500 is good value.\n"
            "Layers: merino base, fleece mid, synthetic puffy. No cotton.\nBag: 25-30 L with rain cover.\n"
            "Navigation: compass (Silva Expedition 4) + OSi map; phone with OSi/OS Maps app as backup.\n"
            "Always: head torch, whistle, foil blanket, first aid kit.")


RECIPES = {
    "chilli": "Big batch chilli (6 portions, about €1.40 each)\n500g beef mince (or 2 tins lentils)\n1 onion, 2 "
              "garlic cloves, 1 pepper\n2 tins chopped tomatoes, 1 tin kidney beans\n2 tsp chilli powder, 1 tsp "
              "cumin, 1 tsp paprika, stock cube\nBrown mince, add veg, spices, tomatoes. Simmer 40 min. Freeze in "
              "takeaway tubs.",
    "curry": "Chickpea and spinach curry (4 portions)\n1 onion, 3 garlic, thumb of ginger\n2 tbsp curry paste\n"
             "1 tin chickpeas, 1 tin coconut milk, 1 tin tomatoes\nbag of spinach\nFry onion, garlic, ginger; add "
             "paste 1 min; add tins; simmer 20 min; stir in spinach. Rice or naan.",
    "pasta": "Tuna pasta bake\n400g pasta, 2 tins tuna, 1 tin sweetcorn\n1 jar tomato sauce or white sauce\n150g "
             "grated cheddar\nCook pasta 2 min less than the packet. Mix everything, top with cheese, 200°C for 20 "
             "min.",
    "oats": "Overnight oats (for 9am lectures)\n50g oats, 150ml milk, 1 tbsp yoghurt, 1 tsp honey\nhandful of "
            "frozen berries\nMix in a jar, fridge overnight. Add peanut butter in the morning.",
    "stew": "Mam's Irish stew (cheap version)\n500g lamb neck or stewing beef\n4 potatoes, 3 carrots, 2 onions\n"
            "1 litre stock, thyme, bay leaf\nLayer meat and veg, cover with stock, simmer 1.5 hours. Better the "
            "next day.",
    "stirfry": "15-minute noodle stir fry\n2 nests egg noodles, 1 pack stir fry veg\n2 chicken thighs or tofu\n"
               "sauce: 2 tbsp soy, 1 tbsp honey, 1 tsp sriracha, garlic\nHot wok, meat first, veg 3 min, noodles "
               "and sauce 2 min.",
}

BOOKS = [
    ("Fluent Python, 2nd Edition", "Luciano Ramalho", "Code", "Python's data model is the API we use to make our "
     "own objects play well with the most idiomatic language features."),
    ("Designing Data-Intensive Applications", "Martin Kleppmann", "Code", "Many applications today are "
     "data-intensive, as opposed to compute-intensive. Raw CPU power is rarely a limiting factor."),
    ("Clean Code", "Robert C. Martin", "Code", "You are reading this book for two reasons. First, you are a "
     "programmer. Second, you want to be a better programmer."),
    ("Normal People", "Sally Rooney", "Books", "Marianne answers the door when Connell rings the bell. She's "
     "still wearing her school uniform."),
    ("The Hobbit", "J.R.R. Tolkien", "Books", "In a hole in the ground there lived a hobbit."),
    ("Project Hail Mary", "Andy Weir", "Books", "What's two plus two? Something about the question irritates me."),
    ("Mountains of the Mind", "Robert Macfarlane", "Books", "Those who travel to mountain-tops are half in love "
     "with themselves, and half in love with oblivion."),
    ("Atomic Habits", "James Clear", "Books", "Habits are the compound interest of self-improvement."),
]

SONGS = [
    ("Nothing but Thieves - Impossible", "Impossible", "Nothing But Thieves", "Broken Machine"),
    ("Fontaines D.C. - Starburster", "Starburster", "Fontaines D.C.", "Romance"),
    ("Fontaines D.C. - Boys in the Better Land", "Boys in the Better Land", "Fontaines D.C.", "Dogrel"),
    ("Kneecap - H.O.O.D", "H.O.O.D", "Kneecap", "Fine Art"),
    ("CMAT - I Wanna Be A Cowboy, Baby!", "I Wanna Be A Cowboy, Baby!", "CMAT", "If My Wife New I'd Be Dead"),
    ("The Cranberries - Dreams", "Dreams", "The Cranberries", "Everybody Else Is Doing It"),
    ("Hozier - Too Sweet", "Too Sweet", "Hozier", "Unheard"),
    ("Arctic Monkeys - Do I Wanna Know", "Do I Wanna Know?", "Arctic Monkeys", "AM"),
    ("The Dubliners - The Irish Rover", "The Irish Rover", "The Dubliners & The Pogues", "The Irish Rover"),
    ("Bicep - Glue", "Glue", "Bicep", "Bicep"),
]


# --------------------------------------------------------------------------- content: Interrail 2024 (Archive Travel)


def t_interrail_pass(r, dt):
    return ("Interrail Global Pass - Mobile Pass\nTraveller: Liam O'Brien (youth, 12-27)\nPass: 7 travel days "
            "within 1 month, 2nd class\nValid: 01/07/2024 - 31/07/2024\nPass number: IR-24-88190273\nPrice: "
            "€251.00\nActivate the pass in the Rail Planner app before your first journey.")


def t_interrail_plan(r, dt):
    return ("Interrail July 2024 - plan (me, Cian, Eoin)\n2 Jul fly DUB-AMS, 2 nights Amsterdam (ClinkNOORD)\n"
            "4 Jul ICE Amsterdam - Berlin (reservation €0), 3 nights Generator Mitte\n7 Jul Berlin - Prague EC, "
            "3 nights\n10 Jul Prague - Vienna Railjet, 2 nights Wombat's\n12 Jul Vienna - Budapest, 3 nights\n"
            "15 Jul fly BUD-DUB Ryanair\nBudget: €45/day each excl. pass")


def t_hostel(city: str):
    def f(r, dt):
        return (f"Hostelworld - Booking confirmed\n{city}\nGuest: Liam O'Brien (3 guests)\nRoom: 6-bed mixed "
                f"dorm\nNights: {r.randint(2, 3)}\nDeposit paid: €{r.randint(12, 30)}.{r.randint(0, 99):02d}\n"
                "Balance payable at the property. Check-in from 14:00, bring ID.")
    return f


def t_interrail_costs(r, dt):
    return ("date,what,who_paid,amount_eur,split\n" + "\n".join(
        f"2024-07-{d:02d},{w},{r.choice(['Liam', 'Cian', 'Eoin'])},{r.uniform(9, 140):.2f},3"
        for d, w in ((3, "Heineken Experience"), (5, "Berlin Welcome Card"), (6, "Currywurst + beers"),
                     (8, "Prague hostel balance"), (11, "Schönbrunn tickets"), (13, "Széchenyi baths"),
                     (14, "Ruin bar round"))) + "\n")


# --------------------------------------------------------------------------- content: school (Archive School)


def t_lc_results(r, dt):
    return ("State Examinations Commission - Leaving Certificate 2022 - Statement of Results\nCandidate: Liam "
            "O'Brien  Exam no. 248117\nSchool: St Senan's College, Ennis\nEnglish H2\nIrish H3\nMathematics H1\n"
            "French H3\nApplied Mathematics H2\nPhysics H2\nBusiness H1\nCAO points: 589")


def t_cao(r, dt):
    return ("CAO - Round One Offer 2022\nApplicant: Liam O'Brien  CAO no. 22418836\nOffer: TR115 Computer Science "
            "and Business, Trinity College Dublin\nPoints required: 566*  Your points: 589\nReply by 5:15pm on "
            "Thursday. Accepting this offer will cancel lower preferences.")


def t_lc_notes(subject: str):
    bodies = {"Physics": "Leaving Cert Physics - Mechanics\nv = u + at, s = ut + 1/2 at^2, v^2 = u^2 + 2as\n"
                         "Newton's 2nd law F = ma; momentum p = mv conserved in collisions\nCircular motion: "
                         "a = v^2 / r, F = mv^2 / r\nMandatory experiment: measure g with a pendulum, T = 2pi "
                         "sqrt(l/g)",
              "English": "LC English Paper 2 - Hamlet\nThemes: revenge, madness (real or feigned), corruption "
                         "('something is rotten in the state of Denmark'), mortality.\nKey quotes: 'To be or "
                         "not to be', 'Frailty, thy name is woman', 'The readiness is all'.\nComparative: "
                         "Hamlet / Room / Philomena - cultural context",
              "Business": "LC Business - Unit 4 Management\nPlanning, organising, controlling; leadership styles "
                          "(autocratic, democratic, laissez-faire)\nMaslow's hierarchy, McGregor Theory X/Y\n"
                          "ABQ 2022: Derry Clothing - link answers to the text!"}
    return lambda r, dt: bodies[subject]


# --------------------------------------------------------------------------- build

TEXT_EXT = {"txt", "md", "csv", "eml", "py", "java", "js", "html", "css", "json", "ipynb", "ini", "yml", "toml"}


def build(root: Path, seed: int = 14) -> list[Item]:
    r = random.Random(seed)
    items: list[Item] = []
    seen: set[str] = set()
    root = Path(root)

    def write(rel: str, data: bytes, age: float) -> None:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
        t = NOW_S - int(age * DAY) - r.randint(0, 40_000)
        os.utime(p, (t, t))

    def encode(rel: str, content, age: float) -> bytes:
        dt = NOW - timedelta(days=age)
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
        if ext in ("jpg", "jpeg"):
            return _jpeg(r, dt.replace(tzinfo=None) if content == "exif" else None)
        if ext == "png":
            return _png(r)
        if ext == "heic":
            return _blob(r, HEIC_HEAD, 900)
        return content.encode("utf-8")

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False) -> None:
        assert rel not in seen, rel
        seen.add(rel)
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def cam(folder: str, bucket: str, topic: str, age: float, style: str = "img") -> None:
        dt = _ago(age) + timedelta(seconds=r.randint(28_000, 80_000))
        if style == "img":
            name = f"IMG_{dt:%Y%m%d_%H%M%S}.jpg"
        elif style == "pxl":
            name = f"PXL_{dt:%Y%m%d_%H%M%S}{r.randint(100, 999)}.jpg"
        elif style == "heic":
            name = f"IMG_{r.randint(1000, 9999)}.HEIC"
        else:
            name = f"{style}_{dt:%Y%m%d}_{r.randint(10, 99)}.jpg"
        photo(f"{folder}/{name}", bucket, topic, age)

    lock = b"\x0bLiam O'Brien" + bytes(150)
    thumbs = lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800)  # noqa: E731
    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ Documents/College: current year (Areas Degree)
    c = "Documents/College"
    mod_ages = {"CSU44061": 60, "CSU44000": 190, "CSU44012": 75, "BUU44550": 70, "BUU44110": 200, "CSU44052": 185}
    for code, (title, _lect, _lines) in MODULES.items():
        base = mod_ages[code]
        folder = f"{c}/{code} {title}"
        add(f"{folder}/notes.docx", A, "Degree", base - r.randint(0, 20), t_module_notes(code))
        n1, n2 = r.randint(2, 5), r.randint(6, 11)
        add(f"{folder}/Lecture {n1}.pdf", A, "Degree", base + 30, t_slides(code, n1))
        if code not in ("CSU44052", "CSU44000", "BUU44110"):
            add(f"{folder}/Lecture {n2}.pdf", A, "Degree", base + 2, t_slides(code, n2))
    add(f"{c}/CSU44061 Machine Learning/assignment2_report.pdf", A, "Degree", 68,
        t_assignment("CSU44061", "Assignment 2: regularised regression"))
    add(f"{c}/CSU44061 Machine Learning/week6_lasso.py", A, "Degree", 82, """import numpy as np
import matplotlib.pyplot as plt
from sklearn.linear_model import Lasso
from sklearn.model_selection import KFold
from sklearn.preprocessing import PolynomialFeatures

# CSU44061 assignment 2 - dataset id:12-24-12
data = np.loadtxt("week6.csv", delimiter=",", comments="#")
X, y = data[:, :2], data[:, 2]
Xp = PolynomialFeatures(5).fit_transform(X)
means, stds = [], []
Cs = [1, 5, 10, 50, 100, 500]
for C in Cs:
    errs = []
    for tr, te in KFold(5, shuffle=True, random_state=0).split(Xp):
        m = Lasso(alpha=1 / (2 * C)).fit(Xp[tr], y[tr])
        errs.append(np.mean((m.predict(Xp[te]) - y[te]) ** 2))
    means.append(np.mean(errs))
    stds.append(np.std(errs))
plt.errorbar(np.log10(Cs), means, yerr=stds)
plt.xlabel("log10(C)")
plt.ylabel("MSE")
plt.savefig("cv_lasso.png")
""")
    add(f"{c}/BUU44550 Strategic Management/group essay - Ryanair draft.docx", A, "Degree", 78,
        t_assignment("BUU44550", "Group essay: strategic analysis of Ryanair"))
    add(f"{c}/BUU44110 Entrepreneurship and New Venture Creation/reflective log.docx", A, "Degree", 170,
        t_assignment("BUU44110", "Individual reflective log"))
    add(f"{c}/CSU44012 Topics in Functional Programming/Shapes.hs", A, "Degree", 90, """module Shapes where

data Shape = Circle Double | Rect Double Double | Polygon [(Double, Double)]
  deriving (Show, Eq)

data Transform = Translate Double Double | Scale Double | Rotate Double | Compose Transform Transform
  deriving Show

type Drawing = [(Transform, Shape, Style)]

data Style = Style { fill :: String, stroke :: String, strokeWidth :: Double } deriving Show

area :: Shape -> Double
area (Circle r) = pi * r * r
area (Rect w h) = w * h
area (Polygon ps) = abs (sum [x1 * y2 - x2 * y1 | ((x1, y1), (x2, y2)) <- zip ps (tail ps ++ [head ps])]) / 2
""")
    add(f"{c}/Timetable Hilary 2026.pdf", A, "Degree", 130, t_timetable)
    add(f"{c}/Exam timetable TT2026.pdf", A, "Degree", 62, t_exam_timetable)
    add(f"{c}/Fees/fee statement 2025-26.pdf", A, "Degree", 250, t_fees)
    add(f"{c}/Fees/SUSI award letter 2025-26.pdf", A, "Degree", 262, t_susi)
    add(f"{c}/letter of registration.pdf", A, "Degree", 240, t_college_letter)
    add(f"{c}/Michaelmas results.xlsx", A, "Degree", 110, t_grades)

    # OneDrive export (mostly college)
    od = "OneDrive - Trinity College Dublin"
    add(f"{od}/Documents/CSU44000 assignment 1 - weather app.docx", A, "Degree", 205,
        t_assignment("CSU44000", "Assignment 1: weather app"))
    add(f"{od}/Documents/CSU44052 coursework report.docx", A, "Degree", 175,
        t_assignment("CSU44052", "Coursework: real-time shadow mapping"))
    add(f"{od}/Documents/BUU44110 pitch deck notes.docx", A, "Degree", 178, t_module_notes("BUU44110"))
    add(f"{od}/Documents/FYP/dissertation_draft_v3.docx", P, "Degree", 9, t_diss_draft("results"))
    add(f"{od}/Documents/FYP/dissertation_draft_v2.docx", P, "Degree", 34, t_diss_draft("method"))
    add(f"{od}/Documents/FYP/abstract.docx", P, "Degree", 4, lambda r, dt: "Abstract\nDublin Bikes operators "
        "rebalance stations with vans based on experience. This project forecasts available bikes at all 115 "
        "stations 30 and 60 minutes ahead using two years of open data and Met Éireann weather.\nA LightGBM model "
        "reduces mean absolute error by 32% over a seasonal naive baseline; a graph neural network adds a "
        "further small improvement at the busiest stations.\nRainfall reduces demand by about 18% in the "
        "following hour.")
    add(f"{od}/Documents/Hillwalkers/Committee minutes 2026-02-10.docx", A, "Society", 111, t_minutes)
    add(f"{od}/Documents/Hillwalkers/CSC grant application 2025-26.docx", A, "Society", 230, t_csc_grant)
    add(f"{od}/Documents/Document 2.docx", A, "Society", 47, t_minutes, hard=True)
    add(f"{od}/Documents/Document 4.docx", P, "Career", 229, t_cover("Kestrel Strategy", "Business Analyst "
        "Graduate"), hard=True)
    add(f"{od}/Documents/Book 1.xlsx", P, "Society", 30, t_hl_budget, hard=True)
    add(f"{od}/desktop.ini", L, "System", 260, "[.ShellClassInfo]\nIconResource=C:\\Program Files\\Microsoft "
        "OneDrive\\OneDrive.exe,0\n")

    # ------------------------------------------------------------ dissertation (Projects Degree)
    f = f"{c}/FYP"
    add(f"{f}/FYP proposal - Liam O'Brien.pdf", P, "Degree", 245, t_diss_proposal)
    add(f"{f}/Drafts/ch1_introduction.docx", P, "Degree", 21, t_diss_draft("intro"))
    add(f"{f}/Drafts/ch2_background.docx", P, "Degree", 40, t_diss_draft("lit"))
    add(f"{f}/Drafts/ch3_method.docx", P, "Degree", 16, t_diss_draft("method"))
    add(f"{f}/Drafts/ch4_results.docx", P, "Degree", 2, t_diss_draft("results"))
    add(f"{f}/Drafts/~$4_results.docx", L, "System", 1, lock)
    add(f"{f}/literature notes.md", P, "Degree", 120, t_lit_notes)
    add(f"{f}/Papers/Chai2018_multigraph_bike_flow.pdf", P, "Degree", 200,
        t_paper("Bike Flow Prediction with Multi-Graph Convolutional Networks", "Di Chai, Leye Wang, Qiang Yang"))
    add(f"{f}/Papers/Li2015_traffic_prediction_bikesharing.pdf", P, "Degree", 205,
        t_paper("Traffic Prediction in a Bike-Sharing System", "Yexin Li, Yu Zheng, Huichu Zhang, Lei Chen"))
    add(f"{f}/Papers/1-s2.0-S0968090X21003818-main.pdf", P, "Degree", 160,
        t_paper("Short-term station-level demand prediction for dockless and docked bike sharing",
                "Transportation Research Part C: Emerging Technologies"))
    for age in (13, 27, 55):
        add(f"{f}/Meetings/meeting {_ago(age):%Y-%m-%d}.txt", P, "Degree", age, t_supervisor)
    add(f"{f}/ethics declaration.pdf", P, "Degree", 225, t_ethics)
    add(f"{f}/submission checklist.txt", P, "Degree", 3, "Submission - 12 June\n[ ] final PDF, max 15,000 words "
        "excl. appendices\n[ ] declaration page signed\n[ ] 2 bound copies - Reads print shop Pearse St, allow 2 "
        "days\n[ ] code repo link + README in appendix\n[ ] upload to Blackboard + Turnitin\n[ ] demo/viva slot: "
        "week of 22 June")
    g = "Code/fyp-dublinbikes"
    add(f"{g}/README.md", P, "Degree", 6, DISS_README)
    add(f"{g}/requirements.txt", P, "Degree", 140, DISS_REQ)
    add(f"{g}/scripts/fetch_snapshots.py", P, "Degree", 190, DISS_FETCH)
    add(f"{g}/scripts/build_features.py", P, "Degree", 44, DISS_FEATURES)
    add(f"{g}/scripts/train.py", P, "Degree", 12, DISS_TRAIN)
    add(f"{g}/scripts/plot_results.py", P, "Degree", 8, DISS_PLOT)
    add(f"{g}/notebooks/01_eda.ipynb", P, "Degree", 150, t_notebook)
    add(f"{g}/data/sample/snapshots_2025-03-04.csv", P, "Degree", 150, t_station_csv)
    add(f"{g}/results/metrics.csv", P, "Degree", 8, t_results_csv)
    photo(f"{g}/figures/mae_by_horizon.png", P, "Degree", 8)
    photo(f"{g}/figures/station_map.png", P, "Degree", 5)
    dot(f"{g}/.gitignore", b".venv/\n__pycache__/\ndata/raw/\n*.parquet\n.ipynb_checkpoints/\n", 190)
    dot(f"{g}/.git/HEAD", b"ref: refs/heads/main\n", 2)
    dot(f"{g}/.git/config", b"[core]\n\trepositoryformatversion = 0\n[remote \"origin\"]\n\turl = "
        b"git@github.com:liamob/fyp-dublinbikes.git\n", 190)

    # ------------------------------------------------------------ finished degree parts (Archive Degree)
    for i, title in enumerate(YEAR2):
        add(f"{c}/Year 2/{title}/notes.docx", X, "Degree", 760 + i * 40, t_year2_notes(title))
    add(f"{c}/Year 2/CSU22012 Algorithms and Data Structures II/past paper 2023.pdf", X, "Degree", 790,
        t_year2_notes("CSU22012 Algorithms and Data Structures II"))
    add(f"{c}/Year 3/JS results 2024-25.pdf", X, "Degree", 345, t_year3_result)
    add(f"{c}/Year 3/CSU33012 software engineering metrics report.pdf", X, "Degree", 420, lambda r, dt:
        "CSU33012 Software Engineering - Measuring engineering activity\nLiam O'Brien\nThis essay discusses how "
        "software engineering can be measured: commit counts, lead time for changes, DORA metrics, and the "
        "ethics of monitoring developers.\nPlatforms: GitHub Insights, LinearB, Code Climate Velocity.\n"
        "Conclusion: measure teams and flow, not individuals.")
    e = "Documents/Erasmus Lyon"
    add(f"{e}/Learning Agreement signed.pdf", X, "Degree", 640, t_learning_agreement)
    add(f"{e}/CROUS contrat André Allix.pdf", X, "Degree", 645, t_lyon_accom)
    add(f"{e}/Transcript of Records Lyon 3.pdf", X, "Degree", 470, t_lyon_transcript)
    add(f"{e}/Erasmus grant agreement.pdf", X, "Degree", 660, t_erasmus_grant)
    add(f"{e}/attestation de séjour.eml", X, "Degree", 490, t_lyon_email)
    add(f"{e}/final grant payment.eml", X, "Degree", 35, lambda r, dt: _eml("Global Office <study.abroad@tcd.ie>",
        ME_MAIL, "Erasmus+ 2024/25 - final grant payment", dt, "Dear Liam,\n\nFollowing receipt of your "
        "Certificate of Attendance and EU Participant Report, the final 30% of your Erasmus+ grant (€525.00) "
        "has been paid to your account. This closes your 2024/25 mobility file.\n\nKind regards,\nGlobal Office"))
    add(f"{e}/budget Lyon.xlsx", X, "Degree", 600, lambda r, dt: "Month;CROUS;Food;TCL pass;Trips;Total\n" +
        "\n".join(f"{m};312;{r.randint(180, 260)};25;{r.randint(40, 200)};" for m in ("Sep", "Oct", "Nov", "Dec",
                                                                                       "Jan")))
    o = "Code/csu22011-assignment2"
    for path, body in ALGO_JAVA.items():
        add(f"{o}/{path}", X, "Degree", 900 + len(path), body)
    dot(f"{o}/.gitignore", b"bin/\n*.class\n.idea/\n", 930)
    dot(f"{o}/.git/HEAD", b"ref: refs/heads/master\n", 880)

    # ------------------------------------------------------------ money (Areas Finance)
    m = "Documents/Money"
    for age in (3, 33, 186):
        add(f"{m}/AIB/Statement_{_ago(age):%Y%m}.pdf", A, "Finance", age, t_aib)
    for age in (2, 92):
        add(f"{m}/Revolut/account-statement_{_ago(age + 30):%Y-%m-%d}_{_ago(age):%Y-%m-%d}_en-ie_7a41c2.csv", A,
            "Finance", age, t_revolut)
    add(f"{m}/budget 2026.xlsx", A, "Finance", 5, t_budget)
    add(f"{m}/Revenue/rent tax credit 2025.pdf", A, "Finance", 120, t_rent_credit)
    add(f"{m}/Revenue/Tax Credit Certificate 2026.pdf", A, "Finance", 152, t_tax_credit_cert)
    add(f"{m}/Revenue/Employment Detail Summary 2025.pdf", A, "Finance", 100, t_eds)
    add(f"{m}/credit union statement 2025.pdf", A, "Finance", 220, t_credit_union)

    # ------------------------------------------------------------ bike shop (Areas Job)
    j = "Documents/Cycleworks"
    add(f"{j}/Contract Cycleworks.pdf", A, "Job", 1000, t_bike_contract)
    add(f"{j}/Staff handbook 2025.pdf", A, "Job", 420, t_handbook)
    for age in (4, 11, 18):
        add(f"{j}/Rotas/rota w{_ago(age - 7).isocalendar()[1]:02d}.xlsx", A, "Job", age, t_rota)
    for age in (6, 20, 34, 48):
        add(f"{j}/Payslips/payslip {_ago(age):%d-%m-%Y}.pdf", A, "Job", age, t_payslip)
    add(f"{j}/Rota next week + stocktake.eml", A, "Job", 10, t_shop_mail)

    # ------------------------------------------------------------ internship (Archive Job / Career)
    n = "Documents/Internship 2025 - Ardmore"
    add(f"{n}/Internship Agreement - signed.pdf", X, "Job", 390, t_intern_contract)
    for age in (338, 308, 281):
        add(f"{n}/Payslips/Ardmore payslip {_ago(age):%Y-%m}.pdf", X, "Job", age, t_intern_payslip)
    add(f"{n}/Final report - Liam O'Brien.docx", X, "Job", 286, t_intern_report)
    add(f"{n}/reference letter Kevin Daly.pdf", X, "Job", 270, t_intern_reference)
    add(f"{n}/P45 Ardmore.pdf", X, "Job", 275, lambda r, dt: "Revenue - Form P45 (Part 1A)\nEmployer: Ardmore "
        "Fintech Ltd, Reg. 9921847TH\nEmployee: Liam O'Brien  PPSN 8734215KA\nDate of leaving: 22/08/2025\n"
        f"Total pay to date: {_eur(r, 7900, 8300)}\nTotal tax to date: {_eur(r, 200, 400)}")
    add("Documents/Jobs/old/Ardmore cover letter.docx", X, "Career", 560, t_old_cover)
    add("Documents/Jobs/old/CV 2024.pdf", X, "Career", 565, lambda r, dt: "LIAM O'BRIEN\nTCD Computer Science and "
        "Business, Year 3 (Erasmus, iaelyon Lyon, Sept 2024 - Jan 2025)\nExperience: Cycleworks Rathmines "
        "(2023-), Summer camp leader, Ennis (2022)\nSkills: Java, Python, SQL, Excel\nSeeking: summer 2025 "
        "software internship in Dublin")

    # ------------------------------------------------------------ the house (Areas Home)
    h = "Documents/House"
    add(f"{h}/Lease Ashfield Rd 2025-26 signed.pdf", A, "Home", 280, t_lease)
    add(f"{h}/RTB registration.pdf", A, "Home", 250, t_rtb)
    add(f"{h}/bills split.xlsx", A, "Home", 7, t_bills_split)
    add(f"{h}/Electric Ireland {_ago(40):%b %Y}.pdf", A, "Home", 40, t_electric)
    add(f"{h}/Electric Ireland {_ago(101):%b %Y}.pdf", A, "Home", 101, t_electric)
    add(f"{h}/Virgin Media bill.pdf", A, "Home", 25, t_broadband)
    add(f"{h}/house rules.docx", A, "Home", 265, t_house_rules)
    add(f"{h}/cleaning rota.xlsx", A, "Home", 15, t_chores)
    add(f"{h}/Re boiler at Ashfield Road.eml", A, "Home", 130, t_landlord_mail)

    # ------------------------------------------------------------ move to London (Projects Home)
    lo = "Documents/London move"
    for age, area in ((22, "Brixton"), (19, "Clapham North"), (12, "Peckham Rye"), (9, "Stockwell")):
        add(f"{lo}/Flats/SpareRoom - {area}.pdf", P, "Home", age, t_listing(area))
    add(f"{lo}/Flats/viewings June.txt", P, "Home", 4, t_viewing_notes)
    add(f"{lo}/London budget.xlsx", P, "Home", 26, t_london_budget)
    add(f"{lo}/NI number application.eml", P, "Home", 15, t_ni_number)
    add(f"{lo}/SendMyBag quote.pdf", P, "Home", 8, t_shipping)
    add(f"{lo}/Ryanair KQ7H2M.pdf", P, "Home", 18, t_flight)
    add(f"{lo}/notice to Brendan.docx", P, "Home", 29, t_notice)
    add(f"{lo}/packing list.txt", P, "Home", 6, t_packing)
    add(f"{lo}/to do.md", P, "Home", 2, t_move_todo)
    for age in (30, 30, 21):
        cam("Pictures/London flats", P, "Home", age)
    photo("Pictures/London flats/brixton room floorplan.png", P, "Home", 22)

    # ------------------------------------------------------------ health (Areas Health)
    hh = "Documents/Health"
    add(f"{hh}/College Health - knee consultation.pdf", A, "Health", 190, t_gp)
    add(f"{hh}/Physio/treatment plan MCL.pdf", A, "Health", 185, t_physio)
    for age in (184, 142, 58):
        add(f"{hh}/Physio/receipt {_ago(age):%d%m%y}.pdf", A, "Health", age, t_physio_receipt)
    add(f"{hh}/Physio/return to run protocol.docx", A, "Health", 95, lambda r, dt: "Return to run - Ranelagh Sports "
        "Physio\nWeek 1: walk 5 min / jog 1 min x 5, every second day\nWeek 2: walk 3 / jog 2 x 5\nWeek 3: jog "
        "15 min continuous on flat ground\nWeek 4: 20 min + strides\nStop if swelling the next morning or pain "
        "above 3/10. Agility and cutting drills only after 6 pain-free runs. Contact rugby: not before week 8.")
    add(f"{hh}/prescription hay fever.pdf", A, "Health", 12, t_prescription)
    add(f"{hh}/medical expenses 2025.xlsx", A, "Health", 118, t_med1)

    # ------------------------------------------------------------ society treasurer (Areas Society)
    s = "Documents/Hillwalkers"
    add(f"{s}/Accounts 2025-26.xlsx", A, "Society", 3, t_soc_accounts)
    add(f"{s}/membership list 2025-26.csv", A, "Society", 40, t_membership)
    for age in (14, 230):
        add(f"{s}/Minutes/committee minutes {_ago(age):%d.%m.%y}.docx", A, "Society", age, t_minutes)
    add(f"{s}/Treasurer report AGM draft.docx", A, "Society", 5, t_treasurer_report)
    add(f"{s}/Mountaineering Ireland insurance 2026.pdf", A, "Society", 150, t_soc_insurance)
    add(f"{s}/handover from previous treasurer.txt", A, "Society", 370, "Handover - Treasurer, TCD Hillwalkers\n"
        "From: Ronan Farrell (2024-25)\n- Bank: AIB society account, 2 signatories needed (Treasurer + Chair)\n"
        "- CSC online system for grants and receipts; claims within 30 days\n- Membership fee €5, take Revolut "
        "at Freshers' Week with the CSC card reader\n- Keep every receipt, CSC audits in June\n- Don't let "
        "anyone pay hostels on their own card without a signed claim form")
    add(f"{s}/~$nutes {_ago(14):%d.%m.%y}.docx", L, "System", 14, lock)

    # ------------------------------------------------------------ Highlands trip (Projects Society)
    hl = f"{s}/Highlands 2026"
    add(f"{hl}/budget Highlands.xlsx", P, "Society", 4, t_hl_budget)
    add(f"{hl}/participants.csv", P, "Society", 3, t_hl_participants)
    add(f"{hl}/Glencoe Independent Hostel confirmation.pdf", P, "Society", 95, t_hl_hostel)
    add(f"{hl}/Arnold Clark minibus quote.pdf", P, "Society", 35, t_hl_minibus)
    add(f"{hl}/route card day 3 Buachaille.docx", P, "Society", 10, t_hl_route)
    add(f"{hl}/route card day 4 Ben Nevis.docx", P, "Society", 9, lambda r, dt: "Route card - Day 4: Ben Nevis "
        "(1,345 m) by the Mountain Track\nStart: Glen Nevis Visitor Centre NN 123 731, 07:30\nLegs: to Halfway "
        "Lochan 4 km/570 m 2h; zig-zags to summit plateau 3 km/700 m 2h30\nSummit navigation in mist: from the "
        "trig point 231° for 150 m then 281° to avoid Five Finger Gully and Gardyloo Gully.\nLeaders: Aoife, "
        "Sean, Orla. Turnaround 13:30. Optional CMD arete group with guide.")
    add(f"{hl}/risk assessment.docx", P, "Society", 20, t_hl_risk)
    add(f"{hl}/kit list.pdf", P, "Society", 24, t_hl_kit)
    add(f"{hl}/balance due email.eml", P, "Society", 6, t_hl_mail)
    add(f"{hl}/Aer Lingus group booking.pdf", P, "Society", 88, lambda r, dt: "Aer Lingus Groups - Booking "
        "confirmation\nGroup: TCD HILLWALKERS (16 passengers)\nBooking ref: 2GRP7D\nEI3250 Dublin - Edinburgh "
        "27 Jun 2026 07:15\nEI3255 Edinburgh - Dublin 02 Jul 2026 19:40\nFare €118 per person incl. 20kg bag\n"
        "Names due 30 days before departure. Deposit paid €944.")
    photo(f"{hl}/map Glen Coe.png", P, "Society", 60)

    # ------------------------------------------------------------ Mourne weekend (Archive Society)
    mo = f"{s}/Mourne Mar 2026"
    add(f"{mo}/final accounts Mourne.xlsx", X, "Society", 48, t_mourne_final)
    add(f"{mo}/trip report.docx", X, "Society", 72, t_mourne_report)
    add(f"{mo}/Mourne Lodge invoice.pdf", X, "Society", 85, lambda r, dt: "Mourne Lodge, Newcastle, Co. Down - "
        "Invoice 2026-0311\nTCD Hillwalkers, c/o Liam O'Brien\n13-15 March 2026, 2 nights, 22 guests, bunk "
        "rooms\n£30.00 x 44 bed-nights = £1,320.00\nDeposit received £400.00, balance paid on departure.")
    for age in (78, 78):
        cam(f"{mo}/receipts", X, "Society", age)

    # ------------------------------------------------------------ car (Areas Car)
    k = "Documents/Car"
    add(f"{k}/NCT cert 2025.pdf", A, "Car", 300, t_nct)
    add(f"{k}/insurance renewal 2026.pdf", A, "Car", 45, t_car_insurance)
    add(f"{k}/motor tax receipt {_ago(210):%b %Y}.pdf", A, "Car", 210, t_motor_tax)
    add(f"{k}/motor tax receipt {_ago(28):%b %Y}.pdf", A, "Car", 28, t_motor_tax)
    add(f"{k}/service Ennis Road Motors.pdf", A, "Car", 160, t_car_service)

    # ------------------------------------------------------------ job search (Projects Career)
    jb = "Documents/Jobs"
    add(f"{jb}/CV/Liam_OBrien_CV_SWE.pdf", P, "Career", 40, t_cv("swe"))
    add(f"{jb}/CV/Liam_OBrien_CV_consulting.pdf", P, "Career", 226, t_cv("consult"))
    add(f"{jb}/CV/CV master.docx", P, "Career", 38, t_cv("swe"))
    for age, comp, role in ((242, "Harbourline Payments", "Graduate Software Engineer"),
                            (225, "Kestrel Strategy", "Business Analyst Graduate"),
                            (245, "Stripe", "New Grad Software Engineer"),
                            (230, "Bloomberg", "Software Engineer 2026"),
                            (213, "Intercom", "Graduate Engineer")):
        add(f"{jb}/Cover letters/{comp}.docx", P, "Career", age, t_cover(comp, role))
    add(f"{jb}/applications tracker.xlsx", P, "Career", 3, t_tracker)
    add(f"{jb}/Harbourline/Offer letter Harbourline.pdf", P, "Career", 48, t_offer)
    add(f"{jb}/Harbourline/next steps contract.eml", P, "Career", 11, t_harbourline_mail)
    add(f"{jb}/Harbourline/final round notes.md", P, "Career", 70, t_interview_notes)
    add(f"{jb}/Kestrel/assessment centre prep.docx", P, "Career", 5, t_ac_prep)
    add(f"{jb}/Kestrel/case practice - market sizing.xlsx", P, "Career", 9, lambda r, dt: "Step;Assumption;Value\n"
        "Dublin population;;1,450,000\nHouseholds;2.6 per household;557,692\nShare with a bike;45%;250,961\n"
        "Repairs per year;0.8;200,769\nAverage ticket;€45;€9,034,615\nMarket share target year 3;4%;€361,385")
    add(f"{jb}/reference request Aoife.eml", P, "Career", 60, t_referee_mail)

    # ------------------------------------------------------------ LiffeyHack (Projects Code)
    hk = "Code/recycle-liffeyhack"
    add(f"{hk}/README.md", P, "Code", 2, HACK_README)
    add(f"{hk}/app.py", P, "Code", 3, HACK_APP)
    add(f"{hk}/seed.py", P, "Code", 7, HACK_SEED)
    add(f"{hk}/requirements.txt", P, "Code", 14, "flask==3.0.3\nflask-sqlalchemy==3.1.1\n")
    add(f"{hk}/static/app.js", P, "Code", 3, HACK_JS)
    add(f"{hk}/templates/index.html", P, "Code", 5, HACK_HTML)
    add(f"{hk}/docs/pitch.md", P, "Code", 1, t_hack_pitch)
    add(f"{hk}/TODO.md", P, "Code", 1, t_hack_todo)
    photo(f"{hk}/docs/screenshot-home.png", P, "Code", 3)
    photo(f"{hk}/docs/mockup-v1.png", P, "Code", 16)
    dot(f"{hk}/.gitignore", b"recycle.db\n__pycache__/\n.venv/\n", 14)
    dot(f"{hk}/.git/HEAD", b"ref: refs/heads/pre-event\n", 1)

    # ------------------------------------------------------------ reference (Resources)
    pg = "Documents/Programming"
    for i, (key, ext) in enumerate((("git", "txt"), ("pandas", "pdf"), ("sql", "pdf"), ("vim", "txt"),
                                    ("regex", "md"))):
        add(f"{pg}/cheat sheets/{key} cheat sheet.{ext}", R, "Code", 300 + 70 * i, CHEATS[key])
    for i, key in enumerate(("docker", "system_design", "leetcode", "rust")):
        add(f"{pg}/{key.replace('_', ' ')} notes.md", R, "Code", 150 + 60 * i, t_tutorial(key))
    for i, (title, author, topic, para) in enumerate(BOOKS):
        add(f"Books/{author} - {title}.epub", R, topic, 200 + 90 * i,
            lambda r, dt, t=title, a=author, p=para: _epub(t, a, "en", p))
    hk_ = "Documents/Hiking"
    for i, (name, body) in enumerate(HIKES.items()):
        ext = ("pdf", "docx", "pdf", "txt")[i]
        add(f"{hk_}/Routes/{name}.{ext}", R, "Hiking", 250 + 110 * i, body)
    add(f"{hk_}/budget gear guide.pdf", R, "Hiking", 480, t_gear)
    add(f"{hk_}/MWIS how to read the forecast.txt", R, "Hiking", 520, "Mountain Weather Information Service - "
        "reading the forecast\n- 'How windy?' gives gusts on summits; above 50 mph walking is difficult\n"
        "- 'Cloud on the hills?' base height vs your summit\n- 'Chance of cloud-free summits' below 30%: plan a "
        "low-level alternative\n- Effect of wind on you: buffeting, wind chill at 900 m ~ -8°C in June gusts")
    photo(f"{hk_}/OSi sheet 56 Glenmalure.png", R, "Hiking", 600)
    rc = "Documents/Recipes"
    for i, (key, ext) in enumerate((("chilli", "txt"), ("curry", "docx"), ("pasta", "txt"), ("oats", "md"),
                                    ("stew", "pdf"), ("stirfry", "txt"))):
        add(f"{rc}/{key}.{ext}", R, "Cooking", 100 + 95 * i, RECIPES[key])
    for i, (fname, title, artist, album) in enumerate(SONGS[:8]):
        add(f"Music/{fname}.mp3", R, "Music", 60 + 85 * i,
            lambda r, dt, t=title, a=artist, al=album: _id3(r, t, a, al))

    # photos and screenshots (Resources Photos)
    for age in (3, 9, 26, 44, 88, 119, 160, 236, 290, 331, 402, 511, 580, 702):
        cam("Pictures/Camera Roll", R, "Photos", age)
    for age in (6, 41, 133, 188, 309, 430, 612):
        cam("Phone photos/DCIM/Camera", R, "Photos", age, "pxl")
    for age in (12, 150, 390):
        cam("Phone photos/DCIM/Camera", R, "Photos", age, "heic")
    for age in (697, 692, 689, 684):
        cam("Pictures/Interrail 2024", R, "Photos", age)
    for age in (630, 560, 530):
        cam("Pictures/Lyon", R, "Photos", age)
    for age, place in ((79, "Mourne"), (150, "Lugnaquilla"), (240, "Djouce"), (420, "Galtees")):
        photo(f"Pictures/Hikes/{place} {_ago(age):%Y-%m-%d} {r.randint(1, 40)}.jpg", R, "Photos", age)
    for age in (1, 8, 57, 140, 333):
        dt = _ago(age) + timedelta(seconds=r.randint(30_000, 80_000))
        photo(f"Pictures/Screenshots/Screenshot {dt:%Y-%m-%d %H%M%S}.png", R, "Photos", age)
    add("Pictures/Thumbs.db", L, "System", 30, thumbs)
    dot("Pictures/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 500)

    # ------------------------------------------------------------ finished: Interrail, school (Archive)
    y4 = "Documents/2024"
    add(f"{y4}/Interrail pass.pdf", X, "Travel", 700, t_interrail_pass)
    add(f"{y4}/Interrail plan.docx", X, "Travel", 710, t_interrail_plan)
    add(f"{y4}/hostel Prague.pdf", X, "Travel", 712, t_hostel("Sir Toby's Hostel, Praha 7"))
    add(f"{y4}/hostel Berlin.pdf", X, "Travel", 713, t_hostel("Generator Berlin Mitte"))
    add(f"{y4}/interrail costs.csv", X, "Travel", 685, t_interrail_costs)
    add(f"{y4}/Annual results 2023-24.pdf", X, "Degree", 705, lambda r, dt: "Trinity College Dublin - Senior "
        "Freshman 2023/24 - Annual Examination Results\nO'BRIEN, LIAM 21364527\n" + "\n".join(
            f"{t.split(' ', 1)[0]} {t.split(' ', 1)[1]} - {r.randint(55, 79)}" for t in YEAR2) +
        "\nOverall: II.1 - Rises with honours")
    add(f"{y4}/scan_0003.pdf", X, "Degree", 646, t_lyon_accom, hard=True)
    add(f"{y4}/Document.docx", X, "Career", 562, t_old_cover, hard=True)
    add(f"{y4}/notes.txt", X, "Travel", 705, t_hostel("Wombat's City Hostel Vienna Naschmarkt"), hard=True)
    add(f"{y4}/budget.xlsx", X, "Degree", 610, lambda r, dt: "Month;CROUS rent;Food;TCL pass;Weekend trips\n" +
        "\n".join(f"{mm};312.40;{r.randint(170, 250)};25;{r.randint(30, 180)}" for mm in ("Sept", "Oct", "Nov",
                                                                                          "Dec")), hard=True)
    sc = "Documents/School"
    add(f"{sc}/LC results 2022.pdf", X, "School", 1450, t_lc_results)
    add(f"{sc}/CAO offer.pdf", X, "School", 1440, t_cao)
    add(f"{sc}/Physics mechanics notes.docx", X, "School", 1560, t_lc_notes("Physics"))
    add(f"{sc}/English Hamlet notes.docx", X, "School", 1530, t_lc_notes("English"))
    add(f"{sc}/Business unit 4.pdf", X, "School", 1620, t_lc_notes("Business"))

    # ------------------------------------------------------------ Downloads (chaotic)
    dl = "Downloads"
    hard_dl = [
        ("document.pdf", P, "Career", 48, t_offer),
        ("document (1).pdf", A, "Finance", 95, t_aib),
        ("document (2).pdf", A, "Degree", 255, t_fees),
        ("document (3).pdf", P, "Home", 8, t_shipping),
        ("download.pdf", A, "Car", 46, t_car_insurance),
        ("download (1).pdf", A, "Health", 100, t_physio_receipt),
        ("file.pdf", X, "Degree", 480, t_lyon_transcript),
        ("attachment.pdf", A, "Society", 149, t_soc_insurance),
        ("print.pdf", P, "Society", 96, t_hl_hostel),
        ("scan.pdf", A, "Home", 251, t_rtb),
        ("invoice.pdf", A, "Car", 161, t_car_service),
        ("output.pdf", X, "Job", 315, t_intern_payslip),
        ("export.csv", A, "Finance", 62, t_revolut),
        ("data.csv", P, "Degree", 140, t_station_csv),
        ("data (1).csv", P, "Society", 20, t_hl_participants),
        ("message.eml", P, "Code", 40, t_hack_reg),
        ("message (1).eml", A, "Job", 45, t_shop_mail),
        ("Document1.docx", P, "Society", 25, t_hl_risk),
        ("notes.txt", R, "Cooking", 400, RECIPES["chilli"]),
        ("text.txt", R, "Code", 300, CHEATS["regex"]),
        ("temp.xlsx", A, "Finance", 150, t_budget),
        ("Book1.xlsx", P, "Career", 100, t_tracker),
        ("document (4).pdf", A, "Health", 13, t_prescription),
        ("Untitled document.docx", P, "Degree", 226, t_ethics),
    ]
    for name, bucket, topic, age, fn in hard_dl:
        add(f"{dl}/{name}", bucket, topic, age, fn, hard=True)
    add(f"{dl}/CSU44061_Lecture12_SVMs.pdf", A, "Degree", 66, t_slides("CSU44061", 12))
    add(f"{dl}/SUSI_payment_schedule_2025-26.pdf", A, "Degree", 240, lambda r, dt: "SUSI - Maintenance grant "
        "payment schedule 2025/26\nApplicant: Liam O'Brien  Ref 25/00418823\nPayments on the last Friday of each "
        "month, October 2025 - May 2026\nMonthly amount: €336.72 (non-adjacent rate, paid to AIB ...78)\nFirst "
        "payment includes arrears from September.")
    add(f"{dl}/LiffeyHack2026_rules_and_judging.pdf", P, "Code", 38, lambda r, dt: "LiffeyHack 2026 - Rules\n"
        "1. Teams of 2-5. At least one student per team.\n2. All code must be written during the event; "
        "boilerplate and open-source libraries allowed, pre-existing work must be declared.\n3. Submit on "
        "Devpost by Sunday 21 June 12:00 with a repo link and a 2-minute video.\nJudging: impact 30%, technical "
        "execution 30%, design 20%, pitch 20%. Theme: Sustainable Dublin.")
    add(f"{dl}/Harbourline_new_joiner_form.pdf", P, "Career", 10, lambda r, dt: "Harbourline Payments - New "
        "Joiner Form\nName: Liam O'Brien  Start date: 14/09/2026  Team: Platform Engineering (graduate "
        "programme)\nRight to work: Irish citizen (Common Travel Area) - passport seen\nEmergency contact: Mary "
        "O'Brien (mother)\nBank details for UK payroll: to follow\nLaptop preference: MacBook Pro 14")
    add(f"{dl}/git-cheat-sheet-education.pdf", R, "Code", 640, CHEATS["git"])
    add(f"{dl}/Wicklow_Way_map_guide.pdf", R, "Hiking", 700, HIKES["Wicklow Way"])
    add(f"{dl}/Erasmus_Certificate_of_Attendance.pdf", X, "Degree", 495, lambda r, dt: "Erasmus+ Certificate of "
        "Attendance\nIt is hereby certified that Liam O'Brien, student of Trinity College Dublin, attended "
        "Université Jean Moulin Lyon 3 (iaelyon School of Management) from 02/09/2024 to 24/01/2025 as an "
        "Erasmus+ exchange student.\nLyon, 24/01/2025 - Relations Internationales")
    add(f"{dl}/Interrail_Pass_IR-24-88190273.pdf", X, "Travel", 702, t_interrail_pass)
    add(f"{dl}/spareroom_listing_3921877.pdf", P, "Home", 13, t_listing("Camberwell"))
    add(f"{dl}/Statement_202603.pdf", A, "Finance", 90, t_aib)
    for name, age, head in (("python-3.12.4-amd64.exe", 330, b"MZ\x90\x00"),
                            ("VSCodeUserSetup-x64-1.89.1.exe", 380, b"MZ\x90\x00"),
                            ("Docker Desktop Installer.exe", 170, b"MZ\x90\x00"),
                            ("OBS-Studio-30.1.2-Full-Installer-x64.exe", 140, b"MZ\x90\x00"),
                            ("Miniconda3-latest-Windows-x86_64.exe", 250, b"MZ\x90\x00")):
        add(f"{dl}/{name}", R, "Software", age, lambda r, dt, h=head: _blob(r, h, 1200))
    for age in (2, 70):
        dt = _ago(age) + timedelta(seconds=r.randint(30_000, 80_000))
        photo(f"{dl}/Screenshot {dt:%Y-%m-%d %H%M%S}.png", R, "Photos", age)
    photo(f"{dl}/IMG-20260412-WA0007.jpg", R, "Photos", 50)
    add(f"{dl}/ubuntu-24.04.2-desktop-amd64.iso.crdownload", L, "System", 0.3,
        lambda r, dt: _blob(r, b"\x00" * 16, 1500))
    add(f"{dl}/Unconfirmed 418223.crdownload", L, "System", 23, lambda r, dt: _blob(r, b"%PDF-1.7\n", 600))
    add(f"{dl}/CSU44061_lecture_recording_wk10.mp4.part", L, "System", 74,
        lambda r, dt: _blob(r, b"\x00\x00\x00\x20ftypisom", 1500))
    add(f"{dl}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21798\nIconResource=%SystemRoot%\\system32\\imageres.dll,-184\n")

    # ------------------------------------------------------------ Desktop
    dk = "Desktop"
    hard_dk = [
        ("untitled.txt", P, "Degree", 41, t_supervisor),
        ("notes.txt", P, "Home", 7, t_packing),
        ("New Text Document.txt", R, "Cooking", 210, RECIPES["curry"]),
        ("New Text Document (2).txt", P, "Code", 10, t_hack_todo),
        ("Document1.docx", P, "Career", 6, t_ac_prep),
        ("New Microsoft Word Document.docx", A, "Home", 268, t_house_rules),
        ("Book1.xlsx", A, "Society", 90, t_soc_accounts),
        ("todo.txt", P, "Degree", 1, lambda r, dt: "- fix error bars fig 4.2\n- rerun train.py for 60 min horizon "
         "(fold 7 crashed?)\n- cut ch2 to 3,500 words\n- ask Aoife re appendix length\n- print + bind by Wed 10th"),
        ("draft.docx", P, "Career", 228, t_cover("Kestrel Strategy", "Business Analyst Graduate")),
        ("stuff.md", R, "Code", 130, t_tutorial("leetcode")),
        ("temp.txt", A, "Finance", 125, lambda r, dt: "Revenue myAccount\n- claim rent tax credit for 2025: need "
         "RTB number RT0004381265 + Brendan's PPSN? (no, just name and address)\n- review 2025: Ardmore paid "
         "emergency tax in June? check EDS, refund ~€300\n- SUSI grant not taxable\n- AIB: move €200 to savings "
         "pocket"),
        ("Untitled spreadsheet.xlsx", X, "Travel", 690, t_interrail_costs),
        ("New Text Document (3).txt", R, "Hiking", 470, t_gear),
    ]
    for name, bucket, topic, age, fn in hard_dk:
        add(f"{dk}/{name}", bucket, topic, age, fn, hard=True)
    add(f"{dk}/CV_final_FINAL.pdf", P, "Career", 39, t_cv("swe"))
    add(f"{dk}/dissertation_v3_Aoife_comments.docx", P, "Degree", 11, lambda r, dt: t_diss_draft("results")(r, dt) +
        "\n\n[Comment AN: be careful - 1.58 vs 1.63 is within one std across folds. Say 'comparable'.]\n[Comment AN: "
        "map of per-station errors would be much more convincing here.]")
    add(f"{dk}/ReCycle survey results.csv", P, "Code", 9, "question,answer,count\nhad_bike_stolen,yes,66\n"
        "had_bike_stolen,no,146\nwould_buy_second_hand,yes,171\nwould_buy_second_hand,no,41\nmax_price,<100,88\n"
        "max_price,100-200,97\nmax_price,>200,27\n")
    for age in (0.5, 19):
        dt = _ago(age) + timedelta(seconds=r.randint(30_000, 80_000))
        photo(f"{dk}/Screenshot {dt:%Y-%m-%d %H%M%S}.png", R, "Photos", age)
    add(f"{dk}/~$cument1.docx", L, "System", 0.2, lock)
    add(f"{dk}/desktop.ini", L, "System", 1100, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21769\nIconResource=%SystemRoot%\\system32\\imageres.dll,-183\n")

    # ------------------------------------------------------------ Documents/random, New folder, sort later, root
    rd = "Documents/random"
    for n, bucket, topic, age, fn in ((12, A, "Car", 302, t_nct), (13, A, "Health", 191, t_gp),
                                      (14, X, "School", 1450, t_lc_results), (15, A, "Home", 281, t_lease),
                                      (16, X, "Degree", 650, t_learning_agreement),
                                      (17, A, "Finance", 221, t_credit_union), (18, A, "Degree", 263, t_susi),
                                      (19, X, "Job", 392, t_intern_contract), (20, P, "Society", 36, t_hl_minibus),
                                      (21, X, "Society", 47, t_mourne_final)):
        add(f"{rd}/scan_{n:04d}.pdf", bucket, topic, age, fn, hard=True)
    add(f"{rd}/doc.docx", A, "Job", 1001, t_bike_contract, hard=True)
    cam(rd, R, "Photos", 115)
    nf = "Documents/New folder"
    hard_nf = [
        ("New Text Document.txt", R, "Hiking", 330, HIKES["Galtymore"]),
        ("Document.docx", P, "Degree", 100, t_lit_notes),
        ("Document (2).docx", X, "Travel", 720, t_interrail_plan),
        ("Book1.xlsx", A, "Finance", 60, t_budget),
        ("New folder/notes.txt", A, "Degree", 80, t_module_notes("CSU44012")),
        ("export.csv", A, "Society", 200, t_membership),
        ("file.eml", A, "Home", 300, t_landlord_mail),
    ]
    for name, bucket, topic, age, fn in hard_nf:
        add(f"{nf}/{name}", bucket, topic, age, fn, hard=True)
    sl = "Documents/sort later"
    hard_sl = [
        ("Document (3).pdf", A, "Car", 410, t_car_insurance),
        ("scan0001.pdf", A, "Finance", 400, t_aib),
        ("scan0002.pdf", X, "Job", 268, t_intern_reference),
        ("untitled.docx", X, "Society", 70, t_mourne_report),
        ("misc.txt", R, "Code", 560, CHEATS["git"]),
        ("info.pdf", P, "Home", 17, t_flight),
        ("Document.pdf", X, "Travel", 700, t_interrail_pass),
        ("notes.md", P, "Code", 4, t_hack_pitch),
        ("Book2.xlsx", P, "Home", 27, t_london_budget),
    ]
    for name, bucket, topic, age, fn in hard_sl:
        add(f"{sl}/{name}", bucket, topic, age, fn, hard=True)
    add(f"{sl}/Thumbs.db", L, "System", 200, thumbs)
    add("Documents/Document1.docx", P, "Degree", 45, t_diss_draft("lit"), hard=True)
    add("Documents/Document2.docx", A, "Job", 400, t_handbook, hard=True)
    add("Documents/desktop.ini", L, "System", 1300, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21770\n")

    # dot files: written, never labelled
    dot("Documents/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 300)
    dot("Desktop/.~lock.Book1.xlsx#", b"Liam O'Brien,liam,LIAM-LAPTOP,01.06.2026 10:02,\n", 0.1)
    dot("Code/.vscode/settings.json", b'{"python.defaultInterpreterPath": ".venv/bin/python"}\n', 120)
    return items
