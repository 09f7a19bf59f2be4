"""The tidy the package's timer runs (installer/linux/pound-desk-tidy, with the
maintainer scripts' functions pasted in as build-deb.sh does): an earlier
version's folder goes once no copy runs from it; the current version, the
package's own copy and a folder a copy still runs from stay; it waits while a
maintainer script holds the versions' lock. Run on a folder of the test's own,
so no root and no package is needed."""
from __future__ import annotations

import shutil
import subprocess
import time
from pathlib import Path

import pytest

LINUX = Path(__file__).resolve().parents[2] / "installer" / "linux"

pytestmark = pytest.mark.skipif(shutil.which("flock") is None or not Path("/proc/self/exe").exists(),
                                reason="the tidy needs flock and /proc (Linux)")


def _tidy(lib: Path) -> Path:
    """The tidy as the package installs it, for a versions' folder at ``lib``."""
    functions = (LINUX / "functions.sh").read_text(encoding="utf-8")
    text = (LINUX / "pound-desk-tidy").read_text(encoding="utf-8").replace("#FUNCTIONS#", functions)
    script = lib.parent / "tidy"
    script.write_text(text.replace("@LIB@", str(lib)), encoding="utf-8")
    script.chmod(0o755)
    return script


def _version(lib: Path, name: str) -> Path:
    folder = lib / name
    folder.mkdir(parents=True)
    # a program of the version's own, so a copy running from the folder shows in /proc/*/exe
    shutil.copy2("/bin/sleep", folder / "pound-desk")
    return folder


@pytest.fixture
def lib(tmp_path):
    lib = tmp_path / "pound-desk"
    for name in ("bundle", "1.0", "1.1", "1.2"):
        _version(lib, name)
    (lib / "current").symlink_to("1.2")
    return lib


def _names(lib: Path) -> list[str]:
    return sorted(p.name for p in lib.iterdir())


def test_tidy_removes_what_no_copy_runs_from_and_keeps_a_running_copys_folder(lib):
    tidy = _tidy(lib)
    running = subprocess.Popen([str(lib / "1.0" / "pound-desk"), "60"])
    try:
        r = subprocess.run([str(tidy)], capture_output=True, text=True, timeout=30)
        assert r.returncode == 0, r.stderr
        assert r.stderr == "", "the timer's tidy says nothing of a folder still in use"
        assert _names(lib) == ["1.0", "1.2", "bundle", "current"]
    finally:
        running.kill()
        running.wait()
    r = subprocess.run([str(tidy)], capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stderr
    assert _names(lib) == ["1.2", "bundle", "current"]


def test_tidy_waits_while_a_maintainer_script_holds_the_versions(lib):
    tidy = _tidy(lib)
    holder = subprocess.Popen(["flock", str(lib), "sleep", "30"])
    try:
        time.sleep(0.3)
        r = subprocess.run(["timeout", "1", str(tidy)], capture_output=True, text=True)
        assert r.returncode == 124, "the tidy did not wait for the lock"
        assert _names(lib) == ["1.0", "1.1", "1.2", "bundle", "current"]
    finally:
        holder.kill()
        holder.wait()


def test_tidy_without_a_current_version_removes_nothing(lib):
    (lib / "current").unlink()
    r = subprocess.run([str(_tidy(lib))], capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stderr
    assert _names(lib) == ["1.0", "1.1", "1.2", "bundle"]


def test_the_timer_runs_the_tidy_the_package_installs():
    service = (LINUX / "pound-desk-tidy.service").read_text(encoding="utf-8")
    timer = (LINUX / "pound-desk-tidy.timer").read_text(encoding="utf-8")
    assert "ExecStart=/usr/lib/pound-desk/tidy\n" in service and "Type=oneshot" in service
    assert "OnBootSec=" in timer and "OnUnitActiveSec=10min" in timer and "WantedBy=timers.target" in timer
    build = (LINUX / "build-deb.sh").read_text(encoding="utf-8")
    assert '"$root$lib/tidy"' in build and "pound-desk-tidy.timer" in build
    if shutil.which("systemd-analyze"):
        r = subprocess.run(["systemd-analyze", "verify", "--man=no", str(LINUX / "pound-desk-tidy.timer")],
                           capture_output=True, text=True, timeout=60)
        # the service's program exists only once installed: that is the one complaint allowed
        # (its manual page too: --man=no)
        problems = [line for line in (r.stdout + r.stderr).splitlines()
                    if line.strip() and "/usr/lib/pound-desk/tidy" not in line]
        assert not problems, problems
