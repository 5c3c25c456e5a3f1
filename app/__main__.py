"""`python -m app` runs the command line."""

from app.cli import main

raise SystemExit(main())
