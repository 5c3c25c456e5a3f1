"""Quote files and what keeps them safe: versioned JSON, autosave and recovery, the session lock, seller profiles and the start snapshot. No Qt."""
