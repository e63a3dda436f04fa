"""Third-party plugins: the foldwise-hello example works on every surface; a broken one is skipped and listed."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

from conftest import register_and_login
from plugins.helpers import started_app, subprocess_env


async def test_hello_rest_route_page_and_menu(with_hello, home: Path, root: Path) -> None:
    async with started_app(home, root, hello={"greeting": "Hoi"}) as app:
        client = app.test_client()
        headers = await register_and_login(client, "admin")
        response = await client.get("/api/v1/hello", headers=headers, query_string={"name": "Ada"})
        assert response.status_code == 200
        assert (await response.get_json()) == {"success": True, "data": {"message": "Hoi, Ada!"}}
        assert (await client.get("/api/v1/hello")).status_code == 401

        page = await client.get("/ui/hello", headers={**headers, "Accept": "text/html"},
                                query_string={"name": "Ada"})
        html = (await page.get_data()).decode()
        assert page.status_code == 200
        assert "Hoi, Ada!" in html
        assert '/static/vendor/pico/pico.min.css' in html  # extends the shell's base.html
        assert 'href="/ui/hello"' in html and 'aria-current="page"' in html  # menu_links
        assert "foldwise-hello 0.1.0" in html  # extra_template_vars

        home_page = await client.get("/ui/", headers={**headers, "Accept": "text/html"})
        home_html = (await home_page.get_data()).decode()
        assert 'href="/ui/hello"' in home_html
        assert "System" in home_html  # the system plugin's dashboard panel

        plugins = (await (await client.get("/api/v1/system/plugins", headers=headers)).get_json())["data"]
        hello = next(p for p in plugins["plugins"] if p["name"] == "hello")
        assert hello == {**hello, "status": "loaded", "builtin": False, "version": "0.1.0",
                         "module": "foldwise_hello"}


async def test_hello_job_type_runs_through_the_kernel(with_hello, home: Path, root: Path) -> None:
    async with started_app(home, root) as app:
        jobs = app.app.kernel.jobs
        assert "hello.count" in app.app.kernel.job_types
        job = await jobs.create("hello.count", {"to": 4})
        await jobs.enqueue(job.id)
        done = await jobs.wait(job.id, timeout=30)
        assert done.status == "completed", done.error
        assert done.result == {"counted": 4, "greeting": "Hello, 4!"}
        assert jobs.to_wire(done)["progress"] == 100


async def test_hello_section_is_validated_over_the_api(with_hello, home: Path, root: Path) -> None:
    async with started_app(home, root) as app:
        client = app.test_client()
        headers = await register_and_login(client, "admin")
        response = await client.patch("/api/v1/system/config", headers=headers, json={"hello": {"greeting": ""}})
        assert response.status_code == 422
        assert (await response.get_json())["details"][0]["loc"] == ["hello", "greeting"]
        response = await client.patch("/api/v1/system/config", headers=headers, json={"hello": {"greeting": "Hej"}})
        assert response.status_code == 200
        assert "hello.greeting" in (await response.get_json())["data"]["applied"]
        response = await client.get("/api/v1/hello", headers=headers, query_string={"name": "Bo"})
        assert (await response.get_json())["data"]["message"] == "Hej, Bo!"


def test_hello_cli_command_in_a_real_process(hello_site: Path, home: Path) -> None:
    env = subprocess_env(home, hello_site)
    proc = subprocess.run([sys.executable, "-m", "foldwise", "hello", "Ada"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "Hello, Ada!"
    (home / "foldwise.toml").write_text('[hello]\ngreeting = "Moin"\n')
    proc = subprocess.run([sys.executable, "-m", "foldwise", "hello", "Ada", "--json"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert '"message": "Moin, Ada!"' in proc.stdout
    help_text = subprocess.run([sys.executable, "-m", "foldwise", "--help"], env=env,
                               capture_output=True, text=True, timeout=60).stdout
    assert "hello" in help_text


def test_bad_plugin_section_stops_serve_naming_the_key(hello_site: Path, home: Path) -> None:
    (home / "foldwise.toml").write_text('[hello]\ngreeting = ""\n')
    proc = subprocess.run([sys.executable, "-m", "foldwise", "serve", "--port", "1"],
                          env=subprocess_env(home, hello_site), capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2, proc.stderr
    assert "hello.greeting" in proc.stderr
    assert "Traceback" not in proc.stderr


async def test_disabled_third_party_plugin_is_gone(with_hello, home: Path, root: Path) -> None:
    async with started_app(home, root, plugins={"disabled": ["hello"]}) as app:
        client = app.test_client()
        headers = await register_and_login(client, "admin")
        assert (await client.get("/api/v1/hello", headers=headers)).status_code == 404
        plugins = (await (await client.get("/api/v1/system/plugins", headers=headers)).get_json())["data"]
        assert next(p for p in plugins["plugins"] if p["name"] == "hello")["status"] == "disabled"
        assert "hello.count" not in app.app.kernel.job_types


async def test_broken_plugin_is_logged_skipped_and_listed(with_broken, home: Path, root: Path, caplog) -> None:
    caplog.set_level(logging.ERROR, logger="foldwise.plugins")
    async with started_app(home, root) as app:
        client = app.test_client()
        health = await client.get("/api/v1/health")
        assert health.status_code == 200
        assert (await health.get_json())["data"]["plugins"]["failed"] == ["broken"]
        headers = await register_and_login(client, "admin")
        plugins = (await (await client.get("/api/v1/system/plugins", headers=headers)).get_json())["data"]
        broken = next(p for p in plugins["plugins"] if p["name"] == "broken")
        assert broken["status"] == "error"
        assert broken["error"] == "RuntimeError: foldwise-broken fails at import on purpose"
        assert broken["builtin"] is False
    assert any("broken" in r.getMessage() and r.levelno == logging.ERROR for r in caplog.records)


def test_broken_plugin_in_cli_listing(broken_site: Path, home: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "foldwise", "plugins", "list", "--json"],
                          env=subprocess_env(home, broken_site), capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    import json

    plugins = {p["name"]: p for p in json.loads(proc.stdout)["plugins"]}
    assert plugins["broken"]["status"] == "error"
    assert plugins["system"]["status"] == "loaded"


def test_hello_own_test_suite_passes_against_the_installed_plugin(hello_site: Path, tmp_path: Path) -> None:
    """The example's tests (the template in docs/writing-plugins.md) run as its author runs them: pytest in the
    plugin's folder with its own configuration, the plugin installed, nothing from our tests/ on the path."""
    project = Path(__file__).resolve().parents[2] / "examples" / "foldwise-hello"
    env = subprocess_env(tmp_path / "unused-home", hello_site)
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c",
                           str(project / "pyproject.toml"), "--rootdir", str(project), str(project / "tests")],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "3 passed" in proc.stdout
