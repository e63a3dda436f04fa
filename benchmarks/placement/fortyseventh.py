"""A forty-seventh unseen labelled corpus: Liam Nguyen's gaming laptop, ``build(root, seed)``, written blind.

What was read, and nothing else in the repository: ``unseen.py``'s module docstring, the first lines of its
``build()`` (the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``,
``_zip``, ``_xlsx``, ``_epub``, ``_id3`` and ``_blob``; ``corpus.py``'s ``Item`` dataclass, ``NOW``, ``NOW_S``,
``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. Nobody
who wrote this module opened ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the benchmark scripts, the body of
any other corpus module, or any placement result. The files and the labels are shaped by what this person would
have on his disk, not by what the code looks for.

The person: Liam Nguyen, 21 (born 14 March 2005), Vietnamese-Australian, grew up in Springvale with his mum Lan
and younger sister Vy, and since February 2025 lives in a four-person share house at 27 Moriah Street, Clayton.
He is a third-year Bachelor of Engineering (Honours) student majoring in mechatronics at Monash University,
Clayton (started 2024 after VCE at Sandown Park Secondary College in 2023, ATAR 91.35). Going on now (``NOW`` is
2026-06-01, see ``corpus.NOW``): the year-long team capstone TRC3000 "Mechatronics Capstone Project" -- team 14
(Liam, Priya Raman, Josh Kowalski, Mei Lin Tan; supervisor Dr Hamid Rezaei) builds "SortBot", a low-cost 5-DOF
robot arm with camera-guided pick-and-place for sorting recyclables (reports, CAD, firmware and Python code,
meeting notes, test data, prototype photos); this semester's four units TRC3200 Dynamical Systems and Control,
TRC3500 Sensors and Artificial Perception, ECE3073 Computer Systems and MEC3456 Engineering Design II
(assignments, lab reports, lecture slides, tutorials; exams in June); applications for a 2026-27 summer
internship and for 2027 graduate programmes (CVs, cover letters, a tracker, online-test invitations, interview
prep); the EP his indie band Static Tram records at Lowlight Studio in Brunswick East on 20-21 June 2026 (he
plays bass; demos, lyrics, charts, budget, artwork drafts, studio emails); and a trip to Vietnam with Mum and Vy
from 12 December 2026 to 8 January 2027 to visit ong ba noi in Can Tho and ba ngoai in Da Nang (flights, e-visa,
passport renewal, insurance, itinerary, gifts). Ongoing: casual barista at Little Oak Espresso in Oakleigh since
March 2024 (rosters, payslips, TFN declaration, agreement, certificates), money (CommBank and Up accounts,
budget, Youth Allowance from Centrelink, HECS-HELP, tax returns, Hostplus super), the share house (lease, bond,
rent, bills split four ways, internet, agent), his 2013 Mazda3 (VicRoads rego, Budget Direct insurance,
servicing, EastLink tolls, RACV), his health (GP, pathology, physio for a shoulder strain, dentist, Medicare, the
gym), being a student (enrolment, timetable, transcript) and the band's running costs. Finished: first- and
second-year units (2024, 2025), the summer vacation internship at Automation Dynamics in Dandenong South
(25 Nov 2025 - 20 Feb 2026), VCE 2023, the Woolworths Springvale job (July 2021 - February 2024), buying the car
(February 2024), the Tasmania road trip (July 2025), Schoolies (November 2023) and the band's Battle of the Bands
gig at The Tote (November 2025).

The machine: an ASUS TUF gaming laptop on Windows 11, one user folder. ``Documents/`` holds a partly tidy
``Uni/`` tree (``2024 S1`` ... ``2026 S1``, one folder per unit code), ``Jobs 2026/``, ``Money/``, ``House/``,
``Car/``, ``Health/``, ``Work - Little Oak/``, ``Vietnam 2026/``, ``VCE/``, ``Scans/`` (``scan_00xx.pdf`` from
the house printer) and a ``GitHub/sortbot`` clone. The capstone lives in the synced Teams library
``OneDrive - Monash University/TRC3000 Team 14 - Documents/``; personal ``OneDrive/`` holds older Documents,
``Attachments/`` and the phone's camera roll. ``Downloads/`` is the dump: ``document (3).pdf``, ``download.pdf``,
``export.csv``, ``assignment1 (3).pdf``, installers for Steam, drivers and SOLIDWORKS, and unfinished downloads.
``Desktop/`` has ``New Text Document.txt``, ``Document1.docx``, ``Book1.xlsx`` and a ``New folder``.
``Pictures/`` has ``Screenshots/``, ``iPhone/2026-05`` style import folders (HEIC and JPG), albums such as
``Tết 2026`` and ``Tasmania 2025``; ``Videos/Captures`` holds Game Bar shots. ``Music/Static Tram`` holds demos
and ``Music/Bass`` tabs. ``Backup/HP laptop (school)/`` is a copy of his high-school laptop. Vietnamese shows
up in family notes, recipes and a couple of folder names.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects** (an outcome with an end, still being worked on now, whatever the file's age): the TRC3000
  capstone -- proposal, reports, meeting notes, Gantt, BOM, risk assessment, CAD, firmware and code, test
  data, datasheets of the parts on its BOM, supervisor mails, prototype photos (University); the four units
  of Semester 1 2026 -- their lecture slides, tutorial sheets, assignment briefs, submissions and lab reports,
  wherever they sit, because the unit ends with the June exams (University); the 2026 internship and graduate
  applications -- CVs, cover letters, tracker, assessment and interview mails, interview prep, the transcript
  copy sent with them (Career); the Static Tram EP -- demos, lyrics, charts, studio quote and mails,
  budget, press bio, artwork drafts and band photos for the cover (Music); the December 2026 Vietnam trip --
  tickets, e-visa, passport renewal, travel insurance, itinerary, budget, gifts, phrases and family addresses
  for the trip (Travel).
- **Areas** (a responsibility with a standard to keep and no end, whatever the document's age): the barista
  job -- rosters, payslips, TFN declaration, employment agreement, RSA and food-safety certificates, shift
  notes (Work); money -- bank statements and exports, budget, Centrelink Youth Allowance, HECS-HELP and the
  Commonwealth Assistance Notice, tax notices, super statements (Finance); the share house -- lease, bond,
  condition report, rent, energy, water and internet bills, the bills split, chores, agent mails, wifi details
  (Home); the car -- rego, insurance, servicing, tolls, RACV, fuel log, a parking fine (Car); his health --
  GP, pathology, physio referral and his own rehab sheet, dentist, Medicare, gym membership (Health); being
  enrolled -- enrolment statement, timetable, the transcript he keeps (University); the band's running -- the
  shared kitty and rehearsal-room bookings (Music); his Engineers Australia student membership (Career).
  A 2024 tax notice or an old payslip of the current job is still Areas.
- **Resources** (reference and interests kept for their own sake, by subject): engineering textbooks,
  datasheets of parts not in the capstone, cheat sheets, tool tutorials (University); bass tabs, theory and
  practice routines (Music); recipes (Cooking); workout programmes (Health); ebooks and a reading list (Books);
  installers and drivers, game installers included (Software); phone photos, albums, screenshots and Game Bar
  captures (Photos) -- except photos that document a project (capstone prototype, EP cover shoot: that
  project's bucket and topic) and those inside the old-laptop copy.
- **Archive** (finished projects and ended responsibilities): 2024 and 2025 units (University); VCE 2023 files
  (School); the Automation Dynamics internship, its offer, logs, report and reference (Career); the Woolworths
  job (Work); buying the car in 2024 (Car); the Tasmania trip and Schoolies (Travel); the Battle of the Bands
  gig (Music); the copy of the high-school laptop, everything in it (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$...``) and ``desktop.ini`` /
  ``Thumbs.db`` (topic System). Dot files (``.gitignore``, ``.DS_Store``) are written but not labelled.

Topics are subjects and keep one name across buckets: University (the degree: units, capstone, enrolment,
engineering reference), School (VCE), Career (the engineering career: applications, the internship), Work (casual
jobs: barista now, Woolworths before), Finance, Home, Car, Health (gym included), Music (band and bass), Travel,
Photos, Cooking, Books, Software, Backup, System. ``hard`` marks a file whose name *and* folder say nothing about
its subject (``Downloads/document (3).pdf``, ``Desktop/New Text Document.txt``, ``Documents/Scans/scan_0012.pdf``,
``OneDrive/Attachments/Agreement.pdf``): only the text inside can place it. Images are never hard; names such as
``assignment1 (3).pdf`` or ``Lecture 4.pdf`` already say University, so they are not hard.
"""

from __future__ import annotations

import os
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _d, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

# --------------------------------------------------------------------------- small helpers


def _aud(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _au(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def ago(y: int, m: int, d: int) -> int:
    return (NOW - datetime(y, m, d, tzinfo=UTC)).days


def _ref(r: random.Random, n: int = 8) -> str:
    return "".join(r.choice("0123456789") for _ in range(n))


ME = "Liam Nguyen"
ADDR = "27 Moriah Street, Clayton VIC 3168"
EMAIL = "liam.nguyen.05@gmail.com"
UNIMAIL = "lngu0042@student.monash.edu"
TEAM = ["Liam Nguyen", "Priya Raman", "Josh Kowalski", "Mei Lin Tan"]
HOUSE = ["Liam", "Tom", "Aisha", "Ben"]
BAND = ["Jack Morrison", "Ellie Chen", "Sam O'Brien", "Liam Nguyen"]
CRN = "384 221 906K"
HOSTPLUS = "604418229"
CAFE = ("Little Oak Espresso Pty Ltd\n41 Portman Street, Oakleigh VIC 3166\nABN 53 612 447 901")
FIRSTS = ["Jess", "Daniel", "Chloe", "Marcus", "Hannah", "Ravi", "Olivia", "Kevin", "Sophie", "Nathan", "Grace",
          "Tuan", "Linh", "Hamish", "Zara", "Mitchell"]

UNITS_NOW = {
    "TRC3200": ("Dynamical Systems and Control", "A/Prof Elena Vasquez",
                ["Modelling in the Laplace domain", "Transfer functions and block diagrams", "Time response",
                 "Stability and Routh-Hurwitz", "Root locus", "Frequency response and Bode plots",
                 "PID control design", "State-space models"]),
    "TRC3500": ("Sensors and Artificial Perception", "Dr Kenji Watanabe",
                ["Sensor characteristics", "Strain gauges and bridges", "Optical encoders", "Signal conditioning",
                 "Camera models and calibration", "Feature detection", "Kalman filtering", "Sensor fusion"]),
    "ECE3073": ("Computer Systems", "Dr Farah Siddiqui",
                ["Processor architecture", "Memory hierarchy and caches", "Interrupts and exceptions",
                 "Real-time operating systems", "Scheduling", "Bus protocols: I2C, SPI, UART", "DMA",
                 "Embedded Linux"]),
    "MEC3456": ("Engineering Design II", "Prof Andrew Blackwood",
                ["Design for manufacture", "Shafts and keys", "Bearings selection", "Gears and gear trains",
                 "Fasteners and bolted joints", "Fatigue design", "Springs", "Tolerancing and fits"]),
}

UNITS_OLD = {
    "2024 S1": {"ENG1005": "Engineering Mathematics", "ENG1011": "Engineering Methods",
                "ENG1013": "Engineering Smart Systems", "PHS1001": "Foundation Physics"},
    "2024 S2": {"ENG1012": "Engineering Design", "ENG1014": "Engineering Numerical Analysis",
                "MTH1030": "Techniques for Modelling", "ENG1060": "Computing for Engineers"},
    "2025 S1": {"TRC2001": "Introduction to Systems Engineering", "ECE2072": "Digital Systems",
                "MEC2404": "Mechanics of Materials", "ENG2005": "Advanced Engineering Mathematics"},
    "2025 S2": {"TRC2201": "Mechatronics Design I", "ECE2071": "Systems Programming",
                "MEC2402": "Design Methods", "TRC2400": "Computer Programming for Mechatronics"},
}

# --------------------------------------------------------------------------- University: capstone


def t_meeting(n: int):
    topics = [
        ("Project kick-off and roles", ("Agreed roles: Liam mechanical + firmware lead, Priya vision, Josh electronics "
         "and power, Mei Lin project management and report. Chose the recyclables-sorting brief over the "
         "fruit-picking one.")),
        ("Concept selection", ("Weighted decision matrix: 5-DOF serial arm (score 7.8) beat SCARA (6.9) and delta "
         "(6.1). Reach target 450 mm, payload 250 g, cycle time under 6 s per item.")),
        ("Actuator choice", ("MG996R servos for base/shoulder are marginal at full reach. Liam to redo torque calc "
         "with the 3D-printed link masses. Consider 35 kg DS3235 for shoulder.")),
        ("Proposal feedback", ("Dr Rezaei: scope is fine, needs clearer success metrics and a risk register. "
         "Proposal mark 16.5/20.")),
        ("First print and assembly", ("Shoulder bracket cracked at the M3 insert. Reprint in PETG with 40% infill. "
         "Base bearing (6008-2RS) arrived.")),
        ("Vision pipeline", ("Priya has YOLOv8n detecting bottle/can/carton at 14 fps on the laptop. Need "
         "hand-eye calibration with the ChArUco board before we can pick anything.")),
        ("Inverse kinematics", ("Liam's analytic IK works in sim; wrist flips at the boundary. Add joint-limit "
         "clamping and choose elbow-up solution. Josh's PCA9685 board is noisy, add 1000 uF cap on V+.")),
        ("Progress report planning", ("Progress report due end of week 12. Sections: intro (Mei Lin), design "
         "(Liam), electronics (Josh), vision (Priya), testing plan (all). Draft in the Teams doc by Thursday.")),
        ("Testing and Semester 2 plan", ("Pick success 31/40 on cans, 22/40 on cartons. Semester 2: gripper v3, "
         "conveyor mock-up, demo day poster. Book the lab for the July break.")),
    ]
    title, body = topics[n % len(topics)]

    def f(r, dt):
        late = r.choice(["nobody", "Josh (10 min)", "Priya (tram)", "nobody"])
        actions = [f"- {r.choice(TEAM).split()[0]}: {a} by {_d(dt + timedelta(days=r.randint(3, 9)))}" for a in
                   r.sample(["update Gantt", "order spare servos from Core Electronics", "reprint gripper fingers",
                             "push IK branch and open PR", "write test procedure", "email Dr Rezaei re lab access",
                             "update BOM costs", "calibrate camera", "fix PCA9685 wiring"], 3)]
        return (f"# TRC3000 Team 14 - Meeting {n + 1}\n\nDate: {_d(dt)}, 2:00-3:00 pm, Woodside Building G17\n"
                f"Present: Liam Nguyen, Priya Raman, Josh Kowalski, Mei Lin Tan\nLate: {late}\n"
                f"Supervisor: {'Dr Hamid Rezaei' if n % 2 == 0 else 'not attending'}\n\n## {title}\n\n{body}\n\n"
                "## Action items\n" + "\n".join(actions) + "\n\nNext meeting: same time next week.\n")
    return f


def t_proposal(r, dt):
    return (f"TRC3000 Mechatronics Capstone Project - Project Proposal\nTeam 14: SortBot\n"
            f"Liam Nguyen, Priya Raman, Josh Kowalski, Mei Lin Tan\nSupervisor: Dr Hamid Rezaei\nSubmitted {_d(dt)}\n\n"
            "1. Problem statement\nContamination in kerbside recycling costs Victorian councils millions each year. "
            "Small material recovery facilities still sort by hand. We propose a low-cost 5-DOF robot arm that "
            "picks bottles, cans and cartons off a slow conveyor using a camera and a learned detector.\n\n"
            "2. Objectives\n- reach 450 mm, payload 250 g\n- at least 80% pick success on three item classes\n"
            "- cycle time under 6 s\n- bill of materials under $900\n\n"
            "3. Method\nSerial arm with hobby servos driven by a PCA9685 PWM board and an ESP32; 3D-printed PETG "
            "links; Intel RealSense D415 borrowed from the lab for depth; YOLOv8n detection on a laptop over "
            "serial.\n\n4. Timeline\nSemester 1: design, build, kinematics, vision. Semester 2: integration, "
            "testing, demo day.\n\n5. Budget\nFaculty allocation $1,000 per team; estimated spend "
            f"{_aud(r, 760, 880)}.\n")


def t_progress(r, dt):
    return (f"SortBot: Progress Report (draft v{r.randint(2, 4)})\nTRC3000 Team 14, Monash University\n{_d(dt)}\n\n"
            "Executive summary\nThe arm is assembled and moves under inverse kinematics. Vision detects three "
            f"item classes with mAP50 of {r.uniform(0.78, 0.88):.2f}. Pick tests: {r.randint(28, 33)}/40 cans, "
            f"{r.randint(18, 25)}/40 cartons.\n\n3. Mechanical design (L. Nguyen)\nThe shoulder joint sees the "
            f"largest torque: {r.uniform(1.6, 2.1):.2f} N m at full reach with the 250 g payload, above the "
            "MG996R's 1.1 N m continuous rating, so a DS3235 (35 kg cm) servo replaced it. Links were printed in "
            "PETG at 40% gyroid infill; the cracked shoulder bracket was redesigned with a 3 mm fillet and heat-set "
            "inserts.\n\n4. Kinematics\nDenavit-Hartenberg parameters are given in Table 2. The analytic IK "
            "solution chooses the elbow-up branch and clamps joints to their limits.\n\n6. Testing plan\n"
            "Repeatability test: 30 moves to a marked target, measure with dial gauge.\n")


def t_bom(r, dt):
    rows = [("Servo DS3235 35kg", 2, 32.95, "Core Electronics"), ("Servo MG996R", 3, 9.80, "Core Electronics"),
            ("PCA9685 16-ch PWM board", 1, 14.50, "Jaycar"), ("ESP32 DevKitC", 1, 19.95, "Core Electronics"),
            ("6008-2RS bearing", 1, 11.40, "Bearing Wholesalers"), ("PETG filament 1kg black", 2, 34.00,
            "Bunnings"), ("M3 heat-set inserts x100", 1, 12.99, "AliExpress"), ("5V 10A PSU", 1, 39.95, "Jaycar"),
            ("Suction cup gripper kit", 1, 27.50, "AliExpress"), ("Logitech C920 webcam", 1, 89.00, "JB Hi-Fi")]
    out = ["Item,Qty,Unit cost AUD,Supplier,Ordered by,Status"]
    for name, q, c, s in rows:
        who = r.choice(TEAM).split()[0]
        out.append(f"{name},{q},{c:.2f},{s},{who},{r.choice(['received', 'received', 'ordered'])}")
    out.append(f"TOTAL,,{sum(q * c for _, q, c, _ in rows):.2f},,,")
    return "\n".join(out) + "\n"


def t_gantt(r, dt):
    tasks = ["Proposal", "Concept design", "Torque calcs", "CAD v1", "Print and assemble", "Firmware PWM",
             "IK and trajectory", "Vision dataset", "Detector training", "Hand-eye calibration", "Progress report",
             "Integration", "Pick testing", "Demo day poster", "Final report"]
    out = ["Task;Owner;Start week;End week;Status"]
    w = 1
    for t in tasks:
        d = r.randint(1, 4)
        out.append(f"{t};{r.choice(TEAM).split()[0]};S1 W{w};S1 W{min(w + d, 12)};"
                   f"{'done' if w < 9 else 'in progress' if w < 12 else 'not started'}")
        w = min(w + r.randint(0, 2), 12)
    return "\n".join(out)


def t_risk(r, dt):
    return ("TRC3000 Team 14 - Risk Assessment (SWMS)\nActivity: assembly and testing of SortBot arm, Lab G14\n\n"
            "Hazard | Likelihood | Consequence | Control\n"
            "Pinch point between links | Possible | Minor | keep hands out of envelope, e-stop within reach\n"
            "Servo stall, PSU overheating | Unlikely | Moderate | 10 A fuse, current logging, never leave powered\n"
            "Soldering burns/fumes | Possible | Minor | fume extractor, bench mat, induction completed\n"
            "3D printer hot end | Unlikely | Minor | printer in enclosure, makerspace rules\n"
            f"Prepared by Liam Nguyen, reviewed by Dr H. Rezaei on {_d(dt)}.\n")


def t_servo_log(r, dt):
    out = ["timestamp_ms,joint,cmd_deg,meas_deg,current_mA,supply_V"]
    t = 0
    for _ in range(40):
        t += r.randint(40, 60)
        j = r.randint(0, 4)
        c = r.uniform(-80, 80)
        out.append(f"{t},{j},{c:.1f},{c + r.uniform(-2.5, 2.5):.1f},{r.randint(180, 1900)},{r.uniform(4.85, 5.1):.2f}")
    return "SortBot servo calibration run, shoulder DS3235, 250 g payload\n" + "\n".join(out) + "\n"


def t_capstone_todo(r, dt):
    return ("todo before thurs\n- fix wrist flip in ik (clamp q4)\n- reprint gripper fingers v3 (PETG, 0.2 layer)\n"
            "- email Rezaei about lab G14 access over the break\n- progress report: section 3 mech design + torque "
            "table\n- ask Josh re PCA9685 noise, cap on V+\n- SortBot demo video for the teams channel\n"
            "- update BOM w/ DS3235 price\n")


def t_supervisor_eml(r, dt):
    return (f"From: Hamid Rezaei <hamid.rezaei@monash.edu>\nTo: {UNIMAIL}\nCc: Team 14\n"
            f"Date: {dt:%a, %d %b %Y} 16:42:10 +1000\nSubject: RE: TRC3000 Team 14 progress report draft\n\n"
            "Hi Liam and team,\n\nThanks for sending the draft. The mechanical section is strong; the torque table "
            "should state the safety factor you used (I suggest 1.5). The vision section needs the confusion "
            "matrix, not just mAP. Please also add the repeatability test results before submission on Friday.\n\n"
            "Lab G14 is available over the July break, Tuesdays and Thursdays 10-4; book via the technical "
            "officer.\n\nRegards,\nHamid\n\nDr Hamid Rezaei | Department of Mechanical and Aerospace Engineering\n")


def t_step(r, dt):
    return ("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('SortBot gripper finger v3'),'2;1');\n"
            f"FILE_NAME('gripper_finger_v3.step','{_iso(dt)}T14:02:11',('Liam Nguyen'),('Monash TRC3000 Team 14'),"
            "'SOLIDWORKS 2025','SOLIDWORKS 2025','');\nFILE_SCHEMA(('AUTOMOTIVE_DESIGN'));\nENDSEC;\nDATA;\n"
            "#1=CARTESIAN_POINT('',(0.,0.,0.));\n#2=DIRECTION('',(0.,0.,1.));\n#3=AXIS2_PLACEMENT_3D('',#1,#2,$);\n"
            + "".join(f"#{i}=CARTESIAN_POINT('',({r.uniform(-30, 30):.3f},{r.uniform(-8, 8):.3f},"
                      f"{r.uniform(0, 45):.3f}));\n" for i in range(4, 30))
            + "ENDSEC;\nEND-ISO-10303-21;\n")


INO = """// SortBot firmware - ESP32 + PCA9685, TRC3000 Team 14
#include <Wire.h>
#include <Adafruit_PWMServoDriver.h>

Adafruit_PWMServoDriver pwm = Adafruit_PWMServoDriver(0x40);
const int SERVO_MIN[5] = {110, 120, 105, 115, 130};
const int SERVO_MAX[5] = {510, 500, 520, 505, 480};
float target[5] = {90, 90, 90, 90, 90};

int degToPulse(int ch, float deg) {
  deg = constrain(deg, 0, 180);
  return map((int)deg, 0, 180, SERVO_MIN[ch], SERVO_MAX[ch]);
}

void setup() {
  Serial.begin(115200);
  pwm.begin();
  pwm.setPWMFreq(50);
  for (int i = 0; i < 5; i++) pwm.setPWM(i, 0, degToPulse(i, target[i]));
  Serial.println("SortBot ready");
}

// protocol from laptop: "J,a0,a1,a2,a3,a4\\n" angles in degrees, "G,1" suction on
void loop() {
  if (Serial.available()) {
    String line = Serial.readStringUntil('\\n');
    if (line.startsWith("J,")) {
      int idx = 0, start = 2;
      for (int i = 2; i <= line.length() && idx < 5; i++) {
        if (i == line.length() || line[i] == ',') {
          target[idx++] = line.substring(start, i).toFloat();
          start = i + 1;
        }
      }
      for (int j = 0; j < 5; j++) pwm.setPWM(j, 0, degToPulse(j, target[j]));
    } else if (line.startsWith("G,")) {
      digitalWrite(26, line.endsWith("1") ? HIGH : LOW);
    }
  }
}
"""

KIN = '''"""Analytic inverse kinematics for the SortBot 5-DOF arm (TRC3000 Team 14)."""
import math

import numpy as np

# link lengths in mm (from CAD, arm_assembly.SLDASM rev C)
D1, A2, A3, D5 = 92.0, 180.0, 160.0, 95.0
LIMITS = [(-150, 150), (-10, 170), (-160, 10), (-100, 100), (-180, 180)]


def dh(theta, d, a, alpha):
    ct, st, ca, sa = math.cos(theta), math.sin(theta), math.cos(alpha), math.sin(alpha)
    return np.array([[ct, -st * ca, st * sa, a * ct], [st, ct * ca, -ct * sa, a * st],
                     [0, sa, ca, d], [0, 0, 0, 1]])


def forward(q):
    t = np.eye(4)
    for theta, d, a, alpha in zip(q, (D1, 0, 0, 0, D5), (0, A2, A3, 0, 0), (math.pi / 2, 0, 0, math.pi / 2, 0)):
        t = t @ dh(theta, d, a, alpha)
    return t


def inverse(x, y, z, pitch=-math.pi / 2, elbow_up=True):
    q1 = math.atan2(y, x)
    r = math.hypot(x, y) - D5 * math.cos(pitch)
    s = z - D1 - D5 * math.sin(pitch)
    c3 = (r * r + s * s - A2 * A2 - A3 * A3) / (2 * A2 * A3)
    if abs(c3) > 1:
        raise ValueError("target out of reach")
    q3 = math.atan2(-math.sqrt(1 - c3 * c3) if elbow_up else math.sqrt(1 - c3 * c3), c3)
    q2 = math.atan2(s, r) - math.atan2(A3 * math.sin(q3), A2 + A3 * math.cos(q3))
    q4 = pitch - q2 - q3
    q = [q1, q2, q3, q4, 0.0]
    return [max(lo, min(hi, math.degrees(v))) for v, (lo, hi) in zip(q, LIMITS)]
'''

DETECT = '''"""Camera loop: detect items with YOLOv8n and send pick targets to the arm over serial."""
import cv2
import serial
from ultralytics import YOLO

from kinematics import inverse

CLASSES = {0: "bottle", 1: "can", 2: "carton"}
model = YOLO("weights/sortbot_v4.pt")
arm = serial.Serial("COM5", 115200, timeout=1)
cap = cv2.VideoCapture(1)
H = None  # hand-eye homography, loaded from calib/handeye.npy


def pixel_to_table(u, v):
    p = H @ [u, v, 1.0]
    return p[0] / p[2], p[1] / p[2]


while True:
    ok, frame = cap.read()
    if not ok:
        break
    for box in model(frame, conf=0.55, verbose=False)[0].boxes:
        u, v = box.xywh[0][:2].tolist()
        x, y = pixel_to_table(u, v)
        q = inverse(x, y, 40.0)
        arm.write(("J," + ",".join(f"{a:.1f}" for a in q) + "\\n").encode())
        print(CLASSES[int(box.cls)], round(x), round(y))
'''

TEST_IK = '''import math

from kinematics import forward, inverse


def test_round_trip():
    q = inverse(250.0, 50.0, 60.0)
    t = forward([math.radians(a) for a in q])
    assert abs(t[0, 3] - 250.0) < 2.0
    assert abs(t[1, 3] - 50.0) < 2.0


def test_out_of_reach():
    try:
        inverse(900.0, 0.0, 0.0)
    except ValueError:
        return
    assert False
'''

README = """# SortBot

Low-cost 5-DOF robot arm with camera-guided pick-and-place for sorting recyclables.
Monash University TRC3000 Mechatronics Capstone Project, Team 14 (2026).

## Layout
- `firmware/` ESP32 + PCA9685 servo firmware (Arduino IDE 2.3)
- `kinematics.py` analytic IK/FK, DH parameters from the CAD
- `vision/` YOLOv8n detector and hand-eye calibration
- `tests/` pytest for the kinematics

## Setup
```
python -m venv .venv
.venv\\Scripts\\activate
pip install -r requirements.txt
python vision/detect.py
```

Team: Liam Nguyen, Priya Raman, Josh Kowalski, Mei Lin Tan. Supervisor: Dr Hamid Rezaei.
"""

# --------------------------------------------------------------------------- University: units, admin, reference


def t_lecture(code: str, week: int):
    name, lecturer, topics = UNITS_NOW[code]
    topic = topics[(week - 1) % len(topics)]

    def f(r, dt):
        pts = {
            "TRC3200": ["G(s) = Y(s)/U(s) with zero initial conditions", "poles in the left half-plane => stable",
                        "second-order: wn, zeta, overshoot Mp = exp(-zeta*pi/sqrt(1-zeta^2))",
                        "steady-state error from the final value theorem"],
            "TRC3500": ["sensitivity, range, resolution, hysteresis", "Wheatstone bridge, quarter bridge output",
                        "pinhole model: x = K [R|t] X", "predict / update, Kalman gain K = P H^T (H P H^T + R)^-1"],
            "ECE3073": ["interrupt latency and ISR design", "cache hit rate and AMAT", "FreeRTOS tasks, queues",
                        "rate monotonic scheduling, utilisation bound n(2^(1/n)-1)"],
            "MEC3456": ["Marin factors for endurance limit", "Goodman line for fluctuating stress",
                        "L10 bearing life = (C/P)^3 x 10^6 rev", "ISO 286 fits: H7/g6 clearance"],
        }[code]
        return (f"{code} {name}\nWeek {week}: {topic}\n{lecturer}\nMonash University, Faculty of Engineering\n"
                f"Semester 1, 2026\n\nLearning outcomes\n" + "\n".join(f"- {p}" for p in r.sample(pts, 3)) +
                f"\n\nWorked example {week}.1\nSee the Moodle quiz for this week. Tutorial {week} problems 3, 5, 7.\n"
                "Copyright Monash University. Not for distribution.\n")
    return f


def t_assignment_brief(code: str, n: int):
    name, lecturer, _topics = UNITS_NOW[code]

    def f(r, dt):
        due = dt + timedelta(days=r.randint(12, 20))
        tasks = {
            "TRC3200": "Design a PID controller for the DC motor position rig (Quanser QUBE). Plot root locus, "
                       "choose gains for < 10% overshoot and 0.5 s settling time, and verify in Simulink.",
            "TRC3500": "Characterise the supplied load cell with the HX711 amplifier: calibration curve, linearity, "
                       "hysteresis and noise. Then fuse IMU and encoder readings with a 1-D Kalman filter.",
            "ECE3073": "Port the traffic-light controller to FreeRTOS on the DE10-Lite Nios II. Three tasks, one "
                       "queue, interrupt-driven pedestrian button; report worst-case response time.",
            "MEC3456": "Design the output shaft of the two-stage gearbox: bearing selection (SKF), keyway, "
                       "fatigue check with Goodman, and a detailed drawing to AS 1100.",
        }[code]
        return (f"{code} {name} - Assignment {n}\nSemester 1, 2026. Weighting {r.choice([15, 20, 25])}%.\n"
                f"Due: {_d(due)}, 11:55 pm via Moodle. Groups of two.\n\nTask\n{tasks}\n\n"
                "Submission: one PDF report (max 10 pages) plus code/model files as a zip. Late penalty 5% per day.\n"
                f"Questions on the Ed forum. {lecturer}\n")
    return f


def t_lab_report(code: str, n: int):
    name, _, _ = UNITS_NOW[code]

    def f(r, dt):
        partner = r.choice(["Josh Kowalski", "Kevin Lam", "Hannah Doyle", "Ravi Menon"])
        res = {
            "TRC3200": f"Measured overshoot {r.uniform(6, 12):.1f}% and settling time {r.uniform(0.4, 0.7):.2f} s with "
                       f"Kp = {r.uniform(2, 5):.2f}, Ki = {r.uniform(0.5, 2):.2f}, Kd = {r.uniform(0.05, 0.2):.3f}.",
            "TRC3500": f"Load cell sensitivity {r.uniform(1.8, 2.2):.3f} mV/V, non-linearity "
                       f"{r.uniform(0.05, 0.3):.2f}% FS, hysteresis {r.uniform(0.1, 0.5):.2f}% FS.",
            "ECE3073": f"Worst-case pedestrian response {r.uniform(2, 9):.1f} ms; CPU utilisation "
                       f"{r.uniform(30, 60):.0f}%.",
            "MEC3456": f"Measured gear backlash {r.uniform(0.05, 0.2):.2f} mm; shaft runout {r.uniform(5, 20):.0f} um.",
        }[code]
        return (f"{code} {name}\nLaboratory {n} Report\nLiam Nguyen (3348 2107) and {partner}\nSubmitted {_d(dt)}\n\n"
                "1. Aim\nTo compare the measured response of the rig with the model developed in the pre-lab.\n\n"
                f"2. Method\nSee lab sheet {n}; data logged at 1 kHz with the NI myDAQ.\n\n3. Results\n{res}\n\n"
                "4. Discussion\nThe difference from the model is mostly friction and sensor quantisation.\n\n"
                "5. Conclusion\nThe model is adequate for controller design within the tested range.\n")
    return f


def t_tut_notes(code: str):
    def f(r, dt):
        return (f"{code} tute {r.randint(4, 10)} notes\n- q3: remember to convert rpm to rad/s first!!\n"
                "- tutor said exam will have one question like q5 (routh table w/ a zero in first column)\n"
                "- kalman: Q big = trust measurement more, R big = trust model more\n"
                "- consult hours moved to Wed 1pm, 35 Rainforest Walk rm 215\n")
    return f


def t_my_submission(code: str, n: int):
    name, _, _ = UNITS_NOW[code]

    def f(r, dt):
        mate = r.choice(['Kevin Lam', 'Ravi Menon'])
        return (f"{code} Assignment {n} - {name}\nLiam Nguyen 33482107 / partner: {mate}\n"
                f"Draft {_d(dt)}\n\n1. Introduction\nThis report presents the design and verification for "
                f"Assignment {n}.\n\n2. Analysis\n" + r.choice([
                    ("The open-loop transfer function is G(s) = 48.6 / (s (0.11 s + 1)). Root locus shows a "
                    "dominant pole pair at -4.2 +/- 5.1j for K = 0.73."),
                    ("Endurance limit Se = ka kb kc kd ke Se' = 0.79 x 0.86 x 1 x 1 x 0.814 x 290 = 160 MPa; "
                    "Goodman safety factor n = 1.9."),
                    "The HX711 gain of 128 gives 0.2 uV resolution; the calibration line is y = 4312.7 x + 118.",
                    "Task periods 10, 50 and 100 ms give U = 0.62, below the RM bound of 0.78 for three tasks."]) +
                "\n\n3. Results\n(TODO: insert Simulink plots)\n")
    return f


def t_enrolment(r, dt):
    units = "\n".join(f"{c}  {v[0]}  6 credit points  Clayton  S1-01" for c, v in UNITS_NOW.items())
    return (f"Monash University - Enrolment Statement\nStudent: Liam Nguyen  ID 33482107\n"
            f"Course: E3001 Bachelor of Engineering (Honours) - Mechatronics Engineering\nYear: 2026\n"
            f"Generated {_d(dt)}\n\nSemester 1 2026\n{units}\nFull year 2026\nTRC3000  Mechatronics Capstone Project  "
            "12 credit points  Clayton  FY-01\n\nStudent contribution amounts are listed on your Commonwealth "
            "Assistance Notice (CAN). Census date: 31 March 2026.\n")


def t_transcript(r, dt):
    lines = []
    marks = {}
    for sem, units in UNITS_OLD.items():
        for code, name in units.items():
            m = r.randint(62, 91)
            marks[code] = m
            g = "HD" if m >= 80 else "D" if m >= 70 else "C" if m >= 60 else "P"
            lines.append(f"{sem}  {code}  {name:<40} {m}  {g}")
    wam = sum(marks.values()) / len(marks)
    return (f"MONASH UNIVERSITY - Academic Transcript (unofficial)\nLiam Nguyen, ID 33482107\nIssued {_d(dt)}\n"
            "Course: Bachelor of Engineering (Honours), Mechatronics Engineering\n\n" + "\n".join(lines) +
            f"\n\nWeighted average mark (WAM): {wam:.2f}\nCredit points completed: 96 of 192\n")


def t_timetable(r, dt):
    return ("Day,Start,End,Unit,Activity,Location\n"
            "Mon,10:00,12:00,TRC3200,Lecture,Robert Blackwood Hall\nMon,14:00,16:00,TRC3000,Team meeting,Woodside G17\n"
            "Tue,09:00,11:00,ECE3073,Lecture,Learning and Teaching Building 133\nTue,13:00,16:00,TRC3500,Lab,"
            "35 Rainforest Walk G14\nWed,11:00,13:00,MEC3456,Workshop,14 Alliance Lane 103\n"
            "Thu,10:00,12:00,TRC3500,Lecture,Central 1\nThu,15:00,17:00,TRC3200,Tutorial,Eng 72 G02\n"
            "Fri,09:00,12:00,ECE3073,Lab,Eng 35 G05\nSat,07:00,13:00,-,Little Oak shift,Oakleigh\n")


def t_old_unit(code: str, name: str, kind: str):
    def f(r, dt):
        if kind == "assignment":
            body = r.choice([
                "The bridge truss was analysed with the method of joints; member BC carries 4.2 kN in compression.",
                "Euler's method with h = 0.01 diverges for the stiff system; RK4 remains stable up to h = 0.05.",
                "The Arduino reads the ultrasonic sensor every 60 ms and drives the servo to track the target.",
                "The FSM has four states (IDLE, ARMED, COUNT, ALARM) and was implemented in SystemVerilog.",
                "Maximum bending stress in the cantilever is 182 MPa, giving a safety factor of 1.37 for 6061-T6.",
                "The linked list implementation frees every node; valgrind reports no leaks."])
            return (f"{code} {name}\nAssignment submission\nLiam Nguyen 33482107\n{_d(dt)}\n\n{body}\n\n"
                    f"Mark: {r.randint(14, 19)}/20\n")
        if kind == "notes":
            return (f"{code} {name} - exam revision notes\n{_d(dt)}\n\n- go through past papers 2021-2023\n"
                    "- formula sheet allowed (one A4 double sided)\n- weak spots: " +
                    r.choice(["Laplace transforms of discontinuous functions", "Mohr's circle", "K-maps",
                              "pointers to pointers", "Newton-Raphson convergence", "FBDs with friction"]) + "\n")
        who = f"{r.choice(FIRSTS)} {r.choice(['Lee', 'Smith', 'Patel'])}"
        wk = r.choice(['Introduction', 'Week 3', 'Week 7', 'Revision'])
        return f"{code} {name}\nLecture slides, Monash University\n{who}\nTopic: {wk}\n\nCopyright Monash University.\n"
    return f


def t_textbook(title: str, author: str, blurb: str):
    def f(r, dt):
        return (f"{title}\n{author}\n\nPreface\n{blurb}\n\nContents\n1 Introduction\n2 Fundamentals\n"
                "3 Analysis\n4 Design\n5 Applications\nAppendix A Tables\n")
    return f


def t_datasheet(part: str, desc: str, specs: list[str]):
    def f(r, dt):
        return (f"{part}\n{desc}\nDATASHEET Rev {r.choice('CDEFG')}\n\nFeatures\n"
                + "\n".join(f"* {s}" for s in specs) + "\n\nAbsolute maximum ratings\n"
                "Stresses beyond those listed may cause permanent damage to the device.\n")
    return f


def t_cheatsheet(r, dt):
    return ("Laplace transform table\nf(t) -> F(s)\n1 (unit step) -> 1/s\nt -> 1/s^2\ne^(-at) -> 1/(s+a)\n"
            "sin(wt) -> w/(s^2+w^2)\ncos(wt) -> s/(s^2+w^2)\ne^(-at) sin(wt) -> w/((s+a)^2+w^2)\n"
            "Final value theorem: lim t->inf f(t) = lim s->0 sF(s)\nInitial value theorem: f(0+) = lim s->inf sF(s)\n")


def t_ros_wsl(r, dt):
    return ("# ROS 2 Humble on WSL2 (Ubuntu 22.04) - my setup notes\n\n1. `wsl --install -d Ubuntu-22.04`\n"
            "2. locale: `sudo locale-gen en_US en_US.UTF-8`\n3. add the ROS 2 apt repo and key\n"
            "4. `sudo apt install ros-humble-desktop python3-colcon-common-extensions`\n"
            "5. `echo 'source /opt/ros/humble/setup.bash' >> ~/.bashrc`\n\nGUI (rviz2) works with WSLg out of the "
            "box on Windows 11. USB devices need usbipd-win: `usbipd attach --wsl --busid 2-3`.\n")

# --------------------------------------------------------------------------- Career


COMPANIES = [
    ("Siemens Australia", "2027 Graduate Program - Digital Industries", "Bayswater VIC"),
    ("ABB Australia", "Summer Internship 2026/27 - Robotics", "Notting Hill VIC"),
    ("BAE Systems Australia", "Graduate Program 2027 - Mechatronics", "Williamstown VIC"),
    ("Rio Tinto", "Vacation Program 2026/27 - Automation", "Perth WA"),
    ("Bosch Australia", "Engineering Intern - Manufacturing", "Clayton VIC"),
]


def t_cv(version: int):
    def f(r, dt):
        return (f"LIAM NGUYEN\nClayton VIC | 0412 683 905 | {EMAIL} | linkedin.com/in/liam-nguyen-mech\n\n"
                "EDUCATION\nBachelor of Engineering (Honours), Mechatronics - Monash University, 2024-2027\n"
                f"WAM {r.uniform(75, 79):.1f}. Capstone: SortBot, vision-guided 5-DOF sorting arm (team of four).\n"
                "VCE, Sandown Park Secondary College, 2023 - ATAR 91.35\n\nEXPERIENCE\n"
                "Summer Vacation Engineer - Automation Dynamics Pty Ltd, Dandenong South (Nov 2025 - Feb 2026)\n"
                "* Rewrote the changeover sequence for a Siemens S7-1500 packaging line, cutting changeover by 11 min\n"
                "* Built a Cognex vision check for label placement, 99.2% detection on the trial batch\n"
                "Barista - Little Oak Espresso, Oakleigh (Mar 2024 - now)\n"
                "Team Member - Woolworths Springvale (Jul 2021 - Feb 2024)\n\nSKILLS\n"
                "SOLIDWORKS (CSWA), Python, C/C++, MATLAB/Simulink, Arduino/ESP32, TIA Portal, ROS 2 basics\n"
                "Languages: English, Vietnamese (fluent)\n\nINTERESTS\nBass in the band Static Tram; gym; sim racing\n"
                f"\n(v{version}, {_d(dt)})\n")
    return f


def t_cover(company: str, role: str, place: str):
    def f(r, dt):
        return (f"Liam Nguyen\n{ADDR}\n{EMAIL}\n\n{_d(dt)}\n\nHiring Team\n{company}\n{place}\n\n"
                f"Dear Hiring Team,\n\nRe: {role}\n\nI am a third-year mechatronics engineering student at Monash "
                f"University and I am applying for the {role}. Over the summer I worked at Automation Dynamics, "
                "where I rewrote a PLC changeover sequence and built a vision check that is now running on the "
                f"line. This year I lead the mechanical and firmware work on our capstone robot arm.\n\n"
                f"{company}'s work in automation is exactly where I want to start my career, and I would bring "
                "hands-on build experience, calm under pressure from weekend café rushes, and a habit of "
                "documenting what I do.\n\nThank you for considering my application.\n\nKind regards,\nLiam Nguyen\n")
    return f


def t_tracker(r, dt):
    out = ["Company;Role;Applied;Stage;Next step;Notes"]
    for c, role, _ in COMPANIES:
        a = dt - timedelta(days=r.randint(5, 60))
        out.append(f"{c};{role};{_au(a)};{r.choice(['Applied', 'Online test', 'Video interview', 'Rejected'])};"
                   f"{r.choice(['wait', 'SHL numerical by Fri', 'HireVue', 'assessment centre?', '-'])};"
                   f"{r.choice(['referral from Greg', 'cover letter v2', 'needs transcript', ''])}")
    out.append(f"Aurecon;Vacation Program 2026/27;{_au(dt)};Drafting;submit by 15 June;")
    return "\n".join(out)


def t_assessment_eml(r, dt):
    c, role, _ = r.choice(COMPANIES)
    return (f"From: {c} Early Careers <earlycareers@talent-mail.com>\nTo: {EMAIL}\n"
            f"Date: {dt:%a, %d %b %Y} 09:15:03 +1000\nSubject: Next step: online assessment - {role}\n\n"
            f"Dear Liam,\n\nThank you for applying for the {role}. We are pleased to invite you to complete our "
            "online assessment (SHL Verify numerical and inductive reasoning, about 45 minutes).\n\n"
            f"Please complete it by {_d(dt + timedelta(days=7))}. Use a laptop, not a phone, and a quiet space.\n"
            f"Your candidate ID: {r.choice('ABCDEFG')}{_ref(r, 7)}\n\nGood luck,\nEarly Careers Team, {c}\n")


def t_interview_eml(r, dt):
    return (f"From: Rachel Ho <rachel.ho@siemens.com>\nTo: {EMAIL}\nDate: {dt:%a, %d %b %Y} 13:02:44 +1000\n"
            "Subject: Interview invitation - 2027 Graduate Program (Digital Industries)\n\nHi Liam,\n\n"
            "Congratulations on progressing to the interview stage. We would like to invite you to a 45-minute "
            f"video interview on Microsoft Teams on {_d(dt + timedelta(days=9))} at 10:30 am AEST with Mark "
            "Fitzgerald (Automation Engineering Manager) and myself.\n\nThe interview will include behavioural "
            "questions and a short technical discussion about a project you have worked on; please be ready to "
            "share a few slides about it.\n\nKind regards,\nRachel Ho\nTalent Acquisition Partner, Siemens Ltd\n")


def t_interview_prep(r, dt):
    return ("# Siemens interview prep\n\n## STAR stories\n- **Conflict**: capstone, Josh and Priya disagreed on "
            "camera mount; I mocked up both in CAD and we tested them in a day.\n- **Failure**: shoulder bracket "
            "cracked at first power-up -> torque calc was missing link mass -> redid calc, DS3235.\n"
            "- **Pressure**: Automation Dynamics changeover trial with the line down, fixed interlock bug live.\n"
            "- **Customer**: Saturday rush at Little Oak, 40 orders queued, new staff on till.\n\n"
            "## Questions for them\n- rotation structure in DI? S7 / TIA Portal training?\n- Bayswater or CBD?\n\n"
            "## Slides\n3 slides on SortBot: problem, design, results (31/40 cans).\n")


def t_shl_notes(r, dt):
    return ("Numerical reasoning practice\n- 18 questions in 17 minutes -> ~55 s each, skip and come back\n"
            "- percentage change = (new - old) / old\n- read table units (000s!)\n"
            f"- practice test score: {r.randint(13, 17)}/18 (JobTestPrep), inductive {r.randint(15, 22)}/24\n"
            "Pymetrics: just play the balloon game normally, don't overthink\n")


def t_ea_membership(r, dt):
    return (f"Engineers Australia - Student Membership\nMember: Liam Nguyen\nMember number: {_ref(r, 7)}\n"
            f"Grade: Student member (free)\nValid to: 30 June 2027\nRenewed {_d(dt)}\n\nBenefits: EA Student "
            "Chapter events, Engineers Australia magazine, discounted conference registration.\n")


def t_intern_offer(r, dt):
    return (f"Automation Dynamics Pty Ltd\n18 Remington Drive, Dandenong South VIC 3175\n\n{_d(dt)}\n\n"
            f"Liam Nguyen\n{ADDR}\n\nDear Liam,\n\nLetter of Offer - Summer Vacation Engineer\n\n"
            "We are pleased to offer you a fixed-term position as Summer Vacation Engineer from 25 November 2025 to "
            "20 February 2026, 38 hours per week, at $34.50 per hour plus superannuation. You will report to Greg "
            "Halloran, Senior Controls Engineer.\n\nPlease sign and return this letter with your TFN declaration "
            "and bank details by 7 November.\n\nYours sincerely,\nMichelle Tan\nHR and Payroll\n")


def t_intern_log(r, dt):
    week = r.randint(2, 12)
    return (f"Weekly log - week {week} - Automation Dynamics\nLiam Nguyen\n\nMon: site induction refresher, "
            "lockout/tagout on Line 3\nTue: TIA Portal - changeover FB, added recipe DB for 500 g and 1 kg packs\n"
            "Wed: FAT prep with Greg, HMI screens in WinCC\nThu: Cognex In-Sight label check, tuned exposure\n"
            f"Fri: toolbox meeting, timesheet {r.choice([38, 38, 40])} h\n\nLearned: never force an output without "
            "telling the operator.\n")


def t_intern_report(r, dt):
    return ("Automation Dynamics - Summer Vacation Program Final Report\nLiam Nguyen, Monash University\n"
            f"{_d(dt)}\n\n1. Projects\n1.1 Line 3 changeover: the recipe-driven changeover sequence reduced "
            "changeover time from 34 to 23 minutes across six trials.\n1.2 Label inspection: a Cognex In-Sight "
            "2800 checks label presence and skew; 99.2% detection on 1,800 packs.\n\n2. Reflection\nI learned "
            "to work to a functional specification, to test with operators and to document for handover.\n\n"
            "Supervisor sign-off: Greg Halloran\n")


def t_reference(r, dt):
    return ("Automation Dynamics Pty Ltd\n\nTo whom it may concern,\n\nLiam Nguyen worked with us as a Summer "
            "Vacation Engineer from November 2025 to February 2026. He was reliable, careful around live plant "
            "and quick to learn Siemens TIA Portal. His changeover sequence is in production on our Line 3.\n\n"
            "I recommend him without reservation for graduate or internship roles.\n\nGreg Halloran\nSenior "
            f"Controls Engineer\ngreg.halloran@automationdynamics.com.au\n{_d(dt)}\n")


def t_intern_timesheet(r, dt):
    out = ["Week ending;Mon;Tue;Wed;Thu;Fri;Total;Approved"]
    d = datetime(2025, 11, 28)
    for _ in range(12):
        hrs = [r.choice([7.6, 7.6, 8.0, 7.0]) for _ in range(5)]
        out.append(f"{d:%d/%m/%Y};" + ";".join(f"{h}" for h in hrs) + f";{sum(hrs):.1f};GH")
        d += timedelta(days=7)
    return "Automation Dynamics timesheet - L. Nguyen\n" + "\n".join(out)

# --------------------------------------------------------------------------- Work


def t_payslip(r, dt):
    ordinary = r.uniform(12, 22)
    sat = r.uniform(5, 7)
    rate = 32.06
    gross = ordinary * rate + sat * rate * 1.25
    tax = max(0.0, gross * 0.09)
    return (f"{CAFE}\n\nPAYSLIP\nEmployee: Liam Nguyen    Employee ID: LOE-0117\nClassification: Food and Beverage "
            "Attendant Grade 2 (casual), Hospitality Industry (General) Award 2020\n"
            f"Pay period: {_au(dt - timedelta(days=13))} - {_au(dt)}    Pay date: {_au(dt + timedelta(days=3))}\n\n"
            f"Ordinary hours  {ordinary:.2f} h @ ${rate:.2f}  ${ordinary * rate:,.2f}\n"
            f"Saturday hours  {sat:.2f} h @ ${rate * 1.25:.2f}  ${sat * rate * 1.25:,.2f}\n"
            f"Gross pay  ${gross:,.2f}\nPAYG withholding  ${tax:,.2f}\nNet pay  ${gross - tax:,.2f}\n"
            f"Superannuation (12%) to Hostplus, member {HOSTPLUS}  ${gross * 0.12:,.2f}\n"
            f"Paid to CommBank BSB 063-182 Acc ****{_ref(r, 4)}\n")


def t_roster(r, dt):
    staff = ["Daniel (mgr)", "Liam", "Chloe", "Tuan", "Olivia", "Marcus"]
    out = ["Week of " + _d(dt), "Name,Mon,Tue,Wed,Thu,Fri,Sat,Sun"]
    for s in staff:
        days = [r.choice(["", "", "6:30-12:30", "7:00-14:00", "11:00-15:00"]) for _ in range(5)]
        we = [r.choice(["7:00-13:00", "8:00-14:00", ""]) for _ in range(2)]
        if s == "Liam":
            we[0] = "7:00-13:00"
        out.append(",".join([s, *days, *we]))
    return "Little Oak Espresso - roster\n" + "\n".join(out) + "\n"


def t_tfn(r, dt):
    return ("Tax file number declaration\nAustralian Taxation Office NAT 3092\n\nSection A - payee\n"
            f"1 Tax file number: {r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}\n"
            "2 Name: NGUYEN, Liam\n4 Address: 27 Moriah Street, Clayton VIC 3168\n6 Date of birth: 14/03/2005\n"
            "7 Basis of payment: Casual employment\n8 Are you an Australian resident for tax purposes? Yes\n"
            "9 Do you want to claim the tax-free threshold from this payer? Yes\n"
            "11 Do you have a Higher Education Loan Program (HELP) debt? Yes\n\nSection B - payer\n"
            "Payer: Little Oak Espresso Pty Ltd, ABN 53 612 447 901\n"
            f"Signed {_au(dt)}\n")


def t_agreement(r, dt):
    return (f"{CAFE}\n\nLETTER OF ENGAGEMENT - CASUAL EMPLOYEE\n\nDear Liam,\n\nWe are pleased to offer you "
            "casual employment as a Barista from 11 March 2024. Your employment is covered by the Hospitality "
            "Industry (General) Award 2020, classification Food and Beverage Attendant Grade 2. As a casual you "
            "will receive a 25% casual loading in lieu of leave entitlements. Shifts are offered by weekly roster "
            "published on Deputy each Thursday.\n\nSuperannuation will be paid to your nominated fund.\n"
            "Please read the Fair Work Information Statement and the Casual Employment Information Statement.\n\n"
            f"Daniel Papadopoulos, Director\nAccepted by Liam Nguyen on {_au(dt)}\n")


def t_shift_notes(r, dt):
    return (f"swapped sat {_au(dt + timedelta(days=5))} with chloe (she has sun 8-2 for me)\n"
            "daniel said new grinder (Mazzer) settings: 18.5g in, 38g out, 27-30s\n"
            "oat milk order goes in thurs, tell tuan\ncash-out float is $200 not $150 now\n"
            "tax: check payslip super is 12% - yes\n")


def t_cert(kind: str):
    def f(r, dt):
        if kind == "rsa":
            return (f"Liquor Control Victoria\nResponsible Service of Alcohol - Certificate\nLiam Nguyen\n"
                    f"Completed {_d(dt)}\nRSA refresher due every 3 years\nCertificate no. RSA-{_ref(r, 9)}\n"
                    "Provider: Hospitality Training Victoria (RTO 22109)\n")
        return (f"Statement of Attainment\nSITXFSA005 Use hygienic practices for food safety\nLiam Nguyen\n"
                f"Issued {_d(dt)}\nRTO: Foodsafe Training Australia (RTO 41883)\nCertificate {_ref(r, 8)}\n")
    return f


def t_woolies_payslip(r, dt):
    hrs = r.uniform(10, 18)
    rate = 26.91
    return (f"Woolworths Group Limited ABN 88 000 014 675\nPay advice\nEmployee: NGUYEN L  No. 8834{_ref(r, 4)}\n"
            f"Store 3312 Springvale\nPeriod ending {_au(dt)}\n"
            f"Ordinary (casual, junior rate) {hrs:.2f} h @ ${rate:.2f}\n"
            f"Gross ${hrs * rate:,.2f}  Tax $0.00  Net ${hrs * rate:,.2f}\nSuper: AustralianSuper\n")


def t_resignation(r, dt):
    return (f"{_d(dt)}\n\nTo Karen Lee, Store Manager, Woolworths Springvale\n\nDear Karen,\n\nPlease accept this "
            "letter as notice that I am resigning from my casual Team Member position. My last shift will be "
            f"{_d(dt + timedelta(days=14))}. I am starting university and a new job closer to Clayton.\n\n"
            "Thank you for the last two and a half years, especially for letting me move off night fill during "
            "VCE exams.\n\nKind regards,\nLiam Nguyen\n")


def t_separation(r, dt):
    return ("Employment Separation Certificate (Services Australia SU001)\nEmployer: Woolworths Group Limited\n"
            "Employee: Liam Nguyen\nEmployment: 12/07/2021 to 24/02/2024, casual\nReason: voluntary - resigned\n"
            f"Gross earnings in last 12 months ${r.uniform(13000, 17000):,.2f}\nCompleted {_au(dt)}\n")


def t_income_statement(r, dt):
    g = r.uniform(14000, 19000)
    return (f"Income statement (payment summary) 2023-24\nEmployer: Woolworths Group Limited\nEmployee: Liam Nguyen\n"
            f"Gross payments ${g:,.2f}\nTax withheld $0.00\nReportable super $0.00\nStatus: Tax ready\n"
            f"Printed from myGov {_au(dt)}\n")

# --------------------------------------------------------------------------- Finance


MERCH = ["Woolworths Clayton", "Coles Central Clayton", "Myki top up", "Plus Fitness", "BP Clayton North",
         "Uber Eats", "Spotify", "Steam purchase", "Guzman y Gomez", "Little Oak Espresso PAY", "Transfer to Up",
         "Rent - Southlink PG", "Centrelink YA", "JB Hi-Fi", "7-Eleven Clayton", "Phở Hùng Springvale"]


def t_bank_csv(r, dt):
    out = ["Date,Amount,Description,Balance"]
    bal = r.uniform(600, 1800)
    d = dt - timedelta(days=30)
    for _ in range(r.randint(18, 26)):
        d += timedelta(days=r.randint(0, 2))
        m = r.choice(MERCH)
        amt = (r.uniform(280, 420) if m in ("Little Oak Espresso PAY", "Centrelink YA") else
               -r.choice([220.0, 230.0]) * 2 if m.startswith("Rent") else -r.uniform(4, 95))
        bal += amt
        out.append(f"{_au(d)},{amt:+.2f},{m.upper()},{bal:+.2f}")
    return "\n".join(out) + "\n"


def t_bank_statement(r, dt):
    opening = r.uniform(300, 1500)
    cred, deb = r.uniform(1400, 2200), r.uniform(1300, 2100)
    return (f"Commonwealth Bank of Australia ABN 48 123 123 124\nSmart Access statement\nLIAM NGUYEN\n{ADDR}\n"
            f"BSB 063-182  Account {_ref(r, 8)}\nStatement period {_d(dt - timedelta(days=30))} - {_d(dt)}\n\n"
            f"Opening balance ${opening:,.2f}\nTotal credits ${cred:,.2f}\nTotal debits ${deb:,.2f}\n"
            f"Closing balance ${opening + cred - deb:,.2f}\n\nIncludes: LITTLE OAK ESPRESSO PAY, CENTRELINK YOUTH "
            "ALLOWANCE, SOUTHLINK PG RENT, EASTLINK, PLUS FITNESS\n")


def t_centrelink(r, dt):
    amt = r.uniform(420, 560)
    return (f"Services Australia - Centrelink\nCustomer Reference Number: {CRN}\n\n{_d(dt)}\n\nLiam NGUYEN\n{ADDR}\n\n"
            "Youth Allowance (student) - your payment has changed\n\nWe have reassessed your Youth Allowance "
            "because your reported employment income changed. From the next payment your fortnightly rate is "
            f"${amt:,.2f} (including Rent Assistance of $104.20).\n\nYou must report your employment income every "
            "fortnight, even if it is $0, and tell us within 14 days if you stop studying full time.\n\n"
            "If you think this decision is wrong you can ask for a review.\n")


def t_help(r, dt):
    debt = r.uniform(24000, 31000)
    return (f"Australian Taxation Office\nHELP account information\nLiam Nguyen  TFN ending 482\n"
            f"As at {_d(dt)}\n\nOpening balance 1 June 2025 ${debt - 8100:,.2f}\nIndexation (3.2%) "
            f"${(debt - 8100) * 0.032:,.2f}\nHECS-HELP loans 2025 ${8100 - (debt - 8100) * 0.032:,.2f}\n"
            f"Current accumulated HELP debt ${debt:,.2f}\nCompulsory repayment 2024-25 $0.00 (income below "
            "threshold)\n")


def t_can(r, dt):
    lines = "\n".join(f"{c}  {v[0]}  $2,{r.randint(100, 700)}.00  HECS-HELP" for c, v in UNITS_NOW.items())
    return (f"Commonwealth Assistance Notice (CAN)\nMonash University (provider 00008C)\nStudent: Liam Nguyen "
            f"CHESSN 61{_ref(r, 8)}\nIssued {_d(dt)}\nTeaching period: Semester 1, 2026\n\n{lines}\n\n"
            "Check this notice. If anything is wrong, contact the university within 14 days.\n")


def t_noa(r, dt):
    inc = r.uniform(19000, 26000)
    return (f"Australian Taxation Office\nNotice of assessment - Individual\nYear ended 30 June {dt.year}\n"
            f"Liam Nguyen\nTFN ending 482\nDate of issue {_d(dt)}\n\nTaxable income ${inc:,.0f}\n"
            f"Tax on taxable income ${max(0, (inc - 18200) * 0.16):,.2f}\nLess credits (PAYG withheld) "
            f"${max(0, (inc - 18200) * 0.16) + r.uniform(80, 600):,.2f}\nResult: refund ${r.uniform(80, 600):,.2f}\n"
            "Your refund will be paid to your nominated account.\n")


def t_super(r, dt):
    bal = r.uniform(6800, 9500)
    return (f"Hostplus - Annual member statement\nFor the period 1 July {dt.year - 1} to 30 June {dt.year}\n"
            f"Liam Nguyen  Member number {HOSTPLUS}\nInvestment option: Balanced\n\nOpening balance "
            f"${bal - 2300:,.2f}\nEmployer contributions (Little Oak Espresso) ${r.uniform(1800, 2600):,.2f}"
            f"\nInvestment earnings ${r.uniform(400, 800):,.2f}\nInsurance premiums $0.00 (under 25, opt-in not "
            f"elected)\nClosing balance ${bal:,.2f}\n\nConsider consolidating your other super (AustralianSuper, "
            "from Woolworths).\n")


def t_budget(r, dt):
    rows = [("Rent (weekly x 4.33)", 230 * 4.33), ("Bills share", r.uniform(70, 110)),
            ("Groceries", r.uniform(280, 360)),
            ("Petrol", r.uniform(120, 180)), ("Car insurance", 61.25), ("Phone (Boost)", 30), ("Gym", 75.60),
            ("Spotify/Netflix", 25.98), ("Band", r.uniform(30, 60)), ("Vietnam fund", 300), ("Fun/eating out",
                                                                                                  r.uniform(150, 250))]
    inc = [("Little Oak (avg)", r.uniform(1300, 1700)), ("Youth Allowance", r.uniform(900, 1100))]
    out = ["Category;Monthly $"] + [f"{k};{v:.2f}" for k, v in inc] + ["EXPENSES;"] + [f"{k};{v:.2f}" for k, v in rows]
    out.append(f"Left over;{sum(v for _, v in inc) - sum(v for _, v in rows):.2f}")
    return "\n".join(out)

# --------------------------------------------------------------------------- Home


def t_lease(r, dt):
    return ("RESIDENTIAL RENTAL AGREEMENT - Residential Tenancies Act 1997 (Vic), Form 1\n\n"
            "Rental provider: Mr Vikram & Mrs Anjali Sharma, c/o Southlink Property Group, 302 Clayton Road, "
            "Clayton VIC 3168\nRenters: Liam Nguyen, Thomas Becker, Aisha Rahman, Benjamin Walsh\n"
            f"Premises: {ADDR}\nAgreement type: fixed term, 12 months from 1 February 2026 to 31 January 2027\n"
            "Rent: $920.00 per week, payable fortnightly in advance by direct deposit\nBond: $3,680.00 lodged with "
            "the RTBA\n\nThe rental provider must ensure the premises meet the rental minimum standards.\n"
            f"Signed by all parties {_au(dt)}\n")


def t_bond(r, dt):
    return (f"Residential Tenancies Bond Authority\nBond lodgement receipt\nBond number {_ref(r, 7)}\n"
            f"Premises: {ADDR}\nAmount $3,680.00\nRenter contributions: L Nguyen $920.00, T Becker $920.00, "
            f"A Rahman $920.00, B Walsh $920.00\nLodged {_d(dt)} by Southlink Property Group\n"
            "Keep this receipt: you will need the bond number to claim at the end of the tenancy.\n")


def t_condition(r, dt):
    return (f"CONDITION REPORT - {ADDR}\nEntry date {_au(dt)}\n\nRoom | Item | Clean | Undamaged | Working | Comments\n"
            "Bedroom 3 (Liam) | Walls | Y | N | - | small hole behind door, blu-tack marks\n"
            "Bedroom 3 | Carpet | N | Y | - | stain near window approx 10cm\nKitchen | Oven | N | Y | Y | grease\n"
            "Bathroom | Exhaust fan | Y | Y | N | fan not working - reported\nLaundry | Taps | Y | Y | Y |\n"
            "Renter comments returned within 3 business days.\n")


def t_energy(r, dt):
    kwh = r.randint(520, 980)
    total = kwh * 0.2871 + 92 * 1.1264
    return (f"Red Energy - Electricity bill\nAccount 4{_ref(r, 9)}\nT Becker & Co, {ADDR}\n"
            f"Billing period {_d(dt - timedelta(days=91))} to {_d(dt)} (92 days)\nNMI 6305{_ref(r, 6)}\n\n"
            f"Usage {kwh} kWh @ $0.2871 = ${kwh * 0.2871:,.2f}\nSupply charge 92 days @ $1.1264 = $103.63\n"
            f"Total due ${total:,.2f}\nDue date {_d(dt + timedelta(days=21))}\n"
            "Your usage was higher than the same time last year (heater in winter).\n")


def t_internet(r, dt):
    return (f"Aussie Broadband - Tax invoice\nInvoice {_ref(r, 8)}  Date {_au(dt)}\nService: NBN 100/20 "
            f"Unlimited, {ADDR}\nMonthly charge $99.00 (incl GST $9.00)\nPaid by Visa ending {_ref(r, 4)} "
            "(Aisha R)\nThanks for being with us.\n")


def t_water(r, dt):
    return (f"South East Water\nAccount {_ref(r, 10)}\nProperty {ADDR}\nUsage charges for renters\n"
            f"Period {_d(dt - timedelta(days=90))} - {_d(dt)}\nWater usage {r.randint(38, 60)} kL\n"
            f"Amount due ${r.uniform(110, 190):,.2f} by {_d(dt + timedelta(days=28))}\n")


def t_splitwise(r, dt):
    out = ["Date,Description,Category,Cost,Currency,Liam,Tom,Aisha,Ben"]
    d = dt - timedelta(days=60)
    for desc in ["Red Energy", "Aussie BB", "Toilet paper + dishwashing", "South East Water", "Aussie BB",
                 "Gas (AGL)", "Bin bags, sponges", "Aussie BB"]:
        d += timedelta(days=r.randint(5, 9))
        c = r.uniform(12, 420)
        payer = r.randrange(4)
        shares = [-(c / 4)] * 4
        shares[payer] += c
        out.append(f"{_iso(d)},{desc},Utilities,{c:.2f},AUD," + ",".join(f"{s:.2f}" for s in shares))
    return "\n".join(out) + "\n"


def t_bills_split(r, dt):
    out = ["Bill;Amount;Per person;Paid by;Liam paid?"]
    for b in ["Red Energy Q1", "AGL gas", "Aussie Broadband May", "South East Water", "Netflix (house)"]:
        a = r.uniform(15, 460)
        out.append(f"{b};{a:.2f};{a / 4:.2f};{r.choice(HOUSE)};{r.choice(['yes', 'yes', 'no'])}")
    return "\n".join(out)


def t_chores(r, dt):
    jobs = ["Kitchen benches + floor", "Bathroom", "Bins (Tue night)", "Vacuum lounge/hall"]
    rot = HOUSE[:]
    r.shuffle(rot)
    lines = [f"Week {w + 1}: " + ", ".join(f"{rot[(i + w) % 4]} - {j}" for i, j in enumerate(jobs)) for w in range(4)]
    return "27 Moriah St chores roster\n" + "\n".join(lines) + "\nRecycling bin every 2nd Tuesday (yellow lid).\n"


def t_agent_eml(r, dt):
    return (f"From: Jasmine Kaur <jasmine@southlinkpg.com.au>\nTo: {EMAIL}, tom.becker@outlook.com\n"
            f"Date: {dt:%a, %d %b %Y} 11:20:00 +1000\nSubject: Maintenance request #{_ref(r, 5)} - 27 Moriah St\n\n"
            "Hi Liam,\n\nThank you for reporting the bathroom exhaust fan and the dripping kitchen mixer tap. "
            f"Our plumber (Clayton Plumbing Co) will attend on {_d(dt + timedelta(days=4))} between 8 and 12. "
            "Someone over 18 needs to be home or we can use the office key.\n\nRoutine inspection is also due in "
            "July; we'll send the notice separately.\n\nKind regards,\nJasmine Kaur\nProperty Manager\n")


def t_renewal(r, dt):
    return (f"Southlink Property Group\n302 Clayton Road, Clayton VIC 3168\n\n{_d(dt)}\n\nTo the renters of {ADDR}\n\n"
            "Notice of proposed rent increase and offer of new fixed term\n\nYour current agreement ends on 31 "
            "January 2026. The rental provider offers a new 12-month fixed-term agreement from 1 February 2026 at "
            "$920.00 per week (currently $880.00 per week). This notice is given at least 60 days before the "
            "increase takes effect, in accordance with section 44 of the Residential Tenancies Act 1997.\n\n"
            "If you think the increase is excessive you may ask Consumer Affairs Victoria for a rent assessment.\n\n"
            "Jasmine Kaur, Property Manager\n")


def t_wifi(r, dt):
    return (f"house wifi\nSSID: MoriahSt-5G\npw: {r.choice(['bluegumtree', 'tramstop64'])}{r.randint(10, 99)}\n"
            "router admin 192.168.1.1 (admin / on the sticker)\nAussie BB customer no " + _ref(r, 7) +
            "\nNBN box in laundry, don't unplug the grey one\n")

# --------------------------------------------------------------------------- Car


PLATE = "1XK 4PD"


def t_rego(r, dt):
    return (f"VicRoads - Vehicle registration renewal notice\nRegistration number {PLATE}\n2013 MAZDA 3 MAXX SPORT "
            f"HATCH  VIN JM0BL10F20{_ref(r, 7)}\nRegistered operator: Liam Nguyen\nExpiry {_d(dt + timedelta(days=30))}"
            f"\n\n12 months registration incl. TAC charge: ${r.uniform(880, 960):,.2f}\n6 months: "
            f"${r.uniform(450, 500):,.2f}\nPay online at vicroads.vic.gov.au using payment reference "
            f"{_ref(r, 10)} or at any Australia Post.\n")


def t_insurance(r, dt):
    return (f"Budget Direct - Certificate of Insurance\nPolicy number MOT{_ref(r, 9)}\nComprehensive Car "
            f"Insurance\nInsured: Liam Nguyen  DOB 14/03/2005\nVehicle: 2013 Mazda 3 Maxx Sport, rego {PLATE}\n"
            f"Garaged at: {ADDR} (street)\nPeriod of insurance: {_d(dt)} to {_d(dt + timedelta(days=365))}\n"
            f"Agreed value $11,500\nBasic excess $650, young driver excess $800\nAnnual premium "
            f"${r.uniform(1150, 1450):,.2f} paid monthly\n")


def t_service(r, dt):
    km = r.randint(118000, 131000)
    parts = [("Engine oil 5W-30 4.2L", 62.0), ("Oil filter", 18.5), ("Air filter", 32.0), ("Labour 1.5h", 165.0),
             ("Front brake pads", 89.0)]
    use = parts[:3] + r.sample(parts[3:], r.randint(1, 2))
    tot = sum(p for _, p in use)
    return (f"Clayton Auto Care\n1182 Centre Road, Clayton South VIC 3169  ABN 71 223 908 441\nTAX INVOICE "
            f"{_ref(r, 5)}  {_au(dt)}\nCustomer: Liam Nguyen  Vehicle: Mazda 3 {PLATE}  Odometer {km:,} km\n\n" +
            "\n".join(f"{n}  ${p:.2f}" for n, p in use) + f"\n\nTotal incl GST ${tot:,.2f}\nNext service due at "
            f"{km + 10000:,} km or {_d(dt + timedelta(days=182))}\nNote: rear tyres at 3mm, replace soon.\n")


def t_linkt(r, dt):
    trips = "\n".join(f"{_au(dt - timedelta(days=r.randint(1, 30)))}  EastLink  "
                      f"{r.choice(['Ringwood', 'Dandenong', 'Mulgrave'])}"
                      f" -> {r.choice(['Frankston', 'Springvale Rd', 'Wellington Rd'])}  ${r.uniform(2.9, 7.8):.2f}"
                      for _ in range(r.randint(3, 7)))
    return (f"Linkt Melbourne - Account statement\nAccount {_ref(r, 9)}  Vehicle {PLATE}\nStatement date "
            f"{_d(dt)}\n\n{trips}\n\nAccount balance after top-up: ${r.uniform(10, 40):.2f}\n")


def t_fuel(r, dt):
    out = ["date, odo, litres, $/L, total, where"]
    odo = r.randint(121000, 125000)
    for i in range(8):
        lit = r.uniform(32, 45)
        ppl = r.uniform(1.78, 2.12)
        odo += r.randint(380, 520)
        out.append(f"{_au(dt - timedelta(days=(8 - i) * 9))}, {odo}, {lit:.1f}, {ppl:.3f}, {lit * ppl:.2f}, "
                   f"{r.choice(['Costco Moorabbin', 'BP Clayton Nth', '7-11 Springvale', 'United Huntingdale'])}")
    return "mazda fuel log (roughly 7.4 L/100)\n" + "\n".join(out) + "\n"


def t_racv(r, dt):
    return (f"RACV - Tax invoice / receipt\nMember: Liam Nguyen  Member no. 3{_ref(r, 8)}\nProduct: Emergency "
            f"Roadside Assistance - Standard Care\nVehicle {PLATE}\nPeriod {_d(dt)} - {_d(dt + timedelta(days=365))}\n"
            f"Amount paid ${r.uniform(120, 140):,.2f} (incl GST)\nReceipt {_ref(r, 10)}\n")


def t_fine(r, dt):
    return (f"Monash University - Parking Infringement Notice\nNotice no. {_ref(r, 9)}\nVehicle {PLATE}  MAZDA\n"
            f"Date/time of offence {_au(dt)} 10:47\nLocation: Clayton campus, Car Park 2, Blue permit area\n"
            "Offence: parked without valid permit\nPenalty $99.00, due within 28 days\n")


def t_car_contract(r, dt):
    return (f"Vehicle sale agreement (private sale)\nSeller: Hoang Minh Pham, Noble Park VIC\nBuyer: Liam Nguyen\n"
            f"Vehicle: 2013 Mazda 3 Maxx Sport, rego {PLATE}, odometer 104,380 km\nPrice $9,200.00 paid by bank "
            f"transfer\nDate of sale {_au(dt)}\nSold with current roadworthy certificate. PPSR checked: no "
            "encumbrance, not written off.\nSigned: seller, buyer\n")


def t_rwc(r, dt):
    return (f"Certificate of Roadworthiness - Victoria\nCertificate no. {r.choice('ABCD')}{_ref(r, 7)}\n"
            f"Vehicle: MAZDA 3 2013, rego {PLATE}\nTested by Springvale Tyre & Mechanical (LVT 2{_ref(r, 4)})\n"
            f"Date of test {_au(dt)}  Odometer 104,210 km\nResult: PASS\n")

# --------------------------------------------------------------------------- Health


def t_pathology(r, dt):
    return (f"Dorevitch Pathology\nPatient: NGUYEN, Liam  DOB 14/03/2005\nRequested by Dr Anh Tran, Clayton Medical "
            f"Centre\nCollected {_au(dt)}\n\nFull blood examination: within normal limits\nIron studies: ferritin "
            f"{r.randint(60, 140)} ug/L (30-500)\nVitamin D: {r.randint(38, 62)} nmol/L (>50) "
            f"{'LOW' if r.random() < 0.5 else ''}\nLipids: total cholesterol {r.uniform(3.8, 4.9):.1f} mmol/L\n"
            "Comment: mild vitamin D insufficiency, consider supplement over winter.\n")


def t_physio_ref(r, dt):
    return (f"Clayton Medical Centre\n{_d(dt)}\n\nDear colleague,\n\nRe: Liam NGUYEN, DOB 14/03/2005\n\n"
            "Thank you for seeing this 21-year-old with a 3-week history of right anterior shoulder pain after bench "
            "press. Full range, painful arc 80-120 degrees, no instability. Likely rotator cuff tendinopathy. "
            f"Please assess and treat.\n\nDr Anh Tran MBBS FRACGP\nProvider 2{_ref(r, 5)}Y\n")


def t_rehab(r, dt):
    return ("shoulder rehab (from Mel @ Monash Sports Physio)\n- band external rotation 3x15 daily\n"
            "- side-lying ER w/ 2kg 3x12\n- scap push ups 3x10\n- no bench / dips for 4 weeks, landmine press ok\n"
            f"- review appt {_au(dt + timedelta(days=14))} 4:15pm\n- pain scale today {r.randint(2, 4)}/10\n")


def t_dental(r, dt):
    return (f"Smile Studio Clayton\nTax invoice {_ref(r, 6)}  {_au(dt)}\nPatient: Liam Nguyen\n\n"
            "011 Comprehensive oral examination  $75.00\n114 Removal of calculus  $135.00\n121 Topical fluoride  "
            f"$45.00\nTotal $255.00\nHealth fund (Bupa, on parent's policy) paid ${r.uniform(140, 190):.2f}\nGap paid "
            "by EFTPOS\nNext check-up in 12 months.\n")


def t_gym(r, dt):
    return (f"Plus Fitness Clayton - Membership confirmation\nMember: Liam Nguyen  Member ID PF{_ref(r, 7)}\n"
            f"Start date {_d(dt)}\nMembership: 24/7 No lock-in, student rate\nDirect debit $17.45 per week, "
            "fortnightly from CommBank\nAccess fob issued. Cancel with 2 weeks notice.\n")


def t_medicare(r, dt):
    return (f"Medicare - Services Australia\n{_d(dt)}\n\nDear Liam Nguyen,\n\nYou now have your own Medicare card.\n"
            f"Card number {r.randint(2000, 6999)} {_ref(r, 5)} {r.randint(1, 9)}  IRN 1\n"
            "Your card was transferred from your mother's card because you are over 15 and asked for your own. "
            "Link Medicare to myGov to claim online.\n")


def t_program(r, dt):
    days = {"Push": ["Bench press 4x6-8", "OHP 3x8", "Incline DB 3x10", "Lateral raise 4x15", "Triceps rope 3x12"],
            "Pull": ["Deadlift 3x5", "Pull ups 4xAMRAP", "Barbell row 3x8", "Face pulls 3x15", "Curls 3x12"],
            "Legs": ["Squat 4x6", "RDL 3x8", "Leg press 3x12", "Calf raise 4x15", "Hanging leg raise 3x12"]}
    out = ["Day;Exercise;Sets x reps;Last weight (kg)"]
    for d, exs in days.items():
        for e in exs:
            out.append(f"{d};{e.rsplit(' ', 1)[0]};{e.rsplit(' ', 1)[1]};{r.choice([20, 40, 60, 80, 100, 120])}")
    return "\n".join(out)

# --------------------------------------------------------------------------- Music


EP_TRACKS = ["Night Shift", "Clayton Line", "Paper Planes", "Slow Burn", "Two Minutes to Close"]


def t_ep_schedule(r, dt):
    return ("STATIC TRAM - EP tracking plan, Lowlight Studio (Brunswick East)\nEngineer: Marco Rossi\n\n"
            "Sat 20 June 2026\n10:00 load in, drum sound (Sam)\n11:30 drums + bass live to click: Night Shift, "
            "Clayton Line, Paper Planes\n16:00 drums: Slow Burn, Two Minutes to Close\n\nSun 21 June 2026\n"
            "10:00 guitar overdubs (Jack)\n14:00 vocals (Ellie, Jack), keys\n19:00 rough mixes\n\n"
            "Bring: spare strings (DR Lo-Riders 45-105), 9V, Liam's Precision + the Ampeg DI, in-ear headphones, "
            "snacks. Click tempos: NS 128, CL 112, PP 96, SB 74, TMtC 140.\n")


def t_ep_budget(r, dt):
    items = [("Lowlight Studio tracking 2 days", 1600), ("Mix 5 tracks (Marco)", 750), ("Mastering (Hear No Evil)",
             325), ("Artwork (Ellie's friend)", 150), ("DistroKid", 35), ("Strings/heads", 110), ("Launch gig deposit",
             200)]
    out = ["Item;Cost;Per member (4)"]
    out += [f"{k};{v:.2f};{v / 4:.2f}" for k, v in items]
    tot = sum(v for _, v in items)
    out.append(f"TOTAL;{tot:.2f};{tot / 4:.2f}")
    out.append(f"Paid so far (Liam);{r.choice([250, 300, 350])}.00;")
    return "\n".join(out)


def t_lyrics(r, dt):
    return ("Night Shift (Static Tram) - lyrics v3\n\n[Verse 1]\nFluoro lights on Dandenong Road\nEvery tram "
            "goes the other way\nYou said call when the shift is over\nBut the shift is where I stay\n\n[Chorus]\n"
            "And I'm running on the night shift\nCounting cars instead of sheep\nIf the morning wants to find me\n"
            "I'll be somewhere in between\n\n[Verse 2]\nMilk steam and the radio static\nSomebody's order, "
            "somebody's name\n\n(bridge - Ellie to rewrite)\n")


def t_chart(tr: str):
    return lambda r, dt: _chart(tr)


def _chart(tr: str) -> str:
    tempo = {"Night Shift": 128, "Clayton Line": 112, "Paper Planes": 96, "Slow Burn": 74}.get(tr, 140)
    return (f"{tr} - bass chart (Liam)\nkey: E minor  tempo {tempo}\n\n"
            "Intro  | Em  | C  | G  | D  | x2 (8ths, palm muted)\nVerse  | Em | Em | C | D |\n"
            "Chorus | G | D | Em | C |  -> walk up on beat 4 into chorus\nBridge | Am | C | D | D | (drop out 2 bars)\n"
            "Outro  chorus x2, end on E hit with Sam\n\nnotes: play with pick for NS + TMtC, fingers elsewhere\n")


def t_studio_quote(r, dt):
    return (f"Lowlight Studio\n14 Nicholson Street, Brunswick East VIC 3057\nQuote Q-{_ref(r, 4)}  {_au(dt)}\n\n"
            "Client: Static Tram (attn Jack Morrison)\n\nTracking, 2 x 10-hour days incl. engineer  $1,600.00\n"
            "Mixing, 5 songs @ $150  $750.00\nBackline (Ludwig kit, Ampeg SVT)  included\nTotal (incl GST) "
            "$2,350.00\n\n50% deposit to confirm the 20-21 June booking. Cancellation within 14 days forfeits "
            "the deposit.\nMarco Rossi\n")


def t_studio_eml(r, dt):
    return (f"From: Marco Rossi <marco@lowlightstudio.com.au>\nTo: jack.morrison.music@gmail.com\nCc: {EMAIL}, "
            f"ellie.chen@gmail.com, samobrien.drums@gmail.com\nDate: {dt:%a, %d %b %Y} 19:44:12 +1000\n"
            "Subject: Re: Static Tram EP - booking 20-21 June\n\nHey team,\n\nDeposit received, you're locked in for "
            "20-21 June. Send me the demos and tempo map by the 10th so I can set up the session. Liam - the bass "
            "DI you recorded on the demos sounds great, bring that Precision and we'll mic the cab as well.\n\n"
            "Cheers,\nMarco\n")


def t_press_bio(r, dt):
    return ("STATIC TRAM - short bio (draft for the EP)\n\nStatic Tram are a four-piece indie rock band from "
            "Melbourne's south-east, formed at Monash University in 2024: Jack Morrison (guitar, vocals), Ellie "
            "Chen (vocals, keys), Sam O'Brien (drums) and Liam Nguyen (bass). After placing second at the Battle "
            "of the Bands at The Tote in November 2025, they are recording their debut EP 'Lights Out on "
            "Dandenong Road' at Lowlight Studio, out in September 2026.\n\nFor fans of: Ocean Alley, Spacey Jane, "
            "The Vanns.\nContact: statictramband@gmail.com | @statictram\n")


def t_distro(r, dt):
    return ("EP release checklist\n- [ ] masters back by end of July\n- [ ] artwork 3000x3000 jpg, no text near "
            "edges\n- [ ] DistroKid upload 4 weeks before release (Sept 11?)\n- [ ] ISRCs - DistroKid generates\n"
            "- [ ] APRA AMCOS register all 5 songs (split 25% each)\n- [ ] Spotify for Artists pitch 7 days before\n"
            "- [ ] launch gig - ask The Workers Club / Northcote Social Club\n")


def t_kitty(r, dt):
    out = ["Date;Item;In;Out;Balance"]
    bal = 0.0
    d = dt - timedelta(days=150)
    for it in ["Member contributions (4 x $50)", "Rehearsal - Bakehouse Studio 3h", "Rehearsal - Bakehouse 3h",
               "Gig fee The Tote", "Rehearsal 3h", "Member contributions (4 x $50)", "Rehearsal 3h", "Strings"]:
        d += timedelta(days=r.randint(10, 20))
        if "contrib" in it or "fee" in it:
            v = 200.0 if "contrib" in it else 240.0
            bal += v
            out.append(f"{_au(d)};{it};{v:.2f};;{bal:.2f}")
        else:
            v = r.choice([66.0, 72.0, 45.0])
            bal -= v
            out.append(f"{_au(d)};{it};;{v:.2f};{bal:.2f}")
    return "Static Tram band kitty\n" + "\n".join(out)


def t_rehearsal_eml(r, dt):
    return (f"From: Bakehouse Studios <bookings@bakehousestudios.com.au>\nTo: {EMAIL}\nDate: {dt:%a, %d %b %Y} "
            f"10:01:00 +1000\nSubject: Booking confirmed - Room 6, {_d(dt + timedelta(days=3))} 7-10pm\n\n"
            "Hi Liam,\n\nYour rehearsal booking is confirmed: Room 6 (PA, Ampeg bass rig, Pearl kit), 3 hours, "
            "$72.00 paid. Please bring your own cymbals and leads.\n\nBakehouse Studios, Richmond\n")


def t_tab(song: str, artist: str):
    def f(r, dt):
        riff = " ".join(r.choice(["0", "2", "3", "5", "7"]) for _ in range(12))
        return (f"{song} - {artist}\nBass tab (transcribed, standard tuning)\n\nG|-----------------|\n"
                f"D|-----------------|\nA|--{riff[:10].replace(' ', '-')}--|\nE|--{riff[10:].replace(' ', '-')}--|\n\n"
                "repeat x4, then chorus up an octave\n")
    return f


def t_practice(r, dt):
    return ("Bass practice routine (45 min)\n1. 5 min chromatic 1-2-3-4 with metronome, 80 -> 120 bpm\n"
            "2. 10 min major/minor scales in 2 octaves (CAGED positions)\n3. 10 min arpeggios over ii-V-I\n"
            "4. 10 min song work (EP set)\n5. 10 min slap: thumb on E/A, pop on G (Marcus Miller 'Run for Cover' "
            "intro slowly)\n")


def t_setlist(r, dt):
    return ("BATTLE OF THE BANDS - The Tote, Collingwood - Sun 9 Nov 2025\nStatic Tram - heat 3, 25 min set\n\n"
            "1. Clayton Line\n2. Paper Planes\n3. Mr Brightside (cover)\n4. Night Shift\n5. Two Minutes to Close\n\n"
            "load in 6:15, on stage 8:40. Result: 2nd place, $240 + 3 hrs at Bakehouse.\n")

# --------------------------------------------------------------------------- Travel


def t_eticket(r, dt):
    pnr = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6))
    return (f"Vietnam Airlines - Electronic Ticket Receipt\nBooking reference (PNR): {pnr}\nTicket number "
            f"738-{_ref(r, 10)}\nPassenger: NGUYEN/LIAM MR\nIssued {_d(dt)} by vietnamairlines.com\n\n"
            "VN 780  Sat 12 Dec 2026  Melbourne (MEL) 23:55 -> Ho Chi Minh City (SGN) 05:35 +1  Economy  40 kg\n"
            "VN 781  Fri 08 Jan 2027  Ho Chi Minh City (SGN) 09:40 -> Melbourne (MEL) 21:55  Economy  40 kg\n\n"
            f"Fare AUD {r.uniform(1180, 1450):,.2f}  Taxes AUD {r.uniform(180, 240):,.2f}\n"
            "Also on this booking: NGUYEN/THI LAN MRS, NGUYEN/VY MISS\n")


def t_evisa(r, dt):
    return (f"Socialist Republic of Vietnam - Immigration Department\nE-VISA application acknowledgement\n"
            f"Registration code E26{_ref(r, 10)}{r.choice('ABCDEFG')}\nFull name: NGUYEN LIAM\nNationality: Australia\n"
            f"Passport: PA{_ref(r, 7)}\nIntended entry: 12/12/2026 via Tan Son Nhat International Airport\n"
            "Type: single entry, 90 days\nFee: USD 25.00 (paid)\nStatus: processing - check in 3 working days\n")


def t_passport(r, dt):
    return (f"Australian Passport Office\nApplication received\n{_d(dt)}\n\nDear Liam Nguyen,\n\nWe received "
            f"your application for an Australian passport (adult renewal). Application number {_ref(r, 10)}.\n"
            "Standard processing takes up to 6 weeks. Your passport will be sent by registered post to "
            f"{ADDR}.\n\nYour old passport P{_ref(r, 7)} (expiring 04/2027) has been cancelled.\n")


def t_trip_insurance(r, dt):
    return (f"Cover-More Travel Insurance\nCertificate of Insurance  Policy {_ref(r, 9)}\nInsured: Liam Nguyen "
            "(and Thi Lan Nguyen, Vy Nguyen on family policy)\nDestination: Vietnam\nTravel dates: 12/12/2026 - "
            f"08/01/2027\nPlan: Comprehensive+, excess $250\nPremium ${r.uniform(320, 420):,.2f}\n"
            "Existing medical conditions declared: none\nEmergency assistance 24/7: +61 2 8907 5619\n")


def t_itinerary(r, dt):
    return ("Vietnam Dec 2026 - Jan 2027 (me, Mẹ, Vy)\n\n12/12 fly MEL-SGN VN780 overnight\n13/12 arrive Sài Gòn, "
            "cô Hạnh picks us up, stay Quận 10\n15/12 bus to Cần Thơ (Phương Trang, 4h) - ông bà nội, Ninh Kiều\n"
            "18/12 chợ nổi Cái Răng early morning with ông\n24/12 back to Sài Gòn, Christmas at cô Hạnh's\n"
            "27/12 fly SGN-DAD, bà ngoại in Đà Nẵng (Sơn Trà), Hội An day trip\n31/12 New Year's Eve at Mỹ Khê\n"
            "03/01 Huế 2 days? (ask Mẹ)\n06/01 fly DAD-SGN\n08/01 VN781 home\n\nTODO: book domestic flights "
            "(Vietjet/Bamboo), e-visa x3, international driving permit? (no - not driving there)\n")


def t_trip_budget(r, dt):
    out = ["Item;AUD;Notes"]
    for k, lo, hi, n in [("Flights (my share)", 1350, 1600, "Mẹ paid, I pay back"), ("E-visa", 38, 40, "USD 25"),
                         ("Insurance share", 110, 140, "Cover-More"), ("Domestic flights", 120, 200, "SGN-DAD-SGN"),
                         ("Gifts", 300, 450, "see list"), ("Spending money", 800, 1000, "VND ~16m"),
                         ("SIM (Viettel)", 15, 20, "airport")]:
        out.append(f"{k};{r.uniform(lo, hi):.2f};{n}")
    out.append(f"Saved so far;{r.randint(900, 1600)}.00;Up saver 'Vietnam'")
    return "\n".join(out)


def t_gifts(r, dt):
    return ("Quà cho gia đình (gifts)\n- ông nội: Blackmores fish oil x2, Tim Tams\n- bà nội: Sukin hand cream, "
            "khăn quàng (scarf) from Myer\n- bà ngoại: Manuka honey (Coles has 10+ for ~$25), warm cardigan\n"
            "- cô Hạnh + chú Tài: Penfolds Koonunga Hill red, macadamias\n- em họ (cousins) Bảo, Ngọc, Khôi: "
            "Aussie lollies, Monash hoodies?\n- check customs: honey ok if sealed, no fresh food\n")


def t_phrases(r, dt):
    return ("Vietnamese to practise before the trip (my southern accent is ok, reading is bad)\n"
            "Con chào ông bà ạ - hello grandparents (polite)\nCon nhớ ông bà lắm - I missed you so much\n"
            "Dạ, con ăn no rồi - yes I'm full (I'll need this a lot)\nBao nhiêu tiền? - how much?\n"
            "Con đang học kỹ sư cơ điện tử - I'm studying mechatronics engineering\n"
            "Năm sau con ra trường - I graduate next year\n\nĐịa chỉ ông bà nội: 48/12 đường Mậu Thân, phường "
            "An Hòa, quận Ninh Kiều, Cần Thơ\nBà ngoại: 211 Ngô Quyền, Sơn Trà, Đà Nẵng - số điện thoại 0905 xxx 318\n")


def t_packing(r, dt):
    return ("packing - vietnam\n[ ] passport + e-visa printout\n[ ] insurance cert\n[ ] adaptor (type A/C, "
            "2 pin)\n[ ] light clothes, 1 jumper for Đà Nẵng rain\n[ ] mozzie spray (Bushman)\n[ ] gifts (see list)"
            "\n[ ] laptop + charger (capstone report due Sem 2 week 1!)\n[ ] Up card + some USD\n")


def t_spirit(r, dt):
    return (f"Spirit of Tasmania - Booking confirmation\nBooking reference {r.choice('ABCDE')}{_ref(r, 6)}\n"
            "Lead passenger: Liam Nguyen\nPassengers: 4 adults\nVehicle: Mazda 3 hatch, rego 1XK 4PD\n\n"
            "Outbound: Geelong -> Devonport, Fri 4 Jul 2025, night sailing, 4-berth inside cabin\n"
            "Return: Devonport -> Geelong, Sat 12 Jul 2025, day sailing, recliners\n"
            f"Total paid ${r.uniform(980, 1180):,.2f}\nCheck-in closes 45 minutes before departure.\n")


def t_tassie(r, dt):
    return ("Tassie road trip July 2025 (me, Tom, Kevin, Hannah)\n4/7 ferry overnight\n5/7 Devonport -> Cradle "
            "Mountain, Dove Lake circuit, cabin at Cradle Mtn Highlanders\n7/7 -> Strahan, Gordon River cruise\n"
            "8/7 -> Hobart via Lake St Clair, Airbnb in North Hobart\n9/7 MONA, Salamanca, kunanyi summit\n"
            "10/7 Freycinet, Wineglass Bay lookout\n11/7 -> Launceston, Cataract Gorge\n12/7 ferry home\n\n"
            "Costs split on Splitwise, petrol ~ $310 total\n")


def t_schoolies(r, dt):
    return (f"Schoolies Week 2023 - Surfers Paradise\nAccommodation confirmation\nBooking {_ref(r, 8)}\n"
            "Guest: Liam Nguyen + 5\nProperty: Paradise Centre Apartments, 3-bedroom\nCheck-in Sat 25 Nov 2023, "
            "check-out Fri 1 Dec 2023\nBond $500 cash on arrival; schoolie wristband required (Red Frogs)\n")

# --------------------------------------------------------------------------- Cooking, Books, School


def t_pho(r, dt):
    return ("Phở bò của Mẹ (Mum's beef phở) - for 6\n\nNước dùng (broth)\n- 2 kg xương bò (beef bones), blanch 10 "
            "phút, rửa sạch\n- 1 củ hành tây + 1 củ gừng nướng cháy (char onion + ginger)\n- 5 hoa hồi (star anise), "
            "1 thanh quế (cinnamon), 4 đinh hương (cloves), 1 muỗng hạt ngò (coriander seed) - rang thơm\n"
            "- 4 lít nước, ninh nhỏ lửa 6 tiếng\n- nêm: 3 muỗng nước mắm, 1 cục đường phèn (rock sugar), muối\n\n"
            "Ăn kèm: bánh phở tươi (Springvale market), thịt bò tái, hành lá, ngò gai, giá, chanh, tương đen\n"
            "Mẹ nói: đừng khuấy nồi nước dùng, nước sẽ đục!\n")


def t_meal_prep(r, dt):
    out = ["Meal;Ingredients;Cost;Serves"]
    for m, i, c in [("Chicken rice bowls", "chicken thigh 1kg, rice, broccoli, teriyaki", 18.5),
                    ("Beef mince chilli", "mince 1kg, beans, tomato, capsicum", 16.0),
                    ("Thịt kho trứng", "pork belly, eggs, coconut water, fish sauce", 21.0),
                    ("Overnight oats", "oats, milk, yoghurt, frozen berries", 9.5)]:
        out.append(f"{m};{i};{c:.2f};{r.choice([4, 5, 6])}")
    return "\n".join(out)


def t_recipe(name: str, body: str):
    def f(r, dt):
        return f"{name}\n\n{body}\n\nServes {r.choice([2, 4])}. Prep {r.choice([10, 15, 20])} min.\n"
    return f


def t_reading(r, dt):
    return ("books 2026\nread:\n- Project Hail Mary (Andy Weir) 5/5\n- The Martian 4/5\n- Atomic Habits 3/5 (fine)\n"
            "- The Sympathizer (Viet Thanh Nguyen) - Mẹ's copy, heavy but good\nto read:\n- Dune\n- The Boat "
            "(Nam Le)\n- Chip War (Chris Miller)\n- Frankenstein (free on Gutenberg, for the engineering ethics "
            "angle)\n")


def t_vce_results(r, dt):
    return ("Victorian Curriculum and Assessment Authority\nVictorian Certificate of Education 2023\n"
            "Statement of Results\nLiam Nguyen  VCE student number 23{_ref}\n".replace("{_ref}", _ref(r, 6)) +
            "Sandown Park Secondary College\n\nEnglish  Study score 33\nMathematical Methods  38\nSpecialist "
            "Mathematics  35\nPhysics  37\nSystems Engineering  40\nVietnamese First Language  36\n\n"
            "ATAR: 91.35 (issued by VTAC)\n")


def t_vce_essay(r, dt):
    return ("Year 12 English - Text response\nLiam Nguyen 12C\n\n'The Boat' by Nam Le: how does Le show that the "
            "stories we tell shape who we become?\n\nIn 'Love and Honour and Pity and Pride and Compassion and "
            "Sacrifice', Le's narrator struggles with the expectation that he should write 'ethnic' stories ...\n"
            f"\nTeacher comment: good control of evidence, tighten your contentions. {r.choice(['8/10', '9/10'])}\n")


def t_vce_notes(subject: str):
    def f(r, dt):
        body = {"Methods": "chain rule: d/dx f(g(x)) = f'(g(x)) g'(x)\nprobability: Pr(A|B) = Pr(A n B)/Pr(B)\n"
                           "normal dist: CAS normCdf(lower, upper, mu, sigma)",
                "Physics": "F = ma, p = mv, E = hf\nspecial relativity: t = t0 * gamma\nfield lines, Lenz's law, "
                           "transformers: Vp/Vs = Np/Ns",
                "Systems": "SAT: automated plant watering system, Arduino Uno + moisture sensor + pump relay\n"
                           "folio: design brief, evaluation criteria, testing, Gantt",
                "Specialist": "complex numbers: De Moivre, roots of unity\nvectors: scalar product, resolutes\n"
                              "kinematics: a = v dv/dx"}[subject]
        return f"VCE {subject} 2023 - summary notes\n\n{body}\n\nexam: {r.choice(['Nov 2', 'Nov 7', 'Oct 30'])}\n"
    return f


def t_pick_tests(r, dt):
    out = ["Trial;Item;Detected;Grasped;Placed in bin;Cycle time s;Notes"]
    for i in range(1, 25):
        item = r.choice(["can", "can", "bottle", "carton"])
        ok = r.random() < (0.8 if item == "can" else 0.6)
        why = "" if ok else r.choice(["suction lost seal", "wrist flip", "missed by 15 mm", "dropped on lift"])
        out.append(f"{i};{item};yes;{'yes' if ok else 'no'};{'yes' if ok else 'no'};{r.uniform(4.2, 7.5):.1f};{why}")
    return "SortBot pick test - conveyor stopped - " + _d(dt) + "\n" + "\n".join(out)


def t_drawing(r, dt):
    return (f"SHOULDER BRACKET v3\nDRAWN: L. NGUYEN   CHECKED: J. KOWALSKI   DATE {_au(dt)}\nMATERIAL: PETG, 40% "
            "GYROID INFILL   SCALE 1:1   SHEET 1 OF 1\nTRC3000 TEAM 14 - SORTBOT\nALL DIMENSIONS IN MM, "
            "GENERAL TOLERANCE +/-0.2\n4 x M3 HEAT-SET INSERTS, DEPTH 5\nFILLET R3 AT SERVO POCKET\n")


def t_win_ini(r, dt):
    return "\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"


OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
MZ = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00"
PK = b"PK\x03\x04\x14\x00\x00\x00\x08\x00"
MP4 = b"\x00\x00\x00\x20ftypisom\x00\x00\x02\x00isomiso2avc1mp41"

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

    def blob(head: bytes, n: int = 1500):
        return lambda rr, dt: _blob(rr, head, n)

    def sysfile(rel: str, age: float) -> None:
        name = rel.rsplit("/", 1)[-1]
        data = t_win_ini(r, NOW).encode("utf-16") if name == "desktop.ini" else _blob(r, OLE, 600)
        add(rel, L, "System", age, data)

    U = "University"
    DL, DT, DOC, OD = "Downloads", "Desktop", "Documents", "OneDrive"
    SCAN = f"{DOC}/Scans"

    # ------------------------------------------------------------ TRC3000 capstone (Projects University)
    cap = "OneDrive - Monash University/TRC3000 Team 14 - Documents"
    add(f"{cap}/Admin/Project Proposal - Team 14.docx", P, U, ago(2026, 3, 20), t_proposal)
    add(f"{cap}/Admin/Project Proposal - Team 14 (submitted).pdf", P, U, ago(2026, 3, 20), t_proposal)
    add(f"{cap}/Admin/Risk Assessment SWMS.docx", P, U, ago(2026, 4, 2), t_risk)
    add(f"{cap}/Admin/Gantt chart.xlsx", P, U, 6, t_gantt)
    for n in range(9):
        age = ago(2026, 3, 2) - 7 * n - (7 if n > 5 else 0)
        ext = "docx" if n < 4 else "md"
        add(f"{cap}/Meetings/Meeting {n + 1:02d} - {_iso(NOW - timedelta(days=age))}.{ext}", P, U, age, t_meeting(n))
    add(f"{cap}/Reports/Progress Report v2.docx", P, U, 12, t_progress)
    add(f"{cap}/Reports/Progress Report v3.docx", P, U, 3, t_progress)
    add(f"{cap}/Reports/~$ogress Report v3.docx", L, "System", 3, b"\x05Liam Nguyen" + bytes(150))
    add(f"{cap}/Design/BOM_SortBot.csv", P, U, 15, t_bom)
    add(f"{cap}/Design/Drawings/shoulder_bracket_v3.pdf", P, U, 30, t_drawing)
    add(f"{cap}/CAD/base_v2.SLDPRT", P, U, 52, blob(OLE, 2400))
    add(f"{cap}/CAD/shoulder_link_v3.SLDPRT", P, U, 31, blob(OLE, 2400))
    add(f"{cap}/CAD/arm_assembly.SLDASM", P, U, 9, blob(OLE, 3000))
    add(f"{cap}/CAD/gripper_finger_v3.step", P, U, 9, t_step)
    add(f"{cap}/Datasheets/DS3235_servo_datasheet.pdf", P, U, 60, t_datasheet(
        "DS3235 SSG", "35 kg.cm digital coreless servo, metal gear, 270/180 degree",
        ["Stall torque 32.5 kg.cm at 6.8 V", "Speed 0.13 s/60 deg", "Dead band 3 us", "Weight 65 g"]))
    add(f"{cap}/Datasheets/PCA9685.pdf", P, U, 62, t_datasheet(
        "PCA9685", "16-channel, 12-bit PWM Fm+ I2C-bus LED controller", ["12-bit resolution", "40 Hz to 1000 Hz",
                                                                        "I2C Fast-mode Plus 1 MHz", "2.3 V to 5.5 V"]))
    add(f"{cap}/Datasheets/esp32-devkitc_datasheet.pdf", P, U, 62, t_datasheet(
        "ESP32-DevKitC V4", "Development board for ESP32-WROOM-32E",
        ["Dual-core Xtensa LX6 240 MHz", "Wi-Fi + Bluetooth", "34 GPIO", "USB-UART CP2102"]))
    add(f"{cap}/Testing/servo_calibration_2026-05-14.csv", P, U, ago(2026, 5, 14), t_servo_log)
    add(f"{cap}/Testing/Pick test results.xlsx", P, U, 5, t_pick_tests)
    for i, age in enumerate((58, 40, 24, 10)):
        photo(f"{cap}/Photos/IMG_{4512 + i * 37}.jpg", P, U, age)
    for i, age in enumerate((33, 20, 4)):
        photo(f"Pictures/Capstone/IMG_{4590 + i * 41}.HEIC", P, U, age)
    gh = f"{DOC}/GitHub/sortbot"
    add(f"{gh}/README.md", P, U, 21, README)
    add(f"{gh}/kinematics.py", P, U, 7, KIN)
    add(f"{gh}/vision/detect.py", P, U, 11, DETECT)
    add(f"{gh}/firmware/sortbot/sortbot.ino", P, U, 14, INO)
    add(f"{gh}/tests/test_ik.py", P, U, 7, TEST_IK)
    add(f"{gh}/requirements.txt", P, U, 40, "numpy==1.26.4\nopencv-python==4.10.0.84\nultralytics==8.2.48\n"
        "pyserial==3.5\npytest==8.2.2\n")
    add(f"{gh}/calib/handeye.npy", P, U, 16, blob(b"\x93NUMPY\x01\x00v\x00", 200))
    dot(f"{gh}/.gitignore", b".venv/\n__pycache__/\nweights/*.pt\nruns/\n", 40)
    add(f"{DT}/todo.txt", P, U, 6, t_capstone_todo, hard=True)
    add(f"{DT}/final FINAL.docx", P, U, 4, t_progress, hard=True)
    add(f"{DL}/data.xlsx", P, U, 5, t_pick_tests, hard=True)
    add(f"{DL}/Untitled spreadsheet (1).xlsx", P, U, 44, lambda rr, dt: t_bom(rr, dt).replace(",", ";"), hard=True)
    add(f"{DOC}/temp/out.csv", P, U, 17, t_servo_log, hard=True)
    add(f"{DL}/mail (2).eml", P, U, 8, t_supervisor_eml, hard=True)

    # ------------------------------------------------------------ Semester 1 2026 units (Projects University)
    for k, (code, (name, _, _)) in enumerate(UNITS_NOW.items()):
        base = f"{DOC}/Uni/2026 S1/{code} {name}"
        weeks = sorted(r.sample(range(1, 12), 2))
        for w in weeks:
            add(f"{base}/Lectures/Lecture {w}.pdf", P, U, ago(2026, 3, 2) - 7 * (w - 1), t_lecture(code, w))
        add(f"{base}/Assignment 1/Assignment 1 brief.pdf", P, U, 70 - k * 3, t_assignment_brief(code, 1))
        add(f"{base}/Assignment 1/{code}_A1_LiamNguyen.docx", P, U, 52 - k * 2, t_my_submission(code, 1))
        add(f"{base}/Labs/Lab {2 + k % 2} report.docx", P, U, 30 - k * 4, t_lab_report(code, 2 + k % 2))
        if k % 2 == 0:
            add(f"{base}/Tutorials/tute notes.txt", P, U, 20 + k, t_tut_notes(code))
    add(f"{DL}/assignment1.pdf", P, U, 72, t_assignment_brief("TRC3200", 1))
    add(f"{DL}/assignment1 (3).pdf", P, U, 41, t_assignment_brief("TRC3200", 1))
    add(f"{DL}/TRC3500_Lab3_sheet.pdf", P, U, 33, t_lab_report("TRC3500", 3))
    add(f"{DL}/Lecture 4 - Real-time operating systems.pdf", P, U, 26, t_lecture("ECE3073", 4))
    add(f"{DL}/document (3).pdf", P, U, 23, t_assignment_brief("ECE3073", 2), hard=True)
    add(f"{DL}/document (4).pdf", P, U, 18, t_lecture("MEC3456", 6), hard=True)
    add(f"{DL}/notes.txt", P, U, 15, t_tut_notes("TRC3500"), hard=True)
    add(f"{DT}/final.docx", P, U, 9, t_lab_report("TRC3500", 4), hard=True)
    add(f"{DL}/file (1).pdf", P, U, 47, t_assignment_brief("MEC3456", 2), hard=True)

    # ------------------------------------------------------------ University admin (Areas) and reference (Resources)
    add(f"{DOC}/Uni/Admin/Enrolment statement 2026.pdf", A, U, ago(2026, 2, 10), t_enrolment)
    add(f"{DOC}/Uni/Admin/Timetable S1 2026.csv", A, U, ago(2026, 2, 24), t_timetable)
    add(f"{DOC}/Uni/Admin/Academic transcript 2025.pdf", A, U, ago(2025, 12, 18), t_transcript)
    ref = f"{DOC}/Uni/Reference"
    add(f"{ref}/Textbooks/Craig - Introduction to Robotics 4th ed.pdf", R, U, 400, t_textbook(
        "Introduction to Robotics: Mechanics and Control, 4th edition", "John J. Craig",
        "This book covers spatial descriptions, manipulator kinematics, Jacobians, dynamics and trajectory "
        "generation for robot manipulators."))
    add(f"{ref}/Textbooks/Nise - Control Systems Engineering 8e.pdf", R, U, 150, t_textbook(
        "Control Systems Engineering, 8th edition", "Norman S. Nise",
        "A practical approach to analysing and designing feedback control systems, with MATLAB and Simulink "
        "case studies such as antenna azimuth position control."))
    add(f"{ref}/Textbooks/Shigley's Mechanical Engineering Design 11e.pdf", R, U, 145, t_textbook(
        "Shigley's Mechanical Engineering Design, 11th edition", "Richard G. Budynas, J. Keith Nisbett",
        "Fundamentals of machine element design: stress, deflection, fatigue, shafts, bearings, gears, "
        "fasteners and springs."))
    add(f"{ref}/Datasheets/ATmega328P.pdf", R, U, 610, t_datasheet(
        "ATmega328P", "8-bit AVR Microcontroller with 32K Bytes In-System Programmable Flash",
        ["131 powerful instructions", "32 KB flash, 2 KB SRAM, 1 KB EEPROM", "6 PWM channels", "10-bit ADC"]))
    add(f"{ref}/Datasheets/LM2596.pdf", R, U, 380, t_datasheet(
        "LM2596", "SIMPLE SWITCHER 4.5-V to 40-V, 3-A Step-Down Voltage Regulator",
        ["3.3 V, 5 V, 12 V and adjustable versions", "150 kHz fixed frequency", "Thermal shutdown"]))
    add(f"{ref}/Cheat sheets/Laplace transform table.pdf", R, U, 120, t_cheatsheet)
    add(f"{ref}/Cheat sheets/MATLAB cheatsheet.pdf", R, U, 500, "MATLAB quick reference\nzeros(m,n) ones(m,n) "
        "eye(n) linspace(a,b,n)\nA' transpose, A.*B elementwise, A\\b solve\ntf(num,den), step(sys), "
        "rlocus(sys), bode(sys), margin(sys)\nplot(x,y,'r--'), xlabel, ylabel, grid on, legend\n")
    add(f"{ref}/Guides/ROS2 Humble on WSL2.md", R, U, 90, t_ros_wsl)
    add(f"{DL}/Practical Electronics for Inventors.epub", R, U, 230, _epub(
        "Practical Electronics for Inventors, 4th edition", "Paul Scherz, Simon Monk", "en",
        "Circuits, components and microcontrollers explained for makers and students: Ohm's law, capacitors, "
        "transistors, op amps and the Arduino."))
    add(f"{DL}/guide.pdf", R, U, 160, "Git for engineering students - a quick guide\nDepartment of Electrical "
        "and Computer Systems Engineering\n\n1. git clone, git status, git add, git commit -m\n2. branches: "
        "git switch -c feature/ik\n3. never commit build outputs or large CAD files; use Git LFS for STEP\n"
        "4. pull requests and code review for team projects\n", hard=True)

    # ------------------------------------------------------------ finished units 2024-2025 (Archive University)
    starts = {"2024 S1": (2024, 6, 20), "2024 S2": (2024, 11, 15), "2025 S1": (2025, 6, 20), "2025 S2": (2025, 11, 14)}
    for sem, units in UNITS_OLD.items():
        for j, (code, name) in enumerate(units.items()):
            base = f"{DOC}/Uni/{sem}/{code}"
            end = ago(*starts[sem])
            add(f"{base}/Assignment 1.docx", X, U, end + 60 - j, t_old_unit(code, name, "assignment"))
            if j % 2 == 0:
                add(f"{base}/{code} exam revision.txt", X, U, end + 5, t_old_unit(code, name, "notes"))
            if sem == "2025 S2" and j == 1:
                add(f"{base}/Week 3 slides.pdf", X, U, end + 80, t_old_unit(code, name, "slides"))
    add(f"{DOC}/Uni/2024 S2/ENG1012/Hovercraft final demo.mp4", X, U, ago(2024, 10, 18), blob(MP4, 3000))
    add(f"{OD}/Documents/Document 1.docx", X, U, ago(2024, 4, 10), t_old_unit("ENG1011", "Engineering Methods",
                                                                               "assignment"), hard=True)

    # ------------------------------------------------------------ job applications 2026 (Projects Career)
    C = "Career"
    jobs = f"{DOC}/Jobs 2026"
    add(f"{jobs}/CV/CV_Liam_Nguyen_v3.docx", P, C, 80, t_cv(3))
    add(f"{jobs}/CV/CV_Liam_Nguyen_v4.docx", P, C, 19, t_cv(4))
    add(f"{jobs}/CV/CV_Liam_Nguyen.pdf", P, C, 19, t_cv(4))
    add(f"{DL}/CV_Liam_Nguyen.pdf", P, C, 46, t_cv(3))
    for i, (co, role, place) in enumerate(COMPANIES):
        add(f"{jobs}/Cover letters/Cover letter - {co.split()[0]}.docx", P, C, 64 - i * 11, t_cover(co, role, place))
    add(f"{jobs}/Cover letters/~$ver letter - Bosch.docx", L, "System", 20, b"\x05Liam Nguyen" + bytes(150))
    add(f"{jobs}/Application tracker.xlsx", P, C, 2, t_tracker)
    add(f"{jobs}/Transcript_for_applications.pdf", P, C, 60, t_transcript)
    add(f"{jobs}/Siemens interview prep.md", P, C, 4, t_interview_prep)
    add(f"{jobs}/Online tests/SHL practice notes.txt", P, C, 25, t_shl_notes)
    add(f"{jobs}/Online tests/Assessment invitation.eml", P, C, 27, t_assessment_eml)
    add(f"{DL}/Siemens_Graduate_Program_2027_Brochure.pdf", P, C, 70, "Siemens Australia Graduate Program 2027\n"
        "Digital Industries | Smart Infrastructure | Mobility\nTwo-year rotational program for engineering graduates "
        "completing their degree by early 2027. Applications close 30 April 2026.\nStages: online application, "
        "SHL assessment, video interview, assessment centre (July), offers (August).\n")
    add(f"{DL}/mail.eml", P, C, 6, t_interview_eml, hard=True)
    add(f"{DL}/file.pdf", P, C, 28, t_assessment_eml, hard=True)
    add(f"{DL}/Untitled document (2).docx", P, C, 5, t_interview_prep, hard=True)
    add(f"{DT}/Document1.docx", P, C, 2, t_cover("Aurecon", "Vacation Program 2026/27 - Mechanical", "Melbourne VIC"),
        hard=True)
    add(f"{DOC}/Engineers Australia student membership.pdf", A, C, 75, t_ea_membership)

    # ------------------------------------------------------------ internship 2025-26 (Archive Career)
    intern = f"{DOC}/Internship - Automation Dynamics"
    add(f"{intern}/Letter of offer.pdf", X, C, ago(2025, 10, 30), t_intern_offer)
    for w, age in ((2, ago(2025, 12, 5)), (6, ago(2026, 1, 16)), (11, ago(2026, 2, 13))):
        add(f"{intern}/Weekly logs/Week {w:02d}.docx", X, C, age, t_intern_log)
    add(f"{intern}/Final report - L Nguyen.docx", X, C, ago(2026, 2, 19), t_intern_report)
    add(f"{intern}/Reference - Greg Halloran.pdf", X, C, ago(2026, 2, 24), t_reference)
    add(f"{intern}/Timesheets.xlsx", X, C, ago(2026, 2, 20), t_intern_timesheet)
    add(f"{intern}/Induction - site safety.pdf", X, C, ago(2025, 11, 25), "Automation Dynamics Pty Ltd\nSite "
        "induction - contractors and vacation students\nPPE: steel caps, hi-vis, safety glasses on the floor\n"
        "Isolation: personal danger tag and lock on every isolation point (LOTO)\nFirst aid: Michelle Tan, "
        "Greg Halloran\nEvacuation point: front car park, Remington Drive\nInducted: Liam Nguyen 25/11/2025\n")
    add(f"{DL}/scan.pdf", X, C, ago(2025, 11, 3), t_intern_offer, hard=True)
    add(f"{DL}/Untitled document (1).docx", X, C, ago(2026, 1, 9), t_intern_log, hard=True)
    add(f"{DOC}/New Microsoft Word Document.docx", X, C, ago(2026, 2, 17), t_intern_report, hard=True)
    add(f"{OD}/Attachments/Letter.pdf", X, C, ago(2026, 2, 24), t_reference, hard=True)

    # ------------------------------------------------------------ barista job (Areas Work)
    W = "Work"
    wk = f"{DOC}/Work - Little Oak"
    for age in (4, 18, 32, 46, 60, 200):
        add(f"{wk}/Payslips/Payslip_{_iso(NOW - timedelta(days=age))}.pdf", A, W, age, t_payslip)
    for age in (3, 10, 17):
        add(f"{wk}/Rosters/roster_{_iso(NOW - timedelta(days=age))}.csv", A, W, age, t_roster)
    add(f"{wk}/TFN declaration.pdf", A, W, ago(2024, 3, 8), t_tfn)
    add(f"{wk}/Letter of engagement.pdf", A, W, ago(2024, 3, 8), t_agreement)
    add(f"{wk}/Certificates/RSA certificate.pdf", A, W, ago(2024, 5, 2), t_cert("rsa"))
    add(f"{wk}/Certificates/Food safety SITXFSA005.pdf", A, W, ago(2024, 3, 20), t_cert("food"))
    add(f"{DL}/document.pdf", A, W, 16, t_payslip, hard=True)
    add(f"{DL}/form.pdf", A, W, ago(2024, 3, 7), t_tfn, hard=True)
    add(f"{DT}/New Text Document.txt", A, W, 9, t_shift_notes, hard=True)
    add(f"{SCAN}/scan_0010.pdf", A, W, ago(2024, 3, 21), t_cert("food"), hard=True)
    add(f"{SCAN}/scan_0011.pdf", A, W, ago(2024, 5, 3), t_cert("rsa"), hard=True)
    add(f"{OD}/Attachments/Agreement.pdf", A, W, ago(2024, 3, 8), t_agreement, hard=True)

    # ------------------------------------------------------------ Woolworths (Archive Work)
    ww = f"{DOC}/Old jobs/Woolworths"
    for age in (ago(2023, 6, 14), ago(2023, 11, 8), ago(2024, 2, 7)):
        add(f"{ww}/Payslips/pay_{_iso(NOW - timedelta(days=age))}.pdf", X, W, age, t_woolies_payslip)
    add(f"{ww}/Resignation letter.docx", X, W, ago(2024, 2, 9), t_resignation)
    add(f"{ww}/Income statement 2023-24.pdf", X, W, ago(2024, 7, 20), t_income_statement)
    add(f"{DL}/output.pdf", X, W, ago(2024, 7, 21), t_income_statement, hard=True)
    add(f"{DL}/document (6).pdf", X, W, ago(2024, 3, 4), t_separation, hard=True)
    add(f"{OD}/Documents/Document.docx", X, W, ago(2024, 2, 9), t_resignation, hard=True)

    # ------------------------------------------------------------ money (Areas Finance)
    F = "Finance"
    mon = f"{DOC}/Money"
    for m in (3, 4, 5):
        add(f"{mon}/Bank/CommBank statement 2026-0{m}.pdf", A, F, ago(2026, m, 28), t_bank_statement)
    add(f"{mon}/Bank/Up_transactions_2026-05.csv", A, F, 2, t_bank_csv)
    add(f"{mon}/Budget 2026.xlsx", A, F, 12, t_budget)
    add(f"{mon}/Centrelink/Youth Allowance - payment change Apr 2026.pdf", A, F, ago(2026, 4, 14), t_centrelink)
    add(f"{mon}/Centrelink/Youth Allowance - payment change Feb 2026.pdf", A, F, ago(2026, 2, 19), t_centrelink)
    add(f"{mon}/HELP/HELP debt statement 2025.pdf", A, F, ago(2025, 7, 2), t_help)
    add(f"{mon}/HELP/CAN Semester 1 2026.pdf", A, F, ago(2026, 4, 15), t_can)
    add(f"{mon}/Tax/Notice of assessment 2024.pdf", A, F, ago(2024, 8, 5), t_noa)
    add(f"{mon}/Tax/Notice of assessment 2025.pdf", A, F, ago(2025, 7, 28), t_noa)
    add(f"{mon}/Tax/mytax 2025 notes.txt", A, F, ago(2025, 7, 12), "mytax 2025\n- income statements: Little Oak "
        "(tax ready), Automation Dynamics not yet (only started Nov)\n- Centrelink YA prefilled\n- deductions: "
        "laptop? no (uni is not work). union fees none\n- HELP: below repayment threshold\n- lodge after 15 July "
        "when everything is tax ready\n")
    add(f"{mon}/Super/Hostplus annual statement 2025.pdf", A, F, ago(2025, 9, 12), t_super)
    add(f"{DL}/document (1).pdf", A, F, ago(2026, 5, 6), t_centrelink, hard=True)
    add(f"{DL}/print.pdf", A, F, ago(2025, 7, 3), t_help, hard=True)
    add(f"{DL}/export.csv", A, F, 33, t_bank_csv, hard=True)
    add(f"{DL}/document (7).pdf", A, F, ago(2026, 4, 29), t_bank_statement, hard=True)
    add(f"{DL}/document (5).pdf", A, F, ago(2025, 9, 14), t_super, hard=True)
    add(f"{OD}/Documents/Untitled.xlsx", A, F, 140, t_budget, hard=True)
    add(f"{OD}/Attachments/DOC_20250611.pdf", A, F, ago(2025, 6, 11), t_noa, hard=True)

    # ------------------------------------------------------------ share house (Areas Home)
    H = "Home"
    hs = f"{DOC}/House"
    add(f"{hs}/Lease 2026-27 signed.pdf", A, H, ago(2026, 1, 22), t_lease)
    add(f"{hs}/Bond receipt RTBA.pdf", A, H, ago(2025, 2, 3), t_bond)
    add(f"{hs}/Condition report.pdf", A, H, ago(2025, 2, 1), t_condition)
    add(f"{hs}/Rent increase notice.pdf", A, H, ago(2025, 11, 20), t_renewal)
    add(f"{hs}/Bills/Red Energy Q1 2026.pdf", A, H, ago(2026, 4, 9), t_energy)
    add(f"{hs}/Bills/Aussie Broadband May 2026.pdf", A, H, 12, t_internet)
    add(f"{hs}/Bills/South East Water Mar 2026.pdf", A, H, ago(2026, 3, 31), t_water)
    add(f"{hs}/Bills split.xlsx", A, H, 8, t_bills_split)
    add(f"{hs}/chores roster.txt", A, H, 95, t_chores)
    add(f"{hs}/Maintenance - exhaust fan.eml", A, H, 26, t_agent_eml)
    add(f"{DL}/download.pdf", A, H, ago(2026, 1, 8), t_energy, hard=True)
    add(f"{DL}/export (1).csv", A, H, 5, t_splitwise, hard=True)
    add(f"{DT}/Book1.xlsx", A, H, 30, t_bills_split, hard=True)
    add(f"{SCAN}/scan_0012.pdf", A, H, ago(2026, 1, 23), t_lease, hard=True)
    add(f"{SCAN}/scan_0013.pdf", A, H, ago(2025, 2, 4), t_bond, hard=True)
    add(f"{DL}/letter.pdf", A, H, ago(2025, 11, 21), t_renewal, hard=True)
    add(f"{DOC}/misc/info.txt", A, H, 300, t_wifi, hard=True)
    add(f"{DL}/Scan 2026-04-03.pdf", A, H, ago(2026, 4, 3), t_water, hard=True)
    add(f"{DL}/mail (3).eml", A, H, 26, t_agent_eml, hard=True)

    # ------------------------------------------------------------ car (Areas / Archive Car)
    V = "Car"
    car = f"{DOC}/Car"
    add(f"{car}/Rego/VicRoads renewal 2025.pdf", A, V, ago(2025, 1, 20), t_rego)
    add(f"{car}/Rego/VicRoads renewal 2026.pdf", A, V, ago(2026, 1, 19), t_rego)
    add(f"{car}/Insurance/Budget Direct certificate 2026.pdf", A, V, ago(2026, 2, 12), t_insurance)
    add(f"{car}/Service/Clayton Auto Care invoice Nov 2025.pdf", A, V, ago(2025, 11, 6), t_service)
    add(f"{car}/Service/Clayton Auto Care invoice May 2026.pdf", A, V, 11, t_service)
    add(f"{car}/Tolls/Linkt statement Apr 2026.pdf", A, V, ago(2026, 4, 30), t_linkt)
    add(f"{car}/RACV roadside 2026.pdf", A, V, ago(2026, 2, 27), t_racv)
    add(f"{car}/Monash parking fine.pdf", A, V, ago(2026, 3, 17), t_fine)
    add(f"{DL}/document (2).pdf", A, V, ago(2026, 1, 18), t_rego, hard=True)
    add(f"{DL}/attachment (1).pdf", A, V, 11, t_service, hard=True)
    add(f"{DL}/1716823400123.pdf", A, V, ago(2026, 3, 31), t_linkt, hard=True)
    add(f"{DL}/receipt.pdf", A, V, ago(2026, 2, 27), t_racv, hard=True)
    add(f"{DT}/New folder/scan0001.pdf", A, V, ago(2026, 2, 13), t_insurance, hard=True)
    add(f"{DT}/New Text Document (3).txt", A, V, 7, t_fuel, hard=True)
    add(f"{car}/Purchase 2024/Vehicle sale agreement.pdf", X, V, ago(2024, 2, 17), t_car_contract)
    add(f"{car}/Purchase 2024/Roadworthy certificate.pdf", X, V, ago(2024, 2, 15), t_rwc)
    add(f"{car}/Purchase 2024/PPSR search certificate.pdf", X, V, ago(2024, 2, 14), "PPSR Search Certificate\n"
        f"Search number {r.randint(10**9, 10**10)}\nVIN JM0BL10F200123987\nResult: no security interests registered\n"
        "NEVDIS: registered VIC, 1XK 4PD; not reported stolen; no written-off record\nSearch fee $2.00\n")
    add(f"{SCAN}/scan_0009.pdf", X, V, ago(2024, 2, 17), t_car_contract, hard=True)
    add(f"{DT}/New folder/scan0003.pdf", X, V, ago(2024, 2, 15), t_rwc, hard=True)

    # ------------------------------------------------------------ health (Areas / Resources Health)
    He = "Health"
    hl = f"{DOC}/Health"
    add(f"{hl}/Pathology results Mar 2026.pdf", A, He, ago(2026, 3, 12), t_pathology)
    add(f"{hl}/GP referral - physio.pdf", A, He, ago(2026, 4, 22), t_physio_ref)
    add(f"{hl}/shoulder rehab exercises.txt", A, He, ago(2026, 4, 29), t_rehab)
    add(f"{hl}/Dental invoice 2025.pdf", A, He, ago(2025, 9, 30), t_dental)
    add(f"{hl}/Plus Fitness membership.pdf", A, He, ago(2025, 2, 10), t_gym)
    add(f"{hl}/Medicare card letter.pdf", A, He, ago(2021, 6, 3), t_medicare)
    add(f"{DL}/report.pdf", A, He, ago(2026, 3, 13), t_pathology, hard=True)
    add(f"{DT}/New folder/scan0002.pdf", A, He, ago(2026, 4, 23), t_physio_ref, hard=True)
    add(f"{DL}/confirmation.pdf", A, He, ago(2025, 2, 10), t_gym, hard=True)
    add(f"{DL}/1 (1).pdf", A, He, ago(2025, 9, 30), t_dental, hard=True)
    add(f"{SCAN}/scan_0014.pdf", A, He, ago(2023, 8, 2), t_medicare, hard=True)
    add(f"{DL}/text.txt", A, He, ago(2026, 4, 28), t_rehab, hard=True)
    add(f"{DOC}/Gym/PPL program.xlsx", R, He, 210, t_program)
    add(f"{DOC}/Gym/Starting Strength notes.txt", R, He, 480, "starting strength basics\n- squat, press/bench, "
        "deadlift, power clean\n- add 2.5 kg per session until stall, then 3 stalls -> deload 10%\n- eat, sleep "
        "8h, protein ~1.6 g/kg (me ~ 115 g)\n- warm up: empty bar 2x5, then 40/60/80%\n")
    add(f"{OD}/Documents/Book.xlsx", R, He, 330, t_program, hard=True)

    # ------------------------------------------------------------ Static Tram (Music: all four buckets)
    M = "Music"
    ep = f"{DOC}/Static Tram EP"
    add(f"{ep}/EP tracking plan - Lowlight.docx", P, M, 5, t_ep_schedule)
    add(f"{ep}/EP budget.xlsx", P, M, 9, t_ep_budget)
    add(f"{ep}/~$EP budget.xlsx", L, "System", 9, b"\x0bLiam Nguyen" + bytes(150))
    add(f"{ep}/Lyrics/Night Shift lyrics v3.docx", P, M, 24, t_lyrics)
    for i, tr in enumerate(EP_TRACKS[:3]):
        add(f"{ep}/Charts/{tr} - bass chart.txt", P, M, 60 - i * 14, t_chart(tr))
    add(f"{ep}/Lowlight Studio quote.pdf", P, M, 38, t_studio_quote)
    add(f"{ep}/Re Static Tram EP - booking 20-21 June.eml", P, M, 13, t_studio_eml)
    add(f"{ep}/Press bio draft.docx", P, M, 16, t_press_bio)
    add(f"{ep}/release checklist.md", P, M, 14, t_distro)
    add(f"{ep}/Artwork/cover draft 1.png", P, M, 22, "")
    add(f"{ep}/Artwork/cover draft 2 (Ellie).png", P, M, 10, "")
    for i, tr in enumerate(EP_TRACKS):
        add(f"Music/Static Tram/Demos/{i + 1:02d} {tr} (demo).mp3", P, M, 120 - i * 17,
            _id3(r, f"{tr} (demo)", "Static Tram", "Lights Out on Dandenong Road - demos"))
    for i, age in enumerate((27, 27, 27)):
        photo(f"Pictures/EP cover shoot/IMG_{4655 + i}.jpg", P, M, age)
    add(f"{DL}/attachment.pdf", P, M, 37, t_studio_quote, hard=True)
    add(f"{DL}/Untitled document.docx", P, M, 45, t_lyrics, hard=True)
    add(f"{DT}/untitled.txt", P, M, 19, t_chart("Slow Burn"), hard=True)
    add(f"{DT}/draft.docx", P, M, 15, t_press_bio, hard=True)
    add(f"{DL}/mail (1).eml", P, M, 13, t_studio_eml, hard=True)
    add(f"{DOC}/Static Tram/band kitty.xlsx", A, M, 8, t_kitty)
    add(f"{DOC}/Static Tram/Bakehouse booking confirmation.eml", A, M, 6, t_rehearsal_eml)
    gig = f"{DOC}/Static Tram/Gigs/Battle of the Bands 2025"
    add(f"{gig}/setlist.txt", X, M, ago(2025, 11, 8), t_setlist)
    add(f"{gig}/poster.png", X, M, ago(2025, 10, 20), "")
    add(f"{gig}/Tote heat 3 video.mp4", X, M, ago(2025, 11, 10), blob(MP4, 3000))
    bass = "Music/Bass"
    add(f"{bass}/Tabs/Hysteria - Muse.txt", R, M, 700, t_tab("Hysteria", "Muse"))
    add(f"{bass}/Tabs/Come As You Are - Nirvana.txt", R, M, 820, t_tab("Come As You Are", "Nirvana"))
    add(f"{bass}/Tabs/Hello - Ocean Alley.txt", R, M, 260, t_tab("Hello", "Ocean Alley"))
    add(f"{bass}/Tabs/Money - Pink Floyd.gp", R, M, 400, blob(PK, 900))
    add(f"{bass}/practice routine.txt", R, M, 300, t_practice)
    add(f"{bass}/Bass scales and modes.pdf", R, M, 520, "Bass scales and modes - reference chart\nIonian (major): "
        "W W H W W W H\nDorian: W H W W W H W\nPhrygian: H W W W H W W\nLydian: W W W H W W H\nMixolydian: W W H W W "
        "H W\nAeolian (natural minor): W H W W H W W\nLocrian: H W W H W W W\nPentatonic minor: 1 b3 4 5 b7\n")

    # ------------------------------------------------------------ Vietnam Dec 2026 (Projects), past trips (Archive)
    T = "Travel"
    vn = f"{DOC}/Vietnam 2026"
    add(f"{vn}/Vietnam Airlines e-ticket.pdf", P, T, 48, t_eticket)
    add(f"{vn}/e-visa application.pdf", P, T, 6, t_evisa)
    add(f"{vn}/Passport renewal - APO.pdf", P, T, ago(2026, 2, 25), t_passport)
    add(f"{vn}/Cover-More certificate.pdf", P, T, 47, t_trip_insurance)
    add(f"{vn}/Lịch trình (itinerary).docx", P, T, 20, t_itinerary)
    add(f"{vn}/Trip budget.xlsx", P, T, 11, t_trip_budget)
    add(f"{vn}/Quà tặng - gifts.txt", P, T, 30, t_gifts)
    add(f"{vn}/packing.txt", P, T, 3, t_packing)
    add(f"{DL}/download (1).pdf", P, T, 48, t_eticket, hard=True)
    add(f"{DL}/details.pdf", P, T, 47, t_trip_insurance, hard=True)
    add(f"{DL}/Untitled spreadsheet.xlsx", P, T, 35, t_trip_budget, hard=True)
    add(f"{DT}/New Text Document (2).txt", P, T, 25, t_phrases, hard=True)
    add(f"{SCAN}/scan_0016.pdf", P, T, ago(2026, 2, 26), t_passport, hard=True)
    add(f"{DOC}/Doc1.docx", P, T, 29, t_gifts, hard=True)
    add(f"{DT}/New Text Document (4).txt", P, T, 4, t_packing, hard=True)
    trips = f"{DOC}/Trips"
    add(f"{trips}/Tasmania 2025/Spirit of Tasmania booking.pdf", X, T, ago(2025, 5, 2), t_spirit)
    add(f"{trips}/Tasmania 2025/itinerary.txt", X, T, ago(2025, 6, 20), t_tassie)
    add(f"{trips}/Schoolies 2023/Paradise Centre confirmation.pdf", X, T, ago(2023, 9, 1), t_schoolies)
    add(f"{DL}/booking.pdf", X, T, ago(2025, 5, 2), t_spirit, hard=True)

    # ------------------------------------------------------------ recipes (Resources Cooking), ebooks (Resources Books)
    K = "Cooking"
    add(f"{DOC}/Recipes/Phở bò của Mẹ.txt", R, K, 250, t_pho)
    add(f"{DOC}/Recipes/meal prep.xlsx", R, K, 120, t_meal_prep)
    add(f"{DOC}/Recipes/Butter chicken (Aisha's).txt", R, K, 200, t_recipe(
        "Aisha's butter chicken", "Marinate 1 kg chicken thigh in yoghurt, garam masala, chilli and garlic "
        "overnight. Grill. Sauce: butter, onion, tomato passata, kasuri methi, cream. Simmer 20 min."))
    add(f"{DOC}/Recipes/Student budget recipes - Monash Food.pdf", R, K, 700, t_recipe(
        "Monash Student Association - Budget Recipes", "Fried rice: day-old rice, 2 eggs, frozen peas and corn, "
        "soy sauce, spring onion. Lentil dahl: red lentils, onion, garlic, turmeric, tin of tomatoes."))
    add(f"{DT}/asdf.txt", R, K, 180, t_recipe(
        "Thịt kho trứng (Mẹ)", "1 kg thịt ba chỉ (pork belly) cắt miếng, ướp nước mắm, đường, tỏi 30 phút. "
        "Thắng đường làm nước màu, cho thịt vào xào săn, đổ nước dừa tươi ngập thịt, thêm 6 trứng luộc bóc vỏ. "
        "Kho lửa nhỏ 1.5 tiếng. Ăn với cơm và dưa giá."), hard=True)
    B = "Books"
    add(f"{DOC}/eBooks/Frankenstein - Mary Shelley.epub", R, B, 400, _epub(
        "Frankenstein; or, The Modern Prometheus", "Mary Wollstonecraft Shelley", "en",
        "You will rejoice to hear that no disaster has accompanied the commencement of an enterprise which you "
        "have regarded with such evil forebodings."))
    add(f"{DOC}/eBooks/The Time Machine - H G Wells.epub", R, B, 390, _epub(
        "The Time Machine", "H. G. Wells", "en",
        "The Time Traveller (for so it will be convenient to speak of him) was expounding a recondite matter to us."))
    add(f"{DOC}/eBooks/Meditations - Marcus Aurelius.epub", R, B, 150, _epub(
        "Meditations", "Marcus Aurelius", "en",
        "From my grandfather Verus I learned good morals and the government of my temper."))
    add(f"{DL}/list.txt", R, B, 40, t_reading, hard=True)

    # ------------------------------------------------------------ installers (Resources Software)
    S = "Software"
    for name, age in [("SteamSetup.exe", 600), ("EpicInstaller-17.2.0.msi", 210), ("Install VALORANT.exe", 420),
                      ("DiscordSetup.exe", 590), ("VSCodeUserSetup-x64-1.99.3.exe", 70),
                      ("python-3.12.4-amd64.exe", 300), ("arduino-ide_2.3.4_Windows_64bit.exe", 95),
                      ("MSIAfterburnerSetup466Beta5.zip", 260), ("OBS-Studio-31.0.2-Windows-Installer.exe", 150),
                      ("576.52-notebook-win10-win11-64bit-international-dch-whql.exe", 14),
                      ("SOLIDWORKS_2025_Student_Installer.exe", 100), ("matlab_R2025a_Windows.exe", 110)]:
        head = OLE if name.endswith(".msi") else PK if name.endswith(".zip") else MZ
        add(f"{DL}/{name}", R, S, age, blob(head, 2000))
    add(f"{DOC}/Software/SOLIDWORKS student licence.txt", R, S, 100, "SOLIDWORKS Education Edition 2025-2026 "
        "(student)\nSerial: 9020 0012 3456 7890 ABCD 1234\nActivation via Monash MySoftware portal, expires "
        "30/06/2026 - renew next semester\n")

    # ------------------------------------------------------------ photos, screenshots, captures (Resources Photos)
    Ph = "Photos"
    n = 4700
    for month, ages in (("2026-03", (80, 71, 64)), ("2026-04", (55, 48, 41, 35)), ("2026-05", (29, 22, 14, 8, 2))):
        for age in ages:
            n += r.randint(3, 25)
            ext = "HEIC" if r.random() < 0.6 else "JPG"
            photo(f"Pictures/iPhone/{month}/IMG_{n}.{ext}", R, Ph, age)
    for age in (3, 9, 16, 27, 44, 71):
        t = NOW - timedelta(days=age)
        add(f"Pictures/Screenshots/Screenshot {t:%Y-%m-%d} {r.randint(90000, 235959):06d}.png", R, Ph, age, "")
    for game, age in (("VALORANT", 12), ("VALORANT", 50), ("Forza Horizon 5", 95), ("EA SPORTS FC 25", 160)):
        t = NOW - timedelta(days=age)
        add(f"Videos/Captures/{game} {t:%Y-%m-%d %H-%M-%S}.png", R, Ph, age, "")
    add(f"Videos/Captures/VALORANT {(NOW - timedelta(days=12)):%Y-%m-%d} 23-41-07.mp4", R, Ph, 12, blob(MP4, 3000))
    for i, age in enumerate((ago(2026, 2, 17),) * 4):
        photo(f"Pictures/Tết 2026/IMG_{3120 + i * 3}.jpg", R, Ph, age)
    for i, age in enumerate((ago(2025, 7, 5), ago(2025, 7, 7), ago(2025, 7, 9), ago(2025, 7, 10))):
        photo(f"Pictures/Tasmania 2025/IMG_{2204 + i * 19}.jpg", R, Ph, age)
    for i, age in enumerate((ago(2024, 12, 24), ago(2025, 1, 29), ago(2025, 3, 14))):
        photo(f"{OD}/Pictures/Camera Roll/IMG_{1501 + i * 57}.jpg", R, Ph, age)
    add("Pictures/Saved Pictures/engineering memes.jpg", R, Ph, 500, "")

    # ------------------------------------------------------------ VCE 2023 (Archive School)
    Sc = "School"
    vce = f"{DOC}/VCE"
    add(f"{vce}/VCE Statement of Results 2023.pdf", X, Sc, ago(2023, 12, 11), t_vce_results)
    add(f"{vce}/English/The Boat text response.docx", X, Sc, ago(2023, 5, 18), t_vce_essay)
    add(f"{vce}/Methods/summary notes.docx", X, Sc, ago(2023, 10, 20), t_vce_notes("Methods"))
    add(f"{vce}/Physics/summary notes.docx", X, Sc, ago(2023, 10, 25), t_vce_notes("Physics"))
    add(f"{vce}/Systems Engineering/SAT folio.docx", X, Sc, ago(2023, 9, 1), t_vce_notes("Systems"))
    add(f"{SCAN}/scan_0015.pdf", X, Sc, ago(2023, 12, 14), t_vce_results, hard=True)
    add(f"{DL}/doc.pdf", X, Sc, ago(2023, 11, 20), t_vce_notes("Specialist"), hard=True)

    # ------------------------------------------------------------ copy of the high-school laptop (Archive Backup)
    Bk = "Backup"
    hp = "Backup/HP laptop (school)"
    add(f"{hp}/Documents/Year 12/English/The Boat text response.docx", X, Bk, ago(2023, 5, 18), t_vce_essay)
    add(f"{hp}/Documents/Year 12/Methods/summary notes.docx", X, Bk, ago(2023, 10, 20), t_vce_notes("Methods"))
    add(f"{hp}/Documents/Year 12/Specialist/summary notes.docx", X, Bk, ago(2023, 10, 22), t_vce_notes("Specialist"))
    add(f"{hp}/Documents/Year 12/Systems/plant watering.ino", X, Bk, ago(2023, 8, 14), "// VCE Systems SAT - "
        "automatic plant watering\nconst int SENSOR = A0;\nconst int PUMP = 7;\nvoid setup() { pinMode(PUMP, OUTPUT); "
        "Serial.begin(9600); }\nvoid loop() {\n  int m = analogRead(SENSOR);\n  Serial.println(m);\n  "
        "digitalWrite(PUMP, m > 620 ? HIGH : LOW);\n  delay(2000);\n}\n")
    add(f"{hp}/Documents/Year 11/Chemistry prac report.docx", X, Bk, ago(2022, 8, 30), "Year 11 Chemistry - "
        "titration of vinegar with NaOH\nLiam Nguyen 11C\nAim: determine the concentration of ethanoic acid in "
        "white vinegar.\nResult: 0.83 M (label 0.8 M)\n")
    add(f"{hp}/Documents/Woolies availability.docx", X, Bk, ago(2022, 2, 4), "Woolworths Springvale - "
        "availability form\nName: Liam Nguyen\nMon-Thu after 4pm, Fri after 5pm, Sat all day, Sun not available "
        "(church with Bà)\nSchool: Year 11, Sandown Park SC\n")
    add(f"{hp}/Documents/Resume.docx", X, Bk, ago(2021, 6, 20), "Liam Nguyen\nYear 10 student, Sandown Park "
        "Secondary College\nSkills: customer service, bilingual English/Vietnamese, team player\n"
        "Experience: helped at Mum's nail salon on weekends (2019-2021)\nReferee: Mr D. Walsh, Year 10 coordinator\n")
    add(f"{hp}/Documents/Minecraft server.txt", X, Bk, ago(2021, 9, 1), "server ip 192.168.0.14:25565\nop: "
        "liam_ng, khoi2005\nseed -4530634556500121041\nbackup world folder before updating to 1.18!!\n")
    for i, age in enumerate((ago(2022, 12, 24), ago(2023, 1, 22), ago(2023, 11, 27))):
        photo(f"{hp}/Pictures/IMG_{204 + i * 88}.jpg", X, Bk, age)
    add(f"{hp}/Downloads/MinecraftInstaller.msi", X, Bk, ago(2021, 8, 30), blob(OLE, 1500))
    add(f"{hp}/Downloads/Year 12 exam timetable 2023.pdf", X, Bk, ago(2023, 8, 1), "VCAA 2023 VCE examination "
        "timetable\nEnglish Wed 25 Oct 9:00\nPhysics Wed 8 Nov\nMathematical Methods Exam 1 Thu 2 Nov\n"
        "Specialist Mathematics Exam 1 Tue 7 Nov\nSystems Engineering Mon 13 Nov\n")
    sysfile(f"{hp}/Pictures/Thumbs.db", ago(2023, 12, 1))
    sysfile(f"{hp}/Desktop/desktop.ini", ago(2023, 12, 1))

    # ------------------------------------------------------------ unfinished downloads, locks and system files (Left)
    add(f"{DL}/Unconfirmed 481920.crdownload", L, "System", 1, blob(MZ, 3000))
    add(f"{DL}/ubuntu-24.04.2-desktop-amd64.iso.part", L, "System", 2, _blob(r, b"\x00" * 64, 2500))
    add(f"{DL}/Forza Horizon 5 Setup.exe.crdownload", L, "System", 20, blob(MZ, 2000))
    add(f"{DT}/~$aft.docx", L, "System", 15, b"\x05Liam Nguyen" + bytes(150))
    for d in (DT, DOC, DL, "Pictures", "Music", "Videos"):
        sysfile(f"{d}/desktop.ini", 600)
    sysfile("Pictures/Tết 2026/Thumbs.db", ago(2026, 2, 18))
    sysfile(f"{SCAN}/Thumbs.db", 30)
    dot(f"{DOC}/Static Tram EP/Charts/._Night Shift - bass chart.txt", b"\x00\x05\x16\x07" + bytes(60), 60)

    return items
