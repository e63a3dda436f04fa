from tortoise import migrations
from tortoise.migrations import operations as ops
from tortoise.fields.base import OnDelete
from tortoise import fields
from typing import Any


async def backfill_username_keys(apps: Any, schema_editor: Any) -> None:
    """``username_key = lower(username)``; an account whose key an older one already holds keeps a
    ``#<id>`` suffix (it still signs in by its exact username)."""
    conn = schema_editor.client
    marks = ("$1", "$2") if conn.capabilities.dialect == "postgres" else ("?", "?")
    rows = await conn.execute_query_dict('SELECT "id", "username" FROM "auth_user" ORDER BY "id"')
    taken: set[str] = set()
    for row in rows:
        key = row["username"].lower()
        if key in taken:
            suffix = f"#{row['id']}"
            key = key[: 64 - len(suffix)] + suffix
        taken.add(key)
        await conn.execute_query(
            f'UPDATE "auth_user" SET "username_key" = {marks[0]} WHERE "id" = {marks[1]}', [key, row["id"]])



class Migration(migrations.Migration):
    dependencies = [('kernel', '0003_transaction_owner')]

    initial = False

    operations = [
        ops.CreateModel(
            name='Session',
            fields=[
                ('id', fields.CharField(primary_key=True, unique=True, db_index=True, max_length=32)),
                ('user', fields.ForeignKeyField('kernel.User', source_field='user_id', db_constraint=True, to_field='id', related_name='sessions', on_delete=OnDelete.CASCADE)),
                ('kind', fields.CharField(default='api', description='``api`` (login with tokens) or ``web`` (the ``/ui`` sign-in).', max_length=8)),
                ('created_at', fields.DatetimeField(auto_now=False, auto_now_add=True)),
                ('revoked_at', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
            ],
            options={'table': 'auth_session', 'app': 'kernel', 'pk_attr': 'id', 'table_description': 'One sign-in (a JWT login or a web sign-in): access tokens and web cookies name it and die with it.'},
            bases=['Model'],
        ),
        ops.CreateModel(
            name='SignInFailure',
            fields=[
                ('username_key', fields.CharField(primary_key=True, unique=True, db_index=True, max_length=64)),
                ('failures', fields.IntField(default=0)),
                ('last_failure_at', fields.DatetimeField(auto_now=False, auto_now_add=False)),
                ('locked_until', fields.DatetimeField(null=True, auto_now=False, auto_now_add=False)),
            ],
            options={'table': 'auth_sign_in_failure', 'app': 'kernel', 'pk_attr': 'username_key', 'table_description': 'Failed password sign-ins for one username key, and until when its password sign-in is locked.'},
            bases=['Model'],
        ),
        ops.AddField(
            model_name='RefreshToken',
            name='session_id',
            field=fields.CharField(null=True, db_index=True, description='The sign-in session this token continues (None for tokens issued before sessions existed).', max_length=32),
        ),
        ops.AddField(
            model_name='User',
            name='username_key',
            field=fields.CharField(null=True, description='``username`` lowercased: usernames are unique without regard to case.', max_length=64),
        ),
        ops.RunPython(backfill_username_keys, ops.RunPython.noop),
        ops.AlterField(
            model_name='User',
            name='username_key',
            field=fields.CharField(unique=True, description='``username`` lowercased: usernames are unique without regard to case.', max_length=64),
        ),
    ]
