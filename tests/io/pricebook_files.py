"""Distributor exports as resellers get them, written by the tests (never copied from
elsewhere): a Dutch CSV in cp1252 with title lines, ``;``, euro signs and decimal commas; an
English CSV in UTF-8 with a BOM; an XLSX with a merged title and a merged header; a list with
two price-like columns that needs ``--price-column``."""

from __future__ import annotations

from pathlib import Path

#: the Dutch list: (SKU, description, stock, price cell, currency, date) and what a reader
#: of the list takes each row to be: (catalogue kind/id or None, EUR amount or None)
DUTCH_ROWS = [
    ("L4-24G-PCIE", "NVIDIA L4 24GB Tensor Core PCIe", "40", "€ 2.399,50", "EUR", "01-12-2026",
     ("gpus", "l4"), 2399.50),
    ("SYS-821GE-TNHR", "Supermicro SYS-821GE-TNHR barebone", "3", "€ 18.400,-", "EUR",
     "01-12-2026", ("servers", "smc-sys-821ge-tnhr"), 18400.0),
    ("H100-PCIE-80", "NVIDIA H100 PCIe 80GB passief gekoeld", "12", "24 950,00", "EUR",
     "01-12-2026", ("gpus", "h100-pcie"), 24950.0),
    ("PWS-2K04A", "Voeding 2000W 80+ Titanium", "50", "€ 412", "EUR", "01-12-2026",
     ("psus", "titanium-2000"), 412.0),
    ("CBL-C13-2M", "Netsnoer C13-C14 2m zwart", "500", "€ 4,95", "EUR", "01-12-2026", None, None),
    ("MI300X-OAM", "AMD Instinct MI300X 192GB OAM", "1", "$ 15.000,00", "USD", "01-12-2026",
     None, None),
    ("A100-80", "NVIDIA A100 80GB", "2", "op aanvraag", "EUR", "01-12-2026", None, None),
    ("L40S-48G", "NVIDIA L40S 48GB café-editie", "4", "EUR 7.125,00", "EUR", "01-12-2026",
     ("gpus", "l40s"), 7125.0),
]
DUTCH_TITLE = ["Tech Data Nederland B.V. – Prijslijst GPU en servers", "Geldig vanaf 1 december 2026"]
DUTCH_HEADER = ["Artikelnr.", "Omschrijving", "Voorraad", "Netto prijs excl. BTW", "Valuta",
                "Prijsdatum"]


def dutch_csv(folder: Path, header=DUTCH_HEADER, name="techdata-dec.csv") -> Path:
    lines = [*(f"{t};;;;;" for t in DUTCH_TITLE), ";;;;;", ";".join(header)]
    for row in DUTCH_ROWS:
        lines.append(";".join(f'"{c}"' if ";" in c else c for c in row[:6]))
    path = folder / name
    path.write_bytes(("\r\n".join(lines) + "\r\n").encode("cp1252"))
    return path


def english_csv(folder: Path) -> Path:
    """UTF-8 with BOM, ``,``, "1,234.56", yyyy-mm-dd, a valid-until column."""
    rows = ['"Part No","Product","List price","Price date","Valid until"',
            '"900-2G193-0000-000","NVIDIA L4 24GB","2,150.00","2026-11-15","2026-12-15"',
            '"SYS-421GE-TNRT","Supermicro SYS-421GE-TNRT 4U","9,875.50","2026-11-15","2027-01-15"',
            '"RAIL-KIT","Rail kit 4U","89.00","2026-11-15","2026-12-15"']
    path = folder / "ingram-nov.csv"
    path.write_bytes(b"\xef\xbb\xbf" + ("\n".join(rows) + "\n").encode("utf-8"))
    return path


def merged_xlsx(folder: Path) -> Path:
    """A title row merged over the columns, "Artikel" merged over the code and description
    columns, dates as Excel dates, prices as numbers."""
    from datetime import datetime

    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Prijzen"
    sheet["A1"] = "Copaco Nederland – Prijslijst servers en GPU's"
    sheet.merge_cells("A1:E1")
    sheet["A2"] = "Artikel"
    sheet.merge_cells("A2:B2")
    sheet["C2"], sheet["D2"], sheet["E2"] = "Prijs excl. BTW", "Datum", "Geldig tot"
    rows = [("L4-PCIE", "NVIDIA L4 24GB PCIe", 2150.0, datetime(2026, 12, 1), datetime(2026, 12, 15)),
            ("SYS-421GE-TNRT", "Supermicro SYS-421GE-TNRT", 9875.5, datetime(2026, 12, 1),
             datetime(2027, 1, 15)),
            ("RAILS-4U", "Montagerails 4U", 99.0, datetime(2026, 12, 1), None)]
    for r, row in enumerate(rows, start=3):
        for c, value in enumerate(row, start=1):
            sheet.cell(r, c, value)
    path = folder / "copaco.xlsx"
    book.save(path)
    return path


def two_price_csv(folder: Path) -> Path:
    """Columns named by letter, a list and a net price both in euros: which one is the price
    only the user can say."""
    rows = ["Kol A;Kol B;Kol C;Kol D;Kol E",
            "L4-24G;NVIDIA L4 24GB;€ 2.899,00;€ 2.399,50;01-12-2026",
            "L40S-48G;NVIDIA L40S 48GB;€ 8.500,00;€ 7.125,00;01-12-2026"]
    path = folder / "odd.csv"
    path.write_bytes(("\n".join(rows) + "\n").encode("cp1252"))
    return path


def expiring_csv(folder: Path) -> Path:
    """October's list for the example quote's HGX H200 air server (valid until 31 Oct)."""
    rows = ["Ingram Micro Benelux;;;", "Prijslijst oktober 2026;;;", "SKU;Omschrijving;Prijs;Datum",
            "SYS-821GE-TNHR;Supermicro SYS-821GE-TNHR 8U;€ 21.000,00;01-10-2026"]
    path = folder / "ingram-okt.csv"
    path.write_bytes(("\n".join(rows) + "\n").encode("cp1252"))
    return path
