"""A region's name inside a source, in the reader's language: choosing a region on the Quote
page cites it as "region Belgium: Ember 2024 …" (app.model.provenance.region_values writes the
English name; an older quote, its id: "region NL: …"). The Dutch window and proposal translated
the lead word only and read "regio Belgium"; here the name becomes the catalogue's name in the
language ("regio België"), before the lead word is translated (app.io.words.labels)."""

from __future__ import annotations

import re
from functools import lru_cache


@lru_cache(maxsize=1)
def _regions() -> tuple[dict, re.Pattern | None]:
    """The shipped regions by English name and by id, and a pattern that finds either after
    the word "region" and before the colon that opens the citation."""
    from app import paths
    from app.errors import AppError
    from app.io.catalog.files import read_catalog

    try:
        regions = read_catalog(paths.catalog_dir()).regions.values()
    except AppError:  # no catalogue to read: the source stays as written
        return {}, None
    by = {**{r.id: r for r in regions}, **{r.name: r for r in regions}}
    names = "|".join(re.escape(k) for k in sorted(by, key=len, reverse=True))
    return by, re.compile(rf"\b([Rr]egion) ({names})(?=:)")


def local_region(text: str, lang: str) -> str:
    """``text`` with "region <English name or id>:" naming the region as ``lang`` does
    ("region Nederland:" in Dutch); English keeps the English name, also for an id."""
    by, pattern = _regions()
    if pattern is None:
        return text
    return pattern.sub(lambda m: f"{m.group(1)} {by[m.group(2)].name_in(lang)}", text)
