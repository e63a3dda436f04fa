from tortoise import migrations
from tortoise.migrations import operations as ops
from tortoise import fields

class Migration(migrations.Migration):
    dependencies = [('daemon', '0001_initial')]

    initial = False

    operations = [
        ops.CreateModel(
            name='LeftAlone',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('path', fields.CharField(unique=True, max_length=1024)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'daemon_left_alone', 'app': 'daemon', 'pk_attr': 'id', 'table_description': 'A file an undo put back into a watched folder: the daemon does not move it again.'},
            bases=['Model'],
        ),
    ]
