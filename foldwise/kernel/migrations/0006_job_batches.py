from tortoise import migrations
from tortoise.migrations import operations as ops
from orjson import loads
from tortoise.fields.data import JSON_DUMPS
from tortoise import fields

class Migration(migrations.Migration):
    dependencies = [('kernel', '0005_api_key_scopes')]

    initial = False

    operations = [
        ops.CreateModel(
            name='JobBatch',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('job_id', fields.CharField(db_index=True, max_length=32)),
                ('seq', fields.IntField()),
                ('lo', fields.IntField(description="The group's slice ``[lo, hi)`` of the job's work list.")),
                ('hi', fields.IntField()),
                ('state', fields.CharField(default='queued', max_length=16)),
                ('claimed_by', fields.CharField(null=True, description='``host:pid`` of the process running it (None while queued).', max_length=300)),
                ('heartbeat_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
                ('done_count', fields.IntField(default=0)),
                ('attempts', fields.IntField(default=0, description='Runs so far (a group whose worker died is queued again and resumed: ``attempts > 1``).')),
                ('transaction_id', fields.IntField(null=True)),
                ('result', fields.JSONField(null=True, encoder=JSON_DUMPS, decoder=loads)),
                ('error', fields.TextField(null=True, unique=False)),
            ],
            options={'table': 'job_batches', 'app': 'kernel', 'unique_together': (('job_id', 'seq'),), 'pk_attr': 'id', 'table_description': "One claimable group of a large job's operations (``foldwise.kernel.jobs.spread``): any worker claims it"},
            bases=['Model'],
        ),
    ]
