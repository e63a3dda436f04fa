"""A hundred-and-thirty-first unseen labelled corpus: a Guadalajara freelance accountant's Windows laptop, ``build(root, seed)``, written blind.

What was read (and nothing else): the brief ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py``
lines 1-220 (docstring and helpers) and 1296-1360 (the write/encode/add/dot/photo helpers at the start of its
build(), which also show that corpus's first few ``add`` lines); ``benchmarks/placement/corpus.py`` lines 1-30
and its functions ``_pdf`` and ``_jpeg``; ``benchmarks/placement/blind.py`` lines 74-107 and its ``_png``; a
listing of file names in ``benchmarks/placement/``. Slip, recorded honestly: my ``sed`` range for ``_jpeg``
in corpus.py ran on to line 225 and showed the first ~20 lines of corpus.py's ``build()`` (a loop over
``NAMED`` topics writing into ``Downloads``); nothing from it is used here. No foldwise/, docs/, tests/,
scripts/, bench_*.py, git, other corpus bodies or placement results were looked at.

The person: Mariana Velázquez Orozco, 33 (born 3 Nov 1992), lives in a rented flat in Col. Chapalita,
Guadalajara, Jalisco, with her husband Rodrigo Hernández Luna (quality engineer at a plant in El Salto) and
their daughter Sofía (born 14 Feb 2024, a toddler). She is a contadora pública (UdeG) working since August
2022 as a persona física con actividad empresarial y profesional ("Velázquez Contabilidad y Nóminas"): she
keeps the books, monthly declarations, DIOT, CFDI and payroll of about ten small clients (a taquería, a
hardware store, a beauty salon, a dentist, a bakery, a mechanic, a nutritionist, a graphic designer, a
freight company, a property-letting company), invoices them monthly, pays CONTPAQi/Microsoft licences and
files her own SAT declarations. Before that she worked at the firm Salazar, Ochoa y Asociados, S.C.
(2015 - July 2022). Ongoing as of NOW (2026-06-01): the practice, household (rent, CFE, SIAPA water,
Totalplay internet), her own taxes, family health (IMSS through Rodrigo, Sofía's pediatrician Dra.
Ruvalcaba, vaccinations), the car (a 2020 Mazda 2: refrendo/tenencia, verificación, Qualitas insurance),
family papers. Projects in progress: the Examen Uniforme de Certificación (EUC, IMCP) on 29 Aug 2026
(study plan, simulacros, registration); an audit engagement of the 2025 financial statements of
Distribuidora Agrícola Los Altos, S.A. de C.V. (Tepatitlán), report due 31 July 2026; Sofía's enrollment
at Estancia y Maternal Semillitas for August 2026; her sister Daniela's wedding in Puerto Vallarta on 17 Oct
2026, where Mariana is madrina de lazo and organises the despedida. Ended: the job at Salazar Ochoa (2022);
the client Abarrotes Don Chema, who closed his shop and cancelled his RFC obligations in Sept 2025; her
maternity leave (Feb-May 2024, a colleague covered her clients); the family trip to Oaxaca (April 2025).

The machine (Windows 11, user folder): ``Documentos/`` with some good folders (Despacho/Clientes/<client>/
2026/..., Despacho/Facturas emitidas, Despacho/Licencias, Referencias fiscales, SAT personal, Finanzas,
Casa, Salud, Auto, Familia, Certificación EUC, Auditoría Los Altos, Guardería Sofi, Boda Dani, Salazar
Ochoa, Recetas, Libros) and a ``2024/`` dump from the maternity year; ``Descargas/`` and ``Escritorio/``
dumps; ``Escaneos/`` (Escaneo_00NN.pdf from the HP printer); ``Celular/`` (copies from the current phone:
Cámara, WhatsApp Images, WhatsApp Documents); ``Respaldo Moto G7 2023/`` (old phone); ``Imágenes/``,
``Música/``. Spanish throughout, a little English in software and forms.

LABELLING RULES (written before any file was generated; every file is labelled by them as of NOW):

- Projects: the EUC certification exam -- convocatoria, registration, payment, study plan, guides,
  simulacros, notes (Certificación); the Los Altos audit -- proposal, carta encargo, information requests,
  trial balance, working papers, confirmations, findings, draft report, emails (Auditoría Los Altos); the
  daycare enrollment -- comparisons, application, rules, document lists, payment, the medical certificate
  made for it (Guardería); the wedding -- itinerary, dress, lazo, hotel and trip to Vallarta, despedida,
  budget, venue photos (Boda Dani).
- Areas (whatever the document's age): the practice -- every active client's monthly papers, her
  invoices to clients, collections, service contracts, licences and timbres, her own templates and
  deadline calendar (Despacho); her own SAT declarations, tax status certificates, e.firma, annual returns
  of any year and the constancia de sueldos of 2022 (Impuestos: a tax paper outlives the job it came
  from); bank, credit card, Afore, Cetes, family budget (Finanzas); rent, lease, CFE, SIAPA, internet,
  household spending (Casa); IMSS, pediatrician, vaccinations, lab results, glasses (Salud); birth and
  marriage certificates, CURP (Familia); refrendo, verificación, insurance, service (Auto).
- Resources: tax laws, RMF, ISR tables, UMA, guides, webinar notes, the NIF ebook -- reference for the
  trade, not for one client (Despacho); appliance manuals (Casa); the car's owner manual (Auto);
  recipes, baby food included (Cocina); ebooks (Libros); music (Música); installers, even of accounting
  software (Software: the licence papers are Despacho); everyday photos, screenshots, WhatsApp images
  (Fotos) -- except photos documenting a project or a finished trip (venue photos: Projects/Boda Dani;
  Oaxaca photos: Archive/Viajes) and those inside the old phone backup.
- Archive: the Salazar Ochoa job -- payslips, resignation, finiquito, their manuals and templates
  (Salazar Ochoa); the closed client Abarrotes Don Chema, still in Despacho/Clientes, and his last
  papers wherever they lie (Despacho); the maternity leave -- incapacidad, cover agreement with the
  colleague, client notices, hospital bag list (Maternidad); the Oaxaca trip (Viajes); everything in the
  old phone backup (Respaldo).
- Left: unfinished downloads (.crdownload, .part), Office lock files (~$...), desktop.ini, Thumbs.db
  (Sistema). Dot files are written with dot() and not labelled.
Edge cases: a client's bank statement sent on WhatsApp is Despacho (Areas); her own bank export is
Finanzas; Sofía's acta de nacimiento sitting in the 2024 folder is Familia (Areas), not Maternidad; a
CFDI from the pediatrician is Salud; the trip to Vallarta belongs to the wedding project.
``hard`` marks a file whose name and folder say nothing about its subject (Escaneos/Escaneo_0012.pdf,
Descargas/documento (2).pdf, Escritorio/Nuevo documento de texto.txt, Descargas/export.csv, WhatsApp
DOC-...-WA0004.pdf, a UUID-named CFDI); images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

MES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
       "noviembre", "diciembre"]
ME = "Mariana Velázquez Orozco"
MRFC = "VEOM921103HL4"
DOM = "Calle Tepic 1187 int. 5, Col. Chapalita, C.P. 44500, Guadalajara, Jalisco"
FIRMA = ("C.P. Mariana Velázquez Orozco\nVelázquez Contabilidad y Nóminas\nTel. 33 1845 2271 | "
         "mariana.velazquez.cp@gmail.com\nRFC VEOM921103HL4")
# short folder name, razón social, RFC, régimen, has payroll, bank
CLIENTS = [
    ("Taquería El Güero", "Jesús Ramírez Anaya", "RAAJ780512KT3", "RESICO personas físicas", True, "Banorte"),
    ("Ferretería Lomelí", "Ferretería Hermanos Lomelí, S.A. de C.V.", "FHL150309AB1",
     "General de Ley Personas Morales", True, "BBVA"),
    ("Estética Bella Vita", "Karla Navarro Ibarra", "NAIK890224QW7", "Actividad empresarial", True, "Santander"),
    ("Dr. Cervantes", "Arturo Cervantes Plascencia", "CEPA750830MN2", "Actividad profesional", False, "BBVA"),
    ("Panadería La Espiga", "Panificadora La Espiga, S. de R.L. de C.V.", "PES1904117Z5",
     "General de Ley Personas Morales", True, "Banamex"),
    ("Taller Solís", "Mario Solís Becerra", "SOBM811119PJ0", "Actividad empresarial", True, "Banorte"),
    ("Nutrióloga Paola Reyes", "Paola Reyes Gallardo", "REGP940618D81", "RESICO personas físicas", False,
     "Nu"),
    ("Diseño Iturbide", "Luis Iturbide Mora", "IUML900407S44", "Actividad profesional", False, "BBVA"),
    ("Fletes Ocampo", "Transportes y Fletes Ocampo, S.A. de C.V.", "TFO170522HB9",
     "General de Ley Personas Morales", True, "Banorte"),
    ("Arrendamientos Arboleda", "Arrendamientos Arboleda, S.C.", "AAR120913KU3",
     "General de Ley Personas Morales", False, "Santander"),
]
ALTOS = "Distribuidora Agrícola Los Altos, S.A. de C.V."
NOMBRES = ["José Luis", "María Guadalupe", "Juan Carlos", "Ana Karen", "Miguel Ángel", "Rosa Elena", "Francisco",
           "Verónica", "Alejandro", "Diana Laura", "Jorge", "Claudia", "Luis Fernando", "Martha Patricia"]
APELL = ["García", "Hernández", "López", "Martínez", "González", "Pérez", "Rodríguez", "Sánchez", "Ramírez",
         "Flores", "Torres", "Navarro", "Gutiérrez", "Aguirre", "Orozco", "Íñiguez", "Padilla", "Zúñiga"]


def _m(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _f(dt: datetime) -> str:
    return f"{dt.day} de {MES[dt.month - 1]} de {dt.year}"


def _n(r: random.Random) -> str:
    return f"{r.choice(NOMBRES)} {r.choice(APELL)} {r.choice(APELL)}"


def _uuid(r: random.Random) -> str:
    h = "".join(r.choice("0123456789ABCDEF") for _ in range(32))
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} 10:{dt.day % 60:02d}:00 -0600\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


# --------------------------------------------------------------------------- text makers (r, dt) -> str

def t_decl(name: str, rfc: str, regimen: str, month: int, year: int):
    def f(r: random.Random, dt: datetime) -> str:
        ing = r.uniform(40_000, 380_000)
        ded = ing * r.uniform(0.45, 0.8)
        isr = (ing - ded) * (0.0125 if "RESICO" in regimen else r.uniform(0.12, 0.3))
        iva = ing * 0.16 - ded * 0.16 * r.uniform(0.6, 0.95)
        return (f"SERVICIO DE ADMINISTRACIÓN TRIBUTARIA\nACUSE DE RECIBO\nDeclaración Provisional o Definitiva de "
                f"Impuestos Federales\nRFC: {rfc}\nNombre o razón social: {name}\nRégimen: {regimen}\n"
                f"Ejercicio: {year}   Periodo: {MES[month - 1].capitalize()}   Tipo de declaración: Normal\n"
                f"Número de operación: {year}{r.randint(10**9, 10**10 - 1)}\n"
                f"Fecha y hora de presentación: {_f(dt)} {r.randint(9, 22)}:{r.randint(10, 59)}\n"
                f"ISR: ingresos del periodo ${ing:,.2f}; deducciones autorizadas ${ded:,.2f}; ISR a cargo ${isr:,.2f}\n"
                f"IVA: actos gravados 16% ${ing:,.2f}; IVA a cargo ${max(iva, 0):,.2f}\n"
                f"Total a pagar: ${isr + max(iva, 0):,.2f}\nLínea de captura: {r.randint(10**19, 10**20 - 1)}\n"
                f"Vigente hasta: 17 de {MES[month % 12]} de {year + (month == 12)}\n"
                "Sello digital: ||" + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789+/") for _ in range(60)))
    return f


def t_balanza(name: str, month: int):
    def f(r: random.Random, dt: datetime) -> str:
        rows = ["Cuenta;Nombre;Saldo inicial;Cargos;Abonos;Saldo final"]
        for c, n in (("102-01", "Bancos"), ("105-01", "Clientes nacionales"), ("115-01", "Inventario"),
                     ("118-01", "IVA acreditable pagado"), ("201-01", "Proveedores nacionales"),
                     ("208-01", "IVA trasladado cobrado"), ("401-01", "Ventas y/o servicios gravados 16%"),
                     ("601-84", "Gastos generales"), ("601-01", "Sueldos y salarios")):
            a, b = r.uniform(5_000, 400_000), r.uniform(2_000, 150_000)
            rows.append(f"{c};{n};{a:,.2f};{b:,.2f};{r.uniform(2_000, 150_000):,.2f};{a + b * 0.3:,.2f}")
        return f"{name}\nBalanza de comprobación {MES[month - 1]} 2026\n" + "\n".join(rows)
    return f


def t_nomina(name: str, periodo: str):
    def f(r: random.Random, dt: datetime) -> str:
        rows = [f"{name} - Nómina {periodo}", "No.;Empleado;Puesto;Días;Sueldo;ISR;IMSS;Neto"]
        for i in range(r.randint(3, 7)):
            s = r.uniform(4_300, 9_800)
            rows.append(f"{i + 1};{_n(r)};{r.choice(['Mostrador', 'Ayudante', 'Cajera', 'Chofer', 'Auxiliar'])};15;"
                        f"{s:,.2f};{s * 0.06:,.2f};{s * 0.027:,.2f};{s * 0.913:,.2f}")
        return "\n".join(rows)
    return f


def t_cfdi_list(name: str, rfc: str, month: int):
    def f(r: random.Random, dt: datetime) -> str:
        rows = [f"CFDI emitidos {MES[month - 1]} 2026 - {name} ({rfc})",
                "UUID;Fecha;RFC receptor;Receptor;Subtotal;IVA;Total;Estatus"]
        for _ in range(r.randint(6, 11)):
            sub = r.uniform(300, 25_000)
            rows.append(f"{_uuid(r)};2026-{month:02d}-{r.randint(1, 28):02d};XAXX010101000;PUBLICO EN GENERAL;"
                        f"{sub:,.2f};{sub * 0.16:,.2f};{sub * 1.16:,.2f};{r.choice(['Vigente'] * 6 + ['Cancelado'])}")
        return "\n".join(rows)
    return f


def t_diot(name: str, rfc: str, month: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"SAT - Declaración Informativa de Operaciones con Terceros (DIOT)\nAcuse de recibo\nRFC: {rfc}\n"
                f"Contribuyente: {name}\nEjercicio 2026, periodo {MES[month - 1]}\nProveedores reportados: "
                f"{r.randint(4, 25)}\nValor de actos pagados 16%: {_m(r, 20_000, 300_000)}\n"
                f"Folio: {r.randint(10**8, 10**9)}\nRecibido el {_f(dt)}")
    return f


def t_edocta_client(name: str, bank: str, month: int):
    def f(r: random.Random, dt: datetime) -> str:
        lines = [f"{bank.upper()} - Estado de cuenta empresarial", f"Titular: {name}",
                 f"Periodo: 01/{month:02d}/2026 al 30/{month:02d}/2026", f"Cuenta: ****{r.randint(1000, 9999)}",
                 f"Saldo inicial: {_m(r, 20_000, 250_000)}"]
        for d in sorted(r.sample(range(1, 29), 8)):
            lines.append(f"{d:02d}/{month:02d} {r.choice(['DEPOSITO TPV', 'SPEI RECIBIDO', 'PAGO PROVEEDOR', 'COMISION', 'PAGO IMSS SUA', 'PAGO SAT REF'])} "
                         f"{_m(r, 200, 45_000)}")
        lines.append(f"Saldo final: {_m(r, 20_000, 250_000)}")
        return "\n".join(lines)
    return f


def t_my_invoice(client: tuple, month: int):
    def f(r: random.Random, dt: datetime) -> str:
        base = r.choice([2_800, 3_500, 4_200, 5_500, 6_800, 8_500])
        ret = "" if "Morales" not in client[3] else f"\nRetención ISR 10%: ${base * 0.1:,.2f}\nRetención IVA: ${base * 0.10667:,.2f}"
        return (f"FACTURA (CFDI 4.0)  Serie A  Folio {r.randint(300, 520)}\nUUID: {_uuid(r)}\n"
                f"Emisor: {ME}  RFC {MRFC}\nRégimen fiscal: 612 Personas Físicas con Actividades Empresariales y "
                f"Profesionales\nLugar de expedición: 44500\nReceptor: {client[1]}  RFC {client[2]}\nUso CFDI: G03 "
                f"Gastos en general\nConcepto: Servicios de contabilidad, cálculo de impuestos y nómina, "
                f"{MES[month - 1]} 2026\nClave SAT 84111500\nSubtotal: ${base:,.2f}\nIVA 16%: ${base * 0.16:,.2f}{ret}\n"
                f"Forma de pago: 03 Transferencia  Método: PUE\nFecha: {_f(dt)}")
    return f


def t_cfdi_generic(emisor: str, erfc: str, concept: str, lo: float, hi: float, receptor: str = ME,
                   rrfc: str = MRFC, uso: str = "D01 Honorarios médicos, dentales y gastos hospitalarios"):
    def f(r: random.Random, dt: datetime) -> str:
        s = r.uniform(lo, hi)
        return (f"Representación impresa de un CFDI 4.0\nFolio fiscal (UUID): {_uuid(r)}\nEmisor: {emisor}  RFC "
                f"{erfc}\nReceptor: {receptor}  RFC {rrfc}\nUso CFDI: {uso}\nConcepto: {concept}\n"
                f"Importe: ${s:,.2f}\nIVA: {'Exento' if uso.startswith('D01') else f'${s * 0.16:,.2f}'}\n"
                f"Fecha de emisión: {_f(dt)}\nCertificado SAT: 0000100000050{r.randint(1000000, 9999999)}")
    return f


def t_bbva(month: int, year: int = 2026):
    def f(r: random.Random, dt: datetime) -> str:
        lines = ["BBVA México - Estado de cuenta Libretón Básico", f"Titular: {ME.upper()}", DOM,
                 f"Cuenta 0471{r.randint(100000, 999999)}  CLABE 012320047{r.randint(100000000, 999999999)}",
                 f"Periodo: del 01/{month:02d}/{year} al 31/{month:02d}/{year}"]
        sal = r.uniform(15_000, 60_000)
        lines.append(f"Saldo anterior: ${sal:,.2f}")
        for d, c in sorted(zip(r.sample(range(1, 29), 7), ["SPEI RECIBIDO HONORARIOS", "PAGO RENTA L PARTIDA",
                                                           "CFE SUMINISTRADOR", "OXXO GAS", "PAGO TARJETA NU",
                                                           "WALMART CHAPALITA", "SPEI RECIBIDO R HERNANDEZ"])):
            v = r.uniform(300, 18_000)
            lines.append(f"{d:02d}/{month:02d} {c} ${v:,.2f}")
        lines.append(f"Saldo al corte: ${sal * r.uniform(0.8, 1.3):,.2f}")
        return "\n".join(lines)
    return f


def t_cfe(dt0: str):
    def f(r: random.Random, dt: datetime) -> str:
        kwh = r.randint(240, 520)
        return (f"CFE Suministrador de Servicios Básicos\nAviso-recibo\nNombre: RODRIGO HERNANDEZ LUNA\n{DOM.upper()}\n"
                f"No. de servicio: 2149 0712 {r.randint(1000, 9999)}  Tarifa 1\nPeriodo facturado: {dt0}\n"
                f"Lectura actual {r.randint(20000, 30000)}  Consumo {kwh} kWh\nEnergía: ${kwh * 1.05:,.2f}  IVA "
                f"${kwh * 0.168:,.2f}\nTotal a pagar: ${kwh * 1.218:,.2f}\nFecha límite de pago: {_f(dt + timedelta(days=12))}")
    return f


def t_siapa(r: random.Random, dt: datetime) -> str:
    return (f"SIAPA - Sistema Intermunicipal de los Servicios de Agua Potable y Alcantarillado\nRecibo de agua\n"
            f"Cuenta: {r.randint(100000, 999999)}-{r.randint(1, 9)}\nUsuario: PARTIDA RAMOS LETICIA\n{DOM}\n"
            f"Periodo: {MES[dt.month - 1]} {dt.year}  Consumo: {r.randint(12, 26)} m3\nCuota: {_m(r, 180, 420)}\n"
            f"Alcantarillado y saneamiento: {_m(r, 40, 90)}\nTotal: {_m(r, 230, 520)}\nPagar antes del {_f(dt + timedelta(days=15))}")


def t_totalplay(r: random.Random, dt: datetime) -> str:
    return (f"totalplay\nEstado de cuenta\nCliente: Mariana Velázquez O.  Cuenta 0{r.randint(10**8, 10**9 - 1)}\n"
            f"{DOM}\nPaquete: Internet 200 Mbps + TV Básico\nPeriodo: {_f(dt - timedelta(days=30))} al {_f(dt)}\n"
            f"Renta mensual: $649.00\nTotal a pagar: $649.00\nDomiciliado a tarjeta **** {r.randint(1000, 9999)}")


def t_renta(month: int, year: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"RECIBO DE ARRENDAMIENTO No. {r.randint(20, 60)}\nBueno por $13,500.00\nRecibí de Mariana "
                f"Velázquez Orozco la cantidad de $13,500.00 (trece mil quinientos pesos 00/100 M.N.) por concepto de "
                f"renta del departamento ubicado en {DOM}, correspondiente al mes de {MES[month - 1]} de {year}.\n"
                f"Guadalajara, Jal., a {_f(dt)}\nLeticia Partida Ramos (arrendadora)\nPago por transferencia "
                f"BBVA, referencia RENTA{month:02d}{year % 100}")
    return f


def t_pediatra(r: random.Random, dt: datetime) -> str:
    p = r.uniform(11.2, 13.4)
    return (f"Dra. Alejandra Ruvalcaba Sandoval - Pediatría\nCéd. Prof. 7{r.randint(100000, 999999)}  Céd. Esp. "
            f"1{r.randint(100000, 999999)}\nAv. Terranova 1410, Col. Providencia, Guadalajara\n"
            f"Paciente: Sofía Hernández Velázquez   Edad: {2 if dt.year == 2026 else 1} años   Fecha: {_f(dt)}\n"
            f"Peso {p:.1f} kg  Talla {r.randint(84, 92)} cm  Temp {r.uniform(36.2, 38.9):.1f} °C\n"
            f"Dx: {r.choice(['Faringoamigdalitis aguda', 'Rinofaringitis viral', 'Control de niña sana', 'Gastroenteritis leve'])}\n"
            f"Rx: {r.choice(['Paracetamol 3.2 ml c/6 h por fiebre', 'Amoxicilina 250 mg/5 ml, 4 ml c/8 h por 7 días', 'Suero oral a libre demanda', 'Vitamina D 400 UI diario'])}\n"
            "Próxima cita en 2 meses. Consulta $850.00")


def t_auto_refrendo(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"GOBIERNO DEL ESTADO DE JALISCO - Secretaría de la Hacienda Pública\nRecibo oficial de pago\n"
                f"Concepto: Refrendo anual de placas y holograma {year}\nPlacas: JKR-452-B  Serie: "
                f"3MDDJ2HA{r.randint(10**8, 10**9)}\nVehículo: MAZDA 2 i SPORT 2020\nPropietario: {ME.upper()}\n"
                f"Refrendo: {_m(r, 780, 960)}  Tenencia: $0.00 (subsidio estatal)\nTotal pagado: {_m(r, 780, 980)}\n"
                f"Fecha de pago: {_f(dt)}  Folio: {r.randint(10**9, 10**10)}")
    return f


def t_verif(r: random.Random, dt: datetime) -> str:
    return (f"Verificación Responsable Jalisco\nConstancia de verificación vehicular\nCentro de verificación: "
            f"VR-GDL-0{r.randint(10, 99)} López Mateos Sur\nPlacas: JKR-452-B  Marca: MAZDA  Modelo: 2 2020\n"
            f"Resultado: APROBADO  Holograma: 0\nHC: {r.randint(10, 60)} ppm  CO: 0.0{r.randint(1, 9)} %  NOx: "
            f"{r.randint(40, 200)} ppm\nFecha: {_f(dt)}  Vigencia: semestre {1 if dt.month < 7 else 2} {dt.year}\n"
            f"Costo: $500.00  Folio {r.randint(10**7, 10**8)}")


def t_qualitas(r: random.Random, dt: datetime) -> str:
    return (f"Quálitas Compañía de Seguros, S.A. de C.V.\nPóliza de seguro de automóviles No. 74{r.randint(10**6, 10**7)}\n"
            f"Asegurado: {ME}\nVehículo: Mazda 2 i Sport 2020  Placas JKR-452-B\nCobertura: Amplia  Vigencia: "
            f"{_f(dt)} al {_f(dt + timedelta(days=365))}\nDaños materiales (deducible 5%)  Robo total (10%)  RC "
            f"$3,000,000  Gastos médicos $200,000\nPrima total: {_m(r, 11_500, 14_800)}  Forma de pago: anual\n"
            "Agente: Seguros Patria Chapalita, clave 31244")


def t_estudio_simulacro(n: int):
    def f(r: random.Random, dt: datetime) -> str:
        areas = ["Contabilidad (NIF)", "Fiscal (ISR, IVA, CFF)", "Auditoría (NIA)", "Costos", "Finanzas",
                 "Ética profesional", "Derecho mercantil"]
        rows = [f"Simulacro EUC #{n} - Examen Uniforme de Certificación IMCP - {_f(dt)}",
                "Área;Reactivos;Aciertos;%"]
        tot = 0
        for a in areas:
            q = r.randint(15, 30)
            ok = int(q * r.uniform(0.55 + n * 0.05, 0.9))
            tot += ok
            rows.append(f"{a};{q};{ok};{100 * ok / q:.0f}")
        rows.append(f"Total aciertos;;{tot};")
        return "\n".join(rows)
    return f


def t_confirm(r: random.Random, dt: datetime) -> str:
    c = r.choice(["Agroquímicos del Bajío, S.A. de C.V.", "Semillas y Fertilizantes Arandas", "Granja Avícola "
                  "San Isidro", "Ferretería Agrícola Tepa", "Rancho El Mezquite"])
    return (f"Tepatitlán de Morelos, Jal., {_f(dt)}\n{c}\nPresente\nCONFIRMACIÓN DE SALDOS AL 31 DE DICIEMBRE DE 2025\n"
            f"Nuestros auditores, C.P. Mariana Velázquez Orozco, están revisando los estados financieros de {ALTOS}. "
            f"Según nuestros registros, su saldo a esa fecha era de {_m(r, 40_000, 900_000)} a nuestro favor. "
            "Le rogamos confirmar directamente a nuestros auditores si este saldo es correcto.\n"
            "Ing. Ramón Gómez Franco, Director General\n----\nConforme: SI ( X )   NO ( )   Firma y sello del cliente")


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
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def ago(age: float) -> datetime:
        return (NOW - timedelta(days=age)).replace(tzinfo=None)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DS, IMP, FIN, CASA, SAL, FAM, AUTO = "Despacho", "Impuestos", "Finanzas", "Casa", "Salud", "Familia", "Auto"
    EUC, AUD, GUA, BODA = "Certificación", "Auditoría Los Altos", "Guardería", "Boda Dani"
    SO, MAT, VIA, RES = "Salazar Ochoa", "Maternidad", "Viajes", "Respaldo"

    # ------------------------------------------------------------ Despacho: clients' monthly papers (Areas)
    # age of the filing day for month m of 2026 (declarations are filed around the 17th of the next month)
    def filed(m: int) -> float:
        return (NOW.replace(tzinfo=None) - datetime(2026, m + 1, r.randint(9, 17))).days + 0.3

    for ci, c in enumerate(CLIENTS):
        short, name, rfc, reg, nom, bank = c
        base = f"Documentos/Despacho/Clientes/{short}/2026"
        months = (4, 3) if ci % 2 else (4, 2)
        for m in months:
            add(f"{base}/{m:02d} {MES[m - 1]}/Acuse declaración {MES[m - 1]} 2026.pdf", A, DS, filed(m),
                t_decl(name, rfc, reg, m, 2026))
        m = 4
        if "Morales" in reg:
            add(f"{base}/04 abril/Balanza abril 2026.xlsx", A, DS, filed(4) + 2, t_balanza(name, 4))
        else:
            add(f"{base}/04 abril/CFDI emitidos abril.xlsx", A, DS, filed(4) + 3, t_cfdi_list(name, rfc, 4))
        if nom:
            add(f"{base}/Nóminas/Nómina 1a quincena mayo 2026.xlsx", A, DS, 15 + ci % 4,
                t_nomina(name, "1a quincena de mayo 2026"))
        elif ci % 3 == 0:
            add(f"{base}/04 abril/DIOT abril 2026.pdf", A, DS, filed(4), t_diot(name, rfc, 4))
        if ci in (1, 3, 5, 8):
            add(f"{base}/Bancos/Estado de cuenta {bank} marzo 2026.pdf", A, DS, 55 + ci, t_edocta_client(name, bank, 3))
        if ci in (0, 4, 9):
            add(f"Documentos/Despacho/Clientes/{short}/2025/Acuse anual 2025.pdf", A, DS, 45 + ci,
                t_decl(name, rfc, reg, 12, 2025))
    add("Documentos/Despacho/Clientes/Ferretería Lomelí/2026/04 abril/Conciliación bancaria abril.xlsx", A, DS, 30,
        lambda r, dt: "Ferretería Hermanos Lomelí - Conciliación BBVA abril 2026\nConcepto;Importe\nSaldo según banco;"
        f"{_m(r, 90_000, 200_000)}\nCheques en tránsito;{_m(r, 3_000, 20_000)}\nDepósitos no abonados;"
        f"{_m(r, 1_000, 9_000)}\nSaldo según libros;{_m(r, 90_000, 200_000)}\nElaboró;MVO")
    add("Documentos/Despacho/Clientes/Fletes Ocampo/IMSS/SUA abril 2026 - cédula de determinación.pdf", A, DS, 36,
        lambda r, dt: f"IMSS - Cédula de determinación de cuotas, aportaciones y amortizaciones\nRegistro patronal "
        f"D43-1287{r.randint(10, 99)}-10-4\nRazón social: Transportes y Fletes Ocampo, S.A. de C.V.\nPeriodo: abril "
        f"2026\nCotizantes: 9\nCuota fija: {_m(r, 3_000, 5_000)}\nExcedente: {_m(r, 500, 1_800)}\nRiesgo de trabajo "
        f"(clase V): {_m(r, 4_000, 9_000)}\nRetiro, cesantía y vejez: {_m(r, 9_000, 15_000)}\nINFONAVIT: "
        f"{_m(r, 6_000, 11_000)}\nTotal a pagar: {_m(r, 28_000, 41_000)}")
    add("Documentos/Despacho/Clientes/Dr. Cervantes/Gastos deducibles 2026.xlsx", A, DS, 9,
        lambda r, dt: "Mes;Proveedor;Concepto;Importe\n" + "\n".join(
            f"{MES[i % 5]};{p};{q};{_m(r, 400, 18_000)}" for i, (p, q) in enumerate(
                (("Depósito Dental Villa de Cortés", "Resinas y material"), ("CFE", "Luz consultorio"),
                 ("Dentsply Sirona", "Fresas"), ("Renta consultorio", "Renta mensual"), ("Telmex", "Teléfono"),
                 ("Laboratorio Dental Chapultepec", "Coronas zirconia")))))
    add("Documentos/Despacho/Clientes/Estética Bella Vita/Alta patronal IMSS 2026.pdf", A, DS, 120,
        lambda r, dt: f"Instituto Mexicano del Seguro Social\nAviso de inscripción patronal\nPatrón: Karla Navarro "
        f"Ibarra, RFC NAIK890224QW7\nActividad: salón de belleza (clase I)\nDomicilio: Av. Niños Héroes 2310, Col. "
        f"Jardines del Bosque, Guadalajara\nRegistro patronal asignado: D43-{r.randint(10**6, 10**7)}-10\nFecha: {_f(dt)}")

    # closed client -> Archive
    dc = "Documentos/Despacho/Clientes/Abarrotes Don Chema"
    chema = ("José María Gutiérrez Plascencia", "GUPJ620301RT6", "RESICO personas físicas")
    add(f"{dc}/2025/Acuse declaración julio 2025.pdf", X, DS, 300, t_decl(*chema, 7, 2025))
    add(f"{dc}/2025/Acuse declaración agosto 2025.pdf", X, DS, 270, t_decl(*chema, 8, 2025))
    add(f"{dc}/2025/Aviso de suspensión de actividades.pdf", X, DS, 262,
        lambda r, dt: f"SAT - Acuse de respuesta\nTrámite: Aviso de suspensión de actividades\nRFC: GUPJ620301RT6\n"
        f"Contribuyente: José María Gutiérrez Plascencia\nFecha de suspensión: 30 de septiembre de 2025\nDomicilio "
        f"fiscal: Calle Industria 455, Col. San Juan de Dios, Guadalajara\nFolio: RF{r.randint(10**9, 10**10)}\n"
        "Las obligaciones del régimen RESICO quedan suspendidas a partir de la fecha indicada.")
    add(f"{dc}/2025/Finiquito trabajadora Abarrotes.xlsx", X, DS, 268,
        lambda r, dt: "Finiquito - Abarrotes Don Chema\nTrabajadora;Verónica Íñiguez Padilla\nFecha ingreso;"
        "02/05/2019\nFecha baja;30/09/2025\nSalario diario;$315.04\nAguinaldo proporcional;$2,321.50\nVacaciones;"
        "$3,780.48\nPrima vacacional 25%;$945.12\nTotal;$7,047.10")
    add(f"{dc}/Inventario final y cierre.docx", X, DS, 255,
        lambda r, dt: "Cierre de Abarrotes Don Chema\nDon Chema entrega el local de Calle Industria 455 el 30 de "
        "septiembre. Inventario final vendido a Abarrotes La Güera por $48,500.\nPendientes: última declaración "
        "septiembre, cancelar terminal Clip, baja de la trabajadora ante IMSS, entregar expediente al cliente.\n"
        "Honorarios de cierre: $3,000 (pagado 15/10/2025).")
    add(f"{dc}/Contrato servicios contables 2023.pdf", X, DS, 250,
        lambda r, dt: "CONTRATO DE PRESTACIÓN DE SERVICIOS CONTABLES\nCelebran: C.P. Mariana Velázquez Orozco y "
        "José María Gutiérrez Plascencia (Abarrotes Don Chema)\nHonorarios mensuales: $1,800 más IVA\nVigencia "
        "indefinida a partir del 1 de marzo de 2023; terminado por cierre del negocio el 30/09/2025.")

    # her invoices, collections, contracts, licences, templates
    fe = "Documentos/Despacho/Facturas emitidas/2026"
    for k, (ci, m) in enumerate(((1, 5), (4, 5), (8, 5), (0, 4), (2, 4), (3, 4), (9, 3), (5, 3), (6, 2))):
        c = CLIENTS[ci]
        add(f"{fe}/A-{440 + k} {c[0]} {MES[m - 1]}.pdf", A, DS, (NOW.replace(tzinfo=None) - datetime(2026, m, 1)).days
            - 1 + k % 3, t_my_invoice(c, m))
    add("Documentos/Despacho/Control de cobranza 2026.xlsx", A, DS, 2,
        lambda r, dt: "Cliente;Honorario mensual;Ene;Feb;Mar;Abr;May\n" + "\n".join(
            f"{c[0]};{r.choice([2800, 3500, 4200, 5500, 6800, 8500])};pagado;pagado;pagado;"
            f"{r.choice(['pagado', 'pagado', 'pendiente'])};{r.choice(['pagado', 'pendiente'])}" for c in CLIENTS))
    add("Documentos/Despacho/Calendario de vencimientos 2026.xlsx", A, DS, 150,
        lambda r, dt: "Obligación;Fecha;Clientes\nPagos provisionales ISR/IVA;día 17 de cada mes;todos\nDIOT;último "
        "día del mes siguiente;todos\nCuotas IMSS;día 17;Ferretería, Panadería, Fletes, Taller, Taquería, Bella Vita\n"
        "Declaración anual PM;31 de marzo;Ferretería, Panadería, Fletes, Arboleda\nDeclaración anual PF;30 de abril;"
        "resto\nPrima de riesgo IMSS;febrero;Fletes\nISN Jalisco 3%;día 17;patrones")
    for cn, fee in (("Panadería La Espiga", "6,800"), ("Fletes Ocampo", "8,500"), ("Nutrióloga Paola Reyes", "2,800")):
        add(f"Documentos/Despacho/Contratos/Contrato de servicios - {cn}.docx", A, DS, r.uniform(200, 900),
            lambda r, dt, cn=cn, fee=fee: f"CONTRATO DE PRESTACIÓN DE SERVICIOS PROFESIONALES\nQue celebran por una "
            f"parte la C.P. {ME} (LA PRESTADORA) y por otra {cn} (EL CLIENTE).\nPRIMERA. Objeto: contabilidad "
            "electrónica, cálculo y presentación de declaraciones mensuales y anuales, DIOT y, en su caso, nómina y "
            f"cuotas IMSS.\nSEGUNDA. Honorarios: ${fee}.00 mensuales más IVA, pagaderos los primeros 5 días.\n"
            "TERCERA. El cliente entregará estados de cuenta y comprobantes a más tardar el día 5 de cada mes.\n"
            f"Guadalajara, Jalisco, {_f(dt)}")
    lic = "Documentos/Despacho/Licencias"
    add(f"{lic}/Renovación CONTPAQi Contabilidad-Bancos 2026.pdf", A, DS, 140,
        t_cfdi_generic("Distribuidor Contable de Occidente, S.A. de C.V.", "DCO100817MG2",
                       "Renovación anual licencia CONTPAQi Contabilidad-Bancos monousuario, 1 RFC adicional", 6_800,
                       7_600, uso="G03 Gastos en general"))
    add(f"{lic}/CONTPAQi Nóminas licencia 2026.txt", A, DS, 140,
        lambda r, dt: f"CONTPAQi Nóminas 2026\nNúmero de serie: NOM-{r.randint(10**7, 10**8)}\nUsuario: {ME}\n"
        f"RFCs habilitados: 10\nVigencia: {_f(dt)} - {_f(dt + timedelta(days=365))}\nActivación en laptop Lenovo "
        "IdeaPad (MARIANA-LAP)\nSoporte: Distribuidor Contable de Occidente, tel. 33 3615 0480")
    add(f"{lic}/Microsoft 365 Familia factura.pdf", A, DS, 75,
        t_cfdi_generic("Microsoft México, S. de R.L. de C.V.", "MME910620Q85", "Microsoft 365 Familia, suscripción "
                       "anual", 1_800, 1_900, uso="G03 Gastos en general"))
    add(f"{lic}/Paquete 500 timbres CFDI.pdf", A, DS, 95,
        t_cfdi_generic("Facturación Moderna, S.A. de C.V.", "FMO0902048J2", "Paquete de 500 timbres fiscales CFDI 4.0",
                       900, 1_100, uso="G03 Gastos en general"))
    add("Documentos/Despacho/Plantillas/Papel de trabajo IVA mensual.xlsx", A, DS, 400,
        lambda r, dt: "Concepto;Importe\nIVA trasladado cobrado;\nIVA acreditable pagado;\nIVA retenido;\nSaldo a "
        "favor de periodos anteriores;\nIVA a cargo (a favor);=B2-B3+B4-B5")
    add("Documentos/Despacho/Plantillas/Carta aumento de honorarios.docx", A, DS, 160,
        lambda r, dt: "Guadalajara, Jal., a __ de enero de 2026\nEstimado cliente:\nLe informo que a partir de "
        "febrero de 2026 los honorarios por servicios contables se actualizan en 5% por inflación.\n" + FIRMA)

    # ------------------------------------------------------------ Resources: fiscal reference (Despacho)
    rf = "Documentos/Referencias fiscales"
    add(f"{rf}/LISR 2026.pdf", R, DS, 150, "LEY DEL IMPUESTO SOBRE LA RENTA\nTexto vigente, última reforma DOF "
        "12-11-2025\nTítulo IV De las personas físicas\nArtículo 100. Están obligadas al pago del impuesto ...\n"
        "Artículo 106. Pagos provisionales a cuenta del impuesto del ejercicio a más tardar el día 17 ...")
    add(f"{rf}/LIVA 2026.pdf", R, DS, 150, "LEY DEL IMPUESTO AL VALOR AGREGADO\nArtículo 1. Están obligadas al "
        "pago ... La tasa del impuesto será del 16%.\nArtículo 5-D. El impuesto se calculará por cada mes de calendario.")
    add(f"{rf}/RMF 2026 compilada.pdf", R, DS, 130, "RESOLUCIÓN MISCELÁNEA FISCAL PARA 2026\nDOF 28/12/2025\n"
        "3.13. Régimen Simplificado de Confianza de personas físicas\n2.7.1. Comprobantes fiscales digitales por Internet")
    add(f"{rf}/Tarifa ISR mensual 2026.pdf", R, DS, 148, "Anexo 8 RMF 2026 - Tarifa para el cálculo de pagos "
        "provisionales mensuales\nLímite inferior;Límite superior;Cuota fija;% excedente\n0.01 746.04 0.00 1.92%\n"
        "746.05 6,332.05 14.32 6.40%\n6,332.06 11,128.01 371.83 10.88%\n11,128.02 12,935.82 893.63 16.00%")
    add(f"{rf}/UMA y salario mínimo 2026.txt", R, DS, 125, "UMA 2026 (INEGI, vigente desde 1 feb 2026)\n"
        "diaria 117.31  mensual 3,566.22  anual 42,794.64\nSalario mínimo general 2026: $315.04 diarios\n"
        "Zona libre de la frontera norte: $440.87\nISN Jalisco: 3% sobre nóminas\n")
    add(f"{rf}/Guía de llenado DIOT 2025.pdf", R, DS, 340, "SAT - Guía de llenado de la Declaración Informativa "
        "de Operaciones con Terceros\nVersión 2025. Carga batch con archivo .txt delimitado por pipes (|).")
    add(f"{rf}/Webinar Colegio - reforma 2026 notas.docx", R, DS, 160,
        "Webinar Colegio de Contadores Públicos de Guadalajara - Paquete económico 2026\nPonente: C.P.C. Armando "
        "Zepeda\n- Plataformas digitales: retención ISR 2.5% a personas físicas\n- Aumento IEPS bebidas "
        "azucaradas\n- RESICO: sin cambios en tasas (1% a 2.5%)\n- Cancelación de CFDI: plazo hasta marzo del año siguiente")
    add(f"{rf}/Catálogos CFDI 4.0.xlsx", R, DS, 410, "c_RegimenFiscal;Descripción\n601;General de Ley Personas "
        "Morales\n605;Sueldos y Salarios\n606;Arrendamiento\n612;Personas Físicas con Actividades Empresariales y "
        "Profesionales\n626;Régimen Simplificado de Confianza")
    add(f"{rf}/NIF 2026 - Normas de Información Financiera.epub", R, DS, 170,
        _epub("Normas de Información Financiera 2026", "CINIF", "es", "NIF A-1 Estructura de las normas de "
              "información financiera. NIF B-3 Estado de resultado integral. NIF C-3 Cuentas por cobrar."))

    # ------------------------------------------------------------ Impuestos (her own SAT, Areas)
    sp = "Documentos/SAT personal"
    mine = (ME, MRFC, "Actividades empresariales y profesionales")
    for m in (1, 2, 3, 4):
        add(f"{sp}/2026/Provisional {m:02d}-{MES[m - 1]} 2026.pdf", A, IMP, filed(m), t_decl(*mine, m, 2026))
    add(f"{sp}/2026/Declaración anual 2025 acuse.pdf", A, IMP, 38,
        lambda r, dt: f"SAT - Declaración Anual Personas Físicas ejercicio 2025\nACUSE DE RECIBO\nRFC {MRFC}  {ME}\n"
        f"Ingresos actividad empresarial: {_m(r, 520_000, 610_000)}\nDeducciones autorizadas: {_m(r, 150_000, 190_000)}\n"
        f"Deducciones personales: {_m(r, 38_000, 52_000)} (honorarios médicos, colegiatura no, intereses no)\n"
        f"ISR del ejercicio: {_m(r, 60_000, 80_000)}\nPagos provisionales: {_m(r, 58_000, 75_000)}\n"
        f"Saldo a favor: {_m(r, 2_000, 6_000)} - solicitud de devolución automática\nNúmero de operación 2026{r.randint(10**9, 10**10)}")
    add(f"{sp}/2026/Anual 2025 papel de trabajo.xlsx", A, IMP, 42,
        lambda r, dt: "Concepto;Importe\nIngresos 2025;" + _m(r, 520_000, 610_000) + "\nDeducciones;" +
        _m(r, 150_000, 190_000) + "\nDeducciones personales (pediatra, ginecóloga, lentes);" +
        _m(r, 38_000, 52_000) + "\nBase gravable;\nISR tarifa art. 152;\nPagos provisionales;")
    add(f"{sp}/Constancia de situación fiscal mayo 2026.pdf", A, IMP, 20,
        lambda r, dt: f"CÉDULA DE IDENTIFICACIÓN FISCAL\nConstancia de Situación Fiscal\nRFC: {MRFC}\nCURP: "
        f"VEOM921103MJCLRR08\nNombre: MARIANA VELAZQUEZ OROZCO\nCódigo postal: 44500\nRégimen: Régimen de las "
        f"Personas Físicas con Actividades Empresariales y Profesionales, fecha de inicio 01/08/2022\n"
        f"Estatus en el padrón: ACTIVO\nLugar y fecha de emisión: GUADALAJARA, JALISCO A {_f(dt).upper()}")
    add(f"{sp}/Opinión de cumplimiento 32-D.pdf", A, IMP, 60,
        lambda r, dt: f"Opinión del cumplimiento de obligaciones fiscales\nFolio 26NA{r.randint(10**7, 10**8)}\n"
        f"RFC {MRFC}  Nombre {ME}\nSentido: POSITIVO\nRevisado al {_f(dt)}")
    add(f"{sp}/2025/Declaración anual 2024.pdf", A, IMP, 400, lambda r, dt: f"SAT - Declaración Anual 2024\n"
        f"{ME} RFC {MRFC}\nIngresos: {_m(r, 330_000, 400_000)} (año de incapacidad por maternidad)\nISR a cargo: "
        f"{_m(r, 20_000, 35_000)}\nPresentada el 28 de abril de 2025")
    add(f"{sp}/2024/Acuse anual 2023.pdf", A, IMP, 770, lambda r, dt: f"SAT - Declaración Anual 2023 - acuse\n"
        f"{ME} RFC {MRFC}\nIngresos: {_m(r, 410_000, 480_000)}\nSaldo a favor: {_m(r, 1_000, 4_000)}\nPresentada "
        "el 22 de abril de 2024")
    add(f"{sp}/2024/Acuse renovación e.firma.pdf", A, IMP, 720,
        lambda r, dt: f"SAT - Acuse de renovación del certificado de e.firma\nRFC {MRFC}\nNúmero de serie del "
        f"certificado: 00001000000{r.randint(10**9, 10**10)}\nVigencia: {_f(dt)} al {_f(dt + timedelta(days=1460))}")
    add(f"{sp}/2022/Constancia de sueldos Salazar Ochoa 2022.pdf", A, IMP, 1400,
        lambda r, dt: f"Constancia de sueldos, salarios, conceptos asimilados (CFDI de retenciones)\nEjercicio 2022, "
        f"periodo enero a julio\nRetenedor: Salazar, Ochoa y Asociados, S.C.  RFC SOA980715GT1\nTrabajadora: {ME}\n"
        f"Ingresos gravados: {_m(r, 160_000, 190_000)}\nISR retenido: {_m(r, 18_000, 24_000)}")
    add(f"{sp}/2022/Declaración anual 2022 acuse.pdf", A, IMP, 1130,
        lambda r, dt: f"SAT - Declaración Anual 2022\n{ME}\nIngresos por salarios (enero-julio) y actividad "
        f"empresarial (agosto-diciembre)\nISR a cargo: {_m(r, 3_000, 9_000)}\nPresentada el 27 de abril de 2023")

    # ------------------------------------------------------------ Finanzas (Areas)
    fi = "Documentos/Finanzas"
    for m in (1, 2, 3, 4):
        add(f"{fi}/BBVA/Estado de cuenta BBVA {MES[m - 1]} 2026.pdf", A, FIN,
            (NOW.replace(tzinfo=None) - datetime(2026, m + 1, 3)).days, t_bbva(m))
    for m in (3, 4):
        add(f"{fi}/Tarjeta Nu/Nu estado de cuenta {m:02d}-2026.pdf", A, FIN,
            (NOW.replace(tzinfo=None) - datetime(2026, m + 1, 8)).days,
            lambda r, dt, m=m: f"Nu México - Estado de cuenta tarjeta de crédito\n{ME}\nTarjeta **** 4{r.randint(100, 999)}\n"
            f"Periodo de {MES[m - 1]} 2026\nCompras: Liverpool Andares {_m(r, 900, 3_500)}; Farmacia Guadalajara "
            f"{_m(r, 150, 800)}; Uber {_m(r, 80, 300)}; Amazon {_m(r, 300, 2_000)}\nPago para no generar intereses: "
            f"{_m(r, 4_000, 12_000)}\nPago mínimo: {_m(r, 400, 1_200)}\nFecha límite de pago: {_f(dt + timedelta(days=20))}")
    add(f"{fi}/Afore/Estado de cuenta Afore Sura 1er cuatrimestre 2026.pdf", A, FIN, 14,
        lambda r, dt: f"AFORE SURA - Estado de cuenta cuatrimestral enero-abril 2026\nTrabajadora: {ME}\nNSS "
        f"0410{r.randint(10**6, 10**7)}\nRetiro, cesantía y vejez: {_m(r, 180_000, 230_000)}\nVivienda (INFONAVIT): "
        f"{_m(r, 60_000, 80_000)}\nAportaciones voluntarias: {_m(r, 5_000, 12_000)}\nSiefore Básica 90-94")
    add(f"{fi}/Cetes Directo mayo 2026.pdf", A, FIN, 4,
        lambda r, dt: f"cetesdirecto - Estado de cuenta mayo 2026\nCliente: {ME}\nCETES 28 días: {_m(r, 20_000, 40_000)}"
        f"\nBONDDIA: {_m(r, 5_000, 15_000)}\nRendimiento del mes: {_m(r, 150, 400)}\nMeta: fondo de emergencia 6 meses")
    add(f"{fi}/Presupuesto familiar 2026.xlsx", A, FIN, 6,
        "Concepto;Mensual;Quién paga\nRenta;13500;Mariana\nCFE (prom.);450;Rodrigo\nSIAPA;320;Mariana\nTotalplay;649;"
        "Mariana\nSúper;7000;Rodrigo\nGasolina;2200;Mariana\nPañales y leche Sofi;2100;ambos\nGuardería (desde "
        "agosto);4650;Mariana\nAhorro Cetes;3000;Mariana\nSeguro auto (prorrateo);1100;Mariana")

    # ------------------------------------------------------------ Casa (Areas + manuals)
    ca = "Documentos/Casa"
    add(f"{ca}/Contrato de arrendamiento 2025-2026.pdf", A, CASA, 210,
        lambda r, dt: "CONTRATO DE ARRENDAMIENTO DE CASA HABITACIÓN\nArrendadora: Leticia Partida Ramos\nArrendataria: "
        f"Mariana Velázquez Orozco; fiador: Rodrigo Hernández Luna\nInmueble: {DOM}\nRenta mensual: $13,500.00, "
        "pagadera los primeros 5 días de cada mes\nDepósito en garantía: $13,500.00\nVigencia: 1 de noviembre de 2025 "
        "al 31 de octubre de 2026\nGuadalajara, Jal., 28 de octubre de 2025")
    for m in (2, 3, 4, 5):
        add(f"{ca}/Recibos renta/Recibo renta {MES[m - 1]} 2026.pdf", A, CASA,
            (NOW.replace(tzinfo=None) - datetime(2026, m, 5)).days, t_renta(m, 2026))
    for per, age in (("14 NOV 25 - 14 ENE 26", 130), ("14 ENE 26 - 16 MAR 26", 70), ("16 MAR 26 - 15 MAY 26", 10)):
        add(f"{ca}/CFE/CFE {per[-9:].replace(' ', '')}.pdf", A, CASA, age, t_cfe(per))
    add(f"{ca}/Agua SIAPA abril 2026.pdf", A, CASA, 40, t_siapa)
    add(f"{ca}/Totalplay mayo 2026.pdf", A, CASA, 8, t_totalplay)
    add(f"{ca}/Gastos casa 2026.xlsx", A, CASA, 3, lambda r, dt: "Mes;Renta;CFE;Agua;Internet;Gas\n" + "\n".join(
        f"{MES[i]};13500;{r.randint(0, 1) * r.randint(380, 620)};{r.randint(250, 420)};649;{r.randint(380, 560)}"
        for i in range(5)))
    add(f"{ca}/Manuales/Manual lavadora Mabe LMA79113.pdf", R, CASA, 600, "MABE - Manual de uso y cuidado\n"
        "Lavadora automática 19 kg LMA79113\nInstalación, ciclos de lavado, códigos de error E1 (llenado) E2 (drenado)")
    add(f"{ca}/Manuales/Manual refrigerador Whirlpool.pdf", R, CASA, 580, "Whirlpool - Manual del usuario\n"
        "Refrigerador top mount 14 pies. Ajuste de temperatura, limpieza del condensador, garantía 1 año.")
    add(f"{ca}/Manuales/Purificador Rotoplas instrucciones.pdf", R, CASA, 300, "Rotoplas - Purificador Tuboplus\n"
        "Cambio de cartucho cada 6 meses. Instalación bajo tarja.")

    # ------------------------------------------------------------ Salud (Areas)
    sa = "Documentos/Salud"
    add(f"{sa}/Sofía/Cartilla de vacunación Sofía.pdf", A, SAL, 90,
        "Cartilla Nacional de Salud - Niñas y niños de 0 a 9 años\nNombre: Sofía Hernández Velázquez  Fecha de "
        "nacimiento: 14/02/2024\nBCG 14/02/2024; Hepatitis B 14/02/2024\nHexavalente 2m 16/04/2024, 4m 17/06/2024, "
        "6m 19/08/2024, 18m 20/08/2025\nNeumocócica 2m, 4m, 12m 18/02/2025\nRotavirus 2m, 4m, 6m\nSRP 12m "
        "18/02/2025, refuerzo 18m 20/08/2025\nInfluenza 2025-2026 10/11/2025\nUMF 48 IMSS Guadalajara")
    for age in (25, 110, 200):
        add(f"{sa}/Sofía/Consulta pediatra {_f(ago(age))}.pdf", A, SAL, age, t_pediatra)
    add(f"{sa}/IMSS/Alta de beneficiarios IMSS.pdf", A, SAL, 820,
        lambda r, dt: f"IMSS - Constancia de registro de beneficiarios\nAsegurado: Rodrigo Hernández Luna  NSS "
        f"0412{r.randint(10**6, 10**7)}\nBeneficiarios: Mariana Velázquez Orozco (esposa); Sofía Hernández Velázquez "
        f"(hija)\nUnidad de Medicina Familiar No. 48, consultorio 7 turno matutino\nFecha: {_f(dt)}")
    add(f"{sa}/IMSS/Cita UMF 48 papanicolaou.txt", A, SAL, 30,
        "Cita IMSS UMF 48 - medicina preventiva\nMartes 16 de junio 2026 8:20 am, módulo PrevenIMSS\nLlevar carnet "
        "y INE. Papanicolaou + exploración de mama. Número de afiliación de Rodrigo con agregado 2F1992OR.")
    add(f"{sa}/Mariana/Resultados laboratorio Chopo marzo 2026.pdf", A, SAL, 75,
        lambda r, dt: f"Laboratorio Médico del Chopo - Sucursal Chapultepec\nPaciente: {ME}  Edad: 33\nFecha: {_f(dt)}\n"
        f"Biometría hemática: Hb {r.uniform(12.1, 13.8):.1f} g/dL\nFerritina: {r.randint(9, 30)} ng/mL (bajo)\n"
        f"TSH: {r.uniform(1.2, 3.4):.2f} uUI/mL\nGlucosa: {r.randint(78, 96)} mg/dL\nVitamina D: {r.randint(18, 28)} ng/mL")
    add(f"{sa}/Mariana/Receta lentes Devlyn.pdf", A, SAL, 240,
        "Ópticas Devlyn Plaza del Sol\nPaciente: Mariana Velázquez\nOD -1.75 cil -0.50 eje 180\nOI -1.50 cil -0.25 "
        "eje 170\nLente antirreflejante con filtro azul (trabajo en computadora)")
    add(f"{sa}/Gastos médicos deducibles 2026.xlsx", A, SAL, 5, lambda r, dt: "Fecha;Concepto;Proveedor;Importe;CFDI\n"
        + "\n".join(f"2026-0{m}-{r.randint(10, 28)};{c};{p};{_m(r, 500, 2_500)};sí" for m, c, p in (
            (1, "Consulta pediatra", "Alejandra Ruvalcaba S."), (2, "Consulta ginecología", "Dra. Ana Íñiguez"),
            (3, "Laboratorio", "Chopo"), (4, "Consulta pediatra", "Alejandra Ruvalcaba S."),
            (5, "Lentes", "Devlyn"))))

    # ------------------------------------------------------------ Familia, Auto (Areas)
    add("Documentos/Familia/Acta de matrimonio.pdf", A, FAM, 900,
        "REGISTRO CIVIL DEL ESTADO DE JALISCO\nActa de matrimonio\nOficialía 12 Zapopan, libro 4, acta 1873\n"
        "Contrayentes: Rodrigo Hernández Luna y Mariana Velázquez Orozco\nFecha de registro: 9 de marzo de 2019\n"
        "Régimen: separación de bienes")
    add("Documentos/Familia/CURP Sofía.pdf", A, FAM, 800, "Clave Única de Registro de Población\nHEVS240214MJCRLFA4\n"
                                                           "SOFIA HERNANDEZ VELAZQUEZ\nFecha de nacimiento 14/02/2024  Jalisco")
    add("Documentos/Familia/INE Mariana ambos lados.pdf", A, FAM, 500, "INSTITUTO NACIONAL ELECTORAL\nCredencial "
        "para votar\nVELAZQUEZ OROZCO MARIANA\nDomicilio C TEPIC 1187 INT 5 COL CHAPALITA 44500 GUADALAJARA JAL\n"
        "Clave de elector VLORMR92110314M500  Vigencia 2033")
    au = "Documentos/Auto"
    add(f"{au}/Refrendo 2026 JKR452B.pdf", A, AUTO, 130, t_auto_refrendo(2026))
    add(f"{au}/Refrendo 2025.pdf", A, AUTO, 490, t_auto_refrendo(2025))
    add(f"{au}/Póliza Quálitas 2025-2026.pdf", A, AUTO, 250, t_qualitas)
    add(f"{au}/Servicio 50,000 km Mazda Country.pdf", A, AUTO, 95,
        t_cfdi_generic("Mazda Country Guadalajara, S.A. de C.V.", "MCG110204RS7", "Servicio de mantenimiento 50,000 km "
                       "Mazda 2 2020 placas JKR-452-B: aceite, filtros, rotación, balatas delanteras", 4_800, 6_500,
                       uso="G03 Gastos en general"))
    add(f"{au}/Fotoinfracción López Mateos.pdf", A, AUTO, 160,
        lambda r, dt: f"Gobierno de Jalisco - Aviso de fotoinfracción\nPlacas JKR-452-B\nExceso de velocidad: 78 km/h "
        f"en zona de 60 km/h\nAv. López Mateos Sur y Av. Las Rosas, {_f(dt)} 07:42\nMonto: {_m(r, 1_100, 1_300)} "
        "(50% de descuento si paga en 10 días)")
    add(f"{au}/Manual del propietario Mazda 2.pdf", R, AUTO, 1300, "Mazda 2 2020 - Manual del propietario\n"
        "Presión de llantas 32 psi. Aceite 0W-20. Intervalo de servicio cada 10,000 km o 12 meses.")

    # ------------------------------------------------------------ Projects: Certificación EUC
    eu = "Documentos/Certificación EUC"
    add(f"{eu}/Convocatoria EUC 2026.pdf", P, EUC, 150,
        "Instituto Mexicano de Contadores Públicos - Convocatoria Examen Uniforme de Certificación 2026\n"
        "Certificación en Contaduría Pública (disciplina general)\nAplicación: sábado 29 de agosto de 2026, "
        "sedes Guadalajara (Colegio de Contadores Públicos de Guadalajara)\nRegistro en línea del 2 de marzo al 30 de "
        "junio de 2026\nCuota: $7,350.00 (socios del Colegio)\nRequisitos: título y cédula profesional, 3 años de "
        "experiencia, constancia de socio")
    add(f"{eu}/Registro EUC folio 04817.pdf", P, EUC, 70,
        lambda r, dt: f"IMCP - Comprobante de registro\nSustentante: {ME}\nCédula profesional: 9{r.randint(10**6, 10**7)}\n"
        f"Folio de registro: EUC-26-04817\nExamen: Certificación en Contaduría Pública\nFecha de aplicación: 29 de "
        f"agosto de 2026, 8:00 h\nSede: Colegio de Contadores Públicos de Guadalajara, Av. Unión 316\nFecha: {_f(dt)}")
    add(f"{eu}/Pago registro EUC.pdf", P, EUC, 70, "Comprobante de transferencia SPEI\nOrdenante: MARIANA VELAZQUEZ "
        "OROZCO BBVA\nBeneficiario: INSTITUTO MEXICANO DE CONTADORES PUBLICOS AC\nConcepto: EUC 2026 FOLIO 04817\n"
        "Importe: $7,350.00\nClave de rastreo: MBAN01002603240087213")
    add(f"{eu}/Plan de estudio EUC.xlsx", P, EUC, 12,
        "Semana;Tema;Horas;Hecho\n1-2;NIF serie A y B;10;sí\n3-4;NIF serie C (activo, pasivo, capital);12;sí\n5-6;"
        "ISR personas morales y físicas;12;sí\n7-8;IVA, IEPS, CFF;10;sí\n9-10;Normas Internacionales de Auditoría;"
        "12;en curso\n11;Costos;6;\n12;Finanzas y matemáticas financieras;6;\n13;Ética (Código IMCP);4;\n14-15;"
        "Simulacros completos;12;\nNota;estudiar 5:00-6:30 am antes de que despierte Sofi;;")
    for k, age in ((1, 60), (2, 33), (3, 9)):
        add(f"{eu}/Simulacros/Simulacro {k} resultados.xlsx", P, EUC, age, t_estudio_simulacro(k))
    add(f"{eu}/Apuntes/NIF C-9 provisiones.md", P, EUC, 40,
        "# NIF C-9 Provisiones, contingencias y compromisos\n\n- Provisión: pasivo de cuantía o vencimiento "
        "incierto; se reconoce si es probable (>50%) y estimable.\n- Contingencia: no se reconoce, se revela.\n"
        "- Ejemplo simulacro 2: garantía de producto 2% de ventas -> provisión.\n")
    add(f"{eu}/Apuntes/Código de ética IMCP resumen.docx", P, EUC, 25,
        "Código de Ética Profesional IMCP (11a edición) - resumen para el EUC\nPrincipios: integridad, objetividad, "
        "competencia y diligencia, confidencialidad, comportamiento profesional.\nAmenazas: interés propio, "
        "autorrevisión, abogacía, familiaridad, intimidación.")
    add(f"{eu}/Guía de estudio EUC - reactivos.pdf", P, EUC, 95,
        "Guía de estudio para el Examen Uniforme de Certificación\nÁrea de auditoría: NIA 200, 230, 300, 315, 330, "
        "500, 700\nReactivo 14: Una entidad registra un ingreso por anticipo de clientes. Conforme a la NIF D-1 ...")
    add(f"{eu}/Confirmación de registro.eml", P, EUC, 69,
        lambda r, dt: _eml("Certificación IMCP <certificacion@imcp.org.mx>", "mariana.velazquez.cp@gmail.com",
                           "Confirmación de registro EUC 2026 - folio EUC-26-04817", dt,
                           "Estimada C.P. Mariana Velázquez Orozco:\nSu registro al Examen Uniforme de Certificación "
                           "quedó confirmado. Fecha de aplicación: 29 de agosto de 2026. Presentarse 7:30 h con "
                           "identificación oficial. La guía de estudio está disponible en el portal."))

    # ------------------------------------------------------------ Projects: Auditoría Los Altos
    al = "Documentos/Auditoría Los Altos"
    add(f"{al}/Propuesta de servicios auditoría 2025.docx", P, AUD, 130,
        f"Guadalajara, Jal., 26 de enero de 2026\nIng. Ramón Gómez Franco\nDirector General\n{ALTOS}\nPropuesta de "
        "servicios profesionales: auditoría de los estados financieros al 31 de diciembre de 2025, requerida por "
        "Banorte para la renovación de la línea de crédito.\nHonorarios: $85,000.00 más IVA (40% al firmar, 60% a la "
        "entrega).\nCalendario: planeación febrero, trabajo de campo marzo-junio, informe a más tardar 31 de julio "
        "de 2026.\n" + FIRMA)
    add(f"{al}/Carta encargo firmada.pdf", P, AUD, 112,
        f"CARTA CONVENIO PARA CONFIRMAR LA PRESTACIÓN DE SERVICIOS DE AUDITORÍA\n{ALTOS}\nRFC DAL0806113R2\nCarretera "
        "Tepatitlán-Arandas km 4.5, Tepatitlán de Morelos, Jal.\nObjetivo: expresar una opinión sobre los estados "
        "financieros del ejercicio 2025 de conformidad con las NIA.\nResponsabilidades de la administración ...\n"
        "Fecha de entrega del informe: 31 de julio de 2026.\nFirmado: Ing. Ramón Gómez Franco / C.P. Mariana Velázquez Orozco")
    add(f"{al}/Requerimiento de información.docx", P, AUD, 108,
        "Requerimiento de información - Auditoría 2025 Distribuidora Agrícola Los Altos\nAtención: C.P. Héctor "
        "Barba, contralor\n1. Balanza de comprobación a 12 meses 2025\n2. Estados de cuenta bancarios Banorte y "
        "BBVA enero-diciembre\n3. Auxiliares de clientes y proveedores\n4. Inventario físico al 31/12/2025\n5. "
        "Contratos de crédito Banorte\n6. Actas de asamblea 2025\n7. Declaración anual 2025 y papeles de trabajo")
    add(f"{al}/Balanza 12 meses 2025 Los Altos.xlsx", P, AUD, 100, t_balanza(ALTOS, 12))
    pt = f"{al}/Papeles de trabajo"
    add(f"{pt}/A-1 Arqueo de caja.xlsx", P, AUD, 62, lambda r, dt: f"{ALTOS}\nArqueo de caja chica - "
        f"{_f(dt)}\nDenominación;Piezas;Importe\n500;{r.randint(2, 8)};\n200;{r.randint(3, 12)};\n100;{r.randint(4, 15)};\n"
        "Vales;3;$1,240.00\nFondo autorizado;;$10,000.00\nDiferencia;;$0.00\nRealizó: MVO  Presenció: H. Barba")
    add(f"{pt}/B-2 Cuentas por cobrar antigüedad.xlsx", P, AUD, 48, lambda r, dt: "Cliente;Saldo 31/12/2025;0-30;"
        "31-60;61-90;>90\n" + "\n".join(f"{c};{_m(r, 40_000, 900_000)};{_m(r, 0, 300_000)};{_m(r, 0, 90_000)};"
        f"{_m(r, 0, 40_000)};{_m(r, 0, 30_000)}" for c in ("Agroquímicos del Bajío", "Semillas y Fertilizantes "
        "Arandas", "Granja Avícola San Isidro", "Ferretería Agrícola Tepa", "Rancho El Mezquite")))
    add(f"{pt}/C-1 Inventarios observación física.docx", P, AUD, 150,
        "Observación del inventario físico al 31/12/2025 - bodega Tepatitlán\nSe contaron 42 claves de 310 "
        "(fertilizantes, semillas de maíz y sorgo, agroquímicos). Diferencias en 3 claves: urea 46% (-18 sacos), "
        "sorgo híbrido DK-53 (+2), glifosato 20 L (-5). Pendiente: costo promedio y estimación de obsoletos.")
    for k, age in ((1, 52), (2, 44)):
        add(f"{pt}/Confirmaciones/Confirmación clientes {k}.pdf", P, AUD, age, t_confirm)
    add(f"{al}/Cédula de hallazgos.xlsx", P, AUD, 11,
        "No.;Hallazgo;Importe;Recomendación;Estatus\n1;Estimación de cuentas incobrables insuficiente (>90 días);"
        "$212,400;Reconocer estimación;comentado con contralor\n2;Diferencias de inventario no ajustadas;$38,900;"
        "Ajustar y reforzar conteos cíclicos;pendiente\n3;Depreciación de camiones con tasa 20% sin revisar vida útil;"
        "$0;Revelar;cerrado\n4;Pasivo laboral PTU 2025 no provisionado;$96,000;Provisionar;pendiente")
    add(f"{al}/Informe borrador v2.docx", P, AUD, 4,
        f"INFORME DE LOS AUDITORES INDEPENDIENTES (BORRADOR v2)\nA la Asamblea de Accionistas de {ALTOS}\nOpinión\n"
        "He auditado los estados financieros adjuntos ... que comprenden el estado de situación financiera al 31 de "
        "diciembre de 2025 ...\nFundamento de la opinión con salvedades: estimación para cuentas incobrables ...\n"
        "C.P. Mariana Velázquez Orozco  -- entrega comprometida: 31 de julio de 2026")
    add(f"{al}/Correos/RE balanza ajustada.eml", P, AUD, 20,
        lambda r, dt: _eml("Héctor Barba <contraloria@agricolalosaltos.com.mx>", "mariana.velazquez.cp@gmail.com",
                           "RE: Balanza ajustada y auxiliar de inventarios", dt,
                           "C.P. Mariana, le envío la balanza con los ajustes de inventario que comentamos y el "
                           "auxiliar de clientes. La PTU la está revisando el despacho laboral.\nSaludos, Héctor Barba, "
                           "Contralor, Distribuidora Agrícola Los Altos"))
    add(f"{al}/Cronograma auditoría.xlsx", P, AUD, 105, "Fase;Inicio;Fin;Estatus\nPlaneación;2026-02-09;2026-02-27;"
        "terminado\nVisita 1 Tepatitlán (caja, bancos);2026-03-23;2026-03-27;terminado\nConfirmaciones;2026-04-01;"
        "2026-05-15;en curso\nInventarios y costos;2026-04-20;2026-06-12;en curso\nInforme borrador;2026-06-15;"
        "2026-07-10;\nEntrega final;2026-07-31;2026-07-31;")

    # ------------------------------------------------------------ Projects: Guardería
    gu = "Documentos/Guardería Sofi"
    add(f"{gu}/Comparativa guarderías.xlsx", P, GUA, 70,
        "Guardería;Dirección;Inscripción;Colegiatura;Horario;Comentarios\nEstancia y Maternal Semillitas;Av. "
        "Guadalupe 1234, Chapalita;3900;4650;7:30-15:00;a 6 cuadras, cámaras, comida incluida\nKinder Montessori "
        "Chapalita;Av. Tepeyac 980;6500;6200;8:00-14:00;muy caro\nGuardería IMSS 039;Av. Mariano Otero;0;0;"
        "7:00-16:00;no aplica: Rodrigo no es el asegurado elegible, lista de espera")
    add(f"{gu}/Solicitud de inscripción Semillitas.pdf", P, GUA, 30,
        "Estancia y Maternal Semillitas - Solicitud de inscripción ciclo 2026-2027\nAlumna: Sofía Hernández "
        "Velázquez  Fecha de nacimiento: 14/02/2024\nGrupo: Maternal 2  Ingreso: 17 de agosto de 2026\nMadre: "
        "Mariana Velázquez Orozco, contadora, tel. 33 1845 2271\nPadre: Rodrigo Hernández Luna, ingeniero\n"
        "Alergias: ninguna  Personas autorizadas para recoger: abuela María Elena Orozco")
    add(f"{gu}/Reglamento interno Semillitas.pdf", P, GUA, 28,
        "Estancia y Maternal Semillitas - Reglamento para padres de familia\nHorario de entrada 7:30 a 9:00. "
        "Tolerancia 10 minutos a la salida. Niños con fiebre mayor a 37.5 °C no podrán ingresar. Colegiatura los "
        "primeros 10 días del mes; recargo de $250.")
    add(f"{gu}/Lista de material maternal.docx", P, GUA, 27,
        "Lista de material Maternal 2\n2 cambios de ropa marcados\nPañales (paquete de 40) y toallitas\nCrema para "
        "rozaduras\nVaso entrenador con nombre\nSábana de cuna y cobija delgada\n4 fotografías tamaño infantil")
    add(f"{gu}/Comprobante pago inscripción.pdf", P, GUA, 16,
        lambda r, dt: f"Comprobante de transferencia\nBBVA - SPEI enviado\nBeneficiario: ESTANCIA INFANTIL "
        f"SEMILLITAS SC\nConcepto: INSCRIPCION SOFIA HERNANDEZ MATERNAL 2\nImporte: $3,900.00\nFecha: {_f(dt)}\n"
        f"Clave de rastreo MBAN0100260516{r.randint(10**5, 10**6)}")
    add(f"{gu}/Certificado médico para inscripción.pdf", P, GUA, 18,
        "Dra. Alejandra Ruvalcaba Sandoval - Pediatría\nCERTIFICADO MÉDICO\nSe hace constar que la menor Sofía "
        "Hernández Velázquez, de 2 años 3 meses, se encuentra clínicamente sana, con esquema de vacunación completo "
        "para su edad, apta para ingresar a estancia infantil.\nGuadalajara, Jal., 14 de mayo de 2026")
    add(f"{gu}/Entrevista Semillitas notas.txt", P, GUA, 24,
        "Entrevista con Miss Lorena (directora) 8 de mayo\n- periodo de adaptación: primera semana solo 2 horas\n"
        "- menú semanal lo mandan por app\n- preguntar por descuento si pagamos el año completo\n- falta: acta, "
        "CURP, cartilla, certificado médico, 4 fotos, comprobante de domicilio")

    # ------------------------------------------------------------ Projects: Boda Dani (Puerto Vallarta)
    bo = "Documentos/Boda Dani"
    add(f"{bo}/Itinerario boda 17 oct.docx", P, BODA, 35,
        "Boda Daniela & Iván - Puerto Vallarta - sábado 17 de octubre de 2026\nViernes 16: llegada, cena de "
        "bienvenida en Hotel Costa Alegre Vallarta 20:00\nSábado 17: ceremonia religiosa 17:00 Parroquia de Nuestra "
        "Señora de Guadalupe; recepción 20:00 terraza del hotel\nMadrinas: Mariana (lazo), tía Rocío (arras), "
        "Fernanda (anillos)\nDomingo 18: tornaboda en la playa 12:00")
    add(f"{bo}/Reservación Hotel Costa Alegre.pdf", P, BODA, 60,
        lambda r, dt: f"Hotel Costa Alegre Vallarta - Confirmación de reservación\nHuésped: {ME}\nConfirmación: "
        f"CAV-{r.randint(10**5, 10**6)}\nLlegada: 16 de octubre de 2026  Salida: 18 de octubre de 2026\nHabitación: "
        "doble vista al mar, 2 adultos + 1 menor (cuna)\nTarifa grupo Boda Velázquez-Castañeda: $3,250 por noche\n"
        "Anticipo pagado: $3,250.00")
    add(f"{bo}/Presupuesto madrina.xlsx", P, BODA, 14,
        "Concepto;Costo;Pagado\nLazo de cristal Swarovski;2400;sí\nVestido madrina (Liverpool);3800;no\nPeinado y "
        "maquillaje;1500;no\nHotel 2 noches;6500;anticipo\nAutobús ETN GDL-PV (3);2840;no\nDespedida de soltera "
        "(mi parte);1800;no\nRegalo (mesa de regalos Liverpool);2500;no")
    add(f"{bo}/Despedida de soltera ideas.txt", P, BODA, 10,
        "Despedida de Dani - sábado 12 de septiembre\n- lugar: terraza en la casa de tía Rocío en Tlaquepaque\n"
        "- temática: noche mexicana / lotería con fotos de Dani e Iván\n- invitar: primas, amigas de la prepa, "
        "compañeras del trabajo de Dani (lista con Fer)\n- cooperación $350 por persona")
    add(f"{bo}/Lazo cotización.pdf", P, BODA, 80,
        "Detalles Nupciales Lupita - Cotización\nLazo de cristal cortado color plata con rosario, 2.10 m, estuche "
        "de regalo grabado 'Daniela & Iván 17.10.2026'\nPrecio: $2,400.00  Anticipo 50%  Entrega en 3 semanas")
    add(f"{bo}/Invitación digital.pdf", P, BODA, 45,
        "Daniela Velázquez Orozco & Iván Castañeda Ruiz\ntienen el honor de invitarle a celebrar su matrimonio\n"
        "17 de octubre de 2026, Puerto Vallarta, Jalisco\nConfirmar asistencia antes del 31 de julio")
    for k, age in ((3, 120), (4, 120), (5, 119)):
        photo(f"{bo}/Fotos visita hotel/IMG_2026020{k}_1{k}4512.jpg", P, BODA, age)

    # ------------------------------------------------------------ Archive: Salazar Ochoa (old job)
    so = "Documentos/Salazar Ochoa"
    for m in (3, 5):
        add(f"{so}/Recibos de nómina/Recibo nómina 2a quincena {MES[m - 1]} 2021.pdf", X, SO, 1520 - m * 30,
            lambda r, dt, m=m: f"Salazar, Ochoa y Asociados, S.C.  RFC SOA980715GT1\nRecibo de nómina (CFDI)\n"
            f"Empleada: {ME}  Puesto: Encargada de nóminas\nPeriodo: 16 al 31 de {MES[m - 1]} de 2021\nSueldo: "
            f"$13,250.00  ISR: $1,648.20  IMSS: $356.70  Neto: $11,245.10")
    add(f"{so}/Carta de renuncia.docx", X, SO, 1440,
        "Guadalajara, Jal., 1 de julio de 2022\nC.P.C. Ernesto Salazar Ochoa\nSocio director, Salazar, Ochoa y "
        "Asociados, S.C.\nPor medio de la presente presento mi renuncia voluntaria al puesto de encargada de "
        "nóminas, con efectos a partir del 31 de julio de 2022. Agradezco los siete años de aprendizaje.\n"
        "Mariana Velázquez Orozco")
    add(f"{so}/Finiquito julio 2022.pdf", X, SO, 1400,
        "Salazar, Ochoa y Asociados, S.C. - Finiquito\nTrabajadora: Mariana Velázquez Orozco\nIngreso: 16/02/2015  "
        "Baja: 31/07/2022 (renuncia voluntaria)\nAguinaldo proporcional $7,632.00\nVacaciones $6,183.33\nPrima "
        "vacacional $1,545.83\nPrima de antigüedad $11,240.00\nTotal neto $24,906.18")
    add(f"{so}/Manual de procedimientos nóminas SOA.pdf", X, SO, 1500,
        "Salazar, Ochoa y Asociados - Manual de procedimientos del área de nóminas (uso interno)\n1. Recepción de "
        "incidencias los días 10 y 25\n2. Timbrado en CONTPAQi Nóminas\n3. Revisión por la encargada antes de "
        "dispersión")
    add(f"{so}/Cartera de clientes nóminas 2022.xlsx", X, SO, 1450,
        "Cliente (despacho SOA);Empleados;Periodicidad\nGrupo Textil Zapopan;84;quincenal\nRestaurantes La "
        "Chata Sucursales;61;semanal\nConstructora Valle Real;37;quincenal\nColegio Cervantes Colomos;52;quincenal")
    add(f"{so}/Constancia laboral.pdf", X, SO, 1430,
        "A QUIEN CORRESPONDA\nSalazar, Ochoa y Asociados, S.C. hace constar que la C.P. Mariana Velázquez Orozco "
        "laboró en esta firma del 16 de febrero de 2015 al 31 de julio de 2022, como auxiliar contable y después "
        "encargada de nóminas.\nGuadalajara, Jal., 5 de agosto de 2022")

    # ------------------------------------------------------------ 2024 dump (maternity year)
    y4 = "Documentos/2024"
    add(f"{y4}/Acta de nacimiento Sofía.pdf", A, FAM, 830,
        "REGISTRO CIVIL DEL ESTADO DE JALISCO\nActa de nacimiento\nRegistrada: Sofía Hernández Velázquez\nFecha de "
        "nacimiento: 14 de febrero de 2024, 06:12 h, Hospital Puerta de Hierro Sur\nPadres: Rodrigo Hernández Luna "
        "y Mariana Velázquez Orozco\nCURP HEVS240214MJCRLFA4")
    add(f"{y4}/incapacidad maternidad IMSS.pdf", X, MAT, 840,
        "IMSS - Certificado de incapacidad temporal para el trabajo\nRamo: MATERNIDAD  Tipo: prenatal/postnatal\n"
        "Asegurada: Mariana Velázquez Orozco (Persona Trabajadora Independiente)\nDías autorizados: 84 a partir del "
        "22/01/2024\nSerie y folio: MB 482291")
    add(f"{y4}/maleta hospital.txt", X, MAT, 860,
        "Maleta hospital (semana 36)\nbebé: 3 mamelucos, gorrito, calcetas, cobija, pañales RN\nyo: pijama de "
        "botones, brasier de lactancia, toallas, pantuflas\npapeles: INE, carnet, plan de parto, póliza")
    add(f"{y4}/Recibos renta 2024.xlsx", A, CASA, 520, "Mes;Renta;Pagado\n" + "\n".join(
        f"{MES[i]} 2024;12500;sí" for i in range(12)))
    add(f"{y4}/Cuna y carriola cotización.pdf", X, MAT, 880,
        "Baby Creysi Plaza Galerías - Cotización\nCuna convertible Evenflo $6,490\nCarriola travel system Chicco "
        "$8,999\nMonitor de bebé $1,299\nTotal $16,788 a 6 MSI")
    add(f"{y4}/Declaración provisional diciembre 2023.pdf", A, IMP, 880, t_decl(*mine, 12, 2023))

    # ------------------------------------------------------------ Oaxaca 2025 (Archive)
    ox = "Documentos/Viajes/Oaxaca 2025"
    add(f"{ox}/Volaris GDL-OAX reservación.pdf", X, VIA, 430,
        "Volaris - Itinerario de viaje\nClave de reservación: QX7RLM\nGDL-OAX 13 abr 2025 07:05 Y4 ... OAX-GDL 19 "
        "abr 2025 18:40\nPasajeros: Mariana Velázquez, Rodrigo Hernández, Sofía Hernández (infante)\nTotal: $7,842.00")
    add(f"{ox}/Itinerario Oaxaca.docx", X, VIA, 425,
        "Oaxaca Semana Santa 2025\nDom 13: llegada, Casa Antigua Centro, cena en el Zócalo\nLun 14: Monte Albán "
        "temprano (carriola no, llevar cangurera)\nMar 15: Hierve el Agua + Mitla (tour)\nMié 16: Mercado 20 de "
        "Noviembre, Santo Domingo\nJue 17: Teotitlán del Valle tapetes")
    add(f"{ox}/Gastos viaje Oaxaca.xlsx", X, VIA, 400, "Concepto;Monto\nVuelos;7842\nHotel 6 noches;9300\nTour "
                                                       "Hierve el Agua;1800\nComidas;6200\nTapete Teotitlán;3500")
    for k, age in ((1, 414), (2, 413), (3, 413), (4, 411)):
        photo(f"Imágenes/Oaxaca 2025/IMG_2025041{k + 3}_{k}0{k}312.jpg", X, VIA, age)

    # ------------------------------------------------------------ Old phone backup (Archive)
    rb = "Respaldo Moto G7 2023"
    for k, age in enumerate((1200, 1100, 1050, 990, 930, 900, 880)):
        d = ago(age)
        photo(f"{rb}/DCIM/Camera/IMG_{d:%Y%m%d}_{10 + k}2233.jpg", X, RES, age)
    add(f"{rb}/WhatsApp/Media/WhatsApp Documents/Lista de asistencia curso.pdf", X, RES, 950,
        "Colegio de Contadores Públicos de Guadalajara - Curso NIF 2023\nLista de asistencia 14/03/2023")
    add(f"{rb}/WhatsApp/Media/WhatsApp Documents/DOC-20230511-WA0006.pdf", X, RES, 960,
        "Cotización mudanza Mudanzas Tapatías: departamento a departamento dentro de Guadalajara $4,500")
    add(f"{rb}/Contactos.vcf", X, RES, 880, "BEGIN:VCARD\nVERSION:3.0\nFN:Lupita Ríos CP\nTEL:+523314427790\n"
                                             "END:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:Mamá\nTEL:+523336281144\nEND:VCARD\n")

    # ------------------------------------------------------------ Resources: recetas, libros, música, software
    rc = "Documentos/Recetas"
    add(f"{rc}/Pozole rojo de mi mamá.docx", R, "Cocina", 700,
        "Pozole rojo (receta de mi mamá)\n1 kg maíz pozolero, 1 kg maciza y cabeza de cerdo, 5 chiles guajillo, 3 "
        "anchos, ajo, orégano\nServir con lechuga, rábano, tostadas y limón.")
    add(f"{rc}/Birria de res.txt", R, "Cocina", 500, "Birria tapatía\n2 kg chambarete y costilla\nAdobo: guajillo, "
        "ancho, vinagre, clavo, comino, canela\nHorno 3 h a 160 °C tapado con papel aluminio\n")
    add(f"{rc}/Papillas para Sofi.md", R, "Cocina", 780, "# Papillas 6-12 meses\n\n- calabaza + pollo\n- "
        "manzana cocida con canela\n- frijol colado (desde 9 meses)\n")
    add(f"{rc}/Galletas de avena sin azúcar.txt", R, "Cocina", 150, "Galletas avena y plátano (para lunch de Sofi)\n"
        "2 plátanos maduros, 1 taza avena, pasas, horno 180 °C 15 min")
    lb = "Documentos/Libros"
    for t, a, p in (("Pedro Páramo", "Juan Rulfo", "Vine a Comala porque me dijeron que acá vivía mi padre."),
                    ("Hábitos atómicos", "James Clear", "Pequeños cambios, resultados extraordinarios."),
                    ("Cómo hablar para que sus hijos le escuchen", "Adele Faber", "Ayudar a los niños a "
                     "enfrentarse a sus sentimientos."),
                    ("Padre rico, padre pobre", "Robert T. Kiyosaki", "Los ricos no trabajan para ganar dinero.")):
        add(f"{lb}/{t} - {a}.epub", R, "Libros", r.uniform(200, 1100), _epub(t, a, "es", p))
    mu = "Música"
    for t, a, al_ in (("Hasta la Raíz", "Natalia Lafourcade", "Hasta la Raíz"), ("Volver, Volver", "Vicente "
                      "Fernández", "Para Siempre"), ("El Ratón Vaquero", "Cri-Cri", "Lo Mejor de Cri-Cri"),
                      ("La Llorona", "Chavela Vargas", "Grandes Éxitos"), ("Mariposa Traicionera", "Maná",
                      "Revolución de Amor")):
        add(f"{mu}/{a}/{t}.mp3", R, "Música", r.uniform(100, 1500), _id3(r, t, a, al_))
    dl = "Descargas"
    for n, head, age in (("ChromeSetup.exe", b"MZ\x90\x00", 300), ("WhatsApp Installer.exe", b"MZ\x90\x00", 200),
                         ("CONTPAQi_Contabilidad_v17_setup.exe", b"MZ\x90\x00", 141),
                         ("SAT_DIOT_2025_setup.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 330),
                         ("HP_Smart_Setup.exe", b"MZ\x90\x00", 600), ("ZoomInstallerFull.exe", b"MZ\x90\x00", 90)):
        add(f"{dl}/{n}", R, "Software", age, _blob(r, head))

    # ------------------------------------------------------------ Photos (Resources) and phone
    for k in range(8):
        age = 5 + k * 23
        d = ago(age)
        photo(f"Celular/Cámara/IMG_{d:%Y%m%d}_{d:%H}{k}1{k}0{k}.jpg", R, "Fotos", age)
    for k in range(3):
        age = 40 + k * 50
        photo(f"Celular/Cámara/IMG_{ago(age):%Y%m%d}_0{k}5522.heic", R, "Fotos", age)
    for k in range(5):
        age = 3 + k * 17
        photo(f"Celular/WhatsApp Images/IMG-{ago(age):%Y%m%d}-WA00{k + 10}.jpg", R, "Fotos", age)
    for k in range(4):
        age = 2 + k * 31
        d = ago(age)
        photo(f"Imágenes/Capturas de pantalla/Captura de pantalla {d:%Y-%m-%d} 1{k}{k}4{k}2.png", R, "Fotos", age)
    for k, nm in enumerate(("Cumple 2 Sofi", "Cumple 2 Sofi", "Cumple 2 Sofi", "Navidad 2025", "Navidad 2025")):
        age = 105 if k < 3 else 160
        photo(f"Imágenes/{nm}/IMG_{ago(age):%Y%m%d}_{k}7{k}1{k}4.jpg", R, "Fotos", age)

    # ------------------------------------------------------------ loose named files in Descargas / Escritorio
    add(f"{dl}/Recibo CFE mayo 2026.pdf", A, CASA, 9, t_cfe("16 MAR 26 - 15 MAY 26 (duplicado)"))
    add(f"{dl}/ConstanciaSituacionFiscal_VEOM921103HL4.pdf", A, IMP, 3,
        lambda r, dt: f"CÉDULA DE IDENTIFICACIÓN FISCAL\nRFC {MRFC}\nMARIANA VELAZQUEZ OROZCO\nEstatus: ACTIVO\n{_f(dt)}")
    add(f"{dl}/Estado de cuenta Ferretería Lomelí abril.pdf", A, DS, 26,
        t_edocta_client(CLIENTS[1][1], "BBVA", 4))
    add(f"{dl}/Simulacro_EUC_area_fiscal.pdf", P, EUC, 21,
        "Simulacro área fiscal - 40 reactivos\n1. Una persona física en RESICO con ingresos de $2,800,000 ...\n"
        "2. El plazo para cancelar un CFDI del ejercicio 2025 vence ...")
    add(f"{dl}/Boletos ETN Guadalajara-Vallarta.pdf", P, BODA, 7,
        "ETN Turistar - Boletos\nGuadalajara (Central Zapopan) - Puerto Vallarta\nViernes 16 de octubre de 2026 "
        "08:00\nPasajeros: Mariana Velázquez, Rodrigo Hernández, Sofía (en brazos)\nAsientos 14 y 15  Total $1,420.00")
    add(f"{dl}/Tabla subsidio al empleo 2026.pdf", R, DS, 120,
        "Subsidio para el empleo 2026 (decreto DOF 31/12/2025)\n13.8% de la UMA mensual para ingresos de hasta "
        "$10,171.00 mensuales")
    add(f"{dl}/Caratula poliza Qualitas renovación 2026.pdf", A, AUTO, 6, t_qualitas)
    add(f"{dl}/Formato CCPG cuota anual.pdf", A, DS, 130,
        "Colegio de Contadores Públicos de Guadalajara - Cuota anual de socio 2026\nSocia: C.P. Mariana Velázquez "
        "Orozco  No. 4412\nImporte: $4,100.00  Incluye cumplimiento de la Norma de Desarrollo Profesional Continuo")
    esc = "Escritorio"
    add(f"{esc}/pendientes Los Altos.txt", P, AUD, 3,
        "- pedir a Héctor la confirmación de Rancho El Mezquite (no contestaron)\n- revisar provisión PTU\n"
        "- 2a visita Tepatitlán 10 de junio\n- mandar borrador v2 antes del 15")
    add(f"{esc}/Honorarios clientes 2026.xlsx", A, DS, 20, "Cliente;Mensual\n" + "\n".join(
        f"{c[0]};{3000 + 500 * (i % 6)}" for i, c in enumerate(CLIENTS)))
    add(f"{esc}/Lista invitados despedida.xlsx", P, BODA, 9, "Nombre;Confirmó\nFernanda;sí\nPrima Karla;sí\n"
        "Tía Rocío;sí\nAmigas prepa (6);pendiente\nCompañeras de Dani (5);pendiente")
    add(f"{esc}/Calendario estudio EUC junio.docx", P, EUC, 2,
        "Junio: lunes-viernes 5:00-6:30 NIA; sábado simulacro completo 9:00-13:00 (Rodrigo cuida a Sofi)")

    # ------------------------------------------------------------ HARD: Escaneos (HP scanner dump)
    es = "Escaneos"
    H = [
        (f"{es}/Escaneo_0003.pdf", A, CASA, 60, t_renta(3, 2026)),
        (f"{es}/Escaneo_0004.pdf", A, FAM, 810, "REGISTRO CIVIL DEL ESTADO DE JALISCO - Copia certificada\nActa "
         "de nacimiento de Sofía Hernández Velázquez, nacida el 14 de febrero de 2024 en Zapopan, Jalisco\nPadres: "
         "Rodrigo Hernández Luna y Mariana Velázquez Orozco\nOficialía 3, libro 2, acta 611"),
        (f"{es}/Escaneo_0007.pdf", A, CASA, 215, "CONTRATO DE ARRENDAMIENTO - hoja 2 de 4\nCUARTA. La arrendataria "
         f"pagará una renta mensual de $13,500.00 por el departamento ubicado en {DOM}.\nQUINTA. Los recibos de CFE "
         "y SIAPA corren por cuenta de la arrendataria.\nFirmas: Leticia Partida Ramos / Mariana Velázquez Orozco"),
        (f"{es}/Escaneo_0009.pdf", A, SAL, 110, t_pediatra),
        (f"{es}/Escaneo_0011.pdf", P, AUD, 112, f"Hoja de firmas - carta convenio de auditoría ejercicio 2025\n{ALTOS}"
         "\nAcepto los términos: Ing. Ramón Gómez Franco, Director General\nC.P. Mariana Velázquez Orozco, auditora "
         "independiente\nTepatitlán de Morelos, Jal., 10 de febrero de 2026\nAnticipo 40%: $39,440.00 IVA incluido"),
        (f"{es}/Escaneo_0012.pdf", A, AUTO, 100, t_verif),
        (f"{es}/Escaneo_0014.pdf", P, GUA, 29, "Estancia y Maternal Semillitas\nFicha de salud y autorización\n"
         "Alumna: Sofía Hernández Velázquez, Maternal 2, ciclo 2026-2027\nTipo de sangre: O+  Alergias: ninguna\n"
         "Autorizo a la estancia a trasladar a mi hija al Hospital Country 2000 en caso de emergencia.\n"
         "Firma de la madre: Mariana Velázquez O."),
        (f"{es}/Escaneo_0015.pdf", A, AUTO, 250, t_qualitas),
        (f"{es}/Escaneo_0016.pdf", A, SAL, 280, "Cartilla Nacional de Salud 0-9 años - páginas 4 y 5\nSofía "
         "Hernández Velázquez\nSRP refuerzo 18 meses: 20/08/2025 lote S4412 UMF 48\nHexavalente 18 meses: 20/08/2025\n"
         "Próxima: DPT refuerzo a los 4 años"),
        (f"{es}/Escaneo_0018.pdf", A, DS, 320, "Contrato de servicios contables - hoja de firmas\nTransportes y "
         "Fletes Ocampo, S.A. de C.V., representada por Gerardo Ocampo Lara\nPrestadora: C.P. Mariana Velázquez "
         "Orozco\nHonorarios $8,500 mensuales más IVA, incluye nómina de 9 choferes y cuotas IMSS"),
        (f"{es}/Escaneo_0019.pdf", X, SO, 1398, "Recibo finiquito - Salazar, Ochoa y Asociados, S.C.\nRecibí la "
         "cantidad de $24,906.18 por concepto de finiquito por renuncia voluntaria, no reservándome acción alguna "
         "contra la firma.\nGuadalajara, 5 de agosto de 2022  Mariana Velázquez Orozco"),
        (f"{es}/Escaneo_0020.pdf", P, EUC, 68, "Colegio de Contadores Públicos de Guadalajara\nConstancia de socia "
         "activa para trámite del Examen Uniforme de Certificación 2026\nC.P. Mariana Velázquez Orozco, socia 4412, "
         "cumplió la Norma de Desarrollo Profesional Continuo 2025 con 65 puntos"),
        (f"{es}/Escaneo_0021.pdf", X, VIA, 418, "Tours Monte Albán Oaxaca - Recibo\nTour Hierve el Agua, Mitla y "
         "Tule, 15 de abril de 2025, 2 adultos + 1 infante\nTotal $1,800.00 pagado en efectivo"),
        (f"{es}/Escaneo_0022.pdf", P, AUD, 46, t_confirm),
        (f"{es}/Escaneo_0023.pdf", X, DS, 262, "Carta de terminación de servicios\nGuadalajara, 15 de octubre de "
         "2025\nSr. José María Gutiérrez Plascencia (Abarrotes Don Chema)\nConfirmo la entrega de su expediente "
         "contable 2023-2025 y el acuse de suspensión de actividades ante el SAT. Los servicios terminan con la "
         "declaración de septiembre 2025."),
        (f"{es}/Escaneo_0024.pdf", X, MAT, 845, "IMSS - Subsidio por maternidad\nAsegurada: Mariana Velázquez "
         "Orozco\nIncapacidad por maternidad 84 días del 22/01/2024 al 14/04/2024\nSubsidio diario: $612.40  Pago "
         "por transferencia"),
        (f"{es}/Escaneo_0025.pdf", A, CASA, 100, t_siapa),
    ]
    # ------------------------------------------------------------ HARD: Descargas dump
    H += [
        (f"{dl}/documento.pdf", A, FIN, 4, t_bbva(4)),
        (f"{dl}/documento (1).pdf", P, EUC, 90, "Temario oficial del Examen Uniforme de Certificación - IMCP\n"
         "Contabilidad 25%, Fiscal 25%, Auditoría 20%, Costos 10%, Finanzas 10%, Ética 5%, Legal 5%\nDuración: "
         "dos sesiones de 4 horas"),
        (f"{dl}/documento (2).pdf", P, BODA, 40, "Liverpool Galerías - Apartado\nVestido largo color verde esmeralda "
         "talla 8, marca Vestido de Noche\nPrecio $3,799.00  Ajuste de bastilla incluido\nCliente: Mariana "
         "Velázquez  - para boda 17/10/2026 (madrina)"),
        (f"{dl}/documento (3).pdf", A, IMP, 140, lambda r, dt: f"CÉDULA DE IDENTIFICACIÓN FISCAL\nRFC {MRFC}\n"
         f"Nombre: MARIANA VELAZQUEZ OROZCO\nActividades económicas: Servicios de contabilidad y auditoría 100%\n"
         f"Obligaciones: pago provisional mensual de ISR; declaración anual; IVA mensual\n{_f(dt)}"),
        (f"{dl}/documento (4).pdf", P, GUA, 22, "Aviso a padres de nuevo ingreso\nSemillitas - periodo de adaptación "
         "del 17 al 21 de agosto 2026: grupo Maternal 2 de 9:00 a 11:00\nJunta de padres nuevo ingreso: sábado 8 de "
         "agosto 10:00"),
        (f"{dl}/descarga.pdf", A, CASA, 38, t_totalplay),
        (f"{dl}/descarga (1).pdf", R, DS, 85, "Boletín fiscal marzo 2026\nNovedades: la RMF 2026 precisa que las "
         "personas físicas del RESICO que excedan $3,500,000 de ingresos saldrán del régimen; nuevo complemento "
         "de pagos 2.0; recordatorio de buzón tributario obligatorio."),
        (f"{dl}/archivo.pdf", A, AUTO, 128, t_auto_refrendo(2026)),
        (f"{dl}/download.pdf", P, BODA, 50, "Hotel Costa Alegre Vallarta - Habitación adicional\n"
         "Grupo Boda Velázquez-Castañeda, 16 al 18 de octubre de 2026\nHuésped: María Elena Orozco (mamá de la "
         "novia), reservó y pagó: Mariana Velázquez\nTotal 2 noches $6,500.00"),
        (f"{dl}/imprimir.pdf", X, VIA, 440, "Casa Antigua Oaxaca - Confirmación de reserva\nHuésped: Rodrigo "
         "Hernández Luna\nEntrada 13/04/2025  Salida 19/04/2025, 6 noches, habitación familiar con cuna\nCalle "
         "Macedonio Alcalá 402, Centro, Oaxaca de Juárez\nTotal $9,300.00"),
        (f"{dl}/CamScanner 05-12-2026 10.22.pdf", P, AUD, 20, "Acta de inventario - Distribuidora Agrícola Los "
         "Altos\nConteo de reconciliación de la bodega 2, 12 de mayo de 2026\nUrea 46% saco 50 kg: sistema 1,240, "
         "físico 1,222\nFirma: Héctor Barba (contralor), Mariana Velázquez (auditora)"),
        (f"{dl}/export.csv", A, FIN, 2, lambda r, dt: "Fecha,Concepto,Cargo,Abono,Saldo\n" + "\n".join(
            f"2026-05-{d:02d},{c},{'' if ab else f'{v:.2f}'},{f'{v:.2f}' if ab else ''},{r.uniform(9_000, 40_000):.2f}"
            for d, c, ab, v in ((2, "SPEI RECIBIDO FLETES OCAMPO HONORARIOS", 1, 9860.0), (3, "PAGO RENTA L PARTIDA",
                                0, 13500.0), (5, "TOTALPLAY DOMICILIACION", 0, 649.0), (9, "OXXO GAS CHAPALITA", 0,
                                800.0), (12, "SPEI RECIBIDO PANIFICADORA LA ESPIGA", 1, 7888.0),
                                (16, "SPEI ENVIADO ESTANCIA SEMILLITAS", 0, 3900.0), (20, "PAGO TARJETA NU", 0,
                                6120.55), (28, "RENDIMIENTOS", 1, 3.12)))),
        (f"{dl}/export (1).csv", P, AUD, 33, lambda r, dt: "Cuenta,Nombre,Debe,Haber,Saldo\n" + "\n".join(
            f"105-01-{i:03d},{c},{r.uniform(10_000, 300_000):.2f},{r.uniform(5_000, 200_000):.2f},"
            f"{r.uniform(10_000, 500_000):.2f}" for i, c in enumerate(("AGROQUIMICOS DEL BAJIO SA DE CV", "SEMILLAS Y "
            "FERTILIZANTES ARANDAS", "GRANJA AVICOLA SAN ISIDRO", "FERRETERIA AGRICOLA TEPA", "RANCHO EL MEZQUITE"),
            1)) + "\nEmpresa: DISTRIBUIDORA AGRICOLA LOS ALTOS SA DE CV,Ejercicio 2025,,,"),
        (f"{dl}/export (2).csv", A, DS, 12, lambda r, dt: "UUID,FechaEmision,RfcEmisor,NombreEmisor,RfcReceptor,Total,"
         "Estatus\n" + "\n".join(f"{_uuid(r)},2026-04-{r.randint(1, 30):02d},{e},{n},RAAJ780512KT3,"
         f"{r.uniform(200, 9_000):.2f},Vigente" for e, n in (("CMA9109066Q3", "CARNES MARTINEZ"), ("TOR180213AA1",
         "TORTILLERIA LA PROVIDENCIA"), ("GAS010101AB2", "GAS DE OCCIDENTE"), ("CFE370814QI0", "CFE"),
         ("CDI0705257Z9", "COCA COLA FEMSA")))),
        (f"{dl}/reporte.xlsx", P, EUC, 31, t_estudio_simulacro(2)),
        (f"{dl}/Libro1.xlsx", P, BODA, 15, "Cooperación despedida Dani;;\nNombre;Monto;Pagó\nFernanda;350;sí\n"
         "Karla;350;sí\nTía Rocío;350;no\nMariana;350;sí\nRenta de terraza y mesas;1200;\nPastel;650;"),
        (f"{dl}/Documento1.docx", A, DS, 150, "Guadalajara, Jal., 12 de enero de 2026\nSr. Mario Solís Becerra\n"
         "Taller Mecánico Solís\nLe recuerdo que para calcular la nómina de la 1a quincena necesito las incidencias "
         "(faltas, horas extra) a más tardar el día 12, y las facturas de refacciones de diciembre para el cierre "
         "anual.\n" + FIRMA),
        (f"{dl}/{_uuid(r)}.pdf", A, SAL, 24, t_cfdi_generic("Alejandra Ruvalcaba Sandoval", "RUSA850709HT2",
         "Consulta pediátrica Sofía Hernández Velázquez", 850, 850)),
        (f"{dl}/{_uuid(r)}.pdf", A, DS, 30, t_my_invoice(CLIENTS[7], 4)),
        (f"{dl}/formato.pdf", A, SAL, 300, "IMSS - Solicitud de cambio de Unidad de Medicina Familiar\nAsegurado: "
         "Rodrigo Hernández Luna\nBeneficiaria: Sofía Hernández Velázquez\nUMF actual 34 - UMF solicitada 48 "
         "(domicilio Col. Chapalita)"),
    ]
    # ------------------------------------------------------------ HARD: Escritorio, WhatsApp, 2024, misc
    H += [
        (f"{esc}/Nuevo documento de texto.txt", P, AUD, 14, "inventarios Tepa\n- urea 46%: -18 sacos, costo "
         "promedio 612 -> ajuste 11,016\n- sorgo DK-53 +2 bolsas\n- glifosato 20 L -5 porrones\n- preguntar a Héctor "
         "por qué no ajustaron en diciembre; va a la cédula de hallazgos #2\n- carta de la administración: incluir "
         "inventarios"),
        (f"{esc}/Nuevo documento de texto (2).txt", P, BODA, 8, "Vallarta octubre\n- maleta: vestido verde, "
         "tacones, lazo en su estuche!!\n- traje de baño Sofi, bloqueador, su carriola chica\n- confirmar con Dani "
         "a qué hora es el ensayo en la parroquia\n- cita peinado sábado 17 a las 13:00 en el hotel"),
        (f"{esc}/Nuevo documento de texto (3).txt", A, SAL, 26, "Sofi 38.6 en la noche\nDra. Ruvalcaba por "
         "WhatsApp: paracetamol 3.2 ml cada 6 h, si sigue con fiebre 48 h llevarla a consulta\nmucho líquido, "
         "suero\nnota: pedir factura de la consulta para deducibles"),
        (f"{esc}/notas.txt", P, EUC, 18, "NIA 705 opinión modificada: con salvedades (material no generalizada), "
         "adversa (material y generalizada), abstención (no se obtuvo evidencia suficiente)\nNIA 706 párrafo de "
         "énfasis\nrepasar para el simulacro 3"),
        (f"{esc}/Sin título.docx", A, DS, 6, "Acuerdos con Karla (Bella Vita) 26 de mayo\n- alta de 2 estilistas "
         "nuevas en IMSS a partir del 1 de junio\n- cambio a facturar con uso G03 a sus clientas que piden factura\n"
         "- pagar ISN de abril en la recaudadora"),
        ("Celular/WhatsApp Documents/DOC-20260503-WA0004.pdf", P, BODA, 29, "Daniela & Iván - programa para "
         "padrinos\nEnsayo: viernes 16 de octubre 18:00 Parroquia de Guadalupe, Puerto Vallarta\nMadrina de lazo: "
         "Mariana (entra después de la lectura de votos)\nCódigo de vestimenta: formal de playa"),
        ("Celular/WhatsApp Documents/DOC-20260415-WA0002.pdf", A, DS, 47, t_edocta_client(CLIENTS[5][1], "Banorte", 3)),
        ("Celular/WhatsApp Documents/DOC-20260520-WA0007.pdf", P, GUA, 12, "Documentos para expediente de "
         "inscripción - Estancia Semillitas\n1. Acta de nacimiento (copia)\n2. CURP\n3. Cartilla de vacunación\n"
         "4. Certificado médico reciente\n5. INE de ambos padres\n6. Comprobante de domicilio\nEntregar antes del "
         "15 de junio"),
        ("Celular/WhatsApp Documents/DOC-20260210-WA0001.docx", P, AUD, 111, "Ing. Gómez: le mando los datos para "
         "el anticipo de la auditoría 2025.\nBeneficiaria: Mariana Velázquez Orozco  BBVA CLABE 012320047193382211\n"
         "Importe anticipo (40%): $39,440.00 IVA incluido. Le envío la factura A-431 al recibir la transferencia."),
        ("Celular/WhatsApp Documents/DOC-20250911-WA0003.pdf", X, DS, 263, "Abarrotes Don Chema - relación de "
         "proveedores con saldo al cierre (septiembre 2025)\nSabritas $1,240\nBimbo $860\nCoca-Cola FEMSA $2,310\n"
         "Don Chema liquida todo antes del 30/09 y entrega el local."),
        ("Celular/WhatsApp Documents/DOC-20260428-WA0010.pdf", A, DS, 34, "Taller Mecánico Solís - incidencias "
         "nómina 2a quincena abril 2026\nJuan Carlos Flores: 2 faltas\nFrancisco Torres: 6 horas extra dobles\n"
         "Miguel Ángel Zúñiga: préstamo $1,000 a descontar"),
        ("Celular/WhatsApp Documents/DOC-20260302-WA0005.pdf", A, SAL, 91, "IMSS UMF 48 - Solicitud de "
         "laboratorio\nDerechohabiente: Mariana Velázquez Orozco 2F1992OR\nEstudios: biometría hemática, ferritina, "
         "perfil tiroideo\nPresentarse en ayunas, laboratorio planta baja"),
        ("Celular/WhatsApp Documents/DOC-20250322-WA0002.pdf", X, VIA, 435, "Oaxaca - qué hacer con niños\n"
         "Jardín Etnobotánico (visitas guiadas 10:00), Árbol del Tule, chocolate en Mayordomo, mercado de Tlacolula "
         "el domingo"),
        ("Celular/WhatsApp Documents/DOC-20260507-WA0003.pdf", P, GUA, 25, "Estancia y Maternal Semillitas - Cuotas "
         "ciclo 2026-2027\nInscripción $3,900  Colegiatura mensual Maternal 2 $4,650 (incluye desayuno y comida)\n"
         "Material anual $1,200  Uniforme opcional"),
        (f"{y4}/documento.pdf", X, MAT, 850, "Guadalajara, 10 de enero de 2024\nEstimado cliente:\nLe informo que del "
         "22 de enero al 15 de abril estaré en incapacidad por maternidad. Durante ese periodo la C.P. Guadalupe "
         "Ríos (33 1442 7790) presentará sus declaraciones y nóminas. Mis honorarios no cambian.\n" + FIRMA),
        (f"{y4}/Nuevo documento de texto.txt", X, MAT, 855, "Acuerdo con Lupita (suplencia ene-abr 2024)\n- ella "
         "cobra 50% de honorarios de los meses que cubra\n- clientes: Ferretería, Taquería, Bella Vita, Dr. "
         "Cervantes, Don Chema, Panadería\n- contraseñas CIEC en sobre cerrado, regreso 15 de abril"),
        (f"{y4}/Escaneo_0002.pdf", A, IMP, 800, lambda r, dt: f"SAT - Acuse de recibo declaración provisional "
         f"febrero 2024\nRFC {MRFC}\nPresentada por: C.P. Guadalupe Ríos (por cuenta de la contribuyente)\n"
         f"ISR a cargo: {_m(r, 800, 2_000)}  IVA a cargo: {_m(r, 500, 2_500)}"),
        ("Documentos/Scan_20260319.pdf", A, FIN, 74, lambda r, dt: f"AFORE SURA - Solicitud de aportación "
         f"voluntaria por domiciliación\nTrabajadora: {ME}\nMonto mensual: $1,000.00 con cargo a BBVA\nFecha: {_f(dt)}"),
        ("Documentos/Documento sin título.docx", A, FIN, 44, "Tarjeta Nu: aclaración del cargo duplicado AMAZON MX "
         "$1,249.00 del 4 de abril, folio de aclaración 88123. Respuesta en 45 días. Si no, queja en CONDUSEF."),
        ("Documentos/datos.xlsx", A, DS, 70, "RFC;Cliente;Contraseña CIEC vence;e.firma vence\nFHL150309AB1;"
         "Ferretería Lomelí;;2027-03\nPES1904117Z5;Panadería La Espiga;;2026-09\nTFO170522HB9;Fletes Ocampo;;"
         "2026-11\nAAR120913KU3;Arrendamientos Arboleda;;2028-01\nNAIK890224QW7;Estética Bella Vita;;2026-07"),
        ("Celular/WhatsApp Documents/DOC-20260525-WA0001.pdf", A, AUTO, 7, "Verificación Responsable - cita "
         "agendada\nPlacas JKR-452-B\nCentro VR López Mateos Sur, miércoles 10 de junio de 2026, 9:40\nCosto $500, "
         "llevar tarjeta de circulación"),
        (f"{dl}/documento (5).pdf", X, SO, 20, "Salazar, Ochoa y Asociados - Recibo de nómina 1a quincena julio "
         "2022\nEmpleada: Mariana Velázquez Orozco, encargada de nóminas\nNeto $11,890.40 (último periodo completo "
         "antes de la renuncia)"),
    ]
    H += [
        (f"{es}/Escaneo_0026.pdf", A, FIN, 150, lambda r, dt: f"BBVA - Contrato de apertura cuenta Libretón "
         f"Básico\nCliente: {ME}\nCuenta 0471882210  Tarjeta de débito **** 5521\nBeneficiario: Rodrigo Hernández "
         f"Luna 100%\nSucursal 1783 Chapalita, {_f(dt)}"),
        (f"{es}/Escaneo_0027.pdf", P, BODA, 65, "Detalles Nupciales Lupita - Nota de venta 2291\nLazo de cristal "
         "plata con estuche grabado 'Daniela & Iván 17.10.2026'\nAnticipo $1,200.00  Resta $1,200.00\nEntrega: 30 "
         "de junio de 2026"),
        (f"{es}/Escaneo_0028.pdf", A, IMP, 35, lambda r, dt: f"SAT - Resolución de devolución automática\nEjercicio "
         f"2025, declaración anual\nContribuyente: {ME}  RFC {MRFC}\nSaldo a favor autorizado: {_m(r, 2_000, 6_000)}\n"
         f"Depositado a cuenta BBVA CLABE terminación 2211 el {_f(dt)}"),
        (f"{es}/Escaneo_0029.pdf", X, SO, 1410, "Salazar, Ochoa y Asociados, S.C. - Evaluación de desempeño 2021\n"
         "Colaboradora: Mariana Velázquez Orozco, encargada de nóminas\nCalificación: 4.6/5\nComentarios del socio: "
         "excelente manejo del timbrado y del SUA; se propone como supervisora en 2022."),
        (f"{dl}/documento (6).pdf", A, SAL, 200, "Dra. Ana Íñiguez Gallardo - Ginecología y obstetricia\nPaciente: "
         "Mariana Velázquez Orozco, 33 años\nColposcopia normal. Ultrasonido pélvico sin alteraciones.\nIndicaciones: "
         "sulfato ferroso 1 tableta diaria por 3 meses (ferritina baja). Control anual."),
        (f"{dl}/descarga (2).pdf", P, GUA, 75, "Estancia y Maternal Semillitas - Proceso de admisión 2026-2027\n"
         "Maternal 1 (12-24 meses) y Maternal 2 (24-36 meses)\nVisitas guiadas martes y jueves 10:00, cupo limitado "
         "a 12 niños por grupo\nAv. Guadalupe 1234, Chapalita, tel. 33 3122 4580"),
        (f"{dl}/descarga (3).pdf", R, DS, 190, "Guía práctica: cálculo de PTU 2025\nBase: renta gravable del "
         "ejercicio (art. 9 LISR) x 10%\nTope: 3 meses de salario o promedio de los últimos 3 años\nPago a más "
         "tardar 30 de mayo (personas morales)"),
        (f"{esc}/Nuevo documento de texto (4).txt", P, EUC, 5, "dudas para la asesoría del sábado (Colegio)\n"
         "- NIF D-3 beneficios a empleados: PTU diferida\n- costeo absorbente vs directo, ejercicio 7 del simulacro 3\n"
         "- valor presente anualidad anticipada\n- llevar calculadora financiera HP 10bII"),
        ("Celular/WhatsApp Documents/DOC-20260512-WA0008.pdf", A, CASA, 20, "Leticia Partida Ramos - aviso\nA partir "
         "del 1 de noviembre de 2026, en la renovación del contrato, la renta del departamento de Calle Tepic 1187 "
         "int. 5 será de $14,200.00 mensuales. Favor de confirmar si renuevan."),
        ("Celular/WhatsApp Documents/DOC-20260405-WA0011.docx", P, AUD, 57, "Héctor Barba - relación de clientes a "
         "confirmar saldos 31/12/2025\nAgroquímicos del Bajío (Irapuato)\nSemillas y Fertilizantes Arandas\nGranja "
         "Avícola San Isidro\nFerretería Agrícola Tepa\nRancho El Mezquite\nEnviar las cartas firmadas por el Ing. "
         "Gómez con sobre de respuesta a la C.P. Velázquez"),
        ("Documentos/Nuevo documento de texto.txt", R, "Cocina", 90, "Tamales de rajas con queso (Tía Rocío)\n"
         "2 kg masa para tamal, 500 g manteca, caldo de pollo, 8 chiles poblanos asados, 500 g queso panela\n"
         "hojas de maíz remojadas; vaporera 1 h 15 min"),
        (f"{y4}/Escaneo_0006.pdf", X, MAT, 830, "Aviso de regreso a actividades\nGuadalajara, 12 de abril de 2024\n"
         "Estimados clientes: a partir del lunes 15 de abril retomo la atención de su contabilidad. Agradezco a la "
         "C.P. Guadalupe Ríos la cobertura durante mi incapacidad por maternidad.\nMariana Velázquez Orozco"),
        (f"{dl}/archivo (1).pdf", A, FAM, 400, "Gobierno de México - Pasaporte mexicano\nCita SRE Delegación "
         "Guadalajara\nSolicitante: Sofía Hernández Velázquez (menor de edad)\nAcompañan: ambos padres con INE\n"
         "Pasaporte expedido 22 de abril de 2025, vigencia 3 años"),
    ]
    for rel, b, t, age, content in H:
        add(rel, b, t, age, content, hard=True)

    # ------------------------------------------------------------ Left and dot files
    add(f"{dl}/Unconfirmed 482211.crdownload", L, "Sistema", 0.2, _blob(r, b"PK\x03\x04", 700))
    add(f"{dl}/RMF_2026_Anexo_20.pdf.part", L, "Sistema", 1, _blob(r, b"%PDF-1.7\n", 700))
    add("Documentos/Despacho/Clientes/Ferretería Lomelí/2026/04 abril/~$Conciliación bancaria abril.xlsx", L,
        "Sistema", 1, _blob(r, b"\x0bMariana", 150))
    add("Documentos/Auditoría Los Altos/~$forme borrador v2.docx", L, "Sistema", 0.5, _blob(r, b"\x0bMariana", 150))
    add(f"{esc}/desktop.ini", L, "Sistema", 900, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21769\n")
    add("Imágenes/Thumbs.db", L, "Sistema", 150, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 500))
    add(f"{es}/Thumbs.db", L, "Sistema", 40, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 500))
    add("Música/desktop.ini", L, "Sistema", 1000, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21790\n")
    dot("Documentos/Boda Dani/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 40)
    dot(f"{rb}/.nomedia", b"", 880)
    return items
