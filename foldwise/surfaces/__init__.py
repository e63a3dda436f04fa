"""Cross-surface declarations: the capability registry (which capability is on which surface)."""
