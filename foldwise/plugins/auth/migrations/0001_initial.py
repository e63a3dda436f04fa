from tortoise import migrations
from tortoise.migrations import operations as ops
from orjson import loads
from tortoise.fields.data import JSON_DUMPS
from tortoise import fields

class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='AccountProfile',
            fields=[
                ('user_id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('display_name', fields.CharField(default='', max_length=100)),
                ('theme', fields.CharField(default='auto', description='``auto`` follows the browser, ``light`` or ``dark`` force one.', max_length=8)),
                ('avatar', fields.BinaryField(null=True, description='A 256 px PNG re-encoded from the upload (None: the initials are shown).')),
                ('avatar_updated_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('totp_secret', fields.TextField(null=True, description='The sealed TOTP secret in force (None: two-factor is off).', unique=False)),
                ('totp_pending', fields.TextField(null=True, description='A sealed secret enrolled but not yet confirmed with a code.', unique=False)),
                ('recovery_codes', fields.JSONField(default=list, description='SHA-256 digests of the unused recovery codes.', encoder=JSON_DUMPS, decoder=loads)),
                ('totp_last_step', fields.BigIntField(default=0, description='The last TOTP time step accepted (a code is good once).')),
            ],
            options={'table': 'auth_account_profile', 'app': 'auth', 'pk_attr': 'user_id', 'table_description': 'Per-user preferences and second factor (one row per user, made on first use).'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='PasswordResetToken',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('token_hash', fields.CharField(unique=True, max_length=64)),
                ('user_id', fields.IntField(db_index=True)),
                ('expires_at', fields.DatetimeField(auto_now=False, auto_now_add=False)),
                ('used_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'auth_password_reset', 'app': 'auth', 'pk_attr': 'id', 'table_description': 'A one-time password reset link (SHA-256 of the token, valid 1 hour).'},
            bases=['Model'],
        ),
    ]
