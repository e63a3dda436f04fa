from tortoise import migrations
from tortoise.migrations import operations as ops
from orjson import loads
from tortoise.fields.data import JSON_DUMPS
from tortoise import fields

class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='SuggestionFeedback',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('verdict', fields.CharField(max_length=16)),
                ('type', fields.CharField(max_length=16)),
                ('signature', fields.CharField(db_index=True, max_length=200)),
                ('target', fields.TextField(unique=False)),
                ('actor', fields.CharField(null=True, max_length=128)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'tags_suggestion_feedback', 'app': 'tags', 'pk_attr': 'id', 'table_description': 'A suggestion someone accepted or dismissed: ``signature`` names the kind of file (a feature such as'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='TagAssignment',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('identity', fields.CharField(db_index=True, max_length=64)),
                ('path', fields.TextField(unique=False)),
                ('tag', fields.CharField(db_index=True, max_length=64)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'tags_assignment', 'app': 'tags', 'unique_together': (('identity', 'tag'),), 'pk_attr': 'id', 'table_description': 'One tag on one file. ``identity`` is ``<device>:<inode>`` (what follows a file through renames and'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='TagChange',
            fields=[
                ('op_id', fields.BigIntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('identity', fields.CharField(max_length=64)),
                ('path', fields.TextField(unique=False)),
                ('before', fields.JSONField(default=list, encoder=JSON_DUMPS, decoder=loads)),
                ('after', fields.JSONField(default=list, encoder=JSON_DUMPS, decoder=loads)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'tags_change', 'app': 'tags', 'pk_attr': 'op_id', 'table_description': 'What one journaled ``tag`` operation changed: the tags of one file before and after. A reversing'},
            bases=['Model'],
        ),
    ]
