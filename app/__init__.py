"""GPU TCO: buy GPU servers on facts rather than on TDP. Constants only."""

__version__ = "0.1.0"
APP_ID = "nl.gputco.GpuTco"
APP_NAME = "GPU TCO"
ORG_NAME = "GPU TCO"
#: the version of ../shared/METHOD.md the engine implements (its §11 "Version 2"), printed on the
#: proposal's method page
METHOD_VERSION = "2"
