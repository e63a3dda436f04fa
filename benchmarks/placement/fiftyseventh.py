"""A fifty-seventh unseen labelled corpus: Lucía Fernández Ortega, a history teacher in Madrid, ``build(root, seed)``, written blind.

Whoever wrote this module read only ``unseen.py``'s module docstring (for the way a person and the labelling
rules are written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``,
``_id3`` and ``_blob`` and the first lines of its ``build()`` (the ``write``/``encode``/``add``/``dot``
helpers); the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg`` of ``corpus.py``; and
``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD`` of ``blind.py`` (plus, by a stray ``sed``, the
name lists and ``_person`` next to them, which were not used). Nobody looked at ``foldwise/``,
``docs/``, ``tests/``, ``scripts/``, the bench scripts, the bodies of the other corpus modules or any placement
result. The files and labels are shaped by what this family would have on disk, not by what any code looks for.

The person: Lucía Fernández Ortega, 44, a secondary-school history teacher (profesora de Enseñanza Secundaria,
Geografía e Historia, funcionaria de carrera since the 2009 oposiciones) with a permanent post since 2019 at
IES Cerro de los Ángeles in Getafe, where she is head of department (jefa de departamento) and coordinates
the school's Erasmus+ programme. Before that she taught at IES Butarque in Leganés (2011-2019). She lives
in Carabanchel, Madrid, in a rented flat (C/ Eugenia de Montijo 48, 3º B, since 2015; before that a small
rented flat in Lavapiés, 2008-2015) with her husband Jorge Martín Rubio, a bus driver for EMT, and their
children Pablo (16, 4º ESO), Marta (12, 6º de Primaria) and Leo (7, 2º de Primaria). As a funcionaria she is
covered by MUFACE (Adeslas). Her mother Carmen Ortega Blázquez died in September 2022; the inheritance was
settled in 2023 and left Lucía and her siblings Ramón and Inés a village house in Garrovillas de Alconétar
(Cáceres), which the three share and keep up. The family drives a Dacia Jogger (bought 2022, replacing a
2006 Citroën Xsara Picasso). Lucía reads history for pleasure, researches her family's village, cooks her
mother's Extremaduran recipes and is in a library book club.

Current projects (as of ``NOW``, 2026-06-01): buying a bigger flat at C/ General Ricardos 142 with an
Ibercaja mortgage (arras signed 15 April 2026, deed to be signed on 26 June 2026, removal after that); the
Erasmus+ school exchange with Scoil Mhuire Community School in Oranmore (Galway): the Spanish group went to
Ireland in March 2026, the Irish group comes to Getafe in October 2026 and the final report to SEPIE is
still to be written; the children's school admissions for 2026-27 (Pablo into Bachillerato de Ciencias at
another IES, Marta into 1º ESO); repairing the roof of the village house in summer 2026 with her siblings; a
paper for the Coloquios Históricos de Extremadura in Trujillo, September 2026; the family's camping holiday
in Cantabria, July 2026.

The machine: a shared Windows PC with a Spanish interface. ``Descargas/`` (browser and WhatsApp Web downloads,
``Documento (3).pdf``, ``descarga (1).pdf``, ``export.csv``, installers), ``Descargas/Telegram Desktop/``,
``Escritorio/`` (``Nuevo documento de texto (2).txt``, ``Nuevo Documento de Microsoft Word.docx``,
``Libro1.xlsx``), ``Documentos/`` with half-organized subject folders (``Instituto``, ``Piso nuevo``,
``Niños``, ``Casa del pueblo``, ``Hacienda``, ``Nóminas``...), year folders (``Documentos/2023``, ``2024``,
``2025``) holding whatever was saved there, scanner output in ``Documentos/Escaneos/`` (``scan_0012.pdf``,
older ``Escanear0002.pdf``), ``Imágenes/`` with camera and phone pictures, and a copy of an old pendrive
(``Documentos/Copia pendrive 2018/``). Texts are Spanish, with English for the exchange.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The flat
  purchase (listings, visit photos, mortgage offers, FEIN, valuation, arras, notary, removal quotes) -- topic
  Vivienda; the Erasmus+ exchange with Ireland (agreement, grant, participants, flights, boarding passes kept
  for the grant justification, programme, trip photos, October visit, final report) -- topic Docencia; the
  2026 school admissions of Pablo and Marta -- topic Hijos; the village-house roof (quotes, permit, photos
  of the leaks, cost split) -- topic Pueblo; the Trujillo paper (proposal, drafts, archive notes and
  photographs of documents, bibliography, registration) -- topic Historia; the Cantabria holiday of July 2026
  -- topic Viajes.
- **Areas**: responsibilities with no end, whatever the document's age: her teaching job -- programaciones,
  exams, grades, department minutes, timetables, training certificates, mail with families (Docencia);
  household money -- bank, both payslips, tax returns (renta) of any year, budget spreadsheets, pension plan
  (Finanzas); the rented flat -- lease, rent, utilities, home insurance (Vivienda); the family's health and
  MUFACE (Salud); the children's schools and activities -- report cards, canteen, extracurriculars, trips,
  grants, summer camps of any year (Hijos); the car (Coche); keeping up the village house with her siblings -- IBI,
  bills, shared accounts, insurance (Pueblo). An old renta or the 2023-24 department minutes are still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: curriculum decrees, exam
  criteria, teaching maps and sources (Docencia); tax guides (Finanzas); appliance manuals (Vivienda); the car
  manual (Coche); history articles, ebooks, podcasts and family genealogy (Historia); recipes (Cocina);
  novels and the book-club list (Libros); installers (Software); photos and screenshots (Fotos).
- **Archive**: finished projects and ended responsibilities: her oposiciones of 2009, her years at IES
  Butarque and the finished eTwinning project of 2023 (Docencia); the Lavapiés flat (Vivienda); the old
  Xsara Picasso (Coche); the closed Bankia account (Finanzas); Leo's nursery school, left in 2022 (Hijos);
  her mother's inheritance, settled in 2023 (Herencia); past trips -- Rome 2019,
  the Algarve 2024, Asturias 2025 (Viajes); the old pendrive copy, kept whole as it was (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) -- topic System. Dot files are written but not labelled.

Photos: camera, phone and WhatsApp pictures and screenshots are Resources/Fotos, except photos that document a
project, current or finished (flat visits, the Irish trip, the roof leaks, archive documents photographed
for the paper, past holidays: that project's bucket and topic) and those inside the pendrive copy
(Archive/Backup). Images of documents filed in a subject folder take that folder's label: maps in the
teaching-materials folder are Resources/Docencia, the floor plan of the new flat is Projects/Vivienda, the
picture of the family's Adeslas cards in ``Salud`` is Areas/Salud.

Topics are subjects (the exchange is Docencia like the grades; the roof is Pueblo like the IBI). ``hard``
marks a file whose name *and* folder say nothing about its subject (``Descargas/Documento (3).pdf``,
``Escritorio/Nuevo documento de texto.txt``, ``Documentos/Escaneos/scan_0031.pdf``, ``Documentos/2024/
documento.docx``): only the text inside can place it, and that text says what a real document would.
Images are never hard. Dates are relative to ``corpus.NOW`` so all corpora share the benchmark's reference
time.
"""

from __future__ import annotations

import io
import os
import random
import struct
import zipfile
import zlib
from datetime import date, datetime, timedelta
from email.message import EmailMessage
from email.policy import SMTP
from email.utils import format_datetime
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400
ZIP_DATE = (2026, 1, 1, 0, 0, 0)

# --------------------------------------------------------------------------- helpers (after unseen.py)


def _d(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _latin1(text: str) -> str:
    for a, b in (("\u2013", "-"), ("\u2014", "-"), ("\u2019", "'"), ("\u201c", '"'), ("\u201d", '"'),
                 ("\u2026", "..."), ("\u20ac", "EUR"), ("\u2022", "*"), ("\u00a0", " ")):
        text = text.replace(a, b)
    return text.encode("latin-1", "replace").decode("latin-1")


def _rezip(data: bytes) -> bytes:
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=ZIP_DATE)
            zi.compress_type = zipfile.ZIP_STORED if info.filename == "mimetype" else zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, src.read(info.filename))
    return out.getvalue()


def _zip(entries: list[tuple[str, str]]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, body in entries:
            zi = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            zi.compress_type = zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, body)
    return out.getvalue()


def _xlsx(text: str) -> bytes:
    """A minimal workbook whose one sheet holds ``text``'s ``;``-separated rows as inline strings."""
    rows = []
    for i, line in enumerate(text.strip().splitlines(), 1):
        cells = "".join(f'<c r="{chr(65 + j)}{i}" t="inlineStr"><is><t>{escape(v)}</t></is></c>'
                        for j, v in enumerate(line.split(";")[:26]))
        rows.append(f'<row r="{i}">{cells}</row>')
    ns = "http://schemas.openxmlformats.org"
    return _zip([
        ("[Content_Types].xml",
         ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
          f'<Types xmlns="{ns}/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/xl/workbook.xml" '
          'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
          '<Override PartName="/xl/worksheets/sheet1.xml" '
          'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>')),
        ("_rels/.rels",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns}/package/2006/relationships">'
          f'<Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/officeDocument" '
          'Target="xl/workbook.xml"/></Relationships>')),
        ("xl/workbook.xml",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="{ns}/spreadsheetml/2006/main" '
          f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/>'
          '</sheets></workbook>')),
        ("xl/_rels/workbook.xml.rels",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns}/package/2006/relationships">'
          f'<Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/worksheet" '
          'Target="worksheets/sheet1.xml"/></Relationships>')),
        ("xl/worksheets/sheet1.xml",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="{ns}/spreadsheetml/2006/main">'
          f'<sheetData>{"".join(rows)}</sheetData></worksheet>')),
    ])


def _epub(title: str, author: str, lang: str, para: str) -> bytes:
    return _zip([
        ("mimetype", "application/epub+zip"),
        ("META-INF/container.xml",
         ('<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
          '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
          '</rootfiles></container>')),
        ("OEBPS/content.opf",
         ('<?xml version="1.0" encoding="UTF-8"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" '
          'unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
          f'<dc:identifier id="id">urn:uuid:{zlib.crc32((title + author).encode()):012d}</dc:identifier>'
          f'<dc:title>{escape(title)}</dc:title><dc:creator>{escape(author)}</dc:creator>'
          f'<dc:language>{lang}</dc:language></metadata><manifest><item id="c1" href="c1.xhtml" '
          'media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/></spine></package>')),
        ("OEBPS/c1.xhtml",
         (f'<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>'
          f'{escape(title)}</title></head><body><h1>{escape(title)}</h1><p>{escape(para)}</p></body></html>')),
    ])


def _id3(r: random.Random, title: str, artist: str, album: str) -> bytes:
    def frame(fid: str, val: str) -> bytes:
        body = b"\x01" + val.encode("utf-16")
        return fid.encode() + struct.pack(">I", len(body)) + b"\x00\x00" + body
    frames = frame("TIT2", title) + frame("TPE1", artist) + frame("TALB", album)
    size = len(frames)
    syncsafe = bytes([(size >> 21) & 0x7F, (size >> 14) & 0x7F, (size >> 7) & 0x7F, size & 0x7F])
    audio = b"".join(b"\xff\xfb\x90\x64" + bytes(r.getrandbits(8) for _ in range(60)) for _ in range(12))
    return b"ID3\x03\x00\x00" + syncsafe + frames + audio


def _blob(r: random.Random, head: bytes, n: int = 1500) -> bytes:
    return head + bytes(r.getrandbits(8) for _ in range(n))


# --------------------------------------------------------------------------- Spanish helpers

MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
         "noviembre", "diciembre"]


def _f(dt) -> str:
    """``12 de marzo de 2026``."""
    return f"{dt.day} de {MESES[dt.month - 1]} de {dt.year}"


def _fc(dt) -> str:
    """``12/03/2026``."""
    return f"{dt.day:02d}/{dt.month:02d}/{dt.year}"


def _num(v: float) -> str:
    s = f"{v:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def _eur(v: float) -> str:
    return _num(v) + " €"


def _e(r: random.Random, lo: float, hi: float) -> str:
    return _eur(r.uniform(lo, hi))


def ago(y: int, m: int, d: int) -> int:
    """Days from a calendar date to ``NOW``."""
    return (NOW.date() - date(y, m, d)).days


def _mes_ant(dt) -> tuple[str, int]:
    """The month before ``dt`` (name, year): a payslip or bill issued early in a month covers the one before."""
    m, y = dt.month - 1, dt.year
    if m == 0:
        m, y = 12, y - 1
    return MESES[m - 1], y


def _eml(frm: str, to: str, subject: str, dt, body: str) -> bytes:
    msg = EmailMessage(policy=SMTP)
    msg["From"] = frm
    msg["To"] = to
    msg["Subject"] = subject
    msg["Date"] = format_datetime(dt.replace(microsecond=0))
    msg["MIME-Version"] = "1.0"
    msg.set_content(body, charset="utf-8", cte="8bit")
    return msg.as_bytes()


LUCIA = "Lucía Fernández Ortega <lucia.fernandez.ortega@educa.madrid.org>"
LUCIA_G = "Lucía Fernández <luciafdez.ortega@gmail.com>"
JORGE = "Jorge Martín <jorgemrubio75@gmail.com>"
RAMON = "Ramón Fernández Ortega <ramonfo.plasencia@gmail.com>"
INES = "Inés Fernández <ines.fdez.ortega@hotmail.com>"
DNI_L = "51478203-M"
DNI_J = "50966318-T"
CASA = "C/ Eugenia de Montijo 48, 3º B, 28025 Madrid"
IES = "IES Cerro de los Ángeles"
IES_DIR = "IES Cerro de los Ángeles - Avda. de las Ciudades 31, 28903 Getafe (Madrid) - Código de centro 28040712"
PISO = "C/ General Ricardos 142, 5º A, 28019 Madrid"
PUEBLO = "C/ Pizarro 12, 10940 Garrovillas de Alconétar (Cáceres)"

ALUMNOS = ["Adrián", "Alba", "Alejandro", "Andrea", "Carla", "Daniel", "Diego", "Elena", "Hugo", "Irene", "Iván",
           "Javier", "Laura", "Lucas", "Manuel", "María", "Martina", "Nerea", "Noa", "Pablo", "Paula", "Raúl",
           "Sara", "Sergio", "Valeria", "Yasmín", "Zaira", "Óscar", "Aitana", "Mohamed"]
APELLIDOS = ["García", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz", "Díaz", "Moreno", "Muñoz",
             "Álvarez", "Romero", "Navarro", "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Serrano", "Blanco",
             "Molina", "Castro", "Ortiz", "Rubio", "Marín", "Sanz", "Iglesias", "Núñez", "Medina", "Garrido"]


def _alumno(r: random.Random) -> str:
    return f"{r.choice(APELLIDOS)} {r.choice(APELLIDOS)}, {r.choice(ALUMNOS)}"


# --------------------------------------------------------------------------- recurring document texts
# Each ``t_*(r, dt)`` returns what such a document really says; ``dt`` is the document's date.


def t_nomina_lucia(r: random.Random, dt) -> str:
    mes, y = _mes_ant(dt)
    base, tri, dest, espec, jef = 1317.42, 5 * 50.69, 663.82, 712.56, 91.27
    sex = 3 * r.choice([104.51, 104.51])
    bruto = base + tri + dest + espec + jef + sex
    irpf = bruto * 0.1712
    muface, pasivos = 53.08, 131.47
    return (f"COMUNIDAD DE MADRID\nConsejería de Educación, Ciencia y Universidades\n"
            f"RECIBO DE NÓMINA - {mes.upper()} {y}\n"
            f"Perceptor: FERNÁNDEZ ORTEGA, LUCÍA   NIF: {DNI_L}\n"
            "Cuerpo: 0590 Profesores de Enseñanza Secundaria   Especialidad: 005 Geografía e Historia\n"
            f"Centro de destino: {IES} (Getafe)   Grupo A1   Nivel 24\n"
            "Régimen de Seguridad Social: MUFACE / Clases Pasivas\n"
            "DEVENGOS\n"
            f"Sueldo base: {_num(base)}\nTrienios (5): {_num(tri)}\nComplemento de destino: {_num(dest)}\n"
            f"Complemento específico: {_num(espec)}\nComponente por formación permanente (sexenios 3): {_num(sex)}\n"
            f"Complemento jefatura de departamento: {_num(jef)}\n"
            f"TOTAL DEVENGOS: {_num(bruto)}\n"
            "DEDUCCIONES\n"
            f"IRPF (17,12 %): {_num(irpf)}\nMUFACE: {_num(muface)}\nDerechos pasivos: {_num(pasivos)}\n"
            f"TOTAL DEDUCCIONES: {_num(irpf + muface + pasivos)}\n"
            f"LÍQUIDO A PERCIBIR: {_eur(bruto - irpf - muface - pasivos)}\n"
            "Abonado en cuenta: ES21 1465 0100 91 2045718832 (ING)\n")


def t_nomina_jorge(r: random.Random, dt) -> str:
    mes, y = _mes_ant(dt)
    base = 1688.40
    antig = 214.60
    noct = r.uniform(60, 190)
    festivos = r.choice([0, 1, 2]) * 97.35
    bruto = base + antig + noct + festivos + 178.25
    ss = bruto * 0.0655
    irpf = bruto * 0.148
    return (f"EMPRESA MUNICIPAL DE TRANSPORTES DE MADRID, S.A. (EMT)   CIF A28046316\n"
            f"C/ Cerro de la Plata 4, 28007 Madrid\nNÓMINA {mes.upper()} {y}\n"
            f"Trabajador: MARTÍN RUBIO, JORGE   NIF: {DNI_J}   Nº empleado: 41877\n"
            "Categoría: Conductor-Perceptor   Centro: Centro de Operaciones Carabanchel   Antigüedad: 03/04/2006\n"
            f"Salario base: {_num(base)}\nAntigüedad: {_num(antig)}\nPlus transporte: 178,25\n"
            f"Plus nocturnidad: {_num(noct)}\nFestivos trabajados: {_num(festivos)}\n"
            f"TOTAL DEVENGADO: {_num(bruto)}\n"
            f"Contingencias comunes y desempleo ({_num(6.55)} %): {_num(ss)}\nRetención IRPF (14,80 %): {_num(irpf)}\n"
            f"LÍQUIDO A PERCIBIR: {_eur(bruto - ss - irpf)}\n"
            "Transferencia a: ES21 1465 0100 91 2045718832\n")


def t_extracto_ing(r: random.Random, dt) -> str:
    mes, y = _mes_ant(dt)
    mov = [("NÓMINA COMUNIDAD DE MADRID", r.uniform(2650, 2720)),
           ("NÓMINA EMT MADRID", r.uniform(1820, 1990)),
           ("TRANSFERENCIA ALQUILER MERCEDES SANZ VILLA", -1150.00),
           ("RECIBO IBERDROLA CLIENTES", -r.uniform(58, 96)),
           ("RECIBO NATURGY IBERIA", -r.uniform(35, 110)),
           ("RECIBO DIGI SPAIN TELECOM", -30.00),
           ("RECIBO MUTUA MADRILEÑA AUTOMOVIL", -52.17),
           ("MERCADONA C/ GENERAL RICARDOS", -r.uniform(180, 260)),
           ("ALCAMPO PLAZA ALUCHE", -r.uniform(90, 170)),
           ("COMEDOR CEIP VISTA ALEGRE", -r.uniform(170, 190)),
           ("CDM LA MINA NATACIÓN", -24.60),
           ("BIZUM A RAMÓN FERNÁNDEZ GASTOS CASA PUEBLO", -r.choice([40.0, 60.0, 85.0])),
           ("REPSOL E.S. VÍA LUSITANA", -r.uniform(55, 80)),
           ("APORTACIÓN PLAN PENSIONES ING", -100.00)]
    saldo = r.uniform(3200, 6100)
    lines = [f"ING - Cuenta NÓMINA   IBAN ES21 1465 0100 91 2045718832",
             f"Titulares: LUCÍA FERNÁNDEZ ORTEGA, JORGE MARTÍN RUBIO",
             f"Extracto de movimientos - {mes} {y}", f"Saldo inicial: {_eur(saldo)}",
             "Fecha;Concepto;Importe;Saldo"]
    d = 1
    for concepto, imp in mov:
        saldo += imp
        d = min(28, d + r.randint(1, 3))
        lines.append(f"{d:02d}/{MESES.index(mes) + 1:02d}/{y}  {concepto}  {_num(imp)}  {_num(saldo)}")
    lines.append(f"Saldo final: {_eur(saldo)}")
    lines.append("ING Bank NV, Sucursal en España. C/ Vía de los Poblados 1, 28033 Madrid")
    return "\n".join(lines)


def t_iberdrola(r: random.Random, dt) -> str:
    kwh = r.randint(210, 340)
    e = kwh * 0.1335
    p = 4.6 * 30 * 0.1173
    total = (e + p + 0.81 + 3.12) * 1.0511 * 1.21
    return (f"IBERDROLA CLIENTES, S.A.U.\nFACTURA DE ELECTRICIDAD  Nº 21{r.randint(1000000, 9999999)}\n"
            f"Fecha de emisión: {_fc(dt)}\nTitular: LUCÍA FERNÁNDEZ ORTEGA   NIF {DNI_L}\n"
            f"Dirección de suministro: {CASA}\nCUPS: ES0021000012345678QK0F\n"
            "Tarifa: Plan Estable  Peaje 2.0TD  Potencia contratada: 4,6 kW\n"
            f"Consumo del periodo: {kwh} kWh\nEnergía: {_num(e)} €\nPotencia: {_num(p)} €\n"
            f"Alquiler de equipos: 0,81 €\nImpuesto eléctrico: 5,11 %\nIVA 21 %\nTOTAL FACTURA: {_eur(total)}\n"
            "Se cargará en su cuenta ES21 1465 **** **** 8832 (ING)\n")


def t_naturgy(r: random.Random, dt) -> str:
    kwh = r.randint(300, 1450)
    total = (kwh * 0.0712 + 11.2) * 1.21
    return (f"Naturgy Iberia, S.A.\nFactura de gas natural  Nº FE26{r.randint(100000, 999999)}\n"
            f"Fecha factura: {_fc(dt)}   Periodo de facturación: 2 meses\n"
            f"Cliente: Lucía Fernández Ortega   Dirección de suministro: {CASA}\n"
            f"CUPS: ES0217010103456789MK   Tarifa RL.2\nConsumo: {kwh} kWh\n"
            f"Término fijo: 11,20 €\nTérmino variable: {_num(kwh * 0.0712)} €\nIVA 21 %\nImporte total: {_eur(total)}\n")


def t_canal(r: random.Random, dt) -> str:
    m3 = r.randint(28, 44)
    return (f"Canal de Isabel II, S.A., M.P.\nFACTURA DE AGUA  Bimestral\nFecha: {_fc(dt)}\n"
            f"Titular del contrato: MERCEDES SANZ VILLA (pagador: LUCÍA FERNÁNDEZ ORTEGA)\n"
            f"Dirección: {CASA}\nNº de contrato: 110{r.randint(1000000, 9999999)}\n"
            f"Consumo: {m3} m3 (5 personas, bonificación familia numerosa aplicada)\n"
            f"Aducción, distribución, alcantarillado y depuración\nTOTAL A PAGAR: {_e(r, 48, 79)}\n")


def t_digi(r: random.Random, dt) -> str:
    return (f"DIGI SPAIN TELECOM, S.L.U.\nFactura nº DG{r.randint(10000000, 99999999)}   Fecha: {_fc(dt)}\n"
            f"Cliente: Lucía Fernández Ortega   {CASA}\n"
            "Fibra 1 Gb + 2 líneas móviles\nCuota mensual fibra: 20,00 €\nLíneas móviles: 10,00 €\n"
            "Total (IVA incluido): 30,00 €\n")


def t_ing_csv(r: random.Random, dt) -> str:
    rows = ["F. VALOR,CATEGORÍA,SUBCATEGORÍA,DESCRIPCIÓN,IMPORTE (€),SALDO (€)"]
    saldo = r.uniform(3000, 5000)
    cats = [("Nómina y otras prestaciones", "Nómina", "Nómina recibida COMUNIDAD DE MADRID", 2684.12),
            ("Nómina y otras prestaciones", "Nómina", "Nómina recibida EMT MADRID", 1903.55),
            ("Vivienda", "Alquiler", "Transferencia emitida Mercedes Sanz Villa alquiler", -1150.0),
            ("Alimentación", "Supermercado", "Pago en MERCADONA MADRID", -r.uniform(60, 140)),
            ("Suministros", "Luz", "Recibo Iberdrola Clientes", -r.uniform(60, 90)),
            ("Educación", "Colegio", "Recibo comedor CEIP Vista Alegre", -182.40),
            ("Salud", "Farmacia", "Pago en FARMACIA OPORTO 40", -r.uniform(8, 40)),
            ("Transporte", "Gasolina", "Pago en REPSOL VÍA LUSITANA", -r.uniform(50, 75)),
            ("Ocio", "Restaurantes", "Pago en TELEPIZZA CARABANCHEL", -r.uniform(25, 40)),
            ("Ahorro", "Plan de pensiones", "Aportación Plan Pensiones ING Naranja 2040", -100.0)]
    for i, (c, s, desc, imp) in enumerate(cats):
        saldo += imp
        day = (dt - timedelta(days=30 - 3 * i))
        rows.append(f"{_fc(day)},{c},{s},{desc},{_num(imp)},{_num(saldo)}")
    return "\n".join(rows) + "\n"


def t_grades(r: random.Random, grupo: str, ev: str, materia: str = "Geografía e Historia") -> str:
    lines = [f"{IES} - Departamento de Geografía e Historia",
             f"Materia: {materia};Grupo: {grupo};{ev};Profesora: Lucía Fernández Ortega",
             "Alumno/a;Exámenes (60%);Trabajos (25%);Cuaderno y actitud (15%);Nota evaluación"]
    seen = set()
    while len(seen) < 22:
        seen.add(_alumno(r))
    for a in sorted(seen):
        ex, tr, cu = r.uniform(2.5, 9.8), r.uniform(4, 10), r.uniform(4, 10)
        n = ex * .6 + tr * .25 + cu * .15
        lines.append(f"{a};{_num(ex)};{_num(tr)};{_num(cu)};{round(n)}")
    return "\n".join(lines)


def t_acta(r: random.Random, dt, puntos: list[str], extra: str = "") -> str:
    asis = "Lucía Fernández Ortega (jefa de departamento), Álvaro Gómez Prieto, Beatriz Soler Campos, " \
           "Tomás Reyes Aguado, Nuria Cabañas Gil"
    body = "\n".join(f"{i}. {p}" for i, p in enumerate(puntos, 1))
    return (f"{IES}\nDEPARTAMENTO DE GEOGRAFÍA E HISTORIA\nACTA DE REUNIÓN DE DEPARTAMENTO\n"
            f"Fecha: {_f(dt)}   Hora: 14:30   Lugar: aula 2.07\nAsistentes: {asis}\n"
            f"Orden del día y acuerdos:\n{body}\n{extra}"
            "Sin más asuntos que tratar se levanta la sesión a las 15:25.\n"
            "La jefa de departamento: Lucía Fernández Ortega\n")


def t_recibo_comedor(r: random.Random, dt) -> str:
    mes = MESES[dt.month - 1]
    return (f"CEIP VISTA ALEGRE - Servicio de comedor escolar\nC/ Oca 71, 28025 Madrid\n"
            f"Recibo mensual de comedor - {mes} {dt.year}\n"
            "Alumnos: MARTÍN FERNÁNDEZ, MARTA (6º B) y MARTÍN FERNÁNDEZ, LEO (2º A)\n"
            f"Días lectivos: {r.randint(16, 21)}   Precio menú: 4,88 €/día (reducción familia numerosa)\n"
            f"Importe total: {_e(r, 165, 195)}   Forma de pago: domiciliación bancaria\n")


# --------------------------------------------------------------------------- the corpus


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
        assert all(i.rel.lower() != rel.lower() for i in items), rel
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def shots(folder: str, bucket: str, topic: str, ages, style: str = "IMG") -> None:
        """Camera/phone pictures named the way the device names them, dated by ``ages``."""
        for age in ages:
            dt = NOW - timedelta(days=age)
            hh, mm, ss = r.randint(9, 20), r.randint(0, 59), r.randint(0, 59)
            if style == "IMG":
                name = f"IMG_{dt:%Y%m%d}_{hh:02d}{mm:02d}{ss:02d}.jpg"
            elif style == "WA":
                name = f"WhatsApp Image {dt:%Y-%m-%d} at {hh:02d}.{mm:02d}.{ss:02d}.jpeg"
            elif style == "HEIC":
                name = f"IMG_{r.randint(1000, 9999)}.HEIC"
            elif style == "DSC":
                name = f"DSC_{r.randint(1000, 9999)}.JPG"
            else:
                name = f"Captura de pantalla {dt:%Y-%m-%d} {hh:02d}{mm:02d}{ss:02d}.png"
            photo(f"{folder}/{name}", bucket, topic, age)

    def mail(frm: str, to: str, subject: str, body: str, hour: int = 10):
        return lambda rr, dt: _eml(frm, to, subject, dt + timedelta(hours=hour, minutes=rr.randint(0, 59)), body)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DESC, ESC, DOC, IMGS = "Descargas", "Escritorio", "Documentos", "Imágenes"
    TG = "Descargas/Telegram Desktop"
    SCAN = "Documentos/Escaneos"

    # ================================================================ Projects / Vivienda: the new flat
    d = f"{DOC}/Piso nuevo"
    add(f"{d}/ficha piso General Ricardos 142.pdf", P, "Vivienda", 126,
        "INMOBILIARIA OPORTO GESTIÓN - C/ Oporto 18, 28019 Madrid - Tel. 91 469 22 13\n"
        "REF. OG-2318   PISO EN VENTA - CARABANCHEL (Opañel)\n"
        f"{PISO}\nPrecio: 295.000 €\nSuperficie construida: 96,40 m2 - útil 81 m2\n"
        "4 dormitorios, 2 baños, cocina independiente con tendedero, terraza de 6 m2\n"
        "Planta 5ª exterior con ascensor. Calefacción individual de gas natural. Año de construcción 1978.\n"
        "Comunidad: 85 €/mes. IBI: 412 €/año. Certificado energético: E\n"
        "A 4 minutos del Metro Oporto (L5 y L6). Colegios e institutos en la zona.\n")
    add(f"{d}/comparativa pisos visitados.xlsx", P, "Vivienda", 131,
        "Dirección;Precio;m2;Dormitorios;Planta;Ascensor;Reforma;Notas\n"
        "General Ricardos 142 5ºA;295.000;96;4;5;sí;pintar y cocina;el que más nos gusta, luminoso\n"
        "Camino Viejo de Leganés 88 2ºB;268.000;88;3;2;no;integral;sin ascensor, descartado\n"
        "Vía Carpetana 201 7ºC;310.000;101;4;7;sí;no;caro, garaje opcional 25.000\n"
        "Avda. Oporto 55 1ºD;259.000;84;3;1;sí;baños;bajo y ruidoso\n"
        "Eugenia de Montijo 102 4ºA;279.000;92;4;4;sí;integral;la comunidad tiene derrama\n")
    shots(f"{d}/Visitas", P, "Vivienda", (118, 118, 97))
    add(f"{d}/nota simple registro.pdf", P, "Vivienda", 92,
        "REGISTRO DE LA PROPIEDAD DE MADRID Nº 31\nNOTA SIMPLE INFORMATIVA\n"
        f"Fecha de emisión: {_fc(NOW - timedelta(days=92))}   Solicitante: Lucía Fernández Ortega\n"
        "DESCRIPCIÓN DE LA FINCA: URBANA. Número treinta y dos. Vivienda letra A, situada en la planta quinta "
        "de la casa número 142 de la calle General Ricardos, de Madrid. Superficie construida 96,40 m2.\n"
        "Finca registral nº 18.245   IDUFIR 28123000564872   Referencia catastral 1846203VK3714E0032XH\n"
        "TITULARIDAD: D. Fernando Castaño Ruiz y Dª Pilar Benito Olmo, 50 % del pleno dominio cada uno, "
        "por título de compraventa, escritura de 12/05/2004.\n"
        "CARGAS: Hipoteca a favor de Banco de Sabadell, S.A., en garantía de un préstamo de 180.000 euros "
        "de principal. Afecciones fiscales. No constan otras cargas.\n"
        "Esta nota simple tiene valor puramente informativo.\n")
    add(f"{d}/gastos compra calculo.xlsx", P, "Vivienda", 19,
        "Concepto;Importe;Notas\nPrecio de compra;289.000;negociado desde 295.000\n"
        "Arras (ya pagadas);28.900;15/04/2026\nHipoteca Ibercaja;231.200;80 % del precio\n"
        "Resto a pagar en notaría;28.900;ahorros + ayuda\nITP 4 % (familia numerosa, Comunidad de Madrid);11.560;\n"
        "Notaría compraventa;950;aprox\nRegistro;600;aprox\nGestoría;450;\nTasación (pagada);321,86;Tinsa\n"
        "Mudanza;1.350;Mudanzas Carabanchel\nPintura;2.400;\nTOTAL desembolso propio;75.431,86;\n")
    h = f"{d}/Hipoteca"
    add(f"{h}/simulacion hipoteca ING.pdf", P, "Vivienda", 110,
        "ING - Simulación de Hipoteca Naranja\nImporte de la vivienda: 289.000 €   Importe a financiar: 231.200 €\n"
        "Plazo: 30 años   Tipo fijo: 2,65 % TIN   TAE: 2,89 %\nCuota mensual estimada: 931,65 €\n"
        "Simulación sin valor contractual. Requiere domiciliar nómina superior a 600 €.\n")
    add(f"{h}/simulacion Ibercaja.pdf", P, "Vivienda", 104,
        "Ibercaja Banco - Oficina 2271 Carabanchel - Simulación de préstamo hipotecario vivienda habitual\n"
        "Clientes: Lucía Fernández Ortega y Jorge Martín Rubio\nImporte: 231.200 €  Plazo: 360 meses\n"
        "Tipo fijo bonificado: 2,55 % (nómina, seguro de hogar y seguro de vida)\nCuota: 919,54 €\n"
        "Gestor: Raúl Benito Calvo\n")
    add(f"{h}/comparativa hipotecas v2.xlsx", P, "Vivienda", 99,
        "Banco;Tipo;TIN;TAE;Cuota;Vinculaciones;Comisión apertura;Notas\n"
        "ING;fijo;2,65;2,89;931,65;nómina;0;todo online\n"
        "Ibercaja;fijo;2,55;3,02;919,54;nómina+hogar+vida;0;gestor majo, oficina al lado\n"
        "Santander;mixto 5 años;2,35 / Eur+0,79;3,40;905,12;nómina+tarjeta+seguros;0;variable después\n"
        "CaixaBank;fijo;2,90;3,25;962,30;nómina+hogar;0;\n")
    add(f"{h}/documentacion que pide el banco.txt", P, "Vivienda", 96,
        "Documentación hipoteca Ibercaja (pedir a Raúl Benito)\n"
        "- DNI de los dos\n- 3 últimas nóminas (la mía de la Comunidad y las de Jorge de la EMT)\n"
        "- Renta 2024 completa\n- Vida laboral de Jorge / hoja de servicios mía (funcionaria)\n"
        "- Extractos de ING últimos 6 meses\n- Nota simple y ficha del piso\n- Contrato de arras cuando lo firmemos\n"
        "- Título de familia numerosa (para el ITP al 4 %)\n")
    add(f"{h}/tasacion Tinsa informe.pdf", P, "Vivienda", 54,
        "TINSA TASACIONES INMOBILIARIAS, S.A.U.\nINFORME DE TASACIÓN  Nº 2026-MA-118723\n"
        f"Finalidad: garantía hipotecaria (Orden ECO/805/2003)\nInmueble: {PISO}\n"
        "Solicitante: Ibercaja Banco, S.A.   Clientes: Lucía Fernández Ortega, Jorge Martín Rubio\n"
        "Superficie comprobada: 95,80 m2 construidos\nVALOR DE TASACIÓN: 296.500,00 €\n"
        "Condicionantes: ninguno. Advertencias: la cocina requiere actualización.\n")
    add(f"{h}/FEIN Ibercaja.pdf", P, "Vivienda", 38,
        "FICHA EUROPEA DE INFORMACIÓN NORMALIZADA (FEIN)\nIbercaja Banco, S.A.  Plaza de Basilio Paraíso 2, Zaragoza\n"
        "Prestatarios: Lucía Fernández Ortega y Jorge Martín Rubio\n"
        "Esta oferta vincula al prestamista durante 30 días naturales.\n"
        f"Importe del préstamo: 231.200,00 EUR   Duración: 30 años   Garantía: {PISO}\n"
        "Tipo de interés fijo: 2,55 % TIN   TAE: 3,02 %   Número de cuotas: 360   Cuota: 919,54 EUR\n"
        "Importe total adeudado: 331.034,80 EUR\nVinculaciones: domiciliación de nómina, seguro de hogar, seguro de vida.\n"
        "Amortización anticipada: 2 % los 10 primeros años, 1,5 % después (tipo fijo).\n")
    add(f"{h}/acta notarial transparencia cita.eml", P, "Vivienda", 9,
        mail("Notaría Luis Cabrera <oficial3@notariacabrera.es>", f"{LUCIA_G}, {JORGE}",
             "Acta de transparencia préstamo Ibercaja - cita",
             "Buenos días, Lucía y Jorge:\n\nLes confirmamos la cita para el acta previa de transparencia material "
             "(Ley 5/2019) del préstamo hipotecario de Ibercaja el próximo martes a las 18:00 en la notaría, "
             "C/ Oporto 32, 1º. Deben venir los dos con el DNI. La firma de la compraventa y del préstamo queda "
             "fijada para el viernes 26 de junio a las 12:30.\n\nUn saludo,\nMarisa Otero - Oficial de la Notaría "
             "de D. Luis Cabrera Soto\n"))
    a = f"{d}/Arras"
    arras = ("CONTRATO DE ARRAS PENITENCIALES\nEn Madrid, a 15 de abril de 2026\nREUNIDOS\n"
             "De una parte, D. Fernando Castaño Ruiz, con DNI 02874411-F, y Dª Pilar Benito Olmo, con DNI "
             "05267193-L (en adelante, LA PARTE VENDEDORA).\n"
             f"De otra parte, Dª Lucía Fernández Ortega, con DNI {DNI_L}, y D. Jorge Martín Rubio, con DNI {DNI_J}, "
             f"con domicilio en {CASA} (en adelante, LA PARTE COMPRADORA).\n"
             f"EXPONEN\nI. Que la parte vendedora es propietaria de la vivienda sita en {PISO}, finca registral "
             "18.245 del Registro de la Propiedad nº 31 de Madrid.\nCLÁUSULAS\n"
             "PRIMERA.- El precio de la compraventa se fija en DOSCIENTOS OCHENTA Y NUEVE MIL EUROS (289.000 €).\n"
             "SEGUNDA.- La parte compradora entrega en este acto 28.900 € en concepto de arras penitenciales "
             "conforme al artículo 1454 del Código Civil, que se descontarán del precio.\n"
             "TERCERA.- La escritura pública se otorgará antes del 30 de junio de 2026 ante el notario que designe "
             "la parte compradora. La vivienda se entregará libre de cargas y al corriente de gastos de comunidad.\n"
             "CUARTA.- Si la compradora desistiera perderá las arras; si lo hiciera la vendedora, las devolverá "
             "duplicadas.\nY en prueba de conformidad firman por duplicado.\n")
    add(f"{a}/contrato arras borrador v2.docx", P, "Vivienda", 54, arras.replace("15 de abril", "__ de abril"))
    add(f"{a}/contrato de arras FIRMADO.pdf", P, "Vivienda", 47, arras)
    add(f"{a}/justificante transferencia arras.pdf", P, "Vivienda", 47,
        "ING - Justificante de transferencia\nFecha: 15/04/2026\nOrdenante: LUCÍA FERNÁNDEZ ORTEGA  ES21 1465 0100 91 2045718832\n"
        "Beneficiario: FERNANDO CASTAÑO RUIZ  ES68 0081 5195 2100 0187 4412\nImporte: 28.900,00 €\n"
        "Concepto: ARRAS COMPRAVENTA GENERAL RICARDOS 142 5A\n")
    add(f"{d}/Notaría/provision de fondos.pdf", P, "Vivienda", 8,
        "NOTARÍA DE D. LUIS CABRERA SOTO - C/ Oporto 32, 1º, 28019 Madrid\nPROVISIÓN DE FONDOS\n"
        "Operación: compraventa y préstamo hipotecario - finca C/ General Ricardos 142, 5º A\n"
        "Comparecientes: Castaño Ruiz / Benito Olmo (vendedores); Fernández Ortega / Martín Rubio (compradores); "
        "Ibercaja Banco, S.A.\nFecha prevista de firma: 26 de junio de 2026\n"
        "Provisión a cargo de la parte compradora (escritura de compraventa, ITP 4 %, inscripción): 13.250,00 €\n")
    add(f"{d}/Notaría/Re_ documentacion para la firma.eml", P, "Vivienda", 5,
        mail("Notaría Luis Cabrera <oficial3@notariacabrera.es>", LUCIA_G, "RE: documentación para la firma",
             "Lucía:\n\nRecibido el título de familia numerosa y el certificado de empadronamiento; con ello se aplica "
             "el tipo reducido del 4 % del ITP. Falta que los vendedores nos envíen el certificado de la comunidad "
             "de propietarios y el último recibo del IBI. La cita del día 26 se mantiene.\n\nSaludos,\nMarisa\n", 13))
    m = f"{d}/Mudanza"
    add(f"{m}/presupuesto Mudanzas Carabanchel.pdf", P, "Vivienda", 15,
        "MUDANZAS CARABANCHEL, S.L. - C/ Laguna 45 - 91 525 88 10\nPRESUPUESTO Nº 2026-0611\n"
        f"Cliente: Lucía Fernández Ortega\nOrigen: {CASA}\nDestino: {PISO}\n"
        "Volumen estimado: 28 m3. Incluye embalaje de menaje, desmontaje y montaje de 3 camas y 2 armarios, "
        "elevador exterior en destino.\nFecha prevista: 3 de julio de 2026\nTotal: 1.350,00 € + IVA\n")
    add(f"{m}/lista cosas mudanza.txt", P, "Vivienda", 3,
        "MUDANZA JULIO\n- avisar a Mercedes (casera) con 30 días: carta enviada 28 mayo\n"
        "- dar de alta luz y gas en General Ricardos (Iberdrola / Naturgy) a nuestro nombre\n"
        "- cambiar domicilio: padrón, DGT, MUFACE, colegio, banco, Adeslas\n- portabilidad fibra Digi\n"
        "- cajas: libros (¡muchos!), cocina, juguetes de Leo\n- literas para Marta y Leo? cada uno su cuarto ahora\n")
    add(f"{d}/plano piso medidas.png", P, "Vivienda", 30, "")
    add(f"{ESC}/hipoteca preguntas para el banco.txt", P, "Vivienda", 112,
        "Preguntas Ibercaja:\n- ¿Se puede quitar el seguro de vida y qué sube el tipo?\n- comisión amortización anticipada\n"
        "- ¿tasación la pagamos nosotros? ¿podemos llevar una de otra tasadora?\n- plazo 25 o 30 años\n"
        "- ¿cuánto tarda la FEIN después de la tasación?\n")

    # ================================================================ Projects / Docencia: Erasmus+ Ireland
    e = f"{DOC}/Instituto/Erasmus Irlanda 2026"
    add(f"{e}/partnership agreement Scoil Mhuire - IES Cerro.docx", P, "Docencia", 243,
        "ERASMUS+ KA122-SCH - SCHOOL EXCHANGE PARTNERSHIP AGREEMENT\n"
        "Between IES Cerro de los Ángeles (Getafe, Madrid, Spain), represented by its head teacher Ms Carmen Villa "
        "Ortiz, and Scoil Mhuire Community School (Oranmore, Co. Galway, Ireland), represented by its principal "
        "Mr Declan Fahy.\nProject: 2025-1-ES01-KA122-SCH-000298765 \"Living Histories: Getafe-Galway\"\n"
        "1. Group mobility of 24 pupils (14-15 years old) and 2 accompanying teachers from Getafe to Oranmore, "
        "16-23 March 2026.\n2. Return visit of the Irish group to Getafe, 5-12 October 2026.\n"
        "3. Pupils are hosted by partner families. The host school provides the programme of activities.\n"
        "Coordinators: Lucía Fernández Ortega (Spain) and Siobhán Keane (Ireland).\n")
    add(f"{e}/convenio subvencion SEPIE.pdf", P, "Docencia", 230,
        "SERVICIO ESPAÑOL PARA LA INTERNACIONALIZACIÓN DE LA EDUCACIÓN (SEPIE)\n"
        "CONVENIO DE SUBVENCIÓN - Programa Erasmus+ - Acción clave 1 - Proyectos de corta duración (KA122-SCH)\n"
        "Convenio nº 2025-1-ES01-KA122-SCH-000298765\nBeneficiario: IES Cerro de los Ángeles (OID E10218734)\n"
        "Periodo del proyecto: 01/09/2025 - 31/12/2026\nSubvención máxima: 41.760,00 EUR\n"
        "Prefinanciación (80 %): 33.408,00 EUR. El saldo se abonará tras la aprobación del informe final, que "
        "deberá presentarse en un plazo de 60 días desde la fecha de finalización del proyecto.\n"
        "Persona de contacto: Lucía Fernández Ortega, coordinadora Erasmus+\n")
    add(f"{e}/listado alumnos participantes.xlsx", P, "Docencia", 150,
        "Nº;Alumno/a;Grupo;Familia de acogida en Irlanda;Alergias/observaciones\n" +
        "\n".join(f"{i};{_alumno(r)};3º ESO {r.choice('ABC')};{r.choice(['Murphy', 'Kelly', 'Walsh', 'Byrne', 'Ryan', 'Lynch', 'Burke', 'Flynn'])};"
                  f"{r.choice(['', '', '', 'frutos secos', 'celiaquía', 'asma (inhalador)'])}" for i in range(1, 25)))
    add(f"{e}/presupuesto Erasmus v3.xlsx", P, "Docencia", 160,
        "Partida;Unidades;Importe unitario;Total;Observaciones\n"
        "Viaje (banda de distancia 500-1999 km);26;309;8.034;ida y vuelta MAD-DUB\n"
        "Apoyo individual alumnos (7 días);24;7x45;7.560;\n"
        "Apoyo individual profesores acompañantes;2;7x146;2.044;\n"
        "Apoyo organizativo;24;500;12.000;\nInclusión (alumno NEAE);1;;1.000;\n"
        "Actividad en Getafe octubre (visitas, autocar Toledo);1;;3.200;\nTOTAL;;;33.838;\n")
    add(f"{e}/billetes Aer Lingus grupo.pdf", P, "Docencia", 92,
        "AER LINGUS - Group Booking Confirmation\nBooking reference: 7KXQ2M   Group name: IES CERRO ANGELES ERASMUS\n"
        "EI 593  16MAR26  Madrid (MAD) 11:45 - Dublin (DUB) 13:30\nEI 592  23MAR26  Dublin (DUB) 06:50 - Madrid (MAD) 10:35\n"
        "Passengers: 26 (24 students, 2 teachers)  Checked bag 20kg included\nTotal paid: EUR 7.812,40\n")
    add(f"{e}/Programme Oranmore week.pdf", P, "Docencia", 81,
        "Scoil Mhuire Community School - Erasmus+ visit of IES Cerro de los Ángeles, 16-23 March 2026\n"
        "Mon 16: arrival, meeting host families at school 17:00\nTue 17: St Patrick's Day parade in Galway city\n"
        "Wed 18: lessons with buddies; history workshop 'The Great Famine'\nThu 19: trip to Connemara and Kylemore Abbey\n"
        "Fri 20: Cliffs of Moher and the Burren\nSat-Sun: with host families\nMon 23: early departure to Dublin airport\n")
    shots(f"{IMGS}/Irlanda Erasmus marzo 2026", P, "Docencia", (77, 76, 74, 73, 71))
    add(f"{e}/diario del viaje.docx", P, "Docencia", 70,
        "Diario del intercambio - Oranmore, 16-23 de marzo de 2026\n"
        "Lunes: llegada sin incidencias, todas las familias en el colegio a las 17:00.\n"
        "Martes: desfile de San Patricio; los alumnos tocaron con la banda del colegio.\n"
        "Jueves: Kylemore Abbey. Nerea se mareó en el autobús.\nViernes: Acantilados de Moher con mucho viento.\n"
        "Valoración: muy positiva; el taller sobre la Gran Hambruna se puede reutilizar en 4º ESO.\n")
    add(f"{e}/justificacion gastos Erasmus.xlsx", P, "Docencia", 7,
        "Fecha;Proveedor;Concepto;Importe;Justificante\n"
        "20/01/2026;Aer Lingus;Vuelos grupo MAD-DUB-MAD;7.812,40;factura + tarjetas de embarque\n"
        "10/03/2026;AXA Assistance;Seguro de viaje;338,00;póliza\n"
        "19/03/2026;Bus Éireann private hire;Excursión Connemara;950,00;invoice 4471\n"
        "20/03/2026;Cliffs of Moher Visitor Centre;Entradas grupo;312,00;receipt\n"
        "PENDIENTE;Autocares Getafe;Excursión Toledo con irlandeses (octubre);;\n")
    add(f"{e}/visita irlandeses octubre planning.docx", P, "Docencia", 21,
        "Visita del grupo de Scoil Mhuire a Getafe - 5 al 12 de octubre de 2026\n"
        "Lunes 5: llegada a Barajas 14:20 (EI 596), recepción en el instituto con las familias.\n"
        "Martes 6: clases con los compañeros; visita al Ayuntamiento de Getafe.\n"
        "Miércoles 7: Madrid de los Austrias y Museo del Prado (pedir visita guiada en inglés).\n"
        "Jueves 8: excursión a Toledo (autocar - pedir tres presupuestos).\nViernes 9: taller de historia común.\n"
        "Lunes 12: despedida.\n")
    add(f"{e}/Re_ October dates.eml", P, "Docencia", 14,
        mail("Siobhán Keane <skeane@scoilmhuireoranmore.ie>", LUCIA, "Re: October dates",
             "Hi Lucía,\n\nGreat news: the board approved the October trip. We'll be 22 students and 2 teachers, "
             "arriving Monday 5 October on EI 596 and leaving on the 12th. Could you send me the host family list "
             "by the end of June so parents can get in touch before the summer?\n\nThanks a million for March, "
             "the kids are still talking about it.\nSiobhán\n", 17))
    add(f"{e}/informe final SEPIE borrador.docx", P, "Docencia", 4,
        "INFORME FINAL - Proyecto 2025-1-ES01-KA122-SCH-000298765 (BORRADOR)\n"
        "1. Resumen del proyecto: movilidad de grupo de 24 alumnos de 3º ESO a Oranmore (Irlanda) en marzo de 2026 "
        "y acogida del grupo irlandés en octubre de 2026.\n2. Objetivos alcanzados: mejora de la competencia "
        "lingüística, trabajo sobre historia compartida (emigración, Gran Hambruna).\n"
        "3. Impacto en el centro: ... (completar después de octubre)\n4. Difusión: web del centro, eTwinning, "
        "exposición de fotos en el hall.\n")
    add(f"{e}/~$forme final SEPIE borrador.docx", L, "System", 2, b"\x0bLuc\xeda F.O.  " + bytes(40))

    # ================================================================ Projects / Hijos: admissions 2026-27
    n = f"{DOC}/Niños/Admisión 2026"
    add(f"{n}/opciones bachillerato Pablo.docx", P, "Hijos", 103,
        "Bachillerato de Ciencias y Tecnología para Pablo (curso 2026-27)\n"
        "El IES Parque de Comillas solo tiene Humanidades y Ciencias Sociales -> hay que pedir plaza en otro.\n"
        "1ª opción: IES Puerta del Ángel (Ciencias y Tecnología, bilingüe) - 15 min andando\n"
        "2ª opción: IES Emperatriz (Ciencias) - buen ambiente según Lourdes\n3ª opción: IES Getafe? (donde trabajo) - lejos\n"
        "Pablo quiere Matemáticas, Física, Dibujo Técnico. Nota media 4º ESO hasta ahora: 8,1\n")
    add(f"{n}/puertas abiertas institutos notas.txt", P, "Hijos", 118,
        "Jornadas de puertas abiertas (marzo)\n- IES Puerta del Ángel: jueves 12, 18:00. Laboratorios nuevos, "
        "mucha optatividad, preguntan nota en 4º.\n- IES Parque de Comillas (para Marta 1º ESO): sábado 14, 11:00. "
        "Ya lo conocemos por Pablo. Hay sección bilingüe.\n")
    add(f"{n}/solicitud admision Bachillerato Pablo.pdf", P, "Hijos", 56,
        "COMUNIDAD DE MADRID - Solicitud de admisión en centros sostenidos con fondos públicos - Curso 2026/2027\n"
        "BACHILLERATO - Modalidad: Ciencias y Tecnología\nAlumno: MARTÍN FERNÁNDEZ, PABLO  Fecha de nacimiento: 22/08/2009\n"
        "Centro actual: IES Parque de Comillas (4º ESO)\nCentros solicitados por orden de preferencia: "
        "1. IES Puerta del Ángel  2. IES Emperatriz  3. IES San Isidro\n"
        f"Solicitantes: Lucía Fernández Ortega ({DNI_L}) y Jorge Martín Rubio ({DNI_J})\n"
        "Presentada telemáticamente (Raíces) - Nº registro 2026/ADM/0884312\n")
    add(f"{n}/solicitud admision 1ESO Marta.pdf", P, "Hijos", 57,
        "COMUNIDAD DE MADRID - Solicitud de admisión - Curso 2026/2027 - EDUCACIÓN SECUNDARIA OBLIGATORIA 1º\n"
        "Alumna: MARTÍN FERNÁNDEZ, MARTA   Centro de origen: CEIP Vista Alegre (6º Primaria)\n"
        "Centros solicitados: 1. IES Parque de Comillas (hermano matriculado)  2. IES Puerta del Ángel\n"
        "Criterios alegados: hermanos en el centro, domicilio familiar, familia numerosa general.\n")
    add(f"{n}/listado provisional Puerta del Angel.pdf", P, "Hijos", 15,
        "IES Puerta del Ángel - Proceso de admisión 2026/2027 - Listado provisional de alumnos admitidos\n"
        "1º Bachillerato Ciencias y Tecnología - Plazas vacantes: 18\n"
        "...\nMARTÍN FERNÁNDEZ, PABLO - Nota media 8,14 - ADMITIDO\n...\n"
        "Plazo de reclamaciones: tres días hábiles desde la publicación.\n")
    add(f"{n}/reclamacion baremo Marta.docx", P, "Hijos", 12,
        "A la Dirección del IES Parque de Comillas\nAsunto: reclamación al listado provisional de puntuaciones - "
        "admisión 1º ESO curso 2026-27\nAlumna: Marta Martín Fernández\n"
        "En el listado provisional no figura la puntuación por hermano matriculado en el centro (Pablo Martín "
        "Fernández, 4º ESO B). Solicito que se revise y se asignen los puntos correspondientes.\n"
        "Madrid, a 20 de mayo de 2026\nLucía Fernández Ortega\n")

    # ================================================================ Projects / Pueblo: the roof
    t = f"{DOC}/Casa del pueblo/Tejado 2026"
    shots(t, P, "Pueblo", (152, 152, 151, 151))
    add(f"{t}/presupuesto Hnos Duran.pdf", P, "Pueblo", 71,
        "CONSTRUCCIONES HERMANOS DURÁN, C.B. - C/ Nueva 4, 10940 Garrovillas de Alconétar - Tel. 927 30 91 14\n"
        f"PRESUPUESTO Nº 26/014   Cliente: Hermanos Fernández Ortega   Obra: {PUEBLO}\n"
        "- Desmontado de teja árabe y retirada de escombro (78 m2)\n- Tablero de rasillón e impermeabilización con lámina\n"
        "- Colocación de teja recuperada + 30 % teja nueva\n- Limpieza y sustitución de canalón y bajante de zinc\n"
        "TOTAL: 11.480,00 € + IVA 10 %   Plazo: 3 semanas (julio)\n")
    add(f"{t}/presupuesto Construcciones Tajo.pdf", P, "Pueblo", 66,
        "CONSTRUCCIONES TAJO, S.L. - Cáceres\nPresupuesto reparación de cubierta - vivienda en C/ Pizarro 12, Garrovillas\n"
        "Retejado completo con teja nueva, panel sándwich y canalones de PVC.\nTotal: 14.950,00 € + IVA\n"
        "Disponibilidad: a partir de septiembre de 2026.\n")
    add(f"{t}/comparativa presupuestos tejado.xlsx", P, "Pueblo", 60,
        "Empresa;Total sin IVA;IVA;Total;Plazo;Comentario\nHnos. Durán;11.480;1.148;12.628;julio;del pueblo, los conocía mamá\n"
        "Construcciones Tajo;14.950;1.495;16.445;septiembre;panel sándwich, más caro\n"
        "Ramón pide un tercero en Plasencia;;;;;pendiente\n")
    add(f"{t}/declaracion responsable obra Ayto Garrovillas.pdf", P, "Pueblo", 31,
        "AYUNTAMIENTO DE GARROVILLAS DE ALCONÉTAR - Plaza de la Constitución 1\n"
        "COMUNICACIÓN PREVIA / DECLARACIÓN RESPONSABLE DE OBRA MENOR (Ley 11/2018 de Extremadura)\n"
        f"Promotores: Ramón, Lucía e Inés Fernández Ortega   Emplazamiento: {PUEBLO}\n"
        "Descripción: reparación de cubierta sin modificar estructura ni volumen. Presupuesto: 11.480 €\n"
        "Constructor: Construcciones Hermanos Durán, C.B.\nRegistro de entrada nº 612/2026\n")
    add(f"{t}/Re_ tejado decision.eml", P, "Pueblo", 27,
        mail(RAMON, f"{LUCIA_G}, {INES}", "Re: tejado - decisión",
             "Hermanas:\n\nEl de Plasencia no viene hasta octubre, así que yo voto por los Durán. Les he dicho que sí "
             "de palabra; que empiecen el 6 de julio. Hay que dejarles la mitad al empezar (6.314 €). Os paso el "
             "reparto en la hoja. Yo me acerco los fines de semana a ver cómo va.\n\nRamón\n", 21))
    add(f"{t}/reparto gastos tejado hermanos.xlsx", P, "Pueblo", 20,
        "Concepto;Total;Ramón;Lucía;Inés\nPresupuesto Durán (IVA incl.);12.628,00;4.209,33;4.209,33;4.209,34\n"
        "Tasa obra menor Ayto;214,00;71,33;71,33;71,34\nAdelanto al empezar (50 %);6.314,00;2.104,67;2.104,67;2.104,66\n")

    # ================================================================ Projects / Viajes: Cantabria July 2026
    c = f"{DOC}/Viajes/Cantabria 2026"
    add(f"{c}/reserva camping Santillana.pdf", P, "Viajes", 101,
        "Camping Santillana del Mar - Ctra. de Comillas s/n, 39330 Santillana del Mar (Cantabria)\n"
        "CONFIRMACIÓN DE RESERVA nº 26-1187\nTitular: Lucía Fernández Ortega\n"
        "Llegada: 11/07/2026   Salida: 22/07/2026 (11 noches)\nAlojamiento: bungalow 5 plazas con terraza\n"
        "Total: 1.188,00 €   Pagado (30 %): 356,40 €   Resto a la llegada\n")
    add(f"{c}/planes Cantabria.docx", P, "Viajes", 33,
        "Cantabria julio 2026 - ideas\n- Neocueva de Altamira (reservado día 14)\n- Cueva de El Castillo en Puente "
        "Viesgo (¡Leo tiene 7, se puede!)\n- Comillas: Capricho de Gaudí\n- Playa de Oyambre, San Vicente de la Barquera\n"
        "- Picos de Europa: teleférico de Fuente Dé (salir temprano)\n- Cabárceno un día entero\n")
    add(f"{c}/entradas cueva El Castillo.pdf", P, "Viajes", 22,
        "Cuevas de Puente Viesgo - Gobierno de Cantabria\nEntrada: Cueva de El Castillo\nFecha de visita: 16/07/2026 11:30\n"
        "Visitantes: 2 adultos, 3 niños\nImporte: 13,00 €\nLocalizador: CPV-26-77813\n")
    add(f"{c}/presupuesto vacaciones 2026.xlsx", P, "Viajes", 41,
        "Concepto;Importe\nCamping 11 noches;1.188\nGasolina ida y vuelta (900 km);140\nPeajes;0\nCuevas y Cabárceno;190\n"
        "Comida;900\nImprevistos;200\nTOTAL;2.618\n(este año ajustado por el piso)\n")
    add(f"{c}/lista equipaje.txt", P, "Viajes", 4,
        "EQUIPAJE CANTABRIA\n- chubasqueros para los 5!!\n- bañadores, toallas playa, crema\n- botas de montaña Pablo y Jorge\n"
        "- inhalador de Leo + informe\n- cargadores, libro de Marta, Switch\n- sábanas? el bungalow las incluye\n")

    # ================================================================ Projects / Historia: Trujillo paper
    h = f"{DOC}/Historia/Coloquios Trujillo 2026"
    add(f"{h}/normas presentacion comunicaciones.pdf", P, "Historia", 141,
        "Coloquios Históricos de Extremadura - Trujillo, septiembre de 2026\n"
        "Normas para la presentación de comunicaciones: extensión máxima 20 páginas (Times 12, interlineado 1,5), "
        "notas a pie de página, bibliografía al final. Resumen previo de 300 palabras antes del 31 de enero. "
        "Texto completo antes del 15 de julio de 2026.\n")
    add(f"{h}/propuesta comunicacion.docx", P, "Historia", 148,
        "Propuesta de comunicación - Coloquios Históricos de Extremadura 2026\n"
        "Autora: Lucía Fernández Ortega (IES Cerro de los Ángeles, Getafe)\n"
        "Título: \"Emigrar desde la raya: Garrovillas de Alconétar y el éxodo rural a Madrid (1955-1975)\"\n"
        "Resumen: a partir de los padrones municipales, los libros de registro de salida y testimonios orales, "
        "la comunicación reconstruye las redes familiares que llevaron a cientos de vecinos de Garrovillas a los "
        "barrios del sur de Madrid (Carabanchel, Usera, Villaverde).\n")
    add(f"{h}/aceptacion comunicacion.eml", P, "Historia", 91,
        mail("Coloquios Históricos de Extremadura <coloquios@chdetrujillo.com>", LUCIA_G,
             "Comunicación aceptada - Coloquios 2026",
             "Estimada Sra. Fernández Ortega:\n\nNos complace comunicarle que su propuesta \"Emigrar desde la raya: "
             "Garrovillas de Alconétar y el éxodo rural a Madrid (1955-1975)\" ha sido aceptada. Le recordamos que "
             "el texto completo debe enviarse antes del 15 de julio.\n\nLa Secretaría\n"))
    add(f"{h}/notas Archivo Historico Provincial Caceres.txt", P, "Historia", 60,
        "AHP Cáceres - visita en Semana Santa, 1 de abril\n"
        "- Fondo Gobierno Civil: expedientes de emigración interior, caja 2214 (1961-1964)\n"
        "- Padrón de Garrovillas 1960 y 1970 (en el Ayto., no en el AHP)\n- Pedir reproducción de fotos de los "
        "expedientes de 1963: nombres de la calle Pizarro\n- El abuelo Teodoro salió en 1962 -> buscar\n")
    shots(f"{h}/fotos archivo", P, "Historia", (61, 61, 61))
    add(f"{h}/bibliografia.docx", P, "Historia", 26,
        "BIBLIOGRAFÍA\nBarciela, C. (coord.): Historia económica de Extremadura.\n"
        "Pérez Díaz, V.: Emigración y cambio social. Barcelona, Ariel, 1971.\n"
        "Collantes, F. y Pinilla, V.: ¿Lugares que no importan? La despoblación de la España rural.\n"
        "García Barbancho, A.: Las migraciones interiores españolas. Madrid, 1967.\n")
    add(f"{h}/comunicacion Garrovillas v2.docx", P, "Historia", 41,
        "Emigrar desde la raya: Garrovillas de Alconétar y el éxodo rural a Madrid (1955-1975)\n"
        "1. Introducción. Entre 1950 y 1975 Garrovillas perdió más de la mitad de su población...\n"
        "2. Fuentes y método (padrones, expedientes del Gobierno Civil, entrevistas).\n")
    add(f"{h}/comunicacion Garrovillas v3.docx", P, "Historia", 6,
        "Emigrar desde la raya: Garrovillas de Alconétar y el éxodo rural a Madrid (1955-1975)\n"
        "1. Introducción. Entre 1950 y 1975 Garrovillas perdió más de la mitad de su población, de 5.600 a menos "
        "de 2.700 habitantes.\n2. Fuentes y método.\n3. Las cadenas migratorias: de la calle Pizarro a Carabanchel "
        "Bajo.\n4. Trabajo y vivienda: la construcción, la Pegaso y las chabolas del Arroyo Abroñigal.\n"
        "5. Conclusiones (pendiente).\n")
    add(f"{h}/justificante inscripcion coloquios.pdf", P, "Historia", 36,
        "Coloquios Históricos de Extremadura - Trujillo 2026\nJustificante de inscripción como comunicante\n"
        "Dª Lucía Fernández Ortega - Cuota: 40,00 € - Pagado por transferencia\n")

    # ================================================================ Areas / Docencia: the teaching job
    i = f"{DOC}/Instituto/Curso 2025-26"
    prog = ("PROGRAMACIÓN DIDÁCTICA - CURSO 2025-2026\n{IES}\nDepartamento de Geografía e Historia\n"
            "Materia: {mat}   Nivel: {niv}\nMarco normativo: {norma}\n"
            "1. Competencias específicas y criterios de evaluación\n2. Saberes básicos y su secuenciación:\n{sab}\n"
            "3. Situaciones de aprendizaje\n4. Procedimientos e instrumentos de evaluación: exámenes 60 %, "
            "trabajos y proyectos 25 %, cuaderno y actitud 15 %\n5. Medidas de atención a la diversidad\n"
            "6. Actividades complementarias y extraescolares\n")
    add(f"{i}/programacion 2ESO Geografia e Historia.docx", A, "Docencia", 251,
        prog.format(IES=IES, mat="Geografía e Historia", niv="2º ESO", norma="Decreto 65/2022 de la Comunidad de Madrid",
                    sab="1ª ev.: La Edad Media, Al-Ándalus y los reinos cristianos\n2ª ev.: Feudalismo, ciudades y "
                        "el Gótico\n3ª ev.: La población y la ciudad; geografía humana"))
    add(f"{i}/programacion 4ESO Geografia e Historia.docx", A, "Docencia", 249,
        prog.format(IES=IES, mat="Geografía e Historia", niv="4º ESO", norma="Decreto 65/2022 de la Comunidad de Madrid",
                    sab="1ª ev.: El siglo XVIII y las revoluciones liberales\n2ª ev.: Revolución Industrial, "
                        "imperialismo y Primera Guerra Mundial\n3ª ev.: Entreguerras, Segunda Guerra Mundial y mundo actual"))
    add(f"{i}/programacion Historia de España 2Bach v2.docx", A, "Docencia", 246,
        prog.format(IES=IES, mat="Historia de España", niv="2º Bachillerato", norma="Decreto 64/2022 de la Comunidad de Madrid",
                    sab="1ª ev.: Raíces históricas hasta 1808; el siglo XIX\n2ª ev.: Restauración, Segunda República "
                        "y Guerra Civil\n3ª ev.: Franquismo, Transición y democracia (preparación PAU)"))
    add(f"{i}/horario Lucia 2025-26.pdf", A, "Docencia", 263,
        f"{IES} - Horario del profesor - Curso 2025/2026\nProfesora: FERNÁNDEZ ORTEGA, LUCÍA\n"
        "Lunes: 8:25 2ºESO-B | 9:20 4ºESO-A | 11:10 2ºBACH-C | 12:05 Guardia | 13:50 Reunión de departamento\n"
        "Martes: 8:25 2ºBACH-C | 10:15 2ºESO-C | 11:10 Jefatura dpto. | 12:05 4ºESO-A\n"
        "Miércoles: 9:20 2ºESO-B | 10:15 2ºBACH-A | 12:05 Coordinación Erasmus+ | 13:00 4ºESO-D\n"
        "Jueves: 8:25 2ºESO-C | 9:20 2ºBACH-A | 11:10 4ºESO-D | 12:05 Guardia biblioteca\n"
        "Viernes: 8:25 2ºBACH-C | 9:20 2ºESO-B | 10:15 4ºESO-A | 12:05 2ºESO-C\n")
    for age, pts in ((258, ["Reparto de grupos y horarios 2025-26.", "Revisión de las programaciones; plazo 15 de octubre.",
                            "Libros de texto: se mantiene Vicens Vives en 2º ESO.", "Propuesta de salida al Museo Arqueológico Nacional (2º ESO)."]),
                     (181, ["Análisis de resultados de la 1ª evaluación.", "Criterios comunes de corrección de la ortografía.",
                            "Salida a Toledo de 4º ESO: se aprueba para el 12 de febrero."]),
                     (83, ["Resultados de la 2ª evaluación: 2º ESO C con 46 % de suspensos, se proponen refuerzos.",
                           "Simulacro de PAU de Historia de España para 2º Bachillerato el 21 de abril.",
                           "Presupuesto del departamento: compra de mapas murales."]),
                     (11, ["Calendario de exámenes finales y extraordinarios de junio.", "Memoria final del departamento: reparto de apartados.",
                           "Propuesta de optativas 2026-27.", "Pedido de libros de 1º ESO (LOMLOE)."])):
        dt = NOW - timedelta(days=age)
        add(f"{i}/Actas departamento/acta {dt:%Y-%m-%d}.docx", A, "Docencia", age,
            lambda rr, _dt, pts=pts: t_acta(rr, _dt, pts))
    for name, age, body in (
            ("examen 2ESO tema 5 feudalismo.docx", 139,
             "EXAMEN TEMA 5 - EL FEUDALISMO - 2º ESO\nNombre: ______________ Grupo: ____\n"
             "1. Define: feudo, vasallaje, siervo, diezmo. (2 p.)\n2. Explica la pirámide feudal con un esquema. (2 p.)\n"
             "3. Comenta el texto del juramento de fidelidad. (3 p.)\n4. Describe la vida en un monasterio medieval. (3 p.)\n"),
            ("examen 4ESO revolucion industrial.docx", 118,
             "EXAMEN - LA REVOLUCIÓN INDUSTRIAL - 4º ESO\n1. Causas de la Revolución Industrial en Gran Bretaña. (2 p.)\n"
             "2. La máquina de vapor y el ferrocarril. (2 p.)\n3. Movimiento obrero: ludismo, sindicalismo, marxismo y "
             "anarquismo. (3 p.)\n4. Analiza el gráfico de producción de hierro 1780-1850. (3 p.)\n"),
            ("examen HE 2Bach bloque 3 v2.docx", 96,
             "HISTORIA DE ESPAÑA - 2º BACHILLERATO - EXAMEN BLOQUE 3 (modelo PAU)\n"
             "Opción A: Comentario del texto: Constitución de 1931 (art. 1, 26, 36).\n"
             "Desarrollo: La Segunda República: el bienio reformista (1931-1933).\n"
             "Preguntas cortas: Pacto de San Sebastián; Sanjurjada; Frente Popular.\n")):
        add(f"{i}/Examenes/{name}", A, "Docencia", age, body)
    for name, age, grupo, ev, mat in (("notas 2ESO B 2 evaluacion.xlsx", 79, "2º ESO B", "2ª evaluación", "Geografía e Historia"),
                                      ("notas 4ESO A 2 evaluacion.xlsx", 79, "4º ESO A", "2ª evaluación", "Geografía e Historia"),
                                      ("notas 2BACH C final.xlsx", 9, "2º Bachillerato C", "Evaluación final ordinaria", "Historia de España")):
        add(f"{i}/Notas/{name}", A, "Docencia", age, lambda rr, dt, g=grupo, e_=ev, m_=mat: t_grades(rr, g, e_, m_))
    add(f"{i}/convocatoria claustro junio.pdf", A, "Docencia", 6,
        f"{IES}\nCONVOCATORIA DE CLAUSTRO ORDINARIO\nSe convoca a todo el profesorado el día 25 de junio de 2026 a las 12:00 en el salón de actos.\n"
        "Orden del día: 1. Lectura y aprobación del acta anterior. 2. Resultados académicos de la evaluación final. "
        "3. Memoria anual. 4. Calendario de septiembre 2026-27.\nLa Directora: Carmen Villa Ortiz\n")
    add(f"{i}/correo madre alumno 4ESO.eml", A, "Docencia", 49,
        mail("Rocío Medina <rociomedina.83@gmail.com>", LUCIA, "Examen de Sergio - 4º ESO A",
             "Buenas tardes, Lucía:\n\nSoy la madre de Sergio Castro Medina, de 4º A. Sergio me dice que ha suspendido el "
             "examen de la Revolución Industrial con un 4,6 y que no le dio tiempo a terminar. ¿Podríamos tener una "
             "tutoría para ver cómo puede recuperar en la 3ª evaluación?\n\nMuchas gracias,\nRocío Medina\n", 17))
    add(f"{i}/memoria departamento 2024-25.docx", A, "Docencia", 338,
        "MEMORIA FINAL DEL DEPARTAMENTO DE GEOGRAFÍA E HISTORIA - CURSO 2024-2025\n"
        "1. Grado de cumplimiento de las programaciones: 2º ESO 90 %, 4º ESO 85 %, Historia de España 100 %.\n"
        "2. Resultados: aprobados en la PAU de Historia de España 96 %, nota media 7,2.\n"
        "3. Actividades: salida al MAN, Toledo (4º ESO), proyecto eTwinning continuado como Erasmus+.\n"
        "4. Propuestas de mejora para 2025-26.\n")
    add(f"{DOC}/Instituto/certificado curso CRIF Las Acacias.pdf", A, "Docencia", 176,
        "COMUNIDAD DE MADRID - CRIF \"Las Acacias\"\nCERTIFICADO\nDª LUCÍA FERNÁNDEZ ORTEGA, con DNI " + DNI_L +
        ", ha participado en la actividad de formación \"Inteligencia artificial en el aula de Ciencias Sociales\" "
        "(30 horas, 3 créditos), celebrada del 6 de octubre al 24 de noviembre de 2025.\nCódigo de actividad: 25CR0931\n")
    add(f"{DOC}/Instituto/hoja de servicios.pdf", A, "Docencia", 420,
        "COMUNIDAD DE MADRID - Dirección General de Recursos Humanos\nHOJA DE SERVICIOS\nFERNÁNDEZ ORTEGA, LUCÍA  NRP 5147820324 A0590\n"
        "Cuerpo de Profesores de Enseñanza Secundaria - Geografía e Historia - Funcionaria de carrera desde 01/09/2010\n"
        "Destinos: IES Butarque (Leganés) 01/09/2011 - 31/08/2019; IES Cerro de los Ángeles (Getafe) desde 01/09/2019 (definitivo)\n"
        "Trienios reconocidos: 5   Sexenios: 3\n")
    p = f"{DOC}/Instituto/Curso 2024-25"
    add(f"{p}/acta departamento 2025-06-20.docx", A, "Docencia", ago(2025, 6, 20),
        lambda rr, dt: t_acta(rr, dt, ["Resultados finales del curso 2024-25.", "Memoria del departamento.",
                                      "Solicitud del proyecto Erasmus+ KA122 con Irlanda: concedido."]))
    add(f"{p}/notas 4ESO B final.xlsx", A, "Docencia", ago(2025, 6, 18),
        lambda rr, dt: t_grades(rr, "4º ESO B", "Evaluación final 2024-25"))
    add(f"{DOC}/Instituto/Curso 2023-24/acta departamento 2024-02-12.docx", A, "Docencia", ago(2024, 2, 12),
        lambda rr, dt: t_acta(rr, dt, ["Resultados de la 1ª evaluación.", "Proyecto eTwinning con Italia: evaluación intermedia.",
                                      "Viaje a Mérida de 1º Bachillerato."]))

    # ---------------------------------------------------------------- Resources / Docencia
    nrm = f"{DOC}/Instituto/Normativa"
    add(f"{nrm}/Decreto 65-2022 curriculo ESO Madrid.pdf", R, "Docencia", 700,
        "BOLETÍN OFICIAL DE LA COMUNIDAD DE MADRID\nDECRETO 65/2022, de 20 de julio, del Consejo de Gobierno, por el que se "
        "establecen para la Comunidad de Madrid la ordenación y el currículo de la Educación Secundaria Obligatoria.\n"
        "Anexo II. Materias: Geografía e Historia. Competencias específicas, criterios de evaluación y saberes básicos.\n")
    add(f"{nrm}/Decreto 64-2022 Bachillerato.pdf", R, "Docencia", 700,
        "BOCM - DECRETO 64/2022, de 20 de julio, por el que se establecen para la Comunidad de Madrid la ordenación y el "
        "currículo del Bachillerato.\nHistoria de España: competencias específicas, criterios y saberes.\n")
    add(f"{nrm}/Orden evaluacion ESO Madrid 2023.pdf", R, "Docencia", 640,
        "BOCM - ORDEN 190/2023 de la Consejería de Educación, Ciencia y Universidades por la que se regulan aspectos "
        "de la evaluación y promoción en la Educación Secundaria Obligatoria.\n")
    mt = f"{DOC}/Instituto/Materiales"
    add(f"{mt}/Constitucion de 1812 texto.pdf", R, "Docencia", 900,
        "CONSTITUCIÓN POLÍTICA DE LA MONARQUÍA ESPAÑOLA. Promulgada en Cádiz a 19 de marzo de 1812.\n"
        "Art. 1. La Nación española es la reunión de todos los españoles de ambos hemisferios.\n"
        "Art. 3. La soberanía reside esencialmente en la Nación...\n")
    add(f"{mt}/guia comentario de texto historico.pdf", R, "Docencia", 560,
        "Cómo hacer un comentario de texto histórico\n1. Clasificación: naturaleza, autor, destinatario, fecha.\n"
        "2. Análisis: idea principal e ideas secundarias.\n3. Contexto histórico.\n4. Conclusión y valoración.\n")
    for m_ in ("mapa Espana 1936 zonas.png", "mapa reinos peninsulares 1250.png", "mapa imperialismo 1914.png"):
        add(f"{mt}/mapas/{m_}", R, "Docencia", r.randint(300, 800), "")
    add(f"{mt}/guia educativa Museo del Prado secundaria.pdf", R, "Docencia", 380,
        "Museo Nacional del Prado - Área de Educación\nItinerario para Secundaria: 'Historia de España a través de la pintura'\n"
        "Velázquez y la corte de Felipe IV; Goya y la Guerra de la Independencia (El 2 de mayo, Los fusilamientos); "
        "el siglo XIX: pintura de historia.\n")
    add(f"{DESC}/Modelo_examen_PAU_Historia_Espana_2026.pdf", R, "Docencia", 150,
        "UNIVERSIDADES PÚBLICAS DE LA COMUNIDAD DE MADRID\nPRUEBA DE ACCESO A LA UNIVERSIDAD - MODELO 2026\n"
        "MATERIA: HISTORIA DE ESPAÑA\nINSTRUCCIONES: el estudiante deberá responder a...\n"
        "Pregunta 1 (fuentes): La Constitución de 1876...\n")
    add(f"{DESC}/didactica historia gamificacion articulo.pdf", R, "Docencia", 260,
        "Íber. Didáctica de las Ciencias Sociales, Geografía e Historia\n"
        "Gamificación y aprendizaje de la historia en Secundaria: una revisión sistemática\n"
        "Resumen: se analizan 34 experiencias de gamificación en aulas de Geografía e Historia...\n")

    # ---------------------------------------------------------------- Archive / Docencia
    o = f"{DOC}/Oposiciones 2009"
    add(f"{o}/tema 23 Reforma y Contrarreforma.docx", X, "Docencia", ago(2009, 3, 2),
        "TEMA 23. REFORMA Y CONTRARREFORMA\n1. Introducción\n2. Causas de la Reforma protestante\n3. Lutero, Calvino "
        "y el anglicanismo\n4. El Concilio de Trento y la Contrarreforma\n5. Conclusión y bibliografía\n")
    add(f"{o}/programacion didactica defensa oposicion.docx", X, "Docencia", ago(2009, 6, 1),
        "PROGRAMACIÓN DIDÁCTICA - Oposiciones al Cuerpo de Profesores de Enseñanza Secundaria 2009\n"
        "Especialidad: Geografía e Historia - 3º ESO (LOE)\nUnidades didácticas 1-15\n")
    add(f"{o}/nota final oposicion BOCM.pdf", X, "Docencia", ago(2009, 8, 1),
        "BOCM - Resolución por la que se hace pública la lista de aspirantes seleccionados en los procedimientos "
        "selectivos para ingreso en el Cuerpo de Profesores de Enseñanza Secundaria convocados en 2009.\n"
        "Especialidad 005 Geografía e Historia ... FERNÁNDEZ ORTEGA, LUCÍA  Puntuación global 7,9134\n")
    b = f"{DOC}/Instituto/IES Butarque (antiguo)"
    add(f"{b}/programacion 3ESO 2017-18.docx", X, "Docencia", ago(2017, 10, 10),
        "IES Butarque (Leganés) - Programación de Geografía e Historia 3º ESO - Curso 2017-2018\n"
        "Profesora: Lucía Fernández Ortega\nBloque 1: el medio físico. Bloque 2: geografía económica.\n")
    add(f"{b}/horario 2018-19.pdf", X, "Docencia", ago(2018, 9, 12),
        "IES Butarque - Horario del profesor 2018/2019 - FERNÁNDEZ ORTEGA, LUCÍA - tutora de 3º ESO C\n")
    add(f"{b}/resolucion concurso de traslados 2019.pdf", X, "Docencia", ago(2019, 6, 14),
        "COMUNIDAD DE MADRID - Resolución definitiva del concurso de traslados de 2018-2019, Cuerpo de Profesores de "
        "Enseñanza Secundaria.\nFERNÁNDEZ ORTEGA, LUCÍA - Obtiene destino: IES Cerro de los Ángeles (Getafe) - Geografía e Historia\n")
    add(f"{b}/despedida companeros.docx", X, "Docencia", ago(2019, 6, 27),
        "Queridos compañeros del Butarque:\nDespués de ocho años me voy a Getafe. Gracias por las guardias compartidas, "
        "los cafés de la sala de profesores y las excursiones a Segovia con 3º. Nos vemos en la cena del viernes.\nLucía\n")
    et = f"{DOC}/Instituto/eTwinning Italia 2023"
    add(f"{et}/memoria proyecto eTwinning.docx", X, "Docencia", ago(2023, 6, 15),
        "Proyecto eTwinning \"Roads of Rome: Hispania e Italia\" (2022-2023) con el Liceo Statale Virgilio (Mantova)\n"
        "Memoria final: 46 alumnos, 8 videoconferencias, mapa colaborativo de calzadas romanas. Proyecto cerrado.\n")
    add(f"{et}/sello de calidad nacional.pdf", X, "Docencia", ago(2023, 10, 20),
        "eTwinning España - INTEF\nSELLO DE CALIDAD NACIONAL 2023 concedido a Lucía Fernández Ortega (IES Cerro de los Ángeles) "
        "por el proyecto \"Roads of Rome: Hispania e Italia\".\n")

    # ================================================================ Areas / Finanzas
    for age in (92, 61, 31):
        dt = NOW - timedelta(days=age)
        mes, y = _mes_ant(dt)
        add(f"{DOC}/Banco/Extracto_ING_{y}_{MESES.index(mes) + 1:02d}.pdf", A, "Finanzas", age, t_extracto_ing)
    for age in (89, 60, 30):
        dt = NOW - timedelta(days=age)
        mes, y = _mes_ant(dt)
        add(f"{DOC}/Nóminas/Lucía/nomina {mes} {y}.pdf", A, "Finanzas", age, t_nomina_lucia)
    for age in (88, 58, 27):
        dt = NOW - timedelta(days=age)
        mes, y = _mes_ant(dt)
        add(f"{DOC}/Nóminas/Jorge/Nomina_EMT_{y}{MESES.index(mes) + 1:02d}.pdf", A, "Finanzas", age, t_nomina_jorge)
    hz = f"{DOC}/Hacienda"
    add(f"{hz}/Renta 2023/declaracion renta 2023 conjunta.pdf", A, "Finanzas", ago(2024, 5, 20),
        "AGENCIA TRIBUTARIA - Modelo 100 - IRPF Ejercicio 2023 - Declaración conjunta\n"
        f"Declarante: FERNÁNDEZ ORTEGA, LUCÍA ({DNI_L})   Cónyuge: MARTÍN RUBIO, JORGE ({DNI_J})\n"
        "Descendientes: Pablo, Marta, Leo   Familia numerosa general\nRendimientos del trabajo: 64.812,44 €\n"
        "Deducción por familia numerosa (art. 81 bis): 1.200,00 €\nDeducción autonómica por arrendamiento de vivienda habitual (Madrid): 1.237,20 €\n"
        "Resultado de la declaración: A DEVOLVER 1.384,17 €\n")
    add(f"{hz}/Renta 2024/declaracion renta 2024.pdf", A, "Finanzas", ago(2025, 5, 14),
        "AGENCIA TRIBUTARIA - Modelo 100 - IRPF Ejercicio 2024 - Declaración conjunta\n"
        f"Declarante: FERNÁNDEZ ORTEGA, LUCÍA ({DNI_L})   Cónyuge: MARTÍN RUBIO, JORGE ({DNI_J})\n"
        "Rendimientos del trabajo: 67.105,90 €   Aportaciones a planes de pensiones: 1.200,00 €\n"
        "Deducción autonómica por arrendamiento de vivienda habitual: 1.237,20 €\nResultado: A DEVOLVER 1.102,63 €\n"
        "Número de justificante: 1002458871163\n")
    add(f"{hz}/Renta 2025/datos fiscales 2025.pdf", A, "Finanzas", 56,
        "AGENCIA TRIBUTARIA - DATOS FISCALES - EJERCICIO 2025\n"
        f"NIF {DNI_L} FERNÁNDEZ ORTEGA LUCÍA\nRendimientos del trabajo: Comunidad de Madrid 41.890,22 € (retenciones 7.102,31 €)\n"
        "Cuentas bancarias: ING Bank NV ES21 1465 ... intereses 12,08 €\nAportaciones a planes de pensiones: 1.200,00 €\n"
        "Arrendamiento vivienda habitual: NIF arrendador 01***452B, importe 13.800,00 €\n")
    add(f"{hz}/Renta 2025/borrador renta 2025.pdf", A, "Finanzas", 50,
        "AGENCIA TRIBUTARIA - Renta WEB - Borrador IRPF 2025 (simulación conjunta)\n"
        "Resultado de la simulación: a devolver 1.215,40 € (conjunta) / a ingresar 310,22 € + a devolver 980,15 € (individuales)\n"
        "Se presentará conjunta.\n")
    add(f"{hz}/Renta 2025/certificado retenciones EMT 2025.pdf", A, "Finanzas", 95,
        "EMPRESA MUNICIPAL DE TRANSPORTES DE MADRID, S.A. - Certificado de retenciones IRPF 2025\n"
        f"Trabajador: MARTÍN RUBIO, JORGE ({DNI_J})\nRetribuciones íntegras: 27.804,11 €   Retenciones: 4.115,01 €\n"
        "Cotizaciones a la Seguridad Social: 1.821,17 €\n")
    add(f"{hz}/Renta 2025/deducciones a revisar.txt", A, "Finanzas", 48,
        "Renta 2025 - revisar antes de presentar\n- deducción alquiler Madrid: ¿seguimos teniendo derecho con los ingresos? "
        "mirar límite\n- familia numerosa: pedir abono anticipado o en la declaración\n- gastos de guardería NO (Leo ya no)\n"
        "- donativo Cruz Roja 50 € (certificado)\n- Jorge: cuota sindical CCOO\n")
    add(f"{DOC}/gastos casa 2025.xlsx", A, "Finanzas", 150,
        "Mes;Ingresos;Alquiler;Suministros;Comida;Colegio y extraescolares;Coche;Pueblo;Ahorro\n" +
        "\n".join(f"{m_.capitalize()};{r.randint(4500, 4700)};1150;{r.randint(150, 280)};{r.randint(750, 950)};"
                  f"{r.randint(250, 420)};{r.randint(100, 260)};{r.choice([40, 60, 85])};{r.randint(200, 900)}" for m_ in MESES))
    add(f"{DOC}/gastos casa 2026.xlsx", A, "Finanzas", 3,
        "Mes;Ingresos;Alquiler;Suministros;Comida;Colegio y extraescolares;Coche;Pueblo;Ahorro\n" +
        "\n".join(f"{m_.capitalize()};{r.randint(4600, 4800)};1150;{r.randint(150, 280)};{r.randint(780, 990)};"
                  f"{r.randint(250, 420)};{r.randint(100, 260)};{r.choice([40, 60, 85])};{r.randint(200, 900)}" for m_ in MESES[:5]))
    add(f"{DOC}/Banco/plan pensiones ING informe anual 2025.pdf", A, "Finanzas", 130,
        "ING Naranja 2040 FP - Plan de pensiones individual - Información anual 2025\nPartícipe: Lucía Fernández Ortega\n"
        "Aportaciones 2025: 1.200,00 €   Valor de los derechos consolidados a 31/12/2025: 14.872,31 €\nRentabilidad del año: 6,4 %\n")
    add(f"{DOC}/Banco/Bankia (cerrada)/cancelacion cuenta Bankia.pdf", X, "Finanzas", ago(2021, 4, 9),
        "BANKIA - Certificado de cancelación de cuenta\nCuenta ES74 2038 1150 18 6000412287, titular Lucía Fernández Ortega, "
        "cancelada a petición de la titular el 9 de abril de 2021. Saldo transferido: 212,40 €\n")
    add(f"{DOC}/Banco/Bankia (cerrada)/extracto Bankia 2020.pdf", X, "Finanzas", ago(2021, 1, 8),
        "BANKIA - Extracto anual 2020 - Cuenta ES74 2038 1150 18 6000412287\nTitular: Lucía Fernández Ortega\n"
        "Comisión de mantenimiento trimestral: 15,00 € (x4)\n")
    add(f"{DESC}/Manual_practico_Renta_2025.pdf", R, "Finanzas", 58,
        "AGENCIA TRIBUTARIA - Manual práctico de Renta 2025 - Tomo 1\n"
        "Capítulo 3. Rendimientos del trabajo. Capítulo 16. Deducciones autonómicas: Comunidad de Madrid.\n")
    add(f"{DESC}/Guia deducciones autonomicas Madrid 2025.pdf", R, "Finanzas", 57,
        "Comunidad de Madrid - Guía de deducciones autonómicas en el IRPF 2025\n"
        "Por nacimiento o adopción; por familia numerosa; por arrendamiento de vivienda habitual (hasta 1.237,20 €); "
        "por gastos educativos...\n")

    # ================================================================ Areas / Vivienda: the rented flat
    v = f"{DOC}/Casa"
    add(f"{v}/contrato alquiler Eugenia de Montijo.pdf", A, "Vivienda", ago(2015, 6, 25),
        "CONTRATO DE ARRENDAMIENTO DE VIVIENDA\nEn Madrid, a 25 de junio de 2015\n"
        "ARRENDADORA: Dª Mercedes Sanz Villa, DNI 01***452B\n"
        f"ARRENDATARIOS: Dª Lucía Fernández Ortega ({DNI_L}) y D. Jorge Martín Rubio ({DNI_J})\n"
        f"Vivienda: {CASA}\nDuración: 3 años prorrogables (LAU 29/1994). Renta mensual: 850 € actualizable según IPC.\n"
        "Fianza: 850 € depositada en la Agencia de Vivienda Social de la Comunidad de Madrid.\n")
    add(f"{v}/actualizacion renta 2026.pdf", A, "Vivienda", 151,
        "Mercedes Sanz Villa\nMadrid, 2 de enero de 2026\nEstimados Lucía y Jorge:\n"
        "Conforme al contrato de arrendamiento de la vivienda de la calle Eugenia de Montijo 48, 3º B, les comunico la "
        "actualización anual de la renta con el índice de referencia: a partir de febrero la renta queda en 1.150 €.\n"
        "Un saludo,\nMercedes\n")
    for age in (64, 5):
        add(f"{v}/Facturas/Iberdrola factura {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Vivienda", age, t_iberdrola)
    for age in (78, 17):
        add(f"{v}/Facturas/Naturgy gas {(NOW - timedelta(days=age)):%m-%Y}.pdf", A, "Vivienda", age, t_naturgy)
    for age in (108, 47):
        add(f"{v}/Facturas/Canal Isabel II {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Vivienda", age, t_canal)
    add(f"{v}/Facturas/factura Digi mayo.pdf", A, "Vivienda", 2, t_digi)
    add(f"{v}/seguro hogar Linea Directa poliza.pdf", A, "Vivienda", 260,
        "LÍNEA DIRECTA ASEGURADORA - Seguro de Hogar (inquilino)\nPóliza nº 4412-9910873   Tomadora: Lucía Fernández Ortega\n"
        f"Riesgo: {CASA}\nContenido: 30.000 €   Responsabilidad civil: 300.000 €\nPrima anual: 168,42 €   Vencimiento: 15/09/2026\n")
    add(f"{v}/caldera averia casera.eml", A, "Vivienda", 190,
        mail(LUCIA_G, "Mercedes Sanz <mersanzvilla@yahoo.es>", "Caldera otra vez",
             "Hola Mercedes:\n\nLa caldera ha vuelto a pararse esta mañana (error F28). Estamos sin agua caliente. ¿Puedes "
             "avisar al técnico de Saunier Duval como la otra vez? Jorge está en casa por la tarde.\n\nGracias,\nLucía\n", 8))
    add(f"{v}/presupuesto reparacion caldera.pdf", A, "Vivienda", 185,
        "Servicio Técnico Oficial Saunier Duval - Zona Sur Madrid\nPresupuesto nº 88123\n"
        f"Dirección: {CASA}   Cliente: Mercedes Sanz Villa (propietaria)\n"
        "Sustitución de válvula de gas y electrodo de encendido. Total 286,50 € IVA incl.\n")
    mn = f"{DOC}/Manuales"
    for fn, txt in (("manual lavadora Balay 3TS976B.pdf", "Balay - Instrucciones de uso y montaje - Lavadora 3TS976B\nProgramas: algodón, sintéticos, mix, lana..."),
                    ("manual frigorifico Bosch KGN39.pdf", "Bosch - Frigorífico combinado KGN39 - Instrucciones de uso\nNo Frost. Ajuste de temperatura..."),
                    ("caldera Saunier Duval ThemaFast instrucciones.pdf", "Saunier Duval ThemaFast Condens - Manual de uso\nCódigos de error: F28 fallo de encendido..."),
                    ("TV Samsung manual.pdf", "Samsung - Manual electrónico Smart TV - Configuración inicial, canales, SmartThings...")):
        add(f"{mn}/{fn}", R, "Vivienda", r.randint(400, 2000), txt)
    lv = f"{DOC}/Piso Lavapiés (antiguo)"
    add(f"{lv}/contrato alquiler Ave Maria 2008.pdf", X, "Vivienda", ago(2008, 9, 1),
        "CONTRATO DE ARRENDAMIENTO DE VIVIENDA\nVivienda: C/ Ave María 31, 2º izda., 28012 Madrid\n"
        "Arrendador: D. Julián Pastor Merino   Arrendataria: Dª Lucía Fernández Ortega\nRenta: 640 €/mes. Fianza: 640 €\n")
    add(f"{lv}/entrega llaves y fianza 2015.pdf", X, "Vivienda", ago(2015, 7, 8),
        "Recibí de llaves - C/ Ave María 31, 2º izda.\nD. Julián Pastor Merino recibe las llaves de la vivienda el 30 de junio de 2015 "
        "y se compromete a devolver la fianza de 640 € una vez revisado el estado del piso.\n")
    add(f"{lv}/inventario piso Lavapies.docx", X, "Vivienda", ago(2008, 9, 2),
        "Inventario - piso C/ Ave María 31, 2º izda. (septiembre 2008)\nSalón: sofá de dos plazas, mesa de pino, 4 sillas\n"
        "Dormitorio: cama 135, armario empotrado\nCocina: nevera Zanussi, lavadora, horno\n")

    # ================================================================ Areas / Salud
    s = f"{DOC}/Salud"
    add(f"{s}/MUFACE eleccion entidad 2026 Adeslas.pdf", A, "Salud", 150,
        "MUFACE - Mutualidad General de Funcionarios Civiles del Estado\nResguardo de cambio/confirmación de entidad - enero 2026\n"
        f"Mutualista: FERNÁNDEZ ORTEGA, LUCÍA ({DNI_L})   Nº afiliación 28/3118724\n"
        "Entidad elegida para 2026: SegurCaixa Adeslas\nBeneficiarios: Pablo, Marta y Leo Martín Fernández\n")
    add(f"{s}/MUFACE ayuda gafas solicitud Pablo.pdf", A, "Salud", 40,
        "MUFACE - Solicitud de prestación complementaria: ayuda para gafas (lentes)\n"
        "Mutualista: Lucía Fernández Ortega   Beneficiario: Pablo Martín Fernández\n"
        "Factura adjunta: Óptica Oporto nº 2026/311, lentes graduadas 2 unidades, 189,00 €\n")
    add(f"{s}/Lucia/analitica Adeslas marzo.pdf", A, "Salud", 68,
        "ADESLAS - Laboratorio Análisis Clínicos Aluche\nPaciente: Lucía Fernández Ortega (44 años)\n"
        "Hemoglobina 12,1 g/dL (12-16) - Ferritina 14 ng/mL (15-150) BAJO - TSH 2,3 - Glucosa 88 mg/dL - Colesterol total 204\n"
        "Solicitante: Dra. Inmaculada Ros (Medicina General)\n")
    add(f"{s}/Lucia/fisioterapia cervicales bono.pdf", A, "Salud", 160,
        "Fisioterapia Vista Alegre - Bono 5 sesiones\nPaciente: Lucía Fernández Ortega\nDiagnóstico: cervicalgia mecánica\n"
        "Importe: 150 € (autorización Adeslas nº 81123008 - copago 0 €)\n")
    add(f"{s}/Lucia/carta cribado mamografia.pdf", A, "Salud", 230,
        "Comunidad de Madrid - Programa de detección precoz de cáncer de mama (DEPRECAM)\n"
        "Sra. Lucía Fernández Ortega: le invitamos a realizarse una mamografía el día 14/10/2025 a las 9:40 en la unidad "
        "móvil situada en el Centro de Salud Puerta Bonita.\n")
    add(f"{s}/Leo/informe neumologia infantil.pdf", A, "Salud", 210,
        "HOSPITAL HLA MONCLOA - Neumología Pediátrica\nPaciente: Leo Martín Fernández (6 años)\n"
        "Diagnóstico: asma bronquial episódica frecuente, sensibilización a ácaros.\nTratamiento: budesonida inhalada 200 mcg/12h "
        "en otoño-invierno; salbutamol a demanda con cámara. Revisión en 6 meses.\nDr. Álvaro Quintana\n")
    add(f"{s}/Leo/plan de accion asma para el cole.docx", A, "Salud", 255,
        "PLAN DE ACCIÓN DEL ASMA - Leo Martín Fernández (2º A, CEIP Vista Alegre)\n"
        "Si tose mucho, le silba el pecho o le cuesta respirar: 2 pulsaciones de salbutamol con la cámara (en su mochila).\n"
        "Si no mejora en 20 minutos: llamar a sus padres (Lucía 655 41 82 09 / Jorge 622 10 37 45) y al 112.\n")
    add(f"{s}/Marta/factura ortodoncia.pdf", A, "Salud", 80,
        "Clínica Dental Oporto - C/ Oporto 40\nFACTURA nº 2026/0418\nPaciente: Marta Martín Fernández\n"
        "Concepto: ortodoncia interceptiva - cuota mensual aparato removible (4/12)\nImporte: 95,00 € (exento de IVA)\n")
    add(f"{s}/Marta/cartilla vacunacion Marta.pdf", A, "Salud", 500,
        "Comunidad de Madrid - Documento de vacunación\nMarta Martín Fernández - Fecha de nacimiento 03/02/2014\n"
        "Calendario completo hasta los 12 años. Pendiente: VPH 2ª dosis y MenACWY a los 12 años.\n")
    add(f"{s}/Jorge/informe traumatologia rodilla.pdf", A, "Salud", 790,
        "Hospital Universitario 12 de Octubre - Servicio de Traumatología\n"
        "Paciente: Jorge Martín Rubio (48 años)\nDiagnóstico: rotura de menisco interno rodilla derecha. Artroscopia "
        "programada. Baja laboral estimada 6 semanas.\n")
    add(f"{s}/Jorge/reconocimiento medico EMT 2025.pdf", A, "Salud", 300,
        "EMT Madrid - Servicio de Prevención - Reconocimiento médico periódico 2025\nTrabajador: Jorge Martín Rubio\n"
        "Resultado: APTO para el puesto de conductor-perceptor. Recomendaciones: control de tensión arterial.\n")
    add(f"{s}/tarjetas Adeslas familia.png", A, "Salud", 148, "")

    # ================================================================ Areas / Hijos
    k = f"{DOC}/Niños"
    add(f"{k}/calendario escolar 2025-26 Madrid.pdf", A, "Hijos", 280,
        "Comunidad de Madrid - Calendario escolar 2025-2026\nInicio de clases: Infantil y Primaria 8 de septiembre; ESO y "
        "Bachillerato 9 de septiembre.\nNavidad: 22 dic - 7 ene. Semana Santa: 27 mar - 6 abr.\nFin de clases: 19 de junio de 2026.\n")
    add(f"{k}/Pablo/boletin notas 2 evaluacion Pablo.pdf", A, "Hijos", 70,
        "IES Parque de Comillas - Boletín de calificaciones - 2ª evaluación - Curso 2025/2026\nAlumno: MARTÍN FERNÁNDEZ, PABLO  4º ESO B\n"
        "Lengua 7 - Matemáticas B 9 - Inglés 8 - Geografía e Historia 8 - Física y Química 9 - Biología 7 - "
        "Tecnología 8 - Educación Física 9\nTutor: Daniel Herrero\n")
    add(f"{k}/Pablo/cuota club baloncesto.pdf", A, "Hijos", 250,
        "Club Baloncesto Carabanchel - Temporada 2025/26\nJugador: Pablo Martín Fernández (Junior)\n"
        "Cuota anual: 320 € en dos plazos (octubre y enero). Equipación: 45 €\n")
    add(f"{k}/Marta/boletin 2 evaluacion Marta.pdf", A, "Hijos", 69,
        "CEIP Vista Alegre - Informe de evaluación - 2º trimestre - 6º Primaria B\nAlumna: Marta Martín Fernández\n"
        "Lengua: Notable - Matemáticas: Sobresaliente - Inglés: Sobresaliente - Ciencias: Notable - Música: Sobresaliente\n")
    add(f"{k}/Marta/matricula escuela de musica violin.pdf", A, "Hijos", 262,
        "Escuela Municipal de Música y Danza de Carabanchel - Matrícula curso 2025/26\nAlumna: Marta Martín Fernández - Violín (4º nivel) + lenguaje musical + orquesta\n"
        "Cuota trimestral: 96,60 € (bonificación familia numerosa)\n")
    add(f"{k}/Marta/reunion tutora Marta.txt", A, "Hijos", 160,
        "Reunión con Ana (tutora de Marta) - 5 diciembre\n- va muy bien, pero se distrae cuando acaba antes\n"
        "- le recomienda leer más en castellano\n- viaje de fin de curso de 6º: Granja escuela en Segovia, 3 días en junio, 185 €\n")
    add(f"{k}/Leo/autorizacion excursion Faunia.pdf", A, "Hijos", 45,
        "CEIP Vista Alegre - Autorización salida complementaria\nAlumno: Leo Martín Fernández (2º A)\n"
        "Actividad: visita a Faunia - 22 de abril de 2026. Precio: 18 € (entrada y autocar)\nFirma padre/madre:\n")
    add(f"{k}/Leo/inscripcion natacion CDM La Mina.pdf", A, "Hijos", 265,
        "Ayuntamiento de Madrid - Centro Deportivo Municipal La Mina\nInscripción: Natación infantil (6-8 años) - martes y jueves 17:30\n"
        "Alumno: Leo Martín Fernández. Cuota mensual 24,60 € (domiciliada)\n")
    add(f"{k}/Leo/boletin Leo 2 trimestre.pdf", A, "Hijos", 69,
        "CEIP Vista Alegre - Informe trimestral - 2º Primaria A\nAlumno: Leo Martín Fernández\n"
        "Lectura: progresa adecuadamente. Matemáticas: muy bien. Necesita mejorar la letra. Tutora: Pilar Crespo\n")
    add(f"{k}/beca libros ACCEDE resolucion.pdf", A, "Hijos", 270,
        "Comunidad de Madrid - Programa ACCEDE de préstamo de libros de texto - Curso 2025/26\n"
        "Alumnos adheridos: Marta Martín Fernández (6º EP), Leo Martín Fernández (2º EP), Pablo Martín Fernández (4º ESO)\n")
    for age in (97, 66, 35):
        add(f"{k}/Comedor/recibo comedor {MESES[(NOW - timedelta(days=age)).month - 1]}.pdf", A, "Hijos", age, t_recibo_comedor)
    add(f"{k}/campamento urbano julio 2026 inscripcion.pdf", A, "Hijos", 24,
        "Ayuntamiento de Madrid - Distrito de Carabanchel - Campamentos urbanos de verano 2026\n"
        "Inscripción: Leo Martín Fernández (7 años) - turno 1 (29 junio - 10 julio), CEIP Vista Alegre, 9:00-14:00 con comedor\n"
        "Precio: 86 € por turno\n")
    # Archive / Hijos
    add(f"{k}/Leo/Escuela infantil/matricula EI El Trenecito 2019.pdf", X, "Hijos", ago(2019, 8, 28),
        "Escuela Infantil El Trenecito (red pública Ayuntamiento de Madrid) - Matrícula curso 2019/20\n"
        "Alumno: Leo Martín Fernández (0-1 años). Cuota: 115 €/mes (renta familiar tramo C)\n")
    add(f"{k}/Leo/Escuela infantil/informe final 2021-22.pdf", X, "Hijos", ago(2022, 6, 28),
        "Escuela Infantil El Trenecito - Informe final de etapa (2-3 años) - Leo Martín Fernández\n"
        "Leo pasa al segundo ciclo de Educación Infantil en el CEIP Vista Alegre. ¡Le echaremos de menos!\n")
    add(f"{k}/Campamento 2025/campamento Gredos julio 2025.pdf", A, "Hijos", ago(2025, 5, 10),
        "Campamento de verano Sierra de Gredos 2025 - Albergue Navarredonda\nParticipantes: Pablo (15) y Marta (11) Martín Fernández\n"
        "Turno 1-15 julio 2025. Precio: 2 x 540 € (10 % dto. hermanos)\n")
    add(f"{k}/Campamento 2025/lista equipaje campamento.docx", A, "Hijos", ago(2025, 6, 28),
        "Campamento Gredos 2025 - equipaje\nSaco de dormir, linterna, cantimplora, ropa para 15 días marcada con el nombre, "
        "tarjeta sanitaria (copia), chubasquero.\n")

    # ================================================================ Areas / Coche
    co = f"{DOC}/Coche"
    add(f"{co}/seguro Mutua Madrilena poliza Jogger.pdf", A, "Coche", 255,
        "MUTUA MADRILEÑA - Seguro de Automóvil - Todo Riesgo con franquicia 300 €\nTomador: Jorge Martín Rubio\n"
        "Vehículo: DACIA JOGGER 1.0 TCe 110 7 plazas - Matrícula 4821 LMN\nPeriodo: 22/09/2025 - 22/09/2026\nPrima anual: 626,04 € (12 recibos de 52,17 €)\n")
    add(f"{co}/revision 30000 km taller.pdf", A, "Coche", 110,
        "TALLERES HNOS. POLO - C/ Matilde Hernández 54, Madrid\nFACTURA nº A-2026/0211\nVehículo: Dacia Jogger 4821 LMN   Km: 30.412\n"
        "Revisión oficial 30.000 km: aceite 5W30, filtros de aceite, aire y habitáculo; revisión de frenos.\nTotal: 287,60 € IVA incl.\n")
    add(f"{co}/multa radar M-30.pdf", A, "Coche", 84,
        "AYUNTAMIENTO DE MADRID - Notificación de denuncia\nVehículo: 4821 LMN   Lugar: M-30 túnel Marqués de Monistrol, sentido sur\n"
        "Velocidad: 82 km/h (limitada a 70). Sanción: 100 € (50 € con reducción por pronto pago). No detrae puntos.\n")
    add(f"{co}/permiso circulacion y ficha tecnica.pdf", A, "Coche", 1350,
        "DGT - Permiso de circulación\nMatrícula 4821 LMN   Marca DACIA Modelo JOGGER   Fecha 1ª matriculación 22/09/2022\n"
        "Titular: MARTÍN RUBIO, JORGE   Domicilio: " + CASA + "\nDistintivo ambiental: C\n")
    add(f"{co}/ITV septiembre recordatorio.txt", A, "Coche", 16,
        "ITV Jogger: primera ITV a los 4 años -> antes del 22 de septiembre de 2026. Pedir cita en ITV Carabanchel "
        "(Vía Lusitana) en agosto. ¡Cambiar la dirección en la DGT después de la mudanza!\n")
    add(f"{co}/manual Dacia Jogger.pdf", R, "Coche", 1340,
        "DACIA JOGGER - Manual de utilización\nPresión de neumáticos, testigos del cuadro, mantenimiento, sistema multimedia Media Display.\n")
    xs = f"{DOC}/Coche/Xsara Picasso (vendido)"
    add(f"{xs}/contrato compraventa Xsara.pdf", X, "Coche", ago(2022, 10, 3),
        "CONTRATO DE COMPRAVENTA DE VEHÍCULO USADO\nVendedor: Jorge Martín Rubio   Comprador: D. Iván Popescu\n"
        "Vehículo: CITROËN XSARA PICASSO 1.6 HDi - Matrícula 4410 DZF - 218.400 km\nPrecio: 1.600 €. Se vende en el estado en que se encuentra.\n")
    add(f"{xs}/justificante transferencia DGT.pdf", X, "Coche", ago(2022, 10, 11),
        "DGT - Justificante profesional de cambio de titularidad - Vehículo 4410 DZF\nNuevo titular: POPESCU, IVÁN\n")
    add(f"{xs}/baja seguro Xsara.pdf", X, "Coche", ago(2022, 10, 12),
        "MUTUA MADRILEÑA - Anulación de póliza por venta del vehículo 4410 DZF. Extorno de prima: 96,18 €\n")

    # ================================================================ Areas / Pueblo: the shared village house
    pu = f"{DOC}/Casa del pueblo"
    add(f"{pu}/IBI Garrovillas 2024.pdf", A, "Pueblo", ago(2024, 9, 20),
        "DIPUTACIÓN DE CÁCERES - Organismo Autónomo de Recaudación y Gestión Tributaria (OARGT)\n"
        "IBI URBANA 2024 - Ayuntamiento de Garrovillas de Alconétar\nObjeto: CL PIZARRO 12   Ref. catastral 6571809QD1267S0001BZ\n"
        "Titulares: FERNÁNDEZ ORTEGA, RAMÓN / LUCÍA / INÉS (1/3 cada uno)\nCuota: 188,34 €  Cargo en cuenta Unicaja ES33 2103 ... 4471\n")
    add(f"{pu}/seguro casa pueblo Mapfre.pdf", A, "Pueblo", 200,
        "MAPFRE - Seguro Hogar Segunda Residencia\nTomador: Ramón Fernández Ortega\n"
        f"Riesgo: {PUEBLO}\nContinente 90.000 € / Contenido 12.000 €\nPrima anual: 231,70 € - vencimiento 1 de diciembre\n")
    add(f"{pu}/Iberdrola casa pueblo factura.pdf", A, "Pueblo", 38,
        "Curenergía Comercializador de Último Recurso - Factura PVPC\nTitular: Ramón Fernández Ortega\n"
        f"Dirección de suministro: {PUEBLO}\nConsumo bimestral: 34 kWh (vivienda sin uso habitual)   Total: 27,82 €\n")
    add(f"{pu}/cuentas casa pueblo hermanos 2026.xlsx", A, "Pueblo", 10,
        "Fecha;Concepto;Pagó;Importe;Ramón;Lucía;Inés\n"
        "10/01/2026;Seguro Mapfre (dic);Ramón;231,70;77,23;77,23;77,24\n"
        "03/02/2026;Luz dic-ene;cuenta común;29,40;9,80;9,80;9,80\n"
        "15/03/2026;Fontanero grifo cocina;Lucía;65,00;21,67;21,67;21,66\n"
        "02/04/2026;Agua 2º semestre 2025;cuenta común;41,12;13,71;13,71;13,70\n"
        "20/05/2026;Butano (2 bombonas);Inés;41,60;13,87;13,87;13,86\n")
    add(f"{pu}/turnos verano 2026.txt", A, "Pueblo", 33,
        "Casa del pueblo - verano 2026\n- Julio: obras del tejado (¡no se puede ir!)\n- 1-15 agosto: Inés y familia\n"
        "- 16-31 agosto: nosotros (fiestas de San Bartolomé el 24)\n- Septiembre: Ramón los fines de semana\n")
    add(f"{pu}/nota simple casa Pizarro 12.pdf", A, "Pueblo", 760,
        "REGISTRO DE LA PROPIEDAD DE GARROVILLAS DE ALCONÉTAR - NOTA SIMPLE INFORMATIVA\n"
        "URBANA: casa en la calle Pizarro número 12, de Garrovillas de Alconétar, con 142 m2 de solar.\n"
        "Titularidad: Ramón, Lucía e Inés Fernández Ortega, una tercera parte indivisa cada uno, por herencia.\nCargas: no constan.\n")
    add(f"{pu}/Re_ llaves y contador de agua.eml", A, "Pueblo", 140,
        mail(INES, f"{LUCIA_G}, {RAMON}", "Re: llaves y contador de agua",
             "Hola:\n\nLa vecina, Petra, tiene un juego de llaves. He leído el contador del agua en Navidad: 1.482 m3. "
             "El Ayuntamiento dice que el recibo se puede domiciliar en la cuenta común de Unicaja, así no hay que "
             "acordarse. Lo hago yo la próxima vez que baje.\n\nBesos,\nInés\n", 19))

    # ================================================================ Archive / Herencia: Mum's estate (settled 2023)
    he = f"{DOC}/Herencia mamá"
    add(f"{he}/testamento mama copia simple.pdf", X, "Herencia", ago(2022, 11, 7),
        "COPIA SIMPLE - TESTAMENTO ABIERTO\nNotario de Cáceres: D. Ignacio Mateos Valle - 14 de marzo de 2016\n"
        "Dª CARMEN ORTEGA BLÁZQUEZ, viuda, vecina de Garrovillas de Alconétar, instituye herederos por partes iguales a sus "
        "tres hijos Ramón, Lucía e Inés Fernández Ortega.\n")
    add(f"{he}/escritura aceptacion y adjudicacion herencia.pdf", X, "Herencia", ago(2023, 3, 2),
        "ESCRITURA DE ACEPTACIÓN Y ADJUDICACIÓN DE HERENCIA\nNotaría de D. Ignacio Mateos Valle, Cáceres - Protocolo nº 412/2023\n"
        "Causante: Dª Carmen Ortega Blázquez, fallecida en Cáceres el 14 de septiembre de 2022.\n"
        "Inventario: casa en C/ Pizarro 12, Garrovillas (valor 48.000 €); saldo en Unicaja 21.344,18 €; ajuar.\n"
        "Adjudicación: a cada heredero una tercera parte indivisa del inmueble y 7.114,73 € del saldo.\n")
    add(f"{he}/modelo 650 sucesiones Extremadura.pdf", X, "Herencia", ago(2023, 3, 9),
        "JUNTA DE EXTREMADURA - Impuesto sobre Sucesiones y Donaciones - Modelo 650 - Autoliquidación\n"
        f"Causante: ORTEGA BLÁZQUEZ, CARMEN   Sujeto pasivo: FERNÁNDEZ ORTEGA, LUCÍA ({DNI_L})\n"
        "Grupo II. Base imponible: 23.114,73 €. Reducción por parentesco y bonificación autonómica. Cuota a ingresar: 0,00 €\n")
    add(f"{he}/reparto herencia cuentas.xlsx", X, "Herencia", ago(2023, 4, 1),
        "Concepto;Total;Ramón;Lucía;Inés\nSaldo Unicaja mamá;21.344,18;7.114,73;7.114,73;7.114,72\n"
        "Gastos entierro (Funeraria San Jorge);-3.210,00;-1.070,00;-1.070,00;-1.070,00\nNotaría herencia;-842,60;-280,87;-280,87;-280,86\n"
        "Plusvalía Garrovillas;-96,12;-32,04;-32,04;-32,04\nNeto;;5.731,82;5.731,82;5.731,82\n")
    add(f"{he}/cancelacion cuenta Unicaja mama.pdf", X, "Herencia", ago(2023, 4, 18),
        "UNICAJA BANCO - Oficina Garrovillas de Alconétar\nCertificado de cancelación de la cuenta ES12 2103 7011 ... titular Dª Carmen Ortega "
        "Blázquez (fallecida) y transferencia del saldo a los herederos según escritura 412/2023.\n")
    add(f"{he}/Re_ cita notaria Caceres.eml", X, "Herencia", ago(2023, 2, 14),
        mail("Notaría Mateos <herencias@notariamateos.es>", f"{RAMON}, {LUCIA_G}, {INES}", "Re: cita firma herencia Carmen Ortega",
             "Estimados señores:\n\nLes confirmamos la firma de la escritura de aceptación y adjudicación de la herencia de su "
             "madre, Dª Carmen Ortega Blázquez, el 2 de marzo a las 11:00. Deben aportar certificado de defunción, certificado "
             "de últimas voluntades y el recibo del IBI de la casa de Garrovillas.\n\nAtentamente\n", 12))

    # ================================================================ Archive / Viajes: past trips
    vj = f"{DOC}/Viajes"
    add(f"{vj}/Roma 2019/billetes Vueling Roma.pdf", X, "Viajes", ago(2019, 2, 10),
        "VUELING - Confirmación de reserva HX7TQP\nVY6104 MAD-FCO 18/04/2019 07:05   VY6107 FCO-MAD 22/04/2019 21:15\n"
        "Pasajeros: Lucía Fernández Ortega, Jorge Martín Rubio\nTotal: 248,36 €\n")
    add(f"{vj}/Roma 2019/hotel Trastevere reserva.pdf", X, "Viajes", ago(2019, 2, 12),
        "Booking.com - Confirmación - Hotel Santa Maria, Trastevere, Roma\n18-22 abril 2019, 4 noches, habitación doble\n"
        "Reserva a nombre de Lucía Fernández. Precio: 512 €. (10º aniversario de boda)\n")
    shots(f"{IMGS}/2019 Roma", X, "Viajes", (ago(2019, 4, 19), ago(2019, 4, 21)), "DSC")
    add(f"{vj}/Asturias 2025/apartamento Llanes reserva.pdf", X, "Viajes", ago(2025, 3, 3),
        "Apartamentos Rurales La Portilla - Llanes (Asturias)\nConfirmación de reserva: 2-16 agosto 2025 (14 noches)\n"
        "Apartamento 3 dormitorios. Titular: Lucía Fernández Ortega. Total: 1.540 €\n")
    add(f"{vj}/Asturias 2025/ruta Asturias.docx", X, "Viajes", ago(2025, 7, 20),
        "Asturias agosto 2025\n- Lagos de Covadonga (ir antes de las 8:30 por el corte de carretera)\n- Ruta del Cares (Poncebos-Caín) "
        "con Pablo y Jorge\n- Playa de Gulpiyuri, Torimbia\n- Cangas de Onís, Ribadesella\n- Museo del Jurásico con Leo\n")
    shots(f"{IMGS}/Asturias 2025", X, "Viajes", (ago(2025, 8, 3), ago(2025, 8, 8), ago(2025, 8, 15)))
    shots(f"{IMGS}/Algarve 2024", X, "Viajes", (ago(2024, 7, 14), ago(2024, 7, 16), ago(2024, 7, 19), ago(2024, 7, 22)))

    # ================================================================ Resources / Historia
    hi = f"{DOC}/Historia"
    for fn, ti, au, para in (
            ("Casanova - Espana partida en dos.epub", "España partida en dos. Breve historia de la guerra civil española",
             "Julián Casanova", "La guerra civil española fue el resultado de un golpe de Estado militar fracasado..."),
            ("Preston - La guerra civil espanola.epub", "La guerra civil española", "Paul Preston",
             "Los orígenes de la guerra civil se hallan en los problemas sociales acumulados..."),
            ("Historia de Extremadura contemporanea.epub", "Historia contemporánea de Extremadura", "VV.AA.",
             "La desamortización de Mendizábal tuvo en la provincia de Cáceres un efecto..."),
            ("Galdos - Trafalgar.epub", "Trafalgar (Episodios Nacionales)", "Benito Pérez Galdós",
             "Se me permitirá que antes de referir el gran suceso de que fui testigo diga algunas palabras sobre mi infancia...")):
        add(f"{hi}/libros/{fn}", R, "Historia", r.randint(200, 1500), _epub(ti, au, "es", para))
    add(f"{hi}/articulos/desamortizacion Caceres.pdf", R, "Historia", 820,
        "Revista de Estudios Extremeños - La desamortización civil de Madoz en la provincia de Cáceres (1855-1895)\n"
        "Resumen: se estudian las ventas de bienes de propios y comunales en 64 municipios...\n")
    add(f"{hi}/articulos/puente de Alconetar romano.pdf", R, "Historia", 610,
        "El puente romano de Alconétar y la Vía de la Plata\nEl puente, trasladado en 1970 por la construcción del embalse de "
        "Alcántara, es uno de los primeros puentes de arco rebajado del Imperio...\n")
    add(f"{hi}/articulos/Carabanchel historia de un barrio.pdf", R, "Historia", 450,
        "Carabanchel: de villa a distrito (1948). Historia de los Carabancheles Alto y Bajo, la Quinta de Vista Alegre, "
        "el Cementerio Sacramental de San Isidro y la Cárcel de Carabanchel (1944-1998).\n")
    for ti, ep in (("La batalla de Badajoz de 1936", "SER Historia 812"), ("Los moriscos, la expulsión de 1609", "SER Historia 790"),
                   ("Isabel de Castilla", "SER Historia 745")):
        add(f"{hi}/podcasts/{ep} - {ti}.mp3", R, "Historia", r.randint(60, 500), lambda rr, dt, ti=ti: _id3(rr, ti, "Nacho Ares", "SER Historia"))
    add(f"{hi}/Genealogía/arbol genealogico Fernandez Ortega.xlsx", R, "Historia", 95,
        "Nombre;Nacimiento;Lugar;Fallecimiento;Padres;Fuente\n"
        "Carmen Ortega Blázquez;1949;Garrovillas;2022 Cáceres;Teodoro Ortega / Juliana Blázquez;DNI y esquela\n"
        "Teodoro Ortega Marcos;1921;Garrovillas;1990 Madrid;Eusebio Ortega / Petra Marcos;partida bautismo FamilySearch\n"
        "Eusebio Ortega;c.1890;Garrovillas;?;?;padrón 1930\nAntonio Fernández Cuesta;1945;Navalmoral de la Mata;2014;;\n")
    add(f"{hi}/Genealogía/FamilySearch notas partidas.txt", R, "Historia", 180,
        "FamilySearch - Parroquia de Santa María de la Consolación (Garrovillas), libros de bautismo 1880-1925\n"
        "- Bautismo de Teodoro Ortega Marcos, 4 de mayo de 1921, folio 118v\n- Matrimonio Eusebio Ortega con Petra Marcos, 1914\n"
        "- Buscar: defunciones 1936-1939 (tío abuelo Julián?)\n")

    # ================================================================ Resources / Cocina
    rc = f"{DOC}/Recetas"
    for fn, txt in (
            ("migas extremenas de mama.docx", "MIGAS EXTREMEÑAS (como las hacía mamá)\nPan del día anterior, 4 dientes de ajo, pimiento verde, "
                                              "panceta, chorizo, pimentón de la Vera, aceite de oliva.\nHumedecer el pan la noche antes con agua y sal..."),
            ("perrunillas.txt", "PERRUNILLAS\n500 g de harina, 250 g de manteca de cerdo, 200 g de azúcar, 2 yemas, ralladura de limón, "
                                "un chorrito de anís.\nHorno 180 ºC, 20 minutos."),
            ("caldereta de cordero.docx", "CALDERETA DE CORDERO EXTREMEÑA\n1,5 kg de cordero, hígado, pimiento rojo asado, laurel, vino blanco..."),
            ("cocido madrileno.txt", "COCIDO MADRILEÑO (para 6)\nGarbanzos en remojo la noche antes, morcillo, gallina, tocino, chorizo, "
                                     "morcilla, hueso de caña, repollo. Primero la sopa con fideos..."),
            ("lentejas con chorizo.txt", "LENTEJAS\n400 g lentejas pardinas, chorizo, zanahoria, pimiento, cebolla, ajo, laurel, pimentón. 45 min."),
            ("bizcocho de yogur Leo.txt", "BIZCOCHO DE YOGUR (la receta del cole de Leo)\n1 yogur, 3 medidas de harina, 2 de azúcar, 1 de aceite, 3 huevos, 1 sobre de levadura."),
            ("tortilla de patatas.txt", "TORTILLA DE PATATAS (con cebolla, que Jorge no la quiere sin ella)\n6 huevos, 1 kg de patatas, 1 cebolla...")):
        add(f"{rc}/{fn}", R, "Cocina", r.randint(100, 1800), txt)
    add(f"{DESC}/recetas-navidad-Directo-al-Paladar.pdf", R, "Cocina", 170,
        "Directo al Paladar - 25 recetas para Navidad: cordero asado, croquetas de jamón, roscón de Reyes casero...\n")

    # ================================================================ Resources / Libros
    lb = f"{DOC}/Libros"
    for fn, ti, au, para in (
            ("La Regenta.epub", "La Regenta", "Leopoldo Alas, Clarín", "La heroica ciudad dormía la siesta..."),
            ("Los pazos de Ulloa.epub", "Los pazos de Ulloa", "Emilia Pardo Bazán", "Por más que el jinete trataba de sujetarlo..."),
            ("Fortunata y Jacinta.epub", "Fortunata y Jacinta", "Benito Pérez Galdós", "Las noticias más remotas que tengo de la persona..."),
            ("Niebla.epub", "Niebla", "Miguel de Unamuno", "Al aparecer Augusto a la puerta de su casa...")):
        add(f"{lb}/{fn}", R, "Libros", r.randint(150, 1400), _epub(ti, au, "es", para))
    add(f"{lb}/club de lectura biblioteca 2025-26.docx", R, "Libros", 240,
        "Club de lectura - Biblioteca Pública Ana María Matute (Carabanchel) - Curso 2025-26\n"
        "Octubre: Los pazos de Ulloa (Pardo Bazán)\nNoviembre: Nada (Carmen Laforet)\nEnero: Los girasoles ciegos (Alberto Méndez)\n"
        "Febrero: La Regenta (1ª parte)\nMarzo: Patria (Fernando Aramburu)\nMayo: El infinito en un junco (Irene Vallejo)\n"
        "Reuniones: segundo martes de mes, 19:00\n")
    add(f"{lb}/libros leidos.txt", R, "Libros", 28,
        "2026\n- Nada (Laforet) ****\n- Los girasoles ciegos ***** \n- Patria ****\n- El infinito en un junco (a medias)\n"
        "2025\n- La hija del comunista (Aroa Moreno) ****\n- Los pazos de Ulloa ****\n")

    # ================================================================ Resources / Fotos
    shots(f"{IMGS}/2025", R, "Fotos", (ago(2025, 1, 6), ago(2025, 5, 31), ago(2025, 11, 1)))
    shots(f"{IMGS}/Cumple Leo 7", R, "Fotos", (ago(2025, 10, 25), ago(2025, 10, 25), ago(2025, 10, 25)))
    shots(f"{IMGS}/Navidad 2025", R, "Fotos", (ago(2025, 12, 24), ago(2025, 12, 25), ago(2026, 1, 6)))
    shots(f"{IMGS}/2026", R, "Fotos", (ago(2026, 4, 5), ago(2026, 5, 15)))
    shots(f"{IMGS}/iPhone Pablo", R, "Fotos", (210, 180, 45), "HEIC")
    shots(f"{IMGS}/Capturas de pantalla", R, "Fotos", (230, 88, 12), "CAP")
    shots(DESC, R, "Fotos", (40, 22, 9, 2), "WA")
    for n_ in (1, 2, 3):
        photo(f"{IMGS}/Fotos antiguas escaneadas/Imagen ({n_}).jpg", R, "Fotos", 880)

    # ================================================================ Resources / Software
    for fn, head, age in (("AutoFirma_64_v1_8_3_installer.exe", b"MZ\x90\x00", 420),
                          ("Configurador_FNMT_5.0.2_64bits.exe", b"MZ\x90\x00", 415),
                          ("WhatsAppSetup.exe", b"MZ\x90\x00", 300),
                          ("ZoomInstallerFull.exe", b"MZ\x90\x00", 520),
                          ("LibreOffice_25.2.3_Win_x86-64.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 160),
                          ("vlc-3.0.21-win64.exe", b"MZ\x90\x00", 240),
                          ("EPSON_Scan_2_v6.5.exe", b"MZ\x90\x00", 700),
                          ("ChromeSetup.exe", b"MZ\x90\x00", 90)):
        add(f"{DESC}/{fn}", R, "Software", age, lambda rr, dt, h_=head: _blob(rr, h_, 2000))

    # ================================================================ Archive / Backup: the old pendrive copy
    pb = f"{DOC}/Copia pendrive 2018"
    add(f"{pb}/CV Lucia 2017.docx", X, "Backup", ago(2018, 3, 2),
        "CURRICULUM VITAE - Lucía Fernández Ortega\nLicenciada en Historia (Universidad Complutense de Madrid, 2004)\n"
        "Máster en Formación del Profesorado / CAP (2005)\nFuncionaria de carrera - Profesora de Secundaria, Geografía e Historia (2010)\n"
        "IES Butarque, Leganés (2011-actualidad)\n")
    add(f"{pb}/clases/tema 4 el feudalismo 2ESO.pptx", X, "Backup", ago(2016, 11, 2), lambda rr, dt: _blob(rr, b"PK\x03\x04", 1800))
    add(f"{pb}/clases/examen 3ESO sector primario.doc", X, "Backup", ago(2017, 2, 1), lambda rr, dt: _blob(rr, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1500))
    add(f"{pb}/clases/salida Segovia 3ESO autorizacion.docx", X, "Backup", ago(2017, 4, 20),
        "IES Butarque - Autorización salida a Segovia (acueducto, alcázar) - 3º ESO - 5 de mayo de 2017 - Precio 14 €\n")
    add(f"{pb}/declaracion renta 2016.pdf", X, "Backup", ago(2017, 6, 10),
        "AGENCIA TRIBUTARIA - IRPF 2016 - Declaración conjunta - Fernández Ortega / Martín Rubio - Resultado: a devolver 906,12 €\n")
    add(f"{pb}/recetas mama.doc", X, "Backup", ago(2015, 12, 20), lambda rr, dt: _blob(rr, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{pb}/musica/Estopa - Como Camarón.mp3", X, "Backup", ago(2012, 5, 1), lambda rr, dt: _id3(rr, "Como Camarón", "Estopa", "Estopa"))
    add(f"{pb}/musica/Extremoduro - So payaso.mp3", X, "Backup", ago(2012, 5, 1), lambda rr, dt: _id3(rr, "So payaso", "Extremoduro", "Agila"))
    for n_ in range(2):
        add(f"{pb}/fotos/DSC0{1210 + 7 * n_}.JPG", X, "Backup", ago(2014, 8, 10 + n_), "exif")
    add(f"{pb}/contraseñas wifi y cosas.txt", X, "Backup", ago(2016, 1, 15),
        "wifi casa Lavapiés (ya no): ...\nwifi Butarque profesores: ...\nnúmero de MUFACE: 28/3118724\n")

    # ================================================================ Left / System
    ini = ("\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n"
           "IconResource=%SystemRoot%\\system32\\imageres.dll,-183\r\n").encode("utf-16")
    for f_ in (ESC, DESC, DOC, IMGS):
        add(f"{f_}/desktop.ini", L, "System", 900, ini)
    for f_ in (f"{IMGS}/2025", f"{IMGS}/Asturias 2025", f"{pb}/fotos"):
        add(f"{f_}/Thumbs.db", L, "System", 200, lambda rr, dt: _blob(rr, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add(f"{DESC}/Guia_Cantabria_Turismo.pdf.crdownload", L, "System", 1, lambda rr, dt: _blob(rr, b"%PDF-1.6\n", 900))
    add(f"{DESC}/Unconfirmed 418223.crdownload", L, "System", 0.3, lambda rr, dt: _blob(rr, b"MZ\x90\x00", 900))
    add(f"{DESC}/LibreOffice_26.2.1_Win_x86-64.msi.part", L, "System", 0.2, lambda rr, dt: _blob(rr, b"\xd0\xcf\x11\xe0", 900))
    add(f"{d}/Arras/~$ntrato arras borrador v2.docx", L, "System", 54, b"\x0bLuc\xeda F.O.  " + bytes(40))
    add(f"{DOC}/~$gastos casa 2026.xlsx", L, "System", 3, b"\x0bLuc\xeda F.O.  " + bytes(40))
    dot(f"{DOC}/Instituto/.~lock.programacion 2ESO Geografia e Historia.docx#", b"Luc\xc3\xada,DESKTOP-8KQ2F,Lucia,01.06.2026 09:12;", 1)
    dot(f"{DOC}/Copia pendrive 2018/._CV Lucia 2017.docx", bytes(82), ago(2018, 3, 2))

    # ================================================================ hard: nameless files, the text alone places them
    # ---- Descargas
    add(f"{DESC}/Documento (1).pdf", A, "Docencia", 13,
        f"{IES}\nJEFATURA DE ESTUDIOS\nCALENDARIO DE EVALUACIÓN FINAL - JUNIO 2026\n"
        "2º Bachillerato: sesión de evaluación final ordinaria 22 de mayo; publicación de notas 25 de mayo.\n"
        "ESO y 1º Bachillerato: últimos exámenes 15-17 de junio; sesiones de evaluación 18 y 19 de junio; entrega de "
        "boletines a las familias 23 de junio.\nLos jefes de departamento entregarán la memoria antes del 26 de junio.\n"
        "Recordad introducir las calificaciones en Raíces antes de cada sesión.\n", True)
    add(f"{DESC}/Documento (2).pdf", A, "Finanzas", 20,
        "AGENCIA TRIBUTARIA\nJUSTIFICANTE DE PRESENTACIÓN\nModelo 100 - Impuesto sobre la Renta de las Personas Físicas - Ejercicio 2025\n"
        f"Declarante: {DNI_L} FERNÁNDEZ ORTEGA LUCÍA   Cónyuge: {DNI_J} MARTÍN RUBIO JORGE\nTipo de declaración: conjunta\n"
        "Resultado: a devolver 1.215,40 €   IBAN: ES21 1465 0100 91 2045718832\n"
        "Número de justificante: 1002661247780   Código seguro de verificación: 4GHT 9XQ2 MM7D 21LK\n", True)
    add(f"{DESC}/Documento (3).pdf", P, "Vivienda", 24,
        "COMUNIDAD DE PROPIETARIOS GENERAL RICARDOS 142 - MADRID\nCERTIFICADO DE DEUDAS (art. 9.1.e Ley de Propiedad Horizontal)\n"
        "D. Manuel Trigo Lozano, secretario-administrador de la comunidad, CERTIFICA que la vivienda 5º A, propiedad de "
        "D. Fernando Castaño Ruiz y Dª Pilar Benito Olmo, se encuentra AL CORRIENTE en el pago de las cuotas ordinarias y "
        "extraordinarias a fecha de hoy, y que no existe derrama aprobada pendiente.\n"
        "Se expide a petición de la parte vendedora para la escritura de compraventa a favor de Lucía Fernández Ortega y "
        "Jorge Martín Rubio.\nMadrid, 7 de mayo de 2026\n", True)
    add(f"{DESC}/Documento (4).pdf", R, "Docencia", 330,
        "PRUEBA DE ACCESO A LA UNIVERSIDAD - CONVOCATORIA 2025 - UNIVERSIDADES PÚBLICAS DE LA COMUNIDAD DE MADRID\n"
        "HISTORIA DE ESPAÑA - CRITERIOS ESPECÍFICOS DE CORRECCIÓN Y CALIFICACIÓN\n"
        "Pregunta 1 (comentario de fuente histórica): hasta 3 puntos: contextualización 1, análisis 1, relación con el "
        "proceso histórico 1.\nPregunta 2 (desarrollo): hasta 4 puntos. Se valorará la precisión cronológica y conceptual.\n"
        "Preguntas 3 y 4: hasta 1,5 puntos cada una.\n", True)
    add(f"{DESC}/Documento (5).pdf", P, "Viajes", 18,
        "MUSEO NACIONAL Y CENTRO DE INVESTIGACIÓN DE ALTAMIRA - Santillana del Mar\nCONFIRMACIÓN DE COMPRA DE ENTRADAS\n"
        "Fecha de la visita: 14 de julio de 2026, 10:30 (Neocueva y exposición permanente)\n"
        "Entradas: 2 general (3 €), 3 menores de 18 (gratuita)\nTitular: Lucía Fernández Ortega   Localizador: ALT-7781-2026\n", True)
    add(f"{DESC}/Documento.pdf", A, "Salud", 66,
        "ADESLAS - Resultados de laboratorio - Informe de revisión con la médica\nPaciente: LUCÍA FERNÁNDEZ ORTEGA   Nº tarjeta MUFACE-Adeslas 0081 3311 8724\n"
        "Consulta de Medicina General, Dra. Inmaculada Ros, Centro Médico Adeslas Aluche\n"
        "Juicio clínico: ferropenia leve sin anemia. Plan: hierro oral (sulfato ferroso 80 mg, 1 comprimido/día en ayunas) "
        "durante 3 meses y nueva analítica en junio.\n", True)
    add(f"{DESC}/doc.pdf", R, "Cocina", 520,
        "Torta del Casar al horno con romero\nIngredientes: 1 Torta del Casar D.O.P., 1 ramita de romero, pan de pueblo, "
        "un chorrito de aceite.\nCortar la tapa superior, añadir el romero y hornear 10 minutos a 180 ºC. Servir con "
        "picos o tostas.\nVariante: con membrillo o con higos.\n", True)
    add(f"{DESC}/descarga.pdf", P, "Vivienda", 71,
        "Ibercaja - Comunicación de preconcesión\nEstimados Lucía y Jorge:\nTras estudiar la documentación aportada (nóminas, "
        "declaración de la renta y movimientos), su operación de préstamo hipotecario para la adquisición de vivienda habitual "
        "por importe de 231.200 € a 30 años ha sido PRECONCEDIDA, condicionada a la tasación del inmueble y a la firma del "
        "contrato de arras. Siguiente paso: encargo de la tasación a Tinsa (coste 321,86 €).\nRaúl Benito Calvo - Oficina 2271\n", True)
    add(f"{DESC}/descarga (1).pdf", A, "Coche", 83,
        "AYUNTAMIENTO DE MADRID - Área de Gobierno de Urbanismo, Medio Ambiente y Movilidad\n"
        "JUSTIFICANTE DE PAGO DE MULTA\nExpediente: 911/260314773.2   Matrícula: 4821 LMN\n"
        "Infracción: exceso de velocidad (art. 48 RGC) - 82 km/h en vía limitada a 70 km/h\n"
        "Importe con reducción del 50 %: 50,00 €   Pagado con tarjeta el " + _fc(NOW - timedelta(days=83)) + "\n", True)
    add(f"{DESC}/descarga (2).pdf", A, "Hijos", 275,
        "COMUNIDAD DE MADRID - Consejería de Educación - Precios reducidos de comedor escolar curso 2025-2026\n"
        "RESOLUCIÓN: se concede el precio reducido de comedor (familia numerosa) a los alumnos:\n"
        "MARTÍN FERNÁNDEZ, MARTA - CEIP Vista Alegre\nMARTÍN FERNÁNDEZ, LEO - CEIP Vista Alegre\nPrecio del menú: 4,88 €/día\n", True)
    add(f"{DESC}/descarga (3).pdf", R, "Vivienda", 640,
        "BOSCH - Instrucciones de uso - Lavavajillas Serie 4 SMS4HTI45E\n"
        "Antes de usar: ajustar la dureza del agua (Madrid: nivel 1), añadir sal especial.\n"
        "Programas: Eco 50 ºC, Auto 45-65 ºC, Intensivo 70 ºC, Rápido 45 ºC.\nCódigos de error: E:15 aquastop activado...\n", True)
    add(f"{DESC}/archivo.pdf", P, "Pueblo", 29,
        "AYUNTAMIENTO DE GARROVILLAS DE ALCONÉTAR (Cáceres)\nAUTOLIQUIDACIÓN - Impuesto sobre Construcciones, Instalaciones y Obras "
        "(ICIO) y tasa por actuación urbanística\nObra: reparación de cubierta en C/ Pizarro 12\n"
        "Sujeto pasivo: Fernández Ortega, Ramón (en nombre de los tres hermanos)\nPresupuesto de ejecución: 11.480 €   ICIO 1,6 %: 183,68 €   "
        "Tasa: 30,32 €\nTOTAL: 214,00 €\n", True)
    add(f"{DESC}/archivo (1).pdf", X, "Herencia", ago(2023, 3, 3),
        "NOTARÍA DE D. IGNACIO MATEOS VALLE - CÁCERES\nCOPIA SIMPLE sin valor ejecutivo - Protocolo 412/2023\n"
        "ACEPTACIÓN Y ADJUDICACIÓN DE HERENCIA otorgada por D. Ramón, Dª Lucía y Dª Inés Fernández Ortega, como herederos de "
        "su madre Dª Carmen Ortega Blázquez, fallecida el 14 de septiembre de 2022.\nOperaciones particionales: "
        "inventario, avalúo, liquidación y adjudicación por terceras partes.\n", True)
    add(f"{DESC}/fichero.pdf", A, "Salud", 12,
        "MUFACE - Resolución de prestación\nMutualista: FERNÁNDEZ ORTEGA, LUCÍA   Nº de afiliación 28/3118724\n"
        "Prestación: ayuda para gafas - beneficiario MARTÍN FERNÁNDEZ, PABLO\nImporte reconocido: 48,00 € (lentes graduadas, 2 unidades)\n"
        "Se abonará en la cuenta designada en el plazo de 30 días.\n", True)
    add(f"{DESC}/download.pdf", P, "Docencia", 229,
        "ERASMUS+ Grant Agreement - Annex I - Summary of the project\nProject number: 2025-1-ES01-KA122-SCH-000298765\n"
        "Beneficiary: IES CERRO DE LOS ANGELES, Getafe   Contact person: Lucía Fernández Ortega\n"
        "Activities: group mobility of school pupils to IE (Oranmore), 24 participants + 2 accompanying persons\n"
        "Project end date: 31/12/2026   Final report due: within 60 days after the end date\n", True)
    add(f"{DESC}/download (1).pdf", X, "Viajes", ago(2024, 3, 18),
        "Booking.com - Tu reserva está confirmada\nCasa Marés - Apartamentos, Armação de Pêra (Algarve, Portugal)\n"
        "Entrada: sábado, 13 de julio de 2024   Salida: sábado, 27 de julio de 2024\n"
        "2 habitaciones, 5 huéspedes (2 adultos, 3 niños)   Precio total: 1.890 €\nNúmero de confirmación: 4128.551.903\n", True)
    add(f"{DESC}/20260312_093211.pdf", P, "Docencia", 81,
        "AER LINGUS - BOARDING PASS\nFERNANDEZ ORTEGA / LUCIA MS\nFlight EI 593  Date 16MAR  From MADRID To DUBLIN\n"
        "Seat 14C  Boarding 11:05  Gate B27  Group booking 7KXQ2M\n"
        "(Guardar: justificante de viaje para el informe final Erasmus+ - SEPIE exige tarjetas de embarque de todos los participantes)\n", True)
    add(f"{DESC}/export.csv", A, "Finanzas", 33, t_ing_csv, True)
    add(f"{DESC}/export (1).csv", A, "Docencia", 80,
        "Raíces - Exportación de calificaciones\nCentro;28040712 IES CERRO DE LOS ÁNGELES\nGrupo;2ESO-C\n"
        "Materia;Geografía e Historia\nEvaluación;Segunda\nAlumno;Calificación\n" +
        "".join(f"{_alumno(r)};{r.randint(2, 10)}\n" for _ in range(20)), True)
    add(f"{DESC}/formulario.pdf", A, "Hijos", 26,
        "AYUNTAMIENTO DE MADRID - DISTRITO DE CARABANCHEL\nFICHA DE INSCRIPCIÓN - CAMPAMENTOS URBANOS VERANO 2026\n"
        "Datos del menor: Leo Martín Fernández, 7 años, CEIP Vista Alegre\nAlergias/enfermedades: asma (trae inhalador y cámara)\n"
        "Autorizo a recoger al menor a: Jorge Martín Rubio, Pablo Martín Fernández (hermano, 16 años)\nFirma del padre/madre/tutor:\n", True)
    add(f"{DESC}/mensaje.eml", A, "Pueblo", 100,
        mail(RAMON, f"{LUCIA_G}, {INES}", "cuentas",
             "Hola:\n\nOs paso lo del primer trimestre. He pagado yo el IBI de la casa de Garrovillas (188,34) y el seguro de "
             "Mapfre, y Petra me dijo que el recibo del agua del Ayuntamiento ya viene a la cuenta común. Cada una me debéis "
             "140,65 €; hacedme un Bizum cuando podáis.\n\nRamón\n", 20), True)
    add(f"{DESC}/mensaje (1).eml", A, "Docencia", 44,
        mail("Jefatura de Estudios <jefatura.ies.cerrodelosangeles.getafe@educa.madrid.org>", LUCIA,
             "Guardias de junio y vigilancia de exámenes",
             "Hola, Lucía:\n\nTe paso el cuadrante de guardias de junio: tu departamento vigila los exámenes de recuperación de "
             "2º ESO el día 16 en el gimnasio. Como jefa de departamento recuerda también subir las programaciones revisadas "
             "al aula virtual antes del 30 de junio.\n\nGracias,\nJavier (Jefe de Estudios)\n", 12), True)
    add(f"{DESC}/Re_ consulta.eml", P, "Vivienda", 60,
        mail("Inmobiliaria Oporto Gestión <info@oportogestion.es>", LUCIA_G, "Re: consulta",
             "Hola Lucía:\n\nLos propietarios aceptan los 289.000 € siempre que la firma sea antes de finales de junio. Para "
             "el contrato de arras necesitamos vuestros DNI y la confirmación de la preconcesión del banco. Podríamos firmar "
             "el miércoles 15 de abril en la oficina. La comisión de la agencia la paga la parte vendedora.\n\nUn saludo,\nSusana\n", 11), True)
    add(f"{DESC}/documento_firmado.pdf", P, "Docencia", 236,
        "SCHOOL PARTNERSHIP AGREEMENT - Erasmus+ KA122-SCH (signed)\nIES Cerro de los Ángeles (Getafe, ES) - Scoil Mhuire Community School (Oranmore, IE)\n"
        "Signed: Carmen Villa Ortiz, Directora - Declan Fahy, Principal\nDate: 09/10/2025\n"
        "Coordinators: Lucía Fernández Ortega / Siobhán Keane. Mobility Spain->Ireland March 2026; Ireland->Spain October 2026.\n", True)
    add(f"{DESC}/justificante.pdf", A, "Coche", 253,
        "MUTUA MADRILEÑA\nCERTIFICADO DE SEGURO OBLIGATORIO / JUSTIFICANTE DE PAGO\nPóliza: 221-077813664   Tomador: MARTÍN RUBIO, JORGE\n"
        "Vehículo asegurado: 4821 LMN DACIA JOGGER\nPeriodo de cobertura: 22/09/2025 a 22/09/2026\nRecibo: 52,17 € (mensual, domiciliado)\n", True)
    add(f"{DESC}/informe.pdf", A, "Salud", 30,
        "HOSPITAL HLA MONCLOA - CONSULTA DE NEUMOLOGÍA PEDIÁTRICA - INFORME DE REVISIÓN\nPaciente: Leo Martín Fernández (7 años)\n"
        "Espirometría normal con prueba broncodilatadora negativa. Buen control del asma en el último semestre.\n"
        "Plan: suspender budesonida en verano, mantener salbutamol de rescate. Próxima revisión en noviembre.\n", True)
    add(f"{DESC}/carta.pdf", A, "Vivienda", 152,
        "Sra. Lucía Fernández Ortega y Sr. Jorge Martín Rubio\nC/ Eugenia de Montijo 48, 3º B - 28025 Madrid\n"
        "Asunto: revisión anual de la caldera de la vivienda arrendada\n"
        "Les informo de que el técnico de Saunier Duval pasará el 20 de enero para la revisión anual de la caldera, que corre "
        "de mi cuenta como propietaria. Les ruego dejen acceso a la cocina.\nMercedes Sanz Villa\n", True)
    add(f"{DESC}/certificado.pdf", A, "Finanzas", 94,
        "EMPRESA MUNICIPAL DE TRANSPORTES DE MADRID, S.A.\nCERTIFICADO DE RETENCIONES E INGRESOS A CUENTA DEL IRPF (art. 108 RIRPF)\n"
        f"Ejercicio 2025   Perceptor: MARTÍN RUBIO, JORGE - NIF {DNI_J}\n"
        "Rendimientos del trabajo - retribuciones dinerarias: 27.804,11 €   Retenciones practicadas: 4.115,01 €\n"
        "Gastos deducibles (cotizaciones S.S.): 1.821,17 €\n", True)
    add(f"{DESC}/resolucion.pdf", P, "Hijos", 14,
        "IES PARQUE DE COMILLAS - PROCESO ORDINARIO DE ADMISIÓN CURSO 2026-2027\nLISTADO PROVISIONAL DE SOLICITUDES BAREMADAS - 1º ESO\n"
        "...\nMARTÍN FERNÁNDEZ, MARTA - Domicilio 4 - Hermanos 0 - Familia numerosa 1,5 - TOTAL 5,5\n...\n"
        "Reclamaciones ante el centro: del 19 al 21 de mayo de 2026.\n", True)

    # ---- Telegram Desktop (files the siblings and colleagues send)
    add(f"{TG}/documento.pdf", P, "Historia", 58,
        "ARCHIVO HISTÓRICO PROVINCIAL DE CÁCERES\nSERVICIO DE REPRODUCCIÓN DE DOCUMENTOS - Pedido nº 2026/0331\n"
        "Solicitante: Lucía Fernández Ortega   Finalidad: investigación (comunicación para los Coloquios Históricos de Extremadura, Trujillo 2026)\n"
        "Fondo: Gobierno Civil de Cáceres - Expedientes de emigración interior, caja 2214, exp. 17-41 (Garrovillas de Alconétar, 1963)\n"
        "Formato: imagen digital 300 ppp, 24 reproducciones. Uso limitado a la investigación; para publicar, citar la signatura.\n", True)
    add(f"{TG}/archivo.xlsx", P, "Docencia", 8,
        "Alumno irlandés (Scoil Mhuire);Edad;Familia de acogida en Getafe;Alumno/a IES;Teléfono familia;Observaciones\n"
        "Ciara Murphy;15;Familia Gómez Navarro;Lucas Gómez;6xx xxx 114;vegetariana\n"
        "Seán Kelly;14;Familia Ramos Gil;Hugo Ramos;6xx xxx 870;\n"
        "Aoife Walsh;15;Familia Díaz Torres;Alba Díaz;6xx xxx 202;alergia al marisco\n"
        "Oisín Byrne;15;Familia Castro Medina;Sergio Castro;6xx xxx 559;\n"
        "Llegada 5 de octubre, salida 12 de octubre de 2026\n", True)
    add(f"{TG}/file_3.pdf", A, "Pueblo", 62,
        "AYUNTAMIENTO DE GARROVILLAS DE ALCONÉTAR - SERVICIO MUNICIPAL DE AGUAS\nRECIBO 2º SEMESTRE 2025\n"
        "Abonado: HEREDEROS DE CARMEN ORTEGA BLÁZQUEZ   Dirección: C/ PIZARRO 12\n"
        "Lectura anterior: 1.471 m3   Lectura actual: 1.482 m3   Consumo: 11 m3\n"
        "Cuota de servicio agua y basura: 35,40 €   Consumo: 5,72 €   TOTAL: 41,12 €   Domiciliado: Unicaja ...4471\n", True)
    add(f"{TG}/file_7.pdf", X, "Herencia", ago(2023, 1, 20),
        "CUADERNO PARTICIONAL (borrador para revisar por los herederos)\nCausante: Carmen Ortega Blázquez (DNI 06987412-C)\n"
        "Herederos: Ramón, Lucía e Inés Fernández Ortega, por terceras partes iguales según testamento de 14/03/2016.\n"
        "Activo: vivienda C/ Pizarro 12 (Garrovillas) 48.000 €; saldo Unicaja 21.344,18 €; ajuar doméstico 3 %.\n"
        "Pasivo: gastos de última enfermedad y entierro 3.210 €.\nNotaría D. Ignacio Mateos Valle, Cáceres.\n", True)
    add(f"{TG}/notas.txt", R, "Historia", 140,
        "Recomendaciones que me pasó Álvaro para escuchar/leer:\n- Podcast 'Memorias de un tambor' (episodios sobre los "
        "Austrias menores)\n- 'El reino olvidado' de José Javier Esparza (la Reconquista contada como novela)\n"
        "- Documental RTVE 'La España medieval' (en RTVE Play)\n- Exposición 'Al-Ándalus' en el Arqueológico (hasta septiembre)\n", True)
    # ---- Escritorio
    add(f"{ESC}/Nuevo documento de texto.txt", P, "Vivienda", 125,
        "preguntas visita sábado (General Ricardos 142)\n- ¿por qué venden? ¿cuánto tiempo lleva a la venta?\n- derramas "
        "aprobadas o previstas (ascensor, fachada)\n- gastos de comunidad e IBI\n- ¿la caldera es nueva? año\n- ¿se quedan "
        "muebles de cocina y armarios?\n- orientación de los dormitorios (Marta y Leo cada uno el suyo)\n"
        "- ¿aceptarían 285.000?\n", True)
    add(f"{ESC}/Nuevo documento de texto (2).txt", P, "Hijos", 9,
        "Matrícula 1º Bachillerato Pablo (Puerta del Ángel) - julio\n- Modalidad Ciencias y Tecnología\n- Troncales: Matemáticas I, "
        "Física y Química\n- Optativas: Dibujo Técnico I y Tecnología e Ingeniería I; 2ª opción Biología\n"
        "- Llevar: certificado de notas de 4º ESO, foto, DNI, título de familia numerosa\n- Plazo de matrícula: 1-10 de julio\n", True)
    add(f"{ESC}/Nuevo documento de texto (3).txt", P, "Docencia", 16,
        "PENDIENTE IRLANDESES (octubre)\n- emparejamientos: faltan 2 familias de acogida (preguntar en 3º C)\n"
        "- 3 presupuestos autocar Toledo\n- visita guiada en inglés en el Prado (pedir antes de julio)\n"
        "- recepción en el Ayuntamiento de Getafe (escribir a la concejala)\n- justificantes de gastos para el informe SEPIE\n", True)
    add(f"{ESC}/notas.txt", A, "Coche", 40,
        "- llamar a Talleres Polo: ruido en la rueda delantera del Jogger al frenar\n- renovar el seguro en septiembre "
        "(Mutua) - comparar con Línea Directa\n- pagar multa del radar antes de 20 días para el 50 %\n"
        "- neumáticos: 34.000 km, mirar en octubre\n", True)
    add(f"{ESC}/Nuevo Documento de Microsoft Word.docx", P, "Historia", 34,
        "3. Las cadenas migratorias\nLos expedientes del Gobierno Civil de Cáceres permiten seguir, casa por casa, la salida "
        "de los vecinos de Garrovillas de Alconétar hacia Madrid a comienzos de los años sesenta. En 1962-1963 salieron de la "
        "calle Pizarro al menos once familias, casi todas hacia Carabanchel Bajo y Usera...\n"
        "[nota: meter aquí la entrevista a la tía Juliana; revisar cifras del padrón 1960 antes de mandarlo a Trujillo]\n", True)
    add(f"{ESC}/Nuevo Hoja de cálculo de Microsoft Excel.xlsx", A, "Docencia", 5,
        lambda rr, dt: t_grades(rr, "2º ESO C", "3ª evaluación (provisional)"), True)
    add(f"{ESC}/Documento1.docx", A, "Docencia", 36,
        f"{IES} - Departamento de Geografía e Historia\nEstimadas familias:\n"
        "Les informamos de que los alumnos de 2º ESO que tengan pendiente la materia de Geografía e Historia de 1º ESO "
        "deberán entregar el cuadernillo de recuperación el 5 de mayo y realizar la prueba escrita el 12 de mayo a las 14:30.\n"
        "Atentamente,\nLucía Fernández Ortega, jefa de departamento\n", True)
    add(f"{ESC}/Libro1.xlsx", A, "Finanzas", 27,
        "PRESUPUESTO MENSUAL;mayo 2026\nIngresos;\nNómina Lucía (Comunidad de Madrid);2.684\nNómina Jorge (EMT);1.903\n"
        "Gastos fijos;\nAlquiler;1.150\nLuz + gas + agua;190\nDigi;30\nSeguro coche;52\nComedor cole;182\nExtraescolares;105\n"
        "Plan de pensiones;100\nVariables;\nCompra;850\nGasolina;120\nAhorro para la entrada del piso;lo que quede\n", True)
    add(f"{ESC}/lista.txt", A, "Hijos", 7,
        "material septiembre\nMarta (1º ESO): calculadora científica, diccionario de inglés, flauta? (preguntar), agenda\n"
        "Leo (3º primaria): estuche, 4 cuadernos Lamela cuadrícula 4 mm, plastilina, bata nueva (talla 8)\n"
        "Pablo: calculadora gráfica? esperar a lo que pida el profe de mates\n", True)
    add(f"{ESC}/sin título.txt", A, "Finanzas", 49,
        "renta -> deducción por alquiler de vivienda habitual (Madrid): hasta 1.237,20 €, ¿base imponible por debajo del límite "
        "en conjunta?\nfamilia numerosa: 1.200 € (estatal, art. 81 bis) - ya cobrado por anticipado? NO\n"
        "aportación plan pensiones 1.200 € reduce base\ncertificado donativo Cruz Roja\n"
        "ojo: el año que viene cambia todo con la hipoteca (no hay deducción estatal por compra desde 2013)\n", True)

    # ---- scanner output
    add(f"{SCAN}/Escanear0001.pdf", X, "Coche", ago(2022, 10, 4),
        "CONTRATO PRIVADO DE COMPRAVENTA DE VEHÍCULO (copia firmada)\nEn Madrid, a 3 de octubre de 2022\n"
        f"VENDEDOR: D. Jorge Martín Rubio, DNI {DNI_J}\nCOMPRADOR: D. Iván Popescu, NIE X-4418772-P\n"
        "Vehículo: CITROËN XSARA PICASSO, matrícula 4410 DZF, bastidor VF7CH9HZC39..., 218.400 km\n"
        "Precio: 1.600 € en efectivo. El comprador se hace cargo de la transferencia ante la DGT y del ITP.\n", True)
    add(f"{SCAN}/Escanear0002.pdf", X, "Vivienda", ago(2015, 7, 20),
        "Madrid, 15 de julio de 2015\nD. Julián Pastor Merino, propietario de la vivienda de la calle Ave María 31, 2º izquierda, "
        "declara haber devuelto a Dª Lucía Fernández Ortega la fianza de 640 € del contrato de arrendamiento de 1 de septiembre "
        "de 2008, una vez comprobado el buen estado del piso, que quedó libre el 30 de junio de 2015.\nFirmado: Julián Pastor\n", True)
    add(f"{SCAN}/Escanear0004.pdf", X, "Hijos", ago(2022, 7, 1),
        "ESCUELA INFANTIL EL TRENECITO - Red de Escuelas Infantiles del Ayuntamiento de Madrid\nCERTIFICADO DE BAJA\n"
        "Se certifica que el alumno Leo Martín Fernández causa baja en el centro el 30 de junio de 2022 por finalización del "
        "primer ciclo de Educación Infantil. No tiene recibos pendientes.\n", True)
    add(f"{SCAN}/scan_0003.pdf", X, "Docencia", ago(2019, 7, 2),
        "COMUNIDAD DE MADRID - IES BUTARQUE (LEGANÉS)\nDILIGENCIA DE CESE\nDª LUCÍA FERNÁNDEZ ORTEGA, profesora de Enseñanza Secundaria, "
        "especialidad Geografía e Historia, cesa en su destino en este centro con fecha 31 de agosto de 2019, por haber obtenido "
        "destino definitivo en el concurso de traslados.\nEl Director: Fernando Aguado\n", True)
    add(f"{SCAN}/scan_0007.pdf", A, "Finanzas", ago(2025, 6, 20),
        "AGENCIA TRIBUTARIA - Delegación Especial de Madrid\nNOTIFICACIÓN - ACUERDO DE DEVOLUCIÓN\nConcepto: IRPF ejercicio 2024\n"
        f"Obligados: FERNÁNDEZ ORTEGA, LUCÍA ({DNI_L}) y MARTÍN RUBIO, JORGE ({DNI_J})\n"
        "Importe de la devolución: 1.102,63 €, que se abonará en la cuenta ES21 1465 **** **** 8832\n", True)
    add(f"{SCAN}/scan_0012.pdf", A, "Docencia", 8,
        f"{IES}\nACTA DE EVALUACIÓN FINAL ORDINARIA - 2º BACHILLERATO C - CURSO 2025/2026\n"
        "Materia: Historia de España   Profesora: Lucía Fernández Ortega\n"
        "Alumnos: 27   Aprobados: 24   Suspensos: 3   Propuestos para titulación: 23\n"
        "Firmas de la junta de evaluación: tutor, profesores de las materias, jefa de estudios.\n", True)
    add(f"{SCAN}/scan_0015.pdf", A, "Salud", 185,
        "HOSPITAL UNIVERSITARIO 12 DE OCTUBRE - URGENCIAS PEDIÁTRICAS - INFORME DE ALTA\nPaciente: LEO MARTÍN FERNÁNDEZ, 7 años\n"
        "Motivo de consulta: dificultad respiratoria y tos de 24 horas. Antecedente de asma.\nDiagnóstico: crisis asmática "
        "moderada. Tratamiento: salbutamol en cámara 6 pulsaciones cada 4 horas, prednisolona 3 días.\n"
        "Control por su pediatra en 48 horas.\n", True)
    add(f"{SCAN}/scan_0019.pdf", A, "Vivienda", 600,
        "ANEXO AL CONTRATO DE ARRENDAMIENTO - INVENTARIO DE MOBILIARIO Y ESTADO DE LA VIVIENDA\n"
        f"Vivienda: {CASA}\nCocina: frigorífico Bosch, lavadora Balay, horno y vitrocerámica. Caldera Saunier Duval (2014).\n"
        "Dormitorios: 3 armarios empotrados. Baño con plato de ducha.\nFirman arrendadora y arrendatarios.\n", True)
    add(f"{SCAN}/scan_0022.pdf", A, "Hijos", 50,
        "CEIP VISTA ALEGRE - AUTORIZACIÓN (firmada)\nD./Dª Lucía Fernández Ortega, madre del alumno Leo Martín Fernández de 2º A, "
        "AUTORIZA a su hijo a asistir a la salida a Faunia el 22 de abril de 2026.\nIndicaciones médicas: asma, lleva inhalador.\nFirma\n", True)
    add(f"{SCAN}/scan_0026.pdf", A, "Coche", 1330,
        "TARJETA DE INSPECCIÓN TÉCNICA DE VEHÍCULOS (ficha técnica)\nMarca: DACIA   Tipo/Variante: RJI / JOGGER   Denominación comercial: JOGGER\n"
        "Nº de plazas: 7   Potencia: 81 kW   Combustible: gasolina\nMatrícula: 4821 LMN   Fecha de matriculación: 22/09/2022\n"
        "Próxima inspección: 22/09/2026\n", True)
    add(f"{SCAN}/scan_0030.pdf", X, "Herencia", ago(2022, 9, 28),
        "REGISTRO CIVIL DE CÁCERES\nCERTIFICADO DE DEFUNCIÓN\nNombre: CARMEN ORTEGA BLÁZQUEZ   Hija de Teodoro y de Juliana\n"
        "Fecha de fallecimiento: 14 de septiembre de 2022   Lugar: Cáceres\nEstado civil: viuda\n", True)
    add(f"{SCAN}/scan_0031.pdf", X, "Herencia", ago(2022, 11, 3),
        "MINISTERIO DE JUSTICIA - REGISTRO GENERAL DE ACTOS DE ÚLTIMA VOLUNTAD\nCERTIFICADO\n"
        "Causante: CARMEN ORTEGA BLÁZQUEZ, fallecida el 14/09/2022\nConsta un testamento abierto otorgado el 14/03/2016 ante el "
        "notario de Cáceres D. Ignacio Mateos Valle, número de protocolo 388.\n", True)
    add(f"{SCAN}/scan_0035.pdf", A, "Pueblo", ago(2025, 9, 18),
        "DIPUTACIÓN DE CÁCERES - OARGT\nRECIBO IBI URBANA 2025 - GARROVILLAS DE ALCONÉTAR\nObjeto tributario: CL PIZARRO 12\n"
        "Titulares: FERNÁNDEZ ORTEGA, RAMÓN; FERNÁNDEZ ORTEGA, LUCÍA; FERNÁNDEZ ORTEGA, INÉS\nCuota: 190,12 €   Estado: COBRADO\n", True)
    add(f"{SCAN}/scan_0038.pdf", P, "Vivienda", 99,
        "INMOBILIARIA OPORTO GESTIÓN - DOCUMENTO DE RESERVA\nLos abajo firmantes, Lucía Fernández Ortega y Jorge Martín Rubio, "
        "entregan 3.000 € en concepto de reserva de la vivienda sita en C/ General Ricardos 142, 5º A, por un precio ofertado de "
        "289.000 €, que se descontarán de las arras si la propiedad acepta la oferta.\nMadrid, 22 de febrero de 2026\n", True)
    add(f"{SCAN}/scan_0041.pdf", P, "Pueblo", 22,
        "CONSTRUCCIONES HERMANOS DURÁN, C.B. - ACEPTACIÓN DE PRESUPUESTO Nº 26/014\n"
        "Obra: reparación de la cubierta de la vivienda de C/ Pizarro 12, Garrovillas de Alconétar\n"
        "Importe: 11.480 € + IVA. Inicio: 6 de julio de 2026. Forma de pago: 50 % al inicio, 50 % a la finalización.\n"
        "Conforme, la propiedad: Ramón Fernández Ortega (en nombre de los tres hermanos)\n", True)
    add(f"{SCAN}/scan_0044.pdf", P, "Docencia", 69,
        "SCOIL MHUIRE COMMUNITY SCHOOL - ORANMORE, CO. GALWAY\nCERTIFICATE OF ATTENDANCE\nThis is to certify that the group of "
        "24 pupils and 2 teachers (Lucía Fernández Ortega, Álvaro Gómez Prieto) from IES Cerro de los Ángeles, Getafe, took part "
        "in the Erasmus+ group mobility at our school from 16 to 23 March 2026.\nDeclan Fahy, Principal\n", True)
    add(f"{SCAN}/scan_0047.pdf", A, "Salud", 120,
        "ÓPTICA OPORTO - Graduación\nPaciente: Marta Martín Fernández (12 años)\nOD: -1,25 esf.  OI: -1,00 esf. -0,25 cil. 180º\n"
        "Recomendación: uso de gafas para pizarra y pantallas. Revisión en 1 año.\n", True)
    add(f"{SCAN}/scan_0049.pdf", P, "Hijos", 55,
        "COMUNIDAD DE MADRID - SOLICITUD DE ADMISIÓN CURSO 2026/2027 - COPIA PARA EL INTERESADO (sello de registro)\n"
        "Enseñanza: 1º Bachillerato - Ciencias y Tecnología\nAlumno: MARTÍN FERNÁNDEZ, PABLO\n"
        "Centro en primera opción: IES Puerta del Ángel - Registro de entrada 08/04/2026\n", True)

    # ---- year folders
    add(f"{DOC}/2023/documento.pdf", X, "Herencia", ago(2023, 5, 10),
        "AYUNTAMIENTO DE GARROVILLAS DE ALCONÉTAR\nLIQUIDACIÓN - IMPUESTO SOBRE EL INCREMENTO DEL VALOR DE LOS TERRENOS DE NATURALEZA "
        "URBANA (plusvalía)\nTransmisión mortis causa: Carmen Ortega Blázquez -> herederos Fernández Ortega\n"
        "Inmueble: C/ Pizarro 12   Años de tenencia: 31   Método objetivo. Cuota total: 96,12 €\n", True)
    add(f"{DOC}/2023/Documento (2).docx", X, "Docencia", ago(2023, 6, 20),
        "Informe de evaluación final - proyecto colaborativo con el Liceo Statale Virgilio (Mantova) - curso 2022-2023\n"
        "Participantes: 46 alumnos de 1º Bachillerato de los dos centros. Producto final: mapa colaborativo de las calzadas "
        "romanas de Hispania e Italia en la plataforma eTwinning. El proyecto se da por cerrado y se solicita el sello de calidad.\n", True)
    add(f"{DOC}/2024/documento.docx", X, "Viajes", ago(2024, 7, 5),
        "Itinerario julio\n13 sábado: salida de Madrid a las 7:00, parada en Mérida para comer, llegada a Armação de Pêra.\n"
        "15: Benagil y la cueva (barco desde Armação). 17: Lagos y Ponta da Piedade. 19: Sagres y Cabo de São Vicente.\n"
        "21: Tavira y la playa de la Ilha. 27: vuelta por Huelva. Portugal: una hora menos; peajes electrónicos (registrar la "
        "matrícula en EasyToll en la frontera).\n", True)
    add(f"{DOC}/2024/Documento1.docx", A, "Finanzas", ago(2024, 11, 12),
        "A la atención del Servicio de Atención al Cliente de ING\nAsunto: reclamación por comisión indebida\n"
        "Titular: Lucía Fernández Ortega - Cuenta NÓMINA ES21 1465 0100 91 2045718832\n"
        "El 4 de noviembre se me cobró una comisión de 2 € por retirada de efectivo en un cajero que su web indica como gratuito. "
        "Solicito la devolución del importe.\nMadrid, 12 de noviembre de 2024\n", True)
    add(f"{DOC}/2024/export.csv", A, "Finanzas", ago(2025, 1, 3),
        "Categoría;Total 2024 (€)\nAlquiler;12.600\nSupermercado;10.240\nSuministros (luz, gas, agua, fibra);2.180\n"
        "Colegio, comedor y extraescolares;3.950\nCoche (seguro, gasolina, taller);2.710\nSalud y farmacia;840\n"
        "Casa del pueblo (parte de Lucía);610\nVacaciones;2.320\nAhorro (entrada piso + plan de pensiones);9.400\n", True)
    add(f"{DOC}/2025/documento final.docx", A, "Docencia", ago(2025, 9, 30),
        f"{IES} - Departamento de Geografía e Historia\nACTA DE REUNIÓN EXTRAORDINARIA - 30 de septiembre de 2025\n"
        "Único punto: revisión de la programación de 2º ESO tras la reducción a 3 horas semanales. Se acuerda pasar el tema de "
        "la población a la 3ª evaluación.\nLa jefa de departamento: Lucía Fernández Ortega\n", True)
    add(f"{DOC}/2025/nuevo.xlsx", A, "Pueblo", ago(2025, 12, 28),
        "Fecha;Concepto;Pagó;Importe;Ramón;Lucía;Inés\n10/01/2025;Seguro Mapfre casa Garrovillas;Ramón;224,10;74,70;74,70;74,70\n"
        "18/09/2025;IBI Pizarro 12;cuenta común;190,12;63,37;63,37;63,38\n24/08/2025;Fontanero cisterna;Lucía;80,00;26,67;26,67;26,66\n"
        "30/11/2025;Luz sep-oct;cuenta común;31,05;10,35;10,35;10,35\nSaldo cuenta común Unicaja a 31/12: 412,80\n", True)
    add(f"{DOC}/2025/notas reunion.txt", A, "Hijos", ago(2025, 11, 20),
        "Tutoría con Pilar (tutora de Leo, 2º A)\n- lee bien pero se cansa, hacer 15 min diarios en casa\n- en el patio juega mucho con "
        "Bruno y Amir\n- la letra: cuaderno de caligrafía Rubio\n- recordar: lleva el inhalador en la mochila los días de educación física\n", True)
    add(f"{DOC}/2025/scan.pdf", X, "Viajes", ago(2025, 3, 4),
        "Apartamentos Rurales La Portilla - Llanes, Asturias\nJUSTIFICANTE DE PAGO DE SEÑAL\nReserva: 2 al 16 de agosto de 2025, apartamento "
        "de 3 dormitorios\nCliente: Lucía Fernández Ortega\nSeñal pagada: 462 € (30 %). Resto a la llegada. Cancelación gratuita hasta el 1 de julio.\n", True)
    add(f"{DESC}/Documento (6).pdf", R, "Historia", 300,
        "ACTAS DE LAS JORNADAS DE HISTORIA DE LA VÍA DE LA PLATA\nLa Vía de la Plata en época romana: Mansiones y puentes entre "
        "Emerita Augusta y Salmantica\nEl trazado entre Cáceres y el Tajo atravesaba el río por el puente de Alconétar (Turmulus), "
        "obra probablemente de época de Trajano o Adriano...\n", True)

    add(f"{DESC}/Documento (7).pdf", A, "Salud", 96,
        "COMUNIDAD DE MADRID - SERVICIO MADRILEÑO DE SALUD - Centro de Salud Puerta Bonita\nCITACIÓN DE VACUNACIÓN\n"
        "Paciente: MARTA MARTÍN FERNÁNDEZ (12 años)\nVacunas: virus del papiloma humano (VPH) 2ª dosis y meningococo ACWY\n"
        "Día: 10 de marzo de 2026, 16:40 - Consulta de enfermería pediátrica 4. Traer el documento de vacunación.\n", True)
    add(f"{SCAN}/scan_0052.pdf", A, "Hijos", 150,
        "ESCUELA MUNICIPAL DE MÚSICA Y DANZA DE CARABANCHEL\nRECIBO - 2º trimestre curso 2025/26\n"
        "Alumna: MARTA MARTÍN FERNÁNDEZ - Violín 4º, lenguaje musical, orquesta infantil\n"
        "Importe: 96,60 € (bonificación 50 % familia numerosa aplicada)\nConcierto de fin de trimestre: 18 de marzo, Centro Cultural Fernando Lázaro Carreter\n", True)
    add(f"{TG}/file_9.pdf", P, "Viajes", 25,
        "PARQUE DE LA NATURALEZA DE CABÁRCENO - Cantur, Gobierno de Cantabria\nENTRADAS ONLINE - Fecha de visita: 18/07/2026\n"
        "2 adultos (38 €) + 3 niños (20,50 €) + telecabina incluida\nTotal: 137,50 €   Localizador: CAB-26-41902\n"
        "Presentar el código QR en el acceso de Obregón.\n", True)

    return items
