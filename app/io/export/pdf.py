"""The quote as a PDF proposal (reportlab platypus): cover with the seller's profile, executive
summary in plain words, comparison, charts, configuration per option, assumptions and sources,
method, measured data, and (optional) the advisor's advice; headers, footers and "page n of N".

All user text (customer, labels, sources) is escaped before it becomes a Paragraph.
"""

from __future__ import annotations

import io
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import (
    Image,
    KeepTogether,
    PageBreak,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from app.io.export import pdf_charts, style
from app.io.export.document import QuoteDocument, build_document
from app.io.export.files import write_file
from app.io.export.money_notes import maintenance_row
from app.io.export.pdf_acceptance import acceptance_section
from app.io.export.pdf_advice import advice_section, option_heading
from app.io.export.pdf_decision import decision_section, loan_rows, rental_table
from app.io.export.pdf_growth import growth_section
from app.io.export.pdf_page import (
    MARGIN,
    Paragraph,
    Styles,
    color,
    day_text,
    esc,
    grid_table,
    numbered_canvas,
    register_fonts,
)
from app.io.export.pdf_risk import risk_section
from app.io.export.seller_identity import seller_number_lines
from app.io.words.formatting import colon
from app.io.words.tight import tight
from app.model import Quote, QuoteResult


def write_pdf(quote: Quote, result: QuoteResult, path: Path | str, lang: str = "en",
              seller=None, advice: bool = False, doc: QuoteDocument | None = None) -> Path:
    """Write the proposal to ``path``; returns the path. ``advice``: end with the advisor's
    findings and power-cap sweet spots (app.io.export.pdf_advice). ``doc``: the document
    when the caller built it (``export_quote`` builds one for both files); laying it out
    computes nothing."""
    if doc is None:
        doc = build_document(quote, result, lang, seller, advice=advice)
    font, bold = register_fonts()
    st = Styles(font, bold, lang, doc.currency)
    path = Path(path)
    buffer = io.BytesIO()
    template = SimpleDocTemplate(
        buffer, pagesize=A4, leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN + 6 * mm,
        bottomMargin=MARGIN + 4 * mm, title=f"{doc.t('proposal')} {doc.customer}".strip(),
        author=doc.seller.company if doc.seller else "", subject=doc.t("doc_title"))
    story = (_cover(doc, st) + _summary(doc, st) + _comparison(doc, st)
             + growth_section(doc, st) + _facility(doc, st)
             + decision_section(doc, st, _option_tables)
             + _charts(doc, st) + risk_section(doc, st)
             + _configuration(doc, st) + _terms(doc, st) + acceptance_section(doc, st)
             + _assumptions(doc, st)
             + _method(doc, st) + _measured(doc, st) + advice_section(doc, st))
    template.build(story, canvasmaker=numbered_canvas(doc, font))
    write_file(path, buffer.getvalue())   # whole or not at all
    return path


# -- sections -------------------------------------------------------------------------------
def _cover(doc: QuoteDocument, st: Styles) -> list:
    out = []
    seller = doc.seller
    logo = None
    if seller and seller.logo and seller.logo.suffix.lower() in (".png", ".jpg", ".jpeg"):
        logo = Image(str(seller.logo), width=62 * mm, height=62 * mm * 0.32, kind="proportional")
    company = []
    if seller:
        company.append(Paragraph(f"<b>{esc(seller.company)}</b>", st.body))
        lines = list(seller.address)
        lines += [x for x in (seller.phone, seller.email, seller.website) if x]
        lines += seller_number_lines(seller, doc.t, doc.lang)
        company.append(Paragraph("<br/>".join(esc(x) for x in lines), st.small))
    top = Table([[logo or "", company]], colWidths=[90 * mm, 84 * mm], hAlign="LEFT")
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                             ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    out += [top, Spacer(1, 38 * mm)]
    out.append(Paragraph(esc(doc.t("proposal")).upper(), ParagraphStyle(
        "kicker", parent=st.body, fontName=st.bold, textColor=color(style.ACCENT), fontSize=11)))
    out.append(Paragraph(esc(doc.t("doc_title")), st.title))
    if doc.title and doc.title != doc.customer:
        out.append(Paragraph(esc(doc.title), st.h2))
    out.append(Spacer(1, 14 * mm))
    rows = [(doc.t("customer"), doc.customer), (doc.t("contact"), doc.contact),
            (doc.t("reference"), doc.reference)]
    if doc.terms and doc.terms.number:
        rows.append((doc.t("quote_number"), doc.terms.number))
    if doc.terms:
        rows.append((doc.t("revision"), str(doc.terms.revision)))
    rows += [(doc.t("date"), day_text(doc, doc.created)),
            (doc.t("valid_until"), day_text(doc, doc.valid_until))]
    if seller and seller.contact_person:
        rows.append((doc.t("prepared_by"), f"{seller.contact_person}, {seller.company}"))
    data = [[Paragraph(esc(k), st.small_bold), Paragraph(esc(v or doc.t("dash")), st.body)]
            for k, v in rows]
    info = Table(data, colWidths=[38 * mm, 120 * mm], hAlign="LEFT")
    info.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 1.2, color(style.ACCENT)),
                              ("LINEBELOW", (0, 0), (-1, -1), 0.3, color(style.GRID)),
                              ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                              ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    out += [info, Spacer(1, 16 * mm),
            Paragraph(esc(doc.t("excl_vat", currency=doc.currency)), st.small), PageBreak()]
    return out


def _summary(doc: QuoteDocument, st: Styles) -> list:
    out = [Paragraph(esc(doc.t("executive_summary")), st.h1)]
    box = Table([[Paragraph(f"<b>{esc(doc.t('recommendation'))}</b><br/>"
                            f"{esc(tight(doc.recommendation))}", st.rec)]], colWidths=[174 * mm])
    box.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, -1), color(style.ACCENT_LIGHT)),
                             ("LINEBEFORE", (0, 0), (0, -1), 3, color(style.ACCENT)),
                             ("LEFTPADDING", (0, 0), (-1, -1), 10),
                             ("TOPPADDING", (0, 0), (-1, -1), 8),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 10)]))
    out += [box, Spacer(1, 5 * mm)]
    for point in doc.summary:  # no line break inside "−€ 157.625" (tight)
        out.append(Paragraph(esc(tight(point)), st.bullet, bulletText="•"))
    out.append(Spacer(1, 4 * mm))
    if doc.valid_options:
        out.append(pdf_charts.cumulative_chart(doc, st.font, st.bold))
    out.append(PageBreak())
    return out


def _money_notes(doc: QuoteDocument, st: Styles) -> list:
    """How each candidate's price, saving, paybacks and NPV add up, numbers put in."""
    if not doc.money_notes:
        return []
    out = [Paragraph(esc(doc.t("mn_heading")), st.h2), Paragraph(esc(doc.t("mn_intro")), st.small)]
    for label, sentences in doc.money_notes.items():
        block = [Paragraph(f"<b>{esc(label)}</b>", st.body)]
        block += [Paragraph(esc(tight(x)), st.bullet, bulletText="•") for x in sentences]
        out.append(KeepTogether(block))
    return out


#: most option columns in one comparison table; more options continue in a second table
MAX_COLUMNS = 5


def _comparison(doc: QuoteDocument, st: Styles) -> list:
    out = [Paragraph(esc(doc.t("comparison")), st.h1)]
    out += _option_tables(doc, st, doc.key_figures)
    out += _money_notes(doc, st)
    notes = doc.notes
    if notes:
        items = [Paragraph(esc(x), st.bullet, bulletText="•") for x in notes]
        # the heading stays with its first note (it was left alone at a page's foot)
        out += [KeepTogether([Paragraph(esc(doc.t("notes")), st.h2), items[0]]), *items[1:]]
    return out


_COMPARE_KEYS = {"saving_y1", "simple_payback", "discounted_payback", "npv"}


def _facility(doc: QuoteDocument, st: Styles) -> list:
    """Power, heat and space: what each option asks of the room at its peak."""
    if not doc.facility or not doc.valid_options:
        return []
    out = [PageBreak(), Paragraph(esc(doc.t("facility")), st.h1),
           Paragraph(esc(doc.t("facility_intro")), st.body), Spacer(1, 3 * mm)]
    return out + _option_tables(doc, st, doc.facility)


def _option_tables(doc: QuoteDocument, st: Styles, rows) -> list:
    """``rows`` with one column per option, in as few even tables as MAX_COLUMNS allows."""
    out = []
    n = len(doc.options)
    groups = -(-n // MAX_COLUMNS) if n > MAX_COLUMNS else 1
    per = -(-n // groups)
    for start in range(0, n, per):
        if start:
            out.append(Spacer(1, 5 * mm))
        out.append(_comparison_table(doc, st, doc.options[start:start + per], rows))
    return out


def _comparison_table(doc: QuoteDocument, st: Styles, options, rows) -> Table:
    """Key figures for up to MAX_COLUMNS options, one column each."""
    n = len(options)
    label_w = 52 * mm if n <= 4 else 40 * mm
    col_w = (174 * mm - label_w) / max(n, 1)
    if n > 4:  # five options: a smaller face keeps every amount on one line
        st = Styles(st.font, st.bold, st.lang, st.currency)
        for name in ("small", "num", "num_bold", "head_cell"):
            getattr(st, name).fontSize = 7.0
            getattr(st, name).leading = 8.75
    head = [Paragraph("", st.head_cell)]
    for o in options:
        tag = doc.t("baseline_tag") if o.baseline else (
            doc.t("recommended") if o.recommended else "")
        text = f"{o.number}. {esc(o.label)}" + (f"<br/><i>({esc(tag)})</i>" if tag else "")
        head.append(Paragraph(text, st.head_cell))
    data = [head]
    for row in rows:
        cells = [Paragraph(esc(row.label), st.small)]
        for o in options:
            v = row.values[doc.options.index(o)]
            text = doc.t("invalid") if not o.valid else (
                doc.t("dash") if o.baseline and row.key in _COMPARE_KEYS else doc.fmt(v, row.kind))
            bold = row.key in ("tco", "npv")
            cells.append(Paragraph(esc(text), st.num_bold if bold else st.num))
        data.append(cells)
    rec = next((i for i, o in enumerate(options, start=1) if o.recommended), None)
    return grid_table(data, [label_w] + [col_w] * n, st, highlight_col=rec)


def _charts(doc: QuoteDocument, st: Styles) -> list:
    if not doc.valid_options:
        return []
    return [PageBreak(), Paragraph(esc(doc.t("charts")), st.h1),
            pdf_charts.energy_chart(doc, st.font, st.bold), Spacer(1, 8 * mm),
            pdf_charts.power_chart(doc, st.font, st.bold)]


def _configuration(doc: QuoteDocument, st: Styles) -> list:
    out = [PageBreak(), Paragraph(esc(doc.t("configuration")), st.h1)]
    widths = [34 * mm, 50 * mm, 17 * mm, 19 * mm, 26 * mm, 28 * mm]  # totals of 7 digits fit
    for o in doc.options:
        block = [option_heading(doc, o.number, o.label, o.baseline, st)]
        if not o.valid:
            block.append(Paragraph(esc(doc.t("invalid_reason", reason="; ".join(o.result.reasons))),
                                   st.body))
            out.append(KeepTogether(block))
            continue
        if o.result.rented:  # (M37) no bill of materials: what the rental costs
            block += [rental_table(doc, o, st, widths), Spacer(1, 2 * mm)]
            out.append(KeepTogether(block + [Paragraph(esc(_facts(doc, o.result)), st.small),
                                             Paragraph(esc(doc.t("rental_energy_note")),
                                                       st.small)]))
            continue
        head = [Paragraph(esc(doc.t(k)), st.head_cell) for k in
                ("item", "detail", "qty_per_server", "quantity", "unit_price", "total")]
        data = [head]
        for line in o.bom:
            total = line.total
            data.append([Paragraph(esc(line.item), st.small), Paragraph(esc(line.detail), st.small),
                         Paragraph(_count(doc, line.per_server), st.num),
                         Paragraph(_count(doc, line.quantity), st.num),
                         Paragraph(_unit_price(doc, line), st.num),
                         Paragraph(doc.fmt(total, "money") if total is not None else "", st.num)])
        r = o.result
        money_from = len(data)
        bold_rows = [len(data)]
        if o.baseline:
            capex_note = f" ({doc.t('sunk')})"
            data.append(_money_row(doc.t("capex") + capex_note, r.capex, st, bold=True))
        else:
            p = o.prices
            if p.discount:
                data.append(_money_row(doc.t("gross"), p.gross, st))
                data.append(_money_row(doc.t("discount_line", pct=doc.fmt(p.discount_rate,
                                                                          "percent")),
                                       -p.discount, st))
                bold_rows = [len(data)]
            data.append(_money_row(doc.t("net_price"), p.net, st, bold=True))
            data.append(_money_row(doc.t("vat_amount", pct=doc.fmt(p.vat_rate, "percent")),
                                   p.vat, st))
            data.append(_money_row(doc.t("incl_vat"), p.incl_vat, st, bold=True))
            if p.per_server is not None:
                data.append(_money_row(doc.t("price_per_server"), p.per_server, st))
            if any(line.optional for line in o.bom):
                data.append(_money_row(doc.t("optional_total"), p.optional, st))
            loan = loan_rows(doc, o, _money_row, st)
            if o.option.financing is not None:
                bold_rows.append(len(data) + 2)
            data += loan
        data.append(_money_row(*maintenance_row(doc, r), st))
        facts = _facts(doc, r)
        table = grid_table(data, widths, st, bold_rows=bold_rows)
        table.setStyle(TableStyle([span for i in range(money_from, len(data))
                                   for span in (("SPAN", (0, i), (3, i)), ("SPAN", (4, i), (5, i)))]))
        block += [table, Spacer(1, 2 * mm),
                  Paragraph(esc(facts), st.small)]
        if o.baseline:
            block.append(Paragraph(esc(doc.t("not_bought")), st.small))
        out.append(KeepTogether(block))
    return out


def _unit_price(doc: QuoteDocument, line) -> str:
    if line.on_request:  # a price nobody knows (app.calc.price_request)
        return doc.t("price_on_request")
    return doc.fmt(line.unit_price, "money") if line.unit_price is not None else ""


def _count(doc: QuoteDocument, value) -> str:
    """A quantity: whole numbers as such, a fraction (2,5 m of cable) with its decimals."""
    if not value:
        return ""
    return doc.fmt(value, "int" if float(value).is_integer() else "number")


def _facts(doc: QuoteDocument, r) -> str:
    c = colon(doc.lang)
    return (f"{doc.t('servers')}{c}{doc.fmt(r.servers, 'int')} · {doc.t('utilization')}{c}"
            f"{doc.fmt(r.utilization, 'percent')} · {doc.t('wall_w')}{c}"
            f"{doc.fmt(r.wall_w, 'w')} · {doc.t('pue')}{c}{doc.fmt(r.pue, 'number')}")


def _money_row(label: str, value, st: Styles, bold: bool = False) -> list:
    """A price-block row: the label over the first four columns, the amount over the last two
    and on one line (in the last column alone a Dutch total wrapped: "€" | "1.308.155,20")."""
    return [Paragraph(esc(label), st.small_bold if bold else st.small), "", "", "",
            Paragraph(esc(tight(style.fmt(value, "money", st.lang, st.currency))),
                      st.num_bold if bold else st.num), ""]


def _terms(doc: QuoteDocument, st: Styles) -> list:
    """Commercial terms: number, dates, validity, currency, VAT rate, payment and delivery."""
    terms = doc.terms
    rows = [(doc.t("quote_number"), terms.number or doc.t("dash")),
            (doc.t("revision"), str(terms.revision)),
            (doc.t("date"), day_text(doc, doc.created)),
            (doc.t("valid_until"), day_text(doc, doc.valid_until)),
            (doc.t("currency"), doc.currency),
            (doc.t("vat_rate"), doc.fmt(terms.vat_rate, "percent")),
            (doc.t("payment_terms"), terms.payment),
            (doc.t("delivery_terms"), terms.delivery)]
    if doc.seller and doc.seller.general_terms:
        rows.append((doc.t("general_terms"), doc.seller.general_terms))
    data = [[Paragraph(esc(k), st.small_bold), Paragraph(_lines(v), st.small)] for k, v in rows]
    block = [Paragraph(esc(doc.t("terms")), st.h2),
             grid_table(data, [58 * mm, 116 * mm], st, header=False),
             Spacer(1, 2 * mm), Paragraph(esc(doc.t("vat_note")), st.small)]
    return [KeepTogether(block)]


def _lines(text: str) -> str:
    """User text with its line breaks kept: escaped first, then joined with <br/>."""
    return "<br/>".join(esc(x) for x in str(text).splitlines()) or esc(text)


def _measured(doc: QuoteDocument, st: Styles) -> list:
    """Appendix: the logs behind measured power figures (only when an option uses them)."""
    if not doc.measured:
        return []
    out = [PageBreak(), Paragraph(esc(doc.t("measured_appendix")), st.h1),
           Paragraph(esc(doc.t("measured_intro")), st.body)]
    w = lambda v: doc.fmt(v, "w")  # noqa: E731
    for m in doc.measured:
        hours = m.span_s / 3600
        rows = [(doc.t("m_options"), ", ".join(m.options)), (doc.t("m_gpu"), m.gpu),
                (doc.t("m_source"), m.source),
                (doc.t("m_period"), doc.t("hours_days", hours=doc.fmt(hours, "number"),
                                          days=doc.fmt(hours / 24, "number"))),
                (doc.t("m_gpus"), f"{m.gpu_count} × {m.gpu_name}".strip(" ×")),
                (doc.t("m_samples"), doc.fmt(m.samples, "int")),
                (doc.t("m_idle_full"), f"{w(m.idle_w)} / {w(m.full_w)}"),
                (doc.t("m_mean_p95_max"), f"{w(m.mean_w)} / {w(m.p95_w)} / {w(m.max_w)}"),
                (doc.t("m_limit"), w(m.power_limit_w)),
                (doc.t("m_util"), doc.fmt(m.mean_utilization, "percent"))]
        data = [[Paragraph(esc(k), st.small_bold), Paragraph(_lines(v), st.small)]
                for k, v in rows]
        out += [Paragraph(esc(m.gpu), st.h2),
                grid_table(data, [58 * mm, 116 * mm], st, header=False)]
    return out


def _assumptions(doc: QuoteDocument, st: Styles) -> list:
    out = [PageBreak(), Paragraph(esc(doc.t("assumptions")), st.h1)]
    head = [Paragraph(esc(doc.t(k)), st.head_cell) for k in
            ("input", "value", "source", "confidence")]
    data = [head] + [[Paragraph(esc(a.label), st.small), Paragraph(esc(doc.fmt(a.value, a.kind)
                      + (f" {a.unit}" if a.unit and a.value is not None
                         and a.kind not in ("money", "price") else "")),
                                                            st.num),
                      Paragraph(esc(a.source), st.small), Paragraph(esc(a.confidence), st.small)]
                     for a in doc.assumptions]
    out.append(grid_table(data, [62 * mm, 34 * mm, 46 * mm, 32 * mm], st))
    out.append(Paragraph(esc(doc.t("sources")), st.h2))
    head = [Paragraph(esc(doc.t(k)), st.head_cell) for k in
            ("applies_to", "input", "value", "source", "confidence")]
    data = [head]
    for s in doc.sources:
        value = doc.fmt(s.value, s.kind) if isinstance(s.value, (int, float)) else (s.value or "")
        data.append([Paragraph(esc(s.applies_to), st.small), Paragraph(esc(s.name), st.small),
                     Paragraph(esc(f"{value} {s.unit}".strip()), st.num),
                     Paragraph(esc(s.source), st.small), Paragraph(esc(s.confidence), st.small)])
    out.append(grid_table(data, [32 * mm, 44 * mm, 28 * mm, 38 * mm, 32 * mm], st))
    return out


def _method(doc: QuoteDocument, st: Styles) -> list:
    out = [Paragraph(esc(doc.t("method")), st.h2)]
    out += [Paragraph(esc(p), st.body) for p in doc.method]
    return [KeepTogether(out)]
