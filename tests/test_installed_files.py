"""An installed build's files against the hashes its build recorded
(pound_desk/installed_files.py, read by --self-test)."""
from __future__ import annotations

from pound_desk import installed_files


def test_a_build_as_made_checks_clean_and_each_change_is_named(tmp_path):
    (tmp_path / "_internal" / "lib").mkdir(parents=True)
    (tmp_path / "pound-desk").write_bytes(b"\x7fELF program")
    (tmp_path / "_internal" / "lib" / "libx.so").write_bytes(b"library")
    (tmp_path / "_internal" / "gone.txt").write_text("soon gone")
    assert installed_files.write(tmp_path) == 3
    assert installed_files.check(tmp_path) == (3, [])

    (tmp_path / "_internal" / "lib" / "libx.so").write_bytes(b"patched")
    (tmp_path / "_internal" / "gone.txt").unlink()
    (tmp_path / "_internal" / "extra.py").write_text("")
    assert installed_files.check(tmp_path) == (3, ["_internal/gone.txt: missing",
                                                   "_internal/lib/libx.so: changed since the build",
                                                   "_internal/extra.py: not made by the build"])


def test_a_build_without_its_manifest_says_so(tmp_path):
    count, problems = installed_files.check(tmp_path)
    assert count == 0 and "SHA256SUMS is missing" in problems[0]
