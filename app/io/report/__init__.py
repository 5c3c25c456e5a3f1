"""The command line's reports: results, analysis, suggestions, back-test, plausibility and the words of break-even and tornado rows, as text or JSON. No Qt."""
