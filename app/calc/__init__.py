"""The calculation engine of METHOD.md: pure functions over numbers or numpy arrays. No Qt, no I/O.

Each formula names its METHOD number (M1..M32). ``evaluate(quote)`` composes them; the same
chain runs on arrays for sweeps (``app.calc.sweep``).
"""

from app.calc.evaluate import evaluate

__all__ = ["evaluate"]
