"""A twenty-fourth labelled corpus: a Sydney Year 12 student's Windows laptop, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at any benchmark
script or at any placement result. It reuses only helpers: ``Item``, ``NOW``, ``NOW_S``, ``_pdf`` and ``_jpeg``
(``corpus.py``), ``_docx``, ``_png`` and ``HEIC_HEAD`` (``blind.py``), and ``_latin1``, ``_rezip``, ``_xlsx``,
``_epub``, ``_id3`` and ``_blob`` (``unseen.py``). The files and labels are shaped by what this person would
have on disk, not by what any code looks for.

The person: Chloe Nguyen (Nguyễn Ngọc Chi at home), 17, born October 2008, in Year 12 at Parramatta West
High School, a public school in Sydney's west. She lives with her parents Lan (a nail-salon owner) and Minh
(a forklift driver at a Wetherill Park warehouse) and her brother Tommy (Year 8) in Harris Park; her
grandmother (Bà Nội) lives with them and cooks, and Chloe has been typing up Bà's recipes, some only in
Vietnamese. She studies English Advanced, Mathematics Extension 1, Chemistry, Biology, Legal Studies and
Society and Culture for the 2026 HSC. Three or four shifts a week she works at Lotus Tea House, a bubble tea
shop on Church Street, Parramatta (since March 2025: rosters on the Deputy app, fortnightly payslips, the
ATO letter with her tax file number). She has a CommBank account and a $30 Boost prepaid phone plan she pays
herself, asthma managed by her GP at Harris Park Medical Centre, and she sees a physio at Westmead Sports
Physio for a right-knee MCL sprain from netball in February 2026. She plays goal defence for the Parramatta
Hawks 17/U in the Parramatta District Netball Association winter competition. She wants to study veterinary
science (a Year 10 work-experience week at Northmead Veterinary Hospital in June 2024 decided that), so in
2026 she is applying through UAC (preferences, the Schools Recommendation Scheme and early-entry essays,
scholarships; everything closes in September 2026). Her Society and Culture Personal Interest Project (PIP),
on how second-generation Vietnamese-Australian teenagers in Western Sydney keep their culture through food,
is due in July 2026: proposal, log, drafts, a Google Forms survey and interview transcripts. She has held her
learner licence since March 2025 and is logging hours towards a driving test booked for July 2026. The
Year 12 formal is on 19 November 2026 (tickets, dress, group-chat screenshots). Finished: Year 11 (2025) and
its assessments, the Year 11 Canberra excursion of September 2025, the work-experience week, and the
"ChloeCraft" Minecraft server she ran with friends from 2022 to 2024 (Java plugin config, a small Python
Discord bot). She keeps study guides, ebooks, K-pop and V-pop MP3s, photos, Bà's recipes and Python
tutorials. Files are English with some Vietnamese.

The machine is her dad's old Windows 10 laptop, handed down in 2023. It has the usual chaos: a crowded
``Downloads/`` (``document (3).pdf``, ``Untitled document.docx``, ``Form responses 1.csv``), ``Desktop/`` with
``New Text Document.txt`` and ``untitled.txt``, ``Scans/`` from the family printer (``scan0042.pdf``), a
``Documents/misc/`` and a ``Documents/New folder/``, a ``Backup 2023/`` folder copied from the old school
laptop, phone photos synced to ``Pictures/Camera Roll``, Windows screenshots, versioned drafts
(``PIP_draft_v3_FINAL.docx``), unfinished downloads, Word lock files and Windows system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age.
  The Society and Culture PIP, due July 2026 (proposal, research log, drafts, survey questions and the
  exported survey responses, interview transcripts and consent forms, references, photos taken for it) --
  topic School, like the rest of her schooling; the university applications through UAC, due September
  2026 (UAC preferences, Schools Recommendation Scheme, early-entry essays, personal statements,
  scholarship applications, open-day notes and correspondence from universities) -- topic University;
  getting her provisional licence (learner logbook and hours, lesson receipts, Safer Drivers Course, the
  test booking) -- topic Driving; the Year 12 formal in November 2026 (tickets, dress, hair and make-up,
  budget, group-chat screenshots and dress photos) -- topic Formal.
- **Areas**: responsibilities with no end, whatever the document's age: her Year 12 schooling -- class
  notes, past papers she is working through, assessment notifications and her submitted tasks, school
  reports, timetables, permission notes (School); her job at Lotus Tea House -- rosters, payslips, contract,
  the TFN letter she got for the job, food-safety training (Work); her own money -- bank statements, the
  phone plan, super, savings, her tax return (Finance); her asthma, GP, prescriptions and the knee physio
  (Health); netball -- club registration and fees, game draws, training, team e-mails (Netball). A 2024
  netball fee invoice or a March 2025 payslip is still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: published study guides,
  textbooks and revision booklets (School); ebooks and novels (Books); MP3s and lyrics (Music); Bà's
  recipes and other recipes (Cooking); Python tutorials and her practice exercises (Coding); general
  asthma and injury information sheets (Health); netball drills and rules (Netball); the Road User
  Handbook (Driving); installers (Software); photos, wallpapers and screenshots (Photos) -- except photos
  that document a project or a finished project (formal dress try-ons, PIP photos, Canberra excursion,
  work-experience week: that project's bucket and topic).
- **Archive**: finished projects and ended responsibilities, however recent the file: Year 11 (2025)
  notes, assessments and reports and the older school files in ``Backup 2023/`` (School); the Canberra
  excursion of September 2025 (Travel); the Year 10 work-experience week (Career); the ChloeCraft
  Minecraft server and its code (Gaming).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store`` from a friend's USB
  stick, ``.~lock...#``, ``.gitignore``) are written but not labelled.

Topics are subjects (the PIP is ``School`` like her class notes; the knee physio is ``Health`` like the
asthma). ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/document (3).pdf``, ``Desktop/untitled.txt``, ``Scans/scan0042.pdf``,
``Documents/misc/notes.docx``): only the text inside can place it. Images are never marked hard. Dates are
relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""
from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400


def _au(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _aud(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


CHLOE = "Chloe Nguyen\n14 Marion Street, Harris Park NSW 2150"
SCHOOL = "Parramatta West High School"
FRIENDS = ["Jess Tran", "Priya Sharma", "Mia Haddad", "Hannah Lee", "Zara Ahmed", "Sophie Pham", "Ella Nguyen",
           "Aaliyah Khan", "Grace Kim", "Isabella Rossi"]


# ---------------------------------------------------------------- school (Year 12, Areas School)
SUBJ_NOTES = {
    "english": [("Module A Textual Conversations - Richard III and Looking for Richard",
                 "Pacino's documentary reframes Shakespeare's tyrant for a 1990s American audience. Key links: "
                 "power and manipulation (Richard's soliloquy 1.1 'Now is the winter of our discontent'), the "
                 "actors' street interviews vs Elizabethan providentialism. Quote bank: 'I am determined to "
                 "prove a villain' / Pacino: 'we wanted to communicate our passion for Shakespeare'."),
                ("Common Module Texts and Human Experiences - Go Back to Where You Came From",
                 "Paper 1 Section II. Anomalies and paradoxes of human behaviour: participants' prejudice "
                 "challenged by lived experience. Techniques: hand-held camera, juxtaposition of Raquel's "
                 "early comments with the Malaysian detention scenes. Link to rubric: 'individual and "
                 "collective human experiences'."),
                ("Module B Critical Study - T.S. Eliot poetry",
                 "The Love Song of J. Alfred Prufrock, Preludes, Rhapsody on a Windy Night, The Hollow Men, "
                 "Journey of the Magi. Textual integrity: fragmentation reflects modernist alienation. "
                 "Critical readings: Kenner vs feminist readings of Prufrock's paralysis."),
                ("Module C The Craft of Writing - discursive piece plan",
                 "Stimulus: 'the smell of fish sauce at 7am'. Reflection statement must explain how I borrowed "
                 "Eliot's fragmented imagery. 650-750 words, plus 300 word reflection.")],
    "maths": [("Proof by mathematical induction",
               "Prove 3^(2n) - 1 is divisible by 8 for all n >= 1. Step 1 n=1: 9-1=8. Step 2 assume 3^(2k)-1=8M. "
               "Step 3 3^(2k+2)-1 = 9(8M+1)-1 = 72M+8 = 8(9M+1). Watch the 'assume true for n=k' wording."),
              ("Vectors - projections and projectile motion",
               "proj_b a = (a.b / |b|^2) b. Projectile: r(t) = (V cos(theta) t) i + (V sin(theta) t - g t^2/2) j. "
               "Max height when vertical velocity = 0; range when y = 0."),
              ("Further calculus - integration by substitution and volumes",
               "V = pi * integral of y^2 dx about x-axis. Substitution u = 1 + x^2 for x/(1+x^2) -> (1/2) ln(1+x^2). "
               "Differential equations: dN/dt = k(N - P), N = P + Ae^(kt)."),
              ("Binomial distribution",
               "X ~ Bin(n, p), P(X = r) = nCr p^r (1-p)^(n-r), E(X) = np, Var(X) = np(1-p). Normal approximation "
               "for sample proportions p-hat when n large.")],
    "chem": [("Module 5 Equilibrium and Acid Reactions",
              "Le Chatelier: increasing [reactant] shifts right. Keq = [C]^c[D]^d / [A]^a[B]^b. Ksp of PbI2 = "
              "9.8 x 10^-9 at 25 C. Cobalt chloride prac: pink <-> blue with temperature."),
             ("Module 6 Acid/base Reactions",
              "Bronsted-Lowry: acid donates H+. pH = -log[H3O+]. Titration of ethanoic acid with NaOH, "
              "phenolphthalein indicator, equivalence point pH > 7. Buffers: CH3COOH/CH3COO-."),
             ("Module 7 Organic Chemistry",
              "IUPAC naming: 2-methylbutan-1-ol. Reaction pathways: alkene + H2O (H3PO4 catalyst) -> alcohol -> "
              "oxidation with acidified KMnO4 -> carboxylic acid. Esterification reflux. Polymers: PE, PVC, PET."),
             ("Module 8 Applying Chemical Ideas",
              "Analysis of inorganic substances: flame tests (Cu green-blue, Na yellow), AAS calibration curve. "
              "Organic: IR peaks O-H broad 3200-3550, C=O 1680-1750; 13C NMR environments; mass spec M+ peak.")],
    "bio": [("Module 5 Heredity",
             "Meiosis, crossing over at prophase I. DNA replication semi-conservative. Protein synthesis: "
             "transcription in nucleus, translation at ribosome. Pedigrees: autosomal recessive skips generations."),
            ("Module 6 Genetic Change",
             "Point mutations vs chromosomal. Mutagens: UV, mustard gas, ionising radiation. Biotechnology: "
             "CRISPR-Cas9, transgenic Bt cotton, IVF. Effect on biodiversity."),
            ("Module 7 Infectious Disease",
             "Koch's postulates, Pasteur's swan-neck flask. Pathogens: prions, viruses, bacteria, protists, fungi, "
             "macroparasites. Innate vs adaptive immunity; B cells make antibodies, T cells cell-mediated. "
             "Case study: Mycobacterium tuberculosis, BCG vaccine."),
            ("Module 8 Non-infectious Disease and Disorders",
             "Homeostasis: negative feedback, thermoregulation, blood glucose (insulin/glucagon). Epidemiology of "
             "lung cancer. Technologies: cochlear implant, bionic eye, hearing aids.")],
    "legal": [("Crime - the criminal investigation process",
               "Police powers under LEPRA 2002 (NSW). Search warrants, arrest (s99), rights of the accused. "
               "Bail Act 2013 - unacceptable risk test. Media: R v Bourke? check case name with Ms Farah."),
              ("Human Rights - Indigenous peoples' rights",
               "UNDRIP 2007, Australia endorsed 2009. Mabo v Queensland (No 2) 1992, Native Title Act 1993. "
               "Effectiveness: Voice referendum 2023 rejected. Bringing Them Home report 1997."),
              ("Option - Family law",
               "Family Law Act 1975 (Cth), no-fault divorce, 12 months separation. Parenting orders, best interests "
               "of the child s60CC. Family violence reforms 2023. Surrogacy Act 2010 (NSW)."),
              ("Option - Consumers",
               "Australian Consumer Law: consumer guarantees, misleading and deceptive conduct s18. Remedies via "
               "NCAT, ACCC. Case: ACCC v Volkswagen.")],
}
SUBJ_NAMES = {"english": "English Advanced", "maths": "Mathematics Extension 1", "chem": "Chemistry",
              "bio": "Biology", "legal": "Legal Studies", "snc": "Society and Culture"}
TEACHERS = {"english": "Mr D. Kowalski", "maths": "Ms R. Iyer", "chem": "Mr J. Baker", "bio": "Mrs L. Chen",
            "legal": "Ms N. Farah", "snc": "Mrs K. Delaney"}


def t_notes(r, dt, subj, k):
    title, body = SUBJ_NOTES[subj][k % len(SUBJ_NOTES[subj])]
    return (f"{SUBJ_NAMES[subj]} - {title}\nChloe Nguyen 12{r.choice('ABC')}  {_au(dt)}\n\n{body}\n\n"
            f"TODO: redo the practice questions from the workbook before the next lesson with {TEACHERS[subj]}.")


def t_notes_untitled(r, dt, subj, k):
    title, body = SUBJ_NOTES[subj][k % len(SUBJ_NOTES[subj])]
    return f"{title}\n\n{body}\n\nask about this in class"


def t_assess_notice(r, dt, subj):
    task = {"english": "Module A Textual Conversations - comparative essay", "maths": "Task 2 Investigation: "
            "projectile motion modelling", "chem": "Depth study: analysing the acidity of local rainwater",
            "bio": "Secondary sources investigation: Module 7 infectious disease", "legal": "Crime research task: "
            "sentencing of young offenders", "snc": "Depth study: Social Inclusion and Exclusion"}[subj]
    due = dt + timedelta(days=r.randint(14, 28))
    return (f"{SCHOOL}\nHSC ASSESSMENT NOTIFICATION 2026\nCourse: {SUBJ_NAMES[subj]}    Teacher: {TEACHERS[subj]}\n"
            f"Task: {task}\nWeighting: {r.choice([20, 25, 30])}%    Date issued: {_au(dt)}    Due: {_au(due)} "
            "by 8:30am via Google Classroom\nOutcomes assessed: see syllabus outcomes listed in marking criteria.\n"
            "Late submission without an approved illness/misadventure application receives zero.\n"
            "Student declaration: I have read and understood the HSC: All My Own Work requirements.")


def t_past_paper(r, dt, subj, year):
    q = {"maths": "Question 11 (15 marks) Use a SEPARATE writing booklet.\n(a) Find the exact value of "
                  "integral from 0 to pi/4 of sin^2 x dx.\n(b) Solve x/(x-2) >= 3.\n(c) Prove by mathematical induction",
         "chem": "Section I Multiple choice. 1 Which of the following is a strong acid? (A) HF (B) HNO3 (C) "
                 "CH3COOH (D) H2CO3\nSection II Question 21: A student titrated 25.00 mL of vinegar",
         "bio": "Section I 1 Which of the following is an example of a non-cellular pathogen? (A) Plasmodium "
                "(B) prion (C) Tinea (D) Salmonella\nQuestion 22 Describe the role of meiosis in genetic variation",
         "legal": "Section I Crime 1 Which of the following is a summary offence?\nSection II Human Rights "
                  "Question 21 Evaluate the effectiveness of legal measures in protecting human rights",
         "english": "Paper 1 Texts and Human Experiences. Section I Read the texts on pages 2-6 carefully"}[subj]
    return (f"NSW Education Standards Authority\n{year} HIGHER SCHOOL CERTIFICATE EXAMINATION\n{SUBJ_NAMES[subj]}\n"
            f"General Instructions: Reading time 10 minutes. Working time 3 hours. Write using black pen.\n{q}\n"
            f"[my marks: {r.randint(52, 88)}/100 - timed attempt {_au(dt)}]")


def t_report(r, dt, year):
    lines = [f"{SCHOOL}  Student Report  Year {year}  Semester {1 if dt.month < 9 else 2}",
             f"Student: Chloe NGUYEN   Roll class: {year}{r.choice('ABC')}   Days absent: {r.randint(1, 6)}"]
    for s in ("english", "maths", "chem", "bio", "legal", "snc"):
        lines.append(f"{SUBJ_NAMES[s]}: Grade {r.choice('AAB')}  Assessment mark {r.randint(74, 95)}  Rank "
                     f"{r.randint(2, 12)}/{r.randint(25, 60)}  {TEACHERS[s]}")
    lines.append("Year Adviser comment: Chloe is a conscientious and well-organised student who contributes "
                 "positively to class discussion. She should continue to seek feedback on extended responses.")
    return "\n".join(lines)


def t_timetable(r, dt):
    days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    out = ["Period,Mon,Tue,Wed,Thu,Fri"]
    pool = ["English Adv (Rm B12)", "Maths Ext1 (Rm C4)", "Chemistry (Lab 2)", "Biology (Lab 1)",
            "Legal (Rm A7)", "S&C (Rm A9)", "Study"]
    for p in range(1, 7):
        out.append(f"P{p}," + ",".join(r.choice(pool) for _ in days))
    return "Year 12 timetable Term 2 2026 Chloe N\n" + "\n".join(out)


def t_permission(r, dt):
    return (f"{SCHOOL}\nExcursion permission note\nDear Parent/Carer,\nYear 12 Biology students will attend the "
            f"Taronga Zoo HSC Biology workshop on {_au(dt + timedelta(days=21))}. Cost: $42.00 payable at the "
            "front office or via the Parent Online Payment portal. Students wear full school uniform.\n"
            "Student name: Chloe Nguyen  Class 12B   Parent signature: Lan Nguyen   Medical: asthma - Ventolin "
            "puffer carried by student")


def t_school_mail(r, dt):
    return (f"From: Mrs K. Delaney <k.delaney@det.nsw.edu.au>\nTo: chloe.nguyen7@education.nsw.gov.au\nDate: {_au(dt)}\n"
            "Subject: Trial HSC exam timetable and study leave\n\nDear Year 12,\nThe Trial HSC examinations run "
            "from Monday 3 August to Friday 14 August in the school hall. Timetables are attached. Please check "
            "clashes with your year adviser by Friday.\nRegards, Mrs Delaney, Year 12 Adviser")


def t_study_plan(r, dt):
    wk = ["Mon: Chem mod 7 flashcards + Ext1 ex 5C", "Tue: shift 4-9, Bio mod 8 summary on the bus",
          "Wed: Legal crime essay plan, netball training 6pm", "Thu: shift 4-9", "Fri: English Mod B quote bank",
          "Sat: netball game 10:10am, past paper chem 2022", "Sun: shift 11-5, PIP log"]
    return "study timetable week " + _au(dt) + "\n" + "\n".join(wk) + "\n\nATAR goal: 95+ (Vet needs ~97 for Sydney)"


def t_prac_csv(r, dt):
    rows = ["trial,initial_burette_mL,final_burette_mL,titre_mL"]
    for i in range(1, 5):
        a = round(r.uniform(0.5, 2), 2)
        rows.append(f"{i},{a},{round(a + r.uniform(21.8, 22.6), 2)},")
    return "Chemistry prac - titration of vinegar with 0.1000 M NaOH, phenolphthalein\n" + "\n".join(rows)


# ---------------------------------------------------------------- PIP (Projects School)
PIP_TITLE = ("Phở, Bánh Mì and Belonging: how second-generation Vietnamese-Australian teenagers in Western "
             "Sydney maintain cultural identity through food")


def t_pip_proposal(r, dt):
    return (f"Society and Culture - Personal Interest Project proposal\nStudent: Chloe Nguyen 12A  Teacher: "
            f"{TEACHERS['snc']}\nWorking title: {PIP_TITLE}\nCross-cultural component: comparison of my "
            "grandmother's generation with teenagers born here.\nContinuity and change: which family food "
            "practices persist (Tết, giỗ anniversaries, Sunday phở) and which are changing.\nPrimary research "
            "methods: questionnaire (n = 60+), three in-depth interviews, participant observation at Cabramatta "
            "Freedom Plaza, content analysis of TikTok food videos.\nEthics: informed consent, anonymity, "
            "participants under 18 need parent consent.")


def t_pip_log(r, dt):
    entries = [("Met Mrs Delaney re topic - narrowed from 'Vietnamese identity' to food"),
               ("Sent Google Form link to Vietnamese Students Association group chat, 23 responses so far"),
               ("Interview 1 with Bà Nội, recorded on phone, 48 min, transcribed half"),
               ("Read Thomas (2004) on Vietnamese community in Cabramatta - good for continuity"),
               ("Participant observation at Cabramatta on Saturday, notes in notebook"),
               ("Draft introduction done, too long - 1100 words, need to cut")]
    d = dt - timedelta(days=60)
    out = ["PIP Log - Chloe Nguyen"]
    for e in entries:
        d += timedelta(days=r.randint(5, 12))
        out.append(f"{_au(d)} | {e}")
    return "\n".join(out)


def t_pip_draft(r, dt, v):
    return (f"{PIP_TITLE}\nDraft {v}\nIntroduction\nFor my family, food is the language that survived migration. "
            "My grandmother arrived in Sydney in 1981 after two years in a refugee camp at Pulau Bidong; my "
            "father was seven. This Personal Interest Project investigates how second-generation Vietnamese-"
            "Australian teenagers in Western Sydney use food to maintain, negotiate and sometimes reinvent a "
            "cultural identity.\nLog and methodology\nPrimary research combined a questionnaire of "
            f"{r.randint(58, 74)} respondents aged 15-19, three interviews and participant observation. "
            "\nChapter 1: Continuity - the family table\nChapter 2: Change - bánh mì goes mainstream\n"
            f"Chapter 3: Cross-cultural comparison\nWord count: {r.randint(3900, 5200)} (limit 5000)")


def t_pip_survey_csv(r, dt):
    rows = ["Timestamp,Age,Gender,Born in Australia?,How often does your family eat Vietnamese food at home?,"
            "Can you cook a Vietnamese dish by yourself?,Do you speak Vietnamese at meals?,"
            "How important is food to your Vietnamese identity? (1-5)"]
    for i in range(r.randint(40, 55)):
        d = dt - timedelta(days=r.randint(1, 30), minutes=r.randint(0, 1400))
        rows.append(f"{d.strftime('%Y/%m/%d %I:%M:%S %p')} GMT+10,{r.randint(15, 19)},{r.choice(['Female', 'Male', 'Female', 'Prefer not to say'])},"
                    f"{r.choice(['Yes', 'Yes', 'No'])},{r.choice(['Every day', 'Most days', 'Weekly', 'Rarely'])},"
                    f"{r.choice(['Yes', 'No', 'A little'])},{r.choice(['Always', 'Sometimes', 'Never'])},{r.randint(1, 5)}")
    return "\n".join(rows)


def t_pip_questions(r, dt):
    return ("PIP questionnaire (Google Forms) - final version\nThis anonymous survey is for my HSC Society and "
            "Culture Personal Interest Project about Vietnamese-Australian teenagers and food.\n1. Age\n2. Were you "
            "born in Australia?\n3. How often does your family eat Vietnamese food at home?\n4. Can you cook a "
            "Vietnamese dish by yourself? Which one?\n5. Do you celebrate Tết with traditional food?\n6. Do you "
            "post Vietnamese food on social media?\n7. How important is food to your Vietnamese identity (1-5)?")


INTERVIEWS = [("Bà Nội (grandmother, 79)", "Hồi đó ở trại tị nạn không có gì ăn... In the camp we had only rice "
               "and fish sauce. When we came to Villawood hostel I cooked canh chua with whatever the Greek "
               "shop had. Now the kids only want phở on Sunday, but Chi (Chloe) asks me how to make thịt kho."),
              ("Participant B (17, female, Cabramatta)", "My mum makes me take leftover cơm tấm to school and I "
               "used to be embarrassed. Now everyone wants to swap lunches. I think TikTok made Vietnamese food "
               "cool. I can't really speak Vietnamese but I can order at the bakery."),
              ("Participant C (18, male, Bankstown)", "Food is the only time my whole family is together. For "
               "giỗ (death anniversaries) we set food on the altar first. I don't know the recipes though, my "
               "aunties do everything.")]


def t_pip_transcript(r, dt, k):
    who, said = INTERVIEWS[k % 3]
    return (f"Interview transcript {k + 1}\nInterviewee: {who}\nInterviewer: Chloe Nguyen\nDate: {_au(dt)}  "
            f"Length {r.randint(25, 55)} min  Consent form signed: yes\n\nQ: What does food mean to you and your "
            f"family?\nA: {said}\nQ: Do you think this will continue with your children?\nA: Maybe, if we "
            "still live near Cabramatta. Otherwise probably only the big celebrations.")


def t_pip_consent(r, dt):
    return ("Participant information and consent form\nResearch: HSC Society and Culture Personal Interest "
            "Project by Chloe Nguyen, Parramatta West High School.\nI agree to be interviewed about my family's "
            "food practices and understand that my name will not be used and that I can withdraw at any time.\n"
            f"Participant: {r.choice(FRIENDS)}   Parent/guardian (if under 18): ____________   Date {_au(dt)}")


def t_pip_refs(r, dt):
    return ("PIP resource list (Harvard)\nThomas, M. (1999) Dreams in the Shadows: Vietnamese-Australian lives in "
            "transition. Allen & Unwin.\nABS (2021) Census Community Profile: Vietnamese-born, Cumberland LGA.\n"
            "Nguyen, T. (2020) 'Bánh mì and belonging', SBS Food, accessed 3/3/2026.\nDuruz, J. (2007) "
            "'From Malacca to Adelaide: fragments towards a biography of cooking', Gastronomica.")


# ---------------------------------------------------------------- university applications (Projects University)
def t_uac_prefs(r, dt):
    return ("UAC 2027 admissions - my preferences (draft)\n1. 511000 The University of Sydney - Bachelor of "
            "Veterinary Biology / Doctor of Veterinary Medicine (ATAR guide 97+)\n2. 513920 University of Sydney - "
            "Bachelor of Animal and Veterinary Bioscience\n3. 427800 UNSW - Bachelor of Medical Science\n"
            "4. 730450 Western Sydney University - Bachelor of Medical Science (Hawkesbury)\n5. 300700 Macquarie "
            "University - Bachelor of Science\nSRS applications close 18 Sep 2026. Application fee $76 (on time).")


def t_uac_mail(r, dt):
    return (f"From: UAC <no-reply@uac.edu.au>\nTo: chloe.nguyen.08@gmail.com\nDate: {_au(dt)}\nSubject: Your UAC "
            "application for 2027 admission\n\nHi Chloe,\nThank you for submitting your undergraduate application. "
            f"Your UAC application number is {r.randint(10**8, 10**9 - 1)}. You can change your preferences "
            "as often as you like until the relevant closing date. Remember to apply for the Schools "
            "Recommendation Scheme (SRS) and Educational Access Schemes separately through your application.\n"
            "Universities Admissions Centre (NSW & ACT)")


def t_essay(r, dt, v):
    return ("Early entry personal statement - Why I want to study veterinary science\n"
            f"version {v}\nThe first time I held a dog while it was being anaesthetised I was fifteen and shaking. "
            "During my work-experience week at a veterinary hospital I saw how much of the job is talking to "
            "frightened owners, not only the animal. Working at a bubble tea shop since 2025 has taught me to "
            "stay calm with difficult customers and manage my time around Year 12, netball and family "
            "responsibilities as the eldest child of migrant parents.\nWhy this university: the Camden campus "
            "farm animal rotations and the rural placement program.\n(words: " + str(r.randint(480, 650)) + "/500)")


def t_scholarship(r, dt):
    who = r.choice(["The University of Sydney - Sydney Scholars Award", "Western Sydney University - Academic "
                    "Excellence Scholarship", "UNSW - Co-op Scholarship (Science)"])
    return (f"Scholarship application - {who}\nApplicant: Chloe Nguyen, Year 12, {SCHOOL}\nQuestion 1: "
            "Describe a challenge you have overcome (300 words)\nBalancing 15 hours of paid work a week with my "
            "HSC studies and interpreting for my grandmother at medical appointments...\nQuestion 2: Community "
            "involvement: volunteer umpire for Parramatta District Netball juniors, Vietnamese Students "
            "Association.\nReferee: Mrs K. Delaney (Year Adviser).  Closing date: 30 September 2026")


def t_openday(r, dt):
    return ("Open day notes - Sydney Uni Camden campus\n- DVM is 4 yrs after the 3 yr Vet Bio undergrad = 7 years total\n"
            "- need Maths Adv + Chem assumed knowledge (ok)\n- Equity scholarships: apply via UAC EAS, E-W "
            "regional/financial hardship\n- accommodation at Camden is cheap-ish, bus from Campbelltown\n"
            "- ask about the 'Gadi' guaranteed entry for low SES schools\nWSU Hawkesbury: vet science pathway "
            "to CSU? check")


def t_srs(r, dt):
    return ("UAC Schools Recommendation Scheme (SRS) - Chloe's checklist\n[x] Educational Access Scheme statement "
            "(financial hardship, English not spoken at home)\n[ ] School completes rating of ability in "
            "English, Maths, Science\n[ ] Upload Year 11 report (2025)\n[ ] Personal statement uploaded by "
            "18 Sep\nOffers released in rounds from early November 2026 (before the HSC results).")


def t_reference_req(r, dt):
    return (f"From: Chloe Nguyen <chloe.nguyen.08@gmail.com>\nTo: Mrs K. Delaney\nDate: {_au(dt)}\nSubject: "
            "Reference for early entry and scholarship applications\n\nHi Mrs Delaney,\nWould you be able to "
            "write a referee report for my Sydney Uni Vet Bio early-entry and Sydney Scholars applications? "
            "They are due in September. I've attached my draft personal statement and a list of my activities.\n"
            "Thank you so much,\nChloe")


# ---------------------------------------------------------------- driving (Projects Driving)
def t_logbook_csv(r, dt):
    rows = ["date,start,end,minutes,day_night,supervisor,licence_no,roads,weather"]
    d, total = datetime(2025, 3, 15), 0
    while d < dt.replace(tzinfo=None) - timedelta(days=3):
        m = r.choice([30, 45, 60, 60, 90, 120])
        total += m
        night = r.random() < 0.2
        rows.append(f"{d:%d/%m/%Y},{'19:10' if night else '10:30'},,{m},{'Night' if night else 'Day'},"
                    f"{r.choice(['Minh Nguyen', 'Lan Nguyen', 'Minh Nguyen'])},{r.choice(['18734522', '20911476'])},"
                    f"{r.choice(['Local street', 'Main road', 'Motorway', 'Residential', 'Car park'])},"
                    f"{r.choice(['Dry', 'Dry', 'Wet'])}")
        d += timedelta(days=r.randint(3, 9))
    rows.append(f"TOTAL,,,{total},,,,,")
    return "Learner driver log book (NSW) - Chloe Nguyen - licence 31847 2291\n" + "\n".join(rows)


def t_test_booking(r, dt):
    return ("Service NSW\nBooking confirmation - Driving test (Class C)\nCustomer: CHLOE NGUYEN   Licence no: "
            "31847 2291\nDate: Tuesday 14 July 2026   Time: 9:45am\nLocation: Service NSW Centre, Silverwater, "
            f"Unit 4, 3 Carnarvon Street\nReceipt no: {r.randint(10**9, 10**10 - 1)}   Fee paid: $62.00\n"
            "Bring: your learner licence, completed log book (120 hours including 20 night hours), a roadworthy "
            "registered vehicle with L plates and your supervising driver.\nBooked on " + _au(dt))


def t_lesson_receipt(r, dt):
    return (f"Parra Driving School\nABN 61 734 219 880\nTax invoice #{r.randint(2000, 4999)}   {_au(dt)}\n"
            f"Student: Chloe Nguyen\n1 x 60 min driving lesson (auto, Toyota Corolla) - instructor: Sam Y.\n"
            "Logbook credit: 1 hour = 3 hours (first 10 professional hours)\nTotal $75.00 incl GST  Paid EFTPOS\n"
            "Notes: reverse parallel park improving, watch mirrors before lane change on Woodville Rd.")


def t_sdc(r, dt):
    return ("Transport for NSW - Safer Drivers Course\nCertificate of completion\nThis is to certify that "
            "CHLOE NGUYEN (licence 31847 2291) has completed Module 1 (3 hour group session) and Module 2 (2 hour "
            f"in-vehicle coaching) on {_au(dt)}.\n20 bonus hours have been credited to the learner log book.\n"
            "Provider: Western Sydney Driver Training Pty Ltd, Granville")


def t_hours_note(r, dt):
    return ("hours so far: 88 logged + 20 SDC bonus + 30 lesson bonus = 138?? no, the bonus is capped at 20 for "
            "lessons. recount\nnight hours: 17/20 - need 3 more night drives before 14/7\nask dad to take me on "
            "M4 on Sunday night after my shift\ncheck hazard perception test is still valid (passed 28/03/2026)")


# ---------------------------------------------------------------- formal (Projects Formal)
def t_formal_ticket(r, dt):
    return (f"{SCHOOL} Year 12 Formal 2026\nTicket confirmation (School Bytes payment)\nStudent: Chloe Nguyen  "
            "12A\nEvent: Year 12 Graduation Formal, Thursday 19 November 2026, 6:30pm - 11:30pm\nVenue: "
            "Waterview in Bicentennial Park, Sydney Olympic Park\nTickets: 1 student + 1 guest @ $145.00 = $290.00\n"
            f"Payment ref: SB-{r.randint(100000, 999999)}   Dietary: no pork for guest (halal)\n"
            "Final payment due 30 September 2026. Formal committee: Year 12 SRC.")


def t_formal_budget(r, dt):
    items = [("ticket (me)", 145), ("dress - Princess Polly / maybe Ebay backup", 120), ("shoes", 60),
             ("hair - Lily at Hair by Thuy", 85), ("makeup - Jess's cousin", 70), ("nails - mum's salon", 0),
             ("limo/car share split 6 ways", 55), ("after party contribution", 40)]
    return ("formal budget\nitem,cost,paid\n" + "\n".join(f"{a},{b},{r.choice(['y', 'n', 'n'])}" for a, b in items)
            + f"\ntotal,{sum(b for _, b in items)},\nsaving $40/fortnight from tea shop pay")


def t_formal_chat(r, dt):
    return ("formal group - notes from chat\nJess: limo quote $660 for 8 people, stretch hummer\nPriya: thats "
            "$82 each no way\nMia: what about two ubers xl lol\nme: mum can drive 4 of us, dad the others?\n"
            "Hannah: after party at my place confirmed, parents will be home\nZara: colour theme?? emerald for me\n"
            "me: i'm doing champagne/gold, need shoes")


def t_hair_booking(r, dt):
    return (f"From: Hair by Thuy <bookings@hairbythuy.com.au>\nTo: chloe.nguyen.08@gmail.com\nDate: {_au(dt)}\n"
            "Subject: Booking request - formal updo 19/11\n\nHi Chloe, we can fit you in at 2:15pm on Thursday "
            "19 November for a formal updo with a trial on Saturday 7 November. Deposit $30 to secure. Please "
            "bring photos of the dress and your inspo.\nThuy, Church St Parramatta")


# ---------------------------------------------------------------- work (Areas Work)
EMPLOYER = "Lotus Tea House Pty Ltd\nShop 3, 188 Church Street, Parramatta NSW 2150\nABN 42 615 808 377"


def t_payslip(r, dt):
    hrs = [round(r.choice([4, 5, 5.5, 6]), 1) for _ in range(r.randint(4, 7))]
    ord_h = sum(hrs[:-1])
    sat_h = hrs[-1]
    rate = 17.96 if dt.year >= 2026 else 16.84
    gross = ord_h * rate + sat_h * rate * 1.25
    tax = 0.0 if gross < 700 else gross * 0.1
    return (f"{EMPLOYER}\nPAYSLIP   Employee: Chloe Nguyen   Employee ID 0117\nPay period: "
            f"{_au(dt - timedelta(days=13))} - {_au(dt)}   Pay date: {_au(dt + timedelta(days=3))}\n"
            "Award: Fast Food Industry Award 2010, Level 1, casual junior (17 yrs)\n"
            f"Ordinary hours {ord_h:.1f} @ ${rate:.2f}  ${ord_h * rate:.2f}\n"
            f"Saturday hours {sat_h:.1f} @ ${rate * 1.25:.2f}  ${sat_h * rate * 1.25:.2f}\n"
            f"Gross ${gross:.2f}   PAYG withheld ${tax:.2f}   Net ${gross - tax:.2f}\n"
            f"Superannuation (12%) ${gross * 0.12:.2f} paid to Australian Retirement Trust\n"
            "Paid to BSB 062-118 Account ****4471")


def t_roster(r, dt):
    mon = dt - timedelta(days=dt.weekday())
    rows = ["Deputy roster - Lotus Tea House Church St - week of " + _au(mon)]
    for i, name in enumerate(["Chloe N", "Kevin L", "Bella W", "Tuan P", "Amy Z"]):
        rows.append(name + ": " + ", ".join(
            f"{(mon + timedelta(days=j)):%a} {r.choice(['4pm-9pm', '11am-5pm', '5pm-10pm'])}"
            for j in sorted(r.sample(range(7), r.randint(2, 4)))))
    rows.append("Reminder: close-down checklist, tapioca pearls cooked max 4 hours, sign the fridge temp log")
    return "\n".join(rows)


def t_tfn(r, dt):
    return ("Australian Taxation Office\nPO Box 9990 Penrith NSW 2740\n" + CHLOE + f"\n{_au(dt)}\nYour tax file "
            "number\nDear Chloe Nguyen,\nThank you for your application. Your tax file number (TFN) is "
            f"{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}.\nKeep this letter in a safe "
            "place. Give your TFN to your employer when you start work by completing a TFN declaration, so "
            "that the correct amount of tax is withheld.\nDeputy Commissioner of Taxation")


def t_contract(r, dt):
    return (f"{EMPLOYER}\nLetter of offer - casual employment\nDear Chloe,\nWe are pleased to offer you casual "
            f"employment as a Team Member (bubble tea maker / cashier) starting {_au(dt)}. Your employment is "
            "covered by the Fast Food Industry Award 2010. You will be paid the junior rate for your age, with "
            "penalty rates on weekends and public holidays. Rosters are published on Deputy each Thursday.\n"
            "Please sign and return with your TFN declaration and super choice form.\nKelly Zhang, Store Manager")


def t_food_safety(r, dt):
    return ("Certificate of attainment\nSITXFSA005 Use hygienic practices for food safety\nThis certifies that "
            f"Chloe Nguyen has successfully completed the above unit of competency on {_au(dt)}.\nRTO: Food "
            "Safety Training Australia (RTO 91467)   Certificate no. FS-" + str(r.randint(100000, 999999)))


def t_work_chat(r, dt):
    return ("Kelly (manager) msg copied:\nHey team, from next week we're trialling the new brown sugar milk "
            "menu. Everyone on Sat shift please come 15 min early for training, paid. Also whoever left the "
            "blender unwashed on Sunday close... Shift swaps must go through Deputy not the group chat!\n"
            "me: can I swap my Thu 4-9 with Tuan? trial exam next day")


# ---------------------------------------------------------------- money (Areas Finance)
def t_bank(r, dt):
    bal = r.uniform(900, 2600)
    out = ["Commonwealth Bank of Australia", "Smart Access statement   Chloe Nguyen   BSB 062-118  Acc 1049 4471",
           f"Statement period {_au(dt - timedelta(days=30))} - {_au(dt)}", "Date  Transaction  Debit  Credit  Balance"]
    for _ in range(r.randint(8, 13)):
        d = dt - timedelta(days=r.randint(0, 30))
        what, amt = r.choice([("Salary LOTUS TEA HOUSE", r.uniform(280, 520)), ("Boost Mobile recharge", -30.0),
                              ("Kmart Parramatta", -r.uniform(8, 45)), ("Opal top up", -r.uniform(10, 20)),
                              ("Transfer from MUM", 50.0), ("Spotify P0E1D2", -13.99), ("Uber Eats", -r.uniform(18, 35)),
                              ("Transfer to NetBank Saver", -100.0), ("Sephora Westfield", -r.uniform(20, 60))])
        bal += amt
        out.append(f"{_au(d)}  {what}  {'' if amt > 0 else f'{-amt:.2f}'}  {f'{amt:.2f}' if amt > 0 else ''}  {bal:.2f}")
    return "\n".join(out)


def t_phone(r, dt):
    return (f"Boost Mobile\nRecharge receipt  {_au(dt)}\nService: 0412 *** 908   Customer: Chloe Nguyen\n$30 Prepaid "
            "Recharge - 28 days, 35GB data + unused data banked, unlimited standard calls & texts in Australia\n"
            "Paid by Visa Debit ****4471 (auto-recharge)\nExpiry: " + _au(dt + timedelta(days=28)))


def t_savings(r, dt):
    rows = ["month,pay_in,spent,saved,goal_note"]
    for i in range(6):
        m = dt - timedelta(days=30 * (5 - i))
        p = r.uniform(700, 1100)
        s = r.uniform(300, 600)
        rows.append(f"{m:%b %Y},{p:.2f},{s:.2f},{p - s:.2f},{r.choice(['car fund', 'formal', 'laptop', 'uni'])}")
    return "my money tracker\n" + "\n".join(rows)


def t_tax_return(r, dt):
    inc = r.uniform(9800, 14500)
    return ("Australian Taxation Office\nNotice of assessment - year ended 30 June 2025\n" + CHLOE +
            f"\nTaxable income ${inc:,.2f}\nTax on taxable income $0.00\nMedicare levy $0.00 (low income)\n"
            f"PAYG withheld ${r.uniform(50, 400):.2f}\nYour refund: see above - paid to BSB 062-118\n"
            "Lodged online via myTax (myGov). Notice issued " + _au(dt))


def t_super(r, dt):
    return ("Australian Retirement Trust\nWelcome to Super Savings\nDear Chloe,\nYour employer Lotus Tea House Pty "
            f"Ltd has opened an account for you. Member number {r.randint(10**7, 10**8 - 1)}.\nInvestment option: "
            "Lifecycle Investment Strategy (Balanced). Your balance at " + _au(dt) + f" is ${r.uniform(300, 1800):.2f}.\n"
            "Tip: keep one super account and tell future employers your member number.")


# ---------------------------------------------------------------- health (Areas Health)
def t_asthma_plan(r, dt):
    return ("National Asthma Council Australia - Asthma Action Plan\nName: Chloe Nguyen  DOB 14/10/2008\n"
            "Doctor: Dr Anh Tran, Harris Park Medical Centre, (02) 9637 4410\nWELL CONTROLLED: Preventer "
            "Symbicort Turbuhaler 200/6, 1 puff morning and night. Before netball: Ventolin 2 puffs.\n"
            "FLARE-UP: increase Symbicort to 2 puffs twice daily, see GP within 2 days.\nSEVERE / EMERGENCY: "
            "call 000, 4 separate puffs of reliever every 4 minutes.\nReviewed " + _au(dt))


def t_script(r, dt):
    return (f"Harris Park Medical Centre\n65 Wigram Street, Harris Park NSW 2150\nPBS prescription  {_au(dt)}\n"
            "Patient: Chloe Nguyen  Medicare 2961 58427 3\nBudesonide/formoterol (Symbicort Turbuhaler) 200/6 "
            "120 doses  Qty 1  Repeats 5\nSalbutamol (Ventolin) 100 mcg inhaler  Qty 1  Repeats 2\n"
            "Dr Anh Tran  Prescriber no. 2481733")


def t_physio(r, dt):
    return (f"Westmead Sports Physio\nTax invoice  {_au(dt)}\nPatient: Chloe Nguyen   Referring: self\n"
            f"Consultation - subsequent, 30 min   $95.00   Medicare: n/a   Private health: HCF extras (Lan Nguyen "
            f"family policy) rebate ${r.uniform(35, 55):.2f}\nClinical note: R knee MCL grade 1 sprain "
            "(netball, Feb 2026). Valgus stress test pain-free. Progress: single-leg squat, lateral band walks, "
            "return to training with knee brace. Review in 2 weeks.")


def t_physio_program(r, dt):
    return ("Home exercise program - R knee\nChloe N (Westmead Sports Physio)\n1. Straight leg raises 3x12\n"
            "2. Wall sits 3 x 30 s\n3. Side-lying clams with band 3x15\n4. Single-leg balance on pillow 3 x 30 s\n"
            "5. Lateral hops (from week 6)\nIce 15 min after netball. No jump landings on one leg yet.")


def t_gp_letter(r, dt):
    return (f"Harris Park Medical Centre\n{_au(dt)}\nTo whom it may concern,\nChloe Nguyen has asthma which "
            "was poorly controlled during the recent cold snap and she was unwell from "
            f"{_au(dt - timedelta(days=3))}. She was unfit to attend school or sit assessments in that period.\n"
            "Dr Anh Tran MBBS FRACGP")


def t_spiro(r, dt):
    return (f"Spirometry report  {_au(dt)}\nPatient: Chloe Nguyen  Age 17  Height 162 cm\nFEV1 {r.uniform(2.6, 3.1):.2f} L "
            f"({r.randint(82, 94)}% predicted)  FVC {r.uniform(3.1, 3.6):.2f} L  FEV1/FVC {r.randint(76, 84)}%\n"
            "Post-bronchodilator improvement 9%. Interpretation: mild reversible airflow limitation consistent "
            "with asthma, well controlled on current preventer.")


# ---------------------------------------------------------------- netball (Areas Netball)
def t_draw(r, dt):
    teams = ["Parramatta Hawks 17/U", "Baulkham Hills Blaze", "Granville Gems", "Dundas Valley Diamonds",
             "Northmead Stars", "Rydalmere Rockets", "Ermington Eagles"]
    rows = ["Parramatta District Netball Association - Winter 2026 - 17/U Div 2 draw", "Round,Date,Time,Court,Home,Away"]
    d = datetime(2026, 4, 11)
    for rd in range(1, 15):
        opp = r.choice(teams[1:])
        rows.append(f"{rd},{d:%d/%m/%Y},{r.choice(['8:30', '9:20', '10:10', '11:00'])},{r.randint(1, 24)},"
                    + (f"{teams[0]},{opp}" if rd % 2 else f"{opp},{teams[0]}"))
        d += timedelta(days=7)
    return "\n".join(rows)


def t_netball_fees(r, dt):
    return (f"Parramatta Hawks Netball Club Inc.\nInvoice {r.randint(300, 900)}   {_au(dt)}\nPlayer: Chloe Nguyen "
            f"(17/U Hawks Gold)\nRegistration {dt.year} season (incl. Netball NSW insurance and PDNA fees) "
            "$265.00\nUniform dress (new) $0.00\nActive Kids voucher applied: -$100.00\nAmount due $165.00 by "
            "BSB 112-879 acc 4420 1193, ref: surname + team")


def t_netball_mail(r, dt):
    return (f"From: Coach Rebecca <hawks17gold@gmail.com>\nTo: Hawks 17 Gold players\nDate: {_au(dt)}\nSubject: "
            "Training Tuesday + Saturday positions\n\nHi girls, training is on at Jamieson Park courts 6pm "
            "Tuesday, bring water and bibs. Saturday vs Granville we'll start Chloe at GD, Priya GK, Mia C. "
            "Chloe, keep the knee brace on. Umpiring roster: our team umps the 12/U game at 11:00.\nBec")


def t_netball_stats(r, dt):
    rows = ["round,opponent,result,score,my position,intercepts,deflections"]
    for i in range(1, 8):
        a, b = r.randint(18, 45), r.randint(18, 45)
        rows.append(f"{i},{r.choice(['Blaze', 'Gems', 'Diamonds', 'Stars', 'Rockets'])},{'W' if a > b else 'L'},"
                    f"{a}-{b},{r.choice(['GD', 'GD', 'WD', 'GK'])},{r.randint(0, 5)},{r.randint(1, 9)}")
    return "\n".join(rows)


# ---------------------------------------------------------------- resources
def t_study_guide(r, dt, subj):
    t = {"chem": ("Excel Success One HSC Chemistry", "Chapter 4 Acid/base: the self-ionisation of water "
                  "Kw = [H3O+][OH-] = 1.0 x 10^-14 at 25 C. Worked example: calculate pH of 0.05 M Ba(OH)2."),
         "bio": ("Biology in Focus Year 12 - revision summary", "Module 7: the body's three lines of defence. "
                 "Practice questions with NESA-style marking guidelines."),
         "maths": ("Cambridge Maths Extension 1 Year 12 - Chapter 5 Vectors", "Exercise 5A: given a = 3i - 2j, "
                   "find |a| and a unit vector in the direction of a."),
         "english": ("Insight Text Guide: T.S. Eliot Selected Poems", "Context: modernism, World War I, "
                     "Eliot's conversion to Anglicanism (1927). Themes: alienation, spiritual desolation."),
         "legal": ("Key Concepts in HSC Legal Studies - Crime", "The criminal trial process: adversarial system, "
                   "burden and standard of proof, the role of the jury.")}[subj]
    return f"{t[0]}\n{t[1]}\nThis PDF is for personal study use only."


RECIPES = [("Phở bò của Bà Nội", "vi", "Nguyên liệu: 2kg xương bò, 500g nạm, 1 củ hành tây, gừng nướng, 3 hoa hồi, "
            "1 thanh quế, nước mắm, đường phèn.\nCách làm: Chần xương, nấu lửa nhỏ 6 tiếng, hớt bọt. Nướng hành "
            "và gừng cho thơm rồi cho vào nồi. Nêm nước mắm và đường phèn. Bánh phở trụng nước sôi."),
           ("Thịt kho trứng (Tết)", "vi", "Nguyên liệu: 1kg thịt ba chỉ, 8 quả trứng vịt, 1 lít nước dừa tươi, "
            "hành tím, nước mắm.\nƯớp thịt với nước mắm, đường, hành 1 tiếng. Thắng nước màu, cho thịt vào "
            "đảo, đổ nước dừa, kho lửa nhỏ 2 tiếng, cho trứng luộc vào."),
           ("Canh chua cá", "vi", "Cá basa hoặc cá lóc, me chua, thơm (dứa), cà chua, đậu bắp, giá, bạc hà "
            "(dọc mùng), ngò om. Nấu nước me, cho cá vào, nêm nước mắm, đường cho vừa chua ngọt."),
           ("Bánh xèo - Grandma's crispy pancakes", "en", "Batter: 400g rice flour, 1 tsp turmeric, 400ml coconut "
            "milk, 300ml water, spring onion. Filling: pork belly, prawns, bean sprouts. Very hot pan, thin "
            "layer, lid on 2 min. Serve with lettuce, herbs and nước chấm."),
           ("Gỏi cuốn (fresh rice paper rolls)", "en", "Rice paper, vermicelli, boiled pork and prawns, lettuce, "
            "mint, Thai basil. Peanut hoisin dip: hoisin, peanut butter, water, crushed peanuts, chilli."),
           ("Chè ba màu", "vi", "Đậu xanh nấu nhuyễn, đậu đỏ nấu mềm với đường, thạch lá dứa xanh, nước cốt dừa "
            "và đá bào. Bà nói: nấu đậu đỏ phải ngâm qua đêm."),
           ("Nước chấm (dipping sauce)", "en", "3 tbsp fish sauce, 3 tbsp sugar, 6 tbsp warm water, 2 tbsp lime "
            "juice, garlic, chilli. Bà's ratio: 1:1:2, taste and adjust."),
           ("Banana bread (from Jess's mum)", "en", "3 ripe bananas, 75g melted butter, 150g sugar, 1 egg, 1 tsp "
            "bicarb, 190g plain flour. 175 C for 55 min.")]


def t_recipe(r, dt, k):
    name, lang, body = RECIPES[k]
    return f"{name}\n\n{body}\n\n" + ("(Bà đọc, Chi chép lại)" if lang == "vi" else "(typed up by Chloe)")


def t_py_tutorial(r, dt, k):
    topics = [("Python for Beginners - Lesson 3: Lists and loops", "fruits = ['apple', 'mango']\nfor f in fruits:\n"
               "    print(f.upper())\nList comprehension: squares = [x*x for x in range(10)]"),
              ("Automate the Boring Stuff with Python - Chapter 9 Reading and Writing Files", "from pathlib import "
               "Path\np = Path('spam.txt')\np.write_text('Hello, world!')\nprint(p.read_text())"),
              ("W3Schools Python Dictionaries", "thisdict = {'brand': 'Ford', 'model': 'Mustang', 'year': 1964}\n"
               "for key, value in thisdict.items(): print(key, value)"),
              ("CS50P Week 2 - Loops", "while True:\n    n = int(input('n: '))\n    if n > 0: break\nfor i in range(n): "
               "print('meow')")]
    return "%s\n\n%s" % topics[k % len(topics)]


def t_py_exercise(r, dt, k):
    return [
        "# exercise: grade calculator\nmarks = [78, 85, 91, 66]\navg = sum(marks) / len(marks)\nprint(f'average {avg:.1f}')\n"
        "if avg >= 85:\n    print('band 6?')\n",
        "# fizzbuzz\nfor i in range(1, 101):\n    out = ''\n    if i % 3 == 0:\n        out += 'Fizz'\n"
        "    if i % 5 == 0:\n        out += 'Buzz'\n    print(out or i)\n",
        "# guess the number\nimport random\nsecret = random.randint(1, 50)\nwhile True:\n    g = int(input('guess: '))\n"
        "    if g == secret:\n        print('yay')\n        break\n    print('higher' if g < secret else 'lower')\n",
        "# tea shop tip splitter\ntips = float(input('total tips: '))\nhours = {'chloe': 14, 'kevin': 20, 'bella': 9}\n"
        "total = sum(hours.values())\nfor name, h in hours.items():\n    print(name, round(tips * h / total, 2))\n",
    ][k % 4]


def t_drills(r, dt):
    return ("Netball NSW coaching resources - defensive drills\n1. Shadow drill: defender mirrors attacker in a "
            "3m square, 30 s on, 30 s off.\n2. Intercept circle: feeders pass across the circle, GD reads the "
            "ball and attacks the pass.\n3. Over-the-shot defence: arms extended, lean without contact, 0.9m rule.\n"
            "Rules reminder: obstruction is measured from the landed foot.")


def t_road_handbook(r, dt):
    return ("Road User Handbook - Transport for NSW\nSpeed limits: the default urban speed limit is 50 km/h. "
            "Learner drivers must not exceed 90 km/h.\nGiving way at roundabouts: give way to vehicles already "
            "on the roundabout. Mobile phones: learner and P1 drivers must not use a phone at all while driving.")


def t_asthma_info(r, dt):
    return ("Asthma Australia - Exercise-induced bronchoconstriction fact sheet\nSymptoms often start 5-10 min "
            "after exercise. Warm up for 10-15 minutes, take your reliever 15 minutes before sport if your "
            "doctor advises. Cold dry air (winter netball) is a common trigger.")


EBOOKS = [("The Hate U Give", "Angie Thomas"), ("Heartstopper Volume 1", "Alice Oseman"),
          ("The Boat", "Nam Le"), ("Sorrow and Bliss", "Meg Mason"), ("Truyện Kiều", "Nguyễn Du"),
          ("Pride and Prejudice", "Jane Austen"), ("Six of Crows", "Leigh Bardugo")]
SONGS = [("Supernova", "aespa", "Armageddon"), ("Magnetic", "ILLIT", "SUPER REAL ME"), ("Super Shy", "NewJeans", "Get Up"),
         ("How Sweet", "NewJeans", "How Sweet"), ("APT.", "ROSÉ & Bruno Mars", "rosie"), ("Cupid", "FIFTY FIFTY", "The Beginning"),
         ("Antifragile", "LE SSERAFIM", "ANTIFRAGILE"), ("Seven", "Jung Kook", "GOLDEN"), ("Love Dive", "IVE", "Love Dive"),
         ("Chúng Ta Của Hiện Tại", "Sơn Tùng M-TP", "Single"), ("Waiting For You", "MONO", "22"),
         ("See Tình", "Hoàng Thùy Linh", "LINK"), ("Để Mị Nói Cho Mà Nghe", "Hoàng Thùy Linh", "Hoàng"),
         ("Ngày Đầu Tiên", "Đức Phúc", "Single"), ("Tháng Tư Là Lời Nói Dối Của Em", "Hà Anh Tuấn", "Single"),
         ("Hype Boy", "NewJeans", "New Jeans"), ("Dynamite", "BTS", "BE"), ("Pink Venom", "BLACKPINK", "BORN PINK")]


# ---------------------------------------------------------------- archive
def t_y11_task(r, dt, subj):
    task = {"english": "Year 11 Common Module: Reading to Write - imaginative response and reflection",
            "maths": "Year 11 Ext 1 Task 2: Polynomials and inverse functions test",
            "chem": "Year 11 Module 2 Practical: molar volume of a gas",
            "bio": "Year 11 Depth study: Ecosystem dynamics fieldwork at Lake Parramatta",
            "legal": "Year 11 The Legal System: research task on the Parliament of NSW",
            "snc": "Year 11 Personal and Social Identity: cross-cultural study"}[subj]
    return (f"{SCHOOL}\nPreliminary (Year 11) 2025 assessment\n{SUBJ_NAMES[subj]} - {task}\nStudent: Chloe Nguyen 11A\n"
            f"Mark: {r.randint(14, 20)}/20   Weighting 30%\nFeedback: {r.choice(['Well structured response.', 'Strong use of evidence; check units.', 'Excellent - extend your analysis of context.'])}\n{TEACHERS[subj]}")


def t_y11_notes(r, dt, subj):
    body = {"chem": "Module 1 Properties and Structure of Matter: electron configuration 1s2 2s2 2p6; "
                    "ionic vs covalent network; separation techniques - filtration, distillation.",
            "bio": "Module 1 Cells as the Basis of Life: prokaryotic vs eukaryotic, fluid mosaic model, "
                   "osmosis in potato strips prac.",
            "maths": "Year 11 Ext 1: permutations nPr = n!/(n-r)!, combinations, pigeonhole principle.",
            "legal": "Year 11 Part I The Legal System: sources of law - statute, common law, customary law; "
                     "separation of powers; the Constitution s51.",
            "english": "Year 11 Module A Narratives that Shape our World: The Tempest, Prospero and colonialism."}[subj]
    return f"Year 11 {SUBJ_NAMES[subj]} notes\n{body}\n(Term {r.randint(1, 4)} 2025)"


def t_canberra_itin(r, dt):
    return (f"{SCHOOL} - Year 11 Canberra Excursion 2025\nItinerary  Wed 10 - Fri 12 September 2025\n"
            "Day 1: 6:30am depart school by coach (Sunbus), Parliament House tour and Question Time, National "
            "Electoral Education Centre, check-in Canberra YHA\nDay 2: High Court of Australia, Australian War "
            "Memorial, Questacon\nDay 3: National Museum of Australia, Mount Ainslie lookout, return ~6pm\n"
            "Cost: $595 (PACER rebate $90 applied)")


def t_canberra_reflection(r, dt):
    return ("Canberra excursion reflection - Legal Studies\nWatching Question Time from the gallery was louder "
            "than I expected. At the High Court we saw the courtroom where Mabo was decided. The Electoral "
            "Education Centre mock election showed how preferential voting works - Jess's party won on "
            "preferences. Favourite part: Questacon free fall slide. Least favourite: 6:30am bus.")


def t_canberra_pay(r, dt):
    return (f"{SCHOOL}\nReceipt  {_au(dt)}\nStudent: Chloe Nguyen 11A\nYear 11 Canberra Excursion 2025 - "
            "instalment 2 of 2   $252.50\nBalance owing: $0.00   Paid by: Lan Nguyen (EFTPOS, front office)")


def t_workexp(r, dt, k):
    return [
        ("Work Experience Placement Agreement - NSW Department of Education\nStudent: Chloe Nguyen, Year 10, "
         f"{SCHOOL}\nHost: Northmead Veterinary Hospital, 8 Windsor Road, Northmead\nDates: 17-21 June 2024, "
         "8:00am-4:00pm\nSupervisor: Dr Priya Raman BVSc\nWHS induction completed. Student must wear closed "
         "shoes and long pants. Parent consent: Lan Nguyen"),
        ("Work experience diary - day 3\nSaw a desexing (cat) from the observation window, helped the nurse "
         "clean kennels and feed the post-op dogs. Dr Raman showed me how to read a blood smear. A rabbit came "
         "in with overgrown teeth. Tiring but I loved it. Need to ask what ATAR vet science needs."),
        ("Northmead Veterinary Hospital\nStudent evaluation - work experience week 17-21 June 2024\nPunctuality: "
         "excellent. Initiative: very good - Chloe asked thoughtful questions and was gentle with anxious "
         "animals. Recommendation: would suit a career in animal health.\nDr Priya Raman"),
        ("Thank you letter\nDear Dr Raman and the team,\nThank you for having me for work experience last week. "
         "Watching the surgery and helping with the kennels made me sure I want to study veterinary science. "
         "Kind regards, Chloe Nguyen"),
    ][k % 4]


MC_FILES = {
    "server.properties": "#Minecraft server properties\nmotd=\\u00a7dChloeCraft \\u00a7f| survival 1.20.4\n"
                         "max-players=12\ndifficulty=normal\nwhite-list=true\nspawn-protection=16\nview-distance=8\n"
                         "server-port=25565\nlevel-name=world\nonline-mode=true\n",
    "whitelist.json": '[\n  {"uuid": "3f1c0b2e-8a7d-4b6e-9c2f-1d5e7a9b0c34", "name": "chlobee_"},\n'
                      '  {"uuid": "9a2b4c6d-1e3f-4a5b-8c7d-6e5f4a3b2c1d", "name": "jesstrann"},\n'
                      '  {"uuid": "5d4c3b2a-1f0e-4d9c-8b7a-69584736251a", "name": "priyaaa_s"}\n]\n',
    "start.bat": "@echo off\nREM ChloeCraft start script\njava -Xms2G -Xmx4G -jar paper-1.20.4-496.jar --nogui\npause\n",
    "ops.json": '[{"uuid": "3f1c0b2e-8a7d-4b6e-9c2f-1d5e7a9b0c34", "name": "chlobee_", "level": 4, '
                '"bypassesPlayerLimit": false}]\n',
    "plugins/Essentials/config.yml": "# EssentialsX config (ChloeCraft)\nnewbies:\n  kit: starter\n"
                                     "  spawnpoint: newbies\nteleport-cooldown: 30\nhomes:\n  default: 3\n",
    "plugins/plugins list.txt": "EssentialsX 2.20.1\nLuckPerms 5.4\nCoreProtect 22.2\nWorldEdit 7.2.15\n"
                                "GriefPrevention 16.18\nDynmap 3.7 (broke after 1.20.4 update, removed)\n",
    "bot/bot.py": "import os\nimport discord\nfrom mcstatus import JavaServer\n\nintents = discord.Intents.default()\n"
                  "client = discord.Client(intents=intents)\nSERVER = JavaServer.lookup('chloecraft.duckdns.org:25565')\n\n\n"
                  "@client.event\nasync def on_message(msg):\n    if msg.content == '!status':\n"
                  "        s = SERVER.status()\n        await msg.channel.send(f'ChloeCraft: {s.players.online} online')\n\n\n"
                  "client.run(os.environ['DISCORD_TOKEN'])\n",
    "bot/requirements.txt": "discord.py==2.3.2\nmcstatus==11.1.1\n",
    "bot/pyproject.toml": '[project]\nname = "chloecraft-bot"\nversion = "0.2.0"\ndescription = "Discord status '
                          'bot for the ChloeCraft Minecraft server"\nrequires-python = ">=3.10"\n'
                          'dependencies = ["discord.py>=2.3", "mcstatus>=11"]\n',
    "bot/README.md": "# chloecraft-bot\n\nTiny Discord bot that answers `!status` with how many people are on "
                     "the ChloeCraft server.\n\nRun: `set DISCORD_TOKEN=...` then `python bot.py`.\n\n"
                     "Server shut down Nov 2024 - thanks everyone who played <3\n",
    "backup.py": "import shutil\nimport datetime\n\nstamp = datetime.date.today().isoformat()\n"
                 "shutil.make_archive(f'backups/world-{stamp}', 'zip', 'world')\nprint('backed up', stamp)\n",
    "rules.txt": "ChloeCraft rules\n1. no griefing (CoreProtect logs everything)\n2. no hacked clients\n"
                 "3. be nice in chat\n4. ask before building near spawn\nServer closing 30/11/2024 - "
                 "download your builds from the world backup!\n",
    "logs/latest.log": "[21:14:02] [Server thread/INFO]: Starting minecraft server version 1.20.4\n"
                       "[21:14:09] [Server thread/INFO]: Done (6.218s)! For help, type \"help\"\n"
                       "[21:20:44] [User Authenticator #1/INFO]: UUID of player jesstrann is 9a2b4c6d\n"
                       "[23:02:17] [Server thread/INFO]: Stopping server\n",
}


def t_old_school(r, dt, k):
    return [
        "Year 9 Geography - Sustainable biomes assignment\nThe Daintree Rainforest is the oldest tropical rainforest "
        "in the world... Chloe Nguyen 9C, 2023",
        "Year 10 Science research task: vaccines and herd immunity\nMeasles needs about 95% coverage for herd "
        "immunity. Chloe Nguyen 10B",
        "Year 9 English - persuasive speech: 'Phones should be banned in schools' (they were, in 2024 lol)",
        "Year 10 History - Rights and freedoms: the 1967 referendum and the Freedom Ride of 1965. Chloe N 10B",
        "Year 10 subject selection form for Year 11 2025\n1 English Advanced 2 Maths Extension 1 3 Chemistry "
        "4 Biology 5 Legal Studies 6 Society and Culture\nParent signature: Lan Nguyen",
    ][k % 5]


# ---------------------------------------------------------------- build
def _f(fn, *a):
    return lambda r, dt: fn(r, dt, *a)


GENERIC = {  # chaos names that say nothing about the subject
    "dlpdf": ("Downloads", ["document.pdf"] + [f"document ({i}).pdf" for i in range(1, 12)]
              + ["download.pdf", "download (2).pdf", "file.pdf", "attachment.pdf", "receipt.pdf", "letter.pdf",
                 "print.pdf", "view.pdf", "output.pdf"]),
    "dldocx": ("Downloads", ["Untitled document.docx"] + [f"Untitled document ({i}).docx" for i in range(1, 9)]),
    "scan": ("Scans", []),
    "desk": ("Desktop", ["New Text Document.txt", "untitled.txt", "notes.txt"]
             + [f"New Text Document ({i}).txt" for i in range(2, 9)] + ["untitled 2.txt", "todo.txt"]),
    "misc": ("Documents/misc", ["notes.docx", "notes (1).docx", "Document2.docx", "stuff.docx", "new.docx",
                                "letter.docx", "Doc3.docx", "draft.docx", "copy.docx", "read this.docx"]),
    "docs": ("Documents", ["Document1.docx", "Doc2.docx", "Document4.docx", "New Microsoft Word Document.docx",
                           "Document5.docx", "Doc6.docx"]),
    "newf": ("Documents/New folder", ["New Text Document.txt", "Document3.docx", "New Microsoft Word Document.docx",
                                      "stuff.txt", "New Text Document (2).txt"]),
}


def build(root: Path, seed: int = 14) -> list[Item]:
    r = random.Random(seed)
    items: list[Item] = []
    root = Path(root)
    used = {k: 0 for k in GENERIC}

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
            return _xlsx(content.replace(",", ";"))
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

    def hard(kind: str, bucket: str, topic: str, age: float, content) -> None:
        folder, names = GENERIC[kind]
        if kind == "scan":  # the printer numbers scans in order, so older scans have lower numbers
            n = max(1, 300 - int(age * 0.4))
            while f"{folder}/scan{n:04d}.pdf" in {i.rel for i in items}:
                n += 1
            name = f"scan{n:04d}.pdf"
        else:
            name = names[used[kind]]
            used[kind] += 1
        add(f"{folder}/{name}", bucket, topic, age, content, hard=True)

    def img(ts: datetime) -> str:
        return ts.strftime("IMG_%Y%m%d_%H%M%S.jpg")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    sub = {"english": "English Advanced", "maths": "Maths Ext 1", "chem": "Chemistry", "bio": "Biology",
           "legal": "Legal Studies", "snc": "Society and Culture"}

    # ------------------------------------------------------------ PIP (Projects School)
    d = "Documents/School/Year 12/Society and Culture/PIP"
    add(f"{d}/PIP_proposal.docx", P, "School", 131, t_pip_proposal)
    add(f"{d}/PIP proposal - approved.pdf", P, "School", 118, t_pip_proposal)
    add(f"{d}/PIP_log.docx", P, "School", 2, t_pip_log)
    for v, age in ((1, 72), (2, 36), ("3 FINAL", 6)):
        add(f"{d}/PIP_draft_v{str(v).replace(' ', '_')}.docx", P, "School", age, _f(t_pip_draft, v))
    add(f"{d}/PIP_draft_v3_FINAL (1).docx", P, "School", 1, _f(t_pip_draft, "3 FINAL - Mrs D comments"))
    add(f"{d}/Survey/questionnaire final.docx", P, "School", 84, t_pip_questions)
    add(f"{d}/Survey/PIP survey (Responses).xlsx", P, "School", 11, t_pip_survey_csv)
    add(f"{d}/Survey/responses_clean.csv", P, "School", 9, t_pip_survey_csv)
    add(f"{d}/Survey/chart_q3_frequency.png", P, "School", 9, "")
    add(f"{d}/Survey/chart_q7_importance.png", P, "School", 9, "")
    for k, age in enumerate((52, 41, 29)):
        add(f"{d}/Interviews/interview{k + 1}_transcript.docx", P, "School", age, _f(t_pip_transcript, k))
    add(f"{d}/Interviews/interview1 Ba Noi - rough notes.txt", P, "School", 53,
        "Bà - interview 1 rough notes\n- arrived 1981, Pulau Bidong camp 2 yrs\n- Villawood hostel, cooked canh chua "
        "with no tamarind -> used lemon\n- 'ăn quả nhớ kẻ trồng cây' - remember who planted the tree\n"
        "- she thinks I'm the only grandchild who will keep cooking\n(transcribe the rest for the PIP!!)")
    for k in range(1, 4):
        add(f"{d}/Interviews/consent/consent_P{k}.pdf", P, "School", 56 - k * 5, t_pip_consent)
    add(f"{d}/references.docx", P, "School", 19, t_pip_refs)
    add(f"{d}/central material plan.txt", P, "School", 25,
        "PIP structure (5000 words max)\n- intro + log (methodology) ~1000\n- ch1 continuity: the family table, "
        "Tết, giỗ\n- ch2 change: bánh mì, TikTok, fusion\n- ch3 cross-cultural: Bà's generation vs us\n"
        "- conclusion + resource list\nsubmission: bound copy + digital to NESA by end of Term 2 (July)")
    for i in range(5):
        photo(f"{d}/photos/{img(datetime(2026, 4, 18, 10, 5) + timedelta(minutes=7 * i + r.randint(0, 5)))}",
              P, "School", 43)
    hard("dlpdf", P, "School", 10, _f(t_pip_transcript, 1))
    add("Downloads/Form responses 1.csv", P, "School", 14, t_pip_survey_csv, hard=True)
    hard("dldocx", P, "School", 44, _f(t_pip_draft, 0))
    hard("dldocx", P, "School", 80, t_pip_questions)
    hard("scan", P, "School", 50, t_pip_consent)
    hard("scan", P, "School", 47, t_pip_consent)
    hard("misc", P, "School", 128, t_pip_proposal)
    hard("desk", P, "School", 27, _f(t_pip_transcript, 2))
    hard("desk", P, "School", 4, t_pip_log)

    # ------------------------------------------------------------ university applications (Projects University)
    d = "Documents/Uni applications"
    add(f"{d}/UAC preferences.docx", P, "University", 16, t_uac_prefs)
    add(f"{d}/UAC_preferences_v2.docx", P, "University", 3, t_uac_prefs)
    add(f"{d}/UAC confirmation.eml", P, "University", 21, t_uac_mail)
    add(f"{d}/SRS checklist.txt", P, "University", 7, t_srs)
    for v, age in ((1, 63), (2, 31), (3, 5)):
        add(f"{d}/Personal statement/personal statement v{v}.docx", P, "University", age, _f(t_essay, v))
    add(f"{d}/Personal statement/personal statement v3 - Mrs D edits.docx", P, "University", 2, _f(t_essay, "3b"))
    for n in ("Sydney Scholars Award", "WSU Academic Excellence", "UNSW Co-op"):
        add(f"{d}/Scholarships/{n} - application.docx", P, "University", r.randint(4, 30), t_scholarship)
    add(f"{d}/Camden info evening notes.txt", P, "University", 77, t_openday)
    add(f"{d}/reference request Mrs Delaney.eml", P, "University", 12, t_reference_req)
    add(f"{d}/activities list.docx", P, "University", 13,
        "Activities and achievements (for UAC / scholarships)\n- Part-time team member, Lotus Tea House, 2025-now\n"
        "- Parramatta Hawks netball, 17/U Div 2, volunteer junior umpire (Netball NSW C badge)\n"
        "- Vietnamese Students Association, Western Sydney - events coordinator 2026\n"
        "- Work experience Northmead Veterinary Hospital, 2024\n- Year 11 Academic Excellence award Chemistry")
    hard("dlpdf", P, "University", 20, t_uac_mail)
    hard("dlpdf", P, "University", 18, t_uac_prefs)
    hard("docs", P, "University", 90, _f(t_essay, 0))
    hard("desk", P, "University", 76, t_openday)
    hard("dlpdf", P, "University", 8, t_scholarship)
    hard("misc", P, "University", 12, t_reference_req)
    hard("newf", P, "University", 6, t_srs)

    # ------------------------------------------------------------ driving (Projects Driving)
    d = "Documents/Driving"
    add(f"{d}/logbook hours.csv", P, "Driving", 2, t_logbook_csv)
    add(f"{d}/logbook hours backup.xlsx", P, "Driving", 40, t_logbook_csv)
    add(f"{d}/driving test booking - Service NSW.pdf", P, "Driving", 24, t_test_booking)
    for i, age in enumerate((290, 270, 240, 45)):
        add(f"{d}/lessons/Parra Driving School receipt {i + 1}.pdf", P, "Driving", age, t_lesson_receipt)
    add(f"{d}/Safer Drivers Course certificate.pdf", P, "Driving", 152, t_sdc)
    add(f"{d}/hours count.txt", P, "Driving", 5, t_hours_note)
    photo(f"{d}/{img(datetime(2025, 3, 10, 11, 42))}", P, "Driving", 448)
    hard("dlpdf", P, "Driving", 44, t_lesson_receipt)
    hard("scan", P, "Driving", 150, t_sdc)
    hard("desk", P, "Driving", 9, t_hours_note)
    hard("dlpdf", P, "Driving", 23, t_test_booking)

    # ------------------------------------------------------------ formal (Projects Formal)
    d = "Documents/Formal 2026"
    add(f"{d}/formal ticket confirmation.pdf", P, "Formal", 17, t_formal_ticket)
    add(f"{d}/formal budget.xlsx", P, "Formal", 4, t_formal_budget)
    add(f"{d}/group chat plans.txt", P, "Formal", 11, t_formal_chat)
    add(f"{d}/hair booking.eml", P, "Formal", 8, t_hair_booking)
    for i in range(4):
        add(f"{d}/dress inspo/pin_{r.randint(10**8, 10**9)}.png", P, "Formal", r.randint(20, 90), "")
    for i in range(4):
        ts = datetime(2026, 5, r.randint(2, 28), r.randint(19, 23), r.randint(0, 59))
        add(f"{d}/chat screenshots/Screenshot_{ts:%Y%m%d-%H%M%S}_Messenger.jpg", P, "Formal",
            (NOW.replace(tzinfo=None) - ts).days, "")
    for i in range(3):
        photo(f"{d}/dress try on/{img(datetime(2026, 5, 23, 14, 10 + i * 3, r.randint(0, 59)))}", P, "Formal", 9)
    hard("dlpdf", P, "Formal", 16, t_formal_ticket)
    hard("newf", P, "Formal", 12, t_formal_chat)
    hard("docs", P, "Formal", 5, t_formal_budget)

    # ------------------------------------------------------------ Year 12 schooling (Areas School)
    for s in ("english", "maths", "chem", "bio", "legal"):
        d = f"Documents/School/Year 12/{sub[s]}"
        for k in range(3):
            title = SUBJ_NOTES[s][k][0].split(" - ")[0].split(" (")[0]
            add(f"{d}/{title} notes.docx", A, "School", r.randint(15, 120), _f(t_notes, s, k))
        add(f"{d}/assessment notification task 2.pdf", A, "School", r.randint(20, 60), _f(t_assess_notice, s))
        if s != "english":
            for y in (2022, 2023):
                add(f"{d}/past papers/{y}-hsc-{sub[s].lower().replace(' ', '-')}.pdf", A, "School",
                    r.randint(3, 50), _f(t_past_paper, s, y))
    add("Documents/School/Year 12/English Advanced/Mod C discursive draft.docx", A, "School", 26,
        _f(t_notes, "english", 3))
    add("Documents/School/Year 12/Chemistry/titration prac results.csv", A, "School", 58, t_prac_csv)
    add("Documents/School/Year 12/Society and Culture/depth study notification.pdf", A, "School", 95,
        _f(t_assess_notice, "snc"))
    add("Documents/School/Year 12/Society and Culture/social inclusion notes.docx", A, "School", 70,
        "Society and Culture - Depth study: Social Inclusion and Exclusion\nKey concepts: persons, society, "
        "culture, environment, time. Case study: young people with disability in mainstream schools.")
    add("Documents/School/Year 12/timetable term 2.csv", A, "School", 48, t_timetable)
    add("Documents/School/Year 12/Half-yearly report 2026.pdf", A, "School", 22, _f(t_report, 12))
    add("Documents/School/Year 12/Taronga permission note.pdf", A, "School", 30, t_permission)
    add("Documents/School/Year 12/Trial HSC timetable email.eml", A, "School", 6, t_school_mail)
    add("Documents/School/study timetable.txt", A, "School", 3, t_study_plan)
    add("Documents/School/Year 12/Biology/Module 8 worksheet.pdf", A, "School", 14, _f(t_notes, "bio", 3))
    hard("dlpdf", A, "School", 33, _f(t_past_paper, "chem", 2021))
    hard("dlpdf", A, "School", 19, _f(t_past_paper, "maths", 2020))
    hard("misc", A, "School", 64, _f(t_notes_untitled, "bio", 1))
    hard("misc", A, "School", 40, _f(t_notes_untitled, "legal", 2))
    hard("scan", A, "School", 31, t_permission)
    hard("scan", A, "School", 52, _f(t_assess_notice, "legal"))
    hard("docs", A, "School", 88, _f(t_notes_untitled, "english", 2))
    hard("desk", A, "School", 2, t_study_plan)
    add("Downloads/export.csv", A, "School", 57, t_prac_csv, hard=True)
    hard("dldocx", A, "School", 21, _f(t_notes_untitled, "chem", 2))
    hard("desk", A, "School", 12, t_school_mail)
    hard("newf", A, "School", 73, _f(t_notes_untitled, "maths", 1))
    hard("dlpdf", A, "School", 7, _f(t_past_paper, "bio", 2024))

    # ------------------------------------------------------------ work (Areas Work)
    d = "Documents/Work - Lotus Tea"
    for i in range(10):
        age = 4 + i * 42 + r.randint(0, 6)
        pd = NOW - timedelta(days=age)
        add(f"{d}/Payslips/payslip_{pd:%Y-%m-%d}.pdf", A, "Work", age, t_payslip)
    for i in range(4):
        age = 2 + i * 7
        wk = NOW - timedelta(days=age)
        add(f"{d}/Rosters/roster week {wk:%d-%m}.pdf", A, "Work", age, t_roster)
    add(f"{d}/ATO TFN letter.pdf", A, "Work", 450, t_tfn)
    add(f"{d}/letter of offer - signed.pdf", A, "Work", 445, t_contract)
    add(f"{d}/food safety certificate.pdf", A, "Work", 430, t_food_safety)
    add(f"{d}/Kelly msg - new menu.txt", A, "Work", 15, t_work_chat)
    hard("dlpdf", A, "Work", 60, t_payslip)
    hard("scan", A, "Work", 452, t_tfn)
    hard("dlpdf", A, "Work", 9, t_roster)
    hard("misc", A, "Work", 33, t_work_chat)
    hard("dldocx", A, "Work", 440, t_contract)
    hard("dlpdf", A, "Work", 200, t_payslip)

    # ------------------------------------------------------------ money (Areas Finance)
    d = "Documents/Money"
    for i in range(6):
        age = 3 + i * 31
        add(f"{d}/CommBank/statement {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Finance", age, t_bank)
    for i in range(3):
        add(f"{d}/Boost recharge {i + 1}.pdf", A, "Finance", 5 + 28 * i, t_phone)
    add(f"{d}/my money tracker.xlsx", A, "Finance", 6, t_savings)
    add(f"{d}/ATO notice of assessment 2025.pdf", A, "Finance", 290, t_tax_return)
    add(f"{d}/super welcome pack.pdf", A, "Finance", 400, t_super)
    hard("dlpdf", A, "Finance", 65, t_bank)
    hard("dlpdf", A, "Finance", 398, t_super)
    hard("scan", A, "Finance", 288, t_tax_return)
    add("Downloads/Untitled spreadsheet.xlsx", A, "Finance", 37, t_savings, hard=True)
    hard("dlpdf", A, "Finance", 33, t_phone)
    hard("desk", A, "Finance", 18, "Boost recharge due 6th - auto from debit card, check balance first\n"
         "CommBank NetBank Saver goal: $3000 for the car by Dec. currently $1,840\n"
         "mum owes me $40 for the Kmart stuff")

    # ------------------------------------------------------------ health (Areas Health)
    d = "Documents/Health"
    add(f"{d}/asthma action plan 2024.pdf", A, "Health", 610, t_asthma_plan)
    add(f"{d}/asthma action plan 2026.pdf", A, "Health", 35, t_asthma_plan)
    add(f"{d}/scripts/Symbicort script.pdf", A, "Health", 120, t_script)
    add(f"{d}/scripts/eScript token.pdf", A, "Health", 28, t_script)
    for i, age in enumerate((100, 86, 58, 16)):
        add(f"{d}/Physio knee/invoice {i + 1}.pdf", A, "Health", age, t_physio)
    add(f"{d}/Physio knee/home exercise program.docx", A, "Health", 80, t_physio_program)
    add(f"{d}/medical certificate.pdf", A, "Health", 62, t_gp_letter)
    add(f"{d}/spirometry results.pdf", A, "Health", 35, t_spiro)
    hard("scan", A, "Health", 71, t_physio)
    hard("scan", A, "Health", 61, t_gp_letter)
    hard("dlpdf", A, "Health", 34, t_asthma_plan)
    hard("misc", A, "Health", 79, t_physio_program)
    hard("scan", A, "Health", 34, t_spiro)

    # ------------------------------------------------------------ netball (Areas Netball)
    d = "Documents/Netball"
    add(f"{d}/PDNA draw winter 2026.csv", A, "Netball", 58, t_draw)
    add(f"{d}/PDNA draw winter 2025.csv", A, "Netball", 420, t_draw)
    for y, age in ((2024, 780), (2025, 430), (2026, 66)):
        add(f"{d}/Hawks fees {y}.pdf", A, "Netball", age, t_netball_fees)
    add(f"{d}/coach email training.eml", A, "Netball", 13, t_netball_mail)
    add(f"{d}/coach email round 5.eml", A, "Netball", 24, t_netball_mail)
    add(f"{d}/my stats 2026.csv", A, "Netball", 3, t_netball_stats)
    hard("dlpdf", A, "Netball", 65, t_netball_fees)
    add("Desktop/email.eml", A, "Netball", 6, t_netball_mail, hard=True)
    add("Downloads/export (1).csv", A, "Netball", 10, t_netball_stats, hard=True)
    hard("desk", A, "Netball", 20, "sat: 10:10 court 14 vs Granville, bring brace + ventolin\nfees $165 - pay "
         "Bec by bank transfer, ref NGUYEN 17G\numpire the 12/U game at 11")

    # ------------------------------------------------------------ resources
    d = "Documents/Study guides"
    for s, age in (("chem", 160), ("bio", 150), ("maths", 140), ("english", 90), ("legal", 120)):
        add(f"{d}/{t_study_guide(r, NOW, s).splitlines()[0].replace(':', ' -')}.pdf", R, "School", age,
            _f(t_study_guide, s))
    add("Downloads/Excel-HSC-Chemistry-ch4.pdf", R, "School", 158, _f(t_study_guide, "chem"))
    hard("dlpdf", R, "School", 138, _f(t_study_guide, "maths"))
    for title, author in EBOOKS:
        lang = "vi" if author == "Nguyễn Du" else "en"
        add(f"Documents/Ebooks/{title} - {author}.epub", R, "Books", r.randint(60, 900),
            _epub(title, author, lang, f"{title} by {author}. Chapter One."))
    add("Documents/Ebooks/The Boat - Nam Le (English text notes).pdf", R, "Books", 300,
        "The Boat by Nam Le - a collection of short stories. 'Love and Honour and Pity and Pride and Compassion "
        "and Sacrifice' - the narrator, a writer at Iowa, is visited by his father from Australia.")
    for title, artist, album in SONGS:
        folder = "V-pop" if any(c in title + artist for c in "ìúđĐạằộủĐưởờ") or artist in ("MONO",) else "K-pop"
        add(f"Music/{folder}/{artist} - {title}.mp3", R, "Music", r.randint(20, 700),
            _id3(r, title, artist, album))
    add("Music/lyrics/See Tình lyrics.txt", R, "Music", 400,
        "See Tình - Hoàng Thùy Linh\nUi chia tay rồi, anh đã sai rồi\nTình tình tình tang tang tính\n"
        "Dập dìu dập dìu ... (chorus)")
    add("Music/lyrics/Supernova romanised.txt", R, "Music", 300,
        "aespa - Supernova (romanised)\nSu-su-su Supernova\nnaega nae shimjangeul deureo\n"
        "Ah, body bang, make it feel too right")

    d = "Documents/Recipes - Bà Nội"
    for k in range(7):
        ext = "docx" if k % 3 else "txt"
        add(f"{d}/{RECIPES[k][0].split(' (')[0].split(' - ')[0]}.{ext}", R, "Cooking", r.randint(30, 500),
            _f(t_recipe, k))
    add("Documents/Recipes/banana bread.txt", R, "Cooking", 210, _f(t_recipe, 7))
    for i in range(3):
        photo(f"{d}/photos/{img(datetime(2025, 11, 2, 15, 20 + i * 2, r.randint(0, 59)))}", R, "Cooking", 210)
    hard("dldocx", R, "Cooking", 190, _f(t_recipe, 0))
    hard("desk", R, "Cooking", 95, _f(t_recipe, 6))
    hard("dldocx", R, "Cooking", 250, _f(t_recipe, 5))

    d = "Documents/Python"
    for k in range(4):
        add(f"{d}/tutorials/{t_py_tutorial(r, NOW, k).splitlines()[0].split(' - ')[0]} {k + 1}.pdf", R, "Coding",
            r.randint(100, 400), _f(t_py_tutorial, k))
    for k, n in enumerate(("grades.py", "fizzbuzz.py", "guess_number.py", "tip_split.py")):
        add(f"{d}/exercises/{n}", R, "Coding", r.randint(40, 380), _f(t_py_exercise, k))
    hard("dlpdf", R, "Coding", 220, _f(t_py_tutorial, 1))

    for n, age in (("python-3.12.4-amd64.exe", 380), ("SpotifySetup.exe", 700), ("ZoomInstaller.exe", 520),
                   ("MinecraftInstaller.msi", 1200), ("GoogleDriveSetup.exe", 300)):
        add(f"Downloads/{n}", R, "Software", age, _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 2000))
    add("Documents/Health/Asthma Australia - exercise fact sheet.pdf", R, "Health", 200, t_asthma_info)
    add("Documents/Netball/defensive drills - Netball NSW.pdf", R, "Netball", 330, t_drills)
    add("Documents/Driving/Road User Handbook.pdf", R, "Driving", 470, t_road_handbook)

    for i in range(18):
        ts = NOW.replace(tzinfo=None) - timedelta(days=r.randint(5, 700), hours=r.randint(0, 10))
        photo(f"Pictures/Camera Roll/{img(ts)}", R, "Photos", (NOW.replace(tzinfo=None) - ts).days)
    for i in range(5):
        photo(f"Pictures/Tết 2026/{img(datetime(2026, 2, 17, 11, 3 * i, r.randint(0, 59)))}", R, "Photos", 104)
    for i in range(5):
        ts = NOW.replace(tzinfo=None) - timedelta(days=r.randint(3, 200), minutes=r.randint(0, 900))
        add(f"Pictures/Screenshots/Screenshot {ts:%Y-%m-%d %H%M%S}.png", R, "Photos",
            (NOW.replace(tzinfo=None) - ts).days, "")
    for n in ("newjeans wallpaper.jpg", "aespa karina 4k.jpg", "sunset bondi.jpg"):
        add(f"Pictures/Wallpapers/{n}", R, "Photos", r.randint(100, 600), "")
    add("Pictures/Camera Roll/IMG_0412.HEIC", R, "Photos", 230, "")

    # ------------------------------------------------------------ archive: Year 11 (2025) and older school
    for s in ("english", "maths", "chem", "bio", "legal", "snc"):
        add(f"Documents/School/Year 11 2025/{sub[s]}/assessment task feedback.pdf", X, "School",
            r.randint(200, 420), _f(t_y11_task, s))
    for s in ("english", "maths", "chem", "bio", "legal"):
        add(f"Documents/School/Year 11 2025/{sub[s]}/Year 11 notes.docx", X, "School", r.randint(190, 450),
            _f(t_y11_notes, s))
    add("Documents/School/Year 11 2025/Year 11 Semester 1 report.pdf", X, "School", 330, _f(t_report, 11))
    add("Documents/School/Year 11 2025/Year 11 Semester 2 report.pdf", X, "School", 175, _f(t_report, 11))
    add("Documents/School/Year 11 2025/Chemistry/molar volume prac.xlsx", X, "School", 8, _f(t_y11_task, "chem"))
    for k, n in enumerate(("Year 9 Geography biomes.docx", "Year 10 Science vaccines.docx",
                           "persuasive speech.docx", "History rights and freedoms.docx", "subject selection.pdf")):
        add(f"Backup 2023/school/{n}", X, "School", 900 - k * 80, _f(t_old_school, k))
    hard("scan", X, "School", 300, _f(t_y11_task, "bio"))
    hard("newf", X, "School", 260, _f(t_y11_notes, "legal"))
    add("Backup 2023/New folder/doc1.docx", X, "School", 950, _f(t_old_school, 0), hard=True)
    hard("docs", X, "School", 240, _f(t_y11_notes, "chem"))
    hard("misc", X, "School", 400, _f(t_old_school, 4))

    # Canberra excursion 2025 (Archive Travel)
    d = "Documents/School/Year 11 2025/Canberra excursion"
    add(f"{d}/itinerary.pdf", X, "Travel", 280, t_canberra_itin)
    add(f"{d}/reflection.docx", X, "Travel", 11, t_canberra_reflection)
    add(f"{d}/payment receipt.pdf", X, "Travel", 300, t_canberra_pay)
    for i in range(8):
        photo(f"Pictures/Canberra 2025/{img(datetime(2025, 9, 10 + i // 3, 9 + i, r.randint(0, 59)))}", X,
              "Travel", 262)
    hard("dlpdf", X, "Travel", 281, t_canberra_itin)
    hard("scan", X, "Travel", 299, t_canberra_pay)
    hard("desk", X, "Travel", 259, t_canberra_reflection)

    # work experience 2024 (Archive Career)
    d = "Documents/Work experience 2024"
    for k, n in enumerate(("placement agreement.pdf", "diary day 3.docx", "supervisor evaluation.pdf",
                           "thank you letter.docx")):
        add(f"{d}/{n}", X, "Career", 720 - k * 3, _f(t_workexp, k))
    for i in range(3):
        photo(f"{d}/photos/{img(datetime(2024, 6, 17 + i, 12, r.randint(0, 59)))}", X, "Career", 712)
    hard("misc", X, "Career", 705, _f(t_workexp, 3))
    hard("scan", X, "Career", 718, _f(t_workexp, 2))

    # ChloeCraft server (Archive Gaming)
    d = "Documents/ChloeCraft server"
    for n, body in MC_FILES.items():
        age = 20 if n == "bot/README.md" else r.randint(560, 1100)
        add(f"{d}/{n}", X, "Gaming", age, body)
    add(f"{d}/backups/world-2024-11-30.zip", X, "Gaming", 548, _blob(r, b"PK\x03\x04", 3000))
    dot(f"{d}/bot/.gitignore", b"__pycache__/\n.env\n*.pyc\n", 700)

    # ------------------------------------------------------------ leftovers and system files
    add("Downloads/2023-hsc-chemistry.pdf.crdownload", L, "System", 1, _blob(r, b"%PDF-1.5\n", 900))
    add("Downloads/SpotifySetup (1).exe.crdownload", L, "System", 40, _blob(r, b"MZ", 600))
    add("Downloads/Sơn Tùng M-TP - Chúng Ta Của Tương Lai.mp3.part", L, "System", 66, _blob(r, b"ID3", 700))
    add("Documents/School/Year 12/Society and Culture/PIP/~$P_draft_v3_FINAL.docx", L, "System", 1,
        b"\x0bChloe Nguyen" + bytes(40))
    add("Documents/Uni applications/Personal statement/~$rsonal statement v3.docx", L, "System", 5,
        b"\x0bChloe Nguyen" + bytes(40))
    ini = b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
    add("Documents/desktop.ini", L, "System", 1000, ini)
    add("Pictures/desktop.ini", L, "System", 1000, ini)
    add("Pictures/Camera Roll/Thumbs.db", L, "System", 30, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    add("Backup 2023/Thumbs.db", L, "System", 950, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    dot("Backup 2023/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), 960)
    dot("Documents/Formal 2026/.~lock.formal budget.xlsx#", b"Chloe Nguyen,CHLOE-LAPTOP/chloe,CHLOE-LAPTOP,"
        b"28.05.2026 21:14,file:///C:/Users/chloe/AppData/Roaming/LibreOffice/4;", 4)

    return items


if __name__ == "__main__":
    import collections
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        its = build(Path(tmp))
        print(len(its), "files")
        print(collections.Counter(i.bucket for i in its))
        print(collections.Counter((i.bucket, i.topic) for i in its))
        print("hard", sum(i.hard for i in its))
        assert len({i.rel for i in its}) == len(its)
        assert all((Path(tmp) / i.rel).is_file() for i in its)
        assert {i.bucket for i in its} <= {"Projects", "Areas", "Resources", "Archive", "Left"}
