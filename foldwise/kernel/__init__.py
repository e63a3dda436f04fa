"""The foldwise kernel: knows no capability; every capability is a plugin.

Import submodules directly (``foldwise.kernel.settings`` ...); this package
imports nothing heavy so that ``foldwise --help`` stays fast.
"""
