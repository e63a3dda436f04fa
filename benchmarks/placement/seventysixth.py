"""A seventy-sixth unseen labelled corpus: Kenji Sato's family PC in Nagoya, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts
(``benchmarks/*.py``), the bodies of the other corpus modules or any placement result. What was read:
``unseen.py``'s module docstring (the model for how a person and the labelling rules are written), its
helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and the
first lines of its ``build()`` (the write/encode/add/dot helpers); ``corpus.py``'s ``Item`` dataclass,
``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and
``HEIC_HEAD``. The files and labels are shaped by what this person would have on disk, not by what any
code looks for.

The person: Kenji Sato (佐藤健二), 44, a production engineer (生産技術部) at Towa Auto Parts
(東和オートパーツ株式会社, 港工場, Nagoya), where he has worked since 2014; on 1 April 2026 he was moved
from 生産技術二課 to 生産技術一課 as 課長代理. Before that he worked at 丸栄工機株式会社 in Kasugai
(2004-2014), and in 2019 he spent three months helping start up a line at the Thai plant in Rayong. He
lives in a house in 天白区 bought in 2017 (before that the family rented an apartment in 名東区) with his
wife Yuko (裕子, part-time pharmacist) and their children Haruto (春人, 15, 中学3年, preparing for the
high-school entrance exams of early 2027) and Mei (芽衣, 11, 小学6年). He fishes off the 知多 peninsula and
keeps bonsai; this year he enters his 真柏 in the 中部盆栽展. The family PC runs a Japanese Windows:
``ダウンロード/``, ``デスクトップ/``, ``ドキュメント/``, ``ピクチャ/``, a ``スキャン/`` folder of scanner output
(``SCAN_0012.pdf``, ``img20260412_10231234.pdf``), LINE files saved to ``ダウンロード/LINE/``, a phone dump
under ``ピクチャ/iPhone取り込み/``, an old iPhone backup from 2020, a ``2023年/`` folder, ``新しいテキスト
ドキュメント.txt``, ``Book1.xlsx``, ``document (1).pdf``. Names and texts are Japanese with some English
(work); PDF text layers are in romaji or English because they carry only Latin characters.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age.
  Haruto's high-school entrance exams (private schools Jan-Feb 2027, the Aichi public exam in
  Feb-Mar 2027): mock-exam results, target-school lists, open-school days, the 三者面談 on 進路, 内申
  calculations, the summer exam course (夏期講習) sign-up, private-school brochures and 入試要項, the exam
  budget, listening practice audio -- topic School. The family trip to Hokkaido, 8-13 August 2026
  (flights, hotels, rental car, itinerary, budget, packing list, chats about it) -- topic Travel. The
  bathroom remodel (construction mid-June 2026, subsidy paperwork into the summer: quotes, comparison,
  contract, schedule, catalogue, subsidy application, before photos, mails) -- topic Home. At work, the
  spatter-defect reduction project on the lower-arm welding line (due end of September 2026: A3 reports,
  data, meeting notes, trial results, defect photos, supplier mails) and his QC検定1級 exam in
  September 2026 (application, study plan, notes, mock exams) -- topic Work. Entering his 真柏 in the
  中部盆栽展 of November 2026 (rules, entry form, pot and stand order, schedule, photos of the entry tree)
  -- topic Bonsai.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. His job
  (labour conditions, 辞令 and transfer notices, evaluations, training records, the monthly quality
  reports and defect-analysis reports he keeps, business-trip expense claims, in-house mails, 就業規則)
  -- Work. Household money: payslips (給与明細, 賞与), 源泉徴収票, 確定申告, ふるさと納税, 住民税, 固定資産税,
  My Number papers, bank and card statements, 家計簿, NISA, the 住宅ローン, ねんきん定期便 -- Finance. The
  house: utilities, internet, 町内会, repairs and upkeep, the 2017 purchase papers -- Home. Insurance
  policies (life, medical, fire and earthquake, 学資保険, bicycle, deduction certificates) -- Insurance. The
  family's health (健康診断, 人間ドック, clinics, dentist, Haruto's orthodontics, 医療費のお知らせ) -- Health.
  The car, a 2021 ヴォクシー (車検 including the one due in July 2026, 自動車税, car insurance, inspections,
  ETC) -- Car. The children's schooling that is not about Haruto's entrance exams (school letters, fees,
  Mei's school trip, club schedules, report cards, juku and piano tuition invoices) -- School. An old
  tax return or a 2023 school letter is still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: work reference (welding,
  FMEA, QC tools, JIS excerpts, a glossary, Excel macros) -- Work; money reading -- Finance; appliance
  manuals -- Home; health reading -- Health; tide tables, fishing spots, rigs, his catch log, tackle
  manuals -- Fishing; care calendars, wiring notes, species notes, bonsai articles -- Bonsai; recipes --
  Cooking; ebooks -- Books; installers -- Software; photos, screenshots and LINE pictures -- Photos,
  except photos and pictures that document a project, current or finished, and are filed with it
  (the remodel's before photos and floor plan, the welding project's defect photos and fishbone
  diagram, the entry tree, a booking screenshot in the Hokkaido folder, the exterior painting, the Thai
  plant, the photos in a past trip's folder): those take that project's bucket and topic; and except
  the old iPhone backup (Archive Backup). Bonsai, fishing or sports-day photos in ``ピクチャ/`` are Photos.
- **Archive**: finished projects and ended responsibilities: his employment at 丸栄工機 and the 2014 job
  change, the 2019 Thai start-up, the finished 2022 press-changeover kaizen (Work); the rented apartment
  left in 2017 and the 2020 exterior painting (Home); past trips -- Okinawa 2024, Kyoto 2023, 伊勢志摩
  2022 (Travel); the old ステップワゴン sold in 2021 (Car); his 2023年度 PTA treasurer post, ended March
  2024 (School); a life policy cancelled in 2022 (Insurance); the 2020 iPhone backup, kept whole (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.xlsx``) and
  system files (``desktop.ini``, ``Thumbs.db``) -- topic System. Dot files are written but not labelled.

Topics are subjects (the remodel is ``Home`` like the utility bills; the welding project is ``Work``
like the quality reports; payslips are ``Finance``, car insurance is ``Car``; the trip is ``Travel`` like
Okinawa). ``hard`` marks a file whose name *and* folder say nothing about its subject
(``ダウンロード/document (1).pdf``, ``スキャン/SCAN_0007.pdf``, ``デスクトップ/新しいテキスト ドキュメント.txt``,
``ダウンロード/LINE/プリント.pdf``, ``ドキュメント/2023年/書類1.pdf``): only the text inside (.txt, .csv, .eml,
.pdf, .docx, .xlsx) can place it. Images are never marked hard. Dates are
relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import io
import os
import random
import struct
import zipfile
import zlib
from datetime import datetime, timedelta, timezone
from email.header import Header
from email.utils import format_datetime
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400
ZIP_DATE = (2026, 1, 1, 0, 0, 0)
JST = timezone(timedelta(hours=9))

# --------------------------------------------------------------------------- helpers


def _d(dt: datetime) -> str:
    return f"{dt.year}年{dt.month}月{dt.day}日"


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _rw(dt: datetime) -> str:
    return f"令和{dt.year - 2018}年{dt.month}月{dt.day}日"


def _yen(r: random.Random, lo: float, hi: float, step: int = 1) -> str:
    v = int(round(r.uniform(lo, hi) / step) * step)
    return f"{v:,}円"


def _num(r: random.Random, lo: float, hi: float, step: int = 1) -> int:
    return int(round(r.uniform(lo, hi) / step) * step)


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


def _zip(entries: list[tuple[str, str | bytes]]) -> bytes:
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
         f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/>'
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


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> bytes:
    """A plain UTF-8 mail as Outlook or a web mailer saves it."""
    mid = f"<{zlib.crc32((subject + frm + _iso(dt)).encode()):08x}.{dt:%Y%m%d%H%M}@mail.example.jp>"
    head = (f"From: {frm}\r\nTo: {to}\r\nSubject: {Header(subject, 'utf-8').encode()}\r\n"
            f"Date: {format_datetime(dt.astimezone(JST))}\r\nMessage-ID: {mid}\r\nMIME-Version: 1.0\r\n"
            "Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n")
    return (head + body.replace("\n", "\r\n") + "\r\n").encode("utf-8")


KENJI = "佐藤 健二"
ADDR = "〒468-0000 名古屋市天白区植田山二丁目14-7"
ADDR_R = "2-14-7 Uedayama, Tempaku-ku, Nagoya-shi, Aichi 468-0000"
ME = "佐藤健二 <kenji.sato.1103@example.ne.jp>"
WORK_ME = "Kenji Sato 佐藤健二 <k-sato@towa-autoparts.example.co.jp>"
YUKO = "佐藤裕子 <yuko.sato@example.ne.jp>"
COMPANY_R = "TOWA AUTO PARTS CO., LTD. (Towa Auto Parts Kabushiki Kaisha)"
SURN = ["鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田", "佐々木", "山口",
        "松本", "井上", "木村", "林", "清水", "近藤", "服部"]
SURN_R = ["Suzuki", "Takahashi", "Tanaka", "Ito", "Watanabe", "Yamamoto", "Nakamura", "Kobayashi", "Kato",
          "Yoshida", "Yamada", "Sasaki", "Yamaguchi", "Matsumoto", "Inoue", "Kimura", "Hayashi", "Shimizu"]


# --------------------------------------------------------------------------- texts: work


def t_payslip(r: random.Random, dt: datetime) -> str:
    base = 352_000 if dt.year >= 2026 and dt.month >= 4 else 338_000
    ot = round(r.uniform(8, 34), 1)
    otp = int(ot * 2_790)
    role = 30_000 if dt.year >= 2026 and dt.month >= 4 else 18_000
    gross = base + role + 20_000 + 12_600 + otp
    ded = int(gross * 0.152) + _num(r, 21_000, 24_000)
    return (f"{COMPANY_R}\nKYUYO MEISAISHO (Pay statement)  {dt.year}-{dt.month:02d}\n"
            f"Shikyu-bi (pay date): {dt.year}-{dt.month:02d}-25\nShain bango: 204117   Shimei: SATO KENJI\n"
            "Shozoku: Seisan Gijutsu-bu (Production Engineering Dept.)\n"
            f"Kihonkyu (base pay)  {base:,}\nYakushoku teate (position)  {role:,}\nKazoku teate (family)  20,000\n"
            f"Tsukin teate (commuting)  12,600\nJikangai teate (overtime {ot} h)  {otp:,}\n"
            f"Sogaku shikyu (gross)  {gross:,}\n"
            f"Kenko hoken  {int(gross * 0.049):,}   Kosei nenkin  {int(gross * 0.0915):,}   "
            f"Koyo hoken  {int(gross * 0.006):,}\nShotokuzei (income tax)  {_num(r, 9_000, 13_000):,}   "
            f"Juminzei (resident tax)  {_num(r, 24_000, 27_000):,}\nKumiai-hi (union)  3,500\n"
            f"Sashihiki shikyugaku (net pay)  {gross - ded:,} yen\nFurikomi-saki: MUFG Bank Ueda branch\n")


def t_bonus(r: random.Random, dt: datetime) -> str:
    g = _num(r, 880_000, 1_020_000, 1000)
    return (f"{COMPANY_R}\nSHOYO MEISAISHO (Bonus statement) {'Summer' if dt.month < 9 else 'Winter'} {dt.year}\n"
            f"Shikyu-bi: {_iso(dt)}   Shain bango: 204117   SATO KENJI\nShoyo gaku (bonus)  {g:,}\n"
            f"Shakai hoken-ryo  {int(g * 0.152):,}\nShotokuzei  {int(g * 0.08):,}\n"
            f"Sashihiki shikyugaku  {g - int(g * 0.232):,} yen\nSatei (evaluation): B+\n")


def t_gensen(r: random.Random, dt: datetime, year: int) -> str:
    pay = _num(r, 6_850_000, 7_250_000, 1000)
    return (f"Reiwa {year - 2018} nenbun  KYUYO SHOTOKU NO GENSEN CHOSHU HYO (withholding slip {year})\n"
            f"Shiharai wo ukeru mono: {ADDR_R}  SATO KENJI\nShubetsu: Kyuyo / Shoyo\n"
            f"Shiharai kingaku: {pay:,} yen\nKyuyo shotoku kojo-go no kingaku: {pay - 1_950_000:,} yen\n"
            f"Shotoku kojo no gaku no gokei: {_num(r, 2_300_000, 2_600_000, 100):,} yen\n"
            f"Gensen choshu zeigaku: {_num(r, 180_000, 240_000, 100):,} yen\n"
            "Haigusha (spouse): ari (Yuko, part-time)  Fuyo shinzoku: 2 (Haruto, Mei)\n"
            f"Shakai hoken-ryo to no kingaku: {_num(r, 1_020_000, 1_090_000):,} yen\n"
            f"Seimei hoken-ryo no kojo-gaku: 40,000 yen   Jutaku shakunyukin to tokubetsu kojo: "
            f"{_num(r, 150_000, 190_000, 100):,} yen\n"
            f"Shiharai-sha: {COMPANY_R}, 3-8 Shiohata-cho, Minato-ku, Nagoya\n")


def t_quality_month(r: random.Random, dt: datetime) -> str:
    rows = ["品質月報;" + f"{dt.year}年{dt.month}月度;港工場 生産技術部", "ライン;品番;生産数;不良数;不良率(%);主な不良;対策状況"]
    for line, part in (("第1ライン", "ブレーキキャリパー BK-220"), ("第2ライン", "ナックル NK-31"),
                       ("第3ライン", "ロアアーム LA-508"), ("第4ライン", "ブラケット BR-77")):
        n = _num(r, 38_000, 52_000)
        bad = _num(r, 60, 900)
        rows.append(f"{line};{part};{n:,};{bad};{bad / n * 100:.2f};"
                    f"{r.choice(['スパッタ付着', '溶接ビード不良', '寸法外れ', '打痕', 'バリ残り'])};"
                    f"{r.choice(['対策済', '対策中', '要因解析中', '効果確認中'])}")
    rows.append("作成;佐藤 健二;確認;品質保証課 " + r.choice(SURN))
    return "\n".join(rows)


def t_defect_report(r: random.Random, dt: datetime) -> str:
    part = r.choice(["ナックル NK-31", "ブラケット BR-77", "ブレーキキャリパー BK-220"])
    kind = r.choice(["ねじ穴位置ずれ", "プレス割れ", "溶接溶け込み不足", "めっき剥がれ"])
    return (f"不良解析報告書\n報告日：{_d(dt)}\n報告者：生産技術部 佐藤 健二\n対象品番：{part}\n不良内容：{kind}\n"
            f"発生数：{r.randint(12, 160)}個（ロット {dt:%y%m}-{r.randint(10, 99)}）\n"
            "現象：客先受入検査にて指摘。社内最終検査をすり抜けて流出。\n"
            "なぜなぜ分析：\n 1. なぜ発生したか → 治具の位置決めピン摩耗\n 2. なぜ摩耗に気付かなかったか → 点検項目に無し\n"
            " 3. なぜ点検項目に無いか → 治具更新時に点検基準書を改訂していなかった\n"
            "暫定対策：全数選別、ピン交換\n恒久対策：点検基準書改訂（週1回ピン径測定）、治具に摩耗限界ゲージ追加\n"
            "効果確認：対策後3週間 不良ゼロ\n水平展開：同型治具4台に展開済み\n")


def t_trip_expense(r: random.Random, dt: datetime) -> str:
    dest = r.choice([("豊田市 客先工場", "名鉄 名古屋→豊田市", 1_040), ("浜松 設備メーカー", "新幹線 名古屋→浜松", 4_510),
                     ("東京 本社 技術会議", "新幹線 名古屋→東京", 11_300)])
    return (f"出張旅費精算書\n所属;生産技術部;氏名;佐藤 健二;社員番号;204117\n出張日;{_iso(dt)}\n"
            f"出張先;{dest[0]}\n用務;設備立会い・打合せ\n区間;{dest[1]}（往復）;金額;{dest[2] * 2:,}\n"
            f"日当;;金額;2,000\n合計;;金額;{dest[2] * 2 + 2_000:,}\n上長承認;{r.choice(SURN)} 課長")


def t_eval(r: random.Random, dt: datetime) -> str:
    return (f"目標管理シート（{dt.year}年度 上期）\n氏名：佐藤 健二　所属：生産技術部　等級：S2\n"
            "目標1：第3ライン スパッタ不良率 1.8% → 0.5%（ウェイト40%）\n"
            "目標2：新規受注品 BR-90 の工程設計を期日通り完了（ウェイト30%）\n"
            "目標3：若手2名の溶接ロボット教示の育成（ウェイト20%）\n目標4：QC検定1級取得（ウェイト10%）\n"
            f"上長コメント：{r.choice(['課長代理として課内のまとめ役を期待する。', '改善活動の横展開を進めてほしい。'])}\n"
            f"面談日：{_d(dt)}\n")


def t_work_mail(r: random.Random, dt: datetime, subject: str, body: str) -> bytes:
    i = r.randrange(len(SURN_R))
    boss = SURN[i]
    return _eml(f"{boss} <{SURN_R[i].lower()}@towa-autoparts.example.co.jp>", WORK_ME, subject, dt,
                f"佐藤さん\n\nお疲れ様です。{boss}です。\n\n{body}\n\nよろしくお願いします。\n")


def t_a3(r: random.Random, dt: datetime, ver: str) -> str:
    rate = {"v1": "未測定", "v2": "1.21%", "final": "0.78%"}.get(ver, "1.05%")
    return (f"A3報告書（{ver}） 第3ライン ロアアーム溶接 スパッタ付着不良の低減\n作成：佐藤 健二　{_d(dt)}\n"
            "1. テーマ選定理由：LA-508 のスパッタ付着が客先クレームの4割を占める。手直し工数 月120時間。\n"
            "2. 現状把握：2025年度下期 不良率 1.8%（ロボット3号機・5号機に集中）\n"
            "3. 目標：2026年9月末までに不良率 0.5% 以下、手直し工数 月30時間以下\n"
            "4. 要因解析：特性要因図より ①チップ摩耗 ②シールドガス流量のばらつき ③ワイヤ送給 ④母材の油分\n"
            "5. 対策：チップドレス周期 200打点→120打点、ガス流量 20L/min 固定、低スパッタワイヤ試行\n"
            f"6. 効果確認：現時点の不良率 {rate}\n7. 今後の予定：6月 ワイヤ比較試験、7月 条件標準化、9月 歯止め\n")


def t_spatter_csv(r: random.Random, dt: datetime) -> str:
    lines = ["日付,直,ロボット,生産数,スパッタ不良,不良率(%)"]
    for i in range(24):
        day = dt - timedelta(days=24 - i)
        for shift in ("A", "B"):
            n = r.randint(780, 920)
            bad = r.randint(3, 16)
            lines.append(f"{_iso(day)},{shift},{r.choice(['3号機', '5号機'])},{n},{bad},{bad / n * 100:.2f}")
    return "\n".join(lines) + "\n"


def t_qc_note(r: random.Random, dt: datetime, topic: str) -> str:
    notes = {
        "実験計画法": "直交表 L8 / L16 の割り付け、交互作用の列、分散分析表の自由度。プーリングの判断基準を復習。",
        "信頼性工学": "故障率 λ、MTBF、ワイブル分布の形状パラメータ m（m<1 初期故障、m=1 偶発、m>1 摩耗）。",
        "多変量解析": "重回帰の変数選択（ステップワイズ）、主成分分析の寄与率、判別分析。",
        "管理図": "X̄-R 管理図の管理限界 A2・D3・D4、工程能力指数 Cp・Cpk の計算と判定。",
    }
    return (f"QC検定1級 勉強ノート：{topic}\n{_d(dt)}\n\n{notes[topic]}\n\n"
            "過去問で間違えたところ：\n- 計算は合っているが単位の書き忘れ\n- 論述問題は「現状→要因→対策→歯止め」の型で書く\n"
            f"次回：{r.choice(['第24回過去問 午後', '模擬試験2回目', '論述の練習3題'])}\n")


# --------------------------------------------------------------------------- texts: money


def t_bank(r: random.Random, dt: datetime) -> str:
    bal = _num(r, 600_000, 1_400_000)
    lines = [f"MUFG Bank, Ltd.  Futsu yokin torihiki meisai (statement)  {dt.year}-{dt.month:02d}",
             "Ueda shiten (branch 452)  Futsu 0123456  SATO KENJI", "Date  Description  Withdrawal  Deposit  Balance"]
    for day, desc, amt, dep in ((1, "JUTAKU LOAN HENSAI (Meichu Shinkin)", 98_420, False),
                                (5, "CHUBU DENRYOKU MIRAIZ", _num(r, 8_000, 16_000), False),
                                (10, "RAKUTEN CARD", _num(r, 90_000, 160_000), False),
                                (12, "KOBETSU SHIDO YUMEGAOKA SEMINAR (juku)", 46_200, False),
                                (25, "KYUYO TOWA AUTO PARTS", _num(r, 380_000, 430_000), True),
                                (27, "SBI SHOKEN NISA TSUMITATE", 50_000, False)):
        bal = bal + amt if dep else bal - amt
        lines.append(f"{dt.year}-{dt.month:02d}-{day:02d}  {desc}  {'' if dep else f'{amt:,}'}  "
                     f"{f'{amt:,}' if dep else ''}  {bal:,}")
    return "\n".join(lines)


def t_bank_csv(r: random.Random, dt: datetime) -> bytes:
    rows = ["日付,摘要,摘要内容,支払い金額,預かり金額,差引残高,メモ"]
    bal = _num(r, 700_000, 1_200_000)
    for i in range(18):
        d = dt - timedelta(days=30 - i * 2)
        desc, who, dep = r.choice([("口座振替", "ﾄｳﾎｳｶﾞｽ", False), ("口座振替", "ﾅｺﾞﾔｼｽｲﾄﾞｳ", False),
                                   ("カード", "ｾﾌﾞﾝｲﾚﾌﾞﾝ", False), ("振込", "ｷﾕｳﾖ ﾄｳﾜｵｰﾄﾊﾟｰﾂ", True),
                                   ("口座振替", "ﾗｸﾃﾝｶ-ﾄﾞ", False), ("ATM", "ATM 引出し", False)])
        amt = _num(r, 380_000, 420_000) if dep else _num(r, 1_000, 60_000)
        bal = bal + amt if dep else bal - amt
        out, inn = ("", amt) if dep else (amt, "")
        rows.append(f"{d:%Y/%m/%d},{desc},{who},{out},{inn},{bal},")
    return ("\r\n".join(rows) + "\r\n").encode("cp932")


def t_card(r: random.Random, dt: datetime) -> str:
    shops = ["AEON MALL NAGOYA DOME-MAE", "AMAZON.CO.JP", "ENEOS UEDA SS", "SUGI YAKKYOKU", "NITORI",
             "YAMADA DENKI", "COMMUFA HIKARI", "NETFLIX", "SEVEN-ELEVEN", "KOMEDA COFFEE", "EIDEN (JOSHIN)",
             "FURUSATO CHOICE", "TSURIGU NO POINT (fishing tackle)"]
    lines = [f"Rakuten Card  Goriyo meisai (card statement)  {dt.year}-{dt.month:02d} billing",
             "Card member: SATO KENJI  Card: Rakuten Card (Visa) ****-4417", "Date  Merchant  Amount (yen)"]
    tot = 0
    for _ in range(11):
        a = _num(r, 480, 22_000)
        tot += a
        lines.append(f"{(dt - timedelta(days=r.randint(20, 50))):%Y/%m/%d}  {r.choice(shops)}  {a:,}")
    lines.append(f"Total billed: {tot:,} yen   Withdrawal date: {dt.year}-{dt.month:02d}-27  MUFG Bank")
    return "\n".join(lines)


def t_kakeibo(r: random.Random, dt: datetime) -> str:
    rows = [f"家計簿;{dt.year}年{dt.month}月", "費目;予算;実績;差額;メモ"]
    for k, b in (("食費", 85_000), ("日用品", 12_000), ("住宅ローン", 98_420), ("電気・ガス・水道", 26_000),
                 ("通信費", 14_000), ("ガソリン", 15_000), ("教育費（塾・ピアノ）", 62_000), ("保険", 31_500),
                 ("医療費", 8_000), ("こづかい（健二）", 30_000), ("こづかい（裕子）", 20_000), ("趣味・レジャー", 15_000),
                 ("NISA積立", 50_000), ("特別費", 20_000)):
        a = _num(r, b * 0.8, b * 1.2, 10)
        rows.append(f"{k};{b:,};{a:,};{b - a:,};")
    rows.append(f"収入;給与（健二）;{_num(r, 380_000, 430_000):,};パート（裕子）;{_num(r, 95_000, 120_000):,}")
    return "\n".join(rows)


def t_nisa(r: random.Random, dt: datetime) -> str:
    return (f"SBI SECURITIES Co., Ltd.  Torihiki hokokusho (trade report)  {_iso(dt)}\n"
            "Koza: SATO KENJI  NISA (tsumitate toshi waku)\n"
            f"Meigara: eMAXIS Slim Zenkai Kabushiki (All Country)  Kaitsuke  Kingaku 30,000 yen  "
            f"Kuchisu {_num(r, 9_800, 11_900):,}\n"
            f"Meigara: eMAXIS Slim Beikoku Kabushiki (S&P500)  Kaitsuke  Kingaku 20,000 yen  "
            f"Kuchisu {_num(r, 5_400, 6_500):,}\nKessai: MUFG Bank auto-debit\n"
            f"NISA nenkan toshi waku shiyo-gaku ({dt.year}): {50_000 * dt.month:,} / 1,200,000 yen\n")


def t_nisa_csv(r: random.Random, dt: datetime) -> str:
    rows = ["ファンド名,口座,保有数量,取得単価,基準価額,評価額,評価損益"]
    for f in ("eMAXIS Slim 全世界株式（オール・カントリー）", "eMAXIS Slim 米国株式（S&P500）", "ニッセイ外国株式インデックス"):
        q = _num(r, 400_000, 1_400_000)
        a = _num(r, 18_000, 24_000)
        b = a + _num(r, 1_000, 9_000)
        rows.append(f"{f},NISA(つみたて投資枠),{q},{a},{b},{q * b // 10000},{q * (b - a) // 10000}")
    return "\n".join(rows) + "\n"


def t_loan(r: random.Random, dt: datetime, kind: str) -> str:
    bal = 28_400_000 - (dt.year - 2017) * 1_020_000
    head = ("MEICHU SHINKIN BANK (Meichu Shinyo Kinko)  Jutaku loan\nShakunyu-nin: SATO KENJI  " + ADDR_R + "\n"
            "Keiyaku: 2017-09-29  Kariire 34,000,000 yen  35 years  Hendo kinri (variable)\n")
    if kind == "balance":
        return head + (f"NENMATSU ZANDAKA SHOMEISHO (year-end balance certificate) {dt.year - 1}-12-31\n"
                       f"Zandaka: {bal:,} yen\nJutaku shakunyukin to tokubetsu kojo / for year-end adjustment\n")
    if kind == "rate":
        return head + (f"KINRI HENKO NO OSHIRASE (notice of rate change)  {_iso(dt)}\n"
                       "Tekiyo kinri: 0.475% -> 0.725% (from the July payment)\n"
                       f"Shin hensai gaku (monthly): {_num(r, 101_000, 104_000):,} yen  (5-year rule: capped at 125%)\n")
    lines = [head + f"HENSAI YOTEIHYO (repayment schedule) issued {_iso(dt)}", "No  Date  Payment  Principal  Interest  Balance"]
    for i in range(12):
        pr = 98_420 - int(bal * 0.00475 / 12)
        lines.append(f"{i + 1}  {dt.year}-{(dt.month + i - 1) % 12 + 1:02d}-01  98,420  {pr:,}  {98_420 - pr:,}  {bal - pr:,}")
        bal -= pr
    return "\n".join(lines)


def t_furusato(r: random.Random, dt: datetime) -> str:
    town, gift = r.choice([("Hokkaido Monbetsu-shi", "Hotate kaibashira (scallops) 1 kg"),
                           ("Miyazaki-ken Miyakonojo-shi", "Miyazaki-gyu / pork set"),
                           ("Yamagata-ken Sagae-shi", "Sakuranbo (cherries) 1 kg"),
                           ("Kagoshima-ken Osaki-cho", "Unagi kabayaki 3 bi"),
                           ("Aichi-ken Gamagori-shi", "Mikan 5 kg")])
    amt = r.choice([10_000, 12_000, 15_000, 20_000, 30_000])
    return (f"{town}  KIFUKIN JURYO SHOMEISHO (Furusato Nozei donation receipt)\n"
            f"Kifu-sha: SATO KENJI  {ADDR_R}\nKifu-bi: {_iso(dt)}   Kifu kingaku: {amt:,} yen\n"
            f"Henreihin (gift): {gift}\nThis receipt is required for the tax return (kakutei shinkoku) "
            "or keep it with the one-stop special exemption form.\nUketsuke: Furusato Choice\n")


def t_furusato_list(r: random.Random, dt: datetime) -> str:
    rows = [f"ふるさと納税 {dt.year}年;上限目安 72,000円", "申込日;自治体;金額;返礼品;受領証明書;ワンストップ/申告"]
    for town, g in (("北海道紋別市", "ほたて貝柱"), ("宮崎県都城市", "豚肉セット"), ("山形県寒河江市", "さくらんぼ"),
                    ("愛知県蒲郡市", "みかん"), ("鹿児島県大崎町", "うなぎ")):
        rows.append(f"{_iso(dt - timedelta(days=r.randint(5, 200)))};{town};{r.choice([10_000, 15_000, 20_000]):,};{g};"
                    f"{r.choice(['届いた', '届いた', '未着'])};確定申告")
    return "\n".join(rows)


def t_kakutei(r: random.Random, dt: datetime, year: int) -> str:
    return (f"Reiwa {year - 2018} nenbun  SHOTOKUZEI OYOBI FUKKO TOKUBETSU SHOTOKUZEI NO KAKUTEI SHINKOKUSHO\n"
            f"(income tax return for {year}, filed via e-Tax on {_iso(dt)})\nShimei: SATO KENJI  {ADDR_R}\n"
            f"Kyuyo shunyu: {_num(r, 6_900_000, 7_200_000, 1000):,} yen\n"
            f"Iryohi kojo (medical expenses): {_num(r, 240_000, 380_000):,} yen (Haruto orthodontics etc.)\n"
            f"Kifukin kojo (furusato nozei): {_num(r, 55_000, 72_000, 1000):,} yen\n"
            f"Jutaku shakunyukin to tokubetsu kojo: {_num(r, 150_000, 190_000, 100):,} yen\n"
            f"Kanpu sareru zeikin (refund): {_num(r, 48_000, 96_000, 100):,} yen  to MUFG Bank Ueda branch\n"
            "Uketsuke bango: 20260" + str(r.randint(1000000, 9999999)) + "  Nagoya-Minami Zeimusho\n")


def t_iryohi(r: random.Random, dt: datetime) -> str:
    rows = [f"医療費控除の明細書 {dt.year - 1}年分", "受診者;病院・薬局;区分;支払額;補填額"]
    for who, where, kind, lo, hi in (("佐藤 春人", "ひまわり矯正歯科", "歯科（矯正）", 60_000, 120_000),
                                     ("佐藤 春人", "ひまわり矯正歯科", "歯科（矯正）", 30_000, 60_000),
                                     ("佐藤 芽衣", "うえだ小児科", "診療", 2_000, 6_000),
                                     ("佐藤 健二", "天白中央クリニック", "再検査", 4_000, 9_000),
                                     ("佐藤 裕子", "植田歯科", "歯科", 3_000, 15_000),
                                     ("佐藤 健二", "スギ薬局", "医薬品", 1_000, 5_000)):
        rows.append(f"{who};{where};{kind};{_num(r, lo, hi):,};0")
    return "\n".join(rows)


def t_kotei(r: random.Random, dt: datetime) -> str:
    return (f"NAGOYA CITY  Reiwa {dt.year - 2018} nendo  KOTEI SHISANZEI / TOSHI KEIKAKUZEI NOZEI TSUCHISHO\n"
            f"(fixed asset tax notice)  Nozei gimusha: SATO KENJI  {ADDR_R}\n"
            f"Tochi (land) 132.5 m2  Kaoku (house) wooden 2F 104.3 m2, built 2017\n"
            f"Nengaku: {_num(r, 128_000, 142_000, 100):,} yen  Ki 1: April  Ki 2: July  Ki 3: Dec  Ki 4: Feb\n"
            "Shinchiku jutaku keigen: ended FY2020\nNagoya-shi Tempaku Shizei Jimusho\n")


def t_jumin(r: random.Random, dt: datetime) -> str:
    return (f"Reiwa {dt.year - 2018} nendo  SHI-KENMINZEI TOKUBETSU CHOSHU ZEIGAKU NO KETTEI TSUCHISHO\n"
            f"(resident tax notice for the employee)  SATO KENJI  Tokubetsu choshu gimusha: {COMPANY_R}\n"
            f"Nengaku: {_num(r, 290_000, 330_000, 100):,} yen  June {_num(r, 25_000, 29_000, 100):,} / "
            "July-May monthly\nKifukin zeigaku kojo (furusato nozei) applied\nNagoya-shi\n")


def t_nenkin(r: random.Random, dt: datetime) -> str:
    return (f"NENKIN TEIKIBIN (pension record notice)  Japan Pension Service  {_iso(dt)}\nSATO KENJI  born 1981-11-03\n"
            f"Kanyu kikan (months): {(dt.year - 2004) * 12 + dt.month - 4}\n"
            f"Rorei kiso nenkin (estimate): {_num(r, 780_000, 820_000):,} yen/year\n"
            f"Rorei kosei nenkin (estimate to date): {_num(r, 620_000, 760_000):,} yen/year\n"
            "Kosei nenkin history: Maruei Koki 2004-04 to 2014-06; Towa Auto Parts 2014-07 to now\n")


def t_mynumber(r: random.Random, dt: datetime) -> str:
    return ("NAGOYA CITY  Tempaku Ward Office  Shimin-ka\n"
            "MY NUMBER CARD: DENSHI SHOMEISHO YUKO KIGEN NO OSHIRASE (notice: e-certificate expiring)\n"
            f"Taisho-sha: SATO KENJI  Yuko kigen: {dt.year}-11-03\n"
            "Please renew the signature certificate at the ward office or a My Number card renewal desk.\n"
            "Hitsuyo na mono: My Number card, PIN (4 digits), this notice\n")


# --------------------------------------------------------------------------- texts: house, insurance, health, car


def t_utility(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "denki":
        kwh = _num(r, 280, 620)
        return (f"Chubu Electric Power Miraiz  DENKI RYOKIN NO OSHIRASE (electricity bill)  {dt.year}-{dt.month:02d}\n"
                f"Keiyaku-sha: SATO KENJI  {ADDR_R}\nPlan: Smart Life Plan  40A\nShiyo-ryo: {kwh} kWh\n"
                f"Seikyu kingaku: {int(kwh * 31.4):,} yen (incl. saiene fukakin)\nKozafurikae: MUFG Bank\n")
    if kind == "gas":
        m3 = _num(r, 18, 62)
        return (f"TOHO GAS Co., Ltd.  GAS RYOKIN (gas bill)  {dt.year}-{dt.month:02d}\nSATO KENJI  {ADDR_R}\n"
                f"Shiyo-ryo: {m3} m3   Seikyu: {int(m3 * 205 + 1_150):,} yen\nKiki: kyutoki (water heater) Rinnai RUF-E2406\n")
    if kind == "suido":
        return (f"Nagoya City Waterworks & Sewerage Bureau  JOGESUIDO RYOKIN (water and sewer, 2 months)  {_iso(dt)}\n"
                f"SATO KENJI  {ADDR_R}\nShiyo-ryo: {_num(r, 38, 56)} m3   Seikyu: {_num(r, 9_800, 13_500):,} yen\n")
    return (f"commufa hikari  GORIYO RYOKIN (internet bill)  {dt.year}-{dt.month:02d}\nSATO KENJI\n"
            f"1 Gbps home plan  5,170 yen  + router rental 440 yen\nTotal: 5,610 yen  Card: Rakuten Card\n")


def t_chonaikai(r: random.Random, dt: datetime) -> str:
    what = r.choice([("防災訓練のお知らせ", "植田山二丁目公園にて消火器の使い方・AED講習を行います。各組から1名以上ご参加ください。"),
                     ("一斉清掃のお知らせ", "町内一斉清掃を行います。軍手・ごみ袋は組長が配布します。側溝の泥上げもお願いします。"),
                     ("町内会費集金のお知らせ", "今年度の町内会費 年額6,000円を組長が集金に伺います。"),
                     ("資源回収日程の変更", "古紙・ダンボールの回収日が第2・第4土曜日に変わります。")])
    return (f"回覧\n植田山二丁目町内会　{what[0]}\n{_rw(dt)}\n\n{what[1]}\n\n日時：{_d(dt + timedelta(days=16))} 午前9時〜\n"
            f"問合せ：町内会長 {r.choice(SURN)}（3組）\n今年度 5組 組長：佐藤（14-7）\n\n確認印 □□□□□□□□\n")


def t_repair(r: random.Random, dt: datetime) -> str:
    job = r.choice([("Rinnai kyutoki (water heater) tenken / parts kokan", 16_500, 28_000),
                    ("Eakon (air conditioner) living room: gas jutten, drain hose", 12_000, 19_800),
                    ("Niwaki sentei (garden tree pruning): kinmokusei, maki", 22_000, 33_000),
                    ("Toire (toilet) tank ballpeel valve kokan", 8_800, 14_300),
                    ("Amado (storm shutter) roller kokan", 9_900, 15_400)])
    return (f"RYOSHUSHO / SAGYO HOKOKUSHO (receipt and work report)  {_iso(dt)}\nOkyakusama: SATO KENJI  {ADDR_R}\n"
            f"Sagyo naiyo: {job[0]}\nKingaku: {_num(r, job[1], job[2], 100):,} yen (tax incl.)\n"
            f"Tanto: {r.choice(SURN_R)}   Tempaku Jutaku Service\n")


def t_manual(r: random.Random, dt: datetime, what: str) -> str:
    return (f"{what}\nOperating Instructions / Torisetsu\nSafety precautions - please read before use.\n"
            "Names of parts. Daily care and cleaning. Troubleshooting: error codes and what to do.\n"
            "Specifications. Warranty and after-sales service (keep this manual).\n")


def t_remodel_quote(r: random.Random, dt: datetime, firm: str, unit: str, total: int) -> str:
    return (f"{firm}\nGO-MITSUMORISHO (quotation)  No. {dt:%y%m}-{r.randint(100, 999)}  {_iso(dt)}\n"
            f"Okyakusama: SATO KENJI  {ADDR_R}\nKoji mei: Yokushitsu (bathroom) remodel\n"
            f"1. Unit bath {unit} 1616 size  \n2. Kisetsu yokushitsu kaitai / shobun (removal)\n"
            "3. Kyuhaisui setsubi koji (plumbing)  4. Denki koji: yokushitsu kanso-ki (dryer)\n"
            "5. Datsuijo kabe / yuka kaishu (changing room wall and floor)  6. Shokeihi\n"
            f"Gokei (total, tax incl.): {total:,} yen\nKoki: 5 days   Yuko kigen: 30 days\n"
            "Hojokin: Kosodate Green Jutaku Shien Jigyo - koonyokusou, tenteki nettai etc. eligible\n")


def t_remodel_mail(r: random.Random, dt: datetime, body: str) -> bytes:
    return _eml("住まいるプラス天白 岡田 <okada@smile-plus-tempaku.example.jp>", ME,
                "【住まいるプラス天白】浴室リフォームの件", dt,
                f"佐藤様\n\nいつもお世話になっております。住まいるプラス天白の岡田です。\n\n{body}\n\n"
                "株式会社住まいるプラス天白\n岡田 拓也\nTEL 052-000-1234\n")


def t_insurance(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "life":
        return (f"TOKAI MIRAI LIFE INSURANCE  GO-KEIYAKU NAIYO NO OSHIRASE (policy summary)  {_iso(dt)}\n"
                "Shoken bango: TM-88210457  Keiyaku-sha / Hihoken-sha: SATO KENJI\n"
                "Shushin hoken (whole life) 10,000,000 yen  Shuyu hosho (income protection) 150,000 yen/month to age 65\n"
                f"Hokenryo: {_num(r, 17_800, 18_600, 10):,} yen/month   Uketori-nin: SATO YUKO\n")
    if kind == "medical":
        return (f"TOKAI MIRAI LIFE  IRYO HOKEN (medical insurance)  hoken shoken {_iso(dt)}\n"
                "Hihoken-sha: SATO KENJI, SATO YUKO (family rider)\nNyuin kyufukin 10,000 yen/day  Shujutsu 100,000 yen\n"
                f"Senshin iryo tokuyaku  Hokenryo: {_num(r, 5_900, 6_600, 10):,} yen/month\n")
    if kind == "fire":
        return (f"CHUBU NICHIDO FIRE & MARINE  KASAI HOKEN / JISHIN HOKEN SHOKEN (fire and earthquake)  {_iso(dt)}\n"
                f"Hoken no mokuteki: kyotaku (house) {ADDR_R}  wooden T-kozo\nKasai 18,000,000 yen  Jishin 9,000,000 yen\n"
                f"Kikan: 5 years from 2022-10-01   Hokenryo: {_num(r, 142_000, 158_000, 10):,} yen (lump sum)\n")
    if kind == "gakushi":
        return (f"KAMPO GAKUSHI HOKEN (education endowment)  {_iso(dt)}\nKeiyaku-sha: SATO KENJI  Hihoken-sha: SATO HARUTO\n"
                "Manki: age 18 (2029-03)  Gakushi kin: 2,000,000 yen  Hokenryo 10,890 yen/month\n")
    if kind == "bike":
        return (f"JITENSHA HOKEN (bicycle insurance, Aichi mandatory)  renewal {_iso(dt)}\n"
                "Family plan: SATO KENJI, YUKO, HARUTO, MEI   Baisho sekinin 100,000,000 yen\n"
                "Hokenryo: 4,500 yen/year  au Sonpo (web)\n")
    return (f"SEIMEI HOKENRYO KOJO SHOMEISHO (life insurance premium deduction certificate)  {dt.year}\n"
            "Keiyaku-sha: SATO KENJI\nIppan seimei hoken (new): TM-88210457  Annual premium "
            f"{_num(r, 213_000, 223_000):,} yen\nKaigo iryo hoken (new): {_num(r, 71_000, 79_000):,} yen\n"
            "Please use this certificate for the year-end adjustment (nenmatsu chosei).\nTOKAI MIRAI LIFE INSURANCE\n")


def t_checkup(r: random.Random, dt: datetime) -> str:
    return (f"TEIKI KENKO SHINDAN KEKKA HOKOKUSHO (annual health check results)  {_iso(dt)}\n"
            f"{COMPANY_R} Kenko Hoken Kumiai  Jushin-sha: SATO KENJI (age {dt.year - 1982})\n"
            f"Height 171.2 cm  Weight {round(r.uniform(71, 75), 1)} kg  BMI {round(r.uniform(24.2, 25.6), 1)}\n"
            f"Blood pressure {r.randint(128, 138)}/{r.randint(82, 90)}  LDL cholesterol {r.randint(142, 161)} (H)  "
            f"gamma-GTP {r.randint(62, 88)} (H)\nHbA1c {round(r.uniform(5.5, 5.8), 1)}  Chest X-ray: no findings\n"
            "Sogo hantei (overall): C - seikatsu shukan no kaizen / 3-month recheck recommended\n"
            "Tokutei hoken shido: eligible (doki-zuke shien)\n")


def t_orthodontic(r: random.Random, dt: datetime) -> str:
    return (f"HIMAWARI ORTHODONTIC CLINIC (Himawari Kyosei Shika)  RYOSHUSHO (receipt)  {_iso(dt)}\n"
            "Kanja: SATO HARUTO\nNaiyo: kyosei chiryo (orthodontic treatment) - chosei-ryo (monthly adjustment)\n"
            f"Kingaku: {r.choice([5_500, 5_500, 110_000, 6_600]):,} yen (jihi, iryohi kojo taisho)\n")


def t_clinic(r: random.Random, dt: datetime) -> str:
    who, where, what = r.choice([("SATO MEI", "Ueda Kodomo Clinic (pediatrics)", "kafunsho (hay fever), allergy test"),
                                 ("SATO MEI", "Ueda Kodomo Clinic (pediatrics)", "influenza vaccination, 2nd dose"),
                                 ("SATO YUKO", "Ueda Shika (dental)", "teiki kenshin, cleaning"),
                                 ("SATO KENJI", "Tempaku Chuo Clinic", "recheck: lipids and liver function")])
    return (f"{where}  RYOSHUSHO / SHINRYO MEISAISHO  {_iso(dt)}\nKanja: {who}\nNaiyo: {what}\n"
            f"Futan kingaku: {_num(r, 600, 4_800, 10):,} yen\n")


def t_iryohi_notice(r: random.Random, dt: datetime) -> str:
    lines = [f"{COMPANY_R} KENKO HOKEN KUMIAI  IRYOHI NO OSHIRASE (medical expense notice)  {_iso(dt)}",
             "Hihokensha: SATO KENJI  Kigo 12 Bango 204117", "Month  Patient  Provider  Days  Total  Paid by you"]
    for _ in range(8):
        tot = _num(r, 2_000, 18_000, 10)
        lines.append(f"{dt.year - 1}-{r.randint(1, 12):02d}  {r.choice(['KENJI', 'YUKO', 'HARUTO', 'MEI'])}  "
                     f"{r.choice(['Ueda Kodomo Clinic', 'Ueda Shika', 'Tempaku Chuo Clinic', 'Nagoya Eye Clinic'])}  "
                     f"{r.randint(1, 3)}  {tot:,}  {int(tot * 0.3):,}")
    lines.append("This notice can be attached to the kakutei shinkoku for iryohi kojo.")
    return "\n".join(lines)


def t_car(r: random.Random, dt: datetime, kind: str) -> str:
    car = "TOYOTA VOXY S-Z (ZWR90W hybrid, 2021-07)  Toroku: Nagoya 300 ra 41-07"
    if kind == "shaken_est":
        return (f"TOYOTA MOBILITY CHUKYO Tempaku-ten  SHAKEN MITSUMORISHO (vehicle inspection estimate)  {_iso(dt)}\n"
                f"SATO KENJI  {car}\nShaken manki: 2026-07-14\nJuryozei 15,000  Jibaiseki 17,650  Inshi 1,800\n"
                f"Tenken seibi: 24-month inspection {_num(r, 23_000, 28_000, 100):,}  Brake fluid 4,400  "
                f"Wiper rubber 3,300  Engine oil 5,500\nGokei: {_num(r, 88_000, 104_000, 100):,} yen\n"
                "Nyuko yoyaku: 2026-07-04 (Sat) 9:30  Daisha ari\n")
    if kind == "shaken_done":
        return (f"TOYOTA MOBILITY CHUKYO Tempaku-ten  SHAKEN SEIBI KIROKUBO / SEIKYUSHO  {_iso(dt)}\n"
                f"SATO KENJI  {car}\nFirst shaken (3 years)  Next: 2026-07-14\n"
                f"Seikyu gokei: {_num(r, 82_000, 96_000, 100):,} yen\n")
    if kind == "tax":
        return (f"AICHI PREFECTURE  Reiwa {dt.year - 2018} nendo JIDOSHA ZEI SHUBETSUWARI NOZEI TSUCHISHO\n"
                f"SATO KENJI  {car}\nHaikiryo 1.8 L  Nengaku 36,000 yen  Noki: {dt.year}-06-01\n"
                "Nozei shomeisho (payment proof) below: please keep for shaken.\n")
    if kind == "ins":
        return (f"SONY SONPO  JIDOSHA HOKEN KEIZOKU NO GO-ANNAI (car insurance renewal)  {_iso(dt)}\n"
                f"Kiyaku-sha: SATO KENJI  {car}\nTokkyu: 17  Driver: family, age 26+  Shasai: 3,200,000 yen\n"
                f"Nenkan hokenryo: {_num(r, 52_000, 61_000, 10):,} yen   Start: {dt.year}-08-20\n")
    if kind == "etc":
        lines = [f"ETC RIYO SHOMEI (ETC usage statement)  {dt.year}-{dt.month:02d}  Rakuten ETC card", "Date  Entry  Exit  Toll"]
        for _ in range(5):
            a, b = r.choice([("Ueda", "Handa-Chuo"), ("Nagoya IC", "Toyota IC"), ("Ueda", "Minamichita"),
                             ("Ozone", "Tokai"), ("Nagoya-nishi", "Yokkaichi")])
            lines.append(f"{dt.year}-{dt.month:02d}-{r.randint(1, 28):02d}  {a}  {b}  {_num(r, 380, 1_800, 10):,}")
        return "\n".join(lines)
    return (f"TOYOTA MOBILITY CHUKYO  12-KAGETSU TEIKI TENKEN (12-month inspection)  {_iso(dt)}\nSATO KENJI  {car}\n"
            f"Odometer: {_num(r, 38_000, 52_000):,} km  Tire rotation, oil and filter\nSeikyu: {_num(r, 14_000, 22_000, 100):,} yen\n")


# --------------------------------------------------------------------------- texts: school and the exams


def t_school_letter(r: random.Random, dt: datetime, who: str) -> str:
    if who == "mei":
        school, grade = "Nagoya Shiritsu Uedayama Shogakko", "6-nen (grade 6)"
        topic = r.choice(["Gakko dayori: undokai (sports day) program and schedule",
                          "Gakunen dayori: shugaku ryoko (school trip) Kyoto-Nara, October, parents' meeting",
                          "Kyushoku-hi (school lunch fee) koza furikae schedule", "Kojin kondankai (parent-teacher talk) dates"])
    else:
        school, grade = "Nagoya Shiritsu Uedayama Chugakko", "3-nen (grade 9)"
        topic = r.choice(["Gakunen tsushin: basketball club summer tournament and retirement",
                          "Gakko shukin (school collection) for the first term", "Teiki test (term exam) schedule"])
    return (f"{school}  {grade}\n{topic}\nHakko: {_iso(dt)} (distributed via the tetoru app)\n"
            "Hogosha no minasama e: please check the dates below and reply through tetoru by the deadline.\n"
            f"Tanto: {r.choice(SURN_R)} sensei\n")


def t_juku_bill(r: random.Random, dt: datetime) -> str:
    return (f"KOBETSU SHIDO YUMEGAOKA SEMINAR  Ueda-ko  GOSEIKYUSHO (tuition invoice)  {dt.year}-{dt.month:02d}\n"
            "Hogosha: SATO KENJI\n"
            f"SATO HARUTO (chu 3): 4 subjects, 8 lessons/month  {_num(r, 31_000, 33_000, 100):,} yen\n"
            f"SATO MEI (sho 6): sansu + kokugo, 4 lessons/month  {_num(r, 12_800, 14_300, 100):,} yen\n"
            "Kyozai-hi / kanri-hi included.  Hikiotoshi: 27th, MUFG Bank\n")


def t_piano(r: random.Random, dt: datetime) -> str:
    return (f"ピアノ教室 月謝袋 控え\n{dt.year}年{dt.month}月分\n生徒：佐藤 芽衣\n月謝 8,000円（3回）\n"
            f"発表会積立 1,000円\n講師：{r.choice(SURN)} 先生\n受領印\n")


def t_mock(r: random.Random, dt: datetime, n: int) -> str:
    hs = 56 + n + r.randint(-1, 2)
    return (f"AICHI ZENKEN MOSHI  dai {n} kai  SEISEKI HYO (mock exam results)  {_iso(dt)}\n"
            "Jukensha: SATO HARUTO  Uedayama Chugakko 3-nen\n"
            f"Kokugo {r.randint(13, 19)}/22  Sugaku {r.randint(12, 20)}/22  Eigo {r.randint(14, 20)}/22  "
            f"Rika {r.randint(11, 18)}/22  Shakai {r.randint(12, 19)}/22\nGokei hensachi: {hs}\n"
            f"Shibo-ko hantei: Aichi public high school A-gun (1st choice) {r.choice(['B', 'C', 'B'])} / "
            f"Private Meitoku Gakuen (heigan) {r.choice(['A', 'A', 'B'])}\n"
            "Advice: sugaku no zukei to eigo no chobun ni jikan wo kakeru koto.\n")


def t_shibo(r: random.Random, dt: datetime) -> str:
    return ("志望校リスト（春人）;" + _d(dt) + "\n区分;学校名;偏差値目安;通学;入試日;説明会;メモ\n"
            "公立 第1志望;県立 天白ヶ丘高校（仮）;61;自転車20分;2027年2月下旬;7/26 午前;部活バスケ強い\n"
            "公立 第2志望;県立 名東南高校（仮）;57;地下鉄+徒歩;2027年2月下旬;8/2;\n"
            "私立 併願;明徳学園高校;55;バス25分;2027年2月上旬;9/14, 10/19;特待生制度あり\n"
            "私立 推薦候補;東邦ヶ丘高校（仮）;52;地下鉄30分;2027年1月下旬;10/5;\n")


def t_naishin(r: random.Random, dt: datetime) -> str:
    rows = ["内申点 計算（愛知県 公立）;春人;" + _d(dt), "教科;2年3学期;3年1学期(見込)"]
    for k in ("国語", "数学", "英語", "理科", "社会", "音楽", "美術", "保健体育", "技術家庭"):
        rows.append(f"{k};{r.randint(3, 5)};{r.randint(3, 5)}")
    rows.append("合計（45点満点）;;=SUM()")
    rows.append("メモ;実技4教科も落とさない。三者面談で確認;")
    return "\n".join(rows)


def t_mendan(r: random.Random, dt: datetime) -> str:
    return (f"三者面談メモ（進路）\n{_d(dt)} 16:20〜　担任 {r.choice(SURN)}先生\n\n"
            "・現在の成績なら第1志望（天白ヶ丘）はボーダー付近。2学期の内申が勝負。\n"
            "・私立併願は明徳学園で良いのでは、とのこと。推薦は東邦ヶ丘も検討可。\n"
            "・部活は7月の大会で引退。夏休みから本格的に受験モード。\n"
            "・英検3級は取得済み、準2級を10月に受けると加点の可能性（私立）。\n"
            "・家で：数学の図形、理科の計算問題。スマホは21時まで。\n")


def t_exam_budget(r: random.Random, dt: datetime) -> str:
    return ("受験費用 見積（春人）;" + _iso(dt) + "\n項目;金額;時期;メモ\n"
            "夏期講習;148,500;7-8月;ゆめが丘ゼミ\n冬期講習;96,000;12-1月;\n全県模試 6回;30,000;6-12月;\n"
            "私立受験料 2校;40,000;1月;\n公立出願;2,200;2月;\n私立入学金（併願 延納）;250,000;2月;合格した場合\n"
            "制服・教科書;120,000;3月;\n合計;686,700;;学資保険 満期とは別\n")


def t_kaki(r: random.Random, dt: datetime) -> str:
    return ("KOBETSU SHIDO YUMEGAOKA SEMINAR  KAKI KOSHU MOSHIKOMISHO (summer course application) 2026\n"
            "Chu-3 jukensei course: 2026-07-22 to 2026-08-28 (closed 8/8-8/16 Obon)\n"
            "Jukensha: SATO HARUTO   Kamoku: 5 subjects + kako-mon (past papers) seminar\n"
            "Jukoryo: 148,500 yen (tax incl.)  Payment: 2026-07-10\n"
            f"Moshikomi-bi: {_iso(dt)}  Hogosha: SATO KENJI\n")


def t_private_hs(r: random.Random, dt: datetime, name: str) -> str:
    return (f"{name} KOTO GAKKO  Reiwa 9 nendo NYUGAKU SHIKEN YOKO (2027 entrance exam guidelines)\n"
            "Ippan nyushi (heigan): 2027-02-03  Suisen nyushi: 2027-01-22\n"
            "Shiken kamoku: kokugo, sugaku, eigo (with listening) + mensetsu (interview, suisen only)\n"
            "Jukenryo: 20,000 yen   Web shutsugan: 2027-01-06 to 01-20\n"
            "Tokutaisei (scholarship) ranks A/B/C by test score. Open campus: 2026-09-14, 2026-10-19\n")


def t_open_school(r: random.Random, dt: datetime) -> str:
    return ("高校 学校説明会・オープンスクール 日程（春人）\n\n"
            "7/26(日) 天白ヶ丘高校 オープンスクール 9:00〜 ※保護者1名 上履き\n"
            "8/2(日) 名東南高校 学校説明会 13:30〜 ※Web申込 7/1〜\n"
            "9/14(月祝) 明徳学園 入試説明会 10:00〜 ※車不可 地下鉄で\n"
            "10/5(日) 東邦ヶ丘 個別相談会\n10/19(日) 明徳学園 2回目（特待の話）\n\n"
            "→ 北海道旅行（8/8〜13）と重ならないことを確認済み。\n")


# --------------------------------------------------------------------------- texts: trips


def t_flight(r: random.Random, dt: datetime, trip: str) -> str:
    if trip == "hokkaido":
        legs = ("NH 3115  2026-08-08  Chubu Centrair (NGO) 08:10 -> New Chitose (CTS) 09:55",
                "NH 3120  2026-08-13  New Chitose (CTS) 17:40 -> Chubu Centrair (NGO) 19:35")
    else:
        legs = ("NH 311  2024-07-27  Chubu Centrair (NGO) 10:05 -> Naha (OKA) 12:20",
                "NH 316  2024-07-31  Naha (OKA) 15:10 -> Chubu Centrair (NGO) 17:15")
    return ("ANA  e-ticket itinerary / receipt (E-TICKET KOKYAKU HIKAEJO)\n"
            f"Booking reference: {r.choice('ABCDEFGHJK')}{r.randint(10000, 99999)}   Issued {_iso(dt)}\n"
            "Passengers: SATO KENJI / SATO YUKO / SATO HARUTO / SATO MEI (child fare: none, 12+ adult)\n"
            f"{legs[0]}\n{legs[1]}\nFare total: {_num(r, 148_000, 196_000, 10):,} yen  Paid: Rakuten Card\n")


def t_hotel(r: random.Random, dt: datetime, hotel: str, nights: str) -> str:
    return (f"jalan.net  YOYAKU KAKUNIN (booking confirmation)  {_iso(dt)}\nYoyaku bango: {r.randint(10**9, 10**10 - 1)}\n"
            f"Shukuhaku-saki: {hotel}\nCheck-in / out: {nights}\nGuests: adults 3, child 1 (SATO KENJI)\n"
            f"Plan: Japanese-Western room, breakfast included  Total: {_num(r, 38_000, 96_000, 100):,} yen (pay at hotel)\n"
            "Cancellation: 50% from 3 days before, 100% on the day\n")


def t_rentacar(r: random.Random, dt: datetime) -> str:
    return (f"TOYOTA RENT A CAR  YOYAKU KAKUNIN (reservation)  {_iso(dt)}\nYoyaku: {r.randint(10**7, 10**8 - 1)}\n"
            "Pick-up: New Chitose Airport shop 2026-08-08 10:30   Return: same shop 2026-08-13 15:30\n"
            "Class: W3 (Sienta / Freed class, 7 seats)  Menseki hosho + NOC support  ETC card reader\n"
            f"Estimated total: {_num(r, 58_000, 72_000, 10):,} yen   Driver: SATO KENJI\n")


def t_itinerary(r: random.Random, dt: datetime) -> str:
    return ("北海道旅行 2026 行程表;8/8(土)〜8/13(木)\n日付;移動;見どころ;宿;メモ\n"
            "8/8;セントレア→新千歳、レンタカー;札幌 大通・時計台、夜はジンギスカン;札幌 ホテルノースゲート（仮）;\n"
            "8/9;札幌→旭川（道央道 約2h）;旭山動物園（芽衣の希望）;旭川 ホテル;朝イチ入園\n"
            "8/10;旭川→美瑛→富良野;青い池、四季彩の丘、ファーム富田;富良野 ペンション ラベンダーヒル;\n"
            "8/11;富良野→小樽;小樽運河、北一硝子、寿司;小樽 運河の宿;春人は勉強道具持参\n"
            "8/12;小樽→積丹→札幌;積丹ブルー、うに丼;札幌;\n8/13;札幌→新千歳;空港で土産;;17:40発\n")


def t_packing(r: random.Random, dt: datetime) -> str:
    return ("持ち物リスト（北海道 8/8〜）\n\n□ 航空券（スマホ）□ 免許証（レンタカー）□ 保険証 4人分\n"
            "□ 上着（朝晩は15℃くらい）□ 雨具 □ 酔い止め（芽衣）□ 常備薬 □ モバイルバッテリー\n"
            "□ 春人：問題集・単語帳（夏期講習の宿題）\n□ カメラ □ 旭山動物園のチケット（前売り）\n"
            "□ 新聞止める □ 盆栽の水やり 隣の鈴木さんに頼む！\n")


def t_trip_budget(r: random.Random, dt: datetime) -> str:
    return ("北海道旅行 予算;" + _iso(dt) + "\n項目;予算;実績;メモ\n"
            f"航空券 4人;180,000;{_num(r, 150_000, 190_000, 10):,};ANA 旅割\n宿泊 5泊;220,000;;じゃらん\n"
            "レンタカー;65,000;;トヨタレンタカー\nガソリン・高速;20,000;;\n食事;90,000;;\n"
            "入場料（旭山動物園ほか）;8,000;;\n土産;30,000;;\n合計;613,000;;ボーナスから\n")


def t_line_chat(r: random.Random, dt: datetime) -> str:
    return (f"[LINE] 裕子とのトーク履歴\n保存日時：{dt:%Y/%m/%d %H:%M}\n\n{dt:%Y/%m/%d}(水)\n"
            "19:02\t裕子\t北海道の宿、富良野のペンション空きあったよ！8/10で取っていい？\n"
            "19:05\t健二\tいいよ。4人で和室？\n19:06\t裕子\t和洋室。朝ごはん付きで2万ちょっと\n"
            "19:10\t健二\t小樽は運河の近くがいい。レンタカーは7人乗りにしておく\n"
            "19:12\t裕子\t春人の夏期講習、お盆休みが8/8〜16だから大丈夫\n19:13\t健二\t了解。旭山動物園は9日ね\n")


def t_past_itin(r: random.Random, dt: datetime, trip: str) -> str:
    if trip == "okinawa":
        return ("沖縄旅行 2024 行程;7/27〜7/31\n日付;予定;宿\n7/27;那覇着、国際通り;那覇 ホテル\n"
                "7/28;美ら海水族館、古宇利島;本部 リゾート\n7/29;シュノーケル（青の洞窟）;本部\n"
                "7/30;首里城、おきなわワールド;那覇\n7/31;帰り 15:10;\n")
    return ("京都旅行 2023（秋）;11/3〜11/5\n日付;予定;宿\n11/3;新幹線 名古屋→京都、清水寺・二年坂;京都駅前\n"
            "11/4;嵐山、トロッコ列車、天龍寺;京都駅前\n11/5;伏見稲荷、帰り;\n")


# --------------------------------------------------------------------------- texts: hobbies


def t_tide(r: random.Random, dt: datetime) -> str:
    lines = [f"Tide table  Morozaki (Minami-chita)  {dt.year}-{dt.month:02d}", "Date  High  Low  High  Low  Tide"]
    for d in range(1, 11):
        lines.append(f"{dt.month:02d}-{d:02d}  0{r.randint(4, 9)}:{r.randint(10, 59)} {r.randint(150, 230)}cm  "
                     f"1{r.randint(0, 4)}:{r.randint(10, 59)} {r.randint(10, 60)}cm  "
                     f"{r.choice(['Oshio', 'Nakashio', 'Koshio', 'Nagashio', 'Wakashio'])}")
    return "\n".join(lines)


def t_catch_log(r: random.Random, dt: datetime) -> str:
    rows = ["釣果記録;" + str(dt.year), "日付;場所;釣り方;魚種;数;サイズ;潮;メモ"]
    for _ in range(14):
        d = dt - timedelta(days=r.randint(5, 300))
        rows.append(f"{_iso(d)};{r.choice(['師崎港', '豊浜 堤防', '衣浦 海底トンネル付近', '常滑 りんくう', '伊良湖 遊漁船'])};"
                    f"{r.choice(['サビキ', 'ちょい投げ', 'ウキ釣り', 'タイラバ', 'エギング'])};"
                    f"{r.choice(['アジ', 'サバ', 'キス', 'カサゴ', 'メバル', 'マダイ', 'アオリイカ', 'ハゼ'])};"
                    f"{r.randint(1, 40)};{r.randint(8, 42)}cm;{r.choice(['大潮', '中潮', '小潮'])};")
    return "\n".join(rows)


def t_bonsai_calendar(r: random.Random, dt: datetime) -> str:
    return ("盆栽 年間管理カレンダー;樹種;真柏・五葉松・黒松・もみじ\n月;作業;水やり;肥料\n"
            "1月;寒さ対策、針金外し;2日に1回;なし\n3月;植え替え（松・真柏）;1日1回;なし\n"
            "4月;芽摘み（真柏）;1日1〜2回;置き肥 開始\n5月;もみじ 葉刈り、黒松 みどり摘み;1日2回;置き肥\n"
            "6月;黒松 芽切り（下旬）;1日2回;休止\n7月;日よけ、葉水;1日2〜3回;なし\n9月;針金かけ;1日2回;秋肥\n"
            "10月;古葉取り（松）;1日1回;秋肥\n11月;針金かけ、ジン・シャリ手入れ;1日1回;なし\n")


def t_bonsai_entry(r: random.Random, dt: datetime) -> str:
    return ("第48回 中部盆栽展 出品申込書\n\n出品者：佐藤 健二（名古屋盆栽同好会）\n住所：" + ADDR + "\n"
            "樹種：真柏（しんぱく）\n樹形：模様木・ジン／シャリあり\n樹高：38cm\n鉢：常滑焼 朱泥 長方 28cm（新調予定）\n"
            "卓：紫檀 地板\n添配：なし\n樹歴：2016年 山採り素材より作り始め 10年\n"
            "会期：2026年11月20日〜23日　会場：名古屋市 久屋大通 市民ギャラリー\n搬入：11月19日 13時〜\n"
            f"申込日：{_d(dt)}\n")


def _ago(y: int, m: int, d: int) -> float:
    return (NOW - datetime(y, m, d, 12, tzinfo=timezone.utc)).total_seconds() / DAY


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
    DOC, DL, DT, PIC, SCAN = "ドキュメント", "ダウンロード", "デスクトップ", "ピクチャ", "スキャン"
    LINE = f"{DL}/LINE"

    # ------------------------------------------------------------ ドキュメント/仕事 (Areas Work)
    w = f"{DOC}/仕事"
    add(f"{w}/労働条件通知書_2014.pdf", A, "Work", _ago(2014, 6, 20),
        f"{COMPANY_R}\nRODO JOKEN TSUCHISHO (notice of employment conditions)  2014-06-20\n"
        "Shimei: SATO KENJI   Koyo keitai: seishain (regular, no fixed term)\nNyusha-bi: 2014-07-01\n"
        "Shugyo basho: Minato Plant, Nagoya  Gyomu: Seisan gijutsu (production engineering)\n"
        "Shugyo jikan: 8:00-16:50 (kyukei 60 min), kotai kinmu nashi  Kyujitsu: company calendar (121 days)\n"
        "Chingin: kihonkyu 292,000 yen, teate per kitei, shoyo 2x/year  Taishokukin: ari\n")
    add(f"{w}/辞令_2026年4月1日付.pdf", A, "Work", _ago(2026, 3, 24),
        f"{COMPANY_R}\nJIREI (personnel order)\nSATO KENJI dono\n"
        "Effective 2026-04-01: Seisan Gijutsu-bu Seisan Gijutsu Ni-ka Kakaricho no nin wo toku.\n"
        "Seisan Gijutsu-bu Seisan Gijutsu Ik-ka Kacho Dairi ni ninzu.\nTorishimariyaku shacho  (seal)\n")
    add(f"{w}/辞令_2019年10月.pdf", A, "Work", _ago(2019, 9, 26),
        f"{COMPANY_R}\nJIREI  SATO KENJI dono\nEffective 2019-10-01: Seisan Gijutsu Ni-ka Kakaricho ni ninzu.\n"
        "Tomonatte shikaku toukyu S2 ni shokaku.\n")
    add(f"{w}/異動のお知らせ（社内メール）.eml", A, "Work", _ago(2026, 3, 27),
        lambda r, dt: t_work_mail(r, dt, "【人事】4月1日付 組織変更・異動のお知らせ",
                                  "4月1日付で生産技術一課 課長代理として着任いただきます。\n"
                                  "引継ぎ：二課のロボット保全計画は伊藤さんへ。スパッタ低減PJは引き続き佐藤さん担当。\n"
                                  "4/2 9:00 に一課ミーティングで一言ご挨拶をお願いします。"))
    add(f"{w}/目標管理シート_2026上期.docx", A, "Work", 52, t_eval)
    add(f"{w}/目標管理シート_2025下期.docx", A, "Work", 235,
        lambda r, dt: t_eval(r, dt).replace("2025年度 上期", "2025年度 下期"))
    add(f"{w}/就業規則_2025年4月改定.pdf", A, "Work", 420,
        f"{COMPANY_R}\nSHUGYO KISOKU (work rules)  revised 2025-04-01\n"
        "Chapter 3 Working hours: flextime for engineering staff, core time 10:00-15:00.\n"
        "Chapter 5 Leave: annual paid leave, ikuji kyugyo, kaigo kyugyo.\nChapter 7 Transfers (haichi tenkan, shukko).\n")
    for name, age, text in (
            ("安全衛生教育_修了証.pdf", 610, "ANZEN EISEI KYOIKU SHURYOSHO (safety training certificate)\nSATO KENJI\n"
             "Shokucho kyoiku (supervisor safety training), 12 hours, completed 2024-09-27\nAichi Rodo Kijun Kyokai\n"),
            ("アーク溶接_特別教育_修了証.pdf", 1850, "ARC YOSETSU TOKUBETSU KYOIKU SHURYOSHO\nSATO KENJI\n"
             "Arc welding special education (gakka 11h, jitsugi 10h) completed 2021-05-21\n"),
            ("新任管理職研修_資料.pdf", 45, f"{COMPANY_R}  New managers training 2026 (shinnin kanrishoku kenshu)\n"
             "1. Role of the kacho dairi  2. Labour law basics: 36 kyotei, overtime limits  3. 1-on-1 meetings\n"
             "4. Harassment prevention  5. Budget and cost control\nDate: 2026-04-16/17, HQ training room\n")):
        add(f"{w}/研修/{name}", A, "Work", age, text)
    for i, (y, m) in enumerate(((2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4), (2026, 5))):
        add(f"{w}/品質月報/品質月報_{y}年{m:02d}月.xlsx", A, "Work", _ago(y, m, 28) if m != 5 else 1.5,
            lambda r, dt, y=y, m=m: t_quality_month(r, datetime(y, m, 28)))
    add(f"{w}/不良解析/不良解析報告書_NK-31_ねじ穴位置.docx", A, "Work", 160, t_defect_report)
    add(f"{w}/不良解析/不良解析報告書_BR-77.docx", A, "Work", 95, t_defect_report)
    add(f"{w}/不良解析/不良解析報告書_BK-220_v2.docx", A, "Work", 30, t_defect_report)
    add(f"{w}/出張精算/出張旅費精算書_202603.xlsx", A, "Work", 68, t_trip_expense)
    add(f"{w}/出張精算/出張旅費精算書_202605.xlsx", A, "Work", 6, t_trip_expense)
    add(f"{w}/客先監査_指摘事項.eml", A, "Work", 40,
        lambda r, dt: t_work_mail(r, dt, "RE: 客先工程監査（5/12）指摘事項の共有",
                                  "先日の工程監査の指摘3件です。\n1) 溶接条件表の版管理\n2) 治具点検記録の押印漏れ\n"
                                  "3) 初物検査の記録保管期間\n是正報告は5/29までに品証経由で提出です。"))

    # ------------------------------------------------------------ スパッタ低減PJ (Projects Work)
    pj = f"{w}/スパッタ低減PJ"
    add(f"{pj}/A3報告書_v1.docx", P, "Work", 118, lambda r, dt: t_a3(r, dt, "v1"))
    add(f"{pj}/A3報告書_v2.docx", P, "Work", 61, lambda r, dt: t_a3(r, dt, "v2"))
    add(f"{pj}/A3報告書_v3_部長報告用.docx", P, "Work", 7, lambda r, dt: t_a3(r, dt, "final"))
    add(f"{pj}/スパッタ不良データ_5月.csv", P, "Work", 2, t_spatter_csv)
    add(f"{pj}/パレート図_要因別.xlsx", P, "Work", 88,
        "要因別 スパッタ不良件数（2026年2月）\n要因;件数;累積比率(%)\nチップ摩耗;142;41.0\nガス流量ばらつき;88;66.4\n"
        "ワイヤ送給不良;51;81.2\n母材の油分;33;90.8\nその他;32;100.0\n")
    add(f"{pj}/議事録_0415_対策検討会.docx", P, "Work", 47,
        "スパッタ低減PJ 対策検討会 議事録\n2026年4月15日 15:00〜16:00 港工場 2F会議室\n"
        "出席：佐藤（生技一課）、伊藤（生技二課）、山本（製造3係）、品証 加藤\n"
        "1. チップドレス周期 120打点で2週間試行 → 不良率 1.5%→1.2%\n2. ガス流量計 3号機の指示ずれ発見、校正依頼\n"
        "3. 低スパッタワイヤのサンプルを大同溶材に依頼（佐藤）\n次回：5月20日\n")
    add(f"{pj}/議事録_0520_効果確認.docx", P, "Work", 12,
        "スパッタ低減PJ 効果確認会 議事録\n2026年5月20日\n現状 不良率 0.78%（目標 0.5%）\n"
        "ワイヤ比較試験は6月第2週に実施。条件標準化は7月。9月末に歯止め・報告会。\n宿題：5号機の治具クランプ見直し（山本）\n")
    add(f"{pj}/ワイヤ比較試験_計画.xlsx", P, "Work", 9,
        "ワイヤ比較試験 計画\n条件;ワイヤ;電流(A);電圧(V);速度(cm/min);本数\n"
        "A（現行）;YGW12 1.2mm;240;24.5;60;200\nB;低スパッタ DW-S50;240;24.0;60;200\nC;低スパッタ DW-S50;220;23.0;55;200\n")
    add(f"{pj}/日程計画.xlsx", P, "Work", 20,
        "スパッタ低減PJ 日程\n項目;4月;5月;6月;7月;8月;9月\n要因解析;■;;;;;\nチップドレス試行;■;■;;;;\n"
        "ワイヤ比較;;;■;;;\n条件標準化;;;;■;;\n歯止め・横展開;;;;;■;■\n最終報告;;;;;;9/30\n")
    add(f"{pj}/大同溶材_サンプル回答.eml", P, "Work", 16,
        lambda r, dt: _eml("大同溶材 営業部 村上 <murakami@daido-yozai.example.co.jp>", WORK_ME,
                           "Re: 低スパッタワイヤ サンプルのご依頼", dt,
                           "東和オートパーツ 佐藤様\n\nお世話になっております。大同溶材の村上です。\n"
                           "ご依頼の低スパッタワイヤ DW-S50（1.2mm, 20kg）を2巻、6月5日着で発送いたします。\n"
                           "推奨条件表を添付しますのでご参照ください。\n"))
    photo(f"{pj}/写真/スパッタ付着_3号機_01.jpg", P, "Work", 75)
    photo(f"{pj}/写真/スパッタ付着_3号機_02.jpg", P, "Work", 75)
    photo(f"{pj}/写真/対策後_5号機.jpg", P, "Work", 14)
    add(f"{pj}/特性要因図.png", P, "Work", 100, "")

    # ------------------------------------------------------------ QC検定1級 (Projects Work)
    qc = f"{w}/QC検定1級"
    add(f"{qc}/申込受付のお知らせ.eml", P, "Work", 38,
        lambda r, dt: _eml("品質管理検定センター <qc-kentei@example.jsa.or.jp>", ME, "【QC検定】受検申込受付完了のお知らせ", dt,
                           "佐藤 健二 様\n\n第42回 品質管理検定（QC検定）1級 の受検申込を受け付けました。\n"
                           "試験日：2026年9月6日（日）\n受検料：13,200円（お支払い済み）\n受検票は8月中旬に発送します。\n"))
    add(f"{qc}/勉強計画.xlsx", P, "Work", 60,
        "QC検定1級 勉強計画\n月;範囲;教材;目標時間\n4月;管理図・工程能力;品質管理の演習;30h\n5月;実験計画法;過去問 第20-22回;35h\n"
        "6月;多変量解析・信頼性;テキスト;35h\n7月;論述（実践分野）;過去問 論述;30h\n8月;総復習・模試;模擬試験2回;40h\n")
    for i, k in enumerate(("管理図", "実験計画法", "信頼性工学", "多変量解析")):
        add(f"{qc}/ノート_{k}.txt", P, "Work", 55 - i * 13, lambda r, dt, k=k: t_qc_note(r, dt, k))
    add(f"{qc}/模擬試験_1回目_結果.pdf", P, "Work", 10,
        "QC Kentei 1-kyu  MOGI SHIKEN (mock exam) no.1  result\nName: SATO KENJI\n"
        "Shuho bunya (methods): 62/100   Jissen bunya (practice): 58/100   Ronjutsu: B\n"
        "Pass line: 70% total and 50% each. Weak: design of experiments, multivariate analysis.\n")
    add(f"{qc}/過去問_第25回_自己採点.xlsx", P, "Work", 25,
        "第25回 過去問 自己採点\n問;分野;配点;得点\n1;管理図;10;8\n2;実験計画法;15;7\n3;回帰分析;15;11\n4;信頼性;10;6\n5;論述;20;12\n合計;;70;44\n")

    # ------------------------------------------------------------ 仕事/資料 (Resources Work)
    ref = f"{w}/資料"
    add(f"{ref}/溶接用語_JIS_Z3001_抜粋.pdf", R, "Work", 900,
        "JIS Z 3001 Welding terms (excerpt)\nSpatter: metal particles expelled during welding.\n"
        "Undercut, overlap, porosity (blowhole), incomplete penetration, crater crack.\nMAG welding: metal active gas arc welding.\n")
    add(f"{ref}/FMEA_テンプレート.xlsx", R, "Work", 640,
        "工程FMEA;品番;;作成者;\n工程;機能;故障モード;影響;厳しさS;原因;発生度O;現行管理;検出度D;RPN;推奨処置\n"
        "溶接;ブラケット接合;溶け込み不足;強度不足;9;電流低下;3;条件監視;4;108;電流モニタ導入\n")
    add(f"{ref}/なぜなぜ分析の進め方.pdf", R, "Work", 1100,
        "Naze-naze bunseki (5 Whys) no susumekata\n1. Genba, genbutsu de jijitsu wo kakunin suru.\n"
        "2. 'Naze' wa koto ni tsuite kiku, hito wo semenai.\n3. Saigo no naze ga taisaku ni tsunagaru made kurikaesu.\n")
    add(f"{ref}/QC七つ道具_まとめ.docx", R, "Work", 780,
        "QC七つ道具 まとめ\nパレート図：重点指向\n特性要因図：要因の洗い出し\nヒストグラム：ばらつきの形\n"
        "散布図：2変数の関係\n管理図：工程の安定状態\nチェックシート：データ収集\n層別：データを分けて比較\n")
    add(f"{ref}/工程能力指数_計算シート.xlsx", R, "Work", 500,
        "工程能力指数 計算\n規格上限;規格下限;平均;標準偏差;Cp;Cpk\n10.05;9.95;10.01;0.012;=(B2-A2)/(6*D2);\n判定;Cp≧1.33 十分;1.0〜1.33 まずまず;<1.0 不足\n")
    add(f"{ref}/技術英語_用語集.xlsx", R, "Work", 2400,
        "技術英語 用語集（タイ出張時に作成、追記中）\n日本語;English;メモ\n治具;jig / fixture;\n段取り替え;changeover;\n"
        "歩留まり;yield;\n不良率;defect rate;ppm\n是正処置;corrective action;\n初物検査;first article inspection;FAI\n")
    add(f"{ref}/Excelマクロ_メモ.txt", R, "Work", 320,
        "Excel VBA メモ\n\n' 品質データの転記マクロ\nSub CopyDaily()\n    Dim ws As Worksheet\n"
        "    Set ws = Worksheets(\"日報\")\n    ws.Range(\"A2:F200\").Copy Worksheets(\"集計\").Range(\"A2\")\nEnd Sub\n\n"
        "・ピボットの更新は ThisWorkbook.RefreshAll\n・配列で回すと速い\n")
    add(f"{ref}/MAG溶接_条件表.pdf", R, "Work", 1300,
        "MAG welding condition table (CO2/Ar mix)\nPlate 2.3 mm: 1.0 mm wire, 130-150 A, 18-19 V, 50 cm/min\n"
        "Plate 3.2 mm: 1.2 mm wire, 180-220 A, 21-23 V, 45 cm/min\nShield gas 15-20 L/min. Contact tip distance 15 mm.\n")
    add(f"{ref}/TPS_basics_English.pdf", R, "Work", 1500,
        "Toyota Production System - basics\nJust-in-time, jidoka, heijunka, standardized work, kaizen.\n"
        "The seven wastes: overproduction, waiting, transport, processing, inventory, motion, defects.\n")

    # ------------------------------------------------------------ finished work (Archive Work)
    mx = f"{w}/前職_丸栄工機"
    add(f"{mx}/職務経歴書_2014.docx", X, "Work", _ago(2014, 4, 10),
        "職務経歴書\n2014年4月10日 現在　氏名 佐藤 健二\n\n■職務要約\n丸栄工機株式会社にて10年間、自動車用プレス部品の"
        "生産技術を担当。金型段取り改善、溶接ロボットライン立上げ（3ライン）を経験。\n■資格\n普通自動車免許、アーク溶接特別教育、"
        "QC検定2級\n■志望動機\nより大きな規模で車体部品の工程設計に携わりたい。\n")
    add(f"{mx}/内定通知書_東和オートパーツ.pdf", X, "Work", _ago(2014, 5, 22),
        f"{COMPANY_R}\nSAIYO NAITEI TSUCHISHO (job offer)  2014-05-22\nSATO KENJI sama\n"
        "We are pleased to offer you the position of engineer, Production Engineering Dept., from 2014-07-01.\n"
        "Please return the acceptance form (shodakusho) by 2014-06-05.\n")
    add(f"{mx}/転職エージェント_面接日程.eml", X, "Work", _ago(2014, 4, 28),
        lambda r, dt: _eml("メイテツ転職エージェント 小川 <ogawa@example-agent.jp>", ME, "二次面接の日程確定のご連絡", dt,
                           "佐藤様\n\n東和オートパーツ株式会社様の二次面接（工場長面接）の日程が確定しました。\n"
                           "5月8日（木）14:00 港工場 本館1F受付\n持ち物：職務経歴書、筆記用具\n"))
    add(f"{mx}/改善報告_2012_金型段取り.docx", X, "Work", _ago(2012, 11, 30),
        "改善報告書（丸栄工機 第2製造課）\nテーマ：300tプレス 金型段取り時間の短縮\n担当：佐藤 健二\n"
        "段取り時間 48分→19分（内段取りの外段取り化、ボルト締め箇所の削減）\n効果：月32時間の稼働増\n")
    add(f"{mx}/退職のご挨拶.docx", X, "Work", _ago(2014, 6, 25),
        "退職のご挨拶\n\n6月30日をもちまして丸栄工機を退職することになりました。\n10年間、本当にお世話になりました。\n"
        "第2製造課の皆様の今後のご活躍をお祈りしております。\n佐藤 健二\n")
    th = f"{w}/タイ工場立上げ2019"
    add(f"{th}/Rayong_startup_schedule.xlsx", X, "Work", _ago(2019, 8, 20),
        "Towa Auto Parts (Thailand) Rayong - Line 2 start-up schedule\nWeek;Task;Owner;Status\n"
        "W36;Robot installation;Sato / Somchai;done\nW37;Teaching, first welds;Sato;done\nW39;Trial run 500 pcs;Somchai;done\n"
        "W41;Customer PPAP;Quality;done\nW44;SOP (mass production);All;done\n")
    add(f"{th}/出張報告書_タイ_2019.docx", X, "Work", _ago(2019, 12, 6),
        "出張報告書\n出張者：生産技術部 佐藤 健二\n期間：2019年9月1日〜11月30日（タイ・ラヨーン工場）\n"
        "目的：ロアアーム溶接ライン（第2ライン）立上げ支援\n結果：11月4日 量産開始（SOP）。可動率 92%、不良率 0.6%。\n"
        "課題：現地スタッフのロボット教示スキル。→ 教育資料を英語・タイ語で作成済み。\n")
    add(f"{th}/Re_ trial run results.eml", X, "Work", _ago(2019, 10, 8),
        lambda r, dt: _eml("Somchai P. <somchai@towa-th.example.co.th>", WORK_ME, "Re: trial run results (Line 2)", dt,
                           "Dear Sato-san,\n\nThank you for your support this week. Trial run of 500 pcs finished: 3 NG "
                           "(undercut at weld 4). We changed the torch angle as you suggested.\n\nBest regards,\nSomchai\n"))
    add(f"{th}/Invitation_letter_Thailand.pdf", X, "Work", _ago(2019, 7, 15),
        "TOWA AUTO PARTS (THAILAND) CO., LTD.  Rayong\nINVITATION LETTER  2019-07-15\n"
        "We invite Mr. KENJI SATO, engineer of Towa Auto Parts Co., Ltd. (Japan), to our plant from 1 Sept to 30 Nov 2019\n"
        "for technical support of the new welding line. All expenses are borne by the company.\n")
    photo(f"{th}/写真/IMG_20190912_101533.jpg", X, "Work", _ago(2019, 9, 12))
    photo(f"{th}/写真/IMG_20191104_083012.jpg", X, "Work", _ago(2019, 11, 4))
    kz = f"{w}/段取り改善2022"
    add(f"{kz}/改善報告書_段取り時間短縮_最終.docx", X, "Work", _ago(2022, 12, 15),
        "改善報告書（最終）\nテーマ：第4ライン ブラケットBR-77 プレス段取り時間短縮\n期間：2022年4月〜11月\n"
        "結果：段取り 35分→12分、年間効果 約640万円\n歯止め：段取り手順書 改訂、クイックチェンジ治具 標準化\n")
    add(f"{kz}/社長賞_表彰.pdf", X, "Work", _ago(2023, 1, 20),
        f"{COMPANY_R}\nHYOSHOJO (certificate of commendation) - Shacho-sho 2022\nSATO KENJI dono and Line 4 changeover team\n"
        "For the outstanding kaizen result in press changeover time reduction.\n2023-01-20\n")
    add(f"{kz}/段取り時間_測定データ.xlsx", X, "Work", _ago(2022, 10, 3),
        "段取り時間 測定\n日付;改善前(分);改善後(分)\n2022/05/10;36;\n2022/07/22;;21\n2022/09/15;;14\n2022/10/03;;12\n")

    # ------------------------------------------------------------ 家計・税金・ローン (Areas Finance)
    kk = f"{DOC}/家計"
    for y, m in ((2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4), (2026, 5)):
        add(f"{kk}/給与明細/給与明細_{y}年{m:02d}月.pdf", A, "Finance", max(_ago(y, m, 25), 5),
            lambda r, dt, y=y, m=m: t_payslip(r, datetime(y, m, 25)))
    add(f"{kk}/給与明細/賞与明細_2025冬.pdf", A, "Finance", _ago(2025, 12, 10), t_bonus)
    for m in (3, 4, 5):
        add(f"{kk}/家計簿_2026年{m}月.xlsx", A, "Finance", max(_ago(2026, m, 30), 1), t_kakeibo)
    add(f"{kk}/銀行/三菱UFJ_明細_202604.pdf", A, "Finance", 31, t_bank)
    add(f"{kk}/銀行/三菱UFJ_明細_202605.pdf", A, "Finance", 1, t_bank)
    add(f"{kk}/銀行/入出金明細_20260531.csv", A, "Finance", 1, t_bank_csv)
    add(f"{kk}/カード/楽天カード_ご利用明細_202604.pdf", A, "Finance", 35, t_card)
    add(f"{kk}/カード/楽天カード_ご利用明細_202605.pdf", A, "Finance", 4, t_card)
    add(f"{kk}/NISA/取引報告書_20260527.pdf", A, "Finance", 5, t_nisa)
    add(f"{kk}/NISA/NISA_メモ.txt", A, "Finance", 140,
        "NISA メモ（2024年〜 新NISA）\n\n・つみたて投資枠：月5万円（オルカン3万＋S&P500 2万）\n・成長投資枠：まだ使っていない\n"
        "・裕子の口座：月2万円 オルカン\n・子ども分はジュニアNISA廃止のため学資保険＋預金で\n・取り崩しは考えない。暴落しても積立は止めない。\n")
    add(f"{kk}/ねんきん定期便_2025.pdf", A, "Finance", 200, t_nenkin)
    tx = f"{DOC}/税金"
    add(f"{tx}/源泉徴収票_2024.pdf", A, "Finance", _ago(2024, 12, 20), lambda r, dt: t_gensen(r, dt, 2024))
    kd = f"{tx}/確定申告/2026提出（令和7年分）"
    add(f"{kd}/申告書控え_e-Tax.pdf", A, "Finance", _ago(2026, 2, 21), lambda r, dt: t_kakutei(r, dt, 2025))
    add(f"{kd}/医療費控除の明細書.xlsx", A, "Finance", _ago(2026, 2, 18), t_iryohi)
    add(f"{kd}/準備メモ.txt", A, "Finance", _ago(2026, 2, 10),
        "確定申告 準備メモ（令和7年分）\n\n□ 源泉徴収票（会社）\n□ 医療費：春人の矯正 領収書まとめ → 10万円超えるので医療費控除\n"
        "□ ふるさと納税 受領証明書 5件（医療費控除で申告するのでワンストップは無効になる→全部申告に入れる）\n"
        "□ マイナンバーカード＋スマホで e-Tax\n□ 還付口座 三菱UFJ 植田支店\n")
    add(f"{tx}/確定申告/2025提出（令和6年分）/申告書控え_e-Tax.pdf", A, "Finance", _ago(2025, 3, 2),
        lambda r, dt: t_kakutei(r, dt, 2024))
    fz = f"{tx}/ふるさと納税"
    add(f"{fz}/2025年_寄附一覧.xlsx", A, "Finance", _ago(2025, 12, 29), t_furusato_list)
    add(f"{fz}/受領証明書_紋別市.pdf", A, "Finance", _ago(2025, 10, 2), t_furusato)
    add(f"{fz}/受領証明書_都城市.pdf", A, "Finance", _ago(2025, 12, 20), t_furusato)
    add(f"{fz}/2026年_寄附一覧.xlsx", A, "Finance", 18, t_furusato_list)
    add(f"{tx}/住民税_決定通知書_2025年度.pdf", A, "Finance", _ago(2025, 6, 5), t_jumin)
    add(f"{tx}/固定資産税_2026年度.pdf", A, "Finance", _ago(2026, 4, 10), t_kotei)
    ln = f"{DOC}/住宅ローン"
    add(f"{ln}/返済予定表_2026.pdf", A, "Finance", 150, lambda r, dt: t_loan(r, dt, "schedule"))
    add(f"{ln}/年末残高証明書_2025.pdf", A, "Finance", _ago(2025, 10, 20), lambda r, dt: t_loan(r, dt, "balance"))
    add(f"{ln}/繰上げ返済_検討.xlsx", A, "Finance", 110,
        "繰上げ返済 検討;2026年\n案;金額;方式;軽減利息;メモ\nA;1,000,000;期間短縮;約38万円;住宅ローン控除が減る\n"
        "B;1,000,000;返済額軽減;約25万円;\n結論;;;;控除が終わる2030年まではNISA優先、繰上げはしない\n")
    add(f"{DOC}/マイナンバー/電子証明書_有効期限のお知らせ.pdf", A, "Finance", 70, t_mynumber)
    add(f"{DOC}/マイナンバー/マイナ保険証_家族の登録状況.txt", A, "Finance", 180,
        "マイナンバーカード 家族メモ\n\n健二：カード有効期限 2030年 / 電子証明書 2026年11月 更新要\n裕子：マイナ保険証 登録済み\n"
        "春人：カード 2023年取得（5年）\n芽衣：カード 2023年取得\n※暗証番号はここに書かない\n")
    add(f"{kk}/参考/新NISA_入門ガイド.pdf", R, "Finance", 600,
        "Shin NISA nyumon (new NISA beginners' guide)\nTsumitate toshi waku 1.2 million yen/year, seicho toshi waku "
        "2.4 million yen/year, lifetime limit 18 million yen.\nLow-cost index funds, long-term, diversified.\n")
    add(f"{kk}/参考/ふるさと納税_控除上限の目安.pdf", R, "Finance", 420,
        "Furusato nozei: kojo jogen no meyasu (upper limit table)\nAnnual income 7 million, couple + 2 children (one 16-18): "
        "about 78,000 yen\nNote: the limit falls when you also claim the housing loan deduction or medical deduction.\n")
    add(f"{kk}/参考/住宅ローン控除_解説.pdf", R, "Finance", 2900,
        "Jutaku loan kojo (housing loan tax credit) kaisetsu\nYear-end balance x 1% (for 2017 purchases), 10 years.\n"
        "First year: kakutei shinkoku. From year 2: nenmatsu chosei at work.\n")

    # ------------------------------------------------------------ 家 (Areas Home)
    h = f"{DOC}/家"
    add(f"{h}/光熱費/中部電力_202604.pdf", A, "Home", 38, lambda r, dt: t_utility(r, dt, "denki"))
    add(f"{h}/光熱費/中部電力_202605.pdf", A, "Home", 6, lambda r, dt: t_utility(r, dt, "denki"))
    add(f"{h}/光熱費/東邦ガス_202604.pdf", A, "Home", 36, lambda r, dt: t_utility(r, dt, "gas"))
    add(f"{h}/光熱費/水道_2026年3-4月.pdf", A, "Home", 28, lambda r, dt: t_utility(r, dt, "suido"))
    add(f"{h}/光熱費/コミュファ光_202605.pdf", A, "Home", 9, lambda r, dt: t_utility(r, dt, "net"))
    add(f"{h}/町内会/回覧_一斉清掃.docx", A, "Home", 44, t_chonaikai)
    add(f"{h}/町内会/組長_引継ぎメモ.txt", A, "Home", 62,
        "5組 組長 引継ぎメモ（2026年度 佐藤）\n\n・回覧板は月2回、14-7→14-9→15-1→…→16-3 の順\n・町内会費 年6,000円 × 12世帯 を5月中に集金\n"
        "・ごみステーション当番表は冷蔵庫に貼る\n・防災訓練 6月、一斉清掃 5月・11月\n")
    add(f"{h}/修理/給湯器点検_領収書.pdf", A, "Home", 130, t_repair)
    add(f"{h}/修理/エアコン修理_2025.pdf", A, "Home", 310, t_repair)
    add(f"{h}/修理/庭木剪定_2025秋.pdf", A, "Home", 200, t_repair)
    add(f"{h}/購入時書類/不動産売買契約書_2017.pdf", A, "Home", _ago(2017, 8, 5),
        "FUDOSAN BAIBAI KEIYAKUSHO (real estate sales contract)  2017-08-05\nBuyer: SATO KENJI, SATO YUKO (mochibun 9/10, 1/10)\n"
        f"Property: {ADDR_R}  land 132.5 m2, new wooden house 2F 104.3 m2\nPrice: 39,800,000 yen  Deposit 2,000,000 yen\n"
        "Hikiwatashi: 2017-09-29  Seller: Tempaku Home Kensetsu Co., Ltd.\n")
    add(f"{h}/購入時書類/建物引渡書_2017.pdf", A, "Home", _ago(2017, 9, 29),
        "TATEMONO HIKIWATASHISHO (handover certificate)  2017-09-29\nBuyer SATO KENJI received the house and 2 sets of keys.\n"
        "Warranty: structure 10 years (kashi tanpo sekinin hoken), equipment 2 years.\n")
    for name, what in (("食洗機_NP-45MD9_取扱説明書.pdf", "Panasonic dishwasher NP-45MD9S"),
                       ("洗濯機_ドラム式_取扱説明書.pdf", "Hitachi drum washer-dryer BD-STX120"),
                       ("エアコン_リビング_取扱説明書.pdf", "Daikin room air conditioner AN40ZRP"),
                       ("給湯器リモコン_MBC-155V.pdf", "Rinnai water heater remote controller MBC-155V"),
                       ("掃除機_コードレス.pdf", "Makita cordless cleaner CL282FD")):
        add(f"{h}/取扱説明書/{name}", R, "Home", r.randint(400, 2900), lambda r, dt, what=what: t_manual(r, dt, what))
    gp = f"{h}/外壁塗装2020"
    add(f"{gp}/見積書_外壁塗装.pdf", X, "Home", _ago(2020, 3, 14),
        "Tempaku Paint Service  GO-MITSUMORISHO (quote)  2020-03-14\nSATO KENJI\nGaiheki (exterior wall) silicon paint, 2 coats\n"
        "Ashiba (scaffolding), kouatsu senjo, coking\nTotal 968,000 yen (tax incl.)\n")
    add(f"{gp}/工事請負契約書.pdf", X, "Home", _ago(2020, 4, 2),
        "KOJI UKEOI KEIYAKUSHO  2020-04-02\nKoji: gaiheki / yane tosou (exterior wall and roof painting)\nKoki: 2020-05-11 to 2020-05-30\n"
        "Amount: 968,000 yen  Payment: on completion\n")
    add(f"{gp}/完了報告書.pdf", X, "Home", _ago(2020, 6, 3),
        "KANRYO HOKOKUSHO (completion report)  2020-06-03\nExterior painting finished 2020-05-29. Customer check done.\n"
        "Warranty card issued (7 years).\n")
    photo(f"{gp}/写真/施工前_南面.jpg", X, "Home", _ago(2020, 5, 10))
    photo(f"{gp}/写真/施工後_南面.jpg", X, "Home", _ago(2020, 5, 30))
    ap = f"{h}/旧アパート_一社"
    add(f"{ap}/賃貸借契約書_2008.pdf", X, "Home", _ago(2008, 3, 20),
        "TATEMONO CHINTAISHAKU KEIYAKUSHO (lease)  2008-03-20\nMaison Issha 203, Meito-ku, Nagoya  2LDK\n"
        "Tenant: SATO KENJI  Rent 78,000 yen + kyoeki-hi 4,000 yen  Shikikin 2 months\n")
    add(f"{ap}/更新のご案内_2016.pdf", X, "Home", _ago(2016, 1, 15),
        "Maison Issha 203  KEIYAKU KOSHIN NO GO-ANNAI (lease renewal)  2016-01-15\nKoshin-ryo 1 month. New term 2016-04-01 to 2018-03-31.\n")
    add(f"{ap}/引越し見積_2017.pdf", X, "Home", _ago(2017, 8, 30),
        "Sakai Hikkoshi Center  Quote 2017-08-30\nFrom: Maison Issha 203 (Meito-ku)  To: Uedayama, Tempaku-ku\n"
        "Date 2017-10-07  2t truck, 3 staff  Total 86,400 yen\n")

    # ------------------------------------------------------------ 浴室リフォーム (Projects Home)
    rf = f"{h}/浴室リフォーム"
    add(f"{rf}/見積_住まいるプラス天白.pdf", P, "Home", 74,
        lambda r, dt: t_remodel_quote(r, dt, "Smile Plus Tempaku Co., Ltd. (Sumairu Purasu Tempaku)", "TOTO Sazana HS", 1_386_000))
    add(f"{rf}/見積_リフォームのナカヤマ.pdf", P, "Home", 80,
        lambda r, dt: t_remodel_quote(r, dt, "Reform no Nakayama (Nakayama Koumuten)", "LIXIL Relaxia", 1_452_000))
    add(f"{rf}/見積_LIXILショップ名東.pdf", P, "Home", 70,
        lambda r, dt: t_remodel_quote(r, dt, "LIXIL Reform Shop Meito", "LIXIL Arise", 1_298_000))
    add(f"{rf}/見積比較.xlsx", P, "Home", 66,
        "浴室リフォーム 見積比較;2026年3月\n会社;商品;金額;工期;保証;印象\n住まいるプラス天白;TOTO サザナ HS;1,386,000;5日;10年;岡田さん説明丁寧\n"
        "リフォームのナカヤマ;LIXIL リラクシア;1,452,000;6日;5年;近所で実績多い\nLIXILショップ名東;LIXIL アライズ;1,298,000;5日;5年;安いが乾燥機なし\n"
        "結論;住まいるプラスに決定;;;;ほっカラリ床・魔法びん浴槽\n")
    add(f"{rf}/工事請負契約書.pdf", P, "Home", 40,
        "KOJI UKEOI KEIYAKUSHO (construction contract)  2026-04-22\nOwner: SATO KENJI  Contractor: Smile Plus Tempaku Co., Ltd.\n"
        "Work: bathroom remodel, TOTO Sazana HS 1616, dryer, changing-room floor\nPeriod: 2026-06-15 to 2026-06-19\n"
        "Amount: 1,342,000 yen (after discount)  Deposit 30% on contract, balance on completion\n")
    add(f"{rf}/工程表.xlsx", P, "Home", 15,
        "浴室リフォーム 工程表;住まいるプラス天白\n日付;作業;お風呂;メモ\n6/15(月);解体・撤去;使用不可;近所の銭湯「植田湯」\n"
        "6/16(火);給排水・電気;使用不可;\n6/17(水);ユニットバス組立;使用不可;\n6/18(木);ドア・脱衣所 床;使用不可;\n"
        "6/19(金);クリーニング・引渡し;夜から使用可;立会い 16時\n")
    add(f"{rf}/ショールーム_メモ.txt", P, "Home", 90,
        "TOTO 名古屋ショールーム（3/8）メモ\n\n・サザナ HS タイプ 1616\n・浴槽：ほっカラリ床、魔法びん浴槽は必須（冬の追い焚き減る）\n"
        "・色：壁 ホワイトウッド、浴槽 ホワイト（裕子）\n・手すり 2か所（将来のため）\n・浴室乾燥機 三乾王 → 梅雨の洗濯物\n")
    add(f"{rf}/TOTO_サザナ_カタログ抜粋.pdf", P, "Home", 92,
        "TOTO SAZANA  system bath catalogue 2026 (excerpt)\nHS type 1616: hokkarari floor, mahobin bathtub (keeps 2.5 C drop in 4 h)\n"
        "Options: handrails, Sanganou bathroom dryer, kirei-yu drain\n")
    add(f"{rf}/補助金_子育てグリーン住宅_申請メモ.docx", P, "Home", 24,
        "子育てグリーン住宅支援事業（リフォーム）申請メモ\n\n申請は事業者（住まいるプラス）が代行。こちらで用意するもの：\n"
        "・工事請負契約書のコピー\n・本人確認書類（健二 免許証）\n・共同事業実施規約（署名）\n"
        "対象：高断熱浴槽 32,000円、浴室乾燥機 23,000円、手すり 6,000円 → 合計 61,000円の見込み\n完了報告は工事後 7月中\n")
    add(f"{rf}/近隣挨拶文.docx", P, "Home", 10,
        "工事のお知らせ\n\nいつもお世話になっております。14-7の佐藤です。\n6月15日（月）〜19日（金）の5日間、浴室の改修工事を行います。\n"
        "作業時間は9時〜17時、初日は解体の音が出ます。工事車両を家の前に停めさせていただきます。\nご迷惑をおかけしますが、よろしくお願いいたします。\n")
    add(f"{rf}/メール/Re_工事日程の件.eml", P, "Home", 30,
        lambda r, dt: t_remodel_mail(r, dt, "工事日程、6月15日（月）着工・19日（金）お引渡しで確定いたしました。\n"
                                     "初日は8:30に職人2名で伺います。駐車場を1台分お借りできますと助かります。"))
    add(f"{rf}/メール/色決めのご確認.eml", P, "Home", 52,
        lambda r, dt: t_remodel_mail(r, dt, "壁パネル：ホワイトウッド、浴槽：ホワイト、床：グレー で発注いたします。\n"
                                     "変更がございましたら4月末までにご連絡ください。"))
    for i in range(1, 4):
        photo(f"{rf}/写真/before_{i:02d}.jpg", P, "Home", 95 - i)
    add(f"{rf}/間取り図_浴室.png", P, "Home", 85, "")

    # ------------------------------------------------------------ 保険 (Areas / Archive Insurance)
    ins = f"{DOC}/保険"
    add(f"{ins}/生命保険_契約内容のお知らせ_2025.pdf", A, "Insurance", 230, lambda r, dt: t_insurance(r, dt, "life"))
    add(f"{ins}/医療保険_証券.pdf", A, "Insurance", 1400, lambda r, dt: t_insurance(r, dt, "medical"))
    add(f"{ins}/火災地震保険_証券_2022.pdf", A, "Insurance", _ago(2022, 9, 20), lambda r, dt: t_insurance(r, dt, "fire"))
    add(f"{ins}/学資保険_春人.pdf", A, "Insurance", 900, lambda r, dt: t_insurance(r, dt, "gakushi"))
    add(f"{ins}/保険料控除証明書_2025.pdf", A, "Insurance", _ago(2025, 10, 15), lambda r, dt: t_insurance(r, dt, "kojo"))
    add(f"{ins}/保険一覧.xlsx", A, "Insurance", 160,
        "保険一覧（佐藤家）\n種類;会社;被保険者;保険料;満期・更新;メモ\n終身＋収入保障;東海みらい生命;健二;18,200/月;65歳;\n"
        "医療;東海みらい生命;健二・裕子;6,200/月;終身;\n火災・地震;中部日動;自宅;150,000/5年;2027/10;\n"
        "学資;かんぽ;春人;10,890/月;2029/3 満期;\n自転車;au損保;家族;4,500/年;毎年5月;\n自動車;ソニー損保;ヴォクシー;;毎年8月;車のフォルダ\n")
    add(f"{ins}/解約済み/定期保険_解約のお知らせ_2022.pdf", X, "Insurance", _ago(2022, 11, 8),
        "HIMAWARI SEIMEI  KAIYAKU TETSUZUKI KANRYO NO OSHIRASE (policy cancelled)  2022-11-08\n"
        "Shoken bango HS-1120338  Teiki hoken (term life) 30,000,000 yen  Keiyaku-sha SATO KENJI\nKaiyaku henreikin: 0 yen\n")
    add(f"{ins}/解約済み/定期保険_証券_2010.pdf", X, "Insurance", _ago(2010, 4, 1),
        "HIMAWARI SEIMEI  HOKEN SHOKEN (policy)  2010-04-01\nTeiki hoken (term life, 20 years)  Hoken kingaku 30,000,000 yen\n"
        "Hihoken-sha: SATO KENJI  Uketori-nin: SATO YUKO  Hokenryo 6,480 yen/month\n")

    # ------------------------------------------------------------ 健康 (Areas / Resources Health)
    he = f"{DOC}/健康"
    add(f"{he}/健康診断_2025.pdf", A, "Health", _ago(2025, 10, 28), t_checkup)
    add(f"{he}/健康診断_2024.pdf", A, "Health", _ago(2024, 10, 30), t_checkup)
    add(f"{he}/特定保健指導_ご案内.pdf", A, "Health", 150,
        f"{COMPANY_R} Kenko Hoken Kumiai\nTOKUTEI HOKEN SHIDO NO GO-ANNAI (health guidance invitation)\nSATO KENJI sama\n"
        "Based on your 2025 health check (waist, LDL, blood pressure) you are eligible for motivational support.\n"
        "Online interview 30 min, follow-up after 3 months. Free of charge.\n")
    add(f"{he}/人間ドック_予約確認.eml", A, "Health", 21,
        lambda r, dt: _eml("名古屋健診センター <yoyaku@nagoya-kenshin.example.jp>", ME, "【予約確認】人間ドック 7月14日（火）", dt,
                           "佐藤 健二 様\n\n人間ドック（1日コース＋胃カメラ）のご予約を承りました。\n日時：2026年7月14日（火）8:15 受付\n"
                           "前日21時以降は絶食。検便キットは郵送します。健保組合の補助により自己負担 11,000円です。\n"))
    add(f"{he}/血圧記録.xlsx", A, "Health", 3,
        "血圧記録（健二）\n日付;朝 上;朝 下;夜 上;夜 下;体重\n" +
        "".join(f"2026/05/{d:02d};{130 + d % 7};{84 + d % 5};{126 + d % 6};{80 + d % 4};{73.5 - d * 0.05:.1f}\n" for d in range(1, 29)))
    add(f"{he}/春人_矯正歯科/治療計画書.pdf", A, "Health", 700,
        "HIMAWARI ORTHODONTIC CLINIC  CHIRYO KEIKAKUSHO (treatment plan)\nPatient: SATO HARUTO (age 13)\n"
        "Diagnosis: crowding (sogai), upper and lower\nTreatment: full braces, about 24 months + retainer 24 months\n"
        "Fee: 770,000 yen total (monthly adjustment 5,500 yen), iryohi kojo taisho\n")
    add(f"{he}/春人_矯正歯科/領収書_202604.pdf", A, "Health", 45, t_orthodontic)
    add(f"{he}/芽衣_アレルギー検査結果.pdf", A, "Health", 420,
        "UEDA KODOMO CLINIC  ALLERGY KENSA KEKKA (specific IgE)\nPatient: SATO MEI (age 10)\n"
        "Sugi (cedar) class 4, Hinoki class 3, house dust class 2, food: negative\nTreatment: antihistamine in spring; consider shita-ka meneki ryoho.\n")
    add(f"{he}/医療費のお知らせ_2025.pdf", A, "Health", 120, t_iryohi_notice)
    add(f"{he}/記事/脂質異常症_食事のポイント.pdf", R, "Health", 260,
        "Shishitsu ijosho (dyslipidemia): diet points\nReduce saturated fat (fatty meat, butter), more fish, soy, vegetables.\n"
        "Fibre 25 g/day. Alcohol in moderation. Walk 8,000 steps.\n")
    add(f"{he}/記事/腰痛体操.pdf", R, "Health", 800,
        "Yotsu taiso (exercises for lower back pain)\n1. Knee-to-chest stretch 20 s x 3\n2. Cat and cow\n3. Bridge 10 times\n"
        "For desk work and standing on the shop floor.\n")

    # ------------------------------------------------------------ 車 (Areas / Archive Car)
    c = f"{DOC}/車"
    add(f"{c}/車検_見積_2026.pdf", A, "Car", 8, lambda r, dt: t_car(r, dt, "shaken_est"))
    add(f"{c}/車検_2024_整備記録.pdf", A, "Car", _ago(2024, 7, 6), lambda r, dt: t_car(r, dt, "shaken_done"))
    add(f"{c}/自動車税_2025.pdf", A, "Car", _ago(2025, 5, 8), lambda r, dt: t_car(r, dt, "tax"))
    add(f"{c}/自動車税_2026.pdf", A, "Car", 22, lambda r, dt: t_car(r, dt, "tax"))
    add(f"{c}/自動車保険_証券_2025.pdf", A, "Car", _ago(2025, 8, 1), lambda r, dt: t_car(r, dt, "ins"))
    add(f"{c}/12ヶ月点検_2025.pdf", A, "Car", _ago(2025, 7, 19), lambda r, dt: t_car(r, dt, "tenken"))
    add(f"{c}/ETC利用明細_202604.pdf", A, "Car", 29, lambda r, dt: t_car(r, dt, "etc"))
    add(f"{c}/タイヤ交換_メモ.txt", A, "Car", 190,
        "タイヤ メモ（ヴォクシー）\n\n・夏タイヤ：ブリヂストン 205/60R16、2024年7月に交換\n・冬は履き替えない（名古屋市内のみ、スキー行く時はチェーン）\n"
        "・空気圧 前240 / 後240 kPa\n・次の交換目安：走行 5万km か 2028年\n")
    sw = f"{c}/ステップワゴン_売却2021"
    add(f"{sw}/査定書.pdf", X, "Car", _ago(2021, 6, 12),
        "Gulliver Tempaku  SATEISHO (trade-in appraisal)  2021-06-12\nHONDA STEPWGN (RK5, 2012)  Odometer 98,400 km\n"
        "Appraisal: 420,000 yen  Valid 7 days\nOwner: SATO KENJI\n")
    add(f"{sw}/譲渡書類_控え.pdf", X, "Car", _ago(2021, 6, 20),
        "JOTO SHOMEISHO (transfer certificate) - copy\nHONDA STEPWGN RK5  Nagoya 500 ne 12-34\nFrom SATO KENJI to Gulliver Tempaku, 2021-06-20\n"
        "Jidosha zei: refund for remaining months handled by dealer.\n")
    add(f"{sw}/車検_2019.pdf", X, "Car", _ago(2019, 3, 30),
        "Honda Cars Nagoya  SHAKEN SEIBI KIROKU  2019-03-30\nHONDA STEPWGN RK5 (2012)  Odometer 71,200 km\nTotal: 112,600 yen\n")

    # ------------------------------------------------------------ 子供 (Areas / Projects / Archive School)
    k = f"{DOC}/子供"
    add(f"{k}/芽衣/学年だより_5月.pdf", A, "School", 27, lambda r, dt: t_school_letter(r, dt, "mei"))
    add(f"{k}/芽衣/修学旅行_保護者説明会.pdf", A, "School", 14,
        "Nagoya Shiritsu Uedayama Shogakko  6-nen\nSHUGAKU RYOKO HOGOSHA SETSUMEIKAI (school trip parents' meeting)\n"
        "Trip: Kyoto and Nara, 2026-10-15/16 (1 night), by Kintetsu and bus\nMeeting: 2026-06-12 15:30, gym\n"
        "Cost about 28,000 yen, collected in 3 instalments. Pocket money up to 3,000 yen.\n")
    add(f"{k}/芽衣/給食費_口座振替のお知らせ.pdf", A, "School", 58,
        "NAGOYA CITY  Kyushoku-hi (school lunch fee) koza furikae no oshirase  FY2026\nJido: SATO MEI (Uedayama Shogakko 6-nen)\n"
        "Monthly 5,000 yen (April-March, 11 times)  Debit: 10th of each month, MUFG Bank\n")
    add(f"{k}/芽衣/ピアノ月謝_2026.docx", A, "School", 35, t_piano)
    add(f"{k}/芽衣/通知表_5年3学期.pdf", A, "School", _ago(2026, 3, 25),
        "Uedayama Shogakko  ANO AYUMI (report card) 5-nen 3-gakki\nSATO MEI\nKokugo: yoku dekiru  Sansu: dekiru  Rika: yoku dekiru\n"
        "Shakai: dekiru  Ongaku: yoku dekiru\nTannin comment: iinkai katsudo ni sekkyokuteki deshita.\n")
    add(f"{k}/春人/学年通信_4月.pdf", A, "School", 56, lambda r, dt: t_school_letter(r, dt, "haruto"))
    add(f"{k}/春人/部活_夏の大会_日程.pdf", A, "School", 12,
        "Uedayama Chugakko Basketball-bu  Natsu no taikai (summer tournament) schedule\nNagoya city tournament: 2026-07-04/05, "
        "Tempaku Sports Center\nIf they win: Aichi west district 7/18. 3-nen retire after the last game.\nBento and water 2 L.\n")
    add(f"{k}/塾/ゆめが丘ゼミ_請求_202604.pdf", A, "School", 40, t_juku_bill)
    add(f"{k}/塾/ゆめが丘ゼミ_請求_202605.pdf", A, "School", 10, t_juku_bill)
    add(f"{k}/塾/入塾_契約書_2024.pdf", A, "School", _ago(2024, 3, 15),
        "KOBETSU SHIDO YUMEGAOKA SEMINAR  NYUJUKU KEIYAKUSHO (enrolment contract)  2024-03-15\nStudent: SATO HARUTO (chu 1)\n"
        "Course: individual tutoring 2:1, 3 subjects  Entrance fee 22,000 yen (waived)\nCancellation: by the 20th of the previous month\n")
    ex = f"{k}/春人/高校受験"
    add(f"{ex}/模試/全県模試_2年_2月.pdf", P, "School", _ago(2026, 2, 15), lambda r, dt: t_mock(r, dt, 8))
    add(f"{ex}/模試/全県模試_第1回.pdf", P, "School", 38, lambda r, dt: t_mock(r, dt, 1))
    add(f"{ex}/模試/全県模試_第2回.pdf", P, "School", 9, lambda r, dt: t_mock(r, dt, 2))
    add(f"{ex}/志望校リスト.xlsx", P, "School", 16, t_shibo)
    add(f"{ex}/内申点_計算.xlsx", P, "School", 60, t_naishin)
    add(f"{ex}/三者面談メモ.docx", P, "School", 11, t_mendan)
    add(f"{ex}/学校説明会_日程.txt", P, "School", 19, t_open_school)
    add(f"{ex}/夏期講習_申込書.pdf", P, "School", 4, t_kaki)
    add(f"{ex}/受験費用.xlsx", P, "School", 24, t_exam_budget)
    add(f"{ex}/明徳学園_入試要項_2027.pdf", P, "School", 33, lambda r, dt: t_private_hs(r, dt, "MEITOKU GAKUEN"))
    add(f"{ex}/リスニング/愛知県公立_英語リスニング_2025.mp3", P, "School", 70,
        lambda r, dt: _id3(r, "令和7年度 愛知県公立高校入試 英語 聞き取り検査", "愛知県教育委員会", "公立高校入試 過去問"))
    add(f"{ex}/リスニング/愛知県公立_英語リスニング_2024.mp3", P, "School", 70,
        lambda r, dt: _id3(r, "令和6年度 愛知県公立高校入試 英語 聞き取り検査", "愛知県教育委員会", "公立高校入試 過去問"))
    pta = f"{k}/PTA_2023年度"
    add(f"{pta}/会計報告_2023年度.xlsx", X, "School", _ago(2024, 3, 18),
        "植田山小学校PTA 2023年度 会計報告;会計 佐藤 健二\n科目;予算;決算;差額\n会費収入;1,140,000;1,128,000;-12,000\n"
        "行事費（運動会・バザー）;380,000;352,400;27,600\n広報費;150,000;148,300;1,700\n卒業記念品;200,000;198,000;2,000\n"
        "予備費;100,000;12,800;87,200\n次年度繰越;;;416,500\n")
    add(f"{pta}/予算案_2023年度.xlsx", X, "School", _ago(2023, 4, 20),
        "植田山小学校PTA 2023年度 予算案\n科目;金額\n会費収入;1,140,000\n前年度繰越;398,000\n行事費;380,000\n広報費;150,000\n卒業記念品;200,000\n")
    add(f"{pta}/会計_引継ぎ書.docx", X, "School", _ago(2024, 3, 25),
        "PTA会計 引継ぎ書（2023年度 佐藤 → 2024年度 鈴木さん）\n\n・通帳・印鑑は会長保管\n・会費はtetoru集金に移行済み\n"
        "・領収書は月ごとにクリアファイル\n・監査は2月末、総会は4月第3土曜\n")
    add(f"{pta}/会計監査_報告書.pdf", X, "School", _ago(2024, 3, 2),
        "Uedayama Shogakko PTA  KAIKEI KANSA HOKOKUSHO (audit report) FY2023\nThe accounts kept by treasurer SATO KENJI were audited\n"
        "on 2024-02-28 and found correct.  Auditors: Kato, Yamada\n")
    add(f"{pta}/Re_ バザー売上の件.eml", X, "School", _ago(2023, 11, 14),
        lambda r, dt: _eml("植田山小PTA 会長 服部 <pta-kaicho@example.ne.jp>", ME, "Re: バザー売上の件", dt,
                           "佐藤さん（会計）\n\nバザー売上 86,400円、本日お渡しした封筒の金額で合っています。\n通帳への入金をお願いします。\n"))

    # ------------------------------------------------------------ 旅行 (Projects / Archive Travel)
    hk = f"{DOC}/旅行/北海道2026"
    add(f"{hk}/航空券_ANA_eチケット.pdf", P, "Travel", 60, lambda r, dt: t_flight(r, dt, "hokkaido"))
    add(f"{hk}/ホテル_旭川.pdf", P, "Travel", 50,
        lambda r, dt: t_hotel(r, dt, "Asahikawa Grand View Hotel (Asahikawa, Hokkaido)", "2026-08-09 / 2026-08-10"))
    add(f"{hk}/ペンション_富良野.pdf", P, "Travel", 32,
        lambda r, dt: t_hotel(r, dt, "Pension Lavender Hill (Nakafurano, Hokkaido)", "2026-08-10 / 2026-08-11"))
    add(f"{hk}/小樽_運河の宿.pdf", P, "Travel", 30,
        lambda r, dt: t_hotel(r, dt, "Otaru Unga no Yado (Otaru, Hokkaido)", "2026-08-11 / 2026-08-12"))
    add(f"{hk}/行程表.xlsx", P, "Travel", 13, t_itinerary)
    add(f"{hk}/予算.xlsx", P, "Travel", 27, t_trip_budget)
    add(f"{hk}/旭山動物園_前売り券.pdf", P, "Travel", 5,
        "Asahiyama Zoo  ADVANCE E-TICKET\nDate: 2026-08-09  Adults 3 (1,000 yen), junior high and under free: 1\n"
        "Order no. AZ-2605-33871  Show this QR code at the gate.\n")
    add(f"{hk}/持ち物リスト.txt", P, "Travel", 3, t_packing)
    oki = f"{DOC}/旅行/沖縄2024"
    add(f"{oki}/航空券.pdf", X, "Travel", _ago(2024, 5, 20), lambda r, dt: t_flight(r, dt, "okinawa"))
    add(f"{oki}/ホテル_本部.pdf", X, "Travel", _ago(2024, 5, 22),
        lambda r, dt: t_hotel(r, dt, "Motobu Resort Hotel (Motobu, Okinawa)", "2024-07-28 / 2024-07-30"))
    add(f"{oki}/行程.xlsx", X, "Travel", _ago(2024, 7, 10), lambda r, dt: t_past_itin(r, dt, "okinawa"))
    add(f"{oki}/レンタカー.pdf", X, "Travel", _ago(2024, 6, 2),
        "OTS Rent-a-car Naha  Reservation 2024-06-02\nPick-up Naha Airport 2024-07-27 13:00, return 2024-07-31 13:00\nClass: minivan  Total 41,800 yen\n")
    for n, d in ((2431, 28), (2448, 29), (2467, 29), (2502, 30)):
        photo(f"{oki}/写真/IMG_{n}.JPG", X, "Travel", _ago(2024, 7, d))
    kyo = f"{DOC}/旅行/京都2023"
    add(f"{kyo}/行程.xlsx", X, "Travel", _ago(2023, 10, 20), lambda r, dt: t_past_itin(r, dt, "kyoto"))
    for n, d in ((1012, 3), (1040, 4), (1077, 5)):
        photo(f"{kyo}/写真/IMG_{n}.JPG", X, "Travel", _ago(2023, 11, d))
    add(f"{DOC}/旅行/伊勢志摩2022/宿_予約確認.pdf", X, "Travel", _ago(2022, 7, 1),
        lambda r, dt: t_hotel(r, dt, "Shima Kanko Hotel area ryokan (Shima, Mie)", "2022-08-13 / 2022-08-14"))
    photo(f"{DOC}/旅行/伊勢志摩2022/IMG_0588.JPG", X, "Travel", _ago(2022, 8, 13))

    # ------------------------------------------------------------ 趣味/盆栽 (Projects / Resources Bonsai)
    bo = f"{DOC}/趣味/盆栽"
    ten = f"{bo}/中部盆栽展2026"
    add(f"{ten}/出品要項.pdf", P, "Bonsai", 46,
        "Dai 48-kai CHUBU BONSAI TEN (48th Chubu Bonsai Exhibition)  SHUPPIN YOKO (entry rules)\n"
        "Kaiki: 2026-11-20 to 11-23  Kaijo: Nagoya Shimin Gallery, Hisaya-odori\nShuppin shikaku: member clubs of the Chubu federation\n"
        "Entry deadline: 2026-09-15  Entry fee 3,000 yen per tree  Hannyu 11-19 13:00, hanshutsu 11-23 16:00\n"
        "Shinsa (judging): 11-20; photos of entries for the catalogue due 10-31\n")
    add(f"{ten}/出品申込書.docx", P, "Bonsai", 6, t_bonsai_entry)
    add(f"{ten}/鉢_注文確認.eml", P, "Bonsai", 17,
        lambda r, dt: _eml("常滑 陶翠窯 <info@tosuigama.example.jp>", ME, "ご注文ありがとうございます（朱泥長方鉢 28cm）", dt,
                           "佐藤 健二 様\n\nこの度はご注文ありがとうございます。\n朱泥 外縁長方鉢 28cm ×1 22,000円（税込）\n"
                           "窯出し後、7月上旬の発送予定です。植え替えは秋の展示に向けて9月を推奨します。\n"))
    add(f"{ten}/作業予定.xlsx", P, "Bonsai", 15,
        "真柏 出品までの作業予定\n時期;作業;メモ\n6月;芽摘み、日当たり確保;\n7月;鉢到着 → 合わせてみる;\n9月上旬;鉢替え（根は軽く）;\n"
        "9月15日;申込締切;同好会経由\n10月;針金かけ直し、ジン磨き（石灰硫黄合剤）;\n10月31日;図録用写真;\n11月19日;搬入;軽トラ 服部さん\n")
    photo(f"{ten}/真柏_正面_2026-05.jpg", P, "Bonsai", 20)
    photo(f"{ten}/真柏_裏_2026-05.jpg", P, "Bonsai", 20)
    add(f"{bo}/年間管理カレンダー.xlsx", R, "Bonsai", 700, t_bonsai_calendar)
    add(f"{bo}/針金かけのコツ.txt", R, "Bonsai", 540,
        "針金かけのコツ（同好会 服部さん講習 2024）\n\n・針金の太さは枝の1/3\n・45度で巻く、幹から枝へ2本掛け\n"
        "・真柏は皮が弱いので銅線より アルミ線（茶）\n・食い込む前に外す（半年〜1年）\n・曲げる時は枝の下から親指を当てる\n")
    add(f"{bo}/真柏の手入れ.md", R, "Bonsai", 380,
        "# 真柏（しんぱく）の手入れ\n\n## 芽摘み\n- 4〜9月、伸びた芽を指で摘む（ハサミは葉先が茶色くなる）\n\n## ジン・シャリ\n"
        "- 石灰硫黄合剤を年1〜2回\n\n## 植え替え\n- 3〜4月、3年に1回\n\n## 病害虫\n- 赤星病（ナシの近くに置かない）\n")
    add(f"{bo}/五葉松_植え替え.pdf", R, "Bonsai", 900,
        "Goyo-matsu (Japanese white pine) no uekae\nTiming: March to early April, every 3-4 years\nSoil: akadama 6 : kiryu 4\n"
        "Keep the mycorrhiza (white fungus) - do not wash all soil off the roots.\n")
    add(f"{bo}/記事_黒松の芽切り.pdf", R, "Bonsai", 360,
        "Bonsai Sekai (magazine)  Kuromatsu no mekiri (candle cutting of black pine)\nLate June to early July. Cut all new candles; "
        "strong ones first, weak ones 10 days later.\nResult: shorter needles and more buds in autumn.\n")
    add(f"{bo}/樹_購入記録.xlsx", R, "Bonsai", 250,
        "盆栽 購入記録\n日付;樹種;店;金額;メモ\n2016/04/29;真柏（山採り素材）;岡崎 盆栽まつり;15,000;今の出品樹\n"
        "2019/05/05;五葉松;名古屋 大須;8,000;\n2021/11/03;もみじ;同好会 交換会;3,000;\n2023/04/09;黒松（実生5年）;ホームセンター;2,480;\n")
    add(f"{bo}/肥料メモ.txt", R, "Bonsai", 470,
        "肥料メモ\n\n・玉肥（油かす）を月1回置き換え\n・梅雨と真夏は休む\n・松は芽切り前は控えめ、秋は多め\n・液肥 ハイポネックス 1000倍 週1\n")

    # ------------------------------------------------------------ 趣味/釣り (Resources Fishing)
    fi = f"{DOC}/趣味/釣り"
    add(f"{fi}/潮見表_師崎_2026年6月.pdf", R, "Fishing", 2, t_tide)
    add(f"{fi}/釣果記録_2025.xlsx", R, "Fishing", 160, t_catch_log)
    add(f"{fi}/釣果記録_2026.xlsx", R, "Fishing", 7, t_catch_log)
    add(f"{fi}/釣り場メモ_知多.txt", R, "Fishing", 480,
        "知多半島 釣り場メモ\n\n・師崎港：アジ・サバのサビキ、駐車場 有料 500円、トイレあり\n・豊浜 堤防：夜のメバル、カサゴ（穴釣り）\n"
        "・衣浦 海底トンネル付近：ハゼ（9〜10月）、家族向け\n・常滑 りんくうビーチ：キスのちょい投げ\n・立入禁止の堤防が増えたので要確認\n")
    add(f"{fi}/リール_取扱説明書_Shimano.pdf", R, "Fishing", 1000,
        "SHIMANO spinning reel  Sedona C3000  User's manual\nSpool and drag adjustment, line capacity PE 1.0 - 200 m.\n"
        "Maintenance: rinse with fresh water, oil the line roller.\n")
    add(f"{fi}/遊漁船_海幸丸_料金.pdf", R, "Fishing", 330,
        "Yugyosen DAI-HACHI UMISACHI MARU (Morozaki)  Ryokin-hyo (fees)\nTai-raba (red sea bream) 6:00-12:00  12,000 yen\n"
        "Aji (horse mackerel) half day  8,000 yen  Rental rod 1,000 yen  Reservation by phone or LINE\n")
    add(f"{fi}/ちょい投げ_仕掛け.txt", R, "Fishing", 600,
        "ちょい投げ 仕掛け（キス・ハゼ）\n\n竿：ルアーロッド 7ft／リール 2500番 PE0.8号＋リーダー フロロ3号\n天秤：ジェット天秤 8〜10号\n"
        "針：キス針 6号 2本\nエサ：石ゴカイ（1杯 600円）\nコツ：ゆっくりサビく、ブルッときたら少し待つ\n")

    # ------------------------------------------------------------ レシピ (Resources Cooking), 電子書籍 (Resources Books)
    rc = f"{DOC}/レシピ"
    add(f"{rc}/鯵の南蛮漬け.txt", R, "Cooking", 240,
        "鯵の南蛮漬け（釣った小アジで）\n\n小アジ 20匹：ゼイゴと内臓を取る\n片栗粉をまぶして170℃で二度揚げ\n"
        "南蛮酢：酢100ml、醤油50ml、砂糖大さじ3、だし100ml、鷹の爪\n玉ねぎ・人参の千切りと一緒に漬けて半日\n")
    add(f"{rc}/名古屋風_手羽先.docx", R, "Cooking", 520,
        "名古屋風 手羽先\n手羽先 16本\nタレ：醤油 大さじ3、みりん 大さじ2、酒 大さじ2、砂糖 大さじ1、にんにく少々\n"
        "160℃で8分、180℃で2分。熱いうちにタレを塗って白ごまと胡椒たっぷり。\n")
    add(f"{rc}/味噌煮込みうどん.txt", R, "Cooking", 700,
        "味噌煮込みうどん（2人分）\n\n八丁味噌 60g＋白味噌 20g、かつお出汁 800ml\n鶏もも、ねぎ、油揚げ、かまぼこ、卵\n"
        "生麺（塩なし）をそのまま入れて土鍋で7分\n")
    add(f"{rc}/肉じゃが_裕子.docx", R, "Cooking", 1500,
        "肉じゃが（裕子のレシピ）\n牛こま 200g、じゃがいも 3個、玉ねぎ 1個、人参 1本、しらたき\n"
        "だし 300ml、醤油・みりん 各大さじ3、砂糖 大さじ2\n落とし蓋で15分、一度冷ますと味がしみる\n")
    add(f"{rc}/作り置き_お弁当おかず.pdf", R, "Cooking", 300,
        "Tsukurioki (make-ahead) bento side dishes\nKinpira gobo, tamagoyaki, broccoli with sesame, chicken teriyaki,\n"
        "spinach ohitashi. Keep 3-4 days in the fridge.\n")
    eb = f"{DOC}/電子書籍"
    for fn, title, author, lang, para in (
            ("こころ_夏目漱石.epub", "こころ", "夏目漱石", "ja", "私はその人を常に先生と呼んでいた。"),
            ("坊っちゃん.epub", "坊っちゃん", "夏目漱石", "ja", "親譲りの無鉄砲で小供の時から損ばかりしている。"),
            ("銀河鉄道の夜.epub", "銀河鉄道の夜", "宮沢賢治", "ja", "ではみなさんは、そういうふうに川だと云われたり、乳の流れたあとだと云われたりしていた"),
            ("羅生門.epub", "羅生門", "芥川龍之介", "ja", "ある日の暮方の事である。一人の下人が、羅生門の下で雨やみを待っていた。"),
            ("The_Adventures_of_Sherlock_Holmes.epub", "The Adventures of Sherlock Holmes", "Arthur Conan Doyle", "en",
             "To Sherlock Holmes she is always the woman.")):
        add(f"{eb}/{fn}", R, "Books", r.randint(300, 2000), _epub(title, author, lang, para))

    # ------------------------------------------------------------ ピクチャ (Resources Photos)
    for n, age in ((5012, 300), (5047, 290), (5103, 262), (5188, 240), (5240, 215), (5302, 190), (5377, 160),
                   (5419, 150)):
        photo(f"{PIC}/iPhone取り込み/2025/IMG_{n}.{'HEIC' if n % 3 else 'JPG'}", R, "Photos", age)
    for n, age in ((6120, 120), (6188, 101), (6204, 88), (6251, 70), (6310, 52), (6377, 33), (6402, 18), (6455, 4)):
        photo(f"{PIC}/iPhone取り込み/2026/IMG_{n}.{'HEIC' if n % 2 else 'JPG'}", R, "Photos", age)
    for stamp, age in (("2026-03-14 211530", 79), ("2026-04-02 074412", 60), ("2026-05-09 220105", 23),
                       ("2026-05-27 123048", 5)):
        add(f"{PIC}/スクリーンショット/スクリーンショット {stamp}.png", R, "Photos", age, "")
    for n in (12, 27, 58):
        photo(f"{PIC}/運動会2025/DSC_00{n}.JPG", R, "Photos", _ago(2025, 10, 18))
    photo(f"{PIC}/盆栽/真柏_2025春.jpg", R, "Photos", 420)
    photo(f"{PIC}/盆栽/もみじ_紅葉_2025.jpg", R, "Photos", 190)
    photo(f"{PIC}/釣り/20250921_師崎_アジ.jpg", R, "Photos", _ago(2025, 9, 21))
    photo(f"{PIC}/釣り/20260426_タイラバ_マダイ.jpg", R, "Photos", 36)
    for i in (1, 2, 3):
        photo(f"{LINE}/LINE_ALBUM_芽衣 誕生日_260315_{i}.jpg", R, "Photos", 78)

    # ------------------------------------------------------------ installers (Resources Software)
    for fn, head, age in (("LineInst.exe", b"MZ\x90\x00", 700), ("ZoomInstallerFull.exe", b"MZ\x90\x00", 430),
                          ("ChromeSetup.exe", b"MZ\x90\x00", 880), ("jww830b.exe", b"MZ\x90\x00", 260),
                          ("7z2408-x64.exe", b"MZ\x90\x00", 540), ("python-3.12.3-amd64.exe", b"MZ\x90\x00", 390),
                          ("win-ts8330-1_1-n_mcd.exe", b"MZ\x90\x00", 1100)):
        add(f"{DL}/{fn}", R, "Software", age, _blob(r, head, 1800))

    # ------------------------------------------------------------ old iPhone backup (Archive Backup)
    bk = f"{DOC}/旧iPhoneバックアップ_2020"
    for n, age in ((112, 2300), (187, 2240), (245, 2190), (301, 2150), (366, 2100), (420, 2060), (488, 2020),
                   (531, 1990)):
        photo(f"{bk}/DCIM/100APPLE/IMG_0{n}.JPG", X, "Backup", age)
    for n, age in ((602, 1960), (655, 1940), (711, 1925)):
        photo(f"{bk}/DCIM/101APPLE/IMG_0{n}.HEIC", X, "Backup", age)
    add(f"{bk}/メモ/買い物リスト.txt", X, "Backup", 1930,
        "買い物\n・牛乳\n・食パン\n・芽衣 上履き 19cm\n・電池 単3\n・春人 ノート 5冊\n")

    # ------------------------------------------------------------ Left (System)
    add(f"{DL}/未確認 482913.crdownload", L, "System", 0.3, _blob(r, b"\x00\x00", 600))
    add(f"{DL}/北海道_ドライブマップ.pdf.crdownload", L, "System", 1, b"%PDF-1.5\n%" + bytes(r.getrandbits(8) for _ in range(400)))
    add(f"{DL}/QC検定_過去問解説.pdf.part", L, "System", 2, b"%PDF-1.4\n%" + bytes(r.getrandbits(8) for _ in range(400)))
    ini = "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n"
    add(f"{DL}/desktop.ini", L, "System", 900, ini.encode("utf-16"))
    add(f"{DT}/desktop.ini", L, "System", 900, ini.replace("21798", "21769").encode("utf-16"))
    add(f"{DOC}/desktop.ini", L, "System", 900, ini.replace("21798", "21770").encode("utf-16"))
    add(f"{PIC}/iPhone取り込み/2025/Thumbs.db", L, "System", 150, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add(f"{oki}/写真/Thumbs.db", L, "System", 600, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add(f"{rf}/~$見積比較.xlsx", L, "System", 0.5, b"\x0bKenji Sato" + bytes(150))
    add(f"{ex}/~$三者面談メモ.docx", L, "System", 0.4, b"\x0bKenji Sato" + bytes(150))

    # ------------------------------------------------------------ ダウンロード: nameless files (hard)
    def hd(rel: str, bucket: str, topic: str, age: float, content) -> None:
        add(rel, bucket, topic, age, content, hard=True)

    hd(f"{DL}/document.pdf", A, "Finance", 30, lambda r, dt: t_payslip(r, datetime(2026, 4, 25)))
    hd(f"{DL}/document (1).pdf", P, "Travel", 45,
       lambda r, dt: t_hotel(r, dt, "Hotel Northgate Sapporo (Sapporo, Hokkaido)", "2026-08-08 / 2026-08-09 and 2026-08-12 / 2026-08-13"))
    hd(f"{DL}/document (2).pdf", A, "Finance", 33, t_nisa)
    hd(f"{DL}/download.pdf", P, "School", 28, lambda r, dt: t_private_hs(r, dt, "TOHOGAOKA"))
    hd(f"{DL}/download (1).pdf", P, "Home", 86,
       "TOTO Nagoya Showroom  PLAN SHEET / GAISAN MITSUMORI  2026-03-08\nSATO sama  Bathroom: SAZANA HS type 1616\n"
       "Wall: white wood  Tub: mahobin bathtub, white  Floor: hokkarari, grey  Handrails x2  Sanganou dryer\n"
       "Product list price 1,012,000 yen (installation not included) - please ask your remodel contractor.\n")
    hd(f"{DL}/ダウンロード.pdf", P, "Home", 58,
       "KOSODATE GREEN JUTAKU SHIEN JIGYO (2026)  reform (remodel) subsidy - outline for homeowners\n"
       "Eligible: ko-danetsu yokuso (insulated bathtub) 32,000 yen, yokushitsu kansoki 23,000 yen, tesuri 6,000 yen\n"
       "Minimum total 50,000 yen. Application is made by a registered contractor. Deadline: until budget runs out (Dec 2026).\n")
    hd(f"{DL}/file.pdf", A, "Car", 12, lambda r, dt: t_car(r, dt, "ins"))
    hd(f"{DL}/20260415.pdf", A, "Health", 47, t_iryohi_notice)
    hd(f"{DL}/詳細.pdf", A, "Finance", 140, t_furusato)
    hd(f"{DL}/案内.pdf", P, "Bonsai", 25,
       "NAGOYA BONSAI DOKOKAI (club) newsletter 2026-05\nChubu Bonsai Ten (Nov 2026): members entering trees - Sato (shinpaku), "
       "Hattori (goyo-matsu), Kato (satsuki)\nPreparation meeting: 2026-06-14 10:00 at Hattori-san's garden. Bring photos of your tree.\n"
       "Entry forms collected by the club by 2026-09-10.\n")
    hd(f"{DL}/明細.pdf", A, "Finance", 64, t_card)
    hd(f"{DL}/output.pdf", P, "Work", 39,
       "Convenience store payment receipt (haraikomi uketsuke shomei)\nPayee: Japanese Standards Association - QC Kentei center\n"
       "Item: Dai 42-kai Hinshitsu Kanri Kentei 1-kyu jukenryo  13,200 yen\nCustomer: SATO KENJI  Exam date 2026-09-06\n")
    hd(f"{DL}/print.pdf", R, "Fishing", 32, t_tide)
    hd(f"{DL}/index.pdf", A, "School", 20,
       "Nagoya Shiritsu Uedayama Shogakko  6-nen gakunen dayori\nShugaku ryoko (school trip) Kyoto-Nara 10/15-16: "
       "first payment 9,000 yen on 6/10\nHealth check form and allergy form: reply in tetoru by 6/20\nPool lessons start 6/22 - swimsuit and cap.\n")
    hd(f"{DL}/無題.pdf", A, "Health", 170,
       "TEMPAKU CHUO CLINIC  SAIKENSA KEKKA NO GO-HOKOKU (recheck results)  2025-12-10\nPatient: SATO KENJI\n"
       "LDL cholesterol 149 mg/dL (H), gamma-GTP 71 (H), blood pressure 134/86\nPlan: diet and exercise for 6 months, no medication yet; "
       "next check June 2026.\n")
    hd(f"{DL}/attachment.pdf", A, "Finance", 26, lambda r, dt: t_loan(r, dt, "rate"))
    hd(f"{DL}/doc20260508.pdf", P, "Travel", 24, t_rentacar)
    hd(f"{DL}/data.csv", P, "Work", 18, t_spatter_csv)
    hd(f"{DL}/export.csv", A, "Car", 15,
       lambda r, dt: "利用年月日,入口,出口,通行料金,車両番号,カード番号\n" + "".join(
           f"2026/05/{d:02d},{a},{b},{_num(r, 400, 1700, 10)},名古屋300ら4107,****5521\n"
           for d, a, b in ((3, "植田", "南知多"), (4, "南知多", "植田"), (16, "名古屋", "豊田"), (23, "植田", "半田中央"))))
    hd(f"{DL}/Book1.xlsx", P, "Travel", 40, t_trip_budget)
    hd(f"{DL}/mail.eml", P, "Home", 8,
       lambda r, dt: t_remodel_mail(r, dt, "補助金（子育てグリーン住宅支援事業）の申請に、ご契約者様の本人確認書類のコピーが必要です。\n"
                                    "着工日（6/15）にお預かりできれば、こちらで申請いたします。"))
    hd(f"{DL}/message.eml", P, "School", 13,
       lambda r, dt: _eml("ゆめが丘ゼミ 植田校 教室長 森 <ueda@yumegaoka-semi.example.jp>", ME, "夏期講習と受験面談のご案内", dt,
                          "佐藤 春人くん 保護者様\n\nいつもありがとうございます。\n中3受験生コースの夏期講習（7/22〜8/28、お盆 8/8〜16 休講）の"
                          "お申込みを受け付けております。\nあわせて6月中に進路面談（30分）を行います。第1志望校と併願校の確認をさせてください。\n"))
    hd(f"{DL}/お知らせ.pdf", A, "Home", 55,
       "Nagoya City Waterworks & Sewerage Bureau\nSUIDO METER TORIKAE KOJI NO OSHIRASE (water meter replacement)\n"
       f"Address: {ADDR_R}  Date: 2026-05-xx (weekday), 10 minutes of water stoppage\nNo charge. No need to be at home.\n")
    hd(f"{DL}/書類.docx", A, "Work", 6,
       "出張報告書\n出張者：生産技術一課 佐藤 健二\n日時：2026年5月21日　行先：豊田市 客先 第2工場 品質管理部\n"
       "目的：定例 品質連絡会（月次）\n内容：4月度 納入不良 2件（BK-220 打痕）の是正報告、5月度 出荷計画の確認\n"
       "客先要望：初物検査記録の電子化を年内に。次回 6月18日。\n")
    hd(f"{DL}/temp.txt", R, "Bonsai", 210,
       "真柏の病害虫メモ（ネットからコピー）\n\n・ハダニ：夏の乾燥期。葉水で予防\n・赤星病：ナシ・リンゴの近くに置かない。4〜5月に殺菌剤\n"
       "・根腐れ：水はけの悪い用土。植え替えで赤玉＋桐生砂\n")
    hd(f"{DL}/20260520_093412.pdf", P, "School", 12,
       "Eiken (STEP Eiken test)  MOSHIKOMI UKETSUKE (application received)\nCandidate: SATO HARUTO  Grade: Jun-2-kyu (pre-2)\n"
       "Dai 2-kai 2026: primary exam 2026-10-04 at Uedayama Chugakko (group)\nFee paid 8,500 yen\n")
    hd(f"{DL}/0001.pdf", A, "Health", 75, t_orthodontic)

    # ------------------------------------------------------------ スキャン: scanner output (hard)
    hd(f"{SCAN}/SCAN_0001.pdf", A, "Finance", 132, lambda r, dt: t_gensen(r, dt, 2025))
    hd(f"{SCAN}/SCAN_0002.pdf", A, "Car", 130,
       "JIDOSHA KENSASHO KIROKU JIKO (vehicle inspection certificate record)\nToroku bango: Nagoya 300 ra 41-07  "
       "Shamei: TOYOTA  Katashiki: 6AA-ZWR90W\nShoyusha / Shiyosha: SATO KENJI  " + ADDR_R + "\n"
       "Yuko kikan no manryo suru hi: 2026-07-14\nJoshateiin 7  Sharyo jyuryo 1,640 kg\n")
    hd(f"{SCAN}/SCAN_0003.pdf", P, "School", 50,
       "Uedayama Chugakko 3-nen  SHINRO KIBO CHOSAHYO (career / school choice survey) 1st\nSeito: SATO HARUTO  3-nen 2-kumi\n"
       "Dai 1 shibo: Aichi public high school (futsuka), A-gun  Dai 2 shibo: B-gun\nShiritsu heigan: Meitoku Gakuen\n"
       "Hogosha iken: we support his choice; please advise on the naishin for the second term.\nHogosha: SATO KENJI\n")
    hd(f"{SCAN}/SCAN_0004.pdf", A, "Insurance", 560, lambda r, dt: t_insurance(r, dt, "kojo"))
    hd(f"{SCAN}/SCAN_0005.pdf", A, "Finance", 480,
       "KINSEN SHOHI TAISHAKU KEIYAKUSHO (mortgage loan agreement)  2017-09-29\nLender: Meichu Shinkin Bank  Borrower: SATO KENJI\n"
       "Amount 34,000,000 yen  Term 35 years  Variable rate, initially 0.625%  Monthly payment about 90,000 yen\n"
       f"Collateral: land and house at {ADDR_R} (first mortgage)  Guarantee: Shinkin Guarantee Co.\n")
    hd(f"{SCAN}/SCAN_0006.pdf", P, "Home", 22,
       "KYODO JIGYO JISSHI KIYAKU (joint implementation agreement) - Kosodate Green Jutaku Shien Jigyo (reform)\n"
       "Homeowner: SATO KENJI  Contractor: Smile Plus Tempaku Co., Ltd.\nWork: bathroom remodel (insulated bathtub, dryer, handrails)\n"
       "The subsidy will be paid to the contractor and deducted from the final invoice.  Signed 2026-05-10\n")
    hd(f"{SCAN}/SCAN_0007.pdf", A, "Health", 160, t_clinic)
    hd(f"{SCAN}/SCAN_0008.pdf", X, "Home", 470,
       "Maison Issha 203  TAIKYO SEISANSHO (move-out settlement)  2017-10-20\nTenant: SATO KENJI  Move-out 2017-10-08\n"
       "Shikikin (deposit) 156,000 yen - cleaning 32,400 - cloth (wallpaper) 18,000 = refund 105,600 yen\nRefund to MUFG Bank by 2017-11-10\n")
    hd(f"{SCAN}/SCAN_0009.pdf", X, "Work", 470,
       "RISHOKUHYO (separation notice, employment insurance)  Hello Work Kasugai\nJigyosho: MARUEI KOKI Co., Ltd. (Kasugai)\n"
       "Rishoku-sha: SATO KENJI  Rishoku-bi: 2014-06-30  Riyu: jiko tsugo (own reasons)\nNew employment from 2014-07-01\n")
    hd(f"{SCAN}/SCAN_0010.pdf", X, "School", 790,
       "Uedayama Shogakko PTA  Reiwa 5 nendo KESSAN HOKOKUSHO (final accounts FY2023)\nTreasurer: SATO KENJI\n"
       "Income 1,526,000  Expenses 1,109,500  Carried forward 416,500 yen\nApproved at the general meeting 2024-04-20\n")
    hd(f"{SCAN}/SCAN_0011.pdf", A, "Finance", 415, t_kotei)
    hd(f"{SCAN}/SCAN_0012.pdf", A, "Home", 300, t_repair)
    hd(f"{SCAN}/img20260412_10231234.pdf", A, "School", 50,
       "Uedayama Chugakko  TSUSHINHYO (report card) 2-nen 3-gakki / gakunen matsu\nSATO HARUTO  2-nen 2-kumi\n"
       "Kokugo 4  Shakai 4  Sugaku 3  Rika 4  Ongaku 3  Bijutsu 4  Hoken taiiku 5  Gijutsu katei 4  Eigo 4\n"
       "Shukketsu 0  Tannin: bukatsu to benkyo wo ryoritsu dekimashita.\n")
    hd(f"{SCAN}/img20260503_14110528.pdf", P, "Bonsai", 29,
       "RYOSHUSHO (receipt)  Meijo Bonsai-en  2026-05-03\nSATO KENJI sama\nShitan jiita (rosewood display stand) 30 cm  16,500 yen\n"
       "Note: for the Chubu Bonsai Ten exhibition entry (shinpaku).\n")
    hd(f"{SCAN}/img20260520_20455710.pdf", A, "Insurance", 12, lambda r, dt: t_insurance(r, dt, "bike"))
    hd(f"{SCAN}/img20251118_09012255.pdf", A, "Finance", 195,
       "KIFUKIN ZEIGAKU KOJO NI KAKARU SHINKOKU TOKUREI SHINSEISHO (one-stop special exemption application) - copy\n"
       "To: Mayor of Miyakonojo-shi, Miyazaki  Kifu-bi 2025-11-02  Kifu kingaku 20,000 yen\nApplicant: SATO KENJI  " + ADDR_R + "\n")
    hd(f"{SCAN}/img20260125_16302011.pdf", P, "School", 127,
       "KOBETSU SHIDO YUMEGAOKA SEMINAR  SHINRO MENDAN SHEET (course guidance)  2026-01-24\nStudent: SATO HARUTO (chu 2 -> chu 3)\n"
       "Target: Aichi public A-gun / private Meitoku Gakuen (heigan)\nPlan: from April 4 subjects, summer intensive, mock exams monthly\n"
       "Parent comment: trip in August 8-13 is fixed; study plan will cover it.\n")
    hd(f"{SCAN}/img20260228_11152033.pdf", A, "Finance", 93, t_nenkin)

    # ------------------------------------------------------------ デスクトップ (hard)
    hd(f"{DT}/新しいテキスト ドキュメント.txt", P, "Home", 2,
       "工事前にやること（6/15〜）\n\n・風呂場のシャンプー類、洗面所の棚の中身を全部出す（6/14 夜）\n・給湯器の電源は業者が切る\n"
       "・駐車場1台分を空ける（ヴォクシーは路上不可→会社の駐車場へ）\n・植田湯の回数券 買っておく\n・最終日 16時 立会い（健二 休み取る）\n")
    hd(f"{DT}/新しいテキスト ドキュメント (2).txt", P, "Work", 1,
       "5号機 メモ\n・クランプ位置 治具右側 8mm ずらしたらスパッタ付着 減った（試し 50個中 0個）\n"
       "・ガス流量 20L/min 固定 OK、3号機 流量計 校正済み\n・ワイヤ DW-S50 6/5 着 → 6/9〜 比較試験 A/B/C 各200本\n"
       "・9月末の最終報告に間に合わせる。目標 0.5%\n")
    hd(f"{DT}/新しい Microsoft Excel ワークシート.xlsx", P, "School", 8,
       "模試 成績推移（春人）\n回;日付;国;数;英;理;社;偏差値;第1志望判定\n2年2月;2026/02/15;16;13;17;14;15;56;C\n"
       "3年第1回;2026/04/19;17;15;18;14;16;58;C\n3年第2回;2026/05/24;17;16;18;16;16;59;B\n")
    hd(f"{DT}/新しい Microsoft Word 文書.docx", A, "Home", 17, t_chonaikai)
    hd(f"{DT}/メモ.txt", P, "Work", 26,
       "覚える式\nCp = (SU - SL) / 6σ\nCpk = min(SU - μ, μ - SL) / 3σ\nX̄管理図 UCL = X̄̄ + A2·R̄\n"
       "L8直交表：7列、交互作用 A×B は3列目\n寄与率 ρ = (S - φσ²) / ST\n→ 9/6 本番までに論述3題\n")
    hd(f"{DT}/無題.txt", R, "Fishing", 36,
       "4/26 師崎 海幸丸 タイラバ\n6:00出船、水深30〜40m、ヘッド 80g オレンジ\nマダイ 42cm ×1、ホウボウ ×2\n"
       "巻き速度はゆっくり一定がよかった。潮は中潮、下げ始めがチャンス\n次は6月 アジの泳がせもあり\n")
    hd(f"{DT}/TODO.txt", A, "Car", 9,
       "TODO\n・7/4 車検 入庫 9:30（トヨタモビリティ天白）代車あり\n・自動車税 納税証明書 → 電子化されたので不要？確認\n"
       "・ドラレコのSDカード交換\n・ワイパーゴム 前後\n・8/20 自動車保険 更新（ソニー損保）\n")
    hd(f"{DT}/Book1.xlsx", A, "Finance", 1, t_kakeibo)
    hd(f"{DT}/文書 1.docx", A, "Insurance", 90,
       "保険の見直し（2026年）\n\n・収入保障：子どもが独立する2036年頃に減額を検討\n・医療保険：入院日額1万円、先進医療特約あり → 継続\n"
       "・火災保険 2027年10月更新。水災補償は高台なので外す？\n・学資保険 2029年3月 満期 → 春人の大学入学金に\n・共済との比較は裕子が調べる\n")
    hd(f"{DT}/新しいフォルダー/scan.pdf", X, "Car", 1700,
       "AICHI PREFECTURE  JIDOSHA ZEI KANPU (car tax refund) notice  2021-07-28\nSATO KENJI  HONDA STEPWGN (Nagoya 500 ne 12-34)\n"
       "Massho toroku (deregistration) 2021-06-30  Refund for 9 months: 29,800 yen\n")

    # ------------------------------------------------------------ ダウンロード/LINE (hard)
    hd(f"{LINE}/プリント.pdf", P, "School", 22,
       "Aichi prefectural high schools  GAKKO SETSUMEIKAI / OPEN SCHOOL 2026 list (Nagoya east district)\n"
       "For chu-3 students and parents: apply through the school web form. Bring indoor shoes.\n"
       "Dates: 7/26, 8/1, 8/2, 8/22 ... Aichi public entrance exam 2027: one exam day, Feb; results March.\n")
    hd(f"{LINE}/プリント (1).pdf", A, "School", 34, lambda r, dt: t_school_letter(r, dt, "mei"))
    hd(f"{LINE}/IMG_4821.pdf", A, "Health", 65,
       "UEDA KODOMO CLINIC  RYOSHUSHO (receipt)  2026-03-27\nPatient: SATO MEI\nKafunsho (hay fever) visit, antihistamine 28 days\n"
       "Futan: 0 yen (Nagoya kodomo iryohi josei)\n")
    hd(f"{LINE}/メモ.txt", P, "Travel", 41,
       "北海道 行きたいところ（裕子）\n\n・旭山動物園 ペンギン館・もぐもぐタイム（芽衣）\n・ファーム富田 ラベンダーは8月上旬でもまだ見れる？\n"
       "・青い池（朝が空いてる）\n・小樽 ルタオでチーズケーキ\n・積丹 うに丼（8月まで）\n・六花亭（帰りの空港で）\n")
    hd(f"{LINE}/送信用.pdf", P, "Home", 57,
       "Smile Plus Tempaku Co., Ltd.  GO-MITSUMORISHO (revised quotation) rev.2  2026-04-05\nSATO KENJI sama\n"
       "Yokushitsu (bathroom) remodel  TOTO Sazana HS 1616  + handrails x2, Sanganou dryer\nDiscount -44,000 yen\n"
       "Total (tax incl.): 1,342,000 yen  Koki 5 days (June)\n")
    hd(f"{LINE}/資料.pdf", P, "Bonsai", 11,
       "Nagoya Bonsai Dokokai  Chubu Bonsai Ten 2026 - checklist for exhibitors\n1. Pot and stand decided by September\n"
       "2. Moss (koke) on the soil surface 2 weeks before\n3. Name card: species, age, owner\n4. Hannyu 11/19 13:00 by club truck\n")
    hd(f"{LINE}/document.docx", X, "School", 800,
       "植田山小学校PTA 2024年度 役員 引継ぎ資料（会計）\n\n前任：佐藤（2023年度）\n・会計ソフトは使わずExcel\n"
       "・口座：名中信金 植田支店 PTA口座\n・年間スケジュール：4月総会、10月運動会、11月バザー、2月監査\n")
    hd(f"{LINE}/[LINE] 裕子とのトーク.txt", P, "Travel", 37, t_line_chat)
    hd(f"{LINE}/ファイル.xlsx", A, "School", 9,
       "修学旅行（芽衣）持ち物・費用\n項目;内容;メモ\n費用;28,000円;3回払い 6/10, 7/10, 9/10\n小遣い;3,000円まで;\n"
       "持ち物;しおり、着替え、雨具、酔い止め;\n日程;10/15-16;京都・奈良\n")

    # ------------------------------------------------------------ ドキュメント/2023年 (hard)
    yr = f"{DOC}/2023年"
    hd(f"{yr}/書類1.pdf", X, "Travel", _ago(2023, 10, 1),
       lambda r, dt: t_hotel(r, dt, "Kyoto Station Hotel (Kyoto)", "2023-11-03 / 2023-11-05"))
    hd(f"{yr}/スキャン20230412.pdf", X, "School", _ago(2023, 4, 12),
       "Uedayama Shogakko PTA  Reiwa 5 nendo SOKAI SHIRYO (general meeting)  2023-04-22\nNew officers: president Hattori, "
       "treasurer SATO KENJI\nBudget proposal FY2023: income 1,538,000 yen\n")
    hd(f"{yr}/メモ.txt", A, "Finance", _ago(2023, 2, 20),
       "確定申告メモ（令和4年分）\n・ふるさと納税 6件 → ワンストップ出したのに医療費控除で申告 → 全部申告書に書く\n"
       "・医療費 合計 128,400円（芽衣の入院含む）\n・還付 31,200円 予定\n")
    hd(f"{yr}/Document.pdf", A, "Car", _ago(2023, 7, 28),
       "SONY SONPO  JIDOSHA HOKEN SHOKEN (car insurance policy)  2023-08-20 to 2024-08-20\nSATO KENJI  TOYOTA VOXY (ZWR90W)\n"
       "Tokkyu 15  Annual premium 58,420 yen\n")
    hd(f"{yr}/資料.xlsx", A, "School", _ago(2023, 3, 10),
       "学校徴収金 2023年度（1学期）\n子ども;学校;項目;金額;引落日\n春人;植田山中 1年;教材費・学年費;12,400;5/10\n"
       "春人;植田山中 1年;PTA会費;1,200;5/10\n芽衣;植田山小 3年;教材費;6,800;5/10\n芽衣;植田山小 3年;給食費（月額）;4,600;毎月10日\n")
    hd(f"{yr}/無題.docx", X, "Work", _ago(2023, 1, 12),
       "改善事例 発表原稿（社長賞 表彰式用）\n第4ライン ブラケット プレス段取り時間短縮\n"
       "2022年4月に35分かかっていた段取りを、クイックチェンジ治具と手順の見直しで12分にしました。\n"
       "現場の皆さんのアイデアのおかげです。\n")

    # ------------------------------------------------------------ a few more stray files
    hd(f"{DL}/document (3).pdf", P, "Travel", 19,
       "ANA  FLIGHT SCHEDULE CHANGE NOTICE (binmei / jikoku henko no oshirase)\nBooking for SATO KENJI and 3 others\n"
       "NH 3120 New Chitose (CTS) -> Chubu Centrair (NGO) on 2026-08-13: departure changed 17:40 -> 18:05\n"
       "No action needed if the new time is acceptable. Seats are unchanged.\n")
    hd(f"{DL}/download (2).pdf", A, "Home", 110,
       "TOHO GAS  GAS KIKI NO ANZEN TENKEN NO OSHIRASE (statutory safety inspection of gas appliances)\n"
       f"{ADDR_R}  SATO sama\nOur staff will visit on 2026-03-05 (Thu) between 13:00 and 16:00 to check the water heater and gas stove.\n"
       "About 20 minutes, free of charge.\n")
    hd(f"{DL}/詳細 (1).pdf", A, "Work", 50,
       f"{COMPANY_R}\n2026 KAISHA CALENDAR (company calendar) - summer holidays and shutdown\n"
       "Kaki kyuka (summer holidays): 2026-08-08 (Sat) to 2026-08-16 (Sun)\nPlant shutdown maintenance: 8/10-8/14, "
       "production engineering staff on duty roster (Sato: 8/14 standby by phone)\n")
    hd(f"{SCAN}/SCAN_0013.pdf", A, "Insurance", 40,
       "CHUBU NICHIDO FIRE & MARINE  JISHIN HOKEN KIJUN RYORITSU KAITEI NO OSHIRASE\n(earthquake insurance premium revision notice)\n"
       "Policy holder: SATO KENJI  Fire and earthquake policy for the house, expires 2027-10-01\n"
       "From the next renewal the Aichi earthquake premium rises about 6%.\n")
    hd(f"{DT}/新しいテキスト ドキュメント (3).txt", P, "School", 15,
       "春人 夏休み 勉強計画（案）\n\n7/22〜 夏期講習 午前（5教科）\n午後：過去問 公立 2020〜2025 を1日1年分、英語リスニング\n"
       "8/8〜8/13 北海道：単語帳と数学の計算ドリルだけ\n8/22 全県模試 第4回\n目標：夏明けの模試で偏差値 60\n")
    hd(f"{LINE}/2026-05-30.pdf", A, "Health", 2,
       "SAKURA YAKKYOKU Group Kenko Hoken  TOKUTEI KENSHIN KEKKA (specific health check results)  2026-05-22\n"
       "Jushin-sha: SATO YUKO (age 42)\nBlood pressure 112/70  LDL 118  HbA1c 5.3  Hantei: A (no abnormal findings)\n")
    hd(f"{yr}/Document (1).pdf", A, "Finance", _ago(2023, 6, 8),
       "Reiwa 5 nendo SHI-KENMINZEI TOKUBETSU CHOSHU ZEIGAKU NO KETTEI TSUCHISHO (resident tax notice, FY2023)\n"
       f"SATO KENJI  employer: {COMPANY_R}\nNengaku 301,400 yen  June 26,400 / July-May 25,000\nNagoya-shi\n")
    add(f"{DL}/過去問_愛知県公立_2025.zip", P, "School", 44,
        _zip([("過去問_2025/国語.pdf", _pdf("Aichi public high school entrance exam 2025 - Japanese (kokugo) past paper")),
              ("過去問_2025/数学.pdf", _pdf("Aichi public high school entrance exam 2025 - mathematics past paper")),
              ("過去問_2025/解答.pdf", _pdf("Aichi 2025 answers and marking guide"))]))
    add(f"{hk}/スクショ_ANA予約.png", P, "Travel", 60, "")

    return items
