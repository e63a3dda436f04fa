from tortoise import migrations
from tortoise.migrations import operations as ops
from orjson import loads
from tortoise.fields.data import JSON_DUMPS
from tortoise import fields

class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='IntegrationState',
            fields=[
                ('name', fields.CharField(primary_key=True, unique=True, db_index=True, max_length=64)),
                ('settings', fields.JSONField(default=dict, encoder=JSON_DUMPS, decoder=loads)),
                ('connected', fields.BooleanField(default=False)),
                ('updated_by', fields.CharField(null=True, description='The account that last changed the settings or the connection.', max_length=150)),
                ('updated_at', fields.DatetimeField(auto_now=True, auto_now_add=False)),
                ('last_sent_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
            ],
            options={'table': 'integrations_state', 'app': 'integrations', 'pk_attr': 'name', 'table_description': "One integration's settings (validated JSON, paths as checked real paths) and whether it is connected."},
            bases=['Model'],
        ),
    ]
