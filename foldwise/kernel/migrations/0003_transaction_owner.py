from tortoise import migrations
from tortoise.migrations import operations as ops
from tortoise import fields

class Migration(migrations.Migration):
    dependencies = [('kernel', '0002_job_listing_indexes')]

    initial = False

    operations = [
        ops.AddField(
            model_name='Transaction',
            name='owner',
            field=fields.CharField(null=True, description='``host:pid`` of the process applying it: recovery settles only transactions whose process is gone.', max_length=128),
        ),
    ]
