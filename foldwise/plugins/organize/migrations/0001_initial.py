from tortoise import migrations
from tortoise.migrations import operations as ops
import functools
from json import dumps, loads
from tortoise import fields

class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='JdItem',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('category', fields.IntField()),
                ('key', fields.CharField(max_length=255)),
                ('number', fields.IntField()),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'organize_jd_items', 'app': 'organize', 'unique_together': (('category', 'key'),), 'pk_attr': 'id', 'table_description': 'One Johnny Decimal ID: ``category.number`` given to items named ``key`` (clean lower-case stem).'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='OrganizePlan',
            fields=[
                ('job_id', fields.CharField(primary_key=True, unique=True, db_index=True, max_length=32)),
                ('methodology', fields.CharField(max_length=50)),
                ('base', fields.TextField(unique=False)),
                ('operations', fields.IntField(default=0)),
                ('summary', fields.JSONField(default=dict, encoder=functools.partial(dumps, separators=(',', ':')), decoder=loads)),
                ('data', fields.BinaryField()),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'organize_plans', 'app': 'organize', 'pk_attr': 'job_id', 'table_description': 'The plan of one organize job.'},
            bases=['Model'],
        ),
    ]
