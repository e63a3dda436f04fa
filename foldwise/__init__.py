"""foldwise: a self-hosted file organization service."""

__version__ = "0.1.0"
__all__ = ["__version__"]
