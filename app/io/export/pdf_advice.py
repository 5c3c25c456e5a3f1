"""The PDF's optional last section, "Advice" (``export --advice``): the advisor's findings and
each option's power-cap sweet spot, at the quote's own assumptions.

A module of its own so that the proposal's sections (app.io.export.pdf) stay short and the
appendix stays optional: without ``doc.advice`` it adds nothing and the PDF is exactly as
before. The findings arrive as sentences in the document's language (built from the advisor's
notes in app.io.export.document); the sweet spot's numbers are formatted here in the document
language's formats. Labels are user text and are escaped before they become Paragraphs.
"""

from __future__ import annotations

from reportlab.platypus import KeepTogether, PageBreak

from app.io.export import style
from app.io.export.document_model import AdviceOption, QuoteDocument
from app.io.export.pdf_page import Paragraph, Styles, esc
from app.io.words import formatting


def option_heading(doc: QuoteDocument, number: int, label: str, baseline: bool,
                   st: Styles) -> Paragraph:
    """"2. Label (candidate)": an option's heading, the same in every per-option section."""
    tag = doc.t("baseline_tag") if baseline else doc.t("candidate")
    return Paragraph(f"{number}. {esc(label)} <font color='#{style.MUTED}'>({esc(tag)})</font>",
                     st.h2)


def advice_section(doc: QuoteDocument, st: Styles) -> list:
    """Heading, intro, the findings about the quote as a whole, then one block per option."""
    advice = doc.advice
    if advice is None:
        return []
    out = [PageBreak(), Paragraph(esc(doc.t("advice")), st.h1),
           Paragraph(esc(doc.t("advice_intro", currency=doc.currency)), st.body)]
    if advice.findings:
        out.append(KeepTogether([Paragraph(esc(doc.t("advice_quote")), st.h2)]
                                + _bullets(advice.findings, st)))
    for a in advice.options:
        block = [option_heading(doc, a.number, a.label, a.baseline, st)]
        if a.swept:
            block += _bullets(a.findings, st) or [Paragraph(esc(doc.t("advice_none")), st.body)]
        block.append(Paragraph(sweet_spot_text(doc, a), st.body))
        out.append(KeepTogether(block))
    return out


def _bullets(items: list[str], st: Styles) -> list:
    return [Paragraph(esc(_tight(x)), st.bullet, bulletText="•") for x in items]


def _tight(text: str) -> str:
    """Sentences with no line break inside "5 %", "43.703 kWh" or "€ 3.144" (no-break spaces;
    reportlab breaks lines at ordinary spaces only)."""
    from app.io.words.tight import tight

    return tight(text)


def _signed(text: str, value: float) -> str:
    """A change with its sign: the formats print "−" for a decrease; an increase gets "+"."""
    return "+" + text if value > 0 else text


def sweet_spot_text(doc: QuoteDocument, a: AdviceOption) -> str:
    """The sweet spot in one line (Paragraph markup, escaped): cap, throughput, energy and TCO
    against the option uncapped, and what the sweep rests on. An option that cannot be
    computed says why instead."""
    lang = doc.lang
    if not a.swept:
        view = next(o for o in doc.options if o.number == a.number)
        return esc(doc.t("invalid_reason", reason="; ".join(view.result.reasons)))
    pct = lambda v, digits=1: formatting.percent(v, digits, lang)  # noqa: E731
    s = a.sweet_spot
    if s is None:
        text = doc.t("advice_sweet_none", max_loss=pct(a.max_loss, 0))
    else:
        text = doc.t("advice_sweet", cap=pct(s.cap, 0), loss=pct(s.throughput_loss),
                     max_loss=pct(a.max_loss, 0),
                     kwh_pct=_signed(pct(s.kwh_change_share), s.kwh_change_share),
                     kwh=_signed(formatting.number(s.kwh_change, 0, lang), s.kwh_change),
                     tco_pct=_signed(pct(s.tco_change_share), s.tco_change_share),
                     tco=_signed(doc.fmt(s.tco_change, "money0"), s.tco_change))
    basis = (doc.t("advice_measured") if a.measured_curve
             else doc.t("advice_assumed", beta=formatting.number_as_needed(a.cap_beta, lang)))
    label = doc.t("advice_sweet_label" if a.measured_curve else "advice_limit_label")
    return f"<b>{esc(label)}</b>: {esc(_tight(text))} {esc(basis)}"
