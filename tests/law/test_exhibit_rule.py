"""The public notice (s. 11(4)): the list in force must be put up again
whenever what it says changes; a pound with no rate has no list."""
from __future__ import annotations

from pound_desk.law import exhibit


def test_s11_4_the_fingerprint_is_what_the_list_says():
    # the digest of the rows and references, one per line: fingerprints kept in the
    # register from earlier lists are compared with it, so it may not change
    assert exhibit.fingerprint(["Per head|Fine/x|Cow|20000"], ["DLB 1/2021"]) == \
        "94361e926af733f223769ae8214358d075ed385f5ce500dd8d7578936b407483"
    assert exhibit.fingerprint(iter(["a", "b"]), ()) == exhibit.fingerprint(["a", "b"], [])
    assert exhibit.fingerprint(["a"], ["r"]) != exhibit.fingerprint(["a", "r"], [])


def test_s11_4_the_list_is_put_up_until_the_one_in_force_is_confirmed():
    assert exhibit.needs_display("new", True, None)          # never put up
    assert exhibit.needs_display("new", True, "old")         # a rate changed since
    assert not exhibit.needs_display("new", True, "new")     # the list in force is up
    assert not exhibit.needs_display("new", False, None)     # no rate: no list to show
