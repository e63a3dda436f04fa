from tortoise import migrations
from tortoise.migrations import operations as ops
import functools
from foldwise.kernel.jobs.models import _new_id
from json import dumps, loads
from tortoise.fields.base import OnDelete
from tortoise import fields

class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='Job',
            fields=[
                ('id', fields.CharField(primary_key=True, default=_new_id, unique=True, db_index=True, max_length=32)),
                ('type', fields.CharField(db_index=True, max_length=100)),
                ('status', fields.CharField(default='pending', db_index=True, max_length=20)),
                ('methodology', fields.CharField(null=True, max_length=50)),
                ('params', fields.JSONField(default=dict, encoder=functools.partial(dumps, separators=(',', ':')), decoder=loads)),
                ('file_count', fields.IntField(default=0)),
                ('done_count', fields.IntField(default=0)),
                ('progress', fields.IntField(default=0)),
                ('started_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('estimated_completion', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('finished_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
                ('updated_at', fields.DatetimeField(auto_now=True, auto_now_add=False)),
                ('result', fields.JSONField(null=True, encoder=functools.partial(dumps, separators=(',', ':')), decoder=loads)),
                ('error', fields.TextField(null=True, unique=False)),
                ('user_id', fields.IntField(null=True, db_index=True)),
                ('cancel_requested', fields.BooleanField(default=False)),
                ('worker', fields.CharField(null=True, description='``host:pid`` of the process running the job (None while queued).', max_length=300)),
                ('heartbeat_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
            ],
            options={'table': 'jobs', 'app': 'kernel', 'pk_attr': 'id', 'table_description': 'A persisted job: only its id travels through a broker, everything else lives here.'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='Transaction',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('kind', fields.CharField(max_length=32)),
                ('job_id', fields.CharField(null=True, db_index=True, max_length=64)),
                ('actor', fields.CharField(null=True, max_length=128)),
                ('description', fields.TextField(default='', unique=False)),
                ('state', fields.CharField(default='open', db_index=True, max_length=16)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
                ('committed_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('undone_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('undo_of', fields.IntField(null=True, db_index=True, description='set on an undo transaction: the transaction it reverses.')),
                ('redo_of', fields.IntField(null=True, description='set on a redo transaction: the original transaction it re-applies.')),
            ],
            options={'table': 'journal_transaction', 'app': 'kernel', 'pk_attr': 'id', 'table_description': 'One undo step: a whole job, a dedupe resolution or one single-file action.'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='Operation',
            fields=[
                ('id', fields.BigIntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('transaction', fields.ForeignKeyField('kernel.Transaction', source_field='transaction_id', db_constraint=True, to_field='id', related_name='operations', on_delete=OnDelete.CASCADE)),
                ('seq', fields.IntField()),
                ('op', fields.CharField(max_length=16)),
                ('src', fields.TextField(null=True, unique=False)),
                ('dst', fields.TextField(null=True, unique=False)),
                ('state', fields.CharField(default='pending', db_index=True, max_length=16)),
                ('size', fields.BigIntField(null=True)),
                ('mtime_ns', fields.BigIntField(null=True)),
                ('checksum', fields.CharField(null=True, max_length=64)),
                ('error', fields.TextField(null=True, unique=False)),
                ('reverts', fields.BigIntField(null=True, description='on an undo/redo operation: the id of the operation it reverses.')),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'journal_operation', 'app': 'kernel', 'unique_together': (('transaction', 'seq'),), 'pk_attr': 'id', 'table_description': 'One filesystem change, recorded before it happens (write-ahead).'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='User',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('username', fields.CharField(unique=True, max_length=64)),
                ('email', fields.CharField(null=True, unique=True, max_length=254)),
                ('password_hash', fields.CharField(max_length=255)),
                ('role', fields.CharField(default='member', max_length=16)),
                ('is_active', fields.BooleanField(default=True)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'auth_user', 'app': 'kernel', 'pk_attr': 'id', 'table_description': 'An account whose ``role`` is one of ``admin``, ``member``, ``viewer``.'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='ApiKey',
            fields=[
                ('id', fields.CharField(primary_key=True, unique=True, db_index=True, max_length=12)),
                ('user', fields.ForeignKeyField('kernel.User', source_field='user_id', db_constraint=True, to_field='id', related_name='api_keys', on_delete=OnDelete.CASCADE)),
                ('name', fields.CharField(default='', max_length=100)),
                ('secret_hmac', fields.CharField(max_length=64)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
                ('expires_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('last_used_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('revoked_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
            ],
            options={'table': 'auth_api_key', 'app': 'kernel', 'pk_attr': 'id', 'table_description': 'An API key ``fw_<id>_<secret>`` (only ``HMAC(server secret, secret)`` is kept).'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='RefreshToken',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('token_hash', fields.CharField(unique=True, max_length=64)),
                ('user', fields.ForeignKeyField('kernel.User', source_field='user_id', db_constraint=True, to_field='id', related_name='refresh_tokens', on_delete=OnDelete.CASCADE)),
                ('expires_at', fields.DatetimeField(auto_now=False, auto_now_add=False)),
                ('revoked_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('replaced_by', fields.IntField(null=True, description='The id of the token issued when this one was rotated.')),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'auth_refresh_token', 'app': 'kernel', 'pk_attr': 'id', 'table_description': 'A refresh token, stored as the SHA-256 hex digest of the token (single use).'},
            bases=['Model'],
        ),
    ]
