from tortoise import migrations
from tortoise.migrations import operations as ops
from orjson import loads
from tortoise.fields.data import JSON_DUMPS
from tortoise import fields

class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='StoredRuleSet',
            fields=[
                ('name', fields.CharField(primary_key=True, unique=True, db_index=True, max_length=64)),
                ('enabled', fields.BooleanField(default=True)),
                ('data', fields.JSONField(default=dict, encoder=JSON_DUMPS, decoder=loads)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
                ('updated_at', fields.DatetimeField(auto_now=True, auto_now_add=False)),
            ],
            options={'table': 'rules_sets', 'app': 'rules', 'pk_attr': 'name', 'table_description': 'A rule set as validated JSON (``ruleset.RuleSet``), keyed by its name.'},
            bases=['Model'],
        ),
    ]
