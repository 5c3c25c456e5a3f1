"""Files in and out: catalogue, quotes, logs, exports. No Qt."""
