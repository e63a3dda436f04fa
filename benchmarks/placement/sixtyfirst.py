"""A sixty-first unseen labelled corpus: Valentina Rossi Acosta's files, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bench
scripts (``benchmarks/*.py``), at the bodies of the other corpus modules or at any placement result. What was
read: ``unseen.py``'s module docstring (as the model for how a person and the labelling rules are written),
its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and
the first lines of its ``build()`` (the write/encode/add/dot helpers); ``corpus.py``'s ``Item`` dataclass,
``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and
``HEIC_HEAD``. The files and labels are shaped by what this person would have on disk, not by what any code
looks for.

The person: Valentina Rossi Acosta, 39, a clinical psychologist (Lic. en Psicología, UBA; M.N. 48.217) with
a private practice in Palermo, Buenos Aires: she rents hours in a shared consulting room (Espacio Clínico
Armenia, Armenia 1620), sees adult patients in person and online, keeps her session notes anonymous (patient
codes such as ``P-014``), issues *factura C* as a *monotributista* (categoría E) and pays a supervisor
(Lic. Sara Feldman) every fortnight. Before that she did the four-year psychology residency at Hospital
Álvarez (2012-2016) and worked part-time at the CESAC 12 mental-health team (2016-2020); both have ended.
She is writing her master's thesis in psychoanalysis (Maestría en Psicoanálisis, Facultad de Psicología,
UBA; director Dr. Horacio Benavídez; submission due 30 November 2026). She is applying for Italian
citizenship by descent through her great-grandfather Giuseppe Rossi, born 1889 in Castelbuono (Palermo,
Sicily): birth, marriage and death records, the Argentine non-naturalisation certificate (CNN), apostilles,
sworn translations, a court rectification of a misspelled name and a consular appointment on 14 August
2026. She teaches tango two evenings a week (Tuesdays and Thursdays at Estudio Tango Gorriti) and, with her
dance partner Julián Ferreyra, is organising the first "Festival Abrazo Palermo" (18-20 September 2026).
She rents a two-room flat at Gurruchaga 1745 4° B (contract via Inmobiliaria Soler since August 2024,
*expensas* to the building's administrator), has OSDE through her monotributo, banks with Galicia,
Mercado Pago and a USD savings account, buys *dólar MEP* now and then, and has a seven-year-old cat,
Ofelia. Her previous flat, shared with her ex-partner Martín Goldberg in Villa Crespo (2018-2022), was
given up and the shared costs settled. She is planning a winter trip to Salta and Jujuy (11-19 July 2026);
past trips were Sicily 2019, Bariloche 2023 and Montevideo 2025. She competed in the Mundial de Tango 2023
and co-ran a weekly práctica (La Ranchera) from 2021 until it closed in 2024.

Her machine is a Windows laptop in Spanish, with the naming chaos of one: ``Descargas/`` (where WhatsApp
Desktop also saves, ``DOC-20260503-WA0007.pdf``), ``Escritorio/`` (``Nuevo documento de texto (2).txt``,
``Documento1.docx``, ``Libro1.xlsx``), ``Documentos/`` with half-organised folders and year folders
(``2023/``, ``2025/``), scanner output (``Escaneos/scan_0012.pdf``, ``Escanear0002.pdf``), a Google Drive
sync folder (``Google Drive/Mi unidad/`` with ``Documento sin título.docx``), the phone's WhatsApp folder
copied to ``Escritorio/celu/``, an old Moto G7 backup, and a copy of her old notebook's folders
(``Documentos/Notebook vieja/``). Texts are in Argentine Spanish (vos, monotributo, ARCA/AFIP, expensas,
obra social, prepaga), with Italian in the citizenship papers and some English in readings.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  master's thesis (chapters and their versions, the approved thesis plan, the director's comments, reading
  notes written for the thesis, its bibliography and timeline, the faculty's forms) -- topic
  Psychoanalysis; the Italian citizenship application (civil records, CNN, apostilles, sworn translations,
  the rectification case, the consular appointment, costs, photos of the records) -- topic Citizenship;
  the Festival Abrazo Palermo 2026 (venue, budget, guest teachers, DJs and orchestra, sponsors,
  registrations, flyers) -- topic Tango; the Salta-Jujuy trip of July 2026 (flights, lodging, itinerary)
  -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: the private
  practice -- anonymous session notes, invoices to patients (factura C), fee records, supervision notes
  and receipts, the consulting-room rent, her licence (matrícula) and malpractice insurance (Practice);
  her tax obligations as a monotributista -- monthly payments, recategorisation, ARCA/AFIP and AGIP
  notices, the registration certificate (Taxes); household money -- bank and card statements, Mercado
  Pago, dollars, fixed-term deposits, budget (Finance); the rented flat -- lease, rent receipts and
  adjustments, expensas, utilities, home insurance, letters to the agency (Home); her health and the
  prepaga (Health); the cat Ofelia -- vet, vaccines, food (Cat); teaching tango classes -- student lists,
  class plans, payments, invoices to the studio (Tango). An old factura C or a 2024 expensas bill is still
  an Area.
- **Resources**: reference and interests kept for their own sake, by subject: clinical reference, scales,
  laws and ethics codes, course material (Practice); psychoanalytic texts, articles and notes from the
  master's seminars already taken, which she keeps as reference (Psychoanalysis); tango music, tandas,
  technique notes and lyrics (Tango); guides on monotributo categories (Taxes); guides on dollars and
  savings (Finance); appliance manuals (Home); cat-care reading (Cat); ebooks (Books); installers
  (Software); photos and screenshots (Photos) -- except images that document a project, current or
  finished (photos of civil records, the festival's flyers and venue, trip photos), which go with that
  project's bucket and topic, and images inside the phone backup.
- **Archive**: finished projects and ended responsibilities: the residency at Hospital Álvarez and the
  CESAC 12 job (Practice); the shared flat in Villa Crespo with Martín, ended 2022 (Home); the Mundial de
  Tango 2023 and the práctica La Ranchera, closed 2024 (Tango); past trips (Travel); the old Moto G7 phone
  backup, whatever is inside it (Backup). The copy of the old notebook is *not* one archive: each file in
  it is labelled by its own subject under these rules.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.~lock...#``, ``.tmp.driveupload``) are
  written but not labelled.

Topics are subjects, the same names across buckets: Practice, Psychoanalysis, Citizenship, Tango, Taxes,
Finance, Home, Health, Cat, Travel, Photos, Books, Software, Backup (and System for Left). ``hard`` marks a
file whose name *and* folder say nothing about its subject (``Descargas/Document (3).pdf``,
``Escritorio/Nuevo documento de texto (2).txt``, ``Documentos/Escaneos/scan_0016.pdf``,
``Google Drive/Mi unidad/Documento sin título.docx``, ``Descargas/DOC-20260422-WA0002.pdf``): only the text
inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it. Images are never marked hard. Dates are
relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _zip

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400

# --------------------------------------------------------------------------- helpers

MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
         "noviembre", "diciembre"]


def _f(dt: datetime) -> str:
    """Argentine short date, 03/05/2026."""
    return dt.strftime("%d/%m/%Y")


def _fl(dt: datetime) -> str:
    """Long Spanish date, 3 de mayo de 2026."""
    return f"{dt.day} de {MESES[dt.month - 1]} de {dt.year}"


def _ars(v: float) -> str:
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return "$ " + s


def _pesos(r: random.Random, lo: float, hi: float) -> str:
    return _ars(r.uniform(lo, hi))


def _usd(v: float) -> str:
    return "US$ " + f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")


def _xlsx(text: str) -> bytes:
    """A minimal workbook whose one sheet (Hoja1) holds ``text``'s ``;``-separated rows as inline strings."""
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
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns}/package/2006/'
          f'relationships"><Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/officeDocument" '
          'Target="xl/workbook.xml"/></Relationships>')),
        ("xl/workbook.xml",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="{ns}/spreadsheetml/2006/main" '
          f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/>'
          '</sheets></workbook>')),
        ("xl/_rels/workbook.xml.rels",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns}/package/2006/'
          f'relationships"><Relationship Id="rId1" Type="{ns}/officeDocument/2006/relationships/worksheet" '
          'Target="worksheets/sheet1.xml"/></Relationships>')),
        ("xl/worksheets/sheet1.xml",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="{ns}/spreadsheetml/2006/main">'
          f'<sheetData>{"".join(rows)}</sheetData></worksheet>')),
    ])


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt.strftime('%a, %d %b %Y %H:%M:%S -0300')}\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
            f"{body}\n")


ME = "Valentina Rossi Acosta"
ME_MAIL = "valentina.rossiacosta@gmail.com"
CUIT = "27-33112845-6"
DNI = "33.112.845"
DOMICILIO = "Gurruchaga 1745, Piso 4 Depto. B, C1414 CABA"
CONSULTORIO = "Espacio Clínico Armenia, Armenia 1620, Palermo, CABA"
EMISOR = (f"{ME.upper()}\nLic. en Psicología - M.N. 48.217\n{DOMICILIO}\n"
          f"CUIT: {CUIT} - Responsable Monotributo - Ingresos Brutos: Régimen Simplificado CABA\n"
          "Inicio de actividades: 01/03/2017")

NOMBRES = ["Lucía", "Martina", "Sofía", "Camila", "Florencia", "Agustina", "Mariana", "Paula", "Julieta",
           "Tomás", "Nicolás", "Federico", "Matías", "Santiago", "Gonzalo", "Pablo", "Diego", "Sebastián",
           "Carolina", "Verónica", "Andrés", "Laura", "Ezequiel", "Romina"]
APELLIDOS = ["González", "Fernández", "Rodríguez", "López", "Martínez", "Pérez", "Gómez", "Díaz", "Sosa",
             "Romero", "Álvarez", "Torres", "Ruiz", "Benítez", "Acuña", "Medina", "Herrera", "Suárez",
             "Giménez", "Castro", "Ferraro", "Bianchi", "Lombardi", "Cohen"]


def _persona(r: random.Random) -> str:
    return f"{r.choice(NOMBRES)} {r.choice(APELLIDOS)}"


# --------------------------------------------------------------------------- Practice (consultorio)

def t_factura_c(r: random.Random, dt: datetime, n: int, cliente: str = "Consumidor Final") -> str:
    ses = r.randint(2, 5)
    precio = r.choice([32000, 35000, 38000, 40000, 42000, 45000]) * (1 if dt.year >= 2026 else 0.7)
    return (f"FACTURA C\nORIGINAL\nPunto de Venta: 00002  Comp. Nro: {n:08d}\nFecha de Emisión: {_f(dt)}\n"
            f"{EMISOR}\n"
            f"Apellido y Nombre / Razón Social: {cliente}\nCondición frente al IVA: Consumidor Final\n"
            "Condición de venta: Transferencia bancaria\n"
            f"Período facturado desde: 01/{dt.month:02d}/{dt.year} hasta: {_f(dt)}\n"
            f"Código: 01  Producto/Servicio: Honorarios por sesiones de psicoterapia individual  Cantidad: {ses}\n"
            f"Precio unitario: {_ars(precio)}  Subtotal: {_ars(precio * ses)}\n"
            f"Importe Total: {_ars(precio * ses)}\n"
            f"CAE N°: {r.randint(10**13, 10**14 - 1)}  Fecha de Vto. de CAE: {_f(dt + timedelta(days=10))}\n"
            "Comprobante Autorizado - Esta Administración Federal no se responsabiliza por los datos ingresados "
            "en el detalle de la operación.\nApto para solicitar reintegro ante la prepaga u obra social.")


def t_sesion(r: random.Random, dt: datetime, cod: str) -> str:
    temas = [
        ("retoma el tema de la mudanza de la madre; dice sentirse 'desalojada' de su propia casa",
         "Señalo la repetición del significante 'desalojo' que ya apareció con la ex pareja."),
        ("llega tarde, angustiada por una discusión en el trabajo con su jefa",
         "Trabajamos la posición de quedar siempre como la que 'aguanta'. Pregunto qué aguanta y para quién."),
        ("trae un sueño: está en un tren que no para en ninguna estación",
         "Asociaciones: el padre ferroviario, la jubilación, la sensación de no poder detenerse."),
        ("habla del duelo por el abuelo; primera vez que llora en sesión",
         "No interpreto. Sostengo. Anoto para supervisión: cuidar el ritmo, no apurar el sentido."),
        ("plantea reducir a una sesión semanal por razones económicas",
         "Acordamos sostener frecuencia hasta fin de mes y revisar. Honorario diferencial posible."),
        ("relata insomnio y consumo de alcohol los fines de semana en aumento",
         "Evaluar riesgo. Sugiero interconsulta psiquiátrica; acepta pensarlo. Retomar la próxima."),
    ]
    t, i = r.choice(temas)
    return (f"{cod} - sesión {_f(dt)} ({r.choice(['presencial', 'virtual (Meet)', 'presencial'])})\n\n"
            f"Paciente {t}.\n{i}\n\nPara la próxima: {r.choice(['retomar el sueño', 'preguntar por el padre', 'ver tema honorarios', 'llevar a supervisión'])}.\n"
            "(Notas anonimizadas - no figuran nombres ni datos identificatorios)")


def t_supervision(r: random.Random, dt: datetime) -> str:
    cod = f"P-{r.randint(3, 29):03d}"
    return (f"Supervisión con Lic. Sara Feldman - {_fl(dt)}\n\nCaso: {cod} (mujer, 30 años, consulta por ataques de "
            "angustia)\n\n- Sara señala que estoy respondiendo desde el lugar de 'la que sabe' y que eso "
            "cierra la pregunta de la paciente.\n- Ubicar el momento de desencadenamiento: la muerte del abuelo "
            "coincide con la primera crisis.\n- Cuidar las intervenciones por WhatsApp: encuadre.\n"
            "- Honorario de la supervisión: abonado por transferencia.\n\nPróxima supervisión: en 15 días, "
            "llevar el caso P-021.")


def t_recibo_supervision(r: random.Random, dt: datetime) -> str:
    return (f"RECIBO C N° 0001-{r.randint(200, 400):08d}\nLic. Sara Feldman - Psicóloga - M.N. 21.430\n"
            f"Fecha: {_f(dt)}\nRecibí de {ME} la suma de {_pesos(r, 45000, 60000)} en concepto de honorarios por "
            "supervisión clínica (2 encuentros).\nForma de pago: transferencia.\nFirma: S. Feldman")


def t_alquiler_consultorio(r: random.Random, dt: datetime) -> str:
    return (f"ESPACIO CLÍNICO ARMENIA\nArmenia 1620, Palermo - CABA\nLiquidación de horas de consultorio - "
            f"{MESES[dt.month - 1]} {dt.year}\nProfesional: Lic. {ME}\n"
            f"Módulos: martes y jueves 9 a 13 h, viernes 14 a 19 h ({r.randint(48, 56)} horas)\n"
            f"Valor hora: {_pesos(r, 7000, 9500)}\nTotal a abonar: {_pesos(r, 380000, 520000)}\n"
            "Incluye limpieza, wifi y sala de espera. Vence el día 10. CBU para transferencia en el grupo.")


def t_mala_praxis(r: random.Random, dt: datetime) -> str:
    return (f"Póliza N° {r.randint(400000, 499999)}/{dt.year}\nSEGURO DE RESPONSABILIDAD CIVIL PROFESIONAL - "
            "PSICÓLOGOS\nAsegurado: " + ME + f" - CUIT {CUIT}\nProfesión: Licenciada en Psicología, M.N. 48.217\n"
            f"Vigencia: desde {_f(dt)} hasta {_f(dt + timedelta(days=365))}\n"
            "Suma asegurada por evento: $ 60.000.000\nÁmbito: consultorio particular y atención online\n"
            f"Premio anual: {_pesos(r, 180000, 260000)} en 6 cuotas\nCompañía: Seguros Médicos Profesionales S.A.\n"
            "Cobertura de reclamos por mala praxis derivados del ejercicio de la psicoterapia.")


def t_matricula(r: random.Random, dt: datetime) -> str:
    return ("MINISTERIO DE SALUD DE LA NACIÓN\nDirección Nacional de Habilitación, Fiscalización y Sanidad de "
            "Fronteras\nREGISTRO ÚNICO DE PROFESIONALES DE LA SALUD (REFEPS)\nCONSTANCIA DE MATRÍCULA\n"
            f"Apellido y nombre: ROSSI ACOSTA, VALENTINA  DNI: {DNI}\nProfesión: LICENCIADA EN PSICOLOGÍA\n"
            f"Matrícula Nacional: 48.217  Estado: VIGENTE\nFecha de emisión: {_f(dt)}\n"
            "La presente constancia se extiende a pedido de la interesada para ser presentada ante prepagas.")


def t_cobros(r: random.Random, dt: datetime) -> str:
    rows = ["Fecha;Paciente;Modalidad;Honorario;Pagado;Medio;Factura"]
    for i in range(14):
        d = dt - timedelta(days=28 - 2 * i)
        rows.append(f"{_f(d)};P-{r.choice([3, 8, 11, 14, 17, 21, 24, 27]):03d};{r.choice(['presencial', 'online'])};"
                    f"{r.choice([35000, 40000, 42000])};{r.choice(['sí', 'sí', 'sí', 'pendiente'])};"
                    f"{r.choice(['transferencia', 'Mercado Pago', 'efectivo'])};{r.choice(['sí', 'no'])}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Thesis (Psychoanalysis)

TESIS = "Duelo y acto: lecturas de Freud y Lacan en la clínica con adultos jóvenes"


def t_capitulo(r: random.Random, dt: datetime, n: int, v: str) -> str:
    titulos = {1: "Introducción y estado de la cuestión", 2: "Freud: del trabajo de duelo a la melancolía",
               3: "Lacan: el duelo, el objeto a y el pasaje al acto", 4: "Viñetas clínicas (material anonimizado)",
               5: "Conclusiones"}
    cuerpo = {
        1: "La presente tesis interroga la relación entre los duelos no tramitados y las respuestas del orden "
           "del acto en la clínica con adultos jóvenes. Se revisa la bibliografía psicoanalítica desde 'Duelo y "
           "melancolía' (Freud, 1917) hasta el Seminario 10 de Lacan y sus comentadores.",
        2: "En 'Duelo y melancolía' Freud distingue el trabajo de duelo, que examina pieza por pieza los "
           "recuerdos ligados al objeto perdido, de la melancolía, donde 'la sombra del objeto cae sobre el yo'.",
        3: "En el Seminario 10, La angustia, Lacan sitúa el pasaje al acto como una salida de escena del sujeto, "
           "y el acting out como una mostración dirigida al Otro. El duelo aparece ligado a ser la falta del otro.",
        4: "Viñeta 1 (caso A.): joven de 24 años que consulta tras la muerte de su hermano. Viñeta 2 (caso M.): "
           "episodios de consumo y exposición a riesgos luego de una ruptura. Los datos fueron modificados.",
        5: "Se propone que el acto, en estos casos, no es un fracaso del duelo sino un intento de inscribir una "
           "pérdida que no encontró lugar en el Otro.",
    }
    return (f"Maestría en Psicoanálisis - Facultad de Psicología, UBA\nTesis: {TESIS}\nMaestranda: {ME}\n"
            f"Director: Dr. Horacio Benavídez\n\nCapítulo {n}. {titulos[n]}\n({v} - {_f(dt)})\n\n{cuerpo[n]}\n\n"
            "[Desarrollar más este punto. Citar a Allouch, 'Erótica del duelo en tiempos de la muerte seca'.]")


def t_comentarios_director(r: random.Random, dt: datetime) -> str:
    return (f"Valentina:\nLeí el capítulo 3 que me mandaste. Te paso mis comentarios:\n"
            "1. La diferencia entre acting out y pasaje al acto está bien trabajada, pero falta ubicar la "
            "clase del 23 de enero de 1963 del Seminario 10.\n2. Las viñetas del capítulo 4 tienen que estar "
            "más anonimizadas (cambiá edades y profesiones).\n3. Cuidado con Allouch: no es lo mismo que Lacan.\n"
            "Para la entrega a la Comisión de Maestría del 30 de noviembre conviene que el borrador completo "
            "esté en agosto. ¿Nos juntamos el jueves 11 en la facultad?\nAbrazo,\nHoracio\n"
            "--\nDr. Horacio Benavídez\nDirector de tesis - Maestría en Psicoanálisis, Facultad de Psicología UBA")


def t_plan_tesis(r: random.Random, dt: datetime) -> str:
    return ("UNIVERSIDAD DE BUENOS AIRES - FACULTAD DE PSICOLOGÍA\nSecretaría de Posgrado\n"
            f"Buenos Aires, {_fl(dt)}\nRef.: Maestría en Psicoanálisis - Aprobación de Plan de Tesis\n"
            f"Se comunica a la maestranda {ME} (DNI {DNI}) que la Comisión de Maestría, en su reunión del día "
            f"de la fecha, aprobó el Plan de Tesis titulado '{TESIS}', bajo la dirección del Dr. Horacio "
            "Benavídez.\nLa maestranda dispone de un plazo de 24 meses para la presentación de la tesis "
            "(vencimiento: 30/11/2026).\nResolución CD N° 4418/24.")


def t_ficha_lectura(r: random.Random, dt: datetime, obra: str) -> str:
    return (f"Ficha de lectura para la tesis - {obra}\n\nIdea central: el trabajo de duelo exige que la libido "
            "se desligue pieza por pieza del objeto; en la melancolía la pérdida es sustraída de la conciencia.\n"
            "Cita para el cap. 2: 'En el duelo el mundo se ha hecho pobre y vacío; en la melancolía, eso le "
            "ocurre al yo mismo.'\nRelación con mi tesis: el acto como respuesta cuando el duelo no puede "
            "empezar. Comparar con Lacan, Seminario 6 (Hamlet) y Seminario 10.\n"
            f"Leído el {_f(dt)}.")


def t_cronograma(r: random.Random, dt: datetime) -> str:
    return ("Cronograma tesis;Tarea;Fecha límite;Estado\n"
            "1;Plan de tesis aprobado;12/2024;hecho\n2;Capítulo 1 - estado de la cuestión;06/2025;hecho\n"
            "3;Capítulo 2 - Freud;10/2025;hecho\n4;Capítulo 3 - Lacan;04/2026;en revisión con Horacio\n"
            "5;Capítulo 4 - viñetas clínicas;07/2026;en curso\n6;Conclusiones + introducción final;08/2026;pendiente\n"
            "7;Borrador completo al director;31/08/2026;pendiente\n8;Corrección de normas APA y formato;10/2026;pendiente\n"
            "9;Entrega a la Comisión de Maestría;30/11/2026;pendiente")


def t_seminario_notas(r: random.Random, dt: datetime, sem: str) -> str:
    return (f"Apuntes - {sem}\nMaestría en Psicoanálisis UBA - cursada {dt.year}\n\n"
            "- El síntoma como formación de compromiso (Freud, Conferencia 23).\n"
            "- Lacan: el inconsciente estructurado como un lenguaje; la metáfora paterna.\n"
            "- Discusión sobre la transferencia y el deseo del analista.\n"
            "Bibliografía obligatoria: Freud, 'Inhibición, síntoma y angustia'; Lacan, Seminario 11.\n"
            "Trabajo final aprobado (nota 9).")


# --------------------------------------------------------------------------- Citizenship

def t_estratto(r: random.Random, dt: datetime) -> str:
    return ("COMUNE DI CASTELBUONO\nCittà Metropolitana di Palermo\nUfficio di Stato Civile\n"
            "ESTRATTO PER RIASSUNTO DELL'ATTO DI NASCITA\nAnno 1889 - Parte I - N. 84\n"
            "L'Ufficiale dello Stato Civile certifica che ROSSI GIUSEPPE, figlio di Rossi Vincenzo e di "
            "Cusimano Rosalia, è nato a Castelbuono il giorno tre marzo milleottocentoottantanove.\n"
            "Annotazioni: nessuna.\nRilasciato per uso cittadinanza iure sanguinis.\n"
            f"Castelbuono, {dt.day:02d}/{dt.month:02d}/{dt.year}  L'Ufficiale dello Stato Civile")


def t_cnn(r: random.Random, dt: datetime) -> str:
    return ("REPÚBLICA ARGENTINA - PODER JUDICIAL DE LA NACIÓN\nCÁMARA NACIONAL ELECTORAL\n"
            "CERTIFICADO DE NO NATURALIZACIÓN (CNN)\nSe certifica que, consultados los registros a cargo de "
            "esta Cámara, NO surge que ROSSI, GIUSEPPE (o ROSSI, JOSÉ / ROSI, JOSÉ), nacido en Castelbuono, "
            "Italia, el 03/03/1889, haya obtenido la carta de ciudadanía argentina.\n"
            f"Buenos Aires, {_fl(dt)}.\nCertificado N° {r.randint(100000, 999999)} - Para ser presentado ante el "
            "Consulado General de Italia.")


def t_acta(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "abuelo":
        return ("GOBIERNO DE LA CIUDAD DE BUENOS AIRES\nDirección General del Registro del Estado Civil y "
                "Capacidad de las Personas\nACTA DE NACIMIENTO - Copia certificada\nTomo 2°A, Año 1921, Acta N° 1.377, "
                "Circunscripción 9a\nSALVATORE ROSSI, nacido el 14 de junio de 1921, hijo de JOSÉ ROSI, italiano, "
                "y de CONCEPCIÓN BELLOMO, italiana.\nNota: el nombre del padre figura como 'José Rosi' (debe decir "
                f"Giuseppe Rossi) - rectificación en trámite.\nExpedida el {_f(dt)} para trámite de ciudadanía.")
    if kind == "matrimonio":
        return ("REGISTRO CIVIL DE LA CAPITAL FEDERAL\nACTA DE MATRIMONIO - Año 1914, Tomo 1°, N° 602\n"
                "En Buenos Aires, a veinte días de mayo de mil novecientos catorce, comparecen GIUSEPPE ROSSI, de "
                "veinticinco años, soltero, jornalero, nacido en Castelbuono (Italia), y CONCETTA BELLOMO, de "
                "veinte años, nacida en Cefalù (Italia), quienes contraen matrimonio.\n"
                f"Copia fiel expedida el {_f(dt)} - con Apostilla de La Haya.")
    if kind == "padre":
        return ("REGISTRO CIVIL - PARTIDA DE NACIMIENTO\nJORGE ALBERTO ROSSI, nacido el 2 de septiembre de 1954 en "
                "Capital Federal, hijo de SALVATORE ROSSI y de ELENA MARÍA FERRARI.\n"
                f"Copia certificada emitida el {_f(dt)} - trámite de ciudadanía italiana.")
    return ("ACTA DE NACIMIENTO\nVALENTINA ROSSI ACOSTA, nacida el 22 de noviembre de 1986 en la Ciudad de Buenos "
            "Aires, hija de JORGE ALBERTO ROSSI y de GRACIELA ACOSTA.\n"
            f"Copia digital legalizada emitida el {_f(dt)} - para ser presentada ante el Consulado de Italia.")


def t_apostilla(r: random.Random, dt: datetime, doc: str) -> str:
    return ("APOSTILLE\n(Convention de La Haye du 5 octobre 1961)\n1. País: República Argentina\n"
            f"2. El presente documento público ha sido firmado por: Registro Civil CABA ({doc})\n"
            "5. en: Buenos Aires\n6. el día: " + _f(dt) + "\n7. por: Ministerio de Relaciones Exteriores, "
            "Comercio Internacional y Culto\n8. bajo el número: " + f"AR-{r.randint(10**7, 10**8 - 1)}" +
            "\nApostilla electrónica - trámite TAD para ciudadanía italiana")


def t_traduccion(r: random.Random, dt: datetime, doc: str) -> str:
    return ("TRADUZIONE PUBBLICA\nIo sottoscritta, Carla Mazzoni, Traduttrice Pubblica di lingua italiana, "
            "iscritta al Colegio de Traductores Públicos de la Ciudad de Buenos Aires (T° XIX F° 211), certifico "
            f"che la presente è traduzione fedele in italiano del documento allegato redatto in spagnolo: {doc}.\n"
            "ATTO DI NASCITA - Salvatore Rossi, nato il 14 giugno 1921 a Buenos Aires, figlio di Giuseppe Rossi...\n"
            f"Buenos Aires, {_f(dt)}.\nHonorarios: {_pesos(r, 60000, 95000)} + legalización del Colegio.")


def t_prenota(r: random.Random, dt: datetime) -> str:
    return _eml("Prenot@mi <noreply@esteri.it>", ME_MAIL,
                "Conferma prenotazione - Cittadinanza per discendenza (maggiorenni)", dt,
                "Gentile ROSSI ACOSTA VALENTINA,\nLa sua prenotazione è stata confermata.\n"
                "Ufficio: Consolato Generale d'Italia in Buenos Aires - Reconquista 572\n"
                "Servizio: Cittadinanza - Ricostruzione cittadinanza per discendenza\n"
                "Data: 14/08/2026  Ora: 09:40\nCodice prenotazione: BA-CIT-" + str(r.randint(100000, 999999)) +
                "\nSi ricorda di presentarsi con tutta la documentazione in originale, apostillata e tradotta, "
                "e con la ricevuta del pagamento di 600 euro.")


def t_checklist_ciud(r: random.Random, dt: datetime) -> str:
    return ("CIUDADANÍA - qué falta\n\n[x] Estratto di nascita Giuseppe (Castelbuono) - llegó por correo\n"
            "[x] Acta matrimonio Giuseppe + Concetta 1914 - apostillada\n[ ] Acta defunción Giuseppe 1952 - pedir al RC\n"
            "[x] CNN Cámara Electoral\n[ ] Rectificación 'José Rosi' -> Giuseppe Rossi (Dra. Iannone, juzgado civil 42)\n"
            "[x] Partida papá - apostillar\n[ ] Traducciones (Carla Mazzoni) - faltan 2\n"
            "[ ] Pagar los 600 euros al consulado antes del turno\n[ ] Turno Consulado: 14/08 9:40 - llevar todo original")


def t_rectificacion(r: random.Random, dt: datetime) -> str:
    return ("Dra. Paula Iannone - Abogada - T° 98 F° 311 CPACF\n"
            f"Buenos Aires, {_fl(dt)}\nSra. Valentina Rossi Acosta:\nLe informo el estado de la causa 'ROSSI ACOSTA, "
            "VALENTINA s/ INFORMACIÓN SUMARIA - RECTIFICACIÓN DE PARTIDAS' (Expte. 31.552/2025), en trámite ante el "
            "Juzgado Nacional en lo Civil N° 42.\nEl Ministerio Público dictaminó favorablemente la rectificación del "
            "nombre del progenitor en la partida de nacimiento de Salvatore Rossi ('José Rosi' por 'Giuseppe "
            "Rossi'). Estimamos sentencia en junio y luego el oficio al Registro Civil.\n"
            f"Honorarios: saldo pendiente {_pesos(r, 350000, 450000)}.\nSaludos cordiales.")


def t_gastos_ciud(r: random.Random, dt: datetime) -> str:
    return ("Concepto;Fecha;Monto;Moneda\nEstratto Castelbuono (envío);03/2025;25;EUR\n"
            f"Actas Registro Civil (4);04/2025;{r.randint(30000, 45000)};ARS\nCNN Cámara Electoral;05/2025;0;ARS\n"
            f"Apostillas TAD (5);09/2025;{r.randint(80000, 110000)};ARS\n"
            f"Traducciones Mazzoni;02/2026;{r.randint(300000, 420000)};ARS\nAbogada rectificación (anticipo);11/2025;450000;ARS\n"
            "Arancel consulado (cittadinanza);08/2026;600;EUR\nTotal estimado;;;")


# --------------------------------------------------------------------------- Tango

FESTIVAL = "Festival Abrazo Palermo 2026"


def t_alumnos(r: random.Random, dt: datetime) -> str:
    rows = ["Alumno/a;Nivel;Día;Abono;Pagó " + MESES[dt.month - 1] + ";Teléfono"]
    for _ in range(16):
        rows.append(f"{_persona(r)};{r.choice(['principiantes', 'intermedios', 'intermedios', 'avanzados'])};"
                    f"{r.choice(['martes', 'jueves', 'martes y jueves'])};{r.choice(['4 clases', '8 clases', 'suelta'])};"
                    f"{r.choice(['sí', 'sí', 'no'])};11-{r.randint(3000, 6999)}-{r.randint(1000, 9999)}")
    return "Clases de tango - Estudio Tango Gorriti - Vale & Julián\n" + "\n".join(rows)


def t_plan_clase(r: random.Random, dt: datetime) -> str:
    tema = r.choice(["el ocho adelante y atrás con pivot", "giro a la izquierda con sacada del líder",
                     "ochos cortados en la milonga", "el abrazo: apilado vs. abierto", "vals: caminata en tres"])
    return (f"Clase martes {_f(dt)} - intermedios (20 a 21.30 h)\nTema: {tema}\n\n1. Calentamiento y caminata "
            "individual (10 min)\n2. Trabajo de abrazo en pareja, eje propio\n3. Secuencia: salida cruzada, "
            f"{tema}, resolución\n4. Musicalidad: Di Sarli 'Bahía Blanca' - marcar las frases\n"
            "5. Práctica libre y rotación de parejas\nMúsica: D'Arienzo para calentar, Di Sarli, Pugliese al final.")


def t_factura_estudio(r: random.Random, dt: datetime, n: int) -> str:
    return (f"FACTURA C\nPunto de Venta: 00003  Comp. Nro: {n:08d}\nFecha de Emisión: {_f(dt)}\n{EMISOR}\n"
            "Razón Social: ESTUDIO TANGO GORRITI S.R.L.  CUIT: 30-71658432-9  Condición IVA: IVA Responsable "
            f"Inscripto\nDescripción: Dictado de clases de tango - martes y jueves - {MESES[dt.month - 1]} {dt.year}\n"
            f"Importe Total: {_pesos(r, 280000, 420000)}\nCAE N°: {r.randint(10**13, 10**14 - 1)}")


def t_presupuesto_festival(r: random.Random, dt: datetime) -> str:
    return (f"{FESTIVAL} - Presupuesto v{r.randint(2, 4)}\nRubro;Detalle;Monto ARS;Estado\n"
            f"Salón;Club Social Costa Rica - 3 noches;{r.randint(1800000, 2400000)};seña pagada\n"
            f"Orquesta;Orquesta Típica La Rampla - sábado;{r.randint(1500000, 2000000)};confirmada\n"
            f"Maestros;Lucía Otero & Facundo Ibarra - 3 seminarios + exhibición;{r.randint(1200000, 1600000)};confirmado\n"
            f"DJs;3 DJs (viernes, sábado, domingo);{r.randint(450000, 650000)};2 de 3 confirmados\n"
            f"Sonido;Equipo + técnico;{r.randint(500000, 800000)};presupuesto pedido\n"
            f"Seguro;Responsabilidad civil evento;{r.randint(150000, 250000)};pendiente\n"
            f"Diseño y redes;Flyer + pauta Instagram;{r.randint(200000, 300000)};en curso\n"
            "Ingresos previstos;Pase full 180 x $ 85.000 + entradas milonga;;")


def t_contrato_salon(r: random.Random, dt: datetime) -> str:
    return ("CONTRATO DE LOCACIÓN DE SALÓN PARA EVENTO\nEntre CLUB SOCIAL COSTA RICA, con domicilio en Costa "
            "Rica 4850, CABA, representado por su presidente Sr. Alberto Guzmán, y los Sres. VALENTINA ROSSI "
            "ACOSTA y JULIÁN FERREYRA, organizadores, se conviene:\nPRIMERA: El Club cede el uso del salón "
            "principal los días 18, 19 y 20 de septiembre de 2026, de 20 a 4 h, para la realización del evento "
            f"'{FESTIVAL}' (festival de tango con milongas y seminarios).\nSEGUNDA: Precio total "
            f"{_pesos(r, 1800000, 2400000)}, seña del 30% a la firma.\nTERCERA: Los organizadores contratarán un "
            "seguro de responsabilidad civil y respetarán la capacidad máxima de 250 personas.\n"
            f"Firmado en Buenos Aires el {_fl(dt)}.")


def t_mail_maestros(r: random.Random, dt: datetime) -> str:
    return _eml("Lucía Otero <luciaotero.tango@gmail.com>", ME_MAIL, "Re: Festival septiembre - propuesta", dt,
                "Hola Vale!\nConfirmamos con Facu para el festival del 18 al 20 de septiembre. Proponemos tres "
                "seminarios (giros con cambio de frente, milonga traspié y vals) y la exhibición del sábado con la "
                "orquesta. Nuestro honorario es el que hablamos, más pasajes desde Rosario y alojamiento dos noches.\n"
                "¿Nos mandás el contrato y la info para el flyer?\nBesos, Lucía")


def t_inscripciones(r: random.Random, dt: datetime) -> str:
    rows = ["Marca temporal,Nombre,Rol,Pase,Ciudad,Pago"]
    for i in range(18):
        d = dt - timedelta(days=r.randint(0, 40))
        rows.append(f"{d.strftime('%d/%m/%Y %H:%M:%S')},{_persona(r)},{r.choice(['líder', 'seguidora', 'seguidor', 'ambos'])},"
                    f"{r.choice(['Full pass', 'Solo milongas', 'Full pass', 'Seminarios'])},"
                    f"{r.choice(['CABA', 'Rosario', 'Córdoba', 'Montevideo', 'La Plata', 'Santiago de Chile'])},"
                    f"{r.choice(['transferencia', 'pendiente', 'Mercado Pago'])}")
    return "\n".join(rows)


def t_pendientes_festival(r: random.Random, dt: datetime) -> str:
    return ("PENDIENTES FESTIVAL (sept)\n- mandar contrato a Lucía y Facu\n- confirmar DJ del domingo (¿Marcelo Ruiz?)\n"
            "- pedir presupuesto de sonido a Audio Sur\n- seguro RC para el Club Costa Rica\n"
            "- abrir el formulario de inscripción y el link de Mercado Pago\n- flyer v3: cambiar fecha de la exhibición\n"
            "- hablar con Julián de los precios del pase full\n- sponsors: zapatería, escuela de Villa Urquiza")


def t_sponsors(r: random.Random, dt: datetime) -> str:
    return (f"Buenos Aires, {_fl(dt)}\nSres. Zapatos de Tango Comme il Faut\nDe nuestra consideración:\n"
            f"Nos dirigimos a ustedes para invitarlos a acompañar como sponsors el {FESTIVAL}, primer encuentro "
            "de tango que organizamos en el Club Social Costa Rica del 18 al 20 de septiembre, con tres milongas, "
            "seminarios y la Orquesta Típica La Rampla. Esperamos 200 bailarines de Argentina, Uruguay y Chile.\n"
            "Ofrecemos presencia de marca en el flyer, en redes y un stand en el salón a cambio de un aporte o "
            "de premios para el sorteo.\nSaludos cordiales,\nValentina Rossi Acosta y Julián Ferreyra - Organización")


def t_presupuesto_sonido(r: random.Random, dt: datetime) -> str:
    return ("AUDIO SUR - Sonido e iluminación para eventos\n"
            f"Presupuesto N° {r.randint(1000, 1999)} - {_f(dt)}\nCliente: Valentina Rossi Acosta (festival de tango, "
            "Club Social Costa Rica, 18 al 20/09/2026)\n- Sistema de sonido para salón de 250 personas\n"
            "- Consola, 2 monitores para orquesta típica (sábado)\n- Técnico de sonido 3 noches\n"
            f"Total: {_pesos(r, 550000, 800000)} + IVA. Validez 15 días.")


def t_mundial(r: random.Random, dt: datetime) -> str:
    return ("MUNDIAL DE TANGO 2023 - Campeonato de Baile de la Ciudad\nConfirmación de inscripción - Categoría "
            "TANGO DE PISTA\nPareja N° 0417: FERREYRA, JULIÁN / ROSSI ACOSTA, VALENTINA\n"
            "Clasificatoria: 19 de agosto de 2023, Usina del Arte, ronda 4\n"
            "Presentarse con 60 minutos de antelación con DNI. Música: a cargo de la organización.")


def t_ranchera(r: random.Random, dt: datetime) -> str:
    return ("Práctica La Ranchera - cierre\nCaja final;Concepto;Monto\n"
            f"Ingresos;entradas último mes;{r.randint(180000, 260000)}\nEgresos;alquiler salón Villa Crespo;"
            f"{r.randint(120000, 160000)}\nEgresos;DJ despedida;{r.randint(20000, 40000)}\nSaldo;repartido Vale/Julián;\n"
            "Nota;Última práctica el 28/11/2024. Gracias a todos los que bailaron estos tres años.;")


# --------------------------------------------------------------------------- Finance / Taxes

def t_resumen_galicia(r: random.Random, dt: datetime) -> str:
    saldo = r.uniform(400000, 1500000)
    lines = []
    for _ in range(8):
        d = dt - timedelta(days=r.randint(1, 28))
        concepto = r.choice(["TRANSF. RECIBIDA CUIL 20-3", "DEB. AUT. OSDE", "PAGO VISA", "TRANSF. A MERCADO PAGO",
                             "EXTRACCION CAJERO", "COMPRA DEBITO CARREFOUR", "TRANSF. ALQUILER SOLER"])
        lines.append(f"{_f(d)}  {concepto}  {_pesos(r, 15000, 700000)}")
    return (f"BANCO GALICIA - Resumen de Caja de Ahorro en Pesos\nTitular: {ME}\nCuenta N° 4021789-3 019-4\n"
            f"Período: {MESES[dt.month - 1]} {dt.year}\nSaldo anterior: {_ars(saldo)}\n" + "\n".join(lines) +
            f"\nSaldo al cierre: {_ars(saldo * r.uniform(0.8, 1.2))}")


def t_visa(r: random.Random, dt: datetime) -> str:
    return (f"VISA - Banco Galicia\nResumen de cuenta - Cierre {_f(dt)}  Vencimiento {_f(dt + timedelta(days=10))}\n"
            f"Titular: {ME.upper()}\nConsumos:\nMERCADOLIBRE *3CUOTAS {_pesos(r, 20000, 90000)}\n"
            f"SPOTIFY {_pesos(r, 3000, 6000)}\nCOTO SUC. 142 {_pesos(r, 30000, 90000)}\nFARMACITY {_pesos(r, 8000, 30000)}\n"
            f"NETFLIX USD 9,99\nTotal a pagar en pesos: {_pesos(r, 250000, 700000)}\nTotal en dólares: US$ 9,99\n"
            f"Pago mínimo: {_pesos(r, 40000, 90000)}")


def t_mp_csv(r: random.Random, dt: datetime) -> str:
    rows = ["FECHA,DESCRIPCIÓN,ID DE OPERACIÓN,VALOR,SALDO"]
    saldo = r.uniform(50000, 200000)
    for i in range(15):
        d = dt - timedelta(days=30 - 2 * i)
        v = r.choice([-1, 1]) * r.uniform(3000, 90000)
        saldo += v
        rows.append(f"{d:%d-%m-%Y},{r.choice(['Transferencia recibida', 'Pago con QR Verdulería', 'Rendimientos', 'Pago Personal Flow', 'Transferencia enviada', 'Pago Rappi'])},"
                    f"{r.randint(10**10, 10**11 - 1)},{v:.2f},{saldo:.2f}")
    return "\n".join(rows)


def t_presupuesto_hogar(r: random.Random, dt: datetime) -> str:
    return ("Presupuesto mensual;Monto;Notas\n"
            f"Alquiler;{r.randint(780000, 860000)};ajuste IPC cada 4 meses\nExpensas;{r.randint(150000, 210000)};\n"
            f"Luz + gas + agua;{r.randint(60000, 110000)};\nInternet + celular;{r.randint(35000, 55000)};\n"
            f"Supermercado;{r.randint(300000, 420000)};\nOfelia (alimento renal + piedras);{r.randint(45000, 70000)};\n"
            f"Monotributo;{r.randint(70000, 95000)};\nDiferencia OSDE;{r.randint(60000, 90000)};\n"
            "Ahorro en dólares;US$ 300;compra MEP\nTotal;;")


def t_plazo_fijo(r: random.Random, dt: datetime) -> str:
    cap = r.uniform(1500000, 3000000)
    return ("BANCO GALICIA - CONSTANCIA DE PLAZO FIJO\nTipo: Plazo fijo tradicional en pesos - 30 días\n"
            f"Titular: {ME}\nFecha de constitución: {_f(dt)}  Vencimiento: {_f(dt + timedelta(days=30))}\n"
            f"Capital: {_ars(cap)}  TNA: {r.uniform(28, 36):.2f}%\nIntereses: {_ars(cap * 0.026)}\n"
            "Acreditación al vencimiento en caja de ahorro en pesos.")


def t_mep(r: random.Random, dt: datetime) -> str:
    usd = r.choice([300, 400, 500])
    tc = r.uniform(1180, 1320)
    return ("InvertirOnline - Boleto de operación\nOperación: Compra de dólar MEP (AL30 / AL30D)\n"
            f"Comitente: {ME}\nFecha: {_f(dt)}\nCompra AL30 en pesos: {_ars(usd * tc)}\nVenta AL30D: {_usd(usd)}\n"
            f"Tipo de cambio implícito: {_ars(tc)}\nLos dólares se acreditan en la cuenta en USD del Banco Galicia.")


def t_cuota_mono(r: random.Random, dt: datetime) -> str:
    return ("ARCA - Agencia de Recaudación y Control Aduanero\nCOMPROBANTE DE PAGO - VEP\n"
            f"CUIT contribuyente: {CUIT}  {ME.upper()}\nConcepto: Monotributo - Obligación mensual\n"
            f"Período: {dt.month:02d}/{dt.year}  Categoría: E\nImpuesto integrado: {_pesos(r, 25000, 40000)}\n"
            f"Aporte SIPA: {_pesos(r, 20000, 30000)}\nObra social (OSDE - derivación): {_pesos(r, 25000, 35000)}\n"
            f"Fecha de pago: {_f(dt)}  Medio: Débito en cuenta Galicia")


def t_constancia_arca(r: random.Random, dt: datetime) -> str:
    return ("ARCA - CONSTANCIA DE OPCIÓN RÉGIMEN SIMPLIFICADO (MONOTRIBUTO)\n"
            f"CUIT: {CUIT}  Apellido y nombre: ROSSI ACOSTA VALENTINA\nCategoría: E - Locaciones y prestaciones de servicios\n"
            "Actividades: 869090 - Servicios de psicología; 854950 - Enseñanza de danza\n"
            f"Domicilio fiscal: {DOMICILIO}\nFecha de emisión: {_f(dt)}\n"
            "Obra social: OSDE - Organización de Servicios Directos Empresarios")


def t_recategorizacion(r: random.Random, dt: datetime) -> str:
    return ("ARCA - Monotributo - Recategorización semestral\n"
            f"Contribuyente: {ME}  CUIT {CUIT}\nPeríodo evaluado: últimos 12 meses\n"
            f"Ingresos brutos declarados: {_pesos(r, 20000000, 26000000)}\nSuperficie afectada: no posee local propio\n"
            f"Energía eléctrica consumida: no corresponde\nCategoría anterior: D  Nueva categoría: E\n"
            f"Vigencia: desde el 1/{'02' if dt.month < 6 else '08'}/{dt.year}\nNúmero de transacción: {r.randint(10**8, 10**9)}")


def t_agip(r: random.Random, dt: datetime) -> str:
    return ("AGIP - Administración Gubernamental de Ingresos Públicos - Ciudad de Buenos Aires\n"
            "Domicilio Fiscal Electrónico - Comunicación\n"
            f"Contribuyente: {CUIT} ROSSI ACOSTA VALENTINA\nAsunto: Ingresos Brutos - Régimen Simplificado\n"
            "Se informa que a partir del período indicado el impuesto sobre los Ingresos Brutos se abona en forma "
            "unificada con el Monotributo nacional a través de ARCA. Verifique que su categoría local coincida con "
            f"la categoría nacional (E).\nFecha: {_f(dt)}")


def t_pendientes_impuestos(r: random.Random, dt: datetime) -> str:
    return ("pendientes:\n- recategorización monotributo antes del 20 (revisar facturación de los últimos 12 meses, "
            "pacientes + clases)\n- ver si paso a categoría F con las facturas de tango\n- bajar constancia de "
            "inscripción para la prepaga\n- DFE: leer la notificación de ARCA\n- débito automático del VEP: "
            "cambiar a la caja de ahorro de Galicia")


# --------------------------------------------------------------------------- Home

def t_contrato_alquiler(r: random.Random, dt: datetime) -> str:
    return ("CONTRATO DE LOCACIÓN DE INMUEBLE CON DESTINO A VIVIENDA\nEntre RICARDO MENÉNDEZ (LOCADOR), "
            f"representado por Inmobiliaria Soler & Asoc., y {ME.upper()}, DNI {DNI} (LOCATARIA), se celebra:\n"
            "PRIMERA - OBJETO: el departamento sito en Gurruchaga 1745, Piso 4° B, Palermo, CABA.\n"
            "SEGUNDA - PLAZO: 36 meses, desde el 1/08/2024 al 31/07/2027.\nTERCERA - PRECIO: $ 520.000 mensuales, "
            "ajustable cada cuatro meses según IPC (INDEC).\nCUARTA - EXPENSAS ordinarias y ABL a cargo de la "
            "locataria.\nQUINTA - DEPÓSITO: un mes de alquiler.\nGARANTÍA: seguro de caución Finaer.\n"
            f"Firmado en Buenos Aires el {_fl(dt)}.")


def t_recibo_alquiler(r: random.Random, dt: datetime) -> str:
    return (f"INMOBILIARIA SOLER & ASOC.\nRECIBO DE ALQUILER N° {r.randint(3000, 5000)}\nFecha: {_f(dt)}\n"
            f"Recibimos de {ME} la suma de {_pesos(r, 720000, 860000)} en concepto de alquiler del mes de "
            f"{MESES[dt.month - 1]} {dt.year} - Gurruchaga 1745 4° B.\nPropietario: Ricardo Menéndez.\n"
            "Forma de pago: transferencia.")


def t_expensas(r: random.Random, dt: datetime) -> str:
    return ("ADMINISTRACIÓN CASTRO & VIDAL\nConsorcio de Propietarios GURRUCHAGA 1745 - CUIT 30-52871345-1\n"
            f"LIQUIDACIÓN DE EXPENSAS - {MESES[dt.month - 1].upper()} {dt.year}\nUnidad Funcional 14 - Piso 4° B - "
            "Porcentual 3,87%\nGastos del mes: sueldo encargado y cargas sociales, Edesur servicios comunes, "
            "mantenimiento ascensor, abono fumigación, honorarios administración.\n"
            f"Expensas ordinarias: {_pesos(r, 140000, 210000)}\nVencimiento: 10/{dt.month:02d}/{dt.year}\n"
            "Pago por Expensas Pagas o transferencia a la cuenta del consorcio.")


def t_servicio(r: random.Random, dt: datetime, emp: str) -> str:
    det = {"Edesur": ("EDESUR S.A. - Factura de energía eléctrica", "Consumo: 212 kWh - Tarifa T1R"),
           "Metrogas": ("METROGAS S.A. - Factura de gas natural", "Consumo: 38 m3 - Categoría R2-1"),
           "AySA": ("AySA - Agua y Saneamientos Argentinos", "Servicio de agua y cloaca - cuota bimestral"),
           "Personal": ("PERSONAL FLOW - Internet + TV", "Internet 300 Mb")}
    a, b = det[emp]
    return (f"{a}\nTitular: {ME}\nDomicilio de suministro: Gurruchaga 1745 4 B, CABA\n"
            f"Período: {MESES[dt.month - 1]} {dt.year}\n{b}\nTotal a pagar: {_pesos(r, 18000, 75000)}\n"
            f"Vencimiento: {_f(dt + timedelta(days=12))}")


def t_reclamo_humedad(r: random.Random, dt: datetime) -> str:
    return (f"Buenos Aires, {_fl(dt)}\nSres. Inmobiliaria Soler & Asoc.\nAtn. Sra. Gabriela Soler\n"
            "Ref.: Departamento Gurruchaga 1745, 4° B - humedad en el baño\nMe dirijo a ustedes como locataria para "
            "reiterar el reclamo por la filtración que viene del departamento de arriba (5° B). La mancha en el "
            "techo del baño creció y ya hay moho en la pared del dormitorio. Solicito que el propietario envíe un "
            "plomero y se comunique con la administración del consorcio.\nAdjunto fotos.\nSaludos,\n" + ME)


def t_mail_icl(r: random.Random, dt: datetime) -> str:
    return _eml("Inmobiliaria Soler <administracion@inmobiliariasoler.com.ar>", ME_MAIL,
                "Actualización alquiler - Gurruchaga 1745 4B", dt,
                "Estimada Valentina:\nLe informamos que, según la cláusula tercera del contrato, corresponde la "
                "actualización cuatrimestral por IPC. El nuevo valor del alquiler a partir del próximo mes es de "
                f"{_pesos(r, 800000, 880000)}. Las expensas se abonan aparte.\nAnte cualquier duda quedamos a disposición.\n"
                "Saludos,\nAdministración - Inmobiliaria Soler & Asoc.")


def t_seguro_hogar(r: random.Random, dt: datetime) -> str:
    return ("SANCOR SEGUROS - Póliza de Seguro Combinado Familiar\n"
            f"Asegurada: {ME}  Riesgo: departamento en Gurruchaga 1745 4° B, CABA (inquilina)\n"
            "Coberturas: incendio contenido, robo de contenido, responsabilidad civil, daños por agua, "
            f"electrodomésticos y notebook\nVigencia: {_f(dt)} al {_f(dt + timedelta(days=365))}\n"
            f"Premio mensual: {_pesos(r, 14000, 24000)}  Póliza N° {r.randint(10**6, 10**7)}")


def t_comprobante_transf(r: random.Random, dt: datetime) -> str:
    return ("Galicia - Comprobante de transferencia\n"
            f"Fecha: {_f(dt)} {r.randint(8, 22)}:{r.randint(10, 59)}\nDe: {ME} - CA $ 4021789-3\n"
            "Para: INMOBILIARIA SOLER Y ASOC SRL - CUIT 30-71022417-5\n"
            f"Importe: {_pesos(r, 780000, 860000)}\nConcepto: ALQUILER - Gurruchaga 1745 4B\n"
            f"N° de operación: {r.randint(10**8, 10**9)}")


# --------------------------------------------------------------------------- Health / Cat

def t_laboratorio(r: random.Random, dt: datetime) -> str:
    return ("LABORATORIO HIDALGO - Informe de resultados\n"
            f"Paciente: ROSSI ACOSTA, VALENTINA  Edad: 39 años  Cobertura: OSDE 210\nFecha de extracción: {_f(dt)}\n"
            f"Hemoglobina: {r.uniform(12.2, 14.1):.1f} g/dL (12,0-16,0)\nFerritina: {r.randint(14, 40)} ng/mL (15-150)\n"
            f"TSH: {r.uniform(1.1, 3.9):.2f} uUI/mL (0,4-4,0)\nVitamina D: {r.randint(18, 32)} ng/mL (30-100)\n"
            f"Glucemia: {r.randint(78, 96)} mg/dL\nSolicitado por: Dra. Mariana Lerner (clínica médica)")


def t_prepaga(r: random.Random, dt: datetime) -> str:
    return ("OSDE - Factura de cuota\n"
            f"Socio titular: {ME}  N° de socio: 61 {r.randint(100000, 999999)} 01  Plan: 210\n"
            f"Período: {MESES[dt.month - 1]} {dt.year}\nValor del plan: {_pesos(r, 150000, 190000)}\n"
            f"Aportes derivados del Monotributo: -{_pesos(r, 25000, 35000)}\nTotal a pagar: {_pesos(r, 110000, 160000)}\n"
            "Débito automático tarjeta VISA.")


def t_orden_medica(r: random.Random, dt: datetime, que: str) -> str:
    return (f"Dra. {r.choice(['Mariana Lerner', 'Silvia Kaplan', 'Laura Grinberg'])} - M.N. {r.randint(60000, 140000)}\n"
            f"Paciente: Rossi Acosta, Valentina - OSDE 210\nFecha: {_f(dt)}\nRp/\n{que}\nDiagnóstico presuntivo: "
            f"{'control anual' if 'mamograf' in que else 'gonalgia derecha - esguince de rodilla'}\nFirma y sello")


def t_dentista(r: random.Random, dt: datetime) -> str:
    return ("Od. Pablo Szwarc - Odontología general\nFACTURA C N° 0001-00000" + str(r.randint(100, 999)) +
            f"\nFecha: {_f(dt)}\nPaciente: Valentina Rossi Acosta\nPrestación: tratamiento de conducto pieza 36 + "
            f"perno\nImporte: {_pesos(r, 180000, 320000)}\nSolicitar reintegro a OSDE con esta factura.")


def t_vet(r: random.Random, dt: datetime) -> str:
    return ("VETERINARIA PLAZA GÜEMES - Clínica de pequeños animales\n"
            f"Paciente: OFELIA - felina, europea, 7 años, castrada, 4,1 kg\nPropietaria: {ME}\nFecha: {_f(dt)}\n"
            f"Motivo: {r.choice(['control anual y vacunas', 'vómitos y pérdida de apetito', 'control renal'])}\n"
            f"Urea {r.randint(50, 70)} mg/dL, creatinina {r.uniform(1.6, 2.2):.1f} mg/dL - enfermedad renal estadio 2 (IRIS)\n"
            "Indicaciones: alimento renal, control en 3 meses, ecografía abdominal.\nM.V. Daniela Ortiz")


def t_vacuna_gato(r: random.Random, dt: datetime) -> str:
    return ("CERTIFICADO DE VACUNACIÓN ANTIRRÁBICA\nGobierno de la Ciudad de Buenos Aires - Instituto Pasteur\n"
            f"Especie: felino  Nombre: Ofelia  Sexo: hembra  Edad: 6 años\nPropietaria: {ME} - {DOMICILIO}\n"
            f"Vacuna: antirrábica, lote {r.randint(1000, 9999)}\nFecha de aplicación: {_f(dt)}  Próxima dosis: {_f(dt + timedelta(days=365))}\n"
            "Firma y sello del veterinario actuante.")


def t_castracion(r: random.Random, dt: datetime) -> str:
    return ("Veterinaria Plaza Güemes - Presupuesto / comprobante\n"
            f"Paciente: Ofelia (gata) - Propietaria: Valentina Rossi\nFecha: {_f(dt)}\n"
            f"Ecografía abdominal: {_pesos(r, 25000, 40000)}\nAnálisis de sangre (perfil renal): {_pesos(r, 20000, 35000)}\n"
            "Resultado eco: riñones de tamaño conservado, leve pérdida de la diferenciación corticomedular.")


# --------------------------------------------------------------------------- Travel

def t_vuelo_salta(r: random.Random, dt: datetime) -> str:
    return ("AEROLÍNEAS ARGENTINAS - Confirmación de compra / Pase a bordo\n"
            f"Pasajera: ROSSI ACOSTA/VALENTINA  Código de reserva: {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
            "AR1456 Aeroparque (AEP) - Salta (SLA) 11/07/2026 07:10 - 09:25\n"
            "AR1459 Jujuy (JUJ) - Aeroparque (AEP) 19/07/2026 18:40 - 21:00\n"
            f"Tarifa Base + equipaje 15 kg  Total: {_pesos(r, 320000, 480000)}")


def t_hotel_salta(r: random.Random, dt: datetime) -> str:
    return ("Booking.com - Confirmación de reserva\nHostal Casa de Adobe, Purmamarca, Jujuy\n"
            "Check-in: lunes, 13 de julio de 2026  Check-out: jueves, 16 de julio de 2026\n"
            f"Huéspedes: Valentina Rossi Acosta, Carolina Méndez\nHabitación doble con vista al Cerro de los Siete "
            f"Colores\nPrecio total: {_pesos(r, 210000, 300000)}\nCancelación gratuita hasta el 6 de julio.")


def t_itinerario_salta(r: random.Random, dt: datetime) -> str:
    return ("Día;Fecha;Lugar;Plan;Alojamiento\n1;11/07;Salta;llegada, peña a la noche;Hotel Balcón de Salta\n"
            "2;12/07;Cafayate;Quebrada de las Conchas, bodegas;Cafayate\n3;13/07;Purmamarca;auto alquilado por la ruta 9;Casa de Adobe\n"
            "4;14/07;Salinas Grandes;salir temprano, abrigo!;Casa de Adobe\n5;15/07;Tilcara;Pucará, Garganta del Diablo;Casa de Adobe\n"
            "6;16/07;Humahuaca / Hornocal;;Tilcara\n7;17/07;Iruya?;ver si da el tiempo;Tilcara\n8;19/07;San Salvador de Jujuy;vuelo 18:40;-")


def t_viaje_pasado(r: random.Random, dt: datetime, where: str) -> str:
    det = {
        "sicilia": "Itinerario Sicilia - septiembre 2019\nPalermo (3 noches) - Cefalù - Castelbuono (visita al "
                   "Comune, iglesia Matrice Vecchia, buscar el apellido Rossi en el cementerio) - Siracusa - "
                   "Catania (vuelo a Roma)\nVuelos Alitalia EZE-FCO ida 2/9, vuelta 24/9.",
        "bariloche": "Cerro Catedral - Pase de 3 días\nTitular: Valentina Rossi Acosta\nVálido del 17 al 19 de "
                     "julio de 2023\nHostería Las Marianas, Bariloche - reserva 15 al 21/07/2023, 2 personas.",
        "montevideo": "BUQUEBUS - Pasaje ida y vuelta Buenos Aires - Montevideo\nPasajera: Valentina Rossi Acosta\n"
                      "Ida: 10/10/2025 08:30  Vuelta: 13/10/2025 19:00\nHotel en Ciudad Vieja, 3 noches.",
    }
    return det[where]


# --------------------------------------------------------------------------- Archive: residency, CESAC, ex flat

def t_residencia_cert(r: random.Random, dt: datetime) -> str:
    return ("GOBIERNO DE LA CIUDAD DE BUENOS AIRES - Ministerio de Salud\nDirección de Capacitación y Docencia\n"
            "CERTIFICADO DE RESIDENCIA COMPLETA\nSe certifica que la Lic. VALENTINA ROSSI ACOSTA (DNI " + DNI + ") "
            "completó la Residencia de Psicología Clínica en el Hospital General de Agudos Dr. Teodoro Álvarez, "
            "durante el período 01/06/2012 - 31/05/2016, con evaluación final satisfactoria.\n"
            "Rotaciones: internación, guardia, consultorios externos, hospital de día, rotación libre en Hospital Borda.")


def t_guardia(r: random.Random, dt: datetime) -> str:
    return ("Hospital Álvarez - Servicio de Salud Mental\nInforme de guardia - residente de 2° año: Lic. Rossi Acosta\n"
            f"Fecha: {_f(dt)}\nConsulta espontánea, mujer de 22 años, traída por la madre tras ingesta de "
            "psicofármacos. Se realiza evaluación de riesgo junto a psiquiatría de guardia. Se indica internación "
            "breve en sala de observación.\nPresentar en el ateneo de residentes del jueves.")


def t_cesac(r: random.Random, dt: datetime) -> str:
    return ("CESAC N° 12 - Equipo de Salud Mental\n"
            f"Buenos Aires, {_fl(dt)}\nA la Jefatura del Área Programática:\nPor medio de la presente presento mi "
            "renuncia al cargo de psicóloga de planta (20 horas semanales) en el equipo de salud mental del "
            "CESAC 12, a partir del 31 de marzo de 2020, para dedicarme a la práctica privada. Agradezco al equipo "
            "los cuatro años de trabajo compartido.\nLic. Valentina Rossi Acosta - M.N. 48.217")


def t_recibo_cesac(r: random.Random, dt: datetime) -> str:
    return ("GOBIERNO DE LA CIUDAD DE BUENOS AIRES - RECIBO DE HABERES\n"
            f"Agente: ROSSI ACOSTA VALENTINA  Legajo: {r.randint(400000, 499999)}\nRepartición: CESAC 12 - Área Programática "
            f"Hospital Piñero\nCargo: Profesional de guardia/planta - Psicóloga 20 hs\nPeríodo: {MESES[dt.month - 1]} {dt.year}\n"
            f"Bruto: {_pesos(r, 40000, 60000)}  Neto: {_pesos(r, 32000, 48000)}")


def t_ex_division(r: random.Random, dt: datetime) -> str:
    return ("ACUERDO DE DIVISIÓN DE GASTOS Y BIENES - Depto. Padilla 845, 2° A, Villa Crespo\n"
            "Entre Martín Goldberg y Valentina Rossi Acosta, ex convivientes, acuerdan:\n"
            "1. Rescindir el contrato de alquiler con Inmobiliaria Crespo al 31/05/2022 y repartir por mitades la "
            "devolución del depósito.\n2. Martín se queda con la heladera y el sillón; Valentina con el lavarropas y "
            "la biblioteca.\n3. Las expensas y servicios hasta la entrega de llaves se pagan 50/50.\n"
            f"Buenos Aires, {_fl(dt)}.  Firmas: M. Goldberg / V. Rossi Acosta")


def t_ex_mudanza(r: random.Random, dt: datetime) -> str:
    return ("mudanza padilla -> cosas\n- cajas biblioteca (mías, 9 cajas)\n- lavarropas: flete el sábado\n"
            "- Martín: heladera, sillón, tele\n- entregar llaves a Inmobiliaria Crespo el 31/5\n"
            "- cortar Fibertel de Padilla, dar de baja Metrogas a nombre de Martín\n- reclamar devolución del depósito")


def _ago(y: int, m: int, d: int) -> float:
    return (NOW - datetime(y, m, d, 12, tzinfo=NOW.tzinfo)).total_seconds() / DAY


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

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DL, ESC, DOC, GD = "Descargas", "Escritorio", "Documentos", "Google Drive/Mi unidad"
    SCAN, WAD = "Documentos/Escaneos", "Escritorio/celu/WhatsApp Documents"

    # ------------------------------------------------------------ Practice: the private practice (Areas)
    d = f"{DOC}/Consultorio"
    for n, age in zip(range(141, 150), (3, 6, 12, 19, 35, 41, 66, 72, 95)):
        add(f"{d}/Facturas/2026/FC 00002-{n:08d}.pdf", A, "Practice", age,
            lambda r, dt, n=n: t_factura_c(r, dt, n, r.choice(["Consumidor Final", _persona(r)])))
    for n, age in zip((97, 108, 119, 130), (160, 222, 287, 350)):
        add(f"{d}/Facturas/2025/Factura_C_0002-{n:08d}.pdf", A, "Practice", age,
            lambda r, dt, n=n: t_factura_c(r, dt, n))
    sesiones = [("P-014", 3, "md"), ("P-014", 10, "md"), ("P-014", 17, "md"), ("P-014", 45, "md"),
                ("P-021", 2, "md"), ("P-021", 9, "md"), ("P-021", 30, "md"),
                ("P-008", 4, "docx"), ("P-008", 25, "docx"), ("P-027", 11, "txt"), ("P-027", 39, "txt")]
    for cod, age, ext in sesiones:
        day = NOW - timedelta(days=age)
        add(f"{d}/Notas/{cod}/{day:%Y-%m-%d}.{ext}", A, "Practice", age, lambda r, dt, cod=cod: t_sesion(r, dt, cod))
    for age in (8, 22, 53):
        day = NOW - timedelta(days=age)
        add(f"{d}/Supervisión/Supervisión Sara {day:%Y-%m-%d}.docx", A, "Practice", age, t_supervision)
    add(f"{d}/Supervisión/Recibos Sara/recibo abril.pdf", A, "Practice", 33, t_recibo_supervision)
    add(f"{d}/Supervisión/Recibos Sara/recibo mayo.pdf", A, "Practice", 2, t_recibo_supervision)
    add(f"{d}/Planilla cobros 2026.xlsx", A, "Practice", 1, t_cobros)
    add(f"{d}/cobros 2025.xlsx", A, "Practice", 152, t_cobros)
    add(f"{d}/Consultorio Armenia/liquidación mayo 2026.pdf", A, "Practice", 1, t_alquiler_consultorio)
    add(f"{d}/Consultorio Armenia/liquidacion abril.pdf", A, "Practice", 31, t_alquiler_consultorio)
    add(f"{d}/Seguro mala praxis 2025-2026.pdf", A, "Practice", 250, t_mala_praxis)
    add(f"{d}/constancia matricula REFEPS.pdf", A, "Practice", 120, t_matricula)
    add(f"{d}/Consentimiento informado atención online.docx", A, "Practice", 410,
        "CONSENTIMIENTO INFORMADO PARA ATENCIÓN PSICOLÓGICA EN LÍNEA\nLic. Valentina Rossi Acosta - M.N. 48.217\n"
        "Quien suscribe acepta recibir tratamiento psicoterapéutico por videollamada. Se garantiza el secreto "
        "profesional conforme a la Ley 26.657 y al Código de Ética. Las sesiones no se graban. Se acuerda un "
        "número de contacto de emergencia y el modo de proceder ante una crisis.\nHonorarios, frecuencia y "
        "cancelaciones: según lo acordado en la primera entrevista.\nFirma del/la paciente: ____________")
    add(f"{DL}/Document (3).pdf", A, "Practice", 20, t_mala_praxis, hard=True)
    add(f"{ESC}/Nuevo documento de texto (2).txt", A, "Practice", 10, t_supervision, hard=True)
    add(f"{ESC}/Nuevo documento de texto (4).txt", A, "Practice", 2, lambda r, dt: t_sesion(r, dt, "P-021"), hard=True)
    add(f"{ESC}/Libro2.xlsx", A, "Practice", 30, t_cobros, hard=True)
    add(f"{DL}/DOC-20260326-WA0004.pdf", A, "Practice", 67, t_alquiler_consultorio, hard=True)

    # ------------------------------------------------------------ Practice: clinical reference (Resources)
    d = f"{DOC}/Material clínico"
    add(f"{d}/Ley 26657 Salud Mental.pdf", R, "Practice", 900,
        "LEY NACIONAL DE SALUD MENTAL N° 26.657\nARTÍCULO 1° - La presente ley tiene por objeto asegurar el derecho "
        "a la protección de la salud mental de todas las personas.\nARTÍCULO 7° - El Estado reconoce a las personas "
        "con padecimiento mental los siguientes derechos...\nCapítulo VII - Internaciones: la internación es "
        "considerada como un recurso terapéutico de carácter restrictivo.")
    add(f"{d}/Código de ética FEPRA.pdf", R, "Practice", 880,
        "FEDERACIÓN DE PSICÓLOGOS DE LA REPÚBLICA ARGENTINA - CÓDIGO DE ÉTICA\n1. Consentimiento informado\n"
        "2. Secreto profesional: los psicólogos tienen el deber de guardar secreto sobre lo conocido en el "
        "ejercicio de su profesión.\n3. Relaciones profesionales: evitar la doble relación con los consultantes.")
    add(f"{d}/Escalas/BDI-II.pdf", R, "Practice", 1200,
        "Inventario de Depresión de Beck - BDI-II (adaptación argentina, Brenlla y Rodríguez)\n21 ítems. "
        "Puntuación: 0-13 mínima, 14-19 leve, 20-28 moderada, 29-63 grave.\nÍtem 9: pensamientos o deseos suicidas.")
    add(f"{d}/Escalas/Escala de riesgo suicida Plutchik.pdf", R, "Practice", 1180,
        "Escala de Riesgo Suicida de Plutchik - 15 ítems de respuesta sí/no. Punto de corte: 6.\n"
        "Evalúa intentos previos, ideación actual, sentimientos de depresión y desesperanza.")
    add(f"{d}/Curso urgencias subjetivas - clase 3.docx", R, "Practice", 640,
        "Curso de posgrado: La urgencia subjetiva en el hospital y en el consultorio - Clase 3\n"
        "Diferencia entre urgencia médica y urgencia subjetiva. La angustia como señal. Intervenciones posibles en "
        "la primera entrevista de urgencia: alojar, acotar, orientar. Redes y derivación.")
    add(f"{DL}/guia_telepsicologia.pdf", R, "Practice", 520,
        "Guía de buenas prácticas en telepsicología\nPlataformas seguras, encuadre, confidencialidad, manejo de "
        "crisis a distancia, registro de la atención y consentimiento informado para sesiones virtuales.")
    add(f"{DL}/Document (7).pdf", R, "Practice", 480,
        "Lineamientos para la atención psicológica a distancia\nRecomendaciones para psicólogos y psicólogas en "
        "ejercicio de la profesión: verificación de identidad del consultante, espacio privado, plan de "
        "contingencia ante cortes de conexión, resguardo de las historias clínicas digitales (Ley 26.529).", hard=True)

    # ------------------------------------------------------------ Practice: residency and CESAC (Archive)
    d = f"{DOC}/Residencia Álvarez"
    add(f"{d}/Certificado residencia completa.pdf", X, "Practice", _ago(2016, 6, 10), t_residencia_cert)
    add(f"{d}/Ateneos/ateneo caso H - 2014.docx", X, "Practice", _ago(2014, 9, 4),
        "Ateneo clínico de residentes - Servicio de Salud Mental, Hospital Álvarez\nCaso H.: varón de 35 años, "
        "internado tras un episodio de excitación psicomotriz. Presentación: R2 Rossi Acosta. Discusión del "
        "diagnóstico diferencial y de la estrategia de externación con hospital de día.")
    add(f"{d}/cronograma guardias 2013.xlsx", X, "Practice", _ago(2013, 3, 1),
        "Residencia Psicología - Guardias 2013;Lunes;Martes;Miércoles;Jueves;Viernes\n"
        "R1;Rossi Acosta;Pereyra;Klein;Rossi Acosta;Mansilla\nR2;Domínguez;Rossi Acosta;Vera;Pereyra;Klein\n"
        "Jefa de residentes;Lic. Inés Carballo;;;;")
    add(f"{d}/rotación Borda - informe final.docx", X, "Practice", _ago(2015, 12, 15),
        "Informe final de rotación - Hospital José T. Borda - Residencia de Psicología Hospital Álvarez\n"
        "Residente: Lic. Valentina Rossi Acosta (R4). Rotación de tres meses en el servicio de admisión. "
        "Participación en entrevistas de admisión, ateneos y el dispositivo de pre-alta.")
    nb = f"{DOC}/Notebook vieja"
    add(f"{nb}/Mis documentos/Nuevo documento.docx", X, "Practice", _ago(2013, 11, 2), t_guardia, hard=True)
    add(f"{nb}/Mis documentos/CESAC/recibo marzo 2019.pdf", X, "Practice", _ago(2019, 4, 3), t_recibo_cesac)
    add(f"{nb}/Mis documentos/CESAC/renuncia CESAC.docx", X, "Practice", _ago(2020, 2, 20), t_cesac)
    add(f"{nb}/Escritorio/texto.txt", X, "Practice", _ago(2020, 3, 25),
        "Pase de pacientes - CESAC 12 - salud mental (me voy el 31/3)\n- Flia. del grupo de crianza de los martes: "
        "queda a cargo Lic. Vera\n- Admisiones: ya no tomo nuevas desde el 1/3\n- Historias clínicas actualizadas "
        "en el archivo del CESAC, no llevarse nada\n- Despedida con el equipo el viernes 27", hard=True)
    add(f"{SCAN}/scan_0004.pdf", X, "Practice", _ago(2022, 6, 20), t_residencia_cert, hard=True)
    add(f"{SCAN}/scan_0012.pdf", X, "Practice", _ago(2022, 6, 20),
        lambda r, dt: t_recibo_cesac(r, datetime(2019, 8, 1)), hard=True)

    # ------------------------------------------------------------ Psychoanalysis: the thesis (Projects)
    g = f"{GD}/Tesis"
    caps = [("Cap 1 - estado de la cuestion v3.docx", 1, "v3", 300),
            ("Cap 1 - estado de la cuestion FINAL.docx", 1, "FINAL", 240),
            ("Cap 2 - Freud v2.docx", 2, "v2", 205), ("Cap 2 - Freud v4 corregido.docx", 2, "v4 corregido", 150),
            ("Cap 3 - Lacan v1.docx", 3, "v1", 85), ("Cap 3 - Lacan v3.docx", 3, "v3", 40),
            ("Cap 3 - Lacan v4.docx", 3, "v4", 9), ("Cap 3 - Lacan v4 (1).docx", 3, "v4", 9),
            ("Cap 4 - viñetas borrador.docx", 4, "borrador", 3), ("Conclusiones - ideas sueltas.docx", 5, "ideas", 16)]
    for name, n, v, age in caps:
        add(f"{g}/{name}", P, "Psychoanalysis", age, lambda r, dt, n=n, v=v: t_capitulo(r, dt, n, v))
    add(f"{g}/Plan de tesis aprobado.pdf", P, "Psychoanalysis", 540, t_plan_tesis)
    add(f"{g}/Formulario inscripcion tesis - Secretaria Posgrado.pdf", P, "Psychoanalysis", 565,
        "UBA - Facultad de Psicología - Secretaría de Posgrado\nFORMULARIO DE INSCRIPCIÓN DE PLAN DE TESIS DE MAESTRÍA\n"
        f"Carrera: Maestría en Psicoanálisis  Maestranda: {ME}  DNI: {DNI}\nTítulo provisorio: {TESIS}\n"
        "Director propuesto: Dr. Horacio Benavídez (Profesor Adjunto)\nSeminarios aprobados: 12 de 12. "
        "Adjuntar CV del director y nota de aceptación.")
    add(f"{g}/Cronograma tesis.xlsx", P, "Psychoanalysis", 20, t_cronograma)
    add(f"{g}/Bibliografia.docx", P, "Psychoanalysis", 15,
        f"Bibliografía - Tesis de Maestría: {TESIS}\nAllouch, J. (1995). Erótica del duelo en tiempos de la muerte "
        "seca. Buenos Aires: Edelp.\nFreud, S. (1917). Duelo y melancolía. Obras completas, Tomo XIV. Amorrortu.\n"
        "Lacan, J. (1962-63). El Seminario, Libro 10: La angustia. Paidós.\nLacan, J. (1958-59). El Seminario, "
        "Libro 6: El deseo y su interpretación. Paidós.\nElmiger, M. E. (2010). La subjetivación del duelo en "
        "Freud y Lacan. Letra Viva.")
    add(f"{g}/Comentarios Horacio cap 3.docx", P, "Psychoanalysis", 14, t_comentarios_director)
    add(f"{g}/Fichas/Freud - Duelo y melancolia.docx", P, "Psychoanalysis", 220,
        lambda r, dt: t_ficha_lectura(r, dt, "Freud, 'Duelo y melancolía' (1917)"))
    add(f"{g}/Fichas/Lacan - Sem 10 clase 23-01-63.docx", P, "Psychoanalysis", 100,
        lambda r, dt: t_ficha_lectura(r, dt, "Lacan, Seminario 10, clase del 23/01/1963"))
    add(f"{g}/Fichas/Allouch - Erotica del duelo.docx", P, "Psychoanalysis", 60,
        lambda r, dt: t_ficha_lectura(r, dt, "Allouch, 'Erótica del duelo en tiempos de la muerte seca'"))
    add(f"{g}/Bibliografia PDF/Freud 1917 Duelo y melancolia.pdf", P, "Psychoanalysis", 300,
        "Sigmund Freud - Duelo y melancolía (1917 [1915])\nDespués que el sueño nos ha servido como modelo normal "
        "de las perturbaciones anímicas narcisistas, intentaremos echar luz sobre la esencia de la melancolía "
        "comparándola con el afecto normal del duelo.")
    add(f"{g}/Bibliografia PDF/Allouch - Erotica del duelo cap 1.pdf", P, "Psychoanalysis", 180,
        "Jean Allouch - Erótica del duelo en tiempos de la muerte seca - Capítulo 1\nEl duelo no es un trabajo "
        "sino un acto: el sacrificio gratuito de un pedazo de sí.")
    add(f"{DL}/DOC-20260318-WA0011.docx", P, "Psychoanalysis", 75, t_comentarios_director, hard=True)
    add(f"{DL}/mensaje (1).eml", P, "Psychoanalysis", 13,
        lambda r, dt: _eml("Horacio Benavídez <hbenavidez@psi.uba.ar>", ME_MAIL, "Re: cap 3 y fechas", dt,
                           "Valentina, recibí la versión 4 del capítulo sobre Lacan. Está mucho mejor. Para llegar "
                           "a la entrega de la tesis en la Comisión de Maestría (30/11) necesito el borrador completo, "
                           "con las viñetas del capítulo 4, antes de fin de agosto. Nos vemos el jueves 11 en Independencia "
                           "3065, 3er piso.\nHoracio"), hard=True)
    add(f"{ESC}/notas.txt", P, "Psychoanalysis", 6,
        "ideas cap 3 (lacan)\n- acting out = mostración al Otro / pasaje al acto = salida de escena (Sem 10)\n"
        "- ubicar el caso M. de la viñeta 2 como acting out, no pasaje al acto\n- Horacio: 'cuidado con Allouch'\n"
        "- duelo: 'ser la falta del otro' -> citar bien la clase\n- ¿meter Hamlet (Sem 6) o dejarlo para conclusiones?")
    add(f"{GD}/Documento sin título (1).docx", P, "Psychoanalysis", 210,
        lambda r, dt: t_ficha_lectura(r, dt, "Freud, 'Duelo y melancolía' - segunda lectura"), hard=True)
    add(f"{SCAN}/scan_0022.pdf", P, "Psychoanalysis", 530, t_plan_tesis, hard=True)

    # ------------------------------------------------------------ Psychoanalysis: readings, seminars (Resources)
    d = f"{DOC}/Psicoanálisis"
    add(f"{d}/Freud - Obras completas/Freud - Inhibicion sintoma y angustia.pdf", R, "Psychoanalysis", 820,
        "Sigmund Freud - Inhibición, síntoma y angustia (1926)\nEl uso lingüístico nos hace distinguir, en la "
        "descripción de fenómenos patológicos, síntomas e inhibiciones.")
    add(f"{d}/Freud - Obras completas/Tomo XVIII - Mas alla del principio de placer.epub", R, "Psychoanalysis", 820,
        _epub("Más allá del principio de placer", "Sigmund Freud", "es",
              "En la teoría psicoanalítica suponemos que el decurso de los procesos anímicos es regulado "
              "automáticamente por el principio de placer. La compulsión de repetición."))
    add(f"{d}/Lacan/Seminario 10 - La angustia.pdf", R, "Psychoanalysis", 700,
        "Jacques Lacan - El Seminario, Libro 10: La angustia (1962-1963)\nClase I: La angustia en la red de los "
        "significantes. La angustia no es sin objeto.")
    add(f"{d}/Lacan/Seminario 11 - Los cuatro conceptos.pdf", R, "Psychoanalysis", 700,
        "Jacques Lacan - El Seminario, Libro 11: Los cuatro conceptos fundamentales del psicoanálisis\n"
        "Inconsciente, repetición, transferencia y pulsión.")
    add(f"{d}/Seminarios maestría/Clínica psicoanalítica I - apuntes 2023.docx", R, "Psychoanalysis", 1000,
        lambda r, dt: t_seminario_notas(r, dt, "Clínica psicoanalítica I"))
    add(f"{d}/Seminarios maestría/Metodología de la investigación - TP final.docx", R, "Psychoanalysis", 900,
        "Metodología de la investigación en psicoanálisis - Trabajo práctico final\nEl caso clínico como método: "
        "construcción del caso, escritura y problemas éticos del material clínico en la investigación.")
    add(f"{d}/Seminarios maestría/Lectura de Freud II 2024.docx", R, "Psychoanalysis", 650,
        lambda r, dt: t_seminario_notas(r, dt, "Lectura de Freud II"))
    add(f"{d}/Articulos/Winnicott - Objetos transicionales.pdf", R, "Psychoanalysis", 1100,
        "D. W. Winnicott - Objetos transicionales y fenómenos transicionales\nLa zona intermedia de experiencia, "
        "el osito y la primera posesión no-yo.")
    add(f"{DL}/download.pdf", R, "Psychoanalysis", 40,
        "Revista de psicoanálisis - Artículo\nEl juego y la realidad: relectura de Winnicott en la clínica con "
        "niños. El espacio potencial, el analista que juega y la transferencia. Palabras clave: psicoanálisis, "
        "Winnicott, juego, objeto transicional.", hard=True)
    add(f"{GD}/Copia de Documento sin título.docx", R, "Psychoanalysis", 700,
        lambda r, dt: t_seminario_notas(r, dt, "Seminario: Lacan y la dirección de la cura"), hard=True)

    # ------------------------------------------------------------ Citizenship (Projects)
    c = f"{DOC}/Ciudadanía italiana"
    add(f"{c}/Requisitos Consulado Buenos Aires.pdf", P, "Citizenship", 470,
        "CONSOLATO GENERALE D'ITALIA IN BUENOS AIRES - Riconoscimento della cittadinanza italiana iure sanguinis\n"
        "Documentazione richiesta: estratto dell'atto di nascita dell'avo italiano; certificato di non "
        "naturalizzazione (CNN); atti di nascita e matrimonio di tutti i discendenti, apostillati e tradotti.")
    add(f"{c}/01 Giuseppe (AVO)/Estratto nascita Giuseppe Rossi 1889.pdf", P, "Citizenship", 430, t_estratto)
    add(f"{c}/01 Giuseppe (AVO)/Acta matrimonio 1914 apostillada.pdf", P, "Citizenship", 280,
        lambda r, dt: t_acta(r, dt, "matrimonio"))
    add(f"{c}/01 Giuseppe (AVO)/CNN Camara Electoral.pdf", P, "Citizenship", 370, t_cnn)
    add(f"{c}/02 Salvatore/Acta nacimiento Salvatore 1921.pdf", P, "Citizenship", 400,
        lambda r, dt: t_acta(r, dt, "abuelo"))
    add(f"{c}/02 Salvatore/Apostilla acta Salvatore.pdf", P, "Citizenship", 260,
        lambda r, dt: t_apostilla(r, dt, "acta de nacimiento de Salvatore Rossi"))
    add(f"{c}/03 Jorge papa/partida papa.pdf", P, "Citizenship", 390, lambda r, dt: t_acta(r, dt, "padre"))
    add(f"{c}/03 Jorge papa/apostilla partida papa.pdf", P, "Citizenship", 255,
        lambda r, dt: t_apostilla(r, dt, "partida de nacimiento de Jorge Alberto Rossi"))
    add(f"{c}/04 Yo/acta nacimiento Valentina.pdf", P, "Citizenship", 390, lambda r, dt: t_acta(r, dt, "yo"))
    add(f"{c}/Traducciones/traduccion acta Salvatore.pdf", P, "Citizenship", 100,
        lambda r, dt: t_traduccion(r, dt, "acta de nacimiento de Salvatore Rossi"))
    add(f"{c}/Traducciones/traduccion matrimonio.pdf", P, "Citizenship", 98,
        lambda r, dt: t_traduccion(r, dt, "acta de matrimonio Rossi-Bellomo 1914"))
    add(f"{c}/Rectificación/Informe Dra Iannone.pdf", P, "Citizenship", 30, t_rectificacion)
    add(f"{c}/Rectificación/escrito inicio informacion sumaria.docx", P, "Citizenship", 200,
        "PROMUEVE INFORMACIÓN SUMARIA - RECTIFICACIÓN DE PARTIDA\nSr. Juez:\nVALENTINA ROSSI ACOSTA, por derecho "
        "propio, con el patrocinio letrado de la Dra. Paula Iannone, solicita se rectifique la partida de "
        "nacimiento de su abuelo Salvatore Rossi, donde el nombre del padre figura como 'José Rosi', debiendo "
        "decir 'Giuseppe Rossi', conforme al acta italiana de nacimiento (Castelbuono, 1889), a fin de tramitar "
        "el reconocimiento de la ciudadanía italiana.")
    add(f"{c}/Turno consulado - confirmacion Prenotami.eml", P, "Citizenship", 45, t_prenota)
    add(f"{c}/gastos ciudadania.xlsx", P, "Citizenship", 10, t_gastos_ciud)
    photo(f"{c}/arbol genealogico.png", P, "Citizenship", 460)
    photo(f"{c}/fotos actas/acta defuncion Giuseppe foto.jpg", P, "Citizenship", 160)
    photo(f"{c}/fotos actas/IMG_20250611_101522.jpg", P, "Citizenship", _ago(2025, 6, 11))
    photo(f"{c}/fotos actas/IMG_20250611_101547.jpg", P, "Citizenship", _ago(2025, 6, 11))
    add(f"{DL}/file.pdf", P, "Citizenship", 440, t_estratto, hard=True)
    add(f"{DL}/DOC-20260422-WA0002.pdf", P, "Citizenship", 40,
        lambda r, dt: t_traduccion(r, dt, "partida de nacimiento de Jorge Alberto Rossi"), hard=True)
    add(f"{ESC}/Nuevo documento de texto (3).txt", P, "Citizenship", 8, t_checklist_ciud, hard=True)
    add(f"{ESC}/borrador.docx", P, "Citizenship", 475,
        "Spett.le Ufficio di Stato Civile\nComune di Castelbuono (PA)\nOggetto: richiesta di estratto dell'atto "
        "di nascita per riconoscimento della cittadinanza italiana iure sanguinis\nLa sottoscritta Valentina "
        "Rossi Acosta, residente a Buenos Aires, pronipote di ROSSI GIUSEPPE, nato a Castelbuono il 03/03/1889, "
        "figlio di Vincenzo e di Cusimano Rosalia, chiede il rilascio dell'estratto per riassunto dell'atto di "
        "nascita.\nDistinti saluti.", hard=True)
    add(f"{SCAN}/scan_0007.pdf", P, "Citizenship", 300, lambda r, dt: t_acta(r, dt, "matrimonio"), hard=True)
    add(f"{SCAN}/scan_0016.pdf", P, "Citizenship", 365, t_cnn, hard=True)
    add(f"{GD}/Hoja de cálculo sin título.xlsx", P, "Citizenship", 25, t_gastos_ciud, hard=True)
    add(f"{DL}/mensaje.eml", P, "Citizenship", 44, t_prenota, hard=True)
    add(f"{WAD}/DOC-20260506-WA0002.pdf", P, "Citizenship", 26, t_rectificacion, hard=True)

    # ------------------------------------------------------------ Tango: teaching classes (Areas)
    t = f"{DOC}/Tango/Clases"
    add(f"{t}/alumnos 2026.xlsx", A, "Tango", 4, t_alumnos)
    add(f"{t}/alumnos 2025.xlsx", A, "Tango", 200, t_alumnos)
    for name, age in (("clase martes 12-05.docx", 20), ("clase jueves 21-05.docx", 11), ("clase martes 26-05.docx", 6)):
        add(f"{t}/planes/{name}", A, "Tango", age, t_plan_clase)
    for n, age in zip(range(21, 25), (93, 62, 32, 2)):
        add(f"{t}/Facturas Estudio Gorriti/FC 00003-{n:08d}.pdf", A, "Tango", age,
            lambda r, dt, n=n: t_factura_estudio(r, dt, n))
    add(f"{t}/acuerdo Estudio Gorriti 2026.docx", A, "Tango", 150,
        "Acuerdo de clases 2026 - Estudio Tango Gorriti (Gorriti 5040)\nProfesores: Valentina Rossi Acosta y "
        "Julián Ferreyra\nDías: martes 20 h (intermedios) y jueves 19 h (principiantes) y 20.30 h (avanzados)\n"
        "Reparto: 60% profesores / 40% estudio sobre lo recaudado. Los profesores facturan mensualmente al "
        "estudio (factura C). Vacaciones de invierno: dos semanas en julio sin clases.")
    add(f"{ESC}/Documento2.docx", A, "Tango", 7, t_plan_clase, hard=True)
    add(f"{GD}/Hoja de cálculo sin título (1).xlsx", A, "Tango", 60, t_alumnos, hard=True)
    add(f"{WAD}/DOC-20260428-WA0005.pdf", A, "Tango", 34,
        lambda r, dt: "Estudio Tango Gorriti - Liquidación de clases de abril\nProfesores: Vale y Julián\n"
                      f"Alumnos con abono 8 clases: {r.randint(14, 22)}\nClases sueltas: {r.randint(20, 35)}\n"
                      f"Recaudado: {_pesos(r, 900000, 1300000)}\n60% profesores: {_pesos(r, 540000, 780000)}\n"
                      "Mandar la factura C del mes antes del 5.", hard=True)

    # ------------------------------------------------------------ Tango: the festival (Projects)
    f = f"{GD}/Festival Abrazo 2026"
    add(f"{f}/Presupuesto festival v2.xlsx", P, "Tango", 60, t_presupuesto_festival)
    add(f"{f}/Presupuesto festival v3 FINAL.xlsx", P, "Tango", 12, t_presupuesto_festival)
    add(f"{f}/Contrato Club Costa Rica firmado.pdf", P, "Tango", 70, t_contrato_salon)
    add(f"{f}/Maestros/acuerdo Lucia Otero y Facundo Ibarra.docx", P, "Tango", 40,
        f"Acuerdo - {FESTIVAL}\nMaestros invitados: Lucía Otero y Facundo Ibarra (Rosario)\nSeminarios: viernes 19/9 "
        "giros con cambio de frente; sábado milonga traspié; domingo vals.\nExhibición: sábado 19/9 con la Orquesta "
        "Típica La Rampla.\nHonorarios: 50% al firmar, 50% al finalizar el festival. Pasajes y alojamiento a cargo "
        "de la organización.")
    add(f"{f}/DJs y orquesta.docx", P, "Tango", 35,
        f"{FESTIVAL} - Musicalización\nViernes 18: DJ Marcelo Ruiz (confirmado)\nSábado 19: Orquesta Típica La Rampla "
        "(2 sets) + DJ Sofía Lanza\nDomingo 20: DJ a confirmar\nRequisitos técnicos de la orquesta: piano, 2 monitores.")
    add(f"{f}/grilla horarios festival.xlsx", P, "Tango", 18,
        "Día;Hora;Actividad;Lugar\nViernes 18/9;18:00;Seminario 1 (Otero-Ibarra);Salón chico\nViernes 18/9;22:00;"
        "Milonga de apertura - DJ Marcelo Ruiz;Salón principal\nSábado 19/9;17:00;Seminario 2;Salón chico\n"
        "Sábado 19/9;23:00;Milonga con Orquesta La Rampla + exhibición;Salón principal\nDomingo 20/9;17:00;"
        "Seminario 3 - vals;Salón chico\nDomingo 20/9;21:00;Milonga de cierre;Salón principal")
    add(f"{f}/Inscripciones/respuestas formulario.csv", P, "Tango", 1, t_inscripciones)
    photo(f"{f}/Flyer/flyer festival v1.png", P, "Tango", 50)
    photo(f"{f}/Flyer/flyer festival v3.png", P, "Tango", 9)
    photo(f"{f}/Flyer/historia IG lanzamiento.png", P, "Tango", 20)
    photo(f"{f}/Fotos salón/IMG_20260310_193045.jpg", P, "Tango", _ago(2026, 3, 10))
    photo(f"{f}/Fotos salón/IMG_20260310_193112.jpg", P, "Tango", _ago(2026, 3, 10))
    add(f"{DL}/export (1).csv", P, "Tango", 3, t_inscripciones, hard=True)
    add(f"{DL}/DOC-20260503-WA0007.pdf", P, "Tango", 29, t_presupuesto_sonido, hard=True)
    add(f"{ESC}/Nuevo documento de texto.txt", P, "Tango", 1, t_pendientes_festival, hard=True)
    add(f"{GD}/Documento sin título.docx", P, "Tango", 22, t_sponsors, hard=True)
    add(f"{SCAN}/scan_0024.pdf", P, "Tango", 68, t_contrato_salon, hard=True)
    add(f"{DL}/mensaje (3).eml", P, "Tango", 42, t_mail_maestros, hard=True)

    # ------------------------------------------------------------ Tango: music and technique (Resources)
    songs = [("Carlos Di Sarli", "Bahía Blanca", "Bahía Blanca"), ("Carlos Di Sarli", "Organito de la tarde", "Instrumentales"),
             ("Carlos Di Sarli", "Nido gaucho", "Con Alberto Podestá"),
             ("Juan D'Arienzo", "La cumparsita", "El Rey del Compás"), ("Juan D'Arienzo", "Paciencia", "El Rey del Compás"),
             ("Osvaldo Pugliese", "La yumba", "Ausencia"), ("Osvaldo Pugliese", "Recuerdo", "Ausencia"),
             ("Francisco Canaro", "Poema", "Grandes éxitos"), ("Aníbal Troilo", "Quejas de bandoneón", "Troilo 1944"),
             ("Miguel Caló", "Trasnochando", "Al compás del corazón"), ("Francisco Canaro", "Corazón de oro", "Valses")]
    for artist, title, album in songs:
        add(f"Música/Tango/{artist}/{title}.mp3", R, "Tango", r.uniform(300, 1500),
            lambda r, dt, a=artist, ti=title, al=album: _id3(r, ti, a, al))
    add(f"{DOC}/Tango/tandas para clases.txt", R, "Tango", 230,
        "Tandas para clase\nCalentamiento: D'Arienzo 1937-38 (La cumparsita, Paciencia, El flete)\n"
        "Caminata / abrazo: Di Sarli instrumental (Bahía Blanca, Organito de la tarde, Don Juan)\n"
        "Vals: Canaro (Corazón de oro), Caló (Bajo un cielo de estrellas)\nCierre: Pugliese (Recuerdo, La yumba)")
    add(f"{DOC}/Tango/Técnica - notas seminario giros.docx", R, "Tango", 500,
        "Seminario de técnica - giros\nEl eje de la seguidora: disociación de cadera y torso. Giro a la izquierda: "
        "adelante, lado, atrás, lado. El líder acompaña desde el pecho, sin empujar con el brazo. Practicar "
        "pivots en la pared.")
    add(f"{DOC}/Tango/letras/Naranjo en flor.txt", R, "Tango", 800,
        "Naranjo en flor (Virgilio y Homero Expósito, 1944)\nEra más blanda que el agua, que el agua blanda, "
        "era más fresca que el río, naranjo en flor...")

    # ------------------------------------------------------------ Tango: Mundial 2023 and La Ranchera (Archive)
    m = f"{DOC}/Tango/Mundial 2023"
    add(f"{m}/confirmacion inscripcion.pdf", X, "Tango", _ago(2023, 8, 2), t_mundial)
    photo(f"{m}/foto clasificatoria.jpg", X, "Tango", _ago(2023, 8, 19))
    photo(f"{m}/IMG_4412.jpg", X, "Tango", _ago(2023, 8, 19))
    rr = f"{DOC}/Tango/Práctica La Ranchera"
    add(f"{rr}/caja cierre.xlsx", X, "Tango", _ago(2024, 11, 30), t_ranchera)
    photo(f"{rr}/flyer ranchera 2022.png", X, "Tango", _ago(2022, 3, 1))
    add(f"{rr}/lista DJs 2023.docx", X, "Tango", _ago(2023, 2, 10),
        "Práctica La Ranchera - DJs invitados 2023 (jueves 21 h, Villa Crespo)\nMarzo: Sofía Lanza\nAbril: "
        "Marcelo Ruiz\nMayo: Pedro Ocampo\nJunio: noche de vals - Julián\nEntrada: $ 1.500 con agua incluida.")
    add(f"{DOC}/2023/Escanear0005.pdf", X, "Tango", _ago(2023, 9, 1),
        "CAMPEONATO MUNDIAL DE TANGO 2023 - Ministerio de Cultura, Ciudad de Buenos Aires\nCERTIFICADO DE "
        "PARTICIPACIÓN\nSe certifica que la pareja FERREYRA, JULIÁN - ROSSI ACOSTA, VALENTINA participó de la "
        "ronda clasificatoria de la categoría Tango de Pista, el 19 de agosto de 2023.", hard=True)

    # ------------------------------------------------------------ Finance (Areas, Resources)
    fi = f"{DOC}/Finanzas"
    for mth, age in ((1, 122), (2, 92), (3, 61), (4, 31), (5, 1)):
        add(f"{fi}/Galicia/Resumen CA pesos 2026-{mth:02d}.pdf", A, "Finance", age, t_resumen_galicia)
    add(f"{fi}/Galicia/Resumen 2025-11.pdf", A, "Finance", 183, t_resumen_galicia)
    add(f"{fi}/Galicia/Resumen 2025-12.pdf", A, "Finance", 152, t_resumen_galicia)
    add(f"{fi}/Visa/Resumen Visa marzo.pdf", A, "Finance", 70, t_visa)
    add(f"{fi}/Visa/Resumen Visa abril.pdf", A, "Finance", 40, t_visa)
    add(f"{fi}/Visa/Resumen Visa mayo.pdf", A, "Finance", 10, t_visa)
    add(f"{fi}/Mercado Pago/movimientos marzo.csv", A, "Finance", 60, t_mp_csv)
    add(f"{fi}/Mercado Pago/movimientos abril.csv", A, "Finance", 30, t_mp_csv)
    add(f"{fi}/presupuesto 2026.xlsx", A, "Finance", 15, t_presupuesto_hogar)
    add(f"{fi}/dólares/compra MEP febrero.pdf", A, "Finance", 110, t_mep)
    add(f"{fi}/dólares/compra MEP mayo.pdf", A, "Finance", 18, t_mep)
    add(f"{fi}/dólares/ahorro USD.xlsx", A, "Finance", 18,
        "Fecha;Operación;USD;Tipo de cambio;Dónde\n12/2024;compra MEP;300;1.160;Galicia USD\n"
        "06/2025;compra MEP;400;1.210;Galicia USD\n02/2026;compra MEP;500;1.245;Galicia USD\n"
        "05/2026;compra MEP;300;1.290;Galicia USD\n;efectivo en casa;800;;sobre en el placard\nTotal;;2300;;")
    add(f"{fi}/plazo fijo abril.pdf", A, "Finance", 50, t_plazo_fijo)
    add(f"{DL}/export.csv", A, "Finance", 6, t_mp_csv, hard=True)
    add(f"{DL}/reporte.xlsx", A, "Finance", 25,
        lambda r, dt: "Banco Galicia - Movimientos de cuenta;Caja de ahorro en pesos 4021789-3\n"
                      "Fecha;Descripción;Débito;Crédito\n" + "\n".join(
                          f"{_f(dt - timedelta(days=i * 3))};{r.choice(['Transferencia recibida', 'Pago VISA', 'Débito automático OSDE', 'Compra débito'])};"
                          f"{r.randint(5000, 300000)};" for i in range(10)), hard=True)
    add(f"{ESC}/Libro1.xlsx", A, "Finance", 45, t_presupuesto_hogar, hard=True)
    add(f"{SCAN}/scan_0021.pdf", A, "Finance", 130, t_plazo_fijo, hard=True)
    add(f"{DL}/Document (6).pdf", A, "Finance", 80, t_mep, hard=True)
    add(f"{DOC}/2025/doc_2025_03.pdf", A, "Finance", _ago(2025, 3, 28), t_visa, hard=True)
    add(f"{fi}/info/como comprar dolar MEP.pdf", R, "Finance", 400,
        "Cómo comprar dólar MEP paso a paso\n1. Abrir una cuenta comitente en un ALyC.\n2. Comprar bonos AL30 en "
        "pesos.\n3. Esperar el parking de 1 día hábil.\n4. Vender AL30D y transferir los dólares a tu cuenta bancaria.")
    add(f"{fi}/info/plazo fijo UVA vs tradicional.docx", R, "Finance", 380,
        "Plazo fijo UVA vs. tradicional\nEl UVA ajusta por inflación (CER) más una tasa mínima, con plazo mínimo de "
        "90 días. El tradicional paga una TNA fija; conviene cuando la tasa supera la inflación esperada.")
    add(f"{DL}/guia FCI money market.pdf", R, "Finance", 260,
        "Fondos comunes de inversión money market: rescate inmediato, rendimiento diario, bajo riesgo. "
        "Comparativa de rendimientos de billeteras virtuales y FCI T+0.")

    # ------------------------------------------------------------ Taxes: monotributo (Areas, Resources)
    mo = f"{DOC}/Monotributo"
    for mth, age in ((2, 102), (3, 73), (4, 42), (5, 12)):
        add(f"{mo}/VEP/VEP 2026-{mth:02d}.pdf", A, "Taxes", age, t_cuota_mono)
    add(f"{mo}/Constancia de inscripcion ARCA 2026.pdf", A, "Taxes", 90, t_constancia_arca)
    add(f"{mo}/Recategorizacion febrero 2026.pdf", A, "Taxes", 105, t_recategorizacion)
    add(f"{mo}/Recategorizacion agosto 2025.pdf", A, "Taxes", 290, t_recategorizacion)
    add(f"{mo}/facturacion ultimos 12 meses.xlsx", A, "Taxes", 100,
        lambda r, dt: "Control facturación para recategorización monotributo;Mes;Pacientes (PV 2);Tango (PV 3);Total\n" +
                      "\n".join(f";{MESES[(dt.month - 1 - i) % 12]};{r.randint(1200000, 1800000)};{r.randint(250000, 420000)};"
                                for i in range(12)) + "\n;Tope categoría E;;;")
    add(f"{DL}/descarga.pdf", A, "Taxes", 12, t_constancia_arca, hard=True)
    add(f"{DL}/Document (1).pdf", A, "Taxes", 2, t_cuota_mono, hard=True)
    add(f"{ESC}/pendientes.txt", A, "Taxes", 4, t_pendientes_impuestos, hard=True)
    add(f"{DOC}/2025/Escanear0002.pdf", A, "Taxes", _ago(2025, 8, 12), t_recategorizacion, hard=True)
    add(f"{DL}/archivo (1).pdf", A, "Taxes", 150, t_agip, hard=True)
    add(f"{mo}/info/tabla categorias monotributo 2026.pdf", R, "Taxes", 120,
        "Monotributo - Categorías y montos vigentes\nCategoría A a K: ingresos brutos anuales, superficie, energía "
        "y alquileres máximos. Componentes: impuesto integrado, aporte SIPA y obra social. Locaciones y "
        "prestaciones de servicios: tope categoría K.")
    add(f"{DL}/Monotributo - guia facturacion electronica.pdf", R, "Taxes", 700,
        "Guía: cómo emitir factura C desde 'Comprobantes en línea' de ARCA/AFIP. Alta de punto de venta, "
        "datos del receptor, consumidor final, CAE.")

    # ------------------------------------------------------------ Home: the rented flat (Areas)
    h = f"{DOC}/Depto Gurruchaga"
    add(f"{h}/Contrato alquiler Gurruchaga 2024.pdf", A, "Home", _ago(2024, 7, 25), t_contrato_alquiler)
    add(f"{h}/inventario departamento.docx", A, "Home", _ago(2024, 7, 30),
        "Inventario y estado del departamento - Gurruchaga 1745 4° B (anexo al contrato)\nLiving: piso de "
        "parquet en buen estado, dos ventanas con cortinas de enrollar. Cocina: anafe 4 hornallas, horno, "
        "alacena con una puerta floja. Baño: mancha de humedad en el techo (preexistente). Dormitorio: placard "
        "empotrado. Llaves entregadas: 2 juegos.")
    for mth, age in ((3, 63), (4, 32), (5, 2)):
        add(f"{h}/Recibos alquiler/recibo 2026-{mth:02d}.pdf", A, "Home", age, t_recibo_alquiler)
    for name, age in (("expensas enero 2026.pdf", 125), ("expensas febrero 2026.pdf", 97),
                      ("expensas marzo 2026.pdf", 66), ("expensas abril 2026.pdf", 36),
                      ("expensas mayo 2026.pdf", 5), ("expensas 2025-10.pdf", 230)):
        add(f"{h}/Expensas/{name}", A, "Home", age, t_expensas)
    for emp, name, age in (("Edesur", "Edesur marzo.pdf", 70), ("Metrogas", "Metrogas abril.pdf", 38),
                           ("AySA", "AySA bimestre 2.pdf", 52), ("Personal", "Personal Flow mayo.pdf", 9)):
        add(f"{h}/Servicios/{name}", A, "Home", age, lambda r, dt, e=emp: t_servicio(r, dt, e))
    add(f"{h}/Seguro hogar Sancor.pdf", A, "Home", 300, t_seguro_hogar)
    add(f"{DL}/archivo.pdf", A, "Home", 20, t_expensas, hard=True)
    add(f"{DL}/comprobante.pdf", A, "Home", 31, t_comprobante_transf, hard=True)
    add(f"{DL}/factura.pdf", A, "Home", 14, lambda r, dt: t_servicio(r, dt, "Edesur"), hard=True)
    add(f"{DL}/DOC-20260210-WA0009.pdf", A, "Home", 111, t_recibo_alquiler, hard=True)
    add(f"{ESC}/Documento1.docx", A, "Home", 55, t_reclamo_humedad, hard=True)
    add(f"{SCAN}/scan_0003.pdf", A, "Home", _ago(2024, 8, 2), t_contrato_alquiler, hard=True)
    add(f"{DL}/mensaje (2).eml", A, "Home", 33, t_mail_icl, hard=True)
    add(f"{DL}/Sin título.pdf", A, "Home", 300, t_seguro_hogar, hard=True)

    # ------------------------------------------------------------ Home: manuals (Resources)
    ma = f"{DOC}/Manuales"
    add(f"{ma}/Manual aire acondicionado BGH Silent Air.pdf", R, "Home", 650,
        "BGH Silent Air - Manual del usuario - Acondicionador de aire split frío/calor\nUso del control remoto, "
        "modos frío, calor, deshumidificación. Limpieza de filtros cada 15 días.")
    add(f"{ma}/Manual lavarropas Drean Next 8.14.pdf", R, "Home", 1500,
        "Drean Next 8.14 Eco - Manual de instrucciones - Lavarropas automático de carga frontal\nProgramas, "
        "dosificación de jabón, limpieza del filtro de la bomba.")
    add(f"{ma}/Manual microondas Philco.pdf", R, "Home", 640,
        "Philco - Horno microondas 20 L - Manual de uso\nInstrucciones de seguridad, potencia, descongelado por peso.")

    # ------------------------------------------------------------ Home: the shared flat in Villa Crespo (Archive)
    pd = f"{nb}/Mis documentos/Depto Padilla"
    add(f"{pd}/contrato Padilla 2018.pdf", X, "Home", _ago(2018, 4, 20),
        "CONTRATO DE LOCACIÓN - Padilla 845, 2° A, Villa Crespo, CABA\nLocatarios: MARTÍN GOLDBERG y VALENTINA "
        "ROSSI ACOSTA\nPlazo: 24 meses desde el 1/05/2018. Precio: $ 14.500 mensuales.\nInmobiliaria Crespo.")
    add(f"{pd}/gastos compartidos Martin.xlsx", X, "Home", _ago(2021, 12, 1),
        "Mes;Alquiler;Expensas;Luz;Gas;Internet;Pagó Martín;Pagó Vale\n09/2021;32000;6500;2100;1500;2200;"
        "22150;22150\n10/2021;32000;6800;1900;1800;2200;22350;22350\n11/2021;32000;6800;2300;1200;2200;"
        "22250;22250")
    add(f"{pd}/expensas Padilla 2021-08.pdf", X, "Home", _ago(2021, 8, 5),
        "Consorcio Padilla 845 - Liquidación de expensas agosto 2021\nUF 5 - 2° A - Goldberg / Rossi Acosta\n"
        "Total: $ 6.480,00 - Vto 10/08/2021")
    add(f"{DOC}/Depto Padilla (viejo)/devolucion deposito.pdf", X, "Home", _ago(2022, 6, 15),
        "INMOBILIARIA CRESPO - Recibo de devolución de depósito en garantía\nInmueble: Padilla 845, 2° A\n"
        "Locatarios: Martín Goldberg y Valentina Rossi Acosta\nSe devuelve el depósito de $ 38.000 luego de la "
        "entrega de llaves del 31/05/2022, descontados $ 4.200 por pintura.")
    add(f"{nb}/Mis documentos/varios/lista.txt", X, "Home", _ago(2022, 5, 20), t_ex_mudanza, hard=True)
    add(f"{SCAN}/scan_0015.pdf", X, "Home", _ago(2022, 5, 28), t_ex_division, hard=True)

    # ------------------------------------------------------------ Health (Areas)
    s = f"{DOC}/Salud"
    add(f"{s}/OSDE/factura OSDE abril.pdf", A, "Health", 38, t_prepaga)
    add(f"{s}/OSDE/factura OSDE mayo.pdf", A, "Health", 8, t_prepaga)
    add(f"{s}/OSDE/reintegro kinesiologia.pdf", A, "Health", 28,
        lambda r, dt: f"OSDE - Constancia de solicitud de reintegro\nSocia: {ME} - Plan 210\nPrestación: "
                      f"kinesiología (10 sesiones) - Lic. Andrea Paz\nImporte presentado: {_pesos(r, 150000, 220000)}\n"
                      f"Fecha de solicitud: {_f(dt)}\nEstado: en análisis")
    add(f"{s}/Estudios/laboratorio 2025-09.pdf", A, "Health", 250, t_laboratorio)
    add(f"{s}/Estudios/mamografia 2025.pdf", A, "Health", 240,
        "Diagnóstico Maipú - Informe de mamografía bilateral y ecografía mamaria\nPaciente: Rossi Acosta, "
        "Valentina - 38 años - OSDE 210\nMamas de densidad heterogénea (ACR C). No se observan imágenes nodulares "
        "ni microcalcificaciones sospechosas. BI-RADS 1. Control anual.")
    add(f"{s}/kinesiologia rodilla - orden.pdf", A, "Health", 70,
        lambda r, dt: t_orden_medica(r, dt, "10 sesiones de kinesiología y fisioterapia - rodilla derecha"))
    add(f"{s}/vacunas - carnet.pdf", A, "Health", 600,
        f"Carnet de vacunación del adulto\n{ME} - DNI {DNI}\nDoble adultos (dT): 2021\nHepatitis B: 3 dosis (2012, "
        "residencia)\nCOVID-19: 4 dosis\nAntigripal: 2024, 2025")
    add(f"{DL}/Document.pdf", A, "Health", 8, t_laboratorio, hard=True)
    add(f"{SCAN}/scan_0011.pdf", A, "Health", 65,
        lambda r, dt: t_orden_medica(r, dt, "Resonancia magnética de rodilla derecha sin contraste"), hard=True)
    add(f"{SCAN}/scan_0019.pdf", A, "Health", 140, t_dentista, hard=True)
    add(f"{WAD}/DOC-20260115-WA0001.pdf", A, "Health", 137,
        lambda r, dt: t_orden_medica(r, dt, "Mamografía bilateral + ecografía mamaria"), hard=True)
    add(f"{DL}/archivo (2).pdf", A, "Health", 62, t_prepaga, hard=True)

    # ------------------------------------------------------------ Cat: Ofelia (Areas, Resources)
    o = f"{DOC}/Ofelia"
    add(f"{o}/consulta vet marzo 2026.pdf", A, "Cat", 75, t_vet)
    add(f"{o}/consulta vet 2025-11.pdf", A, "Cat", 190, t_vet)
    add(f"{o}/libreta sanitaria.pdf", A, "Cat", 900,
        "Libreta sanitaria felina - Veterinaria Plaza Güemes\nNombre: Ofelia  Nacimiento aprox.: marzo 2019\n"
        "Castración: 10/2019\nVacuna triple felina: 2019, 2020, 2022, 2024\nAntirrábica: anual\nDesparasitación: "
        "cada 6 meses")
    add(f"{o}/alimento renal - pedido Puppis.pdf", A, "Cat", 20,
        lambda r, dt: f"Puppis - Confirmación de pedido #{r.randint(100000, 999999)}\nRoyal Canin Renal Feline 2 kg x 2\n"
                      f"Piedras sanitarias 10 kg\nTotal: {_pesos(r, 55000, 80000)}\nEnvío a Gurruchaga 1745 4B - {_f(dt)}")
    add(f"{DL}/DOC-20251120-WA0004.pdf", A, "Cat", 193, t_castracion, hard=True)
    add(f"{SCAN}/scan_0008.pdf", A, "Cat", 220, t_vacuna_gato, hard=True)
    add(f"{DOC}/2024/Escanear0003.pdf", A, "Cat", _ago(2024, 11, 14), t_vet, hard=True)
    add(f"{o}/info/enfermedad renal cronica en gatos.pdf", R, "Cat", 180,
        "Enfermedad renal crónica en gatos - guía para tutores\nEstadios IRIS 1 a 4, signos (beben y orinan más), "
        "dieta renal, hidratación, control de la presión arterial y del fósforo.")
    add(f"{DL}/dieta gatos renales - guia.pdf", R, "Cat", 170,
        "Alimentación del gato con enfermedad renal: proteína de alta calidad en menor cantidad, fósforo "
        "restringido, alimento húmedo, fuentes de agua. Cómo hacer la transición al alimento renal.")

    # ------------------------------------------------------------ Travel: Salta-Jujuy 2026 (Projects), past trips (Archive)
    v = f"{DOC}/Viajes/Salta Jujuy 2026"
    add(f"{v}/Vuelos AR Salta.pdf", P, "Travel", 40, t_vuelo_salta)
    add(f"{v}/Reserva Cafayate.pdf", P, "Travel", 35,
        lambda r, dt: "Airbnb - Reserva confirmada\nCasa en Cafayate con vista a los viñedos - anfitriona Noelia\n"
                      "12 al 13 de julio de 2026 - 2 huéspedes (Valentina y Carolina)\n"
                      f"Total: {_pesos(r, 90000, 140000)}\nCódigo: HM{r.randint(10**7, 10**8)}")
    add(f"{v}/auto alquiler Salta.pdf", P, "Travel", 30,
        lambda r, dt: "Hertz Salta - Voucher de alquiler de auto\nRetiro: Aeropuerto de Salta 12/07/2026 09:00\n"
                      "Devolución: Aeropuerto de Jujuy 19/07/2026 16:00\nCategoría C - Chevrolet Onix o similar\n"
                      f"Total: {_pesos(r, 450000, 620000)} - conductora: Valentina Rossi Acosta")
    add(f"{v}/itinerario.xlsx", P, "Travel", 10, t_itinerario_salta)
    add(f"{DL}/Document (2).pdf", P, "Travel", 37, t_hotel_salta, hard=True)
    add(f"{DL}/Document (4).pdf", P, "Travel", 38,
        lambda r, dt: "Hotel Balcón de Salta - Confirmación de reserva\nHuésped: Valentina Rossi Acosta (+1)\n"
                      "Llegada: 11/07/2026  Salida: 12/07/2026 - Habitación doble superior\n"
                      f"Tarifa: {_pesos(r, 80000, 120000)} con desayuno. A 2 cuadras de la plaza 9 de Julio, Salta.",
        hard=True)
    add(f"{GD}/Hoja de cálculo sin título (2).xlsx", P, "Travel", 12, t_itinerario_salta, hard=True)
    vs = f"{DOC}/Viajes/Sicilia 2019"
    add(f"{vs}/itinerario Sicilia.docx", X, "Travel", _ago(2019, 7, 20), lambda r, dt: t_viaje_pasado(r, dt, "sicilia"))
    add(f"{vs}/vuelos Alitalia.pdf", X, "Travel", _ago(2019, 6, 2),
        "ALITALIA - Ricevuta del biglietto elettronico\nPasseggero: ROSSI ACOSTA/VALENTINA MS\n"
        "AZ681 Buenos Aires EZE - Roma FCO 02SEP2019\nAZ680 Roma FCO - Buenos Aires EZE 24SEP2019")
    for day in ((2019, 9, 8), (2019, 9, 10), (2019, 9, 12)):
        photo(f"Imágenes/Sicilia 2019/IMG_{day[0]}{day[1]:02d}{day[2]:02d}_{r.randint(90000, 195959):06d}.jpg",
              X, "Travel", _ago(*day))
    add(f"{DOC}/Viajes/Bariloche 2023/pase Catedral.pdf", X, "Travel", _ago(2023, 7, 10),
        lambda r, dt: t_viaje_pasado(r, dt, "bariloche"))
    photo("Imágenes/Bariloche 2023/IMG_20230718_154210.jpg", X, "Travel", _ago(2023, 7, 18))
    add(f"{DOC}/Viajes/Montevideo 2025/Buquebus.pdf", X, "Travel", _ago(2025, 9, 20),
        lambda r, dt: t_viaje_pasado(r, dt, "montevideo"))
    photo("Imágenes/Montevideo/IMG_20251011_171502.jpg", X, "Travel", _ago(2025, 10, 11))
    add(f"{nb}/Mis documentos/varios/doc3.pdf", X, "Travel", _ago(2019, 7, 22),
        lambda r, dt: t_viaje_pasado(r, dt, "sicilia"), hard=True)
    add(f"{DOC}/2023/Escanear0001.pdf", X, "Travel", _ago(2023, 7, 25),
        lambda r, dt: t_viaje_pasado(r, dt, "bariloche"), hard=True)
    add(f"{WAD}/DOC-20251008-WA0003.pdf", X, "Travel", _ago(2025, 10, 8),
        lambda r, dt: t_viaje_pasado(r, dt, "montevideo"), hard=True)
    add(f"{DL}/Document (5).pdf", X, "Travel", _ago(2023, 6, 1),
        "Hostería Las Marianas - San Carlos de Bariloche\nConfirmación de reserva: 15 al 21 de julio de 2023\n"
        "Huéspedes: Valentina Rossi Acosta y Julián Ferreyra - habitación doble, desayuno incluido.\n"
        "Seña abonada: 30%. Saldo al check-in.", hard=True)

    # ------------------------------------------------------------ Photos and screenshots (Resources)
    for day in ((2026, 2, 14), (2026, 4, 3), (2025, 12, 24)):
        photo(f"Imágenes/Ofelia/IMG_{day[0]}{day[1]:02d}{day[2]:02d}_{r.randint(80000, 225959):06d}.jpg",
              R, "Photos", _ago(*day))
    for day, hms in (((2026, 5, 12), "101533"), ((2026, 4, 29), "223102"), ((2026, 3, 7), "090412")):
        photo(f"Imágenes/Capturas de pantalla/Captura de pantalla {day[0]}-{day[1]:02d}-{day[2]:02d} {hms}.png",
              R, "Photos", _ago(*day))
    for day, k in (((2026, 5, 1), 12), ((2026, 5, 1), 13), ((2026, 5, 16), 4)):
        photo(f"Escritorio/celu/WhatsApp Images/IMG-{day[0]}{day[1]:02d}{day[2]:02d}-WA{k:04d}.jpg",
              R, "Photos", _ago(*day))
    for day in ((2026, 4, 20), (2026, 5, 24)):
        photo(f"Escritorio/celu/Cámara/{day[0]}{day[1]:02d}{day[2]:02d}_{r.randint(100000, 235959):06d}.heic",
              R, "Photos", _ago(*day))
    photo("Imágenes/cumple mamá 2025/IMG_20250830_214407.jpg", R, "Photos", _ago(2025, 8, 30))
    photo("Imágenes/cumple mamá 2025/IMG_20250830_221950.jpg", R, "Photos", _ago(2025, 8, 30))
    photo("Imágenes/milonga/IMG_20260405_002312.jpg", R, "Photos", _ago(2026, 4, 5))
    photo("Imágenes/milonga/IMG_20260405_011840.jpg", R, "Photos", _ago(2026, 4, 5))
    photo("Imágenes/fondo de pantalla.jpg", R, "Photos", 700)

    # ------------------------------------------------------------ the old Moto G7 backup (Archive)
    b = "Backup Moto G7 2021"
    for day in ((2020, 12, 31), (2021, 2, 14), (2021, 3, 20), (2021, 5, 2), (2021, 6, 19), (2021, 7, 30)):
        photo(f"{b}/DCIM/Camera/IMG_{day[0]}{day[1]:02d}{day[2]:02d}_{r.randint(80000, 225959):06d}.jpg",
              X, "Backup", _ago(*day))
    add(f"{b}/WhatsApp/Media/WhatsApp Documents/DOC-20210315-WA0002.pdf", X, "Backup", _ago(2021, 3, 15),
        "Práctica La Ranchera - jueves 21 h - Villa Crespo\nProtocolo: burbujas, barbijo, alcohol en gel. Cupo 20 parejas.")
    add(f"{b}/WhatsApp/Media/WhatsApp Documents/DOC-20210602-WA0007.pdf", X, "Backup", _ago(2021, 6, 2),
        "CESAC 12 - Cronograma de vacunación del personal de salud, junio 2021.")
    for day, k in (((2021, 4, 20), 1), ((2021, 7, 3), 5)):
        add(f"{b}/WhatsApp/Media/WhatsApp Voice Notes/PTT-{day[0]}{day[1]:02d}{day[2]:02d}-WA{k:04d}.opus",
            X, "Backup", _ago(*day), lambda r, dt: _blob(r, b"OggS\x00\x02" + bytes(20), 1200))
    add(f"{b}/Contactos.vcf", X, "Backup", _ago(2021, 8, 1),
        "BEGIN:VCARD\nVERSION:3.0\nFN:Julián Ferreyra\nTEL;TYPE=CELL:+54 9 11 5512-3344\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Sara Feldman\nTEL;TYPE=CELL:+54 9 11 4478-2210\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Mamá\nTEL;TYPE=CELL:+54 9 11 4190-7765\nEND:VCARD\n")
    add(f"{b}/Notas/nota_2021.txt", X, "Backup", _ago(2021, 7, 12),
        "comprar: alimento Ofelia, yerba, lavandina\nllamar al plomero por la pérdida del lavadero")

    # ------------------------------------------------------------ ebooks (Resources)
    lib = f"{DOC}/Libros"
    books = [("Rayuela", "Julio Cortázar", "es", "¿Encontraría a la Maga? Tantas veces me había bastado asomarme..."),
             ("Respiración artificial", "Ricardo Piglia", "es", "¿Hay una historia? Si hay una historia empieza hace tres años."),
             ("Nuestra parte de noche", "Mariana Enriquez", "es", "El padre y el hijo cruzaban el puente a pie."),
             ("L'amica geniale", "Elena Ferrante", "it", "Stamattina Rino mi ha telefonato, ho creduto che volesse di nuovo soldi."),
             ("La forma dell'acqua", "Andrea Camilleri", "it", "La luce dell'alba non penetrava ancora..."),
             ("Ficciones", "Jorge Luis Borges", "es", "Debo a la conjunción de un espejo y de una enciclopedia...")]
    for title, author, lang, para in books:
        add(f"{lib}/{author.split()[-1]} - {title}.epub", R, "Books", r.uniform(200, 1400),
            _epub(title, author, lang, para))

    # ------------------------------------------------------------ installers (Resources)
    for name, head, age in (("ZoomInstallerFull.exe", b"MZ\x90\x00", 300), ("WhatsAppSetup.exe", b"MZ\x90\x00", 520),
                            ("LibreOffice_25.2.3_Win_x86-64.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 90),
                            ("AnyDeskSetup.exe", b"MZ\x90\x00", 410), ("GoogleDriveSetup.exe", b"MZ\x90\x00", 600),
                            ("Zotero-7.0.15_x64_setup.exe", b"MZ\x90\x00", 140)):
        add(f"{DL}/{name}", R, "Software", age, lambda r, dt, h=head: _blob(r, h, 2000))

    # ------------------------------------------------------------ Left: unfinished downloads, locks, system files
    add(f"{DL}/Unconfirmed 482913.crdownload", L, "System", 0.3, lambda r, dt: _blob(r, b"%PDF-1.7\n", 800))
    add(f"{DL}/Seminario_10_La_angustia_completo.pdf.crdownload", L, "System", 5, lambda r, dt: _blob(r, b"%PDF-1.5\n", 900))
    add(f"{DL}/cartilla_OSDE_2026.pdf.part", L, "System", 16, lambda r, dt: _blob(r, b"%PDF-1.6\n", 600))
    add(f"{ESC}/~$cumento1.docx", L, "System", 55, lambda r, dt: _blob(r, b"\x0eValentina", 150))
    add(f"{GD}/Tesis/~$p 3 - Lacan v4.docx", L, "System", 9, lambda r, dt: _blob(r, b"\x0eValentina", 150))
    add(f"{GD}/Festival Abrazo 2026/~$esupuesto festival v3 FINAL.xlsx", L, "System", 12,
        lambda r, dt: _blob(r, b"\x0eValentina", 150))
    add(f"{DOC}/Consultorio/~$anilla cobros 2026.xlsx", L, "System", 1, lambda r, dt: _blob(r, b"\x0eValentina", 150))
    ini = b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n"
    add(f"{ESC}/desktop.ini", L, "System", 800, ini)
    add(f"{DL}/desktop.ini", L, "System", 800, ini.replace(b"21769", b"21798"))
    add("Imágenes/Thumbs.db", L, "System", 150, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add(f"{SCAN}/Thumbs.db", L, "System", 60, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))

    # ------------------------------------------------------------ dot files (written, never labelled)
    dot(f"{DOC}/Finanzas/.~lock.presupuesto 2026.xlsx#", b"Valentina,DESKTOP-V4L3N,Valentina,01.06.2026 09:12,file:///C:/Users/Valentina/AppData/Roaming/LibreOffice/4;", 0.2)
    dot("Escritorio/celu/.nomedia", b"", 40)
    dot(f"{GD}/.tmp.driveupload", b"", 3)

    return items
