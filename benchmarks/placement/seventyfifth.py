"""A seventy-fifth unseen labelled corpus: Dewi Lestari's family laptop, ``build(root, seed)``, written blind.

Nothing in the repository was read for it except what the brief allows: the module docstring of
``unseen.py`` (as the model for how a person and the labelling rules are written), its helpers ``_d``,
``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3`` and ``_blob`` and the first lines
of its ``build()`` (the write/encode/add/dot helpers); the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``,
``_pdf`` and ``_jpeg`` of ``corpus.py``; and ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD`` of
``blind.py``. Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the
bench scripts, the bodies of the other corpus modules or any placement result. The files and labels are
shaped by what this family would have on disk, not by what any code looks for.

The person: Dewi Lestari, 40, runs a home catering business, Dapur Dewi Catering (usaha mikro, NIB since
2019, KBLI 56210), from her house in Ciganjur, Jagakarsa, South Jakarta: nasi box and prasmanan for
offices, arisan, aqiqah, tahlilan and small weddings, with two staff (Bu Sumiati, cook; Tini, helper) and a
courier (Rahmat). Before that she worked ten years at Bank BNI (customer service, then CS supervisor at
KCU Tebet, 2008-2018) and resigned in 2018. Her husband Budi Santoso is a civil servant (PNS) at the
Kementerian Pekerjaan Umum; their children are Rizky (13, finishing grade 6 at SDN Ciganjur 03, applying
for a state junior high school through SPMB -- the admission system formerly called PPDB -- in June 2026)
and Sari (8, grade 2 at SDIT Nurul Ilmi). The family bought the house with a Mandiri KPR mortgage in 2019,
after years in a rented house (kontrakan) in Tebet. They own a 2019 Toyota Avanza and Budi's Honda Vario.
Dewi is treasurer of the RT 05 women's arisan and goes to the majelis taklim of Masjid Al-Ikhlas. Now (June
2026) she is building a bigger production kitchen at the back of the house, getting the catering's halal
certificate (mandatory for food businesses by October 2026), preparing the largest order she has ever taken
(the Hartono wedding, 600 guests, 15 August 2026), handling Rizky's SPMB application, organising the RT's
17 Agustus consumption committee, and the whole family goes on umrah in December 2026. The machine is a
shared Windows laptop with an Indonesian interface: ``Unduhan/`` (where WhatsApp Desktop and the browser
save everything), ``Desktop/``, ``Dokumen/``, ``Gambar/``, ``Musik/``; Word and Excel defaults
(``Dokumen1.docx``, ``Dokumen Microsoft Word Baru.docx``, ``Dokumen Teks Baru.txt``, ``Buku1.xlsx``),
browser names (``Document (3).pdf``, ``download.pdf``), the Epson scanner's ``Hasil Scan/scan_0012.pdf``,
WhatsApp's ``DOC-20260412-WA0003.pdf`` copied from the phone, the phone's photo dump, a copy of the old
laptop (``Data Laptop Lama/``, partly English Windows), an old phone backup, year folders, version
suffixes (v2, final, FINAL2). Texts are Indonesian, with some English.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  kitchen extension at the back of the house (contractor's RAB, drawings, building permit PBG, contract,
  material notes, equipment quotes for the new kitchen, progress photos) -- topic Home, although the new
  kitchen is for the catering; the halal certification of the catering (SIHALAL registration, SJPH
  manual, ingredient list, LPH invoice and audit) -- topic Catering; the Hartono wedding order of August
  2026, which has its own folder, quotations, contract, tasting and staffing plan -- topic Catering;
  Rizky's SPMB 2026 junior-high admission (juknis, documents gathered for it, school choices) -- topic
  School; the family umrah in December 2026 (travel agency, payments, passports, meningitis vaccine,
  manasik) -- topic Travel; the RT's HUT RI ke-81 (17 Agustus 2026) committee -- topic Community.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. The
  catering's day-to-day: routine orders, invoices (faktur, nota, kwitansi), menus and price lists, cost
  (HPP) sheets, supplier notes, staff pay and attendance, cash book, profit reports, the 0.5 % final
  income tax (PPh Final UMKM) of the business, NIB and hygiene certificate (SLHS), GoFood reports, menu
  photos for the catalogue and photographed supplier receipts (Catering); household money: bank
  statements (also BCA, through which catering payments pass), credit card, the KPR mortgage, personal
  tax returns (SPT Tahunan) and withholding slips, budget, gold savings, zakat (Finance); the house, its
  bills (PLN, PAM JAYA, internet, PBB, RT dues) and repairs (Home); the family's health: BPJS Kesehatan,
  labs, prescriptions, dentist, glasses (Health); the children's schools, fees, reports and lessons
  (School); the car and motorbike (Vehicles); the arisan and the mosque's majelis taklim (Community);
  civil papers: Kartu Keluarga, birth certificates, marriage book, diplomas (Family). An invoice of 2023
  or a 2024 tax return is still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: recipes (Cooking), food
  safety guides and business course notes (Catering), health articles (Health), money articles (Finance),
  appliance and car manuals (Home, Vehicles), practice questions (School), Islamic reading, prayers,
  kajian notes and murottal audio (Religion), ebooks (Books), installers (Software), and photos,
  WhatsApp images and screenshots (Photos) -- holiday snapshots included -- except photos that document a
  project, current or finished (renovation progress, the wedding tasting: the project's bucket and topic),
  the catering's menu photos and photographed receipts (Areas, Catering), and photos inside the old phone
  backup (Archive, Photos). Pictures that are really papers -- a photographed KTP, KIA or JKN card, a passport
  page, a certificate, a pas foto for an application, the catering's logo, QRIS code and hampers catalogues --
  take the bucket and topic of the paperwork they belong to, like the documents beside them.
- **Archive**: finished projects and ended responsibilities: Dewi's job at BNI, ended 2018, with its
  payslips, letters and the JHT claim (Career); the rented house in Tebet, left in 2019, and the bathroom
  renovation of 2022 (Home); the Lebaran hampers of 2025 and 2026 and the 2024 bazaar stand (Catering);
  past trips and mudik (Travel); the motorbike credit paid off in 2022 and the old Supra sold in 2021
  (Vehicles); Sari's kindergarten, finished 2024 (School); the mosque's qurban committee of 2025
  (Community); the closed BNI payroll account (Finance); the old Samsung phone backup (Photos).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.xlsx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.nomedia``) are written but
  not labelled.

Topics are subjects, the same across buckets: Catering, Finance, Home, Health, School, Vehicles,
Community, Travel, Family, Career, Cooking, Religion, Books, Software, Photos (and System). ``hard`` marks a
file whose name *and* folder say nothing about its subject (``Unduhan/Document (3).pdf``,
``Desktop/Dokumen Teks Baru.txt``, ``Dokumen/Hasil Scan/scan_0012.pdf``,
``Dokumen/WhatsApp Documents/DOC-20260412-WA0003.pdf``, ``Data Laptop Lama/Dokumen1.docx``): only the text
inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it, and that text is a real document that
says what it is about. Images are never marked hard. Dates are relative to ``corpus.NOW`` so all corpora
share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400

# --------------------------------------------------------------------------- helpers

BULAN = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober",
         "November", "Desember"]


def _tgl(dt: datetime) -> str:
    return f"{dt.day} {BULAN[dt.month - 1]} {dt.year}"


def _rpv(v: int) -> str:
    return "Rp " + f"{v:,}".replace(",", ".")


def _rp(r: random.Random, lo: float, hi: float, step: int = 500) -> str:
    return _rpv(int(round(r.uniform(lo, hi) / step) * step))


def _num(r: random.Random, lo: float, hi: float, step: int = 500) -> int:
    return int(round(r.uniform(lo, hi) / step) * step)


def _bln(dt: datetime) -> str:
    return f"{BULAN[dt.month - 1]} {dt.year}"


BIZ = ("DAPUR DEWI CATERING\nMasakan Rumahan - Nasi Box - Prasmanan - Tumpeng\n"
       "Jl. Moh. Kahfi I Gg. Melati No. 27, RT 05/RW 03, Ciganjur, Jagakarsa, Jakarta Selatan 12630\n"
       "WA 0812-8876-4410  |  IG @dapurdewi.catering  |  NIB 9120104732118")
HOME = "Jl. Moh. Kahfi I Gg. Melati No. 27, RT 005/RW 003, Kel. Ciganjur, Kec. Jagakarsa, Jakarta Selatan 12630"
BCA_REK = "5270 418 362"
CUSTOMERS = ["Ibu Ratna Sari (arisan Kompleks Bumi Asri)", "Kantor Kelurahan Ciganjur", "PT Mitra Sarana Teknik",
             "SDIT Nurul Ilmi (rapat komite)", "Bapak H. Syamsul (aqiqah cucu)", "Ibu Yuli Hartati (tahlilan 7 hari)",
             "Klinik Pratama Sehat Jagakarsa", "Yayasan Masjid Al-Ikhlas", "Ibu Meita (syukuran rumah baru)",
             "Direktorat Bina Teknik, Kementerian PU (rapat)", "CV Karya Lestari Abadi", "Ibu Dian Paramitha (ulang tahun)"]
MENU_ITEMS = [("Nasi Box Ayam Bakar Madu", 32000, 38000), ("Nasi Box Rendang Daging", 42000, 48000),
              ("Nasi Kotak Ayam Goreng Lengkuas", 30000, 35000), ("Nasi Liwet Komplit", 35000, 40000),
              ("Tumpeng Mini", 45000, 55000), ("Snack Box (3 kue + air mineral)", 15000, 19000),
              ("Nasi Box Ikan Dori Sambal Matah", 33000, 37000), ("Prasmanan Paket B (per porsi)", 65000, 75000),
              ("Nasi Uduk Komplit", 28000, 32000), ("Kambing Guling Aqiqah (paket 1 ekor)", 3200000, 3600000)]
SUPPLIERS = [("Ayam Potong Pak Darto", "Pasar Minggu Blok B Los 14",
              [("Ayam potong (kg)", 36000, 40000), ("Ati ampela (kg)", 28000, 32000), ("Ceker (kg)", 18000, 22000)]),
             ("Toko Sembako H. Mansur", "Jl. Raya Lenteng Agung No. 88",
              [("Beras pandan wangi 25 kg (karung)", 340000, 380000), ("Minyak goreng 2 L", 36000, 40000),
               ("Gula pasir (kg)", 17000, 19000), ("Telur (kg)", 27000, 31000)]),
             ("CV Sumber Segar (sayur & bumbu)", "Pasar Induk Kramat Jati",
              [("Cabai merah keriting (kg)", 45000, 70000), ("Bawang merah (kg)", 35000, 48000),
               ("Bawang putih (kg)", 34000, 42000), ("Sayur campur (ikat)", 5000, 8000)]),
             ("Daging Sapi H. Romli", "Pasar Minggu Blok A Los 3",
              [("Daging sapi has dalam (kg)", 135000, 145000), ("Daging sapi sengkel (kg)", 125000, 135000)]),
             ("Toko Kemasan Jaya Abadi", "Jl. Raya Ragunan No. 12",
              [("Box nasi laminasi 20x20 (pak 50)", 42000, 48000), ("Sendok plastik (pak 100)", 12000, 15000),
               ("Thinwall 500 ml (pak 25)", 30000, 36000)])]
STAFF = [("Sumiati", "Juru masak", 130000), ("Tini Wulandari", "Asisten dapur", 100000),
         ("Rahmat Hidayat", "Kurir/antar", 90000)]


def _lines(r: random.Random, items, lo: int = 1, hi: int = 4):
    out, total = [], 0
    for name, a, b in r.sample(items, k=min(len(items), r.randint(lo, hi))):
        qty = r.randint(2, 60) if a < 100000 else r.randint(1, 3)
        price = _num(r, a, b, 500)
        total += qty * price
        out.append(f"{name}  {qty} x {_rpv(price)} = {_rpv(qty * price)}")
    return out, total


# --------------------------------------------------------------------------- catering (area)


def t_faktur(r, dt, cust=None, no=None):
    cust = cust or r.choice(CUSTOMERS)
    no = no or r.randint(10, 95)
    rows, total = _lines(r, [m for m in MENU_ITEMS if m[1] < 100000], 1, 3)
    ongkir = r.choice([0, 25000, 35000, 50000])
    dp = total // 2 if r.random() < 0.5 else 0
    return (f"{BIZ}\n\nFAKTUR / INVOICE\nNo. INV/DDC/{dt:%Y}/{dt:%m}/{no:03d}\nTanggal: {_tgl(dt)}\n"
            f"Kepada Yth.: {cust}\n\nRincian pesanan:\n" + "\n".join(rows) +
            f"\nOngkos kirim: {_rpv(ongkir)}\nTOTAL: {_rpv(total + ongkir)}\nUang muka (DP) diterima: {_rpv(dp)}\n"
            f"SISA TAGIHAN: {_rpv(total + ongkir - dp)}\n\nPembayaran transfer ke BCA {BCA_REK} a.n. Dewi Lestari\n"
            "atau QRIS Dapur Dewi. Mohon kirim bukti transfer via WhatsApp.\n"
            "Terima kasih atas kepercayaan Bapak/Ibu. Hormat kami, Dewi Lestari")


def t_kwitansi_catering(r, dt, cust=None):
    cust = cust or r.choice(CUSTOMERS)
    amt = _num(r, 1500000, 9000000, 50000)
    return (f"KWITANSI  No. KW-{dt:%y%m}-{r.randint(10, 99)}\n\nSudah terima dari: {cust}\n"
            f"Uang sejumlah: {_rpv(amt)}\nUntuk pembayaran: pelunasan pesanan catering "
            f"{r.choice(['nasi box', 'prasmanan', 'snack box dan nasi box', 'tumpeng dan nasi kotak'])} "
            f"tanggal {_tgl(dt - timedelta(days=2))}\n\nJakarta, {_tgl(dt)}\nPenerima,\n\nDewi Lestari\nDapur Dewi Catering")


def t_nota_supplier(r, dt, idx=None):
    name, addr, items = SUPPLIERS[idx if idx is not None else r.randrange(len(SUPPLIERS))]
    rows, total = _lines(r, items, 2, 4)
    return (f"NOTA  {name}\n{addr}\nNo. {r.randint(1000, 9999)}   Tgl. {dt:%d-%m-%Y}\n"
            "Kepada: Bu Dewi (Dapur Dewi Catering), Ciganjur\n\n" + "\n".join(rows) +
            f"\n\nJUMLAH {_rpv(total)}\nStatus: {r.choice(['LUNAS', 'LUNAS (transfer)', 'tempo 7 hari'])}\n"
            "Barang yang sudah dibeli tidak dapat dikembalikan. Terima kasih.")


def t_pesanan(r, dt, cust=None):
    cust = cust or r.choice(CUSTOMERS)
    ev = dt + timedelta(days=r.randint(3, 12))
    menu = r.choice([m for m in MENU_ITEMS if m[1] < 100000])
    pax = r.choice([30, 40, 50, 75, 100, 120, 150, 200])
    return (f"FORM PESANAN - DAPUR DEWI CATERING\nTanggal pesan: {_tgl(dt)}\nPemesan: {cust}\n"
            f"No. HP: 08{r.randint(11, 99)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}\n"
            f"Acara: {r.choice(['rapat bulanan', 'pengajian', 'arisan', 'aqiqah', 'syukuran', 'tahlilan', 'pelatihan'])}\n"
            f"Tanggal & jam antar: {_tgl(ev)}, pukul {r.choice(['10.30', '11.00', '11.30', '12.00', '16.00'])} WIB\n"
            f"Menu: {menu[0]}\nJumlah: {pax} porsi @ {_rp(r, menu[1], menu[2], 500)}\n"
            f"Catatan: {r.choice(['sambal dipisah', 'tanpa udang, ada yang alergi', 'tambah kerupuk', 'buah potong untuk 10 box VIP', 'minta kartu ucapan'])}\n"
            "DP 50% paling lambat 3 hari sebelum acara. Pelunasan saat barang diterima.")


def t_daftar_harga(r, dt, year):
    rows = "\n".join(f"{n}: {_rp(r, a, b, 1000)}" for n, a, b in MENU_ITEMS)
    return (f"{BIZ}\n\nDAFTAR HARGA {year}\nBerlaku mulai {_tgl(dt)} (harga belum termasuk ongkir)\n\n{rows}\n\n"
            "Minimal pesanan nasi box 20 porsi. Pemesanan H-3, untuk prasmanan H-14.\n"
            "Gratis ongkir radius 5 km dari Ciganjur. Semua masakan tanpa MSG berlebih, bahan segar setiap hari.")


def t_menu_prasmanan(r, dt, paket="A"):
    dishes = r.sample(["Nasi putih & nasi liwet", "Ayam bakar madu", "Rendang daging", "Sapi lada hitam",
                       "Ikan dori asam manis", "Sayur asem", "Capcay seafood", "Sop kimlo", "Perkedel kentang",
                       "Kerupuk udang", "Sambal goreng ati", "Puding buah", "Es buah", "Tahu isi",
                       "Udang balado", "Gurame goreng terbang"], 9)
    return (f"MENU PRASMANAN PAKET {paket} - Dapur Dewi Catering\nBerlaku {dt.year}\n\n" +
            "\n".join(f"- {d}" for d in dishes) +
            f"\n\nHarga {_rp(r, 60000, 85000, 2500)} / orang (minimal 100 orang)\n"
            "Termasuk alat prasmanan, pramusaji 1 orang per 50 tamu, air mineral gelas.")


def t_hpp(r, dt, menu):
    bahan = [("Ayam / daging", 9000, 26000), ("Beras", 2500, 3500), ("Bumbu & minyak", 2000, 4000),
             ("Sayur & lalap", 1000, 2500), ("Kerupuk/sambal", 800, 1500), ("Box, sendok, tisu", 1800, 2600),
             ("Gas & listrik", 700, 1200), ("Tenaga kerja", 3000, 5000)]
    lines, tot = ["Komponen;Biaya per porsi"], 0
    for n, a, b in bahan:
        v = _num(r, a, b, 100)
        tot += v
        lines.append(f"{n};{v}")
    harga = _num(r, tot * 1.35, tot * 1.6, 1000)
    lines += [f"Total HPP;{tot}", f"Harga jual;{harga}", f"Margin;{round((harga - tot) / harga * 100)}%",
              f"Dihitung ulang;{_tgl(dt)} (harga cabai & ayam naik)"]
    return f"Kalkulasi HPP - {menu}\n" + "\n".join(lines)


def t_buku_kas(r, dt):
    saldo = _num(r, 4000000, 12000000, 1000)
    rows = ["Tanggal;Keterangan;Masuk;Keluar;Saldo", f"01/{dt:%m/%Y};Saldo awal;;;{saldo}"]
    for d in sorted(r.sample(range(2, 28), 12)):
        if r.random() < 0.45:
            v = _num(r, 900000, 7500000, 1000)
            saldo += v
            rows.append(f"{d:02d}/{dt:%m/%Y};Pelunasan {r.choice(CUSTOMERS)};{v};;{saldo}")
        else:
            v = _num(r, 150000, 2500000, 1000)
            saldo -= v
            what = r.choice([s[0] for s in SUPPLIERS] + ["Gas LPG 12 kg (2 tabung)", "Gaji mingguan karyawan",
                                                           "Bensin kurir", "Kemasan"])
            rows.append(f"{d:02d}/{dt:%m/%Y};Belanja {what};;{v};{saldo}")
    return f"BUKU KAS DAPUR DEWI CATERING - {_bln(dt).upper()}\n" + "\n".join(rows)


def t_gaji(r, dt):
    rows = ["Nama;Jabatan;Hari kerja;Upah harian;Lembur;Total"]
    for n, j, u in STAFF:
        h = r.randint(18, 26)
        lem = _num(r, 0, 300000, 25000)
        rows.append(f"{n};{j};{h};{u};{lem};{h * u + lem}")
    return f"REKAP GAJI KARYAWAN DAPUR DEWI - {_bln(dt)}\n" + "\n".join(rows) + "\nDibayar tunai tiap Sabtu, sisa akhir bulan."


def t_absensi(r, dt):
    rows = ["Tanggal;" + ";".join(s[0] for s in STAFF)]
    for d in range(1, 15):
        rows.append(f"{d:02d}/{dt:%m};" + ";".join(r.choice(["H", "H", "H", "H", "I", "S", "L"]) for _ in STAFF))
    return f"Absensi karyawan catering {_bln(dt)} (H=hadir, I=izin, S=sakit, L=libur)\n" + "\n".join(rows)


def t_labarugi(r, dt, period):
    omzet = _num(r, 38000000, 72000000, 50000)
    bahan = int(omzet * r.uniform(0.48, 0.56))
    gaji = _num(r, 6500000, 8500000, 50000)
    lain = _num(r, 1500000, 3000000, 50000)
    pph = int(omzet * 0.005)
    laba = omzet - bahan - gaji - lain - pph
    return (f"LAPORAN LABA RUGI SEDERHANA\nDapur Dewi Catering - periode {period}\n\n"
            f"Pendapatan (omzet): {_rpv(omzet)}\nBelanja bahan baku & kemasan: {_rpv(bahan)}\n"
            f"Upah karyawan: {_rpv(gaji)}\nGas, listrik dapur, bensin, lain-lain: {_rpv(lain)}\n"
            f"PPh Final 0,5% (PP 55/2022): {_rpv(pph)}\nLABA BERSIH: {_rpv(laba)}\n\n"
            "Catatan: laba ditransfer ke rekening rumah tangga setelah sisihkan 10% untuk dana alat.")


def t_pph_final(r, dt):
    omzet = _num(r, 38000000, 72000000, 50000)
    return (f"BUKTI PENERIMAAN NEGARA\nKementerian Keuangan - Direktorat Jenderal Pajak\n\n"
            f"Tanggal bayar: {_tgl(dt)}\nNTPN: {r.randint(10**15, 10**16 - 1):X}\nKode Billing: {r.randint(10**14, 10**15 - 1)}\n"
            f"NPWP/NIK: 3174 0652 0286 0003\nNama Wajib Pajak: DEWI LESTARI\n"
            f"Kode Akun Pajak: 411128   Kode Jenis Setoran: 420 (PPh Final UMKM PP 55 Tahun 2022)\n"
            f"Masa Pajak: {BULAN[(dt.month - 2) % 12]} {dt.year if dt.month > 1 else dt.year - 1}\n"
            f"Peredaran bruto usaha katering: {_rpv(omzet)}\nJumlah setor (0,5%): {_rpv(int(omzet * 0.005))}\n"
            "Bank persepsi: BCA (mobile banking)")


def t_gofood_csv(r, dt):
    rows = ["order_id,tanggal,menu,qty,gross,komisi,net"]
    for _ in range(14):
        d = dt - timedelta(days=r.randint(0, 28))
        m = r.choice(["Nasi Ayam Bakar Madu", "Nasi Rendang", "Nasi Liwet Komplit", "Paket Hemat Ayam Goreng"])
        q = r.randint(1, 4)
        g = q * _num(r, 28000, 42000, 1000)
        rows.append(f"GF-{r.randint(10**9, 10**10 - 1)},{d:%Y-%m-%d},{m},{q},{g},{int(g * 0.2)},{g - int(g * 0.2)}")
    return "GoFood Merchant - Laporan Transaksi - Dapur Dewi Catering Ciganjur\n" + "\n".join(rows) + "\n"


def t_penawaran_korporat(r, dt, company):
    return (f"{BIZ}\n\nNo. {r.randint(10, 60)}/DDC/PNW/{dt:%m}/{dt:%Y}\nJakarta, {_tgl(dt)}\n"
            f"Kepada Yth.\nBagian Umum {company}\ndi tempat\n\nPerihal: Penawaran Katering Makan Siang Harian\n\n"
            "Dengan hormat,\nBersama surat ini kami mengajukan penawaran katering makan siang karyawan dengan menu "
            "berganti setiap hari (siklus 20 hari):\n"
            f"- Paket Reguler (nasi, lauk, sayur, buah): {_rp(r, 25000, 29000, 1000)} / porsi\n"
            f"- Paket Premium (2 lauk + kerupuk + buah + puding): {_rp(r, 33000, 38000, 1000)} / porsi\n"
            "Minimal 40 porsi per hari, pembayaran per dua minggu dengan faktur.\nKami sertakan contoh menu dan foto. "
            "Atas perhatian Bapak/Ibu kami ucapkan terima kasih.\n\nHormat kami,\nDewi Lestari\nPemilik Dapur Dewi Catering")


def t_wa_chat(r, dt, cust):
    d = dt.strftime("%d/%m/%y")
    who = cust.split("(")[0].strip()
    return (f"Obrolan WhatsApp dengan {who}\n\n"
            f"[{d} 08.12] {who}: Assalamualaikum Bu Dewi, mau tanya untuk hari Sabtu bisa pesan nasi box 80?\n"
            f"[{d} 08.20] Dewi Catering: Waalaikumsalam Bu, bisa. Menunya mau ayam bakar madu atau rendang?\n"
            f"[{d} 08.25] {who}: Ayam bakar aja bu, harganya berapa ya per box? Minta sambal dipisah\n"
            f"[{d} 08.31] Dewi Catering: {_rp(r, 32000, 36000, 1000)} per box sudah dengan buah & air mineral. DP 50% ya Bu\n"
            f"[{d} 08.40] {who}: Oke saya transfer sore ini. Diantar jam 11 ke aula ya\n"
            f"[{d} 16.02] {who}: <Media tidak disertakan>\n"
            f"[{d} 16.05] Dewi Catering: DP sudah masuk, terima kasih Bu. Pesanan sudah kami catat.\n")


def t_slhs(r, dt):
    return (f"PEMERINTAH PROVINSI DKI JAKARTA\nDINAS KESEHATAN - SUKU DINAS KESEHATAN JAKARTA SELATAN\n\n"
            f"SERTIFIKAT LAIK HIGIENE SANITASI JASA BOGA\nNomor: {r.randint(100, 999)}/SLHS/JS/{dt.year}\n\n"
            "Diberikan kepada:\nNama usaha: Dapur Dewi Catering\nPemilik: Dewi Lestari\nAlamat: " + HOME +
            "\nGolongan: A2 (jasa boga melayani masyarakat umum, dapur rumah tangga dengan tenaga kerja)\n"
            f"Hasil inspeksi kesehatan lingkungan dan uji sampel makanan: MEMENUHI SYARAT\n"
            f"Berlaku sampai: {_tgl(dt.replace(year=dt.year + 3))}\nDitetapkan di Jakarta, {_tgl(dt)}")


def t_nib(r, dt):
    return ("PEMERINTAH REPUBLIK INDONESIA\nPERIZINAN BERUSAHA BERBASIS RISIKO\n"
            "NOMOR INDUK BERUSAHA: 9120104732118\n\nBerdasarkan UU No. 6 Tahun 2023 tentang Cipta Kerja, "
            "Pemerintah menerbitkan NIB kepada:\n1. Nama Pelaku Usaha: DEWI LESTARI\n2. Alamat: " + HOME +
            "\n3. Skala usaha: Usaha Mikro\n4. KBLI 56210 - Jasa Boga untuk Suatu Event Tertentu (Event Catering)\n"
            "5. Tingkat risiko: Rendah\nNIB ini berlaku juga sebagai Sertifikat Standar/izin usaha dan angka pengenal "
            f"importir. Diterbitkan di Jakarta, tanggal {_tgl(dt)}\nDicetak melalui sistem OSS.")


def t_kontrak_karyawan(r, dt, who):
    n, j, u = who
    return (f"SURAT PERJANJIAN KERJA HARIAN\n\nPada hari ini, {_tgl(dt)}, kami yang bertanda tangan di bawah ini:\n"
            "1. Dewi Lestari, pemilik Dapur Dewi Catering, selanjutnya disebut PIHAK PERTAMA\n"
            f"2. {n}, selanjutnya disebut PIHAK KEDUA\n\nPIHAK KEDUA bekerja sebagai {j.lower()} dengan upah "
            f"{_rpv(u)} per hari kerja, jam kerja 05.00-14.00 WIB, lembur dibayar {_rpv(u // 6)} per jam.\n"
            "Libur satu hari dalam seminggu. THR diberikan satu kali upah bulanan menjelang Idul Fitri.\n"
            "PIHAK KEDUA wajib menjaga kebersihan dapur, memakai celemek, penutup kepala dan sarung tangan.\n\n"
            "PIHAK PERTAMA                PIHAK KEDUA\nDewi Lestari                 " + n)


def t_supplier_halal_list(r, dt):
    return ("Daftar supplier tetap Dapur Dewi Catering (update " + _tgl(dt) + ")\n\n" +
            "\n".join(f"- {n}, {a}" for n, a, _ in SUPPLIERS) +
            "\n- Agen LPG Pak Ujang, Jl. Ciganjur Raya (antar, bayar tunai)\n- Air galon isi ulang Tirta Murni\n"
            "Semua ayam harus dari RPH bersertifikat halal; minta nota setiap belanja untuk pembukuan.")


def t_thr(r, dt):
    rows = [f"{n};{j};{_rpv(u * 26)}" for n, j, u in STAFF]
    return (f"Tanda terima THR Idul Fitri {dt.year} - Dapur Dewi Catering\nNama;Jabatan;THR\n" + "\n".join(rows) +
            f"\nDiserahkan tanggal {_tgl(dt)}. Tanda tangan penerima di lembar kertas.")


# --------------------------------------------------------------------------- catering projects: halal, wedding


def t_halal_checklist(r, dt):
    return ("Checklist sertifikasi halal Dapur Dewi Catering (jalur reguler, jasa boga tidak bisa self-declare)\n"
            f"update {_tgl(dt)}\n\n[x] Akun SIHALAL (ptsp.halal.go.id) dibuat, NIB terhubung\n"
            "[x] Pelatihan Penyelia Halal - Tini ikut, sertifikat sudah keluar\n[x] Manual SJPH versi 2\n"
            "[x] Daftar bahan + sertifikat halal supplier (ayam RPH Cibinong, bumbu instan, kecap)\n"
            "[ ] Ganti merek kecap & saus tiram yang belum ada logo halal\n[x] Pilih LPH: LPH LPPOM, bayar invoice\n"
            "[ ] Audit lapangan ke dapur (jadwal dari LPH)\n[ ] Sidang fatwa MUI -> ketetapan halal\n"
            "[ ] Sertifikat halal terbit, cetak logo di box & price list\nTarget: sebelum 17 Oktober 2026 (batas wajib halal UMK)")


def t_sjph(r, dt, ver):
    return (f"MANUAL SISTEM JAMINAN PRODUK HALAL (SJPH)\nDapur Dewi Catering - Versi {ver}, {_tgl(dt)}\n\n"
            "1. Komitmen dan tanggung jawab: Pemilik berkomitmen memproduksi makanan halal secara konsisten dan "
            "menunjuk Penyelia Halal (Tini Wulandari).\n2. Bahan: hanya bahan dengan sertifikat halal atau bahan "
            "tidak kritis (sayur segar, beras, telur). Daging dan ayam dari RPH bersertifikat halal.\n"
            "3. Proses produk halal: dapur, peralatan dan penyimpanan khusus, tidak dipakai untuk produk non-halal.\n"
            "4. Produk: nama menu tidak menggunakan nama yang mengarah pada yang haram.\n"
            "5. Pemantauan dan evaluasi: audit internal tiap 6 bulan, kaji ulang manajemen tiap tahun.\n"
            "Lampiran: daftar bahan, matriks bahan vs menu, formulir pembelian, formulir pemeriksaan kedatangan bahan.")


def t_halal_bahan(r, dt):
    rows = ["No;Nama bahan;Merek;Produsen/pemasok;No. sertifikat halal;Berlaku s.d."]
    bahan = [("Ayam karkas", "-", "RPH Cibinong via Pak Darto"), ("Daging sapi", "-", "RPH Cakung via H. Romli"),
             ("Kecap manis", "Bango", "Unilever"), ("Saus tiram", "Saori", "Ajinomoto"), ("Minyak goreng", "Bimoli", "Salim Ivomas"),
             ("Tepung terigu", "Segitiga Biru", "Bogasari"), ("Santan kemasan", "Kara", "Kara Santan"),
             ("Margarin", "Blue Band", "Upfield"), ("Kaldu bubuk", "Royco", "Unilever"), ("Madu", "Nusantara", "CV Madu")]
    for i, (n, m, p) in enumerate(bahan, 1):
        rows.append(f"{i};{n};{m};{p};ID{r.randint(10**11, 10**12 - 1)};{r.randint(2027, 2030)}")
    return "DAFTAR BAHAN - PENGAJUAN SERTIFIKASI HALAL DAPUR DEWI CATERING\n" + "\n".join(rows)


def t_halal_invoice(r, dt):
    return (f"LPH LPPOM\nLembaga Pemeriksa Halal\nGedung Global Halal Centre, Bogor\n\nINVOICE No. INV/LPH/{dt:%Y%m}/{r.randint(1000, 9999)}\n"
            f"Tanggal: {_tgl(dt)}\nKepada: Dapur Dewi Catering (Dewi Lestari)\nNo. registrasi SIHALAL: "
            f"SH{dt.year}-1-{r.randint(100000, 999999)}\n\nBiaya pemeriksaan kehalalan produk (jasa boga, skala mikro)\n"
            f"Jumlah: {_rp(r, 2800000, 4200000, 50000)}\nPembayaran melalui virtual account BSI paling lambat 14 hari.\n"
            "Setelah pembayaran diverifikasi, auditor menghubungi pelaku usaha untuk jadwal audit.")


def t_halal_audit(r, dt):
    return (f"Yth. Ibu Dewi Lestari\nDapur Dewi Catering\n\nPerihal: Jadwal Audit Sertifikasi Halal\n\n"
            f"Dengan hormat, sehubungan dengan pengajuan sertifikasi halal nomor SH{dt.year}-1-{r.randint(100000, 999999)}, "
            f"audit lapangan akan dilaksanakan pada hari Rabu, {_tgl(dt + timedelta(days=16))} pukul 09.00 WIB di lokasi "
            "dapur produksi.\nMohon disiapkan: manual SJPH, bukti pembelian bahan 3 bulan terakhir, sertifikat "
            "pelatihan penyelia halal, catatan audit internal, dan akses ke gudang bahan.\n"
            "Auditor: Dr. Siti Marlina, M.Si. dan Ahmad Fauzi, S.TP.\n\nHormat kami,\nLPH LPPOM - Bagian Penjadwalan")


def t_halal_penyelia(r, dt):
    return ("SERTIFIKAT PELATIHAN\nPenyelia Halal\n\nDiberikan kepada: TINI WULANDARI\n"
            "Sebagai peserta Pelatihan Penyelia Halal yang diselenggarakan secara daring pada "
            f"{_tgl(dt - timedelta(days=2))} - {_tgl(dt)}, dengan materi: regulasi jaminan produk halal, "
            "titik kritis bahan, penyusunan SJPH, dan audit internal.\nNilai akhir: LULUS\n"
            "Usaha: Dapur Dewi Catering, Jakarta Selatan")


def t_halal_mail(r, dt):
    return (f"From: LPH LPPOM <penjadwalan@lph-contoh.id>\nTo: dapurdewi.catering@gmail.com\n"
            f"Date: {dt:%a, %d %b %Y} 10:14:00 +0700\nSubject: Revisi dokumen SJPH - Dapur Dewi Catering\n\n"
            "Yth. Ibu Dewi,\n\nHasil pemeriksaan dokumen: mohon melengkapi (1) sertifikat halal saus tiram dan kecap "
            "asin, (2) prosedur pencucian peralatan setelah dipinjam/sewa, (3) formulir pemeriksaan bahan datang.\n"
            "Setelah dilengkapi di SIHALAL, audit lapangan dapat dijadwalkan.\n\nSalam,\nAuditor Halal\n")


def t_halal_sop(r, dt):
    return ("SOP PENCUCIAN PERALATAN - Dapur Dewi Catering\n(lampiran Manual SJPH, " + _tgl(dt) + ")\n\n"
            "1. Peralatan milik dapur tidak dipinjamkan untuk memasak produk tidak halal.\n"
            "2. Chafing dish sewaan dicuci ulang dengan sabun dan air mengalir sebelum dipakai.\n"
            "3. Jika ada keraguan najis berat, dicuci tujuh kali salah satunya dengan tanah (sertu).\n"
            "4. Dicatat di formulir F-03 oleh penyelia halal.")

# wedding order


WED = "Pernikahan Anindya & Fajar (keluarga Bpk. Hartono) - Sabtu 15 Agustus 2026, Gedung Serbaguna Graha Kencana, Pasar Minggu"


def t_wed_penawaran(r, dt, ver):
    pp = {1: 85000, 2: 82500, 3: 80000}[ver]
    return (f"{BIZ}\n\nPENAWARAN HARGA (revisi {ver})\nJakarta, {_tgl(dt)}\nKepada: Ibu Wulan Hartono\nAcara: {WED}\n\n"
            f"Prasmanan 600 porsi @ {_rpv(pp)} = {_rpv(600 * pp)}\n"
            "Menu: nasi putih, nasi liwet, rendang daging, ayam bakar madu, udang balado, capcay, sop kimlo, "
            "kerupuk, puding, buah\nGubukan: bakso (300), soto betawi (250), zuppa soup (200), es dawet (300)\n"
            f"Gubukan total: {_rp(r, 18000000, 24000000, 100000)}\nPramusaji 14 orang, dekor meja prasmanan, alat saji\n"
            "DP 30% saat tanda tangan kontrak, 40% H-30, pelunasan H-3.")


def t_wed_kontrak(r, dt):
    return (f"SURAT PERJANJIAN PESANAN KATERING\nNo. 07/DDC/KTR/{dt:%m}/{dt.year}\n\nPihak Pertama: Dewi Lestari "
            "(Dapur Dewi Catering)\nPihak Kedua: Ibu Wulan Hartono, Jl. Kebagusan Raya No. 41, Jakarta Selatan\n\n"
            f"Acara: {WED}\nJumlah: 600 porsi prasmanan dan 4 gubukan\nNilai kontrak: Rp 69.800.000\n"
            "Pembayaran: DP 30% (Rp 20.940.000) saat penandatanganan, 40% paling lambat 15 Juli 2026, 30% pelunasan "
            "12 Agustus 2026.\nPembatalan kurang dari 30 hari sebelum acara: DP tidak kembali.\n"
            "Penambahan porsi maksimal H-7, dihitung dengan harga sama.\n\nJakarta, " + _tgl(dt))


def t_wed_kwitansi(r, dt):
    return ("KWITANSI\n\nSudah terima dari: Ibu Wulan Hartono\nUang sejumlah: Rp 20.940.000 (dua puluh juta "
            "sembilan ratus empat puluh ribu rupiah)\nUntuk pembayaran: DP 30% katering pernikahan Anindya & Fajar, "
            f"15 Agustus 2026 (600 pax)\n\nJakarta, {_tgl(dt)}\nPenerima: Dewi Lestari - Dapur Dewi Catering")


def t_wed_tasting(r, dt):
    return (f"Catatan test food / tasting keluarga Hartono - {_tgl(dt)}\nHadir: Bu Wulan, Anindya, Fajar, ibunya Fajar\n\n"
            "- Rendang: suka, minta jangan terlalu pedas (kurangi cabai 20%)\n- Ayam bakar madu: OK\n"
            "- Udang balado diganti gurame asam manis? -> mereka pilih tetap udang\n"
            "- Soto betawi: kuah kurang gurih, tambah susu sedikit\n- Zuppa soup: kulit pastry harus lebih renyah\n"
            "- Puding diganti es buah? -> tetap puding + buah potong\nJumlah undangan mungkin naik jadi 650, konfirmasi akhir Juli.\n"
            "Next: revisi penawaran, cari tambahan pramusaji, booking sewa chafing dish.")


def t_wed_bahan(r, dt):
    rows = ["Bahan;Kebutuhan;Satuan;Perkiraan harga"]
    for n, q, u, a, b in [("Daging sapi (rendang)", 45, "kg", 135000, 145000), ("Ayam (bakar)", 70, "kg", 36000, 40000),
                          ("Udang", 25, "kg", 85000, 100000), ("Beras", 90, "kg", 14000, 16000),
                          ("Cabai merah", 12, "kg", 45000, 70000), ("Bawang merah", 15, "kg", 35000, 48000),
                          ("Santan", 30, "liter", 24000, 28000), ("Daging bakso", 15, "kg", 120000, 130000)]:
        rows.append(f"{n};{q};{u};{_num(r, a, b, 500) * q}")
    return "ESTIMASI BAHAN - catering nikahan Hartono 15/8/2026 (600 pax)\n" + "\n".join(rows)


def t_wed_staff(r, dt):
    names = ["Nining", "Yanti", "Ujang", "Dedi", "Rina", "Asep", "Lilis", "Wawan", "Eka", "Fitri", "Hendra", "Sari W."]
    return ("Tenaga tambahan untuk nikahan Hartono (15 Agustus)\nPramusaji @ Rp 175.000 + makan + transport\n" +
            "\n".join(f"{i}. {n} - {r.choice(['sudah konfirmasi', 'belum jawab', 'ok, bawa teman'])}"
                      for i, n in enumerate(names, 1)) +
            "\nKoordinator lapangan: Sumiati (dapur), Rahmat (loading & antar)\nSeragam: kemeja batik hitam, celemek hijau.")


def t_wed_sewa(r, dt):
    return (f"PENAWARAN SEWA ALAT PRASMANAN\nMaju Jaya Rental Alat Pesta - Jl. Warung Jati Barat\nTanggal: {_tgl(dt)}\n"
            "Untuk: Bu Dewi, acara 15 Agustus 2026 Graha Kencana\n\n"
            f"Chafing dish stainless 20 unit @ {_rp(r, 45000, 60000, 5000)}\nPiring makan 700 @ Rp 1.500\n"
            f"Gubukan kayu + taplak 4 unit @ {_rp(r, 250000, 350000, 25000)}\nGelas, sendok garpu 700 set\n"
            "Antar jemput gratis, DP 50%, barang pecah/hilang diganti.")


def t_wed_mail(r, dt):
    return (f"From: Wulan Hartono <wulan.hartono@yahoo.co.id>\nTo: dapurdewi.catering@gmail.com\n"
            f"Date: {dt:%a, %d %b %Y} 20:41:00 +0700\nSubject: Re: Menu catering pernikahan Anin & Fajar 15 Agustus\n\n"
            "Bu Dewi, terima kasih tastingnya kemarin, keluarga senang sekali. Kami setuju revisi 3. "
            "Mohon dibuatkan surat perjanjian, DP saya transfer setelah tanda tangan. Untuk jumlah tamu nanti saya "
            "kabari akhir Juli, kemungkinan tambah 50.\n\nSalam,\nWulan\n")


def t_wed_rundown(r, dt):
    return ("Rundown dapur - Sabtu 15 Agustus 2026 (nikahan Hartono, Graha Kencana)\n"
            "Jumat 14/8: 13.00 bahan datang, 15.00 bumbu rendang mulai, 22.00 rendang selesai\n"
            "Sabtu 15/8: 03.00 masak nasi & lauk, 07.00 loading mobil 1 (Avanza) + pick up sewa\n"
            "08.30 setting prasmanan di gedung, 10.30 siap saji, 11.00-13.00 resepsi, 14.00 bongkar\n"
            "PIC: Dewi (gedung), Sumiati (dapur), Rahmat (logistik)")

# --------------------------------------------------------------------------- catering resources and archive


def t_cppob(r, dt):
    return ("PEDOMAN CARA PRODUKSI PANGAN OLAHAN YANG BAIK UNTUK INDUSTRI RUMAH TANGGA (CPPOB-IRT)\n"
            "Badan Pengawas Obat dan Makanan Republik Indonesia\n\nBAB III Lokasi dan lingkungan produksi\n"
            "Lokasi harus bebas dari pencemaran, tidak di daerah banjir, jauh dari tempat sampah. Ruang produksi "
            "cukup luas, lantai kedap air, dinding mudah dibersihkan, ventilasi baik. Karyawan wajib sehat, "
            "mencuci tangan, memakai penutup kepala dan celemek. Bahan pangan disimpan terpisah dari bahan kimia.")


def t_kursus_umkm(r, dt):
    return (f"Catatan Pelatihan UMKM Naik Kelas - Sudin PPKUKM Jakarta Selatan, {_tgl(dt)}\n\n"
            "- Pisahkan rekening usaha dan rekening pribadi!\n- Harga jual = HPP + margin 30-50%, jangan lupa tenaga sendiri\n"
            "- Foto produk pakai cahaya alami, background polos\n- Daftar Google Maps & GoFood/GrabFood\n"
            "- Pembukuan minimal: buku kas harian, stok bahan, piutang\n- Akses modal: KUR bunga 6%, syarat NIB + usaha jalan 6 bulan")


def t_hampers(r, dt, year):
    rows = [f"{n};{q};{_rpv(p)}" for n, q, p in [("Hampers Nastar + Kastengel", r.randint(40, 80), 285000),
                                                  ("Hampers Rendang 1 kg", r.randint(20, 45), 375000),
                                                  ("Paket Parsel Kue Kering 4 toples", r.randint(30, 60), 325000)]]
    return (f"Rekap pesanan Hampers Lebaran {year} - Dapur Dewi\nProduk;Jumlah;Harga\n" + "\n".join(rows) +
            f"\nPesanan ditutup H-10 Lebaran. Pengiriman via Rahmat & Gosend.\nStatus: SELESAI, semua terkirim ({_tgl(dt)}).")


def t_bazar(r, dt):
    return (f"Bazar Kuliner Kemang Food Festival - {_tgl(dt)}\nBooth B-17, sewa {_rp(r, 1500000, 2500000, 100000)} (2 hari)\n"
            f"Terjual: nasi liwet {r.randint(80, 140)}, es dawet {r.randint(120, 200)}, risol {r.randint(150, 300)}\n"
            f"Omzet {_rp(r, 6000000, 9000000, 50000)}, laba bersih sekitar {_rp(r, 1500000, 3000000, 50000)}\n"
            "Evaluasi: antrean lama, perlu 2 kasir & QRIS. Banyak yang minta kartu nama -> dapat 3 pesanan kantor.")

# --------------------------------------------------------------------------- finance


def t_bca(r, dt):
    saldo = _num(r, 8000000, 25000000, 1)
    rows = []
    for d in sorted(r.sample(range(1, 29), 10)):
        if r.random() < 0.5:
            v = _num(r, 500000, 8000000, 1000)
            saldo += v
            rows.append(f"{d:02d}/{dt:%m} TRSF E-BANKING CR {r.choice(['PELUNASAN CATERING', 'DP NASI BOX', 'QRIS SETTLEMENT', 'TRF DR BUDI SANTOSO'])} {_rpv(v)} CR")
        else:
            v = _num(r, 100000, 5000000, 1000)
            saldo -= v
            rows.append(f"{d:02d}/{dt:%m} {r.choice(['TARIKAN ATM', 'TRSF E-BANKING DB', 'BYR VIA M-BCA', 'DEBIT QRIS'])} "
                        f"{r.choice(['TOKO H MANSUR', 'PLN POSTPAID', 'SPP SDIT NURUL ILMI', 'TOKOPEDIA', 'SUMBER SEGAR', ''])} {_rpv(v)} DB")
    return (f"REKENING TAHAPAN\nBCA KCP Lenteng Agung\nNama: DEWI LESTARI\nNo. Rekening: {BCA_REK}\n"
            f"Periode: {_bln(dt).upper()}\nMata uang: IDR\n\nTanggal Keterangan Mutasi\n" + "\n".join(rows) +
            f"\nSALDO AKHIR: {_rpv(saldo)}\nBCA berizin dan diawasi oleh OJK serta merupakan peserta penjaminan LPS.")


def t_mandiri(r, dt):
    rows = [f"{dt:%d/%m/%Y} Gaji {r.choice(['PNS', 'Kemen PU'])} BUDI SANTOSO {_rp(r, 7800000, 8600000, 1)} CR",
            f"Angsuran KPR Mandiri No. 1190021733 {_rpv(6412500)} DB",
            f"Transfer ke Dewi Lestari (BCA) {_rp(r, 2000000, 4000000, 100000)} DB",
            f"Autodebet BPJS Kesehatan {_rpv(0)} (ditanggung pemberi kerja)",
            f"Top up e-money {_rp(r, 100000, 300000, 50000)} DB",
            f"Transfer Amanah Mulia Tour (cicilan umroh) {_rp(r, 5000000, 10000000, 500000)} DB"]
    return (f"Bank Mandiri - e-Statement\nTabungan Mandiri\nNama: BUDI SANTOSO\nNo. Rekening: 127-00-1184392-5\n"
            f"Periode: {_bln(dt)}\n\n" + "\n".join(rows) + f"\nSaldo akhir: {_rp(r, 3000000, 15000000, 1)}")


def t_cc(r, dt):
    rows = [f"{r.choice(['SHOPEE', 'TOKOPEDIA', 'ALFAMART', 'SUPERINDO', 'PERTAMINA', 'TRAVELOKA', 'ACE HARDWARE'])} "
            f"{_rp(r, 50000, 1800000, 1)}" for _ in range(7)]
    return (f"Lembar Tagihan Kartu Kredit BCA Everyday\nDEWI LESTARI\nNomor kartu: 4556 XXXX XXXX 2190\n"
            f"Tanggal tagihan: {_tgl(dt)}   Jatuh tempo: {_tgl(dt + timedelta(days=15))}\n\n" + "\n".join(rows) +
            f"\nTagihan baru: {_rp(r, 2000000, 6000000, 1)}\nPembayaran minimum: {_rp(r, 200000, 500000, 1)}\n"
            "Bayar penuh untuk menghindari bunga 1,75% per bulan.")


def t_kpr(r, dt):
    paid = (dt.year - 2019) * 12 + dt.month - 8
    return (f"PT Bank Mandiri (Persero) Tbk - Informasi Pinjaman KPR\nDebitur: BUDI SANTOSO / DEWI LESTARI\n"
            f"No. Pinjaman: 1190021733\nObjek: rumah tinggal, {HOME}\nPlafon awal: Rp 680.000.000 (Agustus 2019)\n"
            f"Tenor: 180 bulan, angsuran ke-{paid} dari 180\nSuku bunga: floating (saat ini 10,75% p.a.)\n"
            f"Angsuran bulanan: {_rpv(6412500)}\nSisa pokok per {_tgl(dt)}: {_rp(r, 430000000, 520000000, 1)}\n"
            "Pelunasan dipercepat dikenakan penalti 1% dari sisa pokok.")


def t_spt(r, dt, year, who="DEWI LESTARI"):
    if who.startswith("BUDI"):
        body = (f"Formulir 1770 S - SPT Tahunan PPh Orang Pribadi\nTahun Pajak {year}\nNama: BUDI SANTOSO\n"
                f"Status: K/2\nPenghasilan neto dalam negeri sehubungan dengan pekerjaan (bukti potong 1721-A2): "
                f"{_rp(r, 110000000, 125000000, 1000)}\nPPh dipotong pemberi kerja: {_rp(r, 2500000, 3800000, 1000)}\n"
                "Status SPT: NIHIL\nHarta: rumah Ciganjur (KPR), Toyota Avanza 2019, Honda Vario 2021, tabungan\n"
                "Utang: KPR Bank Mandiri")
    else:
        body = (f"Formulir 1770 - SPT Tahunan PPh Wajib Pajak Orang Pribadi\nTahun Pajak {year}\nNama: DEWI LESTARI\n"
                f"NPWP/NIK: 3174 0652 0286 0003\nPembukuan/pencatatan: pencatatan\n"
                f"Peredaran bruto usaha jasa boga (PPh final PP 55/2022): {_rp(r, 520000000, 760000000, 1000)}\n"
                f"PPh final yang telah disetor: {_rp(r, 2600000, 3800000, 1000)}\n"
                "Status SPT: NIHIL (istri menjalankan usaha, pisah penghitungan)")
    return (body + f"\n\nBUKTI PENERIMAAN ELEKTRONIK\nDiterima DJP {_tgl(dt)} pukul {r.randint(8, 22):02d}:{r.randint(0, 59):02d}\n"
            f"Nomor Tanda Terima Elektronik: {r.randint(10**14, 10**15 - 1)}")


def t_a2(r, dt, year):
    return (f"BUKTI PEMOTONGAN PPh PASAL 21 BAGI PEGAWAI NEGERI SIPIL (FORMULIR 1721-A2)\nTahun {year}\n"
            "Instansi: Kementerian Pekerjaan Umum - Sekretariat Direktorat Jenderal Bina Konstruksi\n"
            "Nama pegawai: BUDI SANTOSO   NIP 19820314 200903 1 004   Pangkat/Gol: Penata Tk. I (III/d)\n"
            f"Gaji pokok PNS: {_rp(r, 52000000, 56000000, 1)}\nTunjangan istri & anak: {_rp(r, 6000000, 7000000, 1)}\n"
            f"Tunjangan kinerja: {_rp(r, 60000000, 68000000, 1)}\nIuran pensiun / THT: {_rp(r, 4800000, 5300000, 1)}\n"
            f"PPh 21 terutang: {_rp(r, 2500000, 3800000, 1)}\nDitandatangani bendahara pengeluaran, {_tgl(dt)}")


def t_budget(r, dt):
    items = [("Angsuran KPR", 6412500), ("Listrik PLN", _num(r, 900000, 1400000, 1000)), ("Air PAM JAYA", _num(r, 180000, 260000, 1000)),
             ("Internet", 385000), ("Belanja dapur rumah", _num(r, 3000000, 4000000, 50000)),
             ("SPP Sari (SDIT)", 850000), ("Les Rizky", 600000), ("Bensin", _num(r, 800000, 1100000, 50000)),
             ("Arisan RT", 500000), ("Tabungan umroh", 8000000), ("Tabungan emas", 1000000), ("Infaq & sedekah", 500000)]
    return (f"Anggaran Rumah Tangga {_bln(dt)}\nPos;Rencana;Realisasi\n" +
            "\n".join(f"{n};{v};{v + _num(r, -150000, 250000, 1000)}" for n, v in items) +
            f"\nPemasukan;gaji Budi + laba catering;{_num(r, 20000000, 26000000, 1000)}")


def t_emas(r, dt):
    return (f"PT Pegadaian - Tabungan Emas\nLaporan Transaksi\nNama: DEWI LESTARI  No. Rekening 1012-0088-{r.randint(1000, 9999)}\n"
            f"Periode s.d. {_tgl(dt)}\n\nTop up rutin {_rpv(1000000)} / bulan\n"
            f"Saldo emas: {r.uniform(18, 32):.4f} gram\nHarga buyback per 0,01 gram: {_rp(r, 17000, 19500, 10)}")


def t_zakat(r, dt):
    return (f"BAZNAS - Badan Amil Zakat Nasional\nBUKTI SETOR ZAKAT\nNo. {r.randint(10**9, 10**10 - 1)}\nTanggal: {_tgl(dt)}\n"
            f"Nama muzaki: DEWI LESTARI\nNPWP/NIK: 3174 0652 0286 0003\nJenis dana: Zakat Maal (usaha)\n"
            f"Jumlah: {_rp(r, 2500000, 6000000, 50000)}\nBukti setor ini dapat digunakan sebagai pengurang "
            "penghasilan bruto sesuai PP 60/2010.")


def t_bni_closed(r, dt):
    return (f"PT Bank Negara Indonesia (Persero) Tbk\nSurat Keterangan Penutupan Rekening\nTanggal: {_tgl(dt)}\n\n"
            "Menerangkan bahwa rekening Taplus BNI No. 0219 448 310 a.n. DEWI LESTARI (rekening payroll pegawai) telah "
            f"ditutup atas permintaan nasabah. Sisa saldo {_rp(r, 1000000, 4000000, 1)} telah dipindahkan ke rekening "
            "BCA 5270 418 362.\nKantor Cabang Utama Tebet")


def t_invest_article(r, dt):
    return ("Reksa Dana Pasar Uang vs Deposito: Mana yang Cocok untuk Dana Darurat?\n\n"
            "Dana darurat idealnya 6-12 kali pengeluaran bulanan. Reksa dana pasar uang bisa dicairkan 1-2 hari kerja "
            "dan imbal hasilnya biasanya sedikit di atas bunga deposito. Deposito dijamin LPS sampai Rp 2 miliar "
            "selama bunga tidak melebihi tingkat penjaminan. Untuk usaha kecil, pisahkan dana darurat usaha dan keluarga.")

# --------------------------------------------------------------------------- home


def t_pln(r, dt):
    kwh = r.randint(520, 900)
    return (f"PT PLN (Persero) - Informasi Tagihan Listrik\nIDPEL: 5471 0318 2266\nNama: BUDI SANTOSO\n"
            f"Alamat: {HOME}\nTarif/Daya: R-1/5500 VA\nPeriode: {_bln(dt)}\nPemakaian: {kwh} kWh\n"
            f"Tagihan: {_rpv(int(kwh * 1699.53))}\nJatuh tempo tanggal 20. Bayar melalui PLN Mobile, m-banking atau minimarket.")


def t_pam(r, dt):
    m3 = r.randint(24, 41)
    return (f"PAM JAYA - Rekening Air\nNo. Pelanggan: 6018 2239 41\nNama: Budi Santoso\nAlamat: {HOME}\n"
            f"Periode: {_bln(dt)}\nStand meter: {r.randint(3000, 3999)} - pemakaian {m3} m3\nKelompok tarif: K III\n"
            f"Jumlah tagihan: {_rpv(m3 * 7450 + 7500)}\nPembayaran paling lambat tanggal 20.")


def t_internet(r, dt):
    return (f"Telkomsel IndiHome - Tagihan\nNomor layanan: 1220 4478 1903\nNama: Dewi Lestari\nPeriode: {_bln(dt)}\n"
            "Paket: IndiHome 50 Mbps + TV\nBiaya bulanan: Rp 346.500 + PPN = Rp 384.615\n"
            f"Jatuh tempo: {_tgl(dt.replace(day=20))}")


def t_pbb(r, dt, year):
    return (f"SURAT PEMBERITAHUAN PAJAK TERUTANG\nPAJAK BUMI DAN BANGUNAN PERDESAAN DAN PERKOTAAN (SPPT PBB-P2)\n"
            f"TAHUN {year}\nBadan Pendapatan Daerah Provinsi DKI Jakarta\n\nNOP: 31.74.090.003.014-0217.0\n"
            f"Letak objek pajak: {HOME}\nNama wajib pajak: BUDI SANTOSO\nLuas bumi: 120 m2   Luas bangunan: 96 m2\n"
            f"NJOP sebagai dasar pengenaan: {_rp(r, 1450000000, 1600000000, 1000)}\n"
            f"PBB-P2 yang harus dibayar: {_rp(r, 1300000, 1700000, 1)}\nJatuh tempo: 31 Agustus {year}")


def t_iuran_rt(r, dt):
    return (f"KWITANSI IURAN WARGA RT 005 / RW 003 Kel. Ciganjur\nBulan: {_bln(dt)}\nNama: Bpk. Budi Santoso (No. 27)\n"
            "Iuran keamanan: Rp 75.000\nIuran kebersihan/sampah: Rp 40.000\nKas RT: Rp 10.000\nJumlah: Rp 125.000\n"
            "Bendahara RT: Ibu Sri Mulyani")


def t_servis(r, dt, what):
    jobs = {"ac": ("Sejuk Teknik AC Service", ["Cuci AC split 1 PK (2 unit)", "Isi freon R32", "Ganti kapasitor"]),
            "pompa": ("Toko Listrik & Pompa Air Barokah", ["Pompa air Shimizu PS-135 E", "Otomatis pompa", "Jasa pasang"]),
            "talang": ("Pak Jaja (tukang)", ["Ganti talang seng 6 m", "Tambal genteng bocor", "Upah 2 hari"])}
    shop, items = jobs[what]
    lines = [f"{i}: {_rp(r, 75000, 1200000, 5000)}" for i in items]
    return f"NOTA SERVIS\n{shop}\nTgl {dt:%d/%m/%Y}\nPelanggan: Bu Dewi, Gg. Melati 27 Ciganjur\n" + "\n".join(lines) + "\nGaransi 1 bulan."


def t_kontrakan(r, dt, kind):
    if kind == "sewa":
        return (f"SURAT PERJANJIAN SEWA RUMAH\n\nPada hari ini {_tgl(dt)} telah disepakati sewa-menyewa rumah di Jl. Tebet "
                "Timur Dalam VI No. 14, Jakarta Selatan antara Hj. Nurhayati (pemilik) dan Budi Santoso (penyewa).\n"
                "Jangka waktu 1 (satu) tahun, harga sewa Rp 30.000.000 per tahun dibayar di muka. Listrik, air dan iuran "
                "RT ditanggung penyewa. Penyewa tidak boleh mengubah bangunan tanpa izin pemilik.")
    if kind == "kwitansi":
        return (f"KWITANSI\nSudah terima dari: Budi Santoso\nUang sejumlah: Rp 32.000.000\nUntuk pembayaran: sewa rumah "
                f"Tebet Timur Dalam VI/14 periode {dt.year}-{dt.year + 1}\nJakarta, {_tgl(dt)}\nHj. Nurhayati")
    return (f"Surat pemberitahuan tidak memperpanjang sewa\n\nKepada Yth. Ibu Hj. Nurhayati\nDengan hormat, kami "
            "memberitahukan bahwa kami tidak memperpanjang sewa rumah Tebet Timur Dalam VI No. 14 yang berakhir "
            "31 Agustus 2019 karena sudah pindah ke rumah sendiri di Ciganjur. Kunci dan meteran listrik akan kami "
            f"serahkan pada 31 Agustus 2019. Mohon uang jaminan Rp 2.000.000 dapat dikembalikan.\nJakarta, {_tgl(dt)}\nBudi Santoso & Dewi Lestari")


def t_kamar_mandi(r, dt):
    return (f"Rincian biaya renovasi kamar mandi belakang ({_bln(dt)})\nKeramik lantai 40x40 4 dus;{_rp(r, 400000, 600000)}\n"
            f"Closet duduk TOTO;{_rp(r, 1800000, 2400000)}\nShower + kran;{_rp(r, 500000, 900000)}\nWaterproofing;{_rp(r, 300000, 500000)}\n"
            f"Upah tukang 8 hari;{_rp(r, 2400000, 3000000)}\nSELESAI, pekerjaan diserahkan dan dibayar lunas.")


def t_manual(r, dt, what):
    body = {"rice": ("Buku Petunjuk Penggunaan Rice Cooker Miyako MCM-528", "Jangan menekan tombol COOK bila panci kosong. "
                     "Takaran air mengikuti garis skala pada panci. Fungsi WARM menjaga nasi tetap hangat hingga 12 jam."),
            "oven": ("Petunjuk Penggunaan Oven Listrik Kirin KBO-190", "Panaskan oven 10 menit sebelum memanggang. Gunakan "
                     "rak tengah untuk kue. Lampu indikator mati saat suhu tercapai. Bersihkan setelah dingin."),
            "mesin": ("Buku Manual Mesin Cuci Sharp ES-T85CR", "Mesin cuci 2 tabung. Jangan melebihi 8,5 kg cucian kering. "
                      "Bersihkan filter serabut setiap selesai mencuci. Kode E3: tutup pengering terbuka."),
            "kulkas": ("Panduan Pemakaian Kulkas Polytron Belleza 2 pintu", "Atur suhu freezer pada posisi tengah. Jangan "
                       "menaruh makanan panas. Kulkas dapat mengalami bunga es bila pintu sering dibuka.")}[what]
    return f"{body[0]}\n\nPERINGATAN KESELAMATAN\n{body[1]}\nGaransi resmi 1 tahun, layanan pelanggan 1500-xxx."

# --------------------------------------------------------------------------- home project: kitchen extension


def t_rab(r, dt, ver):
    rows = ["No;Uraian pekerjaan;Volume;Satuan;Harga satuan;Jumlah"]
    tot = 0
    for i, (n, v, s, a, b) in enumerate([("Pekerjaan persiapan & bongkaran", 1, "ls", 3500000, 4500000),
                                          ("Pondasi batu kali", 8.5, "m3", 1100000, 1300000),
                                          ("Sloof, kolom, ring balok beton", 4.2, "m3", 4200000, 4800000),
                                          ("Pasangan bata ringan + plester aci", 58, "m2", 210000, 250000),
                                          ("Atap baja ringan + genteng metal", 24, "m2", 320000, 380000),
                                          ("Lantai keramik anti slip 60x60", 22, "m2", 230000, 270000),
                                          ("Dinding keramik dapur h=1,5 m", 26, "m2", 240000, 280000),
                                          ("Instalasi listrik (6 titik + stop kontak 16A)", 1, "ls", 4000000, 5500000),
                                          ("Instalasi air bersih & saluran grease trap", 1, "ls", 5000000, 6500000),
                                          ("Kusen & pintu aluminium, jendela nako", 1, "ls", 6500000, 8000000),
                                          ("Cerobong exhaust & ventilasi", 1, "ls", 3000000, 4000000)], 1):
        h = _num(r, a, b, 5000)
        j = int(v * h)
        tot += j
        rows.append(f"{i};{n};{v};{s};{h};{j}")
    rows.append(f";TOTAL (revisi {ver});;;;{tot}")
    return "RENCANA ANGGARAN BIAYA (RAB)\nPembangunan dapur produksi & gudang belakang, rumah Bpk. Budi / Ibu Dewi, Ciganjur\n" \
           "CV Griya Bangun Mandiri - Rohman (mandor)\n" + "\n".join(rows)


def t_reno_kontrak(r, dt):
    return (f"SURAT PERJANJIAN KERJA BORONGAN\nNo. 014/GBM/SPK/{dt:%m}/{dt.year}\n\nPihak Pertama: Dewi Lestari, pemilik rumah {HOME}\n"
            "Pihak Kedua: Rohman, CV Griya Bangun Mandiri\n\nPekerjaan: pembangunan dapur produksi ukuran 3 x 7 m dan gudang "
            "bahan 2 x 3 m di halaman belakang, sesuai gambar dan RAB revisi 3.\nNilai borongan (material + upah): Rp 168.500.000\n"
            "Waktu pelaksanaan: 90 hari kalender sejak 13 April 2026.\nTermin: 20% DP, 30% struktur selesai, 30% atap & "
            "dinding, 15% serah terima, 5% retensi setelah 1 bulan.\nDenda keterlambatan 1 permil per hari.\n\nJakarta, " + _tgl(dt))


def t_reno_kwitansi(r, dt, termin):
    amt = {1: 33700000, 2: 50550000}[termin]
    return (f"KWITANSI No. GBM/{dt:%y%m}/{termin:02d}\n\nSudah terima dari: Ibu Dewi Lestari\nUang sejumlah: {_rpv(amt)}\n"
            f"Untuk pembayaran: termin {termin} pekerjaan borongan dapur produksi & gudang belakang, Gg. Melati 27 Ciganjur\n"
            f"Jakarta, {_tgl(dt)}\nPenerima: Rohman - CV Griya Bangun Mandiri")


def t_reno_pbg(r, dt):
    return (f"SIMBG - Sistem Informasi Manajemen Bangunan Gedung\nTANDA TERIMA PERMOHONAN PBG\nNo. registrasi: "
            f"PBG-317409-{dt:%d%m%Y}-{r.randint(10, 99)}\nTanggal: {_tgl(dt)}\nPemohon: DEWI LESTARI\nLokasi: {HOME}\n"
            "Jenis permohonan: PBG perubahan (penambahan bangunan 27 m2, fungsi hunian)\nDokumen: gambar arsitektur, "
            "struktur sederhana, foto lokasi, KTP, SPPT PBB, sertifikat SHM\nStatus: verifikasi dokumen oleh Dinas CKTRP")


def t_reno_material(r, dt):
    items = [("Semen Tiga Roda 50 kg", 65000, 72000), ("Bata ringan m3", 620000, 700000), ("Besi 10 mm SNI", 78000, 88000),
             ("Pasir (colt)", 750000, 900000), ("Keramik Roman 60x60 dus", 185000, 220000), ("Pipa PVC 3\" Rucika", 95000, 120000)]
    rows, total = _lines(r, items, 3, 5)
    return (f"NOTA  TB SINAR JAYA - Bahan Bangunan\nJl. Ciganjur Raya No. 5\nTgl {dt:%d-%m-%Y}  No. {r.randint(1000, 9999)}\n"
            f"Kirim ke: Bu Dewi, Gg. Melati 27 (proyek dapur belakang)\n" + "\n".join(rows) + f"\nTOTAL {_rpv(total)}  LUNAS")


def t_reno_equipment(r, dt):
    return (f"PENAWARAN HARGA\nToko Mesin & Peralatan Dapur Sinar Baja, Glodok\nTanggal: {_tgl(dt)}\nKepada: Ibu Dewi (dapur baru Ciganjur)\n\n"
            f"Kompor gas 2 tungku high pressure + rangka: {_rp(r, 2200000, 2800000, 50000)}\n"
            f"Meja kerja stainless 180x70 dengan rak bawah (2 unit): {_rp(r, 5200000, 6400000, 50000)}\n"
            f"Cooker hood / exhaust stainless 2 m + blower: {_rp(r, 7000000, 9500000, 50000)}\n"
            f"Sink 2 bak stainless: {_rp(r, 2600000, 3300000, 50000)}\nChest freezer 300 L: {_rp(r, 4200000, 5200000, 50000)}\n"
            "Harga belum termasuk pemasangan. Penawaran berlaku 30 hari. DP 50%.")


def t_reno_progress(r, dt, week):
    return (f"Laporan progres mingguan - Minggu ke-{week}\nProyek dapur produksi Gg. Melati 27\nTanggal: {_tgl(dt)}\n\n"
            + {1: "Bongkaran pagar belakang selesai, galian pondasi 60%.", 3: "Pondasi dan sloof selesai, kolom praktis "
               "dicor. Hujan 2 hari, mundur sedikit.", 5: "Dinding bata ringan naik sampai ring balok. Ada rembesan dari "
               "talang tetangga, perlu dibicarakan.", 7: "Rangka atap baja ringan terpasang, genteng metal 70%. Minggu depan "
               "instalasi listrik & pipa."}[week] + f"\nProgres fisik: {week * 12}%\nMandor: Rohman")


def t_reno_mail(r, dt):
    return (f"From: Arief Nugroho <arief.drafter@gmail.com>\nTo: dewilestari.ddc@gmail.com\nDate: {dt:%a, %d %b %Y} 13:05:00 +0700\n"
            "Subject: Gambar kerja dapur produksi revisi 2\n\nBu Dewi,\n\nTerlampir gambar kerja revisi 2: posisi sink "
            "dipindah ke dinding timur dekat saluran, jendela nako ditambah di sisi utara untuk ventilasi, dan pintu "
            "gudang dibuat geser. Untuk PBG saya sudah siapkan gambar tampak & potongan.\n\nSalam,\nArief\n")


def t_reno_budget(r, dt):
    return ("Rekap biaya proyek dapur belakang\nPos;Anggaran;Sudah bayar\nBorongan CV Griya Bangun Mandiri;168500000;84250000\n"
            f"Peralatan dapur (kompor, meja, hood);25000000;{_num(r, 5000000, 9000000, 50000)}\nPBG & gambar;4500000;3500000\n"
            "Cadangan tak terduga 10%;17000000;0\nSumber dana: tabungan usaha + deposito Mandiri cair Maret")

# --------------------------------------------------------------------------- health


PEOPLE = [("Dewi Lestari", "0001 2268 4410 9"), ("Budi Santoso", "0001 2268 4409 1"),
          ("Rizky Pratama Santoso", "0001 2268 4411 7"), ("Sari Kirana Putri", "0001 2268 4412 5")]


def t_bpjs(r, dt, kind):
    n, k = r.choice(PEOPLE)
    if kind == "faskes":
        return (f"BPJS Kesehatan - Kantor Cabang Jakarta Selatan\n{_tgl(dt)}\nYth. {n}\nNo. Kartu JKN: {k}\n\n"
                "Perihal: Pemberitahuan perubahan Fasilitas Kesehatan Tingkat Pertama (FKTP)\n\nBersama ini kami sampaikan "
                "bahwa permohonan pindah FKTP Saudara dari Puskesmas Kecamatan Jagakarsa ke Klinik Pratama Sehat Jagakarsa "
                "telah disetujui dan berlaku mulai tanggal 1 bulan berikutnya. Segmen peserta: PPU Penyelenggara Negara "
                "(PNS), kelas rawat I.\nInformasi lebih lanjut: Care Center 165 atau aplikasi Mobile JKN.")
    return (f"SURAT RUJUKAN FKTP\nKlinik Pratama Sehat Jagakarsa\nTanggal: {_tgl(dt)}\nKepada Yth. Dokter Spesialis "
            f"{r.choice(['Penyakit Dalam', 'Anak', 'THT', 'Mata'])}\nRSUD Pasar Minggu\n\nNama: {n}\nNo. Kartu BPJS: {k}\n"
            f"Diagnosa: {r.choice(['Hipertensi esensial (I10)', 'Faringitis berulang (J02.9)', 'Miopia (H52.1)', 'Dispepsia (K30)'])}\n"
            "Mohon pemeriksaan dan penanganan lebih lanjut. Rujukan berlaku 90 hari.")


def t_lab(r, dt):
    return (f"PRODIA - Laboratorium Klinik\nHasil Pemeriksaan\nNama: Dewi Lestari   Umur: 40 th   Tgl: {_tgl(dt)}\n\n"
            f"Glukosa puasa: {r.randint(88, 112)} mg/dL (70-100)\nKolesterol total: {r.randint(195, 245)} mg/dL (<200)\n"
            f"LDL: {r.randint(120, 165)} mg/dL (<130)\nHDL: {r.randint(42, 60)} mg/dL (>45)\nTrigliserida: {r.randint(110, 190)} mg/dL (<150)\n"
            f"Asam urat: {r.uniform(4.5, 6.8):.1f} mg/dL\nCatatan: konsultasikan hasil dengan dokter Anda.")


def t_resep(r, dt):
    n = r.choice(PEOPLE)[0]
    return (f"Apotek Kimia Farma Jagakarsa\nSalinan Resep / Copy Resep\nTgl: {_tgl(dt)}\nPasien: {n}\nDokter: dr. Rahmi Fitriani\n\n"
            + r.choice(["R/ Amlodipine 5 mg no. XXX, S 1 dd 1\nR/ Simvastatin 10 mg no. XXX, S 0-0-1",
                        "R/ Amoxicillin syr 125 mg/5 ml no. I, S 3 dd 1 cth\nR/ Paracetamol syr no. I, S prn",
                        "R/ Cetirizine 10 mg no. X, S 1 dd 1\nR/ Salep hidrokortison 1% no. I"]) + "\n-- det --")


def t_gigi(r, dt):
    return (f"Klinik Gigi Senyum Sehat - Lenteng Agung\nKartu kontrol pasien: Sari Kirana Putri (8 th)\n{_tgl(dt)}: "
            "tambal gigi 75 (geraham susu), fissure sealant 36 & 46\nKontrol berikutnya 6 bulan lagi. Biaya "
            f"{_rp(r, 350000, 650000, 10000)} (tidak ditanggung BPJS, klinik swasta)")


def t_kacamata(r, dt):
    return (f"Optik Melawai - Kartu Garansi & Ukuran\nNama: Rizky Pratama Santoso\nTanggal: {_tgl(dt)}\n"
            f"OD: S -{r.choice(['1.25', '1.50', '1.75'])} C -0.50 x 180\nOS: S -{r.choice(['1.00', '1.25', '1.50'])}\nPD 60 mm\n"
            f"Frame anak TR90 + lensa blue filter: {_rp(r, 850000, 1250000, 10000)}\nKlaim BPJS kacamata 2 tahun sekali.")


def t_imunisasi(r, dt):
    return (f"BULAN IMUNISASI ANAK SEKOLAH (BIAS)\nSDIT Nurul Ilmi - Puskesmas Kel. Ciganjur\n{_tgl(dt)}\n\nYth. Orang tua/wali "
            "murid kelas 2\nAkan dilaksanakan imunisasi Td (tetanus difteri) untuk siswa kelas 2. Mohon membawa "
            "buku KIA/kartu imunisasi. Bila anak sakit, mohon diinformasikan ke wali kelas.\nNama siswa: Sari Kirana Putri")


def t_health_article(r, dt, k):
    return {"hipertensi": "Mengenal Hipertensi: Si Pembunuh Senyap\n\nTekanan darah di atas 140/90 mmHg disebut hipertensi. "
            "Kurangi garam (maksimal 1 sendok teh sehari), rutin berjalan 30 menit, dan periksa tekanan darah di posbindu "
            "setiap bulan. Obat harus diminum teratur walau tidak ada keluhan.",
            "gizi": "Isi Piringku untuk Anak Sekolah - Kementerian Kesehatan\n\nSetengah piring sayur dan buah, sepertiga "
            "makanan pokok, sisanya lauk pauk. Batasi gula, garam, lemak (GGL). Anak usia 7-12 tahun butuh 1.600-2.000 kkal "
            "dan minum air putih 6-8 gelas sehari. Sarapan sebelum berangkat sekolah.",
            "dbd": "Waspada DBD di Musim Hujan\n\nLakukan 3M Plus: menguras, menutup, mendaur ulang, plus abate dan kelambu. "
            "Gejala: demam tinggi mendadak 2-7 hari, bintik merah, nyeri di belakang mata. Fase kritis hari ke-4 sampai ke-6, "
            "banyak minum dan segera periksa trombosit."}[k]

# --------------------------------------------------------------------------- school


def t_sdit_edaran(r, dt):
    return (f"SDIT NURUL ILMI\nJl. Ciganjur Raya No. 40, Jagakarsa\n\nNo. {r.randint(20, 99)}/SDIT-NI/SE/{dt:%m}/{dt.year}\n"
            f"Jakarta, {_tgl(dt)}\nPerihal: {r.choice(['Kegiatan Outing Class Kelas 2', 'Jadwal Penilaian Sumatif Akhir Semester', 'Libur Awal Ramadhan dan Pesantren Kilat', 'Pembagian Rapor Semester Genap'])}\n\n"
            "Assalamualaikum Wr. Wb.\nBapak/Ibu orang tua siswa kelas 2 (termasuk ananda Sari Kirana Putri), dengan ini kami "
            "sampaikan jadwal dan ketentuan kegiatan sebagaimana terlampir. Mohon ananda membawa bekal sendiri dan "
            f"memakai seragam olahraga. Biaya kegiatan {_rp(r, 75000, 250000, 5000)} dibayarkan melalui wali kelas.\n"
            "Wassalamualaikum Wr. Wb.\nKepala Sekolah, Ustadzah Nurlaela, S.Pd.I")


def t_spp(r, dt):
    return (f"SDIT NURUL ILMI - Bukti Pembayaran\nNama siswa: Sari Kirana Putri   Kelas: 2B\nBulan: {_bln(dt)}\n"
            f"SPP: Rp 850.000\nKatering sekolah: Rp 260.000\nJumlah: Rp 1.110.000\nDibayar via VA BSI {r.randint(10**11, 10**12 - 1)}\n"
            f"Tanggal: {_tgl(dt)}  Status: LUNAS")


def t_rapor(r, dt, who="Sari"):
    if who == "Sari":
        head = "SDIT Nurul Ilmi - Laporan Hasil Belajar\nNama: Sari Kirana Putri   Kelas: 2B   Semester: Ganjil"
        subj = ["Pendidikan Agama Islam", "Pendidikan Pancasila", "Bahasa Indonesia", "Matematika", "Seni Budaya", "PJOK",
                "Bahasa Inggris", "Tahfidz Juz 30"]
    else:
        head = "SDN Ciganjur 03 Pagi - Rapor Peserta Didik\nNama: Rizky Pratama Santoso   Kelas: VI   Semester: Ganjil"
        subj = ["Pendidikan Agama Islam", "Pendidikan Pancasila", "Bahasa Indonesia", "Matematika", "IPAS", "Seni Rupa",
                "PJOK", "Bahasa Inggris", "PLBJ"]
    return (f"{head}\nTahun Pelajaran {dt.year - 1}/{dt.year}\n\n" + "\n".join(f"{s}: {r.randint(78, 96)}" for s in subj) +
            f"\n\nSakit: {r.randint(0, 4)}  Izin: {r.randint(0, 2)}  Tanpa keterangan: 0\nCatatan wali kelas: terus semangat belajar.")


def t_les(r, dt):
    return (f"Bimbel Cerdas Prima - Cabang Jagakarsa\nKwitansi pembayaran\nNama siswa: Rizky Pratama Santoso (kelas 6)\n"
            f"Program: reguler SD (Matematika, IPA, B. Indonesia) bulan {_bln(dt)}\nJumlah: Rp 600.000\nTanggal: {_tgl(dt)}")


def t_izin(r, dt):
    return (f"Jakarta, {_tgl(dt)}\n\nKepada Yth.\nWali Kelas 2B SDIT Nurul Ilmi\ndi tempat\n\nAssalamualaikum Wr. Wb.\n"
            "Dengan hormat, saya orang tua dari ananda Sari Kirana Putri kelas 2B memberitahukan bahwa anak kami tidak "
            f"dapat masuk sekolah pada hari ini karena {r.choice(['sakit demam', 'sakit batuk pilek', 'ada acara keluarga di Bogor'])}.\n"
            "Demikian surat izin ini kami sampaikan, atas perhatiannya kami ucapkan terima kasih.\n\nHormat saya,\nDewi Lestari")


def t_perpisahan(r, dt):
    return (f"SDN Ciganjur 03 Pagi\nUndangan Rapat Orang Tua Kelas VI\n{_tgl(dt)}\n\nAgenda: persiapan pelepasan siswa kelas VI, "
            f"iuran kenang-kenangan {_rp(r, 150000, 250000, 10000)}, pengambilan ijazah dan SKL. Acara pelepasan di aula "
            "kelurahan. Mohon kehadiran Bapak/Ibu orang tua/wali murid.")


def t_spmb(r, dt, kind):
    if kind == "juknis":
        return ("PETUNJUK TEKNIS SISTEM PENERIMAAN MURID BARU (SPMB) PROVINSI DKI JAKARTA TAHUN PELAJARAN 2026/2027\n"
                "Dinas Pendidikan Provinsi DKI Jakarta\n\nJenjang SMP: jalur domisili (zonasi RT), afirmasi (KJP Plus, anak "
                "panti, disabilitas), mutasi orang tua/anak guru, dan prestasi (nilai rapor kelas 4-6 semester 1 dan hasil "
                "ASPD, serta prestasi lomba). Pengajuan akun Juni 2026, pendaftaran jalur afirmasi dan domisili sesuai jadwal. "
                "Calon murid paling tinggi berusia 15 tahun pada 1 Juli 2026. Dokumen: akta kelahiran, Kartu Keluarga "
                "minimal 1 tahun, rapor, sertifikat ASPD.")
    if kind == "checklist":
        return ("Berkas SPMB SMP Rizky 2026 - checklist\n[x] KK (terbit 2019, alamat Ciganjur) scan warna\n[x] Akta kelahiran\n"
                "[x] Rapor kelas 4, 5, 6 sem 1 - legalisir sekolah\n[x] Sertifikat ASPD (nilai 78,4)\n[x] Piagam juara 2 silat "
                "tingkat kota\n[ ] Surat keterangan domisili (kelurahan) - ambil Senin\n[ ] Pengajuan akun di spmb.jakarta.go.id\n"
                "Pilihan: 1) SMPN 238  2) SMPN 166  3) SMPN 98   cadangan swasta: SMP Islam Al-Hidayah")
    if kind == "domisili":
        return (f"PEMERINTAH PROVINSI DKI JAKARTA\nKELURAHAN CIGANJUR - KECAMATAN JAGAKARSA\n\nSURAT KETERANGAN DOMISILI\n"
                f"Nomor: {r.randint(100, 999)}/1.755.2/{dt.year}\n\nYang bertanda tangan di bawah ini Lurah Ciganjur menerangkan "
                f"bahwa:\nNama: Rizky Pratama Santoso\nTempat/tgl lahir: Jakarta, 9 Maret 2013\nAlamat: {HOME}\n"
                "benar berdomisili di alamat tersebut sejak 2019.\nSurat keterangan ini dibuat untuk keperluan pendaftaran "
                f"SPMB jenjang SMP tahun pelajaran 2026/2027.\n\nJakarta, {_tgl(dt)}\nLurah Ciganjur")
    if kind == "akun":
        return (f"SPMB DKI Jakarta 2026 - Bukti Pengajuan Akun\nNomor pengajuan: 2026-SMP-{r.randint(10**6, 10**7 - 1)}\n"
                "Nama calon murid: RIZKY PRATAMA SANTOSO\nNISN: 0138826514\nAsal sekolah: SDN Ciganjur 03 Pagi\n"
                f"Tanggal: {_tgl(dt)}\nStatus: menunggu verifikasi. Token dan PIN akan dikirim ke email orang tua setelah verifikasi.")
    if kind == "pilihan":
        return ("Perbandingan SMP negeri untuk Rizky (jalur domisili & prestasi)\nSekolah;Jarak dari rumah;Passing grade 2025;Catatan\n"
                "SMPN 238;1,2 km;RT sama kelurahan;ekskul silat ada\nSMPN 166;2,8 km;nilai 80,5;bisa naik angkot\n"
                "SMPN 98;3,5 km;nilai 84,1;favorit, berat\nSMP Islam Al-Hidayah (swasta);1,9 km;tes masuk;uang pangkal 9 jt")
    return ("ASPD 2026 - Sertifikat Hasil Asesmen Standardisasi Pendidikan Daerah\nNama: Rizky Pratama Santoso\n"
            "Sekolah: SDN Ciganjur 03 Pagi\nLiterasi: 81,0  Numerasi: 75,8  Rata-rata: 78,4\nDigunakan untuk SPMB jalur prestasi 2026.")


def t_tk(r, dt, kind):
    if kind == "rapor":
        return (f"TK Islam Permata Hati - Laporan Perkembangan Anak\nNama: Sari Kirana Putri  Kelompok B\nSemester genap {dt.year - 1}/{dt.year}\n"
                "Nilai agama & moral: berkembang sangat baik (hafal 10 surat pendek)\nMotorik: berkembang sesuai harapan\n"
                "Bahasa & keaksaraan: mulai membaca suku kata\nSosial emosional: mandiri, suka membantu teman")
    return (f"TK Islam Permata Hati\nUndangan Wisuda & Pentas Seni Kelompok B\nTanggal: {_tgl(dt)}\nAnanda Sari Kirana Putri "
            "diharapkan hadir pukul 07.30 memakai toga yang dibagikan sekolah. Iuran wisuda Rp 350.000.")


def t_soal(r, dt):
    return ("Latihan Soal Matematika Kelas 6 - Persiapan ASPD\n1. Hasil dari 3/4 + 2/5 adalah ...\n2. Sebuah kubus memiliki "
            "volume 2.744 cm3. Panjang rusuknya ...\n3. Modus dari data 7, 8, 8, 9, 6, 8, 7 adalah ...\n4. KPK dari 12 dan 18 ...\n"
            "5. Debit air 30 liter/menit, waktu mengisi bak 900 liter ...")

# --------------------------------------------------------------------------- vehicles


def t_pajak_kendaraan(r, dt, which):
    plat, jenis = {"mobil": ("B 1947 SKT", "TOYOTA AVANZA 1.3 G M/T 2019, warna silver"),
                   "motor": ("B 3318 TKV", "HONDA VARIO 125 CBS 2021, warna hitam")}[which]
    return (f"SURAT KETETAPAN PAJAK DAERAH (SKPD) PKB/BBN-KB DAN SWDKLLJ\nSamsat Jakarta Selatan - Bapenda DKI Jakarta\n"
            f"No. Polisi: {plat}\nNama pemilik: BUDI SANTOSO\nAlamat: {HOME}\nMerek/tipe: {jenis}\n"
            f"PKB: {_rp(r, 2400000, 2900000, 100) if which == 'mobil' else _rp(r, 300000, 380000, 100)}\nSWDKLLJ: {_rpv(143000 if which == 'mobil' else 35000)}\n"
            f"Berlaku s.d.: {_tgl(dt.replace(year=dt.year + 1))}\nDibayar melalui SIGNAL / e-Samsat pada {_tgl(dt)}")


def t_servis_mobil(r, dt):
    km = r.randint(62000, 78000)
    return (f"AUTO2000 Cilandak - Invoice Servis\nNo. Polisi: B 1947 SKT  Toyota Avanza 2019\nTanggal: {_tgl(dt)}  KM: {km}\n"
            f"Servis berkala {km // 10000 * 10000} km: ganti oli mesin & filter, periksa rem, spooring\n"
            f"Ganti kampas rem depan: {_rp(r, 450000, 650000, 1000)}\nTotal: {_rp(r, 1400000, 2600000, 1000)}\nServis berikutnya: {km + 10000} km")


def t_asuransi_mobil(r, dt):
    return (f"POLIS ASURANSI KENDARAAN BERMOTOR\nAsuransi Astra - Garda Oto\nNo. Polis: 01-M-{r.randint(10**7, 10**8 - 1)}\n"
            f"Tertanggung: Budi Santoso\nKendaraan: Toyota Avanza 1.3 G 2019, B 1947 SKT\nJaminan: Comprehensive (All Risk)\n"
            f"Harga pertanggungan: {_rp(r, 150000000, 170000000, 1000000)}\nPeriode: {_tgl(dt)} - {_tgl(dt.replace(year=dt.year + 1))}\n"
            f"Premi: {_rp(r, 3600000, 4300000, 1000)}\nRisiko sendiri Rp 300.000 per kejadian.")


def t_servis_motor(r, dt):
    return (f"AHASS 0912 Jagakarsa - Nota Servis\nHonda Vario 125 - B 3318 TKV\nTgl: {_tgl(dt)}\nServis lengkap, ganti oli MPX2, "
            f"ganti kampas rem belakang\nTotal: {_rp(r, 120000, 260000, 1000)}")


def t_etle(r, dt):
    return (f"KEPOLISIAN NEGARA REPUBLIK INDONESIA - DIREKTORAT LALU LINTAS POLDA METRO JAYA\nSURAT KONFIRMASI ETLE\n"
            f"Nomor referensi: {r.randint(10**9, 10**10 - 1)}\nKendaraan: B 1947 SKT (Toyota Avanza)\nPelanggaran: menggunakan "
            f"ponsel saat mengemudi, Jl. TB Simatupang, {_tgl(dt - timedelta(days=5))} 07:42\nMohon konfirmasi melalui etle-pmj.id "
            "dalam 8 hari, bila tidak STNK dapat diblokir sementara.")


def t_motor_lunas(r, dt):
    return (f"PT Adira Dinamika Multi Finance Tbk\nSURAT KETERANGAN LUNAS\nTanggal: {_tgl(dt)}\n\nMenerangkan bahwa konsumen "
            "DEWI LESTARI dengan No. Kontrak 0211-2019-0044871 untuk kendaraan Honda Beat 2019 (B 4420 SJU) telah melunasi "
            "seluruh kewajiban angsuran (36 bulan). BPKB dapat diambil di kantor cabang Pasar Minggu dengan membawa KTP asli.")


def t_jual_supra(r, dt):
    return (f"KWITANSI JUAL BELI MOTOR\nTelah terima dari: Sdr. Agus Salim\nUang sebesar: Rp 4.750.000\nUntuk pembayaran: "
            "1 unit sepeda motor Honda Supra X 125 tahun 2011, B 6631 SFE, warna hitam, lengkap STNK & BPKB a.n. Budi Santoso.\n"
            f"Kendaraan dijual dalam kondisi apa adanya.\nJakarta, {_tgl(dt)}\nPenjual: Budi Santoso")

# --------------------------------------------------------------------------- community


def t_arisan(r, dt):
    names = ["Bu Sri", "Bu Ani", "Bu Yuli", "Bu Ratna", "Bu Eka", "Bu Lina", "Bu Tuti", "Bu Dewi", "Bu Nita", "Bu Wati",
             "Bu Rosa", "Bu Ida", "Bu Fitri", "Bu Mega", "Bu Rina", "Bu Susi"]
    rows = ["No;Nama;Setoran;Keterangan"] + [f"{i};{n};500000;{r.choice(['lunas', 'lunas', 'lunas', 'transfer', 'belum'])}"
                                              for i, n in enumerate(names, 1)]
    return (f"ARISAN IBU-IBU RT 05 - putaran {_bln(dt)}\n" + "\n".join(rows) +
            f"\nPemenang kocokan bulan ini: {r.choice(names)}\nTotal: Rp 8.000.000. Tempat arisan bulan depan di rumah {r.choice(names)}.\n"
            "Bendahara: Dewi")


def t_taklim(r, dt):
    return (f"Majelis Taklim Al-Ikhlas - Masjid Al-Ikhlas Ciganjur\nJadwal pengajian ibu-ibu {_bln(dt)}\n"
            "Setiap Kamis ba'da Ashar\nMinggu 1: Tafsir Juz 'Amma - Ustadz H. Abdul Karim\nMinggu 2: Fiqih wanita - Ustadzah Hj. Maryam\n"
            "Minggu 3: Tahsin Al-Qur'an\nMinggu 4: Kajian hadits Arbain + arisan majelis\nKonsumsi bergilir per RT, RT 05: minggu ke-3")


def t_infaq(r, dt):
    return (f"Laporan Kas Majelis Taklim Al-Ikhlas - {_bln(dt)}\nSaldo awal;{_num(r, 2000000, 5000000, 1000)}\n"
            f"Infaq pengajian;{_num(r, 600000, 1200000, 1000)}\nHonor ustadz;{_num(r, 600000, 900000, 50000)}\n"
            f"Konsumsi;{_num(r, 200000, 400000, 1000)}\nSantunan anak yatim;{_num(r, 500000, 1000000, 50000)}\nDilaporkan oleh pengurus.")


def t_hut(r, dt, kind):
    if kind == "proposal":
        return ("PROPOSAL KEGIATAN PERINGATAN HUT KE-81 REPUBLIK INDONESIA\nRT 005 / RW 003 Kelurahan Ciganjur\n\n"
                "Tema: Bersatu Berdaulat, Warga Guyub\nWaktu: Minggu, 16 Agustus 2026 (lomba) dan malam tirakatan 16 Agustus\n"
                "Susunan panitia: Ketua Pak Heru, Sekretaris Bu Nita, Bendahara Bu Ida, Seksi konsumsi Bu Dewi, Seksi lomba Pak Joko\n"
                f"Anggaran: lomba & hadiah {_rp(r, 3000000, 4000000, 50000)}, konsumsi {_rp(r, 2500000, 3500000, 50000)}, "
                "dekorasi & umbul-umbul Rp 1.200.000\nSumber dana: iuran warga Rp 50.000/KK, donatur, kas RT")
    if kind == "konsumsi":
        return ("Seksi konsumsi HUT RI 81 RT 05 (Bu Dewi)\n- Lomba anak pagi: snack box 120 (kue + air) \n"
                "- Malam tirakatan: nasi tumpeng besar 2, nasi box 150, wedang jahe\n- Minta Bu Ani & Bu Tuti bantu bungkus\n"
                "- Anggaran konsumsi dari panitia: Rp 3.000.000 (harga modal, tidak ambil untung)")
    return (f"UNDANGAN RAPAT\nKepada Yth. Bapak/Ibu warga RT 005\nDalam rangka persiapan HUT RI ke-81, dimohon hadir pada rapat "
            f"panitia hari Sabtu, {_tgl(dt + timedelta(days=5))}, pukul 19.30 WIB di rumah Ketua RT.\nAcara: pembentukan seksi, "
            "rencana lomba, iuran warga.\nKetua RT 005, Heru Prasetyo")


def t_qurban(r, dt, kind):
    if kind == "laporan":
        return ("LAPORAN PANITIA QURBAN 1446 H - Masjid Al-Ikhlas Ciganjur\nIdul Adha 6 Juni 2025\nHewan: sapi 4 ekor, kambing 17 ekor\n"
                "Daging dibagikan: 780 kantong ke warga RW 03 dan 2 panti asuhan\nSisa dana operasional Rp 1.350.000 dikembalikan ke kas masjid.\n"
                "Panitia dibubarkan. Terima kasih seluruh relawan.")
    return ("Daftar pekurban 1446 H (Masjid Al-Ikhlas)\nSapi 1: Pak Heru, Pak Joko, Pak Budi Santoso, H. Syamsul, Bu Ida, Pak Asep, Pak Dani\n"
            "Kambing: Keluarga Budi/Dewi (1), H. Romli (2), Bu Ratna (1) ...\nSeksi konsumsi panitia: Bu Dewi (masak gulai untuk panitia)")

# --------------------------------------------------------------------------- travel


AGENCY = "PT Amanah Mulia Tour & Travel (PPIU No. U.412 Tahun 2019)\nJl. Raya Pasar Minggu No. 17, Jakarta Selatan"


def t_umroh(r, dt, kind):
    if kind == "brosur":
        return (f"{AGENCY}\n\nPAKET UMROH LIBURAN SEKOLAH DESEMBER 2026 - 12 HARI\nKeberangkatan: 19 Desember 2026 (Saudia, CGK-JED)\n"
                "Hotel Makkah: Elaf Kinda (bintang 5, 100 m) | Madinah: Dallah Taibah (bintang 4)\nHarga quad: Rp 34.500.000/orang\n"
                "Termasuk: tiket PP, visa, hotel, makan 3x, muthawwif, manasik 3 kali, perlengkapan, city tour Thaif\n"
                "Tidak termasuk: paspor, vaksin meningitis, kelebihan bagasi")
    if kind == "daftar":
        return (f"FORMULIR PENDAFTARAN JAMAAH UMROH\n{AGENCY}\nProgram: Umroh Desember 2026 (12 hari)\n\n"
                "1. Budi Santoso - L - 44 th\n2. Dewi Lestari - P - 40 th\n3. Rizky Pratama Santoso - L - 13 th\n4. Sari Kirana Putri - P - 8 th\n"
                "Kamar: quad (1 kamar keluarga)\nMahram: Budi Santoso (suami/ayah)\nKontak darurat: Hj. Sumarni (ibu Dewi), 0813-1190-2231")
    if kind == "dp":
        return (f"KWITANSI\n{AGENCY}\n\nNo. AMT/{dt:%y%m}/{r.randint(100, 999)}\nTelah terima dari: Bpk. Budi Santoso\n"
                f"Uang sejumlah: Rp 20.000.000\nUntuk pembayaran: DP umroh 4 jamaah keberangkatan 19 Desember 2026\n"
                f"Sisa: Rp 118.000.000, pelunasan paling lambat 45 hari sebelum keberangkatan.\nJakarta, {_tgl(dt)}")
    if kind == "cicilan":
        paid = r.choice([30000000, 38000000, 46000000])
        return (f"Rekap pembayaran umroh keluarga (Amanah Mulia)\nTotal 4 x 34.500.000 = 138.000.000\nDP Januari;20.000.000\n"
                f"Cicilan Feb-Mei;{paid - 20000000}\nSudah bayar;{paid}\nSisa;{138000000 - paid}\nTarget lunas: 4 November 2026\n"
                "Tabungan umroh Rp 8 jt/bulan dari gaji Budi + laba catering")
    if kind == "paspor":
        return (f"M-PASPOR - Bukti Pengajuan Permohonan\nKantor Imigrasi Kelas I Non TPI Jakarta Selatan\nKode permohonan: "
                f"{r.randint(10**9, 10**10 - 1)}\nNama pemohon: {r.choice(['RIZKY PRATAMA SANTOSO', 'SARI KIRANA PUTRI'])}\n"
                f"Jenis: paspor biasa elektronik 5 tahun (anak)\nJadwal kedatangan: {_tgl(dt + timedelta(days=9))} pukul 09.00-10.00 WIB\n"
                "Bawa: KTP orang tua, KK, akta kelahiran, buku nikah orang tua, paspor lama (bila ada). Kedua orang tua wajib hadir.")
    if kind == "vaksin":
        return ("Info dari travel: vaksin meningitis (ICV) wajib untuk umroh.\nTempat: Balai Besar Kekarantinaan Kesehatan Soekarno-Hatta "
                "/ klinik yang ditunjuk. Daftar online di sinkarkes.kemkes.go.id, biaya sekitar Rp 350.000/orang.\nRencana: "
                "suntik Oktober 2026 (berlaku 3-5 tahun), bawa paspor. Tanya dokter untuk Sari (8 th) boleh atau tidak.")
    if kind == "manasik":
        return (f"{AGENCY}\n\nJADWAL MANASIK UMROH - Rombongan 19 Desember 2026\nManasik 1: Minggu 13 September 2026, 08.00, Aula kantor\n"
                "Manasik 2: Minggu 18 Oktober 2026 (praktik thawaf & sa'i, miniatur Ka'bah)\nManasik 3: Minggu 29 November 2026 "
                "+ pembagian koper, kain ihram, mukena, buku doa\nPembimbing: KH. Ahmad Mursyid, Lc.")
    if kind == "packing":
        return ("Barang bawaan umroh (draft)\n- Kain ihram 2 set (Budi, Rizky), mukena 3\n- Sandal jepit + tas sandal\n"
                "- Obat: paracetamol, obat batuk, plester, vitamin, obat darah tinggi Dewi\n- Botol semprot air, masker, sunblock\n"
                "- Fotokopi paspor & visa, uang riyal secukupnya\n- Power bank, colokan universal\n- Sari: boneka kecil, buku mewarnai")
    return (f"From: Amanah Mulia Tour <cs@amanahmulia-tour.co.id>\nTo: budi.santoso82@gmail.com\nDate: {dt:%a, %d %b %Y} 09:30:00 +0700\n"
            "Subject: Konfirmasi seat umroh 19 Desember 2026 - Keluarga Budi Santoso\n\nAssalamualaikum Bapak Budi,\n\n"
            "Seat 4 jamaah keluarga Bapak sudah kami konfirmasi di grup 19 Desember 2026. Mohon upload scan paspor paling "
            "lambat 30 September 2026 untuk proses visa. Jadwal manasik terlampir.\n\nWassalam,\nCustomer Service Amanah Mulia\n")


def t_trip(r, dt, kind):
    if kind == "kai":
        return (f"KAI Access - E-Tiket\nKode booking: {r.choice('ABCDEFGHJK')}{r.randint(100000, 999999)}\nKA Taksaka (Eksekutif)\n"
                f"Gambir - Yogyakarta, {_tgl(dt)} 08:50 - 15:05\nPenumpang: Budi Santoso, Dewi Lestari, Rizky Pratama Santoso, "
                "Sari Kirana Putri\nTotal: Rp 2.640.000\nMudik Lebaran ke rumah Eyang di Klaten - lanjut mobil jemputan.")
    if kind == "bali":
        return (f"Traveloka - Voucher Hotel\nKode pemesanan: {r.randint(10**9, 10**10 - 1)}\nThe Kuta Beach Heritage Hotel, Bali\n"
                f"Check-in: {_tgl(dt)}  Check-out: {_tgl(dt + timedelta(days=4))}\n1 kamar Family Room, sarapan 4 orang\n"
                "Tamu: Dewi Lestari\nTotal dibayar: Rp 5.860.000")
    if kind == "bandung":
        return (f"Villa Kota Bunga Puncak - Konfirmasi sewa\nTanggal: {_tgl(dt)} (2 malam)\n3 kamar, kolam renang, BBQ\nHarga: "
                "Rp 3.200.000, DP Rp 1.000.000 sudah ditransfer. Pelunasan saat check-in. Liburan keluarga + keluarga Mbak Yuni.")
    return (f"Rincian biaya mudik Lebaran {dt.year}\nBensin & tol Jakarta-Klaten PP;{_num(r, 1600000, 2100000, 1000)}\n"
            f"Oleh-oleh;{_num(r, 800000, 1500000, 1000)}\nAmplop lebaran ponakan;{_num(r, 1500000, 2500000, 50000)}\nSelesai.")

# --------------------------------------------------------------------------- family and career


def t_kk(r, dt):
    return (f"KARTU KELUARGA\nNo. 3174 0918 0719 0042\nNama kepala keluarga: BUDI SANTOSO\nAlamat: {HOME}\nDikeluarkan tanggal: {_tgl(dt)}\n\n"
            "1. BUDI SANTOSO - Kepala Keluarga - L - Jakarta, 14-03-1982 - Islam - S1 - PNS\n"
            "2. DEWI LESTARI - Istri - P - Klaten, 06-02-1986 - Islam - S1 - Wiraswasta\n"
            "3. RIZKY PRATAMA SANTOSO - Anak - L - Jakarta, 09-03-2013 - Islam - Pelajar\n"
            "4. SARI KIRANA PUTRI - Anak - P - Jakarta, 21-11-2017 - Islam - Pelajar\n"
            "Kepala Dinas Kependudukan dan Pencatatan Sipil Provinsi DKI Jakarta")


def t_akta(r, dt, who):
    n, tg, anak = {"sari": ("SARI KIRANA PUTRI", "dua puluh satu November dua ribu tujuh belas", "kedua"),
                   "rizky": ("RIZKY PRATAMA SANTOSO", "sembilan Maret dua ribu tiga belas", "pertama")}[who]
    return (f"KUTIPAN AKTA KELAHIRAN\nNo. 3174-LT-{r.randint(10**7, 10**8 - 1)}\n\nBerdasarkan Akta Kelahiran Nomor ... bahwa di Jakarta "
            f"pada tanggal {tg} telah lahir {n}, anak {anak}, perempuan/laki-laki dari suami-istri BUDI SANTOSO dan DEWI LESTARI.\n"
            "Kepala Dinas Kependudukan dan Pencatatan Sipil Provinsi DKI Jakarta")


def t_nikah(r, dt):
    return ("KUTIPAN AKTA NIKAH (Buku Nikah)\nKantor Urusan Agama Kecamatan Klaten Tengah\nNomor: 0412/041/VI/2011\n\n"
            "Pada hari Sabtu tanggal 11 Juni 2011 telah dilangsungkan akad nikah antara BUDI SANTOSO bin SUPARMAN dan "
            "DEWI LESTARI binti H. MARDIYANTO, dengan mas kawin seperangkat alat sholat dan emas 10 gram dibayar tunai.\n"
            "Wali nikah: H. Mardiyanto (ayah kandung)")


def t_ijazah(r, dt):
    return ("UNIVERSITAS SEBELAS MARET\nIJAZAH\nDengan ini menyatakan bahwa DEWI LESTARI, lahir di Klaten tanggal 6 Februari 1986, "
            "telah menyelesaikan Program Sarjana pada Fakultas Ekonomi dan Bisnis, Program Studi Akuntansi, dan kepadanya "
            "diberikan gelar SARJANA EKONOMI (S.E.) beserta hak dan kewajiban yang melekat. Surakarta, 28 Agustus 2008")


def t_bni(r, dt, kind):
    if kind == "slip":
        return (f"PT BANK NEGARA INDONESIA (PERSERO) TBK\nSLIP GAJI - {_bln(dt).upper()}\nNama: DEWI LESTARI  NPP: 58211\n"
                "Jabatan: Customer Service Supervisor - KCU Tebet\n"
                f"Gaji pokok: {_rp(r, 6800000, 7400000, 1)}\nTunjangan jabatan: {_rp(r, 2200000, 2600000, 1)}\n"
                f"Tunjangan transport & makan: {_rp(r, 1300000, 1600000, 1)}\nPotongan BPJS & pensiun: {_rp(r, 500000, 700000, 1)}\n"
                f"PPh 21: {_rp(r, 300000, 480000, 1)}\nGaji bersih ditransfer ke Taplus 0219 448 310")
    if kind == "resign":
        return (f"Jakarta, {_tgl(dt)}\n\nKepada Yth.\nPemimpin Cabang BNI KCU Tebet\nu.p. Bagian SDM\n\nPerihal: Pengunduran diri\n\n"
                "Dengan hormat,\nSaya yang bertanda tangan di bawah ini, Dewi Lestari (NPP 58211), Customer Service Supervisor, "
                "dengan ini mengajukan pengunduran diri terhitung 31 Agustus 2018, karena ingin fokus mengurus keluarga dan "
                "merintis usaha sendiri.\nSaya mengucapkan terima kasih atas kesempatan berkarier selama sepuluh tahun di BNI.\n\n"
                "Hormat saya,\nDewi Lestari")
    if kind == "paklaring":
        return ("PT BANK NEGARA INDONESIA (PERSERO) TBK\nSURAT KETERANGAN KERJA\nNo. KTB/3/SDM/1184/2018\n\nMenerangkan bahwa "
                "Dewi Lestari, NPP 58211, telah bekerja di PT Bank Negara Indonesia (Persero) Tbk sejak 1 Oktober 2008 sampai "
                "31 Agustus 2018 dengan jabatan terakhir Customer Service Supervisor di KCU Tebet. Selama bekerja yang "
                "bersangkutan menunjukkan dedikasi dan loyalitas yang baik. Berhenti atas permintaan sendiri.")
    if kind == "jht":
        return (f"BPJS KETENAGAKERJAAN\nBukti Pembayaran Klaim Jaminan Hari Tua (JHT)\nTanggal: {_tgl(dt)}\nNama: DEWI LESTARI\n"
                f"KPJ: 08{r.randint(10**8, 10**9 - 1)}\nPerusahaan terakhir: PT Bank Negara Indonesia (Persero) Tbk\n"
                f"Sebab klaim: mengundurkan diri\nSaldo JHT dibayarkan: {_rp(r, 68000000, 82000000, 1)}\nDitransfer ke rekening BCA 5270 418 362")
    if kind == "sk":
        return (f"SURAT KEPUTUSAN\nNo. KP/2/{r.randint(1000, 9999)}/{dt.year}\nTentang pengangkatan Dewi Lestari (NPP 58211) "
                f"sebagai Customer Service Supervisor KCU Tebet terhitung mulai {_tgl(dt)}, dengan grade jabatan 08.\n"
                "Ditetapkan di Jakarta oleh Divisi Human Capital PT Bank Negara Indonesia (Persero) Tbk")
    if kind == "training":
        return (f"SERTIFIKAT\nBNI Corporate University\nDiberikan kepada Dewi Lestari atas partisipasi dalam pelatihan "
                f"'Service Excellence & Complaint Handling' tanggal {_tgl(dt)}, 24 jam pelajaran.")
    return ("CURRICULUM VITAE\nDewi Lestari, S.E.\nPendidikan: S1 Akuntansi Universitas Sebelas Maret (2004-2008)\n"
            "Pengalaman: PT Bank Negara Indonesia - Customer Service (2008-2013), Customer Service Supervisor KCU Tebet (2013-2018)\n"
            "Keahlian: pelayanan nasabah, produk dana, Microsoft Office")

# --------------------------------------------------------------------------- cooking, religion, books


RECIPES = {
    "rendang": ("Rendang Daging Padang (untuk 2 kg daging)", "Bumbu halus: 250 g cabai merah, 20 bawang merah, 10 bawang putih, "
                "jahe, lengkuas, kunyit. Santan dari 6 butir kelapa. Masak santan dengan bumbu, daun kunyit, serai, asam kandis "
                "hingga berminyak, masukkan daging, aduk api kecil 4-5 jam hingga kering dan hitam kecokelatan."),
    "liwet": ("Nasi Liwet Sunda", "1 kg beras, 1,3 L air, 2 batang serai, 5 lembar daun salam, 10 bawang merah iris, ikan teri "
              "medan goreng, minyak bekas menumis. Masak di kastrol, beri petai dan cabai rawit utuh saat nasi hampir matang."),
    "ayam": ("Ayam Bakar Madu", "Ungkep 1 ekor ayam dengan bumbu kuning dan air kelapa 45 menit. Olesan: 3 sdm madu, 3 sdm kecap "
             "manis, 1 sdm margarin, sedikit air jeruk nipis. Bakar di teflon atau arang sambil dioles berkali-kali."),
    "matah": ("Sambal Matah Bali", "Iris tipis 10 bawang merah, 10 cabai rawit, 3 batang serai bagian putih, 4 lembar daun jeruk. "
              "Tambah garam, gula, terasi bakar sedikit, perasan jeruk limau, siram 5 sdm minyak kelapa panas."),
    "lapis": ("Lapis Legit Wisman", "30 kuning telur, 350 g gula halus, 400 g butter Wisman, 100 g terigu, 2 sdt bumbu spekuk. "
              "Panggang selapis demi selapis dengan api atas 180 derajat, tekan tiap lapisan dengan penekan."),
    "pandan": ("Bolu Pandan Lembut", "6 telur, 150 g gula, 1 sdt SP, 150 g terigu, 150 ml santan + jus pandan suji, 100 ml minyak. "
               "Kocok telur, gula, SP hingga kental berjejak, masukkan terigu, lalu campuran santan minyak. Oven 170 derajat 35 menit."),
    "soto": ("Soto Betawi Susu", "1 kg daging sandung lamur, bumbu halus bawang merah, bawang putih, kemiri, jahe, ketumbar. Kuah "
             "santan 500 ml + susu cair 250 ml. Sajikan dengan emping, tomat, kentang goreng, daun bawang, acar."),
    "brownies": ("Brownies Kukus Chocolatos", "4 telur, 150 g gula, 1 sdt SP, 100 g terigu, 3 sachet Chocolatos, 50 g cokelat bubuk, "
                 "150 ml minyak + 100 g DCC leleh. Kukus 30 menit, bagi dua lapis dengan olesan selai."),
    "nastar": ("Nastar Klasik Lumer", "500 g terigu protein rendah, 250 g margarin, 100 g butter, 3 kuning telur, 60 g gula halus, "
               "susu bubuk 2 sdm. Selai nanas masak sendiri dari 3 nanas madu. Oven 140 derajat 40 menit, olesi kuning telur."),
}


def t_resep_txt(r, dt, k):
    title, body = RECIPES[k]
    return f"{title}\n\n{body}\n\nCatatan: sumber dari grup resep / cookpad, sudah dicoba {_bln(dt)}."


def t_kajian(r, dt, k):
    if k == "zakat":
        return (f"Catatan kajian - Zakat Profesi dan Zakat Usaha ({_tgl(dt)}, Masjid Al-Ikhlas, Ustadz H. Abdul Karim)\n"
                "- Nishab zakat maal setara 85 gram emas, haul 1 tahun\n- Zakat perdagangan: (aset lancar + piutang - utang jatuh "
                "tempo) x 2,5%\n- Usaha katering: alat masak tidak dihitung, stok bahan & kas dihitung\n- Boleh dibayar lewat BAZNAS / LAZ")
    return (f"Catatan kajian - Keutamaan Sedekah Subuh ({_tgl(dt)})\n- Malaikat mendoakan orang yang bersedekah di pagi hari\n"
            "- Sedekah tidak mengurangi harta\n- Mulai dari yang kecil tapi rutin (amalan yang paling dicintai Allah)")


def t_doa(r, dt):
    return ("KUMPULAN DOA HARIAN ANAK MUSLIM\nDoa sebelum makan: Allahumma baarik lanaa fiimaa razaqtanaa wa qinaa 'adzaaban naar\n"
            "Doa sesudah makan: Alhamdulillahilladzi ath'amanaa wa saqaanaa wa ja'alanaa muslimiin\nDoa sebelum tidur: Bismika "
            "Allahumma ahyaa wa bismika amuut\nDoa keluar rumah: Bismillahi tawakkaltu 'alallah, laa haula wa laa quwwata illaa billaah")

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

    def stamp(age: float, fmt: str) -> str:
        return (NOW - timedelta(days=age, seconds=r.randint(0, 40_000))).strftime(fmt)

    def lock(rel: str, age: float) -> None:
        add(rel, L, "System", age, b"\x0cDewi Lestari" + b"\x00" * 40 + b"\x0cD\x00e\x00w\x00i\x00" + b"\x00" * 96)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    ini = (b"\xff\xfe" + "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n"
           "IconResource=%SystemRoot%\\system32\\imageres.dll,-183\r\n".encode("utf-16-le"))

    # ---------------------------------------------------------------- Dapur Dewi Catering (Areas)
    C = "Dokumen/Dapur Dewi Catering"
    add(f"{C}/Daftar Harga 2026.pdf", A, "Catering", 150, lambda r, dt: t_daftar_harga(r, dt, 2026))
    add(f"{C}/Daftar Harga 2026.docx", A, "Catering", 152, lambda r, dt: t_daftar_harga(r, dt, 2026))
    lock(f"{C}/~$Daftar Harga 2026.docx", 2)
    add(f"{C}/Daftar Harga 2025 (lama).pdf", A, "Catering", 515, lambda r, dt: t_daftar_harga(r, dt, 2025))
    add(f"{C}/Menu Prasmanan Paket A.docx", A, "Catering", 205, lambda r, dt: t_menu_prasmanan(r, dt, "A"))
    add(f"{C}/Menu Prasmanan Paket B.docx", A, "Catering", 204, lambda r, dt: t_menu_prasmanan(r, dt, "B"))
    png = lambda r, dt: _png(r)  # noqa: E731
    add(f"{C}/logo dapur dewi.png", A, "Catering", 900, png)
    add(f"{C}/QRIS Dapur Dewi.png", A, "Catering", 410, png)
    for name, age, menu in [("HPP Nasi Box Ayam Bakar.xlsx", 62, "Nasi Box Ayam Bakar Madu"),
                            ("HPP Rendang 2026.xlsx", 58, "Nasi Box Rendang Daging"),
                            ("HPP Nasi Liwet.xlsx", 310, "Nasi Liwet Komplit"),
                            ]:
        add(f"{C}/Menu & Harga/{name}", A, "Catering", age, lambda r, dt, m=menu: t_hpp(r, dt, m))
    for name, age, cust in [("Pesanan Bu Ratna arisan 12 Mei.docx", 24, CUSTOMERS[0]),
                            ("Pesanan Kelurahan rapat RW.docx", 40, CUSTOMERS[1]),
                            ("Pesanan aqiqah H Syamsul.docx", 33, CUSTOMERS[4]),
                            ("Pesanan tahlilan Bu Yuli.docx", 19, CUSTOMERS[5]),
                            ("Pesanan Kemen PU rapat koordinasi.docx", 6, CUSTOMERS[9])]:
        add(f"{C}/Pesanan 2026/{name}", A, "Catering", age, lambda r, dt, c=cust: t_pesanan(r, dt, c))
    for i, (age, cust) in enumerate([(140, 2), (101, 7), (63, 9), (45, 0), (17, 5), (8, 6)]):
        dt = NOW - timedelta(days=age)
        add(f"{C}/Faktur 2026/INV-DDC-{dt:%Y-%m}-{12 + i * 7:03d}.pdf", A, "Catering", age,
            lambda r, dt, c=cust, n=12 + i * 7: t_faktur(r, dt, CUSTOMERS[c], n))
    for i, age in enumerate([330, 240, 170]):
        dt = NOW - timedelta(days=age)
        add(f"{C}/Faktur 2025/Faktur {BULAN[dt.month - 1]} {dt.year}.pdf", A, "Catering", age,
            lambda r, dt, n=20 + i: t_faktur(r, dt, None, n))
    add(f"{C}/Kwitansi/kwitansi pelunasan kelurahan.pdf", A, "Catering", 38, lambda r, dt: t_kwitansi_catering(r, dt, CUSTOMERS[1]))
    add(f"{C}/Kwitansi/kwitansi aqiqah H Syamsul.pdf", A, "Catering", 30, lambda r, dt: t_kwitansi_catering(r, dt, CUSTOMERS[4]))
    add(f"{C}/Supplier/Daftar supplier tetap.docx", A, "Catering", 88, t_supplier_halal_list)
    add(f"{C}/Supplier/nota H Mansur April.pdf", A, "Catering", 45, lambda r, dt: t_nota_supplier(r, dt, 1))
    add(f"{C}/Supplier/nota kemasan Jaya Abadi.pdf", A, "Catering", 27, lambda r, dt: t_nota_supplier(r, dt, 4))
    for age in (9, 4):
        photo(f"{C}/Supplier/nota ayam pak darto {stamp(age, '%Y-%m-%d')}.jpg", A, "Catering", age)
    add(f"{C}/Karyawan/Gaji Karyawan April 2026.xlsx", A, "Catering", 31, t_gaji)
    add(f"{C}/Karyawan/Gaji Karyawan Mei 2026.xlsx", A, "Catering", 1, t_gaji)
    add(f"{C}/Karyawan/Absensi Mei 2026.xlsx", A, "Catering", 3, t_absensi)
    add(f"{C}/Karyawan/Kontrak kerja Sumiati.docx", A, "Catering", 700, lambda r, dt: t_kontrak_karyawan(r, dt, STAFF[0]))
    add(f"{C}/Karyawan/Kontrak kerja Tini.docx", A, "Catering", 480, lambda r, dt: t_kontrak_karyawan(r, dt, STAFF[1]))
    add(f"{C}/Karyawan/THR 2026.xlsx", A, "Catering", 78, t_thr)
    for name, age in [("Buku Kas Desember 2025.xlsx", 152),
                      ("Buku Kas April 2026.xlsx", 31), ("Buku Kas Mei 2026.xlsx", 0.5)]:
        add(f"{C}/Pembukuan/{name}", A, "Catering", age, t_buku_kas)
    add(f"{C}/Pembukuan/Laba Rugi 2025.pdf", A, "Catering", 140, lambda r, dt: t_labarugi(r, dt, "Januari - Desember 2025 (rata-rata per bulan)"))
    add(f"{C}/Pembukuan/Laba Rugi Q1 2026.pdf", A, "Catering", 55, lambda r, dt: t_labarugi(r, dt, "Januari - Maret 2026 (rata-rata per bulan)"))
    for name, age in [("BPN PPh Final Februari 2026.pdf", 80), ("BPN PPh Final Maret 2026.pdf", 50),
                      ("BPN PPh Final April 2026.pdf", 18)]:
        add(f"{C}/Pajak Usaha/{name}", A, "Catering", age, t_pph_final)
    add(f"{C}/Izin/NIB Dapur Dewi.pdf", A, "Catering", 820, t_nib)
    add(f"{C}/Izin/SLHS Dapur Dewi 2024.pdf", A, "Catering", 600, t_slhs)
    for n, age in [("nasi box ayam bakar", 210), ("tumpeng mini", 190), ("prasmanan paket B", 95)]:
        photo(f"{C}/Foto Menu/{n}.jpg", A, "Catering", age)
    add(f"{C}/Penawaran/Penawaran katering harian PT Mitra Sarana.docx", A, "Catering", 160,
        lambda r, dt: t_penawaran_korporat(r, dt, "PT Mitra Sarana Teknik"))
    add(f"{C}/Penawaran/Penawaran Klinik Pratama FINAL.docx", A, "Catering", 22,
        lambda r, dt: t_penawaran_korporat(r, dt, "Klinik Pratama Sehat Jagakarsa"))
    add(f"{C}/GoFood/laporan gofood april 2026.csv", A, "Catering", 30, t_gofood_csv)
    add(f"{C}/GoFood/laporan gofood mei 2026.csv", A, "Catering", 1, t_gofood_csv)
    add(f"{C}/Chat pelanggan/chat Bu Ratna.txt", A, "Catering", 25, lambda r, dt: t_wa_chat(r, dt, CUSTOMERS[0]))
    add(f"{C}/Arsip 2023/Faktur Agustus 2023 kelurahan.pdf", A, "Catering", 1010, lambda r, dt: t_faktur(r, dt, CUSTOMERS[1], 31))
    add(f"{C}/Arsip 2023/Buku Kas Oktober 2023.xlsx", A, "Catering", 950, t_buku_kas)
    add(f"{C}/Arsip 2023/Daftar Harga 2023.pdf", A, "Catering", 1240, lambda r, dt: t_daftar_harga(r, dt, 2023))

    # finished catering projects and catering reference
    add(f"{C}/Hampers Lebaran 2025/Rekap pesanan hampers 2025.xlsx", X, "Catering", 420, lambda r, dt: t_hampers(r, dt, 2025))
    add(f"{C}/Hampers Lebaran 2025/Katalog hampers 2025.png", X, "Catering", 450, png)
    add(f"{C}/Hampers Lebaran 2026/Rekap hampers 2026.xlsx", X, "Catering", 68, lambda r, dt: t_hampers(r, dt, 2026))
    add(f"{C}/Hampers Lebaran 2026/Katalog Hampers 2026 FINAL.png", X, "Catering", 100, png)
    add(f"{C}/Hampers Lebaran 2026/Katalog Hampers 2026 FINAL2.png", X, "Catering", 99, png)
    photo(f"{C}/Hampers Lebaran 2026/packing hampers.jpg", X, "Catering", 80)
    add(f"{C}/Bazar Kemang 2024/evaluasi bazar.docx", X, "Catering", 690, t_bazar)
    photo(f"{C}/Bazar Kemang 2024/booth B17.jpg", X, "Catering", 692)
    add(f"{C}/Referensi/Pedoman CPPOB IRT BPOM.pdf", R, "Catering", 380, t_cppob)
    add(f"{C}/Referensi/Catatan Pelatihan UMKM Naik Kelas.docx", R, "Catering", 260, t_kursus_umkm)
    add(f"{C}/Referensi/tips foto produk makanan.txt", R, "Catering", 250,
        "Tips foto produk makanan untuk Instagram & GoFood\n- Foto dekat jendela jam 9-11 pagi, jangan pakai flash\n"
        "- Sudut 45 derajat untuk nasi box, flat lay dari atas untuk tumpeng & prasmanan\n- Tambah properti: daun pisang, "
        "sendok kayu, kain batik\n- Edit: naikkan brightness sedikit, jangan pakai filter berlebihan\n")

    # ---------------------------------------------------------------- catering projects
    H = f"{C}/Sertifikasi Halal 2026"
    add(f"{H}/Checklist sertifikasi halal.docx", P, "Catering", 5, t_halal_checklist)
    add(f"{H}/Manual SJPH v2 FINAL.docx", P, "Catering", 26, lambda r, dt: t_sjph(r, dt, 2))
    add(f"{H}/Daftar Bahan Halal.xlsx", P, "Catering", 24, t_halal_bahan)
    add(f"{H}/Invoice LPH.pdf", P, "Catering", 56, t_halal_invoice)
    add(f"{H}/Sertifikat Penyelia Halal - Tini.pdf", P, "Catering", 70, t_halal_penyelia)
    add(f"{H}/Revisi dokumen SJPH.eml", P, "Catering", 35, t_halal_mail)
    add(f"{H}/SOP pencucian alat.docx", P, "Catering", 28, t_halal_sop)
    photo(f"{H}/Foto dapur untuk audit/dapur 1.jpg", P, "Catering", 14)
    photo(f"{H}/Foto dapur untuk audit/dapur 2.jpg", P, "Catering", 14)
    photo(f"{H}/Foto dapur untuk audit/gudang bahan.jpg", P, "Catering", 13)

    W = f"{C}/Nikahan Hartono Agustus 2026"
    add(f"{W}/Penawaran Hartono rev1.pdf", P, "Catering", 60, lambda r, dt: t_wed_penawaran(r, dt, 1))
    add(f"{W}/Penawaran Hartono rev2.pdf", P, "Catering", 41, lambda r, dt: t_wed_penawaran(r, dt, 2))
    add(f"{W}/Penawaran Hartono rev3 FINAL.pdf", P, "Catering", 7, lambda r, dt: t_wed_penawaran(r, dt, 3))
    add(f"{W}/Kontrak Katering Hartono.docx", P, "Catering", 4, t_wed_kontrak)
    add(f"{W}/Kwitansi DP Hartono.pdf", P, "Catering", 2, t_wed_kwitansi)
    add(f"{W}/Catatan tasting 24 Mei.docx", P, "Catering", 8, t_wed_tasting)
    add(f"{W}/Estimasi bahan 600 pax.xlsx", P, "Catering", 6, t_wed_bahan)
    add(f"{W}/Rundown dapur 15 Agustus.docx", P, "Catering", 3, t_wed_rundown)
    add(f"{W}/Re Menu catering pernikahan Anin & Fajar.eml", P, "Catering", 7, t_wed_mail)
    add(f"{W}/Penawaran sewa alat Maju Jaya.pdf", P, "Catering", 15, t_wed_sewa)
    for k in range(4):
        photo(f"{W}/Tasting/IMG_20260524_11{30 + k * 4:02d}{r.randint(10, 59)}.jpg", P, "Catering", 8)

    # ---------------------------------------------------------------- Keuangan (Finance)
    K = "Dokumen/Keuangan"
    for m, age in [("Februari", 92), ("April", 32), ("Mei", 1)]:
        add(f"{K}/BCA/Rekening Koran BCA {m} 2026.pdf", A, "Finance", age, t_bca)
    add(f"{K}/Mandiri/eStatement Mandiri Maret 2026.pdf", A, "Finance", 62, t_mandiri)
    add(f"{K}/Mandiri/eStatement Mandiri April 2026.pdf", A, "Finance", 31, t_mandiri)
    add(f"{K}/Kartu Kredit/Tagihan KK BCA April 2026.pdf", A, "Finance", 40, t_cc)
    add(f"{K}/Kartu Kredit/Tagihan KK BCA Mei 2026.pdf", A, "Finance", 10, t_cc)
    add(f"{K}/KPR/Info KPR Mandiri Jan 2026.pdf", A, "Finance", 140, t_kpr)
    add(f"{K}/KPR/Akad KPR 2019 - jadwal angsuran.xlsx", A, "Finance", 2480,
        "Jadwal angsuran KPR Bank Mandiri No. 1190021733\nKe;Tanggal;Angsuran;Pokok;Bunga;Sisa pokok\n"
        "1;25/09/2019;6412500;1112500;5300000;678887500\n2;25/10/2019;6412500;1121200;5291300;677766300\n"
        "3;25/11/2019;6412500;1130000;5282500;676636300\nDebitur: Budi Santoso & Dewi Lestari, rumah Ciganjur, tenor 180 bulan")
    add(f"{K}/Pajak/SPT 2025 Dewi - BPE.pdf", A, "Finance", 75, lambda r, dt: t_spt(r, dt, 2025))
    add(f"{K}/Pajak/SPT 2025 Budi - BPE.pdf", A, "Finance", 77, lambda r, dt: t_spt(r, dt, 2025, "BUDI"))
    add(f"{K}/Pajak/SPT 2024 Dewi.pdf", A, "Finance", 430, lambda r, dt: t_spt(r, dt, 2024))
    add(f"{K}/Pajak/1721-A2 Budi 2025.pdf", A, "Finance", 110, lambda r, dt: t_a2(r, dt, 2025))
    add(f"{K}/Anggaran Rumah Tangga 2026.xlsx", A, "Finance", 150, t_budget)
    add(f"{K}/Anggaran Mei 2026.xlsx", A, "Finance", 2, t_budget)
    add(f"{K}/Tabungan Emas Pegadaian.pdf", A, "Finance", 20, t_emas)
    add(f"{K}/Zakat/Bukti zakat BAZNAS 2026.pdf", A, "Finance", 80, t_zakat)
    add(f"{K}/Zakat/bukti zakat 2025.pdf", A, "Finance", 440, t_zakat)
    add(f"{K}/Referensi/Reksa dana vs deposito.pdf", R, "Finance", 300, t_invest_article)
    add(f"{K}/Lama/Surat tutup rekening BNI 2019.pdf", X, "Finance", 2450, t_bni_closed)

    # ---------------------------------------------------------------- Rumah (Home)
    Hm = "Dokumen/Rumah"
    for m, age in [("Maret", 70), ("April", 41), ("Mei", 11)]:
        add(f"{Hm}/Listrik PLN/Tagihan PLN {m} 2026.pdf", A, "Home", age, t_pln)
    add(f"{Hm}/PAM/Rekening Air April 2026.pdf", A, "Home", 42, t_pam)
    add(f"{Hm}/PAM/Rekening Air Mei 2026.pdf", A, "Home", 12, t_pam)
    add(f"{Hm}/IndiHome Mei 2026.pdf", A, "Home", 13, t_internet)
    add(f"{Hm}/PBB/SPPT PBB 2025.pdf", A, "Home", 390, lambda r, dt: t_pbb(r, dt, 2025))
    add(f"{Hm}/Iuran RT Mei 2026.pdf", A, "Home", 25, t_iuran_rt)
    add(f"{Hm}/Servis/Nota servis AC.pdf", A, "Home", 95, lambda r, dt: t_servis(r, dt, "ac"))
    add(f"{Hm}/Servis/Nota pompa air.pdf", A, "Home", 260, lambda r, dt: t_servis(r, dt, "pompa"))
    add(f"{Hm}/Servis/nota talang bocor.pdf", A, "Home", 150, lambda r, dt: t_servis(r, dt, "talang"))
    add(f"{Hm}/Sertifikat rumah SHM (fotokopi).pdf", A, "Home", 2400,
        "SERTIPIKAT HAK MILIK No. 04417/Ciganjur\nBadan Pertanahan Nasional - Kantor Pertanahan Kota Administrasi Jakarta Selatan\n"
        "Pemegang hak: BUDI SANTOSO\nLuas: 120 m2, Surat Ukur No. 00812/2004\nLetak: Jl. Moh. Kahfi I Gg. Melati, Kel. Ciganjur\n"
        "Catatan: dibebani Hak Tanggungan Peringkat I untuk PT Bank Mandiri (Persero) Tbk, 2019")
    for n, what, age in [("Manual Rice Cooker Miyako.pdf", "rice", 800), ("Manual Oven Kirin.pdf", "oven", 640),
                         ("Manual Mesin Cuci Sharp.pdf", "mesin", 1500), ("manual kulkas polytron.pdf", "kulkas", 1100)]:
        add(f"{Hm}/Manual/{n}", R, "Home", age, lambda r, dt, w=what: t_manual(r, dt, w))
    old = f"{Hm}/Kontrakan Tebet (lama)"
    add(f"{old}/Kwitansi sewa 2018-2019.pdf", X, "Home", 2850, lambda r, dt: t_kontrakan(r, dt, "kwitansi"))
    add(f"{old}/Perjanjian sewa Tebet.pdf", X, "Home", 3200, lambda r, dt: t_kontrakan(r, dt, "sewa"))
    add(f"{Hm}/Renovasi kamar mandi 2022/biaya kamar mandi.xlsx", X, "Home", 1400, t_kamar_mandi)
    photo(f"{Hm}/Renovasi kamar mandi 2022/kamar mandi selesai.jpg", X, "Home", 1395)

    RD = f"{Hm}/Renovasi Dapur 2026"
    add(f"{RD}/RAB Dapur Produksi v1.xlsx", P, "Home", 120, lambda r, dt: t_rab(r, dt, 1))
    add(f"{RD}/RAB Dapur Produksi v3 final.xlsx", P, "Home", 62, lambda r, dt: t_rab(r, dt, 3))
    lock(f"{RD}/~$RAB Dapur Produksi v3 final.xlsx", 6)
    add(f"{RD}/SPK Borongan Griya Bangun Mandiri.docx", P, "Home", 52, t_reno_kontrak)
    add(f"{RD}/Kwitansi termin 1.pdf", P, "Home", 49, lambda r, dt: t_reno_kwitansi(r, dt, 1))
    add(f"{RD}/Kwitansi termin 2.pdf", P, "Home", 9, lambda r, dt: t_reno_kwitansi(r, dt, 2))
    add(f"{RD}/PBG/Tanda terima PBG.pdf", P, "Home", 80, t_reno_pbg)
    add(f"{RD}/PBG/Gambar tampak & potongan.png", P, "Home", 84, png)
    add(f"{RD}/Denah dapur baru rev2.png", P, "Home", 88, png)
    add(f"{RD}/Gambar kerja revisi 2.eml", P, "Home", 88, t_reno_mail)
    add(f"{RD}/Penawaran peralatan Sinar Baja.pdf", P, "Home", 20, t_reno_equipment)
    for age in (33, 16):
        add(f"{RD}/Nota material/nota TB Sinar Jaya {stamp(age, '%d-%m')}.pdf", P, "Home", age, t_reno_material)
    for wk, age in [(1, 46), (5, 18), (7, 4)]:
        add(f"{RD}/Laporan progres minggu {wk}.pdf", P, "Home", age, lambda r, dt, w=wk: t_reno_progress(r, dt, w))
    add(f"{RD}/Rekap biaya proyek.xlsx", P, "Home", 3, t_reno_budget)
    for i, age in enumerate([47, 33, 26, 12, 5, 1]):
        photo(f"Gambar/Renovasi Dapur/progres {i + 1} - {stamp(age, '%d %b')}.jpg", P, "Home", age)

    # ---------------------------------------------------------------- Kesehatan (Health)
    Ks = "Dokumen/Kesehatan"
    add(f"{Ks}/BPJS/Perubahan FKTP.pdf", A, "Health", 210, lambda r, dt: t_bpjs(r, dt, "faskes"))
    add(f"{Ks}/BPJS/Rujukan RSUD Pasar Minggu.pdf", A, "Health", 58, lambda r, dt: t_bpjs(r, dt, "rujukan"))
    add(f"{Ks}/BPJS/Kartu JKN keluarga.png", A, "Health", 700, png)
    add(f"{Ks}/Hasil Lab Prodia Feb 2026.pdf", A, "Health", 105, t_lab)
    add(f"{Ks}/Resep dr Rahmi.pdf", A, "Health", 57, t_resep)
    add(f"{Ks}/Kontrol gigi Sari.pdf", A, "Health", 36, t_gigi)
    add(f"{Ks}/Kacamata Rizky.pdf", A, "Health", 230, t_kacamata)
    add(f"{Ks}/Imunisasi BIAS Sari.pdf", A, "Health", 240, t_imunisasi)
    add(f"{Ks}/Artikel/Mengenal hipertensi.pdf", R, "Health", 100, lambda r, dt: t_health_article(r, dt, "hipertensi"))
    add(f"{Ks}/Artikel/Isi Piringku anak sekolah.pdf", R, "Health", 330, lambda r, dt: t_health_article(r, dt, "gizi"))

    # ---------------------------------------------------------------- Sekolah (School)
    S = "Dokumen/Sekolah"
    add(f"{S}/Sari/SE outing class.pdf", A, "School", 70, t_sdit_edaran)
    add(f"{S}/Sari/SE jadwal sumatif akhir semester.pdf", A, "School", 16, t_sdit_edaran)
    add(f"{S}/Sari/SPP Sari April 2026.pdf", A, "School", 55, t_spp)
    add(f"{S}/Sari/SPP Sari Mei 2026.pdf", A, "School", 26, t_spp)
    add(f"{S}/Sari/Rapor Sari kelas 2 semester 1.pdf", A, "School", 160, lambda r, dt: t_rapor(r, dt, "Sari"))
    add(f"{S}/Rizky/Rapor Rizky kelas 6 sem 1.pdf", A, "School", 158, lambda r, dt: t_rapor(r, dt, "Rizky"))
    add(f"{S}/Rizky/Les Cerdas Prima April.pdf", A, "School", 58, t_les)
    add(f"{S}/Rizky/Les Cerdas Prima Mei.pdf", A, "School", 28, t_les)
    add(f"{S}/Rizky/Undangan rapat orang tua kelas 6.pdf", A, "School", 21, t_perpisahan)
    SP = f"{S}/SPMB Rizky 2026"
    add(f"{SP}/Juknis SPMB DKI 2026.pdf", P, "School", 40, lambda r, dt: t_spmb(r, dt, "juknis"))
    add(f"{SP}/Checklist berkas SPMB.docx", P, "School", 9, lambda r, dt: t_spmb(r, dt, "checklist"))
    add(f"{SP}/Perbandingan SMP negeri.xlsx", P, "School", 12, lambda r, dt: t_spmb(r, dt, "pilihan"))
    add(f"{SP}/Sertifikat ASPD Rizky.pdf", P, "School", 44, lambda r, dt: t_spmb(r, dt, "aspd"))
    photo(f"{SP}/Piagam juara 2 silat.jpg", P, "School", 30)
    photo(f"{SP}/pas foto Rizky 3x4.jpg", P, "School", 10)
    add(f"{S}/TK Sari (lama)/Rapor TK B.pdf", X, "School", 740, lambda r, dt: t_tk(r, dt, "rapor"))
    add(f"{S}/TK Sari (lama)/Undangan wisuda TK.pdf", X, "School", 745, lambda r, dt: t_tk(r, dt, "wisuda"))
    add(f"{S}/Latihan soal/Latihan soal matematika kelas 6.pdf", R, "School", 130, t_soal)

    # ---------------------------------------------------------------- Kendaraan (Vehicles)
    V = "Dokumen/Kendaraan"
    add(f"{V}/Avanza/Pajak Avanza 2025.pdf", A, "Vehicles", 265, lambda r, dt: t_pajak_kendaraan(r, dt, "mobil"))
    add(f"{V}/Avanza/Servis Auto2000 Agustus 2025.pdf", A, "Vehicles", 290, t_servis_mobil)
    add(f"{V}/Avanza/Servis Auto2000 Feb 2026.pdf", A, "Vehicles", 100, t_servis_mobil)
    add(f"{V}/Avanza/Polis Garda Oto 2025-2026.pdf", A, "Vehicles", 245, t_asuransi_mobil)
    add(f"{V}/Vario/Servis AHASS.pdf", A, "Vehicles", 66, t_servis_motor)
    add(f"{V}/Buku Manual Avanza.pdf", R, "Vehicles", 900,
        "Buku Pedoman Pemilik Toyota Avanza\n\nTekanan ban depan/belakang: 33 psi. Oli mesin: SAE 0W-20, kapasitas 3,4 liter "
        "dengan filter. Interval servis berkala setiap 10.000 km atau 6 bulan. Lampu peringatan check engine menyala: segera "
        "periksa ke bengkel resmi Toyota.")
    add(f"{V}/Lama/Kwitansi jual Supra 2021.pdf", X, "Vehicles", 1790, t_jual_supra)

    # ---------------------------------------------------------------- Arisan & Pengajian (Community)
    Cm = "Dokumen/Arisan & Pengajian"
    add(f"{Cm}/Arisan RT 05 April 2026.xlsx", A, "Community", 45, t_arisan)
    add(f"{Cm}/Arisan RT 05 Mei 2026.xlsx", A, "Community", 15, t_arisan)
    add(f"{Cm}/Arisan RT 05 Oktober 2024.xlsx", A, "Community", 590, t_arisan)
    add(f"{Cm}/Jadwal Majelis Taklim Mei.docx", A, "Community", 33, t_taklim)
    add(f"{Cm}/HUT RI 81/Konsumsi HUT RI.docx", P, "Community", 6, lambda r, dt: t_hut(r, dt, "konsumsi"))
    add(f"{Cm}/Qurban 1446H/Laporan Panitia Qurban 1446H.pdf", X, "Community", 350, lambda r, dt: t_qurban(r, dt, "laporan"))
    photo(f"{Cm}/Qurban 1446H/masak gulai panitia.jpg", X, "Community", 360)
    add(f"{Cm}/Kajian/Catatan kajian zakat.docx", R, "Religion", 140, lambda r, dt: t_kajian(r, dt, "zakat"))

    # ---------------------------------------------------------------- Umroh (Travel, project) and past trips
    U = "Dokumen/Umroh Desember 2026"
    add(f"{U}/Formulir pendaftaran jamaah.docx", P, "Travel", 145, lambda r, dt: t_umroh(r, dt, "daftar"))
    add(f"{U}/Kwitansi DP umroh.pdf", P, "Travel", 140, lambda r, dt: t_umroh(r, dt, "dp"))
    add(f"{U}/Rekap cicilan umroh.xlsx", P, "Travel", 9, lambda r, dt: t_umroh(r, dt, "cicilan"))
    add(f"{U}/Paspor/M-Paspor Rizky.pdf", P, "Travel", 23, lambda r, dt: t_umroh(r, dt, "paspor"))
    add(f"{U}/Paspor/M-Paspor Sari.pdf", P, "Travel", 23, lambda r, dt: t_umroh(r, dt, "paspor"))
    add(f"{U}/Info vaksin meningitis.txt", P, "Travel", 17, lambda r, dt: t_umroh(r, dt, "vaksin"))
    add(f"{U}/Konfirmasi seat 19 Desember.eml", P, "Travel", 37, lambda r, dt: t_umroh(r, dt, "mail"))
    photo(f"{U}/Paspor/paspor Dewi halaman depan.jpg", P, "Travel", 60)
    Lb = "Dokumen/Liburan"
    add(f"{Lb}/Mudik 2025/biaya mudik.xlsx", X, "Travel", 420, lambda r, dt: t_trip(r, dt, "biaya"))
    add(f"{Lb}/Bali 2023/Voucher hotel Kuta.pdf", X, "Travel", 905, lambda r, dt: t_trip(r, dt, "bali"))
    add(f"{Lb}/Puncak 2024/konfirmasi villa.pdf", X, "Travel", 560, lambda r, dt: t_trip(r, dt, "bandung"))

    # ---------------------------------------------------------------- Keluarga (Family)
    Kl = "Dokumen/Keluarga"
    add(f"{Kl}/KK terbaru 2024.pdf", A, "Family", 600, t_kk)
    add(f"{Kl}/Akta kelahiran Rizky.pdf", A, "Family", 1900, lambda r, dt: t_akta(r, dt, "rizky"))
    add(f"{Kl}/Ijazah S1 Dewi.pdf", A, "Family", 2300, t_ijazah)
    photo(f"{Kl}/KTP Dewi.jpg", A, "Family", 1200)
    photo(f"{Kl}/KTP Budi.jpg", A, "Family", 1200)
    photo(f"{Kl}/KIA Sari.jpg", A, "Family", 650)

    # ---------------------------------------------------------------- Resep (Cooking)
    Rs = "Dokumen/Resep"
    for name, k, age in [("Rendang Padang.docx", "rendang", 500), ("Nasi liwet sunda.txt", "liwet", 420),
                         ("Ayam bakar madu.docx", "ayam", 610), ("sambal matah.txt", "matah", 300),
                         ("Lapis legit Wisman.pdf", "lapis", 830), ("Bolu pandan lembut.pdf", "pandan", 260),
                         ("Soto betawi susu.docx", "soto", 180)]:
        add(f"{Rs}/{name}", R, "Cooking", age, lambda r, dt, k=k: t_resep_txt(r, dt, k))

    # ---------------------------------------------------------------- ebooks, audio, installers
    E = "Dokumen/ebook"
    for fn, title, author, age in [("Laskar Pelangi - Andrea Hirata.epub", "Laskar Pelangi", "Andrea Hirata", 1300),
                                   ("Bumi Manusia.epub", "Bumi Manusia", "Pramoedya Ananta Toer", 1250),
                                   ("Filosofi Teras.epub", "Filosofi Teras", "Henry Manampiring", 700),
                                   ("Atomic Habits (Bahasa Indonesia).epub", "Atomic Habits: Perubahan Kecil yang Memberikan Hasil Luar Biasa", "James Clear", 400)]:
        add(f"{E}/{fn}", R, "Books", age, _epub(title, author, "id", f"{title} - {author}. Bab 1."))
    add(f"{E}/Riyadhus Shalihin terjemah.epub", R, "Religion", 520,
        _epub("Riyadhus Shalihin (Terjemah Indonesia)", "Imam An-Nawawi", "id", "Bab ikhlas dan menghadirkan niat dalam segala amal."))
    add(f"{E}/Fiqih Zakat Kontemporer.pdf", R, "Religion", 160,
        "FIQIH ZAKAT KONTEMPORER\nBab 4: Zakat Perdagangan dan Usaha\nHarta perniagaan wajib dizakati bila mencapai nishab "
        "85 gram emas dan telah berlalu satu haul. Kadar zakat 2,5% dari modal berputar, keuntungan dan piutang lancar, "
        "dikurangi utang jatuh tempo.")
    add(f"{E}/Kumpulan Doa Harian Anak.pdf", R, "Religion", 600, t_doa)
    M = "Musik"
    add(f"{M}/Murottal Al-Mulk - Mishary Rashid.mp3", R, "Religion", 800, lambda r, dt: _id3(r, "Surah Al-Mulk", "Mishary Rashid Alafasy", "Murottal"))
    add(f"{M}/Murottal Ar-Rahman.mp3", R, "Religion", 790, lambda r, dt: _id3(r, "Surah Ar-Rahman", "Muzammil Hasballah", "Murottal Merdu"))
    add(f"{M}/Sholawat Nariyah.mp3", R, "Religion", 610, lambda r, dt: _id3(r, "Sholawat Nariyah", "Majelis Sholawat", "Sholawat"))
    D = "Unduhan"
    for fn, head, age in [("WhatsApp Installer.exe", b"MZ\x90\x00", 200), ("ZoomInstallerFull.exe", b"MZ\x90\x00", 380),
                          ("L3210_x64_EPSON_Scanner_Driver.exe", b"MZ\x90\x00", 520), ("ChromeSetup.exe", b"MZ\x90\x00", 90),
                          ("CanvaSetup.exe", b"MZ\x90\x00", 150), ("AnyDesk.exe", b"MZ\x90\x00", 45)]:
        add(f"{D}/{fn}", R, "Software", age, lambda r, dt, h=head: _blob(r, h, 2500))

    # ---------------------------------------------------------------- Gambar (Photos)
    G = "Gambar"
    for age in (140, 93, 61, 38, 14, 6, 2):
        photo(f"{G}/Camera Roll/IMG_{stamp(age, '%Y%m%d_%H%M%S')}.jpg", R, "Photos", age)
    for age in (70, 18, 5):
        photo(f"{G}/Screenshots/Screenshot {stamp(age, '%Y-%m-%d %H%M%S')}.png", R, "Photos", age)
    for n, age in [("IMG_4512.HEIC", 88), ("IMG_4517.HEIC", 88), ("IMG_4630.HEIC", 41)]:
        photo(f"{G}/Dari HP Budi/{n}", R, "Photos", age)
    for n in ("DSC_0012.jpg", "DSC_0047.jpg", "DSC_0103.jpg"):
        photo(f"{G}/Liburan Bali 2023/{n}", R, "Photos", 900)
    for n, age in [("lebaran 2026 keluarga besar.jpg", 70), ("ulang tahun Sari ke-8.jpg", 192)]:
        photo(f"{G}/{n}", R, "Photos", age)
    add(f"{G}/Thumbs.db", L, "System", 70, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{G}/Camera Roll/Thumbs.db", L, "System", 6, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    B = f"{G}/Backup HP Samsung A50"
    for age in (2150, 1980, 1890, 1760, 1700):
        photo(f"{B}/DCIM/Camera/{stamp(age, '%Y%m%d_%H%M%S')}.jpg", X, "Photos", age)
    for age in (1850, 1790, 1720):
        photo(f"{B}/WhatsApp/Media/WhatsApp Images/IMG-{stamp(age, '%Y%m%d')}-WA00{r.randint(10, 99)}.jpg", X, "Photos", age)
    dot(f"{B}/DCIM/.nomedia", b"", 1700)

    # ---------------------------------------------------------------- Unduhan (downloads, WhatsApp Desktop)
    for age in (58, 27, 13, 3):
        photo(f"{D}/WhatsApp Image {stamp(age, '%Y-%m-%d at %H.%M.%S')}.jpeg", R, "Photos", age)
    add(f"{D}/Daftar Harga 2026 (1).pdf", A, "Catering", 110, lambda r, dt: t_daftar_harga(r, dt, 2026))
    add(f"{D}/Brosur Umroh Desember 2026 Amanah Mulia.pdf", P, "Travel", 150, lambda r, dt: t_umroh(r, dt, "brosur"))
    add(f"{D}/Rekening_Koran_BCA_Mei2026 (1).pdf", A, "Finance", 1, t_bca)
    add(f"{D}/Juknis-SPMB-Jakarta-2026.pdf", P, "School", 41, lambda r, dt: t_spmb(r, dt, "juknis"))
    add(f"{D}/Unconfirmed 48211.crdownload", L, "System", 0.2, lambda r, dt: _blob(r, b"%PDF-1.7\n", 3000))
    add(f"{D}/Juknis_SPMB_2026 (1).pdf.crdownload", L, "System", 41, lambda r, dt: _blob(r, b"%PDF-1.6\n", 2000))
    add(f"{D}/Bumi_Manusia_Pramoedya.epub.part", L, "System", 300, lambda r, dt: _blob(r, b"PK\x03\x04", 1800))
    add(f"{D}/desktop.ini", L, "System", 900, ini)
    # nameless downloads: only their text says what they are
    hard = [("Document.pdf", A, "Catering", 48, t_pph_final),
            ("Document (1).pdf", A, "Finance", 39, t_cc),
            ("Document (2).pdf", A, "Home", 100, t_pln),
            ("Document (3).pdf", X, "Travel", 430, lambda r, dt: t_trip(r, dt, "kai")),
            ("Document (4).pdf", A, "Finance", 125, lambda r, dt: t_a2(r, dt, 2025)),
            ("download.pdf", R, "Catering", 382, t_cppob),
            ("download (1).pdf", A, "Vehicles", 247, t_asuransi_mobil),
            ("download (2).pdf", R, "Health", 190, lambda r, dt: t_health_article(r, dt, "dbd")),
            ("file.pdf", A, "Finance", 330, t_kpr),
            ("lampiran.pdf", P, "Catering", 10, t_halal_audit),
            ("export.csv", A, "Catering", 60, t_gofood_csv),
            ("dokumen.pdf", A, "Health", 205, lambda r, dt: t_bpjs(r, dt, "faskes")),
            ("Surat.pdf", A, "Vehicles", 140, t_etle),
            ("print.pdf", A, "Finance", 92, t_mandiri),
            ("formulir.pdf", P, "Travel", 146, lambda r, dt: t_umroh(r, dt, "daftar")),
            ("Document (5).pdf", A, "Home", 72, t_pam),
            ("data.xlsx", A, "Catering", 21, lambda r, dt: t_hpp(r, dt, "Nasi Box Ikan Dori Sambal Matah"))]
    for fn, b, t, age, fn_text in hard:
        add(f"{D}/{fn}", b, t, age, fn_text, hard=True)

    # ---------------------------------------------------------------- Desktop
    Dk = "Desktop"
    add(f"{Dk}/desktop.ini", L, "System", 900, ini)
    add(f"{Dk}/Daftar pesanan minggu ini.txt", A, "Catering", 1,
        "Pesanan minggu ini (1-6 Juni)\nSenin: Kemen PU rapat 60 nasi box rendang, antar 11.30\nSelasa: Klinik Pratama 45 box ayam bakar\n"
        "Kamis: arisan Bu Ratna 30 snack box + 30 nasi liwet\nSabtu: aqiqah keluarga Pak Dani - 1 kambing guling + 100 box\n"
        "Belanja: ayam 25 kg Pak Darto (Senin subuh), daging 10 kg H. Romli, box 4 pak")
    add(f"{Dk}/Umroh - cicilan.txt", P, "Travel", 32,
        "Cicilan umroh ke Amanah Mulia (BSI 7188 2210 44 a.n. PT Amanah Mulia Tour)\nJan: DP 20 jt\nFeb: 8 jt\nMar: 8 jt\nApr: 8 jt\nMei: 8 jt (belum)\n"
        "Pelunasan sisa sebelum 4 Nov 2026. Paspor anak2: jadwal imigrasi Jaksel bulan Juni.")
    hard = [("catatan.txt", P, "Catering", 8, t_wed_staff),
            ("Dokumen Teks Baru.txt", P, "Travel", 14, lambda r, dt: t_umroh(r, dt, "packing")),
            ("Dokumen Teks Baru (2).txt", R, "Religion", 75, lambda r, dt: t_kajian(r, dt, "sedekah")),
            ("Dokumen Microsoft Word Baru.docx", A, "School", 47, t_izin),
            ("Dokumen Microsoft Word Baru (2).docx", A, "Catering", 130,
             lambda r, dt: t_penawaran_korporat(r, dt, "CV Karya Lestari Abadi")),
            ("baru.xlsx", A, "Finance", 35, t_budget),
            ("Buku1.xlsx", A, "Catering", 60, t_gaji),
            ("Buku2.xlsx", P, "Home", 22, t_reno_budget),
            ("penting.txt", P, "Community", 9, lambda r, dt: t_hut(r, dt, "konsumsi")),
            ("Buku3.xlsx", A, "Community", 90, t_infaq),
            ("Dokumen Teks Baru (3).txt", P, "Catering", 40, t_halal_checklist)]
    for fn, b, t, age, fn_text in hard:
        add(f"{Dk}/{fn}", b, t, age, fn_text, hard=True)

    # ---------------------------------------------------------------- Dokumen root: Word defaults
    hard = [("Dokumen1.docx", P, "Catering", 95, lambda r, dt: t_sjph(r, dt, 1)),
            ("Dokumen2.docx", A, "Catering", 300, lambda r, dt: t_kontrak_karyawan(r, dt, STAFF[2])),
            ("Dokumen3.docx", P, "Community", 12, lambda r, dt: t_hut(r, dt, "proposal")),
            ("Dokumen4.docx", A, "School", 180, t_izin)]
    for fn, b, t, age, fn_text in hard:
        add(f"Dokumen/{fn}", b, t, age, fn_text, hard=True)
    add("Dokumen/desktop.ini", L, "System", 900, ini)

    # ---------------------------------------------------------------- Epson scanner output
    scans = [(A, "Family", 400, t_nikah),
             (A, "Family", 398, lambda r, dt: t_akta(r, dt, "sari")),
             (X, "Career", 396, lambda r, dt: t_bni(r, dt, "paklaring")),
             (A, "Home", 85, lambda r, dt: t_pbb(r, dt, 2026)),
             (A, "Catering", 150, lambda r, dt: t_nota_supplier(r, dt, 3)),
             (P, "Home", 44, t_reno_material),
             (A, "Health", 120, lambda r, dt: t_bpjs(r, dt, "rujukan")),
             (P, "School", 7, lambda r, dt: t_spmb(r, dt, "domisili")),
             (P, "Travel", 139, lambda r, dt: t_umroh(r, dt, "dp")),
             (A, "Catering", 598, t_slhs),
             (A, "Finance", 470, lambda r, dt: t_a2(r, dt, 2024)),
             (A, "Vehicles", 85, lambda r, dt: t_pajak_kendaraan(r, dt, "motor")),
             (P, "Catering", 2, t_wed_kwitansi),
             (A, "Health", 470, t_lab),
             (X, "Vehicles", 1260, t_motor_lunas),
             (A, "School", 159, lambda r, dt: t_rapor(r, dt, "Rizky")),
             (X, "Home", 395, lambda r, dt: t_kontrakan(r, datetime(2017, 8, 28), "sewa")),
             (P, "Catering", 69, t_halal_penyelia),
             (X, "Community", 355, lambda r, dt: t_qurban(r, dt, "daftar")),
             (A, "Family", 590, t_kk)]
    for i, (b, t, age, fn_text) in enumerate(scans, 1):
        add(f"Dokumen/Hasil Scan/scan_{i:04d}.pdf", b, t, age, fn_text, hard=True)

    # ---------------------------------------------------------------- WhatsApp Documents copied from the phone
    wa = [(150, "pdf", P, "Travel", lambda r, dt: t_umroh(r, dt, "brosur")),
          (104, "pdf", A, "School", t_sdit_edaran),
          (91, "xlsx", A, "Community", t_arisan),
          (66, "xlsx", X, "Catering", lambda r, dt: t_hampers(r, dt, 2026)),
          (57, "pdf", P, "Catering", t_halal_invoice),
          (75, "xlsx", P, "Home", lambda r, dt: t_rab(r, dt, 2)),
          (42, "pdf", P, "School", lambda r, dt: t_spmb(r, dt, "juknis")),
          (35, "docx", A, "Catering", lambda r, dt: t_pesanan(r, dt, CUSTOMERS[10])),
          (29, "pdf", R, "Cooking", lambda r, dt: t_resep_txt(r, dt, "brownies")),
          (22, "pdf", P, "Catering", t_wed_sewa),
          (40, "pdf", P, "Catering", lambda r, dt: t_wed_penawaran(r, dt, 2)),
          (18, "pdf", P, "Travel", lambda r, dt: t_umroh(r, dt, "manasik")),
          (13, "pdf", A, "Community", t_infaq),
          (10, "pdf", P, "Community", lambda r, dt: t_hut(r, dt, "undangan")),
          (5, "pdf", P, "School", lambda r, dt: t_spmb(r, dt, "akun")),
          (340, "pdf", X, "Community", lambda r, dt: t_qurban(r, dt, "laporan")),
          (3, "pdf", A, "Catering", lambda r, dt: t_faktur(r, dt, CUSTOMERS[11], 93))]
    for age, ext, b, t, fn_text in wa:
        add(f"Dokumen/WhatsApp Documents/DOC-{stamp(age, '%Y%m%d')}-WA00{r.randint(10, 39)}.{ext}", b, t, age, fn_text, hard=True)
    for age in (64, 11):
        photo(f"Dokumen/WhatsApp Images/IMG-{stamp(age, '%Y%m%d')}-WA00{r.randint(40, 99)}.jpg", R, "Photos", age)

    # ---------------------------------------------------------------- copy of the old laptop (2019), partly English Windows
    O = "Data Laptop Lama"
    add(f"{O}/desktop.ini", L, "System", 400, ini)
    KB = f"{O}/Kerja BNI"
    for name, kind, age in [("Slip gaji Januari 2018.pdf", "slip", 3060), ("Slip gaji Juli 2017.pdf", "slip", 3240),
                            ("SK Supervisor 2013.pdf", "sk", 4700), ("Sertifikat Service Excellence.pdf", "training", 3900),
                            ("CV Dewi 2013.docx", "cv", 4720), ("Klaim JHT 2019.pdf", "jht", 2600)]:
        add(f"{KB}/{name}", X, "Career", age, lambda r, dt, k=kind: t_bni(r, dt, k))
    add(f"{O}/Resep Ibu - Opor & Ketupat.docx", R, "Cooking", 2900,
        "Resep Ibu (Klaten) - Opor Ayam & Ketupat Lebaran\nOpor: 2 ekor ayam kampung, santan 2 butir kelapa, bumbu halus bawang "
        "merah, bawang putih, kemiri, ketumbar, jintan. Masak api kecil sampai santan berminyak.\nKetupat: rendam beras 1 jam, isi "
        "ketupat 2/3, rebus 4 jam.")
    for n, age in [("Foto/IMG_0211.JPG", 3300), ("Foto/IMG_0388.JPG", 3100), ("Foto/Rizky TK.jpg", 2700)]:
        photo(f"{O}/{n}", R, "Photos", age)
    hard = [("Dokumen1.docx", X, "Career", 2840, lambda r, dt: t_bni(r, dt, "resign")),
            ("New Microsoft Word Document.docx", X, "Home", 2520, lambda r, dt: t_kontrakan(r, dt, "tidak")),
            ("Book1.xlsx", X, "Travel", 2910, lambda r, dt: t_trip(r, dt, "biaya")),
            ("New Text Document.txt", X, "Finance", 2450, t_bni_closed),
            ("scan0001.pdf", X, "Career", 3000, lambda r, dt: t_bni(r, dt, "slip"))]
    for fn, b, t, age, fn_text in hard:
        add(f"{O}/{fn}", b, t, age, fn_text, hard=True)

    return items
