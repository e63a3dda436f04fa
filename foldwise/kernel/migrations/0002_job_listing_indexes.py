from tortoise import migrations
from tortoise.migrations import operations as ops
from tortoise.indexes import Index

class Migration(migrations.Migration):
    dependencies = [('kernel', '0001_initial')]

    initial = False

    operations = [
        ops.AddIndex(
            model_name='Job',
            index=Index(fields=['status', 'created_at']),
        ),
        ops.AddIndex(
            model_name='Job',
            index=Index(fields=['type', 'created_at']),
        ),
    ]
