from tortoise import migrations
from tortoise.migrations import operations as ops
import functools
from json import dumps, loads
from tortoise import fields

class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='DedupeScan',
            fields=[
                ('job_id', fields.CharField(primary_key=True, unique=True, db_index=True, max_length=32)),
                ('roots', fields.JSONField(default=list, encoder=functools.partial(dumps, separators=(',', ':')), decoder=loads)),
                ('options', fields.JSONField(default=dict, encoder=functools.partial(dumps, separators=(',', ':')), decoder=loads)),
                ('summary', fields.JSONField(default=dict, encoder=functools.partial(dumps, separators=(',', ':')), decoder=loads)),
                ('groups', fields.JSONField(default=list, description='``[{"hash", "size", "kind": "exact"|"near", "files": [{"path", "size", "mtime_ns"}]}]``', encoder=functools.partial(dumps, separators=(',', ':')), decoder=loads)),
                ('linked', fields.JSONField(default=list, description='Paths sharing one inode (already hard linked), one list per inode.', encoder=functools.partial(dumps, separators=(',', ':')), decoder=loads)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'dedupe_scan', 'app': 'dedupe', 'pk_attr': 'job_id', 'table_description': 'The result of one ``dedupe.scan`` job: its groups with the stat of every file at scan time.'},
            bases=['Model'],
        ),
    ]
