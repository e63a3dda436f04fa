"""Jobs: the ``Job`` model, the state machine, ``JobManager`` and ``JobContext`` (kept import-light)."""
