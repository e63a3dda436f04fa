from tortoise import migrations
from tortoise.migrations import operations as ops
from tortoise import fields

class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='ExtensionToken',
            fields=[
                ('id', fields.CharField(primary_key=True, unique=True, db_index=True, max_length=16)),
                ('user_id', fields.IntField(db_index=True)),
                ('extension_id', fields.CharField(max_length=120)),
                ('secret_hmac', fields.CharField(max_length=64)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
                ('expires_at', fields.DatetimeField(auto_now=False, auto_now_add=False)),
                ('revoked_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('last_used_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
            ],
            options={'table': 'integrations_browser_tokens', 'app': 'integration_browser', 'pk_attr': 'id', 'table_description': 'A browser extension token: ``fwx_<id>_<secret>``, stored as HMAC-SHA256 of the secret (server secret).'},
            bases=['Model'],
        ),
    ]
