"""English and Dutch strings of "price on request" in the exports (app.calc.price_request): a
part nobody publishes a price for. The PDF and the workbook print these words where a figure
would need that price, never a 0 or a figure computed without it."""

EN = {
    "price_on_request": "price on request",
    "price_on_request_cell": "Price on request: no public price. Enter the quoted unit price "
                            "here; the capex, TCO, payback and NPV follow.",
    "price_on_request_block": "Price on request: the purchase price is not known, so the "
                              "capex, TCO, payback and NPV are not given.",
}
