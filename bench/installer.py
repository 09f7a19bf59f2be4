"""The installer's size and the installed program's start-up, beside the
same program run from source (a benchmark, not a test).

    sudo python bench/installer.py [--deb dist/pound-desk_0.1.0_amd64.deb] [--runs 7] [--write]

Without --deb it uses the newest dist/pound-desk_*.deb, building one with
installer/linux/build-deb.sh if there is none (a release build: xz). The
installed size counts the package's files once (the running version's
folder holds hard links to them, no second copy). It installs the package with
dpkg -i (root) unless it is installed already, and removes it afterwards
only if it installed it.

Start-up is timed from launch to the main window on a screen: each run
starts the program on a demo pound under a virtual X display (Xvfb) and
polls the display (xwininfo) until a window titled "Pound Desk" is mapped,
then ends the program. Each run is a fresh process, caches warm (one
unmeasured run first). The offscreen --self-test time of each is reported
too. --write appends the figures to docs/PERFORMANCE.md.
"""
from __future__ import annotations

import argparse
import fcntl
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
INSTALLED = Path("/usr/bin/pound-desk")
TARGET_DEB_MB = 45
TARGET_INSTALLED_MB = 140


def sh(*cmd, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def newest_deb() -> Path:
    debs = sorted((ROOT / "dist").glob("pound-desk_*.deb"), key=lambda p: p.stat().st_mtime)
    if debs:
        return debs[-1]
    r = sh("bash", str(ROOT / "installer/linux/build-deb.sh"), cwd=ROOT,
           env=dict(os.environ, PYTHON=sys.executable))
    if r.returncode != 0:
        sys.exit(f"build-deb.sh failed:\n{r.stderr}")
    return ROOT / r.stdout.strip().splitlines()[-1]


def installed_kb() -> int:
    files = sh("dpkg-query", "-L", "pound-desk").stdout.split()
    return sum(os.lstat(f).st_size for f in files if os.path.isfile(f) and not os.path.islink(f)) // 1024


class Display:
    """A virtual X screen for the duration of the benchmark."""

    def __init__(self):
        number = next(n for n in range(97, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists()
                      and not Path(f"/tmp/.X{n}-lock").exists())
        self.name = f":{number}"
        # -noreset: the server would otherwise reset (refusing connections) as each run ends
        self.proc = subprocess.Popen(["Xvfb", self.name, "-screen", "0", "1280x800x24", "-nolisten", "tcp",
                                      "-noreset"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if sh("xwininfo", "-root", env=dict(os.environ, DISPLAY=self.name)).returncode == 0:
                return
            time.sleep(0.05)
        self.close()
        raise RuntimeError("Xvfb did not start")

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(10)


def time_to_window(cmd: list[str], env: dict, display: Display, timeout: float = 30.0) -> float:
    env = dict(env, DISPLAY=display.name)
    env.pop("QT_QPA_PLATFORM", None)
    start = time.perf_counter()
    err = tempfile.TemporaryFile()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=err)
    try:
        while time.perf_counter() - start < timeout:
            tree = sh("xwininfo", "-root", "-tree", env=env).stdout
            if any('"Pound Desk' in line and "x" in line for line in tree.splitlines()):
                return time.perf_counter() - start
            if proc.poll() is not None:
                err.seek(0)
                raise RuntimeError(f"{cmd[0]} ended with {proc.returncode} before its window showed:\n"
                                   + err.read().decode(errors="replace")[-2000:])
            time.sleep(0.005)
        raise RuntimeError(f"no Pound Desk window within {timeout} s")
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


def time_self_test(cmd: list[str], env: dict) -> float:
    start = time.perf_counter()
    r = subprocess.run(cmd + ["--self-test"], env=env, capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        raise RuntimeError(f"self-test failed:\n{r.stdout}\n{r.stderr}")
    return time.perf_counter() - start


def measure(runners: dict[str, tuple[list[str], dict]], display: Display,
            runs: int) -> dict[str, tuple[float, float]]:
    """Median time to the window and of the self-test for each runner; the
    runners take turns, so a busy spell on the machine hits both alike."""
    windows: dict[str, list[float]] = {name: [] for name in runners}
    tests: dict[str, list[float]] = {name: [] for name in runners}
    for cmd, env in runners.values():
        time_to_window(cmd, env, display)          # warm the caches
    for i in range(runs):
        for name, (cmd, env) in runners.items():
            windows[name].append(time_to_window(cmd, env, display))
            if i < max(3, runs // 2):
                tests[name].append(time_self_test(cmd, env))
    return {name: (statistics.median(windows[name]), statistics.median(tests[name])) for name in runners}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deb", type=Path)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--write", action="store_true", help="append the figures to docs/PERFORMANCE.md")
    args = parser.parse_args()
    for tool in ("dpkg", "Xvfb", "xwininfo"):
        if shutil.which(tool) is None:
            sys.exit(f"{tool} is needed (apt-get install dpkg xvfb x11-utils)")

    deb = args.deb or newest_deb()
    # the figure is the released package's: xz (the tests' --fast ones are gzip -1)
    members = sh("ar", "t", str(deb)).stdout.split()
    if "data.tar.xz" not in members:
        sys.exit(f"{deb.name} is not packed with xz ({', '.join(members)}): build it without --fast")
    # the .deb test installs and removes the same package: one at a time
    lock = open("/tmp/pound-desk-deb-test.lock", "w")
    fcntl.flock(lock, fcntl.LOCK_EX)
    version = sh("dpkg-deb", "-f", str(deb), "Version").stdout.strip()
    we_installed = sh("dpkg-query", "-W", "-f=${Status}", "pound-desk").stdout != "install ok installed"
    if we_installed:
        if os.geteuid() != 0:
            sys.exit("installing the .deb needs root (or install it first and run again)")
        r = sh("dpkg", "-i", str(deb))
        if r.returncode != 0:
            sys.exit(r.stdout + r.stderr)
    display = Display()
    try:
        deb_mb = deb.stat().st_size / 2**20
        inst_mb = installed_kb() / 1024
        home = Path(tempfile.mkdtemp(prefix="pound-desk-bench-"))
        env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
        src_env = dict(env, PYTHONPATH=str(ROOT))
        # each makes its own demo pound (the source may be at a newer schema), in the demo's
        # own file beside the database named (demo/pound-desk-demo.sqlite3), and opens that
        demo = Path("demo") / "pound-desk-demo.sqlite3"
        source = [sys.executable, "-m", "pound_desk", "--db", str(home / "source" / demo)]
        installed = [str(INSTALLED), "--db", str(home / "installed" / demo)]
        for cmd, cmd_env in ((source, src_env), (installed, env)):
            r = sh(*cmd, "init", "--demo", env=cmd_env, cwd=home)
            if r.returncode != 0:
                sys.exit(r.stderr)
        medians = measure({"source": (source, src_env), "installed": (installed, env)}, display, args.runs)
        (src_window, src_test), (inst_window, inst_test) = medians["source"], medians["installed"]
    finally:
        display.close()
        if we_installed:
            sh("dpkg", "-r", "pound-desk")

    rows = [
        # sizes in MiB (2^20 bytes), as dpkg's Installed-Size counts in KiB
        ("the .deb (xz)", f"{deb_mb:.1f} MiB", "", f"≤ {TARGET_DEB_MB} MiB"),
        ("installed (/usr/lib/pound-desk and the rest)", f"{inst_mb:.1f} MiB", "", f"≤ {TARGET_INSTALLED_MB} MiB"),
        ("launch to the main window (Xvfb), median", f"{inst_window * 1000:.0f} ms",
         f"{src_window * 1000:.0f} ms", "installed no slower than source"),
        ("`--self-test` (window, seizure, receipt PDF), median", f"{inst_test * 1000:.0f} ms",
         f"{src_test * 1000:.0f} ms", ""),
    ]
    table = ["| measure | installed build | from source | target |", "|---|---|---|---|"]
    table += [f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows]
    text = "\n".join(table)
    print(f"Pound Desk {version}, {deb.name}\n{text}")
    if args.write:
        section = (f"\n## The installer (measured {date.today():%d-%m-%Y})\n\n"
                   f"Measured with `sudo python bench/installer.py --write` on `{deb.name}` "
                   f"(version {version}), installed with `dpkg -i`. Each program opened its own demo "
                   f"pound {args.runs} times, the two taking turns, each run a fresh process with warm "
                   f"caches, timed from launch until its main window was mapped (Xvfb).\n\n"
                   f"{text}\n")
        with open(ROOT / "docs" / "PERFORMANCE.md", "a", encoding="utf-8") as f:
            f.write(section)
    return 0


if __name__ == "__main__":
    sys.exit(main())
