"""Data model (pydantic v2): catalogue entries, quotes and results. No Qt, no I/O."""

from app.model.catalog import (
    GPU,
    Catalog,
    CatalogSnapshot,
    CoolingOption,
    MeasuredProfile,
    PsuConfig,
    PsuOption,
    Region,
    ServerPlatform,
    WorkloadClass,
)
from app.model.provenance import Confidence, Provenance
from app.model.quote import Customer, ExtraLine, Option, ProfileChoice, Quote, Site, WorkloadSpec
from app.model.results import InputUsed, OptionResult, QuoteResult

__all__ = [
    "GPU", "Catalog", "CatalogSnapshot", "Confidence", "CoolingOption", "Customer", "ExtraLine",
    "InputUsed", "MeasuredProfile", "Option", "OptionResult", "ProfileChoice", "Provenance",
    "PsuConfig", "PsuOption", "Quote", "QuoteResult", "Region", "ServerPlatform", "Site",
    "WorkloadClass", "WorkloadSpec",
]
