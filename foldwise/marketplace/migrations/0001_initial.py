from tortoise import migrations
from tortoise.migrations import operations as ops
from orjson import loads
from tortoise.fields.data import JSON_DUMPS
from tortoise import fields

class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='InstalledPlugin',
            fields=[
                ('name', fields.CharField(primary_key=True, unique=True, db_index=True, description='The normalized distribution name (PEP 503), also the folder name.', max_length=200)),
                ('display_name', fields.CharField(max_length=200)),
                ('version', fields.CharField(max_length=64)),
                ('source_url', fields.TextField(unique=False)),
                ('repository', fields.TextField(unique=False)),
                ('sha256', fields.CharField(max_length=64)),
                ('entry_points', fields.JSONField(default=list, description='The ``foldwise.plugins`` entry-point names of the wheel (how the kernel lists the plugin).', encoder=JSON_DUMPS, decoder=loads)),
                ('dependencies', fields.JSONField(default=list, encoder=JSON_DUMPS, decoder=loads)),
                ('installed_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
                ('updated_at', fields.DatetimeField(auto_now=True, auto_now_add=False)),
            ],
            options={'table': 'marketplace_installed', 'app': 'marketplace', 'pk_attr': 'name', 'table_description': 'A plugin the marketplace installed into ``home/plugins/<name>``.'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='Review',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('plugin_name', fields.CharField(db_index=True, max_length=200)),
                ('user_id', fields.IntField()),
                ('username', fields.CharField(max_length=150)),
                ('rating', fields.SmallIntField()),
                ('title', fields.CharField(max_length=120)),
                ('content', fields.TextField(unique=False)),
                ('helpful_count', fields.IntField(default=0)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=False)),
                ('updated_at', fields.DatetimeField(auto_now=False, auto_now_add=False)),
            ],
            options={'table': 'marketplace_review', 'app': 'marketplace', 'unique_together': (('plugin_name', 'user_id'),), 'pk_attr': 'id', 'table_description': "One user's review of one plugin (a second review by the same user replaces the first)."},
            bases=['Model'],
        ),
    ]
