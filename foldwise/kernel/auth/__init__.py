"""Authentication and authorization: users, passwords, JWT and refresh tokens, API keys, the request guard.

Submodules are imported directly (``foldwise.kernel.auth.guard`` ...); this package imports nothing heavy.
"""
