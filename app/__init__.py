"""GPU TCO: buy GPU servers on facts rather than on TDP. Constants, and two process settings
that must precede the first import of numpy and pydantic.

The engine's arrays are a few dozen numbers: OpenBLAS's thread pool (one thread per core, made
when numpy is imported) only costs start-up time, and scanning every installed package for
pydantic plugins (none is used) costs more. A value the user set in the environment wins.
"""

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

__version__ = "0.1.0"
APP_ID = "nl.gputco.GpuTco"
APP_NAME = "GPU TCO"
ORG_NAME = "GPU TCO"
#: the version of ../shared/METHOD.md the engine implements (its §11 "Version 2"), printed on the
#: proposal's method page
METHOD_VERSION = "2"
