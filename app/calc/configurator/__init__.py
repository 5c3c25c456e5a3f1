"""The configurator: what should the customer buy? Every catalogue build for the
quote's workload, demand and site, run through the chain as arrays and ranked."""

from app.calc.configurator.builds import Build, enumerate_builds
from app.calc.configurator.search import (
                                          OBJECTIVES,
                                          Limits,
                                          Suggestion,
                                          Suggestions,
                                          add_suggestion,
                                          search,
                                          suggest,
)

__all__ = ["OBJECTIVES", "Build", "Limits", "Suggestion", "Suggestions", "add_suggestion",
           "enumerate_builds", "search", "suggest"]
