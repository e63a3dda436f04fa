"""A thirty-third labelled corpus: a São Paulo family lawyer's Windows laptop, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bench
scripts, at the bodies of any other corpus or at any placement result: only ``unseen.py``'s docstring (for the
way labelling rules are written) and the first lines of its ``build`` (the write/encode/add helpers), the
``Item`` dataclass, ``NOW``/``NOW_S``/``DAY`` and the helpers ``_pdf``, ``_jpeg`` (``corpus.py``), ``_d``,
``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD`` (``blind.py``) and ``_blob``, ``_xlsx``, ``_rezip``, ``_latin1``,
``_epub``, ``_id3`` (``unseen.py``). The files and labels are shaped by what this person would have on disk,
not by what any program looks for.

The person: Dra. Ana Paula Ferreira, 41, a family-law lawyer (advogada, OAB/SP 234.567) in São Paulo with her
own small practice, Ferreira Advocacia (a sociedade individual de advocacia in the Simples Nacional, since
2019), with one associate, Dr. Thiago Rocha Mendes, and an intern, Bruna Sayuri Oliveira. Before that she
spent 2012-2019 at a big firm, Vilela Teixeira Advogados. She is divorced (her own divorce from Ricardo
Almeida Lima was settled in 2021) and has one son, Lucas (10, 5º ano at Colégio Horizonte). She lives in an
apartment in Vila Madalena, drives a 2021 Honda HR-V, and does everything on one Windows laptop: files are
Brazilian Portuguese with a little English.

What is going on now (June 2026): five active client matters, each in its own folder under
``Documentos/Clientes`` named by client, kind of case and process number -- Mariana Albuquerque's litigious
divorce (5ª Vara da Família, Foro Central), Felipe Nakamura's shared-custody case (Foro Regional de
Pinheiros), Juliana Souza Prado's revisional de alimentos for her daughter (Santo Amaro), the inventário of
Antônio Carlos Bezerra, and Patrícia and Marcelo Lins's extrajudicial divorce at a notary; the office is
moving from the rented room in Jardim Paulista to a new conjunto in Pinheiros (lease, removal quotes,
carpentry, internet, photos of the works); she is in the last semester of a pós-graduação in Direito das
Famílias e Mediação at the IPEJ and is writing the TCC (due November 2026); Lucas goes on a three-week summer
camp in Canada in July 2026 (needs the father's travel authorisation); she and a friend go to Portugal in
September 2026.

What is ongoing: the practice (honorários contracts, notas fiscais de serviço, DAS of the Simples Nacional,
the contadora, OAB dues, the associate's and the intern's payments, the office rent, the certificado
digital, the deadline spreadsheet); personal money (Itaú, the Nubank card, IRPF, investments); health (the
SulAmérica plan, exams, Lucas's doctors); the apartment (condomínio, IPTU, utilities, the cleaner); Lucas's
school; the car; co-parenting with Ricardo (the pensão he pays, the convivência calendar, shared expenses).

What is finished: client cases closed and archived by year under ``Casos Encerrados`` (and one, Carla
Rezende's execução de alimentos, closed in March 2026 but still sitting in ``Clientes``); her years at Vilela
Teixeira; her own divorce of 2021; past trips (Chile 2023, Bariloche 2024, Trancoso January 2026); a copy of
her old Dell laptop (``Backup notebook Dell 2019``).

The machine: ``Documentos`` with tidy and untidy parts, ``Downloads`` full of ``documento (3).pdf``,
``download.pdf``, ``anexo.pdf``, ``Planilha sem título.xlsx``, installers and WhatsApp images,
``Área de Trabalho`` with ``Documento sem título.txt`` and a ``Nova pasta``, ``Digitalizações`` full of
``scan_00NN.pdf`` from the office scanner, saved e-mails in ``Documentos/E-mails salvos``, ``Imagens``,
``Músicas``, ``Livros``, unfinished downloads, Office lock files and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on, whatever the file's age. Each active
  client case -- its procuração, petições, the client's documents (also WhatsApp images and scans the
  client sent), decisions, audiência notes, calculations, e-mails with the client or the notary -- topic
  Law; the office move to Pinheiros (new lease, notice on the old room, quotes, floor plan, carpentry,
  internet, checklist, photos of the works) -- topic Law, because it is the practice's; the pós-graduação
  (enrolment, contract, fees, timetable, assignments, TCC drafts and its bibliography list, messages from
  the coordination) -- topic Study; Lucas's camp in Canada and the Portugal trip (tickets, bookings,
  insurance, travel authorisation, passport, itinerary, packing lists) -- topic Travel.
- **Areas**: responsibilities with no end, whatever the document's age: running the practice --
  honorários contracts, notas fiscais, DAS/Simples Nacional, the contadora's papers, OAB dues, the
  associate's and intern's contracts and payments, the office rent on the current room, the certificado
  digital, the deadline and hearing spreadsheets, the list of all processes (Law); personal bank, card,
  IRPF, investments, household budget (Finance); health plan, exams, prescriptions, the family's doctors
  (Health); the apartment, condomínio, IPTU, utilities, home insurance, the cleaner (Home); the car --
  IPVA, licensing, insurance, service, fines (Car); Lucas's school -- fees, report cards, circulars,
  material lists, enrolment contracts (School); co-parenting with Ricardo -- pensão received, convivência
  calendar, shared extraordinary expenses (Family). An OAB receipt of 2019, an IRPF of 2020 or Lucas's 2024
  school contract are still Areas.
- **Resources**: reference and interests by subject: legislation, jurisprudence, doctrine articles,
  petition and contract models, the OAB-SP fee table, and the pós-graduação's module slides and readings,
  even when saved inside a case or course folder (Law); appliance manuals (Home); recipes (Cooking);
  ebooks (Books); music (Music); installers (Software); photos, albums, screenshots and loose WhatsApp
  images (Photos) -- except images filed as part of a record (the scan of her OAB card among the OAB
  papers, client documents and evidence in a case folder, the office works, an old trip's folder), which
  go with that folder's bucket and topic, and those inside the old laptop copy. A family-law textbook among
  the ebooks in ``Livros`` is Law, not Books.
- **Archive**: finished projects and ended responsibilities, however recent: closed client cases,
  including Carla Rezende's closed in March 2026 (Law); her employment at Vilela Teixeira, ended 2019
  (Law); her own divorce of 2021 (Family); past trips (Travel); the copy of the old laptop, whatever is in
  it (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``, also inside the old laptop copy) (topic System). Dot files (``.~lock...#``) are written but
  not labelled.

Topics are subjects, one per subject: every file of the practice -- cases, administration, the move, the
legal library -- is ``Law``; her own divorce and co-parenting are ``Family``. ``hard`` marks a file whose
name *and* folder say nothing about its subject (``Downloads/documento (3).pdf``,
``Área de Trabalho/Documento sem título.txt``, ``Digitalizações/scan_0014.pdf``,
``Documentos/E-mails salvos/Mensagem 2026-05-20.eml``): only the text inside can place it. Images are never
hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

from .blind import HEIC_HEAD, _d, _docx, _money, _png  # noqa: F401  (_d/_money kept for parity)
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
         "novembro", "dezembro"]

ANA = "Ana Paula Ferreira"
OAB = "OAB/SP 234.567"
ESCR = "Ferreira Advocacia - Sociedade Individual de Advocacia - CNPJ 34.567.890/0001-12"
END_VELHO = "Alameda Santos, 1.800, cj. 52, Jardim Paulista, São Paulo/SP, CEP 01418-102"
END_NOVO = "Rua dos Pinheiros, 870, cj. 114, Pinheiros, São Paulo/SP, CEP 05422-001"
CASA = "Rua Harmonia, 512, ap. 71, Vila Madalena, São Paulo/SP"


def _dt(dt: datetime) -> str:
    return f"{dt:%d/%m/%Y}"


def _ext(dt: datetime) -> str:
    return f"{dt.day} de {MESES[dt.month - 1]} de {dt.year}"


def _rs(r: random.Random, lo: float, hi: float) -> str:
    v = f"{r.uniform(lo, hi):,.2f}"
    return "R$ " + v.replace(",", "X").replace(".", ",").replace("X", ".")


def _cpf(r: random.Random) -> str:
    return f"{r.randint(100, 999)}.{r.randint(100, 999)}.{r.randint(100, 999)}-{r.randint(10, 99)}"


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> bytes:
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    m["Subject"] = subject
    h = hash_(subject)
    m["Date"] = format_datetime(dt.replace(hour=8 + h % 12, minute=h % 60, second=h % 59))
    m["Message-ID"] = f"<{abs(hash_(subject + frm)) % 10**12}.{dt:%Y%m%d}@mail.example.com.br>"
    m.set_content(body)
    return bytes(m)


def hash_(s: str) -> int:
    h = 7
    for ch in s:
        h = (h * 131 + ord(ch)) % (2**61 - 1)
    return h


# ------------------------------------------------------------------------------------------ the cases
CASOS = {
    "alb": dict(cli="Mariana Costa Albuquerque", parte="Rodrigo Albuquerque Neto", proc="1012345-67.2025.8.26.0100",
                vara="5ª Vara da Família e Sucessões do Foro Central Cível da Comarca de São Paulo",
                acao="Ação de Divórcio Litigioso c/c Partilha de Bens e Alimentos"),
    "nak": dict(cli="Felipe Hideki Nakamura", parte="Camila Ribeiro Nakamura", proc="1003456-21.2025.8.26.0011",
                vara="2ª Vara da Família e Sucessões do Foro Regional XI - Pinheiros",
                acao="Ação de Regulamentação de Guarda Compartilhada e Convivência"),
    "sou": dict(cli="Helena Souza Prado, representada por sua mãe Juliana Souza Prado", parte="Marcos Vinícius Prado",
                proc="1001234-55.2026.8.26.0002",
                vara="3ª Vara da Família e Sucessões do Foro Regional II - Santo Amaro",
                acao="Ação Revisional de Alimentos"),
    "bez": dict(cli="Sônia Maria Bezerra, inventariante", parte="Espólio de Antônio Carlos Bezerra",
                proc="1056789-10.2025.8.26.0100",
                vara="9ª Vara da Família e Sucessões do Foro Central Cível da Comarca de São Paulo",
                acao="Inventário"),
    "rez": dict(cli="Carla Rezende Martins", parte="Fábio Martins de Souza", proc="1009876-43.2024.8.26.0100",
                vara="7ª Vara da Família e Sucessões do Foro Central Cível da Comarca de São Paulo",
                acao="Execução de Alimentos"),
}


def t_procuracao(key: str):
    c = CASOS[key]

    def f(r, dt):
        return (f"PROCURAÇÃO AD JUDICIA ET EXTRA\nOUTORGANTE: {c['cli'].split(',')[0]}, brasileiro(a), "
                f"portador(a) do CPF {_cpf(r)}, residente em São Paulo/SP.\n"
                f"OUTORGADOS: {ANA}, {OAB}, e Thiago Rocha Mendes, OAB/SP 412.876, integrantes de {ESCR}, "
                f"com escritório na {END_VELHO}.\n"
                f"PODERES: os da cláusula ad judicia et extra, para o foro em geral, em especial para propor e "
                f"acompanhar {c['acao']} em face de {c['parte']}, podendo transigir, desistir, firmar acordos, "
                f"receber e dar quitação, substabelecer com ou sem reservas.\n"
                f"São Paulo, {_ext(dt)}.\n\n______________________________\n{c['cli'].split(',')[0]}")
    return f


def t_peticao(key: str, titulo: str, corpo: str):
    c = CASOS[key]

    def f(r, dt):
        return (f"EXCELENTÍSSIMO(A) SENHOR(A) DOUTOR(A) JUIZ(A) DE DIREITO DA {c['vara'].upper()}\n\n"
                f"Processo nº {c['proc']}\n\n{c['cli']}, já qualificado(a) nos autos da {c['acao']} que move em face "
                f"de {c['parte']}, por sua advogada que esta subscreve, vem, respeitosamente, à presença de Vossa "
                f"Excelência apresentar {titulo}, pelos fatos e fundamentos a seguir expostos.\n\n{corpo}\n\n"
                f"Termos em que, pede deferimento.\nSão Paulo, {_ext(dt)}.\n\n{ANA}\n{OAB}")
    return f


def t_decisao(key: str, texto: str):
    c = CASOS[key]

    def f(r, dt):
        return (f"TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO\n{c['vara']}\nProcesso Digital nº: {c['proc']}\n"
                f"Classe - Assunto: {c['acao']}\nRequerente: {c['cli']}\nRequerido: {c['parte']}\n"
                f"Juiz(a) de Direito: Dr(a). {r.choice(['Luciana Amaral Prates', 'Roberto Siqueira Campos', 'Denise Fujita Horta'])}\n\n"
                f"Vistos.\n{texto}\nIntime-se.\nSão Paulo, {_dt(dt)}.\n"
                "DOCUMENTO ASSINADO DIGITALMENTE NOS TERMOS DA LEI 11.419/2006")
    return f


def t_audiencia(key: str, notas: str):
    c = CASOS[key]

    def f(r, dt):
        return (f"Audiência - {c['acao']} - proc. {c['proc']}\nData: {_dt(dt)} - {r.choice(['13h30', '14h00', '15h30'])} "
                f"(videoconferência Teams/TJSP)\nCliente: {c['cli'].split(',')[0]}\nParte contrária: {c['parte']}\n\n"
                f"{notas}\n\nPróximos passos: conversar com o(a) cliente até sexta; Thiago controla o prazo no "
                f"planilha de prazos.")
    return f


def t_nf(cli: str, servico: str):
    def f(r, dt):
        n = 200 + (dt.year - 2024) * 40 + dt.month * 3 + r.randint(0, 2)
        return (f"PREFEITURA DO MUNICÍPIO DE SÃO PAULO\nNOTA FISCAL ELETRÔNICA DE SERVIÇOS - NFS-e\n"
                f"Número da Nota: {n:08d}   Data e Hora de Emissão: {_dt(dt)} {r.randint(9, 18)}:{r.randint(10, 59)}\n"
                f"PRESTADOR DE SERVIÇOS\n{ESCR}\n{END_VELHO}\nTOMADOR DE SERVIÇOS\n{cli} - CPF {_cpf(r)}\n"
                f"DISCRIMINAÇÃO DOS SERVIÇOS\n{servico}\nCódigo do Serviço: 03867 - Advocacia\n"
                f"VALOR TOTAL DO SERVIÇO = {_rs(r, 2500, 12000)}\nISS: recolhido no regime do Simples Nacional")
    return f


def t_das(r, dt):
    comp = dt - timedelta(days=25)
    return (f"Documento de Arrecadação do Simples Nacional - DAS\nCNPJ: 34.567.890/0001-12  Razão Social: FERREIRA "
            f"ADVOCACIA SOCIEDADE INDIVIDUAL DE ADVOCACIA\nPeríodo de Apuração: {MESES[comp.month - 1].capitalize()}/"
            f"{comp.year}\nData de Vencimento: 20/{dt.month:02d}/{dt.year}\nNúmero do Documento: 07.20.{r.randint(10000, 99999)}."
            f"{r.randint(1000000, 9999999)}-{r.randint(1, 9)}\nComposição: IRPJ, CSLL, COFINS, PIS/Pasep, CPP, ISS - "
            f"Anexo IV\nValor Total do Documento: {_rs(r, 1400, 3800)}\nPagar até a data de vencimento.")


def t_aluguel(r, dt):
    return (f"BOLETO - Imobiliária Paulista Gestão de Imóveis\nLocatário: {ESCR}\nImóvel: {END_VELHO}\n"
            f"Referência: aluguel {MESES[dt.month - 1]}/{dt.year} + condomínio + IPTU (1/10)\n"
            f"Aluguel: {_rs(r, 4200, 4200)}  Condomínio: {_rs(r, 890, 960)}  IPTU: {_rs(r, 210, 215)}\n"
            f"Vencimento: 05/{dt.month:02d}/{dt.year}\nLinha digitável: 34191.79001 01043.510047 91020.150008 "
            f"{r.randint(1, 9)} {r.randint(10**13, 10**14 - 1)}")


def t_recibo_thiago(r, dt):
    return (f"RECIBO DE PAGAMENTO - ADVOGADO ASSOCIADO\nRecebi de {ESCR} a importância de {_rs(r, 7800, 9200)} "
            f"referente à participação nos resultados e honorários do mês de {MESES[dt.month - 1]}/{dt.year}, nos "
            f"termos do contrato de associação averbado na OAB/SP.\nSão Paulo, {_ext(dt)}.\nThiago Rocha Mendes - "
            "OAB/SP 412.876")


def t_oab(r, dt):
    return (f"ORDEM DOS ADVOGADOS DO BRASIL - SEÇÃO DE SÃO PAULO\nANUIDADE {dt.year + (1 if dt.month > 10 else 0)}\n"
            f"Inscrito(a): {ANA.upper()} - Inscrição nº 234.567\nCota única com desconto: {_rs(r, 980, 1150)}\n"
            f"Vencimento: 31/01/{dt.year + (1 if dt.month > 10 else 0)}\nOu em até 10 parcelas pelo portal do inscrito.\n"
            "Inclui contribuição à CAASP.")


# ------------------------------------------------------------------------------------------ personal life
def t_itau(r, dt):
    lin = []
    saldo = r.uniform(8000, 25000)
    for d in range(1, 28, 3):
        v = r.choice([-1, -1, -1, 1]) * r.uniform(40, 3000)
        saldo += v
        desc = r.choice(["PIX ENVIADO CONDOMINIO ED J HARMONIA", "PAG BOLETO COLEGIO HORIZONTE", "TED RECEBIDA FERREIRA ADV",
                         "PIX RECEBIDO RICARDO A LIMA", "DEB AUT ENEL SP", "PAG FATURA NUBANK", "RESGATE CDB",
                         "SAQUE 24H", "PIX ENVIADO APARECIDA S SILVA", "DEB AUT VIVO FIBRA"])
        lin.append(f"{d:02d}/{dt.month:02d}  {desc:<38} {v:>10.2f}  {saldo:>10.2f}")
    return (f"Itaú Personnalité\nExtrato de conta corrente - {MESES[dt.month - 1]}/{dt.year}\nCliente: {ANA.upper()}\n"
            "Agência 0912  Conta 45678-1\n\ndata   lançamento                              valor      saldo\n" + "\n".join(lin))


def t_nubank(r, dt):
    compras = [("iFood", 60, 180), ("Pão de Açúcar", 150, 600), ("Uber", 20, 70), ("Drogasil", 40, 220),
               ("Livraria da Vila", 60, 250), ("Posto Shell", 180, 320), ("Netflix", 55.9, 55.9), ("Zara", 200, 600),
               ("Amazon Marketplace", 40, 400), ("Hirota Food", 80, 300)]
    lin = [f"{r.randint(1, 28):02d} {MESES[(dt.month - 2) % 12][:3].upper()}  {n:<22} {_rs(r, lo, hi)}" for n, lo, hi in r.sample(compras, 7)]
    return (f"Nubank\nOlá, Ana Paula. Esta é a sua fatura de {MESES[dt.month - 1]}.\nVencimento: 10/{dt.month:02d}/{dt.year}\n"
            f"Total a pagar: {_rs(r, 2800, 7200)}\nLimite disponível: {_rs(r, 5000, 15000)}\n\nTRANSAÇÕES\n" + "\n".join(lin))


def t_condominio(r, dt):
    return (f"Condomínio Edifício Jardim Harmonia - CNPJ 02.345.678/0001-90\nAdministradora: Predial Paulista Adm. "
            f"de Condomínios\nUnidade: apto 71 - Ana Paula Ferreira\nCompetência: {MESES[dt.month - 1]}/{dt.year}\n"
            f"Taxa ordinária {_rs(r, 1280, 1340)}  Fundo de reserva {_rs(r, 64, 67)}  Água (rateio) {_rs(r, 90, 160)}\n"
            f"Vencimento: 10/{dt.month:02d}/{dt.year}\nApós o vencimento multa de 2% e juros de 1% a.m.")


def t_iptu(r, dt):
    return (f"PREFEITURA DE SÃO PAULO - SECRETARIA MUNICIPAL DA FAZENDA\nNOTIFICAÇÃO DE LANÇAMENTO - IPTU {dt.year}\n"
            f"Contribuinte: ANA PAULA FERREIRA\nLocal do imóvel: {CASA}\nNúmero do contribuinte (SQL): 081.034.0271-4\n"
            f"Valor venal: {_rs(r, 620000, 640000)}\nImposto total: {_rs(r, 3900, 4300)} - cota única com 3% de desconto "
            f"ou 10 parcelas\nVencimento da 1ª parcela: 09/02/{dt.year}")


def t_escola_boleto(r, dt):
    return (f"COLÉGIO HORIZONTE - Educação Infantil, Fundamental e Médio\nResponsável financeiro: Ana Paula Ferreira\n"
            f"Aluno: Lucas Ferreira Lima - 5º ano B - matrícula 2019-0412\nParcela {dt.month:02d}/12 - anuidade {dt.year}\n"
            f"Valor: {_rs(r, 3450, 3450)}  Vencimento: 05/{dt.month:02d}/{dt.year}\nDesconto pontualidade de 5% até o vencimento.")


def t_sulamerica(r, dt):
    return (f"SulAmérica Saúde - Demonstrativo de reembolso\nTitular: ANA PAULA FERREIRA  Carteirinha 8887 1234 5678 0011\n"
            f"Beneficiário: {r.choice(['Ana Paula Ferreira', 'Lucas Ferreira Lima'])}\nProtocolo: {r.randint(10**9, 10**10)}\n"
            f"Prestador: {r.choice(['Dra. Marina Takahashi - dermatologia', 'Dr. Paulo Lemos - pediatria', 'Clínica Fisiovida'])}\n"
            f"Valor apresentado: {_rs(r, 450, 900)}  Valor reembolsado: {_rs(r, 200, 420)}\nCrédito em conta em {_dt(dt)}.")


def t_exame(r, dt):
    return (f"Laboratório Vital Diagnósticos\nPaciente: ANA PAULA FERREIRA  Idade: 41 anos  Convênio: SulAmérica\n"
            f"Data da coleta: {_dt(dt)}\nHEMOGRAMA COMPLETO\nHemoglobina: {r.uniform(12.5, 14.5):.1f} g/dL (ref. 12,0 a 15,5)\n"
            f"Leucócitos: {r.randint(4800, 8200)} /mm3\nFERRITINA: {r.randint(18, 60)} ng/mL\nVITAMINA D (25-OH): "
            f"{r.randint(19, 38)} ng/mL (suficiência acima de 20)\nTSH: {r.uniform(1.1, 3.2):.2f} uUI/mL\n"
            "Solicitante: Dra. Beatriz Nogueira - CRM/SP 98.765")


def t_ipva(r, dt):
    return (f"GOVERNO DO ESTADO DE SÃO PAULO - SECRETARIA DA FAZENDA\nIPVA {dt.year}\nPlaca: FRT3J45  Renavam: 01234567890\n"
            f"Veículo: HONDA HR-V EXL 1.5 - 2021\nProprietário: ANA PAULA FERREIRA\nValor venal: {_rs(r, 118000, 124000)}\n"
            f"IPVA (4%): {_rs(r, 4700, 4950)} - cota única com 3% de desconto até 13/01/{dt.year}")


def t_irpf(ano: int):
    def f(r, dt):
        return (f"MINISTÉRIO DA FAZENDA - RECEITA FEDERAL DO BRASIL\nDECLARAÇÃO DE AJUSTE ANUAL - IRPF {ano}\n"
                f"Exercício {ano} - Ano-calendário {ano - 1}\nNome: ANA PAULA FERREIRA  CPF: 231.456.789-10\n"
                f"Dependente: Lucas Ferreira Lima (filho)\nRendimentos tributáveis recebidos de PJ: {_rs(r, 140000, 220000)}\n"
                f"Lucros e dividendos isentos (Ferreira Advocacia): {_rs(r, 60000, 120000)}\nDespesas médicas: "
                f"{_rs(r, 8000, 19000)}  Despesas com instrução: {_rs(r, 3500, 3561)}\nImposto a restituir: "
                f"{_rs(r, 900, 4200)}\nRECIBO DE ENTREGA - número {r.randint(10**11, 10**12)}")
    return f


def t_pensao(r, dt):
    rows = ["mês;valor pensão (30% SM x 3);recebido em;observação"]
    for m in range(1, dt.month + 1):
        rows.append(f"{MESES[m - 1]}/{dt.year};2.277,00;{r.randint(1, 8):02d}/{m:02d}/{dt.year};"
                    f"{r.choice(['ok', 'ok', 'ok', 'atrasou 3 dias', 'pix em 2 vezes'])}")
    return "\n".join(rows)


# ------------------------------------------------------------------------------------------ closed cases
def t_sentenca(cli: str, parte: str, proc: str, acao: str, dispositivo: str):
    def f(r, dt):
        return (f"TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO\nProcesso nº {proc}\nClasse: {acao}\nRequerente: {cli}\n"
                f"Requerido: {parte}\n\nSENTENÇA\nVistos. {dispositivo} Custas na forma da lei. Transitada em julgado, "
                f"expeça-se o necessário e arquivem-se os autos.\nP.R.I.C.\nSão Paulo, {_dt(dt)}.")
    return f


def t_transito(proc: str):
    def f(r, dt):
        return (f"CERTIDÃO DE TRÂNSITO EM JULGADO\nProcesso nº {proc}\nCERTIFICO E DOU FÉ que a sentença/acórdão "
                f"transitou em julgado em {_dt(dt - timedelta(days=3))}, sem interposição de recurso.\n"
                f"São Paulo, {_dt(dt)}. Escrevente técnico judiciário.")
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

    def photo(rel: str, bucket: str, topic: str, age: float, exif: bool = True) -> None:
        add(rel, bucket, topic, age, "exif" if exif else "")

    def mail(frm: str, to: str, subject: str, body: str):
        return lambda r, dt: _eml(frm, to, subject, dt, body)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    ME = "Ana Paula Ferreira <anapaula@ferreiraadvocacia.adv.br>"
    DOC = "Documentos"

    # ------------------------------------------------------------ Documentos/Escritório (Areas Law)
    e = f"{DOC}/Escritório"
    nfs26 = [("Mariana Costa Albuquerque", "Honorários - parcela 4/6 - ação de divórcio", 6),
             ("Felipe Hideki Nakamura", "Honorários mensais - acompanhamento ação de guarda", 12),
             ("Sônia Maria Bezerra", "Honorários - inventário Antônio Carlos Bezerra - 2ª parcela", 33),
             ("Juliana Souza Prado", "Honorários iniciais - ação revisional de alimentos", 58),
             ("Carla Rezende Martins", "Honorários de êxito - execução de alimentos encerrada", 80),
             ("Mariana Costa Albuquerque", "Honorários - parcela 3/6 - ação de divórcio", 96),
             ]
    for cli, serv, age in nfs26:
        dt = NOW - timedelta(days=age)
        add(f"{e}/Financeiro/Notas Fiscais/2026/NFS-e {dt:%m-%d} {cli.split()[0]} {cli.split()[-1]}.pdf", A, "Law", age,
            t_nf(cli, serv))
    for cli, serv, age in (("Eduardo Gouveia", "Honorários - dissolução de união estável", 190),
                           ("Mariana Costa Albuquerque", "Honorários iniciais - divórcio litigioso", 330)):
        dt = NOW - timedelta(days=age)
        add(f"{e}/Financeiro/Notas Fiscais/2025/NFS-e {dt:%Y-%m-%d} {cli.split()[-1]}.pdf", A, "Law", age, t_nf(cli, serv))
    add(f"{e}/Financeiro/Notas Fiscais/relatório NFS-e emitidas 2025.xlsx", A, "Law", 150, lambda r, dt:
        "nº NFS-e;data;tomador;valor\n" + "\n".join(f"{210 + i:08d};{r.randint(1, 28):02d}/{i % 12 + 1:02d}/2025;"
        f"{r.choice(['Gouveia', 'Pacheco', 'Bezerra', 'Albuquerque', 'Nakamura', 'Rezende', 'Vasconcelos'])};"
        f"{r.randint(2500, 12000)},00" for i in range(18)))
    for age in (12, 42, 73, 103):
        dt = NOW - timedelta(days=age)
        add(f"{e}/Financeiro/DAS Simples/DAS {dt:%Y-%m}.pdf", A, "Law", age, t_das)
    add(f"{e}/Financeiro/DAS Simples/DAS 2022-11.pdf", A, "Law", 1300, t_das)
    add(f"{e}/Financeiro/DAS Simples/parcelamento Simples 2020 - recibo.pdf", A, "Law", 2000, lambda r, dt:
        "Receita Federal - Parcelamento Simples Nacional\nCNPJ 34.567.890/0001-12\nPedido de parcelamento deferido "
        f"em 60 parcelas. Valor consolidado: {_rs(r, 9000, 14000)}\nPrimeira parcela: {_dt(dt)}")
    add(f"{e}/Financeiro/Contadora/balancete 2025 - Alvorada Contabilidade.pdf", A, "Law", 95, lambda r, dt:
        "Alvorada Contabilidade - Rosângela Batista CRC 1SP234567\nBALANCETE DE VERIFICAÇÃO - exercício 2025\n"
        f"Empresa: {ESCR}\nReceita bruta de serviços: {_rs(r, 380000, 460000)}\nSimples Nacional: {_rs(r, 40000, 60000)}\n"
        f"Aluguel e condomínio: {_rs(r, 60000, 64000)}\nPró-labore: {_rs(r, 36000, 36000)}\nLucro distribuído: "
        f"{_rs(r, 150000, 220000)}")
    add(f"{e}/Financeiro/Contadora/DEFIS 2026 ano-base 2025.pdf", A, "Law", 70, lambda r, dt:
        "DEFIS - Declaração de Informações Socioeconômicas e Fiscais\nAno-calendário 2025\nCNPJ 34.567.890/0001-12\n"
        f"Número de empregados: 0  Sócio: Ana Paula Ferreira\nRendimentos isentos pagos ao sócio: {_rs(r, 90000, 150000)}\n"
        f"Recibo de entrega gerado em {_dt(dt)}")
    add(f"{e}/Financeiro/Contadora/pró-labore e INSS abril 2026.pdf", A, "Law", 33, lambda r, dt:
        "Alvorada Contabilidade\nRecibo de pró-labore - competência 04/2026\nSócia: Ana Paula Ferreira\n"
        "Pró-labore: R$ 3.000,00  INSS (11%): R$ 330,00  Líquido: R$ 2.670,00\nGPS/DCTFWeb vencimento 20/05/2026")
    add(f"{e}/Financeiro/Contadora/Alvorada - documentos de maio.eml", A, "Law", 4, mail(
        "Rosângela Batista <rosangela@alvoradacontabil.com.br>", ME, "Documentos de maio - Ferreira Advocacia",
        "Oi Dra. Ana Paula,\n\nPreciso das notas fiscais emitidas em maio e dos comprovantes de pagamento do Thiago e "
        "da Bruna até o dia 5 para fechar a apuração do Simples. O DAS de maio vence dia 20.\n\nLembrando que com a "
        "mudança para Pinheiros vamos ter que alterar o endereço na Prefeitura (CCM) e na Receita.\n\nAbraços,\nRosângela"))
    add(f"{e}/Financeiro/controle honorários 2026.xlsx", A, "Law", 2, lambda r, dt:
        "cliente;processo;contrato;parcelas pagas;a receber\n" + "\n".join(
            f"{c['cli'].split(',')[0]};{c['proc']};{r.randint(12, 40)}.000,00;{r.randint(1, 5)};{r.randint(2, 20)}.000,00"
            for k, c in CASOS.items() if k != "rez"))
    for k, age in (("alb", 340), ("nak", 250), ("sou", 150), ("bez", 300)):
        c = CASOS[k]
        nome = c["cli"].split(",")[0].split()
        add(f"{e}/Contratos de honorários/Contrato honorários - {nome[-1]}, {nome[0]}.docx", A, "Law", age,
            lambda r, dt, c=c: (f"CONTRATO DE PRESTAÇÃO DE SERVIÇOS ADVOCATÍCIOS E HONORÁRIOS\nCONTRATANTE: "
                                f"{c['cli'].split(',')[0]}\nCONTRATADA: {ESCR}\nOBJETO: patrocínio da {c['acao']} em face "
                                f"de {c['parte']}.\nHONORÁRIOS: {_rs(r, 12000, 40000)} em parcelas mensais, mais 10% "
                                f"sobre o proveito econômico, conforme Tabela da OAB/SP.\nSão Paulo, {_ext(dt)}."))
    add(f"{e}/Contratos de honorários/Contrato honorários - Lins (divórcio extrajudicial).docx", A, "Law", 95,
        "CONTRATO DE HONORÁRIOS\nCONTRATANTES: Patrícia Andrade Lins e Marcelo Lins\nOBJETO: assessoria no divórcio "
        "consensual por escritura pública, com partilha do apartamento da Rua Tucuna e guarda compartilhada dos filhos.\n"
        "HONORÁRIOS: R$ 14.000,00, 50% na assinatura e 50% na lavratura da escritura.")
    add(f"{e}/Contratos de honorários/Contrato honorários - Rezende 2024.pdf", A, "Law", 720,
        "CONTRATO DE HONORÁRIOS ADVOCATÍCIOS\nContratante: Carla Rezende Martins\nObjeto: execução de alimentos em "
        "face de Fábio Martins de Souza.\nHonorários: R$ 5.000,00 iniciais e 20% do valor efetivamente recebido.")
    add(f"{e}/OAB/anuidade OAB 2026 - boleto cota única.pdf", A, "Law", 150, t_oab)
    add(f"{e}/OAB/comprovante anuidade 2025.pdf", A, "Law", 500, lambda r, dt:
        f"Comprovante de pagamento - Itaú\nBeneficiário: OAB SECAO DE SAO PAULO\nPagador: ANA PAULA FERREIRA\n"
        f"Valor: {_rs(r, 1000, 1100)}\nData: {_dt(dt)}\nAnuidade 2025 cota única")
    add(f"{e}/OAB/anuidade 2019.pdf", A, "Law", 2400, t_oab)
    photo(f"{e}/OAB/carteira OAB frente.jpg", A, "Law", 900, exif=False)
    add(f"{e}/OAB/certidão de regularidade OAB maio 2026.pdf", A, "Law", 20, lambda r, dt:
        f"OAB SP - CERTIDÃO\nCertificamos que {ANA.upper()}, inscrição 234.567, encontra-se regularmente inscrita "
        f"e em dia com suas anuidades, sem registro de penalidades.\nEmitida em {_dt(dt)}. Validade 30 dias.")
    for age in (27, 57, 88):
        dt = NOW - timedelta(days=age)
        add(f"{e}/Aluguel sala Jardins/boleto aluguel {dt:%m-%Y}.pdf", A, "Law", age, t_aluguel)
    add(f"{e}/Aluguel sala Jardins/contrato de locação Al. Santos 2022.pdf", A, "Law", 1400, lambda r, dt:
        f"CONTRATO DE LOCAÇÃO NÃO RESIDENCIAL\nLOCADOR: Heitor Camargo Vaz\nLOCATÁRIA: {ESCR}\nIMÓVEL: {END_VELHO}\n"
        "PRAZO: 48 meses a partir de 01/06/2022\nALUGUEL: R$ 3.600,00, reajuste anual pelo IGP-M\nMulta por rescisão "
        "antecipada proporcional ao prazo restante, dispensada com aviso de 30 dias após o 36º mês.")
    add(f"{e}/Equipe/Thiago/contrato de associação - Thiago Rocha Mendes.pdf", A, "Law", 620, lambda r, dt:
        f"CONTRATO DE ASSOCIAÇÃO DE ADVOGADO\n(arts. 39 e 40 do Regulamento Geral do EAOAB)\nSOCIEDADE: {ESCR}\n"
        "ASSOCIADO: Thiago Rocha Mendes, OAB/SP 412.876\nParticipação: 30% dos honorários dos casos em que atuar, com "
        "mínimo mensal de R$ 7.500,00.\nAverbado na OAB/SP em " + _dt(dt))
    for age in (1, 33):
        dt = NOW - timedelta(days=age)
        add(f"{e}/Equipe/Thiago/recibo Thiago {dt:%Y-%m}.pdf", A, "Law", age, t_recibo_thiago)
    add(f"{e}/Equipe/Bruna/termo de compromisso de estágio - Bruna Sayuri.pdf", A, "Law", 280, lambda r, dt:
        "TERMO DE COMPROMISSO DE ESTÁGIO - Lei 11.788/2008\nInstituição de ensino: Universidade Presbiteriana Mackenzie "
        f"- Faculdade de Direito\nEstagiária: Bruna Sayuri Oliveira - 7º semestre\nConcedente: {ESCR}\nJornada: 6h/dia, "
        "30h semanais\nBolsa-auxílio: R$ 1.800,00 + auxílio-transporte\nSeguro de acidentes pessoais: apólice 77.001.234")
    add(f"{e}/Equipe/Bruna/bolsa estágio maio 2026 - comprovante PIX.pdf", A, "Law", 2,
        "Comprovante de PIX - Itaú Empresas\nPagador: FERREIRA ADVOCACIA\nRecebedor: BRUNA SAYURI OLIVEIRA\n"
        "Valor: R$ 2.020,00\nDescrição: bolsa estágio + VT maio/2026")
    add(f"{e}/Certificado digital/pedido renovação e-CPF A3 - Certisign.pdf", A, "Law", 45, lambda r, dt:
        f"Certisign - Pedido nº {r.randint(10**7, 10**8)}\nProduto: e-CPF A3 em token - validade 3 anos\nTitular: "
        f"{ANA.upper()}\nValidação por videoconferência agendada para {_dt(dt + timedelta(days=6))}\nValor: R$ 289,00")
    add(f"{e}/controle de prazos 2026.xlsx", A, "Law", 1, lambda r, dt:
        "processo;cliente;prazo;providência;responsável\n" + "\n".join(
            f"{c['proc']};{c['cli'].split(',')[0]};{r.randint(2, 28):02d}/06/2026;"
            f"{r.choice(['réplica', 'manifestação sobre laudo', 'memoriais', 'juntada de documentos', 'últimas declarações'])};"
            f"{r.choice(['Ana', 'Thiago', 'Bruna'])}" for k, c in CASOS.items() if k != "rez"))
    add(f"{e}/pauta de audiências 1º semestre.xlsx", A, "Law", 40, lambda r, dt:
        "data;hora;processo;tipo;local\n" + "\n".join(
            f"{r.randint(1, 28):02d}/{m:02d}/2026;{r.choice(['13:30', '14:00', '15:00'])};{c['proc']};"
            f"{r.choice(['conciliação', 'instrução', 'CEJUSC'])};{r.choice(['virtual', 'Fórum João Mendes', 'Fórum Pinheiros'])}"
            for m, c in zip((2, 3, 4, 5, 6), CASOS.values())))
    dot(f"{e}/.~lock.controle de prazos 2026.xlsx#", b"Ana Paula,ANAPAULA-NB,ANAPAULA-NB,01.06.2026 09:12,file:///C:/Users/anapa/AppData/Roaming/LibreOffice/4;", 0.3)

    # ------------------------------------------------------------ Documentos/Clientes (Projects Law)
    cl = f"{DOC}/Clientes"
    c = f"{cl}/Albuquerque, Mariana - Divórcio litigioso - {CASOS['alb']['proc']}"
    add(f"{c}/Procuração Mariana Albuquerque.pdf", P, "Law", 335, t_procuracao("alb"))
    add(f"{c}/Petições/01 Petição inicial - divórcio c-c partilha e alimentos.docx", P, "Law", 320, t_peticao(
        "alb", "a presente petição inicial",
        "As partes casaram-se em 14/03/2009 sob o regime da comunhão parcial de bens (certidão anexa) e estão separadas "
        "de fato desde agosto de 2025. Da união adveio um filho, hoje com 12 anos. Pede-se a decretação do divórcio, a "
        "partilha do apartamento da Rua Cayowaá e das cotas da empresa Albuquerque Engenharia Ltda., e a fixação de "
        "alimentos provisórios ao filho em 25% dos rendimentos líquidos do requerido."))
    add(f"{c}/Petições/01 Petição inicial - protocolo.pdf", P, "Law", 318, lambda r, dt:
        f"TJSP - Peticionamento Eletrônico\nProtocolo: WJMJ.25.{r.randint(10**7, 10**8)}-1\nProcesso: {CASOS['alb']['proc']}\n"
        f"Foro Central Cível - 5ª Vara da Família e Sucessões\nPeticionante: {ANA} - {OAB}\nData: {_dt(dt)}\n"
        "Documentos: petição inicial (32 p.), procuração, certidão de casamento, matrícula do imóvel, declaração de IR")
    add(f"{c}/Petições/02 Réplica à contestação.docx", P, "Law", 60, t_peticao(
        "alb", "RÉPLICA À CONTESTAÇÃO",
        "O requerido alega que as cotas da Albuquerque Engenharia foram adquiridas antes do casamento. Não é verdade: "
        "a alteração contratual de 2012, juntada pela própria defesa, mostra a integralização com recursos comuns."))
    add(f"{c}/Petições/02 Réplica à contestação v2 FINAL.docx", P, "Law", 55, t_peticao(
        "alb", "RÉPLICA À CONTESTAÇÃO",
        "Impugna-se integralmente a contestação. A alteração contratual de 2012 demonstra a integralização das cotas "
        "durante o casamento, com recursos comuns, razão pela qual devem integrar a partilha."))
    add(f"{c}/Petições/~$ Réplica à contestação v2 FINAL.docx", L, "System", 55, b"\x0bAna Paula  " + bytes(150))
    add(f"{c}/Decisões/decisão alimentos provisórios.pdf", P, "Law", 290, t_decisao(
        "alb", "Fixo alimentos provisórios ao filho menor em 25% dos rendimentos líquidos do requerido, incluindo 13º "
               "salário, a serem descontados em folha. Designo audiência de conciliação no CEJUSC."))
    add(f"{c}/Decisões/contestação do requerido.pdf", P, "Law", 120, lambda r, dt:
        f"EXMO. SR. DR. JUIZ DE DIREITO DA 5ª VARA DA FAMÍLIA E SUCESSÕES - FORO CENTRAL\nProcesso {CASOS['alb']['proc']}\n"
        "RODRIGO ALBUQUERQUE NETO, por seus advogados, apresenta CONTESTAÇÃO. As cotas sociais são bem particular. "
        "Os alimentos devem ser reduzidos a 15%, diante da queda de faturamento da empresa.")
    add(f"{c}/Audiências/audiência conciliação CEJUSC 18-03-2026 - notas.docx", P, "Law", 75, t_audiencia(
        "alb", "Sem acordo sobre partilha. Rodrigo aceita manter 25% de alimentos. Advogado dele sugeriu avaliação das "
               "cotas por perito. Mariana muito abalada; combinamos reunião no escritório."))
    d = f"{c}/Documentos da cliente"
    add(f"{d}/certidão de casamento atualizada.pdf", P, "Law", 330, lambda r, dt:
        "REPÚBLICA FEDERATIVA DO BRASIL - REGISTRO CIVIL DAS PESSOAS NATURAIS\nCERTIDÃO DE CASAMENTO\nRodrigo Albuquerque "
        "Neto e Mariana Costa Albuquerque\nData do casamento: 14/03/2009  Regime de bens: comunhão parcial\n"
        f"Matrícula 115634 01 55 2009 2 00087 123 0012345-67\nEmitida em {_dt(dt)}")
    add(f"{d}/matrícula apartamento Rua Cayowaá.pdf", P, "Law", 325, lambda r, dt:
        "10º OFICIAL DE REGISTRO DE IMÓVEIS DE SÃO PAULO\nMATRÍCULA Nº 98.231\nApartamento nº 82 do Edifício Solar "
        "Cayowaá, Perdizes\nR.4 - Compra e venda a Rodrigo Albuquerque Neto, casado com Mariana Costa Albuquerque pelo "
        f"regime da comunhão parcial, em 2014, pelo valor de R$ 780.000,00\nCertidão expedida em {_dt(dt)}")
    photo(f"{d}/RG Mariana frente e verso.jpg", P, "Law", 330, exif=False)
    for i, age in enumerate((300, 300, 210)):
        photo(f"{d}/WhatsApp Image 2025-{8 + i:02d}-1{i} at 21.{14 + i * 7}.0{i}.jpeg", P, "Law", age, exif=False)

    c = f"{cl}/Nakamura, Felipe - Guarda compartilhada - {CASOS['nak']['proc']}"
    add(f"{c}/procuração e declaração de hipossuficiência - Felipe.pdf", P, "Law", 260, t_procuracao("nak"))
    add(f"{c}/petição inicial guarda compartilhada.docx", P, "Law", 245, t_peticao(
        "nak", "a presente AÇÃO DE REGULAMENTAÇÃO DE GUARDA COMPARTILHADA",
        "O requerente é pai de Sofia (7) e Kenji (4). Desde a separação, a requerida restringe a convivência a um "
        "sábado por mês. Requer-se a guarda compartilhada, com base de moradia materna e convivência paterna em fins de "
        "semana alternados, pernoites às quartas-feiras e metade das férias escolares."))
    add(f"{c}/plano de convivência proposto.docx", P, "Law", 110,
        "PLANO DE CONVIVÊNCIA - Sofia e Kenji Nakamura (proposta do pai)\n- Fins de semana alternados, de sexta 18h a "
        "domingo 19h\n- Quartas-feiras com pernoite, buscando na escola\n- Férias de julho: 1ª quinzena com o pai em anos "
        "pares\n- Natal/Ano Novo alternados\n- Dia dos Pais e aniversário do pai com o pai")
    add(f"{c}/estudo psicossocial - laudo.pdf", P, "Law", 40, lambda r, dt:
        f"TJSP - SETOR TÉCNICO DE PSICOLOGIA E SERVIÇO SOCIAL - FORO REGIONAL XI PINHEIROS\nProcesso {CASOS['nak']['proc']}\n"
        "ESTUDO PSICOSSOCIAL\nAs crianças demonstram vínculo afetivo com ambos os genitores. Não há indícios de risco na "
        "convivência paterna. Recomenda-se a guarda compartilhada com ampliação gradual da convivência e participação "
        "dos pais em oficina de parentalidade.")
    add(f"{c}/manifestação sobre o laudo - rascunho.docx", P, "Law", 9, t_peticao(
        "nak", "MANIFESTAÇÃO SOBRE O ESTUDO PSICOSSOCIAL",
        "O laudo confirma o vínculo das crianças com o pai e recomenda expressamente a guarda compartilhada. Requer-se o "
        "julgamento antecipado, com a ampliação imediata da convivência."))
    add(f"{c}/decisão guarda provisória.pdf", P, "Law", 200, t_decisao(
        "nak", "Defiro em parte a tutela de urgência para fixar convivência paterna em fins de semana alternados, sem "
               "pernoite, até a conclusão do estudo psicossocial."))
    add(f"{c}/notas audiência 12-05-2026.txt", P, "Law", 20, t_audiencia(
        "nak", "Juíza quer acordo. Camila aceita pernoite aos sábados, não às quartas. Felipe topa testar 3 meses. Nova "
               "audiência em agosto. Pedir calendário escolar 2º semestre."))
    photo(f"{c}/prints conversas/print 1.png", P, "Law", 230, exif=False)
    photo(f"{c}/prints conversas/print 2.png", P, "Law", 230, exif=False)
    photo(f"{c}/prints conversas/WhatsApp Image 2025-10-02 at 08.41.55.jpeg", P, "Law", 240, exif=False)
    add(f"{c}/Lei 13.058-2014 - guarda compartilhada.pdf", R, "Law", 250,
        "LEI Nº 13.058, DE 22 DE DEZEMBRO DE 2014\nAltera os arts. 1.583, 1.584, 1.585 e 1.634 da Lei nº 10.406, de 10 de "
        "janeiro de 2002 (Código Civil), para estabelecer o significado da expressão guarda compartilhada e dispor "
        "sobre sua aplicação.\nArt. 1.584 § 2º Quando não houver acordo entre a mãe e o pai quanto à guarda do filho, "
        "encontrando-se ambos os genitores aptos a exercer o poder familiar, será aplicada a guarda compartilhada...")
    add(f"{c}/Cartilha Oficina de Pais e Mães - CNJ.pdf", R, "Law", 38,
        "CONSELHO NACIONAL DE JUSTIÇA\nOFICINA DE PAIS E MÃES - CARTILHA DO DIVÓRCIO PARA OS PAIS\nO divórcio acaba com "
        "a conjugalidade, não com a parentalidade. Como conversar com os filhos sobre a separação; o que evitar; "
        "alienação parental; a importância da convivência com os dois genitores.")

    c = f"{cl}/Souza Prado, Juliana - Revisional de alimentos - {CASOS['sou']['proc']}"
    add(f"{c}/procuração Juliana (por Helena).pdf", P, "Law", 150, t_procuracao("sou"))
    add(f"{c}/petição inicial revisional.docx", P, "Law", 135, t_peticao(
        "sou", "AÇÃO REVISIONAL DE ALIMENTOS",
        "Os alimentos foram fixados em 2019 em 20% do salário mínimo, quando a alimentanda tinha 3 anos. Hoje, com 10 "
        "anos, Helena cursa o 5º ano em escola particular e faz terapia fonoaudiológica. O alimentante foi promovido e "
        "passou a receber mais de R$ 18.000,00 mensais. Pede-se a majoração para 25% dos rendimentos líquidos."))
    add(f"{c}/planilha despesas Helena.xlsx", P, "Law", 140, lambda r, dt:
        "despesa;mensal\nescola (Colégio Santa Clara);2.890,00\nfonoaudióloga;1.200,00\nplano de saúde;640,00\n"
        "inglês;480,00\nalimentação;1.100,00\nvestuário;300,00\nlazer;250,00\ntotal;6.860,00")
    add(f"{c}/documentos/holerites Marcos jan-mar 2026.pdf", P, "Law", 100, lambda r, dt:
        "DEMONSTRATIVO DE PAGAMENTO - LOGTECH SOLUÇÕES S.A.\nFuncionário: MARCOS VINÍCIUS PRADO  Cargo: Gerente de "
        f"Operações\nSalário base: {_rs(r, 17800, 18500)}  PLR antecipação: {_rs(r, 4000, 6000)}\nINSS, IRRF, plano de saúde\n"
        "Líquido a receber: R$ 13.912,44")
    add(f"{c}/documentos/comprovantes escola e fono.pdf", P, "Law", 140,
        "Recibos - Colégio Santa Clara: mensalidades jan a mar/2026 de Helena Souza Prado - R$ 2.890,00 cada\n"
        "Clínica Fala Bem - fonoaudiologia - Helena - 4 sessões/mês - R$ 1.200,00")
    photo(f"{c}/documentos/WhatsApp Image 2026-02-11 at 19.03.27.jpeg", P, "Law", 110, exif=False)
    add(f"{c}/decisão - tutela alimentos.pdf", P, "Law", 80, t_decisao(
        "sou", "Majoro provisoriamente os alimentos para 22% dos rendimentos líquidos do requerido. Cite-se."))
    add(f"{c}/cálculo alimentos 20 x 25 por cento.xlsx", P, "Law", 85, lambda r, dt:
        "base;valor\nrendimento líquido Marcos;13.912,44\n20% salário mínimo (atual);303,60\n22% (tutela);3.060,74\n"
        "25% (pedido);3.478,11\ndespesas Helena (mês);6.860,00\nmetade;3.430,00")

    c = f"{cl}/Bezerra - Inventário Antônio Carlos - {CASOS['bez']['proc']}"
    add(f"{c}/procuração herdeiros.pdf", P, "Law", 295, t_procuracao("bez"))
    add(f"{c}/certidão de óbito Antônio Carlos Bezerra.pdf", P, "Law", 300,
        "REGISTRO CIVIL DAS PESSOAS NATURAIS - 29º SUBDISTRITO - SANTO AMARO\nCERTIDÃO DE ÓBITO\nNome: ANTÔNIO CARLOS "
        "BEZERRA  Idade: 78 anos  Estado civil: viúvo\nData do falecimento: 02/06/2025\nDeixa três filhos maiores: Sônia "
        "Maria, Carlos Eduardo e Regina Célia. Deixa bens. Não deixa testamento conhecido.")
    add(f"{c}/primeiras declarações.docx", P, "Law", 210, t_peticao(
        "bez", "PRIMEIRAS DECLARAÇÕES",
        "Bens do espólio: (1) casa na Rua Barão do Rio Branco, Santo Amaro, matrícula 45.118 do 11º CRI; (2) saldo em "
        "conta poupança na Caixa; (3) veículo Fiat Siena 2012. Herdeiros: os três filhos, em partes iguais."))
    add(f"{c}/plano de partilha.xlsx", P, "Law", 30, lambda r, dt:
        "bem;valor de avaliação;Sônia;Carlos Eduardo;Regina\ncasa Rua Barão do Rio Branco;1.150.000,00;1/3;1/3;1/3\n"
        "poupança Caixa;86.420,15;28.806,72;28.806,72;28.806,71\nFiat Siena 2012;28.000,00;-;28.000,00;-\n"
        "torna Carlos Eduardo;-;9.333,33;-18.666,67;9.333,33")
    add(f"{c}/ITCMD - declaração e guia.pdf", P, "Law", 45, lambda r, dt:
        "SECRETARIA DA FAZENDA DO ESTADO DE SÃO PAULO - ITCMD - DECLARAÇÃO DE TRANSMISSÃO CAUSA MORTIS\nDe cujus: "
        f"Antônio Carlos Bezerra  Data do óbito: 02/06/2025\nBase de cálculo: {_rs(r, 1260000, 1265000)}\nAlíquota 4%\n"
        f"Imposto devido: {_rs(r, 50400, 50600)}\nVencimento sem multa: 180 dias do óbito - atenção à multa de 10%")
    add(f"{c}/avaliação imóvel Barão do Rio Branco.pdf", P, "Law", 150,
        "LAUDO DE AVALIAÇÃO - Imobiliária Campo Belo\nImóvel: casa térrea, 3 dormitórios, terreno 300 m2, Santo Amaro\n"
        "Método comparativo de mercado - 6 amostras\nValor de mercado: R$ 1.150.000,00")
    add(f"{c}/e-mail herdeiros sobre a venda da casa.eml", P, "Law", 14, mail(
        "Carlos Eduardo Bezerra <cadu.bezerra@gmail.com>", f"{ME}, Sônia Bezerra <soniamb@uol.com.br>",
        "Re: Inventário do pai - casa",
        "Dra. Ana Paula,\n\nConversamos entre os três e preferimos vender a casa depois da partilha e dividir o dinheiro. "
        "Tem como pedir alvará para vender antes de terminar o inventário? A Regina tem proposta de um comprador.\n\n"
        "Obrigado,\nCadu"))
    add(f"{c}/Código Civil - Livro V Direito das Sucessões (arts. 1784 a 2027).pdf", R, "Law", 290,
        "CÓDIGO CIVIL - LEI 10.406/2002 - LIVRO V - DO DIREITO DAS SUCESSÕES\nArt. 1.784. Aberta a sucessão, a herança "
        "transmite-se, desde logo, aos herdeiros legítimos e testamentários.\nArt. 1.829. A sucessão legítima defere-se "
        "na ordem seguinte: I - aos descendentes, em concorrência com o cônjuge sobrevivente...")

    c = f"{cl}/Lins, Patrícia e Marcelo - Divórcio extrajudicial"
    add(f"{c}/minuta escritura de divórcio.docx", P, "Law", 16,
        "MINUTA - ESCRITURA PÚBLICA DE DIVÓRCIO CONSENSUAL COM PARTILHA\n14º Tabelião de Notas de São Paulo\n"
        "Outorgantes: Patrícia Andrade Lins e Marcelo Lins, casados em 2011 pela comunhão parcial.\nPartilha: o "
        "apartamento da Rua Tucuna, 310, ap. 44, fica com Patrícia, que paga a Marcelo torna de R$ 210.000,00.\n"
        "Filhos: guarda compartilhada e alimentos já homologados judicialmente (Res. CNJ 571/2024).\nAssistidos pela "
        f"advogada {ANA}, {OAB}.")
    add(f"{c}/checklist documentos cartório.txt", P, "Law", 25,
        "Divórcio Lins - documentos p/ 14º Tabelião\n[x] certidão de casamento atualizada (90 dias)\n[x] RG e CPF dos dois\n"
        "[ ] matrícula atualizada ap. Rua Tucuna\n[ ] certidão negativa de IPTU\n[x] pacto? não tem\n[ ] sentença "
        "homologatória da guarda/alimentos dos filhos\n[ ] guia ITBI/ITCMD da torna? ver com cartório")
    add(f"{c}/e-mail 14º Tabelionato - agendamento.eml", P, "Law", 8, mail(
        "Escrevente Luana <escrituras@14tabeliao.com.br>", ME, "Divórcio Patrícia e Marcelo Lins - minuta e agendamento",
        "Prezada Dra. Ana Paula,\n\nRecebemos a minuta. Falta a matrícula atualizada e a certidão de IPTU. Podemos "
        "agendar a assinatura para 16/06 às 10h. Emolumentos estimados: R$ 4.870,00.\n\nAtenciosamente,\nLuana"))
    add(f"{c}/partilha Lins.xlsx", P, "Law", 30, lambda r, dt:
        "bem;valor;Patrícia;Marcelo\nap. Rua Tucuna 310/44;980.000,00;980.000,00;0\nHonda Civic 2019;95.000,00;0;95.000,00\n"
        "aplicações XP;240.000,00;55.000,00;185.000,00\ntorna;;-210.000,00;210.000,00")

    c = f"{cl}/Rezende, Carla - Execução de alimentos - {CASOS['rez']['proc']}"
    add(f"{c}/procuração Carla.pdf", X, "Law", 720, t_procuracao("rez"))
    add(f"{c}/acordo de pagamento dos atrasados.docx", X, "Law", 110, t_peticao(
        "rez", "ACORDO PARA HOMOLOGAÇÃO",
        "O executado pagará o débito alimentar de R$ 38.400,00 em 8 parcelas mensais, a primeira à vista, com extinção "
        "da execução após a quitação."))
    add(f"{c}/sentença de extinção.pdf", X, "Law", 82, t_decisao(
        "rez", "Comprovada a quitação integral do débito, JULGO EXTINTA a execução, nos termos do art. 924, II, do CPC."))
    add(f"{c}/certidão de trânsito em julgado.pdf", X, "Law", 62, t_transito(CASOS["rez"]["proc"]))
    add(f"{c}/e-mail Carla - obrigada.eml", X, "Law", 60, mail(
        "Carla Rezende <carla.rezende@hotmail.com>", ME, "Obrigada!",
        "Dra. Ana Paula, recebi a última parcela ontem e vi que o processo foi arquivado. Muito obrigada por tudo, "
        "foram dois anos difíceis. Um beijo, Carla"))

    # ------------------------------------------------------------ Casos Encerrados (Archive Law)
    ce = f"{DOC}/Casos Encerrados"
    closed = [
        ("2023", "Oliveira Santos - Divórcio consensual - 1034567-12.2023.8.26.0100", "Luciana e André Oliveira Santos",
         "ambos", "1034567-12.2023.8.26.0100", "Divórcio Consensual",
         "HOMOLOGO o acordo e DECRETO o divórcio, com partilha do veículo e guarda compartilhada da filha.", 1050),
        ("2023", "Tanaka - Exoneração de alimentos - 1005678-90.2022.8.26.0011", "Hiroshi Tanaka", "Yumi Tanaka",
         "1005678-90.2022.8.26.0011", "Exoneração de Alimentos",
         "JULGO PROCEDENTE o pedido para exonerar o autor dos alimentos devidos à filha, maior e formada.", 900),
        ("2024", "Vieira - Guarda unilateral - 1045612-33.2023.8.26.0100", "Roberta Vieira Campos", "Diego Campos",
         "1045612-33.2023.8.26.0100", "Guarda", "JULGO PROCEDENTE para conceder à autora a guarda unilateral do filho, "
         "com convivência paterna assistida quinzenal.", 640),
        ("2024", "Castro - Inventário - 1067890-44.2022.8.26.0100", "Espólio de Maria Helena Castro", "herdeiros",
         "1067890-44.2022.8.26.0100", "Inventário", "HOMOLOGO a partilha amigável. Expeça-se formal de partilha.", 560),
        ("2025", "Gouveia - Dissolução de união estável - 1002233-81.2024.8.26.0002", "Eduardo Gouveia", "Tatiane Reis",
         "1002233-81.2024.8.26.0002", "Reconhecimento e Dissolução de União Estável",
         "RECONHEÇO a união estável de 2016 a 2023 e a declaro dissolvida, com partilha igualitária do imóvel.", 230),
        ("2025", "Pacheco - Divórcio litigioso - 1078901-23.2023.8.26.0100", "Renato Pacheco", "Adriana Pacheco",
         "1078901-23.2023.8.26.0100", "Divórcio Litigioso", "DECRETO o divórcio e determino a partilha na forma do laudo "
         "pericial de fls. 412.", 250),
    ]
    for ano, pasta, cli, parte, proc, acao, disp, age in closed:
        f = f"{ce}/{ano}/{pasta}"
        add(f"{f}/sentença.pdf", X, "Law", age + 40, t_sentenca(cli, parte, proc, acao, disp))
        add(f"{f}/certidão trânsito em julgado.pdf", X, "Law", age, t_transito(proc))
        if ano != "2023":
            add(f"{f}/petição inicial.docx", X, "Law", age + 400, lambda r, dt, cli=cli, acao=acao, proc=proc:
                f"EXMO. SR. DR. JUIZ DE DIREITO\n{cli}, por sua advogada {ANA}, {OAB}, propõe {acao.upper()}.\n"
                f"(distribuído sob o nº {proc})\nSão Paulo, {_ext(dt)}.")
    add(f"{ce}/2023/Oliveira Santos - Divórcio consensual - 1034567-12.2023.8.26.0100/averbação na certidão.pdf", X, "Law",
        1000, "CERTIDÃO DE CASAMENTO COM AVERBAÇÃO\nAverbação: por sentença de 2023 do Foro Central, transitada em julgado, "
        "foi decretado o divórcio do casal Luciana e André Oliveira Santos. A cônjuge voltou a usar o nome de solteira.")
    add(f"{ce}/2024/Castro - Inventário - 1067890-44.2022.8.26.0100/formal de partilha.pdf", X, "Law", 530,
        "FORMAL DE PARTILHA\nInventário de Maria Helena Castro - proc. 1067890-44.2022.8.26.0100\nQuinhões: três filhos, "
        "1/3 cada do apartamento da Rua Apinajés e dos saldos bancários.")
    add(f"{ce}/2025/Gouveia - Dissolução de união estável - 1002233-81.2024.8.26.0002/acordo Gouveia-Reis assinado.pdf",
        X, "Law", 260, "ACORDO - Eduardo Gouveia e Tatiane Reis\nDividem igualmente o apartamento do Jabaquara; Tatiane "
        "fica com o carro; sem alimentos entre si.")
    add(f"{ce}/casos encerrados - índice.xlsx", X, "Law", 180, lambda r, dt:
        "ano;cliente;processo;resultado;caixa arquivo\n" + "\n".join(
            f"{a};{cl_};{p};{r.choice(['procedente', 'acordo', 'homologado'])};cx {i + 1}"
            for i, (a, _, cl_, _, p, _, _, _) in enumerate(closed)))

    # ------------------------------------------------------------ Vilela Teixeira (Archive Law)
    v = f"{DOC}/Vilela Teixeira 2012-2019"
    add(f"{v}/carta de desligamento.docx", X, "Law", 2560,
        "São Paulo, 10 de maio de 2019.\nAos sócios de Vilela Teixeira Advogados\nPrezados Dr. Otávio e Dra. Lúcia,\n"
        "Comunico meu desligamento da área de Família e Sucessões a partir de 10 de junho, para abrir meu próprio "
        "escritório. Agradeço os sete anos de aprendizado. Farei a transição dos meus casos com a equipe.\nAna Paula Ferreira")
    add(f"{v}/avaliação de desempenho 2017.pdf", X, "Law", 3050,
        "VILELA TEIXEIRA ADVOGADOS - AVALIAÇÃO ANUAL 2017\nAdvogada: Ana Paula Ferreira - Associada Sênior - Família e "
        "Sucessões\nPontos fortes: atendimento a clientes, redação, audiências.\nA desenvolver: gestão de equipe.\n"
        "Recomendação: promoção a counsel em 2019.")
    add(f"{v}/lista de casos transferidos jun-2019.xlsx", X, "Law", 2540, lambda r, dt:
        "cliente;tipo;responsável após 10/06\n" + "\n".join(
            f"{n};{t};{r.choice(['Dra. Lúcia', 'Dr. Caio', 'Dra. Fernanda'])}" for n, t in (
                ("Família Monteiro", "inventário"), ("J. Azevedo", "divórcio"), ("Holding Ribas", "planejamento "
                "sucessório"), ("M. Lacerda", "alimentos"), ("Família Sato", "inventário"))))
    add(f"{v}/holerites/holerite maio 2019.pdf", X, "Law", 2570, lambda r, dt:
        f"VILELA TEIXEIRA ADVOGADOS\nDemonstrativo de pagamento - 05/2019\nAna Paula Ferreira - Associada Sênior\n"
        f"Salário: {_rs(r, 17000, 17500)}  Bônus: 0,00\nLíquido: {_rs(r, 12500, 13000)}")
    add(f"{v}/holerites/holerite dez 2018.pdf", X, "Law", 2720, lambda r, dt:
        f"VILELA TEIXEIRA ADVOGADOS\nDemonstrativo de pagamento - 12/2018\nAna Paula Ferreira - Associada Sênior\n"
        f"Salário: {_rs(r, 16500, 17000)}  13º: {_rs(r, 16500, 17000)}  Bônus anual: {_rs(r, 20000, 30000)}")

    # ------------------------------------------------------------ Biblioteca jurídica (Resources Law)
    b = f"{DOC}/Biblioteca jurídica"
    add(f"{b}/Legislação/Lei 5.478-1968 - Lei de Alimentos.pdf", R, "Law", 1200,
        "LEI Nº 5.478, DE 25 DE JULHO DE 1968\nDispõe sobre ação de alimentos e dá outras providências.\nArt. 1º A ação "
        "de alimentos é de rito especial, independe de prévia distribuição e de anterior concessão do benefício de "
        "gratuidade.\nArt. 4º Ao despachar o pedido, o juiz fixará desde logo alimentos provisórios...")
    add(f"{b}/Legislação/Lei 12.318-2010 alienação parental (atualizada 2022).pdf", R, "Law", 700,
        "LEI Nº 12.318, DE 26 DE AGOSTO DE 2010\nDispõe sobre a alienação parental.\nArt. 2º Considera-se ato de "
        "alienação parental a interferência na formação psicológica da criança ou do adolescente promovida ou induzida "
        "por um dos genitores...")
    add(f"{b}/Legislação/Resolução CNJ 35-2007 e 571-2024 - inventário e divórcio em cartório.pdf", R, "Law", 480,
        "RESOLUÇÃO Nº 35/2007 DO CNJ, com as alterações da Resolução nº 571/2024\nDisciplina a lavratura dos atos "
        "notariais de inventário, partilha, separação e divórcio consensuais. Permite o divórcio extrajudicial com "
        "filhos menores quando as questões de guarda e alimentos já tiverem sido resolvidas judicialmente.")
    add(f"{b}/Jurisprudência/STJ - REsp alimentos binômio necessidade-possibilidade.pdf", R, "Law", 400,
        "SUPERIOR TRIBUNAL DE JUSTIÇA - RECURSO ESPECIAL\nEMENTA: DIREITO DE FAMÍLIA. ALIMENTOS. REVISÃO. BINÔMIO "
        "NECESSIDADE-POSSIBILIDADE. A majoração dos alimentos pressupõe alteração na situação financeira das partes...")
    add(f"{b}/Jurisprudência/STJ - guarda compartilhada não depende de consenso.pdf", R, "Law", 620,
        "STJ - TERCEIRA TURMA\nEMENTA: CIVIL. FAMÍLIA. GUARDA COMPARTILHADA. CONSENSO. DESNECESSIDADE. A guarda "
        "compartilhada é a regra, só afastada quando um dos genitores declarar que não deseja a guarda ou for inapto.")
    add(f"{b}/Jurisprudência/TJSP - partilha de cotas sociais no divórcio.pdf", R, "Law", 300,
        "TJSP - APELAÇÃO CÍVEL - 1ª Câmara de Direito Privado\nDIVÓRCIO. PARTILHA. COTAS SOCIAIS adquiridas na "
        "constância do casamento. Comunicabilidade. Apuração de haveres pelo valor patrimonial na data da separação.")
    add(f"{b}/Modelos/modelo - petição inicial divórcio litigioso.docx", R, "Law", 1500,
        "MODELO\nEXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA __ VARA DA FAMÍLIA E SUCESSÕES DO FORO ____\n"
        "[NOME], [qualificação], vem propor AÇÃO DE DIVÓRCIO LITIGIOSO c/c partilha, guarda e alimentos em face de "
        "[NOME]...\nI - DOS FATOS\nII - DO DIREITO (art. 226 §6º CF)\nIII - DOS PEDIDOS")
    add(f"{b}/Modelos/modelo - contrato de honorários.docx", R, "Law", 1450,
        "MODELO - CONTRATO DE PRESTAÇÃO DE SERVIÇOS ADVOCATÍCIOS\nCONTRATANTE: [nome]\nCONTRATADA: Ferreira Advocacia\n"
        "OBJETO: [ação]\nHONORÁRIOS: R$ [valor], em [n] parcelas, + [x]% de êxito\nFORO: São Paulo/SP")
    add(f"{b}/Modelos/modelo - procuração ad judicia.docx", R, "Law", 1450,
        "MODELO DE PROCURAÇÃO\nOUTORGANTE: [nome, nacionalidade, estado civil, profissão, CPF, endereço]\nOUTORGADOS: "
        "Ana Paula Ferreira, OAB/SP 234.567, e Thiago Rocha Mendes, OAB/SP 412.876\nPODERES: cláusula ad judicia et extra")
    add(f"{b}/Tabela de Honorários OAB-SP 2026.pdf", R, "Law", 140,
        "ORDEM DOS ADVOGADOS DO BRASIL - SECÇÃO DE SÃO PAULO\nTABELA DE HONORÁRIOS ADVOCATÍCIOS - 2026\nDIREITO DE "
        "FAMÍLIA: divórcio consensual judicial - mínimo R$ 6.870,00; divórcio litigioso - 10% do patrimônio partilhável, "
        "mínimo R$ 11.450,00; alimentos - 20% sobre 12 prestações; inventário - 6% do monte-mor.")
    add(f"{b}/Artigos/IBDFAM - multiparentalidade e alimentos.pdf", R, "Law", 510,
        "Revista IBDFAM: Famílias e Sucessões\nMultiparentalidade e o dever de alimentos: reflexões após o Tema 622 do "
        "STF\nResumo: o artigo examina a possibilidade de cumulação de obrigações alimentares entre pais biológicos e "
        "socioafetivos...")

    # ------------------------------------------------------------ Pós-graduação (Projects Study; slides Resources Law)
    pg = f"{DOC}/Pós IPEJ - Famílias e Mediação"
    add(f"{pg}/contrato de matrícula IPEJ.pdf", P, "Study", 480,
        "INSTITUTO PAULISTA DE ESTUDOS JURÍDICOS - IPEJ\nCONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS\nCurso: "
        "Pós-graduação lato sensu em Direito das Famílias e Mediação - turma 2025/2026 - 420 horas\nAluna: Ana Paula "
        "Ferreira\nInvestimento: 18 parcelas de R$ 1.190,00\nConclusão condicionada à aprovação do TCC até 30/11/2026.")
    add(f"{pg}/calendário 2026 - 3º semestre.pdf", P, "Study", 130,
        "IPEJ - Calendário 2026/1\nAulas às segundas e quartas, 19h-22h30, e sábados alternados 8h-12h\nMódulo 7: "
        "Mediação familiar (fev-mar)\nMódulo 8: Sucessões e planejamento sucessório (abr-mai)\nMódulo 9: Seminários de "
        "TCC (jun)\nEntrega do TCC: 30/11/2026  Banca: dezembro")
    for age in (5, 36, 66):
        dt = NOW - timedelta(days=age)
        add(f"{pg}/mensalidades/boleto IPEJ {dt:%m-%Y}.pdf", P, "Study", age, lambda r, dt:
            f"IPEJ - Instituto Paulista de Estudos Jurídicos\nBoleto - parcela {dt.month + 6}/18\nAluna: ANA PAULA FERREIRA\n"
            f"Curso: Pós Direito das Famílias e Mediação\nValor: R$ 1.190,00  Vencimento: 10/{dt.month:02d}/{dt.year}")
    add(f"{pg}/TCC/projeto TCC - alienação parental e mediação.docx", P, "Study", 160,
        "PROJETO DE TCC\nTítulo provisório: Guarda compartilhada e alienação parental: a mediação familiar como "
        "instrumento de prevenção\nOrientadora: Profa. Dra. Cristina Vasconcelos\nProblema: em que medida a mediação "
        "pré-processual reduz alegações de alienação parental?\nMetodologia: revisão bibliográfica e análise de 40 "
        "acórdãos do TJSP (2020-2025).")
    add(f"{pg}/TCC/TCC capítulo 1 - v3.docx", P, "Study", 11,
        "CAPÍTULO 1 - A GUARDA COMPARTILHADA NO DIREITO BRASILEIRO\n1.1 Da guarda unilateral como regra à guarda "
        "compartilhada como regra (Leis 11.698/2008 e 13.058/2014)\nA doutrina majoritária (DIAS, 2021; TARTUCE, 2023) "
        "aponta que... [revisar com comentários da orientadora]")
    add(f"{pg}/TCC/TCC capítulo 2 - rascunho.docx", P, "Study", 3,
        "CAPÍTULO 2 - MEDIAÇÃO FAMILIAR E ALIENAÇÃO PARENTAL\n2.1 A Lei de Mediação (13.140/2015) e o CPC de 2015\n"
        "2.2 Oficinas de parentalidade\nTODO: incluir dados do CEJUSC Pinheiros que a Dra. Cristina passou")
    add(f"{pg}/TCC/referências TCC.txt", P, "Study", 2,
        "Referências - TCC\nDIAS, Maria Berenice. Manual de Direito das Famílias. 14. ed. Salvador: JusPodivm, 2021.\n"
        "TARTUCE, Flávio. Direito Civil: Direito de Família. v. 5. Rio de Janeiro: Forense, 2023.\nMADALENO, Rolf. "
        "Alienação parental. 7. ed. Rio de Janeiro: Forense, 2021.\nBRASIL. Lei 12.318/2010.\n[ ] pedir acórdãos ao Thiago")
    add(f"{pg}/TCC/e-mail orientadora - comentários cap 1.eml", P, "Study", 12, mail(
        "Cristina Vasconcelos <cristina.vasconcelos@ipej.edu.br>", ME, "Comentários ao capítulo 1",
        "Ana Paula,\n\nLi o capítulo 1. Está bem escrito, mas ainda muito descritivo: falta a sua tese. Sugiro cortar a "
        "parte histórica pela metade e trazer os acórdãos do TJSP já no fim do capítulo. Podemos conversar na orientação "
        "de 15/06.\n\nAbs, Cristina"))
    add(f"{pg}/trabalho módulo 7 - caso simulado de mediação.docx", P, "Study", 80,
        "IPEJ - Módulo 7 - Mediação familiar - Trabalho individual\nAluna: Ana Paula Ferreira\nCaso simulado: casal com "
        "dois filhos disputa a mudança da mãe para Curitiba. Proposta de roteiro de mediação em 4 sessões, com "
        "pré-mediação individual e plano parental escrito.")
    add(f"{pg}/Módulo 7 - slides - técnicas de mediação.pdf", R, "Law", 100,
        "IPEJ - Módulo 7 - Mediação Familiar - Profa. Helena Barros\nTécnicas: escuta ativa, parafraseamento, "
        "reenquadre, perguntas circulares, caucus. Mediação x conciliação (CPC art. 165). Etapas da mediação familiar.")
    add(f"{pg}/Módulo 8 - slides - planejamento sucessório e holding familiar.pdf", R, "Law", 45,
        "IPEJ - Módulo 8 - Sucessões - Prof. Marcelo Antunes\nPlanejamento sucessório: doação com reserva de usufruto, "
        "holding familiar, previdência privada (PGBL/VGBL) e ITCMD. Testamento e legítima.")
    add(f"{pg}/Módulo 8 - texto de apoio - ITCMD progressivo (EC 132).pdf", R, "Law", 40,
        "Texto de apoio - A Emenda Constitucional 132/2023 e a progressividade obrigatória do ITCMD. Impactos no "
        "planejamento sucessório e nos inventários em curso.")

    # ------------------------------------------------------------ Mudança escritório Pinheiros (Projects Law)
    mu = f"{DOC}/Mudança escritório Pinheiros"
    add(f"{mu}/contrato locação conjunto 114 - Rua dos Pinheiros.pdf", P, "Law", 50, lambda r, dt:
        f"CONTRATO DE LOCAÇÃO NÃO RESIDENCIAL\nLOCADORA: Pinheiros Corporate Empreendimentos Ltda.\nLOCATÁRIA: {ESCR}\n"
        f"IMÓVEL: {END_NOVO}, área privativa 68 m2, 1 vaga\nPRAZO: 36 meses a partir de 01/07/2026\nALUGUEL: R$ 6.300,00, "
        "carência de 1 mês para obras, reajuste IPCA\nGarantia: seguro-fiança")
    add(f"{mu}/aviso de desocupação sala Al. Santos.docx", P, "Law", 45,
        f"São Paulo, {_ext(NOW - timedelta(days=45))}.\nAo Sr. Heitor Camargo Vaz\nRef.: locação do conjunto 52 - "
        "Alameda Santos, 1.800\nPrezado senhor, comunico, nos termos da cláusula 14ª, que desocuparemos o imóvel em "
        "30/06/2026, após o 48º mês da locação. Solicito agendar a vistoria de saída.\nAna Paula Ferreira")
    add(f"{mu}/proposta imobiliária - conjuntos visitados.pdf", P, "Law", 110,
        "Rede Imóveis Comerciais - Proposta para Dra. Ana Paula\n1) Rua dos Pinheiros 870 cj 114 - 68 m2 - R$ 6.300\n"
        "2) Rua Cardeal Arcoverde 1.500 cj 33 - 55 m2 - R$ 5.400\n3) Av. Faria Lima 1.900 cj 8 - 48 m2 - R$ 7.900")
    add(f"{mu}/orçamentos mudança.xlsx", P, "Law", 20, lambda r, dt:
        "empresa;data;caminhão;embalagem arquivos;valor\nMudanças Granero;27/06;baú 6m;sim;4.850,00\n"
        "Transportadora Pinheirense;27/06;baú 4m;sim;3.200,00\nLeva & Traz;28/06;baú 4m;não;2.400,00")
    add(f"{mu}/orçamento marcenaria - Móveis Ateliê Sato.pdf", P, "Law", 28,
        "Ateliê Sato Marcenaria - Orçamento 0412\nCliente: Ferreira Advocacia - Rua dos Pinheiros 870 cj 114\n"
        "Bancada recepção em L laminado freijó - R$ 6.800,00\nArmário arquivo 4 portas - R$ 5.200,00\nEstante sala de "
        "reunião - R$ 3.900,00\nPrazo: 25 dias após aprovação do projeto. Total: R$ 15.900,00")
    add(f"{mu}/planta cj 114 com layout.pdf", P, "Law", 35,
        "Planta baixa - conjunto 114 - escala 1:50\nRecepção 12 m2 - Sala Dra. Ana Paula 16 m2 - Sala Thiago/Bruna "
        "14 m2 - Sala de reunião 18 m2 - copa - WC\nLayout: arq. Júlia Moraes - rev. 02")
    add(f"{mu}/Vivo Empresas - proposta fibra 500MB.pdf", P, "Law", 15,
        "Vivo Empresas - Proposta comercial\nEndereço de instalação: Rua dos Pinheiros, 870, cj 114\nFibra 500 Mega + "
        "IP fixo + 2 linhas fixas: R$ 349,90/mês - instalação em até 7 dias úteis - portabilidade do (11) 3081-4420")
    add(f"{mu}/checklist mudança.md", P, "Law", 1,
        "# Mudança escritório - julho/2026\n- [x] assinar contrato Pinheiros\n- [x] aviso ao Sr. Heitor (Al. Santos)\n"
        "- [ ] aprovar marcenaria\n- [ ] portabilidade do telefone / Vivo\n- [ ] alterar endereço: OAB, CCM Prefeitura, "
        "Receita (Rosângela), TJSP cadastro, site, Google\n- [ ] papel timbrado e cartões novos\n- [ ] digitalizar "
        "arquivo morto antes de mudar\n- [ ] vistoria de saída 30/06")
    add(f"{mu}/cronograma obra e mudança.xlsx", P, "Law", 6, lambda r, dt:
        "etapa;início;fim;responsável\npintura;08/06;12/06;Pinheiros Corporate\nmarcenaria;15/06;10/07;Ateliê Sato\n"
        "internet;22/06;24/06;Vivo\nmudança;27/06;27/06;Transportadora Pinheirense\nvistoria saída Al. Santos;30/06;30/06;Ana")
    for i, age in enumerate((48, 30, 10, 9, 3)):
        dt = NOW - timedelta(days=age)
        photo(f"{mu}/fotos/IMG_{dt:%Y%m%d}_{10 + i}{i * 7 % 10}{i}42.jpg", P, "Law", age)

    # ------------------------------------------------------------ Pessoal
    pe = f"{DOC}/Pessoal"
    # Finance (Areas)
    for age in (2, 32, 63):
        dt = NOW - timedelta(days=age)
        add(f"{pe}/Finanças/Itaú/extrato {dt:%Y-%m}.pdf", A, "Finance", age, t_itau)
    for age in (21, 52):
        dt = NOW - timedelta(days=age)
        add(f"{pe}/Finanças/Nubank/Nubank_{dt:%Y-%m-%d}.pdf", A, "Finance", age, t_nubank)
    add(f"{pe}/Finanças/IRPF/IRPF 2026/declaração IRPF 2026.pdf", A, "Finance", 40, t_irpf(2026))
    add(f"{pe}/Finanças/IRPF/IRPF 2026/informe de rendimentos Itaú 2025.pdf", A, "Finance", 95, lambda r, dt:
        "Itaú Unibanco S.A. - Informe de Rendimentos Financeiros - Ano-calendário 2025\nBeneficiária: ANA PAULA FERREIRA "
        f"CPF 231.456.789-10\nSaldo em conta corrente 31/12/2025: {_rs(r, 9000, 20000)}\nCDB Itaú: saldo {_rs(r, 80000, 120000)} "
        f"- rendimentos tributados exclusivamente na fonte {_rs(r, 6000, 11000)}")
    add(f"{pe}/Finanças/IRPF/IRPF 2026/despesas dedutíveis 2025.xlsx", A, "Finance", 100, lambda r, dt:
        "tipo;beneficiário;CNPJ/CPF;valor\nplano de saúde;SulAmérica;01.685.053/0001-56;14.280,00\nescola Lucas;Colégio "
        "Horizonte;12.345.678/0001-00;3.561,50\npediatra;Dr. Paulo Lemos;;1.800,00\nortodontista;Dra. Sílvia Rios;;3.900,00\n"
        "previdência PGBL;Brasilprev;;12.000,00")
    add(f"{pe}/Finanças/IRPF/IRPF 2025/recibo IRPF 2025.pdf", A, "Finance", 410, t_irpf(2025))
    add(f"{pe}/Finanças/IRPF/IRPF 2020/declaração IRPF 2020.pdf", A, "Finance", 2230, t_irpf(2020))
    add(f"{pe}/Finanças/Investimentos/posição XP maio 2026.pdf", A, "Finance", 3, lambda r, dt:
        f"XP Investimentos - Posição consolidada em {_dt(dt)}\nCliente: Ana Paula Ferreira\nTesouro IPCA+ 2035: "
        f"{_rs(r, 60000, 70000)}\nCDB Banco Master 2027: {_rs(r, 30000, 35000)}\nFundo DI: {_rs(r, 20000, 40000)}\n"
        "Previdência Brasilprev PGBL: R$ 84.310,22")
    add(f"{pe}/Finanças/orçamento casa 2026.xlsx", A, "Finance", 5, lambda r, dt:
        "item;jan;fev;mar;abr;mai\ncondomínio;1.420;1.420;1.445;1.445;1.445\nescola Lucas;3.450;3.450;3.450;3.450;3.450\n"
        "plano de saúde;1.190;1.190;1.190;1.190;1.190\nmercado;2.300;2.100;2.450;2.200;2.380\ndiarista;1.040;1.040;"
        "1.300;1.040;1.040\npensão recebida;-2.277;-2.277;-2.277;-2.277;-2.277")
    # Home (Areas) + manuals (Resources Home)
    for age in (22, 53, 83):
        dt = NOW - timedelta(days=age)
        add(f"{pe}/Apartamento/Condomínio/boleto condomínio {dt:%m-%Y}.pdf", A, "Home", age, t_condominio)
    add(f"{pe}/Apartamento/Condomínio/ata AGO 2025 - Ed. Jardim Harmonia.pdf", A, "Home", 380,
        "ATA DA ASSEMBLEIA GERAL ORDINÁRIA - CONDOMÍNIO EDIFÍCIO JARDIM HARMONIA\nPauta: aprovação de contas 2024, "
        "previsão orçamentária 2025, eleição de síndico, troca dos elevadores (chamada extra em 12 parcelas).\nSíndica "
        "reeleita: Sra. Denise Kato.")
    add(f"{pe}/Apartamento/IPTU/IPTU 2026 - notificação.pdf", A, "Home", 130, t_iptu)
    add(f"{pe}/Apartamento/IPTU/IPTU 2022.pdf", A, "Home", 1580, t_iptu)
    add(f"{pe}/Apartamento/contas/Enel maio 2026.pdf", A, "Home", 9, lambda r, dt:
        f"Enel Distribuição São Paulo\nCliente: ANA PAULA FERREIRA  Instalação: 0{r.randint(10**7, 10**8)}\n{CASA}\n"
        f"Consumo: {r.randint(180, 260)} kWh  Bandeira amarela\nTotal: {_rs(r, 190, 290)}  Vencimento: 15/06/2026")
    add(f"{pe}/Apartamento/contas/Comgás abril 2026.pdf", A, "Home", 38, lambda r, dt:
        f"Comgás - Conta de gás\n{CASA}\nConsumo: {r.randint(8, 14)} m3\nTotal: {_rs(r, 90, 160)}  Vencimento: 18/05/2026")
    add(f"{pe}/Apartamento/contas/Vivo Fibra fatura maio.pdf", A, "Home", 14, lambda r, dt:
        "Vivo - Fatura Vivo Fibra 600 Mega + Vivo Play\nTitular: Ana Paula Ferreira\nValor: R$ 159,99  Vencimento 20/05/2026")
    add(f"{pe}/Apartamento/seguro residencial Porto 2025-2026.pdf", A, "Home", 200,
        "PORTO SEGURO - APÓLICE SEGURO RESIDENCIAL\nSegurada: Ana Paula Ferreira\nLocal de risco: Rua Harmonia, 512, ap. "
        "71\nCoberturas: incêndio R$ 400.000, danos elétricos R$ 20.000, roubo R$ 30.000, assistência 24h\nVigência: "
        "15/11/2025 a 15/11/2026  Prêmio: R$ 612,00")
    add(f"{pe}/Apartamento/diarista Cida - recibos 2026.xlsx", A, "Home", 3, lambda r, dt:
        "data;serviço;valor;pago\n" + "\n".join(f"{d:02d}/{m:02d}/2026;faxina;260,00;pix" for m in range(1, 6)
                                                for d in (7, 21)))
    add(f"{pe}/Apartamento/Manuais/manual ar-condicionado LG Dual Inverter.pdf", R, "Home", 900,
        "LG - MANUAL DO PROPRIETÁRIO - AR CONDICIONADO SPLIT DUAL INVERTER\nInstruções de segurança. Limpeza do filtro a "
        "cada 2 semanas. Códigos de erro: CH01 sensor de temperatura, CH05 comunicação. Modo Jet Cool.")
    add(f"{pe}/Apartamento/Manuais/manual lava-louças Brastemp BLF08.pdf", R, "Home", 1200,
        "BRASTEMP - Manual de instruções - Lava-louças 8 serviços BLF08\nAbastecimento do secante e do sal. Ciclos: "
        "pesado, normal, eco, rápido. Limpeza do filtro. Solução de problemas.")
    # Health (Areas)
    add(f"{pe}/Saúde/carteirinha SulAmérica - Ana e Lucas.pdf", A, "Health", 500,
        "SulAmérica Saúde - Plano Especial 100 - Empresarial (Ferreira Advocacia)\nTitular: Ana Paula Ferreira - 8887 "
        "1234 5678 0011\nDependente: Lucas Ferreira Lima - 8887 1234 5678 0029\nAcomodação: apartamento - Reembolso")
    for age in (18, 76):
        dt = NOW - timedelta(days=age)
        add(f"{pe}/Saúde/reembolsos/reembolso {dt:%Y-%m-%d}.pdf", A, "Health", age, t_sulamerica)
    add(f"{pe}/Saúde/exames/exames check-up abril 2026.pdf", A, "Health", 50, t_exame)
    add(f"{pe}/Saúde/exames/mamografia 2025.pdf", A, "Health", 330,
        "CLÍNICA DE IMAGEM VILA MADALENA\nPaciente: Ana Paula Ferreira\nMAMOGRAFIA DIGITAL BILATERAL\nConclusão: "
        "BI-RADS 2 - achados benignos. Controle anual.")
    add(f"{pe}/Saúde/Lucas/carteira de vacinação Lucas.pdf", A, "Health", 700,
        "CADERNETA DE SAÚDE DA CRIANÇA - Lucas Ferreira Lima - nasc. 03/09/2015\nBCG, Hepatite B, Pentavalente, VIP, "
        "Pneumo 10, Rotavírus, Meningo C, Febre amarela, Tríplice viral, HPV 1ª dose (2025)")
    add(f"{pe}/Saúde/Lucas/pediatra - consulta abril 2026.txt", A, "Health", 45,
        "Consulta Dr. Paulo Lemos (pediatra) - 14/04/2026\nLucas: 1,42 m, 34 kg. Tudo ok. Rinite: manter spray nasal "
        "no inverno. Pedir atestado para o acampamento no Canadá em junho. Próxima consulta em outubro.")
    add(f"{pe}/Saúde/Lucas/ortodontia - orçamento aparelho.pdf", A, "Health", 160,
        "Dra. Sílvia Rios - Ortodontia\nPaciente: Lucas Ferreira Lima\nTratamento: aparelho expansor + aparelho fixo "
        "(24 meses)\nValor: entrada R$ 1.200,00 + 24 x R$ 290,00\nObs.: dividir 50% com o pai (Ricardo)")
    # Car (Areas)
    c = f"{pe}/Carro HR-V"
    add(f"{c}/IPVA 2026.pdf", A, "Car", 145, t_ipva)
    add(f"{c}/CRLV-e 2026.pdf", A, "Car", 120,
        "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL\nExercício 2026\nPlaca FRT3J45  Renavam "
        "01234567890\nHONDA/HR-V EXL CVT  2020/2021  Cor: cinza\nProprietário: ANA PAULA FERREIRA")
    add(f"{c}/seguro auto Porto Seguro 2025-2026.pdf", A, "Car", 230,
        "PORTO SEGURO AUTO - APÓLICE\nSegurada: Ana Paula Ferreira\nVeículo: Honda HR-V EXL 2021 - placa FRT3J45\n"
        "Cobertura compreensiva 100% FIPE, terceiros R$ 200.000, carro reserva 15 dias\nVigência: 10/10/2025 a 10/10/2026")
    add(f"{c}/revisão 50 mil km - Honda Pinheiros.pdf", A, "Car", 90, lambda r, dt:
        "Honda Pinheiros - Ordem de serviço\nVeículo: HR-V EXL placa FRT3J45 - km 50.214\nRevisão 50.000 km: óleo, "
        f"filtros, fluido de freio, pastilhas dianteiras\nTotal: {_rs(r, 1700, 2300)}")
    add(f"{c}/multa - notificação de autuação.pdf", A, "Car", 60,
        "PREFEITURA DE SÃO PAULO - DSV\nNOTIFICAÇÃO DA AUTUAÇÃO\nPlaca FRT3J45 - Av. Rebouças, 2.100\nInfração: "
        "transitar em velocidade superior à máxima permitida em até 20%\nValor: R$ 130,16 - prazo para indicar condutor")
    add(f"{c}/IPVA 2023 comprovante.pdf", A, "Car", 1240, t_ipva)
    # School (Areas)
    s = f"{pe}/Lucas/Escola"
    for age in (27, 58):
        dt = NOW - timedelta(days=age)
        add(f"{s}/boleto Colégio Horizonte {dt:%m-%Y}.pdf", A, "School", age, t_escola_boleto)
    add(f"{s}/contrato matrícula 2026.pdf", A, "School", 200,
        "COLÉGIO HORIZONTE - CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS 2026\nAluno: Lucas Ferreira Lima - 5º ano "
        "do Ensino Fundamental\nResponsáveis: Ana Paula Ferreira (financeira) e Ricardo Almeida Lima\nAnuidade: R$ "
        "41.400,00 em 12 parcelas")
    add(f"{s}/contrato matrícula 2024.pdf", A, "School", 900,
        "COLÉGIO HORIZONTE - CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS 2024\nAluno: Lucas Ferreira Lima - 3º ano\n"
        "Anuidade: R$ 35.880,00 em 12 parcelas")
    add(f"{s}/boletim 1º trimestre 2026.pdf", A, "School", 35,
        "COLÉGIO HORIZONTE - BOLETIM - 1º TRIMESTRE 2026\nLucas Ferreira Lima - 5º ano B\nLíngua Portuguesa: B  "
        "Matemática: A  Ciências: A  História: B  Geografia: B  Inglês: A  Educação Física: A\nObservação: participativo; "
        "precisa caprichar na organização do caderno.")
    add(f"{s}/lista de material 2026.pdf", A, "School", 170,
        "COLÉGIO HORIZONTE - LISTA DE MATERIAL 2026 - 5º ANO\n4 cadernos universitários 96 fls, 1 caderno de desenho, "
        "estojo completo, calculadora simples, dicionário Aurélio júnior, livros paradidáticos: O Pequeno Príncipe; "
        "Extraordinário.")
    add(f"{s}/circular - festa junina e reunião de pais.pdf", A, "School", 10,
        "COLÉGIO HORIZONTE - Circular 27/2026\nSenhores pais, a Festa Junina será no sábado, 20/06, das 11h às 17h. A "
        "reunião de pais do 5º ano acontece em 24/06 às 19h, com apresentação do projeto de leitura do 2º semestre.")
    # Family: co-parenting with Ricardo (Areas)
    f = f"{pe}/Lucas/Pensão e convivência"
    add(f"{f}/controle pensão Ricardo 2026.xlsx", A, "Family", 4, t_pensao)
    add(f"{f}/controle pensão Ricardo 2024.xlsx", A, "Family", 520, t_pensao)
    add(f"{f}/calendário de convivência 2026.docx", A, "Family", 150,
        "CALENDÁRIO DE CONVIVÊNCIA 2026 - Lucas\nFins de semana alternados com o pai (Ricardo), sexta 18h a domingo 18h.\n"
        "Quartas: jantar com o pai.\nFérias de julho: Lucas no acampamento no Canadá (4 a 25/07); depois, 26 a 31/07 com "
        "o pai.\nNatal 2026 com a mãe, Réveillon com o pai.")
    add(f"{f}/despesas extraordinárias Lucas - divisão 50-50.xlsx", A, "Family", 8, lambda r, dt:
        "data;despesa;total;parte Ricardo;reembolsado\n12/01/2026;material escolar;1.380,00;690,00;sim\n"
        "03/03/2026;aparelho ortodôntico entrada;1.200,00;600,00;sim\n20/04/2026;tênis futsal + uniforme;640,00;320,00;não\n"
        "15/05/2026;acampamento Canadá 1ª parcela;9.800,00;4.900,00;sim")
    # Divórcio 2021 (Archive Family)
    dv = f"{pe}/Divórcio 2021"
    add(f"{dv}/sentença homologação divórcio Ana e Ricardo.pdf", X, "Family", 1760,
        "TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO - 1ª Vara da Família e Sucessões - Foro Regional XI Pinheiros\n"
        "Divórcio Consensual - Requerentes: Ana Paula Ferreira Lima e Ricardo Almeida Lima\nHOMOLOGO o acordo: guarda "
        "compartilhada de Lucas com base de moradia materna; alimentos de 30% do salário mínimo x 3; partilha do "
        "apartamento da Rua Harmonia (fica com a requerente, mediante torna). A requerente volta a usar o nome Ana Paula "
        "Ferreira.")
    add(f"{dv}/acordo de divórcio - versão final assinada.pdf", X, "Family", 1800,
        "ACORDO DE DIVÓRCIO CONSENSUAL\nAna Paula Ferreira Lima e Ricardo Almeida Lima, casados desde 2012...\n"
        "Cláusula 3ª - Guarda compartilhada de Lucas, convivência livre com aviso prévio\nCláusula 5ª - Torna de "
        "R$ 180.000,00 a Ricardo em 24 parcelas")
    add(f"{dv}/certidão de casamento com averbação do divórcio.pdf", X, "Family", 1700,
        "CERTIDÃO DE CASAMENTO - Ricardo Almeida Lima e Ana Paula Ferreira Lima\nAVERBAÇÃO: divórcio decretado por "
        "sentença de 2021, transitada em julgado. A cônjuge voltou a assinar ANA PAULA FERREIRA.")
    add(f"{dv}/torna Ricardo - controle de parcelas.xlsx", X, "Family", 1010, lambda r, dt:
        "parcela;vencimento;valor;pago\n" + "\n".join(
            f"{i + 1}/24;{(i % 12) + 1:02d}/{2021 + (i + 8) // 12};7.500,00;sim" for i in range(24)))
    add(f"{dv}/e-mail Dra. Regina Moura - honorários.eml", X, "Family", 1750, mail(
        "Regina Moura <regina@mouraadvocacia.com.br>", "Ana Paula Ferreira <anapaula.ferreira@gmail.com>",
        "Seu divórcio - homologado",
        "Ana, querida, saiu a homologação. Agora é só esperar o trânsito e averbar no cartório. Não precisa me pagar "
        "nada, colega não cobra de colega. Cuide-se e dê um beijo no Lucas. Regina"))

    # ------------------------------------------------------------ Viagens
    vg = f"{DOC}/Viagens"
    pt = f"{vg}/Portugal set-2026"
    add(f"{pt}/e-ticket TAP GRU-LIS-OPO-GRU.pdf", P, "Travel", 70,
        "TAP AIR PORTUGAL - ITINERÁRIO / E-TICKET\nPassageira: FERREIRA/ANAPAULA MS  Reserva: K7QZ4M\nTP 82 - São Paulo "
        "GRU 10SEP26 17:55 - Lisboa LIS 11SEP26 07:35\nTP 84 - Porto OPO 24SEP26 11:20 - São Paulo GRU 24SEP26 18:05\n"
        "Bagagem: 2 x 23 kg. Tarifa Classic.")
    add(f"{pt}/roteiro Portugal.docx", P, "Travel", 7,
        "ROTEIRO PORTUGAL - Ana Paula e Renata - 11 a 24/09/2026\n11-15 Lisboa (Alfama, Belém, LX Factory, fado na "
        "Mouraria)\n16 Sintra (Pena e Regaleira - comprar ingresso antes)\n17-18 Évora e Monsaraz (carro alugado)\n19-20 "
        "Coimbra\n21-24 Porto + 1 dia no Douro (Quinta do Crasto)")
    add(f"{pt}/reserva Lisboa - Casa do Largo Alfama.pdf", P, "Travel", 60,
        "Booking.com - Confirmação 4.812.337.905\nCasa do Largo - Alfama, Lisboa\nCheck-in: qui, 11 set 2026 (a partir "
        "das 15:00)  Check-out: ter, 16 set 2026\nApartamento com 2 quartos - 5 noites - EUR 945\nCancelamento grátis até "
        "1 de setembro")
    add(f"{pt}/reserva Porto - hotel Ribeira.pdf", P, "Travel", 58,
        "Hotel Ribeira do Porto - Confirmação de reserva nº 22871\nHóspedes: Ana Paula Ferreira, Renata Guimarães\n21 a "
        "24/09/2026 - quarto duplo twin vista rio - EUR 612 - pequeno-almoço incluído")
    add(f"{pt}/seguro viagem Europa - Assist Card.pdf", P, "Travel", 20,
        "ASSIST CARD - Voucher\nTitular: Ana Paula Ferreira\nDestino: Europa (Tratado de Schengen) - 10/09 a 25/09/2026\n"
        "Cobertura médica EUR 60.000 - bagagem - cancelamento")
    add(f"{pt}/gastos Portugal.xlsx", P, "Travel", 6, lambda r, dt:
        "item;valor;quem pagou\npassagens TAP;6.980,00 x2;cada uma\nAlfama 5 noites;EUR 945;Ana\nHotel Porto;EUR 612;Renata\n"
        "carro Évora;EUR 180;dividir\nseguro;R$ 312,00;cada uma")
    lc = f"{vg}/Intercâmbio Lucas - Canadá jul-2026"
    add(f"{lc}/contrato Rumo Intercâmbio - summer camp.pdf", P, "Travel", 140,
        "RUMO INTERCÂMBIO - CONTRATO DE PRESTAÇÃO DE SERVIÇOS\nParticipante: Lucas Ferreira Lima (10 anos)\nPrograma: "
        "Maple Lake Summer Camp - Ontario, Canadá - 04/07 a 25/07/2026 - grupo com monitor brasileiro\nValor: CAD 6.900 "
        "+ aéreo R$ 7.400,00 - pagamento em 4 parcelas\nResponsável contratante: Ana Paula Ferreira")
    add(f"{lc}/autorização de viagem internacional - formulário CNJ.pdf", P, "Travel", 25,
        "AUTORIZAÇÃO DE VIAGEM INTERNACIONAL PARA CRIANÇA OU ADOLESCENTE - Resolução CNJ 131/2011\nMenor: Lucas Ferreira "
        "Lima - nasc. 03/09/2015\nViaja: acompanhado de Fernando Ito (monitor Rumo Intercâmbio)\nDestino: Toronto, Canadá - "
        "04/07 a 25/07/2026\nAutorizam: Ana Paula Ferreira (mãe) e Ricardo Almeida Lima (pai) - firmas reconhecidas por "
        "autenticidade")
    add(f"{lc}/passaporte Lucas - agendamento PF.pdf", P, "Travel", 95,
        "POLÍCIA FEDERAL - Protocolo de solicitação de passaporte\nRequerente: LUCAS FERREIRA LIMA (menor)\nAtendimento: "
        "Posto Shopping Eldorado - presença dos dois responsáveis ou autorização\nTaxa GRU paga: R$ 257,25")
    add(f"{lc}/eTA Canadá - aprovação.pdf", P, "Travel", 80,
        "Government of Canada - Electronic Travel Authorization (eTA)\nApplicant: LIMA, LUCAS FERREIRA\nPassport: "
        "GB123456 (BRA)\nStatus: APPROVED - valid 5 years or until passport expiry")
    add(f"{lc}/lista de malas Lucas.txt", P, "Travel", 4,
        "MALA LUCAS - CANADÁ (limite 23kg + mochila)\n- 10 camisetas, 4 bermudas, 2 calças, moletom, corta-vento\n- "
        "tênis + chinelo + bota de chuva\n- saco de dormir (o camp empresta?)\n- lanterna, garrafinha\n- spray nasal e "
        "receita em inglês!\n- etiquetas com nome em tudo\n- cartão de débito pré-pago Wise")
    add(f"{lc}/ficha médica do camp - health form.docx", P, "Travel", 15,
        "MAPLE LAKE SUMMER CAMP - CAMPER HEALTH FORM\nCamper: Lucas Ferreira Lima  DOB: 2015-09-03\nAllergies: none "
        "known. Conditions: allergic rhinitis (nasal spray, mometasone).\nEmergency contact: Ana Paula Ferreira "
        "+55 11 98765-4321 / Ricardo Lima +55 11 97654-3210\nPhysician: Dr. Paulo Lemos")
    add(f"{lc}/e-mail Ricardo - autorização assinada.eml", P, "Travel", 24, mail(
        "Ricardo Lima <ricardo.alima@gmail.com>", "Ana Paula Ferreira <anapaula.ferreira@gmail.com>",
        "Re: autorização viagem Lucas",
        "Ana, reconheci firma hoje no cartório da Teodoro, deixo as duas vias na portaria amanhã. Vou pagar minha "
        "metade da 2ª parcela da Rumo no dia 10. Ele está animado? R."))
    # past trips (Archive Travel)
    for pasta, arqs, fotos in (
        ("2023-07 Santiago do Chile", [
            ("voucher LATAM GRU-SCL.pdf", 1060, "LATAM - Cartão de embarque/voucher\nLA 8070 GRU-SCL 08JUL23\nFERREIRA/ANA "
             "PAULA e LIMA/LUCAS FERREIRA"),
            ("roteiro Chile com Lucas.docx", 1080, "Santiago 8-15/07/2023 com Lucas\nValle Nevado (esqui infantil), "
             "Cerro San Cristóbal, Museo Interactivo Mirador, Concha y Toro"),
            ("gastos Chile.xlsx", 1040, "item;CLP;R$\nhotel;850000;5.100,00\nValle Nevado;210000;1.260,00\ntransfer;"
             "90000;540,00")], (2, 1055)),
        ("2024-07 Bariloche", [
            ("reserva Hotel Cerro Catedral.pdf", 700, "Hotel Cerro Catedral - Bariloche\nReserva 44120 - 14 a 20/07/2024\n"
             "Hóspedes: Ana Paula Ferreira + 1 criança"),
            ("passeios Bariloche.txt", 680, "Bariloche jul/24\n- Cerro Catedral: aula de esqui Lucas (3 dias)\n- "
             "Circuito Chico\n- chocolate Rapanui\n- Isla Victoria se o tempo ajudar")], (2, 685)),
        ("2026-01 Trancoso", [
            ("reserva pousada Trancoso.pdf", 170, "Pousada Quadrado Azul - Trancoso/BA\nConfirmação: 05 a 12/01/2026\n"
             "Ana Paula Ferreira, Lucas, Renata e Bia Guimarães - 2 suítes"),
            ("e-ticket Azul GRU-BPS.pdf", 175, "Azul Linhas Aéreas - Localizador PZ8M2Q\nAD 4520 GRU-BPS 05/01/2026 07:10\n"
             "AD 4523 BPS-GRU 12/01/2026 16:40"),
            ("gastos Trancoso - divisão com Renata.xlsx", 140, "item;total;Ana;Renata\npousada;8.400,00;4.200,00;4.200,00\n"
             "carro;1.650,00;825,00;825,00\nrestaurantes;3.100,00;1.550,00;1.550,00\nacertado por pix em 20/01")], (3, 144)),
    ):
        for nome, age, txt in arqs:
            add(f"{vg}/{pasta}/{nome}", X, "Travel", age, txt)
        n_fotos, base_age = fotos
        for i in range(n_fotos):
            dt = NOW - timedelta(days=base_age - i)
            photo(f"{vg}/{pasta}/fotos/IMG_{dt:%Y%m%d}_{14 + i}3{i}0{i}.jpg", X, "Travel", base_age - i)

    # ------------------------------------------------------------ Imagens (Resources Photos)
    im = "Imagens"
    for album, start, n in (("2025/Aniversário 10 anos Lucas", 270, 3), ("2025/Natal família Ribeirão Preto", 158, 3),
                            ("2026/Páscoa sítio tia Célia", 55, 2), ("2026/Formatura Bruna OAB", 25, 2)):
        for i in range(n):
            dt = NOW - timedelta(days=start - i * 0.01)
            photo(f"{im}/{album}/IMG_{dt:%Y%m%d}_{12 + i}{(i * 13) % 60:02d}{(i * 29) % 60:02d}.jpg", R, "Photos", start)
    for i, age in enumerate((3, 17, 44, 202)):
        add(f"{im}/Camera Roll/IMG_{4810 + i * 57}.HEIC", R, "Photos", age, "")
    for i, age in enumerate((2, 16, 90)):
        dt = NOW - timedelta(days=age)
        add(f"{im}/Capturas de tela/Captura de tela {dt:%Y-%m-%d} {10 + i}{(i * 17) % 60:02d}{(i * 31) % 60:02d}.png",
            R, "Photos", age, "")
    for i, age in enumerate((7, 61)):
        dt = NOW - timedelta(days=age)
        photo(f"{im}/WhatsApp/WhatsApp Image {dt:%Y-%m-%d} at {9 + i}.{(i * 19) % 60:02d}.{(i * 7) % 60:02d}.jpeg",
              R, "Photos", age, exif=False)
    add(f"{im}/desktop.ini", L, "System", 400, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\windows.storage.dll,-21779\r\n")
    add(f"{im}/2025/Natal família Ribeirão Preto/Thumbs.db", L, "System", 150, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))

    # ------------------------------------------------------------ Músicas, Livros, Receitas
    for t, a, al in (("Águas de Março", "Elis Regina & Tom Jobim", "Elis & Tom"), ("O Leãozinho", "Caetano Veloso", "Bicho"),
                     ("Canção do Mar", "Dulce Pontes", "Lágrimas"), ("Ai, Mouraria", "Amália Rodrigues", "Amália")):
        add(f"Músicas/{a}/{al}/{t}.mp3", R, "Music", r.randint(300, 2500), lambda r, dt, t=t, a=a, al=al: _id3(r, t, a, al))
    for t, a, para in (("Torto Arado", "Itamar Vieira Junior", "Quando retirei a faca da mala de roupas..."),
                       ("Tudo é Rio", "Carla Madeira", "Lucy, a vida..."),
                       ("O Avesso da Pele", "Jeferson Tenório", "Às vezes você saía de casa..."),
                       ("Manual de Direito das Famílias", "Maria Berenice Dias", "A família é o primeiro agente socializador...")):
        add(f"Livros/{t} - {a}.epub", R, "Law" if "Direito" in t else "Books", r.randint(200, 1500),
            _epub(t, a, "pt-BR", para))
    add("Livros/Pequeno Manual Antirracista - Djamila Ribeiro.pdf", R, "Books", 800,
        "Pequeno Manual Antirracista - Djamila Ribeiro\nCompanhia das Letras, 2019\nInforme-se sobre o racismo. Enxergue "
        "a negritude. Reconheça os privilégios da branquitude.")
    rc = f"{DOC}/Receitas"
    add(f"{rc}/bolo de fubá da vó Zilda.txt", R, "Cooking", 1300,
        "BOLO DE FUBÁ DA VÓ ZILDA\n3 ovos, 2 xíc. fubá, 1 xíc. farinha de trigo, 1 1/2 xíc. açúcar, 1 xíc. leite, 1/2 xíc. "
        "óleo, 1 col. sopa fermento, erva-doce a gosto\nBater tudo no liquidificador, forno 180 graus por 40 min.")
    add(f"{rc}/escondidinho de carne seca.docx", R, "Cooking", 600,
        "ESCONDIDINHO DE CARNE SECA (serve 6)\n500 g carne seca dessalgada e desfiada, 1 kg mandioca cozida, manteiga de "
        "garrafa, cebola, requeijão, queijo coalho ralado. Purê de mandioca por cima, gratinar 20 min.")
    add(f"{rc}/pão de queijo mineiro.txt", R, "Cooking", 300,
        "PÃO DE QUEIJO\n500 g polvilho azedo, 250 ml leite, 125 ml óleo, 2 ovos, 250 g queijo meia cura ralado, sal.\n"
        "Escaldar o polvilho com leite e óleo fervendo; sovar; bolinhas; forno 200 graus 25 min.")

    # ------------------------------------------------------------ Backup notebook Dell 2019 (Archive Backup)
    bk = "Backup notebook Dell 2019"
    for rel, age, content in (
        ("Meus Documentos/Vilela/minuta acordo Monteiro.docx", 2700, "MINUTA - ACORDO DE PARTILHA - Inventário Monteiro\n"
         "Herdeiros: Paulo, Marta e Sérgio Monteiro. Imóveis em Ribeirão Preto e Campinas..."),
        ("Meus Documentos/Vilela/timesheet março 2019.xlsx", 2620, "data;cliente;horas;descrição\n04/03/2019;J. Azevedo;3,5;"
         "audiência\n05/03/2019;Família Sato;2,0;minuta\n06/03/2019;Holding Ribas;4,0;reunião"),
        ("Meus Documentos/IRPF 2018/declaração IRPF 2018.pdf", 2950, t_irpf(2018)),
        ("Meus Documentos/Casa/orçamento reforma cozinha 2017.pdf", 3150, "Marcenaria Bom Lar - orçamento cozinha planejada\n"
         "Rua Harmonia 512 ap 71 - R$ 28.400,00"),
        ("Meus Documentos/Lucas/berçário - contrato 2016.pdf", 3500, "Berçário Pequeno Príncipe - contrato 2016\nLucas "
         "Ferreira Lima - período integral"),
        ("Meus Documentos/currículo Ana Paula 2019.docx", 2600, "ANA PAULA FERREIRA - Advogada - OAB/SP 234.567\nVilela "
         "Teixeira Advogados (2012-2019) - Associada Sênior, Família e Sucessões\nPUC-SP, Direito, 2007"),
        ("Meus Documentos/Documento1.docx", 2800, "lista de presentes chá de bebê... (rascunho)"),
        ("Área de Trabalho/senhas antigas - NÃO.txt", 2650, "wifi casa: ******\nportal TJSP: trocado\nbanco: trocar"),
        ("Área de Trabalho/Viagem Floripa 2018.docx", 2900, "Floripa jan/2018 - Jurerê - pousada Mar Azul - Lucas 2 anos"),
    ):
        add(f"{bk}/{rel}", X, "Backup", age, content)
    for i in range(3):
        dt = datetime(2017 + i % 3, 1 + (i * 5) % 12, 3 + i * 4)
        add(f"{bk}/Minhas Imagens/{dt.year}/DSC_{1200 + i * 311:04d}.JPG", X, "Backup", (NOW.replace(tzinfo=None) - dt).days,
            lambda r, _dt, dt=dt: _jpeg(r, dt))
    add(f"{bk}/Minhas Músicas/Ana Carolina - Quem de Nós Dois.mp3", X, "Backup", 3300,
        lambda r, dt: _id3(r, "Quem de Nós Dois", "Ana Carolina", "Ana Rita Joana Iracema e Carolina"))
    add(f"{bk}/Meus Documentos/desktop.ini", L, "System", 2600, "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\system32\\imageres.dll,-112\r\n")

    # ------------------------------------------------------------ Downloads (installers, loose images, Left)
    dl = "Downloads"
    for name, head in (("PJeOffice Pro - Windows x64.exe", b"MZ\x90\x00"), ("SafeNetAuthenticationClient-x64-10.8.msi",
                       b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"), ("AcroRdrDCx642400220857_pt_BR.exe", b"MZ\x90\x00"),
                       ("Shodo Web Signer - assinador TJSP.exe", b"MZ\x90\x00")):
        add(f"{dl}/{name}", R, "Software", r.randint(10, 500), _blob(r, head, 3000))
    add(f"{dl}/programa IRPF 2026 - IRPF2026Win64v1.0.exe", R, "Software", 75, _blob(r, b"MZ\x90\x00", 3000))
    for i, age in enumerate((1, 12, 26)):
        dt = NOW - timedelta(days=age)
        photo(f"{dl}/WhatsApp Image {dt:%Y-%m-%d} at {11 + i}.{(i * 23) % 60:02d}.{(i * 41) % 60:02d}.jpeg", R, "Photos", age,
              exif=False)
    photo(f"{dl}/IMG-20260419-WA0012.jpg", R, "Photos", 43, exif=False)
    add(f"{dl}/Unconfirmed 381922.crdownload", L, "System", 0.2, _blob(r, b"%PDF-1.4\n", 400))
    add(f"{dl}/PJe - manual do advogado v2.4.pdf.crdownload", L, "System", 6, _blob(r, b"%PDF-1.5\n", 400))
    add(f"{dl}/LibreOffice_25.2.3_Win_x86-64.msi.part", L, "System", 30, _blob(r, b"\xd0\xcf\x11\xe0", 600))
    add(f"{dl}/desktop.ini", L, "System", 700, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n")
    add(f"Área de Trabalho/~$cumento sem título.docx", L, "System", 0.5, b"\x0bAna Paula  " + bytes(150))
    add(f"Área de Trabalho/desktop.ini", L, "System", 800, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    add(f"Digitalizações/Thumbs.db", L, "System", 100, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))

    # ------------------------------------------------------------ files whose name and folder say nothing (hard)
    def H(rel: str, bucket: str, topic: str, age: float, content) -> None:
        add(rel, bucket, topic, age, content, hard=True)

    H(f"{dl}/documento (3).pdf", P, "Law", 3, lambda r, dt:
      f"DIÁRIO DA JUSTIÇA ELETRÔNICO - TJSP - Caderno Judicial - 1ª Instância - Capital\nDisponibilização: {_dt(dt)}\n"
      f"Processo {CASOS['alb']['proc']} - Divórcio Litigioso - Mariana Costa Albuquerque x Rodrigo Albuquerque Neto - "
      "Vistos. Defiro a produção de prova pericial contábil para apuração do valor das cotas da Albuquerque "
      "Engenharia Ltda. Nomeio perito o contador Jairo Fontes. Faculto às partes a indicação de assistentes técnicos "
      "e a apresentação de quesitos no prazo de 15 dias. - ADV: ANA PAULA FERREIRA (OAB 234567/SP)")
    H(f"{dl}/documento (4).pdf", A, "Home", 24, t_condominio)
    H(f"{dl}/documento (5).pdf", X, "Law", 245, t_transito("1078901-23.2023.8.26.0100"))
    H(f"{dl}/documento.pdf", X, "Law", 640, t_sentenca("Roberta Vieira Campos", "Diego Campos", "1045612-33.2023.8.26.0100",
      "Guarda", "JULGO PROCEDENTE o pedido para conceder à autora a guarda unilateral do filho Davi, com convivência "
      "paterna assistida quinzenal no CEVAT, pelo prazo de seis meses."))
    H(f"{dl}/documento (6).pdf", P, "Law", 18,
      "CONSELHO NACIONAL DE JUSTIÇA - OFICINA DE PARENTALIDADE (ONLINE)\nCERTIFICADO\nCertificamos que FELIPE HIDEKI "
      "NAKAMURA concluiu a Oficina de Pais e Mães, com carga horária de 4 horas, por determinação do juízo da 2ª Vara "
      "da Família e Sucessões do Foro Regional XI - Pinheiros, processo 1003456-21.2025.8.26.0011.")
    H(f"{dl}/download.pdf", A, "Finance", 82, t_nubank)
    H(f"{dl}/download (1).pdf", A, "Law", 134, t_das)
    H(f"{dl}/download (2).pdf", P, "Law", 44, lambda r, dt:
      "GOVERNO DO ESTADO DE SÃO PAULO - GARE-ICMS/ITCMD\nCódigo da receita: 090-1 ITCMD - Causa mortis\n"
      "Contribuinte: SÔNIA MARIA BEZERRA (herdeira) - de cujus ANTÔNIO CARLOS BEZERRA\nReferência: declaração "
      f"ITCMD nº {r.randint(10**7, 10**8)} - quinhão 1/3\nValor: {_rs(r, 16800, 16900)}  Vencimento: {_dt(dt + timedelta(days=10))}")
    H(f"{dl}/download (3).pdf", P, "Travel", 33,
      "MAPLE LAKE SUMMER CAMP - Ontario, Canada\nInformation for parents - Session 2: July 5-25, 2026\nArrival: campers "
      "from Brazil are met at Toronto Pearson by camp staff. Cabins of 8 with two counsellors. Activities: canoeing, "
      "archery, swimming, drama, campfire. Phones are not allowed; parents receive photos twice a week on the camp "
      "portal. Please label all clothing and send medication in the original box with a doctor's note.")
    H(f"{dl}/arquivo.pdf", A, "Health", 49, t_exame)
    H(f"{dl}/arquivo (1).pdf", A, "Finance", 64, lambda r, dt:
      "BRASILPREV - EXTRATO DE PREVIDÊNCIA PRIVADA\nParticipante: ANA PAULA FERREIRA  Plano: PGBL Brasilprev RT "
      f"Multimercado\nSaldo em {_dt(dt)}: {_rs(r, 82000, 85000)}\nContribuições no ano: R$ 4.000,00\nRegime tributário: "
      "tabela regressiva\nRentabilidade 12 meses: 10,84%")
    H(f"{dl}/file.pdf", P, "Travel", 26,
      "Parques de Sintra - Monte da Lua, S.A.\nBILHETE ELETRÓNICO\nPalácio Nacional da Pena e Parque - entrada às 10:30\n"
      "Data da visita: 16/09/2026  Adultos: 2  Total: EUR 40,00\nApresente este bilhete no telemóvel.")
    H(f"{dl}/file (2).pdf", P, "Travel", 17, lambda r, dt:
      "RUMO INTERCÂMBIO LTDA - RECIBO\nRecebemos de Ana Paula Ferreira o valor de R$ 9.800,00 referente à 2ª parcela "
      "do programa Maple Lake Summer Camp (Ontario) do participante Lucas Ferreira Lima, embarque em 04/07/2026.\n"
      f"São Paulo, {_dt(dt)}.")
    H(f"{dl}/Planilha sem título.xlsx", P, "Law", 12, lambda r, dt:
      "item;loja;qtd;valor unit.;total;obs\ncadeira ergonômica Cavaletti;Escritório Prime;3;1.890,00;5.670,00;sala Thiago/Bruna "
      "e minha\nmesa reunião 6 lugares;Tok&Stok;1;3.499,00;3.499,00;\ncadeira interlocutor;Tok&Stok;6;520,00;3.120,00;\n"
      "persianas rolô cj 114;Persianas SP;4;680,00;2.720,00;medir janelas dia 10\nfragmentadora;Kalunga;1;890,00;890,00;"
      "antes de mudar o arquivo")
    H(f"{dl}/Planilha sem título (1).xlsx", A, "Law", 35, lambda r, dt:
      "recebimentos abril/2026;cliente;valor;NFS-e emitida\n05/04;Albuquerque (parc. 3/6);4.000,00;sim\n10/04;Nakamura "
      "(mensal);2.500,00;sim\n15/04;Bezerra (2ª parc.);9.000,00;não\n22/04;Rezende (êxito);7.680,00;sim\ntotal;;23.180,00;")
    H(f"{dl}/anexo.pdf", P, "Law", 95,
      "ESCOLA MONTESSORI JARDIM DAS FLORES - RELATÓRIO ESCOLAR\nAlunos: Sofia Nakamura (2º ano) e Kenji Nakamura "
      "(Infantil 4)\nA pedido do pai, Sr. Felipe Nakamura, informamos que ele participa das reuniões escolares e "
      "busca as crianças às quartas-feiras. As crianças mostram-se tranquilas quando o pai as busca.\nCoordenação pedagógica")
    H(f"{dl}/anexo (1).pdf", A, "School", 30,
      "COLÉGIO HORIZONTE - AUTORIZAÇÃO - ESTUDO DO MEIO 5º ANO\nDestino: Museu Catavento e Parque Dom Pedro II\nData: "
      "17/06/2026, saída 7h30, retorno 13h\nValor: R$ 95,00 (transporte e lanche)\nEu, ______, responsável por "
      "______, 5º ano __, autorizo a participação.")
    H(f"{dl}/anexo (2).pdf", A, "Car", 230,
      "PORTO SEGURO - PROPOSTA DE RENOVAÇÃO\nSegurado(a): Ana Paula Ferreira\nVeículo: HONDA HR-V EXL 1.5 CVT 2021 - "
      "placa FRT3J45\nBônus classe 7. Franquia normal R$ 4.350,00\nPrêmio total: R$ 3.980,00 em até 10x sem juros\n"
      "Vigência: 10/10/2025 a 10/10/2026")
    H(f"{dl}/Documento1.docx", P, "Law", 19,
      "MINUTA DE ACORDO - GUARDA E CONVIVÊNCIA\nFELIPE HIDEKI NAKAMURA e CAMILA RIBEIRO NAKAMURA, nos autos do "
      "processo 1003456-21.2025.8.26.0011, ajustam:\n1. Guarda compartilhada de Sofia e Kenji, base de moradia "
      "materna.\n2. Convivência paterna em fins de semana alternados, com pernoite de sábado, e às quartas-feiras das "
      "17h às 20h.\n3. Revisão do regime em dezembro de 2026.")
    H(f"{dl}/Documento2.docx", P, "Study", 27,
      "INTRODUÇÃO\nA guarda compartilhada tornou-se regra no ordenamento brasileiro em 2014. Passada uma década, "
      "permanece o desafio de torná-la efetiva quando os genitores não dialogam. Este trabalho investiga se a "
      "mediação familiar, realizada antes ou durante o processo, reduz as alegações de alienação parental.\n"
      "Trabalho de conclusão de curso apresentado ao IPEJ como requisito para o título de especialista.")
    H(f"{dl}/Documento (1).docx", A, "Car", 55,
      "À JUNTA ADMINISTRATIVA DE RECURSOS DE INFRAÇÕES - JARI - DSV/SP\nDEFESA PRÉVIA\nAna Paula Ferreira, proprietária "
      "do veículo placa FRT3J45, notificada da autuação por excesso de velocidade na Av. Rebouças, requer o "
      "cancelamento do auto, pois o equipamento estava com a aferição do INMETRO vencida.")
    H(f"{dl}/mensagem.eml", A, "Finance", 85, mail(
      "Rosângela Batista <rosangela@alvoradacontabil.com.br>", ME, "Sua declaração 2026",
      "Dra. Ana Paula,\n\nPara a sua declaração de pessoa física deste ano preciso do informe do Itaú, da XP e da "
      "Brasilprev, dos recibos médicos e da escola do Lucas, e do valor da pensão que o Ricardo pagou em 2025 "
      "(é rendimento tributável do Lucas, que é seu dependente). Prazo final 29/05, mas se entregarmos cedo a "
      "restituição sai no primeiro lote.\n\nAbraços, Rosângela"))
    H(f"{dl}/mensagem (2).eml", P, "Travel", 40, mail(
      "Rumo Intercâmbio <grupos@rumointercambio.com.br>", "Ana Paula Ferreira <anapaula.ferreira@gmail.com>",
      "Reunião de pais - grupo Canadá julho",
      "Olá, família!\n\nConvidamos para a reunião de pais do grupo que embarca para o Maple Lake Summer Camp em 04/07. "
      "Será no dia 13/06, às 10h, em nossa sede (Rua Teodoro Sampaio). Vamos falar de documentação (autorização "
      "judicial ou do CNJ com firma reconhecida, passaporte, eTA), bagagem e comunicação durante o acampamento.\n\n"
      "Equipe Rumo"))
    H(f"{dl}/comprovante.pdf", A, "Home", 110,
      "Comprovante de pagamento de tributos - Itaú\nPrefeitura do Município de São Paulo - IPTU 2026\nSQL 081.034.0271-4 - "
      "parcela 02/10\nValor: R$ 418,22\nPagador: ANA PAULA FERREIRA - autenticação 7F3A.91C2.0044")
    H(f"{dl}/comprovante (1).pdf", P, "Law", 47,
      "Pottencial Seguradora - Seguro Fiança Locatícia - comprovante de pagamento\nTomador: FERREIRA ADVOCACIA\n"
      "Imóvel: Rua dos Pinheiros, 870, cj. 114 - locadora Pinheiros Corporate Empreendimentos\nVigência 01/07/2026 a "
      "30/06/2027  Prêmio: R$ 5.870,00 (1ª de 3 parcelas paga)")
    H(f"{dl}/relatorio.pdf", A, "Health", 75, t_sulamerica)
    H(f"{dl}/tabela.csv", A, "Finance", 31, lambda r, dt:
      "data;lançamento;ag./origem;valor (R$)\n" + "\n".join(
          f"{d:02d}/{dt.month:02d}/{dt.year};{x};0912;{v}" for d, x, v in (
              (2, "PIX RECEBIDO RICARDO A LIMA", "2.277,00"), (5, "PAG BOLETO COLEGIO HORIZONTE", "-3.277,50"),
              (6, "TED RECEBIDA FERREIRA ADVOCACIA", "15.000,00"), (10, "PIX ENVIADO COND ED JARDIM HARMONIA", "-1.445,10"),
              (10, "PAG FATURA NUBANK", "-4.912,33"), (15, "DEB AUT ENEL SP", "-231,45"), (20, "APLICACAO CDB", "-5.000,00"))))
    H(f"{dl}/export.csv", A, "Law", 2, lambda r, dt:
      "Pasta;Cliente;Ação;Número CNJ;Vara;Fase;Último andamento\n" + "\n".join(
          f"{i + 101};{c['cli'].split(',')[0]};{c['acao']};{c['proc']};{c['vara'].split(' do ')[0]};"
          f"{r.choice(['instrução', 'conhecimento', 'perícia'])};{r.randint(1, 28):02d}/05/2026"
          for i, c in enumerate(v_ for k_, v_ in CASOS.items() if k_ != "rez")))
    H(f"{dl}/dados.csv", P, "Study", 22,
      "Aluno;Módulo;Aulas;Presenças;Frequência;Situação\nAna Paula Ferreira;M7 Mediação familiar;12;11;92%;aprovada\n"
      "Ana Paula Ferreira;M8 Sucessões e planejamento;12;10;83%;em curso\nAna Paula Ferreira;M9 Seminários de TCC;4;0;-;"
      "a iniciar\nMínimo exigido pelo IPEJ para certificação: 75%")
    H(f"{dl}/document.pdf", X, "Law", 2545,
      "VILELA TEIXEIRA ADVOGADOS\nDECLARAÇÃO\nDeclaramos, para os devidos fins, que a Dra. Ana Paula Ferreira, OAB/SP "
      "234.567, integrou nossa equipe de Família e Sucessões de março de 2012 a junho de 2019, como associada e depois "
      "associada sênior, conduzindo divórcios, inventários e planejamento sucessório com competência e ética.\n"
      "São Paulo, 14 de junho de 2019.\nOtávio Vilela Teixeira - sócio")
    H(f"{dl}/document (1).pdf", P, "Law", 28,
      "TJSP - CEJUSC - FORO REGIONAL II - SANTO AMARO\nCARTA-CONVITE - SESSÃO DE CONCILIAÇÃO/MEDIAÇÃO\nProcesso "
      "1001234-55.2026.8.26.0002 - Revisional de Alimentos\nPartes: Helena Souza Prado (rep. por Juliana Souza Prado) e "
      "Marcos Vinícius Prado\nData: 23/06/2026 às 14h - sessão por videoconferência (link Teams abaixo)")
    H(f"{dl}/print.pdf", A, "Health", 46,
      "Dr. Paulo Lemos - Pediatria - CRM/SP 76.543\nRECEITUÁRIO\nPaciente: Lucas Ferreira Lima (10 anos)\nUso nasal: "
      "furoato de mometasona 50 mcg - 1 jato em cada narina à noite, por 60 dias.\nLoratadina 1 mg/mL - 10 mL se "
      "coriza.\nSão Paulo, 14/04/2026")
    # Área de Trabalho
    at = "Área de Trabalho"
    H(f"{at}/Documento sem título.docx", A, "Law", 0.5,
      "Reunião de equipe - segunda 01/06\n1. Prazos da semana: Thiago revisa a planilha toda sexta.\n2. Bruna: "
      "protocolar juntadas até 16h; digitalizar procurações novas no mesmo dia.\n3. Atendimento: primeira consulta "
      "R$ 600,00, abatida dos honorários se fechar contrato.\n4. Notas fiscais: emitir no dia do recebimento e mandar "
      "cópia para a Rosângela.\n5. Férias da Bruna em julho (recesso da faculdade).")
    H(f"{at}/Documento sem título.txt", P, "Travel", 9,
      "ideias:\n- fado: Tasca do Chico ou Clube de Fado\n- pastel de nata: Manteigaria > Pastéis de Belém (fila)\n- "
      "Livraria Lello no Porto: comprar ingresso antes\n- trem Lisboa-Coimbra Alfa Pendular ~ EUR 25\n- Renata quer "
      "ir a Óbidos, ver se dá entre Sintra e Évora\n- chip: eSIM Vodafone PT")
    H(f"{at}/Novo Documento de Texto.txt", P, "Law", 13,
      "contatos\nJúlia Moraes (arquiteta) 11 99812-3345 - layout rev 03 até quinta\nSr. Sato (marcenaria) 11 97456-0021\n"
      "Adriano - Pinheiros Corporate (síndico/administração) 11 3031-7788 - chaves dia 08/06, obra só 8h-17h\n"
      "Transportadora Pinheirense - Márcia 11 3815-2020\nVivo Empresas - protocolo 2026051812345")
    H(f"{at}/Novo Documento de Texto (2).txt", R, "Cooking", 210,
      "bolo de cenoura (o do Lucas)\n3 cenouras médias, 3 ovos, 1 xíc óleo -> liquidificador\n2 xíc açúcar, 2 xíc farinha, "
      "1 col sopa fermento\n180 graus 40 min\ncobertura: 4 col chocolate em pó, 1 col manteiga, 3 col açúcar, 5 col "
      "leite - ferver até engrossar")
    H(f"{at}/notas.txt", P, "Law", 41,
      "reunião Juliana 21/04\n- Marcos já sabe da ação, ligou pra ela nervoso\n- ela tem recibos da fono desde 2024, vai "
      "mandar por whats\n- perguntar à escola declaração de matrícula da Helena\n- Marcos foi promovido em jan/26 "
      "(LinkedIn) -> pedir ofício à empresa se ele não juntar holerite\n- proposta dela p/ acordo: 23%")
    H(f"{at}/rascunho.docx", P, "Law", 12,
      "Excelentíssimo Senhor Doutor Juiz de Direito da 9ª Vara da Família e Sucessões do Foro Central\nProcesso "
      "1056789-10.2025.8.26.0100\nSÔNIA MARIA BEZERRA, inventariante, vem requerer a expedição de ALVARÁ JUDICIAL para "
      "a venda do imóvel da Rua Barão do Rio Branco, com depósito do preço em conta judicial, havendo concordância de "
      "todos os herdeiros e proposta de compra de R$ 1.180.000,00.")
    H(f"{at}/texto.docx", A, "Family", 20,
      "Ricardo,\nsobre julho: o Lucas embarca dia 4 e volta dia 25. Como combinamos, de 26 a 31 ele fica com você. Em "
      "agosto retomamos os fins de semana alternados (o primeiro é seu, dia 1º).\nA escola mandou a conta da "
      "excursão de junho e o dentista a parcela do aparelho; te mando a planilha das despesas para a gente acertar a "
      "metade de cada um. A pensão de maio caiu dia 6, obrigada.\nAna")
    np_ = f"{at}/Nova pasta"
    H(f"{np_}/doc.pdf", A, "Law", 760,
      "ADITIVO AO CONTRATO DE LOCAÇÃO NÃO RESIDENCIAL\nLocador: Heitor Camargo Vaz  Locatária: Ferreira Advocacia\n"
      "Imóvel: Alameda Santos, 1.800, cj. 52\nAs partes ajustam a substituição do IGP-M pelo IPCA como índice de "
      "reajuste, a partir de junho de 2024, com aluguel de R$ 4.200,00.")
    H(f"{np_}/doc (1).pdf", A, "Car", 500, t_ipva)
    H(f"{np_}/Novo Documento de Texto.txt", A, "Home", 190,
      "assembleia extraordinária 25/11\n- troca dos elevadores aprovada: chamada extra R$ 380/mês por 12 meses\n- "
      "portaria remota: rejeitada\n- vazamento na garagem (vaga 71 é minha!) - síndica vai chamar impermeabilização\n"
      "- próxima AGO em março")
    H(f"{at}/Nova pasta (2)/planilha.xlsx", X, "Travel", 1045,
      "Santiago jul/2023 (eu e Lucas);;;\ndia;gasto;CLP;R$\n09/07;Valle Nevado ingresso + aula Lucas;210000;1.260,00\n10/07;Mirador museu;18000;108,00\n"
      "11/07;Concha y Toro tour;40000;240,00\n12/07;Mercado Central almoço;35000;210,00\n13/07;Costanera Center;90000;540,00")
    # Digitalizações (office scanner)
    sc = "Digitalizações"
    scans = [
        (P, "Law", 27, "PROCURAÇÃO AD JUDICIA ET EXTRA\nOUTORGANTES: PATRÍCIA ANDRADE LINS e MARCELO LINS, casados entre si, "
         "residentes na Rua Tucuna, 310, ap. 44, Perdizes.\nOUTORGADA: Ana Paula Ferreira, OAB/SP 234.567.\nPODERES: "
         "assisti-los na lavratura da escritura pública de divórcio consensual e partilha perante qualquer Tabelionato "
         "de Notas.\n[assinaturas com firma reconhecida - 2º Tabelião de Notas]"),
        (P, "Law", 27, "REGISTRO CIVIL DAS PESSOAS NATURAIS - 2º SUBDISTRITO - LIBERDADE\nCERTIDÃO DE CASAMENTO\nMARCELO LINS "
         "e PATRÍCIA ANDRADE, que passou a assinar PATRÍCIA ANDRADE LINS\nData do casamento: 22/10/2011  Regime: comunhão "
         "parcial de bens\nNão consta averbação de separação ou divórcio. Emitida em 12/05/2026."),
        (P, "Law", 148, "DECLARAÇÃO DE HIPOSSUFICIÊNCIA ECONÔMICA\nEu, JULIANA SOUZA PRADO, representante legal de minha "
         "filha HELENA SOUZA PRADO, declaro não ter condições de arcar com as custas do processo de revisão de alimentos "
         "em face de Marcos Vinícius Prado sem prejuízo do sustento próprio e da família.\nSão Paulo, janeiro de 2026."),
        (A, "Health", 95, "RECIBO\nRecebi de Ana Paula Ferreira a quantia de R$ 290,00 referente à manutenção mensal do "
         "aparelho ortodôntico do paciente Lucas Ferreira Lima.\nDra. Sílvia Rios - Cirurgiã-dentista - CRO/SP 87.654 - "
         "CPF 123.987.456-00"),
        (A, "School", 520, "COLÉGIO HORIZONTE - BOLETIM FINAL 2024 - 3º ANO B\nAluno: Lucas Ferreira Lima\nPortuguês: B  "
         "Matemática: A  Ciências: A  História/Geografia: B  Inglês: A  Artes: B\nResultado: APROVADO\nFaltas: 6"),
        (P, "Law", 8, "LAUDO DE VISTORIA DE ENTRADA\nImóvel: Rua dos Pinheiros, 870, conjunto 114 - Pinheiros\nLocadora: "
         "Pinheiros Corporate Empreendimentos Ltda.  Locatária: Ferreira Advocacia\nPiso vinílico em bom estado; paredes "
         "brancas recém-pintadas; 2 aparelhos de ar-condicionado split funcionando; persianas ausentes; 1 vaga G2-17.\n"
         "Chaves entregues: 4 (porta principal) + 2 cartões de acesso."),
        (A, "Finance", 30, "MINISTÉRIO DA FAZENDA - DARF\nCódigo da receita: 0211 - IRPF quota\nCPF 231.456.789-10 - ANA PAULA "
         "FERREIRA\nPeríodo de apuração: 31/12/2025\nQuota 1/1 - Valor principal: R$ 2.814,37\nVencimento: 29/05/2026"),
        (X, "Law", 2530, "TERMO DE RESCISÃO DO CONTRATO DE TRABALHO\nEmpregador: VILELA TEIXEIRA ADVOGADOS - CNPJ "
         "05.432.109/0001-87\nEmpregada: ANA PAULA FERREIRA - Advogada associada sênior\nAdmissão: 01/03/2012  "
         "Afastamento: 10/06/2019  Causa: pedido de demissão\nSaldo de salário, férias vencidas + 1/3, 13º "
         "proporcional. Líquido: R$ 38.214,90"),
        (X, "Law", 980, "TERMO DE AUDIÊNCIA - 2ª Vara da Família e Sucessões - Foro Regional XI Pinheiros\nProcesso "
         "1005678-90.2022.8.26.0011 - Exoneração de Alimentos\nAutor: Hiroshi Tanaka  Ré: Yumi Tanaka\nAberta a "
         "audiência, a ré, maior e graduada em 2022, concordou com a exoneração. O MM. Juiz homologou o acordo e "
         "julgou extinto o processo. Saem os presentes intimados."),
        (A, "Law", 120, "TERMO ADITIVO AO TERMO DE COMPROMISSO DE ESTÁGIO\nEstagiária: Bruna Sayuri Oliveira - Direito "
         "Mackenzie\nConcedente: Ferreira Advocacia\nProrrogação até 31/12/2026; bolsa-auxílio reajustada para R$ "
         "1.800,00 + R$ 220,00 de transporte.\nSupervisora: Dra. Ana Paula Ferreira"),
        (X, "Family", 1720, "CARTA DE SENTENÇA - DIVÓRCIO CONSENSUAL\n1ª Vara da Família e Sucessões - Foro Regional XI "
         "Pinheiros\nRequerentes: Ana Paula Ferreira Lima e Ricardo Almeida Lima\nPeças: petição de acordo, sentença "
         "homologatória, certidão de trânsito em julgado (2021). Para registro da partilha do apartamento da Rua "
         "Harmonia, 512, ap. 71, no 10º Registro de Imóveis."),
        (P, "Travel", 23, "AUTORIZAÇÃO DE VIAGEM INTERNACIONAL PARA CRIANÇA OU ADOLESCENTE (Res. CNJ 131/2011)\nCriança: "
         "LUCAS FERREIRA LIMA, nascido em 03/09/2015, passaporte GB123456\nGenitores: Ana Paula Ferreira e Ricardo Almeida "
         "Lima autorizam a viagem a Toronto/Canadá de 04/07/2026 a 25/07/2026, acompanhado de Fernando Ito.\nFirmas "
         "reconhecidas por autenticidade - 3º Tabelião de Notas - maio/2026"),
        (A, "Law", 150, "CONTRATO DE PRESTAÇÃO DE SERVIÇOS ADVOCATÍCIOS\nCONTRATANTE: Juliana Souza Prado, por si e "
         "representando a filha Helena\nCONTRATADA: Ferreira Advocacia\nOBJETO: ação revisional de alimentos em face de "
         "Marcos Vinícius Prado\nHONORÁRIOS: R$ 6.000,00 em 4 parcelas + 20% de 12 meses da diferença obtida\n"
         "[assinaturas - via da contratada]"),
        (A, "Car", 228, "PORTO SEGURO - TERMO DE VISTORIA PRÉVIA\nVeículo: Honda HR-V EXL 2021 - placa FRT3J45 - km "
         "46.880\nAvarias preexistentes: risco para-choque traseiro lado esquerdo. Pneus em bom estado.\nVistoriador: "
         "Posto Porto Seguro Pinheiros"),
        (A, "Family", 160, "DECLARAÇÃO\nEu, RICARDO ALMEIDA LIMA, declaro que pago pensão alimentícia ao meu filho LUCAS "
         "FERREIRA LIMA, no valor de 30% de três salários mínimos, depositada mensalmente na conta da mãe, Ana Paula "
         "Ferreira, conforme acordo homologado em 2021, e que divido com ela as despesas extraordinárias.\nSão Paulo, "
         "dezembro de 2025."),
    ]
    for i, (bk_, tp, age, txt) in enumerate(scans):
        H(f"{sc}/scan_{i * 2 + 7:04d}.pdf", bk_, tp, age, txt)
    # saved e-mails
    em = f"{DOC}/E-mails salvos"
    emails = [
        (A, "Law", 50, "Rosângela Batista <rosangela@alvoradacontabil.com.br>", "Fechamento de março",
         "Dra., segue o DAS de abril (competência março) no valor de R$ 2.611,40, vencimento 20/04. A receita dos "
         "últimos 12 meses passou de R$ 420 mil; continuamos no Anexo IV, alíquota efetiva 8,9%. Também segue o recibo de "
         "pró-labore. Por favor confirmar o pagamento ao Thiago para eu lançar.\nRosângela"),
        (A, "Home", 66, "Denise Kato <sindica.jardimharmonia@gmail.com>", "Obra da fachada - comunicado",
         "Prezados condôminos, informamos que a lavagem e impermeabilização da fachada começam em 06/04 e duram 5 "
         "semanas. Mantenham as janelas fechadas durante o horário da obra. A chamada extra aprovada na AGO vem junto com "
         "a taxa de abril.\nDenise Kato - síndica"),
        (A, "School", 80, "Orientação 5º ano <orientacao5@colegiohorizonte.com.br>", "Lucas - conversa com a orientação",
         "Prezada Ana Paula, gostaríamos de marcar uma conversa sobre o Lucas. Ele tem ótimo desempenho, mas tem se "
         "distraído nas aulas de Português e esquecido as tarefas de casa às segundas. Podemos conversar na quinta às "
         "8h? O pai também será convidado.\nLívia - Orientadora Educacional"),
        (A, "Family", 100, "Ricardo Lima <ricardo.alima@gmail.com>", "pensão e férias",
         "Ana, o salário mínimo subiu, então a partir de fevereiro deposito o valor novo (R$ 2.277). Sobre as férias de "
         "julho: se o Lucas for mesmo pro Canadá, fico com ele a última semana. Pode ser? E o Natal deste ano é seu, "
         "né? R."),
        (P, "Law", 10, "Regina Bezerra <reginacelia.bezerra@gmail.com>", "imposto da herança",
         "Dra. Ana Paula, recebi a guia do ITCMD da minha parte. Posso pagar com o dinheiro da poupança do papai que "
         "ainda está no banco ou tenho que esperar o juiz liberar? Meu irmão disse que a multa começa a correr. "
         "Obrigada, Regina"),
        (P, "Travel", 54, "Quinta das Lágrimas <reservas@quintadaslagrimas.pt>", "Confirmação da sua reserva",
         "Cara Sra. Ana Paula Ferreira,\nconfirmamos a reserva de um quarto duplo de 19 a 21 de setembro de 2026 (2 "
         "noites), pequeno-almoço incluído, EUR 398. O check-in é a partir das 15h. Coimbra fica a 2h de Lisboa de "
         "comboio.\nCom os melhores cumprimentos"),
        (P, "Study", 15, "Coordenação IPEJ <pos.familias@ipej.edu.br>", "Cronograma de bancas 2026",
         "Prezados alunos da turma 2025/2026,\nlembramos que a versão final deve ser depositada até 30/11/2026 e que as "
         "bancas ocorrerão entre 07 e 18/12. O formulário de aceite do orientador deve ser enviado até 30/09. Os "
         "seminários de orientação começam em junho.\nCoordenação"),
        (P, "Law", 5, "Adriano Leme <adriano@pinheiroscorporate.com.br>", "cj 114 - entrega das chaves e obra",
         "Dra. Ana Paula, as chaves do conjunto 114 ficam disponíveis dia 08/06 na administração. Obras apenas de "
         "segunda a sexta, das 8h às 17h, com ART do responsável. A mudança deve ser agendada com 48h de antecedência "
         "(elevador de serviço).\nAtt, Adriano"),
        (P, "Law", 21, "Felipe Nakamura <felipe.nakamura@outlook.com>", "dúvida sobre a audiência",
         "Dra., depois da audiência fiquei pensando: se eu aceitar só o pernoite de sábado agora, consigo pedir a "
         "quarta-feira mais pra frente? A Camila já avisou que vai viajar com as crianças em julho. Ela pode fazer isso "
         "sem me perguntar? Abraço, Felipe"),
        (X, "Law", 540, "Paulo Castro <paulo.castro@terra.com.br>", "formal de partilha recebido",
         "Dra. Ana Paula, recebemos o formal de partilha e já registramos no cartório. Eu e meus irmãos queremos "
         "agradecer pelo trabalho nesses dois anos de inventário da mamãe. Processo encerrado, enfim!\nPaulo"),
        (X, "Travel", 135, "Pousada Quadrado Azul <contato@quadradoazul.com.br>", "Obrigado pela estadia!",
         "Querida Ana Paula, obrigado por passar o começo de 2026 com a gente em Trancoso! Esperamos que o Lucas tenha "
         "gostado das aulas de surfe. Se puder, deixe sua avaliação. Até a próxima!"),
    ]
    for bk_, tp, age, frm, subj, body in emails:
        dt = NOW - timedelta(days=age)
        H(f"{em}/Mensagem {dt:%Y-%m-%d}.eml", bk_, tp, age, mail(frm, ME, subj, body))
    # Documentos/Diversos
    dv_ = f"{DOC}/Diversos"
    H(f"{dv_}/anotações.txt", P, "Study", 16,
      "seminário de orientação - 15/06 19h\n- levar sumário e cap. 1 revisado\n- Cristina pediu: tese em 1 frase, "
      "recorte temporal dos acórdãos (2020-2025), 40 decisões TJSP\n- aceite do orientador até 30/09\n- ABNT: citação "
      "direta >3 linhas recuo 4 cm")
    H(f"{dv_}/pendências.txt", P, "Law", 2,
      "Mariana A.\n- quesitos para a perícia contábil (prazo 15 dias da publicação)\n- indicar assistente técnico: "
      "ligar p/ Sérgio Hamada, contador\n- Mariana quer saber se pode vender o carro antes da partilha -> NÃO\n- "
      "2ª via da matrícula do apto Cayowaá")
    H(f"{dv_}/Documento3.docx", P, "Law", 11,
      "Ilmo. Sr. Presidente da Ordem dos Advogados do Brasil - Secção de São Paulo\nFERREIRA ADVOCACIA, sociedade "
      "individual de advocacia registrada sob o nº 31.456, requer a ALTERAÇÃO DE ENDEREÇO da sede, a partir de "
      "01/07/2026, da Alameda Santos, 1.800, cj. 52, para a Rua dos Pinheiros, 870, cj. 114, Pinheiros, conforme "
      "contrato de locação anexo.")
    H(f"{dv_}/Planilha1.xlsx", A, "Health", 120, lambda r, dt:
      "operadora;plano;mensalidade Ana+Lucas;reembolso consulta;obs\nSulAmérica (atual);Especial 100;2.380,00;até R$ "
      "240;reajuste 2026: 14,2%\nBradesco Saúde;Top Nacional;2.640,00;até R$ 280;\nAmil;S450;1.980,00;até R$ 150;rede "
      "não tem o Dr. Paulo\nPorto Saúde;Pro;2.110,00;até R$ 200;carência 180 dias")
    H(f"{dv_}/lista.txt", A, "School", 160,
      "faltou da lista 2026:\n- dicionário de inglês Oxford (pedido da teacher)\n- 2 cadernos brochura pautado\n- "
      "flauta doce (música)\n- livro paradidático 'Extraordinário'\n- etiquetas com nome: Lucas 5º B\n-> comprar na "
      "Kalunga da Teodoro")
    H(f"{dv_}/importante.txt", X, "Law", 200,
      "arquivo morto - caixa 12\nPacheco (divórcio 1078901-23.2023) - TRANSITOU, honorários finais recebidos, devolvidos "
      "originais ao Renato em 10/11/2025\nGouveia (união estável 1002233-81.2024) - acordo cumprido, escritura da venda "
      "do Jabaquara registrada. Nada pendente.")

    return items
