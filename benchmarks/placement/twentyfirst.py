"""A twenty-first labelled corpus: a retired teacher's MacBook in Cape Town, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at any benchmark
script or at any placement result. Only the docstring of ``unseen.py`` (for the way labelling rules are
written), its small helpers (``_d``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``,
``_blob``) and the mechanics of its ``build()`` (``write``/``encode``/``add``/``dot``), the ``Item`` dataclass,
``NOW``, ``NOW_S``, ``_pdf`` and ``_jpeg`` from ``corpus.py`` and ``_docx``, ``_png`` and ``HEIC_HEAD`` from
``blind.py`` were read (one ``sed`` range on ``corpus.py`` also showed, by accident, the first few lines of its
``NAMED`` seed dict; nothing from them was used). The files and labels follow what this person would have on her disk.

The person: Margaret ("Maggie") van der Berg, 67, lives alone at 17 Alma Road, Rondebosch, Cape Town, in
the house she and her husband Pieter bought in 1988. She taught history for 37 years at Liesbeek High
School in Rondebosch (1982-2019) and retired at the end of 2019 with a pension from the Government
Employees Pension Fund (GEPF). Pieter, a civil engineer, died in June 2021; his estate was wound up with
the help of Van Wyk & Partners attorneys, Maggie as executrix, and the Master of the High Court (Cape
Town) accepted the final liquidation and distribution account in 2023. Her daughter Karin lives in
Stellenbosch with her husband Willem and their baby Liesl, christened at St Paul's in March 2025; her son
Daniel lives in London. Maggie's life now: SARS eFiling every winter (IRP5 from GEPF, IT3(b) interest
certificates from Nedbank), a Discovery Health medical-aid plan and the follow-ups of the right hip
replacement she had at Life Vincent Pallotti Hospital in March 2025, the house with its City of Cape Town
account, insurance, armed response, gardener and her domestic worker Nomsa, and a 2017 Toyota Corolla.
Every Tuesday and Thursday morning she tutors Grade 3 readers at Nomzamo Primary School in Langa for the
Ukufunda Reading Trust (weekly schedules, learner progress notes, reading-level records). She belongs to
"The Thursday Readers" book club (she keeps the reading list and the hosting rota) and co-leads the
bereavement group "Walking Through Grief" at St Paul's Anglican Church, Rondebosch.

Three things are under way now. She is downsizing: 17 Alma Road is on the market with Harcourt & Meyer
Properties (sole mandate signed February 2026, an offer accepted in April, transfer through Steyn
Abrahams Inc. expected in July), and she has signed an offer to purchase Unit 14 in Oakhurst Retirement
Village, Pinelands (occupation in August 2026); there are compliance certificates, moving quotes, floor
plans and long what-to-keep lists. She is writing a memoir of her teaching years (working title "Chalk
Dust and Chapters": chapter drafts in several versions, an outline, research notes, scanned school photos,
permission letters from former pupils, and comments from her freelance editor Ruth Adendorff; her nephew
Jaco set up a tiny Python word-count tool for her). And she is going to the Netherlands from 8 to 29
September 2026 to visit her late husband's cousins Anneke and Joost de Vries in Deventer (KLM flights, a
Schengen visa through VFS Global, travel insurance, an itinerary, letters in Dutch).

Her MacBook is tidy in places and chaotic in others: ``Documents/`` has proper folders, but ``Downloads/``
is full of ``document (3).pdf``, ``download.pdf`` and ``attachment.pdf``; the Canon scanner drops
``scan0017.pdf`` files into ``Scans/``; the Desktop has ``untitled.txt`` and screenshots; there is a
``Documents/misc/`` and a ``Documents/New folder/``; year folders ``Documents/2023/`` and ``Documents/2025/``
hold whatever she saved in a hurry; and ``Old laptop backup 2019/`` is the copy of her old Windows school
laptop, with its ``desktop.ini`` and ``Thumbs.db``. Text is English, with Afrikaans (Pieter's family, old
family letters, some hymns and recipes) and Dutch (the cousins).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age.
  Downsizing -- selling 17 Alma Road and buying the Pinelands retirement flat (agent mandate, valuations,
  offers to purchase, conveyancer letters, compliance certificates, flat floor plans and levies, moving
  quotes, keep/give-away lists, the agent's photos of the house) -- topic Home; the memoir (chapter drafts,
  outline, editor's comments, research, permissions, the school photos scanned for it, the word-count
  tool with its ``pyproject.toml``) -- topic Writing, even a 2024 outline; the Netherlands trip of
  September 2026 (flights, visa, insurance, itinerary, cousins' letters about the visit) -- topic Travel.
- **Areas**: responsibilities with no end, whatever the document's age: pension (GEPF slips and benefit
  statements, including the 2019 retirement-benefit paperwork, since the pension is still paid), SARS
  returns and certificates, bank, budget, savings (Finance); medical aid, GP, the hip-replacement
  operation and its follow-ups, physio, prescriptions, eyes and teeth (Health); the house's municipal
  account and rates, insurance, alarm, gardener, domestic worker, repairs (Home); the car (Car); the
  reading-tutor volunteering (Tutoring); the book club she organises (Book Club); the church bereavement
  group (Church). A 2023 tax assessment or last year's tutoring schedule is still an Area.
- **Resources**: reference and interests kept by subject: history ebooks and articles (History); novels
  and other ebooks (Books); guides on memoir writing (Writing -- reference, not the memoir itself);
  recipes (Cooking); fynbos and gardening notes (Gardening); hymn MP3s and other music (Music); family
  photos, phone imports, WhatsApp images and screenshots (Photos); the old Afrikaans family letters and the
  family tree (Family); appliance and device manuals (Home); installers (Software).
- **Archive**: finished projects and ended responsibilities, however recently a file was touched: Pieter's
  estate, finalised 2023 (Estate); her teaching career, ended 2019 -- lesson plans, exam papers, reports,
  the retirement letter and farewell, the old school laptop's files (Teaching); the 2024 Garden Route road
  trip and the 2018 Holland trip (Travel); Liesl's christening in March 2025 (Family); the 2023 solar and
  inverter installation at the house (Home). Photos documenting these take the same bucket and topic.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``) -- topic System. Dot files (``.DS_Store``, ``.~lock...#``) are
  written but not labelled.

Topics are subjects (the downsizing is ``Home`` like the rates; the Netherlands trip is ``Travel`` like
past trips). ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/document (3).pdf``, ``Desktop/untitled.txt``, ``Scans/scan0042.pdf``,
``Documents/misc/notes.docx``): only its text can place it. Images are never hard. Dates are relative to
``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
import shutil
import tempfile
from collections import Counter
from datetime import timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _d, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400

# --------------------------------------------------------------------------- small helpers


def _r(r: random.Random, lo: float, hi: float) -> str:
    """A rand amount the way South African statements print it: R 12 345.67."""
    return "R " + f"{r.uniform(lo, hi):,.2f}".replace(",", " ")


def _pick(r: random.Random, k, options: list):
    return options[k] if k is not None else r.choice(options)


def _long(dt) -> str:
    return f"{dt.day} {dt.strftime('%B %Y')}"


def _eml(frm: str, to: str, subject: str, dt, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt.strftime('%a, %d %b %Y')} 09:14:00 +0200\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


MAGGIE = "Margaret van der Berg"
ADDR = "17 Alma Road, Rondebosch, 7700"
MAIL = "Maggie van der Berg <maggie.vdberg@gmail.com>"
LEARNERS = ["Lwazi", "Siphokazi", "Anathi", "Iviwe", "Luthando", "Onwaba", "Asemahle", "Lithemba", "Yonela", "Sinoxolo"]

# --------------------------------------------------------------------------- Finance (Areas)


def t_gepf_slip(r, dt):
    gross = r.uniform(27800, 29400)
    paye = gross * 0.17
    med = 2960.0
    return (f"GOVERNMENT EMPLOYEES PENSION FUND\nAdministered by the Government Pensions Administration Agency (GPAA)\n"
            f"Private Bag X63, Pretoria, 0001  |  Call centre 0800 117 669\n\nPENSION PAYMENT ADVICE - {dt.strftime('%B %Y').upper()}\n"
            f"Member: MRS M VAN DER BERG   Pension number: 0 7738 2105 4\nPersal (former): 51904472   Benefit: Annuity (retirement 31/12/2019)\n"
            f"Payment date: {dt.replace(day=15).strftime('%d/%m/%Y')}   Bank: Nedbank ****4418\n\n"
            f"Monthly annuity                R {gross:,.2f}\nPAYE (SARS)                   -R {paye:,.2f}\n"
            f"Medical aid (Discovery) - no deduction, paid by member\nGEPF post-retirement medical subsidy  R {med:,.2f}\n"
            f"NET PAYMENT                    R {gross - paye + med:,.2f}\n\n"
            "The annual increase of 5.5% was applied from 1 April.\n").replace(",", " ")


def t_gepf_benefit(r, dt):
    return (f"GEPF - ANNUAL PENSIONER BENEFIT STATEMENT {dt.year}\nMrs Margaret van der Berg, ID 590314 0093 08 7\n{ADDR}\n\n"
            "Type of benefit: Retirement annuity (Section 16 of the GEP Law)\nPensionable service: 37 years 0 months\n"
            f"Date of retirement: 31 December 2019\nCurrent monthly annuity: {_r(r, 27500, 29400)}\n"
            f"Annual bonus (13th cheque): {_r(r, 13000, 14500)} payable in your birth month\n"
            "Spouse's pension: not applicable (spouse deceased 2021)\nFuneral benefit: R 15 000 on your death\n\n"
            "Please confirm your banking details and proof of life each year at any GPAA walk-in centre.\n")


def t_gepf_retire(r, dt):
    return ("GEPF / GPAA - EXIT NOTIFICATION AND BENEFIT CALCULATION\nWestern Cape Education Department - Persal 51904472\n"
            "Member: M van der Berg (Educator, Liesbeek High School)\nReason for exit: Retirement at own request (age 60)\n"
            "Date of exit: 31/12/2019\nPensionable service: 37 years\n"
            f"Gratuity (lump sum): {_r(r, 910000, 980000)}  Tax directive IRP3(a) applied: {_r(r, 90000, 120000)}\n"
            f"Monthly annuity from 01/01/2020: {_r(r, 22000, 23500)}\n"
            "Please retain this notice. Annuity increases are granted every 1 April.\n")


def t_irp5(r, dt):
    y = dt.year
    gross = r.uniform(335000, 352000)
    return (f"IRP5 / IT3(a) EMPLOYEE TAX CERTIFICATE  -  Tax year {y}  (01/03/{y - 1} - 28/02/{y})\n"
            "Employer: GOVERNMENT EMPLOYEES PENSION FUND  PAYE ref 7410712345\n"
            "Employee: VAN DER BERG MARGARET  ID 5903140093087  Tax ref 0847 112 63 5\n"
            f"3603 Pension                                    {gross:,.2f}\n"
            f"3810 Medical scheme fees - not deducted          0.00\n"
            f"4102 PAYE                                       {gross * 0.165:,.2f}\n"
            f"Periods in year: 12   Certificate no. {r.randint(10**9, 10**10 - 1)}\n").replace(",", " ")


def t_it3b(r, dt):
    y = dt.year
    return (f"NEDBANK - IT3(b) CERTIFICATE OF INVESTMENT INCOME  Tax year {y}\nMrs M van der Berg   Tax ref 0847 112 63 5\n\n"
            "Account                         Interest earned\n"
            f"JustInvest fixed deposit *7730  {_r(r, 31000, 36000)}\n"
            f"Money Market *2214              {_r(r, 12000, 16000)}\nSavvy Bundle cheque *4418        {_r(r, 300, 900)}\n\n"
            "Local interest is exempt up to R 34 500 for persons 65 and older. Declare under 4201.\n")


def t_ita34(r, dt):
    y = dt.year
    return (f"SOUTH AFRICAN REVENUE SERVICE\nNotice of Assessment (ITA34)  -  Year of assessment {y - 1}\n"
            f"Taxpayer: MRS M VAN DER BERG   Reference 0847112635   Date of assessment {_d(dt)}\n\n"
            f"Taxable income                 {_r(r, 338000, 360000)}\nNormal tax                     {_r(r, 62000, 70000)}\n"
            "Primary rebate                  R 17 235.00\nSecondary rebate (65+)          R 9 444.00\n"
            f"Medical scheme fees tax credit  {_r(r, 8400, 9000)}\nAdditional medical expenses credit {_r(r, 1200, 5500)}\n"
            f"PAYE (IRP5)                    {_r(r, 55000, 60000)}\n"
            f"Amount refundable: {_r(r, 1500, 7800)}  to Nedbank ****4418 within 72 hours\n"
            "If you disagree you may lodge an objection (NOO) within 80 business days via eFiling.\n")


def t_itr12_notes(r, dt):
    return (f"eFiling {dt.year} - return notes ({_d(dt)})\n\n- IRP5 from GEPF came through automatically (auto-assessment? no, SMS said I must file)\n"
            "- IT3(b) Nedbank interest: check total, under R34 500 exemption?\n"
            f"- Discovery tax certificate: contributions {_r(r, 68000, 74000)}, out-of-pocket {_r(r, 9000, 21000)}\n"
            "- Hip op co-payment and physio not covered - keep receipts for 'qualifying medical expenses'\n"
            "- Donations to Ukufunda (section 18A receipt) - upload\n- Password reset again. Security question = first school.\n")


def t_nedbank(r, dt):
    bal = r.uniform(28000, 64000)
    lines = []
    for _ in range(9):
        day = r.randint(1, 27)
        what, amt = r.choice([("GEPF PENSION", r.uniform(23000, 25500)), ("DISCOVERY HEALTH DEBIT", -r.uniform(5800, 6300)),
                              ("CITY OF CAPE TOWN", -r.uniform(3300, 4600)), ("WOOLWORTHS CAVENDISH", -r.uniform(180, 1400)),
                              ("CLICKS RONDEBOSCH", -r.uniform(90, 700)), ("ADT SECURITY", -r.uniform(590, 640)),
                              ("SHELL CLAREMONT", -r.uniform(600, 1000)), ("ST PAULS CHURCH PLEDGE", -500.0),
                              ("NOMSA DLAMINI WAGES", -r.uniform(4200, 4600)), ("CHECKERS RONDEBOSCH", -r.uniform(300, 1900))])
        bal += amt
        lines.append(f"{day:02d}/{dt.month:02d}  {what:<28} {amt:>12,.2f}  {bal:>12,.2f}")
    return (f"Nedbank Savvy Bundle - Statement {dt.strftime('%B %Y')}\nMRS M VAN DER BERG  Account 1174 224 418\n\n"
            "Date   Description                        Amount        Balance\n" + "\n".join(lines).replace(",", " ") + "\n")


def t_budget(r, dt):
    rows = ["Item;Monthly;Notes", f"GEPF pension (net);{r.randint(24100, 25400)};after PAYE",
            f"Interest (fixed deposit);{r.randint(3300, 4200)};", f"Discovery Classic Priority;{r.randint(5800, 6300)};",
            f"City of Cape Town (rates, water, elec);{r.randint(3500, 4700)};", "ADT armed response;615;",
            "Nomsa (2 days/week);4400;+ UIF", "Garden service;1200;Patrick, fortnightly", f"Groceries;{r.randint(4500, 6000)};",
            "Car (fuel, insurance);2150;", "Church pledge;500;", "Book club / outings;400;", "Savings to TFSA;3000;annual limit R36 000"]
    return "\n".join(rows)


def t_tfsa(r, dt):
    return (f"Satrix / EasyEquities Tax-Free Savings Account - Annual statement to {dt.strftime('%d %B %Y')}\n"
            "Holder: Margaret van der Berg\n"
            f"Contributions this tax year: R 36 000.00 (limit reached)\nLifetime contributions: R {r.randint(190, 230)} 000.00 of R 500 000\n"
            f"Holdings: Satrix MSCI World ETF {_r(r, 110000, 150000)}; Satrix 40 {_r(r, 60000, 90000)}\n"
            "No tax is payable on interest, dividends or capital gains in this account.\n")


def t_sars_letter(r, dt):
    return (f"{ADDR}\n{_long(dt)}\n\nSouth African Revenue Service\nCape Town Branch, 22 Hans Strijdom Avenue\n\n"
            "Dear Sir / Madam\n\nTaxpayer reference 0847 112 63 5 - request for correction of assessment\n\n"
            "My assessment does not include the additional medical expenses tax credit for my hip replacement. "
            "I attach the Discovery tax certificate and the hospital co-payment receipts. I am 67 years old and "
            "my only income is my GEPF pension and interest.\n\nYours faithfully\nMargaret van der Berg\n")


# --------------------------------------------------------------------------- Health (Areas)


def t_discovery_stmt(r, dt):
    rows = []
    for _ in range(4):
        who, amt = r.choice([("Dr F Hendricks (GP)", r.uniform(520, 780)), ("Clicks Pharmacy - chronic", r.uniform(380, 950)),
                             ("Rondebosch Physio - C Martin", r.uniform(480, 690)), ("Dr A Pillay (orthopaedic)", r.uniform(1100, 1900)),
                             ("Lancet Laboratories", r.uniform(300, 1200)), ("Spec-Savers Cavendish", r.uniform(900, 2600))])
        paid = amt * r.choice([1.0, 1.0, 0.8, 0.0])
        rows.append(f"{who:<32} claimed R {amt:9.2f}  paid R {paid:9.2f}  {'from Medical Savings Account' if paid else 'member to pay'}")
    return (f"Discovery Health Medical Scheme - Claims statement {dt.strftime('%B %Y')}\nMain member: MRS M VAN DER BERG  "
            "Membership 174 552 906  Plan: Classic Priority\n\n" + "\n".join(rows) +
            f"\n\nMedical Savings Account balance: {_r(r, 1500, 9000)}\nAbove Threshold Benefit: not yet reached\n")


def t_discovery_cert(r, dt):
    return (f"DISCOVERY HEALTH MEDICAL SCHEME - TAX CERTIFICATE {dt.year}\nMember: Margaret van der Berg  No 174552906\n"
            f"Contributions paid 1 March {dt.year - 1} - 28 February {dt.year}: {_r(r, 68000, 74000)}\n"
            f"Claims not paid by the scheme (out-of-pocket): {_r(r, 4000, 22000)}\nDependants: none\n"
            "Use this certificate for your ITR12 medical deductions.\n")


def t_discovery_benefits(r, dt):
    return (f"Classic Priority {dt.year} - your benefits at a glance\nMonthly contribution, main member: {_r(r, 5900, 6400)}\n"
            "Hospital cover: unlimited in any private hospital\nMedical Savings Account: 25% of contribution\n"
            "Chronic Illness Benefit: hypertension, hypercholesterolaemia (approved)\n"
            "Joint replacement: covered at a network provider; R 31 300 co-payment for non-network hip prosthesis\n"
            "Screening and prevention: mammogram, bone density (65+), flu vaccine\n")


def t_hip_op(r, dt):
    return ("Life Vincent Pallotti Hospital, Alexandra Road, Pinelands\nDISCHARGE SUMMARY\n"
            "Patient: Mrs Margaret van der Berg  DOB 14/03/1959  Folder VP-3390172\n"
            "Admitted 10/03/2025  Discharged 14/03/2025  Surgeon: Dr A. Pillay, orthopaedic surgeon\n"
            "Procedure: Right total hip arthroplasty (uncemented), posterior approach\n"
            "Course: uneventful. Mobilised day 1 with walker. Wound clean.\n"
            "Discharge medication: Clexane 40 mg daily x 28 days, Celebrex 200 mg, Panado as needed\n"
            "Follow-up: Dr Pillay rooms at 6 weeks with X-ray; physiotherapy 3x/week.\nPrecautions: no hip flexion past 90 degrees, no crossing legs.\n")


def t_hip_followup(r, dt):
    months = r.choice([3, 6, 12])
    return (f"Dr Andrew Pillay  MBChB FC Orth (SA)\nSuite 12, Vincent Pallotti Medical Centre, Pinelands\n{_long(dt)}\n\n"
            f"Dear Dr Hendricks\n\nRe: Mrs M van der Berg - {months} months after right THA\n\n"
            "I saw Mrs van der Berg today. She walks without a stick and has returned to gardening. Range of motion is good, "
            "there is mild trochanteric tenderness. The X-ray shows a well-fixed prosthesis without subsidence.\n"
            f"Plan: continue home exercises, review in {'6 months' if months < 12 else '2 years'} with X-ray.\n\nKind regards\nA. Pillay\n")


def t_xray(r, dt):
    return (f"Morton & Partners Radiology - Pinelands\nReport date {_d(dt)}\nPatient: VAN DER BERG, Margaret  Ref Dr A Pillay\n"
            "Examination: AP pelvis and lateral right hip\nFindings: Right uncemented total hip replacement in satisfactory position. "
            "No lucency around the acetabular cup or femoral stem. No heterotopic ossification. Mild degenerative change left hip.\n"
            "Conclusion: Satisfactory appearance.\n")


def t_physio(r, dt):
    return ("Rondebosch Physiotherapy - Claire Martin\nHome programme - right hip (post THA)\n\n"
            "1. Clams, 3 x 15 each side (band: green)\n2. Bridging, hold 5 s, x 15\n3. Sit-to-stand from low chair, x 10\n"
            "4. Side-lying hip abduction x 12\n5. Step-ups on bottom stair x 10 each leg\n"
            f"Walk 30 min daily (Liesbeek river path is perfect). Next session {_d(dt + timedelta(days=14))}.\n")


def t_gp(r, dt):
    return (f"Rondebosch Medical Centre - Dr Fatima Hendricks\nConsultation {_d(dt)}\nPatient: Mrs M van der Berg, 67\n"
            f"BP {r.randint(128, 146)}/{r.randint(76, 88)}. Cholesterol on statin, total {r.uniform(4.4, 5.6):.1f} mmol/L.\n"
            "Repeat chronic script 6 months: Amlodipine 5 mg, Simvastatin 20 mg, Calcium + Vit D.\n"
            "Bone density due (65+). Flu vaccine given left arm.\n")


def t_eyes(r, dt):
    return (f"Spec-Savers Cavendish Square\nEye examination {_d(dt)}  Mrs M van der Berg\n"
            f"R: +{r.uniform(1, 2.5):.2f} / -0.50 x 90  Add +2.50\nL: +{r.uniform(1, 2.5):.2f} / -0.75 x 85  Add +2.50\n"
            "Early cataract changes both eyes, not yet affecting vision. IOP normal. Recall 12 months.\n"
            f"Varifocals quoted {_r(r, 4500, 7800)} - claim Discovery MSA.\n")


# --------------------------------------------------------------------------- Home, Car (Areas)


def t_coct(r, dt):
    rates = r.uniform(1650, 1780)
    water, sew, ref, el = r.uniform(380, 720), r.uniform(300, 460), 448.5, r.uniform(900, 1700)
    tot = rates + water + sew + ref + el
    return (f"CITY OF CAPE TOWN - MUNICIPAL ACCOUNT\nAccount number 401 887 2295   Statement date {_d(dt)}\n"
            f"MRS M VAN DER BERG, {ADDR}\nErf 55217 Rondebosch   Municipal valuation R 6 450 000\n\n"
            f"Property rates (after R 300 000 exclusion)   R {rates:9.2f}\nWater (consumption {r.randint(9, 16)} kl)  R {water:9.2f}\n"
            f"Sewerage                                R {sew:9.2f}\nRefuse removal                          R {ref:9.2f}\n"
            f"Electricity ({r.randint(280, 520)} kWh, Home User)      R {el:9.2f}\nTOTAL DUE                               R {tot:9.2f}\n"
            f"Due date {_d(dt + timedelta(days=21))}. Pay at any City cash office or via EFT, reference 4018872295.\n")


def t_rates_rebate(r, dt):
    return ("City of Cape Town - Rates rebate for senior citizens and disabled persons\n"
            f"Application year {dt.year}/{dt.year + 1}\nApplicant: Margaret van der Berg, ID 590314 0093 08 7\n"
            f"Property: Erf 55217, {ADDR}\nGross monthly household income: {_r(r, 26000, 29000)} (GEPF pension + interest)\n"
            "Attached: GEPF payment advice, Nedbank statements (3 months), ID copy.\n"
            "Note: the income threshold is R 22 000 per month for the full rebate; partial rebate may apply.\n")


def t_home_ins(r, dt):
    return (f"Old Mutual Insure - Policy schedule (renewal {_d(dt)})\nPolicyholder: Mrs M van der Berg  Policy HOM-77 104 552\n"
            f"Risk address: {ADDR}\nBuildings sum insured: R 4 850 000   Contents: R 780 000\n"
            "All risks (specified): wedding ring, Pieter's watch, MacBook Air (see annexure)\n"
            f"Monthly premium: {_r(r, 1150, 1420)}   Excess: R 2 500 (buildings), R 1 500 (contents)\n"
            "Security warranty: armed response and burglar bars on all opening windows.\n")


def t_adt(r, dt):
    return (f"ADT Security - Tax invoice {r.randint(90000000, 99999999)}  {_d(dt)}\nCustomer 3302 118 (M van der Berg), {ADDR}\n"
            f"Armed response and monitoring, {dt.strftime('%B %Y')}   R 615.00 (VAT incl.)\n"
            "Panic button battery replaced at service visit. Test your panic buttons monthly.\n")


def t_garden_invoice(r, dt):
    return (f"GREEN FINGERS GARDEN SERVICES\nPatrick Arendse  |  082 551 3094  |  Claremont\nINVOICE {r.randint(300, 900)}   {_d(dt)}\n"
            f"To: Mrs van der Berg, {ADDR}\n\nFortnightly garden service x2 (lawn, edges, beds)   R 1 200.00\n"
            f"Cut back restios and pincushions at front; {r.choice(['took away 3 bags', 'compost added to beds', 'pruned the plumbago'])}\n"
            "Thank you, please pay by EFT. Capitec 1453 889 201\n")


def t_nomsa_payslip(r, dt):
    return (f"Payslip - domestic worker  {dt.strftime('%B %Y')}\nEmployer: Margaret van der Berg, {ADDR}\n"
            "Employee: Nomsa Dlamini  ID 780622 0441 08 2  UIF ref 2218874/3\n"
            "Days worked: Monday & Thursday, 8 days x 8 hours\n"
            "Gross wage: R 4 480.00  (above national minimum wage)\nUIF employee 1%: -R 44.80\nNet paid: R 4 435.20\n"
            "Employer UIF 1%: R 44.80 (paid via uFiling)\nLeave taken this month: 0 days. Balance annual leave 11 days.\n")


def t_plumber(r, dt):
    return (f"Southern Suburbs Plumbing cc\nTax invoice SSP-{r.randint(2000, 4000)}   {_d(dt)}\nClient: Mrs M van der Berg, {ADDR}\n\n"
            f"Call-out                                   R 650.00\nReplace geyser thermostat and element (150 l Kwikot)  {_r(r, 1800, 2400)}\n"
            "Fix dripping outside tap at kitchen\nPlumbing COC not required for this repair.\n")


def t_car_licence(r, dt):
    return (f"Western Cape Government - Motor vehicle licence renewal notice (MVL2)\nOwner: M VAN DER BERG\n"
            "Vehicle: TOYOTA COROLLA 1.6 PRESTIGE 2017, silver   Registration CA 558-914\nVIN AHTBB3JE900112233\n"
            f"Licence expiry: {dt.strftime('%m/%Y')}   Licence fee R 612.00  + transaction fee\n"
            "Renew at the Rondebosch post office or online at www.natis.gov.za\n")


def t_car_service(r, dt):
    return (f"Toyota Claremont - Workshop invoice {r.randint(170000, 190000)}  {_d(dt)}\nCustomer: Mrs M van der Berg  Corolla CA 558-914\n"
            f"Odometer {r.randint(61000, 78000)} km  -  Minor service (oil, filters, brake check)\n"
            f"Parts {_r(r, 1400, 2100)}   Labour {_r(r, 1300, 1700)}\nFront wiper blades replaced. Rear tyres 3 mm: replace within 10 000 km.\n")


def t_car_ins(r, dt):
    return (f"Old Mutual Insure - Motor schedule  {_d(dt)}\nInsured: M van der Berg   Vehicle: 2017 Toyota Corolla 1.6 Prestige\n"
            f"Retail value R {r.randint(168, 196)} 000   Cover: comprehensive, regular driver 67, no claims 9 years\n"
            f"Premium {_r(r, 780, 930)} per month. Excess R 5 000. Car hire 30 days.\n")


# --------------------------------------------------------------------------- Tutoring (Areas)


def t_tutor_schedule(r, dt):
    ls = r.sample(LEARNERS, 6)
    mon = dt - timedelta(days=dt.weekday())
    return (f"Ukufunda Reading Trust - Nomzamo Primary, Langa\nTutor: Maggie van der Berg   Week of {_d(mon)}\n\n"
            f"TUESDAY {_d(mon + timedelta(days=1))}\n 08:15 {ls[0]} (Gr 3B)\n 08:45 {ls[1]} (Gr 3B)\n 09:15 {ls[2]} (Gr 3A)\n"
            f"THURSDAY {_d(mon + timedelta(days=3))}\n 08:15 {ls[3]} (Gr 3A)\n 08:45 {ls[4]} (Gr 3C)\n 09:15 {ls[5]} (Gr 3C)\n\n"
            "Sign in at the office with Mrs Mthembu. Library corner room 4. Bring the Level 5 readers back.\n")


def t_tutor_progress(r, dt):
    who = r.choice(LEARNERS)
    return (f"Learner progress note - {who}, Grade 3 (Nomzamo Primary)\nDate: {_d(dt)}   Tutor: M. van der Berg\n\n"
            f"Book: {r.choice(['Funda and the Red Ball', 'The Lost Goat', 'Sipho Goes to Town', 'Big Bad Wolf (Level 6)'])}\n"
            f"Words correct per minute: {r.randint(28, 72)} (last time {r.randint(20, 60)})\n"
            "Decoding: good with CVC words, still guessing at 'th' and 'ch' blends.\n"
            "Comprehension: retold the story in isiXhosa first, then in English with help.\n"
            "Next time: sight words list 3; let the learner choose the book; praise effort.\n")


def t_tutor_scores(r, dt):
    rows = ["Learner;Class;Term 1 WCPM;Term 2 WCPM;Reading level;Comment"]
    for n in LEARNERS[:8]:
        a = r.randint(18, 55)
        rows.append(f"{n};3{r.choice('ABC')};{a};{a + r.randint(2, 18)};{r.randint(3, 8)};{r.choice(['steady', 'big jump', 'absent often', 'needs glasses?', 'loves animal books'])}")
    return "\n".join(rows)


def t_tutor_mail(r, dt):
    return _eml("Zodwa Mthembu <zodwa.mthembu@ukufunda.org.za>", MAIL, "Tutors - schedule change next week", dt,
                "Dear tutors\n\nNext Thursday the Grade 3s write their systemic test, so there will be no reading sessions. "
                "Tuesday is as usual. Please also return your learner progress folders by the end of term so that the "
                "teachers can see them.\n\nThank you for everything you do for our children.\nZodwa\nVolunteer coordinator, Ukufunda Reading Trust")


def t_tutor_agreement(r, dt):
    return ("UKUFUNDA READING TRUST - Volunteer tutor agreement\nVolunteer: Margaret van der Berg\n"
            "School: Nomzamo Primary School, Langa   Days: Tuesday and Thursday, 08:00-10:00\n"
            "I agree to: respect learners' privacy, never be alone with a learner behind a closed door, keep progress notes, "
            "and give two weeks' notice of absence. Police clearance certificate attached (SAPS, valid 2 years).\n"
            f"Signed at Cape Town on {_d(dt)}\n")


# --------------------------------------------------------------------------- Book Club, Church (Areas)

NOVELS = [("The Promise", "Damon Galgut"), ("Agaat", "Marlene van Niekerk"), ("The Heart of Redness", "Zakes Mda"),
          ("Lessons in Chemistry", "Bonnie Garmus"), ("Demon Copperhead", "Barbara Kingsolver"),
          ("The Covenant of Water", "Abraham Verghese"), ("Cry, the Beloved Country", "Alan Paton"),
          ("Small Things Like These", "Claire Keegan"), ("Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin")]


def t_bookclub_list(r, dt):
    hosts = ["Maggie", "Val", "Rashida", "Elsabe", "Joan", "Thandi", "Helen", "Wendy", "Marietjie"]
    books = r.sample(NOVELS, 8)
    lines = [f"{m} - {b[0]} ({b[1]}) - host: {h}" for m, b, h in zip(
        ["Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Oct"], books, r.sample(hosts, 8))]
    return (f"THE THURSDAY READERS - {dt.year} reading list and hosting rota\nLast Thursday of the month, 10:00, tea and something small\n\n"
            + "\n".join(lines) + "\n\nNovember: year-end lunch at Kirstenbosch Tea Room (book early!)\nSubs R 200 for the year for the library gift.\n")


def t_bookclub_notes(r, dt):
    b = r.choice(NOVELS)
    return (f"Book club - {b[0]} by {b[1]} - my notes for the discussion {_d(dt)}\n\n"
            "Questions to start us off:\n1. Whose story is this, really?\n2. The ending - earned or too neat?\n"
            "3. What does the setting add? Would it work anywhere else?\n4. Would you recommend it to your children?\n\n"
            "Val to bring the library copy back. Rashida's turn to choose next.\n")


def t_bookclub_mail(r, dt):
    b = r.choice(NOVELS)
    return _eml("Valerie Kruger <valkruger@telkomsa.net>", MAIL, "Re: Thursday", dt,
                f"Hi Maggie\n\nYes, I can host on Thursday. I have only read half of {b[0]} though - don't tell Elsabe! "
                "Rashida says she will bring her date squares. Shall we start at 10 as usual?\n\nLove, Val")


def t_bereave_schedule(r, dt):
    topics = ["Telling our story", "The shape of grief", "Anger and guilt", "Anniversaries and holidays",
              "Grief and faith: Psalm 23", "Caring for yourself", "Living with the empty chair", "Hope and remembering"]
    return (f"St Paul's Anglican Church, Rondebosch - WALKING THROUGH GRIEF\nBereavement support group - programme from {_d(dt)}\n"
            "Wednesdays 18:30-20:00 in the Parish Hall. Facilitators: Rev. Gillian Fourie and Maggie van der Berg\n\n"
            + "\n".join(f"Week {i + 1}: {t}" for i, t in enumerate(topics)) +
            "\n\nTea: please bring milk. Tissues on every table. Confidentiality: what is said in the circle stays in the circle.\n")


def t_bereave_notes(r, dt):
    return (f"Walking Through Grief - facilitator notes {_d(dt)}\nPresent: 9 (two new: a widower from Newlands, a mother who lost her son)\n"
            "Opening prayer and candle. Reading: Psalm 121.\n"
            "Theme: the first year - birthdays, Christmas, the empty chair. I shared a little about Pieter's first birthday after he died.\n"
            "Follow up: phone Mr R. (very low), ask Gillian about pastoral visit. Book list for the table.\n")


def t_church_mail(r, dt):
    return _eml("Rev. Gillian Fourie <gillian@stpaulsrondebosch.org.za>", MAIL, "Wednesday group", dt,
                "Dear Maggie\n\nThank you for leading on Wednesday - several people said how much it meant to them. "
                "For next week's session on anniversaries, could you photocopy the 'Remembering' sheet (12 copies)? "
                "I'll bring the candles. The parish council has approved R 1 500 for new books for the grief library.\n\n"
                "Blessings\nGillian")


def t_church_reading(r, dt):
    return ("Reading for the group - Psalm 23 (and a reflection)\n\nThe Lord is my shepherd; I shall not want.\n"
            "He makes me lie down in green pastures; he leads me beside still waters; he restores my soul.\n"
            "Even though I walk through the valley of the shadow of death, I will fear no evil, for you are with me.\n\n"
            "Reflection: 'Walk through' - grief is not a place we stay, but a valley we pass through, not alone.\n"
            "Die Here is my Herder, niks sal my ontbreek nie.\n")


# --------------------------------------------------------------------------- Downsizing (Projects, Home)

AGENT = "Lindiwe Jacobs <lindiwe@harcourtmeyer.co.za>"
CONVEY = "Riaan Steyn <riaan@steynabrahams.co.za>"


def t_mandate(r, dt):
    return ("HARCOURT & MEYER PROPERTIES (PTY) LTD - SOLE MANDATE TO SELL\nFFC 2025/118772   Main Road, Rondebosch\n\n"
            f"Seller: Margaret van der Berg   Property: Erf 55217, {ADDR}\n"
            "4 bedrooms, 2 bathrooms, study, double garage, pool, 892 m2 erf\n"
            "Asking price: R 6 295 000   Mandate period: 90 days from signature\n"
            "Commission: 5% plus VAT on registration of transfer\nAgent: Lindiwe Jacobs (Principal)\n"
            f"Signed at Rondebosch on {_d(dt)}\n")


def t_cma(r, dt):
    rows = ["Address;Sold date;Price;Erf m2;Beds"]
    for st in ["Alma Rd", "Sandown Rd", "Campground Rd", "Milner Rd", "Belmont Rd", "Kenilworth Rd"]:
        rows.append(f"{r.randint(2, 60)} {st};{_d(dt - timedelta(days=r.randint(20, 300)))};R {r.randint(54, 71)}00 000;{r.randint(600, 1100)};{r.randint(3, 5)}")
    return "Comparative market analysis - 17 Alma Road (Harcourt & Meyer)\n" + "\n".join(rows) + "\nSuggested range: R 6.1m - R 6.4m\n"


def t_offer_house(r, dt):
    return ("OFFER TO PURCHASE (immovable property)\n"
            f"Seller: Margaret van der Berg   Property: Erf 55217 Rondebosch, {ADDR}\n"
            "Purchaser: Dr Sibusiso and Mrs Naledi Khumalo\n"
            f"Purchase price: R {r.choice(['5 950 000', '6 050 000', '6 100 000'])}   Deposit R 300 000 into conveyancer's trust account\n"
            "Suspensive condition: bond approval of R 5 200 000 within 21 days\n"
            "Occupation: on registration. Seller to provide electrical, gas, electric fence, plumbing and beetle certificates.\n"
            "Transferring attorneys: Steyn Abrahams Inc.\n"
            f"Offer open for acceptance until {_d(dt + timedelta(days=3))} at 17:00.\n")


def t_agent_mail(r, dt):
    return _eml(AGENT, MAIL, "17 Alma Road - show day and feedback", dt,
                "Dear Maggie\n\nThank you for having the house ready on Sunday. We had 14 groups through. Feedback: everyone "
                "loves the garden and the light in the study; the kitchen and the main bathroom will need updating, and two "
                "buyers asked about the damp patch in the garage. One couple (the Khumalos, he is a doctor at Groote Schuur) "
                "are keen and would like a second viewing on Wednesday.\n\nKind regards\nLindiwe Jacobs\nHarcourt & Meyer Properties")


def t_convey_letter(r, dt):
    return (f"STEYN ABRAHAMS INC.  Attorneys, Conveyancers, Notaries\n2nd Floor, Protea Place, Claremont\n{_long(dt)}\n\n"
            f"Mrs M van der Berg\n{ADDR}\n\nOur ref: RS/VDB0412   Sale: Van der Berg / Khumalo - Erf 55217 Rondebosch\n\n"
            "Dear Madam\n\nWe confirm that the purchasers' bond has been approved by Standard Bank and that the deposit of "
            "R 300 000 has been received in our trust account. Please sign the transfer documents (power of attorney, "
            "seller's affidavit and FICA) at our offices. We still require the electrical compliance certificate and the "
            f"beetle certificate. Lodgement at the Deeds Office is expected in the week of {_d(dt + timedelta(days=35))}.\n\n"
            "Yours faithfully\nR. Steyn\n")


def t_coc(r, dt):
    return ("CERTIFICATE OF COMPLIANCE - ELECTRICAL INSTALLATION (SANS 10142-1)\nIssued by: Volt-Safe Electrical, Reg. ECB 0228712\n"
            f"Installation address: {ADDR}\nTest date: {_d(dt)}\nEarth leakage tested: 30 mA trip in {r.randint(18, 29)} ms\n"
            "Remedial work done: replaced two loose plugs in kitchen, labelled DB board, earthed pool pump.\n"
            "This certificate is issued for the transfer of the property.\n")


def t_beetle(r, dt):
    return (f"Rentokil Pest Control - ENTOMOLOGIST'S CERTIFICATE (beetle)\nProperty: {ADDR}  Inspection {_d(dt)}\n"
            "Accessible timber in roof space and outbuildings inspected for Hylotrupes bajulus, Anobium and Lyctus.\n"
            "No active infestation found. Certificate valid for the transfer only.\n")


def t_flat_otp(r, dt):
    return ("OAKHURST RETIREMENT VILLAGE, PINELANDS - OFFER TO PURCHASE (sectional title, 65+ estate)\n"
            "Seller: J. & E. Pretorius   Purchaser: Margaret van der Berg\n"
            "Unit 14 (ground floor), 2 bedrooms, 1.5 bathrooms, garden patio, 86 m2, one covered parking bay\n"
            "Purchase price: R 2 650 000   Condition: sale of purchaser's property 17 Alma Road\n"
            f"Levy: R 4 980 per month incl. 24h security, frail care contribution, lunch in the dining room\n"
            f"Occupation date: 1 August {dt.year}.  Signed on {_d(dt)}\n")


def t_levies(r, dt):
    return (f"Oakhurst Retirement Village Body Corporate - Levy schedule {dt.year}/{dt.year + 1}\n"
            "Unit 14: participation quota 1.92%\nAdministrative levy R 4 210.00\nReserve fund R 520.00\nFrail care levy R 250.00\n"
            "TOTAL R 4 980.00 per month, debit order on the 1st.\nConduct rules: pets by trustees' permission only (one small dog or cat).\n")


def t_movers(r, dt):
    return (f"Mother City Movers - Quotation Q{r.randint(4000, 6000)}   {_d(dt)}\nClient: Mrs M van der Berg\n"
            "From: 17 Alma Road, Rondebosch  To: Unit 14, Oakhurst Retirement Village, Pinelands (9 km)\n"
            f"Volume approx. 28 m3 (reduced after downsizing)\nPacking of kitchen and books: {_r(r, 4500, 6900)}\n"
            f"Removal, 1 truck + 4 men, 1 day: {_r(r, 9800, 14500)}\nInsurance 1% of declared value R 400 000\n"
            "Piano move (upright) to Karin in Stellenbosch: separate quote\n")


def t_keep_list(r, dt):
    return ("What to keep / give / sell - the big sort\n\nKEEP (fits in Unit 14):\n- Ouma's yellowwood riempie bench\n"
            "- the oak dining table (extends; 6 chairs only, store 2)\n- Pieter's desk for the study corner\n- my bed, the blue armchair\n"
            "- 3 bookcases (the rest of the history books to Liesbeek library)\n\nGIVE TO KARIN: piano, the Pierneef print, Pieter's tools\n"
            "GIVE TO DANIEL: Oupa's clock (ship?), stamp albums\nHOSPICE SHOP: spare beds, garage shelves, camping gear\n"
            "SELL (Gumtree): lawnmower, pool net, second fridge\n")


def t_flat_measure(r, dt):
    rows = ["Room;Length m;Width m;What goes there"]
    for room, what in [("Lounge", "blue armchair, couch, 1 bookcase"), ("Dining nook", "oak table (unextended)"),
                       ("Bedroom 1", "my bed, chest of drawers"), ("Bedroom 2 / study", "Pieter's desk, 2 bookcases"),
                       ("Patio", "riempie bench, pots"), ("Kitchen", "no space for 2nd fridge")]:
        rows.append(f"{room};{r.uniform(2.6, 5.2):.2f};{r.uniform(2.4, 4.1):.2f};{what}")
    return "\n".join(rows)


def t_move_todo(r, dt):
    return ("TO DO before 1 August\n- Phone Lindiwe re: transfer date\n- Book Mother City Movers (deposit R 2 000)\n"
            "- Change address: GEPF, SARS, Discovery, Nedbank, Old Mutual, voters roll\n- Cancel ADT + City account final reading\n"
            "- Nomsa: reference letter + severance (talk to her properly)\n- Oakhurst: keys, remote, meet body corporate chairman\n"
            "- Garage sort Saturday with Karin and Willem\n")


def t_flat_mail(r, dt):
    return _eml("Oakhurst Village Office <admin@oakhurstvillage.co.za>", MAIL, "Unit 14 - welcome pack and move-in rules", dt,
                "Dear Mrs van der Berg\n\nWe are delighted that you will be joining us. Moving is allowed Monday to Friday "
                "08:00-16:00 only; please give the office your removal company's details 7 days in advance so that security "
                "can let the truck in. The village newsletter, dining-room menu and the residents' committee contacts are "
                "attached.\n\nWarm regards\nSandra Williams, Village Manager")


# --------------------------------------------------------------------------- Memoir (Projects, Writing)

CHAPTERS = {1: "The Class of 1982", 2: "Chalk, Ink and the Roneo Machine", 3: "1985: Teaching History in a State of Emergency",
            4: "Soweto on the Syllabus", 5: "27 April 1994", 6: "New Curriculum, Old Classrooms",
            7: "The Girls Who Became Teachers", 8: "Last Bell, 2019"}


def t_chapter(r, dt, n):
    paras = {
        1: "I was twenty-three and had never stood in front of forty girls who did not want to learn about the Great Trek. "
           "Mr Rossouw, the principal, gave me the key to Room 14 and a box of chalk and said: 'Keep them quiet, Miss.'",
        2: "Before photocopiers there was the roneo machine in the staff room, smelling of spirit, and my fingers were purple "
           "every Monday. We wrote our worksheets on stencils and prayed they would not tear.",
        3: "In 1985 the syllabus still stopped at 1910, as if nothing had happened since. That winter two of my matrics "
           "stopped coming to school, and I understood that history was happening outside my window.",
        4: "I smuggled in a copy of the Cillie Commission report and read from it to the Standard 9s. Nobody told on me, "
           "though one father phoned the principal.",
        5: "We queued at Rondebosch Town Hall for four hours, Pieter and I, behind a domestic worker who was voting for the "
           "first time. I have taught the day ever since, but I have never been able to describe it properly.",
        6: "Outcomes-based education arrived with binders, workshops and acronyms. The children were the same; the forms "
           "we had to fill in multiplied.",
        7: "Of my old pupils, eleven became teachers. Nomvula teaches history in Khayelitsha now and sends me her learners' "
           "projects on WhatsApp.",
        8: "On my last day the Grade 12s lined the corridor and sang Shosholoza, and I could not see for tears."}
    return (f"CHALK DUST AND CHAPTERS - a memoir\nChapter {n}: {CHAPTERS[n]}\nDraft {dt.strftime('%d %b %Y')}  (approx. "
            f"{r.randint(3200, 6100)} words)\n\n{paras[n]}\n\n[continue: add the story about the textbook inspector]\n")


def t_outline(r, dt):
    return ("CHALK DUST AND CHAPTERS - outline\nA memoir of 37 years teaching history at Liesbeek High, 1982-2019\n\n"
            + "\n".join(f"{n}. {t}" for n, t in CHAPTERS.items()) +
            "\n\nThread: how the history we taught changed, and how the girls changed me.\n"
            "Target length 70 000 words. Possible publishers: small SA presses; or self-publish with Ruth's help.\n")


def t_editor(r, dt, n=None):
    n = n or r.randint(1, 6)
    return (f"Ruth Adendorff - Editorial notes, Chapter {n} ('{CHAPTERS[n]}')\n{_long(dt)}\n\n"
            "Overall: This is lively and warm, Maggie. Your voice is strongest when you are in the classroom; it weakens "
            "when you summarise political events the reader knows. Trust the small scene.\n\n"
            "1. p.3 - the principal's line is perfect. Keep.\n2. p.5-7 - cut the paragraph on curriculum policy to two sentences.\n"
            "3. Names: do you have permission from the pupils named? Otherwise change them.\n"
            "4. End the chapter on the image of the chalk box, not the summary.\n\nNext: chapter "
            f"{n + 1} by {_d(dt + timedelta(days=30))}? Invoice for this round attached (R 3 400).\n")


def t_editor_mail(r, dt):
    return _eml("Ruth Adendorff <ruth@adendorffediting.co.za>", MAIL, "Your chapters - next steps", dt,
                "Dear Maggie\n\nI have finished my read of chapters 4 to 6. The 1994 chapter is the heart of the book - I cried "
                "at the queue scene. I have tracked my changes in the Word file. Can we meet at the Rondebosch Common cafe "
                "next week to talk about structure? I think the book should open with your last day and then go back.\n\nRuth")


def t_permission(r, dt):
    who = r.choice(["Nomvula Zulu", "Fatima Davids (née Isaacs)", "Jenny Marais", "Charlene Botha"])
    return (f"Dear Mrs van der Berg\n\nThank you for your letter about your book. Yes, you may tell the story about me and "
            f"the school play in 1991, and you may use my real name. I still remember your classes.\n\n{who}\n"
            "Signed consent for publication in 'Chalk Dust and Chapters'\n")


def t_memoir_research(r, dt):
    return ("Research notes - memoir\n- Liesbeek High yearbooks 1982-1990 at the school archive (ask Mrs Pillay, librarian)\n"
            "- 1985 state of emergency: dates from SA History Online; Cape Times microfilm at the National Library\n"
            "- Matric results 1994: 97% pass; check with the WCED\n- Photos: staff photo 1983, the history tour to Robben Island 1997\n"
            "- Phone Charlene about the 1989 strike day\n")


def t_memoir_timeline(r, dt):
    rows = ["Year;Event at school;Event in the country;Chapter"]
    for y, s, c, ch in [(1982, "first post, Room 14", "-", 1), (1985, "two matrics absent for weeks", "state of emergency", 3),
                        (1986, "textbook inspector", "emergency extended", 4), (1990, "first black pupils admitted", "Mandela released", 4),
                        (1994, "staff voted together", "first democratic election", 5), (1998, "OBE workshops", "C2005", 6),
                        (2008, "head of department", "-", 7), (2019, "retired, Shosholoza in the corridor", "-", 8)]:
        rows.append(f"{y};{s};{c};{ch}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Netherlands 2026 (Projects, Travel)


def t_klm(r, dt):
    return (f"KLM Royal Dutch Airlines - Booking confirmation  Booking code {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
            "Passenger: MRS MARGARET VAN DER BERG\n"
            "KL 598  Cape Town (CPT) 19:00 -> Amsterdam (AMS) 06:05+1   Tue 8 September 2026  Economy Comfort\n"
            "KL 597  Amsterdam (AMS) 10:15 -> Cape Town (CPT) 21:45   Tue 29 September 2026\n"
            f"Total paid {_r(r, 19500, 24800)}  Baggage 1 x 23 kg. Special assistance: wheelchair at AMS (hip).\n")


def t_visa_checklist(r, dt):
    return ("Schengen visa (short stay) - Netherlands - checklist via VFS Global Cape Town\n"
            "[x] Application form signed\n[x] Passport valid 3 months after 29 Sept 2026 (expires 2031)\n"
            "[x] 2 photos 35x45\n[ ] Travel insurance min EUR 30 000 (Discovery Travel? check)\n"
            "[x] Flight reservation KLM\n[ ] Invitation letter + copy of Anneke's ID (bewijs van inschrijving)\n"
            "[x] GEPF letter + 3 months Nedbank statements\n[ ] Visa fee EUR 90 + VFS service fee\n")


def t_vfs(r, dt):
    return ("VFS Global - Appointment confirmation\nVisa Application Centre, Cape Town (Netherlands)\n"
            f"Applicant: MARGARET VAN DER BERG   Reference NLCT/{r.randint(100000, 999999)}/{dt.year}\n"
            f"Date: {_d(dt + timedelta(days=12))} at 09:30   Category: Schengen short stay - family visit\n"
            "Bring your original passport, all supporting documents and proof of payment. Biometrics will be taken.\n")


def t_invite_nl(r, dt):
    return (f"Deventer, {_d(dt)}\n\nUITNODIGING / LETTER OF INVITATION\n\nHierbij nodigen wij, Anneke en Joost de Vries, "
            "Brinkgreverweg 41, 7413 AB Deventer, onze nicht mevrouw Margaret van der Berg (Zuid-Afrika) uit om ons te "
            "bezoeken van 8 tot 29 september 2026. Zij verblijft bij ons thuis en wij dragen zorg voor haar onderdak.\n\n"
            "We hereby invite our cousin Mrs Margaret van der Berg to stay with us from 8 to 29 September 2026.\n\n"
            "Anneke de Vries (BSN en kopie paspoort bijgevoegd)\n")


def t_cousin_mail(r, dt):
    return _eml("Anneke de Vries <anneke.devries@ziggo.nl>", MAIL, "Re: september bezoek!", dt,
                "Lieve Maggie,\n\nWat fijn dat je echt komt! Joost haalt je op Schiphol op, dan rijden we samen naar Deventer. "
                "We dachten aan een dagje naar Giethoorn en naar het Kröller-Müller museum, en natuurlijk naar de begraafplaats "
                "in Zwolle waar opa Van der Berg ligt. Pieter zou het mooi gevonden hebben.\n\nIk stuur de uitnodigingsbrief "
                "voor je visum morgen per post.\n\nLiefs, Anneke")


def t_itinerary(r, dt):
    return ("Netherlands - September 2026 - rough plan\n8 Sep  KL598 overnight, Joost fetches me at Schiphol\n"
            "9-14 Sep  Deventer with Anneke & Joost; Deventer Boekenmarkt? (first Sunday of August - no, missed)\n"
            "15 Sep  Zwolle - Oupa Van der Berg's grave, the old family house on the Thorbeckegracht\n"
            "16-18 Sep  Amsterdam, hotel near Museumplein (Rijksmuseum, Anne Frank Huis - book tickets online 6 weeks ahead!)\n"
            "19 Sep  Giethoorn boat trip\n21-25 Sep  Leiden & Den Haag - Mauritshuis, the VOC archives at the Nationaal Archief\n"
            "26-28 Sep  back to Deventer, pack\n29 Sep  KL597 home\n")


def t_travel_ins(r, dt):
    return (f"Discovery Travel Insurance - Certificate  Policy DTI-{r.randint(3000000, 3999999)}\nInsured: Margaret van der Berg (67)\n"
            "Destination: Schengen area (Netherlands)  Travel dates 08/09/2026 - 29/09/2026\n"
            "Emergency medical expenses: up to R 10 000 000 (exceeds EUR 30 000 Schengen requirement)\n"
            "Pre-existing conditions declared: hip replacement 2025, hypertension - covered\n"
            f"Premium {_r(r, 1800, 2900)}. Emergency assistance +27 11 529 3333\n")


def t_packing(r, dt):
    return ("Packing - Holland, September\n- Rain jacket! and the good walking shoes (hip)\n- Warm cardigan, scarf\n"
            "- Chronic meds x 25 days + copy of script\n- Plug adaptor (EU)\n- Gifts: rooibos, Mrs Ball's chutney, biltong (check customs!), "
            "Karin's photos of Liesl printed for Anneke\n- Pieter's family letters to show Joost\n- Kindle charger\n")


# --------------------------------------------------------------------------- Archive: estate, teaching, trips, christening, solar


def t_executor_letter(r, dt):
    return ("MASTER OF THE HIGH COURT - WESTERN CAPE DIVISION, CAPE TOWN\nLETTERS OF EXECUTORSHIP (Section 14, Act 66 of 1965)\n"
            "Estate number: 011442/2021\nEstate late: PIETER JOHANNES VAN DER BERG, ID 560827 5051 08 4\n"
            "Date of death: 17 June 2021   Last address: 17 Alma Road, Rondebosch\n\n"
            "This is to certify that MARGARET VAN DER BERG is hereby appointed executrix of the estate, and is authorised "
            "to administer and distribute the estate according to law.\nAgent: Van Wyk & Partners, Cape Town\n"
            f"Issued at Cape Town on {_d(dt)}\n")


def t_estate_letter(r, dt, k=None):
    return (f"VAN WYK & PARTNERS INC.  Attorneys and Estate Practitioners\nLong Street, Cape Town\n{_long(dt)}\n\n"
            "Dear Mrs van der Berg\n\nEstate late P J van der Berg - Master's ref 011442/2021\n\n"
            + _pick(r, k, ["We enclose the inventory and the liquidation and distribution account for your signature. "
                        "The account will lie open for inspection at the Master's office and the Rondebosch magistrate for 21 days.",
                        "We confirm that SARS has issued the estate's final income tax assessment and that no estate duty is payable "
                        "as the estate's dutiable amount falls below the R 3.5 million abatement, the residue passing to you as surviving spouse.",
                        "The Master has accepted the final liquidation and distribution account. The Old Mutual policy proceeds and the "
                        "Allan Gray unit trusts have been transferred to you, and the property has been endorsed into your name. "
                        "This completes the administration of the estate; we return your original documents."])
            + "\n\nYours faithfully\nC. van Wyk\n")


def t_ld_account(r, dt):
    rows = ["Item;Amount"]
    for k, lo, hi in [("Immovable property (half share 17 Alma Road)", 2600000, 2900000), ("Nedbank accounts", 180000, 260000),
                      ("Allan Gray unit trusts", 900000, 1100000), ("Toyota Fortuner 2015", 220000, 260000),
                      ("Funeral expenses (Doves)", -38000, -32000), ("Executor's fees 3.5%", -140000, -120000),
                      ("Master's fees", -7000, -6000), ("Conveyancing (endorsement)", -25000, -18000)]:
        rows.append(f"{k};{r.uniform(lo, hi):.2f}")
    return "Estate late P J van der Berg 011442/2021 - Liquidation and Distribution account (draft)\n" + "\n".join(rows)


def t_death_notice(r, dt):
    return ("DEATH NOTICE (Form J294)\nEstate number 011442/2021\nDeceased: Pieter Johannes van der Berg, born 27/08/1956, "
            "civil engineer (retired)\nDied: 17/06/2021 at Groote Schuur Hospital\nMarital status: married in community of property "
            "to Margaret van der Berg (born Hall)\nChildren: Karin Louw (born 1988), Daniel van der Berg (born 1991)\n"
            "Last will dated 2014 deposited with Van Wyk & Partners\n")


def t_estate_notes(r, dt):
    return ("Pieter's estate - my checklist\n[x] Death certificate from Home Affairs (5 certified copies)\n[x] Report estate at Master (J294, J243 inventory)\n"
            "[x] Letters of executorship\n[x] Open estate late bank account (Nedbank)\n[x] Old Mutual policy claim\n"
            "[x] Close his Discovery membership, cancel DStv, Vodacom contract\n[x] Car to Karin (change of ownership)\n"
            "[x] L&D account advertised\n[x] Final - Master's filing slip received. Done, Pieter. Rus in vrede.\n")


def t_lesson(r, dt):
    topic = r.choice(["The Cold War: the Berlin Blockade 1948-9", "Apartheid legislation in the 1950s",
                      "The French Revolution: causes", "The Soweto uprising of 1976", "The Truth and Reconciliation Commission",
                      "Civil rights movement in the USA", "Nationalisms: Afrikaner and African nationalism"])
    return (f"LESSON PLAN - History Grade {r.choice([10, 11, 12])}  (CAPS)\nTeacher: Mrs M van der Berg   Liesbeek High School\n"
            f"Topic: {topic}\nDuration: 2 periods (80 min)\n\nAims: learners can analyse sources and construct an argument.\n"
            "Intro (10 min): cartoon from the period on the data projector - what is the cartoonist saying?\n"
            "Source work (30 min): sources A-D in pairs, complete the worksheet\nDiscussion (20 min)\nHomework: paragraph essay, "
            "'To what extent...?' (due Friday)\nAssessment: informal, rubric in file.\n")


def t_exam(r, dt):
    return (f"LIESBEEK HIGH SCHOOL - HISTORY - GRADE 11 - {r.choice(['JUNE', 'NOVEMBER'])} EXAMINATION {dt.year}\n"
            "Paper 1   Time: 2 hours   Marks: 150   Examiner: M van der Berg  Moderator: J Abrahams\n\n"
            "SECTION A: SOURCE-BASED QUESTIONS\nQuestion 1: How did the Cold War shape the conflict in Angola? Use Sources 1A-1D.\n"
            "SECTION B: ESSAY\nQuestion 3: 'The 1950s were a decade of defiance.' Do you agree? Write an essay of about 2 pages.\n")


def t_report_comments(r, dt):
    rows = ["Learner;Class;Term mark;Comment"]
    for n in ["A. Abrahams", "B. Botha", "C. Daniels", "D. Fortuin", "E. Jacobs", "F. Mokoena", "G. Naidoo", "H. Smit"]:
        rows.append(f"{n};11{r.choice('ABC')};{r.randint(42, 91)};{r.choice(['Excellent source analysis', 'Must read the question', 'A pleasure to teach', 'Essays need structure', 'Improved well'])}")
    return "\n".join(rows)


def t_retire_letter(r, dt):
    return (f"{ADDR}\n{_long(dt)}\n\nThe Principal and School Governing Body\nLiesbeek High School\n\n"
            "Dear Mr Williams\n\nNotice of retirement\n\nAfter 37 years at Liesbeek High I hereby give notice that I will retire "
            "with effect from 31 December 2019. I have applied to the WCED and the GEPF accordingly. It has been the privilege "
            "of my life to teach history to the girls of this school.\n\nYours sincerely\nMargaret van der Berg\nHead of History\n")


def t_farewell(r, dt):
    return ("Farewell speech - staff room, 6 December 2019\n\nThank you, colleagues. When I came here in 1982 the history syllabus "
            "ended in 1910 and the staff room still had an ashtray on every table. I leave you with a syllabus that includes "
            "Soweto and the TRC, and with the best history department in the southern suburbs. Look after Room 14. "
            "And look after each other.\n")


def t_garden_route(r, dt, k=None):
    return (_pick(r, k, [
        "Garden Route - April 2024 - route\nDay 1 Rondebosch -> Swellendam (Old Mill Guest House)\nDay 2 -> Wilderness, 3 nights "
        "(Moontide)\nDay 5 -> Knysna, Featherbed ferry, Brenton-on-Sea\nDay 7 -> Plettenberg Bay, Robberg walk (careful, hip!)\n"
        "Day 9 -> Oudtshoorn, Cango Caves, via Meiringspoort\nDay 11 home via Route 62 and Montagu\n",
        f"Moontide Guest Lodge, Wilderness - Booking confirmation\nGuest: Mrs M van der Berg   3 nights from 8 April 2024\n"
        f"River Room, breakfast included.  Total {_r(r, 5400, 7200)}  Deposit 50% received, thank you.\n",
        f"Garden Route trip 2024 - costs\nFuel {_r(r, 2800, 3600)}\nAccommodation {_r(r, 16000, 21000)}\n"
        f"Meals {_r(r, 4000, 6000)}\nCango Caves & Featherbed {_r(r, 900, 1400)}\nKarin paid for the Plett dinner.\n"]))


def t_holland2018(r, dt, k=None):
    return _pick(r, k, [
        "KLM e-ticket - Mr P J van der Berg, Mrs M van der Berg\nKL 598 CPT-AMS 4 May 2018 / KL 597 AMS-CPT 25 May 2018\n"
        "Seats 32A 32B. Pieter wants the window.\n",
        "Holland May 2018 - notes\nKeukenhof (tulips nearly over), Deventer with Anneke & Joost, Zwolle for the family grave, "
        "Pieter found the old Van der Berg house on the Thorbeckegracht. Rijksmuseum - the Night Watch under restoration.\n"])


def t_christening(r, dt, k=None):
    return _pick(r, k, [
        "Liesl Margaret Louw - Baptism\nSt Paul's Anglican Church, Rondebosch - Sunday 16 March 2025, 10:00\n"
        "Celebrant: Rev. Gillian Fourie   Godparents: Daniel van der Berg, Annelie de Wet\n"
        "Order of service: Welcome - Hymn 'The Lord's my shepherd' - Readings - The Baptism - Prayers - Blessing\n"
        "Tea in the parish hall afterwards\n",
        "Christening lunch - 16 March 2025 - at Alma Road\nGuests 32 (Karin's list + church friends)\n"
        "Menu: bobotie x2, yellow rice, green salad, melktert (Ouma's recipe), christening cake from Rosetta's\n"
        "Hire: 4 trestle tables, 40 chairs (Party Hire Claremont R 1 150)\nCake R 980. Flowers: Karin.\n",
        "Dear Maggie,\nThank you so much for the beautiful lunch after Liesl's christening and for the silver spoon - "
        "it was Pieter's, wasn't it? We will keep it for her.\nLove, Karin & Willem\n"])


def t_solar(r, dt, k=None):
    return _pick(r, k, [
        f"SunPower Cape - Quotation {r.randint(1000, 2000)}  (2023)\nClient: Mrs M van der Berg, {ADDR}\n"
        "8 kW Sunsynk hybrid inverter, 10.6 kWh lithium battery, 10 x 550 W panels on north roof\n"
        f"Total installed incl. VAT {_r(r, 178000, 196000)}.  Rebate: 25% of panels, max R 15 000 (SARS 2023)\n",
        "Certificate of compliance - PV installation (SSEG) 2023\nCity of Cape Town small-scale embedded generation registration "
        f"approved. Installation: {ADDR}. Installer: SunPower Cape. Commissioned 14 September 2023.\n",
        f"SunPower Cape - Final invoice and handover {_d(dt)}\nBalance paid. Warranty: inverter 10 years, battery 10 years, panels 25 years.\n"
        "Load-shedding: the house now runs through stage 6.\n"])


# --------------------------------------------------------------------------- Resources


def t_recipe(r, dt, k=None):
    rec = {
        "bobotie": "BOBOTIE (Ouma Hall's way)\n1 kg beef mince, 2 onions, 2 slices bread soaked in milk, 2 T curry powder, "
                   "1 T turmeric, 2 T apricot jam, 2 T chutney, handful sultanas, lemon leaves\nTopping: 2 eggs + 250 ml milk\n"
                   "Bake 180C 45 min. Serve with yellow rice with raisins and blatjang.\n",
        "melktert": "MELKTERT\nKors: 125 g botter, 125 ml suiker, 1 eier, 500 ml meelblom, 5 ml bakpoeier.\n"
                    "Vulsel: 1 liter melk, 2 eiers, 125 ml suiker, 45 ml koekmeel, 30 ml mielieblom, 1 stokkie kaneel.\n"
                    "Kook die vulsel tot dik, giet in die gebakte kors, sprinkel kaneelsuiker.\n",
        "rusks": "BUTTERMILK RUSKS (Karin's favourite)\n1 kg self-raising flour, 250 g butter, 200 ml sugar, 500 ml buttermilk, 1 egg, "
                 "pinch salt. Bake 180C 45-50 min in loaf tins, cut into fingers, dry overnight at 80C.\n",
        "appeltaart": "HOLLANDSE APPELTAART (van Anneke)\n300 g zelfrijzend bakmeel, 200 g boter, 150 g bruine basterdsuiker, 1 ei. "
                      "Vulling: 1,5 kg goudrenetten, kaneel, rozijnen, citroensap. 1 uur op 175C.\n",
        "koeksisters": "KOEKSISTERS\nSyrup the day before: 1 kg sugar, 500 ml water, lemon juice, ginger, cinnamon - cool in the fridge.\n"
                       "Dough: 500 g cake flour, 30 ml baking powder, 60 g butter, 250 ml milk. Plait, fry, dunk straight into cold syrup.\n",
        "soup": "BUTTERNUT AND GINGER SOUP\n1 butternut, 1 onion, thumb of ginger, 1 litre stock, 125 ml cream. Roast, blend, season.\n"}
    return rec[k or r.choice(list(rec))]


def t_fynbos(r, dt, k=None):
    notes = {
        "calendar": "Fynbos garden - what to do when (Cape Town, winter rainfall)\nMar-Apr: plant out new restios, ericas, "
                    "leucospermums while soil is warm and rains are coming.\nMay-Aug: weed, mulch, no fertiliser with phosphorus!\n"
                    "Sep-Oct: prune pincushions after flowering (cut 1/3, never into old wood)\nDec-Feb: deep water once a week only.\n",
        "plants": "Plants in the front bed (label list)\nLeucospermum cordifolium 'Flame Spike'\nAgathosma betulina (buchu)\n"
                  "Elegia tectorum (Cape thatching reed)\nErica verticillata (extinct in wild, from Kirstenbosch)\n"
                  "Pelargonium cucullatum\nChasmanthe floribunda - spreads, watch it\n",
        "smoke": "Smoke-primer germination for fynbos seed (Kirstenbosch method)\nSoak seed in smoke-primer solution 24 h, sow in "
                 "sandy mix in autumn, keep moist, do not cover deeply. Proteas: seed in March-April.\n",
        "water": "Water-wise notes (Level 6 drought 2018 - still useful)\nGrey water from the washing machine to the lawn; mulch 5 cm; "
                 "group plants by water need; the lawn is 'summer dormant', don't panic.\n"}
    return notes[k or r.choice(list(notes))]


def t_family_letter(r, dt, k=None):
    return _pick(r, k, [
        "Transkripsie - brief van Oupa Johannes van der Berg aan sy broer in Zwolle, Kaapstad, 12 Maart 1948\n\n"
        "Liewe Hendrik,\nDit gaan goed hier aan die Kaap. Die werk by die spoorweë is swaar maar die kinders is gesond. "
        "Pieter se pa het 'n prys op skool gewen. Ons dink baie aan julle na die oorlog. Stuur asseblief foto's van Moeder se graf.\n"
        "Jou liefhebbende broer, Johannes\n",
        "Transkripsie - brief van Ouma Sannie aan Pieter, Worcester, 3 Januarie 1975\n\nMy liewe kleinseun,\n"
        "Baie geluk met jou matriek! Oupa sê jy moet ingenieur word, maar jy moet doen wat jou hart sê. Hier is R10 vir boeke. "
        "Die druiwe is vanjaar mooi.\nBaie liefde, Ouma\n",
        "Vertaling van een brief uit Zwolle, 1951 - van Hendrik van der Berg\n\nBeste Johannes,\nHet gaat goed met ons. "
        "Moeder's graf is netjes, ik stuur je een foto. De Thorbeckegracht huis is nu verkocht. Kom je ooit terug naar Holland?\nHendrik\n"])


def t_family_tree(r, dt):
    return ("Van der Berg family tree (from Pieter's notes + Anneke's research)\n"
            "Gerrit van der Berg (1862-1931) x Aaltje Mulder - Zwolle\n  Johannes (1899-1972) emigrated to Cape Town 1921 x Susanna (Sannie) Botha\n"
            "    Hendrik Pieter (1927-1999) x Maria du Toit - Worcester\n      Pieter Johannes (1956-2021) x Margaret Hall\n"
            "        Karin (1988) x Willem Louw - Liesl (2024)\n        Daniel (1991) - London\n"
            "  Hendrik (1901-1980) stayed in Zwolle - grandchildren: Anneke de Vries (Deventer)\n")


def t_history_article(r, dt, k=None):
    arts = {
        "voc": "The VOC at the Cape, 1652-1795 - lecture notes (UCT Summer School)\nThe refreshment station; free burghers 1657; "
               "slavery and the slave lodge; the Khoikhoi wars; the VOC's bankruptcy in 1799.\n",
        "1976": "Soweto 1976 - a source pack\nSource A: the Afrikaans Medium Decree 1974\nSource B: photograph by Sam Nzima\n"
                "Source C: Tsietsi Mashinini speech\nQuestions for discussion and a timeline of 16-18 June 1976.\n",
        "district6": "District Six - notes from the museum visit\nDeclared white group area 11 February 1966; 60 000 people moved to "
                     "the Cape Flats; the Buckingham Palace street names; restitution claims since 1998.\n",
        "boerwar": "The South African War 1899-1902 - reading notes\nConcentration camps: 27 927 Boer deaths, at least 14 000 black deaths "
                   "in separate camps; Emily Hobhouse; Treaty of Vereeniging.\n"}
    return arts[k or r.choice(list(arts))]


def t_manual(r, dt, k):
    m = {"oven": "Defy Slimline multifunction oven DBO 489 - Instruction manual\nSafety, setting the clock, functions (fan, grill, "
                 "thaw), cleaning the catalytic liners, troubleshooting: E3 error = door lock.\n",
         "inverter": "Sunsynk 8 kW hybrid inverter - User manual\nSystem modes: zero export, time-of-use settings, battery SOC limits, "
                     "grid charge. Alarm codes F13 grid mode changed, F20 DC overcurrent.\n",
         "dishwasher": "Bosch Serie 4 SMS4HTI45Z dishwasher - Operating instructions\nProgrammes, rinse aid, salt (water hardness "
                       "setting Cape Town H1), filter cleaning every two weeks.\n",
         "hearing": "Apple AirPods Pro - Hearing aid feature: set-up guide\nTake the hearing test in the Health app, then turn on "
                    "Hearing Assistance. Conversation Boost.\n"}
    return m[k]


def t_writing_guide(r, dt):
    return ("Writing your memoir - a workshop handout (Franschhoek Literary Festival)\n1. Memoir is not autobiography: choose a "
            "theme, not a life.\n2. Write scenes, not summaries.\n3. The narrator is you now, looking back.\n"
            "4. Be generous to others; change names if in doubt.\n5. Read aloud.\n")


def t_meds(r, dt):
    return ("MY MEDICATION - keep a copy in my handbag\nMargaret van der Berg, DOB 14/03/1959, Discovery 174552906\n"
            "Amlodipine 5 mg - morning\nSimvastatin 20 mg - night\nCalcium + Vitamin D - lunch\n"
            "Allergies: penicillin (rash)\nRight hip replacement March 2025 (Dr Pillay) - tell the dentist before any work\n"
            "GP: Dr F Hendricks 021 686 4410. ICE: Karin 082 774 2019\n")


def t_editor_invoice(r, dt):
    return (f"ADENDORFF EDITING - Ruth Adendorff\nInvoice RA-{r.randint(100, 199)}  {_d(dt)}\nTo: Margaret van der Berg\n"
            "Developmental and line edit, memoir 'Chalk Dust and Chapters', chapters 4-6 (16 400 words)\n"
            "16 400 words at R 0.21 per word = R 3 444.00\nPayment by EFT within 14 days. FNB 6231 447 0091.\n")


def t_dept_minutes(r, dt):
    return ("History Department meeting - minutes\nPresent: M van der Berg (HOD), J Abrahams, S Naidoo, T Fortuin\n"
            "1. Grade 12 SBA: oral history projects due 30 May; moderation by the district in August.\n"
            "2. Textbooks: order 40 copies of 'Focus History Gr 11'.\n3. Heritage Day outing to the District Six Museum.\n"
            "4. Robben Island tour for Grade 11: permission slips, R 450 per learner.\n")


def t_plant_fair(r, dt):
    return (f"Kirstenbosch Plant Fair {dt.year} - Botanical Society of South Africa\nSaturday and Sunday, Kirstenbosch Nursery\n"
            "Members' early access 08:00. Over 30 000 indigenous plants: proteas, ericas, restios, bulbs, succulents.\n"
            "Bring your own boxes. Card and cash. Plant lists by nursery attached: Leucadendron 'Safari Sunset' R 85, "
            "Erica cerinthoides R 60, Agapanthus 'Snowball' R 55.\n")


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

    def at(fn, days: float, *args):
        """Content dated ``days`` before NOW, whatever the file's mtime."""
        return lambda rr, _dt: fn(rr, NOW - timedelta(days=days), *args)

    def ym(age: float) -> str:
        return (NOW - timedelta(days=age)).strftime("%Y-%m")

    def dmy(age: float) -> str:
        return _d(NOW - timedelta(days=age))

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    img = iter(range(2104, 9999, 7))

    # ------------------------------------------------------------ Documents/Finance (Areas Finance)
    d = "Documents/Finance"
    for age in (16, 46, 77, 107, 138, 168):
        add(f"{d}/GEPF/Pension advice {ym(age)}.pdf", A, "Finance", age, t_gepf_slip)
    add(f"{d}/GEPF/GEPF benefit statement 2025.pdf", A, "Finance", 420, t_gepf_benefit)
    add(f"{d}/GEPF/GEPF benefit statement 2026.pdf", A, "Finance", 40, t_gepf_benefit)
    add(f"{d}/GEPF/Retirement 2019 - GEPF exit notice.pdf", A, "Finance", 2330, t_gepf_retire)
    for y, age in ((2023, 1020), (2024, 655), (2025, 290)):
        add(f"{d}/SARS/{y}/ITA34 assessment {y}.pdf", A, "Finance", age, at(t_ita34, age))
        add(f"{d}/SARS/{y}/IRP5 GEPF {y}.pdf", A, "Finance", age + 75, at(t_irp5, age + 150))
        add(f"{d}/SARS/{y}/IT3b Nedbank {y}.pdf", A, "Finance", age + 70, at(t_it3b, age + 150))
    add(f"{d}/SARS/2026/IRP5_GEPF_2026.pdf", A, "Finance", 60, at(t_irp5, 95))
    add(f"{d}/SARS/2026/IT3b_Nedbank_2026.pdf", A, "Finance", 55, at(t_it3b, 95))
    add(f"{d}/SARS/2026/Discovery tax certificate 2026.pdf", A, "Finance", 52, at(t_discovery_cert, 95))
    add(f"{d}/SARS/eFiling notes 2025.txt", A, "Finance", 300, t_itr12_notes)
    add(f"{d}/SARS/Letter to SARS - medical credit.docx", A, "Finance", 270, t_sars_letter)
    for age in (5, 35, 66, 96):
        add(f"{d}/Nedbank/Statement {ym(age)}.pdf", A, "Finance", age, t_nedbank)
    add(f"{d}/Budget 2026.xlsx", A, "Finance", 20, t_budget)
    add(f"{d}/Budget 2025.xlsx", A, "Finance", 400, t_budget)
    add(f"{d}/Tax-free savings statement 2026.pdf", A, "Finance", 70, t_tfsa)
    dot(f"{d}/.~lock.Budget 2026.xlsx#", b"Maggie,maggie,MacBook-Air,01.06.2026 08:12,file:///Users/maggie/Library/;", 0.2)

    # ------------------------------------------------------------ Documents/Medical (Areas Health)
    d = "Documents/Medical"
    for age in (10, 40, 71, 101, 132):
        add(f"{d}/Discovery/Claims statement {ym(age)}.pdf", A, "Health", age, t_discovery_stmt)
    add(f"{d}/Discovery/Classic Priority 2026 benefits.pdf", A, "Health", 150, t_discovery_benefits)
    h = f"{d}/Hip replacement 2025"
    add(f"{h}/Discharge summary Vincent Pallotti.pdf", A, "Health", 444, t_hip_op)
    add(f"{h}/Dr Pillay 6 week follow-up.pdf", A, "Health", 400, t_hip_followup)
    add(f"{h}/Dr Pillay 12 month review.pdf", A, "Health", 80, t_hip_followup)
    add(f"{h}/X-ray report {dmy(400)}.pdf", A, "Health", 400, t_xray)
    add(f"{h}/X-ray report {dmy(81)}.pdf", A, "Health", 81, t_xray)
    add(f"{h}/Physio home programme.docx", A, "Health", 390, t_physio)
    add(f"{h}/Physio exercises update.pdf", A, "Health", 75, t_physio)
    for age in (30, 210, 400):
        add(f"{d}/GP/Dr Hendricks {dmy(age)}.pdf", A, "Health", age, t_gp)
    add(f"{d}/Eyes/Spec-Savers eye test 2025.pdf", A, "Health", 330, t_eyes)
    add(f"{d}/My medication list.txt", A, "Health", 60, t_meds)

    # ------------------------------------------------------------ Documents/House (Areas Home) + Solar 2023 (Archive)
    d = "Documents/House"
    for age in (8, 38, 69, 99, 130, 160):
        add(f"{d}/Municipal/CoCT account {ym(age)}.pdf", A, "Home", age, t_coct)
    add(f"{d}/Municipal/Rates rebate application 2025.pdf", A, "Home", 340, t_rates_rebate)
    add(f"{d}/Insurance/Old Mutual home policy schedule 2026.pdf", A, "Home", 95, t_home_ins)
    add(f"{d}/Insurance/Old Mutual home policy schedule 2025.pdf", A, "Home", 460, t_home_ins)
    for age in (25, 56):
        add(f"{d}/ADT/ADT invoice {ym(age)}.pdf", A, "Home", age, t_adt)
    add(f"{d}/Garden service/Green Fingers invoice 512.pdf", A, "Home", 14, t_garden_invoice)
    add(f"{d}/Garden service/Green Fingers invoice 498.pdf", A, "Home", 45, t_garden_invoice)
    for age in (2, 32, 63):
        add(f"{d}/Nomsa/Payslip Nomsa {ym(age)}.docx", A, "Home", age, t_nomsa_payslip)
    add(f"{d}/Repairs/Plumber - geyser thermostat.pdf", A, "Home", 220, t_plumber)
    add(f"{d}/Solar 2023/SunPower quote.pdf", X, "Home", 1010, lambda rr, dt: t_solar(rr, dt, 0))
    add(f"{d}/Solar 2023/SSEG certificate City.pdf", X, "Home", 960, lambda rr, dt: t_solar(rr, dt, 1))
    add(f"{d}/Solar 2023/Final invoice and handover.pdf", X, "Home", 955, lambda rr, dt: t_solar(rr, dt, 2))

    # ------------------------------------------------------------ Documents/Car (Areas Car)
    add("Documents/Car/Licence renewal 2026.pdf", A, "Car", 50, t_car_licence)
    add("Documents/Car/Toyota service 2025.pdf", A, "Car", 240, t_car_service)
    add("Documents/Car/Motor insurance schedule.pdf", A, "Car", 95, t_car_ins)

    # ------------------------------------------------------------ Tutoring (Areas Tutoring)
    d = "Documents/Tutoring - Nomzamo Primary"
    for age in (3, 10, 17, 24, 31):
        add(f"{d}/Schedules/Schedule {dmy(age)}.docx", A, "Tutoring", age, t_tutor_schedule)
    for age in (292, 299):
        add(f"{d}/Schedules/2025/Schedule {dmy(age)}.docx", A, "Tutoring", age, t_tutor_schedule)
    for i, age in enumerate((5, 12, 26, 47)):
        add(f"{d}/Progress notes/{LEARNERS[i]} {dmy(age)}.docx", A, "Tutoring", age, t_tutor_progress)
    add(f"{d}/Reading scores 2026.xlsx", A, "Tutoring", 15, t_tutor_scores)
    add(f"{d}/Reading scores 2025.xlsx", A, "Tutoring", 190, t_tutor_scores)
    add(f"{d}/Volunteer agreement signed.pdf", A, "Tutoring", 520, t_tutor_agreement)
    add(f"{d}/Tutors - schedule change.eml", A, "Tutoring", 20, t_tutor_mail)

    # ------------------------------------------------------------ Book Club, Church (Areas)
    d = "Documents/Book Club"
    add(f"{d}/Reading list 2026.docx", A, "Book Club", 140, t_bookclub_list)
    add(f"{d}/Reading list 2025.docx", A, "Book Club", 500, t_bookclub_list)
    for age, b in ((35, "Galgut"), (65, "Keegan"), (95, "Kingsolver")):
        add(f"{d}/Notes - {b}.txt", A, "Book Club", age, t_bookclub_notes)
    add(f"{d}/Re_ Thursday.eml", A, "Book Club", 9, t_bookclub_mail)
    d = "Documents/Church - Walking Through Grief"
    add(f"{d}/Programme 2026 term 1.docx", A, "Church", 130, t_bereave_schedule)
    add(f"{d}/Programme 2026 term 2.docx", A, "Church", 40, t_bereave_schedule)
    for age in (6, 13, 27, 48):
        add(f"{d}/Facilitator notes {dmy(age)}.docx", A, "Church", age, t_bereave_notes)
    add(f"{d}/Psalm 23 reading.pdf", A, "Church", 300, t_church_reading)
    add(f"{d}/Wednesday group.eml", A, "Church", 7, t_church_mail)

    # ------------------------------------------------------------ Downsizing (Projects Home)
    d = "Documents/Selling the house & Pinelands"
    add(f"{d}/Agent/Sole mandate Harcourt & Meyer signed.pdf", P, "Home", 105, t_mandate)
    add(f"{d}/Agent/CMA 17 Alma Road.xlsx", P, "Home", 110, t_cma)
    add(f"{d}/Agent/Valuation 2024 (first look).xlsx", P, "Home", 700, t_cma)
    add(f"{d}/Agent/Show day feedback.eml", P, "Home", 75, t_agent_mail)
    add(f"{d}/Offers/Offer to purchase - Khumalo.pdf", P, "Home", 50, t_offer_house)
    add(f"{d}/Offers/Offer - first offer (declined).pdf", P, "Home", 68, t_offer_house)
    add(f"{d}/Conveyancer/Steyn Abrahams letter {dmy(20)}.pdf", P, "Home", 20, t_convey_letter)
    add(f"{d}/Conveyancer/Steyn Abrahams letter {dmy(4)}.pdf", P, "Home", 4, t_convey_letter)
    add(f"{d}/Certificates/Electrical COC.pdf", P, "Home", 30, t_coc)
    add(f"{d}/Certificates/Beetle certificate.pdf", P, "Home", 26, t_beetle)
    add(f"{d}/Pinelands flat/OTP Unit 14 Oakhurst signed.pdf", P, "Home", 28, t_flat_otp)
    add(f"{d}/Pinelands flat/Levy schedule.pdf", P, "Home", 27, t_levies)
    add(f"{d}/Pinelands flat/Unit 14 measurements.xlsx", P, "Home", 12, t_flat_measure)
    add(f"{d}/Pinelands flat/Welcome and move-in rules.eml", P, "Home", 10, t_flat_mail)
    add(f"{d}/Moving/Mother City Movers quote.pdf", P, "Home", 16, t_movers)
    add(f"{d}/Moving/Mother City Movers quote (revised).pdf", P, "Home", 6, t_movers)
    add(f"{d}/Moving/Keep give sell list.docx", P, "Home", 21, t_keep_list)
    add(f"{d}/Moving/Keep give sell list v2 final.docx", P, "Home", 3, t_keep_list)
    add(f"{d}/Moving/~$ep give sell list v2 final.docx", L, "System", 3, b"\x0bMaggie vdB" + bytes(150))
    for i in range(1, 9):
        photo(f"Pictures/House for sale - agent photos/17AlmaRd_{i:02d}.jpg", P, "Home", 112)
    for _ in range(4):
        photo(f"Pictures/Unit 14 Oakhurst viewing/IMG_{next(img)}.HEIC", P, "Home", 33)

    # ------------------------------------------------------------ Memoir (Projects Writing)
    d = "Documents/Memoir"
    add(f"{d}/Outline.docx", P, "Writing", 560, t_outline)
    add(f"{d}/Outline v2.docx", P, "Writing", 90, t_outline)
    short = {1: "The Class of 1982", 2: "Chalk and Roneo", 3: "1985", 4: "Soweto on the Syllabus", 5: "27 April 1994",
             6: "New curriculum"}
    for n, v, age in ((1, 1, 520), (1, 3, 60), (2, 1, 480), (3, 1, 430), (3, 2, 120), (4, 2, 100), (5, 1, 150),
                      (5, "2 final", 40), (5, "2 final RA edits", 30), (6, 1, 25)):
        add(f"{d}/Chapters/Ch{n} {short[n]} v{v}.docx", P, "Writing", age, lambda rr, dt, n=n: t_chapter(rr, dt, n))
    add(f"{d}/Chapters/~$6 New curriculum v1.docx", L, "System", 1, b"\x0bMaggie vdB" + bytes(150))
    add(f"{d}/Editor/Ruth notes ch1.pdf", P, "Writing", 400, lambda rr, dt: t_editor(rr, dt, 1))
    add(f"{d}/Editor/Ruth notes ch3.pdf", P, "Writing", 110, lambda rr, dt: t_editor(rr, dt, 3))
    add(f"{d}/Editor/Ruth notes ch5.docx", P, "Writing", 28, lambda rr, dt: t_editor(rr, dt, 5))
    add(f"{d}/Editor/Re_ Your chapters - next steps.eml", P, "Writing", 22, t_editor_mail)
    add(f"{d}/Editor/Invoice RA May 2026.pdf", P, "Writing", 18, t_editor_invoice)
    add(f"{d}/Research/Research notes.docx", P, "Writing", 300, t_memoir_research)
    add(f"{d}/Research/Timeline school and country.xlsx", P, "Writing", 200, t_memoir_timeline)
    for name, age in (("Nomvula Zulu", 150), ("Jenny Marais", 140), ("Fatima Davids", 60)):
        add(f"{d}/Research/Permissions/Permission - {name}.pdf", P, "Writing", age, t_permission)
    for name in ("Class of 1982", "Staff photo 1983", "Room 14 1984", "Matric farewell 1994", "Robben Island tour 1997",
                 "Last day 2019"):
        photo(f"{d}/Photos for the book/{name}.jpg", P, "Writing", 240)
    tl = f"{d}/tools"
    add(f"{tl}/pyproject.toml", P, "Writing", 180,
        '[project]\nname = "memoir-tools"\nversion = "0.1.0"\ndescription = "Word counts for Maggie\'s memoir chapters"\n'
        'requires-python = ">=3.11"\ndependencies = ["python-docx>=1.1"]\n\n[project.scripts]\nwordcount = "wordcount:main"\n')
    add(f"{tl}/README.md", P, "Writing", 180,
        "# memoir-tools\n\nMade by Jaco for Tannie Maggie. Counts the words in every chapter of *Chalk Dust and Chapters*.\n\n"
        "    cd ~/Documents/Memoir/tools\n    python3 wordcount.py ../Chapters\n\nTarget: 70 000 words.\n")
    add(f"{tl}/wordcount.py", P, "Writing", 30,
        '"""Count words per chapter draft (latest version of each chapter only)."""\nimport re\nimport sys\nfrom pathlib import Path\n\n'
        'from docx import Document\n\nTARGET = 70_000\n\n\ndef main() -> None:\n    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "../Chapters")\n'
        '    latest = {}\n    for f in sorted(folder.glob("Ch*.docx")):\n        n = int(re.match(r"Ch(\\d+)", f.name).group(1))\n'
        '        latest[n] = f\n    total = 0\n    for n, f in sorted(latest.items()):\n'
        '        words = sum(len(p.text.split()) for p in Document(f).paragraphs)\n        total += words\n'
        '        print(f"Chapter {n}: {words:6d}  {f.name}")\n    print(f"Total {total} of {TARGET} ({100 * total // TARGET}%)")\n\n\n'
        'if __name__ == "__main__":\n    main()\n')
    add(f"{tl}/chapters.json", P, "Writing", 29,
        '{\n  "title": "Chalk Dust and Chapters",\n  "target_words": 70000,\n  "chapters": ' +
        str(list(CHAPTERS.values())).replace("'", '"') + "\n}\n")
    dot(f"{tl}/.gitignore", b"__pycache__/\n.venv/\n", 180)
    add("Desktop/Ch7 The Girls Who Became Teachers - draft.docx", P, "Writing", 2, lambda rr, dt: t_chapter(rr, dt, 7))

    # ------------------------------------------------------------ Netherlands 2026 (Projects Travel)
    d = "Documents/Netherlands 2026"
    add(f"{d}/KLM booking confirmation.pdf", P, "Travel", 95, t_klm)
    add(f"{d}/Visa/Schengen checklist.docx", P, "Travel", 45, t_visa_checklist)
    add(f"{d}/Visa/VFS appointment confirmation.pdf", P, "Travel", 18, t_vfs)
    add(f"{d}/Visa/Invitation letter Anneke.pdf", P, "Travel", 35, t_invite_nl)
    add(f"{d}/Itinerary.docx", P, "Travel", 8, t_itinerary)
    add(f"{d}/Itinerary old.docx", P, "Travel", 80, t_itinerary)
    add(f"{d}/Travel insurance certificate.pdf", P, "Travel", 21, t_travel_ins)
    add(f"{d}/Packing list.txt", P, "Travel", 1, t_packing)
    add(f"{d}/Re_ september bezoek!.eml", P, "Travel", 40, t_cousin_mail)

    # ------------------------------------------------------------ Archive: estate, teaching, trips, christening
    d = "Documents/Pieter estate"
    add(f"{d}/Letters of Executorship.pdf", X, "Estate", 1750, t_executor_letter)
    add(f"{d}/Death notice J294.pdf", X, "Estate", 1800, t_death_notice)
    for k, age in ((0, 1500), (1, 1200), (2, 1050)):
        add(f"{d}/Van Wyk letter {dmy(age)}.pdf", X, "Estate", age, lambda rr, dt, k=k: t_estate_letter(rr, dt, k))
    add(f"{d}/L&D account draft.xlsx", X, "Estate", 1300, t_ld_account)
    add(f"{d}/Estate checklist.docx", X, "Estate", 1040, t_estate_notes)
    d = "Documents/Teaching - Liesbeek"
    for i, age in enumerate((3600, 3300, 2950, 2700, 2420)):
        add(f"{d}/Lesson plans/Gr11 lesson {i + 1}.docx", X, "Teaching", age, t_lesson)
    add(f"{d}/Exams/Gr11 June 2017 P1.docx", X, "Teaching", 3270, t_exam)
    add(f"{d}/Exams/Gr11 Nov 2018 P1.docx", X, "Teaching", 2750, t_exam)
    add(f"{d}/Reports/Term marks 11B 2019.xlsx", X, "Teaching", 2400, t_report_comments)
    add(f"{d}/Retirement letter 2019.docx", X, "Teaching", 2450, at(t_retire_letter, 2450))
    add(f"{d}/Farewell speech.docx", X, "Teaching", 33, t_farewell)
    b = "Old laptop backup 2019"
    add(f"{b}/My Documents/Grade 12 revision 2019.docx", X, "Teaching", 2400, t_lesson)
    add(f"{b}/My Documents/History dept meeting 2018.docx", X, "Teaching", 2800, t_dept_minutes)
    add(f"{b}/My Documents/Doc1.docx", X, "Teaching", 2600, t_lesson, True)
    add(f"{b}/My Documents/New Microsoft Word Document.docx", X, "Teaching", 2900, t_exam, True)
    for _ in range(3):
        photo(f"{b}/My Pictures/Robben Island tour 2017/IMG_{next(img)}.JPG", X, "Teaching", 3200)
    for sub in ("", "/My Documents", "/My Pictures"):
        add(f"{b}{sub}/desktop.ini", L, "System", 2500,
            "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-112\r\n")
    add(f"{b}/My Pictures/Thumbs.db", L, "System", 2500, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(400))
    d = "Documents/Trips"
    add(f"{d}/Garden Route 2024/Route.docx", X, "Travel", 800, lambda rr, dt: t_garden_route(rr, dt, 0))
    add(f"{d}/Garden Route 2024/Moontide booking.pdf", X, "Travel", 810, lambda rr, dt: t_garden_route(rr, dt, 1))
    add(f"{d}/Garden Route 2024/Costs.txt", X, "Travel", 770, lambda rr, dt: t_garden_route(rr, dt, 2))
    add(f"{d}/Holland 2018/KLM e-ticket 2018.pdf", X, "Travel", 2970, lambda rr, dt: t_holland2018(rr, dt, 0))
    add(f"{d}/Holland 2018/Holland notes.txt", X, "Travel", 2930, lambda rr, dt: t_holland2018(rr, dt, 1))
    for _ in range(7):
        photo(f"Pictures/Garden Route 2024/IMG_{next(img)}.HEIC", X, "Travel", 785)
    for i in range(4):
        photo(f"Pictures/Holland 2018/DSC_{4410 + 3 * i:04d}.JPG", X, "Travel", 2940)
    d = "Documents/Liesl christening 2025"
    add(f"{d}/Order of service.docx", X, "Family", 450, lambda rr, dt: t_christening(rr, dt, 0))
    add(f"{d}/Lunch plan.docx", X, "Family", 455, lambda rr, dt: t_christening(rr, dt, 1))
    add(f"{d}/Thank you from Karin.txt", X, "Family", 438, lambda rr, dt: t_christening(rr, dt, 2))
    for _ in range(6):
        photo(f"Pictures/Liesl christening 16 March 2025/IMG_{next(img)}.jpg", X, "Family", 442)

    # ------------------------------------------------------------ Resources
    d = "Documents/Recipes"
    for name, k, age in (("Bobotie.docx", "bobotie", 1500), ("Melktert (Ouma).docx", "melktert", 1900),
                         ("Buttermilk rusks.txt", "rusks", 700), ("Appeltaart Anneke.txt", "appeltaart", 2900),
                         ("Koeksisters.pdf", "koeksisters", 1200), ("Butternut soup.txt", "soup", 160)):
        add(f"{d}/{name}", R, "Cooking", age, lambda rr, dt, k=k: t_recipe(rr, dt, k))
    d = "Documents/Garden"
    for name, k, age in (("Fynbos calendar.docx", "calendar", 900), ("Front bed plants.txt", "plants", 120),
                         ("Smoke primer germination.pdf", "smoke", 1300), ("Water-wise notes.docx", "water", 3000)):
        add(f"{d}/{name}", R, "Gardening", age, lambda rr, dt, k=k: t_fynbos(rr, dt, k))
    d = "Documents/Family letters"
    for name, k, age in (("Transkripsie brief 1948.docx", 0, 1400), ("Brief Ouma Sannie 1975.docx", 1, 1380),
                         ("Brief uit Zwolle 1951 - vertaling.docx", 2, 1100)):
        add(f"{d}/{name}", R, "Family", age, lambda rr, dt, k=k: t_family_letter(rr, dt, k))
    add(f"{d}/Van der Berg family tree.txt", R, "Family", 260, t_family_tree)
    for name in ("brief_1948_p1.jpg", "brief_1948_p2.jpg", "brief_1975.jpg"):
        photo(f"{d}/Scans/{name}", R, "Family", 1400)
    d = "Documents/History"
    for name, k, age in (("VOC at the Cape - Summer School notes.docx", "voc", 1600), ("Soweto 1976 source pack.pdf", "1976", 2600),
                         ("District Six museum notes.txt", "district6", 500), ("Boer War reading notes.docx", "boerwar", 820)):
        add(f"{d}/{name}", R, "History", age, lambda rr, dt, k=k: t_history_article(rr, dt, k))
    d = "Documents/eBooks"
    for title, author, topic, age in (
            ("The Boer War", "Thomas Pakenham", "History", 1200), ("The Afrikaners", "Hermann Giliomee", "History", 1100),
            ("The Rise and Fall of Apartheid", "David Welsh", "History", 900), ("Long Walk to Freedom", "Nelson Mandela", "History", 2000),
            ("The Promise", "Damon Galgut", "Books", 420), ("Small Things Like These", "Claire Keegan", "Books", 70),
            ("Cry, the Beloved Country", "Alan Paton", "Books", 1500), ("The Art of Memoir", "Mary Karr", "Writing", 610),
            ("Inventing the Truth", "William Zinsser", "Writing", 590)):
        fn = f"{author.split()[-1]} - {title.replace(',', '')}.epub"
        add(f"{d}/{fn}", R, topic, age, _epub(title, author, "en", f"{title} by {author}. Chapter One."))
    add(f"{d}/Writing your memoir - workshop handout.pdf", R, "Writing", 640, t_writing_guide)
    d = "Documents/Manuals"
    for name, k, age in (("Defy oven manual.pdf", "oven", 2200), ("Sunsynk inverter user manual.pdf", "inverter", 950),
                         ("Bosch dishwasher SMS4HTI45Z.pdf", "dishwasher", 1300), ("AirPods hearing aid feature.pdf", "hearing", 150)):
        add(f"{d}/{name}", R, "Home", age, lambda rr, dt, k=k: t_manual(rr, dt, k))
    d = "Music/Hymns"
    for i, (t, a) in enumerate((("The Lord's My Shepherd (Crimond)", "St Paul's Choir"), ("Abide With Me", "King's College Choir"),
                                ("Amazing Grace", "Libera"), ("Die Here is my Herder (Psalm 23)", "Gemeentesang"),
                                ("Great Is Thy Faithfulness", "Songs of Praise"), ("How Great Thou Art", "Songs of Praise"),
                                ("Nader, mijn God, bij U", "Nederlands Koor"), ("Be Still, My Soul", "King's College Choir"))):
        add(f"{d}/{i + 1:02d} {t}.mp3", R, "Music", 1500 - 40 * i, _id3(r, t, a, "Favourite Hymns"))
    for t, a, age in (("Kinders van die wind", "Laurika Rauch", 1800), ("Pata Pata", "Miriam Makeba", 1700),
                      ("Spring (The Four Seasons)", "Vivaldi", 2500)):
        add(f"Music/{a} - {t}.mp3", R, "Music", age, _id3(r, t, a, "Collection"))
    for i in range(9):
        photo(f"Pictures/Family/IMG_{next(img)}.jpg", R, "Photos", 60 + 130 * i)
    for name in ("Pieter and Maggie 1985.jpg", "Wedding 1986.jpg", "Karin and Daniel Muizenberg 1996.jpg"):
        photo(f"Pictures/Old family/{name}", R, "Photos", 1500)
    for _ in range(4):
        photo(f"Pictures/Kirstenbosch/IMG_{next(img)}.HEIC", R, "Photos", r.randint(40, 400))
    for _ in range(6):
        photo(f"Pictures/iPhone import 2026-05/IMG_{next(img)}.HEIC", R, "Photos", r.randint(2, 30))
    for stamp, age in (("2026-05-19 at 08.12.44", 13), ("2026-04-02 at 14.30.10", 60), ("2026-05-28 at 19.03.51", 4)):
        photo(f"Desktop/Screenshot {stamp}.png", R, "Photos", age)
    for stamp, age in (("2026-05-03 at 10.22.31", 29), ("2026-05-24 at 16.41.07", 8), ("2026-03-16 at 12.05.55", 77)):
        photo(f"Downloads/WhatsApp Image {stamp}.jpeg", R, "Photos", age)
    for name, age in (("LibreOffice_25.2.3_MacOS_aarch64.dmg", 75), ("KindleForMac-70024.dmg", 410), ("calibre-8.4.0.dmg", 200),
                      ("zoomusInstallerFull.pkg", 130), ("Firefox 139.0.dmg", 50)):
        add(f"Downloads/{name}", R, "Software", age, _blob(r, b"koly\x00\x00\x00\x04" if name.endswith("dmg") else b"xar!", 1200))

    # ------------------------------------------------------------ Downloads: named files and chaos
    dl = "Downloads"
    add(f"{dl}/Schengen visa checklist Netherlands.pdf", P, "Travel", 60, t_visa_checklist)
    add(f"{dl}/Offer to Purchase - 17 Alma Rd (counter-offer).pdf", P, "Home", 49, t_offer_house)
    add(f"{dl}/Ch5 RA comments.docx", P, "Writing", 29, lambda rr, dt: t_editor(rr, dt, 5))
    add(f"{dl}/Kirstenbosch-plant-fair-2026.pdf", R, "Gardening", 30, t_plant_fair)
    add(f"{dl}/Bobotie - Cape Malay recipe.pdf", R, "Cooking", 200, lambda rr, dt: t_recipe(rr, dt, "bobotie"))
    add(f"{dl}/GEPF benefit statement 2026 (1).pdf", A, "Finance", 40, t_gepf_benefit)
    add(f"{dl}/the-covenant-of-water.epub", R, "Books", 300,
        _epub("The Covenant of Water", "Abraham Verghese", "en", "The Covenant of Water. Part One. Travancore, 1900."))
    add(f"{dl}/a-history-of-south-africa-thompson.epub", R, "History", 520,
        _epub("A History of South Africa", "Leonard Thompson", "en", "A History of South Africa. Chapter 1: The Africans."))
    add(f"{dl}/LibreOffice_25.8.1_MacOS_aarch64.dmg.crdownload", L, "System", 0.5, _blob(r, b"koly", 700))
    add(f"{dl}/Hymns_collection.zip.part", L, "System", 3, _blob(r, b"PK\x03\x04", 700))
    hard = [  # (rel, bucket, topic, mtime age, content)
        (f"{dl}/document.pdf", A, "Finance", 290, at(t_ita34, 290)),
        (f"{dl}/document (1).pdf", P, "Home", 11, t_convey_letter),
        (f"{dl}/document (2).pdf", A, "Health", 42, t_discovery_stmt),
        (f"{dl}/document (3).pdf", P, "Travel", 94, t_klm),
        (f"{dl}/document (4).pdf", A, "Finance", 62, at(t_irp5, 95)),
        (f"{dl}/document (5).pdf", P, "Travel", 20, t_travel_ins),
        (f"{dl}/document (6).pdf", A, "Health", 329, t_eyes),
        (f"{dl}/download.pdf", A, "Home", 130, t_coct),
        (f"{dl}/download (1).pdf", A, "Tutoring", 519, t_tutor_agreement),
        (f"{dl}/download (2).pdf", A, "Car", 239, t_car_service),
        (f"{dl}/Statement.pdf", A, "Finance", 190, t_nedbank),
        (f"{dl}/attachment.pdf", P, "Writing", 100, lambda rr, dt: t_editor(rr, dt, 4)),
        (f"{dl}/attachment (1).pdf", R, "History", 410, lambda rr, dt: t_history_article(rr, dt, "1976")),
        (f"{dl}/Attachment-1.pdf", X, "Estate", 12, lambda rr, dt: t_estate_letter(rr, NOW - timedelta(days=1050), 2)),
        (f"{dl}/invoice.pdf", A, "Home", 44, t_garden_invoice),
        (f"{dl}/scan.pdf", A, "Health", 82, t_xray),
        (f"{dl}/letter.pdf", P, "Travel", 36, t_invite_nl),
        (f"{dl}/Certificate.pdf", P, "Home", 25, t_beetle),
        (f"{dl}/form.pdf", A, "Home", 339, t_rates_rebate),
        (f"{dl}/Untitled.pdf", P, "Home", 26, t_levies),
        (f"{dl}/Fwd_.eml", P, "Home", 74, t_agent_mail),
        # Desktop
        ("Desktop/untitled.txt", P, "Writing", 4,
         "Scene for ch 8 - last bell\n- the Grade 12s in the corridor singing Shosholoza\n- Room 14 empty, the chalk box in my bag\n"
         "- Mr Williams' speech (too long) - leave out?\n- end the book here, or with Nomvula's WhatsApp?\nAsk Ruth.\n"),
        ("Desktop/untitled 2.txt", A, "Tutoring", 6,
         "Thursday - Anathi read the whole of 'The Lost Goat' by herself!! 41 words per minute (was 29 in Feb).\n"
         "Iviwe absent again - ask Mrs Mthembu if the family moved. Need more Level 5 readers from the Trust's book room.\n"),
        ("Desktop/untitled 3.txt", A, "Book Club", 30,
         "Thursday at Val's 10:00 - discuss The Promise (Galgut). I choose for July: Small Things Like These?\n"
         "Remind everyone: subs R 200. Joan can't host in August - swap with Thandi.\n"),
        ("Desktop/To do.txt", P, "Home", 1, t_move_todo),
        ("Desktop/Untitled.docx", A, "Church", 13, t_bereave_notes),
        ("Desktop/Document.docx", P, "Writing", 15, lambda rr, dt: t_editor(rr, dt, 6)),
        ("Desktop/notes.txt", P, "Travel", 50, t_packing),
        ("Desktop/Re_ your message.eml", A, "Tutoring", 19, t_tutor_mail),
        # Scans from the Canon printer
        ("Scans/scan0003.pdf", R, "Family", 700, lambda rr, dt: t_family_letter(rr, dt, 0)),
        ("Scans/scan0007.pdf", X, "Estate", 1700, t_executor_letter),
        ("Scans/scan0011.pdf", X, "Estate", 1690, t_death_notice),
        ("Scans/scan0014.pdf", X, "Teaching", 900, at(t_retire_letter, 2450)),
        ("Scans/scan0019.pdf", A, "Finance", 500, t_gepf_benefit),
        ("Scans/scan0022.pdf", A, "Health", 440, t_hip_op),
        ("Scans/scan0023.pdf", A, "Health", 399, t_hip_followup),
        ("Scans/scan0027.pdf", A, "Car", 300, t_car_licence),
        ("Scans/scan0030.pdf", X, "Family", 440, lambda rr, dt: t_christening(rr, dt, 0)),
        ("Scans/scan0031.pdf", X, "Teaching", 250, t_lesson),
        ("Scans/scan0034.pdf", X, "Estate", 200, lambda rr, dt: t_estate_letter(rr, NOW - timedelta(days=1050), 2)),
        ("Scans/scan0038.pdf", P, "Home", 104, t_mandate),
        ("Scans/scan0039.pdf", P, "Home", 27, t_flat_otp),
        ("Scans/scan0040.pdf", P, "Writing", 58, t_permission),
        ("Scans/scan0041.pdf", A, "Church", 120, t_church_reading),
        ("Scans/scan0042.pdf", R, "Cooking", 600, lambda rr, dt: t_recipe(rr, dt, "melktert")),
        ("Scans/scan0043.pdf", P, "Home", 29, t_coc),
        ("Scans/scan0044.pdf", A, "Home", 219, t_plumber),
        ("Scans/scan0046.pdf", X, "Teaching", 600, at(t_exam, 2900)),
        ("Scans/scan0047.pdf", A, "Home", 190, t_coct),
        ("Scans/scan0048.pdf", A, "Home", 90, t_nomsa_payslip),
        # Documents/misc, New folder, year folders
        ("Documents/misc/notes.docx", P, "Writing", 310, t_memoir_research),
        ("Documents/misc/notes (2).docx", A, "Book Club", 64, t_bookclub_notes),
        ("Documents/misc/list.txt", P, "Home", 20, t_keep_list),
        ("Documents/misc/info.pdf", A, "Health", 149, t_discovery_benefits),
        ("Documents/misc/info (1).pdf", A, "Home", 96, t_home_ins),
        ("Documents/misc/letter.docx", A, "Finance", 269, t_sars_letter),
        ("Documents/misc/draft.docx", A, "Church", 160, t_bereave_schedule),
        ("Documents/misc/Book1.xlsx", A, "Tutoring", 170, t_tutor_scores),
        ("Documents/misc/Book2.xlsx", A, "Finance", 365, t_budget),
        ("Documents/misc/old stuff.txt", X, "Estate", 1000, t_estate_notes),
        ("Documents/misc/new.txt", X, "Travel", 770, lambda rr, dt: t_garden_route(rr, dt, 2)),
        ("Documents/New folder/Document1.docx", X, "Teaching", 2360, t_farewell),
        ("Documents/New folder/Document2.docx", P, "Travel", 70, t_itinerary),
        ("Documents/New folder/Document3.docx", P, "Writing", 470, lambda rr, dt: t_chapter(rr, dt, 2)),
        ("Documents/New folder/Document4.docx", A, "Tutoring", 75, t_tutor_progress),
        ("Documents/New folder/meeting.txt", A, "Church", 90, t_bereave_notes),
        ("Documents/2023/final.pdf", X, "Estate", 1040, lambda rr, dt: t_estate_letter(rr, dt, 2)),
        ("Documents/2023/quote.pdf", X, "Home", 1000, lambda rr, dt: t_solar(rr, dt, 0)),
        ("Documents/2023/scan.pdf", X, "Home", 990, lambda rr, dt: t_solar(rr, dt, 1)),
        ("Documents/2025/scan_2025_03_14.pdf", A, "Health", 440, t_gp),
        ("Documents/2025/letter 2025.docx", X, "Family", 430, lambda rr, dt: t_christening(rr, dt, 2)),
        ("Documents/2025/Lunch.docx", X, "Family", 445, lambda rr, dt: t_christening(rr, dt, 1)),
        ("Documents/2025/schedule.docx", A, "Tutoring", 250, t_tutor_schedule),
        ("Documents/2025/stuff.txt", R, "Gardening", 380, lambda rr, dt: t_fynbos(rr, dt, "calendar")),
    ]
    for rel, bucket, topic, age, content in hard:
        add(rel, bucket, topic, age, content, True)

    # ------------------------------------------------------------ unlabelled dot files
    for folder in ("Desktop", "Documents", "Downloads", "Pictures/Family", "Documents/Memoir"):
        dot(f"{folder}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(r.getrandbits(8) for _ in range(200)), r.randint(0, 30))
    return items


if __name__ == "__main__":
    tmp = Path(tempfile.mkdtemp(prefix="twentyfirst_"))
    try:
        its = build(tmp)
        assert len({i.rel for i in its}) == len(its)
        assert all((tmp / i.rel).is_file() for i in its)
        assert all(i.bucket in ("Projects", "Areas", "Resources", "Archive", "Left") for i in its)
        print(f"{len(its)} labelled files, {sum(i.hard for i in its)} hard")
        for k, v in sorted(Counter(i.bucket for i in its).items()):
            print(f"  {k:<10} {v}")
        for k, v in sorted(Counter((i.bucket, i.topic) for i in its).items()):
            print(f"  {k[0]:<10} {k[1]:<12} {v}")
    finally:
        shutil.rmtree(tmp)
