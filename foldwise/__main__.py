from foldwise.kernel.cli import entry

entry()
