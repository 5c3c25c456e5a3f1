"""The engine's note templates, one module per purpose; app.model.notes merges and renders them."""
