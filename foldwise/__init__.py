"""foldwise: a self-hosted file organization service."""

from foldwise.kernel.ormimport import install as _install_orm_import

__version__ = "0.1.0"
__all__ = ["__version__"]

_install_orm_import()  # before anything imports tortoise: see foldwise.kernel.ormimport
