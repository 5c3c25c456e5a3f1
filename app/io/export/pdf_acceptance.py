"""The proposal's acceptance block: what the customer signs "voor akkoord" (quote number,
revision, date and validity, the seller's general terms by name) with name, position, place,
date and signature lines for the customer and for the seller.

In Belgium the customer writes « Bon pour accord » (voor akkoord) by hand above the signature,
with the date: a French proposal, and any proposal of a Belgian seller, says so inside the
customer's signature box."""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Spacer, Table, TableStyle

from app.io.export import style
from app.io.export.pdf_page import Paragraph, Styles, color, day_text, esc
from app.io.export.seller_identity import country_of
from app.text import base

#: height of the empty signature box
SIGNATURE_H = 18 * mm


def acceptance_section(doc, st: Styles) -> list:
    """The block, kept on one page."""
    terms, seller = doc.terms, doc.seller
    number = terms.number if terms and terms.number else doc.t("dash")
    text = doc.t("acceptance_text", number=number, revision=terms.revision if terms else 1,
                 date=day_text(doc, doc.created), valid=day_text(doc, doc.valid_until))
    general = seller.general_terms if seller and seller.general_terms else ""
    parts = [Paragraph(esc(doc.t("acceptance")), st.h2), Paragraph(esc(text), st.body)]
    if general:
        parts.append(Paragraph(esc(doc.t("terms_apply", terms=general,
                                         company=seller.company)), st.body))
    parts.append(Spacer(1, 3 * mm))
    customer = doc.t("for_customer", customer=doc.customer or doc.t("customer").lower())
    vendor = doc.t("for_seller", company=seller.company) if seller and seller.company \
        else doc.t("for_seller_none")
    rows = [[Paragraph(f"<b>{esc(customer)}</b>", st.small), "",
             Paragraph(f"<b>{esc(vendor)}</b>", st.small), ""]]
    prefilled = seller.contact_person if seller else ""
    for key in ("sign_name", "sign_role", "sign_place", "sign_date", "signature"):
        right = esc(prefilled) if key == "sign_name" and prefilled else ""
        rows.append([Paragraph(esc(doc.t(key)), st.small), "",
                     Paragraph(esc(doc.t(key)), st.small), Paragraph(right, st.small)])
    mention = _handwritten(doc)
    if mention:
        rows[-1][1] = Paragraph(f'<font color="#{style.MUTED}">{esc(mention)}</font>', st.small)
    table = Table(rows, colWidths=[26 * mm, 58 * mm, 26 * mm, 64 * mm],
                  rowHeights=[None] * 5 + [SIGNATURE_H])
    line = color(style.GRID)
    table.setStyle(TableStyle([
        ("SPAN", (0, 0), (1, 0)), ("SPAN", (2, 0), (3, 0)),
        ("LINEBELOW", (1, 1), (1, -1), 0.5, line), ("LINEBELOW", (3, 1), (3, -1), 0.5, line),
        ("LINEABOVE", (0, 0), (-1, 0), 1.2, color(style.ACCENT)),
        ("VALIGN", (0, 0), (-1, -1), "BOTTOM"), ("LEFTPADDING", (0, 0), (-1, -1), 2),
        ("TOPPADDING", (0, 1), (-1, -1), 7), ("VALIGN", (1, -1), (1, -1), "TOP"),
    ]))
    parts.append(table)
    return [Spacer(1, 6 * mm), KeepTogether(parts)]


def _handwritten(doc) -> str:
    """The words the customer writes by hand (Belgian practice), or "" where it is not the
    custom (a Dutch seller's proposal in Dutch or English)."""
    if base(doc.lang) == "fr" or (doc.seller and country_of(doc.seller) == "BE"):
        return doc.t("acceptance_mention")
    return ""
