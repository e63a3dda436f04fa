"""``foldwise.kernel.ormimport``: tortoise's base ``Model`` is made without its source parse, and is the same."""

from __future__ import annotations

import json
import subprocess
import sys

_PROBE = r"""
import inspect, json, sys
real = inspect.getsource
calls = []
def spy(obj):
    calls.append(f"{getattr(obj, '__module__', '')}.{getattr(obj, '__qualname__', getattr(obj, '__name__', ''))}")
    return real(obj)
inspect.getsource = spy
if sys.argv[1] == "foldwise":
    import foldwise  # installs the finder
import tortoise.models as tm
from foldwise.kernel import ormimport
model = tm.Model
print(json.dumps({
    "calls": [c for c in calls if c.startswith("tortoise.")],
    "restored": inspect.getsource is spy,
    "finder_left": any(type(f).__name__ == "_Finder" for f in sys.meta_path),
    "fields": sorted(model._meta.fields_map),
    "description": model._meta.table_description,
    "model_source": len(real(model)) > 1000,
}))
"""


def _probe(mode: str) -> dict:
    done = subprocess.run([sys.executable, "-c", _PROBE, mode], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_base_model_is_made_without_reading_its_source_and_is_the_same() -> None:
    plain, fast = _probe("plain"), _probe("foldwise")
    assert plain["calls"] == ["tortoise.models.Model"]  # what the finder saves: tortoise's own lookup
    assert fast["calls"] == []
    assert fast["restored"] and not fast["finder_left"]
    assert fast["fields"] == plain["fields"] == []  # no fields: no comment could have been used
    assert fast["description"] == plain["description"]
    assert fast["model_source"]  # getsource still answers for that class afterwards (the loader delegates)


_VALIDATORS_PROBE = r"""
import json, re, sys
if sys.argv[1] == "foldwise":
    import foldwise  # installs the finder
import tortoise.validators as v
from tortoise.exceptions import ValidationError
regex = v.validate_domain_name.regex
lazy_before = type(regex).__name__ == "LazyPattern" and regex._compiled is None
outcomes = []
for name in ("example.com", "bücher.example", "-bad-.com", "no_tld", "a" * 300 + ".com"):
    try:
        v.validate_domain_name(name)
        outcomes.append(True)
    except ValidationError:
        outcomes.append(False)
print(json.dumps({"lazy_before": lazy_before, "outcomes": outcomes,
                  "compiled_after": isinstance(getattr(regex, "_compiled", regex), re.Pattern),
                  "re_compile_restored": re.compile.__module__ == "re",
                  "finder_left": any(type(f).__name__ == "_Finder" for f in sys.meta_path)}))
"""


def test_tortoise_validators_compile_on_first_use_and_judge_the_same() -> None:
    """The domain-name validator's regular expression (20 ms at import) is compiled when first used, and it
    accepts and refuses the same names as tortoise's own."""
    run = [sys.executable, "-c", _VALIDATORS_PROBE]
    plain = json.loads(subprocess.run([*run, "plain"], capture_output=True, text=True, check=True).stdout)
    fast = json.loads(subprocess.run([*run, "foldwise"], capture_output=True, text=True, check=True).stdout)
    assert fast["lazy_before"] and not plain["lazy_before"]
    assert fast["outcomes"] == plain["outcomes"] == [True, True, False, False, False]
    assert fast["compiled_after"] and fast["re_compile_restored"] and not fast["finder_left"]


def test_a_lazy_pattern_copies_and_pickles_as_the_compiled_pattern() -> None:
    import copy
    import pickle
    import re

    from foldwise.kernel.ormimport import LazyPattern

    lazy = LazyPattern(r"^a+$", re.IGNORECASE)
    for clone in (copy.copy(lazy), copy.deepcopy(lazy), pickle.loads(pickle.dumps(lazy))):
        assert isinstance(clone, re.Pattern) and clone.flags & re.IGNORECASE and clone.match("AAA")
    assert lazy.match("aa") and not lazy.match("b")
