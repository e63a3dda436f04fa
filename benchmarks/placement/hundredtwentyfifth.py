"""A hundred-and-twenty-fifth unseen labelled corpus: a Madrid software engineer's MacBook, ``build(root, seed)``, written blind.

What was read (nothing else): the brief ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py``
lines 1-220 (docstring and helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``,
``_id3``, ``_blob``) and lines 1296-1360 (the write/encode/add/dot/photo helpers at the start of ``build()``);
``benchmarks/placement/corpus.py`` lines 1-30 and its functions ``_pdf`` and ``_jpeg``;
``benchmarks/placement/blind.py`` lines 74-107 and its function ``_png``; a listing of the file names in
``benchmarks/placement/``. Slips, recorded honestly: (1) printing corpus.py's ``_jpeg`` with a fixed line
range ran ~25 lines into the start of corpus.py's ``build()`` (a loop over a ``NAMED`` table of loose
Downloads files and camera photos); (2) ``head -5`` of ``hundredtwentysecond.py`` showed that module's
docstring title line and the start of its "what was read" paragraph. Nothing from either was used here.
Nothing under ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, no git, no benchmark run or result.

The person: Javier ("Javi") Ortega Muñoz, 31, software engineer in Madrid (Lavapiés, C/ del Ave María 23,
3º B), living with his partner Lucía Herrero Vidal (a nurse at Hospital 12 de Octubre) in a rented flat
since September 2021 (landlord Pilar Sanz Córdoba; rent and bills split with Lucía via Splitwise). Since
May 2023 he works remotely as a senior backend engineer for Klarwerk GmbH, a Berlin logistics-scheduling
startup, employed in Spain through the employer of record Remotia Employer Services S.L. (nóminas,
contract, remote-work annex, equipment policy, half-yearly performance reviews with his manager Katrin
Vogel). Since February 2024 he is also an autónomo (IAE 763, programadores) with two small clients:
the cooperative Huerta Viva S. Coop. Mad. (Vallecas), for which he is building an ordering web app
now (proposal, contract, specs, milestone invoices; go-live September 2026), and Autoescuela Ríos
(Alcorcón), a monthly website/booking maintenance retainer. He files quarterly modelo 303 (IVA) and 130
(IRPF), pays the cuota de autónomos, keeps a libro registro and files the annual renta. Money: ING
(nómina account), an old BBVA account, MyInvestor index funds. Health: Sanitas private insurance, a
dentist in Embajadores, physio for a climbing finger injury. Climbing at the Bloque Sur gym (quarterly
fee) with an FMM federation licence. Ongoing projects: Huerta Viva's app; his side project Presa (a
climbing-logbook mobile app, launch on the stores planned 20 June 2026); a German course at the
Goethe-Institut Madrid towards the Goethe-Zertifikat B1 exam on 17 October 2026; organising his friend
Dani Prieto's bachelor weekend (despedida) in Lisbon, 19-21 June 2026. Ended: his degree in Ingeniería
Informática at the UPM (2013-2017, TFG on EMT bus routes); his job at Altamira Consulting Group in Madrid
(2017 - April 2023); the freelance client Ediciones Trébol (a catalogue and shop website, delivered and
closed in June 2025); the shared flat in Chamberí (2018-2021); the trip to Japan (April 2024).
Languages: Spanish, English at work, some German.

The machine (macOS, Spanish locale), home folder: ``Documentos/`` (half organised: Trabajo/Klarwerk,
Autónomo with client folders, Hacienda, Banco, Piso, Salud, Alemán B1, Viajes, Universidad, Altamira, a
``2023/`` folder of dumped scans, loose files), ``Descargas/`` (the dump), ``Escritorio/`` (a dump with a
``Capturas/`` screenshots folder), ``Imágenes/`` (photos by year, the Japan trip, app artwork),
``Música/``, ``code/`` (three git repos: huerta-viva-app, presa, tfg-emt-rutas) and ``Disco WD antiguo/``,
a copy of an old external drive (2016-2019) made when the drive started failing.

LABELLING RULES (written before any file was generated; as of NOW = 2026-06-01):

- Projects: Huerta Viva's web app -- proposal, contract, specs, minutes, timesheets, mockups, its milestone
  invoices (he files them in the client folder, they are payment steps of the job in progress), its
  emails and its code repo (topic Huerta Viva); the Presa app and its launch -- code, roadmap, store texts,
  artwork, beta feedback, privacy policy (Presa); the German course until the B1 exam -- enrolment,
  course invoice, vocabulary, homework, model tests, listening mp3s (Alemán); the Lisbon bachelor weekend
  -- flights, flat, kitty spreadsheet, plan, Bizum receipts (Viajes).
- Areas: the job at Klarwerk via Remotia -- nóminas, contract, equipment policy, reviews, 1:1 notes, HR
  mail (Klarwerk); the autónomo business -- issued invoices to Autoescuela Ríos and to any past client,
  expense invoices, modelo 303/130/390/036, cuota receipts, libro registro, the Ríos retainer (Autónomo);
  the annual renta of any year, datos fiscales, certificados de retenciones (Hacienda); bank, broker,
  budget (Finanzas); the rented flat -- lease, deposit, bills, shared-expense exports, landlord letters,
  renter's insurance (Piso); Sanitas, dentist, physio, blood tests (Salud); the climbing gym fee and
  federation licence (Escalada). An old renta (2022) is still Areas/Hacienda.
- Resources: programming articles, papers, cheat sheets, tech ebooks (Programación); novels (Libros);
  music (Música); installers (Software); everyday photos, WhatsApp images and screenshots (Fotos);
  climbing topos, training plans, technique articles (Escalada); recipes (Cocina).
- Archive: the degree and its TFG repo (Universidad); the Altamira job (Altamira); the finished Trébol
  client -- proposal, spec, handover, manual (Ediciones Trébol; its invoices stay Areas/Autónomo); the Japan
  trip, its papers and photos (Viajes); the Chamberí shared flat (Piso); the old external-drive copy
  (everything in it is Archive: uni files topic Universidad, Altamira files Altamira, the rest Backup).
- Left: .crdownload/.part downloads, Office lock files ``~$x.docx``, Thumbs.db, desktop.ini (Sistema).
  Dot files (.DS_Store, .gitignore, .git/*, .env) are written with dot() and not labelled.
Edge cases: photos of a project (Presa artwork, Huerta Viva mockups, Japan photos) follow the project;
generic ``Captura de pantalla`` PNGs are everyday screenshots (Resources/Fotos), but a screenshot saved
as PDF that is a receipt is labelled by its content. ``hard`` marks a file whose name and folder say
nothing about its subject (``Descargas/documento(2).pdf``, ``Escritorio/Sin título.txt``,
``Documentos/2023/scan0003.pdf``, ``Descargas/export.csv``); images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers / people

ME = "Javier Ortega Muñoz"
NIF = "51482937J"
ADDR = "C/ del Ave María 23, 3º B, 28012 Madrid"
EMAIL = "javi.ortega.dev@gmail.com"
IBAN = "ES76 1465 0100 91 2039 4417 8823"
MES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
       "noviembre", "diciembre"]
EOR = "Remotia Employer Services S.L. (CIF B-88213547), C/ de Orense 34, 28020 Madrid"
HV = "Huerta Viva S. Coop. Mad. (CIF F-87390214), C/ del Puerto de Canfranc 14, 28038 Madrid"
RIOS = "Autoescuela Ríos S.L. (CIF B-84120976), Av. de Portugal 41, 28921 Alcorcón"
TREBOL = "Ediciones Trébol S.L. (CIF B-98662051), C/ de Sueca 12, 46006 Valencia"
FRIENDS = ["Dani Prieto", "Sergio Calvo", "Álvaro Núñez", "Rubén Lozano", "Pablo Ibáñez", "Iker Etxeberria",
           "Marcos Vidal", "Hugo Serrano", "Nacho Romero", "Adrián Molina", "Carlos Benítez"]


def _e(v: float) -> str:
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return s + " €"


def _f(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _mes(dt: datetime) -> str:
    return f"{MES[dt.month - 1]} {dt.year}"


def _q(dt: datetime) -> tuple[int, int]:
    """The quarter just finished when a 303/130 is filed on ``dt``."""
    q = (dt.month - 1) // 3
    return (dt.year, q) if q else (dt.year - 1, 4)


def _eml(frm: str, to: str, subj: str, body: str, dt: datetime) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} 10:{dt.day + 10:02d}:00 +0200\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


def at(fn, y: int, m: int, d: int):
    """Render template ``fn`` for a fixed document date (downloads are often newer than the paper)."""
    return lambda r, dt: fn(r, datetime(y, m, d, tzinfo=timezone.utc))


# --------------------------------------------------------------------------- Klarwerk (Areas)

def t_nomina(r, dt):
    gross = 5166.67 + (250.0 if dt.year >= 2026 else 0.0)
    base = min(gross, 5101.20 if dt.year >= 2026 else 4909.50)
    cc, des, fp, mei = base * 0.047, base * 0.0155, base * 0.001, base * (0.0015 if dt.year >= 2026 else 0.0013)
    irpf = gross * 0.27
    net = gross - cc - des - fp - mei - irpf
    return (f"RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS\nEmpresa: {EOR}\nCCC 28/1147093/52\n"
            f"Centro de trabajo: teletrabajo (Madrid) - cliente Klarwerk GmbH, Berlin\n"
            f"Trabajador: {ME}  NIF {NIF}  NAF 28/10472293/61\nCategoría: Ingeniero/a de software sénior  "
            f"Grupo de cotización 01\nPeriodo de liquidación: 01/{dt.month:02d}/{dt.year} a fin de {_mes(dt)}  (30 días)\n"
            f"I. DEVENGOS\nSalario base {_e(gross - 1240.00)}\nMejora voluntaria absorbible {_e(1240.00)}\n"
            f"Compensación gastos teletrabajo (exenta) {_e(45.00)}\nA. TOTAL DEVENGADO {_e(gross + 45)}\n"
            f"II. DEDUCCIONES\nContingencias comunes 4,70% {_e(cc)}\nDesempleo 1,55% {_e(des)}\n"
            f"Formación profesional 0,10% {_e(fp)}\nMEI {_e(mei)}\nIRPF 27,00% {_e(irpf)}\n"
            f"B. TOTAL A DEDUCIR {_e(cc + des + fp + mei + irpf)}\nLÍQUIDO TOTAL A PERCIBIR (A-B) {_e(net + 45)}\n"
            f"Base de cotización contingencias comunes {_e(base)}\nTransferencia a {IBAN[:9]}... ING\n"
            f"Madrid, {_f(dt.replace(day=28))}  Recibí")


def t_contrato_eor(r, dt):
    return (f"CONTRATO DE TRABAJO POR TIEMPO INDEFINIDO A JORNADA COMPLETA\nEn Madrid, a 2 de mayo de 2023\n"
            f"De una parte, {EOR}, representada por D.ª Elena Marín Castro (Directora de Operaciones).\n"
            f"De otra, {ME}, NIF {NIF}, domiciliado en {ADDR}.\n"
            "CLÁUSULAS\nPrimera. El trabajador prestará servicios como Senior Backend Engineer, grupo profesional 1 del "
            "Convenio colectivo estatal de empresas de consultoría, asignado al cliente Klarwerk GmbH "
            "(Oranienstraße 185, 10999 Berlin).\nSegunda. Duración indefinida, con inicio el 15/05/2023 y periodo de "
            "prueba de seis meses.\nTercera. Jornada de 40 horas semanales, lunes a viernes, horario flexible con franja "
            "común 10:00-15:00 (hora de Madrid).\nCuarta. Retribución bruta anual de 62.000 € en 12 pagas (pagas "
            "extraordinarias prorrateadas).\nQuinta. Trabajo a distancia al 100% conforme a la Ley 10/2021; ver Anexo I.\n"
            "Sexta. Vacaciones: 25 días laborables al año.\nSéptima. Preaviso de 15 días en caso de baja voluntaria.")


def t_anexo_tele(r, dt):
    return ("ANEXO I - ACUERDO DE TRABAJO A DISTANCIA (Ley 10/2021)\nTrabajador: " + ME + "\nLugar de trabajo a distancia: "
            + ADDR + "\nPorcentaje de trabajo a distancia: 100%\nMedios facilitados por la empresa: MacBook Pro 14\" M3 "
            "(etiqueta KW-0419), monitor Dell U2723QE, auriculares Jabra Evolve2 65.\nCompensación de gastos: 45 € "
            "mensuales en nómina (conexión, electricidad).\nDesconexión digital: sin comunicaciones fuera de 09:00-19:00 "
            "salvo guardia on-call retribuida.\nReversibilidad: cualquiera de las partes con preaviso de 30 días.")


def t_equipment(r, dt):
    return ("Klarwerk GmbH - Equipment & Security Policy v3.2 (valid from 1 Jan 2026)\nApplies to all employees and "
            "EOR-employed staff (Remotia ES, Deel PT).\n1. Company laptop: every engineer receives a MacBook Pro managed "
            "via Kandji. FileVault must stay on. Asset tags are recorded in Snipe-IT.\n2. No company source code, "
            "customer data or credentials on personal devices. Personal side projects must not use company "
            "accounts.\n3. Home-office budget: EUR 600 per calendar year for chair, desk, lighting; claim through "
            "Personio with receipt.\n4. Lost or stolen equipment: report to it@klarwerk.de within 24 hours.\n"
            "5. Offboarding: return all equipment within 14 days using the prepaid DHL label.\n"
            "6. Travel to Berlin offsites: company laptop only, no USB storage.\nOwner: Jonas Richter, Head of IT")


def t_review(half):
    def f(r, dt):
        return (f"Performance Review {half} - Javier Ortega (Senior Backend Engineer, Team Dispatch)\nManager: Katrin "
                f"Vogel  |  Date: {_f(dt)}\nOverall rating: {r.choice(['Exceeds expectations', 'Strong performer'])}\n"
                "Impact: led the migration of the route-optimisation worker from Python to Go; p95 planning latency "
                "from 4.1 s to 1.3 s. Owned the on-call rotation handbook.\nCollaboration: good reviews of the "
                "Warsaw contractors' PRs; could share context earlier with Product.\nGrowth: next step Staff "
                "Engineer track; proposal: drive the multi-depot planning RFC in the next half.\n"
                f"Salary adjustment: +{r.choice([3, 4, 5])}% from 1 {'January' if 'H2' in half else 'July'}.\n"
                "Employee comments: agree; would like budget for the GopherCon EU ticket.")
    return f


def t_selfassess(r, dt):
    return ("Self-assessment H1 2026 - Javi O.\nWhat went well: shipped multi-depot planning beta to Spedition "
            "Brandt and Havel Logistik; wrote RFC-031 (event sourcing for dispatch changes).\nWhat could be "
            "better: on-call incident 14 March (Redis eviction) took 3 h to resolve; postmortem follow-ups still "
            "open.\nGoals next half: Staff promo case, mentor Lena (junior), reduce planner cold start.\n"
            "Questions for Katrin: conference budget, Berlin offsite dates in September, EOR bonus payout via Remotia.")


def t_1on1(r, dt):
    return (f"1:1 Katrin - {dt:%d.%m.}\n- offsite Berlin 22-24 Sept: flights booked by Personio travel, hotel Michelberger\n"
            "- on-call swap with Tobias for week 24 (I'm in Lisbon 19-21 June!)\n- promo: Staff packet due end of "
            "July, needs 2 peer letters (Mehmet, Ana)\n- Remotia: ask about the 2025 bonus in the June nómina, "
            "IRPF withholding 27% seems high\n- RFC-031 review Thursday")


def t_offer(r, dt):
    return ("Klarwerk GmbH - Offer of Employment\nBerlin, 11 April 2023\nDear Javier,\nWe are delighted to offer you "
            "the position of Senior Backend Engineer in Team Dispatch. As we have no Spanish entity, you will be "
            "employed by our employer-of-record partner Remotia Employer Services S.L. in Madrid.\nStart date: 15 May "
            "2023. Gross salary: EUR 62,000 per year. Stock options: 4,000 virtual shares (VSOP), 4-year vesting, 1-year "
            "cliff. Equipment: MacBook Pro and EUR 600 yearly home-office budget.\nPlease sign by 18 April.\n"
            "Best, Sophie Lange, People & Culture")


def t_klar_mail(r, dt):
    return _eml("Sophie Lange <sophie.lange@klarwerk.de>", "team-dispatch@klarwerk.de",
                "Offsite Berlin 22-24 September 2026 - save the date",
                "Hi all,\nour autumn offsite will be in Berlin-Kreuzberg, 22-24 September. EOR colleagues (Remotia ES, "
                "Deel PT) please book through Personio Travel; the company covers flights and 3 nights at Michelberger "
                "Hotel. Agenda: Tuesday planning roadmap 2027, Wednesday hack day, Thursday team dinner.\n"
                "Please fill in the dietary form by 30 June.\nViele Grüße, Sophie", dt)


def t_remotia_mail(r, dt):
    return _eml("People Remotia <people@remotia.es>", f"{ME} <{EMAIL}>",
                "Cambio de seguro médico colectivo y retribución flexible 2026",
                f"Hola Javier:\nTe informamos de que a partir del 1 de julio el plan de retribución flexible incluye "
                "seguro de salud (exento hasta 500 €/año), cheque transporte y formación. Si ya tienes póliza privada "
                "puedes mantenerla. El bonus 2025 de Klarwerk (2.400 € brutos) se abonará en la nómina de junio con "
                "la retención habitual.\nPara cualquier duda, escríbenos.\nUn saludo,\nEquipo de People - Remotia", dt)


def t_homeoffice(r, dt):
    return ("Fecha;Concepto;Proveedor;Importe;Estado Personio\n2026-01-14;Silla Sihoo M57;Amazon.es;219,99;reembolsado\n"
            "2026-02-03;Lámpara BenQ ScreenBar;PcComponentes;109,00;reembolsado\n2026-04-22;Reposapiés;IKEA;24,99;pendiente\n"
            "Total;;;353,98;de 600 € anuales")


# --------------------------------------------------------------------------- Autónomo (Areas)

def factura(client: str, series: str, concepts: list[tuple[str, float]], ret: float = 0.07):
    def f(r, dt, num=None):
        num = num or f"{series}{dt.year}-{r.randint(3, 48):03d}"
        lines = "\n".join(f"{c}  {_e(v)}" for c, v in concepts)
        base = sum(v for _, v in concepts)
        return (f"FACTURA Nº {num}\nFecha de expedición: {_f(dt)}\nEmisor: {ME} - NIF {NIF}\n{ADDR}\n{EMAIL}\n"
                f"Cliente: {client}\nConcepto:\n{lines}\nBase imponible {_e(base)}\nIVA 21% {_e(base * 0.21)}\n"
                f"Retención IRPF {int(ret * 100)}% (inicio de actividad, art. 101.5 LIRPF) -{_e(base * ret)}\n"
                f"TOTAL A PAGAR {_e(base * (1.21 - ret))}\nForma de pago: transferencia a {IBAN} (30 días)")
    return f


F_RIOS = factura(RIOS, "F", [("Mantenimiento mensual web y sistema de reservas de clases prácticas", 380.0),
                             ("Soporte incidencias (2 h)", 90.0)])
F_TREBOL = factura(TREBOL, "F", [("Desarrollo tienda online catálogo (hito 2 de 3)", 3200.0)])
F_HV1 = factura(HV, "HV", [("Hito 1: análisis y diseño funcional de la app de pedidos (30%)", 4440.0)])
F_HV2 = factura(HV, "HV", [("Hito 2: MVP pedidos de cestas semanales y panel de socias (40%)", 5920.0)])


def t_303(r, dt):
    y, q = _q(dt)
    base = r.uniform(1500, 7800)
    ded = r.uniform(80, 320)
    return (f"Agencia Tributaria - MODELO 303 - IVA Autoliquidación\nEjercicio {y}  Periodo {q}T\nNIF {NIF}  "
            f"{ME.upper()}\nRégimen general: base imponible 21% [07] {_e(base)}  cuota [09] {_e(base * 0.21)}\n"
            f"Total cuota devengada [27] {_e(base * 0.21)}\nIVA deducible operaciones interiores [28] {_e(ded / 0.21)}  "
            f"[29] {_e(ded)}\nTotal a deducir [45] {_e(ded)}\nResultado [46] {_e(base * 0.21 - ded)}\n"
            f"Resultado de la liquidación [71] {_e(base * 0.21 - ded)}  A INGRESAR\nForma de pago: domiciliación "
            f"ING {IBAN[-4:]}\nCSV: {r.randint(10**15, 10**16 - 1):X}  Presentado el {_f(dt)}")


def t_130(r, dt):
    y, q = _q(dt)
    ing = r.uniform(4000, 11000) * q
    gas = r.uniform(600, 1500) * q
    prev = max(0.0, (ing - gas) * 0.2 * (q - 1) / q - r.uniform(0, 200)) if q > 1 else 0.0
    ret = ing * 0.07
    res = max(0.0, (ing - gas) * 0.2 - prev - ret)
    return (f"MODELO 130 - IRPF Empresarios y profesionales en estimación directa - Pago fraccionado\n"
            f"Ejercicio {y}  Periodo {q}T  NIF {NIF}  {ME}\nI. Actividades económicas en estimación directa\n"
            f"[01] Ingresos computables del periodo (acumulados) {_e(ing)}\n[02] Gastos fiscalmente deducibles {_e(gas)}\n"
            f"[03] Rendimiento neto {_e(ing - gas)}\n[04] 20% de [03] {_e((ing - gas) * 0.2)}\n"
            f"[05] Pagos fraccionados de trimestres anteriores {_e(prev)}\n[06] Retenciones soportadas {_e(ret)}\n"
            f"[07] {_e(res)}\n[19] Resultado de la autoliquidación {_e(res)}" + ("  A INGRESAR" if res else "  NEGATIVA / CERO"))


def t_390(r, dt):
    return (f"MODELO 390 - Declaración-resumen anual IVA  Ejercicio 2025\nNIF {NIF}  {ME}\nActividad: programadores y "
            f"analistas de informática (IAE 763)  CNAE 6201\nOperaciones régimen general: base imponible 21% "
            f"{_e(31860.0)}  cuota {_e(6690.60)}\nIVA deducible en operaciones interiores {_e(941.33)}\n"
            f"Resultado régimen general {_e(5749.27)}\nVolumen total de operaciones {_e(31860.0)}\n"
            "Clientes principales: Ediciones Trébol S.L., Autoescuela Ríos S.L., Huerta Viva S. Coop. Mad.")


def t_cuota(r, dt):
    tarifa = dt < datetime(2025, 2, 1, tzinfo=timezone.utc)
    imp = 80.0 if tarifa else (294.0 if dt.year >= 2026 else 283.0)
    return (f"TESORERÍA GENERAL DE LA SEGURIDAD SOCIAL\nRecibo de liquidación de cotizaciones - {_mes(dt).upper()}\n"
            f"Régimen Especial de Trabajadores Autónomos (RETA)\nTitular: {ME}  NAF 28/10472293/61\n"
            + ("Tarifa plana (art. 38 ter LGSS), primeros 12 meses\n" if tarifa else
               "Cotización por ingresos reales: tramo 5 (rendimientos 1.166,70 - 1.300,00 €/mes)\n")
            + f"Base de cotización {_e(950.98 if tarifa else 1029.13)}\nImporte cargado {_e(imp)}\n"
            f"Cargo en cuenta {IBAN[:4]} **** {IBAN[-4:]} el {_f(dt.replace(day=28 if dt.day > 28 else dt.day))}\n"
            "Entidad: ING Bank NV Sucursal en España")


def t_alta_reta(r, dt):
    return ("TESORERÍA GENERAL DE LA SEGURIDAD SOCIAL - Dirección Provincial de Madrid\nRESOLUCIÓN SOBRE ALTA EN EL "
            f"RÉGIMEN ESPECIAL DE TRABAJADORES AUTÓNOMOS\nInteresado: {ME}  NIF {NIF}\nFecha de alta: 01/02/2024  "
            "Actividad: programación informática, CNAE 6201\nSe reconoce la cuota reducida (tarifa plana) de 80 € "
            "mensuales durante 12 meses (01/02/2024 - 31/01/2025), en situación de pluriactividad con el Régimen "
            "General (Remotia Employer Services S.L.).\nMadrid, 06/02/2024")


def t_036(r, dt):
    return (f"MODELO 036 - Declaración censal de alta\nNIF {NIF}  {ME}\nDomicilio fiscal: {ADDR}\nCausa: alta en el censo "
            "de empresarios, profesionales y retenedores. Fecha de inicio de actividad: 01/02/2024\nEpígrafe IAE: "
            "sección 2, 763 - Programadores y analistas de informática\nIVA: régimen general, modelo 303 trimestral\n"
            "IRPF: estimación directa simplificada, pagos fraccionados modelo 130\nPresentado 29/01/2024")


def gasto(vendor: str, item: str, amt: float):
    def f(r, dt):
        return (f"{vendor}\nInvoice / Factura {r.randint(100000, 999999)}\nDate: {_f(dt)}\nBill to: {ME}, NIF {NIF}, "
                f"{ADDR}\n{item}  {_e(amt)}\nVAT 21% {_e(amt * 0.21)}\nTotal {_e(amt * 1.21)}\nPaid by Visa **** 4417")
    return f


def t_libro(year: int):
    def f(r, dt):
        rows = ["Fecha;Nº factura;Cliente/Proveedor;NIF;Concepto;Base;IVA;IRPF;Total;Tipo"]
        for m in range(1, 13 if year < 2026 else 6):
            b = 470.0
            rows.append(f"{year}-{m:02d}-01;F{year}-{m * 2:03d};Autoescuela Ríos S.L.;B84120976;Mantenimiento "
                        f"{MES[m - 1]};{b:.2f};{b * .21:.2f};{b * .07:.2f};{b * 1.14:.2f};ingreso")
            if m % 3 == 0:
                rows.append(f"{year}-{m:02d}-10;{r.randint(10000, 99999)};JetBrains s.r.o.;CZ26806611;IntelliJ "
                            f"licencia;24.90;5.23;0;30.13;gasto")
        if year == 2025:
            rows.append("2025-03-31;F2025-007;Ediciones Trébol S.L.;B98662051;Hito 2 tienda;3200.00;672.00;224.00;3648.00;ingreso")
            rows.append("2025-06-20;F2025-013;Ediciones Trébol S.L.;B98662051;Hito 3 entrega;2100.00;441.00;147.00;2394.00;ingreso")
        else:
            rows.append("2026-03-02;HV2026-004;Huerta Viva S. Coop. Mad.;F87390214;Hito 1;4440.00;932.40;310.80;5061.60;ingreso")
        return "\n".join(rows)
    return f


def t_rios_contrato(r, dt):
    return ("CONTRATO DE PRESTACIÓN DE SERVICIOS DE MANTENIMIENTO WEB\nMadrid, 3 de marzo de 2024\nREUNIDOS: de una "
            f"parte {RIOS}, representada por D. Tomás Ríos Gallardo; de otra, {ME}, NIF {NIF}, trabajador autónomo.\n"
            "OBJETO: mantenimiento de autoescuelarios.es (WordPress) y del sistema de reserva de clases prácticas "
            "(Laravel), copias de seguridad diarias, actualizaciones de seguridad y hasta 2 horas de soporte al mes.\n"
            "PRECIO: 380 € + IVA mensuales; horas adicionales a 45 €/h. Facturación mensual, pago a 30 días.\n"
            "DURACIÓN: un año prorrogable tácitamente por periodos anuales, preaviso de 2 meses.")


def t_rios_log(r, dt):
    return ("Ríos - incidencias\n" + "\n".join(
        f"{_iso(dt - timedelta(days=d))}  {x}" for d, x in ((61, "caída del formulario de reservas tras update PHP 8.3, "
                                                                  "arreglado (1,5 h)"),
                                                               (34, "alta profesor nuevo (Raquel) en el calendario"),
                                                               (12, "certificado SSL renovado a mano, Let's Encrypt cron roto"),
                                                               (3, "Tomás pide precio para app de test teórico -> pasar presupuesto"))))


# --------------------------------------------------------------------------- Huerta Viva (Projects)

def t_hv_prop(r, dt):
    return (f"PROPUESTA TÉCNICA Y ECONÓMICA\nApp web de pedidos para {HV}\nPreparada por {ME} - {_f(dt)}\n1. Contexto: la "
            "cooperativa reparte 180 cestas semanales de verdura ecológica a sus socias y gestiona los pedidos en "
            "hojas de cálculo y WhatsApp.\n2. Alcance: alta de socias, catálogo semanal, pedido de cesta + extras, "
            "pago con Redsys/Bizum, rutas de reparto por barrio, panel de administración, exportación contable.\n"
            "3. Tecnología: Next.js + PostgreSQL (Supabase), alojamiento en Hetzner (Falkenstein).\n"
            "4. Plan: hito 1 análisis (4 semanas), hito 2 MVP (8 semanas), hito 3 puesta en producción y formación.\n"
            "5. Presupuesto: 14.800 € + IVA (30% / 40% / 30% por hito). Mantenimiento opcional 190 €/mes.\n"
            "Validez de la oferta: 30 días.")


def t_hv_contrato(r, dt):
    return (f"CONTRATO DE DESARROLLO DE SOFTWARE\nEn Madrid, a 19 de enero de 2026\nPartes: {HV}, representada por su "
            f"presidenta D.ª Marta Gil Peña, y {ME}, NIF {NIF}.\nObjeto: desarrollo de la aplicación web de pedidos "
            "descrita en la propuesta de diciembre de 2025 (anexo I).\nPrecio: 14.800 € + IVA, pagaderos por hitos.\n"
            "Plazo: puesta en producción antes del 15 de septiembre de 2026.\nPropiedad intelectual: el código se "
            "cede a la cooperativa con licencia AGPL-3.0 a la entrega final.\nProtección de datos: el desarrollador "
            "actúa como encargado del tratamiento (art. 28 RGPD).\nFirmado: Marta Gil Peña / Javier Ortega Muñoz")


def t_hv_spec(v: str):
    def f(r, dt):
        return (f"Huerta Viva - Especificación funcional {v}\nRoles: socia, grupo de reparto, administración.\n"
                "RF-01 Alta de socia con cuota anual (30 €) y domiciliación.\nRF-02 Catálogo semanal publicado el jueves; "
                "pedidos hasta el domingo 22:00.\nRF-03 Cesta base (pequeña 14 € / grande 22 €) + extras (huevos, pan "
                "de Panadería Orgánica Vallekas, aceite).\nRF-04 Pago Redsys con tarjeta o Bizum; saldo a favor si falta "
                "producto.\nRF-05 Puntos de recogida: Puerto de Canfranc, Nueva Numancia, Entrevías.\nRF-06 Exportación "
                "de pedidos a CSV para Holded.\nPendiente: " + ("tallas de cesta de fruta." if v == "v1" else
                                                                 "cambio de día de reparto a miércoles (acta 3)."))
    return f


def t_hv_acta(n: int):
    def f(r, dt):
        return (f"# Acta reunión {n} - Huerta Viva\nFecha: {_f(dt)}, local de la cooperativa (C/ Puerto de Canfranc 14)\n"
                "Asisten: Marta Gil, Chema Ortiz (reparto), Aurora Blanco (tesorería), Javi\n\n"
                f"- Demo sprint {n}: " + ["login con enlace mágico y catálogo", "pedido de cesta y extras", "pago Redsys en "
                                           "entorno de pruebas"][n - 1] + "\n- Aurora pide exportar pagos por mes para Holded\n"
                "- Chema: rutas de reparto por código postal (28038, 28053)\n- Próxima reunión en dos semanas\n")
    return f


def t_hv_mail(r, dt):
    return _eml("Marta Gil <marta@huertaviva.coop>", f"Javi Ortega <{EMAIL}>", "Re: cambios cesta + fecha de salida",
                "Hola Javi,\nla asamblea aprobó pasar el reparto al miércoles a partir de septiembre, así que los pedidos "
                "se cerrarían el lunes a las 22:00. ¿Afecta mucho al hito 2? También nos gustaría que las socias pudieran "
                "'saltarse' una semana sin llamar.\nLa fecha de salida del 15 de septiembre sigue en pie; Aurora te "
                "transfiere el hito 1 esta semana.\nUn abrazo,\nMarta\n\n> El 12 may 2026, Javi escribió: te paso la demo "
                "del pago con Redsys en staging...", dt)


def t_hv_hours(r, dt):
    rows = ["Fecha;Tarea;Horas;Hito"]
    for i in range(14):
        d = dt - timedelta(days=3 * i + 1)
        rows.append(f"{_iso(d)};{r.choice(['modelo de datos pedidos', 'pantalla catálogo', 'integración Redsys', 'panel admin', 'reunión cooperativa', 'rutas de reparto', 'tests e2e Playwright'])};{r.choice([1.5, 2, 3, 4])};"
                    f"{'H2' if i < 9 else 'H1'}")
    return "\n".join(rows)


def t_hv_ssh(r, dt):
    return ("staging hv\nssh deploy@hv-staging (Hetzner CX22, 49.12.83.201)\ndocker compose -f compose.staging.yml up -d\n"
            "supabase project: huerta-viva-staging\nredsys test: comercio 999008881 terminal 1 (clave SHA256 en 1Password)\n"
            "dominio final pedidos.huertaviva.coop -> DNS en Dinahosting (Marta tiene acceso)")


def t_hv_hosting(r, dt):
    return ("Hetzner Online GmbH - Angebot / Quote\nCustomer: Javier Ortega (on behalf of Huerta Viva S. Coop. Mad.)\n"
            "Cloud server CX32 (4 vCPU, 8 GB) Falkenstein  EUR 6.80/month\nVolume 40 GB  EUR 1.76/month\n"
            "Backups (20%)  EUR 1.36/month\nTotal EUR 9.92/month excl. VAT\nDomain pedidos.huertaviva.coop managed externally")


# --------------------------------------------------------------------------- Presa (Projects)

PRESA_README = ("# Presa\n\nLibreta de escalada para el móvil: registra bloques y vías, grado, intentos, estilo (flash, "
                "a vista, encadenada) y fotos del croquis. Funciona sin conexión en el sector.\n\n## Stack\n- Expo "
                "(React Native) + TypeScript\n- SQLite local, sincronización opcional con Supabase\n- Grados: Fontainebleau, "
                "V-scale, francés, UIAA\n\n## Lanzamiento\nApp Store y Google Play el 20/06/2026 (v1.0.0).\n\n"
                "```\nnpm install\nnpx expo start\n```\n")


def t_presa_roadmap(r, dt):
    return ("# Presa - roadmap\n\n## v1.0 (lanzamiento 20 junio 2026)\n- [x] registro de ascensiones offline\n- [x] "
            "estadísticas por grado y mes\n- [x] importar CSV de 8a.nu\n- [ ] pantalla de suscripción (2,49 €/mes, "
            "RevenueCat)\n- [ ] política de privacidad publicada en presa.app/privacidad\n\n## v1.1\n- sesiones de "
            "rocódromo con cronómetro de descanso\n- compartir croquis con amigos\n- widget iOS\n")


def t_presa_checklist(r, dt):
    return ("LANZAMIENTO PRESA - checklist\n[x] cuenta Apple Developer (99 $) renovada\n[x] ficha Google Play en "
            "revisión interna\n[ ] capturas 6,7\" y 5,5\" en ES/EN\n[ ] texto promocional: 'Tu libreta de escalada, "
            "también sin cobertura'\n[ ] post en r/bouldering y en el grupo de Bloque Sur\n[ ] pedir a Nacho 20 "
            "códigos de prueba para el club\n[ ] Product Hunt martes 23/06\n[ ] revisar crash de Android 12 al "
            "importar CSV (Sentry PRESA-4F)")


def t_presa_privacy(r, dt):
    return ("Presa - Política de privacidad (borrador)\nResponsable: Javier Ortega Muñoz, " + ADDR + ", hola@presa.app\n"
            "Datos tratados: correo electrónico (si creas cuenta), registros de escalada, fotos que subas. La "
            "localización solo se usa para sugerir sectores cercanos y no se guarda.\nBase jurídica: ejecución del "
            "servicio (art. 6.1.b RGPD). Encargados: Supabase Inc. (UE, Frankfurt), RevenueCat, Sentry.\n"
            "Conservación: hasta que borres la cuenta. Derechos ARSULIPO en hola@presa.app o ante la AEPD.")


def t_presa_store(r, dt):
    return ("App Store Connect - Presa 1.0\nNombre: Presa - libreta de escalada\nSubtítulo: Bloques y vías, sin "
            "conexión\nPalabras clave: escalada,boulder,bloque,vías,rocódromo,grados,logbook,climbing\nDescripción: "
            "Apunta cada bloque y vía que pruebas, incluso en el sector sin cobertura...\nCategoría: Deportes\n"
            "Clasificación: 4+\nPrecio: gratis con suscripción Presa Pro (2,49 €/mes o 19,99 €/año)\n"
            "URL de soporte: https://presa.app/soporte")


def t_presa_feedback(r, dt):
    rows = ["fecha;tester;dispositivo;comentario;prioridad"]
    for who, dev, c, p in (("Nacho", "iPhone 13", "no guarda el estilo 'flash' al editar", "alta"),
                           ("Lucía", "iPhone 15", "los grados V y Font se mezclan en estadísticas", "media"),
                           ("Iker", "Pixel 7", "crash al importar CSV de 8a.nu", "alta"),
                           ("Marina (Bloque Sur)", "Galaxy A54", "quiero ver sesiones de rocódromo", "baja"),
                           ("Sergio", "iPhone 12 mini", "botón de guardar tapado por el teclado", "media")):
        rows.append(f"{_iso(dt - timedelta(days=r.randint(1, 20)))};{who};{dev};{c};{p}")
    return "\n".join(rows)


def t_presa_crash(r, dt):
    rows = ["issue,title,events,users,first_seen,release"]
    for i, t in enumerate(("TypeError: undefined is not an object (evaluating 'route.grade.system')",
                           "SQLiteError: UNIQUE constraint failed: ascents.id",
                           "ImportError: CSV header 'Route Name' not found (8a.nu export)",
                           "Network request failed (sync_sessions)")):
        rows.append(f"PRESA-{0x4c + i:X},\"{t}\",{r.randint(3, 90)},{r.randint(1, 12)},{_iso(dt - timedelta(days=9 + i))},presa@0.9.{i + 3}")
    return "\n".join(rows)


def t_presa_press(r, dt):
    return ("Nota para el lanzamiento de Presa\nPresa es una app gratuita para escaladoras y escaladores que quieren "
            "llevar la cuenta de sus bloques y vías sin depender de la cobertura. Nace en Madrid, en las sesiones de "
            "Bloque Sur y los fines de semana en La Pedriza. Disponible desde el 20 de junio de 2026 en App Store y "
            "Google Play. Versión Pro: estadísticas avanzadas y copias en la nube.\nContacto: Javi Ortega, hola@presa.app\n"
            "Enviar a: Desnivel, blog de Bloque Sur, newsletter de la FMM.")


def t_presa_env(r, dt):
    return ("presa prod\nSUPABASE_URL=https://qzvkpresa.supabase.co (anon key en .env, NO subir)\nRevenueCat app id "
            "appl_PrEsA91 / goog_PrEsA44\nEAS build: eas build --platform all --profile production\nBundle id "
            "app.presa.logbook, versión 1.0.0 (build 31)\nTestFlight grupo 'Bloque Sur' 24 testers")


# --------------------------------------------------------------------------- Alemán B1 (Projects)

def t_goethe_anm(r, dt):
    return ("Goethe-Institut Madrid - Anmeldebestätigung / Confirmación de inscripción\nC/ de Zurbarán 21, 28010 Madrid\n"
            f"Teilnehmer: {ME}  Geburtsdatum 04.11.1994\nPrüfung: Goethe-Zertifikat B1 (alle Module: Lesen, Hören, "
            "Schreiben, Sprechen)\nPrüfungstermin: 17.10.2026, 09:00 Uhr; mündliche Prüfung am 17.10. nachmittags\n"
            "Prüfungsgebühr: 255,00 EUR (bezahlt)\nBitte bringen Sie einen gültigen Lichtbildausweis mit.")


def t_goethe_kurs(r, dt):
    return ("Goethe-Institut Madrid - Factura / Rechnung  Nº GI-MAD-2026-" + str(r.randint(1000, 9999)) +
            f"\nCliente: {ME}, NIF {NIF}\nCurso: B1.2 Intensivkurs abends (lunes y miércoles 19:00-21:30), "
            "20/04/2026 - 24/06/2026, 50 unidades lectivas\nProfesora: Frau Annika Weber\nImporte: 595,00 € (exento de IVA art. 20.1.9 LIVA)\n"
            "Material: Aspekte neu B1 plus, Kurs- und Übungsbuch (no incluido)")


def t_wortschatz(n: int):
    sets = [("die Bewerbung - la solicitud", "der Lebenslauf - el CV", "sich bewerben um - solicitar",
             "die Erfahrung - la experiencia", "zuverlässig - fiable"),
            ("die Miete - el alquiler", "die Nebenkosten - los gastos", "der Vermieter - el casero",
             "umziehen - mudarse", "die Kaution - la fianza"),
            ("die Umwelt - el medio ambiente", "der Müll trennen - separar la basura", "verschwenden - desperdiciar",
             "nachhaltig - sostenible", "der Klimawandel - el cambio climático"),
            ("die Gesundheit - la salud", "sich verletzen - lesionarse", "die Überweisung - el volante (médico)",
             "verschreiben - recetar", "die Krankenkasse - la mutua")]
    return lambda r, dt: f"Wortschatz B1 - Lektion {n + 3}\n" + "\n".join(sets[n % 4]) + "\n+ Redemittel: Meiner Meinung nach... / Ich bin der Ansicht, dass..."


def t_hausaufgabe(n: int):
    topics = ["Schreiben Sie eine E-Mail an Ihren Vermieter: die Heizung funktioniert nicht.",
              "Forumsbeitrag: Sollten Kinder ein Smartphone haben? (ca. 80 Wörter)",
              "Bitte um Entschuldigung: Sie können nicht zum Geburtstag Ihrer Kollegin kommen."]
    return lambda r, dt: (f"Hausaufgabe {n + 1} - Javier Ortega - B1.2\nAufgabe: {topics[n]}\n\nLiebe Frau Schmidt,\n"
                          "leider muss ich Ihnen mitteilen, dass ... Ich würde mich freuen, wenn Sie mir bald antworten "
                          "könnten.\nMit freundlichen Grüßen\nJavier\n\nKorrektur Frau Weber: Verbposition im Nebensatz! 'weil "
                          "ich krank bin' - gut, 14/20")


def t_modelltest(r, dt):
    rows = ["Datum;Modelltest;Lesen (/100);Hören (/100);Schreiben (/100);Sprechen (/100);Notiz"]
    for i in range(4):
        d = dt - timedelta(days=7 * (3 - i))
        rows.append(f"{_iso(d)};Goethe B1 Übungssatz {i + 1};{58 + 6 * i + r.randint(0, 5)};{52 + 5 * i + r.randint(0, 6)};"
                    f"{60 + 4 * i};{64 + 3 * i};{['Hören Teil 3 schwer', 'Zeit beim Lesen', 'Brief besser', 'fast 60 überall'][i]}")
    return "\n".join(rows)


def t_redemittel(r, dt):
    return ("Goethe-Zertifikat B1 - Sprechen Teil 2: Ein Thema präsentieren\nFolie 1: Thema vorstellen - 'Ich möchte "
            "euch heute etwas über ... erzählen.'\nFolie 2: Persönliche Erfahrungen\nFolie 3: Situation in meinem "
            "Heimatland - 'In Spanien ist es so, dass ...'\nFolie 4: Vor- und Nachteile\nFolie 5: Abschluss und Dank\n"
            "Teil 3: Fragen zur Präsentation beantworten. Bewertung: Aufgabenerfüllung, Kohärenz, Wortschatz, Strukturen, Aussprache.")


# --------------------------------------------------------------------------- Viajes (Lisbon = Projects, Japan = Archive)

def t_lx_flights(r, dt):
    return ("Ryanair - Confirmación de reserva  Código " + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6)) +
            "\nMadrid (MAD) - Lisboa (LIS)  FR 7241  Vie 19 jun 2026  15:55 - 16:25\nLisboa (LIS) - Madrid (MAD)  "
            "FR 7242  Dom 21 jun 2026  18:50 - 21:15\nPasajeros: " + ", ".join(FRIENDS[:6]) + ", Javier Ortega Muñoz\n"
            "Tarifa Regular con equipaje de mano 10 kg y asiento.\nTotal pagado: 1.043,84 € (Visa **** 4417)")


def t_lx_airbnb(r, dt):
    return ("Airbnb - Reserva confirmada\nCasa con terraza en Alfama para 12 huéspedes - anfitrión: Rui\nRua de São "
            "Miguel 48, 1100-544 Lisboa\nLlegada: viernes, 19 jun 2026 (check-in 17:00)\nSalida: domingo, 21 jun 2026 "
            "(11:00)\n2 noches x 612,00 €  1.224,00 €\nTasa de limpieza 90,00 €  Tasa turística municipal 4 €/noche/"
            "persona (pago en destino)\nTotal 1.394,40 € - Reservado por Javier; reparto: 116,20 € por cabeza")


def t_lx_bote(r, dt):
    rows = ["Nombre;Vuelos;Casa;Surf;Cena sábado;Camiseta;Pagado;Debe"]
    for n in FRIENDS:
        paid = r.choice([0, 150, 250, 307.4])
        c = 99.87 + 116.20 + 35 + 45 + 12 if n != "Dani Prieto" else 0
        rows.append(f"{n};{'99,87' if n != 'Dani Prieto' else '0 (invitado)'};116,20;35;45;12;{paid};{max(0, c - paid):.2f}")
    return "\n".join(rows)


def t_lx_plan(r, dt):
    return ("Despedida Dani - Lisboa 19-21 junio\nVIERNES: llegada 16:25, Airbnb Alfama, cena en Cervejaria Ramiro "
            "(reserva 21:30, 12 pax), Bairro Alto\nSÁBADO: 10:00 tren Cais do Sodré -> Carcavelos, clase de surf "
            "(Carcavelos Surf School, 35 €), comida en la playa, 21:00 cena en Taberna da Rua das Flores, disfraz de "
            "Dani: ¡de sardina!\nDOMINGO: brunch, Miradouro da Senhora do Monte, 17:00 aeropuerto\nNO CONTAR NADA A "
            "LAURA (novia) sobre el disfraz. Bizum a Javi antes del 5 de junio.")


def t_lx_surf(r, dt):
    return ("Carcavelos Surf School - Booking confirmation #CSS-" + str(r.randint(10000, 99999)) +
            "\nGroup lesson 2 h, Saturday 20 June 2026, 11:00, Praia de Carcavelos\n11 participants (group: 'Despedida "
            "Dani'), wetsuit and board included\nPrice: 35 EUR per person, deposit paid 100 EUR, balance on site")


def t_lx_bizum(r, dt):
    return ("ING\nBizum enviado\nImporte: 230,00 €\nA: Sergio Calvo Ruiz (+34 6** *** 318)\nConcepto: señal casa "
            "Lisboa despedida Dani (Airbnb Alfama)\nFecha: 03/04/2026 18:02\nCuenta de cargo: Cuenta NÓMINA **** 8823\n"
            "Operación realizada correctamente")


def t_lx_mail(r, dt):
    return _eml(f"Javi Ortega <{EMAIL}>", ", ".join(f.split()[0].lower() + "@gmail.com" for f in FRIENDS[1:6]),
                "Despedida Dani - Lisboa: cuentas y camisetas",
                "Chavales:\nya está todo reservado: vuelos Ryanair (99,87 € cada uno), la casa de Alfama (116,20 €) y el "
                "surf del sábado. Falta la camiseta: Hugo ha pedido presupuesto, 12 € con la cara de Dani.\nHaced Bizum "
                "de 307,40 € antes del 5 de junio y marcadlo en el Excel.\nAbrazo", dt)


def t_jp_itin(r, dt):
    return ("Japón abril 2024 - itinerario\n02/04 MAD-HND (vía Doha), Tokio: Shinjuku, Hotel Gracery\n05/04 Nikko\n"
            "07/04 Shinkansen a Kioto (JR Pass 7 días desde el 07/04)\n08-10/04 Kioto: Fushimi Inari, Arashiyama, "
            "Gion; ryokan en Kurama\n11/04 Nara\n12/04 Osaka: Dotonbori, Kuromon\n13/04 Hiroshima y Miyajima\n"
            "14/04 vuelta a Tokio, 16/04 HND-MAD\nPresupuesto: 3.200 € por persona (con Lucía)")


def t_jp_jrpass(r, dt):
    return ("JAPAN RAIL PASS - Exchange Order / e-ticket\nName: ORTEGA MUNOZ JAVIER  Passport XDB" + str(r.randint(100000, 999999)) +
            "\nType: Ordinary 7 days, adult\nValidity starts: 07 APR 2024\nPrice: JPY 50,000 (EUR 309.10)\nExchange at "
            "JR EAST Travel Service Center, Haneda Airport Terminal 3")


def t_jp_hotel(name: str, city: str, dates: str):
    return lambda r, dt: (f"Booking.com - Confirmation {r.randint(3000000000, 3999999999)}\n{name}, {city}\n{dates}\n"
                          "Guests: Javier Ortega, Lucía Herrero - Double room, non-smoking\nTotal: JPY " +
                          f"{r.randint(28, 95) * 1000:,}  - paid")


def t_jp_flights(r, dt):
    return ("Qatar Airways - e-ticket receipt\nPassenger: ORTEGA MUNOZ/JAVIER MR\nQR 148 MAD-DOH 02 APR 2024 15:50\n"
            "QR 812 DOH-HND 03 APR 2024 02:10\nQR 813 HND-DOH 16 APR 2024 22:20\nQR 149 DOH-MAD 17 APR 2024 08:05\n"
            "Fare EUR 1,018.46 incl. taxes. Baggage 2PC")


def t_jp_gastos(r, dt):
    rows = ["fecha,concepto,yenes,euros,pagó"]
    for d, c in (("2024-04-03", "Suica recarga"), ("2024-04-04", "ramen Fuunji"), ("2024-04-05", "Nikko bus pass"),
                 ("2024-04-08", "Fushimi Inari comida"), ("2024-04-09", "ryokan Kurama cena"), ("2024-04-11", "ciervos Nara galletas"),
                 ("2024-04-12", "okonomiyaki Osaka"), ("2024-04-13", "ferry Miyajima"), ("2024-04-15", "Uniqlo Ginza")):
        y = r.randint(300, 18000)
        rows.append(f"{d},{c},{y},{y / 162:.2f},{r.choice(['Javi', 'Lucía'])}")
    return "\n".join(rows)


def t_jp_seguro(r, dt):
    return ("IATI Seguros - Certificado de seguro de viaje\nProducto: IATI Estándar  Póliza " + str(r.randint(10**7, 10**8)) +
            "\nAsegurados: Javier Ortega Muñoz, Lucía Herrero Vidal\nDestino: Japón  Del 02/04/2024 al 17/04/2024\n"
            "Gastos médicos hasta 200.000 €, equipaje 1.000 €\nPrima total 148,60 €")


def t_jp_packing(r, dt):
    return ("maleta japón\n- adaptador enchufe tipo A (x2)\n- pasaportes + JR pass exchange order impreso\n- efectivo "
            "yenes (Bankinter: 60.000 JPY)\n- pocket wifi recoger en Haneda\n- zapatillas fáciles de quitar (ryokan)\n"
            "- Biodramina para el shinkansen? no hace falta\n- bolsa para basura (no hay papeleras)")


# --------------------------------------------------------------------------- Hacienda / Finanzas (Areas)

def t_renta(year: int):
    def f(r, dt):
        tr = 58000 + (year - 2022) * 1400
        aut = {2022: 0, 2023: 0, 2024: 11200, 2025: 19850}[year]
        res = r.uniform(-900, 2400)
        return (f"Agencia Tributaria - Declaración de la Renta {year} - Modelo 100\nNIF {NIF}  {ME}  Tributación "
                f"individual\nRendimientos del trabajo: retribuciones dinerarias {_e(tr)} (pagador: " +
                ("Altamira Consulting Group S.L. y Remotia Employer Services S.L." if year == 2023 else
                 "Altamira Consulting Group S.L." if year < 2023 else "Remotia Employer Services S.L.") +
                ")\n" + (f"Rendimientos de actividades económicas (estimación directa simplificada): {_e(aut)}\n" if aut else "") +
                f"Ganancias patrimoniales (MyInvestor, reembolsos fondos): {_e(r.uniform(0, 900))}\n"
                f"Deducción alquiler vivienda habitual: no aplica (contrato posterior a 2015)\n"
                f"Resultado de la declaración: {_e(abs(res))} " + ("A DEVOLVER" if res < 0 else "A INGRESAR") +
                f"\nPresentada el {_f(dt)}  Nº justificante 100{year + 1}{r.randint(10**8, 10**9)}")
    return f


def t_datos_fiscales(year: int):
    return lambda r, dt: (f"Datos fiscales - Ejercicio {year}\nTitular: {ME} ({NIF})\nRendimientos del trabajo: "
                          f"Remotia Employer Services S.L. B88213547 - retribuciones {_e(62000 + (year - 2024) * 1650)} "
                          f"retenciones {_e(16200 + (year - 2024) * 500)}\nCuentas: ING (intereses {_e(r.uniform(40, 260))}), "
                          "BBVA (0,00 €)\nFondos de inversión: MyInvestor Value SICAV - traspasos sin tributación\n"
                          "Pagos fraccionados modelo 130: 4 trimestres\nCotizaciones RETA: " + _e(3528.0 if year >= 2025 else 1680.0))


def t_cert_ret(year: int):
    return lambda r, dt: ("CERTIFICADO DE RETENCIONES E INGRESOS A CUENTA DEL IRPF (art. 108 RIRPF)\nPagador: " + EOR +
                          f"\nPerceptor: {ME}  NIF {NIF}\nEjercicio {year}\nRendimientos del trabajo dinerarios: íntegros "
                          f"{_e(62000.0 + (year - 2024) * 1650)}  retenciones {_e(16740.0 + (year - 2024) * 560)}\nGastos "
                          f"deducibles (cotizaciones SS): {_e(3940.20)}\nMadrid, 31 de enero de {year + 1}")


def t_just_renta(r, dt):
    return ("AGENCIA TRIBUTARIA - Justificante de presentación\nModelo 100 - IRPF Ejercicio 2025\nDeclarante: "
            f"{NIF} {ME.upper()}\nFecha y hora de presentación: 19/05/2026 22:41\nResultado: a ingresar 1.284,37 € - "
            "fraccionado 60/40 (primer plazo 30/06/2026, segundo 05/11/2026) domiciliado en ING\nCSV "
            + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(16)))


def t_ing(r, dt):
    bal = r.uniform(6000, 14000)
    lines = [f"ING - Cuenta NÓMINA  {IBAN}\nTitular: {ME}\nExtracto de {_mes(dt)}\nFecha;Concepto;Importe;Saldo"]
    for d, c, a in ((1, "Recibo Pilar Sanz Córdoba alquiler " + _mes(dt), -1185.0), (2, "Bizum de Lucía Herrero piso", 592.5),
                    (3, "Recibo Sanitas S.A. de Seguros", -64.9), (5, "Recibo Digi Spain Telecom", -30.0),
                    (10, "Transferencia Autoescuela Ríos S.L. F" + str(dt.year), 535.8), (12, "Compra Mercadona Embajadores", -r.uniform(40, 90)),
                    (15, "Aportación MyInvestor", -400.0), (27, "Nómina Remotia Employer Services", 3618.4),
                    (28, "Cuota TGSS autónomos", -294.0)):
        bal += a
        lines.append(f"{d:02d}/{dt.month:02d}/{dt.year};{c};{a:.2f};{bal:.2f}")
    return "\n".join(lines)


def t_bbva(r, dt):
    return (f"BBVA - Extracto cuenta Online ES41 0182 5322 11 0201548392\nTitular {ME}\nPeriodo {_mes(dt)}\n"
            f"{_f(dt.replace(day=2))} Comisión mantenimiento -0,00\n{_f(dt.replace(day=14))} Devolución Amazon EU 23,99\n"
            f"{_f(dt.replace(day=20))} Transferencia a ING Javier Ortega -500,00\nSaldo final {_e(r.uniform(200, 1500))}")


def t_myinv(r, dt):
    rows = [f"MyInvestor - Posición a {_f(dt)}\nTitular {ME}\nProducto;ISIN;Participaciones;Valor liquidativo;Valor (€)"]
    for n, isin in (("Vanguard Global Stock Index Fund EUR Acc", "IE00B03HD191"),
                    ("Vanguard Emerging Markets Stock Index", "IE0031786696"),
                    ("Amundi Prime Global", "LU2089238203"), ("iShares Global Govt Bond Index", "IE00B4WXJJ64")):
        p = r.uniform(20, 600)
        v = r.uniform(12, 60)
        rows.append(f"{n};{isin};{p:.4f};{v:.2f};{p * v:.2f}")
    return "\n".join(rows)


def t_budget(r, dt):
    return ("Categoría;Mensual;Notas\nAlquiler (mi mitad);592,50;subida IPC en septiembre\nLuz+agua+internet (mitad);"
            "70,00;Splitwise\nSanitas;64,90;\nBloque Sur;18,33;55 € trimestre\nCuota autónomos;294,00;tramo 5\n"
            "Ahorro IVA/IRPF autónomo;30% de lo facturado;cuenta aparte ING Naranja\nMyInvestor;400,00;indexados\n"
            "Alemán Goethe;99,17;595 € curso\nFondo despedida Dani;307,40;solo junio")


def t_broker_annual(r, dt):
    return (f"MyInvestor Banco S.A. - Información fiscal ejercicio 2025\nTitular: {ME} ({NIF})\nFondos de inversión: "
            "traspasos sin retención: 2; reembolsos: 1 (Amundi Prime Global) - ganancia patrimonial 412,18 €\n"
            "Rendimientos cuenta remunerada: 38,21 €  retención 19%: 7,26 €\nValor a 31/12/2025: 24.918,66 €\n"
            "Este documento sirve para la declaración del IRPF 2025 (Renta 2025).")


# --------------------------------------------------------------------------- Piso (Areas now, Archive Chamberí)

def t_alquiler(r, dt):
    return ("CONTRATO DE ARRENDAMIENTO DE VIVIENDA (Ley 29/1994, LAU)\nEn Madrid, a 27 de agosto de 2021\nArrendadora: "
            "D.ª Pilar Sanz Córdoba, NIF 02218845W. Arrendatarios: D. Javier Ortega Muñoz y D.ª Lucía Herrero Vidal.\n"
            "Vivienda: " + ADDR + " (ref. catastral 0742306VK4704B0011PT), 62 m2, 2 dormitorios.\nDuración: 5 años "
            "desde el 01/09/2021. Renta: 1.090 €/mes, actualizable anualmente según el índice legal.\nFianza: una "
            "mensualidad (1.090 €), depositada en la Agencia de Vivienda Social de la Comunidad de Madrid.\n"
            "Garantía adicional: no. Gastos de comunidad e IBI a cargo de la arrendadora.")


def t_fianza(r, dt):
    return ("COMUNIDAD DE MADRID - Agencia de Vivienda Social\nJustificante de depósito de fianza de arrendamiento\n"
            "Nº de depósito: 2021/F/" + str(r.randint(100000, 999999)) + "\nArrendadora: Pilar Sanz Córdoba\n"
            "Finca: C/ del Ave María 23, 3º B, 28012 Madrid\nImporte depositado: 1.090,00 €  Fecha: 14/09/2021\n"
            "Arrendatarios: Javier Ortega Muñoz, Lucía Herrero Vidal")


def t_ipc(r, dt):
    return ("Pilar Sanz Córdoba\nC/ de Alcalá 212, 28028 Madrid\nMadrid, " + _f(dt) + "\nEstimados Javier y Lucía:\n"
            "Conforme a la cláusula cuarta del contrato de arrendamiento de la vivienda de C/ del Ave María 23, 3º B, "
            "les comunico la actualización anual de la renta a partir del 1 de septiembre según el Índice de Referencia "
            "del INE (2,2%): la renta pasa de 1.185,00 € a 1.211,07 € mensuales.\nLes recuerdo también que el "
            "contrato vence el 31/08/2026 y se prorroga anualmente salvo comunicación.\nAtentamente, Pilar Sanz")


def t_iberdrola(r, dt):
    kwh = r.randint(140, 320)
    return (f"Iberdrola Clientes S.A.U. - Factura de electricidad\nTitular: Javier Ortega Muñoz  CUPS ES0021000009"
            f"{r.randint(10**8, 10**9)}KQ\nDirección de suministro: {ADDR}\nPeriodo {_f(dt - timedelta(days=30))} - "
            f"{_f(dt)}\nPlan Estable  Potencia 3,45 kW\nConsumo {kwh} kWh  Energía {_e(kwh * 0.139)}\n"
            f"Impuesto eléctrico, alquiler contador, IVA 21%\nTotal factura {_e(kwh * 0.139 * 1.32 + 14.6)}")


def t_canal(r, dt):
    return (f"Canal de Isabel II - Factura bimestral\nContrato {r.randint(10**8, 10**9)}  {ADDR}\nPeriodo de consumo "
            f"{_f(dt - timedelta(days=61))} - {_f(dt)}\nConsumo 11 m3\nAbastecimiento, alcantarillado, depuración, "
            f"cuota de servicio\nTotal {_e(r.uniform(38, 52))}")


def t_digi(r, dt):
    return (f"DIGI Spain Telecom S.L.U. - Factura {dt:%m/%Y}\nCliente: {ME}\nFibra 1 Gb + línea móvil 25 GB\n"
            f"{_e(24.79)} + IVA {_e(5.21)} = {_e(30.00)}\nCargo en ING {IBAN[-4:]}")


def t_splitwise(r, dt):
    rows = ["Date,Description,Category,Cost,Currency,Javier Ortega,Lucía Herrero"]
    for d, c, cat, a in ((2, "Alquiler " + MES[dt.month - 1], "Rent", 1185.0), (6, "Iberdrola", "Electricity", 61.32),
                         (9, "Mercadona", "Groceries", 84.17), (12, "Canal Isabel II", "Water", 44.86),
                         (15, "Digi fibra", "TV/Phone/Internet", 30.0), (21, "IKEA cortinas salón", "Household supplies", 49.98),
                         (24, "Fontanero grifo cocina", "Maintenance", 75.0)):
        rows.append(f"{dt.year}-{dt.month:02d}-{d:02d},{c},{cat},{a:.2f},EUR,{a / 2:.2f},{-a / 2:.2f}")
    rows.append(f"{dt.year}-{dt.month:02d}-28,Total balance,,,EUR,{r.uniform(-80, 80):.2f},")
    return "\n".join(rows)


def t_caldera(r, dt):
    return ("Madrid, " + _f(dt) + "\nA la atención de D.ª Pilar Sanz Córdoba\nAsunto: avería de la caldera - C/ del Ave "
            "María 23, 3º B\nEstimada Pilar:\nLe escribimos para comunicarle que la caldera Junkers Cerapur del piso "
            "pierde presión desde hace dos semanas y marca el error EA. El técnico de Junkers (aviso 88127) indica "
            "que hay que cambiar el vaso de expansión (presupuesto 186 € + IVA). Según el art. 21 de la LAU, las "
            "reparaciones necesarias corresponden a la arrendadora. ¿Puede autorizar la reparación?\nUn saludo,\n"
            "Javier Ortega y Lucía Herrero")


def t_caldera_mail(r, dt):
    return _eml("Pilar Sanz <pilarsanzc@hotmail.com>", f"Javier Ortega <{EMAIL}>", "RE: caldera",
                "Hola Javier, de acuerdo, que lo cambien y me mandáis la factura a mi nombre (NIF 02218845W). Os lo "
                "descuento del recibo de julio. Gracias por avisar. Pilar", dt)


def t_seguro_hogar(r, dt):
    return ("Línea Directa Aseguradora - Seguro de Hogar Inquilino\nPóliza nº " + str(r.randint(10**8, 10**9)) +
            f"\nTomador: {ME}  Riesgo: {ADDR}\nContenido 18.000 €  Responsabilidad civil 300.000 €\nDaños por agua, "
            "robo, asistencia 24 h\nPrima anual 121,37 €  Renovación 15/10")


def t_inventario(r, dt):
    return ("INVENTARIO DEL PISO - Ave María 23, 3º B (anexo al contrato, 01/09/2021)\nSalón: sofá 3 plazas gris "
            "(mancha pequeña), mesa extensible, 4 sillas, estantería\nCocina: frigorífico Bosch, lavadora Balay, "
            "horno Teka, vitrocerámica, microondas\nDormitorio 1: cama 150 + colchón nuevo, armario empotrado\n"
            "Dormitorio 2: vacío (despacho)\nObservaciones: desconchón en pared del pasillo, persiana del salón dura.\n"
            "Firmado: Pilar Sanz / Javier Ortega / Lucía Herrero")


def t_chamberi_contrato(r, dt):
    return ("CONTRATO DE ARRENDAMIENTO DE HABITACIÓN\nMadrid, 1 de septiembre de 2018\nArrendador: Inmobiliaria Olavide "
            "Gestión S.L. Piso: C/ de Fuencarral 141, 4º izda., 28010 Madrid (Chamberí)\nArrendatario: Javier Ortega "
            "Muñoz - habitación 2 (exterior)\nRenta: 480 €/mes gastos incluidos salvo luz. Fianza: 480 €.\nDuración: "
            "1 año prorrogable. Compañeros de piso: Guille Pastor, Irene Campos.")


def t_chamberi_fianza(r, dt):
    return ("Inmobiliaria Olavide Gestión S.L.\nMadrid, 22/09/2021\nD. Javier Ortega Muñoz:\nTras la revisión de la "
            "habitación 2 de C/ de Fuencarral 141, 4º izda., el 31/08/2021, procedemos a devolverle la fianza de 480 € "
            "menos 35 € por la reposición de la llave del portal. Importe transferido: 445,00 €.\nUn saludo")


# --------------------------------------------------------------------------- Salud / Escalada (Areas), Resources

def t_sanitas(r, dt):
    return (f"Sanitas S.A. de Seguros - Recibo\nPóliza 0041-{r.randint(10**6, 10**7)}  Producto Sanitas Más Salud "
            f"(sin copago)\nTomador y asegurado: {ME}\nPeriodo {_mes(dt)}\nPrima neta 64,61 €  Impuestos 0,29 €\n"
            "Total 64,90 €  Domiciliado en ING")


def t_sanitas_alta(r, dt):
    return ("Sanitas - Condiciones particulares\nAsegurado: " + ME + "  Alta: 01/06/2023\nProducto: Sanitas Más Salud, "
            "cuadro médico Madrid, dental incluido (Sanitas Dental 21)\nCarencias: parto 8 meses, hospitalización 0\n"
            "Prima 2023: 52,18 €/mes. Mediador: sin mediador (contratación online)")


def t_dentista(r, dt):
    return (f"Clínica Dental Embajadores - C/ de Embajadores 52, 28012 Madrid\nFactura {r.randint(1000, 9999)}  Fecha {_f(dt)}\n"
            f"Paciente: {ME}\nEmpaste composite pieza 26  55,00 €\nLimpieza bucal (incluida Sanitas Dental 21) 0,00 €\n"
            "Total 55,00 € - exento de IVA (art. 20.1.3 LIVA)\nPróxima revisión: noviembre")


def t_dentista_presu(r, dt):
    return ("Clínica Dental Embajadores - Presupuesto\nPaciente: Javier Ortega Muñoz  Dr. Álvaro Pineda\n"
            "Ortodoncia invisible (alineadores) 18 meses: 3.450,00 €\nDescuento Sanitas Dental 21: -15%\n"
            "Férula de descarga (bruxismo) 240,00 €\nTotal con descuento 3.172,50 €\nFinanciación 24 meses sin intereses")


def t_analisis(r, dt):
    return (f"Laboratorio Sanitas - Informe de resultados  Fecha {_f(dt)}\nPaciente: {ME}  Solicitado por: Dra. Inés Calleja\n"
            f"Glucosa {r.randint(78, 96)} mg/dL (70-110)\nColesterol total {r.randint(168, 214)} mg/dL (<200)\n"
            f"HDL {r.randint(45, 62)}  LDL {r.randint(98, 138)}\nFerritina {r.randint(40, 160)} ng/mL\n"
            f"Vitamina D {r.randint(18, 34)} ng/mL (30-100)  BAJO\nTSH 1,9 µUI/mL")


def t_fisio(r, dt):
    return ("Fisio Lavapiés - Informe de fisioterapia\nPaciente: Javier Ortega, 31 años, escalador\nDiagnóstico: "
            "lesión grado II de la polea A2, dedo anular mano izquierda (ecografía 02/03/2026)\nTratamiento: 6 "
            "sesiones (ondas de choque, vendaje H, ejercicios con banda); sin regletas ni romos 6 semanas\n"
            "Vuelta progresiva: semana 7 bloque fácil, semana 10 tabla con carga 50%\nFacturado: 6 x 45 € = 270 € "
            "(reembolso Sanitas solicitado)")


def t_reembolso(r, dt):
    return ("Solicitud de reembolso - Sanitas\nPóliza 0041-6639102  Asegurado: Javier Ortega Muñoz\nConcepto: 6 "
            "sesiones de fisioterapia en Fisio Lavapiés (fuera de cuadro), marzo-abril 2026, por lesión de polea "
            "A2 (informe adjunto)\nImporte: 270,00 €\nIBAN para el abono: " + IBAN + "\nAdjunto: facturas 114, "
            "129, 137 y prescripción de la Dra. Calleja")


def t_bloque(r, dt):
    return (f"BLOQUE SUR - Rocódromo\nPaseo de la Chopera 71, 28045 Madrid\nRecibo {r.randint(10000, 99999)}  {_f(dt)}\n"
            f"Socio nº 2217 - {ME}\nCuota trimestral adulto (acceso libre) {_e(55.00)}\nPeriodo: {_mes(dt)} - "
            f"{MES[(dt.month + 1) % 12]}\nPagado con tarjeta")


def t_fmm(r, dt):
    return ("Federación Madrileña de Montañismo - Licencia federativa 2026\nFederado: Javier Ortega Muñoz  Nº "
            "FMM-" + str(r.randint(10000, 99999)) + "\nModalidad: B (España, Portugal, Pirineo francés y Andorra)\n"
            "Club: Club Bloque Sur\nCoberturas: rescate y accidente deportivo (Mapfre)\nVigencia: 01/01/2026 - 31/12/2026\nImporte: 96,00 €")


def t_topo(zone: str, body: str):
    return lambda r, dt: f"Croquis - {zone}\n{body}\nAproximación, orientación y grados según la reseña del club. Roca granito."


def t_plan_escalada(r, dt):
    return ("Plan 8 semanas (vuelta tras lesión de polea)\nSem 1-2: bloques hasta 6A, volumen, nada de regletas; "
            "movilidad de hombros\nSem 3-4: 4x4 en 6A/6B, dominadas lastradas 5 kg\nSem 5-6: tabla Beastmaker 20 mm, "
            "7 s on / 3 s off, 50% de carga\nSem 7-8: proyecto 6C, campus solo en regletas grandes\nObjetivo: "
            "encadenar 'El Techo de Hamburguesa' (7A) en otoño")


# --------------------------------------------------------------------------- Resources: programación, cocina

def t_article(title: str, body: str):
    return lambda r, dt: f"{title}\n{body}"


A_PG = t_article("Understanding PostgreSQL indexes: B-tree, GIN, BRIN",
                 "A B-tree index supports equality and range queries; GIN indexes are for jsonb and full-text search; "
                 "BRIN indexes are tiny and work for naturally ordered columns like timestamps. Use EXPLAIN (ANALYZE, "
                 "BUFFERS) before adding an index, and remember partial indexes: CREATE INDEX ... WHERE status = 'open'.")
A_GO = t_article("Go concurrency patterns: pipelines and cancellation",
                 "Use context.Context to propagate cancellation, close channels from the sender side only, and bound "
                 "worker pools with a semaphore channel. errgroup.WithContext is the idiomatic fan-out/fan-in.")
A_RN = t_article("Expo Router: file-based navigation for React Native",
                 "Routes live in the app/ directory; _layout.tsx defines stacks and tabs; dynamic segments use [id].tsx. "
                 "Deep links work automatically with the scheme set in app.json.")
A_DDD = t_article("Event sourcing in practice - notes from a talk",
                  "Store domain events, not state. Projections rebuild read models; snapshots keep replays fast. Beware "
                  "versioning of event schemas: upcasters or weak schema. Outbox pattern for publishing to Kafka.")
A_SQL = t_article("SQL cheat sheet - window functions",
                  "ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY created_at DESC); LAG/LEAD for deltas; "
                  "SUM(x) OVER (ORDER BY day ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) for moving totals.")


def t_receta(name: str, body: str):
    return lambda r, dt: f"{name}\n{body}"


# --------------------------------------------------------------------------- Archive: universidad, Altamira, Trébol

def t_titulo(r, dt):
    return ("UNIVERSIDAD POLITÉCNICA DE MADRID\nCertificación académica personal\nD. Javier Ortega Muñoz, NIF "
            f"{NIF}, ha superado los estudios de GRADO EN INGENIERÍA INFORMÁTICA (plan 2009) en la ETSI Informáticos, "
            "240 ECTS, curso de finalización 2016-17.\nNota media del expediente: 7,42 (notable)\nTrabajo Fin de "
            "Grado: 'Optimización de rutas de autobús de la EMT a partir de datos abiertos GTFS', calificación 9,1.\n"
            "Boadilla del Monte, 18 de julio de 2017")


def t_tfg(r, dt):
    return ("TRABAJO FIN DE GRADO - Optimización de rutas de autobús de la EMT de Madrid a partir de datos abiertos "
            "GTFS\nAutor: Javier Ortega Muñoz  Tutor: Dr. Andrés Molina Rey (Departamento de Inteligencia Artificial)\n"
            "Resumen: se modela la red de la EMT como grafo a partir del feed GTFS de 2016 y se aplican algoritmos "
            "genéticos para reducir tiempos de transbordo en las líneas 27, 34 y C1...\nCapítulo 3: Estado del arte - "
            "Dijkstra, RAPTOR, Connection Scan Algorithm.\nJunio 2017")


def t_apuntes(r, dt):
    return ("Sistemas Operativos - tema 4 (apuntes)\nplanificación: FCFS, SJF, Round Robin (quantum), prioridades\n"
            "semáforos: wait/signal, problema productor-consumidor, cena de los filósofos\nexamen final 23 de enero, "
            "aula 6104, bloque 6 Montegancedo")


def t_alt_contrato(r, dt):
    return ("ALTAMIRA CONSULTING GROUP S.L. - Contrato de trabajo en prácticas\nMadrid, 4 de septiembre de 2017\n"
            f"Trabajador: {ME}, Graduado en Ingeniería Informática (UPM)\nPuesto: Analista programador junior, "
            "Unidad de Banca, proyecto en cliente\nSalario: 22.000 € brutos anuales en 14 pagas\nCentro: C/ de "
            "Serrano Galvache 56, 28033 Madrid (Parque Empresarial Cristalia)")


def t_alt_baja(r, dt):
    return ("Madrid, 14 de abril de 2023\nA la atención de Recursos Humanos de Altamira Consulting Group S.L.\n"
            f"Yo, {ME}, con NIF {NIF}, les comunico mi decisión de causar baja voluntaria en la empresa, siendo mi "
            "último día de trabajo el 28 de abril de 2023, respetando el preaviso de 15 días del convenio.\n"
            "Agradezco estos años en el equipo de Banca Digital.\nAtentamente, Javier Ortega Muñoz")


def t_alt_finiquito(r, dt):
    return ("DOCUMENTO DE LIQUIDACIÓN Y FINIQUITO\nEmpresa: Altamira Consulting Group S.L.  Trabajador: " + ME +
            "\nFecha de baja: 28/04/2023  Causa: baja voluntaria\nSalario días abril 2023: 2.814,20 €\nParte "
            "proporcional pagas extra: 1.240,33 €\nVacaciones no disfrutadas (6 días): 712,60 €\nTotal bruto "
            "4.767,13 €  IRPF 21%: -1.001,10 €  SS: -302,57 €\nLíquido a percibir 3.463,46 €\nEl trabajador declara "
            "saldada y finiquitada la relación laboral.")


def t_alt_certificado(r, dt):
    return ("CERTIFICADO DE EMPRESA (SEPE)\nEmpresa: Altamira Consulting Group S.L.  CCC 28/1093342/11\nTrabajador: "
            f"{ME}  NIF {NIF}\nPeriodo de ocupación: 04/09/2017 - 28/04/2023\nCausa de la baja: baja voluntaria\n"
            "Bases de cotización de los últimos 180 días: 3.972,00 € mensuales\nMadrid, 02/05/2023")


def t_alt_nomina(r, dt):
    return (f"ALTAMIRA CONSULTING GROUP S.L.  Nómina {_mes(dt)}\nTrabajador: {ME}  Categoría: Consultor sénior\n"
            "Salario base 2.650,00 €  Plus convenio 310,00 €  Ticket restaurante (Edenred) 160,00 €\n"
            "Deducciones: SS 188,07 €  IRPF 19,12% 565,95 €\nLíquido 2.365,98 €")


def t_alt_onboarding(r, dt):
    return ("Bienvenida a Altamira Consulting - Guía de incorporación 2017\nTu primera semana: acogida en Cristalia, "
            "recogida de portátil (Dell Latitude), cuenta de correo @altamiraconsulting.es, curso de PRL online.\n"
            "Horario: 9:00-18:30, viernes 8:00-15:00 y jornada intensiva en agosto.\nTicket restaurante 9 €/día, seguro "
            "médico Adeslas con descuento, formación en inglés (Wall Street English).")


def t_alt_proyecto(r, dt):
    return ("Altamira - Banca Digital - Informe de traspaso (handover)\nProyecto: migración de la app de banca "
            "particulares al core nuevo, cliente Caja Rural del Duero\nMódulos a mi cargo: transferencias SEPA, "
            "Bizum, notificaciones push\nPendiente: tests de regresión de la release 4.12, documentación de la "
            "API de tarjetas. Contacto a partir del 28/04: Raúl Benavente")


def t_alt_evaluacion(r, dt):
    return ("Altamira Consulting - Evaluación anual 2021\nEmpleado: Javier Ortega  Responsable: Beatriz Soler\n"
            "Valoración global: 4/5\nPuntos fuertes: autonomía técnica, buena relación con el cliente\nÁreas de mejora: "
            "estimaciones, documentación\nPropuesta: promoción a consultor sénior en enero 2022 (+2.000 €)")


def t_tr_prop(r, dt):
    return ("PROPUESTA - Web catálogo y tienda online para Ediciones Trébol\nFecha: 12/09/2024\nCliente: " + TREBOL +
            "\nAlcance: catálogo de 320 títulos, fichas con ISBN y muestra en PDF, tienda con WooCommerce y Redsys, "
            "integración con distribuidora UDL (ficheros ONIX).\nPresupuesto: 8.500 € + IVA en tres hitos (3.200 / 3.200 / 2.100).\n"
            "Plazo: entrega en junio de 2025.")


def t_tr_spec(r, dt):
    return ("Ediciones Trébol - Especificación de la web (v3)\nColecciones: Trébol Narrativa, Trébol Infantil, Ensayo "
            "Breve.\nImportación ONIX 3.0 nocturna desde UDL; precios con IVA 4% (libros).\nFichas: título, autor, "
            "traductor, ISBN-13, páginas, PVP, PDF de muestra, reseñas de prensa.\nTienda: gastos de envío gratis "
            "a partir de 35 € en península. Newsletter con Mailchimp. Contacto editorial: Amparo Soler.")


def t_tr_acta(r, dt):
    return ("ACTA DE ENTREGA Y ACEPTACIÓN\nValencia, 11 de junio de 2025\nProyecto: web catálogo y tienda online de "
            "Ediciones Trébol S.L.\nSe entrega: código en repositorio GitHub (transferido a la organización "
            "edicionestrebol), credenciales del hosting, manual de uso, formación de 2 horas realizada el 09/06.\n"
            "Garantía de corrección de errores: 3 meses (hasta el 11/09/2025).\nEl cliente acepta la entrega. "
            "Firmado: Amparo Soler (Ediciones Trébol) / Javier Ortega Muñoz")


def t_tr_manual(r, dt):
    return ("Manual de uso - web de Ediciones Trébol\n1. Entrar en /wp-admin con vuestro usuario.\n2. Novedades: "
            "Productos > Añadir nuevo, rellenar ISBN, subir portada (1200 px) y PDF de muestra.\n3. La importación ONIX "
            "se hace sola a las 03:00; si falla llega un correo a web@edicionestrebol.es.\n4. Pedidos: WooCommerce > "
            "Pedidos; marcar 'Completado' al enviar.")


F_TREBOL3 = factura(TREBOL, "F", [("Hito 3: entrega, formación y puesta en producción de la tienda online", 2100.0)])
T_PRESA_IDEAS = ("ideas app escalada (nov 2023)\n- libreta de bloques que funcione sin cobertura (La Pedriza!!)\n- importar "
                 "mi histórico de 8a.nu\n- grados Font/V y francés para vías\n- nombre? Regleta, Presa, Magnesio... -> "
                 "Presa\n- Expo + SQLite, sincronizar luego\n- monetizar: pro 2-3 €/mes con estadísticas")
T_READ = ("para leer\n- https://brandur.org/idempotency-keys (Stripe-style idempotency)\n- Designing Data-Intensive "
          "Applications cap. 11 (stream processing)\n- https://go.dev/blog/pipelines\n- charla 'Event Sourcing you are "
          "doing it wrong' (David Schmitz)\n- PostgreSQL: partial indexes y BRIN para tablas de eventos")
REC = [("Tortilla de patatas de mi madre", "5 huevos, 700 g patata agria, 1 cebolla, AOVE abundante, sal. Pochar patata "
        "y cebolla 25 min a fuego medio, escurrir, mezclar con el huevo batido y reposar 10 min. Cuajar 2 min por lado."),
       ("Lentejas con chorizo (versión Lucía)", "300 g lenteja pardina, 1 chorizo, 1 zanahoria, 1 pimiento verde, 2 dientes "
        "de ajo, pimentón de la Vera, laurel. Todo en frío a la olla, 40 min a fuego suave."),
       ("Curry japonés (recuerdo de Kioto)", "Roux de curry Golden Curry, patata, zanahoria, cebolla, muslo de pollo. "
        "Servir con arroz japonés y fukujinzuke.")]
TOPOS = [("La Pedriza - El Yelmo", "Vías: Normal del Yelmo IV, Sur Clásica 6a, Fisura Valentín V+. Aproximación desde "
          "Canto Cochino 1 h 15 min. Ojo: restricción por nidificación de buitre en la cara norte (1 feb - 31 jul)."),
         ("La Cabrera - Pico de la Miel", "Sectores: Espolón, Placa de los Bloques. Vías de adherencia 5+ a 6c. Parking "
          "en el convento de San Antonio."),
         ("Albarracín - bloque (selección)", "Arenisca rodeno. Sectores: Arrastradero, Las Tajadas. Prohibido escalar "
          "con la roca húmeda; aparcamiento de pago (5 €).")]


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

    def ag(y: int, m: int, d: int) -> float:
        return (NOW - datetime(y, m, d, tzinfo=timezone.utc)).days - 0.3

    def mp3(title: str, artist: str, album: str):
        return lambda r, dt: _id3(r, title, artist, album)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DOC, DL, ESC, IMG = "Documentos", "Descargas", "Escritorio", "Imágenes"

    # ------------------------------------------------------------ Klarwerk (Areas)
    d = f"{DOC}/Trabajo/Klarwerk"
    for y, m in [(2025, m) for m in range(7, 13)] + [(2026, m) for m in range(1, 6)]:
        add(f"{d}/Nóminas/{y}/nomina_{y}{m:02d}.pdf", A, "Klarwerk", ag(y, m, 28), t_nomina)
    add(f"{d}/Contrato indefinido Remotia.pdf", A, "Klarwerk", ag(2023, 5, 3), t_contrato_eor)
    add(f"{d}/Anexo I teletrabajo.pdf", A, "Klarwerk", ag(2023, 5, 3), t_anexo_tele)
    add(f"{d}/Offer letter Klarwerk.pdf", A, "Klarwerk", ag(2023, 4, 12), t_offer)
    add(f"{d}/Equipment Policy v3.2.pdf", A, "Klarwerk", ag(2026, 1, 9), t_equipment)
    add(f"{d}/Reviews/Performance Review H1 2025.docx", A, "Klarwerk", ag(2025, 7, 18), t_review("H1 2025"))
    add(f"{d}/Reviews/Performance Review H2 2025.docx", A, "Klarwerk", ag(2026, 1, 23), t_review("H2 2025"))
    add(f"{d}/Gastos home office 2026.xlsx", A, "Klarwerk", ag(2026, 4, 23), t_homeoffice)
    add(f"{d}/Offsite Berlin septiembre.eml", A, "Klarwerk", ag(2026, 5, 11), t_klar_mail)
    add(f"{d}/Remotia retribución flexible.eml", A, "Klarwerk", ag(2026, 5, 20), t_remotia_mail)
    add(f"{d}/1on1 Katrin.txt", A, "Klarwerk", 4, t_1on1)

    # ------------------------------------------------------------ Autónomo (Areas)
    d = f"{DOC}/Autónomo"
    add(f"{d}/Facturas emitidas/2025/F2025-007 Ediciones Trébol.pdf", A, "Autónomo", ag(2025, 3, 31),
        lambda r, dt: F_TREBOL(r, dt, "F2025-007"))
    add(f"{d}/Facturas emitidas/2025/F2025-013 Ediciones Trébol.pdf", A, "Autónomo", ag(2025, 6, 20),
        lambda r, dt: F_TREBOL3(r, dt, "F2025-013"))
    for y, m in ((2025, 3), (2025, 6), (2025, 9), (2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4), (2026, 5)):
        add(f"{d}/Facturas emitidas/{y}/F{y}-{m * 2:03d} Autoescuela Ríos.pdf", A, "Autónomo", ag(y, m, 1),
            lambda r, dt, n=f"F{y}-{m * 2:03d}": F_RIOS(r, dt, n))
    for name, v, it, amt, a in (("JetBrains", "JetBrains s.r.o., Na Hrebenech II 1718/10, Praha", "IntelliJ IDEA Ultimate "
                                 "- monthly subscription", 24.90, 40),
                                ("Cowork", "Espacio Cowork Lavapiés S.L., C/ de Argumosa 11, Madrid", "Bono 10 días "
                                 "puesto flexible", 90.00, 75),
                                ("Dinahosting", "Dinahosting S.L., Santiago de Compostela", "Hosting Pro autoescuelarios.es "
                                 "(anual)", 119.88, 130),
                                ("GitHub", "GitHub B.V., Amsterdam", "GitHub Copilot Individual (annual)", 92.56, 160),
                                ("Apple", "Apple Distribution International Ltd., Cork", "MacBook Air 13\" M2 (uso "
                                 "profesional 50%)", 1049.59, 410)):
        add(f"{d}/Facturas recibidas/{name}_{_iso(NOW - timedelta(days=a))}.pdf", A, "Autónomo", a, gasto(v, it, amt))
    for y, m, dd in ((2025, 7, 15), (2025, 10, 17), (2026, 1, 28), (2026, 4, 18)):
        yy, q = _q(datetime(y, m, dd, tzinfo=timezone.utc))
        add(f"{d}/Impuestos/{yy}/Modelo 303 {q}T {yy}.pdf", A, "Autónomo", ag(y, m, dd), t_303)
        add(f"{d}/Impuestos/{yy}/Modelo 130 {q}T {yy}.pdf", A, "Autónomo", ag(y, m, dd), t_130)
    add(f"{d}/Impuestos/2025/Modelo 390 resumen anual 2025.pdf", A, "Autónomo", ag(2026, 1, 29), t_390)
    add(f"{d}/Alta/Modelo 036 alta censal.pdf", A, "Autónomo", ag(2024, 1, 29), t_036)
    add(f"{d}/Alta/Resolución alta RETA tarifa plana.pdf", A, "Autónomo", ag(2024, 2, 6), t_alta_reta)
    for y, m in ((2024, 9), (2026, 2), (2026, 3), (2026, 4)):
        add(f"{d}/Seguridad Social/recibo cuota {MES[m - 1]} {y}.pdf", A, "Autónomo", ag(y, m, 28), t_cuota)
    add(f"{d}/Libro registro 2025.xlsx", A, "Autónomo", ag(2026, 1, 27), t_libro(2025))
    add(f"{d}/Libro registro 2026.xlsx", A, "Autónomo", 6, t_libro(2026))
    add(f"{d}/Clientes/Autoescuela Ríos/Contrato mantenimiento web.pdf", A, "Autónomo", ag(2024, 3, 3), t_rios_contrato)
    add(f"{d}/Clientes/Autoescuela Ríos/accesos y notas.md", A, "Autónomo", 12, lambda r, dt:
        "# Autoescuela Ríos\n- WordPress 6.5 en Dinahosting, backup UpdraftPlus a Drive\n- reservas: Laravel 10, cron "
        "recordatorios SMS (Twilio)\n- contacto: Tomás Ríos 6xx xx 44 12; facturar el día 1\n")

    # ------------------------------------------------------------ Huerta Viva (Projects)
    h = f"{d}/Clientes/Huerta Viva"
    add(f"{h}/Propuesta app pedidos Huerta Viva.pdf", P, "Huerta Viva", ag(2025, 12, 10), t_hv_prop)
    add(f"{h}/Contrato desarrollo (borrador).docx", P, "Huerta Viva", ag(2026, 1, 12), t_hv_contrato)
    add(f"{h}/Especificación funcional v1.docx", P, "Huerta Viva", ag(2026, 2, 6), t_hv_spec("v1"))
    add(f"{h}/Especificación funcional v2.docx", P, "Huerta Viva", 9, t_hv_spec("v2"))
    add(f"{h}/~$pecificación funcional v2.docx", L, "Sistema", 0.2, b"\x05Javi" + bytes(157))
    for n, a in ((1, ag(2026, 2, 26)), (2, ag(2026, 4, 9)), (3, ag(2026, 5, 21))):
        add(f"{h}/Actas/acta reunión {n}.md", P, "Huerta Viva", a, t_hv_acta(n))
    add(f"{h}/Facturas/HV2026-004 hito 1.pdf", P, "Huerta Viva", ag(2026, 3, 2), lambda r, dt: F_HV1(r, dt, "HV2026-004"))
    add(f"{h}/Facturas/HV2026-0xx hito 2 (preparada).docx", P, "Huerta Viva", 3, F_HV2)
    add(f"{h}/Horas Huerta Viva.xlsx", P, "Huerta Viva", 1, t_hv_hours)
    add(f"{h}/Oferta Hetzner servidor.pdf", P, "Huerta Viva", ag(2026, 3, 16), t_hv_hosting)
    add(f"{h}/Re cambios cesta + fecha de salida.eml", P, "Huerta Viva", 11, t_hv_mail)
    for i, nm in enumerate(("mockup catálogo.png", "mockup carrito.png", "mockup panel admin.png")):
        add(f"{h}/Mockups/{nm}", P, "Huerta Viva", ag(2026, 2, 18) - i, "")

    # ------------------------------------------------------------ Ediciones Trébol (Archive)
    t = f"{d}/Clientes/Ediciones Trébol (cerrado)"
    add(f"{t}/Propuesta Trébol.pdf", X, "Ediciones Trébol", ag(2024, 9, 12), t_tr_prop)
    add(f"{t}/Especificación web v3.docx", X, "Ediciones Trébol", ag(2024, 11, 20), t_tr_spec)
    add(f"{t}/Acta de entrega firmada.pdf", X, "Ediciones Trébol", ag(2025, 6, 12), t_tr_acta)
    add(f"{t}/Manual de uso web Trébol.docx", X, "Ediciones Trébol", ag(2025, 6, 8), t_tr_manual)
    add(f"{t}/captura home final.png", X, "Ediciones Trébol", ag(2025, 6, 10), "")

    # ------------------------------------------------------------ Hacienda, Banco (Areas)
    d = f"{DOC}/Hacienda"
    add(f"{d}/Renta 2023/Renta 2023 - modelo 100.pdf", A, "Hacienda", ag(2024, 5, 28), t_renta(2023))
    add(f"{d}/Renta 2024/Renta 2024 - modelo 100.pdf", A, "Hacienda", ag(2025, 6, 2), t_renta(2024))
    add(f"{d}/Renta 2024/datos fiscales 2024.pdf", A, "Hacienda", ag(2025, 4, 3), t_datos_fiscales(2024))
    add(f"{d}/Renta 2024/certificado retenciones Remotia 2024.pdf", A, "Hacienda", ag(2025, 2, 4), t_cert_ret(2024))
    add(f"{d}/Renta 2025/datos fiscales 2025.pdf", A, "Hacienda", ag(2026, 4, 2), t_datos_fiscales(2025))
    add(f"{d}/Renta 2025/dudas renta 2025.txt", A, "Hacienda", ag(2026, 5, 12), lambda r, dt:
        "renta 2025\n- 130 pagados: 4T presentado 28/01\n- cuotas RETA deducibles como gasto de la actividad (3.528 €)\n"
        "- portátil amortizado 25%? preguntar a Irene (gestora de Dani)\n- reembolso fondo Amundi: ganancia 412,18\n"
        "- fraccionar en dos plazos si sale a pagar")
    d = f"{DOC}/Banco"
    for y, m in ((2026, 2), (2026, 3), (2026, 4), (2026, 5)):
        add(f"{d}/ING/Extracto {MES[m - 1]} {y}.pdf", A, "Finanzas", ag(y, m, 28) - 2, t_ing)
    add(f"{d}/BBVA/extracto_bbva_{2025}_11.pdf", A, "Finanzas", ag(2025, 12, 2), t_bbva)
    add(f"{d}/MyInvestor/posición {MES[3]} 2026.pdf", A, "Finanzas", ag(2026, 4, 30), t_myinv)
    add(f"{d}/MyInvestor/posición diciembre 2025.pdf", A, "Finanzas", ag(2025, 12, 31), t_myinv)
    add(f"{d}/Presupuesto mensual.xlsx", A, "Finanzas", 8, t_budget)

    # ------------------------------------------------------------ Piso (Areas) + Fuencarral (Archive)
    d = f"{DOC}/Piso"
    add(f"{d}/Contrato alquiler Ave María.pdf", A, "Piso", ag(2021, 8, 27), t_alquiler)
    add(f"{d}/Justificante fianza Agencia Vivienda Social.pdf", A, "Piso", ag(2021, 9, 15), t_fianza)
    add(f"{d}/Inventario piso.docx", A, "Piso", ag(2021, 9, 1), t_inventario)
    add(f"{d}/Carta actualización renta.pdf", A, "Piso", ag(2025, 7, 20), t_ipc)
    add(f"{d}/RE caldera.eml", A, "Piso", ag(2026, 2, 11), t_caldera_mail)
    add(f"{d}/Seguro hogar Línea Directa.pdf", A, "Piso", ag(2025, 10, 15), t_seguro_hogar)
    for y, m in ((2026, 1), (2026, 3), (2026, 5)):
        add(f"{d}/Recibos/Iberdrola {y}-{m:02d}.pdf", A, "Piso", ag(y, m, 12), t_iberdrola)
    for y, m in ((2026, 2), (2026, 4)):
        add(f"{d}/Recibos/Canal Isabel II {y}-{m:02d}.pdf", A, "Piso", ag(y, m, 20), t_canal)
        add(f"{d}/Recibos/Digi {m:02d}-{y}.pdf", A, "Piso", ag(y, m, 5), t_digi)
    add(f"{d}/Splitwise abril 2026.csv", A, "Piso", ag(2026, 4, 30), at(t_splitwise, 2026, 4, 28))
    add(f"{d}/Fuencarral 2018-2021/devolución fianza Olavide.pdf", X, "Piso", ag(2021, 9, 23), t_chamberi_fianza)

    # ------------------------------------------------------------ Salud, Escalada
    d = f"{DOC}/Salud"
    for y, m in ((2026, 4), (2026, 5)):
        add(f"{d}/Sanitas/recibo Sanitas {MES[m - 1]} {y}.pdf", A, "Salud", ag(y, m, 3), t_sanitas)
    add(f"{d}/Dentista/factura empaste 2025.pdf", A, "Salud", ag(2025, 11, 18), t_dentista)
    add(f"{d}/Análisis sangre marzo 2026.pdf", A, "Salud", ag(2026, 3, 9), t_analisis)
    add(f"{d}/Informe fisio polea A2.pdf", A, "Salud", ag(2026, 4, 24), t_fisio)
    d = f"{DOC}/Escalada"
    add(f"{d}/Licencia FMM 2026.pdf", A, "Escalada", ag(2026, 1, 8), t_fmm)
    for y, m in ((2026, 1), (2026, 4)):
        add(f"{d}/Bloque Sur recibo {MES[m - 1]} {y}.pdf", A, "Escalada", ag(y, m, 2), t_bloque)
    for zone, body in TOPOS:
        add(f"{d}/Croquis/{zone}.pdf", R, "Escalada", r.uniform(200, 900), t_topo(zone, body))
    add(f"{d}/Plan tabla vuelta lesión.md", R, "Escalada", ag(2026, 4, 28), t_plan_escalada)

    # ------------------------------------------------------------ Alemán B1 (Projects)
    d = f"{DOC}/Alemán B1"
    for n in range(4):
        add(f"{d}/Wortschatz/Lektion {n + 4}.txt", P, "Alemán", 40 - n * 9, t_wortschatz(n))
    for n in range(3):
        add(f"{d}/Hausaufgaben/Hausaufgabe {n + 1}.docx", P, "Alemán", 34 - n * 11, t_hausaufgabe(n))
    add(f"{d}/Modelltest Ergebnisse.xlsx", P, "Alemán", 5, t_modelltest)
    add(f"{d}/Sprechen Teil 2 Redemittel.pdf", P, "Alemán", 22, t_redemittel)
    for n in range(3):
        add(f"{d}/Hören/Aspekte B1plus Track {n + 12:02d}.mp3", P, "Alemán", 38 - n,
            mp3(f"Track {n + 12:02d} - Hören Kapitel {n + 3}", "Klett", "Aspekte neu B1 plus Audio-CD"))
    add(f"{d}/Goethe B1 Übungssatz 01.pdf", P, "Alemán", 30, lambda r, dt:
        "Goethe-Zertifikat B1 - Übungssatz 01\nLesen Teil 1: Lesen Sie den Text und die Aufgaben 1 bis 6 dazu. "
        "Wählen Sie: Sind die Aussagen Richtig oder Falsch?\nLiebe Jana, wie geht es dir? Ich bin gerade von meiner "
        "Reise nach Hamburg zurück...\nHören Teil 1: Sie hören fünf kurze Texte. Sie hören jeden Text zweimal.")

    # ------------------------------------------------------------ Viajes: Lisboa (Projects), Japón (Archive)
    d = f"{DOC}/Viajes/Despedida Dani Lisboa"
    add(f"{d}/vuelos Ryanair MAD-LIS.pdf", P, "Viajes", ag(2026, 3, 22), t_lx_flights)
    add(f"{d}/Airbnb Alfama.pdf", P, "Viajes", ag(2026, 4, 3), t_lx_airbnb)
    add(f"{d}/bote despedida.xlsx", P, "Viajes", 2, t_lx_bote)
    add(f"{d}/surf Carcavelos reserva.pdf", P, "Viajes", ag(2026, 5, 6), t_lx_surf)
    add(f"{d}/mail cuentas y camisetas.eml", P, "Viajes", ag(2026, 5, 18), t_lx_mail)
    d = f"{DOC}/Viajes/Japón 2024"
    add(f"{d}/itinerario Japón.docx", X, "Viajes", ag(2024, 3, 20), t_jp_itin)
    add(f"{d}/JR Pass exchange order.pdf", X, "Viajes", ag(2024, 2, 14), t_jp_jrpass)
    add(f"{d}/vuelos Qatar.pdf", X, "Viajes", ag(2023, 11, 26), t_jp_flights)
    for nm, city, dates, a in (("Hotel Gracery Shinjuku", "Tokyo", "3-7 Apr 2024", ag(2024, 1, 9)),
                               ("Ryokan Kurama Onsen", "Kyoto", "7-11 Apr 2024", ag(2024, 1, 10)),
                               ("Cross Hotel Osaka", "Osaka", "12-14 Apr 2024", ag(2024, 1, 10))):
        add(f"{d}/{nm}.pdf", X, "Viajes", a, t_jp_hotel(nm, city, dates))
    add(f"{d}/seguro IATI.pdf", X, "Viajes", ag(2024, 3, 1), t_jp_seguro)
    add(f"{d}/gastos japón.csv", X, "Viajes", ag(2024, 4, 18), t_jp_gastos)
    for i in range(14):
        day = 3 + i
        ext = "HEIC" if i % 3 else "jpg"
        photo(f"{IMG}/Japón 2024/IMG_{2140 + i * 23}.{ext}", X, "Viajes", ag(2024, 4, day))

    # ------------------------------------------------------------ Presa (Projects)
    d = f"{DOC}/Presa"
    add(f"{d}/roadmap.md", P, "Presa", 6, t_presa_roadmap)
    add(f"{d}/Política de privacidad (borrador).docx", P, "Presa", 15, t_presa_privacy)
    add(f"{d}/ficha App Store.txt", P, "Presa", 10, t_presa_store)
    add(f"{d}/feedback beta TestFlight.xlsx", P, "Presa", 4, t_presa_feedback)
    for nm, a in (("icono 1024.png", 21), ("icono alternativo.png", 35), ("store 6.7 - registro.png", 7),
                  ("store 6.7 - estadísticas.png", 7), ("feature graphic Play.png", 9)):
        add(f"{IMG}/Presa/{nm}", P, "Presa", a, "")

    # ------------------------------------------------------------ Universidad, Altamira (Archive)
    d = f"{DOC}/Universidad"
    add(f"{d}/Certificación académica UPM.pdf", X, "Universidad", ag(2017, 7, 18), t_titulo)
    add(f"{d}/TFG memoria final.pdf", X, "Universidad", ag(2017, 6, 26), t_tfg)
    d = f"{DOC}/Altamira"
    add(f"{d}/Contrato prácticas 2017.pdf", X, "Altamira", ag(2017, 9, 4), t_alt_contrato)
    for m in (3, 6, 11):
        add(f"{d}/Nóminas 2022/nomina_2022_{m:02d}.pdf", X, "Altamira", ag(2022, m, 30), at(t_alt_nomina, 2022, m, 28))
    add(f"{d}/Evaluación anual 2021.docx", X, "Altamira", ag(2021, 12, 15), t_alt_evaluacion)
    add(f"{d}/Handover Banca Digital.docx", X, "Altamira", ag(2023, 4, 26), t_alt_proyecto)

    # ------------------------------------------------------------ Documentos loose + Recetas + 2023 dump
    for i, (nm, body) in enumerate(REC):
        add(f"{DOC}/Recetas/{nm}.txt", R, "Cocina", 300 + i * 170, t_receta(nm, body))
    add(f"{DOC}/Sin título.txt", R, "Cocina", 96, lambda r, dt:
        "salmorejo\n1 kg tomate pera muy maduro, 200 g pan de telera del día anterior, 1 diente de ajo, 100 ml AOVE, sal, "
        "un chorrito de vinagre de Jerez. Triturar, colar. Encima: huevo duro y jamón picado.", True)
    add(f"{DOC}/Documento.docx", X, "Ediciones Trébol", ag(2024, 10, 30), t_tr_spec, True)
    d = f"{DOC}/2023"
    add(f"{d}/scan0003.pdf", X, "Altamira", ag(2023, 5, 4), t_alt_finiquito, True)
    add(f"{d}/scan0004.pdf", A, "Hacienda", ag(2023, 6, 20), t_renta(2022), True)
    add(f"{d}/documento.pdf", A, "Klarwerk", ag(2023, 4, 12), t_offer, True)
    add(f"{d}/Documento1.docx", X, "Altamira", ag(2023, 4, 14), t_alt_baja, True)
    add(f"{d}/export.csv", A, "Finanzas", ag(2023, 10, 3), at(t_bbva, 2023, 9, 1), True)
    add(f"{d}/Sin título.txt", P, "Presa", ag(2023, 11, 19), T_PRESA_IDEAS, True)
    add(f"{d}/IMG_2231.pdf", A, "Salud", ag(2023, 6, 2), t_sanitas_alta, True)
    add(f"{d}/descarga (1).pdf", X, "Viajes", ag(2023, 11, 26), t_jp_flights, True)

    # ------------------------------------------------------------ code/ (three git repos)
    c = "code/huerta-viva-app"
    dot(f"{c}/.git/HEAD", b"ref: refs/heads/main\n", 0.5)
    dot(f"{c}/.gitignore", b"node_modules/\n.next/\n.env\n", 120)
    dot(f"{c}/.env", b"NEXT_PUBLIC_SUPABASE_URL=https://hvstaging.supabase.co\nREDSYS_MERCHANT=999008881\n", 20)
    add(f"{c}/README.md", P, "Huerta Viva", 14, "# huerta-viva-app\n\nApp de pedidos de cestas para Huerta Viva S. Coop. "
        "Mad. (Vallecas). Next.js 14 + Supabase. Entrega: 15/09/2026.\n\n```\npnpm install && pnpm dev\n```\n")
    add(f"{c}/package.json", P, "Huerta Viva", 9, '{\n  "name": "huerta-viva-app",\n  "version": "0.4.0",\n  "private": true,\n'
        '  "scripts": {"dev": "next dev", "test:e2e": "playwright test"},\n  "dependencies": {"next": "14.2.3", '
        '"@supabase/supabase-js": "^2.43.0", "zod": "^3.23.0"}\n}\n')
    add(f"{c}/src/app/pedidos/page.tsx", P, "Huerta Viva", 2, "import { CestaSelector } from '@/components/CestaSelector'\n"
        "export default async function PedidosPage() {\n  // pedidos cierran el lunes 22:00 (acta 3)\n  return <CestaSelector />\n}\n")
    add(f"{c}/src/lib/redsys.ts", P, "Huerta Viva", 5, "// firma HMAC-SHA256 de Redsys (entorno de pruebas: comercio 999008881)\n"
        "export function firmarPedido(params: Record<string, string>, clave: string): string {\n  return ''\n}\n")
    add(f"{c}/supabase/migrations/001_init.sql", P, "Huerta Viva", 70, "create table socias (id uuid primary key, nombre text, "
        "cuota_pagada boolean default false);\ncreate table pedidos (id bigserial primary key, socia_id uuid references socias, "
        "semana date, cesta text check (cesta in ('pequeña','grande')), extras jsonb);\n")
    add(f"{c}/docs/decisiones.md", P, "Huerta Viva", 25, "# Decisiones\n- ADR-1 Supabase frente a Postgres propio: menos "
        "mantenimiento para la cooperativa\n- ADR-2 Redsys + Bizum, no Stripe (comisiones y confianza de las socias)\n"
        "- ADR-3 licencia AGPL-3.0 a la entrega\n")
    c = "code/presa"
    dot(f"{c}/.git/HEAD", b"ref: refs/heads/release/1.0\n", 0.4)
    dot(f"{c}/.gitignore", b"node_modules/\n.expo/\n.env\n", 300)
    add(f"{c}/README.md", P, "Presa", 12, PRESA_README)
    add(f"{c}/package.json", P, "Presa", 3, '{\n  "name": "presa",\n  "version": "1.0.0-rc.2",\n  "main": "expo-router/entry",\n'
        '  "dependencies": {"expo": "~51.0.0", "expo-sqlite": "~14.0.0", "react-native-purchases": "^7.27.0"}\n}\n')
    add(f"{c}/app.json", P, "Presa", 3, '{"expo": {"name": "Presa", "slug": "presa", "scheme": "presa", "ios": '
        '{"bundleIdentifier": "app.presa.logbook", "buildNumber": "31"}, "android": {"package": "app.presa.logbook"}}}\n')
    add(f"{c}/app/(tabs)/index.tsx", P, "Presa", 2, "export default function Libreta() {\n  // lista de ascensiones, "
        "agrupadas por sesión\n  return null\n}\n")
    add(f"{c}/src/db/schema.ts", P, "Presa", 18, "export const ASCENTS = `create table if not exists ascents (id text primary key, "
        "route text, grade text, system text, style text check (style in ('flash','onsight','redpoint','repeat')), "
        "tries int, date text)`\n")
    add(f"{c}/src/import/eightanu.ts", P, "Presa", 5, "// importa el CSV exportado de 8a.nu; cabeceras cambiaron en 2025\n"
        "// FIXME crash PRESA-4E en Android 12\nexport function parse8a(csv: string) { return [] }\n")
    add(f"{c}/CHANGELOG.md", P, "Presa", 3, "## 1.0.0-rc.2\n- fix estilo flash al editar\n- importador 8a.nu: cabecera "
        "'Route Name'\n## 0.9.5\n- estadísticas por grado\n")
    c = "code/tfg-emt-rutas"
    dot(f"{c}/.git/HEAD", b"ref: refs/heads/master\n", ag(2017, 6, 20))
    add(f"{c}/README.md", X, "Universidad", ag(2017, 6, 20), "# TFG - rutas EMT\n\nTrabajo Fin de Grado (UPM, ETSI "
        "Informáticos, 2017). Optimización de transbordos en la red de la EMT de Madrid con algoritmos genéticos "
        "sobre el feed GTFS.\nTutor: Andrés Molina.\n")
    add(f"{c}/requirements.txt", X, "Universidad", ag(2017, 5, 2), "networkx==1.11\npandas==0.19.2\ndeap==1.0.2\nmatplotlib==2.0.0\n")
    add(f"{c}/src/gtfs_loader.py", X, "Universidad", ag(2017, 4, 11), "import pandas as pd\n\n\ndef cargar_paradas(ruta):\n"
        "    \"\"\"Lee stops.txt del GTFS de la EMT (2016).\"\"\"\n    return pd.read_csv(ruta + '/stops.txt')\n")
    add(f"{c}/src/genetico.py", X, "Universidad", ag(2017, 5, 29), "from deap import base, creator, tools\n\n# individuo = "
        "desfase de salida por línea (27, 34, C1)\nPOBLACION = 200\nGENERACIONES = 150\n")
    add(f"{c}/resultados/tiempos_transbordo.csv", X, "Universidad", ag(2017, 6, 1), "linea_a,linea_b,parada,espera_antes_s,"
        "espera_despues_s\n27,C1,Atocha,412,188\n34,27,Cibeles,355,240\nC1,34,Embajadores,520,301\n")

    # ------------------------------------------------------------ Imágenes (Resources/Fotos)
    for y, n, base in ((2025, 9, 5120), (2026, 9, 7010)):
        for i in range(n):
            a = ag(y, 1 + (i * 11) % 12 if y == 2025 else 1 + i % 5, 3 + i * 3)
            photo(f"{IMG}/Fotos {y}/IMG_{base + i * 41}.{'HEIC' if i % 2 else 'jpg'}", R, "Fotos", a)

    # ------------------------------------------------------------ Música (Resources)
    for ti, ar, al in (("Copenhague", "Vetusta Morla", "Un día en el mundo"), ("Santos que yo te pinté", "Los Planetas",
                       "Una semana en el motor de un autobús"), ("Malamente", "Rosalía", "El mal querer"),
                       ("Ateo", "C. Tangana", "El Madrileño"), ("Estrellas", "Triángulo de Amor Bizarro", "Salve Discordia"),
                       ("Nadie como tú", "La Casa Azul", "La gran esperanza"), ("Héroes del sábado", "Carolina Durante",
                       "Cuatro chavales"), ("Du hast", "Rammstein", "Sehnsucht"), ("Autos, Moda y Rock and Roll",
                       "Los Nikis", "Olé Nikis"), ("Besos", "El Canto del Loco", "Estados de ánimo")):
        add(f"Música/{ar}/{ti}.mp3", R, "Música", r.uniform(200, 1400), mp3(ti, ar, al))

    # ------------------------------------------------------------ Escritorio (dump)
    e = ESC
    for i in range(8):
        dd = NOW - timedelta(days=2 + i * 6)
        add(f"{e}/Capturas/Captura de pantalla {_iso(dd)} a las {9 + i}.{(i * 7) % 60:02d}.{(i * 13) % 60:02d}.png",
            R, "Fotos", 2 + i * 6, "")
    add(f"{e}/Capturas/Captura de pantalla 2026-04-03 a las 18.02.11.pdf", P, "Viajes", ag(2026, 4, 3), t_lx_bizum, True)
    add(f"{e}/Capturas/Captura de pantalla 2026-05-28 a las 09.14.55.pdf", A, "Autónomo", ag(2026, 5, 28),
        at(t_cuota, 2026, 5, 28), True)
    add(f"{e}/Sin título.txt", P, "Viajes", 3, t_lx_plan, True)
    add(f"{e}/Sin título 2.txt", P, "Alemán", 12, t_wortschatz(3), True)
    add(f"{e}/Sin título 3.txt", A, "Autónomo", 20, lambda r, dt:
        "plazos trimestre\n- 303 y 130 del 2T: del 1 al 20 de julio (domiciliar antes del 15)\n- facturar a Ríos el día 1\n"
        "- apartar 30% de lo cobrado de Huerta Viva en la cuenta Naranja\n- revisar tramo RETA: rendimientos 2026 "
        "> 1.300 €/mes? cambiar tramo antes del 1 de julio en Import@ss", True)
    add(f"{e}/notas.txt", A, "Klarwerk", 1, t_1on1, True)
    add(f"{e}/Nuevo documento.docx", A, "Piso", ag(2026, 2, 9), t_caldera, True)
    add(f"{e}/todo.md", P, "Presa", 1, t_presa_checklist, True)
    add(f"{e}/borrador.docx", A, "Salud", ag(2026, 5, 2), t_reembolso, True)
    add(f"{e}/~$rrador.docx", L, "Sistema", ag(2026, 5, 2), b"\x05Javi" + bytes(157))
    add(f"{e}/scan0001.pdf", P, "Huerta Viva", ag(2026, 1, 19), t_hv_contrato, True)
    add(f"{e}/scan0002.pdf", X, "Universidad", 45, t_titulo, True)
    add(f"{e}/cosas.txt", R, "Escalada", 30, t_plan_escalada, True)
    add(f"{e}/leer.md", R, "Programación", 17, T_READ, True)
    add(f"{e}/doc2.docx", A, "Klarwerk", 7, t_selfassess, True)
    add(f"{e}/texto.txt", A, "Autónomo", 3, t_rios_log, True)
    add(f"{e}/icono presa v3.png", P, "Presa", 13, "")
    add(f"{e}/foto carnet.jpg", R, "Fotos", 60, "exif")
    dot(f"{e}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 1)

    # ------------------------------------------------------------ Descargas (dump)
    g = DL
    hard = [
        ("documento.pdf", A, "Klarwerk", 2, at(t_nomina, 2026, 5, 28)),
        ("documento(1).pdf", A, "Autónomo", ag(2026, 4, 18), at(t_303, 2026, 4, 18)),
        ("documento(2).pdf", P, "Huerta Viva", ag(2026, 3, 2), at(lambda r, dt: F_HV1(r, dt, "HV2026-004"), 2026, 3, 2)),
        ("documento(3).pdf", P, "Alemán", ag(2026, 3, 30), t_goethe_anm),
        ("documento(4).pdf", A, "Escalada", ag(2025, 10, 2), at(t_bloque, 2025, 10, 2)),
        ("documento (6).pdf", A, "Escalada", ag(2026, 1, 8), t_fmm),
        ("documento (5).pdf", A, "Piso", ag(2025, 12, 20), at(t_canal, 2025, 12, 20)),
        ("export.csv", A, "Finanzas", 1, at(t_ing, 2026, 5, 29)),
        ("export(1).csv", A, "Piso", 3, at(t_splitwise, 2026, 5, 28)),
        ("export (2).csv", P, "Presa", 4, t_presa_crash),
        ("download.pdf", A, "Salud", ag(2026, 3, 3), t_sanitas),
        ("download (1).pdf", A, "Finanzas", ag(2026, 3, 15), t_broker_annual),
        ("file.pdf", P, "Viajes", ag(2026, 3, 22), t_lx_flights),
        ("receipt_1838.pdf", A, "Autónomo", 44, gasto("JetBrains s.r.o., Na Hrebenech II 1718/10, Praha",
                                                      "All Products Pack - individual, annual", 249.00)),
        ("justificante.pdf", A, "Autónomo", ag(2026, 1, 28), at(t_130, 2026, 1, 28)),
        ("justificante (1).pdf", A, "Hacienda", ag(2026, 5, 19), t_just_renta),
        ("descarga.pdf", A, "Hacienda", ag(2026, 2, 3), t_cert_ret(2025)),
        ("doc_1742.pdf", X, "Viajes", ag(2024, 2, 14), t_jp_jrpass),
        ("output.pdf", X, "Altamira", 120, t_alt_certificado),
        ("unnamed.pdf", A, "Salud", ag(2026, 1, 20), t_dentista_presu),
        ("Documento sin título.docx", P, "Viajes", ag(2026, 3, 12), t_lx_plan),
        ("Documento sin título (1).docx", P, "Presa", 8, t_presa_press),
        ("data.xlsx", A, "Finanzas", 16, at(t_myinv, 2026, 5, 15)),
        ("report.pdf", A, "Klarwerk", ag(2026, 1, 23), t_review("H2 2025")),
        ("mensaje.eml", P, "Huerta Viva", 11, t_hv_mail),
        ("mail.eml", A, "Klarwerk", ag(2026, 5, 20), t_remotia_mail),
        ("20250611_093412.pdf", X, "Ediciones Trébol", ag(2025, 6, 11), t_tr_acta),
        ("print.pdf", A, "Hacienda", ag(2025, 6, 2), t_renta(2024)),
        ("tmp.txt", P, "Huerta Viva", 19, t_hv_ssh),
        ("IMG_4471.pdf", A, "Piso", ag(2025, 7, 20), t_ipc),
        ("factura.pdf", A, "Piso", ag(2026, 2, 12), at(t_iberdrola, 2026, 2, 12)),
        ("archivo.xlsx", A, "Autónomo", ag(2026, 4, 16), lambda r, dt: "Concepto;1T 2026\nIngresos (Ríos + HV hito 1);"
         "6.317,50\nGastos (JetBrains, Cowork, cuota RETA);1.231,40\nRendimiento;5.086,10\n20%;1.017,22\nRetenciones 7%;"
         "442,23\nA ingresar 130;574,99\nIVA repercutido;1.326,68\nIVA soportado;61,32\nA ingresar 303;1.265,36"),
        ("pdf.pdf", R, "Programación", 52, A_PG),
        ("ticket.pdf", A, "Salud", ag(2026, 4, 24), lambda r, dt: "Fisio Lavapiés - C/ de Lavapiés 33, 28012 Madrid\n"
         f"Factura simplificada 137  {_f(dt)}\nSesión fisioterapia (ondas de choque + vendaje)  45,00 €\nPaciente: Javier "
         "Ortega Muñoz\nExento de IVA. Pagado con tarjeta"),
        ("document.pdf", A, "Klarwerk", ag(2026, 1, 9), t_equipment),
        ("form.pdf", P, "Alemán", ag(2026, 4, 8), t_goethe_kurs),
        ("untitled.txt", P, "Presa", 6, t_presa_env),
        ("results.csv", P, "Alemán", 5, t_modelltest),
        ("lista.txt", X, "Viajes", ag(2024, 3, 28), t_jp_packing),
        ("IMG_0912.pdf", X, "Piso", ag(2021, 9, 23), t_chamberi_fianza),
        ("scan_20260412.pdf", A, "Piso", 50, t_seguro_hogar),
        ("Sin título.xlsx", P, "Huerta Viva", 20, t_hv_hours),
    ]
    for nm, b, tp, a, content in hard:
        add(f"{g}/{nm}", b, tp, a, content, True)
    for nm, a, head in (("Docker.dmg", 33, b"koly"), ("VSCode-darwin-universal.zip", 80, b"PK\x03\x04"),
                        ("android-studio-2025.1.1-mac_arm.dmg", 140, b"koly"), ("Postman-osx-11.2.0.zip", 95, b"PK\x03\x04"),
                        ("Firefox 139.0.dmg", 24, b"koly"), ("DBeaver-25.0.4-macos-aarch64.dmg", 61, b"koly"),
                        ("Rectangle0.86.dmg", 210, b"koly")):
        add(f"{g}/{nm}", R, "Software", a, _blob(r, head, 2500))
    for nm, a, fn in (("postgres-indexes-explained.pdf", 140, A_PG), ("go-concurrency-patterns.pdf", 95, A_GO),
                      ("expo-router-docs.pdf", 66, A_RN), ("event-sourcing-talk-notes.pdf", 38, A_DDD),
                      ("sql-window-functions-cheatsheet.pdf", 250, A_SQL)):
        add(f"{g}/{nm}", R, "Programación", a, fn)
    for nm, ti, au, lang, para, tp in (
            ("Designing Data-Intensive Applications.epub", "Designing Data-Intensive Applications", "Martin Kleppmann", "en",
             "Chapter 11. Stream Processing: a complex system that works is invariably found to have evolved from a simple "
             "system that works.", "Programación"),
            ("Learning Go 2nd ed.epub", "Learning Go", "Jon Bodner", "en", "Go is designed for building programs that "
             "last, programs that are modified by dozens of developers over dozens of years.", "Programación"),
            ("Patria - Fernando Aramburu.epub", "Patria", "Fernando Aramburu", "es", "El día en que ETA anunció el abandono "
             "de las armas, Bittori se dirigió al cementerio.", "Libros"),
            ("La ridícula idea de no volver a verte.epub", "La ridícula idea de no volver a verte", "Rosa Montero", "es",
             "Marie Curie y su diario de duelo tras la muerte de Pierre.", "Libros"),
            ("Project Hail Mary.epub", "Project Hail Mary", "Andy Weir", "en", "What's two plus two? I wake up in a room "
             "with robotic arms.", "Libros"),
            ("Tokio blues.epub", "Tokio blues", "Haruki Murakami", "es", "Tenía treinta y siete años y me encontraba a "
             "bordo de un Boeing 747.", "Libros"),
            ("Tschick - Wolfgang Herrndorf.epub", "Tschick", "Wolfgang Herrndorf", "de", "Zwei Jungen fahren mit einem "
             "geklauten Lada durch die ostdeutsche Provinz.", "Libros")):
        add(f"{g}/{nm}", R, tp, r.uniform(20, 500), _epub(ti, au, lang, para))
    add(f"{g}/Lattice finger strength guide.pdf", R, "Escalada", 55, lambda r, dt:
        "Lattice Training - Finger strength for climbers\nMax hangs: 10 s on a 20 mm edge, 3 min rest, 5 sets, "
        "half-crimp grip. Pulley injuries: A2 is the most common; return with low-load isometrics.")
    for i, a in enumerate((1, 5, 14, 27)):
        dd = NOW - timedelta(days=a)
        add(f"{g}/WhatsApp Image {_iso(dd)} at {12 + i}.{i * 11:02d}.{i * 7:02d}.jpeg", R, "Fotos", a, "exif")
    add(f"{g}/Xcode_16.4.xip.crdownload", L, "Sistema", 0.3, _blob(r, b"xar!", 1800))
    add(f"{g}/ubuntu-24.04.2-live-server-arm64.iso.crdownload", L, "Sistema", 2, _blob(r, b"\x00" * 16, 1200))
    add(f"{g}/gtfs_emt_2026.zip.part", L, "Sistema", 9, _blob(r, b"PK\x03\x04", 900))
    add(f"{g}/nomina_202604.pdf", A, "Klarwerk", ag(2026, 4, 28), t_nomina)
    add(f"{g}/Modelo303_1T_2026_borrador.pdf", A, "Autónomo", ag(2026, 4, 15), t_303)
    add(f"{g}/Billete_Lisboa_Sergio.pdf", P, "Viajes", ag(2026, 3, 22), t_lx_flights)
    dot(f"{g}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 0.5)

    # ------------------------------------------------------------ Disco WD antiguo (Archive, copied in 2025)
    w = "Disco WD antiguo"
    cp = 300  # copied when the drive failed; old file mtimes kept where the copy preserved them
    for i in range(6):
        photo(f"{w}/Fotos 2016/DSC_0{312 + i * 17}.JPG", X, "Backup", ag(2016, 7 + i // 2, 4 + i * 4))
    for ti, ar, al in (("La Grieta", "Iván Ferreiro", "Canciones para el tiempo y la distancia"), ("Lucha de gigantes",
                       "Nacha Pop", "Buena disposición"), ("Mr. Brightside", "The Killers", "Hot Fuss"),
                       ("Jenny Was a Friend of Mine", "The Killers", "Hot Fuss")):
        add(f"{w}/Música/{ar} - {ti}.mp3", X, "Backup", ag(2015, 3, 10), mp3(ti, ar, al))
    add(f"{w}/Instaladores/Office2016_Estudiantes_UPM.exe", X, "Backup", ag(2016, 10, 2), _blob(r, b"MZ\x90\x00", 2000))
    add(f"{w}/Uni/SSOO/tema4 planificacion.txt", X, "Universidad", ag(2015, 12, 10), t_apuntes)
    add(f"{w}/Uni/TFG/TFG_v3_revisado tutor.docx", X, "Universidad", ag(2017, 5, 30), t_tfg)
    add(f"{w}/Uni/TFG/presentacion defensa.pdf", X, "Universidad", ag(2017, 7, 3), lambda r, dt:
        "Defensa TFG - Javier Ortega Muñoz - 10 de julio de 2017\n1. Motivación: transbordos en la EMT\n2. Datos GTFS\n"
        "3. Algoritmo genético\n4. Resultados: -18% de espera media en Atocha\n5. Trabajo futuro")
    add(f"{w}/Altamira/evaluación 2019.docx", X, "Altamira", ag(2019, 12, 12), lambda r, dt:
        "Altamira Consulting - Evaluación anual 2019\nEmpleado: Javier Ortega (Analista programador)\nResponsable: Beatriz "
        "Soler\nValoración: 3,5/5. Buen desempeño en el proyecto de Caja Rural del Duero. Propuesta: paso a consultor.")
    add(f"{w}/Documentos/Documento1.docx", X, "Universidad", ag(2017, 3, 14), lambda r, dt:
        "Capítulo 4. Diseño del algoritmo\nCada individuo codifica el desfase (en segundos) de la primera salida de las "
        "líneas 27, 34 y C1 respecto a la cabecera. La función de aptitud suma la espera media de transbordo en las "
        "paradas de Atocha, Cibeles y Embajadores según el GTFS de la EMT (marzo 2016). Comentario del tutor: justificar "
        "el tamaño de población.", True)
    add(f"{w}/nuevo.txt", X, "Universidad", ag(2016, 1, 18), lambda r, dt:
        "examen redes 2 febrero\n- TCP: control de congestión, slow start, ventana\n- subnetting /26 /27\n- práctica "
        "Wireshark entregar por Moodle antes del viernes\n- aula 1101 Montegancedo", True)
    add(f"{w}/escaneos/scan.pdf", X, "Piso", ag(2018, 9, 3), t_chamberi_contrato, True)
    add(f"{w}/varios/doc.pdf", X, "Altamira", ag(2017, 9, 5), t_alt_onboarding, True)
    add(f"{w}/Fotos 2016/Thumbs.db", L, "Sistema", ag(2016, 12, 1), _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add(f"{w}/desktop.ini", L, "Sistema", ag(2017, 2, 1), "[.ShellClassInfo]\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-3\r\n")
    add(f"{w}/Uni/desktop.ini", L, "Sistema", ag(2016, 2, 1), "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    dot(f"{w}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), cp)
    dot(".DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 1)
    return items
