"""The Windows installer's files agree with the program (they run only on a
Windows runner, .github/workflows/windows.yml; these checks run anywhere)."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from pound_desk import instance_mutex

ROOT = Path(__file__).resolve().parents[2]
ISS = (ROOT / "installer" / "windows" / "pound-desk.iss").read_text(encoding="utf-8")
BUILD = (ROOT / "installer" / "windows" / "build.ps1").read_text(encoding="utf-8")


def setup_directive(name: str) -> str:
    match = re.search(rf"^{name}=(.*)$", ISS, re.M)
    assert match, f"no {name} in pound-desk.iss"
    return match.group(1).strip()


def test_setup_asks_to_close_the_mutex_the_program_holds():
    assert setup_directive("AppMutex").split(",")[0] == instance_mutex.MUTEX_NAME
    assert setup_directive("CloseApplications") == "yes"


def test_the_mutex_is_windows_only():
    instance_mutex.hold()
    if sys.platform != "win32":
        assert instance_mutex._handle is None


def test_setup_states_its_inno_setup_version_and_numeric_version():
    # x64compatible exists from Inno Setup 6.3 on: an older compiler must stop, saying so
    assert "#if VER < EncodeVer(6, 3, 0)" in ISS
    assert setup_directive("ArchitecturesAllowed") == "x64compatible"
    # Windows' version resource takes four numbers: build.ps1 passes them apart from the version
    assert setup_directive("VersionInfoVersion") == "{#AppNumericVersion}"
    assert '"/DAppNumericVersion=$NumericVersion"' in BUILD


def test_signing_is_wired_through_when_a_certificate_is_given():
    assert "#ifdef Sign" in ISS and "SignTool=signtool" in ISS and "SignedUninstaller=yes" in ISS
    assert '"/DSign"' in BUILD and "/Ssigntool=" in BUILD
