from tortoise import migrations
from tortoise.migrations import operations as ops
from tortoise import fields

class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='DaemonLease',
            fields=[
                ('name', fields.CharField(primary_key=True, unique=True, db_index=True, max_length=32)),
                ('wanted', fields.BooleanField(default=False)),
                ('holder', fields.CharField(null=True, max_length=255)),
                ('expires_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('started_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('files_processed', fields.BigIntField(default=0)),
                ('last_event_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('watcher', fields.CharField(null=True, max_length=16)),
                ('watcher_reason', fields.TextField(null=True, unique=False)),
            ],
            options={'table': 'daemon_lease', 'app': 'daemon', 'pk_attr': 'name', 'table_description': 'The one row that says whether the daemon should run and which instance runs it.'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='WatchedFolder',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('path', fields.CharField(unique=True, max_length=1024)),
                ('mode', fields.CharField(default='methodology', max_length=16)),
                ('methodology', fields.CharField(null=True, max_length=50)),
                ('rule_set', fields.CharField(null=True, max_length=64)),
                ('dry_run', fields.BooleanField(default=False)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'daemon_watched', 'app': 'daemon', 'pk_attr': 'id', 'table_description': 'A folder the daemon watches, with what it does to new files there.'},
            bases=['Model'],
        ),
    ]
