"""Packaging: the wheel ships the widget front ends and Polish catalogs; environment.yml mirrors pyproject."""
from __future__ import annotations

import re
import subprocess
import sys
import tomllib
import zipfile

import yaml

from support import REPO


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~\[ ;]", requirement.strip(), maxsplit=1)[0].lower()


def test_environment_yml_mirrors_pyproject():
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    wanted = {_name(r) for r in project["dependencies"]}
    for extra in project["optional-dependencies"].values():
        wanted |= {_name(r) for r in extra if not r.startswith("board-game-companion")}
    env = yaml.safe_load((REPO / "environment.yml").read_text())
    assert set(env) >= {"name", "channels", "dependencies"}
    conda_names = {_name(d).removeprefix("python-") for d in env["dependencies"] if isinstance(d, str)}
    conda_names |= {_name(d) for p in env["dependencies"] if isinstance(p, dict) for d in p.get("pip", [])
                    if not d.startswith("-")}                  # PyPI-only packages (open-spiel) under pip:
    assert wanted - conda_names == set()


def test_wheel_ships_widgets_and_catalogs(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(tmp_path), str(REPO)], check=True, timeout=300)
    (wheel,) = tmp_path.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    sources = [p.name for p in (REPO / "widgets").iterdir() if p.suffix in (".js", ".css")]
    assert sources, "widgets/ has no front-end sources"
    for source in sources:
        assert f"companion/_widgets/{source}" in names
    assert any(n.startswith("companion/locale/pl/") and n.endswith(".po") for n in names)
    assert "companion/cli.py" in names
