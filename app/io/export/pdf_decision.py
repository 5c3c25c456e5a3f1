"""The PDF's parts of the whole decision (METHOD §11.4-§11.6): the page "Tax, financing, rental
and carbon" with one column per option, a rental's terms in place of a bill of materials, and
the loan and residual value below a financed option's price block.

User text (labels, the provider's name) is escaped before it becomes a Paragraph.
"""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import PageBreak, Spacer

from app.io.export.pdf_page import Paragraph, esc, grid_table


def decision_section(doc, st, option_tables) -> list:
    """A page of the decision's figures; nothing when the quote has none of their inputs."""
    if not doc.decision or not doc.valid_options:
        return []
    heading, intro = decision_words(doc, {row.key for row in doc.decision})
    out = [PageBreak(), Paragraph(esc(heading), st.h1), Paragraph(esc(intro), st.body),
           Spacer(1, 3 * mm)]
    return out + option_tables(doc, st, doc.decision)


#: the page's parts, in the order its heading always named them: (row keys that show the part, its word in the
#: heading, its phrase in the introduction)
PARTS = (({"tax_y1_row", "capacity_y1_row"}, "decision_tax", "decision_intro_bill"),
         ({"capex_upfront", "monthly_payment"}, "decision_financing", "decision_intro_financing"),
         ({"residual_value"}, None, "decision_intro_residual"),
         ({"gpu_hours"}, "decision_rental", "decision_intro_rental"),
         ({"embodied"}, "decision_carbon", "decision_intro_carbon"),
         ({"co2_market"}, "decision_carbon", "decision_intro_market"),
         ({"night_share"}, "decision_tariff", "decision_intro_tariff"))


def decision_words(doc, keys: set[str]) -> tuple[str, str]:
    """The page's heading and introduction naming only what the page holds: a quote with
    financing and nothing else reads "Financing", not "Tax, financing, rental and carbon"."""
    present = [(word, phrase) for shown, word, phrase in PARTS if keys & shown]
    words = list(dict.fromkeys(doc.t(word) for word, _ in present if word))
    phrases = [doc.t(phrase) for _, phrase in present]
    heading = _listed(doc, words or [doc.t("decision_financing")])
    intro = _listed(doc, phrases)
    return heading[:1].upper() + heading[1:], intro[:1].upper() + intro[1:] + "."


def _listed(doc, items: list[str]) -> str:
    """"a, b and c" in the document's language."""
    if len(items) <= 1:
        return "".join(items)
    return doc.t("list_and", head=", ".join(items[:-1]), last=items[-1])


def rental_table(doc, o, st, widths):
    """(M37) What the rental costs, as its configuration block shows it."""
    rent, r = o.option.rental, o.result
    rows = [(doc.t("rental_billing"), doc.t(f"billing_{rent.billing}")),
            (doc.t("rental_price"), doc.fmt(rent.price_per_gpu_hour, "money")),
            (doc.t("gpu_hours"), doc.fmt(r.gpu_hours_per_year, "int")),
            (doc.t("rental_escalation"), doc.fmt(rent.escalation, "percent")),
            (doc.t("rental_fixed"), doc.fmt(rent.fixed_per_year, "money")),
            (doc.t("rental_migration"), doc.fmt(rent.migration, "money")),
            (doc.t("rental_upfront_fee"), doc.fmt(rent.upfront_fee, "money")),
            (doc.t("rental_capex"), doc.fmt(r.capex, "money")),
            (doc.t("provider_pue"), doc.fmt(rent.provider_pue, "number"))]
    if rent.price_source:
        rows.insert(2, (doc.t("rental_price_source"), doc.cited(rent.price_source)))
    if rent.provider:
        rows.insert(0, (doc.t("provider"), rent.provider))
    data = [[Paragraph(esc(k), st.small_bold if k == doc.t("rental_capex") else st.small),
             Paragraph(esc(v), st.num)] for k, v in rows]
    capex_row = [k for k, _ in rows].index(doc.t("rental_capex"))
    return grid_table(data, [sum(widths[:4]), sum(widths[4:])], st, header=False,
                      bold_rows=[capex_row])


def loan_rows(doc, o, money_row, st) -> list:
    """(M36) share, rate, term, monthly payment and K_0; (M35) the residual value."""
    fin, r, out = o.option.financing, o.result, []
    if fin is not None:
        terms = doc.t("loan_terms", share=doc.fmt(fin.share, "percent"),
                      rate=doc.fmt(fin.rate, "percent"), months=fin.months)
        out += [money_row(terms, fin.share * r.capex, st),
                money_row(doc.t("monthly_payment"), r.monthly_payment, st),
                money_row(doc.t("capex_upfront"), r.capex_upfront, st, bold=True)]
    if o.option.residual_fraction:
        label = doc.t("residual_share", share=doc.fmt(o.option.residual_fraction, "percent"))
        out.append(money_row(label, r.residual_value, st))
    return out
