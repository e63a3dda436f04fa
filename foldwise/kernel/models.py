"""The kernel's tortoise models (app label ``kernel``), gathered from the subsystems that own them."""

from foldwise.kernel.auth.models import *  # noqa: F401,F403
from foldwise.kernel.jobs.models import *  # noqa: F401,F403
from foldwise.kernel.journal.models import *  # noqa: F401,F403
