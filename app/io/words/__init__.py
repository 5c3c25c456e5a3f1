"""Numbers and words for people: number formats and typed numbers, labels, money terms, parser reasons, refusals in the reader's language and Said as JSON. No Qt."""
