"""A hundred-and-fourteenth unseen labelled corpus: Bernadette Kiely's Windows laptop, ``build(root, seed)``, written blind.

What was read, and nothing else: ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py`` lines
1-220 and 1296-1360; ``benchmarks/placement/corpus.py`` lines 1-30 and its ``_pdf`` and ``_jpeg``; ``blind.py``
lines 74-107 and its ``_png``; a listing of ``benchmarks/placement/``. Two slips, recorded honestly: reading
``_jpeg`` with a line range (169-230) also showed the first ~25 lines of ``corpus.py``'s ``build()`` (loops
writing named Downloads files and IMG photos); and a shell command printed the first 60 characters of
``hundredthirteenth.py``'s first docstring line (a person's name, partly). Neither was used here.

The person: Bernadette ("Bernie") Kiely, née Murphy, 68, of 7 Ardmanning Close, Douglas, Cork. A secondary
teacher of English and History at Scoil Bhríde Secondary School, Douglas, for 38 years; retired August 2021
and on a Department of Education pension. Her husband Donal Kiely, a chartered civil engineer retired from
Cork County Council (2019), died on 14 November 2025 at Cork University Hospital. Bernie is his executor:
as of NOW (2026-06-01) the Revenue SA.2 is filed, probate papers are lodged and the grant is awaited; his
Bank of Ireland deposit, An Post savings, credit-union shares and Bank of Ireland Group shares are being
collected into an estate account at AIB; his Toyota Avensis was sold in February 2026; the Council's
spouse's pension has been awarded and pays monthly, the Department of Social Protection's Widow's
(Contributory) Pension claim is still pending. She is downsizing: the family house is sale agreed
(EUR 482,000, May 2026, closing expected in July) and she has paid a booking deposit on Apartment 14, Ferry
Point, Blackrock Road. Children: Síle Desmond (37, Ballincollig, husband Mark, children Fiadh 7 and Oisín
1, whose christening Bernie organised in June 2025) and Ciarán Kiely (40, Toronto, wife Aoife, children
Liam 9 and Nora 5) -- she visits Toronto in September 2026 (being planned). She volunteers on Tuesday
mornings at the Marymount Hospice Shop in Douglas and sings alto in Cór Cois Laoi, a community choir.
Medical card holder; GP Dr Fionnuala Twomey; cataract and knee (orthopaedic) appointments at the South
Infirmary Victoria University Hospital, a DEXA scan at the Mercy. Ended: her teaching career (2021); her
mother Nora Murphy's four years in Ard na Gréine Nursing Home under the Fair Deal, her death (March 2023)
and small estate (settled 2024); the Camino Portugués, Porto to Santiago, with her friend Geraldine
(September 2024); Oisín's christening (June 2025); Donal's funeral and Month's Mind (Nov-Dec 2025);
Donal's golf at Douglas Golf Club and his engineering career (folders he left on the laptop).

The machine: a Windows laptop, user folder with ``Desktop/`` (scans, ``New Text Document.txt``),
``Downloads/`` (``document (3).pdf``, ``export.csv``, installers, an unfinished download), ``Documents/``
with some good folders (``Donal - Estate``, ``Selling the house``, ``Apartment``, ``Pension``, ``Health``,
``Bills``, ``Car``, ``Tax``, ``Bank``, ``Choir``, ``Charity shop``, ``School``, ``Mam``, ``Camino 2024``,
``Holidays``, ``Oisín christening``, ``Donal - Funeral``, ``Toronto 2026``, ``Recipes``, ``Garden``, ``Manuals``, ``eBooks``), some dumps
(``Documents/Scans``, ``Documents/2025``, ``Documents/New folder``, loose ``Doc1.docx``/``Book1.xlsx``),
``Documents/Donal's stuff`` (his golf club and work folders, copied over from his old profile),
``Pictures/`` (phone imports, grandchildren, the christening, the Camino, the house photos for the sale),
``Music/`` and an old ``Phone backup Samsung 2021`` folder.

LABELLING RULES (written before any file was generated; all as of NOW, 2026-06-01):

- **Projects** (outcome with an end, still under way, whatever the file's age):
  * Estate -- administering Donal's estate: death certificates, solicitor's letters, SA.2 and probate,
    bank/An Post/credit-union/share claims, the estate account, his final income tax, the sale of his car
    (the car is an estate asset: advert, receipt, change of ownership, insurance cancellation), the
    funeral director's invoice (claimed in the estate accounts), notifying bodies, and the survivor's
    pension *claims* (Council spouse's pension application, DSP Widow's Contributory Pension claim).
  * Downsizing -- selling the house (auctioneer, valuation, BER, brochure and listing photos, viewings,
    offers, contract) and buying the apartment (deposit, survey, management company, floor plan,
    removals, what furniture goes where).
  * Travel -- the Toronto trip in September 2026 (flights, eTA, insurance, gifts, plans with Ciarán).
- **Areas** (ongoing, no end, whatever the document's age):
  * Finance -- her teacher's pension, the *awarded* Council spouse's pension payslips, bank and
    credit-union statements, her own tax (tax credit certificates, Form 12), household budget.
  * Health -- medical card, GP, hospital and pharmacy letters, blood pressure notes, bereavement
    counselling.
  * Home -- the house she still lives in until closing: electricity, gas, broadband, bins, home insurance,
    Local Property Tax, boiler service.
  * Car -- her own Toyota Yaris (NCT, motor tax, insurance, service).
  * Charity Shop -- rota, Garda vetting, shop notes. Choir -- rehearsal schedule, subs, members, AGM,
    concert arrangements for members.
- **Resources**: sheet music and rehearsal tracks (Choir); recipes (Cooking); gardening notes (Garden);
  appliance manuals (Home); health leaflets kept for reading (Health); ebooks (Books); music (Music);
  installers (Software); everyday photos, grandchildren, WhatsApp images, screenshots (Photos) --
  except photos that document a project: house-for-sale and apartment photos (Projects/Downsizing),
  christening photos (Archive/Family), Camino photos (Archive/Travel), and photos inside the phone backup.
- **Archive**: Teaching (lesson notes, timetables, references, retirement -- but her pension is Finance);
  Mam (nursing home, Fair Deal, her funeral and estate); Travel (Camino 2024, Lanzarote 2019); Family
  (Oisín's christening 2025); Funeral (Donal's funeral Mass booklet, readings, eulogy, notices, Month's
  Mind, thank-you cards -- the funeral bill alone is Estate); Golf (Donal's golf club); Donal's Work
  (his engineering career); Car (service history of Donal's Avensis before it was sold); Backup (the old
  phone backup, photos included).
- **Left**: ``desktop.ini``, ``Thumbs.db``, ``~$`` Office lock files, ``.crdownload``/``.part`` (System).
  Dot files are written with ``dot()`` and not labelled.

``hard`` marks files whose name and folder say nothing about the subject (``Desktop/scan0012.pdf``,
``Downloads/document (3).pdf``, ``Documents/2025/Document2.docx``, ``Downloads/export.csv``); they hold real,
specific text. Images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _d, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

ME = "Bernadette Kiely"
ADDR = "7 Ardmanning Close, Douglas, Cork T12 K7W3"
SOL = "Hegarty & Lynch Solicitors\n41 South Mall, Cork T12 RX22\nTel 021 427 1180"
AUCT = "Lynch O'Driscoll Auctioneers & Valuers\nMain Street, Douglas Village, Cork\nPSRA Licence 002417"
APT = "Apartment 14, Ferry Point, Blackrock Road, Cork T12 XH90"
EST = "Estate of Donal Francis Kiely, deceased (died 14 November 2025)"


def eur(r: random.Random, lo: float, hi: float) -> str:
    return f"€{r.uniform(lo, hi):,.2f}"


def day(age: float) -> str:
    return _d(NOW - timedelta(days=age))


def eml(frm: str, to: str, subj: str, date: str, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {date}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")


# --------------------------------------------------------------------------- Estate texts

def t_death_cert(r, dt):
    return ("An tSeirbhís um Chlárú Sibhialta / Civil Registration Service\nDEATH CERTIFICATE - Certified copy\n"
            "Registrar's District: Cork South Lee\nDate of death: 14 November 2025\n"
            "Place of death: Cork University Hospital, Wilton, Cork\nName: Donal Francis Kiely\nSex: Male\n"
            "Marital status: Married\nAge last birthday: 71\nOccupation: Retired Civil Engineer\n"
            "Certified cause of death: Cardiac arrest; ischaemic heart disease\n"
            "Informant: Bernadette Kiely, widow of deceased, 7 Ardmanning Close, Douglas, Cork\n"
            "Date of registration: 20 November 2025   Registrar: M. Crowley\n"
            f"Entry no. {r.randint(400, 900)}   This certificate fee: EUR 20.00")


def t_boi(r, dt):
    return ("Bank of Ireland - Bereavement Support Team\nPO Box 12301, Dublin 2\n"
            f"Mrs Bernadette Kiely\n{ADDR}\n{day(160)}\n"
            "Our ref: BST/KIEL/2025/88410\nRe: The late Mr Donal F. Kiely - account ending 4417\n"
            "Dear Mrs Kiely,\nPlease accept our sincere condolences. We have placed a bereavement marker on the\n"
            "Demand Deposit account in the sole name of the deceased.\n"
            "Balance at date of death, 14/11/2025: EUR 38,412.66 (interest accrued EUR 21.07).\n"
            "As the balance exceeds EUR 25,000 we will require a copy of the Grant of Probate before releasing\n"
            "the funds to the personal representative. Please send the Grant together with our Claim Form B7.\n"
            "Yours sincerely,\nAoife Brennan, Bereavement Support")


def t_anpost(r, dt):
    return ("State Savings - An Post / NTMA\nStatement of holdings at date of death\n"
            "Holder: Donal F. Kiely  Customer no. 5510387\nDate of death notified: 24/11/2025\n"
            "Savings Certificates Issue 22, purchased 03/2019: EUR 15,000.00 + bonus EUR 1,125.00\n"
            "Savings Bonds Issue 19, purchased 06/2022: EUR 5,000.00 + interest EUR 225.00\n"
            "Prize Bonds (holding no. 88-204711): EUR 500.00\nTotal value at date of death: EUR 21,850.00\n"
            "Encashment: please complete Form SS46 (Claim by Personal Representative) and return with the\n"
            "Grant of Probate or Letters of Administration. Prize Bonds remain in draws for 12 months.")


def t_revenue(r, dt):
    return ("Office of the Revenue Commissioners\nCork City Revenue District, Revenue House, Blackpool, Cork\n"
            f"{day(120)}\nTo the Executor, Estate of Donal F. Kiely (PPSN 5531208K)\n"
            f"c/o Mrs Bernadette Kiely, {ADDR}\n"
            "Income Tax - year of death 2025\nWe have been notified of the death of the above. As he was jointly\n"
            "assessed with you, the tax year 2025 will be reviewed after you, as executor and surviving spouse,\n"
            "file a return for 2025. You may be entitled to a refund of tax deducted from his Cork County\n"
            "Council occupational pension for the period 15/11/2025 to 31/12/2025.\n"
            "Please note the Widowed Person (year of bereavement) credit of EUR 3,750 applies for 2025.\n"
            "Please contact us through MyEnquiries quoting ref. CK-IT-2025-71422.")


def t_dsp(r, dt):
    return ("Department of Social Protection\nWidow's, Widower's and Surviving Civil Partner's Pension Section\n"
            f"Government Buildings, Ballinalee Road, Longford\n{day(35)}\n"
            f"Mrs Bernadette Kiely, {ADDR}\nPPSN 6620145P\n"
            "Re: Your claim for Widow's (Contributory) Pension received 9 March 2026\n"
            "To continue processing your claim we need the following:\n"
            "1. Your civil marriage certificate (married 6 August 1983, St Columba's Church, Douglas)\n"
            "2. Confirmation of the deceased's social insurance record in the UK, 1976-1979 (Form E104)\n"
            "3. A completed bank details form (SW100) for payment into your own account\n"
            "Please reply within 21 days. Claim reference WCP-4417702.\nDecisions Officer, C. Flanagan")


def t_council_pension_app(r, dt):
    return ("Cork County Council - Superannuation Section\nCounty Hall, Carrigrohane Road, Cork\n"
            f"{day(150)}\nDear Mrs Kiely,\nRe: Late Donal Kiely, retired Senior Engineer, staff no. 003381\n"
            "We are sorry to learn of your husband's death. Under the Local Government (Spouses' and Children's\n"
            "Contributory Pension) Scheme you may be entitled to a spouse's pension of one half of his pension.\n"
            "Please complete and return the enclosed application (Form SCP1) with: death certificate, civil\n"
            "marriage certificate, your PPSN and bank details. The overpayment of his pension for the period\n"
            "15-30 November 2025 (EUR 1,291.40 gross) will be offset against the first spouse's payment.\n"
            "Pensions Officer: Declan Hurley, tel 021 428 5312")


def t_phone_notes(r, dt):
    return ("rang Hegarty & Lynch Tues - spoke to Orla's secretary (Michelle)\n"
            "- SA.2 went in to Revenue online 12 March, acknowledgement number 4410-2207\n"
            "- probate papers lodged Probate Office 20 April, they say 10-12 weeks now\n"
            "- need ORIGINAL death cert back for Computershare, they only took a copy\n"
            "- An Post form SS46 - sign in front of solicitor, not Garda\n"
            "- ask about the Council overpayment - does it go in as a debt of the estate? Orla says yes\n"
            "- Credit Union paid the €2,500 death benefit already (into estate a/c)\n"
            "ring back Thursday re executor's oath fee €220")


def t_sol_letter(r, dt):
    return (f"{SOL}\nOur ref: OH/KIE/5521\n{day(40)}\nMrs Bernadette Kiely\n{ADDR}\n"
            f"Re: {EST}\nDear Bernadette,\nI write to update you. The Statement of Affairs (Form SA.2) was filed\n"
            "with Revenue on 12 March 2026 and no Capital Acquisitions Tax arises (spouse exemption).\n"
            "The Oath of Executor, original Will dated 3 May 2016 and engrossed SA.2 were lodged in the\n"
            "Probate Office on 20 April 2026. Current processing time is approximately 12 weeks.\n"
            "The family home, held jointly, passed to you by survivorship and does not form part of the estate;\n"
            "this is why the sale of Ardmanning Close can proceed in your own name.\n"
            "Our fee note to date: EUR 2,460.00 plus VAT. Yours sincerely,\nOrla Hegarty, Solicitor")


def t_assets(r, dt):
    return ("Item;Where;Value at death;Status\nDeposit a/c 4417;Bank of Ireland;38412.66;waiting for grant\n"
            "Savings certs + bonds + prize bonds;An Post;21850.00;form SS46 signed\n"
            "Shares/loan a/c;Douglas Credit Union;6118.40;paid to estate a/c\n"
            "Death benefit;Douglas Credit Union;2500.00;paid 16/01/2026\n"
            "1,200 BOI Group shares;Computershare;13632.00;need grant\nToyota Avensis 171-C-20934;sold;9200.00;sold 19/02\n"
            "Tax refund 2025;Revenue;;pending\nLIABILITIES;;;\nFuneral - O'Connor Funeral Directors;;7240.00;paid\n"
            "AIB credit card;;412.30;paid\nCouncil pension overpayment;;1291.40;offset\nSolicitor;;2460.00+VAT;")


def t_car_receipt(r, dt):
    return ("RECEIPT\nReceived from Pádraig Ó Sé, 22 Cúl Ard, Carrigaline, Co. Cork\n"
            "the sum of EUR 9,200.00 (nine thousand two hundred euro) by bank transfer\n"
            "in full payment for Toyota Avensis 1.6D Luna, 2017, reg. 171-C-20934, silver, 118,400 km,\n"
            "sold as seen, with two keys, service book and NCT to 03/2027.\n"
            "Seller: Bernadette Kiely, executor of the late Donal Kiely. Date: 19 February 2026\n"
            "Signed: B. Kiely     Signed: P. Ó Sé\nVRC change of ownership section sent to NVDF Shannon 20/02")


def t_cu(r, dt):
    return ("Douglas Credit Union Ltd\nEast Douglas Village, Cork\n"
            f"{day(135)}\nMrs B. Kiely, Executor\nRe: Member no. 10447 - Donal Kiely, deceased\n"
            "Please find below the settlement of the above member's account:\n"
            "Share balance at date of death: EUR 6,118.40\nLoan balance: EUR 0.00\n"
            "Death Benefit Insurance (ECCU): EUR 2,500.00\nLife Savings insurance on shares: EUR 0.00 (age limit)\n"
            "Total EUR 8,618.40 transferred to AIB account IE29 AIBK 9313 5207 4418 06 'Estate of Donal Kiely'.\n"
            "The nomination form on file (2011) was not applied as the estate is being administered.\n"
            "Yours faithfully, Siobhán Kelleher, Member Services")


def t_doc1_letter(r, dt):
    return (f"{ADDR}\n{day(190)}\nAviva Insurance Ireland DAC\nOne Park Place, Hatch Street, Dublin 2\n"
            "Re: Policy MOT/7781204 - Toyota Avensis 171-C-20934 - policyholder Donal Kiely\n"
            "Dear Sir or Madam,\nI am writing to tell you that my husband Donal Kiely died on 14 November 2025.\n"
            "I am the executor of his will. The car is not being driven and will be sold.\n"
            "I would be grateful if you would cancel the policy and refund the unused premium to the estate.\n"
            "I enclose a copy of the death certificate.\nYours faithfully,\nBernadette Kiely")


def t_estate_csv(r, dt):
    rows = [("16/01/2026", "DOUGLAS CU SETTLEMENT", "8618.40"), ("23/01/2026", "AVIVA REFUND MOT/7781204", "286.52"),
            ("20/02/2026", "P O SE AVENSIS", "9200.00"), ("02/03/2026", "O'CONNOR FUNERAL DIR", "-7240.00"),
            ("05/03/2026", "AIB CARD 5412 CLOSE", "-412.30"), ("14/03/2026", "PROBATE OFFICE FEE", "-220.00"),
            ("28/04/2026", "HEGARTY LYNCH FEE", "-3025.80")]
    bal, out = 0.0, ["Posted Account,Posted Transactions Date,Description,Debit Amount,Credit Amount,Balance"]
    for d, desc, a in rows:
        bal += float(a)
        deb, cre = (a.lstrip("-"), "") if a.startswith("-") else ("", a)
        out.append(f"93135207 - ESTATE DONAL KIELY,{d},{desc},{deb},{cre},{bal:.2f}")
    return "\n".join(out) + "\n"


def t_funeral_inv(r, dt):
    return ("O'Connor Funeral Directors\nDouglas Road, Cork - est. 1952\nINVOICE 25/311\n"
            "Funeral of: the late Donal Kiely, Ardmanning Close\nAccount: Mrs Bernadette Kiely\n"
            "Professional services, removal from CUH: EUR 1,950.00\nOak coffin (Lismore): EUR 2,450.00\n"
            "Hearse and one limousine: EUR 620.00\nChurch offering St Columba's: EUR 300.00\n"
            "Organist and soloist: EUR 350.00\nGrave opening, St Finbarr's Cemetery: EUR 940.00\n"
            "Death notices RIP.ie and Irish Examiner: EUR 330.00\nFlowers: EUR 300.00\nTOTAL EUR 7,240.00\n"
            "Payment terms: from the estate on grant, or on account. Thank you.")


def t_computershare(r, dt):
    return ("Computershare Investor Services (Ireland) Limited\n3100 Lake Drive, Citywest, Dublin 24\n"
            "Bank of Ireland Group plc - Deceased shareholder\nShareholder: Donal Francis Kiely  SRN C0009918234\n"
            "Holding at 14/11/2025: 1,200 Ordinary Shares\nValue at date of death (EUR 11.36): EUR 13,632.00\n"
            "Dividends of EUR 720.00 unclaimed since the date of death are held pending registration.\n"
            "To transfer or sell, return the Deceased Transfer form with a certified copy of the Grant of\n"
            "Probate and an original death certificate. Case ref DEC-IE-226104.")


def t_notify(r, dt):
    return ("who to tell about Donal\nx Revenue (done online)\nx Dept Social Protection - Widows pension form sent 9/3\n"
            "x Council superannuation - Declan Hurley\nx Bank of Ireland, AIB, Credit Union\nx An Post savings\n"
            "x Aviva (car) - refund came\nx Electric Ireland + Bord Gáis - change name on bills\n"
            "- Engineers Ireland - cancel membership\n- VHI - take him off the policy (refund?)\n"
            "- passport office - send back his passport\n- Golf club - Síle says they wrote already\n"
            "- Computershare - need grant\n- eir - his mobile 087 2240 918")


def t_probate_ack(r, dt):
    return ("The Probate Office, Phoenix House, 15-24 Phoenix Street North, Smithfield, Dublin 7\n"
            "ACKNOWLEDGEMENT OF LODGEMENT\nEstate: Donal Francis Kiely, late of 7 Ardmanning Close, Douglas, Cork\n"
            "Retired Civil Engineer, died 14/11/2025, testate\nApplicant: Bernadette Kiely, executrix\n"
            "Lodged by: Hegarty & Lynch, Solicitors, Cork  on 20/04/2026\nRecord no. 2026 PO 011873\n"
            "Papers are examined in date order. You will be notified of any queries.")


# --------------------------------------------------------------------------- Downsizing texts

def t_offers(r, dt):
    return (f"{AUCT}\n{day(30)}\nMrs Bernadette Kiely\n{ADDR}\nRe: Sale of 7 Ardmanning Close, Douglas\n"
            "Dear Bernadette,\nFurther to our phone call, this confirms the property is SALE AGREED, subject to\n"
            "contract, at EUR 482,000 to Mr Rory and Mrs Niamh Hennessy (mortgage approval in place, AIB).\n"
            "Bidding history: 14/04 EUR 455,000; 18/04 EUR 465,000; 23/04 EUR 470,000 (second party);\n"
            "27/04 EUR 478,000; 02/05 EUR 482,000 final. Booking deposit of EUR 10,000 received.\n"
            "Contracts will issue from Hegarty & Lynch. Target closing: mid-July 2026.\n"
            "Our fee: 1.5% plus VAT as agreed. Kind regards, Barry O'Driscoll")


def t_ber(r, dt):
    return ("Sustainable Energy Authority of Ireland\nBUILDING ENERGY RATING CERTIFICATE\n"
            "Address: 7 Ardmanning Close, Douglas, Cork\nBER number: 117 442 908\nRating: C1\n"
            "Energy value: 168.42 kWh/m2/yr   CO2 emissions: 39.10 kgCO2/m2/yr\n"
            "Dwelling type: semi-detached house, 134 m2, year of construction 1986\n"
            f"Date of issue: {day(92)}  Valid until: {_d(NOW + timedelta(days=3558))}\n"
            "Assessor: Seán McCarthy, reg. no. 104662\nAdvisory: attic insulation 300mm, cavity wall fill")


def t_apt_receipt(r, dt):
    return ("Cohalan Downing Auctioneers\n36 Grand Parade, Cork\nBOOKING DEPOSIT RECEIPT no. 2614\n"
            f"Date: {day(20)}\nReceived from: Bernadette Kiely\nProperty: {APT}\n"
            "Purchase price agreed: EUR 345,000 subject to contract\nBooking deposit: EUR 5,000.00 (card)\n"
            "This deposit is fully refundable until contracts are signed. Vendor: Estate of M. Lucey.\n"
            "Purchaser's solicitor: Hegarty & Lynch, South Mall")


def t_furniture(r, dt):
    return ("Apartment 14 - what fits\nLiving room 5.1 x 3.9 m / bedroom 1 3.8 x 3.2 / bedroom 2 2.9 x 2.7\n"
            "TAKE: the good sofa (2.1 m - measure the door!), Mam's dresser, our bed, desk for bedroom 2,\n"
            "the piano? NO - too big, ask Síle if Fiadh wants it\nGIVE TO SÍLE: dining table + 6 chairs, lawnmower\n"
            "CIARÁN: Donal's books on bridges, his watch (bring in Sept)\nMARYMOUNT SHOP: kitchen stuff, 2nd wardrobe\n"
            "DONEDEAL: garden furniture, shed contents, Donal's golf clubs (Ping irons)\nDUMP: attic")


def t_survey(r, dt):
    return ("Buckley Building Surveyors - Pre-Purchase Condition Report\n"
            f"Property: {APT}\nClient: Mrs B. Kiely   Inspection date: {day(12)}\n"
            "Two-bedroom second-floor apartment in 2004 block of 36 units, lift access, one parking space.\n"
            "Findings: minor condensation staining at bedroom 2 window reveal; extractor fan in bathroom not\n"
            "working; balcony membrane in fair condition; windows double glazed, seals intact.\n"
            "Fire safety: confirm the OMC's 2023 fire-stopping remediation certificate before signing.\n"
            "No significant defects. Estimated repairs: EUR 400-700. Surveyor: Kieran Buckley MSCSI")


def t_move_budget(r, dt):
    return ("MOVE;Amount\nApartment price;345000\nStamp duty 1%;3450\nSolicitor purchase;1600\n"
            "Solicitor sale;1800\nAuctioneer 1.5% + VAT on 482000;8893\nSurveyor;450\nRemovals (Cronin's);1350\n"
            "New blinds + paint;2500\nOMC service charge (part year);925\nTOTAL OUT;364968\nHouse sale;482000\n"
            "LEFT OVER;117032\nput 100k in State Savings?;")


def t_omc(r, dt):
    return ("Ferry Point Owners' Management Company CLG\nManaging agent: Lisney Property Management, Cork\n"
            "Statement for unit 14 (Lucey)\nService charge 2026: EUR 1,850.00 (paid to 30/06/2026)\n"
            "Sinking fund contribution 2026: EUR 300.00\nArrears: nil\n"
            "Budget 2026 includes block insurance, lift maintenance, bin store, fire alarm monitoring.\n"
            "Fire safety remediation works completed November 2023; certificate available on request.\n"
            "House rules: no dogs over 10 kg, no BBQs on balconies.")


def t_sol_questions(r, dt):
    return ("questions for Orla - house + apartment\n- can the closings be the same day? (Hennessys want mid July)\n"
            "- do I need probate for the house sale? (she said no - joint - check)\n"
            "- OMC fire cert - surveyor says get it\n- 2 parking spaces or 1?\n"
            "- where to put the money until the apartment closes\n- stamp duty - first time? no, 1%")


def t_removals(r, dt):
    return eml("Cronin's Removals <quotes@croninsremovals.ie>", "bernie.kiely@eircom.net",
               "Your quotation Q-26-0518 - Douglas to Blackrock", "Tue, 19 May 2026 16:02:11 +0100",
               "Dear Bernadette,\nThank you for having us out on Saturday. Our quotation for moving the contents of\n"
               "7 Ardmanning Close to Ferry Point (2nd floor, lift) is €1,350 incl. VAT: 3 men, 1 Luton\n"
               "van, one day, packing of china and glass, dismantling and reassembly of two beds.\n"
               "Storage if the dates don't line up: €95 per week per container.\nRegards, Gerry Cronin")


def t_auct_terms(r, dt):
    return (f"{AUCT}\nLETTER OF ENGAGEMENT (Section 43 Property Services Regulation Act 2011)\n"
            f"Client: Bernadette Kiely   Property: {ADDR}\nService: sale by private treaty\n"
            "Recommended asking price: EUR 465,000 (market value estimate EUR 465,000 - 485,000)\n"
            "Fee: 1.5% of the sale price plus VAT at 23%; advertising outlay EUR 650 (Daft, MyHome, signboard)\n"
            "Either party may terminate with 14 days' notice.\nSigned for the firm: Barry O'Driscoll")


# --------------------------------------------------------------------------- Travel (Toronto) texts

def t_flights(r, dt):
    return ("Aer Lingus - Your itinerary\nBooking reference: 2QXH7M\nPassenger: MRS BERNADETTE KIELY\n"
            "EI 713  Cork ORK - Dublin DUB  Wed 9 Sep 2026  07:05 - 07:50\n"
            "EI 125  Dublin DUB - Toronto YYZ  Wed 9 Sep 2026  11:10 - 13:25  Seat 24C\n"
            "EI 124  Toronto YYZ - Dublin DUB  Tue 29 Sep 2026  21:35 - 09:15+1\n"
            "US/Canada preclearance not applicable. Baggage: 1 x 23 kg.\nTotal paid: EUR 1,184.36")


def t_eta(r, dt):
    return ("Government of Canada - Electronic Travel Authorization (eTA)\nApplication number: V318844217\n"
            "Applicant: KIELY, BERNADETTE  Passport: Ireland PX4410923\nStatus: APPROVED\n"
            "Your eTA is valid for five years or until your passport expires. It is linked to your passport;\n"
            "you do not need to print this email. Purpose of travel: visiting family (son, Toronto, ON).")


def t_toronto_list(r, dt):
    return ("Toronto - things to bring\n- Barry's tea x4, Tayto, Crunchie bars for Liam\n"
            "- Fiadh's drawing for Nora, Irish dancing DVD\n- Donal's watch for Ciarán\n- tablets for 3 weeks + letter from Dr Twomey\n"
            "- rain jacket (Niagara!), good shoes\n- adaptor x2 (type A)\n- ask Ciarán re Aoife's mother's birthday 19th")


def t_insurance(r, dt):
    return ("VHI Multi-Trip Travel Insurance - Policy Schedule\nPolicy no. VMT-6620145-26\n"
            "Insured: Bernadette Kiely, DOB 02/02/1958\nCover: 01/06/2026 - 31/05/2027, worldwide incl. USA/Canada\n"
            "Max trip duration age 65+: 31 days\nMedical expenses: EUR 5,000,000  Cancellation: EUR 3,000\n"
            "Pre-existing conditions declared: hypertension (controlled), osteoarthritis knee - accepted\n"
            "Emergency assistance: +353 1 448 0900   Premium: EUR 129.00")


# --------------------------------------------------------------------------- Finance / Health / Home texts

def t_teacher_pay(r, dt):
    g = 3104.22
    return ("Department of Education - Pensions Payroll\nPortlaoise Road, Tullamore, Co. Offaly\n"
            f"Pension advice slip - pay date {_d(dt)}\nName: Bernadette Kiely  Pension no. 20551873  PPSN 6620145P\n"
            f"Gross pension: EUR {g:,.2f}\nTax (PAYE): EUR {g * 0.14:,.2f}\nUSC: EUR {g * 0.031:,.2f}\n"
            f"Net pay: EUR {g * 0.829:,.2f}\nPaid to AIB ****0622\nScheme: Teachers' Superannuation, retired 31/08/2021")


def t_taxcert(r, dt):
    return ("Revenue - Tax Credit Certificate 2026\nBernadette Kiely  PPSN 6620145P\n"
            "Personal Tax Credit - Widowed Person (no dependent child): EUR 2,190\n"
            "Widowed Person Credit (additional): EUR 0 (year of bereavement was 2025)\nAge Tax Credit: EUR 245\n"
            "Employer/pension provider: Department of Education Pensions; Cork County Council (spouse pension)\n"
            "Rate band 20%: EUR 48,000 annually, allocated 70/30\nUSC: reduced rate (medical card holder)")


def t_aib_csv(r, dt):
    out = ["Posted Account,Posted Transactions Date,Description,Debit Amount,Credit Amount,Balance"]
    bal = 6210.44
    lines = [("01/05/2026", "DEPT EDUCATION PENSION", None, "2573.40"),
             ("02/05/2026", "SUPERVALU DOUGLAS", "84.12", None), ("05/05/2026", "ELECTRIC IRELAND DD", "142.06", None),
             ("07/05/2026", "HICKEYS PHARMACY", "18.40", None), ("12/05/2026", "COHALAN DOWNING DEP", "5000.00", None),
             ("15/05/2026", "CORK CO CO SPOUSE PEN", None, "1061.42"), ("18/05/2026", "COR COIS LAOI SUBS", "60.00", None),
             ("22/05/2026", "LIDL DOUGLAS", "46.80", None), ("26/05/2026", "EIR BROADBAND", "59.99", None)]
    for d, desc, deb, cre in lines:
        bal += float(cre or 0) - float(deb or 0)
        out.append(f"93135207 - 00622,{d},{desc},{deb or ''},{cre or ''},{bal:.2f}")
    return "\n".join(out) + "\n"


def t_cu_statement(r, dt):
    return ("Douglas Credit Union Ltd - Annual Statement 2025\nMember: Bernadette Kiely  Member no. 10448\n"
            "Shares balance 01/01/2025: EUR 11,204.18\nLodgements: EUR 1,200.00\nDividend 0.5%: EUR 58.45\n"
            "Shares balance 31/12/2025: EUR 12,462.63\nLoan balance: nil\n"
            "Nominee: Síle Desmond (daughter) - please review after bereavement.")


def t_budget(r, dt):
    return ("Month;Teacher pension net;Spouse pension net;Electric;Gas;eir;Food;Car;Choir/charity;Left\n"
            "Jan;2573;0;168;141;60;420;95;20;\nFeb;2573;0;171;138;60;410;380;20;\nMar;2573;0;150;120;60;395;95;20;\n"
            "Apr;2573;1061;131;97;60;430;95;20;\nMay;2573;1061;142;80;60;405;95;60;\n"
            "note;widow's pension (DSP) not started yet;;;;;;;;")


def t_spouse_slip(r, dt):
    return ("Cork County Council - Pensions Payroll\nSpouse's and Children's Pension Scheme\n"
            f"Payslip {_d(dt)}\nPayee: Bernadette Kiely (spouse of late D. Kiely, 003381)\n"
            "Gross spouse's pension: EUR 1,243.55\nLess recovery of overpayment (1 of 3): EUR 430.47\n"
            "Tax: EUR 0.00 (credits allocated)  USC: EUR 12.43\nNet: EUR 800.65\nPaid to AIB ****0622")


def t_widow_credit(r, dt):
    return (f"{ADDR}\n{day(300)}\nPAYE Section, Revenue Commissioners\nRe: Bernadette Kiely PPSN 6620145P\n"
            "Dear Sir/Madam,\nMy husband Donal Kiely (PPSN 5531208K) died on 14 November 2025. We were jointly\n"
            "assessed with him as assessable spouse. Please review my tax credits and allocate the Widowed\n"
            "Person credit for the year of bereavement and split my rate band between my Department of\n"
            "Education pension and the Council spouse's pension when it starts.\nYours faithfully, Bernadette Kiely")


def t_pension_increase(r, dt):
    return ("Department of Education - Pensions\nNotice of pension increase\nPensioner: Mrs B. Kiely, no. 20551873\n"
            "Under the Public Service Agreement 2024-2026, pensions linked to pay rates are increased by 1%\n"
            "with effect from 1 June 2026 (pay-parity). New gross annual pension: EUR 37,623.50.\n"
            "Your monthly payment from 1 June 2026: EUR 3,135.29 gross. Arrears (if any) paid in July.")


def t_eye(r, dt):
    return ("South Infirmary Victoria University Hospital\nOld Blackrock Road, Cork - Eye Department\n"
            f"{day(10)}\nMrs Bernadette Kiely, {ADDR}\nMRN 00714482\n"
            "Dear Mrs Kiely,\nYou are listed for RIGHT cataract surgery (phacoemulsification + IOL).\n"
            "Pre-assessment clinic: Thursday 25 June 2026 at 09:30, Day Ward 2.\n"
            "Please bring all your medications, your medical card and your glasses. Do not drive to this\n"
            "appointment as you will receive dilating drops. Consultant: Mr P. Kenneally")


def t_dexa(r, dt):
    return ("Mercy University Hospital - Radiology\nDEXA Bone Densitometry Report\n"
            f"Patient: Bernadette Kiely  DOB 02/02/1958  Date: {day(75)}\nReferring GP: Dr F. Twomey, Douglas\n"
            "Lumbar spine L1-L4: BMD 0.872 g/cm2, T-score -1.9\nLeft femoral neck: T-score -2.1\n"
            "Conclusion: osteopenia. 10-year FRAX major fracture risk 14%. Suggest vitamin D/calcium,\n"
            "weight-bearing exercise; repeat DEXA in 2 years. Reported by Dr A. Ní Chonaill")


def t_bloods(r, dt):
    return ("Douglas Village Medical Centre - Dr Fionnuala Twomey\nResults: Bernadette Kiely  DOB 02/02/1958\n"
            f"Sample date {day(270)}\nHbA1c 39 mmol/mol (normal)\nTotal cholesterol 5.4 mmol/L (slightly high)\n"
            "LDL 3.2  HDL 1.6\neGFR 78\nTSH 2.1\nVitamin D 41 nmol/L (insufficient - start supplement)\n"
            "Comment: discussed by phone - recheck cholesterol in 6 months, continue amlodipine 5 mg.")


def t_medcard(r, dt):
    return ("HSE Primary Care Eligibility and Reimbursement Service\nPO Box 11745, Finglas, Dublin 11\n"
            "MEDICAL CARD REVIEW\nCardholder: Bernadette Kiely  Card no. 0719-4410-223\n"
            "Your medical card is due for review. Please return this form by 30 June 2026 with:\n"
            "- proof of all income (Department of Education pension, spouse's pension, any DSP payment)\n"
            "- savings and investments over EUR 36,000 (single person 66+)\n"
            "Your circumstances have changed (bereavement) - please update household details in Part 2.\n"
            "If you have a GP visit card only, you do not need to return this form.")


def t_bp(r, dt):
    lines = ["BP readings - morning, left arm (Omron)"]
    for i in range(10):
        lines.append(f"{day(40 - 3 * i)}  {r.randint(128, 146)}/{r.randint(78, 90)}  pulse {r.randint(62, 78)}")
    lines.append("bring to Dr Twomey - ask about the ankles swelling")
    return "\n".join(lines)


def t_ortho(r, dt):
    return ("South Infirmary Victoria University Hospital\nOrthopaedic Outpatients\n"
            f"{day(55)}\nMrs Bernadette Kiely, {ADDR}\n"
            "An appointment has been made for you with Mr D. O'Flynn, Consultant Orthopaedic Surgeon\n"
            "on Monday 13 July 2026 at 14:10 - Clinic C. Referral: left knee osteoarthritis, GP Dr Twomey.\n"
            "X-ray will be taken on the day. If you cannot attend, phone 021 492 6100 at least 48 hours before.")


def t_counsel(r, dt):
    return ("things I want to say to Mairéad (counselling, Tues 3pm)\n"
            "- the nights are the worst, the house is too quiet\n- guilt about selling the house so soon - am I running away?\n"
            "- angry about the CUH waiting that night\n- Síle is great but she has her own two\n"
            "- going to Toronto - is that alright to look forward to?\n- choir helps. The shop helps.")


def t_rx(r, dt):
    return ("Hickey's Pharmacy, Douglas\nMedication record - Bernadette Kiely (GMS 0719-4410-223)\n"
            "Amlodipine 5mg tablets, 1 daily - 28\nAtorvastatin 20mg, 1 at night - 28\n"
            "Calcichew D3 Forte, 2 daily - 56\nParacetamol 500mg, as required - 100\nLatanoprost eye drops - 1\n"
            "Prescriber: Dr F. Twomey  Next due: 15 June 2026\nPrescription charge (70+ cap n/a): EUR 1.00 per item")


def t_electric(r, dt):
    return ("Electric Ireland\nAccount 950 881 224  MPRN 10003921887\n"
            f"Bill date {day(27)}  Account holder: Bernadette Kiely (formerly D & B Kiely)\n"
            f"Supply address: {ADDR}\nBilling period 18/03/2026 - 17/05/2026\n"
            "Day units 612 kWh @ 36.25c = EUR 221.85\nNight units 318 kWh @ 19.58c = EUR 62.26\n"
            "Standing charge 61 days = EUR 42.17\nPSO levy = EUR 0.00\nVAT 9% = EUR 29.36\nTOTAL DUE EUR 355.64\n"
            "Direct debit on 10/06/2026 from AIB ****0622")


def t_fbd(r, dt):
    return ("FBD Insurance plc - Home Insurance Renewal\nPolicy no. HH 4410 2290\n"
            f"Policyholders: Donal & Bernadette Kiely\nRisk address: {ADDR}\n"
            "Period: 01/09/2025 - 31/08/2026\nBuildings sum insured EUR 380,000  Contents EUR 55,000\n"
            "Specified items: engagement ring EUR 3,500\nAnnual premium EUR 612.40 incl. levy\n"
            "Please tell us of any change in circumstances, including if the property will be sold or vacant.")


def t_boiler(r, dt):
    return ("O'Mahony Heating Services\nReg. Gas Installer RGII 7720\nINVOICE 2211\n"
            f"Date {day(95)}  Customer: Mrs Kiely, Ardmanning Close\n"
            "Annual service Worcester Greenstar 30i combi, flue gas analysis, CO 8 ppm - safe\n"
            "Replace pressure relief valve - EUR 45.00\nService EUR 120.00\nTotal EUR 165.00 incl VAT - paid cash\n"
            "Gas safety certificate issued (needed for house sale).")


def t_lpt(r, dt):
    return ("Revenue - Local Property Tax\nLPT Payment Confirmation 2026\nProperty ID: L9923R4K\n"
            f"Address: {ADDR}\nValuation band (Nov 2025): EUR 437,501 - EUR 525,000 (band 6)\n"
            "Local adjustment factor Cork County 2026: +7.5%\nLPT 2026: EUR 678.00\n"
            "Payment method: deduction at source from Department of Education pension, 12 instalments")


def t_eir(r, dt):
    return ("eir - your bill\nAccount 21 9977 4410\nBernadette Kiely, Ardmanning Close\n"
            f"Bill date {day(60)}\neir Broadband 500 Mbps + Landline Talk Anytime: EUR 59.99\n"
            "Calls to mobiles: EUR 0.00 (included)\nInternational calls (Canada 001 416 ...): EUR 4.20\n"
            "Total: EUR 64.19\nContract ends 11/2026. Moving home? Tell us 30 days before.")


def t_bins(r, dt):
    return ("Country Clean Recycling\nAnnual service statement 2026\nCustomer: B. Kiely, 7 Ardmanning Close, Douglas\n"
            "Collection day: Thursday (general waste fortnightly, recycling fortnightly, food waste weekly)\n"
            "Annual service charge: EUR 114.00\nLifts 2026 to date: 9 general, 10 recycling\n"
            "Tag: 2205771  To cancel the service on moving, contact us 14 days in advance.")


def t_nct(r, dt):
    return ("National Car Test - CERTIFICATE OF ROADWORTHINESS\nRegistration: 191-C-44721\n"
            "Make/Model: Toyota Yaris 1.5 Hybrid  Odometer: 38,412 km\nTest centre: Little Island, Cork\n"
            f"Test date: {day(230)}\nResult: PASS\nExpiry date: 10/2027\nAdvisory: rear tyres near limit")


def t_motortax(r, dt):
    return ("motortax.ie - Payment Receipt\nVehicle: 191-C-44721 Toyota Yaris\nOwner: Bernadette Kiely\n"
            "Period: 12 months, 01/04/2026 - 31/03/2027\nCO2 band A2 (89 g/km)\nAmount paid: EUR 180.00\n"
            "Transaction ID MT-26-8841032. Your tax disc will be posted to the registered address.")


# --------------------------------------------------------------------------- Charity shop / choir texts

def t_shop_rota(r, dt):
    return ("Marymount Hospice Shop Douglas - Volunteer rota June 2026;;;\nDay;Morning 9.30-1;Afternoon 1-5.30;Sorting room\n"
            "Mon;Kathleen, Joan;Dympna;Tom\nTue;Bernie K, Breda;Marian, Ursula;Noel\nWed;Helen;Catherine, Rita;Tom\n"
            "Thu;Joan, Bernie K (cover);Dympna;Noel\nFri;Breda;Ursula;Gerry\nSat;Students (TY);Marian;\n"
            "Manager: Eileen Sheehan 086 1442 907;;;")


def t_garda(r, dt):
    return ("Marymount University Hospital & Hospice - Volunteer Services\nCurraheen Road, Curraheen, Cork\n"
            "Dear Bernadette,\nYour Garda vetting disclosure (National Vetting Bureau, ref NVB-2025-0477213) has\n"
            "been received and you are cleared to volunteer in our Douglas retail shop. Vetting is renewed every\n"
            "three years. Please complete the online Manual Handling and GDPR modules before your first shift.\n"
            "Thank you for giving your time. Máire Lucey, Volunteer Coordinator")


def t_pricing(r, dt):
    return ("shop - pricing notes from Eileen\nladies tops €4, good labels (Marks, Next) €6, designer see Eileen\n"
            "books 50c paperback / €2 hardback, Maeve Binchy always sells\nbric-a-brac - check for chips, Waterford to the window\n"
            "gift aid forms - every donor with a PPS? no - only tax receipts over €250\nno electricals unless PAT tested\n"
            "steamer: 10 minutes to heat up, don't leave it on")


def t_choir_csv(r, dt):
    names = [("Síobhán", "Murphy", "S"), ("Breda", "O'Leary", "S"), ("Bernie", "Kiely", "A"),
             ("Ann", "Cotter", "A"), ("Nuala", "Buckley", "A"), ("Fionn", "Ó Laoire", "T"),
             ("Jim", "Barry", "T"), ("Pat", "Hurley", "B"), ("Liam", "Desmond", "B"), ("Triona", "Coughlan", "S")]
    out = ["First Name,Last Name,Voice,Email,Subs 2026 paid"]
    for f, s, v in names:
        out.append(f"{f},{s},{v},{f.lower()}.{s.lower().replace(' ', '').replace(chr(39), '')}@gmail.com,"
                   f"{r.choice(['€60 Jan', '€60 Feb', '€30 + €30', 'no'])}")
    return "\n".join(out) + "\nCór Cois Laoi - rehearsals Wed 7.45pm, St Luke's Hall Douglas\n"


def t_choir_letter(r, dt):
    return ("Cór Cois Laoi - Summer concert arrangements\nSaturday 20 June 2026, 8pm, Christ Church, Douglas\n"
            "Call time 6.45pm for warm-up and seating. Dress: black with the teal scarf.\n"
            "Programme: Ag Críost an Síol; The Parting Glass (arr. Hussey); Siúil a Rún; Ave Verum (Mozart);\n"
            "Hallelujah (Cohen, arr. Runswick); Mo Ghile Mear.\nTickets EUR 15 - each member please sell 10.\n"
            "Proceeds to Cork Simon Community. Musical director: Dónal Ó Ceallaigh")


def t_agm(r, dt):
    return ("Cór Cois Laoi - Minutes of AGM, 14 January 2026, St Luke's Hall\nPresent: 31 members. Chair: Ann Cotter\n"
            "1. Condolences to Bernie Kiely on the death of Donal; the choir sang at his Month's Mind.\n"
            "2. Treasurer: balance EUR 3,412.80; subs stay at EUR 60.\n3. Summer concert 20 June, Christ Church.\n"
            "4. Christmas: carol singing at Douglas Court 19 December.\n"
            "5. New committee: Chair Ann Cotter, Sec. Triona Coughlan, Treasurer Pat Hurley.")


# --------------------------------------------------------------------------- Archive texts

def t_reference(r, dt):
    return ("Scoil Bhríde Secondary School, Douglas (retired staff)\n12 March 2022\nTo whom it may concern,\n"
            "I taught Caoimhe O'Brien English at Higher Level from Transition Year to the Leaving Certificate\n"
            "(2017-2021). She is a thoughtful, hard-working student with a gift for close reading of poetry;\n"
            "her essay on Eavan Boland was among the best I marked in 38 years. I recommend her without\n"
            "reservation for the B.Ed. programme at Mary Immaculate College.\nBernadette Kiely, former teacher of English and History")


def t_retire_speech(r, dt):
    return ("retirement - what to say (staffroom, 27 August 2021)\n"
            "- 38 years, started Sept 1983 in the prefab, Sr Columba's office\n- thank Máire (principal), the English dept, the caretaker Jerry\n"
            "- the girls - 1,000 essays on Hamlet a year...\n- the Cork and Kerry history trip 1995, the bus broke down at Moll's Gap\n"
            "- Covid year - teaching Kavanagh to a laptop\n- don't cry. Donal will be there.")


def t_tc(r, dt):
    return ("An Chomhairle Mhúinteoireachta / The Teaching Council\nBlock A, Maynooth Business Campus, Co. Kildare\n"
            "Re: Registration no. 033817 - Bernadette Kiely\nWe confirm that, at your request following retirement,\n"
            "your registration lapsed on 31/12/2021 and you have been removed from the Register of Teachers.\n"
            "You may re-register at any time should you wish to return to teaching or substitution.")


def t_nh_invoice(r, dt):
    return ("Ard na Gréine Nursing Home\nBlackrock Road, Cork\nStatement - March 2023\nResident: Mrs Nora Murphy, Room 12\n"
            "Nursing Home Support Scheme (Fair Deal) - HSE portion paid direct\n"
            "Resident contribution 1-3 March 2023: EUR 126.84\nHairdresser February: EUR 25.00\n"
            "Chiropody: EUR 35.00\nActivities/social programme charge: EUR 30.00\nBalance due: EUR 216.84\n"
            "With sympathy to the family on Nora's passing on 3 March. Director of Nursing, Mary Cronin")


def t_fairdeal(r, dt):
    return ("Health Service Executive - Nursing Home Support Office, Cork\n"
            "Nursing Home Support Scheme - Notice of Decision\nApplicant: Nora Murphy, DOB 18/05/1931\n"
            "Care needs assessment: long-term residential care required.\n"
            "Financial assessment: weekly contribution EUR 206.22 (80% of assessable income; 7.5% of assets\n"
            "- nil, principal residence sold 2016). State Support approved from 11/03/2019.\n"
            "Nominated person: Bernadette Kiely (daughter).")


def t_mam_eulogy(r, dt):
    return ("Mam - words for the Mass, St Michael's Blackrock, 7 March 2023\n"
            "Nora Murphy was born in Ballinhassig in 1931, one of nine...\n"
            "She worked in Dowdall's shop on the Coal Quay and married Dad (Con) in 1955.\n"
            "The last four years in Ard na Gréine - the staff there became her family. Thank you Mary and the night nurses.\n"
            "She loved the Rose of Tralee, a hot whiskey, and being right.\nTadhg will do the prayers of the faithful.")


def t_compostela(r, dt):
    return ("CAPITULUM huius Almae Apostolicae et Metropolitanae Ecclesiae Compostellanae\n"
            "sigilli Altaris Beati Jacobi Apostoli custos, ut omnibus Fidelibus et Perigrinis...\n"
            "notum facit: Dnam. Bernadettam Kiely\nhoc sacratissimum Templum pietatis causa devote visitasse.\n"
            "Datum Compostellae die 27 mensis Septembris anno Dni 2024\nCamino Portugues - 247 km from Porto")


def t_voucher(r, dt):
    return ("Caminos Celtas - Luggage transfer voucher\nClients: Bernadette Kiely + Geraldine Coakley\n"
            "Camino Portugués (Coastal) 15-27 September 2024\nStages: Porto - Vila do Conde - Esposende - Viana do Castelo\n"
            "- Caminha - A Guarda - Baiona - Vigo - Redondela - Pontevedra - Caldas de Reis - Padrón - Santiago\n"
            "1 bag per person, max 15 kg, ready at reception by 8:00. Label with this voucher. Ref CC-24-0931")


def t_guest_list(r, dt):
    return ("Oisín's christening 15 June 2025 - St Columba's 12 noon, lunch Maryborough Hotel 2pm\n"
            "Table 1: Síle, Mark, Fiadh, Oisín, Donal, me, Fr. Kieran\nTable 2: Mark's parents (Tim & Ber Desmond), Mark's sister Gráinne + Colm\n"
            "Table 3: Tadhg & Eileen, Geraldine, Auntie Peg\nTable 4: Síle's friends (6)\n"
            "Godparents: Gráinne Desmond and Ciarán (by proxy - Colm stands in)\n"
            "cake - Cakes by Siobhán, 2 tier, blue, collect Sat\nCiarán + Aoife on video call at 12")


def t_hotel_deposit(r, dt):
    return ("Maryborough Hotel & Spa\nMaryborough Hill, Douglas, Cork\nDEPOSIT RECEIPT 8814\n"
            "Event: Christening lunch - Desmond/Kiely, Sunday 15 June 2025, Garden Room\n"
            "Guests: 28 adults, 6 children. Menu B EUR 42.00 pp, children's menu EUR 16.50\n"
            "Deposit received EUR 300.00 from Bernadette Kiely (card)\nBalance payable on the day.")


def t_readings(r, dt):
    return ("Funeral Mass for Donal Kiely - St Columba's Church, Douglas, 18 November 2025 at 11am\n"
            "First reading (Ecclesiastes 3): Síle\nPsalm 23 - sung by Cór Cois Laoi\nSecond reading (Romans 14): Ciarán\n"
            "Prayers of the faithful: Fiadh (for Grandad), Tadhg, Gráinne, Geraldine, Mark\n"
            "Offertory gifts: his golf scorecard, a bridge drawing, the Examiner crossword\n"
            "Words of remembrance: Ciarán (5 minutes max!)\nBurial afterwards St Finbarr's Cemetery, Glasheen Road")


def t_thanks(r, dt):
    return ("thank you cards still to send\n- Douglas Golf Club (Captain + the Wednesday four-ball)\n"
            "- Cork County Council roads section - lovely Mass card\n- Dr Twomey\n- Marymount shop girls (the lasagne!)\n"
            "- the choir - Psalm 23\n- CUH cardiac ICU nurses\n- neighbours: the Crowleys, the O'Callaghans, Mrs Forde\n"
            "done: Tadhg, Geraldine, Fr. Kieran, O'Connor's")


def t_golf(r, dt):
    return ("Douglas Golf Club\nMaryborough Hill, Douglas, Cork\nMember: Donal Kiely - Membership no. 0412\n"
            "Annual subscription 2025 (Senior/Over 65): EUR 1,180.00\nGUI/ILGU levy: EUR 24.00\nLocker no. 88: EUR 40.00\n"
            "Total: EUR 1,244.00 - payable by 31 March 2025 or by 10 monthly instalments.\n"
            "Current WHS handicap index: 16.4. Wednesday seniors' competitions resume 5 March.")


def t_inspection(r, dt):
    return ("Cork County Council - Roads and Transportation Directorate\nPrincipal Inspection Report\n"
            "Structure: Ballea Bridge, Carrigaline (CC-BR-0419), R611\nInspected: 14 June 2016  Inspector: D. Kiely CEng MIEI\n"
            "Type: three-span masonry arch, 32 m total, over the Owenboy River\n"
            "Condition rating (Eirspan): 3 - scour at pier 2, spalling of parapet, vegetation\n"
            "Recommendation: scour protection works 2017 programme, est. EUR 85,000; parapet repointing.")


def t_cpd(r, dt):
    return ("Date;Activity;Hours;Type\n12/01/2018;Eirspan bridge inspection refresher;7;Structured\n"
            "03/03/2018;Engineers Ireland Cork region lecture - flood relief Lee;2;Lecture\n"
            "19/05/2018;Site visit M28 scheme;4;Site\n10/09/2018;Mentoring graduate engineers;12;Mentoring\n"
            "22/11/2018;Road safety audit course TII;14;Structured\nTOTAL 2018;;39;\nDonal Kiely CEng MIEI no. 041227;;;")


def t_chowder(r, dt):
    return ("Ballymaloe-style seafood chowder (serves 6)\n25g butter, 110g streaky bacon, 1 onion, 2 potatoes diced\n"
            "600ml fish stock, 300ml milk, 150ml cream\n700g mixed fish - hake, smoked haddock, salmon + mussels\n"
            "Sweat bacon + onion 10 min, add potatoes, stock, simmer 10, add fish 4 min, cream, parsley.\n"
            "Serve with brown bread. (from the Examiner magazine - made it for the choir party)")


def t_brownbread(r, dt):
    return ("Mam's brown bread\n450g coarse wholemeal, 110g plain flour, 1 tsp bread soda (sieved!), 1 tsp salt\n"
            "1 egg, 425ml buttermilk, handful of oats on top\nbake 200C 15 min then 180C 45 min - tap the bottom\n"
            "Síle likes it with treacle - 1 tbsp in the buttermilk")


def t_aib_stmt(r, dt):
    bal = r.uniform(3000, 7000)
    out = [f"AIB - Allied Irish Banks, Douglas branch\nStatement of account - {dt:%B %Y}\n"
           f"Mrs Bernadette Kiely, {ADDR}\nCurrent Account IE29 AIBK 9313 5200 0622 00\nOpening balance EUR {bal:,.2f}"]
    for desc, lo, hi in (("DEPT EDUCATION PENSION", 2560, 2580), ("SUPERVALU DOUGLAS", -120, -40),
                         ("ELECTRIC IRELAND DD", -180, -90), ("BORD GAIS ENERGY DD", -150, -60),
                         ("EIR", -60, -59), ("DUNNES DOUGLAS CT", -90, -20), ("CIRCLE K", -70, -40)):
        v = r.uniform(lo, hi)
        bal += v
        out.append(f"{desc}  {v:,.2f}  {bal:,.2f}")
    out.append(f"Closing balance EUR {bal:,.2f}")
    return "\n".join(out)


def t_bill(company: str, what: str):
    def f(r, dt):
        return (f"{company}\nBill date {_d(dt)}\nCustomer: Bernadette Kiely, {ADDR}\n{what}\n"
                f"Amount due: {eur(r, 45, 260)}\nPaid by direct debit from AIB ****0622")
    return f


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

    def stamp(age: float) -> str:
        return f"{NOW - timedelta(days=age):%Y%m%d}_{r.randint(9, 20):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    H = True
    DT, DL, DOC = "Desktop", "Downloads", "Documents"

    # ------------------------------------------------------------ Projects / Estate
    d = f"{DOC}/Donal - Estate"
    add(f"{d}/Death cert x5 copies.pdf", P, "Estate", 190, t_death_cert)
    add(f"{d}/Will 2016 - copy.pdf", P, "Estate", 188,
        "THIS IS THE LAST WILL AND TESTAMENT of me DONAL FRANCIS KIELY of 7 Ardmanning Close, Douglas, Cork,\n"
        "Civil Engineer. I revoke all former wills. I appoint my wife BERNADETTE KIELY sole executrix.\n"
        "I leave all my property of every kind to my said wife absolutely. Should she predecease me I leave\n"
        "my estate to my children Ciarán Kiely and Síle Desmond in equal shares and appoint them executors.\n"
        "Dated 3 May 2016. Witnesses: Orla Hegarty, Solicitor; Michelle Walsh, Legal Secretary, South Mall, Cork")
    add(f"{d}/Solicitor/Documents needed - Dec 2025.pdf", P, "Estate", 172,
        f"{SOL}\nOur ref: OH/KIE/5521\n{day(172)}\nDear Bernadette,\nRe: {EST}\n"
        "To prepare the Statement of Affairs (SA.2) and the papers to extract a Grant of Probate please send:\n"
        "1. Two certified death certificates  2. Balances at date of death from every bank, An Post, credit union\n"
        "3. Share certificates / Computershare statement  4. Value of the car (two dealer valuations)\n"
        "5. Funeral account  6. Any debts at date of death  7. Details of pension payments after death\n"
        "The original will is held in our strongroom. Orla Hegarty")
    add(f"{d}/Solicitor/RE Estate of Donal Kiely - SA2.eml", P, "Estate", 82,
        eml("Orla Hegarty <ohegarty@hegartylynch.ie>", "bernie.kiely@eircom.net", "RE: Estate of Donal Kiely - SA2",
            "Fri, 6 Mar 2026 12:41:09 +0000",
            "Hi Bernadette,\nThanks for the Credit Union and An Post figures. I have the SA.2 ready to file on\n"
            "Monday. Total gross estate €91,212.66, debts and funeral €8,892.30. No CAT as all passes to you.\n"
            "Can you sign the Oath when you're in town next week? Any morning but Wednesday.\nOrla"))
    add(f"{d}/Solicitor/Fee note 1.pdf", P, "Estate", 34,
        f"{SOL}\nFEE NOTE 26/1187\nTo: Bernadette Kiely, executrix\nRe: {EST}\n"
        "Professional fee to date (SA.2, Oath, lodgement): EUR 2,460.00\nVAT 23%: EUR 565.80\n"
        "Outlay - Probate Office fees: EUR 220.00 (paid by client)\nTotal due: EUR 3,025.80")
    add(f"{d}/Revenue/SA2 figures for Orla.xlsx", P, "Estate", 86, t_assets)
    add(f"{d}/Revenue/Donal tax 2025 - notes.docx", P, "Estate", 60,
        "Donal's income 2025 (to 14 Nov)\nCork Co Co pension gross €26,870.44, tax deducted €3,410.20\n"
        "State Pension (Contributory) €15,018.00 - no tax deducted\nBOI deposit interest €184.10 DIRT paid\n"
        "Joint return - me as executor signs for him. Ask Orla if Revenue refund goes to the estate a/c.")
    add(f"{d}/Banks/AIB estate account opened.pdf", P, "Estate", 150,
        "AIB - Account Opening Confirmation\nAccount name: ESTATE OF DONAL KIELY\nAccount no. 93135207 (IE29 AIBK 9313 5207 4418 06)\n"
        "Signatory: Bernadette Kiely, executrix (ID and will verified)\nOpened 02/01/2026 - Douglas branch")
    add(f"{d}/Banks/AIB joint account to my name.pdf", P, "Estate", 165,
        f"AIB Bereavement Centre\nDear Mrs Kiely,\nFollowing the death of Mr Donal Kiely, joint current account ending\n"
        "0622 has been transferred into your sole name. Direct debits and standing orders remain in place.\n"
        "Mr Kiely's debit card and credit card ending 5412 have been cancelled; balance due EUR 412.30.")
    add(f"{d}/Banks/BOI claim form B7 - filled.pdf", P, "Estate", 45,
        "Bank of Ireland - Form B7 - Claim by Personal Representative\nDeceased: Donal Francis Kiely\n"
        "Account ending 4417  Balance: EUR 38,412.66\nClaimant: Bernadette Kiely, executrix\n"
        "Pay to: Estate of Donal Kiely, IE29 AIBK 9313 5207 4418 06\nGrant of Probate to follow")
    add(f"{d}/An Post/SS46 claim form.pdf", P, "Estate", 70,
        "State Savings Form SS46 - Claim by a Personal Representative\nDeceased holder: Donal F. Kiely  Customer 5510387\n"
        "Savings Certificates, Savings Bonds, Prize Bonds - total EUR 21,850.00\n"
        "Claimant: Bernadette Kiely (executrix). Witnessed by: Orla Hegarty, Solicitor, 11/03/2026")
    add(f"{d}/Shares/Computershare deceased transfer form.pdf", P, "Estate", 96,
        "Computershare - Deceased Transfer Form (Ireland)\nCompany: Bank of Ireland Group plc  SRN C0009918234\n"
        "Deceased: Donal Francis Kiely  Holding: 1,200 shares\nTransfer to: Bernadette Kiely, 7 Ardmanning Close\n"
        "Attach: certified Grant of Probate, original death certificate")
    add(f"{d}/Pension/Council spouses pension form SCP1.pdf", P, "Estate", 140,
        "Cork County Council - Form SCP1 - Application for Spouse's Pension\nDeceased member: Donal Kiely, staff no. 003381\n"
        "Retired: 30/06/2019, Senior Engineer  Date of death: 14/11/2025\nApplicant: Bernadette Kiely, PPSN 6620145P\n"
        "Date of marriage: 06/08/1983  Bank: AIB ****0622\nEnclosed: death cert, marriage cert")
    add(f"{d}/Pension/Widows pension - what I sent DSP.docx", P, "Estate", 84,
        "Widow's (Contributory) Pension - posted 6 March 2026 (registered post RR 2214 7781 IE)\n"
        "Form WCP1 signed, death cert, Donal's PPSN, my birth cert, AIB details\n"
        "Still to send: civil marriage cert (ordered from GRO Roscommon), UK record 1976-79 (he worked in Leeds)\n"
        "Phone DSP Longford 0818 200 400 if nothing by May.")
    add(f"{d}/Pension/DSP claim acknowledged.pdf", P, "Estate", 75,
        "Department of Social Protection\nWe acknowledge receipt of your claim for Widow's (Contributory) Pension\n"
        "received 9 March 2026. Claim reference WCP-4417702. Processing time currently 10-14 weeks.")
    add(f"{d}/Car/DoneDeal ad Avensis.txt", P, "Estate", 115,
        "2017 Toyota Avensis 1.6 D-4D Luna - €9,750\nSilver, 118,400 km, one owner, full Toyota service history\n"
        "NCT 03/2027, tax 06/2026, 2 keys, new tyres front\nSelling due to bereavement. Viewing Douglas, ring Bernie 086 2241 907")
    add(f"{d}/Car/Aviva cancellation confirmation.pdf", P, "Estate", 130,
        "Aviva Insurance Ireland\nPolicy MOT/7781204 - cancellation confirmed from 02/12/2025\n"
        "Policyholder: Donal Kiely (deceased)  Vehicle 171-C-20934\nReturn premium EUR 286.52 will be paid to the account nominated.")
    for i, age in enumerate((118, 118, 117)):
        photo(f"{d}/Car/20260203_1{i}4411.jpg", P, "Estate", age)
    add(f"{d}/Estate accounts.xlsx", P, "Estate", 8, lambda r, dt: t_estate_csv(r, dt).replace(",", ";"))
    add(f"{d}/To do.txt", P, "Estate", 5,
        "ESTATE - still to do (June)\n- wait for grant (Probate Office - July?)\n- then: BOI form B7, Computershare, An Post SS46\n"
        "- Revenue 2025 joint return - refund to estate\n- DSP widow's pension - send marriage cert + E104\n"
        "- final account for Ciarán and Síle before closing the estate a/c\n- headstone - Cork Memorials quote")
    add(f"{d}/Citizens Information - dealing with the estate.pdf", P, "Estate", 180,
        "Citizens Information - Dealing with the estate of a deceased person\nThe personal representative must collect\n"
        "the assets, pay debts and funeral expenses, and distribute the estate. Jointly held property passes by\n"
        "survivorship. Form SA.2 must be filed with Revenue before applying for a grant of probate.")
    add(f"{d}/~$tate accounts.xlsx", L, "System", 8, b"\x08Bernie K  " + bytes(150))
    hard_estate = [
        (f"{DT}/scan0012.pdf", 158, t_boi), (f"{DT}/scan0013.pdf", 157, t_anpost),
        (f"{DL}/document (2).pdf", 118, t_revenue), (f"{DL}/document (3).pdf", 33, t_dsp),
        (f"{DOC}/Scans/scan0007.pdf", 189, t_death_cert), (f"{DOC}/Scans/scan0009.pdf", 148, t_council_pension_app),
        (f"{DT}/New Text Document.txt", 37, t_phone_notes), (f"{DL}/attachment.pdf", 39, t_sol_letter),
        (f"{DOC}/Book1.xlsx", 90, t_assets), (f"{DT}/IMG_20260219_0001.pdf", 102, t_car_receipt),
        (f"{DL}/ATT00001.pdf", 134, t_cu), (f"{DOC}/Doc1.docx", 189, t_doc1_letter),
        (f"{DL}/export.csv", 30, t_estate_csv), (f"{DOC}/2025/scan0003.pdf", 170, t_funeral_inv),
        (f"{DL}/download.pdf", 95, t_computershare), (f"{DT}/New Text Document (2).txt", 140, t_notify),
        (f"{DL}/document (13).pdf", 41, t_probate_ack)]
    for rel, age, fn in hard_estate:
        add(rel, P, "Estate", age, fn, H)

    # ------------------------------------------------------------ Projects / Downsizing
    d = f"{DOC}/Selling the house"
    add(f"{d}/Valuation Lynch ODriscoll Feb 2026.pdf", P, "Downsizing", 110,
        f"{AUCT}\n{day(110)}\nRe: 7 Ardmanning Close, Douglas - market appraisal\n"
        "4-bed semi-detached, c.134 m2, built 1986, south-facing rear garden, garage converted to utility.\n"
        "Comparable sales: 22 Ardmanning Close EUR 470,000 (2025); 3 Maryborough Ave EUR 495,000 (2025).\n"
        "In our opinion the market value is in the range EUR 465,000 - 485,000. Barry O'Driscoll MIPAV")
    add(f"{d}/Brochure text.docx", P, "Downsizing", 88,
        "7 ARDMANNING CLOSE, DOUGLAS, CORK - FOR SALE BY PRIVATE TREATY - AMV EUR 465,000\n"
        "Lovingly maintained four-bedroom family home in a quiet cul-de-sac within walking distance of\n"
        "Douglas Village, Douglas Court and Scoil Bhríde. Entrance hall, living room with bay window and\n"
        "stove, kitchen/dining room, utility, guest WC; 4 bedrooms (master en suite), family bathroom.\n"
        "Private south-facing rear garden with patio and garden shed. BER C1. Viewing strictly by appointment.")
    add(f"{d}/~$ochure text.docx", L, "System", 88, b"\x08Bernie K  " + bytes(150))
    add(f"{d}/Viewings log.xlsx", P, "Downsizing", 32,
        "Date;Who;Via;Notes\n21/03;Hennessy R & N;Daft;2 kids, loved the garden\n21/03;M. Lynch;MyHome;investor?\n"
        "28/03;O'Riordan family;Daft;worried about the attic\n04/04;Hennessy (2nd);;brought her father\n"
        "11/04;Barrett P;Daft;cash buyer, low offer\n18/04;Kenneally;sign;asked about schools")
    add(f"{d}/Daft listing.pdf", P, "Downsizing", 72,
        "daft.ie - 7 Ardmanning Close, Douglas, Co. Cork - EUR 465,000\n4 Bed, 3 Bath, Semi-D, 134 m2, BER C1\n"
        "Listed by Lynch O'Driscoll Auctioneers. Views: 4,128. Saved by 211 users.")
    add(f"{d}/Contract for sale - draft.pdf", P, "Downsizing", 9,
        "Law Society of Ireland General Conditions of Sale (2023 Edition)\nVendor: Bernadette Kiely\n"
        "Purchasers: Rory Hennessy and Niamh Hennessy\nProperty: 7 Ardmanning Close, Douglas, Cork, Folio CK44207F\n"
        f"Purchase price: EUR 482,000  Deposit: EUR 48,200 (less booking deposit EUR 10,000)\nClosing date: 17 July 2026\n"
        "Special conditions: vendor to furnish Safe Electric cert and gas safety cert; LPT paid to 2026.")
    add(f"{d}/Safe Electric cert.pdf", P, "Downsizing", 62,
        "Safe Electric - Completion Certificate (periodic inspection)\nAddress: 7 Ardmanning Close, Douglas\n"
        "Contractor: Tim Lordan Electrical Ltd, reg. 4412\nResult: satisfactory; RCD fitted to sockets circuit")
    add(f"{d}/Clearing the attic.txt", P, "Downsizing", 26,
        "attic - box by box\n1. Christmas decorations - keep half\n2. Ciarán's comics - ask him\n3. Donal's drawings and old tenders - shred? keep the Ballea bridge ones\n"
        "4. Mam's good china - Síle\n5. school stuff (my notes 1983-2021) - keep ONE box\n6. suitcases - keep 1 for Toronto")
    for i, age in enumerate((95, 95, 95, 95, 94, 94, 94, 93)):
        photo(f"Pictures/House for sale/{stamp(age)}.jpg", P, "Downsizing", age)
    d = f"{DOC}/Apartment"
    add(f"{d}/Ferry Point brochure.pdf", P, "Downsizing", 48,
        f"Cohalan Downing - {APT}\nEUR 350,000\nBright two-bed, two-bath second floor apartment with west-facing balcony,\n"
        "lift, designated parking, walking distance of Blackrock Village and the Marina. BER B2. Service charge approx. EUR 1,850.")
    add(f"{d}/Floor plan Apt 14.pdf", P, "Downsizing", 47,
        "FLOOR PLAN - Apartment 14 Ferry Point (not to scale)\nLiving/Dining 5.1 x 3.9 m  Kitchen 3.0 x 2.4 m\n"
        "Bedroom 1 3.8 x 3.2 m (en suite)  Bedroom 2 2.9 x 2.7 m  Bathroom 2.2 x 1.8 m  Balcony 4.0 x 1.5 m")
    add(f"{d}/Questions for viewing.txt", P, "Downsizing", 46,
        "Ferry Point - ask:\n- service charge + sinking fund? any levy coming?\n- lift - how old?\n- noise from the road?\n"
        "- can I have a piano? (probably not...)\n- storage for the Christmas stuff\n- bus to Douglas")
    add(f"{d}/AIB proof of funds.pdf", P, "Downsizing", 22,
        "AIB Douglas - To whom it may concern\nWe confirm that Mrs Bernadette Kiely is a customer of this branch and that\n"
        "funds of EUR 345,000 will be available for the purchase of Apt 14 Ferry Point from the net proceeds of the\n"
        "sale of 7 Ardmanning Close, Douglas, due to close in July 2026. No mortgage is required.")
    add(f"{d}/Survey booked.eml", P, "Downsizing", 17,
        eml("Kieran Buckley <kieran@buckleysurveyors.ie>", "bernie.kiely@eircom.net", "Survey - Apt 14 Ferry Point",
            "Mon, 11 May 2026 09:12:40 +0100",
            "Dear Mrs Kiely,\nConfirming the pre-purchase survey at Apt 14 Ferry Point on Wednesday 20 May at 10am.\n"
            "The selling agent will give access. Our fee is €450 incl. VAT, report within 3 working days.\nKieran"))
    for i, age in enumerate((44, 44, 44, 12)):
        photo(f"Pictures/Apartment/{stamp(age)}.jpg", P, "Downsizing", age)
    hard_move = [
        (f"{DL}/document (4).pdf", 29, t_offers), (f"{DL}/document.pdf", 91, t_ber), (f"{DT}/scan0014.pdf", 19, t_apt_receipt),
        (f"{DOC}/Doc2.docx", 14, t_furniture), (f"{DL}/Report_final.pdf", 9, t_survey),
        (f"{DT}/New Microsoft Excel Worksheet.xlsx", 6, t_move_budget), (f"{DL}/ATT00002.pdf", 15, t_omc),
        (f"{DOC}/New folder/notes.txt", 11, t_sol_questions), (f"{DL}/message (1).eml", 13, t_removals),
        (f"{DOC}/Scans/scan0011.pdf", 101, t_auct_terms)]
    for rel, age, fn in hard_move:
        add(rel, P, "Downsizing", age, fn, H)

    # ------------------------------------------------------------ Projects / Travel (Toronto Sept 2026)
    d = f"{DOC}/Toronto 2026"
    add(f"{d}/Ciarán - plans for September.eml", P, "Travel", 52,
        eml("Ciarán Kiely <ciaran.kiely@rogers.com>", "Mam <bernie.kiely@eircom.net>", "September!!",
            "Sat, 11 Apr 2026 02:14:33 +0100",
            "Mam,\nAoife and I are delighted you're coming. We've the spare room ready. Liam's school starts the 2nd so\n"
            "we'll do Niagara on the Saturday 12th and the cottage in Muskoka the weekend of the 19th.\n"
            "Book the Aer Lingus direct from Dublin, we'll collect you at Pearson. Love, Ciarán"))
    add(f"{d}/Toronto itinerary.docx", P, "Travel", 20,
        "TORONTO 9-29 SEPTEMBER 2026\nWed 9 - fly Cork-Dublin-Toronto, Ciarán collects\nSat 12 - Niagara Falls + Niagara-on-the-Lake\n"
        "Thu 17 - Nora's school concert\nFri 18-Sun 20 - Muskoka cottage (Aoife's parents)\nWed 23 - CN Tower, St Lawrence Market\n"
        "Tue 29 - home (land Dublin Wed 30)")
    add(f"{d}/Niagara day trip.pdf", P, "Travel", 18,
        "Niagara Falls Day Tour from Toronto - Hornblower boat cruise included\nDate: Saturday 12 September 2026\n"
        "Guests: 2 adults, 1 senior, 2 children  Total CAD 412.00  Confirmation NF-88172")
    add(f"{d}/Gifts for the children.txt", P, "Travel", 7,
        "Liam - Cork GAA jersey age 9-10 (Elverys)\nNora - Irish dancing shoes? ask Aoife size\nAoife - Kilkenny Design scarf\nCiarán - Dad's watch")
    for rel, age, fn in ((f"{DL}/document (5).pdf", 45, t_flights), (f"{DL}/Print.pdf", 43, t_eta),
                         (f"{DT}/New Text Document (3).txt", 3, t_toronto_list), (f"{DL}/Policy.pdf", 1, t_insurance)):
        add(rel, P, "Travel", age, fn, H)

    # ------------------------------------------------------------ Areas / Finance
    d = f"{DOC}/Pension"
    for age in (127, 96, 68, 38, 7):
        m = NOW - timedelta(days=age)
        add(f"{d}/Payslips/Pension slip {m:%Y-%m}.pdf", A, "Finance", age, t_teacher_pay)
    add(f"{d}/Retirement benefits statement 2021.pdf", A, "Finance", 1735,
        "Department of Education - Statement of Superannuation Benefits\nBernadette Kiely  Scoil Bhríde SS, Douglas\n"
        "Pensionable service: 38 years (01/09/1983 - 31/08/2021)\nPension: EUR 36,102.80 p.a.\n"
        "Lump sum: EUR 108,308.40 (tax free up to EUR 200,000)\nPension payable from 01/09/2021, monthly in arrears")
    add(f"{d}/Spouse pension award Cork Co Co.pdf", A, "Finance", 50,
        "Cork County Council - Superannuation Section\nDear Mrs Kiely,\nI am pleased to confirm the award of a spouse's pension\n"
        "of EUR 14,922.60 per annum (EUR 1,243.55 per month) from 15 November 2025, payable monthly from April 2026 with\n"
        "arrears. The overpayment of EUR 1,291.40 will be recovered over three months. Declan Hurley, Pensions Officer")
    add(f"{d}/Spouse pension payslip April.pdf", A, "Finance", 47, t_spouse_slip)
    d = f"{DOC}/Bank"
    for age in (270, 240, 210, 180, 150, 120, 89, 59, 28):
        m = NOW - timedelta(days=age)
        add(f"{d}/AIB statements/AIB {m:%b %Y}.pdf", A, "Finance", age - 3, t_aib_stmt)
    add(f"{d}/Credit union book scan 2024.pdf", A, "Finance", 500, t_cu_statement)
    add(f"{d}/Household budget 2025.xlsx", A, "Finance", 160,
        "Month;Pensions in;Bills;Food;Car;Other\nJan;4310;520;610;120;200\nJun;4310;390;640;95;650\nNov;4310;610;580;100;7240 funeral")
    d = f"{DOC}/Tax"
    add(f"{d}/Form 12 2024 - submitted.pdf", A, "Finance", 420,
        "Revenue - Form 12 Return for 2024 (PAYE) - Acknowledgement\nJointly assessed: Donal Kiely (assessable spouse) and Bernadette Kiely\n"
        "Non-PAYE income: deposit interest EUR 312.40 (DIRT deducted)\nMedical expenses claimed: EUR 1,140.00\n"
        "Statement of Liability: overpaid EUR 228.00 - refund issued")
    add(f"{d}/Tax credit cert 2025.pdf", A, "Finance", 515,
        "Revenue - Tax Credit Certificate 2025\nBernadette Kiely  Married/Civil Partner credit - jointly assessed\n"
        "Age credit EUR 245  Employer: Department of Education Pensions")
    add(f"{d}/Revenue myAccount.txt", A, "Finance", 240, "Revenue myAccount - login with PPSN 6620145P\nsecurity question - first school (St Anne's Ballinhassig)\nphone 01 738 3636")
    for rel, age, fn in ((f"{DOC}/Scans/scan0004.pdf", 60, t_teacher_pay), (f"{DL}/document (1).pdf", 140, t_taxcert),
                         (f"{DL}/export (1).csv", 4, t_aib_csv), (f"{DOC}/2025/scan0001.pdf", 130, t_cu_statement),
                         (f"{DOC}/Book2.xlsx", 16, t_budget), (f"{DL}/file.pdf", 16, t_spouse_slip),
                         (f"{DOC}/2025/Document1.docx", 175, t_widow_credit), (f"{DT}/IMG_20260502_0002.pdf", 30, t_pension_increase)):
        add(rel, A, "Finance", age, fn, H)

    # ------------------------------------------------------------ Areas / Health
    d = f"{DOC}/Health"
    add(f"{d}/Medical card approved 2024.pdf", A, "Health", 700,
        "HSE - Medical Card Decision\nWe are pleased to inform you that a medical card has been awarded to\n"
        "Bernadette Kiely and Donal Kiely (over-66 income limits). Card no. 0719-4410-223. Review date: 06/2026.\nChosen GP: Dr F. Twomey")
    add(f"{d}/Flu and covid vaccines.docx", A, "Health", 220,
        "Vaccines\nFlu - 14/10/2025 Hickey's Pharmacy\nCovid booster - 14/10/2025\nShingles (Shingrix) - 1st dose 03/2025, 2nd 09/2025\nPneumococcal - 2023")
    add(f"{d}/Medications list.docx", A, "Health", 40,
        "MEDICATIONS - Bernadette Kiely DOB 02/02/1958\nAmlodipine 5mg morning\nAtorvastatin 20mg night\nCalcichew D3 x2\n"
        "Latanoprost drops right eye night\nAllergies: penicillin (rash)\nGP Dr Twomey 021 489 1140")
    add(f"{d}/SIVUH eye clinic letter Jan.pdf", A, "Health", 140,
        "South Infirmary Victoria University Hospital - Eye Department\nClinic letter to Dr F. Twomey\n"
        "Re: Bernadette Kiely. Visual acuity R 6/18, L 6/9. Moderate nuclear cataract right eye. IOP 19/18.\n"
        "Listed for right phaco + IOL. Continue latanoprost. Mr P. Kenneally, Consultant Ophthalmologist")
    add(f"{d}/Knee exercises physio.pdf", A, "Health", 100,
        "Douglas Physiotherapy Clinic - Home programme for Bernadette\n1. Straight leg raise 3 x 10\n2. Sit to stand 3 x 8\n"
        "3. Step-ups 2 x 10 each leg\n4. Calf stretch 30 s x 3\nIce 15 min after walking. Review 6 weeks - Aisling")
    add(f"{d}/Cork Counselling Services - appointment.pdf", A, "Health", 110,
        "Cork Counselling Services, 7 Fr Mathew Street, Cork\nDear Bernadette,\nYour bereavement counselling sessions with\n"
        "Mairéad Ní Riain will be on Tuesdays at 3pm from 17 February 2026 (6 sessions). Contribution EUR 20 per session.")
    add(f"{d}/Reading/Living with grief - Irish Hospice Foundation.pdf", R, "Health", 160,
        "Irish Hospice Foundation - Living with grief\nGrief is a natural response to loss. There is no right way to grieve.\n"
        "The first year brings many firsts: birthdays, anniversaries, Christmas. Be gentle with yourself.")
    add(f"{d}/Reading/Osteopenia - what it means.pdf", R, "Health", 70,
        "Irish Osteoporosis Society - Osteopenia\nOsteopenia means bone density lower than normal but not low enough to be\n"
        "osteoporosis. Calcium 1,200 mg a day over 50, vitamin D, weight-bearing exercise, and fall prevention help.")
    for rel, age, fn in ((f"{DT}/scan0015.pdf", 9, t_eye), (f"{DOC}/Scans/scan0005.pdf", 74, t_dexa),
                         (f"{DOC}/2025/scan0002.pdf", 268, t_bloods), (f"{DL}/document (6).pdf", 21, t_medcard),
                         (f"{DOC}/New folder/New Text Document.txt", 10, t_bp), (f"{DL}/letter.pdf", 54, t_ortho),
                         (f"{DOC}/Doc3.docx", 95, t_counsel), (f"{DT}/print.pdf", 18, t_rx)):
        add(rel, A, "Health", age, fn, H)

    # ------------------------------------------------------------ Areas / Home
    d = f"{DOC}/Bills"
    for age in (270, 210, 150, 88):
        add(f"{d}/Electric Ireland/Bill {(NOW - timedelta(days=age)):%b %Y}.pdf", A, "Home", age,
            t_bill("Electric Ireland  Account 950 881 224", "Electricity - Home Electric+ Smart, 2-month period"))
    for age in (250, 190, 130, 70):
        add(f"{d}/Bord Gais/Gas bill {(NOW - timedelta(days=age)):%b %Y}.pdf", A, "Home", age,
            t_bill("Bord Gáis Energy  Account 7711 0984", "Natural gas - GPRN 2284471 - Home Gas Saver"))
    add(f"{d}/eir/eir bill Feb 2026.pdf", A, "Home", 110, t_bill("eir  Account 21 9977 4410", "Broadband 500 + landline"))
    add(f"{d}/FBD home insurance 2024.pdf", A, "Home", 640,
        f"FBD Insurance - Home Policy Schedule 2024-25\nPolicy HH 4410 2290  Risk address: {ADDR}\nBuildings EUR 360,000  Contents EUR 50,000  Premium EUR 571.20")
    add(f"{d}/LPT 2025.pdf", A, "Home", 520,
        "Revenue - LPT 2025 confirmation\nProperty ID L9923R4K  Band 3 (2021 valuation)  LPT 2025: EUR 450.00\nDeduction at source - Department of Education pension")
    add(f"{d}/Gutters - Kelleher quote.pdf", A, "Home", 250,
        "J. Kelleher Roofing & Gutters, Rochestown\nQuote for Mrs Kiely, Ardmanning Close: clean all gutters and downpipes,\n"
        "replace 2 m of front gutter, check ridge tiles - EUR 280.00 incl. VAT. Cherry picker if needed EUR 80.")
    add(f"{d}/Phonewatch contract.pdf", A, "Home", 900,
        "PhoneWatch Monitored Alarm - Customer Agreement\nCustomer: Donal Kiely  Address: 7 Ardmanning Close\nMonthly monitoring EUR 34.99, 36 month term")
    add(f"{d}/Bins - account change of name.txt", A, "Home", 160, "Country Clean - rang 24/11, account now in my name, tag 2205771 stays, bill goes to AIB 0622")
    d = f"{DOC}/Manuals"
    for name, txt in (("Bosch dishwasher SMS2HVI.pdf", "Bosch Serie 2 dishwasher - Instruction manual. Filling the salt, rinse aid, programme overview, error codes E15, E24."),
                      ("Worcester Greenstar 30i user guide.pdf", "Worcester Greenstar i - User instructions. Setting the heating and hot water temperature, repressurising the system to 1-1.5 bar."),
                      ("Panasonic microwave NN-CT55.pdf", "Panasonic combination microwave NN-CT55JW - Operating instructions, auto weight defrost, grill, combination cooking."),
                      ("Samsung TV - user manual.pdf", "Samsung Smart TV - E-Manual. Tuning Saorview channels, connecting to Wi-Fi, using the remote.")):
        add(f"{d}/{name}", R, "Home", r.uniform(300, 1500), txt)
    for rel, age, fn in ((f"{DL}/document (7).pdf", 26, t_electric), (f"{DOC}/2025/scan0004.pdf", 270, t_fbd),
                         (f"{DL}/invoice.pdf", 94, t_boiler), (f"{DT}/scan0016.pdf", 180, t_lpt),
                         (f"{DOC}/Scans/scan0010.pdf", 59, t_eir), (f"{DL}/ATT00003.pdf", 145, t_bins)):
        add(rel, A, "Home", age, fn, H)

    # ------------------------------------------------------------ Areas / Car, Charity Shop, Choir
    d = f"{DOC}/Car"
    add(f"{d}/Yaris insurance renewal 2026.pdf", A, "Car", 65,
        "AXA Insurance - Motor Renewal\nPolicyholder: Bernadette Kiely  Vehicle: 191-C-44721 Toyota Yaris Hybrid\n"
        "Period 01/04/2026 - 31/03/2027  Comprehensive, 9 years no claims, named driver removed: Donal Kiely\nPremium EUR 438.60")
    add(f"{d}/Toyota service Feb 2026.pdf", A, "Car", 105,
        "Kearys Toyota Cork - Service invoice 55104\nToyota Yaris 191-C-44721  38,950 km\n"
        "Annual hybrid health check + oil service EUR 265.00, wiper blades EUR 32.00. Next service 02/2027")
    add(f"{d}/Yaris tyres - Advance Pitstop.pdf", A, "Car", 200,
        "Advance Pitstop Douglas - Invoice\n2 x Michelin Primacy 4 185/65 R15 fitted rear, balancing, valves - EUR 218.00")
    add(f"{DOC}/Scans/scan0006.pdf", A, "Car", 229, t_nct, H)
    add(f"{DL}/document (8).pdf", A, "Car", 62, t_motortax, H)
    d = f"{DOC}/Charity shop"
    add(f"{d}/Marymount volunteer handbook.pdf", A, "Charity Shop", 560,
        "Marymount Hospice Shops - Volunteer Handbook\nWelcome! Our shops raise over EUR 1m a year for palliative care in Cork.\n"
        "Shifts, sorting donations, pricing, till and card machine, health and safety, confidentiality.")
    add(f"{d}/Christmas rota 2025.xlsx", A, "Charity Shop", 190,
        "Date;Morning;Afternoon\n16/12;Bernie, Breda;Marian\n23/12;Joan;Bernie (if ok)\n30/12;closed;")
    add(f"{d}/Manual handling cert.pdf", A, "Charity Shop", 540,
        "Certificate of Attendance - Manual Handling Awareness (QQI aligned)\nParticipant: Bernadette Kiely\nMarymount Hospice Shops, Douglas, valid 3 years")
    add(f"{d}/Till procedures.docx", A, "Charity Shop", 400,
        "Till - opening: float EUR 150 in the blue bag. Card machine on. Closing: Z-read, count, lodge bag in safe.\nNever leave the till open. Refunds - manager only.")
    for rel, age, fn in ((f"{DL}/Book1.xlsx", 5, t_shop_rota), (f"{DOC}/2025/scan0005.pdf", 510, t_garda),
                         (f"{DT}/New Text Document (4).txt", 220, t_pricing)):
        add(rel, A, "Charity Shop", age, fn, H)
    d = f"{DOC}/Choir"
    add(f"{d}/Rehearsal schedule spring 2026.docx", A, "Choir", 140,
        "Cór Cois Laoi - Spring/Summer 2026\nWednesdays 7.45-9.45, St Luke's Hall\n14 Jan AGM; 4 Mar sectionals; 15 Apr no rehearsal (Easter)\n"
        "17 Jun dress rehearsal Christ Church; 20 Jun SUMMER CONCERT")
    add(f"{d}/Summer concert ticket sales.xlsx", A, "Choir", 6,
        "Sold to;Tickets;Paid\nGeraldine;2;yes\nTadhg & Eileen;2;yes\nthe Crowleys;2;no\nMarymount girls;4;yes")
    add(f"{d}/Subs 2026 receipt.pdf", A, "Choir", 135, "Cór Cois Laoi - Receipt no. 117\nReceived from Bernie Kiely EUR 60.00 - annual subscription 2026. Treasurer: P. Hurley")
    for rel, age, fn in ((f"{DL}/export (2).csv", 120, t_choir_csv), (f"{DL}/document (9).pdf", 24, t_choir_letter),
                         (f"{DOC}/New folder/Doc1.docx", 136, t_agm)):
        add(rel, A, "Choir", age, fn, H)

    # ------------------------------------------------------------ Resources
    d = f"{DOC}/Choir/Music"
    for name in ("Siúil a Rún - SATB", "The Parting Glass - arr Hussey", "Ag Críost an Síol", "Ave Verum Corpus - Mozart",
                 "Hallelujah - arr Runswick", "Mo Ghile Mear - SATB"):
        add(f"{d}/{name}.pdf", R, "Choir", r.uniform(60, 200),
            f"{name}\nCór Cois Laoi - choir copy. Alto line marked. Soprano, Alto, Tenor, Bass.\nTempo, dynamics, breathing marks.")
    for i, (t, a) in enumerate((("The Parting Glass - alto part", "Cór Cois Laoi"), ("Siúil a Rún - alto part", "Cór Cois Laoi"),
                                ("Ave Verum - full choir", "Cór Cois Laoi"), ("Mo Ghile Mear - alto part", "Cór Cois Laoi"),
                                ("Hallelujah - alto learning track", "Cór Cois Laoi"))):
        add(f"Music/Choir rehearsal/{i + 1:02d} {t}.mp3", R, "Choir", r.uniform(20, 150), _id3(r, t, a, "Rehearsal tracks 2026"))
    for t, a, al in (("Raglan Road", "Luke Kelly", "The Collection"), ("The Island", "Paul Brady", "Back to the Centre"),
                     ("Caledonia", "Dougie MacLean", "Craigie Dhu"), ("Ride On", "Christy Moore", "Ride On"),
                     ("Nothing Compares 2 U", "Sinéad O'Connor", "I Do Not Want What I Haven't Got"),
                     ("Song for Ireland", "Mary Black", "Collected"), ("Teddy O'Neill", "Cara Dillon", "Hill of Thieves"),
                     ("Ar Éirinn Ní Neosfainn Cé Hí", "Iarla Ó Lionáird", "Foxlight")):
        add(f"Music/{a}/{t}.mp3", R, "Music", r.uniform(400, 2000), _id3(r, t, a, al))
    d = f"{DOC}/Recipes"
    for name, txt in (("Apple tart - Mam's.docx", "Apple tart\n8oz plain flour, 4oz butter, 1 egg, cooking apples (Bramley), sugar, cloves\n190C 40 min"),
                      ("Christmas cake.docx", "Christmas cake - start in October!\n1 lb raisins, 1/2 lb sultanas, cherries, whiskey to feed weekly"),
                      ("Lemon drizzle.txt", "Lemon drizzle\n225g butter, 225g caster sugar, 4 eggs, 225g self-raising, zest 1 lemon\nDrizzle: juice 1.5 lemons + 85g sugar"),
                      ("Beef and Guinness stew.pdf", "Beef and Guinness stew\n1kg stewing beef, 2 onions, carrots, 500ml Guinness, thyme\nSlow oven 150C, 2.5 hours"),
                      ("Soup for one - batch.txt", "cooking for one - make the veg soup on Sunday, freeze in 6 tubs\nleek, potato, carrot, 1 stock cube, no salt"),
                      ("Scones.docx", "Scones\n450g plain flour, 1 tsp bread soda, 1 tsp cream of tartar, 50g butter, 300ml buttermilk\n220C 15 min")):
        add(f"{d}/{name}", R, "Cooking", r.uniform(60, 1800), txt)
    add(f"{DT}/New Text Document (6).txt", R, "Cooking", 150, t_brownbread, H)
    add(f"{DL}/document (12).pdf", R, "Cooking", 12, t_chowder, H)
    d = f"{DOC}/Garden"
    for name, txt in (("Roses - pruning.pdf", "Pruning roses\nHybrid teas: February/March, cut to an outward bud, 15-20 cm. Feed with rose food April and June."),
                      ("Tomatoes in the greenhouse.docx", "Tomatoes - Gardener's Delight and Shirley\nsow March on windowsill, plant out May, pinch side shoots, feed weekly once flowering"),
                      ("Container plants for a balcony.pdf", "Container gardening - balconies\nChoose windproof plants: lavender, rosemary, hebe, geraniums. Use light compost and feet under pots."),
                      ("Hedge cutting dates.txt", "no hedge cutting 1 March - 31 August (Wildlife Act) - birds nesting")):
        add(f"{d}/{name}", R, "Garden", r.uniform(100, 1300), txt)
    d = f"{DOC}/eBooks"
    for t, a, para in (("Persuasion", "Jane Austen", "Sir Walter Elliot, of Kellynch Hall, in Somersetshire, was a man who, for his own amusement, never took up any book but the Baronetage."),
                       ("Dubliners", "James Joyce", "There was no hope for him this time: it was the third stroke."),
                       ("The Real Charlotte", "E. Somerville and Martin Ross", "It was a hot Sunday afternoon in Dublin."),
                       ("Middlemarch", "George Eliot", "Miss Brooke had that kind of beauty which seems to be thrown into relief by poor dress."),
                       ("Castle Rackrent", "Maria Edgeworth", "Having, out of friendship for the family, upon whose estate, praised be Heaven! I and mine have lived rent-free.")):
        add(f"{d}/{t} - {a}.epub", R, "Books", r.uniform(100, 1500), _rezip(_epub(t, a, "en", para)))
    for name, head, age in (("ChromeSetup.exe", b"MZ\x90\x00", 400), ("ZoomInstaller.exe", b"MZ\x90\x00", 300),
                            ("WhatsApp Installer.exe", b"MZ\x90\x00", 200), ("HP_Smart_Setup.exe", b"MZ\x90\x00", 380),
                            ("KindleForPC-installer-2.4.exe", b"MZ\x90\x00", 260), ("Firefox Installer.msi", b"\xd0\xcf\x11\xe0", 90)):
        add(f"{DL}/{name}", R, "Software", age, _blob(r, head))
    for i in range(18):
        photo(f"Pictures/Camera Roll/{stamp(i * 14 + 2)}.jpg", R, "Photos", i * 14 + 2)
    for i, age in enumerate((25, 60, 96, 140, 230, 300, 410, 520)):
        photo(f"Pictures/Grandchildren/Fiadh and Oisín {i + 1}.jpg", R, "Photos", age)
    for i in range(6):
        age = 3 + i * 19
        photo(f"Pictures/WhatsApp Images/IMG-{NOW - timedelta(days=age):%Y%m%d}-WA{i * 3 + 1:04d}.jpg", R, "Photos", age)
    for i in range(4):
        photo(f"Pictures/From Ciarán/IMG_{4410 + i * 23}.HEIC", R, "Photos", 30 + i * 40)
    for i in range(3):
        photo(f"Pictures/Screenshots/Screenshot {NOW - timedelta(days=7 + i * 50):%Y-%m-%d} {101 + i * 3}{i}12.png", R, "Photos", 7 + i * 50)

    # ------------------------------------------------------------ Archive / Teaching
    d = f"{DOC}/School"
    for name, age, txt in (
            ("Leaving Cert English - Kavanagh notes.docx", 1900, "Patrick Kavanagh - Leaving Cert Higher Level\nThemes: the ordinary made holy, rural life, Canal Bank Walk, Epic, Advent, Shancoduff\nSample answer plan - 'Kavanagh's celebration of the commonplace'"),
            ("Hamlet essay plans 6th year.docx", 1950, "Hamlet - essay plans 2021\n1. Hamlet's delay - plan 5 paragraphs\n2. Ophelia and Gertrude\n3. Appearance v reality - 'seems, madam'"),
            ("History JC - 1916 lesson plan.docx", 2100, "Junior Cycle History - The 1916 Rising\nLearning outcome 2.6. Starter: the Proclamation. Group work: primary sources (Pearse, Connolly, Markievicz)"),
            ("Timetable 2020-21.xlsx", 2050, "Day;1;2;3;4;5;6\nMon;5E Eng;1H Hist;free;6E Eng;3H Hist;supervision\nTue;6E Eng;5E Eng;TY Hist;free;1H Hist;"),
            ("Croke Park hours 2020-21.xlsx", 1800, "Date;Activity;Hours\n08/09/2020;Staff meeting;1\n13/10/2020;Subject planning English;1\nTOTAL;;33"),
            ("5th year reports Christmas 2020.xlsx", 1980, "Student;Grade;Comment\nA. Buckley;H3;Good effort\nC. O'Brien;H1;Excellent\nE. Walsh;H4;Needs to revise"),
            ("Retirement card from staff.pdf", 1735, "To Bernie - 38 years at Scoil Bhríde! Enjoy every day of retirement. From all the staff.\nSláinte agus go n-éirí leat - Máire, Principal"),
            ("Staff list 2021.pdf", 1760, "Scoil Bhríde Secondary School Douglas - Staff 2020-21\nPrincipal Máire Ní Shúilleabháin; Deputy John Lucey; English: B. Kiely, R. Forde, A. Hayes"),
            ("Poetry handouts - Boland.pdf", 2000, "Eavan Boland - Child of Our Time, The War Horse, This Moment, Love\nHandout for 6th year English, Scoil Bhríde")):
        add(f"{d}/{name}", X, "Teaching", age, txt)
    for rel, age, fn in ((f"{DOC}/Doc4.docx", 1540, t_reference), (f"{DOC}/New folder/untitled.txt", 1740, t_retire_speech),
                         (f"{DL}/document (10).pdf", 16, t_tc)):
        add(rel, X, "Teaching", age, fn, H)

    # ------------------------------------------------------------ Archive / Mam
    d = f"{DOC}/Mam"
    for name, age, txt in (
            ("Fair Deal application 2019.pdf", 2650, "Nursing Home Support Scheme - Application Form\nApplicant: Nora Murphy, DOB 18/05/1931\nNominated person: Bernadette Kiely\nIncome: State Pension (Non-Contributory) + widow's"),
            ("Ard na Gréine contract of care.pdf", 2640, "Ard na Gréine Nursing Home - Contract of Care\nResident: Nora Murphy  Room 12  Admission 11/03/2019\nNext of kin: Bernadette Kiely, Tadhg Murphy"),
            ("Nursing home invoice Nov 2022.pdf", 1280, "Ard na Gréine - Statement November 2022\nResident contribution EUR 876.12  Hairdresser EUR 25  Chiropody EUR 35"),
            ("Mam funeral - O'Connor's.pdf", 1175, "O'Connor Funeral Directors - Invoice 23/068\nFuneral of the late Nora Murphy, Ard na Gréine. Total EUR 5,980.00. Paid by Bernadette Kiely"),
            ("Mam estate - Tadhg and me.xlsx", 900, "Item;Amount\nCredit union;8410.22\nAn Post;4200.00\nFuneral;-5980.00\nBernie 1/2;3315.11\nTadhg 1/2;3315.11"),
            ("Grant of administration - Nora Murphy.pdf", 850, "The High Court - Probate\nGrant of Letters of Administration Intestate\nNora Murphy late of Ard na Gréine, Blackrock Road, Cork, died 3 March 2023\nAdministratrix: Bernadette Kiely"),
            ("Mam - visits log 2022.txt", 1300, "visits - Tues + Sat\nSat 5 Nov - chest infection, Dr in\nTues 8 Nov - better, ate the soup\nSun 20 Nov - Tadhg came")):
        add(f"{d}/{name}", X, "Mam", age, txt)
    for rel, age, fn in ((f"{DOC}/Scans/scan0002.pdf", 1170, t_nh_invoice), (f"{DOC}/Scans/scan0003.pdf", 2620, t_fairdeal),
                         (f"{DOC}/Doc5.docx", 1185, t_mam_eulogy)):
        add(rel, X, "Mam", age, fn, H)

    # ------------------------------------------------------------ Archive / Travel
    d = f"{DOC}/Camino 2024"
    for name, age, txt in (
            ("Caminos Celtas booking.pdf", 760, "Caminos Celtas - Booking confirmation CC-24-0931\nCamino Portugués Coastal, Porto to Santiago, 13 nights, twin room\nClients: B. Kiely, G. Coakley. EUR 1,465 pp incl. luggage transfer"),
            ("Stages and hotels.xlsx", 700, "Night;Town;Hotel;km\n1;Porto;Hotel Peninsular;0\n2;Vila do Conde;Hotel Brazao;24\n7;A Guarda;Hotel Convento;19\n13;Padrón;Casa Rural;18\n14;Santiago;Hotel San Martín Pinario;25"),
            ("Packing list.docx", 650, "CAMINO - pack\nboots (worn in!), 2 pairs merino socks, Compeed, poles, rain poncho, credencial, scallop shell from Geraldine"),
            ("Ryanair Porto flights.pdf", 720, "Ryanair - Booking ref K7PQ2L\nFR 7124 Cork - Porto Sun 15 Sep 2024\nFR 7125 Porto - Cork Sun 29 Sep 2024\nPassengers: Bernadette Kiely, Geraldine Coakley"),
            ("Credencial stamps.txt", 610, "stamps - 2 a day needed last 100 km\nVigo - albergue + cafe\nRedondela - church\nPontevedra - Peregrina chapel")):
        add(f"{d}/{name}", X, "Travel", age, txt)
    for i, age in enumerate((626, 625, 624, 622, 620, 619, 618, 617, 616, 615)):
        photo(f"Pictures/Camino 2024/{stamp(age)}.jpg", X, "Travel", age)
    add(f"{DOC}/Holidays/Lanzarote Oct 2019 - TUI booking.pdf", X, "Travel", 2420,
        "TUI - Booking confirmation\nLanzarote, Puerto del Carmen, Hotel Los Jameos Playa, 7 nights half board\n12-19 October 2019  Passengers: Mr D Kiely, Mrs B Kiely\nFlights Cork - Arrecife")
    add(f"{DOC}/Scans/scan0001.pdf", X, "Travel", 600, t_compostela, H)
    add(f"{DL}/voucher.pdf", X, "Travel", 640, t_voucher, H)

    # ------------------------------------------------------------ Archive / Family (christening), Funeral
    d = f"{DOC}/Oisín christening"
    for name, age, txt in (
            ("Invitation.docx", 400, "Síle & Mark joyfully invite you to the christening of Oisín Donal Desmond\nSt Columba's Church, Douglas, Sunday 15 June 2025 at 12 noon\nand afterwards for lunch at the Maryborough Hotel"),
            ("Church booking St Columba's.pdf", 420, "Parish of Douglas - Baptism booking\nChild: Oisín Donal Desmond  Parents: Síle and Mark Desmond\nSunday 15 June 2025, 12.00  Celebrant: Fr Kieran O'Donovan\nPre-baptism meeting 4 June 7.30pm"),
            ("Cake order.txt", 365, "Cakes by Siobhán - 2 tier, blue + white, 'Oisín 15.06.2025', collect Sat 14th 11am, €140 paid"),
            ("Christening budget.xlsx", 380, "Item;Cost\nLunch;1443\nCake;140\nFlowers church;60\nPhotographer (Eoin);250\nPresent;100")):
        add(f"{d}/{name}", X, "Family", age, txt)
    for i in range(6):
        photo(f"Pictures/Oisín christening/{stamp(351)}.jpg", X, "Family", 351 - i * 0.01)
    add(f"{DL}/Oisin christening - Eoin Photography.zip", X, "Family", 330,
        _zip([(f"Desmond christening/ED_{4100 + i}.jpg", f"JPEG placeholder {i}") for i in range(5)]))
    add(f"{DOC}/2025/Document3.docx", X, "Family", 360, t_guest_list, H)
    add(f"{DOC}/2025/scan0006.pdf", X, "Family", 390, t_hotel_deposit, H)
    d = f"{DOC}/Donal - Funeral"
    for name, age, txt in (
            ("Mass booklet.docx", 196, "Mass of the Resurrection for Donal Francis Kiely\n1954 - 2025\nSt Columba's Church, Douglas, Tuesday 18 November 2025\nEntrance hymn: Be Not Afraid ... Recessional: The Parting Glass"),
            ("Ciarán - words of remembrance.docx", 195, "Dad was an engineer: he believed everything could be fixed with a pencil, a level and a cup of tea...\nHe built bridges all over County Cork, and he built one to Toronto every Sunday on the phone."),
            ("RIP.ie notice.txt", 198, "KIELY, Donal (Ardmanning Close, Douglas and formerly of Cork County Council) - November 14th 2025, peacefully at CUH.\nBeloved husband of Bernadette, much loved father of Ciarán and Síle... Reposing at O'Connor's Funeral Home, Douglas Road."),
            ("Month's Mind.docx", 170, "Month's Mind Mass for Donal - Sunday 14 December 2025, 11am St Columba's\nCór Cois Laoi to sing. Tea after in the Rochestown Park - 40 people"),
            ("Examiner acknowledgement.txt", 160, "KIELY, Donal - The family of the late Donal Kiely wish to thank most sincerely all who sympathised...\nMonth's Mind Mass will be celebrated on Sunday 14th December.")):
        add(f"{d}/{name}", X, "Funeral", age, txt)
    add(f"{DOC}/2025/Document2.docx", X, "Funeral", 197, t_readings, H)
    add(f"{DT}/New Text Document (5).txt", X, "Funeral", 150, t_thanks, H)

    # ------------------------------------------------------------ Archive / Donal's golf, work, car
    d = f"{DOC}/Donal's stuff/Golf"
    for name, age, txt in (
            ("Captain's Prize 2024 results.pdf", 700, "Douglas Golf Club - Captain's Prize 2024 (Gents)\n1st J. Murphy 71 nett  ...  14th D. Kiely (16) 74 nett"),
            ("Handicap record.xlsx", 400, "Date;Course;Score;Index\n02/04/2025;Douglas;36 pts;16.8\n16/07/2025;Fota Island;33 pts;16.6\n03/09/2025;Douglas;38 pts;16.4"),
            ("Fixtures 2025.pdf", 480, "Douglas GC - Seniors' fixtures 2025\nWednesdays from 5 March; Seniors' Scramble 11 June; away outing Lahinch 20 August"),
            ("Wednesday fourball.txt", 260, "Wed fourball - me, Jerry Lynch, Tom O'Sullivan, Finbarr Cotter - tee 9.20\nkitty €10 each, Finbarr owes me a pint"),
            ("Algarve golf trip 2023.docx", 1000, "Algarve - Vilamoura, 10-17 May 2023\nOld Course, Victoria, Laguna. 8 lads. Ryanair Cork-Faro")):
        add(f"{d}/{name}", X, "Golf", age, txt)
    add(f"{DOC}/New folder/scan0001.pdf", X, "Golf", 420, t_golf, H)
    d = f"{DOC}/Donal's stuff/Work"
    for name, age, txt in (
            ("CV Donal Kiely 2015.docx", 3900, "DONAL KIELY BE CEng MIEI\nSenior Engineer, Cork County Council, Roads & Transportation (2004-)\nExecutive Engineer 1989-2004; Graduate engineer, Leeds City Council 1976-1979\nBE Civil, UCC 1975"),
            ("Retirement presentation 2019.pdf", 2530, "Cork County Council - Roads Directorate\nPresentation to Donal Kiely on his retirement after 30 years, County Hall, 28 June 2019"),
            ("Bridge inspections 2017.xlsx", 3200, "Structure;Road;Rating;Action\nBallea Bridge;R611;3;scour works\nOwenboy footbridge;L2450;2;monitor\nCrosshaven Rd culvert;R612;4;replace"),
            ("Engineers Ireland membership 2019.pdf", 2500, "Engineers Ireland - Membership renewal 2019\nDonal Kiely CEng MIEI, no. 041227 - Retired member rate EUR 95"),
            ("Owenboy flood relief notes.docx", 3000, "Owenboy - flood relief options\nOption A: embankments Carrigaline\nOption B: upstream storage\nOPW meeting 14/03/2018"),
            ("Eirspan inspection manual.pdf", 3400, "Eirspan Bridge Management System - Principal Inspection Manual\nCondition ratings 0-5; scour; bearings; parapets")):
        add(f"{d}/{name}", X, "Donal's Work", age, txt)
    add(f"{DOC}/New folder/Report.docx", X, "Donal's Work", 3600, t_inspection, H)
    add(f"{DOC}/Book3.xlsx", X, "Donal's Work", 2700, t_cpd, H)
    dot(f"{DOC}/Donal's stuff/.DS_Store", bytes(64), 2500)
    add(f"{DOC}/Donal's stuff/Car/Avensis service history.pdf", X, "Car", 400,
        "Kearys Toyota Cork - Service history 171-C-20934 Toyota Avensis\n03/2018 15,200 km; 03/2020 44,800 km; 03/2022 71,300 km; 03/2024 102,900 km; 04/2025 114,600 km")
    add(f"{DOC}/Donal's stuff/Car/Avensis NCT 2025.pdf", X, "Car", 430,
        "NCT - Certificate of Roadworthiness\n171-C-20934 Toyota Avensis  Test date 12/03/2025  PASS  Expiry 03/2027")

    # ------------------------------------------------------------ Archive / old phone backup
    d = "Phone backup Samsung 2021"
    for i in range(6):
        age = 1700 + i * 45
        photo(f"{d}/DCIM/Camera/{stamp(age)}.jpg", X, "Backup", age)
    add(f"{d}/Contacts.vcf", X, "Backup", 1690,
        "BEGIN:VCARD\nVERSION:3.0\nFN:Donal\nTEL;TYPE=CELL:087 2240 918\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:Síle\nTEL;TYPE=CELL:086 3310 447\nEND:VCARD\n")
    add(f"{d}/Notes/shopping.txt", X, "Backup", 1690, "milk, brown bread, rashers, Barry's, Donal's tablets from Hickey's")
    add(f"{d}/WhatsApp/Databases/msgstore.db.crypt14", X, "Backup", 1690, _blob(r, b"\x00\x01crypt14", 800))
    add(f"{d}/backup_info.xml", X, "Backup", 1690, '<?xml version="1.0"?><backup device="SM-J530F" date="2021-09-02" app="Smart Switch"/>\n')

    # ------------------------------------------------------------ Documents/2025: dumped files with names
    d = f"{DOC}/2025"
    add(f"{d}/Electric Ireland Sept 2025.pdf", A, "Home", 255,
        t_bill("Electric Ireland  Account 950 881 224", "Electricity - account holders D & B Kiely"))
    add(f"{d}/Camino photobook order.pdf", X, "Travel", 480,
        "Photobook.ie - Order 2251904\n'Porto to Santiago 2024' - A4 landscape, 40 pages, 2 copies (Geraldine + me)\nTotal EUR 78.00")
    add(f"{d}/Choir Christmas carols 2025.docx", A, "Choir", 185,
        "Cór Cois Laoi - Christmas 2025\nCarol singing Douglas Court Sat 20 Dec 2-4pm for Marymount\nO Holy Night, Don Oíche Úd i mBeithil, Silent Night")
    add(f"{d}/Hickeys receipts for tax.pdf", A, "Health", 200,
        "Hickey's Pharmacy Douglas - Statement of prescription charges 2025\nPatient: Bernadette Kiely  Items 58  Total EUR 58.00\nPatient: Donal Kiely  Items 71  Total EUR 71.00")
    add(f"{d}/Month's Mind tea - Rochestown Park.pdf", X, "Funeral", 168,
        "Rochestown Park Hotel - Function receipt 3391\nMonth's Mind - Kiely family, Sunday 14 December 2025\nTea, coffee, sandwiches and cakes x 40 @ EUR 14.50 = EUR 580.00 - paid B. Kiely")

    # ------------------------------------------------------------ Left / system; dot files
    for folder in (DT, DOC, "Pictures", "Music", DL):
        add(f"{folder}/desktop.ini", L, "System", 900, "\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    for folder in ("Pictures/Grandchildren", "Pictures/Camino 2024"):
        add(f"{folder}/Thumbs.db", L, "System", 100, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{DL}/Unconfirmed 412883.crdownload", L, "System", 2, _blob(r, b"%PDF-1.7\n", 700))
    add(f"{DL}/Ferry Point service charge budget 2026.pdf.part", L, "System", 1, _blob(r, b"%PDF-1.4\n", 500))
    dot(f"{DOC}/.~lock.Book1.xlsx#", b",Bernie K,LAPTOP-BK,01.06.2026 10:12,file:///C:/Users/Bernie/AppData/Roaming/LibreOffice/4;", 0)
    dot("Pictures/.picasa.ini", b"[Picasa]\nname=Pictures\n", 700)
    return items
