"""Import measured GPU power from nvidia-smi / DCGM logs (METHOD §7). No Qt here.

Why a package: many formats with many quirks; one module per format keeps each small.
``read_log(path, fields=None) -> LogData``; per-GPU profiles in ``app.io.smi.profile``.
"""

from app.io.smi.logdata import LogData
from app.io.smi.reader import FORMATS, read_log

__all__ = ["FORMATS", "LogData", "read_log"]
