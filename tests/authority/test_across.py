"""Across pounds: the same ear tag or owner in more than one pound, with the
cases, and the cattle brought in again in a year per local area; at a local
authority (SQLite and PostgreSQL) and at the level above (the command line)."""
from __future__ import annotations

from authority_helpers import bundle, data_json, new_key

from pound_desk import cli
from pound_desk.authority import across, imports, pounds
from pound_desk.authority.database import close_authority, open_authority
from pound_desk.authority.models import ReturnMark
from pound_desk.returns import keys


def _entry(no, at, area, owner, residence, *tags):
    return {"case_no": no, "brought_at": at, "seized_place": "Market", "local_area": area, "owner_name": owner,
            "owner_residence": residence, "heads": [{"seq": i + 1, "kind": "cow", "ear_tag": t}
                                                    for i, t in enumerate(tags)]}


def _return(key, name, period, seq, entries):
    d = data_json(period, {"impounded": sum(len(e["heads"]) for e in entries)})
    d["cases"] = entries
    return bundle(key, period, seq, data=d, name=name)


def _import(made):
    for file, data in made:
        assert imports.import_bytes(data, file).status == "imported"


def _returns():
    a, b = new_key(), new_key()
    return (a, b), [
        _return(a, "Nedumangad Pound", "2026-03", 1, [
            _entry("4/2026", "2026-03-02T09:00:00", "Nedumangad", "Rajan P.", "Karakulam", "1234 5678 9012"),
            _entry("5/2026", "2026-03-20T09:00:00", "Nedumangad", "Leela", "Anad", "1111 2222 3333")]),
        _return(a, "Nedumangad Pound", "2026-04", 2, [
            _entry("9/2026", "2026-04-02T09:00:00", "Nedumangad", "Leela", "Anad", "111122223333")]),
        _return(b, "Attingal Pound", "2026-04", 1, [
            # the same cow, its tag typed with a non-breaking space; the same owner, written otherwise
            _entry("2/2026", "2026-04-11T10:00:00", "Attingal", "rajan  p.", "KARAKULAM", "1234\u00a05678 9012"),
            _entry("3/2026", "2026-04-12T10:00:00", "Attingal", "Leela", "Vembayam", "999988887777")]),
    ]


def test_a_tag_and_an_owner_seen_in_two_pounds_are_listed_with_their_cases(adb):
    (a, b), made = _returns()
    pounds.register("Nedumangad Pound", keys.public_pem(a))
    pounds.register("Attingal Pound", keys.public_pem(b))
    _import(made)
    found = {(x.kind, x.key): x for x in across.across_pounds("2026")}
    assert set(found) == {("tag", "123456789012"), ("owner", "rajan p. | karakulam")}
    tag = found[("tag", "123456789012")]
    assert tag.pounds == 2
    assert [(c.pound, c.case_no, c.local_area) for c in tag.cases] == [
        ("Nedumangad Pound", "4/2026", "Nedumangad"), ("Attingal Pound", "2/2026", "Attingal")]
    # Leela of Anad twice in one pound, and another Leela elsewhere: not across pounds
    assert ("owner", "leela | anad") not in found
    # a month: nothing in two pounds yet
    assert across.across_pounds("2026-03") == []
    # repeat trespass: the Anad cow brought to Nedumangad in March and again in April
    assert across.repeats_by_area("2026") == {"Nedumangad": 1}
    [one] = across.look_up("1234 5678 9012", "2026")
    assert (one.kind, len(one.cases)) == ("tag", 2)
    [owner] = across.look_up("Rajan P. | Karakulam", "2026")
    assert (owner.kind, owner.pounds) == ("owner", 2)


def test_returns_imported_before_are_marked_when_the_table_is_made(sqlite_adb):
    (a, b), made = _returns()
    pounds.register("Nedumangad Pound", keys.public_pem(a))
    pounds.register("Attingal Pound", keys.public_pem(b))
    _import(made)
    assert ReturnMark.select().count() == 10    # five entries: a tag and an owner each
    sqlite_adb.execute_sql('DROP TABLE "authority_return_mark"')
    close_authority()
    open_authority(sqlite_adb.url)
    assert ReturnMark.select().count() == 10
    assert len(across.across_pounds("2026")) == 2


def test_seen_on_the_command_line(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    (a, b), made = _returns()
    db = str(tmp_path / "authority.sqlite3")
    open_authority(db)
    pounds.register("Nedumangad Pound", keys.public_pem(a))
    pounds.register("Attingal Pound", keys.public_pem(b))
    _import(made)
    close_authority()
    assert cli.main(["authority", "--db", db, "seen", "--period", "2026", "--out", str(tmp_path / "seen.csv")]) == 0
    out = capsys.readouterr().out
    assert "ear tag 123456789012: 2 case(s) in 2 pound(s)" in out
    assert "  Attingal Pound  2/2026  brought 2026-04-11 10:00:00  Attingal" in out
    assert "Repeat trespass in Nedumangad: 1 ear tag(s) brought in more than once" in out
    rows = (tmp_path / "seen.csv").read_bytes().decode("utf-8-sig").splitlines()
    assert rows[1].startswith("owner,rajan p. | karakulam,")
    # above, the same on the upper level's database, signed in
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("radha-secret\n"))
    assert cli.main(["--password-stdin", "upper", "--db", db, "user", "add", "K. Radha", "--role", "auditor"]) == 1
    assert "The first person is an officer" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", io.StringIO("radha-secret\n"))
    assert cli.main(["--password-stdin", "upper", "--db", db, "user", "add", "K. Radha", "--role", "officer"]) == 0
    monkeypatch.setattr("sys.stdin", io.StringIO("radha-secret\n"))
    assert cli.main(["--user", "K. Radha", "--password-stdin", "upper", "--db", db, "seen", "--period", "2026",
                     "--find", "999988887777"]) == 0
    assert "ear tag 999988887777: 1 case(s) in 1 pound(s)" in capsys.readouterr().out
