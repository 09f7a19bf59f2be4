"""The upper level's window, offscreen, into this folder:
``python docs/screenshots/take_upper_screenshots.py [ml|en]``.

Two local authorities of Thiruvananthapuram district, each with its pounds and
a year of their returns (made as ``take_chart_screenshots.py`` makes them),
forward 2026 on a stick; the Director's office signs in (``upper-sign-in.png``),
imports the stick (``upper-import.png``), makes the report for the year
(``upper-report.png``), looks across pounds (``upper-seen.png``: a cow and its owner
seen in two pounds), and lists its
local authorities and people (``upper-authorities.png``, ``upper-people.png``);
an auditor's window last (``upper-auditor.png``). A person then looks at each:
is the Malayalam shaped, is anything clipped, is a refused form off?"""
from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
LANGUAGE = sys.argv[1] if len(sys.argv) > 1 else "ml"
SUFFIX = "" if LANGUAGE == "ml" else f"-{LANGUAGE}"
AUTHORITIES = {"Attingal Municipality": ["Attingal Pound", "Varkala Pound"],
               "നെടുമങ്ങാട് നഗരസഭ": ["നെടുമങ്ങാട് പൗണ്ട്"]}
PASSWORD = "director-2026"


def seen_twice(name: str, period: str, cases: list[dict]) -> None:
    """One cow and one owner brought to two pounds of two local authorities in the monsoon."""
    if period in ("2026-06", "2026-08") and name in ("Attingal Pound", "നെടുമങ്ങാട് പൗണ്ട്") and cases:
        cases[0]["heads"][0]["ear_tag"] = "KL-01-4471"
        cases[0].update(owner_name="രാജൻ പി.", owner_residence="കരകുളം", local_area="കരകുളം")


def stick(home: Path) -> list[Path]:
    """Each local authority's public key, after forwarding its 2026 to the stick."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from take_chart_screenshots import returns_of

    from pound_desk.authority import forward, imports, pounds
    from pound_desk.authority.database import close_authority, open_authority
    from pound_desk.returns import keys

    rnd, pems = random.Random(1961), []
    for n, (authority, names) in enumerate(AUTHORITIES.items()):
        os.environ["POUND_DESK_HOME"] = str(home / f"la-{n}")
        open_authority(home / f"la-{n}" / "authority.sqlite3")
        for name in names:
            key = Ed25519PrivateKey.generate()
            pounds.register(name, keys.public_pem(key), authority)
            for file, data in returns_of(rnd, name, key, 2026, mark=seen_twice):
                assert imports.import_bytes(data, file).ok, file
        forward.forward("2026", home / "stick", authority)
        pem = home / f"la-{n}.pem"
        pem.write_bytes(forward.public_pem())
        pems.append(pem)
        close_authority()
    return pems


def upper(qapp, home: Path, settle, save) -> None:
    from pound_desk.authority import upper as upper_level
    from pound_desk.authority import upper_users
    from pound_desk.authority.database import close_authority, open_authority
    from pound_desk.ui import workers
    from pound_desk.ui.authority.sign_in import UpperSignInDialog
    from pound_desk.ui.upper.window import UpperWindow

    pems = stick(home)
    os.environ["POUND_DESK_HOME"] = str(home / "director")
    url = str(home / "director" / "upper.sqlite3")
    open_authority(url)
    officer = upper_users.add("കെ. രാധ", "officer", PASSWORD, None)
    upper_users.add("P. Anil", "auditor", PASSWORD, officer)
    dialog = UpperSignInDialog("കെ. രാധ")
    dialog.show()
    dialog.password.setText("wrong")
    dialog.submit()
    save(dialog, "upper-sign-in", qapp, (520, 330))
    dialog.close()
    for pem, authority in zip(pems, AUTHORITIES):
        upper_level.register_file(authority, pem, "തിരുവനന്തപുരം", by=officer.name)
    window = UpperWindow(upper_users.sign_in(officer.name, PASSWORD, where="window"), url)
    window.show()
    window.forwarded.start_import([home / "stick"])
    while window.task is not None:
        workers.wait_for_all()
        settle(qapp)
    save(window, "upper-import", qapp, (1200, 800))
    window.tabs.setCurrentIndex(1)
    window.report.period_edit.setText("2026")
    window.report.title_edit.setText("തദ്ദേശസ്ഥാപനങ്ങളുടെ ഡയറക്ടർ / Director of Local Bodies")
    window.report.make_report()
    while window.task is not None:
        workers.wait_for_all()
        settle(qapp)
    save(window, "upper-report", qapp, (1200, 800))
    window.tabs.setCurrentIndex(2)
    window.seen.period_edit.setText("2026")
    window.seen.look()
    save(window, "upper-seen", qapp, (1200, 800))
    window.tabs.setCurrentIndex(3)
    save(window, "upper-authorities", qapp, (1200, 800))
    window.tabs.setCurrentIndex(4)
    window.people.refresh()
    save(window, "upper-people", qapp, (1200, 800))
    window.close()
    auditor = UpperWindow(upper_users.sign_in("P. Anil", PASSWORD, where="window"), url)
    auditor.show()
    auditor.tabs.setCurrentIndex(3)
    auditor.authorities.register()     # reached all the same: refused beside the form
    save(auditor, "upper-auditor", qapp, (1200, 800))
    auditor.close()
    close_authority()


def main() -> int:
    home = Path(tempfile.mkdtemp(prefix="pound-desk-upper-"))
    os.environ["POUND_DESK_HOME"] = str(home)
    sys.path.insert(0, str(HERE))
    import take_screenshots
    from take_screenshots import save, settle
    take_screenshots.SUFFIX = SUFFIX
    from pound_desk.ui import app as desk
    from pound_desk.ui import translations

    qapp = desk.make_app([])
    translations.apply(LANGUAGE)
    upper(qapp, home, settle, save)
    return 0


if __name__ == "__main__":
    sys.exit(main())
