"""A tortoise model registered by the test plugin of ``test_kernel_hooks`` (app label ``hooktest``)."""

from tortoise import fields
from tortoise.models import Model


class HookNote(Model):
    id = fields.IntField(primary_key=True)
    text = fields.CharField(max_length=100)

    class Meta:
        table = "hooktest_notes"
        app = "hooktest"
