from tortoise import migrations
from tortoise.migrations import operations as ops
import functools
from json import dumps, loads
from tortoise import fields


class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='AccountProfile',
            fields=[
                ('user_id', fields.IntField(primary_key=True, unique=True, db_index=True)),
                ('display_name', fields.CharField(default='', max_length=100)),
                ('theme', fields.CharField(default='auto', max_length=8)),
                ('avatar', fields.BinaryField(null=True)),
                ('avatar_updated_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('totp_secret', fields.TextField(null=True, unique=False)),
                ('totp_pending', fields.TextField(null=True, unique=False)),
                ('recovery_codes', fields.JSONField(default=list, encoder=functools.partial(dumps, separators=(',', ':')), decoder=loads)),
                ('totp_last_step', fields.BigIntField(default=0)),
            ],
            options={'table': 'auth_account_profile', 'app': 'auth', 'pk_attr': 'user_id'},
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
            options={'table': 'auth_password_reset', 'app': 'auth', 'pk_attr': 'id'},
            bases=['Model'],
        ),
    ]
