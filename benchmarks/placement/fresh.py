"""A fresh blind labelled corpus: a fourth person's files, ``build(root, seed)``, written without reading the classifier.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, at the bodies of
``corpus.py``, ``heldout.py`` or ``blind.py`` (only ``blind.py``'s docstring), or at any placement result. The
only things borrowed are the ``Item`` dataclass, ``NOW`` / ``NOW_S`` and the file-making helpers
(``_pdf``, ``_jpeg``, ``_docx``, ``_png``, ``HEIC_HEAD``). The files and labels are shaped by what this
person would have on disk, not by what any program looks for.

The person: Inês Moreira Carvalho, 38, in Lisbon (Rua Angelina Vidal, Graça). She is a self-employed
translator (Portuguese / English, some Spanish) working on "recibos verdes" -- agencies LinguaBridge
(Manchester) and Traduverso (Lisbon), and direct clients -- and a part-time invited lecturer
("professora auxiliar convidada") at the Faculdade de Letras, teaching technical translation and
academic English. She lives with her partner Daniel Ferreira (a theatre sound technician) and their
daughter Matilde, 6, in the first year ("1.º ano") at the Graça primary school, with the ATL Pirilampo
after school. She rents her flat from Sr. Fernando Abreu Mendes; has a plot share (talhão 14) in the
Vale Fundão community allotment; inherited a studio flat in Almada (Rua Capitão Leitão) from her aunt
Maria da Graça Moreira (died February 2024, inheritance settled that year), whose tenant left in
December 2025 and which she is renovating (February - July 2026) to let again from September; is
training for the Cascais half-marathon on 4 October 2026; is writing chapter 6 of a legal translation
handbook (full draft due 30 June 2026); and is planning a family trip to São Miguel, Azores, in August
2026. Earlier: an MA in translation (2013), English teaching at a language school in Almada
(2016-2022), a flat in Almada until August 2022, Matilde's nursery and kindergarten (2020-2025), trips
to Seville (2022), Porto (Christmas 2024) and Galicia (July 2025). Files mix Portuguese and English
(some Spanish) with the naming chaos of a family Windows PC: ``Documento (7).pdf``, ``scan0004.pdf``,
``Novo Documento de Texto.txt``, ``Nova pasta/``, ``cap6_final_v2_REAL.docx``, ``Copy of ...``, a
``2022/`` folder, ``from old phone/``, unfinished downloads and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age.
  The studio's renovation (quotes, contractor invoices, orders, plans, measurements, the works
  schedule, progress photos) -- topic Studio; the handbook chapter (publishing contract, drafts,
  reviewer comments, bibliography, the editors' deadlines) -- topic Textbook; the half-marathon
  (training plan, race registration, training log, race-day notes) -- topic Running; the Azores trip
  (flights, car, lodging, tours, packing, itinerary) -- topic Travel; translation jobs in progress now
  (purchase orders, source texts, drafts, client queries, job instructions) -- topic Translation; the
  side project, a PT/EN sentence aligner she codes in the evenings to release as v1.0 -- topic Software.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: money,
  freelance invoicing ("faturas-recibo"), IRS, VAT, social security, bank, accountant, budget (Finance);
  the family's health, including Matilde's and the physiotherapy for her knee (Health); the rented flat
  -- lease, rent receipts, utilities, contents insurance, repairs with the landlord (Home); Matilde's
  school and ATL (School); the lecturing job -- contracts, syllabi, classes, exams, grades, students,
  supervision (Teaching); the translation business itself -- agency agreements, NDAs, rates, CV,
  professional association (Translation); owning and letting the studio -- tenancy and rent receipts
  (including the last tenant's), the condominium, IMI property tax, insurance, the new listing and
  letting agent (Studio); the allotment membership -- association rules, fee, watering rota (Allotment).
- **Resources**: reference and interests kept for their own sake: glossaries, term lists, style guides,
  translation articles (Translation); growing know-how, sowing calendars, seed orders, the planting
  diary and plot photos (Allotment); running articles and know-how (Running); recipes (Recipes); ebooks
  (Books); music (Music); installers (Software); the family's photos and albums, including old-phone and
  past-trip photos (Photos). A photo kept with a subject's files (renovation progress, a race finish)
  belongs with that subject; a screenshot or phone photo of a document belongs where that document would.
- **Archive**: finished projects and ended responsibilities: delivered translation jobs (Translation),
  the language-school teaching job, ended July 2022 (Teaching), the Almada flat lease, ended August 2022
  (Home), Matilde's nursery and kindergarten, ended 2025 (School), the aunt's inheritance, settled 2024
  (Estate), the MA (Studies), past trips' bookings (Travel), past races (Running), the old phone's
  backups -- contacts, messages (Backup).
- **Left**: unfinished downloads, Office lock and temp files, ``desktop.ini`` / ``Thumbs.db`` (topic
  System). Dot files (``.~lock...#``, ``.gitignore``) are written but not labelled: the scanner never
  lists them.

Topics are subjects (the studio is ``Studio`` whether renovated or let, translation is ``Translation``
whether a job in progress, the business, a glossary or a delivered job), so Johnny Decimal purity and
spread measure subject grouping, not PARA bucket. ``hard`` marks a file whose name *and* folder say
nothing about its subject (``Downloads/Documento (7).pdf``, ``Desktop/untitled.txt``,
``Documents/digitalizações/scan0004.pdf``, ``2022/Documento (2).pdf``, ``Documents/emails/mensagem.eml``):
only the text inside (.txt, .md, .csv, .eml, .pdf, .docx) can place it. Images are never marked hard.
Dates are relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import io
import os
import random
import zipfile
from datetime import UTC, datetime, timedelta, timezone
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400
LISBON = timezone(timedelta(hours=1))  # summer time; winter dates are close enough for file ages
TEXT_TYPES = (".txt", ".md", ".csv", ".eml", ".pdf", ".docx")
ZIP_DATE = (2026, 1, 1, 0, 0, 0)
OFFICE_DATE = (1980, 1, 1, 0, 0, 0)  # what Word and Excel write in their zip entries

ME = "Inês Moreira Carvalho"
ME_MAIL = "ines.carvalho.trad@gmail.com"
NIF = "248 113 905"
ADDR = "Rua Angelina Vidal, 41, 3.º Esq., 1170-017 Lisboa"
STUDIO = "Rua Capitão Leitão, 18, r/c Dto., 2800-133 Almada"

_PDF_SUBS = {"€": "EUR", "–": "-", "—": "-", "‘": "'", "’": "'", "“": '"', "”": '"', "…": "...", "→": "->",
             "≈": "~", "Š": "S", "š": "s", "č": "c", "ć": "c", "•": "-"}


def _pdf_text(text: str) -> bytes:
    """A one-page PDF; characters outside Latin-1 written as a real PDF export would print them."""
    for a, b in _PDF_SUBS.items():
        text = text.replace(a, b)
    return _pdf(text.strip("\n"))


def _zip(files: dict[str, str | bytes], date: tuple[int, ...] = OFFICE_DATE) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, body in files.items():
            z.writestr(zipfile.ZipInfo(name, date), body, compress_type=zipfile.ZIP_DEFLATED)
    return buf.getvalue()


def _docx_text(text: str) -> bytes:
    """``blind._docx``'s document with fixed zip entry times (the helper stamps the current time, so two
    builds would differ byte for byte)."""
    src = zipfile.ZipFile(io.BytesIO(_docx(text)))
    return _zip({info.filename: src.read(info.filename) for info in src.infolist()})


def _xlsx(rows: list[list[str]]) -> bytes:
    """A minimal valid workbook, one sheet of inline strings."""
    def cell(v: str) -> str:
        return f'<c t="inlineStr"><is><t>{escape(v)}</t></is></c>'
    sheet = "".join(f'<row r="{i + 1}">{"".join(cell(v) for v in r)}</row>' for i, r in enumerate(rows))
    main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    return _zip({
        "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/'
        'package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
        'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/'
        'workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.'
        'spreadsheetml.worksheet+xml"/></Types>',
        "_rels/.rels": f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/'
        f'package/2006/relationships"><Relationship Id="rId1" Type="{rel}/officeDocument" Target="xl/workbook.xml"/>'
        '</Relationships>',
        "xl/workbook.xml": f'<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="{main}" xmlns:r="{rel}"><sheets>'
        '<sheet name="Folha1" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.'
        f'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="{rel}/worksheet" '
        'Target="worksheets/sheet1.xml"/></Relationships>',
        "xl/worksheets/sheet1.xml": f'<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="{main}"><sheetData>'
        f"{sheet}</sheetData></worksheet>",
    })


def _pptx(title: str) -> bytes:
    return _zip({
        "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/'
        'package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
        "docProps/core.xml": f'<?xml version="1.0" encoding="UTF-8"?><cp:coreProperties xmlns:cp="http://schemas.'
        f'openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/">'
        f"<dc:title>{escape(title)}</dc:title><dc:creator>{ME}</dc:creator></cp:coreProperties>",
    })


def _epub(title: str, author: str) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype", ZIP_DATE), "application/epub+zip")
        z.writestr(zipfile.ZipInfo("META-INF/container.xml", ZIP_DATE),
                   '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:'
                   'container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/'
                   'oebps-package+xml"/></rootfiles></container>')
        z.writestr(zipfile.ZipInfo("OEBPS/content.opf", ZIP_DATE),
                   f'<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="2.0"><metadata '
                   f'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>{escape(title)}</dc:title><dc:creator>'
                   f"{escape(author)}</dc:creator></metadata></package>")
    return buf.getvalue()


def _when(s: str) -> datetime:
    """'2026-03-02 10:14' in Lisbon time."""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=LISBON)


def _age(when: datetime) -> float:
    return max(0.01, (NOW - when).total_seconds() / DAY)


class _Writer:
    """Writes files under ``root`` with mtimes relative to ``NOW`` and collects their labels."""

    def __init__(self, root: Path, rng: random.Random) -> None:
        self.root, self.rng = root, rng
        self.items: list[Item] = []
        self.seen: set[str] = set()

    def _write(self, rel: str, data: bytes, age: float, bucket: str | None, topic: str | None, hard: bool) -> None:
        assert rel not in self.seen, rel
        self.seen.add(rel)
        name = rel.rsplit("/", 1)[-1]
        if hard:
            assert name.lower().endswith(TEXT_TYPES), rel
        path = self.root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        t = NOW_S - age * DAY - self.rng.randint(0, 6 * 3600)
        os.utime(path, (t, t))
        if name.startswith("."):
            assert bucket is None, rel
            return
        assert bucket in ("Projects", "Areas", "Resources", "Archive", "Left") and topic, rel
        self.items.append(Item(rel, bucket, topic, hard))

    def doc(self, rel: str, age: float, bucket: str, topic: str, text: str, hard: bool = False) -> None:
        """A text-bearing document; the format follows the extension."""
        low = rel.lower()
        if low.endswith(".pdf"):
            data = _pdf_text(text)
        elif low.endswith(".docx"):
            data = _docx_text(text.strip("\n"))
        else:
            data = text.lstrip("\n").encode("utf-8")
        self._write(rel, data, age, bucket, topic, hard)

    def mail(self, rel: str, bucket: str, topic: str, *, frm: str, to: str, subject: str, when: str, body: str,
             hard: bool = False, cc: str | None = None, attach: tuple[str, bytes] | None = None) -> None:
        """An e-mail saved from the mail client (.eml)."""
        dt = _when(when)
        msg = EmailMessage()
        msg["From"] = frm
        msg["To"] = to
        if cc:
            msg["Cc"] = cc
        msg["Subject"] = subject
        msg["Date"] = format_datetime(dt)
        msg["Message-ID"] = f"<{dt:%Y%m%d%H%M}.{self.rng.randrange(16**8):08x}@{frm.split('@')[-1].rstrip('>')}>"
        msg.set_content(body.strip("\n") + "\n", cte="8bit")
        if attach:
            name, data = attach
            mime = {".pdf": ("application", "pdf"), ".xlsx": ("application",
                    "vnd.openxmlformats-officedocument.spreadsheetml.sheet")}[name[name.rfind("."):]]
            msg.add_attachment(data, *mime, filename=name)
            msg.set_boundary(f"===============_{self.rng.randrange(16**12):012x}==")
        self._write(rel, msg.as_bytes(), _age(dt), bucket, topic, hard)

    def photo(self, rel: str, taken: str | None, bucket: str = "Resources", topic: str = "Photos",
              age: float | None = None) -> None:
        """A camera / phone image. ``taken`` 'YYYY-MM-DD HH:MM' (EXIF date), None for WhatsApp / screenshots."""
        dt = _when(taken) if taken else None
        if age is None:
            assert dt is not None
            age = _age(dt)
        low = rel.lower()
        if low.endswith(".png"):
            data = _png(self.rng)
        elif low.endswith(".heic"):
            data = HEIC_HEAD + self.rng.randbytes(self.rng.randint(1500, 4000))
        else:
            data = _jpeg(self.rng, dt.replace(tzinfo=None) if dt else None)
        self._write(rel, data, age, bucket, topic, False)

    def blob(self, rel: str, age: float, bucket: str | None, topic: str | None, head: bytes = b"",
             size: tuple[int, int] = (1500, 6000), data: bytes | None = None) -> None:
        """A binary file: a format's magic bytes and filler, or given bytes."""
        if data is None:
            data = head + self.rng.randbytes(self.rng.randint(*size))
        self._write(rel, data, age, bucket, topic, False)


MP3 = b"ID3\x04\x00\x00\x00\x00\x00\x21\xff\xfb\x90\x64"
FLAC = b"fLaC\x00\x00\x00\x22"
M4A = b"\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00M4A mp42isom"
EXE = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00"
MSI = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
FIT = b"\x0e\x10\xd9\x07\x00\x00\x00\x00.FIT"
THUMBS = MSI  # Thumbs.db is an OLE compound file too
INI = "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"


# --------------------------------------------------------------------------------------------------- Finance
FATURAS = [  # (n, date, client, client NIF / VAT, description, base, foreign)
    (1, "2026-01-09", "Traduverso, Lda.", "NIF 514 220 871",
     "Tradução PT>EN do relatório de sustentabilidade 2024 da Hidrolusa (6 200 palavras)", 558.00, False),
    (2, "2026-01-23", "LinguaBridge Translations Ltd", "VAT GB 318 4470 52",
     "Translation EN>PT, job 4302 - clinical trial patient leaflets (4 850 words)", 436.50, True),
    (3, "2026-02-06", "Sá Teixeira & Associados, Sociedade de Advogados, SP, RL", "NIF 509 731 220",
     "Tradução PT>EN de contrato de arrendamento comercial e aditamento (3 900 palavras)", 429.00, False),
    (4, "2026-02-27", "LinguaBridge Translations Ltd", "VAT GB 318 4470 52",
     "Translation EN>PT, job 4355 - software UI strings and help pages (7 100 words)", 568.00, True),
    (5, "2026-03-13", "Traduverso, Lda.", "NIF 514 220 871",
     "Revisão de tradução ES>PT de catálogo de mobiliário (9 000 palavras)", 405.00, False),
    (6, "2026-03-31", "Fundação Casa das Marés", "NIF 503 998 140",
     "Adiantamento de 30% - tradução PT>EN do catálogo da exposição 'Azulejo e Mar'", 693.00, False),
    (7, "2026-04-17", "LinguaBridge Translations Ltd", "VAT GB 318 4470 52",
     "Translation EN>PT, job 4410 - annual report of a pension fund, chapters 3-5 (5 600 words)", 504.00, True),
    (8, "2026-05-08", "Sá Teixeira & Associados, Sociedade de Advogados, SP, RL", "NIF 509 731 220",
     "Tradução PT>EN de procuração e certidão permanente (1 450 palavras), urgência", 232.00, False),
    (9, "2026-05-22", "Traduverso, Lda.", "NIF 514 220 871",
     "Tradução PT>EN de website de enoturismo (5 300 palavras)", 477.00, False),
]


def _fatura(n, date, client, cnif, desc, base, foreign) -> str:
    if foreign:
        vat, ret, total = 0.0, 0.0, base
        vat_line = "IVA: 0,00 EUR - Autoliquidação (art. 6.º, n.º 6, al. a) do CIVA)"
        ret_line = "Retenção na fonte de IRS: não aplicável (adquirente não residente)"
    else:
        vat, ret = round(base * 0.23, 2), round(base * 0.25, 2)
        total = round(base + vat - ret, 2)
        vat_line = f"IVA à taxa de 23%: {vat:.2f} EUR".replace(".", ",")
        ret_line = f"Retenção na fonte de IRS (25%, art. 101.º CIRS): {ret:.2f} EUR".replace(".", ",")
    return f"""
FATURA-RECIBO N.º FR ATSIRE01FR/{n}
Original
Data de emissão: {date}    Data da prestação do serviço: {date}
Transmitente: {ME}  NIF {NIF}
{ADDR}
Atividade: 1330 - Tradutores (Trabalhador independente, art. 151.º CIRS)
Adquirente: {client}  {cnif}
Descrição: {desc}
Valor base: {f'{base:.2f}'.replace('.', ',')} EUR
{vat_line}
{ret_line}
Importância recebida: {f'{total:.2f}'.replace('.', ',')} EUR
Processado por programa certificado n.º 1/AT - Portal das Finanças
"""


def _finance(w: _Writer) -> None:
    A, F = "Areas", "Finance"
    base = "Documents/Finanças"
    w.doc(f"{base}/IRS 2025/Comprovativo entrega IRS 2025.pdf", 45, A, F, f"""
AUTORIDADE TRIBUTÁRIA E ADUANEIRA
Comprovativo de Entrega da Declaração de Rendimentos - Modelo 3 de IRS
Ano dos rendimentos: 2025    Serviço de Finanças: 3212 - Lisboa 11
Sujeito passivo A: {NIF} - {ME}
Sujeito passivo B: 231 604 877 - Daniel Sousa Ferreira (tributação conjunta)
Dependente: 287 441 062 - Matilde Carvalho Ferreira
Anexos: A, B, F, H, SS
Identificação da declaração: 3-2025-8H6-41205-77
Data de receção: 17-04-2026 22:41    Estado: declaração certa
""")
    w.doc(f"{base}/IRS 2025/Demonstração de liquidação IRS 2025.pdf", 9, A, F, f"""
DEMONSTRAÇÃO DE LIQUIDAÇÃO DE IRS - 2025
Sujeitos passivos: {ME} / Daniel Sousa Ferreira     N.º de liquidação: 2026 5004118923
Rendimento global: 61 842,17 EUR    Coeficiente conjugal: 2
Rendimento coletável: 44 106,30 EUR   Taxa: 26,50%   Coleta total: 8 377,24 EUR
Deduções à coleta (dependentes, despesas gerais familiares, saúde, educação, habitação): 2 311,60 EUR
Retenções na fonte: 5 489,04 EUR    Pagamentos por conta: 1 189,00 EUR
Valor a reembolsar: 612,40 EUR
Data limite de pagamento do reembolso: 31-07-2026. Reembolso por transferência para o IBAN PT50 0079 **** 4471 02.
""")
    w.doc(f"{base}/IRS 2024/comprovativo IRS2024.pdf", 412, A, F, f"""
AUTORIDADE TRIBUTÁRIA E ADUANEIRA - Comprovativo de Entrega, Modelo 3 de IRS
Ano dos rendimentos: 2024
Sujeito passivo A: {NIF} - {ME}; sujeito passivo B: 231 604 877 - Daniel Sousa Ferreira
Anexos: A, B, H, SS    Data de receção: 11-04-2025 23:02    Estado: certa
""")
    w.doc(f"{base}/IRS 2024/nota liquidacao 2024.pdf", 371, A, F, """
DEMONSTRAÇÃO DE LIQUIDAÇÃO DE IRS - 2024
Rendimento global: 54 310,88 EUR    Rendimento coletável: 38 422,91 EUR
Coleta líquida: 6 102,47 EUR    Retenções na fonte: 4 870,13 EUR    Pagamentos por conta: 1 560,00 EUR
Valor a reembolsar: 327,66 EUR
""")
    w.doc(f"{base}/IRS 2023/IRS 2023 - anexo B rascunho.txt", 790, A, F, """
IRS 2023 - anexo B (eu), regime simplificado
faturas-recibo emitidas 2023: 19 012,50 (Traduverso 7 480; LinguaBridge 6 950; outros 4 582,50)
coeficiente 0,75 -> rendimento tributável 14 259,38
despesas e-fatura a justificar 15%: 2 851,88 - confirmar no portal se chega (renda casa não conta, só 50%?)
perguntar Sofia: Daniel passa a conjunta?
""")
    for n, date, client, cnif, desc, val, foreign in FATURAS[::2]:
        age = (NOW - datetime.fromisoformat(date).replace(tzinfo=UTC)).days + 0.4
        w.doc(f"{base}/Faturas-recibo 2026/FR {n:02d} - {client.split(',')[0].split(' ')[0]}.pdf", age, A, F,
              _fatura(n, date, client, cnif, desc, val, foreign))
    w.doc(f"{base}/Faturas-recibo 2026/FR 05 - Traduverso (1).pdf", 79, A, F,
          _fatura(*FATURAS[4]))
    w.doc(f"{base}/Segurança Social/Declaração trimestral jan-mar 2026.pdf", 56, A, F, f"""
SEGURANÇA SOCIAL DIRETA - Declaração Trimestral de Trabalhador Independente
NISS: 1 204 887 351 9   Nome: {ME}
Período: 1.º trimestre de 2026 (janeiro, fevereiro, março)
Rendimentos de prestação de serviços: 3 089,50 EUR (faturas-recibo n.º 1 a 6)
Rendimento relevante (70%): 2 162,65 EUR   Base de incidência mensal: 720,88 EUR
Taxa contributiva: 21,4%   Contribuição mensal a pagar (maio, junho, julho): 154,27 EUR
Data de entrega: 2026-04-29
""")
    w.doc(f"{base}/Segurança Social/Declaração trimestral out-dez 2025.pdf", 141, A, F, f"""
SEGURANÇA SOCIAL DIRETA - Declaração Trimestral de Trabalhador Independente
NISS: 1 204 887 351 9   {ME}   Período: 4.º trimestre de 2025
Rendimentos de prestação de serviços: 4 412,00 EUR   Rendimento relevante: 3 088,40 EUR
Contribuição mensal (fevereiro a abril 2026): 220,31 EUR   Entregue em 2026-01-28
""")
    for m, (saldo, entradas) in ((2, (3877.90, 3411.45)), (4, (4655.04, 3318.70))):
        w.doc(f"{base}/Banco/Extrato 2026-{m:02d}.pdf", 150 - 30 * m + 3, A, F, f"""
BANCO ATLÂNTICO, S.A. - EXTRATO INTEGRADO
Titulares: {ME} / Daniel Sousa Ferreira    Conta à ordem n.º 0011 4710 2744
Período: 2026-{m:02d}-01 a 2026-{m:02d}-{[31, 28, 31, 30][m - 1]}
Saldo inicial: {saldo - 250:.2f}
Créditos no período: {entradas:.2f}  (transferências Traduverso, LinguaBridge, Universidade de Lisboa - vencimento)
Débitos: renda {m:02d}/2026 Fernando Abreu Mendes 950,00; EDP Comercial; EPAL; MEO; ATL Pirilampo;
  Segurança Social; Continente; Pingo Doce; Navegante Família 60,00
Saldo final: {saldo:.2f}
Depósito a prazo "Poupança Mais 12M": 8 000,00 EUR, TANB 2,10%, vencimento 2026-11-15
""")
    w.doc(f"{base}/Orçamento familiar 2026.csv", 4, A, F, """
Categoria;Previsto mensal;Jan;Fev;Mar;Abr;Mai
Renda casa;950;950;950;950;950;950
Luz + gás (EDP);85;112;104;91;74;62
Água (EPAL);28;27;31;26;29;28
Internet + telemóveis (MEO);64,99;64,99;64,99;64,99;64,99;64,99
Supermercado;620;655;598;641;612;630
ATL Pirilampo;145;145;145;145;145;145
Segurança Social (eu);180;176,40;220,31;220,31;220,31;154,27
Passes Navegante;60;60;60;60;60;60
Obras estúdio (conta à parte);0;0;0;0;0;0
Poupança;300;300;300;0;300;300
""")
    w.doc(f"{base}/Despesas e-fatura 2025 resumo.csv", 128, A, F, """
Setor;NIF emitente;Emitente;Nº faturas;Total;Dedução estimada
Saúde;501 234 998;Farmácia Graça;14;212,37;31,86
Saúde;509 118 440;Laboratório Clínico Avelar;2;48,60;7,29
Saúde;513 877 214;FisioArroios, Lda.;8;360,00;54,00
Educação;508 004 119;Associação Pirilampo (ATL);11;1 595,00;478,50
Educação;600 077 312;Jardim de Infância O Baloiço;7;812,00;243,60
Habitação;178 201 446;Fernando Abreu Mendes (rendas);12;11 400,00;502,00
Despesas gerais familiares;-;vários;322;9 874,12;250,00
""")
    w.mail(f"{base}/Contabilista - IVA 1T.eml", A, F, frm="Sofia Lemos <sofia.lemos@lemos-contabilidade.pt>",
           to=ME_MAIL, subject="IVA 1.º trimestre 2026 - valores", when="2026-05-06 17:22", body="""
Olá Inês,

Segue o apuramento do IVA do 1.º trimestre: IVA liquidado nas faturas-recibo nacionais 478,17 EUR, IVA
dedutível (telemóvel, software, metade da internet) 38,92 EUR. A pagar: 439,25 EUR até 20 de maio.
As faturas da LinguaBridge estão em autoliquidação, entram no campo 8 e no anexo recapitulativo.

Não se esqueça de me mandar as faturas das obras do estúdio em separado - não são despesas da
atividade de tradução, entram na categoria F.

Cumprimentos,
Sofia Lemos
Contabilista Certificada n.º 74 118
""")
    # hard: generic names in generic folders, placed only by their text
    w.doc("Downloads/Documento (3).pdf", 15, A, F, f"""
AUTORIDADE TRIBUTÁRIA E ADUANEIRA
Declaração Periódica de IVA - Comprovativo
NIF: {NIF}   Nome: {ME}   Período: 2026/03T (janeiro a março)   Regime: trimestral
Campo 1 (base tributável, taxa normal): 2 079,00   Campo 2 (imposto a favor do Estado): 478,17
Campo 8 (operações em que o adquirente liquidou o imposto): 1 004,50
Campo 24 (IVA dedutível - outros bens e serviços): 38,92
Imposto a entregar ao Estado: 439,25 EUR    Referência para pagamento: 0217 4471 9902 318
Data de receção: 2026-05-14
""", hard=True)
    w.doc("Downloads/download.pdf", 128, A, F, f"""
Instituto da Segurança Social, I.P. - Notificação
Assunto: Fixação do rendimento relevante - trabalhadores independentes
Exma. Senhora {ME}, NISS 1 204 887 351 9
Informamos que, com base na declaração trimestral relativa ao 4.º trimestre de 2025, o rendimento
relevante apurado é de 3 088,40 EUR, sendo a base de incidência contributiva mensal de 1 029,47 EUR e a
contribuição mensal de 220,31 EUR, a pagar entre os dias 10 e 20 de cada mês (fevereiro a abril de 2026).
Pode optar por fixar uma base de incidência até 25% acima ou abaixo na Segurança Social Direta.
""", hard=True)
    w.doc("Downloads/download (1).pdf", 62, A, F, f"""
BANCO ATLÂNTICO, S.A.   Extrato Integrado   março 2026
Titulares: {ME}, Daniel Sousa Ferreira   Conta n.º 0011 4710 2744
03-03 TRF TRADUVERSO LDA FR2026-1 ........................ +418,50
05-03 DD FERNANDO ABREU MENDES RENDA MAR ...................... -950,00
09-03 TRF UNIVERSIDADE DE LISBOA VENC FEV ................. +1 212,44
12-03 PAG SEG SOCIAL TRAB INDEP ............................ -220,31
18-03 DD EDP COMERCIAL ...................................... -91,03
27-03 COMISSÃO MANUTENÇÃO CONTA ........................... -6,24
Saldo disponível em 31-03: 5 102,61 EUR
""", hard=True)
    w.doc("Downloads/export.csv", 3, A, F, """
Data mov.;Data valor;Descritivo;Débito;Crédito;Saldo contabilístico
02-05-2026;02-05-2026;TRF LINGUABRIDGE TRANSL INV FR 7;;504,00;5 159,04
05-05-2026;05-05-2026;DD FERNANDO ABREU MENDES RENDA;950,00;;4 209,04
06-05-2026;06-05-2026;COMPRA CONTINENTE GRACA;87,42;;4 121,62
08-05-2026;08-05-2026;TRF UNIVERSIDADE DE LISBOA VENC ABR;;1 212,44;5 334,06
12-05-2026;12-05-2026;DD ASSOC PIRILAMPO ATL MAI;145,00;;5 189,06
19-05-2026;19-05-2026;PAG SEG SOCIAL 200488713591204;154,27;;5 034,79
20-05-2026;20-05-2026;PAG ESTADO IVA 021744719902318;439,25;;4 595,54
26-05-2026;26-05-2026;TRF SA TEIXEIRA ASSOCIADOS FR 8;;227,36;4 822,90
28-05-2026;28-05-2026;COMISSAO MANUTENCAO CONTA;6,24;;4 816,66
""", hard=True)
    w.doc("Downloads/export (1).csv", 20, A, F, """
Tipo;Série/N.º;Data;Adquirente;NIF adquirente;Valor base;IVA;Retenção IRS;Estado
Fatura-Recibo;FR ATSIRE01FR/1;2026-01-09;Traduverso, Lda.;514220871;558,00;128,34;139,50;Emitido
Fatura-Recibo;FR ATSIRE01FR/2;2026-01-23;LinguaBridge Translations Ltd;GB318447052;436,50;0,00;0,00;Emitido
Fatura-Recibo;FR ATSIRE01FR/3;2026-02-06;Sá Teixeira & Associados;509731220;429,00;98,67;107,25;Emitido
Fatura-Recibo;FR ATSIRE01FR/4;2026-02-27;LinguaBridge Translations Ltd;GB318447052;568,00;0,00;0,00;Emitido
Fatura-Recibo;FR ATSIRE01FR/5;2026-03-13;Traduverso, Lda.;514220871;405,00;93,15;101,25;Emitido
Fatura-Recibo;FR ATSIRE01FR/6;2026-03-31;Fundação Casa das Marés;503998140;693,00;159,39;173,25;Emitido
Fatura-Recibo;FR ATSIRE01FR/7;2026-04-17;LinguaBridge Translations Ltd;GB318447052;504,00;0,00;0,00;Emitido
Fatura-Recibo;FR ATSIRE01FR/8;2026-05-08;Sá Teixeira & Associados;509731220;232,00;53,36;58,00;Emitido
""", hard=True)
    w.doc("Desktop/untitled.txt", 33, A, F, """
para a Sofia (contabilista) antes de fechar o IRS:
- recibos de renda do estúdio 2025 (Joaquim) -> anexo F, 12 x 480 = 5 760
- despesas de condomínio e IMI do estúdio dedutíveis na F? confirmar
- seguro de saúde: só 15% entra em saúde?
- PPR: entreguei 1 200 em 2025, mandar extrato
- a fatura 6 da Fundação foi adiantamento, IVA já liquidado em março
- retenções da faculdade: ver declaração de rendimentos da UL (anexo A)
- perguntar se compensa tributação conjunta com o Daniel outra vez
""", hard=True)
    w.doc("Documents/Documento1.docx", 98, A, F, f"""
{ME}
{ADDR}
Exmos. Senhores
Banco Atlântico, S.A. - Agência da Graça
Lisboa, 23 de fevereiro de 2026
Assunto: Reclamação - comissão de manutenção da conta à ordem n.º 0011 4710 2744
Venho por este meio contestar a cobrança, desde janeiro de 2026, de uma comissão mensal de manutenção de
conta de 6,24 EUR, quando no momento da abertura da conta me foi garantida a isenção por domiciliação de
ordenado. Recebo mensalmente o vencimento da Universidade de Lisboa nesta conta, conforme se pode
verificar nos extratos.
Solicito o estorno das comissões cobradas e a confirmação, por escrito, da isenção.
Com os melhores cumprimentos,
{ME}
""", hard=True)
    w.doc("Documents/digitalizações/scan0002.pdf", 110, A, F, f"""
PPR ATLÂNTICO PRUDENTE - Fundo de Pensões Aberto
Declaração para efeitos fiscais - Ano 2025
Participante: {ME}   NIF: {NIF}
Contribuições efetuadas em 2025: 1 200,00 EUR (12 entregas mensais de 100,00 EUR)
Reembolsos em 2025: 0,00 EUR
Valor da unidade de participação em 31/12/2025: 7,4418 EUR    UP detidas: 1 322,53
A presente declaração destina-se a instruir a declaração Modelo 3 de IRS, quadro 7 do anexo H (código H10).
""", hard=True)
    w.mail("Documents/emails/mensagem.eml", A, F, frm="Sofia Lemos <sofia.lemos@lemos-contabilidade.pt>",
           to=ME_MAIL, cc="daniel.ferreira.som@gmail.com", subject="Re: IRS 2025 - entregue",
           when="2026-04-17 23:05", body="""
Boa noite Inês e Daniel,

A declaração de IRS de 2025 ficou submetida agora, em tributação conjunta (compensa cerca de 380 EUR face à
separada). Anexos A (os dois), B (Inês, regime simplificado), F (rendas do estúdio até dezembro) e H (PPR,
despesas). A simulação dá reembolso de 612,40 EUR.

As despesas de saúde validadas no e-fatura ficaram todas; as faturas da fisioterapia entraram.
Para o ano: as obras do estúdio só são dedutíveis na categoria F se tiverem fatura em nome da Inês com o
artigo matricial (U-4127). Peça isso ao empreiteiro.

Cumprimentos,
Sofia
""", hard=True)
    w.mail("Documents/emails/message.eml", A, F, frm="LinguaBridge Accounts <accounts@linguabridge.co.uk>",
           to=ME_MAIL, subject="Remittance advice - payment run 30/04/2026", when="2026-04-30 11:12", body="""
Dear Inês,

Please find below the details of our payment run of 30 April 2026.

Supplier: Inês Moreira Carvalho (supplier no. V-0877)
Invoice FR ATSIRE01FR/7 dated 17/04/2026 - job 4410 - EUR 504.00
Payment method: SEPA credit transfer to PT50 0079 0000 1147 1027 4471 02
Expected value date: 02/05/2026

Kind regards,
Priya Shah
Accounts Payable, LinguaBridge Translations Ltd, Manchester
""", hard=True)
    w.doc("Desktop/Nova pasta/tabela.csv", 150, A, F, """
mês;entrou (trad.);entrou (UL);SS;IVA;IRS por conta;sobra
jan;994,50;1212,44;176,40;;;
fev;997,00;1212,44;220,31;;;
mar;1098,00;1212,44;220,31;;;
meta: pôr de lado 30% das faturas para impostos (conta poupança)
""", hard=True)
    w.doc("Documents/diversos/notas.txt", 400, A, F, """
deduções IRS - o que guardar:
saúde 15% (até 1000) - farmácia, análises, fisio, dentista (pedir sempre fatura com NIF)
educação 30% (até 800) - ATL, jardim de infância, livros escolares
habitação - rendas 15% até 502 EUR (recibos eletrónicos do senhorio)
despesas gerais familiares 35% até 250 por adulto
PPR 20% até 400
lar/imóveis: nada
validar faturas pendentes no e-fatura até 25 de fevereiro!
""", hard=True)
    w.doc("Documents/Scanned Documents/Documento digitalizado.pdf", 198, A, F, f"""
AUTORIDADE TRIBUTÁRIA E ADUANEIRA
CERTIDÃO - Situação Tributária Regularizada
Certifica-se, para os efeitos do art. 177.º-A do CPPT, que o sujeito passivo {ME}, NIF {NIF}, tem a sua
situação tributária regularizada.
Finalidade: celebração de contrato com entidade pública (Universidade de Lisboa).
Emitida em 2025-11-14, válida por três meses.  Código de validação: 7HQ2-4KWX-91ZP
""", hard=True)
    w.doc("Downloads/attachment.pdf", 40, A, F, f"""
Lemos Contabilidade, Unipessoal Lda.   NIF 516 002 389
FATURA N.º FT 2026/88     Data: 2026-04-22
Cliente: {ME}, NIF {NIF}
Serviços de contabilidade - trabalhador independente, 1.º trimestre 2026: 150,00 EUR
Preparação e submissão da declaração Modelo 3 de IRS 2025 (anexos A, B, F, H): 120,00 EUR
Total s/ IVA: 270,00   IVA 23%: 62,10   Total: 332,10 EUR
Pagamento por transferência até 2026-05-22.
""", hard=True)
    w.doc("Downloads/file.pdf", 50, A, F, """
Portal das Finanças - Simulador IRS 2025 (valores meramente indicativos)
Estado civil: casado/unido de facto - tributação conjunta   Dependentes: 1
Rendimentos cat. A: 14 549,28   cat. B (prestações de serviços): 22 418,00   cat. F (rendas): 5 760,00
Resultado da simulação: a reembolsar 612,40 EUR
Simulação com tributação separada: a pagar 94,10 EUR (sujeito passivo A) / a reembolsar 148,00 (B)
""", hard=True)
    w.doc("Desktop/Novo Documento de Texto.txt", 70, A, F, """
fatura Fundação (adiantamento) 693 + IVA 159,39 - ret. 173,25 = 679,14 recebido
Traduverso março 405 -> 405 + 93,15 - 101,25 = 396,90
guardar 30% => ~325 para a conta de poupança dos impostos
pagamento por conta IRS: 3.ª prestação em dezembro
""", hard=True)
    w.doc("Downloads/PDF_20260415.pdf", 47, A, F, f"""
BANCO ATLÂNTICO - Confirmação de constituição de depósito a prazo
Titular: {ME}   Conta de origem: 0011 4710 2744
Produto: Depósito a prazo "Poupança Mais 12M"   Montante: 3 000,00 EUR
Data de início: 2026-04-15   Data de vencimento: 2027-04-15   TANB: 2,10%   Juros pagos no vencimento
Retenção na fonte de IRS sobre juros: 28%.  Mobilização antecipada: perda total dos juros.
""", hard=True)
    w.mail("Documents/emails/RE_ pedido.eml", A, F, frm="Segurança Social Direta <nao-responder@seg-social.pt>",
           to=ME_MAIL, subject="Resposta ao seu pedido n.º 2026/0041872", when="2026-02-18 09:40", body=f"""
Exma. Senhora {ME},

Relativamente ao pedido de esclarecimento sobre a acumulação de trabalho independente com trabalho por
conta de outrem (Universidade de Lisboa), informamos que não se encontra abrangida pela isenção prevista no
art. 157.º do Código Contributivo, uma vez que o rendimento relevante médio mensal do trabalho
independente é superior a 4 x IAS. Mantém-se a obrigação de entregar a declaração trimestral e de pagar as
contribuições mensais.

Com os melhores cumprimentos,
Instituto da Segurança Social, I.P.
""", hard=True)
    w.doc("2022/Documento (1).pdf", 1420, A, F, """
DEMONSTRAÇÃO DE LIQUIDAÇÃO DE IRS - 2021
Sujeito passivo: Inês Moreira Carvalho   NIF 248 113 905   Tributação separada
Rendimentos: cat. A (Instituto de Línguas do Pragal) 9 812,00; cat. B (traduções) 11 240,00
Coleta líquida: 2 988,14 EUR   Retenções: 3 402,77 EUR
Valor a reembolsar: 414,63 EUR
""", hard=True)
    w.doc("2022/scan_003.pdf", 1300, A, F, """
Segurança Social - Declaração de situação contributiva
Beneficiária: Inês Moreira Carvalho   NISS 1 204 887 351 9
Declara-se que a beneficiária tem a situação contributiva regularizada à data de 2022-09-12,
na qualidade de trabalhadora independente (início de atividade: 2014-03-03, CAE 74300 - tradução).
""", hard=True)


# --------------------------------------------------------------------------------------------------- Home
def _rent_receipt(month: str, n: int) -> str:
    return f"""
AUTORIDADE TRIBUTÁRIA E ADUANEIRA - Recibo de Renda Eletrónico n.º {n}
Locador: Fernando Abreu Mendes   NIF 178 201 446
Locatário: {ME}   NIF {NIF}
Locado: {ADDR} - artigo matricial U-2291, freguesia de São Vicente
Contrato de arrendamento para habitação permanente com início em 2022-09-01
Renda referente a: {month}   Valor: 950,00 EUR   Retenção na fonte: não aplicável
Data de recebimento: dia 5 do mês de referência
"""


def _home(w: _Writer) -> None:
    A, H = "Areas", "Home"
    base = "Documents/Casa"
    w.doc(f"{base}/Contrato de arrendamento Angelina Vidal.pdf", 1372, A, H, f"""
CONTRATO DE ARRENDAMENTO PARA HABITAÇÃO COM PRAZO CERTO
Primeiro outorgante (senhorio): Fernando Abreu Mendes, NIF 178 201 446, residente na Av. de Roma, 88, Lisboa
Segundos outorgantes (arrendatários): {ME}, NIF {NIF}, e Daniel Sousa Ferreira, NIF 231 604 877
Cláusula 1.ª - O primeiro outorgante dá de arrendamento a fração autónoma designada pela letra "G",
correspondente ao 3.º andar esquerdo do prédio sito na {ADDR}, tipologia T2.
Cláusula 2.ª - O contrato tem início em 1 de setembro de 2022 e é celebrado pelo prazo de 3 anos,
renovável automaticamente por períodos de 3 anos.
Cláusula 3.ª - A renda mensal é de 900,00 EUR, a pagar até ao dia 8 de cada mês, por transferência bancária.
Cláusula 4.ª - Caução: 1 800,00 EUR, correspondente a duas rendas.
Cláusula 7.ª - As obras de conservação ordinária são da responsabilidade do senhorio.
Lisboa, 22 de agosto de 2022.
""")
    for i, (month, age) in enumerate([("março de 2026", 88), ("abril de 2026", 57), ("maio de 2026", 27)]):
        w.doc(f"{base}/Recibos renda/recibo renda {month.split()[0]}.pdf", age, A, H, _rent_receipt(month, 41 + i))
    w.doc(f"{base}/EDP/Fatura EDP março 2026.pdf", 64, A, H, f"""
EDP Comercial - Fatura n.º FT 2026/118832417    Data de emissão: 2026-03-28
Cliente: {ME}   Local de consumo: {ADDR}   CPE: PT0002000071234567AB
Eletricidade - tarifa simples, potência contratada 6,9 kVA
Período de faturação: 2026-02-26 a 2026-03-25   Consumo: 268 kWh (leitura real)
Eletricidade: 48,92   Gás natural (escalão 2, 41 m3): 32,55   Taxas e IVA: 9,56
Total a pagar: 91,03 EUR   Débito direto em 2026-04-12
""")
    w.doc(f"{base}/EPAL/fatura agua 2026-04.pdf", 40, A, H, f"""
EPAL - Empresa Portuguesa das Águas Livres, S.A.
Fatura 2026/04 - Cliente n.º 3 004 771 218   Local: {ADDR}
Consumo: 9 m3 (leitura por estimativa)   Água: 12,44   Saneamento: 7,21   Resíduos urbanos: 6,90   IVA: 2,06
Total: 28,61 EUR
""")
    w.doc(f"{base}/MEO/Fatura MEO maio.pdf", 9, A, H, f"""
MEO - Fatura n.º A-2026/44187210   Conta cliente: 1.1188.4410
Titular: {ME}   Morada de instalação: {ADDR}
Pacote M4 Fibra 1 Gbps + TV + 2 telemóveis (ilimitado)   Período: maio de 2026
Mensalidade: 64,99 EUR   Total: 64,99 EUR   Débito direto em 2026-06-10
""")
    w.doc(f"{base}/Seguro recheio apólice.pdf", 230, A, H, f"""
Seguradora Atlântida - Seguro Multirriscos Recheio de Habitação
Apólice n.º MR 44 0912 771   Tomador: {ME}
Local de risco: {ADDR}
Capital seguro (recheio): 25 000 EUR   Coberturas: incêndio, danos por água, furto, responsabilidade civil familiar
Prémio anual: 86,40 EUR   Vencimento: 15 de outubro
""")
    w.mail(f"{base}/esquentador avariado - senhorio.eml", A, H, frm=f"{ME} <{ME_MAIL}>",
           to="Fernando Abreu Mendes <fabreu.mendes@sapo.pt>", subject="Esquentador da casa de banho",
           when="2026-01-19 08:55", body="""
Bom dia Sr. Fernando,

O esquentador voltou a desligar-se durante o banho ontem e hoje de manhã já não acende de todo (dá erro E1).
Como é o equipamento da casa, pode pedir ao técnico que passe cá esta semana? Estamos em casa à tarde,
a partir das 15h, exceto quarta-feira.

Obrigada,
Inês (3.º esq.)
""")
    w.doc(f"{base}/Inventário recheio (para o seguro).md", 240, A, H, """
# Inventário do recheio - casa da Angelina Vidal (out. 2025)

| Divisão | Bem | Valor aprox. |
|---|---|---|
| Sala | sofá (2022), estante, TV 55" | 1 400 |
| Sala | portátil da Inês + monitor | 1 650 |
| Escritório | secretária, cadeira, impressora/scanner | 520 |
| Quarto | cama, roupeiro | 900 |
| Quarto Matilde | cama, brinquedos, livros | 600 |
| Cozinha | frigorífico (meu), máquina de lavar loiça, micro-ondas | 1 100 |
| Daniel | mesa de mistura + colunas de estúdio | 2 300 |
""")
    # hard
    w.doc("Downloads/Documento (4).pdf", 93, A, H, f"""
EDP Comercial - Fatura n.º FT 2026/104118250    Data de emissão: 2026-02-27
Cliente: {ME}   NIF {NIF}   Local de consumo: {ADDR}
Período de faturação: 2026-01-26 a 2026-02-25
Eletricidade: 301 kWh, tarifa simples 6,9 kVA - 54,17 EUR
Gás natural: 52 m3 - 39,60 EUR   Contribuição audiovisual: 2,85 EUR   IVA: 7,40 EUR
Total a pagar: 104,02 EUR   Débito direto na conta PT50 0079 **** 4471 02 em 2026-03-14
""", hard=True)
    w.doc("Downloads/anexo.pdf", 71, A, H, f"""
MEO - Serviços de Comunicações e Multimédia, S.A.
Fatura n.º A-2026/38822104   Data: 2026-03-22   Conta cliente: 1.1188.4410
Titular: {ME}   Instalação: {ADDR}
M4 Fibra 1 Gbps + TV + 2 cartões móveis: 64,99   Aluguer de filme (Videoclube): 3,99
Total: 68,98 EUR
""", hard=True)
    w.doc("Documents/digitalizações/scan0003.pdf", 55, A, H, _rent_receipt("abril de 2026 (cópia)", 44), hard=True)
    w.mail("Documents/emails/FW_.eml", A, H, frm="Fernando Abreu Mendes <fabreu.mendes@sapo.pt>",
           to=ME_MAIL, subject="Fw: atualização da renda 2026", when="2025-10-30 18:20", body="""
Cara D. Inês,

Conforme a lei, venho comunicar a atualização anual da renda do 3.º esquerdo, pelo coeficiente de 2,16%
publicado em Diário da República (Aviso n.º 22 117/2025). Assim, a partir de 1 de janeiro de 2026 a renda
passa de 930,00 EUR para 950,00 EUR (arredondado a seu favor).

Continuo a emitir os recibos eletrónicos no Portal das Finanças.
Quanto à humidade no quarto da menina, o pedreiro vai aí em novembro.

Com os meus cumprimentos,
Fernando Abreu Mendes
""", hard=True)
    w.doc("Desktop/Nova pasta/sem título.txt", 25, A, H, """
casa - coisas para tratar:
- estore da sala encrava a meio (ligar ao Sr. Fernando)
- torneira da cozinha pinga
- mancha de humidade no quarto da Matilde voltou, tirar fotos e mandar
- mudar lâmpadas do corredor
- renovar seguro recheio (outubro)
- leitura do contador da água (EPAL está a estimar)
""", hard=True)
    w.doc("Documents/diversos/Documento2.docx", 190, A, H, f"""
Exmo. Senhor Fernando Abreu Mendes
Av. de Roma, 88, 1700-348 Lisboa
Lisboa, 24 de novembro de 2025
Assunto: Humidade e bolor no quarto do locado - {ADDR}
Na sequência das nossas conversas de outubro, venho por escrito informar que a mancha de humidade na
parede exterior do quarto mais pequeno voltou a aparecer, agora com bolor junto ao teto, apesar da
ventilação diária. O quarto é ocupado pela nossa filha de 6 anos.
Nos termos da cláusula 7.ª do contrato de arrendamento, solicito a reparação da infiltração pelo exterior
no prazo de 30 dias. Junto fotografias tiradas a 20 de novembro.
Com os melhores cumprimentos,
{ME}
""", hard=True)
    w.doc("Downloads/ficheiro.pdf", 101, A, H, f"""
EPAL - Águas Livres   Fatura 2026/02   Cliente n.º 3 004 771 218
Morada: {ADDR}
Leituras: anterior 1 412 m3 (real), atual 1 421 m3 (real)   Consumo: 9 m3
Abastecimento: 12,44   Saneamento: 7,21   Resíduos: 6,90   Taxa de recursos hídricos: 0,47   IVA: 1,33
Total: 28,35 EUR
""", hard=True)
    w.doc("Documents/Scanned Documents/Documento digitalizado (2).pdf", 245, A, H, f"""
Seguradora Atlântida - Aviso de renovação
Seguro Multirriscos Recheio de Habitação - Apólice MR 44 0912 771
Tomador: {ME}   Local de risco: {ADDR}
Período: 2025-10-15 a 2026-10-15   Capital: 25 000 EUR
Prémio total: 86,40 EUR   Pagamento até 2025-10-15 (entidade 10 559, referência 441 907 712)
""", hard=True)
    w.doc("2022/contrato.pdf", 1375, A, H, f"""
CONTRATO DE ARRENDAMENTO PARA HABITAÇÃO COM PRAZO CERTO (cópia assinada)
Senhorio: Fernando Abreu Mendes.  Arrendatários: {ME} e Daniel Sousa Ferreira.
Locado: {ADDR}, T2.   Início: 1 de setembro de 2022.   Prazo: 3 anos, renovável.
Renda mensal: 900,00 EUR.   Caução: 1 800,00 EUR.
Lisboa, 22 de agosto de 2022.
""", hard=True)
    w.doc("Downloads/download (2).pdf", 20, A, H, f"""
Pedido de assistência técnica - Vulcano   N.º de processo: 2026-0511-3387
Equipamento: esquentador estanque 11 L (instalado em 2016)
Morada: {ADDR}   Contacto: {ME}
Avaria: não acende, erro E1. Intervenção: substituição do sensor de ionização e limpeza do queimador.
Valor: 68,00 EUR + IVA - faturado ao proprietário Fernando Abreu Mendes.
""", hard=True)
    w.mail("Documents/emails/mensagem (2).eml", A, H, frm="Fernando Abreu Mendes <fabreu.mendes@sapo.pt>",
           to=ME_MAIL, subject="canalizador amanhã", when="2026-05-27 20:02", body="""
Boa noite D. Inês,
O canalizador, Sr. Vítor, passa aí amanhã às 10h para ver a torneira da cozinha e o autoclismo.
Se não estiver ninguém, a vizinha do 2.º tem a chave que lhe deixei.
Cumprimentos, F. Abreu Mendes
""", hard=True)
    # Archive: the Almada flat, left in August 2022
    old = "Documents/Casa/antiga casa Almada"
    w.doc(f"{old}/Contrato arrendamento Almada 2017.pdf", 3200, "Archive", H, f"""
CONTRATO DE ARRENDAMENTO HABITACIONAL
Senhoria: Rosa Maria Fontes.  Arrendatária: {ME}.
Locado: Rua Dom João de Castro, 7, 1.º Dto., 2800-111 Almada, T1.
Início: 1 de março de 2017, pelo prazo de 1 ano renovável.  Renda: 420,00 EUR.
""")
    w.doc(f"{old}/entrega chaves e caução.txt", 1366, "Archive", H, """
31/08/2022 - entreguei as chaves da casa de Almada à D. Rosa
leituras: luz 18 233, água 771
caução 840 devolvida por transferência a 9/9 (descontou 60 da pintura da cozinha)
cancelar: EDP Almada (feito), NOS (feito, devolver box), seguro recheio antigo (feito)
""")
    w.doc("2022/Documento (2).pdf", 1390, "Archive", H, f"""
ACORDO DE REVOGAÇÃO DE CONTRATO DE ARRENDAMENTO
Entre Rosa Maria Fontes (senhoria) e {ME} (arrendatária), relativo ao 1.º Dto. da Rua Dom João de Castro,
7, Almada, acordam as partes revogar o contrato de arrendamento celebrado em 1 de março de 2017, com
efeitos a 31 de agosto de 2022, data em que o locado será entregue livre e devoluto.
A caução de 840,00 EUR será devolvida no prazo de 10 dias após vistoria.
Almada, 15 de julho de 2022.
""", hard=True)
    w.doc("2022/Mudança Almada-Lisboa orçamento.pdf", 1400, "Archive", H, f"""
Mudanças Rápidas do Sul - Orçamento n.º 2022/311
Cliente: {ME}   De: Almada, Rua Dom João de Castro 7, 1.º Dto.   Para: {ADDR}
Data prevista: 27 de agosto de 2022 (sábado)   2 homens + camião 20 m3, desmontagem de 2 camas
Valor: 380,00 EUR + IVA
""")


# --------------------------------------------------------------------------------------------------- Health
def _health(w: _Writer) -> None:
    A, H = "Areas", "Health"
    base = "Documents/Saúde"
    w.doc(f"{base}/Análises fevereiro 2026.pdf", 105, A, H, f"""
LABORATÓRIO CLÍNICO AVELAR - Relatório de análises clínicas
Utente: {ME}   Data de nascimento: 1988-01-22   N.º de utente SNS: 219 447 810
Requisitado por: Dr. Jorge Almeida (USF Graça)   Colheita: 2026-02-14
Hemoglobina: 12,1 g/dL (12,0 - 15,5)    Ferritina: 14 ng/mL (15 - 150) baixo
Colesterol total: 188 mg/dL    HDL: 64 mg/dL    LDL: 109 mg/dL    Triglicerídeos: 76 mg/dL
TSH: 1,82 µUI/mL    Vitamina D (25-OH): 21 ng/mL (insuficiência: 20-30)
Validado por: Dra. Clara Nunes, especialista em Patologia Clínica
""")
    w.doc(f"{base}/Fisioterapia joelho - plano de exercícios.pdf", 62, A, H, """
FisioArroios - Plano de exercícios para casa
Utente: Inês Carvalho   Fisioterapeuta: Dra. Marta Quintas
Diagnóstico: síndrome da banda iliotibial, joelho direito
1. Ponte glútea unilateral - 3 x 12, diariamente
2. Clamshell com elástico - 3 x 15 cada lado
3. Agachamento búlgaro lento - 3 x 8
4. Rolo de espuma na face lateral da coxa - 2 minutos, antes e depois da corrida
Reavaliação a 2026-04-20. Corrida permitida até 8 km em terreno plano se sem dor.
""")
    w.doc(f"{base}/Fisioterapia faturas.pdf", 58, A, H, f"""
FisioArroios, Lda. - NIF 513 877 214
Fatura-Recibo FR 2026/412 - Cliente: {ME}, NIF {NIF}
Sessões de fisioterapia (8 sessões, 2026-02-24 a 2026-04-02) - 45,00 EUR/sessão
Total: 360,00 EUR (isento de IVA, art. 9.º CIVA)
""")
    w.doc(f"{base}/Seguro saúde - condições particulares.pdf", 300, A, H, f"""
SaúdeMais - Seguro de Saúde Familiar   Apólice n.º SM 7 110 448
Pessoas seguras: {ME}; Daniel Sousa Ferreira; Matilde Carvalho Ferreira
Rede: consultas 15 EUR de copagamento; estomatologia incluída; parto não incluído
Prémio mensal: 74,30 EUR   Início: 2025-08-01
""")
    w.doc(f"{base}/Dentista orçamento.pdf", 180, A, H, f"""
Clínica Dentária Sorriso da Graça - Orçamento
Paciente: {ME}   Data: 2025-12-03
Restauração em compósito, dente 36: 65,00 EUR
Destartarização e polimento: 45,00 EUR
Branqueamento (opcional): 290,00 EUR
Validade: 90 dias
""")
    w.doc("Documents/Matilde/Saúde/Vacinas PNV Matilde.pdf", 800, A, H, """
Programa Nacional de Vacinação - Registo de vacinas
Nome: Matilde Carvalho Ferreira   Data de nascimento: 2019-09-14
VASPR (sarampo, papeira, rubéola) 1.ª dose: 2020-09-16; 2.ª dose: 2024-09-19
DTPaVIP (reforço 5 anos): 2024-09-19
MenB 3 doses: 2019-11, 2020-01, 2020-09
Próxima vacina prevista: HPV aos 10 anos
""")
    w.doc("Documents/Matilde/Saúde/consulta pediatria março.txt", 75, A, H, """
consulta Dra. Ana Pimentel, 18/03/2026
peso 21,4 kg, altura 118 cm (percentil 60)
dentes: molar definitivo a nascer em baixo - normal
rinite: manter lavagens nasais, Avamys só em crise
olhos: marcar oftalmologia (franze os olhos a ver TV)
próxima: setembro, antes do 2.º ano
""")
    # hard
    w.doc("Downloads/Documento (5).pdf", 106, A, H, f"""
LABORATÓRIO CLÍNICO AVELAR
Utente: {ME}   N.º de processo: 26-021448   Colheita: 2026-02-14 08:12
Hemograma com plaquetas: eritrócitos 4,21 x10^12/L; hemoglobina 12,1 g/dL; hematócrito 36,8%
VGM 87 fL; leucócitos 6,3 x10^9/L; plaquetas 241 x10^9/L
Ferro sérico: 52 µg/dL   Ferritina: 14 ng/mL (diminuída)   Vitamina B12: 388 pg/mL
Glicose em jejum: 84 mg/dL   Creatinina: 0,71 mg/dL
Observações: ferritina baixa - correlacionar com clínica (atividade desportiva, perdas menstruais).
""", hard=True)
    w.doc("Documents/digitalizações/scan0004.pdf", 115, A, H, f"""
Dr. Henrique Valadas - Ortopedia e Traumatologia
Relatório de consulta   Data: 2026-02-05
Doente: {ME}, 38 anos, corredora amadora (30-40 km/semana), com dor na face lateral do joelho direito há
6 semanas, agravada nas descidas e após 5 km de corrida. Sem traumatismo.
Exame objetivo: dor à palpação do epicôndilo femoral lateral, teste de Ober positivo. Sem derrame.
Ecografia: espessamento da banda iliotibial, sem rotura.
Diagnóstico: síndrome da banda iliotibial (joelho direito).
Plano: fisioterapia (8-10 sessões), fortalecimento glúteo médio, redução da carga de corrida, gelo.
Reavaliação em 8 semanas.
""", hard=True)
    w.mail("Documents/emails/mensagem (3).eml", A, H,
           frm="Clínica Dentária Sorriso da Graça <marcacoes@sorrisodagraca.pt>",
           to=ME_MAIL, subject="Confirmação de consulta - Matilde Carvalho Ferreira", when="2026-05-20 12:30", body="""
Olá,

Confirmamos a consulta de odontopediatria da Matilde Carvalho Ferreira com a Dra. Rita Sampaio,
no dia 9 de junho de 2026 (terça-feira) às 17h30. Primeira consulta de rotina e aplicação de selantes
nos primeiros molares definitivos.

Por favor traga o cartão do seguro SaúdeMais. Em caso de impedimento, avise com 24 horas de antecedência.

Clínica Dentária Sorriso da Graça - Largo da Graça, 12
""", hard=True)
    w.doc("Desktop/notas.txt", 80, A, H, """
pediatra Matilde - perguntar:
- tosse à noite há 3 semanas (só deitada)
- está sempre a coçar os olhos - alergia?
- pode fazer natação com a rinite?
- vacina da gripe este ano?
levar boletim de saúde infantil e o cartão do seguro
""", hard=True)
    w.doc("Downloads/1.pdf", 88, A, H, f"""
SNS - Serviço Nacional de Saúde   Guia de tratamento para o utente
Receita n.º 0111 0000 4418 2290 772   Código de acesso: 441822   Código de direito de opção: 2290
Utente: {ME}   N.º SNS 219 447 810
Médico: Jorge Almeida - USF Graça   Data: 2026-03-04
1. Ferro (sulfato ferroso) 329,7 mg, comprimido - 1 por dia, em jejum, 3 meses - 2 embalagens
2. Colecalciferol 25 000 UI, solução oral - 1 ampola de 15 em 15 dias - 1 embalagem
""", hard=True)
    w.doc("Documents/diversos/rascunho.docx", 56, A, H, f"""
Pedido de reembolso - SaúdeMais
Pessoa segura: {ME} - apólice SM 7 110 448
Despesa: 8 sessões de fisioterapia na FisioArroios (fora da rede), 24/02 a 02/04/2026, total 360,00 EUR.
Junto: fatura-recibo FR 2026/412, prescrição do Dr. Henrique Valadas (ortopedia) de 05/02/2026 e
relatório clínico.
IBAN para reembolso: PT50 0079 0000 1147 1027 4471 02
""", hard=True)
    w.doc("Documents/Scanned Documents/0001.pdf", 260, A, H, """
Clínica de Imagiologia do Areeiro - Relatório
Doente: Daniel Sousa Ferreira   Exame: ecografia abdominal   Data: 2025-09-10
Fígado de dimensões normais, ecoestrutura homogénea. Vesícula biliar alitiásica.
Rins de dimensões e morfologia normais, sem dilatação pielocalicial.
Conclusão: exame dentro dos parâmetros normais.
""", hard=True)
    w.doc("2022/scan0007.pdf", 1500, A, H, """
Boletim de Saúde Infantil e Juvenil (cópia das páginas 12-13)
Matilde Carvalho Ferreira - consulta dos 2 anos, 2021-09-20, Dra. Ana Pimentel
Peso: 12,1 kg  Comprimento: 87 cm  Perímetro cefálico: 48 cm
Desenvolvimento: anda e corre, junta 2 palavras, aponta imagens. Sono: 11 h.
Vacinas em dia. Próxima consulta: 3 anos.
""", hard=True)
    w.doc("Downloads/attachment (1).pdf", 140, A, H, f"""
Óptica Graça - Prescrição optométrica   Data: 2026-01-12
Cliente: {ME}
OD: esf -1,25  cil -0,50  eixo 175    OE: esf -1,00  cil -0,25  eixo 10    DP: 62 mm
Recomendação: lentes progressivas não; monofocais com filtro de luz azul para trabalho ao computador.
""", hard=True)
    w.doc("Desktop/Nova pasta/Documento3.docx", 120, A, H, f"""
Questionário de saúde - primeira consulta de fisioterapia
Nome: {ME}   Idade: 38   Profissão: tradutora / docente (muitas horas sentada)
Motivo: dor lateral no joelho direito quando corro mais de 5 km, desde dezembro
Atividade física: corrida 4x por semana, a preparar meia maratona em outubro
Lesões anteriores: entorse do tornozelo esquerdo (2019)
Medicação: ferro, vitamina D
""", hard=True)


# --------------------------------------------------------------------------------------------------- School
def _school(w: _Writer) -> None:
    A, S = "Areas", "School"
    base = "Documents/Matilde/Escola"
    w.doc(f"{base}/Matrícula 1.º ano - confirmação.pdf", 345, A, S, """
AGRUPAMENTO DE ESCOLAS GRAÇA-PENHA - Portal das Matrículas
Comprovativo de matrícula - ano letivo 2025/2026
Aluna: Matilde Carvalho Ferreira   Data de nascimento: 2019-09-14
Ano de escolaridade: 1.º ano   Estabelecimento colocado: Escola Básica n.º 1 da Graça (1.ª preferência)
Encarregada de educação: Inês Moreira Carvalho (mãe)
Componente de apoio à família: sim (prolongamento)   Refeições: sim   Escalão ASE: sem escalão
""")
    w.doc(f"{base}/Calendário escolar 2025-26.pdf", 270, A, S, """
Agrupamento de Escolas Graça-Penha - Calendário escolar 2025/2026 (1.º ciclo)
1.º período: 15 de setembro a 16 de dezembro de 2025
2.º período: 5 de janeiro a 27 de março de 2026 (interrupção de Carnaval: 16 a 18 de fevereiro)
3.º período: 13 de abril a 26 de junho de 2026
Reuniões com encarregados de educação: final de cada período
""")
    w.doc(f"{base}/ATL Pirilampo - mensalidade abril.pdf", 55, A, S, """
Associação Pirilampo - ATL   NIF 508 004 119
Recibo n.º 2026/0388   Data: 2026-04-07
Criança: Matilde Carvalho Ferreira (1.º ano, grupo Girassóis)
Mensalidade de abril 2026 - prolongamento 15h30-19h00 e interrupções letivas: 145,00 EUR
Isento de IVA (art. 9.º, n.º 7 do CIVA)
""")
    w.doc(f"{base}/Lista de material 1.º ano.docx", 290, A, S, """
Lista de material - 1.º ano, turma B - Prof.ª Carla Antunes
2 cadernos pautados A4 (linha dupla), 1 caderno quadriculado, 2 lápis HB, borracha, afia com depósito
caixa de 12 lápis de cor, 12 marcadores, tesoura de pontas redondas, cola em stick
1 capa com elástico, 1 bloco de desenho A3, pasta de plasticina
Tudo identificado com o nome da criança. Manuais escolares: vouchers MEGA (gratuitos).
""")
    w.doc(f"{base}/Reunião de pais fevereiro.md", 120, A, S, """
# Reunião de pais 1.º B - 3/2/2026 (notas minhas)

- turma: 24 alunos, comportamento melhorou desde o Natal
- leitura: a maioria já lê palavras simples; Matilde "bem, confunde b/d"
- trabalho de casa só à 2.ª e 4.ª, máximo 20 min
- visita de estudo ao Oceanário em maio (autorização vai na mochila)
- festa de fim de ano 19 de junho, pais ajudam com lanche
- pedir à professora a ficha de avaliação do 1.º período (não veio)
""")
    w.doc(f"{base}/autorização visita Oceanário.pdf", 30, A, S, """
Escola Básica n.º 1 da Graça - Autorização para visita de estudo
Eu, Inês Moreira Carvalho, encarregada de educação da aluna Matilde Carvalho Ferreira, do 1.º ano, turma B,
autorizo a minha educanda a participar na visita de estudo ao Oceanário de Lisboa, no dia 29 de maio de
2026, com saída às 9h00 e regresso às 15h30, em autocarro da Junta de Freguesia.
Custo: 6,00 EUR (entrada com atividade educativa).    Assinatura: ______________
""")
    w.doc(f"{base}/livros para ler com a Matilde.txt", 150, A, S, """
Plano Nacional de Leitura - 1.º ano (sugestões da professora)
- A Que Sabe a Lua? - Michael Grejniec
- O Principezinho (versão ilustrada) - só partes
- Orelhas de Borboleta - Luisa Aguilar
- Adivinha Quanto Eu Gosto de Ti - Sam McBratney
ler 10 minutos por dia em voz alta, ela lê o título e as palavras grandes
""")
    w.photo(f"{base}/horário 1.º B.jpg", "2025-09-16 18:02", A, S)
    w.photo("Pictures/WhatsApp Images/WhatsApp Image 2026-04-14 at 19.03.51.jpeg", None, A, S, age=48)
    # hard
    w.doc("Downloads/Documento (6).pdf", 60, A, S, """
AGRUPAMENTO DE ESCOLAS GRAÇA-PENHA
Convocatória
Convocam-se os encarregados de educação dos alunos da turma B do 1.º ano da Escola Básica n.º 1 da Graça
para uma reunião no dia 7 de abril de 2026, pelas 18h30, na sala 3, com a seguinte ordem de trabalhos:
1. Avaliação do 2.º período; 2. Visita de estudo ao Oceanário; 3. Festa de final de ano; 4. Outros assuntos.
A professora titular de turma, Carla Antunes
""", hard=True)
    w.mail("Documents/emails/message (2).eml", A, S, frm="Carla Antunes <carla.antunes@aegracapenha.pt>",
           to="Encarregados de educação 1.º B <ee.1b.eb1graca@googlegroups.com>",
           subject="TPC e leitura - semana de 11 de maio", when="2026-05-10 21:14", body="""
Caros pais,

Esta semana os meninos vão treinar os casos "ch" e "nh". O trabalho de casa de segunda é a ficha 42 do
manual de Português; na quarta, a ficha 18 de Matemática (somas até 50).
Peço que continuem a leitura diária de 10 minutos e que assinem a caderneta.

Lembro que a autorização para a visita ao Oceanário (29 de maio) tem de ser entregue até sexta-feira.

Obrigada,
Carla Antunes, professora titular do 1.º B
""", hard=True)
    w.doc("Downloads/download (3).pdf", 24, A, S, """
Associação Pirilampo - ATL   NIF 508 004 119   Rua da Senhora da Glória, 40, Lisboa
Recibo n.º 2026/0471   Data: 2026-05-07
Criança: Matilde Carvalho Ferreira - grupo Girassóis
Mensalidade de maio 2026: 145,00 EUR   Lanche (20 dias): incluído
Atividades extra: natação (4 sessões) 24,00 EUR
Total: 169,00 EUR
""", hard=True)
    w.doc("Desktop/untitled (2).txt", 6, A, S, """
sexta 29 - Oceanário com a escola
- chapéu e protetor solar
- lanche da manhã + garrafa de água (o almoço é da escola)
- t-shirt amarela da escola
- 6 EUR num envelope com o nome (já entreguei)
- chegar às 8h45!
""", hard=True)
    w.doc("Documents/digitalizações/scan0005.pdf", 60, A, S, """
Escola Básica n.º 1 da Graça - Registo de avaliação - 2.º período 2025/2026
Aluna: Matilde Carvalho Ferreira   Ano/Turma: 1.º B
Português: Bom - lê palavras e frases simples; deve consolidar b/d e p/q.
Matemática: Muito Bom - conta e representa números até 60; resolve problemas simples.
Estudo do Meio: Bom.   Educação Artística: Muito Bom.   Educação Física: Bom.
Apreciação global: aluna interessada e participativa; por vezes distrai-se nas tarefas individuais.
A professora titular: Carla Antunes
""", hard=True)
    w.doc("Downloads/print.pdf", 35, A, S, """
SIGA - Sistema Integrado de Gestão e Acesso (refeições escolares)
Comprovativo de carregamento
Aluno: Matilde Carvalho Ferreira   Escola: EB n.º 1 da Graça   N.º cartão: 0044 1187
Valor carregado: 30,00 EUR   Saldo atual: 34,20 EUR   Data: 2026-04-27 08:31
Preço da refeição: 1,46 EUR
""", hard=True)
    w.doc("Documents/Scanned Documents/Documento digitalizado (3).pdf", 262, A, S, """
Escola Básica n.º 1 da Graça / ATL Pirilampo - Autorização de recolha
Aluna: Matilde Carvalho Ferreira (1.º B)
Pessoas autorizadas a recolher a criança:
1. Inês Moreira Carvalho (mãe) - CC 12 887 410
2. Daniel Sousa Ferreira (pai) - CC 13 004 118
3. Lurdes Moreira (avó materna) - CC 05 771 903
A criança não pode sair sozinha. Data: 2025-09-15. Assinatura do encarregado de educação.
""", hard=True)
    w.mail("Documents/emails/FW_ (2).eml", A, S, frm="Associação de Pais EB1 Graça <ap.eb1graca@gmail.com>",
           to=ME_MAIL, subject="Fw: Newsletter da Associação de Pais - quotas e festa de final de ano",
           when="2026-05-02 10:00", body="""
Caros associados,

A festa de final de ano da EB n.º 1 da Graça será no dia 19 de junho, às 17h, no recreio. Precisamos de
voluntários para a banca de bolos e para montar o palco.

Quota anual 2025/26: 10 EUR por família (ainda não regularizada por cerca de metade das famílias) -
MB Way 912 000 441 ou na secretaria.

Direção da Associação de Pais
""", hard=True)
    w.doc("Downloads/anexo (2).pdf", 250, A, S, """
Plano de Atividades - Turma B do 1.º ano - 2025/2026
Setembro: acolhimento e conhecimento da escola.   Outubro: dia da alimentação, pão-por-Deus.
Dezembro: festa de Natal.   Fevereiro: Carnaval no bairro.   Março: dia do pai, semana da leitura.
Abril: 25 de Abril explicado às crianças.   Maio: visita de estudo ao Oceanário.   Junho: festa de fim de ano.
Professora titular: Carla Antunes.   Apoio: Prof. de inglês (1 h/semana).
""", hard=True)
    # Archive: nursery (2020-2022) and kindergarten (2022-2025), ended
    ji, Ar = "Documents/Matilde/Jardim de Infância", "Archive"
    w.doc(f"{ji}/Avaliação final JI 2024-25.pdf", 340, Ar, S, """
Jardim de Infância O Baloiço - Avaliação final do educando - ano letivo 2024/2025 (grupo dos 5 anos)
Criança: Matilde Carvalho Ferreira   Educadora: Sandra Guerreiro
Formação pessoal e social: autónoma, coopera nas brincadeiras.  Linguagem oral: rica, conta histórias.
Matemática: conta até 30, reconhece formas.  Transição para o 1.º ciclo: sem reservas.
""")
    w.doc(f"{ji}/Recibos JI 2024-25.pdf", 370, Ar, S, """
Jardim de Infância O Baloiço (IPSS) - NIF 600 077 312
Recibos: setembro 2024 a junho 2025 - comparticipação familiar 116,00 EUR/mês (escalão 4)
Total do ano letivo: 1 160,00 EUR
""")
    w.doc(f"{ji}/Festa de finalistas - lista do lanche.txt", 365, Ar, S, """
festa finalistas JI 27/6/2025
nós levamos: bolo de laranja + sumo
Daniel trata do som
t-shirt branca para pintarem
""")
    w.doc("2022/Documento (3).pdf", 1450, Ar, S, """
Jardim de Infância O Baloiço - Ficha de inscrição 2022/2023
Criança: Matilde Carvalho Ferreira, nascida a 2019-09-14 (3 anos em setembro)
Mãe: Inês Moreira Carvalho, tradutora.  Pai: Daniel Sousa Ferreira, técnico de som.
Horário pretendido: 8h30-17h30.  Alergias: nenhuma conhecida.  Vem da Creche Pequenos Passos.
""", hard=True)
    w.doc("from old phone/Download/doc_2021.pdf", 1700, Ar, S, """
Creche Pequenos Passos - Recibo n.º 2021/0912
Criança: Matilde Carvalho Ferreira (sala dos 2 anos)
Mensalidade de outubro 2021: 210,00 EUR   Fraldas e lanches: incluídos
""", hard=True)


# --------------------------------------------------------------------------------------------------- Teaching
STUDENTS = [("Beatriz Santos", "58812"), ("Tiago Nogueira", "58840"), ("Mariana Lopes", "58877"),
            ("Rafael Costa", "59003"), ("Leonor Pacheco", "59012"), ("Duarte Simões", "59047"),
            ("Carolina Matos", "59101"), ("Gonçalo Rebelo", "59118"), ("Inês Faria", "59126"),
            ("Francisca Vaz", "59140"), ("Miguel Tavares", "59177"), ("Sara Antunes", "59203")]


def _teaching(w: _Writer) -> None:
    A, T = "Areas", "Teaching"
    base = "Documents/Faculdade"
    ttc = f"{base}/2025-26/Tradução Técnica e Científica"
    ifa = f"{base}/2025-26/Inglês para Fins Académicos"
    w.doc(f"{base}/Contrato docente convidada 2025-26.pdf", 270, A, T, f"""
UNIVERSIDADE DE LISBOA - FACULDADE DE LETRAS
Contrato de trabalho em funções públicas a termo resolutivo certo - pessoal docente convidado
Contratada: {ME}, NIF {NIF}, mestre em Tradução
Categoria: Professora Auxiliar Convidada, em regime de tempo parcial (30%)
Departamento de Estudos Anglísticos   Período: 2025-09-01 a 2026-08-31
Remuneração mensal ilíquida: 1 212,44 EUR (correspondente a 30% do índice 195)
Serviço docente: 6 horas letivas semanais (Tradução Técnica e Científica EN-PT; Inglês para Fins Académicos)
""")
    w.doc(f"{base}/Horário 2.º semestre.pdf", 115, A, T, """
FLUL - Horário docente - 2.º semestre 2025/2026 - Inês Moreira Carvalho
Terça 14h00-16h00   Tradução Técnica e Científica EN-PT (TTC), turma T1, sala 5.2
Quinta 14h00-16h00  Tradução Técnica e Científica EN-PT, turma T2, sala 5.2
Quinta 16h30-18h30  Inglês para Fins Académicos (IFA), sala 2.13
Atendimento a alunos: terça 16h00-17h00, gabinete 5.41
""")
    w.doc(f"{ttc}/Programa TTC 2025-26.docx", 130, A, T, """
Tradução Técnica e Científica EN-PT - Ficha de unidade curricular - 2025/2026
Docente: Inês Moreira Carvalho   ECTS: 6   Licenciatura em Tradução, 3.º ano
Objetivos: traduzir textos técnicos e científicos de inglês para português europeu com rigor terminológico;
usar ferramentas de tradução assistida (memoQ) e bases terminológicas (IATE, Termium).
Conteúdos: 1. Manuais de utilizador e instruções; 2. Fichas de dados de segurança; 3. Artigos científicos
(resumos); 4. Folhetos de medicamentos; 5. Patentes; 6. Pós-edição de tradução automática.
Avaliação: teste escrito (40%), portefólio de 4 traduções (40%), glossário de grupo (20%).
""")
    w.doc(f"{ttc}/Enunciado teste 1.docx", 85, A, T, """
Tradução Técnica e Científica EN-PT - Teste 1 - 17 de março de 2026 - duração: 2 horas
Traduza para português europeu o texto seguinte (excerto do manual de uma máquina de café expresso).
Pode consultar dicionários e o glossário da turma. Não é permitido o uso de tradução automática.
"Before first use, rinse the water tank and fill it up to the MAX mark. Press the ON/OFF button and wait
until the indicator light stops flashing. Descale the appliance every 3 months or when the DESCALE light
comes on; failure to do so will void the warranty."
Critérios: exatidão (40%), terminologia (30%), correção linguística (30%).
""")
    w.doc(f"{ttc}/Pauta TTC T1.csv", 40, A, T, "Número;Nome;Teste 1;Portefólio;Glossário;Final\n" + "".join(
        f"{num};{name};{t1};{p};{g};{round(0.4 * t1 + 0.4 * p + 0.2 * g)}\n" for (name, num), t1, p, g in zip(
            STUDENTS, [14, 11, 16, 9, 17, 13, 12, 15, 18, 10, 13, 14],
            [15, 13, 16, 12, 17, 14, 13, 15, 17, 12, 14, 15], [16] * 6 + [14] * 6)))
    w.doc(f"{ttc}/Sumários 2.º semestre.md", 3, A, T, """
# Sumários - TTC T1 (2.º semestre 2025/26)

- 17/02 Apresentação. Programa e avaliação. O texto técnico: características.
- 24/02 Manuais de instruções: imperativo vs. infinitivo; convenções portuguesas.
- 03/03 Fichas de dados de segurança (REACH): frases H e P, fontes oficiais.
- 10/03 Revisão para o teste. Exercício com memoQ.
- 17/03 Teste 1.
- 24/03 Folhetos de medicamentos: modelos QRD da EMA.
- 14/04 Correção do teste. Resumos de artigos científicos.
- 21/04 Patentes: reivindicações.
- 05/05 Pós-edição de tradução automática: níveis de pós-edição (ISO 18587).
- 12/05 Entrega do portefólio. Apresentação dos glossários de grupo.
- 26/05 Apresentações (cont.). Balanço.
""")
    w.doc(f"{ifa}/IFA - writing an abstract (handout).docx", 100, A, T, """
English for Academic Purposes - Handout 6: Writing an abstract
An abstract answers five questions in 150-250 words: What is the topic? Why does it matter? What did you do?
What did you find? What does it mean?
Useful language: "This paper examines...", "Drawing on a corpus of...", "The findings suggest that..."
Avoid: references, abbreviations not explained, "In this paper I will try to...".
Task for Thursday: rewrite the abstract of your seminar paper following the five moves.
""")
    w.blob(f"{ifa}/IFA aula 7 - hedging.pptx", 90, A, T, data=_pptx("IFA aula 7 - Hedging in academic writing"))
    w.doc(f"{base}/Orientação estágios/relatório Beatriz - comentários.docx", 14, A, T, """
Comentários ao relatório de estágio - Beatriz Santos (estágio na Traduverso, fev.-mai. 2026)
Orientadora: Inês Moreira Carvalho
1. A introdução descreve bem a empresa, mas falta a reflexão sobre o fluxo de trabalho (gestor de projeto,
tradutor, revisor).
2. Capítulo 3: os exemplos de pós-edição são bons; classifique os erros segundo a tipologia MQM.
3. Bibliografia: normas APA 7 de forma consistente.
Entrega da versão final: 30 de junho. Defesa prevista para a segunda quinzena de julho.
""")
    w.doc(f"{base}/2024-25/Pauta final TTC 2024-25.csv", 370, A, T,
          "Número;Nome;Final\n57701;Ana Rito;15\n57722;Bruno Gaspar;12\n57738;Catarina Pinho;17\n57760;David Leal;11\n")
    # hard
    w.doc("Downloads/Documento (7).pdf", 110, A, T, """
Faculdade de Letras da Universidade de Lisboa
Licenciatura em Tradução - Calendário de avaliações - 2.º semestre 2025/2026
Época normal: 1 a 26 de junho de 2026    Época de recurso: 6 a 17 de julho de 2026
Lançamento de classificações no Fénix: até 5 dias úteis após cada prova
Tradução Técnica e Científica EN-PT: teste 17/03; entrega do portefólio 12/05; recurso 8/07, 14h, sala 5.2
Inglês para Fins Académicos: ensaio final 28/05; recurso 10/07
""", hard=True)
    w.doc("Desktop/Novo Documento de Texto (2).txt", 4, A, T, """
aula quinta (T2):
1. correção da ficha de dados de segurança (frases H/P) - 20 min
2. pós-edição: mostrar o mesmo parágrafo do DeepL com erros de terminologia e de registo
   -> eles marcam em pares, nível "pós-edição completa"
3. lembrar: portefólio fecha dia 12, glossários de grupo apresentam dia 26
4. inquéritos pedagógicos - pedir que respondam
""", hard=True)
    w.mail("Documents/emails/mensagem (4).eml", A, T, frm="Rafael Costa <rafael.costa@campus.ul.pt>",
           to="Inês Carvalho <imcarvalho@letras.ulisboa.pt>", subject="Pedido de revisão do teste 1",
           when="2026-04-16 23:47", body="""
Boa noite professora,

Venho pedir a revisão da prova do teste 1 de Tradução Técnica e Científica (turma T1), em que tive 9
valores. Acho que a tradução de "descale" por "descalcificar" não devia ter sido considerada erro de
terminologia, porque aparece assim em vários manuais portugueses.

Posso ir ao atendimento na próxima terça às 16h?

Com os melhores cumprimentos,
Rafael Costa, n.º 59003
""", hard=True)
    w.mail("Documents/emails/message (3).eml", A, T, frm="Rui Amaral <ramaral@letras.ulisboa.pt>",
           to="Docentes DEA <docentes.dea@letras.ulisboa.pt>", subject="Distribuição de serviço docente 2026/27",
           when="2026-05-18 10:05", body="""
Caros colegas,

Segue em anexo a proposta de distribuição de serviço docente para 2026/27, que será votada no conselho de
departamento de 3 de junho. Aos colegas convidados: os contratos são renovados em função desta
distribuição; a Inês mantém TTC (2 turmas) e IFA, e passa a ter também a orientação de 4 estágios.

Peço que me digam até dia 28 se há incompatibilidades de horário.

Rui Amaral
Coordenador da Licenciatura em Tradução
""", hard=True, attach=("DSD_2026-27_proposta.xlsx", _xlsx([
        ["Docente", "Unidade curricular", "Horas semanais", "Orientações"],
        ["Rui Amaral", "Tradução Literária EN-PT", "6", "2"],
        ["Inês Moreira Carvalho", "Tradução Técnica e Científica EN-PT (T1, T2)", "4", "4"],
        ["Inês Moreira Carvalho", "Inglês para Fins Académicos", "2", ""],
        ["Sónia Valente", "Terminologia", "4", "1"]])))
    w.doc("Documents/Documento4.docx", 10, A, T, """
Época de recurso - 8 de julho de 2026 - duração: 2 horas
Tradução Técnica e Científica EN-PT
Traduza para português europeu o excerto seguinte de um folheto informativo (Package leaflet):
"Do not take this medicine if you are allergic to ibuprofen or to any of the other ingredients. Talk to your
doctor or pharmacist before taking it if you have asthma. Keep this medicine out of the sight and reach of
children."
Siga o modelo QRD da Agência Europeia de Medicamentos. Indique em nota duas opções terminológicas justificadas.
""", hard=True)
    w.doc("Downloads/export (2).csv", 16, A, T, "Nome;Apelido;Número de aluno;Endereço de email;"
          "Trabalho: Portefólio (Real);Teste 1 (Real);Última transferência\n" + "".join(
              f"{n.split()[0]};{n.split()[1]};{num};{num}@campus.ul.pt;{13 + i % 5},0;{9 + i % 9},0;1747600000\n"
              for i, (n, num) in enumerate(STUDENTS)), hard=True)
    w.doc("Desktop/Nova pasta/rascunho (2).docx", 20, A, T, """
Feedback geral - portefólio 3 (ficha de dados de segurança)
- muitos ainda traduzem "harmful" sempre por "prejudicial"; ver frases H oficiais (H302: "Nocivo por ingestão")
- cuidado com os cabeçalhos das secções 1-16: são fixos no Regulamento REACH, não se traduzem livremente
- unidades: vírgula decimal e espaço antes de °C
- bons glossários nos grupos 2 e 5
Notas lançadas no Moodle até sexta.
""", hard=True)
    w.doc("Documents/diversos/lista.txt", 150, A, T, """
estágios 2025/26 - orientação
Beatriz Santos - Traduverso (PT-EN, pós-edição) - relatório até 30/6
Tiago Nogueira - Câmara Municipal de Lisboa, gabinete de relações internacionais
Mariana Lopes - LinguaBridge (remoto), localização de software
reunião mensal com os três: 1.ª terça de cada mês, 17h, gabinete 5.41
""", hard=True)
    w.doc("Documents/Scanned Documents/Documento digitalizado (4).pdf", 272, A, T, f"""
UNIVERSIDADE DE LISBOA - Termo de aceitação
Eu, {ME}, declaro aceitar o contrato de trabalho em funções públicas como Professora Auxiliar Convidada,
em regime de tempo parcial (30%), na Faculdade de Letras, para o período de 1 de setembro de 2025 a
31 de agosto de 2026, nas condições constantes do despacho reitoral n.º 2025/8841.
Lisboa, 2 de setembro de 2025.   Assinatura: {ME}
""", hard=True)
    w.doc("Downloads/Documento (8).pdf", 130, A, T, """
FLUL - Relatório da unidade curricular - 1.º semestre 2025/2026
Unidade curricular: Inglês para Fins Académicos   Docente: Inês Moreira Carvalho
Inscritos: 31   Avaliados: 28   Aprovados: 26 (93%)   Média: 14,2
Inquérito pedagógico (n=19): satisfação global 4,5/5; "a docente esclarece dúvidas" 4,7/5
Comentários dos estudantes: "feedback muito útil nos ensaios"; "aulas às 16h30 são tarde".
Ações de melhoria propostas: mais exemplos de textos da área dos alunos.
""", hard=True)
    # Archive: the language school job (2016-2022)
    il, Ar = "Documents/Instituto de Línguas", "Archive"
    w.doc(f"{il}/Contrato Instituto de Línguas 2016.pdf", 3650, Ar, T, f"""
Instituto de Línguas do Pragal, Lda. - Contrato de prestação de serviços docentes
Formadora: {ME}   Função: professora de inglês (níveis A2 a C1), adultos e adolescentes
Início: 12 de setembro de 2016   Valor por hora letiva: 14,00 EUR
""")
    w.doc(f"{il}/Horário 2021-22.pdf", 1700, Ar, T, """
Instituto de Línguas do Pragal - horário 2021/2022 - teacher Inês
Mon/Wed 18:30-20:00 B1 adults   Tue/Thu 17:00-18:30 teens A2   Thu 19:00-20:30 B2 First Certificate
""")
    w.doc(f"{il}/B2 unit 5 test.docx", 1650, Ar, T, """
B2 First preparation - Unit 5 test (Travel and holidays)
Part 1: Choose the word that best fits each gap. (1) We set ___ at dawn to avoid the traffic. A off B up C out
Part 2: Rewrite the sentences using the word given. "It's not worth taking the car." POINT
Part 3: Write an email to a friend recommending a place to visit in Portugal (140-190 words).
""")
    w.doc(f"{il}/Declaração de funções 2022.pdf", 1400, Ar, T, f"""
Instituto de Línguas do Pragal - Declaração
Declaramos que {ME} lecionou inglês neste instituto de setembro de 2016 a julho de 2022, às turmas de
adultos e adolescentes dos níveis A2 a C1, incluindo preparação para exames Cambridge.
Almada, 29 de julho de 2022.   A direção pedagógica
""")
    w.doc("2022/Documento (4).pdf", 1405, Ar, T, f"""
Instituto de Línguas do Pragal, Lda.
Declaração de cessação de funções
Para os devidos efeitos se declara que a prestação de serviços de {ME} como professora de inglês cessa a
31 de julho de 2022, por iniciativa da própria, não havendo valores em dívida de parte a parte.
Almada, 15 de julho de 2022.
""", hard=True)
    w.doc("2022/untitled.txt", 1420, Ar, T, """
últimas aulas no instituto:
- B2 quinta: mock exam (reading + use of English), devolver os livros da biblioteca
- teens A2: jogo de revisão + certificados
- adults B1 segunda: jantar de despedida no Cacilhas dia 27?
- entregar pautas finais à Paula até 22/7
- dizer à direção que não renovo em setembro (mudança para Lisboa + faculdade)
""", hard=True)


# --------------------------------------------------------------------------------------------------- Translation
def _translation(w: _Writer) -> None:
    T = "Translation"
    cur = "Documents/Traduções/Em curso"
    P = "Projects"
    cm = f"{cur}/Casa das Marés - catálogo Azulejo e Mar"
    w.doc(f"{cm}/Nota de encomenda 2026-118.pdf", 64, P, T, f"""
FUNDAÇÃO CASA DAS MARÉS - Nota de encomenda n.º 2026/118
Fornecedor: {ME} (tradutora)   Data: 2026-03-27
Serviço: tradução PT>EN dos textos do catálogo da exposição "Azulejo e Mar: quatro séculos de azulejaria
na costa portuguesa" (ensaios, 142 legendas, cronologia) - aprox. 15 400 palavras
Preço: 0,15 EUR/palavra - 2 310,00 EUR + IVA; adiantamento de 30% com a encomenda
Prazo de entrega: 12 de junho de 2026   Contacto: Dra. Teresa Lobo, curadora
""")
    w.doc(f"{cm}/catalogo_PT_original.docx", 66, P, T, """
Azulejo e Mar: quatro séculos de azulejaria na costa portuguesa
Ensaio 1 - Teresa Lobo
Desde o século XVII que o azulejo português se faz eco do mar: nos painéis de figura avulsa das cozinhas
conventuais surgem barcos, peixes e conchas, e nos grandes silhares historiados das igrejas de pescadores
contam-se milagres de náufragos salvos. Esta exposição reúne 142 peças...
Legenda 1. Painel de figura avulsa com caravela, Lisboa, c. 1680. Faiança estanífera, pintura a azul de cobalto.
""")
    w.doc(f"{cm}/catalogo_EN_draft_v3.docx", 1, P, T, """
Tiles and the Sea: Four Centuries of Azulejos on the Portuguese Coast
Essay 1 - Teresa Lobo
Since the seventeenth century, Portuguese azulejos have echoed the sea: in the single-figure tiles
("figura avulsa") of convent kitchens we find boats, fish and shells, and in the great narrative dados of
fishermen's churches the miracles of rescued castaways are told. This exhibition brings together 142 pieces...
Caption 1. Single-figure tile panel with caravel, Lisbon, c. 1680. Tin-glazed earthenware, cobalt blue.
[TODO: check "silhar" - dado? wainscot? ask Teresa]
""")
    w.doc(f"{cm}/queries para a curadora.md", 2, P, T, """
# Dúvidas - catálogo Azulejo e Mar (para a Dra. Teresa Lobo)

1. "figura avulsa": manter em itálico com glosa na 1.ª ocorrência ("single-figure tiles")?
2. "silhar historiado" -> "narrative dado" (uso do Museu Nacional do Azulejo em inglês) - OK?
3. Legendas 77-80: as datas no original diferem da cronologia (c. 1740 vs 1745). Qual é a correta?
4. Nomes de igrejas: traduzir ("Church of Our Lady of...") ou manter em português? Proponho manter + descrição.
5. Entrega parcial (ensaios) a 5 de junho, legendas e cronologia a 12 - pode ser?
""")
    w.doc(f"{cm}/glossário azulejaria PT-EN.csv", 30, P, T, """
PT;EN;fonte;nota
azulejo de figura avulsa;single-figure tile;MNAz;itálico na 1.ª ocorrência
silhar;dado;Getty AAT;
painel historiado;narrative panel;MNAz;
faiança estanífera;tin-glazed earthenware;V&A;
corda seca;cuerda seca;uso internacional;não traduzir
aresta;cuenca / arista;;ver ensaio 2
""")
    sa = f"{cur}/Sá Teixeira - procuração e contrato"
    w.doc(f"{sa}/Procuração PT.pdf", 10, P, T, """
PROCURAÇÃO
Joana Maria Sá Teixeira, casada, natural de Lisboa, portadora do cartão de cidadão n.º 10 447 881, constitui
sua bastante procuradora a sociedade de advogados Sá Teixeira & Associados, a quem confere os mais amplos
poderes forenses em direito permitidos, incluindo os de substabelecer, e ainda os poderes especiais para
vender, pelo preço e condições que entender, a fração autónoma designada pela letra "B"...
""")
    w.doc(f"{sa}/Power of attorney EN v1.docx", 3, P, T, """
POWER OF ATTORNEY
Joana Maria Sá Teixeira, married, born in Lisbon, holder of citizen card no. 10 447 881, hereby appoints the
law firm Sá Teixeira & Associados as her attorney-in-fact, granting it the broadest powers of representation
in legal proceedings permitted by law, including the power to delegate, and the special powers to sell, at
the price and on the terms it sees fit, the condominium unit designated by the letter "B"...
[Translator's note: "substabelecer" - power to delegate / to substitute]
""")
    w.mail(f"{cur}/LinguaBridge job 4488/job instructions.eml", P, T,
           frm="Emma Clarke <emma.clarke@linguabridge.co.uk>", to=ME_MAIL,
           subject="Job 4488 - EN>PT(PT) medical device IFU - PO attached", when="2026-05-28 15:40", body="""
Hi Inês,

Thanks for accepting job 4488. Details:
- Source: Instructions for Use, blood glucose monitoring system (EN), 6 240 words, 1 800 100% matches
- Target: Portuguese (Portugal); memoQ package attached; client TM and termbase locked
- Rate: EUR 0.09/word new words, 30% for fuzzy 85-99%
- Deadline: Monday 8 June 2026, 12:00 UK time
- Please follow the client style guide (v4) - imperatives in the infinitive, "Prima" not "Pressione".

Best,
Emma Clarke, Project Manager
""", attach=("PO-4488.pdf", _pdf_text(f"""
LinguaBridge Translations Ltd - Purchase Order PO-4488
Supplier: {ME} (V-0877)   Job: 4488 - Instructions for Use, blood glucose monitoring system
Language pair: EN > PT-PT   New words: 4 440 x EUR 0.09 = EUR 399.60
Fuzzy 85-99%: 1 020 x EUR 0.027 = EUR 27.54   100% matches: 1 800 x EUR 0.00
Total: EUR 427.14   Delivery: 08/06/2026 12:00 UK time   Payment: 30 days end of month
""")))
    w.blob(f"{cur}/LinguaBridge job 4488/4488_EN-PT.mqout", 4, P, T, head=b"PK\x03\x04", size=(5000, 9000))
    # hard: jobs in progress
    w.doc("Downloads/Documento (9).pdf", 65, P, T, """
FUNDAÇÃO CASA DAS MARÉS
Exma. Senhora Dra. Inês Moreira Carvalho
Cascais, 26 de março de 2026
Na sequência da sua proposta de 20 de março, confirmamos a adjudicação da tradução para inglês dos textos
do catálogo da exposição "Azulejo e Mar", a inaugurar a 10 de julho de 2026. Solicitamos a entrega da
tradução completa até 12 de junho, para que a revisão e a paginação possam decorrer até ao final do mês.
A nota de encomenda segue em separado; o adiantamento de 30% será pago contra fatura.
Com os melhores cumprimentos, Teresa Lobo, Curadora
""", hard=True)
    w.doc("Desktop/untitled (3).txt", 1, P, T, """
catálogo - ainda falta:
legendas 98-142 (45 legendas, ~3 000 palavras)
cronologia (1 100 palavras)
rever ensaio 2 (Gonçalo) - frases enormes, partir
confirmar com a Teresa: "silhar" / "figura avulsa" / nomes das igrejas
entrega parcial sexta 5/6, final 12/6
""", hard=True)
    w.mail("Documents/emails/message (4).eml", P, T, frm="Emma Clarke <emma.clarke@linguabridge.co.uk>",
           to=ME_MAIL, subject="New job offer 4488 - EN>PT IFU - can you take it?", when="2026-05-27 09:12", body="""
Hi Inês,

We have a new job from our medical devices client: Instructions for Use for a blood glucose monitoring
system, 6 240 words (EN>PT-PT), memoQ, deadline 8 June. Same client as job 4302 in January, so the
termbase will help.

Could you let me know by 2pm today whether you can take it?

Thanks,
Emma
""", hard=True)
    # Areas: the translation business
    A = "Areas"
    cl = "Documents/Traduções/Clientes e contratos"
    w.doc(f"{cl}/LinguaBridge framework agreement + NDA.pdf", 900, A, T, f"""
LINGUABRIDGE TRANSLATIONS LTD - FREELANCE SERVICES FRAMEWORK AGREEMENT
Supplier: {ME}, Lisbon, Portugal (VAT PT{NIF.replace(' ', '')})
1. Services: translation, revision and post-editing from English into Portuguese (Portugal).
2. Payment: within 30 days of end-of-month invoice, by SEPA transfer, in EUR.
3. Confidentiality: the Supplier shall not disclose any client material and shall delete all files 12 months
after delivery.  4. Term: indefinite, terminable by either party on 30 days' notice.
Signed in Manchester and Lisbon, 14 December 2023.
""")
    w.doc(f"{cl}/Traduverso acordo de prestação de serviços.pdf", 1100, A, T, f"""
TRADUVERSO, LDA. - Acordo de prestação de serviços de tradução
Prestadora: {ME}, NIF {NIF}, tradutora independente
Pares de línguas: PT>EN, EN>PT, ES>PT   Tarifas: tradução 0,09 EUR/palavra; revisão 0,045 EUR/palavra
Prazo de pagamento: 45 dias após emissão da fatura-recibo   Lisboa, 3 de junho de 2023
""")
    w.doc(f"{cl}/Tabela de preços 2026.pdf", 155, A, T, f"""
{ME} - Tradutora (PT / EN / ES) - Tabela de preços 2026
Tradução EN>PT / ES>PT: 0,10 EUR por palavra (mínimo 35 EUR)
Tradução PT>EN: 0,12 EUR por palavra; textos jurídicos e certificados: 0,14 EUR
Revisão: 40 EUR/hora   Pós-edição (completa): 0,06 EUR/palavra
Urgência (< 48 h): +30%   Valores acrescidos de IVA à taxa legal; retenção na fonte quando aplicável.
""")
    w.doc(f"{cl}/Copy of Tabela de preços 2026.pdf", 154, A, T, f"""
{ME} - Translator (PT / EN / ES) - Rates 2026
Translation EN>PT / ES>PT: EUR 0.10 per word (minimum EUR 35)
Translation PT>EN: EUR 0.12 per word; legal texts: EUR 0.14
Proofreading: EUR 40/hour   Full post-editing: EUR 0.06/word   Rush (< 48 h): +30%
""")
    w.doc(f"{cl}/CV Inês Carvalho EN 2026.docx", 160, A, T, f"""
{ME} - Freelance translator PT/EN/ES
Lisbon, Portugal - {ME_MAIL}
Experience: freelance translator since 2014 (legal, cultural heritage, medical devices, software);
invited lecturer in technical translation, University of Lisbon (2022-).
Education: MA in Translation, Universidade Nova de Lisboa (2013).
Tools: memoQ 10, Trados Studio 2022, Xbench.  Member of APTRAD no. 1177.
""")
    w.doc(f"{cl}/APTRAD quota 2026.pdf", 150, A, T, f"""
APTRAD - Associação Portuguesa de Tradutores e Intérpretes
Recibo de quota - ano 2026   Associada n.º 1177: {ME}
Valor: 60,00 EUR   Data: 2026-01-02
""")
    # hard: business
    w.doc("Downloads/Documento (10).pdf", 152, A, T, f"""
APTRAD - Associação Portuguesa de Tradutores e Intérpretes
Cara associada {ME} (n.º 1177),
A sua quota de 2026 foi regularizada. Agradecemos o seu apoio à profissão.
Como associada tem direito a: seguro de responsabilidade civil profissional até 50 000 EUR, descontos no
congresso anual (Porto, outubro 2026), inclusão no diretório de tradutores e acesso às ações de formação.
O seu perfil no diretório indica os pares PT<>EN e ES>PT, especialidades: jurídica, património, saúde.
""", hard=True)
    w.mail("Documents/emails/mensagem (5).eml", A, T, frm="Joana Reis <vendors@traduverso.pt>", to=ME_MAIL,
           subject="Atualização do perfil de fornecedor e tarifas 2026", when="2026-01-14 11:30", body="""
Olá Inês,

Estamos a atualizar a base de dados de tradutores parceiros. Pode confirmar, até ao fim do mês:
1. pares de línguas e especialidades;
2. tarifas para 2026 (tradução, revisão, pós-edição);
3. disponibilidade semanal aproximada (palavras/dia);
4. certificado de situação regularizada nas Finanças e na Segurança Social.

Obrigada e bom ano de trabalho,
Joana Reis
Vendor Manager, Traduverso
""", hard=True)
    w.doc("Documents/diversos/Documento5.docx", 158, A, T, f"""
Caros clientes,
A partir de 1 de janeiro de 2026, as minhas tarifas de tradução passam a ser as seguintes: EN>PT e ES>PT
0,10 EUR por palavra; PT>EN 0,12 EUR por palavra; textos jurídicos 0,14 EUR. A revisão mantém-se a 40 EUR
por hora. Os projetos já orçamentados em 2025 mantêm as condições acordadas.
Agradeço a confiança e fico ao dispor para qualquer esclarecimento.
{ME} - tradutora
""", hard=True)
    w.doc("Downloads/file (1).pdf", 200, A, T, f"""
MUTUAL NON-DISCLOSURE AGREEMENT
Between Polyglot Localisation S.L. (Barcelona) and {ME} (freelance translator, Lisbon).
The parties intend to cooperate on Spanish > Portuguese localisation projects for e-commerce clients.
Each party shall keep confidential all information received, for a period of five (5) years.
Governing law: Spain. Signed electronically on 12 November 2025.
""", hard=True)
    # Resources: reference for translation
    R = "Resources"
    gl = "Documents/Traduções/Glossários"
    w.doc(f"{gl}/glossário jurídico PT-EN.csv", 500, R, T, """
PT;EN;contexto
procuração;power of attorney;
substabelecer;to delegate (powers) / substitute;procurações forenses
outorgante;grantor / party;
escritura pública;public deed;
certidão permanente;online company registration certificate;registo comercial
arrendamento;lease / tenancy;
fiador;guarantor;
caução;deposit;arrendamento
""")
    w.doc(f"{gl}/falsos amigos PT-EN.md", 700, R, T, """
# Falsos amigos PT-EN (os que me aparecem sempre)

- **actual** = atual? Não: *actual* = real, efetivo; atual = *current*
- **eventually** = eventualmente? Não: *eventually* = finalmente; eventualmente = *possibly*
- **pretend** = pretender? Não: pretender = *intend*
- **exquisite** = esquisito? Não: esquisito = *odd, fussy*
- **constipated** = constipado? Não: constipado = *has a cold*
- **library** = livraria? Não: livraria = *bookshop*
""")
    w.doc(f"{gl}/termos médicos EN-PT.csv", 140, R, T, """
EN;PT;fonte
blood glucose meter;medidor de glicose no sangue;IFU cliente 4302
test strip;tira-teste;INFARMED
lancing device;dispositivo de punção;
Instructions for Use;instruções de utilização;MDR
adverse event;acontecimento adverso;EMA
""")
    w.doc(f"{gl}/Guia de estilo DGT - notas.pdf", 1000, R, T, """
Comissão Europeia - DGT - Guia do Tradutor, Português (resumo pessoal)
Datas: 1 de janeiro de 2024 (sem maiúscula nos meses).  Numerais: 1 000 000 (espaço fino), vírgula decimal.
Aspas: « » (primeiro nível), " " (segundo nível).  Siglas: sem pontos (UE, BCE).
Acordo Ortográfico de 1990 aplicado em todos os documentos.
""")
    w.doc(f"{gl}/espanhol - expressões de catálogo de mobiliário.txt", 75, R, T, """
ES -> PT (catálogos de mobiliário, revisão Traduverso)
aparador -> aparador (não "buffet")
mesa auxiliar -> mesa de apoio
tapizado -> estofado
acabado en roble -> acabamento em carvalho
cajonera -> bloco de gavetas
""")
    w.doc(f"{gl}/Post-editing levels - ISO 18587 summary.pdf", 250, R, T, """
Post-editing of machine translation output - ISO 18587:2017, a summary
Light post-editing: the output is understandable and accurate; style is not a concern.
Full post-editing: the output should be indistinguishable from human translation: accurate terminology,
consistent style, correct grammar, spelling and punctuation, and adherence to client specifications.
The post-editor should have the competences of a translator (ISO 17100) and knowledge of MT systems.
""")
    # hard: reference
    w.doc("Desktop/Nova pasta/dados.csv", 400, R, T, """
termo PT;termo EN;notas
habilitação de herdeiros;qualification of heirs / declaration of heirship;notarial
partilha;partition (of the estate);
usufruto;usufruct;
nua propriedade;bare ownership;
registo predial;land registry;
caderneta predial;property tax record;AT
""", hard=True)
    w.doc("Downloads/download (4).pdf", 300, R, T, """
Machine translation post-editing: what changes for the freelance translator?
Post-editing (PE) is now part of most agency workflows. Rates are usually quoted per word at 50-70% of the
translation rate for full post-editing. Research shows that productivity gains depend on MT quality: for
language pairs such as English-Portuguese, gains of 30-40% are common in technical texts, but much smaller in
marketing and literary texts. Translators should ask for the engine's output in advance, sample it, and
negotiate hourly rates when quality is poor.
""", hard=True)
    # Archive: delivered jobs
    Ar = "Archive"
    dv = "Documents/Traduções/Entregues 2025"
    w.doc(f"{dv}/Hidrolusa relatório sustentabilidade EN/Hidrolusa_SR2024_EN_final.docx", 150, Ar, T, """
Hidrolusa - Sustainability Report 2024
Message from the Chairman
2024 was a year of drought in the south of Portugal. Our water losses fell to 18.7%, the lowest in the
company's history, and we invested EUR 42 million in network renewal...
""")
    w.doc(f"{dv}/Hidrolusa relatório sustentabilidade EN/entrega - confirmação.txt", 148, Ar, T, """
entregue à Joana (Traduverso) a 5/1/2026, 6 200 palavras
feedback do revisor: 2 gralhas, terminologia ok
faturado: FR 2026/1
""")
    w.blob(f"{dv}/Documentário Maré Viva - legendas/mare_viva_EN.srt", 240, Ar, T, data=b"""1
00:00:01,200 --> 00:00:04,100
In Peniche, the sea decides everything.

2
00:00:04,500 --> 00:00:08,000
My grandfather used to say the tide has no boss.
""")
    w.blob(f"{dv}/Documentário Maré Viva - legendas/mare_viva_PT.srt", 241, Ar, T, data="""1
00:00:01,200 --> 00:00:04,100
Em Peniche, é o mar que decide tudo.

2
00:00:04,500 --> 00:00:08,000
O meu avô dizia que a maré não tem patrão.
""".encode())
    w.doc(f"{dv}/Manual máquina café ES-PT/manual_PT_revisto.docx", 320, Ar, T, """
Máquina de café expresso CAFFÈ 15 - Manual de instruções
Antes da primeira utilização, lave o depósito de água e encha-o até à marca MAX.
Descalcifique o aparelho a cada 3 meses ou quando a luz DESCALCIFICAR acender.
""")
    w.doc(f"{dv}/LinguaBridge 4302 leaflets/4302_delivery_note.txt", 130, Ar, T, """
Job 4302 - clinical trial patient leaflets EN>PT - delivered 21/01/2026 09:40
QA: Xbench clean, 3 false positives (numbers)
PM feedback (Emma): "client very happy, no changes"
""")
    # hard: delivered
    w.doc("2022/Documento (5).pdf", 1380, Ar, T, f"""
TRADUVERSO, LDA. - Nota de encomenda n.º 2022/0733
Tradutora: {ME}
Serviço: tradução ES>PT do regulamento interno e manual de acolhimento de uma cadeia hoteleira (8 400 palavras)
Prazo: 2022-09-30   Entregue: 2022-09-28   Tarifa: 0,08 EUR/palavra - 672,00 EUR
Estado: concluído e faturado
""", hard=True)
    w.doc("Downloads/Documento (11).pdf", 195, Ar, T, f"""
LinguaBridge Translations Ltd - Job completion report
Job 3920 - EN>PT - corporate annual report, sections 1-4 (11 300 words)
Translator: {ME}   Delivered: 14/11/2025   Reviewed by: L. Marques
Quality score (LQA, MQM): 98.6 / 100 - PASS. Minor: 2 punctuation, 1 style.
This job is now closed. Thank you for your excellent work.
""", hard=True)
    w.mail("Documents/emails/RE_ pedido (2).eml", Ar, T, frm="Henrique Sá <hsa@sateixeira-advogados.pt>", to=ME_MAIL,
           subject="RE: tradução contrato de arrendamento comercial - entrega", when="2026-02-06 18:10", body="""
Cara Dra. Inês,

Recebemos a tradução inglesa do contrato de arrendamento comercial e do aditamento. O cliente britânico já
a reviu e assinou hoje; não há alterações a fazer. Muito obrigado pela rapidez.

Pode emitir a fatura-recibo em nome da sociedade.

Com os melhores cumprimentos,
Henrique Sá
""", hard=True)


# --------------------------------------------------------------------------------------------------- Studio
def _studio(w: _Writer) -> None:
    S, P, A = "Studio", "Projects", "Areas"
    ob = "Documents/Estúdio Almada/Obras 2026"
    quote = f"""
REMODELAÇÕES TEJO SUL, LDA. - NIF 515 440 872 - Alvará IMPIC n.º 88 412
Orçamento n.º 2025/219    Data: 2025-11-20
Cliente: {ME}   Obra: remodelação de estúdio (T0, 31 m2) - {STUDIO}
1. Demolição de azulejos da cozinha e casa de banho e remoção de entulho ..................... 1 150,00
2. Canalização nova (água fria/quente em multicamada, esgotos PVC) ......................... 2 300,00
3. Instalação elétrica: quadro novo, circuitos, tomadas e certificação ...................... 2 650,00
4. Casa de banho: base de duche, revestimentos cerâmicos, louças (fornecidas pela cliente) .. 2 900,00
5. Pavimento vinílico em toda a fração (31 m2) ............................................. 1 550,00
6. Pintura de paredes e tetos, reparação de fissuras ...................................... 1 400,00
7. Montagem da cozinha (móveis IKEA fornecidos pela cliente) ................................ 650,00
Total: 12 600,00 EUR + IVA 6% (empreitada de beneficiação em imóvel para habitação) = 13 356,00 EUR
Prazo de execução: 14 semanas após adjudicação. Pagamentos: 30% adjudicação, 40% a meio, 30% no fim.
"""
    w.doc(f"{ob}/Orçamento Remodelações Tejo Sul.pdf", 193, P, S, quote)
    w.doc(f"{ob}/Orçamento Remodelações Tejo Sul (1).pdf", 180, P, S, quote.replace("2025/219", "2025/219-A")
          .replace("1 550,00", "1 320,00").replace("12 600,00", "12 370,00").replace("13 356,00", "13 112,20"))
    w.doc(f"{ob}/Orçamento 2 - Obras Fonseca.pdf", 185, P, S, f"""
Obras Fonseca & Filhos - Orçamento
Obra: remodelação integral de estúdio, {STUDIO}
Demolições 1 400; canalização 2 900; eletricidade 2 800; casa de banho 3 600; chão flutuante 1 900;
pintura 1 700; cozinha 800.   Total: 15 100,00 EUR + IVA.  Início possível: maio 2026.
""")
    w.doc(f"{ob}/Fatura adiantamento 30%.pdf", 118, P, S, f"""
REMODELAÇÕES TEJO SUL, LDA. - Fatura FT 2026/031   Data: 2026-02-02
Cliente: {ME}, NIF {NIF}
Obra: {STUDIO} (artigo matricial U-4127, Almada)
Adiantamento de 30% da adjudicação (orçamento 2025/219-A): 3 711,00 + IVA 6% 222,66 = 3 933,66 EUR
""")
    w.doc(f"{ob}/Fatura 2.ª tranche 40%.pdf", 22, P, S, f"""
REMODELAÇÕES TEJO SUL, LDA. - Fatura FT 2026/087   Data: 2026-05-08
Cliente: {ME}, NIF {NIF}   Obra: {STUDIO} (U-4127)
2.ª tranche (40%), após conclusão de canalização, eletricidade e casa de banho: 4 948,00 + IVA 6% 296,88
Total: 5 244,88 EUR
""")
    w.doc(f"{ob}/Cronograma obra.csv", 95, P, S, """
Semana;Datas;Trabalho;Estado
1-2;02/02-13/02;Demolições e entulho;feito
3-5;16/02-06/03;Canalização e esgotos;feito
5-7;02/03-20/03;Eletricidade (quadro novo);feito
8-10;23/03-17/04;Casa de banho;feito
11;20/04-24/04;Certificação elétrica (Paulo Ramalho);feito
12-13;27/04-08/05;Pavimento vinílico;feito
14-15;11/05-22/05;Pintura;em curso
16;25/05-29/05;Montagem cozinha IKEA;atrasado (entrega 3/6)
17;01/06-05/06;Limpeza final, vistoria;
""")
    w.blob(f"{ob}/comparação orçamentos.xlsx", 178, P, S, data=_xlsx([
        ["Trabalho", "Tejo Sul (2025/219-A)", "Obras Fonseca", "Nota"],
        ["Demolições e entulho", "1150", "1400", ""],
        ["Canalização", "2300", "2900", "Tejo Sul: multicamada"],
        ["Eletricidade + certificação", "2650", "2800", "subempreitada Paulo Ramalho"],
        ["Casa de banho", "2900", "3600", "louças compradas por mim"],
        ["Pavimento", "1320", "1900", "vinílico vs flutuante"],
        ["Pintura", "1400", "1700", ""],
        ["Montagem cozinha", "650", "800", ""],
        ["Total s/ IVA", "12370", "15100", "IVA 6% (Tejo Sul) / 23%? (Fonseca)"],
    ]))
    w.doc(f"{ob}/Lista de compras obra.md", 12, P, S, """
# Estúdio - compras (a cargo da Inês)

- [x] cozinha IKEA METOD 2,40 m + bancada carvalho (encomendado, entrega 3/6)
- [x] placa de indução 2 zonas + exaustor
- [x] louças WC: sanita suspensa, lavatório 50 cm, base de duche 80x120
- [x] torneiras (Leroy Merlin)
- [ ] candeeiros (3) e lâmpadas LED
- [ ] estores - pedir orçamento
- [ ] fechadura nova na porta da rua
- [ ] detetor de fumo
""")
    w.doc(f"{ob}/Azulejos WC escolha.txt", 90, P, S, """
WC estúdio - azulejos escolhidos na Revigrés (Almada) 3/3:
parede: branco mate 30x60, 14 m2 + 10% = 15,5 m2
chão/base: cinza antracite 60x60 antiderrapante R10, 3 m2
rodapé de alumínio preto
Artur disse que a base de duche tem de ficar com 2% de pendente para o ralo linear
""")
    w.doc(f"{ob}/IKEA encomenda cozinha.pdf", 45, P, S, f"""
IKEA Alfragide - Confirmação de encomenda n.º 1 447 902 281
Cliente: {ME}   Entrega em: {STUDIO}
METOD armário alto 60x60x220 (1); armários base 60 cm (2), 40 cm (1); armários de parede (3)
EKBACKEN bancada em efeito carvalho 246x2,8 cm (1); lava-loiça HAVSEN 1 cuba; torneira
Total: 1 684,00 EUR   Data de entrega agendada: 2026-06-03, 8h-13h
""")
    w.doc(f"{ob}/Planta e medidas.pdf", 150, P, S, """
Estúdio Almada - planta (medidas tiradas a 30/12/2025)
Sala/quarto: 4,85 x 4,10 m   Kitchenette (parede norte): 2,40 m   Casa de banho: 1,60 x 1,90 m
Janela sala: 1,40 x 1,20 m   Porta entrada: 0,85 m   Pé-direito: 2,65 m
Quadro elétrico antigo junto à entrada (fusíveis!)   Contador da água no patamar
""")
    for i, (taken, name) in enumerate([("2026-02-03 10:21", "demolição"), ("2026-03-10 16:45", "canalização"),
                                       ("2026-04-09 12:02", "wc azulejos"), ("2026-05-21 18:12", "pintura")]):
        w.photo(f"{ob}/Fotos obra/{taken[:10]} {name} {i + 1}.jpg", taken, P, S)
    w.photo(f"{ob}/Fotos obra/IMG_20260521_181402.jpg", "2026-05-21 18:14", P, S)
    w.blob(f"{ob}/.~lock.Cronograma obra.csv#", 95, None, None,
           data=b"Ines,DESKTOP-INES/Ines,DESKTOP-INES,26.05.2026 22:14,"
                b"file:///C:/Users/Ines/AppData/Roaming/LibreOffice/4;")
    # hard: renovation
    w.doc("Downloads/Documento (12).pdf", 44, P, S, f"""
IKEA - Confirmação de entrega
Encomenda n.º 1 447 902 281   Cliente: {ME}
Morada de entrega: {STUDIO}
Data de entrega: quarta-feira, 3 de junho de 2026, entre as 8h00 e as 13h00
Serviço de montagem: não contratado.   Contacto no dia: 912 *** 447
Artigos: 14 volumes (cozinha METOD/EKBACKEN, lava-loiça, torneira).  É necessário elevador? Não (rés-do-chão).
""", hard=True)
    w.mail("Documents/emails/mensagem (6).eml", P, S, frm="Artur Lopes <artur.lopes@tejosul-remodelacoes.pt>",
           to=ME_MAIL, subject="obra Capitão Leitão - ponto de situação", when="2026-05-22 19:05", body="""
Boa tarde D. Inês,

Ponto de situação da obra do r/c Dto.:
- pintura terminada na sala, falta a casa de banho (segunda-feira);
- o pavimento vinílico ficou pronto, protegemos com cartão;
- a cozinha IKEA só chega dia 3, por isso a montagem passa para 4 e 5 de junho;
- o eletricista entregou o certificado, envio em anexo.

Conto terminar tudo a 12 de junho. A última tranche (30%) fica para a vistoria final.

Cumprimentos,
Artur Lopes
Remodelações Tejo Sul
""", hard=True, attach=("certificado_instalacao_eletrica.pdf", _pdf_text(f"""
FICHA ELETROTÉCNICA - Instalação de utilização de energia elétrica
Local: {STUDIO}   Proprietária: {ME}   Técnico responsável: Paulo Ramalho, DGEG n.º 44 120
Quadro: 1 interruptor diferencial 30 mA, 6 disjuntores. Terra de proteção: 18 ohm. Data: 2026-05-15.
""")))
    w.doc("Desktop/untitled (4).txt", 150, P, S, """
estúdio Almada - medidas para a obra:
cozinha: parede 2,40 m (METOD 60+60+80+40)
WC: 1,60 x 1,90 - base de duche 80x120 cabe, sanita suspensa
janela sala 1,40 x 1,20 -> estore
chão total 31 m2 (+10% = 34 m2 de vinílico)
pedir ao Artur orçamento sem o chão (compro eu)
""", hard=True)
    w.doc("Documents/digitalizações/scan0006.pdf", 70, P, S, f"""
LEROY MERLIN Almada - Fatura simplificada FS 0417/88213   Data: 2026-03-22
Cliente: {ME}, NIF {NIF}   Obra: {STUDIO}
Torneira misturadora de lavatório ........ 54,99
Coluna de duche termostática ............. 189,00
Ralo linear 70 cm inox ..................... 79,90
Sanita suspensa + estrutura + placa ....... 319,00
Total: 642,89 EUR (IVA incluído)
""", hard=True)
    w.doc("Downloads/Documento (13).pdf", 170, P, S, f"""
Paulo Ramalho - Eletricista certificado (DGEG n.º 44 120)
Orçamento - instalação elétrica de fração habitacional
Local: {STUDIO}
Substituição do quadro de fusíveis por quadro de disjuntores com diferencial 30 mA; 6 circuitos novos
(iluminação, tomadas, placa, esquentador elétrico, casa de banho, máquina); terra de proteção.
Inspeção e certificação (ficha eletrotécnica e termo de responsabilidade): incluída.
Valor: 2 350,00 EUR + IVA (subempreitada através de Remodelações Tejo Sul).
""", hard=True)
    w.doc("Desktop/Nova pasta/Documento6.docx", 125, P, S, f"""
Exmo. Senhor Administrador do Condomínio
Gestão Predial Almada Centro, Lda.
Almada, 27 de janeiro de 2026
Assunto: Obras na fração "A" (r/c Dto.) - {STUDIO}
Venho informar que, entre 2 de fevereiro e meados de junho de 2026, decorrerão obras de remodelação interior
na fração de que sou proprietária (cozinha, casa de banho, instalação elétrica e pavimento), executadas pela
empresa Remodelações Tejo Sul, Lda. Os trabalhos mais ruidosos decorrerão em dias úteis entre as 9h e as 17h.
O entulho será retirado em contentor próprio, sem ocupar as partes comuns.
Peço desculpa aos condóminos pelo incómodo.
{ME}
""", hard=True)
    w.doc("Documents/Scanned Documents/Documento digitalizado (5).pdf", 15, P, S, f"""
FICHA ELETROTÉCNICA / TERMO DE RESPONSABILIDADE PELA EXECUÇÃO DA INSTALAÇÃO ELÉTRICA
Instalação: fração autónoma, habitação - {STUDIO}   Proprietária: {ME}
Potência prevista: 6,9 kVA monofásica   Quadro: 1 diferencial 30 mA, 6 disjuntores
Técnico responsável: Paulo Ramalho, DGEG n.º 44 120. Declara que a instalação foi executada de acordo com
as Regras Técnicas das Instalações Elétricas de Baixa Tensão. Data: 2026-05-15.
""", hard=True)
    w.doc("Downloads/export (3).csv", 5, P, S, """
Item;Fornecedor;Orçado;Pago;Falta
Empreitada (30% adjudicação);Tejo Sul;3 933,66;3 933,66;0
Empreitada (40%);Tejo Sul;5 244,88;5 244,88;0
Empreitada (30% final);Tejo Sul;3 933,66;0;3 933,66
Cozinha;IKEA;1 684,00;1 684,00;0
Louças e torneiras WC;Leroy Merlin;642,89;642,89;0
Azulejos WC;Revigrés;486,20;486,20;0
Vinílico;Tejo Sul (incl.);0;0;0
Candeeiros + estores;?;350,00;0;350,00
Total;;16 275,29;11 991,63;4 283,66
""", hard=True)
    # Areas: owning and letting the studio
    ar = "Documents/Estúdio Almada/Arrendamento"
    w.doc(f"{ar}/Contrato arrendamento Joaquim Pires 2019.pdf", 2480, A, S, f"""
CONTRATO DE ARRENDAMENTO PARA HABITAÇÃO
Senhoria: Maria da Graça Moreira.  Arrendatário: Joaquim Pires, NIF 145 220 877.
Locado: {STUDIO}, estúdio (T0).  Início: 1 de abril de 2019, prazo de 5 anos renovável.
Renda mensal: 450,00 EUR, a pagar até ao dia 8.
Aditamento (2024-06-10): por óbito da senhoria, a posição de senhoria transmite-se à herdeira {ME}.
""")
    w.doc(f"{ar}/Acordo de cessação - Joaquim Pires.pdf", 160, A, S, f"""
ACORDO DE REVOGAÇÃO DO CONTRATO DE ARRENDAMENTO
Entre {ME} (senhoria) e Joaquim Pires (arrendatário), relativo ao estúdio sito na {STUDIO}.
As partes acordam na cessação do contrato a 31 de dezembro de 2025. O arrendatário entrega as chaves nessa
data, livre de pessoas e bens. A caução (900,00 EUR) é devolvida após vistoria, deduzida de 120,00 EUR de
reparação do estore.  Almada, 2 de dezembro de 2025.
""")
    for m, age in (("novembro", 205), ("dezembro", 175)):
        w.doc(f"{ar}/Recibos de renda 2025/recibo {m} 2025.pdf", age, A, S, f"""
AUTORIDADE TRIBUTÁRIA E ADUANEIRA - Recibo de Renda Eletrónico
Locador: {ME}   NIF {NIF}
Locatário: Joaquim Pires   NIF 145 220 877
Locado: {STUDIO} - artigo matricial U-4127, União das freguesias de Almada, Cova da Piedade, Pragal e Cacilhas
Renda referente a: {m} de 2025   Valor: 480,00 EUR
""")
    w.doc(f"{ar}/Anúncio arrendamento (rascunho).md", 7, A, S, """
# Arrenda-se estúdio remodelado em Almada - disponível a 1 de setembro

Estúdio (T0) totalmente remodelado em 2026, a 5 minutos a pé do metro Sul do Tejo (Almada) e do
Fórum Almada. 31 m2, rés-do-chão com janela para a rua, cozinha equipada (placa de indução, exaustor,
frigorífico), casa de banho nova com duche, pavimento vinílico.

- Renda: 750 EUR/mês
- Caução de 2 rendas + 1 adiantada; fiador ou seguro de renda
- Contrato de 3 anos, para habitação permanente
- Certificado energético: (pedir novo - o antigo caducou)
- Sem animais? (decidir)
""")
    w.doc(f"{ar}/Casa Sul Imobiliária - proposta de gestão.pdf", 28, A, S, f"""
Casa Sul Imobiliária - AMI 14 228
Proposta de angariação e gestão de arrendamento
Imóvel: estúdio (T0) remodelado, {STUDIO}
Valor de renda sugerido: 720 - 780 EUR/mês (estudo de mercado anexo: 9 T0 arrendados em Almada centro em 2026)
Angariação: 1 renda + IVA (paga uma vez).  Gestão mensal: 8% da renda + IVA (cobrança, recibos, manutenção).
Seleção do inquilino com análise de solvência e seguro de renda.
""")
    cd = "Documents/Estúdio Almada/Condomínio"
    w.doc(f"{cd}/Ata assembleia condomínio 2026.pdf", 50, A, S, """
Condomínio do prédio n.º 18 da Rua Capitão Leitão, Almada - Ata n.º 41
Aos 8 dias de abril de 2026 reuniu a assembleia de condóminos, presentes 7 das 10 frações (72% do capital).
Deliberações: 1. aprovadas as contas de 2025; 2. orçamento de 2026: 6 240 EUR; 3. pintura da fachada em
2027, com quota extra de 35 EUR/mês por fração a partir de julho; 4. a fração A (r/c Dto.) informou que as
obras interiores terminam em junho.
""")
    w.doc(f"{cd}/Quotas condomínio 2026.pdf", 150, A, S, f"""
Gestão Predial Almada Centro - Aviso de quotas 2026
Fração A (r/c Dto.) - proprietária: {ME}   Permilagem: 72
Quota mensal: 37,44 EUR  (fundo comum de reserva incluído)   Pagamento trimestral: 112,32 EUR
""")
    w.doc("Documents/Estúdio Almada/IMI/Nota de cobrança IMI 2025.pdf", 60, A, S, f"""
AUTORIDADE TRIBUTÁRIA E ADUANEIRA - Imposto Municipal sobre Imóveis - Nota de cobrança 2025
Sujeito passivo: {ME}   NIF {NIF}
Prédio: U-4127, fração A, União das freguesias de Almada, Cova da Piedade, Pragal e Cacilhas
Valor patrimonial tributário: 61 880,00 EUR   Taxa (Almada): 0,35%
Imposto: 216,58 EUR - pagamento em 2 prestações (maio e novembro de 2026)
""")
    w.doc("Documents/Estúdio Almada/Caderneta predial U-4127.pdf", 700, A, S, f"""
CADERNETA PREDIAL URBANA - Serviço de Finanças de Almada (2127)
Artigo matricial: U-4127, fração A   Localização: {STUDIO}
Descrição: rés-do-chão direito destinado a habitação, tipologia T0, área bruta privativa 31 m2
Titular: {ME}, NIF {NIF}, 1/1, por sucessão (2024)   Valor patrimonial: 61 880,00 EUR (2024)
""")
    w.doc("Documents/Estúdio Almada/Seguro multirriscos estúdio.pdf", 230, A, S, f"""
Seguradora Atlântida - Seguro Multirriscos Habitação (edifício)
Apólice n.º MH 44 1188 902   Tomador: {ME}
Local de risco: {STUDIO}   Capital (edifício): 70 000 EUR   Uso: arrendamento
Prémio anual: 118,90 EUR   Vencimento: 1 de outubro
""")
    # hard: letting / owning
    w.doc("Downloads/Documento (14).pdf", 62, A, S, f"""
AUTORIDADE TRIBUTÁRIA E ADUANEIRA
Imposto Municipal sobre Imóveis - 2025 - Documento de cobrança (1.ª prestação)
Sujeito passivo: {ME}   NIF {NIF}
Identificação do prédio: 150302-U-4127-A   Localização: {STUDIO}
Valor patrimonial tributário: 61 880,00 EUR   Taxa: 0,35%   Coleta total: 216,58 EUR
1.ª prestação: 108,29 EUR, a pagar até 31-05-2026   Referência: 1517 4412 9088 3011
""", hard=True)
    w.mail("Documents/emails/message (5).eml", A, S, frm="Gestão Predial Almada Centro <geral@gpalmadacentro.pt>",
           to=ME_MAIL, subject="Convocatória assembleia de condóminos - Capitão Leitão 18", when="2026-03-20 14:00",
           body="""
Exmos. Condóminos,

Convoca-se a assembleia ordinária de condóminos do prédio n.º 18 da Rua Capitão Leitão, Almada, para o dia
8 de abril de 2026, às 20h30, na sala do condomínio (cave), com a seguinte ordem de trabalhos:
1. Apreciação e votação das contas de 2025;
2. Orçamento para 2026 e quotas;
3. Orçamentos para a pintura da fachada (2027);
4. Outros assuntos.

Não havendo quórum, a assembleia reúne meia hora depois com os condóminos presentes.

A Administração
""", hard=True)
    w.doc("Documents/diversos/Documento7.docx", 6, A, S, f"""
Estúdio para arrendar - Almada centro
Estúdio de 31 m2 acabado de remodelar (cozinha, casa de banho, eletricidade e chão novos), rés-do-chão,
na {STUDIO.split(',')[0]}, perto do metro de superfície e de toda a oferta de comércio.
Renda: 750 EUR. Disponível a partir de 1 de setembro de 2026. Contrato de 3 anos, habitação permanente.
Pedimos: comprovativos de rendimentos, caução de 2 meses, fiador ou seguro de renda.
Visitas: sábados de manhã, a partir de julho. Contacto: {ME_MAIL}
""", hard=True)
    w.doc("Downloads/anexo (3).pdf", 29, A, S, """
Casa Sul Imobiliária - Estudo de mercado de arrendamento
Zona: Almada (centro, Cova da Piedade, Pragal)   Tipologia: T0 / estúdio, 25-40 m2   Data: maio 2026
Comparáveis arrendados nos últimos 6 meses: 9; renda média 705 EUR; mediana 690 EUR
Imóveis remodelados: 740-790 EUR   Prazo médio de colocação: 21 dias
Recomendação para o seu imóvel: 750 EUR, com seleção cuidada do inquilino e seguro de renda.
""", hard=True)
    w.doc("Desktop/Nova pasta/notas (2).txt", 12, A, S, """
arrendar o estúdio em setembro:
- renda: mercado T0 em Almada ~690-780 -> pedir 750
- agência (Casa Sul: 1 renda + 8% gestão) OU eu própria (idealista + recibos no portal)?
- certificado energético novo (o de 2014 caducou) - pedir a perito
- seguro de renda vs fiador
- comunicar o contrato às Finanças (Modelo 2) e pagar Imposto do Selo
- inventário + fotos antes de entregar a chave
""", hard=True)
    w.doc("Documents/Scanned Documents/0002.pdf", 265, A, S, f"""
AUTORIDADE TRIBUTÁRIA E ADUANEIRA - Recibo de Renda Eletrónico n.º 14
Locador: {ME}   NIF {NIF}
Locatário: Joaquim Pires   NIF 145 220 877
Locado: {STUDIO} (artigo U-4127)
Renda referente a: agosto de 2025   Valor: 480,00 EUR   Data de recebimento: 2025-08-06
""", hard=True)


# --------------------------------------------------------------------------------------------------- Estate, Studies
def _estate(w: _Writer) -> None:
    Ar, E = "Archive", "Estate"
    base = "Documents/Herança tia Graça"
    w.doc(f"{base}/Habilitação de herdeiros.pdf", 780, Ar, E, f"""
CARTÓRIO NOTARIAL DE ALMADA - Notária Dra. Luísa Carmo
ESCRITURA DE HABILITAÇÃO DE HERDEIROS
No dia 12 de abril de 2024 compareceram como declarantes três pessoas que declararam que no dia 3 de
fevereiro de 2024 faleceu Maria da Graça Moreira, solteira, sem descendentes nem ascendentes vivos, com
última residência na {STUDIO}, tendo deixado testamento público lavrado em 2011, no qual instituiu
herdeira de todos os seus bens a sobrinha {ME}.
""")
    w.doc(f"{base}/Participação Imposto do Selo.pdf", 760, Ar, E, f"""
AUTORIDADE TRIBUTÁRIA - Participação de transmissões gratuitas (Modelo 1 do Imposto do Selo)
Autora da herança: Maria da Graça Moreira, NIF 118 447 210, falecida em 2024-02-03
Herdeira: {ME} (sobrinha)   Bens: fração A, U-4127, Almada (VPT 61 880,00 EUR); depósitos 8 412,55 EUR
Imposto do Selo (verba 1.2, 10%): 7 029,26 EUR - pagamento em 2024-07-15
""")
    w.doc(f"{base}/Registo predial - aquisição por sucessão.pdf", 700, Ar, E, f"""
Conservatória do Registo Predial de Almada - Certidão
Prédio 4127/19880512-A   Ap. 1877 de 2024/06/03 - AQUISIÇÃO, por sucessão hereditária
Sujeito ativo: {ME}   Causa: sucessão testamentária de Maria da Graça Moreira
""")
    w.doc(f"{base}/despesas herança.txt", 690, Ar, E, """
herança tia Graça - despesas (pago por mim)
funeral (Servilusa) 2 480,00
notário habilitação 265,40
Imposto do Selo 7 029,26 (em 2 prestações)
registo predial 250,00
limpeza da casa + móveis para a instituição 380,00
-> tudo fechado em julho 2024. banco: conta da tia encerrada a 18/7/2024.
""")
    # hard
    w.doc("Documents/digitalizações/Digitalizar 2024-04-12 101422.pdf", 780, Ar, E, f"""
CERTIDÃO - Cartório Notarial de Almada
Certifico que a fotocópia apensa está conforme o original da escritura de habilitação de herdeiros
lavrada em 12 de abril de 2024, a fls. 44 do livro 210-A, por óbito de Maria da Graça Moreira, sendo única
herdeira {ME}, NIF {NIF}.
Conta registada sob o n.º 2024/1188.   Almada, 12 de abril de 2024.   A Notária
""", hard=True)
    w.mail("Documents/emails/mensagem (7).eml", Ar, E, frm="Luísa Carmo - Notária <cartorio.lcarmo@notarios.pt>",
           to=ME_MAIL, subject="Processo de habilitação - conclusão", when="2024-07-22 12:00", body="""
Cara Dra. Inês Carvalho,

Informo que o registo de aquisição por sucessão da fração do r/c Dto. foi concluído na Conservatória de
Almada e que o Imposto do Selo se encontra integralmente pago. O processo da herança da sua tia está, da
nossa parte, encerrado. As certidões seguem por correio registado.

Os meus sentidos pêsames, mais uma vez.
Luísa Carmo
""", hard=True)
    w.doc("Downloads/Documento (15).pdf", 750, Ar, E, f"""
AUTORIDADE TRIBUTÁRIA E ADUANEIRA - Imposto do Selo
Demonstração de liquidação - transmissões gratuitas
Processo n.º 2024/2127/0331   Autora da herança: Maria da Graça Moreira
Beneficiária: {ME}   Valor tributável: 70 292,55 EUR   Taxa: 10%
Imposto: 7 029,26 EUR - pagamento em 2 prestações: 3 514,63 EUR até 2024-05-31; 3 514,63 EUR até 2024-07-31
""", hard=True)


def _studies(w: _Writer) -> None:
    Ar, S = "Archive", "Studies"
    base = "Documents/Mestrado"
    w.doc(f"{base}/Dissertação final - versão entregue.pdf", 4700, Ar, S, f"""
Universidade Nova de Lisboa - Faculdade de Ciências Sociais e Humanas
A tradução de legendas para crianças: estratégias de adaptação cultural em filmes de animação (2000-2010)
{ME}
Dissertação de Mestrado em Tradução, orientada pela Professora Doutora Teresa Sequeira
Lisboa, setembro de 2013
""")
    w.doc(f"{base}/Certificado de mestrado.pdf", 4500, Ar, S, f"""
Universidade Nova de Lisboa - Certificado
Certifica-se que {ME} concluiu o Mestrado em Tradução, especialização em Inglês, em 2013-11-29, com a
classificação final de 17 valores. Dissertação aprovada por unanimidade.
""")
    w.blob(f"{base}/defesa slides.pptx", 4650, Ar, S, data=_pptx("Tradução de legendas para crianças - defesa"))
    w.doc("Documents/diversos/Documento10.docx", 4720, Ar, S, """
Resumo
Esta dissertação analisa as estratégias de adaptação cultural na legendagem para o público infantil em
português europeu, a partir de um corpus de doze filmes de animação distribuídos em Portugal entre 2000 e
2010. Conclui-se que a domesticação predomina nos nomes próprios e nas referências alimentares...
Palavras-chave: legendagem, tradução para crianças, adaptação cultural, animação.
(Dissertação de Mestrado em Tradução - FCSH/NOVA, 2013)
""", hard=True)


# --------------------------------------------------------------------------------------------------- Textbook
def _textbook(w: _Writer) -> None:
    P, T = "Projects", "Textbook"
    base = "Documents/Manual Tradução Jurídica - cap 6"
    w.doc(f"{base}/Contrato de edição - capítulo 6.pdf", 235, P, T, f"""
IMPRENSA UNIVERSITÁRIA DO TEJO - Contrato de cedência de direitos de autor (obra coletiva)
Obra: Manual de Tradução Jurídica Português-Inglês, coord. Helena Vasconcelos e Miguel Rebelo
Autora: {ME} - capítulo 6, "Procurações, contratos e certidões: problemas de tradução"
Extensão: 9 000 a 11 000 palavras, incluindo exemplos e bibliografia
Prazos: versão completa para revisão por pares a 30 de junho de 2026; versão final a 30 de setembro de 2026
Remuneração: 600,00 EUR e 5 exemplares. Publicação prevista: primeiro semestre de 2027.
""")
    w.doc(f"{base}/Índice e resumo do capítulo.docx", 220, P, T, """
Capítulo 6 - Procurações, contratos e certidões: problemas de tradução
Resumo (150 palavras) ... O capítulo parte de três géneros frequentes na tradução jurídica PT-EN...
6.1 Géneros documentais e funções
6.2 Procurações: estrutura fixa, fórmulas e poderes ("substabelecer", "os mais amplos poderes")
6.3 Contratos: cláusulas típicas, verbos performativos, "shall"
6.4 Certidões do registo comercial e predial
6.5 Tradução certificada em Portugal e no Reino Unido
6.6 Exercícios
""")
    w.doc(f"{base}/cap6_v1.docx", 120, P, T, """
6. Procurações, contratos e certidões: problemas de tradução
6.1 Géneros documentais e funções
Quem traduz documentos jurídicos entre o português e o inglês trabalha quase sempre com géneros muito
convencionalizados. Uma procuração portuguesa segue uma estrutura que o leitor jurídico reconhece de imediato...
""")
    w.doc(f"{base}/cap6_v2.docx", 60, P, T, """
6. Procurações, contratos e certidões: problemas de tradução
6.1 Géneros documentais e funções
Quem traduz documentos jurídicos entre o português e o inglês trabalha com géneros muito convencionalizados,
mas que não se correspondem de um sistema para o outro: o "power of attorney" inglês é normalmente um
documento particular (deed), enquanto a procuração portuguesa com poderes especiais exige termo de
autenticação ou escritura...
6.2 Procurações (...)
""")
    w.doc(f"{base}/Copy of cap6_v2.docx", 58, P, T, """
6. Procurações, contratos e certidões: problemas de tradução
[cópia para a Helena comentar - versão de 3 de abril]
6.1 Géneros documentais e funções ...
""")
    w.doc(f"{base}/cap6_final_v2_REAL.docx", 2, P, T, """
6. Procurações, contratos e certidões: problemas de tradução
Inês Moreira Carvalho
6.1 Géneros documentais e funções
Quem traduz documentos jurídicos entre o português e o inglês trabalha com géneros muito convencionalizados,
mas que não se correspondem de um sistema jurídico para o outro (Šarčević 1997; Cao 2007)...
6.2 Procurações
6.2.1 Os "mais amplos poderes em direito permitidos"...
6.3 Contratos: o problema de "shall"
Em inglês jurídico, "shall" exprime obrigação; o português usa o presente do indicativo ("O arrendatário paga
a renda até ao dia 8"). Traduzir "shall" por "deverá" em todas as ocorrências...
[faltam 6.5 e os exercícios - 2 800 palavras]
""")
    w.mail(f"{base}/comentários revisora Helena.eml", P, T, frm="Helena Vasconcelos <hvasconcelos@fd.ulisboa.pt>",
           to=ME_MAIL, subject="Cap. 6 - comentários à versão de abril", when="2026-04-28 22:10", body="""
Querida Inês,

Li a versão de abril do capítulo 6 com muito gosto. Três sugestões:
1. Na secção 6.2, distinguir procuração forense de procuração com poderes especiais logo no início.
2. Na 6.3, a discussão sobre "shall" é excelente, mas precisa de exemplos autênticos (contratos publicados).
3. A 6.5 (tradução certificada) pode ser curta: remeter para o capítulo 9, do Miguel.

Lembro o prazo de 30 de junho para a versão completa que vai para os revisores externos.

Um abraço,
Helena
""")
    w.blob(f"{base}/bibliografia cap6.bib", 20, P, T, data="""@book{sarcevic1997,
  author = {Šarčević, Susan},
  title = {New Approach to Legal Translation},
  publisher = {Kluwer Law International}, year = {1997}}

@book{cao2007,
  author = {Cao, Deborah},
  title = {Translating Law},
  publisher = {Multilingual Matters}, year = {2007}}

@article{chromá2011,
  author = {Chromá, Marta},
  title = {Synonymy and Polysemy in Legal Terminology and Their Applications to Bilingual and Bijural Translation},
  journal = {Research in Language}, volume = {9}, number = {1}, year = {2011}}
""".encode())
    w.doc(f"{base}/exemplos procurações PT-EN.md", 40, P, T, """
# Exemplos para a secção 6.2 (anonimizados!)

| PT (original) | EN (tradução publicada) | comentário |
|---|---|---|
| "confere os mais amplos poderes forenses em direito permitidos" | "grants the broadest powers of representation in legal proceedings permitted by law" | manter a fórmula |
| "com os de substabelecer" | "including the power to delegate" | |
| "para, em seu nome, vender" | "to sell, on her behalf" | |
""")
    w.doc(f"{base}/Normas da editora para autores.pdf", 230, P, T, """
Imprensa Universitária do Tejo - Normas para autores
Texto em Word, Times New Roman 12, espaçamento 1,5; notas de rodapé apenas para comentários.
Citações: sistema autor-data (APA 7). Exemplos numerados por capítulo: (6.1), (6.2)...
Tabelas e figuras em ficheiros separados, em alta resolução, com legenda.
Acordo Ortográfico de 1990.
""")
    w.photo(f"{base}/figuras/tabela 6.1 - estrutura procuração.png", None, P, T, age=38)
    w.blob(f"{base}/~$p6_final_v2_REAL.docx", 0.2, "Left", "System",
           data=b"\x0bInes Carvalho" + b"\x00" * 40 + b"I\x00n\x00e\x00s\x00")
    w.blob(f"{base}/.~lock.cap6_v2.docx#", 58, None, None,
           data=b"Ines,DESKTOP-INES/Ines,DESKTOP-INES,03.04.2026 23:40;")
    # hard
    w.doc("Downloads/Documento (16).pdf", 120, P, T, f"""
Imprensa Universitária do Tejo
Manual de Tradução Jurídica Português-Inglês - Calendário de produção (a todos os autores)
31 de janeiro de 2026: índice e resumo de cada capítulo (recebidos)
30 de junho de 2026: versão completa dos capítulos para revisão por pares (duplamente cega)
15 de setembro de 2026: pareceres aos autores
30 de setembro de 2026: versões finais
Primeiro semestre de 2027: publicação.
Os coordenadores, Helena Vasconcelos e Miguel Rebelo
Autora do capítulo 6: {ME}
""", hard=True)
    w.doc("Desktop/untitled (5).txt", 3, P, T, """
cap. 6 - falta:
- 6.3: 2 exemplos autênticos de "shall" (contratos do EDGAR? ou os modelos do Gov.uk)
- 6.5: 1 página, remeter para o cap. 9 (Miguel)
- exercícios (5): procuração, cláusula de rescisão, certidão permanente
- citar Šarčević 1997 e Cao 2007 na introdução
- contar palavras: estou em 8 200, limite 11 000
- mandar à Helena até 30/6!!
""", hard=True)
    w.mail("Documents/emails/message (6).eml", P, T, frm="Miguel Rebelo <mrebelo@iut-editora.pt>",
           to="Autores do Manual <autores.manual-tj@iut-editora.pt>",
           subject="Lembrete: versões completas até 30 de junho",
           when="2026-05-25 09:30", body="""
Caros autores,

Faltam cinco semanas para a entrega das versões completas dos capítulos do Manual de Tradução Jurídica.
Recordo que os revisores externos já estão convidados e que o calendário de publicação depende deste prazo.
Quem precisar de mais uma semana, diga-me até 15 de junho.

Obrigado a todos,
Miguel Rebelo
""", hard=True)
    w.doc("Documents/novo documento.docx", 15, P, T, """
Exercício 6.3
Traduza para inglês a seguinte cláusula de um contrato de prestação de serviços e comente as opções:
"O presente contrato pode ser resolvido por qualquer das partes, mediante comunicação escrita enviada com a
antecedência mínima de trinta dias, sem prejuízo do direito a indemnização nos termos gerais."
Tópicos para o comentário: resolução vs. rescisão vs. denúncia ("termination"); "sem prejuízo" ("without
prejudice to"); o lugar de "shall" na versão inglesa.
(para o capítulo 6 do manual - secção de exercícios)
""", hard=True)
    w.doc("Desktop/Nova pasta/draft.md", 200, P, T, """
# cap 6 - plano (nov. 2025)

1. porquê estes três géneros (procuração, contrato, certidão)
2. procurações - fórmulas fixas, poderes especiais, autenticação
3. contratos - "shall", cláusulas-tipo, definições
4. certidões - registo comercial/predial: o que traduzir, o que manter
5. tradução certificada PT vs UK
6. exercícios

contrato com a editora: 600 EUR, entrega 30/6/2026
""", hard=True)


# --------------------------------------------------------------------------------------------------- Running
def _gpx(start: str, km: float) -> bytes:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Garmin Connect" xmlns="http://www.topografix.com/GPX/1/1">
  <metadata><time>{start.replace(' ', 'T')}:00Z</time></metadata>
  <trk><name>Lisboa Corrida</name><type>running</type><trkseg>
    <trkpt lat="38.7169" lon="-9.1306"><ele>72.4</ele><time>{start.replace(' ', 'T')}:00Z</time></trkpt>
    <trkpt lat="38.7181" lon="-9.1289"><ele>80.1</ele><time>{start.replace(' ', 'T')}:40Z</time></trkpt>
  </trkseg></trk>
  <!-- distance {km} km -->
</gpx>
""".encode()


def _running(w: _Writer) -> None:
    P, R = "Projects", "Running"
    base = "Documents/Corrida/Meia Maratona Cascais 2026"
    weeks = []
    for wk in range(1, 19):
        long_run = min(8 + wk, 19) if wk < 17 else (12 if wk == 17 else 21.1)
        weeks.append(f"{wk};{(datetime(2026, 6, 1) + timedelta(weeks=wk - 1)):%d/%m};"
                     f"{5 + wk // 4} fácil;{'intervalos 6x800' if wk % 2 else 'tempo 5 km'};"
                     f"{5 + wk // 3} fácil;{long_run} longo;{22 + wk * 1.5 if wk < 16 else 28:.0f}\n")
    w.doc(f"{base}/Plano de treino 18 semanas.csv", 20, P, R,
          "Semana;Início;Terça;Quinta;Sábado;Domingo;Total km\n" + "".join(weeks) +
          "Prova;04/10;Meia Maratona de Cascais - objetivo 1h55 (5:27/km);;;;\n")
    w.doc(f"{base}/Inscrição - confirmação.pdf", 40, P, R, f"""
MEIA MARATONA DE CASCAIS 2026 - Confirmação de inscrição
Atleta: {ME}   Escalão: F35   Clube: Corredores da Graça (popular)
Prova: Meia Maratona (21,0975 km) - domingo, 4 de outubro de 2026, partida às 9h00, Marginal (Carcavelos)
Dorsal: a atribuir   Levantamento do kit: 2 e 3 de outubro, Cascais Villa
Valor pago: 32,00 EUR (inscrição 2.º período) + seguro de acidentes pessoais incluído
""")
    w.doc(f"{base}/registo de treinos.md", 1, P, R, """
# Registo de treinos (pré-plano, base aeróbia)

| Data | Treino | km | Ritmo | Joelho |
|---|---|---|---|---|
| 12/5 | fácil Jardim da Estrela | 6 | 6:10 | ok |
| 14/5 | fácil + 4 retas | 7 | 6:02 | ok |
| 17/5 | longo Monsanto | 11 | 6:25 | leve no fim |
| 19/5 | fácil | 6 | 6:05 | ok |
| 24/5 | longo Ribeira das Naus - Belém | 12 | 6:15 | ok |
| 28/5 | fartlek 8x1' | 8 | 5:40 | ok |
| 31/5 | longo | 13 | 6:12 | ok |
""")
    w.doc(f"{base}/Nutrição dia da prova.txt", 25, P, R, """
meia maratona - estratégia de nutrição (falar com a nutricionista do clube)
véspera: massa/arroz ao jantar, 2 L de água, nada de fritos
manhã: pão com mel + banana às 6h30, café
prova: gel aos 7 km e aos 14 km, água em todos os abastecimentos
testar os géis nos longos de agosto!
""")
    w.blob(f"{base}/Garmin/2026-05-31_longo_13km.gpx", 1, P, R, data=_gpx("2026-05-31 07:10", 13.0))
    w.blob(f"{base}/Garmin/2026-05-24_longo_12km.fit", 8, P, R, head=FIT)
    w.doc(f"{base}/Sapatilhas - fatura.pdf", 52, P, R, f"""
SportZone Colombo - Fatura simplificada   Data: 2026-04-10
Cliente: {ME}   NIF {NIF}
ASICS Gel-Nimbus 27, mulher, tamanho 39 ...... 159,99
Meias de corrida (2 pares) ................... 19,98
Total: 179,97 EUR
""")
    # hard: the race project
    w.doc("Downloads/Documento (17).pdf", 39, P, R, f"""
Confirmação de pagamento - Inscrição em prova
Evento: Meia Maratona de Cascais 2026 | 4 de outubro de 2026
Participante: {ME} | Data de nascimento: 22/01/1988 | Sexo: F | T-shirt: S
Distância: 21,0975 km | Tempo previsto: 1:50-2:00 (bloco de partida C)
Referência Multibanco paga em 2026-04-23 | Valor: 32,00 EUR
Regulamento: tempo limite 3h00; chip descartável no dorsal.
""", hard=True)
    w.doc("Desktop/Novo Documento de Texto (3).txt", 0.5, P, R, """
semana 1 do plano (1-7 junho):
ter: 6 km fácil + 4 retas
qui: intervalos 6x800 a 5:05, rec 400 trote
sáb: 6 km fácil
dom: longo 9 km a 6:10-6:20
rolo na banda iliotibial antes e depois, exercícios da fisio 3x
meta: 1h55 em Cascais
""", hard=True)
    w.mail("Documents/emails/mensagem (8).eml", P, R, frm="Nuno Vidal <treinos@corredoresdagraca.pt>",
           to=ME_MAIL, subject="o teu plano para Cascais - ajustado", when="2026-05-15 21:40", body="""
Olá Inês,

Ajustei o plano de 18 semanas para a meia de Cascais (4 de outubro) tendo em conta o joelho:
- só 1 treino de qualidade por semana até ao fim de julho;
- longos a subir 1 km por semana, máximo 19 km na semana 16;
- em agosto, nos Açores, substitui os longos por trilhos a andar/correr, sem stress.

Objetivo realista: 1h55-1h58. Vemo-nos nos treinos de terça no Jardim da Graça.

Nuno
Corredores da Graça
""", hard=True)
    # Resources: running know-how
    Rs = "Resources"
    ar = "Documents/Corrida/Artigos"
    w.doc(f"{ar}/Zonas de frequência cardíaca.pdf", 400, Rs, R, """
Como calcular as suas zonas de treino pela frequência cardíaca de reserva (método de Karvonen)
FC de reserva = FC máxima - FC de repouso. Zona 2 (aeróbia fácil): 60-70% da FC de reserva + FC de repouso.
Exemplo: FCmáx 186, FCrepouso 56 -> reserva 130 -> zona 2 entre 134 e 147 bpm.
A maior parte do volume semanal (75-80%) deve ser feita em zona 1-2.
""")
    w.doc(f"{ar}/Banda iliotibial - exercícios para corredores.pdf", 130, Rs, R, """
Síndrome da banda iliotibial em corredores: prevenção
Causas frequentes: aumento brusco de volume, descidas, fraqueza do glúteo médio, sapatilhas gastas.
Prevenção: fortalecimento da anca (clamshell, ponte unilateral, passos laterais com elástico), aumentar o
volume até 10% por semana, alternar o lado da estrada.
""")
    w.doc(f"{ar}/Plano Pfitzinger - notas.md", 500, Rs, R, """
# Notas - "Faster Road Racing" (Pfitzinger & Latter), meia maratona

- ciclos de 12 semanas; "lactate threshold" a 15 km-meia maratona pace
- longo: até 2 h, 10-20% mais lento que o ritmo de prova
- "taper" de 2 semanas: volume -20% e -40%, manter intensidade
""")
    w.doc("Downloads/download (5).pdf", 90, Rs, R, """
Running cadence: does 180 steps per minute matter?
The "magic number" of 180 steps per minute comes from Jack Daniels' observations of elite runners at the 1984
Olympics. For recreational runners, increasing cadence by 5-10% from their natural rate reduces overstriding
and the load on the knee and hip - useful for runners with patellofemoral pain or iliotibial band syndrome.
Do it gradually, with a metronome app, on easy runs only.
""", hard=True)
    # Archive: past races
    Ar = "Archive"
    ss = "Documents/Corrida/São Silvestre 2024"
    w.doc(f"{ss}/dorsal e regulamento.pdf", 540, Ar, R, f"""
São Silvestre de Lisboa 2024 - 10 km - 31 de dezembro de 2024, 18h00, Avenida da Liberdade
Atleta: {ME}   Dorsal: 8841   Bloco: D
""")
    w.doc(f"{ss}/resultados.pdf", 515, Ar, R, f"""
São Silvestre de Lisboa 2024 - Classificação - 10 km
Posição geral: 6 221 de 11 480   F35: 412   {ME}   Tempo oficial: 56:48   Tempo de chip: 55:31
""")
    w.photo(f"{ss}/meta.jpg", "2024-12-31 19:02", Ar, R)
    w.doc("Documents/Corrida/Corrida da Mulher 2025 - diploma.pdf", 370, Ar, R, f"""
Corrida da Mulher 2025 - 5 km - Lisboa, 25 de maio de 2025
Diploma de participação: {ME}   Tempo: 27:12
""")


# --------------------------------------------------------------------------------------------------- Travel
def _travel(w: _Writer) -> None:
    P, T = "Projects", "Travel"
    az = "Documents/Viagens/Açores 2026"
    w.doc(f"{az}/Voos Azores Airlines LIS-PDL.pdf", 110, P, T, """
Azores Airlines - Itinerário / Recibo do bilhete eletrónico
Reserva: K7XQ2M   Passageiros: CARVALHO/INES MRS; FERREIRA/DANIEL MR; FERREIRA/MATILDE MISS (CHD)
S4 123  LIS 08:10 -> PDL 09:25 (hora local)  segunda-feira, 3 de agosto de 2026  Classe: Y  Bagagem: 1 x 23 kg
S4 128  PDL 17:40 -> LIS 20:55               sexta-feira, 14 de agosto de 2026
Total pago: 612,60 EUR
""")
    w.doc(f"{az}/Aluguer carro Ponta Delgada.pdf", 80, P, T, f"""
Ilha Verde Rent-a-Car - Confirmação de reserva n.º PDL-26-08812
Condutora: {ME}   Levantamento: Aeroporto de Ponta Delgada, 03/08/2026 10:00
Devolução: Aeroporto de Ponta Delgada, 14/08/2026 15:30   Grupo B (Renault Clio ou similar), cadeira de criança
Total: 468,00 EUR (seguro sem franquia incluído)
""")
    w.mail(f"{az}/Casa do Vale - Furnas reserva.eml", P, T,
           frm="Casa do Vale das Furnas <reservas@casadovalefurnas.pt>",
           to=ME_MAIL, subject="Reserva confirmada 3-9 agosto 2026", when="2026-02-20 16:30", body="""
Olá Inês,

Confirmamos a reserva do apartamento T1 (com sofá-cama para a Matilde) de 3 a 9 de agosto de 2026,
6 noites, 95 EUR/noite = 570 EUR. Sinal de 30% (171 EUR) recebido, o restante no check-in.

Sugestão: o cozido das Furnas tem de ser encomendado no restaurante com um dia de antecedência.

Até agosto!
Rita Medeiros
""")
    w.doc(f"{az}/Roteiro São Miguel.md", 10, P, T, """
# São Miguel, 3-14 agosto

- 3/8 chegada, Furnas (6 noites): Poça da Dona Beija, Terra Nostra
- 4/8 Lagoa das Furnas + fumarolas, cozido
- 5/8 Nordeste: Ponta do Sossego, Ponta da Madrugada (miradouros)
- 6/8 whale watching (Vila Franca? Ponta Delgada - reservado)
- 7/8 praia de Água d'Alto / ilhéu de Vila Franca
- 9/8 mudança para Mosteiros (5 noites): Sete Cidades, Lagoa do Fogo
- trilhos curtos com a Matilde (< 5 km)!
""")
    w.doc(f"{az}/Lista de malas.txt", 3, P, T, """
Açores - malas
impermeáveis x3, casacos leves, botas de caminhada (Matilde precisa de novas!)
fatos de banho (águas termais mancham - levar velhos)
protetor solar, chapéus, mochila pequena
cadeira auto - a rent-a-car tem
livros e o tablet para o avião
""")
    w.doc(f"{az}/Whale watching reserva.pdf", 60, P, T, f"""
Azores Blue Whale Tours - Booking confirmation #AB-88214
Lead name: {ME}   Date: 6 August 2026, 09:00   Meeting point: Marina de Ponta Delgada, kiosk 4
2 adults + 1 child (6 years): 55 + 55 + 40 = EUR 150.00 (paid)   Free rebooking if no sightings.
""")
    w.doc(f"{az}/Seguro viagem.pdf", 45, P, T, """
Seguro de viagem - Certificado
Pessoas seguras: Inês Moreira Carvalho, Daniel Sousa Ferreira, Matilde Carvalho Ferreira
Destino: Açores (Portugal)   Período: 03/08/2026 a 14/08/2026
Coberturas: despesas médicas 30 000 EUR, cancelamento 1 500 EUR/pessoa, bagagem 1 000 EUR
Prémio: 48,50 EUR
""")
    # hard
    w.doc("Downloads/Documento (18).pdf", 85, P, T, f"""
Booking.com - Confirmação da reserva n.º 4 118 902 557
Casa dos Mosteiros - Apartamento com vista mar
Check-in: domingo, 9 de agosto de 2026 (a partir das 15:00)   Check-out: sexta-feira, 14 de agosto de 2026 (até às 11:00)
Hóspedes: 2 adultos, 1 criança (6 anos)   Titular: {ME}
Preço total: 655,00 EUR (inclui taxa turística)   Cancelamento gratuito até 26 de julho de 2026
Morada: Rua do Porto, Mosteiros, 9555 Ponta Delgada, Açores
""", hard=True)
    w.mail("Documents/emails/message (7).eml", P, T, frm="Ilha Verde Rent-a-Car <bookings@ilhaverde.com>",
           to=ME_MAIL, subject="Voucher PDL-26-08812", when="2026-03-12 10:05", body=f"""
Dear {ME},

Thank you for booking with Ilha Verde. Please present this voucher at our desk in the arrivals hall of
João Paulo II Airport (Ponta Delgada) on 03/08/2026 at 10:00.

Vehicle: Group B (Renault Clio or similar), manual, with 1 booster seat
Return: 14/08/2026 15:30, same location
Payment: EUR 468.00, full cover insurance included.

Ilha Verde Rent-a-Car, São Miguel, Azores
""", hard=True)
    w.doc("Desktop/Nova pasta/lista (2).txt", 30, P, T, """
antes de agosto:
- marcar whale watching (feito)
- ver se a Lagoa do Fogo tem acesso condicionado em agosto (shuttle?)
- reservar termas Poça da Dona Beija com antecedência
- pedir ao Nuno plano de treino "de férias"
- passaporte não é preciso, CC da Matilde válido até 2027 ok
- gato -> vizinha do 2.º
""", hard=True)
    w.doc("Downloads/attachment (2).pdf", 108, P, T, """
Azores Airlines - e-ticket receipt
Booking reference: K7XQ2M   Ticket numbers: 331 2408811427-29
Passengers: CARVALHO/INES MRS, FERREIRA/DANIEL MR, FERREIRA/MATILDE MISS (CHD)
03AUG26 S4 123 Lisbon (LIS) 08:10 - Ponta Delgada (PDL) 09:25   Economy   23 kg
14AUG26 S4 128 Ponta Delgada (PDL) 17:40 - Lisbon (LIS) 20:55   Economy   23 kg
Fare EUR 432.00  Taxes EUR 180.60  Total EUR 612.60   Form of payment: VI ****4471
""", hard=True)
    # Archive: past trips
    Ar = "Archive"
    ga = "Documents/Viagens/Galiza 2025"
    w.doc(f"{ga}/bilhetes comboio Vigo-Santiago.pdf", 330, Ar, T, """
Renfe - Billete electrónico   Localizador: 7YH2KQ
Vigo-Urzáiz 10:12 -> Santiago de Compostela 11:05   Fecha: 16/07/2025   Tren: AVANT 08117
Pasajeros: 2 adultos, 1 niño   Coche 3, plazas 6A, 6B, 7A   Total: 34,70 EUR
""")
    w.doc(f"{ga}/alojamento Santiago.pdf", 340, Ar, T, f"""
Pensión Rúa Nova - Confirmación de reserva
Cliente: {ME}   Entrada: 16/07/2025   Salida: 20/07/2025   Habitación familiar (3 personas)
Precio: 4 noches x 85 EUR = 340 EUR   Pago en el establecimiento
""")
    w.doc(f"{ga}/roteiro Galiza.md", 360, Ar, T, """
# Galiza, 14-24 julho 2025

- 14-16 Vigo (carro até Valença, comboio) - ilhas Cíes dia 15 (barco reservado!)
- 16-20 Santiago - catedral, Praza de Abastos, parque de Bonaval
- 20-24 Baiona e praias do sul
""")
    pt = "Documents/Viagens/Porto Natal 2024"
    w.doc(f"{pt}/bilhetes CP Alfa Pendular.pdf", 535, Ar, T, """
CP - Comboios de Portugal - Bilhete   Alfa Pendular 125   Lisboa Santa Apolónia 09:00 -> Porto Campanhã 11:49
Data: 23/12/2024   Passageiros: 2 adultos + 1 criança (gratuita)   Carruagem 5, lugares 41, 42
Regresso: AP 134, 27/12/2024, 17:09   Total: 98,60 EUR
""")
    w.doc(f"{pt}/Hotel Ribeira Velha.pdf", 540, Ar, T, f"""
Hotel Ribeira Velha - Porto   Reserva n.º 24-1227
Hóspede: {ME}   23/12/2024 a 27/12/2024   Quarto familiar   Total: 512,00 EUR (pequeno-almoço incluído)
""")
    w.doc("2022/Sevilha - reservas.pdf", 1520, Ar, T, f"""
Hotel Casa del Patio - Sevilla   Reserva 22-04-0117
Cliente: {ME}   Entrada: 14/04/2022 (Semana Santa)   Salida: 18/04/2022   Habitación doble + cuna
Total: 396 EUR
""")
    # hard: past trips
    w.doc("2022/Documento (6).pdf", 1525, Ar, T, f"""
Booking.com - Confirmación de reserva 3 301 442 876
Apartamentos Triana Sol - Sevilla
Entrada: jueves, 14 de abril de 2022   Salida: lunes, 18 de abril de 2022
Huéspedes: 2 adultos + 1 niño (2 años)   Titular: {ME}   Precio: 396 EUR
Reserva completada. ¡Gracias por alojarte con nosotros!
""", hard=True)
    w.doc("Downloads/Documento (19).pdf", 330, Ar, T, """
Renfe - Billete electrónico   Localizador: 7YH2KQ   Fecha de viaje: 16/07/2025
Vigo-Urzáiz -> Santiago de Compostela   Salida 10:12   Llegada 11:05   Tren AVANT 08117
Viajeros: INES MOREIRA CARVALHO, DANIEL SOUSA FERREIRA, MATILDE CARVALHO FERREIRA (niño)
Importe total: 34,70 EUR - Tarjeta ****4471
""", hard=True)
    w.mail("Documents/emails/mensagem (9).eml", Ar, T, frm="Uxía (Airbnb) <automated@airbnb.com>", to=ME_MAIL,
           subject="Mensaxe de Uxía: chegada a Baiona", when="2025-07-19 20:15", body="""
Ola Inês!

Amañá esperámosvos en Baiona a partir das 16h. O apartamento está no 2.º andar, Rúa Ventura Misa 14;
a chave está na caixa de correo (código 4471). Hai praia a 5 minutos e a panadaría da esquina abre ás 8h.
Boa viaxe desde Santiago!

Uxía
""", hard=True)
    w.doc("from old phone/Download/Documento.pdf", 1750, Ar, T, """
Ryanair - Boarding pass
CARVALHO/INES   Flight FR 7232   Lisbon (LIS) -> London Stansted (STN)   Date: 09 OCT 2021
Departure 06:25   Gate closes 05:55   Seat 17C   Priority: no   Sequence 118
""", hard=True)


# --------------------------------------------------------------------------------------------------- Allotment
def _allotment(w: _Writer) -> None:
    A, R, H = "Areas", "Resources", "Allotment"
    base = "Documents/Horta"
    w.doc(f"{base}/Regulamento Horta Comunitária.pdf", 620, A, H, """
Associação Hortas da Penha de França - Regulamento da Horta Comunitária do Vale Fundão
Art. 3.º Cada talhão (25 m2) é atribuído por um ano, renovável, mediante pagamento da quota anual.
Art. 5.º É proibido o uso de pesticidas e adubos de síntese; a compostagem é comunitária.
Art. 7.º Cada hortelão participa na escala de rega e na limpeza das zonas comuns (1 sábado por mês).
Art. 9.º O talhão abandonado por mais de 60 dias pode ser reatribuído.
""")
    w.doc(f"{base}/Quota anual 2026.pdf", 140, A, H, f"""
Associação Hortas da Penha de França - Recibo n.º 2026/014
Recebemos de {ME} a quantia de 60,00 EUR, referente à quota anual de 2026 do talhão n.º 14
(Horta Comunitária do Vale Fundão).   Lisboa, 12 de janeiro de 2026.
""")
    w.doc(f"{base}/Escala de rega 2026.csv", 70, A, H, """
Semana;Talhões de turno;Responsável pela chave
23/03;1-5;Sr. Adelino (talhão 3)
30/03;6-10;Marta (talhão 8)
06/04;11-15;Inês (talhão 14)
13/04;16-20;Família Baptista (talhão 17)
...;;
01/06;11-15;Inês (talhão 14)
06/07;11-15;Inês (talhão 14)
""")
    w.doc(f"{base}/Calendário de sementeiras.pdf", 800, R, H, """
Calendário de sementeiras e plantações - zona de Lisboa (clima mediterrânico)
Fevereiro-março: ervilhas, favas (plantar), alfaces, cenouras, rabanetes
Abril-maio: tomate, pimento, beringela, curgete, feijão-verde, abóbora (após os últimos frios)
Junho-julho: alfaces de verão, feijão, manjericão; regar de manhã cedo
Setembro-outubro: couves, brócolos, alho, cebola, favas
""")
    w.doc(f"{base}/consociações.md", 500, R, H, """
# Consociações que resultam no talhão

- tomate + manjericão + cravos-túnicos (afasta a mosca-branca)
- milho + feijão + abóbora (as "três irmãs") - funcionou em 2025!
- cenoura + cebola (confunde a mosca da cenoura)
- evitar: feijão ao lado de alho/cebola
""")
    w.doc(f"{base}/míldio do tomate.pdf", 320, R, H, """
Míldio do tomateiro (Phytophthora infestans) em agricultura biológica
Sintomas: manchas castanhas nas folhas com bordos esbatidos, frutos com manchas duras acastanhadas.
Prevenção: regar ao pé (nunca as folhas), boa ventilação, retirar folhas de baixo, rotação de culturas.
Tratamento permitido em MPB: calda bordalesa (cobre), respeitando os limites anuais.
""")
    w.doc(f"{base}/sementes encomenda 2026.csv", 130, R, H, """
Variedade;Fornecedor;Qtd;Preço
Tomate coração-de-boi;Sementes Vivas;1 saqueta;3,20
Tomate cereja amarelo;Sementes Vivas;1 saqueta;3,20
Feijão-verde rasteiro;Colmeia Verde;100 g;2,90
Curgete preta;Colmeia Verde;1 saqueta;2,40
Manjericão folha larga;Sementes Vivas;1 saqueta;2,10
""")
    w.photo(f"{base}/talhão 14 - maio.jpg", "2026-05-16 10:40", R, H)
    # hard
    w.mail("Documents/emails/message (8).eml", A, H, frm="Hortas da Penha de França <hortaspenhafranca@gmail.com>",
           to="Hortelãos Vale Fundão <hortelaos-valefundao@googlegroups.com>",
           subject="Escala de rega e limpeza - junho",
           when="2026-05-29 18:30", body="""
Olá a todos,

Lembramos a escala de rega de junho: semana de 1 de junho, talhões 11 a 15 (chave com a Inês, talhão 14);
semana de 8, talhões 16 a 20. A limpeza das zonas comuns e do compostor é no sábado, 13 de junho, às 9h30.

Há ainda 6 hortelãos com a quota de 2026 por pagar. O talhão 22 vai ser reatribuído por abandono.

A direção
""", hard=True)
    w.doc("Downloads/Documento (20).pdf", 140, A, H, f"""
Associação Hortas da Penha de França - NIF 514 772 019
Recibo n.º 2026/014   Data: 2026-01-12
Recebemos de {ME} a quantia de sessenta euros (60,00 EUR), referente à quota anual de 2026, talhão n.º 14 da
Horta Comunitária do Vale Fundão, incluindo o uso de água e do compostor comunitário.
O tesoureiro, Adelino Marques
""", hard=True)
    w.doc("Documents/diversos/notas (3).txt", 8, A, H, """
horta - junho
semana 1: sou eu com a chave, turno de rega 11-15 (levar mangueira nova)
sábado 13: limpeza do compostor, 9h30
renovar talhão para 2027 até novembro
falar com o Adelino sobre a torneira partida
""", hard=True)
    w.doc("Downloads/download (6).pdf", 450, R, H, """
Compostagem doméstica: guia prático
Equilibre materiais "verdes" (restos de legumes, relva cortada, borras de café) e "castanhos" (folhas secas,
cartão, palha) na proporção de 1 para 2. Mantenha a pilha húmida como uma esponja espremida e revolva-a a
cada duas semanas. Evite carne, peixe, lacticínios e óleos. O composto está pronto em 4 a 6 meses, quando
estiver escuro e com cheiro a terra de floresta.
""", hard=True)
    w.doc("Desktop/Nova pasta/Documento9.docx", 14, R, H, """
O que plantei em 2026 (talhão 14)
Canteiro 1: 6 tomateiros coração-de-boi + 4 cereja amarelo, com manjericão - plantados 18/4
Canteiro 2: feijão-verde rasteiro (semeado 25/4), 3 curgetes
Canteiro 3: alfaces (3 levas, 15 em 15 dias), cebolo
Bordadura: cravos-túnicos, capuchinhas
Favas colhidas em maio (boas!). Para o ano: menos curgetes.
""", hard=True)


# -------------------------------------------------------------------------------------------- Recipes, Books, Music
def _recipes(w: _Writer) -> None:
    R, T = "Resources", "Recipes"
    base = "Documents/Receitas"
    w.doc(f"{base}/bacalhau à brás.txt", 900, R, T, """
Bacalhau à Brás (4 pessoas)
400 g de bacalhau demolhado e desfiado, 500 g de batata palha, 2 cebolas às rodelas finas, 2 dentes de alho,
6 ovos, azeite, salsa, azeitonas pretas.
Alourar a cebola e o alho em azeite, juntar o bacalhau e deixar tomar gosto. Juntar a batata palha e, fora
do lume, os ovos batidos; mexer até ficarem cremosos. Salsa e azeitonas por cima.
""")
    w.doc(f"{base}/arroz de pato da avó Lurdes.md", 1200, R, T, """
# Arroz de pato (avó Lurdes)

- 1 pato, 1 chouriço de carne, 1 farinheira (opcional), 400 g de arroz carolino
- cozer o pato com cebola, cenoura e louro; desfiar; usar o caldo para o arroz (2,5 x o volume)
- camadas: arroz, pato, arroz; rodelas de chouriço por cima
- forno 200 °C, 20 min, até tostar
""")
    w.doc(f"{base}/bolo de laranja.pdf", 600, R, T, """
Bolo de laranja húmido
Ingredientes: 4 ovos, 250 g de açúcar, 200 g de farinha, 1 colher de chá de fermento, 125 ml de óleo,
raspa e sumo de 2 laranjas.
Bater os ovos com o açúcar até esbranquiçar, juntar o óleo, o sumo e a raspa, e por fim a farinha com o
fermento. Forno a 180 °C, 35-40 minutos. Regar ainda quente com calda de sumo de laranja e açúcar.
""")
    w.doc(f"{base}/caldo verde.docx", 700, R, T, """
Caldo verde
500 g de batata, 1 cebola, 2 dentes de alho, 250 g de couve galega em juliana fina, 1 chouriço, azeite, sal.
Cozer a batata com a cebola e o alho, triturar. Juntar a couve e ferver 5 minutos, sem tampa, para ficar verde.
Servir com uma rodela de chouriço e um fio de azeite.
""")
    w.doc(f"{base}/granola da Matilde.txt", 200, R, T, """
granola (a Matilde ajuda)
300 g flocos de aveia, 100 g amêndoa picada, 50 g sementes de girassol, 3 c. sopa de mel, 3 c. sopa de
óleo de coco, canela. Forno 160 °C, 25 min, mexer a meio. Depois de fria juntar passas.
""")
    w.doc("Downloads/pasteis-de-nata-recipe.pdf", 400, R, T, """
Pastéis de nata (makes 12)
Pastry: 1 sheet of all-butter puff pastry, rolled into a log and cut into 12 discs; press into a muffin tin.
Custard: 250 ml milk, 1 cinnamon stick, lemon peel, 200 g sugar + 100 ml water (syrup), 30 g flour, 6 yolks.
Bake at the highest oven temperature (250-280 °C) for 12-15 minutes, until blistered and dark in spots.
""")
    w.doc("Desktop/untitled (7).txt", 230, R, T, """
sopa de legumes que ela come:
1 abóbora pequena (butternut), 2 cenouras, 1 curgete, 1 batata doce, 1 cebola, 1 alho
cozer 25 min em 1,5 L água, triturar, fio de azeite no fim
(sem couve nem nabo senão não come)
dá para 3 jantares, congela bem
""", hard=True)
    w.doc("Downloads/download (7).pdf", 520, R, T, """
Arroz de tamboril com gambas
Ingredientes (4 pessoas): 800 g de tamboril em postas, 300 g de gambas, 300 g de arroz carolino,
1 cebola, 2 dentes de alho, 1 pimento vermelho, 2 tomates maduros, coentros, 1 folha de louro, vinho branco.
Fazer um refogado com a cebola, o alho, o pimento e o tomate; juntar 1,2 L de caldo feito com as cascas das
gambas; quando ferver, juntar o arroz; aos 10 minutos o tamboril e as gambas. Servir malandrinho, com coentros.
""", hard=True)


def _books(w: _Writer) -> None:
    R, B = "Resources", "Books"
    for rel, title, author, age in [
        ("Livros/José Saramago - Ensaio sobre a Cegueira.epub", "Ensaio sobre a Cegueira", "José Saramago", 900),
        ("Livros/Fernando Pessoa - Livro do Desassossego.epub", "Livro do Desassossego", "Fernando Pessoa", 1100),
        ("Livros/Sally Rooney - Intermezzo.epub", "Intermezzo", "Sally Rooney", 220),
        ("Livros/Elena Ferrante - La amiga estupenda.epub", "La amiga estupenda", "Elena Ferrante", 600),
        ("Downloads/Hisham Matar - My Friends.epub", "My Friends", "Hisham Matar", 75),
    ]:
        w.blob(rel, age, R, B, data=_epub(title, author))
    w.blob("Livros/Sophia de Mello Breyner - contos exemplares.mobi", 1400, R, B, head=b"BOOKMOBI")


def _music(w: _Writer) -> None:
    R, M = "Resources", "Music"
    for rel, head, age in [
        ("Music/Mariza/Transparente/01 Há Uma Música do Povo.mp3", MP3, 2000),
        ("Music/Carlos Paredes/Guitarra Portuguesa/01 Verdes Anos.mp3", MP3, 2500),
        ("Music/Ana Moura/Casa Guilhermina/02 Jacarandá.flac", FLAC, 700),
        ("Music/Rosalía/MOTOMAMI/03 CANDY.m4a", M4A, 1200),
        ("Music/Sérgio Godinho/Pano-Cru/01 O Primeiro Dia.mp3", MP3, 3000),
        ("Music/canções para a Matilde/Os Azeitonas - Anda Comigo Ver os Aviões.mp3", MP3, 400),
        ("Music/canções para a Matilde/A Casinha do Lobo.mp3", MP3, 400),
    ]:
        w.blob(rel, age, R, M, head=head, size=(4000, 9000))


# --------------------------------------------------------------------------------------------------- Software
_ALIGN_PY = '''"""Sentence alignment for PT/EN parallel texts (Gale-Church, length-based)."""

from __future__ import annotations

import math
from dataclasses import dataclass

# probabilities of the alignment types (Gale & Church 1993, table 5)
PRIORS = {(1, 1): 0.89, (1, 0): 0.0099, (0, 1): 0.0099, (2, 1): 0.089, (1, 2): 0.089, (2, 2): 0.011}
C, S2 = 1.06, 6.8  # PT is ~6% longer than EN in characters


@dataclass
class Bead:
    src: list[str]
    tgt: list[str]


def _cost(ls: int, lt: int) -> float:
    if ls == 0 and lt == 0:
        return 0.0
    mean = (ls + lt / C) / 2
    z = (C * ls - lt) / math.sqrt(S2 * max(mean, 1))
    pd = 2 * (1 - 0.5 * (1 + math.erf(abs(z) / math.sqrt(2))))
    return -math.log(max(pd, 1e-12))


def align(src: list[str], tgt: list[str]) -> list[Bead]:
    n, m = len(src), len(tgt)
    inf = float("inf")
    d = [[inf] * (m + 1) for _ in range(n + 1)]
    back: dict[tuple[int, int], tuple[int, int]] = {}
    d[0][0] = 0.0
    for i in range(n + 1):
        for j in range(m + 1):
            for (di, dj), p in PRIORS.items():
                if i - di < 0 or j - dj < 0 or d[i - di][j - dj] == inf:
                    continue
                ls = sum(len(s) for s in src[i - di:i])
                lt = sum(len(t) for t in tgt[j - dj:j])
                c = d[i - di][j - dj] + _cost(ls, lt) - math.log(p)
                if c < d[i][j]:
                    d[i][j], back[i, j] = c, (di, dj)
    beads, i, j = [], n, m
    while i or j:
        di, dj = back[i, j]
        beads.append(Bead(src[i - di:i], tgt[j - dj:j]))
        i, j = i - di, j - dj
    return beads[::-1]
'''

_TMX_PY = '''"""Write aligned beads as TMX 1.4b."""

from xml.sax.saxutils import escape

HEADER = (\'<?xml version="1.0" encoding="UTF-8"?>\\n<tmx version="1.4"><header creationtool="alinhador" \'
          \'creationtoolversion="0.4" segtype="sentence" o-tmf="none" adminlang="en" srclang="{src}" \'
          \'datatype="plaintext"/><body>\\n\')


def to_tmx(beads, src_lang="pt-PT", tgt_lang="en-GB") -> str:
    out = [HEADER.format(src=src_lang)]
    for b in beads:
        if not b.src or not b.tgt:
            continue
        out.append(f\'<tu><tuv xml:lang="{src_lang}"><seg>{escape(" ".join(b.src))}</seg></tuv>\'
                   f\'<tuv xml:lang="{tgt_lang}"><seg>{escape(" ".join(b.tgt))}</seg></tuv></tu>\\n\')
    out.append("</body></tmx>\\n")
    return "".join(out)
'''

_CLI_PY = '''"""alinhador CLI: alinhador original.txt traducao.txt -o memoria.tmx"""

import argparse
import re
from pathlib import Path

from .align import align
from .tmx import to_tmx

SPLIT = re.compile(r"(?<=[.!?;:])\\\\s+(?=[A-ZÁÉÍÓÚÂÊÔÃÕÇ\\"«(])")


def sentences(text: str) -> list[str]:
    return [s.strip() for p in text.split("\\\\n\\\\n") for s in SPLIT.split(p) if s.strip()]


def main() -> None:
    ap = argparse.ArgumentParser(prog="alinhador")
    ap.add_argument("source")
    ap.add_argument("target")
    ap.add_argument("-o", "--output", default="out.tmx")
    ap.add_argument("--src-lang", default="pt-PT")
    ap.add_argument("--tgt-lang", default="en-GB")
    a = ap.parse_args()
    beads = align(sentences(Path(a.source).read_text("utf-8")), sentences(Path(a.target).read_text("utf-8")))
    Path(a.output).write_text(to_tmx(beads, a.src_lang, a.tgt_lang), "utf-8")
    print(f"{len(beads)} unidades escritas em {a.output}")
'''

_TEST_PY = '''from alinhador.align import align


def test_one_to_one():
    beads = align(["O contrato termina hoje.", "A renda é paga ao dia 8."],
                  ["The contract ends today.", "Rent is paid on the 8th."])
    assert [(len(b.src), len(b.tgt)) for b in beads] == [(1, 1), (1, 1)]


def test_two_to_one():
    beads = align(["Obrigada.", "Até amanhã."], ["Thanks, see you tomorrow."])
    assert len(beads) == 1
'''


def _software(w: _Writer) -> None:
    P, S = "Projects", "Software"
    base = "code/alinhador"
    w.doc(f"{base}/README.md", 6, P, S, """
# alinhador

Alinha frases de um texto original em português com a sua tradução inglesa (ou vice-versa) e grava uma
memória de tradução TMX que se pode importar no memoQ ou no Trados.

    pip install -e .
    alinhador contrato_pt.txt contrato_en.txt -o contrato.tmx

Método: Gale & Church (1993), por comprimento de frases em caracteres, com tipos 1-1, 1-0, 0-1, 2-1, 1-2, 2-2.

## Estado
v0.4 - funciona com textos limpos. Para a v1.0 (julho): ler .docx, âncoras por números e datas, testes.
""")
    w.doc(f"{base}/TODO.md", 2, P, S, """
# TODO para a v1.0

- [x] Gale-Church básico
- [x] escrita TMX 1.4b
- [ ] ler .docx diretamente (python-docx)
- [ ] âncoras: números, datas, nomes próprios iguais nos dois lados
- [ ] separador de frases: abreviaturas PT ("Dr.", "n.º", "art.")
- [ ] testes com o catálogo da Casa das Marés (depois de entregue, e anonimizado)
- [ ] publicar no PyPI + GitHub, licença MIT
""")
    w.blob(f"{base}/pyproject.toml", 40, P, S, data=b"""[project]
name = "alinhador"
version = "0.4.0"
description = "Sentence aligner for PT/EN parallel texts, TMX output"
authors = [{name = "In\xc3\xaas Carvalho", email = "ines.carvalho.trad@gmail.com"}]
requires-python = ">=3.10"
license = {text = "MIT"}

[project.scripts]
alinhador = "alinhador.cli:main"
""")
    w.blob(f"{base}/alinhador/__init__.py", 40, P, S,
           data=b'"""alinhador: PT/EN sentence alignment."""\n__version__ = "0.4.0"\n')
    w.blob(f"{base}/alinhador/align.py", 9, P, S, data=_ALIGN_PY.encode())
    w.blob(f"{base}/alinhador/tmx.py", 30, P, S, data=_TMX_PY.encode())
    w.blob(f"{base}/alinhador/cli.py", 9, P, S, data=_CLI_PY.encode())
    w.blob(f"{base}/tests/test_align.py", 9, P, S, data=_TEST_PY.encode())
    w.doc(f"{base}/exemplos/contrato_pt.txt", 35, P, S, """
O presente contrato tem início em 1 de setembro de 2022. A renda mensal é de 900 euros.

O arrendatário paga a renda até ao dia 8 de cada mês. As obras de conservação ordinária são da
responsabilidade do senhorio.
""")
    w.doc(f"{base}/exemplos/contrato_en.txt", 35, P, S, """
This agreement commences on 1 September 2022. The monthly rent is 900 euros.

The tenant shall pay the rent by the 8th day of each month. Ordinary maintenance works shall be the
landlord's responsibility.
""")
    w.blob(f"{base}/.gitignore", 40, None, None, data=b"__pycache__/\n*.egg-info/\ndist/\n.venv/\n*.tmx\n")
    # installers
    R = "Resources"
    for rel, head, age in [
        ("Downloads/Firefox Setup 126.0.exe", EXE, 380),
        ("Downloads/python-3.12.4-amd64.exe", EXE, 60), ("Downloads/VLC-3.0.21-win64.exe", EXE, 300),
        ("Downloads/LibreOffice_24.2.3_Win_x86-64.msi", MSI, 400), ("Downloads/calibre-64bit-7.10.0.msi", MSI, 330),
        ("Downloads/memoQ-10-2-installer.exe", EXE, 200), ("Downloads/GarminExpressInstaller.exe", EXE, 120),
        ("Downloads/HP_Smart_Setup (1).exe", EXE, 700),
    ]:
        w.blob(rel, age, R, S, head=head, size=(6000, 12000))


# --------------------------------------------------------------------------------------------------- Photos
def _photos(w: _Writer) -> None:
    cam = "Pictures/Camera Roll"
    for taken in ["2026-01-01 00:14", "2026-03-08 11:02", "2026-04-25 12:20", "2026-05-10 09:15",
                  "2026-05-10 09:16", "2026-05-30 19:44"]:
        sec = f"{(int(taken[-2:]) * 7) % 60:02d}"
        w.photo(f"{cam}/IMG_{taken[:10].replace('-', '')}_{taken[11:].replace(':', '')}{sec}.jpg", taken)
    for i, taken in enumerate(["2025-09-14 15:30", "2025-09-14 15:42", "2025-09-14 16:40"]):
        w.photo(f"Pictures/Matilde/Aniversário 6 anos/DSC_{4401 + i}.JPG", taken)
    w.photo("Pictures/Matilde/primeiro dia de escola.jpg", "2025-09-15 08:51")
    for i, taken in enumerate(["2025-07-15 12:10", "2025-07-17 19:02", "2025-07-22 11:05"]):
        w.photo(f"Pictures/2025/Galiza/IMG_{2310 + i * 7}.jpg", taken)
    for i, taken in enumerate(["2024-12-24 21:10", "2024-12-26 16:00"]):
        w.photo(f"Pictures/2024/Natal no Porto/IMG_{1804 + i}.jpg", taken)
    for taken in ["2026-03-02 10:14", "2026-05-03 17:58"]:
        w.photo(f"Pictures/WhatsApp Images/WhatsApp Image {taken[:10]} at {taken[11:].replace(':', '.')}.22.jpeg",
                None, age=_age(_when(taken)))
    for i, taken in enumerate(["2026-04-18 14:20", "2026-05-23 18:05"]):
        w.photo(f"Pictures/do Daniel/IMG_{4821 + i}.HEIC", taken)
    # screenshots: each belongs where the thing it shows belongs
    shots = "Pictures/Screenshots"
    for name, age, bucket, topic in [
        ("Captura de ecrã 2026-05-12 094103.png", 20, "Projects", "Running"),    # Garmin: 12 km long run
        ("Captura de ecrã 2026-05-20 212255.png", 12, "Areas", "Finance"),       # MB Way payment of SS
        ("Captura de ecrã 2026-02-20 163522.png", 101, "Projects", "Travel"),    # Furnas flat listing
        ("Captura de ecrã 2026-04-29 101010.png", 33, "Areas", "Teaching"),      # Fénix grade-entry screen
        ("Screenshot 2025-11-03 230144.png", 210, "Resources", "Photos"),        # a meme Daniel sent
    ]:
        w.photo(f"{shots}/{name}", None, bucket, topic, age=age)
    w.photo("Pictures/comprovativo pagamento IVA.jpg", "2026-05-20 10:02", "Areas", "Finance")
    # old phone
    old = "from old phone"
    for taken in ["2021-06-12 18:22", "2021-10-09 14:05", "2022-01-01 00:03", "2022-08-27 16:12"]:
        w.photo(f"{old}/DCIM/Camera/IMG_{taken[:10].replace('-', '')}_{taken[11:].replace(':', '')}00.jpg", taken)
    w.photo(f"{old}/WhatsApp/Media/WhatsApp Images/IMG-20211224-WA0007.jpg", None, age=1620)
    # the 2022 folder
    for i, taken in enumerate(["2022-04-15 11:12", "2022-04-16 20:41"]):
        w.photo(f"2022/IMG_{5120 + i}.JPG", taken)


def _backup(w: _Writer) -> None:
    Ar, B = "Archive", "Backup"
    old = "from old phone"
    w.blob(f"{old}/contacts.vcf", 1380, Ar, B, data="""BEGIN:VCARD
VERSION:3.0
FN:Daniel
TEL;TYPE=CELL:+351 91 200 4410
END:VCARD
BEGIN:VCARD
VERSION:3.0
FN:Mãe
TEL;TYPE=CELL:+351 96 771 0321
END:VCARD
BEGIN:VCARD
VERSION:3.0
FN:Instituto Línguas Pragal
TEL;TYPE=WORK:+351 21 274 1180
END:VCARD
""".encode())
    w.blob(f"{old}/sms-20220905.xml", 1364, Ar, B, data=b"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
           b'<smses count="2" backup_set="8d1f" backup_date="1662370000000">\n'
           b'<sms address="+351912004410" date="1662300000000" type="1" body="Ja estou no metro" />\n'
           b'<sms address="CTT" date="1662310000000" type="1" body="A sua encomenda foi entregue" />\n</smses>\n')
    w.blob(f"{old}/WhatsApp/Databases/msgstore.db.crypt14", 1364, Ar, B, size=(8000, 12000))
    w.blob(f"{old}/calllog-20220905.xml", 1364, Ar, B, data=b"<?xml version='1.0' encoding='UTF-8' ?>\n"
           b'<calls count="1"><call number="+351912004410" duration="62" date="1662290000000" type="2" /></calls>\n')


# --------------------------------------------------------------------------------------------------- Left
def _left(w: _Writer) -> None:
    L, S = "Left", "System"
    for rel in ("Desktop/desktop.ini", "Documents/desktop.ini", "Downloads/desktop.ini"):
        w.blob(rel, 900, L, S, data=INI.encode("utf-16"))
    w.blob("Pictures/Thumbs.db", 30, L, S, head=THUMBS)
    w.blob("Pictures/Camera Roll/Thumbs.db", 2, L, S, head=THUMBS)
    w.blob("Downloads/Unconfirmed 483920.crdownload", 0.3, L, S, size=(3000, 9000))
    w.blob("Downloads/LibreOffice_24.8.1_Win_x86-64.msi.crdownload", 1.5, L, S, head=MSI)
    w.blob("Downloads/ubuntu-24.04.2-desktop-amd64.iso.part", 12, L, S, size=(9000, 15000))
    w.blob("Downloads/Relatório_Contas_2025_Hidrolusa.pdf.part", 4, L, S, head=b"%PDF-1.7\n")
    w.blob("Documents/Faculdade/2025-26/Tradução Técnica e Científica/~$ograma TTC 2025-26.docx", 130, L, S,
           data=b"\x0bInes Carvalho" + b"\x00" * 40)
    w.blob("Desktop/~WRL0003.tmp", 15, L, S, size=(2000, 4000))
    w.blob("Documents/~$cumento4.docx", 10, L, S, data=b"\x0bInes Carvalho" + b"\x00" * 40)


# --------------------------------------------------------------------------------------------------- build
def build(root: Path, seed: int = 21) -> list[Item]:
    """Write Inês's files under ``root``; return one truth label per listed file (deterministic for a seed)."""
    root.mkdir(parents=True, exist_ok=True)
    w = _Writer(root, random.Random(seed))
    for part in (_finance, _home, _health, _school, _teaching, _translation, _studio, _estate, _studies,
                 _textbook, _running, _travel, _allotment, _recipes, _books, _music, _software, _photos,
                 _backup, _left):
        part(w)
    return w.items
