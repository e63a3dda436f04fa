"""An eighty-eighth unseen labelled corpus: Aniruddha Kulkarni's Windows laptop, ``build(root, seed)``, written blind.

What was read to write it, and nothing else: ``unseen.py``'s module docstring (lines 1-60), its helpers
(lines 60-220: ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and
its Swedish name lists) and the first lines of its ``build()`` (1296-1360: ``write``, ``encode``, ``add``,
``dot``, ``photo``); ``corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and its ``_pdf`` and
``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``HEIC_HEAD`` and ``_png``. By accident the range
printed for ``corpus.py`` (169-215) also showed the first dozen lines of ``corpus.py``'s own ``build()`` (its
signature, ``_Gen``, a ``NAMED`` loop writing loose files to ``Downloads``), and the range for ``blind.py``
(74-110) showed the comment line after ``HEIC_HEAD``; nothing of them is used here. The directory listing of
``benchmarks/placement/`` (file names only) was seen to check that this module's name was free. Nothing under
``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no other module body, no git, no placement output.

The person: CA Aniruddha Vinayak Kulkarni, 42, a chartered accountant in Pune and one of the two partners
of Kulkarni Deshpande & Associates (KDA, FRN 118742W, since 2014, with CA Rohit Deshpande): GST returns,
income-tax returns, tax audits, statutory audits of small companies and TDS for some eighty clients, with
an accountant (Pallavi) and three articled assistants. Before that he did his articleship at Bapat Gokhale
& Co. (2004-2007) and worked as an audit manager at Sterling Hart & Co. LLP, a large audit firm (2008-2014);
both are long over. He lives with his wife Madhura (40, HR executive at an IT company in Hinjewadi) and
their children Sanika (17, passed HSC science in 2026) and Arjun (15, starting Class 10, CBSE board exams in
February 2027) in flat B-704 of Shubhankar Heights Co-operative Housing Society in Baner, where he is the
managing committee's treasurer (khajindar). His parents Vinayak (74, retired MSEB engineer, pensioner) and
Sulabha (69, diabetic) live in Nashik; he pays and tracks their medical bills. His father's cataracts are
being operated one eye at a time at Drushti Netralaya, Nashik: the left eye in February 2026, the right on
18 June 2026. Current, as of NOW = 2026-06-01: the purchase of a new flat (C-1102, Sankalp Aranya, Punawale)
under construction, booked in August 2025, agreement registered in November 2025, financed by a home loan
from Vasundhara Bank disbursed against the builder's slab-wise demand letters (possession expected 2027);
Sanika's engineering entrance and admission (JEE Main and MHT-CET 2026 taken, CAP and JoSAA counselling in
June-July 2026); KDA's move from Sadashiv Peth to a new office on Karve Road on 15 June 2026; a family trip
to Kerala on 17-24 October 2026. Ongoing: the firm and its clients, his own and Madhura's taxes and
investments (PPF, mutual funds, LIC), insurance, the family's and his parents' health, the flat and its
bills, the society, the children's schooling, the car (a 2023 Hyundai Creta). Finished: the articleship and
the Sterling Hart job, the old Swift Dzire sold in September 2023, the Char Dham yatra of May-June 2024 with
his parents, the society's building repainting of 2024-25, Sanika's junior college (ended March 2026) and
his late grandfather's land at Pimpalgaon Khurd (Niphad), partitioned among his father and his siblings by
a deed registered in February 2025, mutation entered August 2025: settled.

The machine: a Windows 11 laptop bought in 2022, English Windows. ``Downloads/`` is the dump of the browser
(``document (4).pdf``, ``GetDocument.pdf``, ``Book1.xlsx``, ``invite.ics``, installers, half-finished
downloads); ``Desktop/`` holds ``New Text Document.txt`` and friends; ``Documents/`` is half organised
(``KDA Firm/``, ``Personal/``, ``New Flat - Sankalp Aranya/``, ``Sanika Admission 2026/``, ``Society/``,
``Aai Baba/`` for his parents, ``Car/``, ``Kerala Trip Oct 2026/``), plus Windows Fax and Scan's
``Scanned Documents/`` (``scan_0014.pdf``) and a ``2025/`` year folder into which he dumped a year of things;
``Pictures/`` (Camera Roll, Screenshots, Madhura's iPhone photos, a few albums); ``Music/``;
``WhatsApp Documents/`` copied off his phone (``DOC-20260320-WA0008.pdf``); and ``Old Laptop Backup (Dell)/``,
the D: drive of the laptop he used until 2022. Files are mostly English; society, family, temple and
kitchen papers are in Marathi or Hindi (Devanagari) where he would have them so.

LABELLING RULES (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects** (an outcome with an end, still being worked on now, whatever the file's age): the new
  flat -- booking, cost sheet, agreement and its registration, stamp duty, the home loan sanction and
  disbursements, the builder's demand letters and construction updates, site-visit photos -- topic Home;
  Sanika's engineering entrance and admission -- JEE and CET forms, admit cards, scorecards, her HSC
  marksheet as needed for admission, certificates for CAP, college lists, the entrance coaching she took
  for it, hostel plans -- topic Education; KDA's office move -- licence agreement, interior and furniture
  quotes, shifting checklist, GST and ICAI address changes, the announcement to clients -- topic
  Accountancy; his father's cataract operations -- estimates, pre-operative tests, the first eye's
  discharge, bills and claim, the cashless approval for the second -- topic Health; the Kerala trip of October
  2026 -- itinerary, agent's invoice, flights, houseboat, hotels, packing list -- topic Travel.
- **Areas** (responsibilities with a standard to keep and no end; an old document of an area stays an
  area): the firm and its clients -- GST returns and notices, ITR computations, tax and statutory audits,
  TDS, engagement letters, the firm's fee bills, staff and articles, peer review, CPE -- Accountancy;
  his and Madhura's own money -- their tax returns and tax papers, bank and card statements, PPF, mutual
  funds, shares, FDs, household budget, donation receipts kept for 80G, and his parents' pension and
  money matters he handles -- Finance; all insurance policies, premiums and claims (LIC, the family
  floater, his parents' senior-citizen policy, the car's motor policy, a term plan) -- Insurance; the
  family's and his parents' health -- Health; the Baner flat, its bills and upkeep -- Home; the housing
  society, as a member and as its treasurer (maintenance bills, collections, committee minutes, audit,
  vendors, festival accounts, notices) -- Society; Arjun's school (fees, circulars, report cards, his maths
  tuition) -- Education; the Creta (service, PUC, FASTag, RC) -- Car.
- **Resources** (reference and interests, by subject): tax and audit reference, circulars, guidance notes,
  seminar material -- Accountancy; sample papers -- Education; appliance manuals -- Home; a diet chart --
  Health; aartis, stotras, panchang, puja lists -- Religion; recipes -- Cooking; ebooks -- Books; music files --
  Music; installers, even of work software -- Software; photos, screenshots, holiday and family
  pictures, WhatsApp images, Madhura's iPhone photos -- Photos, except photos that document a project
  (the flat's site visits: Projects Home; the society repainting: Archive Society; the old car's sale
  pictures: Archive Car; the new office's site photos: Projects Accountancy).
- **Archive** (finished projects, ended responsibilities, old backups): the articleship and the Sterling
  Hart job -- Accountancy; the grandfather's land partition -- Estate; the Char Dham yatra of 2024 and
  the Goa trip of 2022 -- Travel; the old Swift Dzire and its sale -- Car; the society's repainting
  and waterproofing of 2024-25 -- Society; Sanika's junior-college fees and papers -- Education; the
  copy of the old Dell laptop, everything inside it whatever it is -- Backup.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) -- topic System.

Topics are subjects: the office move is Accountancy like the clients; the flat purchase is Home like the
electricity bill; a temple's 80G receipt is Finance because he keeps it for his return; the motor policy is
Insurance, not Car. ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/document (4).pdf``, ``Desktop/New Text Document.txt``, ``Documents/Scanned Documents/
scan_0021.pdf``, ``WhatsApp Documents/DOC-20260507-WA0016.docx``, ``Documents/2025/Book3.xlsx``): only the
text inside (.txt, .csv, .eml, .ics, .pdf, .docx, .xlsx) places it, and the text is what such a paper
really says. Images are never hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
import re
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers


def _rs(v: float, prefix: str = "Rs. ") -> str:
    """Indian digit grouping: 12,34,567.00."""
    neg, v = v < 0, abs(v)
    whole, frac = f"{v:.2f}".split(".")
    if len(whole) > 3:
        head, tail, parts = whole[:-3], whole[-3:], []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        whole = ",".join(parts) + "," + tail
    return ("-" if neg else "") + prefix + whole + "." + frac


def _n(v: float) -> str:
    return _rs(v, "")


def _dmy(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _dmon(dt: datetime) -> str:
    return dt.strftime("%d-%b-%Y")


def _long(dt: datetime) -> str:
    return f"{dt.day} {dt:%B %Y}"


_DEV = str.maketrans("0123456789", "०१२३४५६७८९")


def _mr(s: object) -> str:
    """Digits in Devanagari, as a Marathi notice prints them."""
    return str(s).translate(_DEV)


def _fy(dt: datetime) -> str:
    y = dt.year if dt.month >= 4 else dt.year - 1
    return f"{y}-{str(y + 1)[2:]}"


ME = "ANIRUDDHA VINAYAK KULKARNI"
MY_PAN = "AKRPK4417M"
MADHURA_PAN = "BNQPK2286D"
HOME = "B-704, Shubhankar Heights CHS Ltd., Baner-Pashan Link Road, Baner, Pune 411045"
FIRM = "Kulkarni Deshpande & Associates"
FIRM_HEAD = ("KULKARNI DESHPANDE & ASSOCIATES\nChartered Accountants | FRN 118742W\n"
             "2nd Floor, Sukhada Chambers, Tilak Road, Sadashiv Peth, Pune 411030\n"
             "GSTIN 27AAKFK3391R1ZT | office@kdaca.in | 020-2445 6612")
NEW_OFFICE = "Office No. 305, 3rd Floor, Sai Siddhi Business Centre, Karve Road, Erandwane, Pune 411004"
BANK = "Vasundhara Bank Ltd."
LOAN_AC = "HL0046213987"
SB_AC = "004610100028841"
BUILDER = "Sankalp Realty LLP"
FLAT = "Flat No. C-1102, 11th Floor, Tower C, Sankalp Aranya Phase II, S. No. 41/2, Punawale, Pune 411033"
RERA = "P52100051234"
SOCIETY = "Shubhankar Heights Co-operative Housing Society Ltd."
SOC_MR = "शुभंकर हाइट्स को-ऑपरेटिव्ह हौसिंग सोसायटी लि."
INSURER = "Arogya Shield Health Insurance Co. Ltd."
HOSP = "Drushti Netralaya & Phaco Centre, College Road, Nashik 422005"

CLIENTS = [
    {"name": "Shree Ganesh Traders", "who": "Mr. Ganesh Bhosale", "gstin": "27AHKPB5512F1Z3",
     "addr": "Shop 14, Market Yard, Gultekdi, Pune 411037", "kind": "proprietor, wholesale grains"},
    {"name": "Patil Auto Components Pvt. Ltd.", "who": "Mr. Sanjay Patil, Director", "gstin": "27AACCP7718M1ZQ",
     "addr": "Plot B-22, MIDC Chakan, Pune 410501", "kind": "company, sheet-metal parts"},
    {"name": "Mahalaxmi Sweets & Farsan", "who": "Mrs. Vaishali Joshi", "gstin": "27AGZPJ9043K1Z9",
     "addr": "1182 Shukrawar Peth, Pune 411002", "kind": "proprietor, sweet shop"},
    {"name": "Vedant Infra Projects LLP", "who": "Mr. Nikhil Vedpathak, Designated Partner", "gstin": "27AAPFV2231C1ZK",
     "addr": "402 Kalpataru Plaza, Aundh, Pune 411007", "kind": "LLP, civil contractor"},
    {"name": "Kale Brothers Hardware", "who": "Mr. Sunil Kale", "gstin": "27AAMFK6650B1Z1",
     "addr": "Near Bus Stand, Pirangut, Tal. Mulshi, Pune 412115", "kind": "partnership, hardware"},
    {"name": "Greenleaf Agro Exports Pvt. Ltd.", "who": "Ms. Anjali Mehta, CFO", "gstin": "27AAFCG4409N1Z6",
     "addr": "Gat 118, Nighoje, Chakan, Pune 410501", "kind": "company, vegetable exports"},
    {"name": "Rane Medical & General Stores", "who": "Mr. Prashant Rane", "gstin": "27BCDPR3377H1ZA",
     "addr": "Shop 3, Pashan-Sus Road, Pashan, Pune 411021", "kind": "proprietor, pharmacy"},
    {"name": "Omkar Enterprises", "who": "Mr. Omkar Shinde", "gstin": "27CEJPS1180L1Z2",
     "addr": "S. No. 55, Hadapsar Industrial Estate, Pune 411013", "kind": "proprietor, fabrication"},
]
INDIVIDUALS = [("Dr. Amol Joshi", "AJMPJ6612Q", "dentist, Kothrud"),
               ("Mrs. Sunita Deshmukh", "BFWPD0931C", "salaried, Infosys"),
               ("Mr. Rajesh Gadgil", "ACTPG7724B", "retired, pensioner"),
               ("Mr. Kedar Apte", "AOQPA5516K", "software consultant")]

FIRST = ["Rahul", "Sachin", "Amit", "Priya", "Snehal", "Ketan", "Manisha", "Vikram", "Swati", "Nilesh",
         "Pooja", "Sameer", "Deepali", "Yogesh", "Rupali", "Mandar"]
SURN = ["Patil", "Joshi", "Deshpande", "Kale", "Jadhav", "Pawar", "Gokhale", "Bhide", "Shinde", "More",
        "Kulkarni", "Apte", "Khare", "Sathe", "Gaikwad", "Chavan"]


BILLED_WORK = ["GST compliance (monthly returns) for the quarter", "tax audit and ITR",
               "statutory audit FY 2025-26 - first instalment", "reply to GST notice and hearing"]
CPE_TOPICS = ["GST: Recent Amendments and Litigation", "Income-tax Act 2025 - Transition Issues",
              "Audit Quality and SQC 1"]
UDIN_DOCS = ["Tax audit report 3CA-3CD", "Net worth certificate", "Form 15CB", "Stock statement certificate",
             "Audit report"]


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


# --------------------------------------------------------------------------- the new flat (Projects Home)

STAGES = [("On booking", 10), ("On execution of agreement", 10), ("Completion of plinth", 15),
          ("Completion of 2nd slab", 5), ("Completion of 4th slab", 5), ("Completion of 7th slab", 5),
          ("Completion of 10th slab", 5), ("Completion of 11th slab", 5), ("Completion of 14th slab", 5),
          ("Completion of walls, internal plaster, floorings, doors and windows", 5),
          ("Completion of sanitary fittings, staircases, lift wells, lobbies", 5),
          ("Completion of external plumbing, external plaster, elevation, terraces", 10),
          ("Completion of lifts, water pumps, electrical fittings, paving", 10), ("On possession", 5)]
AGREEMENT_VALUE = 9_650_000


def t_demand(stage: int):
    def f(r: random.Random, dt: datetime) -> str:
        name, pct = STAGES[stage]
        amt = AGREEMENT_VALUE * pct / 100
        gst = amt * 0.05
        return (f"SANKALP REALTY LLP\nMahaRERA Regn. No. {RERA} | CRM: crm@sankalprealty.in | 020-6740 2200\n"
                f"Site Office: Sankalp Aranya, Punawale, Pune 411033\n\nRef: SR/SA2/C-1102/DN/{stage:02d}\n"
                f"Date: {_dmy(dt)}\n\nTo,\nMr. Aniruddha Vinayak Kulkarni & Mrs. Madhura Aniruddha Kulkarni\n{HOME}\n\n"
                f"Sub: Demand for payment - {name}\nUnit: {FLAT}\n\nDear Sir / Madam,\n"
                f"We are pleased to inform you that the stage '{name}' of Tower C has been completed as certified "
                "by our Project Architect. As per the payment schedule in the Agreement for Sale, the following "
                "instalment is now due:\n\n"
                f"Agreement value: {_rs(AGREEMENT_VALUE)}\nInstalment due: {pct}% = {_rs(amt)}\n"
                f"GST @ 5% (on 2/3 value, abatement as applicable): {_rs(gst)}\nTotal payable: {_rs(amt + gst)}\n\n"
                f"Kindly release the payment within 15 days from the date of this letter. Where the unit is financed, "
                "please forward this demand to your bank along with the Architect's Certificate enclosed. Interest at "
                "SBI MCLR + 2% is chargeable on delayed payments as per clause 7 of the Agreement.\n\n"
                f"Collection account: Sankalp Realty LLP - Sankalp Aranya Ph II RERA Collection A/c\n"
                f"A/c No. 50200068812341, IFSC VASB0000412\n\nFor Sankalp Realty LLP\nAuthorised Signatory (CRM)\n"
                "Encl: Architect's certificate of stage completion")
    return f


def t_flat_update(r: random.Random, dt: datetime) -> str:
    return (f"SANKALP ARANYA - PHASE II\nConstruction Update | {dt:%B %Y}\n\nDear Homeowner,\n"
            "Here is this month's progress on your future home.\n\n"
            "TOWER C: RCC work of 12th floor slab completed. Block work up to 9th floor. Internal plaster started "
            "on 2nd to 4th floor. Lift shafts cast up to 11th floor.\n"
            "TOWER D: 6th slab shuttering in progress.\n"
            "AMENITIES: Clubhouse foundation done; swimming pool excavation scheduled after monsoon.\n"
            "INFRASTRUCTURE: 18 m wide approach road from Punawale-Tathawade road - WBM layer complete.\n\n"
            "Site visits: Saturdays and Sundays, 11 am to 5 pm, with prior appointment and safety helmets. "
            "Children below 12 are not permitted on floors under construction.\n\n"
            f"Quarterly progress report (QPR) has been uploaded on the MahaRERA portal against registration {RERA}.\n"
            "Tentative possession: Tower C - December 2027 (RERA date: June 2028).\n\nTeam Sankalp Realty LLP")


def t_own_contrib(r: random.Random, dt: datetime) -> str:
    paid = [("booking cheque 14/08/2025", 200000), ("balance 10% NEFT 28/08/2025", 765000),
            ("stamp duty GRAS 12/11/2025", 579000), ("registration fee + DHC", 31400),
            ("agreement 10% own share", 965000)]
    tot = sum(v for _, v in paid)
    lines = "\n".join(f"  {k:<34}{_n(v):>14}" for k, v in paid)
    return ("C-1102 own contribution - as of " + _dmy(dt) + "\n\n"
            f"agreement value       96,50,000\nloan sanctioned       72,00,000  (Vasundhara HL, 8.40% RLLR, 240m)\n"
            f"own contribution req  24,50,000 + stamp duty + regn + GST on own part\n\npaid so far from own funds:\n"
            f"{lines}\n  {'TOTAL':<34}{_n(tot):>14}\n\n"
            "bank disbursed: plinth 14,47,500 + 2nd slab 4,82,500 + 4th slab 4,82,500 = 24,12,500\n"
            "pre-EMI so far approx 9,800/month, rising with each tranche\n\n"
            "next: 7th slab demand expected June - keep 25k GST ready (bank doesn't pay GST portion?) - ask Ketan at "
            "bank\n"
            "PPF: don't touch, FD 8,00,000 maturing 15/07 -> use for balance own contribution\n"
            "parking allotment letter still pending from builder!!")


def t_reg_receipt(r: random.Random, dt: datetime) -> str:
    return ("GOVERNMENT OF MAHARASHTRA\nDEPARTMENT OF REGISTRATION AND STAMPS\n"
            "Office of the Sub-Registrar, Haveli No. 18, Pimpri-Chinchwad\n\nRECEIPT  (Original / Duplicate)\n"
            f"Receipt No. 21764     Date: {_dmy(dt)}\nDocument No. HVL18-14382-2025\n"
            "Nature of document: Agreement for Sale (Art. 25(b)) \n"
            "Presented by: Aniruddha Vinayak Kulkarni\n\nParticulars of fees:\n"
            "Registration fee .................. Rs. 30,000.00\nDocument handling charges (DHC) ... Rs.  1,400.00\n"
            "Copying / page fee ................ Rs.    560.00\nTotal ............................. Rs. 31,960.00\n\n"
            "Stamp duty paid by e-challan GRN MH011228734202526E: Rs. 5,79,000.00 (verified, defaced)\n"
            "The document will be returned after scanning. Please collect from window no. 2.\n"
            "Signature of Sub-Registrar")


def t_disb_advice(r: random.Random, dt: datetime) -> str:
    amt = 482500
    return (f"{BANK.upper()}\nRetail Assets Centre, Baner, Pune 411045\n\nDISBURSEMENT ADVICE\n"
            f"Date: {_dmy(dt)}\nLoan Account No.: {LOAN_AC}\nBorrower(s): {ME} / MADHURA ANIRUDDHA KULKARNI\n"
            "Product: Vasundhara Home Loan - Under Construction (RLLR linked)\nSanctioned amount: Rs. 72,00,000.00\n\n"
            f"Disbursement no.: 3\nAmount disbursed: {_rs(amt)}\nMode: RTGS to builder\n"
            "Beneficiary: SANKALP REALTY LLP - SANKALP ARANYA PH II RERA COLL A/C\nUTR: VASBR52026041700881\n\n"
            "Total disbursed till date: Rs. 24,12,500.00\nUndisbursed balance: Rs. 47,87,500.00\n\n"
            "Pre-EMI interest on the disbursed amount will be debited on the 5th of every month from your "
            f"operative account {SB_AC}. Full EMI of Rs. 62,024 will commence from the month following final "
            "disbursement or 36 months from first disbursement, whichever is earlier.\n\n"
            "This is a system generated advice and does not require a signature.")


def t_bank_mail(r: random.Random, dt: datetime) -> str:
    return (f"From: Ketan Sathe <ketan.sathe@vasundharabank.co.in>\nTo: Aniruddha Kulkarni <aniruddha@kdaca.in>\n"
            f"Date: {dt:%a, %d %b %Y} 11:42:07 +0530\nSubject: RE: Next tranche - loan a/c {LOAN_AC}\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\nDear Sir,\n\n"
            "Thank you for your mail. For release of the next tranche against the 7th slab, please submit the "
            "following at the branch or by mail:\n\n"
            "1. Builder's demand letter in your name (original or signed scan)\n"
            "2. Architect's stage completion certificate\n"
            "3. Proof of own contribution paid for this stage (receipt from builder)\n"
            "4. Disbursement request form signed by both borrowers\n\n"
            "Our technical team will do a site inspection before release; usually 3-4 working days. GST component "
            "will have to be paid by you directly to the builder as it is not part of the sanctioned cost.\n\n"
            "Regards,\nKetan Sathe\nRelationship Manager - Home Loans\nVasundhara Bank Ltd., Baner\n\n"
            "> Ketan ji, the builder has sent the 7th slab demand. What all do you need for the disbursement?\n"
            "> Aniruddha\n")


def t_sanction(r: random.Random, dt: datetime) -> str:
    return (f"{BANK.upper()}\nRetail Assets Centre, Baner, Pune\n\nSANCTION LETTER - HOME LOAN\n"
            f"Ref: VB/RAC/BNR/HL/2025-26/1184     Date: {_dmy(dt)}\n\nTo: Mr. Aniruddha Vinayak Kulkarni (Applicant)\n"
            f"    Mrs. Madhura Aniruddha Kulkarni (Co-applicant)\n    {HOME}\n\n"
            "We are pleased to sanction a home loan on the following terms:\n"
            "Loan amount: Rs. 72,00,000 (Rupees Seventy Two Lakh only)\nPurpose: Purchase of under-construction flat\n"
            f"Property: {FLAT}\nBuilder: {BUILDER} (project approved, APF No. VB/APF/PUN/0412)\n"
            "Rate of interest: 8.40% p.a. floating (RLLR 8.75% - 0.35%), reset quarterly\nTenure: 240 months\n"
            "EMI: Rs. 62,024 (indicative)\nProcessing fee: Rs. 10,000 + GST (paid)\n"
            "Security: Equitable mortgage of the flat; tripartite agreement with builder till registration of "
            "mortgage\n"
            "Disbursement: stage-wise, as per construction progress certified by bank's technical officer\n"
            "Validity of sanction: 6 months\n\nSpecial conditions: own contribution of Rs. 24,50,000 to be paid "
            "before first disbursement proportionately; life cover for the loan is optional.\n\n"
            "Please sign and return the duplicate copy as a token of acceptance.\nBranch Head / Sanctioning Authority")


def t_agreement(r: random.Random, dt: datetime) -> str:
    return ("AGREEMENT FOR SALE\n(under Section 13 of the Real Estate (Regulation and Development) Act, 2016)\n\n"
            f"This Agreement for Sale is made and executed at Pune on {_long(dt)}\nBETWEEN\n"
            f"{BUILDER}, a limited liability partnership, through its designated partner Mr. Mahesh Lunkad, "
            "hereinafter called the PROMOTER\nAND\n"
            "1) Mr. Aniruddha Vinayak Kulkarni, age 41, occupation Chartered Accountant, PAN AKRPK4417M\n"
            "2) Mrs. Madhura Aniruddha Kulkarni, age 39, occupation Service, PAN BNQPK2286D\n"
            f"both residing at {HOME}, hereinafter called the ALLOTTEES\n\n"
            f"Project: Sankalp Aranya Phase II, MahaRERA Registration No. {RERA}\nApartment: {FLAT}\n"
            "Carpet area: 81.27 sq. m (874.8 sq. ft) plus enclosed balcony 6.04 sq. m; one covered car parking.\n"
            f"Total consideration: {_rs(AGREEMENT_VALUE)} (Rupees Ninety Six Lakh Fifty Thousand only), payable as per "
            "the schedule in Annexure F.\nDate of possession: on or before 30 June 2028.\n"
            "Stamp duty: Rs. 5,79,000 paid vide GRN MH011228734202526E.\n(pages 1 of 64)")


def t_index2(r: random.Random, dt: datetime) -> str:
    return ("INDEX - II (Suchi kramank 2)\nDuyyam Nibandhak: Sub-Registrar Haveli 18\nDastaivaj kramank: 14382/2025\n"
            f"Nondani dinank: {_dmy(dt)}\nVillage: Punawale\n(1) Vilekhacha prakar: Karar Nama (Agreement for Sale)\n"
            "(2) Mobadla: Rs. 96,50,000\n(3) Bajarbhav (market value): Rs. 84,12,600\n"
            "(4) Bhumapan / plot: S. No. 41/2, Flat C-1102, Sankalp Aranya Ph II, carpet 81.27 sq m\n"
            "(5) Name of executant: Sankalp Realty LLP through Mahesh Lunkad\n"
            "(6) Name of claimant: Aniruddha Vinayak Kulkarni; Madhura Aniruddha Kulkarni\n"
            "(7) Stamp duty: Rs. 5,79,000   (8) Registration fee: Rs. 30,000")


def t_gras(r: random.Random, dt: datetime) -> str:
    return ("GOVERNMENT OF MAHARASHTRA - GRAS e-CHALLAN\nGRN: MH011228734202526E   BARCODE\n"
            f"Date: {_dmy(dt)}\nDepartment: Inspector General of Registration\nType of payment: Stamp Duty + Metro "
            "Cess\n"
            "Office name: HVL18_HAVELI NO 18 SUB REGISTRAR\nYear: 2025-2026 One Time\n"
            "Account head 0030046401 Stamp Duty: 4,82,500.00\nAccount head 0030063301 Metro Cess (1%): 96,500.00\n"
            "Total: 5,79,000.00  (Rupees Five Lakh Seventy Nine Thousand only)\n"
            "PAN: AKRPK4417M   Full name: ANIRUDDHA VINAYAK KULKARNI\nProperty: Punawale, S. No. 41/2, Flat C-1102\n"
            "Payment mode: Net banking, Vasundhara Bank   Bank CIN: 02921890251112001247")


def t_allotment(r: random.Random, dt: datetime) -> str:
    return (f"SANKALP REALTY LLP\nALLOTMENT LETTER\nDate: {_dmy(dt)}\n\nDear Mr. & Mrs. Kulkarni,\n"
            "With reference to your booking application dated 14/08/2025 and booking amount of Rs. 2,00,000 received "
            "vide cheque no. 004127 drawn on Vasundhara Bank, we are pleased to allot you:\n"
            f"{FLAT}\n2 BHK + study, carpet 874.8 sq ft, east-facing, with one covered parking (to be allotted).\n"
            f"Consideration: {_rs(AGREEMENT_VALUE)} plus applicable taxes. Stamp duty and registration at actuals.\n"
            "Maintenance deposit: Rs. 1,20,000 (24 months) payable at possession.\n"
            "The balance of 10% of the consideration is payable within 15 days, and the agreement for sale must be "
            "registered within 3 months from today.\nThanking you,\nFor Sankalp Realty LLP - Sales")


def t_loan_stmt(r: random.Random, dt: datetime) -> str:
    rows = []
    for m, (desc, dr, cr) in enumerate([("DISB 1 RTGS SANKALP REALTY", 1447500, 0), ("PRE-EMI INT", 0, 6720),
                                         ("DISB 2 RTGS SANKALP REALTY", 482500, 0), ("PRE-EMI INT", 0, 10079),
                                         ("PRE-EMI INT", 0, 10134), ("DISB 3 RTGS SANKALP REALTY", 482500, 0),
                                         ("PRE-EMI INT", 0, 13520)]):
        d = dt - timedelta(days=30 * (6 - m))
        rows.append(f"{_dmy(d)}  {desc:<28} {_n(dr) if dr else '':>14} {_n(cr) if cr else '':>12}")
    return (f"{BANK}\nLOAN ACCOUNT STATEMENT\nAccount: {LOAN_AC}   Product: HOME LOAN - UC\n"
            f"Name: {ME}\nPeriod: {_dmy(dt - timedelta(days=200))} to {_dmy(dt)}\n"
            "Rate: 8.40% floating   Sanctioned: 72,00,000.00\n\nDate        Narration                     Disbursed"
            "     Int. paid\n" + "\n".join(rows) + "\n\nPrincipal outstanding: 24,12,500.00")


def t_valuation(r: random.Random, dt: datetime) -> str:
    return ("DESHMUKH & ASSOCIATES - Govt. Approved Valuers & Chartered Engineers\n"
            f"VALUATION REPORT (Under-construction flat)   Ref: DA/VB/2025/3381   Date: {_dmy(dt)}\n"
            f"Bank: {BANK}, RAC Baner\nApplicant: Aniruddha V. Kulkarni\nProperty: {FLAT}\n"
            "Stage of construction at inspection: plinth completed, columns up to 1st slab\n"
            "Approvals seen: PMRDA commencement certificate no. BMU/CR/1182/2024; MahaRERA " + RERA + "\n"
            "Carpet area 874.8 sq ft; rate adopted Rs. 10,950 per sq ft carpet\nFair market value: Rs. 95,80,000\n"
            "Realisable value: Rs. 86,20,000   Distress value: Rs. 76,60,000\nRecommendation: property acceptable as "
            "security.")


def t_disb_request(r: random.Random, dt: datetime) -> str:
    return (f"Date: {_dmy(dt)}\n\nTo,\nThe Branch Manager,\n{BANK}, Retail Assets Centre, Baner, Pune\n\n"
            f"Subject: Request for disbursement - Home loan account no. {LOAN_AC}\n\nRespected Sir,\n"
            "We, the undersigned borrowers, request you to release the next disbursement of Rs. 4,82,500 "
            f"(Rupees Four Lakh Eighty Two Thousand Five Hundred only) directly to {BUILDER} towards the demand for "
            "completion of the 7th slab of Tower C, Sankalp Aranya Phase II, in respect of flat C-1102.\n"
            "We enclose the builder's demand letter, the architect's certificate and the receipt for our own "
            "contribution. We authorise the bank to debit pre-EMI interest to our savings account.\n\n"
            "Yours faithfully,\n\nAniruddha V. Kulkarni                     Madhura A. Kulkarni")


def t_loan_checklist(r: random.Random, dt: datetime) -> str:
    return ("Home loan - docs given to Vasundhara (Ketan Sathe)\n\n[x] KYC both - PAN, Aadhaar, photos\n"
            "[x] ITR 3 years (me) + Form 16 & salary slips 3 months (Madhura)\n[x] firm's partnership deed + "
            "profit sharing letter\n[x] bank stmt 6 months - SB + firm current a/c\n[x] allotment letter, cost sheet\n"
            "[x] own contribution receipts\n[ ] registered agreement + Index II - after registration\n"
            "[ ] NOC from builder for mortgage\n[ ] tripartite agreement signing\n[x] processing fee 11,800 paid\n")


def t_brochure(r: random.Random, dt: datetime) -> str:
    return ("SANKALP ARANYA - PHASE II\nLife, in the lap of green.\n2 & 3 BHK residences at Punawale, PCMC\n\n"
            "3 acres | 4 towers | 22 storeys | 30+ lifestyle amenities\nClubhouse, swimming pool, gym, "
            "yoga deck, kids' play area, jogging track, senior citizens' garden\n\n"
            "Location advantages: 5 min to Mumbai-Bengaluru Highway, 15 min to Hinjewadi Phase 1, "
            "near proposed Metro Line 3 extension, schools and hospitals nearby\n\n"
            f"MahaRERA: {RERA} | www.maharera.maharashtra.gov.in\nSite address: S. No. 41/2, Punawale, Pune 411033\n"
            "Sales: 98220 41200 | Images are artist's impressions.")


# --------------------------------------------------------------------------- Sanika's admission (Projects Education)


def t_jee(session: int):
    def f(r: random.Random, dt: datetime) -> str:
        p, c, m = (r.uniform(90, 97), r.uniform(88, 96), r.uniform(89, 97))
        tot = (p + c + m) / 3 + (0.8 if session == 2 else 0)
        return ("NATIONAL TESTING AGENCY\nExcellence in Assessment\nJoint Entrance Examination (Main) - 2026\n"
                f"SCORE CARD - B.E./B.Tech. (Paper 1) - Session {session}\n\n"
                f"Application No.: 26031001{r.randint(1000, 9999)}\nCandidate's Name: SANIKA ANIRUDDHA KULKARNI\n"
                "Mother's Name: MADHURA ANIRUDDHA KULKARNI\nFather's Name: ANIRUDDHA VINAYAK KULKARNI\n"
                "Category: GENERAL   Person with Disability: NO   Gender: FEMALE   Nationality: INDIAN\n"
                "State of Eligibility: MAHARASHTRA\n\nNTA scores (percentile):\n"
                f"Mathematics: {m:.7f}\nPhysics: {p:.7f}\nChemistry: {c:.7f}\nTotal: {tot:.7f}\n\n"
                + ("All India Rank (CRL): " + str(r.randint(14000, 26000)) + "\n" if session == 2 else
                   "Rank will be declared after Session 2 (best of the two NTA scores).\n")
                + "Result status: Qualified for JEE (Advanced) 2026 cut-off: see separate notice.\n"
                "NTA scores are normalised scores across multi-session papers and are not the same as percentage "
                "of marks.")
    return f


def t_cet_notice(r: random.Random, dt: datetime) -> str:
    return ("GOVERNMENT OF MAHARASHTRA\nSTATE COMMON ENTRANCE TEST CELL, MAHARASHTRA STATE, MUMBAI\n\n"
            f"NOTICE   Date: {_dmy(dt)}\n\nSubject: Centralized Admission Process (CAP) for admission to First Year "
            "Under Graduate Technical Courses in Engineering and Technology (B.E./B.Tech.) for A.Y. 2026-27\n\n"
            "Candidates who have appeared for MHT-CET 2026 / JEE (Main) 2026 are informed that online registration "
            "for CAP will be available from 02/06/2026 to 16/06/2026 on the portal fe2026.mahacet.org.\n"
            "Schedule:\n1. Online registration, uploading of documents and payment of fee: 02/06 to 16/06/2026\n"
            "2. E-scrutiny / physical scrutiny at Scrutiny Centre: 03/06 to 17/06/2026\n"
            "3. Display of provisional merit list: 20/06/2026\n4. Grievances: 21/06 to 23/06/2026\n"
            "5. Final merit list: 25/06/2026\n6. CAP Round I option form filling: 27/06 to 30/06/2026\n\n"
            "Fee: Rs. 1000 for Open category candidates from Maharashtra State; Rs. 800 for reserved categories.\n"
            "Documents: SSC and HSC marksheets, MHT-CET 2026 scorecard, Nationality and Domicile certificate, "
            "caste/EWS/NCL certificates where applicable, income certificate for TFWS.\nCommissioner, State CET Cell")


def t_pref_list(r: random.Random, dt: datetime) -> str:
    rows = [("COEP Technological University", "Computer Engineering", "99.78", "Govt autonomous", "1,35,000"),
            ("COEP Technological University", "E&TC", "99.41", "Govt autonomous", "1,35,000"),
            ("Pune Institute of Computer Technology", "Computer Engineering", "99.35", "unaided", "1,42,000"),
            ("PICT", "Information Technology", "99.02", "unaided", "1,42,000"),
            ("Walchand College of Engg, Sangli", "Computer Science", "98.71", "govt aided", "78,000"),
            ("VJTI Mumbai", "Electronics", "99.10", "govt autonomous", "86,000"),
            ("Cummins College of Engg for Women", "Computer Engineering", "98.55", "unaided", "1,39,000"),
            ("Vishwakarma Institute of Technology", "AI & DS", "98.20", "autonomous", "1,98,000"),
            ("MIT WPU", "CSE", "96.80", "private university", "3,85,000")]
    return ("College;Branch;Last year closing percentile (GOPENS/GOPENH);Type;Fees per year;Hostel;Remarks\n" +
            "\n".join(";".join(x) + ";" + r.choice(["yes", "no", "girls hostel ok"]) + ";" +
                      r.choice(["dream", "target", "safe", "check placements"]) for x in rows))


def t_domicile(r: random.Random, dt: datetime) -> str:
    return ("GOVERNMENT OF MAHARASHTRA\nOffice of the Tahsildar, Haveli, Pune\n\n"
            "AGE, NATIONALITY AND DOMICILE CERTIFICATE\n(Issued under Aaple Sarkar services)\n"
            f"Certificate No. HVL/DOM/2025/481127   Date: {_dmy(dt)}\n\n"
            "This is to certify that Kumari SANIKA ANIRUDDHA KULKARNI, daughter of Shri ANIRUDDHA VINAYAK KULKARNI, "
            f"residing at {HOME}, is a citizen of India and is domiciled in the State of Maharashtra. "
            "Her date of birth as per the school leaving certificate is 09/09/2008 and her place of birth is Pune.\n"
            "This certificate is issued for educational purposes on the basis of the affidavit and documents "
            "produced by the applicant.\n\nDigitally signed by Tahsildar Haveli\nVerify at "
            "aaplesarkar.mahaonline.gov.in")


def t_ics_dv(r: random.Random, dt: datetime) -> str:
    st = (NOW + timedelta(days=4)).strftime("%Y%m%dT043000Z")
    en = (NOW + timedelta(days=4)).strftime("%Y%m%dT063000Z")
    return ("BEGIN:VCALENDAR\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\n"
            "BEGIN:VEVENT\r\n"
            f"DTSTART:{st}\r\nDTEND:{en}\r\nDTSTAMP:{dt:%Y%m%dT%H%M%SZ}\r\n"
            "ORGANIZER;CN=Madhura Kulkarni:mailto:madhura.k82@gmail.com\r\n"
            f"UID:{r.getrandbits(64):016x}@google.com\r\n"
            "ATTENDEE;CN=aniruddha@kdaca.in;RSVP=TRUE:mailto:aniruddha@kdaca.in\r\n"
            "SUMMARY:Sanika - CAP document scrutiny at COEP facilitation centre\r\n"
            "DESCRIPTION:Carry originals + 2 sets xerox: SSC & HSC marksheet\\, CET & JEE scorecard\\, domicile\\, "
            "Aadhaar\\, LC\\, 4 photos. Registration printout with e-scrutiny no. Leave office by 9.\r\n"
            "LOCATION:COEP Technological University\\, Shivajinagar\\, Pune\r\nSTATUS:CONFIRMED\r\nEND:VEVENT\r\n"
            "END:VCALENDAR\r\n")


def t_coaching(r: random.Random, dt: datetime) -> str:
    return ("PRAYAS ACADEMY\nIIT-JEE | MHT-CET | NEET  -  Baner & Kothrud\n\nFEE RECEIPT\n"
            f"Receipt No.: PA/BNR/{r.randint(2400, 2999)}   Date: {_dmy(dt)}\n"
            "Student: Sanika Kulkarni   Roll No.: J26-0417\nCourse: 2-year Integrated JEE (Main + Adv) + CET, batch "
            "2024-26\n"
            "Instalment: 4 of 4\nAmount: Rs. 38,000.00   GST 18%: Rs. 6,840.00   Total: Rs. 44,840.00\n"
            "Mode: UPI (Ref 5108 2231 0944)\nTotal course fee: Rs. 1,52,000 + GST. Fees once paid are not refundable "
            "or transferable.\nReceived by: Front office (Baner)")


def t_seminar_notes(r: random.Random, dt: datetime) -> str:
    return ("seminar at Bal Gandharva - 'After 12th: engineering admissions' - prof. Kelkar\n\n"
            "- CAP for Maharashtra: 70% home university seats, 30% other than home univ\n"
            "- TFWS seats - only if family income < 8 lakh, not for us\n"
            "- JEE percentile also considered for all-India seats (15%) in CAP\n"
            "- JoSAA for NIT/IIIT - register after JEE Adv result, 6 rounds\n"
            "- don't fill only dream colleges; min 25-30 options in CAP round 1\n"
            "- freeze / slide / float options - if allotted 1st pref it is auto freeze\n"
            "- autonomous colleges' fees higher, scholarship for girls: 50% tuition fee via Mahadbt if income < 8L\n"
            "- original documents to be submitted at ARC after allotment - keep domicile ready now!\n"
            "to do: S's domicile application (Aaple Sarkar), get LC from junior college in May, "
            "hostel list for Sangli/Mumbai just in case")


def t_cet_admit(r: random.Random, dt: datetime) -> str:
    return ("STATE COMMON ENTRANCE TEST CELL, MAHARASHTRA STATE\nMHT-CET 2026 (PCM Group) - HALL TICKET\n"
            f"Application No.: 2611{r.randint(100000, 999999)}   Roll No.: 1102{r.randint(10000, 99999)}\n"
            "Candidate: SANIKA ANIRUDDHA KULKARNI\nExam date: 21/04/2026   Reporting time: 07:30   Session: I\n"
            "Centre: iON Digital Zone iDZ Hinjewadi, Pune\nInstructions: carry this hall ticket and original photo "
            "ID; no calculators, watches or mobile phones; reach the centre 90 minutes before the exam.")


def t_cet_result(r: random.Random, dt: datetime) -> str:
    m, p, c = r.uniform(98, 99.9), r.uniform(96, 99.5), r.uniform(95, 99.5)
    return ("STATE COMMON ENTRANCE TEST CELL, MAHARASHTRA STATE\nMHT-CET 2026 (PCM) - SCORE CARD\n"
            "Candidate: SANIKA ANIRUDDHA KULKARNI   Gender: Female   Category: OPEN\n"
            f"Mathematics percentile: {m:.7f}\nPhysics percentile: {p:.7f}\nChemistry percentile: {c:.7f}\n"
            f"PCM total percentile: {(m * 2 + p + c) / 4:.7f}\nDate of result: {_dmy(dt)}")


def t_hsc(r: random.Random, dt: datetime) -> str:
    marks = [("English", r.randint(78, 90)), ("Marathi", r.randint(80, 92)), ("Mathematics & Statistics",
             r.randint(85, 98)), ("Physics", r.randint(82, 95)), ("Chemistry", r.randint(84, 96)),
             ("Information Technology", r.randint(88, 99))]
    tot = sum(m for _, m in marks)
    return ("MAHARASHTRA STATE BOARD OF SECONDARY AND HIGHER SECONDARY EDUCATION, PUNE\n"
            "HSC EXAMINATION FEBRUARY-MARCH 2026 - ONLINE RESULT (copy, not the original marksheet)\n"
            "Seat No.: K0412377   Stream: Science\nCandidate: KULKARNI SANIKA ANIRUDDHA\n"
            "Mother's name: MADHURA\n" + "\n".join(f"{s:<30}{m:>4}" for s, m in marks) +
            f"\nEnvironment Education & Water Security: A\nTotal: {tot}/600   Percentage: {tot / 6:.2f}\n"
            "Result: PASS - DISTINCTION")


def t_hostel(r: random.Random, dt: datetime) -> str:
    return ("Hostel / stay options if S gets outside Pune\n\n"
            "Sangli (Walchand): girls hostel in campus, ~55k/yr incl mess, first year assured\n"
            "Mumbai (VJTI): hostel only by merit + distance, otherwise PG in Matunga 18-22k/month\n"
            "Karad GCE: girls hostel, 40k\nPune: stay home, college bus from Baner/Aundh; PICT from Baner 40 min by "
            "bus\n\n"
            "Madhura prefers Pune; S wants COEP comp or VJTI. Decide after CAP round 1 allotment.")


def t_fees_cmp(r: random.Random, dt: datetime) -> str:
    return ("Item;COEP;PICT;VIT;Walchand\nTuition fee;1,18,000;1,28,000;1,85,000;68,000\n"
            "Development fee;12,000;11,000;10,000;6,000\nExam fee;5,000;3,500;3,000;4,000\nHostel+mess;0 "
            "(home);0;0;55,000\n"
            "Travel (Pune);18,000;24,000;20,000;0\nTotal yr 1;1,53,000;1,66,500;2,18,000;1,33,000\n"
            "Girls scholarship 50% tuition;yes;yes;yes;yes")


# --------------------------------------------------------------------------- the firm and its clients (Accountancy)


def t_asmt10(c: dict):
    def f(r: random.Random, dt: datetime) -> str:
        diff = r.randint(80000, 420000)
        return ("GOVERNMENT OF MAHARASHTRA - GOODS AND SERVICES TAX DEPARTMENT\nFORM GST ASMT-10\n[See rule 99(1)]\n"
                f"Reference No.: ZD27{r.randint(10**9, 10**10 - 1)}   Date: {_dmy(dt)}\n\n"
                f"To\nGSTIN: {c['gstin']}\nName: {c['name']}\nAddress: {c['addr']}\n\n"
                "Tax period: April 2023 - March 2024   F.Y. 2023-24\n\n"
                "Notice for intimating discrepancies in the return after scrutiny\n"
                "This is to inform that during scrutiny of the returns filed by you for the above tax period, the "
                "following discrepancies have been noticed:\n"
                f"1. Input tax credit availed in GSTR-3B exceeds ITC available in GSTR-2B by {_rs(diff)}.\n"
                f"2. Outward supplies declared in GSTR-1 exceed those in GSTR-3B; tax short paid {_rs(diff * 0.31)}.\n"
                "You are hereby directed to explain the reasons for the aforesaid discrepancies by "
                f"{_dmy(dt + timedelta(days=30))}. If no explanation is received by the aforesaid date, it will be "
                "presumed that you have nothing to say in the matter and proceedings in accordance with law may be "
                "initiated against you without making any further reference to you.\n\n"
                "State Tax Officer, Ward 412, Pune (Investigation & Audit)\nDigitally signed")
    return f


def t_143_1(name: str, pan: str):
    def f(r: random.Random, dt: datetime) -> str:
        inc = r.randint(1400000, 3800000)
        return ("INCOME TAX DEPARTMENT - CENTRALIZED PROCESSING CENTRE, BENGALURU\n"
                "Intimation under section 143(1) of the Income-tax Act, 1961\n"
                f"PAN: {pan}   Name: {name.upper()}   Assessment Year: 2025-26\n"
                f"Acknowledgement No. of return: 4125{r.randint(10**10, 10**11 - 1)}   Date of intimation: "
                f"{_dmy(dt)}\n\n"
                "Particulars;As provided by taxpayer;As computed under 143(1)\n"
                f"Gross total income;{_n(inc)};{_n(inc + 18400)}\nTotal deductions under Chapter "
                "VI-A;1,50,000.00;1,50,000.00\n"
                f"Total income;{_n(inc - 150000)};{_n(inc - 131600)}\n"
                f"Tax payable;{_n((inc - 150000) * 0.21)};{_n((inc - 131600) * 0.21)}\n\n"
                "Reason for variance: interest income as per Form 26AS/AIS not offered (Sch. OS).\n"
                f"Net amount payable: {_rs(18400 * 0.3 * 1.04)} - to be paid within 30 days of receipt of this "
                "intimation. If you disagree, submit a response on the e-filing portal under Pending Actions > "
                "Response to Outstanding Demand.")
    return f


def t_sales_register(r: random.Random, dt: datetime) -> str:
    rows = ["Inv No;Date;Party;GSTIN;HSN;Taxable;CGST;SGST;IGST;Total"]
    for i in range(24):
        d = dt.replace(day=1) - timedelta(days=r.randint(1, 30))
        tv = r.randint(2000, 95000)
        inter = r.random() < 0.15
        rows.append(f"KBH/25-26/{1410 + i};{_dmy(d)};{_person(r)} "
                    f"Constructions;27{''.join(r.choice('ABCDEFGHJK') for _ in range(5))}"
                    f"{r.randint(1000, 9999)}A1Z{r.randint(1, 9)};7318;{tv};{0 if inter else tv * 0.09:.2f};"
                    f"{0 if inter else tv * 0.09:.2f};{tv * 0.18 if inter else 0:.2f};{tv * 1.18:.2f}")
    rows.append("Kale Brothers Hardware - sales register - for GSTR-1;;;;;;;;;")
    return "\n".join(rows)


def t_client_bank(c: dict):
    def f(r: random.Random, dt: datetime) -> str:
        bal = r.randint(150000, 600000)
        lines = []
        for i in range(14):
            d = dt - timedelta(days=30 - i * 2)
            amt = r.randint(2000, 90000)
            cr = r.random() < 0.55
            bal += amt if cr else -amt
            desc = (r.choice(["UPI/CR/POS SETTLEMENT", "NEFT CR APOLLO DISTRIBUTORS", "CASH DEP SELF"]) if cr else
                    r.choice(["NEFT DR SUN PHARMA DIST", "GST PMT CPIN", "RTGS CIPLA STOCKIST", "ELECTRICITY MSEDCL"]))
            lines.append(f"{_dmy(d)} {desc:<28} {'' if cr else _n(amt):>12} {_n(amt) if cr else '':>12} {_n(bal):>14}")
        return ("Deccan Urban Co-operative Bank Ltd., Pashan Branch\nSTATEMENT OF ACCOUNT - CURRENT ACCOUNT\n"
                f"Account name: {c['name'].upper()}\nAccount no.: 0122{r.randint(10**8, 10**9 - 1)}\n"
                f"Address: {c['addr']}\nPeriod: {_dmy(dt - timedelta(days=31))} to {_dmy(dt)}\n\n"
                "Date       Narration                        Debit        Credit        Balance\n" + "\n".join(lines))
    return f


def t_drc_reply(c: dict):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"{FIRM_HEAD}\n\nDate: {_dmy(dt)}\n\nTo,\nThe State Tax Officer,\nGST Bhavan, Yerawada, Pune\n\n"
                f"Sub: Reply to intimation in Form GST DRC-01A - {c['name']} - GSTIN {c['gstin']} - F.Y. 2021-22\n\n"
                "Respected Sir/Madam,\n"
                "We have been authorised by the above taxpayer to submit this reply. The intimation proposes reversal "
                "of input tax credit on the ground that the suppliers' returns show the invoices in a later period.\n"
                "1. All the invoices in question were received and the goods (cement and TMT bars) were used for "
                "works contract services supplied to the PWD; ledger copies and e-way bills are enclosed.\n"
                "2. Credit availed within the time limit of section 16(4) as amended; the suppliers have since "
                "filed GSTR-1 and the credit now reflects in GSTR-2B of the subsequent period.\n"
                "3. Circular 183/15/2022-GST dated 27.12.2022 provides for verification through the supplier's "
                "certificate where the difference is due to the supplier's delay; certificates of CA for the "
                "three suppliers are enclosed.\nIn view of the above, we request that the proposed demand be dropped "
                "and a personal hearing be granted before any order is passed.\n\n"
                "For Kulkarni Deshpande & Associates\nCA Aniruddha Kulkarni, Partner, M. No. 134772")
    return f


def t_engagement(c: dict):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"{FIRM_HEAD}\n\n{_dmy(dt)}\n\nThe Board of Directors\n{c['name']}\n{c['addr']}\n\n"
                "Engagement letter - statutory audit for the financial year 2025-26\n\n"
                "Dear Sirs,\nYou have requested that we audit the financial statements of the Company, which comprise "
                "the balance sheet as at 31 March 2026, the statement of profit and loss and the cash flow statement "
                "for the year then ended. We are pleased to confirm our acceptance and our understanding of this "
                "engagement by means of this letter. Our audit will be conducted with the objective of our expressing "
                "an opinion on the financial statements under section 143 of the Companies Act, 2013, in accordance "
                "with the Standards on Auditing (SA 210 and others) issued by ICAI.\n"
                "Management is responsible for the preparation of financial statements, internal financial controls, "
                "and for providing us with access to all information. We will also report on CARO 2020.\n"
                f"Fees: Rs. {r.choice(['1,85,000', '2,10,000', '1,60,000'])} plus GST and out-of-pocket expenses, "
                "payable 50% on commencement and the balance on signing of the report.\n\n"
                "For Kulkarni Deshpande & Associates, FRN 118742W\nCA Aniruddha Kulkarni, Partner\n\n"
                "Acknowledged on behalf of the company: ____________ (Director)   Signed copy returned")
    return f


def t_tds_calc(r: random.Random, dt: datetime) -> str:
    rows = ["Employee;PAN;Regime;Gross salary FY;Std ded;Taxable;Tax incl cess;TDS till Feb;TDS March"]
    for _ in range(11):
        g = r.randint(420000, 2400000)
        t = max(0, (g - 75000 - 1200000) * 0.15)
        rows.append(f"{_person(r)};{''.join(r.choice('ABCDEFGHKLMNPQ') for _ in range(5))}{r.randint(1000, 9999)}"
                    f"{r.choice('ABCDEFGH')};New;{g};75000;{g - 75000};{t * 1.04:.0f};{t * 1.04 * 11 / 12:.0f};"
                    f"{t * 1.04 / 12:.0f}")
    rows.append("Greenleaf Agro Exports Pvt Ltd - TAN PNEG08812C - 24Q Q4 FY 2025-26;;;;;;;;")
    return "\n".join(rows)


def t_gstr2b(r: random.Random, dt: datetime) -> str:
    rows = [("GSTIN of supplier,Trade/Legal name,Invoice number,Invoice type,Invoice Date,Invoice Value(₹),"
             "Place of supply,Supply Attract Reverse Charge,Taxable Value (₹),Integrated Tax(₹),Central Tax(₹),"
             "State/UT Tax(₹),Cess(₹),GSTR-1/IFF/GSTR-5 Period,ITC Availability")]
    sup = ["Balaji Steel Traders", "Om Sai Gas Agency", "Shri Hari Transport", "Precision Tools Pvt Ltd",
           "Maharashtra Natural Gas Ltd", "Tata Steel Downstream", "Swastik Paints"]
    for _ in range(16):
        tv = r.randint(3000, 180000)
        rows.append(f"27AA{r.choice('CFP')}{r.choice('BSTP')}{r.randint(1000, 9999)}{r.choice('ABCDE')}1Z"
                    f"{r.randint(1, 9)},{r.choice(sup)},INV-{r.randint(100, 9999)},Regular,"
                    f"{_dmy(dt - timedelta(days=r.randint(30, 60)))},"
                    f"{tv * 1.18:.2f},Maharashtra,N,{tv:.2f},0.00,{tv * 0.09:.2f},{tv * 0.09:.2f},0.00,"
                    f"{(dt - timedelta(days=40)):%b-%Y},Yes")
    return "\n".join(rows) + "\n"


def t_client_mail(r: random.Random, dt: datetime) -> str:
    return ("From: Sunita Deshmukh <sunita.deshmukh77@gmail.com>\nTo: office@kdaca.in\nCc: aniruddha@kdaca.in\n"
            f"Date: {dt:%a, %d %b %Y} 21:14:55 +0530\nSubject: ITR documents FY 2025-26\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=utf-8\n\nDear Sir,\n\n"
            "Please find attached my Form 16 from Infosys (both parts), the interest certificate of my SBI FDs and "
            "the home loan interest certificate for FY 2025-26. I also sold some mutual fund units in December; "
            "the capital gains statement from CAMS is attached.\n\n"
            "Last year I had a notice for the FD interest mismatch, so please check the AIS this time. "
            "I have not yet chosen the regime with the company - which is better for me, old or new?\n"
            "Kindly let me know your fees and by when the return will be filed.\n\n"
            "Regards,\nSunita Deshmukh\n98230 11452\n")


def t_fee_register(r: random.Random, dt: datetime) -> str:
    rows = ["Bill No;Date;Client;Service;Fees;GST 18%;Total;Received"]
    serv = ["GST returns Apr-Mar", "Tax audit u/s 44AB", "Statutory audit", "ITR filing", "TDS returns Q1-Q4",
            "ROC filings", "Project report for bank"]
    for i in range(28):
        c = r.choice(CLIENTS)["name"] if r.random() < 0.7 else r.choice(INDIVIDUALS)[0]
        fee = r.choice([3500, 6000, 12000, 25000, 45000, 85000, 160000])
        rows.append(f"KDA/{_fy(dt - timedelta(days=60))}/{i + 101:03d};{_dmy(dt - timedelta(days=330 - i * 11))};"
                    f"{c};{r.choice(serv)};"
                    f"{fee};{fee * 0.18:.0f};{fee * 1.18:.0f};{r.choice(['Yes', 'Yes', 'Yes', 'Part', 'No'])}")
    return "\n".join(rows)


def t_3cd(r: random.Random, dt: datetime) -> str:
    return ("FORM NO. 3CD\n[See rule 6G(2)]\nStatement of particulars required to be furnished under section 44AB "
            "of the Income-tax Act, 1961\nPART - A\n1. Name of the assessee: VEDANT INFRA PROJECTS LLP\n"
            "2. Address: 402 Kalpataru Plaza, Aundh, Pune 411007\n3. PAN: AAPFV2231C\n"
            "4. Whether liable to pay indirect tax: Yes - GST 27AAPFV2231C1ZK\n5. Status: Limited Liability "
            "Partnership\n"
            "6. Previous year: 01/04/2024 to 31/03/2025\n7. Assessment year: 2025-26\n"
            "8. Relevant clause of section 44AB: 44AB(a) - turnover exceeds Rs. 1 crore\nPART - B\n"
            "Clause 21(b): amounts inadmissible u/s 40(a)(ia) - TDS not deducted on sub-contract payments "
            "Rs. 3,42,000\nClause 26: sums referred to in 43B paid after due date - bonus Rs. 1,18,400\n"
            "Clause 34(a): TDS compliance - see annexure\nClause 44: break-up of expenditure (GST registered / "
            "unregistered entities)\nUDIN: 25134772BMKQXP4412   Date: " + _dmy(dt))


def t_call_notes(r: random.Random, dt: datetime) -> str:
    return ("call w/ Sanjay Patil " + _dmy(dt) + "\n\n- stock count 31 Mar at Chakan plant + Bhosari godown, "
            "need count sheets signed by their stores in-charge\n- Tejas + Shruti to attend count, reach by 8 am\n"
            "- debtors confirmation letters - top 15 parties, send by 10 Apr\n- they changed ERP in Nov (Tally -> "
            "SAP B1) - get migration reconciliation of opening balances\n- CARO clause 3(ii) - working capital limit "
            "> 5 cr, get quarterly stock statements to bank and reconcile\n- fees for FY 25-26: 2.10 L agreed\n"
            "- MSME payments > 45 days - 43B(h) disallowance risk, ask for list")


def t_tds_challan(r: random.Random, dt: datetime) -> str:
    amt = r.randint(14000, 62000)
    return ("CHALLAN RECEIPT\nITNS No.: 281\nTAN: PNEM14427F\nName: MAHALAXMI SWEETS AND FARSAN\n"
            "Assessment Year: 2026-27\nFinancial Year: 2025-26\nMajor Head: Corporation Tax (0020)/ Income Tax "
            "(Other than Companies) (0021)\nMinor Head: TDS/TCS Payable by Taxpayer (200)\n"
            f"Nature of Payment: 194C / 194I(b)\nAmount (in Rs.): {_n(amt)}\nAmount (in words): see above\n"
            f"CIN: {r.randint(10**16, 10**17 - 1)}\nMode of Payment: Net Banking\nBank Name: Deccan Urban Co-op Bank\n"
            f"Bank Reference Number: {r.randint(10**9, 10**10 - 1)}\nDate of Deposit: {_dmy(dt)}\n"
            "Tax Breakup: A Tax " + _n(amt) + " B Surcharge 0 C Cess 0 D Interest 0 E Penalty 0 F Fee u/s 234E 0")


def t_peer_review(r: random.Random, dt: datetime) -> str:
    return ("THE INSTITUTE OF CHARTERED ACCOUNTANTS OF INDIA\nPEER REVIEW BOARD\n\nPEER REVIEW CERTIFICATE\n"
            f"Certificate No.: 0{r.randint(17000, 19999)}   Date of issue: {_dmy(dt)}\n\n"
            "This is to certify that the peer review of KULKARNI DESHPANDE & ASSOCIATES, Chartered Accountants, "
            "Firm Registration No. 118742W, has been carried out for the period 01/04/2022 to 31/03/2025 in "
            "accordance with the Peer Review Guidelines 2022, and the Board is satisfied that the practice unit "
            "has complied with the Technical, Professional and Ethical Standards applicable to it.\n"
            "Valid till: 31/03/2029\nReviewer: CA Sujata Marathe, Pune\nSecretary, Peer Review Board")


def t_partnership_deed(r: random.Random, dt: datetime) -> str:
    return ("DEED OF PARTNERSHIP\n\nThis Deed of Partnership is made at Pune on this ___ day of "
            + dt.strftime("%B %Y") +
            "\nBETWEEN\n1. Mr. Omkar Dattatray Shinde, age 36, residing at Hadapsar, Pune (First Partner)\n"
            "2. Mrs. Kavita Omkar Shinde, age 33, residing at Hadapsar, Pune (Second Partner)\n\n"
            "WHEREAS the First Partner has been carrying on the business of steel fabrication under the name "
            "Omkar Enterprises as a proprietor and the parties have agreed to carry on the said business in "
            "partnership on the terms below:\n1. Name: M/s Omkar Enterprises\n2. Place: S. No. 55, Hadapsar "
            "Industrial Estate, Pune\n3. Capital: Rs. 10,00,000 and Rs. 2,00,000 respectively\n"
            "4. Profit sharing: 70 : 30\n5. Remuneration to working partners within the limits of section 40(b) "
            "of the Income-tax Act\n6. Interest on capital @ 12% p.a. simple\n7. Bank accounts operated by the "
            "First Partner singly\n8. The firm shall be at will.\n\n[DRAFT - for client's comments - KDA]")


def t_due_dates(r: random.Random, dt: datetime) -> str:
    rows = ["Client;GSTR-1 (11th);GSTR-3B (20th);TDS pay (7th);TDS return;Advance tax;Assigned to;Status May"]
    for c in CLIENTS:
        rows.append(f"{c['name']};{r.choice(['filed', 'pending data', 'filed'])};{r.choice(['filed', 'pending'])};"
                    f"{r.choice(['paid', 'NA', 'paid'])};{r.choice(['Q4 filed', 'Q4 pending', 'NA'])};"
                    f"{r.choice(['15 Jun', 'NA'])};{r.choice(['Pallavi', 'Omkar', 'Shruti', 'Tejas'])};"
                    f"{r.choice(['ok', 'follow up', 'docs awaited', 'call client'])}")
    return "\n".join(rows)


def t_3b_working(c: dict):
    def f(r: random.Random, dt: datetime) -> str:
        out = r.randint(400000, 4500000)
        itc = out * r.uniform(0.55, 0.85)
        return (f"GSTR-3B working - {c['name']} - {c['gstin']} - {(dt - timedelta(days=20)):%B %Y}\n"
                f"Particulars;Taxable;IGST;CGST;SGST\n3.1(a) Outward taxable supplies;{out};{out * 0.02:.0f};"
                f"{out * 0.08:.0f};{out * 0.08:.0f}\n3.1(c) Nil rated/exempt;{r.randint(0, 50000)};0;0;0\n"
                f"4(A)(5) ITC all other;{itc:.0f};{itc * 0.02:.0f};{itc * 0.08:.0f};{itc * 0.08:.0f}\n"
                f"4(B) ITC reversed rule 42/43;0;0;{r.randint(0, 3000)};{r.randint(0, 3000)}\n"
                f"Net tax payable in cash;;{(out - itc) * 0.02:.0f};{(out - itc) * 0.08:.0f};{(out - itc) * 0.08:.0f}\n"
                "Checked with 2B;yes;;;\nPrepared by;Pallavi;;;")
    return f


def t_itr_comp(name: str, pan: str):
    def f(r: random.Random, dt: datetime) -> str:
        sal = r.randint(900000, 3200000)
        return (f"{FIRM}\nCOMPUTATION OF TOTAL INCOME\nName: {name}   PAN: {pan}\nAssessment Year 2025-26 (F.Y. "
                "2024-25)"
                f"   Status: Individual, resident\n\nIncome from salary / profession:  {_n(sal)}\n"
                f"Less: standard deduction / expenses: {_n(75000)}\nIncome from house property (self-occupied): "
                f"({_n(r.randint(50000, 200000))})\nIncome from other sources (interest): "
                f"{_n(r.randint(8000, 90000))}\n"
                f"Capital gains (LTCG 112A): {_n(r.randint(0, 150000))}\nGross total income: {_n(sal * 0.95)}\n"
                "Deductions: 80C 1,50,000; 80D 25,000; 80TTA 10,000\n"
                f"Tax on total income (old regime): {_n(sal * 0.16)}\nTDS as per 26AS: {_n(sal * 0.155)}\n"
                "Balance payable / (refund): see ITR\nPrepared by KDA - for client approval")
    return f


def t_fee_invoice(c: dict):
    def f(r: random.Random, dt: datetime) -> str:
        fee = r.choice([15000, 25000, 45000, 85000])
        return (f"{FIRM_HEAD}\n\nTAX INVOICE\nInvoice No.: KDA/{_fy(dt)}/{r.randint(100, 480)}   Date: {_dmy(dt)}\n"
                f"Bill to: {c['name']}, {c['addr']}\nGSTIN: {c['gstin']}\n\n"
                "Professional fees for "
                f"{r.choice(BILLED_WORK)}\n"
                f"SAC 998221\nFees: {_rs(fee)}\nCGST 9%: {_rs(fee * 0.09)}\nSGST 9%: {_rs(fee * 0.09)}\nTotal: "
                f"{_rs(fee * 1.18)}\n\n"
                "Bank: Vasundhara Bank, Tilak Road, current a/c 004620200011290, IFSC VASB0000118\n"
                "For Kulkarni Deshpande & Associates")
    return f


def t_salary_sheet(r: random.Random, dt: datetime) -> str:
    rows = ["Name;Designation;Basic;HRA;Stipend/Other;PT;Net;Paid on"]
    for n, d, b in [("Pallavi Gokhale", "Accountant", 26000), ("Omkar Pawar", "Article (3rd yr)", 0),
                    ("Shruti Bhide", "Article (2nd yr)", 0), ("Tejas More", "Article (1st yr)", 0),
                    ("Sandip Chavan", "Office boy", 12000)]:
        st = 0 if b else r.choice([9000, 7500, 6000])
        rows.append(f"{n};{d};{b};{b * 0.3:.0f};{st};{200 if b else 0};{b * 1.3 + st - (200 if b else 0):.0f};"
                    f"{_dmy(dt)}")
    return "\n".join(rows)


def t_cpe(r: random.Random, dt: datetime) -> str:
    return ("THE INSTITUTE OF CHARTERED ACCOUNTANTS OF INDIA - Pune Branch of WIRC\nCERTIFICATE OF ATTENDANCE\n"
            f"This is to certify that CA Aniruddha Kulkarni, M. No. 134772, attended the seminar on "
            f"'{r.choice(CPE_TOPICS)}' "
            f"held on {_dmy(dt)} at ICAI Bhawan, Bibwewadi, Pune.\nStructured CPE hours: 6\nProgramme code: "
            f"PUN/{r.randint(2000, 2999)}")


# --------------------------------------------------------------------------- the office move (Projects Accountancy)


def t_interior_quote(r: random.Random, dt: datetime) -> str:
    items = [("Gypsum false ceiling with cove, 640 sq ft", 58000),
             ("Glass partition with aluminium frame, 2 cabins", 96000),
             ("Modular workstations 8 nos (L-type, 4 ft)", 1_44_000),
             ("Partner cabin tables 2 nos with side storage", 62000),
             ("Compactor / file storage 12 ft", 88000),
             ("Electrical: LED panels, points, DB, earthing", 71000),
             ("Networking: Cat6 24 points, rack", 38000), ("Painting - Asian Royale", 34000),
             ("Pantry counter with sink", 29000)]
    tot = sum(v for _, v in items)
    return ("SHREEJI INTERIORS & CONTRACTORS\nShop 7, Mayur Colony, Kothrud, Pune 411038 | GSTIN 27ACUPS4410R1ZB\n\n"
            f"QUOTATION No. Q-0412   Date: {_dmy(dt)}\n\nTo: CA Aniruddha Kulkarni / CA Rohit Deshpande\n"
            f"Site: {NEW_OFFICE}\n\n" + "\n".join(f"{i + 1}. {d} ... {_rs(v)}" for i, (d, v) in enumerate(items)) +
            f"\nSub total: {_rs(tot)}\nGST 18%: {_rs(tot * 0.18)}\nGrand total: {_rs(tot * 1.18)}\n\n"
            "Terms: 40% advance with work order, 40% on ceiling and partitions, 20% on handover. Completion 35 days "
            "from site handover by society/landlord. Society NOC for interior work by client.")


def t_shift_checklist(r: random.Random, dt: datetime) -> str:
    return ("shifting - 15 June (Mon) - office closed Sat 13 + Sun 14\n\n"
            "[ ] packers - Agarwal quote 18k, Leo 22k - finalise by 5th\n[ ] server + NAS: take backup on 2 drives "
            "before, Rohit carries one home\n[ ] Tally license - transfer to new server, check TSS\n"
            "[x] BSNL/Airtel: new lease line at Karve Rd, 100 Mbps, installation 10th\n[ ] old office - landlord "
            "deposit 1.5L refund, meter reading, keys\n[ ] GST: REG-14 amendment principal place of business "
            "(within 15 days)\n[ ] ICAI: change of address of firm - Form 18 via SSP portal\n[ ] bank: Tilak Rd "
            "branch - address change on current a/c + cheque books\n[ ] letterhead, visiting cards, rubber stamps, "
            "board at entrance\n[ ] Google business listing + website footer\n[ ] mail to all clients + WhatsApp "
            "broadcast\n[ ] articles' registration - intimate change of address to ICAI\n[ ] puja on 14th morning - "
            "Gurujee booked\n[ ] CCTV + biometric attendance")


def t_ll_draft(r: random.Random, dt: datetime) -> str:
    return ("LEAVE AND LICENCE AGREEMENT (DRAFT v2)\n\n"
            f"This agreement is made at Pune on ___ {dt:%B %Y} between Mrs. Shalini Arvind Karandikar, residing at "
            "Prabhat Road, Pune (the LICENSOR) and Kulkarni Deshpande & Associates, a partnership firm of Chartered "
            "Accountants, through its partners CA Aniruddha Vinayak Kulkarni and CA Rohit Suresh Deshpande (the "
            "LICENSEE).\n\n"
            f"1. Premises: {NEW_OFFICE}, carpet area 640 sq ft, with one covered car parking.\n"
            "2. Period: 60 months from 01/06/2026, lock-in 36 months for both parties.\n"
            "3. Licence fee: Rs. 72,000 per month for the first 12 months, escalation 5% every year.\n"
            "4. Refundable security deposit: Rs. 4,32,000 (six months), interest free.\n"
            "5. Use: office of chartered accountants only.\n"
            "6. Society maintenance and property tax by the Licensor; electricity by the Licensee.\n"
            "7. Stamp duty and registration charges shared equally.\n"
            "8. TDS u/s 194-I @ 10% on licence fee.\n\nComments (AK): lock-in 36 too long, ask 24; fit-out period of 1 "
            "month "
            "rent-free; clause for signage on building facade.")


def t_furniture_quote(r: random.Random, dt: datetime) -> str:
    return ("ERGO OFFICE SYSTEMS\nAuthorised dealer - office furniture | Bhosari MIDC, Pune\n\n"
            f"Quotation No. EOS/26/0577   Date: {_dmy(dt)}\nKind attn: Mr. Rohit Deshpande, Kulkarni Deshpande & "
            "Associates\nDelivery: Sai Siddhi Business Centre, Karve Road\n\n"
            "1. Executive chair, high back, mesh, 2 nos @ 14,500\n2. Task chairs, mid back, 10 nos @ 5,800\n"
            "3. Visitor chairs, 6 nos @ 3,200\n4. Conference table 8-seater, laminate 2400x1200, 1 no @ 38,000\n"
            "5. Steel almirah 78 inch, 3 nos @ 16,200\nTotal before tax: Rs. 2,00,800   GST 18% extra\n"
            "Delivery 2 weeks from PO. Warranty 3 years on mechanism.")


def t_reg14_ack(r: random.Random, dt: datetime) -> str:
    return ("GOODS AND SERVICES TAX - ACKNOWLEDGEMENT\nApplication for amendment of registration (non-core fields)\n"
            f"ARN: AA270626{r.randint(100000, 999999)}   Date of filing: {_dmy(dt)}\nGSTIN: 27AAKFK3391R1ZT\n"
            "Legal name: KULKARNI DESHPANDE AND ASSOCIATES\nForm: GST REG-14\nField amended: Principal place of "
            "business\n"
            f"New address: {NEW_OFFICE}\nDate of change: 15/06/2026\nProof: Leave and licence agreement\n"
            "Status: Pending for processing. Core field amendment requires approval of the proper officer.")


def t_move_mail(r: random.Random, dt: datetime) -> str:
    return ("From: Kulkarni Deshpande & Associates <office@kdaca.in>\nTo: undisclosed-recipients:;\n"
            f"Date: {dt:%a, %d %b %Y} 10:05:00 +0530\nSubject: We are moving - new office address from 15 June 2026\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\nDear Client,\n\n"
            "We are happy to inform you that our office is moving to larger premises. From Monday, 15 June 2026, "
            f"please send all documents and correspondence to:\n\n{FIRM}, Chartered Accountants\n{NEW_OFFICE}\n\n"
            "Our phone numbers and e-mail addresses remain the same. The office will remain closed on 13 and 14 "
            "June for shifting. GST and TDS due dates of June will be handled as usual; please share your data by "
            "the 5th.\n\nWarm regards,\nCA Aniruddha Kulkarni  |  CA Rohit Deshpande\n")


# --------------------------------------------------------------------------- accountancy reference and the past


def t_circular(r: random.Random, dt: datetime) -> str:
    return ("Circular No. 05/2026\nF. No. 275/14/2026-IT(B)\nGovernment of India\nMinistry of Finance\n"
            "Department of Revenue\nCentral Board of Direct Taxes\n\n"
            f"New Delhi, the {_long(dt)}\n\nSubject: Deduction of tax at source on salary during the financial "
            "year 2026-27 under section 392 of the Income-tax Act, 2025 - reg.\n\n"
            "Reference is invited to the provisions of the Income-tax Act, 2025 which comes into force on 1st April "
            "2026. This circular contains the rates of deduction of income-tax from the payment of income "
            "chargeable under the head 'Salaries' during the tax year 2026-27, explains certain related provisions "
            "of the Act and the Income-tax Rules, 2026, and corresponds to the erstwhile section 192.\n"
            "2. Rates of income-tax as per the default tax regime ... 3. Standard deduction of Rs. 75,000 ...\n"
            "(Sanjay Kumar) Director (ITA-II), CBDT")


def t_gst_notif(r: random.Random, dt: datetime) -> str:
    return ("[TO BE PUBLISHED IN THE GAZETTE OF INDIA, EXTRAORDINARY, PART II, SECTION 3, SUB-SECTION (i)]\n"
            "Government of India\nMinistry of Finance\n(Department of Revenue)\nCentral Board of Indirect Taxes and "
            f"Customs\nNotification No. 09/2025-Central Tax (Rate)\nNew Delhi, the {_long(dt)}\n\n"
            "G.S.R.....(E).- In exercise of the powers conferred by sub-section (1) of section 9 of the Central Goods "
            "and Services Tax Act, 2017, the Central Government, on the recommendations of the Council, hereby makes "
            "the following further amendments in the notification of the Government of India ... Schedule I - 2.5%: "
            "S. No. 101 ... Schedule II - 9% ...\nThis notification shall come into force on the 22nd day of "
            "September, 2025.")


def t_articleship(r: random.Random, dt: datetime) -> str:
    return ("BAPAT GOKHALE & CO.\nChartered Accountants, 1187 Sadashiv Peth, Pune 411030\n\n"
            "CERTIFICATE OF COMPLETION OF ARTICLED TRAINING\n\nThis is to certify that Mr. Aniruddha Vinayak "
            "Kulkarni, Registration No. WRO0218843, has served as an articled assistant with CA Madhav Bapat "
            "(M. No. 031877) from 16/07/2004 to 15/07/2007 and has completed the practical training of three years "
            "as required under the Chartered Accountants Regulations, 1988. During this period he was engaged in "
            "statutory audits of co-operative banks, tax audits, income-tax assessments and company law work. "
            "His conduct was good.\n\nCA Madhav Bapat, Principal\nDate: 20/07/2007")


def t_relieving(r: random.Random, dt: datetime) -> str:
    return ("STERLING HART & CO. LLP\nChartered Accountants | Panchshil Tech Park, Yerawada, Pune\n\n"
            "Date: 30 April 2014\n\nTO WHOMSOEVER IT MAY CONCERN\n\nThis is to certify that Mr. Aniruddha Kulkarni "
            "(employee ID SH-P-04417) was employed with us from 01 September 2008 to 30 April 2014. At the time "
            "of leaving he was designated Audit Manager in the Assurance practice, Pune office. He has been "
            "relieved of his duties with effect from the close of working hours on 30 April 2014 and his full "
            "and final settlement has been completed.\nWe wish him all the best.\n\nFor Sterling Hart & Co. LLP\n"
            "Human Resources - Pune")


def t_ca_final(r: random.Random, dt: datetime) -> str:
    return ("THE INSTITUTE OF CHARTERED ACCOUNTANTS OF INDIA\nFINAL EXAMINATION - MAY 2008\nSTATEMENT OF MARKS\n"
            "Roll No. 412377   Name: KULKARNI ANIRUDDHA VINAYAK\nGroup I: Financial Reporting 61, Strategic "
            "Financial Management 58, Advanced Auditing 64, Corporate Laws 55\nGroup II: Advanced Management "
            "Accounting 52, Information Systems Control 60, Direct Tax Laws 66, Indirect Tax Laws 59\n"
            "Result: PASS (both groups)")


# --------------------------------------------------------------------------- health: father's cataract (Projects)


def t_discharge(r: random.Random, dt: datetime) -> str:
    return (f"{HOSP.upper()}\nNABH accredited | Reg. No. NMC/NH/0417\n\nDISCHARGE SUMMARY\n"
            "Patient: Mr. Vinayak Shridhar Kulkarni   Age/Sex: 74/M   IPD No.: DN/26/0388\n"
            f"Date of admission: {_dmy(dt - timedelta(days=1))}   Date of discharge: {_dmy(dt)}\n"
            "Consultant: Dr. Rahul Gharpure, MS (Ophth)\n\nDiagnosis: Immature senile cataract, left eye (OS); "
            "nuclear sclerosis grade III\nProcedure: Phacoemulsification with foldable posterior chamber IOL, OS, "
            "under topical anaesthesia\nIOL: Alcon AcrySof IQ monofocal, +21.5 D\nCondition at discharge: Stable; "
            "vision OS 6/18 unaided on day 1\n\nMedication: Moxifloxacin + prednisolone eye drops 6 times a day x "
            "1 week, then taper as advised; Nepafenac 0.1% three times a day x 4 weeks\nAdvice: Wear dark glasses and "
            "shield at night, avoid head bath for 1 week, no bending or lifting weights, continue diabetic and BP "
            "medicines.\nReview: after 1 week, then 1 month for refraction. Right eye surgery to be planned after "
            "4-6 weeks.")


def t_preauth(r: random.Random, dt: datetime) -> str:
    return ("MEDISAFE HEALTH TPA PVT. LTD. (on behalf of Arogya Shield Health Insurance Co. Ltd.)\n"
            "CASHLESS AUTHORISATION LETTER\n\n"
            f"Date: {_dmy(dt)}   Claim No.: MHT/26/PUN/118842   Pre-auth ID: PA-778102\n"
            f"To: The Medical Superintendent, {HOSP}\n\n"
            "Patient: Vinayak Shridhar Kulkarni, 74 M   Relation: Self   Policy: Sanjeevani Senior Citizen "
            "Policy No. ASH/SC/2025/0041127\nDiagnosis: Cataract right eye (OD)\nProposed line of treatment: "
            "Phaco with IOL\nExpected date of admission: 18/06/2026\n\nAmount authorised: Rs. 40,000/- (Forty "
            "Thousand only) as per cataract sub-limit of the policy.\nNon-payables: consumables, registration, "
            "difference in IOL cost beyond sub-limit; co-payment 20% as per policy applies.\n"
            "This authorisation is valid for 15 days from the date of admission mentioned above.\nAuthorised signatory")


def t_preop(r: random.Random, dt: datetime) -> str:
    return ("SANJEEVANI PATHOLOGY & DIAGNOSTICS, Gangapur Road, Nashik\n\n"
            "Patient: Mr. Vinayak Kulkarni   Age: 74 Y   Ref. by: Dr. R. Gharpure (pre-operative)\n"
            f"Collected: {_dmy(dt)}\n\nBlood sugar fasting: {r.randint(118, 142)} mg/dL (70-110)\n"
            f"Blood sugar PP: {r.randint(168, 210)} mg/dL (< 140)\nHbA1c: {r.uniform(6.9, 7.6):.1f} %\n"
            "Haemoglobin: 13.1 g/dL\nSerum creatinine: 1.1 mg/dL\nHIV I & II, HBsAg: non-reactive\n"
            "ECG: sinus rhythm, rate 74/min, no acute changes\n\nPhysician's remark (Dr. S. Wagh, MD): fit for "
            "cataract "
            "surgery under local anaesthesia; continue Tab. Telma 40 and Glycomet GP1; sugar control acceptable.")


def t_cat_estimate(r: random.Random, dt: datetime) -> str:
    return (f"{HOSP}\n\nESTIMATE FOR CATARACT SURGERY\nDate: {_dmy(dt)}\nPatient: Vinayak S. Kulkarni   Eye: Right "
            "(OD)\n\n"
            "Package (surgeon, OT, anaesthesia, 1 day care, medicines): \n"
            "A. Monofocal hydrophobic IOL (Alcon AcrySof IQ): Rs. 42,000\n"
            "B. Monofocal toric IOL (astigmatism 1.25 D): Rs. 58,000\n"
            "C. Trifocal IOL (PanOptix): Rs. 95,000\n\nPre-operative investigations and biometry: Rs. 3,500 extra\n"
            "Cashless facility available with Arogya Shield through Medisafe TPA; patient to bear non-payables.\n"
            "Surgery date booked: 18/06/2026 (Thursday), report 8:00 am fasting.\nDr. Rahul Gharpure")


def t_hba1c(r: random.Random, dt: datetime) -> str:
    return ("SANJEEVANI PATHOLOGY & DIAGNOSTICS, Gangapur Road, Nashik\nNABL accredited\n\n"
            f"Patient: Mrs. Sulabha Vinayak Kulkarni   Age: 69 Y / F   Ref: Dr. S. Wagh\nCollected: {_dmy(dt)}\n\n"
            f"Glycosylated haemoglobin (HbA1c): {r.uniform(7.2, 8.4):.1f} %\n  (non-diabetic < 5.7, pre-diabetic "
            "5.7-6.4, diabetic >= 6.5)\nEstimated average glucose: 171 mg/dL\n"
            f"Fasting blood sugar: {r.randint(130, 165)} mg/dL\nTSH: {r.uniform(3.2, 6.1):.2f} microIU/mL (0.35-5.5)\n"
            "Lipid profile: total cholesterol 212, LDL 131, HDL 44, triglycerides 186 mg/dL\n"
            "Interpretation: diabetes poorly controlled; review with physician.")


def t_lipid_me(r: random.Random, dt: datetime) -> str:
    return ("LIFELINE DIAGNOSTICS, Baner Road, Pune\n\n"
            f"Patient: Mr. Aniruddha Kulkarni   Age: 42 Y / M   Ref: Self (annual check-up)\nReported: {_dmy(dt)}\n\n"
            f"Total cholesterol: {r.randint(205, 238)} mg/dL (< 200)\nTriglycerides: {r.randint(160, 220)} mg/dL (< "
            "150)\n"
            f"HDL: {r.randint(36, 44)} mg/dL   LDL (calc): {r.randint(130, 155)} mg/dL\n"
            f"Vitamin D (25-OH): {r.uniform(14, 22):.1f} ng/mL (deficient < 20)\nVitamin B12: 188 pg/mL (low)\n"
            f"Fasting glucose: {r.randint(96, 108)} mg/dL   HbA1c: 5.8 %\nSGPT: 48 U/L\n"
            "Comment: borderline dyslipidaemia, pre-diabetic range; correlate clinically.")


def t_dentist(r: random.Random, dt: datetime) -> str:
    return ("SMILE ARC ORTHODONTIC & DENTAL CLINIC\nDr. Neha Bapat, MDS (Orthodontics) | Baner, Pune\n\n"
            f"Bill No.: {r.randint(1200, 1900)}   Date: {_dmy(dt)}\nPatient: Arjun Kulkarni (15 Y)\n\n"
            "Fixed orthodontic treatment (metal braces, upper and lower) - instalment 3 of 6: Rs. 9,000\n"
            "Monthly adjustment visit: Rs. 500\nTotal: Rs. 9,500 (paid by UPI)\nNext appointment: 4 weeks")


def t_pharmacy(r: random.Random, dt: datetime) -> str:
    meds = [("Glycomet GP 1", 90, 3.4), ("Telma 40", 30, 7.9), ("Thyronorm 50", 100, 1.8), ("Ecosprin 75", 28, 0.6),
            ("Rosuvas 10", 30, 9.5), ("Shelcal 500", 30, 5.2), ("Januvia 50", 28, 38.0)]
    lines = [f"{m:<16} x {q:>3}  @ {p:6.2f}  = {q * p:9.2f}" for m, q, p in meds]
    return ("SHREE DATTA MEDICAL, Gangapur Road, Nashik | DL No. NSK-20B-11842\n"
            f"Bill No. {r.randint(30000, 39999)}   Date: {_dmy(dt)}\nPatient: Vinayak / Sulabha Kulkarni   "
            "Dr: S. Wagh\n\n" + "\n".join(lines) + f"\nLess 10% discount\nNet payable: Rs. "
            f"{sum(q * p for _, q, p in meds) * 0.9:.2f}\nPaid: GPay")


def t_mom_meds(r: random.Random, dt: datetime) -> str:
    return ("आईची औषधे (डॉ. वाघ - " + _dmy(dt) + " नंतरचा बदल)\n\n"
            "सकाळी उपाशीपोटी: Thyronorm 50 - १ गोळी\n"
            "सकाळी नाश्त्यानंतर: Glycomet GP 1 - १, Telma 40 - १\n"
            "दुपारी जेवणानंतर: Januvia 50 - १\n"
            "रात्री जेवणानंतर: Glycomet GP 1 - १, Rosuvas 10 - १\n"
            "आठवड्यातून एकदा (रविवार): Uprise D3 60k\n\n"
            "साखर तपासणी: दर शनिवारी fasting + PP, वहीत नोंद\nHbA1c पुढच्या वेळी: ऑगस्ट\n"
            "Datta Medical monthly order ~ 2,800 - Baba GPay करतात, मी transfer करतो")


# --------------------------------------------------------------------------- travel


def t_agent_invoice(r: random.Random, dt: datetime) -> str:
    return ("SAHYADRI HOLIDAYS PVT. LTD.\nIATA accredited | FC Road, Shivajinagar, Pune 411004 | GSTIN "
            "27AAHCS7721J1ZP\n\n"
            f"INVOICE No. INV2604188   Date: {_dmy(dt)}\nGuest: Mr. Aniruddha Kulkarni + 3 (2 adults, 2 children)\n"
            "Package: God's Own Country - 7 nights / 8 days\nTravel dates: 17/10/2026 to 24/10/2026\n"
            "Kochi (1N) - Munnar (2N) - Thekkady (1N) - Alleppey houseboat (1N) - Kovalam (2N)\n\n"
            "Land package (hotels, private Innova, sightseeing, houseboat with meals): Rs. 1,24,000\n"
            "GST 5%: Rs. 6,200\nTCS u/s 206C(1G): NA (domestic)\nTotal: Rs. 1,30,200\nAdvance received: Rs. 40,000 "
            "(UPI)\nBalance due: 30 days before departure\nFlights not included. Cancellation as per policy overleaf.")


def t_packing(r: random.Random, dt: datetime) -> str:
    return ("packing - Oct trip (rain in Kerala till Oct end!)\n\n- umbrellas x2, rain jackets\n- Munnar nights cold: "
            "light jackets / shawl for Aai? (Aai not coming - just us 4)\n- mosquito repellent, Odomos\n"
            "- Avomine for Arjun (ghat roads Munnar-Thekkady)\n- chargers, power bank, 2 extension\n"
            "- cotton clothes, 1 set formal for Kovalam dinner\n- Madhura: saree for Guruvayur? - check if we can fit "
            "Guruvayur on the way back\n- medicines: Crocin, Digene, ORS, band-aids, my Rosuvas\n- copies of "
            "Aadhaar for houseboat check-in\n- cash ~10k for tips, spice shop in Thekkady")


def t_itinerary(r: random.Random, dt: datetime) -> str:
    return ("SAHYADRI HOLIDAYS - Tour Itinerary\nKULKARNI FAMILY | KERALA 7N/8D | 17 Oct - 24 Oct 2026\n\n"
            "Day 1 (Sat 17 Oct): Arrive Kochi by 6E 6283 (PNQ 06:10 - COK 08:05). Fort Kochi, Chinese fishing nets, "
            "Mattancherry palace, Kathakali show. Stay: Fort Harbour Residency.\n"
            "Day 2: Drive to Munnar (4 hrs), Cheeyappara falls on the way. Stay: Misty Ridge Resort, Chithirapuram.\n"
            "Day 3: Eravikulam National Park, tea museum, Mattupetty dam, echo point.\n"
            "Day 4: Munnar to Thekkady. Spice plantation walk, Kalaripayattu show. Stay: Spice Village Inn.\n"
            "Day 5: Periyar lake boating early morning; drive to Alleppey; check in houseboat by 12 noon (AC "
            "2-bedroom, Lakeview Houseboats), backwater cruise, overnight on the boat.\n"
            "Day 6-7: Kovalam - beach, Padmanabhaswamy temple (dress code), Poovar island.\n"
            "Day 8 (Sat 24 Oct): Drop at Trivandrum airport, 6E 6472 TRV 15:40 - PNQ 17:50.")


def t_flight(r: random.Random, dt: datetime) -> str:
    return ("IndiGo - Booking confirmation\nPNR: " + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6)) +
            f"\nBooked on: {_dmy(dt)}\n\n6E 6283  PNQ 06:10 -> COK 08:05  Sat, 17 Oct 2026\n"
            "6E 6472  TRV 15:40 -> PNQ 17:50  Sat, 24 Oct 2026\n\nPassengers: MR ANIRUDDHA KULKARNI, MRS MADHURA "
            "KULKARNI, MS SANIKA KULKARNI, MSTR ARJUN KULKARNI\nFare: Rs. 38,416 incl taxes   Seats: 14A-14D\n"
            "Baggage: 15 kg check-in, 7 kg cabin per passenger. Web check-in opens 48 hours before departure.")


def t_houseboat(r: random.Random, dt: datetime) -> str:
    return ("LAKEVIEW HOUSEBOATS, Punnamada, Alappuzha, Kerala\nBOOKING VOUCHER\n"
            f"Voucher: LVH/26/10/{r.randint(100, 999)}   Issued: {_dmy(dt)}\nGuest: Kulkarni x 4 (via Sahyadri "
            "Holidays)\n"
            "Check-in: 21/10/2026 12:00 noon   Check-out: 22/10/2026 09:00\nBoat: Premium 2-bedroom AC (AC 9 pm - 6 "
            "am)\n"
            "Includes: welcome drink, lunch, evening tea with snacks, dinner, breakfast (Kerala/North Indian veg)\n"
            "Cruising stops at 5:30 pm as per government rules; anchored overnight.")


def t_chardham_reg(r: random.Random, dt: datetime) -> str:
    return ("UTTARAKHAND TOURISM DEVELOPMENT BOARD\nCHARDHAM YATRA 2024 - REGISTRATION LETTER\n"
            f"Registration No.: UK24{r.randint(10**8, 10**9 - 1)}   Date: {_dmy(dt)}\nGroup of 4: Aniruddha Kulkarni "
            "(40), "
            "Madhura Kulkarni (38), Vinayak Kulkarni (72), Sulabha Kulkarni (67)\n\n"
            "Yamunotri: 24/05/2024   Gangotri: 26/05/2024   Kedarnath: 29/05/2024   Badrinath: 01/06/2024\n"
            "Carry this letter and Aadhaar for verification at check posts. Senior citizens are advised a medical "
            "check-up before travelling to high altitude. Kedarnath darshan token to be taken at Sonprayag.")


def t_heli(r: random.Random, dt: datetime) -> str:
    return ("IRCTC HELI YATRA - KEDARNATH\nE-TICKET\n"
            f"Booking ID: HY24{r.randint(100000, 999999)}   Booked on: {_dmy(dt)}\n"
            "Operator: Pawan Hans / Heritage Aviation   Helipad: Phata\nJourney: Phata - Kedarnath - Phata (same day)\n"
            "Date of journey: 29/05/2024   Slot: 07:00-08:00\nPassengers: VINAYAK KULKARNI (72), SULABHA KULKARNI "
            "(67)\n"
            "Fare: Rs. 5,498 x 2 = Rs. 10,996\nReport at helipad 60 minutes before slot with Yatra registration and "
            "ID.")


def t_badri_puja(r: random.Random, dt: datetime) -> str:
    return ("श्री बदरीनाथ-केदारनाथ मंदिर समिति\nपूजा रसीद\n\n"
            f"रसीद संख्या: {r.randint(40000, 49999)}    दिनांक: 01/06/2024\nयजमान का नाम: श्री विनायक कुलकर्णी, "
            "पुणे/नाशिक\n"
            "पूजा: श्री बदरीनाथ जी - अभिषेक पूजा (प्रातः ४:३० बजे)\nव्यक्ति: ४\nराशि: ₹ ४,७०० (चार हज़ार सात सौ "
            "रुपये)\n"
            "कृपया पूजा के समय यह रसीद एवं पहचान पत्र साथ लाएँ।")


# --------------------------------------------------------------------------- finance


def t_itrv(r: random.Random, dt: datetime) -> str:
    inc = 3_842_170
    return ("INDIAN INCOME TAX RETURN ACKNOWLEDGEMENT\n[Where the data of the Return of Income in Form ITR-1, ITR-2, "
            "ITR-3, ITR-4, ITR-5, ITR-6, ITR-7 filed and verified]\nAssessment Year 2025-26\n"
            f"PAN: {MY_PAN}\nName: {ME}\nAddress: {HOME}\nStatus: Individual   Form Number: ITR-3\n"
            f"e-Filing Acknowledgement Number: 5862{r.randint(10**10, 10**11 - 1)}   Date of e-filing: {_dmy(dt)}\n\n"
            f"Current Year business loss, if any: 0\nTotal Income: {_n(inc)}\nBook Profit under MAT: NA\n"
            f"Net tax payable: {_n(inc * 0.248)}\nInterest and Fee Payable: 0\nTotal tax, interest and Fee payable: "
            f"{_n(inc * 0.248)}\nTaxes Paid: {_n(inc * 0.251)}\n(+) Tax Payable /(-) Refundable: "
            f"({_n(inc * 0.003)})\n\nThis return has been digitally signed by ANIRUDDHA VINAYAK KULKARNI having PAN "
            "AKRPK4417M from IP address 103.211.xx.xx using DSC.\nDO NOT SEND THIS ACKNOWLEDGEMENT TO CPC, BENGALURU")


def t_cas(r: random.Random, dt: datetime) -> str:
    funds = [("Parag Parikh Flexi Cap Fund - Direct Growth", "PPFAS"), ("Nippon India Small Cap - Direct Growth",
             "Nippon"), ("HDFC Balanced Advantage - Direct Growth", "HDFC"), ("UTI Nifty 50 Index - Direct Growth",
             "UTI"), ("ICICI Pru Equity & Debt - Direct Growth", "ICICI"), ("SBI Magnum Gilt - Direct Growth", "SBI")]
    lines = []
    tot = 0.0
    for f, _ in funds:
        v = r.uniform(120000, 1400000)
        tot += v
        lines.append(f"{f:<48} Folio {r.randint(10**7, 10**8 - 1)}/{r.randint(10, 99)}  Value {_n(v)}")
    return ("CONSOLIDATED ACCOUNT STATEMENT (CAS)\nCAMS + KFintech | for the period " +
            f"{_dmy(dt - timedelta(days=30))} to {_dmy(dt)}\n\nName: {ME}\nEmail: aniruddha.kulkarni@gmail.com\n"
            f"PAN: {MY_PAN}   KYC: OK\nNominee: Madhura Kulkarni\n\n" + "\n".join(lines) +
            f"\n\nTotal market value: {_rs(tot)}\nSIP: Rs. 15,000 (PPFAS) + Rs. 10,000 (UTI Index) + Rs. 5,000 "
            "(Nippon) on 5th of every month\nThis CAS is generated on request from mfcentral / camsonline.")


def t_bank_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance"]
    bal = r.uniform(180000, 420000)
    txs = [("UPI/SHUBHANKAR HEIGHTS CHS/maintenance", -4850), ("ACH/PPFAS MF SIP", -15000), ("ACH/UTI MF SIP", -10000),
           ("BBPS/MSEDCL/170012244581", -3120), ("UPI/VIDYAVARDHINI SCHOOL/fees Q1", -28500),
           ("NEFT/KULKARNI DESHPANDE ASSOC/drawings", 250000), ("UPI/DATTA MEDICAL NASHIK", -2840),
           ("ACH/VASUNDHARA HL PRE-EMI", -13520), ("UPI/MNGL gas", -860), ("UPI/SWIGGY", -640),
           ("NEFT/MADHURA KULKARNI/household", 40000), ("UPI/HP PETROL BANER", -3500), ("CC PAYMENT VASUNDHARA CARD",
                                                                                        -48211),
           ("UPI/SWIFTNET BROADBAND", -1179), ("UPI/PRAYAS ACADEMY", -44840), ("ATM WDL BANER", -10000),
           ("UPI/AAI - Nashik monthly", -15000), ("INT CREDIT SB", 1840)]
    for i, (desc, amt) in enumerate(txs):
        d = dt - timedelta(days=31 - i * 1.7)
        bal += amt
        rows.append(f"{_dmy(d)},{_dmy(d)},{desc},{r.randint(10**11, 10**12 - 1)},"
                    f"{-amt if amt < 0 else ''},{amt if amt > 0 else ''},{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_ppf(r: random.Random, dt: datetime) -> str:
    rows, bal = [], 0.0
    for y in range(2013, 2026):
        bal = bal * 1.075 + 150000
        rows.append(f"31/03/{y + 1}  DEP {y}-{str(y + 1)[2:]}  1,50,000.00   INT {_n(bal * 0.07)}   BAL {_n(bal)}")
    return (f"{BANK} - PUBLIC PROVIDENT FUND PASSBOOK\nAccount No.: PPF/0046/118772   Opened: 12/06/2013\n"
            f"Name: {ME}\nNominee: Madhura Aniruddha Kulkarni (wife)\nMaturity: 01/04/2029\n"
            "Rate of interest: 7.10% p.a. (notified quarterly)\n\n" + "\n".join(rows[-8:]) + f"\n\nprinted {_dmy(dt)}")


def t_tax_notes(r: random.Random, dt: datetime) -> str:
    return ("own tax FY 2026-27 (TY 2026-27 under new Act!)\n\n"
            "firm share of profit - exempt; remuneration + interest on capital from KDA est 38-40 L\n"
            "advance tax: 15% by 15 Jun (~1.45 L), 45% by 15 Sep, 75% by 15 Dec, 100% by 15 Mar\n"
            "old vs new regime: with 80C 1.5L (PPF 1.5 L already), 80D 25k + 50k parents (senior), HL interest "
            "only after possession -> new regime probably better again, compute in Jan\n"
            "LIC Jeevan Anand premium 48,210 due Sept\nMadhura: Form 16 from company, she chose new regime, "
            "check HRA - she pays no rent, so no\nLTCG: harvest 1.25 L exemption in March - redeem some UTI index\n"
            "donations: Kalika Devi trust 11,000 (80G 50%)\ncheck AIS for Sanika's savings a/c interest - clubbing!")


def t_donation(r: random.Random, dt: datetime) -> str:
    return ("SHREE KALIKA DEVI MANDIR TRUST, NASHIK\nRegd. under Maharashtra Public Trusts Act, No. E-388 (Nashik)\n"
            "PAN: AAATS1187L   80G approval No. AAATS1187LF20214 valid AY 2022-23 to 2026-27\n\n"
            f"DONATION RECEIPT No. {r.randint(7000, 7999)}   Date: {_dmy(dt)}\n"
            f"Received with thanks from Shri {ME}, {HOME}, PAN {MY_PAN}\n"
            "the sum of Rs. 11,000/- (Rupees Eleven Thousand only) by UPI towards Navratri Utsav / general corpus.\n"
            "Donations to this trust are eligible for deduction under section 80G(5)(vi) of the Income-tax Act, 1961 "
            "(50% of the amount). Form 10BE will be issued after 31st March.\nFor the Trust - Secretary")


def t_adv_tax(r: random.Random, dt: datetime) -> str:
    amt = r.choice([145000, 290000, 310000])
    return ("CHALLAN RECEIPT\nITNS No.: 280\n" + f"PAN: {MY_PAN}\nName: {ME}\nAssessment Year: 2026-27\n"
            "Financial Year: 2025-26\nMajor Head: Income Tax (Other than Companies) (0021)\nMinor Head: Advance "
            f"Tax (100)\nAmount (in Rs.): {_n(amt)}\nCIN: {r.randint(10**16, 10**17 - 1)}\nMode of Payment: Net "
            f"Banking\nBank Name: Vasundhara Bank Ltd.\nDate of Deposit: {_dmy(dt)}\n"
            f"Tax Breakup: A Tax {_n(amt)} B Surcharge 0 C Cess 0 D Interest 0 E Penalty 0")


def t_cc(r: random.Random, dt: datetime) -> str:
    txs = [("AMAZON PAY INDIA", r.randint(800, 6000)), ("RELIANCE SMART BANER", r.randint(2000, 7000)),
           ("MAKEMYTRIP", r.randint(4000, 12000)), ("CROMA AUNDH", r.randint(3000, 26000)),
           ("SHELL BANER", r.randint(2000, 4000)), ("ZOMATO", r.randint(300, 1500)),
           ("APOLLO PHARMACY", r.randint(400, 2000)),
           ("BOOKMYSHOW", r.randint(600, 1800))]
    tot = sum(v for _, v in txs)
    return (f"{BANK} PLATINUM CREDIT CARD - STATEMENT\nCard: 4587 XXXX XXXX 2231   Name: ANIRUDDHA V KULKARNI\n"
            f"Statement date: {_dmy(dt)}   Payment due: {_dmy(dt + timedelta(days=18))}\n\n" +
            "\n".join(f"{_dmy(dt - timedelta(days=25 - i * 3))}  {d:<24} {_n(v):>12}" for i, (d, v) in enumerate(txs)) +
            f"\n\nTotal amount due: {_rs(tot)}   Minimum due: {_rs(tot * 0.05)}\nReward points: 4,812\n"
            "Finance charges 3.6% p.m. apply if the total due is not paid by the due date.")


def t_budget(r: random.Random, dt: datetime) -> str:
    heads = [("Society maintenance", 4850, 0), ("Electricity", 3200, 1200), ("Gas", 450, 150),
             ("Broadband + mobiles", 2100, 200), ("Groceries", 14000, 3000), ("Vegetables/milk", 7500, 1500),
             ("Maid + cook", 11500, 0), ("Petrol", 6500, 2000), ("School fees (Arjun)", 9500, 0),
             ("Sanika coaching", 12700, 0), ("Aai-Baba monthly", 15000, 0), ("SIP", 30000, 0),
             ("LIC/insurance (monthly avg)", 13300, 0), ("Eating out", 4500, 2500), ("Medical", 3000, 2500)]
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    rows = ["Head;" + ";".join(months) + ";Total"]
    for h, base, var in heads:
        vals = [base + r.randint(-var, var) for _ in months]
        rows.append(f"{h};" + ";".join(str(v) for v in vals) + f";{sum(vals)}")
    return "Ghar kharch 2025\n" + "\n".join(rows)


def t_madhura_itr(r: random.Random, dt: datetime) -> str:
    sal = 1_860_000
    return ("COMPUTATION OF INCOME - A.Y. 2025-26\nName: MADHURA ANIRUDDHA KULKARNI   PAN: " + MADHURA_PAN + "\n"
            "Employer: Zentrix Software Solutions Pvt. Ltd., Hinjewadi (TAN PNEZ04417A)\nRegime: new (115BAC)\n\n"
            f"Gross salary as per Form 16: {_n(sal)}\nLess: standard deduction: 75,000.00\nIncome from salary: "
            f"{_n(sal - 75000)}\nInterest on savings (Vasundhara): 6,214.00\nInterest on FD: 18,420.00\n"
            f"Total income: {_n(sal - 75000 + 24634)}\nTax as per new regime + cess: {_n(212000)}\n"
            "TDS by employer: 2,08,900.00   TDS on FD: 1,842.00\nBalance payable u/s 140A: 1,258.00 (paid 22/07)\n"
            "Filed ITR-1 on 24/07/2025 - ack no. 5910xxxxxxxx")


def t_26as(r: random.Random, dt: datetime) -> str:
    return ("FORM 26AS - Annual Tax Statement\n" + f"PAN: {MY_PAN}   Name: {ME}   F.Y. 2024-25   A.Y. 2025-26\n\n"
            "PART I - Details of Tax Deducted at Source\n1. VASUNDHARA BANK LTD (PNEV01124C) - 194A interest - "
            "amount paid 1,84,220 - TDS 18,422\n2. ZENITH PHARMA DISTRIBUTORS (PNEZ07761B) - 194J professional "
            "fees - 1,20,000 - 12,000\nPART III - Details of Tax Paid (other than TDS or TCS)\nAdvance tax: "
            "15/06/2024 1,40,000; 15/09/2024 2,80,000; 16/12/2024 3,00,000; 15/03/2025 2,95,000\n"
            "PART IV - TDS u/s 194IA - NIL")


def t_pension(r: random.Random, dt: datetime) -> str:
    return ("MAHARASHTRA STATE ELECTRICITY BOARD HOLDING CO. - PENSION SECTION, NASHIK\nPENSION SLIP\n"
            f"Month: {dt:%B %Y}\nPensioner: Shri Vinayak Shridhar Kulkarni   PPO No.: MSEB/NSK/P/08812\n"
            "Basic pension: 31,450   DA @ 53%: 16,669   Medical allowance: 1,500\nGross: 49,619   Deductions: 0\n"
            "Net credited to SBI Gangapur Road a/c ending 4471\nLife certificate due in November (Jeevan Pramaan).")


def t_fd(r: random.Random, dt: datetime) -> str:
    return (f"{BANK} - FIXED DEPOSIT ADVICE\nDeposit No.: FD/0046/{r.randint(100000, 999999)}\n"
            f"Depositor: {ME}\nJoint: Madhura A. Kulkarni\nAmount: Rs. 8,00,000.00\nDate of deposit: {_dmy(dt)}\n"
            "Period: 12 months   Rate: 7.10% p.a.   Maturity: 15/07/2026   Maturity value: Rs. 8,58,330.00\n"
            "Interest payout: on maturity (reinvestment)\nForm 15G/H: not submitted - TDS as applicable.")


# --------------------------------------------------------------------------- insurance


def t_floater(r: random.Random, dt: datetime) -> str:
    return (f"{INSURER.upper()}\nRENEWAL NOTICE - AROGYA FAMILY FLOATER (Policy No. ASH/FF/2021/0218845)\n\n"
            f"Date: {_dmy(dt)}\nPolicyholder: Mr. Aniruddha Vinayak Kulkarni\nInsured: Aniruddha (42), Madhura (40), "
            "Sanika (17), Arjun (15)\nSum insured: Rs. 10,00,000 + cumulative bonus Rs. 5,00,000\n"
            "Super top-up: Rs. 25,00,000 (deductible Rs. 10 lakh)\nPolicy period: 12/07/2026 to 11/07/2027\n\n"
            "Renewal premium: Rs. 31,846 + GST 0% (exempt from 22/09/2025) = Rs. 31,846\n"
            "Please renew before the due date to keep your continuity benefits and waiting-period credits. "
            "Free annual health check-up for each adult on renewal.\nPremium paid is eligible for deduction "
            "u/s 80D (old regime).")


def t_lic(r: random.Random, dt: datetime) -> str:
    return ("LIFE INSURANCE CORPORATION OF INDIA\nBranch Office 95A, Pune\nPREMIUM RECEIPT\n"
            f"Policy No.: 9774{r.randint(10000, 99999)}   Plan: 915-Jeevan Anand   Term: 25 years\n"
            f"Name of Life Assured: ANIRUDDHA V KULKARNI\nDate of commencement: 28/09/2011   Sum assured: 10,00,000\n"
            f"Premium received: Rs. 48,210.00   Mode: Yearly   Due: 28/09/{dt.year}   Paid on: {_dmy(dt)}\n"
            f"Next due: 28/09/{dt.year + 1}   Late fee: 0\nThis receipt is valid subject to realisation.")


def t_motor(r: random.Random, dt: datetime) -> str:
    return ("PRAGATI GENERAL INSURANCE CO. LTD.\nPRIVATE CAR PACKAGE POLICY - CERTIFICATE OF INSURANCE CUM POLICY "
            f"SCHEDULE\nPolicy No.: PGI/MOT/{r.randint(10**7, 10**8 - 1)}   Period: {_dmy(dt)} to "
            f"{_dmy(dt + timedelta(days=364))}\nInsured: Aniruddha V. Kulkarni, Baner, Pune\n"
            "Vehicle: Hyundai Creta 1.5 SX (O) Petrol   Reg. No.: MH12 VK 4417\nEngine No.: G4FLPM118224   "
            "Chassis No.: MALPC81CLPM442217\nIDV: Rs. 11,42,000   NCB: 35%\nAdd-ons: zero depreciation, engine "
            "protect, RSA, return to invoice\nOD premium: 14,218   TP premium: 3,416   GST 18%: 3,174\n"
            "Total premium: Rs. 20,808\nNominee for PA owner-driver: Madhura Kulkarni")


def t_term(r: random.Random, dt: datetime) -> str:
    return ("SURAKSHA LIFE INSURANCE CO. LTD. - iTerm Plus\nPREMIUM PAID CERTIFICATE FY 2025-26\n"
            f"Policy No.: ST{r.randint(10**7, 10**8 - 1)}\nLife assured: Aniruddha Kulkarni   Sum assured: Rs. "
            "1,50,00,000\n"
            "Policy term: to age 65   Premium: Rs. 21,448 yearly (paid 14/03/2026)\nEligible u/s 80C (old regime).")


def t_claim_2025(r: random.Random, dt: datetime) -> str:
    return (f"{INSURER}\nCLAIM SETTLEMENT LETTER\nDate: {_dmy(dt)}\nClaim No.: ASH/CL/25/PUN/44127\n"
            "Patient: Madhura Aniruddha Kulkarni   Hospital: Baner Care Multispeciality Hospital (network)\n"
            "Diagnosis: Acute gastroenteritis with dehydration; admitted 2 days\nClaimed: Rs. 68,420   Approved: "
            "Rs. 61,930   Disallowed: Rs. 6,490 (non-medical items, registration, toiletries)\n"
            "Payment: cashless, settled directly to hospital. Balance paid by the insured at discharge.")


# --------------------------------------------------------------------------- home, society


def t_msedcl(r: random.Random, dt: datetime) -> str:
    units = r.randint(260, 520)
    return ("MAHARASHTRA STATE ELECTRICITY DISTRIBUTION CO. LTD.\nELECTRICITY BILL - LT I Residential\n"
            f"Consumer No.: 170012244581   Billing unit: 4637 Baner\nName: KULKARNI ANIRUDDHA V\nAddress: {HOME}\n"
            f"Bill month: {dt:%b-%Y}   Bill date: {_dmy(dt)}   Due date: {_dmy(dt + timedelta(days=21))}\n"
            f"Previous reading: {r.randint(20000, 30000)}   Units consumed: {units}\n"
            f"Energy charges: {units * 8.2:.2f}   Fixed charges: 128.00   Wheeling: {units * 1.17:.2f}   "
            f"Electricity duty 16%: {units * 1.5:.2f}\nNet bill amount: Rs. {units * 10.9 + 128:.0f}\n"
            "Pay online at wss.mahadiscom.in for 0.25% prompt-payment discount. Go green: opt for e-bill.")


def t_mngl(r: random.Random, dt: datetime) -> str:
    scm = r.uniform(9, 16)
    return ("MAHARASHTRA NATURAL GAS LIMITED\nPNG DOMESTIC BILL\n"
            f"BP No.: 1100{r.randint(100000, 999999)}   Name: Madhura Kulkarni\nAddress: {HOME}\n"
            f"Bill date: {_dmy(dt)}   Period: 2 months\nConsumption: {scm:.2f} SCM @ Rs. 49.50\n"
            f"Gas charges: {scm * 49.5:.2f}   Meter rent: 30.00   GST on meter rent: 5.40\nAmount payable: Rs. "
            f"{scm * 49.5 + 35.4:.0f}\nDue date: {_dmy(dt + timedelta(days=15))}. Smell gas? Call 1800 2100 2100.")


def t_ptax(r: random.Random, dt: datetime) -> str:
    return ("PUNE MUNICIPAL CORPORATION - PROPERTY TAX BILL 2025-26\n"
            f"Property No.: 28/08/0412/0704   Owner/occupier: Kulkarni Aniruddha Vinayak\nAddress: {HOME}\n"
            "Usage: Residential, self-occupied   Carpet: 96.5 sq m\nGeneral tax 9,840; water benefit 1,120; "
            "sewerage benefit 984; education cess 1,476; tree cess 296; fire 148\n"
            "Total for year: Rs. 13,864\nRebate 10% if paid in full before 31 May (self-occupied 40% rebate applied)\n"
            f"Bill date: {_dmy(dt)}")


def t_broadband(r: random.Random, dt: datetime) -> str:
    return ("SWIFTNET BROADBAND PVT. LTD.\nTAX INVOICE\n"
            f"Invoice: SNB/PUN/{r.randint(10**6, 10**7 - 1)}   Date: {_dmy(dt)}\nCustomer ID: 0412-7781   "
            "Name: Aniruddha Kulkarni\nPlan: Giga 300 Mbps Unlimited + OTT pack, monthly\nPlan charge: 999.00   "
            "CGST 9%: 89.91   SGST 9%: 89.91   Total: 1,178.82\nAuto-debit from UPI mandate.")


def t_maid(r: random.Random, dt: datetime) -> str:
    rows = ["Month;Shobha tai (bhandi-kapde);Sunanda (swayampak);Leaves;Advance;Paid"]
    for i in range(12):
        d = dt - timedelta(days=30 * (11 - i))
        rows.append(f"{d:%b %Y};4500;7000;{r.randint(0, 4)};{r.choice([0, 0, 0, 2000])};{r.choice(['cash', 'GPay'])}")
    return "\n".join(rows)


def t_soc_notice_mr(r: random.Random, dt: datetime) -> str:
    return (f"{SOC_MR}\nनोंदणी क्र. पीएनए/पीएनए(४)/एचएसजी/(टीसी)/१२३४५/२०१४\nबाणेर-पाषाण लिंक रोड, बाणेर, पुणे ४११ "
            "०४५\n\n"
            f"दिनांक: {_mr(_dmy(dt))}\n\nविशेष सर्वसाधारण सभेची सूचना\n\n"
            "सर्व सभासदांना कळविण्यात येते की संस्थेची विशेष सर्वसाधारण सभा रविवार, दिनांक "
            f"{_mr(_dmy(dt + timedelta(days=14)))} रोजी सायंकाळी ६.३० वाजता क्लब हाऊस, संस्था आवार येथे आयोजित "
            "करण्यात आली आहे. सर्व सभासदांनी वेळेवर उपस्थित राहावे.\n\nसभेपुढील विषय:\n"
            "१. मागील सभेचे इतिवृत्त वाचून कायम करणे.\n"
            "२. लिफ्ट क्र. १ व २ च्या वार्षिक देखभाल करारास (AMC) मंजुरी देणे.\n"
            "३. पावसाळ्यापूर्वी टेरेस वॉटरप्रूफिंग दुरुस्ती व खर्चास मंजुरी.\n"
            "४. थकबाकीदार सभासदांवर कलम १०१ अन्वये कारवाई करणे.\n"
            "५. देखभाल शुल्कात दरमहा ₹ ३०० वाढ करण्याबाबत विचार.\n"
            "६. मा. अध्यक्षांच्या परवानगीने येणारे इतर विषय.\n\n"
            "गणपूर्ती न झाल्यास सभा अर्धा तास तहकूब होऊन त्याच ठिकाणी पुन्हा भरेल व त्या सभेस गणपूर्तीची आवश्यकता "
            "राहणार नाही.\n\n"
            "व्यवस्थापन समितीच्या आदेशाने\nसचिव\nश्री. मिलिंद सहस्रबुद्धे")


def t_collection(r: random.Random, dt: datetime) -> str:
    rows = ["Flat;Member;Monthly maintenance;Arrears;Due for May;Paid;Mode;Balance"]
    for w in "AB":
        for fl in range(1, 8):
            for u in (1, 2, 3, 4):
                if r.random() < 0.28:
                    due = 4850
                    arr = r.choice([0, 0, 0, 4850, 9700, 14550])
                    paid = r.choice([due, due, due + arr, 0])
                    rows.append(f"{w}-{fl}0{u};{_person(r)};{due};{arr};{due + arr};{paid};"
                                f"{r.choice(['NEFT', 'UPI', 'cheque', '-'])};{due + arr - paid}")
    rows.append(f"Total;;;;;;;status as on {_dmy(dt)} - Shubhankar Heights CHS - treasurer")
    return "\n".join(rows)


def t_minutes_mr(r: random.Random, dt: datetime) -> str:
    return (f"{SOC_MR}\nव्यवस्थापन समितीच्या सभेचे इतिवृत्त\n"
            f"दिनांक: {_mr(_dmy(dt))}, वेळ: रात्री ९.००, स्थळ: सोसायटी कार्यालय\n\n"
            "उपस्थित: श्री. प्रकाश जोगळेकर (अध्यक्ष), श्री. मिलिंद सहस्रबुद्धे (सचिव), श्री. अनिरुद्ध कुलकर्णी "
            "(खजिनदार), "
            "सौ. वर्षा पाटील, श्री. संदीप गायकवाड, श्री. अमित शहा (सदस्य)\n\n"
            "१. मागील सभेचे इतिवृत्त वाचून कायम करण्यात आले.\n"
            "२. खजिनदारांनी ऑगस्ट अखेरचा जमाखर्च सादर केला. बँक शिल्लक ₹ ११,४२,३१० व sinking fund मुदत ठेव "
            "₹ १८,००,००० असल्याचे सांगितले. जमाखर्चास मंजुरी देण्यात आली.\n"
            "३. गणेशोत्सव २०२५ चा खर्च ₹ १,८६,४०० व वर्गणी ₹ २,०४,५०० - शिल्लक रक्कम उत्सव निधीत जमा करण्याचे ठरले.\n"
            "४. सुरक्षा एजन्सी (Shivshakti Security) बदलण्याबाबत तीन कोटेशन्स मागवण्याचे ठरले.\n"
            "५. थकबाकीदार सभासद (A-302, B-106) यांना स्मरणपत्र पाठवण्याचे ठरले.\n"
            "६. वार्षिक सर्वसाधारण सभा २८ सप्टेंबर रोजी घेण्याचे ठरले.\n\nसभा अध्यक्षांचे आभार मानून संपली.\n"
            "सचिव                                      अध्यक्ष")


def t_lift_amc(r: random.Random, dt: datetime) -> str:
    return ("ELEVO LIFTS & ESCALATORS PVT. LTD.\nService centre: Aundh, Pune\n\n"
            f"Ref: ELV/AMC/PUN/{r.randint(1000, 9999)}   Date: {_dmy(dt)}\n\nTo,\nThe Secretary / "
            f"Treasurer,\n{SOCIETY}\n"
            "Baner, Pune 411045\n\nSub: Renewal of comprehensive annual maintenance contract - 4 passenger lifts "
            "(Wing A: 2, Wing B: 2), 8 passenger, 8 stops\n\nDear Sir,\nYour AMC expires on 30/06/2026. We are pleased "
            "to "
            "offer renewal for 01/07/2026 to 30/06/2027:\nComprehensive AMC (incl. parts except ropes, controllers "
            "and glass): Rs. 64,000 per lift per year\nNon-comprehensive: Rs. 28,500 per lift per year\nGST 18% "
            "extra. Monthly preventive maintenance, 24x7 breakdown call, statutory annual inspection support.\n"
            "Kindly issue the work order before 20/06/2026.\nFor Elevo Lifts - Area Manager")


def t_soc_audit(r: random.Random, dt: datetime) -> str:
    return ("AUDIT REPORT - FORM 'O' AND AUDIT MEMO\nunder section 81 of the Maharashtra Co-operative Societies "
            "Act, 1960\n\nName of society: " + SOCIETY + "\nRegistration No. PNA/PNA(4)/HSG/(TC)/12345/2014\n"
            "Period of audit: 01/04/2024 to 31/03/2025\nAuditor: CA Vasant Oak (Panel No. 1147), Pune\n\n"
            "Audit classification: 'A'\nObservations: 1. Maintenance arrears of Rs. 48,300 from 3 members - recovery "
            "u/s 101 to be initiated. 2. Repairs fund spent on repainting Rs. 18.6 lakh with general body approval "
            "dated 24/03/2024 - vouchers verified. 3. Sinking fund invested in FD as per bye-law 13. 4. TDS on "
            "contractor payments deducted and deposited; 26Q filed. 5. Non-occupancy charges levied within "
            "10% limit.\nRectification report to be submitted within 3 months.\n" + f"Date: {_dmy(dt)}")


def t_soc_mail(r: random.Random, dt: datetime) -> str:
    return ("From: Amit Shah <amit.shah.b503@gmail.com>\nTo: Aniruddha Kulkarni <aniruddha.kulkarni@gmail.com>\n"
            f"Date: {dt:%a, %d %b %Y} 08:12:41 +0530\nSubject: maintenance bill query - B-503\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=utf-8\n\nHello Kulkarni ji,\n\n"
            "This quarter's bill for B-503 shows non-occupancy charges of Rs. 485 per month. We have rented the flat "
            "to a family since January and the leave and licence agreement and police verification were submitted to "
            "the secretary in December itself. As per bye-laws it is max 10% of service charges, fine, but please "
            "also check the sinking fund amount - it is 0.25% of construction cost right?\n"
            "Also the receipt for my April payment (UPI ref 6012 8834 1120) is not yet received.\n\n"
            "Thanks,\nAmit Shah, B-503\n")


def t_maint_bill(r: random.Random, dt: datetime) -> str:
    return (f"{SOCIETY.upper()}\nMAINTENANCE BILL\nBill No.: SH/{_fy(dt)}/B704/{dt.month:02d}   Date: {_dmy(dt)}\n"
            "Member: Mr. Aniruddha V. Kulkarni   Flat: B-704   Area: 1,040 sq ft\n\n"
            "Service charges 3,100\nSinking fund 260\nRepairs & maintenance fund 780\nWater charges 450\n"
            "Parking (1 car) 200\nFestival fund 60\nTotal for the month: 4,850\nInterest on arrears @ 21% p.a.: 0\n"
            "Please pay by the 10th to the society's account no. 0122004518 (Deccan Urban Co-op Bank, Baner).")


def t_ganesh_mr(r: random.Random, dt: datetime) -> str:
    rows = ["तपशील;जमा (₹);खर्च (₹)", "सभासद वर्गणी (१३६ सदनिका x १,५००);२,०४,०००;", "प्रायोजक - Rane Medical;५,०००;",
            "मूर्ती (शाडू) व आगमन;;२२,५००", "मंडप व डेकोरेशन;;४८,०००", "प्रसाद व महाप्रसाद (१० दिवस);;६१,२००",
            "सांस्कृतिक कार्यक्रम / बक्षिसे;;२६,४००", "ढोल पथक विसर्जन;;१८,०००", "इतर;;१०,३००",
            "एकूण;२,०९,०००;१,८६,४००", "शिल्लक उत्सव निधीत;२२,६००;"]
    return "गणेशोत्सव २०२५ - जमाखर्च - शुभंकर हाइट्स\n" + "\n".join(rows)


def t_repaint_quote(r: random.Random, dt: datetime) -> str:
    return ("RANGSHREE PAINTING CONTRACTORS\nHadapsar, Pune\n\n" + f"Quotation date: {_dmy(dt)}\n"
            f"To: {SOCIETY}, Wings A & B (G+7)\n\nExternal repainting and waterproofing:\n"
            "1. Scaffolding / rope work, surface preparation, crack filling with polymer: 4,20,000\n"
            "2. Waterproof coating (Dr. Fixit) on terrace and chajjas: 3,10,000\n"
            "3. Exterior paint - Apex Ultima, 1 primer + 2 coats, 42,000 sq ft: 10,08,000\n"
            "4. Grill and railing painting: 1,22,000\nTotal: Rs. 18,60,000 (GST extra)\nWarranty 5 years on "
            "waterproofing, 7 years on paint (manufacturer).")


def t_repaint_done(r: random.Random, dt: datetime) -> str:
    return ("RANGSHREE PAINTING CONTRACTORS\nWORK COMPLETION CERTIFICATE\n" + f"Date: {_dmy(dt)}\n\n"
            f"This is to certify that the external repainting and terrace waterproofing of {SOCIETY}, Wings A and B, "
            "as per work order no. SH/WO/2024/07 dated 12/10/2024, has been completed to the satisfaction of the "
            "managing committee. Final bill Rs. 18,60,000 + GST; retention of 5% (Rs. 93,000) to be released after "
            "one monsoon.\nFor Rangshree - Proprietor\nVerified: Secretary / Treasurer, Shubhankar Heights CHS")


# --------------------------------------------------------------------------- school, car, estate


def t_school_circ(r: random.Random, dt: datetime) -> str:
    return ("VIDYAVARDHINI ENGLISH MEDIUM SCHOOL (CBSE Affiliation No. 1130877)\nSus Road, Baner, Pune 411045\n\n"
            f"CIRCULAR No. 14/2026-27   Date: {_dmy(dt)}\n\nTo the parents of students of Class X (Session 2026-27)\n\n"
            "Dear Parents,\nThe school reopens on Monday, 8 June 2026. As this is the Board year, the following "
            "arrangements are made:\n1. Extra classes for Mathematics and Science on Saturdays, 8:00 to 11:00 am, "
            "from 13 June.\n2. Periodic Test 1: 20-25 July; Half-yearly: 21 Sept onwards; Pre-boards I and II in "
            "December and January.\n3. Registration for the CBSE Class X examination 2027 (LOC): parents are "
            "requested to verify the student's name, date of birth and parents' names as per the birth certificate.\n"
            "4. Internal assessment projects in Social Science and Science to be submitted by 31 August.\n"
            "5. Fee for Term 1 is payable by 15 June via the parent portal.\nPrincipal")


def t_school_fee(r: random.Random, dt: datetime) -> str:
    return ("VIDYAVARDHINI ENGLISH MEDIUM SCHOOL, Baner\nFEE RECEIPT\n"
            f"Receipt No.: VV/26/{r.randint(3000, 3999)}   Date: {_dmy(dt)}\nStudent: Arjun Aniruddha Kulkarni   "
            "Class: X-B   GR No.: 4417\nTerm 1 (June - Sept) tuition fee: 24,500\nComputer lab fee: 2,000\n"
            "Activity fee: 1,500\nBoard registration fee (CBSE): 500\nTotal paid: Rs. 28,500 by net banking\n"
            "Fees once paid are not refundable. Tuition fee component eligible u/s 80C.")


def t_study_tt(r: random.Random, dt: datetime) -> str:
    return ("Arjun - summer + board year plan (made with him, " + _dmy(dt) + ")\n\n"
            "6:30 wake up, 7-8 maths practice (RD Sharma / sample papers)\n9:30-12:30 school (from 8 June)\n"
            "4-5:30 science (Physics Mon/Thu, Chem Tue/Fri, Bio Wed/Sat)\n6-7 football (don't cut this)\n"
            "8-9 SST / English alternate days\nSunday: one full sample paper under exam conditions, Madhura checks\n"
            "screen time 1 hr max on weekdays\ntarget 90%+ ; maths standard, not basic\ntuition: Kelkar sir maths "
            "Tue/Thu/Sat 5-6:30 from July")


def t_report_card(r: random.Random, dt: datetime) -> str:
    subs = ["English", "Hindi", "Mathematics", "Science", "Social Science", "Artificial Intelligence"]
    return ("VIDYAVARDHINI ENGLISH MEDIUM SCHOOL - PROGRESS REPORT 2025-26\nName: Arjun Kulkarni   Class: IX-B   Roll: "
            "7\n"
            + "\n".join(f"{s:<24} {r.randint(68, 96)}/100" for s in subs) +
            f"\nAttendance: {r.randint(180, 205)}/212\nRemarks: Capable; needs regular revision in Hindi and SST. "
            "Promoted to Class X.")


def t_jr_fee(r: random.Random, dt: datetime) -> str:
    return ("NEW ERA JUNIOR COLLEGE OF SCIENCE, Aundh, Pune\n"
            f"Receipt No. {r.randint(1000, 1999)}   Date: {_dmy(dt)}\nStudent: Sanika A. Kulkarni   Class: XII Science "
            "(PCM-IT)   Div: B\nAnnual fee 2025-26: tuition 18,000; lab 3,500; IT 4,000; exam 1,500\nTotal: Rs. "
            "27,000\n"
            "Paid by cheque no. 004188")


def t_hyundai(r: random.Random, dt: datetime) -> str:
    km = r.randint(36000, 41000) if dt.year >= 2026 else r.randint(24000, 29000)
    pms = "40,000 km / 3 yr" if dt.year >= 2026 else "30,000 km / 2 yr"
    return ("SHIVNERI HYUNDAI - Authorised Service, Baner, Pune\nTAX INVOICE - REPAIR ORDER RO-77812\n"
            f"Date: {_dmy(dt)}   Reg. No.: MH12 VK 4417   Model: CRETA 1.5 MPi SX(O)   KMs: {km}\n"
            f"Customer: Aniruddha Kulkarni   Service type: Periodic maintenance ({pms})\n\n"
            "Parts: engine oil 5W30 3.8 L 2,584; oil filter 312; air filter 648; cabin filter 890; drain plug gasket "
            "38; brake fluid 420\nLabour: PMS 2,450; wheel alignment & balancing 1,050; AC service 899\n"
            "Sub total: 9,291   CGST/SGST: 1,672   Total: Rs. 10,963\nNext service due: after 10,000 km or 12 months\n"
            "Advisor: Nitin Jadhav")


def t_puc(r: random.Random, dt: datetime) -> str:
    return ("GOVERNMENT OF MAHARASHTRA - TRANSPORT DEPARTMENT\nPOLLUTION UNDER CONTROL CERTIFICATE (PUCC)\n"
            f"Certificate SL No.: MH01200{r.randint(10**6, 10**7 - 1)}   Date: {_dmy(dt)}   Valid upto: "
            f"{_dmy(dt + timedelta(days=364))}\nRegistration No.: MH12VK4417   Fuel: Petrol   Emission norms: BS-VI\n"
            "CO (%): 0.03 (limit 0.3)   HC (ppm): 42 (limit 200)\nResult: PASS\nCentre: Sai Auto PUC Centre, Baner")


def t_form29(r: random.Random, dt: datetime) -> str:
    return ("FORM 29\n[See Rule 55(1)]\nNotice of transfer of ownership of a motor vehicle\n\n"
            "To, The Registering Authority, RTO Pune (MH-12)\n"
            "I/We Aniruddha Vinayak Kulkarni, residing at Baner, Pune, hereby give notice that I/we have on "
            f"{_dmy(dt)} transferred the motor vehicle No. MH12 KT 9083, Maruti Swift Dzire VXI (2014), "
            "Chassis No. MA3EHKD1S00412277, Engine No. K12MN1184422, to Shri Sandeep Rameshrao Jagtap, residing at "
            "Wakad, Pune.\nSale consideration: Rs. 3,10,000\n\nSignature of transferor            Signature of "
            "transferee")


def t_car_sale(r: random.Random, dt: datetime) -> str:
    return ("DELIVERY NOTE / SALE LETTER\n" + f"Date: {_dmy(dt)}  Time: 5:30 pm\n\n"
            "I, Aniruddha V. Kulkarni, have sold my car Maruti Swift Dzire VXI, MH12 KT 9083, white, 2014 model, "
            "to Mr. Sandeep R. Jagtap for Rs. 3,10,000 (Three Lakh Ten Thousand) received by NEFT. The car is "
            "delivered today with 2 keys, RC book, insurance policy, PUC and service book. Any challan, accident or "
            "liability after this date and time is the responsibility of the buyer. Insurance to be transferred "
            "by the buyer within 14 days.\n\nSeller                                  Buyer\nWitness: Rohit Deshpande")


def t_partition(r: random.Random, dt: datetime) -> str:
    return ("PARTITION DEED (VATANIPATRA) - summary prepared by Adv. Sunil Deore, Niphad\n\n"
            "Registered at Sub-Registrar Niphad, Document No. 1142/2025\n"
            f"Date of registration: {_dmy(dt)}\n\nParties: heirs of late Shridhar Ganesh Kulkarni (d. 2019):\n"
            "1. Vinayak Shridhar Kulkarni (son)\n2. Prakash Shridhar Kulkarni (son)\n3. Shobha Madhukar Joshi "
            "nee Kulkarni (daughter)\n\nProperty: agricultural land Gat No. 214, area 3 H 12 R, and old wada, "
            "Gaothan Milkat No. 88, Mouje Pimpalgaon Khurd, Tal. Niphad, Dist. Nashik\n\n"
            "Allotment:\nVinayak: Gat 214/1, 1 H 04 R (road side, with well)\nPrakash: Gat 214/2, 1 H 04 R and the "
            "wada\n"
            "Shobha: Gat 214/3, 1 H 04 R; she has accepted Rs. 4,50,000 from Prakash in lieu of her share in the "
            "wada\n\n"
            "Stamp duty Rs. 100 each share (family partition, Art. 46); registration fee Rs. 1,000.\n"
            "Mutation (ferfar) to be applied at Talathi office after registration.")


def t_family_meet_mr(r: random.Random, dt: datetime) -> str:
    return ("आजोबांच्या जमिनीची वाटणी - घरगुती बैठक, नाशिक, " + _mr(_dmy(dt)) + "\n\n"
            "उपस्थित: बाबा, प्रकाशकाका, शोभाआत्या, मी, अॅड. देवरे (फोनवर)\n\n"
            "- गट नं. २१४ चे तीन समान भाग; रस्त्याकडचा भाग विहिरीसह बाबांना\n"
            "- वाडा प्रकाशकाकांकडे, त्याबदल्यात आत्याला ₹ ४.५ लाख\n"
            "- मोजणी (भूमी अभिलेख) - अर्ज केला, फी ₹ ६,०००, तारीख जानेवारीत\n"
            "- सातबाऱ्यावर आजीचे नाव अजून आहे - मृत्यू दाखला लागेल\n"
            "- वाटणीपत्राची नोंदणी फेब्रुवारीत निफाडला; सर्वांनी आधार, पॅन घेऊन यावे\n"
            "- वकील फी ₹ २५,००० तिघांनी वाटून\n\nकाकांशी वाद मिटला - बाबा खूश!")


def t_satbara(r: random.Random, dt: datetime) -> str:
    return ("Gaon Namuna 7/12 (Satbara Utara) - digitally signed, mahabhumi.gov.in\n"
            "Gaon: Pimpalgaon Khurd   Taluka: Niphad   Jilha: Nashik\nBhumapan kramank / Gat: 214/1\n"
            "Kshetra: 1.04.00 H.R.   Pot kharab: 0.02.00\nBhogvatadarache nav: Vinayak Shridhar Kulkarni\n"
            "Ferfar kramank: 4417 (vatanipatra, nondani kr. 1142/2025)\nPik pahani 2025-26: soybean (kharip), "
            "kanda (rabbi)\nVihir: 1\n" + f"Date: {_dmy(dt)}")


def t_lawyer(r: random.Random, dt: datetime) -> str:
    return ("ADV. SUNIL DEORE, B.A., LL.B.\nCivil Court, Niphad, Dist. Nashik\n\n" + f"Date: {_dmy(dt)}\n\n"
            "Professional fees bill - partition of land Gat No. 214, Pimpalgaon Khurd\n"
            "Drafting of partition deed, search of title 30 years, attendance at registration: Rs. 25,000\n"
            "Mutation application and follow-up at Talathi/Mandal office: Rs. 5,000\nOut of pocket (stamp, "
            "xerox, travel): Rs. 2,400\nTotal: Rs. 32,400 - received by UPI from Shri Aniruddha Kulkarni on behalf "
            "of the family. Thank you.")


# --------------------------------------------------------------------------- resources


def t_modak_mr(r: random.Random, dt: datetime) -> str:
    return ("उकडीचे मोदक (२१ मोदक)\n\nसाहित्य:\nसारणासाठी - २ वाट्या खवलेला ओला नारळ, १ वाटी किसलेला गूळ, "
            "१ चमचा खसखस (भाजून), वेलची पूड, थोडे जायफळ\nउकडीसाठी - २ वाट्या सुवासिक तांदळाचे पीठ (आंबेमोहर), "
            "२ वाट्या पाणी, १ चमचा तूप, चिमूटभर मीठ\n\nकृती:\n"
            "१. नारळ व गूळ मंद आचेवर एकत्र शिजवा, गूळ वितळून मिश्रण कोरडे होईपर्यंत हलवत राहा. वेलची, खसखस घाला.\n"
            "२. पाण्यात तूप व मीठ घालून उकळी आणा, पीठ घालून ढवळा, झाकण ठेवून ५ मिनिटे वाफ येऊ द्या.\n"
            "३. उकड गरम असतानाच तेलाच्या हाताने मळून घ्या.\n"
            "४. लिंबाएवढा गोळा घेऊन पारी करा, कळ्या पाडा, सारण भरून मोदक बंद करा.\n"
            "५. केळीच्या पानावर / मलमलच्या कपड्यावर ठेवून १०-१२ मिनिटे वाफवा.\nवरून साजूक तूप घालून गरम वाढा. "
            "- आईची पद्धत")


def t_puranpoli(r: random.Random, dt: datetime) -> str:
    return ("Puran Poli - Aai's recipe (typed from her notebook)\n\nPuran: 1 cup chana dal, 1 cup grated jaggery, "
            "1/2 tsp elaichi-jaiphal powder, pinch of salt\nDough: 1 cup wheat flour (fine, kanik), 1/4 cup maida, "
            "pinch of haldi, 3 tbsp oil, water - dough very soft, rest 2 hours\n\n1. Cook dal in cooker 3 whistles, "
            "drain (keep water for katachi amti).\n2. Cook dal + jaggery till it holds a spoon upright, pass through "
            "puran yantra.\n3. Stuff, roll thin with rice flour, roast on tava with ghee both sides.\n"
            "Serve with ghee / milk / katachi amti. Holi and Padwa.")


def t_aarti_mr(r: random.Random, dt: datetime) -> str:
    return ("श्री गणपतीची आरती\n\nसुखकर्ता दुःखहर्ता वार्ता विघ्नाची।\nनुरवी पुरवी प्रेम कृपा जयाची।\n"
            "सर्वांगी सुंदर उटी शेंदुराची।\nकंठी झळके माळ मुक्ताफळांची॥ १ ॥\n\n"
            "जय देव जय देव जय मंगलमूर्ती।\nदर्शनमात्रे मनकामना पुरती॥ धृ. ॥\n\n"
            "रत्नखचित फरा तुज गौरीकुमरा।\nचंदनाची उटी कुंकुमकेशरा।\nहिरेजडित मुकुट शोभतो बरा।\n"
            "रुणझुणती नूपुरे चरणी घागरिया॥ २ ॥\n\nलंबोदर पीतांबर फणिवरबंधना।\nसरळ सोंड वक्रतुंड त्रिनयना।\n"
            "दास रामाचा वाट पाहे सदना।\nसंकटी पावावे निर्वाणी रक्षावे सुरवरवंदना॥ ३ ॥\n\n"
            "(सोसायटी गणेशोत्सव आरती संग्रह - पान १)")


def t_chalisa_hi(r: random.Random, dt: datetime) -> str:
    return ("श्री हनुमान चालीसा\n\nदोहा\nश्रीगुरु चरन सरोज रज, निज मनु मुकुरु सुधारि।\n"
            "बरनउँ रघुबर बिमल जसु, जो दायकु फल चारि॥\nबुद्धिहीन तनु जानिके, सुमिरौं पवन-कुमार।\n"
            "बल बुधि बिद्या देहु मोहिं, हरहु कलेस बिकार॥\n\nचौपाई\nजय हनुमान ज्ञान गुन सागर।\nजय कपीस तिहुँ लोक "
            "उजागर॥\n"
            "राम दूत अतुलित बल धामा।\nअंजनि-पुत्र पवनसुत नामा॥\nमहाबीर बिक्रम बजरंगी।\nकुमति निवार सुमति के संगी॥\n")


def t_panchang(r: random.Random, dt: datetime) -> str:
    return ("Panchang 2026 - important dates (from Kalnirnay)\n\nGudhi Padwa: 19 Mar\nRam Navami: 27 Mar\n"
            "Akshaya Tritiya: 20 Apr\nAshadhi Ekadashi: 25 Jul\nNarali Purnima / Raksha Bandhan: 28 Aug\n"
            "Ganesh Chaturthi: 14 Sep   Anant Chaturdashi: 24 Sep\nNavratri ghatasthapana: 11 Oct   Dasara: 20 Oct\n"
            "Diwali - Lakshmi Pujan: 8 Nov   Padwa: 10 Nov   Bhaubeej: 11 Nov\nTripurari Purnima: 24 Nov\n"
            "Shraddha (Baba's father) - Bhadrapad vadya ashtami")


def t_manual(title: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\nOWNER'S MANUAL\n\n{body}\n\nFor service call 1800 180 9999 or register on the app."
    return f


def t_diet(r: random.Random, dt: datetime) -> str:
    return ("DIET CHART FOR TYPE 2 DIABETES (1600 kcal, vegetarian)\nFrom: Diabetes Association patient education "
            "series\n\n"
            "Early morning: 1 cup tea without sugar + 5 soaked almonds\nBreakfast: 2 besan chilla / 1 bowl poha with "
            "vegetables / 2 idli with sambar\nMid-morning: 1 guava or orange\nLunch: 2 phulka (jowar/wheat), 1 bowl "
            "dal, 1 bowl sabzi, salad, curd\nEvening: roasted chana, buttermilk\nDinner: 1 bhakri, sabzi, dal or "
            "khichdi with vegetables\nAvoid: sugar, sweets, fruit juices, maida, fried farsan, rice at night\n"
            "Walk 30-40 minutes daily; check sugar before and after walking if on insulin.")


def t_sample_paper(r: random.Random, dt: datetime) -> str:
    return ("CENTRAL BOARD OF SECONDARY EDUCATION\nSample Question Paper 2025-26\nClass X - MATHEMATICS STANDARD "
            "(041)\n"
            "Time allowed: 3 hours   Maximum marks: 80\n\nGeneral instructions: 1. This question paper contains 38 "
            "questions. 2. Section A has 18 MCQs and 2 assertion-reason questions of 1 mark each...\n\n"
            "SECTION A\n1. If the HCF of 65 and 117 is expressible in the form 65n - 117, then the value of n is\n"
            "(a) 4 (b) 2 (c) 1 (d) 3\n2. The zeroes of the polynomial x^2 - 3x - m(m+3) are ...")


def t_guidance(r: random.Random, dt: datetime) -> str:
    return ("GUIDANCE NOTE ON TAX AUDIT UNDER SECTION 44AB OF THE INCOME-TAX ACT, 1961\n(Revised 2024 Edition)\n"
            "Direct Taxes Committee, The Institute of Chartered Accountants of India, New Delhi\n\n"
            "Foreword ... The Guidance Note has been revised to incorporate the amendments made by the Finance Act, "
            "2024 and the changes notified in Form 3CD ... Chapter 1 Introduction; Chapter 2 Audit Report Form 3CA "
            "and 3CB; Chapter 3 Clause-wise analysis of Form 3CD ... Clause 22: amount of interest inadmissible under "
            "section 23 of the MSMED Act, 2006 ...")


def t_seminar_slides(r: random.Random, dt: datetime) -> str:
    return ("GST - Annual Return & Reconciliation (GSTR-9 / 9C) for FY 2024-25\nCA Mandar Khare | Pune Branch of WIRC "
            f"of ICAI | {_dmy(dt)}\n\n1. Who must file: turnover > 2 cr (GSTR-9), > 5 cr (GSTR-9C self-certified)\n"
            "2. Table 6, 8 - ITC reconciliation with GSTR-2B; Table 8A auto-populated\n3. Table 12, 13 - ITC of "
            "previous year claimed in current year\n4. Late fee Rs. 200/day capped at 0.5% of turnover\n"
            "5. Common errors: RCM on rent from unregistered person, blocked credit u/s 17(5), ...")


def t_fin_act(r: random.Random, dt: datetime) -> str:
    return ("MEMORANDUM EXPLAINING THE PROVISIONS IN THE FINANCE BILL, 2026\n\nIntroduction\nThe provisions of the "
            "Finance Bill, 2026 relating to direct taxes seek to amend the Income-tax Act, 2025 ... in order to "
            "carry forward the policies of the Government ...\nA. RATES FOR DEDUCTION OF INCOME-TAX AT SOURCE DURING "
            "THE TAX YEAR 2026-27 ...\nB. Rationalisation of TDS/TCS provisions ... C. Measures to reduce "
            "litigation ...")


def t_ebook_pdf(title: str, author: str, para: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\n{author}\n\n{para}"
    return f


# --------------------------------------------------------------------------- the old Dell laptop (Archive Backup)


def t_old_tally_note(r: random.Random, dt: datetime) -> str:
    return ("Tally backup - KDA clients FY 2018-19\nCompanies: 10021 Shree Ganesh Traders, 10024 Mahalaxmi Sweets, "
            "10031 Kale Brothers, 10040 Rane Medical\nData path D:\\Tally.ERP9\\Data  - restore with Tally.ERP 9 "
            "release 6.6\nLast backup: " + _dmy(dt))


def t_old_cv(r: random.Random, dt: datetime) -> str:
    return ("ANIRUDDHA VINAYAK KULKARNI, B.Com, ACA\nPune | +91 98220 44172 | aniruddha.kulkarni@gmail.com\n\n"
            "Experience\nSterling Hart & Co. LLP, Pune - Audit Manager (2012-2014), Assistant Manager (2010-2012), "
            "Senior Associate (2008-2010): statutory audits of listed auto-component and pharma companies, "
            "IFRS reporting packs, internal control testing under clause 49.\n"
            "Bapat Gokhale & Co., Pune - Articled Assistant (2004-2007)\n\nEducation\nChartered Accountant, ICAI - "
            "May 2008\nB.Com, BMCC Pune - 2004, First Class")


def t_old_budget(r: random.Random, dt: datetime) -> str:
    return ("Month;Rent;Groceries;Petrol;LIC;RD;Misc\n" +
            "\n".join(f"{m} 2017;16000;{r.randint(7000, 9000)};{r.randint(2500, 3500)};4017;5000;"
                      f"{r.randint(2000, 6000)}"
                      for m in ("Jan", "Feb", "Mar", "Apr", "May", "Jun")))


def t_old_client_letter(r: random.Random, dt: datetime) -> str:
    return (f"{FIRM_HEAD}\n\n{_dmy(dt)}\n\nTo,\nThe Income Tax Officer, Ward 3(2), Pune\n\n"
            "Sub: Submission in the matter of Shri Rajesh Gadgil, PAN ACTPG7724B, A.Y. 2017-18 - notice u/s 142(1)\n\n"
            "Sir, with reference to the above notice we submit the bank statements, the capital gains working on "
            "sale of the flat at Kothrud and the investment in 54EC bonds of REC Ltd. ...\n(old laptop copy)")


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
        dt = (NOW - timedelta(days=age)).replace(tzinfo=None)
        if callable(content):
            content = content(r, dt)
        if isinstance(content, bytes):
            return content
        ext = rel.rsplit(".", 1)[-1].lower()
        if ext == "pdf":  # the PDF writer drops parentheses: keep "143(1)" legible as "143[1]"
            return _pdf(_latin1(re.sub(r"(?<=\w)\((\w{1,5})\)", r"[\1]", content)))
        if ext == "docx":
            return _rezip(_docx(content))
        if ext == "xlsx":
            return _xlsx(content)
        if ext in ("jpg", "jpeg"):
            return _jpeg(r, dt if content == "exif" else None)
        if ext == "png":
            return _png(r)
        if ext == "heic":
            return _blob(r, HEIC_HEAD, 900)
        if rel.startswith("Desktop/") and ext == "txt":
            return content.replace("\n", "\r\n").encode("utf-8")
        return content.encode("utf-8")

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False) -> None:
        assert all(i.rel != rel for i in items), rel
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def photo(folder: str, bucket: str, topic: str, age: float, exif: bool = True) -> None:
        taken = (NOW - timedelta(days=age)).replace(tzinfo=None, hour=r.randint(7, 21), minute=r.randint(0, 59),
                                                     second=r.randint(0, 59))
        name = f"IMG_{taken:%Y%m%d_%H%M%S}.jpg" if exif else f"IMG-{taken:%Y%m%d}-WA{r.randint(1, 60):04d}.jpg"
        add(f"{folder}/{name}", bucket, topic, age, lambda r, dt: _jpeg(r, taken if exif else None))

    wa_seq = [0]

    def wa(age: float, ext: str) -> str:
        wa_seq[0] += 1
        dt = NOW - timedelta(days=age)
        return f"WhatsApp Documents/DOC-{dt:%Y%m%d}-WA{(wa_seq[0] * 7) % 23 + 1:04d}.{ext}"

    def exe(r: random.Random, dt: datetime) -> bytes:
        return _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00", 2400)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    dl, desk, docs, scans, y25 = "Downloads", "Desktop", "Documents", "Documents/Scanned Documents", "Documents/2025"

    # ------------------------------------------------------------ the new flat (Projects Home)
    d = f"{docs}/New Flat - Sankalp Aranya"
    add(f"{d}/Booking/Allotment letter C-1102.pdf", P, "Home", 288, t_allotment)
    add(f"{d}/Booking/Cost sheet C-1102 final.xlsx", P, "Home", 292, lambda r, dt: (
        "Particular;Amount (Rs.)\nCarpet area (sq ft);874.8\nRate per sq ft carpet;11,031\nAgreement value;96,50,000\n"
        "Stamp duty 5% + metro cess 1%;5,79,000\nRegistration;30,000\nGST 5% (under construction);4,82,500\n"
        "Maintenance deposit 24 months;1,20,000\nSociety formation + legal;25,000\nMSEDCL meter & water connection;"
        "45,000\nTotal cost of ownership;1,09,31,500\nOffer: no floor rise till 12th, parking included;"))
    add(f"{d}/Booking/Sankalp Aranya brochure.pdf", P, "Home", 300, t_brochure)
    add(f"{d}/Agreement/Agreement for Sale - C-1102 (registered).pdf", P, "Home", 199, t_agreement)
    add(f"{d}/Agreement/Index II.pdf", P, "Home", 198, t_index2)
    add(f"{d}/Agreement/Stamp duty GRAS challan.pdf", P, "Home", 201, t_gras)
    add(f"{d}/Loan/Sanction letter Vasundhara Bank.pdf", P, "Home", 222, t_sanction)
    add(f"{d}/Loan/Valuation report.pdf", P, "Home", 230, t_valuation)
    add(f"{d}/Loan/docs given to bank.txt", P, "Home", 235, t_loan_checklist)
    add(f"{d}/Loan/Loan account statement May26.pdf", P, "Home", 3, t_loan_stmt)
    add(f"{d}/Loan/Disbursement request 7th slab.docx", P, "Home", 2, t_disb_request)
    add(f"{d}/Demand letters/Demand - plinth.pdf", P, "Home", 190, t_demand(2))
    add(f"{d}/Demand letters/Demand - 2nd slab.pdf", P, "Home", 120, t_demand(3))
    add(f"{d}/Demand letters/Demand - 4th slab.pdf", P, "Home", 52, t_demand(4))
    add(f"{d}/Payment tracker C-1102.xlsx", P, "Home", 6, lambda r, dt: (
        "Date;Stage;Demand;Own contribution;Bank disbursed;GST paid;Receipt no\n"
        "14/08/2025;Booking;2,00,000;2,00,000;0;10,000;SR/R/1182\n28/08/2025;Balance "
        "10%;7,65,000;7,65,000;0;38,250;SR/R/1240\n"
        "14/11/2025;Agreement 10%;9,65,000;9,65,000;0;48,250;SR/R/1466\n20/12/2025;Plinth "
        "15%;14,47,500;0;14,47,500;72,375;"
        "SR/R/1580\n05/02/2026;2nd slab 5%;4,82,500;0;4,82,500;24,125;SR/R/1702\n17/04/2026;4th slab 5%;4,82,500;0;"
        "4,82,500;24,125;SR/R/1851\n;7th slab 5%;4,82,500;;pending;;"))
    add(f"{d}/interiors ideas.txt", P, "Home", 40, lambda r, dt: (
        "C-1102 interiors - ideas (no hurry, possession 2027)\n- modular kitchen: L-shape, tall unit for "
        "microwave+oven\n"
        "- study: wall unit + desk for Arjun, Sanika may be in hostel\n- balcony enclosure not allowed by builder, "
        "check\n"
        "- Madhura wants devghar in teak, east wall\n- budget 12-15 L, ask Shreeji (office interiors guy) for quote "
        "later\n"
        "- AC points in all 3 rooms; inverter wiring; geyser in both bathrooms"))
    add(f"{d}/RERA certificate P52100051234.pdf", P, "Home", 295, lambda r, dt: (
        "MAHARASHTRA REAL ESTATE REGULATORY AUTHORITY\nFORM 'C' [see rule 6(a)]\nRegistration Certificate of Project\n"
        f"This registration is granted under section 5 of the Act to the following project under project registration "
        f"number {RERA}\nProject: SANKALP ARANYA PHASE II, Plot bearing S. No. 41/2, Punawale, Pune\n"
        "Promoter: Sankalp Realty LLP, Pune\nValidity: 15/03/2024 to 30/06/2028\nSignature and seal of the Secretary, "
        "MahaRERA"))
    add(f"{dl}/Sankalp_Aranya_Floor_Plan_TowerC.pdf", P, "Home", 305, lambda r, dt: (
        "SANKALP ARANYA PH II - TOWER C - TYPICAL FLOOR PLAN (FLOORS 2-22)\nUnits 01 to 06 per floor, 4 lifts, 2 "
        "staircases\n"
        "Unit 02: 2 BHK + study, carpet 874.8 sq ft, east facing\nLiving 11'0\" x 17'6\", Kitchen 8'0\" x 10'0\", "
        "Master bed "
        "11'0\" x 13'0\", Bed 2 10'6\" x 11'0\", Study 7'6\" x 8'0\"\nNot to scale. Dimensions are finished wall to "
        "wall."))
    add(f"{dl}/HL_Sanction_Letter_HL0046213987.pdf", P, "Home", 223, t_sanction)
    add(f"{dl}/Demand_Letter_C1102_7th_Slab.pdf", P, "Home", 8, t_demand(5))
    add(f"{desk}/Sankalp demand 7th slab.pdf", P, "Home", 7, t_demand(5))
    for age in (250, 181, 120, 64, 21, 6):
        photo("Pictures/Flat site visits", P, "Home", age)
    add(f"{dl}/document (2).pdf", P, "Home", 50, t_demand(4), hard=True)
    add(wa(73, "pdf"), P, "Home", 73, t_flat_update, hard=True)
    add(f"{desk}/New Text Document (2).txt", P, "Home", 10, t_own_contrib, hard=True)
    add(f"{scans}/scan_0014.pdf", P, "Home", 199, t_reg_receipt, hard=True)
    add(f"{dl}/GetDocument.pdf", P, "Home", 45, t_disb_advice, hard=True)
    add(f"{dl}/message.eml", P, "Home", 7, t_bank_mail, hard=True)

    # ------------------------------------------------------------ Sanika's admission (Projects Education)
    d = f"{docs}/Sanika Admission 2026"
    add(f"{d}/JEE Main/JEE Main 2026 Session 1 scorecard.pdf", P, "Education", 108, t_jee(1))
    add(f"{d}/JEE Main/JEE Main 2026 confirmation page.pdf", P, "Education", 215, lambda r, dt: (
        "JEE (Main) 2026 - CONFIRMATION PAGE (Session 1)\nApplication No.: 260310014417\nCandidate: SANIKA ANIRUDDHA "
        "KULKARNI   DOB: 09/09/2008\nPaper: B.E./B.Tech.   Medium: English\nExam city choices: Pune, Pimpri-Chinchwad, "
        "Nashik, Satara\nClass 12 / equivalent: Maharashtra State Board, appearing 2026\nFee paid: Rs. 1,000 (female, "
        f"General)   Date: {_dmy(dt)}"))
    add(f"{d}/MHT-CET/MHT CET 2026 hall ticket.pdf", P, "Education", 50, t_cet_admit)
    add(f"{d}/MHT-CET/MHT-CET 2026 result.pdf", P, "Education", 14, t_cet_result)
    add(f"{d}/HSC result 2026.pdf", P, "Education", 9, t_hsc)
    add(f"{d}/college list with cutoffs.xlsx", P, "Education", 12, t_pref_list)
    add(f"{d}/hostel options.docx", P, "Education", 11, t_hostel)
    add(f"{d}/fees comparison.xlsx", P, "Education", 5, t_fees_cmp)
    add(f"{d}/Documents for CAP/Aadhaar Sanika.pdf", P, "Education", 30, lambda r, dt: (
        "Unique Identification Authority of India\nGovernment of India\nSanika Aniruddha Kulkarni\nDOB: 09/09/2008   "
        "FEMALE\n"
        "XXXX XXXX 4417\nAadhaar - Aam Aadmi ka Adhikar\nAddress: D/O Aniruddha Kulkarni, B-704 Shubhankar Heights, "
        "Baner, "
        "Pune, Maharashtra - 411045"))
    add(f"{d}/Documents for CAP/SSC marksheet 2024.pdf", P, "Education", 31, lambda r, dt: (
        "CENTRAL BOARD OF SECONDARY EDUCATION\nSECONDARY SCHOOL EXAMINATION 2024 - MARKS STATEMENT CUM CERTIFICATE\n"
        "Roll No. 14417723   Name: SANIKA ANIRUDDHA KULKARNI\nSchool: 30412 Vidyavardhini English Medium School, "
        "Baner\n"
        "English 92, Hindi 88, Mathematics 97, Science 95, Social Science 90, Information Technology 98\nResult: PASS"))
    add(f"{d}/Documents for CAP/Leaving certificate junior college.pdf", P, "Education", 6, lambda r, dt: (
        "NEW ERA JUNIOR COLLEGE OF SCIENCE, Aundh, Pune\nSCHOOL LEAVING CERTIFICATE\nGen. Reg. No.: J-2241\n"
        "Name: Sanika Aniruddha Kulkarni   Mother: Madhura\nNationality: Indian   Religion/Caste: Hindu - Brahmin\n"
        "Date of birth: 09/09/2008   Date of admission: 18/06/2024, Std XI Science\nProgress: Good   Conduct: Good\n"
        f"Date of leaving: {_dmy(dt)}   Standard: XII Science, passed HSC March 2026\nReason: completed course"))
    add(f"{d}/Prayas Academy/Prayas fee receipt.pdf", P, "Education", 300, t_coaching)
    add(f"{dl}/Information_Brochure_CAP_FE_2026-27.pdf", P, "Education", 2, lambda r, dt: (
        "STATE COMMON ENTRANCE TEST CELL, MAHARASHTRA STATE\nINFORMATION BROCHURE\nfor admission to First Year of "
        "Under Graduate Technical Courses in Engineering and Technology for the academic year 2026-27\n\n"
        "1. Eligibility ... 2. Types of candidature (Type A - Maharashtra State candidates) ... 3. Seat distribution: "
        "home university 70%, other than home university 30%, All India 15% ... 4. Centralized Admission Process ..."))
    add(f"{dl}/MHTCET2026_Application_Form.pdf", P, "Education", 160, lambda r, dt: (
        "MHT-CET 2026 APPLICATION FORM (PCM)\nApplication No.: 2611047712\nName: SANIKA ANIRUDDHA KULKARNI\n"
        "Candidature: Type A   Category: OPEN   Minority: No\nHSC board: Maharashtra, appearing 2026\n"
        f"Fee: Rs. 1,200 paid on {_dmy(dt)}\nExam centre preference: Pune"))
    add(f"{dl}/josaa_2026_business_rules.pdf", P, "Education", 3, lambda r, dt: (
        "JOINT SEAT ALLOCATION AUTHORITY (JoSAA) 2026\nBusiness Rules for Joint Seat Allocation for the Academic "
        "Programs offered by the IITs, NITs, IIEST, IIITs and Other-GFTIs for the Academic Year 2026-27\n"
        "1. Registration and choice filling ... 2. Mock seat allocation ... 3. Freeze, float and slide ..."))
    add(f"{d}/Arjun Class 10 fee circular.pdf", A, "Education", 28, t_school_circ)
    add(f"{dl}/document.pdf", P, "Education", 40, t_jee(2), hard=True)
    add(wa(4, "pdf"), P, "Education", 4, t_cet_notice, hard=True)
    add(f"{desk}/New Microsoft Excel Worksheet.xlsx", P, "Education", 12, t_pref_list, hard=True)
    add(f"{scans}/scan_0021.pdf", P, "Education", 62, t_domicile, hard=True)
    add(f"{dl}/invite.ics", P, "Education", 2, t_ics_dv, hard=True)
    add(f"{dl}/receipt_1482203.pdf", P, "Education", 180, t_coaching, hard=True)
    add(f"{y25}/notes.txt", P, "Education", 200, t_seminar_notes, hard=True)

    # ------------------------------------------------------------ the office move (Projects Accountancy)
    d = f"{docs}/KDA Firm/New Office Karve Road"
    add(f"{d}/Leave and licence - final draft.docx", P, "Accountancy", 25, t_ll_draft)
    add(f"{d}/Shreeji interiors quotation rev2.pdf", P, "Accountancy", 33, t_interior_quote)
    add(f"{d}/Ergo furniture quote.pdf", P, "Accountancy", 26, t_furniture_quote)
    add(f"{d}/GST REG-14 acknowledgement.pdf", P, "Accountancy", 1, t_reg14_ack)
    add(f"{d}/client intimation mail.eml", P, "Accountancy", 3, t_move_mail)
    add(f"{d}/floor plan 305.png", P, "Accountancy", 60, "")
    add(f"{d}/new letterhead.docx", P, "Accountancy", 8, lambda r, dt: (
        "KULKARNI DESHPANDE & ASSOCIATES\nChartered Accountants\n" + NEW_OFFICE + "\n"
        "020-2445 6612 | office@kdaca.in | www.kdaca.in | GSTIN 27AAKFK3391R1ZT | FRN 118742W\n\n"
        "[letter body]\n\nCA Aniruddha Kulkarni, FCA, Partner      CA Rohit Deshpande, FCA, DISA, Partner"))
    add(f"{d}/ICAI address change steps.txt", P, "Accountancy", 9, lambda r, dt: (
        "ICAI - change of address of firm\n1. SSP portal > firm login > Form 18 (change in particulars of firm)\n"
        "2. upload L&L agreement copy + electricity bill of new premises\n3. both partners approve with OTP\n"
        "4. fee Rs. 500? check\n5. update peer review certificate address afterwards\n6. articles' principal address "
        "also changes - inform WIRC BOS (Form 109?)"))
    for age in (58, 30, 4):
        photo(f"{d}/site photos", P, "Accountancy", age)
    add(f"{dl}/Quotation_Q-0412.pdf", P, "Accountancy", 41, t_interior_quote, hard=True)
    add(f"{desk}/checklist.txt", P, "Accountancy", 5, t_shift_checklist, hard=True)
    add(f"{y25}/Doc2.docx", P, "Accountancy", 170, t_ll_draft, hard=True)
    add(wa(27, "pdf"), P, "Accountancy", 27, t_furniture_quote, hard=True)

    # ------------------------------------------------------------ father's cataract (Projects Health)
    d = f"{docs}/Aai Baba/Baba cataract 2026"
    add(f"{d}/Left eye discharge summary.pdf", P, "Health", 110, t_discharge)
    add(f"{d}/Left eye final bill.pdf", P, "Health", 110, lambda r, dt: (
        f"{HOSP}\nFINAL BILL (IPD)\nBill No.: DN/IP/26/0388   Date: {_dmy(dt)}\nPatient: Vinayak S. Kulkarni, 74 M\n"
        "Procedure: Phaco + IOL, left eye\nPackage charges: 36,000\nIOL (AcrySof IQ): 14,500\nPharmacy & consumables: "
        "3,850\n"
        "Pre-op investigations: 3,500\nGross: 57,850\nLess: TPA approved (cashless): 40,000\nLess: co-pay 20% "
        "adjusted\n"
        "Paid by patient: Rs. 17,850 (card)"))
    add(f"{d}/claim form part A signed.pdf", P, "Health", 105, lambda r, dt: (
        "CLAIM FORM - PART A (to be filled by the insured)\nArogya Shield Health Insurance Co. Ltd.\n"
        "Policy No.: ASH/SC/2025/0041127   Insured: Vinayak Shridhar Kulkarni\nHospital: Drushti Netralaya, Nashik\n"
        "Date of admission: 10/02/2026   Discharge: 11/02/2026\nClaim type: reimbursement of pre/post "
        "hospitalisation expenses Rs. 6,240 (bills attached)\nBank for NEFT: SBI Gangapur Road, a/c ending 4471"))
    add(f"{d}/biometry report OD.pdf", P, "Health", 40, lambda r, dt: (
        "DRUSHTI NETRALAYA - OPTICAL BIOMETRY (IOLMaster 700)\nPatient: Vinayak Kulkarni   Eye: OD\n"
        "AL 23.41 mm   K1 43.50 D   K2 44.75 D   ACD 2.91 mm\nSRK/T: AcrySof IQ SN60WF target -0.25: +21.0 D\n"
        "Astigmatism 1.25 D @ 92 - toric IOL may be considered\n" + f"Date: {_dmy(dt)}"))
    add(f"{d}/Baba appointment 18 June.txt", P, "Health", 6, lambda r, dt: (
        "बाबा - उजव्या डोळ्याचे ऑपरेशन\nगुरुवार १८ जून, सकाळी ८ वाजता, उपाशीपोटी\nडॉ. घारपुरे, दृष्टी नेत्रालय\n\n"
        "- १७ तारखेला मी नाशिकला पोहोचणार (ऑफिस शिफ्टिंग नंतर)\n- cashless approval आले आहे (Medisafe)\n"
        "- Telma चालू ठेवायची, Ecosprin ५ दिवस आधी बंद - डॉक्टरांनी सांगितले\n- काळा चष्मा, shield घरी आहे"))
    add(wa(109, "pdf"), P, "Health", 109, t_discharge, hard=True)
    add(f"{dl}/ViewPdf.pdf", P, "Health", 5, t_preauth, hard=True)
    add(f"{scans}/scan_0027.pdf", P, "Health", 20, t_preop, hard=True)
    add(f"{dl}/document (1).pdf", P, "Health", 12, t_cat_estimate, hard=True)

    # ------------------------------------------------------------ Kerala (Projects Travel)
    d = f"{docs}/Kerala Trip Oct 2026"
    add(f"{d}/IndiGo booking PNQ-COK.pdf", P, "Travel", 44, t_flight)
    add(f"{d}/Houseboat voucher Alleppey.pdf", P, "Travel", 30, t_houseboat)
    add(f"{d}/Munnar hotel options.txt", P, "Travel", 50, lambda r, dt: (
        "Munnar - 2 nights 18-19 Oct\n1. Misty Ridge Resort, Chithirapuram - 7,800/night, valley view, agent's pick\n"
        "2. Tea County (KTDC) - 6,200, near town, good reviews for food\n3. Blanket Hotel - 11,000, too costly\n"
        "-> go with agent's package, ask for family room with extra bed for Arjun"))
    add(f"{d}/Kerala budget.xlsx", P, "Travel", 45, lambda r, dt: (
        "Item;Estimate;Paid\nFlights 4 pax;38,416;38,416\nSahyadri package;1,30,200;40,000\nGuruvayur detour "
        "(taxi);6,000;\n"
        "Food outside package;15,000;\nShopping (spices, Kasavu saree);12,000;\nTips and "
        "misc;8,000;\nTotal;2,09,616;78,416"))
    add(f"{dl}/Kerala_Tourism_Travel_Guide.pdf", P, "Travel", 60, lambda r, dt: (
        "KERALA TOURISM - TRAVELLER'S GUIDE\nGod's Own Country\nBest time: September to March. Post-monsoon "
        "(Sept-Oct) is lush and green, with occasional showers.\nBackwaters: Alappuzha, Kumarakom. Hill stations: "
        "Munnar, Wayanad, Vagamon. Wildlife: Periyar (Thekkady). Beaches: Kovalam, Varkala.\nResponsible tourism: "
        "avoid plastic on houseboats; respect temple dress codes."))
    add(f"{desk}/Kerala hotels shortlist.docx", P, "Travel", 52, lambda r, dt: (
        "Kerala Oct - hotels shortlist\nKochi: Fort Harbour Residency (agent) / Old Harbour Hotel (pricey)\n"
        "Thekkady: Spice Village Inn - ok\nKovalam: Uday Samudra / Turtle on the Beach - ask agent for sea view "
        "upgrade\n"
        "Houseboat: 2-bedroom AC, insist on Punnamada start, not Kumarakom"))
    add(f"{dl}/invoice_INV2604188.pdf", P, "Travel", 44, t_agent_invoice, hard=True)
    add(f"{desk}/list.txt", P, "Travel", 3, t_packing, hard=True)
    add(wa(40, "pdf"), P, "Travel", 40, t_itinerary, hard=True)

    # ------------------------------------------------------------ the firm and its clients (Areas Accountancy)
    d = f"{docs}/KDA Firm/Clients"
    for c in CLIENTS[:4]:
        for age in (12, 42):
            mon = (NOW - timedelta(days=age + 20)).strftime("%b%y")
            add(f"{d}/{c['name']}/GST/3B working {mon}.xlsx", A, "Accountancy", age, t_3b_working(c))
    c0, c1, c3, c6 = CLIENTS[0], CLIENTS[1], CLIENTS[3], CLIENTS[6]
    add(f"{d}/{c0['name']}/Notices/ASMT-10 FY 2023-24.pdf", A, "Accountancy", 60, t_asmt10(c0))
    add(f"{d}/{c0['name']}/Notices/Reply to ASMT-10 draft.docx", A, "Accountancy", 20, lambda r, dt: (
        f"{FIRM_HEAD}\n\nTo, The State Tax Officer, Ward 412, Pune\n\nSub: Reply in Form GST ASMT-11 to notice in "
        f"ASMT-10 - {c0['name']} - GSTIN {c0['gstin']} - FY 2023-24\n\nThe differences pointed out are explained as "
        "under:\n"
        "1. ITC difference: credit of Rs. 1,12,400 relates to invoices of March 2024 uploaded by suppliers in April "
        "2024 "
        "(reflected in GSTR-2B of April 2024); reconciliation enclosed.\n2. Outward supply difference: credit notes "
        "of Rs. 2,84,000 issued for rate difference, reported in GSTR-1 Table 9B but omitted in 3B; tax already "
        "adjusted "
        "in the next month.\nWe request that the proceedings be dropped. [DRAFT - check figures with Pallavi]"))
    add(f"{d}/{c1['name']}/Audit FY 2025-26/stock count instructions.docx", A, "Accountancy", 64, lambda r, dt: (
        "PATIL AUTO COMPONENTS PVT. LTD. - PHYSICAL VERIFICATION OF INVENTORY AS AT 31 MARCH 2026\n"
        "Instructions to count teams (issued by management, observed by auditors KDA)\n1. Production to stop at 6 pm "
        "on "
        "31 March; no movement of material till count is complete.\n2. Two-member teams; tags pre-numbered 0001-0600.\n"
        "3. WIP to be counted with stage of completion.\n4. Scrap and rejected material to be weighed separately.\n"
        "5. Goods of third parties (job work) to be segregated and listed."))
    add(f"{d}/{c1['name']}/Audit FY 2025-26/debtors confirmation list.xlsx", A, "Accountancy", 55, lambda r, dt: (
        "Party;Balance 31-03-2026;Letter sent;Reply;Difference\n" + "\n".join(
            f"{n};{r.randint(200000, 4800000)};{_dmy(dt)};{r.choice(['confirmed', 'pending', 'differs'])};"
            f"{r.choice([0, 0, r.randint(1000, 90000)])}" for n in
            ("Mahindra Vehicle Mfg", "Tata Autocomp", "Bharat Forge", "Kinetic Engg", "Force Motors Chakan",
             "Lumax Industries", "Sandhar Tech", "Minda Corp"))))
    add(f"{d}/{c3['name']}/Tax audit AY 2025-26/Form 3CD.pdf", A, "Accountancy", 240, t_3cd)
    add(f"{d}/{c3['name']}/DRC-01A intimation FY 2021-22.pdf", A, "Accountancy", 40, lambda r, dt: (
        "FORM GST DRC-01A\nIntimation of tax ascertained as being payable under section 73(5)/74(5)\n"
        f"Case ID: AD270{r.randint(10**8, 10**9 - 1)}   Date: {_dmy(dt)}\nGSTIN: {c3['gstin']}   Name: {c3['name']}\n"
        "Period: 2021-22\nThe tax, interest and penalty ascertained: ITC availed on invoices not reflected in GSTR-2A "
        "Rs. 3,86,220 plus interest u/s 50. You may pay within 30 days or file submissions in Part B."))
    add(f"{d}/{CLIENTS[2]['name']}/TDS/26Q Q4 FY 2025-26 summary.pdf", A, "Accountancy", 30, lambda r, dt: (
        "FORM 27A - Control chart of TDS return\nTAN: PNEM14427F   Name of deductor: MAHALAXMI SWEETS AND FARSAN\n"
        "Form No.: 26Q   Quarter: Q4   FY 2025-26\nNo. of deductee records: 14   Amount paid: 11,48,200   TDS: 38,420\n"
        f"Token no.: 8812{r.randint(10**10, 10**11 - 1)}   Filed on: {_dmy(dt)} via TIN-FC"))
    add(f"{d}/{CLIENTS[5]['name']}/Payroll TDS/24Q Q4 working.xlsx", A, "Accountancy", 35, t_tds_calc)
    add(f"{d}/{CLIENTS[4]['name']}/GST/GSTR-1 summary Apr26.pdf", A, "Accountancy", 20, lambda r, dt: (
        f"GSTR-1 SUMMARY - {CLIENTS[4]['name']} - {CLIENTS[4]['gstin']}\nTax period: April 2026\n"
        f"B2B invoices: 46   Taxable: 18,42,310   IGST: 21,400   CGST: 1,54,880   SGST: 1,54,880\nB2C (others): "
        f"4,12,200\nHSN summary filed (6-digit)\nARN: AA2704260{r.randint(10**5, 10**6 - 1)}   Filed: {_dmy(dt)}"))
    add(f"{d}/{c6['name']}/ITR AY 2025-26/computation.pdf", A, "Accountancy", 290,
        t_itr_comp("Prashant Vasant Rane (prop. Rane Medical & General Stores)", "BCDPR3377H"))
    add(f"{d}/Individuals/Dr Amol Joshi/computation AY "
        "25-26.pdf", A, "Accountancy", 300, t_itr_comp(*INDIVIDUALS[0][:2]))
    add(f"{d}/Individuals/Rajesh Gadgil/143(1) intimation AY 25-26.pdf", A, "Accountancy", 260,
        t_143_1(*INDIVIDUALS[2][:2]))
    add(f"{dl}/GSTR3B_27AHKPB5512F1Z3_042026.pdf", A, "Accountancy", 12, lambda r, dt: (
        "FORM GSTR-3B [See rule 61(5)]\nYear 2026-27   Period April\n1. GSTIN 27AHKPB5512F1Z3\n2(a). Legal name of the "
        "registered person: GANESH BHOSALE\n2(b). Trade name: SHREE GANESH TRADERS\n3.1 Details of outward supplies: "
        "(a) taxable 24,18,500; (c) nil rated/exempted 6,12,300\n4. Eligible ITC: all other ITC 98,214\n"
        f"6.1 Payment of tax: paid through ITC and cash\nFiled on {_dmy(dt)}   ARN "
        f"AA270426{r.randint(10**6, 10**7 - 1)}"))
    d = f"{docs}/KDA Firm/Admin"
    add(f"{d}/Fee register FY 2025-26.xlsx", A, "Accountancy", 4, t_fee_register)
    add(f"{d}/Salary sheet May 2026.xlsx", A, "Accountancy", 1, t_salary_sheet)
    add(f"{d}/Salary sheet Apr 2026.xlsx", A, "Accountancy", 31, t_salary_sheet)
    add(f"{d}/KDA partnership deed 2014.pdf", A, "Accountancy", 1400, lambda r, dt: (
        "DEED OF PARTNERSHIP\nThis deed is made at Pune on 2nd June 2014 between CA Aniruddha Vinayak Kulkarni and CA "
        "Rohit Suresh Deshpande, both members of the Institute of Chartered Accountants of India, who have agreed to "
        "practise the profession of chartered accountancy in partnership under the name KULKARNI DESHPANDE & "
        "ASSOCIATES.\nProfit sharing 50:50. Capital Rs. 5,00,000 each. Remuneration and interest as per section "
        "40(b). Bankers: Vasundhara Bank, Tilak Road.\n(scanned copy)"))
    add(f"{d}/UDIN list 2025-26.xlsx", A, "Accountancy", 20, lambda r, dt: (
        "UDIN;Date;Client;Document;Partner\n" + "\n".join(
            f"26134772{''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}{r.randint(1000, 9999)};"
            f"{_dmy(dt - timedelta(days=i * 9))};{r.choice(CLIENTS)['name']};"
            f"{r.choice(UDIN_DOCS)};"
            f"{r.choice(['AVK', 'RSD'])}" for i in range(15))))
    add(f"{d}/Compliance calendar June 2026.xlsx", A, "Accountancy", 2, t_due_dates)
    add(f"{d}/Shubhankar society TDS 26Q Q4.pdf", A, "Society", 38, lambda r, dt: (
        "FORM 27A - Control chart of TDS return\nTAN: PNES22871D   Name of deductor: SHUBHANKAR HEIGHTS CO OP HSG SOC "
        "LTD\n"
        "Form No.: 26Q   Quarter: Q4   FY 2025-26\nDeductees: Elevo Lifts (194C), Shivshakti Security (194C), "
        "CA Vasant Oak (194J)\nTDS: 9,842   " + f"Filed on: {_dmy(dt)}"))
    for age in (80, 200, 380):
        add(f"{d}/CPE/CPE certificate {(NOW - timedelta(days=age)):%b %Y}.pdf", A, "Accountancy", age, t_cpe)
    for age, c in ((10, CLIENTS[0]), (40, CLIENTS[1]), (70, CLIENTS[3]), (130, CLIENTS[5])):
        add(f"{d}/Invoices/KDA invoice {c['name'].split()[0]} {(NOW - timedelta(days=age)):%b%y}.pdf", A,
            "Accountancy", age, t_fee_invoice(c))
    add(f"{desk}/GSTR-9 Kale Bros draft.xlsx", A, "Accountancy", 15, lambda r, dt: (
        "Table;Description;As per books;As per returns;Difference\n4A;B2C supplies;52,14,800;52,14,800;0\n"
        "4B;B2B supplies;1,84,22,410;1,83,98,110;24,300\n6A;Total ITC availed in 3B;18,42,200;18,42,200;0\n"
        "8A;ITC as per GSTR-2B;18,12,600;;29,600\n9;Tax paid;;;\nKale Brothers Hardware FY 2024-25 annual return;;;;"))
    add(f"{dl}/document (4).pdf", A, "Accountancy", 58, t_asmt10(c0), hard=True)
    add(f"{dl}/download.pdf", A, "Accountancy", 250, t_143_1(*INDIVIDUALS[0][:2]), hard=True)
    add(wa(52, "xlsx"), A, "Accountancy", 52, t_sales_register, hard=True)
    add(wa(29, "pdf"), A, "Accountancy", 29, t_client_bank(c6), hard=True)
    add(f"{desk}/New Microsoft Word Document.docx", A, "Accountancy", 34, t_drc_reply(c3), hard=True)
    add(f"{scans}/scan_0019.pdf", A, "Accountancy", 70, t_engagement(c1), hard=True)
    add(f"{dl}/Book1.xlsx", A, "Accountancy", 33, t_tds_calc, hard=True)
    add(f"{dl}/export (3).csv", A, "Accountancy", 44, t_gstr2b, hard=True)
    add(f"{dl}/message (1).eml", A, "Accountancy", 48, t_client_mail, hard=True)
    add(f"{y25}/Book2.xlsx", A, "Accountancy", 400, t_fee_register, hard=True)
    add(f"{y25}/scan0007.pdf", A, "Accountancy", 245, t_3cd, hard=True)
    add(f"{desk}/untitled.txt", A, "Accountancy", 66, t_call_notes, hard=True)
    add(f"{dl}/output.pdf", A, "Accountancy", 25, t_tds_challan, hard=True)
    add(f"{dl}/Report (2).pdf", A, "Accountancy", 380, t_peer_review, hard=True)
    add(wa(195, "docx"), A, "Accountancy", 195, t_partnership_deed, hard=True)
    add(f"{dl}/Untitled spreadsheet.xlsx", A, "Accountancy", 16, t_due_dates, hard=True)

    # ------------------------------------------------------------ accountancy reference (Resources), the past (Archive)
    d = f"{docs}/KDA Firm/Reference"
    add(f"{d}/Guidance Note on Tax Audit 2024.pdf", R, "Accountancy", 500, t_guidance)
    add(f"{d}/GSTR-9 9C seminar slides CA Khare.pdf", R, "Accountancy", 180, t_seminar_slides)
    add(f"{d}/Income-tax Act 2025 section mapping.xlsx", R, "Accountancy", 150, lambda r, dt: (
        "Subject;Income-tax Act 1961;Income-tax Act 2025\nTDS on salary;192;392\nTDS on contractors;194C;393\n"
        "Tax audit;44AB;63\nAdvance tax;208-211;403-405\nPresumptive business;44AD;58\nReturn of income;139;263\n"
        "Deduction for PPF/LIC;80C;123\nHealth insurance;80D;126\nDonations;80G;133"))
    add(f"{dl}/notfctn-09-2025-cgst-rate-english.pdf", R, "Accountancy", 250, t_gst_notif)
    add(f"{dl}/Finance_Bill_2026_Memorandum.pdf", R, "Accountancy", 120, t_fin_act)
    add(f"{dl}/document (11).pdf", R, "Accountancy", 60, t_circular, hard=True)
    add(f"{dl}/file.pdf", R, "Accountancy", 178, t_seminar_slides, hard=True)
    d = f"{docs}/Personal/Certificates"
    add(f"{d}/Articleship completion certificate.pdf", X, "Accountancy", 1450, t_articleship)
    add(f"{d}/CA Final marksheet May 2008.pdf", X, "Accountancy", 1450, t_ca_final)
    add(f"{d}/Sterling Hart relieving letter.pdf", X, "Accountancy", 1449, t_relieving)
    add(f"{d}/Sterling Hart offer letter 2008.pdf", X, "Accountancy", 1449, lambda r, dt: (
        "STERLING HART & CO. LLP\n12 August 2008\n\nDear Aniruddha,\nWe are pleased to offer you the position of "
        "Senior "
        "Associate - Assurance in our Pune office with effect from 1 September 2008. Your annual cost to company will "
        "be "
        "Rs. 6,40,000 as detailed in Annexure A. You will be on probation for six months. Please bring your ICAI "
        "membership certificate and relieving papers on joining.\nPartner - Human Capital"))

    # ------------------------------------------------------------ own money (Areas Finance)
    d = f"{docs}/Personal/Tax"
    add(f"{d}/AY 2025-26/ITR-V AY 2025-26.pdf", A, "Finance", 300, t_itrv)
    add(f"{d}/AY 2025-26/26AS AY 2025-26.pdf", A, "Finance", 310, t_26as)
    add(f"{d}/AY 2025-26/AIS AY 2025-26.pdf", A, "Finance", 312, lambda r, dt: (
        "ANNUAL INFORMATION STATEMENT (AIS)\n" + f"PAN: {MY_PAN}   Name: {ME}   F.Y. 2024-25\n"
        "Part B1 - TDS/TCS information: salary/remuneration NIL; interest from deposits Vasundhara Bank 1,84,220\n"
        "Part B2 - SFT information: SFT-005 purchase of mutual fund units 3,60,000 (CAMS, KFintech); SFT-016 "
        "interest income 22,410; SFT-018 sale of securities / MF units 2,14,800\nPart B3 - payment of taxes: advance "
        "tax 10,15,000\nPart B7 - partnership firm: share of profit and remuneration from KULKARNI DESHPANDE & "
        "ASSOCIATES"))
    add(f"{d}/AY 2025-26/Madhura Form 16 FY 2024-25.pdf", A, "Finance", 330, lambda r, dt: (
        "FORM NO. 16 - PART A\nCertificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on "
        "salary\nName and address of the employer: ZENTRIX SOFTWARE SOLUTIONS PVT LTD, Hinjewadi Phase 2, Pune\n"
        "TAN: PNEZ04417A   PAN of employee: " + MADHURA_PAN + "\nEmployee: MADHURA ANIRUDDHA KULKARNI\nAssessment "
                                                              "year: "
        "2025-26   Period: 01-Apr-2024 to 31-Mar-2025\nTotal tax deducted: 2,08,900"))
    add(f"{d}/AY 2025-26/Baba ITR AY 2025-26.pdf", A, "Finance", 305, lambda r, dt: (
        "INDIAN INCOME TAX RETURN ACKNOWLEDGEMENT\nAssessment Year 2025-26\nPAN: ABHPK1142E\nName: VINAYAK SHRIDHAR "
        "KULKARNI\nAddress: Flat 3, Gangotri Apartment, Gangapur Road, Nashik 422013\nForm Number: ITR-1   Status: "
        "Individual (senior citizen)\nTotal income: 6,84,200\nTax payable: 0 (rebate u/s 87A)\nRefund: 4,120\n"
        f"Date of e-filing: {_dmy(dt)}\nVerified by EVC"))
    add(f"{d}/AY 2024-25/ITR-V AY 2024-25.pdf", A, "Finance", 665, lambda r, dt: t_itrv(r, dt).replace("2025-26",
                                                                                                        "2024-25"))
    add(f"{d}/Advance tax/challan 15-Mar-2026.pdf", A, "Finance", 78, t_adv_tax)
    add(f"{d}/Advance tax/challan 15-Dec-2025.pdf", A, "Finance", 168, t_adv_tax)
    add(f"{d}/80G receipts/Kalika Devi trust Navratri 2025.pdf", A, "Finance", 235, t_donation)
    d = f"{docs}/Personal/Investments"
    add(f"{d}/CAS Apr 2026.pdf", A, "Finance", 30, t_cas)
    add(f"{d}/PPF statement FY 2025-26.pdf", A, "Finance", 55, t_ppf)
    add(f"{d}/FD 8 lakh Jul 2025.pdf", A, "Finance", 321, t_fd)
    add(f"{d}/portfolio tracker.xlsx", A, "Finance", 9, lambda r, dt: (
        "Asset;Where;Invested;Current value;Notes\nPPF;Vasundhara;19,50,000;31,20,000;matures 2029\n"
        "Mutual funds;CAMS/KFin;28,40,000;41,12,000;SIP 30k/month\nEquity shares;Zerodha;6,10,000;8,94,000;\n"
        "FD;Vasundhara;8,00,000;8,48,000;for flat - Jul 2026\nLIC Jeevan Anand;LIC;5,30,000;;maturity 2036\n"
        "Sanika education fund (MF);PPFAS;4,00,000;6,20,000;for college fees\nNPS;;0;;consider?"))
    add(f"{d}/Zerodha holdings.csv", A, "Finance", 15, lambda r, dt: "Instrument,Qty.,Avg. cost,LTP,Cur. "
                                                                     "val,P&L\n" + "".join(
        f"{s},{q},{c},{c * m:.2f},{q * c * m:.2f},{q * c * (m - 1):.2f}\n" for s, q, c, m in
        (("HDFCBANK", 60, 1480.5, 1.31), ("INFY", 40, 1395.2, 1.12), ("ITC", 300, 312.4, 1.38),
         ("BAJFINANCE", 8, 6420.0, 1.24), ("TATAMOTORS", 90, 612.8, 1.05), ("NIFTYBEES", 500, 198.6, 1.36))))
    add(f"{d}/Capital gains statement FY 2025-26.pdf", A, "Finance", 50, lambda r, dt: (
        "CAMS - CAPITAL GAINS STATEMENT FY 2025-26\n" + f"Investor: {ME}   PAN: {MY_PAN}\n"
        "UTI Nifty 50 Index Fund - Direct Growth: redeemed 612.44 units on 16/03/2026, sale value 1,24,860, cost "
        "88,210, LTCG 36,650 (grandfathering NA)\nNippon India Small Cap - Direct: redeemed on 20/12/2025, LTCG "
        "58,420\n"
        "Total LTCG (112A): 95,070   STCG: 0"))
    add(f"{docs}/Aai Baba/Baba pension slip Apr 2026.pdf", A, "Finance", 35, t_pension)
    add(f"{docs}/Aai Baba/Baba Aai SBI FD renewal.pdf", A, "Finance", 140, lambda r, dt: (
        "STATE BANK OF INDIA - Gangapur Road branch, Nashik\nTERM DEPOSIT ADVICE (Senior Citizen)\n"
        "Depositors: Vinayak S. Kulkarni (first) / Sulabha V. Kulkarni (either or survivor)\nAmount: Rs. 5,00,000   "
        f"Rate: 7.30%   Period: 2 years   Date: {_dmy(dt)}\nNominee: Aniruddha V. Kulkarni\nForm 15H submitted"))
    add(f"{docs}/household budget 2026.xlsx", A, "Finance", 4, lambda r, dt: t_budget(r, dt).replace("2025", "2026"))
    add(f"{y25}/ITR AY 2025-26 computation - self.pdf", A, "Finance", 302, t_itr_comp(ME, MY_PAN))
    add(f"{dl}/document (5).pdf", A, "Finance", 301, t_itrv, hard=True)
    add(f"{dl}/download (1).pdf", A, "Finance", 62, t_cas, hard=True)
    add(f"{dl}/data.csv", A, "Finance", 2, t_bank_csv, hard=True)
    add(f"{scans}/scan_0008.pdf", A, "Finance", 400, t_ppf, hard=True)
    add(f"{desk}/New Text Document.txt", A, "Finance", 18, t_tax_notes, hard=True)
    add(wa(236, "pdf"), A, "Finance", 236, t_donation, hard=True)
    add(f"{y25}/scan0005.pdf", A, "Finance", 260, t_adv_tax, hard=True)
    add(f"{dl}/file (2).pdf", A, "Finance", 22, t_cc, hard=True)
    add(f"{y25}/Book3.xlsx", A, "Finance", 160, t_budget, hard=True)
    add(f"{dl}/Doc (1).pdf", A, "Finance", 315, t_madhura_itr, hard=True)

    # ------------------------------------------------------------ insurance (Areas)
    d = f"{docs}/Insurance"
    add(f"{d}/Arogya Shield family floater renewal 2025.pdf", A, "Insurance", 325, t_floater)
    add(f"{d}/Baba Aai Sanjeevani senior citizen policy.pdf", A, "Insurance", 240, lambda r, dt: (
        f"{INSURER.upper()}\nSANJEEVANI SENIOR CITIZEN POLICY - POLICY SCHEDULE\nPolicy No.: ASH/SC/2025/0041127\n"
        f"Period: {_dmy(dt)} to {_dmy(dt + timedelta(days=364))}\nProposer: Aniruddha V. Kulkarni (son)\n"
        "Insured: Vinayak S. Kulkarni (74), Sulabha V. Kulkarni (69)\nSum insured: Rs. 5,00,000 floater\n"
        "Co-payment: 20% on all claims. Sub-limit: cataract Rs. 40,000 per eye. Pre-existing diseases (diabetes, "
        "hypertension, hypothyroidism) covered after 24 months - waiting period completed.\nPremium: Rs. 58,412"))
    add(f"{d}/LIC Jeevan Anand premium receipt 2025.pdf", A, "Insurance", 245, t_lic)
    add(f"{d}/Term plan premium certificate FY26.pdf", A, "Insurance", 75, t_term)
    add(f"{d}/Claim Madhura Baner Care Aug 2025.pdf", A, "Insurance", 280, t_claim_2025)
    add(f"{d}/Creta motor policy 2025-26.pdf", A, "Insurance", 200, t_motor)
    add(f"{dl}/document (6).pdf", A, "Insurance", 20, t_floater, hard=True)
    add(wa(612, "pdf"), A, "Insurance", 612, t_lic, hard=True)
    add(f"{scans}/scan_0012.pdf", A, "Insurance", 201, t_motor, hard=True)

    # ------------------------------------------------------------ health (Areas)
    d = f"{docs}/Aai Baba"
    add(f"{d}/Aai reports/HbA1c Nov 2025.pdf", A, "Health", 190, t_hba1c)
    add(f"{d}/Aai reports/thyroid Aug 2025.pdf", A, "Health", 280, lambda r, dt: (
        "SANJEEVANI PATHOLOGY & DIAGNOSTICS, Nashik\nPatient: Mrs. Sulabha Kulkarni, 69 F\n"
        f"Collected: {_dmy(dt)}\nT3: 1.02 ng/mL   T4: 7.8 microg/dL   TSH: 6.42 microIU/mL (0.35-5.5) HIGH\n"
        "Advice: correlate clinically; dose review of levothyroxine."))
    add(f"{d}/medical bills Aai Baba 2025-26.xlsx", A, "Health", 10, lambda r, dt: (
        "Month;Datta Medical;Lab tests;Doctor;Other;Total;Paid by\n" + "\n".join(
            f"{m};{r.randint(2400, 3400)};{r.choice([0, 1450, 2800])};{r.choice([0, 500, 800])};"
            f"{r.choice([0, 0, 1200])};;"
            f"{r.choice(['me GPay', 'Baba'])}" for m in ("Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
                                                          "Jan", "Feb", "Mar")) + "\n80D parents (senior) limit "
                                                                                  "50,000;;;;;;"))
    d = f"{docs}/Health"
    add(f"{d}/Aniruddha annual checkup 2025.pdf", A, "Health", 380, t_lipid_me)
    add(f"{d}/Arjun braces treatment plan.pdf", A, "Health", 320, lambda r, dt: (
        "SMILE ARC ORTHODONTIC & DENTAL CLINIC\nTREATMENT PLAN\nPatient: Arjun Kulkarni, 14 Y\nDiagnosis: Class II div "
        "1 "
        "malocclusion, crowding upper anteriors\nPlan: fixed metal braces both arches, 18-20 months; retainers after\n"
        "Fees: Rs. 54,000 in 6 instalments + Rs. 500 per adjustment visit\n" + f"Date: {_dmy(dt)}   Dr. Neha Bapat"))
    add(f"{d}/Sanika eye test.pdf", A, "Health", 150, lambda r, dt: (
        "VISION PLUS OPTICALS, Baner\nEye test record\nName: Sanika Kulkarni, 17 F\n"
        "RE: -1.75 DS / -0.50 DC x 180   LE: -1.50 DS\nPD 60 mm   Blue-cut lenses advised\n" + f"Date: {_dmy(dt)}"))
    add(f"{d}/Arjun vaccination card.pdf", A, "Health", 1300, lambda r, dt: (
        "IMMUNISATION RECORD\nName: Arjun Aniruddha Kulkarni   DOB: 14/02/2011\nBCG, OPV 0, Hep B 1 - at birth\n"
        "DTaP/IPV/Hib 1-3, Hep B 2-3, Rotavirus, PCV - 6, 10, 14 weeks\nMMR 1 - 9 months; MMR 2 - 15 months; "
        "Varicella; "
        "Hep A; Typhoid conjugate\nTdap booster - 10 years (2021)\nHPV - discuss at 15\nDr. Sameer Khare, "
        "paediatrician"))
    add(f"{d}/Madhura prescription Dr Kelkar.pdf", A, "Health", 90, lambda r, dt: (
        "DR. ASHWINI KELKAR, MD (Medicine)\nKelkar Clinic, Baner Road, Pune\n" + f"Date: {_dmy(dt)}\n"
        "Mrs. Madhura Kulkarni, 40 F\nC/o: fatigue, hair fall x 2 months; Hb 10.4, ferritin 8\nRx: Tab. Orofer XT 1 OD "
        "x "
        "3 months; Tab. Uprise D3 60k weekly x 8; CBC and ferritin after 6 weeks\nDiet: green leafy vegetables, dates"))
    add(wa(95, "pdf"), A, "Health", 95, t_hba1c, hard=True)
    add(f"{dl}/report.pdf", A, "Health", 14, t_lipid_me, hard=True)
    add(f"{scans}/scan_0023.pdf", A, "Health", 44, t_dentist, hard=True)
    add(f"{y25}/scan0009.pdf", A, "Health", 210, t_pharmacy, hard=True)
    add(f"{desk}/untitled (2).txt", A, "Health", 65, t_mom_meds, hard=True)
    add(f"{dl}/Diabetes_diet_chart_1600kcal.pdf", R, "Health", 130, t_diet)

    # ------------------------------------------------------------ the Baner flat (Areas Home) and manuals
    d = f"{docs}/Home"
    add(f"{d}/MSEDCL bill Apr 2026.pdf", A, "Home", 35, t_msedcl)
    add(f"{d}/MSEDCL bill Mar 2026.pdf", A, "Home", 66, t_msedcl)
    add(f"{d}/PMC property tax 2026-27.pdf", A, "Home", 50, lambda r, dt: t_ptax(r, dt).replace("2025-26", "2026-27"))
    add(f"{d}/maid salary.xlsx", A, "Home", 3, t_maid)
    add(f"{d}/SwiftNet invoice May 2026.pdf", A, "Home", 8, t_broadband)
    add(f"{d}/AC service Voltas.pdf", A, "Home", 70, lambda r, dt: (
        "COOLCARE SERVICES - authorised Voltas service partner, Baner\nJOB SHEET / INVOICE\n"
        f"Date: {_dmy(dt)}   Customer: Kulkarni, B-704 Shubhankar Heights\nUnits: 2 split ACs 1.5 T (hall, master "
        "bedroom)\n"
        "Wet service x 2: 1,200; gas top-up R32 (bedroom unit): 2,200; capacitor replaced: 450\nTotal: Rs. 3,850 "
        "(cash)"))
    add(f"{dl}/document (7).pdf", A, "Home", 4, t_msedcl, hard=True)
    add(f"{dl}/ViewBill.pdf", A, "Home", 24, t_mngl, hard=True)
    add(f"{y25}/scan0003.pdf", A, "Home", 380, t_ptax, hard=True)
    d = f"{docs}/Manuals"
    add(f"{d}/LG front load washing machine manual.pdf", R, "Home", 900, t_manual(
        "LG FRONT LOAD WASHING MACHINE FHM1408BDL", "Installation: remove the transit bolts before use. Programs: "
        "cotton, mix, easy care, quick 30, tub clean. Error codes: OE - drain error, check the drain filter; UE - "
        "unbalanced load; dE - door open."))
    add(f"{d}/Voltas AC 1.5T manual.pdf", R, "Home", 1100, t_manual(
        "VOLTAS 1.5 TON 5 STAR INVERTER SPLIT AC 185V", "Clean the air filters every two weeks. Sleep mode raises the "
        "set temperature by 1 degree each hour. Turbo mode for fast cooling. Do not block the outdoor unit."))
    add(f"{d}/Kent RO Grand manual.pdf", R, "Home", 1000, t_manual(
        "KENT GRAND RO+UV+UF WATER "
        "PURIFIER", "Replace the sediment filter every 6 months and the RO membrane every 2-3 "
        "years depending on TDS. TDS controller: set to 80-120 ppm for municipal water."))
    add(f"{dl}/Bosch_dishwasher_SMS66_manual.pdf", R, "Home", 400, t_manual(
        "BOSCH SERIE 6 FREE-STANDING DISHWASHER SMS66GI01I", "Fill the salt container before first use. Use Eco 50 "
        "for daily loads; Intensive 70 for kadhais and pressure cooker vessels. Clean the filters weekly."))

    # ------------------------------------------------------------ the society (Areas Society; Archive repainting)
    d = f"{docs}/Society - Shubhankar Heights"
    add(f"{d}/Accounts/Maintenance register 2025-26.xlsx", A, "Society", 25, lambda r, dt: (
        "Flat;Member;Apr;May;Jun;Jul;Aug;Sep;Oct;Nov;Dec;Jan;Feb;Mar;Arrears\n" + "\n".join(
            f"{w}-{f}0{u};{_person(r)};" + ";".join(r.choice(["4850", "4850", "4850", "0"]) for _ in range(12)) +
            f";{r.choice([0, 0, 0, 4850, 9700])}" for w in "AB" for f in (1, 3, 5, 7) for u in (1, 3))))
    add(f"{d}/Accounts/Bank reconciliation Mar 2026.xlsx", A, "Society", 55, lambda r, dt: (
        "Particulars;Amount\nBalance as per cash book 31-03-2026;11,84,226.00\nAdd: cheques issued not presented "
        "(Elevo Lifts ch 000418);75,520.00\nLess: cheques deposited not cleared (B-106);9,700.00\n"
        "Less: bank charges not entered;236.00\nBalance as per pass book (Deccan Urban Co-op, Baner);12,49,810.00\n"
        "Prepared by: treasurer (A. Kulkarni);"))
    add(f"{d}/Accounts/Vendor payments 2025-26.xlsx", A, "Society", 30, lambda r, dt: (
        "Vendor;Service;Monthly/Annual;Amount;TDS;Paid on\nShivshakti Security;4 guards 24x7;monthly;96,000;960;5th\n"
        "Elevo Lifts;AMC 4 lifts;annual;2,56,000;5,120;Jul\nSai Tankers;water tankers (summer);per trip;1,400;0;\n"
        "Clean & Green;housekeeping 3 staff;monthly;42,000;420;5th\nMSEDCL;common meter;monthly;28,000;0;\n"
        "CA Vasant Oak;statutory audit;annual;18,000;1,800;Sep"))
    add(f"{d}/Accounts/Ganeshotsav 2025 jamakharch.xlsx", A, "Society", 250, t_ganesh_mr)
    add(f"{d}/Audit/Rectification report draft.docx", A, "Society", 120, lambda r, dt: (
        "RECTIFICATION REPORT - AUDIT FY 2024-25 (Form 'O')\nTo: The Deputy Registrar, Co-operative Societies, Pune "
        "City (4)\n"
        f"Society: {SOCIETY}\n1. Arrears: notices issued to 3 members; u/s 101 application filed for A-302.\n"
        "2. Repairs fund: utilisation approved by general body, no further action.\n3. Sinking fund FD renewed "
        "with Deccan Urban Co-op Bank.\nTreasurer / Secretary"))
    add(f"{d}/Notices/AGM notice Sept 2025.docx", A, "Society", 255, lambda r, dt: (
        f"{SOC_MR}\n\nवार्षिक सर्वसाधारण सभेची सूचना\n\nसंस्थेची ११ वी वार्षिक सर्वसाधारण सभा रविवार, दिनांक "
        "२८/०९/२०२५ रोजी "
        "सायं. ६.०० वा. क्लब हाऊस येथे होईल.\nविषय: १. मागील सभेचे इतिवृत्त कायम करणे. २. सन २०२४-२५ चे लेखापरीक्षित "
        "जमाखर्च व ताळेबंद स्वीकारणे. ३. लेखापरीक्षण दोषदुरुस्ती अहवाल. ४. सन २०२५-२६ साठी लेखापरीक्षकाची नेमणूक. "
        "५. सन २०२६-२७ चे अंदाजपत्रक मंजूर करणे.\nसचिव"))
    add(f"{d}/Notices/water cut notice.docx", A, "Society", 40, lambda r, dt: (
        f"{SOC_MR}\n\nसूचना\n\nमहानगरपालिकेकडून पाणीपुरवठा कमी होत असल्याने दि. {_mr(_dmy(dt))} पासून सकाळी ६ ते ८ "
        "व सायं. ६ ते ७ या वेळेतच पाणी सोडले जाईल. टँकरचा खर्च वाढत आहे; सर्व सभासदांनी पाणी जपून वापरावे. "
        "गाड्या धुण्यासाठी पिण्याचे पाणी वापरू नये.\nव्यवस्थापन समिती"))
    add(f"{d}/Minutes/MC meeting minutes Sep 2025.docx", A, "Society", 248, t_minutes_mr)
    add(f"{d}/My flat B-704/maintenance bill Apr 2026.pdf", A, "Society", 58, t_maint_bill)
    add(f"{d}/My flat B-704/maintenance bill May 2026.pdf", A, "Society", 28, t_maint_bill)
    add(f"{d}/NOC/NOC letter B-203 sale.docx", A, "Society", 100, lambda r, dt: (
        f"{SOCIETY.upper()}\n\nDate: {_dmy(dt)}\n\nNO OBJECTION CERTIFICATE\n\nThis is to certify that Mr. Ketan Sathe "
        "is a member of the society holding flat B-203 and share certificate no. 61. The society has no objection to "
        "the sale/transfer of the said flat to Mr. Rahul Pawar, subject to the transfer premium of Rs. 25,000 and the "
        "transfer application in the prescribed form under the bye-laws. There are no dues outstanding as on date.\n"
        "Secretary                    Treasurer"))
    add(f"{d}/Security agency Shivshakti invoice Apr26.pdf", A, "Society", 35, lambda r, dt: (
        "SHIVSHAKTI SECURITY SERVICES\nPSARA licence PSA/PUN/0412\nINVOICE No. SSS/26/0388\n" + f"Date: {_dmy(dt)}\n"
        f"To: {SOCIETY}\nSecurity guards 4 x 30 days (12-hour shifts, incl. weekly off relievers): 96,000\nGST 18%: "
        "17,280\n"
        "Total: 1,13,280\nTDS 194C 1% to be deducted"))
    add(wa(25, "docx"), A, "Society", 25, t_soc_notice_mr, hard=True)
    add(f"{desk}/New Microsoft Excel Worksheet (2).xlsx", A, "Society", 1, t_collection, hard=True)
    add(f"{y25}/Doc3.docx", A, "Society", 250, t_minutes_mr, hard=True)
    add(f"{dl}/document (8).pdf", A, "Society", 11, t_lift_amc, hard=True)
    add(f"{scans}/scan_0016.pdf", A, "Society", 160, t_soc_audit, hard=True)
    add(f"{dl}/message (2).eml", A, "Society", 38, t_soc_mail, hard=True)
    add(f"{d}/Repainting 2024/Rangshree quotation.pdf", X, "Society", 620, t_repaint_quote)
    add(f"{d}/Repainting 2024/work order.docx", X, "Society", 597, lambda r, dt: (
        f"{SOCIETY.upper()}\nWORK ORDER No. SH/WO/2024/07   Date: 12/10/2024\nTo: Rangshree Painting Contractors, "
        "Hadapsar\n"
        "Work: external repainting and waterproofing of Wings A and B as per your quotation and the general body "
        "resolution dated 24/03/2024.\nContract value: Rs. 18,60,000 + GST. Payment: 30% advance, 60% running bills, "
        "5% on completion, 5% retention for one monsoon. TDS @ 2% u/s 194C.\nSecretary      Treasurer      Chairman"))
    add(f"{d}/Repainting 2024/retention release note.txt", X, "Society", 300, lambda r, dt: (
        "Rangshree retention 93,000 - release after monsoon 2025 inspection\ninspected terrace A & B on " + _dmy(dt) +
        " with Jogalekar - no leakage in A-701, B-704 (ours!) ok\nreleased by cheque 000402 - closed."))
    add(f"{y25}/scan0002.pdf", X, "Society", 470, t_repaint_done, hard=True)
    for age in (600, 560, 530, 480):
        photo("Pictures/Society painting 2024", X, "Society", age)

    # ------------------------------------------------------------ school (Areas / Resources / Archive Education)
    d = f"{docs}/Kids School"
    add(f"{d}/Arjun/Class 9 report card 2025-26.pdf", A, "Education", 50, t_report_card)
    add(f"{d}/Arjun/fee receipt Term 3 2025-26.pdf", A, "Education", 140, lambda r, dt: t_school_fee(r, dt).replace(
        "Term 1 (June - Sept)", "Term 3 (Jan - Mar)").replace("Class: X-B", "Class: IX-B"))
    add(f"{d}/Arjun/Kelkar sir maths tuition.txt", A, "Education", 30, lambda r, dt: (
        "Kelkar sir - maths tuition Class 10 (2026-27)\nbatch: Tue/Thu/Sat 5-6:30 pm, Baner gaon\n"
        "fees 36,000 for the year, 2 instalments (June, Oct)\nsyllabus done by Dec, then papers\nhe wants Arjun's "
        "class 9 paper to see weak areas - trigonometry, probability"))
    add(f"{d}/Arjun/CBSE LOC details form.pdf", A, "Education", 5, lambda r, dt: (
        "VIDYAVARDHINI ENGLISH MEDIUM SCHOOL - DATA VERIFICATION FOR CBSE LIST OF CANDIDATES (CLASS X 2027)\n"
        "Student: ARJUN ANIRUDDHA KULKARNI   Mother: MADHURA ANIRUDDHA KULKARNI   Father: ANIRUDDHA VINAYAK KULKARNI\n"
        "DOB: 14/02/2011   Subjects: 184 English L&L, 085 Hindi B, 041 Maths Standard, 086 Science, 087 Social "
        "Science, 417 Artificial Intelligence\nParent's signature: ________"))
    add(wa(10, "pdf"), A, "Education", 10, t_school_circ, hard=True)
    add(f"{dl}/document (9).pdf", A, "Education", 6, t_school_fee, hard=True)
    add(f"{desk}/Doc1.docx", A, "Education", 3, t_study_tt, hard=True)
    add(f"{dl}/CBSE_SQP_Maths_Standard_2025-26.pdf", R, "Education", 20, t_sample_paper)
    add(f"{dl}/CBSE_SQP_Science_2025-26.pdf", R, "Education", 19, lambda r, dt: (
        "CENTRAL BOARD OF SECONDARY EDUCATION\nSample Question Paper 2025-26\nClass X - SCIENCE (086)\nTime: 3 hours   "
        "Max. marks: 80\nSection A: 1. Which of the following is a redox reaction? ... 2. The image formed by a "
        "concave "
        "mirror is real, inverted and of the same size as the object. The object is placed at ..."))
    add(f"{d}/Sanika/Junior college fee receipt 2025-26.pdf", X, "Education", 330, t_jr_fee)
    add(f"{d}/Sanika/XII prelim timetable.pdf", X, "Education", 150, lambda r, dt: (
        "NEW ERA JUNIOR COLLEGE OF SCIENCE - PRELIMINARY EXAMINATION JANUARY 2026 - STD XII SCIENCE\n"
        "05/01 English   06/01 Marathi   08/01 Physics   10/01 Chemistry   12/01 Mathematics & Statistics I & II   "
        "14/01 Information Technology\nTime: 10:30 am to 1:30 pm. Practical exams as per separate schedule."))
    add(f"{dl}/print.pdf", X, "Education", 700, lambda r, dt: t_jr_fee(r, dt).replace("2025-26", "2024-25").replace(
        "Class: XII", "Class: XI"), hard=True)

    # ------------------------------------------------------------ the car (Areas), the old Swift (Archive)
    d = f"{docs}/Car - Creta"
    add(f"{d}/RC MH12VK4417.pdf", A, "Car", 1000, lambda r, dt: (
        "FORM 23A - CERTIFICATE OF REGISTRATION (smart card copy)\nRegn. No.: MH12VK4417   Regn. date: 28/08/2023\n"
        "Owner: ANIRUDDHA VINAYAK KULKARNI   S/W/D of: VINAYAK\nMaker: HYUNDAI MOTOR INDIA LTD   Model: CRETA 1.5 MPI "
        "SX(O)\n"
        "Fuel: PETROL   Colour: TITAN GREY   Seating: 5\nRegistering authority: RTO PUNE   Valid upto: 27/08/2038"))
    add(f"{d}/Service invoice Apr 2025.pdf", A, "Car", 410, t_hyundai)
    add(f"{d}/FASTag statement.pdf", A, "Car", 20, lambda r, dt: (
        "VASUNDHARA BANK FASTag - STATEMENT\nVehicle: MH12VK4417   Tag ID: 34161FA820328E4E0A1B\n" + "\n".join(
            f"{_dmy(dt - timedelta(days=28 - i * 4))}  {p:<34} -{a}" for i, (p, a) in enumerate(
                (("KHED SHIVAPUR TOLL PLAZA", 130), ("URSE TOLL PLAZA (Mumbai Exp)", 320), ("TALEGAON TOLL", 140),
                 ("SINNAR (Nashik) TOLL", 95), ("CHALAKWADI TOLL", 110), ("RECHARGE UPI", 2000)))) +
        "\nBalance: Rs. 1,284.50"))
    add(f"{d}/tyre replacement invoice.pdf", A, "Car", 150, lambda r, dt: (
        "SHREE SAI TYRES & WHEEL CARE, Aundh\n" + f"Invoice {r.randint(400, 900)}   Date: {_dmy(dt)}\n"
        "Vehicle: Creta MH12VK4417   KMs: 38,412\nMichelin Primacy 4 ST 215/60 R17 x 2 @ 9,450\nAlignment + balancing: "
        "600\nTotal incl GST: Rs. 19,500\nOld tyres taken back: -1,200"))
    add(f"{dl}/Invoice_RO_77812.pdf", A, "Car", 26, t_hyundai, hard=True)
    add(f"{scans}/scan_0011.pdf", A, "Car", 230, t_puc, hard=True)
    d = f"{docs}/Car - old Swift"
    add(f"{d}/Form 29 30 Swift sale.pdf", X, "Car", 980, t_form29)
    add(f"{d}/delivery note Jagtap.docx", X, "Car", 982, t_car_sale)
    add(f"{dl}/document (10).pdf", X, "Car", 985, t_form29, hard=True)
    for age in (992, 991, 991):
        photo("Pictures/Swift sale photos", X, "Car", age)

    # ------------------------------------------------------------ grandfather's land (Archive Estate)
    d = f"{docs}/Aai Baba/Ajoba land partition"
    add(f"{d}/Vatanipatra summary Adv Deore.pdf", X, "Estate", 480, t_partition)
    add(f"{d}/7-12 Gat 214-1 after ferfar.pdf", X, "Estate", 290, t_satbara)
    add(f"{d}/Adv Deore fees bill.pdf", X, "Estate", 470, t_lawyer)
    add(f"{d}/vanshaval.docx", X, "Estate", 560, lambda r, dt: (
        "वंशावळ - कै. श्रीधर गणेश कुलकर्णी (मौजे पिंपळगाव खुर्द, ता. निफाड)\n\n"
        "कै. श्रीधर गणेश कुलकर्णी (मृत्यू २०१९) - पत्नी कै. इंदिरा (मृत्यू २०२१)\n"
        "├── विनायक श्रीधर कुलकर्णी (मुलगा) - पत्नी सुलभा\n│     └── अनिरुद्ध विनायक कुलकर्णी\n"
        "├── प्रकाश श्रीधर कुलकर्णी (मुलगा) - पत्नी वंदना\n│     ├── मयूर\n│     └── मृणाल\n"
        "└── शोभा मधुकर जोशी (मुलगी, पूर्वाश्रमीची कुलकर्णी)\n\nतलाठी कार्यालयात सादर करण्यासाठी - प्रतिज्ञापत्रासोबत"))
    add(f"{y25}/scan0001.pdf", X, "Estate", 482, t_partition, hard=True)
    add(f"{y25}/notes (1).txt", X, "Estate", 505, t_family_meet_mr, hard=True)

    # ------------------------------------------------------------ past trips (Archive Travel)
    d = f"{docs}/Personal/Trips"
    add(f"{d}/Char Dham 2024/registration letter.pdf", X, "Travel", 740, t_chardham_reg)
    add(f"{d}/Char Dham 2024/Kedarnath heli ticket.pdf", X, "Travel", 745, t_heli)
    add(f"{d}/Char Dham 2024/hotel bookings.xlsx", X, "Travel", 760, lambda r, dt: (
        "Date;Place;Hotel;Rooms;Paid\n22/05/2024;Haridwar;Hotel Ganga Lahari;2;7,800\n23/05/2024;Barkot;GMVN Tourist "
        "Rest House;2;4,400\n25/05/2024;Uttarkashi;Hotel Shivlinga;2;5,200\n27/05/2024;Guptkashi;Kedar Valley Resort;2;"
        "6,600\n29/05/2024;Guptkashi;same;2;6,600\n31/05/2024;Badrinath;Hotel Narayan "
        "Palace;2;9,000\n02/06/2024;Rishikesh;"
        "Ganga Kinare;2;8,400\nTotal;;;;48,000"))
    add(f"{d}/Char Dham 2024/Badrinath puja pavti.docx", X, "Travel", 730, t_badri_puja)
    add(f"{d}/Goa Dec 2022/Goa hotel booking.pdf", X, "Travel", 1260, lambda r, dt: (
        "BOOKING CONFIRMATION - Majorda Beach Resort, South Goa\nGuest: Aniruddha Kulkarni, 2 adults 2 children\n"
        "Check-in: 26/12/2022   Check-out: 29/12/2022   3 nights, deluxe family room, breakfast included\n"
        "Amount paid: Rs. 38,940 via MakeMyTrip   Booking ID NH7811229044"))
    add(f"{scans}/scan_0002.pdf", X, "Travel", 742, t_chardham_reg, hard=True)
    add(wa(745, "pdf"), X, "Travel", 745, t_heli, hard=True)

    # ------------------------------------------------------------ books, music, software, kitchen, devghar
    add(f"{dl}/The Psychology of Money - Morgan Housel.epub", R, "Books", 900, _epub(
        "The Psychology of Money", "Morgan Housel", "en", "Doing well with money has a little to do with how smart "
        "you are and a lot to do with how you behave."))
    add(f"{docs}/eBooks/Shriman Yogi - Ranjit Desai.epub", R, "Books", 1100, _epub(
        "श्रीमान योगी", "रणजित देसाई", "mr", "शिवनेरीच्या किल्ल्यावर सनई-चौघडे वाजत होते..."))
    add(f"{docs}/eBooks/Mrityunjay - Shivaji Sawant.epub", R, "Books", 1000, _epub(
        "मृत्युंजय", "शिवाजी सावंत", "mr", "मी कर्ण. आज मी बोलणार आहे..."))
    add(f"{docs}/eBooks/Wings of Fire - APJ Abdul Kalam.epub", R, "Books", 1200, _epub(
        "Wings of Fire", "A. P. J. Abdul Kalam with Arun Tiwari", "en", "I was born into a middle-class Tamil family "
        "in the island town of Rameswaram."))
    add(f"{docs}/eBooks/Atomic Habits.pdf", R, "Books", 800, t_ebook_pdf(
        "ATOMIC HABITS", "James Clear", "An Easy & Proven Way to Build Good Habits & Break Bad Ones. Chapter 1: The "
        "Surprising Power of Atomic Habits. The fate of British Cycling changed one day in 2003."))
    add(f"{dl}/Rich Dad Poor Dad.pdf", R, "Books", 600, t_ebook_pdf(
        "RICH DAD POOR DAD", "Robert T. Kiyosaki", "What the rich teach their kids about money - that the poor and "
        "middle class do not! Chapter One: Rich Dad Poor Dad."))
    for rel, t, a, al, age in (
            ("Music/Bhimsen Joshi/Teertha Vitthala.mp3", "Teertha Vitthala Kshetra Vitthala", "Pt. Bhimsen Joshi",
             "Santavani", 1300),
            ("Music/Bhimsen Joshi/Maze Maher Pandhari.mp3", "Maze Maher Pandhari", "Pt. Bhimsen Joshi",
             "Santavani", 1300),
            ("Music/Lata Mangeshkar/Lag Ja Gale.mp3", "Lag Ja Gale", "Lata Mangeshkar", "Woh Kaun Thi", 1250),
            ("Music/Natya Sangeet/Ghei Chhand Makarand.mp3", "Ghei Chhand Makarand", "Pt. Vasantrao Deshpande",
             "Katyar Kaljat Ghusli", 1250),
            ("Music/Ajay-Atul/Zingaat.mp3", "Zingaat", "Ajay-Atul", "Sairat", 900),
            ("Music/Arijit Singh/Kesariya.mp3", "Kesariya", "Arijit Singh", "Brahmastra", 700)):
        add(rel, R, "Music", age, _id3(r, t, a, al))
    for name, age in (("TallyPrime_Setup_6.0.exe", 90), ("emSigner_Setup_2.8.exe", 400),
                      ("jre-8u451-windows-x64.exe", 100),
                      ("AnyDesk.exe", 300), ("ZoomInstallerFull.exe", 500), ("ChromeSetup.exe", 1300),
                      ("ePass2003-Setup.exe", 420), ("winrar-x64-701.exe", 600)):
        add(f"{dl}/{name}", R, "Software", age, exe)
    add(f"{dl}/GST_Offline_Tool_v3.2.zip", R, "Software", 260,
        lambda r, dt: _blob(r, b"PK\x03\x04\x14\x00\x00\x00", 1800))
    add(f"{desk}/New Text Document (3).txt", R, "Cooking", 270, t_modak_mr, hard=True)
    add(f"{docs}/Recipes/Puran poli Aai.docx", R, "Cooking", 420, t_puranpoli)
    add(f"{docs}/Recipes/Kerala avial.txt", R, "Cooking", 36, lambda r, dt: (
        "Avial (saw on YouTube - try before Kerala trip)\nveg: drumstick, raw banana, yam, carrot, beans, cucumber, "
        "2 cups in batons\ngrind coarse: 1 cup coconut, 3 green chillies, 1 tsp jeera, 2 shallots\ncook veg with "
        "haldi, "
        "salt, little water; add paste, 1/2 cup beaten curd; finish with raw coconut oil and curry leaves. no tadka."))
    add(wa(278, "docx"), R, "Religion", 278, t_aarti_mr, hard=True)
    add(f"{docs}/Devghar/Hanuman Chalisa.txt", R, "Religion", 700, t_chalisa_hi)
    add(f"{docs}/Devghar/Panchang 2026 dates.txt", R, "Religion", 150, t_panchang)
    add(f"{docs}/Devghar/Satyanarayan puja samagri.docx", R, "Religion", 380, lambda r, dt: (
        "श्री सत्यनारायण पूजा - साहित्य यादी\n\nहळद, कुंकू, अक्षता, गुलाल, अष्टगंध\nविड्याची पाने २५, सुपाऱ्या २१, "
        "खारीक, बदाम\n"
        "नारळ ५, केळी १ डझन, पाच फळे\nचौरंग, केळीचे खांब ४, आंब्याचे डहाळे\nप्रसाद: रवा १.२५ किलो, साखर १.२५ किलो, "
        "तूप १.२५ किलो, केळी, वेलची\nफुले, तुळस, दूर्वा, हार २\nउदबत्ती, कापूर, निरांजन, समई, वाती\nगुरुजी दक्षिणा ₹ "
        "१,१०१"))

    # ------------------------------------------------------------ photos (Resources Photos)
    for age in (1, 9, 33, 77, 140, 215, 240, 330):
        photo("Pictures/Camera Roll", R, "Photos", age)
    for age in (2, 14, 47, 96, 188):
        dt = NOW - timedelta(days=age)
        add(f"Pictures/Screenshots/Screenshot {dt:%Y-%m-%d} "
            f"{r.randint(9, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.png",
            R, "Photos", age, "")
    for i, age in enumerate((18, 60, 121, 250)):
        add(f"Pictures/From Madhura iPhone/IMG_{4410 + i * 37}.HEIC", R, "Photos", age, "")
    for age in (5, 39, 166):
        photo("Pictures/WhatsApp Images", R, "Photos", age, exif=False)
    for age in (738, 736, 734, 731):
        photo("Pictures/Char Dham 2024", R, "Photos", age)
    for age in (265, 265):
        photo("Pictures/Sanika 17th birthday", R, "Photos", age)
    photo(y25, R, "Photos", 270)

    # ------------------------------------------------------------ the old Dell laptop (Archive Backup)
    b = "Old Laptop Backup (Dell)/D Drive"
    add(f"{b}/KDA Data/Tally backups/readme.txt", X, "Backup", 2400, t_old_tally_note)
    add(f"{b}/KDA Data/Tally backups/TallyBackup_10021_2019.001", X, "Backup", 2402,
        lambda r, dt: _blob(r, b"TBK\x00\x02\x00", 2600))
    add(f"{b}/KDA Data/Clients/Gadgil 142(1) submission.docx", X, "Backup", 2550, t_old_client_letter)
    add(f"{b}/KDA Data/Clients/Mahalaxmi Sweets GST 3B Mar19.xlsx", X, "Backup", 2601, t_3b_working(CLIENTS[2]))
    add(f"{b}/KDA Data/fee register 2018-19.xlsx", X, "Backup", 2620, t_fee_register)
    add(f"{b}/Personal/CV Aniruddha 2014.docx", X, "Backup", 4420, t_old_cv)
    add(f"{b}/Personal/budget 2017.xlsx", X, "Backup", 3260, t_old_budget)
    add(f"{b}/Personal/LIC receipt 2016.pdf", X, "Backup", 3530, t_lic)
    add(f"{b}/Personal/ITR-V AY 2019-20.pdf", X, "Backup", 2490, lambda r, dt: t_itrv(r, dt).replace("2025-26",
                                                                                                     "2019-20"))
    add(f"{b}/Personal/Arjun school admission 2016.pdf", X, "Backup", 3650, lambda r, dt: (
        "VIDYAVARDHINI ENGLISH MEDIUM SCHOOL - ADMISSION CONFIRMATION 2016-17\nStudent: Arjun Kulkarni   Class: Jr. "
        "KG\n"
        "Admission fee: Rs. 25,000 paid. School reopens 13 June 2016."))
    for age in (3555, 3555, 3554):
        add(f"{b}/Photos/2016 Mahabaleshwar/DSC0{r.randint(1000, 9999)}.JPG", X, "Backup", age, "exif")
    for age in (2360, 2360):
        add(f"{b}/Photos/2019 Sanika gathering/IMG_{r.randint(1000, 9999)}.JPG", X, "Backup", age, "exif")
    add(f"{b}/Music/Sandeep Khare - Ayushyavar bolu kahi.mp3", X, "Backup", 2900, _id3(
        r, "Ayushyavar Bolu Kahi", "Sandeep Khare & Saleel Kulkarni", "Ayushyavar Bolu Kahi"))
    add(f"{b}/Software/Tally.ERP9 Setup.exe", X, "Backup", 2500, exe)

    # ------------------------------------------------------------ left as they are
    add(f"{dl}/Unconfirmed 448213.crdownload", L, "System", 0.2, lambda r, dt: _blob(r, b"%PDF-1.7\n", 700))
    add(f"{dl}/TallyPrime_Setup_6.1.exe.crdownload", L, "System", 1, lambda r, dt: _blob(r, b"MZ\x90\x00", 1200))
    add(f"{dl}/Kerala_backwaters_houseboat_4K.mp4.part", L, "System", 41, lambda r, dt: _blob(
        r, b"\x00\x00\x00\x20ftypisom", 1500))
    add(f"{docs}/KDA Firm/Clients/{c0['name']}/Notices/~$ply to ASMT-10 draft.docx", L, "System", 20,
        b"\x0eAniruddha K".ljust(162, b"\x00"))
    add(f"{docs}/~$usehold budget 2026.xlsx", L, "System", 4, b"\x0eAniruddha K".ljust(165, b"\x20"))
    add(f"{desk}/~$w Microsoft Word Document.docx", L, "System", 34, b"\x0eAniruddha K".ljust(162, b"\x00"))
    ini = ("\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,{}\r\n"
           "IconResource=%SystemRoot%\\system32\\imageres.dll,{}\r\n")
    for folder, res, icon in ((dl, -21798, -184), (docs, -21770, -112), ("Pictures", -21779, -113),
                              ("Music", -21790, -108)):
        add(f"{folder}/desktop.ini", L, "System", 1400, ini.format(res, icon).encode("utf-16"))
    for folder in ("Pictures/Char Dham 2024", f"{b}/Photos/2016 Mahabaleshwar"):
        add(f"{folder}/Thumbs.db", L, "System", 700, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1500))

    return items
