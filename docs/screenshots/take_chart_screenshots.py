"""The charts, offscreen, into this folder: ``python docs/screenshots/take_chart_screenshots.py [ml|en]``.

A local authority with three pounds and a year of their returns (made here
and signed as the pounds sign them; one pound sends none for two months):
its Charts tab (``authority-charts.png``) and the charts of its consolidated
report for the year as printed (``doc-consolidated-charts.png``, ``-2``, ``-3``);
then the demo pound's main window with its month panel
(``main-window-month.png``). A person then looks at each: is the Malayalam
shaped, is anything clipped, does a missing month say so?"""
from __future__ import annotations

import calendar
import json
import os
import random
import subprocess
import sys
import tempfile
from datetime import datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
LANGUAGE = sys.argv[1] if len(sys.argv) > 1 else "ml"
SUFFIX = "" if LANGUAGE == "ml" else f"-{LANGUAGE}"

PLACES = {"Attingal Pound": ["Kallara junction", "ആലംകോട് ചന്ത", "Vanchiyoor road", "Mamom bridge"],
          "നെടുമങ്ങാട് പൗണ്ട്": ["പഴകുറ്റി കവല", "Nedumangad market", "Aruvikkara dam road"],
          "Varkala Pound": ["Papanasam cliff", "ശിവഗിരി റോഡ്"]}
KINDS = ["cow", "cow", "cow", "ox", "buffalo", "goat", "goat", "pig"]
STEPS = ["unclaimed_report", "notice_issue", "notice_events", "settle", "feeding"]


def returns_of(rnd: random.Random, name: str, key, year: int, mark=None) -> list[tuple[str, bytes]]:
    """A year of signed returns of the pound ``name``; ``mark(name, period, cases)``, when given,
    may add to the month's register entries (an ear tag, an owner) before they are signed."""
    from pound_desk.returns import keys
    from pound_desk.returns.bundle import bundle_name, write_bundle

    out, sequence = [], 1
    for month in range(1, 13):
        if name == "Varkala Pound" and month in (4, 5):
            continue    # no return these months: the charts say so
        period = f"{year}-{month:02d}"
        busy = 3 if month in (6, 7, 8) else 1     # the monsoon's grass on the roadsides
        cases = [{"case_no": f"{n}/{year}", "seized_place": rnd.choice(PLACES[name]),
                  "heads": [{"seq": i + 1, "kind": k} for i, k in enumerate(rnd.choices(KINDS, k=rnd.randint(1, 3)))]}
                 for n in range(rnd.randint(1, 4) * busy)]
        if mark is not None:
            mark(name, period, cases)
        heads = sum(len(c["heads"]) for c in cases)
        open_cases = [{"case_no": f"{n}/{year}", "heads_held": 1, "dues_paise": rnd.randint(200, 2500) * 100,
                       "overdue": rnd.sample(STEPS, rnd.randint(0, 2))} for n in range(rnd.randint(0, 3))]
        totals = {"impounded": heads, "released": heads, "sold": 0, "disposed_otherwise": 0,
                  "held_at_end": len(open_cases), "fines_paise": heads * rnd.choice([5000, 10000]),
                  "feeding_paise": heads * 2500, "sale_proceeds_paise": 0, "deposits_held_paise": 0,
                  "deposits_due_paise": 0, "overdue_cases": sum(1 for c in open_cases if c["overdue"])}
        last = calendar.monthrange(year, month)[1]
        data = {"format_version": 1, "period": {"start": f"{period}-01", "end": f"{period}-{last:02d}"},
                "cases": cases, "open_cases": open_cases, "totals": totals}
        manifest = {"format": "pound-desk-return", "format_version": 1,
                    "pound": {"name": name, "place": name.split()[0], "local_authority": "", "local_area": ""},
                    "period": period, "sequence": sequence, "revision": 0,
                    "made_at": datetime(year, month, last, 18, 0).isoformat(), "chain_head": "ab" * 32}
        out.append((bundle_name(keys.pound_id(key.public_key()), period, 0),
                    write_bundle(manifest, {"data.json": json.dumps(data).encode(), "return.pdf": b"%PDF-1.4\n"},
                                 key)))
        sequence += 1
    return out


def authority(qapp, home: Path, settle, save) -> None:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from pound_desk.authority import imports, pounds
    from pound_desk.authority.database import close_authority, open_authority
    from pound_desk.returns import keys
    from pound_desk.ui import workers
    from pound_desk.ui.authority.window import AuthorityWindow

    url = home / "authority.sqlite3"
    open_authority(url)
    rnd = random.Random(1961)
    for name in PLACES:
        key = Ed25519PrivateKey.generate()
        pounds.register(name, keys.public_pem(key), "")
        for file, data in returns_of(rnd, name, key, 2026):
            assert imports.import_bytes(data, file).ok, file
    window = AuthorityWindow(str(url))
    window.resize(1200, 900)
    window.show()
    window.report.period_edit.setText("2026")
    window.report.authority_edit.setText("തിരുവനന്തപുരം ജില്ലാ പഞ്ചായത്ത് / Thiruvananthapuram District Panchayat")
    window.report.make_report()
    while window.task is not None:
        workers.wait_for_all()
        settle(qapp)
    window.tabs.setCurrentWidget(window.charts)
    save(window, "authority-charts", qapp, (1200, 900))
    pdf = window.report.report_pdf
    pages = int(next(line.split()[-1] for line in subprocess.run(["pdfinfo", str(pdf)], capture_output=True,
                                                                    text=True).stdout.splitlines()
                     if line.startswith("Pages:")))
    for n, page in enumerate(range(2, pages + 1), start=1):   # the table is page 1; the charts follow
        stem = HERE / f"doc-consolidated-charts{'' if n == 1 else f'-{n}'}"
        subprocess.run(["pdftoppm", "-r", "80", "-png", "-singlefile", "-f", str(page), "-l", str(page),
                        str(pdf), str(stem)], check=True)
        print("saved", stem.name)
    window.close()
    close_authority()


def pound(qapp, home: Path, settle, save) -> None:
    from pound_desk.ui import app as desk
    from pound_desk.ui import workers

    window = desk.main_window_for(home / "demo.sqlite3", demo_pound=True)
    window.show()
    while window.month.figures is None:
        workers.wait_for_all()
        settle(qapp)
    save(window, "main-window-month", qapp, (1280, 800))
    window.close()


def main() -> int:
    home = Path(tempfile.mkdtemp(prefix="pound-desk-charts-"))
    os.environ["POUND_DESK_HOME"] = str(home)
    sys.path.insert(0, str(HERE))
    import take_screenshots
    from take_screenshots import save, settle
    take_screenshots.SUFFIX = SUFFIX
    from pound_desk.ui import app as desk
    from pound_desk.ui import translations

    qapp = desk.make_app([])
    translations.apply(LANGUAGE)
    authority(qapp, home, settle, save)
    pound(qapp, home, settle, save)
    return 0


if __name__ == "__main__":
    sys.exit(main())
