"""A plugin that fails at import, to prove foldwise survives broken third-party code."""

raise RuntimeError("foldwise-broken fails at import on purpose")
