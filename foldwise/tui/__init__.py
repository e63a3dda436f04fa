"""``foldwise tui``: the Textual terminal interface (a thin adapter, like the CLI).

``backend`` reaches the services (in-process on the local data home, or the Python client with
``--server``); ``app`` holds the screens. Importing this package imports nothing heavy.
"""
