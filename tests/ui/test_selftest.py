"""``pound-desk --self-test``: the installers' proof that a build works. It
runs in its own process (it makes its own QApplication), offscreen whatever
the session says, and never writes into the office's data folder."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap


def run(args, home, code=None):
    env = dict(os.environ, POUND_DESK_HOME=str(home))
    env.pop("QT_QPA_PLATFORM", None)          # the self-test chooses offscreen itself
    env.pop("DISPLAY", None)
    cmd = [sys.executable, "-c", textwrap.dedent(code)] if code else [sys.executable, "-m", "pound_desk", *args]
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=180)


def test_self_test_passes_from_source_and_leaves_the_data_folder_alone(tmp_path):
    home = tmp_path / "home"
    result = run(["--self-test"], home)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Pound Desk ") and "from source" in lines[0]
    for step in ("application and bundled fonts", "database in a temporary folder",
                 "main window, offscreen", "webcam: ", "seizure registered through the form: case 1/",
                 "release on payment: receipt ", "receipt PDF with Malayalam",
                 "receipt opened in the preview: 1 page"):
        assert any(line.startswith("ok   " + step) for line in lines), step
    assert lines[-1] == "self-test passed"
    assert not home.exists()


def test_self_test_fails_with_the_step_that_broke(tmp_path):
    # a build that lost its fonts: the first step says so and the exit code is 1
    result = run([], tmp_path / "home", code=f"""
        import sys
        from pathlib import Path
        from pound_desk.ui import fonts
        fonts.resources_dir = lambda: Path({str(tmp_path)!r}) / "no-resources"
        from pound_desk.ui.selftest import run_self_test
        sys.exit(run_self_test())
    """)
    assert result.returncode == 1
    assert "FAIL application and bundled fonts: SelfTestFailed: bundled fonts missing in " in result.stdout
    assert "no-resources/fonts: DejaVuSans.ttf, DejaVuSans-Bold.ttf, NotoSansMalayalam-Regular.ttf" \
        in result.stdout
    assert "self-test passed" not in result.stdout


def test_a_module_the_build_lost_fails_the_step_that_needs_it(tmp_path):
    # a frozen build without one hidden import: the steps before it report, then that step names it
    result = run([], tmp_path / "home", code="""
        import sys
        sys.modules["pound_desk.services.demo"] = None     # as if the build had left it out
        from pound_desk.ui.selftest import run_self_test
        sys.exit(run_self_test())
    """)
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert any(line.startswith("ok   Malayalam translation") for line in lines)
    assert "FAIL database in a temporary folder: ModuleNotFoundError: " in result.stdout
    assert "pound_desk.services.demo" in result.stdout
    assert not any(line.startswith("ok   main window") for line in lines)


def test_a_windowed_program_writes_the_report_to_a_file(tmp_path):
    # pound-desk.exe on Windows has no console: sys.stdout is None
    result = run([], tmp_path / "home", code=f"""
        import sys, tempfile
        tempfile.tempdir = {str(tmp_path)!r}
        sys.stdout = None
        from pound_desk.ui.selftest import run_self_test
        sys.exit(run_self_test())
    """)
    assert result.returncode == 0, result.stderr
    report = (tmp_path / "pound-desk-self-test.txt").read_text(encoding="utf-8")
    assert report.rstrip().endswith("self-test passed")


def test_the_gate_holds_the_self_test_until_its_file_appears(tmp_path, monkeypatch):
    """The installers' tests upgrade the package under a self-test held here."""
    import io
    import threading
    import time

    from pound_desk.ui import selftest

    gate = tmp_path / "gate"
    monkeypatch.setenv("POUND_DESK_SELF_TEST_GATE", str(gate))
    out = io.StringIO()
    opened = threading.Timer(0.5, gate.touch)
    start = time.monotonic()
    opened.start()
    selftest._wait_for_gate(out)
    assert time.monotonic() - start >= 0.45 and gate.exists()
    assert out.getvalue() == f"waiting for {gate}\n"
    monkeypatch.delenv("POUND_DESK_SELF_TEST_GATE")
    out = io.StringIO()
    selftest._wait_for_gate(out)        # no gate: no wait, nothing said
    assert out.getvalue() == ""
