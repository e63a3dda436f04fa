"""A hundredth unseen labelled corpus: Francisca Soto's MacBook, ``build(root, seed)``, written blind.

What was read to write it: ``benchmarks/placement/unseen.py`` lines 1-220 (its docstring, for the style of
the labelling rules, and the helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``,
``_id3``, ``_blob``) and lines 1296-1360 (the ``write`` / ``encode`` / ``add`` / ``dot`` / ``photo`` helpers
at the start of its ``build()`` and its first few ``add`` calls); ``benchmarks/placement/corpus.py`` lines 1-30
(``Item``, ``NOW``, ``NOW_S``, ``DAY``) and its ``_pdf`` and ``_jpeg`` functions; ``benchmarks/placement/blind.py``
lines 74-107 (``_d``, ``_money``, ``_docx``, ``HEIC_HEAD``) and 1321-1326 (``_png``). One slip: the range used to
show ``corpus.py``'s ``_jpeg`` ran on to line 235, so the first ~30 lines of ``corpus.py``'s own ``build()`` body
were displayed too (its loops over named files, work/travel names and camera photos); nothing here was taken
from them. A second slip: one ``git status --short`` was run while checking line lengths (forbidden git
command); it listed only changed/untracked file names (two files under ``foldwise/plugins/organize/`` and
two other new corpus modules), none of which was opened. Nothing under ``foldwise/``, ``docs/``, ``tests/``
or ``scripts/``, no benchmark script, no other corpus body and no placement result was read.

The person: Dra. Francisca Soto Alvarado, 33, a Chilean astronomer, postdoc at the Departamento de
Astronomía of the Universidad de La Serena on a three-year FONDECYT Postdoctorado grant (N° 3240517,
March 2024 - February 2027; sponsor Dr. Ricardo Cerda). She works on RR Lyrae stars of the Galactic bulge
with high-resolution spectroscopy and reduces her own data with a Python pipeline she maintains
(``code/mike_reduce``). Her PhD (Instituto de Astrofísica, Pontificia Universidad Católica de Chile,
Santiago, 2018-2023, advisor Dra. Carolina Méndez) is finished. She lives in a rented flat in La Serena
(Edificio Mirador del Faro, Av. del Mar) with her partner Matías Cortés, a maths teacher at a school in
La Serena, and their dog Halley (a mixed-breed female adopted in 2022). She is paid by boleta de
honorarios, so she handles her own SII taxes, AFP (AFP Modelo) and Isapre (Colmena). She bought a used
2018 Suzuki Swift in September 2024. She runs half-marathons for fun. Files are Spanish (personal life,
Chilean paperwork) and English (research), on a MacBook with the usual mess: ``Downloads/`` full of
``document (3).pdf``, ``descarga.pdf``, ``export.csv`` and arXiv PDFs named by number, a ``Desktop/`` with
``notas.txt`` and ``Sin título.txt``, ``Documents/`` half organised (``Astro/``, ``Postulaciones/``,
``Personal/``, ``Doctorado/``, ``Conferencias/``, ``Escaneos/``, a ``2024/`` year folder), ``code/``,
``Pictures/``, ``Music/``, ``Libros/``, a backup of her old iPhone and of an old Windows notebook from the
PhD years.

As of ``NOW`` (2026-06-01) going on: the revision of her paper on bulge RR Lyrae abundances (MNRAS
MN-26-0412-P, referee report received 6 May 2026) and a second paper in preparation (bulge RR Lyrae
kinematics); an observing run of three nights with Magellan/Clay + MIKE at Las Campanas, 16-18 June 2026
(CNTAC programme CN2026A-041); two observing proposals waiting for a decision (ESO P118 UVES, CNTAC 2026B
Gemini/GHOST); faculty job applications (Universidad Católica del Norte - interview on 9 June -,
Universidad de Concepción, Universidad de Valparaíso); an invited talk at a bulge workshop at ESO Garching
in September 2026; the Media Maratón de La Serena on 19 July 2026; a winter-holiday trip to San Pedro de
Atacama with Matías, 1-6 July 2026. Finished: the PhD (2023), her 2024 (AJ) and 2025 (MNRAS) papers, the
SOAR/Goodman run of August 2025, the rejected NOIRLab 2025B proposal, the conference trips to the IAU
General Assembly in Cape Town (2024), EAS 2025 in Cork and the SOCHIAS meeting in January 2026, the 2023
FONDECYT and ESO-fellowship applications, the Santiago flat (Ñuñoa, lease ended February 2024) and the
move north, the 21K of the Maratón de Santiago 2025, a holiday in Buenos Aires (February 2025).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: outcomes with an end still being worked on or awaited now, whatever the file's age. The
  paper in revision -- its LaTeX, figures, tables, referee report, response, co-author mails and its
  analysis code (``code/rrl_bulge_analysis``) -- and the paper in preparation (topic Astronomy); the June
  2026 Magellan/MIKE run -- accepted proposal, target lists, finding charts, observing plan, transport to
  Las Campanas (Astronomy); proposals not yet decided, ESO P118 and CNTAC 2026B, with their ETC outputs
  and target queries (Astronomy); the faculty job applications -- job ads, cover letters, statements, the
  CV copies filed inside an application, reference-letter requests, the UCN interview and its talk
  (Career); the Garching workshop in September 2026 -- abstract, registration, flights, hotel
  (Conferences); the Media Maratón de La Serena 2026 -- registration, training plan and training log
  (Running); the San Pedro de Atacama trip (Travel).
- **Areas**: responsibilities with no end, whatever the document's age: the postdoc job itself -- the
  FONDECYT grant (agreement, progress reports, budget, expense reports, including reimbursements of
  conference costs), refereeing for journals, co-supervising a master's student, group meetings and the
  data-reduction pipeline she maintains and uses for every run (Astronomy); her master CV and publication
  list (Career); bank, credit card, household budget, SII taxes and boletas de honorarios, AFP pension
  (Finance); Isapre, doctors, lab results, dentist (Health); the rented flat -- lease, rent, gastos
  comunes, electricity, water, gas, internet, the landlord, and the photos of its condition taken at
  move-in for the deposit (Home); the car -- purchase papers, registration, permiso de circulación, SOAP,
  revisión técnica, insurance, repairs (Car); Halley -- vet, vaccines, registration, food (Dog). An old
  tax return or the 2024 grant budget is still Areas.
- **Resources**: reference kept for its own sake: papers (arXiv PDFs), textbooks, instrument manuals,
  journal LaTeX templates, software notes (Astronomy) -- also when a paper is cited by a current draft, as
  long as it is the published paper and not her own text; running articles (Running); dog-training
  articles (Dog); recipes (Cooking); ebooks (Books); music files (Music); installers (Software); photos
  and screenshots (Photos) -- except photos that document a project (the project's bucket and topic: the
  SOAR run, conference photos, the finish photo of a past race, holiday photos of a finished trip), the
  move-in photos (Areas Home) and the photos inside a backup.
- **Archive**: finished projects and ended responsibilities: the PhD -- thesis, defence, degree papers,
  scholarship, thesis code (PhD); her published papers and past observing runs and decided proposals
  (Astronomy); the 2023 FONDECYT and ESO-fellowship applications (Career); past conference trips
  (Conferences); the Santiago flat and the 2024 move (Home); the Maratón de Santiago 2025 (Running); the
  Buenos Aires holiday (Travel); the old iPhone and Lenovo notebook backups, whatever is inside (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  Windows system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``,
  ``.gitignore``, ``.localized``) are written with ``dot()`` and not labelled.

Topics are subjects: Astronomy (her research job), Career, Conferences, PhD, Finance, Health, Home, Car,
Dog, Running, Travel, Cooking, Books, Music, Software, Photos, Backup, System. ``hard`` marks a file whose
name *and* folder say nothing about its subject (``Downloads/document (3).pdf``, ``Desktop/notas.txt``,
``Documents/Escaneos/scan_2025-03-14.pdf``, ``Downloads/2403.11872v1.pdf``): only its text can place it.
Images are never hard.
"""

from __future__ import annotations

import json
import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- people, places, helpers

ME = "Francisca Soto Alvarado"
RUT = "17.845.263-K"
ADDR = "Av. del Mar 3250, depto. 1204, Edificio Mirador del Faro, La Serena"
WMAIL = "francisca.soto@userena.cl"
PMAIL = "fran.soto.alvarado@gmail.com"
GRANT = "FONDECYT Postdoctorado N° 3240517"
GRANT_TITLE = "Chemo-dynamics of bulge RR Lyrae stars from high-resolution spectroscopy"
MS1 = "MN-26-0412-P"
TITLE1 = "Chemical abundances of 38 bulge RR Lyrae stars from Magellan/MIKE spectra"
TITLE2 = "The kinematics of metal-poor RR Lyrae stars in the inner bulge"
PATENTE = "KJTL-62"
MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
         "noviembre", "diciembre"]
OGLE_IDS = [3127, 3891, 4402, 5176, 5530, 6018, 6744, 7095, 7781, 8230, 8876, 9342, 10417, 11056, 11873,
            12690, 13204, 13958, 14411, 15230]


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _fecha(dt: datetime) -> str:
    return f"{dt.day} de {MESES[dt.month - 1]} de {dt.year}"


def _n(v: int) -> str:
    return "$" + f"{v:,}".replace(",", ".")


def _clp(r: random.Random, lo: int, hi: int) -> str:
    return _n(int(round(r.uniform(lo, hi), -2)))


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt:%a, %d %b %Y} 10:{dt.day:02d}:00 -0400\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body.strip()}\n")


def _ics(summary: str, start: datetime, hours: int, location: str, desc: str) -> str:
    end = start + timedelta(hours=hours)
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Apple Inc.//macOS 15.4//EN\nBEGIN:VEVENT\n"
            f"UID:{start:%Y%m%dT%H%M}-{abs(len(summary) * 7919):x}@icloud.com\nDTSTART:{start:%Y%m%dT%H%M%S}\n"
            f"DTEND:{end:%Y%m%dT%H%M%S}\nSUMMARY:{summary}\nLOCATION:{location}\nDESCRIPTION:{desc}\n"
            "END:VEVENT\nEND:VCALENDAR\n")


def _ogle(i: int) -> str:
    return f"OGLE-BLG-RRLYR-{OGLE_IDS[i % len(OGLE_IDS)]:05d}"


def _radec(r: random.Random) -> tuple[str, str]:
    ra = f"17:{r.randint(48, 59):02d}:{r.uniform(0, 59.99):05.2f}"
    dec = f"-{r.randint(28, 34)}:{r.randint(0, 59):02d}:{r.uniform(0, 59.9):04.1f}"
    return ra, dec


# --------------------------------------------------------------------------- Astronomy: paper in revision

def t_paper1_tex(r: random.Random, dt: datetime) -> str:
    return ("\\documentclass[fleqn,usenatbib]{mnras}\n\\usepackage{graphicx}\n\\usepackage{amsmath}\n"
            f"\\title[Bulge RR Lyrae abundances with MIKE]{{{TITLE1}}}\n"
            "\\author[F. Soto et al.]{Francisca Soto,$^{1}$\\thanks{E-mail: francisca.soto@userena.cl}\n"
            "Ricardo Cerda,$^{1}$ Carolina M\\'endez,$^{2}$ Jonas Lindgren$^{3}$ and Paula Ib\\'a\\~nez$^{2}$\\\\\n"
            "$^{1}$Departamento de Astronom\\'ia, Universidad de La Serena, Av. Juan Cisternas 1200,\n"
            "La Serena, Chile\\\\\n"
            "$^{2}$Instituto de Astrof\\'isica, Pontificia Universidad Cat\\'olica de Chile, Santiago, Chile\\\\\n"
            "$^{3}$Lund Observatory, Lund University, Sweden}\n\\begin{document}\n\\maketitle\n"
            "\\begin{abstract}\nWe present [Fe/H] and [alpha/Fe] abundances for 38 fundamental-mode RR Lyrae stars in\n"
            "the inner Galactic bulge, derived from Magellan/MIKE spectra with R~35\\,000 obtained close to\n"
            "minimum light. The metallicity distribution peaks at [Fe/H] = -1.04 with a dispersion of 0.27 dex,\n"
            "and the stars show [alpha/Fe] = +0.31 +/- 0.08, similar to halo stars of the same metallicity.\n"
            "We find no metallicity gradient with Galactic latitude between b = -3 and b = -8 deg. % REVISED\n"
            "\\end{abstract}\n\\begin{keywords}\nstars: variables: RR Lyrae -- Galaxy: bulge -- stars: abundances\n"
            "\\end{keywords}\n\\section{Introduction}\nRR Lyrae stars are unambiguous tracers of old (>10 Gyr) "
            "populations \\citep{Smith1995}.\nIn the bulge, OGLE-IV has catalogued more than 38\\,000 of them "
            "\\citep{Soszynski2014}, but\nspectroscopic metallicities exist for only a few hundred...\n"
            "\\section{Observations and data reduction}\nThe spectra were obtained with MIKE on the 6.5-m Magellan "
            "Clay telescope during\nprogrammes CN2023A-032 and CN2024A-017. Reduction used our own pipeline "
            "(mike\\_reduce v0.9).\n\\input{tables/abundances}\n\\bibliographystyle{mnras}\n\\bibliography{refs}\n"
            "\\end{document}\n")


def t_referee_own(r: random.Random, dt: datetime) -> str:
    return f"""Monthly Notices of the Royal Astronomical Society
Manuscript ID: {MS1}
Title: {TITLE1}
Author(s): Soto, Francisca; Cerda, Ricardo; Mendez, Carolina; Lindgren, Jonas; Ibanez, Paula
Decision date: 6 May 2026 - Minor revision
Reviewer 1 - Comments to the Author
The paper presents a valuable, homogeneous sample of bulge RR Lyrae abundances. I recommend publication
after the following points are addressed.
1. The phase at which each spectrum was taken should be listed in Table 2; abundances of RR Lyrae stars
   are sensitive to the adopted atmospheric parameters away from minimum light.
2. Section 4.2: the comparison with the photometric metallicities of Dekany and collaborators needs a
   discussion of the zero-point offset of 0.18 dex.
3. Please quantify the effect of NLTE corrections on the Mg and Ti abundances.
4. The claim of no latitude gradient relies on 38 stars; give the uncertainty on the slope.
Please submit the revised version within 60 days.
"""


def t_response(r: random.Random, dt: datetime) -> str:
    return f"""Response to the referee - manuscript {MS1}
{TITLE1}
We thank the referee for a careful reading of the manuscript and for constructive comments. Changes in
the revised version are marked in bold.
Comment 1 - pulsation phases. We have added the phase of each observation (column 4 of Table 2). All
spectra were taken between phase 0.30 and 0.62; we now state this in Section 2.
Comment 2 - offset with photometric metallicities. We added a paragraph in Section 4.2. The offset of
0.18 dex is consistent with the calibration differences discussed by Mullen et al.
Comment 3 - NLTE. TO DO (Jonas is computing the Mg corrections with the MULTI grid, expected mid June).
Comment 4 - gradient. The slope is now given as -0.01 +/- 0.03 dex/deg (bootstrap, 10 000 realisations).
Francisca Soto, on behalf of all co-authors
"""


def t_coauthor1(r: random.Random, dt: datetime) -> str:
    return _eml("Jonas Lindgren <jonas.lindgren@astro.lu.se>", WMAIL, "Re: MIKE paper - referee report", dt,
                f"""Hi Francisca,
good news that it is a minor revision. I can do the NLTE corrections for Mg I and Ti II for the 38
stars; send me the final Teff, logg and vt table (the one after the phase correction) and I will run the
MULTI grid next week. I agree with your reply to point 2.
Jonas
> On 6 May 2026, Francisca Soto wrote:
> Dear all, the referee report for {MS1} arrived, see attached. Deadline for the revision 5 July.""")


def t_coauthor2(r: random.Random, dt: datetime) -> str:
    return _eml("Carolina Méndez <cmendez@astro.puc.cl>", WMAIL, "Fwd: documentos", dt,
                f"""Fran, te reenvío mis comentarios al borrador de la respuesta al árbitro del paper de MIKE
({MS1}). En general muy bien. Solo dos cosas:
- en la respuesta al punto 2 citaría también el trabajo de Crestani sobre la escala de metalicidades;
- la Figura 7 (gradiente con latitud) quedaría más clara con los errores del bootstrap como banda.
Abrazo y suerte con la entrevista de la UCN,
Carolina""")


def t_submission_eml(r: random.Random, dt: datetime) -> str:
    return _eml("MNRAS Editorial Office <mnras@ras.ac.uk>", WMAIL, f"MNRAS - Manuscript {MS1} submitted", dt,
                f"""Dear Dr Soto,
Your manuscript entitled "{TITLE1}" has been successfully submitted online and is presently being given
full consideration for publication in Monthly Notices of the Royal Astronomical Society.
Your manuscript ID is {MS1}.
Please mention the above manuscript ID in all future correspondence.
Sincerely, MNRAS Editorial Office""")


def t_ew_csv(r: random.Random, dt: datetime) -> str:
    rows = ["star,line,wavelength_A,EW_mA,err_mA"]
    for i in range(14):
        for el, wl in (("FeI", 4891.49), ("FeI", 5232.94), ("MgI", 5528.41), ("TiII", 4501.27)):
            rows.append(f"{_ogle(i)},{el},{wl},{r.uniform(20, 160):.1f},{r.uniform(2, 9):.1f}")
    return "\n".join(rows) + "\n"


def t_abund_csv(r: random.Random, dt: datetime) -> str:
    rows = ["star,Teff,logg,vt,phase,FeH,FeH_err,MgFe,CaFe,TiFe"]
    for i in range(20):
        rows.append(f"{_ogle(i)},{r.randint(6100, 6700)},{r.uniform(2.1, 2.9):.2f},{r.uniform(2.5, 3.6):.1f},"
                    f"{r.uniform(0.3, 0.62):.2f},{r.uniform(-1.7, -0.5):.2f},{r.uniform(0.08, 0.2):.2f},"
                    f"{r.uniform(0.1, 0.5):.2f},{r.uniform(0.1, 0.45):.2f},{r.uniform(0.05, 0.5):.2f}")
    return "\n".join(rows) + "\n"


def t_refs_bib(r: random.Random, dt: datetime) -> str:
    return """@BOOK{Smith1995, author = {{Smith}, H.~A.}, title = "{RR Lyrae Stars}", publisher = {Cambridge
 University Press}, year = 1995}
@ARTICLE{Soszynski2014, author = {{Soszy{\\'n}ski}, I. and others}, title = "{Over 38000 RR Lyrae Stars in
 the OGLE Galactic Bulge Fields}", journal = {Acta Astron.}, year = 2014, volume = 64, pages = {177}}
@ARTICLE{Soto2024, author = {{Soto}, F. and {M{\\'e}ndez}, C.}, title = "{Period-amplitude relations of
 RR Lyrae stars in low-extinction bulge windows}", journal = {AJ}, year = 2024, volume = 167, pages = {211}}
@ARTICLE{Soto2025, author = {{Soto}, F. and {Cerda}, R. and {M{\\'e}ndez}, C.}, title = "{A Goodman view of
 bulge RR Lyrae radial velocities}", journal = {MNRAS}, year = 2025, volume = 538, pages = {1432}}
"""


def t_paper2_tex(r: random.Random, dt: datetime) -> str:
    return ("\\documentclass[fleqn,usenatbib]{mnras}\n"
            f"\\title{{{TITLE2}}}\n\\author{{F. Soto, R. Cerda, J. Pizarro, C. M\\'endez}}\n\\begin{{document}}\n"
            "\\begin{abstract}\nDRAFT -- We combine SOAR/Goodman radial velocities of 212 RR Lyrae stars with Gaia "
            "DR3 proper\nmotions to measure the rotation curve and velocity dispersion of the metal-poor old "
            "bulge...\n\\end{abstract}\n\\section{Introduction}\n% FS: rewrite after the MIKE paper is accepted\n"
            "\\section{Data}\nRadial velocities from the Goodman run of August 2025 (CN2025B-019), reduced with\n"
            "mike\\_reduce's Goodman mode; cross-match with Gaia DR3 within 0.5 arcsec.\n"
            "\\section{Results}\n% TODO: Jeans model, compare with BRAVA and GIBS\n\\end{document}\n")


def t_paper2_notes(r: random.Random, dt: datetime) -> str:
    return f"""# Paper 2 - {TITLE2}
- [x] cross-match Goodman RVs with Gaia DR3 (query_result.csv in Downloads -> moved here)
- [ ] remove binaries: stars with |dRV| > 15 km/s between nights
- [ ] rotation curve in 4 longitude bins, compare with APOGEE red clump
- [ ] ask Javiera (MSc student) to run the Jeans model
- target journal: MNRAS, submission after the MIKE paper is accepted (Q4 2026)
"""


def t_paper2_outline(r: random.Random, dt: datetime) -> str:
    return f"""Outline - {TITLE2}
1. Introduction: is the old metal-poor bulge rotating? Previous results (Kunder 2016, Du 2020).
2. Data: 212 RR Lyrae observed with SOAR/Goodman in August 2025, 2 nights; Gaia DR3 proper motions.
3. Method: systemic velocities from pulsation-phase templates; distances from the PL relation in Ks.
4. Results: rotation of 12 +/- 4 km/s/kpc, dispersion 120 km/s, no dependence on [Fe/H].
5. Discussion: the RR Lyrae trace a pressure-supported spheroid distinct from the bar.
Authors: Soto, Cerda, Pizarro (MSc ULS), Méndez. Draft v1 circulated to Ricardo only.
"""


# --------------------------------------------------------------------------- Astronomy: code

ANALYSIS_README = """# rrl_bulge_analysis
Analysis for Soto et al. 2026 (MNRAS, MN-26-0412-P): equivalent widths, atmospheric parameters and
abundances of 38 bulge RR Lyrae observed with MIKE.
- `fit_periods.py`  - re-derive periods/phases from OGLE-IV light curves
- `abundances.py`   - run MOOG (abfind) on the EW tables
- `make_figures.py` - all paper figures into ../../Documents/Astro/Papers/Soto2026_RRL_MIKE/figs
"""

FIT_PERIODS = '''"""Phase each MIKE observation with the OGLE-IV ephemeris (referee point 1)."""
import numpy as np
from astropy.time import Time
from astropy.timeseries import LombScargle


def phase(mjd_obs, t0, period):
    return ((mjd_obs - t0) / period) % 1.0


def refine_period(t, mag, p0):
    freq = np.linspace(0.98 / p0, 1.02 / p0, 20000)
    power = LombScargle(t, mag).power(freq)
    return 1.0 / freq[np.argmax(power)]


if __name__ == "__main__":
    obs = np.genfromtxt("data/mike_obs_log.csv", delimiter=",", names=True, dtype=None, encoding="utf-8")
    for row in obs:
        mjd = Time(row["date_obs"], format="isot").mjd
        print(row["star"], round(phase(mjd, row["t0"], row["period"]), 3))
'''

ABUNDANCES = '''"""Abundances with MOOG abfind for the MIKE RR Lyrae sample."""
import subprocess
from pathlib import Path

import pandas as pd

MOOG = Path.home() / "soft" / "moog" / "MOOGSILENT"
SOLAR = {"Fe": 7.50, "Mg": 7.60, "Ca": 6.34, "Ti": 4.95}


def run_star(star, teff, logg, vt, feh):
    model = f"models/{star}.atm"
    subprocess.run(["python", "kurucz_interp.py", str(teff), str(logg), str(feh), str(vt), model], check=True)
    subprocess.run([str(MOOG)], input=f"abfind\\nmodel_in '{model}'\\nlines_in 'ew/{star}.moog'\\n",
                   text=True, check=True)


if __name__ == "__main__":
    params = pd.read_csv("results/atm_params.csv")
    for _, p in params.iterrows():
        run_star(p.star, p.Teff, p.logg, p.vt, p.FeH)
'''

MAKE_FIGS = '''import matplotlib.pyplot as plt
import pandas as pd

ab = pd.read_csv("results/abundances_v3.csv")
fig, ax = plt.subplots(figsize=(3.4, 3.0))
ax.errorbar(ab.glat, ab.FeH, yerr=ab.FeH_err, fmt="o", ms=3)
ax.set_xlabel("b [deg]")
ax.set_ylabel("[Fe/H]")
fig.savefig("fig7_gradient.pdf", bbox_inches="tight")
'''


def _ipynb(cells: list[str]) -> str:
    nb = {"cells": [{"cell_type": "code", "execution_count": i + 1, "metadata": {}, "outputs": [],
                     "source": c.splitlines(True)} for i, c in enumerate(cells)],
          "metadata": {"kernelspec": {"display_name": "Python 3 (astro)", "language": "python", "name": "astro"}},
          "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(nb, indent=1, ensure_ascii=False)


PIPE_README = """# mike_reduce
Small reduction pipeline for Magellan/MIKE echelle spectra (and SOAR/Goodman long-slit in `goodman` mode).
Written during the PhD, maintained since 2024 at ULS. Used for every run.
Steps: overscan + bias -> order tracing on milky flats -> flat fielding -> optimal extraction ->
ThAr wavelength solution -> heliocentric correction -> continuum normalisation.
Usage: `mike-reduce night.yaml`  (see `examples/night_2025-08-05.yaml`).
Version 0.9.2 - changelog: fixed blue-arm order 71 tracing for the 2x2 binning.
"""

PIPE_WAVECAL = '''"""ThAr wavelength calibration for MIKE orders."""
import numpy as np
from numpy.polynomial import chebyshev as C


def fit_order(pix, wav, deg=4, clip=3.0, niter=5):
    mask = np.ones_like(pix, dtype=bool)
    for _ in range(niter):
        coef = C.chebfit(pix[mask], wav[mask], deg)
        resid = wav - C.chebval(pix, coef)
        std = np.std(resid[mask])
        mask = np.abs(resid) < clip * std
    return coef, std


def rms_kms(std_A, wav_A):
    return 299792.458 * std_A / wav_A
'''

PIPE_EXTRACT = '''"""Optimal extraction (Horne 1986) along traced orders."""
import numpy as np


def optimal_extract(data, var, profile):
    profile = profile / profile.sum(axis=0)
    w = profile / var
    flux = (w * data).sum(axis=0) / (w * profile).sum(axis=0)
    err = np.sqrt(profile.sum(axis=0) / (w * profile).sum(axis=0))
    return flux, err
'''

PIPE_FLAT = '''"""Milky flat fielding and order tracing."""
import numpy as np
from scipy.ndimage import median_filter


def normalise_flat(flat, width=51):
    smooth = median_filter(flat, size=(1, width))
    return np.where(smooth > 0, flat / smooth, 1.0)
'''

PIPE_TOML = """[project]
name = "mike-reduce"
version = "0.9.2"
description = "Reduction of Magellan/MIKE and SOAR/Goodman spectra"
authors = [{name = "Francisca Soto", email = "francisca.soto@userena.cl"}]
requires-python = ">=3.10"
dependencies = ["numpy", "scipy", "astropy>=6", "ccdproc", "pyyaml", "matplotlib"]

[project.scripts]
mike-reduce = "mike_reduce.cli:main"
"""

PIPE_YAML = """night: 2025-08-05
instrument: goodman
grating: 930_M5
raw_dir: /Volumes/DATOS/SOAR_2025B/raw/20250805
bias: [0011, 0012, 0013, 0014, 0015]
flats: [0021, 0022, 0023]
arcs: [0031]
science_prefix: RRL_
"""

# --------------------------------------------------------------------------- Astronomy: observing


def t_targets_csv(r: random.Random, dt: datetime) -> str:
    rows = ["id,ra,dec,V_mag,period_d,t0_hjd,priority,note"]
    for i in range(18):
        ra, dec = _radec(r)
        rows.append(f"{_ogle(i + 2)},{ra},{dec},{r.uniform(15.8, 17.9):.2f},{r.uniform(0.45, 0.72):.6f},"
                    f"{r.uniform(2457000, 2457900):.4f},{r.choice(['A', 'A', 'B', 'C'])},"
                    f"{r.choice(['', 'new', 'repeat for phase', 'bright neighbour 3 arcsec N'])}")
    return "\n".join(rows) + "\n"


def t_obsplan(r: random.Random, dt: datetime) -> str:
    return """Observing plan - Magellan/Clay + MIKE, programme CN2026A-041 (PI F. Soto)
Nights: 16, 17 and 18 June 2026 (full nights). Observers: F. Soto, J. Pizarro (MSc student).
Setup: 0.7 arcsec slit, 2x2 binning, slow readout. Standard stars: HD 122563 and HD 140283 each night.
Strategy: observe each RR Lyrae between phase 0.3 and 0.6 (see phases_june2026.csv); 3 x 1200 s per star
for V < 16.5, 4 x 1800 s for fainter. Bulge rises at ~19:00 CLT; best airmass around 01:00.
Calibrations: ThAr before and after each target, milky flats in the afternoon, twilight flats.
Backup targets if seeing > 1.2 arcsec: bright halo RR Lyrae from the Gaia DR3 list.
Data transfer: copy raw data to the external disk every morning; reduce night 1 with mike_reduce on site.
"""


def t_cntac_accept(r: random.Random, dt: datetime) -> str:
    return _eml("CNTAC <cntac@das.uchile.cl>", WMAIL, "CNTAC 2026A - resultado propuesta CN2026A-041", dt,
                """Estimada Dra. Soto:
Nos complace informarle que su propuesta CN2026A-041 "Completing the MIKE census of bulge RR Lyrae
abundances" ha sido aprobada con 3 noches en Magellan/Clay + MIKE. Las noches asignadas son 16, 17 y 18
de junio de 2026. Por favor contacte a Las Campanas Observatory para coordinar su visita (transporte,
alojamiento y formulario de observador) al menos tres semanas antes.
Saludos cordiales,
Comité Nacional de Asignación de Tiempo de Telescopios (CNTAC)""")


def t_lco_transport(r: random.Random, dt: datetime) -> str:
    return _eml("LCO Reservations <reservations@lco.cl>", WMAIL, "Re: Visit request June 2026 - Soto, Pizarro", dt,
                """Dear Dr. Soto,
Your visit to Las Campanas Observatory is confirmed:
- Transport: LCO van from the La Serena office (Colina El Pino s/n) on 15 June 2026 at 10:00,
  return 19 June 2026 after breakfast.
- Lodging: Magellan lodge, rooms 14 and 15, 15-19 June.
- Please send the observer form and medical declaration for both observers before 5 June.
Remember that the mountain is at 2400 m; bring warm clothes.
Best regards, LCO Reservations""")


def t_obs_invite(r: random.Random, dt: datetime) -> str:
    return _ics("Magellan/Clay MIKE - noche 1 (CN2026A-041)", datetime(2026, 6, 16, 18, 30), 12,
                "Las Campanas Observatory, Clay telescope",
                "Programme CN2026A-041 PI Soto. Subir en van LCO 15 junio 10:00 desde La Serena.")


def t_todo_run(r: random.Random, dt: datetime) -> str:
    return """pendientes antes del 15/6
- finding charts para los 18 blancos (DSS2 red, 3 arcmin) -> falta 12690 y 13204
- recalcular fases con efemérides OGLE + fecha real de las noches
- formulario observador + declaración médica Javiera -> mandar a LCO antes del 5/6
- cargar el disco externo de 2 TB, probar mike_reduce con los flats de 2024
- lista de estrellas estándar HD 122563 / HD 140283
- pedir a Matías que saque a Halley mañana y tarde esos días
"""


def t_cntac_2026a_pdf(r: random.Random, dt: datetime) -> str:
    return """CNTAC Proposal 2026A - CN2026A-041
Title: Completing the MIKE census of bulge RR Lyrae abundances
PI: Francisca Soto Alvarado, Universidad de La Serena. Co-Is: R. Cerda (ULS), C. Mendez (PUC), J. Lindgren (Lund)
Telescope/instrument: Magellan Clay / MIKE. Time requested: 3 nights, dark/grey, June preferred.
Scientific justification: Our MIKE sample of 38 bulge RR Lyrae (Soto et al. 2026, submitted) shows halo-like
alpha enhancement. 18 additional stars at b < -6 deg will test whether the outer bulge RR Lyrae differ...
Technical justification: S/N = 40 at 5200 A requires 3600 s for V = 16.5 in 0.8 arcsec seeing.
"""


def t_eso_p118(r: random.Random, dt: datetime) -> str:
    return """ESO Period 118 - Observing Programme proposal (submitted 24 March 2026)
Title: The alpha-element clock in the oldest bulge stars
PI: F. Soto (Universidad de La Serena, Chile). Instrument: VLT UT2 / UVES, 580 nm + 390 nm dichroic.
Total time requested: 22.5 h, service mode, seeing < 1.0 arcsec.
Abstract: We propose UVES spectroscopy of 24 metal-poor bulge RR Lyrae and red giants selected from our
MIKE survey to measure Eu, Ba and Mg and constrain the early chemical enrichment timescale of the bulge.
"""


def t_eso_tex(r: random.Random, dt: datetime) -> str:
    return ("%% ESOFORM P118 - scientific justification\n\\ScientificCase{\nThe oldest stars of the Galactic "
            "bulge are expected to carry the chemical signature of its first\n~1 Gyr. RR Lyrae stars are "
            "unambiguously old, and our MIKE survey (Soto et al. 2026) found [alpha/Fe] = +0.31.\nHere we "
            "request UVES spectra of 24 stars to measure the r-process element Eu, which traces enrichment\n"
            "by neutron-star mergers on timescales of 100 Myr-1 Gyr...\n}\n\\ImmediateObjective{\n"
            "Derive [Eu/Fe] and [Ba/Eu] with errors < 0.1 dex for 24 stars.\n}\n")


def t_etc_txt(r: random.Random, dt: datetime) -> str:
    return f"""ESO Exposure Time Calculator - UVES (ETC version P118)
Target: template spectrum Kurucz G0III, V = 16.20 (Vega)
Sky: airmass 1.10, FLI 0.5, seeing 0.80 arcsec, turbulence category 70%
Setup: DIC2 390+580, slit 1.0 arcsec, binning 2x2, readout 50kHz
Exposure: 3 x 1800 s
Result: S/N per pixel at 4129 A (Eu II line): {r.uniform(26, 34):.1f} ; at 5528 A: {r.uniform(48, 60):.1f}
Program: The alpha-element clock in the oldest bulge stars (P118, Soto)
"""


def t_eso_receipt(r: random.Random, dt: datetime) -> str:
    return _eml("ESO Observing Programmes Office <opo@eso.org>", WMAIL, "P118 proposal submission 118.D-0??? received",
                dt, """Dear Dr. Francisca Soto,
This is to confirm that your proposal "The alpha-element clock in the oldest bulge stars" for Period 118
has been received by the ESO Observing Programmes Office. Proposals will be reviewed by the
Distributed Peer Review and the OPC; results will be communicated at the end of June 2026.
ESO OPO""")


def t_gemini_2026b(r: random.Random, dt: datetime) -> str:
    return """CNTAC 2026B - Gemini South / GHOST proposal (submitted 2 April 2026)
Title: Neutron-capture elements in bulge RR Lyrae with GHOST
PI: F. Soto (ULS). Co-I: J. Pizarro (ULS, MSc student), C. Mendez (PUC).
Time requested: 9.8 h, band 1/2, standard resolution mode.
Targets: 8 RR Lyrae with [Fe/H] < -1.3 from the MIKE sample. Decision expected in July 2026.
"""


def t_gaia_query(r: random.Random, dt: datetime) -> str:
    rows = ["source_id,ra,dec,pmra,pmdec,pmra_error,pmdec_error,phot_g_mean_mag,ruwe"]
    for _ in range(30):
        rows.append(f"{r.randint(4050000000000000000, 4069999999999999999)},{r.uniform(266, 272):.6f},"
                    f"{r.uniform(-34, -28):.6f},{r.uniform(-8, 2):.3f},{r.uniform(-9, 1):.3f},"
                    f"{r.uniform(0.03, 0.3):.3f},{r.uniform(0.03, 0.3):.3f},{r.uniform(14.8, 18.2):.3f},"
                    f"{r.uniform(0.85, 1.6):.2f}")
    return "-- ADQL: SELECT ... FROM gaiadr3.gaia_source JOIN vari_rrlyrae ... (bulge RRL for paper 2 kinematics)\n" + \
        "\n".join(rows) + "\n"


def t_eso_targets(r: random.Random, dt: datetime) -> str:
    rows = ["# targets for ESO P118 UVES proposal (alpha-element clock), V < 16.6", "name,ra,dec,V,FeH_MIKE"]
    for i in range(12):
        ra, dec = _radec(r)
        rows.append(f"{_ogle(i + 5)},{ra},{dec},{r.uniform(15.2, 16.6):.2f},{r.uniform(-1.9, -1.2):.2f}")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- Astronomy: areas (grant etc.)

def t_convenio(r: random.Random, dt: datetime) -> str:
    return f"""AGENCIA NACIONAL DE INVESTIGACIÓN Y DESARROLLO - ANID
CONVENIO DE FINANCIAMIENTO - CONCURSO FONDECYT DE POSTDOCTORADO 2024
Proyecto N° 3240517: "{GRANT_TITLE}"
Investigadora responsable: {ME}, RUT {RUT}
Institución patrocinante: Universidad de La Serena. Patrocinante: Dr. Ricardo Cerda Vallejos.
Duración: 3 años, desde el 1 de marzo de 2024. Honorarios de la investigadora: $2.250.000 mensuales.
Gastos de operación anuales: $4.000.000 (viajes, publicaciones, equipos menores).
La investigadora deberá presentar un informe académico de avance anual y rendir los gastos en la
plataforma de ANID dentro de los plazos establecidos.
"""


def t_informe(r: random.Random, dt: datetime) -> str:
    return f"""INFORME ACADÉMICO DE AVANCE - AÑO 2 (marzo 2025 - febrero 2026)
Proyecto FONDECYT de Postdoctorado N° 3240517 - {GRANT_TITLE}
Investigadora: {ME}
1. Objetivos cumplidos: reducción completa de las 38 estrellas MIKE (objetivo 1); campaña SOAR/Goodman
de agosto 2025 con 212 velocidades radiales (objetivo 2).
2. Publicaciones: Soto, Cerda & Méndez 2025, MNRAS 538, 1432. Enviado: Soto et al. 2026, MNRAS ({MS1}).
3. Presentaciones: charla en EAS 2025 (Cork, Irlanda); póster en la Reunión Anual SOCHIAS 2026.
4. Formación: co-guía de la tesis de magíster de Javiera Pizarro (ULS).
5. Plan año 3: observaciones MIKE junio 2026, paper de cinemática, propuestas ESO y Gemini.
"""


def t_rendicion(r: random.Random, dt: datetime) -> str:
    lines = ["Proyecto;Ítem;Fecha;Proveedor;Documento;Monto"]
    for item, prov, lo, hi in (("Pasajes", "LATAM Airlines", 900000, 1600000),
                               ("Inscripción congreso", "European Astronomical Society", 350000, 420000),
                               ("Viáticos", "Francisca Soto (EAS 2025 Cork)", 300000, 500000),
                               ("Publicación", "Oxford University Press (MNRAS)", 0, 1),
                               ("Equipos menores", "PC Factory - disco externo 2TB", 80000, 120000),
                               ("Pasajes", "JetSMART - SOCHIAS 2026", 120000, 200000)):
        lines.append(f"3240517;{item};{_iso(dt - timedelta(days=r.randint(20, 300)))};{prov};"
                     f"F-{r.randint(1000, 99999)};{_clp(r, lo, hi)}")
    return "\n".join(lines)


def t_presupuesto_grant(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"FONDECYT 3240517 - presupuesto {year};;\nÍtem;Asignado;Gastado\n"
                f"Pasajes y viáticos;$2.200.000;{_clp(r, 800000, 2100000)}\n"
                f"Inscripciones;$600.000;{_clp(r, 200000, 580000)}\n"
                f"Equipos menores;$500.000;{_clp(r, 50000, 450000)}\n"
                f"Publicaciones;$500.000;$0\nOtros;$200.000;{_clp(r, 0, 150000)}\n")
    return f


def t_anid_eml(r: random.Random, dt: datetime) -> str:
    return _eml("FONDECYT Postdoctorado <postdoctorado@anid.cl>", WMAIL, "Proyecto 3240517 - aprobación informe año 2",
                dt, f"""Estimada Dra. {ME}:
Informamos que el Informe Académico de Avance correspondiente al año 2 de su proyecto FONDECYT de
Postdoctorado N° 3240517 ha sido APROBADO por el Consejo Superior. Se procederá a la transferencia de los
recursos del año 3 una vez que la institución firme la modificación de convenio.
Atentamente, Programa FONDECYT - ANID""")


def t_referee_given(r: random.Random, dt: datetime) -> str:
    return """Referee report - manuscript AAS61234 (The Astronomical Journal)
"Near-infrared period-luminosity relations of type II Cepheids toward the Galactic center"
Recommendation: major revision.
The authors derive PL relations in J, H, Ks for 320 T2Cs from VVV. The sample is interesting, but
1) the extinction law adopted (Cardelli) is not appropriate toward the inner bulge; please test
   Nishiyama 2009 and Alonso-Garcia 2017;
2) blending in crowded fields will bias the faint end; the authors should use the PSF photometry;
3) the comparison with RR Lyrae distances in Sect. 5 ignores the bar geometry.
"""


def t_editor_eml(r: random.Random, dt: datetime) -> str:
    return _eml("AJ Editorial Office <aj@aas.org>", WMAIL, "Referee invitation AJ manuscript AAS61234", dt,
                """Dear Dr. Soto,
Would you be willing to referee the manuscript "Near-infrared period-luminosity relations of type II
Cepheids toward the Galactic center" submitted to the Astronomical Journal? We would appreciate your
report within three weeks. Please accept or decline using the link below.
Thank you, AJ Editorial Office""")


def t_student_notes(r: random.Random, dt: datetime) -> str:
    return f"""Reunión tesis Javiera Pizarro - {_iso(dt)}
Asisten: Ricardo (guía), Francisca (co-guía), Javiera
- Javiera terminó la reducción de las noches Goodman del 5 y 6 de agosto (mike_reduce modo goodman)
- Velocidades con template de fase: dispersión 118 km/s, falta corregir por binarias
- Próxima meta: capítulo 2 de la tesis (datos) para fines de junio; defensa prevista diciembre 2026
- Javiera viene al run de MIKE como segunda observadora (formulario LCO pendiente)
"""


def t_group_meeting(r: random.Random, dt: datetime) -> str:
    return f"""Stellar populations group meeting - {_iso(dt)}
Present: Ricardo, Francisca, Javiera, Benjamín, Sofía (ULS Depto. Astronomía)
- Francisca: status of the MIKE paper revision, NLTE from Jonas by mid June
- Benjamín: new VVVX light curves for the disk Cepheids
- Sofía: proposal for the ULS 1-m telescope time
- Journal club next week: Gaia DR4 preview papers
"""


# --------------------------------------------------------------------------- Astronomy: resources

ARXIV = [
    ("2403.11872", "The metallicity distribution of bulge RR Lyrae from Gaia XP spectra",
     "M. Ferraro-Díaz, K. Nakamura, A. Leiva", "We derive photometric metallicities for 9000 bulge RR Lyrae "
     "using Gaia DR3 XP spectra and a neural network trained on high-resolution abundances..."),
    ("2310.04517", "Non-LTE effects on Mg and Ti abundances in RR Lyrae atmospheres",
     "J. Lindgren, T. Ekholm", "We compute NLTE corrections for Mg I, Ti I and Ti II lines over the RR Lyrae "
     "pulsation cycle and find corrections up to +0.25 dex near maximum light..."),
    ("2501.09233", "Rotation of the old stellar populations of the Milky Way bulge",
     "R. Castelli, N. Quispe, D. Ortega", "Using 3000 radial velocities of RR Lyrae stars we show that the "
     "old bulge rotates slowly, at about one third of the rate of the red-clump bar..."),
    ("2208.13306", "An empirical calibration of RR Lyrae metallicities from light-curve Fourier parameters",
     "S. Whitcombe, L. Ferreyra", "We calibrate phi31-[Fe/H] relations in the I and V bands for "
     "fundamental-mode and first-overtone RR Lyrae using 420 stars with spectroscopic metallicities..."),
    ("2405.00218", "The VVVX survey: RR Lyrae stars in the far side of the bulge",
     "A. Rojas-Vera, P. Ugarte, M. Kern", "We present 2600 new RR Lyrae from the VVVX near-infrared "
     "survey behind the Galactic center and discuss the three-dimensional shape of the old bulge..."),
    ("2111.07745", "Atmospheric parameters of RR Lyrae stars at minimum light",
     "H. Olvera, C. Brandt", "We show that spectroscopic Teff, logg and microturbulence of RR Lyrae stars "
     "are stable between phase 0.3 and 0.65, validating abundance analyses in this range..."),
    ("2509.02861", "Chemical evolution models for the inner Galaxy with neutron-star mergers",
     "Y. Takeda, F. Romano-Silva", "We model the [Eu/Fe] trend of the bulge with delayed neutron-star "
     "mergers and collapsars and predict the r-process signature of its oldest stars..."),
    ("2404.17790", "Optimal extraction for fibre and slit echelle spectrographs revisited",
     "G. Mueller, I. Sato", "We revisit the optimal extraction algorithm of Horne for curved orders and "
     "tilted slit images, with an application to Magellan/MIKE and Keck/HIRES data..."),
]

TEXTBOOKS = [
    ("Binney_Tremaine_Galactic_Dynamics_2ed.pdf", "Galactic Dynamics, Second Edition",
     "James Binney and Scott Tremaine, Princeton University Press, 2008",
     "1 Introduction; 2 Potential theory; 3 The orbits of stars; 4 Equilibria of collisionless systems; "
     "5 Stability of collisionless systems; 6 Disk dynamics and spiral structure"),
    ("Gray_Observation_Analysis_Stellar_Photospheres_3ed.pdf",
     "The Observation and Analysis of Stellar Photospheres, Third Edition", "David F. Gray, Cambridge, 2005",
     "1 Background; 9 The model photosphere; 11 The measurement of spectral lines; 16 Chemical analysis"),
    ("Smith_RR_Lyrae_Stars.pdf", "RR Lyrae Stars", "Horace A. Smith, Cambridge Astrophysics Series 27, 1995",
     "1 Introduction; 2 Pulsation properties; 3 Absolute magnitudes; 4 Metallicity; 6 RR Lyrae in the bulge"),
    ("Howell_Handbook_of_CCD_Astronomy.pdf", "Handbook of CCD Astronomy, Second Edition",
     "Steve B. Howell, Cambridge University Press, 2006",
     "1 Introduction; 3 Characterization of CCDs; 4 CCD imaging; 6 CCD spectroscopy; 7 CCDs used in space"),
    ("Sparke_Gallagher_Galaxies_in_the_Universe.pdf", "Galaxies in the Universe: An Introduction",
     "Linda S. Sparke and John S. Gallagher III, Cambridge, 2007",
     "1 Introduction; 2 The Milky Way; 3 Our backyard: the Local Group; 5 Spiral and S0 galaxies"),
]


def t_arxiv(i: int):
    aid, title, auth, abst = ARXIV[i]

    def f(r: random.Random, dt: datetime) -> str:
        return (f"arXiv:{aid}v{1 + i % 2} [astro-ph.GA]\n{title}\n{auth}\nAbstract\n{abst}\n"
                "Key words: stars: variables: RR Lyrae - Galaxy: bulge - techniques: spectroscopic\n"
                "1 INTRODUCTION\nThe Galactic bulge hosts the oldest and most metal-rich ...\n")
    return f


def t_textbook(i: int):
    _, title, auth, toc = TEXTBOOKS[i]

    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\n{auth}\nContents\n" + "\n".join(toc.split("; ")) + "\n"
    return f


MNRAS_TEMPLATE = ("% mnras_template.tex\n% LaTeX template for creating an MNRAS paper\n% v3.3 released April 2024\n"
                  "\\documentclass[fleqn,usenatbib]{mnras}\n\\usepackage{newtxtext,newtxmath}\n"
                  "\\title[Short title]{Full title of the paper}\n\\author[K. T. Smith et al.]{Keith T. Smith}\n"
                  "\\begin{document}\n\\maketitle\n\\begin{abstract}\nThis is a simple template...\n"
                  "\\end{abstract}\n\\end{document}\n")

MIKE_MANUAL = """MIKE - Magellan Inamori Kyocera Echelle. Observer's manual (Las Campanas Observatory)
Double echelle spectrograph on the Clay telescope: blue arm 3350-5000 A, red arm 4900-9500 A.
Slits 0.35 to 5.0 arcsec; R ~ 28000 (red) / 35000 (blue) with the 0.7 arcsec slit.
Calibrations: ThAr lamp, milky flats with the quartz lamp and diffuser, twilight flats.
Readout modes: slow (recommended) and fast; binning 1x1, 2x1, 2x2.
"""

PYTHON_NOTES = """astropy / numpy cosas útiles
- leer FITS: from astropy.io import fits; hdul = fits.open(f); hdul[0].header['EXPTIME']
- coordenadas: SkyCoord(ra, dec, unit=(u.hourangle, u.deg)).galactic
- barycorr: sc.radial_velocity_correction(kind='barycentric', obstime=t, location=EarthLocation.of_site('lco'))
- astroquery Gaia: Gaia.launch_job_async(adql).get_results()
- ds9 -zscale -cmap heat archivo.fits &
"""

# --------------------------------------------------------------------------- Career


def t_job_ad(inst: str, unit: str, deadline: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"""{inst} - {unit}
LLAMADO A CONCURSO ACADÉMICO: Profesor/a Asistente jornada completa en Astronomía
Requisitos: grado de Doctor en Astronomía o Física; experiencia postdoctoral; publicaciones en revistas
ISI; capacidad de docencia de pregrado y postgrado; interés en usar los observatorios en Chile.
Antecedentes: carta de presentación, CV, declaración de investigación y de docencia, tres cartas de
recomendación enviadas directamente por los recomendadores.
Plazo de postulación: {deadline}. Inicio de funciones: marzo 2027.
"""
    return f


def t_cover(inst: str, unit: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"""La Serena, {_fecha(dt)}
Comité de Búsqueda, {unit}
{inst}
Estimados miembros del comité:
Me dirijo a ustedes para postular al cargo de Profesora Asistente en Astronomía. Soy investigadora
postdoctoral FONDECYT en la Universidad de La Serena y obtuve mi doctorado en la Pontificia Universidad
Católica de Chile en 2023. Mi investigación se centra en las poblaciones estelares más antiguas del bulbo
galáctico, usando estrellas RR Lyrae y espectroscopía de alta resolución (Magellan/MIKE, SOAR/Goodman).
He publicado 9 artículos, 3 como primera autora, y he obtenido tiempo de telescopio competitivo.
Me interesaría contribuir a los cursos de astrofísica estelar y astronomía observacional y formar
estudiantes en el uso de los observatorios en Chile.
Atentamente,
Dra. {ME}
"""
    return f


RESEARCH_STATEMENT = f"""Research statement - Francisca Soto Alvarado
My research asks when and how the Milky Way's bulge formed, using its oldest stars, the RR Lyrae
variables, as clocks. In the next five years I plan to (1) complete a homogeneous high-resolution census
of bulge RR Lyrae abundances (MIKE, UVES, GHOST), (2) combine them with Gaia and VVVX kinematics, and
(3) prepare for 4MOST and the Rubin Observatory LSST, which will discover RR Lyrae throughout the bulge.
Current results: {TITLE1} (MNRAS, in revision); {TITLE2} (in prep.).
Students: I co-supervise one MSc thesis and would start a group of 2-3 students.
"""

TEACHING_STATEMENT = """Teaching statement
I have been teaching assistant for Astrofísica Estelar and Astronomía Observacional at PUC (2019-2022) and
I gave the course Introducción a la Astronomía (pregrado, 2025, ULS) as invited lecturer.
I believe students learn observational astronomy by doing it: my course would include a real observing
night with a small telescope, a data-reduction project in Python, and a short written report.
Courses I could teach: Estructura Estelar, Astronomía Galáctica, Métodos Computacionales, Espectroscopía.
"""


def t_ucn_invite(r: random.Random, dt: datetime) -> str:
    return """UNIVERSIDAD CATÓLICA DEL NORTE - Instituto de Astronomía
Antofagasta, 20 de mayo de 2026
Dra. Francisca Soto Alvarado - Presente
De nuestra consideración: en el marco del concurso para Profesor/a Asistente jornada completa en
Astronomía, el comité de búsqueda ha preseleccionado su postulación. La invitamos a una visita al
Instituto el martes 9 de junio de 2026, que incluirá un seminario de 45 minutos sobre su investigación,
una clase demostrativa de 20 minutos y entrevistas con el comité y con el Decano.
La Universidad cubrirá el pasaje La Serena - Antofagasta y una noche de alojamiento.
Comité de Búsqueda, Instituto de Astronomía UCN
"""


def t_ucn_ics(r: random.Random, dt: datetime) -> str:
    return _ics("Visita UCN - seminario y entrevistas concurso Profesor Asistente", datetime(2026, 6, 9, 9, 0), 8,
                "Instituto de Astronomía, UCN, Av. Angamos 0610, Antofagasta",
                "Seminario 10:00 (45 min), clase demostrativa 12:00, entrevista comité 15:00. Vuelo JetSMART 8/6.")


def t_ref_request(r: random.Random, dt: datetime) -> str:
    return _eml(f"{ME} <{WMAIL}>", "Ricardo Cerda <rcerda@userena.cl>", "Carta de recomendación - concursos académicos",
                dt, """Hola Ricardo,
te escribo para pedirte una carta de recomendación para tres concursos de profesor asistente:
- UCN Instituto de Astronomía, plazo 31 de marzo (ya enviada, ¡gracias!)
- Universidad de Concepción, Depto. de Astronomía, plazo 30 de abril
- Universidad de Valparaíso, Instituto de Física y Astronomía, plazo 31 de mayo
Te adjunto mi CV actualizado y las declaraciones de investigación y docencia.
Muchas gracias, Fran""")


def t_archivo_ref(r: random.Random, dt: datetime) -> str:
    return """Borrador - mail a Carolina
Querida Carolina, ¿podrías enviar tu carta de recomendación para el concurso de Profesora Asistente de la
Universidad de Valparaíso? Se manda directamente a concurso.ifa@uv.cl con el asunto "Recomendación -
Francisca Soto". El plazo vence el 31 de mayo. Te adjunto el CV y la declaración de investigación.
Muchas gracias de nuevo por todo el apoyo en las postulaciones a cargos académicos.
"""


def t_seminar_notes(r: random.Random, dt: datetime) -> str:
    return """ideas declaración docencia / clase demostrativa UCN
- clase 20 min: "¿Cómo medimos la distancia al centro galáctico?" con RR Lyrae y la relación PL
- mencionar curso de Intro a la Astronomía ULS 2025 (evaluaciones docentes 6,4/7)
- proponer electivo Espectroscopía Estelar con datos reales del telescopio de 1 m
- preguntar al comité por carga docente y fondos de instalación (ANID Inserción en la Academia)
"""


def t_cv(r: random.Random, dt: datetime) -> str:
    return f"""FRANCISCA SOTO ALVARADO - Curriculum Vitae ({MESES[dt.month - 1]} {dt.year})
Departamento de Astronomía, Universidad de La Serena | {WMAIL} | ORCID 0000-0002-4718-2236
Employment: FONDECYT Postdoctoral Fellow, Universidad de La Serena, 2024-present.
Education: PhD in Astrophysics, Pontificia Universidad Católica de Chile, 2023 (advisor C. Méndez).
Licenciatura en Astronomía, Universidad de Chile, 2016.
Telescope time (PI): Magellan/MIKE 3 nights (2026A), SOAR/Goodman 2 nights (2025B), Magellan 2 nights (2024A).
Grants: FONDECYT Postdoctorado 3240517 (2024-2027).
Selected publications: Soto et al. 2025, MNRAS 538, 1432; Soto & Méndez 2024, AJ 167, 211.
"""


def t_publist(r: random.Random, dt: datetime) -> str:
    return """Publication list - F. Soto (refereed)
1. Soto, F., Cerda, R., Mendez, C. 2025, MNRAS, 538, 1432 - A Goodman view of bulge RR Lyrae radial velocities
2. Soto, F., Mendez, C. 2024, AJ, 167, 211 - Period-amplitude relations of RR Lyrae in low-extinction windows
3. Soto, F., Mendez, C., Ortega, D. 2022, A&A, 664, A88 - RR Lyrae in Baade's window with VVV
4-9. co-author papers (VVVX collaboration, Gaia RR Lyrae validation)
Submitted: Soto et al. 2026, MNRAS, MN-26-0412-P
"""


def t_fondecyt_app(r: random.Random, dt: datetime) -> str:
    return f"""CONCURSO FONDECYT DE POSTDOCTORADO 2024 - FORMULARIO DE POSTULACIÓN
Título: {GRANT_TITLE}
Postulante: {ME}. Institución patrocinante: Universidad de La Serena. Patrocinante: Dr. Ricardo Cerda.
Resumen: Las estrellas RR Lyrae son trazadores inequívocos de la población más antigua del bulbo.
Proponemos obtener espectros de alta resolución con MIKE y velocidades con Goodman para ...
Enviado el 14 de junio de 2023. Resultado: ADJUDICADO (diciembre 2023).
"""


def t_eso_fellow(r: random.Random, dt: datetime) -> str:
    return f"""Dear members of the ESO Fellowship selection committee,
I am applying for an ESO Fellowship in Santiago (deadline 15 October 2023). I am completing my PhD at the
Pontificia Universidad Católica de Chile, with a thesis on old stellar populations in the inner Galaxy
traced by RR Lyrae stars, and I would use my functional duties at Paranal (UVES, FLAMES) ...
Sincerely, {ME}
(Outcome: not selected, January 2024.)
"""


# --------------------------------------------------------------------------- Conferences


def t_garching_abstract(r: random.Random, dt: datetime) -> str:
    return """The Galactic Bulge at the Crossroads - ESO Garching, 14-18 September 2026
Invited talk - Francisca Soto (Universidad de La Serena)
Title: What the oldest bulge stars tell us: abundances and kinematics of RR Lyrae
Abstract: I will present new MIKE abundances of 38 bulge RR Lyrae and SOAR/Goodman kinematics of 212
more, showing that the old bulge is alpha-enhanced, slowly rotating and chemically halo-like...
"""


def t_garching_reg(r: random.Random, dt: datetime) -> str:
    return f"""ESO Conference Registration - Confirmation
Meeting: The Galactic Bulge at the Crossroads, ESO Headquarters, Garching bei München, 14-18 Sep 2026
Participant: Dr. Francisca Soto, Universidad de La Serena, Chile
Registration fee: EUR 280,00 - paid by credit card on {_iso(dt)}. Invoice number ESO-CONF-26-{r.randint(1000, 9999)}
Includes coffee breaks, welcome reception and conference dinner (16 Sep).
"""


def t_garching_flight(r: random.Random, dt: datetime) -> str:
    return f"""LATAM Airlines - Confirmación de compra / Itinerario
Pasajera: SOTO ALVARADO/FRANCISCA MS
Código de reserva: {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}
12 SEP 2026  LA334  La Serena (LSC) 06:40 - Santiago (SCL) 07:40
12 SEP 2026  LA8070 Santiago (SCL) 12:05 - Frankfurt (FRA) 06:25+1
13 SEP 2026  LH110  Frankfurt (FRA) 08:30 - München (MUC) 09:25
19 SEP 2026  LA8071 Frankfurt (FRA) 21:30 - Santiago (SCL) 06:15+1
Tarifa Economy. Total: $1.386.410 CLP. Pagado con cargo a proyecto FONDECYT 3240517 (orden de compra ULS).
Motivo: charla invitada, taller Galactic Bulge ESO Garching.
"""


def t_garching_hotel(r: random.Random, dt: datetime) -> str:
    return """Booking.com - Reservation confirmed
Hotel: Hotel Koenig Garching, Garching bei München. Check-in Sun 13 Sep 2026, check-out Sat 19 Sep 2026.
Guest: Francisca Soto. 6 nights, single room, breakfast included. Total EUR 708 (pay at the property).
Note: near ESO HQ, 10 min walk to Garching-Forschungszentrum U6.
"""


def t_iau_reg(r: random.Random, dt: datetime) -> str:
    return """IAU XXXII General Assembly - Cape Town, South Africa, 6-15 August 2024
Registration confirmation - Francisca Soto (Universidad de La Serena)
Registration type: Early career (PhD < 5 years). Fee: USD 450. Poster accepted in Focus Meeting 7
"Stellar populations in the Milky Way bulge": poster FM7-P23.
"""


def t_eas_reimb(r: random.Random, dt: datetime) -> str:
    return """Rendición de viaje - EAS Annual Meeting 2025, Cork (Irlanda), 23-27 de junio de 2025
Pasaje SCL-MAD-DUB-ORK: $1.214.330. Inscripción EUR 395. Alojamiento UCC campus 5 noches EUR 420.
Adjunto: boarding passes, factura inscripción, comprobante alojamiento, certificado de asistencia.
"""


# --------------------------------------------------------------------------- PhD


def t_thesis(r: random.Random, dt: datetime) -> str:
    return f"""PONTIFICIA UNIVERSIDAD CATÓLICA DE CHILE - FACULTAD DE FÍSICA - INSTITUTO DE ASTROFÍSICA
OLD STELLAR POPULATIONS IN THE INNER GALAXY TRACED BY RR LYRAE VARIABLES
by {ME}
Thesis submitted to the Faculty of Physics of Pontificia Universidad Católica de Chile, as one of the
requirements to qualify for the academic Doctor's degree in Astrophysics.
Supervisor: Dra. Carolina Méndez. Committee: Dr. A. Valdés (PUC), Dr. R. Cerda (ULS), Dr. M. Kern (ESO)
Santiago, Chile - August 2023
Abstract: Using VVV near-infrared light curves and MIKE spectra, I study the RR Lyrae population of the
inner bulge: its spatial distribution, period-amplitude relations and metallicity distribution...
"""


def t_acta(r: random.Random, dt: datetime) -> str:
    return f"""ACTA DE EXAMEN DE GRADO - DOCTORADO EN ASTROFÍSICA
Pontificia Universidad Católica de Chile - Facultad de Física
En Santiago, a 29 de agosto de 2023, se reunió la Comisión Examinadora para el examen de grado de
doña {ME}, RUT {RUT}, quien defendió la tesis "Old stellar populations in the inner Galaxy traced by
RR Lyrae variables". La comisión acordó APROBAR el examen con distinción máxima.
Firman: Dra. Carolina Méndez (profesora guía), Dr. Andrés Valdés, Dr. Ricardo Cerda, Dr. Matthias Kern.
"""


def t_certificado_grado(r: random.Random, dt: datetime) -> str:
    return f"""PONTIFICIA UNIVERSIDAD CATÓLICA DE CHILE - SECRETARÍA GENERAL
CERTIFICADO DE GRADO ACADÉMICO
Certifico que doña {ME}, RUT {RUT}, obtuvo el grado académico de DOCTORA EN ASTROFÍSICA con fecha
29 de agosto de 2023, según consta en el registro de títulos y grados de esta Universidad.
Santiago, 5 de septiembre de 2023. Folio 2023-DOC-0481. Certificado válido con código de verificación.
"""


def t_beca(r: random.Random, dt: datetime) -> str:
    return f"""ANID - Programa de Becas - Beca de Doctorado Nacional, año académico 2018
Becaria: {ME}, RUT {RUT}. Programa: Doctorado en Astrofísica, PUC. Folio 21180937.
Certificado de término de beca: la becaria obtuvo el grado el 29/08/2023 y cumplió con la obligación
de informar; la retribución quedó acreditada. Estado: CERRADA.
"""


PHD_CODE = '''"""PhD chapter 3: VVV Ks light curves of bulge RR Lyrae - PL relation and distances."""
import numpy as np
import pandas as pd

lc = pd.read_csv("vvv_rrl_ks_mean.csv")
# Muraveva+2015 PL in Ks
MK = -0.73 - 2.53 * np.log10(lc.period) + 0.03 * lc.feh
mu = lc.Ks_mean - 0.689 * lc.EJK - MK
print("median distance [kpc]:", np.median(10 ** (mu / 5 + 1)) / 1000)
'''

# --------------------------------------------------------------------------- Finance


def t_boleta_hon(n: int):
    def f(r: random.Random, dt: datetime) -> str:
        rate = 15.25 if dt.year >= 2026 else 14.5 if dt.year == 2025 else 13.75
        bruto = 2250000
        ret = int(bruto * rate / 100)
        return f"""BOLETA DE HONORARIOS ELECTRÓNICA N° {n}
Servicio de Impuestos Internos - SII
{ME} - RUT {RUT} - Giro: investigación científica - {ADDR}
Fecha: {_fecha(dt)}
Señor(es): UNIVERSIDAD DE LA SERENA, RUT 70.772.100-6, Av. Juan Cisternas 1200, La Serena
Por atención profesional: honorarios investigadora postdoctoral FONDECYT 3240517, mes de {MESES[dt.month - 1]}
Total honorarios: {_n(bruto)}
{rate:.2f}% impuesto retenido: {_n(ret)}
Total: {_n(bruto - ret)}
"""
    return f


def t_f22(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        return f"""SII - DECLARACIÓN MENSUAL Y ANUAL - FORMULARIO 22 - AÑO TRIBUTARIO {year}
Contribuyente: {ME}, RUT {RUT}. Folio {r.randint(400000000, 499999999)}
Rentas del art. 42 N°2 (honorarios): {_clp(r, 26500000, 27100000)}
Retenciones de boletas de honorarios: {_clp(r, 3600000, 4100000)}
Cotizaciones previsionales obligatorias de trabajador independiente
(AFP, SIS, salud, ley SANNA): {_clp(r, 2600000, 3200000)}
Resultado: DEVOLUCIÓN {_clp(r, 350000, 900000)}, depositada en cuenta corriente Banco de Chile.
Declaración presentada vía sii.cl el {_fecha(dt)}.
"""
    return f


def t_retenciones(r: random.Random, dt: datetime) -> str:
    return f"""SERVICIO DE IMPUESTOS INTERNOS - Certificado N° 13 sobre honorarios
Año tributario 2026 (rentas 2025). Emisor: Universidad de La Serena, RUT 70.772.100-6.
Certifica que a doña {ME}, RUT {RUT}, se le pagaron durante el año 2025 honorarios por {_n(27000000)},
sobre los cuales se retuvo el 14,5% de impuesto, {_n(3915000)}, enterado en arcas fiscales.
"""


def t_afp(period: str):
    def f(r: random.Random, dt: datetime) -> str:
        saldo = r.randint(24000000, 31000000)
        return f"""AFP MODELO - CARTOLA CUATRIMESTRAL {period}
Afiliada: {ME} - RUT {RUT} - Fondo C
Cuenta de capitalización individual (cotizaciones obligatorias)
Saldo anterior: {_n(saldo)}
Cotizaciones del período (trabajadora independiente, vía Operación Renta): {_clp(r, 900000, 1600000)}
Rentabilidad del período: {_clp(r, 300000, 1200000)}
Comisión: {_clp(r, 30000, 60000)}
Saldo final: {_n(saldo + r.randint(1200000, 2500000))}
Cuenta 2 (ahorro voluntario): $0. Beneficiarios: sin información.
"""
    return f


def t_cartola_banco(r: random.Random, dt: datetime) -> str:
    lines = [f"BANCO DE CHILE - Cartola cuenta corriente N° 00-123-45678-09 - {MESES[dt.month - 1]} {dt.year}",
             f"Titular: {ME} - RUT {RUT}", "Fecha | Descripción | Cargo | Abono"]
    for desc, lo, hi, abono in (("Transferencia UNIVERSIDAD DE LA SERENA honorarios", 1905000, 1910000, True),
                                ("Transf. a Patricia Muñoz Rivera - arriendo", 520000, 520001, False),
                                ("PAC Comunidad Ed. Mirador del Faro", 78000, 96000, False),
                                ("Compra Jumbo La Serena", 45000, 130000, False),
                                ("PAC Isapre Colmena", 158000, 158001, False),
                                ("Compra Copec Av. Balmaceda", 28000, 45000, False),
                                ("Transf. de Matías Cortés - mitad gastos", 300000, 300001, True)):
        amt = _clp(r, lo, hi)
        cargo, abo = ("", amt) if abono else (amt, "")
        lines.append(f"{r.randint(1, 28):02d}/{dt.month:02d} | {desc} | {cargo} | {abo}")
    return "\n".join(lines)


def t_tarjeta(r: random.Random, dt: datetime) -> str:
    return f"""Estado de cuenta Tarjeta de Crédito Visa Signature - Banco de Chile
Titular: {ME}. Período facturado hasta {_fecha(dt)}. Cupo total $3.000.000
Compras: LATAM.COM {_clp(r, 90000, 260000)}; SPOTIFY $6.590; Netflix $9.190; Lider.cl {_clp(r, 30000, 90000)};
Farmacias Ahumada {_clp(r, 8000, 25000)}; Decathlon La Serena {_clp(r, 20000, 80000)}; Petco {_clp(r, 30000, 55000)}
Monto facturado: {_clp(r, 300000, 700000)}. Pago mínimo: {_clp(r, 30000, 60000)}. Vence el día 5.
"""


def t_bank_export(r: random.Random, dt: datetime) -> str:
    rows = ["Fecha;Descripción;Cargos (CLP);Abonos (CLP);Saldo (CLP)"]
    saldo = r.randint(1500000, 2500000)
    for i in range(22):
        d = dt - timedelta(days=30 - i)
        desc, amt, ab = r.choice([("TRASPASO A:PATRICIA MUNOZ RIVERA", 520000, False),
                                  ("PAGO AUTOMATICO CGE", r.randint(28000, 42000), False),
                                  ("COMPRA NAC. UNIMARC LA SERENA", r.randint(8000, 60000), False),
                                  ("COMPRA NAC. COPEC", r.randint(25000, 45000), False),
                                  ("TRASPASO DE:UNIVERSIDAD DE LA SERENA", 1907000, True),
                                  ("PAGO TARJETA CREDITO", r.randint(250000, 500000), False),
                                  ("COMPRA NAC. CLINICA VET LOS PERALES", r.randint(18000, 45000), False)])
        saldo += amt if ab else -amt
        rows.append(f"{d:%d/%m/%Y};{desc};{'' if ab else amt};{amt if ab else ''};{saldo}")
    return "\n".join(rows) + "\n"


def t_presupuesto_casa(r: random.Random, dt: datetime) -> str:
    return ("Presupuesto casa 2026 (Fran + Mati);Mensual;Fran;Mati\n"
            "Arriendo;$520.000;$260.000;$260.000\n"
            f"Gastos comunes;{_clp(r, 80000, 92000)};50%;50%\n"
            "Luz CGE;$35.000;50%;50%\nAgua Aguas del Valle;$18.000;50%;50%\nInternet Mundo;$22.990;100%;0%\n"
            "Supermercado;$380.000;50%;50%\nHalley (comida + vet);$45.000;50%;50%\n"
            "Auto (bencina, seguro);$120.000;100%;0%\nAhorro vacaciones;$150.000;$75.000;$75.000\n")


# --------------------------------------------------------------------------- Health


def t_isapre_plan(r: random.Random, dt: datetime) -> str:
    return f"""ISAPRE COLMENA - PLAN DE SALUD COMPLEMENTARIO
Afiliada: {ME}, RUT {RUT}. Plan: Colmena Óptimo Regiones 2460 (individual, sin cargas)
Precio base 2,98 UF x factor de riesgo 1,0 + GES 0,52 UF = 3,50 UF mensuales
Cobertura hospitalaria 90% en Clínica Elqui y Clínica Red Salud La Serena; ambulatoria 70%.
Tope anual por beneficiario 6.000 UF. Vigencia desde el 1 de marzo de 2024 (cambio desde FONASA).
"""


def t_isapre_bono(r: random.Random, dt: datetime) -> str:
    return f"""ISAPRE COLMENA - LIQUIDACIÓN DE REEMBOLSO N° {r.randint(10000000, 99999999)}
Beneficiaria: {ME}, RUT {RUT}
Prestador: Centro Médico Elqui, La Serena. Fecha de atención: {_fecha(dt - timedelta(days=9))}
Prestación: consulta médica especialidad (traumatología) - 0101003. Valor: {_clp(r, 45000, 60000)}
Bonificación Isapre: {_clp(r, 20000, 30000)}. Copago afiliada: {_clp(r, 15000, 30000)}.
Reembolso depositado en cuenta Banco de Chile.
"""


def t_lab(r: random.Random, dt: datetime) -> str:
    return f"""LABORATORIO CLÍNICO - CENTRO MÉDICO ELQUI - INFORME DE RESULTADOS
Paciente: {ME} - RUT {RUT} - 33 años - Fecha de toma: {_fecha(dt)}
Médico solicitante: Dra. Valeria Rojas (medicina general)
Hemograma: hemoglobina {r.uniform(12.4, 14.2):.1f} g/dL; hematocrito {r.uniform(37, 42):.1f} %;
leucocitos {r.randint(5200, 8100)}/uL
Ferritina: {r.randint(14, 40)} ng/mL (VR 15-150). TSH: {r.uniform(1.1, 3.2):.2f} uUI/mL.
Vitamina D: {r.randint(18, 34)} ng/mL
Glicemia en ayunas: {r.randint(78, 94)} mg/dL. Perfil lipídico normal.
"""


def t_dental(r: random.Random, dt: datetime) -> str:
    return f"""Clínica Dental Costanera - Presupuesto de tratamiento
Paciente: {ME}. Fecha: {_fecha(dt)}. Dentista: Dr. Felipe Aguilera
Destartraje y profilaxis: $35.000. Resina compuesta pieza 2.6: $55.000. Radiografía bite-wing: $12.000.
Total: $102.000. Reembolso según plan Isapre. Próxima control en 6 meses.
"""


def t_receta(r: random.Random, dt: datetime) -> str:
    return f"""RECETA MÉDICA - Dra. Valeria Rojas - Medicina General - Centro Médico Elqui
Paciente: {ME}. Fecha: {_fecha(dt)}
1. Sulfato ferroso 200 mg - 1 comprimido al día con jugo de naranja, por 3 meses
2. Vitamina D3 100.000 UI - 1 ampolla bebible al mes, por 3 meses
Control con hemograma y ferritina en 3 meses.
"""


def t_kine(r: random.Random, dt: datetime) -> str:
    return f"""Kinesiología Deportiva La Serena - Boleta electrónica N° {r.randint(3000, 9000)}
Paciente: {ME}. {_fecha(dt)}. Sesión de kinesiología - tendinopatía aquiliana derecha (sesión 3 de 8)
Valor: $28.000. Documento para reembolso Isapre Colmena (orden médica traumatólogo adjunta).
"""


# --------------------------------------------------------------------------- Home


def t_contrato_arriendo(r: random.Random, dt: datetime) -> str:
    return f"""CONTRATO DE ARRENDAMIENTO
En La Serena, a 20 de febrero de 2024, entre doña PATRICIA MUÑOZ RIVERA, RUT 8.912.334-5, arrendadora,
y doña {ME}, RUT {RUT}, arrendataria, se celebra el siguiente contrato:
PRIMERO: la arrendadora da en arriendo el departamento N° 1204 y estacionamiento N° 38 del Edificio
Mirador del Faro, Av. del Mar 3250, La Serena. SEGUNDO: plazo de un año desde el 1 de marzo de 2024,
renovable automáticamente. TERCERO: renta mensual de $490.000, reajustable anualmente según IPC, pagadera
los primeros cinco días de cada mes por transferencia. CUARTO: garantía equivalente a un mes de renta.
QUINTO: los gastos comunes y consumos básicos son de cargo de la arrendataria. Se permite una mascota.
"""


def t_pago_arriendo(r: random.Random, dt: datetime) -> str:
    return f"""Banco de Chile - Comprobante de transferencia
Fecha: {_fecha(dt)} {r.randint(8, 22):02d}:{r.randint(0, 59):02d}
Origen: cuenta corriente {ME}
Destino: Patricia Muñoz Rivera - RUT 8.912.334-5 - BancoEstado cuenta RUT
Monto: $520.000. Mensaje: arriendo depto 1204 Mirador del Faro {MESES[dt.month - 1]}
N° de operación: {r.randint(100000000, 999999999)}
"""


def t_gastos_comunes(r: random.Random, dt: datetime) -> str:
    return f"""COMUNIDAD EDIFICIO MIRADOR DEL FARO - Aviso de cobro gastos comunes
Administración Costa Norte Ltda. - Departamento 1204 - {MESES[dt.month - 1]} {dt.year}
Gasto común ordinario: {_clp(r, 62000, 70000)}. Fondo de reserva 5%: {_clp(r, 3000, 3600)}
Consumo agua caliente: {_clp(r, 6000, 14000)}. Estacionamiento: $0
Total a pagar: {_clp(r, 78000, 92000)}. Vencimiento: día 10. Pago vía webpay o PAC.
Aviso: mantención de ascensores el martes 16; corte de agua programado de 9 a 13 h.
"""


def t_cge(r: random.Random, dt: datetime) -> str:
    return f"""CGE - Boleta electrónica de electricidad
Cliente: {ME} - N° de cliente 5381207 - {ADDR}
Período de lectura: {_iso(dt - timedelta(days=31))} al {_iso(dt)}. Consumo: {r.randint(140, 230)} kWh
Cargo fijo $1.042; energía {_clp(r, 22000, 38000)}; transporte {_clp(r, 3000, 6000)}
Total a pagar: {_clp(r, 28000, 45000)}. Fecha de vencimiento: {_fecha(dt + timedelta(days=15))}
"""


def t_aguas(r: random.Random, dt: datetime) -> str:
    return f"""AGUAS DEL VALLE - Boleta de servicios sanitarios
Servicio N° 2049 118 - {ADDR} - Titular del servicio: {ME}
Consumo: {r.randint(7, 13)} m3 (lectura remota). Agua potable {_clp(r, 6000, 11000)};
alcantarillado {_clp(r, 5000, 9000)}
Total: {_clp(r, 14000, 22000)}. Vence: {_fecha(dt + timedelta(days=18))}
"""


def t_mundo(r: random.Random, dt: datetime) -> str:
    return f"""MUNDO - Boleta electrónica - Servicio Fibra Óptica 800 Mbps
Cliente: {ME}, RUT {RUT}. Dirección de instalación: {ADDR}
Período: {MESES[dt.month - 1]} {dt.year}. Plan Fibra 800: $22.990. Total a pagar: $22.990
"""


def t_landlord(r: random.Random, dt: datetime) -> str:
    return _eml("Patricia Muñoz <pmunozrivera@gmail.com>", PMAIL, "Re: consulta", dt,
                """Hola Francisca, buenas tardes.
Le confirmo que a partir de marzo el arriendo queda en $520.000 por el reajuste del IPC, como dice
el contrato. Sobre el calefont, el técnico de Abastible puede ir el jueves en la mañana; le pido que
deje las llaves con el conserje si no está. Y no se preocupe por la perrita, no hay problema.
Saludos, Patricia Muñoz""")


def t_lipigas(r: random.Random, dt: datetime) -> str:
    return f"""Lipigas - Comprobante de pedido
Pedido N° {r.randint(4000000, 4999999)} - {_fecha(dt)}
Cliente: Francisca Soto - {ADDR}
2 x cilindro 15 kg: {_clp(r, 42000, 48000)}. Entrega: conserjería. Pago: tarjeta de crédito.
"""


def t_inventario(r: random.Random, dt: datetime) -> str:
    return """Inventario y estado del departamento 1204 al recibirlo - 1 de marzo de 2024
Living: piso flotante con rayón junto al ventanal; cortinas roller OK.
Cocina: encimera con quemadura pequeña (ver fotos); horno funciona; campana sin filtro.
Baño: sello de la tina con hongos; llave del lavamanos gotea.
Dormitorio principal: mancha de humedad en esquina del cielo.
Fotos enviadas por WhatsApp a la Sra. Patricia el mismo día (para la garantía).
"""


def t_nunoa_end(r: random.Random, dt: datetime) -> str:
    return f"""ACTA DE ENTREGA Y TÉRMINO DE CONTRATO DE ARRIENDO
Propiedad: Av. Irarrázaval 3415, depto. 702, Ñuñoa, Santiago. Arrendador: Inversiones Los Aromos SpA.
Arrendataria: {ME}, RUT {RUT}. Fecha de entrega: 29 de febrero de 2024.
Se recibe el inmueble en buen estado, salvo desgaste normal. Cuentas de luz (Enel), agua (Aguas Andinas)
y gastos comunes pagadas al día. Se devuelve la garantía de $430.000 descontando $35.000 por pintura.
"""


def t_mudanza(r: random.Random, dt: datetime) -> str:
    return f"""Mudanzas Cordillera Ltda. - Cotización N° {r.randint(2000, 2999)}
Cliente: Francisca Soto. Servicio: mudanza Ñuñoa (Santiago) - La Serena, 27-28 de febrero de 2024
Camión 3/4 con 2 peoneros, embalaje de loza y libros (18 cajas), seguro de carga.
Valor total: $680.000 IVA incluido. Abono 30% para reservar fecha.
"""


def t_mudanza_xlsx(r: random.Random, dt: datetime) -> str:
    return ("Mudanza a La Serena feb 2024;Monto\nMudanzas Cordillera;$680.000\nGarantía depto nuevo;$490.000\n"
            "Primer mes arriendo;$490.000\nBus Turbus Santiago-La Serena (Halley en jaula);$28.000\n"
            f"Cajas y cinta;{_clp(r, 25000, 40000)}\nLimpieza depto Ñuñoa;$45.000\n")


# --------------------------------------------------------------------------- Car


def t_compraventa(r: random.Random, dt: datetime) -> str:
    return f"""CONTRATO DE COMPRAVENTA DE VEHÍCULO MOTORIZADO
En Coquimbo, a 12 de septiembre de 2024, ante Notaría Pública de Coquimbo, comparecen: don HÉCTOR ARAYA
TAPIA, RUT 12.604.881-2, vendedor, y doña {ME}, RUT {RUT}, compradora.
El vendedor vende a la compradora el automóvil marca SUZUKI, modelo SWIFT 1.2 GLX, año 2018, color gris
plata, placa patente {PATENTE}, motor K12M{r.randint(100000, 999999)}, chasis JS2ZC83S0J{r.randint(1000000, 9999999)}.
Precio: $7.300.000, pagado en este acto mediante transferencia electrónica.
El vehículo se vende en el estado en que se encuentra, con revisión técnica y permiso de circulación al día.
"""


def t_padron(r: random.Random, dt: datetime) -> str:
    return f"""SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN - REGISTRO NACIONAL DE VEHÍCULOS MOTORIZADOS
CERTIFICADO DE INSCRIPCIÓN Y ANOTACIONES VIGENTES
Placa patente única: {PATENTE}. Tipo: automóvil. Marca: SUZUKI. Modelo: SWIFT 1.2 GLX. Año: 2018
Propietaria: {ME}, RUT {RUT}. Fecha de adquisición: 12-09-2024. Inscrita el 19-09-2024.
Anotaciones vigentes: no registra prendas, prohibiciones ni embargos.
"""


def t_permiso(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        return f"""I. MUNICIPALIDAD DE LA SERENA - PERMISO DE CIRCULACIÓN {year}
Placa patente: {PATENTE}. Vehículo: SUZUKI SWIFT 1.2 GLX 2018. Propietaria: {ME}
Tasación fiscal: {_clp(r, 6100000, 6600000)}. Valor permiso: {_clp(r, 112000, 128000)} (pago total)
SOAP vigente: BCI Seguros, póliza {r.randint(10000000, 99999999)}. Revisión técnica vigente hasta 09/{year}.
Pagado en línea el {_fecha(dt)}.
"""
    return f


def t_soap(r: random.Random, dt: datetime) -> str:
    return f"""BCI SEGUROS - SEGURO OBLIGATORIO DE ACCIDENTES PERSONALES (SOAP) {dt.year}
Póliza N° {r.randint(10000000, 99999999)}. Vigencia: 1 de abril de {dt.year} al 31 de marzo de {dt.year + 1}
Vehículo: automóvil particular, placa patente {PATENTE}. Asegurada: {ME}
Prima: $7.990. Ley 18.490.
"""


def t_revision(r: random.Random, dt: datetime) -> str:
    return f"""PLANTA DE REVISIÓN TÉCNICA APPLUS - LA SERENA
Certificado de revisión técnica N° {r.randint(100000, 999999)} - Resultado: APROBADO
Placa patente {PATENTE} - SUZUKI SWIFT 2018 - Fecha: {_fecha(dt)} - Próxima revisión: septiembre {dt.year + 1}
Análisis de gases: aprobado. Alineación, frenos, luces, suspensión: sin observaciones.
"""


def t_seguro_auto(r: random.Random, dt: datetime) -> str:
    return f"""HDI SEGUROS - PÓLIZA DE SEGURO AUTOMOTRIZ N° {r.randint(5000000, 5999999)}
Asegurada: {ME}, RUT {RUT}. Vehículo: Suzuki Swift 1.2 GLX 2018, patente {PATENTE}
Coberturas: daños propios deducible 5 UF, robo, responsabilidad civil 500 UF, asistencia en ruta.
Prima mensual: 1,12 UF (PAC tarjeta de crédito). Vigencia: 15-09-2025 al 14-09-2026.
"""


def t_taller(r: random.Random, dt: datetime) -> str:
    return f"""Taller Automotriz Los Carrera - Boleta electrónica N° {r.randint(10000, 19999)}
Fecha: {_fecha(dt)}. Cliente: Francisca Soto. Vehículo: Suzuki Swift patente {PATENTE}, {r.randint(62000, 78000)} km
Mantención 70.000 km: cambio de aceite 5W30 y filtro, filtro de aire, filtro de polen, revisión de frenos,
cambio pastillas delanteras. Repuestos {_clp(r, 70000, 95000)}; mano de obra $45.000.
Total: {_clp(r, 115000, 145000)}. Próxima mantención: 80.000 km.
"""


def t_impuesto_transfer(r: random.Random, dt: datetime) -> str:
    return f"""SERVICIO DE IMPUESTOS INTERNOS - Impuesto a la transferencia de vehículos usados (1,5%)
Comprador: {ME}, RUT {RUT}. Vehículo patente {PATENTE}, tasación fiscal $6.420.000
Impuesto: $96.300. Pagado en Registro Civil La Serena el 19 de septiembre de 2024.
"""


# --------------------------------------------------------------------------- Dog


def t_vet(r: random.Random, dt: datetime) -> str:
    motivo, lo, hi = r.choice([("Consulta general + vacuna óctuple anual", 32000, 40000),
                               ("Consulta por otitis oído izquierdo + Otomax", 28000, 38000),
                               ("Limpieza dental con sedación", 85000, 110000),
                               ("Vacuna antirrábica + desparasitación interna y externa (Bravecto)", 42000, 55000)])
    return f"""Clínica Veterinaria Los Perales - Boleta / Ficha de atención
Fecha: {_fecha(dt)}. Tutora: Francisca Soto Alvarado, tel. +56 9 8123 4471
Paciente: HALLEY - canino, mestiza, hembra esterilizada, {r.uniform(17, 19):.1f} kg, nacida aprox. 2021
Motivo: {motivo}
Médico veterinario: Dr. Cristóbal Vega. Total: {_clp(r, lo, hi)}
Próximo control: {_fecha(dt + timedelta(days=r.choice([14, 180, 365])))}
"""


def t_carnet_vacunas(r: random.Random, dt: datetime) -> str:
    return """CARNET DE VACUNACIÓN CANINA
Nombre: Halley. Especie: canino. Raza: mestiza. Sexo: hembra (esterilizada 2022). Color: negro con café.
Microchip: 900 164 002 318 845. Tutora: Francisca Soto, La Serena.
Óctuple: 03/2023, 03/2024, 03/2025, 03/2026. Antirrábica: 04/2023, 04/2024, 04/2025, 04/2026.
Desparasitación: Bravecto cada 3 meses.
"""


def t_registro_mascota(r: random.Random, dt: datetime) -> str:
    return f"""REGISTRO NACIONAL DE MASCOTAS - Ley 21.020 de Tenencia Responsable
Certificado de inscripción N° {r.randint(3000000, 3999999)}
Mascota: HALLEY - canino - hembra - mestiza - microchip 900164002318845
Responsable: {ME}, RUT {RUT}, domicilio: {ADDR}
Inscrita por la Municipalidad de La Serena el 14 de mayo de 2024 (actualización de domicilio).
"""


def t_comida_perro(r: random.Random, dt: datetime) -> str:
    return f"""Petco Chile - Boleta electrónica N° {r.randint(400000, 499999)}
{_fecha(dt)} - Mall Plaza La Serena
Pro Plan Adult Medium Breed 15 kg: {_clp(r, 62000, 68000)}
Snacks dentales Dentalife x 2: $9.980. Juguete Kong Classic M: $14.990
Total: {_clp(r, 86000, 94000)}
"""


# --------------------------------------------------------------------------- Running


def t_inscripcion(r: random.Random, dt: datetime) -> str:
    return f"""Media Maratón de La Serena 2026 - Confirmación de inscripción
Corredora: {ME} - RUT {RUT} - Categoría: Damas 30-39 - Distancia: 21K
Fecha de la carrera: domingo 19 de julio de 2026, largada 8:30, Faro Monumental, Av. del Mar.
Valor inscripción: $32.000 (pagado con Webpay). N° de orden {r.randint(20000, 29999)}.
Retiro de kit: viernes 17 y sábado 18 de julio, Mall Plaza La Serena, con cédula de identidad.
"""


def t_plan(r: random.Random, dt: datetime) -> str:
    lines = ["Semana;Lunes;Martes;Miércoles;Jueves;Sábado;Domingo;Km total"]
    for w in range(1, 13):
        lines.append(f"{w};descanso;{4 + w // 3} km suave;intervalos 6x800;{5 + w // 4} km tempo;"
                     f"{'trote 5 km' if w % 4 else 'descanso'};{10 + w} km largo;{24 + w * 2}")
    return "Plan 12 semanas - Media Maratón La Serena 19/07/2026 - objetivo 1:52\n" + "\n".join(lines)


def t_strava(r: random.Random, dt: datetime) -> str:
    rows = ["Activity Date,Activity Name,Activity Type,Elapsed Time,Distance,Average Heart Rate"]
    for i in range(25):
        d = dt - timedelta(days=50 - i * 2)
        km = r.choice([5.1, 6.3, 8.0, 10.2, 12.5, 14.1, 16.0])
        rows.append(f"\"{d:%b %d, %Y}, 7:{r.randint(0, 59):02d}:00 AM\","
                    f"{r.choice(['Morning Run', 'Av. del Mar', 'Tempo costanera', 'Largo faro-Peñuelas'])},Run,"
                    f"{int(km * r.uniform(310, 380))},{km},{r.randint(138, 168)}")
    return "\n".join(rows) + "\n"


def t_pace(r: random.Random, dt: datetime) -> str:
    return """ritmos 21K 19 julio
objetivo 1:52 -> 5:18 min/km
km 1-5: 5:25 (no salir rápido, la costanera tiene viento en contra a la vuelta)
km 6-15: 5:15
km 16-21: lo que quede, geles en km 7 y 14
semana antes: bajar volumen, nada nuevo el día de la carrera, zapatillas Pegasus 40
"""


def t_santiago_result(r: random.Random, dt: datetime) -> str:
    rows = ["Pos,Dorsal,Nombre,Categoria,Tiempo,Ritmo"]
    for i in range(12):
        name = r.choice(["Camila Reyes", "Daniela Fuentes", "Constanza Vidal", "Ignacia Morales", "Paula Díaz",
                         "Catalina Núñez", "Javiera Contreras"])
        t = f"1:{r.randint(53, 58)}:{r.randint(0, 59):02d}"
        rows.append(f"{i + 412},{r.randint(20000, 29999)},{name},Damas 30-39,{t},5:2{r.randint(0, 9)}")
    rows.insert(7, "418,21744,Francisca Soto Alvarado,Damas 30-39,1:56:12,5:30")
    return "Maratón de Santiago 2025 - 21K - Resultados oficiales\n" + "\n".join(rows) + "\n"


RUN_ARTICLES = [
    ("Cómo entrenar tu primera media maratón.pdf",
     "Runner's World en español - Cómo entrenar tu primera media maratón\n"
     "Tres claves: aumentar el volumen semanal no más de 10%, un rodaje largo por semana y un día de calidad..."),
    ("Hydration and gels for half marathon.pdf", "Fuelling for the half marathon - a practical guide\n"
     "For races over 75 minutes, 30-60 g of carbohydrate per hour improves performance..."),
    ("ejercicios fuerza corredores.pdf", "Rutina de fuerza para corredores (20 minutos)\nSentadilla búlgara 3x10, "
     "puente de glúteo 3x15, elevación de talones excéntrica para el tendón de Aquiles 3x15, plancha lateral..."),
]

# --------------------------------------------------------------------------- Travel


def t_hostal(r: random.Random, dt: datetime) -> str:
    return f"""Hostal Lickana - San Pedro de Atacama - Confirmación de reserva N° {r.randint(10000, 99999)}
Huéspedes: Francisca Soto, Matías Cortés. Habitación doble matrimonial con baño privado.
Llegada: miércoles 1 de julio de 2026 - Salida: lunes 6 de julio de 2026 (5 noches). Desayuno incluido.
Total: $385.000; abono pagado $115.500; saldo a pagar al llegar. Traslado desde aeropuerto de Calama: $18.000 p/p.
"""


def t_eticket(r: random.Random, dt: datetime) -> str:
    return f"""JetSMART - Tu itinerario / e-ticket
Reserva: {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ23456789') for _ in range(6))}
Pasajeros: FRANCISCA SOTO ALVARADO, MATIAS CORTES PIZARRO
Ida: 01 JUL 2026 JA122 La Serena (LSC) 07:15 - Santiago (SCL) 08:15 ; JA210 Santiago 10:05 - Calama (CJC) 12:10
Vuelta: 06 JUL 2026 JA213 Calama (CJC) 13:30 - Santiago (SCL) 15:35 ; JA127 Santiago 18:40 - La Serena 19:40
Tarifa: Light + equipaje 23 kg. Total pagado: {_clp(r, 290000, 360000)}
"""


def t_itinerario(r: random.Random, dt: datetime) -> str:
    return """San Pedro julio 2026 (vacaciones de invierno Mati)
mié 1: llegada, aclimatarse, pueblo
jue 2: Valle de la Luna al atardecer (tour o en bici)
vie 3: Géiseres del Tatio (salida 4:30!!) - ropa muy abrigada, -10 °C
sáb 4: Lagunas Altiplánicas Miscanti y Miñiques
dom 5: tour astronómico (mostrarle a Mati el centro galáctico, ja) + termas de Puritama
lun 6: vuelta. Halley queda con la mamá de Mati.
"""


def t_tours(r: random.Random, dt: datetime) -> str:
    return f"""Turismo Layana - San Pedro de Atacama - Voucher
Titular: Francisca Soto (2 pax)
- Géiseres del Tatio con desayuno, viernes 3/07/2026, recogida 04:30 en hostal: $70.000
- Lagunas Altiplánicas, sábado 4/07/2026: $80.000
- Termas de Puritama (entrada incluida), domingo 5/07/2026: $64.000
Total pagado: $214.000. Llevar protector solar, agua, ropa de abrigo.
"""


def t_bsas(r: random.Random, dt: datetime) -> str:
    return """Airbnb - Recibo - Palermo Soho, Buenos Aires
Huéspedes: 2. Llegada: 8 feb 2025 - salida: 14 feb 2025 (6 noches)
Anfitrión: Martín. Total: USD 412,30 (tarjeta Visa ...4471)
"""


# --------------------------------------------------------------------------- Cooking, backups

RECIPES = [
    ("pastel de choclo.txt", "Pastel de choclo (receta de la abuela)\n8 choclos pasta, 1 taza de leche, albahaca\n"
     "Pino: 500 g carne molida, 3 cebollas, comino, ají de color, huevo duro, aceitunas, pasas\nHorno 200 °C 30 min, "
     "azúcar encima para dorar"),
    ("Receta sopaipillas.pdf", "Sopaipillas pasadas\nMasa: 500 g harina, 1 taza de zapallo cocido, 3 cdas manteca\n"
     "Chancaca: 1 chancaca, cáscara de naranja, canela, clavo de olor. Freír y pasar por la chancaca."),
    ("hummus y falafel.txt", "Hummus: 2 tazas garbanzos cocidos, 2 cdas tahini, 1 limón, ajo, comino\n"
     "Falafel: garbanzos remojados 24 h (no cocidos), cilantro, perejil, cebolla, freír a 180 °C"),
]

BOOKS = [
    ("Isabel Allende - La casa de los espíritus.epub", "La casa de los espíritus", "Isabel Allende", "es",
     "Barrabás llegó a la familia por vía marítima, anotó la niña Clara con su delicada caligrafía..."),
    ("Roberto Bolaño - Los detectives salvajes.epub", "Los detectives salvajes", "Roberto Bolaño", "es",
     "He sido cordialmente invitado a formar parte del realismo visceral..."),
    ("Alejandro Zambra - Bonsái.epub", "Bonsái", "Alejandro Zambra", "es",
     "Al final ella muere y él se queda solo, aunque en verdad se había quedado solo varios años antes..."),
    ("Benjamín Labatut - Un verdor terrible.epub", "Un verdor terrible", "Benjamín Labatut", "es",
     "Las primeras nociones de la química moderna nacieron..."),
    ("Carl Sagan - Cosmos.epub", "Cosmos", "Carl Sagan", "en",
     "The Cosmos is all that is or ever was or ever will be..."),
    ("Ursula K. Le Guin - The Left Hand of Darkness.epub", "The Left Hand of Darkness", "Ursula K. Le Guin", "en",
     "I'll make my report as if I told a story, for I was taught as a child on my homeworld..."),
]

SONGS = [
    ("Violeta Parra", "Las últimas composiciones", "Gracias a la vida"),
    ("Los Jaivas", "Alturas de Machu Picchu", "Sube a nacer conmigo hermano"),
    ("Mon Laferte", "Mon Laferte Vol. 1", "Tu falta de querer"),
    ("Los Bunkers", "Vida de perros", "Llueve sobre la ciudad"),
    ("Javiera Mena", "Mena", "Hasta la verdad"),
    ("Víctor Jara", "Te recuerdo Amanda", "Te recuerdo Amanda"),
    ("Gepe", "Audiovisión", "Por la ventana"),
    ("Cristóbal Briceño", "Recuerdos", "Los Maestros"),
]

OLD_NOTES = """notas iPhone (respaldo 2022)
- pagar matrícula doctorado antes del 30/3
- comprar pila para el control remoto del proyector de la sala de estudiantes
- cumpleaños mamá 14 de mayo
- vacuna Halley (la perrita nueva) en 2 semanas
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
        assert all(i.rel != rel for i in items), rel
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    AST, CAR = "Astronomy", "Career"
    ds = b"\x00\x00\x00\x01Bud1" + bytes(60)

    # ------------------------------------------------------------ paper in revision (Projects Astronomy)
    d = "Documents/Astro/Papers/Soto2026_RRL_MIKE"
    add(f"{d}/main.tex", P, AST, 2, t_paper1_tex)
    add(f"{d}/main_submitted_feb2026.tex", P, AST, 111, t_paper1_tex)
    add(f"{d}/main_v3.pdf", P, AST, 3, lambda r, dt: f"{TITLE1}\nF. Soto, R. Cerda, C. Mendez, J. Lindgren, "
        "P. Ibanez\nRevised version - changes in bold\nAbstract: We present [Fe/H] and [alpha/Fe] abundances for 38 "
        "fundamental-mode RR Lyrae stars in the inner Galactic bulge observed with Magellan/MIKE...")
    add(f"{d}/refs.bib", P, AST, 5, t_refs_bib)
    add(f"{d}/referee_report_{MS1}.pdf", P, AST, 26, t_referee_own)
    add(f"{d}/response_to_referee.docx", P, AST, 1, t_response)
    add(f"{d}/~$sponse_to_referee.docx", L, "System", 1, b"\x0bFrancisca S" + bytes(150))
    add(f"{d}/Re_ MIKE paper - referee report.eml", P, AST, 22, t_coauthor1)
    add(f"{d}/MNRAS submission confirmation.eml", P, AST, 111, t_submission_eml)
    add(f"{d}/cover_letter_resubmission.docx", P, AST, 4, f"Dear Editor,\nPlease find enclosed the revised version "
        f"of our manuscript {MS1}, \"{TITLE1}\". We have addressed all the comments of the referee; a detailed "
        "response is attached.\nYours sincerely,\nFrancisca Soto, on behalf of the co-authors")
    for i, f in enumerate(("fig1_map.png", "fig2_spectra.png", "fig3_ew_comparison.png", "fig5_mdf.png",
                           "fig6_alpha.png", "fig7_gradient.png")):
        add(f"{d}/figs/{f}", P, AST, r.choice([3, 9, 40, 112]), "")
    add(f"{d}/tables/abundances_v3.csv", P, AST, 6, t_abund_csv)
    add(f"{d}/tables/equivalent_widths.csv", P, AST, 115, t_ew_csv)
    dot(f"{d}/.DS_Store", ds, 3)

    # ------------------------------------------------------------ paper in preparation
    d = "Documents/Astro/Papers/Soto2026_bulge_kinematics"
    add(f"{d}/draft.tex", P, AST, 12, t_paper2_tex)
    add(f"{d}/draft_v1.pdf", P, AST, 33, lambda r, dt: f"{TITLE2}\nDRAFT v1 - not for circulation\n"
        "We combine SOAR/Goodman radial velocities of 212 RR Lyrae stars with Gaia DR3 proper motions...")
    add(f"{d}/TODO.md", P, AST, 8, t_paper2_notes)
    add(f"{d}/outline.docx", P, AST, 64, t_paper2_outline)
    add(f"{d}/gaia_dr3_xmatch.csv", P, AST, 40, t_gaia_query)
    for f in ("rotation_curve.png", "sigma_vs_l.png", "pm_diagram.png"):
        add(f"{d}/figs/{f}", P, AST, r.uniform(10, 45), "")

    # ------------------------------------------------------------ code (analysis = Projects; pipeline = Areas)
    d = "code/rrl_bulge_analysis"
    add(f"{d}/README.md", P, AST, 60, ANALYSIS_README)
    add(f"{d}/fit_periods.py", P, AST, 14, FIT_PERIODS)
    add(f"{d}/abundances.py", P, AST, 18, ABUNDANCES)
    add(f"{d}/make_figures.py", P, AST, 3, MAKE_FIGS)
    add(f"{d}/notebooks/01_ew_checks.ipynb", P, AST, 120, _ipynb([
        "import pandas as pd\new = pd.read_csv('../data/equivalent_widths.csv')\new.describe()",
        "# compare MIKE EWs with Lindgren's HIRES spectra for 4 stars in common\new.groupby('line').EW_mA.std()"]))
    add(f"{d}/notebooks/02_referee_phases.ipynb", P, AST, 10, _ipynb([
        "from fit_periods import phase\nimport pandas as pd\nobs = pd.read_csv('../data/mike_obs_log.csv')",
        "# referee point 1: phases of all 38 MIKE spectra\nobs['phase'] = phase(obs.mjd, obs.t0, obs.period)"]))
    add(f"{d}/data/mike_obs_log.csv", P, AST, 15, lambda r, dt: "star,date_obs,exptime,t0,period\n" + "\n".join(
        f"{_ogle(i)},2024-0{r.randint(4, 6)}-{r.randint(10, 28)}T0{r.randint(1, 7)}:{r.randint(10, 59)}:00,"
        f"{r.choice([3600, 4800, 5400])},{r.uniform(2457000, 2457900):.4f},{r.uniform(0.45, 0.7):.6f}"
        for i in range(20)) + "\n")
    add(f"{d}/results/atm_params.csv", P, AST, 16, t_abund_csv)
    dot(f"{d}/.gitignore", b"__pycache__/\n*.pyc\nmodels/\n.ipynb_checkpoints/\n", 120)

    d = "code/mike_reduce"
    add(f"{d}/README.md", A, AST, 95, PIPE_README)
    add(f"{d}/pyproject.toml", A, AST, 95, PIPE_TOML)
    add(f"{d}/mike_reduce/__init__.py", A, AST, 300, '__version__ = "0.9.2"\n')
    add(f"{d}/mike_reduce/wavecal.py", A, AST, 95, PIPE_WAVECAL)
    add(f"{d}/mike_reduce/extract.py", A, AST, 410, PIPE_EXTRACT)
    add(f"{d}/mike_reduce/flatfield.py", A, AST, 290, PIPE_FLAT)
    add(f"{d}/examples/night_2025-08-05.yaml", A, AST, 290, PIPE_YAML)
    dot(f"{d}/.gitignore", b"__pycache__/\n*.egg-info/\nbuild/\n*.fits\n", 700)

    # ------------------------------------------------------------ observing run June 2026 (Projects Astronomy)
    d = "Documents/Astro/Observaciones/2026-06_LCO_MIKE"
    add(f"{d}/CN2026A-041_propuesta.pdf", P, AST, 190, t_cntac_2026a_pdf)
    add(f"{d}/CNTAC 2026A - resultado propuesta CN2026A-041.eml", P, AST, 128, t_cntac_accept)
    add(f"{d}/targets_june2026.csv", P, AST, 9, t_targets_csv)
    add(f"{d}/phases_june2026.csv", P, AST, 4, lambda r, dt: "star,night,phase_start,phase_end\n" + "\n".join(
        f"{_ogle(i + 2)},2026-06-{16 + i % 3},{r.uniform(0.2, 0.4):.2f},{r.uniform(0.45, 0.65):.2f}"
        for i in range(18)) + "\n")
    add(f"{d}/plan_observacion.docx", P, AST, 5, t_obsplan)
    add(f"{d}/LCO visit confirmation.eml", P, AST, 11, t_lco_transport)
    add(f"{d}/formulario_observador_LCO.pdf", P, AST, 7, f"Las Campanas Observatory - Observer information form\n"
        f"Name: {ME}. Institution: Universidad de La Serena. Programme: CN2026A-041 (Clay/MIKE)\n"
        "Arrival: 15 June 2026 by LCO van. Departure: 19 June 2026. Dietary needs: vegetarian.\n"
        "Emergency contact: Matías Cortés Pizarro, +56 9 7765 2210 (partner)")
    for i in range(4):
        add(f"{d}/finding_charts/{_ogle(i + 2)}_fc.png", P, AST, r.uniform(2, 8), "")
    add(f"{d}/airmass_jun16.png", P, AST, 6, "")

    # ------------------------------------------------------------ proposals
    d = "Documents/Astro/Propuestas"
    add(f"{d}/ESO_P118_UVES/proposal_P118_Soto.pdf", P, AST, 69, t_eso_p118)
    add(f"{d}/ESO_P118_UVES/scientific_justification.tex", P, AST, 70, t_eso_tex)
    add(f"{d}/ESO_P118_UVES/fig_eu_predictions.png", P, AST, 71, "")
    add(f"{d}/ESO_P118_UVES/P118 proposal received.eml", P, AST, 69, t_eso_receipt)
    add(f"{d}/CNTAC_2026B_GHOST/propuesta_GHOST_2026B.pdf", P, AST, 60, t_gemini_2026b)
    add(f"{d}/CNTAC_2026B_GHOST/targets_ghost.csv", P, AST, 61, t_eso_targets)
    add(f"{d}/CNTAC_2025B_SOAR/propuesta_CN2025B-019.pdf", X, AST, 420, lambda r, dt:
        "CNTAC 2025B - CN2025B-019 - SOAR/Goodman\nTitle: Radial velocities of 200 bulge RR Lyrae\nPI: F. Soto (ULS)\n"
        "2 nights requested, 2 nights awarded (5-6 August 2025).")
    add(f"{d}/NOIRLab_2025B_Gemini/proposal_2025B_GS_rejected.pdf", X, AST, 430, lambda r, dt:
        "NOIRLab 2025B Gemini South proposal - GS-2025B-Q-214\nTitle: Europium in bulge RR Lyrae with GHOST\n"
        "PI: F. Soto. TAC result: not scheduled (rank band 4). Reviewer comments: sample too small...")
    add(f"{d}/NOIRLab_2025B_Gemini/TAC_feedback.txt", X, AST, 330,
        "NOIRLab TAC feedback 2025B - GS-2025B-Q-214\n- strong science case, but 6 targets too few to test the claim\n"
        "- S/N at 4129 A underestimated for the faintest targets\n- recommend resubmitting with a larger sample\n")

    # ------------------------------------------------------------ past observing runs, published papers (Archive)
    d = "Documents/Astro/Observaciones/2025-08_SOAR_Goodman"
    add(f"{d}/nightlog_2025-08-05.txt", X, AST, 300, "SOAR Goodman night log 2025-08-05 (CN2025B-019)\n"
        "seeing 0.9-1.3, thin cirrus after 02:00\n"
        "01:12 OGLE-BLG-RRLYR-05530 3x600s\n01:48 OGLE-BLG-RRLYR-06018 3x600s\n"
        "03:30 dome closed 40 min humidity 88%\n05:40 twilight flats, end of night\n")
    add(f"{d}/nightlog_2025-08-06.txt", X, AST, 299, "SOAR Goodman night log 2025-08-06\nclear, seeing 0.8\n"
        "observed 112 RR Lyrae, arcs every 45 min, standard LTT 7379 at start and end\n")
    add(f"{d}/plan_goodman.docx", X, AST, 310, "Plan SOAR/Goodman 5-6 agosto 2025: red 930 l/mm M5, slit 1.0, "
        "2 noches, 212 RR Lyrae del bulbo en 14 campos; subida a Cerro Pachón en van AURA desde La Serena.")
    for i in range(3):
        photo(f"{d}/fotos/IMG_{5120 + i * 7}.jpg", X, AST, 300 - i)

    d = "Documents/Astro/Papers"
    add(f"{d}/2024_Soto_Mendez_AJ/Soto_Mendez_2024_AJ_167_211.pdf", X, AST, 700, lambda r, dt:
        "THE ASTRONOMICAL JOURNAL, 167:211, 2024 May\nPeriod-amplitude relations of RR Lyrae stars in "
        "low-extinction bulge windows\nFrancisca Soto and Carolina Mendez\n"
        "Received 2023 November 2; accepted 2024 March 8")
    add(f"{d}/2024_Soto_Mendez_AJ/response_referee_AJ.docx", X, AST, 760, "Response to the referee - AJ manuscript "
        "AAS48811. We thank the referee... The Bailey diagram now separates Oosterhoff groups.")
    add(f"{d}/2024_Soto_Mendez_AJ/main.tex", X, AST, 740, "\\documentclass{aastex631}\n\\title{Period-amplitude "
        "relations of RR Lyrae stars in low-extinction bulge windows}\n\\author{Francisca Soto}\n")
    add(f"{d}/2025_Soto_MNRAS_Goodman/Soto_2025_MNRAS_538_1432.pdf", X, AST, 430, lambda r, dt:
        "MNRAS 538, 1432-1449 (2025)\nA Goodman view of bulge RR Lyrae radial velocities\nF. Soto, R. Cerda, "
        "C. Mendez\nAccepted 2025 February 12")
    add(f"{d}/2025_Soto_MNRAS_Goodman/proofs_corrections.docx", X, AST, 420, "Corrections to proofs MNRAS "
        "STAE-2025-0211: Table 3 column header; affiliation 2 spelled 'Astrofisica'; Fig. 4 colour bar label.")
    dot(f"{d}/.DS_Store", ds, 30)

    # ------------------------------------------------------------ grant, refereeing, student, group (Areas Astronomy)
    d = "Documents/Astro/FONDECYT_3240517"
    add(f"{d}/Convenio_FONDECYT_Postdoc_3240517.pdf", A, AST, 830, t_convenio)
    add(f"{d}/Informe_avance_año2.docx", A, AST, 95, t_informe)
    add(f"{d}/Informe_avance_año1.docx", A, AST, 455, lambda r, dt: t_informe(r, dt).replace(
        "AÑO 2 (marzo 2025 - febrero 2026)", "AÑO 1 (marzo 2024 - febrero 2025)"))
    add(f"{d}/rendicion_gastos_2025.xlsx", A, AST, 150, t_rendicion)
    add(f"{d}/presupuesto_2026.xlsx", A, AST, 80, t_presupuesto_grant(2026))
    add(f"{d}/Proyecto 3240517 - aprobación informe año 2.eml", A, AST, 40, t_anid_eml)
    d = "Documents/Astro/Referee"
    add(f"{d}/AJ_AAS61234_report.docx", A, AST, 19, t_referee_given)
    add(f"{d}/Referee invitation AJ manuscript AAS61234.eml", A, AST, 38, t_editor_eml)
    add(f"{d}/AA_2025_report_final.pdf", A, AST, 260, "Report to the editor - Astronomy & Astrophysics manuscript "
        "AA/2025/53127\nThe paper measures RR Lyrae distances in Sagittarius.\n"
        "Recommendation: accept after minor revision.")
    d = "Documents/Astro/Tesista_Javiera"
    for age in (7, 35, 90):
        add(f"{d}/reunion_{_iso(NOW - timedelta(days=age))}.md", A, AST, age, t_student_notes)
    add(f"{d}/propuesta_tesis_JPizarro.pdf", A, AST, 240, "Propuesta de tesis de Magíster en Astronomía - ULS\n"
        "Javiera Pizarro. Guía: Dr. R. Cerda. Co-guía: Dra. F. Soto\nCinemática de RR Lyrae del bulbo con SOAR/Goodman")
    add("Documents/Astro/group_meeting_notes.md", A, AST, 13, t_group_meeting)

    # ------------------------------------------------------------ reference (Resources Astronomy)
    d = "Documents/Astro/Bibliografía"
    for i, name in enumerate(("FerraroDiaz2024_XP_metallicities_bulge_RRL", "Lindgren2023_NLTE_Mg_Ti_RRL",
                              "Castelli2025_rotation_old_bulge", "Whitcombe2022_phi31_FeH_calibration")):
        add(f"{d}/{name}.pdf", R, AST, r.uniform(60, 700), t_arxiv(i))
    for i, tb in enumerate(TEXTBOOKS):
        add(f"Libros/Astro/{tb[0]}", R, AST, r.uniform(400, 1500), t_textbook(i))
    add(f"{d}/MIKE_observers_manual.pdf", R, AST, 820, MIKE_MANUAL)
    add(f"{d}/mnras_template/mnras_template.tex", R, AST, 790, MNRAS_TEMPLATE)
    add(f"{d}/mnras_template/mnras_guide.pdf", R, AST, 790, "MNRAS LaTeX class guide - mnras.cls v3.3\n"
        "Instructions for authors preparing papers for Monthly Notices of the Royal Astronomical Society...")
    add(f"{d}/astropy_cosas_utiles.txt", R, AST, 520, PYTHON_NOTES)
    add(f"{d}/Goodman_HTS_manual.pdf", R, AST, 350, "SOAR Goodman High Throughput Spectrograph - user manual\n"
        "Gratings 400, 600, 930, 1200, 2100 l/mm; red and blue cameras; slit masks...")

    # ------------------------------------------------------------ job applications (Projects Career)
    d = "Documents/Postulaciones"
    jobs = (("UCN_Antofagasta", "Universidad Católica del Norte", "Instituto de Astronomía", "31 de marzo de 2026", 75),
            ("UdeC_Concepcion", "Universidad de Concepción", "Departamento de Astronomía", "30 de abril de 2026", 40),
            ("UV_Valparaiso", "Universidad de Valparaíso", "Instituto de Física y Astronomía", "31 de mayo de 2026", 6))
    for folder, inst, unit, dl, age in jobs:
        add(f"{d}/{folder}/llamado_concurso.pdf", P, CAR, age + 30, t_job_ad(inst, unit, dl))
        add(f"{d}/{folder}/carta_presentacion_{folder.split('_')[0]}.docx", P, CAR, age, t_cover(inst, unit))
        add(f"{d}/{folder}/CV_FSoto_2026.pdf", P, CAR, age, t_cv)
    add(f"{d}/UdeC_Concepcion/~$rta_presentacion_UdeC.docx", L, "System", 40, b"\x0bFrancisca S" + bytes(150))
    add(f"{d}/research_statement_2026.docx", P, CAR, 8, RESEARCH_STATEMENT)
    add(f"{d}/teaching_statement_2026.docx", P, CAR, 8, TEACHING_STATEMENT)
    add(f"{d}/research_statement_2026.pdf", P, CAR, 6, RESEARCH_STATEMENT)
    add(f"{d}/Carta de recomendación - concursos académicos.eml", P, CAR, 70, t_ref_request)
    add(f"{d}/UCN_Antofagasta/invitacion_visita_UCN.pdf", P, CAR, 12, t_ucn_invite)
    add(f"{d}/UCN_Antofagasta/seminario_UCN_junio2026.pdf", P, CAR, 2, "What the oldest bulge stars tell us\n"
        "Seminario - Instituto de Astronomía UCN - 9 de junio de 2026 - Francisca Soto\n1. Why RR Lyrae\n"
        "2. MIKE abundances\n3. Goodman kinematics\n4. Future: 4MOST, LSST and a group at UCN")
    add(f"{d}/UCN_Antofagasta/clase_demostrativa_distancia_centro_galactico.pdf", P, CAR, 3,
        "Clase demostrativa (20 min): ¿Cómo medimos la distancia al centro galáctico?\n"
        "Relación período-luminosidad de las "
        "RR Lyrae; extinción; resultado R0 = 8.2 kpc")
    add(f"{d}/ofertas_EEUU/AAS_job_register_notes.txt", P, CAR, 150, "AAS Job Register - faculty postings to consider "
        "(2025-26 cycle)\n- none in the US this year, focus on Chile (family, Matías' job)\n"
        "- check ESO/Chile faculty positions and ANID Inserción en la Academia 2026\n")

    # ------------------------------------------------------------ master CV, old applications
    d = "Documents/CV"
    add(f"{d}/CV_FSoto_2026.tex", A, CAR, 9, lambda r, dt: "\\documentclass{moderncv}\n"
        "\\name{Francisca}{Soto Alvarado}\n"
        "\\section{Employment}\\cventry{2024--}{FONDECYT Postdoctoral Fellow}{Universidad de La Serena}{}{}{}\n"
        "\\section{Education}\\cventry{2023}{PhD in Astrophysics}{Pontificia Universidad Cat\\'olica de Chile}{}{}{}\n")
    add(f"{d}/CV_FSoto_2026.pdf", A, CAR, 9, t_cv)
    add(f"{d}/CV_FSoto_2025.pdf", A, CAR, 290, t_cv)
    add(f"{d}/lista_publicaciones.pdf", A, CAR, 30, t_publist)
    add(f"{d}/FONDECYT_Postdoc_2024/formulario_postulacion_enviado.pdf", X, CAR, 1080, t_fondecyt_app)
    add(f"{d}/FONDECYT_Postdoc_2024/carta_patrocinio_Cerda.pdf", X, CAR, 1090, "Carta de patrocinio\n"
        "Dr. Ricardo Cerda Vallejos, Universidad de La Serena, patrocina la postulación de la Dra. (c) Francisca Soto "
        "al Concurso FONDECYT de Postdoctorado 2024 y pone a disposición oficina y acceso a tiempo de telescopio.")
    add(f"{d}/FONDECYT_Postdoc_2024/resultado_adjudicacion.pdf", X, CAR, 905, "ANID - Fallo Concurso FONDECYT de "
        f"Postdoctorado 2024\nProyecto 3240517 - {ME} - ADJUDICADO\nInicio: 1 de marzo de 2024")
    add(f"{d}/ESO_fellowship_2023/ESO_fellowship_cover_letter.pdf", X, CAR, 970, t_eso_fellow)

    # ------------------------------------------------------------ conferences
    d = "Documents/Conferencias"
    add(f"{d}/2026_Bulge_Garching/abstract_invited_talk.docx", P, "Conferences", 45, t_garching_abstract)
    add(f"{d}/2026_Bulge_Garching/registration_confirmation.pdf", P, "Conferences", 28, t_garching_reg)
    add(f"{d}/2026_Bulge_Garching/vuelos_LATAM_septiembre.pdf", P, "Conferences", 20, t_garching_flight)
    add(f"{d}/2026_Bulge_Garching/invitation_letter.pdf", P, "Conferences", 75, "ESO - European Southern "
        "Observatory, Karl-Schwarzschild-Str. 2, Garching\nDear Dr. Soto, on behalf of the SOC of 'The Galactic Bulge "
        "at the Crossroads' (14-18 September 2026) I am pleased to invite you "
        "to give a 25-minute invited review talk...")
    add(f"{d}/2024_IAU_GA_CapeTown/poster_FM7_Soto.pdf", X, "Conferences", 670, "RR Lyrae metallicities in "
        "Baade's window - poster FM7-P23 - IAU GA Cape Town 2024 - F. Soto, C. Mendez")
    add(f"{d}/2024_IAU_GA_CapeTown/registration_IAU_GA.pdf", X, "Conferences", 700, t_iau_reg)
    add(f"{d}/2024_IAU_GA_CapeTown/boarding_pass_SCL_JNB.pdf", X, "Conferences", 665, "LATAM boarding pass\n"
        "SOTO ALVARADO/FRANCISCA - LA8069 - Santiago SCL - Johannesburg JNB - 04AUG24 - seat 32C")
    for i in range(3):
        photo(f"{d}/2024_IAU_GA_CapeTown/fotos/IMG_{2210 + i * 13}.jpg", X, "Conferences", 660 - i)
    add(f"{d}/2025_EAS_Cork/talk_Soto_EAS2025.pdf", X, "Conferences", 340, "A Goodman view of bulge RR Lyrae "
        "radial velocities - EAS 2025 Cork, S12 session - Francisca Soto (ULS)")
    add(f"{d}/2025_EAS_Cork/rendicion_viaje_EAS.docx", X, "Conferences", 320, t_eas_reimb)
    add(f"{d}/2025_EAS_Cork/certificate_of_attendance.pdf", X, "Conferences", 335, "European Astronomical Society "
        "Annual Meeting 2025, Cork, Ireland, 23-27 June 2025 - Certificate of attendance - Dr. Francisca Soto")
    photo(f"{d}/2025_EAS_Cork/IMG_6620.HEIC", X, "Conferences", 338)
    photo(f"{d}/2025_EAS_Cork/IMG_6634.HEIC", X, "Conferences", 337)
    add(f"{d}/2026_SOCHIAS/poster_SOCHIAS2026.pdf", X, "Conferences", 140, "Reunión Anual SOCHIAS 2026 - póster\n"
        "Metalicidades de RR Lyrae del bulbo con MIKE - F. Soto, J. Pizarro, R. Cerda")
    add(f"{d}/2026_SOCHIAS/pasajes_JetSMART_enero.pdf", X, "Conferences", 160, "JetSMART - itinerario\n"
        "SOTO ALVARADO FRANCISCA - 12 ENE 2026 La Serena - Santiago - Puerto Montt; 16 ENE 2026 regreso\n"
        "Motivo: Reunión Anual de la Sociedad Chilena de Astronomía")
    dot(f"{d}/.DS_Store", ds, 20)

    # ------------------------------------------------------------ PhD (Archive)
    d = "Documents/Doctorado"
    add(f"{d}/Tesis/Tesis_Soto_final.pdf", X, "PhD", 1010, t_thesis)
    add(f"{d}/Tesis/tesis_main.tex", X, "PhD", 1012, lambda r, dt: "\\documentclass[12pt]{report}\n"
        "\\title{Old stellar populations in the inner Galaxy traced by RR Lyrae variables}\n\\author{Francisca Soto "
        "Alvarado}\n\\begin{document}\\include{cap1_intro}\\include{cap2_vvv}\\include{cap3_mike}\\end{document}\n")
    add(f"{d}/Tesis/correcciones_comision.docx", X, "PhD", 1020, "Correcciones de la comisión - tesis F. Soto\n"
        "Dr. Valdés: discutir sesgo de completitud en VVV cap. 2. Dr. Kern: citar resultados de BRAVA en cap. 4.")
    add(f"{d}/Defensa/defensa_Soto_29ago2023.pdf", X, "PhD", 1006, "Old stellar populations in the inner Galaxy - "
        "defensa de tesis doctoral - 29 de agosto de 2023 - Francisca Soto - Instituto de Astrofísica PUC")
    add(f"{d}/Defensa/acta_examen_grado.pdf", X, "PhD", 1005, t_acta)
    add(f"{d}/Beca_ANID/convenio_beca_doctorado_2018.pdf", X, "PhD", 2900, f"ANID - Convenio de beca de Doctorado "
        f"Nacional 2018\nBecaria: {ME}. Programa: Doctorado en Astrofísica PUC. Duración máxima: 4 años + extensión.")
    add(f"{d}/Beca_ANID/certificado_termino_beca.pdf", X, "PhD", 940, t_beca)
    add(f"{d}/Cursos/examen_calificacion_2019.pdf", X, "PhD", 2300, "Examen de calificación doctoral - Instituto "
        "de Astrofísica PUC - junio 2019 - Francisca Soto - aprobado")
    d = "code/phd_thesis"
    add(f"{d}/cap3_pl_distances.py", X, "PhD", 1100, PHD_CODE)
    add(f"{d}/vvv_rrl_ks_mean.csv", X, "PhD", 1150, lambda r, dt: "id,period,Ks_mean,EJK,feh\n" + "\n".join(
        f"VVV-RRL-{r.randint(10000, 99999)},{r.uniform(0.45, 0.7):.5f},{r.uniform(13.5, 15.5):.3f},"
        f"{r.uniform(0.3, 1.4):.3f},{r.uniform(-1.6, -0.6):.2f}" for _ in range(25)) + "\n")
    add(f"{d}/README.txt", X, "PhD", 1100, "código de la tesis (cap. 2 y 3). No tocar: reproduce las figuras de "
        "la versión final entregada en agosto 2023.\n")

    # ------------------------------------------------------------ Personal: finance
    d = "Documents/Personal/Finanzas"
    for i, age in enumerate((1, 31, 61, 92, 122, 153)):
        add(f"{d}/SII/Boletas honorarios/BHE_{118 - i}.pdf", A, "Finance", age, t_boleta_hon(118 - i))
    add(f"{d}/SII/F22_AT2026.pdf", A, "Finance", 45, t_f22(2026))
    add(f"{d}/SII/F22_AT2025.pdf", A, "Finance", 410, t_f22(2025))
    add(f"{d}/SII/Certificado_13_ULS_AT2026.pdf", A, "Finance", 75, t_retenciones)
    add(f"{d}/AFP Modelo/cartola_ene-abr_2026.pdf", A, "Finance", 20, t_afp("enero-abril 2026"))
    add(f"{d}/AFP Modelo/cartola_sep-dic_2025.pdf", A, "Finance", 140, t_afp("septiembre-diciembre 2025"))
    add(f"{d}/AFP Modelo/cartola_may-ago_2025.pdf", A, "Finance", 260, t_afp("mayo-agosto 2025"))
    add(f"{d}/Banco/cartola_abril_2026.pdf", A, "Finance", 28, t_cartola_banco)
    add(f"{d}/Banco/cartola_marzo_2026.pdf", A, "Finance", 60, t_cartola_banco)
    add(f"{d}/Banco/estado_cuenta_visa_mayo.pdf", A, "Finance", 25, t_tarjeta)
    add(f"{d}/presupuesto_casa_2026.xlsx", A, "Finance", 140, t_presupuesto_casa)

    # ------------------------------------------------------------ health
    d = "Documents/Personal/Salud"
    add(f"{d}/Isapre Colmena/plan_Colmena_Optimo_Regiones.pdf", A, "Health", 820, t_isapre_plan)
    add(f"{d}/Isapre Colmena/carta_adecuacion_precio_2026.pdf", A, "Health", 85, f"ISAPRE COLMENA - Carta de "
        f"adecuación\nEstimada {ME}: a partir de su anualidad de marzo 2026 el precio base de su plan Colmena "
        "Óptimo Regiones 2460 se ajusta de 2,98 UF a 3,11 UF, según el indicador de la Superintendencia de Salud.")
    add(f"{d}/Isapre Colmena/reembolso_traumatologo.pdf", A, "Health", 52, t_isapre_bono)
    add(f"{d}/examenes_nov2025.pdf", A, "Health", 190, t_lab)
    add(f"{d}/receta_fierro_vitD.pdf", A, "Health", 185, t_receta)
    add(f"{d}/presupuesto_dentista.pdf", A, "Health", 240, t_dental)
    add(f"{d}/kine/boleta_kine_sesion3.pdf", A, "Health", 48, t_kine)

    # ------------------------------------------------------------ home (rented flat)
    d = "Documents/Personal/Depto"
    add(f"{d}/Contrato arriendo Mirador del Faro.pdf", A, "Home", 830, t_contrato_arriendo)
    add(f"{d}/inventario_entrega_marzo2024.docx", A, "Home", 820, t_inventario)
    for i in range(4):
        photo(f"{d}/fotos entrega depto/IMG_{1402 + i}.jpg", A, "Home", 822)
    for i, age in enumerate((2, 33, 63)):
        add(f"{d}/Arriendo/transferencia_arriendo_{MESES[(NOW - timedelta(days=age)).month - 1]}.pdf", A, "Home",
            age, t_pago_arriendo)
    for age in (8, 38, 69):
        add(f"{d}/Gastos comunes/GC_{(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Home", age, t_gastos_comunes)
    add(f"{d}/Cuentas/CGE_abril.pdf", A, "Home", 35, t_cge)
    add(f"{d}/Cuentas/Aguas del Valle abril.pdf", A, "Home", 37, t_aguas)
    add(f"{d}/Cuentas/Mundo fibra mayo.pdf", A, "Home", 12, t_mundo)
    add(f"{d}/Cuentas/pedido Lipigas.pdf", A, "Home", 57, t_lipigas)

    # ------------------------------------------------------------ car
    d = "Documents/Personal/Auto Suzuki"
    add(f"{d}/Compraventa Suzuki Swift {PATENTE}.pdf", A, "Car", 627, t_compraventa)
    add(f"{d}/Certificado inscripción RVM.pdf", A, "Car", 620, t_padron)
    add(f"{d}/impuesto transferencia SII.pdf", A, "Car", 620, t_impuesto_transfer)
    add(f"{d}/Permiso circulación 2025.pdf", A, "Car", 425, t_permiso(2025))
    add(f"{d}/Permiso circulación 2026.pdf", A, "Car", 62, t_permiso(2026))
    add(f"{d}/SOAP 2026.pdf", A, "Car", 63, t_soap)
    add(f"{d}/Revisión técnica sept 2025.pdf", A, "Car", 262, t_revision)
    add(f"{d}/Póliza HDI seguro auto.pdf", A, "Car", 259, t_seguro_auto)
    add(f"{d}/mantenciones.xlsx", A, "Car", 26, lambda r, dt: "Fecha;Km;Taller;Trabajo;Monto\n"
        f"2024-10-03;{r.randint(58000, 60000)};Taller Los Carrera;cambio aceite + filtros;$68.000\n"
        f"2025-05-20;{r.randint(64000, 66000)};Neumáticos Coquimbo;2 neumáticos delanteros 175/65R14;$96.000\n"
        f"2026-05-06;{r.randint(69000, 71000)};Taller Los Carrera;mantención 70.000 + pastillas;$131.000\n")

    # ------------------------------------------------------------ dog
    d = "Documents/Personal/Halley"
    add(f"{d}/carnet_vacunas_Halley.pdf", A, "Dog", 70, t_carnet_vacunas)
    add(f"{d}/registro_nacional_mascotas.pdf", A, "Dog", 750, t_registro_mascota)
    for age in (66, 210, 400):
        add(f"{d}/vet/boleta_vet_{_iso(NOW - timedelta(days=age))}.pdf", A, "Dog", age, t_vet)
    add(f"{d}/Adiestramiento - tirar de la correa.pdf", R, "Dog", 500, "Cómo enseñar a tu perro a no tirar de la "
        "correa\n1. Detente cada vez que la correa se tense. 2. Premia cuando camine a tu lado. 3. Sesiones cortas...")
    add(f"{d}/perros y fuegos artificiales.pdf", R, "Dog", 520, "Perros y fuegos artificiales: guía para Año Nuevo\n"
        "Prepara un lugar seguro, música de fondo, no castigues el miedo, consulta al veterinario por feromonas...")

    # ------------------------------------------------------------ running
    d = "Documents/Personal/Running"
    add(f"{d}/Media Maratón La Serena 2026/inscripcion_21K.pdf", P, "Running", 48, t_inscripcion)
    add(f"{d}/Media Maratón La Serena 2026/plan_12_semanas.xlsx", P, "Running", 50, t_plan)
    add(f"{d}/Media Maratón La Serena 2026/recorrido_21K.png", P, "Running", 47, "")
    add(f"{d}/Maratón Santiago 2025/resultados_21K.pdf", X, "Running", 418, t_santiago_result)
    add(f"{d}/Maratón Santiago 2025/diploma_finisher.pdf", X, "Running", 418, "Maratón de Santiago 2025 - "
        "Diploma finisher 21K\nFrancisca Soto Alvarado - tiempo oficial 1:56:12 - 6 de abril de 2025")
    photo(f"{d}/Maratón Santiago 2025/llegada_21K.jpg", X, "Running", 420)
    for fname, text in RUN_ARTICLES:
        add(f"{d}/Artículos/{fname}", R, "Running", r.uniform(60, 600), text)

    # ------------------------------------------------------------ travel
    d = "Documents/Personal/Viajes"
    add(f"{d}/San Pedro julio 2026/itinerario.docx", P, "Travel", 18, t_itinerario)
    add(f"{d}/San Pedro julio 2026/tours_Layana.pdf", P, "Travel", 14, t_tours)
    add(f"{d}/Buenos Aires 2025/Airbnb_Palermo.pdf", X, "Travel", 490, t_bsas)
    add(f"{d}/Buenos Aires 2025/vuelos_Aerolineas.pdf", X, "Travel", 500, "Aerolíneas Argentinas - e-ticket\n"
        "SOTO ALVARADO FRANCISCA / CORTES PIZARRO MATIAS - AR1283 Santiago - Aeroparque 08FEB25; AR1282 14FEB25")
    for i in range(4):
        photo(f"{d}/Buenos Aires 2025/IMG_{3301 + i * 5}.HEIC", X, "Travel", 475 - i)
    dot(f"{d}/.DS_Store", ds, 14)

    # ------------------------------------------------------------ cooking, books, music
    for fname, text in RECIPES:
        add(f"Documents/Recetas/{fname}", R, "Cooking", r.uniform(100, 900), text)
    for fname, title, author, lang, para in BOOKS:
        add(f"Libros/{fname}", R, "Books", r.uniform(60, 1200), _epub(title, author, lang, para))
    for artist, album, title in SONGS:
        add(f"Music/{artist}/{album}/{title}.mp3", R, "Music", r.uniform(200, 1400), _id3(r, title, artist, album))

    # ------------------------------------------------------------ Year folder 2024 (mixed)
    d = "Documents/2024"
    add(f"{d}/scan0001.pdf", X, "Home", 830, t_mudanza, hard=True)
    add(f"{d}/planilla.xlsx", X, "Home", 835, t_mudanza_xlsx, hard=True)
    add(f"{d}/documento.pdf", X, "Conferences", 700, t_iau_reg, hard=True)
    add(f"{d}/certificado.pdf", A, "Car", 610, t_revision, hard=True)
    add(f"{d}/Libro1.xlsx", A, AST, 600, t_presupuesto_grant(2024), hard=True)
    add(f"{d}/scan0002.pdf", A, "Dog", 745, t_registro_mascota, hard=True)
    add(f"{d}/scan0003.pdf", X, CAR, 880, f"ANID - Fallo Concurso FONDECYT de Postdoctorado 2024\nProyecto N° "
        f"3240517 - {GRANT_TITLE}\nPostulante: {ME} - Institución patrocinante: Universidad de La Serena - "
        "ADJUDICADO. Firma de convenio: enero 2024. Inicio del proyecto: 1 de marzo de 2024.", hard=True)
    add(f"{d}/Documento sin título.docx", X, "Home", 826,
        "Cosas pendientes Ñuñoa antes de entregar: pintar pared del living, sacar clavos, limpiar horno, "
        "devolver llaves a Inversiones Los Aromos, dar de baja Enel y VTR, cambiar domicilio para la garantía.",
        hard=True)
    photo(f"{d}/IMG_1388.jpg", R, "Photos", 840)
    photo(f"{d}/IMG_1391.jpg", R, "Photos", 839)

    # ------------------------------------------------------------ Escaneos (scanner output)
    d = "Documents/Escaneos"
    add(f"{d}/scan_2025-09-15.pdf", A, "Car", 259, t_seguro_auto, hard=True)
    add(f"{d}/scan_2025-03-14.pdf", A, "Finance", 444, t_afp("septiembre-diciembre 2024"), hard=True)
    add(f"{d}/scan_2024-02-27.pdf", X, "Home", 825, t_nunoa_end, hard=True)
    add(f"{d}/scan_2023-09-05.pdf", X, "PhD", 999, t_certificado_grado, hard=True)
    add(f"{d}/scan_2025-11-02.pdf", A, "Health", 211, t_lab, hard=True)
    add(f"{d}/scan_2026-03-20.pdf", A, "Car", 73, t_soap, hard=True)
    add(f"{d}/scan_2026-04-08.pdf", A, "Finance", 54, t_f22(2026), hard=True)
    add(f"{d}/scan_2024-09-12.pdf", A, "Car", 627, t_compraventa, hard=True)
    add(f"{d}/scan_2025-06-30.pdf", X, "Conferences", 335, t_eas_reimb, hard=True)
    add("Documents/Documento1.docx", P, CAR, 41, t_cover("Universidad de Concepción", "Departamento de Astronomía"),
        hard=True)
    add("Documents/Documento2.docx", X, CAR, 975, t_eso_fellow, hard=True)
    add("Documents/Documento3.docx", A, AST, 120, t_informe, hard=True)
    dot("Documents/.localized", b"", 1000)
    dot("Documents/.DS_Store", ds, 2)

    # ------------------------------------------------------------ Desktop
    d = "Desktop"
    add(f"{d}/notas.txt", P, AST, 1, t_todo_run, hard=True)
    add(f"{d}/Sin título.txt", P, CAR, 4, t_seminar_notes, hard=True)
    add(f"{d}/Sin título 2.txt", P, "Running", 10, t_pace, hard=True)
    add(f"{d}/pendientes.docx", A, AST, 100, "Pendientes marzo: subir informe de avance año 2 a la plataforma "
        "ANID antes del 15; rendir boarding passes de Cork y Puerto Montt; pedir firma de Ricardo para la "
        "modificación de convenio del proyecto 3240517; comprar disco externo con fondos de operación.", hard=True)
    add(f"{d}/borrador.docx", P, AST, 2, t_response, hard=True)
    add(f"{d}/CV_FSoto_2026.pdf", A, CAR, 9, t_cv)
    add(f"{d}/referee_report_{MS1}.pdf", P, AST, 26, t_referee_own)
    add(f"{d}/lista.txt", P, "Travel", 6, "lista maleta San Pedro (1-6 julio)\n- parka, primera capa térmica, "
        "gorro y guantes para el Tatio (-10 °C)\n- bloqueador 50, lentes de sol, bálsamo labial\n- traje de baño "
        "para Puritama\n- cédulas, vouchers Layana, reserva hostal Lickana\n- cargador, frontal, binoculares\n")
    add(f"{d}/respuesta.txt", A, "Home", 95, "Sra. Patricia: le confirmo que transferí el arriendo de marzo con "
        "el reajuste ($520.000). El calefont sigue apagándose con el viento; ¿puede venir el técnico de Abastible "
        "el jueves? Dejo las llaves en conserjería del Mirador del Faro. Saludos, Francisca (depto 1204)", hard=True)
    for ts in ("2026-05-28 a las 14.32.10", "2026-05-30 a las 09.15.44", "2026-04-11 a las 22.03.51"):
        add(f"{d}/Captura de pantalla {ts}.png", R, "Photos", (NOW - datetime.strptime(ts[:10], "%Y-%m-%d")
                                                              .replace(tzinfo=NOW.tzinfo)).days, "")
    dot(f"{d}/.DS_Store", ds, 1)
    dot(f"{d}/.localized", b"", 1000)

    # ------------------------------------------------------------ Downloads (mess)
    d = "Downloads"
    add(f"{d}/document.pdf", A, "Health", 50, t_isapre_bono, hard=True)
    add(f"{d}/document (1).pdf", A, "Home", 34, t_cge, hard=True)
    add(f"{d}/document (2).pdf", A, "Finance", 24, t_tarjeta, hard=True)
    add(f"{d}/document (3).pdf", P, CAR, 12, t_ucn_invite, hard=True)
    add(f"{d}/descarga.pdf", A, "Finance", 76, t_retenciones, hard=True)
    add(f"{d}/descarga (1).pdf", A, "Dog", 65, t_vet, hard=True)
    add(f"{d}/descarga (2).pdf", A, "Car", 62, t_permiso(2026), hard=True)
    for i in range(4, 8):
        aid = ARXIV[i][0]
        add(f"{d}/{aid}v{1 + i % 2}.pdf", R, AST, r.uniform(5, 300), t_arxiv(i), hard=True)
    add(f"{d}/{ARXIV[0][0]}v1.pdf", R, AST, 400, t_arxiv(0), hard=True)
    add(f"{d}/export.csv", P, "Running", 3, t_strava, hard=True)
    add(f"{d}/export (1).csv", A, "Finance", 30, t_bank_export, hard=True)
    add(f"{d}/invite.ics", P, CAR, 12, t_ucn_ics, hard=True)
    add(f"{d}/invite (1).ics", P, AST, 40, t_obs_invite, hard=True)
    add(f"{d}/comprobante.pdf", A, "Home", 64, t_pago_arriendo, hard=True)
    add(f"{d}/comprobante (1).pdf", P, "Running", 48, t_inscripcion, hard=True)
    add(f"{d}/Reserva.pdf", P, "Travel", 30, t_hostal, hard=True)
    add(f"{d}/e-ticket.pdf", P, "Travel", 31, t_eticket, hard=True)
    add(f"{d}/scan0004.pdf", A, "Car", 626, t_padron, hard=True)
    add(f"{d}/scan0005.pdf", A, "Dog", 69, t_carnet_vacunas, hard=True)
    add(f"{d}/scan0007.pdf", X, "PhD", 1004, t_acta, hard=True)
    add(f"{d}/factura.pdf", A, "Dog", 208, t_vet, hard=True)
    add(f"{d}/boleta.pdf", A, "Car", 26, t_taller, hard=True)
    add(f"{d}/boleta (1).pdf", A, "Dog", 17, t_comida_perro, hard=True)
    add(f"{d}/boleta (2).pdf", A, "Finance", 0.5, t_boleta_hon(118), hard=True)
    add(f"{d}/Formulario.xlsx", A, AST, 150, t_rendicion, hard=True)
    add(f"{d}/Re_ consulta.eml", A, "Home", 93, t_landlord, hard=True)
    add(f"{d}/Fwd_ documentos.eml", P, AST, 9, t_coauthor2, hard=True)
    add(f"{d}/archivo.docx", P, CAR, 15, t_archivo_ref, hard=True)
    add(f"{d}/Untitled.pdf", P, AST, 11, t_obsplan, hard=True)
    add(f"{d}/data.csv", P, AST, 72, t_eso_targets, hard=True)
    add(f"{d}/output.txt", P, AST, 71, t_etc_txt, hard=True)
    add(f"{d}/query_result.csv", P, AST, 41, t_gaia_query, hard=True)
    add(f"{d}/resultados.csv", X, "Running", 419, t_santiago_result, hard=True)
    add(f"{d}/document (4).pdf", P, "Conferences", 27, t_garching_reg, hard=True)
    add(f"{d}/confirmation.pdf", P, "Conferences", 19, t_garching_hotel, hard=True)
    add(f"{d}/file.pdf", A, "Health", 239, t_dental, hard=True)
    add(f"{d}/documento.pdf", A, "Health", 47, t_kine, hard=True)
    add(f"{d}/doc_20260410.pdf", A, "Home", 51, t_gastos_comunes, hard=True)
    add(f"{d}/Sin título.docx", A, AST, 5, t_student_notes, hard=True)
    add(f"{d}/vouchers.pdf", P, "Travel", 14, t_tours, hard=True)
    add(f"{d}/mensaje.eml", A, AST, 39, t_anid_eml, hard=True)
    add(f"{d}/document (5).pdf", A, "Finance", 19, t_afp("enero-abril 2026"), hard=True)
    add(f"{d}/document (6).pdf", A, "Home", 66, t_aguas, hard=True)
    add(f"{d}/document (7).pdf", A, "Health", 186, t_receta, hard=True)
    add(f"{d}/scan0008.pdf", A, "Health", 84, lambda r, dt: f"ISAPRE COLMENA - Carta de adecuación\nEstimada {ME}, "
        "RUT " + RUT + ": a partir de su anualidad de marzo 2026 el precio base de su plan de salud Colmena Óptimo "
        "Regiones 2460 se ajusta de 2,98 UF a 3,11 UF. Puede optar a planes alternativos sin declaración de salud.",
        hard=True)
    add(f"{d}/adjunto.pdf", P, "Conferences", 74, "ESO - European Southern Observatory, Karl-Schwarzschild-Str. 2, "
        "Garching bei München\nDear Dr. Soto, on behalf of the Scientific Organising Committee of the workshop 'The "
        "Galactic Bulge at the Crossroads' (ESO Garching, 14-18 September 2026) I am pleased to invite you to give "
        "an invited review talk on RR Lyrae stars. ESO will waive your registration fee if needed.", hard=True)
    add(f"{d}/pedido.pdf", A, "Home", 120, t_lipigas, hard=True)
    add(f"{d}/notas reunión.txt", A, AST, 41, t_group_meeting, hard=True)
    add(f"{d}/Receta sopaipillas.pdf", R, "Cooking", 340, RECIPES[1][1])
    add(f"{d}/IMG_4471.jpg", R, "Photos", 6, "exif")
    add(f"{d}/IMG_4502.HEIC", R, "Photos", 3, "")
    add(f"{d}/WhatsApp Image 2026-05-17 at 19.22.03.jpeg", R, "Photos", 15, "exif")
    add(f"{d}/finding_chart_dss.png", P, AST, 6, "")
    for name, head, n, age in (("SAOImageDS9_8.6_arm64.dmg", b"\x78\x01\x73\x0d\x62\x62\x60", 4000, 200),
                               ("Anaconda3-2025.06-1-MacOSX-arm64.pkg", b"xar!\x00\x1c\x00\x01", 5000, 330),
                               ("zoomusInstallerFull.pkg", b"xar!\x00\x1c\x00\x01", 3000, 120),
                               ("Spotify.dmg", b"\x78\x01\x73\x0d\x62\x62\x60", 2500, 600),
                               ("topcat-full.jar", b"PK\x03\x04\x14\x00\x08\x08", 3000, 260),
                               ("GoogleChrome.dmg", b"\x78\x01\x73\x0d\x62\x62\x60", 2500, 800)):
        add(f"{d}/{name}", R, "Software", age, _blob(r, head, n))
    add(f"{d}/Anaconda3-2026.03-MacOSX-arm64.pkg.crdownload", L, "System", 0.2, _blob(r, b"xar!\x00\x1c", 2000))
    add(f"{d}/gaia_dr3_bulge_rrl.fits.part", L, "System", 1, _blob(r, b"SIMPLE  =                    T", 1500))
    add(f"{d}/Garmin_Express.dmg.crdownload", L, "System", 9, _blob(r, b"\x78\x01\x73\x0d", 1500))
    dot(f"{d}/.DS_Store", ds, 0.5)

    # ------------------------------------------------------------ Pictures (Resources Photos)
    d = "Pictures"
    for i, age in enumerate((3, 12, 20, 41, 77, 130, 200, 260, 340, 410, 530, 610)):
        ext = "HEIC" if i % 3 else "jpg"
        photo(f"{d}/{(NOW - timedelta(days=age)).year}/IMG_{4500 - i * 83}.{ext}", R, "Photos", age)
    for i, age in enumerate((25, 160, 300, 700)):
        photo(f"{d}/Halley/halley_{i + 1:02d}.jpg", R, "Photos", age)
    for i, age in enumerate((380, 390, 720)):
        photo(f"{d}/Cielo/via_lactea_tololo_{i + 1}.jpg", R, "Photos", age)
    photo(f"{d}/Cielo/eclipse_anular_2024.png", R, "Photos", 606)
    photo(f"{d}/Cielo/eclipse_2019_La_Higuera.jpg", R, "Photos", 2526)

    # ------------------------------------------------------------ old iPhone backup (Archive Backup)
    d = "Respaldo iPhone 2022"
    for i, age in enumerate((1300, 1310, 1330, 1400, 1480, 1500)):
        ext = "HEIC" if i % 2 else "JPG"
        photo(f"{d}/DCIM/100APPLE/IMG_{1200 + i * 17}.{ext}", X, "Backup", age)
    add(f"{d}/Notas/notas.txt", X, "Backup", 1290, OLD_NOTES)
    add(f"{d}/WhatsApp/chat_grupo_doctorado.txt", X, "Backup", 1295, "[12/03/22 10:14] Carolina: Reunión del grupo "
        "movida al jueves\n[12/03/22 10:20] Fran: ok! llevo los espectros MIKE nuevos\n")

    # ------------------------------------------------------------ old Lenovo notebook backup (Archive Backup + Left)
    d = "Respaldo notebook Lenovo"
    add(f"{d}/Mis documentos/Tarea 3 Astrofisica Estelar.docx", X, "Backup", 2500, "Tarea 3 - Astrofísica Estelar "
        "(ayudantía) - estructura de una estrella politrópica n=3")
    add(f"{d}/Mis documentos/presupuesto depto Ñuñoa 2019.xlsx", X, "Backup", 2450,
        "Ítem;Monto\nArriendo;$380.000\nGastos comunes;$55.000\nLuz Enel;$22.000\nInternet VTR;$19.990\n")
    add(f"{d}/Mis documentos/carta beca doctorado.pdf", X, "Backup", 2910, "Carta de aceptación - Beca de Doctorado "
        "Nacional 2018 - Francisca Soto Alvarado")
    ini = "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-2177{}\r\n"
    add(f"{d}/Mis documentos/desktop.ini", L, "System", 2400, ini.format(0).encode("utf-16"))
    add(f"{d}/Mis imágenes/desktop.ini", L, "System", 2400, ini.format(9).encode("utf-16"))
    for i, age in enumerate((2600, 2650, 2700)):
        photo(f"{d}/Mis imágenes/DSC0{4410 + i * 9}.JPG", X, "Backup", age)
    add(f"{d}/Mis documentos/Thumbs.db", L, "System", 2420, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 900))
    add(f"{d}/Mis imágenes/Thumbs.db", L, "System", 2390, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))

    return items
