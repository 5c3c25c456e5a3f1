"""Careful file handling every reader and writer shares: atomic saves, strict JSON, file stamps and process identity. No Qt."""
