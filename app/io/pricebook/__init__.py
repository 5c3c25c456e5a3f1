"""A reseller's price book: a distributor's price list (CSV or XLSX, as resellers get it) read,
matched to the catalogue and kept as a dated overlay of prices with their validity.

reader: the file to rows (encoding, delimiter, title lines); numbers: prices and dates by their
shape; columns: which column holds what, by content; match: rows to catalogue entries; importer:
the three together; store: the books kept in the user data folder.
"""
