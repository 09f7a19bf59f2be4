"""The package's Maintainer must be someone one can write to: build-deb.sh
refuses the placeholder the documentation shows, and every name reserved for
examples, before it builds anything."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "installer" / "linux" / "build-deb.sh"

pytestmark = pytest.mark.skipif(
    any(shutil.which(t) is None for t in ("dpkg-deb", "dpkg-shlibdeps", "patchelf", "readelf", "help2man")),
    reason="build-deb.sh checks its tools first (dpkg-dev, patchelf, binutils, help2man)")


@pytest.mark.parametrize("maintainer", [
    "Your Name <you@your-office.example.org>",      # installer/README.md's placeholder
    "Clerk <clerk@pound.example.com>", "Clerk <clerk@example.net>", "Clerk <clerk@pound.invalid>",
    "Clerk <clerk@localhost>", "Clerk <clerk@pound>",
])
def test_a_maintainer_nobody_can_write_to_is_refused(maintainer, tmp_path):
    env = dict(os.environ, DEB_MAINTAINER=maintainer)
    r = subprocess.run(["bash", str(BUILD), "--out", str(tmp_path)], env=env, cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and "Maintainer" in r.stderr, r.stderr
    assert list(tmp_path.iterdir()) == []


def test_the_documented_placeholder_is_the_one_refused():
    readme = (ROOT / "installer" / "README.md").read_text(encoding="utf-8")
    assert 'DEB_MAINTAINER="Your Name <you@your-office.example.org>"' in readme
