"""Import measured GPU power from nvidia-smi / DCGM logs (METHOD §7). No Qt here.

Why a package: many formats with many quirks; one module per format keeps each small.
``read_log(path, fields=None) -> LogData``; per-GPU profiles in ``app.io.smi.profile``.
"""

__all__ = ["FORMATS", "LogData", "read_log"]


def __getattr__(name: str):
    """The readers on first use: the fleet import uses ``profile`` without pandas."""
    if name == "LogData":
        from app.io.smi.logdata import LogData

        return LogData
    if name in ("FORMATS", "read_log"):
        from app.io.smi import reader

        return getattr(reader, name)
    raise AttributeError(f"module 'app.io.smi' has no attribute {name!r}")
