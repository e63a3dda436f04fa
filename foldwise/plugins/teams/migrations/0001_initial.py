from tortoise import migrations
from tortoise.migrations import operations as ops
from orjson import loads
from tortoise.fields.base import OnDelete
from tortoise.fields.data import JSON_DUMPS
from tortoise import fields

class Migration(migrations.Migration):
    initial = True

    operations = [
        ops.CreateModel(
            name='CurrentWorkspace',
            fields=[
                ('user_id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('workspace_id', fields.IntField()),
            ],
            options={'table': 'teams_current_workspace', 'app': 'teams', 'pk_attr': 'user_id', 'table_description': 'The workspace an account works in now (where its pages open).'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='Notification',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('user_id', fields.IntField(db_index=True)),
                ('kind', fields.CharField(description='``job_finished``, ``job_failed``, ``invitation``, ``share``, ``duplicates_found``, ``plugin_update``.', max_length=32)),
                ('title', fields.CharField(max_length=200)),
                ('link', fields.CharField(null=True, max_length=300)),
                ('data', fields.JSONField(default=dict, encoder=JSON_DUMPS, decoder=loads)),
                ('read', fields.BooleanField(default=False)),
                ('created_at', fields.DatetimeField(db_index=True, auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'teams_notification', 'app': 'teams', 'pk_attr': 'id', 'table_description': 'Something an account should know about: a finished job, an invitation, a share.'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='Team',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('name', fields.CharField(max_length=80)),
                ('owner_id', fields.IntField(db_index=True, description='The account that created it.')),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'teams_team', 'app': 'teams', 'pk_attr': 'id', 'table_description': 'A named group of accounts whose workspaces belong to every member.'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='Invitation',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('team', fields.ForeignKeyField('teams.Team', source_field='team_id', db_constraint=True, to_field='id', related_name='invitations', on_delete=OnDelete.CASCADE)),
                ('user_id', fields.IntField(db_index=True)),
                ('role', fields.CharField(default='member', max_length=16)),
                ('invited_by', fields.IntField()),
                ('status', fields.CharField(default='pending', description='``pending``, ``accepted`` or ``declined``.', max_length=16)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'teams_invitation', 'app': 'teams', 'pk_attr': 'id', 'table_description': 'A pending (or answered) invitation of an account into a team.'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='TeamMember',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('team', fields.ForeignKeyField('teams.Team', source_field='team_id', db_constraint=True, to_field='id', related_name='members', on_delete=OnDelete.CASCADE)),
                ('user_id', fields.IntField(db_index=True)),
                ('role', fields.CharField(default='member', max_length=16)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'teams_member', 'app': 'teams', 'unique_together': (('team', 'user_id'),), 'pk_attr': 'id', 'table_description': 'One account in a team with its team role: ``admin`` (invites, sets roles), ``member``, ``viewer``.'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='Workspace',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('name', fields.CharField(max_length=80)),
                ('owner_id', fields.IntField(db_index=True)),
                ('team_id', fields.IntField(null=True, db_index=True)),
                ('folders', fields.JSONField(default=list, description='Absolute, resolved folders under the roots.', encoder=JSON_DUMPS, decoder=loads)),
                ('methodology', fields.CharField(null=True, max_length=64)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'teams_workspace', 'app': 'teams', 'pk_attr': 'id', 'table_description': 'A named set of folders under the roots, owned by an account or a team.'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='Share',
            fields=[
                ('id', fields.IntField(generated=True, primary_key=True, unique=True, db_index=True)),
                ('workspace', fields.ForeignKeyField('teams.Workspace', source_field='workspace_id', db_constraint=True, to_field='id', related_name='shares', on_delete=OnDelete.CASCADE)),
                ('with_user_id', fields.IntField(null=True, db_index=True)),
                ('with_team_id', fields.IntField(null=True, db_index=True)),
                ('access', fields.CharField(default='read', max_length=8)),
                ('created_by', fields.IntField()),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
            ],
            options={'table': 'teams_share', 'app': 'teams', 'pk_attr': 'id', 'table_description': 'A workspace shared with an account or a team, ``read`` or ``write``.'},
            bases=['Model'],
        ),
    ]
