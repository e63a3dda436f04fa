"""``gc_paused`` lives in ``foldwise.kernel.gcpause`` (outside this package: importing it must not import the
journal and its ORM models); re-exported here for the journal's modules."""

from foldwise.kernel.gcpause import gc_paused

__all__ = ["gc_paused"]
