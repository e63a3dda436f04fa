"""A thirtieth labelled corpus: a Mexico City dentist's home PC, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts or
the bodies of the other corpora: only ``unseen.py``'s docstring and the first lines of its ``build`` (for the
way labelling rules are written and the write/add helpers), the ``Item`` dataclass and ``_pdf``/``_jpeg``
(``corpus.py``), ``_docx``/``_png``/``HEIC_HEAD`` (``blind.py``) and ``_xlsx``/``_rezip``/``_latin1``/
``_epub``/``_id3``/``_blob`` (``unseen.py``). The files and labels follow what this person would have on
disk, not what any program looks for.

The person: Dra. Sofía Ramírez Ortega, 36, a dentist (cirujana dentista, UNAM) in Coyoacán, Mexico City.
Since September 2021 she owns Clínica Dental Ramírez, a two-chair clinic; since March 2023 it is at Av.
Miguel Ángel de Quevedo 532, local 4, after she left the first rented premises (Tres Cruces 41, Villa
Coyoacán). Staff: Karla Méndez Soto (higienista) and Guadalupe "Lupita" Hernández Ruiz (recepción). She
is a persona física (actividades empresariales y profesionales); her accountant is C.P. Rodrigo Aguilar
Fuentes. Her husband Andrés Villaseñor Cruz is an architect; their daughter Valentina (born February 2023)
goes to the Estancia Infantil Pequeños Pasos and starts Kínder 1 at Colegio Xochipilli in August 2026. The
family lives in a house in Campestre Churubusco bought in 2021 with a crédito Infonavit, and drives a
Mazda CX-3 2021.

Going on now (June 2026): buying a second-hand panoramic X-ray unit (ortopantomógrafo) for the clinic --
quotes from three sellers, one of them a Miami reseller writing in English, financing, the shielding
study, the COFEPRIS licence for the equipment, the electrician; her Diplomado en Endodoncia at CEPO
(January 2025 - November 2026) together with an online US continuing-education course in rotary
endodontics, whose modules count towards it; renovating the clinic's waiting room (Andrés's plans,
carpenter, paint, chairs, before/progress photos); Valentina's enrolment in kínder for August 2026; a
family trip to Oaxaca for the Guelaguetza, 17-24 July 2026.

Finished: her job in the Servicio de Estomatología of Hospital Santa Teresa (Tlalpan), 2017 - August 2021;
her Maestría en Ciencias Odontológicas (UNAM, 2015-2017); the dispute with the landlord of the first
clinic premises over the deposit and "damages" (mediation at the Centro de Justicia Alternativa,
convenio September 2023, paid November 2023); the previous car, a Nissan Versa sold in 2023; past trips
(Puerto Vallarta 2023, Cancún 2024, San Miguel de Allende December 2025).

The machine: a Windows PC at home, in Spanish: ``Documentos/`` (partly tidy: ``Clínica/``, ``Finanzas/``,
``Casa/``...), ``Descargas/`` (the chaos: ``documento (3).pdf``, CFDI downloaded as ``<UUID>.xml``/``.pdf``
pairs, installers), ``Escritorio/`` (``Sin título.txt``, ``Nueva carpeta/``), ``Documentos/Escaneos/``
(``scan_0031.pdf`` from the clinic's scanner: patient forms and everything else), ``Imágenes/`` (phone
photos, WhatsApp images, screenshots), ``Documentos/WhatsApp Documents/`` (``DOC-20260423-WA0003.pdf``
copied from her phone), ``Música/``, a ``2023/`` folder, and a copy of her old laptop
(``Respaldo laptop Sony 2021/``).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on, whatever the file's age. The
  panoramic X-ray purchase (quotes, comparisons, seller photos, sample radiographs, financing, shielding
  study, COFEPRIS licence for the unit, electrician) -- topic Clinic; the Diplomado en Endodoncia with
  the US online course (enrolment, fees, invoices, timetable, modules, assignments, study notes, case
  reports with the radiographs copied into them, certificates of modules) -- topic Clinic; the
  waiting-room renovation (plans, quotes, orders, before/progress photos) -- topic Clinic; Valentina's kínder enrolment for August 2026 (application, documents, fees, uniform,
  list of útiles) -- topic School; the Oaxaca trip (flights, hotel, tours, packing list) -- topic Travel.
- **Areas**: responsibilities with no end, whatever the document's age. Running the clinic: patients'
  records, treatment plans and presupuestos, scanned patient forms and consents, patients' radiographs
  and intra-oral photos, suppliers and dental lab, payroll and IMSS, the clinic's CFDI (issued and
  received), monthly SAT declarations and the accountant, COFEPRIS notices and RPBI waste, the clinic's
  rent, maintenance and professional insurance, cash reports -- topic Clinic. Personal money: bank,
  credit card, Afore, the Infonavit mortgage, savings, the annual tax return and personal deductions
  (Finance; the yearly list of deductions too, but a doctor's bill or its CFDI stays with Health, a
  school-fee CFDI with the school, a fuel CFDI with the car). The family's health, doctors, lab results,
  medical receipts (Health). The family's insurance policies other than the car's: major-medical,
  house, life (Insurance). The house, its bills, predial and upkeep (Home). Valentina's current preschool (School). The car: insurance, verificación,
  tenencia, service, fuel, fines (Car). A 2019 tax return or a 2023 COFEPRIS notice is still an Area.
- **Resources**: reference and interests by subject: clinical articles, congress notes, NOMs, dosing
  tables, supplier catalogues, equipment manuals (Clinic) -- also when they sit inside a project folder
  (the endodontics course, the panoramic purchase) or the finished master's folder, since they are
  reading kept for its own sake; appliance manuals (Home); recipes (Cooking); ebooks (Books); music and
  playlists (Music); installers (Software, even the clinic's agenda software); paediatric vaccination
  reference (Health); photos, albums, WhatsApp images and screenshots (Photos), including holiday
  albums of past trips -- except pictures that belong to a project, current or finished (waiting-room
  before/progress photos, renders and inspiration screenshots in its folder, the seller's photos and
  sample radiographs of the X-ray unit, the old premises at hand-over, the Versa's sale photo: the
  project's bucket and topic), patients' radiographs and intra-oral photos (Areas Clinic), and anything
  inside the old laptop copy.
- **Archive**: finished projects and ended responsibilities, however recent: the hospital job, with
  the hospital's internal protocols and rosters, and the master's (Clinic); the landlord dispute over the
  first premises and the February 2023 move to the present ones (Clinic, the subject is the clinic's
  premises); past trips' bookings and tickets (Travel); the sold Nissan Versa (Car); the copy of the old
  laptop, kept whole (Backup; only its ``Thumbs.db`` is Left).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store`` and ``._*`` files
  from Andrés's Mac, ``.picasa.ini``, ``.~lock...#``) are written but not labelled.

Topics are subjects, one per subject: everything about her dental work is ``Clinic`` (the business, her
clinical reading, her training, her former hospital job); the car's insurance is ``Car``. ``hard`` marks
a file whose name *and* folder say nothing about its subject (``Descargas/documento (3).pdf``,
``Escritorio/Sin título.txt``, ``Documentos/Escaneos/scan_0031.pdf``, ``Escritorio/Nueva carpeta/
notas.txt``): only the text inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it. Images and
CFDI ``.xml`` files are never marked hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
         "noviembre", "diciembre"]

ME = "Sofía Ramírez Ortega"
ME_RFC = "RAOS900314K27"
CLINIC = "Clínica Dental Ramírez"
CLINIC_ADDR = "Av. Miguel Ángel de Quevedo 532, local 4, Col. Romero de Terreros, Coyoacán, C.P. 04310, CDMX"
HOME_ADDR = "Calle Cerro del Hombre 18, Col. Campestre Churubusco, Coyoacán, C.P. 04200, CDMX"

PATIENTS = ["Mariana López Acevedo", "Jorge Salinas Treviño", "Ana Paula Torres Rivas", "Héctor Domínguez Paz",
            "Rosa Elena Castañeda Mora", "Luis Fernando Ochoa Ruiz", "Claudia Ibarra Sánchez",
            "Emilio Navarro Gil", "Patricia Herrera Luna", "Diego Alarcón Vega", "Fernanda Quiroz Medina",
            "Ricardo Beltrán Soto", "Gabriela Montes de Oca Ríos", "Tomás Esquivel Durán",
            "Sandra Villalobos Peña", "Arturo Cervantes Lara", "Itzel Romero Campos", "Mauricio Ponce Aguirre"]

TREATMENTS = [("Profilaxis y detartraje ultrasónico", 650, 900), ("Resina compuesta clase II", 900, 1400),
              ("Endodoncia molar", 4200, 5800), ("Endodoncia premolar", 3200, 4200),
              ("Corona de zirconia", 6500, 8500), ("Poste de fibra de vidrio", 1100, 1600),
              ("Extracción simple", 700, 1100), ("Extracción de tercer molar retenido", 2800, 4200),
              ("Blanqueamiento en consultorio", 3500, 4800), ("Incrustación de disilicato", 4800, 6200),
              ("Guarda oclusal rígida", 2800, 3600), ("Curetaje por cuadrante", 1200, 1800)]

SUPPLIERS = [("Depósito Dental Coyoacán S.A. de C.V.", "DDC080512AB3"),
             ("DentaPro Distribuidora S.A. de C.V.", "DDI150903QK1"),
             ("Laboratorio Dental Ortiz", "OIGM7806115P2"),
             ("Ecoservicios Ambientales del Valle S.A. de C.V.", "EAV110420TR8")]


def _f(dt: datetime) -> str:
    return f"{dt.day} de {MESES[dt.month - 1]} de {dt.year}"


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _mx(v: float) -> str:
    return f"${v:,.2f}"


def _uuid(r: random.Random) -> str:
    h = "".join(r.choice("0123456789ABCDEF") for _ in range(32))
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def _ago(days: float) -> datetime:
    return (NOW - timedelta(days=days)).replace(tzinfo=None)


# ------------------------------------------------------------------------------------------ content makers

def cfdi_xml(uuid: str, dt: datetime, em: tuple[str, str], rec: tuple[str, str], concepto: str, sub: float,
             uso: str = "G03", iva: bool = True) -> str:
    tax = round(sub * 0.16, 2) if iva else 0.0
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" '
            f'xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="4.0" Serie="A" '
            f'Folio="{int(uuid[:6], 16) % 9000 + 1000}" Fecha="{dt:%Y-%m-%dT%H:%M:%S}" FormaPago="03" '
            f'SubTotal="{sub:.2f}" Moneda="MXN" Total="{sub + tax:.2f}" TipoDeComprobante="I" Exportacion="01" '
            f'MetodoPago="PUE" LugarExpedicion="04310">\n'
            f'  <cfdi:Emisor Rfc="{em[1]}" Nombre="{em[0].upper()}" RegimenFiscal="601"/>\n'
            f'  <cfdi:Receptor Rfc="{rec[1]}" Nombre="{rec[0].upper()}" DomicilioFiscalReceptor="04310" '
            f'RegimenFiscalReceptor="612" UsoCFDI="{uso}"/>\n'
            f'  <cfdi:Conceptos>\n'
            f'    <cfdi:Concepto ClaveProdServ="42151600" Cantidad="1" ClaveUnidad="H87" '
            f'Descripcion="{concepto}" ValorUnitario="{sub:.2f}" Importe="{sub:.2f}" ObjetoImp="02"/>\n'
            f'  </cfdi:Conceptos>\n'
            f'  <cfdi:Impuestos TotalImpuestosTrasladados="{tax:.2f}"/>\n'
            f'  <cfdi:Complemento><tfd:TimbreFiscalDigital Version="1.1" UUID="{uuid}" '
            f'FechaTimbrado="{dt:%Y-%m-%dT%H:%M:%S}" RfcProvCertif="SAT970701NN3"/></cfdi:Complemento>\n'
            f'</cfdi:Comprobante>\n')


def cfdi_pdf(uuid: str, dt: datetime, em: tuple[str, str], rec: tuple[str, str], concepto: str, sub: float,
             uso: str = "G03", iva: bool = True) -> str:
    tax = round(sub * 0.16, 2) if iva else 0.0
    return (f"Representación impresa de un CFDI 4.0 - Factura\n"
            f"Emisor: {em[0]}  RFC: {em[1]}\n"
            f"Receptor: {rec[0]}  RFC: {rec[1]}  Uso CFDI: {uso}\n"
            f"Folio fiscal (UUID): {uuid}\n"
            f"Fecha de emisión: {dt:%d/%m/%Y %H:%M}   Lugar de expedición: 04310\n"
            f"Concepto: {concepto}\n"
            f"Subtotal: {_mx(sub)}   IVA 16%: {_mx(tax)}   Total: {_mx(sub + tax)}\n"
            f"Forma de pago: 03 Transferencia electrónica   Método de pago: PUE\n"
            f"Este documento es una representación impresa de un CFDI.\n")


def t_presupuesto(patient: str, items: list[tuple[str, int, int]]):
    def make(r: random.Random, dt: datetime) -> str:
        lines, total = [], 0
        for name, lo, hi in items:
            v = r.randint(lo // 50, hi // 50) * 50
            total += v
            lines.append(f"- {name}: {_mx(v)}")
        return (f"{CLINIC}\n{CLINIC_ADDR}\nTel. 55 5658 2231\n\nPRESUPUESTO DE TRATAMIENTO\n"
                f"Paciente: {patient}\nFecha: {_f(dt)}\n\n" + "\n".join(lines) +
                f"\n\nTotal: {_mx(total)}\nVigencia del presupuesto: 30 días. Se requiere anticipo del 50% "
                f"para iniciar tratamientos protésicos.\nFormas de pago: efectivo, transferencia o tarjeta "
                f"(3 meses sin intereses con BBVA a partir de $3,000).\n\nDra. {ME}\nCirujana Dentista - "
                f"Céd. Prof. 9874512\n")
    return make


def t_plan(patient: str):
    def make(r: random.Random, dt: datetime) -> str:
        piezas = r.sample(["16", "26", "36", "46", "14", "24", "35", "45", "11", "21", "37", "47"], 3)
        return (f"PLAN DE TRATAMIENTO\nPaciente: {patient}   Edad: {r.randint(19, 71)} años\n"
                f"Fecha: {_f(dt)}\n\nDiagnóstico:\n"
                f"- Pieza {piezas[0]}: caries profunda con pulpitis irreversible sintomática.\n"
                f"- Pieza {piezas[1]}: restauración desajustada con caries recurrente.\n"
                f"- Pieza {piezas[2]}: fractura de cúspide vestibular.\n"
                f"- Gingivitis generalizada asociada a biopelícula.\n\nFases:\n"
                f"1. Fase higiénica: profilaxis, técnica de cepillado, control en 2 semanas.\n"
                f"2. Endodoncia pieza {piezas[0]} y reconstrucción con poste de fibra.\n"
                f"3. Resina pieza {piezas[1]}; incrustación pieza {piezas[2]}.\n"
                f"4. Corona de zirconia pieza {piezas[0]}.\n5. Mantenimiento cada 6 meses.\n\n"
                f"El paciente acepta el plan y firma consentimiento informado.\n")
    return make


def t_historia(patient: str):
    def make(r: random.Random, dt: datetime) -> str:
        return (f"{CLINIC} - HISTORIA CLÍNICA ODONTOLÓGICA (NOM-004-SSA3-2012)\n"
                f"Nombre: {patient}   Fecha de nacimiento: {r.randint(1, 28)}/{r.randint(1, 12):02d}/"
                f"{r.randint(1955, 2006)}\nOcupación: {r.choice(['docente', 'contador', 'estudiante', 'ama de casa', 'ingeniera', 'comerciante'])}"
                f"   Tel: 55 {r.randint(1000, 9999)} {r.randint(1000, 9999)}\n"
                f"Motivo de consulta: {r.choice(['dolor al masticar del lado derecho', 'revisión y limpieza', 'se le rompió una muela', 'sensibilidad al frío', 'quiere blanquearse los dientes'])}\n"
                f"Antecedentes heredofamiliares: {r.choice(['diabetes (madre)', 'hipertensión (padre)', 'negados'])}\n"
                f"Antecedentes personales patológicos: {r.choice(['negados', 'hipertensión controlada con losartán', 'asma leve', 'alergia a la penicilina'])}\n"
                f"Alergias: {r.choice(['negadas', 'penicilina', 'látex', 'ninguna conocida'])}\n"
                f"¿Está embarazada?: no   ¿Toma anticoagulantes?: no\n"
                f"Presión arterial: {r.randint(105, 135)}/{r.randint(65, 88)} mmHg\n"
                f"Declaro que la información es verdadera. Firma del paciente: ______________\n"
                f"Fecha: {dt:%d/%m/%Y}\n")
    return make


def t_consent(patient: str, proc: str):
    def make(r: random.Random, dt: datetime) -> str:
        return (f"CONSENTIMIENTO INFORMADO\n{CLINIC}\n\nYo, {patient}, declaro que la Dra. {ME} me ha "
                f"explicado en forma clara el procedimiento de {proc}, sus beneficios, riesgos (dolor "
                f"postoperatorio, inflamación, fractura de instrumentos, necesidad de retratamiento) y "
                f"alternativas, incluida la extracción. He podido hacer preguntas y autorizo el tratamiento "
                f"y la anestesia local necesaria.\n\nCiudad de México, a {_f(dt)}\n\n"
                f"Firma del paciente ________________   Firma de la odontóloga ________________\n"
                f"Testigo: {r.choice(['Karla Méndez Soto', 'Guadalupe Hernández Ruiz'])}\n")
    return make


def t_nomina(name: str, puesto: str, base: int):
    def make(r: random.Random, dt: datetime) -> str:
        isr = round(base * 0.06, 2)
        imss = round(base * 0.027, 2)
        return (f"RECIBO DE NÓMINA (CFDI de nómina 4.0, complemento 1.2)\nPatrón: {ME} - {CLINIC}  "
                f"RFC {ME_RFC}  Registro patronal Y61-48213-10-3\nTrabajador: {name}   Puesto: {puesto}\n"
                f"Periodo: quincena del {max(1, dt.day - 14)} al {dt.day} de {MESES[dt.month - 1]} de {dt.year}\n"
                f"Percepciones: sueldo {_mx(base)}\nDeducciones: ISR {_mx(isr)}  IMSS {_mx(imss)}\n"
                f"Neto pagado: {_mx(base - isr - imss)}\nFolio fiscal: {_uuid(r)}\n")
    return make


def t_rx_quote(vendor: str, model: str, year: int, lo: int, hi: int, english: bool = False):
    def make(r: random.Random, dt: datetime) -> str:
        if english:
            price = r.randint(lo, hi) * 100
            return (f"{vendor}\n7550 NW 25th St, Miami, FL 33122 - refurbished dental imaging\n\n"
                    f"QUOTATION Q-{r.randint(20000, 29999)}   Date: {dt:%B %d, %Y}\n"
                    f"To: Dr. Sofia Ramirez, Clinica Dental Ramirez, Mexico City\n\n"
                    f"1 x {model} panoramic unit, manufactured {year}, refurbished, new sensor cable,\n"
                    f"   tube head hours 1,840, 120 V / 60 Hz, includes software license transfer\n"
                    f"Price: USD {price:,.2f}\nCrating and freight to Laredo, TX: USD 1,150.00\n"
                    f"Customs broker and import to Mexico: not included (buyer's broker)\n"
                    f"Warranty: 6 months parts, remote installation support\n"
                    f"Payment: 50% wire on order, 50% before shipping. Quote valid 30 days.\n")
        price = r.randint(lo, hi) * 1000
        return (f"{vendor}\nCOTIZACIÓN No. {r.randint(1000, 4999)}   Fecha: {_f(dt)}\n"
                f"Atención: Dra. {ME} - {CLINIC}\n\n"
                f"Equipo: ortopantomógrafo {model} (seminuevo, año {year})\n"
                f"Incluye: desinstalación, traslado a CDMX, instalación, calibración y capacitación.\n"
                f"Software de adquisición con licencia, computadora no incluida.\n"
                f"Precio: {_mx(price)} + IVA\nGarantía: 6 meses en partes y mano de obra.\n"
                f"Tiempo de entrega: 3 a 4 semanas tras anticipo del 40%.\n"
                f"Nota: el cliente debe tramitar la licencia sanitaria COFEPRIS y el estudio de blindaje "
                f"antes de la puesta en operación.\n")
    return make


def t_estado_bbva(r: random.Random, dt: datetime) -> str:
    saldo = r.uniform(18000, 60000)
    rows = []
    for d, c in [(2, "SPEI RECIBIDO CLINICA DENTAL RAMIREZ"), (4, "PAGO TARJETA BANAMEX"),
                 (6, "CFE SUMINISTRADOR"), (9, "OXXO"), (12, "SUPERAMA COYOACAN"),
                 (15, "DOMICILIACION INFONAVIT"), (18, "ESTANCIA INFANTIL PEQUENOS PASOS"),
                 (22, "GASOLINERA PEMEX"), (27, "TOTALPLAY")]:
        v = r.uniform(300, 9000) * (1 if "RECIBIDO" in c else -1)
        saldo += v
        rows.append(f"{d:02d}/{dt.month:02d}  {c:<40} {v:>12,.2f}  {saldo:>12,.2f}")
    return (f"BBVA México\nEstado de cuenta Libretón Básico\nTitular: {ME.upper()}\n"
            f"Cuenta: ****4417   Periodo: {MESES[dt.month - 1]} {dt.year}\n\n"
            "Fecha  Concepto                                        Importe         Saldo\n" +
            "\n".join(rows) + f"\n\nSaldo final: {_mx(saldo)}\n")


def t_card(r: random.Random, dt: datetime) -> str:
    rows = [f"{r.randint(1, 28):02d}/{dt.month:02d}  {m:<34} {r.uniform(120, 4200):>10,.2f}"
            for m in r.sample(["AMAZON MX", "LIVERPOOL PERISUR", "MERCADO PAGO*MERCADOLIBRE", "NETFLIX.COM",
                               "FARMACIAS DEL AHORRO", "SANBORNS COYOACAN", "VOLARIS", "WALMART TAXQUENA",
                               "SPOTIFY", "UBER EATS", "GANDHI LIBRERIAS", "HOME DEPOT"], 7)]
    return (f"Banamex - Tarjeta de Crédito Oro\nEstado de cuenta\nTitular: {ME.upper()}\n"
            f"Número de tarjeta: **** **** **** 2290\nFecha de corte: 12 de {MESES[dt.month - 1]} de {dt.year}\n"
            f"Pago para no generar intereses: {_mx(r.uniform(6000, 22000))}\nPago mínimo: {_mx(r.uniform(700, 1500))}\n\n"
            "Movimientos\n" + "\n".join(rows) + "\n\nTasa de interés anual ordinaria: 52.3%  CAT promedio 78.1% sin IVA\n")


def t_infonavit(r: random.Random, dt: datetime) -> str:
    return (f"INFONAVIT - Estado de cuenta de tu crédito\nAcreditada: {ME}\nNúmero de crédito: 0921 4478 3310\n"
            f"Tipo: Crédito Infonavit Total (cofinanciado), domicilio de la vivienda: {HOME_ADDR}\n"
            f"Periodo: {MESES[dt.month - 1]} {dt.year}\n"
            f"Saldo al inicio del periodo: {_mx(r.uniform(1_650_000, 1_820_000))}\n"
            f"Pagos aplicados (aportación patronal 5% y amortización): {_mx(r.uniform(9000, 11000))}\n"
            f"Seguro de daños y calidad de vida: {_mx(r.uniform(250, 320))}\n"
            f"Régimen: Ordinario de Amortización. Mensualidad en VSM / UMA.\n")


def t_afore(r: random.Random, dt: datetime) -> str:
    return (f"AFORE XXI BANORTE\nEstado de Cuenta cuatrimestral\nTrabajador: {ME}\nNSS: 3109 90 1274 5\n"
            f"Periodo: {_f(dt - timedelta(days=120))} al {_f(dt)}\n"
            f"Retiro, Cesantía y Vejez: {_mx(r.uniform(310000, 360000))}\nVivienda (Infonavit 97): {_mx(r.uniform(0, 900))}\n"
            f"Aportaciones voluntarias: {_mx(r.uniform(24000, 30000))}\nRendimiento neto SIEFORE Básica 90-94: 9.8%\n"
            f"Comisión anual: 0.55% sobre saldo.\n")


def t_cfe(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(190, 340)
    return (f"CFE Suministrador de Servicios Básicos\nAviso-recibo\nNombre: VILLASEÑOR CRUZ ANDRES\n"
            f"Dirección: {HOME_ADDR}\nNo. de servicio: 455 210 907 316\nTarifa: 1  Periodo bimestral al "
            f"{_f(dt)}\nConsumo: {kwh} kWh\nTotal a pagar: {_mx(kwh * r.uniform(1.1, 1.5))}\n"
            f"Fecha límite de pago: {_f(dt + timedelta(days=12))}\n")


def t_eml(frm: str, to: str, subject: str, body: str):
    def make(r: random.Random, dt: datetime) -> str:
        return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
                f"Date: {dt:%a, %d %b %Y %H:%M:%S} -0600\nMIME-Version: 1.0\n"
                f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")
    return make


def t_cancun_res(r: random.Random, dt: datetime) -> str:
    return (f"Confirmación de reservación - Hotel Playa Azul Cancún Resort\nNo. de confirmación: PAC-{r.randint(100000, 999999)}\n"
            f"Huésped: {ME}   Adultos: 2   Niños: 1 (1 año)\nLlegada: 14 de noviembre de 2024   Salida: 18 de noviembre de 2024\n"
            f"Habitación: Junior suite vista al mar, plan todo incluido\nTotal pagado: {_mx(r.uniform(28000, 36000))}\n"
            f"Política de cancelación: sin cargo hasta 7 días antes de la llegada.\n")


def t_oaxaca_hotel(r: random.Random, dt: datetime) -> str:
    return (f"Casa Antigua Oaxaca - Hotel boutique\nReservación confirmada #{r.randint(40000, 49999)}\n"
            f"Titular: {ME}\nCheck-in: viernes 17 de julio de 2026, 15:00   Check-out: viernes 24 de julio de 2026, 12:00\n"
            f"Habitación: Familiar (1 cama king + cuna)   Adultos: 2   Niños: 1 (3 años)\n"
            f"Tarifa: 7 noches x {_mx(2450)} = {_mx(17150)}. Anticipo pagado: {_mx(5145)}.\n"
            f"Dirección: Calle Reforma 407, Centro, Oaxaca de Juárez. A 4 calles del Andador Macedonio Alcalá.\n")


def build(root: Path, seed: int = 14) -> list[Item]:
    r = random.Random(seed)
    items: list[Item] = []
    root = Path(root)

    def write(rel: str, data: bytes, age: float) -> None:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
        t = NOW_S - int(age * DAY) - r.randint(0, 30_000)
        os.utime(p, (t, t))

    def encode(rel: str, content, age: float) -> bytes:
        dt = _ago(age)
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
            return _jpeg(r, dt if content == "exif" else None)
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
        add(rel, bucket, topic, age, "exif")

    def xray(rel: str, age: float) -> None:  # sensor/scanner export: no camera EXIF
        add(rel, "Areas", "Clinic", age, "")

    def cfdi(xml_rel: str, pdf_rel: str, bucket: str, topic: str, age: float, em, rec, concepto: str,
             lo: float, hi: float, uso: str = "G03", iva: bool = True, hard_pdf: bool = False) -> None:
        dt = _ago(age)
        u = _uuid(r)
        sub = round(r.uniform(lo, hi), 2)
        add(xml_rel.replace("{u}", u), bucket, topic, age, cfdi_xml(u, dt, em, rec, concepto, sub, uso, iva))
        add(pdf_rel.replace("{u}", u), bucket, topic, age, cfdi_pdf(u, dt, em, rec, concepto, sub, uso, iva),
            hard_pdf)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    C = "Clinic"
    me = (ME, ME_RFC)

    # ------------------------------------------------------------------ Documentos/Clínica (Areas Clinic)
    cl = "Documentos/Clínica"
    # patients: treatment plans, presupuestos, radiographs
    for i, (pat, age) in enumerate(zip(PATIENTS[:8], (3, 9, 16, 24, 41, 70, 133, 260))):
        short = pat.split()[0] + " " + pat.split()[-2]
        tr = r.sample(TREATMENTS, r.randint(2, 4))
        add(f"{cl}/Pacientes/{short}/Presupuesto {short}.pdf", A, C, age, t_presupuesto(pat, tr))
        if i % 2 == 0:
            add(f"{cl}/Pacientes/{short}/Plan de tratamiento.docx", A, C, age + 1, t_plan(pat))
        if i < 4:
            for k in range(1 + (i % 2)):
                pieza = r.choice(["16", "26", "36", "46", "37", "47"])
                xray(f"{cl}/Pacientes/{short}/Rx/periapical_{pieza}_{_iso(_ago(age - k * 7 if age > 14 else age))}_{k + 1}.jpg",
                     max(1, age - k * 7))
    add(f"{cl}/Pacientes/Ana Torres/fotos intraorales/frontal.jpg", A, C, 16, "exif")
    add(f"{cl}/Pacientes/Ana Torres/fotos intraorales/oclusal superior.jpg", A, C, 16, "exif")
    add(f"{cl}/Pacientes/Jorge Salinas/Presupuesto Jorge Salinas (2).pdf", A, C, 8,
        t_presupuesto(PATIENTS[1], TREATMENTS[4:6]))
    add(f"{cl}/Pacientes/lista de pacientes activos.xlsx", A, C, 5, lambda r, dt: "Paciente;Tratamiento;Saldo;Próxima cita\n" +
        "\n".join(f"{p};{r.choice(TREATMENTS)[0]};{r.randint(0, 9000)};{_iso(dt + timedelta(days=r.randint(3, 40)))}"
                  for p in PATIENTS))
    add(f"{cl}/Pacientes/Formatos/Historia clínica en blanco.docx", A, C, 900, t_historia("____________________"))
    add(f"{cl}/Pacientes/Formatos/Consentimiento endodoncia.docx", A, C, 820,
        t_consent("____________________", "tratamiento de conductos (endodoncia)"))

    # suppliers and lab
    pv = f"{cl}/Proveedores"
    for age in (6, 34, 97):
        dt = _ago(age)
        add(f"{pv}/Depósito Dental Coyoacán/Pedido {dt:%Y-%m-%d}.pdf", A, C, age, lambda r, dt: (
            f"Depósito Dental Coyoacán S.A. de C.V.\nNota de pedido {r.randint(30000, 39999)}\nCliente: {CLINIC}\n"
            f"Fecha: {_f(dt)}\n" + "\n".join(f"{r.randint(1, 6)} x {x}  {_mx(r.uniform(90, 1900))}" for x in r.sample(
                ["Resina A2 jeringa 4 g", "Ácido grabador 37% 5 ml", "Adhesivo universal 5 ml", "Guantes de nitrilo M caja 100",
                 "Cubrebocas tricapa caja 50", "Anestesia lidocaína 2% c/epinefrina caja 50", "Agujas cortas 30G caja 100",
                 "Hipoclorito de sodio 5.25% 1 L", "Limas K #15-40 blíster", "Puntas de papel #30", "Eyectores caja 100",
                 "Baberos desechables paquete 500"], 5)) + "\nEntrega en clínica sin costo.\n"))
    add(f"{pv}/Laboratorio Ortiz/Orden de trabajo corona Salinas.pdf", A, C, 11, lambda r, dt: (
        f"LABORATORIO DENTAL ORTIZ\nOrden de trabajo No. {r.randint(5000, 5999)}\nDoctora: {ME}\nPaciente: {PATIENTS[1]}\n"
        f"Trabajo: corona monolítica de zirconia pieza 36, color A3, con escaneo intraoral\nFecha de entrega: {_f(dt + timedelta(days=8))}\n"
        f"Costo: {_mx(1850)}\n"))
    add(f"{pv}/Laboratorio Ortiz/Lista de precios 2026.xlsx", A, C, 150, "Trabajo;Precio\nCorona zirconia monolítica;1850\n"
        "Corona metal-porcelana;1400\nIncrustación disilicato;1600\nGuarda oclusal rígida;950\nPlaca total acrílico;2300\nProvisional PMMA;380\n")
    add(f"{pv}/proveedores contactos.xlsx", A, C, 300, "Proveedor;Contacto;Teléfono;Días de entrega\n"
        "Depósito Dental Coyoacán;Sra. Leticia;55 5554 1180;martes y viernes\nDentaPro;Ing. Rubén Soto;55 4433 9021;48 h\n"
        "Laboratorio Ortiz;Miguel Ortiz;55 1290 4476;según trabajo\nEcoservicios (RPBI);Atención a clientes;800 222 0101;quincenal\n")
    add(f"{pv}/DentaPro/Order confirmation WaveOne Gold.eml", A, C, 45, t_eml(
        "orders@dentapro.com.mx", "clinicadentalramirez@gmail.com", "Order confirmation #DP-88412",
        "Dear Dr. Ramírez,\n\nThank you for your order. Items: 2 x WaveOne Gold Primary 25mm (3 files), 1 x paper points "
        "Primary, 1 x gutta-percha points Primary.\nSubtotal MXN 4,310.00 + IVA. Estimated delivery: 2 business days.\n\n"
        "DentaPro Distribuidora - Customer Service"))

    # payroll and IMSS
    nm = f"{cl}/Nómina"
    for age in (1, 16, 31):
        dt = _ago(age)
        add(f"{nm}/2026/Recibo Karla {dt:%Y-%m-%d}.pdf", A, C, age, t_nomina("Karla Méndez Soto", "Higienista dental", 7800))
        if age in (1, 31):
            add(f"{nm}/2026/Recibo Lupita {dt:%Y-%m-%d}.pdf", A, C, age, t_nomina("Guadalupe Hernández Ruiz", "Recepcionista", 5600))
    add(f"{nm}/IMSS/SUA cuotas abril 2026.pdf", A, C, 30, lambda r, dt: (
        f"Sistema Único de Autodeterminación (SUA)\nRegistro patronal: Y61-48213-10-3  Patrón: {ME}\nPeriodo: abril 2026\n"
        f"Trabajadores: 2\nCuota fija, excedente, prestaciones en dinero, gastos médicos pensionados, riesgo de trabajo, "
        f"invalidez y vida, guarderías: {_mx(r.uniform(5800, 6900))}\nRetiro, cesantía y vejez, Infonavit (bimestral): {_mx(r.uniform(3900, 4600))}\n"))
    add(f"{nm}/IMSS/Alta IMSS Karla Mendez 2023.pdf", A, C, 1140, lambda r, dt: (
        f"IMSS - Acuse de movimiento afiliatorio (IDSE)\nTipo de movimiento: reingreso/alta\nNSS: 0316 95 2281 4\n"
        f"Nombre: MENDEZ SOTO KARLA\nSalario base de cotización: 571.40\nFecha de alta: {_f(dt)}\nPatrón: {ME}\n"))
    add(f"{nm}/Contratos/Contrato individual de trabajo - Guadalupe Hernández.docx", A, C, 1050, lambda r, dt: (
        f"CONTRATO INDIVIDUAL DE TRABAJO POR TIEMPO INDETERMINADO\nque celebran por una parte {ME}, en lo sucesivo el PATRÓN, "
        f"y por la otra Guadalupe Hernández Ruiz, en lo sucesivo la TRABAJADORA.\nPuesto: recepcionista de {CLINIC}.\n"
        f"Jornada: lunes a viernes de 9:00 a 17:00 y sábados de 9:00 a 13:00.\nSalario: $11,200.00 mensuales, pagaderos quincenalmente.\n"
        f"Ciudad de México, {_f(dt)}.\n"))
    add(f"{nm}/Aguinaldos 2025.xlsx", A, C, 175, "Trabajador;Días;Salario diario;Aguinaldo\nKarla Méndez Soto;15;520.00;7800.00\n"
        "Guadalupe Hernández Ruiz;15;373.33;5600.00\n")

    # SAT: CFDI issued and received, monthly declarations, the accountant
    sat = f"{cl}/SAT"
    pat_rfc = [(PATIENTS[0], "LOAM850312HT4"), (PATIENTS[3], "DOPH7107219R1"), (PATIENTS[6], "IASC920604LM8"),
               (PATIENTS[11], "BESR680930QJ2")]
    for k, age in enumerate((4, 27, 58)):
        dt = _ago(age)
        rec = pat_rfc[k % len(pat_rfc)]
        cfdi(f"{sat}/Facturas emitidas/{dt:%Y}/{dt:%m}/{{u}}.xml", f"{sat}/Facturas emitidas/{dt:%Y}/{dt:%m}/{{u}}.pdf",
             A, C, age, me, rec, r.choice(["Servicios odontológicos: endodoncia", "Servicios odontológicos: corona de zirconia",
                                           "Servicios odontológicos: profilaxis y resinas"]), 1800, 9500, uso="D01", iva=False)
    for age in (2, 33, 63):
        dt = _ago(age)
        cfdi(f"{sat}/Facturas emitidas/{dt:%Y}/{dt:%m}/Factura global {MESES[(dt.month - 2) % 12]}.xml",
             f"{sat}/Facturas emitidas/{dt:%Y}/{dt:%m}/Factura global {MESES[(dt.month - 2) % 12]}.pdf",
             A, C, age, me, ("PUBLICO EN GENERAL", "XAXX010101000"), "Venta (factura global del mes)", 38000, 72000,
             uso="S01", iva=False)
    for k, age in enumerate((7, 21, 36, 50)):
        dt = _ago(age)
        em = SUPPLIERS[k % len(SUPPLIERS)]
        cfdi(f"{sat}/Facturas recibidas/{dt:%Y-%m}/{{u}}.xml", f"{sat}/Facturas recibidas/{dt:%Y-%m}/{{u}}.pdf",
             A, C, age, em, me, {0: "Material de curación y consumibles dentales", 1: "Limas rotatorias e insumos de endodoncia",
                                 2: "Trabajos de laboratorio dental (coronas)", 3: "Recolección y disposición de RPBI"}[k % 4],
             900, 8800)
    cfdi(f"{sat}/Facturas recibidas/2026-05/Renta local mayo 2026.xml", f"{sat}/Facturas recibidas/2026-05/Renta local mayo 2026.pdf",
         A, C, 30, ("Inmobiliaria Quevedo 532 S.A. de C.V.", "IQU170228BN5"), me, "Arrendamiento local comercial 4, mayo 2026",
         18500, 18500)
    for m, age in (("febrero", 95), ("marzo", 64), ("abril", 33)):
        add(f"{sat}/Declaraciones mensuales/2026/Acuse {m} 2026.pdf", A, C, age - 17, lambda r, dt, m=m: (
            f"SERVICIO DE ADMINISTRACIÓN TRIBUTARIA\nAcuse de recibo - Declaración provisional o definitiva de impuestos federales\n"
            f"RFC: {ME_RFC}   Nombre: {ME.upper()}\nEjercicio: 2026   Periodo: {m}\nTipo: normal\n"
            f"ISR personas físicas actividad empresarial y profesional: {_mx(r.uniform(4200, 9800))}\n"
            f"IVA: actos exentos (servicios médicos, art. 15 fr. XIV LIVA)\nISR retenciones por salarios: {_mx(r.uniform(1400, 1900))}\n"
            f"Número de operación: {r.randint(250000000000, 259999999999)}\n"))
    add(f"{sat}/Declaraciones mensuales/2025/Acuse diciembre 2025.pdf", A, C, 140, lambda r, dt: (
        f"SAT - Acuse de recibo\nRFC: {ME_RFC}\nEjercicio 2025, periodo diciembre, declaración normal\n"
        f"ISR actividad empresarial: {_mx(r.uniform(6000, 9000))}\nNúmero de operación: {r.randint(240000000000, 249999999999)}\n"))
    add(f"{sat}/Constancia de situación fiscal 2026.pdf", A, C, 140, (
        f"CÉDULA DE IDENTIFICACIÓN FISCAL\nRFC: {ME_RFC}\nCURP: RAOS900314MDFMRF08\nNombre: {ME.upper()}\n"
        f"Régimen: Régimen de las Personas Físicas con Actividades Empresariales y Profesionales\n"
        f"Actividad económica: Consultorios dentales del sector privado 100%\nDomicilio fiscal: {CLINIC_ADDR}\n"))
    add(f"{sat}/Correos contador/Re: documentos de mayo.eml", A, C, 3, t_eml(
        "Rodrigo Aguilar <raguilar@aguilarcontadores.mx>", "Sofía Ramírez <clinicadentalramirez@gmail.com>",
        "Re: documentos de mayo",
        "Dra. Sofía, buen día.\n\nYa descargué del portal las facturas recibidas de mayo. Me faltan los estados de cuenta de "
        "Banorte de la cuenta de la clínica y la nómina de la segunda quincena. Recuerde que la declaración de mayo vence el "
        "17 de junio. También le recomiendo no pagar en efectivo gastos mayores a $2,000 porque no serán deducibles.\n\n"
        "Saludos,\nC.P. Rodrigo Aguilar Fuentes"))
    add(f"{sat}/Correos contador/Honorarios contables 2026.eml", A, C, 150, t_eml(
        "Rodrigo Aguilar <raguilar@aguilarcontadores.mx>", "clinicadentalramirez@gmail.com", "Honorarios 2026",
        "Dra. Ramírez:\n\nLe informo que para 2026 los honorarios por contabilidad mensual, nómina de dos trabajadores y "
        "declaraciones quedan en $3,200 + IVA al mes. La declaración anual se cobra aparte ($2,500).\n\nAtentamente,\nRodrigo"))
    add(f"{cl}/Banco clínica/Banorte empresarial abril 2026.pdf", A, C, 29, lambda r, dt: (
        f"Banorte - Cuenta Enlace Negocios PyME\nTitular: {ME.upper()} (actividad empresarial)\nCuenta ****8816  Periodo: abril 2026\n"
        f"Depósitos por terminal punto de venta: {_mx(r.uniform(110000, 160000))}\nTransferencias recibidas: {_mx(r.uniform(40000, 70000))}\n"
        f"Pagos a proveedores: {_mx(r.uniform(40000, 60000))}\nNómina dispersada: {_mx(r.uniform(24000, 28000))}\n"
        f"Comisiones: {_mx(r.uniform(300, 600))}\n"))

    # COFEPRIS, RPBI, rent, insurance, maintenance, cash
    cof = f"{cl}/COFEPRIS"
    add(f"{cof}/Aviso de funcionamiento 2023.pdf", A, C, 1180, lambda r, dt: (
        f"COMISIÓN FEDERAL PARA LA PROTECCIÓN CONTRA RIESGOS SANITARIOS\nAviso de funcionamiento y de responsable sanitario\n"
        f"Establecimiento: {CLINIC}\nGiro: consultorio dental (SCIAN 621211)\nDomicilio: {CLINIC_ADDR}\n"
        f"Responsable sanitario: C.D. {ME}, cédula 9874512\nFecha de presentación: {_f(dt)}\nHomoclave: COFEPRIS-05-006\n"))
    add(f"{cof}/Aviso equipo rayos X intraoral.pdf", A, C, 1150, (
        f"COFEPRIS - Aviso de funcionamiento de establecimientos que utilizan equipo de rayos X para diagnóstico dental\n"
        f"(NOM-229-SSA1-2002)\nEquipo: rayos X intraoral de pared, 70 kV, serie 44812\nEstablecimiento: {CLINIC}\n"))
    add(f"{cof}/Dosimetría/Reporte dosimetría 2026-T1.pdf", A, C, 55, lambda r, dt: (
        f"Dosimetría Personal de México\nReporte trimestral enero-marzo 2026\nUsuario: {ME}  Dosímetro TLD No. {r.randint(10000, 99999)}\n"
        f"Dosis equivalente profunda Hp(10): 0.00 mSv  (límite anual POE 50 mSv)\nUsuario: Karla Méndez Soto  Hp(10): 0.00 mSv\n"))
    for age in (14, 58):
        add(f"{cof}/RPBI/Manifiesto RPBI {_iso(_ago(age))}.pdf", A, C, age, lambda r, dt: (
            f"Ecoservicios Ambientales del Valle S.A. de C.V.\nManifiesto de entrega, transporte y recepción de RPBI (NOM-087-SEMARNAT-SSA1-2002)\n"
            f"Generador: {CLINIC}\nResiduos: punzocortantes {r.uniform(0.4, 1.2):.2f} kg; no anatómicos {r.uniform(1.0, 3.5):.2f} kg\n"
            f"Fecha de recolección: {_f(dt)}\n"))
    add(f"{cl}/Local/Contrato arrendamiento Quevedo 532.pdf", A, C, 1190, (
        "CONTRATO DE ARRENDAMIENTO DE LOCAL COMERCIAL\nArrendador: Inmobiliaria Quevedo 532 S.A. de C.V.\n"
        f"Arrendataria: {ME}\nInmueble: local 4, {CLINIC_ADDR}\nDestino: consultorio dental\nVigencia: 1 de marzo de 2023 "
        "a 28 de febrero de 2027\nRenta mensual: $17,000.00 más IVA, con incremento anual conforme al INPC\nDepósito en garantía: dos meses de renta.\n"))
    add(f"{cl}/Seguro RC profesional/Póliza RC profesional 2025-2026.pdf", A, C, 210, lambda r, dt: (
        f"Seguros Atlas - Póliza de Responsabilidad Civil Profesional Médica\nPóliza No. RCP-{r.randint(100000, 999999)}\n"
        f"Asegurada: C.D. {ME}, odontología general y endodoncia\nVigencia: {_f(dt)} a {_f(dt + timedelta(days=365))}\n"
        f"Suma asegurada: $2,000,000.00  Deducible: 10% del siniestro\nPrima total: {_mx(r.uniform(7800, 9400))}\n"))
    add(f"{cl}/Mantenimiento/Servicio autoclave mayo 2026.pdf", A, C, 19, lambda r, dt: (
        f"Servicio Técnico Biomédico Sur\nReporte de servicio preventivo\nEquipo: autoclave Tuttnauer 2540M, serie {r.randint(1000000, 9999999)}\n"
        f"Trabajos: cambio de empaque de puerta, limpieza de electrodos, prueba Bowie-Dick satisfactoria\nCliente: {CLINIC}\nCosto: {_mx(2900)} + IVA\n"))
    add(f"{cl}/Mantenimiento/Bitácora esterilización 2026.xlsx", A, C, 2, lambda r, dt: "Fecha;Ciclo;Temp;Indicador;Responsable\n" +
        "\n".join(f"{_iso(dt - timedelta(days=d))};{r.randint(1, 4)};134;{r.choice(['OK', 'OK', 'OK', 'OK - biológico'])};Karla"
                  for d in range(0, 30, 2)))
    for age in (1, 8):
        dt = _ago(age)
        add(f"{cl}/Caja/Corte de caja semana {dt:%d-%m}.xlsx", A, C, age, lambda r, dt: "Día;Efectivo;Tarjeta;Transferencia\n" +
            "\n".join(f"{d};{r.randint(0, 4000)};{r.randint(1500, 12000)};{r.randint(0, 8000)}" for d in
                      ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado"]))
    add(f"{cl}/Agenda/agenda junio 2026.csv", A, C, 1, lambda r, dt: "fecha,hora,paciente,tratamiento,sillon\n" + "\n".join(
        f"2026-06-{d:02d},{h}:00,{r.choice(PATIENTS)},{r.choice(TREATMENTS)[0]},{r.randint(1, 2)}"
        for d in (1, 2, 3, 4, 5) for h in (10, 12, 16)))

    # ------------------------------------------------------------ Panoramic X-ray purchase (Projects Clinic)
    pa = "Documentos/Clínica/Panorámico 2026"
    add(f"{pa}/Cotizaciones/Cotización Imagen Dental ProMax 2D.pdf", P, C, 48,
        t_rx_quote("Imagen Dental Seminuevos S.A. de C.V. (Guadalajara)", "Planmeca ProMax 2D", 2015, 285, 320))
    add(f"{pa}/Cotizaciones/Cotización Imagen Dental ProMax 2D (1).pdf", P, C, 47,
        t_rx_quote("Imagen Dental Seminuevos S.A. de C.V. (Guadalajara)", "Planmeca ProMax 2D", 2015, 275, 285))
    add(f"{pa}/Cotizaciones/Cotizacion RX Dental Center CS 8100.pdf", P, C, 40,
        t_rx_quote("RX Dental Center - equipos seminuevos, Naucalpan", "Carestream CS 8100", 2017, 330, 365))
    add(f"{pa}/Cotizaciones/Quote DentalXChange Vatech PaX-i.pdf", P, C, 36,
        t_rx_quote("DentalXChange Refurbished Equipment LLC", "Vatech PaX-i", 2018, 135, 160, english=True))
    add(f"{pa}/Cotizaciones/primera cotización oct 2025.pdf", P, C, 230,
        t_rx_quote("Imagen Dental Seminuevos S.A. de C.V. (Guadalajara)", "Sirona Orthophos XG3", 2012, 240, 260))
    add(f"{pa}/comparativo equipos.xlsx", P, C, 12,
        "Equipo;Año;Vendedor;Precio MXN aprox;Garantía;Notas\nPlanmeca ProMax 2D;2015;Imagen Dental;281000 + IVA;6 meses;instalan y capacitan\n"
        "Carestream CS 8100;2017;RX Dental Center;348000 + IVA;6 meses;sensor nuevo\nVatech PaX-i;2018;DentalXChange Miami;"
        "~USD 14,800 + flete + importación;6 meses;hay que importar, 120 V ok\nOrthophos XG3;2012;Imagen Dental;ya vendido;-;-\n")
    add(f"{pa}/Correos/RE: PaX-i availability and shipping to Mexico.eml", P, C, 33, t_eml(
        "Mike Alvarez <mike@dentalxchange-refurb.com>", "Sofia Ramirez <clinicadentalramirez@gmail.com>",
        "RE: PaX-i availability and shipping to Mexico",
        "Hi Dr. Ramirez,\n\nYes, the 2018 PaX-i is still available. We ship regularly to Laredo, where your customs broker "
        "can take it over. The unit comes with the original Ez3D-i software license, which we transfer to your clinic. "
        "Please note that in Mexico you will need your own import permit for X-ray equipment (COFEPRIS) - we cannot "
        "help with that part.\n\nI can hold it until June 15 with a USD 1,000 deposit.\n\nBest,\nMike"))
    add(f"{pa}/Correos/Cotización final ProMax.eml", P, C, 9, t_eml(
        "Ventas Imagen Dental <ventas@imagendentalgdl.mx>", "clinicadentalramirez@gmail.com", "Cotización final ProMax 2D",
        "Doctora, buenas tardes.\n\nLe confirmo el precio final del ProMax 2D 2015 en $279,000 + IVA con instalación en su "
        "clínica, capacitación de 4 horas y 6 meses de garantía. Podemos apartarlo con el 40% y entregarlo en la tercera semana "
        "de julio, siempre que el cuarto ya tenga el blindaje que indique su físico médico.\n\nSaludos,\nIng. Carlos Mejía"))
    for k, age in enumerate((44, 44, 21)):
        photo(f"{pa}/fotos del equipo/IMG-2026{4 if age == 44 else 5:02d}{18 if age == 44 else 11}-WA00{k + 3:02d}.jpg", P, C, age)
    add(f"{pa}/fotos del equipo/muestra panorámica ProMax.jpg", P, C, 44, "")
    add(f"{pa}/fotos del equipo/muestra panorámica CS8100.jpg", P, C, 40, "")
    add(f"{pa}/Financiamiento/Simulación crédito PyME BBVA.pdf", P, C, 26, lambda r, dt: (
        f"BBVA - Simulación de Crédito Simple PyME\nSolicitante: {ME} (persona física con actividad empresarial)\n"
        f"Monto: $200,000.00  Plazo: 36 meses  Tasa fija anual: 17.9%\nPago mensual estimado: $7,221.00\nDestino: adquisición de equipo "
        f"médico (ortopantomógrafo)\nCAT promedio 22.4% sin IVA. Informativo, sujeto a aprobación.\n"))
    add(f"{pa}/Financiamiento/flujo para pagar el panorámico.xlsx", P, C, 22,
        "Concepto;Monto\nAnticipo 40% ProMax;129456\nResto contra entrega;194184\nBlindaje y obra;38000\nLicencia COFEPRIS y física médica;12500\n"
        "Electricista;9800\nAhorro clínica disponible;160000\nCrédito BBVA;200000\nIngreso extra estimado por panorámicas al mes;18000\n")
    add(f"{pa}/Blindaje/Propuesta estudio de blindaje.pdf", P, C, 17, (
        "Física Médica Integral - Ing. Paola Treviño Garza, asesora especializada en seguridad radiológica\n"
        f"Propuesta para: {CLINIC}\nServicios: cálculo de blindaje para cuarto de ortopantomógrafo (NOM-229-SSA1-2002), "
        "levantamiento de niveles de radiación tras la instalación, memoria analítica para la licencia sanitaria, "
        "manual de protección y seguridad radiológica.\nCosto: $12,500.00 + IVA. Tiempo: 10 días hábiles.\n"))
    add(f"{pa}/COFEPRIS/Requisitos licencia sanitaria equipo rayos X.pdf", P, C, 25,
        "COFEPRIS-05-028 Licencia sanitaria para establecimientos de diagnóstico médico con rayos X\nRequisitos: formato de "
        "solicitud, memoria analítica de blindaje, programa de garantía de calidad, responsable de operación y funcionamiento "
        "con constancia, dosimetría personal, manual de protección radiológica.\nPlazo de resolución: 30 días hábiles.\n")
    add(f"{pa}/COFEPRIS/Solicitud licencia - borrador.docx", P, C, 6, (
        f"SOLICITUD DE LICENCIA SANITARIA - BORRADOR\nEstablecimiento: {CLINIC}\nDomicilio: {CLINIC_ADDR}\n"
        "Equipo: ortopantomógrafo Planmeca ProMax 2D, 2015, no. de serie pendiente (lo da el vendedor)\n"
        f"Responsable de operación y funcionamiento: C.D. {ME}\nAsesor especializado: Ing. Paola Treviño Garza\n"
        "Pendiente: memoria de blindaje y levantamiento de niveles.\n"))
    add(f"{pa}/Electricista/cotización contacto 127V dedicado.pdf", P, C, 14,
        "Instalaciones Eléctricas Maldonado\nCotización: línea dedicada calibre 10 desde tablero, interruptor termomagnético "
        "2x20 A, tierra física con varilla copperweld, contacto grado hospital para ortopantomógrafo.\nTotal: $9,800.00, "
        "incluye material y mano de obra.\n")
    add(f"{pa}/pendientes panorámico.md", P, C, 2,
        "# Panorámico - pendientes\n\n- [x] Comparar ProMax / CS 8100 / PaX-i\n- [x] Visita a Guadalajara para ver el ProMax (Andrés fue conmigo)\n"
        "- [ ] Apartar con 40% (antes del 15 de junio)\n- [ ] Ing. Treviño: memoria de blindaje\n- [ ] Albañil: puerta plomada y muros\n"
        "- [ ] Electricista Maldonado\n- [ ] Solicitud licencia COFEPRIS\n- [ ] Subir precio de la panorámica a la lista ($650)\n")
    add(f"{pa}/Manual ProMax 2D user manual.pdf", R, C, 30,
        "Planmeca ProMax 2D - User's manual\nChapter 4: Patient positioning. Use the bite block and the chin support, align the "
        "mid-sagittal plane with the vertical light beam and the Frankfort plane with the horizontal beam.\nChapter 7: Exposure "
        "values for adult panoramic: 66 kV, 8 mA, 16 s.\n")

    # -------------------------------------------------- Diplomado en Endodoncia + US course (Projects Clinic)
    en = "Documentos/Diplomado Endodoncia"
    add(f"{en}/Inscripción/Ficha de inscripción CEPO.pdf", P, C, 530, (
        "Centro de Estudios de Posgrado en Odontología (CEPO)\nFicha de inscripción - Diplomado en Endodoncia, generación 2025-2026\n"
        f"Alumna: C.D. {ME}   Cédula profesional: 9874512\nDuración: enero 2025 a noviembre 2026, sábados de 8:00 a 15:00\n"
        "Inscripción: $6,500.00   Colegiatura: 23 mensualidades de $5,900.00\n"))
    add(f"{en}/Inscripción/Carta de aceptación.pdf", P, C, 545,
        f"CEPO - Coordinación Académica\nEstimada Dra. {ME}: nos complace informarle que ha sido aceptada en el Diplomado en "
        "Endodoncia, generación 2025-2026. Las clases inician el sábado 11 de enero de 2025.\n")
    for age in (3, 34):
        dt = _ago(age)
        add(f"{en}/Pagos/Recibo colegiatura {MESES[dt.month - 1]} {dt.year}.pdf", P, C, age,
            lambda r, dt: f"CEPO - Recibo de pago\nAlumna: {ME}\nConcepto: colegiatura {MESES[dt.month - 1]} {dt.year}, Diplomado en Endodoncia\n"
                          f"Importe: $5,900.00  Forma de pago: transferencia\nFolio: {r.randint(10000, 19999)}\n")
    add(f"{en}/Calendario 2026.pdf", P, C, 150,
        "Diplomado en Endodoncia CEPO - Calendario 2026\nMódulo 7: retratamiento (enero-febrero)\nMódulo 8: cirugía periapical "
        "(marzo-abril)\nMódulo 9: traumatismos y endodoncia regenerativa (mayo-junio)\nMódulo 10: casos clínicos y seminario (agosto-octubre)\n"
        "Examen final y presentación de casos: 14 de noviembre de 2026\n")
    add(f"{en}/Módulo 9/Tarea traumatismos dentales.docx", P, C, 5, (
        "Diplomado en Endodoncia - Módulo 9\nTarea: clasificación de Andreasen y manejo de avulsión\nAlumna: Sofía Ramírez\n\n"
        "1. Avulsión con tiempo extraoral menor a 60 minutos: reimplantar, ferulizar con férula flexible 2 semanas...\n"
        "2. Luxación lateral: reposicionar, férula 4 semanas, control pulpar...\n"))
    add(f"{en}/Módulo 9/Presentación apexificación.pptx", P, C, 10, _blob(r, b"PK\x03\x04\x14\x00\x06\x00", 2400))
    for n, age in ((3, 70), (4, 25)):
        add(f"{en}/Casos clínicos/Caso {n}/Caso {n} reporte.docx", P, C, age, (
            f"Diplomado en Endodoncia - Reporte de caso clínico {n}\nPaciente: femenino, {30 + n * 7} años\n"
            f"Pieza: {'46' if n == 3 else '26'}  Diagnóstico: {'pulpitis irreversible sintomática, periodontitis apical asintomática' if n == 3 else 'necrosis pulpar, absceso apical crónico'}\n"
            "Tratamiento: aislamiento absoluto, conductometría electrónica, instrumentación reciprocante WaveOne Gold, irrigación "
            "con NaOCl 5.25% y activación ultrasónica, obturación con técnica de onda continua.\nControl a 3 meses.\n"))
        add(f"{en}/Casos clínicos/Caso {n}/rx inicial.jpg", P, C, age + 5, "")
        add(f"{en}/Casos clínicos/Caso {n}/rx final.jpg", P, C, age, "")
    add(f"{en}/Lecturas/Irrigación en endodoncia - revisión.pdf", R, C, 400,
        "Irrigación en endodoncia: revisión de la literatura\nEl hipoclorito de sodio sigue siendo el irrigante principal por su "
        "capacidad de disolver tejido orgánico. El EDTA al 17% remueve el barrillo dentinario. La activación ultrasónica pasiva "
        "mejora la limpieza de conductos laterales. Precauciones: accidente por hipoclorito, extrusión apical.\n")
    add(f"{en}/Lecturas/AAE Glossary of Endodontic Terms.pdf", R, C, 480,
        "American Association of Endodontists - Glossary of Endodontic Terms, Tenth Edition\nApexification: a method to induce a "
        "calcified barrier in a root with an open apex...\nApical periodontitis: inflammation and destruction of apical periodontium...\n")
    nw = f"{en}/Curso online Rotary Endo (Northwest CE)"
    add(f"{nw}/Enrollment receipt.eml", P, C, 200, t_eml(
        "Northwest Dental CE Academy <no-reply@nwdentalce.org>", "clinicadentalramirez@gmail.com",
        "Your enrollment: Modern Rotary & Reciprocating Endodontics (24 CE hours)",
        "Hello Sofia,\n\nThank you for enrolling. Amount charged: USD 695.00 (card ending 2290).\nThe course has 6 modules; each "
        "ends with a quiz (80% to pass). Your certificate of completion will list 24 CE hours (AGD PACE).\nAccess expires on "
        "December 31, 2026.\n\nNorthwest Dental CE Academy"))
    for m, age in ((3, 120), (4, 61)):
        add(f"{nw}/Certificate Module {m}.pdf", P, C, age,
            f"Northwest Dental CE Academy\nThis certifies that Sofia Ramirez Ortega, DDS completed Module {m} of Modern Rotary & "
            f"Reciprocating Endodontics - 4 CE hours. Quiz score: {88 + m}%.\n")
    add(f"{nw}/Module 5 notes.docx", P, C, 8,
        "Module 5 - Irrigation activation (notes)\n- Sonic vs ultrasonic: PUI 3 cycles of 20 s per canal\n- Keep the tip 1-2 mm short "
        "of WL, don't bind\n- Final rinse: EDTA 17% 1 min, then NaOCl\n- Ask at CEPO: can module certificates count as "
        "horas de educación continua for the diplomado?\n")

    # ----------------------------------------------------- Waiting-room renovation (Projects Clinic)
    sw = "Documentos/Clínica/Remodelación sala de espera"
    add(f"{sw}/Planos Andrés/Sala de espera - planta.pdf", P, C, 52,
        "Villaseñor Arquitectos - Proyecto: remodelación sala de espera Clínica Dental Ramírez\nPlano A-01 Planta arquitectónica "
        "esc. 1:50\nÁrea: 14.2 m2. Mueble de recepción en L, banca corrida para 6 personas, rincón infantil, pantalla en muro sur.\n")
    add(f"{sw}/Planos Andrés/Sala de espera - alzados.pdf", P, C, 52,
        "Plano A-02 Alzados\nLambrín de madera de encino a 1.20 m, pintura Comex Vinimex 'Verde Salvia', iluminación LED 3000 K "
        "empotrada, plafón de tablaroca con junta perdida.\n")
    add(f"{sw}/Planos Andrés/render recepción.png", P, C, 50, "")
    dot(f"{sw}/Planos Andrés/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 50)
    dot(f"{sw}/Planos Andrés/._Sala de espera - planta.pdf", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        ", 52)
    add(f"{sw}/Cotizaciones/Carpintería Olvera - mueble recepción.pdf", P, C, 38,
        "Carpintería Hermanos Olvera\nCotización: mueble de recepción en L de MDF con chapa de encino natural, cubierta de cuarzo "
        "blanco, 2 cajoneras con chapa, pasacables.\nBanca corrida de encino con cojines tapizados.\nTotal: $46,800.00. Anticipo 50%, "
        "entrega en 4 semanas.\n")
    add(f"{sw}/Cotizaciones/Pintura y tablaroca - Sr. Pineda.pdf", P, C, 31,
        "Cotización mano de obra: retiro de plafón existente, plafón de tablaroca 14 m2, resanes y pintura vinílica en muros "
        "(2 manos). Material por cuenta de la clienta.\nTotal mano de obra: $14,500.00. Trabajo en 2 fines de semana.\n")
    add(f"{sw}/Cotizaciones/sillas y mesa infantil.pdf", P, C, 27,
        "Mobiliario Contemporáneo Coyoacán\nPedido sugerido: 2 sillones individuales tapizados en tela antimanchas color arena, "
        "mesa infantil con 2 banquitos, revistero de pared.\nTotal: $18,950.00 IVA incluido.\n")
    add(f"{sw}/presupuesto remodelación.xlsx", P, C, 4,
        "Concepto;Cotizado;Pagado\nMueble recepción y banca (Olvera);46800;23400\nPlafón y pintura (Pineda);14500;0\n"
        "Pintura Comex 4 cubetas;6900;6900\nIluminación LED;8200;0\nSillones y mesa infantil;18950;0\nPantalla 50\";9500;0\n")
    add(f"{sw}/Pedido confirmado sillones.eml", P, C, 12, t_eml(
        "Ventas Mobiliario Coyoacán <ventas@mobiliariocoyoacan.mx>", "clinicadentalramirez@gmail.com", "Confirmación de pedido 4471",
        "Estimada Sofía:\n\nRecibimos su anticipo. Los sillones color arena y la mesa infantil se entregan el sábado 20 de junio "
        "entre 9 y 13 h en Av. Miguel Ángel de Quevedo 532, local 4.\n\nGracias por su compra."))
    for k, age in enumerate((58, 58, 58)):
        photo(f"{sw}/fotos/antes/IMG_20260403_18{20 + k}11.jpg", P, C, age)
    for k, age in enumerate((6, 2, 2)):
        photo(f"{sw}/fotos/avance/IMG_202605{26 if age == 6 else 30}_1{k}0512.jpg", P, C, age)
    add(f"{sw}/ideas/Captura de pantalla 2026-03-22 213005.png", P, C, 71, "")
    add(f"{sw}/~$esupuesto remodelación.xlsx", L, "System", 4, _blob(r, b"\x0bSofia      ", 150))

    # ------------------------------------------------------------------ Finanzas (Areas Finance)
    fi = "Documentos/Finanzas"
    for age in (2, 32, 63, 93):
        dt = _ago(age)
        add(f"{fi}/BBVA/Estado de cuenta {dt:%Y-%m}.pdf", A, "Finance", age, t_estado_bbva)
    add(f"{fi}/BBVA/Estado de cuenta 2026-02 (1).pdf", A, "Finance", 93, t_estado_bbva)
    for age in (19, 50):
        dt = _ago(age)
        add(f"{fi}/Tarjeta Banamex/EdoCta Banamex {MESES[dt.month - 1]} {dt.year}.pdf", A, "Finance", age, t_card)
    add(f"{fi}/Infonavit/Estado de cuenta crédito 2026-04.pdf", A, "Finance", 35, t_infonavit)
    add(f"{fi}/Infonavit/Contrato de crédito Infonavit 2021.pdf", A, "Finance", 1810, (
        "CONTRATO DE APERTURA DE CRÉDITO SIMPLE CON GARANTÍA HIPOTECARIA\nInstituto del Fondo Nacional de la Vivienda para los "
        f"Trabajadores y {ME} (la ACREDITADA), con la comparecencia de Andrés Villaseñor Cruz\nInmueble: {HOME_ADDR}\n"
        "Monto del crédito: equivalente en VSM a $2,150,000.00, plazo 30 años\nNotaría Pública No. 211 de la Ciudad de México, "
        "Lic. Jaime Orozco Ledesma, escritura 48,112, 19 de mayo de 2021\n"))
    add(f"{fi}/Afore/Afore XXI Banorte 1er cuatrimestre 2026.pdf", A, "Finance", 22, t_afore)
    add(f"{fi}/Afore/Afore XXI Banorte 3er cuatrimestre 2025.pdf", A, "Finance", 140, t_afore)
    add(f"{fi}/Ahorro/CETES Directo constancia 2025.pdf", A, "Finance", 120, lambda r, dt: (
        f"CETESDirecto - Constancia anual de intereses 2025\nCliente: {ME}\nIntereses nominales: {_mx(r.uniform(9000, 14000))}\n"
        f"Intereses reales: {_mx(r.uniform(2000, 4000))}\nISR retenido: {_mx(r.uniform(600, 900))}\n"))
    da = f"{fi}/Declaraciones anuales"
    for y, age in ((2025, 40), (2024, 410), (2022, 1130), (2019, 2250)):
        add(f"{da}/{y}/Acuse declaración anual {y}.pdf", A, "Finance", age, lambda r, dt, y=y: (
            f"SAT - Acuse de recibo de la declaración anual de personas físicas\nEjercicio: {y}\nRFC: {ME_RFC}\n"
            f"Ingresos por {'sueldos y salarios' if y < 2021 else 'actividades empresariales y profesionales'}: {_mx(r.uniform(420000, 980000))}\n"
            f"Deducciones personales (honorarios médicos, colegiaturas, intereses reales hipotecarios, aportaciones voluntarias): "
            f"{_mx(r.uniform(40000, 90000))}\nResultado: {r.choice(['saldo a favor', 'impuesto a cargo'])} {_mx(r.uniform(2000, 25000))}\n"
            f"Número de operación: {r.randint(100000000000, 199999999999)}\n"))
    add(f"{da}/2025/Deducciones personales 2025.xlsx", A, "Finance", 55,
        "Concepto;Emisor;Monto\nPediatra Valentina;Dr. Luis Carmona;5400\nGinecóloga;Dra. Elena Vidal;3600\nLaboratorio;Chopo;2150\n"
        "Lentes;Ópticas Devlyn;4300\nIntereses reales Infonavit;Infonavit;18900\nPrima GMM;GNP;25800\nColegiatura preescolar;;0 (estancia no deducible)\n")
    add(f"{da}/2025/Constancia intereses reales Infonavit 2025.pdf", A, "Finance", 118,
        f"INFONAVIT - Constancia de intereses reales devengados y pagados 2025\nAcreditada: {ME}  RFC {ME_RFC}\nIntereses reales: $18,912.44\n")

    # ------------------------------------------------------------------ Salud (Areas Health)
    sa = "Documentos/Salud"
    add(f"{sa}/Valentina/Cartilla de vacunación escaneada.pdf", A, "Health", 200, (
        "Cartilla Nacional de Salud - Niñas y niños de 0 a 9 años\nNombre: Valentina Villaseñor Ramírez  Nacimiento: 17/02/2023\n"
        "BCG: al nacer. Hepatitis B: 0, 2, 6 meses. Hexavalente: 2, 4, 6, 18 meses. Rotavirus: 2, 4 meses. Neumocócica: 2, 4, 12 meses. "
        "SRP: 12 meses, refuerzo pendiente a los 6 años. Influenza: octubre 2025.\n"))
    add(f"{sa}/Valentina/Consulta pediatra mayo 2026.pdf", A, "Health", 13,
        "Dr. Luis Carmona Ugalde - Pediatría\nPaciente: Valentina Villaseñor Ramírez, 3 años 3 meses\nPeso 14.6 kg, talla 98 cm "
        "(percentil 60). Dx: faringoamigdalitis viral. Plan: paracetamol 15 mg/kg cada 6 h si fiebre, líquidos, no antibiótico.\n")
    add(f"{sa}/Valentina/Receta otitis feb 2026.pdf", A, "Health", 105,
        "Dr. Luis Carmona Ugalde - Pediatría\nValentina V. R.  Dx: otitis media aguda derecha\nRx: amoxicilina 90 mg/kg/día en 2 tomas "
        "por 10 días. Control en 2 semanas.\n")
    add(f"{sa}/Sofía/Resultados laboratorio Chopo 2026.pdf", A, "Health", 46, lambda r, dt: (
        f"Laboratorio Médico del Chopo\nPaciente: {ME}  Edad: 36  Fecha: {_f(dt)}\nGlucosa {r.randint(78, 95)} mg/dL, colesterol total "
        f"{r.randint(160, 205)} mg/dL, triglicéridos {r.randint(80, 140)} mg/dL, TSH 2.1, hemoglobina 13.4 g/dL, ferritina 22 ng/mL\n"))
    add(f"{sa}/Sofía/Ginecóloga - papanicolaou 2025.pdf", A, "Health", 260,
        f"Dra. Elena Vidal - Ginecología y Obstetricia\nPaciente: {ME}\nCitología cervical: negativa para lesión intraepitelial. "
        "Colposcopía normal. Próxima revisión en 12 meses.\n")
    add(f"{sa}/Andrés/Resultados Andrés perfil lipídico.pdf", A, "Health", 88,
        "Laboratorio Médico del Chopo\nPaciente: Andrés Villaseñor Cruz  Edad: 38\nColesterol total 231 mg/dL, LDL 152, HDL 41, "
        "triglicéridos 190. Recomendación: valoración médica y dieta.\n")
    add(f"{sa}/gastos médicos 2026.xlsx", A, "Health", 9,
        "Fecha;Quién;Concepto;Monto;Factura\n2026-01-20;Valentina;Pediatra;900;sí\n2026-02-15;Valentina;Pediatra + amoxicilina;1240;sí\n"
        "2026-04-16;Sofía;Laboratorio;2150;sí\n2026-05-19;Valentina;Pediatra;900;sí\n2026-03-03;Andrés;Laboratorio;980;sí\n")
    add("Documentos/Salud/Tabla de vacunación recomendada AMP.pdf", R, "Health", 300,
        "Asociación Mexicana de Pediatría - Esquema de vacunación recomendado 2025\nVacunas de 4 a 6 años: DPT refuerzo, SRP segunda "
        "dosis, polio, varicela segunda dosis, influenza anual, hepatitis A.\n")

    # ------------------------------------------------------------------ Seguros (Areas Insurance)
    se = "Documentos/Seguros"
    add(f"{se}/GMM GNP póliza 2026.pdf", A, "Insurance", 150, lambda r, dt: (
        f"GNP Seguros - Gastos Médicos Mayores Línea Azul\nPóliza: {r.randint(10000000, 99999999)}\nContratante: {ME}\n"
        f"Asegurados: {ME}, Andrés Villaseñor Cruz, Valentina Villaseñor Ramírez\nVigencia: 1 de enero de 2026 a 1 de enero de 2027\n"
        f"Suma asegurada: $15,000,000  Deducible: $24,000  Coaseguro 10%\nPrima anual: {_mx(r.uniform(24000, 28000))}\n"))
    add(f"{se}/GMM GNP póliza 2024.pdf", A, "Insurance", 880,
        f"GNP Seguros - Gastos Médicos Mayores\nContratante: {ME}\nVigencia: 1 de enero de 2024 a 1 de enero de 2025\nDeducible: $20,000\n")
    add(f"{se}/Seguro casa Qualitas hogar.pdf", A, "Insurance", 330,
        f"Seguro de Hogar - Póliza de casa habitación\nUbicación: {HOME_ADDR}\nCoberturas: incendio edificio $3,500,000, contenidos "
        "$600,000, responsabilidad civil familiar $1,000,000, robo de contenidos $80,000\nVigencia: julio 2025 - julio 2026\n")
    add(f"{se}/Seguro de vida Sofía - Metlife.pdf", A, "Insurance", 700,
        f"MetLife México - Seguro de Vida Individual Temporal 20\nAsegurada: {ME}  Beneficiarios: Andrés Villaseñor Cruz 50%, "
        "Valentina Villaseñor Ramírez 50%\nSuma asegurada: $3,000,000\n")

    # ------------------------------------------------------------------ Casa (Areas Home)
    ca = "Documentos/Casa"
    for age in (8, 68, 128):
        dt = _ago(age)
        add(f"{ca}/Recibos/CFE {dt:%Y-%m}.pdf", A, "Home", age, t_cfe)
    add(f"{ca}/Recibos/Totalplay mayo.pdf", A, "Home", 14, "Totalplay - Estado de cuenta\nPaquete: Internet 500 megas + TV\nCuenta 0180331942\nTotal a pagar: $899.00\n")
    add(f"{ca}/Recibos/Naturgy gas abril.pdf", A, "Home", 40, lambda r, dt: (
        f"Naturgy - Gas natural\nCliente: Andrés Villaseñor\nConsumo: {r.randint(20, 38)} m3\nTotal: {_mx(r.uniform(310, 560))}\n"))
    add(f"{ca}/Mantenimiento/Impermeabilización 2025 garantía.pdf", A, "Home", 370,
        "Impermeabilizantes del Sur - Garantía\nAplicación de impermeabilizante acrílico 5 años en azotea de 96 m2, con malla de refuerzo "
        "en chaflanes.\nFecha: mayo 2025. Garantía: 5 años contra filtraciones.\n")
    add(f"{ca}/Escrituras casa Campestre Churubusco.pdf", A, "Home", 1800, (
        "ESCRITURA PÚBLICA NÚMERO 48,112\nCompraventa e hipoteca - Notaría 211 CDMX\nAdquirentes: Sofía Ramírez Ortega y Andrés "
        f"Villaseñor Cruz, en copropiedad\nInmueble: casa habitación en {HOME_ADDR}, terreno de 160 m2, construcción 182 m2\n"))
    add(f"{ca}/Manuales/Manual lavadora LG.pdf", R, "Home", 900,
        "LG - Manual del propietario lavadora de carga frontal WM22\nCiclos: algodón, sintéticos, ropa de bebé, lavado rápido 30 min. "
        "Limpie el filtro de la bomba cada mes.\n")

    # ------------------------------------------------------------------ Valentina's preschool (Areas School)
    es = "Documentos/Valentina/Estancia Pequeños Pasos"
    for age in (4, 35, 65):
        dt = _ago(age)
        add(f"{es}/Recibo colegiatura {MESES[dt.month - 1]}.pdf", A, "School", age,
            lambda r, dt: f"Estancia Infantil Pequeños Pasos\nRecibo de pago\nAlumna: Valentina Villaseñor Ramírez - Maternal 2\n"
                          f"Concepto: colegiatura {MESES[dt.month - 1]} {dt.year}\nImporte: $4,900.00\n")
    add(f"{es}/Circular festival fin de curso.pdf", A, "School", 10,
        "Estancia Infantil Pequeños Pasos\nQueridos papás: el festival de fin de curso será el viernes 3 de julio a las 10:00. Los niños de "
        "Maternal 2 bailarán 'La Patita'. Vestuario: falda o short amarillo, playera blanca.\n")
    add(f"{es}/Reporte de desarrollo abril.pdf", A, "School", 50,
        "Reporte trimestral de desarrollo - Valentina V. R.\nLenguaje: forma frases de 4-5 palabras, canta canciones completas.\n"
        "Motricidad: sube escaleras alternando pies, recorta con ayuda.\nSocial: comparte con sus compañeros, a veces llora al despedirse.\n")
    add(f"{es}/Reglamento 2025-2026.pdf", A, "School", 300,
        "Reglamento Estancia Pequeños Pasos 2025-2026\nHorario: 8:00 a 15:00. Tolerancia de entrada 15 min. Los niños con fiebre no "
        "pueden asistir. Pago de colegiatura los primeros 10 días del mes.\n")

    # ------------------------------------------------------------------ Car (Areas Car)
    au = "Documentos/Auto Mazda"
    add(f"{au}/Póliza Qualitas CX-3 2025-2026.pdf", A, "Car", 200, lambda r, dt: (
        f"Quálitas - Póliza de seguro de automóviles residentes\nPóliza {r.randint(1000000, 9999999)}\nAsegurada: {ME}\n"
        "Vehículo: Mazda CX-3 i Sport 2021, serie JM1DKFB7XM0512283, placas NVR-418-C\nCobertura amplia, deducible daños 5%, robo 10%\n"
        f"Vigencia: {_f(dt)} a {_f(dt + timedelta(days=365))}\nPrima total: {_mx(r.uniform(13000, 16000))}\n"))
    add(f"{au}/Verificación 1er semestre 2026.pdf", A, "Car", 70,
        "Programa de Verificación Vehicular Obligatoria CDMX\nCertificado: holograma 0\nPlacas: NVR-418-C  Marca: Mazda  Modelo: 2021\n"
        "Verificentro CY-1120, Av. División del Norte. Próxima verificación: 2o semestre 2026 (julio-agosto, terminación 8).\n")
    add(f"{au}/Tenencia refrendo 2026.pdf", A, "Car", 130,
        "Secretaría de Administración y Finanzas - Tenencia/refrendo vehicular 2026\nPlacas NVR-418-C\nSubsidio al 100% de tenencia "
        "(valor factura menor a $250,000 y sin adeudos). Refrendo pagado: $732.00\n")
    add(f"{au}/Servicio 50 mil km Mazda Coyoacán.pdf", A, "Car", 95,
        "Mazda Coyoacán - Orden de servicio\nVehículo: CX-3 2021, km 50,212\nServicio 50,000 km: cambio de aceite y filtro, filtro de "
        "aire, filtro de cabina, rotación de llantas, revisión de frenos.\nTotal: $5,480.00\n")
    add(f"{au}/Factura Mazda CX-3 2021.pdf", A, "Car", 1900,
        f"Mazda Coyoacán S.A. de C.V. - Factura\nCliente: {ME}\nVehículo nuevo Mazda CX-3 i Sport 2021, color gris titanio\n"
        "Total: $389,900.00\n")
    add(f"{au}/Fotocívica curso en línea constancia.pdf", A, "Car", 76,
        "Fotocívica - Constancia de curso en línea\nPlaca: NVR-418-C\nCurso: Cultura vial y velocidad segura, acreditado.\n"
        "Se liberan 6 puntos de la infracción del 9 de marzo de 2026.\n")

    # ------------------------------------------------------------------ Kínder enrolment (Projects School)
    ki = "Documentos/Valentina/Kínder 2026"
    add(f"{ki}/Solicitud de admisión Colegio Xochipilli.pdf", P, "School", 130,
        "Colegio Xochipilli - Preescolar (incorporado a la SEP)\nSolicitud de admisión ciclo 2026-2027\nAspirante: Valentina Villaseñor "
        "Ramírez  Grado: 1o de preescolar  Fecha de nacimiento: 17/02/2023\nPadres: Sofía Ramírez Ortega (cirujana dentista), Andrés "
        "Villaseñor Cruz (arquitecto)\n")
    add(f"{ki}/Carta de admisión.pdf", P, "School", 85,
        "Colegio Xochipilli\nNos da gusto informarles que Valentina ha sido admitida en 1o de preescolar para el ciclo 2026-2027. Para "
        "reservar su lugar deberán cubrir la inscripción antes del 30 de abril.\n")
    add(f"{ki}/Inscripción pagada.pdf", P, "School", 45,
        "Colegio Xochipilli - Recibo\nConcepto: inscripción ciclo 2026-2027, 1o de preescolar\nAlumna: Valentina Villaseñor Ramírez\n"
        "Importe: $9,800.00  Cuota de materiales: $3,200.00\n")
    add(f"{ki}/Lista de útiles 1o preescolar.pdf", P, "School", 20,
        "Lista de útiles 1o de preescolar 2026-2027\n1 cuaderno profesional de cuadro grande, 1 caja de crayolas jumbo, 2 barras de "
        "pegamento, 1 mandil de plástico, 1 cambio de ropa marcado, 1 paquete de toallitas húmedas.\n")
    add(f"{ki}/Documentos/Acta de nacimiento Valentina.pdf", P, "School", 60,
        "Registro Civil de la Ciudad de México - Acta de nacimiento\nNombre: Valentina Villaseñor Ramírez\nFecha de nacimiento: 17 de "
        "febrero de 2023, Coyoacán\nPadre: Andrés Villaseñor Cruz  Madre: Sofía Ramírez Ortega\n")
    add(f"{ki}/Comparativo kínders.xlsx", P, "School", 210,
        "Colegio;Colegiatura;Inscripción;Horario;Distancia;Notas\nColegio Xochipilli;6200;9800;8:00-13:30;1.2 km;Montessori, huerto\n"
        "Jardín de Niños Frida Kahlo (SEP);0;0;9:00-12:00;2 km;sorteo, horario corto\nInstituto Coyoacán;7900;12000;8:00-14:00;3.5 km;inglés\n")
    add(f"{ki}/Junta de padres nuevo ingreso.eml", P, "School", 7, t_eml(
        "Dirección Preescolar Xochipilli <preescolar@colegioxochipilli.edu.mx>", "sofia.ramirez.o@gmail.com",
        "Junta de padres de nuevo ingreso - 1o de preescolar",
        "Estimadas familias:\n\nLos esperamos el sábado 13 de junio a las 10:00 en el patio central para la junta de nuevo ingreso. "
        "Se entregará el calendario escolar 2026-2027 y el horario de adaptación (primera semana de 8:00 a 10:00).\n\nDirección de Preescolar"))

    # ------------------------------------------------------------------ Oaxaca trip (Projects Travel)
    oa = "Documentos/Viajes/Oaxaca julio 2026"
    add(f"{oa}/Reservación Casa Antigua.pdf", P, "Travel", 60, t_oaxaca_hotel)
    add(f"{oa}/Vuelos Volaris MEX-OAX.pdf", P, "Travel", 58, lambda r, dt: (
        f"Volaris - Itinerario\nClave de reservación: {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
        "Vuelo Y4 452 CDMX (MEX) - Oaxaca (OAX), viernes 17 de julio de 2026, 07:15 - 08:30\nVuelo Y4 457 OAX - MEX, viernes 24 de julio "
        "de 2026, 19:40 - 20:55\nPasajeros: Sofía Ramírez Ortega, Andrés Villaseñor Cruz, Valentina Villaseñor Ramírez (niña)\n"
        "Equipaje: 1 maleta documentada de 25 kg\n"))
    add(f"{oa}/Boletos Guelaguetza lunes 20.pdf", P, "Travel", 25,
        "Guelaguetza 2026 - Auditorio Guelaguetza, Cerro del Fortín\nLunes 20 de julio de 2026, función 10:00\nPalco B, 3 boletos "
        "(1 infantil)\nTotal: $2,940.00\n")
    add(f"{oa}/itinerario.md", P, "Travel", 5,
        "# Oaxaca 17-24 julio\n\n- Vie 17: llegada, Andador, cena en el Mercado 20 de Noviembre\n- Sáb 18: Monte Albán temprano "
        "(sombrero y agua para Vale)\n- Dom 19: Tule y Teotitlán del Valle (tapetes)\n- Lun 20: Guelaguetza\n- Mar 21: Hierve el Agua\n"
        "- Mié 22: San Bartolo Coyotepec, barro negro\n- Jue 23: clase de cocina (mole)\n- Vie 24: compras y regreso\n")
    add(f"{oa}/Tour Hierve el Agua.eml", P, "Travel", 16, t_eml(
        "Oaxaca Tours Ancestrales <reservas@oaxacatours.mx>", "sofia.ramirez.o@gmail.com", "Reservación tour Hierve el Agua 21/07",
        "Hola Sofía, confirmamos el tour privado a Hierve el Agua y Mitla para 2 adultos y 1 niña el martes 21 de julio, "
        "recogiéndolos a las 8:00 en Casa Antigua. Total $3,600, se paga el día del tour. Llevar traje de baño y bloqueador."))
    add(f"{oa}/lista de maleta.txt", P, "Travel", 3,
        "Maleta Oaxaca\nVale: 7 mudas, sombrero, repelente, carriola plegable, pañal de noche, medicina (paracetamol infantil)\n"
        "Sofía: tenis, rebozo, cargador\nAndrés: cámara, lentes de sol\nTodos: impermeables (julio llueve en la tarde)\n")
    add(f"{oa}/presupuesto viaje.xlsx", P, "Travel", 8,
        "Concepto;Monto\nVuelos;7860\nHotel 7 noches;17150\nGuelaguetza;2940\nTours;6600\nComidas;9000\nCompras artesanías;5000\n")

    # ------------------------------------------------------------------ Clinical reference (Resources Clinic)
    od = "Documentos/Odontología"
    refs = {
        "NOM-013-SSA2-2015 enfermedades bucales.pdf": "NORMA Oficial Mexicana NOM-013-SSA2-2015, Para la prevención y control de "
            "enfermedades bucales.\n5.4 El estomatólogo debe utilizar barreras de protección: guantes, cubrebocas, lentes y bata.\n"
            "8. Esterilización: todo instrumental que penetre tejidos debe esterilizarse en autoclave.\n",
        "NOM-004-SSA3-2012 expediente clínico.pdf": "NORMA Oficial Mexicana NOM-004-SSA3-2012, Del expediente clínico.\n5.4 Los "
            "expedientes clínicos son propiedad de la institución o del prestador de servicios médicos y deberán conservarse por "
            "un periodo mínimo de 5 años.\n",
        "NOM-087 RPBI resumen.pdf": "NOM-087-SEMARNAT-SSA1-2002. Clasificación de residuos peligrosos biológico-infecciosos: "
            "punzocortantes en recipiente rígido rojo, no anatómicos en bolsa roja, patológicos en bolsa amarilla.\n",
        "Dosis máximas anestésicos locales.pdf": "Dosis máximas de anestésicos locales en odontología\nLidocaína 2% con "
            "epinefrina 1:100,000: 7 mg/kg, máximo 500 mg (13 cartuchos en adulto de 70 kg).\nMepivacaína 3%: 6.6 mg/kg.\n"
            "Articaína 4%: 7 mg/kg. En niños calcular siempre por peso.\n",
        "Profilaxis antibiótica AHA 2021.pdf": "Prevention of viridans group streptococcal infective endocarditis - AHA "
            "scientific statement 2021\nAmoxicillin 2 g orally 30-60 min before the procedure; children 50 mg/kg.\n",
        "Manejo del paciente anticoagulado.pdf": "Paciente con anticoagulantes orales en odontología: con INR menor a 3.5 pueden "
            "realizarse extracciones simples con medidas hemostáticas locales; no suspender sin indicación del cardiólogo.\n",
    }
    for k, (name, text) in enumerate(refs.items()):
        add(f"{od}/{name}", R, C, 200 + k * 170, text)
    add(f"{od}/Catálogos/Catálogo Depósito Dental Coyoacán 2026.pdf", R, C, 140,
        "Depósito Dental Coyoacán - Catálogo general 2026\nRestauración: resinas, adhesivos, ionómeros. Endodoncia: limas manuales y "
        "rotatorias, localizadores, conos de gutapercha. Precios sujetos a cambio sin previo aviso.\n")
    add(f"{od}/Manuales equipo/Manual autoclave Tuttnauer 2540.pdf", R, C, 1100,
        "Tuttnauer 2540M - Operation and maintenance manual\nUse distilled water only. Clean the chamber and trays weekly. Perform a "
        "Bowie-Dick test daily for vacuum cycles.\n")
    add(f"{od}/Manuales equipo/Manual localizador de ápice.pdf", R, C, 950,
        "Localizador de ápice electrónico - Manual de usuario\nConecte el clip labial, introduzca la lima hasta que la barra indique 'APEX' "
        "y retroceda a 0.5. No usar en pacientes con marcapasos sin autorización del cardiólogo.\n")
    add(f"{od}/Técnicas radiográficas/Posicionamiento panorámica errores comunes.pdf", R, C, 60,
        "Errores comunes en radiografía panorámica: paciente adelantado (dientes anteriores estrechos), lengua no apoyada al paladar "
        "(sombra radiolúcida sobre ápices superiores), plano de Frankfort inclinado (sonrisa o ceño).\n")

    # ------------------------------------------------------------------ Cooking, Books, Music, Software
    add("Documentos/Recetas/Mole negro de la abuela Chela.docx", R, "Cooking", 600,
        "Mole negro de la abuela Chela\nChiles: 6 chilhuacles negros, 6 mulatos, 4 pasillas, 2 chipotles mecos\nTostar los chiles sin "
        "quemarlos, remojar en caldo. Freír plátano macho, pan de yema, ajonjolí, almendras, pasas. Moler con chocolate de Oaxaca.\n")
    add("Documentos/Recetas/pozole rojo.txt", R, "Cooking", 250,
        "Pozole rojo (para 10)\n1 kg maíz pozolero precocido, 1 kg maciza y 1/2 kg cabeza de cerdo, 6 chiles guajillo, 3 anchos, ajo, "
        "cebolla, orégano. Acompañar con lechuga, rábano, tostadas y limón.\n")
    add("Documentos/Recetas/papillas y comida para Vale.docx", R, "Cooking", 1000,
        "Ideas de comida para Vale (1-2 años)\nPuré de calabacita con pollo. Arroz con lentejas. Tortitas de espinaca al horno. "
        "Fruta picada: papaya, plátano, mango.\n")
    add("Documentos/Recetas/pan de elote.pdf", R, "Cooking", 420,
        "Pan de elote\n5 elotes desgranados, 1 lata de leche condensada, 4 huevos, 100 g de mantequilla, 1 cdita de polvo para hornear. "
        "Licuar y hornear a 180 C por 45 minutos.\n")
    books = [("Pedro Páramo", "Juan Rulfo", "es", "Vine a Comala porque me dijeron que acá vivía mi padre, un tal Pedro Páramo."),
             ("Como agua para chocolate", "Laura Esquivel", "es", "La cebolla tiene que estar finamente picada."),
             ("Atomic Habits", "James Clear", "en", "Habits are the compound interest of self-improvement."),
             ("Las batallas en el desierto", "José Emilio Pacheco", "es", "Me acuerdo, no me acuerdo: ¿qué año era aquel?")]
    for title, author, lang, para in books:
        add(f"Documentos/Libros/{title}.epub", R, "Books", r.randint(150, 1200), _rezip(_epub(title, author, lang, para)))
    songs = [("Natalia Lafourcade", "Hasta la raíz", "Hasta la raíz"), ("Café Tacvba", "Eres", "Cuatro caminos"),
             ("Lila Downs", "La cumbia del mole", "Pecados y milagros"), ("Julieta Venegas", "Me voy", "Limón y sal"),
             ("Cri-Cri", "La patita", "Cri-Cri para niños"), ("Cri-Cri", "El ratón vaquero", "Cri-Cri para niños"),
             ("Caifanes", "La negra Tomasa", "Caifanes")]
    for artist, title, album in songs:
        add(f"Música/{artist}/{album}/{title}.mp3", R, "Music", r.randint(200, 1500), _id3(r, title, artist, album))
    add("Música/playlist consultorio.m3u", R, "Music", 300,
        "#EXTM3U\n" + "\n".join(f"{a}\\{al}\\{t}.mp3" for a, t, al in songs if a != "Cri-Cri") + "\n")
    for name, age in (("ChromeSetup.exe", 400), ("ZoomInstallerFull.exe", 190),
                      ("AcroRdrDC2500120432_es_ES.exe", 120), ("Dentalink_Setup_v4.2.exe", 640)):
        add(f"Descargas/{name}", R, "Software", age, _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00", 2000))
    add("Descargas/SAT_DeclaraSAT_Instalador.msi", R, "Software", 420, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1500))

    # ------------------------------------------------------------------ Photos (Resources Photos)
    im = "Imágenes"
    for k in range(4):
        photo(f"{im}/Cumpleaños 3 Vale/IMG_2026021{7 + k // 2}_1{k}3022.jpg", R, "Photos", 104 - k // 2)
    for k in range(2):
        photo(f"{im}/Navidad 2025/IMG_2025122{4 + k % 2}_2{k}1530.jpg", R, "Photos", 158 - k % 2)
    for k in range(3):
        photo(f"{im}/Cancún 2024/IMG_2024111{5 + k}_10{k}455.jpg", R, "Photos", 563 - k)
    for k in range(2):
        photo(f"{im}/San Miguel dic 2025/IMG_202512{12 + k}_17{k}040.jpg", R, "Photos", 170 - k)
    for k, age in enumerate((11, 17, 26, 44)):
        dt = _ago(age)
        photo(f"{im}/WhatsApp Images/IMG-{dt:%Y%m%d}-WA{k + 12:04d}.jpg", R, "Photos", age)
    for k, age in enumerate((3, 20, 97)):
        dt = _ago(age)
        add(f"{im}/Capturas de pantalla/Captura de pantalla {dt:%Y-%m-%d} {r.randint(10, 22)}{r.randint(10, 59)}{r.randint(10, 59)}.png",
            R, "Photos", age, "")
    for k in range(2):
        add(f"{im}/iPhone Sofía/IMG_{4410 + k}.HEIC", R, "Photos", 30 + k * 9, "")
    photo(f"{im}/Vale primer día estancia.jpg", R, "Photos", 800)
    photo(f"{im}/Fondos/Coyoacán jardín Centenario.jpg", R, "Photos", 900)
    dot(f"{im}/.picasa.ini", b"[Picasa]\nname=Imagenes\n", 900)

    # ------------------------------------------------------------------ Archive: hospital job (Clinic)
    ho = "Documentos/Trabajo anterior - Hospital Santa Teresa"
    add(f"{ho}/Contrato Hospital Santa Teresa 2017.pdf", X, C, 3300,
        f"Hospital Santa Teresa de Tlalpan S.A. de C.V.\nContrato individual de trabajo por tiempo indeterminado\nTrabajadora: C.D. {ME}\n"
        "Puesto: odontóloga adscrita al Servicio de Estomatología, turno matutino\nFecha de inicio: 1 de agosto de 2017\n")
    for age in (1795, 1810):
        add(f"{ho}/Recibos nómina 2021/Recibo {_iso(_ago(age))}.pdf", X, C, age,
            lambda r, dt: f"Hospital Santa Teresa de Tlalpan - Recibo de nómina\nEmpleada: {ME}  No. empleado 20417\n"
                          f"Periodo: quincena al {_f(dt)}\nNeto: {_mx(r.uniform(11000, 12500))}\n")
    add(f"{ho}/Carta de renuncia.docx", X, C, 1790,
        "Ciudad de México, 2 de julio de 2021\nDr. Raúl Espinosa, Jefe del Servicio de Estomatología, Hospital Santa Teresa\n\nPor medio "
        "de la presente le informo mi decisión de renunciar voluntariamente a mi puesto de odontóloga adscrita, con efecto a partir del 31 de "
        "agosto de 2021, para dedicarme a mi consulta privada. Agradezco los cuatro años de aprendizaje.\n\nC.D. Sofía Ramírez Ortega\n")
    add(f"{ho}/Finiquito agosto 2021.pdf", X, C, 1735,
        f"Hospital Santa Teresa de Tlalpan\nFiniquito\nTrabajadora: {ME}\nPartes proporcionales de aguinaldo, vacaciones y prima vacacional, "
        "prima de antigüedad: $31,480.00\nFecha de baja: 31 de agosto de 2021\n")
    add(f"{ho}/Constancia de servicios.pdf", X, C, 1720,
        f"A quien corresponda: se hace constar que la C.D. {ME} laboró en este hospital del 1 de agosto de 2017 al 31 de agosto de 2021 "
        "como odontóloga adscrita al Servicio de Estomatología, con desempeño sobresaliente.\nRecursos Humanos, Hospital Santa Teresa\n")
    add(f"{ho}/Rol de guardias 2020.xlsx", X, C, 2000,
        "Mes;Odontóloga;Fines de semana\nenero;Ramírez;4-5, 18-19\nfebrero;Ramírez;8-9, 22-23\nmarzo;Ramírez;7-8\nabril;Suspendido COVID;-\n")
    add(f"{ho}/Protocolo COVID Estomatología 2020.pdf", X, C, 2150,
        "Hospital Santa Teresa - Servicio de Estomatología\nProtocolo de atención durante la contingencia COVID-19 (abril 2020): solo "
        "urgencias, triaje telefónico, N95 y careta, evitar procedimientos generadores de aerosol.\n")

    # ------------------------------------------------------------------ Archive: master's (Clinic)
    ma = "Documentos/Maestría UNAM"
    add(f"{ma}/Tesis/Tesis final Sofía Ramírez.docx", X, C, 3250,
        "Universidad Nacional Autónoma de México - Programa de Maestría y Doctorado en Ciencias Médicas, Odontológicas y de la Salud\n"
        "Tesis: Resistencia adhesiva de dos sistemas autograbantes a dentina afectada por caries. Estudio in vitro\nQue para obtener el grado "
        "de Maestra en Ciencias presenta: C.D. Sofía Ramírez Ortega\nTutor: Dr. Alberto Guzmán Reyna\n")
    add(f"{ma}/Tesis/Tesis final Sofía Ramírez (correcciones sinodales).docx", X, C, 3280,
        "Correcciones de sinodales - Tesis de maestría\n1. Ampliar la discusión sobre la degradación de la capa híbrida.\n2. Corregir las "
        "referencias al formato Vancouver.\n3. Agregar análisis estadístico de Kruskal-Wallis.\n")
    add(f"{ma}/Examen de grado - presentación.pptx", X, C, 3200, _blob(r, b"PK\x03\x04\x14\x00\x06\x00", 2600))
    add(f"{ma}/Título y cédula/Título maestría escaneado.pdf", X, C, 3000,
        "Universidad Nacional Autónoma de México\notorga a Sofía Ramírez Ortega el grado de Maestra en Ciencias Odontológicas\n"
        "Ciudad Universitaria, noviembre de 2017\n")
    add(f"{ma}/Kardex maestría.pdf", X, C, 3150,
        "UNAM - Historia académica\nAlumna: Ramírez Ortega Sofía  No. de cuenta 515044873\nSeminario de investigación I-IV: MB; "
        "Biomateriales dentales: MB; Bioestadística: B; Promedio: 9.4\n")
    add(f"{ma}/Lecturas/Pashley - adhesión a dentina y capa híbrida.pdf", R, C, 3500,
        "Pashley DH et al. State of the art etch-and-rinse adhesives. Dent Mater 2011.\nThe hybrid layer is formed by resin infiltration of "
        "demineralized collagen; its durability depends on MMP inhibition and complete solvent evaporation.\n")
    add(f"{ma}/Lecturas/Bioestadística para odontólogos.pdf", R, C, 3600,
        "Bioestadística aplicada a la investigación odontológica\nPruebas paramétricas: t de Student, ANOVA. No paramétricas: Mann-Whitney, "
        "Kruskal-Wallis. Tamaño de muestra para estudios in vitro de resistencia adhesiva.\n")

    # ------------------------------------------------- Archive: landlord dispute, first premises (Clinic)
    tc = "Documentos/Clínica/Local Tres Cruces (anterior)"
    add(f"{tc}/Contrato arrendamiento Tres Cruces 41.pdf", X, C, 1740,
        f"CONTRATO DE ARRENDAMIENTO\nArrendador: Ernesto Garduño Lima\nArrendataria: {ME}\nInmueble: Calle Tres Cruces 41, planta baja, "
        "Col. Villa Coyoacán\nDestino: consultorio dental\nVigencia: 1 de septiembre de 2021 a 31 de agosto de 2023\nRenta: $14,000.00 "
        "mensuales. Depósito en garantía: $28,000.00\n")
    add(f"{tc}/Acta de entrega del local feb 2023.pdf", X, C, 1200,
        "Acta de entrega-recepción del inmueble Tres Cruces 41\nFecha: 28 de febrero de 2023\nEstado: muros pintados en blanco, instalaciones "
        "de agua y aire comprimido retiradas y tapadas, llaves entregadas (3 juegos).\nObservación del arrendador: 'se revisará el piso'.\n")
    for k in range(3):
        photo(f"{tc}/fotos entrega/IMG_20230228_11{k}233.jpg", X, C, 1189)
    add(f"{tc}/Carta reclamación depósito.docx", X, C, 1150,
        "Ciudad de México, 10 de abril de 2023\nSr. Ernesto Garduño Lima\n\nPor medio de la presente le solicito la devolución del depósito "
        "en garantía de $28,000.00, ya que entregué el local en buen estado según el acta del 28 de febrero. Los supuestos daños al piso "
        "que usted menciona existían antes de mi ocupación, como consta en las fotografías del inventario inicial.\n\nSofía Ramírez Ortega\n")
    add(f"{tc}/Correo Lic. Ibarra - mediación.eml", X, C, 1050, t_eml(
        "Lic. Mónica Ibarra <mibarra@ibarraabogados.mx>", "sofia.ramirez.o@gmail.com", "Mediación Centro de Justicia Alternativa",
        "Sofía:\n\nEl Centro de Justicia Alternativa del Tribunal Superior de Justicia aceptó la solicitud de mediación. La primera sesión "
        "con el Sr. Garduño es el 14 de julio a las 11:00. Lleve el acta de entrega, las fotos y los recibos de renta. Mi propuesta es "
        "aceptar un descuento menor por pintura si devuelve el resto del depósito.\n\nSaludos,\nMónica Ibarra"))
    add(f"{tc}/Convenio CJA septiembre 2023.pdf", X, C, 990,
        "Centro de Justicia Alternativa - Convenio de mediación\nMediados: Ernesto Garduño Lima y Sofía Ramírez Ortega\nAcuerdo: el "
        "arrendador devolverá $24,500.00 del depósito en garantía a más tardar el 15 de noviembre de 2023; las partes se otorgan el "
        "finiquito más amplio respecto del contrato de arrendamiento de Tres Cruces 41.\n")
    add(f"{tc}/Transferencia devolución depósito.pdf", X, C, 930,
        "Comprobante de transferencia SPEI\nOrdenante: GARDUÑO LIMA ERNESTO\nBeneficiario: SOFIA RAMIREZ ORTEGA\nImporte: $24,500.00\n"
        "Concepto: devolucion deposito convenio CJA\nFecha: 14/11/2023\n")

    # ------------------------------------------------------------------ Archive: past trips (Travel)
    vi = "Documentos/Viajes"
    add(f"{vi}/Cancún nov 2024/Reservación hotel.pdf", X, "Travel", 570, t_cancun_res)
    add(f"{vi}/Cancún nov 2024/Vuelos Viva Aerobus.pdf", X, "Travel", 575,
        "Viva Aerobus - Pase de abordar\nVuelo VB 1020 MEX-CUN 14 nov 2024 08:20\nPasajeros: RAMIREZ ORTEGA SOFIA, VILLASENOR CRUZ ANDRES, "
        "VILLASENOR RAMIREZ VALENTINA (infante)\n")
    add(f"{vi}/Puerto Vallarta 2023/Itinerario Vallarta.docx", X, "Travel", 1160,
        "Puerto Vallarta - Semana Santa 2023\n2 al 7 de abril. Hotel en Zona Romántica. Día 3: Yelapa en lancha. Día 5: Sayulita.\n")
    add(f"{vi}/Puerto Vallarta 2023/Renta de auto.pdf", X, "Travel", 1165,
        "Confirmación de renta de auto - Aeropuerto de Puerto Vallarta\nCompacto automático con silla para bebé, 2 al 7 de abril de 2023\nTotal: $4,320.00\n")
    add(f"{vi}/San Miguel dic 2025/Airbnb confirmación.pdf", X, "Travel", 200,
        "Airbnb - Reservación confirmada\nCasa colonial con patio en San Miguel de Allende\n12 - 15 de diciembre de 2025, 2 adultos, 1 niña\n"
        "Anfitrión: Mariela. Total: $8,760.00\n")
    add(f"{vi}/San Miguel dic 2025/gastos San Miguel.xlsx", X, "Travel", 165,
        "Concepto;Monto\nAirbnb;8760\nGasolina y casetas;1980\nComidas;5400\nArtesanías;2100\n")

    # ------------------------------------------------------------------ Archive: sold Nissan Versa (Car)
    vs = f"{au}/Versa (vendido 2023)"
    add(f"{vs}/Contrato compraventa Versa.pdf", X, "Car", 1100,
        f"Contrato de compraventa de vehículo usado\nVendedora: {ME}\nComprador: Julio César Ramos Téllez\nVehículo: Nissan Versa Advance "
        "2016, placas MLK-220-B\nPrecio: $142,000.00, pagado por transferencia. Fecha: 18 de mayo de 2023\n")
    add(f"{vs}/Baja de placas Versa.pdf", X, "Car", 1090,
        "Secretaría de Movilidad CDMX - Constancia de baja de vehículo\nPlacas: MLK-220-B  Nissan Versa 2016\nPropietaria: Sofía Ramírez Ortega\n")
    add(f"{vs}/fotos anuncio Versa.jpg", X, "Car", 1110, "exif")

    # ============================================================ the chaos: hard files (content only)
    # Documentos/Escaneos: the clinic's scanner, everything lands here as scan_NNNN.pdf
    sc = "Documentos/Escaneos"
    scans = [
        (31, 6, A, C, t_historia(PATIENTS[8])),
        (32, 6, A, C, t_consent(PATIENTS[8], "tratamiento de conductos (endodoncia) de la pieza 36")),
        (27, 23, A, C, t_historia(PATIENTS[12])),
        (24, 37, A, C, t_historia(PATIENTS[13])),
        (25, 37, A, C, t_consent(PATIENTS[13], "extracción quirúrgica del tercer molar inferior derecho")),
        (19, 66, A, C, t_historia(PATIENTS[14])),
        (20, 66, A, C, t_consent(PATIENTS[14], "colocación de corona de zirconia y tallado de la pieza 21")),
        (28, 20, A, "Health", "Dr. Luis Carmona Ugalde - Pediatra. Céd. Prof. 4471023\nReceta\nPaciente: Valentina Villaseñor "
            "Ramírez  Edad: 3 años  Peso: 14.5 kg\nIbuprofeno suspensión 100 mg/5 ml: 7 ml cada 8 horas por 3 días si hay dolor o "
            "fiebre.\nLavados nasales con solución salina 3 veces al día.\nCita de control en 7 días.\n"),
        (11, 160, A, C, "Colegio Mexicano de Higienistas Dentales\nConstancia de acreditación\nSe otorga a Karla Méndez Soto la "
            "constancia de Técnico Superior Universitario en Higiene Dental, con 1,200 horas de práctica clínica supervisada.\n"
            "Copia para el expediente de personal de la clínica.\n"),
        (5, 1190, X, C, "ACTA DE ENTREGA-RECEPCIÓN (copia firmada)\nInmueble: Tres Cruces 41, planta baja\nEntrega: Sofía Ramírez "
            "Ortega  Recibe: Ernesto Garduño Lima\nSe entregan 3 juegos de llaves, medidor de luz con lectura 18,422.\nEl arrendador "
            "se reserva revisar el piso de la sala 2. Firmas al calce.\n"),
        (6, 1120, X, C, "Ciudad de México, 2 de mayo de 2023\nSra. Sofía Ramírez Ortega\nEn respuesta a su carta, le informo que no "
            "devolveré el depósito de $28,000.00 porque el piso vinílico del local quedó con marcas de los sillones dentales y "
            "perforaciones del compresor. El costo de reparación cotizado es de $31,000.00.\nAtentamente, Ernesto Garduño Lima\n"),
        (29, 13, P, "School", "CERTIFICADO MÉDICO\nPor medio del presente hago constar que la niña Valentina Villaseñor Ramírez, "
            "de 3 años, se encuentra clínicamente sana, con esquema de vacunación completo para su edad, sin alergias "
            "conocidas, apta para ingresar a primero de preescolar y realizar actividades físicas.\nDr. Luis Carmona Ugalde, Pediatra\n"),
        (26, 30, P, C, "Carpintería Hermanos Olvera\nRecibo de anticipo No. 0412\nRecibimos de la Dra. Sofía Ramírez la cantidad de "
            "$23,400.00 como anticipo del 50% del mueble de recepción en L y banca corrida de encino.\nFecha de entrega estimada: "
            "segunda semana de junio.\n"),
        (3, 1730, X, C, "RECIBO DE FINIQUITO (copia)\nRecibí del Hospital Santa Teresa de Tlalpan la cantidad de $31,480.00 por "
            "concepto de finiquito por renuncia voluntaria, sin que se me adeude cantidad alguna por salarios, vacaciones, "
            "aguinaldo o prima de antigüedad.\nC.D. Sofía Ramírez Ortega\n"),
        (14, 190, A, "Car", "Secretaría de Movilidad - Tarjeta de circulación\nPropietario: RAMIREZ ORTEGA SOFIA\nPlaca: NVR-418-C  "
            "Marca: MAZDA  Línea: CX-3  Modelo: 2021\nNo. de serie: JM1DKFB7XM0512283  Uso: particular\nVigencia: permanente\n"),
        (9, 480, A, "Home", "Hoja 3 de 11 - Escritura 48,112\n...CLÁUSULAS. PRIMERA.- La parte vendedora vende y los compradores "
            "adquieren en copropiedad por partes iguales la casa número 18 de la calle Cerro del Hombre, colonia Campestre "
            "Churubusco, con superficie de terreno de 160 metros cuadrados, libre de gravámenes salvo la hipoteca a favor del INFONAVIT.\n"),
    ]
    for n, age, b, t, content in scans:
        add(f"{sc}/scan_{n:04d}.pdf", b, t, age, content, True)

    # Descargas: downloads named by the site that served them
    dl = "Descargas"
    add(f"{dl}/documento.pdf", A, "Home", 8, t_cfe, True)
    add(f"{dl}/documento (1).pdf", A, "Insurance", 170,
        "GNP Seguros - Aviso de renovación\nEstimada Sofía Ramírez Ortega:\nSu póliza de Gastos Médicos Mayores vence el 1 de enero. "
        "La prima de renovación para 3 asegurados es de $25,812.40, pagadera anual o en 12 mensualidades con cargo a su tarjeta. "
        "Por la edad del asegurado titular y la inflación médica, la prima aumenta 14%.\n", True)
    add(f"{dl}/documento (2).pdf", A, "Finance", 140, t_afore, True)
    add(f"{dl}/documento (3).pdf", P, C, 18,
        t_rx_quote("Imagen Dental Seminuevos S.A. de C.V. (Guadalajara)", "Planmeca ProMax 2D", 2015, 279, 279), True)
    add(f"{dl}/documento (4).pdf", A, "Home", 25, lambda r, dt: (
        f"Sistema de Aguas de la Ciudad de México\nBoleta de agua - cuenta 04-112-388-02\nUsuario: VILLASEÑOR CRUZ ANDRES\n"
        f"Domicilio: {HOME_ADDR}\nConsumo: {r.randint(28, 44)} m3 (uso doméstico, bimestre 3/2026)\nTotal: {_mx(r.uniform(380, 720))}\n"), True)
    add(f"{dl}/descarga.pdf", A, "Finance", 118,
        f"INFONAVIT - Constancia de intereses reales devengados y pagados 2025\nAcreditada: {ME}\nNúmero de crédito: 0921 4478 3310\n"
        "Intereses nominales: $96,310.55  Intereses reales deducibles: $18,912.44\nUtilice esta constancia para su declaración anual.\n", True)
    add(f"{dl}/comprobante (1).pdf", A, "Home", 123,
        f"Tesorería de la Ciudad de México - Comprobante de pago\nConcepto: Impuesto Predial, bimestres 1 a 6 de 2026, pago anual "
        f"anticipado\nCuenta: 057-331-14-000-2\nUbicación: {HOME_ADDR}\nImporte: $6,914.00  Reducción aplicada: 8%\n", True)
    add(f"{dl}/carta.pdf", A, "Insurance", 90,
        "Estimada asegurada:\nEl monto reclamado por la atención de otitis media de Valentina Villaseñor Ramírez ($1,240.00) no "
        "rebasa el deducible contratado en su póliza de gastos médicos mayores, por lo que no procede el reembolso. El gasto se "
        "registra para la acumulación del deducible del padecimiento durante 12 meses.\nÁrea de Siniestros GMM\n", True)
    add(f"{dl}/archivo.pdf", P, "Travel", 28,
        "Programa oficial Guelaguetza 2026\nLunes del Cerro 20 y 27 de julio. Funciones a las 10:00 y 17:00 en el Auditorio del Cerro "
        "del Fortín. Desfile de delegaciones el sábado 18 por el Andador Turístico. Bani Stui Gulal: domingo 19, Plaza de la Danza.\n"
        "Recomendaciones: llevar sombrero, agua y llegar 90 minutos antes.\n", True)
    add(f"{dl}/download.pdf", R, C, 210,
        "Guided endodontic access in calcified canals: a narrative review\nJournal of Clinical Endodontics, 2024\nStatic guides "
        "designed from CBCT and intraoral scans allow minimally invasive access to obliterated canals. Accuracy within 0.5 mm was "
        "reported in most in vitro studies. Limitations: posterior teeth with limited mouth opening, cost of the guide.\n", True)
    add(f"{dl}/file.pdf", P, C, 200,
        "INVOICE NW-22917\nNorthwest Dental CE Academy, Portland, OR\nBill to: Sofia Ramirez Ortega, Mexico City\nModern Rotary & "
        "Reciprocating Endodontics - online, 24 CE hours, access until 12/31/2026: USD 695.00\nPaid by card ending 2290.\n", True)
    add(f"{dl}/ver_documento.pdf", A, C, 10,
        f"SERVICIO DE ADMINISTRACIÓN TRIBUTARIA\nOpinión del cumplimiento de obligaciones fiscales\nRFC: {ME_RFC}\nNombre: {ME}\n"
        "Sentido: POSITIVO. El contribuyente se encuentra al corriente en el cumplimiento de sus obligaciones fiscales.\n"
        "Folio: 26NA1134877. Fecha de consulta: mayo de 2026.\n", True)
    add(f"{dl}/Documento sin título.pdf", R, "Cooking", 330,
        "Tlayudas caseras\nIngredientes: 4 tlayudas, asiento (manteca de cerdo sin refinar), frijoles negros refritos, quesillo "
        "deshebrado, tasajo o cecina, col picada, salsa de chile pasilla oaxaqueño.\nUntar asiento y frijol, agregar quesillo, "
        "doblar y asar en comal o a las brasas hasta que esté crujiente.\n", True)
    add(f"{dl}/reporte.pdf", A, "Health", 86,
        "Laboratorio Médico del Chopo - Informe de resultados\nPaciente: Andrés Villaseñor Cruz  Sexo: M  Edad: 38 años\n"
        "Glucosa en ayuno 101 mg/dL (ref 70-99). Hemoglobina glucosilada 5.7%. Ácido úrico 7.4 mg/dL. Colesterol LDL 148 mg/dL.\n"
        "Se sugiere correlacionar con la clínica.\n", True)
    add(f"{dl}/imprimir.pdf", X, "Travel", 566,
        "Pase de abordar - BOARDING PASS\nViva Aerobus  Vuelo VB 1021  CUN - MEX\nPasajero: RAMIREZ ORTEGA SOFIA  Asiento 14C\n"
        "Fecha: 18 NOV 2024  Abordaje 18:05  Puerta B7\n", True)
    add(f"{dl}/formato.docx", P, C, 32,
        "CONVENIO DE PRESTACIÓN DE SERVICIOS DE CARPINTERÍA\nCliente: Sofía Ramírez Ortega. Prestador: Carpintería Hermanos Olvera.\n"
        "Objeto: fabricación e instalación de mueble de recepción en L y banca corrida para la sala de espera del consultorio en "
        "Av. Miguel Ángel de Quevedo 532, local 4.\nPrecio: $46,800.00. Anticipo 50%, resto a la instalación. Garantía: 1 año.\n", True)
    add(f"{dl}/export.csv", A, "Finance", 4, lambda r, dt: "Fecha,Concepto,Cargo,Abono,Saldo\n" + "\n".join(
        f"{_iso(dt - timedelta(days=30 - d))},{c},{'' if ab else f'{v:.2f}'},{f'{v:.2f}' if ab else ''},{r.uniform(20000, 45000):.2f}"
        for d, c, ab, v in [(1, "SPEI RECIBIDO RAMIREZ ORTEGA SOFIA NEGOCIO", True, 35000.0),
                            (3, "PAGO TDC BANAMEX ORO", False, 14210.55), (8, "DOMICILIACION INFONAVIT CRED 0921447833", False, 4900.0),
                            (12, "SUPERAMA COYOACAN", False, 2311.40), (19, "CETES DIRECTO COMPRA", False, 5000.0),
                            (25, "AFORE XXI BANORTE APORT VOLUNTARIA", False, 1500.0)]), True)
    add(f"{dl}/export (1).csv", A, C, 1, lambda r, dt: "Fecha,Hora,Paciente,Profesional,Tratamiento,Estado\n" + "\n".join(
        f"{_iso(dt + timedelta(days=d))},{h}:00,{r.choice(PATIENTS)},{r.choice(['Dra. Ramírez', 'Karla Méndez (higiene)'])},"
        f"{r.choice(TREATMENTS)[0]},{r.choice(['confirmada', 'por confirmar'])}" for d in (1, 2, 3) for h in (10, 13, 17)), True)
    add(f"{dl}/reporte (2).xlsx", A, C, 31, lambda r, dt: "Paciente;Tratamiento realizado;Pieza;Cobrado;Forma de pago\n" + "\n".join(
        f"{p};{t[0]};{r.choice(['16', '26', '36', '46', '11', '-'])};{r.randint(t[1], t[2])};{r.choice(['tarjeta', 'efectivo', 'transferencia'])}"
        for p, t in zip(PATIENTS[:10], r.sample(TREATMENTS * 2, 10))), True)
    add(f"{dl}/archivo (1).xlsx", A, C, 33,
        "Trabajador;SBC;Cuota fija;Excedente;Prest. dinero;Gastos méd. pens.;Riesgo trabajo;Invalidez y vida;Guarderías;Total patrón\n"
        "Karla Méndez Soto;571.40;1761.45;0;30.86;60.40;94.17;100.00;171.42;2218.30\n"
        "Guadalupe Hernández Ruiz;411.20;1761.45;0;22.20;43.47;67.77;71.96;123.36;2090.21\n", True)
    add(f"{dl}/Mensaje.eml", X, C, 935, t_eml(
        "Lic. Mónica Ibarra <mibarra@ibarraabogados.mx>", "sofia.ramirez.o@gmail.com", "RE: ya llegó la transferencia",
        "Qué bueno, Sofía. Con la transferencia de $24,500 el Sr. Garduño cumplió el convenio del Centro de Justicia Alternativa "
        "y el asunto queda concluido. Le envío mi recibo de honorarios por la mediación. Guarde el convenio y el comprobante por "
        "lo menos cinco años.\n\nUn abrazo,\nMónica"), True)
    # CFDI pairs downloaded from the SAT portal / suppliers' sites, named by their UUID
    cfdi(f"{dl}/{{u}}.xml", f"{dl}/{{u}}.pdf", A, "Health", 20, ("Luis Carmona Ugalde", "CAUL7503224N9"), me,
         "Honorarios médicos: consulta pediátrica de Valentina Villaseñor Ramírez", 900, 900, uso="D01", iva=False, hard_pdf=True)
    cfdi(f"{dl}/{{u}}.xml", f"{dl}/{{u}}.pdf", A, C, 19, ("Servicio Técnico Biomédico Sur S.A. de C.V.", "STB1907094K2"), me,
         "Mantenimiento preventivo de autoclave Tuttnauer 2540M", 2900, 2900, hard_pdf=True)
    cfdi(f"{dl}/{{u}}.xml", f"{dl}/{{u}}.pdf", P, "School", 45, ("Colegio Xochipilli A.C.", "CXO980611HG4"), me,
         "Inscripción ciclo escolar 2026-2027, 1o de preescolar, alumna Valentina Villaseñor Ramírez", 9800, 9800,
         uso="D10", iva=False, hard_pdf=True)
    cfdi(f"{dl}/{{u}}.xml", f"{dl}/{{u}}.pdf", A, "Car", 12, ("Servicio Gasolinero Churubusco S.A. de C.V.", "SGC0502173T1"), me,
         "Gasolina Magna 38.2 litros, placas NVR-418-C", 700, 950, hard_pdf=True)

    # Escritorio: notes typed in a hurry
    ed = "Escritorio"
    add(f"{ed}/Sin título.txt", P, C, 9,
        "Colores: muro largo verde salvia (Comex Vinimex), muro de la tele blanco ostión. Lambrín encino a 1.20.\n"
        "Rincón de niños junto a la ventana, alfombra lavable. Preguntar a Olvera si la banca puede llevar cajones abajo para guardar "
        "revistas y juguetes. Que los pacientes no vean el área de esterilización desde la recepción.\n", True)
    add(f"{ed}/Sin título (2).txt", R, "Cooking", 240,
        "Agua de jamaica con piña\n1 taza de flor de jamaica, 2 litros de agua, 1/2 piña picada, azúcar al gusto.\nHervir la jamaica "
        "10 min, colar, enfriar y licuar con la piña. Servir con hielo.\n", True)
    add(f"{ed}/Sin título (3).txt", A, C, 20,
        "Karla pidió vacaciones del 13 al 24 de julio 2026 (10 días hábiles, le corresponden 14 por 3 años de antigüedad).\n"
        "Prima vacacional 25%. Reagendar las profilaxis de esas semanas; la clínica cierra del 17 al 24 de todos modos.\n", True)
    add(f"{ed}/Nuevo Documento de texto.txt", A, C, 2,
        "- pedir guantes M y cubrebocas al depósito (martes)\n- pagar IMSS antes del 17\n- llamar a la Sra. Villalobos: se le cayó el "
        "provisional\n- mandar a Rodrigo la nómina de la 2a quincena\n- revisar caducidad de la anestesia del cajón 2\n", True)
    add(f"{ed}/Nuevo Documento de texto (2).txt", P, "Travel", 40,
        "ideas para julio: Monte Albán temprano, Hierve el Agua (¿carriola? no, rebozo), mercado de Tlacolula el domingo, "
        "chocolate en Mayordomo, tejate, barro negro en Coyotepec. Mole con la clase de cocina. Boletos del Cerro del Fortín para "
        "el lunes 20.\n", True)
    add(f"{ed}/Nuevo Documento de texto (3).txt", P, "School", 15,
        "Uniforme (tienda del colegio, martes y jueves 8-10):\n- 2 playeras polo talla 4\n- 1 pants deportivo talla 4\n- 1 suéter azul "
        "marino con escudo\nEntregar pedido antes del 30 de junio, aprox. $2,850. Marcar todo con su nombre. Mochila sin ruedas.\n", True)
    add(f"{ed}/notas.txt", P, "School", 70,
        "Preguntas para la visita (jueves 10:30):\n- ¿cuántos niños por grupo en primero?\n- ¿hay periodo de adaptación?\n- ¿dan "
        "desayuno o llevan lunch?\n- inglés: ¿cuántas horas?\n- costo de inscripción y colegiatura, ¿es deducible?\n- horario de "
        "salida; ¿hay horario extendido hasta las 15:00?\n", True)
    add(f"{ed}/borrador.docx", X, C, 1795,
        "Dr. Espinosa:\nLe escribo para comunicarle que he decidido dejar mi plaza en el servicio a finales de agosto. Abrí mi "
        "consultorio en Coyoacán y ya no puedo cubrir el turno matutino ni las guardias de fin de semana. Puedo quedarme hasta que "
        "encuentren reemplazo y entregar mis pacientes de prótesis en proceso. (versión corta, revisar con Andrés)\n", True)
    add(f"{ed}/Libro2.xlsx", A, "Finance", 6,
        "Concepto;Mensual\nInfonavit (descuento + aportación);9800\nEstancia Valentina;4900\nSupermercado;9000\nGasolina;2400\n"
        "Luz, agua, gas, internet;2600\nGMM (prorrateo);2150\nAhorro CETES;5000\nAfore voluntario;1500\nSalidas;3000\n", True)
    add(f"{ed}/Nueva carpeta/notas.txt", P, C, 4,
        "Repaso para el examen final (noviembre):\n- Clasificación de Weine de conductos, configuración de Vertucci\n- Retratamiento: "
        "remoción de gutapercha con solvente vs rotatorio\n- Cirugía apical: resección 3 mm, retropreparación ultrasónica, MTA\n- Caso 4 "
        "(26, MB2): pedir al Dr. Lara la tomografía para la presentación\n", True)
    add(f"{ed}/Nueva carpeta/Documento1.docx", A, "Insurance", 85,
        "A quien corresponda, Área de Siniestros:\nSolicito la reconsideración del reembolso rechazado de mi hija Valentina. Adjunto "
        "las facturas del pediatra y de la farmacia, así como el informe médico. Entiendo que el monto no rebasó el deducible, pero "
        "pido que se acumule al de la faringoamigdalitis de mayo, ya que el médico indica que es el mismo padecimiento.\n"
        "Póliza GMM, contratante Sofía Ramírez Ortega\n", True)
    add(f"{ed}/Nueva carpeta/Documento2.docx", A, "Health", 75,
        "Ejercicios (dolor de cuello y hombro derecho por la postura en el sillón)\n1. Retracción cervical 10 repeticiones x 3\n2. "
        "Estiramiento de trapecio 30 s cada lado\n3. Fortalecimiento escapular con liga\nSesiones con la Lic. Mendoza martes y jueves 7:30. "
        "Usar lupas con ángulo de declinación y bajar el sillón.\n", True)
    add(f"{ed}/Nueva carpeta (2)/lista.txt", A, "Home", 33,
        "- gotera en el cuarto de Vale cuando llueve fuerte: llamar a los del impermeabilizante (garantía 5 años)\n- cambiar foco del "
        "zaguán\n- pagar agua\n- podar la bugambilia\n- revisar por qué el boiler se apaga en la noche\n", True)
    add(f"{ed}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")

    # Documentos: loose documents
    dc = "Documentos"
    add(f"{dc}/Documento sin título.docx", A, "Health", 14,
        "Vale - registro\nlunes: 38.4 en la noche, paracetamol 7 ml\nmartes: 37.8, no quiso comer, mucha tos\nmiércoles: sin fiebre, "
        "pediatra dice viral, garganta roja sin placas\njueves: regresa a la estancia el viernes si sigue sin fiebre\n", True)
    add(f"{dc}/Documento sin título (1).docx", A, C, 400,
        "AVISO DE PRIVACIDAD INTEGRAL\nSofía Ramírez Ortega, con domicilio en Av. Miguel Ángel de Quevedo 532, local 4, es responsable "
        "del tratamiento de sus datos personales y datos sensibles de salud, que se usan para integrar su expediente clínico, agendar "
        "citas, emitir facturas y contactarle para recordatorios. Puede ejercer sus derechos ARCO escribiendo a "
        "clinicadentalramirez@gmail.com.\n", True)
    add(f"{dc}/Documento1.docx", A, "Finance", 60,
        "Banamex - Aclaraciones\nSolicito la aclaración de dos cargos no reconocidos en mi tarjeta de crédito terminación 2290: "
        "'DIGITAL SVC 8817' por $1,499.00 del 28 de marzo y $1,499.00 del 29 de marzo. No reconozco el comercio y conservo la "
        "tarjeta en mi poder. Solicito la reposición del plástico.\nSofía Ramírez Ortega\n", True)
    add(f"{dc}/Nueva carpeta/notas.txt", P, C, 13,
        "Electricista (Sr. Maldonado) vino a ver el cuarto:\n- el tablero del local tiene 2 pastillas libres, pondrá una de 2x20\n- la "
        "tierra física actual no sirve, hay que meter varilla nueva en el patio de atrás\n- pide que esté hecho el muro plomado antes "
        "de cablear; el equipo llega la 3a semana de julio\n", True)
    add(f"{dc}/Nueva carpeta/nuevo 1.txt", R, C, 280,
        "Congreso ADM 2025 - conferencia dolor postoperatorio\n- ibuprofeno 400 + paracetamol 500 juntos > opioides en dolor dental\n"
        "- no antibiótico en pulpitis irreversible (no hay infección)\n- bloqueo del dentario: articaína 4% infiltración vestibular "
        "como complemento\n- dexametasona 4 mg preoperatoria reduce dolor en endodoncia de molares\n", True)
    add(f"{dc}/Nueva carpeta/nuevo 2.txt", A, "Home", 62,
        "Plomero: Don Chucho 55 3321 0877\n- cambió la válvula de alivio del calentador ($650)\n- falta revisar la fuga del lavabo "
        "de arriba\n- calentador de paso comprado en 2021, servicio una vez al año\n", True)
    add(f"{dc}/Nueva carpeta/Libro1.xlsx", A, "Home", 45,
        "Mes;Luz;Agua;Gas;Internet;Predial\nenero;812;0;455;899;6914\nfebrero;0;540;480;899;0\nmarzo;768;0;398;899;0\nabril;0;612;421;899;0\n", True)
    add(f"{dc}/varios/doc.pdf", A, "Car", 82,
        "Fotocívica - Infracción registrada\nPlaca: NVR-418-C\nFecha: 9 de marzo de 2026, 08:14, Av. Río Churubusco y Calzada de "
        "Tlalpan\nMotivo: exceso de velocidad, 71 km/h en vía de 50 km/h\nSanción: 6 puntos de trabajo comunitario o curso en línea.\n", True)
    add(f"{dc}/varios/imprimir.docx", A, "School", 120,
        "Personas autorizadas para recoger a la alumna Valentina Villaseñor Ramírez (Maternal 2):\n1. Sofía Ramírez Ortega (mamá)\n"
        "2. Andrés Villaseñor Cruz (papá)\n3. Teresa Ortega Luna (abuela materna)\nPresentar identificación oficial. Sin excepciones.\n", True)

    # WhatsApp documents copied from the phone
    wa = "Documentos/WhatsApp Documents"
    was = [
        (3, 39, P, C, "Carpintería Hermanos Olvera - presupuesto enviado por WhatsApp\nMueble de recepción en L, 2.40 x 1.60 m, MDF 19 mm "
            "con chapa de encino, cubierta de cuarzo blanco, pasacables y 2 cajoneras con chapa.\nBanca corrida de 2.80 m con cojines.\n"
            "Total $48,500 (precio con descuento si se liquida a la entrega: $46,800).\n"),
        (5, 11, A, C, "LABORATORIO DENTAL ORTIZ - Remisión\nDoctora: Sofía Ramírez  Paciente: Jorge Salinas T.\nSe entrega corona "
            "monolítica de zirconia pieza 36 color A3. Favor de revisar contactos y oclusión; ajustes sin costo en los primeros 15 días.\n"),
        (8, 24, A, "School", "Estancia Infantil Pequeños Pasos\nAviso: el viernes 29 de mayo no habrá servicio por junta de consejo "
            "técnico. El lunes 1 de junio los niños de Maternal 2 deben traer una foto familiar para el periódico mural del Día del Padre.\n"),
        (11, 57, P, "Travel", "Casa Antigua Oaxaca - Comprobante de pago de anticipo\nHuésped: Sofía Ramírez Ortega\nEstancia 17 al 24 de "
            "julio de 2026, habitación familiar con cuna\nAnticipo 30%: $5,145.00 pagado con tarjeta. Saldo a pagar en el hotel.\n"),
        (14, 48, A, C, "Instituto Mexicano del Seguro Social - Certificado de incapacidad temporal para el trabajo\nAsegurada: Méndez "
            "Soto Karla  NSS 0316 95 2281 4\nRamo: enfermedad general  Días autorizados: 3  A partir de: 14/04/2026\nPatrón: Sofía Ramírez Ortega\n"),
        (17, 76, P, "School", "Colegio Xochipilli - Reglamento de preescolar 2026-2027\nHorario de 1o: 8:00 a 13:30. Periodo de adaptación "
            "la primera semana. Los alumnos deben asistir con uniforme completo; los viernes ropa libre. Lunch saludable sin bebidas "
            "azucaradas. La colegiatura se paga del 1 al 10 de cada mes.\n"),
        (20, 35, A, "Car", "Quálitas - Cotización de renovación\nVehículo: Mazda CX-3 i Sport 2021, placas NVR-418-C\nCobertura amplia, "
            "deducible 5% daños materiales, 10% robo total, RC $3,000,000\nPrima anual: $14,388.00. Vigencia desde el vencimiento actual.\n"),
    ]
    for n, age, b, t, content in was:
        dt = _ago(age)
        add(f"{wa}/DOC-{dt:%Y%m%d}-WA{n:04d}.pdf", b, t, age, content, True)
    dt = _ago(300)
    add(f"{wa}/DOC-{dt:%Y%m%d}-WA0002.docx", R, "Cooking", 300,
        "Receta de la tía Lupe: chiles en nogada (para 12)\nChiles poblanos asados y desvenados. Picadillo: carne de res y cerdo, "
        "manzana panochera, pera, durazno, plátano macho, almendra, pasas, acitrón. Nogada: nuez de Castilla pelada, queso de cabra, "
        "leche, un chorrito de jerez. Decorar con granada y perejil.\n", True)

    # 2023/: a year folder of whatever was on the old desktop that year
    y3 = "2023"
    add(f"{y3}/scan_0012.pdf", X, C, 1200,
        "Recibo de arrendamiento\nRecibí de Sofía Ramírez Ortega la cantidad de $14,000.00 por concepto de renta del mes de febrero "
        "de 2023 del local de Tres Cruces 41, Villa Coyoacán, último mes del contrato.\nErnesto Garduño Lima\n", True)
    add(f"{y3}/documento.pdf", A, "Finance", 1130,
        f"SAT - Acuse de recibo de la declaración anual de personas físicas\nEjercicio: 2022\nRFC: {ME_RFC}\nIngresos por actividades "
        "empresariales y profesionales: $734,280.00\nDeducciones personales: $52,130.00\nResultado: saldo a favor $6,920.00, "
        "devolución solicitada a la cuenta CLABE terminación 4417.\n", True)
    add(f"{y3}/notas.txt", X, C, 1195,
        "Mudanza del consultorio a Quevedo (fin de semana 25-26 feb):\n- desinstalar sillones (técnico de DentaPro, sábado 8:00)\n- "
        "compresor y autoclave en la camioneta de Andrés\n- avisar a pacientes por WhatsApp del nuevo domicilio\n- cambiar domicilio "
        "fiscal en el SAT y aviso a COFEPRIS\n- tomar fotos del local vacío para el casero\n", True)
    add(f"{y3}/Libro1.xlsx", X, "Travel", 1150,
        "Concepto;Monto\nVuelos MEX-PVR;6840\nHotel Zona Romántica 5 noches;11200\nRenta de auto;4320\nLancha a Yelapa;1800\nComidas;6500\n", True)
    add(f"{y3}/Documento sin título.docx", X, "Car", 1105,
        "SE VENDE Nissan Versa Advance 2016, 78,000 km, único dueño, factura original, servicios de agencia, verificación y tenencias "
        "al corriente, llantas nuevas. $145,000 a tratar. Informes 55 4102 3371 (Sofía).\n", True)
    photo(f"{y3}/IMG_20230404_131207.jpg", R, "Photos", 1153)
    photo(f"{y3}/IMG_20230405_094410.jpg", R, "Photos", 1152)

    # ------------------------------------------------------------------ copy of the old laptop (Archive Backup)
    bk = "Respaldo laptop Sony 2021"
    add(f"{bk}/Mis documentos/Tesis/tesis v7.docx", X, "Backup", 3300,
        "Resistencia adhesiva de dos sistemas autograbantes a dentina afectada por caries (versión 7)\nCapítulo 3. Material y "
        "métodos: 40 molares extraídos por razones ortodónticas...\n")
    add(f"{bk}/Mis documentos/CV Sofía Ramírez 2017.docx", X, "Backup", 3350,
        "Sofía Ramírez Ortega - Cirujana Dentista\nFormación: Licenciatura en Odontología, Facultad de Odontología UNAM (2008-2013). "
        "Maestría en Ciencias Odontológicas (2015-2017).\nExperiencia: servicio social en Centro de Salud T-III Coyoacán.\n")
    add(f"{bk}/Mis documentos/Hospital/guardias 2019.xlsx", X, "Backup", 2700,
        "Mes;Fechas\nenero;5-6, 19-20\nfebrero;2-3, 16-17\nmarzo;9-10, 23-24\n")
    add(f"{bk}/Mis documentos/Declaración anual 2018.pdf", X, "Backup", 2600,
        f"SAT - Acuse de recibo declaración anual 2018\nRFC: {ME_RFC}\nIngresos por salarios: $298,450.00\nSaldo a favor: $3,210.00\n")
    add(f"{bk}/Mis documentos/Boda/lista de invitados.xlsx", X, "Backup", 2500,
        "Invitado;Mesa;Confirmó\nFamilia Ramírez Ortega;1;sí\nFamilia Villaseñor Cruz;2;sí\nAmigos facultad;5;sí\nHospital Santa Teresa;7;no\n")
    for k in range(3):
        add(f"{bk}/Mis imágenes/Boda/DSC0{2310 + k * 7}.JPG", X, "Backup", 2480, "exif")
    add(f"{bk}/Mis imágenes/Madrid 2019/IMG_0452.JPG", X, "Backup", 2440, "exif")
    add(f"{bk}/Mi música/Zoé - Soñé.mp3", X, "Backup", 3000, _id3(r, "Soñé", "Zoé", "Rocanlover"))
    add(f"{bk}/Escritorio/pendientes.txt", X, "Backup", 1800,
        "- entregar bata y gafete en RH\n- pedir constancia de servicios\n- comprar sillón para el consultorio nuevo\n")
    add(f"{bk}/Mis imágenes/Thumbs.db", L, "System", 2480, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))

    # ------------------------------------------------------------------ leftovers (Left System) and dot files
    add(f"{dl}/Estado de cuenta mayo.pdf.crdownload", L, "System", 1, _blob(r, b"%PDF-1.7\n", 700))
    add(f"{dl}/Módulo 6 - warm vertical obturation.mp4.part", L, "System", 2, _blob(r, b"\x00\x00\x00\x20ftypisom", 1800))
    add(f"{dl}/Unconfirmed 482913.crdownload", L, "System", 40, _blob(r, b"MZ\x90\x00", 900))
    add(f"Documentos/Clínica/Pacientes/Mariana López/~$an de tratamiento.docx", L, "System", 24, _blob(r, b"\x0bSofia      ", 150))
    add(f"{dc}/desktop.ini", L, "System", 1000, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    add(f"{dl}/desktop.ini", L, "System", 1000, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n")
    add(f"{im}/Thumbs.db", L, "System", 40, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    dot(f"{dc}/Clínica/.~lock.comparativo equipos.xlsx#", b"Sofia,DESKTOP-SR8K2,01.06.2026 09:12,\n", 12)

    return items
