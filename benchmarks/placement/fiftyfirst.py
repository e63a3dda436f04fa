"""A fifty-first unseen labelled corpus: Inês Carvalho and Tiago Mendes, ``build(root, seed)``, written blind.

What was read before writing it, and nothing else in the repository: ``unseen.py``'s module docstring, the
first lines of its ``build()`` (the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``,
``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3`` and ``_blob``; ``corpus.py``'s ``Item``
dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``,
``_png`` and ``HEIC_HEAD``. No look at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts,
the bodies of the other corpus modules, or any placement result. The files and labels are shaped by what
this couple would have on disk, not by what the code looks for.

The people: Inês Carvalho, 33, a UX researcher who works remotely from Lisbon as a contractor for Finlo GmbH,
a Berlin personal-finance start-up (since March 2023, paid by monthly invoice and Portuguese ``recibo
verde``, so she handles her own IVA, Segurança Social and IRS category B); and her partner Tiago Mendes, 35,
a physics and chemistry teacher (Física e Química A) at the Escola Secundária D. Leonor de Almeida in
Lisbon. They rent a flat in Arroios with their dog Pimenta (a podengo cross adopted in 2021). Tiago surfs
at Costa da Caparica / Fonte da Telha; Inês runs with the Corredores do Jardim Constantino club. Going on
now (``NOW`` is 2026-06-01): their wedding on Saturday 19 September 2026 at the Quinta das Fontaínhas in
Azeitão (venue, catering, guests, the civil-registry process at the Conservatória, photographer, DJ) and
the honeymoon in Japan that follows it; Inês's user-research study for Finlo's new "Shared Pots" feature
(discussion guide, screener, consent, interview transcripts, synthesis); Tiago's end of school year
(third-term tests and marking, grading meetings) and his supervision duty at the June 2026 national
exams; and the purchase of a small T2 flat in Almada (bank credit at Caixa Geral de Depósitos,
contrato-promessa, bank valuation, IMT Jovem exemption, escritura on 18 June 2026). Ongoing: Inês's
invoices, IVA returns, Segurança Social and both IRS returns, the bank; Tiago's classes (lesson plans,
tests, grades); rent and utilities; health (SNS, Médis insurance, dentist, physio); Pimenta's vet and
insurance; surfing and the running club. Finished: Inês's master's in Cognitive Science at the Faculdade
de Ciências (thesis defended in 2019); her job as a UX designer at the Studio Ampersand agency
(2018-2023); Tiago's one-year placement at a school in Ponta Delgada, Azores (2022/23); their trip to
Brazil in August 2024.

The machine: one Fedora desktop in Portuguese, so the home folders are ``Documentos/``,
``Transferências/``, ``Ambiente de trabalho/``, ``Imagens/`` (with ``Capturas de ecrã/``). Each has a
folder of their own under ``Documentos/``: Inês names things in English (``Documentos/Inês/Work``,
``Invoices``, ``Taxes``), Tiago in Portuguese (``Documentos/Tiago/Escola``, ``Surf``). Shared things sit in
``Documentos/Casa``, ``Documentos/Casamento 2026``, ``Documentos/Apartamento Almada``,
``Documentos/Pimenta``. The scanner writes ``Documentos/Digitalizações/Documento digitalizado N.pdf``
(the printer's own scans are ``scan_00NN.pdf``);
Firefox and Chrome leave ``documento (2).pdf``, ``download.pdf``, ``Untitled document.docx`` and
unfinished ``.part``/``.crdownload`` files in ``Transferências/``; the desktop has ``sem título.txt``.
Inês's Pixel photos (``PXL_...jpg``) and Tiago's iPhone photos (``IMG_....HEIC``) are dumped in
``Imagens/``. A copy of Inês's old Windows laptop (an Asus, retired when she left the agency in 2023) sits
in ``Cópia portátil Asus Inês 2023/`` with its ``Thumbs.db``, ``desktop.ini`` and an Office lock file.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects** (an outcome with an end, still being worked on now, whatever the file's age): the wedding
  -- venue, catering, guests, seating, registry paperwork, photographer, DJ, florist, invitations and their
  designs, budget, inspiration images, photos of venue visits and tastings (Wedding); the honeymoon in Japan
  in September-October 2026 -- flights, ryokan, itinerary (Travel); the Shared Pots user-research study --
  plan, screener, discussion guide, consent, recruitment and incentives, transcripts, notes, synthesis,
  readout, prototype screenshots (Work); Tiago's end of the 2025/26 school year -- third-term tests being
  marked, grade sheets for the final meetings -- and the June 2026 national-exam supervision --
  convocation, duty calendar, instructions (Teaching); the Almada flat purchase -- visit notes, credit
  simulations, FINE, contrato-promessa, valuation, land-registry certificate, IMT, escritura, the move and
  the notice to the landlord it requires, photos of the flat (Home).
- **Areas** (responsibilities with a standard to keep, no end, whatever the document's age): Inês's
  freelance money and the household's -- invoices to Finlo, recibos verdes, IVA returns, Segurança Social,
  both people's IRS returns (the 2024 ones are still Areas), bank statements, Tiago's payslips, the shared
  expenses sheet (Finance); Inês's ongoing contractor engagement with Finlo -- contract, 1:1 notes, team
  rituals, equipment, her CV (Work); Tiago's teaching -- lesson plans, tests and worksheets from earlier in the
  year, class lists, criteria, department meetings (Teaching); the rented Arroios flat -- rent, lease,
  electricity, water, internet, contents insurance (Home); both people's health -- SNS, prescriptions,
  tests, Médis claims, dentist, physio (Health); Pimenta -- vet, vaccines, licence, insurance (Dog);
  surf-school and running-club memberships, fees, session plans (Sport).
- **Resources** (reference and interests kept by subject): UX research methods and articles (Work);
  physics reference, curriculum documents, exam papers of past years (Teaching); appliance manuals (Home);
  dog training and care reading (Dog); surf and running reading (Sport); health reading (Health); recipes
  (Cooking); ebooks (Books); installers (Software); phone photos, albums, wallpapers and screenshots
  (Photos) -- except photos that document a project (venue visits, the flat), which take the project's
  bucket and topic. Holiday albums, including Brazil, are Photos.
- **Archive** (finished projects and ended responsibilities): the master's thesis and the degree
  (Studies); the Studio Ampersand job (Work); the Azores placement (Teaching); the Brazil trip's bookings
  and plans (Travel); everything inside the old laptop copy (Backup).
- **Left** (files that must stay where they are): unfinished downloads (``.part``, ``.crdownload``), the
  Office lock file and the Windows ``Thumbs.db``/``desktop.ini`` in the laptop copy (System). Dot files
  (``.directory``, ``.~lock.x#``) are written but not labelled.

Topics are subjects: Wedding, Work, Finance, Teaching, Home, Health, Dog, Sport, Studies, Travel, Photos,
Cooking, Books, Software, Backup, System. The same subject keeps one topic across buckets (the agency job
and the current study are both Work; the Azores placement and this year's tests are both Teaching; the
Almada purchase and the EDP bill are both Home). ``hard`` marks a file whose name *and* folder say
nothing about its subject (``Transferências/documento (2).pdf``, ``Ambiente de trabalho/sem título.txt``,
``Documentos/Digitalizações/Documento digitalizado 3.pdf``): only its text can place it. Images are never
hard.
"""

from __future__ import annotations

import os
import random
from datetime import timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _d, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx  # noqa: F401

__all__ = ["NOW", "NOW_S", "build"]

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

# --------------------------------------------------------------------------- helpers

MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
         "novembro", "dezembro"]


def _pt(dt) -> str:
    return f"{dt.day} de {MESES[dt.month - 1]} de {dt.year}"


def _dmy(dt) -> str:
    return dt.strftime("%d/%m/%Y")


def _fmt(v: float) -> str:
    return f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")


def _eur(r: random.Random, lo: float, hi: float) -> str:
    return _fmt(r.uniform(lo, hi)) + " €"


INES = "Inês Carvalho"
TIAGO = "Tiago Mendes"
NIF_I = "248 913 602"
NIF_T = "239 417 855"
IBAN_CGD = "PT50 0035 0697 0004 1187 3300 5"
IBAN_I = "PT50 0033 0000 4552 8841 0290 5"
MORADA = "Rua Pascoal de Melo 114, 3.º Esq., 1000-236 Lisboa"
FINLO = "Finlo GmbH, Oranienstraße 185, 10999 Berlin, Deutschland (USt-IdNr. DE 327 481 966)"

APEL = ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Sousa", "Fernandes",
        "Gonçalves", "Lopes", "Marques", "Almeida", "Ribeiro", "Pinto", "Moreira", "Teixeira", "Correia", "Nunes"]
NOMES = ["Ana", "João", "Beatriz", "Rui", "Marta", "Pedro", "Sofia", "Miguel", "Carolina", "Duarte", "Joana",
         "Francisco", "Leonor", "Gonçalo", "Mariana", "Tomás", "Rita", "Diogo", "Catarina", "Afonso"]
ALUNOS = ["Afonso", "Alice", "Bernardo", "Bruna", "Carlota", "Daniel", "Eva", "Filipe", "Gabriel", "Helena",
          "Inês", "Ivo", "Lara", "Lourenço", "Madalena", "Martim", "Matilde", "Noah", "Raquel", "Salvador",
          "Santiago", "Sara", "Tiago", "Vasco", "Yara"]


def _pessoa(r: random.Random) -> str:
    return f"{r.choice(NOMES)} {r.choice(APEL)}"


# =========================================================================== Wedding (Projects)


def t_quinta_proposta(r, dt):
    g = r.choice((110, 115, 120))
    pp = r.choice((78, 82, 85))
    return f"""Quinta das Fontaínhas - Eventos
Estrada de Vila Fresca 41, 2925-476 Azeitão | eventos@quintadasfontainhas.pt | 212 189 044
PROPOSTA N.º QF-{dt.year}/{r.randint(100, 480)}
Data: {_pt(dt)}

Exmos. Senhores Inês Carvalho e Tiago Mendes,
Na sequência da vossa visita, temos o gosto de apresentar a proposta para o vosso casamento.

Data do evento: sábado, 19 de setembro de 2026
Número previsto de convidados: {g} adultos + 6 crianças
Cerimónia civil no Jardim das Oliveiras, cocktail no Pátio da Adega, jantar no Salão das Cubas

Aluguer do espaço em exclusividade (12h00-02h00) ........ 4.800,00 €
Montagem da cerimónia (cadeiras, arco, sonorização) ..... 650,00 €
Menu Fontaínhas (cocktail, jantar, sobremesas, bar aberto 5h): {pp},00 € por adulto
Menu infantil: 35,00 € por criança
Ceia (caldo verde, pão com chouriço) .................... 6,50 € por pessoa
Prova de menu para 4 pessoas: oferta

Condições: sinal de 30% na assinatura do contrato; 40% até 60 dias antes; restante até 8 dias antes.
Número final de convidados a confirmar até 1 de setembro de 2026.
Validade da proposta: 30 dias.
Com os melhores cumprimentos,
Madalena Prates - Coordenação de Eventos
"""


def t_quinta_contrato(r, dt):
    return f"""CONTRATO DE PRESTAÇÃO DE SERVIÇOS PARA EVENTO
Entre: Fontaínhas Eventos e Turismo, Lda., NIPC 514 882 107, com sede na Estrada de Vila Fresca 41,
2925-476 Azeitão (Primeira Outorgante)
e: Inês Sofia Carvalho, NIF {NIF_I}, e Tiago André Mendes, NIF {NIF_T}, residentes na {MORADA}
(Segundos Outorgantes)

Cláusula 1.ª - Objeto: realização da cerimónia civil e copo-d'água do casamento dos Segundos Outorgantes
no dia 19 de setembro de 2026, na Quinta das Fontaínhas.
Cláusula 2.ª - Número de convidados: mínimo garantido de 100 adultos.
Cláusula 3.ª - Preço: 82,00 € por adulto (IVA incluído), aluguer do espaço 4.800,00 €.
Cláusula 4.ª - Pagamentos: sinal de 4.200,00 € pago nesta data por transferência (ref. QF-{r.randint(1000, 9999)});
segunda prestação até 20 de julho de 2026; liquidação final até 11 de setembro de 2026.
Cláusula 5.ª - Cancelamento: o sinal não é reembolsável; cancelamento a menos de 90 dias implica 50% do total.
Cláusula 6.ª - Música: o som deve terminar às 02h00; DJ externo autorizado mediante seguro.
Cláusula 7.ª - Fornecedores externos: fotógrafo, florista e bolo podem ser externos; sem taxa de rolha para vinhos
fornecidos pelos noivos até 60 garrafas.

Azeitão, {_pt(dt)}
A Primeira Outorgante ______________    Os Segundos Outorgantes ______________ ______________
"""


def t_menu_prova(r, dt):
    return f"""Prova de menu - Sabores do Sado Catering (para a Quinta das Fontaínhas)
{_pt(dt)}, 19h30 - Inês, Tiago, mãe da Inês (Graça), mãe do Tiago (Fátima)

Cocktail:
- mini pastéis de bacalhau - ótimos, manter
- croquetes de novilho com mostarda de Dijon - ok
- ostras do Sado - Tiago quer, Inês acha caro (+4,50 €/pessoa)
- tábua de queijos de Azeitão + compota de abóbora - SIM

Entrada: creme de ervilhas com hortelã e ovo escalfado (pedir versão vegan p/ Joana e Duarte)
Peixe: lombo de robalo com risotto de limão - preferido de todos
Carne: bochecha de porco preto com puré de castanha - um pouco pesado para setembro? trocar por
  lombo de novilho com batata-doce assada
Sobremesa: buffet + bolo dos noivos (pão de ló de Ovar com frutos vermelhos)

Perguntar:
* menu vegetariano: quantos? (lista: {r.randint(6, 11)} até agora)
* alergias: Rui (marisco), tia Luísa (glúten)
* vinhos: Casa Ermelinda Freitas branco/tinto incluídos? ou trazemos nós (José Maria da Fonseca - tio Zé)
* preço final confirmado: {r.choice((82, 84, 86))} €/pessoa
"""


def t_guests_csv(r, dt):
    rows = ["nome;lado;mesa;confirmado;menu;notas"]
    fam_i = ["Graça Carvalho", "Manuel Carvalho", "Rita Carvalho", "avó Lurdes", "tia Luísa Carvalho",
             "tio Zé Carvalho", "Joana Marques", "Sofia Ribeiro"]
    fam_t = ["Fátima Mendes", "António Mendes", "Nuno Mendes", "Carla Mendes", "avô Joaquim", "Duarte Pinto",
             "Rui Teixeira", "Miguel Lopes"]
    for n in fam_i:
        rows.append(f"{n};Inês;{r.randint(1, 12)};{r.choice(['sim', 'sim', 'talvez', 'não respondeu'])};"
                    f"{r.choice(['normal', 'normal', 'vegetariano'])};")
    for n in fam_t:
        rows.append(f"{n};Tiago;{r.randint(1, 12)};{r.choice(['sim', 'sim', 'talvez', 'não respondeu'])};"
                    f"{r.choice(['normal', 'normal', 'vegan'])};")
    for _ in range(r.randint(18, 26)):
        rows.append(f"{_pessoa(r)};{r.choice(['Inês', 'Tiago', 'amigos'])};{r.randint(1, 14)};"
                    f"{r.choice(['sim', 'sim', 'sim', 'talvez', 'não'])};{r.choice(['normal', 'normal', 'infantil'])};"
                    f"{r.choice(['', '', '+1', 'vem de Berlim', 'Açores - precisa alojamento'])}")
    rows.append("Jana Köhler;Inês;9;sim;normal;colega Finlo, voo Berlim-Lisboa 18/9")
    return "\n".join(rows) + "\n"


def t_wedding_budget(r, dt):
    lines = [("Quinta (espaço)", 4800), ("Catering 112 x 82", 9184), ("Cerimónia - montagem", 650),
             ("Conservatória - casamento fora da conservatória", 120 + 200), ("Fotógrafo (Rita Lobo)", 2350),
             ("DJ Nuno Sampaio + som", 1400), ("Flores (Flor de Sal)", r.randint(900, 1400)),
             ("Vestido Inês", r.randint(1100, 1700)), ("Fato Tiago", r.randint(450, 700)),
             ("Alianças (Ourivesaria Aliança, Rua do Ouro)", 780), ("Convites (impressão + envio)", 310),
             ("Bolo", 0), ("Autocarro Lisboa-Azeitão-Lisboa", 690), ("Lembranças", 260)]
    out = ["Item;Orçamento;Pago;Falta;Notas"]
    tot = 0
    for name, v in lines:
        paid = r.choice((0, v * 0.3, v * 0.5, v)) if v else 0
        out.append(f"{name};{v:.2f};{paid:.2f};{v - paid:.2f};")
        tot += v
    out.append(f"TOTAL;{tot:.2f};;;objetivo máximo 23.000 €")
    return "\n".join(out) + "\n"


def t_conservatoria(r, dt):
    return f"""From: Conservatória do Registo Civil de Lisboa (5.ª) <crc.lisboa5@irn.mj.pt>
To: ines.carvalho@posteo.pt
Date: {dt.strftime('%a, %d %b %Y')} 11:{r.randint(10, 59)}:07 +0100
Subject: RE: Processo de casamento - marcação - Inês Carvalho / Tiago Mendes

Exma. Senhora,
Em resposta ao seu pedido, informamos que a declaração para instauração do processo preliminar de
casamento pode ser apresentada presencialmente por ambos os nubentes, com marcação prévia, ou através
do portal civilonline.justica.gov.pt.

Documentos necessários:
- cartão de cidadão válido de ambos os nubentes;
- indicação do regime de bens (na falta de convenção antenupcial, comunhão de adquiridos);
- indicação do local da celebração (casamento fora da conservatória: Quinta das Fontaínhas, Azeitão),
  data e hora pretendidas (19/09/2026, 16h00);
- identificação das duas testemunhas, se as houver (facultativas).
As certidões de nascimento são obtidas oficiosamente pela conservatória.

Emolumentos: processo de casamento 120,00 €; celebração fora da conservatória, ao sábado, acresce
conforme tabela (art. 18.º do RERN). O processo deve ser instaurado até 6 meses antes e nunca depois
de 30 dias antes da data da celebração.
Marcação disponível: {_pt(dt + timedelta(days=r.randint(9, 20)))}, 10h30, balcão 3.

Com os melhores cumprimentos,
A Conservadora, Dr.ª Helena Vaz Pinto
"""


def t_declaracao_casamento(r, dt):
    return f"""DECLARAÇÃO PARA CASAMENTO - Processo n.º {r.randint(1200, 4800)}/{dt.year}
Conservatória do Registo Civil de Lisboa
Nubente 1: Inês Sofia Carvalho, solteira, nascida em 14-02-1993, freguesia de São Sebastião da Pedreira,
Lisboa, filha de Manuel José Carvalho e de Maria da Graça Lopes Carvalho. CC n.º 13845522 4ZY8.
Nubente 2: Tiago André Mendes, solteiro, nascido em 03-11-1990, freguesia de Almada, filho de António
Luís Mendes e de Fátima Conceição Mendes. CC n.º 12977103 6ZX2.
Residência de ambos: {MORADA}.
Regime de bens: comunhão de adquiridos. Sem convenção antenupcial.
Celebração: casamento civil fora da conservatória, Quinta das Fontaínhas, Azeitão (Setúbal),
19 de setembro de 2026, às 16h00.
Testemunhas: Joana Marques (CC 14022981) e Duarte Pinto (CC 13300457).
Apelidos após o casamento: a nubente mantém os seus apelidos; o nubente mantém os seus apelidos.
Lisboa, {_pt(dt)}. Emolumentos pagos: 120,00 € (recibo n.º {r.randint(20000, 89999)}).
"""


def t_photographer_mail(r, dt):
    return f"""From: Rita Lobo <rita@ritalobofotografia.pt>
To: Inês Carvalho <ines.carvalho@posteo.pt>, Tiago Mendes <tiago.mendes@gmail.com>
Date: {dt.strftime('%a, %d %b %Y')} 18:42:31 +0000
Subject: Casamento 19/09 - reserva confirmada + questionário

Olá Inês e Tiago!
Muito obrigada, recebi o sinal de 700 € - a data está oficialmente vossa :)
Pacote escolhido: reportagem completa (preparativos a partir das 12h até ao corte do bolo), 2 fotógrafos,
galeria online com ~600 fotos editadas, álbum 30x30 de 40 páginas. Total: 2.350 €. Restante até 15 dias
antes do casamento.

Para a sessão de noivado (opcional, incluída): que tal na Fonte da Telha, ao pôr do sol, com a Pimenta?
Datas possíveis: 27 de junho ou 4 de julho.
Em anexo vai o questionário (horários, família, fotos de grupo obrigatórias). Podem devolver até agosto.
Beijinhos,
Rita
"""


def t_dj_orcamento(r, dt):
    return f"""Nuno Sampaio - DJ & Som para Eventos | NIF 212 448 390 | 917 552 301
ORÇAMENTO N.º {r.randint(30, 190)}/{dt.year}    Data: {_dmy(dt)}
Cliente: Inês Carvalho - Casamento 19/09/2026, Quinta das Fontaínhas (Azeitão)

Som para cerimónia (2 colunas + microfone sem fios para o conservador e leituras) ... 250,00 €
Cocktail - playlist ambiente (bossa nova / jazz, a pedido dos noivos) ................ incluído
Festa 22h00-02h00 - DJ set, iluminação de pista, máquina de fumo ..................... 950,00 €
Hora extra ......................................................................... 150,00 €/h
Deslocação Lisboa-Azeitão ............................................................ 60,00 €
Total (isento de IVA, art. 53.º CIVA): 1.260,00 €
Primeira dança: "Aguas de Março" (Elis & Tom) - versão a confirmar. Proibido: Macarena (pedido do Tiago).
"""


def t_wedding_todo(r, dt):
    return f"""CASAMENTO - o que falta ({_dmy(dt)})
[x] quinta + contrato
[x] fotógrafo (Rita Lobo)
[x] conservatória - processo instaurado, falta confirmar hora com a conservadora
[ ] florista: Flor de Sal vs. Oficina das Flores - decidir até fim de junho
[ ] convites: enviar até 15 de junho (lista no guests.csv, faltam moradas do lado do Tiago)
[ ] autocarro para convidados - pedir 2.º orçamento (Barraqueiro?)
[ ] alojamento para quem vem dos Açores e de Berlim - Hotel Casa Palmela? bloco de quartos
[ ] alianças - ir medir dedos (sábado)
[ ] vestido - 2.ª prova 20/06
[ ] fato Tiago - !!!
[ ] playlist cerimónia
[ ] testemunhas: Joana e Duarte - confirmar CC
[ ] menu vegetariano: {r.randint(7, 12)} pessoas
"""


def t_seating(r, dt):
    return f"""# Mesas - versão {r.randint(3, 7)}

Mesa dos noivos: Inês, Tiago, Joana (testemunha), Duarte (testemunha) + respetivos
Mesa 1 - pais e avós: Graça, Manuel, Fátima, António, avó Lurdes, avô Joaquim
Mesa 2 - tios Carvalho: tia Luísa, tio Zé, primos Rita e Henrique, ...
Mesa 3 - tios Mendes (NÃO pôr o tio Fernando ao lado do Nuno)
Mesa 4 - Finlo: Jana, Felix, Maren, Ole (+ pares) -> falam inglês, pôr perto da Sofia
Mesa 5 - professores da D. Leonor: Paula, Jorge, Susana, Ricardo
Mesa 6 - malta dos Açores (Ponta Delgada 22/23)
Mesa 7 - surf: Gonçalo, Bruno, Marta, Vasco
Mesa 8 - corredores: Catarina, Afonso, Leonor
Mesa 9 - amigos da FCUL (mestrado)
Mesa 10 - Studio Ampersand (ex-colegas)
Mesa 11/12 - crianças + pais
Total sentados: {r.randint(112, 122)}
"""


def t_convite(r, dt):
    return """Inês & Tiago
vão casar!

Sábado, 19 de setembro de 2026
Cerimónia às 16h00
Quinta das Fontaínhas, Estrada de Vila Fresca 41, Azeitão

Seguir-se-á jantar e festa até o corpo aguentar.
Autocarro: partida às 14h30 da Praça de Espanha (Lisboa), regresso às 00h30 e 02h30.

Por favor confirmem até 1 de agosto: inesetiago2026@gmail.com ou 912 345 018
A vossa presença é o melhor presente. Se quiserem contribuir para a lua de mel no Japão:
IBAN PT50 0035 0697 0004 1187 3300 5
"""


def t_florista(r, dt):
    return f"""Flor de Sal - Design Floral | Setúbal
Orçamento para: Inês & Tiago - 19.09.2026, Quinta das Fontaínhas    Data: {_dmy(dt)}
Bouquet da noiva (flores silvestres, tons terra, oliveira e eucalipto) ....... 140,00 €
Lapelas (noivo + 2 testemunhas + 2 pais) .................................... 60,00 €
Arco da cerimónia (instalação assimétrica, pampas e flores da época) ......... 480,00 €
Centros de mesa baixos x 14 ................................................. 490,00 €
Mesa dos noivos - guirlanda .................................................. 180,00 €
Montagem e desmontagem ....................................................... 90,00 €
Total: 1.440,00 € (IVA incluído). Sinal de 30% para reserva da data.
Nota: em setembro há dálias e girassóis; evitamos flores importadas sempre que possível.
"""


# =========================================================================== Honeymoon (Projects Travel)


def t_honeymoon_flight(r, dt):
    code = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6))
    return f"""Your booking is confirmed - Booking reference {code}
Passengers: MS INES SOFIA CARVALHO, MR TIAGO ANDRE MENDES
Issued: {_d(dt)}

Outbound  Tue 22 Sep 2026  TP 1244  Lisbon (LIS) 06:35 -> Frankfurt (FRA) 10:40
          Tue 22 Sep 2026  LH 716   Frankfurt (FRA) 13:20 -> Tokyo Haneda (HND) 08:45 +1
Return    Thu 08 Oct 2026  LH 717   Tokyo Haneda (HND) 11:15 -> Frankfurt (FRA) 18:05
          Thu 08 Oct 2026  TP 579   Frankfurt (FRA) 20:10 -> Lisbon (LIS) 22:00
Fare: Economy Light -> upgraded to Economy Classic (1 checked bag each)
Total paid: EUR {r.randint(2150, 2490)}.{r.randint(10, 99)} (Visa ending 4471)
Seats: 34A/34C (outbound long-haul), 41H/41K (return)
"""


def t_honeymoon_itin(r, dt):
    return f"""# Lua de mel - Japão (23 set - 8 out 2026)

- 23-27 set: Tóquio - hotel em Asakusa (Booking, cancelamento grátis até 10/9). TeamLab, Shimokitazawa, Yanaka.
- 27-29 set: Hakone - ryokan Fukuzumirou (com onsen privado!) - pagar no local ¥{r.randint(88, 99)},000/noite
- 29 set-3 out: Quioto - machiya em Higashiyama (Airbnb) - Fushimi Inari cedo, Arashiyama, Nishiki
- 3 out: Nara (day trip)
- 3-6 out: Naoshima? ou Kanazawa? (Tiago quer Naoshima pelo museu, Inês Kanazawa) -> decidir
- 6-8 out: Osaka - voo de regresso é de Haneda!! -> shinkansen Osaka-Tóquio dia 7
JR Pass 7 dias: já não compensa com o aumento de preço - comprar bilhetes avulso (SmartEX)
Orçamento diário: ~150 €/dia para os dois sem alojamento
Tratar: seguro de viagem (Médis cobre?), eSIM, cartão Suica no telemóvel, adaptador tomada tipo A
"""


def t_ryokan(r, dt):
    return f"""Reservation confirmed - Hakone Fukuzumirou
Guest: Ines Carvalho (2 adults)
Check-in: 27 September 2026, 15:00 - Check-out: 29 September 2026, 10:00
Room: Japanese-style room with private open-air bath (Kiri no Ma)
Plan: Kaiseki dinner and breakfast included
Rate: JPY {r.randint(176, 198)},000 for 2 nights (tax and service included, payment at the property)
Cancellation: free until 7 days before arrival; 50% from 6 days; 100% on the day.
Note from guest: honeymoon - vegetarian option for one dinner course please. Booked on {_d(dt)}.
"""


# =========================================================================== Work: the Shared Pots study (Projects)

PARTICIPANTS = [
    ("P01", "Lena", 29, "Berlin", "lives with partner, separate accounts, splits rent 60/40"),
    ("P02", "Bruno", 34, "Porto", "married, one joint account plus personal ones"),
    ("P03", "Sanne", 26, "Utrecht", "three flatmates, uses Tricount for groceries"),
    ("P04", "Jonas", 38, "Hamburg", "couple with a toddler, saving for a flat"),
    ("P05", "Mariana", 31, "Lisbon", "lives with boyfriend, shared Revolut vault"),
    ("P06", "Tobias", 27, "Leipzig", "WG of four, one person pays all bills and chases the others"),
    ("P07", "Femke", 42, "Rotterdam", "divorced, shares child costs with ex-partner"),
    ("P08", "Ricardo", 30, "Braga", "engaged, saving for wedding in a spreadsheet"),
    ("P09", "Katrin", 35, "Munich", "couple, fully merged finances since 2019"),
    ("P10", "Daan", 24, "Amsterdam", "student house, cash box for shared stuff"),
]

QUOTES = [
    "Honestly the money part is fine, it's the talking about the money part that's awkward.",
    "We tried a joint account but then every coffee became a discussion.",
    "I don't want him to see what I spend on my own things, that's not secrecy, that's just mine.",
    "When someone forgets to pay in, I'm the one who has to send the annoying message.",
    "A pot for the holiday would be great if it also showed who put in what.",
    "I'd want it to round up my payments automatically, I would never remember to move money myself.",
    "The spreadsheet works but only I understand it. If I'm hit by a bus we're done.",
    "If the app nudged both of us equally, it would feel less like I'm nagging.",
    "We have a rule: anything above a hundred euros we ask first.",
    "I'd be scared that if we break up the money is stuck in there.",
    "Percentages feel fairer than fifty-fifty, because I earn more.",
    "Notifications about money stress me out, so please not every day.",
]


def t_research_plan(r, dt):
    return f"""# Shared Pots - research plan (v{r.randint(2, 4)})

Owner: Inês Carvalho (UX Research) | Stakeholders: Felix Brandt (PM Savings), Jana Köhler (Head of Design),
Aylin Demir (Eng lead) | Last edited {_d(dt)}

## Background
Finlo wants to let two or more users save towards a shared goal ("pots") without merging their accounts.
Data: 31% of active users already label transfers with "rent", "holiday" or a partner's name.

## Research questions
1. How do couples and flatmates currently organise shared money? What tools, rules, rituals?
2. Where does it break down (fairness, visibility, reminders, exits)?
3. What would make them trust a shared pot inside Finlo (permissions, leaving, disputes)?
4. Reactions to the prototype: contribution rules (equal / % / fixed), visibility, notifications.

## Method
- 10-12 remote semi-structured interviews (60 min), DE / NL / PT, English or Portuguese
- 20 min concept test of the Figma prototype (v0.3) in the second half
- Mix: 6 couples (one partner interviewed), 4 flat-shares, 1-2 co-parents
- Incentive: 60 EUR voucher (Amazon DE / FNAC PT) via User Interviews

## Timeline
- recruit: 14-25 Apr | interviews: 28 Apr - 15 May | synthesis: 18-29 May | readout: 9 June (Product Review)
"""


def t_screener(r, dt):
    return """Shared Pots - recruitment screener (User Interviews)

Q1. Where do you live?  [Germany / Netherlands / Portugal -> continue; other -> screen out]
Q2. Age?  [under 21 -> screen out]
Q3. Which best describes your living situation?
    - I live with a partner  -> target 6
    - I share a flat/house with friends or flatmates  -> target 4
    - I share costs of a child with a co-parent who lives elsewhere  -> target 1-2
    - I live alone  -> screen out
Q4. How do you split shared costs today? (open)  -> look for articulate, concrete answers
Q5. Which of these apps do you use at least monthly? Finlo / N26 / Revolut / Tricount / Splitwise / bank app
    -> max 3 current Finlo users; at least 3 Tricount/Splitwise users
Q6. Have you taken part in a paid study in the last 6 months?  [yes -> screen out]
Q7. Are you comfortable sharing your screen during a video call? [no -> screen out]
Exclude: people working in fintech, banking, UX/market research.
"""


def t_guide(r, dt):
    return f"""Shared Pots - discussion guide v{r.randint(3, 5)} (60 min)

0. Intro (5') - thanks, who I am, no right or wrong answers, recording + consent, they can stop any time.
1. Warm-up (5') - tell me about your home, who you live with, how long.
2. Money today (15')
   - Walk me through the last shared cost you paid. Who paid, how did the other(s) pay back?
   - What are the rules, spoken or unspoken? How did they come about?
   - When did it last feel unfair or awkward? What happened?
   - Show me (screen share) the app / spreadsheet / chat you use.
3. Saving together (10')
   - Are you saving for anything together? How do you keep track? Who checks?
   - What would happen to that money if someone moved out?
4. Concept test (20') - Figma prototype v0.3 (link in Notion)
   - Task A: create a pot "Summer holiday" for you and X, goal 1,200 EUR, contributions 60/40.
   - Task B: you get a notification that X hasn't paid in this month - what do you do?
   - Task C: leave the pot. What do you expect happens to your money?
   - Probe: visibility of individual contributions, who can withdraw, approval rules.
5. Wrap-up (5') - magic wand question; anything I should have asked? incentive info.
"""


def t_consent(r, dt, lang="en"):
    if lang == "de":
        return """Einwilligungserklärung zur Teilnahme an einer Nutzerstudie - Finlo GmbH
Studie: Gemeinsames Sparen ("Shared Pots"), Leitung: Inês Carvalho (UX Research)
Ich erkläre mich einverstanden, an einem ca. 60-minütigen Online-Interview teilzunehmen.
Ich bin einverstanden, dass das Gespräch (Audio, Video, Bildschirm) aufgezeichnet und transkribiert wird.
Die Aufnahmen werden ausschließlich für Forschungszwecke bei Finlo verwendet, pseudonymisiert
ausgewertet und spätestens 12 Monate nach der Studie gelöscht (Art. 6 Abs. 1 lit. a DSGVO).
Ich kann meine Einwilligung jederzeit ohne Angabe von Gründen widerrufen: privacy@finlo.de.
Aufwandsentschädigung: Gutschein im Wert von 60 EUR.
Name: __________________  Datum: __________  Unterschrift: __________________
"""
    return """Participant consent form - Finlo GmbH user research
Study: Saving together ("Shared Pots"). Researcher: Inês Carvalho, UX Research (contractor).
I agree to take part in a remote interview of about 60 minutes.
I agree that the session (audio, video, screen) is recorded and transcribed for research purposes.
Recordings are stored in Finlo's research repository, analysed under a pseudonym (P01, P02, ...), shared
only with the product team, and deleted no later than 12 months after the study (GDPR Art. 6(1)(a)).
I can withdraw at any time, without giving a reason, by writing to privacy@finlo.de.
Thank-you: a 60 EUR voucher, sent within 5 working days of the session.
Name: __________________  Date: __________  Signature: __________________
"""


def t_transcript(p):
    pid, name, age, city, situation = p

    def f(r, dt):
        qs = r.sample(QUOTES, 4)
        m = r.randint(2, 6)
        return f"""Shared Pots study - interview transcript {pid} (pseudonym "{name}")
Date: {_d(dt)} | Duration: {r.randint(52, 64)} min | Interviewer: Inês Carvalho | Note-taker: Felix Brandt
Participant: {age}, {city}, {situation}
Transcribed automatically (Otter), cleaned by IC. [inaudible] marks gaps.

00:00:{r.randint(10, 59)} IC: Thanks so much for making time. As I said in the email, there are no right or wrong
answers, I'm really interested in how things work for you. Is it still OK that we record?
00:00:{r.randint(10, 59)} {pid}: Yes, sure, no problem.
00:0{m}:12 IC: Could you walk me through the last thing you paid for together?
00:0{m}:20 {pid}: Uh, groceries on Saturday I think. I paid, and then I put it in the app, and, well, {qs[0]}
00:0{m + 1}:41 IC: What happens then?
00:0{m + 1}:49 {pid}: It sits there until the end of the month. Then we settle. {qs[1]}
00:1{m}:03 IC: When did it last feel unfair?
00:1{m}:09 {pid}: Hmm. [laughs] Last summer, the trip. {qs[2]}
00:2{m}:30 IC: Let's look at the prototype. Please create a pot for a summer holiday, 1,200 euros, split 60/40.
00:2{m}:58 {pid}: OK... "New pot"... I would expect the percentage here, not on the next screen.
00:2{m + 2}:14 {pid}: {qs[3]}
00:3{m}:40 IC: Imagine you want to leave the pot. What do you expect happens to your money?
00:3{m}:52 {pid}: It comes back to me? Minus what we already spent? I'd want to see that before I press anything.
00:4{m}:05 IC: If you had a magic wand, what would it do?
00:4{m}:11 {pid}: It would remind both of us, not just me, and show a simple "you're even" at the end.
00:5{m}:30 IC: Thank you, that was really helpful. The voucher will arrive within five working days.
"""
    return f


def t_participants_csv(r, dt):
    rows = ["id;pseudonym;age;city;segment;session_date;status;incentive;voucher_code_sent"]
    for i, (pid, name, age, city, sit) in enumerate(PARTICIPANTS):
        d = dt - timedelta(days=20 - 2 * i)
        seg = "flatshare" if "flat" in sit or "WG" in sit or "house" in sit else "couple"
        rows.append(f"{pid};{name};{age};{city};{seg};{d:%Y-%m-%d};{r.choice(['done', 'done', 'done', 'no-show'])};"
                    f"60 EUR;{r.choice(['yes', 'yes', 'pending'])}")
    rows.append("P11;-;36;Porto;co-parent;2026-05-19;scheduled;60 EUR;no")
    return "\n".join(rows) + "\n"


def t_synthesis(r, dt):
    return f"""# Shared Pots - synthesis (draft, {_d(dt)})

10 interviews (4 DE, 3 NL, 3 PT); 7 couples/co-parents, 3 flat-shares. One no-show (P06 rescheduled).

## Key insights
1. **The pain is the nagging, not the maths.** 8/10 have a "money person" who chases the others. They want the
   app to be the bad guy ("remind both of us, not just me").
2. **Fair is not equal.** 5/7 couples split by income share or by category; 50/50 by default felt naive.
3. **Visibility must be partial.** People want to see contributions to the pot, never the partner's balance.
4. **Exit anxiety is real.** "What if we break up" came up unprompted in 6 sessions. Leaving rules must be
   visible at creation time, not hidden in settings.
5. **Low-frequency nudges.** Monthly summary > real-time notifications (stress, see P09, P04).

## Prototype findings
- Task A: 9/10 completed; 6 looked for the split on the first screen (move it up).
- Task B: 4/10 thought the reminder would be sent "as them" - copy must say "Finlo will remind X".
- Task C: only 2/10 predicted correctly what happens on leaving. Biggest risk.

## Recommendations (for readout 9 June)
- Split rule on step 1; presets equal / by income / custom.
- Neutral, app-voiced reminders; opt-in monthly "settle up" summary.
- Exit preview before confirming; both members see the same ledger.
Open: legal check on withdrawals without approval (ask Compliance - Miriam).
"""


def t_session_notes(r, dt):
    p = r.choice(PARTICIPANTS)
    return f"""notas sessão {p[0]} (estudo Shared Pots, Finlo) - {_dmy(dt)}
- {p[4]}
- usa folha de cálculo partilhada + MB Way para acertos
- "{r.choice(QUOTES)}"
- tarefa A ok em {r.randint(1, 4)} min; procurou a divisão no 1.º ecrã
- tarefa C: achou que o dinheiro ficava "preso" até o outro aprovar -> medo
- mencionou Tricount 3x
- follow-up: pedir screenshot da folha (consentimento ok)
"""


def t_stakeholder_mail(r, dt):
    return f"""From: Felix Brandt <felix.brandt@finlo.de>
To: Ines Carvalho <ines@finlo.de>
Cc: Jana Köhler <jana.koehler@finlo.de>
Date: {dt.strftime('%a, %d %b %Y')} 09:{r.randint(10, 59)}:44 +0200
Subject: Shared Pots - readout slot + prototype v0.4

Hi Inês,
great sessions so far - P03 and P07 were super insightful, the whole squad watched the recordings.
I booked the readout in Product Review on 9 June, 14:00 CEST (45 min). Could you send the deck by the 5th?
Aylin's team already moved the split selection to step 1 in prototype v0.4 - maybe worth testing with P11?
Also Compliance (Miriam) wants to see the "leaving a pot" findings before we commit to the withdrawal model.
Danke!
Felix
"""


def t_readout_outline(r, dt):
    return f"""Shared Pots - research readout (outline)
Product Review, 9 June 2026 - Inês Carvalho
1. Why we did this study (2 min)
2. Who we talked to: 10 people, DE/NL/PT, couples, flat-shares, co-parents
3. How shared money works today - "the money person"
4. Five insights (with clips P03, P07, P09)
5. Prototype: what worked, what failed (leaving a pot: 2/10 correct)
6. Recommendations and open questions for Compliance
7. Next: unmoderated test of v0.4 (Maze, n=40), diary study in Q3?
Draft {_dmy(dt)}
"""


# =========================================================================== Work: the Finlo engagement (Areas)


def t_contractor_agreement(r, dt):
    return f"""FREELANCE SERVICES AGREEMENT
between Finlo GmbH, Oranienstraße 185, 10999 Berlin, represented by its managing director Dr. Moritz Engel
("Client") and Inês Sofia Carvalho, {MORADA}, Portugal, NIF {NIF_I} ("Contractor").
1. Services: user research and UX research operations for Finlo's product teams, as agreed in writing per quarter.
2. Term: from 1 March 2023 for an indefinite period; either party may terminate with 30 days' written notice.
3. Fees: EUR 4,{r.choice(('200', '400', '600'))}.00 per month for an average of 32 hours per week, invoiced
   monthly; payable within 14 days. VAT reverse charge (Art. 196 Directive 2006/112/EC).
4. Independence: the Contractor is self-employed, responsible for her own taxes and social security in Portugal,
   and is free to work for other clients that are not direct competitors.
5. Equipment: Client lends a MacBook Pro 14" (asset FIN-0412) for the duration of the agreement.
6. Confidentiality and data protection: the Contractor processes participant data only on Client systems.
7. Intellectual property: all research outputs belong to the Client.
Berlin / Lisbon, amended {_d(dt)} (fee review).
"""


def t_one_on_one(r, dt):
    return f"""# 1:1 Jana / Inês - {dt:%Y-%m-%d}

- Shared Pots: recruitment {r.choice(['on track', 'slow for NL', 'done'])}; Jana wants clips for the all-hands
- Research ops: repository in Dovetail is messy - propose tagging taxonomy by end of quarter
- Career: talk about "Senior UX Researcher" title in the next fee review (Sept?); Jana supportive
- Conference: UX Lisbon 2026 - Finlo pays ticket, not travel (I'm in Lisbon anyway)
- Time off: wedding 19/9 + honeymoon 22/9-9/10 -> put in Personio now
- Next: offsite Berlin in October - I'll skip (honeymoon)
"""


def t_okr(r, dt):
    return f"""Research & Design OKRs - Q2 2026 (Finlo)
O1: Product decisions for Savings are grounded in evidence
  KR1 Shared Pots foundational study completed and read out by 9 June (owner: Inês)
  KR2 2 unmoderated tests per month across squads (owner: Inês + designers)
  KR3 Research repository: 100% of 2026 studies tagged with the new taxonomy
O2: Faster, safer onboarding
  KR1 KYC drop-off reduced from 23% to 18% (owner: Maren)
Status at {_d(dt)}: O1 KR1 {r.randint(60, 85)}%, KR2 {r.randint(3, 6)}/6, KR3 {r.randint(40, 70)}%
"""


def t_laptop_loan(r, dt):
    return f"""Finlo GmbH - Equipment handover
Employee/contractor: Inês Carvalho (Lisbon, remote)
Device: MacBook Pro 14" M3, serial C02{r.randint(100000, 999999)}X, asset tag FIN-0412; charger; Jabra Evolve2 65
Shipped via DHL Express, tracking {r.randint(1000000000, 9999999999)}. Received: {_d(dt)}
The device remains Finlo property and must be returned within 10 days of the end of the engagement.
Signed: Inês Carvalho / IT: Jannik Voss
"""


def t_retro(r, dt):
    return f"""Savings squad retro - sprint {r.randint(40, 58)} ({_d(dt)})
Went well: research sessions watched live by 4 engineers; prototype iteration in 2 days
Didn't: too many Slack threads about the withdrawal rules; design review moved twice
Try: research "office hours" on Thursdays 15:00-16:00 (Inês); decision log in Notion
"""


# =========================================================================== Work: reference (Resources)


def t_ux_article(title, body):
    def f(r, dt):
        return f"{title}\n\n{body}\n\nSaved {_d(dt)} from the web for reference.\n"
    return f


UX_REFS = [
    ("Why You Only Need to Test with 5 Users", "Elaborate usability tests are a waste of resources. The best results "
     "come from testing no more than 5 users and running as many small tests as you can afford. The number of "
     "usability problems found follows a curve where 5 users find about 85% of problems."),
    ("The Mom Test - summary notes", "Talk about their life instead of your idea. Ask about specifics in the past "
     "instead of generics or opinions about the future. Talk less and listen more. Compliments are noise; look "
     "for commitment and advancement."),
    ("Thematic analysis: a practical guide", "Braun and Clarke's six phases: familiarisation, generating initial "
     "codes, searching for themes, reviewing themes, defining and naming themes, producing the report. Themes "
     "are patterns of shared meaning, not topic summaries."),
    ("Jobs to be done interviews - switch interview template", "First thought, passive looking, active looking, "
     "deciding, consuming, satisfaction. Map the forces: push of the situation, pull of the new solution, "
     "anxiety of the new, habit of the present."),
]


# =========================================================================== Work: Studio Ampersand (Archive)


def t_agency_contract(r, dt):
    return f"""CONTRATO DE TRABALHO SEM TERMO
Entre Studio Ampersand - Design de Produto, Lda., NIPC 513 220 874, com sede na Rua da Boavista 72, 1200-066
Lisboa, e Inês Sofia Carvalho, NIF {NIF_I}.
Categoria: UX Designer. Início: 1 de outubro de 2018. Período experimental: 90 dias.
Retribuição base mensal: 1.350,00 € x 14, subsídio de refeição 7,63 €/dia em cartão.
Horário: 40 horas semanais, segunda a sexta, 9h30-18h30, com possibilidade de teletrabalho 2 dias/semana.
Lisboa, {_pt(dt)}.
"""


def t_agency_leave(r, dt):
    return f"""Exmos. Senhores
Studio Ampersand - Design de Produto, Lda.
Rua da Boavista 72, 1200-066 Lisboa

Lisboa, {_pt(dt)}
Assunto: Denúncia do contrato de trabalho

Eu, Inês Sofia Carvalho, UX Designer, venho por este meio comunicar a denúncia do meu contrato de trabalho
sem termo, nos termos do artigo 400.º do Código do Trabalho, com aviso prévio de 60 dias, pelo que o
último dia de trabalho será 28 de fevereiro de 2023.
Agradeço os quatro anos e meio de aprendizagem, em especial aos projetos Tranquilidade e Mercado Solidário.
Solicito a emissão da declaração de situação de emprego e do certificado de trabalho.
Com os melhores cumprimentos,
Inês Carvalho
"""


def t_agency_payslip(r, dt):
    base = 1780.0
    return f"""Studio Ampersand - Design de Produto, Lda. | NIPC 513 220 874
RECIBO DE VENCIMENTO - {MESES[dt.month - 1].capitalize()} {dt.year}
Trabalhadora: Inês Sofia Carvalho | N.º 017 | Categoria: UX Designer Sénior | NISS 1 2849 3310 7
Vencimento base ........ {_fmt(base)} €
Subsídio de refeição ... {_fmt(21 * 7.63)} € (cartão)
Férias não gozadas ..... {_fmt(base * 0.4)} €
Proporcionais sub. Natal {_fmt(base / 6)} €
IRS (taxa {r.choice((18.2, 19.5))}%) . -{_fmt(base * 0.19)} €
Seg. Social (11%) ...... -{_fmt(base * 0.11 * 1.6)} €
Líquido a receber ...... {_fmt(base * 1.2)} €   IBAN {IBAN_I}
"""


def t_agency_case(r, dt):
    return f"""Case study - Tranquilidade Auto claims app (Studio Ampersand, 2021-2022)
Role: UX designer and researcher (team of 5). Client: Tranquilidade (Generali) motor insurance.
Problem: 41% of claims opened in the app were abandoned before the photo step.
What I did: 14 contextual interviews with drivers after minor accidents; service blueprint with the claims
team; three rounds of usability testing of the new flow (n=6, 6, 8).
Outcome: claim completion up to 73%; average handling time -2.5 days. Shortlisted at Prémios Marketeer 2022.
Portfolio text for Finlo application, last edited {_d(dt)}.
"""


def t_agency_report(r, dt):
    return f"""Studio Ampersand | Relatório de testes de usabilidade - Mercado Solidário (app de doações)
Ronda {r.randint(1, 3)} - {_pt(dt)} - Preparado por: Inês Carvalho
Participantes: 6 (3 doadores regulares, 3 novos), sessões presenciais no estúdio.
Resultados:
- Criar conta: 6/6 com sucesso, tempo médio 1m42s.
- Doar 10 € a uma instituição: 4/6 sem ajuda; 2 não encontraram o MB Way.
- Recibo para IRS: ninguém percebeu onde estava - mover para "As minhas doações".
Severidade: 2 problemas críticos, 5 graves, 9 menores. Recomendações na secção 4.
"""


# =========================================================================== Finance (Areas)


def t_fatura_recibo(n, month_dt):
    def f(r, dt):
        base = r.choice((4400.0, 4400.0, 4600.0)) if month_dt.year >= 2025 else 4200.0
        return f"""FATURA-RECIBO N.º FR ATSIRE01FR/{n}
Portal das Finanças - Autoridade Tributária e Aduaneira
Transmitente: Inês Sofia Carvalho | NIF {NIF_I} | {MORADA}
Atividade: 1519 - Outros prestadores de serviços (consultoria em investigação de utilizadores)
Data de emissão: {_dmy(dt)}   Data da prestação: {MESES[month_dt.month - 1]} de {month_dt.year}
Adquirente: Finlo GmbH | País: Alemanha | NIF: DE327481966 | Oranienstraße 185, 10999 Berlin
Descrição: Serviços de investigação UX - {MESES[month_dt.month - 1]} {month_dt.year}, conforme contrato de 01/03/2023
Valor base: {_fmt(base)} €
IVA: 0,00 € - IVA - autoliquidação (art. 6.º, n.º 6, alínea a) do CIVA)
Retenção na fonte de IRS: não aplicável (adquirente não residente sem estabelecimento estável)
Importância recebida: {_fmt(base)} €
Processado por programa certificado n.º 1/AT
"""
    return f


def t_invoice_en(n, month_dt):
    def f(r, dt):
        base = 4400.0 if month_dt.year >= 2025 else 4200.0
        return f"""INVOICE {month_dt:%Y}-{n:03d}
From: Inês Sofia Carvalho - UX Research | {MORADA}, Portugal | NIF/VAT PT{NIF_I.replace(' ', '')}
To: {FINLO}
Attn: accounts payable (invoices@finlo.de), PO {r.randint(4500, 4599)}-{r.randint(100, 999)}
Invoice date: {_d(dt)}   Due: 14 days
Description: User research services, {month_dt:%B %Y} (freelance services agreement of 1 March 2023)
Amount: EUR {base:,.2f}
VAT: reverse charge - Art. 196 Council Directive 2006/112/EC. Customer to account for VAT.
Total due: EUR {base:,.2f}
Bank: Millennium bcp | IBAN {IBAN_I} | BIC BCOMPTPL
Portuguese legal invoice: Fatura-Recibo ATSIRE01FR/{n} issued on Portal das Finanças.
"""
    return f


def t_ss_declaracao(q, year):
    tri = {1: "janeiro a março", 2: "abril a junho", 3: "julho a setembro", 4: "outubro a dezembro"}[q]

    def f(r, dt):
        rend = 3 * (4400.0 if year >= 2025 else 4200.0)
        base = rend * 0.7 / 3
        return f"""SEGURANÇA SOCIAL DIRETA - Declaração Trimestral de Rendimentos
Trabalhador independente: Inês Sofia Carvalho | NISS 1 2849 3310 7 | NIF {NIF_I}
Período: {q}.º trimestre de {year} ({tri})
Rendimentos de prestação de serviços declarados: {_fmt(rend)} €
Rendimentos associados à produção e venda de bens: 0,00 €
Base de incidência contributiva mensal (70% / 3): {_fmt(base)} €
Taxa contributiva: 21,4%   Contribuição mensal apurada: {_fmt(base * 0.214)} €
Data de submissão: {_dmy(dt)} - Declaração entregue com sucesso. Comprovativo n.º {r.randint(10**9, 10**10 - 1)}
"""
    return f


def t_ss_pagamento(r, dt):
    return f"""Segurança Social - Documento de pagamento
Contribuinte: Inês Sofia Carvalho | NISS 1 2849 3310 7
Contribuições de trabalhador independente - mês de referência {MESES[(dt.month - 2) % 12]} de {dt.year}
Valor: {_eur(r, 655, 662)}  Pagamento até dia 20 de {MESES[dt.month - 1]}
Entidade: 20999   Referência: {r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}
Pago por débito direto - conta Millennium bcp ****0290
"""


def t_iva_dp(q, year):
    def f(r, dt):
        v = 3 * (4400 if year >= 2025 else 4200)
        return f"""DECLARAÇÃO PERIÓDICA DE IVA - Regime trimestral
Sujeito passivo: Inês Sofia Carvalho | NIF {NIF_I}
Período: {year}/{q:02d}T
Quadro 06 - Campo 7: transmissões de bens e prestações de serviços isentas sem direito à dedução: 0,00
Campo 8: operações localizadas fora de Portugal (art. 6.º CIVA) - prestações de serviços a sujeitos
passivos de outros Estados-membros: {_fmt(v)} €
Campo 20: IVA dedutível - imobilizado: 0,00  Campo 24: outros bens e serviços: {_eur(r, 14, 95)}
Imposto a recuperar / a pagar: 0,00
Declaração recapitulativa submetida: DE327481966 - {_fmt(v)} €
Data de receção: {_dmy(dt)} | Identificação da declaração: {r.randint(10**8, 10**9 - 1)}
"""
    return f


def t_irs_nota(year, who):
    def f(r, dt):
        if who == "ines":
            tit = f"Inês Sofia Carvalho (NIF {NIF_I}) - Categoria B, regime simplificado (coef. 0,75)"
            bruto = 12 * (4400 if year >= 2025 else 4200)
        else:
            tit = f"Tiago André Mendes (NIF {NIF_T}) - Categoria A, Ministério da Educação"
            bruto = 14 * 1984.76
        reemb = r.uniform(-2400, 900)
        res = f"Reembolso: {_fmt(reemb)} €" if reemb > 0 else f"Imposto a pagar: {_fmt(-reemb)} €"
        return f"""AUTORIDADE TRIBUTÁRIA E ADUANEIRA - IRS {year} - DEMONSTRAÇÃO DE LIQUIDAÇÃO
Sujeito passivo A: {tit}
Estado civil: não casado - tributação separada (união de facto sem opção de tributação conjunta)
Rendimento bruto: {_fmt(bruto)} €
Dedução específica / coeficiente aplicado; rendimento coletável: {_fmt(bruto * 0.72)} €
Deduções à coleta: despesas gerais familiares 250,00 €; saúde {_eur(r, 80, 420)}; habitação (rendas)
{_eur(r, 480, 700)}; IVA faturas {_eur(r, 20, 90)}
Retenções na fonte / pagamentos por conta: {_eur(r, 0, 6000)}
{res}
Data da liquidação: {_dmy(dt)} | Liquidação n.º {year}{r.randint(10**9, 10**10 - 1)}
"""
    return f


def t_bank_csv(r, dt):
    rows = ["Data mov.;Data valor;Descrição;Débito;Crédito;Saldo contabilístico"]
    bal = r.uniform(3200, 6800)
    ops = [("TRF FINLO GMBH INV", 0, 4400), ("DD EDP COMERCIAL", 48, 92), ("DD EPAL", 19, 34),
           ("DD NOS COMUNICACOES", 39.99, 39.99), ("TRF RENDA JOAQUIM F SANTOS", 1150, 1150),
           ("COMPRAS PINGO DOCE ARROIOS", 18, 96), ("COMPRAS CONTINENTE", 24, 140), ("MB WAY JOANA MARQUES", 10, 45),
           ("DD MEDIS SEGURO SAUDE", 86.4, 86.4), ("DD SEG SOCIAL", 658.2, 658.2), ("TRF TIAGO MENDES", 0, 1400),
           ("COMPRAS DECATHLON ALFRAGIDE", 15, 80), ("LEV ATM ALMIRANTE REIS", 20, 60)]
    d = dt - timedelta(days=30)
    for _ in range(r.randint(16, 24)):
        d += timedelta(days=r.randint(0, 2))
        name, lo, hi = r.choice(ops)
        if name.startswith("TRF FINLO") or name.startswith("TRF TIAGO"):
            v = hi
            bal += v
            rows.append(f"{_dmy(d)};{_dmy(d)};{name};;{_fmt(v)};{_fmt(bal)}")
        else:
            v = r.uniform(lo, hi)
            bal -= v
            rows.append(f"{_dmy(d)};{_dmy(d)};{name};{_fmt(v)};;{_fmt(bal)}")
    return "\n".join(rows) + "\n"


def t_tiago_payslip(r, dt):
    base = 1984.76
    return f"""MINISTÉRIO DA EDUCAÇÃO, CIÊNCIA E INOVAÇÃO - Escola Secundária D. Leonor de Almeida
Recibo de vencimento - {MESES[dt.month - 1]} de {dt.year}
Nome: Tiago André Mendes | NIF {NIF_T} | Grupo de recrutamento 510 - Física e Química
Situação: Quadro de Zona Pedagógica (QZP 7) | Escalão: 3.º | Índice 205
Remuneração base ............... {_fmt(base)} €
Subsídio de refeição (21 dias) .. {_fmt(21 * 6.0)} €
IRS (retenção {r.choice((16.5, 17.2))}%) ...... -{_fmt(base * 0.17)} €
CGA/Segurança Social (11%) ...... -{_fmt(base * 0.11)} €
ADSE (3,5%) ...................... -{_fmt(base * 0.035)} €
Líquido .......................... {_fmt(base * 0.685 + 126)} €
Depositado na conta {IBAN_CGD}
"""


def t_shared_expenses(r, dt):
    rows = ["Mês;Renda;Luz;Água;Internet;Supermercado;Pimenta;Outros;Total;Inês paga (55%);Tiago paga (45%)"]
    for m in range(1, dt.month + 1):
        vals = [1150, r.uniform(45, 95), r.uniform(19, 34), 39.99, r.uniform(380, 560), r.uniform(40, 160),
                r.uniform(30, 220)]
        t = sum(vals)
        cells = ";".join(f"{v:.2f}" for v in vals)
        rows.append(f"{dt.year}-{m:02d};{cells};{t:.2f};{t * .55:.2f};{t * .45:.2f}")
    return "\n".join(rows) + "\n"


def t_contabilista(r, dt):
    return f"""From: Sandra Nunes <sandra.nunes@contas-claras.pt>
To: Inês Carvalho <ines.carvalho@posteo.pt>
Date: {dt.strftime('%a, %d %b %Y')} 16:{r.randint(10, 59)}:02 +0100
Subject: IRS 2025 - simulação e documentos em falta

Olá Inês,
Fiz a simulação do IRS 2025 (anexo B, regime simplificado). Como a Inês e o Tiago ainda não são casados
e não optaram pela tributação conjunta em união de facto, a simulação separada dá melhor resultado:
imposto a pagar estimado de {_eur(r, 900, 2100)} (já considerando os pagamentos por conta).
Depois do casamento, para o IRS 2026 podemos voltar a comparar conjunta vs. separada.
Faltam-me: declaração do seguro de saúde (Médis) para despesas de saúde e as faturas de formação
(curso de Research Ops). Pagamentos por conta de 2026: julho, setembro e dezembro.
Honorários da entrega: 90,00 € + IVA.
Cumprimentos, Sandra Nunes - Contabilista Certificada n.º 71 842
"""


# =========================================================================== Teaching (all four buckets)

TURMAS = {"10.º A": "Física e Química A", "10.º C": "Física e Química A", "11.º B": "Física e Química A",
          "12.º A": "Física"}

AULAS = [
    ("11.º B", "Movimento circular uniforme: velocidade angular, período e aceleração centrípeta"),
    ("11.º B", "Ondas mecânicas: o som; frequência, comprimento de onda e velocidade de propagação"),
    ("11.º B", "Indução eletromagnética: fluxo magnético e lei de Faraday"),
    ("10.º A", "Energia e movimentos: trabalho realizado por forças constantes"),
    ("10.º C", "Tabela periódica: propriedades periódicas dos elementos representativos"),
    ("10.º A", "Ligação química: ligação covalente e geometria molecular"),
    ("12.º A", "Mecânica dos fluidos: lei de Arquimedes e impulsão"),
    ("12.º A", "Campo gravítico: lei da gravitação universal e satélites"),
]


def t_plano(turma, tema):
    def f(r, dt):
        return f"""PLANO DE AULA - {TURMAS[turma]} - {turma}
Professor: Tiago Mendes | Data: {_dmy(dt)} | Duração: {r.choice((50, 100))} min | Sala {r.choice(('B2.04', 'Lab. 3'))}
Tema: {tema}
Aprendizagens Essenciais: interpretar, analisar e resolver problemas; realizar atividade laboratorial.
Sumário: {tema.split(':')[0]}. Resolução de exercícios do manual (pág. {r.randint(40, 220)}).
Desenvolvimento:
1. (10') Questão-aula de diagnóstico no Kahoot.
2. (25') Exposição com simulação PhET; registo no caderno.
3. (15') Exercícios em pares: {r.randint(3, 6)} problemas da ficha {r.randint(4, 12)}.
4. TPC: exercícios {r.randint(10, 20)} a {r.randint(21, 30)} do caderno de atividades.
Recursos: quadro interativo, PhET, calculadoras gráficas, ficha de trabalho.
Avaliação: observação direta; questão-aula registada na grelha.
"""
    return f


def t_teste(turma, tema, periodo):
    def f(r, dt):
        v = r.choice(("A", "B"))
        return f"""Escola Secundária D. Leonor de Almeida | Ano letivo 2025/2026
{TURMAS[turma]} - {turma} - Teste de avaliação n.º {periodo} - Versão {v}
Duração: 90 minutos | Data: {_dmy(dt)} | Professor: Tiago Mendes
Nome: ______________________________ N.º ____
Pode utilizar calculadora gráfica. Apresente todos os cálculos. g = 10 m s-2.

Grupo I - {tema}
1. Um corpo de massa {r.choice((200, 250, 400))} g descreve uma trajetória circular
   de raio {r.choice((0.5, 0.8, 1.2))} m com período de {r.choice((1.5, 2.0, 2.4))} s.
   1.1 Calcule o módulo da velocidade angular. (8 pontos)
   1.2 Determine a intensidade da resultante das forças. (12 pontos)
2. Selecione a opção correta. Num movimento circular uniforme, a aceleração... (8 pontos)
Grupo II - Atividade laboratorial
3. Explique por que razão se repetiu a medição {r.randint(3, 5)} vezes. (10 pontos)
4. Calcule o erro percentual do valor obtido para g. (12 pontos)
Grupo III
5. Um sinal sonoro de {r.choice((440, 512, 880))} Hz propaga-se no ar a 340 m/s.
   Calcule o comprimento de onda. (10 pontos)
Cotação total: 200 pontos
"""
    return f


def t_criterios(turma, n):
    def f(r, dt):
        return f"""Critérios específicos de classificação - Teste n.º {n} - {turma} ({TURMAS[turma]})
1.1 (8 pts) w = 2pi/T ... 4 pts; valor com unidade ... 4 pts
1.2 (12 pts) ac = w^2 r (4); F = m ac (4); resultado com unidade (4)
2. (8 pts) opção (C)
3. (10 pts) nível 2: refere erros aleatórios e média; nível 1: refere só um aspeto
4. (12 pts) valor médio (4), expressão do erro (4), resultado em % (4)
5. (10 pts) lambda = v/f ... resultado com 3 algarismos significativos
Erros de unidades: -1 ponto por item (máximo 1 vez por item). Data: {_dmy(dt)}
"""
    return f


def t_pauta(turma, periodo, project=False):
    def f(r, dt):
        rows = [f"Turma;{turma};Disciplina;{TURMAS[turma]};Período;{periodo}.º"]
        rows.append("N.º;Nome;Teste 1;Teste 2;AL (relatórios);Questões-aula;Atitudes;Classificação proposta")
        names = r.sample(ALUNOS, r.randint(22, 25))
        for i, nm in enumerate(sorted(names), 1):
            t1, t2 = r.randint(60, 195) / 10, r.randint(55, 198) / 10
            al = r.randint(10, 19)
            last = "" if project and r.random() < 0.3 else str(round((t1 + t2) / 2 * 0.7 + al * 0.3))
            rows.append(f"{i};{nm} {r.choice(APEL)};{t1:.1f};{t2 if not project else ''};{al};{r.randint(9, 19)};"
                        f"{r.choice(('B', 'MB', 'S'))};{last}")
        return "\n".join(rows) + "\n"
    return f


def t_ata(r, dt):
    return f"""ATA N.º {r.randint(5, 14)} - Reunião do Departamento de Ciências Experimentais
Aos {dt.day} dias do mês de {MESES[dt.month - 1]} de {dt.year}, pelas 17h00, na sala de reuniões, reuniu o
departamento, sob a coordenação da professora Paula Nogueira, com a seguinte ordem de trabalhos:
1. Planificação das atividades laborais obrigatórias de FQ A (11.º ano); 2. Aferição de critérios;
3. Visita de estudo ao Pavilhão do Conhecimento; 4. Outros assuntos.
Ponto 1: o professor Tiago Mendes propôs a realização da AL 2.1 (velocidade do som) no 2.º período.
Ponto 2: aprovados os critérios comuns de classificação (testes 70%, trabalho laboratorial 20%, atitudes 10%).
Ponto 3: visita ao Pavilhão do Conhecimento, 12.º A, em {_pt(dt + timedelta(days=21))}.
Nada mais havendo a tratar, lavrou-se a presente ata. Secretário: Tiago Mendes.
"""


def t_convocatoria_exames(r, dt):
    return f"""Escola Secundária D. Leonor de Almeida - Secretariado de Exames
CONVOCATÓRIA - SERVIÇO DE EXAMES NACIONAIS DO ENSINO SECUNDÁRIO 2026 - 1.ª FASE
Professor: Tiago André Mendes (510)   Data de afixação: {_dmy(dt)}

Serviço atribuído:
16/06 (3.ª) 9h30 - 639 Português (12.º ano) - VIGILANTE - Sala A1.12
19/06 (6.ª) 9h30 - 715 Física e Química A (11.º ano) - SECRETARIADO/COADJUVANTE - Laboratório de Física
23/06 (3.ª) 9h30 - 635 Matemática A (12.º ano) - VIGILANTE - Sala A1.08
25/06 (5.ª) 14h00 - 702 Biologia e Geologia - SUPLENTE - apresentação às 13h15 no secretariado
Os professores vigilantes devem apresentar-se 30 minutos antes do início da prova.
O serviço de exames tem prioridade sobre qualquer outro serviço (Regulamento JNE, Norma 02/JNE/2026).
Dispensa de serviço só por motivo devidamente justificado ao diretor.
O Diretor, Luís Barata Fonseca
"""


def t_norma_jne(r, dt):
    return f"""Resumo para vigilantes - Norma 02/JNE/2026 (feito por mim para não me esquecer, {_dmy(dt)})
- telemóveis: alunos entregam desligados antes de entrar; qualquer dispositivo = prova anulada
- chamada por pauta; CC verificado; 2 vigilantes por sala, sempre de pé e atentos
- 715 FQ A: calculadora gráfica autorizada com modo de exame (LED a piscar) - verificar!!
- tabela de constantes e formulário vão no enunciado
- tolerância 30 min; ninguém sai antes de decorridos 90 min; entrega de provas pela ordem da pauta
- anomalias -> secretariado de exames, registar no livro de ocorrências
- classificadores: prova 715 vai para o agrupamento de exames, NÃO corrigimos na escola
"""


def t_correcao_tracker(r, dt):
    rows = ["turma;teste;n.º provas;corrigidos;entregar até;notas"]
    for t in ("10.º A", "10.º C", "11.º B", "12.º A"):
        n = r.randint(22, 26)
        rows.append(f"{t};teste 3.º período;{n};{r.randint(0, n)};{r.choice(('05/06', '06/06', '09/06'))};"
                    f"{r.choice(('', 'falta 2 alunos (faltaram)', 'rever critérios item 4', 'relatórios AL por ver'))}")
    rows.append("reunião de avaliação;-;-;-;15/06 10.º / 12/06 11.º e 12.º;lançar no Inovar até 10/06")
    return "\n".join(rows) + "\n"


def t_avaliacao_final(r, dt):
    return f"""Notas para as reuniões de avaliação (final do ano) - {_dmy(dt)}
11.º B (exame de FQ A a 19/06): {r.randint(4, 7)} alunos em risco de não ter 10 interna; falar com a DT (Susana)
- Martim: subiu muito no 3.º período; propor 12
- Lara: faltou ao teste de 20/05 -> teste de recuperação 04/06
- Madalena: pediu revisão do teste 2; confirmar item 1.2
12.º A: média da turma {r.randint(12, 15)},{r.randint(0, 9)}; 2 alunos vão a exame de melhoria
10.º A / 10.º C: relatórios da AL 1.2 ainda por classificar (!)
Lançar tudo no Inovar Alunos até 10/06; pautas afixadas a 22/06.
"""


def t_acores_colocacao(r, dt):
    return f"""Direção Regional da Educação - Região Autónoma dos Açores
Concurso de pessoal docente 2022/2023 - Lista de colocações - Contratação
Candidato: Tiago André Mendes | N.º 7024{r.randint(100000, 999999)} | Grupo 510 - Física e Química
Colocado em: Escola Secundária Antero de Quental, Ponta Delgada (São Miguel)
Horário: completo (22 horas), anual, de 01/09/2022 a 31/08/2023
Aceitação no portal até {_dmy(dt + timedelta(days=2))}. Apresentação na escola no primeiro dia útil.
Os docentes deslocados podem requerer o subsídio de fixação e a comparticipação na viagem de ida.
"""


def t_acores_casa(r, dt):
    return f"""CONTRATO DE ARRENDAMENTO PARA FIM HABITACIONAL COM PRAZO CERTO
Senhoria: Maria do Rosário Pacheco Medeiros, NIF 156 223 987, residente em Ponta Delgada
Arrendatário: Tiago André Mendes, NIF {NIF_T}
Imóvel: T1 na Rua de Lisboa 23, 1.º, 9500-216 Ponta Delgada
Prazo: 10 meses, de 01/09/2022 a 30/06/2023, não renovável (professor colocado por um ano letivo)
Renda: 550,00 € mensais, com água incluída; caução de 550,00 €.
Ponta Delgada, {_pt(dt)}
"""


def t_acores_declaracao(r, dt):
    return f"""DECLARAÇÃO
Para os devidos efeitos se declara que Tiago André Mendes, professor contratado do grupo 510, exerceu funções
nesta escola no ano letivo de 2022/2023, de 1 de setembro de 2022 a 31 de agosto de 2023, com horário completo,
tendo lecionado Física e Química A (10.º e 11.º anos) e sido diretor de turma do 10.º D.
Tempo de serviço: 365 dias. Avaliação de desempenho: Muito Bom (8,6).
Ponta Delgada, {_pt(dt)}. A Presidente do Conselho Executivo, Ana Cristina Raposo
"""


def t_acores_sata(r, dt):
    code = "".join(r.choice("ABCDEFGHKLMNPRSTUVWXYZ") for _ in range(6))
    return f"""SATA Azores Airlines - Booking confirmation {code}
Passenger: MR TIAGO ANDRE MENDES
S4 0121  Lisbon (LIS) -> Ponta Delgada (PDL)  {_dmy(dt + timedelta(days=12))} 10:20 - 11:40
Extra bag (23 kg) + surfboard bag (sports equipment): EUR 55.00
Total: EUR {r.randint(110, 190)}.00 - residente não. Subsídio Social de Mobilidade: não aplicável.
"""


# =========================================================================== Home: Arroios flat (Areas)


def t_recibo_renda(r, dt):
    return f"""RECIBO DE RENDA ELETRÓNICO N.º {r.randint(40, 90)} - Portal das Finanças
Senhorio: Joaquim Fernandes Santos | NIF 118 440 326
Arrendatários: Inês Sofia Carvalho (NIF {NIF_I}) e Tiago André Mendes (NIF {NIF_T})
Locado: {MORADA} - artigo matricial U-2214, fração F, freguesia de Arroios
Contrato n.º {r.randint(100000, 999999)} | Período: {MESES[dt.month - 1]} de {dt.year}
Valor: 1.150,00 € | Retenção na fonte: 0,00 € | Data de recebimento: {_dmy(dt)}
"""


def t_edp(r, dt):
    kwh = r.randint(140, 320)
    return f"""EDP Comercial - Fatura n.º FT {dt.year}/{r.randint(10**7, 10**8 - 1)}
Cliente: Inês Sofia Carvalho | NIF {NIF_I} | Local de consumo: {MORADA}
CPE PT 0002 0000 8841 2203 PN | Potência contratada: 6,9 kVA | Tarifa simples | Eletricidade 100% renovável
Período de faturação: {_dmy(dt - timedelta(days=30))} a {_dmy(dt)}
Energia consumida: {kwh} kWh x 0,1634 €/kWh = {_fmt(kwh * 0.1634)} €
Potência: 30 dias x 0,3682 € = 11,05 €
Taxas: contribuição audiovisual 3,02 €; IEC 0,29 €; taxa DGEG 0,07 €
IVA (6% / 23%): {_eur(r, 5, 12)}
Total a pagar: {_fmt(kwh * 0.1634 + 24.4)} € - débito direto em {_dmy(dt + timedelta(days=12))}
"""


def t_epal(r, dt):
    m3 = r.randint(6, 11)
    return f"""EPAL - Empresa Portuguesa das Águas Livres, S.A.
Fatura/Recibo n.º {r.randint(10**8, 10**9 - 1)} | Conta contrato 30 0{r.randint(100000, 999999)}
Titular: Tiago André Mendes | {MORADA}
Período: {_dmy(dt - timedelta(days=30))} a {_dmy(dt)} | Leitura real
Água: {m3} m3 (escalão 1 e 2) ......... {_fmt(m3 * 1.18)} €
Tarifa de disponibilidade ................ 4,78 €
Saneamento (Câmara Municipal de Lisboa) .. {_fmt(m3 * 0.74 + 3.1)} €
Resíduos urbanos ......................... {_fmt(m3 * 0.98 + 2.4)} €
Taxa de recursos hídricos ................ 0,{r.randint(20, 60)} €
Total com IVA: {_eur(r, 24, 38)}
"""


def t_nos(r, dt):
    return f"""NOS Comunicações - Fatura {dt:%Y%m}-{r.randint(10**6, 10**7 - 1)}
Cliente n.º {r.randint(10**7, 10**8 - 1)} | Tiago André Mendes
Serviço: NOS 3 Fibra 1 Gbps + TV + voz fixa | Instalação: {MORADA}
Mensalidade {MESES[dt.month - 1]} .... 39,99 €
Fidelização até 14/10/2026 (24 meses). Penalização por rescisão antecipada: {_eur(r, 80, 160)}
Total: 39,99 € | Débito direto
Mudança de morada: ligue 16990 ou use a app - a fibra em Almada (Pragal) está disponível.
"""


def t_arrendamento(r, dt):
    return f"""CONTRATO DE ARRENDAMENTO URBANO PARA HABITAÇÃO COM PRAZO CERTO
Senhorio: Joaquim Fernandes Santos, NIF 118 440 326
Arrendatários: Inês Sofia Carvalho e Tiago André Mendes, solidariamente
Locado: fração autónoma T2 sita na {MORADA}
Prazo: 3 anos, com início em 1 de outubro de 2023, renovável por períodos de 1 ano
Renda: 1.100,00 € mensais (atualizada para 1.150,00 € em 2025 nos termos da lei), paga até ao dia 8
Caução: 2.200,00 €. Animais de companhia: autorizado um cão.
Denúncia pelos arrendatários: aviso prévio de 120 dias (contrato com mais de um ano), nos termos do
art. 1098.º, n.º 3 do Código Civil.
Lisboa, {_pt(dt)}
"""


def t_denuncia_arrendamento(r, dt):
    return f"""Inês Sofia Carvalho e Tiago André Mendes
{MORADA}
Exmo. Senhor Joaquim Fernandes Santos
Lisboa, {_pt(dt)}
Assunto: Denúncia do contrato de arrendamento - {MORADA}
Por carta registada com aviso de receção
Vimos, nos termos do artigo 1098.º, n.º 3, alínea a) do Código Civil, comunicar a denúncia do contrato
de arrendamento celebrado em 1 de outubro de 2023, com a antecedência legal de 120 dias, pelo que a
entrega das chaves terá lugar até 30 de setembro de 2026. Agradecemos a devolução da caução de
2.200,00 € após a vistoria do locado.
Com os melhores cumprimentos,
"""


def t_seguro_recheio(r, dt):
    return f"""Fidelidade - Seguro Multirriscos Habitação (Recheio)
Apólice n.º HA{r.randint(10**8, 10**9 - 1)} | Tomador: Inês Sofia Carvalho
Local de risco: {MORADA} (arrendado)
Capital recheio: 25.000,00 € | Responsabilidade civil familiar: 50.000,00 € (inclui animais - cão Pimenta)
Coberturas: incêndio, danos por água, furto, fenómenos sísmicos (opcional: não contratado)
Prémio anual: {_eur(r, 118, 164)} | Vencimento: {_dmy(dt)}
"""


# =========================================================================== Home: the Almada flat (Projects)


def t_fine(r, dt):
    cap = 214400
    return f"""FICHA DE INFORMAÇÃO NORMALIZADA EUROPEIA (FINE) - Crédito à Habitação
Mutuante: Caixa Geral de Depósitos, S.A. | Balcão Almada - Pragal
Proponentes: Inês Sofia Carvalho e Tiago André Mendes | Data: {_dmy(dt)}
Finalidade: aquisição de habitação própria permanente - T2, Rua Capitão Leitão 58, 2.º Dto., Almada
Valor de aquisição: 268.000,00 € | Valor de avaliação: {r.choice(('270.000,00', '272.500,00'))} €
Montante do empréstimo: {_fmt(cap)} € (80% LTV) | Prazo: 480 meses (40 anos)
Tipo de taxa: mista - fixa 3 anos a 2,65%, depois variável Euribor 12M + spread 0,85%
TAEG: {r.choice(('3,4', '3,5', '3,6'))}% | Prestação mensal (período fixo): {_fmt(cap * 0.00372)} €
Seguros exigidos: vida (2 titulares) e multirriscos do imóvel
Comissões: avaliação 255,00 €; processo 290,00 €; Imposto do Selo sobre o crédito: 0,6% (isento - garantia
pública/IMT Jovem a confirmar)
Validade da proposta: 30 dias. Esta ficha não constitui aprovação.
"""


NOTAS_BANCO = ("", "exige domiciliação de 2 ordenados", "garantia pública 15% jovens", "mais rápido")


def t_simulacao(r, dt):
    rows = ["Banco;Spread;Taxa fixa 3 anos;TAEG;Prestação;Seguros/mês;Comissões iniciais;Notas"]
    for b in ("CGD", "Millennium bcp", "Santander", "Novo Banco", "BPI"):
        rows.append(f"{b};{r.uniform(0.75, 1.1):.2f}%;{r.uniform(2.5, 3.1):.2f}%;{r.uniform(3.2, 3.9):.2f}%;"
                    f"{r.uniform(780, 880):.2f};{r.uniform(38, 64):.2f};{r.randint(450, 900)};"
                    f"{r.choice(NOTAS_BANCO)}")
    return "\n".join(rows) + "\n"


def t_cpcv(r, dt):
    return f"""CONTRATO-PROMESSA DE COMPRA E VENDA
Promitentes vendedores: Carlos Manuel Duarte Lopes e Helena Maria Lopes, NIF 171 882 340 e 176 003 291
Promitentes compradores: Inês Sofia Carvalho (NIF {NIF_I}) e Tiago André Mendes (NIF {NIF_T})
Imóvel: fração autónoma designada pela letra "E", correspondente ao 2.º andar direito, tipologia T2, do prédio
urbano sito na Rua Capitão Leitão 58, 2800-133 Almada, inscrito na matriz urbana da União das Freguesias de
Almada, Cova da Piedade, Pragal e Cacilhas sob o artigo 4418, descrito na Conservatória do Registo Predial
de Almada sob o n.º 2211.
Preço: 268.000,00 €. Sinal e princípio de pagamento: 26.800,00 €, pago nesta data por transferência.
Restante (241.200,00 €) na data da escritura, com recurso a crédito bancário.
Escritura: até 30 de junho de 2026, em data a marcar pelos promitentes compradores com 10 dias de aviso.
Incumprimento: art. 442.º do Código Civil (perda do sinal / restituição em dobro).
Almada, {_pt(dt)}. Assinaturas reconhecidas presencialmente.
"""


def t_imt(r, dt):
    return f"""Simulação IMT e Imposto do Selo - habitação própria permanente
(feita no Portal das Finanças em {_dmy(dt)})
Valor: 268.000,00 €
Adquirentes: Inês (33 anos) 50% e Tiago (35 anos) 50% - ambos até 35 anos, primeira habitação
IMT Jovem (art. 9.º, n.º 2 CIMT, Decreto-Lei 48-A/2024): isenção total até 316.772 € -> IMT = 0,00 €
Imposto do Selo verba 1.1 (0,8%): isento para jovens até ao mesmo limite -> 0,00 €
Sem isenção seria: IMT 9.870,43 € + IS 2.144,00 €
ATENÇÃO: o Tiago faz 36 em novembro - escritura TEM de ser antes. Declaração Modelo 1 do IMT com isenção
submetida antes da escritura; guardar comprovativo para o notário.
Requisitos: não ter tido casa própria; domicílio fiscal na casa em 6 meses; não ser dependente no IRS.
"""


def t_avaliacao_bancaria(r, dt):
    return f"""RELATÓRIO DE AVALIAÇÃO IMOBILIÁRIA - Processo CGD {r.randint(10**7, 10**8 - 1)}
Perito avaliador: Eng.º Rui Salgueiro (CMVM n.º PAI/2011/0{r.randint(100, 999)})
Imóvel: T2, 2.º Dto., Rua Capitão Leitão 58, Almada | Área bruta privativa 74,3 m2 | Ano de construção 1968
Estado de conservação: razoável; cozinha remodelada em 2017; caixilharia antiga (alumínio, vidro simples)
Certificado energético: classe D
Método comparativo: 6 amostras na zona (3.420 a 3.880 €/m2)
Valor de mercado: {r.choice(('270.000', '272.500'))},00 € | Valor de venda imediata: 251.000,00 €
Data da vistoria: {_dmy(dt - timedelta(days=4))} | Data do relatório: {_dmy(dt)}
"""


def t_escritura_mail(r, dt):
    return f"""From: Gestor Habitação CGD Pragal <habitacao.almada.pragal@cgd.pt>
To: Inês Carvalho <ines.carvalho@posteo.pt>, Tiago Mendes <tiago.mendes@gmail.com>
Date: {dt.strftime('%a, %d %b %Y')} 10:{r.randint(10, 59)}:15 +0100
Subject: Escritura - Rua Capitão Leitão 58, 2.º Dto. - 18 de junho, 10h00

Caros Inês e Tiago,
Confirmo a marcação da escritura de compra e venda e mútuo com hipoteca (Documento Particular
Autenticado) para dia 18 de junho de 2026, às 10h00, na agência CGD Almada-Pragal.
Documentos a trazer: cartões de cidadão; comprovativo de isenção de IMT e IS (DUC com valor 0,00 €);
apólices dos seguros de vida e multirriscos (com a CGD como credora hipotecária); comprovativo do IBAN
para débito das prestações. Os vendedores trazem a caderneta predial, certidão permanente, licença de
utilização, ficha técnica (dispensada, prédio de 1968) e o certificado energético.
O cheque bancário para os vendedores (241.200,00 €) será emitido no próprio dia.
Custos a pagar na escritura: registo predial 250,00 € + 250,00 € (hipoteca); DPA 150,00 €.
Cumprimentos,
Patrícia Gaspar - Gestora de Cliente
"""


def t_visita_notas(r, dt):
    addr = r.choice(("Rua Capitão Leitão 58, 2.º Dto.", "Av. D. Nuno Álvares Pereira 12, 5.º",
                     "Rua da Liberdade 7, r/c", "Rua Bernardo Francisco da Costa 31, 3.º Esq."))
    preco = r.choice(("268.000", "275.000", "249.000", "289.000"))
    return f"""Visita - {addr}, Almada - {_dmy(dt)}
Preço pedido: {preco} € | T2 | {r.randint(62, 82)} m2 | {r.choice(('com', 'sem'))} elevador
+ luz, vista para o rio ao fundo, 8 min a pé do metro sul do Tejo
+ perto da escola para a Pimenta passear (Parque da Paz)
- janelas de alumínio antigas, humidade no quarto pequeno
- condomínio {r.randint(25, 60)} €/mês, obras na fachada previstas?
Tiago: 20 min para a Fonte da Telha!! Inês: barco para Cais do Sodré, ok para reuniões em Lisboa
Nota: {r.randint(6, 9)}/10
"""


def t_certidao_permanente(r, dt):
    return f"""CERTIDÃO PERMANENTE - Registo Predial
Código de acesso: {r.randint(1000, 9999)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}
Conservatória do Registo Predial de Almada - Descrição n.º 2211/19680412-E
Prédio urbano: Rua Capitão Leitão 58, Almada - Fração E - 2.º Direito - Habitação T2
Inscrições: AP. 17 de 1999/05/03 - Aquisição a favor de Carlos Manuel Duarte Lopes, casado com Helena Maria
Lopes (comunhão de adquiridos), por compra. Hipoteca voluntária AP. 18 de 1999 - cancelada em 2019.
Ónus ou encargos pendentes: nenhum.
Subscrita em {_dmy(dt)}, válida por 6 meses.
"""


def t_mudanca(r, dt):
    return f"""MUDANÇA ARROIOS -> ALMADA (fim de junho / julho)
- pedir orçamentos mudanças: Mudanças Lusitânia ({_eur(r, 380, 520)}), Camões Transportes - falta resposta
- contratar luz + gás + água na casa nova ANTES da escritura? (SMAS Almada - pedir com a escritura)
- NOS: transferência da fibra para Almada (fidelização até out.)
- mudar morada: CC (Finanças + SS automático), Médis, veterinário, Finlo (faturas!), escola do Tiago
- carta de denúncia ao senhorio - enviar até 1 de junho (120 dias)!!
- obras: pintar tudo, trocar janelas do quarto pequeno (orçamento Caixilharia Sul)
- IKEA Alfragide: cama, roupeiro
"""


# =========================================================================== Health (Areas / Resources)


def t_receita(r, dt):
    med = r.choice(("Ibuprofeno 400 mg, 20 comprimidos", "Amoxicilina + Ácido clavulânico 875/125 mg, 16 comp.",
                    "Cetirizina 10 mg, 20 comprimidos", "Pantoprazol 20 mg, 28 comprimidos"))
    return f"""SNS - Receita Médica Eletrónica (guia de tratamento para o utente)
Utente: {r.choice((INES, TIAGO))} | N.º utente {r.randint(10**8, 10**9 - 1)}
Unidade de saúde: USF Almirante (ACES Lisboa Central)
Médica: Dr.ª Filipa Rebelo | Data: {_dmy(dt)}
Medicamento: {med}
Posologia: 1 comprimido de 8 em 8 horas durante {r.randint(5, 8)} dias
Código de acesso e dispensa: {r.randint(100000, 999999)} | Código de opção: {r.randint(1000, 9999)}
Validade: 60 dias
"""


ATOS = ("consulta de dermatologia", "sessões de fisioterapia (10)", "ecografia ao ombro",
        "óculos - lentes progressivas")
PRESTADORES = ("Clínica CUF Descobertas", "Fisiogaspar - Almada", "Hospital da Luz Lisboa", "Óptica Sá da Bandeira")


def t_medis(r, dt):
    return f"""Médis - Pedido de comparticipação n.º {r.randint(10**7, 10**8 - 1)}
Pessoa segura: {r.choice((INES, TIAGO))} | Apólice {r.randint(10**6, 10**7 - 1)} (Médis Opção 3, através da Fidelidade)
Ato: {r.choice(ATOS)}
Prestador: {r.choice(PRESTADORES)}
Valor da despesa: {_eur(r, 60, 420)} | Comparticipação: {_eur(r, 30, 250)}
Data do pagamento: {_dmy(dt)} por transferência.
"""


def t_analises(r, dt):
    return f"""Laboratório Germano de Sousa - Boletim de análises clínicas
Utente: Inês Sofia Carvalho | Data de colheita: {_dmy(dt)} | Requisição SNS n.º {r.randint(10**9, 10**10 - 1)}
Hemoglobina ............ {r.uniform(12.1, 14.6):.1f} g/dL   (12,0-15,5)
Ferritina .............. {r.randint(9, 60)} ng/mL      (15-150)
Vitamina D (25-OH) ..... {r.randint(14, 42)} ng/mL      (>30)
Glicose ................ {r.randint(74, 96)} mg/dL      (70-100)
Colesterol total ....... {r.randint(160, 215)} mg/dL     (<190)
TSH .................... {r.uniform(0.9, 3.2):.2f} mUI/L    (0,4-4,0)
Validado por: Dr. Paulo Teixeira, Especialista em Patologia Clínica
"""


def t_fisio(r, dt):
    return f"""Fisiogaspar - Plano de exercícios (Tiago Mendes) - {_dmy(dt)}
Diagnóstico: tendinopatia da coifa dos rotadores, ombro direito (remada no surf)
Fase 2 (4 semanas):
1. Rotação externa com elástico vermelho - 3x15, 1x/dia
2. "Sleeper stretch" - 3x30 s
3. Y-T-W deitado de barriga para baixo - 3x10
4. Prancha com toque no ombro - 3x20
Surf: só sessões curtas (<1h) e sem ondas grandes até à reavaliação em {_dmy(dt + timedelta(days=28))}.
"""


def t_dentista(r, dt):
    return f"""Clínica Dentária Sorriso Saldanha - Fatura-recibo FR {dt.year}/{r.randint(100, 999)}
Paciente: {r.choice((INES, TIAGO))} | NIF {r.choice((NIF_I, NIF_T))}
Higiene oral (destartarização + polimento) .... 55,00 €
Restauração a compósito, dente 26 .............. {_eur(r, 60, 95)}
IVA isento (art. 9.º CIVA). Despesa de saúde para efeitos de IRS (e-fatura: setor saúde).
Data: {_dmy(dt)}
"""


# =========================================================================== Dog (Areas / Resources)


def t_vet(r, dt):
    ato = r.choice(("Consulta + vacina polivalente (DHPPi+L4)", "Vacina antirrábica + desparasitação",
                    "Consulta: otite externa ouvido esquerdo; Surolan", "Destartarização sob anestesia",
                    "Consulta de rotina + análises pré-anestésicas"))
    return f"""Clínica Veterinária de Arroios - Rua Angelina Vidal 12, Lisboa
Fatura-recibo n.º FR {dt.year}A/{r.randint(1000, 9999)} | Data {_dmy(dt)}
Cliente: Tiago André Mendes | NIF {NIF_T}
Animal: Pimenta | canídeo, cruzado de podengo, fêmea esterilizada, {r.randint(4, 6)} anos
Microchip: 941000{r.randint(10**8, 10**9 - 1)}
{ato} ....... {_eur(r, 38, 210)}
Peso: {r.uniform(13.2, 15.1):.1f} kg | Próxima vacina: {_dmy(dt + timedelta(days=365))}
"""


def t_licenca(r, dt):
    return f"""Junta de Freguesia de Arroios - Licença de detenção de canídeo n.º {r.randint(100, 999)}/{dt.year}
Titular: Tiago André Mendes | Morada: {MORADA}
Animal: Pimenta | Raça: indeterminada (cruzado de podengo) | Sexo: F | SIAC: registado
Vacina antirrábica válida até: {_dmy(dt + timedelta(days=365))} | Taxa: 7,50 €
Emitida em {_dmy(dt)}. A licença é anual e deve ser renovada até 30 dias após o termo.
Nota: com a mudança para Almada, atualizar a morada no SIAC (siac.vet).
"""


def t_pet_insurance(r, dt):
    return f"""Fidelidade Pets - Condições particulares
Apólice n.º PT{r.randint(10**7, 10**8 - 1)} | Tomador: Tiago André Mendes | Animal seguro: Pimenta (cão, 14 kg)
Plano: Pets Saúde Base + Responsabilidade Civil | Capital despesas veterinárias: 1.500 €/ano | Franquia: 50 €
Prémio anual: {_eur(r, 110, 160)} | Início: {_dmy(dt)} | Renovação automática
"""


def t_dog_guide(r, dt):
    return """Podengos - notas de treino (apanhadas do grupo Podengos de Portugal e do livro da Patricia McConnell)
- são cães de caça por visão e olfato: chamada SEMPRE com reforço alto valor (frango) em sítios abertos
- trela longa de 10 m na praia (Fonte da Telha) até a chamada estar a 90%
- "deixa" e "fica" antes da comida; jogos de farejar com tapete de snuffle quando chove
- medo de trovoada e foguetes: Santo António! -> fechar janelas, ruído branco, Adaptil 2 semanas antes
- escovar os dentes 3x por semana (pasta enzimática); cortar unhas de 3 em 3 semanas
"""


# =========================================================================== Sport (Areas / Resources)


def t_surf_school(r, dt):
    return f"""Fonte da Telha Surf School - Fatura-recibo FR {r.randint(100, 999)}/{dt.year}
Cliente: Tiago André Mendes | NIF {NIF_T}
Sócio "Free Surfer" - mensalidade {MESES[dt.month - 1]} {dt.year}: cacifo para prancha + duche + 2 sessões de treino
de grupo por semana (sáb. e dom. 8h00) ... {_eur(r, 35, 45)}
Seguro desportivo anual (Federação Portuguesa de Surf) incluído.
"""


def t_running_club(r, dt):
    return f"""Corredores do Jardim Constantino - quotas {dt.year}
Sócia n.º {r.randint(40, 180)}: Inês Carvalho
Quota anual: 30,00 € (inclui t-shirt técnica e seguro de acidentes pessoais)
Pagamento por MB Way para 91x xxx 402 (tesoureira Catarina Sousa) em {_dmy(dt)}
Treinos: 3.ª e 5.ª 19h15 (Jardim Constantino -> Alameda -> Fonte Luminosa), sábado 8h00 longo em Monsanto
Próximas provas do clube: Corrida do Tejo (out.), São Silvestre de Lisboa (dez.)
"""


def t_run_plan(r, dt):
    rows = ["semana;3.ª (clube);5.ª (clube);sábado longo;km total;notas"]
    for w in range(1, 9):
        rows.append(f"{w};{r.choice(('6x800m', '5x1km', 'fartlek 40min', '8x400m'))};"
                    f"{r.choice(('tempo 25min', 'rodagem 8km', 'subidas 10x'))};{r.randint(10, 18)} km;"
                    f"{r.randint(24, 38)};{r.choice(('', '', 'cansada', 'dor no gémeo', 'top!'))}")
    return "\n".join(rows) + "\n"


def t_surf_guide(r, dt):
    return """Costa da Caparica / Fonte da Telha - guia de spots (notas do Tiago)
- CDS / Praia do Norte: bancos de areia, melhor com maré a encher, swell de W/NW 1-1,5 m, vento E (levante)
- Fonte da Telha: mais vazia; com nortada forte ao fim da tarde é só espuma - ir cedo
- Bicas / Meco: aguenta mais tamanho; cuidado com correntes junto às rochas
- Carcavelos: quando a Caparica está flat e há swell de SW
- Sites: beachcam.meo.pt, windguru (Caparica), magicseaweed RIP -> surf-forecast.com
- Fato: 4/3 de novembro a maio, 3/2 no verão; botas só em janeiro/fevereiro
"""


def t_run_article(r, dt):
    return """Polarised training for recreational runners - why 80/20 works
Most amateur runners train too hard on easy days and too easy on hard days. Polarised training keeps about
80% of weekly time at low intensity (you can hold a conversation) and 20% at or above threshold. Studies by
Stephen Seiler on endurance athletes show better gains than threshold-heavy plans. For a 10 km runner doing
four sessions a week: three easy runs, one interval session (e.g. 5 x 1 km at 5 km pace, 2 min jog).
"""


# =========================================================================== Studies (Archive)


def t_thesis_abstract(r, dt):
    return f"""Universidade de Lisboa - Faculdade de Ciências
Mestrado em Ciência Cognitiva
"Talking to machines in later life: trust, errors and repair in older adults' use of voice assistants"
Inês Sofia Carvalho - Dissertação orientada pela Prof.ª Doutora Sara Valente (DI/FCUL) e coorientada pelo
Prof. Doutor Hugo Nicolau (IST)

Abstract
Voice assistants are promoted as an accessible interface for older adults, yet little is known about how they
recover from misrecognitions. We conducted a four-week field study with 14 participants aged 67-86 in
Lisbon day centres, combining usage logs, diaries and two interviews per participant. Participants repaired
errors mainly by repetition and hyperarticulation; trust dropped sharply after errors in health-related
requests. We propose five design guidelines for error repair in conversational agents for older adults.
Keywords: voice user interfaces; older adults; trust; error repair; field study
Lisboa, {dt.year}
"""


CAP_TEMAS = ("o estudo de campo de quatro semanas com 14 participantes",
             "a literatura sobre assistentes de voz e envelhecimento",
             "a análise temática dos diários e entrevistas", "as estratégias de reparação de erros observadas")


def t_thesis_chapter(n):
    titles = {1: "Introdução", 2: "Trabalho relacionado", 3: "Metodologia", 4: "Resultados", 5: "Discussão"}

    def f(r, dt):
        return f"""Capítulo {n} - {titles[n]}
{n}.1 Neste capítulo descreve-se {r.choice(CAP_TEMAS)}.
Os participantes (idades 67-86) foram recrutados em dois centros de dia da Junta de Freguesia de Benfica.
Cada participante recebeu um altifalante inteligente configurado em português europeu; os registos de
utilização foram recolhidos com consentimento (parecer da Comissão de Ética da FCUL n.º 2018/{r.randint(10, 60)}).
[ver tabela {n}.{r.randint(1, 4)}] - rever com a Sara! (versão de {_dmy(dt)})
"""
    return f


def t_defesa(r, dt):
    return f"""From: Secretaria de Pós-Graduação FCUL <posgrad@fc.ul.pt>
To: Inês Carvalho <fc48812@alunos.fc.ul.pt>
Date: {dt.strftime('%a, %d %b %Y')} 14:{r.randint(10, 59)}:52 +0000
Subject: Provas de Mestrado em Ciência Cognitiva - marcação

Cara Inês Carvalho,
Informamos que as provas públicas de defesa da sua dissertação "Talking to machines in later life" se realizam
a 21 de novembro de 2019, às 14h30, na sala 6.3.27 do edifício C6.
Júri: Prof. Doutor Luís Correia (presidente), Prof.ª Doutora Sara Valente (orientadora),
Prof.ª Doutora Ana Paula Cláudio (arguente).
Deve entregar 3 exemplares impressos e a versão final em PDF no repositório até 5 dias antes.
"""


def t_diploma(r, dt):
    return f"""CERTIDÃO DE CONCLUSÃO DE GRAU
A Universidade de Lisboa certifica que Inês Sofia Carvalho, portadora do CC n.º 13845522, concluiu em 21 de
novembro de 2019 o Mestrado em Ciência Cognitiva, ministrado pela Faculdade de Ciências, com a classificação
final de 18 (dezoito) valores, tendo a dissertação sido aprovada com 19 valores.
Lisboa, {_pt(dt)}. Certidão n.º {r.randint(1000, 9999)}/{dt.year}
"""


def t_propinas(r, dt):
    return f"""Faculdade de Ciências da Universidade de Lisboa - Recibo de propina
Estudante n.º 48812 - Inês Sofia Carvalho - Mestrado em Ciência Cognitiva - 2.º ano
Prestação {r.randint(1, 10)}/10 do ano letivo 2018/2019: 106,80 €
Pago por referência Multibanco em {_dmy(dt)}.
"""


# =========================================================================== Travel: Brazil 2024 (Archive)


def t_brasil_roteiro(r, dt):
    return """Brasil - agosto 2024 (3 semanas)
3-8 ago: Rio de Janeiro - Airbnb em Santa Teresa. Pão de Açúcar ao pôr do sol, Pedra do Telégrafo, Maracanã
  (Flamengo x Bahia!), Feira de São Cristóvão, surf no Arpoador (Tiago)
8-11 ago: Paraty - pousada no centro histórico, passeio de escuna, Trindade (piscina natural do Caixa d'Aço)
11-12 ago: voo Rio (SDU) -> Salvador (SSA)
12-16 ago: Salvador - Pelourinho, Rio Vermelho, acarajé da Dinha, Morro de São Paulo (2 dias)
16-21 ago: Chapada Diamantina - Lençóis, Vale do Pati (trekking 3 dias com guia Zé Carlos), Poço Azul
21-22 ago: Salvador -> Lisboa (TAP 160)
Orçamento: ~3.800 € os dois (voos 1.640 €)
"""


def t_brasil_voo(r, dt):
    return f"""TAP Air Portugal - Itinerary receipt
Booking reference: {''.join(r.choice('ABCDEFGHKLMNPRSTUVWXYZ') for _ in range(6))}
Passengers: CARVALHO/INES SOFIA MS, MENDES/TIAGO ANDRE MR
TP 75   Lisbon (LIS) 03 AUG 2024 10:30 -> Rio de Janeiro (GIG) 16:45
TP 160  Salvador (SSA) 21 AUG 2024 23:35 -> Lisbon (LIS) 22 AUG 2024 12:05
Fare: Economy Classic | Total: EUR 1,642.38 | Issued {_d(dt)}
"""


def t_brasil_pousada(r, dt):
    return f"""Pousada do Sandi - Paraty RJ | Confirmação de reserva n.º {r.randint(100000, 999999)}
Hóspedes: Inês Carvalho + 1 | Check-in: 08/08/2024 | Check-out: 11/08/2024 (3 noites)
Quarto Superior Casal, café da manhã incluso | Valor total: R$ {r.randint(2100, 2900)},00
Política de cancelamento: gratuito até 7 dias antes. Reservado em {_dmy(dt)}.
"""


GASTOS = ("jantar", "Uber", "guia Vale do Pati", "açaí", "escuna", "museu", "feira", "farmácia")


def t_brasil_gastos(r, dt):
    rows = ["data;cidade;o quê;R$;EUR;quem pagou"]
    for _ in range(r.randint(14, 20)):
        v = r.uniform(25, 480)
        rows.append(f"2024-08-{r.randint(3, 21):02d};{r.choice(('Rio', 'Paraty', 'Salvador', 'Lençóis'))};"
                    f"{r.choice(GASTOS)};"
                    f"{v:.2f};{v / 5.9:.2f};{r.choice(('Inês', 'Tiago'))}")
    return "\n".join(rows) + "\n"


# =========================================================================== Cooking / Books / misc (Resources)


RECEITAS = {
    "Arroz de pato da avó Lurdes":
        "1 pato (ou 4 pernas), 1 chouriço de carne, 1 cebola, 300 g arroz carolino. Cozer o pato com a cebola, "
        "cenoura e louro 1h30. Desfiar. Cozer o arroz no caldo. Camadas de arroz, pato e rodelas de chouriço; "
        "forno a 200 °C 20 min até tostar.",
    "Caril de grão e espinafres (vegan)":
        "2 latas de grão, 200 g espinafres, 1 lata leite de coco, pasta de caril vermelho, gengibre, alho, "
        "coentros. Refogar, juntar tudo, 15 minutos. Servir com arroz basmati e lima.",
    "Bolo de bolacha da Fátima":
        "2 pacotes bolacha Maria, 250 g manteiga, 200 g açúcar, 2 gemas, café forte. Bater a manteiga com o "
        "açúcar e as gemas, molhar as bolachas no café, camadas. Frigorífico de um dia para o outro.",
    "Feijoada brasileira (a do Vale do Pati)":
        "500 g feijão preto, carne seca, linguiça, costela de porco, bacon, louro. Demolhar o feijão 12h. "
        "Dessalgar a carne seca. Cozer tudo 2h. Servir com couve mineira, farofa e laranja.",
    "Pão de ló de Ovar (tentativa 3)":
        "8 gemas + 2 ovos inteiros, 150 g açúcar, 60 g farinha. Bater 15 min! Forno 200 °C, forma forrada a "
        "papel, 12 min - deve ficar húmido no meio.",
    "Bacalhau à Brás":
        "400 g bacalhau desfiado, 400 g batata palha, 2 cebolas, 6 ovos, azeitonas pretas, salsa. Alourar a "
        "cebola no azeite, juntar o bacalhau, a batata, os ovos batidos fora do lume.",
}


def t_receita_txt(title):
    def f(r, dt):
        return f"{title}\n\n{RECEITAS[title]}\n\nDoses: {r.randint(2, 6)} pessoas.\n"
    return f


def t_todo_geral(r, dt):
    return f"""coisas a tratar - recibos verdes ({_dmy(dt)})
- IVA 1.º trimestre: submeter a declaração periódica até 20 de maio + declaração recapitulativa (Finlo, DE)
- Segurança Social: declaração trimestral até 30 de abril; pagar contribuição até dia 20
- fatura de maio: enviar PDF para invoices@finlo.de + emitir fatura-recibo no Portal das Finanças
- confirmar que a Finlo pagou a de abril ({_fmt(4400)} €) - ver extrato Millennium
- pagamento por conta IRS: julho
- pedir à Sandra (contabilista) o valor do 2.º pagamento por conta
"""


def t_quintas_comparacao(r, dt):
    return f"""Quintas - visitas ({_dmy(dt)})
| | Quinta das Fontaínhas (Azeitão) | Quinta do Casal Novo (Sintra) | Herdade do Pinheiro (Palmela) |
|---|---|---|---|
| Espaço | 4.800 € | 6.500 € | 3.900 € |
| €/pessoa | 82 € | 95 € | 78 € (catering obrigatório deles) |
| Cerimónia no local | sim, olival | sim, capela (não queremos) | sim |
| Data 19/09/2026 | livre | só 26/09 | livre |
| Alojamento | 8 quartos | não | 12 quartos |
| Distância Lisboa | 35 min | 30 min | 40 min |
Decisão: Fontaínhas. Tiago adorou a adega, Inês o olival. Pedir contrato até ao fim do mês.
"""


def t_emolumentos(r, dt):
    return f"""Instituto dos Registos e do Notariado - Conservatória do Registo Civil de Lisboa
Recibo n.º {r.randint(20000, 89999)}/{dt.year}  Data: {_dmy(dt)}
Requerentes: Inês Sofia Carvalho / Tiago André Mendes
Processo preliminar de casamento ........................... 120,00 €
Celebração de casamento fora da conservatória (sábado) ...... 200,00 € (a pagar até 30 dias antes)
Total pago nesta data: 120,00 € - Multibanco
"""


def t_exam_calendar(r, dt):
    return """Calendário exames nacionais 2026 - 1.ª fase (o que me interessa)
16/06 3.ª  639 Português 12.º - vigilância
19/06 6.ª  715 Física e Química A - secretariado/coadjuvante (lab) -> os meus alunos do 11.º B!
23/06 3.ª  635 Matemática A - vigilância
25/06 5.ª  702 Biologia e Geologia - suplente
Afixação das pautas: 14/07 | reapreciação: até 16/07
ATENÇÃO: escritura do apartamento 18/06 às 10h (quinta) - não há exame nesse dia, ok.
"""


def t_aprend_essenciais(r, dt):
    return """Aprendizagens Essenciais - Ensino Secundário - Física e Química A - 11.º ano
Domínio: Mecânica - Tempo, posição e velocidade; Interações e seus efeitos; Forças e movimentos.
Domínio: Ondas e eletromagnetismo - Sinais e ondas; Eletromagnetismo; Ondas eletromagnéticas.
Domínio: Equilíbrio químico; Reações ácido-base; Reações de oxidação-redução; Soluções e equilíbrio de solubilidade.
Atividades laboratoriais obrigatórias: AL 1.1 Queda livre; AL 1.2 Forças nos movimentos retilíneos;
AL 1.3 Movimento circular uniforme; AL 2.1 Características do som; AL 2.2 Velocidade de propagação do som.
Direção-Geral da Educação, 2018.
"""


def t_exame_715(r, dt):
    return """Exame Final Nacional de Física e Química A - Prova 715 - 11.º Ano de Escolaridade - 2025, 1.ª Fase
Decreto-Lei n.º 55/2018, de 6 de julho. Duração da Prova: 120 minutos. Tolerância: 30 minutos.
Utilize apenas caneta ou esferográfica de tinta azul ou preta. É permitida a utilização de régua, esquadro,
transferidor e calculadora gráfica. A prova inclui uma tabela de constantes, um formulário e uma tabela periódica.
1. Um carrinho desliza numa calha inclinada... 1.1 Determine a aceleração do carrinho.
2. Considere a reação de síntese do amoníaco N2(g) + 3 H2(g) <=> 2 NH3(g)...
Instituto de Avaliação Educativa, I.P. (IAVE)
"""


def t_phet(r, dt):
    return """Simulações PhET úteis (FQ A)
- Movimento de projéteis: https://phet.colorado.edu/pt/simulations/projectile-motion
- Ondas numa corda: https://phet.colorado.edu/pt/simulations/wave-on-a-string
- Lei de Faraday: https://phet.colorado.edu/pt/simulations/faradays-law
- Construir um átomo: https://phet.colorado.edu/pt/simulations/build-an-atom
- Geometria molecular: https://phet.colorado.edu/pt/simulations/molecule-shapes
Também: Casa das Ciências (casadasciencias.org) - recursos validados; "Física na Escola" (SPF).
"""


def t_manual(product, body):
    def f(r, dt):
        return f"{product}\nManual de instruções / Instruction manual\n\n{body}\n"
    return f


MANUAIS = [
    ("Bosch Série 4 WAN28282ES - Máquina de lavar roupa", "Instalação: retirar os 4 parafusos de transporte antes da "
     "primeira utilização. Programas: Algodão 40-60 °C, Sintéticos, Mix, Lã/Lavagem à mão, Rápido 15'. "
     "Limpar o filtro da bomba de esgoto de 2 em 2 meses. Código de erro E18: bomba de esgoto obstruída."),
    ("Vulcan WTD 11-4 KME - Esquentador estanque", "O aparelho deve ser instalado por técnico credenciado. Caudal "
     "11 l/min. Se a chama se apagar, verificar a pressão da água e a alimentação elétrica. Manutenção anual "
     "obrigatória. Código de avaria A7: sensor de temperatura da água quente com defeito."),
    ("Philips Série 2200 EP2220 - Máquina de café automática", "Descalcificar quando o indicador acender (cerca de "
     "3 em 3 meses) com descalcificador Philips CA6700. Limpar o grupo de café semanalmente debaixo de água corrente."),
]


def t_sns_guia(r, dt):
    return """SNS 24 - o que fazer antes de ir à urgência
Ligue 808 24 24 24 antes de se dirigir a um serviço de urgência, exceto em situações de emergência (112).
O SNS 24 faz a triagem, aconselhamento e encaminhamento para o serviço mais adequado (centro de saúde,
consulta do dia, urgência hospitalar). Utentes encaminhados pelo SNS 24 não pagam taxa moderadora.
Na app SNS 24: receitas, vacinas, boletim de vacinas, marcação de consultas no centro de saúde.
"""


def t_cv(year):
    def f(r, dt):
        jobs = ("Finlo GmbH (Berlin, remote) - UX Researcher (contractor), 2023-present\n" if year >= 2024 else "")
        return f"""Inês Carvalho - UX Researcher
Lisbon, Portugal | ines.carvalho@posteo.pt | linkedin.com/in/inescarvalho-ux
Experience
{jobs}Studio Ampersand (Lisbon) - UX Designer / Senior UX Designer, 2018-2023
  Research and design for insurance, banking and NGO clients (Tranquilidade, Mercado Solidário, Banco CTT)
Education
MSc Cognitive Science, Faculdade de Ciências, Universidade de Lisboa, 2019 (18/20)
BA Psychology, ISPA, 2016
Skills: interviews, usability testing, diary studies, survey design, thematic analysis, Figma, Dovetail
Languages: Portuguese (native), English (C2), German (B1), Spanish (B2)
Updated {_d(dt)}
"""
    return f


def t_motivacao(r, dt):
    return f"""Dear Jana,
I'm applying for the freelance UX Researcher role at Finlo. For four and a half years at Studio Ampersand I
have researched and designed financial products for Portuguese insurers and banks, most recently a claims
flow for Tranquilidade that raised completion from 41% to 73%. What draws me to Finlo is the chance to work on
money as something people share and argue about, not just something they track.
I'm based in Lisbon and available from March 2023, 32 hours per week.
Best regards, Inês Carvalho ({_d(dt)})
"""


def t_ampersand_proposta(client):
    def f(r, dt):
        return f"""Studio Ampersand - Proposta de serviços
Cliente: {client} | Data: {_pt(dt)} | Ref. SA-{dt.year}-{r.randint(10, 99)}
Âmbito: investigação com utilizadores (8 entrevistas), redesenho da experiência de
{r.choice(('onboarding', 'pagamentos', 'participação de sinistros'))},
protótipo de alta fidelidade e 2 rondas de testes de usabilidade.
Equipa: 1 UX researcher (Inês Carvalho), 2 product designers, 1 project manager.
Prazo: {r.randint(8, 14)} semanas | Investimento: {_eur(r, 28000, 64000)} + IVA
"""
    return f


def t_irs_2021(r, dt):
    return f"""IRS 2021 - Comprovativo de entrega da declaração Modelo 3
Sujeito passivo: Inês Sofia Carvalho | NIF {NIF_I} | Anexo A (trabalho dependente - Studio Ampersand, Lda.)
Rendimento bruto: {_fmt(14 * 1620)} € | Retenções: {_eur(r, 3200, 3900)}
Data de receção: {_dmy(dt)} | Reembolso previsto: {_eur(r, 180, 640)}
"""


def t_old_prep(r, dt):
    return f"""entrevista Finlo - preparar ({_dmy(dt)})
- call com Jana Köhler (Head of Design) + Felix (PM) - 45 min, Google Meet
- contar: Tranquilidade (41% -> 73%), Mercado Solidário (testes com doadores)
- perguntar: research ops? quem decide o roadmap? recibos verdes ok para eles? valor/hora
- pedir 4.200 €/mês para 32h (falar com a Sandra sobre IVA autoliquidação)
"""


def t_old_notes(r, dt):
    return f"""notas ({_dmy(dt)})
- passar fotos do telemóvel para o disco
- backup da tese (versão final na pen + Google Drive)
- devolver portátil?? não, é meu - formatar antes de vender no OLX
- exportar passwords do Chrome
"""


# =========================================================================== build


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

    def pxl(folder: str, bucket: str, topic: str, age: float) -> None:
        dt = NOW - timedelta(days=age)
        hms = f"{r.randint(7, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        name = f"PXL_{dt:%Y%m%d}_{hms}{r.randint(100, 999)}.jpg"
        photo(f"{folder}/{name}", bucket, topic, age)

    iphone = [4117]

    def heic(folder: str, bucket: str, topic: str, age: float) -> None:
        iphone[0] += r.randint(1, 40)
        photo(f"{folder}/IMG_{iphone[0]}.HEIC", bucket, topic, age)

    def shot(folder: str, bucket: str, topic: str, age: float) -> None:
        dt = NOW - timedelta(days=age)
        add(f"{folder}/Captura de ecrã de {dt:%Y-%m-%d} {r.randint(8, 23):02d}-{r.randint(0, 59):02d}-"
            f"{r.randint(0, 59):02d}.png", bucket, topic, age, "")

    DOC = "Documentos"
    INE = "Documentos/Inês"
    TIA = "Documentos/Tiago"
    DL = "Transferências"
    DESK = "Ambiente de trabalho"
    SCAN = "Documentos/Digitalizações"
    IMG = "Imagens"
    OLD = "Cópia portátil Asus Inês 2023"

    # ------------------------------------------------------------ the wedding (Projects Wedding)
    W = f"{DOC}/Casamento 2026"
    add(f"{W}/Quinta/visitas quintas - comparação.md", P, "Wedding", 268, t_quintas_comparacao)
    add(f"{W}/Quinta/Proposta Quinta das Fontaínhas.pdf", P, "Wedding", 255, t_quinta_proposta)
    add(f"{W}/Quinta/Contrato Quinta das Fontaínhas - assinado.pdf", P, "Wedding", 236, t_quinta_contrato)
    add(f"{W}/Catering/prova de menu - notas.md", P, "Wedding", 58, t_menu_prova)
    add(f"{W}/Convidados/convidados.csv", P, "Wedding", 6, t_guests_csv)
    add(f"{W}/Convidados/mesas v5.md", P, "Wedding", 9, t_seating)
    add(f"{W}/Conservatória/RE Processo de casamento - marcação.eml", P, "Wedding", 97, t_conservatoria)
    add(f"{W}/Conservatória/recibo emolumentos.pdf", P, "Wedding", 81, t_emolumentos)
    add(f"{W}/Fornecedores/Rita Lobo Fotografia - reserva confirmada.eml", P, "Wedding", 150, t_photographer_mail)
    add(f"{W}/Fornecedores/Orçamento DJ Nuno Sampaio.pdf", P, "Wedding", 118, t_dj_orcamento)
    add(f"{W}/orçamento casamento.xlsx", P, "Wedding", 4, t_wedding_budget)
    dot(f"{W}/.~lock.orçamento casamento.xlsx#",
        b"Ines Carvalho,ines,fedora,01.06.2026 09:12,file:///home/casa/.config/libreoffice/4;", 0)
    add(f"{W}/o que falta.txt", P, "Wedding", 2, t_wedding_todo)
    add(f"{W}/Convites/convite - texto final.docx", P, "Wedding", 21, t_convite)
    add(f"{W}/Convites/convite frente.png", P, "Wedding", 19, "")
    add(f"{W}/Convites/convite verso.png", P, "Wedding", 19, "")
    add(f"{DL}/convidados.csv", P, "Wedding", 44, t_guests_csv)
    for age in (262, 262, 261, 261, 262):
        pxl(f"{IMG}/Casamento/visita quinta", P, "Wedding", age)
    for age in (58, 58):
        pxl(f"{IMG}/Casamento/prova de menu", P, "Wedding", age)
    # hard ones
    add(f"{DL}/documento (1).pdf", P, "Wedding", 33, t_florista, hard=True)
    add(f"{DL}/Untitled document.docx", P, "Wedding", 24, t_convite, hard=True)
    add(f"{DL}/Documento sem título.docx", P, "Wedding", 12, t_seating, hard=True)
    add(f"{DESK}/sem título 2.txt", P, "Wedding", 16, t_wedding_todo, hard=True)
    add(f"{SCAN}/Documento digitalizado 2.pdf", P, "Wedding", 80, t_declaracao_casamento, hard=True)
    add(f"{SCAN}/scan_0015.pdf", P, "Wedding", 235, t_quinta_contrato, hard=True)

    # ------------------------------------------------------------ honeymoon in Japan (Projects Travel)
    J = f"{DOC}/Japão 2026"
    add(f"{J}/voos Lufthansa - confirmação.pdf", P, "Travel", 41, t_honeymoon_flight)
    add(f"{J}/roteiro.md", P, "Travel", 7, t_honeymoon_itin)
    add(f"{J}/Hakone ryokan - reserva.pdf", P, "Travel", 26, t_ryokan)
    add(f"{DL}/download.pdf", P, "Travel", 26, t_ryokan, hard=True)
    add(f"{DL}/documento (8).pdf", P, "Travel", 41, t_honeymoon_flight, hard=True)

    # ------------------------------------------------------------ the Shared Pots study (Projects Work)
    S = f"{INE}/Work/Finlo/Research/2026-04 Shared Pots"
    add(f"{S}/research plan.md", P, "Work", 55, t_research_plan)
    add(f"{S}/screener.docx", P, "Work", 50, t_screener)
    add(f"{S}/discussion guide v3.docx", P, "Work", 38, t_guide)
    add(f"{S}/consent/consent form EN.pdf", P, "Work", 45, lambda r, dt: t_consent(r, dt, "en"))
    add(f"{S}/consent/Einwilligungserklärung DE.pdf", P, "Work", 45, lambda r, dt: t_consent(r, dt, "de"))
    add(f"{S}/participants.csv", P, "Work", 8, t_participants_csv)
    for i, p in enumerate(PARTICIPANTS):
        add(f"{S}/transcripts/{p[0]}_{p[1]}.txt", P, "Work", 33 - 2 * i, t_transcript(p))
    for age in (31, 25, 19):
        add(f"{S}/notes/sessão {NOW - timedelta(days=age):%m-%d}.md", P, "Work", age, t_session_notes)
    add(f"{S}/synthesis draft.md", P, "Work", 4, t_synthesis)
    add(f"{S}/readout outline.md", P, "Work", 2, t_readout_outline)
    add(f"{S}/Shared Pots - readout slot + prototype v0.4.eml", P, "Work", 6, t_stakeholder_mail)
    add(f"{S}/prototype/v0.3 - create pot.png", P, "Work", 40, "")
    add(f"{S}/prototype/v0.3 - leave pot.png", P, "Work", 40, "")
    add(f"{DL}/Untitled document (1).docx", P, "Work", 42, t_guide, hard=True)
    add(f"{DL}/export.csv", P, "Work", 13, t_participants_csv, hard=True)
    add(f"{DESK}/sem título.txt", P, "Work", 22, t_session_notes, hard=True)
    add(f"{INE}/misc/draft.md", P, "Work", 3, t_readout_outline, hard=True)

    # ------------------------------------------------------------ Finlo engagement (Areas Work)
    F = f"{INE}/Work/Finlo"
    add(f"{F}/contract/Freelance Services Agreement - Finlo.pdf", A, "Work", 1190, t_contractor_agreement)
    add(f"{F}/contract/Freelance Services Agreement - fee amendment 2025.pdf", A, "Work", 335, t_contractor_agreement)
    add(f"{F}/equipment handover FIN-0412.pdf", A, "Work", 1165, t_laptop_loan)
    for age in (61, 33, 5):
        add(f"{F}/1on1/{NOW - timedelta(days=age):%Y-%m-%d} Jana.md", A, "Work", age, t_one_on_one)
    add(f"{F}/OKRs Q2 2026.md", A, "Work", 60, t_okr)
    add(f"{F}/retro sprint.md", A, "Work", 12, t_retro)
    add(f"{INE}/CV/CV Inês Carvalho 2026.docx", A, "Work", 140, t_cv(2026))
    add(f"{DL}/documento (3).pdf", A, "Work", 334, t_contractor_agreement, hard=True)
    add(f"{DESK}/Untitled.md", A, "Work", 75, t_one_on_one, hard=True)

    # ------------------------------------------------------------ UX reading (Resources Work)
    for i, (title, body) in enumerate(UX_REFS):
        ext = ("pdf", "md", "pdf", "md")[i]
        add(f"{INE}/UX reading/{title.split(' - ')[0].split(':')[0]}.{ext}", R, "Work", 200 + 90 * i,
            t_ux_article(title, body))
    add(f"{INE}/untitled.md", R, "Work", 410, t_ux_article(*UX_REFS[2]), hard=True)

    # ------------------------------------------------------------ Studio Ampersand (Archive Work)
    SA = f"{INE}/Old jobs/Studio Ampersand"
    add(f"{SA}/contrato de trabalho 2018.pdf", X, "Work", 2800, t_agency_contract)
    add(f"{SA}/carta denúncia contrato.docx", X, "Work", 1250, t_agency_leave)
    add(f"{SA}/recibo vencimento fevereiro 2023.pdf", X, "Work", 1188, t_agency_payslip)
    add(f"{SA}/case study Tranquilidade.md", X, "Work", 1215, t_agency_case)
    add(f"{SA}/relatório usabilidade Mercado Solidário.pdf", X, "Work", 1560, t_agency_report)
    add(f"{DL}/documento (7).pdf", X, "Work", 1189, t_agency_payslip, hard=True)
    add(f"{DL}/Documento sem título (2).docx", X, "Work", 1214, t_agency_case, hard=True)

    # ------------------------------------------------------------ money (Areas Finance)
    IV = f"{INE}/Invoices"
    n = 31
    for m in range(7, 13):
        mdt = NOW.replace(year=2025, month=m, day=1)
        age = (NOW - mdt).days - 29
        add(f"{IV}/2025/Invoice 2025-{n:03d} Finlo.pdf", A, "Finance", age, t_invoice_en(n, mdt))
        if m in (9, 10, 11, 12):
            add(f"{IV}/2025/FR ATSIRE01FR-{n}.pdf", A, "Finance", age, t_fatura_recibo(n, mdt))
        n += 1
    for m in range(1, 6):
        mdt = NOW.replace(year=2026, month=m, day=1)
        age = (NOW - mdt).days - 29
        add(f"{IV}/2026/Invoice 2026-{n:03d} Finlo.pdf", A, "Finance", age, t_invoice_en(n, mdt))
        if m in (1, 3, 4, 5):
            add(f"{IV}/2026/FR ATSIRE01FR-{n}.pdf", A, "Finance", age, t_fatura_recibo(n, mdt))
        n += 1
    TX = f"{INE}/Taxes"
    add(f"{TX}/Segurança Social/declaração trimestral 2025 T3.pdf", A, "Finance", 215, t_ss_declaracao(3, 2025))
    add(f"{TX}/Segurança Social/declaração trimestral 2025 T4.pdf", A, "Finance", 124, t_ss_declaracao(4, 2025))
    add(f"{TX}/Segurança Social/declaração trimestral 2026 T1.pdf", A, "Finance", 35, t_ss_declaracao(1, 2026))
    add(f"{TX}/Segurança Social/documento pagamento maio.pdf", A, "Finance", 14, t_ss_pagamento)
    add(f"{TX}/IVA/DP IVA 2025 4T.pdf", A, "Finance", 78, t_iva_dp(4, 2025))
    add(f"{TX}/IVA/DP IVA 2026 1T.pdf", A, "Finance", 14, t_iva_dp(1, 2026))
    add(f"{TX}/IRS 2024/demonstração liquidação IRS 2024.pdf", A, "Finance", 378, t_irs_nota(2024, "ines"))
    add(f"{TX}/IRS 2025/demonstração liquidação IRS 2025.pdf", A, "Finance", 9, t_irs_nota(2025, "ines"))
    add(f"{TX}/IRS 2025/IRS 2025 - simulação e documentos em falta.eml", A, "Finance", 52, t_contabilista)
    add(f"{TIA}/Finanças/IRS 2025 liquidação.pdf", A, "Finance", 21, t_irs_nota(2025, "tiago"))
    for age in (62, 31, 1):
        mdt = NOW - timedelta(days=age + 3)
        add(f"{TIA}/Finanças/recibos vencimento/recibo {mdt:%Y-%m}.pdf", A, "Finance", age, t_tiago_payslip)
    add(f"{DOC}/Casa/despesas partilhadas 2026.xlsx", A, "Finance", 3, t_shared_expenses)
    add(f"{DL}/extrato CGD abril.csv", A, "Finance", 30, t_bank_csv)
    # hard ones
    add(f"{DL}/documento (5).pdf", A, "Finance", 355, t_irs_nota(2024, "tiago"), hard=True)
    add(f"{DL}/ficheiro.pdf", A, "Finance", 305, t_ss_declaracao(2, 2025), hard=True)
    add(f"{DL}/comprovativo.pdf", A, "Finance", 45, t_ss_pagamento, hard=True)
    add(f"{DL}/export (1).csv", A, "Finance", 2, t_bank_csv, hard=True)
    add(f"{DL}/doc.pdf", A, "Finance", 92, t_tiago_payslip, hard=True)
    add(f"{DL}/output.pdf", A, "Finance", 230, t_iva_dp(3, 2025), hard=True)
    add(f"{DESK}/lista.txt", A, "Finance", 18, t_todo_geral, hard=True)

    # ------------------------------------------------------------ Tiago's teaching (Areas Teaching)
    E = f"{TIA}/Escola/2025-26"
    for i, (turma, tema) in enumerate(AULAS):
        slug = tema.split(":")[0].lower()
        add(f"{E}/Planificações/{turma.replace('.º ', '')} - {slug}.docx", A, "Teaching", 235 - 27 * i,
            t_plano(turma, tema))
    add(f"{E}/Testes/11B teste 1.docx", A, "Teaching", 192, t_teste("11.º B", AULAS[0][1], 1))
    add(f"{E}/Testes/11B teste 1 - critérios.docx", A, "Teaching", 191, t_criterios("11.º B", 1))
    add(f"{E}/Testes/11B teste 2.docx", A, "Teaching", 108, t_teste("11.º B", AULAS[1][1], 2))
    add(f"{E}/Testes/10A teste 2.docx", A, "Teaching", 101, t_teste("10.º A", AULAS[3][1], 2))
    add(f"{E}/Testes/12A teste 1.docx", A, "Teaching", 183, t_teste("12.º A", AULAS[6][1], 1))
    add(f"{E}/Testes/12A teste 1 - critérios.pdf", A, "Teaching", 182, t_criterios("12.º A", 1))
    add(f"{E}/Pautas/pauta 1P 11B.csv", A, "Teaching", 163, t_pauta("11.º B", 1))
    add(f"{E}/Pautas/pauta 2P 10A.xlsx", A, "Teaching", 66, t_pauta("10.º A", 2))
    add(f"{E}/Departamento/ata reunião departamento outubro.docx", A, "Teaching", 212, t_ata)
    add(f"{E}/Departamento/ata reunião departamento março.docx", A, "Teaching", 72, t_ata)
    add(f"{DL}/Untitled document (2).docx", A, "Teaching", 140, t_plano(*AULAS[4]), hard=True)
    add(f"{TIA}/doc1.docx", A, "Teaching", 150, t_teste("10.º C", AULAS[4][1], 1), hard=True)
    add(f"{TIA}/novo.docx", A, "Teaching", 199, t_ata, hard=True)
    add(f"{DL}/documento (6).pdf", A, "Teaching", 107, t_criterios("11.º B", 2), hard=True)

    # ------------------------------------------------------------ end of year + exam duty (Projects Teaching)
    E3 = f"{E}/3.º período - avaliação final"
    add(f"{E3}/11B teste 3.docx", P, "Teaching", 15, t_teste("11.º B", AULAS[2][1], 3))
    add(f"{E3}/11B teste 3 - critérios.docx", P, "Teaching", 14, t_criterios("11.º B", 3))
    add(f"{E3}/12A teste 3.docx", P, "Teaching", 13, t_teste("12.º A", AULAS[7][1], 3))
    add(f"{E3}/correção - ponto de situação.csv", P, "Teaching", 1, t_correcao_tracker)
    add(f"{E3}/pauta 3P 11B (em curso).csv", P, "Teaching", 2, t_pauta("11.º B", 3, project=True))
    add(f"{E3}/pauta 3P 12A (em curso).xlsx", P, "Teaching", 3, t_pauta("12.º A", 3, project=True))
    EX = f"{TIA}/Exames 2026"
    add(f"{EX}/calendário exames - o meu serviço.txt", P, "Teaching", 5, t_exam_calendar)
    add(f"{EX}/resumo norma JNE vigilantes.txt", P, "Teaching", 4, t_norma_jne)
    add(f"{SCAN}/Documento digitalizado 4.pdf", P, "Teaching", 6, t_convocatoria_exames, hard=True)
    add(f"{DESK}/notas.txt", P, "Teaching", 1, t_avaliacao_final, hard=True)
    add(f"{DESK}/Novo documento.txt", P, "Teaching", 3, t_norma_jne, hard=True)

    # ------------------------------------------------------------ teaching reference (Resources Teaching)
    RC = f"{TIA}/Recursos"
    add(f"{RC}/Aprendizagens Essenciais FQ A 11.º ano.pdf", R, "Teaching", 610, t_aprend_essenciais)
    add(f"{RC}/Exames anteriores/EX-FQA715-F1-2025.pdf", R, "Teaching", 330, t_exame_715)
    add(f"{RC}/simulações PhET.md", R, "Teaching", 540, t_phet)
    add(f"{DL}/download (2).pdf", R, "Teaching", 320, t_exame_715, hard=True)

    # ------------------------------------------------------------ the Azores placement (Archive Teaching)
    AZ = f"{TIA}/Açores 2022-23"
    add(f"{AZ}/colocação DRE Açores.pdf", X, "Teaching", 1380, t_acores_colocacao)
    add(f"{AZ}/contrato arrendamento Ponta Delgada.pdf", X, "Teaching", 1368, t_acores_casa)
    add(f"{AZ}/voo SATA ida.pdf", X, "Teaching", 1375, t_acores_sata)
    add(f"{AZ}/planificação 10D - energia.docx", X, "Teaching", 1330, t_plano("10.º A", AULAS[3][1]))
    add(f"{SCAN}/scan_0012.pdf", X, "Teaching", 1030, t_acores_declaracao, hard=True)
    add(f"{DL}/documento (9).pdf", X, "Teaching", 1381, t_acores_colocacao, hard=True)

    # ------------------------------------------------------------ the rented flat in Arroios (Areas Home)
    C = f"{DOC}/Casa"
    add(f"{C}/Renda/contrato arrendamento Pascoal de Melo.pdf", A, "Home", 975, t_arrendamento)
    for age in (85, 55, 24):
        add(f"{C}/Renda/recibo renda {NOW - timedelta(days=age):%Y-%m}.pdf", A, "Home", age, t_recibo_renda)
    for age in (96, 66, 35):
        add(f"{C}/EDP/fatura EDP {NOW - timedelta(days=age):%Y-%m}.pdf", A, "Home", age, t_edp)
    for age in (70, 10):
        add(f"{C}/Água/EPAL {NOW - timedelta(days=age):%Y-%m}.pdf", A, "Home", age, t_epal)
    add(f"{C}/Internet/NOS fatura março.pdf", A, "Home", 70, t_nos)
    add(f"{C}/Seguro/Fidelidade multirriscos recheio.pdf", A, "Home", 240, t_seguro_recheio)
    add(f"{DL}/documento.pdf", A, "Home", 5, t_edp, hard=True)
    add(f"{DL}/fatura.pdf", A, "Home", 40, t_nos, hard=True)
    add(f"{SCAN}/Documento digitalizado.pdf", A, "Home", 960, t_arrendamento, hard=True)
    add(f"{SCAN}/Documento digitalizado 3.pdf", A, "Home", 130, t_epal, hard=True)
    add(f"{SCAN}/scan_0017.pdf", A, "Home", 238, t_seguro_recheio, hard=True)
    for i, (prod, body) in enumerate(MANUAIS):
        add(f"{C}/Manuais/{prod.split(' - ')[0]}.pdf", R, "Home", 900 - 200 * i, t_manual(prod, body))

    # ------------------------------------------------------------ buying the Almada flat (Projects Home)
    AP = f"{DOC}/Apartamento Almada"
    for age in (152, 138, 124, 111):
        add(f"{AP}/Visitas/visita {NOW - timedelta(days=age):%Y-%m-%d}.md", P, "Home", age, t_visita_notas)
    add(f"{AP}/Crédito/simulações bancos.xlsx", P, "Home", 102, t_simulacao)
    add(f"{AP}/Crédito/FINE CGD.pdf", P, "Home", 46, t_fine)
    add(f"{AP}/CPCV/minuta CPCV (revista).docx", P, "Home", 74, t_cpcv)
    add(f"{AP}/Avaliação/relatório avaliação CGD.pdf", P, "Home", 39, t_avaliacao_bancaria)
    add(f"{AP}/IMT/simulação IMT jovem.md", P, "Home", 19, t_imt)
    add(f"{AP}/Escritura/Escritura - 18 de junho 10h00.eml", P, "Home", 9, t_escritura_mail)
    add(f"{AP}/Mudança/lista mudança.md", P, "Home", 3, t_mudanca)
    add(f"{AP}/Mudança/carta denúncia senhorio.docx", P, "Home", 4, t_denuncia_arrendamento)
    for age in (124, 124, 124, 96, 96):
        pxl(f"{IMG}/Apartamento Almada", P, "Home", age)
    add(f"{DL}/documento (2).pdf", P, "Home", 47, t_fine, hard=True)
    add(f"{DL}/download (1).pdf", P, "Home", 12, t_certidao_permanente, hard=True)
    add(f"{DL}/data.xlsx", P, "Home", 104, t_simulacao, hard=True)
    add(f"{SCAN}/Documento digitalizado 5.pdf", P, "Home", 70, t_cpcv, hard=True)
    add(f"{DESK}/notas.md", P, "Home", 6, t_mudanca, hard=True)
    add(f"{DESK}/copy.txt", P, "Home", 20, t_imt, hard=True)

    # ------------------------------------------------------------ health (Areas / Resources Health)
    add(f"{INE}/Health/receita {NOW - timedelta(days=142):%Y-%m}.pdf", A, "Health", 142, t_receita)
    add(f"{INE}/Health/análises março.pdf", A, "Health", 75, t_analises)
    add(f"{INE}/Health/Médis reembolso dermatologia.pdf", A, "Health", 190, t_medis)
    add(f"{TIA}/Saúde/fisioterapia - exercícios ombro.pdf", A, "Health", 37, t_fisio)
    add(f"{TIA}/Saúde/Médis fisioterapia.pdf", A, "Health", 28, t_medis)
    add(f"{TIA}/Saúde/dentista fatura.pdf", A, "Health", 205, t_dentista)
    add(f"{DOC}/SNS 24 - guia.pdf", R, "Health", 700, t_sns_guia)
    add(f"{DL}/documento (4).pdf", A, "Health", 26, t_medis, hard=True)
    add(f"{DL}/comprovativo (1).pdf", A, "Health", 88, t_dentista, hard=True)
    add(f"{SCAN}/Documento digitalizado 6.pdf", A, "Health", 74, t_analises, hard=True)
    add(f"{SCAN}/Documento digitalizado 8.pdf", A, "Health", 16, t_receita, hard=True)
    add(f"{SCAN}/scan_0014.pdf", A, "Health", 300, t_dentista, hard=True)

    # ------------------------------------------------------------ Pimenta (Areas / Resources Dog)
    PI = f"{DOC}/Pimenta"
    for age in (330, 190, 61):
        add(f"{PI}/veterinário/fatura {NOW - timedelta(days=age):%Y-%m-%d}.pdf", A, "Dog", age, t_vet)
    add(f"{PI}/licença junta 2026.pdf", A, "Dog", 110, t_licenca)
    add(f"{PI}/seguro Fidelidade Pets.pdf", A, "Dog", 400, t_pet_insurance)
    add(f"{PI}/treino podengo - notas.md", R, "Dog", 520, t_dog_guide)
    add(f"{DL}/fatura (1).pdf", A, "Dog", 8, t_vet, hard=True)
    add(f"{DL}/file.pdf", A, "Dog", 250, t_vet, hard=True)
    add(f"{DL}/download (3).pdf", A, "Dog", 399, t_pet_insurance, hard=True)
    add(f"{SCAN}/Documento digitalizado 7.pdf", A, "Dog", 109, t_licenca, hard=True)
    add(f"{DESK}/rascunho.docx", R, "Dog", 515, t_dog_guide, hard=True)

    # ------------------------------------------------------------ surf and running (Areas / Resources Sport)
    add(f"{TIA}/Surf/mensalidade escola surf abril.pdf", A, "Sport", 58, t_surf_school)
    add(f"{TIA}/Surf/mensalidade escola surf maio.pdf", A, "Sport", 28, t_surf_school)
    add(f"{TIA}/Surf/spots Caparica.md", R, "Sport", 480, t_surf_guide)
    add(f"{INE}/Running/quota clube 2026.pdf", A, "Sport", 150, t_running_club)
    add(f"{INE}/Running/plano treinos maio-junho.xlsx", A, "Sport", 30, t_run_plan)
    add(f"{INE}/Running/polarised training 80-20.pdf", R, "Sport", 260, t_run_article)
    add(f"{SCAN}/scan_0016.pdf", A, "Sport", 88, t_surf_school, hard=True)
    add(f"{DESK}/temp.csv", A, "Sport", 44, t_run_plan, hard=True)
    add(f"{INE}/misc/notes.txt", R, "Sport", 255, t_run_article, hard=True)
    add(f"{TIA}/Documento sem título.docx", R, "Sport", 470, t_surf_guide, hard=True)

    # ------------------------------------------------------------ the master's (Archive Studies)
    MS = f"{INE}/MSc FCUL"
    add(f"{MS}/Carvalho_2019_dissertacao_final.pdf", X, "Studies", 2390, t_thesis_abstract)
    for k, age in ((2, 2620), (3, 2560), (4, 2480)):
        add(f"{MS}/capítulos/cap{k}.docx", X, "Studies", age, t_thesis_chapter(k))
    add(f"{MS}/Provas de Mestrado - marcação.eml", X, "Studies", 2420, t_defesa)
    add(f"{MS}/certidão conclusão mestrado.pdf", X, "Studies", 2300, t_diploma)
    add(f"{MS}/propina prestação.pdf", X, "Studies", 2650, t_propinas)
    add(f"{SCAN}/scan_0013.pdf", X, "Studies", 1040, t_diploma, hard=True)
    add(f"{DL}/Documento sem título (1).docx", X, "Studies", 2500, t_thesis_chapter(5), hard=True)

    # ------------------------------------------------------------ Brazil 2024 (Archive Travel)
    BR = f"{DOC}/Brasil 2024"
    add(f"{BR}/roteiro.md", X, "Travel", 670, t_brasil_roteiro)
    add(f"{BR}/voos TAP.pdf", X, "Travel", 700, t_brasil_voo)
    add(f"{BR}/Pousada do Sandi Paraty.pdf", X, "Travel", 690, t_brasil_pousada)
    add(f"{BR}/gastos.xlsx", X, "Travel", 648, t_brasil_gastos)
    add(f"{DL}/print.pdf", X, "Travel", 701, t_brasil_voo, hard=True)
    add(f"{DL}/ficheiro (1).pdf", X, "Travel", 689, t_brasil_pousada, hard=True)

    # ------------------------------------------------------------ recipes, books, installers (Resources)
    for i, title in enumerate(RECEITAS):
        ext = ("txt", "md", "docx", "txt", "md", "pdf")[i]
        add(f"{DOC}/Receitas/{title.split(' (')[0]}.{ext}", R, "Cooking", 120 + 95 * i, t_receita_txt(title))
    add(f"{DESK}/sem título 3.txt", R, "Cooking", 96, t_receita_txt("Caril de grão e espinafres (vegan)"), hard=True)
    books = [("José Saramago", "Ensaio sobre a Cegueira", "pt", "Antes de o semáforo passar ao vermelho..."),
             ("Sally Rooney", "Intermezzo", "en", "Peter and Ivan had not spoken since the funeral."),
             ("Valter Hugo Mãe", "O Filho de Mil Homens", "pt",
              "Um homem chegou aos quarenta anos e assumiu a tristeza."),
             ("Carlo Rovelli", "Seven Brief Lessons on Physics", "en",
              "In his youth Albert Einstein spent a year loafing."),
             ("Ursula K. Le Guin", "The Dispossessed", "en", "There was a wall. It did not look important."),
             ("Itamar Vieira Junior", "Torto Arado", "pt", "Quando retirei a faca da mala de roupas...")]
    for i, (au, ti, lang, para) in enumerate(books):
        add(f"{DOC}/Livros/{au} - {ti}.epub", R, "Books", 90 + 130 * i, _epub(ti, au, lang, para))
    SW = [("zoom_x86_64.rpm", b"\xed\xab\xee\xdb\x03\x00\x00\x00"),
          ("google-chrome-stable_current_x86_64.rpm", b"\xed\xab\xee\xdb\x03\x00\x00\x00"),
          ("Obsidian-1.8.10.AppImage", b"\x7fELF\x02\x01\x01\x00AI\x02"),
          ("balenaEtcher-1.19.25-x64.AppImage", b"\x7fELF\x02\x01\x01\x00AI\x02"),
          ("Zotero-7.0.11_linux-x86_64.tar.bz2", b"BZh91AY&SY"),
          ("Fedora-Workstation-Live-x86_64-42-1.1.iso", b"\x00" * 32 + b"CD001")]
    for i, (name, head) in enumerate(SW):
        add(f"{DL}/{name}", R, "Software", 15 + 70 * i, _blob(r, head, 2000))

    # ------------------------------------------------------------ more of the usual clutter
    add(f"{DL}/documento (10).pdf", P, "Wedding", 82, t_emolumentos, hard=True)
    add(f"{DL}/Documento sem título (3).docx", P, "Work", 9, t_synthesis, hard=True)
    add(f"{DESK}/sem título 4.txt", P, "Travel", 14, t_honeymoon_itin, hard=True)
    add(f"{SCAN}/scan_0018.pdf", P, "Home", 38, t_avaliacao_bancaria, hard=True)
    add(f"{DL}/documento (11).pdf", A, "Finance", 33,
        t_fatura_recibo(40, NOW.replace(year=2026, month=4, day=1)), hard=True)
    add(f"{DL}/download (4).pdf", A, "Sport", 151, t_running_club, hard=True)
    add(f"{TIA}/novo (1).docx", A, "Teaching", 60, t_plano(*AULAS[5]), hard=True)
    add(f"{INE}/Bank/extrato Millennium março.csv", A, "Finance", 62, t_bank_csv)
    add(f"{INE}/Bank/extrato Millennium abril.csv", A, "Finance", 31, t_bank_csv)
    add(f"{C}/EDP/fatura EDP {NOW - timedelta(days=4):%Y-%m}.pdf", A, "Home", 4, t_edp)
    add(f"{IMG}/Casamento/inspiração/bouquet pinterest.png", P, "Wedding", 120, "")
    add(f"{IMG}/Casamento/inspiração/mesa olival.png", P, "Wedding", 118, "")
    for age in (150, 96, 23):
        pxl(f"{IMG}/Telemóvel Inês", R, "Photos", age)

    # ------------------------------------------------------------ photos and screenshots (Resources Photos)
    for age in (402, 340, 281, 200, 163, 88, 47, 11):
        pxl(f"{IMG}/Telemóvel Inês", R, "Photos", age)
    for age in (371, 290, 215, 130, 64, 20):
        heic(f"{IMG}/iPhone Tiago", R, "Photos", age)
    for age in (301, 143, 52, 7):
        shot(f"{IMG}/Capturas de ecrã", R, "Photos", age)
    shot(DESK, R, "Photos", 1)
    for age in (667, 666, 664, 661, 657, 653, 650):
        pxl(f"{IMG}/Brasil 2024", R, "Photos", age)
    for age in (1650, 900, 210):
        pxl(f"{IMG}/Pimenta", R, "Photos", age)
    for age in (1320, 1200, 1060):
        heic(f"{IMG}/Açores", R, "Photos", age)
    add(f"{IMG}/Fundos/ericeira-ribeira-dilhas.png", R, "Photos", 800, "")
    add(f"{IMG}/Fundos/fedora-42-default.png", R, "Photos", 420, "")

    # ------------------------------------------------------------ the old laptop copy (Archive Backup / Left System)
    U = f"{OLD}/Users/Ines"
    add(f"{U}/Documents/Tese/tese_final_v7.docx", X, "Backup", 2395, t_thesis_abstract)
    add(f"{U}/Documents/Tese/~$tese_final_v7.docx", L, "System", 2395, b"\x0bInes Carvalho" + b"\x00" * 149)
    add(f"{U}/Documents/Tese/apresentação defesa.pdf", X, "Backup", 2380, t_thesis_chapter(4))
    add(f"{U}/Documents/Ampersand/propostas/proposta Banco CTT.docx", X, "Backup", 1700,
        t_ampersand_proposta("Banco CTT"))
    add(f"{U}/Documents/Ampersand/propostas/proposta Tranquilidade.docx", X, "Backup", 1560,
        t_ampersand_proposta("Tranquilidade (Generali Seguros)"))
    add(f"{U}/Documents/Ampersand/recibo vencimento dezembro 2022.pdf", X, "Backup", 1250, t_agency_payslip)
    add(f"{U}/Documents/IRS 2021.pdf", X, "Backup", 1490, t_irs_2021)
    add(f"{U}/Documents/CV Inês Carvalho 2023.docx", X, "Backup", 1230, t_cv(2023))
    add(f"{U}/Documents/carta motivação Finlo.docx", X, "Backup", 1228, t_motivacao)
    add(f"{U}/Desktop/notas.txt", X, "Backup", 1195, t_old_notes)
    add(f"{U}/Desktop/New Text Document.txt", X, "Backup", 1236, t_old_prep)
    add(f"{U}/Desktop/desktop.ini", L, "System", 1800,
        b"\xff\xfe" + "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n"
        .encode("utf-16-le"))
    for age in (2540, 2200, 1820, 1400):
        dt = NOW - timedelta(days=age)
        photo(f"{U}/Pictures/IMG_{dt:%Y%m%d}_{r.randint(8, 22):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg",
              X, "Backup", age)
    add(f"{U}/Pictures/Thumbs.db", L, "System", 1300, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{U}/Downloads/Figma Setup.exe", X, "Backup", 1600, _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 2000))
    add(f"{U}/Downloads/document(1).pdf", X, "Backup", 2600, t_propinas)
    add(f"{U}/Music/Elis Regina - Águas de Março.mp3", X, "Backup", 2100,
        lambda r, dt: _id3(r, "Águas de Março", "Elis Regina & Tom Jobim", "Elis & Tom"))
    add(f"{U}/Music/Tame Impala - The Less I Know the Better.mp3", X, "Backup", 1900,
        lambda r, dt: _id3(r, "The Less I Know the Better", "Tame Impala", "Currents"))

    # ------------------------------------------------------------ unfinished downloads (Left System)
    add(f"{DL}/IRS_2025_comprovativo.pdf.crdownload", L, "System", 9, _blob(r, b"%PDF-1.7\n", 700))
    add(f"{DL}/Unconfirmed 482211.crdownload", L, "System", 57, _blob(r, b"PK\x03\x04", 900))
    add(f"{DL}/GX010245.MP4.part", L, "System", 33, _blob(r, b"\x00\x00\x00\x18ftypmp41", 1800))
    add(f"{DL}/Zotero-7.0.15_linux-x86_64.tar.bz2.part", L, "System", 2, _blob(r, b"BZh91AY&SY", 1200))
    dot(f"{DOC}/Apartamento Almada/Crédito/.~lock.simulações bancos.xlsx#",
        b"Tiago Mendes,tiago,fedora,28.05.2026 22:41,file:///home/casa/.config/libreoffice/4;", 4)
    dot(f"{IMG}/.directory", b"[Desktop Entry]\nIcon=folder-pictures\n", 300)

    return items
