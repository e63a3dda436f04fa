from tortoise import migrations
from tortoise.migrations import operations as ops
from tortoise.fields.base import OnDelete
from tortoise import fields

class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='Hook',
            fields=[
                ('id', fields.CharField(primary_key=True, unique=True, db_index=True, max_length=32)),
                ('user_id', fields.IntField(db_index=True, description='The account that registered it (only that account sees it).')),
                ('plugin_id', fields.CharField(default='', description='The API key id that registered it ("" when registered with a session or token).', max_length=12)),
                ('event', fields.CharField(db_index=True, max_length=100)),
                ('callback_url', fields.TextField(unique=False)),
                ('secret_sealed', fields.TextField(description='The signing secret, encrypted with a key derived from the deployment secret (``seal_secret``).', unique=False)),
                ('identity', fields.CharField(unique=True, description='SHA-256 of (user, plugin, event, URL): one registration per caller, event and URL.', max_length=64)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'runtime_hooks', 'app': 'runtime', 'pk_attr': 'id', 'table_description': 'A webhook registration: POST events named ``event`` to ``callback_url``, signed with its secret.'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='DeliveryLog',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('hook', fields.ForeignKeyField('runtime.Hook', source_field='hook_id', db_constraint=True, to_field='id', related_name='deliveries', on_delete=OnDelete.CASCADE)),
                ('delivery_id', fields.CharField(db_index=True, max_length=32)),
                ('event', fields.CharField(max_length=100)),
                ('attempt', fields.IntField()),
                ('outcome', fields.CharField(description='``delivered``, ``retrying`` (will be tried again) or ``gave_up``.', max_length=16)),
                ('status_code', fields.IntField(null=True)),
                ('error', fields.CharField(null=True, max_length=300)),
                ('duration_ms', fields.IntField(null=True)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'runtime_delivery_log', 'app': 'runtime', 'pk_attr': 'id', 'table_description': 'One delivery attempt and its outcome (never the response body of the receiver).'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='OutboxItem',
            fields=[
                ('id', fields.CharField(primary_key=True, unique=True, db_index=True, max_length=32)),
                ('hook', fields.ForeignKeyField('runtime.Hook', source_field='hook_id', db_constraint=True, to_field='id', related_name='outbox', on_delete=OnDelete.CASCADE)),
                ('event', fields.CharField(max_length=100)),
                ('body', fields.TextField(description='The exact JSON body that is signed and sent.', unique=False)),
                ('source', fields.CharField(default='event', description='``event`` (derived from the event bus) or ``trigger`` (sent by a plugin): the ``X-Foldwise-Source`` header.', max_length=8)),
                ('attempts', fields.IntField(default=0)),
                ('next_attempt_at', fields.DatetimeField(db_index=True, auto_now=False, auto_now_add=False)),
                ('claimed_until', fields.DatetimeField(null=True, description='A lease: the item belongs to one worker until then (several instances share one outbox).', auto_now=False, auto_now_add=False)),
                ('claim_token', fields.CharField(null=True, db_index=True, max_length=32)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'runtime_outbox', 'app': 'runtime', 'pk_attr': 'id', 'table_description': 'One delivery still to make (durable: survives a restart), removed once delivered or given up.'},
            bases=['Model'],
        ),
    ]
