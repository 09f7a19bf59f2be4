"""Returns forwarded upward: a local authority forwards the bundles it
imported with its own signed covering list; the level above (a district,
the Director) registers local authorities by their keys, imports what they
forward with the local authority's own checks, refuses what a local
authority did not receive from a registered pound, and reports by district,
local authority and pound. The upper level's database on SQLite and on
PostgreSQL (``adb``); each local authority's its own SQLite file."""
from __future__ import annotations

import base64
import csv
import io
import json
import zipfile

import pytest
from authority_helpers import bundle, new_key
from pypdf import PdfReader

from pound_desk import cli
from pound_desk.authority import forward, imports, pounds, upper, upper_report
from pound_desk.authority.database import close_authority, open_authority
from pound_desk.authority.models import ImportedReturn, PoundVia, RegisteredPound
from pound_desk.returns import keys


def _local_authority(tmp_path, monkeypatch, name, made, capacity=None):
    """A local authority's own database and key (its data folder), its pounds registered and their
    returns imported; returns (its public key PEM, the forwarded file of 2026)."""
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / name))
    open_authority(tmp_path / name / "authority.sqlite3")
    for key, pound_name, returns in made:
        pounds.register(pound_name, keys.public_pem(key), name, capacity=capacity)
        for file, data in returns:
            assert imports.import_bytes(data, file).status == "imported"
    done = forward.forward("2026", tmp_path / "stick" / name, name)
    pem = forward.public_pem()
    close_authority()
    return pem, done


def _upper(adb, tmp_path, monkeypatch):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "director"))
    open_authority(adb.url)


def _two(tmp_path, monkeypatch):
    a, b, c = new_key(), new_key(), new_key()
    ned = _local_authority(tmp_path, monkeypatch, "Nedumangad Municipality", [
        (a, "Nedumangad Pound", [bundle(a, "2026-10", 1, totals={"impounded": 2, "fines_paise": 40000},
                                        name="Nedumangad Pound"),
                                 bundle(a, "2026-11", 2, totals={"impounded": 3, "released": 1, "held_at_end": 2},
                                        name="Nedumangad Pound")])])
    att = _local_authority(tmp_path, monkeypatch, "Attingal Municipality", [
        (b, "Attingal Pound", [bundle(b, "2026-11", 5, totals={"impounded": 1, "sold": 1,
                                                               "sale_proceeds_paise": 420050},
                                      name="Attingal Pound")]),
        (c, "Varkala Pound", [bundle(c, "2026-11", 1, totals={"impounded": 4, "fines_paise": 80000},
                                     name="Varkala Pound")])])
    return (a, b, c), ned, att


def test_forwarded_returns_are_imported_above_and_reported_by_district(adb, tmp_path, monkeypatch):
    (a, b, c), (ned_pem, ned), (att_pem, att) = _two(tmp_path, monkeypatch)
    assert (ned.returns, ned.pounds, att.returns, att.pounds) == (2, 1, 2, 2)
    _upper(adb, tmp_path, monkeypatch)
    upper.register("Nedumangad Municipality", ned_pem, "Thiruvananthapuram")
    upper.register("Attingal Municipality", att_pem, "Thiruvananthapuram")
    out = upper.import_forward(ned.path) + upper.import_forward(att.path)
    assert [o.status for o in out] == ["imported"] * 4
    assert ImportedReturn.select().count() == 4
    via = {v.pound.name: v.authority.name for v in PoundVia.select()}
    assert via == {"Nedumangad Pound": "Nedumangad Municipality", "Attingal Pound": "Attingal Municipality",
                   "Varkala Pound": "Attingal Municipality"}
    # the bundles above are the pounds' own, byte for byte: still checkable with the pound's key
    assert [o.status for o in upper.import_forward(ned.path)] == ["already", "already"]

    # a local authority registered none of whose pounds has sent yet: on the report, with none
    upper.register("Kilimanoor Grama Panchayat", keys.public_pem(new_key()), "Thiruvananthapuram")
    report = upper_report.build("2026")
    by = {g.name: g for g in report.authorities}
    assert (by["Kilimanoor Grama Panchayat"].pounds, by["Kilimanoor Grama Panchayat"].returns) == (0, 0)
    assert by["Nedumangad Municipality"].figures["impounded"] == 5
    assert by["Nedumangad Municipality"].figures["fines_paise"] == 40000
    assert by["Attingal Municipality"].figures["impounded"] == 5
    assert by["Attingal Municipality"].figures["sale_proceeds_paise"] == 420050
    assert by["Attingal Municipality"].pounds == 2
    [district] = report.districts
    assert (district.district, district.pounds, district.returns) == ("Thiruvananthapuram", 3, 4)
    assert district.figures["impounded"] == 10 and district.figures["fines_paise"] == 120000

    rows = list(csv.reader(io.StringIO(upper_report.to_csv(report).decode("utf-8-sig"))))
    levels = [(r[1], r[2], r[3], r[5], r[8]) for r in rows[1:]]
    assert ("pound", "Thiruvananthapuram", "Attingal Municipality", "Varkala Pound", "4") in levels
    assert ("local authority", "Thiruvananthapuram", "Nedumangad Municipality", "", "5") in levels
    assert ("district", "Thiruvananthapuram", "", "", "10") in levels
    assert rows[-1][1] == "all" and rows[-1][8] == "10"

    pdf = upper_report.pdf(upper_report.build("2026-11"), "Director of Local Bodies")
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages)
    assert "Returns of the pounds by district and local authority" in text
    assert "Thiruvananthapuram" in text and "Attingal Municipality" in text and "District\ntotal" in text
    assert "Consolidated return of the pounds (s. 6)" in text and "The period in pictures" in text


def _rewrite(path, tmp_path, covering=None, extra=None, replace=None, key=None, name="forged.pdforward"):
    """A forwarded file changed: its covering list edited (and signed again
    with ``key``, else left with the old signature), a member added or replaced."""
    with zipfile.ZipFile(path) as zf:
        members = {n: zf.read(n) for n in zf.namelist()}
    if covering is not None:
        body = json.loads(members["covering.json"])
        covering(body)
        members["covering.json"] = json.dumps(body).encode()
        if key is not None:
            members["covering.sig"] = base64.b64encode(key.sign(members["covering.json"]))
    members.update(extra or {})
    members.update(replace or {})
    out = tmp_path / name
    with zipfile.ZipFile(out, "w") as zf:
        for n, data in members.items():
            zf.writestr(n, data)
    return out


def test_what_a_local_authority_did_not_receive_from_a_registered_pound_is_refused(adb, tmp_path, monkeypatch):
    (a, b, c), (ned_pem, ned), (att_pem, att) = _two(tmp_path, monkeypatch)
    _upper(adb, tmp_path, monkeypatch)
    # an authority not registered here
    with pytest.raises(upper.UpperRefused, match="unknown local authority \\(Nedumangad Municipality\\)"):
        upper.import_forward(ned.path)
    upper.register("Nedumangad Municipality", ned_pem, "Thiruvananthapuram")
    upper.register("Attingal Municipality", att_pem, "Thiruvananthapuram")

    # a pound's return slipped onto the stick beside the list: it was never received
    stranger = new_key()
    slipped = bundle(stranger, "2026-11", 1, totals={"impounded": 1}, name="Kilimanoor Pound")
    out = upper.import_forward(_rewrite(ned.path, tmp_path, extra={slipped[0]: slipped[1]}))
    assert [o.status for o in out] == ["imported", "imported", "refused"]
    assert out[-1].message == ("not in Nedumangad Municipality's covering list: not a return it received "
                               "from a registered pound")
    assert RegisteredPound.get_or_none(RegisteredPound.name == "Kilimanoor Pound") is None

    # the covering list edited after it was signed
    def more(body):
        body["returns"][0]["period"] = "2026-09"
    with pytest.raises(upper.UpperRefused, match="changed after Attingal Municipality signed it"):
        upper.import_forward(_rewrite(att.path, tmp_path, covering=more))

    # a listed bundle swapped for another: its checksum is not the one listed
    with zipfile.ZipFile(att.path) as zf:
        first = json.loads(zf.read("covering.json"))["returns"][0]["file"]
    out = upper.import_forward(_rewrite(att.path, tmp_path, replace={first: slipped[1]}, name="swapped.pdforward"))
    assert out[0].status == "refused" and "its checksum differs" in out[0].message

    # a pound already known through another local authority
    with zipfile.ZipFile(ned.path) as zf:
        ned_entry = json.loads(zf.read("covering.json"))["returns"][1]
        ned_bundle = zf.read(ned_entry["file"])
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "Attingal Municipality"))
    att_key = forward.the_key()

    def claim(body):
        body["returns"].append(ned_entry)
    out = upper.import_forward(_rewrite(att.path, tmp_path, covering=claim, key=att_key,
                                        extra={ned_entry["file"]: ned_bundle}, name="claim.pdforward"))
    [claimed] = [o for o in out if o.pound == "Nedumangad Pound"]
    assert claimed.status == "refused"
    assert claimed.message == ("the pound Nedumangad Pound sends its returns through Nedumangad Municipality, "
                               "not Attingal Municipality")


def test_the_upper_level_counts_the_figures_again(adb, tmp_path, monkeypatch):
    """A local authority that lists a return whose fines were lowered and
    signed again with the pound's key: refused above as below."""
    (a, b, c), (ned_pem, ned), (att_pem, att) = _two(tmp_path, monkeypatch)
    _upper(adb, tmp_path, monkeypatch)
    upper.register("Attingal Municipality", att_pem, "Thiruvananthapuram")
    with zipfile.ZipFile(att.path) as zf:
        covering = json.loads(zf.read("covering.json"))
    entry = next(e for e in covering["returns"] if e["pound"]["name"] == "Varkala Pound")
    forged_name, forged = bundle(c, "2026-11", 1, totals={"impounded": 4, "fines_paise": 80000},
                                 name="Varkala Pound")
    from pound_desk.returns.bundle import read_bundle, write_bundle
    b0 = read_bundle(forged)
    data = json.loads(b0.files["data.json"])
    data["totals"]["fines_paise"] -= 50000
    forged = write_bundle({k: v for k, v in b0.manifest.items() if k != "files"},
                          {**b0.files, "data.json": json.dumps(data).encode()}, c)
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "Attingal Municipality"))

    def relist(body):
        for e in body["returns"]:
            if e["file"] == entry["file"]:
                e["sha256"] = __import__("hashlib").sha256(forged).hexdigest()
                e["manifest_sha256"] = read_bundle(forged).manifest_sha256
    out = upper.import_forward(_rewrite(att.path, tmp_path, covering=relist, key=forward.the_key(),
                                        replace={entry["file"]: forged}))
    varkala = next(o for o in out if o.pound == "Varkala Pound")
    assert varkala.status == "refused" and "(₹500.00 less)" in varkala.message
    assert forged_name


def test_forward_and_the_upper_level_on_the_command_line(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "la"))
    la_db, up_db = str(tmp_path / "la.sqlite3"), str(tmp_path / "upper.sqlite3")
    key = new_key()
    pem = tmp_path / "pound.pem"
    pem.write_bytes(keys.public_pem(key))
    assert cli.main(["authority", "--db", la_db, "pound", "add", "Attingal Pound", "--pubkey", str(pem)]) == 0
    name, data = bundle(key, "2026-11", 1, totals={"impounded": 2}, name="Attingal Pound")
    (tmp_path / name).write_bytes(data)
    assert cli.main(["authority", "--db", la_db, "import", str(tmp_path / name)]) == 0
    assert cli.main(["authority", "--db", la_db, "forward", "--period", "2026-11", "--to", str(tmp_path / "stick"),
                     "--authority-name", "Attingal Municipality"]) == 0
    assert "1 return(s) of 1 pound(s)" in capsys.readouterr().out
    assert cli.main(["authority", "--db", la_db, "key", "--out", str(tmp_path / "la.pem")]) == 0
    capsys.readouterr()

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "director"))

    def up(*argv, user="K. Radha", password="radha-secret"):
        monkeypatch.setattr("sys.stdin", io.StringIO(password + "\n"))
        return cli.main((["--user", user] if user else []) + ["--password-stdin", "upper", "--db", up_db, *argv])

    assert up("import", str(tmp_path / "stick")) == 1
    assert "No one is registered here yet: add the first officer" in capsys.readouterr().err
    # the first officer, without signing in; an auditor added by the officer
    monkeypatch.setattr("sys.stdin", io.StringIO("radha-secret\n"))
    assert cli.main(["--password-stdin", "upper", "--db", up_db, "user", "add", "K. Radha", "--role", "officer"]) == 0
    assert up("user", "add", "S. Nair", "--role", "auditor", password="radha-secret\nnair-secret") == 0
    assert up("import", str(tmp_path / "stick"), password="wrong-one") == 1
    assert "The name or the password is wrong" in capsys.readouterr().err
    assert up("import", str(tmp_path / "stick")) == 1
    assert "refused: unknown local authority (Attingal Municipality)" in capsys.readouterr().out
    assert up("authority", "add", "Attingal Municipality", "--pubkey", str(tmp_path / "la.pem"), "--district",
              "Thiruvananthapuram", user="S. Nair", password="nair-secret") == 1
    assert "S. Nair is an auditor: an auditor reads and changes nothing" in capsys.readouterr().err
    assert up("authority", "add", "Attingal Municipality", "--pubkey", str(tmp_path / "la.pem"),
              "--district", "Thiruvananthapuram") == 0
    assert up("import", str(tmp_path / "stick")) == 0
    out = capsys.readouterr().out
    assert f": {name}: imported: imported Attingal Pound, 2026-11 r0" in out
    assert up("authority", "list", user="S. Nair", password="nair-secret") == 0
    assert "Attingal Municipality  (Thiruvananthapuram)" in capsys.readouterr().out
    assert up("report", "--period", "2026", "--out", str(tmp_path / "y.csv"), user="S. Nair",
              password="nair-secret") == 0
    rows = (tmp_path / "y.csv").read_bytes().decode("utf-8-sig").splitlines()
    assert any(r.startswith("2026,district,Thiruvananthapuram,,,,1,1,2,") for r in rows)
    assert up("report", "--period", "2026", "--out", str(tmp_path / "y.pdf")) == 0
    assert (tmp_path / "y.pdf").read_bytes().startswith(b"%PDF")
    assert up("user", "list", user="S. Nair", password="nair-secret") == 0
    assert "S. Nair  auditor  added" in capsys.readouterr().out
    open_authority(up_db)
    from pound_desk.authority.models import ForwardReceived, UpperAuthority
    assert [f.received_by for f in ForwardReceived.select()] == ["K. Radha"]
    assert UpperAuthority.get().registered_by == "K. Radha"
    close_authority()


def test_a_district_forwards_to_the_director_and_each_pound_keeps_its_local_authority(adb, tmp_path, monkeypatch):
    (a, b, c), (ned_pem, ned), (att_pem, att) = _two(tmp_path, monkeypatch)
    # the district: its own database and key
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "district"))
    open_authority(tmp_path / "district.sqlite3")
    upper.register("Nedumangad Municipality", ned_pem, "Thiruvananthapuram")
    upper.register("Attingal Municipality", att_pem, "Thiruvananthapuram")
    assert [o.status for o in upper.import_forward(ned.path) + upper.import_forward(att.path)] == ["imported"] * 4
    onward = forward.forward("2026", tmp_path / "stick" / "district", "Thiruvananthapuram district")
    district_pem = forward.public_pem()
    close_authority()

    _upper(adb, tmp_path, monkeypatch)    # the Director's
    upper.register("Thiruvananthapuram district", district_pem, "Thiruvananthapuram")
    assert [o.status for o in upper.import_forward(onward.path)] == ["imported"] * 4
    report = upper_report.build("2026")
    assert sorted((g.district, g.name, g.pounds) for g in report.authorities) == [
        ("Thiruvananthapuram", "Attingal Municipality", 2), ("Thiruvananthapuram", "Nedumangad Municipality", 1)]
    assert report.districts[0].figures["impounded"] == 10
