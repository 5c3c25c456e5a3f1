"""Entry point of the frozen bundle: the same command line as `gpu-tco`."""

from app.cli import main

raise SystemExit(main())
