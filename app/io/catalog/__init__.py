"""The catalogue on disk: the shipped files, the user's edits, installs, updates, listings and the presets and back-test tables beside it. No Qt."""
