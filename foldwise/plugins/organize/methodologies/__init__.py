"""Builtin methodologies; each module is its own plugin (entry points ``methodology_*``)."""
