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


def test_the_windows_build_stops_on_a_version_mismatch():
    # one version: pyproject.toml's, which the spec writes into the bundle's metadata
    # and VERSION file; build.ps1 compares the bundle's with it before Inno Setup runs
    assert "$ProjectVersion = (Select-String -Path pyproject.toml" in BUILD
    check = BUILD.index("$BundleVersion -ne $ProjectVersion")
    assert check < BUILD.index("& $Iscc @IsccArgs")
    assert "throw \"version mismatch" in BUILD[check:check + 200]
    assert "#ifndef AppVersion" in ISS and "AppVersion={#AppVersion}" in ISS


def test_the_wizard_speaks_malayalam_and_english():
    assert 'Name: "english"; MessagesFile: "compiler:Default.isl"' in ISS
    # Inno Setup has no Malayalam: ours goes over the English, whose messages stay where ours has none
    assert 'Name: "malayalam"; MessagesFile: "compiler:Default.isl,Malayalam.isl"' in ISS
    raw = (ROOT / "installer" / "windows" / "Malayalam.isl").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "Inno Setup 6 reads an .isl as UTF-8 only with its byte-order mark"
    text = raw.decode("utf-8-sig")
    messages = dict(line.split("=", 1) for line in text.splitlines() if "=" in line and not line.startswith(";"))
    name = "".join(chr(int(code, 16)) for code in re.findall(r"<([0-9A-F]{4})>", messages["LanguageName"]))
    assert name == "മലയാളം" and messages["LanguageID"] == "$044C"
    # each page of the wizard a person reads, in Malayalam, its placeholders kept
    for key, placeholder in (("WelcomeLabel1", "[name]"), ("WelcomeLabel2", "[name/ver]"), ("SelectDirDesc", "[name]"),
                             ("ReadyLabel1", "[name]"), ("FinishedLabel", "[name]"), ("ConfirmUninstall", "%1"),
                             ("SetupAppRunningError", "%1"), ("LaunchProgram", "%1"), ("ButtonNext", "&")):
        assert placeholder in messages[key], key
        assert re.search("[\u0d00-\u0d7f]", messages[key]), key
    assert "CreateDesktopIcon" in messages and "AdditionalIcons" in messages   # the desktop-icon task
