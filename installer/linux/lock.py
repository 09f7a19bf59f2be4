"""Write the lock file of the bundle's Python packages (installer/linux/requirements.lock):

    /usr/bin/python3 installer/linux/lock.py

pip resolves Pound Desk's runtime dependencies and PyInstaller for the Python
that runs this script (the build's Python, named in the file's first line) and
reports the exact file each package comes from with its SHA-256; build-deb.sh
installs exactly those (pip --require-hashes), so two builds of one commit use
the same packages byte for byte, whatever day they run. Run it again to take
newer versions on purpose, and commit the result.
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "installer" / "linux" / "requirements.lock"


def wanted() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return project["dependencies"] + project["optional-dependencies"]["installer"]


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        venv = Path(tmp) / "venv"
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        requirements = Path(tmp) / "requirements.txt"
        requirements.write_text("\n".join(wanted()) + "\n", encoding="utf-8")
        report = Path(tmp) / "report.json"
        subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                        "--dry-run", "--ignore-installed", "--report", str(report),
                        "-r", str(requirements)], check=True)
        installs = json.loads(report.read_text(encoding="utf-8"))["install"]
    lines = [f"# Python {sys.version.split()[0]} ({sys.executable}): the build's Python (build-deb.sh checks it)",
             "# made by installer/linux/lock.py from pyproject.toml's runtime dependencies and PyInstaller;",
             "# build-deb.sh installs exactly these files (pip --require-hashes)"]
    for item in sorted(installs, key=lambda i: i["metadata"]["name"].lower()):
        info = item["download_info"]["archive_info"]
        digest = info.get("hashes", {}).get("sha256") or info["hash"].split("=", 1)[1]
        lines.append(f"{item['metadata']['name']}=={item['metadata']['version']} --hash=sha256:{digest}")
    LOCK.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{LOCK.relative_to(ROOT)}: {len(installs)} packages for Python {sys.version.split()[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
