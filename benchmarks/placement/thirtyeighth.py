"""A thirty-eighth unseen labelled corpus: a freelance illustrator's Mac in Fukuoka, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bench scripts,
at the bodies of the other corpora or at any placement result: only ``unseen.py``'s docstring and the first lines
of its ``build()`` (the write/encode/add helpers), the ``Item`` dataclass, ``NOW``/``NOW_S``/``DAY``, the helpers
``_pdf``, ``_jpeg`` (``corpus.py``), ``_d``, ``_money``, ``_docx``, ``_png``, ``HEIC_HEAD`` (``blind.py``) and
``_blob``, ``_xlsx``, ``_rezip``, ``_latin1``, ``_epub``, ``_id3`` (``unseen.py``). The files and labels are
shaped by what this person would have on disk, not by what the code looks for.

The person: Watanabe Yui (渡辺結衣), 38, a freelance illustrator (個人事業主 since April 2022, 青色申告,
インボイス registered in 2023 as T-number holder) in Fukuoka, living in a 1LDK in 中央区薬院 with her partner
Daiki (大輝, a bicycle mechanic at a shop in 天神) and their cat むぎ (Mugi, a 6-year-old tabby). She draws book
covers (装画), game character art and manga-style commissions for Japanese and overseas clients. Before going
freelance she was a character artist at 株式会社ネオンリーフ (Neonleaf Inc.), a Fukuoka game company, from
2011 until she left in March 2022. Her parents live in 北九州市小倉; her brother 健太 lives in Tokyo.

Going on now (June 2026):
- the 「星降る町の図書館」 cover series for 青葉書房 (editor 佐藤真理子): three volumes under one contract;
  vol. 1 delivered February 2026 and published, vol. 2 due 20 June 2026, vol. 3 due September 2026;
- the "Lanternfall" character set for Moonmoth Games (Seattle; art director Megan Holt): six character sheets
  under a contract that runs to the end of July 2026;
- her first art book (画集) 「灯 -AKARI-」, self-published: the CAMPFIRE crowdfunding campaign closed in April
  2026 (funded 312%), the data goes to ひかり印刷 in June, rewards ship to backers in July;
- her first solo exhibition (個展) at ギャラリー風舎 in 大名, Fukuoka, 9-18 October 2026;
- the move in July 2026 to a 2LDK in 早良区西新 with a room for a studio (the notice to leave the 薬院 flat is
  part of it);
- her father 渡辺誠's stroke in March 2026: hospital, transfer to a rehabilitation hospital, 要介護認定,
  care manager, handrails at home, discharge planned for late June;
- a trip to Taiwan with Daiki in November 2026.

Finished: the 2023 cover for 桜木出版's 「海辺のカフェ」, the 2024-25 light-novel series 「翠の剣」 (four
covers, ended with vol. 4 in 2025), a 2025 character job for Studio Kitsune (Paris), Comiket C101 (2022) and
C103 (2023), COMITIA 148 (2024), a group exhibition in 2024, her employment at Neonleaf (ended 2022), her
mother's knee operation (2024), trips to Kyoto (2023), Seoul (2024) and Hokkaido (2025), and the old
MacBook Air whose copy sits in ``古いMac/``.

The machine: a MacBook Pro with Japanese folder names (``書類``, ``ダウンロード``, ``デスクトップ``,
``ピクチャ``), an ``イラスト/`` work tree that is half tidy, ``確定申告/`` by year, English names for overseas
clients, a ``ダウンロード/`` full of ``document (3).pdf`` and ``名称未設定.docx``, screenshots on the desktop,
``untitled folder``, a ``スキャン/`` folder from the printer, phone photos, a copy of the old Mac, unfinished
downloads and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The cover
  series 「星降る町の図書館」 (all three volumes, the delivered vol. 1 too, its contract and the invoice kept in
  the project folder, roughs, .psd/.clip files, reference photos taken for it, the editor's mails), the
  Moonmoth "Lanternfall" character set (contract, W-8BEN, briefs, sheets, feedback, the game build sent to
  check the art), the art book 「灯」 (the finished crowdfunding campaign, backers, page plan, printing quote,
  shipping of rewards) and the October solo exhibition (gallery contract, framing, DM postcards, price list,
  photos of the venue) -- all topic Illustration; the move to 西新 (listings, viewing photos, lease, movers,
  notice on the old flat, moving the cat, change-of-address list) -- topic Home; her father's hospital stay
  and care arrangements up to his discharge (hospital plans, transfer, 要介護認定, care manager, handrails,
  高額療養費 for this stay, the mails with her brother about it) -- topic Family; the Taiwan trip in November
  2026 -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: the running
  of the illustration business -- invoices (請求書) and quotes (見積書) filed in the business folders for any
  client or job, the client list, the commission queue and the routine one-off commissions (Skeb requests,
  icons, character commissions, in progress or delivered), price list, portfolio, contract templates, SNS
  schedule (Illustration); taxes and money -- 確定申告/青色申告 of any year, books and receipts, 支払調書,
  インボイス registration, bank and card statements, 国民年金, 国民健康保険 premiums, 住民税, 小規模企業共済,
  ふるさと納税 (Finance); the current flat until it is handed back -- rent, lease, renewal, utilities, internet,
  renters' insurance (Home); her own health (Health); the cat Mugi -- vet, vaccines, pet insurance, food (Cat);
  her parents' ongoing affairs apart from the hospital project -- mother's pension paperwork, the parents'
  house tax, family contacts (Family); software subscriptions and licences (Software). A 2023 tax return or a
  2024 invoice is still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: drawing references, anatomy and
  colour notes, tutorials, brushes, fonts, the tablet's manual, general reference photos not taken for a job
  (Illustration); phone photos, albums, trip photo albums, cat photos and screenshots (Photos) -- except
  photos that document a project, current or finished (viewing photos of the new flat, venue photos, event
  booth photos: the project's bucket and topic), and those inside the old-Mac copy; recipes (Cooking);
  ebooks (Books); music to draw by (Music); installers (Software); English study for overseas clients
  (English); appliance manuals (Home).
- **Archive**: finished projects and ended responsibilities: the Neonleaf employment -- contract, payslips,
  源泉徴収票, resignation, 離職票, unemployment benefit, work samples (Career); the finished cover jobs, the
  Studio Kitsune job, the Comiket/COMITIA events and the 2024 group exhibition (Illustration); documents of
  past trips (Travel); her mother's 2024 knee operation (Family); everything inside the old-Mac copy
  (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``, ``._name``, ``.localized``)
  are written but not labelled.

Topics are subjects: the cover series, the art book, the exhibition, the routine commissions and the invoices
are all ``Illustration``; taxes, dues and banks are ``Finance`` even when they concern the business; the move
is ``Home`` like the rent; her father's care is ``Family`` like her parents' other affairs. ``hard`` marks a file
whose name *and* folder say nothing about its subject (``ダウンロード/document (3).pdf``,
``デスクトップ/名称未設定.txt``, ``スキャン/scan_0031.pdf``): only the text inside can place it. Images are never
hard. PDFs hold English or romanised Japanese only (the PDF helper is Latin-1); Japanese text lives in .txt,
.md, .docx, .csv, .xlsx and mails. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _d, _docx, _money, _png  # noqa: F401
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

PSD_HEAD = b"8BPS\x00\x01\x00\x00\x00\x00\x00\x00\x00\x04"
CLIP_HEAD = b"CSFCHUNK\x00\x00\x00\x00\x00\x00\x00\x18CHNKHead"
SUT_HEAD = b"SQLite format 3\x00\x10\x00\x01\x01\x00\x40\x20\x20"
ABR_HEAD = b"\x00\x06\x00\x02\x00\x00\x008BIMsamp"
ZIP_HEAD = b"PK\x03\x04\x14\x00\x00\x00\x08\x00"
DMG_HEAD = b"\x78\x01\x73\x0d\x62\x62\x60"
PKG_HEAD = b"xar!\x00\x1c\x00\x01\x00\x00\x00\x00\x00\x00\x04\x8c"
OTF_HEAD = b"OTTO\x00\x0c\x00\x80\x00\x03\x00\x40CFF "
MOV_HEAD = b"\x00\x00\x00\x14ftypqt  \x00\x00\x02\x00qt  "
TIF_HEAD = b"MM\x00*\x00\x00\x00\x08"


def _ymd(dt: datetime) -> str:
    return f"{dt.year}年{dt.month}月{dt.day}日"


def _yen(r: random.Random, lo: int, hi: int, step: int = 1000) -> int:
    return r.randrange(lo // step, hi // step + 1) * step


def _mail(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt:%a, %d %b %Y} 10:{dt.day % 60:02d}:00 +0900\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
            + body.strip() + "\n")


YUI = "渡辺 結衣 <yui.watanabe.illust@gmail.com>"
SATO = "佐藤 真理子 <m.sato@aobashobo.co.jp>"
MEGAN = "Megan Holt <megan@moonmothgames.com>"
KENTA = "渡辺 健太 <kenta.w1985@gmail.com>"


# ----------------------------------------------------------------------------- text templates: projects
def t_sato_mail(r, dt):
    vol = r.choice(["2", "2", "3"])
    return _mail(SATO, YUI, f"Re: 『星降る町の図書館』{vol}巻 カバーラフについて", dt, f"""
渡辺結衣さま

いつもお世話になっております。青葉書房 文芸編集部の佐藤です。
{vol}巻のカバーラフ3案、拝見しました。編集部と営業で検討した結果、B案（主人公のしおりが天窓の下で
本を抱えている構図）で進めていただきたいと思います。

・タイトルロゴが上部に入りますので、上から4分の1は空けておいてください
・帯がかかる下部（約45mm）に主人公の顔がかからないようにお願いします
・星空の色味は1巻と揃えて、少し青緑寄りにしていただけると嬉しいです

線画の締切は{_ymd(dt + timedelta(days=14))}、カラー完成データは6月20日でお願いできますでしょうか。
1巻の書店での反応もとても良く、重版が決まりました。引き続きよろしくお願いいたします。

青葉書房 文芸編集部
佐藤 真理子
""")


def t_sato_feedback(r, dt):
    return f"""編集部フィードバック（{_ymd(dt)} 佐藤さん電話）

星降る町の図書館 2巻 線画
- しおりの左手、本の持ち方が不自然 → 指を少し開く
- 司書のおじいさんの眼鏡、1巻と形を合わせる（丸眼鏡）
- 背景の本棚、もう少し密度を上げる。背表紙にタイトルは入れない
- 猫（図書館猫のルナ）は1巻より少し大きめでOK
- カラーは6/20締切、入稿はPSD（CMYK変換は先方でやる）、解像度350dpi、塗り足し3mm

次：6/5までに修正線画を送る
"""


def t_series_contract(r, dt):
    return f"""装画制作委託契約書

株式会社青葉書房（以下「甲」）と渡辺結衣（以下「乙」）は、次のとおり契約を締結する。

第1条（委託業務） 甲は乙に対し、書籍『星降る町の図書館』第1巻から第3巻までのカバー装画および
口絵の制作を委託する。
第2条（納期） 第1巻 2026年2月6日、第2巻 2026年6月20日、第3巻 2026年9月25日。
第3条（報酬） 1巻あたり装画料 {r.choice(['180,000', '200,000', '220,000'])}円（税別）。重版時は別途協議。
第4条（著作権） 著作権は乙に帰属し、甲は本書籍および販促物に限り使用できる。
第5条（支払） 各巻の納品月の翌月末日までに乙の指定口座に振り込む。

{_ymd(dt)}
甲 福岡市中央区舞鶴 株式会社青葉書房 代表取締役 青木 亮
乙 福岡市中央区薬院 渡辺 結衣
"""


def t_vol3_synopsis(r, dt):
    return f"""『星降る町の図書館』第3巻 あらすじ（装画用）

作：春野 ゆき
文字数：約11万字／刊行予定：2026年11月

冬。星降る町に最後の流星群がやってくる夜、図書館の屋根裏で古い星図が見つかる。
しおりと司書の老人・灯台守の少年ハルは、星図に描かれた「もうひとつの図書館」を探しに
凍った運河を渡る。……

装画イメージ（著者より）：
・雪、凍った運河、遠くに灯る図書館の窓
・しおりとハルが背中合わせ、見上げる流星群
・シリーズ通して図書館猫ルナは必ずどこかに
締切：カラー {_ymd(datetime(2026, 9, 25))}
"""


def t_series_schedule(r, dt):
    rows = ["巻;作業;締切;状態", "1;ラフ;2025-12-10;完了", "1;線画;2026-01-09;完了", "1;カラー入稿;2026-02-06;完了",
            "2;ラフ;2026-05-08;完了", "2;線画;2026-06-05;作業中", "2;カラー入稿;2026-06-20;未",
            "3;あらすじ受領;2026-05-20;完了", "3;ラフ;2026-07-31;未", "3;カラー入稿;2026-09-25;未"]
    return "\n".join(rows)


def t_moonmoth_contract(r, dt):
    return f"""ILLUSTRATION SERVICES AGREEMENT

Between Moonmoth Games LLC, 1420 Westlake Ave N, Seattle WA 98109, USA ("Client")
and Yui Watanabe, Yakuin, Chuo-ku, Fukuoka, Japan ("Artist").

1. Scope. The Artist will create six (6) character design sheets for the video game "Lanternfall":
   full-body turnaround (front, side, back), expression sheet (6 expressions), and one colour key each.
2. Schedule. Sheets 1-2 by April 30, 2026; sheets 3-4 by June 15, 2026; sheets 5-6 by July 31, 2026.
3. Fee. USD 1,150 per character sheet, USD 6,900 in total. 30% deposit on signature, balance per milestone.
4. Revisions. Two rounds of revisions per sheet are included.
5. Rights. Client receives an exclusive licence for use in Lanternfall and its marketing. Artist keeps the
   right to show the work in her portfolio and art book after the game's public reveal.
6. Payment by wire transfer or PayPal within 15 days of invoice.

Signed {dt:%B %d, %Y}
Megan Holt, Art Director, Moonmoth Games LLC        Yui Watanabe
"""


def t_moonmoth_brief(r, dt):
    return f"""LANTERNFALL - Character brief (v3, {dt:%b %d %Y})

Setting: a drowned city lit by floating paper lanterns. Tone: cozy-melancholic, Ghibli meets Hollow Knight.

1. EMBER - lantern-keeper, 16, oversized raincoat, carries a hooked pole. Warm oranges.
2. WREN - courier, 14, roller skates on canal walls, satchel full of letters. Teal and cream.
3. OLD TOBIAS - ferryman, missing one eye, kind. Muted browns.
4. THE ARCHIVIST - masked, tall, ambiguous. Ink-blue, gold leaf.
5. PIP - a moth spirit the size of a cat.
6. MAYOR ODALYS - antagonist, elegant, umbrella as a weapon.

Deliverables per character: turnaround, 6 expressions, colour key. PSD with named layers please.
"""


def t_megan_mail(r, dt):
    who = r.choice(["Ember", "Wren", "Old Tobias", "the Archivist"])
    return _mail(MEGAN, YUI, f"Lanternfall - feedback on {who}", dt, f"""
Hi Yui,

Thanks so much for the new pass on {who}! The team loved it, especially the silhouette - it reads
instantly even at 64px, which matters for the map screen.

Two small things for the next round:
- could the coat/clothing be a touch less saturated? It fights with the lantern glow in-engine
- on the expression sheet, "surprised" and "scared" feel very close; maybe push scared further

I've attached a screenshot from the current build so you can see it next to the environment art.
No rush - the milestone is June 15. I'll process the invoice for the first milestone this week.

Best,
Megan
--
Megan Holt | Art Director | Moonmoth Games
""")


def t_w8ben(r, dt):
    return """Form W-8BEN (Rev. October 2021)
Certificate of Foreign Status of Beneficial Owner for United States Tax Withholding and Reporting (Individuals)
Part I  Identification of Beneficial Owner
1 Name of individual who is the beneficial owner: WATANABE YUI
2 Country of citizenship: JAPAN
3 Permanent residence address: Yakuin, Chuo-ku, Fukuoka-shi, Fukuoka 810-0022, JAPAN
6a Foreign tax identifying number: (My Number withheld)
Part II  Claim of Tax Treaty Benefits
9 I certify that the beneficial owner is a resident of JAPAN within the meaning of the income tax treaty.
10 Special rates: Article 12 (Royalties), 0% withholding.
Part III Certification  - Signed: Yui Watanabe   Requested by: Moonmoth Games LLC (Lanternfall contract)
"""


def t_artbook_list(r, dt):
    titles = ["夜の図書館", "雨宿り", "ネオンの金魚", "薬院の朝", "灯籠流し", "猫と天窓", "海辺のカフェ（装画）",
              "翠の剣 1（装画）", "夏祭りの帰り道", "星を拾う", "屋上庭園", "冬の運河", "博多の路地", "読書する少女",
              "むぎ", "港の灯"]
    rows = ["No;タイトル;制作年;掲載ページ;版元許諾"]
    for i, t in enumerate(titles, 1):
        ok = "要" if "装画" in t else "不要"
        rows.append(f"{i};{t};{r.choice([2019, 2021, 2022, 2023, 2024, 2025])};{8 + i * 6};{ok}")
    return "\n".join(rows)


def t_artbook_pages(r, dt):
    rows = ["ページ;内容;データ;備考"]
    sections = ["表紙", "見返し", "扉", "はじめに", "第1章 夜", "第2章 雨", "第3章 街", "第4章 光", "ラフ・メイキング",
                "あとがき", "奥付"]
    p = 1
    for s in sections:
        n = r.choice([2, 4, 8, 16]) if "章" in s else 2
        rows.append(f"{p}-{p + n - 1};{s};{r.choice(['入稿済', '作業中', '未'])};")
        p += n
    rows.append(f"合計;{p - 1}ページ;B5変形;フルカラー")
    return "\n".join(rows)


def t_print_quote(r, dt):
    return f"""HIKARI INSATSU Co., Ltd.  -  MITSUMORISHO (Quotation)   No. H-{r.randint(2600, 2699)}-{r.randint(10, 99)}
Date: {dt:%Y-%m-%d}
To: Watanabe Yui sama
Item: Art book "AKARI" (gashu), B5 hen-kei, 112 pages, full colour, 4/4
Cover: hard cover, matte PP, foil stamping (gold) on title
Paper: body - b7 torinity 110kg, end paper - tant N-58
Copies: 800
Unit price: JPY {r.randint(1650, 1850)}
Color proof (honshiki): 1 time, JPY 48,000
Data deadline: 2026-06-19   Delivery: 2026-07-10 (to Fukuoka, 1 location)
Total (tax incl.): JPY {r.randint(1480, 1560)},{r.randint(100, 999)}
Valid for 30 days.
"""


def t_backers_csv(r, dt):
    rows = ["支援者ID,ニックネーム,リターン,金額,都道府県,発送状況"]
    rets = [("画集1冊", 4800), ("画集+ポストカード5枚", 6500), ("画集サイン入り+原画複製", 15000), ("応援プラン", 1000)]
    prefs = ["福岡県", "東京都", "大阪府", "北海道", "神奈川県", "愛知県", "海外(台湾)", "熊本県", "京都府"]
    for i in range(1, 21):
        n, a = r.choice(rets)
        rows.append(f"CF{r.randint(100000, 999999)},supporter{i:03d},{n},{a},{r.choice(prefs)},未発送")
    return "\n".join(rows)


def t_campaign_report(r, dt):
    return f"""# 活動報告 #{r.randint(8, 12)}：色校正が届きました

支援者のみなさま、こんにちは。渡辺結衣です。

画集『灯 -AKARI-』、ひかり印刷さんから色校正（本紙校正）が届きました！
夜の青がとてもきれいに出ていて、思わず声が出ました。一部、肌の色が少し赤く転んでいるページがあったので、
修正して再入稿します。

## 今後のスケジュール
- 6月19日 最終入稿
- 7月10日ごろ 納品
- 7月中旬〜下旬 リターン発送（サイン入りプランの方はサインを入れてからの発送になります）

海外の支援者さまへの発送は追跡つきの国際郵便で行います。
引き続きよろしくお願いいたします！
"""


def t_shipping_calc(r, dt):
    rows = ["発送方法,サイズ,重さ上限,料金,対象"]
    rows += ["クリックポスト,A4/厚さ3cm,1kg,185,画集のみ", "ゆうパケットプラス,24x17x7cm,2kg,375,画集+ポストカード",
             "レターパックプラス,A4,4kg,600,サイン+複製原画", "国際eパケット,—,2kg,1800,海外"]
    return "\n".join(rows)


def t_gallery_contract(r, dt):
    return f"""ギャラリー使用契約書

ギャラリー風舎（福岡市中央区大名1丁目 オーナー 中村 静香、以下「ギャラリー」）と
渡辺 結衣（以下「作家」）は、次の展示について契約する。

展示名：渡辺結衣 個展「灯のありか」
会期：2026年10月9日（金）〜10月18日（日） 12:00〜19:00（最終日17:00まで）
搬入：10月8日 15:00〜 ／ 搬出：10月18日 17:00〜
使用料：{r.choice(['132,000', '143,000', '154,000'])}円（税込）うち内金50%を{_ymd(dt + timedelta(days=30))}までに振込
販売手数料：作品販売額の30%（グッズは20%）
DM：作家が作成、ギャラリーが顧客リスト300件に郵送

{_ymd(dt)}
"""


def t_exhibit_list(r, dt):
    rows = ["No;作品名;サイズ;技法;額;価格;状態"]
    names = ["灯のありか", "夜の図書館", "金魚の街", "雨上がりの薬院", "星を拾う", "運河の冬", "屋上", "窓辺のむぎ",
             "博多の夜", "ふたり"]
    for i, n in enumerate(names, 1):
        rows.append(f"{i};{n};{r.choice(['F4', 'F6', 'A3', 'A4', 'B3'])};{r.choice(['透明水彩', 'デジタル/ジクレー', 'ガッシュ'])}"
                    f";{r.choice(['木製白', 'アルミ黒', '未定'])};{r.choice([33000, 44000, 55000, 88000, 110000])};{r.choice(['完成', '制作中', '未着手'])}")
    return "\n".join(rows)


def t_frame_quote(r, dt):
    return f"""GAKUBUCHI NO SUGIYAMA - Mitsumori (framing quote)
{dt:%Y-%m-%d}   Customer: Watanabe Yui (solo exhibition, Gallery Fusha, Oct 2026)
Frame F4, white wood, UV acrylic          x4   JPY {r.randint(8, 12) * 1000} each
Frame A3, black aluminium, mat board      x5   JPY {r.randint(6, 9) * 1000} each
Frame B3, natural oak                     x1   JPY {r.randint(14, 18) * 1000}
Hanging wire and hooks                    set  JPY 3,300
Delivery to Daimyo gallery on Oct 8       JPY 5,500
Lead time: 3 weeks from order.
"""


def t_exhibit_schedule(r, dt):
    return f"""# 個展「灯のありか」準備スケジュール

- 6月：新作3点ラフ、DMデザイン入稿（7/31まで）
- 7月：引っ越しのため作業少なめ。額装店に見積確定
- 8月：新作仕上げ、ジクレー版画の発注（福岡の工房）
- 9月初め：DM郵送（ギャラリーの顧客リスト＋自分の分100枚）、SNS告知
- 9月末：額装、キャプション、価格表、芳名帳
- 10/8 搬入（大輝に車を借りてもらう）
- 10/9〜18 会期、在廊は土日と最終日
"""


def t_exhibit_press(r, dt):
    return """プレスリリース（案）

イラストレーター渡辺結衣 初の個展「灯のありか」
2026年10月9日（金）〜18日（日） ギャラリー風舎（福岡市中央区大名）

書籍装画やゲームのキャラクターデザインで活躍する福岡在住のイラストレーター・渡辺結衣による初の個展。
夜の街と灯りをテーマにした原画・版画約30点のほか、画集『灯 -AKARI-』を先行販売します。
会期中の土日は作家在廊。入場無料。
お問い合わせ：ギャラリー風舎
"""


def t_flat_compare(r, dt):
    rows = ["物件;最寄り;間取り;面積;家賃;管理費;敷金礼金;ペット;備考"]
    rows += ["西新5丁目 レジデンス西新;西新駅 徒歩6分;2LDK;58.2㎡;98000;5000;1/1;猫1匹可（敷金+1）;北向きの洋室をアトリエに",
             "藤崎 サンハイツ;藤崎駅 徒歩3分;2LDK;54.0㎡;92000;4000;1/0;小型犬のみ;×猫不可",
             "高宮 メゾン高宮;高宮駅 徒歩9分;3DK;61.5㎡;95000;3000;2/1;相談;古い、和室あり",
             "六本松 パークサイド;六本松駅 徒歩4分;2LDK;55.8㎡;108000;6000;1/1;猫可;高い"]
    return "\n".join(rows)


def t_new_lease(r, dt):
    return f"""TINTAISHAKU KEIYAKUSHO (Residential lease) - copy
Property: Residence Nishijin 302, 5-chome Nishijin, Sawara-ku, Fukuoka
Layout: 2LDK, 58.2 m2   Lessor: Mirai-e Fudosan (agent)
Lessees: Watanabe Yui, (occupant) Ogata Daiki
Term: 2026-07-01 to 2028-06-30 (2 years, renewable)
Rent: JPY 98,000 / month, common fee JPY 5,000, paid by the 27th for the next month
Deposit: 2 months (incl. +1 month for one cat), key money 1 month
Special terms: one cat allowed; restoration of scratches at move-out at tenant's cost.
Guarantor company: Nihon Yachin Hosho, fee 50% of first month
Signed {dt:%Y-%m-%d}
"""


def t_movers_quote(r, dt):
    return f"""FUKUHAKU HIKKOSHI CENTER - Estimate  No. {r.randint(40000, 49999)}
Date of survey: {dt:%Y-%m-%d}   Customer: Watanabe Yui
From: Yakuin 1-chome, Chuo-ku (4F, elevator)   To: Nishijin 5-chome, Sawara-ku (3F, elevator)
Moving day: 2026-07-15 (Wed) morning
Truck: 2t x1, staff 3
Packing boxes: 40 (free), extra large desk and 27-inch monitor packing
Options: washing machine install JPY 5,500, air conditioner removal/install JPY 22,000
Total: JPY {r.randint(78, 96)},{r.choice(['000', '500'])} (tax incl.)
"""


def t_notice_leave(r, dt):
    return f"""解約通知書

株式会社薬院ハウジング 御中

下記物件の賃貸借契約を解約いたしますので、通知いたします。

物件名：ヴィラ薬院 405号室
契約者：渡辺 結衣
解約日：2026年7月20日
退去立会い希望日：2026年7月20日 午前
敷金返還先：福岡銀行 薬院支店 普通（契約者名義）
転居先：福岡市早良区西新5丁目（レジデンス西新302）

{_ymd(dt)}
"""


def t_move_checklist(r, dt):
    return """# 引っ越しチェックリスト（7/15）

## 役所・届け出
- [ ] 転居届（中央区→早良区）※同じ福岡市内なので転出届は不要、転居届を早良区役所に
- [ ] マイナンバーカード住所変更
- [ ] 国民健康保険・国民年金の住所変更（転居届と一緒にできる）
- [ ] 税務署に「異動届出書」（開業届の納税地が変わる）
- [ ] インボイス登録の住所は公表してないので変更不要？要確認
## ライフライン
- [x] 九州電力 使用停止・開始
- [ ] 西部ガス 開栓立会い 7/15 午後
- [ ] 水道局
- [ ] ネット回線移転（工事日 7/17）
## その他
- [ ] 郵便転送届
- [ ] 銀行・カード・青葉書房・Moonmoth（請求書の住所）
- [ ] むぎの病院の引き継ぎ
"""


def t_cat_move(r, dt):
    return """むぎの引っ越し メモ

- 当日はむぎを先に大輝が西新に連れていく（キャリー＋毛布）。作業中は空っぽの洋室に隔離
- フェリウェイ（フェロモン）を新居で前日から
- トイレと水、いつものごはん（ロイヤルカナン インドア）を最初に置く
- 脱走注意：網戸ロック、玄関に柵
- 薬院どうぶつ病院でカルテのコピーをもらう → 西新の病院候補：にしじん動物クリニック
"""


def t_internet_move(r, dt):
    return _mail("NURO光 お客様センター <support@nuro.example.jp>", YUI, "【移転手続き受付】工事日のご案内", dt, """
渡辺 結衣 様

移転のお申し込みを受け付けました。

旧住所：福岡市中央区薬院1丁目 ヴィラ薬院405
新住所：福岡市早良区西新5丁目 レジデンス西新302
宅内工事日：2026年7月17日（金） 13:00〜15:00
旧住所の撤去工事：不要（ONUはご返送ください）

工事当日は立ち会いをお願いいたします。
""")


def t_hosp_plan(r, dt):
    return f"""KOKURA CHUO HOSPITAL - Nyuin shinryo keikakusho (Admission care plan)
Patient: WATANABE MAKOTO (M, 70)   Ward: Neurology 5W   Admitted: 2026-03-09
Diagnosis: cerebral infarction (left MCA territory), right hemiparesis, mild aphasia
Plan: acute treatment (tPA not indicated), antiplatelet therapy, early rehabilitation (PT/OT/ST)
Estimated stay: 3-4 weeks, then transfer to a kaifukuki rehabilitation hospital
Physician: Dr. Fujimoto   Nurse in charge: Ishida
Family contact: Watanabe Keiko (wife), Watanabe Yui (daughter, Fukuoka)
Explained to family on {dt:%Y-%m-%d}.
"""


def t_transfer(r, dt):
    return f"""転院について（メモ／{_ymd(dt)} 地域連携室 相談員 森さん）

・父は4月2日に紫川リハビリテーション病院（回復期）へ転院
・回復期は最大150日。目標は杖歩行で自宅退院、見込みは6月末
・転院時の持ち物：パジャマ3組、リハビリ用の運動靴（かかとのあるもの）、お薬手帳、保険証、限度額認定証
・小倉中央病院の入院費は退院時精算 → 高額療養費の限度額認定証を出せば窓口負担は上限まで
・母は毎日面会に行くと言っているが、膝のこともあるので週3回にしてもらう
"""


def t_kaigo_app(r, dt):
    return f"""YOKAIGO NINTEI SHINSEISHO - hikae (copy of long-term care certification application)
Kitakyushu City, Kokurakita-ku Office - Insured person: WATANABE MAKOTO, born 1955-11-03
Insurance no.: 40{r.randint(10000000, 99999999)}
Application type: new   Applied on: {dt:%Y-%m-%d}
Current location: Murasakigawa Rehabilitation Hospital (inpatient)
Attending physician for the opinion (shujii ikensho): Dr. Okabe, Murasakigawa Rehab. Hosp.
Applicant: Watanabe Yui (daughter), on behalf of the insured person
Home visit survey (nintei chosa): to be held at the hospital, date to be notified
"""


def t_caremanager(r, dt):
    return f"""# ケアマネ面談メモ {dt:%Y-%m-%d}

出席：山本さん（小倉北 地域包括→居宅介護支援事業所ひまわり）、母、私（電話参加）、病院MSW森さん

- 認定調査は5/21に病院で実施済み。結果は6月中旬、要介護1〜2の見込み
- 退院後：デイケア（リハビリ特化）週2、訪問リハ週1、福祉用具レンタル（四点杖、介護ベッド）
- 住宅改修：玄関・トイレ・浴室に手すり。上限20万円の9割が介護保険。事前申請が必要
- 退院前カンファレンス：6/24 14時（私は行く。健太は無理そう）
- 母の負担が心配 → ショートステイも検討
"""


def t_care_compare(r, dt):
    rows = ["事業所;種類;曜日;送迎;1回の自己負担目安;メモ"]
    rows += ["リハビリデイ小倉;デイケア;月木;あり;約900円;半日型、父の好み",
             "さくら苑デイサービス;デイサービス;火金;あり;約1100円;入浴あり、カラオケ多め",
             "ひまわり訪問リハ;訪問リハ;水;—;約600円;PTが家の段差を見てくれる",
             "ケアショップ北九州;福祉用具;—;—;ベッド月1000円程度;四点杖・ベッド・手すり"]
    return "\n".join(rows)


def t_handrail_quote(r, dt):
    return f"""KAIGO RIFORM KOKURA - Mitsumori (home modification for long-term care insurance)
{dt:%Y-%m-%d}   For: Watanabe Makoto residence, Kokurakita-ku
1. Entrance: vertical handrail + step       JPY {r.randint(38, 48)},000
2. Toilet: L-shaped handrail                JPY {r.randint(28, 36)},000
3. Bathroom: handrail x2, non-slip flooring JPY {r.randint(62, 78)},000
4. Hallway: horizontal handrail 3.6m        JPY {r.randint(30, 40)},000
Total JPY 1{r.randint(60, 95)},000 (within the JPY 200,000 care-insurance limit; 10% co-pay)
Prior application to Kitakyushu City required before work. Work date after discharge planning.
"""


def t_kougaku(r, dt):
    return f"""高額療養費 支給申請について（父）

対象：渡辺 誠（後期高齢者ではなく国民健康保険、70歳・一般区分）
診療月：2026年3月（小倉中央病院 入院）、4月（転院月）
3月の窓口負担：{r.randint(57, 58)},600円（限度額認定証が間に合わず、いったん3割で支払い→差額が戻る）
申請先：北九州市 小倉北区役所 保険年金課
必要なもの：領収書、保険証、振込先口座（父名義のゆうちょ）、マイナンバー
{_ymd(dt)} 母と区役所に行く予定
"""


def t_kenta_mail(r, dt):
    return _mail(KENTA, YUI, "Re: 親父の退院後のこと", dt, """
結衣へ

いろいろ任せっきりでごめん。ケアマネさんとの話、メモ読んだ。
デイケア週2と手すりの工事は賛成。工事費の自己負担分と介護ベッドのレンタル代は俺が払うよ。
6/24のカンファレンスはどうしても仕事で行けないので、Zoomでつないでもらえると助かる。
7月の3連休には小倉に帰る。母さんの膝も気になるし、その時に家の中の段差も見てくる。

引っ越しもあるのに大変だと思うけど、無理しすぎないように。
健太
""")


def t_visit_log(r, dt):
    return f"""面会メモ {dt:%m/%d}
父、今日は平行棒で10m歩けた。右手でスプーンを持つ練習中。言葉は少しゆっくりだけど会話はできる。
「早く家に帰って庭の草むしりをしたい」とのこと。ST（言語聴覚士）の先生いわく、退院まで順調。
母は疲れ気味。洗濯物は私が持って帰った。次は{(dt + timedelta(days=r.choice([5, 7]))):%m/%d}に行く。
"""


def t_taiwan_flight(r, dt):
    return _mail("Starlux Airlines <noreply@starlux.example.com>", YUI, "Booking confirmation - FUK-TPE", dt, f"""
Dear WATANABE YUI,

Thank you for booking with us. Booking reference: {r.choice('ABCDEFGHJK')}{r.randint(10000, 99999)}

Passengers: WATANABE YUI / OGATA DAIKI
JX841  Fukuoka (FUK) 10:20 -> Taipei Taoyuan (TPE) 11:55   2026-11-13
JX840  Taipei Taoyuan (TPE) 14:30 -> Fukuoka (FUK) 17:50   2026-11-18
Fare class: Economy, 23kg baggage each. Total: JPY 78,400
""")


def t_taiwan_plan(r, dt):
    return """# 台湾 2026/11/13-18（大輝と）

個展が終わったらご褒美旅行！
- 台北 3泊：迪化街、故宮博物院（大輝は興味なさそう）、誠品書店で画集探し、九份は日帰り
- 台中 2泊：自転車！大輝が日月潭を一周したいらしい（レンタサイクル予約）
- 台湾の支援者さん（画集）に会えたら会う
- 宿：台北は大稻埕のゲストハウス、台中は未定
- 猫：ペットシッター（いつもの田中さん）に6日間
"""


def t_taiwan_hotel(r, dt):
    return f"""BOOKING CONFIRMATION  #{r.randint(3000000000, 3999999999)}
Dadaocheng Inn, Taipei - Datong District
Check-in: Fri 13 Nov 2026 (from 15:00)   Check-out: Mon 16 Nov 2026 (until 11:00)
Guests: 2 adults (Yui Watanabe)   Room: Double room with balcony
Total price: TWD {r.randint(9000, 12000)} - pay at the property. Free cancellation until 10 Nov 2026.
"""


# ----------------------------------------------------------------------------- text templates: areas
CLIENTS = [("株式会社青葉書房", "Aoba Shobo Co., Ltd.", "装画"), ("桜木出版株式会社", "Sakuragi Shuppan", "装画・挿絵"),
           ("Moonmoth Games LLC", "Moonmoth Games LLC", "character design"),
           ("株式会社ルミナスプレイ", "Luminous Play Inc.", "ソシャゲ立ち絵"),
           ("合同会社こもれび企画", "Komorebi Kikaku LLC", "VTuberキャラデザ"),
           ("Studio Kitsune SARL", "Studio Kitsune SARL", "character art")]


def t_invoice_pdf(r, dt, client=None):
    jp, en, job = client or r.choice(CLIENTS)
    amt = _yen(r, 30000, 240000)
    tax = amt // 10
    wh = int(amt * 0.1021)
    return f"""SEIKYUSHO / INVOICE   No. YW-{dt.year}-{r.randint(1, 60):03d}
Date: {dt:%Y-%m-%d}
Bill to: {en}
From: Watanabe Yui (illustrator)  Yakuin, Chuo-ku, Fukuoka
Invoice registration no. (tekikaku seikyusho): T{r.randint(10**12, 10**13 - 1)}
Description: {job if job.isascii() else 'illustration'} - {r.choice(['cover art', 'character illustration', 'revision fee', 'standing portrait x2', 'key visual'])}
Amount: JPY {amt:,}
Consumption tax 10%: JPY {tax:,}
Withholding tax (gensen 10.21%): -JPY {wh:,}
Total due: JPY {amt + tax - wh:,}
Due date: end of next month. Bank: Fukuoka Bank, Yakuin branch, futsu 1{r.randint(100000, 999999)}, WATANABE YUI
"""


def t_invoice_xlsx(r, dt):
    jp, en, job = r.choice(CLIENTS[:2] + CLIENTS[3:5])
    amt = _yen(r, 20000, 150000)
    return (f"請求書;;No. YW-{dt.year}-{r.randint(1, 60):03d}\n{jp} 御中;;{dt:%Y/%m/%d}\n"
            f"登録番号;T{r.randint(10**12, 10**13 - 1)};\n品目;数量;金額\n{job}イラスト制作;1;{amt}\n"
            f"消費税(10%);;{amt // 10}\n源泉所得税;;-{int(amt * 0.1021)}\n"
            f"ご請求金額;;{amt + amt // 10 - int(amt * 0.1021)}\n振込先;福岡銀行 薬院支店 普通;ワタナベ ユイ")


def t_quote_docx(r, dt):
    jp, en, job = r.choice(CLIENTS[:2] + CLIENTS[3:5])
    a = _yen(r, 40000, 200000)
    return f"""御見積書

{jp} 御中
{_ymd(dt)}
イラストレーター 渡辺 結衣
登録番号 T{r.randint(10**12, 10**13 - 1)}

件名：{job}イラスト制作
内容：カラーイラスト1点（{r.choice(['A5相当', '縦長 2000x3000px', '横長 3840x2160px'])}）、ラフ2案、修正2回まで
金額：{a:,}円（税別）
納期：ご発注から{r.choice([3, 4, 5, 6])}週間
有効期限：発行日より30日
備考：商用利用範囲は書籍・販促物。グッズ化は別途ご相談ください。
"""


def t_client_list(r, dt):
    rows = ["取引先;担当;メール;業務;支払サイト;源泉"]
    rows += ["青葉書房;佐藤真理子;m.sato@aobashobo.co.jp;装画;翌月末;あり",
             "桜木出版;川口;kawaguchi@sakuragi-pub.jp;装画・挿絵;翌々月10日;あり",
             "Moonmoth Games;Megan Holt;megan@moonmothgames.com;キャラデザ;15日以内;なし(海外)",
             "ルミナスプレイ;三浦;miura@luminousplay.co.jp;立ち絵;翌月末;あり",
             "こもれび企画;藤田;fujita@komorebi-kikaku.jp;Vキャラデザ;翌月末;なし(法人→要確認)",
             "Skeb;—;—;個人依頼;即時;なし"]
    return "\n".join(rows)


def t_queue(r, dt):
    rows = ["受付日;依頼者;内容;金額;締切;状態"]
    kinds = ["アイコン", "一枚絵(全身)", "うちの子イラスト", "VTuberママ立ち絵", "ヘッダー画像", "カップルイラスト"]
    for i in range(8):
        d = dt - timedelta(days=r.randint(3, 60))
        rows.append(f"{d:%Y/%m/%d};{r.choice(['Skeb', 'メール', 'X DM', 'ココナラ'])}:{r.choice(['k', 'mi', 'ren', 'sora', 'tama'])}{r.randint(10, 99)};"
                    f"{r.choice(kinds)};{r.choice([8000, 15000, 25000, 40000, 60000])};{(d + timedelta(days=30)):%m/%d};"
                    f"{r.choice(['ラフ中', '納品済', '未着手', '修正待ち', '入金待ち'])}")
    return "\n".join(rows)


def t_skeb(r, dt):
    return f"""Skebリクエスト（{_ymd(dt)}受付）
金額：{r.choice([10000, 15000, 20000, 30000])}円
依頼文：
はじめまして。いつも装画のお仕事を拝見しています。
うちの子（オリジナルキャラクター）を、夜の図書館で本を読んでいる雰囲気で描いていただけないでしょうか。
銀髪ショート、眼鏡、黒いケープの女の子です。参考画像を添付します。
背景はおまかせします。よろしくお願いします！
→ 締切：受付から60日。ラフ確認なし（Skebの仕様）
"""


def t_price_list(r, dt):
    return f"""# 料金表（{dt.year}年{dt.month}月改定）

| 内容 | 個人 | 法人 |
|---|---|---|
| アイコン（バストアップ） | 12,000円〜 | 30,000円〜 |
| 一枚絵（全身・簡易背景） | 35,000円〜 | 80,000円〜 |
| 書籍装画 | — | 150,000円〜 |
| キャラクターデザイン（三面図） | — | 120,000円〜 |

- 法人は源泉徴収・インボイス対応可
- 商用利用・グッズ化は別途
- 海外：USD建て可（PayPal / Wise）
"""


def t_sns(r, dt):
    rows = ["日付,媒体,内容,状態"]
    for i in range(8):
        d = dt + timedelta(days=i * 3)
        rows.append(f"{d:%Y-%m-%d},{r.choice(['X', 'Instagram', 'pixiv', 'Bluesky'])},"
                    f"{r.choice(['画集の進捗', '個展告知', '過去作再掲', 'メイキング動画', 'むぎの写真', '1巻重版のお知らせ'])},"
                    f"{r.choice(['予約済', '下書き', '未'])}")
    return "\n".join(rows)


def t_contract_tpl(r, dt):
    return """イラスト制作 利用許諾契約書（ひな形）

第1条 本契約は、受託者（渡辺結衣）が制作するイラストの利用条件を定める。
第2条 著作権は受託者に帰属する。委託者は別紙記載の範囲で利用できる。
第3条 著作者人格権を行使しない旨の条項は入れない（要相談）。
第4条 受託者は完成作品を自身のポートフォリオ・SNS・画集で公開できる（公開解禁日以降）。
第5条 報酬の支払は納品月の翌月末まで。源泉徴収・消費税の扱いは別紙。
"""


def t_tax_return(r, dt, year=None):
    y = year or dt.year - 1
    sales = _yen(r, 3800000, 6400000, 10000)
    exp = int(sales * r.uniform(0.22, 0.34))
    return f"""SHOTOKUZEI OYOBI FUKKO TOKUBETSU SHOTOKUZEI NO KAKUTEI SHINKOKUSHO - hikae (copy)
Year: Reiwa {y - 2018} ({y})   Filed via e-Tax on {dt:%Y-%m-%d}
Name: WATANABE YUI   Occupation: illustrator (jigyo shotoku)   Aoiro shinkoku: yes
Business income: sales JPY {sales:,}, expenses JPY {exp:,}, blue return special deduction JPY 650,000
Social insurance deduction (kokumin nenkin, kokumin kenko hoken): JPY {r.randint(420, 520)},{r.randint(100, 999)}
Small business mutual aid (shokibo kigyo kyosai): JPY 240,000
Medical expense deduction: JPY {r.choice([0, 0, 38400, 61200])}
Withholding tax already paid (gensen): JPY {int(sales * 0.06):,}
Tax due / refund: JPY {r.randint(-90000, 160000):,}
Receipt no. {r.randint(10**15, 10**16 - 1)}
"""


def t_aoiro(r, dt, year=None):
    y = year or dt.year - 1
    rows = ["青色申告決算書（一般用）;" + str(y), "科目;金額"]
    for k, lo, hi in [("売上(収入)金額", 3800000, 6400000), ("地代家賃(按分30%)", 300000, 380000),
                      ("水道光熱費(按分)", 40000, 70000), ("通信費", 90000, 140000), ("消耗品費", 60000, 200000),
                      ("新聞図書費(資料)", 50000, 120000), ("減価償却費(MacBook Pro・液タブ)", 150000, 280000),
                      ("支払手数料(Skeb・CAMPFIRE等)", 30000, 200000), ("旅費交通費", 40000, 90000)]:
        rows.append(f"{k};{_yen(r, lo, hi)}")
    rows.append("青色申告特別控除額;650000")
    return "\n".join(rows)


def t_ledger(r, dt):
    rows = ["日付;勘定科目;摘要;金額;インボイス"]
    ex = [("消耗品費", "コピック補充 画材屋ツジカワ", 3000, 9000), ("通信費", "ソフトバンク 携帯(按分50%)", 3500, 4500),
          ("新聞図書費", "資料本 丸善博多", 1500, 6000), ("支払手数料", "PayPal手数料", 300, 2500),
          ("旅費交通費", "地下鉄 打ち合わせ 天神", 210, 600), ("売上", "青葉書房 装画料", 180000, 220000),
          ("売上", "Skeb 依頼", 10000, 30000), ("地代家賃", "家賃 30%按分", 29000, 29000),
          ("荷造運賃", "クリックポスト", 185, 1850)]
    for i in range(14):
        k, t, lo, hi = r.choice(ex)
        d = dt - timedelta(days=r.randint(0, 60))
        rows.append(f"{d:%Y/%m/%d};{k};{t};{r.randint(lo, hi)};{r.choice(['適格', '適格', '区分記載', '—'])}")
    return "\n".join(rows)


def t_shiharai(r, dt):
    jp, en, job = r.choice(CLIENTS[:2] + CLIENTS[3:4])
    pay = _yen(r, 200000, 900000)
    return f"""HOSHU, RYOKIN, KEIYAKUKIN OYOBI SHOKINKIN NO SHIHARAI CHOSHO (statement of payments) {dt.year - 1}
Recipient: WATANABE YUI, Yakuin, Chuo-ku, Fukuoka
Category: illustration fee (genko, sakuga ryo)
Payment amount: JPY {pay:,}
Withholding tax: JPY {int(pay * 0.1021):,}
Payer: {en}, Fukuoka
Issued {dt:%Y-%m-%d}. Please keep this with your final tax return.
"""


def t_invoice_reg(r, dt):
    return f"""TEKIKAKU SEIKYUSHO HAKKO JIGYOSHA NO TOROKU TSUCHISHO (notice of invoice issuer registration)
Registration number: T{r.randint(10**12, 10**13 - 1)}
Name: WATANABE YUI
Date of registration: 2023-10-01
Issued by: Director, Fukuoka Regional Taxation Bureau, {dt:%Y-%m-%d}
Note: the 20% special measure (niwari tokurei) for small businesses applies to consumption tax returns up to
the period ending in 2026. Consumption tax return is due by March 31 each year.
"""


def t_bank_csv(r, dt):
    rows = ["取引日,摘要,お支払金額,お預り金額,残高"]
    bal = r.randint(600000, 1500000)
    for i in range(12):
        d = dt - timedelta(days=30 - i * 2)
        if r.random() < 0.35:
            a = r.choice([198000, 219780, 45000, 23400, 1096500])
            bal += a
            rows.append(f"{d:%Y/%m/%d},振込 {r.choice(['アオバシヨボウ', 'ルミナスプレイ(カ', 'スケブ(カ', 'PAYPAL'])},,{a},{bal}")
        else:
            a = r.choice([4980, 7780, 16520, 98000, 3300, 12800])
            bal -= a
            rows.append(f"{d:%Y/%m/%d},{r.choice(['ADOBE', 'カ－ド', 'コクミンネンキン', 'ヤチン', 'デンキ', 'セルシス'])},{a},,{bal}")
    return "\n".join(rows)


def t_juminzei(r, dt):
    t = _yen(r, 180000, 320000, 100)
    return f"""SHIKENMINZEI NOZEI TSUCHISHO (residence tax notice) - Reiwa {dt.year - 2018}
Fukuoka City, Chuo Ward   Taxpayer: WATANABE YUI
Based on income of {dt.year - 1}: total tax JPY {t:,}
Instalments (futsu choshu): 1st 6/30 JPY {t // 4 + t % 4:,}, 2nd 8/31 JPY {t // 4:,}, 3rd 10/31 JPY {t // 4:,}, 4th 1/31 JPY {t // 4:,}
Pay at a bank, convenience store, or by smartphone app.
"""


def t_nenkin(r, dt):
    return f"""SHAKAI HOKENRYO (KOKUMIN NENKIN HOKENRYO) KOJO SHOMEISHO {dt.year}
Japan Pension Service - Insured person: WATANABE YUI   Basic pension no. 41{r.randint(10000000, 99999999)}
Premiums paid Jan-Sep {dt.year}: JPY {r.randint(150, 155)},{r.randint(100, 999)}
Expected payment Oct-Dec {dt.year}: JPY {r.randint(50, 52)},{r.randint(100, 999)}
Use this certificate for your final tax return (kakutei shinkoku).
"""


def t_kokuho(r, dt):
    return f"""国民健康保険料 納入通知書（令和{dt.year - 2018}年度）
福岡市中央区 保険年金課
世帯主：渡辺 結衣　被保険者：1人
年間保険料：{_yen(r, 240000, 340000, 100):,}円（医療分・支援金分・介護分）
納期：6月から翌年3月までの10回（口座振替：福岡銀行）
※前年所得に基づき算定しています。所得が大きく減った場合は減免の相談ができます。
"""


def t_kyosai(r, dt):
    return f"""SHOKIBO KIGYO KYOSAI - Kakekin harai-komi shomeisho (certificate of contributions) {dt.year - 1}
Member: WATANABE YUI   Member no. {r.randint(10**9, 10**10 - 1)}
Monthly contribution: JPY 20,000   Paid in {dt.year - 1}: JPY 240,000
Deductible as shokibo kigyo kyosai-to kakekin kojo in your income tax return.
Organization for Small & Medium Enterprises and Regional Innovation, JAPAN
"""


def t_furusato(r, dt):
    return f"""ふるさと納税 寄附金受領証明書
寄附者：渡辺 結衣（福岡市中央区薬院）
寄附日：{_ymd(dt)}
寄附金額：{r.choice([10000, 12000, 15000, 20000])}円
自治体：{r.choice(['佐賀県唐津市', '大分県豊後高田市', '長崎県島原市', '宮崎県都城市'])}
返礼品：{r.choice(['呼子のイカ', '豊後牛', '島原手延そうめん', '都城の豚肉セット'])}
※確定申告の際に添付してください（ワンストップ特例は申請していません）
"""


def t_card_stmt(r, dt):
    rows = ["利用日,利用店名,利用金額,支払区分"]
    for i in range(10):
        d = dt - timedelta(days=r.randint(1, 30))
        rows.append(f"{d:%Y/%m/%d},{r.choice(['ADOBE *CREATIVE CLOUD', 'AMAZON.CO.JP', '画材ツジカワ', 'ヨドバシ博多', 'サニー薬院店', 'CELSYS', 'APPLE.COM/BILL', 'スターバックス'])},"
                    f"{r.choice([1980, 2580, 7780, 3200, 12800, 548, 4980])},1回払い")
    return "\n".join(rows)


def t_rent_lease(r, dt):
    return """TINTAISHAKU KEIYAKUSHO - Villa Yakuin 405 (copy)
Lessor: Yakuin Housing Co., Ltd.   Lessee: Watanabe Yui   Occupant: Ogata Daiki
Property: 1-chome Yakuin, Chuo-ku, Fukuoka, 1LDK 42.6 m2, 4th floor
Term: 2022-04-01 to 2024-03-31, renewable for 2 years; renewal fee 1 month
Rent JPY 82,000, common fee JPY 4,000; pet: one cat allowed (deposit +1 month)
Notice of termination: at least one month in advance, in writing.
"""


def t_renewal(r, dt):
    return f"""更新のご案内

渡辺 結衣 様
ヴィラ薬院 405号室の賃貸借契約は2026年3月31日で満了となります。
引き続きご入居の場合は、同封の合意書にご署名のうえご返送ください。
更新後の期間：2026年4月1日〜2028年3月31日
更新料：賃料の1か月分（82,000円）、火災保険の更新もお願いいたします。
株式会社薬院ハウジング　{_ymd(dt)}
"""


def t_electric(r, dt):
    kwh = r.randint(180, 420)
    return f"""KYUSHU ELECTRIC POWER - Denki ryokin no oshirase (electricity bill)
Customer: WATANABE YUI   Supply point: Yakuin 1-chome, Chuo-ku
Period: {(dt - timedelta(days=31)):%Y-%m-%d} - {dt:%Y-%m-%d}   Usage: {kwh} kWh
Amount: JPY {int(kwh * r.uniform(29, 35)):,} (incl. renewable energy surcharge)
Payment: account transfer on {(dt + timedelta(days=20)):%Y-%m-%d}
"""


def t_gas(r, dt):
    return f"""西部ガス ご使用量のお知らせ
{dt.month}月分 ご使用量 {r.randint(14, 38)}㎥ ／ 請求予定額 {r.randint(3800, 7900):,}円
お客さま番号 {r.randint(10**9, 10**10 - 1)}　福岡市中央区薬院1丁目 渡辺 結衣 様
"""


def t_fire_ins(r, dt):
    return f"""KASAI HOKEN (tenant's household insurance) - Policy schedule
Policyholder: WATANABE YUI   Property: Villa Yakuin 405, Chuo-ku, Fukuoka
Period: {dt:%Y-%m-%d} to {(dt + timedelta(days=730)):%Y-%m-%d}
Household goods: JPY 3,000,000 (incl. computer and drawing tablet up to JPY 300,000 per item)
Tenant liability: JPY 20,000,000   Personal liability: JPY 100,000,000
Premium: JPY 18,000 for 2 years. Change of address must be notified before moving.
"""


def t_checkup(r, dt):
    return f"""特定健康診査 結果のお知らせ（{_ymd(dt)} 受診）
受診者：渡辺 結衣（38歳）　福岡市国保 特定健診
身長 {r.randint(156, 160)}.{r.randint(0, 9)}cm 体重 {r.randint(49, 55)}.{r.randint(0, 9)}kg BMI {r.randint(19, 22)}.{r.randint(0, 9)}
血圧 {r.randint(102, 124)}/{r.randint(64, 80)}　LDLコレステロール {r.randint(110, 148)}　HbA1c 5.{r.randint(1, 6)}
判定：B（軽度異常。生活習慣に注意）
医師コメント：座り仕事が長いため、1時間ごとに立って歩くこと。眼精疲労の訴えあり、眼科受診を勧めます。
"""


def t_tendon(r, dt):
    return f"""整形外科 受診メモ {dt:%Y/%m/%d}
右手首〜親指の付け根が痛い（ペンを握ると）。ドケルバン病（腱鞘炎）とのこと。
・ステロイド注射はまだしない。サポーターと湿布（ロキソニンテープ）
・ペンを太いグリップに替える、液タブの高さ調整
・2週間後に再診。悪化したら注射
会計 {r.randint(1200, 2600)}円（3割）
"""


def t_dentist(r, dt):
    return f"""やくいん歯科 次回予約のご案内
渡辺 結衣 様
次回：{(dt + timedelta(days=r.randint(14, 40))):%m月%d日} 10:30　内容：定期検診・クリーニング
前回：左下の詰め物やり直し。食いしばり傾向あり、ナイトガード作製を検討
"""


def t_vet(r, dt):
    return f"""YAKUIN ANIMAL HOSPITAL - Receipt / Shinryo meisai
Patient: MUGI (cat, tabby, F, spayed, 6y)   Owner: Watanabe Yui
Date: {dt:%Y-%m-%d}
Consultation JPY 1,100
{r.choice(['Combination vaccine (3-in-1) JPY 5,500', 'Blood test (kidney panel) JPY 8,800', 'Dental check, tartar JPY 2,200', 'Flea/tick spot-on JPY 1,980'])}
Weight: {r.uniform(3.9, 4.4):.1f} kg
Total JPY {r.randint(3000, 11000):,}  (pet insurance claim: 70% covered)
Next visit: annual vaccine / check-up
"""


def t_cat_note(r, dt):
    return f"""むぎ 健康メモ
{dt:%Y/%m/%d} 体重 {r.uniform(3.9, 4.4):.1f}kg
- 腎臓の数値（SDMA）がやや高め → 療法食ではなく水分多めのウェットを増やす
- 毎年5月にワクチン、次は{dt.year + 1}年5月
- フードはロイヤルカナン インドア 2kg、Amazon定期便 月1
- ペット保険：ペットあんしん保険 70%プラン 更新は毎年8月
"""


def t_pet_ins(r, dt):
    return f"""ペットあんしん保険 保険金請求 お支払いのご案内
契約者：渡辺 結衣 様　対象：むぎ（猫・雑種）
診療日：{(dt - timedelta(days=20)):%Y/%m/%d}　診療費：{r.randint(6000, 15000):,}円
お支払保険金：70%（{r.randint(4000, 10000):,}円）を指定口座にお振込みしました。
"""


def t_mom_pension(r, dt):
    return f"""母の年金の件（{_ymd(dt)}）
・母（渡辺恵子 68歳）の年金振込通知書が届いた → 偶数月15日にゆうちょへ。金額は年額で約{r.randint(78, 92)}万円
・父の入院で家計が不安と言っていたので、毎月の支出を一緒に表にした
・実家の電気・ガスは父の口座から引き落とし。父のキャッシュカードは母が管理、暗証番号は母が知っている
・いずれ父の口座のこと（代理人カード）を銀行に相談する
"""


def t_parents_tax(r, dt):
    return f"""KOTEI SHISANZEI NOZEI TSUCHISHO (fixed asset tax) {dt.year}
Kitakyushu City - Taxpayer: WATANABE MAKOTO   Property: land and house, Kokurakita-ku
Assessed value: land JPY {r.randint(6, 9)},{r.randint(100, 999)},000; house JPY {r.randint(2, 4)},{r.randint(100, 999)},000
Annual tax: JPY {r.randint(70, 110)},{r.randint(100, 999)}  in 4 instalments (4/30, 7/31, 12/25, 2/28)
"""


def t_family_contacts(r, dt):
    return """# 家族・実家 連絡先

- 父 渡辺 誠：紫川リハビリテーション病院 3階 東病棟（面会 14-19時）
- 母 渡辺 恵子：実家 093-xxx-xxxx／携帯 090-xxxx-xxxx
- 兄 渡辺 健太（東京）：090-xxxx-xxxx、妻 美咲さん
- 実家近くの 田村さん（母の友人、鍵を預けている）
- かかりつけ：小倉北 おかべ内科（父・母）
- 実家の火災保険：JA共済 証書は仏間の引き出し
"""


def t_adobe(r, dt):
    return f"""Adobe - Receipt / Invoice {r.randint(10**9, 10**10 - 1)}
Date: {dt:%Y-%m-%d}
Bill to: Yui Watanabe, Fukuoka, JP
Creative Cloud Photography plan (20GB), monthly     JPY {r.choice([2380, 2728])}
Consumption tax JPY {r.choice([238, 272])}
Paid by VISA ending 4417. Registration no. (Adobe Systems Co., Ltd.) T{r.randint(10**12, 10**13 - 1)}
"""


def t_csp(r, dt):
    return f"""CLIP STUDIO PAINT EX - ご購入ありがとうございます
株式会社セルシス
ご注文番号：{r.randint(10**8, 10**9 - 1)}
商品：CLIP STUDIO PAINT EX 年間プラン（1デバイス）{r.choice(['24,000', '25,000'])}円（税込）
更新日：{_ymd(dt + timedelta(days=365))}
ライセンスはCLIP STUDIOアカウント（yui.watanabe.illust@gmail.com）に紐づいています。
"""


def t_subs(r, dt):
    return """サブスク一覧;;;
サービス;料金;更新;用途
Adobe CC フォトプラン;2728/月;毎月12日;Photoshop
CLIP STUDIO PAINT EX;25000/年;9月;メイン作画
Procreate;買い切り;—;iPadラフ
iCloud+ 2TB;1500/月;毎月3日;写真・作業バックアップ
Google One 100GB;250/月;毎月;メール
freee 会計 スターター;11760/年;4月;青色申告
Dropbox Plus;1500/月;毎月;クライアント納品
"""


# ----------------------------------------------------------------------------- text templates: resources, archive
def t_anatomy(r, dt):
    return """# 手の描き方メモ（講座まとめ）

- 手のひらは台形、指の付け根はアーチ状に並ぶ（中指がいちばん高い）
- 親指は手首の横から生えている。付け根の肉（母指球）を意識
- 指の関節は3つ、長さの比率はおおよそ 2:1.5:1
- 握った手は「箱」で当たりをとってから指を割る
- 参考：『やさしい人物画』、ポーズ集 vol.3、自分の手を撮る（左手で右手を撮るとき反転に注意）
"""


def t_color(r, dt):
    return """色彩メモ：夜の絵

- 夜は「暗い」ではなく「彩度の低い青紫＋局所的な暖色の光」
- 影色に補色を少し混ぜると濁らない（オレンジの光源なら影は青紫）
- オーバーレイは最後に。乗算で影→加算(発光)で灯り→色調補正で全体を寄せる
- グラデーションマップで統一感。1巻の星空：#1d3b5a → #6fb7b0
- 参考にしたい作家：ジョン・アトキンソン・グリムショー（月夜）、川瀬巴水（新版画）
"""


def t_bookmarks(r, dt):
    return """作画参考リンク集
https://www.posemaniacs.com/  ポーズ3D
https://line-of-action.com/  クロッキー練習
https://www.artstation.com/  海外のキャラデザ
https://www.clipstudio.net/tips/  CLIP STUDIO TIPS（厚塗り、背景のパース）
https://sketchfab.com/  小物の3Dモデル（ランタン、自転車）
国立国会図書館デジタルコレクション（古い図書館の写真、明治の洋館）
"""


def t_tablet_manual(r, dt):
    return """Wacom Cintiq Pro 22 - User's Manual (excerpt)
Setting up: connect the display with the USB-C cable or the HDMI + USB-A cable set.
Pen: Wacom Pro Pen 3. Replace nibs when they are worn flat; 10 spare nibs are in the pen case.
ExpressKey Remote: pair by pressing the pairing button for 2 seconds.
Colour: the display covers 99% of Adobe RGB. Calibrate monthly with Wacom Color Manager.
Cleaning: use a soft dry cloth. Do not spray liquid on the screen.
"""


def t_recipe(r, dt):
    dish = r.choice([("鶏の水炊き", "鶏もも 600g、キャベツ、豆腐、ポン酢、柚子胡椒"),
                     ("がめ煮", "鶏もも、ごぼう、れんこん、人参、こんにゃく、干し椎茸"),
                     ("明太子パスタ", "明太子 1腹、バター 20g、醤油少々、大葉"),
                     ("豚汁", "豚こま、大根、人参、ごぼう、味噌"),
                     ("キーマカレー", "合いびき肉、玉ねぎ、トマト缶、カレー粉")])
    return f"""{dish[0]}
材料（2人分）：{dish[1]}
1. 下ごしらえをする
2. 鍋で炒める／煮る（大輝が好きなのでいつも多めに作る）
3. 味を見て、最後に調整
メモ：締切前は作り置き。冷凍OK
"""


def t_english(r, dt):
    return """# English for client emails

- 「ご確認ください」→ Could you take a look when you have a moment?
- 「修正します」→ I'll revise it and send you an updated version by Friday (JST).
- 「締切を延ばせますか」→ Would it be possible to move the deadline to ...?
- 「請求書を送ります」→ Please find my invoice attached. Payment via Wise or PayPal is fine.
- time zones: Seattle = JST −16h (summer), Paris = JST −7h (summer)
- "turnaround" = 三面図, "expression sheet" = 表情集, "colour key" = カラーラフ
"""


def t_ricecooker(r, dt):
    return """Rice cooker SR-MPA101 - Operating instructions (English)
Rinse rice and add water to the marked line. Select menu: white rice / quick / porridge / brown rice.
Keep warm up to 12 hours recommended. Clean the inner lid and steam cap after each use.
Error H01: temperature sensor - contact the service centre.
"""


def t_neonleaf_contract(r, dt):
    return """KOYO KEIYAKUSHO (Employment contract) - Neonleaf Inc.
Employer: Neonleaf Inc., Hakata-ku, Fukuoka (game development)
Employee: Watanabe Yui   Position: 2D artist, character team   Start: 2011-04-01, indefinite term
Working hours: 10:00-19:00 (flex), salary JPY 205,000 per month (2011), bonus twice a year
Social insurance: kenko hoken, kosei nenkin, koyo hoken.
Confidentiality: work products belong to the company; portfolio use requires written permission.
"""


def t_payslip(r, dt):
    base = r.randint(310, 345) * 1000
    return f"""NEONLEAF INC. - KYUYO MEISAI (payslip) {dt:%Y-%m}
Employee: WATANABE YUI  No. 1104  Dept.: Art / Character team
Base salary JPY {base:,}  Overtime JPY {r.randint(0, 60) * 1000:,}  Commuting JPY 9,800
Health insurance -JPY {int(base * 0.05):,}  Pension -JPY {int(base * 0.0915):,}  Employment ins. -JPY {int(base * 0.005):,}
Income tax -JPY {r.randint(7, 11) * 1000:,}  Resident tax -JPY {r.randint(15, 19) * 1000:,}
Net pay JPY {int(base * 0.78):,}   Paid {dt:%Y-%m}-25
"""


def t_gensen_2022(r, dt):
    return f"""KYUYO SHOTOKU NO GENSEN CHOSHUHYO 2022 (withholding slip)
Payer: Neonleaf Inc., Hakata-ku, Fukuoka   Recipient: WATANABE YUI
Period: 2022-01-01 to 2022-03-31 (retired 2022-03-31)
Payment: JPY {r.randint(1100, 1300)},000   Withheld income tax: JPY {r.randint(28, 40)},{r.randint(100, 999)}
Social insurance: JPY {r.randint(170, 200)},{r.randint(100, 999)}   Note: retired mid-year, no year-end adjustment
"""


def t_resign(r, dt):
    return """退職届

株式会社ネオンリーフ
代表取締役 黒田 剛 殿

私儀
このたび、一身上の都合により、2022年3月31日をもちまして退職いたします。

2022年1月14日
キャラクターチーム 渡辺 結衣
"""


def t_rishoku(r, dt):
    return """雇用保険 受給資格者のしおり メモ（ハローワーク福岡中央）
・離職票-1、-2 を提出（2022/4/12）。自己都合退職 → 給付制限2か月
・基本手当日額 6,3xx円、所定給付日数 120日
・開業届を出す予定なら、再就職手当の対象になるか相談 → 開業日を待機期間後にすること
・認定日：4週ごと火曜
"""


def t_neonleaf_handover(r, dt):
    return """引き継ぎ資料（キャラチーム → 中島さん）2022年3月

『ミラージュ・ナイツ』
- 立ち絵の納品フォーマット：PSD、2048x4096、レイヤー名は英語（face, hair_front ...）
- 表情差分は12種。口パク3枚
- 進行中：SSR 水着イベント3体（ラフ確定済、線画2体完了）
- 外注さんの監修フロー：Backlogのチケット → 私のレビュー → ディレクター
有給消化：3/14〜3/31
"""


def t_umibe(r, dt):
    return _mail("川口 <kawaguchi@sakuragi-pub.jp>", YUI, "『海辺のカフェ』見本誌送付のご連絡", dt, """
渡辺さま

桜木出版の川口です。『海辺のカフェ』の見本誌を5部お送りしました。
書店でも装画がとても好評です。本当にありがとうございました。
装画料のお支払いは今月末に完了予定です。
また機会がありましたらぜひご一緒させてください。
""")


def t_midori_sched(r, dt):
    rows = ["巻;発売日;カバー納品;口絵;挿絵;状態"]
    rows += ["1;2024-06-20;2024-04-05;1;8;完了", "2;2024-11-20;2024-09-06;1;8;完了",
             "3;2025-04-18;2025-02-07;1;8;完了", "4(完結);2025-10-17;2025-08-01;1;10;完了"]
    return "\n".join(rows)


def t_midori_final(r, dt):
    return _mail("三浦 <k.miura@sakuragi-pub.jp>", YUI, "『翠の剣』完結のご挨拶", dt, """
渡辺結衣さま

『翠の剣』第4巻、無事に発売となりました。シリーズ完結まで2年間、本当にありがとうございました。
全巻のカバーイラストを使った複製原画の販売について、先生からも了承をいただいています。
画集への収録もぜひどうぞ（クレジット表記のみお願いします）。
""")


def t_kitsune(r, dt):
    return _mail("Camille Roux <camille@studiokitsune.fr>", YUI, "Final payment - character pack", dt, """
Dear Yui,

The final payment of EUR 2,400 for the character pack (5 characters) was sent today via Wise.
Thank you for the wonderful work - the game is now in certification and we will announce it in spring.
Please wait for the announcement before posting the art.

Bien amicalement,
Camille Roux, Studio Kitsune
""")


def t_comiket(r, dt, n="C103"):
    return f"""# {n} サークル参加メモ

サークル名：ほしあかり堂　配置：{r.choice(['東', '西'])}{r.choice('アイウエオ')}-{r.randint(10, 60)}{r.choice('ab')}
新刊：イラスト本『夜灯』B5 24p フルカラー 1000円（100部）→ 完売 {r.randint(82, 100)}/100
既刊：ポストカードセット 500円
売上：{r.randint(110, 160)},{r.randint(100, 999)}円　経費：印刷 {r.randint(55, 70)},000円、交通宿泊 {r.randint(48, 62)},000円
反省：釣り銭（100円玉）が足りなかった。値札は大きく。
"""


def t_group_show(r, dt):
    return """グループ展「福岡のイラストレーター 12人展」2024 出展メモ

会場：天神 アートスペース白（2024/5/10-5/19）
出展：3点（A3ジクレー）、販売価格 22,000円 → 2点売れた（手数料30%）
ポストカード売上 12,800円
打ち上げで風舎の中村さんを紹介してもらった（→ 2026年の個展の話に）
"""


def t_kyoto(r, dt):
    return f"""RYOKAN YACHIYO - Reservation confirmation
Guest: Watanabe Yui, 2 persons   Check-in 2023-11-24, 2 nights
Room: Japanese style with garden view, breakfast included   JPY {r.randint(52, 64)},{r.randint(100, 999)}
Access: 5 min walk from Keage station (Tozai line)
"""


def t_seoul(r, dt):
    return """# ソウル 2024/3（大輝と）
- 弘大の画材屋 HOMI画房、ソウル図書館（旧市庁舎）スケッチ
- 広蔵市場でユッケ、ピンデトック
- 自転車：漢江沿いでタルンイ（公共自転車）
- 宿：乙支路のホテル 3泊
- 使ったお金：2人で約13万円
"""


def t_hokkaido(r, dt):
    return f"""TIMES CAR RENTAL - Reservation {r.randint(10**7, 10**8 - 1)}
Pick-up: New Chitose Airport, 2025-08-09 11:00   Return: same, 2025-08-14 17:00
Car class: compact (Yaris or similar), CDW included   Driver: OGATA DAIKI
Total JPY {r.randint(38, 46)},{r.randint(100, 999)}
"""


def t_knee(r, dt):
    return f"""母の膝（人工膝関節置換術）2024
・2024/{r.choice([6, 7])} 小倉北 整形外科センターで右膝の手術、入院3週間
・高額療養費の限度額認定証を事前に取得 → 窓口負担 約{r.randint(5, 8)}万円
・退院後の外来リハビリは2024年いっぱいで終了（主治医OK）
・医療費控除は父の確定申告でまとめた
"""


def t_oldmac_memo(r, dt):
    return f"""TODO ({dt:%Y/%m/%d})
- ミラージュナイツ 立ち絵 リテイク3体（金曜）
- 歯医者の予約
- コミティア申し込み締切
- 母の誕生日プレゼント（ストール？）
- MacBookの容量がもう限界。新しいの買うまで外付けに逃がす
"""


# ----------------------------------------------------------------------------- build
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

    def photo(rel: str, bucket: str, topic: str, age: float, exif: bool = True) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") and exif else "")

    def blob(head: bytes, n: int = 2000):
        return lambda rr, dt: _blob(rr, head, n)

    def ds(folder: str, age: float) -> None:
        dot(f"{folder}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(r.getrandbits(8) for _ in range(200)), age)

    IL = "Illustration"

    # ------------------------------------------------ Projects: 星降る町の図書館 cover series (Illustration)
    s = "イラスト/2026_青葉書房_星降る町の図書館"
    add(f"{s}/契約書_青葉書房_装画3巻.docx", P, IL, 190, t_series_contract)
    add(f"{s}/スケジュール.xlsx", P, IL, 6, t_series_schedule)
    add(f"{s}/01_1巻/1巻_カバー_最終.psd", P, IL, 118, blob(PSD_HEAD, 4000))
    add(f"{s}/01_1巻/1巻_カバー_最終.png", P, IL, 118, "")
    add(f"{s}/01_1巻/1巻_ラフB.png", P, IL, 175, "")
    add(f"{s}/01_1巻/1巻_線画.clip", P, IL, 150, blob(CLIP_HEAD, 3000))
    add(f"{s}/01_1巻/請求書_1巻_青葉書房.pdf", P, IL, 112,
        lambda rr, dt: t_invoice_pdf(rr, dt, CLIENTS[0]))
    add(f"{s}/01_1巻/見本_書影.jpg", P, IL, 80, "exif")
    add(f"{s}/02_2巻/2巻_ラフ3案.clip", P, IL, 30, blob(CLIP_HEAD, 3000))
    add(f"{s}/02_2巻/2巻_ラフB_修正.png", P, IL, 22, "")
    add(f"{s}/02_2巻/2巻_線画.clip", P, IL, 2, blob(CLIP_HEAD, 3500))
    add(f"{s}/02_2巻/2巻_彩色_wip.psd", P, IL, 1, blob(PSD_HEAD, 4000))
    add(f"{s}/02_2巻/2巻_彩色_wip のコピー.psd", P, IL, 1, blob(PSD_HEAD, 4000))
    add(f"{s}/02_2巻/編集部フィードバック_0528.txt", P, IL, 4, t_sato_feedback)
    add(f"{s}/02_2巻/Re_ 2巻カバーラフについて.eml", P, IL, 21, t_sato_mail)
    add(f"{s}/03_3巻/3巻_あらすじ.docx", P, IL, 12, t_vol3_synopsis)
    add(f"{s}/03_3巻/3巻_キャラメモ.md", P, IL, 9, """# 3巻 キャラメモ
- ハル：灯台守の少年、14歳。紺のダッフルコート、マフラーは赤（しおりの黄色と対比）
- しおり：2巻から髪が少し伸びている設定（作者確認済み）
- ルナ（図書館猫）：今回は屋根の上、流星を見上げる
""")
    for i, age in enumerate((160, 158)):
        photo(f"{s}/資料/総合図書館_{i + 1:02d}.jpg", P, IL, age)
    photo(f"{s}/資料/天窓_参考.jpg", P, IL, 40)
    ds(s, 1)

    # ------------------------------------------------ Projects: Moonmoth "Lanternfall" (Illustration)
    m = "イラスト/Moonmoth_Lanternfall"
    add(f"{m}/Contract_Moonmoth_YuiWatanabe_signed.pdf", P, IL, 110, t_moonmoth_contract)
    add(f"{m}/Lanternfall_character_brief_v3.pdf", P, IL, 104, t_moonmoth_brief)
    add(f"{m}/W-8BEN_Watanabe.pdf", P, IL, 108, t_w8ben)
    add(f"{m}/schedule.md", P, IL, 15, """# Lanternfall milestones
- [x] M1 Ember + Wren  (Apr 30)  - invoiced
- [ ] M2 Old Tobias + Archivist (Jun 15) - Tobias colour key left
- [ ] M3 Pip + Mayor Odalys (Jul 31)
Time difference: Seattle is 16h behind. Megan answers overnight.
""")
    for n, age in (("01_Ember_turnaround_v3.psd", 40), ("01_Ember_expressions.psd", 38), ("02_Wren_turnaround_v2.psd", 35),
                   ("03_OldTobias_turnaround.psd", 6)):
        add(f"{m}/sheets/{n}", P, IL, age, blob(PSD_HEAD if n.endswith("psd") else CLIP_HEAD, 3000))
    add(f"{m}/sheets/02_Wren_colorkey.png", P, IL, 33, "")
    add(f"{m}/feedback/Lanternfall - feedback on Ember.eml", P, IL, 44, t_megan_mail)
    add(f"{m}/feedback/Lanternfall - feedback on Tobias.eml", P, IL, 5, t_megan_mail)
    add(f"{m}/feedback/ingame_screenshot_0522.png", P, IL, 10, "")
    add(f"{m}/Invoice_YW-2026-011_Moonmoth_deposit.pdf", P, IL, 106,
        lambda rr, dt: t_invoice_pdf(rr, dt, CLIENTS[2]))
    add("ダウンロード/Lanternfall_alpha_0.4_mac.zip", P, IL, 11, blob(ZIP_HEAD, 3000))

    # ------------------------------------------------ Projects: art book 灯 -AKARI- (Illustration)
    b = "イラスト/画集_灯"
    add(f"{b}/収録作品リスト.xlsx", P, IL, 20, t_artbook_list)
    add(f"{b}/台割_v4.xlsx", P, IL, 8, t_artbook_pages)
    add(f"{b}/台割_v3.xlsx", P, IL, 41, t_artbook_pages)
    add(f"{b}/印刷見積_ひかり印刷.pdf", P, IL, 60, t_print_quote)
    add(f"{b}/色校正チェック.txt", P, IL, 3, """色校 チェック（ひかり印刷 本紙校正）
p.12 雨宿り：肌が赤い → M-5%
p.24 ネオンの金魚：OK、きれい
p.40 夜の図書館：暗部つぶれ気味 → トーンカーブで持ち上げ
p.66 翠の剣1（装画）：クレジット表記の位置を確認（桜木出版／著者名）
表紙の箔押し位置 OK
""")
    add(f"{b}/入稿データ/cover_akari.psd", P, IL, 9, blob(PSD_HEAD, 5000))
    for i in (1, 9):
        add(f"{b}/入稿データ/akari_p{i:03d}-{i + 7:03d}.psd", P, IL, r.randint(5, 25), blob(PSD_HEAD, 3000))
    c = f"{b}/クラファン"
    add(f"{c}/CAMPFIRE_プロジェクト本文.md", P, IL, 120, """# はじめての画集『灯 -AKARI-』を作りたい！

福岡でイラストレーターをしている渡辺結衣です。
装画やゲームのお仕事、個人制作でこれまで描いてきた「夜と灯り」の絵をまとめた、はじめての画集を作ります。

## リターン
- 画集1冊：4,800円
- 画集＋ポストカード5枚：6,500円
- サイン入り画集＋複製原画（A4）：15,000円

## スケジュール
3月〜4月 クラウドファンディング ／ 6月 入稿 ／ 7月 リターン発送
""")
    add(f"{c}/支援者リスト_最終.csv", P, IL, 55, t_backers_csv)
    add(f"{c}/活動報告_10_色校正.md", P, IL, 2, t_campaign_report)
    add(f"{c}/送料計算.csv", P, IL, 14, t_shipping_calc)
    add(f"{c}/達成画面.png", P, IL, 58, "")
    add(f"{c}/リターン発送管理.xlsx", P, IL, 7, lambda rr, dt: "ID;リターン;宛名ラベル;発送日\n" + "\n".join(
        f"CF{rr.randint(100000, 999999)};{rr.choice(['画集', '画集+PC', 'サイン+複製'])};未作成;" for _ in range(12)))

    # ------------------------------------------------ Projects: solo exhibition Oct 2026 (Illustration)
    e = "イラスト/個展2026_風舎"
    add(f"{e}/ギャラリー風舎_使用契約書.docx", P, IL, 75, t_gallery_contract)
    add(f"{e}/展示作品リスト.xlsx", P, IL, 10, t_exhibit_list)
    add(f"{e}/額装見積_杉山.pdf", P, IL, 24, t_frame_quote)
    add(f"{e}/準備スケジュール.md", P, IL, 16, t_exhibit_schedule)
    add(f"{e}/プレスリリース_案.docx", P, IL, 13, t_exhibit_press)
    add(f"{e}/DM/DM_表_v2.psd", P, IL, 5, blob(PSD_HEAD, 3000))
    add(f"{e}/DM/DM_裏.png", P, IL, 5, "")
    add(f"{e}/DM/DM_表_v1.png", P, IL, 19, "")
    for i in range(2):
        photo(f"{e}/会場写真/IMG_{4410 + i}.jpg", P, IL, 74)
    add(f"{e}/新作/灯のありか_ラフ.clip", P, IL, 12, blob(CLIP_HEAD, 3000))
    add(f"{e}/新作/ふたり_線画.clip", P, IL, 4, blob(CLIP_HEAD, 3000))

    # ------------------------------------------------ Projects: the move to 西新 (Home)
    h = "書類/引っ越し2026"
    add(f"{h}/物件比較.xlsx", P, "Home", 70, t_flat_compare)
    add(f"{h}/レジデンス西新_間取り図.png", P, "Home", 68, "")
    add(f"{h}/賃貸借契約書_レジデンス西新.pdf", P, "Home", 30, t_new_lease)
    add(f"{h}/重要事項説明書_西新.pdf", P, "Home", 31, """JUYO JIKO SETSUMEISHO (explanation of important matters)
Agent: Mirai-e Fudosan Co., Ltd., licensed real estate agent Fukuoka Governor (3) No. 1xxxx
Property: Residence Nishijin 302, Sawara-ku, Fukuoka - RC, 7 floors, built 2009
Explained to: Watanabe Yui on 2026-05-01 by licensed agent Shimizu
Rent JPY 98,000, pets: one cat permitted, no balcony smoking, bicycles: 2 spaces in the parking
""")
    add(f"{h}/引越し見積_福博引越センター.pdf", P, "Home", 25, t_movers_quote)
    add(f"{h}/解約通知書_ヴィラ薬院.docx", P, "Home", 18, t_notice_leave)
    add(f"{h}/転居チェックリスト.md", P, "Home", 1, t_move_checklist)
    add(f"{h}/むぎの引っ越し.txt", P, "Home", 9, t_cat_move)
    add(f"{h}/NURO光 移転手続き.eml", P, "Home", 6, t_internet_move)
    add(f"{h}/家具配置.png", P, "Home", 12, "")
    for i, age in enumerate((69, 69, 62)):
        photo(f"{h}/内見/IMG_{3980 + i}.jpg", P, "Home", age)
    add(f"{h}/内見/内見メモ.txt", P, "Home", 69, """内見メモ 西新
・北の洋室 6畳 → アトリエ。直射日光が入らないので作業向き
・駐輪場に大輝の自転車2台置ける（屋根あり）
・猫OK、ただし爪とぎ対策で壁に保護シート
・西新商店街まで5分、図書館（早良図書館）近い
""")

    # ------------------------------------------------ Projects: father's hospital stay and care (Family)
    f = "書類/実家/父_入院2026"
    add(f"{f}/入院診療計画書_小倉中央病院.pdf", P, "Family", 83, t_hosp_plan)
    add(f"{f}/転院について_メモ.txt", P, "Family", 62, t_transfer)
    add(f"{f}/要介護認定申請書_控え.pdf", P, "Family", 30, t_kaigo_app)
    add(f"{f}/ケアマネ面談メモ_0528.md", P, "Family", 4, t_caremanager)
    add(f"{f}/介護サービス比較.xlsx", P, "Family", 3, t_care_compare)
    add(f"{f}/住宅改修見積_手すり.pdf", P, "Family", 8, t_handrail_quote)
    add(f"{f}/高額療養費_申請メモ.docx", P, "Family", 40, t_kougaku)
    add(f"{f}/限度額適用認定証.jpg", P, "Family", 80, "exif")
    add(f"{f}/Re_ 親父の退院後のこと.eml", P, "Family", 3, t_kenta_mail)
    add(f"{f}/面会メモ_0516.txt", P, "Family", 16, t_visit_log)
    photo(f"{f}/リハビリ_歩行練習.jpg", P, "Family", 16)
    add(f"{f}/退院前カンファレンス_質問リスト.md", P, "Family", 1, """# 退院前カンファレンス 6/24 質問リスト
- 自宅での入浴は介助なしで大丈夫か（浴室の手すり工事が間に合うか）
- 服薬：抗血小板薬の飲み忘れ対策（お薬カレンダー）
- 再発のサイン（FAST）を母に説明してほしい
- 車の運転はもう不可で良いか → 免許返納の手続き
""")

    # ------------------------------------------------ Projects: Taiwan Nov 2026 (Travel)
    t = "書類/旅行/2026_台湾"
    add(f"{t}/予約確認_STARLUX.eml", P, "Travel", 26, t_taiwan_flight)
    add(f"{t}/台湾_やりたいこと.md", P, "Travel", 20, t_taiwan_plan)
    add(f"{t}/Dadaocheng Inn confirmation.pdf", P, "Travel", 24, t_taiwan_hotel)

    # ------------------------------------------------ Areas: the illustration business (Illustration)
    w = "書類/仕事"
    inv_ages = [(2026, 3), (2026, 62), (2026, 120), (2025, 160), (2025, 290), (2024, 470), (2024, 600)]
    for yr, age in inv_ages:
        dt = NOW - timedelta(days=age)
        cl = r.choice(["青葉書房", "ルミナスプレイ", "こもれび企画", "桜木出版", "Moonmoth"])
        ext = r.choice(["pdf", "pdf", "xlsx"])
        add(f"{w}/請求書/{yr}/請求書_{dt:%Y%m}_{cl}.{ext}", A, IL, age,
            t_invoice_pdf if ext == "pdf" else t_invoice_xlsx)
    add(f"{w}/請求書/2026/Invoice_YW-2026-019_Moonmoth_M1.pdf", A, IL, 28,
        lambda rr, dt: t_invoice_pdf(rr, dt, CLIENTS[2]))
    add(f"{w}/請求書/請求書テンプレート.xlsx", A, IL, 700, t_invoice_xlsx)
    for age in (11, 133, 410):
        dt = NOW - timedelta(days=age)
        add(f"{w}/見積書/見積書_{dt:%Y%m%d}.docx", A, IL, age, t_quote_docx)
    add(f"{w}/見積書/見積書_ルミナスプレイ_立ち絵2体.docx", A, IL, 77, t_quote_docx)
    add(f"{w}/取引先一覧.xlsx", A, IL, 14, t_client_list)
    add(f"{w}/依頼管理_2026.xlsx", A, IL, 1, t_queue)
    add(f"{w}/依頼管理_2025.xlsx", A, IL, 160, t_queue)
    add(f"{w}/料金表.md", A, IL, 52, t_price_list)
    add(f"{w}/SNS投稿予定.csv", A, IL, 2, t_sns)
    add(f"{w}/契約書/利用許諾契約書_ひな形.docx", A, IL, 640, t_contract_tpl)
    add(f"{w}/契約書/NDA_ルミナスプレイ.pdf", A, IL, 380, """NON-DISCLOSURE AGREEMENT (Himitsu hoji keiyakusho)
Luminous Play Inc. and Watanabe Yui agree that all unpublished character designs, game titles and
schedules disclosed for the standing-portrait work are confidential until public announcement.
Term: 3 years from 2025-05-20. Governing law: Japan, Fukuoka District Court.
""")
    add(f"{w}/契約書/業務委託契約_こもれび企画.docx", A, IL, 210, """業務委託契約書

合同会社こもれび企画（甲）と渡辺結衣（乙）は、VTuber「星宮ねね」のキャラクターデザインおよび
Live2D用パーツ分けイラストの制作について、次のとおり契約する。
報酬：450,000円（税別）、検収後翌月末払い
著作権：甲に譲渡（乙はポートフォリオ掲載可、著作者人格権は行使しない）
""")
    q = "イラスト/依頼"
    for n, age, hd in (("2026/skeb_0412_うちの子_図書館.clip", 45, CLIP_HEAD), ("2026/skeb_0412_うちの子_図書館.png", 38, None),
                       ("2026/icon_sora27_ラフ.png", 9, None), ("2026/icon_sora27.psd", 6, PSD_HEAD),
                       ("2026/ルミナス_立ち絵_カナタ.psd", 70, PSD_HEAD),
                       ("2025/星宮ねね_キャラデザ_決定稿.psd", 190, PSD_HEAD)):
        add(f"{q}/{n}", A, IL, age, blob(hd, 3000) if hd else "")
    add(f"{q}/2026/skeb_0412_依頼文.txt", A, IL, 50, t_skeb)
    add(f"{q}/2026/skeb_0520_依頼文.txt", A, IL, 12, t_skeb)
    add(f"{q}/2026/ルミナス_立ち絵_レギュレーション.pdf", A, IL, 80, """LUMINOUS PLAY - Standing portrait regulation (v2.1)
Canvas 2048 x 4096 px, 350 dpi, RGB. Layers: separate hair_front, hair_back, face, eyes (open/half/closed),
mouth (3 shapes), body, accessories. No merged lighting layers. Name layers in English.
Delivery via the Backlog file share. Check: character "Kanata", event "Summer Lantern" (in-game 2026-07).
""")
    add("イラスト/ポートフォリオ/portfolio_2026.pdf", A, IL, 95, """YUI WATANABE - Illustration portfolio 2026
Book covers: "Hoshifuru Machi no Toshokan" (Aoba Shobo, 2026), "Midori no Tsurugi" 1-4 (Sakuragi, 2024-25),
"Umibe no Cafe" (Sakuragi, 2023)
Games: character art for Studio Kitsune (2025), standing portraits for Luminous Play (2025-26);
2011-2022 character artist at Neonleaf Inc. ("Mirage Knights")
Contact: yui.watanabe.illust@gmail.com  /  Fukuoka, Japan  /  English OK
""")
    add("イラスト/ポートフォリオ/portfolio_2026_web.png", A, IL, 95, "")
    add("イラスト/ポートフォリオ/portfolio_2025.pdf", A, IL, 430, """YUI WATANABE - Portfolio 2025
Book covers, game characters, commissions. Open for commissions from May 2025.
""")

    # ------------------------------------------------ Areas: taxes and money (Finance)
    k = "書類/確定申告"
    for yr in (2023, 2024, 2025):
        age = (NOW - datetime(yr + 1, 3, 10, tzinfo=NOW.tzinfo)).days
        add(f"{k}/{yr}/確定申告書_控え_{yr}.pdf", A, "Finance", age, lambda rr, dt, y=yr: t_tax_return(rr, dt, y))
        add(f"{k}/{yr}/青色申告決算書_{yr}.xlsx", A, "Finance", age + 2, lambda rr, dt, y=yr: t_aoiro(rr, dt, y))
        add(f"{k}/{yr}/帳簿_{yr}.xlsx", A, "Finance", age + 10, t_ledger)
    add(f"{k}/2025/支払調書_青葉書房.pdf", A, "Finance", 118, t_shiharai)
    add(f"{k}/2025/支払調書_桜木出版.pdf", A, "Finance", 122, t_shiharai)
    add(f"{k}/2025/医療費_集計.csv", A, "Finance", 85, lambda rr, dt: "日付,医療機関,対象者,金額\n" + "\n".join(
        f"2025/{rr.randint(1, 12):02d}/{rr.randint(1, 28):02d},{rr.choice(['やくいん歯科', '薬院整形外科', '薬局', 'おおほり眼科'])},渡辺結衣,{rr.randint(800, 9000)}"
        for _ in range(10)))
    add(f"{k}/2025/ふるさと納税_唐津市.docx", A, "Finance", 190, t_furusato)
    add(f"{k}/2025/消費税_2割特例_計算.xlsx", A, "Finance", 80, """消費税申告（2割特例）2025
課税売上(税抜);5120000
売上税額(10%);512000
納付税額(売上税額x20%);102400
納期限;2026/03/31""")
    add(f"{k}/2026/帳簿_2026.xlsx", A, "Finance", 2, t_ledger)
    add(f"{k}/2026/経費メモ.txt", A, "Finance", 5, """2026 経費メモ
・液タブの買い替え（Cintiq Pro 22）→ 30万円以上なので減価償却（少額減価償却の特例は30万未満）
・画集の印刷代は「仕入」？「広告宣伝費」？ → 在庫になるので棚卸資産。freeeのヘルプを読む
・CAMPFIREの手数料は支払手数料、支援金は売上（リターン発送時に計上）
・引っ越し後、家賃按分を30%→35%に（アトリエ分の面積で計算し直す）
""")
    for i, age in enumerate((20, 47, 75)):
        photo(f"{k}/2026/レシート/IMG_{5120 + i}.jpg", A, "Finance", age)
    add(f"{k}/インボイス登録通知書.pdf", A, "Finance", 980, t_invoice_reg)
    g = "書類/お金"
    for i, age in enumerate((2, 32)):
        dt = NOW - timedelta(days=age)
        add(f"{g}/福岡銀行_事業用_{dt:%Y%m}.csv", A, "Finance", age, t_bank_csv)
    add(f"{g}/ゆうちょ_入出金明細_2026.csv", A, "Finance", 15, t_bank_csv)
    add(f"{g}/カード明細_2026年5月.csv", A, "Finance", 4, t_card_stmt)
    add(f"{g}/住民税_令和7年度.pdf", A, "Finance", 360, t_juminzei)
    add(f"{g}/国民年金_控除証明書_2025.pdf", A, "Finance", 235, t_nenkin)
    add(f"{g}/国民健康保険料_納入通知_令和8年度.docx", A, "Finance", 1, t_kokuho)
    add(f"{g}/国民健康保険料_納入通知_令和7年度.docx", A, "Finance", 365, t_kokuho)
    add(f"{g}/小規模企業共済_掛金証明_2025.pdf", A, "Finance", 140, t_kyosai)
    add(f"{g}/家計簿_2026.xlsx", A, "Finance", 3, lambda rr, dt: "月;家賃;光熱費;食費;猫;通信;共同口座へ(大輝)\n" + "\n".join(
        f"2026/{mo:02d};82000;{rr.randint(9000, 16000)};{rr.randint(42000, 60000)};{rr.randint(4000, 12000)};{rr.randint(6000, 9000)};60000"
        for mo in range(1, 6)))

    # ------------------------------------------------ Areas: the current flat (Home)
    a = "書類/家"
    add(f"{a}/賃貸契約書_ヴィラ薬院_2022.pdf", A, "Home", 1530, t_rent_lease)
    add(f"{a}/更新のご案内_2026.docx", A, "Home", 95, t_renewal)
    add(f"{a}/火災保険_証券.pdf", A, "Home", 70, t_fire_ins)
    for age in (8, 39):
        dt = NOW - timedelta(days=age)
        add(f"{a}/光熱費/九電_{dt:%Y%m}.pdf", A, "Home", age, t_electric)
    add(f"{a}/光熱費/西部ガス_{(NOW - timedelta(days=12)):%Y%m}.txt", A, "Home", 12, t_gas)
    add(f"{a}/NURO光_契約内容.pdf", A, "Home", 800, """NURO Hikari - Contract details
Customer: Watanabe Yui   Installation address: Villa Yakuin 405, Chuo-ku, Fukuoka
Plan: NURO Hikari 2G, 3-year contract from 2023-09, JPY 5,200/month
""")
    add(f"{a}/エアコン_水漏れ_管理会社へ.eml", A, "Home", 280, lambda rr, dt: _mail(
        YUI, "株式会社薬院ハウジング <info@yakuin-housing.example.jp>", "405号室 エアコンの水漏れについて", dt, """
いつもお世話になっております。ヴィラ薬院405号室の渡辺です。
寝室のエアコンから水が垂れてきます（ドレンホースの詰まりかもしれません）。
備え付けの設備なので、点検をお願いできますでしょうか。平日の日中は在宅しています。
"""))

    # ------------------------------------------------ Areas: health, the cat, parents, software
    hh = "書類/健康"
    add(f"{hh}/特定健診_結果_2025.docx", A, "Health", 210, t_checkup)
    add(f"{hh}/整形外科_腱鞘炎メモ.txt", A, "Health", 55, t_tendon)
    add(f"{hh}/やくいん歯科_予約.txt", A, "Health", 30, t_dentist)
    add(f"{hh}/眼科_処方.pdf", A, "Health", 150, """OHORI EYE CLINIC - Prescription for spectacles
Patient: Watanabe Yui   Date: 2025-12-29
R: S-2.25 C-0.50 Ax180   L: S-2.00 C-0.75 Ax175   PD 62 mm
Note: computer glasses (intermediate distance 60-70 cm) recommended for long drawing sessions.
""")
    add(f"{hh}/お薬手帳_写真.jpg", A, "Health", 55, "exif")
    cat = "書類/むぎ"
    add(f"{cat}/薬院どうぶつ病院_{(NOW - timedelta(days=18)):%Y%m%d}.pdf", A, "Cat", 18, t_vet)
    add(f"{cat}/薬院どうぶつ病院_{(NOW - timedelta(days=380)):%Y%m%d}.pdf", A, "Cat", 380, t_vet)
    add(f"{cat}/むぎ_健康メモ.md", A, "Cat", 18, t_cat_note)
    add(f"{cat}/ペット保険_支払通知.docx", A, "Cat", 60, t_pet_ins)
    add(f"{cat}/ペット保険_証券_2025.pdf", A, "Cat", 300, """PET ANSHIN HOKEN - Policy certificate
Insured animal: MUGI (cat, mixed breed, born 2020-04)   Policyholder: Watanabe Yui
Plan: 70% cover, annual limit JPY 700,000   Period: 2025-08-01 to 2026-08-01   Premium JPY 2,980/month
""")
    add(f"{cat}/ワクチン証明書_2026.jpg", A, "Cat", 18, "exif")
    jk = "書類/実家"
    add(f"{jk}/母の年金メモ.txt", A, "Family", 45, t_mom_pension)
    add(f"{jk}/固定資産税_実家_2026.pdf", A, "Family", 50, t_parents_tax)
    add(f"{jk}/家族連絡先.md", A, "Family", 20, t_family_contacts)
    add(f"{jk}/実家_火災共済_証書.jpg", A, "Family", 400, "exif")
    sw = "書類/ソフト"
    add(f"{sw}/サブスク一覧.xlsx", A, "Software", 30, t_subs)
    add(f"{sw}/Adobe_領収書_{(NOW - timedelta(days=20)):%Y%m}.pdf", A, "Software", 20, t_adobe)
    add(f"{sw}/Adobe_領収書_{(NOW - timedelta(days=51)):%Y%m}.pdf", A, "Software", 51, t_adobe)
    add(f"{sw}/CLIP STUDIO PAINT EX 年間プラン.txt", A, "Software", 250, t_csp)
    add(f"{sw}/ライセンスキー.txt", A, "Software", 900, """ライセンス
Procreate（App Store 購入済み、Apple ID）
フォント：モリサワ BIZ+ → 解約済み、今は Adobe Fonts
Affinity Designer 2 : XXXX-XXXX-XXXX-XXXX (2023購入、Mac/iPad共通)
ScanSnap Home：本体シリアル PFU-xxxxxx
""")

    # ------------------------------------------------ Resources: drawing reference (Illustration)
    rs = "イラスト/資料"
    add(f"{rs}/手の描き方メモ.md", R, IL, 420, t_anatomy)
    add(f"{rs}/夜の色メモ.txt", R, IL, 210, t_color)
    add(f"{rs}/参考リンク.txt", R, IL, 330, t_bookmarks)
    add(f"{rs}/Perspective_basics_handout.pdf", R, IL, 700, """PERSPECTIVE BASICS - workshop handout
1-point: all depth lines converge on one vanishing point on the horizon (eye level).
2-point: verticals stay vertical; use for street corners and buildings seen at an angle.
3-point: for looking up at towers or down from rooftops. Keep vanishing points far apart to avoid distortion.
Exercise: draw a library interior with bookshelves in 1-point, then add a skylight in 3-point.
""")
    for n in ("ポーズ_座り_01.jpg", "ポーズ_本を持つ手.jpg", "自転車_大輝の店.jpg", "ランタン_参考.jpg"):
        photo(f"{rs}/写真資料/{n}", R, IL, r.randint(100, 600))
    for n in ("博多_路地_01.jpg", "中洲_夜.jpg"):
        photo(f"{rs}/写真資料/街/{n}", R, IL, r.randint(200, 900))
    add(f"{rs}/ブラシ/厚塗りブラシセット.sut", R, IL, 500, blob(SUT_HEAD, 2500))
    add(f"{rs}/ブラシ/水彩にじみ.sut", R, IL, 260, blob(SUT_HEAD, 2500))
    add(f"{rs}/ブラシ/Kyle_Webster_Megapack.abr", R, IL, 1100, blob(ABR_HEAD, 3000))
    add(f"{rs}/フォント/ZenOldMincho-Regular.otf", R, IL, 540, blob(OTF_HEAD, 2500))
    add(f"{rs}/Wacom_Cintiq_Pro_22_manual.pdf", R, IL, 150, t_tablet_manual)
    add(f"{rs}/配色_夜景パレット.png", R, IL, 320, "")

    # ------------------------------------------------ Resources: photos and screenshots (Photos)
    ph = "ピクチャ/iPhone"
    for age in (450, 330, 250, 160):
        ext = "HEIC" if age < 420 else "JPG"
        photo(f"{ph}/2025/IMG_{r.randint(1000, 2999)}.{ext}", R, "Photos", age)
    for age in (140, 90, 41, 17, 8, 3):
        ext = r.choice(["HEIC", "HEIC", "JPG"])
        photo(f"{ph}/2026/IMG_{r.randint(5300, 6999)}.{ext}", R, "Photos", age)
    for i, age in enumerate((800, 210, 33, 6)):
        photo(f"ピクチャ/むぎ/mugi_{i + 1:02d}.jpg", R, "Photos", age)
    for i, age in enumerate((812, 810)):
        photo(f"ピクチャ/旅行/2024_ソウル/IMG_{770 + i}.jpg", R, "Photos", age)
    for i, age in enumerate((290, 287)):
        photo(f"ピクチャ/旅行/2025_北海道/IMG_{2210 + i}.JPG", R, "Photos", age)
    for i, age in enumerate((920,)):
        photo(f"ピクチャ/旅行/2023_京都/DSC0{4100 + i}.JPG", R, "Photos", age)
    for age in (1, 3, 27):
        dt = NOW - timedelta(days=age, hours=r.randint(0, 9))
        add(f"デスクトップ/スクリーンショット {dt:%Y-%m-%d} {r.randint(10, 23)}.{r.randint(10, 59)}.{r.randint(10, 59)}.png",
            R, "Photos", age, "")
    add("ピクチャ/大輝と_糸島.heic", R, "Photos", 220, "")

    # ------------------------------------------------ Resources: cooking, books, music, software, English, manuals
    for n in ("水炊き.txt", "がめ煮.txt", "作り置き_豚汁.txt"):
        add(f"書類/レシピ/{n}", R, "Cooking", r.randint(60, 900), t_recipe)
    add("書類/レシピ/クックパッド_キーマカレー.pdf", R, "Cooking", 400, """Keema curry (2 servings) - from a recipe site
Ingredients: minced meat 250 g, 1 onion, 1 can of tomatoes, 2 tbsp curry powder, garam masala, ginger, garlic.
Fry onion until brown, add meat and spices, then tomatoes; simmer 15 min. Serve with a soft-boiled egg.
""")
    bk = "書類/本"
    for title, author, para in (("草枕", "夏目漱石", "山路を登りながら、こう考えた。智に働けば角が立つ。"),
                                ("銀河鉄道の夜", "宮沢賢治", "ではみなさんは、そういうふうに川だと云われたり、乳の流れたあとだと云われたりしていた"),
                                ("The Secret Garden", "Frances Hodgson Burnett", "When Mary Lennox was sent to Misselthwaite Manor"),
                                ("檸檬", "梶井基次郎", "えたいの知れない不吉な塊が私の心を始終圧えつけていた。")):
        add(f"{bk}/{title}.epub", R, "Books", r.randint(100, 1200),
            lambda rr, dt, t1=title, a1=author, p1=para: _epub(t1, a1, "en" if t1.isascii() else "ja", p1))
    mu = "ミュージック/作業用"
    for title, artist, album in (("Lo-fi rain", "Chillhop Fukuoka", "Night Studio"), ("夜の散歩", "ハルカミライ", "ベスト"),
                                 ("Ghibli piano medley", "Piano Cover", "Studio Piano"), 
                                 ("星屑", "nano.RIPE", "シングル")):
        add(f"{mu}/{artist} - {title}.mp3", R, "Music", r.randint(30, 900),
            lambda rr, dt, a1=title, b1=artist, c1=album: _id3(rr, a1, b1, c1))
    dl = "ダウンロード"
    add(f"{dl}/CSP_4.0.0_mac.pkg", R, "Software", 250, blob(PKG_HEAD, 3000))
    add(f"{dl}/WacomTablet_6.4.6-3.dmg", R, "Software", 150, blob(DMG_HEAD, 3000))
    add(f"{dl}/ScanSnapHomeInstaller.dmg", R, "Software", 700, blob(DMG_HEAD, 3000))
    add(f"{dl}/Procreate_brushes_watercolor.zip", R, IL, 300, blob(ZIP_HEAD, 3000))
    add("書類/英語/client_email_phrases.md", R, "English", 130, t_english)
    add("書類/英語/DMM英会話_レッスンノート_0312.txt", R, "English", 81, """Lesson note (tutor: Anna)
- "I'm swamped with deadlines" = 締切に追われている
- "Could we hop on a quick call?" - casual for ミーティング
- pronunciation: "illustration" stress on -STRA-
Homework: write a short bio for the Moonmoth credits page (50 words).
""")
    add("書類/取扱説明書/炊飯器_SR-MPA101.pdf", R, "Home", 1000, t_ricecooker)
    add("書類/取扱説明書/ダイキン_エアコン_リモコン.pdf", R, "Home", 1450, """DAIKIN room air conditioner - remote control guide
Cool / heat / dry / fan. Timer: ON timer and OFF timer, up to 12 h. Filter cleaning every 2 weeks.
""")

    # ------------------------------------------------ Archive: Neonleaf employment (Career)
    nl = "書類/ゲーム会社_ネオンリーフ"
    add(f"{nl}/雇用契約書_2011.pdf", X, "Career", 1600, t_neonleaf_contract)
    for i, age in enumerate((1580, 1520)):
        dt = NOW - timedelta(days=age)
        add(f"{nl}/給与明細/給与明細_{dt:%Y%m}.pdf", X, "Career", age, t_payslip)
    add(f"{nl}/源泉徴収票_2022.pdf", X, "Career", 1480, t_gensen_2022)
    add(f"{nl}/退職届.docx", X, "Career", 1600, t_resign)
    add(f"{nl}/引き継ぎ資料_キャラチーム.docx", X, "Career", 1540, t_neonleaf_handover)
    add(f"{nl}/離職票・雇用保険メモ.txt", X, "Career", 1510, t_rishoku)
    add(f"{nl}/作品/ミラージュナイツ_SSR_リリア.png", X, "Career", 1700, "")
    add(f"{nl}/作品/ミラージュナイツ_立ち絵まとめ.psd", X, "Career", 1560, blob(PSD_HEAD, 3000))
    add(f"{nl}/送別会_寄せ書き.jpg", X, "Career", 1525, "exif")

    # ------------------------------------------------ Archive: finished jobs and events (Illustration)
    old = "イラスト/過去作"
    u = f"{old}/2023_桜木出版_海辺のカフェ"
    add(f"{u}/海辺のカフェ_カバー_入稿.psd", X, IL, 1010, blob(PSD_HEAD, 3000))
    add(f"{u}/海辺のカフェ_カバー.png", X, IL, 1010, "")
    add(f"{u}/海辺のカフェ_ラフ.png", X, IL, 1050, "")
    add(f"{u}/見本誌送付のご連絡.eml", X, IL, 950, t_umibe)
    mi = f"{old}/2024-25_翠の剣"
    add(f"{mi}/翠の剣_進行表.xlsx", X, IL, 230, t_midori_sched)
    for v, age in ((1, 790), (2, 635), (3, 480), (4, 305)):
        add(f"{mi}/{v}巻/翠の剣{v}_カバー.psd", X, IL, age, blob(PSD_HEAD, 3000))
        if v in (1, 4):
            add(f"{mi}/{v}巻/翠の剣{v}_カバー.jpg", X, IL, age, "")
    add(f"{mi}/4巻/翠の剣4_口絵.clip", X, IL, 300, blob(CLIP_HEAD, 3000))
    add(f"{mi}/完結のご挨拶.eml", X, IL, 226, t_midori_final)
    ki = f"{old}/2025_StudioKitsune"
    add(f"{ki}/kitsune_character_pack_final.zip", X, IL, 200, blob(ZIP_HEAD, 3000))
    add(f"{ki}/Final payment - character pack.eml", X, IL, 185, t_kitsune)
    add(f"{ki}/kitsune_brief.pdf", X, IL, 330, """STUDIO KITSUNE - character pack brief
Five characters for a cozy fox-village game: Renard the baker, Mimi the postmistress, the twins, Grand-mere.
Style: soft manga, limited palette. Fee EUR 4,000 (40% upfront). Delivery: 5 PSD + turnarounds by Oct 2025.
""")
    ev = "イラスト/イベント"
    add(f"{ev}/C101/C101_サークル参加メモ.md", X, IL, 1250, lambda rr, dt: t_comiket(rr, dt, "C101"))
    add(f"{ev}/C101/お品書き.png", X, IL, 1258, "")
    add(f"{ev}/C103/C103_サークル参加メモ.md", X, IL, 880, lambda rr, dt: t_comiket(rr, dt, "C103"))
    add(f"{ev}/C103/新刊_夜灯_入稿.psd", X, IL, 905, blob(PSD_HEAD, 3000))
    add(f"{ev}/C103/売上.csv", X, IL, 878, lambda rr, dt: "品目,価格,頒布数,売上\n" + f"夜灯,1000,{rr.randint(85, 100)},\nポストカードセット,500,{rr.randint(30, 60)},\nアクキー,800,{rr.randint(20, 40)},")
    photo(f"{ev}/C103/スペース写真.jpg", X, IL, 879)
    add(f"{ev}/COMITIA148/申込控え.pdf", X, IL, 620, """COMITIA 148 - Circle application receipt
Circle: Hoshiakari-do   Representative: Watanabe Yui   Genre: illustration
Event date: 2024-05-05, Tokyo Big Sight   Space fee JPY 10,500 paid
""")
    photo(f"{ev}/COMITIA148/ブース.jpg", X, IL, 575)
    gs = f"{ev}/2024_12人展"
    add(f"{gs}/出展メモ.txt", X, IL, 740, t_group_show)
    photo(f"{gs}/展示風景_1.jpg", X, IL, 750)
    photo(f"{gs}/展示風景_2.jpg", X, IL, 750)

    # ------------------------------------------------ Archive: past trips (Travel), mother's knee (Family)
    tr = "書類/旅行"
    add(f"{tr}/2023_京都/旅館八千代_予約確認.pdf", X, "Travel", 950, t_kyoto)
    add(f"{tr}/2023_京都/京都_行きたい所.txt", X, "Travel", 960, """京都 11月
- 南禅寺、水路閣（スケッチ）
- 京都国際マンガミュージアム
- 画材：喜屋（岩絵具）
- 紅葉は永観堂、混んでたら諦める
""")
    add(f"{tr}/2024_ソウル/ソウル_メモ.md", X, "Travel", 800, t_seoul)
    add(f"{tr}/2024_ソウル/eチケット_JinAir.pdf", X, "Travel", 860, """JIN AIR e-ticket itinerary receipt
Passenger: WATANABE/YUI MS   LJ222 FUK-ICN 2024-03-08 09:00   LJ221 ICN-FUK 2024-03-11 18:40
Ticket number 718-{0}  Fare KRW 312,000 incl. taxes
""".format(r.randint(10**9, 10**10 - 1)))
    add(f"{tr}/2025_北海道/レンタカー予約.pdf", X, "Travel", 330, t_hokkaido)
    add(f"{tr}/2025_北海道/北海道_行程.xlsx", X, "Travel", 320, """日;場所;宿
8/9;新千歳→美瑛;ペンション木かげ
8/10;美瑛・富良野 サイクリング;同
8/11;旭川;旭山動物園、旭川駅前ホテル
8/12-13;小樽・札幌;札幌 大通
8/14;新千歳→福岡;""")
    mk = "書類/実家/母_膝手術2024"
    add(f"{mk}/手術のメモ.txt", X, "Family", 700, t_knee)
    add(f"{mk}/入院案内_整形外科センター.pdf", X, "Family", 720, """KOKURA ORTHOPAEDIC CENTER - Admission guide
Patient: WATANABE KEIKO   Planned surgery: total knee arthroplasty (right), 2024-06-18
Admission 2024-06-17, estimated stay 3 weeks. Bring: slippers with heels, health insurance card, limit certificate.
""")
    add(f"{mk}/リハビリ終了_診断書.docx", X, "Family", 520, """診断書

氏名：渡辺 恵子
病名：右変形性膝関節症（人工膝関節置換術後）
上記により2024年6月18日手術施行。術後経過良好につき、2024年12月をもって外来リハビリテーションを終了とする。
小倉北 整形外科センター 医師 江口
""")

    # ------------------------------------------------ Archive: the old Mac (Backup)
    om = "古いMac/MacBook Air 2015"
    add(f"{om}/デスクトップ/名称未設定.txt", X, "Backup", 1620, t_oldmac_memo)
    add(f"{om}/デスクトップ/スクリーンショット 2021-11-02 23.14.08.png", X, "Backup", 1671, "")
    add(f"{om}/書類/ポートフォリオ_2021.pdf", X, "Backup", 1800, """WATANABE YUI - Portfolio 2021
Character artist, Neonleaf Inc. (Mirage Knights). Personal works: night cityscapes, cats, libraries.
""")
    add(f"{om}/書類/開業準備メモ.docx", X, "Backup", 1560, """開業準備メモ（2022年2月）
・開業届と青色申告承認申請書を同時に出す（開業日4/1）
・屋号：なし（名前で活動）
・事業用口座：福岡銀行で作る
・国保と国民年金への切り替え（退職後14日以内）
・freee か やよい か → freee
""")
    add(f"{om}/書類/年賀状_住所録.csv", X, "Backup", 1950, "名前,住所,備考\n田村 良子,北九州市小倉北区,母の友人\n中島 慎,福岡市博多区,会社\n川上 あや,福岡市南区,専門学校の同期")
    add(f"{om}/ピクチャ/2019/IMG_0412.JPG", X, "Backup", 2500, "exif")
    add(f"{om}/ピクチャ/2020/むぎ_子猫.JPG", X, "Backup", 2200, "exif")
    add(f"{om}/ピクチャ/2020/IMG_2210.MOV", X, "Backup", 2190, blob(MOV_HEAD, 3000))
    add(f"{om}/イラスト/落書き_2020.clip", X, "Backup", 2150, blob(CLIP_HEAD, 3000))
    add(f"{om}/イラスト/練習_背景.psd", X, "Backup", 1900, blob(PSD_HEAD, 3000))
    add(f"{om}/ダウンロード/document.pdf", X, "Backup", 1640, """Hello Work Fukuoka Chuo - Guide for those receiving basic allowance
Certification days every 4 weeks. Report any work or income, including freelance work, on the certification form.
""")
    ds(om, 1500)
    dot(f"{om}/.localized", b"", 2500)

    # ------------------------------------------------ the chaos: files whose name and folder say nothing
    H = True
    # ダウンロード/
    for n, (bk_, tp, age, fn) in enumerate([
            (A, "Finance", 975, t_invoice_reg), (P, "Family", 82, t_hosp_plan), (P, IL, 59, t_print_quote),
            (A, "Finance", 355, t_juminzei), (P, "Home", 32, t_new_lease), (A, "Software", 82, t_adobe),
            (A, "Cat", 200, t_vet), (A, "Finance", 445, lambda rr, dt: t_tax_return(rr, dt, 2024)),
            (P, IL, 103, t_moonmoth_brief), (R, IL, 148, t_tablet_manual), (R, "Home", 990, t_ricecooker),
            (P, "Travel", 23, t_taiwan_hotel)]):
        add(f"ダウンロード/document{'' if n == 0 else f' ({n})'}.pdf", bk_, tp, age, fn, H)
    add("ダウンロード/download.pdf", P, IL, 107, t_w8ben, H)
    add("ダウンロード/download (1).pdf", X, "Career", 1530, t_payslip, H)
    add("ダウンロード/file.pdf", A, "Finance", 120, t_shiharai, H)
    add("ダウンロード/attachment.pdf", P, IL, 111, t_moonmoth_contract, H)
    add("ダウンロード/2026053112345.pdf", P, IL, 23, t_frame_quote, H)
    add("ダウンロード/名称未設定.docx", P, "Home", 19, t_notice_leave, H)
    add("ダウンロード/名称未設定 2.docx", A, IL, 150, t_quote_docx, H)
    add("ダウンロード/名称未設定 3.docx", A, "Home", 96, t_renewal, H)
    add("ダウンロード/名称未設定 4.docx", X, "Career", 1610, t_resign, H)
    add("ダウンロード/名称未設定 5.docx", P, IL, 191, t_series_contract, H)
    add("ダウンロード/無題のドキュメント.docx", P, IL, 14, t_exhibit_press, H)
    add("ダウンロード/メッセージ.eml", P, "Family", 4, t_kenta_mail, H)
    add("ダウンロード/export.csv", A, "Finance", 35, t_bank_csv, H)
    add("ダウンロード/data.csv", P, IL, 56, t_backers_csv, H)
    add("ダウンロード/20260510.csv", A, "Finance", 21, t_card_stmt, H)
    add("ダウンロード/table.csv", A, IL, 9, t_sns, H)
    add("ダウンロード/Book1.xlsx", P, "Family", 5, t_care_compare, H)
    add("ダウンロード/Sheet.xlsx", A, "Software", 180, t_subs, H)
    # デスクトップ/
    dk = "デスクトップ"
    for n, (bk_, tp, age, fn) in enumerate([
            (P, "Family", 10, t_visit_log), (P, "Home", 8, t_cat_move), (X, "Career", 1505, t_rishoku),
            (A, "Health", 205, t_checkup), (P, "Family", 61, t_transfer), (A, "Health", 29, t_dentist)]):
        add(f"{dk}/名称未設定{'' if n == 0 else f' {n + 1}'}.txt", bk_, tp, age, fn, H)
    add(f"{dk}/メモ.txt", P, IL, 3, t_sato_feedback, H)
    add(f"{dk}/メモ 2.txt", A, "Health", 54, t_tendon, H)
    add(f"{dk}/memo.md", R, "English", 128, t_english, H)
    add(f"{dk}/todo.md", P, IL, 15, t_exhibit_schedule, H)
    add(f"{dk}/untitled.txt", A, IL, 11, t_skeb, H)
    add(f"{dk}/untitled 2.txt", A, "Cat", 58, t_pet_ins, H)
    add(f"{dk}/untitled folder/新規テキスト.txt", R, IL, 205, t_color, H)
    add(f"{dk}/untitled folder/名称未設定.docx", P, IL, 74, t_gallery_contract, H)
    add(f"{dk}/untitled folder 2/メモ.txt", A, "Family", 44, t_mom_pension, H)
    add(f"{dk}/作業中/2巻_彩色_テクスチャ.png", P, IL, 1, "")
    add(f"{dk}/作業中/Tobias_colorkey_v2.psd", P, IL, 2, blob(PSD_HEAD, 3000))
    add(f"{dk}/作業中/DM_表_v3.psd", P, IL, 0.5, blob(PSD_HEAD, 3000))
    add(f"{dk}/作業中/icon_sora27_納品.png", A, IL, 5, "")
    # スキャン/ (ScanSnap)
    for n, (bk_, tp, age, fn) in enumerate([
            (P, "Family", 29, t_kaigo_app), (P, "Family", 7, t_handrail_quote), (A, "Finance", 230, t_nenkin),
            (A, "Finance", 139, t_kyosai), (X, "Career", 1470, t_gensen_2022), (A, "Home", 1520, t_rent_lease),
            (A, "Home", 69, t_fire_ins), (A, "Family", 49, t_parents_tax), (X, "Career", 1590, t_neonleaf_contract),
            (X, "Travel", 948, t_kyoto), (A, "Home", 38, t_electric), (P, "Home", 24, t_movers_quote),
            (X, "Travel", 329, t_hokkaido)]):
        add(f"スキャン/scan_{12 + n:04d}.pdf", bk_, tp, age, fn, H)
    # 書類/ loose
    add("書類/テキスト.txt", P, "Family", 39, t_kougaku, H)
    add("書類/無題.txt", X, "Family", 690, t_knee, H)
    add("書類/無題 2.txt", R, "Cooking", 300, t_recipe, H)
    add("書類/まとめ.xlsx", A, "Finance", 100, t_ledger, H)
    add("書類/一覧.xlsx", P, "Home", 66, t_flat_compare, H)
    add("書類/リスト.csv", P, IL, 13, t_shipping_calc, H)
    add("書類/新規.docx", A, IL, 600, t_contract_tpl, H)
    add("書類/メモ.md", R, IL, 310, t_bookmarks, H)
    add("書類/メモ 2.md", X, "Travel", 790, t_seoul, H)
    # saved mails
    for n, (bk_, tp, age, fn) in enumerate([
            (P, IL, 20, t_sato_mail), (P, IL, 12, t_megan_mail), (P, "Home", 6, t_internet_move),
            (X, IL, 948, t_umibe), (X, IL, 184, t_kitsune), (P, "Travel", 25, t_taiwan_flight),
            (X, IL, 225, t_midori_final)]):
        add(f"書類/メール/message_{n + 1:02d}.eml", bk_, tp, age, fn, H)
    add("AirDrop/メモ.md", P, "Family", 4, t_caremanager, H)

    # ------------------------------------------------ Left: unfinished downloads, lock files, system files
    add("ダウンロード/akari_入稿データ_最終.zip.crdownload", L, "System", 0.2, blob(ZIP_HEAD, 1500))
    add("ダウンロード/Lanternfall_alpha_0.5_mac.zip.part", L, "System", 0.1, blob(ZIP_HEAD, 1500))
    add(f"{e}/~$プレスリリース_案.docx", L, "System", 13, b"\x0bYui Watanabe" + bytes(150))
    add(f"{w}/見積書/~$見積書_ルミナスプレイ_立ち絵2体.docx", L, "System", 77, b"\x0bYui Watanabe" + bytes(150))
    add(f"{q}/2026/ルミナス_素材/Thumbs.db", L, "System", 72, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    add(f"{q}/2026/ルミナス_素材/desktop.ini", L, "System", 72,
        "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-3\r\n".encode("utf-16"))
    add(f"{q}/2026/ルミナス_素材/カナタ_設定資料.png", A, IL, 72, "")

    # ------------------------------------------------ dot files (written, not labelled)
    for folder, age in (("ダウンロード", 0.5), ("デスクトップ", 0.5), ("書類", 3), ("イラスト", 1), ("ピクチャ", 8),
                        (f"{b}/入稿データ", 5), (f"{dk}/untitled folder", 74)):
        ds(folder, age)
    dot("デスクトップ/.localized", b"", 900)
    dot(f"{e}/DM/._DM_表_v2.psd", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        " + bytes(40), 5)
    dot("書類/.~lock.取引先一覧.xlsx#", "Yui Watanabe,yui,MacBook-Pro,01.06.2026 09:12,file:///Users/yui/Library;"
        .encode(), 0.2)
    return items
