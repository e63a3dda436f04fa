from tortoise import migrations
from tortoise.migrations import operations as ops
from tortoise import fields


class Migration(migrations.Migration):
    dependencies = [('kernel', '0004_auth_sessions_and_username_case')]

    initial = False

    operations = [
        ops.AddField(
            model_name='ApiKey',
            name='scopes',
            field=fields.CharField(default='', max_length=255),
        ),
    ]
