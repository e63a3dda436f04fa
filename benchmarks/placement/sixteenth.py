"""A sixteenth labelled corpus: a cardiology nurse's Windows laptop, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/`` or any benchmark
script, or at any placement result. Only ``unseen.py``'s docstring and helpers (``_d``, ``_kr``, ``_latin1``,
``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``) and the top of its ``build`` were read, with
the ``Item`` dataclass, ``NOW``/``NOW_S``, ``_pdf`` and ``_jpeg`` (``corpus.py``) and ``_docx``, ``_png`` and
``HEIC_HEAD`` (``blind.py``). The files and labels follow what this person would keep, not what code looks for.

The person: Fiona MacLeod, 33, a band 6 staff nurse on a cardiology ward (Ward 7B, cardiology and coronary
care step-down) at the Queen Elizabeth University Hospital in Glasgow (NHS Greater Glasgow and Clyde),
mostly on night shifts. She rents a tenement flat in Partick (Flat 2/1, 27 Crawford Street, G11) with her
partner Callum Fraser, a secondary-school physics teacher. Before Glasgow she spent nine years at Ninewells
Hospital in Dundee (NHS Tayside, coronary care unit), a job that ended when they moved west in June 2023.
She finished a part-time MSc in Advanced Nursing Practice at the University of Dundee in 2024 (dissertation
on nurse-led follow-up after myocardial infarction) and still repays a student loan. Her asthma is
well controlled (Fostair, salbutamol, an annual review at the Partick surgery). Her NMC registration
needs the annual fee every March and revalidation every three years (next due 31 March 2027), so she keeps
CPD hours, practice feedback and reflective accounts as she goes.

Three things with an end are under way. She and Callum marry on Saturday 19 September 2026 at Armadale
Bay House in Sleat on the Isle of Skye: venue contract, photographer quotes, a ceilidh band, the guest list
spreadsheet, the registrar's marriage notices, dress fittings in Glasgow, a budget, and a tiny Python tool
Callum wrote to merge RSVPs. She is applying for a cardiology nursing post in Valencia (Hospital Levante
Salud, through the recruiter MedTalent Iberia): a CV and cover letter in Spanish, recognition of her
nursing degree by the Spanish Ministerio de Universidades (homologación), an apostilled degree, the NMC's
certificate of current professional status; alongside it she takes a Spanish evening class (Intermediate
B1 at Glasgow Clyde College, ending in the DELE B1 exam in July 2026). And she trains for the Great
Scottish Run half marathon on 4 October 2026, running for the British Heart Foundation. Done and dusted:
the MSc (2024), the move from Dundee (2023), a week in Iceland in March 2025, and the Ninewells job.

She knits (pattern PDFs, a yarn stash list), is in a book club that reads ebooks, keeps music files and
recipes, and empties her phone onto the laptop every few months. Files are in British English with some
Spanish. The laptop shows the usual chaos: ``Downloads/`` full of ``document (3).pdf`` and
``download.pdf``, a ``Desktop/`` with ``untitled.txt`` and ``New Text Document.txt``, ``Scans/scan0042.pdf``
from the printer, ``Documents/misc/``, a ``New folder``, an ``Old laptop backup 2022`` folder, versioned
drafts (``CV_ES_v3_final.docx``), phone dumps, unfinished downloads and Windows system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects** -- outcomes with an end still being worked on now, whatever the file's age:
  the wedding on Skye in September 2026 (venue, photographer, band, florist, celebrant, registrar's
  marriage notices, guest list, seating, invitations, accommodation, dress fittings, budget, vows, the
  RSVP-merging code project, venue-visit and fitting photos, even a 2024 ideas note) -- topic Wedding;
  the Valencia job application (Spanish CV and cover letter, job advert, recruiter e-mails, interview
  preparation, degree recognition, apostille, the NMC certificate of current professional status
  requested for it, NIE appointment) -- topic Nursing, like the rest of her profession; the Spanish
  evening class and the DELE B1 exam (enrolment, homework, vocabulary, class notes, exam registration)
  -- topic Spanish; the Great Scottish Run half marathon 2026 (race entry, training plan and log,
  BHF fundraising page, race kit) -- topic Running.
- **Areas** -- responsibilities with no end, whatever the document's age: her job at the QEUH and her
  professional registration (NMC fee and renewal, revalidation record, CPD log, reflective accounts,
  practice feedback, mandatory training certificates, rotas, annual leave, appraisal, ward e-mails,
  her NHS GGC contract) -- topic Nursing; money (payslips from any employer, P60s, tax code notices,
  bank statements, the NHS pension, the student loan, the household budget) -- topic Finance; the flat
  (tenancy, rent, council tax, energy, broadband, contents insurance, landlord repairs) -- topic Home;
  her health (asthma reviews, prescriptions, peak-flow diary, dentist, optician, occupational health)
  -- topic Health. A 2022 payslip or a 2023 council tax bill is still Areas.
- **Resources** -- reference and interests kept for their own sake, by subject: clinical reference
  (ECG guides, drug charts, guidelines, course handouts) -- Nursing; Spanish grammar and reading kept
  for itself -- Spanish; running articles -- Running; knitting patterns and the yarn stash -- Knitting;
  ebooks and the book club's reading lists and notes (she is a member, not an organiser) -- Books;
  music files -- Music; recipes -- Cooking; appliance manuals -- Home; installers -- Software; general
  photos, phone dumps and screenshots -- Photos. Photos that document a project (venue visit, dress
  fitting, Iceland, the move, graduation) take that project's bucket and topic instead.
- **Archive** -- finished projects and ended responsibilities, however recently a file was touched:
  the MSc and its dissertation, completed 2024 -- topic Education; the move from Dundee to Glasgow in
  2023 (removal quotes, end of the Dundee tenancy, deposit return, change of address, moving photos) --
  topic Home; the Iceland trip of March 2025 -- topic Travel; the Ninewells job at NHS Tayside, ended
  2023 (contract, resignation, reference, leaving do) -- topic Nursing; the old Samsung phone backup of
  2022 -- topic Backup.
- **Left** -- unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``)
  and system files (``desktop.ini``, ``Thumbs.db``) -- topic System. Dot files (``.DS_Store`` from a
  friend's USB stick, ``.~lock...#`` from LibreOffice, ``.gitignore``) are written but not labelled.

Topics are subjects: the Valencia application is ``Nursing`` like the NMC fee, the Iceland trip is
``Travel`` like any trip, the move is ``Home`` like the tenancy. ``hard`` marks a file whose name *and*
folder say nothing about its subject (``Downloads/document (3).pdf``, ``Desktop/untitled.txt``,
``Scans/scan0042.pdf``, ``Documents/misc/notes.docx``): only its text can place it. Images are never hard.
Dates are relative to ``corpus.NOW`` so every corpus shares the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
from datetime import timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _d, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400
ME = "Fiona MacLeod"
ADDR = "Flat 2/1, 27 Crawford Street, Glasgow G11 5QF"


def _gbp(v: float) -> str:
    return f"\u00a3{v:,.2f}"


def _long(dt) -> str:
    return f"{dt.day} {dt.strftime('%B %Y')}"


# --------------------------------------------------------------------------- money (Areas Finance)


def t_payslip(r, dt, employer="NHS Greater Glasgow and Clyde"):
    basic = 3884.17 if dt.year >= 2025 else 3612.50
    if "Tayside" in employer:
        basic = 2874.33
    nights = round(r.uniform(420, 760), 2)
    gross = basic + nights
    sup = round(gross * 0.098, 2)
    tax = round((gross - 1047.50) * 0.205, 2)
    ni = round((gross - 1048) * 0.08, 2)
    loan = round(max(0, (gross - 2593) * 0.09), 2)
    net = gross - sup - tax - ni - loan
    return (f"{employer}\nPAYSLIP - Pay date {_long(dt.replace(day=27))}\n"
            f"Employee: {ME}   Pay number: 7712045   NI number: SX 41 77 20 C\n"
            f"Job: Staff Nurse, Agenda for Change Band 6   Tax code: 1257L (S)\n"
            f"Basic pay  {_gbp(basic)}\nUnsocial hours enhancement (nights)  {_gbp(nights)}\n"
            f"Gross pay  {_gbp(gross)}\nIncome tax  {_gbp(tax)}\nNational Insurance  {_gbp(ni)}\n"
            f"Superannuation (NHS Pension Scheme Scotland)  {_gbp(sup)}\nStudent loan (Plan 4)  {_gbp(loan)}\n"
            f"NET PAY  {_gbp(net)}\nPaid to account ending 4471\n")


def t_p60(r, dt):
    pay = r.uniform(49000, 54000)
    return (f"P60 End of Year Certificate\nTax year to 5 April {dt.year}\nEmployee: {ME}\n"
            f"National Insurance number: SX417720C\nEmployer: NHS Greater Glasgow and Clyde, PAYE ref 961/GA04\n"
            f"Pay in this employment {_gbp(pay)}\nTax deducted {_gbp(pay * 0.19)}\nFinal tax code 1257L (Scottish)\n"
            f"Student loan deductions {_gbp(pay * 0.033)}\nKeep this certificate in a safe place.\n")


def t_pension(r, dt):
    return (f"Scottish Public Pensions Agency\nNHS Pension Scheme (Scotland) - Annual Benefit Statement\n"
            f"Member: {ME}   Scheme reference: 2015/ML/448120\nStatement date: 31 March {dt.year}\n"
            f"2015 Scheme (career average) pension built up to date: {_gbp(r.uniform(5200, 7400))} a year\n"
            f"Pension added this year: {_gbp(r.uniform(880, 990))}\nNormal pension age: 68\n"
            "Transferred 1995/2008 section service from NHS Tayside is shown separately.\n"
            "You can check your record on the SPPA member portal.\n")


def t_bank(r, dt):
    rows = [("NHS GGC SALARY", r.uniform(2650, 2950), True), ("CLYDE LETTINGS RENT", 1150.00, False),
            ("GLASGOW CITY COUNCIL CTAX", 152.00, False), ("SCOTTISHPOWER DD", r.uniform(88, 140), False),
            ("VIRGIN MEDIA", 41.00, False), ("TESCO STORES PARTICK", r.uniform(24, 80), False),
            ("SUBWAY GLASGOW SPT", 26.00, False), ("LIDL DUMBARTON RD", r.uniform(18, 55), False),
            ("C FRASER TRANSFER BILLS", 600.00, True), ("NETFLIX.COM", 10.99, False)]
    r.shuffle(rows)
    bal = r.uniform(600, 2400)
    out = [f"Nationwide Building Society - FlexDirect statement\n{ME}, {ADDR}\n"
           f"Statement period ending {_d(dt)}   Account ending 4471   Sort code 07-04-36",
           f"Opening balance {_gbp(bal)}"]
    for i, (who, amt, credit) in enumerate(rows):
        bal += amt if credit else -amt
        out.append(f"{_d(dt - timedelta(days=28 - 3 * i))}  {who}  {'+' if credit else '-'}{amt:.2f}  {bal:.2f}")
    out.append(f"Closing balance {_gbp(bal)}")
    return "\n".join(out) + "\n"


def t_student_loan(r, dt):
    bal = 14800 - (dt.year - 2022) * 1150 + r.uniform(-200, 200)
    return (f"Student Loans Company - Annual Statement\nCustomer reference: 2117 448 903\nName: {ME}\n"
            f"Repayment plan: Plan 4 (Scotland)\nStatement year ending 5 April {dt.year}\n"
            f"Balance at start of year {_gbp(bal + 1350)}\nInterest added {_gbp(bal * 0.043)}\n"
            f"Repayments received through your employer {_gbp(1350 + bal * 0.043)}\nBalance {_gbp(bal)}\n"
            "Repayments are taken automatically through PAYE when you earn over the Plan 4 threshold.\n")


def t_taxcode(r, dt):
    return (f"HM Revenue & Customs\nPAYE Coding Notice - tax year {dt.year}-{(dt.year + 1) % 100}\n"
            f"Dear {ME}\nYour tax code for NHS Greater Glasgow and Clyde is S1257L.\n"
            "The S means you pay Scottish income tax rates.\nPersonal Allowance 12,570\n"
            "Less: medical insurance/other benefits 0\nAmount of pay you can get before paying tax 12,570\n")


BUDGET = """Month;Income Fiona;Income Callum;Rent;Council tax;Energy;Broadband;Food;Travel;Wedding pot;Savings
Jan;2871;2410;1150;152;131;41;420;96;600;350
Feb;2903;2410;1150;152;124;41;398;96;600;350
Mar;2855;2410;1150;152;118;41;405;104;600;300
Apr;2990;2486;1180;158;102;41;430;104;650;300
May;2962;2486;1180;158;88;41;412;110;650;300"""


# --------------------------------------------------------------------------- flat (Areas Home)


def t_ctax(r, dt):
    y = dt.year
    return (f"Glasgow City Council - Council Tax Bill {y}/{(y + 1) % 100}\nAccount number 40817733\n"
            f"Property: {ADDR}\nValuation band: C\nLiable persons: {ME}, Callum Fraser\n"
            f"Council tax {_gbp(1431.52 + (y - 2023) * 60)}\nWater charge {_gbp(195.12)}\n"
            f"Waste water charge {_gbp(227.40)}\nPay by 10 monthly instalments from 1 April.\n"
            "Direct Debit will be taken from your account on the 1st of each month.\n")


def t_energy(r, dt):
    kwh, gas = r.randint(140, 260), r.randint(300, 1400)
    return (f"ScottishPower - your energy bill\nAccount 1002 884 5510   Bill date {_d(dt)}\n{ME}\n{ADDR}\n"
            f"Electricity used {kwh} kWh at 24.86p   {_gbp(kwh * 0.2486)}\n"
            f"Gas used {gas} kWh at 6.24p   {_gbp(gas * 0.0624)}\nStanding charges {_gbp(r.uniform(24, 31))}\n"
            f"Paid by monthly Direct Debit of {_gbp(r.choice([88, 96, 104]))}\n")


TENANCY = f"""Scottish Government Model Private Residential Tenancy Agreement
Landlord: Mr Anwar Siddiqui, c/o Clyde Lettings Ltd, 102 Byres Road, Glasgow G12 8TB
Tenants: {ME} and Callum Fraser
Let property: {ADDR} (second floor left, tenement flat, two bedrooms, part furnished)
Start date of tenancy: 17 June 2023
Rent: 1,050.00 pounds per calendar month, payable in advance on the 17th of each month
Deposit: 1,050.00 pounds, lodged with SafeDeposits Scotland within 30 working days
Rent may not be increased more than once in any 12-month period; three months' notice must be given.
The tenant must give the landlord at least 28 days' written notice to end the tenancy.
Signed electronically by all parties on 2 June 2023."""


def t_landlord_mail(r, dt):
    issue = r.choice(["the boiler is losing pressure again and the radiators in the bedroom are cold",
                      "the bathroom extractor fan has stopped working and there is mould above the window",
                      "the kitchen tap is dripping constantly and the washer seems to have gone"])
    return (f"From: Fiona MacLeod <fiona.macleod91@gmail.com>\nTo: repairs@clydelettings.co.uk\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 09:12:44 +0000\nSubject: Repair request - 2/1, 27 Crawford St\n\n"
            f"Hi,\n\nJust to report that {issue}. I work nights so mornings after 9am are\n"
            "best for access, or Callum can let the engineer in after 4pm. There's a key with the\n"
            "neighbour at 2/2 if needed.\n\nThanks,\nFiona MacLeod\n")


def t_rent_notice(r, dt):
    return (f"Clyde Lettings Ltd\n102 Byres Road, Glasgow G12 8TB\n{_long(dt)}\n\n{ME} and Callum Fraser\n{ADDR}\n\n"
            "Rent-increase notice (Private Residential Tenancy, form RI-1)\n"
            "Your landlord proposes to increase the rent from 1,150.00 to 1,180.00 pounds per month with\n"
            "effect from 17 April. You may refer this to a rent officer within 21 days if you think it is\n"
            "unreasonable.\nYours sincerely\nLauren Docherty, Property Manager\n")


def t_contents(r, dt):
    return (f"Direct Line - Contents Insurance Renewal\nPolicy number DL-HC-55102871\nPolicyholders: {ME}, "
            f"Callum Fraser\nInsured address: {ADDR}\nContents sum insured: 35,000 pounds\n"
            f"Accidental damage: included   Personal possessions away from home: 2,000 pounds\n"
            f"Annual premium: {_gbp(r.uniform(118, 164))}   Renewal date: {_d(dt + timedelta(days=21))}\n")


def t_broadband(r, dt):
    return (f"Virgin Media - Your bill\nAccount 6621 0045 77\n{ME}, {ADDR}\nM250 Fibre Broadband  "
            f"{_gbp(41.00)}\nBill period to {_d(dt)}\nTotal to pay by Direct Debit {_gbp(41.00)}\n")


# --------------------------------------------------------------------------- health (Areas Health)


def t_asthma(r, dt):
    pf = r.randint(400, 440)
    return (f"Crawford Street Medical Practice\n48 Crawford Street, Partick, Glasgow G11\n{_long(dt)}\n\n"
            f"Patient: {ME}, DOB 14/03/1993, CHI 1403938841\nAnnual asthma review (practice nurse: Sr Gail Moffat)\n"
            f"Asthma Control Test score: {r.randint(20, 24)}/25 - well controlled\n"
            f"Peak flow today {pf} L/min (best {pf + 20})\nInhaler technique checked - good with spacer.\n"
            "Current treatment: Fostair 100/6 two puffs twice daily (MART), salbutamol 100mcg as needed.\n"
            "Night shifts discussed; keep reliever on the ward. Flu and COVID vaccines via occupational health.\n"
            "Personal asthma action plan updated. Review in 12 months.\n")


def t_rx(r, dt):
    return (f"NHS Scotland Repeat Prescription - right-hand side\nPatient: {ME}   CHI 1403938841\n"
            f"Crawford Street Medical Practice   Date {_d(dt)}\n"
            "1. Fostair 100/6 inhaler 120 doses - 2 puffs twice daily - 1 inhaler\n"
            "2. Salbutamol 100mcg inhaler - 2 puffs when required - 1 inhaler\n"
            "3. Cetirizine 10mg tablets - one daily in hay fever season - 30\n"
            f"Next review due: {_d(dt + timedelta(days=180))}\n")


def t_peakflow(r, dt):
    out = ["date,morning_lpm,evening_lpm,reliever_puffs,notes"]
    for i in range(20):
        d = dt - timedelta(days=19 - i)
        am = r.randint(380, 440)
        out.append(f"{_d(d)},{am},{am + r.randint(-10, 25)},{r.choice([0, 0, 0, 2])},"
                   f"{r.choice(['', '', 'night shift', 'cold air run', 'pollen high', ''])}")
    return "\n".join(out) + "\n"


def t_dentist(r, dt):
    return (f"Partick Dental Care\n{_long(dt)}\nDear {ME},\nThis is a reminder of your six-monthly check-up "
            f"and scale and polish on {_d(dt + timedelta(days=14))} at 10:40 with Mr Iain Baird.\n"
            "NHS Scotland examination: free. Please call to reschedule if you are on nights that week.\n")


def t_optician(r, dt):
    return (f"Specsavers Partick - Eye examination record\nPatient {ME}   Date {_d(dt)}\n"
            "R -1.75 / -0.25 x 180   L -1.50 DS\nIntraocular pressures normal. Fundus healthy.\n"
            "Recommended recall: 24 months. Daily disposable contact lenses trial arranged.\n")


def t_occhealth(r, dt):
    return (f"NHS GGC Occupational Health Service\nStaff member: {ME}, Ward 7B, QEUH\nDate {_d(dt)}\n"
            "Seasonal influenza vaccine given (left deltoid). Batch QX4471. No reaction observed.\n"
            "Hepatitis B immunity: confirmed (anti-HBs > 100). Fit-testing FFP3: passed (3M 1863+).\n")


# --------------------------------------------------------------------------- nursing (Areas / Projects / Archive)

NMC_PIN = "14C0871S"


def t_nmc_fee(r, dt):
    return (f"Nursing and Midwifery Council\nPayment confirmation\nRegistrant: {ME}   NMC PIN: {NMC_PIN}\n"
            f"Annual retention fee: 120.00 pounds   Paid: {_d(dt)} by debit card\n"
            "Part of the register: Registered Nurse - Adult (RNA)\n"
            f"Your registration is renewed until 31 March {dt.year + 1}. Your revalidation date is 31 March 2027.\n")


REFLECT = [
    ("a night shift on which a post-PCI patient developed chest pain and ST elevation on telemetry",
     "escalating early with a structured SBAR handover to the cardiology registrar",
     "Prioritise people; Preserve safety"),
    ("a study day on interpreting 12-lead ECGs in acute coronary syndrome",
     "I now check for posterior changes and right-sided leads before handing over a query STEMI",
     "Practise effectively"),
    ("a complaint from a relative who felt uninformed about her father's transfer to the Golden Jubilee",
     "taking time to explain transfers and documenting the conversation in the nursing notes",
     "Prioritise people; Promote professionalism and trust"),
    ("mentoring a second-year student nurse from Glasgow Caledonian through her first placement",
     "giving feedback the same day rather than saving everything for the assessment",
     "Practise effectively; Promote professionalism and trust"),
    ("an incident where an amiodarone infusion was connected to the wrong line during handover",
     "double-checking infusions at the bedside at every handover and reporting it on Datix",
     "Preserve safety"),
]


def t_reflective(r, dt, k=None):
    what, change, code = REFLECT[r.randrange(len(REFLECT)) if k is None else k]
    return ("NMC Revalidation - Reflective accounts form\n"
            f"Reflective account: written {_long(dt)}\n"
            f"What was the nature of the CPD activity and/or practice-related feedback and/or event or experience "
            f"in your practice?\nI am reflecting on {what}.\n"
            "What did you learn from the CPD activity and/or feedback and/or event or experience in your practice?\n"
            "That my instinct that something was not right deserved to be acted on straight away, and that the team "
            "responds well when the concern is put clearly.\n"
            f"How did you change or improve your practice as a result?\nBy {change}.\n"
            f"How is this relevant to the Code?\nThemes: {code}.\n")


def t_cpd_log(r, dt):
    acts = [("ILS recertification", "Resuscitation Council UK", 7, "P"),
            ("Cardiac rhythm recognition e-learning", "TURAS Learn", 3, "I"),
            ("Heart failure nurse teaching session", "Ward 7B", 2, "P"),
            ("Sepsis and NEWS2 update", "LearnPro NHS", 1.5, "I"),
            ("BCS nursing webinar: TAVI aftercare", "British Cardiovascular Society", 1.5, "P"),
            ("Journal club: high-sensitivity troponin", "QEUH cardiology", 1, "P"),
            ("Safe use of insulin", "LearnPro NHS", 1, "I"),
            ("Practice educator facilitation day", "NHS GGC", 6, "P")]
    out = ["date,activity,provider,hours,participatory,evidence"]
    for i, (a, p, h, t) in enumerate(acts):
        out.append(f"{_d(dt - timedelta(days=40 * (len(acts) - i)))},{a},{p},{h},{'yes' if t == 'P' else 'no'},"
                   f"{r.choice(['certificate', 'notes', 'attendance list', 'certificate'])}")
    out.append(f"TOTAL,,,{sum(a[2] for a in acts)},,(need 35 over 3 years; 20 participatory)")
    return "\n".join(out) + "\n"


def t_rota(r, dt):
    names = ["F MacLeod", "S Kaur", "J O'Donnell", "M Reid", "A Bianchi", "L McAllister", "HCSW T Baxter"]
    out = [f"Ward 7B Cardiology - QEUH - Nursing rota, 4 weeks from {_d(dt)}", "Name;" + ";".join(
        (dt + timedelta(days=i)).strftime("%a %d") for i in range(14))]
    for n in names:
        out.append(n + ";" + ";".join(r.choice(["N", "N", "L", "E", "-", "-", "AL"]) for _ in range(14)))
    out.append("N = night 19:30-08:00, L = long day 07:30-20:00, E = early, AL = annual leave")
    return "\n".join(out)


def t_training(r, dt):
    course = r.choice(["Immediate Life Support (ILS)", "Basic Life Support (adult)", "Moving and Handling - Module B",
                       "Fire Safety Awareness", "Information Governance", "Blood Transfusion Safe Practice"])
    return (f"Certificate of completion\nThis is to certify that\n{ME}\nStaff Nurse, Ward 7B, Queen Elizabeth "
            f"University Hospital\nhas completed\n{course}\non {_long(dt)}\n"
            f"NHS Greater Glasgow and Clyde - Learning and Education\nValid until {_d(dt + timedelta(days=365))}\n")


def t_leave_mail(r, dt):
    return (f"From: Fiona MacLeod <fiona.macleod2@ggc.scot.nhs.uk>\nTo: Charge Nurse Stephen Gallacher\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 07:58:10 +0000\nSubject: Annual leave request\n\n"
            "Hi Stephen,\n\nCould I request annual leave from 14 to 27 September please? I have put it on\n"
            "SSTS as well. I'm happy to do nights either side and I've swapped my 12th with Jenna.\n"
            "Also a reminder my ILS is due in November.\n\nThanks, Fiona\n")


def t_ward_mail(r, dt):
    topic = r.choice(["the new telemetry escalation SOP", "the Care Assurance audit next Thursday",
                      "changes to the controlled-drug check at the 20:00 handover"])
    return (f"From: Stephen Gallacher <stephen.gallacher@ggc.scot.nhs.uk>\nTo: Ward 7B nursing staff\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 15:30:02 +0000\nSubject: Staff update\n\n"
            f"Hi all,\n\nPlease read {topic} before your next shift and sign the sheet in the office.\n"
            "Night staff: the bed manager now takes cardiology boarders from AMU after 02:00 only\n"
            "with a cardiology registrar review. Thanks for all the hard work this month.\n\nStephen\n"
            "Charge Nurse, Ward 7B Cardiology, QEUH\n")


CONTRACT_GGC = f"""NHS Greater Glasgow and Clyde - Statement of Main Terms and Conditions of Employment
Employee: {ME}
Post: Staff Nurse, Band 6 (Agenda for Change), Ward 7B Cardiology, Queen Elizabeth University Hospital
Start date: 7 August 2023. Hours: 37.5 per week on a rotational pattern including nights and weekends.
Salary: point 2 of Band 6, paid monthly on the 27th. Continuous NHS service from 4 August 2014 is recognised.
Annual leave: 27 days plus public holidays, rising with service.
Pension: NHS Pension Scheme (Scotland), administered by the Scottish Public Pensions Agency.
Professional registration: you must maintain live registration with the NMC and revalidate when due."""


def t_feedback(r, dt):
    return ("Practice-related feedback (for revalidation)\n"
            f"Date received: {_d(dt)}\nSource: {r.choice(['patient thank-you card', 'student placement evaluation', 'charge nurse after a cardiac arrest debrief', 'relative letter to the ward'])}\n"
            "Summary: praised for calm explanations on a night with a very unwell patient and for making time for "
            "the family.\nHow I used it: discussed with my confirmer; linked to reflective account 3.\n")


def t_appraisal(r, dt):
    return (f"TURAS Appraisal - NHS Scotland\nAppraisee: {ME}   Reviewer: Stephen Gallacher\nMeeting date {_d(dt)}\n"
            "Objectives for the year:\n1. Complete ILS instructor candidate nomination.\n"
            "2. Lead the ward's heart failure discharge checklist update.\n"
            "3. Support two pre-registration students as practice supervisor.\n"
            "KSF core dimensions reviewed: communication, personal development, safety, quality.\n")


# clinical reference (Resources Nursing)

ECG_GUIDE = """Systematic 12-lead ECG interpretation - quick guide
1. Rate: 300 divided by the number of large squares between R waves.
2. Rhythm: regular or irregular? P wave before every QRS?
3. Axis: leads I and aVF.
4. PR interval 0.12-0.20 s; QRS < 0.12 s; QTc < 450 ms (men) / 460 ms (women).
5. ST segments: elevation in two contiguous leads suggests STEMI - inferior II, III, aVF; anterior V1-V4;
lateral I, aVL, V5-V6. Look for reciprocal depression.
6. T waves and U waves. Compare with previous ECGs."""

DRUGS = """Drug;Class;Usual dose;Nursing checks
Bisoprolol;Beta blocker;1.25-10 mg once daily;Hold if HR < 55 or SBP < 90, check with prescriber
Ramipril;ACE inhibitor;1.25-10 mg daily;U&Es within 2 weeks of a dose change
Ticagrelor;P2Y12 inhibitor;90 mg twice daily;Bleeding, breathlessness
Furosemide;Loop diuretic;40-80 mg;Daily weights, fluid balance, K+
Amiodarone;Antiarrhythmic;300 mg IV loading via central line;Cardiac monitoring, phlebitis
Apixaban;DOAC;5 mg twice daily;Renal function, bleeding
Glyceryl trinitrate;Nitrate;400 mcg sublingual PRN;BP before and after"""

NEWS2 = """NEWS2 - National Early Warning Score (Royal College of Physicians)
Parameters: respiration rate, SpO2 (scale 1 or scale 2), air or oxygen, systolic BP, pulse, consciousness
(ACVPU), temperature. Aggregate 5-6 or a single red score of 3: urgent response by a clinician competent in
acute illness. Aggregate 7 or more: emergency assessment, consider transfer to critical care."""


def t_ninewells(r, dt, kind):
    if kind == "resign":
        return (f"{ME}\n14 Step Row, Dundee DD2 1AQ\n{_long(dt)}\n\nMrs Alison Petrie\nSenior Charge Nurse, "
                "Coronary Care Unit, Ninewells Hospital, NHS Tayside\n\nDear Alison,\n"
                "Please accept this letter as notice of my resignation from my post as Staff Nurse in CCU. "
                "My last working day will be 4 June 2023, as Callum and I are moving to Glasgow.\n"
                "Thank you for nine brilliant years on the unit.\nKind regards\nFiona\n")
    if kind == "reference":
        return ("NHS Tayside - Employment reference\nCandidate: Fiona MacLeod   Post held: Staff Nurse Band 5/6, "
                "CCU Ninewells, August 2014 to June 2023\nSickness absence: 4 episodes in 2 years\n"
                "Would you re-employ? Yes, without hesitation.\nSigned: Alison Petrie, SCN\n")
    return ("NHS Tayside - Statement of terms and conditions\nName: Fiona MacLeod\nPost: Staff Nurse Band 6, "
            "Coronary Care Unit, Ninewells Hospital, Dundee DD1 9SY\nEffective 1 April 2019 (promotion from "
            "Band 5)\nHours 37.5 per week, 3 shift rotation\n")


# --------------------------------------------------------------------------- Valencia application (Projects Nursing)

CV_ES = f"""CURRÍCULUM VITAE
{ME}
Enfermera registrada (NMC, Reino Unido, PIN {NMC_PIN}) - Glasgow, Escocia
fiona.macleod91@gmail.com   +44 7700 918 442
PERFIL PROFESIONAL
Enfermera con más de once años de experiencia en cardiología y unidad coronaria. Experiencia en
monitorización con telemetría, cuidados post-ICP, insuficiencia cardíaca y educación al paciente.
EXPERIENCIA
2023 - actualidad  Enfermera (Band 6), Planta de Cardiología 7B, Queen Elizabeth University Hospital, Glasgow
2014 - 2023  Enfermera, Unidad Coronaria, Ninewells Hospital, Dundee
FORMACIÓN
2024  Máster (MSc) en Práctica Avanzada de Enfermería, University of Dundee
2014  Grado en Enfermería (BSc Nursing), University of Dundee - homologación en trámite
IDIOMAS
Inglés: nativo. Español: B1 (curso en Glasgow Clyde College, examen DELE B1 en julio de 2026)."""


def t_carta(r, dt):
    return (f"{ME}\nGlasgow, {dt.day} de {['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'][dt.month - 1]} de {dt.year}\n\n"
            "Departamento de Recursos Humanos\nHospital Levante Salud\nAvda. de Aragón 41, 46021 Valencia\n\n"
            "Asunto: Candidatura al puesto de Enfermera/o - Unidad de Cardiología (ref. HLS-ENF-0426)\n\n"
            "Estimados señores:\nMe dirijo a ustedes para presentar mi candidatura al puesto de enfermera en la "
            "Unidad de Cardiología. Trabajo desde hace once años con pacientes cardíacos en el Reino Unido y "
            "estoy estudiando español para poder atender a los pacientes en su idioma.\n"
            "Adjunto mi currículum y la resolución de homologación cuando la reciba del Ministerio.\n"
            "Atentamente,\nFiona MacLeod\n")


def t_recruiter(r, dt):
    body = r.choice([
        "Thanks for sending the Spanish CV, it reads well. Hospital Levante Salud would like a video interview\n"
        "with the cardiology supervisora, Dña. Marta Ferrer. Could you do Tuesday at 11:00 Spanish time?",
        "Quick update: HR confirm they can offer the post conditionally while the homologación of your\n"
        "nursing degree is in progress, but you'll need it and the Colegio de Enfermería registration to start.",
        "Please send the NMC Certificate of Current Professional Status as soon as it arrives; they also want\n"
        "a B1 certificate or proof that you are sitting the DELE in July."])
    return (f"From: Lucía Navarro <lucia.navarro@medtalent-iberia.es>\nTo: {ME} <fiona.macleod91@gmail.com>\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 12:04:19 +0200\nSubject: RE: Enfermera Cardiología - Valencia\n\n"
            f"Hi Fiona,\n\n{body}\n\nUn saludo,\nLucía Navarro\nMedTalent Iberia - International nurse recruitment\n")


JOB_AD = """OFERTA DE EMPLEO - Hospital Levante Salud (Valencia)
Puesto: Enfermero/a para la Unidad de Cardiología y Hemodinámica. Ref. HLS-ENF-0426
Requisitos: Grado en Enfermería o título homologado; colegiación en el Colegio Oficial de Enfermería de
Valencia (COEV); experiencia mínima de 3 años en cardiología; nivel de español B1 o superior.
Se ofrece: contrato indefinido, jornada completa con turnos rotatorios, salario según convenio,
formación continuada y ayuda a la reubicación para profesionales internacionales.
Enviar candidatura a través de MedTalent Iberia."""


def t_homolog(r, dt):
    return ("Ministerio de Universidades - Homologación de títulos extranjeros\n"
            f"Solicitante: {ME}   Pasaporte: 548122907\nTítulo: Bachelor of Science in Nursing, University of Dundee (2014)\n"
            "Título español al que se solicita homologar: Graduado/a en Enfermería\n"
            f"Fecha de registro: {_d(dt)}   Número de expediente: 2026/H0/114820\n"
            "Documentación aportada: título apostillado, certificado académico con plan de estudios y horas de "
            "prácticas clínicas, traducción jurada al español, justificante de la tasa 079.\n"
            "Estado: en tramitación.\n")


def t_apostille(r, dt):
    return ("Foreign, Commonwealth & Development Office - Legalisation Office\nApostille (Convention de La Haye "
            "du 5 octobre 1961)\n1. Country: United Kingdom of Great Britain and Northern Ireland\n"
            "2. This public document has been signed by a solicitor, Morag Kerr, Thorntons Law LLP, Dundee\n"
            f"5. at Milton Keynes   6. the {_long(dt)}\n7. by Her Majesty's Principal Secretary of State\n"
            "Document: certified copy of degree certificate BSc Nursing, University of Dundee, awarded to "
            f"{ME}\n")


def t_ccps(r, dt):
    return (f"Nursing and Midwifery Council\n{_long(dt)}\nCertificate of Current Professional Status - request "
            f"received\nRegistrant: {ME}   PIN: {NMC_PIN}\nCompetent authority: Ministerio de Sanidad / Colegio "
            "Oficial de Enfermería de Valencia (Spain)\nWe will send the certificate directly to the competent "
            "authority and a copy to you within 10 working days. Fee: none.\n")


def t_interview(r, dt):
    return ("Entrevista Levante Salud - preparación\n"
            "- Preséntate: 'Soy enfermera, llevo once años en cardiología...'\n"
            "- Why Valencia? Callum can teach at an international school; the sun; the job itself.\n"
            "- Ask about: turnos de noche, ratio enfermera-paciente en la unidad, período de adaptación.\n"
            "- Practise: telemetría, cateterismo, 'dolor torácico', 'insuficiencia cardíaca', 'alta hospitalaria'.\n"
            "- Have ready: homologación expediente number, NMC PIN, DELE date.\n")


NIE = f"""Cita previa - Policía Nacional (Extranjería)
Trámite: Asignación de NIE
Solicitante: {ME}   Pasaporte 548122907
Oficina: Comisaría Valencia - Patraix, C/ Gran Vía Ramón y Cajal
Día: 17/07/2026   Hora: 10:20   Código de justificante: 6QX8-22PA
Traiga formulario EX-15 cumplimentado, pasaporte original y tasa 790-012 pagada."""


# --------------------------------------------------------------------------- Spanish class (Projects Spanish)

SP_TOPICS = [("Mi rutina diaria", "Trabajo de noche en un hospital. Cuando vuelvo a casa por la mañana, desayuno "
              "con Callum antes de que él se vaya al instituto y luego duermo hasta las tres."),
             ("Mis vacaciones", "El año pasado fuimos a Islandia en marzo. Hacía mucho frío pero vimos la aurora "
              "boreal dos veces. Me gustó mucho la laguna glaciar."),
             ("Mi ciudad", "Vivo en Partick, un barrio del oeste de Glasgow. Hay muchas cafeterías y el río "
              "Clyde está muy cerca. Llueve casi todos los días."),
             ("Un trabajo ideal", "Si pudiera elegir, trabajaría en un hospital de Valencia. Me gustaría seguir "
              "en cardiología y aprender a hablar con los pacientes en español.")]


def t_redaccion(r, dt, k=None):
    title, body = SP_TOPICS[r.randrange(len(SP_TOPICS)) if k is None else k]
    return (f"Español intermedio B1 - Glasgow Clyde College (martes 18:30)\nDeberes para {_d(dt)}\n"
            f"Redacción: {title} (150-180 palabras)\nNombre: Fiona\n\n{body}\n"
            "Corrección de la profesora (Carmen): ¡muy bien! Ojo con ser/estar y los acentos en el pretérito.\n")


def t_vocab(r, dt):
    pairs = [("el pecho", "chest"), ("el latido", "heartbeat"), ("la enfermera de noche", "night nurse"),
             ("la tensión arterial", "blood pressure"), ("mareado/a", "dizzy"), ("ahogarse", "to be breathless"),
             ("el alta", "discharge"), ("la guardia", "on-call shift"), ("la boda", "wedding"),
             ("el piso", "flat"), ("el alquiler", "rent"), ("aprobar", "to pass (an exam)"),
             ("sin embargo", "however"), ("echar de menos", "to miss someone")]
    r.shuffle(pairs)
    return "español,english,unit\n" + "".join(f"{a},{b},Unidad {r.randint(5, 12)}\n" for a, b in pairs[:10])


DELE = f"""Instituto Cervantes - Inscripción DELE
Candidato/a: {ME}   Nacionalidad: británica
Examen: Diploma de Español Nivel B1
Convocatoria: julio de 2026   Centro de examen: University of Edinburgh, Edinburgh (ES/EDI)
Pruebas escritas: 10 de julio de 2026, 9:00. Prueba oral: a confirmar por el centro.
Importe abonado: 150,00 GBP   Número de inscripción: DELE-26-B1-0047721"""

ENROL = f"""Glasgow Clyde College - Enrolment confirmation
Student: {ME}   Student ID 30518842
Course: Spanish Intermediate (B1) - evening, part-time, SCQF level 6
Campus: Anniesland, Tuesdays 18:30-20:30, 16 September 2025 to 9 June 2026
Fee: 210.00 pounds (paid). Textbook: Aula Internacional Plus 3."""


# --------------------------------------------------------------------------- wedding (Projects Wedding)

VENUE = """Armadale Bay House, Sleat, Isle of Skye IV45 8RS - Exclusive-use wedding agreement
Couple: Fiona MacLeod and Callum Fraser
Wedding date: Saturday 19 September 2026 (exclusive use Friday 18 to Sunday 20 September)
Ceremony: the Lawn Room overlooking the Sound of Sleat (wet weather: the Library)
Included: 14 bedrooms for two nights, drinks reception, three-course wedding breakfast for up to 70 guests,
evening buffet, use of the barn for the ceilidh until 00:30.
Total fee: 18,400.00 pounds. Deposit of 4,000.00 pounds paid on signing; 50% due 19 March 2026;
balance due 19 August 2026. Cancellation charges apply as per clause 9.
Signed: Fiona MacLeod, Callum Fraser / Shona Matheson, events manager"""


def t_venue_mail(r, dt):
    body = r.choice([
        "Lovely to see you both on Saturday. As promised, the wet-weather layout for the Library seats 64\n"
        "for the ceremony, so we'd suggest the lawn with a marquee backup if your list goes over that.",
        "Just confirming we've received the second instalment of 9,200 pounds. Final numbers for the wedding\n"
        "breakfast are needed by 1 September, with dietary requirements.",
        "Our chef, Ruaridh, can do the venison or a hake main; the vegetarian option would be the wild\n"
        "mushroom and barley risotto. Tasting dates in June: the 13th or 20th."])
    return (f"From: Shona Matheson <events@armadalebayhouse.co.uk>\nTo: fiona.macleod91@gmail.com\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 10:41:07 +0100\nSubject: Your wedding on 19 September\n\n"
            f"Hi Fiona and Callum,\n\n{body}\n\nBest wishes,\nShona\nEvents Manager, Armadale Bay House, Sleat\n")


def t_photo_quote(r, dt, who):
    hrs, price = r.choice([(8, 2150), (10, 2450), (6, 1650)])
    return (f"{who}\nWedding photography quotation\nFor: Fiona & Callum, Armadale Bay House, Sleat - 19 September 2026\n"
            f"Coverage: {hrs} hours, from bridal preparations to the first dance\n"
            "Includes: online gallery of 500+ edited images, print release, engagement shoot on Skye\n"
            f"Travel and accommodation on Skye: included\nTotal: {_gbp(price)}   Booking fee: 500.00 pounds (non-refundable)\n"
            "Optional: second photographer 350.00 pounds; fine art album from 450.00 pounds\n")


def t_band(r, dt):
    return (f"The Cuillin Ceilidh Band - booking confirmation\nEvent: wedding of Fiona MacLeod & Callum Fraser\n"
            "Venue: Armadale Bay House, Sleat, Saturday 19 September 2026\n"
            "Four-piece (fiddle, accordion, guitar, drums) with caller, 2 x 1-hour sets, 20:30 to 00:15\n"
            "Fee: 1,450.00 pounds including PA and travel. Deposit 300.00 pounds received with thanks.\n")


def t_registrar(r, dt):
    return ("National Records of Scotland\nMarriage notice (Form M10) - acknowledgment\n"
            "Registration district: Skye and Lochalsh (The Highland Council, Portree registration office)\n"
            "Parties: Fiona Catriona MacLeod (33, staff nurse) and Callum James Fraser (34, teacher)\n"
            "Date and place of marriage: 19 September 2026, Armadale Bay House, Sleat\n"
            "Celebrant: Morag Beaton, Humanist Society Scotland\n"
            f"Notices received {_d(dt)}. Fee 90.00 pounds paid. The Marriage Schedule can be collected in person "
            "from Portree up to 7 days before the ceremony.\n")


def t_celebrant(r, dt):
    return (f"From: Morag Beaton <morag@humanistceremonies.scot>\nTo: Fiona and Callum\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 19:22:51 +0100\nSubject: Your ceremony outline\n\n"
            "Hi both,\n\nAttached is the first draft of your ceremony. I've put your story (the Dundee years,\n"
            "the move to Glasgow, the proposal at Neist Point) after the welcome, then the handfasting with\n"
            "the MacLeod and Fraser tartans. Let me know who'll do the reading.\n\nWarmly, Morag\n")


def t_dress(r, dt, n):
    return (f"Ivory & Thistle Bridal - 14 Ruthven Lane, Glasgow G12 9BG\nFitting appointment {n}\n"
            f"Bride: Fiona MacLeod   Wedding date: 19/09/2026\nDate: {_d(dt)} 11:00 (after night shift - sleep first!)\n"
            "Gown: 'Isla' by Ronald Joyce, size 12, ivory crepe; alterations: take in bodice, hem for 5 cm heels,\n"
            "add bustle. Bring shoes and underwear for the fitting.\n"
            "Balance due at final fitting: 640.00 pounds\n")


def t_accom(r, dt):
    return ("Guest accommodation - Skye wedding weekend 18-20 Sept 2026\n"
            "At Armadale Bay House (14 rooms): both families, bridal party, Gran and Grandad MacLeod.\n"
            "Block held at Duisdale-side B&Bs: Sleat Bay B&B 4 rooms, Kilbeg Cottage sleeps 6.\n"
            "Broadford Hotel: 10 rooms at 135 pounds until 1 July.\nMinibus: Sleat Minibus Hire, 2 x 16 seats, "
            "Broadford pick-ups 13:00, return runs 00:30 and 01:15. Quote 620 pounds.\n"
            "Ferry Mallaig-Armadale for guests coming via Fort William - book early!\n")


def t_seating(r, dt):
    tables = ["Top table: Fiona, Callum, Mum, Dad, Jean & Alasdair Fraser, Eilidh (bridesmaid), Rory (best man)",
              "Cuillin: MacLeod aunts and uncles", "Quiraing: Fraser cousins", "Storr: Ward 7B nurses",
              "Neist Point: Ninewells CCU pals", "Talisker: Callum's school friends", "Sligachan: Dundee uni lot"]
    return "Seating plan - draft\n" + "\n".join(tables[: r.randint(5, 7)]) + "\n"


GUESTS = [("Morag", "MacLeod", "Mum", "Skye"), ("Donald", "MacLeod", "Dad", "Skye"),
          ("Eilidh", "MacLeod", "sister, bridesmaid", "Inverness"), ("Jean", "Fraser", "Callum's mum", "Perth"),
          ("Alasdair", "Fraser", "Callum's dad", "Perth"), ("Rory", "Fraser", "brother, best man", "Edinburgh"),
          ("Sunita", "Kaur", "Ward 7B", "Glasgow"), ("Jenna", "O'Donnell", "Ward 7B", "Glasgow"),
          ("Kirsty", "Lamont", "Ninewells CCU", "Dundee"), ("Ailsa", "Grant", "uni friend", "Aberdeen"),
          ("Marco", "Bianchi", "Ward 7B", "Glasgow"), ("Hamish", "Reid", "Callum's school", "Glasgow"),
          ("Catriona", "MacInnes", "aunt", "Portree"), ("Iain", "MacInnes", "uncle", "Portree"),
          ("Beth", "Murray", "book club", "Glasgow"), ("Niamh", "Doyle", "Ninewells CCU", "Dundee")]


def t_guests(r, dt):
    out = ["First name;Surname;Relation;From;Invite sent;RSVP;Meal;Plus one;Room needed"]
    for f, s, rel, fr in GUESTS:
        out.append(f"{f};{s};{rel};{fr};{r.choice(['yes', 'yes', 'save the date only'])};"
                   f"{r.choice(['yes', 'yes', 'no', 'pending'])};{r.choice(['venison', 'hake', 'risotto', ''])};"
                   f"{r.choice(['', '', 'yes'])};{r.choice(['Armadale', 'B&B', 'own', ''])}")
    return "\n".join(out)


WED_BUDGET = """Item;Supplier;Quote;Paid;Due
Venue (exclusive use);Armadale Bay House;18400;13200;19/08/2026
Photographer;Eilidh Nicolson Photography;2450;500;01/09/2026
Ceilidh band;The Cuillin Ceilidh Band;1450;300;19/09/2026
Celebrant;Humanist Society Scotland;650;150;01/09/2026
Dress and alterations;Ivory & Thistle Bridal;1890;1250;final fitting
Kilt hire;Slanj Kilts Glasgow;185;0;August
Flowers;Wild Skye Flowers;780;100;01/09/2026
Rings;Hamilton & Inches;1320;1320;
Minibus;Sleat Minibus Hire;620;0;September
Stationery;Paper Thistle (Etsy);240;240;
Registrar fees;NRS / Highland Council;90;90;
TOTAL;;28075;17150;"""


def t_florist(r, dt):
    return (f"Wild Skye Flowers - quote\nFor: Fiona MacLeod, wedding 19/09/2026 at Armadale Bay House\n"
            "Bridal bouquet (heather, thistles, white astilbe, eucalyptus) 140.00\n2 bridesmaid posies 120.00\n"
            "8 buttonholes 96.00\nTable jars x 9 with seasonal wildflowers 270.00\nArch garland 154.00\n"
            "Total 780.00 pounds. 100.00 deposit secures the date.\n")


VOWS = """Callum -
when we met in the Dundee uni library I thought you were far too loud for a library.
You still are. I promise to keep laughing at your physics jokes, to bring you tea after my nights,
to follow you up any hill on Skye in the rain, and to choose you, every day, wherever we end up -
Glasgow, Valencia, or back on the island.
(keep it under 2 minutes! practise with Eilidh)"""

IDEAS = """wedding ideas (from 2024, before the proposal was even official!)
- Skye in September - midges gone, still light until 8
- ceilidh not a DJ
- humanist ceremony, handfasting
- small-ish: 60 people max
- Gran's brooch on the bouquet
- Talisker for the toast"""

INVITE = """Together with their families
Fiona MacLeod & Callum Fraser
request the pleasure of your company at their wedding
on Saturday the nineteenth of September 2026 at two o'clock
Armadale Bay House, Sleat, Isle of Skye
followed by dinner and a ceilidh
RSVP by 1 July 2026 - rsvp.fionaandcallum@gmail.com"""

RSVP_TOML = """[project]
name = "rsvp-merge"
version = "0.2.0"
description = "Merge wedding RSVP form exports into the guest list (Fiona & Callum, Skye 2026)"
requires-python = ">=3.10"
dependencies = ["openpyxl>=3.1"]

[project.scripts]
rsvp-merge = "rsvp.merge:main"
"""

RSVP_README = """# rsvp-merge

Callum's wee script for the wedding. It reads the Google Forms CSV export (`data/responses.csv`)
and updates the RSVP, meal and room columns of `guest_list.xlsx`, matching guests by name.

    pip install -e .
    rsvp-merge data/responses.csv ../Guests/guest_list.xlsx

Meal choices: venison, hake, risotto. Anything unmatched is printed so Fiona can chase it.
"""

RSVP_PY = '''"""Merge RSVP form responses into the wedding guest list."""
import csv
import sys

from openpyxl import load_workbook

MEALS = {"venison", "hake", "risotto"}


def norm(name: str) -> str:
    return " ".join(name.lower().replace("'", "").split())


def main() -> None:
    responses, sheet_path = sys.argv[1], sys.argv[2]
    wb = load_workbook(sheet_path)
    ws = wb.active
    rows = {norm(f"{r[0].value} {r[1].value}"): r for r in ws.iter_rows(min_row=2)}
    unmatched = []
    with open(responses, newline="", encoding="utf-8") as fh:
        for resp in csv.DictReader(fh):
            row = rows.get(norm(resp["Your name"]))
            if row is None:
                unmatched.append(resp["Your name"])
                continue
            row[5].value = "yes" if resp["Can you come?"].startswith("Yes") else "no"
            meal = resp.get("Main course", "").lower()
            row[6].value = meal if meal in MEALS else ""
    wb.save(sheet_path)
    for name in unmatched:
        print("not on the list:", name)


if __name__ == "__main__":
    main()
'''

RSVP_TEST = '''from rsvp.merge import norm


def test_norm_apostrophes_and_case():
    assert norm("Jenna  O'Donnell") == "jenna odonnell"
'''

RSVP_CSV = """Timestamp,Your name,Can you come?,Main course,Dietary requirements,Song request
2026/05/02 20:14:11,Sunita Kaur,"Yes, wouldn't miss it",Risotto,vegetarian,Loch Lomond (Runrig)
2026/05/03 08:40:52,Kirsty Lamont,"Yes, wouldn't miss it",Hake,,Dancing Queen
2026/05/04 22:01:37,Hamish Reid,Sadly no,,,
2026/05/09 13:27:05,Niamh Doyle,"Yes, wouldn't miss it",Venison,no nuts,Galway Girl
"""


# --------------------------------------------------------------------------- half marathon (Projects Running)

def t_entry(r, dt):
    return (f"Great Scottish Run 2026 - entry confirmation\nEntrant: {ME}   Race: Half Marathon\n"
            "Date: Sunday 4 October 2026   Start: St Vincent Street, Glasgow, 09:45 (wave: blue)\n"
            f"Predicted finish time: 2:05:00   Entry fee: 46.00 pounds   Order ref GSR26-HM-{r.randint(100000, 999999)}\n"
            "Charity: British Heart Foundation (fundraising target 500 pounds)\n"
            "Race number collection: Glasgow Green Event Village, 2-3 October.\n")


def t_plan(r, dt):
    out = ["Week;Mon;Tue;Wed;Thu;Fri;Sat;Sun;Total km"]
    for w in range(1, 17):
        lr = min(8 + w, 20) if w < 15 else (14 if w == 15 else 21.1)
        out.append(f"{w};rest;easy {4 + w // 4} km;intervals 6x400;rest;easy 5 km;parkrun;long {lr} km;"
                   f"{round(lr + 15 + w // 3, 1)}")
    return "Half marathon plan - 16 weeks to 4 Oct (work round nights: swap days freely)\n" + "\n".join(out)


def t_runlog(r, dt):
    out = ["date,type,distance_km,time,avg_pace,avg_hr,notes"]
    for i in range(18):
        d = dt - timedelta(days=3 * (17 - i))
        kind = r.choice(["easy", "easy", "long", "parkrun", "tempo"])
        km = round({"easy": r.choice([5, 6.5, 8]), "long": r.choice([12, 14, 16]), "parkrun": 5,
                    "tempo": r.choice([6, 8])}[kind] + r.uniform(-0.1, 0.3), 2)
        pace = r.uniform(5.6, 6.4) - (0.4 if kind in ("parkrun", "tempo") else 0)
        out.append(f"{_d(d)},{kind},{km},"
                   f"{int(km * pace)}:{r.randint(10, 59)},{int(pace)}:{int((pace % 1) * 60):02d}/km,"
                   f"{r.randint(142, 168)},{'Victoria Park parkrun' if kind == 'parkrun' else r.choice(['', 'Kelvin walkway', 'after nights - heavy legs', 'inhaler before', ''])}")
    return "\n".join(out) + "\n"


def t_bhf(r, dt):
    return (f"From: British Heart Foundation <events@bhf.org.uk>\nTo: {ME} <fiona.macleod91@gmail.com>\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 16:02:33 +0100\nSubject: Welcome to Team BHF - Great Scottish Run\n\n"
            "Hi Fiona,\n\nThank you for running the Great Scottish Run half marathon for the BHF on 4 October!\n"
            "Your JustGiving page is live: justgiving.com/page/fiona-runs-glasgow. Your running vest will\n"
            f"be posted in August. You've raised {_gbp(r.uniform(120, 380))} so far towards your 500 pounds.\n\n"
            "Team BHF Scotland\n")


def t_shoes(r, dt):
    return (f"Run4It Glasgow - receipt\nDate {_d(dt)}\nAsics Gel-Nimbus 27 (women's UK 6.5)  155.00\n"
            "Running socks x2  24.00\nGait analysis  free\nTotal 179.00 pounds (card ending 4471)\n")


# --------------------------------------------------------------------------- finished (Archive)

DISS_TITLE = ("Nurse-led follow-up after acute myocardial infarction and its effect on readmission and "
              "secondary prevention: a systematic review")


def t_diss(r, dt, v):
    return (f"University of Dundee - School of Health Sciences\nMSc Advanced Nursing Practice (part-time)\n"
            f"Dissertation ({v})\n{DISS_TITLE}\nStudent: Fiona MacLeod (180012447)   Supervisor: Dr Karen Whitelaw\n"
            "Abstract\nBackground: Readmission after myocardial infarction remains high. Nurse-led clinics may "
            "improve adherence to secondary prevention.\nMethods: CINAHL, MEDLINE and Cochrane were searched "
            "2010-2023; 14 studies met the inclusion criteria; quality was appraised with CASP tools.\n"
            "Results: Nurse-led follow-up was associated with better statin and beta-blocker adherence and "
            "fewer 30-day readmissions in 9 of 14 studies.\nWord count: 14,870\n")


def t_diss_feedback(r, dt):
    return ("MSc Advanced Nursing Practice - Dissertation feedback\nModule NU50089   Student 180012447\n"
            "First marker: Dr K Whitelaw   Second marker: Prof D Soutar\nAgreed mark: 72 (Distinction)\n"
            "A clear, well-argued systematic review. The PRISMA reporting is thorough. The discussion of "
            "heterogeneity in outcome measures could go further. Well done on the award of the MSc.\n")


def t_supervision(r, dt):
    return (f"Supervision meeting notes - {_d(dt)}\nDissertation supervision with Karen (Teams)\n"
            "- search strategy: add 'nurse-led' AND 'myocardial infarction' MeSH; drop pre-2010\n"
            "- PRISMA flow: 612 records -> 48 full text -> 14 included\n"
            "- CASP for RCTs, data extraction table in Excel\n- next: draft discussion chapter by end of month\n")


LITREV = """Author;Year;Country;Design;n;Intervention;Outcome;Quality (CASP)
Jensen;2016;Denmark;RCT;412;Nurse-led clinic 6 weeks post MI;30-day readmission;High
Wong;2018;Hong Kong;RCT;260;Telephone follow-up by cardiac nurse;Medication adherence;Moderate
McKay;2019;Scotland;Cohort;1102;Nurse-led cardiac rehab triage;Readmission 1 year;Moderate
Alvarez;2020;Spain;RCT;318;Nurse-led secondary prevention;LDL target, smoking;High
Okafor;2021;UK;Mixed methods;74;Heart attack nurse specialist;Patient experience;Moderate"""

GRAD = """University of Dundee - Graduation
Graduand: Fiona MacLeod, MSc Advanced Nursing Practice (with Distinction)
Ceremony: Caird Hall, Dundee, Friday 6 December 2024, 14:30
Guest tickets: 2 (Callum Fraser, Morag MacLeod). Gown hire: Ede & Ravenscroft, collect from 12:00."""


def t_removal(r, dt, firm):
    return (f"{firm}\nRemovals quotation\nCustomer: Fiona MacLeod   Moving from: 14 Step Row, Dundee DD2 1AQ (1st floor)\n"
            f"Moving to: {ADDR} (2nd floor, no lift)\nDate requested: Saturday 17 June 2023\n"
            f"2-bedroom flat, 3 men and a 7.5t van, packing materials included\nPrice: {_gbp(r.uniform(780, 1150))} incl. VAT\n"
            "Goods in transit insurance up to 30,000 pounds\n")


DEPOSIT = """SafeDeposits Scotland - Deposit repayment
Tenancy: 14 Step Row, Dundee DD2 1AQ   Tenants: Fiona MacLeod, Callum Fraser
Deposit held: 795.00 pounds. Agreed repayment to tenants: 745.00 pounds; to landlord: 50.00 pounds (carpet cleaning).
Repayment made 11 July 2023 to the lead tenant's account."""

CHANGE_ADDR = """Change of address - moving to Glasgow 17 June
[x] NMC online account
[x] Nationwide
[x] Student Loans Company
[x] DVLA driving licence
[x] GP - register at Crawford Street practice
[x] Dundee City Council - final council tax bill
[x] Royal Mail redirection (6 months)
[ ] Opticians
[x] NHS Tayside payroll for P45"""


def t_dundee_end(r, dt):
    return ("Dear Mr Sturrock,\nRE: 14 Step Row, Dundee DD2 1AQ - notice to leave\n"
            "We are writing to give 28 days' notice that we will end our private residential tenancy. "
            "The last day of the tenancy will be 17 June 2023. Keys will be returned to your office.\n"
            "Please use the forwarding address in Glasgow for the deposit correspondence.\n"
            "Fiona MacLeod and Callum Fraser\n")


def t_iceland(r, dt, kind):
    if kind == "flight":
        return ("Icelandair - e-ticket receipt\nBooking reference: KX7Q2P\nPassengers: MS FIONA MACLEOD, MR CALLUM FRASER\n"
                "FI 431 Glasgow (GLA) - Reykjavik Keflavik (KEF) Wed 12 MAR 2025 13:55 - 16:10\n"
                "FI 430 Keflavik (KEF) - Glasgow (GLA) Wed 19 MAR 2025 10:05 - 13:10\nFare total GBP 468.40\n")
    if kind == "car":
        return ("Blue Car Rental - Reservation confirmed\nDriver: Fiona MacLeod\nDacia Duster 4x4 or similar, "
                "pick-up Keflavik Airport 12/03/2025 16:30, return 19/03/2025 08:00\nGravel protection and "
                "sand & ash protection included. Total ISK 98,400\n")
    if kind == "plan":
        return ("Iceland - March 2025\nWed 12: land KEF, Blue Lagoon? no - Sky Lagoon Thu morning, Reykjavik 2 nights\n"
                "Fri 14: Golden Circle - Thingvellir, Geysir, Gullfoss; stay near Hella\n"
                "Sat 15: Seljalandsfoss, Skogafoss, Reynisfjara (careful of sneaker waves), Vik\n"
                "Sun 16: Jokulsarlon and Diamond Beach, ice cave tour 13:00\nMon 17-Tue 18: back west, aurora "
                "forecast on vedur.is\nWed 19: home\n")
    return ("Hotel Kria, Vik i Myrdal - booking confirmation\nGuest: Fiona MacLeod   15-16 March 2025 (1 night)\n"
            "Double room, breakfast included. Total 31,500 ISK. Free cancellation until 12 March.\n")


# --------------------------------------------------------------------------- interests (Resources)

RECIPES = {
    "Cullen skink": "2 smoked haddock fillets (undyed), 1 onion, 2 potatoes, 500 ml whole milk, butter, chives. "
                    "Poach the haddock in the milk, flake it, simmer the potatoes and onion, mash a little to "
                    "thicken.",
    "Tattie scones": "500 g floury potatoes, boiled and mashed, 25 g butter, 1 tsp salt, about 125 g plain flour. "
                     "Roll out, cut into farls and cook in a dry heavy pan 3 minutes a side.",
    "Tortilla de patatas": "6 huevos, 4 patatas, 1 cebolla, aceite de oliva, sal. Freír las patatas a fuego lento, "
                           "mezclar con el huevo batido, cuajar y darle la vuelta con un plato.",
    "Paella valenciana": "Arroz bomba, pollo, conejo, judía verde (ferraura), garrofó, tomate, pimentón, azafrán, "
                         "romero. Sin chorizo, por favor.",
    "Overnight oats for nights": "50 g oats, 150 ml milk, spoon of yoghurt, frozen berries, chia seeds. Make before "
                                 "the shift and eat at the 3am break.",
    "Cranachan": "Toasted oatmeal, double cream whipped with honey and a splash of whisky, fresh raspberries; "
                 "layer in glasses just before serving.",
    "Batch chilli": "500 g mince or two tins of lentils, onions, peppers, kidney beans, chopped tomatoes, cumin, "
                    "smoked paprika. Freezes in portions for the week of nights.",
    "Stovies": "Leftover roast beef or corned beef, potatoes, onions, dripping, stock. Slow cook until the "
               "potatoes break down. Serve with oatcakes and beetroot.",
}

KNIT = [("Sleat Yoke Jumper", "Fair isle yoke in Jamieson's Spindrift, 4 colours: Moorit, Heather, Sky, Natural. "
         "Needles 3.25 mm and 3.75 mm, size 2 (bust 96 cm). Knit the body in the round to the underarm."),
        ("Cuillin Cowl", "Brioche cowl, 2 colours, 100 g aran weight each. Cast on 88 stitches on 5 mm circular "
         "needles, join without twisting, work two-colour brioche for 30 cm."),
        ("Night Shift Socks", "Toe-up socks in 4-ply sock yarn, 2.5 mm needles, 64 sts. Simple rib leg, "
         "short-row heel. Good for the 3am break."),
        ("Hap Shawl", "Traditional Shetland hap: garter stitch centre square, old shale lace border, 2-ply "
         "jumper weight yarn, 4 mm needles. Block hard."),
        ("Baby Cardigan for Eilidh's wee one", "Top-down raglan cardigan, DK, 4 mm, sizes 0-3 months to 12-18 "
         "months. 5 buttons.")]

STASH = """yarn,colour,weight,grams,bought,for
Jamieson's Spindrift,Moorit,4-ply,125,Kyle of Lochalsh 2024,Sleat yoke
Jamieson's Spindrift,Sky,4-ply,75,online,Sleat yoke
Drops Karisma,grey,DK,300,Glasgow Yarn Club swap,
West Yorkshire Spinners,Rum Paradise,4-ply sock,100,Edinburgh Yarn Festival,socks
Uist Wool,Hebridean,aran,200,Skye trip,cowl
Rowan Felted Tweed,Clay,DK,150,sale,"""

BOOKS = [("Sunset Song", "Lewis Grassic Gibbon", "en", "Chris Guthrie grew up in the Mearns, between the land and the "
          "books, and the two Chrisses fought within her."),
         ("Kidnapped", "Robert Louis Stevenson", "en", "I will begin the story of my adventures with a certain "
          "morning early in the month of June, the year of grace 1751."),
         ("The Strange Case of Dr Jekyll and Mr Hyde", "Robert Louis Stevenson", "en", "Mr Utterson the lawyer was "
          "a man of a rugged countenance that was never lighted by a smile."),
         ("Niebla", "Miguel de Unamuno", "es", "Al aparecer Augusto a la puerta de su casa extendió el brazo derecho, "
          "con la mano palma abajo y abierta."),
         ("Persuasion", "Jane Austen", "en", "Sir Walter Elliot, of Kellynch Hall, in Somersetshire, was a man who, "
          "for his own amusement, never took up any book but the Baronetage."),
         ("Marianela", "Benito Pérez Galdós", "es", "Se puso el sol. Tras el breve crepúsculo vino tranquila y oscura "
          "la noche."),
         ("The Thirty-Nine Steps", "John Buchan", "en", "I returned from the City about three o'clock on that May "
          "afternoon pretty well disgusted with life.")]

BOOKCLUB = """Partick Book Group - 2026 list (second Thursday, The Hyndland Café, 7.30pm)
Jan - Sunset Song (ebook free on Gutenberg)
Feb - Young Mungo, Douglas Stuart
Mar - Persuasion (Beth's pick)
Apr - The Thirty-Nine Steps
May - Niebla (English translation for everyone else; Fiona reading in Spanish!)
Jun - Intermezzo, Sally Rooney
Jul - no meeting
Aug - His Bloody Project, Graeme Macrae Burnet"""

SONGS = [("Loch Lomond", "Runrig", "Once in a Lifetime"), ("Skye Boat Song", "Julie Fowlis", "Alterum"),
         ("Everything I Do", "Tide Lines", "Dreams We Never Lost"), ("Mary's Song", "Skerryvore", "Chapter 7"),
         ("Coisich a Ruin", "Capercaillie", "Sidewaulk"), ("Home", "Peat & Diesel", "Uptown Fank"),
         ("Mr Blue Sky", "Electric Light Orchestra", "Out of the Blue"), ("Valencia", "The Vaccines", "Back in Love City"),
         ("Despacito", "Luis Fonsi", "Vida"), ("500 Miles", "The Proclaimers", "Sunshine on Leith"),
         ("Caledonia", "Dougie MacLean", "Craigie Dhu"), ("Dancing Queen", "ABBA", "Arrival")]

RUN_ARTICLE = """How to train for a half marathon when you work shifts
Runner's World UK
Shift workers can't follow a Monday-to-Sunday plan. Anchor the week around your long run on your first day
off after nights, sleep before you run rather than after, and treat easy runs as optional when you are short
of sleep. Strength work twice a week helps keep shin and knee niggles away."""

STRENGTH_RUN = """Strength training for runners: six exercises
Runner's World UK
Single-leg squats, calf raises off a step, glute bridges, side planks, clamshells and walking lunges.
Two short sessions a week through a half-marathon block reduce shin and knee niggles; drop them in taper week."""

ASTHMA_PLAN = """My asthma action plan (Asthma + Lung UK) - Fiona MacLeod
Every day: Fostair 100/6, 2 puffs morning and evening. Best peak flow 440.
When my asthma gets worse (coughing, wheeze, tight chest, peak flow below 350): take Fostair as reliever
up to 8 puffs a day and book an urgent GP appointment.
Asthma attack (reliever not helping, can't speak in sentences, peak flow below 220): sit up, 1 puff of
salbutamol every 30-60 seconds up to 10 puffs, call 999 if no better."""

SP_GRAMMAR = """Spanish grammar crib sheet
Ser vs estar: ser for identity, origin, time, profession (soy enfermera); estar for location, states (estoy cansada).
Preterite vs imperfect: fui (one event) / iba (habit, background).
Subjunctive triggers: quiero que, espero que, es importante que, cuando + future (cuando llegue).
Por vs para: por = cause, through, exchange; para = purpose, destination, deadline."""

MANUAL_WASHER = """Indesit IWDC 6125 Washer Dryer - Instruction booklet
Installation, first wash, programme table: Cotton 40 C, Synthetics, Wool, Quick 30', Dry only.
Clean the pump filter monthly. Error F05: drain blocked - check the filter and the hose.
Do not overload the drum when drying: maximum 5 kg."""


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

    def stamp(age: float, fmt: str) -> str:
        return (NOW - timedelta(days=age, seconds=r.randint(0, 80_000))).strftime(fmt)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    W, N, S, RU = "Wedding", "Nursing", "Spanish", "Running"

    # ------------------------------------------------------------ Wedding 2026 (Projects Wedding)
    w = "Documents/Wedding 2026"
    add(f"{w}/wedding ideas 2024.txt", P, W, 640, IDEAS)
    add(f"{w}/Venue/venue shortlist.docx", P, W, 330,
        "Skye venues - shortlist (Sept 2026, ~60 guests)\n"
        "1. Armadale Bay House, Sleat - exclusive use, lawn over the Sound of Sleat, 14 rooms. 18.4k. FAVOURITE\n"
        "2. Kinloch Sleat Steading - barn only, no rooms, 9k + marquee\n"
        "3. Portree Harbour Hotel - function suite, 11k, not exclusive\n"
        "Visit Armadale on the October weekend at Mum's.")
    add(f"{w}/Venue/Armadale Bay House contract.pdf", P, W, 236, VENUE)
    for i, age in enumerate((228, 75, 12)):
        add(f"{w}/Venue/Re Your wedding on 19 September ({i + 1}).eml", P, W, age, t_venue_mail)
    for k in range(5):
        photo(f"{w}/Venue/visit Oct 2025/IMG_20251004_{113012 + k * 417}.jpg", P, W, 240)
    for who, age in (("Eilidh Nicolson Photography, Portree", 252), ("Skye Light Weddings", 249),
                     ("Ross & Anna Photography, Inverness", 247)):
        add(f"{w}/Photographer/quote - {who.split(',')[0]}.pdf", P, W, age, lambda r, dt, who=who: t_photo_quote(r, dt, who))
    add(f"{w}/Photographer/Eilidh Nicolson contract signed.pdf", P, W, 205,
        "Eilidh Nicolson Photography - Booking agreement\nClients: Fiona MacLeod & Callum Fraser\n"
        "Wedding: 19 September 2026, Armadale Bay House, Sleat. Full-day coverage (10 hours).\n"
        "Fee 2,450.00 pounds. Booking fee 500.00 received. Balance due 1 September 2026.\n"
        "Images delivered within 8 weeks by online gallery.")
    add(f"{w}/Band/Cuillin Ceilidh Band booking.pdf", P, W, 182, t_band)
    add(f"{w}/Celebrant/Your ceremony outline.eml", P, W, 41, t_celebrant)
    for v, age in (("v1", 36), ("v2", 9)):
        add(f"{w}/Celebrant/ceremony draft {v}.docx", P, W, age,
            "Humanist wedding ceremony - Fiona & Callum - draft " + v + "\nCelebrant: Morag Beaton\n"
            "Welcome (Morag)\nTheir story: Dundee, the library, nine years, Glasgow, Neist Point proposal\n"
            "Reading: 'Valentine' by Carol Ann Duffy (Eilidh)\nVows\nHandfasting - MacLeod and Fraser tartans\n"
            "Exchange of rings\nDeclaration and signing of the Marriage Schedule\nRecessional: 'Caledonia'")
    add(f"{w}/Registrar/M10 notices acknowledgment.pdf", P, W, 26, t_registrar)
    add(f"{w}/Guests/guest_list_v1_old.xlsx", P, W, 214, t_guests)
    add(f"{w}/Guests/guest_list.xlsx", P, W, 3, t_guests)
    add(f"{w}/Guests/seating plan draft.docx", P, W, 6, t_seating)
    add(f"{w}/Guests/invitation wording.docx", P, W, 150, INVITE)
    add(f"{w}/Dress/fitting 1.pdf", P, W, 92, lambda r, dt: t_dress(r, dt, 1))
    add(f"{w}/Dress/fitting 2.pdf", P, W, 31, lambda r, dt: t_dress(r, dt, 2))
    for k in range(3):
        photo(f"{w}/Dress/IMG_{5120 + k}.HEIC", P, W, 31)
    add(f"{w}/Budget/wedding budget.xlsx", P, W, 2, WED_BUDGET)
    add(f"{w}/Budget/~$dding budget.xlsx", L, "System", 2, b"\x0eFiona MacLeod" + b"\x00" * 40)
    add(f"{w}/Flowers/Wild Skye Flowers quote.pdf", P, W, 101, t_florist)
    add(f"{w}/Accommodation/guest accommodation.docx", P, W, 68, t_accom)
    rs = f"{w}/rsvp-merge"
    add(f"{rs}/pyproject.toml", P, W, 33, RSVP_TOML)
    add(f"{rs}/README.md", P, W, 33, RSVP_README)
    add(f"{rs}/rsvp/__init__.py", P, W, 33, '"""RSVP merging for the Skye wedding."""\n')
    add(f"{rs}/rsvp/merge.py", P, W, 24, RSVP_PY)
    add(f"{rs}/tests/test_merge.py", P, W, 24, RSVP_TEST)
    add(f"{rs}/data/responses.csv", P, W, 22, RSVP_CSV)
    dot(f"{rs}/.gitignore", b"__pycache__/\n*.egg-info/\n.venv/\n", 33)
    for k, age in enumerate((410, 402, 300)):
        photo(f"Pictures/Wedding inspo/Pinterest {k + 1}.png", P, W, age)

    # ------------------------------------------------------------ Valencia application (Projects Nursing)
    v = "Documents/Trabajo Valencia"
    add(f"{v}/oferta HLS-ENF-0426.pdf", P, N, 61, JOB_AD)
    for name, age in (("CV_ES_v1.docx", 162), ("CV_ES_v2.docx", 118), ("CV_ES_v3_final.docx", 45)):
        add(f"{v}/{name}", P, N, age, CV_ES)
    add(f"{v}/~$_ES_v3_final.docx", L, "System", 45, b"\x0eFiona MacLeod" + b"\x00" * 40)
    add(f"{v}/CV_Fiona_MacLeod_ES.pdf", P, N, 44, CV_ES)
    add(f"{v}/carta de presentacion.docx", P, N, 44, t_carta)
    for i, age in enumerate((58, 30, 8)):
        add(f"{v}/MedTalent/RE Enfermera Cardiologia - Valencia{'' if i == 0 else f' ({i})'}.eml", P, N, age, t_recruiter)
    add(f"{v}/Homologacion/solicitud homologacion.pdf", P, N, 100, t_homolog)
    add(f"{v}/Homologacion/apostille BSc Nursing.pdf", P, N, 131, t_apostille)
    add(f"{v}/Homologacion/NMC CCPS request.pdf", P, N, 20, t_ccps)
    add(f"{v}/entrevista preparacion.docx", P, N, 27, t_interview)
    add(f"{v}/NIE cita previa.pdf", P, N, 5, NIE)

    # ------------------------------------------------------------ Spanish class (Projects Spanish)
    sp = "Documents/Spanish B1"
    add(f"{sp}/enrolment Glasgow Clyde College.pdf", P, S, 262, ENROL)
    for k, age in enumerate((231, 171, 109, 39)):
        add(f"{sp}/deberes/redaccion {k + 1}.docx", P, S, age, lambda r, dt, k=k: t_redaccion(r, dt, k))
    add(f"{sp}/vocabulario unidad 6.csv", P, S, 150, t_vocab)
    add(f"{sp}/vocabulario unidad 11.csv", P, S, 48, t_vocab)
    add(f"{sp}/DELE B1 inscripcion.pdf", P, S, 82, DELE)
    add(f"{sp}/class notes.txt", P, S, 20,
        "Clase 19/5 - Carmen\n- repaso del subjuntivo: ojalá + presente de subjuntivo\n"
        "- DELE oral: 15 min prep, describe a photo, role play (en la farmacia / en el hospital)\n"
        "- deberes: redacción sobre 'un trabajo ideal', 150 palabras\n- last class 9 June! bring cake")
    add("Documents/Languages/Spanish grammar crib sheet.pdf", R, S, 300, SP_GRAMMAR)
    add("Documents/Languages/verbos irregulares.xlsx", R, S, 610,
        "Infinitivo;Presente (yo);Pretérito (yo);Participio\nser;soy;fui;sido\nir;voy;fui;ido\n"
        "tener;tengo;tuve;tenido\nhacer;hago;hice;hecho\npoder;puedo;pude;podido\ndecir;digo;dije;dicho")

    # ------------------------------------------------------------ half marathon (Projects Running)
    h = "Documents/Half marathon 2026"
    add(f"{h}/GSR entry confirmation.pdf", P, RU, 151, t_entry)
    add(f"{h}/training plan 16 weeks.xlsx", P, RU, 40, t_plan)
    add(f"{h}/run log.csv", P, RU, 2, t_runlog)
    add(f"{h}/Welcome to Team BHF.eml", P, RU, 121, t_bhf)
    add(f"{h}/Run4It receipt.pdf", P, RU, 95, t_shoes)
    add(f"{h}/garmin_last_long_run.json", P, RU, 4,
        '{"activityName": "Glasgow Running - long run", "startTimeLocal": "' + stamp(4, "%Y-%m-%d %H:%M:%S")
        + '", "distance": 14020.5, "duration": 5278.2, "averageHR": 151, "elevationGain": 64,'
          ' "description": "Kelvin walkway to Clydeside and back, half marathon block week 3"}\n')
    add("Documents/Running reading/training on shifts - Runners World.pdf", R, RU, 170, RUN_ARTICLE)
    add("Documents/Running reading/strength training for runners.pdf", R, RU, 330, STRENGTH_RUN)

    # ------------------------------------------------------------ work and registration (Areas Nursing)
    nm = "Documents/Work/NMC"
    for y, age in ((2024, 805), (2025, 440), (2026, 72)):
        add(f"{nm}/NMC fee receipt {y}.pdf", A, N, age, t_nmc_fee)
    rv = f"{nm}/Revalidation"
    add(f"{rv}/CPD log.csv", A, N, 15, t_cpd_log)
    for k, age in enumerate((520, 390, 250, 140, 22)):
        add(f"{rv}/reflective account {k + 1}.docx", A, N, age, lambda r, dt, k=k: t_reflective(r, dt, k))
    for k, age in enumerate((470, 210, 60)):
        add(f"{rv}/practice feedback {k + 1}.docx", A, N, age, t_feedback)
    q = "Documents/Work/QEUH"
    add(f"{q}/contract NHS GGC 2023.pdf", A, N, 1030, CONTRACT_GGC)
    for mon, age in (("March", 92), ("April", 63), ("May", 33), ("June", 4)):
        add(f"{q}/Rotas/rota 7B {mon} 2026.xlsx", A, N, age, t_rota)
    for k, age in enumerate((600, 410, 200, 45)):
        add(f"{q}/Training/certificate_{k + 1}.pdf", A, N, age, t_training)
    add(f"{q}/Annual leave request.eml", A, N, 140, t_leave_mail)
    for k, age in enumerate((190, 17)):
        add(f"{q}/Staff update{' (2)' if k else ''}.eml", A, N, age, t_ward_mail)
    add(f"{q}/TURAS appraisal 2025.docx", A, N, 230, t_appraisal)
    ref = "Documents/Work/Reference"
    add(f"{ref}/12-lead ECG interpretation.pdf", R, N, 700, ECG_GUIDE)
    add(f"{ref}/cardiac drugs quick reference.xlsx", R, N, 380, DRUGS)
    add(f"{ref}/NEWS2 chart.pdf", R, N, 900, NEWS2)
    add(f"{ref}/SIGN 147 heart failure - summary.pdf", R, N, 520,
        "SIGN 147 - Management of chronic heart failure (quick reference guide)\nDiagnosis: NT-proBNP and "
        "echocardiography. HFrEF: ACE inhibitor or ARNI, beta blocker, MRA, SGLT2 inhibitor. Daily weights; "
        "report a gain of more than 2 kg in 3 days. Refer to the heart failure nurse service.")

    # ------------------------------------------------------------ money (Areas Finance)
    m = "Documents/Money"
    for age in (368, 338, 307, 277, 246, 216, 185, 156, 126, 95, 66, 36, 6):
        dt = NOW - timedelta(days=age)
        add(f"{m}/Payslips/payslip_{dt.year}_{dt.month:02d}.pdf", A, "Finance", age, t_payslip)
    for y, age in ((2024, 785), (2025, 418)):
        add(f"{m}/Payslips/P60 {y}-{(y + 1) % 100}.pdf", A, "Finance", age, t_p60)
        add(f"{m}/Pension/SPPA annual benefit statement {y}.pdf", A, "Finance", age - 60, t_pension)
        add(f"{m}/Student loan/SLC statement {y}.pdf", A, "Finance", age - 10, t_student_loan)
    for age in (150, 120, 90, 61, 30):
        dt = NOW - timedelta(days=age)
        add(f"{m}/Bank/Nationwide statement {dt.strftime('%Y-%m')}.pdf", A, "Finance", age, t_bank)
    add(f"{m}/HMRC coding notice 2026-27.pdf", A, "Finance", 75, t_taxcode)
    add(f"{m}/household budget 2026.xlsx", A, "Finance", 9, BUDGET)

    # ------------------------------------------------------------ flat (Areas Home)
    f = "Documents/Flat"
    add(f"{f}/tenancy agreement Crawford St.pdf", A, "Home", 1095, TENANCY)
    add(f"{f}/council tax 2025-26.pdf", A, "Home", 430, t_ctax)
    add(f"{f}/council tax 2026-27.pdf", A, "Home", 62, t_ctax)
    for age in (250, 160, 70):
        add(f"{f}/ScottishPower bill {stamp(age, '%b %Y')}.pdf", A, "Home", age, t_energy)
    add(f"{f}/Virgin Media bill.pdf", A, "Home", 34, t_broadband)
    add(f"{f}/contents insurance renewal.pdf", A, "Home", 200, t_contents)
    add(f"{f}/rent increase notice 2026.pdf", A, "Home", 110, t_rent_notice)
    add(f"{f}/repair request boiler.eml", A, "Home", 180, t_landlord_mail)
    add(f"{f}/Manuals/Indesit washer dryer manual.pdf", R, "Home", 1050, MANUAL_WASHER)
    add(f"{f}/Manuals/Hotpoint fridge freezer guide.pdf", R, "Home", 1050,
        "Hotpoint fridge freezer - user guide\nSet the fridge to 4 C and the freezer to -18 C. Defrost the "
        "freezer when ice is thicker than 5 mm. Alarm flashing: door left open.")

    # ------------------------------------------------------------ health (Areas Health)
    he = "Documents/Health"
    add(f"{he}/asthma review 2024.pdf", A, "Health", 700, t_asthma)
    add(f"{he}/asthma review 2025.pdf", A, "Health", 330, t_asthma)
    add(f"{he}/asthma action plan.pdf", A, "Health", 330, ASTHMA_PLAN)
    add(f"{he}/repeat prescription.pdf", A, "Health", 52, t_rx)
    add(f"{he}/peak flow diary.csv", A, "Health", 11, t_peakflow)
    add(f"{he}/Specsavers eye test.pdf", A, "Health", 480, t_optician)

    # ------------------------------------------------------------ MSc (Archive Education)
    ms = "Documents/MSc ANP"
    for name, v, age in (("dissertation_draft_v1.docx", "draft 1", 820), ("dissertation_draft_v2.docx", "draft 2", 735),
                         ("dissertation_FINAL_submitted.docx", "final submission", 668)):
        add(f"{ms}/Dissertation/{name}", X, "Education", age, lambda r, dt, v=v: t_diss(r, dt, v))
    add(f"{ms}/Dissertation/dissertation final.pdf", X, "Education", 29, lambda r, dt: t_diss(r, dt, "final"))
    for k, age in enumerate((900, 840, 760)):
        add(f"{ms}/Dissertation/supervision {k + 1}.docx", X, "Education", age, t_supervision)
    add(f"{ms}/Dissertation/data extraction.xlsx", X, "Education", 780, LITREV)
    add(f"{ms}/dissertation feedback and mark.pdf", X, "Education", 600, t_diss_feedback)
    add(f"{ms}/graduation tickets.pdf", X, "Education", 560, GRAD)
    add(f"{ms}/NU50087 leadership essay.docx", X, "Education", 980,
        "NU50087 Leadership in Advanced Practice - summative essay\nStudent 180012447\nThis essay applies "
        "transformational leadership theory to introducing nurse-led discharge on a coronary care unit...")
    for k in range(3):
        photo(f"Pictures/Graduation Dec 2024/IMG_20241206_{143512 + k * 230}.jpg", X, "Education", 542)

    # ------------------------------------------------------------ move from Dundee 2023 (Archive Home)
    mv = "Documents/Move 2023"
    add(f"{mv}/removal quote Tay Removals.pdf", X, "Home", 1120, lambda r, dt: t_removal(r, dt, "Tay Removals Ltd, Dundee"))
    add(f"{mv}/removal quote Clydesdale Movers.pdf", X, "Home", 1118,
        lambda r, dt: t_removal(r, dt, "Clydesdale Movers, Glasgow"))
    add(f"{mv}/deposit return Step Row.pdf", X, "Home", 1055, DEPOSIT)
    add(f"{mv}/change of address.txt", X, "Home", 1080, CHANGE_ADDR)
    for k in range(4):
        photo(f"Pictures/Moving day June 2023/IMG_20230617_{90114 + k * 1211}.jpg", X, "Home", 1080)

    # ------------------------------------------------------------ Iceland 2025 (Archive Travel)
    ic = "Documents/Travel/Iceland 2025"
    add(f"{ic}/Icelandair e-ticket.pdf", X, "Travel", 520, lambda r, dt: t_iceland(r, dt, "flight"))
    add(f"{ic}/Blue Car Rental.pdf", X, "Travel", 505, lambda r, dt: t_iceland(r, dt, "car"))
    add(f"{ic}/itinerary.docx", X, "Travel", 14, lambda r, dt: t_iceland(r, dt, "plan"))
    add(f"{ic}/Hotel Kria Vik.pdf", X, "Travel", 470, lambda r, dt: t_iceland(r, dt, "hotel"))
    for k in range(10):
        photo(f"Pictures/Iceland 2025/IMG_202503{13 + k // 2}_{101500 + k * 3701}.jpg", X, "Travel", 440 - k // 2)
    add("Pictures/Iceland 2025/Thumbs.db", L, "System", 430, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))

    # ------------------------------------------------------------ Ninewells (Archive Nursing)
    nw = "Documents/Work/Ninewells"
    add(f"{nw}/contract NHS Tayside band 6.pdf", X, N, 2600, lambda r, dt: t_ninewells(r, dt, "contract"))
    add(f"{nw}/resignation letter.docx", X, N, 1125, lambda r, dt: t_ninewells(r, dt, "resign"))
    add(f"{nw}/reference NHS Tayside.pdf", X, N, 1090, lambda r, dt: t_ninewells(r, dt, "reference"))
    for k in range(2):
        photo(f"Pictures/Ninewells leaving do/IMG_20230602_{213300 + k * 95}.jpg", X, N, 1095)

    # ------------------------------------------------------------ old backup (Archive Backup; payslip stays Areas)
    ob = "Old laptop backup 2022"
    for k in range(5):
        age = 1500 + 40 * k + r.randint(0, 30)
        photo(f"{ob}/Samsung S9/DCIM/Camera/{stamp(age, '%Y%m%d_%H%M%S')}.jpg", X, "Backup", age)
    add(f"{ob}/Samsung S9/contacts.vcf", X, "Backup", 1500,
        "BEGIN:VCARD\nVERSION:3.0\nFN:Kirsty Lamont\nTEL;TYPE=CELL:+447700900311\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Mum\nTEL;TYPE=CELL:+447700900127\nEND:VCARD\n")

    # ------------------------------------------------------------ interests (Resources)
    for k, (title, body) in enumerate(KNIT):
        add(f"Documents/Knitting/{title}.pdf", R, "Knitting", 900 - 150 * k, f"{title}\nKnitting pattern\n{body}")
    add("Documents/Knitting/yarn stash.csv", R, "Knitting", 58, STASH)
    for title, author, lang, para in BOOKS:
        add(f"Documents/Books/{author} - {title}.epub", R, "Books", r.randint(60, 900),
            _epub(title, author, lang, para))
    add("Documents/Books/book club 2026 list.docx", R, "Books", 150, BOOKCLUB)
    add("Documents/Books/Niebla - notes for May.txt", R, "Books", 16,
        "Niebla (Unamuno, 1914) - book club 14 May\n- Augusto Pérez, the 'nivola', the author appears as a character!\n"
        "- Augusto goes to Salamanca to argue with Unamuno himself - best chapter\n"
        "- question for the group: is Augusto free or just a dream of God / the author?")
    for k, (title, artist, album) in enumerate(SONGS):
        add(f"Music/{artist}/{album}/{k % 9 + 1:02d} {title}.mp3", R, "Music", r.randint(200, 2500),
            _id3(r, title, artist, album))
    add("Music/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21790\r\n")
    for k, (title, body) in enumerate(RECIPES.items()):
        ext = ("txt", "docx", "pdf")[k % 3]
        add(f"Documents/Recipes/{title}.{ext}", R, "Cooking", 60 + 97 * k, f"{title}\n{body}")
    for name, age in (("Firefox Setup 128.0.exe", 310), ("ZoomInstaller.exe", 500), ("KindleForPC-installer-2.4.exe", 260),
                      ("LibreOffice_24.8.4_Win_x86-64.msi", 180), ("SpotifySetup.exe", 700)):
        add(f"Downloads/{name}", R, "Software", age, _blob(r, b"MZ\x90\x00\x03\x00\x00\x00" if name.endswith("exe")
                                                            else b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))

    # photos: camera roll, phone dumps, WhatsApp, screenshots (Resources Photos)
    for k in range(9):
        age = r.randint(20, 700)
        photo(f"Pictures/Camera Roll/IMG_{stamp(age, '%Y%m%d_%H%M%S')}.jpg", R, "Photos", age)
    add("Pictures/Camera Roll/Thumbs.db", L, "System", 20, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    for k in range(7):
        photo(f"Pictures/Phone dump Jan 2026/IMG_{4380 + k * 7}.HEIC", R, "Photos", 150 - k * 4)
    for k in range(4):
        photo(f"Pictures/Phone dump Jan 2026/IMG_{4440 + k}.jpg", R, "Photos", 128)
    for k in range(4):
        age = r.randint(30, 400)
        photo(f"Pictures/WhatsApp Images/IMG-{stamp(age, '%Y%m%d')}-WA00{k + 11}.jpg", R, "Photos", age)
    for k in range(5):
        age = r.randint(2, 300)
        photo(f"Pictures/Screenshots/Screenshot {stamp(age, '%Y-%m-%d %H%M%S')}.png", R, "Photos", age)
    add("Pictures/desktop.ini", L, "System", 1000, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21779\r\n")
    add("Documents/desktop.ini", L, "System", 1000, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    add("Downloads/CV_europass_es.docx.crdownload", L, "System", 1, _blob(r, b"PK\x03\x04", 800))
    add("Downloads/Aula_Internacional_3_audio.zip.part", L, "System", 3, _blob(r, b"PK\x03\x04", 900))

    # ------------------------------------------------------------ Downloads: named loose files
    dl = "Downloads"
    add(f"{dl}/payslip_2026_04 (1).pdf", A, "Finance", 36, t_payslip)
    add(f"{dl}/ScottishPower_bill.pdf", A, "Home", 40, t_energy)
    add(f"{dl}/guest_list.xlsx", P, W, 40, t_guests)
    add(f"{dl}/CV_ES_v3_final (1).docx", P, N, 44, CV_ES)
    add(f"{dl}/quote - Skye Light Weddings.pdf", P, W, 249, lambda r, dt: t_photo_quote(r, dt, "Skye Light Weddings"))
    add(f"{dl}/half-marathon-training-shift-workers.pdf", R, RU, 172, RUN_ARTICLE)
    add(f"{dl}/SIGN147_heart_failure_QRG.pdf", R, N, 521,
        "SIGN 147 Management of chronic heart failure - Quick Reference Guide\nHealthcare Improvement Scotland. "
        "Key recommendations on diagnosis, pharmacological therapy and nurse-led follow-up.")
    add(f"{dl}/Sleat Yoke Jumper (1).pdf", R, "Knitting", 760, f"Sleat Yoke Jumper\nKnitting pattern\n{KNIT[0][1]}")

    # ------------------------------------------------------------ hard files: nothing in name or folder
    hard = [
        (f"{dl}/document.pdf", A, "Finance", 188, t_payslip),
        (f"{dl}/document (1).pdf", A, "Home", 425, t_ctax),
        (f"{dl}/document (2).pdf", P, N, 99, t_homolog),
        (f"{dl}/document (3).pdf", A, "Finance", 405, t_student_loan),
        (f"{dl}/download.pdf", X, "Travel", 519, lambda r, dt: t_iceland(r, dt, "flight")),
        (f"{dl}/download (1).pdf", P, RU, 150, t_entry),
        (f"{dl}/download (2).pdf", R, N, 240, ECG_GUIDE),
        (f"{dl}/file.pdf", P, W, 251, lambda r, dt: t_photo_quote(r, dt, "Eilidh Nicolson Photography, Portree")),
        (f"{dl}/attachment.pdf", A, N, 72, t_nmc_fee),
        (f"{dl}/attachment (1).pdf", P, S, 81, DELE),
        (f"{dl}/print.pdf", A, "Health", 230, t_rx),
        (f"{dl}/Untitled.pdf", R, "Knitting", 330, f"{KNIT[2][0]}\nby Wool & Wards Designs\n{KNIT[2][1]}"),
        (f"{dl}/export.csv", P, RU, 9, t_runlog),
        (f"{dl}/export (1).csv", A, "Finance", 46, lambda r, dt: "Date,Description,Amount,Balance\n" + "\n".join(
            ",".join(ln.split("  ")[:4]) for ln in t_bank(r, dt).splitlines()[4:-1]) + "\n"),
        (f"{dl}/data.csv", A, "Health", 180, t_peakflow),
        (f"{dl}/Book1.xlsx", P, W, 160, WED_BUDGET.replace("13200", "4000").replace("17150", "7950")),
        (f"{dl}/Book1 (1).xlsx", A, N, 120, t_rota),
        (f"{dl}/message.eml", P, N, 57, t_recruiter),
        (f"{dl}/message (1).eml", A, "Home", 480, t_landlord_mail),
        (f"{dl}/message (2).eml", P, W, 150, t_venue_mail),
        (f"{dl}/doc.docx", P, N, 43, t_carta),
        (f"{dl}/2025-03-04.pdf", X, "Travel", 454, lambda r, dt: t_iceland(r, dt, "car")),
        (f"{dl}/scan.pdf", X, "Home", 1119, lambda r, dt: t_removal(r, dt, "Tay Removals Ltd, Dundee")),
        (f"{dl}/Document_20240812.pdf", X, "Education", 658, t_diss_feedback),
        (f"{dl}/responses.csv", P, W, 18, RSVP_CSV),
        (f"{dl}/welcome.eml", P, RU, 122, t_bhf),
        (f"{dl}/confirmation.pdf", X, "Travel", 480, lambda r, dt: t_iceland(r, dt, "hotel")),
        (f"{dl}/confirmation (1).pdf", P, S, 263, ENROL),
        ("Desktop/untitled.txt", P, W, 7, VOWS),
        ("Desktop/New Text Document.txt", P, N, 28, t_interview),
        ("Desktop/New Text Document (2).txt", R, "Cooking", 95, "Overnight oats for nights\n" + RECIPES["Overnight oats for nights"]),
        ("Desktop/notes.txt", X, "Education", 750, t_supervision),
        ("Desktop/todo.txt", X, "Home", 1085, CHANGE_ADDR),
        ("Desktop/Doc1.docx", A, N, 19, lambda r, dt: t_reflective(r, dt, 4)),
        ("Desktop/Doc2.docx", P, S, 13, lambda r, dt: t_redaccion(r, dt, 3)),
        ("Desktop/list.txt", P, W, 66, t_accom),
        ("Desktop/draft.docx", X, "Home", 1110, t_dundee_end),
        ("Scans/scan0001.pdf", A, "Home", 1090, TENANCY),
        ("Scans/scan0002.pdf", P, N, 129, t_apostille),
        ("Scans/scan0007.pdf", A, "Health", 329, t_asthma),
        ("Scans/scan0012.pdf", P, W, 25, t_registrar),
        ("Scans/scan0018.pdf", A, "Finance", 416, t_p60),
        ("Scans/scan0023.pdf", X, N, 1088, lambda r, dt: t_ninewells(r, dt, "reference")),
        ("Scans/scan0031.pdf", P, W, 90, lambda r, dt: t_dress(r, dt, 1)),
        ("Scans/scan0042.pdf", A, N, 44, t_training),
        ("Scans/scan0043.pdf", X, "Education", 565, GRAD),
        ("Scans/scan0050.pdf", A, "Health", 140, t_dentist),
        ("Scans/scan0051.pdf", A, "Home", 108, t_rent_notice),
        ("Documents/misc/notes.docx", A, N, 250, lambda r, dt: t_reflective(r, dt, 1)),
        ("Documents/misc/notes (2).docx", P, S, 170, lambda r, dt: t_redaccion(r, dt, 1)),
        ("Documents/misc/info.pdf", A, "Finance", 300, t_pension),
        ("Documents/misc/letter.pdf", A, "Finance", 430, t_taxcode),
        ("Documents/misc/table.xlsx", X, "Education", 790, LITREV),
        ("Documents/misc/list.csv", R, "Knitting", 400, STASH),
        ("Documents/misc/plan.xlsx", P, RU, 47, t_plan),
        ("New folder/New Microsoft Word Document.docx", P, W, 11, t_seating),
        ("New folder/Document.docx", P, N, 140, CV_ES.replace("B1 (curso", "A2-B1 (curso")),
        ("New folder/info.txt", X, "Travel", 530, lambda r, dt: t_iceland(r, dt, "plan")),
        ("New folder/data.xlsx", P, W, 95, t_guests),
        ("New folder/New Text Document.txt", R, "Books", 152, BOOKCLUB),
        ("Documents/Document1.docx", A, N, 90, t_feedback),
        ("Documents/important.pdf", A, "Home", 560, t_contents),
        ("Documents/form.pdf", P, N, 6, NIE),
        ("Documents/Scanned Document.pdf", A, "Health", 250, t_occhealth),
        (f"{ob}/Documents/doc0034.pdf", A, "Finance", 1400,
         lambda r, dt: t_payslip(r, dt, "NHS Tayside")),
        (f"{ob}/Documents/letter.docx", X, N, 1450, lambda r, dt: t_ninewells(r, dt, "contract")),
        (f"{ob}/Documents/untitled.txt", R, "Cooking", 1460, "Stovies (Gran's)\n" + RECIPES["Stovies"]),
        ("Documents/Scanned Document (2).pdf", A, "Health", 610, t_optician),
        ("Desktop/New folder/text.txt", P, N, 3, JOB_AD),
    ]
    for rel, b, t, age, content in hard:
        add(rel, b, t, age, content, hard=True)

    # a few more named loose files on the Desktop and at the top of Documents
    add("Desktop/wedding budget (copy).xlsx", P, W, 20, WED_BUDGET)
    add("Desktop/Skye weekend packing.txt", P, W, 5,
        "Skye - final venue meeting + menu tasting 13 June\n- sample table plan\n- Gran's brooch for florist\n"
        "- tartan for handfasting\n- ferry Mallaig 10:10 booked")
    add("Documents/Spanish CV for Valencia - Callum comments.docx", P, N, 114,
        CV_ES + "\n[Callum: maybe say more about the MSc? and 'once años' not 'onze'!]")

    # dot files: written, never labelled
    dot("Documents/Wedding 2026/Guests/.~lock.guest_list.xlsx#", b"Fiona MacLeod,LAPTOP-FM/fiona,LAPTOP-FM,"
        + stamp(3, "%d.%m.%Y %H:%M").encode() + b",file:///C:/Users/fiona/AppData/Roaming/LibreOffice/4;", 3)
    dot("Old laptop backup 2022/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 1400)
    dot("Documents/Knitting/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 600)
    return items


if __name__ == "__main__":
    import collections
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        its = build(Path(tmp))
        files = [p for p in Path(tmp).rglob("*") if p.is_file()]
        rels = [i.rel for i in its]
        assert len(set(rels)) == len(rels), "duplicate rel"
        assert all((Path(tmp) / i.rel).is_file() for i in its), "missing file"
        assert all(i.bucket in {"Projects", "Areas", "Resources", "Archive", "Left"} for i in its)
        print(f"{len(its)} labelled files, {len(files) - len(its)} unlabelled dot files")
        print("buckets:", dict(collections.Counter(i.bucket for i in its)))
        print("topics:", dict(collections.Counter(i.topic for i in its)))
        print("bucket/topic:", dict(collections.Counter(f"{i.bucket}/{i.topic}" for i in its)))
        print("hard:", sum(i.hard for i in its), f"({sum(i.hard for i in its) / len(its):.0%})")
