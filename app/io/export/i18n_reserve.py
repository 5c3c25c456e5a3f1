"""English strings (each language's in its catalogue, app.text) of the reserve in the exports (METHOD M13a): the workbook's
summary row and the proposal's summary line. The sentences themselves are the engine's
notes (app.model.note_templates.reserve), rendered in the document's language."""

EN = {
    "reserve_row": "Reserve (with one server down)",
    "reserve_summary": "Reserve of {label}: {reserve}",
    "reserve_not_sized": "–",
}
