"""The operation journal: every filesystem change is recorded before it happens.

``Journal`` (``kernel.journal``) opens transactions whose primitives (``mkdir``, ``move``,
``trash``, ``write_new``, ``hardlink``, ``move_many``) are write-ahead journaled; undo, redo,
job rollback, history and crash recovery read the journal and nothing else.
"""

from foldwise.kernel.journal.handle import OpResult, TransactionHandle
from foldwise.kernel.journal.journal import Journal

__all__ = ["Journal", "TransactionHandle", "OpResult"]
