"""The other half of the pages of tests/browser/test_pages_load.py (see its docstring), in a module of its own
with its own server, so that the second test worker loads them at the same time as the first."""
from __future__ import annotations

import pytest

from test_pages_load import OTHER_HALF, check_page_loads, tree_url  # noqa: F401  (the module's server fixture)

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("name", OTHER_HALF)
def test_every_other_page_loads_every_time(browser, tree_url, name):  # noqa: F811
    check_page_loads(browser, tree_url, name)
