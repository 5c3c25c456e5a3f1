"""The bill of materials and the price block of one option (M22) for the quote document: the
lines a customer orders from, the baseline's without prices (it is not bought)."""

from __future__ import annotations

from app.io.export import style
from app.io.export.document_model import DISCOUNTED_LINES, BomLine, Prices
from app.io.export.i18n import t
from app.io.words.formatting import ON_REQUEST
from app.model import Option, OptionResult, Quote


def cap_text(quote: Quote, option: Option, lang: str) -> str:
    if option.power_cap is not None:
        return t(lang, "cap", pct=style.fmt(option.power_cap, "percent", lang))
    if option.profile is not None:
        return t(lang, "profile", name=t(lang, f"profile_{option.profile.id}"))
    return t(lang, "no_cap")


def bom(quote: Quote, option: Option, r: OptionResult, lang: str) -> list[BomLine]:
    """Server, GPUs, PSUs, cooling, cap/profile, installation and the option's extra lines:
    quantities and prices (M22). The baseline is not bought: its lines carry no prices."""
    snap = quote.catalog
    server, gpu = snap.servers[option.server], snap.gpus[option.gpu]
    psu, cooling = snap.psus[option.psu], snap.cooling[option.cooling]
    m = r.servers if r.valid else None
    n = option.gpus_per_server
    bought = not option.baseline
    base = server.base_price_eur if option.server_price is None else option.server_price
    gpu_price = gpu.price_eur if option.gpu_price is None else option.gpu_price

    def line(key, item, detail, per, unit, priced=True):
        unit = unit if bought else None
        qty = None if m is None or per is None else m * per
        total = None if qty is None or unit is None else qty * unit
        return BomLine(key, item, detail, per, qty, unit, total, key in DISCOUNTED_LINES,
                       on_request=bought and not priced)

    lines = [
        line("server", t(lang, "server"), f"{server.vendor} {server.model_in(lang)}", 1, base,
             base is not None),
        line("gpu", t(lang, "gpus"), f"{gpu.vendor} {gpu.name_in(lang)}", n, gpu_price,
             gpu_price is not None),
        line("psu", t(lang, "psus"), f"{psu.name}: " + t(
            lang, "psu_detail", k=option.psu_count, s=option.psu_spares,
            rating=style.fmt(psu.rating_w, "int", lang)), option.psu_count, None),
        line("cooling", t(lang, "cooling"), cooling.name_in(lang), 1, cooling.capex_per_server_eur),
        BomLine("cap", t(lang, "cap_or_profile"), cap_text(quote, option, lang)),
    ]
    if bought:
        lines.append(BomLine("installation", t(lang, "installation"), "", None, 1 if m else None,
                             option.installation, option.installation))
    return lines + [_extra_line(x, m, lang) for x in option.extras]


def _extra_line(x, m: int | None, lang: str) -> BomLine:
    """One of the option's extra lines (Option.extras): user text, quantity per server (times
    the servers) or for the option; an optional line says so and stays out of the totals."""
    qty = (None if m is None else m * x.quantity) if x.per_server else x.quantity
    total = None if qty is None else qty * x.unit_price
    detail = t(lang, "optional_line") if x.optional else ""
    return BomLine("extra", x.description, detail, x.quantity if x.per_server else None, qty,
                   x.unit_price, total, False, x.optional)


def prices(option: Option, r: OptionResult, lines: list[BomLine], vat_rate: float) -> Prices:
    """The price block: gross lines (the optional ones apart), discount, net (= the engine's
    capex), VAT, and the price of one server as ordered."""
    counted = [x for x in lines if not x.optional]
    if not option.baseline and (r.capex is None or any(x.on_request for x in counted)):
        unknown = ON_REQUEST  # printed "price on request" (app.io.export.style.fmt)
        return Prices(unknown, option.discount, 0.0, unknown, vat_rate, unknown, unknown, None,
                      sum(x.total or 0.0 for x in lines if x.optional))
    gross = sum(x.total or 0.0 for x in counted)
    discount = sum(x.total or 0.0 for x in counted if x.discountable) * option.discount
    net = r.capex if not option.baseline else gross - discount
    per_server = None
    if r.servers:
        each = [x.per_server * x.unit_price for x in counted
                if x.per_server is not None and x.unit_price is not None]
        equipment = sum(x.per_server * x.unit_price for x in counted if x.discountable
                        and x.per_server is not None and x.unit_price is not None)
        per_server = sum(each) - equipment * option.discount
    optional = sum(x.total or 0.0 for x in lines if x.optional)
    return Prices(gross, option.discount, discount, net, vat_rate, net * vat_rate,
                  net * (1 + vat_rate), per_server, optional)
