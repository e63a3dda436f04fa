"""The rules editor on ``/ui/settings/organization`` in a real Chromium: validate, fix, save."""

from __future__ import annotations

import uuid

from browser.conftest import Tab
from browser.test_files_pages import sign_in

BROKEN = """name: {name}
rules:
  - name: Scans
    conditions:
      - {{type: name_regex, value: "scan(("}}
    action: {{type: move}}
"""
FIXED = """name: {name}
rules:
  - name: Scans
    conditions:
      - {{type: name_regex, value: "^scan"}}
    action: {{type: move, destination: "Scans/{{modified:%Y}}"}}
"""


def test_validate_then_save_a_rule_set(tab: Tab) -> None:
    sign_in(tab, "rita")
    name = f"scans-{uuid.uuid4().hex[:6]}"
    tab.goto("/ui/settings/organization")
    page = tab.page
    assert page.locator("h1").inner_text() == "Organization"
    page.fill("#new-content", BROKEN.format(name=name))
    with page.expect_navigation():
        page.click("#validate")
    errors = page.locator("#validation-errors").inner_text()
    assert "invalid regular expression" in errors and "a move action needs a destination" in errors
    assert page.locator(f"#set-{name}").count() == 0  # validating stores nothing
    tab.screenshot("rules-editor-errors")
    page.fill("#new-content", FIXED.format(name=name))
    with page.expect_navigation():
        page.click("#validate")
    assert page.locator("#validation-ok").is_visible()
    with page.expect_navigation():
        page.click("#save")
    assert page.url.endswith("/ui/settings/organization")
    saved = page.locator(f"#set-{name}")
    assert saved.count() == 1 and "1 rule" in saved.locator("summary").inner_text()
    tab.screenshot("rules-editor-saved")
    assert tab.foreign_requests() == []
    assert [e for e in tab.errors if "422" not in e] == []  # the invalid set is answered 422, on purpose
