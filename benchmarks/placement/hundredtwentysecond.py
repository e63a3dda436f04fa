"""A hundred-and-twenty-second unseen labelled corpus: a Brazilian federal civil servant's Windows laptop, ``build(root, seed)``, written blind.

What was read (nothing else): the brief ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py``
lines 1-220 (docstring and helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``,
``_id3``, ``_blob``) and lines 1296-1360 (the write/encode/add/dot/photo helpers at the start of ``build()``);
``benchmarks/placement/corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and its functions
``_pdf`` and ``_jpeg``; ``benchmarks/placement/blind.py`` lines 74-107 (``_d``, ``_money``, ``_docx``,
``HEIC_HEAD``) and its function ``_png``; a listing of ``benchmarks/placement/``. Slips, recorded honestly:
a ``grep -n "^def "`` over ``corpus.py`` and ``blind.py`` showed their function *names* (e.g. ``build``,
``t_bank``, ``t_tax_return``), not bodies; and printing ``unseen.py`` from line 1360 showed two lines past
1360 (one row of a Swedish drug-journal spreadsheet). Nothing seen there was used.

The person: Rodrigo Almeida Cavalcanti, 40 (born September 1985), a federal civil servant in Brasília:
Analista Administrativo at ANEEL (Agência Nacional de Energia Elétrica) since March 2015, working in the
Superintendência de Regulação Econômica, mostly in teletrabalho under the PGD. Before that he worked at
Banco do Brasil (escriturário, then assistente de negócios at the Taguatinga Centro branch, 2008-2015);
he still banks there. He is married to Carolina (Carol) Menezes Cavalcanti, a physiotherapist, and their
daughter Beatriz (Bia), 11, is in the 6º ano at Colégio Monte Sião (Asa Sul). They live in their own flat
in the Sudoeste (SQSW 304 Bloco F apto 508), bought in 2019 with a Caixa SFH mortgage that he still pays.
He owns a small flat in Ingleses, Florianópolis (Residencial Maré Alta, apto 203), furnished in 2021 and let
on Airbnb with a local cleaner (Rose) and a co-host (Marcelo); the rental income goes through carnê-leão.
Health plan GEAP; car a 2022 Hyundai Creta (his old 2012 Honda Fit was sold in 2022). Ongoing projects as of
NOW (2026-06-01): the Mestrado Profissional em Regulação e Políticas Públicas at UnB (qualified in November
2025, dissertation and defence due October 2026); the internal selection exam (Processo Seletivo Interno
ANEEL nº 01/2026, written exam 23 August 2026); the bathroom renovation of the Florianópolis flat (works
started May 2026); the family's July 2026 winter trip to Bariloche being planned. Ended: the Banco do
Brasil job (resigned August 2015); the purchase of the Brasília flat (2019, flat kept); furnishing the
Floripa flat for Airbnb (2021); the family trip to Portugal (July 2024); the Honda Fit (sold 2022); his old
Galaxy S9 (backup of 2020). He writes Portuguese, reads and writes some English for courses.

The machine (root = C:/Users/rodrigo): ``Documentos/`` with half-kept folders (``ANEEL``, ``Finanças``,
``IRPF``, ``Apartamento Sudoeste``, ``Floripa``, ``Escola Bia``, ``Saúde``, ``Carro``, ``Mestrado``,
``Concurso Interno``, ``BB (antigo)``, ``Viagens``, ``Receitas``, ``Regulação``) plus a ``2023/`` year folder of
dumped files and loose Word documents; ``Downloads/`` (a dump, with installers and unfinished downloads);
``Área de Trabalho/`` (a dump); ``Digitalizações/`` (the HP scanner's ``digitalizar0001.pdf``...);
``Imagens/`` (screenshots, the current phone's camera backup, Portugal photos, the old Galaxy S9 backup);
``Músicas/``; ``Livros/``.

LABELLING RULES (written before any file was generated; as of NOW, 2026-06-01):

- **Projects** (an outcome with an end, still being worked on, whatever the file's age):
  the mestrado -- coursework, articles collected for it, data, dissertation drafts, qualification, the
  licença-capacitação request made for it, emails with the supervisor (Mestrado); the internal selection
  exam -- edital, study plan, summaries, simulados, notes (Concurso); the Floripa bathroom renovation --
  quotes, layout, materials, invoices, schedule, progress photos (Floripa); the Bariloche trip of July 2026
  -- flights, hotel, itinerary, checklist (Viagens).
- **Areas** (responsibilities with no end, whatever the document's age): the ANEEL job -- contracheques,
  férias, ponto, memos, performance evaluations, work plans, training certificates (Trabalho); money --
  bank and card statements, investments, Funpresp, the family budget (Finanças); income tax of any year,
  informes de rendimentos, carnê-leão DARFs and the rental-income sheet kept for it (Imposto de Renda);
  the Brasília flat -- Caixa mortgage contract and instalments, condomínio, IPTU/TLP, utility bills
  (Apartamento); running the Airbnb flat -- bookings, payouts, cleaning, its condo fees, IPTU, power bill,
  listing photos (Floripa); Bia's school -- contract, mensalidades, report cards, school notes (Escola);
  health plan, exams, prescriptions, receipts (Saúde); the Creta -- IPVA, licenciamento, insurance, service,
  fines (Carro).
- **Resources** (reference and interests): general regulation reference -- laws, guides, OECD texts not
  part of the dissertation folder (Regulação); recipes (Receitas); ebooks (Livros); music (Música);
  installers, including the Receita's IRPF program (Programas); everyday photos and screenshots of the
  current phone (Fotos) -- except photos documenting a project or an ended thing (bathroom works:
  Projects/Floripa; Portugal: Archive/Viagens; listing photos: Areas/Floripa).
- **Archive** (ended): the Banco do Brasil job -- resignation, rescisão, old payslips, certifications,
  FGTS (Trabalho); the 2019 purchase of the Brasília flat -- visits, proposals, appraisal, ITBI, handover
  inspection (Apartamento; the Caixa financing itself stays Areas); the 2021 furnishing of the Floripa flat
  (Floripa); the Portugal 2024 trip (Viagens); the sold Honda Fit (Carro); the Galaxy S9 backup (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$...``), ``desktop.ini``,
  ``Thumbs.db`` (topic Sistema). Dot files are written with ``dot()`` and not labelled.

Edge cases: a Banco do Brasil *current account* statement is Areas/Finanças, not the old job; informes de
rendimentos and carnê-leão are Imposto de Renda even when they come from ANEEL or Airbnb; medical receipts
are Saúde; the licença-capacitação request is Projects/Mestrado; the férias calendar at work is
Areas/Trabalho while the Bariloche bookings are Projects/Viagens. ``hard`` marks files whose name and
folder say nothing about the subject (``Downloads/documento (2).pdf``, ``Digitalizações/digitalizar0004.pdf``,
``Área de Trabalho/Novo Documento de Texto.txt``, ``Downloads/extrato.csv``, ``Documentos/2023/doc001.pdf``);
images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
         "novembro", "dezembro"]
ME = "RODRIGO ALMEIDA CAVALCANTI"
CPF = "048.317.562-09"
CASA = "SQSW 304 Bloco F apto 508, Sudoeste, Brasília-DF, CEP 70673-406"
FLOR = "Rua Dom João Becker, 512, apto 203, Ingleses do Rio Vermelho, Florianópolis-SC, CEP 88058-600"
HOSP = ["Fernanda Lopes", "Lucas Martins", "Patrícia Souza", "Gustavo Ribeiro", "Mariana Costa", "Thiago Nunes",
        "Aline Ferreira", "Diego Carvalho", "Camila Rocha", "Rafael Teixeira", "Julia Becker", "Santiago Pérez"]


def _brl(v: float) -> str:
    return "R$ " + f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")


def _db(dt) -> str:
    return dt.strftime("%d/%m/%Y")


def _ago(days: float):
    return NOW - timedelta(days=days)


# --------------------------------------------------------------------------- Trabalho (ANEEL)


def t_contracheque(y: int, m: int, decimo: bool = False):
    def f(r, dt):
        vb, gd = 9876.54, r.uniform(6100, 6400)
        pss, ir = (vb + gd) * 0.14 * 0.8, r.uniform(3300, 3600)
        geap, fun = r.uniform(980, 1020), (vb + gd) * 0.085
        extra = "00004 GRATIFICACAO NATALINA - 13 SALARIO   " + _brl(vb + gd) + "\n" if decimo else ""
        liq = vb + gd + 1000 + (vb + gd if decimo else 0) - pss - ir - geap - fun
        return (f"MINISTERIO DA GESTAO E DA INOVACAO EM SERVICOS PUBLICOS - SIAPE\n"
                f"DEMONSTRATIVO DE RENDIMENTOS - CONTRACHEQUE  Mes/Ano: {MESES[m - 1].upper()}/{y}\n"
                f"Orgao: 32210 - AGENCIA NACIONAL DE ENERGIA ELETRICA - ANEEL\n"
                f"Servidor: {ME}  Matricula SIAPE: 1876543  CPF: ***.317.562-**\n"
                f"Cargo: ANALISTA ADMINISTRATIVO  Classe/Padrao: ESPECIAL II  UORG: SRM\n"
                f"RENDIMENTOS\n00001 VENCIMENTO BASICO   {_brl(vb)}\n"
                f"00082 GDAR - GRAT. DESEMP. ATIV. REGULACAO   {_brl(gd)}\n"
                f"00136 AUXILIO-ALIMENTACAO   R$ 1.000,00\n{extra}"
                f"DESCONTOS\n00208 CONTRIBUICAO PSS - LEI 12.618/12   {_brl(pss)}\n"
                f"00210 IMPOSTO DE RENDA RETIDO NA FONTE   {_brl(ir)}\n"
                f"34567 GEAP AUTOGESTAO EM SAUDE - TITULAR E DEPENDENTES   {_brl(geap)}\n"
                f"35120 FUNPRESP-EXE CONTRIB. PARTICIPANTE   {_brl(fun)}\n"
                f"LIQUIDO A RECEBER   {_brl(liq)}\nBanco 001 Agencia 3476-2 Conta 28114-X")
    return f


def t_aval(y: int):
    def f(r, dt):
        notas = [r.randint(8, 10) for _ in range(5)]
        return (f"ANEEL - Superintendência de Gestão de Pessoas - SGP\nAVALIAÇÃO DE DESEMPENHO INDIVIDUAL - CICLO {y}\n"
                f"Servidor: Rodrigo Almeida Cavalcanti - SIAPE 1876543\nCargo: Analista Administrativo - Lotação: SRM\n"
                f"Chefia imediata: Luciana Prado Gomes (Superintendente Adjunta)\n"
                f"Fatores: Produtividade {notas[0]}; Conhecimento de métodos {notas[1]}; Trabalho em equipe {notas[2]}; "
                f"Comprometimento {notas[3]}; Cumprimento de normas {notas[4]}\n"
                f"Pontuação individual: {sum(notas) * 2} de 100 pontos  (GDAR: 20 pontos individuais)\n"
                f"Comentário da chefia: entregas da revisão tarifária da CEB/Neoenergia no prazo; recomendada "
                f"capacitação em Análise de Impacto Regulatório.\nCiência do servidor em {_db(dt)} via SEI.")
    return f


def t_pgd(r, dt):
    return ("PROGRAMA DE GESTÃO E DESEMPENHO - PGD - PLANO DE TRABALHO INDIVIDUAL 2026\n"
            "Participante: Rodrigo Almeida Cavalcanti (SIAPE 1876543) - modalidade: teletrabalho parcial (3 dias remotos)\n"
            "Unidade: SRM / Coordenação de Estudos Tarifários\nPeríodo: 01/01/2026 a 30/06/2026\n"
            "Entrega 1: Nota técnica de subsídio à Consulta Pública 08/2026 (prazo 31/03) - 120 h\n"
            "Entrega 2: Atualização da planilha de custos operacionais regulatórios - 80 h\n"
            "Entrega 3: Apoio à AIR sobre tarifa branca - 60 h\nPresencial: terças e quintas no SGAN 603.\n"
            "Pactuado com a chefia em 12/01/2026.")


def t_ferias(y: int):
    def f(r, dt):
        return (f"SouGov.br - Comprovante de Programação de Férias - Exercício {y}\n"
                f"Servidor: {ME} - SIAPE 1876543 - ANEEL\n"
                f"1ª parcela: 06/07/{y} a 20/07/{y} (15 dias) - adiantamento de 1/3: SIM\n"
                f"2ª parcela: 21/12/{y} a 05/01/{y + 1} (15 dias)\nSituação: HOMOLOGADA pela chefia em {_db(dt)}")
    return f


def t_ponto(m: int):
    def f(r, dt):
        rows = "\n".join(f"{d:02d}/{m:02d}/2026  {'Teletrabalho - PGD' if d % 7 not in (2, 4) else '08:5' + str(r.randint(0, 9)) + ' - 18:0' + str(r.randint(0, 9))}"
                         for d in range(1, 29) if d % 7 not in (5, 6))
        return (f"ANEEL - Sistema de Frequência - Espelho de ponto - {MESES[m - 1]} de 2026\n"
                f"Servidor: Rodrigo Almeida Cavalcanti - SIAPE 1876543 - SRM\n{rows}\n"
                f"Saldo do banco de horas: +{r.randint(2, 9)}h{r.randint(10, 59)}")
    return f


def t_memo(r, dt):
    return ("MEMORANDO-CIRCULAR Nº 12/2026-SGP/ANEEL\nBrasília, 14 de abril de 2026.\n"
            "Aos servidores da ANEEL\nAssunto: Recadastramento anual de dependentes e atualização de dados no SouGov\n"
            "1. Informamos que o prazo para a prova de vida e atualização de dependentes para fins de auxílio e "
            "dedução de IR encerra-se em 29 de maio de 2026.\n2. Servidores em teletrabalho devem manter o "
            "telefone de contato atualizado.\nAtenciosamente, Superintendência de Gestão de Pessoas.")


def t_nota_tec(r, dt):
    return ("NOTA TÉCNICA Nº xx/2026-SRM/ANEEL (MINUTA - NÃO CIRCULAR)\nProcesso SEI 48500.001234/2026-11\n"
            "Assunto: Contribuições da Consulta Pública 08/2026 - metodologia de custos operacionais das distribuidoras\n"
            "I. DO OBJETIVO\n1. Analisar as 47 contribuições recebidas...\nII. DA ANÁLISE\n"
            "2. O modelo DEA com restrição aos pesos permanece adequado; propõe-se atualizar a amostra para 2019-2024.\n"
            "[Rodrigo: conferir tabela 3 com a Luciana antes de mandar para a Diretoria]")


def t_cert(curso: str, org: str, h: int):
    def f(r, dt):
        return (f"{org}\nCERTIFICADO\nCertificamos que RODRIGO ALMEIDA CAVALCANTI concluiu o curso\n\"{curso}\"\n"
                f"com carga horária de {h} horas, em {_db(dt)}.\nCódigo de verificação: {r.randint(10**9, 10**10)}")
    return f


# --------------------------------------------------------------------------- Finanças / IR


def t_extrato_bb(m: int, y: int = 2026):
    def f(r, dt):
        s = r.uniform(3000, 9000)
        lines = [f"01/{m:02d}/{y}  SALDO ANTERIOR  {_brl(s)}"]
        for d, h, v in ((2, "PAGTO SALARIO - ANEEL/SIAPE", 17850.32), (5, "PIX ENVIADO - Cond Res Ipe do Sudoeste", -1180.00),
                        (8, "PAGTO BOLETO - CAIXA HABITACAO PREST 083", -3412.77), (10, "PIX RECEBIDO - AIRBNB PAYMENTS BR", r.uniform(1500, 4200)),
                        (12, "PAGTO BOLETO - COLEGIO MONTE SIAO", -2890.00), (15, "DEB AUTOM NUBANK FATURA", -r.uniform(4000, 7000)),
                        (18, "PIX ENVIADO - ROSANGELA M SILVA", -360.00), (20, "APLICACAO TESOURO DIRETO", -1500.00),
                        (25, "TARIFA PACOTE SERVICOS", -64.90)):
            s += v
            lines.append(f"{d:02d}/{m:02d}/{y}  {h}  {_brl(v)}")
        return (f"BANCO DO BRASIL - Extrato de Conta Corrente\nCliente: {ME}  Agência 3476-2  Conta 28114-X\n"
                f"Período: {MESES[m - 1]}/{y}\n" + "\n".join(lines) + f"\nSALDO ATUAL  {_brl(s)}")
    return f


def t_nubank(m: int):
    def f(r, dt):
        it = [("Pão de Açúcar Sudoeste", 100, 700), ("Posto Shell SQSW", 150, 300), ("iFood", 40, 120), ("Drogasil", 30, 200),
              ("Amazon BR", 50, 400), ("Netflix", 55.9, 55.9), ("Leroy Merlin Florianópolis", 300, 1900), ("Livraria Cultura", 60, 180)]
        lines = [f"{r.randint(1, 28):02d} {MESES[m - 1][:3].upper()}  {n}  {_brl(r.uniform(a, b))}" for n, a, b in it]
        return (f"Nu Pagamentos S.A. - Fatura do cartão de crédito\nRodrigo A Cavalcanti - Mastercard final 4471\n"
                f"Fatura de {MESES[m - 1]} 2026 - vencimento 15/{m:02d}/2026\n" + "\n".join(lines) +
                f"\nTotal da fatura: {_brl(r.uniform(4200, 6900))}\nPagamento em débito automático - BB")
    return f


def t_tesouro(r, dt):
    return ("Tesouro Direto - Extrato consolidado - Investidor: Rodrigo Almeida Cavalcanti\nInstituição: BB Investimentos\n"
            f"Tesouro IPCA+ 2035  qtd 4,12  valor líquido {_brl(r.uniform(14000, 16000))}\n"
            f"Tesouro Selic 2029  qtd 2,31  valor líquido {_brl(r.uniform(36000, 39000))}  (reserva de emergência)\n"
            f"Tesouro Prefixado 2029  qtd 6,00  valor líquido {_brl(r.uniform(4200, 4700))}\nPosição em {_db(dt)}")


def t_funpresp(r, dt):
    return ("Funpresp-Exe - Fundação de Previdência Complementar do Servidor Público Federal do Poder Executivo\n"
            f"Extrato do participante: {ME} - Plano ExecPrev - patrocinadora ANEEL\n"
            f"Contribuição do participante: 8,5%  Contrapartida da patrocinadora: 8,5%\n"
            f"Saldo de conta em {_db(dt)}: {_brl(r.uniform(210000, 230000))}\nRentabilidade 12 meses: 11,4%")


def t_orcamento(r, dt):
    rows = [("Salário líquido Rodrigo", 17850), ("Carol - atendimentos", 6200), ("Airbnb Floripa (média)", 3100),
            ("Prestação Caixa", -3412), ("Condomínio Sudoeste", -1180), ("Colégio Monte Sião", -2890),
            ("Cond. Maré Alta + limpeza", -1240), ("Mercado", -2600), ("Carro (combustível+seguro)", -1150),
            ("Mestrado - mensalidade? (não, UnB é gratuita)", 0), ("Tesouro Direto", -1500)]
    return "Item;Jan;Fev;Mar;Abr;Mai\n" + "\n".join(f"{a};" + ";".join(str(b + r.randint(-90, 90) if b else 0) for _ in range(5))
                                                   for a, b in rows)


def t_irpf_recibo(y: int):
    def f(r, dt):
        return (f"MINISTÉRIO DA FAZENDA - SECRETARIA ESPECIAL DA RECEITA FEDERAL DO BRASIL\n"
                f"IMPOSTO SOBRE A RENDA - PESSOA FÍSICA - RECIBO DE ENTREGA DA DECLARAÇÃO DE AJUSTE ANUAL\n"
                f"EXERCÍCIO {y}  ANO-CALENDÁRIO {y - 1}\nNome: {ME}  CPF: {CPF}\n"
                f"Declaração Original - Opção: deduções legais  Dependente: Beatriz Menezes Cavalcanti (filha)\n"
                f"Total de rendimentos tributáveis: {_brl(r.uniform(240000, 290000))}\n"
                f"Imposto a restituir: {_brl(r.uniform(900, 4200))}\nNúmero do recibo: {r.randint(10**11, 10**12)}-{r.randint(10, 99)}\n"
                f"Entregue em {_db(dt)} às {r.randint(8, 23)}:{r.randint(10, 59)}")
    return f


def t_informe(fonte: str, cnpj: str, y: int, what: str):
    def f(r, dt):
        return (f"COMPROVANTE DE RENDIMENTOS PAGOS E DE IMPOSTO SOBRE A RENDA RETIDO NA FONTE - Ano-calendário {y}\n"
                f"Fonte pagadora: {fonte}  CNPJ: {cnpj}\nBeneficiário: {ME}  CPF: {CPF}\n{what}: {_brl(r.uniform(2000, 260000))}\n"
                f"Imposto retido: {_brl(r.uniform(0, 42000))}\nResponsável pelas informações - emitido em fevereiro de {y + 1}")
    return f


def t_darf_carne(m: int, y: int = 2026):
    def f(r, dt):
        rec = r.uniform(2500, 5200)
        return (f"DARF - Documento de Arrecadação de Receitas Federais\nCarnê-Leão Web - Pessoa Física\n"
                f"Contribuinte: {ME}  CPF: {CPF}\nCódigo da receita: 0190  Período de apuração: {m:02d}/{y}\n"
                f"Rendimentos de aluguel recebidos de pessoa física/exterior (Airbnb): {_brl(rec)}\n"
                f"Valor principal: {_brl(rec * 0.15 - 380)}\nVencimento: último dia útil de {MESES[m % 12]}/{y}")
    return f


def t_carne_planilha(r, dt):
    return ("Mês;Reservas;Repasse Airbnb;Taxa limpeza paga;Condomínio Maré Alta;Base carnê-leão;DARF 0190\n" +
            "\n".join(f"{m}/2025;{r.randint(3, 9)};{r.randint(1800, 6200)};{r.randint(360, 960)};612;{r.randint(1200, 5400)};{r.randint(0, 600)}"
                      for m in range(1, 13)))


# --------------------------------------------------------------------------- Apartamento


def t_caixa(r, dt):
    return ("CAIXA ECONÔMICA FEDERAL - Habitação - Extrato do Contrato de Financiamento\n"
            f"Mutuário: {ME}  Contrato: 8.4444.0123456-7  Sistema SAC - SFH - 360 meses\n"
            f"Imóvel: {CASA}\nValor financiado (06/2019): R$ 612.000,00\n"
            f"Prestação atual (083/360): {_brl(r.uniform(3380, 3450))}  Seguro MIP/DFI incluídos\n"
            f"Saldo devedor em {_db(dt)}: {_brl(r.uniform(468000, 478000))}\n"
            "Amortização extraordinária com FGTS: não disponível (servidor estatutário)")


def t_condo(m: int):
    def f(r, dt):
        return (f"CONDOMÍNIO RESIDENCIAL IPÊ DO SUDOESTE - SQSW 304 Bloco F\nBoleto de condomínio - competência {m:02d}/2026\n"
                f"Unidade: 508  Condômino: Rodrigo Almeida Cavalcanti\nTaxa ordinária R$ 980,00  Fundo de reserva R$ 98,00  "
                f"Rateio fachada (parc. {m}/10) R$ 102,00\nTotal R$ 1.180,00  Vencimento 05/{m:02d}/2026\n"
                f"Administradora: Lar Brasília Condomínios - Banco Itaú")
    return f


def t_ata_sudoeste(r, dt):
    return ("ATA DA ASSEMBLEIA GERAL ORDINÁRIA DO CONDOMÍNIO RESIDENCIAL IPÊ DO SUDOESTE\nRealizada em 18/03/2026, "
            "no salão de festas do Bloco F, SQSW 304.\nPauta: 1) prestação de contas 2025 - aprovada; 2) reforma da "
            "fachada e impermeabilização - aprovado rateio extra de R$ 1.020,00 por unidade em 10 parcelas; 3) troca "
            "do portão da garagem; 4) eleição do síndico - reeleito Sr. Antônio Carlos Barreto.\nPresentes 31 unidades, "
            "entre elas a 508 (Rodrigo).")


def t_iptu_df(y: int):
    def f(r, dt):
        return (f"GOVERNO DO DISTRITO FEDERAL - SECRETARIA DE ESTADO DE ECONOMIA\nIPTU/TLP {y} - Notificação de lançamento\n"
                f"Inscrição: 5012345-6  Endereço: {CASA}\nContribuinte: {ME}\nValor venal: {_brl(r.uniform(880000, 940000))}\n"
                f"IPTU: {_brl(r.uniform(2700, 2950))}  TLP (coleta de lixo): {_brl(r.uniform(380, 420))}\n"
                f"Cota única com 5% de desconto até 10/03/{y} ou 6 parcelas")
    return f


def t_luz(m: int):
    def f(r, dt):
        kwh = r.randint(260, 410)
        return (f"NEOENERGIA BRASÍLIA - Conta de energia elétrica - {MESES[m - 1]}/2026\nCliente: Rodrigo Almeida Cavalcanti\n"
                f"Endereço: {CASA}\nInstalação 7012345678  Consumo: {kwh} kWh  Bandeira: verde\n"
                f"Total a pagar: {_brl(kwh * 0.93)}  Vencimento 20/{m:02d}/2026")
    return f


# --------------------------------------------------------------------------- Floripa (Airbnb)


def t_reservas(r, dt):
    rows = []
    for i in range(14):
        g, n = r.choice(HOSP), r.randint(2, 7)
        rows.append(f"HM{r.randint(10**7, 10**8)};{g};{r.randint(1, 28):02d}/{(i % 6) + 1:02d}/2026;{n};{r.randint(1, 4)};{_brl(n * r.uniform(230, 420))};Rose")
    return "Código;Hóspede;Check-in;Noites;Hóspedes;Repasse;Limpeza\n" + "\n".join(rows)


def t_ganhos(r, dt):
    return ("Airbnb - Relatório de ganhos - Anfitrião: Rodrigo\nAnúncio: Apê pé na areia nos Ingleses - 2 quartos, vista mar\n"
            f"Período: {MESES[(dt.month - 2) % 12]} de 2026\nReservas concluídas: {r.randint(4, 9)}\n"
            f"Ganhos brutos: {_brl(r.uniform(4000, 7000))}  Taxa de serviço do anfitrião (3%): {_brl(r.uniform(120, 210))}\n"
            f"Repasse para conta BB ag 3476-2: {_brl(r.uniform(3800, 6700))}\nTaxa de ocupação: {r.randint(55, 88)}%  "
            "Avaliação média 4,91")


def t_regras(r, dt):
    return ("Regras da casa - Apê Maré Alta 203 (Ingleses)\nCheck-in a partir das 15h, check-out até 11h.\n"
            "Senha da fechadura eletrônica enviada no dia da chegada. Vaga de garagem nº 14.\nNão é permitido fumar "
            "nem festas. Silêncio das 22h às 8h (regimento do condomínio).\nToalhas de praia no armário do corredor; "
            "não levar as toalhas de banho para a praia.\nLixo reciclável na lixeira azul do térreo.\nContato local: "
            "Marcelo (coanfitrião) (48) 99812-4470.")


def t_limpeza(r, dt):
    return "Data;Reserva;Serviço;Valor;Pago (PIX)\n" + "\n".join(
        f"{r.randint(1, 28):02d}/{m:02d}/2026;{r.choice(HOSP)};{r.choice(['virada completa', 'virada + enxoval', 'faxina pesada'])};"
        f"{r.choice([120, 120, 150, 180])};sim" for m in (1, 1, 2, 2, 3, 4, 4, 5))


def t_condo_floripa(m: int):
    def f(r, dt):
        return (f"CONDOMÍNIO RESIDENCIAL MARÉ ALTA - CNPJ 12.345.678/0001-90\nRua Dom João Becker, 512 - Ingleses - Florianópolis/SC\n"
                f"Boleto - competência {m:02d}/2026 - Unidade 203 - Rodrigo Almeida Cavalcanti\nTaxa condominial R$ 560,00  "
                f"Fundo de obras R$ 52,00\nTotal R$ 612,00  Vencimento 10/{m:02d}/2026\nAviso: locação por temporada - "
                "cadastro prévio dos hóspedes na portaria (art. 14 do regimento).")
    return f


def t_orc_reforma(emp: str, resp: str, total: float):
    def f(r, dt):
        return (f"{emp}\nORÇAMENTO Nº {r.randint(100, 999)}/2026 - Florianópolis, {_db(dt)}\nCliente: Rodrigo Cavalcanti - {FLOR}\n"
                "Serviço: reforma completa do banheiro social (4,2 m²)\n1. Demolição de revestimentos e retirada de entulho (caçamba)\n"
                "2. Impermeabilização do box com manta líquida, teste de 72h\n3. Troca da tubulação de água fria/quente (PPR)\n"
                "4. Assentamento de porcelanato 60x60 piso e parede (material do cliente)\n5. Instalação de bancada, cuba, vaso e box de vidro\n"
                f"Mão de obra: {_brl(total * 0.62)}  Materiais básicos: {_brl(total * 0.38)}\nTotal: {_brl(total)}\n"
                f"Prazo: 25 dias úteis. Pagamento 30% entrada, 40% na metade, 30% na entrega.\n{resp}")
    return f


def t_crono_reforma(r, dt):
    return ("Etapa;Início;Fim;Responsável;Status\nDemolição;11/05/2026;13/05/2026;Jeferson;feito\n"
            "Hidráulica;14/05/2026;19/05/2026;Jeferson;feito\nImpermeabilização + teste;20/05/2026;25/05/2026;Jeferson;em andamento\n"
            "Porcelanato;26/05/2026;05/06/2026;Jeferson;\nLouças e metais;08/06/2026;10/06/2026;Jeferson;\n"
            "Box de vidro;12/06/2026;12/06/2026;Vidraçaria Ilha;\nBloquear agenda Airbnb;10/05/2026;15/06/2026;Rodrigo;feito")


def t_compras_reforma(r, dt):
    items = [("Porcelanato Portobello 60x60 Cement Grey", "Portobello Shop", 28, 129.9), ("Argamassa AC-III", "Leroy Merlin", 12, 42.5),
             ("Rejunte epóxi cinza", "Leroy Merlin", 4, 89.0), ("Vaso Deca com caixa acoplada", "C&C", 1, 1290.0),
             ("Misturador monocomando Docol", "Leroy Merlin", 1, 689.0), ("Cuba de apoio branca", "C&C", 1, 310.0),
             ("Manta líquida Viapol", "Leroy Merlin", 2, 219.0)]
    return "Item;Loja;Qtd;Unitário;Total\n" + "\n".join(f"{a};{b};{q};{u:.2f};{q * u:.2f}" for a, b, q, u in items)


# --------------------------------------------------------------------------- Escola / Saúde / Carro


def t_mensalidade(m: int):
    def f(r, dt):
        return (f"COLÉGIO MONTE SIÃO - Asa Sul - SGAS 906 Conj. B\nBoleto de mensalidade escolar - parcela {m:02d}/12 - 2026\n"
                f"Aluno(a): Beatriz Menezes Cavalcanti - 6º ano B - Ensino Fundamental II  Matrícula 2021-0457\n"
                f"Responsável financeiro: {ME}\nValor: R$ 2.890,00 (desconto pontualidade 5% até o dia 5)\nVencimento 10/{m:02d}/2026")
    return f


def t_boletim(periodo: str, ano: str):
    def f(r, dt):
        mats = ["Língua Portuguesa", "Matemática", "Ciências", "História", "Geografia", "Inglês", "Arte", "Educação Física"]
        return (f"COLÉGIO MONTE SIÃO - BOLETIM ESCOLAR {periodo} - {ano}\nAluna: Beatriz Menezes Cavalcanti\n" +
                "\n".join(f"{m}: {r.randint(70, 100) / 10:.1f}  faltas {r.randint(0, 3)}" for m in mats) +
                "\nObservação da coordenação: Bia participa bem, atenção à organização das tarefas de Matemática.")
    return f


def t_exame(r, dt):
    return ("SABIN MEDICINA DIAGNÓSTICA - Unidade Sudoeste\nPaciente: Rodrigo Almeida Cavalcanti  Nasc.: 14/09/1985  Convênio: GEAP\n"
            f"Solicitante: Dr. Paulo Henrique Lacerda - CRM-DF 18432  Coleta: {_db(dt)}\n"
            f"Colesterol total: {r.randint(185, 235)} mg/dL  (desejável < 190)\nLDL: {r.randint(120, 160)} mg/dL\n"
            f"HDL: {r.randint(38, 52)} mg/dL\nTriglicerídeos: {r.randint(120, 210)} mg/dL\nGlicose em jejum: {r.randint(88, 104)} mg/dL\n"
            f"Vitamina D: {r.randint(18, 34)} ng/mL\nTSH: {r.uniform(1.2, 3.8):.2f} mUI/L")


def t_geap(r, dt):
    return ("GEAP Autogestão em Saúde - Plano GEAP Referência\nDemonstrativo de coparticipação e mensalidade\n"
            f"Titular: {ME} - ANEEL  Dependentes: Carolina Menezes Cavalcanti, Beatriz Menezes Cavalcanti\n"
            f"Mensalidade (desconto em folha): {_brl(r.uniform(980, 1020))}\nCoparticipação consultas/exames: {_brl(r.uniform(40, 260))}\n"
            f"Competência: {MESES[dt.month - 1]}/{dt.year}")


def t_recibo_saude(prof: str, reg: str, pac: str, v: float):
    def f(r, dt):
        return (f"RECIBO\nRecebi de {ME}, CPF {CPF}, a importância de {_brl(v)} referente a {prof} prestados a {pac}.\n"
                f"Brasília, {_db(dt)}.\n{reg}")
    return f


def t_ipva(r, dt):
    return ("GOVERNO DO DISTRITO FEDERAL - SECRETARIA DE ECONOMIA - IPVA 2026\nPlaca: SGT7C41  Renavam: 01298765432\n"
            f"Veículo: HYUNDAI/CRETA 1.0 TGDI LIMITED 2022/2022  Proprietário: {ME}\n"
            f"Valor venal (tabela FIPE): {_brl(r.uniform(112000, 118000))}  Alíquota 3,5%\n"
            "Cota única com desconto até 13/02/2026 ou 3 parcelas (fev/mar/abr)\nLicenciamento 2026: R$ 133,55 - Detran-DF")


def t_apolice(r, dt):
    return ("PORTO SEGURO AUTO - Apólice nº 0531.22.154.887\nSegurado: Rodrigo Almeida Cavalcanti  CPF " + CPF + "\n"
            "Veículo: Hyundai Creta Limited 1.0 TGDI 2022 - placa SGT-7C41\nVigência: 22/09/2025 a 22/09/2026\n"
            f"Cobertura compreensiva - 100% FIPE  Franquia: {_brl(r.uniform(4200, 5600))}\nRCF danos materiais R$ 200.000,00  "
            f"Carro reserva 15 dias\nPrêmio total: {_brl(r.uniform(3900, 4600))} em 6x\nCondutor principal: Rodrigo; "
            "Carolina como condutora eventual")


def t_honda_venda(r, dt):
    return ("ATPV-e - AUTORIZAÇÃO PARA TRANSFERÊNCIA DE PROPRIEDADE DE VEÍCULO - DETRAN-DF\nVeículo: HONDA/FIT LX FLEX 2012/2012  "
            "Placa JKL4821  Renavam 00487654321\nVendedor: " + ME + "\nComprador: Edvaldo Pereira dos Santos - CPF 712.***.***-40\n"
            "Valor declarado da venda: R$ 47.500,00\nData da venda: 19/08/2022\nAssinaturas reconhecidas no Cartório do 2º Ofício de Brasília")


# --------------------------------------------------------------------------- Mestrado / Concurso


DISS = ("Análise de Impacto Regulatório e participação social: efetividade das consultas públicas da ANEEL "
        "nas revisões tarifárias das distribuidoras (2015-2024)")


def t_dissert(v: int):
    def f(r, dt):
        return (f"UNIVERSIDADE DE BRASÍLIA - FACE\nMestrado Profissional em Regulação e Políticas Públicas\n{DISS}\n"
                f"Rodrigo Almeida Cavalcanti\nOrientadora: Profa. Dra. Helena Vasconcelos Rocha\nVersão {v} - {_db(dt)}\n"
                "RESUMO\nEsta dissertação investiga em que medida as contribuições recebidas em consultas públicas alteram "
                "as decisões finais da ANEEL nas revisões tarifárias periódicas. A partir de 412 contribuições em 38 "
                "processos, estima-se um modelo logit de acolhimento...\n1 INTRODUÇÃO\n2 REFERENCIAL TEÓRICO: captura "
                "regulatória, accountability e a Lei 13.848/2019\n3 METODOLOGIA\n4 RESULTADOS (em andamento)\n"
                "[Helena: reduzir o cap. 2 para 25 páginas e incluir Croley (2008)]")
    return f


def t_artigo(title: str, authors: str, venue: str, abstract: str):
    def f(r, dt):
        return f"{title}\n{authors}\n{venue}\nAbstract\n{abstract}\nKeywords: regulation; public consultation; Brazil"
    return f


def t_email(frm: str, to: str, subj: str, body: str):
    def f(r, dt):
        d = dt.strftime("%a, %d %b %Y %H:%M:%S -0300")
        return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {d}\nMIME-Version: 1.0\n"
                f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")
    return f


def t_edital(r, dt):
    return ("AGÊNCIA NACIONAL DE ENERGIA ELÉTRICA - ANEEL\nEDITAL Nº 1, DE 6 DE ABRIL DE 2026\n"
            "PROCESSO SELETIVO INTERNO PARA FUNÇÕES COMISSIONADAS DE COORDENAÇÃO - PSI 01/2026\n"
            "1. Das vagas: 6 funções CCE 1.10 nas Superintendências de Regulação.\n2. Requisitos: servidor efetivo "
            "com no mínimo 5 anos de exercício na Agência.\n3. Inscrições: 20/04 a 08/05/2026 pelo SEI.\n"
            "4. Prova objetiva (60 questões) e discursiva em 23/08/2026, às 9h, na sede (SGAN 603).\n"
            "5. Conteúdo: Lei 13.848/2019; Lei 9.427/1996; Decreto 10.411/2020 (AIR); Direito Administrativo "
            "(Lei 9.784/1999, Lei 14.133/2021); regulação econômica e tarifária; gestão de equipes.\n"
            "6. Avaliação de títulos: mestrado 10 pontos; especialização 5 pontos.")


def t_crono_estudos(r, dt):
    topics = ["Lei 13.848 - agências", "Lei 9.427 e Decreto 2.335", "Decreto 10.411 - AIR", "Lei 9.784 - processo adm.",
              "Lei 14.133 - licitações", "Revisão tarifária - PRORET", "Gestão de equipes", "Discursiva - treino"]
    return "Semana;Assunto;Horas;Questões;Feito\n" + "\n".join(
        f"{i + 1} ({_db(_ago(60 - 7 * i))});{t};{r.randint(6, 12)};{r.randint(40, 120)};{'x' if i < 8 else ''}"
        for i, t in enumerate(topics))


# --------------------------------------------------------------------------- Outros


RECEITAS = {
    "Escondidinho de carne seca": "500 g de carne seca dessalgada, 1 kg de mandioca, 200 g de requeijão, queijo coalho. "
                                  "Cozinhar a mandioca e fazer o purê com manteiga; desfiar a carne e refogar com cebola.",
    "Pão de queijo da vó Ivone": "500 g de polvilho azedo, 250 ml de leite, 120 ml de óleo, 2 ovos, 200 g de queijo "
                                 "meia-cura ralado. Escaldar o polvilho, sovar, bolear e assar a 180 °C por 25 min.",
    "Moqueca capixaba": "1 kg de badejo, tomate, cebola, coentro, urucum, azeite. Panela de barro, 20 minutos de fogo.",
    "Bolo de cenoura da Bia": "3 cenouras, 3 ovos, 1 xícara de óleo, 2 de açúcar, 2,5 de farinha, fermento. Cobertura de "
                              "brigadeiro mole.",
}
LIVROS = [("O Alienista", "Machado de Assis", "Simão Bacamarte, médico, funda a Casa Verde em Itaguaí..."),
          ("Torto Arado", "Itamar Vieira Junior", "Bibiana e Belonísia encontram a faca da avó Donana..."),
          ("Regulation: A Very Short Introduction", "Bronwen Morgan", "Regulation shapes markets and public life..."),
          ("Sapiens", "Yuval Noah Harari", "Há cerca de 13,5 bilhões de anos, matéria, energia, tempo e espaço..."),
          ("Hábitos Atômicos", "James Clear", "Pequenas mudanças, resultados notáveis..."),
          ("Vidas Secas", "Graciliano Ramos", "Na planície avermelhada os juazeiros alargavam duas manchas verdes...")]
MUSICAS = [("Trem das Onze", "Adoniran Barbosa", "Demônios da Garoa ao Vivo"), ("Faroeste Caboclo", "Legião Urbana", "Que País É Este"),
           ("Eduardo e Mônica", "Legião Urbana", "Dois"), ("Tempo Perdido", "Legião Urbana", "Dois"),
           ("Refazenda", "Gilberto Gil", "Refazenda"), ("Sina", "Djavan", "Luz"), ("Garota de Ipanema", "Tom Jobim", "Getz/Gilberto"),
           ("Lanterna dos Afogados", "Os Paralamas do Sucesso", "Big Bang"), ("Flor de Lis", "Djavan", "A Voz e o Violão")]


def _age(y: int, m: int, d: int = 15) -> float:
    return (NOW - datetime(y, m, d, tzinfo=timezone.utc)).days + 0.3


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
    T, F, IR, AP, FL, ES, SA, CA = ("Trabalho", "Finanças", "Imposto de Renda", "Apartamento", "Floripa", "Escola",
                                    "Saúde", "Carro")
    MS, CO, VI, RG, SY = "Mestrado", "Concurso", "Viagens", "Regulação", "Sistema"

    # ------------------------------------------------------------ Documentos/ANEEL (Areas Trabalho)
    d = "Documentos/ANEEL"
    for m in range(1, 6):
        add(f"{d}/Contracheques/2026/contracheque_2026-{m:02d}.pdf", A, T, _age(2026, m, 27), t_contracheque(2026, m))
    for m in (3, 8, 11):
        add(f"{d}/Contracheques/2025/contracheque_2025-{m:02d}.pdf", A, T, _age(2025, m, 27), t_contracheque(2025, m))
    add(f"{d}/Contracheques/2025/contracheque_2025-12 (13º).pdf", A, T, _age(2025, 12, 20), t_contracheque(2025, 12, True))
    for m in (6, 12):
        add(f"{d}/Contracheques/2024/contracheque_2024-{m:02d}.pdf", A, T, _age(2025, 1, 8), t_contracheque(2024, m))
    add(f"{d}/Avaliação de Desempenho/Avaliacao_Desempenho_Ciclo_2024.pdf", A, T, _age(2025, 2, 20), t_aval(2024))
    add(f"{d}/Avaliação de Desempenho/Avaliacao_Desempenho_Ciclo_2025.pdf", A, T, _age(2026, 2, 11), t_aval(2025))
    add(f"{d}/Avaliação de Desempenho/Plano de Trabalho PGD 2026.docx", A, T, _age(2026, 1, 12), t_pgd)
    add(f"{d}/Férias/ferias_2026_SouGov.pdf", A, T, _age(2026, 1, 5), t_ferias(2026))
    add(f"{d}/Férias/ferias_2025.pdf", A, T, _age(2024, 12, 10), t_ferias(2025))
    for m in (4, 5):
        add(f"{d}/Ponto/espelho_ponto_2026-{m:02d}.pdf", A, T, _age(2026, m, 29), t_ponto(m))
    add(f"{d}/Memorandos/Memorando-Circular 12-2026-SGP.pdf", A, T, _age(2026, 4, 14), t_memo)
    add(f"{d}/Trabalho/NT minuta CP 08-2026 custos operacionais.docx", A, T, _age(2026, 3, 24), t_nota_tec)
    add(f"{d}/Trabalho/~$ minuta CP 08-2026 custos operacionais.docx", L, SY, _age(2026, 3, 24), b"\x00" * 162)
    add(f"{d}/Capacitação/Certificado ENAP - Análise de Impacto Regulatório.pdf", A, T, _age(2025, 8, 1),
        t_cert("Análise de Impacto Regulatório - AIR (turma 3/2025)", "ESCOLA NACIONAL DE ADMINISTRAÇÃO PÚBLICA - ENAP", 40))
    add(f"{d}/Capacitação/Certificate_Coursera_Regulatory_Economics.pdf", A, T, _age(2024, 9, 3), lambda r, dt:
        "COURSERA - Course Certificate\nRodrigo Almeida Cavalcanti has successfully completed\nEconomics of Regulation "
        "and Competition Policy\nan online non-credit course offered by the University of London\n"
        f"Completed {dt:%B %d, %Y}. Verify at coursera.org/verify/{r.randint(10**9, 10**10)}")

    # ------------------------------------------------------------ Documentos/Finanças (Areas)
    d = "Documentos/Finanças"
    for m in (3, 4):
        add(f"{d}/Banco do Brasil/Extrato_BB_2026-{m:02d}.pdf", A, F, _age(2026, m + 1, 3), t_extrato_bb(m))
    add(f"{d}/Banco do Brasil/Extrato_BB_2025-12.pdf", A, F, _age(2026, 1, 4), t_extrato_bb(12, 2025))
    for m in (4, 5):
        add(f"{d}/Nubank/Nubank_2026-{m:02d}.pdf", A, F, _age(2026, m, 9), t_nubank(m))
    add(f"{d}/Investimentos/Tesouro Direto - posição maio 2026.pdf", A, F, 5, t_tesouro)
    add(f"{d}/Investimentos/Funpresp extrato 2025.pdf", A, F, _age(2026, 1, 20), t_funpresp)
    add(f"{d}/Orçamento família 2026.xlsx", A, F, 9, t_orcamento)

    # ------------------------------------------------------------ Documentos/IRPF (Areas Imposto de Renda)
    d = "Documentos/IRPF"
    add(f"{d}/2026/Recibo IRPF 2026.pdf", A, IR, _age(2026, 4, 22), t_irpf_recibo(2026))
    add(f"{d}/2026/Informe de rendimentos ANEEL 2025.pdf", A, IR, _age(2026, 2, 26),
        t_informe("AGÊNCIA NACIONAL DE ENERGIA ELÉTRICA - ANEEL", "02.270.669/0001-29", 2025, "Rendimentos tributáveis (salários)"))
    add(f"{d}/2026/Informe BB 2025.pdf", A, IR, _age(2026, 2, 27),
        t_informe("BANCO DO BRASIL S.A.", "00.000.000/0001-91", 2025, "Saldo em conta corrente em 31/12 e rendimentos de poupança"))
    add(f"{d}/2026/Informe Tesouro Direto 2025.pdf", A, IR, _age(2026, 2, 27),
        t_informe("BB BANCO DE INVESTIMENTO S.A.", "24.933.830/0001-30", 2025, "Títulos públicos - Tesouro Direto - posição"))
    add(f"{d}/2026/pendências declaração.txt", A, IR, _age(2026, 3, 30),
        "IRPF 2026 - falta:\n- informe GEAP (despesas médicas) - baixar no site\n- recibos da ortodontista da Bia (Dra. Cíntia)\n"
        "- declaração de pagamentos do Colégio Monte Sião 2025 (limite de instrução R$ 3.561,50)\n"
        "- conferir carnê-leão 2025 importado (Airbnb) bate com a planilha\n- saldo devedor Caixa em 31/12 para bens e direitos\n"
        "- Creta: só manter o valor de aquisição\n")
    add(f"{d}/2025/Recibo IRPF 2025.pdf", A, IR, _age(2025, 5, 12), t_irpf_recibo(2025))
    add(f"{d}/2025/Informe de rendimentos ANEEL 2024.pdf", A, IR, _age(2025, 2, 25),
        t_informe("AGÊNCIA NACIONAL DE ENERGIA ELÉTRICA - ANEEL", "02.270.669/0001-29", 2024, "Rendimentos tributáveis (salários)"))
    add(f"{d}/2024/Recibo IRPF 2024.pdf", A, IR, _age(2024, 5, 20), t_irpf_recibo(2024))
    add(f"{d}/2020/Declaracao IRPF 2020 (ano 2019 - compra apto).pdf", A, IR, _age(2022, 3, 5), lambda r, dt:
        t_irpf_recibo(2020)(r, dt) + "\nBENS E DIREITOS - código 11 Apartamento SQSW 304 F 508 adquirido em 06/2019 por "
        "R$ 765.000,00; entrada R$ 153.000,00 (recursos próprios)\nDÍVIDAS - Caixa contrato 8.4444.0123456-7")
    add(f"{d}/Carnê-Leão/DARF carne-leao 2026-03.pdf", A, IR, _age(2026, 4, 25), t_darf_carne(3))
    add(f"{d}/Carnê-Leão/DARF carne-leao 2026-04.pdf", A, IR, _age(2026, 5, 26), t_darf_carne(4))
    add(f"{d}/Carnê-Leão/aluguéis Airbnb 2025 - carne leao.xlsx", A, IR, _age(2026, 1, 30), t_carne_planilha)

    # ------------------------------------------------------------ Documentos/Apartamento Sudoeste
    d = "Documentos/Apartamento Sudoeste"
    add(f"{d}/Financiamento Caixa/Contrato Caixa 8.4444.0123456-7.pdf", A, AP, _age(2022, 3, 5), lambda r, dt:
        "CONTRATO DE COMPRA E VENDA DE IMÓVEL, MÚTUO E ALIENAÇÃO FIDUCIÁRIA EM GARANTIA - SFH - CAIXA\n"
        f"Contrato nº 8.4444.0123456-7 - Brasília, 14/06/2019\nDevedor fiduciante: {ME}, CPF {CPF}, casado com Carolina "
        f"Menezes Cavalcanti\nImóvel: {CASA} - matrícula 98.765 do 1º Ofício de Registro de Imóveis do DF\n"
        "Valor de compra e venda R$ 765.000,00; financiamento R$ 612.000,00; prazo 360 meses; SAC; taxa efetiva 8,99% a.a.\n"
        "Cláusula 12 - da amortização extraordinária; Cláusula 20 - seguros MIP e DFI")
    add(f"{d}/Financiamento Caixa/Extrato financiamento 2026.pdf", A, AP, 20, t_caixa)
    add(f"{d}/Financiamento Caixa/Boleto prestação 083 maio-2026.pdf", A, AP, 25, lambda r, dt:
        f"CAIXA - Boleto de prestação habitacional\nContrato 8.4444.0123456-7 - {ME}\nPrestação 083/360  Vencimento 08/05/2026\n"
        f"Amortização {_brl(1700)}  Juros {_brl(1668.42)}  Seguros {_brl(44.35)}\nTotal R$ 3.412,77")
    for m in (4, 5):
        add(f"{d}/Condomínio/Boleto condomínio 2026-{m:02d}.pdf", A, AP, _age(2026, m, 1), t_condo(m))
    add(f"{d}/Condomínio/Ata AGO 18-03-2026.pdf", A, AP, _age(2026, 3, 27), t_ata_sudoeste)
    add(f"{d}/IPTU/IPTU-TLP 2026.pdf", A, AP, _age(2026, 2, 10), t_iptu_df(2026))
    add(f"{d}/IPTU/IPTU-TLP 2025.pdf", A, AP, _age(2025, 2, 12), t_iptu_df(2025))
    for m in (4, 5):
        add(f"{d}/Contas/Neoenergia 2026-{m:02d}.pdf", A, AP, _age(2026, m, 12), t_luz(m))
    add(f"{d}/Contas/CAESB 2026-05.pdf", A, AP, 14, lambda r, dt:
        f"CAESB - Companhia de Saneamento Ambiental do DF\nConta de água e esgoto - maio/2026\nImóvel: {CASA}\n"
        f"Consumo: {r.randint(11, 17)} m³  Valor: {_brl(r.uniform(190, 260))}  Vencimento 22/05/2026")
    c = f"{d}/Compra 2019"
    add(f"{c}/comparativo apartamentos visitados.xlsx", X, AP, _age(2022, 3, 5), lambda r, dt:
        "Endereço;Área;Preço;Condomínio;Vaga;Obs\nSQSW 304 F 508;92 m²;775000;980;2;nascente, reformado - PROPOSTA\n"
        "SQSW 105 C 312;85 m²;720000;1100;1;poente, precisa reforma\nCLSW 301 Lote 2 apto 1204;78 m²;690000;720;1;Setor Sudoeste comercial\n"
        "QI 11 Guará I;110 m²;640000;650;2;longe do colégio")
    add(f"{c}/Proposta de compra SQSW 304 F 508.docx", X, AP, _age(2022, 3, 5),
        "PROPOSTA DE COMPRA\nBrasília, 22 de março de 2019\nÀ Imobiliária Planalto Imóveis - corretora Sandra Moraes (CRECI 12.345)\n"
        "Proponentes: Rodrigo Almeida Cavalcanti e Carolina Menezes Cavalcanti\nImóvel: SQSW 304 Bloco F apto 508\n"
        "Valor ofertado: R$ 765.000,00, sendo R$ 153.000,00 de entrada com recursos próprios e o saldo por financiamento "
        "Caixa (SFH).\nValidade da proposta: 5 dias.")
    add(f"{c}/Laudo de avaliação Caixa.pdf", X, AP, _age(2022, 3, 5), lambda r, dt:
        "CAIXA - LAUDO DE AVALIAÇÃO DE IMÓVEL URBANO\nSolicitante: Rodrigo Almeida Cavalcanti - abril/2019\n"
        f"Imóvel: {CASA}\nÁrea privativa 92,40 m² - 3 quartos (1 suíte) - 2 vagas\nValor de avaliação: R$ 780.000,00\n"
        "Conclusão: imóvel aceito como garantia.")
    add(f"{c}/Guia ITBI 2019.pdf", X, AP, _age(2022, 3, 5), lambda r, dt:
        "GDF - Secretaria de Fazenda - ITBI - Imposto sobre Transmissão de Bens Imóveis\nAdquirente: " + ME +
        "\nImóvel: SQSW 304 Bloco F apto 508\nBase de cálculo R$ 780.000,00  Alíquota 3%\nValor R$ 23.400,00 - pago em 03/06/2019")
    add(f"{c}/Vistoria entrega das chaves.docx", X, AP, _age(2022, 3, 5),
        "Vistoria do apto 508 antes da mudança - 29/06/2019\n- suíte: porta do box desalinhada (vendedor vai trocar)\n"
        "- cozinha: torneira pingando\n- área de serviço: tomada sem espelho\n- chaves: 3 da porta, 2 controles da garagem\n"
        "Leitura luz CEB 048213, água CAESB 1189 m³. Mudança marcada para 06/07/2019.")

    # ------------------------------------------------------------ Documentos/Floripa
    d = "Documentos/Floripa"
    add(f"{d}/Airbnb/Reservas 2026.xlsx", A, FL, 3, t_reservas)
    add(f"{d}/Airbnb/Ganhos abril 2026.pdf", A, FL, 27, t_ganhos)
    add(f"{d}/Airbnb/Ganhos março 2026.pdf", A, FL, 58, t_ganhos)
    add(f"{d}/Airbnb/Regras da casa.docx", A, FL, 220, t_regras)
    add(f"{d}/Airbnb/mensagem check-in.txt", A, FL, 160,
        "Oi {nome}! Tudo certo para sua chegada? O apê fica na Rua Dom João Becker, 512, apto 203 - Ingleses.\n"
        "A senha da porta é enviada no dia, às 14h. Vaga de garagem 14. Wi-fi: MareAlta203 / senha no quadro da cozinha.\n"
        "Praia a 80 m, padaria Ingleses na esquina. Qualquer coisa fale com o Marcelo: (48) 99812-4470. Boa estadia!\n")
    add(f"{d}/Airbnb/Reserva confirmada - Julia Becker.eml", A, FL, 40, t_email(
        "Airbnb <automated@airbnb.com>", "rodrigo.cavalcanti@gmail.com", "Reserva confirmada - Julia Becker chega em 12 de jul.",
        "Nova reserva confirmada! Julia Becker chega em 12 de jul.\nApê pé na areia nos Ingleses - 2 quartos, vista mar\n"
        "Check-in: dom., 12 de jul. 2026  Check-out: dom., 19 de jul. 2026\n4 hóspedes - 7 noites\n"
        "Você ganha: R$ 2.874,60\nCódigo de confirmação: HMQ8ZK4T2P"))
    add(f"{d}/Limpeza/Pagamentos Rose 2026.xlsx", A, FL, 6, t_limpeza)
    add(f"{d}/Limpeza/Checklist limpeza.docx", A, FL, 330,
        "CHECKLIST DE LIMPEZA - APÊ 203 (para a Rose)\n[ ] trocar roupa de cama e toalhas (enxoval no armário trancado)\n"
        "[ ] lavar louça e conferir 6 pratos/6 copos\n[ ] repor papel higiênico, sabonete, café\n[ ] tirar o lixo e "
        "levar recicláveis\n[ ] conferir controle do ar e da TV\n[ ] foto da sala e do quarto no grupo do WhatsApp\n"
        "Valor da virada: R$ 120 (enxoval lavado à parte R$ 60)")
    for m in (4, 5):
        add(f"{d}/Condomínio Maré Alta/Boleto 2026-{m:02d}.pdf", A, FL, _age(2026, m, 3), t_condo_floripa(m))
    add(f"{d}/IPTU Florianópolis 2026.pdf", A, FL, _age(2026, 2, 3), lambda r, dt:
        "PREFEITURA MUNICIPAL DE FLORIANÓPOLIS - Secretaria Municipal da Fazenda\nIPTU 2026 - Inscrição imobiliária "
        f"44.17.031.0512.203\nImóvel: {FLOR}\nContribuinte: {ME}\nImposto {_brl(r.uniform(1100, 1300))}  Taxa de coleta de lixo "
        f"{_brl(r.uniform(290, 330))}\nCota única até 10/02/2026 com 10% de desconto")
    add(f"{d}/CELESC 2026-04.pdf", A, FL, 35, lambda r, dt:
        f"CELESC Distribuição S.A. - Fatura de energia - abril/2026\nUnidade consumidora 45678912\nEndereço: {FLOR}\n"
        f"Titular: Rodrigo Almeida Cavalcanti  Consumo {r.randint(180, 320)} kWh\nTotal {_brl(r.uniform(170, 290))}")
    add(f"{d}/Contrato coanfitrião Marcelo.pdf", A, FL, 500, lambda r, dt:
        "CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE COANFITRIÃO\nContratante: Rodrigo Almeida Cavalcanti\nContratado: Marcelo "
        "Vieira Dutra, CPF 033.***.***-18, residente nos Ingleses\nObjeto: recepção de hóspedes, vistoria, atendimento de "
        "emergências e gestão da limpeza do apto 203 do Residencial Maré Alta\nRemuneração: 12% do repasse líquido de cada "
        "reserva, pago até o dia 5 do mês seguinte.\nFlorianópolis, 2 de fevereiro de 2025.")
    for n in ("sala.jpg", "quarto casal.jpg", "varanda vista mar.jpg"):
        photo(f"{d}/Fotos anúncio/{n}", A, FL, 760)
    b = f"{d}/Reforma Banheiro"
    add(f"{b}/Orçamento Reformas Ilha.pdf", P, FL, 62, t_orc_reforma(
        "REFORMAS ILHA - Jeferson Pacheco ME - CNPJ 31.456.789/0001-02 - (48) 99655-1020", "Jeferson Pacheco", 18400))
    add(f"{b}/Orçamento Casa & Obra Ingleses.pdf", P, FL, 66, t_orc_reforma(
        "CASA & OBRA INGLESES - Construção e Reformas - Rod. Armando Calil Bulos, 5300", "Eng. Tatiane Klein - CREA-SC 112233", 23750))
    add(f"{b}/Cronograma reforma.xlsx", P, FL, 2, t_crono_reforma)
    add(f"{b}/Compras materiais.xlsx", P, FL, 9, t_compras_reforma)
    add(f"{b}/NF Portobello Shop.pdf", P, FL, 24, lambda r, dt:
        "PORTOBELLO SHOP FLORIANÓPOLIS - NF-e nº 000.184.552 - série 1\nDestinatário: Rodrigo Almeida Cavalcanti - CPF " + CPF +
        "\nEntrega: " + FLOR + "\nPorcelanato Cement Grey 60x60 ret. - 28 cx (40,32 m² incl. 10% perda) R$ 3.637,20\n"
        "Rodapé 10x60 - 6 cx R$ 342,00\nTotal da nota R$ 3.979,20 - pago no cartão em 4x")
    add(f"{b}/layout banheiro - medidas.docx", P, FL, 80,
        "Banheiro social apto 203 - medidas (tirei em 12/03 com a trena)\nLargura 1,70 m x comprimento 2,47 m = 4,2 m²\n"
        "Pé-direito 2,60 m (rebaixo de gesso a 2,40)\nBox atual 0,80 x 0,90 -> novo box 0,90 x 1,20 de correr\n"
        "Ralo linear de 70 cm na parede do fundo\nNicho no box 30 x 60 cm\nVaso: eixo a 30 cm da parede\n"
        "Dúvida para o Jeferson: dá para tirar a banheira de canto? -> sim, vai junto na demolição.")
    add(f"{b}/Autorização de obra - síndica Maré Alta.eml", P, FL, 30, t_email(
        "Síndica Residencial Maré Alta <sindico.marealta@gmail.com>", "rodrigo.cavalcanti@gmail.com",
        "Re: Reforma banheiro apto 203 - autorização",
        "Boa tarde, Rodrigo.\nAutorizada a obra no banheiro do 203 de 11/05 a 12/06, de segunda a sexta, das 8h às 17h, "
        "conforme NBR 16.280. Favor enviar a ART/RRT ou o plano de reforma assinado pelo responsável e avisar a portaria "
        "sobre a caçamba.\nAtt., Vera Lúcia Schmitt - Síndica"))
    for i, (a, h) in enumerate(((21, "093011"), (19, "171544"), (12, "104207"), (5, "082930"))):
        dd = NOW - timedelta(days=a)
        photo(f"{b}/fotos obra/IMG_{dd:%Y%m%d}_{h}.jpg", P, FL, a)
    m21 = f"{d}/Mobília 2021"
    add(f"{m21}/Lista de compras mobília.xlsx", X, FL, _age(2021, 9, 20), lambda r, dt:
        "Item;Loja;Valor;Comprado\nSofá-cama 3 lugares;Tok&Stok;2899;sim\nCama casal + colchão;Castor;3150;sim\n"
        "2 beliches (quarto 2);Mobly;2380;sim\nSmart TV 50\";Magalu;2499;sim\nAr split 12000 BTU sala;Frigelar;2790;sim\n"
        "Enxoval (4 jogos);Camesa;1120;sim\nFechadura eletrônica;Amazon;899;sim\nTotal;;17737;")
    add(f"{m21}/NF Tok&Stok sofá-cama.pdf", X, FL, _age(2021, 9, 28), lambda r, dt:
        "TOK&STOK - Etna Comércio de Móveis - NF-e 001.442.781\nDestinatário: Rodrigo Almeida Cavalcanti\n"
        f"Entrega: {FLOR}\nSofá-cama Lisboa 3 lugares cinza - 1 un R$ 2.899,00\nEntrega prevista 08/10/2021")
    add(f"{m21}/Anúncio - primeira versão.docx", X, FL, _age(2021, 10, 30),
        "Primeiro texto do anúncio (out/2021, antes das fotos profissionais)\nApê novo e mobiliado nos Ingleses, 80 m da "
        "praia! 2 quartos, até 6 pessoas, ar-condicionado na sala, Wi-fi 300 mega. Preço de lançamento R$ 250/noite.")

    # ------------------------------------------------------------ Documentos/Escola Bia, Saúde, Carro (Areas)
    d = "Documentos/Escola Bia"
    add(f"{d}/Contrato de matrícula 2026.pdf", A, ES, 175, lambda r, dt:
        "COLÉGIO MONTE SIÃO - CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS - ANO LETIVO 2026\nContratante: " + ME +
        "\nAluna: Beatriz Menezes Cavalcanti - 6º ano do Ensino Fundamental II\nAnuidade R$ 34.680,00 em 12 parcelas de "
        "R$ 2.890,00\nMaterial didático (Sistema Poliedro) R$ 2.140,00\nBrasília, 28 de novembro de 2025")
    for m in (4, 5):
        add(f"{d}/Mensalidade 2026-{m:02d}.pdf", A, ES, _age(2026, m, 1), t_mensalidade(m))
    add(f"{d}/Boletim 1º bimestre 2026.pdf", A, ES, 12, t_boletim("1º BIMESTRE", "6º ANO B - 2026"))
    add(f"{d}/Boletim final 2025.pdf", A, ES, 168, t_boletim("RESULTADO FINAL", "5º ANO A - 2025"))
    add(f"{d}/Lista de material 6º ano 2026.pdf", A, ES, 150,
        "COLÉGIO MONTE SIÃO - LISTA DE MATERIAL 2026 - 6º ANO\n1 caderno universitário 10 matérias\n1 calculadora simples\n"
        "1 dicionário Houaiss de bolso\n1 jaleco branco (laboratório de Ciências)\n1 flauta doce Yamaha (Arte)\n"
        "Livros paradidáticos: O Pequeno Príncipe; A Bolsa Amarela (Lygia Bojunga)")
    add(f"{d}/Autorização passeio Catetinho.docx", A, ES, 30,
        "AUTORIZAÇÃO\nAutorizo minha filha Beatriz Menezes Cavalcanti, 6º ano B, a participar do estudo do meio ao "
        "Museu do Catetinho e ao Memorial JK em 05/05/2026, saída às 7h30 e retorno às 12h30, em ônibus contratado "
        "pelo Colégio Monte Sião. Valor R$ 85,00.\nResponsável: Rodrigo Almeida Cavalcanti")
    add(f"{d}/Reunião de pais 6º ano.eml", A, ES, 50, t_email(
        "Coordenação Fundamental II - Colégio Monte Sião <coord.fund2@montesiao.com.br>", "rodrigo.cavalcanti@gmail.com",
        "Reunião de pais e mestres - 6º ano - 18/04",
        "Prezadas famílias do 6º ano,\nConvidamos para a reunião de pais e mestres no sábado, 18/04, às 9h, no auditório. "
        "Pauta: adaptação ao Fundamental II, uso de celular, olimpíada de matemática (OBMEP).\nCoordenação Pedagógica"))
    d = "Documentos/Saúde"
    add(f"{d}/GEAP/Demonstrativo GEAP abril 2026.pdf", A, SA, 35, t_geap)
    add(f"{d}/GEAP/carteirinha GEAP família.pdf", A, SA, 420, lambda r, dt:
        "GEAP AUTOGESTÃO EM SAÚDE - CARTÃO DO BENEFICIÁRIO\nRodrigo Almeida Cavalcanti - 0801.2345.6789.00-1\nCarolina Menezes "
        "Cavalcanti - 0801.2345.6789.01-0\nBeatriz Menezes Cavalcanti - 0801.2345.6789.02-8\nPlano GEAP Referência - "
        "acomodação apartamento - abrangência nacional\nCentral 24h 0800 728 8300")
    add(f"{d}/Exames/Sabin 2026-03 check-up.pdf", A, SA, 75, t_exame)
    add(f"{d}/Exames/Sabin 2025-02 check-up.pdf", A, SA, 470, t_exame)
    add(f"{d}/Recibos/Recibo ortodontia Bia 2026-04.pdf", A, SA, 45, t_recibo_saude(
        "serviços odontológicos (manutenção de aparelho ortodôntico)", "Dra. Cíntia Albuquerque - CRO-DF 9876", "Beatriz Menezes Cavalcanti", 380))
    add(f"{d}/Recibos/Recibo psicóloga 2026-03.pdf", A, SA, 80, t_recibo_saude(
        "4 sessões de psicoterapia em março/2026", "Marta Regina Fontes - Psicóloga - CRP 01/14523", "Rodrigo Almeida Cavalcanti", 880))
    add(f"{d}/Receita Dr Paulo - rosuvastatina.pdf", A, SA, 74, lambda r, dt:
        "Dr. Paulo Henrique Lacerda - Cardiologia - CRM-DF 18432\nClínica do Coração Sudoeste - CLSW 103\nPaciente: Rodrigo "
        f"Almeida Cavalcanti\nUso contínuo:\n1) Rosuvastatina 10 mg - 1 comprimido à noite\nRetorno em 6 meses com lipidograma.\n{_db(dt)}")
    d = "Documentos/Carro"
    add(f"{d}/IPVA 2026 Creta.pdf", A, CA, _age(2026, 2, 2), t_ipva)
    add(f"{d}/CRLV-e 2026.pdf", A, CA, _age(2026, 4, 20), lambda r, dt:
        "REPÚBLICA FEDERATIVA DO BRASIL - CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - CRLV-e\nExercício 2026\n"
        f"Placa SGT7C41  Renavam 01298765432\nHYUNDAI/CRETA LIMITED 1.0 TGDI - 2022/2022 - BRANCA\nProprietário: {ME}\nLocal: BRASILIA DF")
    add(f"{d}/Apólice Porto Seguro 2025-2026.pdf", A, CA, 252, t_apolice)
    add(f"{d}/Revisão 40.000 km Hyundai.pdf", A, CA, 92, lambda r, dt:
        "HYUNDAI CAOA - Concessionária Brasília SIA\nOrdem de serviço 77812 - Revisão programada 40.000 km\nVeículo Creta "
        f"placa SGT-7C41 - km 40.318\nTroca de óleo e filtros, fluido de freio, alinhamento e balanceamento\nTotal {_brl(r.uniform(1480, 1720))}")
    add(f"{d}/Multa radar EPTG.pdf", A, CA, 205, lambda r, dt:
        "DER-DF - NOTIFICAÇÃO DE AUTUAÇÃO POR INFRAÇÃO DE TRÂNSITO\nPlaca SGT7C41 - Local: EPTG km 6, sentido Taguatinga\n"
        "Infração: transitar em velocidade superior à máxima em até 20% (medida 74 km/h, permitida 60 km/h)\n"
        "Valor R$ 130,16 - 4 pontos. Prazo para indicar condutor: 30 dias.")
    h = f"{d}/Honda Fit (vendido)"
    add(f"{h}/ATPV-e Honda Fit.pdf", X, CA, _age(2022, 8, 19), t_honda_venda)
    add(f"{h}/Comunicação de venda Detran.pdf", X, CA, _age(2022, 8, 22), lambda r, dt:
        "DETRAN-DF - Comunicação de Venda de Veículo registrada\nPlaca JKL4821 - HONDA/FIT LX 2012\nVendedor: " + ME +
        "\nData da venda 19/08/2022 - Protocolo 2022/0819/55431\nA partir desta data o vendedor não responde por infrações.")
    add(f"{h}/anúncio Honda Fit.txt", X, CA, _age(2022, 7, 30),
        "Vendo Honda Fit LX 1.4 flex 2012, prata, 98 mil km, único dono, revisões na concessionária, IPVA 2022 pago. "
        "Pneus novos. R$ 49.900 aceito troca por menor valor não. Tratar com Rodrigo (61) 99234-5567 - Sudoeste.\n")
    photo(f"{h}/fit_frente.jpg", X, CA, _age(2022, 7, 29))

    # ------------------------------------------------------------ Documentos/Mestrado (Projects)
    d = "Documentos/Mestrado"
    add(f"{d}/Dissertação/dissertacao_v7.docx", P, MS, 4, t_dissert(7))
    add(f"{d}/Dissertação/~$ssertacao_v7.docx", L, SY, 1, b"\x00" * 162)
    add(f"{d}/Dissertação/dissertacao_v6.docx", P, MS, 41, t_dissert(6))
    add(f"{d}/Dissertação/Cap2 referencial teórico.docx", P, MS, 20,
        "CAPÍTULO 2 - REFERENCIAL TEÓRICO\n2.1 Teoria da captura (Stigler, 1971; Peltzman, 1976)\n2.2 Participação social e "
        "legitimidade das agências (Croley, 2008; Yackee, 2006)\n2.3 O marco da Lei 13.848/2019: AIR obrigatória e "
        "consultas públicas (art. 9º)\n2.4 Estudos empíricos no Brasil: Salgado (2003), Pó e Abrucio (2006)")
    add(f"{d}/Dissertação/referencias ABNT.txt", P, MS, 15,
        "CROLEY, Steven P. Regulation and public interests. Princeton: Princeton University Press, 2008.\n"
        "YACKEE, Susan Webb. Sweet-talking the fourth branch. JPART, v. 16, n. 1, p. 103-124, 2006.\n"
        "BRASIL. Lei nº 13.848, de 25 de junho de 2019. Dispõe sobre a gestão... das agências reguladoras.\n"
        "PÓ, Marcos Vinicius; ABRUCIO, Fernando Luiz. Desenho e funcionamento dos mecanismos de controle... RAP, 2006.\n")
    for n, t, a, v, ab in (
            ("Yackee 2006 - Sweet-talking the fourth branch.pdf", "Sweet-Talking the Fourth Branch: The Influence of Interest "
             "Group Comments on Federal Agency Rulemaking", "Susan Webb Yackee", "Journal of Public Administration Research and "
             "Theory 16(1), 2006", "Using a data set of 40 rules, this study finds that interest group comments can affect the content of final rules."),
            ("Po e Abrucio 2006 - controle agências.pdf", "Desenho e funcionamento dos mecanismos de controle e accountability das agências "
             "reguladoras brasileiras", "Marcos Vinicius Pó; Fernando Luiz Abrucio", "Revista de Administração Pública 40(4), 2006",
             "O artigo analisa consultas e audiências públicas na ANATEL e na ANS como mecanismos de accountability."),
            ("Balla 1998 - notice and comment.pdf", "Administrative Procedures and Political Control of the Bureaucracy", "Steven J. Balla",
             "American Political Science Review 92(3), 1998", "Examines who participates in notice-and-comment rulemaking at HCFA."),
            ("Mendes 2021 - consultas publicas ANEEL.pdf", "Consultas públicas na ANEEL: quem participa e quem é ouvido?",
             "Ana Paula Mendes; Ricardo Toledo", "Revista de Direito Setorial e Regulatório 7(2), 2021",
             "Com base em 5.200 contribuições de 2010 a 2019, mostra-se que distribuidoras têm taxa de acolhimento três vezes maior.")):
        add(f"{d}/Artigos/{n}", P, MS, r.uniform(120, 600), t_artigo(t, a, v, ab))
    add(f"{d}/Disciplinas/Métodos Quantitativos - trabalho final.docx", P, MS, 330,
        "UnB - PPG Regulação e Políticas Públicas - Métodos Quantitativos Aplicados (Prof. Dr. Jorge Sampaio)\nTrabalho final "
        "- Rodrigo A. Cavalcanti\nRegressão logística do acolhimento de contribuições em 12 consultas públicas da ANEEL (2019-2022)\n"
        "Variável dependente: contribuição acolhida (0/1). Explicativas: tipo de contribuinte, tamanho do texto, fundamentação técnica.")
    add(f"{d}/Disciplinas/Seminário de pesquisa - notas.docx", P, MS, 265,
        "Seminário de Pesquisa II - 2º/2025\n- apresentar projeto em 15 min; banca simulada Profa. Helena + Prof. Sampaio\n"
        "- crítica: amostra pequena, incluir 2023-2024; explicar por que só revisões tarifárias\n- prazo do texto de qualificação: 30/10")
    add(f"{d}/Qualificação/Ata de qualificação.pdf", P, MS, 190, lambda r, dt:
        "UNIVERSIDADE DE BRASÍLIA - PROGRAMA DE MESTRADO PROFISSIONAL EM REGULAÇÃO E POLÍTICAS PÚBLICAS\nATA DE EXAME DE "
        f"QUALIFICAÇÃO\nMestrando: Rodrigo Almeida Cavalcanti - matrícula 24/0012345\nTítulo: {DISS}\nData: 24/11/2025\n"
        "Banca: Profa. Dra. Helena Vasconcelos Rocha (orientadora), Prof. Dr. Jorge Sampaio (UnB), Dra. Mariana Freitas (ENAP)\n"
        "Resultado: APROVADO com recomendações. Prazo para defesa: 31/10/2026.")
    add(f"{d}/Qualificação/Parecer banca.pdf", P, MS, 188, lambda r, dt:
        "Parecer - Dra. Mariana Freitas (ENAP)\nO trabalho é relevante e o acesso aos dados do SEI é um diferencial. "
        "Recomenda-se: (i) justificar o recorte 2015-2024; (ii) controlar pela diretoria relatora; (iii) incluir entrevistas "
        "com 4 a 6 servidores da SRM/ANEEL para triangular os resultados.")
    add(f"{d}/Requerimento licença capacitação.docx", P, MS, 100,
        "Ilma. Sra. Superintendente de Gestão de Pessoas da ANEEL\nRodrigo Almeida Cavalcanti, SIAPE 1876543, vem requerer "
        "licença para capacitação (art. 87 da Lei 8.112/1990) por 90 dias, de 03/08/2026 a 31/10/2026, para conclusão e "
        "defesa da dissertação do Mestrado Profissional em Regulação e Políticas Públicas da UnB.\nBrasília, 20 de fevereiro de 2026.")
    add(f"{d}/dados/consultas_publicas_2015_2024.csv", P, MS, 30, lambda r, dt:
        "cp_id;ano;distribuidora;n_contribuicoes;acolhidas;parcialmente;rejeitadas;diretor_relator\n" + "\n".join(
            f"CP{r.randint(1, 90):03d}/{y};{y};{r.choice(['Neoenergia Brasília', 'CELESC', 'Enel SP', 'Cemig D', 'Light', 'Equatorial PA', 'Copel'])};"
            f"{(n := r.randint(8, 60))};{(a := r.randint(0, n // 3))};{(p := r.randint(0, n // 4))};{n - a - p};D{r.randint(1, 5)}"
            for y in range(2015, 2025) for _ in range(3)))
    add(f"{d}/dados/modelo_logit.xlsx", P, MS, 25, lambda r, dt:
        "Variável;Coeficiente;Erro padrão;p-valor\nIntercepto;-1,842;0,311;0,000\nContribuinte = distribuidora;0,954;0,188;0,000\n"
        "Contribuinte = consumidor;-0,412;0,201;0,041\nFundamentação técnica;1,103;0,176;0,000\nPós Lei 13.848 (2020+);0,287;0,152;0,059\n"
        "N = 412; pseudo-R² = 0,19")
    add(f"{d}/cronograma defesa.md", P, MS, 8,
        "# Cronograma até a defesa\n\n- [x] v6 para a Helena (20/04)\n- [x] comentários recebidos (28/04)\n- [ ] entrevistas SRM (4 a 6) - junho\n"
        "- [ ] cap. 4 resultados - até 15/07\n- [ ] licença capacitação 03/08 a 31/10 (aguardando SGP)\n"
        "- [ ] versão para banca - 30/09\n- [ ] **defesa - outubro/2026** (data a confirmar com a secretaria do PPG)\n")
    add(f"{d}/Re_ versão 6 - comentários.eml", P, MS, 34, t_email(
        "Helena Vasconcelos Rocha <helena.rocha@unb.br>", "Rodrigo Cavalcanti <rodrigo.cavalcanti@gmail.com>",
        "Re: versão 6 da dissertação - comentários",
        "Rodrigo, li a v6. O capítulo 3 melhorou muito. Três pontos:\n1) o modelo logit precisa de erros-padrão "
        "clusterizados por processo;\n2) o cap. 2 ainda está longo, corte a parte de captura;\n3) as entrevistas são "
        "obrigatórias, conforme a banca. Submeta ao CEP até o fim de maio.\nAbraço, Helena"))

    # ------------------------------------------------------------ Documentos/Concurso Interno (Projects)
    d = "Documentos/Concurso Interno"
    add(f"{d}/Edital PSI 01-2026.pdf", P, CO, 55, t_edital)
    add(f"{d}/Cronograma de estudos.xlsx", P, CO, 3, t_crono_estudos)
    add(f"{d}/Resumo Lei 13848.docx", P, CO, 30,
        "RESUMO - LEI 13.848/2019 (Lei Geral das Agências)\n- art. 3º: autonomia funcional, decisória, administrativa e financeira\n"
        "- art. 6º: AIR prévia à edição de atos normativos de interesse geral\n- art. 9º: consulta pública obrigatória, prazo mínimo "
        "de 45 dias\n- art. 14: ouvidoria; art. 15: agenda regulatória\n- mandatos de 5 anos, vedada recondução (art. 5º da Lei 9.986)")
    add(f"{d}/Resumo Lei 9784 processo administrativo.docx", P, CO, 20,
        "LEI 9.784/1999 - processo administrativo federal\n- princípios (art. 2º): legalidade, finalidade, motivação, razoabilidade...\n"
        "- prazo para recurso: 10 dias; decisão do recurso: 30 dias\n- anulação: 5 anos (art. 54), salvo má-fé\n"
        "- delegação: não podem ser objeto atos normativos, decisão de recursos, competência exclusiva")
    add(f"{d}/Simulado 01 - gabarito.pdf", P, CO, 14, lambda r, dt:
        "SIMULADO 01 - PSI ANEEL 2026 - Coordenação (grupo de estudos SRM)\nGabarito: " +
        " ".join(f"{i}-{r.choice('ABCDE')}" for i in range(1, 41)) + "\nMinha nota: 31/40 - revisar Lei 14.133 e PRORET módulo 2")
    add(f"{d}/Discursiva treino 1.docx", P, CO, 7,
        "Tema: A Análise de Impacto Regulatório como instrumento de qualidade regulatória. Discorra sobre (a) a obrigatoriedade "
        "da AIR no Decreto 10.411/2020, (b) hipóteses de dispensa e (c) a avaliação de resultado regulatório (ARR).\n"
        "Resposta (30 linhas): A AIR, introduzida pela Lei 13.848/2019 e regulamentada pelo Decreto 10.411/2020, ...")
    add(f"{d}/Comprovante inscrição PSI.pdf", P, CO, 31, lambda r, dt:
        "ANEEL - SGP - PROCESSO SELETIVO INTERNO 01/2026\nComprovante de inscrição nº 0042\nCandidato: Rodrigo Almeida "
        "Cavalcanti - SIAPE 1876543\nÁrea: Coordenação de Estudos Tarifários - SRM\nTítulos declarados: Mestrado (em curso - "
        "não pontua até a defesa); Especialização em Gestão Pública (FGV, 2018)\nProva: 23/08/2026, 9h, Auditório SGAN 603")

    # ------------------------------------------------------------ Documentos/BB (antigo) (Archive Trabalho)
    d = "Documentos/BB (antigo)"
    add(f"{d}/Carta pedido de demissão.docx", X, T, 1458,
        "Brasília, 3 de agosto de 2015\nAo Banco do Brasil S.A. - Agência Taguatinga Centro (3476)\nAt. Gerente Geral Sr. "
        "Wellington Moura\nEu, Rodrigo Almeida Cavalcanti, matrícula F4512877, assistente de negócios, comunico meu pedido "
        "de demissão a partir de 14/08/2015, em razão de posse em cargo público na ANEEL.\nAtenciosamente,")
    add(f"{d}/TRCT - termo de rescisão.pdf", X, T, 1458, lambda r, dt:
        "TERMO DE RESCISÃO DO CONTRATO DE TRABALHO - TRCT\nEmpregador: BANCO DO BRASIL S.A. - CNPJ 00.000.000/0001-91\n"
        "Empregado: Rodrigo Almeida Cavalcanti - CTPS 1234567 série 0012-DF - PIS 123.45678.90-1\nAdmissão: 02/06/2008  "
        "Afastamento: 14/08/2015\nCausa: pedido de demissão - código SJ2\nSaldo de salário, férias proporcionais + 1/3, 13º "
        f"proporcional: {_brl(18432.77)}\nLíquido: {_brl(14210.05)}")
    add(f"{d}/Contracheque BB dez-2014.pdf", X, T, 1460, lambda r, dt:
        "BANCO DO BRASIL - DEMONSTRATIVO DE PAGAMENTO - 12/2014\nFuncionário: Rodrigo Almeida Cavalcanti - F4512877\n"
        "Cargo: Assistente de Negócios - Ag. Taguatinga Centro\nOrdenado R$ 3.982,10  Gratificação de função R$ 1.840,00  "
        "PLR 2º sem. R$ 6.115,00\nDescontos: INSS, IR, Previ, Cassi\nLíquido R$ 8.905,44")
    add(f"{d}/Certificação CPA-20.pdf", X, T, 1460, lambda r, dt:
        "ANBIMA - Certificação Profissional ANBIMA Série 20 - CPA-20\nCertificamos que Rodrigo Almeida Cavalcanti foi "
        "aprovado no exame em 17/03/2012.\nVálida para atuação em agências de segmentos de alta renda.")
    add(f"{d}/Avaliação GDP 2014.pdf", X, T, 1460, lambda r, dt:
        "BANCO DO BRASIL - GDP - Gestão de Desempenho por Competências - 2014\nFuncionário: Rodrigo A. Cavalcanti (F4512877)\n"
        "Perspectivas: Financeira 92%; Clientes 88%; Processos Internos 95%; Pessoas 90%\nConceito final: superou expectativas")

    # ------------------------------------------------------------ Documentos/Viagens
    d = "Documentos/Viagens/Portugal 2024"
    add(f"{d}/Passagens TAP BSB-LIS.pdf", X, VI, 790, lambda r, dt:
        "TAP Air Portugal - Itinerary Receipt / Recibo de itinerário\nReserva: K7PLQX\nPassageiros: CAVALCANTI/RODRIGO MR; "
        "CAVALCANTI/CAROLINA MRS; CAVALCANTI/BEATRIZ MISS\nTP 0086 Brasília BSB 05JUL24 22:10 -> Lisboa LIS 06JUL24 11:35\n"
        "TP 0085 Lisboa LIS 22JUL24 10:50 -> Brasília BSB 22JUL24 16:40\nTotal EUR 3.318,60")
    add(f"{d}/Reserva apartamento Alfama.pdf", X, VI, 780,
        "Booking.com - Confirmação 4128.557.903\nAlfama Terrace Flat - Rua de São Miguel 41, Lisboa\nCheck-in 06/07/2024 - "
        "Check-out 13/07/2024 - 7 noites - 2 adultos, 1 criança\nTotal EUR 1.154,00, pago na propriedade")
    add(f"{d}/Roteiro Portugal.docx", X, VI, 700,
        "ROTEIRO PORTUGAL - JULHO 2024\n06-13/07 Lisboa: Alfama, Belém (pastéis!), Oceanário para a Bia, Sintra (Pena) dia 10\n"
        "13-17/07 Porto: Ribeira, Livraria Lello (reservar), cruzeiro 6 pontes, Vale do Douro de trem dia 15\n"
        "17-21/07 Coimbra e Óbidos de carro alugado (Sixt, retirada Porto, devolução LIS)\n22/07 voo de volta 10h50")
    add(f"{d}/Seguro viagem Assist Card.pdf", X, VI, 740, lambda r, dt:
        "ASSIST CARD - Voucher de assistência em viagem - Plano Europa 60K\nBeneficiários: Rodrigo, Carolina e Beatriz "
        "Cavalcanti\nVigência 05/07/2024 a 23/07/2024 - Destino: Europa (Portugal)\nCobertura médica EUR 60.000 (Schengen)")
    add(f"{d}/Gastos viagem.xlsx", X, VI, 675, lambda r, dt: "Data;Descrição;EUR;Cartão\n" + "\n".join(
        f"{day:02d}/07/2024;{s};{r.uniform(8, 160):.2f};{r.choice(['Wise', 'Nubank', 'dinheiro'])}"
        for day, s in ((7, "Jantar Alfama"), (8, "Oceanário"), (10, "Palácio da Pena"), (14, "Livraria Lello"),
                       (15, "Trem Douro"), (17, "Sixt aluguel"), (19, "Óbidos ginja"))))
    d = "Documentos/Viagens/Bariloche 2026"
    add(f"{d}/Roteiro Bariloche.docx", P, VI, 10,
        "BARILOCHE - FÉRIAS DE JULHO 2026 (06/07 a 16/07)\n06/07 BSB-EZE-BRC (Aerolíneas)\n07/07 Centro Cívico, chocolate Rapa Nui\n"
        "08-09/07 Cerro Catedral: aula de esqui para a Bia (reservar escola)\n10/07 Circuito Chico de carro\n11/07 Cerro Otto\n"
        "12/07 Villa La Angostura (se a estrada estiver aberta)\nPendente: seguro viagem, pesos/cartão Wise, roupas de neve alugar")
    add(f"{d}/Voos Aerolíneas BSB-EZE-BRC.pdf", P, VI, 62, lambda r, dt:
        "Aerolíneas Argentinas - Confirmación de reserva / Confirmação\nCódigo: QWTRZB\nPasajeros: CAVALCANTI RODRIGO, "
        "CAVALCANTI CAROLINA, CAVALCANTI BEATRIZ\nAR 1263 BSB 06JUL 09:05 - EZE 13:20 / AR 1688 AEP 17:10 - BRC 19:35\n"
        "AR 1689 BRC 16JUL 12:20 - AEP 14:40 / AR 1264 EZE 18:00 - BSB 22:15\nTotal BRL 9.874,32")
    add(f"{d}/Hotel Cerro Catedral - reserva.pdf", P, VI, 50,
        "Hotel Villa Huinid - Bariloche\nReserva nº 88123 - Rodrigo Cavalcanti\n06/07/2026 a 16/07/2026 - 10 noites - "
        "Suite familiar (2 adultos + 1 criança)\nUSD 2.140,00 - 30% pago, saldo no check-in")
    add(f"{d}/checklist roupas neve.txt", P, VI, 4,
        "Bariloche - levar:\n- segunda pele (3 cada)\n- luvas impermeáveis (comprar Decathlon)\n- gorro, cachecol\n"
        "- óculos de sol\n- alugar jaqueta e calça de esqui lá (Cerro Catedral ~ARS 25.000/dia)\n- protetor labial\n"
        "- Bia: bota de neve emprestada da prima Luísa\n- passaporte/RG novo da Bia (validade!)\n")
    add(f"{d}/Cotação câmbio pesos.xlsx", P, VI, 6, lambda r, dt:
        "Data;Wise ARS/BRL;Cartão (dólar MEP);Western Union;Obs\n" + "\n".join(
            f"{_db(_ago(x))};{r.uniform(210, 240):.1f};{r.uniform(220, 250):.1f};{r.uniform(225, 255):.1f};" for x in (30, 20, 10, 6)))

    # ------------------------------------------------------------ Resources: Receitas, Regulação, loose Documentos
    for i, (n, txt) in enumerate(RECEITAS.items()):
        ext = ("txt", "docx", "pdf", "txt")[i]
        add(f"Documentos/Receitas/{n}.{ext}", R, "Receitas", 200 + 150 * i, f"{n}\n{txt}\n")
    d = "Documentos/Regulação"
    add(f"{d}/Lei 13848-2019 agências reguladoras.pdf", R, RG, 900,
        "Presidência da República - Casa Civil\nLEI Nº 13.848, DE 25 DE JUNHO DE 2019\nDispõe sobre a gestão, a organização, "
        "o processo decisório e o controle social das agências reguladoras...\nArt. 1º Esta Lei dispõe sobre a gestão...")
    add(f"{d}/Guia AIR Casa Civil 2018.pdf", R, RG, 860,
        "Diretrizes Gerais e Guia Orientativo para Elaboração de Análise de Impacto Regulatório - AIR\nCasa Civil da "
        "Presidência da República - Subchefia de Análise e Acompanhamento de Políticas Governamentais - 2018")
    add(f"{d}/OECD Best Practice Principles - RIA.pdf", R, RG, 610,
        "OECD Best Practice Principles for Regulatory Policy\nRegulatory Impact Assessment\nOECD Publishing, Paris, 2020\n"
        "Regulatory impact assessment (RIA) is both a tool and a decision process for informing political decision makers...")
    add(f"{d}/Decreto 10411-2020.pdf", R, RG, 840,
        "DECRETO Nº 10.411, DE 30 DE JUNHO DE 2020\nRegulamenta a análise de impacto regulatório, de que tratam o art. 5º da "
        "Lei nº 13.874/2019, e o art. 6º da Lei nº 13.848/2019.")
    add("Documentos/Documento1.docx", A, T, 240,
        "À Superintendência de Gestão de Pessoas\nRequerimento de averbação de tempo de contribuição\nO servidor Rodrigo "
        "Almeida Cavalcanti, SIAPE 1876543, requer a averbação do tempo de contribuição ao RGPS de 02/06/2008 a 14/08/2015 "
        "(Banco do Brasil S.A.), conforme Certidão de Tempo de Contribuição do INSS nº 23001050.1.00412/25-3, para fins de "
        "aposentadoria e abono de permanência.", True)
    add("Documentos/Documento2.docx", A, FL, 580,
        "Título: Apê pé na areia nos Ingleses - 2 quartos, vista mar\nDescrição: A 80 metros da praia dos Ingleses, "
        "apartamento com varanda e vista para o mar, 2 quartos (1 casal + 2 beliches), ar-condicionado, Wi-fi 300 mega, "
        "vaga de garagem e fechadura eletrônica para self check-in. Ideal para famílias.\nPreço base: R$ 320 (alta: R$ 540)\n"
        "Taxa de limpeza: R$ 150  Estadia mínima 3 noites no verão", True)
    add("Documentos/Documento3.docx", P, CO, 18,
        "Lei 14.133/2021 - pontos que mais caem:\n- modalidades: pregão, concorrência, concurso, leilão, diálogo competitivo\n"
        "- fim da tomada de preços e do convite\n- agente de contratação (art. 8º)\n- ETP e matriz de riscos\n"
        "- dispensa por valor: R$ 62.725,59 (compras) em 2026 - conferir decreto de atualização", True)

    # ------------------------------------------------------------ Documentos/2023 (a year folder of dumped files)
    d = "Documentos/2023"
    add(f"{d}/Recibo IRPF 2023.pdf", A, IR, 1000, t_irpf_recibo(2023))
    add(f"{d}/IPVA 2023.pdf", A, CA, 1000, lambda r, dt: t_ipva(r, dt).replace("2026", "2023"))
    add(f"{d}/condominio dez 2023.pdf", A, AP, 880, lambda r, dt: t_condo(12)(r, dt).replace("2026", "2023"))
    add(f"{d}/boletim Bia 2023.pdf", A, ES, 880, t_boletim("RESULTADO FINAL", "3º ANO A - 2023"))
    add(f"{d}/doc001.pdf", A, IR, 1060,
        "RECEITA FEDERAL - Termo de Intimação Fiscal - Malha IRPF\nContribuinte: " + ME + " - Exercício 2022\nApresentar, "
        "no prazo de 20 dias, comprovantes das despesas médicas declaradas: Clínica Sorriso Sudoeste R$ 6.200,00; "
        "Marta Regina Fontes (psicóloga) R$ 8.800,00. Entrega pelo e-CAC, opção Malha Fiscal.", True)
    add(f"{d}/doc002.pdf", A, FL, 960,
        "FRIOSUL CLIMATIZAÇÃO - Ingleses\nNota de serviço 2231 - 14/05/2023\nCliente: Rodrigo Cavalcanti - Res. Maré Alta apto 203\n"
        "Higienização do split 12.000 BTU da sala e recarga de gás R-410A\nValor R$ 420,00 - pago via PIX pelo coanfitrião Marcelo", True)
    add(f"{d}/documento.docx", P, MS, 920,
        "PRÉ-PROJETO DE PESQUISA - Seleção 2024 - Mestrado Profissional em Regulação e Políticas Públicas (UnB)\n"
        "Candidato: Rodrigo Almeida Cavalcanti\nTema: a efetividade das consultas públicas na ANEEL\nProblema: as "
        "contribuições da sociedade alteram as decisões de revisão tarifária?\nLinha de pesquisa: Regulação e Governança", True)
    add(f"{d}/Novo Documento de Texto.txt", A, CA, 990,
        "renovação set/2023\nPorto: 4.380 franquia 5.100\nAzul Seguros: 3.950 franquia 5.900 sem carro reserva\n"
        "HDI: 4.120\nbônus classe 5 - não esquecer de informar a garagem fechada no Sudoeste e Carol condutora\n-> fechei Porto 6x\n", True)
    add(f"{d}/Sem título.txt", A, FL, 940,
        "assembleia Maré Alta 25/03/2023 (fui online)\n- proposta de proibir Airbnb: NÃO aprovada (precisava 2/3)\n"
        "- aprovado cadastro obrigatório de hóspedes na portaria 24h antes\n- taxa extra de R$ 35 por mudança/temporada? adiado\n"
        "- falar com o Marcelo para mandar os nomes sempre\n", True)
    add(f"{d}/planilha.xlsx", A, SA, 900, lambda r, dt: "Data;Quem;Prestador;Valor pago;Reembolso GEAP;Status\n" + "\n".join(
        f"{_db(_ago(1000 + 20 * i))};{w};{p};{v};{int(v * 0.6)};{s}" for i, (w, p, v, s) in enumerate((
            ("Carol", "Ortopedista Dr. Vinícius", 450, "recebido"), ("Bia", "Pediatra Dra. Sônia", 380, "recebido"),
            ("Rodrigo", "Psicóloga Marta", 880, "negado"), ("Bia", "Ortodontia - instalação", 1800, "pendente")))), True)

    # ------------------------------------------------------------ Downloads (dump)
    d = "Downloads"
    MZ = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00"
    for n, a in (("IRPF2026Win64v1.2.exe", 65), ("ChromeSetup.exe", 300), ("ZoomInstallerFull.exe", 420),
                 ("R-4.4.1-win.exe", 330), ("RStudio-2024.12.0-467.exe", 325)):
        add(f"{d}/{n}", R, "Programas", a, _blob(r, MZ, 2500))
    add(f"{d}/LibreOffice_24.8.2_Win_x86-64.msi", R, "Programas", 260, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 2500))
    add(f"{d}/Unconfirmed 482913.crdownload", L, SY, 1, _blob(r, b"%PDF-1.4\n", 700))
    add(f"{d}/mapa_trilhas_Bariloche.pdf.part", L, SY, 2, _blob(r, b"%PDF-1.5\n", 700))
    add(f"{d}/ContraCheque_052026.pdf", A, T, 3, t_contracheque(2026, 5))
    add(f"{d}/boleto_mensalidade_junho.pdf", A, ES, 2, t_mensalidade(6))
    add(f"{d}/Fatura_GEAP_052026.pdf", A, SA, 8, t_geap)
    photo(f"{d}/WhatsApp Image 2026-05-20 at 14.32.11.jpeg", P, FL, 12)
    photo(f"{d}/WhatsApp Image 2026-04-02 at 09.10.45.jpeg", R, "Fotos", 60)
    add(f"{d}/airbnb_05_2026-06_2026.csv", A, FL, 1, lambda r, dt:
        "Data,Tipo,Código de confirmação,Hóspede,Noites,Valor,Taxa de serviço,Ganhos brutos\n" + "\n".join(
            f"{_db(_ago(x))},Reserva,HM{r.randint(10**7, 10**8)},{r.choice(HOSP)},{n},{n * 310:.2f},{n * 9.3:.2f},{n * 300.7:.2f}"
            for x, n in ((25, 3), (18, 4), (9, 2), (2, 5))))
    add(f"{d}/cartilha-tarifa-branca.pdf", R, RG, 150,
        "ANEEL - Tarifa Branca: entenda\nA Tarifa Branca é uma opção de tarifa para consumidores do grupo B que sinaliza "
        "preços diferentes conforme o horário: ponta, intermediário e fora de ponta.")
    add(f"{d}/receita-bolo-de-fuba.pdf", R, "Receitas", 90,
        "Bolo de fubá cremoso\n1 litro de leite, 3 ovos, 2 xícaras de açúcar, 1 xícara de fubá, 2 colheres de farinha, "
        "50 g de queijo parmesão ralado, 1 colher de fermento. Bater tudo no liquidificador e assar 50 min a 180 °C.")
    add(f"{d}/voucher_seguro_viagem_bariloche.pdf", P, VI, 3,
        "ASSIST CARD - Voucher - Plano Mercosul 40K\nBeneficiários: Rodrigo, Carolina e Beatriz Cavalcanti\n"
        "Vigência 06/07/2026 a 16/07/2026 - Destino: Argentina\nInclui prática amadora de esqui")
    add(f"{d}/Edital_PSI_01_2026_retificacao.pdf", P, CO, 28,
        "ANEEL - EDITAL Nº 2, DE 4 DE MAIO DE 2026 - RETIFICAÇÃO DO EDITAL PSI 01/2026\nOnde se lê 'prova em 16/08/2026', "
        "leia-se 'prova em 23/08/2026'. Inclui-se no conteúdo: PRORET Módulo 2 (revisão tarifária periódica).")
    add(f"{d}/orcamento_vidracaria_box.pdf", P, FL, 16,
        "VIDRAÇARIA ILHA - Orçamento 5521\nCliente: Rodrigo - apto 203 Maré Alta (Ingleses)\nBox de correr vidro temperado 8 mm "
        "incolor 0,90 x 1,20 x 1,90 m, kit alumínio preto fosco\nR$ 1.480,00 instalado - prazo 7 dias após o porcelanato")
    add(f"{d}/Croley_2008_Regulation_and_Public_Interests_cap1.pdf", P, MS, 150, t_artigo(
        "Regulation and Public Interests: The Possibility of Good Regulatory Government - Chapter 1", "Steven P. Croley",
        "Princeton University Press, 2008", "Public choice theory predicts that regulation serves narrow interests; this book argues otherwise."))
    # hard: only the text says what these are
    H = True
    add(f"{d}/documento.pdf", A, IR, 95, t_informe("FUNPRESP-EXE - FUNDAÇÃO DE PREVIDÊNCIA COMPLEMENTAR", "17.431.431/0001-49",
                                                  2025, "Contribuições a previdência complementar (dedutíveis até 12%)"), H)
    add(f"{d}/documento (1).pdf", A, FL, 70,
        "Airbnb - Solicitação de reembolso AirCover para anfitriões - Caso 1442-8870\nReserva HMXZ71K2 - hóspede Diego Carvalho - "
        "apto 203 Ingleses\nDano: tela da Smart TV 50\" quebrada; orçamento de reparo R$ 1.650,00\nStatus: aprovado - "
        "R$ 1.650,00 serão incluídos no próximo repasse.", H)
    add(f"{d}/documento (2).pdf", P, FL, 40, lambda r, dt: t_orc_reforma(
        "REFORMAS ILHA - Jeferson Pacheco ME - CNPJ 31.456.789/0001-02 - ORÇAMENTO REVISADO (inclui nicho e ralo linear)",
        "Jeferson Pacheco - aceito em __/__/2026", 19950)(r, dt), H)
    add(f"{d}/documento (3).pdf", P, MS, 102,
        "UNIVERSIDADE DE BRASÍLIA - Secretaria de Pós-Graduação - DECLARAÇÃO\nDeclaramos que Rodrigo Almeida Cavalcanti, "
        "matrícula 24/0012345, é aluno regular do curso de Mestrado Profissional em Regulação e Políticas Públicas, "
        "ingresso 1º/2024, tendo sido aprovado no exame de qualificação. Prazo máximo para a defesa: 31/10/2026.", H)
    add(f"{d}/documento (4).pdf", A, AP, 110,
        "NEOENERGIA BRASÍLIA - DECLARAÇÃO ANUAL DE QUITAÇÃO DE DÉBITOS - 2025\nLei 12.007/2009\nCliente: Rodrigo Almeida "
        f"Cavalcanti - Instalação 7012345678\nEndereço: {CASA}\nDeclaramos a quitação das faturas de janeiro a dezembro de 2025.", H)
    add(f"{d}/documento (5).pdf", P, MS, 185,
        "UnB - HISTÓRICO ESCOLAR - PÓS-GRADUAÇÃO STRICTO SENSU\nAluno: Rodrigo Almeida Cavalcanti - 24/0012345\n"
        "Teoria da Regulação - SS - 4 cr\nMétodos Quantitativos Aplicados - MS - 4 cr\nAnálise de Impacto Regulatório - SS - 4 cr\n"
        "Seminário de Pesquisa II - SS - 2 cr\nCréditos integralizados: 24 de 24 - Qualificação: aprovado (24/11/2025)", H)
    add(f"{d}/download.pdf", A, CA, 140,
        "DETRAN-DF - AUTO DE INFRAÇÃO DE TRÂNSITO nº SA01234567\nVeículo placa SGT7C41 - HYUNDAI/CRETA\nLocal: SHCS Quadra 102 - "
        "estacionar em local proibido pela sinalização (art. 181, XVII do CTB)\nValor R$ 195,23 - 5 pontos\n"
        "Pague com 40% de desconto pelo SNE até o vencimento.", H)
    add(f"{d}/download (1).pdf", A, SA, 48,
        "SABIN MEDICINA DIAGNÓSTICA - Laudo\nPaciente: Beatriz Menezes Cavalcanti - 11 anos - Convênio GEAP\n"
        "Solicitante: Dra. Sônia Mattos (pediatra) - CRM-DF 9911\nHemograma completo: sem alterações\nFerritina: 18 ng/mL (baixa)\n"
        "Parasitológico de fezes: negativo", H)
    add(f"{d}/download (2).pdf", P, VI, 20,
        "Catedral Alta Patagonia S.A. - Cerro Catedral - Comprobante de compra online\nPases de ski: 2 adultos + 1 menor, 2 días "
        "(08/07/2026 y 09/07/2026)\nClases grupales de ski para niños - nivel inicial - Beatriz C.\nTotal ARS 612.400 - pago con tarjeta", H)
    add(f"{d}/arquivo.pdf", A, ES, 26,
        "COLÉGIO MONTE SIÃO - COMUNICADO 27/2026\nSenhores pais e responsáveis,\nA Festa Junina do Fundamental II será no "
        "sábado, 13/06, das 15h às 20h. A turma do 6º ano B ficará com a barraca da pescaria. Cada família deve enviar "
        "2 pacotes de pipoca ou paçoca até 10/06.", H)
    add(f"{d}/arquivo (1).pdf", X, T, 1420,
        "CAIXA - EXTRATO ANALÍTICO DO FGTS\nTrabalhador: Rodrigo Almeida Cavalcanti - PIS 123.45678.90-1\nEmpregador: BANCO DO "
        "BRASIL S.A. - admissão 02/06/2008 - afastamento 14/08/2015 (código J)\nConta inativa - saldo R$ 51.204,88 em 09/2018\n"
        "SAQUE 88 - conta inativa há 3 anos - em 18/09/2018 - R$ 51.204,88", H)
    add(f"{d}/arquivo (2).pdf", R, RG, 380,
        "Por dentro da conta de luz - informação de utilidade pública - ANEEL, 7ª edição\nComo é composta a tarifa: energia (TE), "
        "transmissão e distribuição (TUSD), encargos setoriais e tributos. O que são as bandeiras tarifárias.", H)
    add(f"{d}/extrato.csv", A, F, 7, lambda r, dt: "Data,Lançamento,Detalhes,N° documento,Valor,Tipo Lançamento\n" + "\n".join(
        f"{d2:02d}/05/2026,{h},{det},{r.randint(10000, 99999)},{v:.2f},{'Entrada' if v > 0 else 'Saída'}"
        for d2, h, det, v in ((2, "Pagamento de Salário", "ANEEL/SIAPE", 17850.32), (4, "Pix - Enviado", "Cond Res Ipe do Sudoeste", -1180.0),
                              (8, "Pagto boleto", "CAIXA HABITACAO", -3412.77), (11, "Pix - Recebido", "AIRBNB PAYMENTS BR", 3125.4),
                              (12, "Pagto boleto", "COLEGIO MONTE SIAO", -2890.0), (15, "Débito Automático", "NU PAGAMENTOS", -5402.18),
                              (20, "Pix - Enviado", "JEFERSON PACHECO ME", -5520.0), (22, "BB Tesouro Direto", "Aplicação", -1500.0))), H)
    add(f"{d}/extrato (1).csv", A, FL, 33, lambda r, dt:
        "Data,Tipo,Código de confirmação,Data de início,Noites,Hóspede,Anúncio,Valor,Taxa de serviço,Taxa de limpeza,Ganhos brutos\n" +
        "\n".join(f"{_db(_ago(40 + 9 * i))},Reserva,HM{r.randint(10**7, 10**8)},{_db(_ago(45 + 9 * i))},{n},{r.choice(HOSP)},"
                  f"Apê pé na areia nos Ingleses,{n * 320:.2f},{n * 9.6:.2f},150.00,{n * 310.4 + 150:.2f}"
                  for i, n in enumerate((3, 5, 2, 7, 4))) + f"\n{_db(_ago(34))},Payout,,,,,,,,,{r.uniform(6000, 8000):.2f}", H)
    add(f"{d}/export.csv", A, T, 11, lambda r, dt: "Processo;Tipo;Especificação;Atribuído a;Última movimentação\n" + "\n".join(
        f"48500.00{r.randint(1000, 9999)}/2026-{r.randint(10, 99)};{t};{e};rodrigo.cavalcanti;{_db(_ago(r.randint(1, 30)))}"
        for t, e in (("Regulação: Revisão Tarifária", "RTP Neoenergia Brasília 2026 - custos operacionais"),
                     ("Consulta Pública", "CP 08/2026 - contribuições"), ("Pessoal: Teletrabalho", "Plano de trabalho PGD 2026"),
                     ("Regulação: AIR", "Tarifa branca - relatório de AIR"))), H)
    add(f"{d}/relatorio.pdf", X, VI, 600,
        "TAP Air Portugal - Reembolso / Refund confirmation\nReserva K7PLQX - voo TP 0086 BSB-LIS de 05/07/2024 atrasado 4h35\n"
        "Compensação Regulamento (CE) 261/2004: EUR 600,00 x 3 passageiros (Rodrigo, Carolina, Beatriz Cavalcanti)\n"
        "Crédito em cartão processado em 18/10/2024.", H)
    add(f"{d}/comprovante.pdf", P, FL, 21,
        "Banco do Brasil - Comprovante de Pix\nPagador: RODRIGO ALMEIDA CAVALCANTI - Ag 3476 CC 28114-X\nRecebedor: JEFERSON "
        "PACHECO ME - CNPJ 31.456.789/0001-02\nValor: R$ 5.985,00\nDescrição: entrada 30% reforma banheiro apto 203\n"
        "Data: 11/05/2026 08:14", H)
    add(f"{d}/comprovante (1).pdf", A, CA, 118,
        "Banco do Brasil - Comprovante de pagamento - Tributos estaduais/DF\nIPVA 2026 - COTA ÚNICA - Placa SGT7C41 - Renavam 01298765432\n"
        "Valor pago: R$ 3.831,40 em 10/02/2026\nAutenticação 8.1F2.A44.9C1.77B", H)
    add(f"{d}/comprovante (2).pdf", A, AP, 64,
        "Banco do Brasil - Comprovante de pagamento de boleto\nBeneficiário: CONDOMÍNIO RESIDENCIAL IPÊ DO SUDOESTE\n"
        "Referência: unidade 508 - rateio extra fachada e impermeabilização - parcela única antecipada com desconto\n"
        "Valor: R$ 918,00  Data: 28/03/2026", H)
    add(f"{d}/Planilha sem título.xlsx", P, VI, 9, lambda r, dt:
        "Item;Moeda;Valor;BRL\nVoos Aerolíneas;BRL;9874;9874\nHotel Villa Huinid (10 noites);USD;2140;11770\n"
        "Passes Cerro Catedral 2 dias;ARS;612400;2780\nAluguel roupas de neve;ARS;180000;817\nCarro Circuito Chico;USD;210;1155\n"
        "Comida (10 dias);ARS;900000;4090\nTotal;;;30486", H)
    add(f"{d}/Documento sem título.docx", P, CO, 6,
        "Questão discursiva 2 (treino): Explique o papel da agenda regulatória e da avaliação de resultado regulatório (ARR) "
        "no ciclo regulatório da ANEEL, citando a Lei 13.848/2019 e o Decreto 10.411/2020.\nRascunho: O ciclo regulatório "
        "começa pela agenda (art. 21 da Lei 13.848)...", H)
    add(f"{d}/CamScanner 03-14-2026 10.22.pdf", A, SA, 79,
        "Dr. Vinícius Azevedo - Ortopedia e Traumatologia - CRM-DF 20117\nPaciente: Carolina Menezes Cavalcanti\n"
        "Solicito: Ressonância magnética do joelho direito. HD: lesão meniscal? CID M23.2\nFisioterapia 10 sessões após o exame.\n14/03/2026", H)
    add(f"{d}/IMG_20260402_0001.pdf", X, AP, 60,
        "TERMO DE QUITAÇÃO E ENTREGA DE CHAVES\nVendedores: Sérgio e Márcia Okamoto\nCompradores: Rodrigo Almeida Cavalcanti e "
        "Carolina Menezes Cavalcanti\nImóvel: SQSW 304 Bloco F apto 508\nDeclaram os vendedores ter recebido a totalidade do "
        "preço (R$ 765.000,00) e entregam nesta data as chaves. Brasília, 06/07/2019.", H)
    add(f"{d}/20260415_102233.pdf", A, FL, 46, lambda r, dt:
        "CELESC Distribuição S.A. - Fatura - março/2026\nUC 45678912 - Rodrigo Almeida Cavalcanti\n" + FLOR +
        f"\nConsumo {r.randint(300, 420)} kWh (verão)\nTotal {_brl(r.uniform(330, 420))} - vencimento 20/04/2026", H)
    add(f"{d}/boleto.pdf", A, CA, 44,
        "PORTO SEGURO CIA DE SEGUROS GERAIS - Boleto - parcela 5/6\nApólice 0531.22.154.887 - Segurado: Rodrigo Almeida Cavalcanti\n"
        "Item: HYUNDAI CRETA SGT7C41\nValor R$ 702,18 - Vencimento 22/04/2026", H)
    add(f"{d}/mensagem.eml", A, FL, 52, t_email(
        "Vera Lúcia Schmitt <sindico.marealta@gmail.com>", "rodrigo.cavalcanti@gmail.com", "Ocorrência apto 203 - sábado",
        "Rodrigo, boa noite.\nOs hóspedes do 203 fizeram barulho na varanda até 1h30 de sábado para domingo e usaram a piscina "
        "com garrafas de vidro. Conforme o regimento, fica registrada advertência à unidade. Na reincidência, multa de "
        "meia taxa condominial.\nVera - síndica"), H)

    # ------------------------------------------------------------ Área de Trabalho (dump)
    d = "Área de Trabalho"
    add(f"{d}/desktop.ini", L, SY, 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    add(f"{d}/reforma banheiro - dúvidas Jeferson.txt", P, FL, 15,
        "- rejunte epóxi ou acrílico? (ele prefere epóxi no box)\n- altura do registro do chuveiro 1,10\n- aproveitar e trocar "
        "o registro geral?\n- sobra de porcelanato: guardar 1 caixa no depósito\n- data do box com a vidraçaria\n")
    add(f"{d}/defesa - checklist.md", P, MS, 6,
        "# Defesa\n- [ ] reservar sala FACE\n- [ ] convite banca externa (Mariana/ENAP)\n- [ ] ficha catalográfica BCE\n- [ ] slides 20 min\n")
    add(f"{d}/wifi e senhas apê Floripa.txt", A, FL, 300,
        "Apê 203 Maré Alta\nWi-fi: MareAlta203 / Ingleses#2021\nFechadura: código mestre só eu e Marcelo\nPortaria (48) 3269-1100\n")
    for n, a in (("Captura de tela 2026-05-28 101512.png", 4), ("Captura de tela 2026-04-11 220341.png", 51)):
        photo(f"{d}/{n}", R, "Fotos", a)
    photo(f"{d}/Bia - horário de aulas 2026.png", A, ES, 110)
    add(f"{d}/Novo Documento de Texto.txt", P, CO, 5,
        "decorar pra prova 23/08:\nLei 13.848 art 9 - CP mínimo 45 dias\nDec 10.411 art 4 - dispensa de AIR: urgência, baixo impacto, "
        "ato de notória baixa complexidade\nARR em até 3 anos?? conferir\nPRORET 2.2 - custos operacionais por benchmarking (DEA)\n"
        "Lei 9.427 art 3 - competências da ANEEL\n", H)
    add(f"{d}/Novo Documento de Texto (2).txt", A, SA, 40,
        "ligar GEAP - autorização da ressonância da Carol (protocolo 2026041788)\nmarcar pediatra Bia - ferritina baixa\n"
        "pegar rosuvastatina na Drogasil (receita vence em agosto)\nreembolso psicóloga março - mandar recibo\n", H)
    add(f"{d}/Novo Documento de Texto (3).txt", P, MS, 33,
        "reunião com a Helena 28/04\n- clusterizar erros por processo\n- entrevistas: Luciana, Fábio (SRM), 2 da SGT, 1 diretor?\n"
        "- submeter ao CEP/CHS até 31/05 - roteiro semiestruturado\n- pedir licença capacitação a partir de agosto\n", H)
    add(f"{d}/Novo Documento de Texto (4).txt", P, VI, 25,
        "ideias julho: Bariloche x Ushuaia? -> Bariloche (voo direto de EZE, mais neve em julho)\nCarol quer Villa La Angostura\n"
        "Bia: esqui e chocolate\nver se o passaporte dela vence antes de 2027\n", H)
    add(f"{d}/Novo(a) Documento do Microsoft Word.docx", A, AP, 90,
        "Brasília, 3 de março de 2026\nAo Sr. Antônio Carlos Barreto, síndico do Condomínio Residencial Ipê do Sudoeste\n"
        "Assunto: infiltração no teto da suíte do apto 508\nVenho comunicar que, após as chuvas de fevereiro, surgiu mancha de "
        "umidade no teto da suíte, possivelmente vinda da cobertura (apto 608) ou da prumada. Solicito vistoria.\nRodrigo - apto 508", H)
    add(f"{d}/Novo(a) Planilha do Microsoft Excel.xlsx", A, CA, 255, lambda r, dt:
        "Seguradora;Prêmio;Franquia;Carro reserva;Obs\nPorto Seguro;4210;4900;15 dias;renovação - bônus 6\n"
        "Azul;3880;5600;7 dias;\nMapfre;4390;4400;15 dias;\nYouse;3540;6200;não;só online\nCreta 2022 FIPE;114200;;;", H)
    add(f"{d}/anotações.txt", A, T, 130,
        "conversa com a Luciana (chefia) 21/01\n- avaliação 2025: 94 pontos, ok\n- PGD 2026: manter 3 dias remotos\n"
        "- ela apoia a licença capacitação se a NT da CP 08 sair antes\n- férias julho ok, substituto: Fábio\n", H)
    add(f"{d}/lembrete.txt", A, IR, 10,
        "DARF 0190 abril - vence 29/05 - R$ 412,37 (Airbnb abril R$ 4.860)\nmaio: lançar no Carnê-Leão Web até 30/06\n"
        "não esquecer a dedução do condomínio Maré Alta e da limpeza como despesa? (não pode - só IPTU e condomínio pagos pelo locador)\n", H)
    add(f"{d}/rascunho.docx", X, T, 1458,
        "rascunho - carta ao gerente geral\nWellington, comunico que fui nomeado para Analista Administrativo da ANEEL (DOU "
        "28/07/2015) e tomo posse em 17/08. Meu último dia na agência Taguatinga Centro será 14/08. Agradeço os 7 anos "
        "de banco, a carteira PJ fica com a Priscila.", H)
    add(f"{d}/texto.txt", R, "Receitas", 400,
        "Lasanha de berinjela da Carol\n2 berinjelas em fatias grelhadas, 500 g de ricota, molho de tomate caseiro, "
        "200 g de muçarela, manjericão. Montar camadas e assar 35 min a 200 graus. Serve 6.\n", H)
    add(f"{d}/Doc1.docx", A, ES, 140,
        "Redação - Beatriz M. Cavalcanti - 6º ano B\nTema: Uma viagem inesquecível\nNas férias de 2024 eu fui com meus pais "
        "para Portugal. O que eu mais gostei foi o Oceanário de Lisboa...\n(Professora Renata: revisar pontuação e parágrafos; nota 8,5)", H)
    add(f"{d}/teste.docx", P, MS, 22,
        "ABSTRACT\nThis dissertation examines whether public consultation contributions change ANEEL's final decisions in "
        "periodic tariff reviews of distribution utilities (2015-2024). Using 412 contributions from 38 proceedings, a logit "
        "model shows that utilities' comments are three times more likely to be accepted.\nKeywords: regulatory impact "
        "analysis; public consultation; electricity regulation.", H)

    # ------------------------------------------------------------ Digitalizações (HP scanner), all nameless
    scans = [
        (1390, X, CA, "Recibo de compra e venda de veículo - Honda Fit LX 2012 placa JKL4821\nRecebi de Edvaldo Pereira dos "
         "Santos a quantia de R$ 47.500,00 (quarenta e sete mil e quinhentos reais) pela venda do veículo acima.\n"
         "Brasília, 19/08/2022 - Rodrigo Almeida Cavalcanti"),
        (1300, A, FL, "Vistoria de entrada do coanfitrião - apto 203 Maré Alta - 01/2023\nInventário: 12 pratos, 12 copos, "
         "2 jogos de panelas, 6 toalhas de banho, 4 jogos de cama casal, TV 50\", ar split sala. Assinado: Marcelo V. Dutra"),
        (1100, A, ES, "COLÉGIO MONTE SIÃO - DECLARAÇÃO DE ESCOLARIDADE\nDeclaramos que Beatriz Menezes Cavalcanti está "
         "regularmente matriculada no 3º ano do Ensino Fundamental em 2023, turno matutino."),
        (1000, X, T, "TERMO DE RESCISÃO DO CONTRATO DE TRABALHO - página 2 - homologação\nEmpregador: Banco do Brasil S.A. - "
         "Ag. Taguatinga Centro\nEmpregado: Rodrigo Almeida Cavalcanti - F4512877\nRecebi a quantia líquida de R$ 14.210,05 "
         "discriminada neste termo. Sindicato dos Bancários de Brasília, 21/08/2015."),
        (900, A, SA, "RECIBO - Marta Regina Fontes - Psicóloga - CRP 01/14523\nRecebi de Rodrigo Almeida Cavalcanti R$ 2.200,00 "
         "referentes a 10 sessões de psicoterapia (out-dez/2023). Brasília, 20/12/2023."),
        (800, P, MS, "UNIVERSIDADE DE BRASÍLIA - Resultado final da seleção - Edital 03/2023 - Mestrado Profissional em Regulação "
         "e Políticas Públicas\nAprovados (ampla concorrência): ... 7º Rodrigo Almeida Cavalcanti - 8,40\nMatrícula: 04 a 08/03/2024."),
        (700, X, VI, "TAP - Property Irregularity Report (PIR) - LIS - 06JUL24\nPassenger: CAVALCANTI/RODRIGO - TP0086\n"
         "Bag tag TP 452190 - black Samsonite 28\" - not arrived\nDelivery address: Rua de São Miguel 41, Lisboa"),
        (600, A, AP, "Porto Seguro Residência - Apólice 0114.88.221.009\nImóvel: SQSW 304 Bloco F apto 508 - Brasília/DF\n"
         "Coberturas: incêndio R$ 600.000; danos elétricos R$ 20.000; responsabilidade civil familiar R$ 50.000\nVigência 2024-2025"),
        (420, A, T, "TERMO DE POSSE\nAos 17 dias de agosto de 2015, na Superintendência de Recursos Humanos da ANEEL, "
         "compareceu Rodrigo Almeida Cavalcanti, nomeado pela Portaria nº 3.311 (DOU 28/07/2015) para o cargo de Analista "
         "Administrativo, e tomou posse."),
        (300, A, SA, "GEAP - GUIA DE SOLICITAÇÃO SP/SADT - Beneficiária: Carolina Menezes Cavalcanti\nProcedimento: 41101219 - "
         "RM de articulação (joelho direito)\nStatus: AUTORIZADA - senha 8812004"),
        (200, P, MS, "PARECER DA BANCA - Prof. Dr. Jorge Sampaio\nO projeto de Rodrigo A. Cavalcanti sobre consultas públicas da ANEEL "
         "está maduro. Sugiro um modelo multinível e a inclusão de 2023-2024. Aprovo a qualificação. 24/11/2025."),
        (120, A, FL, "MADEIRAMADEIRA - Nota fiscal 771.020\nSofá-cama retrátil 3 lugares - entrega Rua Dom João Becker, 512 apto 203 - "
         "Ingleses. R$ 1.989,00 (substitui o sofá danificado por hóspede)"),
        (60, P, FL, "CONDOMÍNIO RESIDENCIAL MARÉ ALTA - TERMO DE RESPONSABILIDADE POR OBRA (NBR 16.280)\nUnidade 203 - Obra: "
         "reforma de banheiro sem alteração estrutural\nResponsável técnico: Jeferson Pacheco / Reformas Ilha\nPeríodo: 11/05 a 12/06/2026"),
        (40, A, IR, "COLÉGIO MONTE SIÃO - DECLARAÇÃO PARA FINS DE IMPOSTO DE RENDA - ANO-BASE 2025\nResponsável: Rodrigo "
         "Almeida Cavalcanti - CPF 048.317.562-09\nAluna: Beatriz M. Cavalcanti - valores pagos em 2025: R$ 32.880,00"),
        (20, A, AP, "CONDOMÍNIO RESIDENCIAL IPÊ DO SUDOESTE - DECLARAÇÃO DE QUITAÇÃO\nDeclaramos que a unidade 508 do Bloco F "
         "não possui débitos condominiais até a competência 04/2026. Lar Brasília Condomínios."),
        (9, P, CO, "FOLHA DE RESPOSTAS - SIMULADO 02 - PSI 01/2026 - grupo de estudos SRM\nCandidato: Rodrigo\nAcertos: 34/40\n"
         "Erros: Lei 14.133 (3), PRORET (2), gestão de equipes (1). Próximo simulado: 20/06."),
        (1250, X, AP, "ESCRITURA PÚBLICA DE COMPRA E VENDA - 2º Ofício de Notas de Brasília - Livro 1.442 fls. 118\nOutorgantes "
         "vendedores: Sérgio Okamoto e Márcia Okamoto; outorgados compradores: Rodrigo A. Cavalcanti e Carolina M. Cavalcanti\n"
         "Imóvel: SQSW 304 Bloco F apto 508 - preço R$ 765.000,00 - 14/06/2019"),
        (1150, A, SA, "Dr. Vinícius Azevedo - Ortopedia - Laudo\nPaciente: Rodrigo Almeida Cavalcanti\nTendinite patelar bilateral. "
         "Afastar corrida por 4 semanas, fisioterapia 10 sessões."),
        (1050, A, ES, "COLÉGIO MONTE SIÃO - BOLETIM FINAL 2022 - 2º ano A\nAluna: Beatriz Menezes Cavalcanti\nConceitos: "
         "Português A, Matemática B, Ciências A, Inglês A. Aprovada."),
        (1400, X, CA, "HONDA PRIMAVERA - Nota de serviço - revisão 90.000 km\nHonda Fit LX placa JKL4821\nTroca de correia, velas, "
         "fluido de freio - R$ 1.320,00 - 11/2021"),
        (980, A, T, "DIÁRIO OFICIAL DA UNIÃO - Seção 2 - ANEEL - PORTARIA Nº 7.012, DE 3 DE JULHO DE 2023\nConcede progressão "
         "funcional ao servidor Rodrigo Almeida Cavalcanti, SIAPE 1876543, Analista Administrativo, para a Classe Especial, Padrão I."),
        (690, X, VI, "PESTANA VINTAGE PORTO - Confirmation 7734125\nGuest: Rodrigo Cavalcanti - 13/07/2024 to 17/07/2024 - "
         "Family room river view - EUR 824,00 paid"),
        (90, A, FL, "RECIBO - Marcelo Vieira Dutra\nRecebi de Rodrigo Cavalcanti R$ 486,00 referentes a 12% dos repasses de "
         "fevereiro/2026 (coanfitrião apto 203 Maré Alta)."),
        (24, P, FL, "CONTRATO DE EMPREITADA DE MÃO DE OBRA\nContratante: Rodrigo Almeida Cavalcanti; contratada: Reformas Ilha "
         "(Jeferson Pacheco ME)\nObjeto: reforma do banheiro social do apto 203 do Residencial Maré Alta conforme orçamento "
         "revisado de R$ 19.950,00. Prazo: 25 dias úteis a partir de 11/05/2026. Garantia de 1 ano da impermeabilização."),
    ]
    for i, (a, bk, tp, txt) in enumerate(sorted(scans, key=lambda s: -s[0]), 1):  # the counter grows with time
        add(f"Digitalizações/digitalizar{i:04d}.pdf", bk, tp, a, txt, H)

    # ------------------------------------------------------------ Imagens, Músicas, Livros
    d = "Imagens"
    add(f"{d}/desktop.ini", L, SY, 1200, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21779\r\n")
    for a in (3, 37, 88, 160):
        photo(f"{d}/Capturas de tela/Captura de tela {_ago(a):%Y-%m-%d} {r.randint(100000, 235959)}.png", R, "Fotos", a)
    for a in (2, 6, 9, 16, 23, 30, 44, 58, 71, 95, 118, 150, 183, 210, 240, 300, 365, 410, 480, 545, 610):
        dd = NOW - timedelta(days=a)
        photo(f"{d}/Backup Celular/Camera/IMG_{dd:%Y%m%d}_{r.randint(70000, 215959):06d}.jpg", R, "Fotos", a)
    for a in (20, 13):
        dd = NOW - timedelta(days=a)
        photo(f"{d}/Backup Celular/Camera/IMG_{dd:%Y%m%d}_{r.randint(80000, 175959):06d}.jpg", P, FL, a)
    for n in (4412, 4419, 4530, 4611):
        photo(f"{d}/Do iPhone da Carol/IMG_{n}.HEIC", R, "Fotos", 400 - (n - 4400))
    for i in range(10):
        a = 694 - i * 1.6
        dd = NOW - timedelta(days=a)
        photo(f"{d}/Portugal 2024/IMG_{dd:%Y%m%d}_{r.randint(90000, 205959):06d}.jpg", X, VI, a)
    add(f"{d}/Portugal 2024/Thumbs.db", L, SY, 650, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    dot(f"{d}/Portugal 2024/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 690)
    s9 = f"{d}/Backup Galaxy S9 2020"
    for a in (2300, 2150, 2010, 1960, 1900, 1850, 1800, 1760):
        dd = NOW - timedelta(days=a)
        photo(f"{s9}/DCIM/Camera/{dd:%Y%m%d}_{r.randint(80000, 215959):06d}.jpg", X, "Backup", a)
    add(f"{s9}/Contatos.vcf", X, "Backup", 1750, "BEGIN:VCARD\nVERSION:2.1\nN:Cavalcanti;Carol;;;\nTEL;CELL:+5561998123344\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:2.1\nN:Ag Taguatinga;Wellington BB;;;\nTEL;WORK:+556134561200\nEND:VCARD\n")
    add(f"{s9}/WhatsApp/Databases/msgstore.db.crypt14", X, "Backup", 1750, _blob(r, b"\x00\x01", 1200))
    dot("Documentos/Mestrado/dados/.Rhistory", b"m <- glm(acolhida ~ tipo + fundamentacao, family = binomial, data = cp)\nsummary(m)\n", 25)
    for t, a, al in MUSICAS:
        add(f"Músicas/{a}/{al}/{t}.mp3", R, "Música", r.uniform(700, 1500), _id3(r, t, a, al))
    for t, a, p in LIVROS:
        add(f"Livros/{a} - {t}.epub", R, "Livros", r.uniform(150, 1100), _epub(t, a, "en" if "Very Short" in t else "pt-BR", p))
    return items
